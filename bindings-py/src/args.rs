//! Python arguments to core values. Only types are checked here; every meaning (is this a
//! variant, an option value, a square of the board) is left to the core.

use damero::{DrawKind, Duplicates, Options, Side, Variant};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyBytes, PyDict, PyInt, PyString};

use crate::errors::{IntoPy, invalid_argument, wrong_type};

/// The text of a `str` argument. Text that is not valid Unicode (lone surrogates) is passed on
/// with replacement characters, so the core rejects it with the error of the context
/// (`invalid_notation`, `invalid_fen`, ...) instead of a `UnicodeEncodeError`.
pub fn text(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<String> {
    match obj.cast::<PyString>() {
        Ok(s) => Ok(s.to_string_lossy().into_owned()),
        Err(_) => Err(wrong_type(what, "str", obj)),
    }
}

/// A variant name.
pub fn variant(obj: &Bound<'_, PyAny>) -> PyResult<Variant> {
    Variant::from_name(&text(obj, "variant")?).py_err()
}

/// A variant argument with a default: `None` is a `TypeError` like any other non-`str`.
pub struct VariantArg(pub Variant);

impl<'a, 'py> FromPyObject<'a, 'py> for VariantArg {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<VariantArg> {
        variant(&obj).map(VariantArg)
    }
}

/// Options given as the core's option text (`"repetition=claim3,move_limit=claim40m"`, read by
/// `Options::parse`) and/or as keyword arguments, applied after the text: each value is the
/// core's text for that option, or `True`/`False` for `on`/`off`. `None` when there are none.
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
    let mut options = match text_arg {
        Some(t) => Options::parse(variant, &text(t, "option text")?).py_err()?,
        None => variant.default_options(),
    };
    for (key, value) in kwargs.iter().flat_map(|k| k.iter()) {
        let key = text(&key, "an option name")?;
        let value = if let Ok(flag) = value.cast::<PyBool>() {
            if flag.is_true() { "on" } else { "off" }.to_string()
        } else if value.is_instance_of::<PyString>() {
            text(&value, &key)?
        } else {
            return Err(wrong_type(&format!("option {key}"), "str or bool", &value));
        };
        options.set(&key, &value).py_err()?;
    }
    Ok(Some(options))
}

/// An `int` that is not a `bool`, as i64; `None` when it does not fit.
fn integer(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<Option<i64>> {
    if !obj.is_instance_of::<PyInt>() || obj.is_instance_of::<PyBool>() {
        return Err(wrong_type(what, "int", obj));
    }
    Ok(obj.extract::<i64>().ok())
}

/// A square number: `None` for an int that cannot be a square of any board.
pub fn square(obj: &Bound<'_, PyAny>) -> PyResult<Option<u8>> {
    Ok(integer(obj, "a square")?.and_then(|n| u8::try_from(n).ok()))
}

/// The most squares read from a path argument: more than any board has, and a bound on what an
/// endless iterator can make the binding read.
const MAX_PATH_ITEMS: usize = 256;

/// A sequence of square numbers (a path or a path prefix). `expected` names what `what` may be
/// in a `TypeError`; ints that cannot be squares, and more than `MAX_PATH_ITEMS` of them, are an
/// `InvalidArgumentError`.
pub fn squares(
    obj: &Bound<'_, PyAny>,
    what: &str,
    expected: &str,
    board_squares: u8,
) -> PyResult<Vec<u8>> {
    if obj.is_instance_of::<PyString>() || obj.is_instance_of::<PyBytes>() {
        return Err(wrong_type(what, expected, obj));
    }
    let Ok(items) = obj.try_iter() else {
        return Err(wrong_type(what, expected, obj));
    };
    let mut out = Vec::new();
    for item in items {
        if out.len() == MAX_PATH_ITEMS {
            return Err(invalid_argument(format!(
                "{what} names more than {MAX_PATH_ITEMS} squares"
            )));
        }
        let item = item?;
        let number = integer(&item, &format!("each square of {what}"))?;
        match number.and_then(|n| u8::try_from(n).ok()) {
            Some(s) => out.push(s),
            None => {
                return Err(invalid_argument(format!(
                    "there is no square {item} (squares are 1-{board_squares})"
                )));
            }
        }
    }
    Ok(out)
}

/// A perft depth: an `int` from 0; larger than the core accepts gives the core's error.
pub fn depth(obj: &Bound<'_, PyAny>) -> PyResult<u32> {
    match integer(obj, "depth")? {
        Some(d) if d < 0 => Err(invalid_argument(format!("perft depth {d} is negative"))),
        Some(d) if d <= u32::MAX as i64 => Ok(d as u32),
        _ => Err(invalid_argument(format!(
            "perft depth {obj} is over the limit of {}",
            damero::MAX_PERFT_DEPTH
        ))),
    }
}

/// `"keep"` or `"drop"`.
pub fn duplicates(obj: &Bound<'_, PyAny>) -> PyResult<Duplicates> {
    text(obj, "duplicates")?.parse().py_err()
}

/// `"black"` or `"white"`.
pub fn side(obj: &Bound<'_, PyAny>) -> PyResult<Side> {
    text(obj, "side")?.parse().py_err()
}

/// A draw kind, `"repetition"` or `"move_limit"`, or `None` for any.
pub fn draw_kind(obj: Option<&Bound<'_, PyAny>>) -> PyResult<Option<DrawKind>> {
    let Some(obj) = obj.filter(|o| !o.is_none()) else {
        return Ok(None);
    };
    let code = text(obj, "kind")?;
    DrawKind::from_code(&code).map(Some).ok_or_else(|| {
        invalid_argument(format!(
            "{code:?} is not a draw kind (expected \"repetition\" or \"move_limit\")"
        ))
    })
}
