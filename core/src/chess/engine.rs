//! Chess and Chess960 as a [`Engine`]: the engine of this folder behind the rules interface.

use std::sync::atomic::AtomicBool;

use super::attacks::{KNIGHT, bit, squares};
use super::position::{
    BISHOP_, KING_, KNIGHT_, Kind, PAWN_, Position, QUEEN_, ROOK_, Raw, back_rank, castle_squares,
};
use super::san::{self, Text};
use super::{fen, movegen, perft, uci};
use crate::engine::{Engine, LegalMove, Outcome};
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

/// A legal chess move as a game keeps it: the move the engine plays and the squares the API
/// reads without writing its SAN (written only for the moves someone reads: [`Chess::public`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Legal {
    pub raw: Raw,
    /// The square left and the square reached (a castling king's landing square).
    path: [u8; 2],
    /// The square of the taken piece (not `to` for en passant), if any.
    taken: [u8; 1],
    takes: bool,
    /// The square a player clicks: the one the UCI text names (in Chess960 a castling rook's).
    target: u8,
}

impl Legal {
    /// The legal move `m` of `pos`.
    fn new(pos: &Position, m: Raw) -> Legal {
        let taken = if m.kind == Kind::EnPassant {
            Some(m.to ^ 8)
        } else if m.kind != Kind::Castle && pos.theirs() & bit(m.to) != 0 {
            Some(m.to)
        } else {
            None
        };
        Legal {
            raw: m,
            path: [m.from, public_to(m)],
            taken: [taken.unwrap_or(0)],
            takes: taken.is_some(),
            target: if pos.chess960 { m.to } else { public_to(m) },
        }
    }
}

impl From<Legal> for Raw {
    fn from(l: Legal) -> Raw {
        l.raw
    }
}

impl LegalMove for Legal {
    type Raw = Raw;

    fn raw(&self) -> Raw {
        self.raw
    }
    fn path(&self) -> &[u8] {
        &self.path
    }
    fn promotion(&self) -> Option<Role> {
        (self.raw.kind == Kind::Promotion).then(|| role(self.raw.promotion as usize))
    }
    fn target(&self) -> Option<u8> {
        Some(self.target)
    }
    fn captures(&self) -> Option<&[u8]> {
        Some(&self.taken[..usize::from(self.takes)])
    }
}

/// The public move of the legal move `m` of `pos`, whose SAN context is `ctx`.
fn public_move<M: Copy + Into<Raw>>(pos: &Position, m: &Legal, ctx: &san::Context<'_, M>) -> Move {
    let raw = m.raw;
    let extra = Extra {
        target: Some(m.target),
        ..Extra::NONE
    };
    let mut mv = Move::BLANK;
    mv.fill(
        MoveKind::Travel,
        &m.path,
        &m.taken[..usize::from(m.takes)],
        m.promotion(),
        extra,
        |text, long| {
            san::write(pos, raw, ctx, text);
            uci::write(raw, pos.chess960, long);
        },
    );
    mv
}

/// Fills `mv` with the public move of the legal move `m` of `pos`, whose SAN context is `ctx` (for
/// readers that hold an engine move, such as the game files' chess reader).
pub(crate) fn fill_public<M: Copy + Into<Raw>>(
    mv: &mut Move,
    pos: &Position,
    m: Raw,
    ctx: &san::Context<'_, M>,
) {
    *mv = public_move(pos, &Legal::new(pos, m), ctx);
}

/// Whether another piece of the kind of `m` (a move of `pos`) could go to the same square: only
/// then can its SAN need its start square, found from the whole list of legal moves.
fn may_need_rivals(pos: &Position, m: Raw) -> bool {
    let role = m.role as usize;
    if role == PAWN_ || role == KING_ || m.kind == Kind::Castle {
        return false;
    }
    let others = pos.of(pos.turn, role) & !bit(m.from);
    if others == 0 {
        return false;
    }
    let t = super::attacks::tables();
    let occupied = pos.occupied();
    let reach = match role {
        KNIGHT_ => KNIGHT[m.to as usize],
        BISHOP_ => t.bishop(m.to, occupied),
        ROOK_ => t.rook(m.to, occupied),
        _ => t.bishop(m.to, occupied) | t.rook(m.to, occupied),
    };
    others & reach != 0
}

/// The legal moves of a position into `out` (cleared first), sorted by path (then queen, rook,
/// bishop, knight for promotions); nothing allocated once `out` has room for twice the moves.
fn legal_moves(pos: &Position, out: &mut Vec<Legal>) {
    out.clear();
    // The moves of each start square, counted as they come.
    let (mut per_square, mut starts) = ([0u8; 64], 0u64);
    movegen::generate(pos, &mut |m| {
        per_square[m.from as usize] += 1;
        starts |= bit(m.from);
        out.push(Legal::new(pos, m));
    });
    // Sorted by a number per move (the path, then the promotion, then the move's index), kept
    // on the stack (a position has 218 legal moves at most): first put in order of their start
    // square, which leaves only a few moves of a square out of order (a pawn's), then sorted by
    // insertion, in about as many steps as moves (and a few dozen bytes of WebAssembly where
    // `sort_unstable` is 3.7 KB).
    let mut next = 0;
    for square in squares(starts) {
        let moves = per_square[square as usize];
        per_square[square as usize] = next;
        next += moves;
    }
    let mut order = [0u32; 256];
    for (i, l) in out.iter().enumerate() {
        let promotion = if l.raw.kind == Kind::Promotion {
            QUEEN_ as u32 - l.raw.promotion as u32
        } else {
            0
        };
        let from = &mut per_square[l.path[0] as usize];
        order[usize::from(*from)] =
            (l.path[0] as u32) << 24 | (l.path[1] as u32) << 16 | promotion << 8 | i as u32;
        *from += 1;
    }
    let n = out.len();
    let order = &mut order[..n];
    for i in 1..order.len() {
        let mut j = i;
        while j > 0 && order[j - 1] > order[j] {
            order.swap(j - 1, j);
            j -= 1;
        }
    }
    if order
        .iter()
        .enumerate()
        .any(|(i, &k)| (k & 0xff) as usize != i)
    {
        // The moves in order after the generated ones, which are then dropped.
        for &k in order.iter() {
            let m = out[(k & 0xff) as usize];
            out.push(m);
        }
        out.drain(..n);
    }
}

fn wing(long: bool) -> &'static str {
    if long { "O-O-O" } else { "O-O" }
}

impl Engine for Chess {
    type Position = Position;
    type Raw = Raw;
    type Legal = Legal;

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

    fn legal_into(pos: &Position, _: &Options, out: &mut Vec<Legal>) {
        legal_moves(pos, out)
    }

    fn public(pos: &Position, legal: &[Legal], index: usize) -> Move {
        public_move(pos, &legal[index], &san::Context::new(pos, legal))
    }

    fn public_all(pos: &Position, legal: &[Legal]) -> Vec<Move> {
        let ctx = san::Context::new(pos, legal);
        legal.iter().map(|m| public_move(pos, m, &ctx)).collect()
    }

    fn played(pos: &Position, m: &Legal) -> Move {
        if !may_need_rivals(pos, m.raw) {
            return public_move(pos, m, &san::Context::new(pos, std::slice::from_ref(m)));
        }
        let mut raws = Vec::with_capacity(64);
        movegen::generate(pos, &mut |r| raws.push(r));
        public_move(pos, m, &san::Context::new(pos, &raws))
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

    fn must_act(_: &[Legal], _: &Options) -> Vec<u8> {
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
        legal: &[Legal],
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

    /// Reading a fragment or a game file: the move the text names found among the position's
    /// moves without writing any notation. Only when exactly one move fits, found as
    /// [`Engine::resolve_text`] finds it.
    fn quick_text(_: Variant, pos: &Position, _: &Options, text: &str) -> Option<Legal> {
        let parsed = san::read(text)?;
        let mut raws = Vec::with_capacity(64);
        movegen::generate(pos, &mut |m| raws.push(m));
        let &[index] = fitting(pos, raws.iter().copied(), &parsed).as_slice() else {
            return None;
        };
        Some(Legal::new(pos, raws[index]))
    }

    fn resolve_path(pos: &Position, legal: &[Legal], _: &Options, path: &[u8]) -> Result<usize> {
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
pub(super) fn fitting(
    pos: &Position,
    moves: impl Iterator<Item = Raw> + Clone,
    text: &Text,
) -> Vec<usize> {
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
pub(super) fn matches(pos: &Position, m: Raw, text: &Text, king_lands: bool) -> bool {
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
    legal: &[Legal],
    found: Vec<usize>,
    shown: &str,
    text: &Text,
) -> Result<usize> {
    match found.as_slice() {
        [one] => Ok(*one),
        [] => bail!(IllegalMove, "{shown}: {}", explain(pos, legal, text)),
        many => {
            let all = Chess::public_all(pos, legal);
            let names: Vec<&str> = many.iter().map(|&i| all[i].notation()).collect();
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
fn explain(pos: &Position, legal: &[Legal], text: &Text) -> String {
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
            let all = Chess::public_all(pos, legal);
            let names: Vec<&str> = legal
                .iter()
                .zip(&all)
                .filter(|(l, _)| l.raw.role as usize == role && l.raw.kind != Kind::Castle)
                .filter(|(_, m)| m.to() == Some(to))
                .map(|(_, m)| m.notation())
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
            let all = Chess::public_all(pos, legal);
            let own: Vec<&str> = all
                .iter()
                .filter(|m| m.from() == Some(from))
                .map(Move::notation)
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
