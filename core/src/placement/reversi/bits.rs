//! Bit sets of squares: `u64` for boards up to 8x8, `u128` for 10x10. Bit `i` is square `i`
//! (`row * size + column`, row 0 at the top).

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Shl, Shr};

/// The operations the move generator needs from a square set; implemented by `u64` and `u128`.
pub(crate) trait Bits:
    Copy
    + Eq
    + BitAnd<Output = Self>
    + BitAndAssign
    + BitOr<Output = Self>
    + BitOrAssign
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    /// The empty set.
    const ZERO: Self;
    /// The set holding only `square`.
    fn bit(square: u32) -> Self;
    /// How many squares the set holds.
    fn count(self) -> u32;
    /// The smallest square of a non-empty set.
    fn lowest(self) -> u32;
    /// The set less its smallest square (the empty set stays empty).
    fn clear_lowest(self) -> Self;
    /// The same squares as a `u128`.
    fn to_u128(self) -> u128;
    /// The squares of `bits` that fit (higher bits are dropped).
    fn from_u128(bits: u128) -> Self;
}

impl Bits for u64 {
    const ZERO: u64 = 0;
    #[inline(always)]
    fn bit(square: u32) -> u64 {
        1 << square
    }
    #[inline(always)]
    fn count(self) -> u32 {
        self.count_ones()
    }
    #[inline(always)]
    fn lowest(self) -> u32 {
        self.trailing_zeros()
    }
    #[inline(always)]
    fn clear_lowest(self) -> u64 {
        self & self.wrapping_sub(1)
    }
    #[inline(always)]
    fn to_u128(self) -> u128 {
        self as u128
    }
    #[inline(always)]
    fn from_u128(bits: u128) -> u64 {
        bits as u64
    }
}

impl Bits for u128 {
    const ZERO: u128 = 0;
    #[inline(always)]
    fn bit(square: u32) -> u128 {
        1 << square
    }
    #[inline(always)]
    fn count(self) -> u32 {
        self.count_ones()
    }
    #[inline(always)]
    fn lowest(self) -> u32 {
        self.trailing_zeros()
    }
    #[inline(always)]
    fn clear_lowest(self) -> u128 {
        self & self.wrapping_sub(1)
    }
    #[inline(always)]
    fn to_u128(self) -> u128 {
        self
    }
    #[inline(always)]
    fn from_u128(bits: u128) -> u128 {
        bits
    }
}

/// The squares of a set in ascending order.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Squares(pub(crate) u128);

impl Iterator for Squares {
    type Item = u8;

    #[inline]
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let square = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(square)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares {}

/// Masks of a `size` x `size` board as `u128`: `[all squares, squares off the first and last
/// columns, the four centre squares]`.
pub(crate) const fn masks(size: u32) -> [u128; 3] {
    let squares = size * size;
    let full = if squares == 128 {
        u128::MAX
    } else {
        (1u128 << squares) - 1
    };
    let mut inner = 0u128;
    let mut square = 0;
    while square < squares {
        let column = square % size;
        if column != 0 && column != size - 1 {
            inner |= 1 << square;
        }
        square += 1;
    }
    let c = size / 2 - 1;
    let top = c * size + c;
    let centre = (0b11u128 << top) | (0b11u128 << (top + size));
    [full, inner, centre]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_ascend() {
        let v: Vec<u8> = Squares((1 << 99) | (1 << 3) | 1).collect();
        assert_eq!(v, [0, 3, 99]);
        assert_eq!(Squares(0b1011).len(), 3);
    }

    #[test]
    fn masks_of_8x8() {
        let [full, inner, centre] = masks(8);
        assert_eq!(full, u64::MAX as u128);
        assert_eq!(inner, 0x7e7e_7e7e_7e7e_7e7e);
        assert_eq!(centre, (1 << 27) | (1 << 28) | (1 << 35) | (1 << 36));
        assert_eq!(masks(10)[0].count_ones(), 100);
        assert_eq!(masks(6)[2], (1 << 14) | (1 << 15) | (1 << 20) | (1 << 21));
    }
}
