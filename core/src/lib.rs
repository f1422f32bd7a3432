//! # damero
//!
//! One rules core for two-player board games: every draughts family (English, Brazilian,
//! International, Russian, Pool, Italian, Spanish, Czech, Thai, Turkish, Frisian), chess and
//! Chess960, Reversi and Connect Four. Legal moves with their full routes, forced captures,
//! crowning, castling, en passant and promotion, placements and passes, status with every way a
//! game ends, configurable draw rules, PDN and SAN/UCI notation, FEN, game files (PGN and PDN,
//! [`files`]), action ids and observations for programs that learn ([`Batch`]), perft, and the
//! *fragment*: the whole game as text to keep after `#` in a URL.
//!
//! ```
//! use damero::{Game, Reason, State, Variant};
//!
//! let mut game = Game::new(Variant::English)?;
//! for mv in ["11-15", "24-20", "15-18", "22x15"] {
//!     game.play(mv)?;
//! }
//! // Black must recapture; the page can mark the pieces that must.
//! assert_eq!(game.status().must_capture, vec![10]);
//! let link = game.to_fragment();
//! let again = Game::from_fragment(&link)?;
//! assert_eq!(again.fen(), game.fen());
//!
//! game.resign(damero::Side::Black)?;
//! let status = game.status();
//! assert_eq!((status.state, status.reason), (State::Win, Some(Reason::Resignation)));
//! # Ok::<(), damero::Error>(())
//! ```
//!
//! Cargo features: `draughts`, `chess` and `placement` (all on by default) each bring one family
//! of games; a build without one is smaller, and refuses that family's variants with
//! `unknown_variant` (see [`Variant::is_available`]).
//!
//! Errors carry a stable [code](ErrorKind::code) shared by every language binding; a failed call
//! leaves the game as it was.

// Unsafe code is refused everywhere but at the calls of the walks compiled for a CPU's own
// instructions, each made after finding those instructions (`cpu.rs`).
#![deny(unsafe_code)]
// The chess-only WebAssembly module is built for size, with perft's hot path kept fast
// (core/Cargo.toml, `damero_size`); every other build ignores this.
#![cfg_attr(damero_size, feature(optimize_attribute))]
#![warn(missing_docs)]

#[cfg(not(any(feature = "draughts", feature = "chess", feature = "placement")))]
compile_error!(
    "damero needs at least one family of games: the \"draughts\", \"chess\" or \"placement\" feature"
);

pub mod actions;
mod batch;
mod board;
#[cfg(feature = "chess")]
mod chess;
mod cpu;
#[cfg(feature = "draughts")]
mod draughts;
mod draws;
mod end;
mod engine;
mod error;
mod family;
pub mod files;
mod fragment;
mod game;
// Unused in WebAssembly builds, which count without a table (`split.rs`).
#[cfg_attr(target_family = "wasm", allow(dead_code))]
mod hashed;
mod limits;
mod listed;
mod moves;
mod options;
mod perft;
mod piece;
#[cfg(feature = "placement")]
mod placement;
pub mod planes;
mod record;
mod side;
mod split;
mod status;
mod tasks;
#[cfg(all(test, any(feature = "draughts", feature = "chess")))]
mod test_rng;
mod variant;

pub use batch::Batch;
pub use board::{Geometry, Labels, Numbering, Shading};
pub use cpu::{CpuPath, cpu_path};
pub use end::{End, Undone};
pub use error::{Error, ErrorKind, Result};
pub use family::Family;
pub use fragment::{FRAGMENT_VERSION, MAX_FRAGMENT_LEN, MAX_FRAGMENT_MOVES};
pub use game::{Game, perft, perft_with};
pub use hashed::MAX_PERFT_HASH_MB;
pub use limits::{
    LIMITS, Limit, MAX_FEN, MAX_MOVE_TEXT, MAX_MOVES_TEXT, MAX_NAME, MAX_OPTION_TEXT,
    MAX_PERFT_THREADS, MAX_QUOTE, limit,
};
pub use listed::LegalMoves;
pub use moves::{MAX_NOTATION, MAX_PATH, MOVE_FIELDS, Move, MoveKind, MoveRef};
pub use options::{
    Balance, BoardSize, Capture, DrawMode, Endgame, LimitUnit, MoveLimit, OPTION_KEYS, Opening,
    Options, Repetition, Scoring,
};
pub use perft::{Duplicates, Finished, MAX_PERFT_DEPTH, PerftOptions, PerftResult, RootCount};
pub use piece::{Piece, Role};
pub use record::MAX_HISTORY;
pub use side::Side;
pub use status::{DrawKind, Reason, STATUS_FIELDS, State, Status};
pub use tasks::PerftTask;
pub use variant::{Variant, variants};

/// The version of this library, from `Cargo.toml`.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The Rust examples of the README, run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
struct ReadmeExamples;
