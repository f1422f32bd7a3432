//! Faster 8x8 versions of the generic `moves` and `flips` (`super::geometry`), checked against
//! them in the tests. `flips` works one ray at a time from a table: on a ray that runs to higher
//! squares the first square that is not the opponent's is its lowest bit, on a ray that runs to
//! lower squares its highest bit; the line flips when that square holds a disc of the mover.
//! `moves` finds eastward flanks by one addition.

/// The 8 rays from every square, each without the square itself: first the four that run to
/// higher squares (east, south, south-east, south-west), then the four that run to lower ones.
static RAYS: [[u64; 8]; 64] = rays();

const fn rays() -> [[u64; 8]; 64] {
    const STEPS: [(i32, i32); 8] = [
        (0, 1),
        (1, 0),
        (1, 1),
        (1, -1),
        (0, -1),
        (-1, 0),
        (-1, -1),
        (-1, 1),
    ];
    let mut table = [[0u64; 8]; 64];
    let mut square = 0;
    while square < 64 {
        let mut d = 0;
        while d < 8 {
            let (dr, dc) = STEPS[d];
            let (mut r, mut c) = ((square / 8) as i32 + dr, (square % 8) as i32 + dc);
            while r >= 0 && r < 8 && c >= 0 && c < 8 {
                table[square][d] |= 1 << (r * 8 + c);
                r += dr;
                c += dc;
            }
            d += 1;
        }
        square += 1;
    }
    table
}

/// The discs of `o` that `p` turns by placing on the empty square `square` (the empty set when
/// nothing is flanked).
#[inline(always)]
pub(crate) fn flips(p: u64, o: u64, square: u32) -> u64 {
    let rays = &RAYS[square as usize];
    let mut turned = 0;
    for &ray in &rays[..4] {
        let open = ray & !o;
        let end = open & open.wrapping_neg() & p;
        if end != 0 {
            turned |= end.wrapping_sub(1) & ray;
        }
    }
    for &ray in &rays[4..] {
        let open = ray & !o;
        // `| 1` keeps the shift defined when the ray holds only opponent discs; bit 0 is then
        // either off the ray or an opponent disc, so `end` stays empty.
        let end = (1u64 << (63 - (open | 1).leading_zeros())) & p & ray;
        turned |= ray & (end << 1).wrapping_neg();
    }
    turned
}

/// The empty squares where `p` flanks at least one line of `o`.
#[inline(always)]
pub(crate) fn moves(p: u64, o: u64) -> u64 {
    const INNER: u64 = 0x7e7e_7e7e_7e7e_7e7e;
    let inner = o & INNER;
    // Rows. Eastward by addition: adding the first disc of each run to the runs carries past
    // the run onto the square just east of it (runs stay inside a row: `inner` has no edge
    // columns). Westward by shifts.
    let starts = inner & (p << 1);
    let east = (inner + starts) & !inner;
    let mut west = inner & (p >> 1);
    west |= inner & (west >> 1);
    let pw = inner & (inner >> 1);
    west |= pw & (west >> 2);
    west |= pw & (west >> 2);
    let rows = east | (west >> 1);
    // Columns and diagonals: both directions by shifts.
    let others = line_ends(p, o, 8) | line_ends(p, inner, 7) | line_ends(p, inner, 9);
    (rows | others) & !(p | o)
}

/// The squares just beyond each run of `through` that starts next to a disc of `p`, in both
/// directions of shift `s` (runs of up to 6 discs).
#[inline(always)]
fn line_ends(p: u64, through: u64, s: u32) -> u64 {
    let mut up = through & (p << s);
    let mut down = through & (p >> s);
    up |= through & (up << s);
    down |= through & (down >> s);
    let (pairs_up, pairs_down) = (through & (through << s), through & (through >> s));
    up |= pairs_up & (up << (2 * s));
    down |= pairs_down & (down >> (2 * s));
    up |= pairs_up & (up << (2 * s));
    down |= pairs_down & (down >> (2 * s));
    (up << s) | (down >> s)
}
