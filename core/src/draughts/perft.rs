//! Perft: the number of move sequences of a given length, the standard check of a move generator.

use super::layout::Layout;
use super::movegen::{count_legal, drop_duplicates, generate};
use super::position::{Position, RawMove};

/// Counts the leaves of the move tree of `pos` at `depth` plies. Capture routes that differ only
/// in the order of the jumps count once each when `drop` is set, else separately. The last ply is
/// counted without being played ("bulk counting").
pub(crate) fn perft<L: Layout>(
    pos: &Position,
    depth: u32,
    mandatory_capture: bool,
    drop: bool,
) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut lists: Vec<Vec<RawMove>> = (0..depth).map(|_| Vec::with_capacity(64)).collect();
    Walk::<L> {
        mandatory_capture,
        drop,
        layout: std::marker::PhantomData,
    }
    .count(pos, &mut lists)
}

struct Walk<L: Layout> {
    mandatory_capture: bool,
    drop: bool,
    layout: std::marker::PhantomData<L>,
}

impl<L: Layout> Walk<L> {
    /// Leaves below `pos` at the depth `lists.len()`; each level reuses its own move list.
    fn count(&self, pos: &Position, lists: &mut [Vec<RawMove>]) -> u64 {
        let Some((list, deeper)) = lists.split_first_mut() else {
            return 1;
        };
        if deeper.is_empty() {
            return count_legal::<L>(pos, self.mandatory_capture, self.drop);
        }
        list.clear();
        generate::<L, _>(pos, self.mandatory_capture, list);
        if self.drop {
            drop_duplicates(list);
        }
        let mut total = 0;
        for &m in list.iter() {
            total += self.count(&pos.after::<L>(m), deeper);
        }
        total
    }
}
