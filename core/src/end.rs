//! The events that end a game without a move, and what an undo takes back.

use crate::moves::Move;
use crate::side::Side;
use crate::status::DrawKind;

/// An event that ended the game without a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum End {
    /// The players agreed a draw.
    Agreement,
    /// This side resigned.
    Resignation(Side),
    /// A draw was claimed under this rule.
    Claim(DrawKind),
}

impl End {
    /// The text of the event in fragments: `agree`, `resign-black`, `resign-white`,
    /// `claim-repetition`, `claim-move_limit`.
    pub fn code(self) -> String {
        match self {
            End::Agreement => "agree".into(),
            End::Resignation(side) => format!("resign-{side}"),
            End::Claim(kind) => format!("claim-{kind}"),
        }
    }

    /// The event named by `code` (see [`End::code`]).
    pub fn from_code(code: &str) -> Option<End> {
        match code {
            "agree" => Some(End::Agreement),
            "resign-black" => Some(End::Resignation(Side::Black)),
            "resign-white" => Some(End::Resignation(Side::White)),
            _ => code
                .strip_prefix("claim-")
                .and_then(DrawKind::from_code)
                .map(End::Claim),
        }
    }
}

/// What [`Game::undo`](crate::Game::undo) took back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Undone {
    /// The last move.
    Move(Move),
    /// The event that had ended the game (agreement, resignation, claim); the moves stay.
    End(End),
}
