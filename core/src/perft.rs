//! Perft, the count of move sequences that checks a move generator against published numbers.

use std::str::FromStr;

use crate::error::{Error, ErrorKind, Result};
use crate::game::Game;
use crate::variant::Variant;

/// The deepest perft accepted. Deeper counts would not finish in a lifetime anyway.
pub const MAX_PERFT_DEPTH: u32 = 64;

/// How perft counts capture routes that differ only in the order of their jumps (a king going
/// round a ring of pieces one way or the other): they end in the same position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Duplicates {
    /// Count every route (the convention of the published English numbers).
    #[default]
    Keep,
    /// Count routes with the same start, end and captured pieces once.
    Drop,
}

impl Duplicates {
    /// `"keep"` or `"drop"`.
    pub fn name(self) -> &'static str {
        match self {
            Duplicates::Keep => "keep",
            Duplicates::Drop => "drop",
        }
    }
}

impl FromStr for Duplicates {
    type Err = Error;
    /// Reads `"keep"` or `"drop"`; anything else is `invalid_argument`.
    fn from_str(s: &str) -> Result<Duplicates> {
        match s {
            "keep" => Ok(Duplicates::Keep),
            "drop" => Ok(Duplicates::Drop),
            _ => Err(Error::new(
                ErrorKind::InvalidArgument,
                format!("{s:?} is not a duplicates convention (expected \"keep\" or \"drop\")"),
            )),
        }
    }
}

/// Perft from the standard start of `variant`, or from `fen`, with the variant's default options.
///
/// ```
/// use damero::{Duplicates, Variant, perft};
/// assert_eq!(perft(Variant::English, None, 6, Duplicates::Keep)?, 36_768);
/// # Ok::<(), damero::Error>(())
/// ```
///
/// Errors with `invalid_fen` for a bad FEN and `invalid_argument` for a depth over
/// [`MAX_PERFT_DEPTH`].
pub fn perft(
    variant: Variant,
    fen: Option<&str>,
    depth: u32,
    duplicates: Duplicates,
) -> Result<u64> {
    let game = match fen {
        Some(fen) => Game::from_fen(variant, fen, None)?,
        None => Game::new(variant),
    };
    game.perft(depth, duplicates)
}
