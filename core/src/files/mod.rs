//! Game files: PGN (chess, Chess960) and PDN 3.0 (every draughts family), read as a stream of
//! [`GameRecord`]s (tags, result, the tree of moves with variations, comments and NAGs, every
//! move checked by the rules) and written back.
//!
//! What a reader decides, documented once:
//! - **Games.** A game ends at its termination marker (`1-0`, `0-1`, `1/2-1/2`, `*`; in draughts
//!   also `2-0`, `1-1`, `0-2`, `0-0`) outside comments and variations, at a blank line after its
//!   moves (outside variations and comments), where a tag follows its moves, where a tag repeats
//!   one the game already has (so header-only games stay apart, while a blank line inside one
//!   tag section does not split it), or at the end of the input. A line starting with `%` is
//!   skipped.
//! - **Null moves** (`--`, `Z0`, `0000`) are not moves of any game damero plays: an error, as any
//!   unreadable move.
//! - **Which game.** PDN's `GameType` number (FMJD PDN 3.0 table: 20 International, 21 English,
//!   22 Italian, 23 Pool, 24 Spanish, 25 Russian, 26 Brazilian, 29 Czech, 30 Turkish, 31 Thai,
//!   40 Frisian, 0 chess), else PGN's `Variant` tag (standard, chess960, fischerandom, ...),
//!   else the caller's default ([`ReadOptions::variant`]), else each game its moves may be is
//!   tried in turn and the first whose rules the moves follow is taken, with a warning in the
//!   record saying so: chess, PGN's game, unless the moves or the `FEN` are numeric draughts
//!   (then International, the FMJD's game, then English; International alone when a square over
//!   32 appears); moves that are all pairs of square names may also be Russian. An Italian,
//!   Spanish or other 8x8 file without `GameType` is read right only when the caller names it. A variant damero does not play (crazyhouse, atomic,
//!   Canadian draughts, ...) is an error of that game, never read as another game.
//! - **Moves.** Read as [`Game::play`](crate::Game::play) reads move text (SAN leniently, UCI,
//!   PDN short and long captures, algebraic squares); in draughts zero-padded (`05`),
//!   upper-case (`A1`) and blank-padded (`1- 6`) squares and steps without a separator (`a3b4`)
//!   are accepted. An illegal or unreadable move is an error at its
//!   line and column, and the rest of its line of play is skipped; a short capture that fits
//!   several moves with different outcomes is such an error (`ambiguous_move`'s message lists
//!   them).
//! - **Text.** UTF-8, a byte-order mark skipped; a line that is not UTF-8 is read as
//!   Windows-1252, with a warning. Line ends `\n`, `\r\n`, and the literal two characters `\r`
//!   some exporters leave at the end of a line, are blanks.
//! - **Threads and parts.** [`ReadOptions::threads`] reads parts of the input on threads (the
//!   same games, in the same order, with the same problems and line numbers);
//!   [`split_games`] cuts a file into byte ranges at game starts, to be read apart by any
//!   scheduler.
//! - **Limits** ([`limits`]): comments and tag values are cut past [`limits::MAX_COMMENT`]
//!   bytes, variations nested past [`limits::MAX_VARIATION_DEPTH`] are skipped, a game stops at
//!   [`limits::MAX_GAME_MOVES`] moves; each with an error, never an unbounded allocation.

mod build;
#[cfg(feature = "chess")]
mod chess;
mod chunks;
mod header;
mod lexer;
pub mod limits;
mod reader;
mod record;
mod samples;
mod split;
mod threads;
mod tree;
mod writer;

pub use reader::{DEFAULT_CHUNK_BYTES, ReadOptions, Reader, read_games};
pub use record::{
    Children, FileProblem, GameRecord, Node, Played, is_tag_name, result_tag_conflict,
};
pub use samples::result_winner;
pub use split::split_games;
pub use writer::write_game;
