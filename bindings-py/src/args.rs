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

/// Options given as the core's option text (`"repetition=claim3,move_limit=claim40m"`, read by
/// `Options::parse`) and/or as keyword arguments (read by `Options::from_pairs`), the keywords
/// replacing what the text says of the same option. `None` when there are none.
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
    if let Some(t) = text_arg {
        let from_text = Options::parse(variant, &text(t, "option text")?).py_err()?;
        if pairs.is_empty() {
            return Ok(Some(from_text));
        }
        // The text's value of every option the keywords leave alone, then the keywords.
        let mut merged = Vec::new();
        for key in variant.option_keys() {
            if !pairs.iter().any(|(k, _)| k == key) {
                merged.push((key.to_string(), from_text.get(key).py_err()?));
            }
        }
        merged.append(&mut pairs);
        pairs = merged;
    }
    let pairs = pairs.iter().map(|(k, v)| (k.as_str(), v.as_str()));
    Options::from_pairs(variant, pairs).py_err().map(Some)
}

/// An `int` that is not a `bool`, as i64, saturated: `Err(text)` holds the number's own text
/// when it does not fit.
fn integer(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<Result<i64, (i64, String)>> {
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
        game.check_square(self.number).map_err(|e| match &self.own {
            None => to_py(e),
            Some(own) => to_py(damero::Error::new(
                e.kind(),
                e.message().replace(&self.number.to_string(), own),
            )),
        })
    }
}

/// Squares read by [`squares`], each checked against `game`'s board in order.
pub fn check_squares(game: &damero::Game, squares: &[Square]) -> PyResult<Vec<u8>> {
    squares.iter().map(|s| s.check(game)).collect()
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

/// A sequence of squares (a path or a path prefix): a list, a tuple, or any other ordered
/// iterable (a generator, `range`, ...), read but not checked (see [`Square`]). Text, bytes-like
/// objects, sets and mappings are a `TypeError` (a set has no order; a dict or bytes would be
/// read by accident), and so is an item that is not an `int`. `expected` names what `what` may be
/// in a `TypeError`. At most `MAX_PATH + 1` items are read, enough for the core to refuse a path
/// that is too long, and a bound on what an endless iterator can make the binding read. Reading
/// an iterator runs its Python code, so callers read squares before they borrow the game.
pub fn squares(obj: &Bound<'_, PyAny>, what: &str, expected: &str) -> PyResult<Vec<Square>> {
    if !(obj.is_instance_of::<PyList>() || obj.is_instance_of::<PyTuple>()) && unordered(obj)? {
        return Err(wrong_type(what, expected, obj));
    }
    let Ok(items) = obj.try_iter() else {
        return Err(wrong_type(what, expected, obj));
    };
    let mut out = Vec::new();
    let each = format!("each square of {what}");
    for item in items.take(MAX_PATH + 1) {
        out.push(Square::read(&item?, &each)?);
    }
    Ok(out)
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

/// A number of threads for perft: 0 (every core) up to 1024.
pub fn threads(obj: &Bound<'_, PyAny>) -> PyResult<usize> {
    match integer(obj, "threads")? {
        Ok(n) if (0..=1024).contains(&n) => Ok(n as usize),
        Ok(n) => Err(invalid_argument(format!(
            "threads must be 0 (every core) to 1024, got {n}"
        ))),
        Err((_, own)) => Err(invalid_argument(format!(
            "threads must be 0 (every core) to 1024, got {own}"
        ))),
    }
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
