//! The draughts planes (see the [module](super)).

use super::{Planes, Seen, fill};
use crate::draughts::engine::Draughts;
use crate::draughts::position::Position;
use crate::draughts::rules::Rules;
use crate::draws::Counts;
use crate::engine::Engine;
use crate::piece::Role;
use crate::side::Side;
use crate::variant::Variant;

/// Planes of the draughts observation.
const PLANES: usize = 9;

impl<R: Rules> Planes for Draughts<R> {
    fn planes(_variant: Variant) -> usize {
        PLANES
    }

    fn write(seen: &Seen<'_, Position>, out: &mut [f32]) {
        out.fill(0.0);
        let g = seen.variant.geometry_for(seen.options);
        let now = seen.now();
        let us = Self::turn(now);
        for row in 0..g.rows {
            for col in 0..g.columns {
                let (r, c) = if us == Side::White {
                    (row, col)
                } else {
                    (g.rows - 1 - row, g.columns - 1 - col)
                };
                let Some(piece) = g.square_at(r, c).and_then(|s| Self::piece_at(now, s)) else {
                    continue;
                };
                let plane =
                    usize::from(piece.side != us) * 2 + usize::from(piece.role == Role::King);
                let cell = usize::from(row) * usize::from(g.columns) + usize::from(col);
                out[cell * PLANES + plane] = 1.0;
            }
        }
        // Equal positions lie after the last progress move.
        let before = Counts::<Self> {
            options: seen.options,
            positions: seen.positions,
            reversible: seen.reversible,
            endgame: seen.endgame,
        }
        .repetitions()
            - 1;
        fill(out, PLANES, 4, f32::from(u8::from(us == Side::Black)));
        fill(out, PLANES, 5, f32::from(u8::from(before >= 1)));
        fill(out, PLANES, 6, f32::from(u8::from(before >= 2)));
        fill(out, PLANES, 7, seen.reversible as f32 / 100.0);
        fill(out, PLANES, 8, seen.endgame as f32 / 100.0);
    }
}
