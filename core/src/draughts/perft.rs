//! Perft: the number of move sequences of a given length, the standard check of a move generator.

use std::sync::atomic::{AtomicBool, Ordering};

use super::movegen::{count_legal, drop_duplicates, generate};
use super::position::{Position, RawMove};
use super::rules::Rules;

/// Counts the leaves of the move tree of `pos` at `depth` plies. Capture routes with the same
/// start, end and captured pieces (that differ only in the order of the jumps, or in where a
/// flying king landed between jumps) count once each when `drop` is set, else separately. The last ply is
/// counted without being played ("bulk counting"). Returns `None` when `stop` was set before the
/// count finished.
pub(crate) fn perft<R: Rules>(
    pos: &Position,
    depth: u32,
    mandatory_capture: bool,
    drop: bool,
    stop: Option<&AtomicBool>,
) -> Option<u64> {
    if depth == 0 {
        return Some(1);
    }
    let mut lists: Vec<Vec<RawMove>> = (0..depth).map(|_| Vec::with_capacity(64)).collect();
    let nodes = Walk::<R> {
        mandatory_capture,
        drop,
        stop,
        rules: std::marker::PhantomData,
    }
    .count(pos, &mut lists);
    match stop {
        Some(flag) if flag.load(Ordering::Relaxed) => None,
        _ => Some(nodes),
    }
}

/// Levels left below which the walk no longer looks at the stop flag: the subtrees there take
/// microseconds.
const STOP_CHECK_DEPTH: usize = 4;

struct Walk<'a, R: Rules> {
    mandatory_capture: bool,
    drop: bool,
    stop: Option<&'a AtomicBool>,
    rules: std::marker::PhantomData<R>,
}

impl<R: Rules> Walk<'_, R> {
    /// Leaves below `pos` at the depth `lists.len()`; each level reuses its own move list.
    fn count(&self, pos: &Position, lists: &mut [Vec<RawMove>]) -> u64 {
        let Some((list, deeper)) = lists.split_first_mut() else {
            return 1;
        };
        if deeper.is_empty() {
            return count_legal::<R>(pos, self.mandatory_capture, self.drop);
        }
        if deeper.len() >= STOP_CHECK_DEPTH && self.stop.is_some_and(|f| f.load(Ordering::Relaxed))
        {
            return 0;
        }
        list.clear();
        generate::<R>(pos, self.mandatory_capture, list);
        if self.drop {
            drop_duplicates(list);
        }
        let mut total = 0;
        for &m in list.iter() {
            total += self.count(&pos.play::<R>(m), deeper);
        }
        total
    }
}
