//! Where the playing squares of a diagonal draughts board sit in a `u64` bitboard.
//!
//! The squares are numbered as in PDN: 1 at the top left of the board as White sees it, row by
//! row, `H` squares to a row (4 on 8x8, 5 on 10x10). Square `s` (0-based) lives at bit
//! `s + s / (2 * H)`: after every pair of rows one bit is left unused (a "ghost" square). With
//! that gap the four diagonal neighbours of every square are a fixed shift away: `+H` and `+H + 1`
//! downwards (towards higher numbers), `-H` and `-(H + 1)` upwards, and a step off the left or
//! right edge lands on a ghost bit, which is never part of any set of pieces. So moving a whole
//! set of pieces one step is one shift and one mask, whatever the board size.

use crate::side::Side;

/// A board geometry known at compile time.
pub(crate) trait Layout: Copy + 'static {
    /// Playing squares to a row.
    const HALF: u32;
    /// Rows of the board.
    const ROWS: u32;
    /// Number of playing squares.
    const SQUARES: u32 = Self::HALF * Self::ROWS;
    /// Bits of the real squares.
    const VALID: u64 = valid_mask(Self::HALF, Self::ROWS);
    /// Shifts of the four directions: down-left, down-right, up-right, up-left.
    /// Black men move down (towards higher numbers), white men up.
    const DIRS: [i32; 4] = [
        Self::HALF as i32,
        Self::HALF as i32 + 1,
        -(Self::HALF as i32),
        -(Self::HALF as i32) - 1,
    ];
    /// The row where each side's men are crowned: Black on the bottom row, White on the top row.
    const CROWN_ROW: [u64; 2] = [
        row_mask(Self::HALF, Self::ROWS - 1),
        row_mask(Self::HALF, 0),
    ];

    /// The bit of a 1-based square number (which must be in range).
    #[inline(always)]
    fn bit(square: u32) -> u32 {
        let s = square - 1;
        s + s / (2 * Self::HALF)
    }

    /// The 1-based square number of a bit of a real square.
    #[inline(always)]
    fn square(bit: u32) -> u32 {
        bit - bit / (2 * Self::HALF + 1) + 1
    }

    /// Forward directions of a side's men (indices into `DIRS`), left before right, so that
    /// the squares they lead to ascend.
    #[inline(always)]
    fn forward(side: Side) -> [usize; 2] {
        match side {
            Side::Black => [0, 1],
            Side::White => [3, 2],
        }
    }
}

/// Moves every piece of `bb` one step in direction `d` (a shift from [`Layout::DIRS`]).
/// Bits that leave the board land on ghost squares or outside; callers mask with real squares.
#[inline(always)]
pub(crate) fn shift(bb: u64, d: i32) -> u64 {
    if d > 0 { bb << d } else { bb >> -d }
}

const fn valid_mask(half: u32, rows: u32) -> u64 {
    let mut mask = 0u64;
    let mut s = 0;
    while s < half * rows {
        mask |= 1u64 << (s + s / (2 * half));
        s += 1;
    }
    mask
}

const fn row_mask(half: u32, row: u32) -> u64 {
    let mut mask = 0u64;
    let mut s = row * half;
    while s < (row + 1) * half {
        mask |= 1u64 << (s + s / (2 * half));
        s += 1;
    }
    mask
}

/// The 8x8 board of English and Brazilian draughts: 32 squares in 35 bits.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Board8;

impl Layout for Board8 {
    const HALF: u32 = 4;
    const ROWS: u32 = 8;
}

/// The 10x10 board of international draughts: 50 squares in 54 bits.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Board10;

impl Layout for Board10 {
    const HALF: u32 = 5;
    const ROWS: u32 = 10;
}

/// The row (0 = top as White sees the board) and column (0 = left) of a square of a board with
/// `half` squares to a row; square 1 is on the top row in column 1.
pub(crate) fn coordinates(half: u32, square: u32) -> (u32, u32) {
    let s = square - 1;
    let row = s / half;
    let col = 2 * (s % half) + if row % 2 == 0 { 1 } else { 0 };
    (row, col)
}

/// The square at a row and column, if that is a playing square.
pub(crate) fn square_at(half: u32, rows: u32, row: u32, col: u32) -> Option<u32> {
    if row >= rows || col >= 2 * half || (row + col) % 2 == 0 {
        return None;
    }
    Some(row * half + col / 2 + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_and_squares_round_trip() {
        for sq in 1..=32 {
            let b = Board8::bit(sq);
            assert_eq!(Board8::square(b), sq);
            assert!(Board8::VALID & (1 << b) != 0);
        }
        assert_eq!(Board8::VALID.count_ones(), 32);
    }

    #[test]
    fn neighbours_follow_pdn_numbering() {
        // Square 1 (b8) touches 5 (a7) and 6 (c7); 5 (a7) has no down-left neighbour.
        let n = |sq: u32, d: usize| {
            let to = shift(1u64 << Board8::bit(sq), Board8::DIRS[d]) & Board8::VALID;
            (to != 0).then(|| Board8::square(to.trailing_zeros()))
        };
        assert_eq!(n(1, 0), Some(5));
        assert_eq!(n(1, 1), Some(6));
        assert_eq!(n(5, 0), None);
        assert_eq!(n(5, 1), Some(9));
        assert_eq!(n(12, 1), None);
        assert_eq!(n(12, 0), Some(16));
        assert_eq!(n(12, 2), None);
        assert_eq!(n(12, 3), Some(8));
        assert_eq!(n(29, 2), Some(25));
        assert_eq!(n(32, 0), None);
    }

    #[test]
    fn coordinates_match_the_board() {
        assert_eq!(coordinates(4, 1), (0, 1));
        assert_eq!(coordinates(4, 5), (1, 0));
        assert_eq!(coordinates(4, 29), (7, 0));
        assert_eq!(coordinates(4, 32), (7, 6));
        for sq in 1..=32 {
            let (r, c) = coordinates(4, sq);
            assert_eq!(square_at(4, 8, r, c), Some(sq));
        }
        assert_eq!(square_at(4, 8, 0, 0), None);
    }

    #[test]
    fn board10_bits_and_neighbours() {
        for sq in 1..=50 {
            let b = Board10::bit(sq);
            assert_eq!(Board10::square(b), sq);
            assert!(Board10::VALID & (1 << b) != 0);
        }
        assert_eq!(Board10::VALID.count_ones(), 50);
        const { assert!(Board10::VALID < 1 << 54) };
        let n = |sq: u32, d: usize| {
            let to = shift(1u64 << Board10::bit(sq), Board10::DIRS[d]) & Board10::VALID;
            (to != 0).then(|| Board10::square(to.trailing_zeros()))
        };
        // 1 touches 6 and 7; 6 is on the left edge; 15 on the right edge; 46 bottom left.
        assert_eq!(n(1, 0), Some(6));
        assert_eq!(n(1, 1), Some(7));
        assert_eq!(n(6, 0), None);
        assert_eq!(n(6, 1), Some(11));
        assert_eq!(n(6, 2), Some(1));
        assert_eq!(n(15, 1), None);
        assert_eq!(n(15, 0), Some(20));
        assert_eq!(n(15, 2), None);
        assert_eq!(n(15, 3), Some(10));
        assert_eq!(n(46, 2), Some(41));
        assert_eq!(n(50, 0), None);
        assert_eq!(n(5, 1), None);
        assert_eq!(n(5, 0), Some(10));
        assert_eq!(Board10::CROWN_ROW[1].count_ones(), 5);
    }
}
