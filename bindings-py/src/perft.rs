//! `damero.perft`: the core's perft, counted with the GIL released.

use damero::{Duplicates, Game};
use pyo3::prelude::*;

use crate::args;
use crate::errors::IntoPy;

/// Counts the move sequences of `depth` plies from the standard start of `variant`, or from
/// `fen`, with the variant's default options. `duplicates="drop"` counts capture routes that
/// differ only in the order of their jumps once. Other Python threads run while it counts.
#[pyfunction]
#[pyo3(signature = (variant, depth, fen = None, duplicates = None), text_signature = "(variant, depth, fen=None, duplicates='keep')")]
pub fn perft(
    py: Python<'_>,
    variant: &Bound<'_, PyAny>,
    depth: &Bound<'_, PyAny>,
    fen: Option<&Bound<'_, PyAny>>,
    duplicates: Option<&Bound<'_, PyAny>>,
) -> PyResult<u64> {
    let variant = args::variant(variant)?;
    let depth = args::depth(depth)?;
    let duplicates = duplicates_or_keep(duplicates)?;
    let game = match fen.filter(|f| !f.is_none()) {
        Some(fen) => Game::from_fen(variant, &args::text(fen, "fen")?, None).py_err()?,
        None => Game::new(variant),
    };
    count(py, &game, depth, duplicates)
}

/// `"keep"` unless given.
pub fn duplicates_or_keep(obj: Option<&Bound<'_, PyAny>>) -> PyResult<Duplicates> {
    obj.map_or(Ok(Duplicates::Keep), args::duplicates)
}

/// Perft of `game`'s position, with the GIL released while the core counts.
pub fn count(py: Python<'_>, game: &Game, depth: u32, duplicates: Duplicates) -> PyResult<u64> {
    let game = game.clone();
    py.detach(move || game.perft(depth, duplicates)).py_err()
}
