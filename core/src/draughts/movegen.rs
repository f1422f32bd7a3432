//! Move generation for every draughts variant, diagonal and orthogonal: short and flying kings,
//! kings that must land right behind the piece they take, men capturing backward or not, and the
//! capture precedences (free, king first, majority, quantity then quality, the Italian rules).
//!
//! Everything here is generic over the [`Rules`] (and through them the [`Layout`]), so the
//! compiler produces one specialised copy per variant, the branches of the other rules compile out
//! and the loops over directions unroll into shifts by constants.
//!
//! Captures follow the rules every family shares: a capture must be completed and may change
//! direction. Where captured pieces stay on the board until the move ends, a piece is never
//! jumped twice and no piece lands on or slides over a square a captured piece still holds; where
//! they leave at once (Turkish, Thai), their squares are free for the rest of the move. A man
//! that reaches its crowning row during a capture stops there and is crowned, or is crowned and
//! goes on as a king (Russian), or goes on as a man ([`Crowning`]).

use super::layout::{Layout, NONE, opposite, step, unstep};
use super::position::{Position, RawMove};
use super::rules::{Crowning, Precedence, Rules};

/// Receives moves as they are found.
pub(crate) trait Sink {
    /// A step of one piece from one bit to another.
    fn quiet(&mut self, from: u32, to: u32);
    /// A capture: `path` holds the bits of the start and of every landing, `taken` the bits of the
    /// captured pieces in the order they were jumped, `captured` the same pieces as a set;
    /// `crowned` tells a man crowned on the way that went on as a king; `rank` is the capture's
    /// rank under the variant's precedence.
    fn capture(&mut self, path: &[u8], taken: &[u8], captured: u64, crowned: bool, rank: u32);
}

/// Collects [`RawMove`]s.
impl Sink for Vec<RawMove> {
    #[inline(always)]
    fn quiet(&mut self, from: u32, to: u32) {
        self.push(RawMove::step(from as u8, to as u8));
    }
    #[inline(always)]
    fn capture(&mut self, path: &[u8], _: &[u8], captured: u64, crowned: bool, rank: u32) {
        self.push(RawMove::capture(path, captured, crowned, rank));
    }
}

/// Keeps only the captures of the highest rank (the precedence rules); steps are kept.
pub(crate) fn keep_best(moves: &mut Vec<RawMove>) {
    let best = moves
        .iter()
        .filter(|m| m.captured != 0)
        .map(|m| m.rank)
        .max();
    if let Some(best) = best {
        moves.retain(|m| m.captured == 0 || m.rank == best);
    }
}

/// The directions (a set of bits `1 << i`) men of side `S` (0 = Black, 1 = White) capture in.
#[inline(always)]
pub(super) fn men_captures<R: Rules, const S: usize>() -> u8 {
    if R::ORTHOGONAL_CAPTURES {
        0xff
    } else if R::MEN_CAPTURE_BACKWARD {
        0b1111
    } else {
        R::L::MEN_STEPS[S]
    }
}

/// Runs `$f::<L, S>` with `S` the side to move of `$pos` as a constant.
macro_rules! by_side {
    ($pos:expr, $f:ident :: <$L:ty $(, $T:ty)*> ($($arg:expr),*)) => {
        match $pos.side {
            crate::side::Side::Black => $f::<$L $(, $T)*, 0>($($arg),*),
            crate::side::Side::White => $f::<$L $(, $T)*, 1>($($arg),*),
        }
    };
}
pub(super) use by_side;

/// Evaluates `$call` with the const `$M` bound to the set of directions `$mask` (one of the sets
/// a piece can capture in), so that the search below unrolls over constant directions.
macro_rules! with_mask {
    ($mask:expr, |$M:ident| $call:expr) => {
        match $mask {
            0b0011 => {
                const $M: u8 = 0b0011;
                $call
            }
            0b1100 => {
                const $M: u8 = 0b1100;
                $call
            }
            0b1011 => {
                const $M: u8 = 0b1011;
                $call
            }
            0b1110 => {
                const $M: u8 = 0b1110;
                $call
            }
            0xff => {
                const $M: u8 = 0xff;
                $call
            }
            _ => {
                const $M: u8 = 0b1111;
                $call
            }
        }
    };
}

/// Runs `$body` once for each literal direction index given, with `$i` bound to it, so that each
/// copy works on a constant direction (a loop over directions is not always unrolled, and a shift
/// by a direction read at run time costs a branch on its sign).
macro_rules! unroll {
    (|$i:ident| $body:block for $($n:literal),+) => {{
        $(
            {
                let $i: usize = $n;
                $body
            }
        )+
    }};
}
pub(super) use unroll;

/// [`unroll!`] over the four diagonal directions, 0 to 3.
macro_rules! each_dir {
    (|$i:ident| $body:block) => {
        unroll!(|$i| $body for 0, 1, 2, 3)
    };
}
pub(super) use each_dir;

/// [`unroll!`] over the orthogonal directions of a diagonal board, 4 to 7.
macro_rules! each_ortho {
    (|$i:ident| $body:block) => {
        unroll!(|$i| $body for 4, 5, 6, 7)
    };
}

/// The pieces that can jump in direction `i`: the next square holds prey, the one after is empty.
#[inline(always)]
pub(super) fn jumpers<L: Layout>(movers: u64, prey: u64, empty: u64, i: usize) -> u64 {
    movers & unstep::<L>(unstep::<L>(empty, i) & prey, i)
}

/// The flying kings of `kings` that can capture: along some line, past empty squares, an
/// enemy piece with an empty square right behind it.
#[inline(never)]
fn flying_capturers<R: Rules>(kings: u64, theirs: u64, empty: u64) -> u64 {
    let mut found = 0;
    each_dir!(|i| {
        found |= flying_capturers_along::<R::L>(kings, theirs, empty, i);
    });
    if R::ORTHOGONAL_CAPTURES {
        each_ortho!(|i| {
            found |= flying_capturers_along::<R::L>(kings, theirs, empty, i);
        });
    }
    found
}

/// The flying kings of `kings` that can capture in direction `i`.
#[inline(always)]
fn flying_capturers_along<L: Layout>(kings: u64, theirs: u64, empty: u64, i: usize) -> u64 {
    // Enemy pieces with an empty square behind them, seen from the other side.
    let mut found = 0;
    let mut back = unstep::<L>(unstep::<L>(empty, i) & theirs, i);
    while back != 0 {
        found |= back & kings;
        back = unstep::<L>(back & empty, i);
    }
    found
}

/// The pieces of the side to move that can make at least one capture (whether or not the
/// precedence rules let them; under the Czech rule only the kings, if a king can capture).
#[inline(always)]
pub(crate) fn capturers<R: Rules>(pos: &Position) -> u64 {
    by_side!(pos, capturers_of::<R>(pos))
}

#[inline(always)]
pub(super) fn capturers_of<R: Rules, const S: usize>(pos: &Position) -> u64 {
    let mine = pos.pieces[S];
    let theirs = pos.pieces[S ^ 1];
    let empty = pos.empty::<R::L>();
    let kings = mine & pos.kings;
    // Kings are searched apart from men when they capture differently from men plus backward.
    let apart = R::FLYING_KINGS || !R::MEN_CAPTURE_KINGS || R::MEN_CAPTURE_BACKWARD;
    let men = if apart { mine & !kings } else { mine };
    let prey = if R::MEN_CAPTURE_KINGS {
        theirs
    } else {
        theirs & !pos.kings
    };
    let mask = men_captures::<R, S>();
    let mut found = 0;
    each_dir!(|i| {
        if mask & (1 << i) != 0 {
            found |= jumpers::<R::L>(men, prey, empty, i);
        }
    });
    if R::ORTHOGONAL_CAPTURES {
        each_ortho!(|i| {
            found |= jumpers::<R::L>(men, prey, empty, i);
        });
    }
    if kings != 0 {
        if R::FLYING_KINGS {
            found |= flying_capturers::<R>(kings, theirs, empty);
        } else {
            let own = if apart { 0b1111 } else { 0b1111 & !mask };
            each_dir!(|i| {
                if own & (1 << i) != 0 {
                    found |= jumpers::<R::L>(kings, theirs, empty, i);
                }
            });
        }
    }
    if matches!(R::PRECEDENCE, Precedence::KingFirst) && found & kings != 0 {
        found &= kings;
    }
    found
}

/// The pieces of the side to move that have a legal capture: those of [`capturers`], and under
/// a precedence rule only those with a route of the highest rank. (The API reads the same
/// from the legal moves it lists anyway; the tests check the two agree.)
#[cfg(test)]
pub(crate) fn must_capture<R: Rules>(pos: &Position) -> u64 {
    let caps = capturers::<R>(pos);
    if !R::RANKED || caps == 0 {
        return caps;
    }
    let mut list = Vec::new();
    gen_captures::<R, _>(pos, caps, &mut list);
    keep_best(&mut list);
    list.iter().fold(0, |acc, m| acc | 1u64 << m.from)
}

/// Whether the side to move has any legal move.
pub(crate) fn has_move<R: Rules>(pos: &Position) -> bool {
    by_side!(pos, has_move_of::<R>(pos))
}

fn has_move_of<R: Rules, const S: usize>(pos: &Position) -> bool {
    if capturers_of::<R, S>(pos) != 0 {
        return true;
    }
    // A flying king that can move at all can move one square.
    let mine = pos.pieces[S] & !pos.blocked_king::<R>();
    let kings = mine & pos.kings;
    let steps = R::L::MEN_STEPS[S];
    let mut to = 0;
    each_dir!(|i| {
        to |= step::<R::L>(if steps & (1 << i) != 0 { mine } else { kings }, i);
    });
    to & pos.empty::<R::L>() != 0
}

/// Sends every step (non-capture) of the side to move to `sink`, direction by direction.
#[inline(always)]
pub(crate) fn gen_quiet<R: Rules, S: Sink>(pos: &Position, sink: &mut S) {
    by_side!(pos, gen_quiet_of::<R, S>(pos, sink))
}

#[inline(always)]
fn gen_quiet_of<R: Rules, S: Sink, const SIDE: usize>(pos: &Position, sink: &mut S) {
    let mine = pos.pieces[SIDE];
    let empty = pos.empty::<R::L>();
    let kings = mine & pos.kings;
    let steps = R::L::MEN_STEPS[SIDE];
    // A function, not a closure: a closure may be left out of line, and then it is compiled
    // without the instructions of the CPU path's copy of the walk that calls it (`perft.rs`).
    #[inline(always)]
    fn emit<R: Rules, S: Sink>(movers: u64, i: usize, empty: u64, sink: &mut S) {
        let mut targets = step::<R::L>(movers, i) & empty;
        while targets != 0 {
            let to = targets.trailing_zeros();
            targets &= targets - 1;
            sink.quiet((to as i32 - R::L::DIRS[i]) as u32, to);
        }
    }
    if R::FLYING_KINGS {
        let men = mine & !kings;
        each_dir!(|i| {
            if steps & (1 << i) != 0 {
                emit::<R, S>(men, i, empty, sink);
            }
        });
        gen_flying_quiet::<R::L, S>(kings & !pos.blocked_king::<R>(), empty, sink);
        return;
    }
    each_dir!(|i| {
        if steps & (1 << i) != 0 {
            emit::<R, S>(mine, i, empty, sink);
        }
    });
    if kings != 0 {
        each_dir!(|i| {
            if steps & (1 << i) == 0 {
                emit::<R, S>(kings, i, empty, sink);
            }
        });
    }
}

/// Sends the moves of the flying `kings` to `sink`: any distance along an empty line.
#[inline(always)]
pub(crate) fn gen_flying_quiet<L: Layout, S: Sink>(kings: u64, empty: u64, sink: &mut S) {
    if kings == 0 {
        return;
    }
    for i in 0..4 {
        let d = L::DIRS[i];
        let mut to = step::<L>(kings, i) & empty;
        let mut dist = 1;
        while to != 0 {
            let mut t = to;
            while t != 0 {
                let b = t.trailing_zeros();
                t &= t - 1;
                sink.quiet((b as i32 - dist * d) as u32, b);
            }
            to = step::<L>(to, i) & empty;
            dist += 1;
        }
    }
}

/// What stays fixed while one piece looks for its capture routes.
struct CaptureSearch {
    /// Enemy pieces (captured ones included: the search removes them as the rules say).
    theirs: u64,
    /// Enemy pieces a man may take (Italian men take no kings).
    prey: u64,
    /// Empty squares, the square the moving piece started from included.
    empty: u64,
    /// The crowning row of the moving side when reaching it during a capture crowns the man,
    /// else nothing.
    crown: u64,
    /// Every king on the board (for the ranks of captures).
    kings: u64,
    /// Whether the moving piece is a king.
    king: bool,
}

impl CaptureSearch {
    /// Empty squares once `captured` have been taken.
    #[inline(always)]
    fn empty<R: Rules>(&self, captured: u64) -> u64 {
        if R::IMMEDIATE_REMOVAL {
            self.empty | captured
        } else {
            self.empty
        }
    }

    /// The rank of a capture that took `taken` (bits, in jump order) under the precedence.
    #[inline(always)]
    fn rank<R: Rules>(&self, taken: &[u8]) -> u32 {
        match R::PRECEDENCE {
            Precedence::Free | Precedence::KingFirst => 0,
            Precedence::Majority => taken.len() as u32,
            Precedence::Quality => {
                let kings = taken
                    .iter()
                    .filter(|&&b| self.kings & (1u64 << b) != 0)
                    .count();
                ((taken.len() as u32) << 8) | kings as u32
            }
            Precedence::Italian => {
                // Most pieces; then with a king; then most kings; then kings met earliest
                // (the jumps that took a king, first jump highest).
                let mut kings = 0;
                let mut order = 0u32;
                for (j, &b) in taken.iter().enumerate() {
                    if self.kings & (1u64 << b) != 0 {
                        kings += 1;
                        order |= 1 << (15 - j.min(15));
                    }
                }
                ((taken.len() as u32) << 24) | ((self.king as u32) << 23) | (kings << 18) | order
            }
            Precedence::Value => {
                // Men count 1 and kings 2 - 1/64: the value, then fewer kings, then with a king.
                let kings = taken
                    .iter()
                    .filter(|&&b| self.kings & (1u64 << b) != 0)
                    .count() as u32;
                let men = taken.len() as u32 - kings;
                (((men + 2 * kings) * 64 - kings) << 1) | self.king as u32
            }
        }
    }

    /// Sends the route `route.path[..len]` (with `len - 1` jumps) to `sink`.
    #[inline(always)]
    fn emit<R: Rules, S: Sink>(
        &self,
        route: &Route,
        len: usize,
        captured: u64,
        crowned: bool,
        sink: &mut S,
    ) {
        let taken = &route.taken[..len - 1];
        sink.capture(
            &route.path[..len],
            taken,
            captured,
            crowned,
            self.rank::<R>(taken),
        );
    }
}

/// Sends every complete capture route of the pieces in `from` to `sink` (under a precedence
/// rule the lower-ranked ones too: the caller filters).
#[inline(always)]
pub(crate) fn gen_captures<R: Rules, S: Sink>(pos: &Position, from: u64, sink: &mut S) {
    by_side!(pos, gen_captures_of::<R, S>(pos, from, sink))
}

#[inline(always)]
pub(super) fn gen_captures_of<R: Rules, S: Sink, const SIDE: usize>(
    pos: &Position,
    mut from: u64,
    sink: &mut S,
) {
    let crown = if matches!(R::CROWNING, Crowning::PassesAsMan) {
        0
    } else {
        R::L::CROWN_ROW[SIDE]
    };
    let theirs = pos.pieces[SIDE ^ 1];
    let prey = if R::MEN_CAPTURE_KINGS {
        theirs
    } else {
        theirs & !pos.kings
    };
    let mut route = Route {
        path: [0; MAX_ROUTE],
        taken: [0; MAX_ROUTE],
    };
    while from != 0 {
        let bit = from.trailing_zeros();
        from &= from - 1;
        let king = pos.kings & (1u64 << bit) != 0;
        let search = CaptureSearch {
            theirs,
            prey,
            empty: pos.empty::<R::L>() | (1u64 << bit),
            crown,
            kings: pos.kings,
            king,
        };
        route.path[0] = bit as u8;
        if king && R::FLYING_KINGS {
            extend_flying::<R, S>(&search, &mut route, 1, 0, NONE, false, NONE, false, sink);
        } else if king {
            extend::<R, S, true, 0b1111>(&search, &mut route, 1, 0, NONE, sink);
        } else {
            with_mask!(men_captures::<R, SIDE>(), |M| extend::<R, S, false, { M }>(
                &search, &mut route, 1, 0, NONE, sink
            ));
        }
    }
}

/// Longest route a capture can take, landings and start included. A piece can capture at most all
/// enemy pieces, and no board has more than 31 of them per side.
const MAX_ROUTE: usize = 32;

/// The route of the capture being searched: start and landings, and the pieces jumped so far.
struct Route {
    path: [u8; MAX_ROUTE],
    taken: [u8; MAX_ROUTE],
}

/// Depth-first search of the capture routes of a short-range piece (a man, or a short king)
/// from the square `route.path[len - 1]` in the directions of `MASK`; the route has `len - 1`
/// jumps so far, the last one in the direction opposite to `banned` (4 for none) when the rules
/// forbid turning back.
#[inline(always)]
fn extend<R: Rules, S: Sink, const KING: bool, const MASK: u8>(
    search: &CaptureSearch,
    route: &mut Route,
    len: usize,
    captured: u64,
    banned: usize,
    sink: &mut S,
) {
    let at = 1u64 << route.path[len - 1];
    let prey = if KING { search.theirs } else { search.prey } & !captured;
    let empty = search.empty::<R>(captured);
    let mut jumped = false;
    each_dir!(|k| {
        let i = R::L::ASCENDING[k];
        let over = if MASK & (1 << i) == 0 || (R::NO_REVERSAL && i == banned) {
            0
        } else {
            step::<R::L>(at, i) & prey
        };
        let land = step::<R::L>(over, i) & empty;
        if land != 0 {
            jump::<R, S, KING, MASK>(search, route, len, captured, i, over, land, sink);
            jumped = true;
        }
    });
    if R::ORTHOGONAL_CAPTURES {
        each_ortho!(|i| {
            let over = if MASK & (1 << i) == 0 {
                0
            } else {
                step::<R::L>(at, i) & prey
            };
            let land = step::<R::L>(over, i) & empty;
            if land != 0 {
                jump::<R, S, KING, MASK>(search, route, len, captured, i, over, land, sink);
                jumped = true;
            }
        });
    }
    if !jumped && len > 1 {
        search.emit::<R, S>(route, len, captured, false, sink);
    }
}

/// One jump of [`extend`]: over `over` in direction `i` onto `land`, then on.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn jump<R: Rules, S: Sink, const KING: bool, const MASK: u8>(
    search: &CaptureSearch,
    route: &mut Route,
    len: usize,
    captured: u64,
    i: usize,
    over: u64,
    land: u64,
    sink: &mut S,
) {
    route.path[len] = land.trailing_zeros() as u8;
    route.taken[len - 1] = over.trailing_zeros() as u8;
    let now = captured | over;
    let back = if R::NO_REVERSAL { opposite(i) } else { NONE };
    if !KING && land & search.crown != 0 {
        if matches!(R::CROWNING, Crowning::AsKing) && R::FLYING_KINGS {
            extend_flying::<R, S>(search, route, len + 1, now, NONE, false, back, true, sink);
        } else {
            search.emit::<R, S>(route, len + 1, now, false, sink);
        }
    } else if !can_jump::<R, KING, MASK>(search, land, now, back) {
        search.emit::<R, S>(route, len + 1, now, false, sink);
    } else {
        extend_dyn::<R, S, KING, MASK>(search, route, len + 1, now, back, sink);
    }
}

/// Depth-first search of the capture routes of a flying king from `route.path[len - 1]`: in each
/// direction it slides over empty squares to an enemy piece not yet taken, and may land on any
/// empty square behind it (Thai: only the one right behind it). Pieces already taken stay on the
/// board and block, unless the rules remove them at once.
///
/// A king that captures on in the same direction does not stop in between: that is one route,
/// through the last empty square before the next piece (as in the published perft counts). So
/// from the other landing squares the search skips direction `ahead` (an index into
/// [`Layout::DIRS`], 4 for none); `straight` tells that the capture does go on that way, so the
/// route does not end here. `banned` is the direction back where the rules forbid turning back;
/// `crowned` tells a man crowned during this capture (Russian).
#[allow(clippy::too_many_arguments)]
#[inline(never)]
fn extend_flying<R: Rules, S: Sink>(
    search: &CaptureSearch,
    route: &mut Route,
    len: usize,
    captured: u64,
    ahead: usize,
    straight: bool,
    banned: usize,
    crowned: bool,
    sink: &mut S,
) {
    let mut jumped = straight;
    for &i in R::L::ASCENDING.iter() {
        if i != ahead && !(R::NO_REVERSAL && i == banned) {
            jumped |= fly::<R, S>(search, route, len, captured, i, crowned, sink);
        }
    }
    if R::ORTHOGONAL_CAPTURES {
        for i in 4..8 {
            if i != ahead {
                jumped |= fly::<R, S>(search, route, len, captured, i, crowned, sink);
            }
        }
    }
    if !jumped && len > 1 {
        search.emit::<R, S>(route, len, captured, crowned, sink);
    }
}

/// One direction `i` of [`extend_flying`]: slides to a piece, takes it and searches on from each
/// landing square. Returns whether it took one.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn fly<R: Rules, S: Sink>(
    search: &CaptureSearch,
    route: &mut Route,
    len: usize,
    captured: u64,
    i: usize,
    crowned: bool,
    sink: &mut S,
) -> bool {
    let at = 1u64 << route.path[len - 1];
    let empty = search.empty::<R>(captured);
    let prey = search.theirs & !captured;
    let mut next = step::<R::L>(at, i);
    while next & empty != 0 {
        next = step::<R::L>(next, i);
    }
    let over = next & prey;
    if over == 0 {
        return false;
    }
    let mut land = step::<R::L>(over, i) & empty;
    if land == 0 {
        return false;
    }
    route.taken[len - 1] = over.trailing_zeros() as u8;
    let now = captured | over;
    let back = if R::NO_REVERSAL { opposite(i) } else { NONE };
    if R::KING_LANDS_BEHIND {
        route.path[len] = land.trailing_zeros() as u8;
        extend_flying::<R, S>(
            search,
            route,
            len + 1,
            now,
            NONE,
            false,
            back,
            crowned,
            sink,
        );
        return true;
    }
    // The farthest landing square, and whether the king can capture on straight from there.
    let mut last = land;
    loop {
        let further = step::<R::L>(last, i) & empty;
        if further == 0 {
            break;
        }
        last = further;
    }
    let on = step::<R::L>(step::<R::L>(last, i) & prey & !over, i) & empty != 0;
    let (skip, on) = if R::STRAIGHT_LANDINGS_APART {
        (NONE, false)
    } else {
        (i, on)
    };
    // Where captures are not ranked, a king that can capture on from some landing square
    // must land on one of those: the others end no route. (Ranked captures drop such
    // shorter routes anyway.)
    let must_go_on = !R::RANKED && (on || can_capture_from::<R>(search, land, last, i, now));
    while land != last {
        route.path[len] = land.trailing_zeros() as u8;
        extend_flying::<R, S>(
            search,
            route,
            len + 1,
            now,
            skip,
            on || must_go_on,
            back,
            crowned,
            sink,
        );
        land = step::<R::L>(land, i);
    }
    route.path[len] = last.trailing_zeros() as u8;
    extend_flying::<R, S>(
        search,
        route,
        len + 1,
        now,
        NONE,
        must_go_on,
        back,
        crowned,
        sink,
    );
    true
}

/// Whether a flying king landing on any square from `first` to `last` along direction `i` can
/// capture on (sideways from the line: straight on is the caller's `on`), with `captured` taken.
#[inline(never)]
fn can_capture_from<R: Rules>(
    search: &CaptureSearch,
    first: u64,
    last: u64,
    i: usize,
    captured: u64,
) -> bool {
    let empty = search.empty::<R>(captured);
    let prey = search.theirs & !captured;
    let mut landings = first;
    let mut at = first;
    while at != last {
        at = step::<R::L>(at, i);
        landings |= at;
    }
    let dirs = if R::ORTHOGONAL_CAPTURES { 8 } else { 4 };
    for j in 0..dirs {
        if j == i || j == opposite(i) {
            continue;
        }
        let mut ray = step::<R::L>(landings, j);
        let mut seen = 0;
        while ray != 0 {
            seen |= ray & prey;
            ray = step::<R::L>(ray & empty, j);
        }
        if step::<R::L>(seen, j) & empty != 0 {
            return true;
        }
    }
    false
}

/// Whether a short-range piece on `at` can jump on in one of the directions of `MASK` (but not
/// `banned`), with `captured` already taken.
#[inline(always)]
fn can_jump<R: Rules, const KING: bool, const MASK: u8>(
    search: &CaptureSearch,
    at: u64,
    captured: u64,
    banned: usize,
) -> bool {
    let prey = if KING { search.theirs } else { search.prey } & !captured;
    let empty = search.empty::<R>(captured);
    let mut found = 0;
    each_dir!(|i| {
        if MASK & (1 << i) != 0 && !(R::NO_REVERSAL && i == banned) {
            found |= step::<R::L>(step::<R::L>(at, i) & prey, i) & empty;
        }
    });
    if R::ORTHOGONAL_CAPTURES {
        each_ortho!(|i| {
            if MASK & (1 << i) != 0 {
                found |= step::<R::L>(step::<R::L>(at, i) & prey, i) & empty;
            }
        });
    }
    found != 0
}

/// The recursive step of [`extend`], kept out of line so the first level can be inlined.
#[inline(never)]
fn extend_dyn<R: Rules, S: Sink, const KING: bool, const MASK: u8>(
    search: &CaptureSearch,
    route: &mut Route,
    len: usize,
    captured: u64,
    banned: usize,
    sink: &mut S,
) {
    extend::<R, S, KING, MASK>(search, route, len, captured, banned, sink);
}

/// Sends the legal moves of the side to move to `sink`: the captures, and the steps too when
/// there is no capture or capturing is optional. Returns whether any capture was sent.
pub(crate) fn generate<R: Rules>(
    pos: &Position,
    mandatory_capture: bool,
    list: &mut Vec<RawMove>,
) -> bool {
    let caps = capturers::<R>(pos);
    if caps != 0 {
        gen_captures::<R, _>(pos, caps, list);
        if R::RANKED {
            keep_best(list);
        }
        if mandatory_capture {
            return true;
        }
    }
    gen_quiet::<R, _>(pos, list);
    caps != 0
}

/// Removes moves that repeat an earlier one's start, end and captured set (capture routes that
/// differ only in the order of the jumps), keeping the first of each.
pub(crate) fn drop_duplicates(moves: &mut Vec<RawMove>) {
    let mut i = 1;
    while i < moves.len() {
        if moves[i].captured != 0 && moves[..i].contains(&moves[i]) {
            moves.remove(i);
        } else {
            i += 1;
        }
    }
}
