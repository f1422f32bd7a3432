//! Connect Four on boards of 4 to 9 columns by 4 to 9 rows: positions, moves, the end of the
//! game, FEN and perft, on bitboards.
//!
//! Red moves first. A disc dropped in a column lands on its lowest empty cell; four (or more)
//! in a row horizontally, vertically or diagonally wins and ends the game, a full board without
//! four is a draw (a four made by the last empty cell is a win).

pub(crate) mod bits;
mod fen;
mod perft;
mod position;

#[cfg(test)]
mod reference;

pub(crate) use position::Position;
