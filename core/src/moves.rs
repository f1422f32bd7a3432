//! Moves and pieces as the public API shows them.

use std::fmt;

use crate::draughts::notation;
use crate::side::Side;
use crate::variant::Variant;

/// The most squares a move's path can hold (start square included), on any board.
pub const MAX_PATH: usize = 32;

/// The longest notation of any move: every square of the longest path, two digits and a
/// separator each.
const MAX_NOTATION: usize = 3 * MAX_PATH;

/// A legal move, with everything a board needs to show it. A plain value: copying it allocates
/// nothing.
///
/// ```
/// let game = damero::Game::from_fen(damero::Variant::English, "B:W18,27:B14", None).unwrap();
/// let m = &game.legal_moves()[0];
/// assert_eq!(m.notation(), "14x32");
/// assert_eq!(m.path(), &[14, 23, 32]);
/// assert_eq!(m.captures(), &[18, 27]);
/// assert_eq!(m.promotion(), Some(damero::Role::King)); // the man is crowned
/// assert_eq!(m.long(), "14x23x32");
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Move {
    path: [u8; MAX_PATH],
    path_len: u8,
    captures: [u8; MAX_PATH],
    captures_len: u8,
    notation: [u8; MAX_NOTATION],
    notation_len: u8,
    promotion: Option<Role>,
    /// The variant whose algebraic square names the notation uses (`c3-d4`), or `None` for
    /// square numbers.
    names: Option<Variant>,
}

impl Move {
    /// A draughts move with this path and these captures, its notation written in short form or,
    /// when `long`, with every landing; `crowns` when a man becomes a king. Both slices are at
    /// most [`MAX_PATH`] long (callers ensure it).
    /// `names` is the variant whose algebraic square names the notation uses, if any.
    pub(crate) fn new(
        path: &[u8],
        captures: &[u8],
        crowns: bool,
        long: bool,
        names: Option<Variant>,
    ) -> Move {
        let mut m = Move {
            path: [0; MAX_PATH],
            path_len: path.len() as u8,
            captures: [0; MAX_PATH],
            captures_len: captures.len() as u8,
            notation: [0; MAX_NOTATION],
            notation_len: 0,
            promotion: crowns.then_some(Role::King),
            names,
        };
        m.path[..path.len()].copy_from_slice(path);
        m.captures[..captures.len()].copy_from_slice(captures);
        m.write_notation(long);
        m
    }

    /// Writes the notation: short form, or with `long` every square of the path.
    pub(crate) fn write_notation(&mut self, long: bool) {
        let len = self.path_len as usize;
        let n = notation::write(
            &self.path[..len],
            self.is_capture(),
            long,
            self.names,
            &mut self.notation,
        );
        self.notation_len = n as u8;
    }

    /// PDN text: `11-15` for a step, `15x24` for a capture, and the whole route `10x19x26` only
    /// when another legal move has the same first and last squares. Russian, Czech and Turkish
    /// write square names instead: `c3-d4`, `c3:e5`, `c3:e5:c7`.
    pub fn notation(&self) -> &str {
        // Only ASCII digits and separators are ever written.
        std::str::from_utf8(&self.notation[..self.notation_len as usize]).unwrap_or("")
    }

    /// The square the piece leaves.
    pub fn from(&self) -> u8 {
        self.path[0]
    }

    /// The square the piece ends on (the start square again for a king whose captures go round
    /// in a circle).
    pub fn to(&self) -> u8 {
        self.path[self.path_len as usize - 1]
    }

    /// The start square and then every square the piece lands on, in order.
    pub fn path(&self) -> &[u8] {
        &self.path[..self.path_len as usize]
    }

    /// The squares of the captured pieces, in the order they are jumped (empty for a step).
    pub fn captures(&self) -> &[u8] {
        &self.captures[..self.captures_len as usize]
    }

    /// Whether the move captures.
    pub fn is_capture(&self) -> bool {
        self.captures_len > 0
    }

    /// The role the moving piece takes on by this move, if it changes: [`Role::King`] when a
    /// draughts man is crowned.
    pub fn promotion(&self) -> Option<Role> {
        self.promotion
    }

    /// The long form: every square of the path (`10x19x26`, `11-15` for a step), whatever
    /// [`Move::notation`] writes. It names the move on its own in any position where it is legal.
    pub fn long(&self) -> String {
        let mut out = [0u8; MAX_NOTATION];
        let n = notation::write(self.path(), self.is_capture(), true, self.names, &mut out);
        String::from_utf8_lossy(&out[..n]).into_owned()
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Move")
            .field("notation", &self.notation())
            .field("path", &self.path())
            .field("captures", &self.captures())
            .field("promotion", &self.promotion)
            .finish()
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.notation())
    }
}

/// What a piece is, whichever side it belongs to. Draughts has men and kings; chess the other
/// six roles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Role {
    /// A draughts man.
    Man,
    /// A draughts king (a crowned man); in chess, the king.
    King,
    /// A chess pawn.
    Pawn,
    /// A chess knight.
    Knight,
    /// A chess bishop.
    Bishop,
    /// A chess rook.
    Rook,
    /// A chess queen.
    Queen,
}

impl Role {
    /// Every role, in a fixed order (the order of the C enum).
    pub const ALL: [Role; 7] = [
        Role::Man,
        Role::King,
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
    ];

    /// The name shared by every language: `"man"`, `"king"`, `"pawn"`, `"knight"`, `"bishop"`,
    /// `"rook"` or `"queen"`.
    pub fn name(self) -> &'static str {
        match self {
            Role::Man => "man",
            Role::King => "king",
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Role {
    type Err = crate::Error;
    /// Reads a role [name](Role::name); anything else is `invalid_argument`.
    fn from_str(s: &str) -> crate::Result<Role> {
        Role::ALL
            .into_iter()
            .find(|r| r.name() == s)
            .ok_or_else(|| {
                let names: Vec<&str> = Role::ALL.iter().map(|r| r.name()).collect();
                crate::Error::new(
                    crate::ErrorKind::InvalidArgument,
                    format!("{s:?} is not a role (roles: {})", names.join(", ")),
                )
            })
    }
}

/// A piece on the board: a side and a role. Its letter in a FEN or on a text board depends on
/// the game: see [`Variant::letter`](crate::Variant::letter).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece it is.
    pub side: Side,
    /// What it is.
    pub role: Role,
}
