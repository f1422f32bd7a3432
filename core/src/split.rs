//! Perft split into subtrees and counted on threads, for any engine.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};

use crate::engine::{Engine, LegalMove};
use crate::moves::Move;
use crate::options::Options;
use crate::perft::{Duplicates, PerftOptions, PerftResult, RootCount};

/// Perft below `pos` (a position of a game with `game_options`), split into subtrees two plies
/// down (one ply when the count is that shallow), counted by `options.thread_count()` threads
/// that take the next subtree as they finish one, so uneven subtrees still keep every thread
/// busy. `None` when the stop flag was set before the count finished; an error only for a
/// transposition table that cannot be made ([`PerftOptions::hash`]). `depth` is at most
/// [`crate::MAX_PERFT_DEPTH`] (the caller checks).
pub(crate) fn count<F: Engine>(
    pos: &F::Position,
    game_options: &Options,
    depth: u32,
    options: &PerftOptions,
) -> crate::error::Result<Option<PerftResult>> {
    if depth == 0 {
        return Ok(Some(PerftResult {
            nodes: 1,
            divide: Vec::new(),
        }));
    }
    let (duplicates, finished, stop) = options.parts();
    let drop = duplicates == Duplicates::Drop;
    let bulk = options.bulk_plies();
    // WebAssembly builds count without a table: the JS package does not offer one, and the
    // table's walk would grow the module for every variant.
    #[cfg(not(target_family = "wasm"))]
    let table = match options.hash {
        0 => None,
        mb => Some(crate::hashed::Table::new(mb)?),
    };
    let walk = |from: &F::Position, plies: u32| {
        #[cfg(not(target_family = "wasm"))]
        if let Some(t) = &table {
            return crate::hashed::count::<F>(
                from,
                plies,
                game_options,
                drop,
                finished,
                bulk,
                stop,
                t,
            );
        }
        F::perft(from, plies, game_options, drop, finished, bulk, stop)
    };
    let distinct = |legal: Vec<F::Legal>| -> Vec<F::Legal> {
        let mut out: Vec<F::Legal> = Vec::with_capacity(legal.len());
        for l in legal {
            if !drop || !out.iter().any(|o| o.raw() == l.raw()) {
                out.push(l);
            }
        }
        out
    };
    let roots = distinct(F::legal(pos, game_options));
    if roots.is_empty() {
        // A finished game: nothing below it, or one leaf as the convention asks.
        return Ok(walk(pos, depth).map(|nodes| PerftResult {
            nodes,
            divide: Vec::new(),
        }));
    }
    // Work items: (root index, position to count from, plies left below it).
    let mut items: Vec<(usize, F::Position, u32)> = Vec::new();
    for (i, root) in roots.iter().enumerate() {
        let child = F::after(pos, root.raw());
        let grands = if depth >= 4 {
            distinct(F::legal(&child, game_options))
        } else {
            Vec::new()
        };
        if grands.is_empty() {
            // Shallow, or a child without moves: a finished game, which the engine counts as
            // the convention asks (nothing, or one leaf).
            items.push((i, child, depth - 1));
        }
        for grand in grands {
            items.push((i, F::after(&child, grand.raw()), depth - 2));
        }
    }
    let per_root: Vec<AtomicUsize> = (0..roots.len())
        .map(|i| AtomicUsize::new(items.iter().filter(|it| it.0 == i).count()))
        .collect();
    let sums: Vec<AtomicU64> = roots.iter().map(|_| AtomicU64::new(0)).collect();
    let next = AtomicUsize::new(0);
    let done = Mutex::new(0usize);
    let stopped = AtomicBool::new(false);
    let report = |i: usize| {
        let mut done = done.lock().unwrap_or_else(|e| e.into_inner());
        *done += 1;
        options.report(&RootCount {
            mv: F::public(pos, &roots, i),
            nodes: sums[i].load(Ordering::Relaxed),
            done: *done,
            total: roots.len(),
        });
    };
    // Root moves with nothing below them (no reply at depth 2 or more) count 0 and are done.
    for (i, left) in per_root.iter().enumerate() {
        if left.load(Ordering::Relaxed) == 0 {
            report(i);
        }
    }
    let work = || {
        loop {
            let k = next.fetch_add(1, Ordering::Relaxed);
            let Some((root, from, plies)) = items.get(k) else {
                return;
            };
            match walk(from, *plies) {
                Some(n) => {
                    sums[*root].fetch_add(n, Ordering::Relaxed);
                    if per_root[*root].fetch_sub(1, Ordering::AcqRel) == 1 {
                        report(*root);
                    }
                }
                None => {
                    stopped.store(true, Ordering::Relaxed);
                    return;
                }
            }
        }
    };
    let threads = options.thread_count().clamp(1, items.len().max(1));
    if threads == 1 {
        work();
    } else {
        std::thread::scope(|scope| {
            for _ in 0..threads {
                scope.spawn(work);
            }
        });
    }
    if stopped.load(Ordering::Relaxed) || stop.is_some_and(|f| f.load(Ordering::Relaxed)) {
        return Ok(None);
    }
    let divide: Vec<(Move, u64)> = roots
        .iter()
        .zip(&sums)
        .enumerate()
        .map(|(i, (_, n))| (F::public(pos, &roots, i), n.load(Ordering::Relaxed)))
        .collect();
    Ok(Some(PerftResult {
        nodes: divide.iter().map(|(_, n)| n).sum(),
        divide,
    }))
}
