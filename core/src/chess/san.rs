//! SAN (standard algebraic notation, PGN 8.2.3): writing it for every legal move, and reading it
//! leniently.
//!
//! Written: piece letter (none for a pawn), the start file, rank or both only when another piece
//! of the same kind can legally go to the same square (file first, then rank, then both), `x` for a
//! capture (a pawn capture starts with its file), the square, `=Q` for a promotion, `O-O` and
//! `O-O-O` for castling, `+` for check and `#` for mate.
//!
//! Read as python-chess reads it: check marks, `!`/`?` and `e.p.` are ignored; castling with zeros
//! (`0-0`); more start squares than needed (`Ng1f3`, `e2-e4`); a spurious `x` on a piece move; no
//! `=` or a lower-case piece for a promotion (`e8Q`, `e8q`); a leading `P` for a pawn.

use super::attacks::{Bitboard, bit};
use super::fen::{LETTERS, parse_square, square_letters};
use super::movegen;
use super::position::{Checks, KING_, Kind, PAWN_, Position, Raw};
use crate::moves::TextOut;

/// What writing the SAN of each legal move of a position needs, found once for the position.
pub(crate) struct Context<'a, M> {
    /// Every legal move of the position (or, for one move that no other piece of its kind could
    /// make to the same square, that move alone).
    legal: &'a [M],
    /// For each role, the squares that more than one of the moving side's pieces of that role
    /// can go to (castling aside): only a move to one of them can need its start file or rank.
    /// Pawns are marked too, though SAN never names a pawn's rivals.
    shared: [Bitboard; 6],
    checks: Checks,
}

impl<'a, M: Copy + Into<Raw>> Context<'a, M> {
    /// The context of `pos`, whose legal moves are `legal`.
    pub fn new(pos: &Position, legal: &'a [M]) -> Context<'a, M> {
        let (mut seen, mut shared) = ([0; 6], [0; 6]);
        for m in legal
            .iter()
            .map(|&m| m.into())
            .filter(|m| m.kind != Kind::Castle)
        {
            let role = m.role as usize;
            shared[role] |= seen[role] & bit(m.to);
            seen[role] |= bit(m.to);
        }
        Context {
            legal,
            shared,
            checks: pos.checks(),
        }
    }
}

/// Writes the SAN of the legal move `m` of `pos`, whose [`Context`] is `ctx`.
pub(crate) fn write<M: Copy + Into<Raw>>(
    pos: &Position,
    m: Raw,
    ctx: &Context<'_, M>,
    out: &mut TextOut<'_>,
) {
    if m.kind == Kind::Castle {
        out.push_bytes(if m.to > m.from { b"O-O" } else { b"O-O-O" });
    } else {
        let capture = m.kind == Kind::EnPassant || pos.theirs() & bit(m.to) != 0;
        let role = m.role as usize;
        let from = square_letters(m.from);
        if role == PAWN_ {
            if capture {
                out.push(from[0]);
            }
        } else {
            out.push(LETTERS[role] as u8);
            // Other pieces of the same kind that can go to the same square: the start file tells
            // them apart if none shares it, else the rank if none shares that, else both.
            let (mut rivals, mut same_file, mut same_rank) = (false, false, false);
            if ctx.shared[role] & bit(m.to) != 0 {
                for o in ctx.legal.iter().map(|&o| o.into()) {
                    if o.role == m.role
                        && o.to == m.to
                        && o.from != m.from
                        && o.kind != Kind::Castle
                    {
                        rivals = true;
                        same_file |= o.from % 8 == m.from % 8;
                        same_rank |= o.from / 8 == m.from / 8;
                    }
                }
            }
            if rivals {
                if !same_file {
                    out.push(from[0]);
                } else if !same_rank {
                    out.push(from[1]);
                } else {
                    out.push_bytes(&from);
                }
            }
        }
        if capture {
            out.push(b'x');
        }
        out.push_bytes(&square_letters(m.to));
        if m.kind == Kind::Promotion {
            out.push(b'=');
            out.push(LETTERS[m.promotion as usize] as u8);
        }
    }
    if pos.gives_check(m, &ctx.checks) {
        let mark = if movegen::has_moves(&pos.play(m)) {
            b'+'
        } else {
            b'#'
        };
        out.push(mark);
    }
}

/// Move text as read: castling, a UCI move, or SAN.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Text {
    /// `O-O` (`long` false) or `O-O-O`.
    Castle { long: bool },
    /// A UCI move; `to` may be the castling rook's square (king takes rook).
    Uci {
        from: u8,
        to: u8,
        promotion: Option<usize>,
    },
    /// SAN, possibly with more of the start square than needed.
    San {
        role: usize,
        file: Option<u8>,
        rank: Option<u8>,
        capture: bool,
        to: u8,
        promotion: Option<usize>,
    },
}

pub(super) fn promotion_role(c: u8) -> Option<usize> {
    match c.to_ascii_uppercase() {
        b'N' => Some(1),
        b'B' => Some(2),
        b'R' => Some(3),
        b'Q' => Some(4),
        _ => None,
    }
}

/// Reads move text; `None` when it is neither castling, UCI nor SAN.
pub(crate) fn read(text: &str) -> Option<Text> {
    let mut t = text.trim();
    t = t.trim_end_matches(['+', '#', '!', '?']);
    t = t.strip_suffix("e.p.").unwrap_or(t).trim_end();
    match t {
        "O-O" | "0-0" => return Some(Text::Castle { long: false }),
        "O-O-O" | "0-0-0" => return Some(Text::Castle { long: true }),
        _ => {}
    }
    let b = t.as_bytes();
    if (b.len() == 4 || b.len() == 5) && b.is_ascii() {
        if let (Some(from), Some(to)) = (parse_square(&t[..2]), parse_square(&t[2..4])) {
            let promotion = match b.get(4) {
                None => None,
                Some(&c) => Some(promotion_role(c)?),
            };
            return Some(Text::Uci {
                from,
                to,
                promotion,
            });
        }
    }
    if !t.is_ascii() || t.is_empty() {
        return None;
    }
    let mut b = t.as_bytes();
    let mut role = PAWN_;
    if let Some(r) = LETTERS.iter().position(|&l| l as u8 == b[0]) {
        role = r;
        b = &b[1..];
    }
    let mut promotion = None;
    if b.len() >= 3 {
        let last = b[b.len() - 1];
        let before = b[b.len() - 2];
        if let Some(p) = promotion_role(last) {
            if before == b'=' {
                promotion = Some(p);
                b = &b[..b.len() - 2];
            } else if before.is_ascii_digit() {
                promotion = Some(p);
                b = &b[..b.len() - 1];
            }
        }
    }
    if b.len() < 2 {
        return None;
    }
    let to = parse_square(std::str::from_utf8(&b[b.len() - 2..]).ok()?)?;
    let mut rest = &b[..b.len() - 2];
    let mut file = None;
    let mut rank = None;
    let mut capture = false;
    if let [f @ b'a'..=b'h', tail @ ..] = rest {
        file = Some(f - b'a');
        rest = tail;
    }
    if let [r @ b'1'..=b'8', tail @ ..] = rest {
        rank = Some(r - b'1');
        rest = tail;
    }
    match rest {
        [] => {}
        [b'x'] => capture = true,
        [b'-'] => {}
        _ => return None,
    }
    if role == KING_ && promotion.is_some() {
        return None;
    }
    Some(Text::San {
        role,
        file,
        rank,
        capture,
        to,
        promotion,
    })
}
