//! `Move` and `Piece`: immutable, comparable and hashable views of the core's values.

use pyo3::prelude::*;
use pyo3::types::{PyList, PySlice, PyTuple, PyType};
use std::hash::{Hash, Hasher};
use std::sync::{Arc, OnceLock};

use crate::args;
use crate::errors::invalid_argument;

/// A legal move, with everything a board needs to show it: what it does (`kind`: a piece
/// travels, a disc is placed, or the side passes), its notation, the squares it starts and ends
/// on, the square a player clicks to make it (`target`), every landing of a multi-jump, the
/// captured squares and the role the piece takes on (`promotion`, `"king"` when a man is
/// crowned). Its attributes are the fields of `damero.MOVE_FIELDS`, `from` and `to` named
/// `from_square` and `to_square`. Moves come from `Game.legal_moves()`, `Game.play()` and
/// `Game.history()`; two moves are equal when all of these are.
#[pyclass(module = "damero", name = "Move", frozen, eq, hash)]
pub struct Move {
    source: Source,
}

/// Where a `Move`'s core move lives: in a `Moves` it was read from (so making one copies no
/// move), or in a box of its own.
enum Source {
    Listed(Py<Moves>, usize),
    Alone(Box<damero::Move>),
    /// The move of a node of a game read from a file (`crate::files`), shared with its record.
    Record(Arc<damero::files::GameRecord>, usize),
}

impl Move {
    /// A move of its own.
    pub fn one(mv: damero::Move) -> Move {
        Move {
            source: Source::Alone(Box::new(mv)),
        }
    }

    /// The move played to reach `node` of `record` (which has one).
    pub fn in_record(record: Arc<damero::files::GameRecord>, node: usize) -> Move {
        debug_assert!(record.nodes[node].played.is_some());
        Move {
            source: Source::Record(record, node),
        }
    }

    /// The list this move was read from and its index there, if it was.
    pub fn listed(&self) -> Option<(&Py<Moves>, usize)> {
        match &self.source {
            Source::Listed(list, index) => Some((list, *index)),
            Source::Alone(_) | Source::Record(..) => None,
        }
    }

    /// The core's move.
    pub fn get(&self) -> &damero::Move {
        match &self.source {
            Source::Listed(list, index) => &list.get().moves()[*index],
            Source::Alone(mv) => mv,
            Source::Record(record, node) => record
                .played(*node)
                .expect("a node made into a Move has a move"),
        }
    }
}

impl PartialEq for Move {
    fn eq(&self, other: &Move) -> bool {
        self.get() == other.get()
    }
}

impl Eq for Move {}

impl Hash for Move {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.get().hash(state);
    }
}

#[pymethods]
impl Move {
    /// What the move does: `"travel"` (a piece moves from one square to another: draughts,
    /// chess), `"place"` (a disc is put on an empty square; `from_square` is `None`) or `"pass"`
    /// (the side to move passes; `path` is empty and `from_square`, `to_square` and `target` are
    /// `None`).
    #[getter]
    fn kind(&self) -> &'static str {
        self.get().kind().code()
    }

    /// The standard notation. Draughts: PDN text, `"11-15"` for a step, `"15x24"` for a capture,
    /// the whole route `"10x19x26"` only when another legal move has the same first and last
    /// squares; chess: SAN (`"Nf3"`, `"exd8=Q+"`).
    #[getter]
    fn notation(&self) -> &str {
        self.get().notation()
    }

    /// The long form, which names the move on its own in any position where it is legal.
    /// Draughts: every square of the path, whatever `notation` writes (`"10x19x26"`, `"11-15"`
    /// for a step); chess: UCI (`"e2e4"`, `"e7e8q"`).
    #[getter]
    fn long(&self) -> String {
        self.get().long()
    }

    /// The square the piece leaves (the first square of `path`); `None` for a placement and a
    /// pass. The core's field `from`.
    #[getter]
    #[allow(clippy::wrong_self_convention)] // the Python name, as in python-chess
    fn from_square(&self) -> Option<u8> {
        self.get().from()
    }

    /// The square the piece ends on or the disc is put on (the last square of `path`; a draughts
    /// king whose captures go round ends on its start square); `None` for a pass. The core's
    /// field `to`.
    #[getter]
    fn to_square(&self) -> Option<u8> {
        self.get().to()
    }

    /// The square a player clicks to make the move once its piece is picked (for a placement,
    /// at once): the last square of `path`, except for a chess castling, where it is the square
    /// the UCI text names (the king's landing square, or in Chess960 the square of the rook it
    /// castles with); `None` for a pass. A board marks a picked piece's destinations here.
    #[getter]
    fn target(&self) -> Option<u8> {
        self.get().target()
    }

    /// The start square, then every square the piece lands on, in order (chess: `[from, to]`,
    /// castling `[king from, king to]`); the one square of a placement; empty for a pass.
    #[getter]
    fn path(&self) -> Vec<u16> {
        widen(self.get().path())
    }

    /// The squares of the captured pieces in the order they are jumped (empty for a step); in
    /// chess the square of the taken piece, which is not `to_square` for en passant; in Reversi
    /// the discs the placement turns over, ascending.
    #[getter]
    fn captures(&self) -> Vec<u16> {
        widen(self.get().captures())
    }

    /// The role the moving piece takes on by this move (`"king"` when a draughts man is
    /// crowned; `"queen"`, `"rook"`, `"bishop"` or `"knight"` for a chess promotion), or `None`
    /// when it keeps its role.
    #[getter]
    fn promotion(&self) -> Option<&'static str> {
        self.get().promotion().map(|r| r.name())
    }

    /// Whether the move captures (or, in Reversi, turns discs over): `captures` is not empty.
    #[getter]
    fn is_capture(&self) -> bool {
        self.get().is_capture()
    }

    fn __str__(&self) -> &str {
        self.get().notation()
    }

    fn __repr__(&self) -> String {
        describe(self.get())
    }

    fn __copy__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __deepcopy__<'py>(slf: PyRef<'py, Self>, _memo: &Bound<'py, PyAny>) -> PyRef<'py, Self> {
        slf
    }
}

/// The legal moves of a position (from `Game.legal_moves()` and `Game.completions()`): an
/// immutable sequence of `Move`, sorted by path, that makes each `Move` object only when it is
/// read. It indexes, slices (into a list), iterates, answers `len()` and `in`, and equals a list
/// or tuple of the same moves; `list(moves)` makes a list.
#[pyclass(module = "damero", name = "Moves", frozen, sequence)]
pub struct Moves {
    /// The core's moves, once built.
    list: OnceLock<Vec<damero::Move>>,
    /// How many moves there are.
    len: usize,
    /// While `list` is empty: the position's legal moves as the core keeps them, from which
    /// `list` is built when first read (the game may have moved on by then).
    listed: Option<damero::LegalMoves>,
}

impl Moves {
    /// A sequence of these moves.
    pub fn new(moves: Vec<damero::Move>) -> Moves {
        Moves {
            len: moves.len(),
            list: OnceLock::from(moves),
            listed: None,
        }
    }

    /// The legal moves `listed`, built into `Move`s when first read.
    pub fn pending(listed: damero::LegalMoves) -> Moves {
        Moves {
            list: OnceLock::new(),
            len: listed.len(),
            listed: Some(listed),
        }
    }

    /// The core's moves, built on first use.
    pub fn moves(&self) -> &[damero::Move] {
        self.list.get_or_init(|| {
            self.listed
                .as_ref()
                .map_or_else(Vec::new, damero::LegalMoves::to_vec)
        })
    }

    fn item(slf: &Bound<'_, Moves>, index: usize) -> Move {
        Move {
            source: Source::Listed(slf.clone().unbind(), index),
        }
    }

    fn objects<'py>(slf: &Bound<'py, Moves>) -> PyResult<Bound<'py, PyList>> {
        PyList::new(slf.py(), (0..slf.get().len).map(|i| Moves::item(slf, i)))
    }

    /// The moves of `other` when it is a `Moves`, or a list or tuple of `Move` only.
    fn moves_of(other: &Bound<'_, PyAny>) -> PyResult<Option<Vec<damero::Move>>> {
        if let Ok(m) = other.cast::<Moves>() {
            return Ok(Some(m.get().moves().to_vec()));
        }
        if !(other.is_instance_of::<PyList>() || other.is_instance_of::<PyTuple>()) {
            return Ok(None);
        }
        let mut out = Vec::new();
        for item in other.try_iter()? {
            match item?.cast::<Move>() {
                Ok(m) => out.push(m.get().get().clone()),
                Err(_) => return Ok(None),
            }
        }
        Ok(Some(out))
    }
}

#[pymethods]
impl Moves {
    fn __len__(&self) -> usize {
        self.len
    }

    fn __getitem__<'py>(
        slf: &Bound<'py, Self>,
        index: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let py = slf.py();
        if let Ok(slice) = index.cast::<PySlice>() {
            return Moves::objects(slf)?.as_any().get_item(slice);
        }
        let i: isize = index.extract()?;
        let len = slf.get().len as isize;
        let at = if i < 0 { i + len } else { i };
        if at < 0 || at >= len {
            return Err(pyo3::exceptions::PyIndexError::new_err(
                "move index out of range",
            ));
        }
        Ok(Bound::new(py, Moves::item(slf, at as usize))?.into_any())
    }

    fn __iter__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyAny>> {
        Ok(Moves::objects(slf)?.try_iter()?.into_any())
    }

    fn __reversed__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyAny>> {
        let list = Moves::objects(slf)?;
        list.reverse()?;
        Ok(list.try_iter()?.into_any())
    }

    fn __contains__(&self, item: &Bound<'_, PyAny>) -> bool {
        item.cast::<Move>()
            .is_ok_and(|m| self.moves().contains(m.get().get()))
    }

    /// The place of `move` in the sequence; `ValueError` when it is not there.
    #[pyo3(signature = (move_, /), text_signature = "($self, move, /)")]
    fn index(&self, move_: &Bound<'_, PyAny>) -> PyResult<usize> {
        move_
            .cast::<Move>()
            .ok()
            .and_then(|m| self.moves().iter().position(|x| x == m.get().get()))
            .ok_or_else(|| pyo3::exceptions::PyValueError::new_err("the move is not in the list"))
    }

    /// How many times `move` is in the sequence (0 or 1).
    #[pyo3(signature = (move_, /), text_signature = "($self, move, /)")]
    fn count(&self, move_: &Bound<'_, PyAny>) -> usize {
        move_.cast::<Move>().map_or(0, |m| {
            self.moves().iter().filter(|x| *x == m.get().get()).count()
        })
    }

    fn __eq__<'py>(&self, other: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
        let py = other.py();
        Ok(match Moves::moves_of(other)? {
            Some(theirs) => pyo3::types::PyBool::new(py, theirs == self.moves())
                .to_owned()
                .into_any(),
            None => py.NotImplemented().into_bound(py),
        })
    }

    fn __repr__(&self) -> String {
        let items: Vec<String> = self.moves().iter().map(describe).collect();
        format!("[{}]", items.join(", "))
    }
}

/// `<Move 15x24 captures=[19]>`: a move as `repr` shows it (with its kind when it is not a
/// travel: `<Move d3 kind=place captures=[28]>`).
fn describe(mv: &damero::Move) -> String {
    let mut out = format!("<Move {}", mv.notation());
    if mv.kind() != damero::MoveKind::Travel {
        out.push_str(&format!(" kind={}", mv.kind().code()));
    }
    if mv.is_capture() {
        out.push_str(&format!(" captures={:?}", mv.captures()));
    }
    if let Some(role) = mv.promotion() {
        out.push_str(&format!(" promotion={}", role.name()));
    }
    out.push('>');
    out
}

/// `u8` squares as a list of ints (a `Vec<u8>` would become `bytes`).
fn widen(squares: &[u8]) -> Vec<u16> {
    squares.iter().map(|&s| s as u16).collect()
}

/// A piece: its side (`"black"` or `"white"`) and its role (`"man"`, `"king"`, ...). Its letter
/// in a FEN or on a text board depends on the game: `symbol(variant)` and
/// `Piece.from_symbol(letter, variant)` (draughts: `b` black man, `B` black king, `w` white man,
/// `W` white king; chess `PNBRQK` White, `pnbrqk` Black; Reversi discs `X` Black, `O` White;
/// Connect Four `r` red (Black), `y` yellow (White)).
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

    /// The piece a letter stands for in `variant` (draughts: `b`, `B`, `w` or `W`; chess
    /// `PNBRQK`/`pnbrqk`; Reversi `X`/`O`; Connect Four `r`/`y`); `InvalidArgumentError` for a
    /// letter that game has no piece for.
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

    /// `"man"` or `"king"` in draughts; `"pawn"`, `"knight"`, `"bishop"`, `"rook"`, `"queen"`
    /// or `"king"` in chess; `"disc"` in placement games.
    #[getter]
    fn role(&self) -> &'static str {
        self.0.role.name()
    }

    /// The piece's letter in `variant` (draughts: `b` black man, `B` black king, `w` white man,
    /// `W` white king; chess `PNBRQK`/`pnbrqk`; Reversi `X`/`O`; Connect Four `r`/`y`), or
    /// `None` if that game has no such piece.
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
