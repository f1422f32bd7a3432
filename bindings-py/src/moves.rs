//! `Move` and `Piece`: immutable, comparable and hashable views of the core's values.

use pyo3::prelude::*;
use pyo3::types::PyType;

use crate::args;
use crate::errors::invalid_argument;

/// A legal move, with everything a board needs to show it: its PDN notation, the squares it
/// starts and ends on, every landing of a multi-jump, the captured squares and the role the piece
/// takes on (`promotion`, `"king"` when a man is crowned).
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

    /// Every square of the path, whatever `notation` writes: `"10x19x26"`, `"11-15"` for a step.
    /// It names the move on its own in any position where it is legal.
    #[getter]
    fn long(&self) -> String {
        self.0.long()
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

    /// The role the moving piece takes on by this move (`"king"` when a draughts man is
    /// crowned), or `None` when it keeps its role.
    #[getter]
    fn promotion(&self) -> Option<&'static str> {
        self.0.promotion().map(|r| r.name())
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
        if let Some(role) = self.0.promotion() {
            out.push_str(&format!(" promotion={}", role.name()));
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

/// A piece: its side (`"black"` or `"white"`) and its role (`"man"`, `"king"`, ...). Its letter
/// in a FEN or on a text board depends on the game: `symbol(variant)` and
/// `Piece.from_symbol(letter, variant)` (draughts: `b` black man, `B` black king, `w` white man,
/// `W` white king).
#[pyclass(module = "damero", name = "Piece", frozen, eq, hash)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece(pub damero::Piece);

#[pymethods]
impl Piece {
    /// A piece of `side` (`"black"` or `"white"`) and `role` (`"man"`, `"king"`, ...).
    #[new]
    #[pyo3(signature = (side, role = None), text_signature = "(side, role='man')")]
    fn new(side: &Bound<'_, PyAny>, role: Option<&Bound<'_, PyAny>>) -> PyResult<Piece> {
        let side = args::side(side)?;
        let role = match role {
            Some(r) => args::role(r)?,
            None => damero::Role::Man,
        };
        Ok(Piece(damero::Piece { side, role }))
    }

    /// The piece a letter stands for in `variant` (draughts: `b`, `B`, `w` or `W`).
    #[classmethod]
    #[pyo3(signature = (symbol, variant = None), text_signature = "(symbol, variant='english')")]
    fn from_symbol(
        _cls: &Bound<'_, PyType>,
        symbol: &Bound<'_, PyAny>,
        variant: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Piece> {
        let symbol = args::text(symbol, "symbol")?;
        let variant = variant_or_english(variant)?;
        let mut chars = symbol.chars();
        let found = match (chars.next(), chars.next()) {
            (Some(letter), None) => variant.piece_from_letter(letter),
            _ => None,
        };
        found.map(Piece).ok_or_else(|| {
            invalid_argument(format!(
                "{symbol:?} is not the letter of a piece in {variant}"
            ))
        })
    }

    /// `"black"` or `"white"`.
    #[getter]
    fn side(&self) -> &'static str {
        self.0.side.name()
    }

    /// `"man"` or `"king"` in draughts.
    #[getter]
    fn role(&self) -> &'static str {
        self.0.role.name()
    }

    /// The piece's letter in `variant` (draughts: `b` black man, `B` black king, `w` white man,
    /// `W` white king), or `None` if that game has no such piece.
    #[pyo3(signature = (variant = None), text_signature = "($self, variant='english')")]
    fn symbol(&self, variant: Option<&Bound<'_, PyAny>>) -> PyResult<Option<String>> {
        Ok(variant_or_english(variant)?
            .letter(self.0)
            .map(|c| c.to_string()))
    }

    fn __str__(&self) -> String {
        format!("{} {}", self.0.side.name(), self.0.role.name())
    }

    fn __repr__(&self) -> String {
        format!("Piece('{}', '{}')", self.0.side.name(), self.0.role.name())
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
    ) -> PyResult<(Bound<'py, PyAny>, (&'static str, &'static str))> {
        Ok((
            py.get_type::<Piece>().into_any(),
            (self.0.side.name(), self.0.role.name()),
        ))
    }
}

/// A variant argument that defaults to English.
fn variant_or_english(variant: Option<&Bound<'_, PyAny>>) -> PyResult<damero::Variant> {
    variant.map_or(Ok(damero::Variant::English), args::variant)
}
