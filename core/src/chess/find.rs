//! The legal move a move text names, found without listing the position's moves, each move
//! checked as reading the text checks it ([`super::engine::matches`]) so that the answer is the
//! one the full reading gives. SAN looks only at the pieces of its role that reach its square,
//! each move's legality told by where the king would stand; castling and UCI take the
//! generator's moves that land on their square (and every castling and en-passant capture).

use super::attacks::{self, Bitboard, KING, KNIGHT, PAWN, RANK_1, RANK_8, bit, squares};
use super::movegen::{self, Each, Sink};
use super::position::{
    BISHOP_, KING_, KNIGHT_, Kind, NO_SQUARE, PAWN_, Position, QUEEN_, ROOK_, Raw,
};
use super::san::Text;
use crate::side::Side;

/// Reads move text as [`super::san::read`] does, quickly for the forms files write (SAN with
/// no more than it needs, `=Q` promotions, castling with letters, check marks), the full way for
/// the rest.
pub(crate) fn read(text: &str) -> Option<Text> {
    let mut b = text.as_bytes();
    while let [rest @ .., b'+' | b'#'] = b {
        b = rest;
    }
    let square = |f: u8, r: u8| (r - b'1') * 8 + (f - b'a');
    let role = |p: u8| match p {
        b'N' => KNIGHT_,
        b'B' => BISHOP_,
        b'R' => ROOK_,
        b'Q' => QUEEN_,
        _ => KING_,
    };
    let promotion = super::san::promotion_role;
    let san = |role: usize, file: Option<u8>, rank: Option<u8>, capture: bool, to: u8| {
        Some(Text::San {
            role,
            file,
            rank,
            capture,
            to,
            promotion: None,
        })
    };
    match *b {
        [f @ b'a'..=b'h', r @ b'1'..=b'8'] => san(PAWN_, None, None, false, square(f, r)),
        [g @ b'a'..=b'h', b'x', f @ b'a'..=b'h', r @ b'1'..=b'8'] => {
            san(PAWN_, Some(g - b'a'), None, true, square(f, r))
        }
        [
            p @ (b'N' | b'B' | b'R' | b'Q' | b'K'),
            f @ b'a'..=b'h',
            r @ b'1'..=b'8',
        ] => san(role(p), None, None, false, square(f, r)),
        [
            p @ (b'N' | b'B' | b'R' | b'Q' | b'K'),
            b'x',
            f @ b'a'..=b'h',
            r @ b'1'..=b'8',
        ] => san(role(p), None, None, true, square(f, r)),
        [
            p @ (b'N' | b'B' | b'R' | b'Q'),
            d @ (b'a'..=b'h' | b'1'..=b'8'),
            ref rest @ ..,
        ] => {
            let (capture, f, r) = match *rest {
                [f @ b'a'..=b'h', r @ b'1'..=b'8'] => (false, f, r),
                [b'x', f @ b'a'..=b'h', r @ b'1'..=b'8'] => (true, f, r),
                _ => return super::san::read(text),
            };
            let (file, rank) = match d {
                b'a'..=b'h' => (Some(d - b'a'), None),
                _ => (None, Some(d - b'1')),
            };
            san(role(p), file, rank, capture, square(f, r))
        }
        [ref pawn @ .., b'=', q] if promotion(q).is_some() => match *pawn {
            [f @ b'a'..=b'h', r @ (b'1' | b'8')] => Some(Text::San {
                role: PAWN_,
                file: None,
                rank: None,
                capture: false,
                to: square(f, r),
                promotion: promotion(q),
            }),
            [g @ b'a'..=b'h', b'x', f @ b'a'..=b'h', r @ (b'1' | b'8')] => Some(Text::San {
                role: PAWN_,
                file: Some(g - b'a'),
                rank: None,
                capture: true,
                to: square(f, r),
                promotion: promotion(q),
            }),
            _ => super::san::read(text),
        },
        [b'O', b'-', b'O'] => Some(Text::Castle { long: false }),
        [b'O', b'-', b'O', b'-', b'O'] => Some(Text::Castle { long: true }),
        _ => super::san::read(text),
    }
}

/// What a text names among the legal moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Found {
    /// No legal move.
    None,
    /// Exactly one.
    One(Raw),
    /// Several.
    Many,
}

/// The legal moves of `pos` that `text` names, as the full reading finds them: castling in UCI
/// is king takes rook in Chess960, where the king's landing square is read only if nothing else
/// fits.
pub(crate) fn find(pos: &Position, text: &Text) -> Found {
    if let Text::San { role, to, .. } = *text {
        return san(pos, text, role, to);
    }
    let found = scan(pos, text, !pos.chess960);
    if found == Found::None && pos.chess960 {
        return scan(pos, text, true);
    }
    found
}

/// The legal moves of `role` to `to` that the SAN `text` names.
fn san(pos: &Position, text: &Text, role: usize, to: u8) -> Found {
    let t = attacks::tables();
    let us = pos.turn;
    let ours = pos.ours();
    let theirs = pos.theirs();
    let occupied = ours | theirs;
    let target = bit(to);
    if ours & target != 0 {
        return Found::None;
    }
    let mine = pos.roles[role] & ours;
    let mut found = Found::None;
    let mut check = |m: Raw| {
        if super::engine::matches(pos, m, text, true) && legal(pos, m) {
            found = match found {
                Found::None => Found::One(m),
                _ => Found::Many,
            };
        }
    };
    if role != PAWN_ {
        let from = match role {
            KNIGHT_ => KNIGHT[to as usize],
            BISHOP_ => t.bishop(to, occupied),
            ROOK_ => t.rook(to, occupied),
            QUEEN_ => t.bishop(to, occupied) | t.rook(to, occupied),
            _ => KING[to as usize],
        } & mine;
        for from in squares(from) {
            check(Raw {
                from,
                to,
                role: role as u8,
                kind: Kind::Normal,
                promotion: 0,
            });
        }
        return found;
    }
    let (up, second) = match us {
        Side::White => (8i8, RANK_1 << 8),
        Side::Black => (-8i8, RANK_8 >> 8),
    };
    let pawn = |from, kind, check: &mut _| movegen::emit_pawn(check, from, to, kind);
    if theirs & target != 0 {
        for from in squares(PAWN[(!us).index()][to as usize] & mine) {
            pawn(from, Kind::Normal, &mut check);
        }
    } else if to == pos.ep && pos.ep != NO_SQUARE {
        for from in squares(PAWN[(!us).index()][to as usize] & mine) {
            pawn(from, Kind::EnPassant, &mut check);
        }
    } else {
        let one = (to as i8 - up) as u8;
        if one < 64 {
            if mine & bit(one) != 0 {
                pawn(one, Kind::Normal, &mut check);
            } else if occupied & bit(one) == 0 {
                let two = (one as i8 - up) as u8;
                if two < 64 && mine & second & bit(two) != 0 {
                    pawn(two, Kind::Double, &mut check);
                }
            }
        }
    }
    found
}

/// Whether a move that is not a castling, of a piece of the side to move to a square it may
/// reach, leaves its king out of check.
fn legal(pos: &Position, m: Raw) -> bool {
    let us = pos.turn;
    let (from, to) = (bit(m.from), bit(m.to));
    let mut taken = to & pos.theirs();
    if m.kind == Kind::EnPassant {
        taken = bit(m.to ^ 8);
    }
    let occupied = (pos.occupied() ^ from ^ taken) | to;
    let king = if m.role as usize == KING_ {
        m.to
    } else {
        pos.king(us)
    };
    pos.attackers(king, !us, occupied) & !taken == 0
}

fn scan(pos: &Position, text: &Text, king_lands: bool) -> Found {
    let mut found = Found::None;
    let mut check = |m: Raw| {
        if super::engine::matches(pos, m, text, king_lands) {
            found = match found {
                Found::None => Found::One(m),
                _ => Found::Many,
            };
        }
    };
    let (target, role) = match *text {
        Text::Castle { .. } => (0, None),
        Text::Uci { to, .. } => (bit(to), None),
        Text::San { to, role, .. } => (bit(to), Some(role)),
    };
    let mut sink = Landing {
        each: Each(&mut check),
        target,
        role,
    };
    movegen::generate_into(pos, &mut sink);
    found
}

/// A sink that passes on only the moves landing on `target` (and, for SAN, of `role`), and every
/// special move.
struct Landing<'a, F: FnMut(Raw)> {
    each: Each<'a, F>,
    target: Bitboard,
    role: Option<usize>,
}

impl<F: FnMut(Raw)> Sink for Landing<'_, F> {
    #[inline(always)]
    fn piece(&mut self, role: usize, from: u8, targets: Bitboard) {
        let targets = targets & self.target;
        if targets != 0 && self.role.is_none_or(|r| r == role) {
            self.each.piece(role, from, targets);
        }
    }

    #[inline(always)]
    fn pawns(&mut self, targets: Bitboard, delta: i8, double: bool) {
        let targets = targets & self.target;
        if targets != 0 && self.role.is_none_or(|r| r == super::position::PAWN_) {
            self.each.pawns(targets, delta, double);
        }
    }

    #[inline(always)]
    fn pawn(&mut self, from: u8, targets: Bitboard) {
        let targets = targets & self.target;
        if targets != 0 && self.role.is_none_or(|r| r == super::position::PAWN_) {
            self.each.pawn(from, targets);
        }
    }

    #[inline(always)]
    fn special(&mut self, m: Raw) {
        self.each.special(m);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::engine::{Chess, fill_public, fitting};
    use crate::chess::fen::square_name;
    use crate::chess::position::{Kind, castle_squares};
    use crate::chess::san;
    use crate::engine::Engine;
    use crate::moves::Move;
    use crate::test_rng::Rng;

    /// Every text a move may be written as, and some that name no move or several.
    fn texts(pos: &Position, legal: &[Raw]) -> Vec<String> {
        let ctx = san::Context::new(pos, legal);
        let mut out = Vec::new();
        for &m in legal {
            let mut mv = Move::BLANK;
            fill_public(&mut mv, pos, m, &ctx);
            let san = mv.notation().to_string();
            out.push(san.clone());
            out.push(mv.long().to_string());
            if m.kind == Kind::Castle {
                // Both UCI forms of castling: king takes rook, and the king's landing square.
                let from = square_name(m.from);
                out.push(format!("{from}{}", square_name(m.to)));
                out.push(format!(
                    "{from}{}",
                    square_name(castle_squares(m.from, m.to).0)
                ));
            }
            // Less than the SAN says: the piece's letter and the square alone.
            let bare: String = san.chars().filter(|c| !"x+#=".contains(*c)).collect();
            out.push(bare);
            let to = square_name(m.to);
            out.push(to.to_string());
            out.push(format!("N{to}"));
            out.push(format!("x{to}"));
        }
        out.extend(["O-O", "O-O-O", "0-0", "e8=K", "Kxx", "a9"].map(String::from));
        out
    }

    /// Calls `visit` with each position of `games` random games of up to `plies` plies (every
    /// `chess960`-th from a Chess960 start) and its legal moves.
    fn random_positions(
        seed: u64,
        games: usize,
        chess960: usize,
        mut visit: impl FnMut(&Position, &[Raw]),
    ) {
        let mut rng = Rng(seed);
        for game in 0..games {
            let mut pos = if game % chess960 == 0 {
                Position::chess960(rng.below(960) as u32)
            } else {
                Position::standard()
            };
            for _ in 0..60 {
                let mut legal = Vec::new();
                movegen::generate(&pos, &mut |m| legal.push(m));
                if legal.is_empty() {
                    break;
                }
                visit(&pos, &legal);
                pos = Chess::after(&pos, legal[rng.below(legal.len())]);
            }
        }
    }

    #[test]
    fn finds_what_the_full_reading_finds() {
        let mut checked = 0;
        random_positions(0x5eed_f11e, 40, 3, |pos, legal| {
            for text in texts(pos, legal) {
                let Some(parsed) = san::read(&text) else {
                    continue;
                };
                let want = match fitting(pos, legal.iter().copied(), &parsed).as_slice() {
                    [] => Found::None,
                    [one] => Found::One(legal[*one]),
                    _ => Found::Many,
                };
                assert_eq!(find(pos, &parsed), want, "{text} in {pos:?}");
                checked += 1;
            }
        });
        assert!(checked > 10_000, "{checked}");
    }

    #[test]
    fn quick_reading_of_text_is_the_full_one() {
        let mut texts_seen = 0;
        random_positions(0x7e47, 12, 4, |pos, legal| {
            for text in texts(pos, legal) {
                for extra in ["", "+", "#", "++", "!", "=", "e.p."] {
                    let text = format!("{text}{extra}");
                    assert_eq!(read(&text), san::read(&text), "{text}");
                    texts_seen += 1;
                }
            }
        });
        for text in [
            "e8=Q", "e8=K", "e1=N+", "dxe8=R#", "e7=Q", "axb1=B", "Nbd7", "N1f3", "Rxa1", "Qh4xe1",
            "Ka1", "Kxb2", "O-O", "O-O-O", "O-O-O+", "0-0", "e8Q", "Pe4", "x", "", "+", "h9", "i4",
            "Nxx4", "N9f3", "Bbxc3", "K1e2", "Qa1=Q", "e8=q",
        ] {
            assert_eq!(read(text), san::read(text), "{text}");
        }
        assert!(texts_seen > 10_000, "{texts_seen}");
    }

    #[test]
    fn pins_checks_and_en_passant_as_the_full_reading() {
        for (fen, chess960) in [
            // En passant that would uncover a check along the rank, and one that is fine.
            ("8/8/8/K1pP3r/8/8/8/7k w - c6 0 1", false),
            ("8/8/8/2pP4/8/8/8/K6k w - c6 0 1", false),
            // En passant that takes the checking pawn.
            ("8/8/8/2pP4/1K6/8/8/7k w - c6 0 1", false),
            // A pinned knight, a pinned bishop along its line, a double check.
            ("4r2k/8/8/8/8/8/4N3/4K3 w - - 0 1", false),
            ("7k/8/8/8/8/2b5/3B4/4K3 w - - 0 1", false),
            ("4r2k/8/8/8/1b6/8/3N4/4K3 w - - 0 1", false),
            // Two knights and two rooks that reach one square; promotions with and without taking.
            ("3k4/8/8/8/8/2N1N3/8/R3K2R w KQ - 0 1", false),
            ("1n5k/P7/8/8/8/8/8/K7 w - - 0 1", false),
            // Castling in Chess960 next to a king move to the same square.
            ("1r3kr1/8/8/8/8/8/8/1R3KR1 w GBgb - 0 1", true),
        ] {
            let pos = crate::chess::fen::parse(fen, chess960).unwrap();
            let mut legal = Vec::new();
            movegen::generate(&pos, &mut |m| legal.push(m));
            for text in texts(&pos, &legal) {
                let Some(parsed) = san::read(&text) else {
                    continue;
                };
                let want = match fitting(&pos, legal.iter().copied(), &parsed).as_slice() {
                    [] => Found::None,
                    [one] => Found::One(legal[*one]),
                    _ => Found::Many,
                };
                assert_eq!(find(&pos, &parsed), want, "{text} in {fen}");
            }
        }
    }
}
