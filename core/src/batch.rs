//! Many games stepped per call, for programs that learn: a [`Batch`] holds `n` games of one
//! variant, plays one [action id](crate::actions) in each, writes rewards and terminal flags
//! into the caller's slices, and starts a finished game again (auto-reset); observations and
//! masks are written for all games at once. Games are spread over threads when asked.

use crate::error::{Result, bail};
use crate::game::Game;
use crate::limits::MAX_PERFT_THREADS;
use crate::options::Options;
use crate::variant::Variant;

mod lane;

pub(crate) use lane::{Games, Lanes};
use lane::{Played, first_state};

/// The time a ply of every game takes on one thread above which starting threads for it saves
/// time (starting and joining a thread takes some tens of microseconds).
const WORTH_THREADS: std::time::Duration = std::time::Duration::from_micros(200);

/// `n` games of one variant with the same options, each from the standard start.
///
/// A step plays `actions[i]` in game `i`, and writes into `rewards[i]` the result for the side
/// that just moved (1 won, -1 lost, 0 otherwise) and into `terminals[i]` whether the game ended
/// (by the rules, a draw rule the options make automatic, or reaching
/// [`MAX_HISTORY`](crate::MAX_HISTORY) moves, a truncation with reward 0). A game that ended is
/// replaced by a new one in the same step, so [`Batch::observe`] and [`Batch::action_masks`]
/// then show the new game's start (gymnasium's "same-step" auto-reset, as pgx's `auto_reset`).
///
/// ```
/// use damero::{Batch, Variant};
/// let mut batch = Batch::new(Variant::ConnectFour, Variant::ConnectFour.default_options(), 2)?;
/// let (mut rewards, mut terminals) = ([0.0; 2], [false; 2]);
/// batch.step(&[3, 4], &mut rewards, &mut terminals)?;
/// assert_eq!(batch.game(0).history().len(), 1);
/// let refused = batch.step(&[3, 9], &mut rewards, &mut terminals).unwrap_err();
/// assert_eq!(refused.code(), "invalid_argument"); // game 1 has no column 9; nothing was played
/// assert_eq!(batch.game(0).history().len(), 1);
/// # Ok::<(), damero::Error>(())
/// ```
///
/// The games are kept lean (see `batch/lane.rs`): a step lists legal moves into reused lists and
/// plays the engine's own moves, writing no notation or history; a game is built as a [`Game`]
/// only when [`Batch::game`] reads it back.
#[derive(Debug)]
pub struct Batch {
    variant: Variant,
    options: Options,
    games: Box<dyn Games>,
    threads: usize,
}

impl Clone for Batch {
    fn clone(&self) -> Batch {
        Batch {
            variant: self.variant,
            options: self.options,
            games: self.games.boxed(),
            threads: self.threads,
        }
    }
}

impl Batch {
    /// `n` games of `variant` with `options` from the standard start, stepped on the calling
    /// thread. Errors as [`Game::with_options`] does, and with `invalid_argument` for `n` = 0.
    pub fn new(variant: Variant, options: Options, n: usize) -> Result<Batch> {
        if n == 0 {
            bail!(
                InvalidArgument,
                "a batch of {variant} needs at least one game"
            );
        }
        let game = Game::with_options(variant, options)?;
        Ok(Batch {
            variant,
            options,
            games: game.lanes(n),
            threads: 1,
        })
    }

    /// The same batch stepped on up to `threads` threads (1: the calling thread only; 0: as
    /// many as the machine has). Errors with `invalid_argument` over
    /// [`MAX_PERFT_THREADS`](crate::MAX_PERFT_THREADS).
    pub fn threads(mut self, threads: usize) -> Result<Batch> {
        if threads > MAX_PERFT_THREADS {
            bail!(
                InvalidArgument,
                "{threads} threads, over the limit of {MAX_PERFT_THREADS}"
            );
        }
        self.threads = match threads {
            0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
            n => n,
        };
        Ok(self)
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The number of games.
    pub fn len(&self) -> usize {
        self.games.len()
    }

    /// Always false: a batch holds at least one game.
    pub fn is_empty(&self) -> bool {
        self.games.len() == 0
    }

    /// Game `i` as it stands (its fragment, FEN, moves...), built by replaying its moves: the
    /// game that playing the same ids through [`Game`] gives. Panics when `i` is not below
    /// [`Batch::len`].
    pub fn game(&self, i: usize) -> Game {
        let mut game = Game::with_options(self.variant, self.options).expect("made once already");
        game.play_indexes(self.games.played(i));
        game
    }

    /// The ids of each game ([`Game::action_count`]).
    pub fn action_count(&self) -> u32 {
        // The options were checked when the batch was made.
        self.variant.action_count(&self.options).unwrap_or(0)
    }

    /// The shape of one game's observation ([`Game::observation_shape`]).
    pub fn observation_shape(&self) -> [usize; 3] {
        self.games.observation_shape()
    }

    /// Plays `actions[i]` in game `i` for every game, writes `rewards` and `terminals` (see
    /// [`Batch`]) and starts the finished games again. Every id is checked first: errors with
    /// `invalid_argument` for slices that are not [`Batch::len`] long or an id not below
    /// [`Batch::action_count`], and `illegal_move` naming the game, its number and the id for an
    /// id that is no legal move in its game; nothing is played then.
    pub fn step(
        &mut self,
        actions: &[u32],
        rewards: &mut [f32],
        terminals: &mut [bool],
    ) -> Result<()> {
        let n = self.games.len();
        if actions.len() != n || rewards.len() != n || terminals.len() != n {
            bail!(
                InvalidArgument,
                "a batch of {n} games takes {n} actions, rewards and terminal flags, got {}, {} \
                 and {}",
                actions.len(),
                rewards.len(),
                terminals.len()
            );
        }
        let count = self.action_count();
        let mut indexes = Vec::with_capacity(n);
        for (i, &id) in actions.iter().enumerate() {
            if id >= count {
                bail!(
                    InvalidArgument,
                    "{}: action {id} of game {i} is out of range (the ids are 0 to {})",
                    self.variant,
                    count - 1
                );
            }
            indexes.push(self.games.index_of(i, id)?);
        }
        self.games.step(&indexes, rewards, terminals, self.threads);
        Ok(())
    }

    /// Plays `plies` random moves in every game (a legal id drawn uniformly, from a generator
    /// seeded by `seed` and the game's number, so the games are the same on any number of
    /// threads), starting finished games again; returns the games finished. For data and for
    /// benchmarks.
    pub fn play_random(&mut self, plies: usize, seed: u64) -> u64 {
        self.games.play_random(plies, seed, self.threads)
    }

    /// [`Batch::play_random`] seen ply by ply: `before(t, batch)` is called before ply `t` is
    /// played (to write the observations and masks it is chosen from), and `after(t, actions,
    /// rewards, terminals)` once it is, with the id played in each game and the rewards and
    /// terminal flags [`Batch::step`] writes. The games, the moves drawn and the restarts are
    /// those of [`Batch::play_random`] with the same seed. Returns the games finished; stops at
    /// the first error of a callback (or of the ids: see [`Game::legal_actions`]).
    pub fn play_random_with(
        &mut self,
        plies: usize,
        seed: u64,
        mut before: impl FnMut(usize, &Batch) -> Result<()>,
        mut after: impl FnMut(usize, &[u32], &[f32], &[bool]) -> Result<()>,
    ) -> Result<u64> {
        let n = self.games.len();
        let mut states: Vec<u64> = (0..n).map(|i| first_state(seed, i)).collect();
        let mut played = vec![Played::default(); n];
        let (mut ids, mut rewards, mut terminals) = (vec![0; n], vec![0.0; n], vec![false; n]);
        let mut finished = 0;
        // Threads are started for every ply: only where the first ply, played on the calling
        // thread, took long enough to pay for them (the games are the same either way).
        let mut threads = 1;
        for t in 0..plies {
            before(t, self)?;
            let start = std::time::Instant::now();
            self.games.random_ply(&mut states, &mut played, threads)?;
            if t == 0 && start.elapsed() >= WORTH_THREADS {
                threads = self.threads;
            }
            for (i, p) in played.iter().enumerate() {
                (ids[i], rewards[i], terminals[i]) = (p.id, p.reward, p.terminal);
            }
            finished += terminals.iter().filter(|&&t| t).count() as u64;
            after(t, &ids, &rewards, &terminals)?;
        }
        Ok(finished)
    }

    /// Writes the observation of every game, one after the other ([`Game::observe`], each
    /// rows × columns × planes). Errors with `invalid_argument` when `out` is not
    /// [`Batch::len`] times that.
    pub fn observe(&self, out: &mut [f32]) -> Result<()> {
        let [rows, columns, planes] = self.observation_shape();
        let size = rows * columns * planes;
        if out.len() != size * self.games.len() {
            bail!(
                InvalidArgument,
                "{} observations of {size} values are {}, the buffer holds {}",
                self.games.len(),
                size * self.games.len(),
                out.len()
            );
        }
        self.games.observe(out, self.threads);
        Ok(())
    }

    /// Writes the legal-action mask of every game, one after the other ([`Game::action_mask`]).
    /// Errors with `invalid_argument` when `out` is not [`Batch::len`] × [`Batch::action_count`]
    /// long, and as [`Game::action_mask`] does.
    pub fn action_masks(&self, out: &mut [bool]) -> Result<()> {
        let size = self.action_count() as usize;
        if out.len() != size * self.games.len() {
            bail!(
                InvalidArgument,
                "{} masks of {size} flags are {}, the buffer holds {}",
                self.games.len(),
                size * self.games.len(),
                out.len()
            );
        }
        self.games.masks(out, self.threads)
    }
}
