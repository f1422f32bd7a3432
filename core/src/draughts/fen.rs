//! PDN FEN: reading and writing draughts positions.
//!
//! Written form: `B:W21,22,K30:B1,2,K9`: the side to move, then White's squares, then Black's,
//! ascending, a `K` before each king. Read form (PDN 3.0): the two colour blocks in either order,
//! ranges such as `1-12` (a `K` before a range makes it all kings), an empty block (`W:W:B1`),
//! spaces around tokens, a final `.`, leading zeros, and the lidraughts counters `:H<n>:F<n>`,
//! which are read and ignored.
//!
//! Every variant uses its own square numbers: Italian and Spanish their mirrored numberings, and
//! Turkish, which PDN gives no FEN, the same form on its 1-64 numbering (a8 = 1, h1 = 64), as
//! pydraughts writes it: the start is `W:W41-56:B9-24`.

use super::layout::Layout;
use super::position::Position;
use crate::error::{Error, ErrorKind, Quoted, Result, bail};
use crate::side::Side;

/// What a FEN says, read but not yet checked: who moves and where the pieces stand. Only
/// [`validate`] turns it into a [`Position`], so that reading never yields an impossible one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Setup {
    pub pieces: [u64; 2],
    pub kings: u64,
    pub side: Side,
}

/// Reads a PDN FEN on the board `L` (step one: the text), then checks that it is a position of
/// the variant, with at most `max_pieces` pieces per side (step two). Both fail with
/// `invalid_fen`; the message of the second says the position is not a legal one.
pub(crate) fn parse<L: Layout>(text: &str, max_pieces: u32) -> Result<Position> {
    let q_text = Quoted(text);
    let setup = read::<L>(text)
        .map_err(|e| e.with_context(ErrorKind::InvalidFen, format_args!("{q_text}")))?;
    validate::<L>(setup, max_pieces).map_err(|e| {
        e.with_context(
            ErrorKind::InvalidFen,
            format_args!("{q_text} is not a legal position"),
        )
    })
}

/// Step two: checks a setup against the board: piece counts, no man on its crowning row.
pub(crate) fn validate<L: Layout>(setup: Setup, max_pieces: u32) -> Result<Position> {
    let Setup {
        pieces,
        kings,
        side,
    } = setup;
    if pieces == [0, 0] {
        bail!(InvalidFen, "there are no pieces on the board");
    }
    for colour in Side::BOTH {
        let own = pieces[colour.index()];
        if own.count_ones() > max_pieces {
            bail!(
                InvalidFen,
                "{} {colour} pieces; a side has at most {max_pieces}",
                own.count_ones()
            );
        }
        let stuck = own & !kings & L::CROWN_ROW[colour.index()];
        if stuck != 0 {
            bail!(
                InvalidFen,
                "a {colour} man on {} would already have been crowned",
                L::square(stuck.trailing_zeros())
            );
        }
    }
    Ok(Position {
        pieces,
        kings,
        side,
        runs: [0; 2],
    })
}

/// Step one: the text, read into a [`Setup`]. Errors name what cannot be read.
pub(crate) fn read<L: Layout>(text: &str) -> Result<Setup> {
    if text.len() > 1000 {
        bail!(InvalidFen, "longer than 1000 characters");
    }
    let body = text.trim();
    let body = body.strip_suffix('.').unwrap_or(body);
    let mut fields = body.split(':');
    let side = match fields.next().map(str::trim) {
        Some("W") => Side::White,
        Some("B") => Side::Black,
        Some("") | None => bail!(InvalidFen, "the side to move is missing (expected W or B)"),
        Some(other) => bail!(
            InvalidFen,
            "{q_other} is not a side to move (expected W or B)",
            q_other = Quoted(&other)
        ),
    };
    let mut pieces = [0u64; 2];
    let mut kings = 0u64;
    let mut seen = [false; 2];
    let mut counters = false;
    for field in fields {
        let field = field.trim();
        let Some(first) = field.chars().next() else {
            bail!(InvalidFen, "an empty field between two ':'");
        };
        let rest = &field[first.len_utf8()..];
        let colour = match first {
            'W' => Side::White,
            'B' => Side::Black,
            'H' | 'F' if is_number(rest) => {
                counters = true;
                continue;
            }
            _ => bail!(
                InvalidFen,
                "field {q_field} should start with W or B (the colour of the pieces it lists)",
                q_field = Quoted(&field)
            ),
        };
        if counters {
            bail!(InvalidFen, "a colour field after the move counters");
        }
        if seen[colour.index()] {
            bail!(InvalidFen, "the pieces of {colour} are listed twice");
        }
        seen[colour.index()] = true;
        let rest = rest.trim();
        if rest.is_empty() {
            continue;
        }
        for token in rest.split(',') {
            let token = token.trim();
            let (king, range) = match token.strip_prefix('K') {
                Some(r) => (true, r.trim()),
                None => (false, token),
            };
            let (lo, hi) = match range.split_once('-') {
                Some((a, b)) => (square::<L>(a.trim(), token)?, square::<L>(b.trim(), token)?),
                None => {
                    let s = square::<L>(range, token)?;
                    (s, s)
                }
            };
            if lo > hi {
                bail!(
                    InvalidFen,
                    "range {q_token} runs backwards",
                    q_token = Quoted(&token)
                );
            }
            for sq in lo..=hi {
                let bit = 1u64 << L::bit(sq);
                if (pieces[0] | pieces[1]) & bit != 0 {
                    bail!(InvalidFen, "square {sq} is listed twice");
                }
                pieces[colour.index()] |= bit;
                if king {
                    kings |= bit;
                }
            }
        }
    }
    for colour in Side::BOTH {
        if !seen[colour.index()] {
            bail!(
                InvalidFen,
                "the pieces of {colour} are missing (a field starting with {})",
                letter(colour)
            );
        }
    }
    Ok(Setup {
        pieces,
        kings,
        side,
    })
}

fn is_number(s: &str) -> bool {
    !s.is_empty() && s.len() <= 9 && s.bytes().all(|b| b.is_ascii_digit())
}

fn square<L: Layout>(text: &str, token: &str) -> Result<u32> {
    if !is_number(text) {
        return Err(Error::new(
            ErrorKind::InvalidFen,
            format!(
                "{q_token} is not a square number or a range of them",
                q_token = Quoted(&token)
            ),
        ));
    }
    match text.parse::<u32>() {
        Ok(n) if (1..=L::SQUARES).contains(&n) => Ok(n),
        _ => Err(Error::new(
            ErrorKind::InvalidFen,
            // Digits only: shown as they are unless too long to repeat.
            if text.len() <= 8 {
                format!("square {text} is not on the board (1-{})", L::SQUARES)
            } else {
                format!(
                    "square {q_text} is not on the board (1-{})",
                    L::SQUARES,
                    q_text = Quoted(text)
                )
            },
        )),
    }
}

fn letter(side: Side) -> char {
    match side {
        Side::White => 'W',
        Side::Black => 'B',
    }
}

/// Writes a position in the canonical form.
pub(crate) fn write<L: Layout>(pos: &Position) -> String {
    let mut out = String::with_capacity(100);
    out.push(letter(pos.side));
    for colour in [Side::White, Side::Black] {
        out.push(':');
        out.push(letter(colour));
        // Squares ascending: in bit order on most boards, not on the mirrored ones.
        let mut squares = [(0u32, false); 64];
        let mut n = 0;
        let mut bits = pos.pieces[colour.index()];
        while bits != 0 {
            let bit = bits.trailing_zeros();
            bits &= bits - 1;
            squares[n] = (L::square(bit), pos.kings & (1u64 << bit) != 0);
            n += 1;
        }
        let squares = &mut squares[..n];
        if !squares.is_sorted() {
            squares.sort_unstable();
        }
        for (i, &(square, king)) in squares.iter().enumerate() {
            if i != 0 {
                out.push(',');
            }
            if king {
                out.push('K');
            }
            if square >= 10 {
                out.push(char::from(b'0' + (square / 10) as u8));
            }
            out.push(char::from(b'0' + (square % 10) as u8));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::layout::Board8;

    #[test]
    fn reads_ranges_and_writes_lists() {
        let p = parse::<Board8>("W:W21-32:B1-12", 12).unwrap();
        assert_eq!(p, Position::start::<Board8>(3, 0, Side::White));
        assert_eq!(
            write::<Board8>(&p),
            "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
        );
    }

    #[test]
    fn reads_kings_counters_and_spaces() {
        let p = parse::<Board8>(" B : W18, K24 : BK1-3,12 :H3:F10.", 12).unwrap();
        assert_eq!(write::<Board8>(&p), "B:W18,K24:BK1,K2,K3,12");
    }
}
