//! What one game of a file may hold: past these a reader reports the problem and cuts or skips,
//! never allocating without bound.

/// The longest comment or tag value kept, in bytes; the rest is cut (and reported).
pub const MAX_COMMENT: usize = 64 * 1024;

/// The deepest nesting of variations read; deeper ones are skipped (and reported).
pub const MAX_VARIATION_DEPTH: usize = 64;

/// The most moves one game holds, variations included; the rest is skipped (and reported).
pub const MAX_GAME_MOVES: usize = 100_000;

/// The longest line read, in bytes; a longer one ends the game it is in with a problem.
pub const MAX_LINE: usize = 4 * 1024 * 1024;

/// The most tags one game holds.
pub const MAX_TAGS: usize = 1_000;

/// The most threads a reader builds games on ([`ReadOptions::threads`](super::ReadOptions)).
pub const MAX_FILE_THREADS: usize = 1_024;
