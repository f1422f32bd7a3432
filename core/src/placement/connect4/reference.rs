//! Tests against a slow, obviously correct implementation: a grid of cells, scanned for lines
//! in four directions, and perft by visiting every node.

use super::Position;

/// A board as a plain grid, `cells[row][column]`, row 0 at the bottom.
#[derive(Clone)]
struct Grid {
    columns: usize,
    rows: usize,
    cells: [[Option<bool>; 9]; 9],
    discs: usize,
}

impl Grid {
    fn new(columns: usize, rows: usize) -> Grid {
        Grid {
            columns,
            rows,
            cells: [[None; 9]; 9],
            discs: 0,
        }
    }

    fn red_to_move(&self) -> bool {
        self.discs & 1 == 0
    }

    fn landing(&self, column: usize) -> Option<usize> {
        let height = (0..self.rows)
            .take_while(|&r| self.cells[r][column].is_some())
            .count();
        (height < self.rows).then_some(height * self.columns + column)
    }

    fn place(&mut self, column: usize) {
        let square = self.landing(column).expect("playable");
        self.cells[square / self.columns][column] = Some(self.red_to_move());
        self.discs += 1;
    }

    /// The cells of every line of four of `red`'s colour (a line of five gives two lines).
    fn lines(&self, red: bool) -> Vec<[usize; 4]> {
        let mut lines = Vec::new();
        self.scan(red, &mut |line| {
            lines.push(line);
            true
        });
        lines
    }

    /// Calls `found` with every line of four of `red`'s colour until it returns false.
    fn scan(&self, red: bool, found: &mut dyn FnMut([usize; 4]) -> bool) {
        let (rows, columns) = (self.rows as isize, self.columns as isize);
        for row in 0..rows {
            for column in 0..columns {
                for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
                    let (end_row, end_column) = (row + 3 * dr, column + 3 * dc);
                    if end_row >= rows || end_column < 0 || end_column >= columns {
                        continue;
                    }
                    let cell = |i: isize| ((row + i * dr) as usize, (column + i * dc) as usize);
                    if (0..4).all(|i| {
                        let (r, c) = cell(i);
                        self.cells[r][c] == Some(red)
                    }) {
                        let square = |i: isize| {
                            let (r, c) = cell(i);
                            r * self.columns + c
                        };
                        if !found([square(0), square(1), square(2), square(3)]) {
                            return;
                        }
                    }
                }
            }
        }
    }

    fn has_four(&self, red: bool) -> bool {
        let mut any = false;
        self.scan(red, &mut |_| {
            any = true;
            false
        });
        any
    }

    fn winner(&self) -> Option<bool> {
        [true, false].into_iter().find(|&red| self.has_four(red))
    }

    fn winning_cells(&self) -> Vec<u8> {
        let Some(red) = self.winner() else {
            return Vec::new();
        };
        let mut cells: Vec<u8> = self.lines(red).iter().flatten().map(|&s| s as u8).collect();
        cells.sort();
        cells.dedup();
        cells
    }

    fn is_full(&self) -> bool {
        self.discs == self.columns * self.rows
    }

    fn is_over(&self) -> bool {
        self.is_full() || self.winner().is_some()
    }

    fn perft(&mut self, depth: u32, leaf: bool) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.is_over() {
            return leaf as u64;
        }
        let mut total = 0;
        for column in 0..self.columns {
            if let Some(square) = self.landing(column) {
                self.place(column);
                total += self.perft(depth - 1, leaf);
                self.cells[square / self.columns][column] = None;
                self.discs -= 1;
            }
        }
        total
    }
}

/// xorshift64*: a tiny deterministic generator.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 32) as usize % n
    }
}

/// Every observation of `position` equals that of `grid`.
fn assert_same(position: &Position, grid: &Grid, context: &str) {
    let (columns, rows) = (grid.columns as u8, grid.rows as u8);
    assert_eq!(
        (position.columns(), position.rows()),
        (columns, rows),
        "{context}"
    );
    assert_eq!(position.red_to_move(), grid.red_to_move(), "{context}");
    let mut discs = [0, 0];
    for square in 0..columns * rows {
        let expected = grid.cells[(square / columns) as usize][(square % columns) as usize];
        assert_eq!(
            position.disc(square),
            expected,
            "{context}: square {square}"
        );
        if let Some(red) = expected {
            discs[!red as usize] += 1;
        }
    }
    assert_eq!(position.disc(columns * rows), None);
    assert_eq!(position.discs(), discs, "{context}");
    for column in 0..=columns {
        let expected = (column < columns)
            .then(|| grid.landing(column as usize))
            .flatten();
        assert_eq!(
            position.landing(column),
            expected.map(|s| s as u8),
            "{context}: column {column}"
        );
    }
    let mut landings = Vec::new();
    position.each_landing(|c, s| landings.push((c, s)));
    let expected: Vec<(u8, u8)> = if grid.is_over() {
        Vec::new()
    } else {
        (0..grid.columns)
            .filter_map(|c| grid.landing(c).map(|s| (c as u8, s as u8)))
            .collect()
    };
    assert_eq!(landings, expected, "{context}");
    assert_eq!(position.winner(), grid.winner(), "{context}");
    assert_eq!(position.winning_cells(), grid.winning_cells(), "{context}");
    assert_eq!(position.is_full(), grid.is_full(), "{context}");
    assert_eq!(position.is_over(), grid.is_over(), "{context}");
    let fen = position.write_fen();
    assert_eq!(Position::read_fen(&fen), Ok(*position), "{context}: {fen}");
    assert_eq!(
        Position::read_fen(&fen.to_uppercase()),
        Ok(*position),
        "{context}: {fen}"
    );
}

#[test]
fn random_playouts_on_every_size() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut double_lines = 0;
    let mut draws = 0;
    for columns in 4..=9 {
        for rows in 4..=9 {
            for game in 0..6 {
                let mut position = Position::start(columns as u8, rows as u8);
                let mut grid = Grid::new(columns, rows);
                let mut ply = 0;
                loop {
                    let context = format!(
                        "{columns}x{rows} game {game} ply {ply}: {}",
                        position.write_fen()
                    );
                    assert_same(&position, &grid, &context);
                    let empty = (columns * rows - grid.discs) as u32;
                    // Small perft every few plies, and all the way to the end near a full board.
                    let depth = if empty <= 5 {
                        empty + 1
                    } else if ply % 8 == 0 {
                        3
                    } else {
                        2
                    };
                    for leaf in [false, true] {
                        for d in 0..=depth {
                            assert_eq!(
                                position.perft(d, leaf, None),
                                Some(grid.clone().perft(d, leaf)),
                                "{context} depth {d} leaf {leaf}"
                            );
                        }
                    }
                    if grid.is_over() {
                        if grid.winner().is_none() {
                            draws += 1;
                        }
                        if grid.lines(grid.winner().unwrap_or(true)).len() > 1 {
                            double_lines += 1;
                        }
                        break;
                    }
                    let playable: Vec<usize> = (0..columns)
                        .filter(|&c| grid.landing(c).is_some())
                        .collect();
                    let column = playable[rng.below(playable.len())];
                    position = position.place(column as u8);
                    grid.place(column);
                    ply += 1;
                }
            }
        }
    }
    assert!(
        double_lines > 10 && draws > 3,
        "double lines {double_lines}, draws {draws}"
    );
}

#[test]
fn deeper_perft_on_random_positions() {
    let mut rng = Rng(0x0123_4567_89AB_CDEF);
    for columns in 4..=9 {
        for rows in 4..=9 {
            for _ in 0..2 {
                let mut position = Position::start(columns as u8, rows as u8);
                let mut grid = Grid::new(columns, rows);
                let plies = rng.below(columns * rows);
                for _ in 0..plies {
                    if grid.is_over() {
                        break;
                    }
                    let playable: Vec<usize> = (0..columns)
                        .filter(|&c| grid.landing(c).is_some())
                        .collect();
                    let column = playable[rng.below(playable.len())];
                    position = position.place(column as u8);
                    grid.place(column);
                }
                // About 10^4 leaves: deeper on narrow boards and near the end.
                let mut depth = 1;
                while (columns as u64).pow(depth + 1) <= 20_000 {
                    depth += 1;
                }
                if columns * rows - grid.discs < 10 {
                    depth = 8;
                }
                for leaf in [false, true] {
                    assert_eq!(
                        position.perft(depth, leaf, None),
                        Some(grid.clone().perft(depth, leaf)),
                        "{} depth {depth} leaf {leaf}",
                        position.write_fen()
                    );
                }
            }
        }
    }
}

#[test]
fn whole_game_trees_of_4x4() {
    // Every game to the end from 4 x 4 positions with 8 to 10 empty cells: wins, draws, full
    // boards at every depth.
    let mut rng = Rng(7);
    for plies in [6, 6, 7, 8, 8, 8] {
        let mut position = Position::start(4, 4);
        let mut grid = Grid::new(4, 4);
        for _ in 0..plies {
            if grid.is_over() {
                break;
            }
            let playable: Vec<usize> = (0..4).filter(|&c| grid.landing(c).is_some()).collect();
            let column = playable[rng.below(playable.len())];
            position = position.place(column as u8);
            grid.place(column);
        }
        for leaf in [false, true] {
            for depth in 0..=11 {
                assert_eq!(
                    position.perft(depth, leaf, None),
                    Some(grid.perft(depth, leaf)),
                    "{} depth {depth} leaf {leaf}",
                    position.write_fen()
                );
            }
        }
    }
}
