//! The families of games: the games in one family share their engine, their notation and their
//! cargo feature.

use std::fmt;

/// A family of games. Every [`Variant`](crate::Variant) belongs to one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Family {
    /// Draughts and checkers: pieces travel diagonally (or orthogonally in Turkish), capture by
    /// jumping, and are crowned.
    Draughts,
    /// Chess and Chess960.
    Chess,
    /// Placement games: each move puts a disc on the board (Reversi, Connect Four) or passes.
    Placement,
}

impl Family {
    /// Every family, in a fixed order (the order of the C enum).
    pub const ALL: [Family; 3] = [Family::Draughts, Family::Chess, Family::Placement];

    /// The name shared by every language, which is also the family's cargo feature and the
    /// JavaScript entry that holds it alone: `"draughts"`, `"chess"` or `"placement"`.
    pub fn name(self) -> &'static str {
        match self {
            Family::Draughts => "draughts",
            Family::Chess => "chess",
            Family::Placement => "placement",
        }
    }

    /// Whether this build plays the family's games: its cargo feature was on when the crate was
    /// compiled.
    pub fn is_available(self) -> bool {
        match self {
            Family::Draughts => cfg!(feature = "draughts"),
            Family::Chess => cfg!(feature = "chess"),
            Family::Placement => cfg!(feature = "placement"),
        }
    }
}

impl fmt::Display for Family {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
