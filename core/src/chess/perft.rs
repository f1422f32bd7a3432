//! Perft: legal moves counted from bitboards at the last ply (bulk counting), no hash table.

use std::sync::atomic::{AtomicBool, Ordering};

#[cfg(target_arch = "x86_64")]
use super::attacks::Pext;
use super::movegen::{MoveList, count, generate};
#[cfg(target_arch = "x86_64")]
use super::movegen::{count_with, each_with};
use super::position::Position;
use crate::cpu::CpuPath;

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

/// Perft without interruption, on this process's CPU path ([`crate::cpu_path`]).
pub(crate) fn walk(pos: &Position, depth: u32) -> u64 {
    walk_on(crate::cpu::cpu_path(), pos, depth)
}

/// Perft without interruption on `path`, or on the baseline path when this CPU lacks it.
pub(crate) fn walk_on(path: CpuPath, pos: &Position, depth: u32) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if path == CpuPath::X86_64V3
        && crate::cpu::detect() == CpuPath::X86_64V3
        && let Some(t) = Pext::get()
    {
        // SAFETY: `detect` found every feature `walk_v3` is compiled with on this CPU.
        #[allow(unsafe_code)]
        return unsafe { walk_v3(t, pos, depth) };
    }
    let _ = path;
    walk_baseline(pos, depth)
}

/// The walk, written once and compiled once per CPU path: the generator, the counter and
/// `Position::play` are inlined into each copy and compiled with its instructions. `$count` is
/// the number of moves of `$pos`, `$each` hands each move to `$f`, `$below` is the walk itself.
macro_rules! walk {
    ($pos:ident, $depth:ident, $count:expr, |$f:ident| $each:expr, $below:expr) => {
        match $depth {
            0 => 1,
            1 => $count($pos),
            2 => {
                // The last two plies without a call per move: the moves listed, then each
                // played and its replies counted, in one loop.
                let mut list = MoveList::empty();
                let $f = &mut |m| list.push(m);
                $each;
                let mut total = 0;
                for &m in list.as_slice() {
                    total += $count(&$pos.play(m));
                }
                total
            }
            depth => {
                let mut total = 0;
                let $f = &mut |m| total += $below(&$pos.play(m), depth - 1);
                $each;
                total
            }
        }
    };
}

#[cfg_attr(damero_size, optimize(speed))]
fn walk_baseline(pos: &Position, depth: u32) -> u64 {
    walk!(pos, depth, count, |f| generate(pos, f), walk_baseline)
}

crate::cpu::on_v3! {
    /// The walk on x86-64-v3, its sliders' attacks read with PEXT.
    fn walk_v3(t: &Pext, pos: &Position, depth: u32) -> u64 {
        walk!(
            pos,
            depth,
            |p| count_with(t, p),
            |f| each_with(t, pos, f),
            |p, d| walk_v3(t, p, d)
        )
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
            for path in crate::cpu::runnable() {
                assert_eq!(walk_on(path, &pos, depth), nodes, "{fen} on {path:?}");
            }
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
