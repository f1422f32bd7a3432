//! `Game`: one game of a variant, its moves, undo, status, draws, FEN and fragment.
//!
//! Every method reads its arguments first (a path may be a generator that runs Python code, even
//! code that uses the same game) and only then borrows the game, for the core's call and the
//! making of the result. A borrow that still fails (a finalizer that uses the game while a call on
//! it makes an object) raises `NotAllowedError`, never a bare `RuntimeError`.

use damero::{ErrorKind, Undone};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString, PyTuple};

use crate::args::{self, VariantArg};
use crate::errors::{IntoPy, to_py};
use crate::moves::{Move, Moves, Piece};
use crate::perft::{Request, count};
use crate::status::Status;
use crate::variant::Geometry;

/// A game: the position, the moves played, the options and how the game ended.
///
/// `Game("english", repetition="auto3", move_limit="claim40m")` starts a new game; each keyword
/// is an option with the core's option text as its value (`agreement` and `resignation` also
/// take `True`/`False`); each variant has its own keys (`damero.Variant(name).option_keys`):
/// `Game("reversi", size="6", start="free", scoring="wof")`, `Game("connect4", size="6x5")`
/// (columns x rows). The whole option text, `Game("english", "repetition=auto3")`, works too,
/// together with keywords for other options; an option given both in the text and as a keyword
/// raises `InvalidOptionError` (neither silently wins). An option the variant lacks, a value it
/// does not take, option text over `LIMITS["option_text"]` bytes or a board size it is not played
/// on (Reversi 6, 8 or 10; Connect Four 4-9 by 4-9) raises `InvalidOptionError`, a name that is
/// not a variant `UnknownVariantError`. Every method that fails raises a `damero.Error` (or a
/// `TypeError` for an argument of the wrong type) and leaves the game as it was. In Jupyter a
/// game shows itself as an SVG board.
///
/// `variant`, what the game is (it never changes), is its one property; everything read from
/// the state of play is a method: `turn()`, `history()`, `end()`, `options()`, `geometry()`,
/// `status()`, `fen()`, ... (the same rule as the JavaScript `Game`). `turn`, `history`, `end`,
/// `options` and `geometry` used to be properties: read as attributes they still work, with
/// a `DeprecationWarning`, except `game.end is None`, which is never true of the attribute (use
/// `game.end() is None`).
#[pyclass(module = "damero", name = "Game", eq, weakref)]
pub struct Game {
    inner: damero::Game,
    /// The legal moves handed out, for at most the current position and the one before it (for
    /// an undo), each with its ply: `legal_moves()` asked again returns the same `Moves`. Each
    /// holds its position's moves as the core keeps them (`damero::LegalMoves`) and builds them
    /// when first read, whatever the game has done since.
    shown: Vec<(usize, Py<Moves>)>,
    /// The `Move` object of each move played through this object, by ply (`None` for moves read
    /// from a fragment or made by a copy): `undo()` and `history` hand the same objects back.
    played: Vec<Option<Py<Move>>>,
}

impl PartialEq for Game {
    fn eq(&self, other: &Game) -> bool {
        self.inner == other.inner
    }
}

/// A move argument, read before the game is borrowed (a path's squares are checked after).
enum MoveArg<'py> {
    Text(String),
    Object(Bound<'py, Move>),
    Path(args::Squares),
}

impl Game {
    pub(crate) fn wrap(inner: damero::Game) -> Game {
        Game {
            inner,
            shown: Vec::new(),
            played: Vec::new(),
        }
    }

    fn ply(&self) -> usize {
        self.inner.ply()
    }

    /// Plays a `Move` and returns its object: `m` itself, or a new object when the move played
    /// differs from it. A move from `legal_moves()` of this position is played by its index (no
    /// search, no copy), any other as `Game::play_move` finds it.
    fn play_object<'py>(&mut self, m: Bound<'py, Move>) -> PyResult<Py<Move>> {
        let ply = self.ply();
        if let Some((list, index)) = m.get().listed()
            && self
                .shown
                .iter()
                .any(|(p, shown)| *p == ply && shown.is(list))
        {
            self.inner.play_index(index).py_err()?;
            return Ok(m.unbind());
        }
        // Compared where the core left it: a move is a few hundred bytes, not worth moving.
        let played = self.inner.play_move(m.get().get());
        match &played {
            Ok(mv) if mv == m.get().get() => Ok(m.unbind()),
            _ => Py::new(m.py(), Move::one(played.py_err()?)),
        }
    }

    /// After a move: remembers its object and forgets the moves shown two positions back.
    fn moved(&mut self, py: Python<'_>, object: &Py<Move>) {
        let ply = self.ply();
        self.played.resize_with(ply - 1, || None);
        self.played.push(Some(object.clone_ref(py)));
        self.shown.retain(|(p, _)| p + 1 == ply);
    }

    /// After the last `objects.len()` moves of the history were played (`None` for a move with
    /// no object of its own): remembers their objects and forgets the moves shown before the
    /// position the last move was played from.
    fn moved_all(&mut self, objects: Vec<Option<Py<Move>>>) {
        if objects.is_empty() {
            return;
        }
        let ply = self.ply();
        self.played.resize_with(ply - objects.len(), || None);
        self.played.extend(objects);
        self.shown.retain(|(p, _)| p + 1 == ply);
    }

    /// After an undone move: the object it was played as, if this object played it.
    fn unmoved(&mut self) -> Option<Py<Move>> {
        let ply = self.ply();
        self.shown.retain(|(p, _)| *p <= ply);
        if self.played.len() > ply {
            self.played.truncate(ply + 1);
            self.played.pop().flatten()
        } else {
            None
        }
    }

    /// After an event that ends the game, or its undo: the legal moves of this position change.
    fn ended(&mut self) {
        let ply = self.ply();
        self.shown.retain(|(p, _)| *p != ply);
    }

    /// The move played at `ply` as an object: the one it was played as, or a new one.
    fn history_object(&self, py: Python<'_>, ply: usize) -> PyResult<Py<Move>> {
        match self.played.get(ply) {
            Some(Some(object)) => Ok(object.clone_ref(py)),
            _ => Py::new(py, Move::one(self.inner.history()[ply].clone())),
        }
    }
}

/// The game, borrowed to read it.
fn state<'py>(slf: &Bound<'py, Game>) -> PyResult<PyRef<'py, Game>> {
    slf.try_borrow().map_err(|_| busy())
}

/// The game, borrowed to change it.
fn state_mut<'py>(slf: &Bound<'py, Game>) -> PyResult<PyRefMut<'py, Game>> {
    slf.try_borrow_mut().map_err(|_| busy())
}

fn busy() -> PyErr {
    to_py(damero::Error::new(
        ErrorKind::NotAllowed,
        "the game is in use by a call on it that has not returned (a callback or finalizer \
         using the same game); call again after it returns",
    ))
}

/// Reads a move argument: text, a `Move`, or a sequence of squares (which may run Python code).
fn read_move<'py>(obj: &Bound<'py, PyAny>) -> PyResult<MoveArg<'py>> {
    if let Ok(m) = obj.cast::<Move>() {
        Ok(MoveArg::Object(m.clone()))
    } else if let Ok(text) = obj.cast::<PyString>() {
        Ok(MoveArg::Text(text.to_string_lossy().into_owned()))
    } else {
        let expected = "str, Move or a sequence of square numbers";
        Ok(MoveArg::Path(args::squares(obj, "move", expected)?))
    }
}

/// The object for a move just played: the `Move` given, when it is that move, else a new one.
fn object_of(py: Python<'_>, given: MoveArg<'_>, played: damero::Move) -> PyResult<Py<Move>> {
    match given {
        MoveArg::Object(m) if *m.get().get() == played => Ok(m.unbind()),
        _ => Py::new(py, Move::one(played)),
    }
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
        }
        .py_err()?;
        Ok(Game::wrap(inner))
    }

    /// A game that starts from a position in the variant's FEN, with options as in `Game()` (the
    /// variant's defaults otherwise): draughts PDN FEN (`"W:W18,K30:B14"`), chess FEN (for
    /// Chess960 also a start number, `"0"` to `"959"`), Reversi Edax's board string (one of `X`
    /// Black, `O` White, `-` empty per square from a1, then the side to move, `X` or `O`),
    /// Connect Four the rows from the top (`r`, `y`, digits for empty runs, joined by `/`) and
    /// the side to move, `r` or `y` (`"7/7/7/7/7/7 r"`). A placement game's FEN sets its
    /// board's size: the `size` option takes it, or raises `InvalidFenError` when it asks for
    /// another. Raises `InvalidFenError` for a FEN that cannot be read or an impossible position.
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
        Ok(Game::wrap(inner))
    }

    /// The game a fragment (from `to_fragment()`, with or without a leading `#`) describes.
    #[staticmethod]
    fn from_fragment(fragment: &Bound<'_, PyAny>) -> PyResult<Game> {
        let text = args::text(fragment, "fragment")?;
        let inner = damero::Game::from_fragment(&text).py_err()?;
        Ok(Game::wrap(inner))
    }

    /// The variant's name, e.g. `"english"`.
    #[getter]
    fn variant(slf: &Bound<'_, Self>) -> PyResult<&'static str> {
        Ok(state(slf)?.inner.variant().name())
    }

    /// The text value of each option of the variant, e.g. `{"first": "black", "capture":
    /// "mandatory", ...}`: a new `dict` each call. (A method: `game.options` read as an
    /// attribute still works, with a `DeprecationWarning`; see `damero.Game`.)
    fn options<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyDict>> {
        let pairs = {
            let g = state(slf)?;
            let keys = g.inner.variant().option_keys();
            keys.iter()
                .map(|&key| Ok((key, g.inner.options().get(key).py_err()?)))
                .collect::<PyResult<Vec<_>>>()?
        };
        let out = PyDict::new(slf.py());
        for (key, value) in pairs {
            out.set_item(key, value)?;
        }
        Ok(out)
    }

    /// The side to move, `"black"` or `"white"` (in Connect Four Black is red, the first
    /// player, and White yellow: `Variant.side_name` gives the names a board shows).
    fn turn(slf: &Bound<'_, Self>) -> PyResult<&'static str> {
        Ok(state(slf)?.inner.turn().name())
    }

    /// Every legal move, sorted by path, as an immutable sequence of `Move` (`Moves`); empty
    /// once the game is over. Asked again in the same position, it returns the same sequence.
    fn legal_moves(slf: &Bound<'_, Self>) -> PyResult<Py<Moves>> {
        let py = slf.py();
        let mut g = state_mut(slf)?;
        let ply = g.ply();
        if let Some((_, moves)) = g.shown.iter().find(|(p, _)| *p == ply) {
            return Ok(moves.clone_ref(py));
        }
        let moves = Py::new(py, Moves::pending(g.inner.legal_list()))?;
        g.shown.push((ply, moves.clone_ref(py)));
        Ok(moves)
    }

    /// How many legal moves the position has (0 once the game is over): `len(legal_moves())`,
    /// without building the moves (a Frisian or International king may have thousands).
    fn legal_move_count(slf: &Bound<'_, Self>) -> PyResult<usize> {
        Ok(state(slf)?.inner.legal_move_count())
    }

    /// The legal move that move text names, read as `play()` reads text, without playing it
    /// (python-chess's `parse_san`): a `Move` equal to the one `legal_moves()` holds, which
    /// `play()` then takes. The game never changes, whatever the outcome. Raises as `play()`
    /// does: `InvalidNotationError` for text that is no move (and for text over
    /// `LIMITS["move_text"]` bytes), `IllegalMoveError` with the reason, `AmbiguousMoveError`,
    /// `GameOverError` after the end, and `TypeError` when `text` is not a `str`.
    #[pyo3(signature = (text, /), text_signature = "($self, text, /)")]
    fn parse_move(slf: &Bound<'_, Self>, text: &Bound<'_, PyAny>) -> PyResult<Move> {
        let text = args::text(text, "move")?;
        let parsed = state(slf)?.inner.parse_move(&text).py_err()?;
        Ok(Move::one(parsed))
    }

    /// The legal moves whose path starts with `prefix` (a start square, then any landings chosen
    /// so far): where a piece may go next. One move means it is the only way to finish. A square
    /// the board does not have raises `InvalidArgumentError`; a set, dict, str or bytes-like
    /// prefix raises `TypeError`.
    fn completions(slf: &Bound<'_, Self>, prefix: &Bound<'_, PyAny>) -> PyResult<Moves> {
        let prefix = args::squares(prefix, "prefix", "a sequence of square numbers")?;
        let g = state(slf)?;
        let prefix = args::check_squares(&g.inner, &prefix)?;
        Ok(Moves::new(g.inner.completions(&prefix)))
    }

    /// Plays a move and returns it. `move` is move text (draughts PDN `"11-15"`, `"15x24"`,
    /// `"10x19x26"`; chess SAN or UCI; Reversi a square `"f5"` or `"pass"`; Connect Four a column
    /// `"4"`), a `Move` from `legal_moves()` of this position, or an ordered sequence of squares
    /// (a list, a tuple, an iterator): a path, or a path prefix that only one legal move begins
    /// with; a placement is its one square (`[37]`; in Connect Four the landing square), a pass
    /// the empty path `[]`. A set, dict or bytes-like object raises `TypeError`. A move that is
    /// not legal raises `IllegalMoveError` with the reason (a taken square, a disc that turns
    /// nothing, a full column, a pass while a placement is possible), text that is no move
    /// `InvalidNotationError`, a move after the end `GameOverError`.
    #[pyo3(signature = (move_, /), text_signature = "($self, move, /)")]
    fn play(slf: &Bound<'_, Self>, move_: &Bound<'_, PyAny>) -> PyResult<Py<Move>> {
        let py = slf.py();
        let given = read_move(move_)?;
        let mut g = state_mut(slf)?;
        let object = match given {
            MoveArg::Object(m) => g.play_object(m)?,
            MoveArg::Text(text) => Py::new(py, Move::one(g.inner.play(&text).py_err()?))?,
            MoveArg::Path(path) => {
                let path = args::check_path(&g.inner, &path)?;
                Py::new(py, Move::one(g.inner.play_path(&path).py_err()?))?
            }
        };
        g.moved(py, &object);
        Ok(object)
    }

    /// Plays a whole sequence of moves in one call and returns the moves played, passes included.
    /// `text` holds move texts as `play()` reads them, separated by spaces or commas
    /// (`"11-15 23-19, 8-11"`), where a word may hold a whole transcript as placement games
    /// write one: Reversi `"f5d6c3d3c4"` (squares in either case; `pass`, `PA` or `--` for a
    /// pass), Connect Four `"4453"` (one digit a column). A forced pass the text leaves out (a
    /// Reversi side with no placement) is played before the next move. Empty text plays nothing.
    ///
    /// All or nothing: when a move fails, the game is left as it was and the error (the kind
    /// `play()` raises: `InvalidNotationError`, `IllegalMoveError`, `AmbiguousMoveError`,
    /// `GameOverError`, `HistoryFullError`) says which move failed, e.g. `move 3 ("c3"): ...`.
    /// Raises `TypeError` when `text` is not a `str`.
    #[pyo3(signature = (text, /), text_signature = "($self, text, /)")]
    fn play_moves<'py>(
        slf: &Bound<'py, Self>,
        text: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyList>> {
        let py = slf.py();
        let text = args::text(text, "moves")?;
        let mut g = state_mut(slf)?;
        let played = g.inner.play_moves(&text).py_err()?;
        let objects: Vec<PyResult<Py<Move>>> = played
            .into_iter()
            .map(|m| Py::new(py, Move::one(m)))
            .collect();
        g.moved_all(
            objects
                .iter()
                .map(|o| o.as_ref().ok().map(|m| m.clone_ref(py)))
                .collect(),
        );
        drop(g);
        PyList::new(py, objects.into_iter().collect::<PyResult<Vec<_>>>()?)
    }

    /// Plays a move and claims a draw with it, in one step: the claim the WCDF rules let a
    /// player make with the move that repeats a position for the third time or reaches the move
    /// limit. `move` is read as in `play()`; `claim` names the draw (`"repetition"`,
    /// `"move_limit"`, `"endgame"`) or is `None` for any draw claimable after the move. Returns
    /// the move and the draw claimed. Raises as `play()` does, and `NotClaimableError` when no
    /// such draw can be claimed after the move: the move is then not played. `claim_draw()`
    /// is the other reading, a draw claimed once the position is on the board.
    #[pyo3(signature = (move_, /, claim = None), text_signature = "($self, move, /, claim=None)")]
    fn play_and_claim<'py>(
        slf: &Bound<'py, Self>,
        move_: &Bound<'py, PyAny>,
        claim: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<(Py<Move>, &'static str)> {
        let py = slf.py();
        let kind = args::draw_kind(claim)?;
        let given = read_move(move_)?;
        let mut g = state_mut(slf)?;
        let path = match &given {
            MoveArg::Path(path) => args::check_path(&g.inner, path)?,
            _ => Vec::new(),
        };
        let (played, claimed) = g
            .inner
            .claim_with_move(kind, |game| match &given {
                MoveArg::Text(text) => game.play(text),
                MoveArg::Object(m) => game.play_move(m.get().get()),
                MoveArg::Path(_) => game.play_path(&path),
            })
            .py_err()?;
        let object = object_of(py, given, played)?;
        g.moved(py, &object);
        g.ended();
        Ok((object, claimed.code()))
    }

    /// Takes back the last move and returns it, or returns `None` when it took back only the
    /// event that ended the game (agreement, resignation, claim). Raises `NothingToUndoError`
    /// at the start.
    fn undo(slf: &Bound<'_, Self>) -> PyResult<Option<Py<Move>>> {
        let py = slf.py();
        let mut g = state_mut(slf)?;
        // A move played through this object is taken back without building it again.
        let ply = g.ply();
        if g.inner.end().is_none() && ply > 0 && matches!(g.played.get(ply - 1), Some(Some(_))) {
            g.inner.take_back().py_err()?;
            return Ok(g.unmoved());
        }
        // Matched where the core left it: a move is a few hundred bytes, not worth moving.
        let undone = g.inner.undo();
        match &undone {
            Ok(Undone::Move(_)) => match g.unmoved() {
                Some(object) => Ok(Some(object)),
                None => match undone {
                    Ok(Undone::Move(m)) => Ok(Some(Py::new(py, Move::one(m))?)),
                    _ => unreachable!("matched above"),
                },
            },
            Ok(Undone::End(_)) => {
                g.ended();
                Ok(None)
            }
            Err(_) => undone.py_err().map(|_| None),
        }
    }

    /// How many moves have been played: `len(history())`, without building the list (cheap to
    /// ask every move, as `chess.Board.ply()` is).
    #[pyo3(name = "ply")]
    fn ply_count(slf: &Bound<'_, Self>) -> PyResult<usize> {
        Ok(state(slf)?.ply())
    }

    /// The moves played so far, first to last: a new `list` each call, of the `Move` objects
    /// the moves were played as (or new ones, for moves read from a fragment).
    fn history<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyList>> {
        let py = slf.py();
        let g = state(slf)?;
        let moves = (0..g.ply())
            .map(|ply| g.history_object(py, ply))
            .collect::<PyResult<Vec<_>>>()?;
        PyList::new(py, moves)
    }

    /// The event that ended the game without a move: `"agree"`, `"resign-black"`,
    /// `"resign-white"`, `"claim-repetition"`, `"claim-move_limit"`, `"claim-endgame"`; `None`
    /// if there is none.
    fn end(slf: &Bound<'_, Self>) -> PyResult<Option<String>> {
        Ok(state(slf)?.inner.end().map(|e| e.code()))
    }

    /// The current position in the variant's FEN (see `from_fen`).
    fn fen(slf: &Bound<'_, Self>) -> PyResult<String> {
        Ok(state(slf)?.inner.fen())
    }

    /// The start position in the variant's FEN.
    fn start_fen(slf: &Bound<'_, Self>) -> PyResult<String> {
        Ok(state(slf)?.inner.start_fen())
    }

    /// The occupied squares and their pieces, `{square: Piece}` in square order (the squares of
    /// `geometry()`).
    fn board<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyDict>> {
        let (first, squares) = {
            let g = state(slf)?;
            (g.inner.geometry().first_square() as usize, g.inner.board())
        };
        let out = PyDict::new(slf.py());
        for (i, piece) in squares.into_iter().enumerate() {
            if let Some(p) = piece {
                out.set_item(first + i, Piece(p))?;
            }
        }
        Ok(out)
    }

    /// The piece on `square`, or `None` when it is empty. Raises `InvalidArgumentError` for a
    /// square the game's board (`geometry()`) does not have, `TypeError` for a square that is not
    /// an `int`.
    fn piece_at(slf: &Bound<'_, Self>, square: &Bound<'_, PyAny>) -> PyResult<Option<Piece>> {
        let square = args::Square::read(square, "a square")?;
        let g = state(slf)?;
        let square = square.check(&g.inner)?;
        Ok(g.inner.piece_at(square).py_err()?.map(Piece))
    }

    /// The board this game is played on: its size, how its squares are numbered, named and
    /// drawn (a `Geometry`). It is the variant's board (`Variant.geometry`) unless the game's
    /// options size it; draw a game's board from this, not from its variant.
    fn geometry(slf: &Bound<'_, Self>) -> PyResult<Geometry> {
        Ok(Geometry(state(slf)?.inner.geometry()))
    }

    /// The number a move list gives the move played at `ply` of `history()` (0 = the first move
    /// played), or, for `ply == len(history())`, the move to be played next (as
    /// `status().move_number`); `None` past that. The side that moves first by the options
    /// leads each numbered row (chess: White), so the number grows after each move of the other
    /// side; it starts at 1, or at the move number of a chess FEN. Raises
    /// `InvalidArgumentError` for a negative ply and `TypeError` for a ply that is not an `int`.
    #[pyo3(signature = (ply, /), text_signature = "($self, ply, /)")]
    fn move_number(slf: &Bound<'_, Self>, ply: &Bound<'_, PyAny>) -> PyResult<Option<u32>> {
        let ply = args::ply(ply)?;
        let g = state(slf)?;
        Ok(ply.and_then(|p| g.inner.move_number(p)))
    }

    /// The state of the game: ongoing, won or drawn, why, whose turn, who must capture, draws.
    fn status(slf: &Bound<'_, Self>) -> PyResult<Status> {
        Ok(Status(state(slf)?.inner.status()))
    }

    /// Ends the game as a draw by agreement. Raises `NotAllowedError` before the first move or
    /// when the `agreement` option is off, `GameOverError` after the end.
    fn agree_draw(slf: &Bound<'_, Self>) -> PyResult<()> {
        let mut g = state_mut(slf)?;
        g.inner.agree_draw().py_err()?;
        g.ended();
        Ok(())
    }

    /// `side` (`"black"` or `"white"`) resigns; the other side wins.
    fn resign(slf: &Bound<'_, Self>, side: &Bound<'_, PyAny>) -> PyResult<()> {
        let side = args::side(side)?;
        let mut g = state_mut(slf)?;
        g.inner.resign(side).py_err()?;
        g.ended();
        Ok(())
    }

    /// Claims a draw, `"repetition"`, `"move_limit"` or `"endgame"`, or any claimable draw when
    /// `kind` is `None`; returns the kind claimed. Raises `NotClaimableError` when it cannot be
    /// claimed now (to claim with the move that makes the draw, see `play_and_claim()`).
    #[pyo3(signature = (kind = None))]
    fn claim_draw(
        slf: &Bound<'_, Self>,
        kind: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<&'static str> {
        let kind = args::draw_kind(kind)?;
        let mut g = state_mut(slf)?;
        let claimed = g.inner.claim_draw(kind).py_err()?;
        g.ended();
        Ok(claimed.code())
    }

    /// The number of action ids of this game: every id is below it. Chess and Chess960 4,672
    /// (AlphaZero's 8 x 8 x 73, numbered as pgx numbers them), Reversi the cells + 1 (65: the
    /// square `row * columns + column` from a1 at the top left as OpenSpiel numbers it, and the
    /// last id the pass), Connect Four the columns (7), draughts squares² × 8 (`(from * squares +
    /// to) * 8 + route`, the board seen from the side to move: 8,192 on 8x8, 20,000 on 10x10).
    fn action_count(slf: &Bound<'_, Self>) -> PyResult<u32> {
        Ok(state(slf)?.inner.action_count())
    }

    /// The ids of the legal moves, sorted, one per legal move (`action_of` of each of
    /// `legal_moves()`); empty once the game is over. Raises `NotAllowedError` only for a draughts
    /// position with more capture routes between the same two squares than ids tell apart (8;
    /// none is known from a real game).
    fn legal_actions(slf: &Bound<'_, Self>) -> PyResult<Vec<u32>> {
        state(slf)?.inner.legal_actions().py_err()
    }

    /// Plays the legal move whose id is `action` and returns it (a `Move`, as `play()` does).
    /// Raises `InvalidArgumentError` for an id that is negative or not below `action_count()`,
    /// `IllegalMoveError` naming the game and the id for an id that is no legal move now,
    /// `GameOverError` after the end, and `TypeError` for an `action` that is not an `int`; the
    /// game is then unchanged.
    #[pyo3(signature = (action, /), text_signature = "($self, action, /)")]
    fn play_action(slf: &Bound<'_, Self>, action: &Bound<'_, PyAny>) -> PyResult<Py<Move>> {
        let py = slf.py();
        let id = args::integer(action, "action")?;
        let mut g = state_mut(slf)?;
        let count = g.inner.action_count();
        let id = match id {
            Ok(id) => u32::try_from(id).map_err(|_| id.to_string()),
            Err((_, own)) => Err(own),
        }
        .map_err(|own| {
            crate::errors::invalid_argument(format!(
                "{}: action {own} is out of range (the ids are 0 to {})",
                g.inner.variant(),
                count - 1
            ))
        })?;
        let played = g.inner.play_action(id).py_err()?.clone();
        let object = Py::new(py, Move::one(played))?;
        g.moved(py, &object);
        Ok(object)
    }

    /// The id of a legal move of the current position: a `Move` (from `legal_moves()`, or one
    /// equal to it) or move text as `play()` reads it. `play_action(action_of(m))` plays `m`.
    /// Raises `IllegalMoveError` for a move that is not legal now, `GameOverError` after the end,
    /// the errors of `parse_move()` for text, `NotAllowedError` as `legal_actions()` does, and
    /// `TypeError` for anything but a `Move` or a `str`.
    #[pyo3(signature = (move_, /), text_signature = "($self, move, /)")]
    fn action_of(slf: &Bound<'_, Self>, move_: &Bound<'_, PyAny>) -> PyResult<u32> {
        if let Ok(m) = move_.cast::<Move>() {
            let m = m.clone();
            return state(slf)?.inner.action_of(m.get().get()).py_err();
        }
        if let Ok(text) = move_.cast::<PyString>() {
            let text = text.to_string_lossy().into_owned();
            let g = state(slf)?;
            let mv = g.inner.parse_move(&text).py_err()?;
            return g.inner.action_of(&mv).py_err();
        }
        Err(crate::errors::wrong_type("move", "Move or str", move_))
    }

    /// The legal-action mask: a numpy `bool` array of `action_count()` flags, `mask[id]` true
    /// exactly for the ids of `legal_actions()` (all false once the game is over). Written into
    /// `out` when given (nothing allocated; every flag is written), which must then be a
    /// writable, C-contiguous `bool` array of shape `(action_count(),)`; returns `out` or the
    /// new array. Raises `TypeError` when `out` is not a numpy array and `InvalidArgumentError`
    /// for its dtype, shape or order or a read-only array; needs numpy.
    #[pyo3(signature = (out = None))]
    fn action_mask<'py>(
        slf: &Bound<'py, Self>,
        out: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, numpy::PyArrayDyn<bool>>> {
        let (count, who) = {
            let g = state(slf)?;
            (g.inner.action_count() as usize, g.inner.variant().name())
        };
        let array = crate::arrays::output::<bool>(slf.py(), out, &[count], who, "out")?;
        {
            let mut rw = crate::arrays::writing(&array, who, "out")?;
            let flags = crate::arrays::slice(&mut rw)?;
            state(slf)?.inner.action_mask(flags).py_err()?;
        }
        Ok(array)
    }

    /// The shape of `observe()`'s planes, `(rows, columns, planes)`: chess 8 x 8 x 119 as pgx,
    /// Reversi and Connect Four rows x columns x 2 as pgx (the side to move's discs, then the
    /// other side's), draughts rows x columns x 9.
    fn observation_shape(slf: &Bound<'_, Self>) -> PyResult<(usize, usize, usize)> {
        let [rows, columns, planes] = state(slf)?.inner.observation_shape();
        Ok((rows, columns, planes))
    }

    /// The current position as planes: a numpy `float32` array of `observation_shape()`,
    /// channel-last, the board seen from the side to move (chess: its own pieces first and its
    /// back rank at the bottom, pgx's 119 planes; Reversi and Connect Four: the side to move's
    /// discs, then the other side's, the board as drawn; draughts: its men, kings, the other
    /// side's men and kings, the side to move, repetitions and the two draw counters, the board
    /// turned half a turn for Black). Written into `out` when given
    /// (nothing allocated; every value is written), which must then be a writable, C-contiguous
    /// `float32` array of that shape; returns `out` or the new array. Raises `TypeError` when
    /// `out` is not a numpy array and `InvalidArgumentError` for its dtype, shape or order or a
    /// read-only array; needs numpy.
    #[pyo3(signature = (out = None))]
    fn observe<'py>(
        slf: &Bound<'py, Self>,
        out: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, numpy::PyArrayDyn<f32>>> {
        let (shape, who) = {
            let g = state(slf)?;
            (g.inner.observation_shape(), g.inner.variant().name())
        };
        let array = crate::arrays::output::<f32>(slf.py(), out, &shape, who, "out")?;
        {
            let mut rw = crate::arrays::writing(&array, who, "out")?;
            let values = crate::arrays::slice(&mut rw)?;
            state(slf)?.inner.observe(values).py_err()?;
        }
        Ok(array)
    }

    /// The game as PGN, for chess and Chess960: the seven-tag roster (`Event`, `Site`, `Date`,
    /// `Round`, `White`, `Black`, `Result`; `"?"` for those not given), `Variant` and `SetUp`/`FEN`
    /// where the game needs them, the other tags in the order given, the moves numbered, and the
    /// result from the game's status (`1-0`, `0-1`, `1/2-1/2`, `*` while it goes on). Tags are
    /// keyword arguments (`game.to_pgn(Event="Club night", White="Ruiz")`) and/or a mapping,
    /// `headers`, for names that are not identifiers (`record.headers` works). What is written
    /// reads back as the same game. Raises `InvalidArgumentError` for a draughts, Reversi or
    /// Connect Four game, a tag given twice, a name that is not a tag name, a `Result` that is
    /// not the game's own, tags (`GameType`, `Variant`, `SetUp`, `FEN`) or rule options that
    /// would make the file read back as another game, and `TypeError` for a name or value that
    /// is not a `str`.
    #[pyo3(signature = (headers = None, **tags))]
    fn to_pgn(
        slf: &Bound<'_, Self>,
        headers: Option<&Bound<'_, PyAny>>,
        tags: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<String> {
        let tags = crate::files::tags(headers, tags)?;
        crate::files::write(&state(slf)?.inner, &tags, damero::Family::Chess)
    }

    /// The game as PDN 3.0, for every draughts variant: as `to_pgn()` writes PGN, with the
    /// variant's `GameType` (`"21"` English, `"20"` International, ...) and the PDN FEN of a
    /// set-up start. Raises `InvalidArgumentError` for a chess, Reversi or Connect Four game, and
    /// as `to_pgn()` for the tags.
    #[pyo3(signature = (headers = None, **tags))]
    fn to_pdn(
        slf: &Bound<'_, Self>,
        headers: Option<&Bound<'_, PyAny>>,
        tags: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<String> {
        let tags = crate::files::tags(headers, tags)?;
        crate::files::write(&state(slf)?.inner, &tags, damero::Family::Draughts)
    }

    /// The whole game as text for after `#` in a URL; `Game.from_fragment` reads it back.
    fn to_fragment(slf: &Bound<'_, Self>) -> PyResult<String> {
        Ok(state(slf)?.inner.to_fragment())
    }

    /// Perft of the current position with this game's options: the number of move sequences of
    /// `depth` plies (`duplicates="drop"` counts capture routes that differ only in the order of
    /// their jumps once), on `threads` threads (`None` or 0: every core), calling
    /// `progress(move, nodes, done, total)` for each root move as it is counted. `finished` says
    /// how a game that is over before the depth counts: `"ignore"` (the default: it adds
    /// nothing) or `"leaf"` (one leaf, Aart Bik's Reversi perft; placement games only). It counts
    /// on a copy of the position, so the game stays free for other threads; other Python threads
    /// run while it counts, and Ctrl-C stops it. Raises `InvalidArgumentError` (a negative depth,
    /// one over `MAX_PERFT_DEPTH`, an unknown convention, `finished="leaf"` outside placement
    /// games, negative threads or more than `LIMITS["perft_threads"]`, the core's limit) and
    /// `TypeError` for an argument of the wrong type.
    #[pyo3(signature = (depth, duplicates = None, threads = None, progress = None, *, finished = None, hash = None), text_signature = "($self, depth, duplicates='keep', threads=None, progress=None, *, finished='ignore', hash=0)")]
    #[allow(clippy::too_many_arguments)]
    fn perft(
        slf: &Bound<'_, Self>,
        depth: &Bound<'_, PyAny>,
        duplicates: Option<&Bound<'_, PyAny>>,
        threads: Option<&Bound<'_, PyAny>>,
        progress: Option<&Bound<'_, PyAny>>,
        finished: Option<&Bound<'_, PyAny>>,
        hash: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<u64> {
        let mut request = Request::read(depth, duplicates, finished, threads, progress)?;
        request.hash = crate::perft::hash_arg(hash)?;
        let game = state(slf)?.inner.clone();
        count(slf.py(), &game, &request)
    }

    /// Perft `depth` of the current position split into independent tasks, every position
    /// `split` plies below it once with its weight, as `damero.perft_tasks` splits a start; the
    /// tasks' `count()` add up to `perft(depth, duplicates)`. Raises as `damero.perft_tasks`.
    #[pyo3(signature = (depth, split, duplicates = None), text_signature = "($self, depth, split, duplicates='keep')")]
    fn perft_tasks(
        slf: &Bound<'_, Self>,
        depth: &Bound<'_, PyAny>,
        split: &Bound<'_, PyAny>,
        duplicates: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Vec<crate::tasks::PerftTask>> {
        let game = state(slf)?.inner.clone();
        crate::tasks::split(slf.py(), &game, depth, split, duplicates)
    }

    /// An independent copy of the game.
    fn copy(slf: &Bound<'_, Self>) -> PyResult<Game> {
        Ok(Game::wrap(state(slf)?.inner.clone()))
    }

    fn __copy__(slf: &Bound<'_, Self>) -> PyResult<Game> {
        Self::copy(slf)
    }

    fn __deepcopy__(slf: &Bound<'_, Self>, _memo: &Bound<'_, PyAny>) -> PyResult<Game> {
        Self::copy(slf)
    }

    /// Pickles as its fragment, which holds the whole game.
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let py = slf.py();
        let fragment = state(slf)?.inner.to_fragment();
        let from_fragment = py.get_type::<Game>().getattr("from_fragment")?;
        Ok((from_fragment, PyTuple::new(py, [fragment])?))
    }

    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        let fragment = state(slf)?.inner.to_fragment();
        Ok(format!("damero.Game.from_fragment('{fragment}')"))
    }

    /// The board as text, drawn as `geometry()` places the squares (row 0 at the top), in the
    /// variant's letters (`Piece.symbol`), `.` for an empty playing square and a blank for a
    /// square not played on: chess and Reversi with the rank numbers on the left and the file
    /// letters below (`" 8 r n b q k b n r"` ... `"   a b c d e f g h"`), Connect Four with its
    /// column numbers below, draughts with the number of the first playing square of each row
    /// on the right.
    fn __str__(slf: &Bound<'_, Self>) -> PyResult<String> {
        Ok(state(slf)?.inner.to_string())
    }

    /// The board as SVG for Jupyter, with the last move and the pieces that must capture marked.
    fn _repr_svg_(slf: &Bound<'_, Self>) -> PyResult<String> {
        let svg = slf.py().import("damero")?.getattr("svg")?.call1((slf,))?;
        svg.str()?.extract()
    }

    /// The board for Jupyter as SVG and as inline HTML (which keeps the SVG's title and
    /// description when a notebook is exported; see `damero.Svg`).
    #[pyo3(signature = (include = None, exclude = None))]
    fn _repr_mimebundle_<'py>(
        slf: &Bound<'py, Self>,
        include: Option<&Bound<'py, PyAny>>,
        exclude: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let svg = slf.py().import("damero")?.getattr("svg")?.call1((slf,))?;
        svg.call_method1("_repr_mimebundle_", (include, exclude))
    }
}
