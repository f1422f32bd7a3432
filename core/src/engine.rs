//! The rules interface: what the game record ([`crate::record`]) asks of a family of games.
//!
//! One implementation per family and board (draughts on each layout, later chess), each a
//! zero-sized type, so that the record and the engine's hot loops are monomorphised per game;
//! [`crate::Game`] picks the implementation once, from the variant.

use std::fmt::Debug;
use std::hash::Hash;
use std::sync::OnceLock;
use std::sync::atomic::AtomicBool;

use crate::error::Result;
use crate::moves::{MAX_PATH, Move, MoveKind, View};
use crate::options::{BoardSize, Options};
use crate::perft::Finished;
use crate::piece::{Piece, Role};
use crate::side::Side;
use crate::status::{Reason, State};
use crate::variant::Variant;

/// A legal move as a family lists it, for the record: small and plain, what the engine plays and
/// the squares the record matches paths against. Its public [`Move`] (notation written, and the
/// discs a Reversi placement turns) is built only when something reads it
/// ([`Engine::public`]), so that listing and playing moves writes no notation.
pub(crate) trait LegalMove: Clone + Debug + PartialEq + Send + Sync {
    /// The move as the engine plays it.
    type Raw: Copy + Eq + Debug + Send + Sync;
    fn raw(&self) -> Self::Raw;
    /// The path, as [`Move::path`] has it.
    fn path(&self) -> &[u8];
    /// The promotion, as [`Move::promotion`] has it.
    fn promotion(&self) -> Option<Role>;
    /// What the move does, as [`Move::kind`] has it.
    fn kind(&self) -> MoveKind {
        MoveKind::Travel
    }
    /// The square a player clicks, as [`Move::target`] has it.
    fn target(&self) -> Option<u8> {
        self.path().last().copied()
    }
    /// The captured squares, as [`Move::captures`] has them, where the move keeps them; `None`
    /// where they are found with the public move (the discs a Reversi placement turns).
    fn captures(&self) -> Option<&[u8]>;
    /// Whether `mv` is this move's public form, where the move can tell without building it.
    fn is(&self, _mv: &Move) -> Option<bool> {
        None
    }
}

/// A legal move of a list, borrowed for [`MoveRef`]: read from the engine's small move, its
/// public move built the first time something needs it.
pub(crate) struct Viewed<'a, F: Engine> {
    pos: &'a F::Position,
    legal: &'a [F::Legal],
    index: usize,
    built: OnceLock<Move>,
}

impl<'a, F: Engine> Viewed<'a, F> {
    /// `legal[index]`, a legal move of `pos`, whose list is `legal`.
    pub fn new(pos: &'a F::Position, legal: &'a [F::Legal], index: usize) -> Self {
        Viewed {
            pos,
            legal,
            index,
            built: OnceLock::new(),
        }
    }

    fn at(&self) -> &F::Legal {
        &self.legal[self.index]
    }

    fn built(&self) -> &Move {
        self.built
            .get_or_init(|| F::public(self.pos, self.legal, self.index))
    }
}

impl<F: Engine> Debug for Viewed<'_, F> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.at().fmt(f)
    }
}

impl<F: Engine> View for Viewed<'_, F> {
    fn kind(&self) -> MoveKind {
        self.at().kind()
    }
    fn path(&self) -> &[u8] {
        self.at().path()
    }
    fn captures(&self) -> &[u8] {
        match self.at().captures() {
            Some(captures) => captures,
            None => self.built().captures(),
        }
    }
    fn promotion(&self) -> Option<Role> {
        self.at().promotion()
    }
    fn target(&self) -> Option<u8> {
        self.at().target()
    }
    fn to_move(&self) -> Move {
        match self.built.get() {
            Some(mv) => mv.clone(),
            None => F::public(self.pos, self.legal, self.index),
        }
    }
    fn is(&self, mv: &Move) -> bool {
        self.at().is(mv).unwrap_or_else(|| self.built() == mv)
    }
}

/// How a game ended: by the rules of the game, an event or a draw rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Outcome {
    /// Won or drawn (never [`State::Ongoing`]).
    pub state: State,
    /// The winner of a won game.
    pub winner: Option<Side>,
    /// Why the game ended.
    pub reason: Reason,
}

impl Outcome {
    /// A game won by `winner` for `reason`.
    pub fn win(winner: Side, reason: Reason) -> Outcome {
        Outcome {
            state: State::Win,
            winner: Some(winner),
            reason,
        }
    }

    /// A game drawn for `reason`.
    pub fn draw(reason: Reason) -> Outcome {
        Outcome {
            state: State::Draw,
            winner: None,
            reason,
        }
    }
}

/// The rules of one family on one board.
pub(crate) trait Engine: Copy + Debug + 'static {
    /// A position: what is on the board and who moves (plus whatever the family needs, such as
    /// castling rights). Equal positions count as a repetition.
    type Position: Copy + Eq + Hash + Debug + Send + Sync;
    /// A move as the engine plays it.
    type Raw: Copy + Eq + Debug + Send + Sync;
    /// A legal move as [`Engine::legal`] lists it.
    type Legal: LegalMove<Raw = Self::Raw>;
    /// The lengths a path of a legal move may have (draughts and chess: 2 squares or more; a
    /// placement 1, a pass 0): the record refuses other paths before looking for the move.
    const PATH: (usize, usize) = (2, MAX_PATH);

    /// The standard start of `variant` with these options.
    fn start(variant: Variant, options: &Options) -> Self::Position;
    /// Reads a position in the family's FEN: first whether the text parses, then whether the
    /// setup is a legal position; both fail with `invalid_fen`, with different messages.
    fn read_fen(variant: Variant, text: &str) -> Result<Self::Position>;
    /// The canonical FEN of a position.
    fn write_fen(pos: &Self::Position) -> String;
    /// The number of the start position among the variant's numbered starts (Chess960: 0-959),
    /// when `pos` is one of them as it stands before the first move.
    fn start_number(_pos: &Self::Position) -> Option<u32> {
        None
    }
    /// Plies without progress already played before `pos` when a game starts from it (chess: the
    /// FEN's half-move clock).
    fn reversible_at_start(_pos: &Self::Position) -> u32 {
        0
    }
    /// The side to move.
    fn turn(pos: &Self::Position) -> Side;
    /// The piece on a square, which the caller has checked exists.
    fn piece_at(pos: &Self::Position, square: u8) -> Option<Piece>;

    /// Every legal move, sorted by path (discs that drop: by column): [`Engine::legal_into`] into
    /// a new list.
    fn legal(pos: &Self::Position, options: &Options) -> Vec<Self::Legal> {
        let mut out = Vec::new();
        Self::legal_into(pos, options, &mut out);
        out
    }
    /// Every legal move into `out` (cleared first, its room reused), sorted by path (discs that
    /// drop: by column): the one listing of legal moves, which a game of a batch calls each ply
    /// with the same list.
    fn legal_into(pos: &Self::Position, options: &Options, out: &mut Vec<Self::Legal>);
    /// The public move of `legal[index]`, a move of the list [`Engine::legal`] made for `pos`
    /// (its notation may depend on the other moves: SAN names a start square only when another
    /// piece could go to the same square).
    fn public(pos: &Self::Position, legal: &[Self::Legal], index: usize) -> Move;
    /// The public moves of every move of `legal`, the list made for `pos`, in its order.
    fn public_all(pos: &Self::Position, legal: &[Self::Legal]) -> Vec<Move> {
        (0..legal.len())
            .map(|i| Self::public(pos, legal, i))
            .collect()
    }
    /// The public move of `m`, a legal move of `pos`, without its list (a move of the history).
    fn played(pos: &Self::Position, m: &Self::Legal) -> Move {
        Self::public(pos, std::slice::from_ref(m), 0)
    }
    /// The position after a legal move.
    fn after(pos: &Self::Position, raw: Self::Raw) -> Self::Position;
    /// Whether a move can never be undone by later moves (draughts: a capture or a man move;
    /// chess: a capture or a pawn move): it restarts the move-limit count and the repetition
    /// window. Every move that changes the [material](Engine::material) is one.
    fn is_progress(pos: &Self::Position, raw: Self::Raw) -> bool;
    /// A number that changes whenever the material (the pieces of each role on each side) does:
    /// endgame counts restart then.
    fn material(pos: &Self::Position) -> u64;
    /// The endgame count in force in this position, in plies, if any.
    fn endgame_limit(pos: &Self::Position, options: &Options) -> Option<u32>;
    /// How the position ends the game by the rules, given whether any legal move exists.
    fn outcome(pos: &Self::Position, has_moves: bool) -> Option<Outcome>;
    /// Whether the side to move has any legal move, without listing them.
    fn has_moves(pos: &Self::Position, options: &Options) -> bool;
    /// The squares to highlight as pieces that must act now (draughts: the pieces that must
    /// capture), from the legal moves.
    fn must_act(legal: &[Self::Legal], options: &Options) -> Vec<u8>;
    /// The squares of the pieces that give check (empty where there is no check).
    fn checkers(_pos: &Self::Position) -> Vec<u8> {
        Vec::new()
    }
    /// The square of the king in check, if any.
    fn checked_king(_pos: &Self::Position) -> Option<u8> {
        None
    }
    /// The discs of each side (indexed by [`Side::index`]) where the game is scored by discs:
    /// the count on the board while the game goes on, the final score once `over`.
    fn score(_pos: &Self::Position, _options: &Options, _over: bool) -> Option<[u32; 2]> {
        None
    }
    /// The squares of the line that won the game, where the rules have one (the four in a row).
    fn winning_line(_pos: &Self::Position) -> Vec<u8> {
        Vec::new()
    }
    /// The board of a position whose FEN gives its size (placement games), which the game's
    /// `size` option then takes.
    fn board_size(_pos: &Self::Position) -> Option<BoardSize> {
        None
    }
    /// The move texts of one word of a transcript (Reversi `f5d6c3`, Connect Four `4453`: several
    /// moves written together); the word itself where the family writes one move a word.
    fn split_word(word: &str) -> Vec<&str> {
        vec![word]
    }
    /// The number of the move the side to move makes next in `pos`, when a game starts from it
    /// (chess: the FEN's move number); 1 elsewhere.
    fn move_number_at_start(_pos: &Self::Position) -> u32 {
        1
    }

    /// The index in `legal` of the move that `text` (the family's notation) names. Errors with
    /// `invalid_notation`, `illegal_move` (with the reason) or `ambiguous_move`.
    fn resolve_text(
        variant: Variant,
        pos: &Self::Position,
        legal: &[Self::Legal],
        options: &Options,
        text: &str,
    ) -> Result<usize>;
    /// The index in `legal` of the move whose path is `path`, or the only one that starts with it
    /// or goes from its first to its last square. Errors with `illegal_move` or
    /// `ambiguous_move`.
    fn resolve_path(
        pos: &Self::Position,
        legal: &[Self::Legal],
        options: &Options,
        path: &[u8],
    ) -> Result<usize>;

    /// The legal move that `text` names, when the family can tell cheaply without listing every
    /// legal move (draughts: a step in a position without captures, a capture named by its
    /// route or its first and last squares; chess: the move the text names among the generated
    /// ones, when exactly one fits). `None` otherwise, and then [`Engine::resolve_text`]
    /// decides. Never names a move that `resolve_text` would not pick.
    fn quick_text(
        _variant: Variant,
        _pos: &Self::Position,
        _options: &Options,
        _text: &str,
    ) -> Option<Self::Legal> {
        None
    }

    /// Whether perft can count a finished game as a leaf ([`Finished::Leaf`]): only where games
    /// end before the board runs out of moves in a way perft conventions differ on.
    const COUNTS_FINISHED: bool = false;

    /// Perft below `pos`, a finished game counted as `finished` says (always
    /// [`Finished::Ignore`] unless [`Engine::COUNTS_FINISHED`]), at most `bulk` (1 or more) plies
    /// at the leaves counted without being played ([`PerftOptions::plies_counted_in_bulk`]);
    /// `None` when `stop` was set before it finished.
    ///
    /// [`PerftOptions::plies_counted_in_bulk`]: crate::PerftOptions::plies_counted_in_bulk
    fn perft(
        pos: &Self::Position,
        depth: u32,
        options: &Options,
        drop_duplicates: bool,
        finished: Finished,
        bulk: u32,
        stop: Option<&AtomicBool>,
    ) -> Option<u64>;
}
