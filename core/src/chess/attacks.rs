//! Bitboards and attack tables: squares 0..63 with a1 = 0, b1 = 1, ..., h8 = 63.
//!
//! Knight, king and pawn attacks are small constant tables (512 bytes each). Sliding attacks use
//! fancy magic bitboards ([`Magics`]) whose tables (841 KiB: 102,400 rook and 5,248 bishop
//! entries, plus 64 KiB of between/line masks) are built in memory on first use from the 128 magic
//! numbers below, so they cost no space in the binary, only memory at run time. A wasm build uses
//! [`Rays`] instead: one 4 KiB constant table of rays, sliders found with the first blocker on
//! each ray, no memory allocated, at some cost in speed.

#[cfg(not(target_arch = "wasm32"))]
use std::sync::OnceLock;

/// A set of squares, bit `s` for square `s`.
pub(crate) type Bitboard = u64;

pub(crate) const FILE_A: Bitboard = 0x0101_0101_0101_0101;
pub(crate) const RANK_1: Bitboard = 0xFF;
pub(crate) const RANK_8: Bitboard = 0xFF << 56;

#[inline(always)]
pub(crate) const fn bit(square: u8) -> Bitboard {
    1u64 << square
}

/// The squares of a set, lowest first.
#[inline(always)]
pub(crate) fn squares(mut bb: Bitboard) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if bb == 0 {
            return None;
        }
        let s = bb.trailing_zeros() as u8;
        bb &= bb - 1;
        Some(s)
    })
}

const fn step_table(deltas: [(i8, i8); 8], n: usize) -> [Bitboard; 64] {
    let mut table = [0u64; 64];
    let mut s = 0;
    while s < 64 {
        let (f, r) = ((s % 8) as i8, (s / 8) as i8);
        let mut i = 0;
        while i < n {
            let (df, dr) = deltas[i];
            let (nf, nr) = (f + df, r + dr);
            if nf >= 0 && nf < 8 && nr >= 0 && nr < 8 {
                table[s] |= 1u64 << (nr * 8 + nf);
            }
            i += 1;
        }
        s += 1;
    }
    table
}

/// Knight attacks from each square.
pub(crate) const KNIGHT: [Bitboard; 64] = step_table(
    [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ],
    8,
);
/// King attacks from each square.
pub(crate) const KING: [Bitboard; 64] = step_table(
    [
        (1, 0),
        (1, 1),
        (0, 1),
        (-1, 1),
        (-1, 0),
        (-1, -1),
        (0, -1),
        (1, -1),
    ],
    8,
);
/// Pawn attacks by side index (Black 0, White 1) from each square.
pub(crate) const PAWN: [[Bitboard; 64]; 2] = [
    step_table(
        [
            (-1, -1),
            (1, -1),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
        ],
        2,
    ),
    step_table(
        [
            (-1, 1),
            (1, 1),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
            (0, 0),
        ],
        2,
    ),
];

const ROOK_DIRS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// Slider attacks computed ray by ray (to build the tables, and for tests).
fn slow_attacks(square: u8, occupied: Bitboard, dirs: &[(i8, i8); 4]) -> Bitboard {
    let mut out = 0;
    for &(df, dr) in dirs {
        let (mut f, mut r) = ((square % 8) as i8, (square / 8) as i8);
        loop {
            f += df;
            r += dr;
            if !(0..8).contains(&f) || !(0..8).contains(&r) {
                break;
            }
            let b = bit((r * 8 + f) as u8);
            out |= b;
            if occupied & b != 0 {
                break;
            }
        }
    }
    out
}

/// The squares whose occupancy matters for a slider on `square`: its rays without their last
/// square.
fn relevant(square: u8, dirs: &[(i8, i8); 4]) -> Bitboard {
    let mut out = 0;
    for &(df, dr) in dirs {
        let (mut f, mut r) = ((square % 8) as i8, (square / 8) as i8);
        loop {
            f += df;
            r += dr;
            let (nf, nr) = (f + df, r + dr);
            if !(0..8).contains(&nf) || !(0..8).contains(&nr) {
                break;
            }
            out |= bit((r * 8 + f) as u8);
        }
    }
    out
}

#[derive(Clone, Copy, Default)]
struct Magic {
    mask: Bitboard,
    magic: u64,
    shift: u32,
    offset: u32,
}

impl Magic {
    #[inline(always)]
    fn index(&self, occupied: Bitboard) -> usize {
        self.offset as usize
            + ((occupied & self.mask).wrapping_mul(self.magic) >> self.shift) as usize
    }
}

/// Magic numbers found once by a seeded random search (`find_magics` in the tests below) and
/// checked when the tables are built.
const ROOK_MAGICS: [u64; 64] = [
    0x008000908064C000,
    0x0040200040001000,
    0x0180100080A0010A,
    0x8880041000800800,
    0x1200100201200804,
    0x0200020004011008,
    0x2180010000800600,
    0x0200005088210204,
    0x0400800040008021,
    0x0400400020005000,
    0x8240801000200080,
    0x8611001004200900,
    0x008180800C001800,
    0x0100800200800400,
    0x0A02000102000408,
    0x8020802300104280,
    0x0080004000402000,
    0xE010104000402000,
    0x0800808010002000,
    0xA280210008100100,
    0x0001818014000800,
    0xA002010100080400,
    0x0080240001020870,
    0x0001020004048845,
    0x0081826280004004,
    0x2020810900284000,
    0x0200100080802000,
    0x0200080080100080,
    0x8083080100100500,
    0x4406000901000400,
    0x0005020080800100,
    0x0090204200008114,
    0x0010400094800420,
    0x0900804000802002,
    0x0201001841002000,
    0x4100080080801000,
    0x4540040080800800,
    0x0002001004040020,
    0x0281195814001002,
    0x1240800040800100,
    0x0880042000524004,
    0x02C080410206002C,
    0x0801200241050010,
    0x8400080010008080,
    0x0008000500090010,
    0x0082009084020008,
    0x4012000108020004,
    0x9000104D08860004,
    0x2004204114800100,
    0x0148802112400300,
    0x0202842000100880,
    0x001B080080900080,
    0x001A002008100600,
    0x0004008004020080,
    0x5181000600040300,
    0x0000044401128A00,
    0x8044110480002441,
    0x2008110084402202,
    0x90806005090010C1,
    0x000420310A004A42,
    0x0023001004020801,
    0x0882001008040102,
    0x000230088118020C,
    0x0000019025040042,
];
const BISHOP_MAGICS: [u64; 64] = [
    0x0045010808008680,
    0x2002080204004898,
    0x0210009A10400006,
    0x0824050200810200,
    0x0006061105004090,
    0x00010108C0000000,
    0x0814040282104004,
    0x0012012201106800,
    0x10823014100C1040,
    0x0080C2088802808C,
    0x0281108410404000,
    0x0101212041826200,
    0x0020141028221058,
    0x2201020202200202,
    0x000082A801482000,
    0x0000008401411044,
    0x0007103014300404,
    0x0002091110010100,
    0x42140012040C0808,
    0x0800808802004020,
    0x90C4004210140000,
    0x0800200900A01000,
    0x00D0400201108810,
    0x80820183814412A0,
    0x00A01008202202B4,
    0x01C2021A09500402,
    0x0084440208042400,
    0x800400400C090100,
    0xBA10040010802100,
    0xD182009006005000,
    0x5011021001009004,
    0x0020420200510400,
    0x0292104000468800,
    0x00043009091C0500,
    0x0280441000020025,
    0x0042820080080080,
    0x0440101010010040,
    0x1000900100808080,
    0x0108108120089800,
    0x0044010200012682,
    0xC002500420900400,
    0x0040482210710800,
    0x0002060024000200,
    0x0281020A44000800,
    0xA0021200A4000200,
    0x0001301000840840,
    0x2868500108444220,
    0x0004111041000200,
    0x8044020842080200,
    0x0000220104210200,
    0x0000021201044000,
    0x0000280884040028,
    0x4012114010858003,
    0x0000081004082B88,
    0x3892700508208002,
    0x00220A041B060400,
    0x0812020284014881,
    0x010434A282103100,
    0x0490400824020800,
    0x4A20002C00208800,
    0x000000A011020200,
    0x4002940A02482202,
    0x5100100202140406,
    0x02102000840540C1,
];

/// Slider attacks, between and line masks from magic bitboards.
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
pub(crate) struct Magics {
    rook: [Magic; 64],
    bishop: [Magic; 64],
    attacks: Vec<Bitboard>,
    between: Box<Lines>,
    line: Box<Lines>,
}

/// A mask for each pair of squares.
type Lines = [[Bitboard; 64]; 64];

/// A [`Lines`] of empty masks, on the heap.
fn no_lines() -> Box<Lines> {
    vec![[0; 64]; 64]
        .into_boxed_slice()
        .try_into()
        .unwrap_or_else(|_| unreachable!("64 rows"))
}

fn build_slider(
    magics: &[u64; 64],
    dirs: &[(i8, i8); 4],
    out: &mut [Magic; 64],
    attacks: &mut Vec<Bitboard>,
) {
    for s in 0..64u8 {
        let mask = relevant(s, dirs);
        let bits = mask.count_ones();
        let m = Magic {
            mask,
            magic: magics[s as usize],
            shift: 64 - bits,
            offset: attacks.len() as u32,
        };
        attacks.resize(attacks.len() + (1 << bits), 0);
        let mut subset: Bitboard = 0;
        loop {
            let a = slow_attacks(s, subset, dirs);
            let i = m.index(subset);
            assert!(
                attacks[i] == 0 || attacks[i] == a,
                "magic number of square {s} collides"
            );
            attacks[i] = a;
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
        out[s as usize] = m;
    }
}

#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
fn build() -> Magics {
    let mut t = Magics {
        rook: [Magic::default(); 64],
        bishop: [Magic::default(); 64],
        attacks: Vec::with_capacity(102_400 + 5_248),
        between: no_lines(),
        line: no_lines(),
    };
    build_slider(&ROOK_MAGICS, &ROOK_DIRS, &mut t.rook, &mut t.attacks);
    build_slider(&BISHOP_MAGICS, &BISHOP_DIRS, &mut t.bishop, &mut t.attacks);
    for a in 0..64u8 {
        for dirs in [&ROOK_DIRS, &BISHOP_DIRS] {
            let from_a = slow_attacks(a, 0, dirs);
            for b in squares(from_a) {
                t.between[a as usize][b as usize] =
                    slow_attacks(a, bit(b), dirs) & slow_attacks(b, bit(a), dirs);
            }
        }
    }
    // The full line through both squares, not only the segment.
    for a in 0..64u8 {
        for dirs in [&ROOK_DIRS, &BISHOP_DIRS] {
            let from_a = slow_attacks(a, 0, dirs);
            for b in squares(from_a) {
                let mut full = bit(a) | bit(b);
                for &(df, dr) in dirs.iter() {
                    let ray = ray_from(a, df, dr);
                    if ray & bit(b) != 0 {
                        full |= ray | ray_from(a, -df, -dr);
                    }
                }
                t.line[a as usize][b as usize] = full;
            }
        }
    }
    t
}

fn ray_from(square: u8, df: i8, dr: i8) -> Bitboard {
    let mut out = 0;
    let (mut f, mut r) = ((square % 8) as i8, (square / 8) as i8);
    loop {
        f += df;
        r += dr;
        if !(0..8).contains(&f) || !(0..8).contains(&r) {
            return out;
        }
        out |= bit((r * 8 + f) as u8);
    }
}

/// Slider attacks and the masks of lines between squares, as the move generator asks them: from
/// [`Magics`], [`Rays`], or on x86-64 CPUs with BMI2 [`Pext`].
pub(crate) trait Sliders {
    /// The squares a rook on `square` attacks when the board holds `occupied`.
    fn rook(&self, square: u8, occupied: Bitboard) -> Bitboard;
    /// The squares a bishop on `square` attacks when the board holds `occupied`.
    fn bishop(&self, square: u8, occupied: Bitboard) -> Bitboard;
    /// The squares strictly between two squares on one line, else empty.
    fn between(&self, a: u8, b: u8) -> Bitboard;
    /// The whole line (rank, file or diagonal) through two squares, else empty.
    fn line(&self, a: u8, b: u8) -> Bitboard;

    /// Whether `count_ones` is one instruction on the CPU path these tables are used on.
    const POPCNT: bool;

    /// Every square attacked by a rook on each square of `orth` and a bishop on each square of
    /// `diag` when the board holds `occupied` (a queen is in both).
    #[inline(always)]
    fn attacks_of(&self, orth: Bitboard, diag: Bitboard, occupied: Bitboard) -> Bitboard {
        let mut out = 0;
        for s in squares(diag) {
            out |= self.bishop(s, occupied);
        }
        for s in squares(orth) {
            out |= self.rook(s, occupied);
        }
        out
    }
}

/// The slider tables of this build: magic bitboards, or rays in wasm.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) type Tables = Magics;
#[cfg(target_arch = "wasm32")]
pub(crate) type Tables = Rays;

#[cfg(not(target_arch = "wasm32"))]
static TABLES: OnceLock<Magics> = OnceLock::new();

/// The slider tables, built on first use.
#[cfg(not(target_arch = "wasm32"))]
#[inline(always)]
pub(crate) fn tables() -> &'static Tables {
    TABLES.get_or_init(build)
}

/// The slider tables (a constant).
#[cfg(target_arch = "wasm32")]
#[inline(always)]
pub(crate) fn tables() -> &'static Tables {
    &Rays
}

/// The eight directions as (file, rank) steps: the first four increase the square number.
const DIRS: [(i8, i8); 8] = [
    (0, 1),
    (1, 0),
    (1, 1),
    (-1, 1),
    (0, -1),
    (-1, 0),
    (-1, -1),
    (1, -1),
];

const fn build_rays() -> [[Bitboard; 64]; 8] {
    let mut out = [[0u64; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let (df, dr) = DIRS[d];
        let mut s = 0;
        while s < 64 {
            let (mut f, mut r) = ((s % 8) as i8, (s / 8) as i8);
            loop {
                f += df;
                r += dr;
                if f < 0 || f >= 8 || r < 0 || r >= 8 {
                    break;
                }
                out[d][s] |= 1u64 << (r * 8 + f);
            }
            s += 1;
        }
        d += 1;
    }
    out
}

/// Every ray from every square (4 KiB).
const RAYS: [[Bitboard; 64]; 8] = build_rays();

const fn join_rays(first: usize) -> [Bitboard; 64] {
    let mut out = [0u64; 64];
    let mut s = 0;
    while s < 64 {
        out[s] = RAYS[first][s] | RAYS[first + 1][s] | RAYS[first + 4][s] | RAYS[first + 5][s];
        s += 1;
    }
    out
}

/// What a rook on each square attacks on an empty board (its file and rank).
pub(crate) const ROOK_RAYS: [Bitboard; 64] = join_rays(0);
/// What a bishop on each square attacks on an empty board (its two diagonals).
pub(crate) const BISHOP_RAYS: [Bitboard; 64] = join_rays(2);

/// Slider attacks, between and line masks from rays: compact, no tables to build.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub(crate) struct Rays;

#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
impl Rays {
    #[inline(always)]
    fn ray(d: usize, square: u8, occupied: Bitboard) -> Bitboard {
        let ray = RAYS[d][square as usize];
        let blockers = ray & occupied;
        if blockers == 0 {
            return ray;
        }
        let first = if d < 4 {
            blockers.trailing_zeros()
        } else {
            63 - blockers.leading_zeros()
        };
        ray ^ RAYS[d][first as usize]
    }

    /// The direction from `a` in which `b` lies, if on a line.
    #[inline(always)]
    fn direction(a: u8, b: u8) -> Option<usize> {
        (0..8).find(|&d| RAYS[d][a as usize] & bit(b) != 0)
    }
}

// Read through `Sliders` in WebAssembly builds, and by the tests elsewhere.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
impl Rays {
    #[inline(always)]
    pub fn rook(&self, square: u8, occupied: Bitboard) -> Bitboard {
        Self::ray(0, square, occupied)
            | Self::ray(1, square, occupied)
            | Self::ray(4, square, occupied)
            | Self::ray(5, square, occupied)
    }

    #[inline(always)]
    pub fn bishop(&self, square: u8, occupied: Bitboard) -> Bitboard {
        Self::ray(2, square, occupied)
            | Self::ray(3, square, occupied)
            | Self::ray(6, square, occupied)
            | Self::ray(7, square, occupied)
    }

    #[inline(always)]
    pub fn between(&self, a: u8, b: u8) -> Bitboard {
        match Self::direction(a, b) {
            Some(d) => RAYS[d][a as usize] & RAYS[(d + 4) % 8][b as usize],
            None => 0,
        }
    }

    #[inline(always)]
    pub fn line(&self, a: u8, b: u8) -> Bitboard {
        match Self::direction(a, b) {
            Some(d) => RAYS[d][a as usize] | RAYS[(d + 4) % 8][a as usize] | bit(a),
            None => 0,
        }
    }
}

#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
impl Magics {
    #[inline(always)]
    pub fn rook(&self, square: u8, occupied: Bitboard) -> Bitboard {
        let m = &self.rook[square as usize];
        self.attacks[m.index(occupied)]
    }

    #[inline(always)]
    pub fn bishop(&self, square: u8, occupied: Bitboard) -> Bitboard {
        let m = &self.bishop[square as usize];
        self.attacks[m.index(occupied)]
    }

    /// The squares strictly between two squares on one line, else empty.
    #[inline(always)]
    pub fn between(&self, a: u8, b: u8) -> Bitboard {
        self.between[(a & 63) as usize][(b & 63) as usize]
    }

    /// The whole line (rank, file or diagonal) through two squares, else empty.
    #[inline(always)]
    pub fn line(&self, a: u8, b: u8) -> Bitboard {
        self.line[(a & 63) as usize][(b & 63) as usize]
    }
}

/// The trait for the tables' own methods (tables of the baseline path).
macro_rules! sliders_of {
    ($t:ty) => {
        impl Sliders for $t {
            const POPCNT: bool = <crate::cpu::Baseline as crate::cpu::Code>::POPCNT;

            #[inline(always)]
            fn rook(&self, square: u8, occupied: Bitboard) -> Bitboard {
                <$t>::rook(self, square, occupied)
            }
            #[inline(always)]
            fn bishop(&self, square: u8, occupied: Bitboard) -> Bitboard {
                <$t>::bishop(self, square, occupied)
            }
            #[inline(always)]
            fn between(&self, a: u8, b: u8) -> Bitboard {
                <$t>::between(self, a, b)
            }
            #[inline(always)]
            fn line(&self, a: u8, b: u8) -> Bitboard {
                <$t>::line(self, a, b)
            }
        }
    };
}
sliders_of!(Magics);
sliders_of!(Rays);

/// Slider attacks indexed by the BMI2 instruction PEXT (the occupied squares of a slider's
/// lines packed into a number), for the perft walk compiled for x86-64-v3; between and line
/// masks from [`Magics`]; the attacks of many sliders at once by an AVX2 fill
/// ([`Sliders::attacks_of`]). Built on first use, and only on a CPU that has BMI2 and AVX2: a
/// `Pext` exists only there, which is what makes its use of those instructions sound.
#[cfg(target_arch = "x86_64")]
pub(crate) struct Pext {
    /// Per square: the squares whose occupancy matters, and where its entries start.
    rook: [(Bitboard, u32); 64],
    bishop: [(Bitboard, u32); 64],
    /// The 107,648 entries, then zeros up to a power of two, so that an index is kept in range
    /// by a mask rather than a check.
    attacks: Box<[Bitboard; PEXT_ENTRIES]>,
    between: &'static Lines,
    line: &'static Lines,
}

/// The size of [`Pext`]'s table: the power of two above its 107,648 entries.
#[cfg(target_arch = "x86_64")]
const PEXT_ENTRIES: usize = 1 << 17;

#[cfg(target_arch = "x86_64")]
static PEXT: OnceLock<Option<Pext>> = OnceLock::new();

#[cfg(target_arch = "x86_64")]
impl Pext {
    /// The tables, where this CPU has BMI2 and AVX2.
    pub fn get() -> Option<&'static Pext> {
        PEXT.get_or_init(|| {
            (std::arch::is_x86_feature_detected!("bmi2")
                && std::arch::is_x86_feature_detected!("avx2"))
            .then(|| {
                let mut attacks = Vec::with_capacity(PEXT_ENTRIES);
                let mut fill = |dirs: &[(i8, i8); 4], out: &mut [(Bitboard, u32); 64]| {
                    for s in 0..64u8 {
                        let mask = relevant(s, dirs);
                        out[s as usize] = (mask, attacks.len() as u32);
                        // Subsets in increasing order, which is the order of their PEXT index.
                        let mut subset: Bitboard = 0;
                        loop {
                            attacks.push(slow_attacks(s, subset, dirs));
                            subset = subset.wrapping_sub(mask) & mask;
                            if subset == 0 {
                                break;
                            }
                        }
                    }
                };
                let (mut rook, mut bishop) = ([(0, 0); 64], [(0, 0); 64]);
                fill(&ROOK_DIRS, &mut rook);
                fill(&BISHOP_DIRS, &mut bishop);
                attacks.resize(PEXT_ENTRIES, 0);
                let magics = tables();
                Pext {
                    rook,
                    bishop,
                    attacks: attacks
                        .into_boxed_slice()
                        .try_into()
                        .unwrap_or_else(|_| unreachable!("{PEXT_ENTRIES} entries")),
                    between: &magics.between,
                    line: &magics.line,
                }
            })
        })
        .as_ref()
    }

    #[inline(always)]
    fn lookup(&self, (mask, offset): (Bitboard, u32), occupied: Bitboard) -> Bitboard {
        // SAFETY: a `Pext` is only made on a CPU with BMI2 (`Pext::get`).
        #[allow(unsafe_code)]
        let index = unsafe { std::arch::x86_64::_pext_u64(occupied, mask) };
        self.attacks[(offset as usize + index as usize) & (PEXT_ENTRIES - 1)]
    }
}

#[cfg(target_arch = "x86_64")]
impl Sliders for Pext {
    const POPCNT: bool = <crate::cpu::V3 as crate::cpu::Code>::POPCNT;

    #[inline(always)]
    fn rook(&self, square: u8, occupied: Bitboard) -> Bitboard {
        self.lookup(self.rook[square as usize], occupied)
    }

    #[inline(always)]
    fn bishop(&self, square: u8, occupied: Bitboard) -> Bitboard {
        self.lookup(self.bishop[square as usize], occupied)
    }

    #[inline(always)]
    fn between(&self, a: u8, b: u8) -> Bitboard {
        self.between[(a & 63) as usize][(b & 63) as usize]
    }

    #[inline(always)]
    fn line(&self, a: u8, b: u8) -> Bitboard {
        self.line[(a & 63) as usize][(b & 63) as usize]
    }

    #[inline(always)]
    fn attacks_of(&self, orth: Bitboard, diag: Bitboard, occupied: Bitboard) -> Bitboard {
        // SAFETY: a `Pext` is only made on a CPU with AVX2 (`Pext::get`).
        #[allow(unsafe_code)]
        unsafe {
            fill(orth, diag, !occupied)
        }
    }
}

/// The squares attacked by rooks on `orth` and bishops on `diag`, `empty` the empty squares: a
/// Kogge-Stone fill (each set spread along a direction through empty squares by 1, 2 and 4
/// steps), the eight directions at once in the four 64-bit lanes of two AVX2 registers, one
/// shifted up the square numbers and one down.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
#[inline]
fn fill(orth: Bitboard, diag: Bitboard, empty: Bitboard) -> Bitboard {
    use std::arch::x86_64::*;
    const NOT_A: i64 = !FILE_A as i64;
    const NOT_H: i64 = !(FILE_A << 7) as i64;
    // Lanes (lowest first): a rook's file, a rook's rank, a bishop's two diagonals; the steps in
    // square numbers, and the squares a step may land on (a step along a rank or a diagonal
    // must not wrap around to the other edge of the board).
    let pieces = _mm256_set_epi64x(diag as i64, diag as i64, orth as i64, orth as i64);
    let step = _mm256_set_epi64x(7, 9, 1, 8);
    let (step2, step4) = (_mm256_slli_epi64::<1>(step), _mm256_slli_epi64::<2>(step));
    let up_lands = _mm256_set_epi64x(NOT_H, NOT_A, NOT_A, -1);
    let down_lands = _mm256_set_epi64x(NOT_A, NOT_H, NOT_H, -1);
    let empty = _mm256_set1_epi64x(empty as i64);

    // Each set spread in its lane's direction, up the square numbers or down, through the empty
    // squares a step may land on: then the squares one step beyond.
    let spread = |up: bool, lands: __m256i| {
        let shift = |a: __m256i, by: __m256i| {
            if up {
                _mm256_sllv_epi64(a, by)
            } else {
                _mm256_srlv_epi64(a, by)
            }
        };
        let (mut g, mut p) = (pieces, _mm256_and_si256(empty, lands));
        g = _mm256_or_si256(g, _mm256_and_si256(p, shift(g, step)));
        p = _mm256_and_si256(p, shift(p, step));
        g = _mm256_or_si256(g, _mm256_and_si256(p, shift(g, step2)));
        p = _mm256_and_si256(p, shift(p, step2));
        g = _mm256_or_si256(g, _mm256_and_si256(p, shift(g, step4)));
        _mm256_and_si256(shift(g, step), lands)
    };
    let (up, down) = (spread(true, up_lands), spread(false, down_lands));

    let both = _mm256_or_si256(up, down);
    let half = _mm_or_si128(
        _mm256_castsi256_si128(both),
        _mm256_extracti128_si256::<1>(both),
    );
    _mm_cvtsi128_si64(_mm_or_si128(half, _mm_unpackhi_epi64(half, half))) as Bitboard
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_match_rays() {
        let t = tables();
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..20_000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let occ = seed & (seed >> 3);
            let s = (seed >> 58) as u8;
            assert_eq!(t.rook(s, occ), slow_attacks(s, occ, &ROOK_DIRS));
            assert_eq!(t.bishop(s, occ), slow_attacks(s, occ, &BISHOP_DIRS));
        }
        assert_eq!(t.between(0, 7), 0x7E);
        assert_eq!(t.line(9, 18) & bit(0), 1);
        assert_eq!(KNIGHT[0], bit(10) | bit(17));
        // The compact rays of wasm builds give the same answers.
        let m = build();
        for a in 0..64u8 {
            for b in 0..64u8 {
                assert_eq!(Rays.between(a, b), m.between(a, b), "between {a} {b}");
                if a != b {
                    assert_eq!(Rays.line(a, b), m.line(a, b), "line {a} {b}");
                }
            }
        }
        for _ in 0..20_000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let occ = seed & (seed >> 5);
            let s = (seed >> 58) as u8;
            assert_eq!(Rays.rook(s, occ), m.rook(s, occ));
            assert_eq!(Rays.bishop(s, occ), m.bishop(s, occ));
        }
        for s in 0..64u8 {
            assert_eq!(ROOK_RAYS[s as usize], m.rook(s, 0), "rook rays of {s}");
            assert_eq!(
                BISHOP_RAYS[s as usize],
                m.bishop(s, 0),
                "bishop rays of {s}"
            );
        }
        #[cfg(target_arch = "x86_64")]
        if let Some(p) = Pext::get() {
            for _ in 0..20_000 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let occ = seed & (seed >> 4);
                let s = (seed >> 58) as u8;
                assert_eq!(p.rook(s, occ), m.rook(s, occ));
                assert_eq!(p.bishop(s, occ), m.bishop(s, occ));
                // Sliders on some occupied squares, some on none (they attack all the same).
                let (orth, diag) = (occ & seed.rotate_left(17), seed.rotate_left(31) & !occ);
                assert_eq!(
                    p.attacks_of(orth, diag, occ),
                    m.attacks_of(orth, diag, occ),
                    "{orth:x} {diag:x} {occ:x}"
                );
            }
        }
        assert_eq!(PAWN[1][8], bit(17));
        assert_eq!(PAWN[0][17], bit(8) | bit(10));
    }

    /// Finds magic numbers (run with `--ignored --nocapture` to print a fresh set).
    #[test]
    #[ignore]
    fn find_magics() {
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut rnd = || {
            seed ^= seed >> 12;
            seed ^= seed << 25;
            seed ^= seed >> 27;
            seed.wrapping_mul(0x2545_F491_4F6C_DD1D)
        };
        for dirs in [&ROOK_DIRS, &BISHOP_DIRS] {
            let mut found = Vec::new();
            for s in 0..64u8 {
                let mask = relevant(s, dirs);
                let bits = mask.count_ones();
                let mut occs = Vec::new();
                let mut subset: Bitboard = 0;
                loop {
                    occs.push((subset, slow_attacks(s, subset, dirs)));
                    subset = subset.wrapping_sub(mask) & mask;
                    if subset == 0 {
                        break;
                    }
                }
                'search: loop {
                    let magic = rnd() & rnd() & rnd();
                    if (mask.wrapping_mul(magic) >> 56).count_ones() < 6 {
                        continue;
                    }
                    let mut used = vec![0u64; 1 << bits];
                    for &(o, a) in &occs {
                        let i = (o.wrapping_mul(magic) >> (64 - bits)) as usize;
                        if used[i] != 0 && used[i] != a {
                            continue 'search;
                        }
                        used[i] = a;
                    }
                    found.push(magic);
                    break;
                }
            }
            let text: Vec<String> = found.iter().map(|m| format!("0x{m:016X}")).collect();
            println!("[{}]", text.join(", "));
        }
    }
}
