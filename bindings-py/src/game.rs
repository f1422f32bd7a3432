//! `Game`: one game of a variant, its moves, undo, status, draws, FEN and fragment.

use damero::Undone;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString, PyTuple};

use crate::args::{self, VariantArg};
use crate::errors::IntoPy;
use crate::moves::{Move, Piece};
use crate::perft::{Request, count};
use crate::status::Status;

/// A game: the position, the moves played, the options and how the game ended.
///
/// `Game("english", repetition="auto3", move_limit="claim40m")` starts a new game; each keyword
/// is an option with the core's option text as its value (`agreement` and `resignation` also
/// take `True`/`False`); each variant has its own keys (`damero.Variant(name).option_keys`). The whole option text, `Game("english", "repetition=auto3")`, works
/// too (keywords then change it further). Every method that fails raises a `damero.Error` and leaves the game
/// as it was. In Jupyter a game shows itself as an SVG board.
#[pyclass(module = "damero", name = "Game", eq)]
#[derive(Clone, PartialEq, Eq)]
pub struct Game {
    pub inner: damero::Game,
}

#[pymethods]
impl Game {
    #[new]
    #[pyo3(
        signature = (variant = VariantArg(damero::Variant::English), option_text = None, **options),
        text_signature = "(variant='english', option_text=None, **options)"
    )]
    fn new(
        variant: VariantArg,
        option_text: Option<&Bound<'_, PyAny>>,
        options: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Game> {
        let VariantArg(variant) = variant;
        let inner = match args::options(variant, option_text, options)? {
            Some(options) => damero::Game::with_options(variant, options),
            None => damero::Game::new(variant),
        };
        Ok(Game { inner })
    }

    /// A game that starts from a position in PDN FEN, e.g. `"W:W18,K30:B14"`, with options as
    /// in `Game()` (the variant's defaults otherwise).
    #[staticmethod]
    #[pyo3(signature = (variant, fen, option_text = None, **options))]
    fn from_fen(
        variant: &Bound<'_, PyAny>,
        fen: &Bound<'_, PyAny>,
        option_text: Option<&Bound<'_, PyAny>>,
        options: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Game> {
        let variant = args::variant(variant)?;
        let fen = args::text(fen, "fen")?;
        let options = args::options(variant, option_text, options)?;
        let inner = damero::Game::from_fen(variant, &fen, options).py_err()?;
        Ok(Game { inner })
    }

    /// The game a fragment (from `to_fragment()`, with or without a leading `#`) describes.
    #[staticmethod]
    fn from_fragment(fragment: &Bound<'_, PyAny>) -> PyResult<Game> {
        let text = args::text(fragment, "fragment")?;
        let inner = damero::Game::from_fragment(&text).py_err()?;
        Ok(Game { inner })
    }

    /// The variant's name, e.g. `"english"`.
    #[getter]
    fn variant(&self) -> &'static str {
        self.inner.variant().name()
    }

    /// The text value of each option of the variant, e.g. `{"first": "black", "capture":
    /// "mandatory", ...}`.
    #[getter]
    fn options<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let out = PyDict::new(py);
        for key in self.inner.variant().option_keys() {
            out.set_item(key, self.inner.options().get(key).py_err()?)?;
        }
        Ok(out)
    }

    /// The side to move, `"black"` or `"white"`.
    #[getter]
    fn turn(&self) -> &'static str {
        self.inner.turn().name()
    }

    /// Every legal move, sorted by path; empty once the game is over.
    fn legal_moves(&self) -> Vec<Move> {
        self.inner.legal_moves().into_iter().map(Move).collect()
    }

    /// The legal moves whose path starts with `prefix` (a start square, then any landings chosen
    /// so far): where a piece may go next. One move means it is the only way to finish. A square
    /// the board does not have raises `InvalidArgumentError`.
    fn completions(&self, prefix: &Bound<'_, PyAny>) -> PyResult<Vec<Move>> {
        let variant = self.inner.variant();
        let prefix = args::squares(variant, prefix, "prefix", "a sequence of square numbers")?;
        Ok(self
            .inner
            .completions(&prefix)
            .into_iter()
            .map(Move)
            .collect())
    }

    /// Plays a move and returns it. `move` is PDN text (`"11-15"`, `"15x24"`, `"10x19x26"`), a
    /// `Move` from `legal_moves()` of this position, or a sequence of squares: a path, or a path
    /// prefix that only one legal move begins with.
    #[pyo3(signature = (move_, /), text_signature = "($self, move, /)")]
    fn play(&mut self, move_: &Bound<'_, PyAny>) -> PyResult<Move> {
        let played = if let Ok(text) = move_.cast::<PyString>() {
            self.inner.play(&text.to_string_lossy())
        } else if let Ok(m) = move_.cast::<Move>() {
            self.inner.play_move(&m.get().0)
        } else {
            let expected = "str, Move or a sequence of square numbers";
            let variant = self.inner.variant();
            self.inner
                .play_path(&args::squares(variant, move_, "move", expected)?)
        };
        played.map(Move).py_err()
    }

    /// Takes back the last move and returns it, or returns `None` when it took back only the
    /// event that ended the game (agreement, resignation, claim). Raises `NothingToUndoError`
    /// at the start.
    fn undo(&mut self) -> PyResult<Option<Move>> {
        Ok(match self.inner.undo().py_err()? {
            Undone::Move(m) => Some(Move(m)),
            Undone::End(_) => None,
        })
    }

    /// The moves played so far, first to last.
    #[getter]
    fn history(&self) -> Vec<Move> {
        self.inner.history().iter().cloned().map(Move).collect()
    }

    /// The event that ended the game without a move: `"agree"`, `"resign-black"`,
    /// `"resign-white"`, `"claim-repetition"`, `"claim-move_limit"`, `"claim-endgame"`; `None`
    /// if there is none.
    #[getter]
    fn end(&self) -> Option<String> {
        self.inner.end().map(|e| e.code())
    }

    /// The current position in PDN FEN.
    fn fen(&self) -> String {
        self.inner.fen()
    }

    /// The start position in PDN FEN.
    fn start_fen(&self) -> String {
        self.inner.start_fen()
    }

    /// The occupied squares and their pieces, `{square: Piece}` in square order.
    fn board<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let out = PyDict::new(py);
        let first = self.inner.variant().first_square() as usize;
        for (i, piece) in self.inner.board().into_iter().enumerate() {
            if let Some(p) = piece {
                out.set_item(first + i, Piece(p))?;
            }
        }
        Ok(out)
    }

    /// The piece on `square`, or `None` when it is empty. Raises `InvalidArgumentError` for a
    /// square the board does not have.
    fn piece_at(&self, square: &Bound<'_, PyAny>) -> PyResult<Option<Piece>> {
        let square = args::square(self.inner.variant(), square, "a square")?;
        Ok(self.inner.piece_at(square).py_err()?.map(Piece))
    }

    /// The state of the game: ongoing, won or drawn, why, whose turn, who must capture, draws.
    fn status(&self) -> Status {
        Status(self.inner.status())
    }

    /// Ends the game as a draw by agreement. Raises `NotAllowedError` before the first move or
    /// when the `agreement` option is off, `GameOverError` after the end.
    fn agree_draw(&mut self) -> PyResult<()> {
        self.inner.agree_draw().py_err()
    }

    /// `side` (`"black"` or `"white"`) resigns; the other side wins.
    fn resign(&mut self, side: &Bound<'_, PyAny>) -> PyResult<()> {
        let side = args::side(side)?;
        self.inner.resign(side).py_err()
    }

    /// Claims a draw, `"repetition"`, `"move_limit"` or `"endgame"`, or any claimable draw when `kind` is
    /// `None`; returns the kind claimed. Raises `NotClaimableError` when it cannot be claimed.
    #[pyo3(signature = (kind = None))]
    fn claim_draw(&mut self, kind: Option<&Bound<'_, PyAny>>) -> PyResult<&'static str> {
        let kind = args::draw_kind(kind)?;
        self.inner.claim_draw(kind).map(|k| k.code()).py_err()
    }

    /// The whole game as text for after `#` in a URL; `Game.from_fragment` reads it back.
    fn to_fragment(&self) -> String {
        self.inner.to_fragment()
    }

    /// Perft of the current position with this game's capture option: the number of move
    /// sequences of `depth` plies, on `threads` threads (`None` or 0: every core), calling
    /// `progress(move, nodes, done, total)` for each root move as it is counted. It counts on a
    /// copy of the position, so the game stays free for other threads; other Python threads run
    /// while it counts, and Ctrl-C stops it.
    #[pyo3(signature = (depth, duplicates = None, threads = None, progress = None), text_signature = "($self, depth, duplicates='keep', threads=None, progress=None)")]
    fn perft(
        slf: &Bound<'_, Self>,
        depth: &Bound<'_, PyAny>,
        duplicates: Option<&Bound<'_, PyAny>>,
        threads: Option<&Bound<'_, PyAny>>,
        progress: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<u64> {
        let request = Request::read(depth, duplicates, threads, progress)?;
        let game = slf.borrow().inner.clone();
        count(slf.py(), &game, &request)
    }

    /// An independent copy of the game.
    fn copy(&self) -> Game {
        self.clone()
    }

    fn __copy__(&self) -> Game {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Game {
        self.clone()
    }

    /// Pickles as its fragment, which holds the whole game.
    fn __reduce__<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let from_fragment = py.get_type::<Game>().getattr("from_fragment")?;
        Ok((from_fragment, PyTuple::new(py, [self.inner.to_fragment()])?))
    }

    fn __repr__(&self) -> String {
        format!("damero.Game.from_fragment('{}')", self.inner.to_fragment())
    }

    /// The board as text, White at the bottom.
    fn __str__(&self) -> String {
        self.inner.to_string()
    }

    /// The board as SVG for Jupyter, with the last move and the pieces that must capture marked.
    fn _repr_svg_(slf: &Bound<'_, Self>) -> PyResult<String> {
        let svg = slf.py().import("damero")?.getattr("svg")?.call1((slf,))?;
        svg.str()?.extract()
    }
}
