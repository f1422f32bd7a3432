//! Legal moves with their full routes, in square numbers, for the public API.

use std::marker::PhantomData;

use super::layout::{Layout, step};
use super::movegen::{Sink, capturers, gen_captures, gen_flying_quiet};
use super::position::{Position, RawMove};
use super::rules::Rules;
use crate::family::Legal;
use crate::moves::Move;
use crate::variant::Variant;

/// A legal move: the bits to play it ([`Position::after`]) and the public move that shows it.
pub(crate) type Route = Legal<RawMove>;

struct RouteSink<'a, L: Layout> {
    pos: &'a Position,
    /// The variant whose square names the notation uses, if it is written algebraically.
    names: Option<Variant>,
    out: Vec<Route>,
    layout: PhantomData<L>,
}

impl<L: Layout> RouteSink<'_, L> {
    fn push(&mut self, raw: RawMove, path: &[u8], taken: &[u8]) {
        let man = self.pos.kings & (1u64 << raw.from) == 0;
        let crowns =
            man && (raw.crowned || (1u64 << raw.to) & L::CROWN_ROW[self.pos.side.index()] != 0);
        let square = |b: u8| L::square(b as u32) as u8;
        let mut squares = [0u8; crate::moves::MAX_PATH];
        let mut captured = [0u8; crate::moves::MAX_PATH];
        for (out, &b) in squares.iter_mut().zip(path) {
            *out = square(b);
        }
        for (out, &b) in captured.iter_mut().zip(taken) {
            *out = square(b);
        }
        let mv = Move::new(
            &squares[..path.len()],
            &captured[..taken.len()],
            crowns,
            false,
            self.names,
        );
        self.out.push(Route { raw, mv });
    }
}

impl<L: Layout> Sink for RouteSink<'_, L> {
    fn quiet(&mut self, from: u32, to: u32) {
        let raw = RawMove {
            from: from as u8,
            to: to as u8,
            crowned: false,
            rank: 0,
            captured: 0,
        };
        self.push(raw, &[from as u8, to as u8], &[]);
    }

    fn capture(&mut self, path: &[u8], taken: &[u8], captured: u64, crowned: bool, rank: u32) {
        let raw = RawMove {
            from: path[0],
            to: path[path.len() - 1],
            crowned,
            rank,
            captured,
        };
        self.push(raw, path, taken);
    }
}

/// Sends the steps of the side to move piece by piece, each piece's in the order of their
/// squares, so that they come out sorted by path (flying kings' moves come first, in another
/// order: the caller sorts).
fn steps_by_piece<R: Rules>(pos: &Position, sink: &mut RouteSink<'_, R::L>) {
    let empty = pos.empty::<R::L>();
    let forward = R::L::MEN_STEPS[pos.side.index()];
    let mut pieces = pos.mine();
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
    let mut sink = RouteSink::<R::L> {
        pos,
        names: R::VARIANT.algebraic_notation().then_some(R::VARIANT),
        out: Vec::with_capacity(32),
        layout: PhantomData,
    };
    let caps = capturers::<R>(pos);
    if caps != 0 {
        gen_captures::<R, _>(pos, caps, &mut sink);
        if R::RANKED {
            let best = sink.out.iter().map(|r| r.raw.rank).max();
            sink.out.retain(|r| Some(r.raw.rank) == best);
        }
    }
    if caps == 0 || !mandatory_capture {
        steps_by_piece::<R>(pos, &mut sink);
    }
    let mut out = sink.out;
    if !out.is_sorted_by(|a, b| a.mv.path() <= b.mv.path()) {
        out.sort_unstable_by(|a, b| a.mv.path().cmp(b.mv.path()));
    }
    for i in 0..out.len() {
        if !out[i].mv.is_capture() {
            continue;
        }
        let ends = (out[i].mv.from(), out[i].mv.to());
        let shared = out
            .iter()
            .enumerate()
            .any(|(j, o)| j != i && (o.mv.from(), o.mv.to()) == ends);
        if shared {
            out[i].mv.write_notation(true);
        }
    }
    out
}
