//! The record's side of perft tasks (a child of `record.rs`, for its position and options): the
//! positions some plies below, merged, and the count below one of them.

use std::collections::HashMap;
use std::collections::hash_map::Entry;

use super::Record;
use crate::engine::{Engine, LegalMove};
use crate::error::{Result, bail};
use crate::perft::{Duplicates, PerftOptions};

/// The legal moves of `pos` as perft counts them: under `drop`, moves of equal effect once.
fn counted<F: Engine>(pos: &F::Position, options: &crate::Options, drop: bool) -> Vec<F::Raw> {
    let mut out: Vec<F::Raw> = Vec::new();
    for l in F::legal(pos, options) {
        let raw = l.raw();
        if !drop || !out.contains(&raw) {
            out.push(raw);
        }
    }
    out
}

impl<F: Engine> Record<F> {
    /// Every position `split` plies below this one with the path to it (the first found) and the
    /// number of move sequences that reach it, merged ply by ply, in the order first reached.
    pub(crate) fn perft_split(&self, split: u32, duplicates: Duplicates) -> Vec<(Vec<u16>, u64)> {
        let drop = duplicates == Duplicates::Drop;
        let mut level: Vec<(F::Position, Vec<u16>, u64)> = vec![(*self.position(), Vec::new(), 1)];
        for _ in 0..split {
            let mut next: Vec<(F::Position, Vec<u16>, u64)> = Vec::new();
            let mut seen: HashMap<F::Position, usize> = HashMap::new();
            for (pos, path, weight) in &level {
                for (i, raw) in counted::<F>(pos, &self.options, drop)
                    .into_iter()
                    .enumerate()
                {
                    let child = F::after(pos, raw);
                    match seen.entry(child) {
                        Entry::Occupied(e) => next[*e.get()].2 += weight,
                        Entry::Vacant(e) => {
                            e.insert(next.len());
                            let mut to = path.clone();
                            to.push(i as u16);
                            next.push((child, to, *weight));
                        }
                    }
                }
            }
            level = next;
        }
        level.into_iter().map(|(_, path, w)| (path, w)).collect()
    }

    /// Perft `depth` plies below the position `path` leads to (see [`Record::perft_split`]).
    /// Errors with `invalid_argument` for an index past the legal moves of its ply, and as
    /// [`Record::perft_with`] does; `None` when the stop flag was set.
    pub(crate) fn perft_along(
        &self,
        path: &[u16],
        depth: u32,
        options: &PerftOptions,
    ) -> Result<Option<u64>> {
        let drop = options.parts().0 == Duplicates::Drop;
        let mut pos = *self.position();
        for (ply, &i) in path.iter().enumerate() {
            let moves = counted::<F>(&pos, &self.options, drop);
            let Some(&raw) = moves.get(i as usize) else {
                bail!(
                    InvalidArgument,
                    "the perft task's path has move {i} at ply {}, where {} moves are legal",
                    ply + 1,
                    moves.len()
                );
            };
            pos = F::after(&pos, raw);
        }
        Ok(self.perft_at(&pos, depth, options)?.map(|r| r.nodes))
    }
}
