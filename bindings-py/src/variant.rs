//! `Variant`: a game the library knows, with its board and options, all from the core.

use pyo3::basic::CompareOp;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString};

use crate::args;
use crate::errors::IntoPy;

/// A variant: its name and family, its board (size, square numbering, algebraic square names)
/// and its options. `damero.variants()` lists them; `damero.Variant("international")` is one by
/// name. Row 0 is the top row and column 0 the left column as White sees the board. A variant
/// compares equal to its name, so `"english" in damero.variants()` holds, and every function
/// that takes a variant name takes a `Variant` too.
#[pyclass(module = "damero", name = "Variant", frozen)]
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct PyVariant(pub damero::Variant);

#[pymethods]
impl PyVariant {
    /// The variant named `name`, e.g. `Variant("english")`.
    #[new]
    fn new(name: &Bound<'_, PyAny>) -> PyResult<PyVariant> {
        args::variant(name).map(PyVariant)
    }

    /// The name used in every API and in fragments, e.g. `"english"`.
    #[getter]
    fn name(&self) -> &'static str {
        self.0.name()
    }

    /// The family of games it belongs to, e.g. `"draughts"`.
    #[getter]
    fn family(&self) -> &'static str {
        self.0.family()
    }

    /// Rows of the board.
    #[getter]
    fn rows(&self) -> u8 {
        self.0.rows()
    }

    /// Columns of the board.
    #[getter]
    fn columns(&self) -> u8 {
        self.0.columns()
    }

    /// Number of playing squares (32 on 8x8, 50 on 10x10).
    #[getter]
    fn squares(&self) -> u8 {
        self.0.squares()
    }

    /// The lowest square number; squares run from it to `first_square + squares - 1`.
    #[getter]
    fn first_square(&self) -> u8 {
        self.0.first_square()
    }

    /// The option keys this variant accepts, in the order of the option text.
    #[getter]
    fn option_keys(&self) -> Vec<&'static str> {
        self.0.option_keys().to_vec()
    }

    /// The default value of each option, `{key: text}`.
    #[getter]
    fn default_options<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let defaults = self.0.default_options();
        let out = PyDict::new(py);
        for key in self.0.option_keys() {
            out.set_item(key, defaults.get(key).py_err()?)?;
        }
        Ok(out)
    }

    /// Every square number of the board, in order.
    fn square_numbers(&self) -> Vec<u16> {
        // `u16`: a `Vec<u8>` would become `bytes`.
        let first = self.0.first_square() as u16;
        (first..first + self.0.squares() as u16).collect()
    }

    /// The algebraic name of a square (`"b8"` for English square 1), or `None` if the board has
    /// no such square.
    fn square_name(&self, square: &Bound<'_, PyAny>) -> PyResult<Option<String>> {
        Ok(args::small(square, "square")?.and_then(|s| self.0.square_name(s)))
    }

    /// The square with an algebraic name (`"b8"`), or `None` for a name that is not a playing
    /// square of this board.
    fn square_from_name(&self, name: &Bound<'_, PyAny>) -> PyResult<Option<u8>> {
        Ok(self.0.square_from_name(&args::text(name, "name")?))
    }

    /// `(row, column)` of a square, or `None` if the board has no such square.
    fn coordinates(&self, square: &Bound<'_, PyAny>) -> PyResult<Option<(u8, u8)>> {
        Ok(args::small(square, "square")?.and_then(|s| self.0.coordinates(s)))
    }

    /// The square at a row and column, or `None` on a light square or off the board.
    fn square_at(&self, row: &Bound<'_, PyAny>, column: &Bound<'_, PyAny>) -> PyResult<Option<u8>> {
        match (args::small(row, "row")?, args::small(column, "column")?) {
            (Some(r), Some(c)) => Ok(self.0.square_at(r, c)),
            _ => Ok(None),
        }
    }

    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> PyResult<Py<PyAny>> {
        let py = other.py();
        let same = if let Ok(v) = other.cast::<PyVariant>() {
            v.get().0 == self.0
        } else if let Ok(s) = other.cast::<PyString>() {
            s.to_string_lossy() == self.0.name()
        } else {
            return Ok(py.NotImplemented());
        };
        let answer = match op {
            CompareOp::Eq => same,
            CompareOp::Ne => !same,
            _ => return Ok(py.NotImplemented()),
        };
        Ok(answer.into_pyobject(py)?.to_owned().into_any().unbind())
    }

    /// The hash of its name, as it compares equal to its name.
    fn __hash__(slf: &Bound<'_, Self>) -> PyResult<isize> {
        PyString::new(slf.py(), slf.get().0.name()).hash()
    }

    fn __str__(&self) -> &'static str {
        self.0.name()
    }

    fn __repr__(&self) -> String {
        format!("damero.Variant('{}')", self.0.name())
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (&'static str,))> {
        Ok((py.get_type::<PyVariant>().into_any(), (self.0.name(),)))
    }

    fn __copy__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __deepcopy__<'py>(slf: PyRef<'py, Self>, _memo: &Bound<'py, PyAny>) -> PyRef<'py, Self> {
        slf
    }
}

/// Every variant, in the core's order (`damero::Variant::ALL`).
#[pyfunction]
pub fn variants() -> Vec<PyVariant> {
    damero::Variant::ALL.into_iter().map(PyVariant).collect()
}
