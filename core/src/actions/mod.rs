//! Action ids: every variant numbers its moves `0..n`, `n` fixed by the variant and its options
//! ([`Variant::action_count`]), so that a program that learns can hold one number per move, a
//! policy of `n` outputs and a mask of `n` flags. The map is a function of the move and the
//! position alone: the same move in the same position always has the same id, two legal moves of
//! a position never share one, and ids are computed without playing anything.
//!
//! | family | `n` | id |
//! |---|---|---|
//! | chess, Chess960 | 4,672 | AlphaZero's 8 × 8 × 73, numbered as pgx numbers it (below) |
//! | Reversi | cells + 1 (65 on 8x8) | the square, `row * columns + column` from `a1` at the top left, as OpenSpiel and pgx; `cells` is the pass |
//! | Connect Four | columns (7) | the column, from 0 at the left |
//! | draughts | squares² × 8 | `(from × squares + to) × 8 + route`, seen from the side to move (below) |
//!
//! **Chess** (the encoding of Silver et al., *A general reinforcement learning algorithm that
//! masters chess, shogi and Go through self-play*, Science 2018, numbered exactly as pgx 2.x does
//! in `pgx/_src/games/chess.py` and `chess_utils.py`, so that ids and models move between the
//! two): the board is seen from the side to move, turned upside down for Black (a rank `r`
//! becomes `7 - r`, files stay). A square is numbered file-major, `file * 8 + rank` (a1 = 0,
//! a2 = 1, ..., h8 = 63; pgx's board index), and the id is `from * 73 + plane`:
//!
//! - planes 0-8: underpromotions, `piece * 3 + direction`, piece 0 rook, 1 bishop, 2 knight;
//!   direction 0 straight on, 1 towards the h-file, 2 towards the a-file;
//! - planes 9-64: queen-like moves (queen promotions included), seven distances in each of eight
//!   directions, in pgx's order: down (distance 7 first, ..., 1), up (1 ... 7), towards a (7 ...
//!   1), towards h (1 ... 7), down towards a (7 ... 1), up towards h (1 ... 7), up towards a (7
//!   ... 1), down towards h (1 ... 7), where up is towards the opponent;
//! - planes 65-72: knight moves, as (rank, file) steps (-1, -2), (+1, -2), (-2, -1), (+2, -1),
//!   (-1, +2), (+1, +2), (-2, +1), (+2, +1).
//!
//! So from the start `e2e4` is 2,426, `g1f3` 3,572 and `b1a3` 652 (pgx's
//! `INIT_LEGAL_ACTION_MASK`); Black's `e7e5` is 2,426 too. Castling in chess is the king's
//! two-square move (2,364 queen side, 2,367 king side, as pgx's legal-action mask sets them).
//! In Chess960, where the king may stand next to its rook, castling is the king's move onto its
//! own rook's square (the convention of UCI's Chess960 mode and of AlphaZero-style engines for
//! Chess960, such as Leela Chess Zero): a king never otherwise moves onto its own piece, so the
//! id is never shared.
//!
//! **Draughts** (this library's own map): a whole move, every jump of a multi-capture, is one id.
//! The board is seen from the side to move: White's side at the bottom as the geometry draws it,
//! turned by half a turn when Black is to move (a square at row `r`, column `c` is read at
//! `rows - 1 - r`, `columns - 1 - c`). `from` and `to` are the indices (from 0, in the variant's
//! numbering) of the first and last squares of the path so read, and `route` is the rank of the
//! move among the legal moves with the same first and last squares, in the order of
//! [`Game::legal_moves`](crate::Game::legal_moves) (sorted by path): 0 for almost every move, 1
//! or more where capture routes share their ends. [`DRAUGHTS_ROUTES`] ranks fit; a position with
//! more routes between the same two squares (none is known from a real game) has moves without an
//! id: [`Game::legal_actions`](crate::Game::legal_actions) and
//! [`Game::action_of`](crate::Game::action_of) then fail with `not_allowed`, never giving one id
//! to two moves.
//!
//! The record's side of the calls lives in `actions/record.rs` and `actions/game.rs` (children
//! of `record.rs` and `game.rs`); each family's map lives beside the others here, so a new game
//! adds one file and one line in [`Variant::action_count`].

use crate::engine::Engine;
use crate::error::Result;
use crate::family::Family;
use crate::options::Options;
use crate::variant::Variant;

#[cfg(feature = "chess")]
mod chess;
#[cfg(feature = "draughts")]
mod draughts;
#[cfg(feature = "placement")]
mod placement;

/// The number of chess and Chess960 ids: 64 from-squares × 73 planes.
pub const CHESS_ACTIONS: u32 = 64 * 73;

/// The legal moves with the same first and last squares that draughts ids tell apart (see the
/// [module](self)).
pub const DRAUGHTS_ROUTES: u32 = 8;

/// The id map of one family, for the record.
pub(crate) trait Actions: Engine {
    /// Hands `each` the id of each move of `legal` (the legal moves of `pos`), in their order.
    /// Errors with `not_allowed` when a move has no id (`each` has then had the ids before it).
    fn each_id(
        variant: Variant,
        options: &Options,
        pos: &Self::Position,
        legal: &[Self::Legal],
        each: &mut impl FnMut(u32),
    ) -> Result<()>;

    /// The index in `legal` (the legal moves of `pos`) of the move whose id is `id`, if one has
    /// it. Errors as [`Actions::each_id`] does.
    fn index_of_id(
        variant: Variant,
        options: &Options,
        pos: &Self::Position,
        legal: &[Self::Legal],
        id: u32,
    ) -> Result<Option<usize>> {
        let (mut index, mut found) = (0, None);
        Self::each_id(variant, options, pos, legal, &mut |each| {
            if each == id && found.is_none() {
                found = Some(index);
            }
            index += 1;
        })?;
        Ok(found)
    }

    /// The id of `legal[index]` (the legal moves of `pos`; `index` below their number). Errors
    /// as [`Actions::each_id`] does.
    fn id_at(
        variant: Variant,
        options: &Options,
        pos: &Self::Position,
        legal: &[Self::Legal],
        index: usize,
    ) -> Result<u32> {
        let (mut i, mut id) = (0, 0);
        Self::each_id(variant, options, pos, legal, &mut |each| {
            if i == index {
                id = each;
            }
            i += 1;
        })?;
        Ok(id)
    }
}

impl Variant {
    /// The number of action ids of a game of this variant with `options`: every id is below it
    /// (see [the map](crate::actions)). Chess and Chess960 4,672; Reversi the cells + 1 (65);
    /// Connect Four the columns (7); draughts the squares² × [`DRAUGHTS_ROUTES`] (8,192 on 8x8,
    /// 20,000 on 10x10, 32,768 in Turkish). Errors with `invalid_option` for options the variant
    /// refuses (a board size it lacks).
    ///
    /// ```
    /// use damero::Variant;
    /// assert_eq!(Variant::Chess.action_count(&Variant::Chess.default_options())?, 4_672);
    /// assert_eq!(Variant::Reversi.action_count(&Variant::Reversi.default_options())?, 65);
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn action_count(self, options: &Options) -> Result<u32> {
        self.check_options(options)?;
        let g = self.geometry_for(options);
        Ok(match (self.family(), self) {
            (Family::Chess, _) => CHESS_ACTIONS,
            (_, Variant::Reversi) => u32::from(g.rows) * u32::from(g.columns) + 1,
            (_, Variant::ConnectFour) => u32::from(g.columns),
            _ => u32::from(g.squares()).pow(2) * DRAUGHTS_ROUTES,
        })
    }
}
