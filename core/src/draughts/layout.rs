//! Where the squares of a draughts board sit in a `u64` bitboard.
//!
//! Diagonal boards ([`Board8`], [`Board10`], and the 8x8 board with the mirrored numberings of
//! Italian and Spanish draughts): the playing squares are numbered as in PDN, 1 at the top left of
//! the board as White sees it, row by row, `H` squares to a row (4 on 8x8, 5 on 10x10). Square `s`
//! (0-based, in the English row order) lives at bit `s + s / (2 * H)`: after every pair of rows
//! one bit is left unused (a "ghost" square). With that gap the four diagonal neighbours of every
//! square are a fixed shift away: `+H` and `+H + 1` downwards (towards higher numbers), `-H` and
//! `-(H + 1)` upwards, and a step off the left or right edge lands on a ghost bit, which is never
//! part of any set of pieces. So moving a whole set of pieces one step is one shift and one mask,
//! whatever the board size. A board with another numbering (Italian, Spanish) keeps these bits
//! and only maps its square numbers onto them.
//!
//! The orthogonal board of Turkish draughts ([`Board64`]): all 64 squares, square `n` (1-64,
//! row by row from a8 as White sees the board) at bit `n - 1`; the four directions are `+8`
//! (down), `+1` (right), `-8` (up) and `-1` (left), and a step right or left first masks off the
//! pieces on the edge file ([`Layout::SRC`]), so no ghost bits are needed.

/// A board geometry known at compile time.
pub(crate) trait Layout: Copy + 'static {
    /// Playing squares to a row.
    const HALF: u32;
    /// Rows of the board.
    const ROWS: u32;
    /// Playing squares to a row (`HALF` on diagonal boards, 8 on the orthogonal one).
    const PER_ROW: u32 = Self::HALF;
    /// Number of playing squares.
    const SQUARES: u32 = Self::PER_ROW * Self::ROWS;
    /// Bits of the real squares.
    const VALID: u64 = valid_mask(Self::HALF, Self::ROWS);
    /// Shifts of the four directions. Diagonal: down-left, down-right, up-right, up-left;
    /// orthogonal: down, right, up, left. Direction `(i + 2) % 4` is the opposite of `i`.
    /// Black men move down (towards higher numbers), white men up.
    const DIRS: [i32; 4] = [
        Self::HALF as i32,
        Self::HALF as i32 + 1,
        -(Self::HALF as i32),
        -(Self::HALF as i32) - 1,
    ];
    /// The pieces that may step in each direction without leaving the board through a side
    /// (everything on diagonal boards, whose ghost bits catch such steps).
    const SRC: [u64; 4] = [!0; 4];
    /// The shifts of eight directions: the four of [`Layout::DIRS`], then the four orthogonal
    /// ones of a diagonal board (down, right, up, left: two rows down in the same column, the next
    /// playing square in the same row, ...), along which Frisian draughts captures. Zero where
    /// the board has none.
    const DIRS8: [i32; 8] = [
        Self::DIRS[0],
        Self::DIRS[1],
        Self::DIRS[2],
        Self::DIRS[3],
        0,
        0,
        0,
        0,
    ];
    /// [`Layout::SRC`] for the eight directions of [`Layout::DIRS8`].
    const SRC8: [u64; 8] = [
        Self::SRC[0],
        Self::SRC[1],
        Self::SRC[2],
        Self::SRC[3],
        0,
        0,
        0,
        0,
    ];
    /// The four directions in the order of the squares they lead to (numbers ascending from a
    /// square), so that searching in this order finds routes sorted by path.
    const ASCENDING: [usize; 4] = [3, 2, 0, 1];
    /// The directions a man of each side steps in (and captures in, when men capture forward
    /// only), as a set of bits `1 << i`: Black, White.
    const MEN_STEPS: [u8; 2] = [0b0011, 0b1100];
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
}

/// Moves every piece of `bb` one step in direction `d` (a shift from [`Layout::DIRS`]).
/// Bits that leave the board land on ghost squares or outside; callers mask with real squares.
#[inline(always)]
pub(crate) fn shift(bb: u64, d: i32) -> u64 {
    if d > 0 { bb << d } else { bb >> -d }
}

/// Moves every piece of `bb` one step in direction `i` of the board `L` (see
/// [`Layout::DIRS8`]); pieces that would leave the board through a side are dropped first.
#[inline(always)]
pub(crate) fn step<L: Layout>(bb: u64, i: usize) -> u64 {
    shift(bb & L::SRC8[i], L::DIRS8[i])
}

/// The squares from which one step in direction `i` reaches a square of `bb`.
#[inline(always)]
pub(crate) fn unstep<L: Layout>(bb: u64, i: usize) -> u64 {
    shift(bb, -L::DIRS8[i]) & L::SRC8[i]
}

/// The direction opposite to `i` (0-3 and 4-7 each in pairs two apart).
#[inline(always)]
pub(crate) const fn opposite(i: usize) -> usize {
    i ^ 2
}

/// No direction.
pub(crate) const NONE: usize = 8;

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
    const DIRS8: [i32; 8] = [5, 6, -5, -6, 11, 1, -11, -1];
    const SRC8: [u64; 8] = [
        !0,
        !0,
        !0,
        !0,
        !0,
        !column_mask(5, 10, false),
        !0,
        !column_mask(5, 10, true),
    ];
}

/// The last playing square of every row (or with `first`, the first one).
const fn column_mask(half: u32, rows: u32, first: bool) -> u64 {
    let mut mask = 0u64;
    let mut row = 0;
    while row < rows {
        let s = row * half + if first { 0 } else { half - 1 };
        mask |= 1u64 << (s + s / (2 * half));
        row += 1;
    }
    mask
}

/// The 8x8 board of Italian draughts, turned so that a playing square is at each player's near
/// right: square 1 is a8 (top left as White sees it) and 32 is h1, row by row from the left.
/// It is the English board seen in a mirror: Italian square `4r + k + 1` is the English square
/// `4r + (3 - k) + 1`, whose bits the engine uses.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Board8Mirror;

impl Layout for Board8Mirror {
    const HALF: u32 = 4;
    const ROWS: u32 = 8;

    #[inline(always)]
    fn bit(square: u32) -> u32 {
        Board8::bit(mirror8(square))
    }

    #[inline(always)]
    fn square(bit: u32) -> u32 {
        mirror8(Board8::square(bit))
    }
}

/// The 8x8 board of Spanish draughts: the Italian board numbered from White's side (PDN
/// GameType 24, `N1`, inverted): square 1 is h1 at White's near right, 32 is a8. Spanish square
/// `n` is Italian square `33 - n`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Board8Spanish;

impl Layout for Board8Spanish {
    const HALF: u32 = 4;
    const ROWS: u32 = 8;

    #[inline(always)]
    fn bit(square: u32) -> u32 {
        Board8Mirror::bit(33 - square)
    }

    #[inline(always)]
    fn square(bit: u32) -> u32 {
        33 - Board8Mirror::square(bit)
    }
}

/// The English square that a mirrored 8x8 board's square sits on (and back).
#[inline(always)]
const fn mirror8(square: u32) -> u32 {
    let s = square - 1;
    (s / 4) * 4 + (3 - s % 4) + 1
}

/// The orthogonal 8x8 board of Turkish draughts: all 64 squares, numbered 1 (a8) to 64 (h1)
/// row by row as White sees the board; square `n` at bit `n - 1`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Board64;

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

impl Layout for Board64 {
    const HALF: u32 = 4;
    const ROWS: u32 = 8;
    const PER_ROW: u32 = 8;
    const VALID: u64 = !0;
    const DIRS: [i32; 4] = [8, 1, -8, -1];
    const SRC: [u64; 4] = [!0, !FILE_H, !0, !FILE_A];
    const ASCENDING: [usize; 4] = [2, 3, 1, 0];
    /// Men step forward or sideways: Black down, right, left; White right, up, left.
    const MEN_STEPS: [u8; 2] = [0b1011, 0b1110];
    const CROWN_ROW: [u64; 2] = [0xff << 56, 0xff];

    #[inline(always)]
    fn bit(square: u32) -> u32 {
        square - 1
    }

    #[inline(always)]
    fn square(bit: u32) -> u32 {
        bit + 1
    }
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

    #[test]
    fn mirrored_numberings_sit_on_the_english_bits() {
        // Italian 1 (a8) is English 4 (h8) seen in a mirror; Spanish 1 (h1) is Italian 32.
        assert_eq!(Board8Mirror::bit(1), Board8::bit(4));
        assert_eq!(Board8Mirror::bit(5), Board8::bit(8));
        assert_eq!(Board8Spanish::bit(1), Board8Mirror::bit(32));
        for sq in 1..=32 {
            assert_eq!(Board8Mirror::square(Board8Mirror::bit(sq)), sq);
            assert_eq!(Board8Spanish::square(Board8Spanish::bit(sq)), sq);
        }
    }

    #[test]
    fn board64_steps_stop_at_the_edges() {
        let n = |sq: u32, i: usize| {
            let to = step::<Board64>(1u64 << Board64::bit(sq), i);
            (to != 0).then(|| Board64::square(to.trailing_zeros()))
        };
        // 1 = a8: down to a7 (9), right to b8 (2), nothing up or left.
        assert_eq!(n(1, 0), Some(9));
        assert_eq!(n(1, 1), Some(2));
        assert_eq!(n(1, 2), None);
        assert_eq!(n(1, 3), None);
        // 8 = h8 has nothing to its right; 9 = a7 nothing to its left; 64 = h1 nothing below.
        assert_eq!(n(8, 1), None);
        assert_eq!(n(9, 3), None);
        assert_eq!(n(64, 0), None);
        assert_eq!(n(64, 3), Some(63));
        assert_eq!(unstep::<Board64>(1u64 << Board64::bit(9), 1), 0);
        assert_eq!(Board64::CROWN_ROW[1].count_ones(), 8);
    }
}
