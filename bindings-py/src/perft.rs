//! `damero.perft`: the core's perft, counted with the GIL released.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

use damero::{Duplicates, Game};
use pyo3::prelude::*;

use crate::args;
use crate::errors::IntoPy;

/// Counts the move sequences of `depth` plies from the standard start of `variant`, or from
/// `fen`, with the variant's default options (the core's `damero::perft`). `duplicates="drop"`
/// counts capture routes that differ only in the order of their jumps once. Other Python threads
/// run while it counts, and Ctrl-C (a notebook's interrupt) returns at once with
/// `KeyboardInterrupt`.
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
    let fen = match fen.filter(|f| !f.is_none()) {
        Some(f) => Some(args::text(f, "fen")?),
        None => None,
    };
    // `damero::perft` cannot be told to stop: it counts on a thread of its own, and an interrupt
    // leaves it to finish alone while Python goes on.
    let (done, result) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = done.send(damero::perft(variant, fen.as_deref(), depth, duplicates).map(Some));
    });
    wait(py, result, || ())
}

/// `"keep"` unless given.
pub fn duplicates_or_keep(obj: Option<&Bound<'_, PyAny>>) -> PyResult<Duplicates> {
    obj.map_or(Ok(Duplicates::Keep), args::duplicates)
}

/// How often a running count lets Python look for signals (Ctrl-C, a notebook's interrupt).
const SIGNAL_CHECK: Duration = Duration::from_millis(50);

/// Perft of `game`'s position. The core counts on a worker thread while this thread waits with
/// the GIL released; a `KeyboardInterrupt` stops the count and is raised here.
pub fn count(py: Python<'_>, game: &Game, depth: u32, duplicates: Duplicates) -> PyResult<u64> {
    let stop = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let (done, result) = mpsc::channel();
        let stop = &stop;
        scope.spawn(move || {
            let _ = done.send(game.perft_until(depth, duplicates, stop));
        });
        // Only this function sets `stop`, and it returns right after.
        wait(py, result, || stop.store(true, Ordering::Relaxed))
    })
}

/// Waits for a count with the GIL released, waking every 50 ms to let Python handle signals: on
/// a `KeyboardInterrupt`, calls `interrupted` and raises it.
fn wait(
    py: Python<'_>,
    mut result: mpsc::Receiver<damero::Result<Option<u64>>>,
    interrupted: impl FnOnce(),
) -> PyResult<u64> {
    loop {
        // The receiver moves into the GIL-free wait and back out (it may not be shared).
        let (back, waited) = py.detach(move || {
            let waited = result.recv_timeout(SIGNAL_CHECK);
            (result, waited)
        });
        result = back;
        match waited {
            Ok(counted) => return Ok(counted.py_err()?.unwrap_or(0)),
            Err(RecvTimeoutError::Timeout) => {
                if let Err(interrupt) = py.check_signals() {
                    interrupted();
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
}
