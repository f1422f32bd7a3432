//! The state of a game: who is to move, whether and how it ended, which draws are at hand.

use std::fmt;

use crate::error::Quoted;
use crate::side::Side;

/// Whether the game goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
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
#[non_exhaustive]
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
    /// A draughts endgame count ran out (e.g. FMJD: three pieces with a king against a lone
    /// king, 16 moves each), automatic or claimed.
    Endgame,
    /// Chess: the side to move is in check and has no legal move.
    Checkmate,
    /// Chess: the side to move is not in check and has no legal move.
    Stalemate,
    /// Chess: neither side can checkmate by any series of legal moves.
    InsufficientMaterial,
    /// Chess: the same position occurred five times (automatic, FIDE 9.6.1).
    FivefoldRepetition,
    /// Chess: 75 moves by each side without a capture or a pawn move (automatic, FIDE 9.6.2).
    SeventyFiveMoves,
    /// Reversi: neither side can place a disc, and the winner has more discs.
    MostDiscs,
    /// Reversi: neither side can place a disc, and both have as many discs (a draw).
    EqualDiscs,
    /// Connect Four: the last disc made four in a row.
    FourInARow,
    /// Connect Four: the board is full without four in a row (a draw).
    BoardFull,
}

impl Reason {
    /// Every reason, in a fixed order (the order of the C enum).
    pub const ALL: [Reason; 16] = [
        Reason::NoPieces,
        Reason::NoMoves,
        Reason::Resignation,
        Reason::Agreement,
        Reason::Repetition,
        Reason::MoveLimit,
        Reason::Endgame,
        Reason::Checkmate,
        Reason::Stalemate,
        Reason::InsufficientMaterial,
        Reason::FivefoldRepetition,
        Reason::SeventyFiveMoves,
        Reason::MostDiscs,
        Reason::EqualDiscs,
        Reason::FourInARow,
        Reason::BoardFull,
    ];

    /// The code shared by every language: `"no_pieces"`, `"no_moves"`, `"resignation"`,
    /// `"agreement"`, `"repetition"`, `"move_limit"`, `"endgame"`, `"checkmate"`, `"stalemate"`,
    /// `"insufficient_material"`, `"fivefold_repetition"`, `"seventy_five_moves"`, `"most_discs"`,
    /// `"equal_discs"`, `"four_in_a_row"` or `"board_full"`.
    pub fn code(self) -> &'static str {
        match self {
            Reason::NoPieces => "no_pieces",
            Reason::NoMoves => "no_moves",
            Reason::Resignation => "resignation",
            Reason::Agreement => "agreement",
            Reason::Repetition => "repetition",
            Reason::MoveLimit => "move_limit",
            Reason::Endgame => "endgame",
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::InsufficientMaterial => "insufficient_material",
            Reason::FivefoldRepetition => "fivefold_repetition",
            Reason::SeventyFiveMoves => "seventy_five_moves",
            Reason::MostDiscs => "most_discs",
            Reason::EqualDiscs => "equal_discs",
            Reason::FourInARow => "four_in_a_row",
            Reason::BoardFull => "board_full",
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A draw rule that can be claimed or warned about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum DrawKind {
    /// The current position has occurred the number of times the repetition option names.
    Repetition,
    /// The move limit without captures or man moves has been reached.
    MoveLimit,
    /// The endgame count of the `endgame` option has run out.
    Endgame,
}

impl DrawKind {
    /// Every kind, in a fixed order (the order of the C enum and of [`Status::claimable`]).
    pub const ALL: [DrawKind; 3] = [DrawKind::Repetition, DrawKind::MoveLimit, DrawKind::Endgame];

    /// `"repetition"`, `"move_limit"` or `"endgame"`.
    pub fn code(self) -> &'static str {
        match self {
            DrawKind::Repetition => "repetition",
            DrawKind::MoveLimit => "move_limit",
            DrawKind::Endgame => "endgame",
        }
    }

    /// The kind named `code`, if any.
    pub fn from_code(code: &str) -> Option<DrawKind> {
        DrawKind::ALL.into_iter().find(|k| k.code() == code)
    }

    /// The reason a game drawn under this rule ends with.
    pub fn reason(self) -> Reason {
        match self {
            DrawKind::Repetition => Reason::Repetition,
            DrawKind::MoveLimit => Reason::MoveLimit,
            DrawKind::Endgame => Reason::Endgame,
        }
    }
}

impl std::str::FromStr for DrawKind {
    type Err = crate::Error;
    /// Reads a draw kind [code](DrawKind::code); anything else is `invalid_argument`.
    fn from_str(s: &str) -> crate::Result<DrawKind> {
        DrawKind::from_code(s).ok_or_else(|| {
            let codes: Vec<&str> = DrawKind::ALL.iter().map(|k| k.code()).collect();
            crate::Error::new(
                crate::ErrorKind::InvalidArgument,
                format!(
                    "{q_s} is not a draw rule (expected {})",
                    codes.join(", "),
                    q_s = Quoted(&s)
                ),
            )
        })
    }
}

impl fmt::Display for DrawKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// The public fields of a [`Status`], in the order every binding lists them: each binding's
/// status type and every conformance and differential runner are checked against this list
/// (`conformance/fields.json`).
pub const STATUS_FIELDS: [&str; 17] = [
    "state",
    "winner",
    "reason",
    "turn",
    "must_capture",
    "must_pass",
    "repetitions",
    "reversible_plies",
    "endgame_plies",
    "claimable",
    "warnings",
    "in_check",
    "checkers",
    "checked_king",
    "score",
    "winning_line",
    "move_number",
];

/// A snapshot of the state of a game, from [`crate::Game::status`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Status {
    /// Ongoing, won or drawn.
    pub state: State,
    /// The winner of a won game.
    pub winner: Option<Side>,
    /// Why the game ended; `None` while it goes on.
    pub reason: Option<Reason>,
    /// The side to move (also after the game ended: the side that would move).
    pub turn: Side,
    /// Squares of the pieces that must capture (draughts, when capturing is mandatory: under the
    /// majority rule only the pieces whose captures take the most), ascending; empty when no
    /// capture is possible, capturing is optional, or the game is over.
    pub must_capture: Vec<u8>,
    /// Whether the side to move must pass (Reversi: it has no placement but the other side
    /// has): its one legal move is the pass.
    pub must_pass: bool,
    /// How many times the current position (draughts: pieces and side to move; chess: also the
    /// castling rights and whether en passant is possible, FIDE 9.2.2) has occurred in this game,
    /// this time included.
    pub repetitions: u32,
    /// Plies played since the last capture or man move (chess: capture or pawn move), or since
    /// the start.
    pub reversible_plies: u32,
    /// Plies played since the material (pieces of each kind on each side) last changed: what an
    /// endgame count (the `endgame` option) counts.
    pub endgame_plies: u32,
    /// Draws the side to move may claim now with [`crate::Game::claim_draw`].
    pub claimable: Vec<DrawKind>,
    /// Draw rules in `warn` mode whose condition holds now.
    pub warnings: Vec<DrawKind>,
    /// Whether the side to move is in check (always `false` in draughts).
    pub in_check: bool,
    /// Squares of the pieces that give check, ascending (always empty in draughts).
    pub checkers: Vec<u8>,
    /// The square of the king in check, if the side to move is in check.
    pub checked_king: Option<u8>,
    /// The discs of each side, indexed by [`Side::index`], in games scored by discs (Reversi):
    /// the count on the board while the game goes on; once it ended by the rules, the final
    /// score (with the `scoring=wof` option, the empty squares go to the winner). `None` in
    /// other games.
    pub score: Option<[u32; 2]>,
    /// The squares of the line that won the game, ascending, where the rules have one (Connect
    /// Four: every square of each four in a row the last disc made); empty otherwise.
    pub winning_line: Vec<u8>,
    /// The number of the move the side to move makes next, as a move list numbers it: 1 at the
    /// start (chess: the FEN's move number), one more after each move of the side that does not
    /// lead the rows (see [`crate::Game::move_number`]).
    pub move_number: u32,
}
