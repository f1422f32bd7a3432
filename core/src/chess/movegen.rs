//! Legal move generation: check and pin masks, so that every move produced is legal and a
//! position's moves can be counted from bitboards without playing them (perft's last ply).

use super::attacks::{self, Bitboard, FILE_A, KING, KNIGHT, PAWN, RANK_1, RANK_8, bit, squares};
use super::position::{
    BISHOP_, KING_, KNIGHT_, Kind, NO_SQUARE, PAWN_, Position, QUEEN_, ROOK_, Raw, castle_squares,
};
use crate::side::Side;

const PROMOTION_RANKS: Bitboard = RANK_1 | RANK_8;
const FILE_H: Bitboard = FILE_A << 7;

/// What the generator hands its moves to: groups of targets, or single moves.
pub(crate) trait Sink {
    /// Moves of a piece other than a pawn from `from` to each of `targets`.
    fn piece(&mut self, role: usize, from: u8, targets: Bitboard);
    /// Moves of pawns to each of `targets`, each from `to - delta` (`double` for two-square
    /// steps); a target on the last rank is four promotions.
    fn pawns(&mut self, targets: Bitboard, delta: i8, double: bool);
    /// Moves of one pawn from `from` to each of `targets`.
    fn pawn(&mut self, from: u8, targets: Bitboard);
    /// One en-passant capture or castling.
    fn special(&mut self, m: Raw);
}

/// Counts moves without listing them.
pub(crate) struct Counter(pub u64);

impl Sink for Counter {
    #[inline(always)]
    fn piece(&mut self, _: usize, _: u8, targets: Bitboard) {
        self.0 += targets.count_ones() as u64;
    }
    #[inline(always)]
    fn pawns(&mut self, targets: Bitboard, _: i8, _: bool) {
        self.0 += (targets.count_ones() + 3 * (targets & PROMOTION_RANKS).count_ones()) as u64;
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
    #[inline(always)]
    pub fn new(pos: &Position) -> MoveList {
        let mut list = MoveList {
            moves: [Raw {
                from: 0,
                to: 0,
                role: 0,
                kind: Kind::Normal,
                promotion: 0,
            }; 256],
            len: 0,
        };
        generate(pos, &mut |m| {
            list.moves[list.len] = m;
            list.len += 1;
        });
        list
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

#[inline(always)]
fn shift(b: Bitboard, delta: i8) -> Bitboard {
    if delta > 0 { b << delta } else { b >> -delta }
}

/// Hands every legal move of the side to move to `sink`.
#[inline(always)]
pub(crate) fn generate_into<S: Sink>(pos: &Position, sink: &mut S) {
    let t = attacks::tables();
    let us = pos.turn;
    let them = !us;
    let ours = pos.ours();
    let theirs = pos.theirs();
    let occupied = ours | theirs;
    let king = pos.king(us);
    let checkers = pos.attackers(king, them, occupied);

    // The king.
    let mut targets = KING[king as usize] & !ours;
    let without_king = occupied ^ bit(king);
    let mut legal = 0;
    for to in squares(targets) {
        if !pos.attacked(to, them, without_king) {
            legal |= bit(to);
        }
    }
    sink.piece(KING_, king, legal);
    if checkers & checkers.wrapping_sub(1) != 0 {
        return; // double check: only the king moves
    }

    let mask = if checkers != 0 {
        let c = checkers.trailing_zeros() as u8;
        t.between(king, c) | checkers
    } else {
        !0
    };
    let pinned = pos.pinned(king);
    targets = !ours & mask;

    // Knights (a pinned knight never moves).
    for from in squares(pos.roles[KNIGHT_] & ours & !pinned) {
        sink.piece(KNIGHT_, from, KNIGHT[from as usize] & targets);
    }
    // Sliders.
    let diag = pos.roles[BISHOP_] | pos.roles[QUEEN_];
    let orth = pos.roles[ROOK_] | pos.roles[QUEEN_];
    for from in squares(pos.roles[BISHOP_] & ours) {
        let mut to = t.bishop(from, occupied) & targets;
        if pinned & bit(from) != 0 {
            to &= t.line(king, from);
        }
        sink.piece(BISHOP_, from, to);
    }
    for from in squares(pos.roles[ROOK_] & ours) {
        let mut to = t.rook(from, occupied) & targets;
        if pinned & bit(from) != 0 {
            to &= t.line(king, from);
        }
        sink.piece(ROOK_, from, to);
    }
    for from in squares(pos.roles[QUEEN_] & ours) {
        let mut to = (t.bishop(from, occupied) | t.rook(from, occupied)) & targets;
        if pinned & bit(from) != 0 {
            to &= t.line(king, from);
        }
        sink.piece(QUEEN_, from, to);
    }

    // Pawns.
    let (up, third, left, right) = match us {
        Side::White => (8i8, RANK_1 << 16, 7i8, 9i8),
        Side::Black => (-8i8, RANK_8 >> 16, -9i8, -7i8),
    };
    let pawns = pos.roles[PAWN_] & ours;
    let empty = !occupied;
    let free = pawns & !pinned;
    let single = shift(free, up) & empty;
    let double = shift(single & third, up) & empty & mask;
    sink.pawns(single & mask, up, false);
    sink.pawns(double, 2 * up, true);
    sink.pawns(shift(free & !FILE_A, left) & theirs & mask, left, false);
    sink.pawns(shift(free & !FILE_H, right) & theirs & mask, right, false);
    if checkers == 0 {
        for from in squares(pawns & pinned) {
            let b = bit(from);
            let one = shift(b, up) & empty;
            let two = shift(one & third, up) & empty;
            let caps = PAWN[us.index()][from as usize] & theirs;
            sink.pawn(from, (one | two | caps) & t.line(king, from));
        }
    }

    // En passant.
    if pos.ep != NO_SQUARE {
        let ep = pos.ep;
        let taken = ep ^ 8;
        let attackers = PAWN[them.index()][ep as usize] & pawns;
        // In check, only if it takes the checking pawn or blocks the check.
        if attackers != 0 && (checkers == 0 || checkers & bit(taken) != 0 || mask & bit(ep) != 0) {
            let their_diag = diag & theirs;
            let their_orth = orth & theirs;
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

    // Castling.
    if checkers == 0 {
        for rook in squares(pos.castling & ours) {
            let (kto, rto) = castle_squares(king, rook);
            let both = bit(king) | bit(rook);
            let needed =
                (t.between(king, kto) | t.between(rook, rto) | bit(kto) | bit(rto)) & !both;
            if occupied & needed != 0 {
                continue;
            }
            let without = occupied ^ both;
            let path = t.between(king, kto) | bit(kto);
            if squares(path).all(|s| !pos.attacked(s, them, without)) {
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
}

/// Whether the side to move has a legal move.
pub(crate) fn has_moves(pos: &Position) -> bool {
    count(pos) > 0
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
