//! The legal move of a placement game: a disc put on one square, or a pass, with the discs it
//! turns (Reversi). Small and plain; the public [`Move`] is written only when asked.

use crate::engine::LegalMove;
use crate::error::{Error, ErrorKind};
use crate::moves::{Extra, MAX_PATH, Move, MoveKind};
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

/// A number that changes exactly when the discs on the board do, from the set of occupied cells
/// (a bit per cell): that set folded into 64 bits. A disc never leaves the board and each
/// placement adds one, so the set only gains a cell, which flips exactly one bit of the fold; and
/// each side's count changes exactly then (the side that places gains a disc; a pass changes
/// nothing). It is what the record asks as the material, without counting the discs.
pub(crate) fn material(occupied: u128) -> u64 {
    occupied as u64 ^ (occupied >> 64) as u64
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

/// A legal move of a placement game: four bytes. The discs a Reversi placement turns are found
/// only when its public move is built ([`Placed::public`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Placed {
    /// What the engine plays (a square, a column, or the engine's pass).
    pub raw: u8,
    /// The square the disc is put on (`None` for a pass), as a path of one square.
    square: Option<u8>,
    path: [u8; 1],
    naming: Naming,
}

/// The text of a pass.
pub(crate) const PASS_TEXT: &str = "pass";

impl Placed {
    /// A disc put on `square`.
    pub fn place(raw: u8, square: u8, naming: Naming) -> Placed {
        Placed {
            raw,
            square: Some(square),
            path: [square],
            naming,
        }
    }

    /// The pass, played as `raw`.
    pub fn pass(raw: u8, naming: Naming) -> Placed {
        Placed {
            raw,
            square: None,
            path: [0],
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

    /// The public move, turning the discs on `turned` (ascending; at most [`MAX_PATH`]).
    pub fn public(self, turned: impl IntoIterator<Item = u8>) -> Move {
        let mut captures = [0u8; MAX_PATH];
        let mut n = 0;
        for sq in turned {
            captures[n] = sq;
            n += 1;
        }
        let mut mv = Move::BLANK;
        mv.fill(
            LegalMove::kind(&self),
            LegalMove::path(&self),
            &captures[..n],
            None,
            Extra::NONE,
            |text, long| {
                text.write_with(|out| self.write(out));
                long.write_with(|out| self.write(out));
            },
        );
        mv
    }
}

impl LegalMove for Placed {
    type Raw = u8;

    fn raw(&self) -> u8 {
        self.raw
    }
    fn path(&self) -> &[u8] {
        &self.path[..usize::from(self.square.is_some())]
    }
    fn promotion(&self) -> Option<Role> {
        None
    }
    fn kind(&self) -> MoveKind {
        if self.is_pass() {
            MoveKind::Pass
        } else {
            MoveKind::Place
        }
    }
    fn target(&self) -> Option<u8> {
        self.square
    }
    fn captures(&self) -> Option<&[u8]> {
        match (self.square, self.naming) {
            // A pass and a Connect Four disc take nothing; a Reversi placement's turned discs
            // come with its public move.
            (None, _) | (_, Naming::Column(_)) => Some(&[]),
            (Some(_), Naming::Square(_)) => None,
        }
    }
}
