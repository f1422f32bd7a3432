//! `damero.perft`: the core's perft, counted with the GIL released.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

use damero::{Duplicates, Game};
use pyo3::prelude::*;

use crate::args;
use crate::errors::IntoPy;

/// Counts the move sequences of `depth` plies from the standard start of `variant`, or from
/// `fen`, with the variant's default options. `duplicates="drop"` counts capture routes that
/// differ only in the order of their jumps once. Other Python threads run while it counts, and
/// Ctrl-C (a notebook's interrupt) stops it with `KeyboardInterrupt`.
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

/// How often a running count lets Python look for signals (Ctrl-C, a notebook's interrupt).
const SIGNAL_CHECK: Duration = Duration::from_millis(50);

/// Perft of `game`'s position. The core counts on a worker thread while this thread waits with
/// the GIL released, waking every 50 ms to let Python handle signals: a `KeyboardInterrupt`
/// stops the count and is raised here.
pub fn count(py: Python<'_>, game: &Game, depth: u32, duplicates: Duplicates) -> PyResult<u64> {
    let stop = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let (done, mut result) = mpsc::channel();
        let stop = &stop;
        scope.spawn(move || {
            let _ = done.send(game.perft_until(depth, duplicates, stop));
        });
        loop {
            // The receiver moves into the GIL-free wait and back out (it may not be shared).
            let (back, waited) = py.detach(move || {
                let waited = result.recv_timeout(SIGNAL_CHECK);
                (result, waited)
            });
            result = back;
            match waited {
                Ok(counted) => {
                    let counted = counted.py_err()?;
                    // Only this function sets `stop`, and it returns right after.
                    return Ok(counted.unwrap_or(0));
                }
                Err(RecvTimeoutError::Timeout) => {
                    if let Err(interrupt) = py.check_signals() {
                        stop.store(true, Ordering::Relaxed);
                        return Err(interrupt);
                    }
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(pyo3::exceptions::PyRuntimeError::new_err(
                        "the perft worker thread stopped without an answer",
                    ));
                }
            }
        }
    })
}
