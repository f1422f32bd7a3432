//! Reversi and Othello on 6x6, 8x8 and 10x10: positions, legal placements, forced passes, the
//! end of the game, the Edax board string as FEN, and perft.
//!
//! Squares are numbered `row * size + column` with row 0 at the top (named "1") and column 0 on
//! the left (named "a"), the Othello convention: on 8x8, 0 is a1 and 63 is h8. Black moves first.
//! Boards are bit sets (`u64` up to 8x8, `u128` for 10x10); 8x8 has its own faster flip code.

/// Runs `$body` with `$G` naming the [`geometry::Geometry`] of board size `$size` (6, 8 or 10).
/// For use in the child modules only (the path starts with `super`).
macro_rules! with_geometry {
    ($size:expr, $G:ident => $body:expr) => {
        match $size {
            6 => {
                type $G = super::geometry::Six;
                $body
            }
            8 => {
                type $G = super::geometry::Eight;
                $body
            }
            _ => {
                type $G = super::geometry::Ten;
                $body
            }
        }
    };
}

mod bits;
mod eight;
mod fen;
mod geometry;
mod perft;
mod position;
#[cfg(test)]
mod reference;
#[cfg(test)]
mod tests;

pub(crate) use position::{Position, Start};
