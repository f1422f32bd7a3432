//! The games of a [`Batch`](super::Batch), kept lean: each game is its engine's positions, its
//! draw counters, the legal moves of its position in a list reused every ply, and the index of
//! each move played among the legal moves of its position. A ply lists the next position's
//! moves into the same list, plays the engine's own move and tells the end from the engine and
//! the draw counters ([`Counts`]); nothing is allocated once the lists have room, and no public
//! move, notation or history is written. A game is read back as a [`Game`] by replaying its
//! indexes through the record, which gives the game that stepping through [`Game`] gives.

use std::fmt::Debug;

use crate::actions::Actions;
use crate::draws::{Counts, automatic};
use crate::engine::{Engine, LegalMove};
use crate::error::{Error, Result, bail};
use crate::options::Options;
use crate::planes::{Planes, Seen};
use crate::record::MAX_HISTORY;
use crate::status::State;
use crate::variant::Variant;

/// The games of a batch, whatever their engine: what [`Batch`](super::Batch) asks of them. The
/// caller has checked every slice's length.
pub(crate) trait Games: Debug + Send + Sync {
    fn boxed(&self) -> Box<dyn Games>;
    fn len(&self) -> usize;
    /// The indexes of the moves game `i` has played, each among the legal moves of its
    /// position.
    fn played(&self, i: usize) -> &[u32];
    /// Rows, columns and planes of an observation.
    fn observation_shape(&self) -> [usize; 3];
    /// The index among the legal moves of game `i` of the move whose id is `id` (below the
    /// action count). Errors with `illegal_move` naming the game and the id, and `not_allowed`
    /// as [`Game::legal_actions`](crate::Game::legal_actions) does.
    fn index_of(&self, i: usize, id: u32) -> Result<usize>;
    /// Plays `indexes[i]` in game `i`, writes the rewards and terminal flags, restarts the
    /// games that ended.
    fn step(
        &mut self,
        indexes: &[usize],
        rewards: &mut [f32],
        terminals: &mut [bool],
        threads: usize,
    );
    /// `plies` random plies in every game from the generators of `seed`; the games finished.
    fn play_random(&mut self, plies: usize, seed: u64, threads: usize) -> u64;
    /// One random ply in every game, drawn from `states`, with the id played, the reward and
    /// the terminal flag of each game; the first error of an id, after the ply.
    fn random_ply(&mut self, states: &mut [u64], out: &mut [Played], threads: usize) -> Result<()>;
    /// Every game's observation, one after the other, on up to `threads` threads.
    fn observe(&self, out: &mut [f32], threads: usize);
    /// Every game's legal-action mask, one after the other, on up to `threads` threads.
    fn masks(&self, out: &mut [bool], threads: usize) -> Result<()>;
}

/// What a ply of random play did in one game.
#[derive(Clone, Debug, Default)]
pub(crate) struct Played {
    pub id: u32,
    pub reward: f32,
    pub terminal: bool,
    pub error: Option<Error>,
}

/// The generator of game `i` of a random play seeded by `seed`.
pub(crate) fn first_state(seed: u64, i: usize) -> u64 {
    (seed ^ (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)) | 1
}

/// The next number of a generator (xorshift64).
fn next_state(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// Runs `f` on each item with its index and its part of two slices, on up to `threads`
/// threads.
fn spread<T: Send, A: Send, B: Send>(
    items: &mut [T],
    a: &mut [A],
    b: &mut [B],
    threads: usize,
    f: impl Fn(usize, &mut T, &mut A, &mut B) + Sync,
) {
    let chunk = items.len().div_ceil(threads.max(1)).max(1);
    if threads <= 1 || items.len() <= 1 {
        for (i, ((g, x), y)) in items.iter_mut().zip(a).zip(b).enumerate() {
            f(i, g, x, y);
        }
        return;
    }
    std::thread::scope(|s| {
        for (k, ((gs, xs), ys)) in items
            .chunks_mut(chunk)
            .zip(a.chunks_mut(chunk))
            .zip(b.chunks_mut(chunk))
            .enumerate()
        {
            let f = &f;
            s.spawn(move || {
                for (j, ((g, x), y)) in gs.iter_mut().zip(xs).zip(ys).enumerate() {
                    f(k * chunk + j, g, x, y);
                }
            });
        }
    });
}

/// Runs `f` on each item with its part of `out` (`size` values each), on up to `threads`
/// threads when there are at least `WORTH_A_THREAD` values to write.
fn write_each<T: Sync, O: Send>(
    items: &[T],
    out: &mut [O],
    size: usize,
    threads: usize,
    f: impl Fn(&T, &mut [O]) -> Result<()> + Sync,
) -> Result<()> {
    /// The values written below which a thread costs more than it saves.
    const WORTH_A_THREAD: usize = 1 << 16;
    if threads <= 1 || items.len() <= 1 || out.len() < WORTH_A_THREAD {
        return items
            .iter()
            .zip(out.chunks_exact_mut(size))
            .try_for_each(|(item, out)| f(item, out));
    }
    let chunk = items.len().div_ceil(threads);
    std::thread::scope(|s| {
        let parts: Vec<_> = items
            .chunks(chunk)
            .zip(out.chunks_mut(chunk * size))
            .map(|(items, out)| {
                let f = &f;
                s.spawn(move || {
                    items
                        .iter()
                        .zip(out.chunks_exact_mut(size))
                        .try_for_each(|(item, out)| f(item, out))
                })
            })
            .collect();
        parts
            .into_iter()
            .try_for_each(|part| part.join().expect("a writing thread panicked"))
    })
}

/// One game of a batch, always going on (a game that ends starts again at once).
#[derive(Clone, Debug)]
struct Lane<F: Engine> {
    /// The positions of the game, first to current.
    positions: Vec<F::Position>,
    /// Plies before the current position since the last progress move.
    reversible: u32,
    /// Plies before the current position since the material last changed.
    endgame: u32,
    /// The material of the current position ([`Engine::material`]).
    material: u64,
    /// The index of each move played among the legal moves of its position.
    played: Vec<u32>,
    /// The legal moves of the current position, as [`Engine::legal`] lists them.
    legal: Vec<F::Legal>,
}

/// The games of one engine, and the start every game restarts from.
#[derive(Clone, Debug)]
pub(crate) struct Lanes<F: Engine> {
    variant: Variant,
    options: Options,
    /// Whether a draw rule can end a game by itself ([`automatic`]).
    draws: bool,
    /// A game at the start: what a game that ends becomes.
    start: Lane<F>,
    lanes: Vec<Lane<F>>,
}

impl<F: Engine> Lane<F> {
    /// Makes this game `start` again, keeping the room of its lists.
    fn restart(&mut self, start: &Lane<F>) {
        self.positions.clear();
        self.positions.extend_from_slice(&start.positions);
        self.played.clear();
        self.legal.clear();
        self.legal.extend_from_slice(&start.legal);
        (self.reversible, self.endgame, self.material) =
            (start.reversible, start.endgame, start.material);
    }

    /// Plays the legal move at `index` and lists the next position's moves; returns the reward
    /// of the side that moved and whether the game ended (by the rules, an automatic draw rule
    /// where `draws` says one can end it, or reaching [`MAX_HISTORY`] moves).
    fn play(&mut self, index: usize, options: &Options, draws: bool) -> (f32, bool) {
        let pos = *self.positions.last().expect("a game always has a position");
        let raw = self.legal[index].raw();
        let next = F::after(&pos, raw);
        // The material changes only with a progress move ([`Engine::is_progress`]).
        if F::is_progress(&pos, raw) {
            let material = F::material(&next);
            self.endgame = if material != self.material {
                0
            } else {
                self.endgame + 1
            };
            (self.reversible, self.material) = (0, material);
        } else {
            debug_assert_eq!(self.material, F::material(&next));
            (self.reversible, self.endgame) = (self.reversible + 1, self.endgame + 1);
        }
        self.positions.push(next);
        self.played.push(index as u32);
        F::legal_into(&next, options, &mut self.legal);
        let has_moves = !self.legal.is_empty();
        let outcome = if draws {
            let counts = Counts::<F> {
                options,
                positions: &self.positions,
                reversible: self.reversible,
                endgame: self.endgame,
            };
            counts.outcome(has_moves)
        } else {
            F::outcome(&next, has_moves)
        };
        match outcome {
            None => (0.0, self.played.len() >= MAX_HISTORY),
            Some(o) => match o.state {
                State::Win if o.winner == Some(F::turn(&pos)) => (1.0, true),
                State::Win => (-1.0, true),
                _ => (0.0, true),
            },
        }
    }
}

impl<F: Actions + Planes> Lanes<F> {
    /// `n` games of `variant` with `options` (checked) from the standard start.
    pub fn new(variant: Variant, options: Options, n: usize) -> Lanes<F> {
        let pos = F::start(variant, &options);
        let start = Lane {
            positions: vec![pos],
            reversible: F::reversible_at_start(&pos),
            endgame: 0,
            material: F::material(&pos),
            played: Vec::new(),
            legal: F::legal(&pos, &options),
        };
        Lanes {
            variant,
            options,
            draws: automatic(&options),
            lanes: vec![start.clone(); n],
            start,
        }
    }

    /// The id of each legal move of `lane`, in their order.
    fn each_id(&self, lane: &Lane<F>, each: &mut impl FnMut(u32)) -> Result<()> {
        let pos = lane.positions.last().expect("a game always has a position");
        F::each_id(self.variant, &self.options, pos, &lane.legal, each)
    }
}

impl<F: Actions + Planes> Games for Lanes<F> {
    fn boxed(&self) -> Box<dyn Games> {
        Box::new(self.clone())
    }

    fn len(&self) -> usize {
        self.lanes.len()
    }

    fn played(&self, i: usize) -> &[u32] {
        &self.lanes[i].played
    }

    fn observation_shape(&self) -> [usize; 3] {
        let g = self.variant.geometry_for(&self.options);
        [
            usize::from(g.rows),
            usize::from(g.columns),
            F::planes(self.variant),
        ]
    }

    fn index_of(&self, i: usize, id: u32) -> Result<usize> {
        let lane = &self.lanes[i];
        let pos = lane.positions.last().expect("a game always has a position");
        match F::index_of_id(self.variant, &self.options, pos, &lane.legal, id)? {
            Some(index) => Ok(index),
            None => bail!(
                IllegalMove,
                "{}: action {id} is not legal now in game {i}",
                self.variant
            ),
        }
    }

    fn step(
        &mut self,
        indexes: &[usize],
        rewards: &mut [f32],
        terminals: &mut [bool],
        threads: usize,
    ) {
        let (options, start, draws) = (&self.options, &self.start, self.draws);
        spread(
            &mut self.lanes,
            rewards,
            terminals,
            threads,
            |i, lane, reward, terminal| {
                (*reward, *terminal) = lane.play(indexes[i], options, draws);
                if *terminal {
                    lane.restart(start);
                }
            },
        );
    }

    fn play_random(&mut self, plies: usize, seed: u64, threads: usize) -> u64 {
        let n = self.lanes.len();
        let (options, start, draws) = (&self.options, &self.start, self.draws);
        let mut finished = vec![0u64; n];
        let mut unused = vec![(); n];
        spread(
            &mut self.lanes,
            &mut finished,
            &mut unused,
            threads,
            |i, lane, done, _| {
                let mut state = first_state(seed, i);
                for _ in 0..plies {
                    let draw = next_state(&mut state);
                    // Ids and legal moves are one to one: a legal move drawn uniformly is an id
                    // drawn uniformly, found without listing the ids. A game of the batch
                    // always has a move (a game that ends starts again).
                    let index = (draw % lane.legal.len() as u64) as usize;
                    if lane.play(index, options, draws).1 {
                        *done += 1;
                        lane.restart(start);
                    }
                }
            },
        );
        finished.iter().sum()
    }

    fn random_ply(&mut self, states: &mut [u64], out: &mut [Played], threads: usize) -> Result<()> {
        let this = &*self;
        let mut indexes = vec![0usize; this.lanes.len()];
        for ((lane, state), (index, played)) in this
            .lanes
            .iter()
            .zip(states)
            .zip(indexes.iter_mut().zip(out.iter_mut()))
        {
            *index = (next_state(state) % lane.legal.len() as u64) as usize;
            let pos = lane.positions.last().expect("a game always has a position");
            *played = match F::id_at(this.variant, &this.options, pos, &lane.legal, *index) {
                Ok(id) => Played {
                    id,
                    ..Played::default()
                },
                Err(e) => Played {
                    error: Some(e),
                    ..Played::default()
                },
            };
        }
        let (options, start, draws) = (&self.options, &self.start, self.draws);
        spread(
            &mut self.lanes,
            out,
            &mut indexes,
            threads,
            |_, lane, played, &mut index| {
                (played.reward, played.terminal) = lane.play(index, options, draws);
                if played.terminal {
                    lane.restart(start);
                }
            },
        );
        match out.iter_mut().find_map(|p| p.error.take()) {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }

    fn observe(&self, out: &mut [f32], threads: usize) {
        let size = self.observation_shape().iter().product();
        let _ = write_each(&self.lanes, out, size, threads, |lane, out| {
            let seen = Seen {
                variant: self.variant,
                options: &self.options,
                positions: &lane.positions,
                reversible: lane.reversible,
                endgame: lane.endgame,
            };
            F::write(&seen, out);
            Ok(())
        });
    }

    fn masks(&self, out: &mut [bool], threads: usize) -> Result<()> {
        let size = out.len() / self.lanes.len();
        write_each(&self.lanes, out, size, threads, |lane, out| {
            out.fill(false);
            self.each_id(lane, &mut |id| out[id as usize] = true)
        })
    }
}
