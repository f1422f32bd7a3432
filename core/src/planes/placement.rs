//! The Reversi and Connect Four planes of pgx (see the [module](super)): plane 0 the discs of
//! the side to move, plane 1 the other side's, read from the engine's bits.

use super::{Planes, Seen};
use crate::placement::connect4_engine::ConnectFour;
use crate::placement::reversi_engine::Reversi;
use crate::variant::Variant;

impl Planes for Reversi {
    fn planes(_variant: Variant) -> usize {
        2
    }

    fn write(seen: &Seen<'_, Self::Position>, out: &mut [f32]) {
        out.fill(0.0);
        // Squares are numbered as the board is drawn, row by row from the top left.
        let (ours, theirs) = seen.now().sides();
        for (plane, mut discs) in [ours, theirs].into_iter().enumerate() {
            while discs != 0 {
                out[discs.trailing_zeros() as usize * 2 + plane] = 1.0;
                discs &= discs - 1;
            }
        }
    }
}

impl Planes for ConnectFour {
    fn planes(_variant: Variant) -> usize {
        2
    }

    fn write(seen: &Seen<'_, Self::Position>, out: &mut [f32]) {
        out.fill(0.0);
        let now = seen.now();
        let (rows, columns) = (usize::from(now.rows()), usize::from(now.columns()));
        let red_to_move = now.red_to_move();
        // Drawn with the bottom row last.
        now.each_disc(|row, column, red| {
            let cell = (rows - 1 - usize::from(row)) * columns + usize::from(column);
            out[cell * 2 + usize::from(red != red_to_move)] = 1.0;
        });
    }
}
