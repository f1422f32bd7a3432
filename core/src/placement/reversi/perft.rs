//! Perft: the number of move sequences of exactly `depth` plies, a forced pass being one ply.
//! Leaves are counted in bulk (the size of the legal set) and the last two plies share one loop;
//! no hash table.

use std::sync::atomic::{AtomicBool, Ordering};

use super::bits::Bits;
use super::geometry::Geometry;
use super::position::Position;

/// Nodes with at least this many plies left look at the stop flag.
const STOP_DEPTH: u32 = 4;

impl Position {
    /// The number of move sequences of exactly `depth` plies from here; a forced pass is a move
    /// and uses one ply. A game that ends before `depth` adds nothing when `finished_is_leaf` is
    /// false (OEIS A124004, Edax, OpenSpiel) and counts once when it is true (Aart Bik).
    /// `perft(0)` is 1. `None` when `stop` was found set (checked on entry and then at nodes with 4
    /// or more plies left, Relaxed).
    pub(crate) fn perft(
        &self,
        depth: u32,
        finished_is_leaf: bool,
        stop: Option<&AtomicBool>,
    ) -> Option<u64> {
        if stop.is_some_and(|flag| flag.load(Ordering::Relaxed)) {
            return None;
        }
        let (p, o) = self.sides();
        with_geometry!(self.size, G => {
            let b = <G as Geometry>::B::from_u128;
            if finished_is_leaf {
                root::<G, true>(b(p), b(o), depth, stop)
            } else {
                root::<G, false>(b(p), b(o), depth, stop)
            }
        })
    }
}

/// Perft that handles the free opening (fewer than 4 discs: any empty centre square, no flips),
/// then hands over to the Othello rules.
fn root<G: Geometry, const LEAF: bool>(
    p: G::B,
    o: G::B,
    depth: u32,
    stop: Option<&AtomicBool>,
) -> Option<u64> {
    if depth == 0 {
        return Some(1);
    }
    if (p | o).count() >= 4 {
        return stoppable::<G, LEAF>(p, o, depth, stop);
    }
    let mut free = G::CENTRE & !(p | o);
    if depth == 1 {
        return Some(free.count() as u64);
    }
    let mut total = 0;
    while free != G::B::ZERO {
        let square = free.lowest();
        free = free.clear_lowest();
        total += root::<G, LEAF>(o, p | G::B::bit(square), depth - 1, stop)?;
    }
    Some(total)
}

/// Perft that checks `stop` at nodes with `STOP_DEPTH` plies or more left.
fn stoppable<G: Geometry, const LEAF: bool>(
    p: G::B,
    o: G::B,
    depth: u32,
    stop: Option<&AtomicBool>,
) -> Option<u64> {
    let Some(flag) = stop else {
        return Some(walk::<G, LEAF>(p, o, depth));
    };
    if depth < STOP_DEPTH {
        return Some(walk::<G, LEAF>(p, o, depth));
    }
    if flag.load(Ordering::Relaxed) {
        return None;
    }
    let mut moves = G::moves(p, o);
    if moves == G::B::ZERO {
        if G::moves(o, p) == G::B::ZERO {
            return Some(LEAF as u64);
        }
        return stoppable::<G, LEAF>(o, p, depth - 1, stop);
    }
    let mut total = 0;
    while moves != G::B::ZERO {
        let square = moves.lowest();
        moves = moves.clear_lowest();
        let f = G::flips(p, o, square);
        total += stoppable::<G, LEAF>(o ^ f, p | f | G::B::bit(square), depth - 1, stop)?;
    }
    Some(total)
}

/// Perft without interruption, from a position of at least 4 discs.
fn walk<G: Geometry, const LEAF: bool>(p: G::B, o: G::B, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => one_ply::<G, LEAF>(p, o),
        2 => two_plies::<G, LEAF>(p, o),
        _ => {
            let mut moves = G::moves(p, o);
            if moves == G::B::ZERO {
                if G::moves(o, p) == G::B::ZERO {
                    return LEAF as u64;
                }
                return walk::<G, LEAF>(o, p, depth - 1);
            }
            let mut total = 0;
            while moves != G::B::ZERO {
                let square = moves.lowest();
                moves = moves.clear_lowest();
                let f = G::flips(p, o, square);
                total += walk::<G, LEAF>(o ^ f, p | f | G::B::bit(square), depth - 1);
            }
            total
        }
    }
}

/// Perft 1: the placements, or one pass, or the finished game.
#[inline]
fn one_ply<G: Geometry, const LEAF: bool>(p: G::B, o: G::B) -> u64 {
    let moves = G::moves(p, o);
    if moves != G::B::ZERO {
        moves.count() as u64
    } else if G::moves(o, p) != G::B::ZERO {
        1
    } else {
        LEAF as u64
    }
}

/// Perft 2: for each placement, the opponent's placement count (or its pass, or the end).
#[inline]
fn two_plies<G: Geometry, const LEAF: bool>(p: G::B, o: G::B) -> u64 {
    let mut moves = G::moves(p, o);
    if moves == G::B::ZERO {
        let replies = G::moves(o, p);
        return if replies == G::B::ZERO {
            LEAF as u64
        } else {
            replies.count() as u64
        };
    }
    let mut total = 0;
    while moves != G::B::ZERO {
        let square = moves.lowest();
        moves = moves.clear_lowest();
        let f = G::flips(p, o, square);
        let (next_p, next_o) = (o ^ f, p | f | G::B::bit(square));
        let replies = G::moves(next_p, next_o);
        total += if replies != G::B::ZERO {
            replies.count() as u64
        } else if G::moves(next_o, next_p) != G::B::ZERO {
            1
        } else {
            LEAF as u64
        };
    }
    total
}
