//! Connect Four FEN: the rows from the top one down, separated by `/`, each written from the
//! left with `r` (red), `y` (yellow) and a digit 1-9 for a run of empty cells; then a space and
//! the side to move, `r` or `y`. The empty 7 x 6 board is `7/7/7/7/7/7 r`.

use super::bits::{MAX_SIZE, MIN_SIZE};
use super::position::Position;

impl Position {
    /// Reads a position. Accepts `R`/`Y` as well and surrounding whitespace; refuses, with a
    /// message saying what and where, anything that is not a position Connect Four can reach
    /// by these checks: a bad character, rows of different widths, a size outside 4-9, a disc
    /// above an empty cell, disc counts that do not fit the side to move (Red moves when both
    /// have as many, Yellow when Red has one more), four in a row for both sides, or four in a
    /// row for the side to move.
    pub(crate) fn read_fen(text: &str) -> Result<Position, String> {
        let text = text.trim();
        let Some((board, side)) = text.split_once(' ') else {
            return Err(format!(
                "Connect Four FEN {q_text}: expected the rows, a space and the side to move",
                q_text = crate::error::Quoted(text)
            ));
        };
        let red_to_move = match side {
            "r" | "R" => true,
            "y" | "Y" => false,
            _ => {
                return Err(format!(
                    "Connect Four FEN: side to move {q_side} is not r or y",
                    q_side = crate::error::Quoted(side)
                ));
            }
        };
        let parts: Vec<&str> = board.split('/').collect();
        let rows = parts.len();
        if !(MIN_SIZE as usize..=MAX_SIZE as usize).contains(&rows) {
            return Err(format!("Connect Four FEN: {rows} rows; a board has 4 to 9"));
        }
        // Cells of each part, top row first: Some(true) red, Some(false) yellow, None empty.
        let mut grid: Vec<Vec<Option<bool>>> = Vec::with_capacity(rows);
        for (i, part) in parts.iter().enumerate() {
            let row = rows - i;
            let mut cells = Vec::new();
            let mut after_digit = false;
            for (at, ch) in part.chars().enumerate() {
                match ch {
                    'r' | 'R' => cells.push(Some(true)),
                    'y' | 'Y' => cells.push(Some(false)),
                    '1'..='9' if after_digit => {
                        return Err(format!(
                            "Connect Four FEN: row {row}: two digits in a row at character {}",
                            at + 1
                        ));
                    }
                    '1'..='9' => cells.extend((0..ch as u8 - b'0').map(|_| None)),
                    _ => {
                        return Err(format!(
                            "Connect Four FEN: row {row}: bad character {ch:?} at character {}",
                            at + 1
                        ));
                    }
                }
                after_digit = ch.is_ascii_digit();
                if cells.len() > MAX_SIZE as usize {
                    return Err(format!("Connect Four FEN: row {row} is wider than 9 cells"));
                }
            }
            if let Some(first) = grid.first().filter(|first| first.len() != cells.len()) {
                return Err(format!(
                    "Connect Four FEN: row {row} is {} cells wide but row {rows} is {}",
                    cells.len(),
                    first.len()
                ));
            }
            grid.push(cells);
        }
        let columns = grid[0].len();
        if columns < MIN_SIZE as usize {
            return Err(format!(
                "Connect Four FEN: rows are {columns} cells wide; a board has 4 to 9 columns"
            ));
        }
        let mut position = Position::start(columns as u8, rows as u8);
        for (i, cells) in grid.iter().rev().enumerate() {
            for (column, cell) in cells.iter().enumerate() {
                let square = (i * columns + column) as u8;
                let Some(red) = *cell else { continue };
                if i > 0 && grid[rows - i][column].is_none() {
                    let name = |row: usize| format!("{}{}", (b'a' + column as u8) as char, row);
                    return Err(format!(
                        "Connect Four FEN: the disc on {} floats above the empty {}",
                        name(i + 1),
                        name(i)
                    ));
                }
                let bit = position.bit(square).expect("square on the board");
                position.filled |= bit;
                if red {
                    position.red |= bit;
                }
            }
        }
        let [red, yellow] = position.discs();
        if position.red_to_move() != red_to_move || red < yellow || red > yellow + 1 {
            let side = if red_to_move { "Red" } else { "Yellow" };
            return Err(format!(
                "Connect Four FEN: {red} red and {yellow} yellow discs do not fit {side} to move \
                 (Red moves when both have as many, Yellow when Red has one more)"
            ));
        }
        let red_four = position.has_four(position.red);
        let yellow_four = position.has_four(position.red ^ position.filled);
        if red_four && yellow_four {
            return Err("Connect Four FEN: both sides have four in a row".to_string());
        }
        if (red_four && red_to_move) || (yellow_four && !red_to_move) {
            let side = if red_to_move { "Red" } else { "Yellow" };
            return Err(format!(
                "Connect Four FEN: {side} is to move but already has four in a row (the side with four must be the one that just moved)"
            ));
        }
        Ok(position)
    }

    /// The canonical text of the position: lower case, runs of empty cells as one digit.
    pub(crate) fn write_fen(&self) -> String {
        let mut text = String::with_capacity(self.columns as usize * self.rows as usize + 12);
        for row in (0..self.rows).rev() {
            let mut empty = 0u8;
            for column in 0..self.columns {
                match self.disc(row * self.columns + column) {
                    None => empty += 1,
                    Some(red) => {
                        if empty > 0 {
                            text.push((b'0' + empty) as char);
                            empty = 0;
                        }
                        text.push(if red { 'r' } else { 'y' });
                    }
                }
            }
            if empty > 0 {
                text.push((b'0' + empty) as char);
            }
            text.push(if row > 0 { '/' } else { ' ' });
        }
        text.push(if self.red_to_move() { 'r' } else { 'y' });
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play(moves: &str) -> Position {
        moves
            .bytes()
            .fold(Position::start(7, 6), |p, d| p.place(d - b'1'))
    }

    #[test]
    fn start_and_round_trips() {
        assert_eq!(Position::start(7, 6).write_fen(), "7/7/7/7/7/7 r");
        assert_eq!(Position::start(4, 9).write_fen(), "4/4/4/4/4/4/4/4/4 r");
        assert_eq!(
            Position::read_fen("7/7/7/7/7/7 r"),
            Ok(Position::start(7, 6))
        );
        let p = play("4453");
        assert_eq!(p.write_fen(), "7/7/7/7/3y3/2yrr2 r");
        assert_eq!(Position::read_fen("  7/7/7/7/3Y3/2yRr2 R \n"), Ok(p));
        let won = play("1122334");
        assert_eq!(won.write_fen(), "7/7/7/7/yyy4/rrrr3 y");
        assert_eq!(Position::read_fen(&won.write_fen()), Ok(won));
        let full = play("211131416572345677654327654322345677654321");
        assert_eq!(Position::read_fen(&full.write_fen()), Ok(full));
    }

    #[test]
    fn errors() {
        let cases = [
            ("", "expected the rows"),
            ("7/7/7/7/7/7", "expected the rows"),
            ("7/7/7/7/7/7 x", "side to move"),
            ("7/7/7/7/7/7 r r", "side to move"),
            ("7/7/7/7/7/6x r", "bad character 'x'"),
            ("7/7/7/7/7/0r6 r", "bad character '0'"),
            ("7/7/7/7/7/34 r", "two digits"),
            ("7/7/7/7/6/7 r", "row 2 is 6 cells wide but row 6 is 7"),
            ("7/7/7 r", "3 rows"),
            ("7/7/7/7/7/7/7/7/7/7 r", "10 rows"),
            ("3/3/3/3 r", "3 cells wide"),
            ("9r/9r/9r/9r r", "wider than 9"),
            ("7/7/7/7/r6/7 y", "the disc on a2 floats above the empty a1"),
            (
                "7/7/7/7/7/r6 r",
                "1 red and 0 yellow discs do not fit Red to move",
            ),
            (
                "7/7/7/7/7/ry5 y",
                "1 red and 1 yellow discs do not fit Yellow to move",
            ),
            ("7/7/7/7/7/yy5 r", "0 red and 2 yellow"),
            ("7/7/7/7/7/rrr4 y", "3 red and 0 yellow"),
            ("7/7/yyyy3/rrrr3/yyyy3/rrrr3 r", "both sides have four"),
            (
                "7/7/7/7/yyy4/rrrry2 r",
                "Red is to move but already has four",
            ),
            (
                "7/7/7/7/rr5/yyyyrrr y",
                "Yellow is to move but already has four",
            ),
        ];
        for (text, expected) in cases {
            match Position::read_fen(text) {
                Ok(p) => panic!("{text:?} was read as {}", p.write_fen()),
                Err(e) => assert!(e.contains(expected), "{text:?}: {e}"),
            }
        }
    }
}
