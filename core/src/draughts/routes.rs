//! Legal moves with their full routes, in square numbers, for the API. A route holds its squares
//! and what its notation needs, but not the notation itself: the public [`Move`] is built only for
//! the moves someone reads or plays.

use std::marker::PhantomData;

use super::layout::{Layout, step};
use super::movegen::{Sink, capturers, gen_captures, gen_flying_quiet};
use super::notation;
use super::position::{Position, RawMove};
use super::rules::Rules;
use crate::engine::LegalMove;
use crate::moves::{MAX_PATH, Move, MoveKind, View};
use crate::piece::Role;
use crate::variant::Variant;

/// The squares of a legal move: the path and then the captured squares, in one buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Squares {
    /// `path_len` squares of the path, then `captures_len` captured squares (a capture takes one
    /// piece per landing, so both fit).
    squares: [u8; 2 * MAX_PATH - 1],
    path_len: u8,
    captures_len: u8,
    /// Whether a man becomes a king.
    crowns: bool,
    /// Whether the notation names every landing (another legal move has the same first and last
    /// squares).
    long: bool,
    /// The variant whose square names the notation uses, if it is written algebraically.
    names: Option<Variant>,
}

impl Squares {
    /// The start square and every landing.
    pub fn path(&self) -> &[u8] {
        &self.squares[..self.path_len as usize]
    }

    /// The captured squares, in the order they are jumped.
    pub fn captures(&self) -> &[u8] {
        let start = self.path_len as usize;
        &self.squares[start..start + self.captures_len as usize]
    }

    pub fn is_capture(&self) -> bool {
        self.captures_len > 0
    }

    pub fn from(&self) -> u8 {
        self.squares[0]
    }

    pub fn to(&self) -> u8 {
        self.squares[self.path_len as usize - 1]
    }

    pub fn promotion(&self) -> Option<Role> {
        self.crowns.then_some(Role::King)
    }

    /// The public move, notation written.
    pub fn public(&self) -> Move {
        notation::new_move(
            self.path(),
            self.captures(),
            self.crowns,
            self.long,
            self.names,
        )
    }

    /// [`Squares::public`], pushed onto `out` and written in place there.
    pub fn push_public(&self, out: &mut Vec<Move>) {
        notation::push_move(
            out,
            self.path(),
            self.captures(),
            self.crowns,
            self.long,
            self.names,
        );
    }

    /// The notation (for messages).
    pub fn notation(&self) -> String {
        self.public().notation().to_string()
    }
}

impl View for Squares {
    fn kind(&self) -> MoveKind {
        MoveKind::Travel
    }
    fn path(&self) -> &[u8] {
        Squares::path(self)
    }
    fn captures(&self) -> &[u8] {
        Squares::captures(self)
    }
    fn promotion(&self) -> Option<Role> {
        Squares::promotion(self)
    }
    fn target(&self) -> Option<u8> {
        Some(self.to())
    }
    fn to_move(&self) -> Move {
        self.public()
    }
    fn is(&self, mv: &Move) -> bool {
        if mv.kind() != MoveKind::Travel
            || mv.has_written_long()
            || mv.names() != self.names
            || mv.promotion() != self.promotion()
            || mv.path() != self.path()
            || mv.captures() != self.captures()
            || mv.target() != Some(self.to())
        {
            return false;
        }
        // Both notations are written by `notation::new_move` from the same path and names: they
        // differ only in whether every landing is named (a path of two squares reads the same
        // either way).
        mv.path().len() == 2 || mv.every_landing() == self.long
    }
}

/// A legal move: the bits to play it ([`Position::after`]) and its squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Route {
    pub raw: RawMove,
    pub mv: Squares,
}

impl LegalMove for Route {
    type Raw = RawMove;

    fn raw(&self) -> RawMove {
        self.raw
    }

    fn path(&self) -> &[u8] {
        self.mv.path()
    }

    fn promotion(&self) -> Option<Role> {
        self.mv.promotion()
    }

    fn target(&self) -> Option<u8> {
        Some(self.mv.to())
    }

    fn captures(&self) -> Option<&[u8]> {
        Some(self.mv.captures())
    }

    fn is(&self, mv: &Move) -> Option<bool> {
        Some(self.mv.is(mv))
    }
}

struct RouteSink<'a, L: Layout> {
    pos: &'a Position,
    /// The variant whose square names the notation uses, if it is written algebraically.
    names: Option<Variant>,
    /// Whether only the captures of the highest rank are kept (the majority rules). The search
    /// finds every route, of every rank, and the lower ones can outnumber the legal moves by far
    /// (a Frisian king can have a million): they are dropped as they come, so that the list
    /// never holds more than the routes of the best rank so far.
    ranked: bool,
    out: Vec<Route>,
    layout: PhantomData<L>,
}

impl<L: Layout> RouteSink<'_, L> {
    fn push(&mut self, raw: RawMove, path: &[u8], taken: &[u8]) {
        if self.ranked && !taken.is_empty() {
            match self.out.last().map(|r| r.raw.rank) {
                Some(best) if raw.rank < best => return,
                Some(best) if raw.rank > best => self.out.clear(),
                _ => {}
            }
        }
        let man = self.pos.kings & (1u64 << raw.from) == 0;
        let crowns =
            man && (raw.crowned || (1u64 << raw.to) & L::CROWN_ROW[self.pos.side.index()] != 0);
        // Built in place in the list: a route is not small.
        self.out.push(Route {
            raw,
            mv: Squares {
                squares: [0; 2 * MAX_PATH - 1],
                path_len: path.len() as u8,
                captures_len: taken.len() as u8,
                crowns,
                long: false,
                names: self.names,
            },
        });
        let Some(route) = self.out.last_mut() else {
            return;
        };
        let square = |b: u8| L::square(b as u32) as u8;
        let (head, tail) = route.mv.squares.split_at_mut(path.len());
        for (out, &b) in head.iter_mut().zip(path) {
            *out = square(b);
        }
        for (out, &b) in tail.iter_mut().zip(taken) {
            *out = square(b);
        }
    }
}

impl<L: Layout> Sink for RouteSink<'_, L> {
    fn quiet(&mut self, from: u32, to: u32) {
        let raw = RawMove::step(from as u8, to as u8);
        self.push(raw, &[from as u8, to as u8], &[]);
    }

    fn capture(&mut self, path: &[u8], taken: &[u8], captured: u64, crowned: bool, rank: u32) {
        let raw = RawMove::capture(path, captured, crowned, rank);
        self.push(raw, path, taken);
    }
}

/// Sends the steps of the side to move piece by piece, each piece's in the order of their
/// squares, so that they come out sorted by path (flying kings' moves come first, in another
/// order: the caller sorts).
fn steps_by_piece<R: Rules, S: Sink>(pos: &Position, sink: &mut S) {
    steps_of::<R, S>(pos, pos.mine(), sink);
}

/// [`steps_by_piece`] for the pieces of the side to move in `pieces` only.
#[inline(always)]
fn steps_of<R: Rules, S: Sink>(pos: &Position, mut pieces: u64, sink: &mut S) {
    let empty = pos.empty::<R::L>();
    let forward = R::L::MEN_STEPS[pos.side.index()];
    if R::FLYING_KINGS {
        gen_flying_quiet::<R::L, _>(pieces & pos.kings & !pos.blocked_king::<R>(), empty, sink);
        pieces &= !pos.kings;
    }
    while pieces != 0 {
        let bit = pieces.trailing_zeros();
        pieces &= pieces - 1;
        let king = pos.kings & (1u64 << bit) != 0;
        for i in R::L::ASCENDING {
            if !king && forward & (1 << i) == 0 {
                continue;
            }
            let to = step::<R::L>(1u64 << bit, i) & empty;
            if to != 0 {
                sink.quiet(bit, to.trailing_zeros());
            }
        }
    }
}

/// Every legal move of the position, sorted by path (start square first). A move is written in
/// full when another one has the same first and last squares, else in short form. Under the
/// majority rule only the captures that take the most pieces are there.
pub(crate) fn legal_routes<R: Rules>(pos: &Position, mandatory_capture: bool) -> Vec<Route> {
    let mut out = Vec::new();
    legal_routes_into::<R>(pos, mandatory_capture, &mut out);
    // Held while the position is current: no room kept from routes dropped by rank.
    if out.capacity() > 2 * out.len() + 32 {
        out.shrink_to_fit();
    }
    out
}

/// [`legal_routes`] into `out` (cleared first, its room kept for the next position).
pub(crate) fn legal_routes_into<R: Rules>(
    pos: &Position,
    mandatory_capture: bool,
    out: &mut Vec<Route>,
) {
    out.clear();
    let mut sink = RouteSink::<R::L> {
        pos,
        names: R::VARIANT.algebraic_notation().then_some(R::VARIANT),
        ranked: R::RANKED,
        out: std::mem::take(out),
        layout: PhantomData,
    };
    let caps = capturers::<R>(pos);
    if caps != 0 {
        sink.out.reserve(8);
        gen_captures::<R, _>(pos, caps, &mut sink);
    }
    // Steps come after the captures, so they are never compared by rank.
    sink.ranked = false;
    if caps == 0 || !mandatory_capture {
        sink.out.reserve(16);
        steps_by_piece::<R, _>(pos, &mut sink);
    }
    *out = sink.out;
    if !out.is_sorted_by(|a, b| a.mv.path() <= b.mv.path()) {
        out.sort_unstable_by(|a, b| a.mv.path().cmp(b.mv.path()));
    }
    mark_long(out);
}

/// Marks the captures that share their first and last squares with another legal move, to be
/// written with every landing. `routes` is sorted by path, so the moves from one square are
/// next to each other: each such run is counted by last square, in time in proportion to it.
fn mark_long(routes: &mut [Route]) {
    // A list without captures (most positions) has nothing to mark: the table is not cleared.
    if !routes.iter().any(|r| r.mv.is_capture()) {
        return;
    }
    let mut ends = [0u32; 256];
    for run in routes.chunk_by_mut(|a, b| a.mv.from() == b.mv.from()) {
        if !run.iter().any(|r| r.mv.is_capture()) {
            continue;
        }
        for r in run.iter() {
            ends[r.mv.to() as usize] += 1;
        }
        for r in run.iter_mut() {
            r.mv.long = r.mv.is_capture() && ends[r.mv.to() as usize] > 1;
        }
        for r in run.iter() {
            ends[r.mv.to() as usize] = 0;
        }
    }
}

/// Finds a step from square `from` to square `to`.
struct FindStep {
    from: u32,
    to: u32,
    found: bool,
}

impl Sink for FindStep {
    fn quiet(&mut self, from: u32, to: u32) {
        self.found |= from == self.from && to == self.to;
    }

    fn capture(&mut self, _: &[u8], _: &[u8], _: u64, _: bool, _: u32) {}
}

/// The step from square `from` to square `to` when it is legal and the position has no capture
/// at all, so that it is the only legal move with that path; `None` otherwise (which says
/// nothing about whether the step is legal). Lists no moves.
pub(crate) fn only_step<R: Rules>(pos: &Position, from: u32, to: u32) -> Option<Route> {
    let squares = <R::L as Layout>::SQUARES;
    if from == 0 || to == 0 || from > squares || to > squares {
        return None;
    }
    let (a, b) = (<R::L as Layout>::bit(from), <R::L as Layout>::bit(to));
    if pos.mine() & (1u64 << a) == 0 || capturers::<R>(pos) != 0 {
        return None;
    }
    let mut find = FindStep {
        from: a,
        to: b,
        found: false,
    };
    // Only the piece on `from` can make a step from it.
    steps_of::<R, _>(pos, 1u64 << a, &mut find);
    if !find.found {
        return None;
    }
    let man = pos.kings & (1u64 << a) == 0;
    let crowns = man && (1u64 << b) & <R::L as Layout>::CROWN_ROW[pos.side.index()] != 0;
    let mut squares = [0; 2 * MAX_PATH - 1];
    squares[..2].copy_from_slice(&[from as u8, to as u8]);
    Some(Route {
        raw: RawMove::step(a as u8, b as u8),
        mv: Squares {
            squares,
            path_len: 2,
            captures_len: 0,
            crowns,
            long: false,
            names: R::VARIANT.algebraic_notation().then_some(R::VARIANT),
        },
    })
}

/// The capture that move text naming `squares` picks, when the position has captures, captures
/// are mandatory, and exactly one outcome fits the squares as a whole route or as its first and
/// last squares; `None` otherwise (then the family's full reading decides, and explains).
/// Matches the routes as that reading does.
pub(crate) fn only_capture<R: Rules>(pos: &Position, squares: &[u8]) -> Option<Route> {
    if capturers::<R>(pos) == 0 {
        return None;
    }
    // Captures only, since one is mandatory.
    let routes = legal_routes::<R>(pos, true);
    let exact = |r: &&Route| r.mv.path() == squares;
    let ends =
        |r: &&Route| squares.len() == 2 && r.mv.from() == squares[0] && r.mv.to() == squares[1];
    // The whole route if a route is the text, else the first and last squares.
    let whole = routes.iter().any(|r| exact(&r));
    let mut found = routes
        .iter()
        .filter(|r| if whole { exact(r) } else { ends(r) });
    // The first by path, unless another one ends elsewhere.
    let first = found.next()?;
    if found.any(|r| r.raw != first.raw) {
        return None;
    }
    Some(*first)
}
