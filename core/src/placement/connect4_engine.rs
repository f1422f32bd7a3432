//! Connect Four behind the rules interface: the engine of `connect4/` for the record.

use std::sync::atomic::AtomicBool;

use super::connect4::Position;
use super::placed::{Naming, Placed, disc, fen_error, material, side};
use crate::engine::{Engine, Outcome};
use crate::error::{Quoted, Result, bail};
use crate::moves::Move;
use crate::options::{BoardSize, Options};
use crate::perft::Finished;
use crate::piece::Piece;
use crate::side::Side;
use crate::status::Reason;
use crate::variant::Variant;

/// Connect Four: red (Black in the API) moves first, then yellow (White).
#[derive(Clone, Copy, Debug)]
pub(crate) struct ConnectFour;

/// The legal moves, by column: the landing square of each column that is not full, nothing
/// once the game is over.
fn legal_moves(pos: &Position, out: &mut Vec<Placed>) {
    let naming = Naming::Column(pos.columns());
    out.clear();
    out.reserve(pos.columns() as usize);
    pos.each_landing(|column, square| out.push(Placed::place(column, square, naming)));
}

/// The index in `legal` of the move in `column` (from 0), or why there is none.
fn find(pos: &Position, legal: &[Placed], column: u8) -> Result<usize> {
    if let Some(i) = legal.iter().position(|l| l.raw == column) {
        return Ok(i);
    }
    if legal.is_empty() {
        bail!(IllegalMove, "no move is left to play");
    }
    if column >= pos.columns() {
        bail!(
            IllegalMove,
            "there is no column {} (columns are 1-{})",
            u32::from(column) + 1,
            pos.columns()
        );
    }
    bail!(IllegalMove, "column {} is full", column + 1)
}

impl Engine for ConnectFour {
    type Position = Position;
    type Raw = u8;
    type Legal = Placed;

    const PATH: (usize, usize) = (1, 1);
    const COUNTS_FINISHED: bool = true;

    fn start(_: Variant, options: &Options) -> Position {
        Position::start(options.size.columns, options.size.rows)
    }

    fn read_fen(_: Variant, text: &str) -> Result<Position> {
        Position::read_fen(text).map_err(fen_error)
    }

    fn write_fen(pos: &Position) -> String {
        pos.write_fen()
    }

    fn board_size(pos: &Position) -> Option<BoardSize> {
        Some(BoardSize {
            columns: pos.columns(),
            rows: pos.rows(),
        })
    }

    fn turn(pos: &Position) -> Side {
        side(pos.red_to_move())
    }

    fn piece_at(pos: &Position, square: u8) -> Option<Piece> {
        pos.disc(square).map(disc)
    }

    fn legal_into(pos: &Position, _: &Options, out: &mut Vec<Placed>) {
        legal_moves(pos, out)
    }

    fn public(_: &Position, legal: &[Placed], index: usize) -> Move {
        legal[index].public([])
    }

    fn after(pos: &Position, column: u8) -> Position {
        pos.place(column)
    }

    fn is_progress(_: &Position, _: u8) -> bool {
        // A disc never leaves the board, so no position can come back.
        true
    }

    fn material(pos: &Position) -> u64 {
        material(pos.filled())
    }

    fn endgame_limit(_: &Position, _: &Options) -> Option<u32> {
        None
    }

    fn outcome(pos: &Position, has_moves: bool) -> Option<Outcome> {
        // A position lists moves exactly while nobody has four and the board is not full.
        if has_moves {
            return None;
        }
        if let Some(red) = pos.winner() {
            return Some(Outcome::win(side(red), Reason::FourInARow));
        }
        pos.is_full().then(|| Outcome::draw(Reason::BoardFull))
    }

    fn has_moves(pos: &Position, _: &Options) -> bool {
        !pos.is_over()
    }

    fn must_act(_: &[Placed], _: &Options) -> Vec<u8> {
        Vec::new()
    }

    fn winning_line(pos: &Position) -> Vec<u8> {
        pos.winning_cells()
    }

    fn resolve_text(
        _: Variant,
        pos: &Position,
        legal: &[Placed],
        _: &Options,
        text: &str,
    ) -> Result<usize> {
        let column = match text.as_bytes() {
            &[d @ b'1'..=b'9'] => d - b'1',
            _ => bail!(
                InvalidNotation,
                "{q_text} is not a Connect Four move (a column, 1 to {})",
                pos.columns(),
                q_text = Quoted(&text)
            ),
        };
        find(pos, legal, column)
    }

    fn resolve_path(pos: &Position, legal: &[Placed], _: &Options, path: &[u8]) -> Result<usize> {
        let &[square] = path else {
            bail!(IllegalMove, "a Connect Four move is one square");
        };
        let column = square % pos.columns();
        let index = find(pos, legal, column)?;
        if legal[index].square() != Some(square) {
            bail!(
                IllegalMove,
                "a disc in column {} lands on square {}, not {square}",
                column + 1,
                legal[index].square().unwrap_or_default()
            );
        }
        Ok(index)
    }

    fn split_word(word: &str) -> Vec<&str> {
        // A game is written as its columns, one digit a move: `4453`.
        if word.len() > 1 && word.bytes().all(|b| b.is_ascii_digit()) {
            (0..word.len()).map(|i| &word[i..i + 1]).collect()
        } else {
            vec![word]
        }
    }

    fn perft(
        pos: &Position,
        depth: u32,
        _: &Options,
        _: bool,
        finished: Finished,
        bulk: u32,
        stop: Option<&AtomicBool>,
    ) -> Option<u64> {
        pos.perft_bulk(depth, finished == Finished::Leaf, bulk, stop)
    }
}
