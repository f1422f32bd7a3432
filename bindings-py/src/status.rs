//! `Status`: an immutable snapshot of the state of a game, with the shared codes as strings.

use damero::DrawKind;
use pyo3::prelude::*;

/// The state of a game when `Game.status()` was called: an immutable snapshot whose attributes
/// are the fields of `damero.STATUS_FIELDS` (plus `is_over`).
///
/// `state` is `"ongoing"`, `"win"` or `"draw"`; `winner` is `"black"`, `"white"` or `None`;
/// `reason` is `None` while the game goes on, else the core's code (`"no_pieces"`,
/// `"checkmate"`, `"most_discs"`, ...).
#[pyclass(module = "damero", name = "Status", frozen, eq)]
#[derive(Clone, PartialEq, Eq)]
pub struct Status(pub damero::Status);

fn codes(kinds: &[DrawKind]) -> Vec<&'static str> {
    kinds.iter().map(|k| k.code()).collect()
}

#[pymethods]
impl Status {
    /// `"ongoing"`, `"win"` or `"draw"`.
    #[getter]
    fn state(&self) -> &'static str {
        self.0.state.name()
    }

    /// The winner of a won game, `"black"` or `"white"`; `None` otherwise.
    #[getter]
    fn winner(&self) -> Option<&'static str> {
        self.0.winner.map(|s| s.name())
    }

    /// Why the game ended; `None` while it goes on. Draughts and every game: `"no_pieces"`,
    /// `"no_moves"`, `"resignation"`, `"agreement"`, `"repetition"`, `"move_limit"`,
    /// `"endgame"`; chess: `"checkmate"`, `"stalemate"`, `"insufficient_material"`,
    /// `"fivefold_repetition"`, `"seventy_five_moves"`; Reversi: `"most_discs"`,
    /// `"equal_discs"`; Connect Four: `"four_in_a_row"`, `"board_full"`.
    #[getter]
    fn reason(&self) -> Option<&'static str> {
        self.0.reason.map(|r| r.code())
    }

    /// The side to move, `"black"` or `"white"` (after the end: the side that would move).
    #[getter]
    fn turn(&self) -> &'static str {
        self.0.turn.name()
    }

    /// Squares of the pieces that can capture when capturing is mandatory, ascending; empty when
    /// no capture is possible, capturing is optional, or the game is over.
    #[getter]
    fn must_capture(&self) -> Vec<u16> {
        self.0.must_capture.iter().map(|&s| s as u16).collect()
    }

    /// Whether the side to move must pass (Reversi: it has no placement but the other side
    /// has): its one legal move is the pass. Always `False` in draughts and chess.
    #[getter]
    fn must_pass(&self) -> bool {
        self.0.must_pass
    }

    /// How many times the current position has occurred in this game, this time included.
    #[getter]
    fn repetitions(&self) -> u32 {
        self.0.repetitions
    }

    /// Plies since the last capture or man move (or since the start).
    #[getter]
    fn reversible_plies(&self) -> u32 {
        self.0.reversible_plies
    }

    /// Plies since the material (the pieces of each kind on each side) last changed: what the
    /// `endgame` option counts.
    #[getter]
    fn endgame_plies(&self) -> u32 {
        self.0.endgame_plies
    }

    /// Draws that may be claimed now with `Game.claim_draw()`: `"repetition"`, `"move_limit"`,
    /// `"endgame"`.
    #[getter]
    fn claimable(&self) -> Vec<&'static str> {
        codes(&self.0.claimable)
    }

    /// Draw rules in `warn` mode whose condition holds now.
    #[getter]
    fn warnings(&self) -> Vec<&'static str> {
        codes(&self.0.warnings)
    }

    /// Whether the side to move is in check (always `False` in draughts).
    #[getter]
    fn in_check(&self) -> bool {
        self.0.in_check
    }

    /// Squares of the pieces that give check, ascending (always empty in draughts).
    #[getter]
    fn checkers(&self) -> Vec<u16> {
        self.0.checkers.iter().map(|&s| s as u16).collect()
    }

    /// The square of the king in check, when the side to move is in check; `None` otherwise
    /// (always in draughts).
    #[getter]
    fn checked_king(&self) -> Option<u8> {
        self.0.checked_king
    }

    /// The discs of each side as `(black, white)`, in games scored by discs (Reversi): the count
    /// on the board while the game goes on, the final score once it ended by the rules. `None`
    /// in other games.
    #[getter]
    fn score(&self) -> Option<(u32, u32)> {
        // Indexed by `Side::index`: Black 0, White 1.
        let score = self.0.score?;
        Some((
            score[damero::Side::Black.index()],
            score[damero::Side::White.index()],
        ))
    }

    /// The squares of the line that won the game, ascending, where the rules have one (Connect
    /// Four: every square of each four in a row the last disc made); empty otherwise.
    #[getter]
    fn winning_line(&self) -> Vec<u16> {
        self.0.winning_line.iter().map(|&s| s as u16).collect()
    }

    /// The number of the move the side to move makes next, as a move list numbers it: 1 at the
    /// start (chess: the FEN's move number), one more after each move of the side that does not
    /// lead the rows (see `Game.move_number`).
    #[getter]
    fn move_number(&self) -> u32 {
        self.0.move_number
    }

    /// Whether the game has ended (`state` is not `"ongoing"`).
    #[getter]
    fn is_over(&self) -> bool {
        self.0.state != damero::State::Ongoing
    }

    /// `Status(state='ongoing', winner=None, ...)`: every field of `damero.STATUS_FIELDS`, in
    /// order, each as its attribute gives it.
    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        let mut parts = Vec::with_capacity(damero::STATUS_FIELDS.len());
        for field in damero::STATUS_FIELDS {
            let value = slf.getattr(field)?;
            parts.push(format!("{field}={}", value.repr()?));
        }
        Ok(format!("Status({})", parts.join(", ")))
    }
}
