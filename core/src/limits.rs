//! The one table of the core's limits: how much of each kind of input it reads, how many moves a
//! game holds, how deep and on how many threads it counts, and how much input a message quotes.
//! Every binding checks its own arguments against these same numbers (JS before anything
//! crosses into WebAssembly) and exposes the table (`damero.LIMITS`, `limits()`,
//! `damero_limit`); `conformance/limits.json` is written from it (core/tests/limits.rs).

use crate::files::limits::{
    MAX_COMMENT, MAX_FILE_THREADS, MAX_GAME_MOVES, MAX_LINE, MAX_TAGS, MAX_VARIATION_DEPTH,
};
use crate::fragment::MAX_FRAGMENT_LEN;
use crate::moves::{MAX_NOTATION, MAX_PATH};
use crate::perft::MAX_PERFT_DEPTH;
use crate::record::MAX_HISTORY;

/// The longest text of one move that is read (`play`, `parse_move`), in bytes; longer text is
/// `invalid_notation` before it is read. The longest legal move's text is far shorter.
pub const MAX_MOVE_TEXT: usize = 200;

/// The longest text of moves `play_moves` reads, in bytes (`invalid_argument` beyond it): as
/// long as the longest fragment.
pub const MAX_MOVES_TEXT: usize = MAX_FRAGMENT_LEN;

/// The longest option text read, in bytes (`invalid_option` beyond it); every option of a
/// variant written out takes under half of it.
pub const MAX_OPTION_TEXT: usize = 256;

/// The longest FEN read, in bytes (`invalid_fen` beyond it).
pub const MAX_FEN: usize = 1_000;

/// The longest name read, in bytes: a variant, an option key, a side, a draw kind, a perft
/// convention. A longer one is refused as unknown, quoted cut.
pub const MAX_NAME: usize = 40;

/// The most threads a perft counts on (`invalid_argument` beyond it; 0 asks for one per core).
pub const MAX_PERFT_THREADS: usize = 1_024;

/// The most characters of an input that a message quotes; a longer input is quoted cut, with
/// `...` and its length in characters.
pub const MAX_QUOTE: usize = 64;

/// The most moves an error message names (a draughts position can have tens of thousands); the
/// rest are counted, as `..., and 22900 more`.
pub const MAX_LISTED: usize = 12;

/// One limit: its name (the same key in every language), its value, and what it bounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limit {
    /// The key, e.g. `"path"`: `damero.LIMITS["path"]` in Python, `limits().path` in JS,
    /// `damero_limit("path", &value)` in C.
    pub name: &'static str,
    /// The largest value accepted.
    pub value: u64,
    /// What is counted: `"squares"`, `"bytes"`, `"moves"`, `"plies"`, `"threads"`, `"characters"`,
    /// `"tags"`, `"variations"`.
    pub unit: &'static str,
    /// What it bounds, in a sentence.
    pub what: &'static str,
}

/// Every limit of the core, in a fixed order. The README's limits table lists the same rows.
pub const LIMITS: [Limit; 19] = [
    Limit {
        name: "path",
        value: MAX_PATH as u64,
        unit: "squares",
        what: "squares in a path given to play, completions or a move object",
    },
    Limit {
        name: "move_text",
        value: MAX_MOVE_TEXT as u64,
        unit: "bytes",
        what: "text of one move read by play or parse_move",
    },
    Limit {
        name: "notation",
        value: MAX_NOTATION as u64,
        unit: "bytes",
        what: "notation of a move the core writes",
    },
    Limit {
        name: "moves_text",
        value: MAX_MOVES_TEXT as u64,
        unit: "bytes",
        what: "text of moves read by play_moves",
    },
    Limit {
        name: "option_text",
        value: MAX_OPTION_TEXT as u64,
        unit: "bytes",
        what: "option text, such as repetition=auto3",
    },
    Limit {
        name: "fen",
        value: MAX_FEN as u64,
        unit: "bytes",
        what: "a FEN (or a Chess960 start number)",
    },
    Limit {
        name: "fragment",
        value: MAX_FRAGMENT_LEN as u64,
        unit: "bytes",
        what: "a fragment read by from_fragment (every game that can be played fits)",
    },
    Limit {
        name: "name",
        value: MAX_NAME as u64,
        unit: "bytes",
        what: "a variant, option key, side, draw kind or perft convention",
    },
    Limit {
        name: "history",
        value: MAX_HISTORY as u64,
        unit: "plies",
        what: "moves a game holds (one more is history_full)",
    },
    Limit {
        name: "perft_depth",
        value: MAX_PERFT_DEPTH as u64,
        unit: "plies",
        what: "depth of a perft",
    },
    Limit {
        name: "perft_threads",
        value: MAX_PERFT_THREADS as u64,
        unit: "threads",
        what: "threads of a perft (0: one per core)",
    },
    Limit {
        name: "quote",
        value: MAX_QUOTE as u64,
        unit: "characters",
        what: "characters of an input quoted in an error message",
    },
    Limit {
        name: "listed",
        value: MAX_LISTED as u64,
        unit: "moves",
        what: "moves an error message names (the rest are counted)",
    },
    Limit {
        name: "file_line",
        value: MAX_LINE as u64,
        unit: "bytes",
        what: "a line of a game file (a longer one is skipped, with an error)",
    },
    Limit {
        name: "file_comment",
        value: MAX_COMMENT as u64,
        unit: "bytes",
        what: "a comment or tag value of a game file (the rest is cut, with an error)",
    },
    Limit {
        name: "file_tags",
        value: MAX_TAGS as u64,
        unit: "tags",
        what: "tags of one game of a file (the rest are skipped, with an error)",
    },
    Limit {
        name: "file_variation_depth",
        value: MAX_VARIATION_DEPTH as u64,
        unit: "variations",
        what: "nesting of variations in a game file (deeper ones are skipped, with an error)",
    },
    Limit {
        name: "file_game_moves",
        value: MAX_GAME_MOVES as u64,
        unit: "moves",
        what: "moves of one game of a file, variations included (the rest are skipped, with an error)",
    },
    Limit {
        name: "file_threads",
        value: MAX_FILE_THREADS as u64,
        unit: "threads",
        what: "threads a game file is read on",
    },
];

/// The limit named `name` (a key of [`LIMITS`]), if there is one.
///
/// ```
/// assert_eq!(damero::limit("path"), Some(32));
/// assert_eq!(damero::limit("nothing"), None);
/// ```
pub fn limit(name: &str) -> Option<u64> {
    LIMITS.iter().find(|l| l.name == name).map(|l| l.value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_snake_case() {
        for (i, l) in LIMITS.iter().enumerate() {
            assert!(l.name.bytes().all(|b| b.is_ascii_lowercase() || b == b'_'));
            assert!(LIMITS[..i].iter().all(|m| m.name != l.name), "{}", l.name);
            assert_eq!(limit(l.name), Some(l.value));
        }
    }
}
