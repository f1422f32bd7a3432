//! Python bindings of damero: the native module `damero._native`, re-exported by the `damero`
//! package (`python/damero/__init__.py`). Every rule, notation, FEN, fragment and status comes
//! from the core crate; this crate only converts arguments and results and maps errors.

use pyo3::prelude::*;

mod args;
mod errors;
mod game;
mod moves;
mod perft;
mod status;

/// The board of a variant: its size and where each numbered square is. Row 0 is the top row
/// and column 0 the left column as White sees the board.
#[pyclass(module = "damero", name = "Geometry", frozen, eq)]
#[derive(Clone, PartialEq, Eq)]
struct Geometry(damero::Variant);

#[pymethods]
impl Geometry {
    /// The variant's name.
    #[getter]
    fn variant(&self) -> &'static str {
        self.0.name()
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

    /// Number of playing squares, numbered from 1.
    #[getter]
    fn squares(&self) -> u8 {
        self.0.squares()
    }

    /// `(row, column)` of a square, or `None` if the board has no such square.
    fn coordinates(&self, square: &Bound<'_, PyAny>) -> PyResult<Option<(u8, u8)>> {
        Ok(args::square(square)?.and_then(|s| self.0.coordinates(s)))
    }

    /// The square at a row and column, or `None` on a light square or off the board.
    fn square_at(&self, row: &Bound<'_, PyAny>, column: &Bound<'_, PyAny>) -> PyResult<Option<u8>> {
        match (args::square(row)?, args::square(column)?) {
            (Some(r), Some(c)) => Ok(self.0.square_at(r, c)),
            _ => Ok(None),
        }
    }

    fn __repr__(&self) -> String {
        format!("damero.geometry('{}')", self.0.name())
    }
}

/// The board geometry of `variant`.
#[pyfunction]
fn geometry(variant: &Bound<'_, PyAny>) -> PyResult<Geometry> {
    Ok(Geometry(args::variant(variant)?))
}

/// The names of every variant, e.g. `["english"]`.
#[pyfunction]
fn variants() -> Vec<&'static str> {
    damero::variants()
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", damero::VERSION)?;
    m.add("OPTION_KEYS", damero::OPTION_KEYS.to_vec())?;
    m.add("MAX_PERFT_DEPTH", damero::MAX_PERFT_DEPTH)?;
    m.add("FRAGMENT_VERSION", damero::FRAGMENT_VERSION)?;
    m.add_class::<game::Game>()?;
    m.add_class::<moves::Move>()?;
    m.add_class::<moves::Piece>()?;
    m.add_class::<status::Status>()?;
    m.add_class::<Geometry>()?;
    m.add_function(wrap_pyfunction!(perft::perft, m)?)?;
    m.add_function(wrap_pyfunction!(variants, m)?)?;
    m.add_function(wrap_pyfunction!(geometry, m)?)?;
    errors::register(m)?;
    Ok(())
}
