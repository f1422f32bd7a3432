//! Perft, the count of move sequences that checks a move generator against published numbers.

use std::str::FromStr;
use std::sync::atomic::AtomicBool;

use crate::error::{Error, ErrorKind, Quoted, Result};
use crate::moves::Move;

/// The deepest perft accepted. Deeper counts would not finish in a lifetime anyway.
pub const MAX_PERFT_DEPTH: u32 = 64;

/// How perft counts capture routes that differ only in the order of their jumps (a king going
/// round a ring of pieces one way or the other): they end in the same position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Duplicates {
    /// Count every route (the convention of the published English numbers).
    #[default]
    Keep,
    /// Count routes with the same start, end and captured pieces once.
    Drop,
}

impl Duplicates {
    /// `"keep"` or `"drop"`.
    pub fn name(self) -> &'static str {
        match self {
            Duplicates::Keep => "keep",
            Duplicates::Drop => "drop",
        }
    }
}

impl FromStr for Duplicates {
    type Err = Error;
    /// Reads `"keep"` or `"drop"`; anything else is `invalid_argument`.
    fn from_str(s: &str) -> Result<Duplicates> {
        match s {
            "keep" => Ok(Duplicates::Keep),
            "drop" => Ok(Duplicates::Drop),
            _ => Err(Error::new(
                ErrorKind::InvalidArgument,
                format!(
                    "{q_s} is not a duplicates convention (expected \"keep\" or \"drop\")",
                    q_s = Quoted(&s)
                ),
            )),
        }
    }
}

/// How perft counts a game that is over before the depth asked (a Reversi game that neither
/// side can go on with, a Connect Four game won or drawn).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Finished {
    /// It adds nothing: perft counts the move sequences of exactly the depth asked (chess and
    /// draughts perft; for Reversi the convention of OEIS A124004, Edax and OpenSpiel).
    #[default]
    Ignore,
    /// It counts as one leaf (Aart Bik's Reversi perft). Only placement games count this way:
    /// any other game refuses it with `invalid_argument`.
    Leaf,
}

impl Finished {
    /// `"ignore"` or `"leaf"`.
    pub fn name(self) -> &'static str {
        match self {
            Finished::Ignore => "ignore",
            Finished::Leaf => "leaf",
        }
    }
}

impl FromStr for Finished {
    type Err = Error;
    /// Reads `"ignore"` or `"leaf"`; anything else is `invalid_argument`.
    fn from_str(s: &str) -> Result<Finished> {
        match s {
            "ignore" => Ok(Finished::Ignore),
            "leaf" => Ok(Finished::Leaf),
            _ => Err(Error::new(
                ErrorKind::InvalidArgument,
                format!(
                    "{q_s} is not a convention for finished games (expected \"ignore\" or \"leaf\")",
                    q_s = Quoted(&s)
                ),
            )),
        }
    }
}

/// How [`Game::perft_with`](crate::Game::perft_with) counts: the duplicates convention, how many
/// threads, a flag that stops the count, and a callback told of each root move counted.
///
/// ```
/// use damero::{Game, PerftOptions, Variant};
/// let game = Game::new(Variant::English)?;
/// let run = game.perft_with(6, &PerftOptions::new().threads(2))?.unwrap();
/// assert_eq!(run.nodes, 36_768);
/// assert_eq!(run.divide.len(), 7); // the count below each of the seven first moves
/// # Ok::<(), damero::Error>(())
/// ```
#[derive(Clone, Copy, Default)]
pub struct PerftOptions<'a> {
    duplicates: Duplicates,
    finished: Finished,
    pub(crate) threads: usize,
    stop: Option<&'a AtomicBool>,
    progress: Option<&'a (dyn Fn(&RootCount) + Sync)>,
    pub(crate) hash: usize,
    /// None: as many plies as the family's walk counts in bulk.
    pub(crate) bulk: Option<u32>,
}

impl<'a> PerftOptions<'a> {
    /// One thread, duplicates kept, no stop flag, no progress.
    pub fn new() -> Self {
        PerftOptions {
            threads: 1,
            ..Default::default()
        }
    }

    /// The duplicates convention.
    pub fn duplicates(mut self, duplicates: Duplicates) -> Self {
        self.duplicates = duplicates;
        self
    }

    /// How a game that is over before the depth counts ([`Finished`]).
    pub fn finished(mut self, finished: Finished) -> Self {
        self.finished = finished;
        self
    }

    /// Threads to count on; 0 means one per core, at most [`MAX_PERFT_THREADS`](crate::MAX_PERFT_THREADS)
    /// (a count asking for more is `invalid_argument`). Where threads cannot be started (WebAssembly
    /// without threads) the count runs on the calling thread whatever this says. The count is
    /// the same for any number of threads.
    pub fn threads(mut self, threads: usize) -> Self {
        self.threads = threads;
        self
    }

    /// A flag another thread may set to stop the count within a few milliseconds; the count
    /// then returns `Ok(None)`.
    pub fn stop(mut self, stop: &'a AtomicBool) -> Self {
        self.stop = Some(stop);
        self
    }

    /// Called once for each root move as soon as everything below it is counted, from whichever
    /// thread finished it (calls never overlap).
    pub fn progress(mut self, progress: &'a (dyn Fn(&RootCount) + Sync)) -> Self {
        self.progress = Some(progress);
        self
    }

    /// A transposition table of `megabytes` (0, the default: none) shared by the counting
    /// threads: the count below a position reached again by another move order is read from it.
    /// For deep counts on one machine; the count is the same with it or without it. A count
    /// asking for more than [`MAX_PERFT_HASH_MB`](crate::MAX_PERFT_HASH_MB), or for memory the
    /// machine does not give, is `invalid_argument`. WebAssembly builds count without a table
    /// whatever this says (as they count on one thread).
    ///
    /// ```
    /// use damero::{Game, PerftOptions, Variant};
    /// let game = Game::new(Variant::English)?;
    /// let run = game.perft_with(11, &PerftOptions::new().hash(16))?.unwrap();
    /// assert_eq!(run.nodes, 85_242_128); // Aart Bik, "Perft for Checkers"
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn hash(mut self, megabytes: usize) -> Self {
        self.hash = megabytes;
        self
    }

    /// At most `plies` plies at the leaves counted without being played ("bulk counting"): 1
    /// counts the moves of the last ply from the generator, as most perft programs do, and
    /// plays every move above it. By default each family counts as many as its walk can: the
    /// last three plies of English draughts, two in the draughts of flying kings but Frisian and
    /// Turkish, three in Connect Four, one elsewhere. The count is the same; this is for
    /// comparing speed like for like. 0 is `invalid_argument`.
    ///
    /// ```
    /// use damero::{Game, PerftOptions, Variant};
    /// let game = Game::new(Variant::English)?;
    /// let run = game.perft_with(9, &PerftOptions::new().plies_counted_in_bulk(1))?.unwrap();
    /// assert_eq!(run.nodes, 3_963_680); // Aart Bik, "Perft for Checkers"
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn plies_counted_in_bulk(mut self, plies: u32) -> Self {
        self.bulk = Some(plies);
        self
    }

    /// The most plies at the leaves a walk may count in bulk ([`u32::MAX`]: as many as it can).
    pub(crate) fn bulk_plies(&self) -> u32 {
        self.bulk.unwrap_or(u32::MAX)
    }

    /// The threads a count with these options starts.
    pub fn thread_count(&self) -> usize {
        if cfg!(target_family = "wasm") {
            return 1;
        }
        match self.threads {
            0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
            n => n,
        }
    }

    pub(crate) fn parts(&self) -> (Duplicates, Finished, Option<&'a AtomicBool>) {
        (self.duplicates, self.finished, self.stop)
    }

    pub(crate) fn report(&self, count: &RootCount) {
        if let Some(progress) = self.progress {
            progress(count);
        }
    }
}

/// A root move whose subtree has been counted, as [`PerftOptions::progress`] reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct RootCount {
    /// The root move.
    pub mv: Move,
    /// The leaves below it.
    pub nodes: u64,
    /// Root moves counted so far, this one included.
    pub done: usize,
    /// Root moves in all.
    pub total: usize,
}

/// The result of [`Game::perft_with`](crate::Game::perft_with).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct PerftResult {
    /// The leaves at the depth asked.
    pub nodes: u64,
    /// The leaves below each root move, in the order of the legal moves (empty at depth 0). With
    /// [`Duplicates::Drop`], root moves that differ only in the order of their jumps appear once.
    pub divide: Vec<(Move, u64)>,
}
