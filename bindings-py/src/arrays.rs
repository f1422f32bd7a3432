//! numpy arrays for programs that learn: the caller's output arrays checked (an ndarray, its dtype,
//! its shape, C order, writable, not borrowed by another call) before the core writes into them,
//! or new arrays made; action ids read from an integer array or a sequence. Only types and shapes
//! are checked here: the core says which ids are legal. numpy is imported by the first call that
//! makes or reads an array, never by `import damero`.

use numpy::{
    Element, PyArrayDescrMethods, PyArrayDyn, PyArrayMethods, PyReadwriteArrayDyn, PyUntypedArray,
    PyUntypedArrayMethods,
};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyInt};

use crate::errors::{invalid_argument, wrong_type};

/// The dtype name a caller reads in an error (`float32`, `bool`).
pub trait Named: Element {
    const NAME: &'static str;
}

impl Named for f32 {
    const NAME: &'static str = "float32";
}

impl Named for i64 {
    const NAME: &'static str = "int64";
}

impl Named for bool {
    const NAME: &'static str = "bool";
}

/// `out`, checked to be a writable C-contiguous `T` array of exactly `shape` that no other call
/// holds, or a new zeroed one when `out` is `None`. `who` names the game or batch and `what` the
/// argument in the errors: `TypeError` for an object that is not a numpy array,
/// `InvalidArgumentError` for the wrong dtype, shape or order, a read-only array, or one another
/// call is writing into.
pub fn output<'py, T: Named>(
    py: Python<'py>,
    out: Option<&Bound<'py, PyAny>>,
    shape: &[usize],
    who: &str,
    what: &str,
) -> PyResult<Bound<'py, PyArrayDyn<T>>> {
    let Some(out) = out.filter(|o| !o.is_none()) else {
        return Ok(PyArrayDyn::<T>::zeros(py, shape, false));
    };
    let untyped = out
        .cast::<PyUntypedArray>()
        .map_err(|_| wrong_type(what, "a numpy.ndarray", out))?;
    let dtype = untyped.dtype();
    if !dtype.is_equiv_to(&numpy::dtype::<T>(py)) {
        return Err(invalid_argument(format!(
            "{who}: {what} must have dtype {}, not {}",
            T::NAME,
            dtype.str()?
        )));
    }
    if untyped.shape() != shape {
        return Err(invalid_argument(format!(
            "{who}: {what} must have shape {}, not {}",
            shape_text(shape),
            shape_text(untyped.shape())
        )));
    }
    if !untyped.is_c_contiguous() {
        return Err(invalid_argument(format!(
            "{who}: {what} must be C-contiguous (numpy.ascontiguousarray makes a copy that is)"
        )));
    }
    Ok(out.cast::<PyArrayDyn<T>>()?.clone())
}

/// The array borrowed for writing. `InvalidArgumentError` for a read-only array or one that
/// another argument or call already holds (the same array passed twice).
pub fn writing<'py, T: Named>(
    array: &Bound<'py, PyArrayDyn<T>>,
    who: &str,
    what: &str,
) -> PyResult<PyReadwriteArrayDyn<'py, T>> {
    array.try_readwrite().map_err(|e| {
        invalid_argument(format!(
            "{who}: {what} cannot be written ({e}: a read-only array, or one passed twice)"
        ))
    })
}

/// The slice of a borrowed C-contiguous array.
pub fn slice<'a, T: Named>(array: &'a mut PyReadwriteArrayDyn<'_, T>) -> PyResult<&'a mut [T]> {
    array
        .as_slice_mut()
        .map_err(|e| invalid_argument(format!("the array is not contiguous: {e}")))
}

/// `(2, 8, 8, 119)`, as numpy writes a shape.
pub fn shape_text(shape: &[usize]) -> String {
    match shape {
        [one] => format!("({one},)"),
        _ => format!(
            "({})",
            shape
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// `n` action ids from a one-dimensional numpy array of any integer dtype, or a sequence of
/// `int`: `TypeError` for anything else (floats, bools, strings), `InvalidArgumentError` for
/// another length, and for an id that is negative or over `count - 1`, naming `who`, the id and
/// the index of the game.
pub fn actions(obj: &Bound<'_, PyAny>, n: usize, count: u32, who: &str) -> PyResult<Vec<u32>> {
    let raw: Vec<i64> = if let Ok(array) = obj.cast::<PyUntypedArray>() {
        let kind = array.dtype().kind();
        if !matches!(kind, b'i' | b'u') {
            return Err(invalid_argument(format!(
                "{who}: actions must have an integer dtype, not {}",
                array.dtype().str()?
            )));
        }
        if array.ndim() != 1 {
            return Err(invalid_argument(format!(
                "{who}: actions must have shape ({n},), not {}",
                shape_text(array.shape())
            )));
        }
        let as_i64 = array.call_method1("astype", ("int64",))?;
        let typed = as_i64.cast::<numpy::PyArray1<i64>>()?;
        typed.to_vec()?
    } else if obj.is_instance_of::<pyo3::types::PyString>()
        || obj.is_instance_of::<pyo3::types::PyBytes>()
    {
        return Err(wrong_type(
            "actions",
            "an integer array or a sequence of int",
            obj,
        ));
    } else {
        let mut ids = Vec::new();
        for item in obj
            .try_iter()
            .map_err(|_| wrong_type("actions", "an integer array or a sequence of int", obj))?
        {
            let item = item?;
            if !item.is_instance_of::<PyInt>() || item.is_instance_of::<PyBool>() {
                return Err(wrong_type("each action", "int", &item));
            }
            match item.extract::<i64>() {
                Ok(id) => ids.push(id),
                Err(_) => {
                    return Err(invalid_argument(format!(
                        "{who}: action {} of game {} is out of range (the ids are 0 to {})",
                        item.str()?,
                        ids.len(),
                        count.saturating_sub(1)
                    )));
                }
            }
        }
        ids
    };
    if raw.len() != n {
        return Err(invalid_argument(format!(
            "{who}: a batch of {n} games takes {n} actions, got {}",
            raw.len()
        )));
    }
    raw.iter()
        .enumerate()
        .map(|(i, &id)| match u32::try_from(id) {
            Ok(id) if id < count => Ok(id),
            _ => Err(invalid_argument(format!(
                "{who}: action {id} of game {i} is out of range (the ids are 0 to {})",
                count - 1
            ))),
        })
        .collect()
}
