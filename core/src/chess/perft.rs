//! Perft: legal moves counted from bitboards at the last ply (bulk counting), no hash table.

use std::sync::atomic::{AtomicBool, Ordering};

use super::movegen::{MoveList, count, generate};
use super::position::Position;

/// Perft below `pos`; `None` when `stop` was set before it finished.
#[cfg_attr(damero_size, optimize(speed))]
pub(crate) fn perft(pos: &Position, depth: u32, stop: Option<&AtomicBool>) -> Option<u64> {
    if stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
        return None;
    }
    match stop {
        Some(stop) if depth >= 4 => {
            let mut total = 0;
            for &m in MoveList::new(pos).as_slice() {
                total += perft(&pos.play(m), depth - 1, Some(stop))?;
            }
            Some(total)
        }
        _ => Some(walk(pos, depth)),
    }
}

/// Perft without interruption.
#[cfg_attr(damero_size, optimize(speed))]
pub(crate) fn walk(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => count(pos),
        _ => {
            let mut total = 0;
            generate(pos, &mut |m| total += walk(&pos.play(m), depth - 1));
            total
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::fen;

    #[test]
    fn published_counts() {
        for (fen, depth, nodes) in [
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                4,
                197_281,
            ),
            (
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                3,
                97_862,
            ),
            ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4, 43_238),
            (
                "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                3,
                9_467,
            ),
            (
                "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
                3,
                62_379,
            ),
            (
                "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
                3,
                89_890,
            ),
        ] {
            let pos = fen::parse(fen, false).unwrap();
            assert_eq!(walk(&pos, depth), nodes, "{fen}");
        }
    }
}

#[cfg(test)]
mod stop_tests {
    use std::sync::atomic::AtomicBool;

    use super::*;

    #[test]
    fn a_set_stop_flag_ends_the_count() {
        let pos = Position::standard();
        assert_eq!(perft(&pos, 9, Some(&AtomicBool::new(true))), None);
        assert_eq!(perft(&pos, 4, Some(&AtomicBool::new(false))), Some(197_281));
    }
}
