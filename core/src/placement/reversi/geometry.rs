//! Move generation on bitboards, generic over the board size: the legal set by parallel shifts
//! in the 8 directions, and the discs one placement turns. `p` is the side to move, `o` the
//! other side; both are sets of board squares only, and never overlap.

use super::bits::{Bits, masks};
use super::eight;

/// One board size with its square-set type. The provided methods work for every size; `Eight`
/// replaces both with faster 8x8 versions (`super::eight`).
pub(crate) trait Geometry {
    /// The square set: `u64` up to 8x8, `u128` for 10x10.
    type B: Bits;
    /// Squares per side.
    const SIZE: u32;
    /// Every square of the board.
    const FULL: Self::B;
    /// The squares off the first and last columns.
    const INNER: Self::B;
    /// The four centre squares.
    const CENTRE: Self::B;

    /// The empty squares where `p` flanks at least one line of `o`.
    #[inline(always)]
    fn moves(p: Self::B, o: Self::B) -> Self::B {
        let inner = o & Self::INNER;
        let n = Self::SIZE;
        let found = both_ways::<Self>(p, inner, 1)
            | both_ways::<Self>(p, o, n)
            | both_ways::<Self>(p, inner, n + 1)
            | both_ways::<Self>(p, inner, n - 1);
        found & !(p | o) & Self::FULL
    }

    /// The discs of `o` that `p` turns by placing on the empty square `square` (the empty set when
    /// the square flanks nothing).
    #[inline(always)]
    fn flips(p: Self::B, o: Self::B, square: u32) -> Self::B {
        let from = Self::B::bit(square);
        let inner = o & Self::INNER;
        let n = Self::SIZE;
        line::<Self>(from, p, inner, 1)
            | line::<Self>(from, p, o, n)
            | line::<Self>(from, p, inner, n + 1)
            | line::<Self>(from, p, inner, n - 1)
    }
}

/// How many doubling steps cover a run of `SIZE - 2` discs after two single steps.
const fn doublings(size: u32) -> u32 {
    (size - 3) / 2
}

/// The squares just beyond a run of `through` that starts next to `from`, in both directions of
/// shift `s`. `through` must exclude the board edges that a step of `s` would wrap around.
#[inline(always)]
fn both_ways<G: Geometry + ?Sized>(from: G::B, through: G::B, s: u32) -> G::B {
    let mut up = through & (from << s);
    let mut down = through & (from >> s);
    up |= through & (up << s);
    down |= through & (down >> s);
    let pairs_up = through & (through << s);
    let pairs_down = through & (through >> s);
    for _ in 0..doublings(G::SIZE) {
        up |= pairs_up & (up << (2 * s));
        down |= pairs_down & (down >> (2 * s));
    }
    (up << s) | (down >> s)
}

/// The runs of `through` starting next to the single square `from` in both directions of shift
/// `s` that end next to a disc of `p`.
#[inline(always)]
fn line<G: Geometry + ?Sized>(from: G::B, p: G::B, through: G::B, s: u32) -> G::B {
    let mut up = through & (from << s);
    let mut down = through & (from >> s);
    up |= through & (up << s);
    down |= through & (down >> s);
    let pairs_up = through & (through << s);
    let pairs_down = through & (through >> s);
    for _ in 0..doublings(G::SIZE) {
        up |= pairs_up & (up << (2 * s));
        down |= pairs_down & (down >> (2 * s));
    }
    let mut turned = G::B::ZERO;
    if (up << s) & p != G::B::ZERO {
        turned |= up;
    }
    if (down >> s) & p != G::B::ZERO {
        turned |= down;
    }
    turned
}

/// 6x6 on `u64`.
pub(crate) struct Six;
/// 8x8 on `u64`, with the fast `moves` and `flips`.
pub(crate) struct Eight;
/// 10x10 on `u128`.
pub(crate) struct Ten;

impl Geometry for Six {
    type B = u64;
    const SIZE: u32 = 6;
    const FULL: u64 = masks(6)[0] as u64;
    const INNER: u64 = masks(6)[1] as u64;
    const CENTRE: u64 = masks(6)[2] as u64;
}

impl Geometry for Eight {
    type B = u64;
    const SIZE: u32 = 8;
    const FULL: u64 = u64::MAX;
    const INNER: u64 = masks(8)[1] as u64;
    const CENTRE: u64 = masks(8)[2] as u64;

    #[inline(always)]
    fn moves(p: u64, o: u64) -> u64 {
        eight::moves(p, o)
    }

    #[inline(always)]
    fn flips(p: u64, o: u64, square: u32) -> u64 {
        eight::flips(p, o, square)
    }
}

impl Geometry for Ten {
    type B = u128;
    const SIZE: u32 = 10;
    const FULL: u128 = masks(10)[0];
    const INNER: u128 = masks(10)[1];
    const CENTRE: u128 = masks(10)[2];
}

/// 8x8 with the generic `moves` and `flips`, to check the fast ones against.
#[cfg(test)]
pub(crate) struct EightGeneric;

#[cfg(test)]
impl Geometry for EightGeneric {
    type B = u64;
    const SIZE: u32 = 8;
    const FULL: u64 = u64::MAX;
    const INNER: u64 = masks(8)[1] as u64;
    const CENTRE: u64 = masks(8)[2] as u64;
}
