//! `Status`: an immutable snapshot of the state of a game, with the shared codes as strings.

use damero::DrawKind;
use pyo3::prelude::*;

/// The state of a game when `Game.status()` was called.
///
/// `state` is `"ongoing"`, `"win"` or `"draw"`; `winner` is `"black"`, `"white"` or `None`;
/// `reason` is `None` while the game goes on, else the core's code: `"no_pieces"`, `"no_moves"`,
/// `"resignation"`, `"agreement"`, `"repetition"`, `"move_limit"`, `"endgame"` (and the chess
/// codes `"checkmate"`, `"stalemate"`, ... as the core adds games).
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

    /// Why the game ended (`"no_pieces"`, `"no_moves"`, `"resignation"`, `"agreement"`,
    /// `"repetition"`, `"move_limit"`, `"endgame"`, ...); `None` while it goes on.
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

    /// Whether the game has ended (`state` is not `"ongoing"`).
    #[getter]
    fn is_over(&self) -> bool {
        self.0.state != damero::State::Ongoing
    }

    fn __repr__(&self) -> String {
        let s = &self.0;
        let opt = |v: Option<&str>| v.map_or("None".to_string(), |v| format!("'{v}'"));
        let list = |v: Vec<&str>| {
            format!(
                "[{}]",
                v.iter()
                    .map(|c| format!("'{c}'"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        };
        format!(
            "Status(state='{}', winner={}, reason={}, turn='{}', must_capture={:?}, repetitions={}, \
             reversible_plies={}, endgame_plies={}, claimable={}, warnings={}, in_check={}, checkers={:?})",
            s.state.name(),
            opt(s.winner.map(|w| w.name())),
            opt(s.reason.map(|r| r.code())),
            s.turn.name(),
            s.must_capture,
            s.repetitions,
            s.reversible_plies,
            s.endgame_plies,
            list(codes(&s.claimable)),
            list(codes(&s.warnings)),
            if s.in_check { "True" } else { "False" },
            s.checkers,
        )
    }
}
