//! Perft: the number of move sequences of a given length, the standard check of a move generator.

use std::sync::atomic::{AtomicBool, Ordering};

#[cfg(target_arch = "x86_64")]
use super::count::two_plies_v3;
use super::count::{
    count_legal, count_three_plies, count_two_plies, counts_two_plies, two_plies_baseline,
};
#[cfg(not(target_arch = "wasm32"))]
use super::count::{count_two_plies_flying, count_two_plies_played, counts_two_plies_flying};
use super::movegen::{drop_duplicates, generate};
use super::position::{Position, RawMove};
use super::rules::Rules;
#[cfg(target_arch = "x86_64")]
use crate::cpu::V3;
use crate::cpu::{Baseline, Code, CpuPath};

/// Counts the leaves of the move tree of `pos` at `depth` plies. Capture routes with the same
/// start, end and captured pieces (that differ only in the order of the jumps, or in where a
/// flying king landed between jumps) count once each when `drop` is set, else separately. The last ply is
/// counted without being played ("bulk counting"); under the English rules (see
/// [`counts_two_plies`]) the last two plies are read from bitboards, and the third-to-last moves
/// are played as they are generated, without a list; under the rules of
/// [`counts_two_plies_flying`] the last two plies are read from bitboards where neither side can
/// capture. At most `bulk` (1 or more) plies are counted without being played. Returns `None`
/// when `stop` was set before the count finished.
pub(crate) fn perft<R: Rules>(
    pos: &Position,
    depth: u32,
    mandatory_capture: bool,
    drop: bool,
    bulk: u32,
    stop: Option<&AtomicBool>,
) -> Option<u64> {
    perft_on::<R>(
        crate::cpu::cpu_path(),
        pos,
        depth,
        mandatory_capture,
        drop,
        bulk,
        stop,
    )
}

/// [`perft`] on the CPU path `path`, or on the baseline path when this CPU lacks it.
fn perft_on<R: Rules>(
    path: CpuPath,
    pos: &Position,
    depth: u32,
    mandatory_capture: bool,
    drop: bool,
    bulk: u32,
    stop: Option<&AtomicBool>,
) -> Option<u64> {
    if depth == 0 {
        return Some(1);
    }
    let mut lists: Vec<Vec<RawMove>> = (0..depth).map(|_| Vec::with_capacity(64)).collect();
    let walk = Walk::<R> {
        mandatory_capture,
        drop,
        bulk,
        stop,
        rules: std::marker::PhantomData,
    };
    #[cfg(target_arch = "x86_64")]
    if path == CpuPath::X86_64V3 && crate::cpu::detect() == CpuPath::X86_64V3 {
        // SAFETY: `detect` found every feature `count_v3` is compiled with on this CPU.
        #[allow(unsafe_code)]
        let nodes = unsafe { walk.count_v3(pos, &mut lists) };
        return finished(nodes, stop);
    }
    let _ = path;
    finished(walk.count_baseline(pos, &mut lists), stop)
}

/// `nodes`, unless `stop` was set before the count finished.
fn finished(nodes: u64, stop: Option<&AtomicBool>) -> Option<u64> {
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
    /// The most plies at the leaves counted without being played.
    bulk: u32,
    stop: Option<&'a AtomicBool>,
    rules: std::marker::PhantomData<R>,
}

impl<R: Rules> Walk<'_, R> {
    /// The legal moves of `pos`, counted without playing them. Unoptimised builds keep this out
    /// of [`Walk::count`]: there every inlined local has a stack slot of its own, and the frame of
    /// the recursive walk would outgrow a thread's stack on deep counts.
    #[cfg_attr(debug_assertions, inline(never))]
    fn last_ply<P: Code>(&self, pos: &Position) -> u64 {
        count_legal::<R, P>(pos, self.mandatory_capture, self.drop)
    }

    /// Leaves below `pos` at the depth `lists.len()`, one copy per CPU path; each level reuses
    /// its own move list.
    fn count_baseline(&self, pos: &Position, lists: &mut [Vec<RawMove>]) -> u64 {
        walk!(
            self,
            count_baseline,
            Baseline,
            two_plies_baseline::<R>,
            pos,
            lists
        )
    }

    crate::cpu::on_v3! {
        fn count_v3(&self, pos: &Position, lists: &mut [Vec<RawMove>]) -> u64 {
            walk!(self, count_v3, V3, two_plies_v3::<R>, pos, lists)
        }
    }
}

/// The walk, written once and compiled once per CPU path (`$name`, the method it is the body
/// of): the counting below is inlined into each copy and compiled with its instructions, and
/// told by the type `$code` what the path does fastest; `$two_below` is the path's count of two
/// plies, out of line.
macro_rules! walk {
    ($walk:ident, $name:ident, $code:ty, $two_below:expr, $pos:ident, $lists:ident) => {{
        let Some((list, deeper)) = $lists.split_first_mut() else {
            return 1;
        };
        if deeper.is_empty() {
            return $walk.last_ply::<$code>($pos);
        }
        // The English shortcuts (compiled out for the other rules): exact for every position,
        // see `count_two_plies`.
        if deeper.len() == 2
            && counts_two_plies::<R>()
            && $walk.mandatory_capture
            && !$walk.drop
            && $walk.bulk >= 3
        {
            return count_three_plies::<R>($pos, $two_below);
        }
        if deeper.len() == 1
            && counts_two_plies::<R>()
            && $walk.mandatory_capture
            && $walk.bulk >= 2
            && let Some(n) = count_two_plies::<R, $code>($pos, $walk.drop)
        {
            return n;
        }
        // The last two plies of the other rules without a list: left out of WebAssembly, where
        // their code (a capture search per rule set with the replies counted inside) would add
        // about 450 KB to the draughts module.
        #[cfg(not(target_arch = "wasm32"))]
        {
            if deeper.len() == 1
                && counts_two_plies_flying::<R>()
                && $walk.mandatory_capture
                && $walk.bulk >= 2
                && let Some(n) = count_two_plies_flying::<R, $code>($pos, $walk.drop)
            {
                return n;
            }
            if deeper.len() == 1 && !$walk.drop {
                return count_two_plies_played::<R, $code>($pos, $walk.mandatory_capture);
            }
        }
        if deeper.len() >= STOP_CHECK_DEPTH && $walk.stop.is_some_and(|f| f.load(Ordering::Relaxed))
        {
            return 0;
        }
        list.clear();
        generate::<R>($pos, $walk.mandatory_capture, list);
        if $walk.drop {
            drop_duplicates(list);
        }
        let mut total = 0;
        for &m in list.iter() {
            total += $walk.$name(&$pos.play::<R>(m), deeper);
        }
        total
    }};
}
use walk;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::fen;
    use crate::draughts::position::start;
    use crate::draughts::rules::EnglishRules;
    use crate::side::Side;
    use crate::test_rng::Rng;

    /// Perft with every move played and no counting shortcut: the reference the walk above is
    /// held to.
    fn played<R: Rules>(pos: &Position, depth: u32, mandatory: bool, drop: bool) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut list = Vec::new();
        generate::<R>(pos, mandatory, &mut list);
        if drop {
            drop_duplicates(&mut list);
        }
        list.iter()
            .map(|&m| played::<R>(&pos.play::<R>(m), depth - 1, mandatory, drop))
            .sum()
    }

    /// Positions reached by pseudo-random games from the start (kings appear in the longer
    /// ones), plus hand-made ones with kings of both sides next to each other.
    fn english_positions() -> Vec<Position> {
        let mut out = Vec::new();
        for fen in [
            "B:WK14,K15,22,23,30:BK18,K19,10,11,3",
            "W:WK6,K7,K26,21,17:BK10,K11,K27,14,5",
            "B:W13,K18,27:BK22,K23,9,1",
            "W:WK1,K2,K3,K4:BK29,K30,K31,K32,14,19",
        ] {
            out.push(fen::parse::<<EnglishRules as Rules>::L>(fen, 12).unwrap());
        }
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        for game in 0..60 {
            let mut pos = start::<EnglishRules>(Side::Black);
            for _ in 0..(game % 30) * 2 + 10 {
                let mut list = Vec::new();
                generate::<EnglishRules>(&pos, true, &mut list);
                if list.is_empty() {
                    break;
                }
                pos = pos.play::<EnglishRules>(list[rng.below(list.len())]);
                out.push(pos);
            }
        }
        out
    }

    #[test]
    fn counting_shortcuts_match_played_moves() {
        let positions = english_positions();
        assert!(positions.iter().filter(|p| p.kings != 0).count() > 100);
        for pos in &positions {
            for depth in 1..=4 {
                for (mandatory, drop) in [(true, false), (true, true), (false, false)] {
                    let want = Some(played::<EnglishRules>(pos, depth, mandatory, drop));
                    for path in crate::cpu::runnable() {
                        for bulk in [1, 2, u32::MAX] {
                            assert_eq!(
                                perft_on::<EnglishRules>(
                                    path, pos, depth, mandatory, drop, bulk, None
                                ),
                                want,
                                "{} depth {depth} mandatory {mandatory} drop {drop} on {path:?} bulk {bulk}",
                                fen::write::<<EnglishRules as Rules>::L>(pos)
                            );
                        }
                    }
                }
            }
        }
    }

    /// Every third position along pseudo-random games under the rules `R`, played to their end
    /// or 240 plies, game after game until at least `kings` of them have kings of both sides (or
    /// 60 games were played): kings of both sides and captures of every kind.
    fn random_positions<R: Rules>(seed: u64, kings: usize) -> Vec<Position> {
        let mut out = Vec::new();
        let mut rng = Rng(seed);
        let both = |p: &Position| p.kings & p.pieces[0] != 0 && p.kings & p.pieces[1] != 0;
        for _ in 0..60 {
            if out.iter().filter(|p| both(p)).count() >= kings {
                break;
            }
            let mut pos = start::<R>(Side::White);
            for ply in 0..240 {
                let mut list = Vec::new();
                generate::<R>(&pos, true, &mut list);
                if list.is_empty() {
                    break;
                }
                pos = pos.play::<R>(list[rng.below(list.len())]);
                if ply % 3 == 0 {
                    out.push(pos);
                }
            }
        }
        out
    }

    /// The last two plies, counted from bitboards under the flying kings' rules and played
    /// without a list under every rules, match the moves played one by one, with captures
    /// compulsory or not, duplicates kept or dropped, whatever is counted in bulk.
    #[test]
    fn two_plies_match_played_moves() {
        fn check<R: Rules>(seed: u64) {
            let positions = random_positions::<R>(seed, 12);
            let both_kings = positions
                .iter()
                .filter(|p| p.kings & p.pieces[0] != 0 && p.kings & p.pieces[1] != 0)
                .count();
            assert!(
                both_kings >= 12,
                "{both_kings} positions with kings of both sides under {}",
                std::any::type_name::<R>()
            );
            for pos in &positions {
                for depth in 2..=3 {
                    for (mandatory, drop) in [(true, false), (true, true), (false, false)] {
                        let want = Some(played::<R>(pos, depth, mandatory, drop));
                        for path in crate::cpu::runnable() {
                            for bulk in [1, u32::MAX] {
                                assert_eq!(
                                    perft_on::<R>(path, pos, depth, mandatory, drop, bulk, None),
                                    want,
                                    "{} depth {depth} mandatory {mandatory} drop {drop} on {path:?} bulk {bulk}",
                                    fen::write::<R::L>(pos)
                                );
                            }
                        }
                    }
                }
            }
        }
        use crate::draughts::rules::*;
        check::<InternationalRules>(1);
        check::<BrazilianRules>(2);
        check::<RussianRules>(3);
        check::<PoolRules>(4);
        check::<SpanishRules>(5);
        check::<CzechRules>(6);
        check::<ThaiRules>(7);
        check::<EnglishRules>(8);
        check::<ItalianRules>(9);
        check::<FrisianRules>(10);
        check::<TurkishRules>(11);
    }

    /// Every CPU path this machine runs counts as the baseline does, under every rules, with
    /// and without duplicates, from the start and from positions along random games.
    #[test]
    fn every_cpu_path_counts_the_same() {
        fn check<R: Rules>(depth: u32) {
            let mut rng = Rng(0x5eed_c0de);
            let mut pos = start::<R>(Side::White);
            for _ in 0..6 {
                for drop in [false, true] {
                    let counts: Vec<_> = crate::cpu::runnable()
                        .into_iter()
                        .map(|path| perft_on::<R>(path, &pos, depth, true, drop, u32::MAX, None))
                        .collect();
                    assert!(counts.windows(2).all(|w| w[0] == w[1]), "{counts:?}");
                }
                for _ in 0..7 {
                    let mut list = Vec::new();
                    generate::<R>(&pos, true, &mut list);
                    if list.is_empty() {
                        return;
                    }
                    pos = pos.play::<R>(list[rng.below(list.len())]);
                }
            }
        }
        use crate::draughts::rules::*;
        check::<EnglishRules>(6);
        check::<BrazilianRules>(5);
        check::<InternationalRules>(5);
        check::<RussianRules>(5);
        check::<PoolRules>(5);
        check::<ItalianRules>(5);
        check::<SpanishRules>(5);
        check::<CzechRules>(5);
        check::<ThaiRules>(5);
        check::<FrisianRules>(4);
        check::<TurkishRules>(4);
    }
}
