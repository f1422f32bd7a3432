//! The state of a game: who is to move, whether and how it ended, which draws are at hand.

use std::fmt;

use crate::side::Side;

/// Whether the game goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum State {
    /// The side to move has a legal move and nothing has ended the game.
    Ongoing,
    /// One side has won; see [`Status::winner`].
    Win,
    /// The game is drawn.
    Draw,
}

impl State {
    /// `"ongoing"`, `"win"` or `"draw"`.
    pub fn name(self) -> &'static str {
        match self {
            State::Ongoing => "ongoing",
            State::Win => "win",
            State::Draw => "draw",
        }
    }
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// The side to move has no pieces left.
    NoPieces,
    /// The side to move has pieces but no legal move.
    NoMoves,
    /// A player resigned.
    Resignation,
    /// The players agreed a draw.
    Agreement,
    /// A repetition draw, automatic or claimed.
    Repetition,
    /// A move-limit draw, automatic or claimed.
    MoveLimit,
}

impl Reason {
    /// `"no_pieces"`, `"no_moves"`, `"resignation"`, `"agreement"`, `"repetition"` or `"move_limit"`.
    pub fn code(self) -> &'static str {
        match self {
            Reason::NoPieces => "no_pieces",
            Reason::NoMoves => "no_moves",
            Reason::Resignation => "resignation",
            Reason::Agreement => "agreement",
            Reason::Repetition => "repetition",
            Reason::MoveLimit => "move_limit",
        }
    }
}

/// A draw rule that can be claimed or warned about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DrawKind {
    /// The current position has occurred the number of times the repetition option names.
    Repetition,
    /// The move limit without captures or man moves has been reached.
    MoveLimit,
}

impl DrawKind {
    /// `"repetition"` or `"move_limit"`.
    pub fn code(self) -> &'static str {
        match self {
            DrawKind::Repetition => "repetition",
            DrawKind::MoveLimit => "move_limit",
        }
    }

    /// The kind named `code`, if any.
    pub fn from_code(code: &str) -> Option<DrawKind> {
        [DrawKind::Repetition, DrawKind::MoveLimit]
            .into_iter()
            .find(|k| k.code() == code)
    }
}

impl fmt::Display for DrawKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A snapshot of the state of a game, from [`crate::Game::status`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    /// Ongoing, won or drawn.
    pub state: State,
    /// The winner of a won game.
    pub winner: Option<Side>,
    /// Why the game ended; `None` while it goes on.
    pub reason: Option<Reason>,
    /// The side to move (also after the game ended: the side that would move).
    pub turn: Side,
    /// Squares of the pieces that can capture when capturing is mandatory, ascending; empty when
    /// no capture is possible, capturing is optional, or the game is over.
    pub must_capture: Vec<u8>,
    /// How many times the current position (pieces and side to move) has occurred in this game,
    /// this time included.
    pub repetitions: u32,
    /// Plies played since the last capture or man move (or since the start).
    pub reversible_plies: u32,
    /// Draws the side to move may claim now with [`crate::Game::claim_draw`].
    pub claimable: Vec<DrawKind>,
    /// Draw rules in `warn` mode whose condition holds now.
    pub warnings: Vec<DrawKind>,
    /// Whether the side to move is in check (always `false` in draughts).
    pub in_check: bool,
}
