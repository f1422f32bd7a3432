//! Draw counting, written once for the game record ([`crate::record`]) and the games of a batch
//! ([`crate::Batch`]): repetitions, which draw rules hold in a mode, and how a position ends
//! the game by the rules and the automatic draw rules.

use crate::engine::{Engine, Outcome};
use crate::options::{DrawMode, Options};
use crate::status::{DrawKind, Reason};

/// What the draw rules count in a game: its positions and counters, borrowed.
pub(crate) struct Counts<'a, F: Engine> {
    pub options: &'a Options,
    /// The positions of the game, first to current (at least those since the last progress
    /// move).
    pub positions: &'a [F::Position],
    /// Plies before the current position since the last progress move.
    pub reversible: u32,
    /// Plies before the current position since the material last changed.
    pub endgame: u32,
}

/// Whether a draw rule of `options` can end a game by itself (a rule in the automatic mode, or
/// the second, automatic threshold of a warned or claimed one): where none can, a game ends only
/// by the rules of the game ([`Engine::outcome`]).
pub(crate) fn automatic(options: &Options) -> bool {
    let (r, limit) = (&options.repetition, &options.move_limit);
    r.mode == DrawMode::Auto
        || (r.mode != DrawMode::Off && r.auto.is_some())
        || limit.mode == DrawMode::Auto
        || limit.auto_plies().is_some()
        || options.endgame.mode == DrawMode::Auto
}

impl<F: Engine> Counts<'_, F> {
    /// The positions that can equal the current one, current last: those since the last
    /// progress move, every second one (every ply changes the side to move).
    fn window(&self) -> impl Iterator<Item = &F::Position> {
        let n = self.positions.len() - 1;
        let window = (self.reversible as usize).min(n);
        self.positions[n - window..=n].iter().rev().step_by(2)
    }

    /// Occurrences of the current position, this one included.
    pub fn repetitions(&self) -> u32 {
        let current = &self.positions[self.positions.len() - 1];
        self.window().filter(|p| *p == current).count() as u32
    }

    /// Whether the current position has occurred `count` times or more: nothing is compared
    /// when too few plies have passed since the last progress move.
    pub fn repeated(&self, count: u32) -> bool {
        if (self.reversible as usize) < 2 * count.saturating_sub(1) as usize {
            return false;
        }
        self.repetitions() >= count
    }

    /// Whether the condition of draw rule `kind` holds now, if its mode is `mode`.
    pub fn holds(&self, kind: DrawKind, mode: DrawMode) -> bool {
        let o = self.options;
        match kind {
            DrawKind::Repetition => o.repetition.mode == mode && self.repeated(o.repetition.count),
            DrawKind::MoveLimit => {
                o.move_limit.mode == mode
                    && o.move_limit.plies().is_some_and(|p| self.reversible >= p)
            }
            DrawKind::Endgame => {
                o.endgame.mode == mode
                    && F::endgame_limit(&self.positions[self.positions.len() - 1], o)
                        .is_some_and(|p| self.endgame >= p)
            }
        }
    }

    /// Draw rules in `mode` whose condition holds now, in the order of [`DrawKind::ALL`].
    pub fn draws_in(&self, mode: DrawMode) -> impl Iterator<Item = DrawKind> + '_ {
        DrawKind::ALL
            .into_iter()
            .filter(move |&kind| self.holds(kind, mode))
    }

    /// How the current position ends the game by the rules or an automatic draw rule, given
    /// whether the side to move has a legal move (events such as a resignation are the
    /// record's).
    pub fn outcome(&self, has_moves: bool) -> Option<Outcome> {
        let pos = &self.positions[self.positions.len() - 1];
        if let Some(outcome) = F::outcome(pos, has_moves) {
            return Some(outcome);
        }
        if let Some(kind) = self.draws_in(DrawMode::Auto).next() {
            return Some(Outcome::draw(kind.reason()));
        }
        // The second, automatic thresholds of a warned or claimed rule (FIDE 9.6).
        let limit = self.options.move_limit.auto_plies();
        if limit.is_some_and(|plies| self.reversible >= plies) {
            return Some(Outcome::draw(Reason::SeventyFiveMoves));
        }
        let r = &self.options.repetition;
        if r.mode != DrawMode::Off && r.auto.is_some_and(|n| self.repeated(n)) {
            return Some(Outcome::draw(Reason::FivefoldRepetition));
        }
        None
    }
}
