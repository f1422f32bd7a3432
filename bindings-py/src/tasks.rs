//! `damero.perft_tasks`, `Game.perft_tasks` and `PerftTask`: the core's perft split into
//! independent tasks for a scheduler (Dask, Ray, a queue of one's own), each counted with the GIL
//! released and interruptible as `perft` is.

use pyo3::prelude::*;
use pyo3::types::PyTuple;

use crate::args;
use crate::errors::IntoPy;
use crate::perft::{Request, count_by};

/// Reads the arguments of `perft_tasks` and splits `game`, with the GIL released.
pub fn split(
    py: Python<'_>,
    game: &damero::Game,
    depth: &Bound<'_, PyAny>,
    split: &Bound<'_, PyAny>,
    duplicates: Option<&Bound<'_, PyAny>>,
) -> PyResult<Vec<PerftTask>> {
    let depth = args::depth(depth)?;
    let split = args::depth(split).map_err(|e| {
        if e.is_instance_of::<pyo3::exceptions::PyTypeError>(py) {
            return e;
        }
        crate::errors::invalid_argument(format!(
            "perft split {} is not a number of plies from 0 to the depth {depth}",
            split.repr().map_or_else(|_| "?".into(), |r| r.to_string())
        ))
    })?;
    let duplicates = duplicates
        .filter(|d| !d.is_none())
        .map_or(Ok(damero::Duplicates::Keep), args::duplicates)?;
    let tasks = py
        .detach(|| game.perft_tasks(depth, split, duplicates))
        .py_err()?;
    Ok(tasks.into_iter().map(|inner| PerftTask { inner }).collect())
}

/// Perft `depth` from the standard start of `variant` (or from `fen`) split into independent
/// tasks: every position `split` plies below the start, once however many move sequences reach
/// it (the task's `weight`), to count `depth - split` plies below. The tasks' `count()` add up to
/// `perft(variant, depth, fen, duplicates)`; they can be counted anywhere, in any order, by the
/// same damero version (a task's path indexes its legal moves as this version lists them), and
/// travel as one line of text (`to_text()`, `PerftTask.from_text()`) or pickled. Tasks come in
/// the order their positions are first reached.
///
/// Raises `UnknownVariantError`, `InvalidFenError`, `InvalidArgumentError` (a negative depth or
/// split, a depth over `MAX_PERFT_DEPTH`, a split deeper than the depth, an unknown `duplicates`)
/// and `TypeError` for an argument of the wrong type.
#[pyfunction]
#[pyo3(signature = (variant, depth, split, fen = None, duplicates = None), text_signature = "(variant, depth, split, fen=None, duplicates='keep')")]
pub fn perft_tasks(
    py: Python<'_>,
    variant: &Bound<'_, PyAny>,
    depth: &Bound<'_, PyAny>,
    split: &Bound<'_, PyAny>,
    fen: Option<&Bound<'_, PyAny>>,
    duplicates: Option<&Bound<'_, PyAny>>,
) -> PyResult<Vec<PerftTask>> {
    let variant = args::variant(variant)?;
    let game = match fen.filter(|f| !f.is_none()) {
        Some(f) => damero::Game::from_fen(variant, &args::text(f, "fen")?, None).py_err()?,
        None => damero::Game::new(variant).py_err()?,
    };
    self::split(py, &game, depth, split, duplicates)
}

/// One part of a perft split by `perft_tasks`: the position reached from the root game
/// (`fragment`) by `path` (an index into the legal moves at each ply), the `depth` left to count
/// below it, and its `weight` (the move sequences from the root that reach it). Immutable,
/// hashable, compared by value, pickled as its text.
#[pyclass(module = "damero", name = "PerftTask", frozen, eq, hash)]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct PerftTask {
    inner: damero::PerftTask,
}

#[pymethods]
impl PerftTask {
    /// The root game, as a fragment.
    #[getter]
    fn fragment(&self) -> &str {
        &self.inner.fragment
    }

    /// The moves from the root to the task's position, one index into the legal moves per ply.
    #[getter]
    fn path(&self) -> Vec<u16> {
        self.inner.path.clone()
    }

    /// The plies left to count below the task's position.
    #[getter]
    fn depth(&self) -> u32 {
        self.inner.depth
    }

    /// The number of move sequences from the root that reach the task's position.
    #[getter]
    fn weight(&self) -> u64 {
        self.inner.weight
    }

    /// `"keep"` or `"drop"`, as `perft`'s `duplicates`.
    #[getter]
    fn duplicates(&self) -> &'static str {
        self.inner.duplicates.name()
    }

    /// The task's share of the root's perft: `weight` times the perft of its position, on
    /// `threads` threads (1 by default, since a scheduler runs tasks side by side; 0: every
    /// core). The GIL is released while it counts, and Ctrl-C stops it
    /// (`KeyboardInterrupt`). Raises `InvalidFragmentError` for a fragment that does not read,
    /// `InvalidArgumentError` for a path that leads nowhere, a count over 2^64 - 1 or threads
    /// negative or over `LIMITS["perft_threads"]`, and `TypeError` for threads not an int.
    #[pyo3(signature = (threads = None), text_signature = "($self, threads=1)")]
    fn count(&self, py: Python<'_>, threads: Option<&Bound<'_, PyAny>>) -> PyResult<u64> {
        let request = Request::threads_only(threads, 1)?;
        let task = &self.inner;
        count_by(py, &request, |options| task.count_with(*options))
    }

    /// The task as one line of text: `depth weight duplicates path fragment` (the path's
    /// indexes joined by `.`, `-` for none).
    fn to_text(&self) -> String {
        self.inner.to_text()
    }

    /// Reads `to_text()`. Raises `InvalidArgumentError` for text of another shape (the fragment
    /// is read when the task is counted) and `TypeError` for a non-`str`.
    #[staticmethod]
    fn from_text(text: &Bound<'_, PyAny>) -> PyResult<PerftTask> {
        let text = args::text(text, "text")?;
        Ok(PerftTask {
            inner: damero::PerftTask::from_text(&text).py_err()?,
        })
    }

    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let py = slf.py();
        let from_text = slf.get_type().getattr("from_text")?;
        let text = slf.get().inner.to_text();
        Ok((from_text, PyTuple::new(py, [text])?))
    }

    fn __repr__(&self) -> String {
        let path = self
            .inner
            .path
            .iter()
            .map(u16::to_string)
            .collect::<Vec<_>>()
            .join(", ");
        format!(
            "PerftTask(path=[{path}], depth={}, weight={}, duplicates={:?})",
            self.inner.depth,
            self.inner.weight,
            self.inner.duplicates.name()
        )
    }
}
