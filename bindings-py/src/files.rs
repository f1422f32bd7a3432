//! Game files (PGN, PDN): `read_games` and `parse_games`, a stream of `GameRecord`s read by the
//! core's `damero::files::Reader` one game at a time, with the GIL released while it reads; the
//! record's object layer (`GameRecord`, `Node`, `FileProblem`), built lazily over one core record
//! shared by `Arc`; and the tags of `Game.to_pgn` / `Game.to_pdn`.
//!
//! A source is a path, opened here (a `BufReader` over the file), or a Python file object, text
//! or binary, whose `read(n)` is adapted as a `BufRead` (text given as `str` is encoded back to
//! UTF-8, lone surrogates from `errors="surrogateescape"` back to their bytes): either way a file
//! of any size is read in bounded memory. A failure of the source (an `OSError` of the file, an
//! exception raised by `read()`, a `read()` returning something that is not text) is kept and
//! raised as itself when the core's reader reports it, and the iteration ends there.
//!
//! `threads=` is the core's `ReadOptions::threads` (checked here: the core would take more than
//! its limit as the limit); `split_games` is the core's `split_games` over a file opened here, and
//! `start=`/`end=` read one of its ranges: the file seeked to `start`, read through `take`.

use std::io::{self, BufRead, BufReader, Read, Seek, SeekFrom};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use damero::Family;
use damero::files::{self as core, ReadOptions, Reader, limits};
use pyo3::exceptions::{PyOSError, PyTypeError};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyByteArray, PyBytes, PyDict, PyList, PyMappingProxy, PyString, PyTuple};

use crate::errors::{invalid_argument, to_py, wrong_type};
use crate::game::Game;
use crate::moves::Move;

/// How much of a file object is asked for at a time (`read(CHUNK)`), and the buffer of a file
/// opened here.
const CHUNK: usize = 64 * 1024;

/// The first failure of a source, raised when the core's reader reports it.
#[derive(Default)]
struct Failure(Mutex<Option<PyErr>>);

impl Failure {
    fn set(&self, err: PyErr) {
        let mut slot = self.0.lock().unwrap_or_else(|e| e.into_inner());
        slot.get_or_insert(err);
    }

    fn take(&self) -> Option<PyErr> {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).take()
    }
}

/// An `OSError` as Python's `open()` raises it: `(errno, strerror, filename)`, so that the class
/// follows the errno (`FileNotFoundError`, `PermissionError`, `IsADirectoryError`, ...).
fn os_error(e: &io::Error, path: &std::path::Path) -> PyErr {
    os_error_with(e, path, "")
}

/// [`os_error`] with `hint` after what the system says.
fn os_error_with(e: &io::Error, path: &std::path::Path, hint: &str) -> PyErr {
    let text = e.to_string();
    match e.raw_os_error() {
        Some(errno) => {
            let strerror = text
                .rsplit_once(" (os error ")
                .map_or(text.as_str(), |(s, _)| s);
            PyOSError::new_err((
                errno,
                format!("{strerror}{hint}"),
                path.as_os_str().to_os_string(),
            ))
        }
        None => PyOSError::new_err(format!("{text}{hint}: {}", path.display())),
    }
}

/// A file opened here (the whole file, or the byte range a caller gave), its I/O errors kept as
/// the `OSError` they are.
struct Opened {
    inner: BufReader<io::Take<std::fs::File>>,
    path: PathBuf,
    failure: Arc<Failure>,
}

/// A read of the file at `path` as the reader should see it: a failure kept as its `OSError`;
/// a read interrupted by a signal retried (by the reader) unless the signal's handler raises
/// (Ctrl-C while a pipe is waited for), which is kept and stops the reading.
fn checked<T>(failure: &Failure, path: &std::path::Path, got: io::Result<T>) -> io::Result<T> {
    match got {
        Err(e) if e.kind() == io::ErrorKind::Interrupted => {
            if let Err(raised) = Python::attach(|py| py.check_signals()) {
                failure.set(raised);
                return Err(io::Error::other("the read was interrupted"));
            }
            Err(e)
        }
        Err(e) => {
            failure.set(os_error(&e, path));
            Err(e)
        }
        ok => ok,
    }
}

impl Read for Opened {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let Opened {
            inner,
            path,
            failure,
        } = self;
        checked(failure, path, inner.read(buf))
    }
}

impl BufRead for Opened {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        let Opened {
            inner,
            path,
            failure,
        } = self;
        checked(failure, path, inner.fill_buf())
    }

    fn consume(&mut self, amount: usize) {
        self.inner.consume(amount);
    }
}

/// A Python file object as a byte stream: `read(CHUNK)` called with the GIL, its text or bytes
/// kept until the core has taken them.
struct PyFile {
    file: Py<PyAny>,
    buf: Vec<u8>,
    pos: usize,
    done: bool,
    failure: Arc<Failure>,
}

impl PyFile {
    /// The next chunk of the file, read with the GIL; an empty one at its end.
    fn next_chunk(&self) -> PyResult<Vec<u8>> {
        Python::attach(|py| {
            let data = self
                .file
                .bind(py)
                .call_method1(intern!(py, "read"), (CHUNK,))?;
            chunk_bytes(&data, "the file's read()")
        })
    }
}

/// The bytes of what a source gave: `bytes` or `bytearray` as they are, `str` as UTF-8 (lone
/// surrogates as the bytes `surrogateescape` stands them for); anything else is a `TypeError`.
fn chunk_bytes(data: &Bound<'_, PyAny>, what: &str) -> PyResult<Vec<u8>> {
    if let Ok(b) = data.cast::<PyBytes>() {
        Ok(b.as_bytes().to_vec())
    } else if let Ok(b) = data.cast::<PyByteArray>() {
        Ok(b.to_vec())
    } else if data.is_instance_of::<PyString>() {
        let py = data.py();
        let encoded = data.call_method1(
            intern!(py, "encode"),
            (intern!(py, "utf-8"), intern!(py, "surrogateescape")),
        );
        match encoded {
            Ok(b) => Ok(b.cast::<PyBytes>()?.as_bytes().to_vec()),
            // A surrogate that stands for no byte (a lone high surrogate): replaced.
            Err(_) => Ok(data
                .cast::<PyString>()?
                .to_string_lossy()
                .into_owned()
                .into_bytes()),
        }
    } else {
        Err(wrong_type(what, "str or bytes", data))
    }
}

impl Read for PyFile {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(out.len());
        out[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for PyFile {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        while self.pos >= self.buf.len() && !self.done {
            match self.next_chunk() {
                Ok(chunk) => {
                    self.done = chunk.is_empty();
                    self.buf = chunk;
                    self.pos = 0;
                }
                Err(e) => {
                    self.failure.set(e);
                    self.done = true;
                    self.buf.clear();
                    self.pos = 0;
                    return Err(io::Error::other("the file object's read() failed"));
                }
            }
        }
        Ok(&self.buf[self.pos..])
    }

    fn consume(&mut self, amount: usize) {
        self.pos = (self.pos + amount).min(self.buf.len());
    }
}

type Source = Box<dyn BufRead + Send>;

enum State {
    Ready(Box<Reader<Source>>),
    /// A call is reading (with the GIL released, or inside the file object's `read()`).
    Busy,
    Closed,
}

/// The games of a PGN or PDN source, one `GameRecord` at a time (from `read_games()` and
/// `parse_games()`): an iterator that reads a game only when asked for it, so a file of any size
/// is read in bounded memory, with the GIL released while the core reads. Read leniently (the
/// default), each game's problems are in its record (`errors`, `warnings`); read with
/// `strict=True`, a game with a problem raises `InvalidGameFileError` (`line`, `column`,
/// `message`) and the next call goes on with the next game. A failure of the source (the file's
/// `OSError`, an exception of a file object's `read()`) is raised as it is and ends the
/// iteration. `close()`, or leaving a `with` block, closes a file opened from a path (a file
/// object given stays the caller's to close).
#[pyclass(module = "damero", name = "GameReader", frozen)]
pub struct GameReader {
    state: Mutex<State>,
    failure: Arc<Failure>,
}

fn busy() -> PyErr {
    to_py(damero::Error::new(
        damero::ErrorKind::NotAllowed,
        "the game reader is already reading (a call from another thread, or from the file \
         object's read()); call again after it returns",
    ))
}

impl GameReader {
    fn new(source: Source, options: ReadOptions, failure: Arc<Failure>) -> GameReader {
        GameReader {
            state: Mutex::new(State::Ready(Box::new(Reader::new(source, options)))),
            failure,
        }
    }

    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[pymethods]
impl GameReader {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&self, py: Python<'_>) -> PyResult<Option<GameRecord>> {
        let mut reader = {
            let mut state = self.state();
            match std::mem::replace(&mut *state, State::Busy) {
                State::Ready(reader) => reader,
                State::Busy => {
                    *state = State::Busy;
                    return Err(busy());
                }
                State::Closed => {
                    *state = State::Closed;
                    return Ok(None);
                }
            }
        };
        // A failure of the source met while the last game was read ahead (the reader looks
        // past a game that ends at a blank line): that game was given whole, the failure is
        // raised now.
        let failed = self.failure.take();
        let item = match failed {
            Some(_) => None,
            None => py.detach(|| reader.next()),
        };
        let failure = match (&item, failed) {
            (_, Some(err)) => Some(err),
            (Some(Ok(_)), None) => None,
            _ => self.failure.take(),
        };
        {
            let mut state = self.state();
            // Closed by another thread while this one read: it stays closed.
            if matches!(*state, State::Busy) {
                *state = match (&item, &failure) {
                    (Some(_), None) => State::Ready(reader),
                    _ => State::Closed,
                };
            }
        }
        if let Some(err) = failure {
            return Err(err);
        }
        match item {
            None => Ok(None),
            Some(Ok(record)) => Ok(Some(GameRecord::new(record))),
            Some(Err(problem)) => Err(crate::errors::game_file_error(problem)),
        }
    }

    /// Stops reading: a file opened from a path is closed (now, or when a read going on in
    /// another thread returns), and the iteration ends.
    fn close(&self) {
        *self.state() = State::Closed;
    }

    fn __enter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    #[pyo3(signature = (*_exc))]
    fn __exit__(&self, _exc: &Bound<'_, PyTuple>) -> bool {
        self.close();
        false
    }

    fn __repr__(&self) -> &'static str {
        match *self.state() {
            State::Closed => "<damero.GameReader closed>",
            _ => "<damero.GameReader>",
        }
    }
}

/// The caller's options: a variant (a name or a `damero.Variant`) or `None`, `strict` a `bool`,
/// and `threads` an `int` from 0 to `LIMITS["file_threads"]` (or `None`: 0).
fn read_options(
    variant: Option<&Bound<'_, PyAny>>,
    strict: Option<&Bound<'_, PyAny>>,
    threads: Option<&Bound<'_, PyAny>>,
) -> PyResult<ReadOptions> {
    let variant = match variant.filter(|v| !v.is_none()) {
        Some(v) => Some(crate::args::variant(v)?),
        None => None,
    };
    let strict = match strict {
        None => false,
        Some(s) => match s.cast::<pyo3::types::PyBool>() {
            Ok(b) => b.is_true(),
            Err(_) => return Err(wrong_type("strict", "bool", s)),
        },
    };
    let threads = match threads.filter(|t| !t.is_none()) {
        Some(t) => crate::args::file_threads(t)?,
        None => 0,
    };
    Ok(ReadOptions {
        variant,
        strict,
        threads,
        ..Default::default()
    })
}

/// A byte offset of `start=` / `end=`: an `int` from 0 (`None`: not given).
fn offset(obj: Option<&Bound<'_, PyAny>>, what: &str) -> PyResult<Option<u64>> {
    let Some(obj) = obj.filter(|o| !o.is_none()) else {
        return Ok(None);
    };
    match crate::args::integer(obj, what)? {
        Ok(n) if n >= 0 => Ok(Some(n as u64)),
        Ok(n) => Err(invalid_argument(format!(
            "{what} {n} is negative (a byte offset from 0)"
        ))),
        Err((n, own)) if n < 0 => Err(invalid_argument(format!(
            "{what} {own} is negative (a byte offset from 0)"
        ))),
        Err((_, own)) => Err(invalid_argument(format!(
            "{what} {own} is past the end of the file"
        ))),
    }
}

/// The byte range `start..end` of a file of `size` bytes (each `None`: the file's start or end),
/// checked: `start` at most `end`, both within the file.
fn byte_range(start: Option<u64>, end: Option<u64>, size: u64) -> PyResult<(u64, u64)> {
    let (from, to) = (start.unwrap_or(0), end.unwrap_or(size));
    if to > size || from > size {
        let (what, n) = if from > size {
            ("start", from)
        } else {
            ("end", to)
        };
        return Err(invalid_argument(format!(
            "{what} {n} is past the end of the file ({size} bytes)"
        )));
    }
    if from > to {
        return Err(invalid_argument(format!(
            "start {from} is after end {to}: a byte range reads from start up to end"
        )));
    }
    Ok((from, to))
}

/// The path a source names: a `str`, or an `os.PathLike` whose `__fspath__` gives `str` or
/// `bytes`; `None` for any other object.
fn path_of(source: &Bound<'_, PyAny>) -> PyResult<Option<PathBuf>> {
    let py = source.py();
    let named = if source.is_instance_of::<PyString>() {
        source.clone()
    } else if source.hasattr(intern!(py, "__fspath__"))? {
        py.import(intern!(py, "os"))?
            .call_method1(intern!(py, "fspath"), (source,))?
    } else {
        return Ok(None);
    };
    if let Ok(bytes) = named.cast::<PyBytes>() {
        #[cfg(unix)]
        {
            use std::os::unix::ffi::OsStrExt;
            return Ok(Some(PathBuf::from(std::ffi::OsStr::from_bytes(
                bytes.as_bytes(),
            ))));
        }
        #[cfg(not(unix))]
        {
            let decoded = py
                .import(intern!(py, "os"))?
                .call_method1(intern!(py, "fsdecode"), (bytes,))?;
            return Ok(Some(decoded.extract::<PathBuf>()?));
        }
    }
    Ok(Some(named.extract::<PathBuf>()?))
}

/// The games of a PGN or PDN file, one `GameRecord` at a time (a `GameReader`). `source` is a
/// path (`str` or `os.PathLike`), opened and read here with the GIL released, or an open file,
/// text or binary (anything with `read(n)`); UTF-8 with a byte-order mark skipped, and a line that
/// is not UTF-8 read as Windows-1252 with a warning. `variant` (a name or a `damero.Variant`) is
/// the game a game whose tags name none is read as; without it, the reader takes chess, or
/// draughts when the moves or FEN are draughts, with a warning in the record. Raises the file's
/// `OSError` when it cannot be opened, `TypeError` for a source that is neither a path nor a file
/// (bytes: give them to `parse_games`), `UnknownVariantError` for a name that is not a variant.
///
/// `threads` (0 or 1: this thread) reads parts of the file on that many threads while this one
/// cuts it into parts, at most `LIMITS["file_threads"]`; the games are the same, in the file's
/// order, with the same problems and line numbers. `start` and `end` read only that byte range of a path (a range of
/// `split_games`; `None`: the file's start or end), the lines of its records counted from the
/// range's start; an offset that is negative, past the end of the file, or a `start` after
/// `end` is an `InvalidArgumentError`, and so is a range given with a file object.
#[pyfunction]
#[pyo3(signature = (source, variant = None, strict = None, threads = None, start = None, end = None), text_signature = "(source, variant=None, strict=False, threads=0, start=None, end=None)")]
pub fn read_games(
    source: &Bound<'_, PyAny>,
    variant: Option<&Bound<'_, PyAny>>,
    strict: Option<&Bound<'_, PyAny>>,
    threads: Option<&Bound<'_, PyAny>>,
    start: Option<&Bound<'_, PyAny>>,
    end: Option<&Bound<'_, PyAny>>,
) -> PyResult<GameReader> {
    let py = source.py();
    let expected = "a path (str or os.PathLike) or an open file (an object with read())";
    if source.is_instance_of::<PyBytes>() || source.is_instance_of::<PyByteArray>() {
        return Err(PyTypeError::new_err(format!(
            "source must be {expected}, not {}: the text of games is read by damero.parse_games()",
            source.get_type().name()?
        )));
    }
    let path = path_of(source)?;
    if path.is_none() && !source.hasattr(intern!(py, "read"))? {
        return Err(wrong_type("source", expected, source));
    }
    let options = read_options(variant, strict, threads)?;
    let (start, end) = (offset(start, "start")?, offset(end, "end")?);
    let ranged = start.is_some() || end.is_some();
    if ranged && path.is_none() {
        return Err(invalid_argument(
            "start and end read a byte range of a path; a file object is read from where it \
             stands to its end (seek it first, or give its path)",
        ));
    }
    let failure = Arc::new(Failure::default());
    let source: Source = match path {
        Some(path) => {
            let mut file = py.detach(|| std::fs::File::open(&path)).map_err(|e| {
                // Text given where a path was expected: the error says where text goes.
                let text = source
                    .cast::<PyString>()
                    .is_ok_and(|s| s.to_string_lossy().contains(['\n', '[', '{']));
                let hint = text.then_some(" (the text of games is read by damero.parse_games())");
                os_error_with(&e, &path, hint.unwrap_or(""))
            })?;
            let mut limit = u64::MAX;
            if ranged {
                let size = py
                    .detach(|| file.metadata())
                    .map_err(|e| os_error(&e, &path))?
                    .len();
                let (from, to) = byte_range(start, end, size)?;
                py.detach(|| file.seek(SeekFrom::Start(from)))
                    .map_err(|e| os_error(&e, &path))?;
                limit = to - from;
            }
            Box::new(Opened {
                inner: BufReader::with_capacity(CHUNK, file.take(limit)),
                path,
                failure: failure.clone(),
            })
        }
        None => Box::new(PyFile {
            file: source.clone().unbind(),
            buf: Vec::new(),
            pos: 0,
            done: false,
            failure: failure.clone(),
        }),
    };
    Ok(GameReader::new(source, options, failure))
}

/// The games of PGN or PDN text (a `str`, or `bytes` read as a file's bytes are), one
/// `GameRecord` at a time, as `read_games()` reads a file (`threads` as there).
#[pyfunction]
#[pyo3(signature = (text, variant = None, strict = None, threads = None), text_signature = "(text, variant=None, strict=False, threads=0)")]
pub fn parse_games(
    text: &Bound<'_, PyAny>,
    variant: Option<&Bound<'_, PyAny>>,
    strict: Option<&Bound<'_, PyAny>>,
    threads: Option<&Bound<'_, PyAny>>,
) -> PyResult<GameReader> {
    if !(text.is_instance_of::<PyString>()
        || text.is_instance_of::<PyBytes>()
        || text.is_instance_of::<PyByteArray>())
    {
        return Err(wrong_type("text", "str or bytes", text));
    }
    let bytes = chunk_bytes(text, "text")?;
    let options = read_options(variant, strict, threads)?;
    let source: Source = Box::new(io::Cursor::new(bytes));
    Ok(GameReader::new(
        source,
        options,
        Arc::new(Failure::default()),
    ))
}

/// A file cut into at most `parts` byte ranges, `[(start, end), ...]` in order, that cover it
/// whole and each start where a game starts (a tag section after a line that is not a tag), read
/// with the GIL released: each range read by `read_games(path, start=start, end=end)`, on any
/// thread, process or machine, gives its games, and the ranges together give the games of the
/// whole file, in order (the lines of each range's records counted from the range's start). A
/// file whose games have no tags, or too few games, gives fewer ranges (as few as one; an empty
/// file `[(0, 0)]`). `parts` is an `int` from 1; 0 or less is an `InvalidArgumentError`. Raises
/// the file's `OSError` when it cannot be read, `TypeError` for a source that is not a path.
#[pyfunction]
pub fn split_games(path: &Bound<'_, PyAny>, parts: &Bound<'_, PyAny>) -> PyResult<Vec<(u64, u64)>> {
    let py = path.py();
    let Some(file_path) = path_of(path)? else {
        return Err(wrong_type(
            "path",
            "a path (str or os.PathLike): split_games() cuts a file it opens",
            path,
        ));
    };
    let parts = match crate::args::integer(parts, "parts")? {
        Ok(n) if n >= 1 => usize::try_from(n).unwrap_or(usize::MAX),
        Ok(n) => {
            return Err(invalid_argument(format!(
                "parts {n} is not a number of parts (1 or more)"
            )));
        }
        Err((n, own)) if n < 0 => {
            return Err(invalid_argument(format!(
                "parts {own} is not a number of parts (1 or more)"
            )));
        }
        Err(_) => usize::MAX,
    };
    let ranges = py
        .detach(|| -> io::Result<Vec<(u64, u64)>> {
            let mut file = std::fs::File::open(&file_path)?;
            let size = file.metadata()?.len();
            // More parts than bytes cut at the same places as one part per byte.
            let parts = parts.min(usize::try_from(size.max(1)).unwrap_or(usize::MAX));
            let ranges = core::split_games(&mut file, parts)?;
            Ok(ranges.into_iter().map(|r| (r.start, r.end)).collect())
        })
        .map_err(|e| os_error(&e, &file_path))?;
    Ok(ranges)
}

/// A problem met while reading a game: where (`line` and `column`, from 1; the column counts
/// characters) and what (`message`). `str()` gives `"line 3, column 13: ..."`.
#[pyclass(module = "damero", name = "FileProblem", frozen, eq, hash)]
#[derive(PartialEq, Eq, Hash)]
pub struct FileProblem {
    /// The line, from 1.
    #[pyo3(get)]
    line: u32,
    /// The column, from 1, in characters.
    #[pyo3(get)]
    column: u32,
    /// What is wrong, for people.
    #[pyo3(get)]
    message: String,
}

impl FileProblem {
    fn of(p: &core::FileProblem) -> FileProblem {
        FileProblem {
            line: p.line,
            column: p.column,
            message: p.message.clone(),
        }
    }
}

#[pymethods]
impl FileProblem {
    fn __str__(&self) -> String {
        format!(
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }

    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        let me = slf.get();
        let message = PyString::new(slf.py(), &me.message).repr()?;
        Ok(format!(
            "FileProblem(line={}, column={}, message={message})",
            me.line, me.column
        ))
    }
}

/// `GameRecord.samples()`: observations, action ids, results.
type Samples<'py> = (
    Bound<'py, numpy::PyArray4<f32>>,
    Bound<'py, numpy::PyArray1<i64>>,
    Bound<'py, numpy::PyArray1<f32>>,
);

/// One game of a file: its tags (`headers`), the variant damero plays it as, its result, the
/// tree of its moves (`root`, each `Node` with its comments, NAGs and variations), and the
/// problems met reading it (`errors`, `warnings`). Read-only; the objects are made when asked
/// for, over one record the core read.
#[pyclass(module = "damero", name = "GameRecord", frozen)]
pub struct GameRecord {
    record: Arc<core::GameRecord>,
    headers: PyOnceLock<Py<PyAny>>,
}

impl GameRecord {
    fn new(record: core::GameRecord) -> GameRecord {
        GameRecord {
            record: Arc::new(record),
            headers: PyOnceLock::new(),
        }
    }

    fn node(&self, index: usize) -> Node {
        Node {
            record: self.record.clone(),
            index,
        }
    }
}

fn problems<'py>(py: Python<'py>, list: &[core::FileProblem]) -> PyResult<Bound<'py, PyList>> {
    let items = list
        .iter()
        .map(|p| Py::new(py, FileProblem::of(p)))
        .collect::<PyResult<Vec<_>>>()?;
    PyList::new(py, items)
}

/// The game at `index` of `record`, as a `damero.Game`.
fn game_at(record: &core::GameRecord, index: usize) -> Option<Game> {
    record.game_at(index).map(Game::wrap)
}

#[pymethods]
impl GameRecord {
    /// The tags in the file's order, as a read-only mapping (`headers["White"]`,
    /// `headers.get("Date")`, `dict(headers)`), the values as read (escapes undone). Tag names
    /// are case-sensitive; no game holds one twice (a repeated tag starts the next game).
    #[getter]
    fn headers(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let headers = self
            .headers
            .get_or_try_init(py, || -> PyResult<Py<PyAny>> {
                let dict = PyDict::new(py);
                for (name, value) in &self.record.headers {
                    if !dict.contains(name)? {
                        dict.set_item(name, value)?;
                    }
                }
                Ok(PyMappingProxy::new(py, dict.as_mapping())
                    .into_any()
                    .unbind())
            })?;
        Ok(headers.clone_ref(py))
    }

    /// The variant damero plays the game as (`"chess"`, `"chess960"`, `"international"`, ...), or
    /// `None` for a game in a variant damero does not play, or whose start cannot be read (the
    /// reason is in `errors`).
    #[getter]
    fn variant(&self) -> Option<&'static str> {
        self.record.variant.map(|v| v.name())
    }

    /// The result as the game's termination marker says (`"1-0"`, `"0-1"`, `"1/2-1/2"`, `"*"`;
    /// in draughts also `"2-0"`, `"1-1"`, `"0-2"`, `"0-0"`), or `None` when the game has none
    /// (the `Result` tag is in `headers`).
    #[getter]
    fn result(&self) -> Option<&str> {
        self.record.result.as_deref()
    }

    /// The line of the file where the game starts, from 1.
    #[getter]
    fn line(&self) -> u32 {
        self.record.line
    }

    /// The problems that made part of the game unreadable (an illegal or unreadable move, after
    /// which the rest of its line of play is skipped; an unsupported variant; a bad start
    /// position; broken syntax), as `FileProblem`s: a new list.
    #[getter]
    fn errors<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        problems(py, &self.record.errors)
    }

    /// What was read but deserves a word (a variant inferred or taken from the caller, text that
    /// was not UTF-8, a result that disagrees with its tag), as `FileProblem`s: a new list.
    #[getter]
    fn warnings<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        problems(py, &self.record.warnings)
    }

    /// The start of the tree: the node before the first move (its `comment` is the game's
    /// comment, its `variations` the first moves).
    #[getter]
    fn root(&self) -> Node {
        self.node(0)
    }

    /// The moves of the main line, in order (a new list of `damero.Move`).
    fn mainline<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let moves = self
            .record
            .mainline_nodes()
            .into_iter()
            .map(|n| Py::new(py, Move::in_record(self.record.clone(), n)))
            .collect::<PyResult<Vec<_>>>()?;
        PyList::new(py, moves)
    }

    /// The nodes of the main line after the root, in order (a new list of `Node`).
    fn mainline_nodes<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let nodes = self
            .record
            .mainline_nodes()
            .into_iter()
            .map(|n| Py::new(py, self.node(n)))
            .collect::<PyResult<Vec<_>>>()?;
        PyList::new(py, nodes)
    }

    /// Training rows of the main line, one per move, as three new numpy arrays:
    /// `observations` `(n, rows, columns, planes)` `float32` (each position before its move, as
    /// `Game.observe()` sees it from the side to move), `actions` `(n,)` `int64` (the move's id,
    /// `Game.action_of()`) and `results` `(n,)` `float32` (the game's result for the side to move:
    /// 1 won, -1 lost, 0 a draw, NaN when the record has none, as `*`; the first number of a
    /// marker is White's). A record without a game gives `n` = 0 (and a shape of zeros). Raises
    /// `NotAllowedError` for a draughts move the ids cannot tell apart.
    fn samples<'py>(&self, py: Python<'py>) -> PyResult<Samples<'py>> {
        use numpy::{PyArray1, PyArrayMethods};
        let record = &self.record;
        let (seen, ids, results, n) = py
            .detach(|| {
                let (mut seen, mut ids, mut results) = (Vec::new(), Vec::new(), Vec::new());
                record
                    .samples(&mut seen, &mut ids, &mut results)
                    .map(|n| (seen, ids, results, n))
            })
            .map_err(crate::errors::to_py)?;
        let [rows, columns, planes] = record.start().map_or([0; 3], |g| g.observation_shape());
        let observations = PyArray1::from_vec(py, seen).reshape([n, rows, columns, planes])?;
        let actions = PyArray1::from_vec(py, ids.into_iter().map(i64::from).collect());
        Ok((observations, actions, PyArray1::from_vec(py, results)))
    }

    /// The game at the end of the main line (a new `damero.Game`, its history the main line),
    /// or `None` for a record without a game (a variant damero does not play, a start that
    /// cannot be read).
    fn game(&self) -> Option<Game> {
        let last = self.record.mainline_nodes().last().copied().unwrap_or(0);
        game_at(&self.record, last)
    }

    /// The game written back as PGN (chess, Chess960) or PDN (draughts): the seven-tag roster
    /// first, then the other tags, the moves with their comments, NAGs and variations, and the
    /// result; reading it back gives the same game. `None` for a record without a game (see
    /// `game()`), whose moves were never read, and for a game no standard file holds (Reversi
    /// or Connect Four, read with `variant=`).
    fn to_text(&self) -> Option<String> {
        core::write_game(&self.record)
    }

    fn __repr__(&self) -> String {
        let r = &self.record;
        let player = |name: &str| r.header(name).unwrap_or("?").to_string();
        let moves = r.mainline_nodes().len();
        let mut out = format!(
            "<GameRecord line {}: {} {:?} vs {:?}, {} {}",
            r.line,
            r.variant.map_or("(unsupported)", |v| v.name()),
            player("White"),
            player("Black"),
            moves,
            if moves == 1 { "move" } else { "moves" },
        );
        if let Some(result) = &r.result {
            out.push_str(&format!(", {result}"));
        }
        if !r.errors.is_empty() {
            let n = r.errors.len();
            out.push_str(&format!(
                ", {n} {}",
                if n == 1 { "error" } else { "errors" }
            ));
        }
        out.push('>');
        out
    }
}

/// A position of a game's tree (`GameRecord.root` and what follows it): the move that leads
/// to it (`None` at the root), what the file says of it (comments before and after the move,
/// NAGs, commands such as `[%clk 0:03:00]`), and the moves that may follow (`variations`, the
/// first the main continuation). Two nodes are equal when they are the same node of the same
/// record.
#[pyclass(module = "damero", name = "Node", frozen)]
pub struct Node {
    record: Arc<core::GameRecord>,
    index: usize,
}

impl Node {
    fn at(&self) -> &core::Node {
        &self.record.nodes[self.index]
    }

    fn other(&self, index: usize) -> Node {
        Node {
            record: self.record.clone(),
            index,
        }
    }
}

#[pymethods]
impl Node {
    /// The move played to reach this node (a `damero.Move`); `None` at the root.
    #[getter(r#move)]
    fn played(&self) -> Option<Move> {
        self.at()
            .played
            .as_ref()
            .map(|_| Move::in_record(self.record.clone(), self.index))
    }

    /// The comments after the move joined with a space (at the root: the game's comment, before
    /// the first move); `""` when there are none.
    #[getter]
    fn comment(&self) -> String {
        self.at().comments.join(" ")
    }

    /// The comments after the move, each as written (a new list).
    #[getter]
    fn comments(&self) -> Vec<String> {
        self.at().comments.clone()
    }

    /// The comments before the move, at the start of a variation (PGN's starting comment),
    /// joined with a space; `""` when there are none.
    #[getter]
    fn starting_comment(&self) -> String {
        self.at().comments_before.join(" ")
    }

    /// The comments before the move, each as written (a new list).
    #[getter]
    fn comments_before(&self) -> Vec<String> {
        self.at().comments_before.clone()
    }

    /// The numeric annotation glyphs of the move (`$1`, and `!` read as 1, `?` 2, `!!` 3, `??`
    /// 4, `!?` 5, `?!` 6), in order: a new list.
    #[getter]
    fn nags(&self) -> Vec<u16> {
        self.at().nags.clone()
    }

    /// The commands inside the comments after the move, as `(name, arguments)`: `[%clk 0:03:00]`
    /// gives `("clk", "0:03:00")`, `[%cal Ge2e4,Rd7d5]` gives `("cal", "Ge2e4,Rd7d5")`.
    fn commands(&self) -> Vec<(String, String)> {
        self.at().commands()
    }

    /// The nodes that may follow, in the file's order: the first is the main continuation, the
    /// others its alternatives (a new list).
    #[getter]
    fn variations(&self) -> Vec<Node> {
        self.at().children.iter().map(|&c| self.other(c)).collect()
    }

    /// The node this one follows; `None` at the root.
    #[getter]
    fn parent(&self) -> Option<Node> {
        self.at().parent.map(|p| self.other(p))
    }

    /// The main continuation (the first of `variations`), or `None` at the end of a line.
    fn next(&self) -> Option<Node> {
        self.at().children.first().map(|&c| self.other(c))
    }

    /// Whether the node is on the game's main line: every node from the root to it is its
    /// parent's main continuation (the root is).
    fn is_mainline(&self) -> bool {
        let nodes = &self.record.nodes;
        let mut at = self.index;
        while let Some(parent) = nodes[at].parent {
            if nodes[parent].children.first() != Some(&at) {
                return false;
            }
            at = parent;
        }
        true
    }

    /// Whether the node is its parent's main continuation (the first of its `variations`); the
    /// root is.
    fn is_main_variation(&self) -> bool {
        match self.at().parent {
            Some(parent) => self.record.nodes[parent].children.first() == Some(&self.index),
            None => true,
        }
    }

    /// How many moves lead from the root to this node (0 at the root).
    fn ply(&self) -> usize {
        let mut n = 0;
        let mut at = self.at().parent;
        while let Some(p) = at {
            n += 1;
            at = self.record.nodes[p].parent;
        }
        n
    }

    /// The game at this node (a new `damero.Game`: the start with every move from the root to
    /// here played), or `None` for a record without a game.
    fn game(&self) -> Option<Game> {
        game_at(&self.record, self.index)
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other.cast::<Node>().is_ok_and(|o| {
            let o = o.get();
            Arc::ptr_eq(&o.record, &self.record) && o.index == self.index
        })
    }

    fn __hash__(&self) -> u64 {
        (Arc::as_ptr(&self.record) as usize as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)
            ^ self.index as u64
    }

    fn __repr__(&self) -> String {
        match self.record.played(self.index) {
            Some(m) => format!("<Node {} at ply {}>", m.notation(), self.ply()),
            None => "<Node root>".to_string(),
        }
    }
}

/// The tags `Game.to_pgn` / `Game.to_pdn` are given: a mapping (`headers`, any object with
/// `items()`, for names that are not identifiers) and keyword arguments, in that order, each a
/// `str` to a `str`. A name given both ways, a name the readers would not read back (anything
/// but letters, digits, `_` and `?`), a value longer than a file keeps, or more tags than a game
/// holds is an `InvalidArgumentError`. Read before the game is borrowed (a mapping runs Python
/// code).
pub fn tags(
    headers: Option<&Bound<'_, PyAny>>,
    keywords: Option<&Bound<'_, PyDict>>,
) -> PyResult<Vec<(String, String)>> {
    let mut out: Vec<(String, String)> = Vec::new();
    let mut add = |name: &Bound<'_, PyAny>, value: &Bound<'_, PyAny>| -> PyResult<()> {
        let name = crate::args::text(name, "a tag name")?;
        let value = crate::args::text(value, &format!("tag {name}"))?;
        if !core::is_tag_name(&name) {
            return Err(invalid_argument(format!(
                "{} is not a tag name (an ASCII letter or digit, then letters, digits and _)",
                damero_quoted(&name)
            )));
        }
        if name.len() > limits::MAX_COMMENT || value.len() > limits::MAX_COMMENT {
            return Err(invalid_argument(format!(
                "tag {} is longer than a game file keeps ({} bytes)",
                damero_quoted(&name),
                limits::MAX_COMMENT
            )));
        }
        if out.iter().any(|(n, _)| *n == name) {
            return Err(invalid_argument(format!(
                "tag {} is given twice (in headers and as a keyword)",
                damero_quoted(&name)
            )));
        }
        if out.len() >= limits::MAX_TAGS {
            return Err(invalid_argument(format!(
                "more than {} tags: more than a game file holds",
                limits::MAX_TAGS
            )));
        }
        out.push((name, value));
        Ok(())
    };
    if let Some(headers) = headers.filter(|h| !h.is_none()) {
        let py = headers.py();
        let expected = "a mapping of tag names to values (dict)";
        if !headers.hasattr(intern!(py, "items"))? {
            return Err(wrong_type("headers", expected, headers));
        }
        for item in headers.call_method0(intern!(py, "items"))?.try_iter()? {
            let item = item?;
            let pair = item
                .cast::<PyTuple>()
                .ok()
                .filter(|t| t.len() == 2)
                .ok_or_else(|| wrong_type("each item of headers", "a (name, value) pair", &item))?;
            add(&pair.get_item(0)?, &pair.get_item(1)?)?;
        }
    }
    for (name, value) in keywords.iter().flat_map(|k| k.iter()) {
        add(&name, &value)?;
    }
    Ok(out)
}

/// Text quoted for a message, cut as the core cuts what it quotes.
fn damero_quoted(text: &str) -> String {
    let quote = damero::LIMITS
        .iter()
        .find(|l| l.name == "quote")
        .map_or(64, |l| l.value as usize);
    let mut cut: String = text.chars().take(quote).collect();
    if cut.len() < text.len() {
        cut.push_str("...");
    }
    format!("{cut:?}")
}

/// `game` written as a game file of `family`'s format (chess: PGN, draughts: PDN) with `tags`;
/// another family is an `InvalidArgumentError` naming the right method, and so are a `Result`
/// tag that is not the game's own result (the result is written from the game's status: end a
/// game with `resign()` or `agree_draw()` first) and a text that would not read back as the
/// same game (checked by reading it).
pub fn write(game: &damero::Game, tags: &[(String, String)], family: Family) -> PyResult<String> {
    let variant = game.variant();
    let (method, format) = match family {
        Family::Chess => ("to_pgn", "PGN"),
        _ => ("to_pdn", "PDN"),
    };
    match variant.family() {
        f if f == family => {}
        Family::Chess => {
            return Err(invalid_argument(format!(
                "{method}() writes {format}, the format of draughts games; {variant} is written with to_pgn()"
            )));
        }
        Family::Draughts => {
            return Err(invalid_argument(format!(
                "{method}() writes {format}, the format of chess games; {variant} draughts is written with to_pdn()"
            )));
        }
        _ => {
            return Err(invalid_argument(format!(
                "{variant} has no standard game file format ({method}() writes {format}; PGN holds chess and Chess960, PDN draughts)"
            )));
        }
    }
    let pairs: Vec<(&str, &str)> = tags.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let record = core::GameRecord::from_game(game, &pairs);
    let own = record.result.as_deref().unwrap_or("*");
    if let Some(given) = core::result_tag_conflict(&record, &pairs) {
        return Err(invalid_argument(format!(
            "the Result tag {} is not the game's result {own:?}: the result is written from the game's status (end it with resign(), agree_draw() or claim_draw() first)",
            damero_quoted(given)
        )));
    }
    let text = core::write_game(&record).ok_or_else(|| {
        invalid_argument(format!(
            "this {variant} game cannot be written as {format}: written, it would not read back \
             as itself ({format} holds no rule options, such as optional captures or the side \
             that moves first, and none of the draw rules other than the standard ones)"
        ))
    })?;
    // What is written reads back as the same game, or is refused: a tag that decides the game
    // (GameType, Variant, SetUp, FEN) or an option the format does not hold would make it another.
    let back: Vec<_> = core::read_games(&text, ReadOptions::default()).collect();
    let differs = match back.as_slice() {
        [Ok(again)] => match again.errors.first() {
            Some(problem) => Some(format!("{problem}")),
            None => match again.game() {
                Some(g) if again.variant == Some(variant) && g.fen() == game.fen() => None,
                Some(g) => Some(format!(
                    "it reads back as {} at {}",
                    again.variant.map_or("another game", |v| v.name()),
                    g.fen()
                )),
                None => Some("it reads back without a game".to_string()),
            },
        },
        _ => Some(format!("it reads back as {} games", back.len())),
    };
    match differs {
        None => Ok(text),
        Some(why) => Err(invalid_argument(format!(
            "written as {format}, this {variant} game does not read back as itself ({why}): the tags \
             GameType, Variant, SetUp and FEN are written from the game (leave them out), and \
             {format} holds no rule options"
        ))),
    }
}
