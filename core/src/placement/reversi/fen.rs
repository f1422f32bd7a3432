//! Position text as Edax writes it: the board, one character a square from a1 along the top row
//! (a1, b1, ... then a2, ...), `X` black, `O` white, `-` empty; a space; the side to move, `X`
//! or `O`. Read also accepts `x` and `*` for black, `o` for white and `.` for empty; the board
//! size follows from the length (36, 64 or 100 squares).

use super::bits::masks;
use super::position::Position;

/// The name of `square` on a `size` board: column letter then row number, e.g. `d3`, `a10`.
pub(super) fn square_name(size: u8, square: u8) -> String {
    let column = (b'a' + square % size) as char;
    format!("{column}{}", square / size + 1)
}

impl Position {
    /// Reads position text (see the module doc); surrounding whitespace is ignored.
    ///
    /// Errors, each a message saying what is wrong: no text; a board whose length is not 36, 64 or
    /// 100; an unknown character (named with its square); a missing, unknown or trailing side to
    /// move; fewer than 4 discs with one off the centre squares (the free opening allows no other).
    pub(crate) fn read_fen(text: &str) -> Result<Position, String> {
        let mut words = text.split_whitespace();
        let Some(board) = words.next() else {
            return Err(
                "empty position: expected a board of 36, 64 or 100 squares, a space and \
                        the side to move (X or O)"
                    .into(),
            );
        };
        let size = match board.chars().count() {
            36 => 6,
            64 => 8,
            100 => 10,
            n => {
                return Err(format!(
                    "the board has {n} squares; expected 36 (6x6), 64 (8x8) or 100 (10x10)"
                ));
            }
        };
        let (mut black, mut white) = (0u128, 0u128);
        for (square, c) in board.chars().enumerate() {
            match c {
                'X' | 'x' | '*' => black |= 1 << square,
                'O' | 'o' => white |= 1 << square,
                '-' | '.' => {}
                _ => {
                    return Err(format!(
                        "unexpected character {q_c} at square {} (character {}); expected X, O or -",
                        square_name(size, square as u8),
                        square + 1,
                        q_c = crate::error::QuotedChar(c)
                    ));
                }
            }
        }
        let black_to_move = match words.next() {
            None => return Err("missing side to move after the board: expected X or O".into()),
            Some("X" | "x" | "*") => true,
            Some("O" | "o") => false,
            Some(side) => {
                return Err(format!(
                    "unexpected side to move {q_side}; expected X or O",
                    q_side = crate::error::Quoted(side)
                ));
            }
        };
        if let Some(extra) = words.next() {
            return Err(format!(
                "unexpected text {q_extra} after the side to move",
                q_extra = crate::error::Quoted(extra)
            ));
        }
        let discs = black | white;
        let centre = masks(size as u32)[2];
        if discs.count_ones() < 4 && discs & !centre != 0 {
            let names: Vec<String> = super::bits::Squares(centre)
                .map(|s| square_name(size, s))
                .collect();
            return Err(format!(
                "a board with fewer than 4 discs may hold them only on the centre squares ({}); \
                 found one on {}",
                names.join(", "),
                square_name(size, (discs & !centre).trailing_zeros() as u8)
            ));
        }
        Ok(Position {
            black,
            white,
            size,
            black_to_move,
        })
    }

    /// The canonical position text: `X`, `O` and `-`, one space, `X` or `O`.
    pub(crate) fn write_fen(&self) -> String {
        let squares = self.size as usize * self.size as usize;
        let mut text = String::with_capacity(squares + 2);
        for square in 0..squares as u8 {
            text.push(match self.disc(square) {
                Some(true) => 'X',
                Some(false) => 'O',
                None => '-',
            });
        }
        text.push_str(if self.black_to_move { " X" } else { " O" });
        text
    }
}
