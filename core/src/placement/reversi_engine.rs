//! Reversi behind the rules interface: the engine of `reversi/` for the record.

use std::sync::atomic::AtomicBool;

use super::placed::{Naming, PASS_TEXT, Placed, disc, fen_error, material, side};
use super::reversi::{Position, Start};
use crate::engine::{Engine, Outcome};
use crate::error::{Quoted, Result, bail};
use crate::moves::Move;
use crate::options::{BoardSize, Opening, Options, Scoring};
use crate::perft::Finished;
use crate::piece::Piece;
use crate::side::Side;
use crate::status::Reason;
use crate::variant::Variant;

/// What the engine plays for a pass (no square has this number).
const PASS: u8 = u8::MAX;

/// Reversi (Othello).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Reversi;

/// The name of a square on a board of `size` columns (rows named from the top).
fn square_name(size: u8, square: u8) -> String {
    Placed::place(0, square, Naming::Square(size)).text()
}

/// Whether `text` is a pass: `pass`, or `PA` and `--` as transcripts write it (any case).
pub(crate) fn is_pass_text(text: &str) -> bool {
    text.eq_ignore_ascii_case(PASS_TEXT) || text.eq_ignore_ascii_case("pa") || text == "--"
}

/// The square `text` names on a board of `size` (`f5` or `F5`), if any.
fn read_square(size: u8, text: &str) -> Option<u8> {
    let bytes = text.as_bytes();
    let (&file, rank) = bytes.split_first()?;
    let col = file.to_ascii_lowercase().checked_sub(b'a')?;
    if rank.is_empty() || rank.len() > 2 || rank[0] == b'0' || !rank.iter().all(u8::is_ascii_digit)
    {
        return None;
    }
    let row = std::str::from_utf8(rank).ok()?.parse::<u8>().ok()? - 1;
    (col < size && row < size).then(|| row * size + col)
}

/// The legal moves: every placement, ascending, or the pass when there is none and the other side
/// has one; nothing once the game is over.
fn legal_moves(pos: &Position, out: &mut Vec<Placed>) {
    let naming = Naming::Square(pos.size());
    out.clear();
    out.reserve(16);
    pos.each_placement(|sq| out.push(Placed::place(sq, sq, naming)));
    if out.is_empty() && pos.must_pass() {
        out.push(Placed::pass(PASS, naming));
    }
}

impl Engine for Reversi {
    type Position = Position;
    type Raw = u8;
    type Legal = Placed;

    const PATH: (usize, usize) = (0, 1);
    const COUNTS_FINISHED: bool = true;

    fn start(_: Variant, options: &Options) -> Position {
        let start = match options.start {
            Opening::Othello => Start::Othello,
            Opening::Free => Start::Free,
        };
        Position::start(options.size.rows, start)
    }

    fn read_fen(_: Variant, text: &str) -> Result<Position> {
        Position::read_fen(text).map_err(fen_error)
    }

    fn write_fen(pos: &Position) -> String {
        pos.write_fen()
    }

    fn board_size(pos: &Position) -> Option<BoardSize> {
        Some(BoardSize {
            columns: pos.size(),
            rows: pos.size(),
        })
    }

    fn turn(pos: &Position) -> Side {
        side(pos.black_to_move())
    }

    fn piece_at(pos: &Position, square: u8) -> Option<Piece> {
        pos.disc(square).map(disc)
    }

    fn legal_into(pos: &Position, _: &Options, out: &mut Vec<Placed>) {
        legal_moves(pos, out)
    }

    fn public(pos: &Position, legal: &[Placed], index: usize) -> Move {
        let m = &legal[index];
        match m.square() {
            Some(square) => m.public(pos.flips(square)),
            None => m.public([]),
        }
    }

    fn after(pos: &Position, raw: u8) -> Position {
        if raw == PASS {
            pos.pass()
        } else {
            pos.place(raw)
        }
    }

    fn is_progress(_: &Position, _: u8) -> bool {
        // A disc never leaves the board, so no position can come back.
        true
    }

    fn material(pos: &Position) -> u64 {
        material(pos.occupied())
    }

    fn endgame_limit(_: &Position, _: &Options) -> Option<u32> {
        None
    }

    fn outcome(pos: &Position, has_moves: bool) -> Option<Outcome> {
        // A position lists a placement or a forced pass exactly while the game is not over.
        if has_moves || !pos.is_over() {
            return None;
        }
        let [black, white] = pos.discs();
        Some(match black.cmp(&white) {
            std::cmp::Ordering::Greater => Outcome::win(Side::Black, Reason::MostDiscs),
            std::cmp::Ordering::Less => Outcome::win(Side::White, Reason::MostDiscs),
            std::cmp::Ordering::Equal => Outcome::draw(Reason::EqualDiscs),
        })
    }

    fn has_moves(pos: &Position, _: &Options) -> bool {
        !pos.is_over()
    }

    fn must_act(_: &[Placed], _: &Options) -> Vec<u8> {
        Vec::new()
    }

    fn score(pos: &Position, options: &Options, over: bool) -> Option<[u32; 2]> {
        let [black, white] = pos.discs();
        if !over || options.scoring == Scoring::Discs {
            return Some([black, white]);
        }
        // World Othello Federation: the empty squares go to the winner; a draw splits them.
        let empty = u32::from(pos.size()) * u32::from(pos.size()) - black - white;
        Some(match black.cmp(&white) {
            std::cmp::Ordering::Greater => [black + empty, white],
            std::cmp::Ordering::Less => [black, white + empty],
            std::cmp::Ordering::Equal => [black + empty / 2, white + empty - empty / 2],
        })
    }

    fn resolve_text(
        _: Variant,
        pos: &Position,
        legal: &[Placed],
        _: &Options,
        text: &str,
    ) -> Result<usize> {
        if is_pass_text(text) {
            return match legal.iter().position(Placed::is_pass) {
                Some(i) => Ok(i),
                None if legal.is_empty() => bail!(IllegalMove, "no move is left to play"),
                None => bail!(
                    IllegalMove,
                    "a pass is legal only without a placement, and {} can place a disc ({} squares)",
                    Reversi::turn(pos),
                    legal.len()
                ),
            };
        }
        let Some(square) = read_square(pos.size(), text) else {
            bail!(
                InvalidNotation,
                "{q_text} is not a Reversi move (a square such as f5, or pass)",
                q_text = Quoted(&text)
            );
        };
        find(pos, legal, square)
    }

    fn resolve_path(pos: &Position, legal: &[Placed], _: &Options, path: &[u8]) -> Result<usize> {
        match path {
            [] => match legal.iter().position(Placed::is_pass) {
                Some(i) => Ok(i),
                None => bail!(
                    IllegalMove,
                    "a pass (an empty path) is legal only when the side to move has no placement"
                ),
            },
            &[square] => find(pos, legal, square),
            _ => bail!(IllegalMove, "a Reversi move is one square"),
        }
    }

    fn split_word(word: &str) -> Vec<&str> {
        split_transcript(word)
    }

    fn perft(
        pos: &Position,
        depth: u32,
        _: &Options,
        _: bool,
        finished: Finished,
        _: u32, // the walk counts only the last ply in bulk
        stop: Option<&AtomicBool>,
    ) -> Option<u64> {
        pos.perft(depth, finished == Finished::Leaf, stop)
    }
}

/// The index of the placement on `square`, or why there is none.
fn find(pos: &Position, legal: &[Placed], square: u8) -> Result<usize> {
    if let Some(i) = legal.iter().position(|l| l.square() == Some(square)) {
        return Ok(i);
    }
    let name = square_name(pos.size(), square);
    if pos.disc(square).is_some() {
        bail!(IllegalMove, "{name} is taken");
    }
    if legal.first().is_some_and(Placed::is_pass) {
        bail!(
            IllegalMove,
            "{} has no placement and must pass",
            Reversi::turn(pos)
        );
    }
    if legal.is_empty() {
        bail!(IllegalMove, "no move is left to play");
    }
    bail!(
        IllegalMove,
        "a disc on {name} turns nothing (it must flank a line of the other side's discs)"
    )
}

/// The moves of a transcript word: `f5d6c3` is three moves, `f5PAd6` a pass between two; any
/// other word is one move.
fn split_transcript(word: &str) -> Vec<&str> {
    if !word.is_ascii() {
        return vec![word];
    }
    let lower = word.to_ascii_lowercase();
    let b = lower.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let start = i;
        if b[i..].starts_with(b"pass") {
            i += 4;
        } else if b[i..].starts_with(b"pa") || b[i..].starts_with(b"--") {
            i += 2;
        } else if b[i].is_ascii_lowercase() {
            i += 1;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
        } else {
            return vec![word];
        }
        out.push(&word[start..i]);
    }
    out
}
