//! Draughts as a [`Engine`]: the engine of this folder behind the rules interface, one
//! monomorphised copy per set of [`Rules`] (board layout and capture rules).

use std::marker::PhantomData;
use std::sync::atomic::AtomicBool;

use super::layout::Layout;
use super::position::{Position, RawMove};
use super::rules::{Precedence, Rules};
use super::{fen, movegen, notation, perft, routes};
use crate::engine::{Engine, Outcome};
use crate::error::{Listed, Result, bail};
use crate::moves::Move;
use crate::options::{DrawMode, Options};
use crate::perft::Finished;
use crate::piece::{Piece, Role};
use crate::side::Side;
use crate::status::Reason;
use crate::variant::Variant;
use routes::{Route, Squares};

/// Draughts played by the rules `R`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Draughts<R: Rules>(PhantomData<R>);

impl<R: Rules> Engine for Draughts<R> {
    type Position = Position;
    type Raw = RawMove;
    type Legal = Route;

    fn start(_: Variant, options: &Options) -> Position {
        super::position::start::<R>(options.first)
    }

    fn read_fen(variant: Variant, text: &str) -> Result<Position> {
        fen::parse::<R::L>(text, variant.men_per_side())
    }

    fn write_fen(pos: &Position) -> String {
        fen::write::<R::L>(pos)
    }

    fn turn(pos: &Position) -> Side {
        pos.side
    }

    fn piece_at(pos: &Position, square: u8) -> Option<Piece> {
        pos.piece_at::<R::L>(square as u32)
            .map(|(side, king)| Piece {
                side,
                role: if king { Role::King } else { Role::Man },
            })
    }

    fn legal(pos: &Position, options: &Options) -> Vec<Route> {
        routes::legal_routes::<R>(pos, options.mandatory_capture())
    }

    fn legal_into(pos: &Position, options: &Options, out: &mut Vec<Route>) {
        routes::legal_routes_into::<R>(pos, options.mandatory_capture(), out)
    }

    fn public(_: &Position, legal: &[Route], index: usize) -> Move {
        legal[index].mv.public()
    }

    fn public_all(_: &Position, legal: &[Route]) -> Vec<Move> {
        let mut out = Vec::with_capacity(legal.len());
        for r in legal {
            r.mv.push_public(&mut out);
        }
        out
    }

    #[inline]
    fn after(pos: &Position, raw: RawMove) -> Position {
        pos.play::<R>(raw)
    }

    fn is_progress(pos: &Position, raw: RawMove) -> bool {
        pos.is_progress(raw)
    }

    fn material(pos: &Position) -> u64 {
        let count = |bits: u64| bits.count_ones() as u64;
        let [black, white] = pos.pieces;
        count(black & !pos.kings)
            | count(black & pos.kings) << 16
            | count(white & !pos.kings) << 32
            | count(white & pos.kings) << 48
    }

    /// FMJD (International, Brazilian, Pool, Frisian): a lone king against one to three pieces,
    /// at least one a king: `short` moves each against one or two, `long` against three.
    /// FMJD-64 (Russian): against one or two pieces with a king, `short` (7.2.8); against three
    /// pieces with the lone king on the long diagonal a1-h8, `short` (7.2.7); against three or
    /// more kings, `long` (7.2.4); otherwise, with kings on both sides, the balance count of
    /// `endgame_balance` by the pieces on the board (7.2.6).
    fn endgame_limit(pos: &Position, options: &Options) -> Option<u32> {
        let rule = options.endgame;
        if rule.mode == DrawMode::Off {
            return None;
        }
        let lone = |s: u64| s.count_ones() == 1 && s & pos.kings != 0;
        let [black, white] = pos.pieces;
        if R::ENDGAME_THREE_KINGS {
            // Pool (APCA): three kings against a lone king must win within `long` moves.
            let kings_only = pos.kings == black | white;
            let counts = (black.count_ones(), white.count_ones());
            return (kings_only && matches!(counts, (1, 3) | (3, 1))).then(|| rule.long * 2);
        }
        if R::ENDGAME_KINGS_ONLY {
            // Frisian: only kings on the board; two against one, `long` moves each; one against
            // one, `short`.
            if pos.kings != black | white {
                return None;
            }
            return match (black.count_ones(), white.count_ones()) {
                (1, 1) => Some(rule.short * 2),
                (1, 2) | (2, 1) => Some(rule.long * 2),
                _ => None,
            };
        }
        let (alone, other) = if lone(black) {
            (black, white)
        } else if lone(white) {
            (white, black)
        } else {
            (0, 0)
        };
        let other_kings = other & pos.kings;
        if !R::ENDGAME_FMJD64 {
            if alone == 0 || other_kings == 0 {
                return None;
            }
            return match other.count_ones() {
                1 | 2 => Some(rule.short * 2),
                3 => Some(rule.long * 2),
                _ => None,
            };
        }
        if alone != 0 && other_kings != 0 {
            let n = other.count_ones();
            if n <= 2 {
                return Some(rule.short * 2);
            }
            let long_diagonal = [29u32, 25, 22, 18, 15, 11, 8, 4]
                .iter()
                .fold(0u64, |m, &sq| m | 1u64 << <R::L as Layout>::bit(sq));
            if n == 3 && alone & long_diagonal != 0 {
                return Some(rule.short * 2);
            }
            if n >= 3 && other == other_kings {
                return Some(rule.long * 2);
            }
        }
        let balance = options.endgame_balance;
        let both_have_kings = black & pos.kings != 0 && white & pos.kings != 0;
        if both_have_kings {
            let count = match (black | white).count_ones() {
                4 | 5 => balance.small,
                6 | 7 => balance.large,
                _ => 0,
            };
            if count > 0 {
                return Some(count * 2);
            }
        }
        None
    }

    fn outcome(pos: &Position, has_moves: bool) -> Option<Outcome> {
        if pos.mine() == 0 {
            return Some(Outcome::win(!pos.side, Reason::NoPieces));
        }
        // Only a set-up position can leave the side that just moved without pieces: the side to
        // move has already won, rather than having to make a pointless move first.
        if pos.theirs() == 0 {
            return Some(Outcome::win(pos.side, Reason::NoPieces));
        }
        if !has_moves {
            return Some(Outcome::win(!pos.side, Reason::NoMoves));
        }
        None
    }

    fn has_moves(pos: &Position, _: &Options) -> bool {
        movegen::has_move::<R>(pos)
    }

    fn must_act(legal: &[Route], options: &Options) -> Vec<u8> {
        if !options.mandatory_capture() {
            return Vec::new();
        }
        let mut out: Vec<u8> = legal
            .iter()
            .filter(|l| l.mv.is_capture())
            .map(|l| l.mv.from())
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    fn resolve_text(
        variant: Variant,
        pos: &Position,
        legal: &[Route],
        options: &Options,
        text: &str,
    ) -> Result<usize> {
        let parsed = notation::parse(text, variant)?;
        let squares: Vec<u8> = parsed.squares.iter().map(|&s| s as u8).collect();
        let found = candidates(legal, &squares, |l| l.mv.is_capture() == parsed.capture);
        pick::<R>(pos, legal, options, found, &squares, parsed.capture, text)
    }

    fn resolve_path(
        pos: &Position,
        legal: &[Route],
        options: &Options,
        path: &[u8],
    ) -> Result<usize> {
        let found = candidates(legal, path, |_| true);
        pick::<R>(
            pos,
            legal,
            options,
            found,
            path,
            true,
            &crate::moves::show_path(path),
        )
    }

    fn quick_text(
        variant: Variant,
        pos: &Position,
        options: &Options,
        text: &str,
    ) -> Option<Route> {
        let mut squares = [0; crate::moves::MAX_PATH];
        match notation::read_short(text, variant, &mut squares)? {
            (&[from, to], false) => routes::only_step::<R>(pos, from as u32, to as u32),
            (squares, true) if options.mandatory_capture() => {
                routes::only_capture::<R>(pos, squares)
            }
            _ => None,
        }
    }

    fn perft(
        pos: &Position,
        depth: u32,
        options: &Options,
        drop_duplicates: bool,
        _: Finished,
        bulk: u32,
        stop: Option<&AtomicBool>,
    ) -> Option<u64> {
        perft::perft::<R>(
            pos,
            depth,
            options.mandatory_capture(),
            drop_duplicates,
            bulk,
            stop,
        )
    }
}

/// Moves of the right kind that `squares` name exactly, or else by first and last square, or else
/// as a prefix of their path (each tier only when the one before finds nothing).
fn candidates(legal: &[Route], squares: &[u8], kind: impl Fn(&Route) -> bool) -> Vec<usize> {
    let exact: Vec<usize> = (0..legal.len())
        .filter(|&i| kind(&legal[i]) && legal[i].mv.path() == squares)
        .collect();
    if !exact.is_empty() {
        return exact;
    }
    // A move named by its first and last squares (PDN short form) before the moves whose path
    // merely begins with those squares (a flying king's first landing can be another move's end).
    if squares.len() == 2 {
        let ends: Vec<usize> = (0..legal.len())
            .filter(|&i| {
                let m = &legal[i].mv;
                kind(&legal[i]) && m.from() == squares[0] && m.to() == squares[1]
            })
            .collect();
        if !ends.is_empty() {
            return ends;
        }
    }
    (0..legal.len())
        .filter(|&i| kind(&legal[i]) && legal[i].mv.path().starts_with(squares))
        .collect()
}

/// The one outcome among the `found` moves, or why there is none or more than one.
fn pick<R: Rules>(
    pos: &Position,
    legal: &[Route],
    options: &Options,
    found: Vec<usize>,
    squares: &[u8],
    capture: bool,
    shown: &str,
) -> Result<usize> {
    let Some(&first) = found.first() else {
        bail!(
            IllegalMove,
            "{shown}: {}",
            explain::<R>(pos, legal, options, squares, capture)
        );
    };
    // Routes that differ only in the order of the jumps end in the same position: any will do.
    if found.iter().all(|&i| legal[i].raw == legal[first].raw) {
        return Ok(first);
    }
    let names: Vec<String> = found.iter().map(|&i| legal[i].mv.notation()).collect();
    bail!(
        AmbiguousMove,
        "{shown} fits {} moves: {}; give the whole route",
        names.len(),
        Listed(&names)
    )
}

/// Why no legal move matches `squares`.
fn explain<R: Rules>(
    pos: &Position,
    legal: &[Route],
    options: &Options,
    squares: &[u8],
    capture: bool,
) -> String {
    let from = squares[0];
    let turn = pos.side;
    if from == 0 || from as u32 > <R::L as Layout>::SQUARES {
        return format!("there is no square {from}");
    }
    let at = shown::<R>(from);
    let Some(piece) = Draughts::<R>::piece_at(pos, from) else {
        return format!("there is no piece on {at}");
    };
    if piece.side != turn {
        return format!(
            "the piece on {at} is {}'s and {turn} is to move",
            piece.side
        );
    }
    let kind = piece.role.name();
    let own: Vec<&Squares> = legal
        .iter()
        .map(|l| &l.mv)
        .filter(|m| m.from() == from)
        .collect();
    let mut capturing: Vec<u8> = legal
        .iter()
        .filter(|l| l.mv.is_capture())
        .map(|l| l.mv.from())
        .collect();
    capturing.dedup();
    if own.is_empty() {
        if options.mandatory_capture() && !capturing.is_empty() {
            return format!(
                "a capture is mandatory and the pieces that can capture are on {}",
                list::<R>(&capturing)
            );
        }
        if pos.blocked_king::<R>() & (1u64 << <R::L as Layout>::bit(from as u32)) != 0 {
            return format!(
                "the king on {at} has made three moves in a row; while its side has men, another piece must move"
            );
        }
        return format!("the {kind} on {at} cannot move");
    }
    let names: Vec<String> = own.iter().map(|m| m.notation()).collect();
    if !capture && own.iter().all(|m| m.is_capture()) && options.mandatory_capture() {
        return format!("a capture is mandatory: {}", Listed(&names));
    }
    if capture && R::RANKED && own.iter().all(|m| m.is_capture()) {
        let most = own.iter().map(|m| m.captures().len()).max().unwrap_or(0);
        let rule = match R::PRECEDENCE {
            Precedence::Quality => format!(
                "the capture that takes the most pieces ({most}), and of those the most kings, is compulsory"
            ),
            Precedence::Italian => format!(
                "the capture priorities (the most pieces ({most}), with a king, the most kings, a king met first) allow only"
            ),
            Precedence::Value => "the capture of the highest value (a king counting a little less than two men; at equal value, with a king) is compulsory".to_string(),
            _ => format!("the capture that takes the most pieces ({most}) is compulsory"),
        };
        return format!("{rule}: {}", Listed(&names));
    }
    format!("the {kind} on {at} can play {}", Listed(&names))
}

/// A square as the variant's notation writes it: its number, or its name (`c3`).
fn shown<R: Rules>(square: u8) -> String {
    let v = R::VARIANT;
    match v.geometry().square_name(square) {
        Some(name) if v.algebraic_notation() => name,
        _ => square.to_string(),
    }
}

fn list<R: Rules>(squares: &[u8]) -> String {
    squares
        .iter()
        .map(|&s| shown::<R>(s))
        .collect::<Vec<_>>()
        .join(", ")
}
