//! Deep perft split into independent tasks, for counts spread over machines: every position a
//! few plies below the root, merged by equal position (a transposition is counted once, weighted
//! by the number of move sequences that reach it), each counted on its own, anywhere, in any
//! order. The sum of the tasks' counts is the perft of the root.
//!
//! ```
//! use damero::{Duplicates, Game, Variant};
//! let game = Game::new(Variant::English)?;
//! let tasks = game.perft_tasks(8, 3, Duplicates::Keep)?;
//! assert!(tasks.len() < 302); // perft(3) is 302 sequences; transpositions merge
//! let total: u64 = tasks.iter().map(|t| t.count()).sum::<damero::Result<u64>>()?;
//! assert_eq!(total, game.perft(8, Duplicates::Keep)?);
//! // A task travels as one line of text.
//! let again = damero::PerftTask::from_text(&tasks[0].to_text())?;
//! assert_eq!(again, tasks[0]);
//! # Ok::<(), damero::Error>(())
//! ```

use crate::error::{Result, bail};
use crate::game::Game;
use crate::perft::{Duplicates, Finished, PerftOptions};

/// One part of a perft split by [`Game::perft_tasks`]: the position reached from the root game by
/// `path`, the plies left to count below it, and the number of move sequences from the root that
/// reach it.
///
/// A task is counted by the damero version that made it: `path` indexes the legal moves in the
/// order this version lists them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PerftTask {
    /// The root game, as a fragment ([`Game::to_fragment`]).
    pub fragment: String,
    /// The moves from the root to the task's position: at each ply, an index into the legal
    /// moves ([`Game::legal_moves`]; under [`Duplicates::Drop`] with moves of equal effect kept
    /// once, the first of them).
    pub path: Vec<u16>,
    /// The plies left to count below the task's position.
    pub depth: u32,
    /// The number of move sequences from the root that reach the task's position.
    pub weight: u64,
    /// Whether capture routes of equal effect count once (as for [`Game::perft`]).
    pub duplicates: Duplicates,
}

impl PerftTask {
    /// The task's share of the root's perft: `weight` times the perft of its position, on the
    /// calling thread. Errors with `invalid_fragment` for a fragment that does not read, and
    /// `invalid_argument` for a path that leads nowhere or a depth over
    /// [`MAX_PERFT_DEPTH`](crate::MAX_PERFT_DEPTH).
    pub fn count(&self) -> Result<u64> {
        self.count_on(1)
    }

    /// [`PerftTask::count`] on up to `threads` threads (0: one per core), as
    /// [`PerftOptions::threads`]; errors as [`PerftTask::count`] and for threads over
    /// [`MAX_PERFT_THREADS`](crate::MAX_PERFT_THREADS).
    pub fn count_on(&self, threads: usize) -> Result<u64> {
        Ok(self
            .count_with(PerftOptions::new().threads(threads))?
            .unwrap_or(0))
    }

    /// [`PerftTask::count`] with the threads, stop flag and progress of `options` (progress
    /// reports the moves of the task's own position); the task's `duplicates` replaces the
    /// options', and a finished game adds nothing ([`Finished::Ignore`], the convention the
    /// tasks were split by). `Ok(None)` when the stop flag was set before the count finished.
    /// Errors as [`PerftTask::count_on`].
    pub fn count_with(&self, options: PerftOptions<'_>) -> Result<Option<u64>> {
        let game = Game::from_fragment(&self.fragment)?;
        let options = options
            .duplicates(self.duplicates)
            .finished(Finished::Ignore);
        let Some(nodes) = game.perft_along(&self.path, self.depth, &options)? else {
            return Ok(None);
        };
        nodes.checked_mul(self.weight).map(Some).ok_or_else(|| {
            crate::Error::new(
                crate::ErrorKind::InvalidArgument,
                format!(
                    "{nodes} leaves weighted {} is over the largest count (2^64 - 1)",
                    self.weight
                ),
            )
        })
    }

    /// The task as one line of text: `depth weight duplicates path fragment`, the path's indexes
    /// joined by `.` (`-` for none), e.g. `5 2 keep 3.0.7 v1.english...`.
    pub fn to_text(&self) -> String {
        let path = if self.path.is_empty() {
            "-".to_string()
        } else {
            self.path
                .iter()
                .map(u16::to_string)
                .collect::<Vec<_>>()
                .join(".")
        };
        format!(
            "{} {} {} {path} {}",
            self.depth,
            self.weight,
            self.duplicates.name(),
            self.fragment
        )
    }

    /// Reads [`PerftTask::to_text`]. Errors with `invalid_argument` for text of another shape
    /// (the fragment is read only when the task is counted).
    pub fn from_text(text: &str) -> Result<PerftTask> {
        let bad = |why: &str| -> crate::Error {
            crate::Error::new(
                crate::ErrorKind::InvalidArgument,
                format!("{} is no perft task: {why}", crate::error::Quoted(text)),
            )
        };
        if text.len() > crate::MAX_FRAGMENT_LEN + 1024 {
            return Err(bad("too long"));
        }
        let mut parts = text.trim().splitn(5, ' ');
        let mut next = |what: &str| parts.next().ok_or_else(|| bad(what));
        let depth = next("no depth")?
            .parse()
            .map_err(|_| bad("the depth is no number"))?;
        let weight = next("no weight")?
            .parse()
            .map_err(|_| bad("the weight is no number"))?;
        let duplicates = match next("no duplicates")? {
            "keep" => Duplicates::Keep,
            "drop" => Duplicates::Drop,
            _ => return Err(bad("duplicates is neither keep nor drop")),
        };
        let path = match next("no path")? {
            "-" => Vec::new(),
            p => p
                .split('.')
                .map(|i| i.parse::<u16>())
                .collect::<std::result::Result<Vec<_>, _>>()
                .map_err(|_| bad("the path is not indexes joined by '.'"))?,
        };
        let fragment = next("no fragment")?.to_string();
        if depth > crate::MAX_PERFT_DEPTH || path.len() > crate::MAX_PERFT_DEPTH as usize {
            bail!(
                InvalidArgument,
                "a perft task deeper than the limit of {}",
                crate::MAX_PERFT_DEPTH
            );
        }
        Ok(PerftTask {
            fragment,
            path,
            depth,
            weight,
            duplicates,
        })
    }
}
