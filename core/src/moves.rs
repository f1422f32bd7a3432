//! Moves and pieces as the public API shows them.

use std::fmt;

use crate::draughts::notation;
use crate::side::Side;

/// The most squares a move's path can hold (start square included), on any board.
pub const MAX_PATH: usize = 32;

/// The longest notation of any move: every square of the longest path, two digits and a
/// separator each.
const MAX_NOTATION: usize = 3 * MAX_PATH;

/// A legal move, with everything a board needs to show it. A plain value: copying it allocates
/// nothing.
///
/// ```
/// let game = damero::Game::from_fen(damero::Variant::English, "B:W18,27:B14", None).unwrap();
/// let m = &game.legal_moves()[0];
/// assert_eq!(m.notation(), "14x32");
/// assert_eq!(m.path(), &[14, 23, 32]);
/// assert_eq!(m.captures(), &[18, 27]);
/// assert!(m.crowns());
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Move {
    path: [u8; MAX_PATH],
    path_len: u8,
    captures: [u8; MAX_PATH],
    captures_len: u8,
    notation: [u8; MAX_NOTATION],
    notation_len: u8,
    crowns: bool,
}

impl Move {
    /// A move with this path and these captures, its notation written in short form or, when
    /// `long`, with every landing. Both slices are at most [`MAX_PATH`] long (callers ensure it).
    pub(crate) fn new(path: &[u8], captures: &[u8], crowns: bool, long: bool) -> Move {
        let mut m = Move {
            path: [0; MAX_PATH],
            path_len: path.len() as u8,
            captures: [0; MAX_PATH],
            captures_len: captures.len() as u8,
            notation: [0; MAX_NOTATION],
            notation_len: 0,
            crowns,
        };
        m.path[..path.len()].copy_from_slice(path);
        m.captures[..captures.len()].copy_from_slice(captures);
        m.write_notation(long);
        m
    }

    /// Writes the notation: short form, or with `long` every square of the path.
    pub(crate) fn write_notation(&mut self, long: bool) {
        let len = self.path_len as usize;
        let n = notation::write(
            &self.path[..len],
            self.is_capture(),
            long,
            &mut self.notation,
        );
        self.notation_len = n as u8;
    }

    /// PDN text: `11-15` for a step, `15x24` for a capture, and the whole route `10x19x26` only
    /// when another legal move has the same first and last squares.
    pub fn notation(&self) -> &str {
        // Only ASCII digits and separators are ever written.
        std::str::from_utf8(&self.notation[..self.notation_len as usize]).unwrap_or("")
    }

    /// The square the piece leaves.
    pub fn from(&self) -> u8 {
        self.path[0]
    }

    /// The square the piece ends on (the start square again for a king whose captures go round
    /// in a circle).
    pub fn to(&self) -> u8 {
        self.path[self.path_len as usize - 1]
    }

    /// The start square and then every square the piece lands on, in order.
    pub fn path(&self) -> &[u8] {
        &self.path[..self.path_len as usize]
    }

    /// The squares of the captured pieces, in the order they are jumped (empty for a step).
    pub fn captures(&self) -> &[u8] {
        &self.captures[..self.captures_len as usize]
    }

    /// Whether the move captures.
    pub fn is_capture(&self) -> bool {
        self.captures_len > 0
    }

    /// Whether a man is crowned by this move.
    pub fn crowns(&self) -> bool {
        self.crowns
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Move")
            .field("notation", &self.notation())
            .field("path", &self.path())
            .field("captures", &self.captures())
            .field("crowns", &self.crowns)
            .finish()
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.notation())
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
