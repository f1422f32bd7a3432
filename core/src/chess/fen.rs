//! FEN: reading and writing chess positions.
//!
//! Read in two steps, each failing with `invalid_fen`: [`read`] turns the text into a [`Setup`]
//! (six fields, or four with the clocks left out; castling as `KQkq`, Shredder-FEN file letters
//! `HAha` or X-FEN), then [`validate`] checks that the setup is a legal position (one king each,
//! no pawn on the first or last rank, at most 16 pieces and 8 pawns a side, the side not to move
//! not in check, castling rights that match a king and rook on their squares, an en-passant
//! square behind a pawn that has just advanced two squares).
//!
//! Written form: castling as `KQkq` in chess; in Chess960 as X-FEN (`K`/`Q` for the outermost
//! rook on that wing, the rook's file letter otherwise, so a standard position reads the same
//! as in chess). The en-passant square is written only when an en-passant capture is legal (as
//! python-chess writes FEN by default).

use super::attacks::{RANK_1, RANK_8, bit, squares};
use super::position::{KING_, NO_SQUARE, PAWN_, Position, ROOK_, back_rank};
use std::fmt;

use crate::error::{ErrorKind, Quoted, QuotedChar, Result, bail};
use crate::side::Side;

/// A FEN read but not yet checked.
#[derive(Clone, Debug)]
pub(crate) struct Setup {
    board: Position,
    castling: Vec<char>,
    ep: Option<u8>,
}

/// The letters of the roles, by role index.
pub(crate) const LETTERS: [char; 6] = ['P', 'N', 'B', 'R', 'Q', 'K'];

/// The letter of a piece: upper case for White.
pub(crate) fn letter(side: Side, role: usize) -> char {
    match side {
        Side::White => LETTERS[role],
        Side::Black => LETTERS[role].to_ascii_lowercase(),
    }
}

/// The two letters of a square's name, `a1`..`h8`.
pub(crate) fn square_letters(square: u8) -> [u8; 2] {
    [b'a' + square % 8, b'1' + square / 8]
}

/// The name of a square, `a1`..`h8`.
pub(crate) fn square_name(square: u8) -> String {
    square_letters(square)
        .iter()
        .map(|&b| char::from(b))
        .collect()
}

/// The square of a name `a1`..`h8`.
pub(crate) fn parse_square(name: &str) -> Option<u8> {
    match name.as_bytes() {
        [f @ b'a'..=b'h', r @ b'1'..=b'8'] => Some((r - b'1') * 8 + (f - b'a')),
        _ => None,
    }
}

/// Reads a FEN, then checks it is a legal position of chess (`chess960` false) or Chess960.
pub(crate) fn parse(text: &str, chess960: bool) -> Result<Position> {
    let q_text = Quoted(text);
    let setup =
        read(text).map_err(|e| e.with_context(ErrorKind::InvalidFen, format_args!("{q_text}")))?;
    validate(setup, chess960).map_err(|e| {
        e.with_context(
            ErrorKind::InvalidFen,
            format_args!("{q_text} is not a legal position"),
        )
    })
}

fn number(text: &str, what: &str) -> Result<u32> {
    if text.is_empty() || text.len() > 6 || !text.bytes().all(|b| b.is_ascii_digit()) {
        bail!(
            InvalidFen,
            "the {what} {q_text} is not a number",
            q_text = Quoted(&text)
        );
    }
    Ok(text.parse().unwrap_or(0))
}

/// Step one: the text, read into a [`Setup`].
pub(crate) fn read(text: &str) -> Result<Setup> {
    if text.len() > 200 {
        bail!(InvalidFen, "longer than 200 characters");
    }
    let fields: Vec<&str> = text.split_ascii_whitespace().collect();
    if fields.len() != 4 && fields.len() != 6 {
        bail!(
            InvalidFen,
            "{} fields; a FEN has 6 (placement, side, castling, en passant, clocks) or 4",
            fields.len()
        );
    }
    let mut board = Position::EMPTY;
    let ranks: Vec<&str> = fields[0].split('/').collect();
    if ranks.len() != 8 {
        bail!(InvalidFen, "{} ranks; a board has 8", ranks.len());
    }
    for (i, rank) in ranks.iter().enumerate() {
        let r = 7 - i as u8;
        let mut file = 0u8;
        for c in rank.chars() {
            if let Some(d) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                file += d as u8;
            } else if let Some(role) = LETTERS.iter().position(|&l| l == c.to_ascii_uppercase()) {
                if file < 8 {
                    let side = if c.is_ascii_uppercase() {
                        Side::White
                    } else {
                        Side::Black
                    };
                    board.put(side, role, r * 8 + file);
                }
                file += 1;
            } else {
                bail!(
                    InvalidFen,
                    "{q_c} in rank {} is not a piece or a count",
                    r + 1,
                    q_c = QuotedChar(c)
                );
            }
            if file > 8 {
                break;
            }
        }
        if file != 8 {
            bail!(InvalidFen, "rank {} holds {file} squares, not 8", r + 1);
        }
    }
    board.turn = match fields[1] {
        "w" => Side::White,
        "b" => Side::Black,
        other => bail!(
            InvalidFen,
            "side to move {q_other} (expected w or b)",
            q_other = Quoted(&other)
        ),
    };
    let castling: Vec<char> = match fields[2] {
        "-" => Vec::new(),
        text => {
            let chars: Vec<char> = text.chars().collect();
            for (i, &c) in chars.iter().enumerate() {
                if !matches!(c, 'K' | 'Q' | 'k' | 'q' | 'A'..='H' | 'a'..='h') {
                    bail!(
                        InvalidFen,
                        "castling field {q_text}: {q_c} is not a right",
                        q_text = Quoted(&text),
                        q_c = QuotedChar(c)
                    );
                }
                if chars[..i].contains(&c) {
                    bail!(
                        InvalidFen,
                        "castling field {q_text}: {q_c} twice",
                        q_text = Quoted(&text),
                        q_c = QuotedChar(c)
                    );
                }
            }
            chars
        }
    };
    let ep = match fields[3] {
        "-" => None,
        name => match parse_square(name) {
            Some(s) => Some(s),
            None => bail!(
                InvalidFen,
                "en-passant field {q_name} is not a square or -",
                q_name = Quoted(&name)
            ),
        },
    };
    if fields.len() == 6 {
        board.halfmoves = number(fields[4], "half-move clock")?;
        board.fullmoves = number(fields[5], "move number")?.max(1);
    }
    Ok(Setup {
        board,
        castling,
        ep,
    })
}

/// Step two: checks a setup and makes it a position.
pub(crate) fn validate(setup: Setup, chess960: bool) -> Result<Position> {
    let Setup {
        mut board,
        castling,
        ep,
    } = setup;
    for side in Side::BOTH {
        let kings = board.of(side, KING_).count_ones();
        if kings != 1 {
            bail!(InvalidFen, "{side} has {kings} kings; each side has one");
        }
        let n = board.sides[side.index()].count_ones();
        if n > 16 {
            bail!(InvalidFen, "{side} has {n} pieces; a side has at most 16");
        }
        let pawns = board.of(side, PAWN_).count_ones();
        if pawns > 8 {
            bail!(InvalidFen, "{side} has {pawns} pawns; a side has at most 8");
        }
    }
    if let Some(s) = squares(board.roles[PAWN_] & (RANK_1 | RANK_8)).next() {
        bail!(
            InvalidFen,
            "a pawn on {}: pawns never stand on the first or last rank",
            square_name(s)
        );
    }
    let waiting = !board.turn;
    if board.attacked(board.king(waiting), board.turn, board.occupied()) {
        bail!(
            InvalidFen,
            "{waiting} is in check but it is {}'s move",
            board.turn
        );
    }
    let checkers = board.checkers().count_ones();
    if checkers > 2 {
        bail!(InvalidFen, "{checkers} pieces give check at once");
    }
    for c in castling {
        let side = if c.is_ascii_uppercase() {
            Side::White
        } else {
            Side::Black
        };
        let rank = back_rank(side);
        let king = board.king(side);
        let rooks = board.of(side, ROOK_) & rank;
        let bad = |why: fmt::Arguments<'_>| -> Result<Position> {
            bail!(
                InvalidFen,
                "castling right {q_c}: {why}",
                q_c = QuotedChar(c)
            )
        };
        if bit(king) & rank == 0 {
            return bad(format_args!("the {side} king is not on its first rank"));
        }
        let rook = match c.to_ascii_uppercase() {
            'K' => squares(rooks).filter(|&r| r > king).last(),
            'Q' => squares(rooks).find(|&r| r < king),
            f => {
                let s = (king & !7) + (f as u8 - b'A');
                (rooks & bit(s) != 0).then_some(s)
            }
        };
        let Some(rook) = rook else {
            return bad(format_args!("no {side} rook to castle with"));
        };
        if !chess960 && (king % 8 != 4 || (rook % 8 != 0 && rook % 8 != 7)) {
            return bad(format_args!(
                "in chess the king stands on the e-file and the rook in a corner"
            ));
        }
        if board.castling
            & back_rank(side)
            & if rook > king {
                !0 << king
            } else {
                (1 << king) - 1
            }
            != 0
        {
            return bad(format_args!("that wing has a castling right already"));
        }
        board.castling |= bit(rook);
    }
    if let Some(ep) = ep {
        let (rank, forward): (u8, i8) = match board.turn {
            Side::White => (5, -8),
            Side::Black => (2, 8),
        };
        let pawn = (ep as i8 + forward) as u8;
        let origin = (ep as i8 - forward) as u8;
        if ep / 8 != rank
            || board.occupied() & (bit(ep) | bit(origin)) != 0
            || board.of(waiting, PAWN_) & bit(pawn) == 0
        {
            bail!(
                InvalidFen,
                "en-passant square {}: no {waiting} pawn has just advanced two squares past it",
                square_name(ep)
            );
        }
        board.ep = ep;
        super::movegen::normalise_en_passant(&mut board);
    }
    board.chess960 = chess960;
    Ok(board)
}

/// Writes a position: `chess960` chooses X-FEN castling letters over `KQkq`.
pub(crate) fn write(pos: &Position, chess960: bool) -> String {
    let mut out = String::with_capacity(90);
    for r in (0..8u8).rev() {
        let mut empty = 0;
        for f in 0..8u8 {
            match pos.piece_at(r * 8 + f) {
                Some((side, role)) => {
                    if empty > 0 {
                        out.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    out.push(letter(side, role));
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            out.push(char::from(b'0' + empty));
        }
        if r > 0 {
            out.push('/');
        }
    }
    out.push_str(if pos.turn == Side::White {
        " w "
    } else {
        " b "
    });
    out.push_str(&castling(pos, chess960));
    out.push(' ');
    if pos.ep == NO_SQUARE {
        out.push('-');
    } else {
        out.push_str(&square_name(pos.ep));
    }
    out.push_str(&format!(" {} {}", pos.halfmoves, pos.fullmoves));
    out
}

fn castling(pos: &Position, chess960: bool) -> String {
    let mut out = String::new();
    for side in [Side::White, Side::Black] {
        let king = pos.king(side);
        let rooks = pos.of(side, ROOK_) & back_rank(side);
        let rights = pos.castling & back_rank(side);
        // King's side first, then queen's side.
        let east = squares(rights).filter(|&r| r > king);
        let west = squares(rights).filter(|&r| r < king);
        for (rook, outermost, wing) in [
            (
                east.last(),
                squares(rooks).filter(|&r| r > king).last(),
                'K',
            ),
            (west.last(), squares(rooks).find(|&r| r < king), 'Q'),
        ] {
            let Some(rook) = rook else { continue };
            let c = if !chess960 || Some(rook) == outermost {
                wing
            } else {
                char::from(b'A' + rook % 8)
            };
            out.push(if side == Side::White {
                c
            } else {
                c.to_ascii_lowercase()
            });
        }
    }
    if out.is_empty() {
        out.push('-');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        for fen in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        ] {
            assert_eq!(write(&parse(fen, false).unwrap(), false), fen);
        }
    }
}
