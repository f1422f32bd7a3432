//! The Reversi and Connect Four planes of pgx (see the [module](super)).

use super::{Planes, Seen};
use crate::engine::Engine;
use crate::placement::connect4_engine::ConnectFour;
use crate::placement::reversi_engine::Reversi;
use crate::variant::Variant;

/// Writes the discs of the side to move into plane 0, the other side's into plane 1.
fn discs<F: Engine>(seen: &Seen<'_, F::Position>, out: &mut [f32]) {
    out.fill(0.0);
    let g = seen.variant.geometry_for(seen.options);
    let now = seen.now();
    let us = F::turn(now);
    for row in 0..g.rows {
        for col in 0..g.columns {
            if let Some(piece) = g.square_at(row, col).and_then(|s| F::piece_at(now, s)) {
                let cell = usize::from(row) * usize::from(g.columns) + usize::from(col);
                out[cell * 2 + usize::from(piece.side != us)] = 1.0;
            }
        }
    }
}

impl Planes for Reversi {
    fn planes(_variant: Variant) -> usize {
        2
    }
    fn write(seen: &Seen<'_, Self::Position>, out: &mut [f32]) {
        discs::<Self>(seen, out);
    }
}

impl Planes for ConnectFour {
    fn planes(_variant: Variant) -> usize {
        2
    }
    fn write(seen: &Seen<'_, Self::Position>, out: &mut [f32]) {
        discs::<Self>(seen, out);
    }
}
