//! Bulk counting for perft: the legal moves of a position counted without playing them, and
//! under the English rules the last two plies read from bitboards ([`count_two_plies`]) and the
//! third-to-last played as the generator finds them ([`count_three_plies`]).
//!
//! Generic over the [`Rules`] like the generator in [`super::movegen`], whose capture search it
//! runs with counting sinks where routes must be followed.

use super::layout::{Layout, opposite, shift, step, unstep};
use super::movegen::{
    Sink, by_side, capturers, capturers_of, drop_duplicates, each_dir, gen_captures,
    gen_captures_of, gen_quiet, jumpers, keep_best, men_captures, unroll,
};
use super::position::{Position, RawMove};
use super::rules::{Crowning, Precedence, Rules};
#[cfg(target_arch = "x86_64")]
use crate::cpu::V3;
use crate::cpu::{Baseline, Code};

/// Counts moves.
pub(crate) struct Counter(pub u64);

impl Sink for Counter {
    #[inline(always)]
    fn quiet(&mut self, _: u32, _: u32) {
        self.0 += 1;
    }
    #[inline(always)]
    fn capture(&mut self, _: &[u8], _: &[u8], _: u64, _: bool, _: u32) {
        self.0 += 1;
    }
}

/// Counts the capture routes of the highest rank (steps are not expected).
struct MaxCounter {
    /// The highest rank so far.
    best: u32,
    /// Routes of rank `best`.
    n: u64,
}

impl Sink for MaxCounter {
    #[inline(always)]
    fn quiet(&mut self, _: u32, _: u32) {}
    #[inline(always)]
    fn capture(&mut self, _: &[u8], _: &[u8], _: u64, _: bool, rank: u32) {
        if rank > self.best {
            self.best = rank;
            self.n = 1;
        } else if rank == self.best {
            self.n += 1;
        }
    }
}

/// `a.count_ones() + b.count_ones()`. The baseline x86-64 target has no popcount instruction,
/// so there the two counts are formed bit-parallel and added once each nibble holds a count (at
/// most 4 from each, 8 together), before the one final reduction. Where the code `P` has the
/// instruction (the x86-64-v3 copy of the walk), the two counts are the instruction's.
#[inline(always)]
fn count_ones2<P: Code>(a: u64, b: u64) -> u32 {
    if P::POPCNT {
        return a.count_ones() + b.count_ones();
    }
    const PAIRS: u64 = 0x5555_5555_5555_5555;
    const NIBBLES: u64 = 0x3333_3333_3333_3333;
    const BYTES: u64 = 0x0f0f_0f0f_0f0f_0f0f;
    let a = a - ((a >> 1) & PAIRS);
    let b = b - ((b >> 1) & PAIRS);
    let sum = (a & NIBBLES) + ((a >> 2) & NIBBLES) + (b & NIBBLES) + ((b >> 2) & NIBBLES);
    let sum = (sum & BYTES) + ((sum >> 4) & BYTES);
    (sum.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
}

/// The number of legal moves, counted without playing them.
#[inline(always)]
pub(crate) fn count_legal<R: Rules, P: Code>(
    pos: &Position,
    mandatory_capture: bool,
    drop: bool,
) -> u64 {
    by_side!(pos, count_legal_of::<R, P>(pos, mandatory_capture, drop))
}

#[inline(always)]
fn count_legal_of<R: Rules, P: Code, const S: usize>(
    pos: &Position,
    mandatory_capture: bool,
    drop: bool,
) -> u64 {
    let caps = capturers_of::<R, S>(pos);
    let mut n = 0;
    if caps != 0 {
        n = count_captures::<R, P, S>(pos, caps, drop);
        if mandatory_capture {
            return n;
        }
    }
    n + count_quiet_of::<R, P, S>(pos)
}

/// The number of steps (non-captures) the side to move has.
#[inline(always)]
fn count_quiet_of<R: Rules, P: Code, const S: usize>(pos: &Position) -> u64 {
    let mine = pos.pieces[S];
    let empty = pos.empty::<R::L>();
    let kings = mine & pos.kings;
    let steps = R::L::MEN_STEPS[S];
    let mut n = 0;
    if R::FLYING_KINGS {
        let men = mine & !kings;
        each_dir!(|i| {
            if steps & (1 << i) != 0 {
                n += (step::<R::L>(men, i) & empty).count_ones();
            }
        });
        let kings = kings & !pos.blocked_king::<R>();
        if kings != 0 {
            each_dir!(|i| {
                let mut to = step::<R::L>(kings, i) & empty;
                while to != 0 {
                    n += to.count_ones();
                    to = step::<R::L>(to, i) & empty;
                }
            });
        }
        return n as u64;
    }
    if steps.count_ones() == 2 {
        // Men step in two directions, kings in those and the other two: two pairs of counts.
        let others = 0b1111 & !steps;
        let pair = |set: u8| {
            (
                set.trailing_zeros() as usize,
                (set & (set - 1)).trailing_zeros() as usize,
            )
        };
        let ((a, b), (c, d)) = (pair(steps), pair(others));
        n += count_ones2::<P>(step::<R::L>(mine, a) & empty, step::<R::L>(mine, b) & empty);
        if kings != 0 {
            n += count_ones2::<P>(
                step::<R::L>(kings, c) & empty,
                step::<R::L>(kings, d) & empty,
            );
        }
        return n as u64;
    }
    each_dir!(|i| {
        if steps & (1 << i) != 0 {
            n += (step::<R::L>(mine, i) & empty).count_ones();
        }
    });
    if kings != 0 {
        each_dir!(|i| {
            if steps & (1 << i) == 0 {
                n += (step::<R::L>(kings, i) & empty).count_ones();
            }
        });
    }
    n as u64
}

/// Whether [`count_two_plies`] counts exactly under the rules `R`: men that step and capture
/// forward only (diagonally), kings that step and jump one square in the four diagonal
/// directions, men that may take kings, a free choice among captures, crowning that ends the
/// move, captured pieces that stay until the move ends, no limit on king moves (English).
pub(crate) const fn counts_two_plies<R: Rules>() -> bool {
    !R::FLYING_KINGS
        && !R::MEN_CAPTURE_BACKWARD
        && R::MEN_CAPTURE_KINGS
        && matches!(R::PRECEDENCE, Precedence::Free)
        && matches!(R::CROWNING, Crowning::EndsMove)
        && !R::IMMEDIATE_REMOVAL
        && !R::ORTHOGONAL_CAPTURES
        && !R::KING_MOVE_LIMIT
        && R::L::MEN_STEPS[0] == 0b0011
        && R::L::MEN_STEPS[1] == 0b1100
}

/// The leaves two plies below `pos` (captures compulsory), counted without playing the steps of
/// the side to move; `None` when that side has a capture and duplicates are dropped (the caller
/// plays those). Captures are played, each as it is found, and the replies counted after it.
///
/// Only for the rules of [`counts_two_plies`]. A step from `f` to `t` changes two squares and
/// nothing else: `f` becomes empty and `t` holds one of our pieces (a man crowned there changes
/// nothing for the opponent, whose men take kings and men alike). The opponent's replies are read
/// from bitboards of the position before the step:
///
/// - `into[j]`: the squares an opponent piece would reach with a step in direction `j`. Its steps
///   after ours are those now, plus the ones into `f`, less the ones into `t`: `n + c(f) - c(t)`,
///   where `c(x)` counts the sets `into[j]` that hold `x` (`reach` below).
/// - If the opponent has no capture now, it has one after our step only if the step made it: a
///   jump over our piece on `t` (an opponent piece next to `t`, the square behind `t` empty, or it
///   is `f`), or a jump landing on `f` (over one of our pieces next to `f`). Any other jump would
///   touch neither square and so exist already. Where the opponent has men only and none of
///   those jumps lands where the man could jump on, each is one route: those steps are counted
///   all at once too. The others are played and their replies counted ([`replies`]).
/// - If the opponent can capture now, with men only, the steps that leave its capture routes as
///   they are count them all at once ([`steps_under_capture`]); the others, and every step where
///   it has kings, are looked at on their own ([`replies`]).
// Inlined into each CPU path's copy of the perft walk (`perft.rs`), to be compiled with its
// instructions.
#[cfg_attr(all(not(debug_assertions), target_arch = "x86_64"), inline(always))]
pub(crate) fn count_two_plies<R: Rules, P: Code>(pos: &Position, drop: bool) -> Option<u64> {
    match pos.side {
        crate::side::Side::Black => count_two_plies_of::<R, P, 0, 1>(pos, drop),
        crate::side::Side::White => count_two_plies_of::<R, P, 1, 0>(pos, drop),
    }
}

/// [`count_two_plies`] with the side to move `S` and the opponent `T` as constants.
#[inline(always)]
fn count_two_plies_of<R: Rules, P: Code, const S: usize, const T: usize>(
    pos: &Position,
    drop: bool,
) -> Option<u64> {
    let caps = capturers_of::<R, S>(pos);
    if caps != 0 {
        if drop {
            return None;
        }
        // Each capture route, as it is found, counts the replies in the position after it.
        let mut sink = AfterCapture::<R, P, T> {
            pos,
            total: 0,
            rules: std::marker::PhantomData,
        };
        gen_captures_of::<R, _, S>(pos, caps, &mut sink);
        return Some(sink.total);
    }
    let mine = pos.pieces[S];
    let theirs = pos.pieces[T];
    let empty = pos.empty::<R::L>();
    let (steps, their_steps) = (R::L::MEN_STEPS[S], R::L::MEN_STEPS[T]);
    let mut into = [0u64; 4];
    // Squares where an opponent piece lands jumping over one of our pieces (empty or not), and
    // squares holding a piece the opponent could jump into an empty square.
    let (mut lands, mut open) = (0u64, 0u64);
    each_dir!(|j| {
        let movers = if their_steps & (1 << j) != 0 {
            theirs
        } else {
            theirs & pos.kings
        };
        if movers != 0 {
            into[j] = step::<R::L>(movers, j);
            lands |= step::<R::L>(into[j] & mine, j);
            open |= into[j] & unstep::<R::L>(empty, j);
        }
    });
    // The opponent's steps now (its men step in the directions `their_steps`, its kings in
    // the other two as well).
    let (a, b) = if T == 0 { (0, 1) } else { (3, 2) };
    let (c, d) = if T == 0 { (2, 3) } else { (1, 0) };
    let mut n = count_ones2::<P>(into[a] & empty, into[b] & empty) as u64;
    let their_kings = theirs & pos.kings != 0;
    if their_kings {
        n += count_ones2::<P>(into[c] & empty, into[d] & empty) as u64;
    }
    let mut total = 0;
    if lands & empty != 0 {
        // The opponent can capture now: with men only, the steps that leave its captures as they
        // are counted all at once; with kings, every step on its own.
        if BULK_CAPTURES && !their_kings {
            return Some(steps_under_capture::<R, P, S, T>(pos, drop));
        }
        each_dir!(|i| {
            let movers = if steps & (1 << i) != 0 {
                mine
            } else {
                mine & pos.kings
            };
            let mut targets = step::<R::L>(movers, i) & empty;
            while targets != 0 {
                let to = targets & targets.wrapping_neg();
                targets ^= to;
                total += replies::<R, P, S, T>(pos, to | unstep::<R::L>(to, i), drop);
            }
        });
        return Some(total);
    }
    // `c(x)` summed over the squares of a set, where popcount is one instruction (a function,
    // not a closure, for the reason `gen_quiet_of` gives).
    #[inline(always)]
    fn reached(
        into: &[u64; 4],
        (a, b, c, d): (usize, usize, usize, usize),
        kings: bool,
        set: u64,
    ) -> u64 {
        let men = (into[a] & set).count_ones() + (into[b] & set).count_ones();
        let kings = if kings {
            (into[c] & set).count_ones() + (into[d] & set).count_ones()
        } else {
            0
        };
        (men + kings) as u64
    }
    let lines = (a, b, c, d);
    // With men only, the squares (not on its crowning row) from which one of the opponent's men
    // could jump one of our pieces now: a man landing there during a capture would go on.
    let goes_on = if their_kings || !BULK_CAPTURES {
        0
    } else {
        (unstep::<R::L>(unstep::<R::L>(empty, a) & mine, a)
            | unstep::<R::L>(unstep::<R::L>(empty, b) & mine, b))
            & !R::L::CROWN_ROW[T]
    };
    each_dir!(|i| {
        let movers = if steps & (1 << i) != 0 {
            mine
        } else {
            mine & pos.kings
        };
        // Most positions have no kings: their directions cost a test, not the sums below.
        if movers != 0 {
            let targets = step::<R::L>(movers, i) & empty;
            // The steps after which the opponent can capture: over `t`, or landing on `f`.
            let jumped = targets & (open | into[opposite(i)] | step::<R::L>(lands, i));
            // The others: `n + c(f) - c(t)` summed over their `t` and `f`, all at once where
            // popcount is one instruction, else square by square (fewer instructions there).
            let mut quiet = targets & !jumped;
            if P::POPCNT {
                total += n * quiet.count_ones() as u64
                    + reached(&into, lines, their_kings, unstep::<R::L>(quiet, i))
                    - reached(&into, lines, their_kings, quiet);
            } else {
                let reach = |x: u32| {
                    let men = ((into[a] >> x) & 1) + ((into[b] >> x) & 1);
                    if their_kings {
                        men + ((into[c] >> x) & 1) + ((into[d] >> x) & 1)
                    } else {
                        men
                    }
                };
                while quiet != 0 {
                    let t = quiet.trailing_zeros();
                    quiet &= quiet - 1;
                    let f = (t as i32 - R::L::DIRS[i]) as u32;
                    total += n + reach(f) - reach(t);
                }
            }
            let mut jumped = jumped;
            if BULK_CAPTURES && !their_kings && steps & (1 << i) != 0 && jumped != 0 {
                // The opponent has men only, and each capture a step forward made is one jump:
                // over `t` onward into an empty square (`over_on`), over `t` back onto `f`
                // (`over_back`), or onto `f` over one of our pieces next to it (`onto_from`). Where
                // none of those jumps lands on a square of `goes_on` (the step changes neither the
                // two squares ahead of such a landing, nor whether they hold our piece and an empty
                // square), each is one route: those steps are counted all at once, the others
                // played.
                let o = opposite(i);
                let x = if o == a { b } else { a };
                let over_on = into[x] & unstep::<R::L>(empty, x);
                let over_back = into[o];
                let onto_from = step::<R::L>(lands, i);
                let on = (over_on & unstep::<R::L>(goes_on, x))
                    | ((over_back | onto_from) & step::<R::L>(goes_on, i));
                let single = jumped & !on;
                total += count_ones2::<P>(over_on & single, over_back & single) as u64
                    + count_ones2::<P>(onto_from & single, 0) as u64;
                jumped &= on;
            }
            while jumped != 0 {
                let to = jumped & jumped.wrapping_neg();
                jumped ^= to;
                total += replies::<R, P, S, T>(pos, to | unstep::<R::L>(to, i), drop);
            }
        }
    });
    Some(total)
}

/// Whether [`count_two_plies`] counts the opponent's captures after our steps in bulk where it
/// can ([`steps_under_capture`], and the steps that make single jumps): not in WebAssembly,
/// whose size is watched and whose perft plays those steps as before.
const BULK_CAPTURES: bool = !cfg!(target_arch = "wasm32");

/// [`count_two_plies`] where the opponent `T` has men only and can capture now (the side `S` to
/// move cannot): the leaves two plies below `pos`, each step of `S` followed by `T`'s capture
/// routes after it.
///
/// A man of `T` jumps from a *site*: a square it stands on, or one it lands on during a capture
/// and can jump on from (not its crowning row). Its routes are made of jumps from sites, and a
/// jump from `y` in direction `d` depends only on the squares `y + d` (one of our pieces) and
/// `y + 2d` (empty). A step from `f` to `t` changes those two squares only, so a step that turns
/// no jump from any site on or off leaves every route as it is: `T` has its `c0` routes of now.
/// The sites are found from `T`'s men, jump after jump, on the board before the step (a superset
/// of the squares a route can reach: the pieces a route takes stay until it ends and a man never
/// jumps back). A jump from a site turns on or off only when:
///
/// - `t` is where it lands (over one of our pieces), or `f` is where it would land (over one
///   of our pieces, or over the piece now on `t` when `f` is right behind `t`);
/// - `t` is next to a site, in a direction its men capture in, with an empty square behind;
/// - `f` holds the piece it jumps now.
///
/// Steps that may do so are played and the replies counted ([`replies`]); the test may name
/// more steps than it must, never fewer.
#[inline(always)]
fn steps_under_capture<R: Rules, P: Code, const S: usize, const T: usize>(
    pos: &Position,
    drop: bool,
) -> u64 {
    let mine = pos.pieces[S];
    let theirs = pos.pieces[T];
    let empty = pos.empty::<R::L>();
    let crown = R::L::CROWN_ROW[T];
    let [a, b] = forward::<T>();
    // `lands`: the squares a man on a site lands on over one of our pieces, empty or not.
    let mut sites = theirs;
    let mut lands;
    loop {
        lands = step::<R::L>(step::<R::L>(sites, a) & mine, a)
            | step::<R::L>(step::<R::L>(sites, b) & mine, b);
        let next = theirs | (lands & empty & !crown);
        if next == sites {
            break;
        }
        sites = next;
    }
    // Squares next to a site with an empty square behind, in a direction men of `T` capture in.
    let open = (step::<R::L>(sites, a) & unstep::<R::L>(empty, a))
        | (step::<R::L>(sites, b) & unstep::<R::L>(empty, b));
    // The squares `t` and `f` that may turn a jump on or off (`f` as the square `t` is one step
    // from, below).
    let at_to = (lands & empty) | open;
    let at_from = lands | (open & mine);
    let jumpers_now =
        jumpers::<R::L>(theirs, mine, empty, a) | jumpers::<R::L>(theirs, mine, empty, b);
    let c0 = count_captures::<R, P, T>(pos, jumpers_now, drop);
    let steps = R::L::MEN_STEPS[S];
    let mut total = 0;
    each_dir!(|i| {
        let (movers, behind) = if steps & (1 << i) != 0 {
            // `f` right behind `t` as `T` jumps over `t`.
            (mine, step::<R::L>(sites, opposite(i)))
        } else {
            (mine & pos.kings, 0)
        };
        let targets = step::<R::L>(movers, i) & empty;
        let mut played = targets & (at_to | behind | step::<R::L>(at_from, i));
        total += c0 * count_ones2::<P>(targets & !played, 0) as u64;
        while played != 0 {
            let to = played & played.wrapping_neg();
            played ^= to;
            total += replies::<R, P, S, T>(pos, to | unstep::<R::L>(to, i), drop);
        }
    });
    total
}

/// Whether [`count_two_plies_flying`] counts under the rules `R`: flying kings on a diagonal
/// board, men that step diagonally forward and may take kings, no captures along rows and
/// columns, no limit on king moves (Brazilian, International, Russian, Pool, Spanish, Czech,
/// Thai).
#[cfg_attr(target_arch = "wasm32", allow(dead_code))] // Not in WebAssembly's perft.
pub(crate) const fn counts_two_plies_flying<R: Rules>() -> bool {
    R::FLYING_KINGS
        && R::MEN_CAPTURE_KINGS
        && !R::ORTHOGONAL_CAPTURES
        && !R::KING_MOVE_LIMIT
        && R::L::MEN_STEPS[0] == 0b0011
        && R::L::MEN_STEPS[1] == 0b1100
}

/// The leaves two plies below `pos` (captures compulsory) under the rules of
/// [`counts_two_plies_flying`], the moves of the side to move counted without being played when
/// neither side can capture and the opponent has only men; `None` otherwise (the caller plays).
///
/// As in [`count_two_plies`], a step (a man's, or a king's slide) from `f` to `t` changes two
/// squares. The opponent's men step as now, plus into `f`, less into `t`; it can capture after the
/// step only if the step made the capture: over our piece now on `t` (an opponent man next to
/// `t` with an empty square or `f` behind it), or landing on `f` (over one of our pieces next to
/// `f`), as men jump one piece and land right behind it. The steps that may do so are played and
/// the replies counted ([`replies_after_step`]); the test may name more steps than it must, never
/// fewer.
// Inlined into each CPU path's copy of the perft walk (`perft.rs`), to be compiled with its
// instructions.
#[cfg_attr(all(not(debug_assertions), target_arch = "x86_64"), inline(always))]
#[cfg_attr(target_arch = "wasm32", allow(dead_code))] // Not in WebAssembly's perft.
pub(crate) fn count_two_plies_flying<R: Rules, P: Code>(pos: &Position, drop: bool) -> Option<u64> {
    match pos.side {
        crate::side::Side::Black => count_two_plies_flying_of::<R, P, 0, 1>(pos, drop),
        crate::side::Side::White => count_two_plies_flying_of::<R, P, 1, 0>(pos, drop),
    }
}

/// [`count_two_plies_flying`] with the side to move `S` and the opponent `T` as constants.
#[inline(always)]
fn count_two_plies_flying_of<R: Rules, P: Code, const S: usize, const T: usize>(
    pos: &Position,
    drop: bool,
) -> Option<u64> {
    let theirs = pos.pieces[T];
    if theirs & pos.kings != 0 || capturers_of::<R, S>(pos) != 0 {
        return None;
    }
    let mine = pos.pieces[S];
    let empty = pos.empty::<R::L>();
    let (steps, grabs) = (R::L::MEN_STEPS[T], men_captures::<R, T>());
    // `reach[j]`: the squares the opponent's men step to in direction `j` (empty or not);
    // `near[j]`: those next to them in a direction `j` they capture in. `lands`: squares where one
    // lands jumping one of our pieces (empty or not); `open`: squares next to one of its men with
    // an empty square behind, in a direction it captures in.
    let mut reach = [0u64; 4];
    let mut near = [0u64; 4];
    let (mut lands, mut open) = (0u64, 0u64);
    each_dir!(|j| {
        let next = step::<R::L>(theirs, j);
        if steps & (1 << j) != 0 {
            reach[j] = next;
        }
        if grabs & (1 << j) != 0 {
            near[j] = next;
            lands |= step::<R::L>(next & mine, j);
            open |= next & unstep::<R::L>(empty, j);
        }
    });
    let lands = lands & R::L::VALID;
    if lands & empty != 0 {
        return None; // the opponent can capture now
    }
    let (a, b) = if T == 0 { (0, 1) } else { (3, 2) };
    let n = count_ones2::<P>(reach[a] & empty, reach[b] & empty) as u64;
    let kings = mine & pos.kings;
    let mut total = 0;
    // The steps in direction `i` onto the squares of `to`, from `dist` squares back; those of
    // `captures` may make a capture and are played, the others counted all at once. A function,
    // not a closure, for the reason `gen_quiet_of` gives.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn add<R: Rules, P: Code, const T: usize>(
        pos: &Position,
        reach: (u64, u64),
        n: u64,
        drop: bool,
        (to, captures): (u64, u64),
        i: usize,
        dist: i32,
    ) -> u64 {
        // The opponent's steps into the squares of a set, summed.
        let reached = |set: u64| count_ones2::<P>(reach.0 & set, reach.1 & set) as u64;
        let quiet = to & !captures;
        let from = shift(quiet, -dist * R::L::DIRS[i]);
        let mut total = n * quiet.count_ones() as u64 + reached(from) - reached(quiet);
        let mut played = to & captures;
        while played != 0 {
            let t = played.trailing_zeros();
            played &= played - 1;
            let f = (t as i32 - dist * R::L::DIRS[i]) as u32;
            total += replies_after_step::<R, P, T>(pos, f, t, drop);
        }
        total
    }
    let lines = (reach[a], reach[b]);
    each_dir!(|i| {
        // One square: men forward, kings every way.
        let movers = if R::L::MEN_STEPS[S] & (1 << i) != 0 {
            mine
        } else {
            kings
        };
        let to = step::<R::L>(movers, i) & empty;
        let captures = open | near[opposite(i)] | step::<R::L>(lands, i);
        total += add::<R, P, T>(pos, lines, n, drop, (to, captures), i, 1);
        // Kings farther along the line: `f` is no longer next to `t`.
        if kings != 0 {
            let mut to = step::<R::L>(step::<R::L>(kings, i) & empty, i) & empty;
            let mut from_lands = step::<R::L>(step::<R::L>(lands, i), i);
            let mut dist = 2;
            while to != 0 {
                total += add::<R, P, T>(pos, lines, n, drop, (to, open | from_lands), i, dist);
                to = step::<R::L>(to, i) & empty;
                from_lands = step::<R::L>(from_lands, i);
                dist += 1;
            }
        }
    });
    Some(total)
}

/// The legal replies of the opponent `T` (captures compulsory) after the side to move in `pos`
/// steps from bit `from` to bit `to`, counted in the position after it.
#[inline(never)]
fn replies_after_step<R: Rules, P: Code, const T: usize>(
    pos: &Position,
    from: u32,
    to: u32,
    drop: bool,
) -> u64 {
    let child = pos.play::<R>(RawMove::step(from as u8, to as u8));
    count_legal_of::<R, P, T>(&child, true, drop)
}

/// The leaves three plies below `pos` (captures compulsory, duplicates kept): each move of the
/// side to move is played as the generator finds it and `two_below` ([`two_plies_baseline`] or
/// [`two_plies_v3`], the one of the CPU path the walk runs on) counts below it. Only for the
/// rules of [`counts_two_plies`].
// Inlined into each CPU path's copy of the perft walk (`perft.rs`), to be compiled with its
// instructions. The two plies below are one call, not inlined: inlined after every step and
// capture, the capture search of the two plies below went into every level of this one's (the
// English walk was one function of 1.6 MB of machine code per CPU path), and inlined after the
// steps only, the walk ran slower than with the call (English perft(12): 0.695 s against 0.737 s
// of CPU time on the x86-64-v3 path, 0.765 s against 0.819 s on the baseline path).
#[cfg_attr(all(not(debug_assertions), target_arch = "x86_64"), inline(always))]
pub(crate) fn count_three_plies<R: Rules>(pos: &Position, two_below: TwoPliesCount) -> u64 {
    let mut sink = TwoBelow::<R> {
        pos,
        total: 0,
        two_below,
        rules: std::marker::PhantomData,
    };
    let caps = capturers::<R>(pos);
    if caps != 0 {
        gen_captures::<R, _>(pos, caps, &mut sink);
    } else {
        gen_quiet::<R, _>(pos, &mut sink);
    }
    sink.total
}

/// The leaves two plies below `pos` with duplicates kept: each legal move played as the
/// generator finds it (under a precedence rule, the captures of the highest rank only) and the
/// replies counted without being played. The last two plies of every variant, without a list.
// Inlined into each CPU path's copy of the perft walk (`perft.rs`), to be compiled with its
// instructions.
#[cfg_attr(all(not(debug_assertions), target_arch = "x86_64"), inline(always))]
#[cfg_attr(target_arch = "wasm32", allow(dead_code))] // Not in WebAssembly's perft.
pub(crate) fn count_two_plies_played<R: Rules, P: Code>(
    pos: &Position,
    mandatory_capture: bool,
) -> u64 {
    let mut below = Below::<R, P> {
        pos,
        mandatory_capture,
        best: 0,
        total: 0,
        rules: std::marker::PhantomData,
    };
    let caps = capturers::<R>(pos);
    if caps != 0 {
        gen_captures::<R, _>(pos, caps, &mut below);
        if mandatory_capture {
            return below.total;
        }
    }
    let captures = below.total;
    below.total = 0;
    gen_quiet::<R, _>(pos, &mut below);
    captures + below.total
}

/// Adds up the legal replies after each move it is sent, keeping only the captures of the
/// highest rank seen (all of rank 0 where captures are not ranked).
struct Below<'a, R: Rules, P: Code> {
    pos: &'a Position,
    mandatory_capture: bool,
    /// The highest rank of a capture so far.
    best: u32,
    total: u64,
    rules: std::marker::PhantomData<(R, P)>,
}

impl<R: Rules, P: Code> Below<'_, R, P> {
    // Unoptimized, the count inlined into every level of the capture search that calls it made
    // one frame of about 2 MB (a stack overflow in a test thread); optimized, frames share slots.
    #[cfg_attr(not(debug_assertions), inline(always))]
    #[cfg_attr(debug_assertions, inline(never))]
    fn replies(&self, m: RawMove) -> u64 {
        count_legal::<R, P>(&self.pos.play::<R>(m), self.mandatory_capture, false)
    }
}

impl<R: Rules, P: Code> Sink for Below<'_, R, P> {
    #[inline(always)]
    fn quiet(&mut self, from: u32, to: u32) {
        self.total += self.replies(RawMove::step(from as u8, to as u8));
    }
    #[inline(always)]
    fn capture(&mut self, path: &[u8], _: &[u8], captured: u64, crowned: bool, rank: u32) {
        if rank < self.best {
            return;
        }
        let n = self.replies(RawMove::capture(path, captured, crowned, rank));
        if rank > self.best {
            self.best = rank;
            self.total = n;
        } else {
            self.total += n;
        }
    }
}

/// A count of the leaves two plies below a position, duplicates kept ([`count_two_plies`]),
/// compiled for one CPU path: unsafe to call on a CPU without that path's instructions.
pub(crate) type TwoPliesCount = unsafe fn(&Position) -> u64;

/// [`count_two_plies`] out of line, on the baseline path (a [`TwoPliesCount`]).
#[inline(never)]
pub(crate) fn two_plies_baseline<R: Rules>(pos: &Position) -> u64 {
    // Never `None`: duplicates are kept.
    count_two_plies::<R, Baseline>(pos, false).unwrap_or(0)
}

crate::cpu::on_v3! {
    /// [`count_two_plies`] out of line, on the x86-64-v3 path (a [`TwoPliesCount`]).
    #[inline(never)]
    pub(crate) fn two_plies_v3<R: Rules>(pos: &Position) -> u64 {
        count_two_plies::<R, V3>(pos, false).unwrap_or(0)
    }
}

/// Adds up `two_below` below each move it is sent.
struct TwoBelow<'a, R: Rules> {
    pos: &'a Position,
    total: u64,
    two_below: TwoPliesCount,
    rules: std::marker::PhantomData<R>,
}

impl<R: Rules> TwoBelow<'_, R> {
    #[inline(always)]
    fn add(&mut self, m: RawMove) {
        let next = self.pos.after::<R::L>(m);
        // SAFETY: the walk passes the count of the CPU path it runs on, which it entered only
        // on a CPU that has that path's instructions (perft.rs).
        #[allow(unsafe_code)]
        let below = unsafe { (self.two_below)(&next) };
        self.total += below;
    }
}

impl<R: Rules> Sink for TwoBelow<'_, R> {
    #[inline(always)]
    fn quiet(&mut self, from: u32, to: u32) {
        self.add(RawMove::step(from as u8, to as u8));
    }
    #[inline(always)]
    fn capture(&mut self, path: &[u8], _: &[u8], captured: u64, crowned: bool, _: u32) {
        self.add(RawMove::capture(path, captured, crowned, 0));
    }
}

/// Adds up the legal replies of the opponent `T` (captures compulsory, duplicates kept) after
/// each capture it is sent.
struct AfterCapture<'a, R: Rules, P: Code, const T: usize> {
    pos: &'a Position,
    total: u64,
    rules: std::marker::PhantomData<(R, P)>,
}

impl<R: Rules, P: Code, const T: usize> Sink for AfterCapture<'_, R, P, T> {
    #[inline(always)]
    fn quiet(&mut self, _: u32, _: u32) {}
    // Out of line when unoptimized, as `Below::replies` is: inlined into every level of the
    // capture search, the reply count made one frame of about 1 MB.
    #[cfg_attr(not(debug_assertions), inline(always))]
    #[cfg_attr(debug_assertions, inline(never))]
    fn capture(&mut self, path: &[u8], _: &[u8], captured: u64, crowned: bool, _: u32) {
        let next = self
            .pos
            .after::<R::L>(RawMove::capture(path, captured, crowned, 0));
        self.total += count_legal_of::<R, P, T>(&next, true, false);
    }
}

/// The legal replies of the opponent `T` after the side `S` to move in `pos` steps between the
/// two squares of `moved` (captures compulsory): its capture routes if it has any, else its steps.
#[inline(always)]
fn replies<R: Rules, P: Code, const S: usize, const T: usize>(
    pos: &Position,
    moved: u64,
    drop: bool,
) -> u64 {
    let ours = pos.pieces[S] ^ moved;
    let empty = pos.empty::<R::L>() ^ moved;
    let theirs = pos.pieces[T];
    let steps = R::L::MEN_STEPS[T];
    let movers = |j: usize| {
        if steps & (1 << j) != 0 {
            theirs
        } else {
            theirs & pos.kings
        }
    };
    let mut jumpers_found = 0;
    each_dir!(|j| {
        jumpers_found |= jumpers::<R::L>(movers(j), ours, empty, j);
    });
    if jumpers_found == 0 {
        let (a, b) = if T == 0 { (0, 1) } else { (3, 2) };
        let (c, d) = if T == 0 { (2, 3) } else { (1, 0) };
        return count_ones2::<P>(
            step::<R::L>(movers(a), a) & empty,
            step::<R::L>(movers(b), b) & empty,
        ) as u64
            + count_ones2::<P>(
                step::<R::L>(movers(c), c) & empty,
                step::<R::L>(movers(d), d) & empty,
            ) as u64;
    }
    if jumpers_found & pos.kings == 0
        && let Some(n) = count_men_captures::<R, P, T>(ours, empty, jumpers_found, drop)
    {
        return n;
    }
    let from = (moved & pos.pieces[S]).trailing_zeros() as u8;
    let to = (moved & !pos.pieces[S]).trailing_zeros() as u8;
    let child = pos.after::<R::L>(RawMove::step(from, to));
    count_captures::<R, P, T>(&child, jumpers_found, drop)
}

/// Whether the men of side `S` have their capture routes counted with bitboards (see
/// [`count_captures`]): men capture forward only and diagonally, take kings, stop when crowned,
/// and captures are not ranked.
const fn men_counted_by_bitboards<R: Rules, const S: usize>() -> bool {
    const DIAGONAL_FORWARD: [u8; 2] = [0b0011, 0b1100];
    !R::RANKED
        && !R::MEN_CAPTURE_BACKWARD
        && R::MEN_CAPTURE_KINGS
        && matches!(R::CROWNING, Crowning::EndsMove)
        && R::L::MEN_STEPS[S] == DIAGONAL_FORWARD[S]
}

/// The number of capture routes of the pieces in `from`.
///
/// The common case is answered here without a call: under the rules of
/// [`men_counted_by_bitboards`], when every piece in `from` is a man, its routes are counted
/// from bitboards ([`count_men_jumps`]); most are single jumps, one route for each man that can
/// jump in each forward direction. Other cases go to [`count_captures_searched`].
#[inline(always)]
fn count_captures<R: Rules, P: Code, const S: usize>(pos: &Position, from: u64, drop: bool) -> u64 {
    if from & pos.kings == 0
        && let Some(n) =
            count_men_captures::<R, P, S>(pos.pieces[S ^ 1], pos.empty::<R::L>(), from, drop)
    {
        return n;
    }
    count_captures_searched::<R, S>(pos, from, drop)
}

/// The capture routes of the men `from` of side `S` over `theirs` into `empty` ([`count_men_jumps`]);
/// `None` when the rules are not those of [`men_counted_by_bitboards`] or duplicates are dropped.
#[inline(always)]
fn count_men_captures<R: Rules, P: Code, const S: usize>(
    theirs: u64,
    empty: u64,
    from: u64,
    drop: bool,
) -> Option<u64> {
    if !men_counted_by_bitboards::<R, S>() || drop {
        return None;
    }
    Some(count_men_jumps::<R, P, S>(theirs, empty, from))
}

/// [`count_captures`] where `from` holds kings, or the rules are not those of
/// [`men_counted_by_bitboards`], or duplicates are dropped. Under those rules the men are still
/// counted with bitboards ([`count_men_jumps`]); every other route is searched.
#[inline(never)]
fn count_captures_searched<R: Rules, const S: usize>(pos: &Position, from: u64, drop: bool) -> u64 {
    if drop {
        let mut list = Vec::new();
        gen_captures_of::<R, _, S>(pos, from, &mut list);
        if R::RANKED {
            keep_best(&mut list);
        }
        drop_duplicates(&mut list);
        return list.len() as u64;
    }
    if R::RANKED {
        let mut counter = MaxCounter { best: 0, n: 0 };
        gen_captures_of::<R, _, S>(pos, from, &mut counter);
        return counter.n;
    }
    let mut counter = Counter(0);
    if !men_counted_by_bitboards::<R, S>() {
        gen_captures_of::<R, _, S>(pos, from, &mut counter);
        return counter.0;
    }
    let kings = from & pos.kings;
    if kings != 0 {
        gen_captures_of::<R, _, S>(pos, kings, &mut counter);
    }
    let men = from & !pos.kings;
    // Out of line, this is compiled for the baseline path only.
    counter.0 + count_men_jumps::<R, Baseline, S>(pos.pieces[S ^ 1], pos.empty::<R::L>(), men)
}

/// The capture routes of the men of `men` over `theirs` into `empty` (men that capture forward
/// only, captures not ranked): a jump that lands where the man is crowned or cannot jump on is
/// one route; from the other landing squares the routes are counted jump by jump
/// ([`men_routes_on`]), with no route kept. Exact because men jump forward only: neither the
/// pieces taken nor the square left is ever ahead of the man ([`men_going_on`]).
#[inline(always)]
fn count_men_jumps<R: Rules, P: Code, const S: usize>(theirs: u64, empty: u64, men: u64) -> u64 {
    let crown = R::L::CROWN_ROW[S];
    let [a, b] = forward::<S>();
    let land_a = step::<R::L>(step::<R::L>(jumpers::<R::L>(men, theirs, empty, a), a), a);
    let land_b = step::<R::L>(step::<R::L>(jumpers::<R::L>(men, theirs, empty, b), b), b);
    let on_a = men_going_on::<R, S>(land_a & !crown, theirs, empty);
    let on_b = men_going_on::<R, S>(land_b & !crown, theirs, empty);
    let mut n = count_ones2::<P>(land_a & !on_a, land_b & !on_b) as u64;
    for mut rest in [on_a, on_b] {
        while rest != 0 {
            let at = rest & rest.wrapping_neg();
            rest ^= at;
            n += men_routes_on::<R, S>(at, theirs, empty, crown);
        }
    }
    n
}

/// The men of `at` (not on their crowning row) that can jump on, over `theirs` into `empty`.
///
/// A man that has jumped stands ahead of every piece it took and of the square it started
/// from, and it only jumps forward: so neither matters and the position before the capture
/// answers.
#[inline(always)]
fn men_going_on<R: Rules, const S: usize>(at: u64, theirs: u64, empty: u64) -> u64 {
    let [a, b] = forward::<S>();
    jumpers::<R::L>(at, theirs, empty, a) | jumpers::<R::L>(at, theirs, empty, b)
}

/// The capture routes that go on from the man that has jumped onto the square `at` (one bit)
/// and can jump on: each jump lands where the route ends (crowned, or no jump further) or goes
/// on, as in [`men_going_on`].
#[inline(never)]
fn men_routes_on<R: Rules, const S: usize>(at: u64, theirs: u64, empty: u64, crown: u64) -> u64 {
    let mut n = 0;
    for i in forward::<S>() {
        let land = step::<R::L>(step::<R::L>(at, i) & theirs, i) & empty;
        if land != 0 {
            n += if land & crown == 0 && men_going_on::<R, S>(land, theirs, empty) != 0 {
                men_routes_on::<R, S>(land, theirs, empty, crown)
            } else {
                1
            };
        }
    }
    n
}

/// The two directions men of side `S` move in where they move diagonally forward (see
/// [`men_counted_by_bitboards`]).
const fn forward<const S: usize>() -> [usize; 2] {
    if S == 0 { [0, 1] } else { [3, 2] }
}
