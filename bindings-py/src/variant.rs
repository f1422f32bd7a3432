//! `Variant`: a game the library knows, with its board and options, and `Geometry`: a board, all
//! from the core.

use pyo3::basic::CompareOp;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString};

use crate::args;
use crate::errors::IntoPy;

/// A variant: its name and family, its board (size, square numbering, algebraic square names;
/// `geometry_for` for a board its options size), the names of its sides and its options. `damero.variants()` lists them; `damero.Variant("international")` is one by
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

    /// The family of games it belongs to: `"draughts"`, `"chess"` or `"placement"`. The family
    /// says which rules engine plays the game; how its board is drawn is in `geometry`.
    #[getter]
    fn family(&self) -> &'static str {
        self.0.family().name()
    }

    /// The variant's board with its default options (a `Geometry`). A game's options may size
    /// its board: `Game.geometry()` is the board a game is played on.
    #[getter]
    fn geometry(&self) -> Geometry {
        Geometry(self.0.geometry())
    }

    /// The board of a game of this variant with these options, as `Game(variant, option_text,
    /// **options).geometry()` would have it without making the game: a placement game's `size`
    /// sizes it (`Variant("connect4").geometry_for(size="6x5")` has 6 columns and 5 rows), other
    /// variants have one board. Raises `InvalidOptionError` as `Game()` does for options the
    /// variant does not take (an unknown key, a bad value, a size it is not played on).
    #[pyo3(signature = (option_text = None, **options))]
    fn geometry_for(
        &self,
        option_text: Option<&Bound<'_, PyAny>>,
        options: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Geometry> {
        let options = args::options(self.0, option_text, options)?
            .unwrap_or_else(|| self.0.default_options());
        Ok(Geometry(self.0.geometry_for(&options)))
    }

    /// The name a board shows for a side (`"black"` or `"white"`): the side's own name, except in
    /// Connect Four, where Black (the first player) is `"red"` and White `"yellow"`. The API
    /// always names sides `"black"` and `"white"` (`Status.turn`, `Piece.side`, `resign()`).
    /// Raises `InvalidArgumentError` for another side name and `TypeError` for a non-`str`.
    #[pyo3(signature = (side, /), text_signature = "($self, side, /)")]
    fn side_name(&self, side: &Bound<'_, PyAny>) -> PyResult<&'static str> {
        Ok(self.0.side_name(args::side(side)?))
    }

    /// Rows of the default board (`geometry.rows`).
    #[getter]
    fn rows(&self) -> u8 {
        self.0.geometry().rows
    }

    /// Columns of the default board (`geometry.columns`).
    #[getter]
    fn columns(&self) -> u8 {
        self.0.geometry().columns
    }

    /// Number of playing squares of the default board (32 on 8x8, 50 on 10x10; `geometry.squares`).
    #[getter]
    fn squares(&self) -> u8 {
        self.0.geometry().squares()
    }

    /// The lowest square number of the default board; squares run from it to
    /// `first_square + squares - 1` (`geometry.first_square`).
    #[getter]
    fn first_square(&self) -> u8 {
        self.0.geometry().first_square()
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

    /// Every square number of the default board, in order (`geometry.square_numbers()`).
    fn square_numbers(&self) -> Vec<u16> {
        square_numbers(&self.0.geometry())
    }

    /// The algebraic name of a square of the default board (`"b8"` for English square 1; the
    /// core's `Variant::square_name`). Raises `InvalidArgumentError` for a square the board does
    /// not have (`square_name(0)` of a draughts board, 64 of chess), as every language does, and
    /// `TypeError` for a square that is not an `int`.
    fn square_name(&self, square: &Bound<'_, PyAny>) -> PyResult<String> {
        let variant = self.0;
        args::Square::read(square, "square")?.answer(|n| variant.square_name(n))
    }

    /// The square of the default board with an algebraic name (`"b8"`), or `None` for a name
    /// that is not a playing square of this board (`geometry.square_from_name`).
    fn square_from_name(&self, name: &Bound<'_, PyAny>) -> PyResult<Option<u8>> {
        square_from_name(&self.0.geometry(), name)
    }

    /// `(row, column)` of a square of the default board, or `None` if the board has no such
    /// square (`geometry.coordinates`).
    fn coordinates(&self, square: &Bound<'_, PyAny>) -> PyResult<Option<(u8, u8)>> {
        coordinates(&self.0.geometry(), square)
    }

    /// The square of the default board at a row and column, or `None` on a square that is not
    /// played on or off the board (`geometry.square_at`).
    fn square_at(&self, row: &Bound<'_, PyAny>, column: &Bound<'_, PyAny>) -> PyResult<Option<u8>> {
        square_at(&self.0.geometry(), row, column)
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

// The questions a board answers, shared by `Variant` (its default board) and `Geometry`.

fn square_numbers(g: &damero::Geometry) -> Vec<u16> {
    // `u16`: a `Vec<u8>` would become `bytes`.
    (g.first_square() as u16..=g.last_square() as u16).collect()
}

fn square_from_name(g: &damero::Geometry, name: &Bound<'_, PyAny>) -> PyResult<Option<u8>> {
    Ok(g.square_from_name(&args::text(name, "name")?))
}

fn coordinates(g: &damero::Geometry, square: &Bound<'_, PyAny>) -> PyResult<Option<(u8, u8)>> {
    Ok(args::small(square, "square")?.and_then(|s| g.coordinates(s)))
}

fn square_at(
    g: &damero::Geometry,
    row: &Bound<'_, PyAny>,
    column: &Bound<'_, PyAny>,
) -> PyResult<Option<u8>> {
    match (args::small(row, "row")?, args::small(column, "column")?) {
        (Some(r), Some(c)) => Ok(g.square_at(r, c)),
        _ => Ok(None),
    }
}

/// A board: its size, how its squares are numbered and named, and how it is drawn, from the
/// core. `Variant.geometry` is a variant's default board, `Game.geometry()` the board a game is
/// played on. Read-only; two geometries are equal when every attribute is.
///
/// Rows and columns count from the top left as the board is drawn with the first player's side
/// at the bottom (White in chess and draughts): row 0 is the top row, column 0 the left column.
/// Squares are ints in the board's own numbering (`numbering`), from `first_square` to
/// `last_square`. `square_name` raises `InvalidArgumentError` for a square the board does not
/// have; the other questions (`coordinates`, `square_at`, `square_from_name`) answer `None` for
/// a square, row, column or name it does not have. Each raises `TypeError` for an argument of the
/// wrong type.
#[pyclass(module = "damero", name = "Geometry", frozen, eq, hash)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Geometry(pub damero::Geometry);

#[pymethods]
impl Geometry {
    /// Rows of the board.
    #[getter]
    fn rows(&self) -> u8 {
        self.0.rows
    }

    /// Columns of the board.
    #[getter]
    fn columns(&self) -> u8 {
        self.0.columns
    }

    /// How the squares are numbered: `"pdn"` (the dark squares from the top left, from 1),
    /// `"mirrored"` (the turned Italian board, 1 = a8), `"mirrored_from_white"` (the turned
    /// Spanish board, 1 = h1), `"all_squares"` (every square from the top left, from 1: Turkish),
    /// `"from_bottom_left"` (every square from a1 = 0 at the bottom left, row by row upwards:
    /// chess) or `"from_top_left"` (every square from a1 = 0 at the top left, row by row
    /// downwards: the Othello convention).
    #[getter]
    fn numbering(&self) -> &'static str {
        self.0.numbering.code()
    }

    /// How a drawn board labels its squares: `"every"` (every playing square carries its
    /// number: draughts) or `"edge"` (column letters and row numbers at the edges: chess).
    #[getter]
    fn labels(&self) -> &'static str {
        self.0.labels.code()
    }

    /// How a drawn board shades its squares: `"diagonal"` (the playing squares dark, the others
    /// light: draughts), `"checkered"` (light and dark alternate, a1 dark: chess) or `"plain"`
    /// (every square alike: Turkish draughts, Reversi, Connect Four).
    #[getter]
    fn shading(&self) -> &'static str {
        self.0.shading.code()
    }

    /// Whether a piece falls to the lowest empty square of the column it is dropped in (Connect
    /// Four): a board then lets the player pick a column.
    #[getter]
    fn drops(&self) -> bool {
        self.0.drops
    }

    /// Number of squares played on: the dark ones on a draughts board (32 on 8x8, 50 on 10x10),
    /// every square otherwise.
    #[getter]
    fn squares(&self) -> u8 {
        self.0.squares()
    }

    /// The lowest square number: 1 on a draughts board, 0 on the others.
    #[getter]
    fn first_square(&self) -> u8 {
        self.0.first_square()
    }

    /// The highest square number, `first_square + squares - 1`.
    #[getter]
    fn last_square(&self) -> u8 {
        self.0.last_square()
    }

    /// Every square number, `first_square` to `last_square`, in order.
    fn square_numbers(&self) -> Vec<u16> {
        square_numbers(&self.0)
    }

    /// The algebraic name of a square: its column letter (`a` on the left) and its row number,
    /// e.g. English square 1 is `"b8"`, chess square 0 is `"a1"`. Raises `InvalidArgumentError`
    /// for a square the board does not have (the core's check of squares, as `Variant.square_name`
    /// and every language), `TypeError` for a square that is not an `int`.
    fn square_name(&self, square: &Bound<'_, PyAny>) -> PyResult<String> {
        let g = self.0;
        args::Square::read(square, "square")?.answer(|n| {
            let square = g.check_square(n, "this board")?;
            Ok(g.square_name(square).unwrap_or_default())
        })
    }

    /// The square with an algebraic name (`"b8"`), or `None` for a name that is not a playing
    /// square of this board.
    fn square_from_name(&self, name: &Bound<'_, PyAny>) -> PyResult<Option<u8>> {
        square_from_name(&self.0, name)
    }

    /// `(row, column)` of a square, row 0 at the top and column 0 at the left; `None` if the
    /// board has no such square.
    fn coordinates(&self, square: &Bound<'_, PyAny>) -> PyResult<Option<(u8, u8)>> {
        coordinates(&self.0, square)
    }

    /// The square at a row and column, or `None` on a square that is not played on (the light
    /// squares of a draughts board) or off the board.
    fn square_at(&self, row: &Bound<'_, PyAny>, column: &Bound<'_, PyAny>) -> PyResult<Option<u8>> {
        square_at(&self.0, row, column)
    }

    fn __repr__(&self) -> String {
        let g = &self.0;
        format!(
            "damero.Geometry(rows={}, columns={}, numbering='{}', labels='{}', shading='{}', \
             drops={}, squares={}, first_square={})",
            g.rows,
            g.columns,
            g.numbering.code(),
            g.labels.code(),
            g.shading.code(),
            if g.drops { "True" } else { "False" },
            g.squares(),
            g.first_square(),
        )
    }

    fn __copy__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __deepcopy__<'py>(slf: PyRef<'py, Self>, _memo: &Bound<'py, PyAny>) -> PyRef<'py, Self> {
        slf
    }
}
