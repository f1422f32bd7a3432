//! `damero.perft` and `Game.perft`: the core's perft, counted with the GIL released, on every core
//! unless told otherwise, interruptible with Ctrl-C and reporting progress.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::time::Duration;

use damero::{Duplicates, Finished, Game, PerftOptions, RootCount};
use pyo3::prelude::*;

use crate::args;
use crate::errors::IntoPy;
use crate::moves::Move;

/// Counts the move sequences of `depth` plies from the standard start of `variant`, or from
/// `fen`, with the variant's default options (a placement game's FEN sets its board's size).
/// `duplicates="drop"` counts capture routes that differ only in the order of their jumps once.
/// `finished` says how a game that is over before the depth counts: `"ignore"` (the default: it
/// adds nothing, as chess and draughts perft, OEIS A124004, Edax and OpenSpiel count) or
/// `"leaf"` (it counts as one leaf, Aart Bik's Reversi perft; placement games only, any other
/// game raises `InvalidArgumentError`). `hash` keeps counts in a transposition table of that
/// many megabytes shared by the threads (0, the default: none; the count is the same). `threads` counts on that many threads (`None` or 0: every
/// core; the count is the same). `progress(move, nodes, done, total)` is called on this thread
/// once for each root move as its subtree is counted. Other Python threads run while it counts,
/// and Ctrl-C (a notebook's interrupt) stops every thread and raises `KeyboardInterrupt`.
///
/// Raises `UnknownVariantError`, `InvalidFenError`, `InvalidArgumentError` (a negative depth,
/// one over `MAX_PERFT_DEPTH` (`LIMITS["perft_depth"]`), an unknown `duplicates` or `finished` convention, `finished="leaf"`
/// outside placement games, negative threads or more than `LIMITS["perft_threads"]`, the
/// core's limit) and `TypeError` for an argument of the wrong type.
#[pyfunction]
#[pyo3(signature = (variant, depth, fen = None, duplicates = None, threads = None, progress = None, *, finished = None, hash = None), text_signature = "(variant, depth, fen=None, duplicates='keep', threads=None, progress=None, *, finished='ignore', hash=0)")]
#[allow(clippy::too_many_arguments)]
pub fn perft(
    py: Python<'_>,
    variant: &Bound<'_, PyAny>,
    depth: &Bound<'_, PyAny>,
    fen: Option<&Bound<'_, PyAny>>,
    duplicates: Option<&Bound<'_, PyAny>>,
    threads: Option<&Bound<'_, PyAny>>,
    progress: Option<&Bound<'_, PyAny>>,
    finished: Option<&Bound<'_, PyAny>>,
    hash: Option<&Bound<'_, PyAny>>,
) -> PyResult<u64> {
    let variant = args::variant(variant)?;
    let fen = match fen.filter(|f| !f.is_none()) {
        Some(f) => Some(args::text(f, "fen")?),
        None => None,
    };
    let mut request = Request::read(depth, duplicates, finished, threads, progress)?;
    request.hash = hash_arg(hash)?;
    let game = match fen {
        Some(fen) => Game::from_fen(variant, &fen, None).py_err()?,
        None => Game::new(variant).py_err()?,
    };
    count(py, &game, &request)
}

/// A perft call's arguments, read and checked.
pub struct Request<'py> {
    depth: u32,
    duplicates: Duplicates,
    finished: Finished,
    threads: usize,
    /// The caller's number of threads when it did not fit (`threads` is then saturated), for the
    /// core's message.
    threads_text: Option<String>,
    progress: Option<Bound<'py, PyAny>>,
    /// Megabytes of transposition table (0: none).
    pub hash: usize,
}

impl<'py> Request<'py> {
    /// A request that only says how many threads count (a perft task holds the rest).
    pub fn threads_only(threads: Option<&Bound<'py, PyAny>>, default: usize) -> PyResult<Self> {
        let (threads, threads_text) = match threads.filter(|t| !t.is_none()) {
            Some(t) => args::threads(t)?,
            None => (default, None),
        };
        Ok(Request {
            depth: 0,
            duplicates: Duplicates::Keep,
            finished: Finished::Ignore,
            threads,
            threads_text,
            progress: None,
            hash: 0,
        })
    }

    pub fn read(
        depth: &Bound<'py, PyAny>,
        duplicates: Option<&Bound<'py, PyAny>>,
        finished: Option<&Bound<'py, PyAny>>,
        threads: Option<&Bound<'py, PyAny>>,
        progress: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Self> {
        let progress = progress.filter(|p| !p.is_none()).cloned();
        if let Some(p) = &progress {
            if !p.is_callable() {
                return Err(pyo3::exceptions::PyTypeError::new_err(format!(
                    "progress must be callable, not {}",
                    p.get_type().name()?
                )));
            }
        }
        let (threads, threads_text) = match threads.filter(|t| !t.is_none()) {
            Some(t) => args::threads(t)?,
            None => (0, None),
        };
        Ok(Request {
            depth: args::depth(depth)?,
            duplicates: duplicates
                .filter(|d| !d.is_none())
                .map_or(Ok(Duplicates::Keep), args::duplicates)?,
            finished: finished
                .filter(|f| !f.is_none())
                .map_or(Ok(Finished::Ignore), args::finished)?,
            threads,
            threads_text,
            progress,
            hash: 0,
        })
    }
}

/// A transposition table's size in megabytes (`hash=`): an `int` from 0; the core refuses more
/// than `damero.MAX_PERFT_HASH_MB`.
pub fn hash_arg(obj: Option<&Bound<'_, PyAny>>) -> PyResult<usize> {
    let Some(obj) = obj.filter(|o| !o.is_none()) else {
        return Ok(0);
    };
    match args::integer(obj, "hash")? {
        Ok(n) if n >= 0 => Ok(usize::try_from(n).unwrap_or(usize::MAX)),
        Err((n, _)) if n > 0 => Ok(usize::MAX),
        _ => Err(crate::errors::invalid_argument(format!(
            "perft hash {} MB is negative",
            obj.str()?.to_string_lossy()
        ))),
    }
}

/// What the counting threads tell the waiting Python thread.
enum Event {
    Root(RootCount),
    Done(damero::Result<Option<u64>>),
}

/// How often a running count lets Python look for signals (Ctrl-C, a notebook's interrupt).
const SIGNAL_CHECK: Duration = Duration::from_millis(50);

/// Perft of `game`'s position. The core counts on worker threads while this thread waits with
/// the GIL released, calls the progress callback with each root move as it arrives, and on a
/// `KeyboardInterrupt` (or an exception from the callback) stops the count and raises.
pub fn count(py: Python<'_>, game: &Game, request: &Request<'_>) -> PyResult<u64> {
    let depth = request.depth;
    count_by(py, request, |options| {
        game.perft_with(depth, options)
            .map(|run| run.map(|r| r.nodes))
    })
}

/// What [`count`] does for any count `run` makes with the request's options (its depth aside):
/// on worker threads, with the GIL released, progress reported, Ctrl-C stopping it.
pub fn count_by(
    py: Python<'_>,
    request: &Request<'_>,
    run: impl FnOnce(&PerftOptions<'_>) -> damero::Result<Option<u64>> + Send,
) -> PyResult<u64> {
    let stop = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let (events, received) = mpsc::channel::<Event>();
        let stop = &stop;
        let wants_progress = request.progress.is_some();
        let (duplicates, finished, threads, hash) = (
            request.duplicates,
            request.finished,
            request.threads,
            request.hash,
        );
        scope.spawn(move || {
            let tell: Sender<Event> = events.clone();
            let report = move |c: &RootCount| {
                if wants_progress {
                    let _ = tell.send(Event::Root(c.clone()));
                }
            };
            let options = PerftOptions::new()
                .duplicates(duplicates)
                .finished(finished)
                .threads(threads)
                .hash(hash)
                .stop(stop)
                .progress(&report);
            let counted = run(&options);
            let _ = events.send(Event::Done(counted));
        });
        // Only this function sets `stop`, and it returns right after.
        let halt = || stop.store(true, Ordering::Relaxed);
        wait(py, received, request.progress.as_ref(), halt)
    })
    .map_err(|e| match &request.threads_text {
        // The core's refusal of too many threads names the saturated number: name the caller's.
        Some(own) if e.is_instance_of::<crate::errors::InvalidArgumentError>(py) => {
            let shown = request.threads.to_string();
            let message = e.value(py).to_string().replace(&shown, own);
            crate::errors::invalid_argument(message)
        }
        _ => e,
    })
}

/// Waits for a count with the GIL released, waking every 50 ms to let Python handle signals.
fn wait(
    py: Python<'_>,
    mut received: mpsc::Receiver<Event>,
    progress: Option<&Bound<'_, PyAny>>,
    halt: impl Fn(),
) -> PyResult<u64> {
    loop {
        // The receiver moves into the GIL-free wait and back out (it may not be shared).
        let (back, waited) = py.detach(move || {
            let waited = received.recv_timeout(SIGNAL_CHECK);
            (received, waited)
        });
        received = back;
        match waited {
            Ok(Event::Done(counted)) => return Ok(counted.py_err()?.unwrap_or(0)),
            Ok(Event::Root(root)) => {
                if let Some(callback) = progress {
                    let mv = Move::one(root.mv);
                    if let Err(e) = callback.call1((mv, root.nodes, root.done, root.total)) {
                        halt();
                        return Err(e);
                    }
                }
            }
            Err(RecvTimeoutError::Timeout) => {
                if let Err(interrupt) = py.check_signals() {
                    halt();
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
