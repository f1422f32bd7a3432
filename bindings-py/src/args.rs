//! Python arguments to core values. Only types are checked here; every meaning (is this a
//! variant, an option value, a square of the board) is left to the core: squares to
//! `Game::check_square`.

use damero::{DrawKind, Duplicates, Finished, MAX_PATH, Options, Role, Side, Variant};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{
    PyBool, PyByteArray, PyBytes, PyDict, PyFrozenSet, PyInt, PyList, PyMemoryView, PySet,
    PyString, PyTuple, PyType,
};

use crate::errors::{IntoPy, invalid_argument, to_py, wrong_type};

/// The text of a `str` argument. Text that is not valid Unicode (lone surrogates) is passed on
/// with replacement characters, so the core rejects it with the error of the context
/// (`invalid_notation`, `invalid_fen`, ...) instead of a `UnicodeEncodeError`.
pub fn text(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<String> {
    match obj.cast::<PyString>() {
        Ok(s) => Ok(s.to_string_lossy().into_owned()),
        Err(_) => Err(wrong_type(what, "str", obj)),
    }
}

/// A variant: its name, or a `damero.Variant`.
pub fn variant(obj: &Bound<'_, PyAny>) -> PyResult<Variant> {
    if let Ok(v) = obj.cast::<crate::variant::PyVariant>() {
        return Ok(v.get().0);
    }
    match obj.cast::<PyString>() {
        Ok(s) => Variant::from_name(&s.to_string_lossy()).py_err(),
        Err(_) => Err(wrong_type("variant", "str or damero.Variant", obj)),
    }
}

/// A variant argument with a default: `None` is a `TypeError` like any other non-`str`.
pub struct VariantArg(pub Variant);

impl<'a, 'py> FromPyObject<'a, 'py> for VariantArg {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<VariantArg> {
        variant(&obj).map(VariantArg)
    }
}

/// The text of an option value: the core's text, or `True`/`False` through `Options::on_off`.
fn option_value(key: &str, value: &Bound<'_, PyAny>) -> PyResult<String> {
    if let Ok(flag) = value.cast::<PyBool>() {
        Ok(Options::on_off(flag.is_true()).to_string())
    } else if value.is_instance_of::<PyString>() {
        text(value, key)
    } else {
        Err(wrong_type(&format!("option {key}"), "str or bool", value))
    }
}

/// Options given as the core's option text (`"repetition=claim3,move_limit=claim40m"`) and/or as
/// keyword arguments, read together by `Options::parse_with`: a key given both ways is the core's
/// `InvalidOptionError` (neither silently wins). `None` when there are none.
pub fn options(
    variant: Variant,
    text_arg: Option<&Bound<'_, PyAny>>,
    kwargs: Option<&Bound<'_, PyDict>>,
) -> PyResult<Option<Options>> {
    let text_arg = text_arg.filter(|t| !t.is_none());
    let kwargs = kwargs.filter(|k| !k.is_empty());
    if text_arg.is_none() && kwargs.is_none() {
        return Ok(None);
    }
    let mut pairs: Vec<(String, String)> = Vec::new();
    for (key, value) in kwargs.iter().flat_map(|k| k.iter()) {
        let key = text(&key, "an option name")?;
        let value = option_value(&key, &value)?;
        pairs.push((key, value));
    }
    let option_text = match text_arg {
        Some(t) => text(t, "option text")?,
        None => String::new(),
    };
    let pairs = pairs.iter().map(|(k, v)| (k.as_str(), v.as_str()));
    Options::parse_with(variant, &option_text, pairs)
        .py_err()
        .map(Some)
}

/// An `int` that is not a `bool`, as i64, saturated: `Err(text)` holds the number's own text
/// when it does not fit.
pub fn integer(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<Result<i64, (i64, String)>> {
    if !obj.is_instance_of::<PyInt>() || obj.is_instance_of::<PyBool>() {
        return Err(wrong_type(what, "int", obj));
    }
    Ok(match obj.extract::<i64>() {
        Ok(n) => Ok(n),
        Err(_) => {
            let negative = obj.lt(0i64)?;
            let saturated = if negative { i64::MIN } else { i64::MAX };
            Err((saturated, obj.str()?.to_string_lossy().into_owned()))
        }
    })
}

/// A square argument, read but not yet checked: the number as i64 (saturated), and the number's
/// own text when it does not fit. Squares are read before the game is borrowed (reading an
/// iterator runs Python code, which may use the same game) and checked afterwards by the game
/// itself (`Square::check`).
#[derive(Clone, Debug)]
pub struct Square {
    number: i64,
    own: Option<String>,
}

impl Square {
    /// Reads an `int` (not a `bool`) of any size; anything else is a `TypeError`.
    pub fn read(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<Square> {
        Ok(match integer(obj, what)? {
            Ok(number) => Square { number, own: None },
            Err((number, own)) => Square {
                number,
                own: Some(own),
            },
        })
    }

    /// The square of `game`'s board, checked by `Game::check_square` (the core's one check of
    /// squares): an int of any size that is not a square is the core's `InvalidArgumentError`,
    /// naming the number the caller gave.
    pub fn check(&self, game: &damero::Game) -> PyResult<u8> {
        self.answer(|n| game.check_square(n))
    }

    /// The core's answer `f` gives for this number (saturated to i64), its error naming the
    /// number the caller gave.
    pub fn answer<T>(&self, f: impl FnOnce(i64) -> damero::Result<T>) -> PyResult<T> {
        f(self.number).map_err(|e| match &self.own {
            None => to_py(e),
            Some(own) => to_py(renumbered(e, &self.number.to_string(), own)),
        })
    }
}

/// `e` with `shown` replaced by `own` in its message: the core's error about a number the binding
/// had to bound (saturate) before handing it over, naming the number the caller gave.
pub fn renumbered(e: damero::Error, shown: &str, own: &str) -> damero::Error {
    damero::Error::new(e.kind(), e.message().replace(shown, own))
}

/// Squares read by [`squares`] (a prefix), each checked against `game`'s board in order.
pub fn check_squares(game: &damero::Game, squares: &Squares) -> PyResult<Vec<u8>> {
    squares.items.iter().map(|s| s.check(game)).collect()
}

/// A path read by [`squares`], for a move: its length first, as the core checks it (a path
/// longer than any move's is the core's `InvalidArgumentError` with its true length, or for an
/// iterator without `len()` the number of squares read before the binding stopped), then each
/// square against `game`'s board.
pub fn check_path(game: &damero::Game, squares: &Squares) -> PyResult<Vec<u8>> {
    if let Some(err) = too_long(game.variant(), squares) {
        return Err(err);
    }
    check_squares(game, squares)
}

/// The core's refusal of a path longer than [`MAX_PATH`] squares, naming its true length; `None`
/// for a path of at most that many squares. The binding reads no more than `MAX_PATH + 1`
/// squares of a path, so the core is asked about a path of that many (on a new game of the
/// variant: `play_path` checks the length before anything else), and the length its message
/// names is replaced by the one the caller gave.
fn too_long(variant: Variant, squares: &Squares) -> Option<PyErr> {
    let own = match squares.length {
        Length::Exact(n) if n <= MAX_PATH => return None,
        Length::Exact(n) => n.to_string(),
        Length::Unread => {
            format!("more than {MAX_PATH} (it has no len() and was read no further)")
        }
    };
    let err = damero::Game::new(variant).and_then(|mut probe| {
        let over = [probe.geometry().first_square(); MAX_PATH + 1];
        probe.play_path(&over).map(|_| ())
    });
    let err = match err {
        Err(e) => e,
        Ok(()) => damero::Error::new(
            damero::ErrorKind::InvalidArgument,
            format!("a path of {own} squares is longer than any move"),
        ),
    };
    let shown = format!("got {}", MAX_PATH + 1);
    Some(to_py(renumbered(err, &shown, &format!("got {own}"))))
}

/// A number that may name a row, column or square, for the geometry's questions, which answer
/// `None` for what the board lacks: `None` when it does not even fit a `u8`.
pub fn small(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<Option<u8>> {
    Ok(integer(obj, what)?.ok().and_then(|n| u8::try_from(n).ok()))
}

/// A ply of a game's history: an `int` from 0 (`None` when it is beyond `usize`, which no
/// history reaches); a negative int is an `InvalidArgumentError`.
pub fn ply(obj: &Bound<'_, PyAny>) -> PyResult<Option<usize>> {
    match integer(obj, "ply")? {
        Ok(n) if n < 0 => Err(invalid_argument(format!(
            "ply {n} is negative (plies count from 0, the first move played)"
        ))),
        Ok(n) => Ok(usize::try_from(n).ok()),
        Err((n, own)) if n < 0 => Err(invalid_argument(format!(
            "ply {own} is negative (plies count from 0, the first move played)"
        ))),
        Err(_) => Ok(None),
    }
}

/// How many squares a path has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Length {
    /// This many: all of them read, or `len()` said so.
    Exact(usize),
    /// More than [`MAX_PATH`]: an iterator without `len()`, of which the binding read no more.
    Unread,
}

/// The squares of a path or prefix as read: at most `MAX_PATH + 1` of them, and the length of the
/// whole.
#[derive(Clone, Debug)]
pub struct Squares {
    pub items: Vec<Square>,
    pub length: Length,
}

/// A sequence of squares (a path or a path prefix): a list, a tuple, or any other ordered
/// iterable (a generator, `range`, ...), read but not checked (see [`Square`]). Text, bytes-like
/// objects, sets and mappings are a `TypeError` (a set has no order; a dict or bytes would be
/// read by accident), and so is an item that is not an `int`. `expected` names what `what` may be
/// in a `TypeError`. At most `MAX_PATH + 1` items are read: enough for the core to refuse a path
/// that is too long, and a bound on what an endless iterator can make the binding read. The
/// length of the whole comes from `len()` when the object has one (a list of 100,000 squares is
/// refused as 100,000 long without reading it); an iterator without one is read no further.
/// Reading an iterator runs its Python code, so callers read squares before they borrow the game.
pub fn squares(obj: &Bound<'_, PyAny>, what: &str, expected: &str) -> PyResult<Squares> {
    if !(obj.is_instance_of::<PyList>() || obj.is_instance_of::<PyTuple>()) && unordered(obj)? {
        return Err(wrong_type(what, expected, obj));
    }
    let Ok(items) = obj.try_iter() else {
        return Err(wrong_type(what, expected, obj));
    };
    let size = sized(obj)?;
    let mut out = Vec::new();
    let each = format!("each square of {what}");
    for item in items.take(MAX_PATH + 1) {
        out.push(Square::read(&item?, &each)?);
    }
    let length = match size {
        Some(n) if n > MAX_PATH => Length::Exact(n),
        _ if out.len() > MAX_PATH => Length::Unread,
        _ => Length::Exact(out.len()),
    };
    Ok(Squares { items: out, length })
}

/// `len(obj)`, or `None` when it has no length (a `TypeError`) or one too large for an index
/// (an `OverflowError`: `range(10**20)`); any other exception its `__len__` raises is raised.
fn sized(obj: &Bound<'_, PyAny>) -> PyResult<Option<usize>> {
    let py = obj.py();
    match obj.len() {
        Ok(n) => Ok(Some(n)),
        Err(e)
            if e.is_instance_of::<pyo3::exceptions::PyTypeError>(py)
                || e.is_instance_of::<pyo3::exceptions::PyOverflowError>(py) =>
        {
            Ok(None)
        }
        Err(e) => Err(e),
    }
}

/// Whether `obj` is iterable but no sequence of squares: text, bytes-like, a set or a mapping
/// (the `collections.abc` classes, so dict views and user mappings count too).
fn unordered(obj: &Bound<'_, PyAny>) -> PyResult<bool> {
    if obj.is_instance_of::<PyString>()
        || obj.is_instance_of::<PyBytes>()
        || obj.is_instance_of::<PyByteArray>()
        || obj.is_instance_of::<PyMemoryView>()
        || obj.is_instance_of::<PyDict>()
        || obj.is_instance_of::<PySet>()
        || obj.is_instance_of::<PyFrozenSet>()
    {
        return Ok(true);
    }
    static SET: PyOnceLock<Py<PyType>> = PyOnceLock::new();
    static MAPPING: PyOnceLock<Py<PyType>> = PyOnceLock::new();
    let py = obj.py();
    Ok(obj.is_instance(SET.import(py, "collections.abc", "Set")?)?
        || obj.is_instance(MAPPING.import(py, "collections.abc", "Mapping")?)?)
}

/// A perft depth: an `int` from 0; larger than the core accepts gives the core's error, and
/// ints the core cannot receive (negative, beyond `u32`) an `InvalidArgumentError` from here.
pub fn depth(obj: &Bound<'_, PyAny>) -> PyResult<u32> {
    let number = integer(obj, "depth")?;
    let (n, own) = match number {
        Ok(n) => (n, n.to_string()),
        Err((n, own)) => (n, own),
    };
    if n < 0 {
        return Err(invalid_argument(format!("perft depth {own} is negative")));
    }
    u32::try_from(n).map_err(|_| {
        invalid_argument(format!(
            "perft depth {own} is over the limit of {}",
            damero::MAX_PERFT_DEPTH
        ))
    })
}

/// `"keep"` or `"drop"`.
pub fn duplicates(obj: &Bound<'_, PyAny>) -> PyResult<Duplicates> {
    text(obj, "duplicates")?.parse().py_err()
}

/// `"ignore"` or `"leaf"`: how perft counts a game that is over before the depth (the core
/// refuses `"leaf"` for games that are not placement games when the count starts).
pub fn finished(obj: &Bound<'_, PyAny>) -> PyResult<Finished> {
    text(obj, "finished")?.parse().py_err()
}

/// A number of threads for perft, handed to the core, which refuses more than its limit
/// (`damero.LIMITS["perft_threads"]`; 0 counts on one per core): the number, saturated, and the
/// number's own text when it does not fit. A negative int, which the core cannot receive, is an
/// `InvalidArgumentError` from here.
pub fn threads(obj: &Bound<'_, PyAny>) -> PyResult<(usize, Option<String>)> {
    match integer(obj, "threads")? {
        Ok(n) if n < 0 => Err(invalid_argument(format!(
            "perft threads {n} is negative (0 counts on one per core)"
        ))),
        Ok(n) => Ok((usize::try_from(n).unwrap_or(usize::MAX), None)),
        Err((n, own)) if n < 0 => Err(invalid_argument(format!(
            "perft threads {own} is negative (0 counts on one per core)"
        ))),
        Err(_) => Ok((usize::MAX, Some(own_text(obj)?))),
    }
}

/// A number of threads a game file is read on (`read_games`, `parse_games`): an `int` from 0 (0
/// and 1 read on the calling thread) to `LIMITS["file_threads"]`; more, or a negative number, is
/// an `InvalidArgumentError` (the core would take more as its limit).
pub fn file_threads(obj: &Bound<'_, PyAny>) -> PyResult<usize> {
    let most = damero::files::limits::MAX_FILE_THREADS;
    let (n, own) = match integer(obj, "threads")? {
        Ok(n) => (n, n.to_string()),
        Err((n, own)) => (n, own),
    };
    if n < 0 {
        return Err(invalid_argument(format!(
            "threads {own} is negative (0 or 1 reads on the calling thread)"
        )));
    }
    match usize::try_from(n) {
        Ok(n) if n <= most => Ok(n),
        _ => Err(invalid_argument(format!(
            "threads {own} is over the limit of {most} (LIMITS[\"file_threads\"])"
        ))),
    }
}

fn own_text(obj: &Bound<'_, PyAny>) -> PyResult<String> {
    Ok(obj.str()?.to_string_lossy().into_owned())
}

/// `"black"` or `"white"`.
pub fn side(obj: &Bound<'_, PyAny>) -> PyResult<Side> {
    text(obj, "side")?.parse().py_err()
}

/// A role name, `"man"`, `"king"`, ...
pub fn role(obj: &Bound<'_, PyAny>) -> PyResult<Role> {
    text(obj, "role")?.parse().py_err()
}

/// A draw kind (`"repetition"`, `"move_limit"`, `"endgame"`, read by the core), or `None` for any.
pub fn draw_kind(obj: Option<&Bound<'_, PyAny>>) -> PyResult<Option<DrawKind>> {
    match obj.filter(|o| !o.is_none()) {
        Some(obj) => text(obj, "kind")?.parse().py_err().map(Some),
        None => Ok(None),
    }
}
