//! The 119 chess planes of pgx (see the [module](super)).

use super::{Planes, Seen, fill};
use crate::chess::attacks::squares;
use crate::chess::engine::Chess;
use crate::chess::position::{Position, back_rank};
use crate::side::Side;
use crate::variant::Variant;

/// Planes of the chess observation.
const PLANES: usize = 119;

impl Planes for Chess {
    fn planes(_variant: Variant) -> usize {
        PLANES
    }

    fn write(seen: &Seen<'_, Position>, out: &mut [f32]) {
        out.fill(0.0);
        let now = seen.now();
        let us = now.turn;
        // The row of a rank as the side to move sees the board.
        let row = |rank: u8| usize::from(if us == Side::White { 7 - rank } else { rank });
        let positions = seen.positions;
        for t in 0..8 {
            let base = 14 * t;
            let Some(p) = positions.len().checked_sub(t + 1).map(|i| &positions[i]) else {
                fill(out, PLANES, base + 12, 1.0);
                continue;
            };
            for (k, side) in [us, !us].into_iter().enumerate() {
                for role in 0..6 {
                    for sq in squares(p.of(side, role)) {
                        let cell = row(sq / 8) * 8 + usize::from(sq % 8);
                        out[cell * PLANES + base + 6 * k + role] = 1.0;
                    }
                }
            }
            let again = occurs_again(positions, positions.len() - 1 - t);
            fill(out, PLANES, base + 12 + usize::from(again), 1.0);
        }
        fill(out, PLANES, 112, f32::from(u8::from(us == Side::Black)));
        fill(out, PLANES, 113, (positions.len() - 1) as f32 / 512.0);
        for (k, side) in [us, !us].into_iter().enumerate() {
            let king = now.king(side);
            let rooks = now.castling & back_rank(side);
            let west = squares(rooks).any(|r| r < king);
            let east = squares(rooks).any(|r| r > king);
            fill(out, PLANES, 114 + 2 * k, f32::from(u8::from(west)));
            fill(out, PLANES, 115 + 2 * k, f32::from(u8::from(east)));
        }
        fill(out, PLANES, 118, now.halfmoves as f32 / 100.0);
    }
}

/// Whether `positions[i]` occurs elsewhere in the game: among the positions since the last
/// capture or pawn move before it and up to the next one after it (no other can equal it), read
/// from the half-move clocks.
fn occurs_again(positions: &[Position], i: usize) -> bool {
    let p = &positions[i];
    let first = i - (p.halfmoves as usize).min(i);
    let last = (i + 1..positions.len())
        .take_while(|&j| positions[j].halfmoves != 0)
        .last()
        .unwrap_or(i);
    positions[first..=last]
        .iter()
        .enumerate()
        .any(|(k, q)| first + k != i && q == p)
}
