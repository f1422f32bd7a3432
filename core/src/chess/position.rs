//! A chess position (pieces, side to move, castling rights, en-passant square, clocks) and
//! playing a move on it.

use std::hash::{Hash, Hasher};

use super::attacks::{self, Bitboard, KING, KNIGHT, PAWN, bit, squares};
use crate::side::Side;

/// Role indices into [`Position::roles`].
pub(crate) const PAWN_: usize = 0;
pub(crate) const KNIGHT_: usize = 1;
pub(crate) const BISHOP_: usize = 2;
pub(crate) const ROOK_: usize = 3;
pub(crate) const QUEEN_: usize = 4;
pub(crate) const KING_: usize = 5;

/// No en-passant square.
pub(crate) const NO_SQUARE: u8 = 64;

/// How a move is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub(crate) enum Kind {
    Normal,
    /// A pawn's two-square advance.
    Double,
    /// An en-passant capture; `to` is the square the pawn lands on.
    EnPassant,
    /// Castling; `to` is the square of the castling rook (king takes rook).
    Castle,
    /// A promotion to the role in `Raw::promotion`.
    Promotion,
}

/// A move as the engine plays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Raw {
    pub from: u8,
    pub to: u8,
    /// The role index of the moving piece.
    pub role: u8,
    pub kind: Kind,
    /// The role index a pawn becomes (promotions only).
    pub promotion: u8,
}

/// A position. Two positions are equal (a repetition, FIDE 9.2.2) when the same pieces stand on
/// the same squares, the same side is to move, the castling rights are the same and the same
/// en-passant capture is possible; the clocks do not count. The en-passant square is kept only
/// when a legal en-passant capture exists (see [`super::movegen::normalise_en_passant`]), except inside
/// perft, which does not compare positions.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Position {
    /// Pieces of each side, by [`Side::index`] (Black 0, White 1).
    pub sides: [Bitboard; 2],
    /// Pieces of each role, by role index.
    pub roles: [Bitboard; 6],
    pub turn: Side,
    /// The squares of the rooks that may still castle (Chess960 included).
    pub castling: Bitboard,
    /// The en-passant target square, or [`NO_SQUARE`].
    pub ep: u8,
    /// Plies since the last capture or pawn move.
    pub halfmoves: u32,
    /// The number of the full move, from 1.
    pub fullmoves: u32,
    /// A position of Chess960: UCI writes castling as the king taking its rook, and FEN writes
    /// castling rights by file where `KQkq` would be ambiguous. Fixed for a game; positions are
    /// compared without it.
    pub chess960: bool,
}

/// For the side to move: the king it would check, the squares from which each role (by index)
/// attacks that king, and its own pieces that stand alone between the king and one of its
/// sliders (moving one off that line uncovers a check).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Checks {
    king: u8,
    squares: [Bitboard; 6],
    blockers: Bitboard,
}

impl PartialEq for Position {
    fn eq(&self, other: &Self) -> bool {
        self.sides == other.sides
            && self.roles == other.roles
            && self.turn == other.turn
            && self.castling == other.castling
            && self.ep == other.ep
    }
}

impl Eq for Position {}

impl Hash for Position {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.sides.hash(state);
        self.roles.hash(state);
        self.turn.hash(state);
        self.castling.hash(state);
        self.ep.hash(state);
    }
}

/// The back rank of a side.
#[inline(always)]
pub(crate) fn back_rank(side: Side) -> Bitboard {
    match side {
        Side::White => attacks::RANK_1,
        Side::Black => attacks::RANK_8,
    }
}

/// Where king and rook land when castling with the rook on `rook` (king on `king`): the king on
/// the g- or c-file, the rook on the f- or d-file of their rank.
#[inline(always)]
pub(crate) const fn castle_squares(king: u8, rook: u8) -> (u8, u8) {
    let base = king & !7;
    if rook > king {
        (base + 6, base + 5)
    } else {
        (base + 2, base + 3)
    }
}

impl Position {
    pub const EMPTY: Position = Position {
        sides: [0; 2],
        roles: [0; 6],
        turn: Side::White,
        castling: 0,
        ep: NO_SQUARE,
        halfmoves: 0,
        fullmoves: 1,
        chess960: false,
    };

    /// A start position from a back rank of role indices (a-file first), White to move, every
    /// castling right.
    pub fn from_back_rank(rank: [usize; 8]) -> Position {
        let mut pos = Position::EMPTY;
        for (file, &role) in rank.iter().enumerate() {
            let file = file as u8;
            pos.put(Side::White, role, file);
            pos.put(Side::Black, role, 56 + file);
            pos.put(Side::White, PAWN_, 8 + file);
            pos.put(Side::Black, PAWN_, 48 + file);
        }
        pos.castling = pos.roles[ROOK_] & (attacks::RANK_1 | attacks::RANK_8);
        pos
    }

    /// The standard start.
    pub fn standard() -> Position {
        Position::from_back_rank([
            ROOK_, KNIGHT_, BISHOP_, QUEEN_, KING_, BISHOP_, KNIGHT_, ROOK_,
        ])
    }

    /// Chess960 start number `n` (0..960) in Scharnagl's numbering; 518 is the standard start.
    pub fn chess960(n: u32) -> Position {
        let mut rank = [usize::MAX; 8];
        let mut n = n as usize;
        rank[(n % 4) * 2 + 1] = BISHOP_;
        n /= 4;
        rank[(n % 4) * 2] = BISHOP_;
        n /= 4;
        let place = |rank: &mut [usize; 8], mut nth: usize, role: usize| {
            for slot in rank.iter_mut() {
                if *slot == usize::MAX {
                    if nth == 0 {
                        *slot = role;
                        return;
                    }
                    nth -= 1;
                }
            }
        };
        place(&mut rank, n % 6, QUEEN_);
        n /= 6;
        const KNIGHTS: [(usize, usize); 10] = [
            (0, 1),
            (0, 2),
            (0, 3),
            (0, 4),
            (1, 2),
            (1, 3),
            (1, 4),
            (2, 3),
            (2, 4),
            (3, 4),
        ];
        let (a, b) = KNIGHTS[n % 10];
        // The second knight first, so the first one's index still counts the same empty squares.
        place(&mut rank, b, KNIGHT_);
        place(&mut rank, a, KNIGHT_);
        for role in [ROOK_, KING_, ROOK_] {
            place(&mut rank, 0, role);
        }
        Position {
            chess960: true,
            ..Position::from_back_rank(rank)
        }
    }

    #[inline(always)]
    pub fn put(&mut self, side: Side, role: usize, square: u8) {
        self.sides[side.index()] |= bit(square);
        self.roles[role] |= bit(square);
    }

    #[inline(always)]
    pub fn occupied(&self) -> Bitboard {
        self.sides[0] | self.sides[1]
    }

    #[inline(always)]
    pub fn ours(&self) -> Bitboard {
        self.sides[self.turn.index()]
    }

    #[inline(always)]
    pub fn theirs(&self) -> Bitboard {
        self.sides[1 - self.turn.index()]
    }

    #[inline(always)]
    pub fn of(&self, side: Side, role: usize) -> Bitboard {
        self.sides[side.index()] & self.roles[role]
    }

    /// The king of a side (the position always has one per side).
    #[inline(always)]
    pub fn king(&self, side: Side) -> u8 {
        self.of(side, KING_).trailing_zeros() as u8
    }

    /// What tells whether a move of the side to move gives check, without playing it
    /// ([`Position::gives_check`]), found once for the position.
    pub fn checks(&self) -> Checks {
        let t = attacks::tables();
        let them = !self.turn;
        let king = self.king(them);
        let occupied = self.occupied();
        let (diagonal, straight) = (t.bishop(king, occupied), t.rook(king, occupied));
        let ours = self.ours();
        let snipers = (t.bishop(king, 0) & (self.roles[BISHOP_] | self.roles[QUEEN_])
            | t.rook(king, 0) & (self.roles[ROOK_] | self.roles[QUEEN_]))
            & ours;
        let mut blockers = 0;
        for sniper in squares(snipers) {
            let between = t.between(king, sniper) & occupied;
            if between.count_ones() == 1 {
                blockers |= between & ours;
            }
        }
        Checks {
            king,
            squares: [
                PAWN[them.index()][king as usize],
                KNIGHT[king as usize],
                diagonal,
                straight,
                diagonal | straight,
                0,
            ],
            blockers,
        }
    }

    /// Whether the legal move `m` gives check; `checks` is [`Position::checks`] of this
    /// position. A move lands on a square from which its piece attacks the king, or uncovers an
    /// attack by leaving a line to the king; castling, en passant and promotions are played out.
    pub fn gives_check(&self, m: Raw, checks: &Checks) -> bool {
        let quick = match m.kind {
            Kind::Normal | Kind::Double => {
                checks.squares[m.role as usize] & bit(m.to) != 0
                    || (checks.blockers & bit(m.from) != 0
                        && attacks::tables().line(checks.king, m.from) & bit(m.to) == 0)
            }
            Kind::Castle | Kind::EnPassant | Kind::Promotion => self.play(m).checkers() != 0,
        };
        debug_assert_eq!(quick, self.play(m).checkers() != 0, "{m:?} in {self:?}");
        quick
    }

    /// The side and role index on a square.
    pub fn piece_at(&self, square: u8) -> Option<(Side, usize)> {
        let b = bit(square);
        let side = if self.sides[1] & b != 0 {
            Side::White
        } else if self.sides[0] & b != 0 {
            Side::Black
        } else {
            return None;
        };
        (0..6).find(|&r| self.roles[r] & b != 0).map(|r| (side, r))
    }

    #[inline(always)]
    pub fn role_at(&self, square: u8) -> usize {
        let b = bit(square);
        let mut r = 0;
        while r < 5 && self.roles[r] & b == 0 {
            r += 1;
        }
        r
    }

    /// The pieces of `by` that attack `square` when the board holds `occupied`.
    #[inline(always)]
    pub fn attackers(&self, square: u8, by: Side, occupied: Bitboard) -> Bitboard {
        let t = attacks::tables();
        let them = self.sides[by.index()];
        let diag = self.roles[BISHOP_] | self.roles[QUEEN_];
        let orth = self.roles[ROOK_] | self.roles[QUEEN_];
        them & ((KNIGHT[square as usize] & self.roles[KNIGHT_])
            | (KING[square as usize] & self.roles[KING_])
            | (PAWN[(!by).index()][square as usize] & self.roles[PAWN_])
            | (t.bishop(square, occupied) & diag)
            | (t.rook(square, occupied) & orth))
    }

    /// Whether `by` attacks `square` when the board holds `occupied`.
    #[inline(always)]
    pub fn attacked(&self, square: u8, by: Side, occupied: Bitboard) -> bool {
        self.attackers(square, by, occupied) != 0
    }

    /// The pieces giving check to the side to move.
    #[inline(always)]
    pub fn checkers(&self) -> Bitboard {
        self.attackers(self.king(self.turn), !self.turn, self.occupied())
    }

    /// The position after a legal move. The en-passant square is set after a double step when an
    /// enemy pawn stands beside the pawn (whether or not the capture is legal).
    #[inline(always)]
    #[cfg_attr(damero_size, optimize(speed))]
    pub fn play(&self, m: Raw) -> Position {
        let mut p = *self;
        let us = self.turn;
        let ui = us.index();
        let ti = 1 - ui;
        let from = bit(m.from);
        let to = bit(m.to);
        p.ep = NO_SQUARE;
        p.halfmoves += 1;
        if us == Side::Black {
            p.fullmoves += 1;
        }
        p.turn = !us;
        if m.kind == Kind::Castle {
            let (kto, rto) = castle_squares(m.from, m.to);
            // King or rook may already stand on its destination (Chess960): clear, then set.
            p.sides[ui] = (p.sides[ui] & !(from | to)) | bit(kto) | bit(rto);
            p.roles[KING_] = (p.roles[KING_] & !from) | bit(kto);
            p.roles[ROOK_] = (p.roles[ROOK_] & !to) | bit(rto);
            p.castling &= !back_rank(us);
            return p;
        }
        let role = m.role as usize;
        if self.sides[ti] & to != 0 {
            let captured = self.role_at(m.to);
            p.sides[ti] ^= to;
            p.roles[captured] ^= to;
            p.halfmoves = 0;
        }
        p.sides[ui] ^= from | to;
        p.roles[role] ^= from | to;
        p.castling &= !(from | to);
        match role {
            PAWN_ => {
                p.halfmoves = 0;
                match m.kind {
                    Kind::Double => {
                        let ep = (m.from + m.to) / 2;
                        if PAWN[ui][ep as usize] & self.roles[PAWN_] & self.sides[ti] != 0 {
                            p.ep = ep;
                        }
                    }
                    Kind::EnPassant => {
                        let taken = bit(m.to ^ 8);
                        p.sides[ti] ^= taken;
                        p.roles[PAWN_] ^= taken;
                    }
                    Kind::Promotion => {
                        p.roles[PAWN_] ^= to;
                        p.roles[m.promotion as usize] ^= to;
                    }
                    _ => {}
                }
            }
            KING_ => p.castling &= !back_rank(us),
            _ => {}
        }
        p
    }

    /// Neither side can mate, whatever is played: no pawns, rooks or queens, and either at most
    /// one knight or bishop in all, or only bishops, all on squares of one colour.
    pub fn insufficient_material(&self) -> bool {
        if self.roles[PAWN_] | self.roles[ROOK_] | self.roles[QUEEN_] != 0 {
            return false;
        }
        let minors = self.roles[KNIGHT_] | self.roles[BISHOP_];
        if minors.count_ones() <= 1 {
            return true;
        }
        const DARK: Bitboard = 0xAA55_AA55_AA55_AA55;
        self.roles[KNIGHT_] == 0
            && (self.roles[BISHOP_] & DARK == 0 || self.roles[BISHOP_] & !DARK == 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether a move gives check, told without playing it, is what playing it shows: every
    /// legal move along random games from the start, Kiwipete (discovered checks, castling, en
    /// passant, promotions) and two Chess960 starts.
    #[test]
    fn gives_check_is_what_playing_shows() {
        let mut rng = crate::test_rng::Rng(0xC4EC_5EED);
        let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        let starts = [
            Position::standard(),
            super::super::fen::parse(kiwipete, false).unwrap(),
            Position::chess960(0),
            Position::chess960(959),
        ];
        let (mut checks_found, mut uncovered) = (0, 0);
        for start in starts {
            for _ in 0..6 {
                let mut pos = start;
                for _ in 0..100 {
                    let mut moves = Vec::new();
                    super::super::movegen::generate(&pos, &mut |m| moves.push(m));
                    if moves.is_empty() {
                        break;
                    }
                    let checks = pos.checks();
                    for &m in &moves {
                        let played = pos.play(m).checkers();
                        assert_eq!(pos.gives_check(m, &checks), played != 0, "{m:?} in {pos:?}");
                        checks_found += (played != 0) as u32;
                        uncovered += (played & bit(m.to) == 0 && played != 0) as u32;
                    }
                    pos = pos.play(moves[rng.below(moves.len())]);
                }
            }
        }
        assert!(
            checks_found > 100 && uncovered > 0,
            "{checks_found} checks, {uncovered} uncovered"
        );
    }

    #[test]
    fn scharnagl_numbers() {
        assert_eq!(Position::chess960(518), Position::standard());
        // 0 is BBQNNRKR.
        let p = Position::chess960(0);
        let roles: Vec<usize> = (0..8).map(|f| p.role_at(f)).collect();
        assert_eq!(
            roles,
            [
                BISHOP_, BISHOP_, QUEEN_, KNIGHT_, KNIGHT_, ROOK_, KING_, ROOK_
            ]
        );
        // 959 is RKRNNQBB.
        let p = Position::chess960(959);
        let roles: Vec<usize> = (0..8).map(|f| p.role_at(f)).collect();
        assert_eq!(
            roles,
            [
                ROOK_, KING_, ROOK_, KNIGHT_, KNIGHT_, QUEEN_, BISHOP_, BISHOP_
            ]
        );
    }
}
