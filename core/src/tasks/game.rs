//! `Game`'s side of perft tasks (a child of `game.rs`, for its dispatch).

use super::{Game, Inner};
use crate::error::{Result, bail};
use crate::perft::{Duplicates, MAX_PERFT_DEPTH, PerftOptions};
use crate::tasks::PerftTask;

impl Game {
    /// Perft `depth` split into independent tasks: every position `split` plies below this one,
    /// each once however many move sequences reach it (its [`PerftTask::weight`]), to count
    /// `depth - split` plies below. The sum of the tasks' [`PerftTask::count`] is
    /// [`Game::perft`]`(depth, duplicates)`. Tasks come in the order their positions are first
    /// reached. Errors with `invalid_argument` for a depth over
    /// [`MAX_PERFT_DEPTH`](crate::MAX_PERFT_DEPTH) or a split deeper than the depth.
    ///
    /// The tasks are held in memory: a split of `k` plies makes as many tasks as there are
    /// distinct positions `k` plies down (chess: 72,078 at 4 plies; English draughts: 1,806 at 6).
    pub fn perft_tasks(
        &self,
        depth: u32,
        split: u32,
        duplicates: Duplicates,
    ) -> Result<Vec<PerftTask>> {
        if depth > MAX_PERFT_DEPTH {
            bail!(
                InvalidArgument,
                "perft depth {depth} is over the limit of {MAX_PERFT_DEPTH}"
            );
        }
        if split > depth {
            bail!(
                InvalidArgument,
                "a perft of depth {depth} cannot be split {split} plies down"
            );
        }
        let fragment = self.to_fragment();
        let parts = dispatch!(&self.inner, |r| r.perft_split(split, duplicates));
        Ok(parts
            .into_iter()
            .map(|(path, weight)| PerftTask {
                fragment: fragment.clone(),
                path,
                depth: depth - split,
                weight,
                duplicates,
            })
            .collect())
    }

    /// Perft below the position `path` leads to (see [`PerftTask`]); `None` when stopped. The
    /// limits are the record's, as for [`Game::perft_with`].
    pub(crate) fn perft_along(
        &self,
        path: &[u16],
        depth: u32,
        options: &PerftOptions,
    ) -> Result<Option<u64>> {
        dispatch!(&self.inner, |r| r.perft_along(path, depth, options))
    }
}
