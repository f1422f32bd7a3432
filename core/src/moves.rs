//! Moves and pieces as the public API shows them.

use std::fmt;

use crate::side::Side;

/// A legal move, with everything a board needs to show it.
///
/// ```
/// let game = damero::Game::from_fen(damero::Variant::English, "B:W18,27:B14", None).unwrap();
/// let m = &game.legal_moves()[0];
/// assert_eq!(m.notation(), "14x32");
/// assert_eq!(m.path(), &[14, 23, 32]);
/// assert_eq!(m.captures(), &[18, 27]);
/// assert!(m.crowns());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub(crate) notation: String,
    pub(crate) path: Vec<u8>,
    pub(crate) captures: Vec<u8>,
    pub(crate) crowns: bool,
}

impl Move {
    /// PDN text: `11-15` for a step, `15x24` for a capture, and the whole route `10x19x26` only
    /// when another legal move has the same first and last squares.
    pub fn notation(&self) -> &str {
        &self.notation
    }

    /// The square the piece leaves.
    pub fn from(&self) -> u8 {
        self.path[0]
    }

    /// The square the piece ends on (the start square again for a king whose captures go round
    /// in a circle).
    pub fn to(&self) -> u8 {
        self.path[self.path.len() - 1]
    }

    /// The start square and then every square the piece lands on, in order.
    pub fn path(&self) -> &[u8] {
        &self.path
    }

    /// The squares of the captured pieces, in the order they are jumped (empty for a step).
    pub fn captures(&self) -> &[u8] {
        &self.captures
    }

    /// Whether the move captures.
    pub fn is_capture(&self) -> bool {
        !self.captures.is_empty()
    }

    /// Whether a man is crowned by this move.
    pub fn crowns(&self) -> bool {
        self.crowns
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.notation)
    }
}

/// A piece on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece it is.
    pub side: Side,
    /// Whether it is a king (crowned) rather than a man.
    pub king: bool,
}

impl Piece {
    /// One letter: `b` black man, `B` black king, `w` white man, `W` white king.
    pub fn letter(self) -> char {
        match (self.side, self.king) {
            (Side::Black, false) => 'b',
            (Side::Black, true) => 'B',
            (Side::White, false) => 'w',
            (Side::White, true) => 'W',
        }
    }
}
