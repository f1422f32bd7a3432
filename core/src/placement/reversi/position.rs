//! A Reversi position: the discs of both colours, the board size and the side to move.

use super::bits::{Bits, Squares};
use super::geometry::Geometry;

/// How a game begins.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Start {
    /// Othello: White on d4 and e5, Black on d5 and e4 (the four centre squares on any size).
    Othello,
    /// Historical Reversi: an empty board; the first four discs go on the centre squares.
    Free,
}

/// A position. While the board holds fewer than 4 discs the placements are the empty centre
/// squares, without flanking or flips (the free opening); from 4 discs on, the Othello rules.
/// This depends only on the disc count, so a position does not remember how the game began.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct Position {
    pub(super) black: u128,
    pub(super) white: u128,
    pub(super) size: u8,
    pub(super) black_to_move: bool,
}

/// The placements of `p` against `o` on a `size` board (free opening included).
#[inline]
pub(super) fn legal(size: u8, p: u128, o: u128) -> u128 {
    with_geometry!(size, G => {
        let (p, o) = (<G as Geometry>::B::from_u128(p), <G as Geometry>::B::from_u128(o));
        if (p | o).count() < 4 {
            (G::CENTRE & !(p | o)).to_u128()
        } else {
            G::moves(p, o).to_u128()
        }
    })
}

/// The discs of `o` that `p` turns by placing on `square` (nothing during the free opening or on
/// an occupied square).
fn turned(size: u8, p: u128, o: u128, square: u8) -> u128 {
    if (p | o).count_ones() < 4 || (p | o) >> square & 1 != 0 {
        return 0;
    }
    with_geometry!(size, G => {
        let b = <G as Geometry>::B::from_u128;
        G::flips(b(p), b(o), square as u32).to_u128()
    })
}

impl Position {
    /// The start position on a `size` x `size` board (6, 8 or 10), Black to move.
    ///
    /// # Panics
    /// On any other size.
    pub(crate) fn start(size: u8, start: Start) -> Position {
        assert!(
            matches!(size, 6 | 8 | 10),
            "Reversi boards are 6x6, 8x8 or 10x10, not {size}x{size}"
        );
        let (mut black, mut white) = (0, 0);
        if start == Start::Othello {
            let top_left = (size / 2 - 1) as u32 * (size as u32 + 1);
            let n = size as u32;
            white = (1u128 << top_left) | (1u128 << (top_left + n + 1));
            black = (1u128 << (top_left + 1)) | (1u128 << (top_left + n));
        }
        Position {
            black,
            white,
            size,
            black_to_move: true,
        }
    }

    /// Squares per side: 6, 8 or 10.
    pub(crate) fn size(&self) -> u8 {
        self.size
    }

    /// Whether Black is to move.
    pub(crate) fn black_to_move(&self) -> bool {
        self.black_to_move
    }

    /// The disc on `square`: `Some(true)` black, `Some(false)` white, `None` empty or off the board.
    pub(crate) fn disc(&self, square: u8) -> Option<bool> {
        if square >= self.size * self.size {
            None
        } else if self.black >> square & 1 != 0 {
            Some(true)
        } else if self.white >> square & 1 != 0 {
            Some(false)
        } else {
            None
        }
    }

    /// The number of discs, `[black, white]`.
    pub(crate) fn discs(&self) -> [u32; 2] {
        [self.black.count_ones(), self.white.count_ones()]
    }

    /// Every disc, one bit per square.
    pub(crate) fn occupied(&self) -> u128 {
        self.black | self.white
    }

    /// The side to move's discs, then the other side's, one bit per square.
    #[inline]
    pub(crate) fn sides(&self) -> (u128, u128) {
        if self.black_to_move {
            (self.black, self.white)
        } else {
            (self.white, self.black)
        }
    }

    /// The position where the side to move now holds `p` and the other side `o`, with the turn
    /// passed to the other side.
    fn after(&self, p: u128, o: u128) -> Position {
        let (black, white) = if self.black_to_move { (p, o) } else { (o, p) };
        Position {
            black,
            white,
            size: self.size,
            black_to_move: !self.black_to_move,
        }
    }

    /// The set of legal placements of the side to move.
    pub(crate) fn placements(&self) -> Squares {
        let (p, o) = self.sides();
        Squares(legal(self.size, p, o))
    }

    /// Calls `f` with each legal placement of the side to move, in ascending order.
    pub(crate) fn each_placement(&self, f: impl FnMut(u8)) {
        self.placements().for_each(f);
    }

    /// How many legal placements the side to move has.
    #[cfg(test)]
    pub(crate) fn placement_count(&self) -> u32 {
        self.placements().0.count_ones()
    }

    /// Whether the side to move has a legal placement.
    #[cfg(test)]
    pub(crate) fn has_placement(&self) -> bool {
        self.placements().0 != 0
    }

    /// Whether placing on `square` is legal for the side to move (`false` off the board).
    pub(crate) fn is_legal(&self, square: u8) -> bool {
        square < self.size * self.size && self.placements().0 >> square & 1 != 0
    }

    /// Whether the side to move must pass: it has no placement and the opponent has one.
    pub(crate) fn must_pass(&self) -> bool {
        let (p, o) = self.sides();
        legal(self.size, p, o) == 0 && legal(self.size, o, p) != 0
    }

    /// Whether the game is over: neither side has a placement (full board, a colour wiped out, or
    /// no flank left for either side).
    pub(crate) fn is_over(&self) -> bool {
        let (p, o) = self.sides();
        legal(self.size, p, o) == 0 && legal(self.size, o, p) == 0
    }

    /// The discs a placement on `square` would turn, ascending; empty when it turns nothing
    /// (an illegal square, or any square of the free opening).
    pub(crate) fn flips(&self, square: u8) -> Squares {
        if square >= self.size * self.size {
            return Squares(0);
        }
        let (p, o) = self.sides();
        Squares(turned(self.size, p, o, square))
    }

    /// The position after the side to move places on `square`: every flanked line in all 8
    /// directions turns, and the other side is to move.
    ///
    /// Precondition: `self.is_legal(square)` (checked in debug builds only).
    pub(crate) fn place(&self, square: u8) -> Position {
        debug_assert!(self.is_legal(square), "{square} is not a legal placement");
        let (p, o) = self.sides();
        let f = turned(self.size, p, o, square);
        self.after(p | f | 1 << square, o & !f)
    }

    /// The position after a forced pass: the same discs, the other side to move.
    ///
    /// Precondition: `self.must_pass()` (checked in debug builds only).
    pub(crate) fn pass(&self) -> Position {
        debug_assert!(self.must_pass(), "passing is not forced here");
        Position {
            black_to_move: !self.black_to_move,
            ..*self
        }
    }
}
