//! Pieces: a side and a role.

use std::fmt;

use crate::error::Quoted;
use crate::side::Side;

/// What a piece is, whichever side it belongs to. Draughts has men and kings; chess the king and
/// five more roles; placement games discs.
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
    /// A disc of a placement game (Reversi, Connect Four).
    Disc,
}

impl Role {
    /// Every role, in a fixed order (the order of the C enum).
    pub const ALL: [Role; 8] = [
        Role::Man,
        Role::King,
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::Disc,
    ];

    /// The name shared by every language: `"man"`, `"king"`, `"pawn"`, `"knight"`, `"bishop"`,
    /// `"rook"`, `"queen"` or `"disc"`.
    pub fn name(self) -> &'static str {
        match self {
            Role::Man => "man",
            Role::King => "king",
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::Disc => "disc",
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
                    format!(
                        "{q_s} is not a role (roles: {})",
                        names.join(", "),
                        q_s = Quoted(&s)
                    ),
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
