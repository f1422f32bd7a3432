//! UCI move text: `e2e4`, `e7e8q`; castling as the king's two-square move `e1g1` in chess and as
//! king takes rook `e1h1` in Chess960 (the `UCI_Chess960` convention). Reading accepts both
//! castling forms in either variant (see [`super::san::read`]).

use super::fen::{LETTERS, square_letters};
use super::position::{Kind, Raw, castle_squares};
use crate::moves::TextOut;

/// Writes the UCI text of a move.
pub(crate) fn write(m: Raw, chess960: bool, out: &mut TextOut<'_>) {
    let to = if m.kind == Kind::Castle && !chess960 {
        castle_squares(m.from, m.to).0
    } else {
        m.to
    };
    out.push_bytes(&square_letters(m.from));
    out.push_bytes(&square_letters(to));
    if m.kind == Kind::Promotion {
        out.push(LETTERS[m.promotion as usize].to_ascii_lowercase() as u8);
    }
}
