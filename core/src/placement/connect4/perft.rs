//! Perft: the number of move sequences of a given length, counted on bitboards.
//!
//! The last three plies are counted without visiting them. With `n` playable columns, `t` of
//! them one disc from full: each move that does not win leaves `n` or `n - 1` replies, so two
//! plies from the leaves a node counts `(n - wins) * n - (t - wins in the top row)`. Three plies
//! from the leaves the opponent's threats are computed once (a disc of ours never adds to them)
//! and each of our moves only changes which of them are playable; when no move of either side
//! wins, the three plies are one formula in `n`, `t` and the columns two discs from full.

use std::sync::atomic::{AtomicBool, Ordering};

use super::bits::{self, Bits, Dynamic, Fixed, Masks, Stride};
use super::position::Position;

impl Position {
    /// The number of move sequences of exactly `depth` plies from here; `perft(0)` is 1. A game
    /// that ends (won or drawn) before `depth` counts nothing when `finished_is_leaf` is false
    /// (the published convention) and one leaf when it is true. Returns `None` if `stop` was
    /// set before the count finished (it is read now and then, at nodes four or more plies from
    /// the leaves).
    #[cfg(test)]
    pub(crate) fn perft(
        &self,
        depth: u32,
        finished_is_leaf: bool,
        stop: Option<&AtomicBool>,
    ) -> Option<u64> {
        self.perft_bulk(depth, finished_is_leaf, u32::MAX, stop)
    }

    /// [`Position::perft`] with at most `bulk` (1 or more) plies at the leaves counted by
    /// formula rather than played (the formulas cover up to three).
    pub(crate) fn perft_bulk(
        &self,
        depth: u32,
        finished_is_leaf: bool,
        bulk: u32,
        stop: Option<&AtomicBool>,
    ) -> Option<u64> {
        if stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
            return None;
        }
        if depth == 0 {
            return Some(1);
        }
        if self.is_over() {
            return Some(finished_is_leaf as u64);
        }
        let to_move = if self.red_to_move() {
            self.red
        } else {
            self.red ^ self.filled
        };
        let masks = self.masks();
        let stride = self.stride();
        if bits::fits_u64(self.columns, self.rows) {
            let (masks, to_move, filled) =
                (masks.narrow::<u64>(), to_move as u64, self.filled as u64);
            if stride == 7 {
                run(
                    masks,
                    Fixed::<7>,
                    to_move,
                    filled,
                    depth,
                    finished_is_leaf,
                    bulk,
                    stop,
                )
            } else {
                run(
                    masks,
                    Dynamic(stride),
                    to_move,
                    filled,
                    depth,
                    finished_is_leaf,
                    bulk,
                    stop,
                )
            }
        } else {
            run(
                *masks,
                Dynamic(stride),
                to_move,
                self.filled,
                depth,
                finished_is_leaf,
                bulk,
                stop,
            )
        }
    }
}

/// Perft of an unfinished position (`to_move`: the discs of the side to move), `depth >= 1`.
// The walk's position and its settings, passed down each ply as plain values.
#[allow(clippy::too_many_arguments)]
fn run<B: Bits, S: Stride>(
    masks: Masks<B>,
    stride: S,
    to_move: B,
    filled: B,
    depth: u32,
    leaf: bool,
    bulk: u32,
    stop: Option<&AtomicBool>,
) -> Option<u64> {
    let possible = filled.add(masks.bottom) & masks.board;
    let node = Node {
        to_move,
        filled,
        playable: possible.count(),
        near_full: (possible & masks.top).count(),
        empty: (masks.board ^ filled).count(),
    };
    if leaf {
        Walker::<B, S, true> {
            masks,
            stride,
            bulk,
        }
        .walk(node, depth, stop)
    } else {
        Walker::<B, S, false> {
            masks,
            stride,
            bulk,
        }
        .walk(node, depth, stop)
    }
}

/// An unfinished position during the walk, with counts kept up to date move by move.
#[derive(Clone, Copy)]
struct Node<B> {
    /// Discs of the side to move.
    to_move: B,
    /// Every disc.
    filled: B,
    /// Number of playable columns.
    playable: u32,
    /// Number of playable columns with one empty cell.
    near_full: u32,
    /// Number of empty cells.
    empty: u32,
}

/// The walk for one board size; `LEAF`: a finished game above the depth counts one leaf.
struct Walker<B, S, const LEAF: bool> {
    masks: Masks<B>,
    stride: S,
    /// The most plies at the leaves counted by formula.
    bulk: u32,
}

impl<B: Bits, S: Stride, const LEAF: bool> Walker<B, S, LEAF> {
    /// The cells a disc can be dropped on.
    #[inline(always)]
    fn possible(&self, filled: B) -> B {
        filled.add(self.masks.bottom) & self.masks.board
    }

    /// The position after dropping on `cell` (playable, not winning, not filling the board).
    #[inline(always)]
    fn child(&self, node: Node<B>, cell: B) -> Node<B> {
        let fills = (cell & self.masks.top != B::ZERO) as u32;
        let nears = ((cell << 1) & self.masks.top != B::ZERO) as u32;
        Node {
            to_move: node.to_move ^ node.filled,
            filled: node.filled | cell,
            playable: node.playable - fills,
            near_full: node.near_full - fills + nears,
            empty: node.empty - 1,
        }
    }

    /// Perft of `node` (unfinished), `depth >= 1`; `None` when `stop` was set. Kept at full
    /// speed in the size-optimised WebAssembly build (core/Cargo.toml, `damero_size`).
    #[cfg_attr(damero_size, optimize(speed))]
    fn walk(&self, node: Node<B>, depth: u32, stop: Option<&AtomicBool>) -> Option<u64> {
        match depth {
            1 => Some(node.playable as u64),
            2 if LEAF && node.empty < 2 && self.bulk >= 2 => {
                Some(self.slow(node.to_move, node.filled, 2))
            }
            2 if self.bulk >= 2 => Some(self.two(node)),
            3 if LEAF && node.empty < 3 && self.bulk >= 3 => {
                Some(self.slow(node.to_move, node.filled, 3))
            }
            3 if self.bulk >= 3 => Some(self.three(node)),
            _ => {
                if stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
                    return None;
                }
                let possible = self.possible(node.filled);
                let wins = bits::threats(node.to_move, self.masks.board ^ node.filled, self.stride)
                    & possible;
                let mut total = if LEAF { wins.count() as u64 } else { 0 };
                let mut rest = possible & !wins;
                while rest != B::ZERO {
                    let cell = rest.lowest();
                    rest = rest.without_lowest();
                    if node.empty == 1 {
                        // The board fills up: a draw.
                        total += LEAF as u64;
                    } else {
                        total += self.walk(self.child(node, cell), depth - 1, stop)?;
                    }
                }
                Some(total)
            }
        }
    }

    /// Perft 2 of `node`; with `LEAF`, no child may fill the board.
    #[inline(always)]
    fn two(&self, node: Node<B>) -> u64 {
        let possible = self.possible(node.filled);
        let wins =
            bits::threats(node.to_move, self.masks.board ^ node.filled, self.stride) & possible;
        let (n, t) = (node.playable as u64, node.near_full as u64);
        if wins == B::ZERO {
            n * n - t
        } else {
            let (w, wt) = (wins.count() as u64, (wins & self.masks.top).count() as u64);
            (n - w) * n - (t - wt) + if LEAF { w } else { 0 }
        }
    }

    /// Perft 3 of `node`; with `LEAF`, no node above the leaves may fill the board.
    #[inline(always)]
    fn three(&self, node: Node<B>) -> u64 {
        let board = self.masks.board;
        let top = self.masks.top;
        let empty = board ^ node.filled;
        let possible = self.possible(node.filled);
        let wins = bits::threats(node.to_move, empty, self.stride) & possible;
        // The opponent's threats stay threats until filled: our disc never adds to them.
        let threats = bits::threats(node.to_move ^ node.filled, empty, self.stride);
        let (n, t) = (node.playable as i64, node.near_full as i64);
        if wins == B::ZERO && threats & (possible | possible << 1) == B::ZERO {
            // Nobody wins within two plies. Each move leaves n2 = n - f replies with
            // t2 = t - f + g of them near full (f: it fills its column, g: it leaves one cell),
            // and n2 * n2 - t2 sequences; summed over the n moves:
            let g = (possible & (top >> 1)).count() as i64;
            return (n * n * n - 3 * n * t + 2 * t - g) as u64;
        }
        let mut total = if LEAF { wins.count() as u64 } else { 0 };
        let mut rest = possible & !wins;
        while rest != B::ZERO {
            let cell = rest.lowest();
            rest = rest.without_lowest();
            let child = self.child(node, cell);
            let (n2, t2) = (child.playable as u64, child.near_full as u64);
            let replies = (possible ^ cell) | ((cell << 1) & board);
            let their_wins = threats & replies;
            if their_wins == B::ZERO {
                total += n2 * n2 - t2;
            } else {
                let (w, wt) = (their_wins.count() as u64, (their_wins & top).count() as u64);
                total += (n2 - w) * n2 - (t2 - wt) + if LEAF { w } else { 0 };
            }
        }
        total
    }

    /// Perft of an unfinished position by visiting every node (used near a full board).
    fn slow(&self, to_move: B, filled: B, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut total = 0;
        let mut rest = self.possible(filled);
        while rest != B::ZERO {
            let cell = rest.lowest();
            rest = rest.without_lowest();
            if depth == 1 {
                total += 1;
            } else if bits::has_four(to_move | cell, self.stride)
                || filled | cell == self.masks.board
            {
                total += LEAF as u64;
            } else {
                total += self.slow(to_move ^ filled, filled | cell, depth - 1);
            }
        }
        total
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Published 7 x 6 perft (placement-perft.json, `connect_four_7x6.published`).
    const PUBLISHED: [u64; 14] = [
        1,
        7,
        49,
        343,
        2401,
        16807,
        117649,
        823536,
        5673234,
        39394572,
        268031646,
        1844590828,
        12418296244,
        84496181330,
    ];

    /// Games won exactly at ply n (placement-perft.json, `wins_ending_exactly_at_ply_computed_here`).
    const WINS_AT: [(u32, u64); 5] = [
        (7, 13032),
        (8, 44430),
        (9, 1086882),
        (10, 4261058),
        (11, 67282752),
    ];

    fn perft(depth: u32, leaf: bool) -> u64 {
        Position::start(7, 6).perft(depth, leaf, None).unwrap()
    }

    #[test]
    fn published_7x6_to_depth_9() {
        for depth in 0..=9 {
            assert_eq!(
                perft(depth, false),
                PUBLISHED[depth as usize],
                "depth {depth}"
            );
        }
    }

    /// Fewer plies counted by formula count the same, finished games as leaves or not.
    #[test]
    fn plies_counted_in_bulk_count_the_same() {
        for leaf in [false, true] {
            for depth in 0..=7 {
                let all = perft(depth, leaf);
                for bulk in [1, 2] {
                    assert_eq!(
                        Position::start(7, 6).perft_bulk(depth, leaf, bulk, None),
                        Some(all),
                        "depth {depth} leaf {leaf} bulk {bulk}"
                    );
                }
            }
        }
    }

    #[test]
    fn wins_ending_at_plies_7_to_9() {
        // perft with finished games as leaves minus without = games finished before the depth.
        let finished_before = |depth| perft(depth, true) - perft(depth, false);
        assert_eq!(finished_before(7), 0);
        for &(ply, wins) in &WINS_AT[..3] {
            assert_eq!(
                finished_before(ply + 1) - finished_before(ply),
                wins,
                "ply {ply}"
            );
        }
    }

    #[test]
    #[ignore = "release: cargo test --release -- --ignored"]
    fn published_7x6_depths_10_to_12() {
        for depth in 10..=12 {
            assert_eq!(
                perft(depth, false),
                PUBLISHED[depth as usize],
                "depth {depth}"
            );
        }
        let finished_before = |depth| perft(depth, true) - perft(depth, false);
        for &(ply, wins) in &WINS_AT {
            assert_eq!(
                finished_before(ply + 1) - finished_before(ply),
                wins,
                "ply {ply}"
            );
        }
    }

    #[test]
    fn stop_is_obeyed() {
        let stop = AtomicBool::new(true);
        assert_eq!(Position::start(7, 6).perft(6, false, Some(&stop)), None);
        let go = AtomicBool::new(false);
        assert_eq!(
            Position::start(7, 6).perft(6, false, Some(&go)),
            Some(117649)
        );
    }

    #[test]
    fn finished_positions() {
        let won = Position::read_fen("7/7/7/7/yyy4/rrrr3 y").unwrap();
        assert_eq!(won.perft(0, false, None), Some(1));
        assert_eq!(won.perft(3, false, None), Some(0));
        assert_eq!(won.perft(3, true, None), Some(1));
    }
}
