//! The legal move of a placement game: a disc put on one square, or a pass, with the discs it
//! turns (Reversi). Small and plain; the public [`Move`] is written only when asked.

use crate::error::{Error, ErrorKind};
use crate::moves::{Extra, MAX_PATH, Move, MoveKind, View};
use crate::piece::{Piece, Role};
use crate::side::Side;

/// The side of the first player's discs (`true`: Reversi's Black, Connect Four's red) or the
/// second's.
pub(crate) fn side(first: bool) -> Side {
    if first { Side::Black } else { Side::White }
}

/// A disc of the first player (`true`) or the second.
pub(crate) fn disc(first: bool) -> Piece {
    Piece {
        side: side(first),
        role: Role::Disc,
    }
}

/// An engine's FEN refusal as the API's `invalid_fen`.
pub(crate) fn fen_error(message: String) -> Error {
    Error::new(ErrorKind::InvalidFen, message)
}

/// The discs of each side as one number that changes when either count does.
pub(crate) fn material([first, second]: [u32; 2]) -> u64 {
    u64::from(first) << 32 | u64::from(second)
}

/// How a placement is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Naming {
    /// By its square's name on a board of this many columns, rows named from the top (Reversi:
    /// `f5`).
    Square(u8),
    /// By its column, from `1` (Connect Four).
    Column(u8),
}

/// A legal move of a placement game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Placed {
    /// What the engine plays (a square, a column, or the engine's pass).
    pub raw: u8,
    /// The square the disc is put on (`None` for a pass).
    square: Option<u8>,
    path: [u8; 1],
    /// The discs the placement turns, ascending (Reversi; at most 27 on 10x10).
    turned: [u8; MAX_PATH],
    turned_len: u8,
    naming: Naming,
}

/// The text of a pass.
pub(crate) const PASS_TEXT: &str = "pass";

impl Placed {
    /// A disc put on `square`, turning `turned` (at most [`MAX_PATH`] squares).
    pub fn place(
        raw: u8,
        square: u8,
        turned: impl IntoIterator<Item = u8>,
        naming: Naming,
    ) -> Placed {
        let mut p = Placed {
            raw,
            square: Some(square),
            path: [square],
            turned: [0; MAX_PATH],
            turned_len: 0,
            naming,
        };
        for sq in turned {
            p.turned[p.turned_len as usize] = sq;
            p.turned_len += 1;
        }
        p
    }

    /// The pass, played as `raw`.
    pub fn pass(raw: u8, naming: Naming) -> Placed {
        Placed {
            raw,
            square: None,
            path: [0],
            turned: [0; MAX_PATH],
            turned_len: 0,
            naming,
        }
    }

    pub fn is_pass(&self) -> bool {
        self.square.is_none()
    }

    /// The square of a placement.
    pub fn square(&self) -> Option<u8> {
        self.square
    }

    /// The text that names the move.
    pub fn text(&self) -> String {
        let mut buf = [0u8; 8];
        let n = self.write(&mut buf);
        String::from_utf8_lossy(&buf[..n]).into_owned()
    }

    /// Writes the move's text into `out` (at least 8 bytes) and returns its length.
    fn write(&self, out: &mut [u8]) -> usize {
        let Some(square) = self.square else {
            out[..PASS_TEXT.len()].copy_from_slice(PASS_TEXT.as_bytes());
            return PASS_TEXT.len();
        };
        match self.naming {
            Naming::Square(columns) => {
                out[0] = b'a' + square % columns;
                let rank = square / columns + 1;
                if rank >= 10 {
                    out[1] = b'0' + rank / 10;
                    out[2] = b'0' + rank % 10;
                    3
                } else {
                    out[1] = b'0' + rank;
                    2
                }
            }
            Naming::Column(columns) => {
                out[0] = b'1' + square % columns;
                1
            }
        }
    }
}

impl View for Placed {
    fn kind(&self) -> MoveKind {
        if self.is_pass() {
            MoveKind::Pass
        } else {
            MoveKind::Place
        }
    }
    fn path(&self) -> &[u8] {
        &self.path[..usize::from(self.square.is_some())]
    }
    fn captures(&self) -> &[u8] {
        &self.turned[..self.turned_len as usize]
    }
    fn promotion(&self) -> Option<Role> {
        None
    }
    fn target(&self) -> Option<u8> {
        self.square
    }
    fn to_move(&self) -> Move {
        let mut mv = Move::BLANK;
        let (path, turned) = (View::path(self), View::captures(self));
        mv.fill(
            self.kind(),
            path,
            turned,
            None,
            Extra::NONE,
            |text, long| {
                text.write_with(|out| self.write(out));
                long.write_with(|out| self.write(out));
            },
        );
        mv
    }
    fn is(&self, mv: &Move) -> bool {
        self.to_move() == *mv
    }
}

impl crate::engine::LegalMove for Placed {
    type Raw = u8;

    fn raw(&self) -> u8 {
        self.raw
    }
    fn path(&self) -> &[u8] {
        View::path(self)
    }
    fn promotion(&self) -> Option<Role> {
        None
    }
    fn public(&self) -> Move {
        self.to_move()
    }
    fn view(&self) -> crate::moves::MoveRef<'_> {
        crate::moves::MoveRef(self)
    }
    fn kind(&self) -> MoveKind {
        View::kind(self)
    }
}
