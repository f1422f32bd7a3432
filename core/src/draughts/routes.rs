//! Legal moves with their full routes, in square numbers, for the public API.

use std::marker::PhantomData;

use super::layout::Layout;
use super::movegen::{Sink, generate};
use super::position::{Position, RawMove};

/// A legal move with everything a caller may want to show: the squares it visits and the
/// pieces it takes, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Route {
    /// The move as bits, ready for [`Position::after`].
    pub raw: RawMove,
    /// Start square, then every landing square.
    pub path: Vec<u32>,
    /// Captured squares in the order they were jumped.
    pub taken: Vec<u32>,
    /// Whether a man ends the move on its crowning row.
    pub crowns: bool,
}

struct RouteSink<'a, L: Layout> {
    pos: &'a Position,
    out: Vec<Route>,
    layout: PhantomData<L>,
}

impl<L: Layout> RouteSink<'_, L> {
    fn push(&mut self, raw: RawMove, path: Vec<u32>, taken: Vec<u32>) {
        let man = self.pos.kings & (1u64 << raw.from) == 0;
        let crowns = man && (1u64 << raw.to) & L::CROWN_ROW[self.pos.side.index()] != 0;
        self.out.push(Route {
            raw,
            path,
            taken,
            crowns,
        });
    }
}

impl<L: Layout> Sink for RouteSink<'_, L> {
    fn quiet(&mut self, from: u32, to: u32) {
        let raw = RawMove {
            from: from as u8,
            to: to as u8,
            captured: 0,
        };
        self.push(raw, vec![L::square(from), L::square(to)], Vec::new());
    }

    fn capture(&mut self, path: &[u8], taken: &[u8], captured: u64) {
        let raw = RawMove {
            from: path[0],
            to: path[path.len() - 1],
            captured,
        };
        let squares = |bits: &[u8]| bits.iter().map(|&b| L::square(b as u32)).collect();
        self.push(raw, squares(path), squares(taken));
    }
}

/// Every legal move of the position with its route, sorted by route (start square first).
pub(crate) fn legal_routes<L: Layout>(pos: &Position, mandatory_capture: bool) -> Vec<Route> {
    let mut sink = RouteSink::<L> {
        pos,
        out: Vec::new(),
        layout: PhantomData,
    };
    generate::<L, _>(pos, mandatory_capture, &mut sink);
    let mut out = sink.out;
    out.sort_by(|a, b| a.path.cmp(&b.path));
    out
}
