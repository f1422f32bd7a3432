//! The record's side of action ids (a child of `record.rs`, for its current position and legal
//! moves): the ids of the legal moves, playing one, and the id of a move.

use super::Record;
use crate::actions::Actions;
use crate::engine::LegalMove;
use crate::error::{Result, bail};
use crate::moves::Move;

impl<F: Actions> Record<F> {
    /// The number of ids of this game.
    pub fn action_count(&self) -> u32 {
        // The options were checked when the game was made.
        self.variant.action_count(&self.options).unwrap_or(0)
    }

    /// The ids of the legal moves, in the order of the legal moves, into `out`; empty once the
    /// game is over.
    pub fn legal_ids(&self, out: &mut Vec<u32>) -> Result<()> {
        // Listed first, so that the outcome reads from the list whether any move exists.
        self.legal();
        if self.outcome().is_some() {
            out.clear();
            return Ok(());
        }
        F::ids(
            self.variant,
            &self.options,
            self.position(),
            self.legal(),
            out,
        )
    }

    /// Plays the legal move whose id is `id`.
    pub fn play_action(&mut self, id: u32) -> Result<&Move> {
        let count = self.action_count();
        if id >= count {
            bail!(
                InvalidArgument,
                "{}: action {id} is out of range (the ids are 0 to {})",
                self.variant,
                count - 1
            );
        }
        self.ensure_can_move()?;
        let mut ids = Vec::new();
        self.legal_ids(&mut ids)?;
        let Some(index) = ids.iter().position(|&i| i == id) else {
            bail!(
                IllegalMove,
                "{}: action {id} is not legal now",
                self.variant
            );
        };
        let legal = &self.legal()[index];
        let (raw, mv) = (legal.raw(), legal.public());
        self.commit_raw(raw, mv);
        Ok(self.history.last().expect("a move was just played"))
    }

    /// The id of `mv`, a legal move of the current position (matched as `play_move` matches it).
    pub fn action_of(&self, mv: &Move) -> Result<u32> {
        self.ensure_ongoing()?;
        let legal = self.legal();
        let same = |l: &F::Legal| l.path() == mv.path() && l.promotion() == mv.promotion();
        let index = legal
            .iter()
            .position(|l| same(l) && l.public().notation() == mv.notation())
            .or_else(|| legal.iter().position(same));
        let Some(index) = index else {
            bail!(
                IllegalMove,
                "{}: {} is not a legal move now",
                self.variant,
                mv.notation()
            );
        };
        let mut ids = Vec::new();
        self.legal_ids(&mut ids)?;
        Ok(ids[index])
    }
}
