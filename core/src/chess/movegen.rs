//! Legal move generation: check and pin masks, so that every move produced is legal and a
//! position's moves can be counted from bitboards without playing them (perft's last ply).

use super::attacks::{
    self, BISHOP_RAYS, Bitboard, FILE_A, KING, KNIGHT, PAWN, RANK_1, RANK_8, ROOK_RAYS, Sliders,
    bit, squares,
};
use super::position::{
    BISHOP_, KING_, KNIGHT_, Kind, NO_SQUARE, PAWN_, Position, QUEEN_, ROOK_, Raw, castle_squares,
};
use crate::side::Side;

const PROMOTION_RANKS: Bitboard = RANK_1 | RANK_8;
const FILE_H: Bitboard = FILE_A << 7;

/// What the generator hands its moves to: groups of targets, or single moves.
pub(crate) trait Sink {
    /// Whether the sink only counts, so that which piece makes a move does not matter (a queen's
    /// moves may come as a bishop's and a rook's).
    const COUNTS: bool = false;
    /// Moves of a piece other than a pawn from `from` to each of `targets`.
    fn piece(&mut self, role: usize, from: u8, targets: Bitboard);
    /// Moves of pawns to each of `targets`, each from `to - delta` (`double` for two-square
    /// steps); a target on the last rank is four promotions.
    fn pawns(&mut self, targets: Bitboard, delta: i8, double: bool);
    /// [`Sink::pawns`] where no target is on the last rank.
    #[inline(always)]
    fn pawns_before_last(&mut self, targets: Bitboard, delta: i8, double: bool) {
        self.pawns(targets, delta, double);
    }
    /// Moves of one pawn from `from` to each of `targets`.
    fn pawn(&mut self, from: u8, targets: Bitboard);
    /// One en-passant capture or castling.
    fn special(&mut self, m: Raw);
}

/// Counts moves without listing them.
pub(crate) struct Counter(pub u64);

impl Sink for Counter {
    const COUNTS: bool = true;

    #[inline(always)]
    fn piece(&mut self, _: usize, _: u8, targets: Bitboard) {
        self.0 += targets.count_ones() as u64;
    }
    #[inline(always)]
    fn pawns(&mut self, targets: Bitboard, _: i8, _: bool) {
        self.0 += (targets.count_ones() + 3 * (targets & PROMOTION_RANKS).count_ones()) as u64;
    }
    #[inline(always)]
    fn pawns_before_last(&mut self, targets: Bitboard, _: i8, _: bool) {
        self.0 += targets.count_ones() as u64;
    }
    #[inline(always)]
    fn pawn(&mut self, _: u8, targets: Bitboard) {
        self.0 += (targets.count_ones() + 3 * (targets & PROMOTION_RANKS).count_ones()) as u64;
    }
    #[inline(always)]
    fn special(&mut self, _: Raw) {
        self.0 += 1;
    }
}

/// Hands every move, one by one, to a function.
pub(crate) struct Each<'a, F: FnMut(Raw) + ?Sized>(pub(crate) &'a mut F);

#[inline(always)]
pub(crate) fn emit_pawn<F: FnMut(Raw) + ?Sized>(f: &mut F, from: u8, to: u8, kind: Kind) {
    if bit(to) & PROMOTION_RANKS != 0 {
        for promotion in [QUEEN_, ROOK_, BISHOP_, KNIGHT_] {
            f(Raw {
                from,
                to,
                role: PAWN_ as u8,
                kind: Kind::Promotion,
                promotion: promotion as u8,
            });
        }
    } else {
        f(Raw {
            from,
            to,
            role: PAWN_ as u8,
            kind,
            promotion: 0,
        });
    }
}

impl<F: FnMut(Raw) + ?Sized> Sink for Each<'_, F> {
    #[inline(always)]
    fn piece(&mut self, role: usize, from: u8, targets: Bitboard) {
        for to in squares(targets) {
            (self.0)(Raw {
                from,
                to,
                role: role as u8,
                kind: Kind::Normal,
                promotion: 0,
            });
        }
    }
    #[inline(always)]
    fn pawns(&mut self, targets: Bitboard, delta: i8, double: bool) {
        let kind = if double { Kind::Double } else { Kind::Normal };
        for to in squares(targets) {
            emit_pawn(self.0, (to as i8 - delta) as u8, to, kind);
        }
    }

    #[inline(always)]
    fn pawn(&mut self, from: u8, targets: Bitboard) {
        for to in squares(targets) {
            let kind = if from.abs_diff(to) == 16 {
                Kind::Double
            } else {
                Kind::Normal
            };
            emit_pawn(self.0, from, to, kind);
        }
    }
    #[inline(always)]
    fn special(&mut self, m: Raw) {
        (self.0)(m)
    }
}

/// A list of moves on the stack.
pub(crate) struct MoveList {
    moves: [Raw; 256],
    len: usize,
}

impl MoveList {
    /// The legal moves of `pos`.
    #[inline(always)]
    pub fn new(pos: &Position) -> MoveList {
        let mut list = MoveList::empty();
        generate(pos, &mut |m| list.push(m));
        list
    }

    /// No moves.
    #[inline(always)]
    pub fn empty() -> MoveList {
        MoveList {
            moves: [Raw {
                from: 0,
                to: 0,
                role: 0,
                kind: Kind::Normal,
                promotion: 0,
            }; 256],
            len: 0,
        }
    }

    /// Adds a move (a position has at most 218 legal moves).
    #[inline(always)]
    pub fn push(&mut self, m: Raw) {
        self.moves[self.len] = m;
        self.len += 1;
    }

    #[inline(always)]
    pub fn as_slice(&self) -> &[Raw] {
        &self.moves[..self.len]
    }
}

/// Calls `f` with every legal move of the side to move.
///
/// Natively the generator is compiled into each caller, for speed. In the WebAssembly build,
/// where every byte is downloaded, it is compiled once for every caller (`generate_dyn`), and
/// `count` once: this makes the chess .wasm several kilobytes smaller, and perft, which calls
/// them once per position and not per move, barely slower.
#[cfg(not(target_arch = "wasm32"))]
#[inline(always)]
pub(crate) fn generate<F: FnMut(Raw)>(pos: &Position, f: &mut F) {
    generate_into(pos, &mut Each(f));
}

/// Calls `f` with every legal move of the side to move (see the native build's `generate`).
#[cfg(target_arch = "wasm32")]
#[inline(always)]
pub(crate) fn generate<F: FnMut(Raw)>(pos: &Position, f: &mut F) {
    generate_dyn(pos, f);
}

#[cfg(target_arch = "wasm32")]
#[inline(never)]
#[cfg_attr(damero_size, optimize(speed))]
fn generate_dyn(pos: &Position, f: &mut dyn FnMut(Raw)) {
    generate_into(pos, &mut Each(f));
}

/// The number of legal moves.
#[cfg_attr(not(target_arch = "wasm32"), inline(always))]
#[cfg_attr(target_arch = "wasm32", inline(never))]
#[cfg_attr(damero_size, optimize(speed))]
pub(crate) fn count(pos: &Position) -> u64 {
    let mut c = Counter(0);
    generate_into(pos, &mut c);
    c.0
}

/// Calls `f` with every legal move, slider attacks from `t` (the perft walk of a CPU path
/// whose tables are not the default ones).
// Only the x86-64-v3 walk reads other tables.
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
#[inline(always)]
pub(crate) fn each_with<T: Sliders, F: FnMut(Raw)>(t: &T, pos: &Position, f: &mut F) {
    generate_with(t, pos, &mut Each(f));
}

/// The number of legal moves, slider attacks from `t`.
// Only the x86-64-v3 walk reads other tables.
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
#[inline(always)]
pub(crate) fn count_with<T: Sliders>(t: &T, pos: &Position) -> u64 {
    let mut c = Counter(0);
    generate_with(t, pos, &mut c);
    c.0
}

#[inline(always)]
fn shift(b: Bitboard, delta: i8) -> Bitboard {
    if delta > 0 { b << delta } else { b >> -delta }
}

/// Hands every legal move of the side to move to `sink`.
///
/// Natively the side to move is a constant in each of two copies (pawn directions, whose pieces
/// are whose); WebAssembly builds keep one copy, for size.
#[inline(always)]
pub(crate) fn generate_into<S: Sink>(pos: &Position, sink: &mut S) {
    generate_with(attacks::tables(), pos, sink);
}

/// [`generate_into`] with the slider tables `t`.
#[inline(always)]
pub(crate) fn generate_with<T: Sliders, S: Sink>(t: &T, pos: &Position, sink: &mut S) {
    if cfg!(target_arch = "wasm32") {
        generate_side(t, pos, sink, pos.turn == Side::White);
    } else if pos.turn == Side::White {
        generate_side(t, pos, sink, true);
    } else {
        generate_side(t, pos, sink, false);
    }
}

/// The squares attacked by the pawns of `pawns`, White's when `white`.
#[inline(always)]
fn pawn_attacks(pawns: Bitboard, white: bool) -> Bitboard {
    if white {
        ((pawns & !FILE_A) << 7) | ((pawns & !FILE_H) << 9)
    } else {
        ((pawns & !FILE_A) >> 9) | ((pawns & !FILE_H) >> 7)
    }
}

/// [`generate_into`] for the side to move, White when `white` (which is `pos.turn`).
///
/// Built once per position: the checking pieces and the pins (each piece of the other side on an
/// empty-board line from the king, with nothing or one piece of ours between), and, when the king
/// may castle, every square the other side attacks, seen through our king so that it cannot step
/// back along a slider's line (when it may only step, only the squares it may step to are looked
/// at). Pinned pieces move along the union of the pin lines of their kind (a piece on one line
/// from the king cannot reach another one). Counted ([`Sink::COUNTS`]), a queen's moves may be
/// those of a bishop and a rook, and pawn moves are four promotions only where a pawn can promote.
#[inline(always)]
fn generate_side<T: Sliders, S: Sink>(t: &T, pos: &Position, sink: &mut S, white: bool) {
    let (ui, ti) = if white { (1, 0) } else { (0, 1) };
    let ours = pos.sides[ui];
    let theirs = pos.sides[ti];
    let occupied = ours | theirs;
    let king_bit = pos.roles[KING_] & ours;
    // Every position has its king: the mask only tells the compiler the square is in range.
    let king = (king_bit.trailing_zeros() & 63) as u8;
    let diag = pos.roles[BISHOP_] | pos.roles[QUEEN_];
    let orth = pos.roles[ROOK_] | pos.roles[QUEEN_];
    let (their_diag, their_orth) = (diag & theirs, orth & theirs);
    let their_pawns = pos.roles[PAWN_] & theirs;

    // Checks by leapers, then sliders with nothing between (checks) or one piece (pins).
    let mut checkers = (KNIGHT[king as usize] & pos.roles[KNIGHT_] & theirs)
        | (PAWN[ui][king as usize] & their_pawns);
    let (mut pin_orth, mut pin_diag) = (0, 0);
    for s in squares(ROOK_RAYS[king as usize] & their_orth) {
        let between = t.between(king, s);
        let inside = between & occupied;
        if inside == 0 {
            checkers |= bit(s);
        } else if inside & inside.wrapping_sub(1) == 0 && inside & ours != 0 {
            pin_orth |= between | bit(s);
        }
    }
    for s in squares(BISHOP_RAYS[king as usize] & their_diag) {
        let between = t.between(king, s);
        let inside = between & occupied;
        if inside == 0 {
            checkers |= bit(s);
        } else if inside & inside.wrapping_sub(1) == 0 && inside & ours != 0 {
            pin_diag |= between | bit(s);
        }
    }

    // The king's squares and castling, the board seen through our king (so that it cannot step
    // back along a slider's line): where castling is possible, every square the other side
    // attacks; else the squares its pawns, knights and king attack, then each square left looked
    // at along its lines, only where one of its sliders stands on them on an empty board.
    let mut king_to = KING[king as usize] & !ours;
    // The castling rooks with nothing in the way of king or rook (not in check).
    let mut castles = 0;
    if checkers == 0 {
        for rook in squares(pos.castling & ours) {
            let needed = CASTLING[(king & 7) as usize][(rook & 7) as usize].0;
            if occupied & (needed << (king & 56)) == 0 {
                castles |= bit(rook);
            }
        }
    }
    let mut leapers = 0;
    let mut sliders = 0;
    let through = occupied ^ king_bit;
    let slid = |s: u8, occupied: Bitboard| {
        (ROOK_RAYS[s as usize] & their_orth != 0 && t.rook(s, occupied) & their_orth != 0)
            || (BISHOP_RAYS[s as usize] & their_diag != 0
                && t.bishop(s, occupied) & their_diag != 0)
    };
    if king_to | castles != 0 {
        leapers = pawn_attacks(their_pawns, !white)
            | KING[((pos.roles[KING_] & theirs).trailing_zeros() & 63) as usize];
        for s in squares(pos.roles[KNIGHT_] & theirs) {
            leapers |= KNIGHT[s as usize];
        }
        if castles != 0 {
            sliders = t.attacks_of(their_orth, their_diag, through);
            king_to &= !(leapers | sliders);
        } else {
            king_to &= !leapers;
            for s in squares(king_to) {
                if slid(s, through) {
                    king_to ^= bit(s);
                }
            }
        }
    }
    sink.piece(KING_, king, king_to);
    if checkers & checkers.wrapping_sub(1) != 0 {
        return; // double check: only the king moves
    }

    let mask = if checkers != 0 {
        t.between(king, checkers.trailing_zeros() as u8) | checkers
    } else {
        !0
    };
    let pinned = (pin_orth | pin_diag) & ours;
    let targets = !ours & mask;

    // Knights (a pinned knight never moves).
    for from in squares(pos.roles[KNIGHT_] & ours & !pinned) {
        sink.piece(KNIGHT_, from, KNIGHT[from as usize] & targets);
    }
    // Sliders: a piece pinned along a line of the other kind does not move that way. Counted
    // where `count_ones` is one instruction, a queen's moves are those of a bishop and a rook on
    // its square (one loop less, one count more).
    if S::COUNTS && T::POPCNT {
        for from in squares(diag & ours & !pinned) {
            sink.piece(BISHOP_, from, t.bishop(from, occupied) & targets);
        }
        for from in squares(orth & ours & !pinned) {
            sink.piece(ROOK_, from, t.rook(from, occupied) & targets);
        }
    } else {
        for from in squares(pos.roles[BISHOP_] & ours & !pinned) {
            sink.piece(BISHOP_, from, t.bishop(from, occupied) & targets);
        }
        for from in squares(pos.roles[ROOK_] & ours & !pinned) {
            sink.piece(ROOK_, from, t.rook(from, occupied) & targets);
        }
        for from in squares(pos.roles[QUEEN_] & ours & !pinned) {
            sink.piece(
                QUEEN_,
                from,
                (t.bishop(from, occupied) | t.rook(from, occupied)) & targets,
            );
        }
    }
    if pinned & (diag | orth) != 0 {
        for from in squares(diag & pinned & pin_diag) {
            let role = if pos.roles[QUEEN_] & bit(from) != 0 {
                QUEEN_
            } else {
                BISHOP_
            };
            sink.piece(role, from, t.bishop(from, occupied) & targets & pin_diag);
        }
        for from in squares(orth & pinned & pin_orth) {
            let role = if pos.roles[QUEEN_] & bit(from) != 0 {
                QUEEN_
            } else {
                ROOK_
            };
            sink.piece(role, from, t.rook(from, occupied) & targets & pin_orth);
        }
    }

    // Pawns.
    let (up, third, left, right) = if white {
        (8i8, RANK_1 << 16, 7i8, 9i8)
    } else {
        (-8i8, RANK_8 >> 16, -9i8, -7i8)
    };
    let pawns = pos.roles[PAWN_] & ours;
    let empty = !occupied;
    let free = pawns & !pinned;
    let single = shift(free, up) & empty;
    let double = shift(single & third, up) & empty & mask;
    let left_takes = shift(free & !FILE_A, left) & theirs & mask;
    let right_takes = shift(free & !FILE_H, right) & theirs & mask;
    // Counted: most positions have no pawn that is not pinned one step from the last rank.
    if S::COUNTS && shift(free, up) & PROMOTION_RANKS == 0 {
        sink.pawns_before_last(single & mask, up, false);
        sink.pawns_before_last(double, 2 * up, true);
        sink.pawns_before_last(left_takes, left, false);
        sink.pawns_before_last(right_takes, right, false);
    } else {
        sink.pawns(single & mask, up, false);
        sink.pawns_before_last(double, 2 * up, true);
        sink.pawns(left_takes, left, false);
        sink.pawns(right_takes, right, false);
    }
    if checkers == 0 && pawns & pinned != 0 {
        for from in squares(pawns & pinned) {
            let b = bit(from);
            let one = shift(b, up) & empty;
            let two = shift(one & third, up) & empty;
            let caps = PAWN[ui][from as usize] & theirs;
            sink.pawn(from, (one | two | caps) & t.line(king, from));
        }
    }

    // En passant.
    if pos.ep != NO_SQUARE {
        let ep = pos.ep;
        let taken = ep ^ 8;
        let attackers = PAWN[ti][ep as usize] & pawns;
        // In check, only if it takes the checking pawn or blocks the check.
        if attackers != 0 && (checkers == 0 || checkers & bit(taken) != 0 || mask & bit(ep) != 0) {
            for from in squares(attackers) {
                let after = occupied ^ bit(from) ^ bit(taken) ^ bit(ep);
                if t.bishop(king, after) & their_diag == 0 && t.rook(king, after) & their_orth == 0
                {
                    sink.special(Raw {
                        from,
                        to: ep,
                        role: PAWN_ as u8,
                        kind: Kind::EnPassant,
                        promotion: 0,
                    });
                }
            }
        }
    }

    // Castling, where nothing stands in the way: the king's path must not be attacked.
    for rook in squares(castles) {
        let path = CASTLING[(king & 7) as usize][(rook & 7) as usize].1 << (king & 56);
        let both = king_bit | bit(rook);
        // A rook on the a- or h-file hides nothing from the king's path (no line goes through
        // it from beyond the board); elsewhere (Chess960) the path is looked at without it.
        let safe = if bit(rook) & (FILE_A | FILE_H) != 0 {
            path & (leapers | sliders) == 0
        } else {
            let seen = occupied ^ both;
            path & leapers == 0 && squares(path).all(|s| !slid(s, seen))
        };
        if safe {
            sink.special(Raw {
                from: king,
                to: rook,
                role: KING_ as u8,
                kind: Kind::Castle,
                promotion: 0,
            });
        }
    }
}

/// For a king and a castling rook on the first rank, by file: the squares that must be empty
/// (those the king and the rook pass or land on, but their own), and the king's path (the
/// squares it passes and lands on, which must not be attacked). The eighth rank's are these
/// shifted up.
const CASTLING: [[(Bitboard, Bitboard); 8]; 8] = {
    const fn span(a: u8, b: u8) -> Bitboard {
        // The squares from `a` to `b`, both included, on the first rank.
        let (lo, hi) = if a < b { (a, b) } else { (b, a) };
        ((1u64 << (hi + 1)) - 1) & !((1u64 << lo) - 1)
    }
    let mut table = [[(0, 0); 8]; 8];
    let mut king = 0;
    while king < 8 {
        let mut rook = 0;
        while rook < 8 {
            if rook != king {
                let (kto, rto) = castle_squares(king, rook);
                let both = bit(king) | bit(rook);
                table[king as usize][rook as usize] = (
                    (span(king, kto) | span(rook, rto)) & !both,
                    span(king, kto) & !bit(king),
                );
            }
            rook += 1;
        }
        king += 1;
    }
    table
};

/// Whether the side to move has a legal move.
///
/// Natively through [`count`], compiled into the caller. In the WebAssembly build through the
/// one compiled copy of the generator (`generate_dyn`), so that a build without perft carries
/// no second copy for `count` (1.4 KB of the play-only chess .wasm gzipped).
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn has_moves(pos: &Position) -> bool {
    count(pos) > 0
}

/// Whether the side to move has a legal move (see the native build's `has_moves`).
#[cfg(target_arch = "wasm32")]
pub(crate) fn has_moves(pos: &Position) -> bool {
    let mut any = false;
    generate(pos, &mut |_| any = true);
    any
}

/// Whether the side to move has a legal en-passant capture.
pub(crate) fn has_legal_en_passant(pos: &Position) -> bool {
    if pos.ep == NO_SQUARE {
        return false;
    }
    let mut found = false;
    generate(pos, &mut |m: Raw| {
        found |= m.kind == Kind::EnPassant;
    });
    found
}

/// Forgets the en-passant square unless a legal en-passant capture exists (as python-chess
/// writes FEN by default), so that equal positions compare equal.
pub(crate) fn normalise_en_passant(pos: &mut Position) {
    if !has_legal_en_passant(pos) {
        pos.ep = NO_SQUARE;
    }
}
