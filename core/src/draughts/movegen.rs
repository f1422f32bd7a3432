//! Move generation for diagonal draughts: English (short kings), Brazilian and International
//! (flying kings, men capturing backward, majority capture).
//!
//! Everything here is generic over the [`Rules`] (and through them the [`Layout`]), so the
//! compiler produces one specialised copy per variant, the branches of the other rules compile out
//! and the loops over directions unroll into shifts by constants.
//!
//! Captures follow the rules every diagonal family shares: a capture must be completed, may change
//! direction, and the captured pieces stay on the board until the move ends, so a piece is never
//! jumped twice, no piece lands on or slides over a square a captured piece still holds. In
//! English a man captures forward only and its move ends on its crowning row, even when the new
//! king could jump on; under the international rules a man captures both ways, a man that passes
//! its crowning row during a capture goes on as a man, kings fly, and only the routes taking the
//! most pieces are legal.

use super::layout::{Layout, shift};
use super::position::{Position, RawMove};
use super::rules::Rules;

/// Receives moves as they are found.
pub(crate) trait Sink {
    /// A step of one piece from one bit to another.
    fn quiet(&mut self, from: u32, to: u32);
    /// A capture: `path` holds the bits of the start and of every landing, `taken` the bits of the
    /// captured pieces in the order they were jumped, `captured` the same pieces as a set.
    fn capture(&mut self, path: &[u8], taken: &[u8], captured: u64);
}

/// Collects [`RawMove`]s.
impl Sink for Vec<RawMove> {
    #[inline(always)]
    fn quiet(&mut self, from: u32, to: u32) {
        self.push(RawMove {
            from: from as u8,
            to: to as u8,
            captured: 0,
        });
    }
    #[inline(always)]
    fn capture(&mut self, path: &[u8], _: &[u8], captured: u64) {
        self.push(RawMove {
            from: path[0],
            to: path[path.len() - 1],
            captured,
        });
    }
}

/// Counts moves.
pub(crate) struct Counter(pub u64);

/// Counts the capture routes that take the most pieces (steps are not expected).
struct MaxCounter {
    /// Pieces taken by the longest routes so far.
    best: usize,
    /// Routes that take `best` pieces.
    n: u64,
}

impl Sink for MaxCounter {
    #[inline(always)]
    fn quiet(&mut self, _: u32, _: u32) {}
    #[inline(always)]
    fn capture(&mut self, _: &[u8], taken: &[u8], _: u64) {
        if taken.len() > self.best {
            self.best = taken.len();
            self.n = 1;
        } else if taken.len() == self.best {
            self.n += 1;
        }
    }
}

/// Keeps only the captures that take the most pieces (the majority rule); steps are kept.
pub(crate) fn keep_majority(moves: &mut Vec<RawMove>) {
    let most = moves
        .iter()
        .map(|m| m.captured.count_ones())
        .max()
        .unwrap_or(0);
    if most > 0 {
        moves.retain(|m| m.captured == 0 || m.captured.count_ones() == most);
    }
}

impl Sink for Counter {
    #[inline(always)]
    fn quiet(&mut self, _: u32, _: u32) {
        self.0 += 1;
    }
    #[inline(always)]
    fn capture(&mut self, _: &[u8], _: &[u8], _: u64) {
        self.0 += 1;
    }
}

/// Shifts of the forward and the backward directions of side `S` (0 = Black, 1 = White).
#[inline(always)]
fn dirs<L: Layout, const S: usize>() -> ([i32; 2], [i32; 2]) {
    let down = [L::DIRS[0], L::DIRS[1]];
    let up = [L::DIRS[2], L::DIRS[3]];
    if S == 0 { (down, up) } else { (up, down) }
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

/// The pieces that can jump in direction `d`: the next square holds an enemy, the one after is empty.
#[inline(always)]
fn jumpers(movers: u64, theirs: u64, empty: u64, d: i32) -> u64 {
    movers & shift(shift(empty, -d) & theirs, -d)
}

/// The flying kings of `kings` that can capture: along some diagonal, past empty squares, an
/// enemy piece with an empty square right behind it.
#[inline(never)]
fn flying_capturers<L: Layout>(kings: u64, theirs: u64, empty: u64) -> u64 {
    let mut found = 0;
    for d in L::DIRS {
        // Enemy pieces with an empty square behind them, seen from the other side.
        let mut back = shift(shift(empty, -d) & theirs, -d);
        while back != 0 {
            found |= back & kings;
            back = shift(back & empty, -d);
        }
    }
    found
}

/// The pieces of the side to move that can make at least one capture (whether or not the
/// majority rule lets them).
#[inline(always)]
pub(crate) fn capturers<R: Rules>(pos: &Position) -> u64 {
    by_side!(pos, capturers_of::<R>(pos))
}

#[inline(always)]
fn capturers_of<R: Rules, const S: usize>(pos: &Position) -> u64 {
    let (fwd, back) = dirs::<R::L, S>();
    let mine = pos.pieces[S];
    let theirs = pos.pieces[S ^ 1];
    let empty = pos.empty::<R::L>();
    let kings = mine & pos.kings;
    let men = if R::FLYING_KINGS { mine & !kings } else { mine };
    let mut found = jumpers(men, theirs, empty, fwd[0]) | jumpers(men, theirs, empty, fwd[1]);
    if R::MEN_CAPTURE_BACKWARD {
        found |= jumpers(men, theirs, empty, back[0]) | jumpers(men, theirs, empty, back[1]);
    }
    if kings != 0 {
        if R::FLYING_KINGS {
            found |= flying_capturers::<R::L>(kings, theirs, empty);
        } else if !R::MEN_CAPTURE_BACKWARD {
            found |=
                jumpers(kings, theirs, empty, back[0]) | jumpers(kings, theirs, empty, back[1]);
        }
    }
    found
}

/// The pieces of the side to move that have a legal capture: those of [`capturers`], and under
/// the majority rule only those with a route that takes the most pieces. (The API reads the same
/// from the legal moves it lists anyway; the tests check the two agree.)
#[cfg(test)]
pub(crate) fn must_capture<R: Rules>(pos: &Position) -> u64 {
    let caps = capturers::<R>(pos);
    if !R::MAJORITY || caps == 0 {
        return caps;
    }
    let mut list = Vec::new();
    gen_captures::<R, _>(pos, caps, &mut list);
    keep_majority(&mut list);
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
    let (fwd, back) = dirs::<R::L, S>();
    let mine = pos.pieces[S];
    let kings = mine & pos.kings;
    let empty = pos.empty::<R::L>();
    (shift(mine, fwd[0]) | shift(mine, fwd[1]) | shift(kings, back[0]) | shift(kings, back[1]))
        & empty
        != 0
}

/// The number of steps (non-captures) the side to move has.
#[inline(always)]
fn count_quiet_of<R: Rules, const S: usize>(pos: &Position) -> u64 {
    let (fwd, back) = dirs::<R::L, S>();
    let mine = pos.pieces[S];
    let empty = pos.empty::<R::L>();
    let kings = mine & pos.kings;
    if R::FLYING_KINGS {
        let men = mine & !kings;
        let mut n =
            (shift(men, fwd[0]) & empty).count_ones() + (shift(men, fwd[1]) & empty).count_ones();
        if kings != 0 {
            for d in R::L::DIRS {
                let mut to = shift(kings, d) & empty;
                while to != 0 {
                    n += to.count_ones();
                    to = shift(to, d) & empty;
                }
            }
        }
        return n as u64;
    }
    let mut n =
        (shift(mine, fwd[0]) & empty).count_ones() + (shift(mine, fwd[1]) & empty).count_ones();
    if kings != 0 {
        n += (shift(kings, back[0]) & empty).count_ones()
            + (shift(kings, back[1]) & empty).count_ones();
    }
    n as u64
}

/// Sends every step (non-capture) of the side to move to `sink`, direction by direction.
#[inline(always)]
pub(crate) fn gen_quiet<R: Rules, S: Sink>(pos: &Position, sink: &mut S) {
    by_side!(pos, gen_quiet_of::<R, S>(pos, sink))
}

#[inline(always)]
fn gen_quiet_of<R: Rules, S: Sink, const SIDE: usize>(pos: &Position, sink: &mut S) {
    let (fwd, back) = dirs::<R::L, SIDE>();
    let mine = pos.pieces[SIDE];
    let empty = pos.empty::<R::L>();
    let kings = mine & pos.kings;
    if R::FLYING_KINGS {
        gen_flying_quiet::<R::L, S>(kings, empty, sink);
        let men = mine & !kings;
        let mut emit = |d: i32| {
            let mut targets = shift(men, d) & empty;
            while targets != 0 {
                let to = targets.trailing_zeros();
                targets &= targets - 1;
                sink.quiet((to as i32 - d) as u32, to);
            }
        };
        emit(fwd[0]);
        emit(fwd[1]);
        return;
    }
    let mut emit = |movers: u64, d: i32| {
        let mut targets = shift(movers, d) & empty;
        while targets != 0 {
            let to = targets.trailing_zeros();
            targets &= targets - 1;
            sink.quiet((to as i32 - d) as u32, to);
        }
    };
    emit(mine, fwd[0]);
    emit(mine, fwd[1]);
    if kings != 0 {
        emit(kings, back[0]);
        emit(kings, back[1]);
    }
}

/// Sends the moves of the flying `kings` to `sink`: any distance along an empty diagonal.
#[inline(always)]
pub(crate) fn gen_flying_quiet<L: Layout, S: Sink>(kings: u64, empty: u64, sink: &mut S) {
    if kings == 0 {
        return;
    }
    for d in L::DIRS {
        let mut to = shift(kings, d) & empty;
        let mut dist = 1;
        while to != 0 {
            let mut t = to;
            while t != 0 {
                let b = t.trailing_zeros();
                t &= t - 1;
                sink.quiet((b as i32 - dist * d) as u32, b);
            }
            to = shift(to, d) & empty;
            dist += 1;
        }
    }
}

/// What stays fixed while one piece looks for its capture routes.
struct CaptureSearch {
    /// Enemy pieces (captured ones included: they stay until the move ends).
    theirs: u64,
    /// Empty squares, the square the moving piece started from included.
    empty: u64,
    /// The crowning row of the moving side when reaching it ends a capture, else nothing.
    crown: u64,
}

/// Sends every complete capture route of the pieces in `from` to `sink` (under the majority
/// rule the shorter ones too: the caller filters).
#[inline(always)]
pub(crate) fn gen_captures<R: Rules, S: Sink>(pos: &Position, mut from: u64, sink: &mut S) {
    let side = pos.side;
    let crown = if R::CROWN_ENDS_CAPTURE {
        R::L::CROWN_ROW[side.index()]
    } else {
        0
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
            theirs: pos.theirs(),
            empty: pos.empty::<R::L>() | (1u64 << bit),
            crown,
        };
        route.path[0] = bit as u8;
        if king && R::FLYING_KINGS {
            extend_flying::<R::L, S>(&search, &mut route, 1, 0, 4, false, sink);
        } else if king {
            extend::<R::L, S, true, 4>(&search, ASCENDING, &mut route, 1, 0, sink);
        } else if R::MEN_CAPTURE_BACKWARD {
            extend::<R::L, S, false, 4>(&search, ASCENDING, &mut route, 1, 0, sink);
        } else {
            let f = R::L::forward(side);
            extend::<R::L, S, false, 2>(&search, f, &mut route, 1, 0, sink);
        }
    }
}

/// The four directions (indices into [`Layout::DIRS`]) in the order of the squares they lead to:
/// up-left, up-right, down-left, down-right. Searching in this order finds capture routes sorted
/// by path.
pub(crate) const ASCENDING: [usize; 4] = [3, 2, 0, 1];

/// Longest route a capture can take, landings and start included. A piece can capture at most all
/// enemy pieces, and no board has more than 31 of them per side.
const MAX_ROUTE: usize = 32;

/// The route of the capture being searched: start and landings, and the pieces jumped so far.
struct Route {
    path: [u8; MAX_ROUTE],
    taken: [u8; MAX_ROUTE],
}

/// Depth-first search of capture routes from the square `route.path[len - 1]`; the route has
/// `len - 1` jumps so far.
#[inline(always)]
fn extend<L: Layout, S: Sink, const KING: bool, const N: usize>(
    search: &CaptureSearch,
    dirs: [usize; N],
    route: &mut Route,
    len: usize,
    captured: u64,
    sink: &mut S,
) {
    let at = 1u64 << route.path[len - 1];
    let mut jumped = false;
    for &i in dirs.iter() {
        let d = L::DIRS[i];
        let over = shift(at, d) & search.theirs & !captured;
        if over == 0 {
            continue;
        }
        let land = shift(over, d) & search.empty;
        if land == 0 {
            continue;
        }
        jumped = true;
        route.path[len] = land.trailing_zeros() as u8;
        route.taken[len - 1] = over.trailing_zeros() as u8;
        let now = captured | over;
        if (!KING && land & search.crown != 0) || !can_jump::<L, N>(search, dirs, land, now) {
            sink.capture(&route.path[..=len], &route.taken[..len], now);
        } else {
            extend_dyn::<L, S, KING, N>(search, dirs, route, len + 1, now, sink);
        }
    }
    if !jumped && len > 1 {
        sink.capture(&route.path[..len], &route.taken[..len - 1], captured);
    }
}

/// Depth-first search of the capture routes of a flying king from `route.path[len - 1]`: in each
/// direction it slides over empty squares to an enemy piece not yet taken, and may land on any
/// empty square behind it. Pieces already taken stay on the board and block.
///
/// A king that captures on in the same direction does not stop in between: that is one route,
/// through the last empty square before the next piece (as in the published perft counts). So
/// from the other landing squares the search skips direction `ahead` (an index into
/// [`Layout::DIRS`], 4 for none); `straight` tells that the capture does go on that way, so the
/// route does not end here.
#[inline(never)]
fn extend_flying<L: Layout, S: Sink>(
    search: &CaptureSearch,
    route: &mut Route,
    len: usize,
    captured: u64,
    ahead: usize,
    straight: bool,
    sink: &mut S,
) {
    let at = 1u64 << route.path[len - 1];
    let mut jumped = straight;
    for &i in ASCENDING.iter() {
        if i == ahead {
            continue;
        }
        let d = L::DIRS[i];
        let mut next = shift(at, d);
        while next & search.empty != 0 {
            next = shift(next, d);
        }
        let over = next & search.theirs & !captured;
        if over == 0 {
            continue;
        }
        let mut land = shift(over, d) & search.empty;
        if land == 0 {
            continue;
        }
        jumped = true;
        route.taken[len - 1] = over.trailing_zeros() as u8;
        let now = captured | over;
        // The farthest landing square, and whether the king can capture on straight from there.
        let mut last = land;
        loop {
            let further = shift(last, d) & search.empty;
            if further == 0 {
                break;
            }
            last = further;
        }
        let on = shift(shift(last, d) & search.theirs & !now, d) & search.empty != 0;
        while land != last {
            route.path[len] = land.trailing_zeros() as u8;
            extend_flying::<L, S>(search, route, len + 1, now, i, on, sink);
            land = shift(land, d);
        }
        route.path[len] = last.trailing_zeros() as u8;
        extend_flying::<L, S>(search, route, len + 1, now, 4, false, sink);
    }
    if !jumped && len > 1 {
        sink.capture(&route.path[..len], &route.taken[..len - 1], captured);
    }
}

/// Whether a piece on `at` can jump on in one of `dirs`, with `captured` already taken.
#[inline(always)]
fn can_jump<L: Layout, const N: usize>(
    search: &CaptureSearch,
    dirs: [usize; N],
    at: u64,
    captured: u64,
) -> bool {
    let theirs = search.theirs & !captured;
    let mut found = 0;
    for &i in dirs.iter() {
        let d = L::DIRS[i];
        found |= shift(shift(at, d) & theirs, d) & search.empty;
    }
    found != 0
}

/// The recursive step of [`extend`], kept out of line so the first level can be inlined.
#[inline(never)]
fn extend_dyn<L: Layout, S: Sink, const KING: bool, const N: usize>(
    search: &CaptureSearch,
    dirs: [usize; N],
    route: &mut Route,
    len: usize,
    captured: u64,
    sink: &mut S,
) {
    extend::<L, S, KING, N>(search, dirs, route, len, captured, sink);
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
        if R::MAJORITY {
            keep_majority(list);
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

/// The number of legal moves, counted without playing them.
#[inline(always)]
pub(crate) fn count_legal<R: Rules>(pos: &Position, mandatory_capture: bool, drop: bool) -> u64 {
    by_side!(pos, count_legal_of::<R>(pos, mandatory_capture, drop))
}

#[inline(always)]
fn count_legal_of<R: Rules, const S: usize>(
    pos: &Position,
    mandatory_capture: bool,
    drop: bool,
) -> u64 {
    let caps = capturers_of::<R, S>(pos);
    let mut n = 0;
    if caps != 0 {
        n = count_captures::<R, S>(pos, caps, drop);
        if mandatory_capture {
            return n;
        }
    }
    n + count_quiet_of::<R, S>(pos)
}

/// The number of capture routes of the pieces in `from`.
///
/// Men are counted a direction at a time with bitboards: a man that lands where it cannot jump
/// on (or is crowned) is one route, and only men that can go on are searched. The test is exact
/// because men jump forward only: neither the piece just taken nor the square just left is ever
/// ahead of the landing square. Under the majority rule, or when men capture backward, every
/// route is searched.
#[inline(never)]
fn count_captures<R: Rules, const S: usize>(pos: &Position, from: u64, drop: bool) -> u64 {
    if drop {
        let mut list = Vec::new();
        gen_captures::<R, _>(pos, from, &mut list);
        if R::MAJORITY {
            keep_majority(&mut list);
        }
        drop_duplicates(&mut list);
        return list.len() as u64;
    }
    if R::MAJORITY {
        let mut counter = MaxCounter { best: 0, n: 0 };
        gen_captures::<R, _>(pos, from, &mut counter);
        return counter.n;
    }
    let mut counter = Counter(0);
    if R::MEN_CAPTURE_BACKWARD {
        gen_captures::<R, _>(pos, from, &mut counter);
        return counter.0;
    }
    let kings = from & pos.kings;
    if kings != 0 {
        gen_captures::<R, _>(pos, kings, &mut counter);
    }
    let men = from & !pos.kings;
    let (fwd, _) = dirs::<R::L, S>();
    let theirs = pos.pieces[S ^ 1];
    let empty = pos.empty::<R::L>();
    let crown = if R::CROWN_ENDS_CAPTURE {
        R::L::CROWN_ROW[S]
    } else {
        0
    };
    let mut route = Route {
        path: [0; MAX_ROUTE],
        taken: [0; MAX_ROUTE],
    };
    for d in fwd {
        let land = shift(shift(jumpers(men, theirs, empty, d), d), d);
        let open = land & !crown;
        let going_on =
            open & (jumpers(open, theirs, empty, fwd[0]) | jumpers(open, theirs, empty, fwd[1]));
        counter.0 += (land & !going_on).count_ones() as u64;
        let mut rest = going_on;
        while rest != 0 {
            let at = rest.trailing_zeros();
            rest &= rest - 1;
            let over = (at as i32 - d) as u32;
            let origin = (at as i32 - 2 * d) as u32;
            let search = CaptureSearch {
                theirs,
                empty: empty | (1u64 << origin),
                crown,
            };
            route.path[0] = origin as u8;
            route.path[1] = at as u8;
            route.taken[0] = over as u8;
            let forward = if S == 0 { [0, 1] } else { [3, 2] };
            extend::<R::L, _, false, 2>(
                &search,
                forward,
                &mut route,
                2,
                1u64 << over,
                &mut counter,
            );
        }
    }
    counter.0
}
