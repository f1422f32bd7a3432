//! `Move` and `Piece`: immutable, comparable and hashable views of the core's values.

use damero::Side;
use pyo3::prelude::*;
use pyo3::types::PyType;

use crate::args;

/// A legal move, with everything a board needs to show it: its PDN notation, the squares it
/// starts and ends on, every landing of a multi-jump, the captured squares and whether it crowns.
/// Moves come from `Game.legal_moves()`, `Game.play()` and `Game.history`; two moves are equal
/// when all of these are.
#[pyclass(module = "damero", name = "Move", frozen, eq, hash)]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Move(pub damero::Move);

#[pymethods]
impl Move {
    /// PDN text: `"11-15"` for a step, `"15x24"` for a capture, the whole route `"10x19x26"`
    /// only when another legal move has the same first and last squares.
    #[getter]
    fn notation(&self) -> &str {
        self.0.notation()
    }

    /// The square the piece leaves.
    #[getter]
    #[allow(clippy::wrong_self_convention)] // the Python name, as in python-chess
    fn from_square(&self) -> u8 {
        self.0.from()
    }

    /// The square the piece ends on.
    #[getter]
    fn to_square(&self) -> u8 {
        self.0.to()
    }

    /// The start square, then every square the piece lands on, in order.
    #[getter]
    fn path(&self) -> Vec<u16> {
        widen(self.0.path())
    }

    /// The squares of the captured pieces in the order they are jumped; empty for a step.
    #[getter]
    fn captures(&self) -> Vec<u16> {
        widen(self.0.captures())
    }

    /// Whether a man is crowned by this move.
    #[getter]
    fn crowns(&self) -> bool {
        self.0.crowns()
    }

    /// Whether the move captures.
    #[getter]
    fn is_capture(&self) -> bool {
        self.0.is_capture()
    }

    fn __str__(&self) -> &str {
        self.0.notation()
    }

    fn __repr__(&self) -> String {
        let mut out = format!("<Move {}", self.0.notation());
        if self.0.is_capture() {
            out.push_str(&format!(" captures={:?}", self.0.captures()));
        }
        if self.0.crowns() {
            out.push_str(" crowns");
        }
        out.push('>');
        out
    }

    fn __copy__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __deepcopy__<'py>(slf: PyRef<'py, Self>, _memo: &Bound<'py, PyAny>) -> PyRef<'py, Self> {
        slf
    }
}

/// `u8` squares as a list of ints (a `Vec<u8>` would become `bytes`).
fn widen(squares: &[u8]) -> Vec<u16> {
    squares.iter().map(|&s| s as u16).collect()
}

/// A piece: its side (`"black"` or `"white"`) and whether it is a king. `symbol` is one letter:
/// `b` black man, `B` black king, `w` white man, `W` white king.
#[pyclass(module = "damero", name = "Piece", frozen, eq, hash)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece(pub damero::Piece);

#[pymethods]
impl Piece {
    /// A piece of `side` (`"black"` or `"white"`), a king if `king`.
    #[new]
    #[pyo3(signature = (side, king = false))]
    fn new(side: &Bound<'_, PyAny>, king: bool) -> PyResult<Piece> {
        Ok(Piece(damero::Piece {
            side: args::side(side)?,
            king,
        }))
    }

    /// The piece written as `symbol` (`b`, `B`, `w` or `W`).
    #[classmethod]
    fn from_symbol(_cls: &Bound<'_, PyType>, symbol: &Bound<'_, PyAny>) -> PyResult<Piece> {
        let symbol = args::text(symbol, "symbol")?;
        let found = Side::BOTH
            .into_iter()
            .flat_map(|side| [false, true].map(|king| damero::Piece { side, king }))
            .find(|p| symbol.chars().eq(std::iter::once(p.letter())));
        found.map(Piece).ok_or_else(|| {
            crate::errors::invalid_argument(format!(
                "{symbol:?} is not a piece symbol (expected b, B, w or W)"
            ))
        })
    }

    /// `"black"` or `"white"`.
    #[getter]
    fn side(&self) -> &'static str {
        self.0.side.name()
    }

    /// Whether the piece is a king (crowned) rather than a man.
    #[getter]
    fn king(&self) -> bool {
        self.0.king
    }

    /// One letter: `b` black man, `B` black king, `w` white man, `W` white king.
    #[getter]
    fn symbol(&self) -> String {
        self.0.letter().to_string()
    }

    fn __str__(&self) -> String {
        self.0.letter().to_string()
    }

    fn __repr__(&self) -> String {
        let king = if self.0.king { ", king=True" } else { "" };
        format!("Piece('{}'{king})", self.0.side.name())
    }

    fn __copy__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __deepcopy__<'py>(slf: PyRef<'py, Self>, _memo: &Bound<'py, PyAny>) -> PyRef<'py, Self> {
        slf
    }

    fn __reduce__<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<(Bound<'py, PyAny>, (&'static str, bool))> {
        Ok((
            py.get_type::<Piece>().into_any(),
            (self.0.side.name(), self.0.king),
        ))
    }
}
