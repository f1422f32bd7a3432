//! Perft with a transposition table, for deep counts on one machine: the count below a position
//! some plies from the leaves is kept in a table shared by the counting threads, so a position
//! reached again by another move order is counted once. Off unless [`PerftOptions::hash`]
//! (crate::PerftOptions::hash) asks for it; the count is the same as without it.
//!
//! Each entry holds the count and a 64-bit key of (position, plies left); the key is stored
//! xor-ed with the count, so an entry torn by two threads writing at once reads as a miss, never
//! as a wrong count (the lockless scheme of Hyatt and Mann). Two positions whose keys agree in
//! all 64 bits would share a count: with at most 2^26 entries probed against 2^64 keys, the odds
//! are below one in 2^38 per probe.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use crate::engine::{Engine, LegalMove};
use crate::error::{Result, bail};
use crate::options::Options;
use crate::perft::Finished;

/// The most megabytes a table may take.
pub const MAX_PERFT_HASH_MB: usize = 1 << 16;

/// Below this many plies, the family's own walk (bulk counting) is faster than a probe.
const LEAF_PLIES: u32 = 3;

/// A table of `2^k` entries of two words each.
pub(crate) struct Table {
    words: Vec<AtomicU64>,
    mask: usize,
}

impl Table {
    /// A table of at most `megabytes` (a power of two of entries, 16 bytes each). Errors with
    /// `invalid_argument` over [`MAX_PERFT_HASH_MB`] or when the memory cannot be had.
    pub fn new(megabytes: usize) -> Result<Table> {
        if megabytes > MAX_PERFT_HASH_MB {
            bail!(
                InvalidArgument,
                "a perft hash table of {megabytes} MB is over the limit of {MAX_PERFT_HASH_MB} MB"
            );
        }
        let entries = ((megabytes << 20) / 16).max(1);
        let entries = 1usize << (usize::BITS - 1 - entries.leading_zeros());
        let mut words = Vec::new();
        if words.try_reserve_exact(entries * 2).is_err() {
            bail!(
                InvalidArgument,
                "a perft hash table of {megabytes} MB cannot be allocated"
            );
        }
        words.resize_with(entries * 2, || AtomicU64::new(0));
        Ok(Table {
            words,
            mask: entries - 1,
        })
    }

    fn probe(&self, key: u64) -> Option<u64> {
        let i = (key as usize & self.mask) * 2;
        let (stored, nodes) = (
            self.words[i].load(Ordering::Relaxed),
            self.words[i + 1].load(Ordering::Relaxed),
        );
        // A zero count is never stored, so an empty entry is a miss.
        (nodes != 0 && stored ^ nodes == key).then_some(nodes)
    }

    fn store(&self, key: u64, nodes: u64) {
        if nodes == 0 {
            return;
        }
        let i = (key as usize & self.mask) * 2;
        self.words[i].store(key ^ nodes, Ordering::Relaxed);
        self.words[i + 1].store(nodes, Ordering::Relaxed);
    }
}

fn key_of<P: Hash>(pos: &P, depth: u32) -> u64 {
    // DefaultHasher::new() has fixed keys: the same position hashes alike on every thread.
    let mut h = DefaultHasher::new();
    pos.hash(&mut h);
    depth.hash(&mut h);
    h.finish()
}

/// Perft below `pos` as [`Engine::perft`] counts it, with the counts of positions
/// [`LEAF_PLIES`] or more plies above the leaves kept in `table`. `None` when stopped.
// Engine::perft's arguments and the table: bundling them would only move the list.
#[allow(clippy::too_many_arguments)]
pub(crate) fn count<F: Engine>(
    pos: &F::Position,
    depth: u32,
    options: &Options,
    drop: bool,
    finished: Finished,
    bulk: u32,
    stop: Option<&AtomicBool>,
    table: &Table,
) -> Option<u64> {
    if depth <= LEAF_PLIES {
        return F::perft(pos, depth, options, drop, finished, bulk, stop);
    }
    let key = key_of(pos, depth);
    if let Some(nodes) = table.probe(key) {
        return Some(nodes);
    }
    let legal = F::legal(pos, options);
    if legal.is_empty() {
        // A finished game: the family's walk applies the convention.
        return F::perft(pos, depth, options, drop, finished, bulk, stop);
    }
    let mut seen: Vec<F::Raw> = Vec::with_capacity(legal.len());
    let mut nodes = 0u64;
    for l in &legal {
        let raw = l.raw();
        if drop {
            if seen.contains(&raw) {
                continue;
            }
            seen.push(raw);
        }
        if stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
            return None;
        }
        nodes += count::<F>(
            &F::after(pos, raw),
            depth - 1,
            options,
            drop,
            finished,
            bulk,
            stop,
            table,
        )?;
    }
    table.store(key, nodes);
    Some(nodes)
}
