//! The bit layout: one column after another, `rows + 1` bits per column with the spare bit on
//! top (John Tromp's layout, also used by Pascal Pons' solver). Cell (column `c`, row `r`) is
//! bit `c * (rows + 1) + r`, row 0 at the bottom. The spare bit of each column is never set in
//! a set of discs, so shifting a line across it breaks the line, and adding the bottom row to
//! the set of filled cells gives, in each column, the cell a disc lands on.
//!
//! The largest board, 9 x 9, needs 90 bits: positions keep `u128`; perft runs on `u64` when the
//! board fits in it (7 x 6 uses 49 bits).

use std::ops::{BitAnd, BitOr, BitXor, Not, Shl, Shr};

/// Smallest and largest number of columns, and of rows.
pub(crate) const MIN_SIZE: u8 = 4;
/// See [`MIN_SIZE`].
pub(crate) const MAX_SIZE: u8 = 9;

/// An unsigned integer used as a set of cells.
pub(crate) trait Bits:
    Copy
    + Eq
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    /// The empty set.
    const ZERO: Self;
    /// Wrapping addition (carries run up a column into its spare bit).
    fn add(self, other: Self) -> Self;
    /// The set without its lowest cell.
    fn without_lowest(self) -> Self;
    /// The lowest cell alone.
    fn lowest(self) -> Self;
    /// Number of cells.
    fn count(self) -> u32;
    /// The low bits of a `u128`; the caller promises none above are set.
    fn narrow(wide: u128) -> Self;
}

macro_rules! impl_bits {
    ($t:ty) => {
        impl Bits for $t {
            const ZERO: Self = 0;
            #[inline(always)]
            fn add(self, other: Self) -> Self {
                self.wrapping_add(other)
            }
            #[inline(always)]
            fn without_lowest(self) -> Self {
                self & self.wrapping_sub(1)
            }
            #[inline(always)]
            fn lowest(self) -> Self {
                self & self.wrapping_neg()
            }
            #[inline(always)]
            fn count(self) -> u32 {
                self.count_ones()
            }
            #[inline(always)]
            fn narrow(wide: u128) -> Self {
                wide as $t
            }
        }
    };
}
impl_bits!(u64);
impl_bits!(u128);

/// The column stride, `rows + 1`: a compile-time constant for the boards perft makes fast, a
/// value read at run time for the others.
pub(crate) trait Stride: Copy {
    /// `rows + 1`.
    fn get(self) -> u32;
}

/// A stride known at compile time (shifts by constants).
#[derive(Clone, Copy)]
pub(crate) struct Fixed<const S: u32>;

impl<const S: u32> Stride for Fixed<S> {
    #[inline(always)]
    fn get(self) -> u32 {
        S
    }
}

/// A stride read at run time.
#[derive(Clone, Copy)]
pub(crate) struct Dynamic(pub(crate) u32);

impl Stride for Dynamic {
    #[inline(always)]
    fn get(self) -> u32 {
        self.0
    }
}

/// The fixed cell sets of one board size.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Masks<B> {
    /// The bottom cell of every column.
    pub(crate) bottom: B,
    /// Every cell of the board (no spare bits).
    pub(crate) board: B,
    /// The top cell of every column.
    pub(crate) top: B,
}

impl Masks<u128> {
    /// The masks of a `columns` x `rows` board (both in `MIN_SIZE..=MAX_SIZE`).
    pub(crate) fn of(columns: u8, rows: u8) -> &'static Masks<u128> {
        debug_assert!((MIN_SIZE..=MAX_SIZE).contains(&columns));
        debug_assert!((MIN_SIZE..=MAX_SIZE).contains(&rows));
        &TABLE[(columns - MIN_SIZE) as usize][(rows - MIN_SIZE) as usize]
    }

    /// The same masks in a narrower type (the board must fit in it).
    pub(crate) fn narrow<B: Bits>(&self) -> Masks<B> {
        Masks {
            bottom: B::narrow(self.bottom),
            board: B::narrow(self.board),
            top: B::narrow(self.top),
        }
    }
}

const SIZES: usize = (MAX_SIZE - MIN_SIZE + 1) as usize;

static TABLE: [[Masks<u128>; SIZES]; SIZES] = build_table();

const fn build_table() -> [[Masks<u128>; SIZES]; SIZES] {
    let empty = Masks {
        bottom: 0,
        board: 0,
        top: 0,
    };
    let mut table = [[empty; SIZES]; SIZES];
    let mut c = 0;
    while c < SIZES {
        let mut r = 0;
        while r < SIZES {
            let (columns, rows) = (c as u32 + MIN_SIZE as u32, r as u32 + MIN_SIZE as u32);
            let stride = rows + 1;
            let mut m = empty;
            let mut col = 0;
            while col < columns {
                let base = col * stride;
                m.bottom |= 1 << base;
                m.board |= ((1u128 << rows) - 1) << base;
                m.top |= 1 << (base + rows - 1);
                col += 1;
            }
            table[c][r] = m;
            r += 1;
        }
        c += 1;
    }
    table
}

/// Whether a `columns` x `rows` board fits in a `u64`.
pub(crate) fn fits_u64(columns: u8, rows: u8) -> bool {
    columns as u32 * (rows as u32 + 1) <= 64
}

/// Every empty cell (of `empty`) that would complete a line of four or more for the discs
/// `discs`, with column stride `stride`.
#[inline(always)]
pub(crate) fn threats<B: Bits, S: Stride>(discs: B, empty: B, stride: S) -> B {
    let p = discs;
    let h = stride.get();
    // Vertical: only three discs below can make a four.
    let mut r = (p << 1) & (p << 2) & (p << 3);
    for s in [h, h - 1, h + 1] {
        let below = (p << s) & (p << (2 * s));
        r = r | (below & (p << (3 * s))) | (below & (p >> s));
        let above = (p >> s) & (p >> (2 * s));
        r = r | (above & (p >> (3 * s))) | (above & (p << s));
    }
    r & empty
}

/// Every disc of `discs` that belongs to a line of four or more (empty when there is none).
pub(crate) fn lines_of_four<B: Bits, S: Stride>(discs: B, stride: S) -> B {
    let h = stride.get();
    let mut cells = B::ZERO;
    for s in [1, h, h - 1, h + 1] {
        let pairs = discs & (discs >> s);
        let starts = pairs & (pairs >> (2 * s));
        cells = cells | starts | (starts << s) | (starts << (2 * s)) | (starts << (3 * s));
    }
    cells
}

/// Whether `discs` holds a line of four or more.
#[inline]
pub(crate) fn has_four<B: Bits, S: Stride>(discs: B, stride: S) -> bool {
    let h = stride.get();
    for s in [1, h, h - 1, h + 1] {
        let pairs = discs & (discs >> s);
        if pairs & (pairs >> (2 * s)) != B::ZERO {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_of_the_standard_board() {
        let m = Masks::of(7, 6);
        assert_eq!(
            m.bottom,
            0b0000001_0000001_0000001_0000001_0000001_0000001_0000001
        );
        assert_eq!(m.board.count_ones(), 42);
        assert_eq!(m.top, m.bottom << 5);
        assert!(fits_u64(7, 6) && fits_u64(9, 6) && !fits_u64(9, 7) && fits_u64(8, 7));
        assert_eq!(Masks::of(9, 9).board.count_ones(), 81);
        assert_eq!(128 - Masks::of(9, 9).board.leading_zeros(), 89);
    }

    #[test]
    fn threats_and_fours() {
        let s = Fixed::<7>;
        let empty = Masks::of(7, 6).board;
        // a1 b1 c1: d1 completes the row (no cell left of a1).
        let row: u128 = 1 | 1 << 7 | 1 << 14;
        assert_eq!(threats(row, empty, s), 1 << 21);
        // a1 a2 a3: a4 completes the column.
        assert_eq!(threats(0b111u128, empty, s), 0b1000);
        // a1 b2 c3: d4 completes the diagonal.
        let diag: u128 = 1 | 1 << 8 | 1 << 16;
        assert_eq!(threats(diag, empty, s), 1 << 24);
        assert!(!has_four(row, s) && has_four(row | 1 << 21, s));
        assert_eq!(lines_of_four(row | 1 << 21 | 1 << 2, s), row | 1 << 21);
        // a column's top and the next column's bottom are not a vertical line.
        let wrap: u128 = 0b111000 | 1 << 7;
        assert!(!has_four(wrap, s));
        assert_eq!(threats(0b111000u128, empty, s), 0);
    }
}
