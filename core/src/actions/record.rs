//! The record's side of action ids and planes (a child of `record.rs`, for its positions,
//! counters and legal moves): the ids of the legal moves, playing one, the id of a move, the
//! legal-action mask and the observation.

use super::Record;
use crate::actions::Actions;
use crate::error::{Result, bail};
use crate::moves::Move;
use crate::planes::{Planes, Seen};

impl<F: Actions + Planes> Record<F> {
    /// The number of ids of this game.
    pub fn action_count(&self) -> u32 {
        // The options were checked when the game was made.
        self.variant.action_count(&self.options).unwrap_or(0)
    }

    /// Hands `each` the ids of the legal moves, in the order of the legal moves; none once the
    /// game is over.
    pub fn each_id(&self, each: &mut impl FnMut(u32)) -> Result<()> {
        // Listed first, so that the outcome reads from the list whether any move exists.
        self.legal();
        if self.outcome().is_some() {
            return Ok(());
        }
        F::each_id(
            self.variant,
            &self.options,
            self.position(),
            self.legal(),
            each,
        )
    }

    /// The index in the legal moves of the move whose id is `id`.
    pub fn index_of_id(&self, id: u32) -> Result<usize> {
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
        let found = F::index_of_id(
            self.variant,
            &self.options,
            self.position(),
            self.legal(),
            id,
        )?;
        match found {
            Some(index) => Ok(index),
            None => bail!(
                IllegalMove,
                "{}: action {id} is not legal now",
                self.variant
            ),
        }
    }

    /// Plays the legal move whose id is `id` and returns it, borrowed.
    pub fn play_action(&mut self, id: u32) -> Result<&Move> {
        let index = self.index_of_id(id)?;
        Ok(self.commit_borrowed(index))
    }

    /// The id of the legal move at `index` (which the caller knows exists).
    pub fn id_at(&self, index: usize) -> Result<u32> {
        F::id_at(
            self.variant,
            &self.options,
            self.position(),
            self.legal(),
            index,
        )
    }

    /// The id of `mv`, a legal move of the current position (matched as `play_move` matches it).
    pub fn action_of(&self, mv: &Move) -> Result<u32> {
        self.ensure_ongoing()?;
        let Some(index) = self.index_of_move(mv) else {
            bail!(
                IllegalMove,
                "{}: {} is not a legal move now",
                self.variant,
                mv.notation()
            );
        };
        self.id_at(index)
    }

    /// `n` games of a batch of this record's variant and options, from the standard start.
    pub fn lanes(&self, n: usize) -> Box<dyn crate::batch::Games> {
        Box::new(crate::batch::Lanes::<F>::new(self.variant, self.options, n))
    }

    /// Rows, columns and planes of the observation.
    pub fn observation_shape(&self) -> [usize; 3] {
        let g = self.geometry();
        [
            usize::from(g.rows),
            usize::from(g.columns),
            F::planes(self.variant),
        ]
    }

    /// Writes the observation into `out`, which must be exactly its size.
    pub fn observe(&self, out: &mut [f32]) -> Result<()> {
        let [rows, columns, planes] = self.observation_shape();
        let size = rows * columns * planes;
        if out.len() != size {
            bail!(
                InvalidArgument,
                "{}: an observation is {rows} x {columns} x {planes} = {size} values, the buffer \
                 holds {}",
                self.variant,
                out.len()
            );
        }
        let last = self.positions.len() - 1;
        let seen = Seen {
            variant: self.variant,
            options: &self.options,
            positions: &self.positions,
            reversible: self.reversible[last],
            endgame: self.endgame[last],
        };
        F::write(&seen, out);
        Ok(())
    }

    /// Writes the legal-action mask into `out`, which must be exactly `action_count` long.
    pub fn action_mask(&self, out: &mut [bool]) -> Result<()> {
        let count = self.action_count() as usize;
        if out.len() != count {
            bail!(
                InvalidArgument,
                "{}: the action mask is {count} flags, the buffer holds {}",
                self.variant,
                out.len()
            );
        }
        out.fill(false);
        self.each_id(&mut |id| out[id as usize] = true)
    }
}
