//! Chess and Chess960 as a [`Engine`]: the engine of this folder behind the rules interface.

use std::sync::atomic::AtomicBool;

use super::attacks::{bit, squares};
use super::position::{Kind, PAWN_, Position, QUEEN_, ROOK_, Raw, back_rank, castle_squares};
use super::san::{self, Text};
use super::{fen, movegen, perft, uci};
use crate::engine::{Engine, Legal, Outcome};
use crate::error::{Quoted, Result, bail};
use crate::moves::{Extra, Move, MoveKind};
use crate::options::Options;
use crate::perft::Finished;
use crate::piece::{Piece, Role};
use crate::side::Side;
use crate::status::Reason;
use crate::variant::Variant;

/// Chess and Chess960 (each position says which it is: [`Position::chess960`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Chess;

/// The public role of a role index.
pub(crate) fn role(index: usize) -> Role {
    [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ][index]
}

/// Where a move's path ends: a castling king's landing square, else the target square.
fn public_to(m: Raw) -> u8 {
    if m.kind == Kind::Castle {
        castle_squares(m.from, m.to).0
    } else {
        m.to
    }
}

/// Fills `mv` (a [`Move::BLANK`]) with the public move of the legal move `m` of `pos`, whose SAN
/// context is `ctx`.
fn fill_public(mv: &mut Move, pos: &Position, m: Raw, ctx: &san::Context<'_>, chess960: bool) {
    let to = public_to(m);
    let captures: &[u8] = if m.kind == Kind::EnPassant {
        &[m.to ^ 8]
    } else if m.kind != Kind::Castle && pos.theirs() & bit(m.to) != 0 {
        &[m.to]
    } else {
        &[]
    };
    let promotion = (m.kind == Kind::Promotion).then(|| role(m.promotion as usize));
    // The square a player clicks is the one the UCI text names (in Chess960 the rook's).
    let target = Some(if chess960 { m.to } else { to });
    let extra = Extra {
        target,
        ..Extra::NONE
    };
    mv.fill(
        MoveKind::Travel,
        &[m.from, to],
        captures,
        promotion,
        extra,
        |san, long| {
            san::write(pos, m, ctx, san);
            uci::write(m, chess960, long);
        },
    );
}

/// The legal moves of a position with their public form, sorted by path (then queen, rook,
/// bishop, knight for promotions).
fn legal_moves(pos: &Position, chess960: bool) -> Vec<Legal<Raw>> {
    let mut raws = Vec::with_capacity(64);
    movegen::generate(pos, &mut |m| raws.push(m));
    // Sorted by a number per move (the path, then the promotion, then the move's index), not
    // as public moves (a Move is about 200 bytes).
    let mut order: Vec<u32> = raws
        .iter()
        .enumerate()
        .map(|(i, &m)| {
            let promotion = if m.kind == Kind::Promotion {
                QUEEN_ as u32 - m.promotion as u32
            } else {
                0
            };
            (m.from as u32) << 24 | (public_to(m) as u32) << 16 | promotion << 8 | i as u32
        })
        .collect();
    // Insertion sort: a position has a few dozen moves (218 at most), and this is a few dozen
    // bytes of WebAssembly where `sort_unstable` is 3.7 KB.
    for i in 1..order.len() {
        let mut j = i;
        while j > 0 && order[j - 1] > order[j] {
            order.swap(j - 1, j);
            j -= 1;
        }
    }
    // Each move written in place in the list: building it elsewhere and moving it copies it.
    let ctx = san::Context::new(pos, &raws);
    let mut out: Vec<Legal<Raw>> = Vec::with_capacity(order.len());
    for &k in &order {
        let raw = raws[(k & 0xff) as usize];
        out.push(Legal {
            raw,
            mv: Move::BLANK,
        });
        if let Some(l) = out.last_mut() {
            fill_public(&mut l.mv, pos, raw, &ctx, chess960);
        }
    }
    out
}

fn wing(long: bool) -> &'static str {
    if long { "O-O-O" } else { "O-O" }
}

impl Engine for Chess {
    type Position = Position;
    type Raw = Raw;
    type Legal = Legal<Raw>;

    fn start(variant: Variant, _: &Options) -> Position {
        Position {
            chess960: variant == Variant::Chess960,
            ..Position::standard()
        }
    }

    fn read_fen(variant: Variant, text: &str) -> Result<Position> {
        let chess960 = variant == Variant::Chess960;
        // A start number is its decimal digits alone: no sign, no blanks, no leading zero.
        let t = text.trim();
        if chess960 && !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()) {
            return match t.parse::<u32>() {
                Ok(n) if n < 960 && t == text && (t == "0" || !t.starts_with('0')) => {
                    Ok(Position::chess960(n))
                }
                Ok(n) if n < 960 => bail!(
                    InvalidFen,
                    "{q_text}: a Chess960 start number is written as its digits alone, with no blanks or leading zeros (e.g. \"{n}\")",
                    q_text = Quoted(text)
                ),
                _ => bail!(
                    InvalidFen,
                    "{q_t}: a Chess960 start number is 0 to 959 (518 is the standard start)",
                    q_t = Quoted(&t)
                ),
            };
        }
        fen::parse(text, chess960)
    }

    fn write_fen(pos: &Position) -> String {
        fen::write(pos, pos.chess960)
    }

    fn start_number(pos: &Position) -> Option<u32> {
        if !pos.chess960 || pos.halfmoves != 0 || pos.fullmoves != 1 {
            return None;
        }
        (0..960).find(|&n| Position::chess960(n) == *pos)
    }

    fn reversible_at_start(pos: &Position) -> u32 {
        pos.halfmoves
    }

    fn turn(pos: &Position) -> Side {
        pos.turn
    }

    fn piece_at(pos: &Position, square: u8) -> Option<Piece> {
        pos.piece_at(square).map(|(side, r)| Piece {
            side,
            role: role(r),
        })
    }

    fn legal(pos: &Position, _: &Options) -> Vec<Legal<Raw>> {
        legal_moves(pos, pos.chess960)
    }

    fn after(pos: &Position, raw: Raw) -> Position {
        let mut next = pos.play(raw);
        movegen::normalise_en_passant(&mut next);
        next
    }

    fn is_progress(pos: &Position, raw: Raw) -> bool {
        raw.role as usize == PAWN_ || (raw.kind != Kind::Castle && pos.theirs() & bit(raw.to) != 0)
    }

    fn material(pos: &Position) -> u64 {
        let mut out = 0u64;
        for side in Side::BOTH {
            for r in 0..6 {
                out = out << 5 | pos.of(side, r).count_ones() as u64;
            }
        }
        out
    }

    fn endgame_limit(_: &Position, _: &Options) -> Option<u32> {
        None
    }

    fn outcome(pos: &Position, has_moves: bool) -> Option<Outcome> {
        let in_check = pos.checkers() != 0;
        if !has_moves && in_check {
            return Some(Outcome::win(!pos.turn, Reason::Checkmate));
        }
        if pos.insufficient_material() {
            return Some(Outcome::draw(Reason::InsufficientMaterial));
        }
        if !has_moves {
            return Some(Outcome::draw(Reason::Stalemate));
        }
        None
    }

    fn has_moves(pos: &Position, _: &Options) -> bool {
        movegen::has_moves(pos)
    }

    fn must_act(_: &[Legal<Raw>], _: &Options) -> Vec<u8> {
        Vec::new()
    }

    fn checkers(pos: &Position) -> Vec<u8> {
        squares(pos.checkers()).collect()
    }

    fn checked_king(pos: &Position) -> Option<u8> {
        (pos.checkers() != 0).then(|| pos.king(pos.turn))
    }

    fn move_number_at_start(pos: &Position) -> u32 {
        pos.fullmoves
    }

    fn resolve_text(
        _: Variant,
        pos: &Position,
        legal: &[Legal<Raw>],
        _: &Options,
        text: &str,
    ) -> Result<usize> {
        let Some(parsed) = san::read(text) else {
            bail!(
                InvalidNotation,
                "{q_text} is not a chess move (SAN such as Nf3, exd8=Q, O-O, or UCI such as g1f3)",
                q_text = Quoted(&text)
            );
        };
        let found = fitting(pos, legal.iter().map(|l| l.raw), &parsed);
        pick(pos, legal, found, text, &parsed)
    }

    /// Reading a fragment: the move the text names found among the position's moves without
    /// writing every move's notation (the full reading writes them all, for its messages). Only
    /// when exactly one move fits, found as [`Engine::resolve_text`] finds it; its public move
    /// is written in place at the end of `history`.
    fn quick_text(
        _: Variant,
        pos: &Position,
        _: &Options,
        text: &str,
        history: &mut Vec<Move>,
    ) -> Option<Raw> {
        let parsed = san::read(text)?;
        let mut raws = Vec::with_capacity(64);
        movegen::generate(pos, &mut |m| raws.push(m));
        let &[index] = fitting(pos, raws.iter().copied(), &parsed).as_slice() else {
            return None;
        };
        let raw = raws[index];
        history.push(Move::BLANK);
        if let Some(mv) = history.last_mut() {
            fill_public(mv, pos, raw, &san::Context::new(pos, &raws), pos.chess960);
        }
        Some(raw)
    }

    fn resolve_path(
        pos: &Position,
        legal: &[Legal<Raw>],
        _: &Options,
        path: &[u8],
    ) -> Result<usize> {
        let shown = path
            .iter()
            .map(|&s| fen::square_name(s))
            .collect::<Vec<_>>()
            .join("-");
        if path.len() != 2 {
            bail!(
                IllegalMove,
                "{shown}: a chess move goes from one square to another (two squares)"
            );
        }
        let parsed = Text::Uci {
            from: path[0],
            to: path[1],
            promotion: None,
        };
        let found: Vec<usize> = (0..legal.len())
            .filter(|&i| matches(pos, legal[i].raw, &parsed, true))
            .collect();
        pick(pos, legal, found, &shown, &parsed)
    }

    fn perft(
        pos: &Position,
        depth: u32,
        _: &Options,
        _: bool,
        _: Finished,
        _: u32, // the walk counts only the last ply in bulk
        stop: Option<&AtomicBool>,
    ) -> Option<u64> {
        perft::perft(pos, depth, stop)
    }
}

/// The indexes of the moves among `moves` that `text` names. Castling in UCI is the king's
/// two-square move in chess and king takes rook in Chess960, where the king's landing square is
/// read only if nothing else fits.
fn fitting(pos: &Position, moves: impl Iterator<Item = Raw> + Clone, text: &Text) -> Vec<usize> {
    let find = |king_lands: bool| -> Vec<usize> {
        moves
            .clone()
            .enumerate()
            .filter(|&(_, m)| matches(pos, m, text, king_lands))
            .map(|(i, _)| i)
            .collect()
    };
    let found = find(!pos.chess960);
    if found.is_empty() && pos.chess960 {
        return find(true);
    }
    found
}

/// Whether the legal move `m` is one that `text` names; `king_lands` lets a UCI castling name
/// the king's landing square as well as the rook's square.
fn matches(pos: &Position, m: Raw, text: &Text, king_lands: bool) -> bool {
    match *text {
        Text::Castle { long } => m.kind == Kind::Castle && (m.to < m.from) == long,
        Text::Uci {
            from,
            to,
            promotion,
        } => {
            let lands = if m.kind == Kind::Castle {
                to == m.to || (king_lands && to == castle_squares(m.from, m.to).0)
            } else {
                to == m.to
            };
            m.from == from
                && lands
                && promotion.is_none_or(|p| m.kind == Kind::Promotion && p == m.promotion as usize)
        }
        Text::San {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            if m.kind == Kind::Castle || m.role as usize != role || m.to != to {
                return false;
            }
            if file.is_some_and(|f| f != m.from % 8) || rank.is_some_and(|r| r != m.from / 8) {
                return false;
            }
            if role == PAWN_ {
                let takes = m.kind == Kind::EnPassant || pos.theirs() & bit(m.to) != 0;
                // A pawn capture names its file; a pawn step has no x.
                if takes != file.is_some_and(|f| f != m.to % 8) || (capture && !takes) {
                    return false;
                }
            }
            promotion.is_none_or(|p| m.kind == Kind::Promotion && p == m.promotion as usize)
        }
    }
}

/// The one move among `found`, or why there is none or more than one.
fn pick(
    pos: &Position,
    legal: &[Legal<Raw>],
    found: Vec<usize>,
    shown: &str,
    text: &Text,
) -> Result<usize> {
    match found.as_slice() {
        [one] => Ok(*one),
        [] => bail!(IllegalMove, "{shown}: {}", explain(pos, legal, text)),
        many => {
            let names: Vec<&str> = many.iter().map(|&i| legal[i].mv.notation()).collect();
            let what = if many.iter().all(|&i| legal[i].raw.kind == Kind::Promotion) {
                "choose the piece to promote to"
            } else {
                "say which"
            };
            bail!(
                AmbiguousMove,
                "{shown} fits {} moves: {}; {what}",
                names.len(),
                names.join(", ")
            )
        }
    }
}

/// Why no legal move fits.
fn explain(pos: &Position, legal: &[Legal<Raw>], text: &Text) -> String {
    let turn = pos.turn;
    let check = if pos.checkers() != 0 {
        format!(" ({turn} is in check)")
    } else {
        String::new()
    };
    let from = match *text {
        Text::Castle { long } => return castling_refusal(pos, long),
        Text::Uci { from, .. } => from,
        Text::San { role, to, .. } => {
            let names: Vec<&str> = legal
                .iter()
                .filter(|l| l.raw.role as usize == role && l.raw.kind != Kind::Castle)
                .filter(|l| l.mv.to() == Some(to))
                .map(|l| l.mv.notation())
                .collect();
            let piece = role_name(role);
            return if names.is_empty() {
                format!(
                    "no {turn} {piece} can move to {}{check}",
                    fen::square_name(to)
                )
            } else {
                format!("it does not fit the legal moves {}", names.join(", "))
            };
        }
    };
    let name = fen::square_name(from);
    match pos.piece_at(from) {
        None => format!("there is no piece on {name}"),
        Some((side, _)) if side != turn => {
            format!("the piece on {name} is {side}'s and {turn} is to move")
        }
        Some((_, r)) => {
            let own: Vec<&str> = legal
                .iter()
                .filter(|l| l.mv.from() == Some(from))
                .map(|l| l.mv.notation())
                .collect();
            if own.is_empty() {
                format!("the {} on {name} has no legal move{check}", role_name(r))
            } else {
                format!(
                    "the {} on {name} can play {}{check}",
                    role_name(r),
                    own.join(", ")
                )
            }
        }
    }
}

fn role_name(r: usize) -> &'static str {
    role(r).name()
}

/// Why castling on one wing is not legal now.
fn castling_refusal(pos: &Position, long: bool) -> String {
    let turn = pos.turn;
    let king = pos.king(turn);
    let what = wing(long);
    let rights =
        squares(pos.castling & back_rank(turn) & pos.of(turn, ROOK_)).find(|&r| (r < king) == long);
    let Some(rook) = rights else {
        return format!("{turn} has no right to castle {what} (king or rook has moved)");
    };
    if pos.checkers() != 0 {
        return format!("{turn} may not castle out of check");
    }
    let (kto, rto) = castle_squares(king, rook);
    let t = super::attacks::tables();
    let needed = (t.between(king, kto) | t.between(rook, rto) | bit(kto) | bit(rto))
        & !(bit(king) | bit(rook));
    if pos.occupied() & needed != 0 {
        return format!("{what}: the squares between the king and the rook are not empty");
    }
    format!("{what}: the king may not pass through or land on an attacked square")
}
