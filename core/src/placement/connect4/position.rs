//! A Connect Four position: the discs on the board; the side to move follows from their number.

use super::bits::{self, Dynamic, Fixed, MAX_SIZE, MIN_SIZE, Masks};

/// A position on a board of 4 to 9 columns and 4 to 9 rows. Red moves first.
///
/// Squares are numbered `row * columns + column`, row 0 at the bottom and column 0 on the
/// left (on 7 x 6: 0 is a1, 6 is g1, 41 is g6).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct Position {
    /// Red's discs, in the layout of [`bits`].
    pub(super) red: u128,
    /// Every disc, in the layout of [`bits`].
    pub(super) filled: u128,
    pub(super) columns: u8,
    pub(super) rows: u8,
}

impl Position {
    /// The empty board of `columns` x `rows`, Red to move. Precondition: both in `4..=9`.
    pub(crate) fn start(columns: u8, rows: u8) -> Position {
        assert!(
            (MIN_SIZE..=MAX_SIZE).contains(&columns) && (MIN_SIZE..=MAX_SIZE).contains(&rows),
            "Connect Four board {columns}x{rows}: columns and rows must be 4 to 9"
        );
        Position {
            red: 0,
            filled: 0,
            columns,
            rows,
        }
    }

    /// Number of columns.
    pub(crate) fn columns(&self) -> u8 {
        self.columns
    }

    /// Number of rows.
    pub(crate) fn rows(&self) -> u8 {
        self.rows
    }

    /// Whether Red is to move: true exactly when both sides have as many discs.
    pub(crate) fn red_to_move(&self) -> bool {
        self.filled.count_ones() & 1 == 0
    }

    /// The disc on `square`: `Some(true)` red, `Some(false)` yellow, `None` empty or off the
    /// board.
    pub(crate) fn disc(&self, square: u8) -> Option<bool> {
        let bit = self.bit(square)?;
        (self.filled & bit != 0).then_some(self.red & bit != 0)
    }

    /// Every disc, one bit per cell (in the layout of [`bits`]).
    pub(crate) fn filled(&self) -> u128 {
        self.filled
    }

    /// Number of discs of each side: `[red, yellow]`.
    pub(crate) fn discs(&self) -> [u32; 2] {
        let red = self.red.count_ones();
        [red, self.filled.count_ones() - red]
    }

    /// Calls `f(row, column, red)` for every disc, rows counted from the bottom (0), column by
    /// column.
    pub(crate) fn each_disc(&self, mut f: impl FnMut(u8, u8, bool)) {
        let stride = self.stride();
        let mask = (1u128 << stride) - 1;
        for column in 0..self.columns {
            let shift = u32::from(column) * stride;
            let (mut filled, red) = (
                ((self.filled >> shift) & mask) as u32,
                ((self.red >> shift) & mask) as u32,
            );
            while filled != 0 {
                let row = filled.trailing_zeros();
                f(row as u8, column, red >> row & 1 != 0);
                filled &= filled - 1;
            }
        }
    }

    /// The square a disc dropped in `column` lands on; `None` when the column is full or off
    /// the board. It does not look at whether the game is over (see [`Position::is_over`]).
    pub(crate) fn landing(&self, column: u8) -> Option<u8> {
        if column >= self.columns {
            return None;
        }
        let cell = self.possible() & self.column_cells(column);
        (cell != 0).then(|| self.square(cell))
    }

    /// Calls `f(column, square)` for every playable column, in ascending order, with the square
    /// its disc would land on; calls nothing when the game is over.
    pub(crate) fn each_landing(&self, f: impl FnMut(u8, u8)) {
        if self.is_over() {
            return;
        }
        // Column by column, the landing cell's row read from its bit (no division per move), in
        // 64 bits when the board fits.
        let possible = self.possible();
        let (columns, stride) = (self.columns, self.stride());
        let mask = (1u32 << stride) - 1;
        if bits::fits_u64(self.columns, self.rows) {
            let possible = possible as u64;
            landings(
                columns,
                stride,
                |shift| (possible >> shift) as u32 & mask,
                f,
            );
        } else {
            landings(
                columns,
                stride,
                |shift| (possible >> shift) as u32 & mask,
                f,
            );
        }
    }

    /// The position after the side to move drops a disc in `column`. Precondition: the column
    /// is playable and the game is not over (checked in debug builds; in release a full or
    /// off-board column gives the position back unchanged).
    pub(crate) fn place(&self, column: u8) -> Position {
        debug_assert!(
            self.landing(column).is_some(),
            "column {column} is not playable"
        );
        debug_assert!(!self.is_over(), "the game is over");
        if column >= self.columns {
            return *self;
        }
        // A full column has no possible cell: nothing changes.
        let cell = self.possible() & self.column_cells(column);
        let mut next = *self;
        next.filled |= cell;
        if self.red_to_move() {
            next.red |= cell;
        }
        next
    }

    /// `Some(true)` if Red has four (or more) in a row, `Some(false)` if Yellow has, `None`
    /// if neither has.
    pub(crate) fn winner(&self) -> Option<bool> {
        if self.has_four(self.red) {
            Some(true)
        } else if self.has_four(self.red ^ self.filled) {
            Some(false)
        } else {
            None
        }
    }

    /// Every square of every line of four or more of the winner, ascending and without
    /// duplicates (a disc that completes two lines gives the squares of both); empty when
    /// nobody has won.
    pub(crate) fn winning_cells(&self) -> Vec<u8> {
        let discs = match self.winner() {
            Some(true) => self.red,
            Some(false) => self.red ^ self.filled,
            None => return Vec::new(),
        };
        let cells = bits::lines_of_four(discs, Dynamic(self.stride()));
        (0..self.columns * self.rows)
            .filter(|&s| self.bit(s).is_some_and(|b| cells & b != 0))
            .collect()
    }

    /// Whether every cell holds a disc.
    pub(crate) fn is_full(&self) -> bool {
        self.filled == self.masks().board
    }

    /// Whether the game has ended: somebody has four in a row, or the board is full.
    pub(crate) fn is_over(&self) -> bool {
        self.is_full() || self.winner().is_some()
    }

    /// Whether `discs` hold four in a row (on `u64` when the board fits in it).
    pub(super) fn has_four(&self, discs: u128) -> bool {
        match (bits::fits_u64(self.columns, self.rows), self.stride()) {
            (true, 7) => bits::has_four(discs as u64, Fixed::<7>),
            (true, stride) => bits::has_four(discs as u64, Dynamic(stride)),
            (false, stride) => bits::has_four(discs, Dynamic(stride)),
        }
    }

    /// `rows + 1`, the bits per column.
    pub(super) fn stride(&self) -> u32 {
        self.rows as u32 + 1
    }

    /// The fixed cell sets of this board size.
    pub(super) fn masks(&self) -> &'static Masks<u128> {
        Masks::of(self.columns, self.rows)
    }

    /// The cell each non-full column's next disc lands on.
    pub(super) fn possible(&self) -> u128 {
        let masks = self.masks();
        (self.filled + masks.bottom) & masks.board
    }

    /// Every cell of `column` (on the board).
    fn column_cells(&self, column: u8) -> u128 {
        ((1u128 << self.rows) - 1) << (column as u32 * self.stride())
    }

    /// The square of the single cell `cell`.
    fn square(&self, cell: u128) -> u8 {
        let index = cell.trailing_zeros() as u8;
        let (column, row) = (index / (self.rows + 1), index % (self.rows + 1));
        row * self.columns + column
    }

    /// The bit of `square`, `None` off the board.
    pub(super) fn bit(&self, square: u8) -> Option<u128> {
        if square >= self.columns * self.rows {
            return None;
        }
        let (row, column) = (square / self.columns, square % self.columns);
        Some(1 << (column as u32 * self.stride() + row as u32))
    }
}

/// Calls `f(column, square)` for each of `columns` columns of `stride` bits whose cells
/// `cells_at(shift)` (the column's bits shifted down by `shift`) hold a landing cell.
#[inline(always)]
fn landings(columns: u8, stride: u32, cells_at: impl Fn(u32) -> u32, mut f: impl FnMut(u8, u8)) {
    for column in 0..columns {
        let cells = cells_at(u32::from(column) * stride);
        if cells != 0 {
            let row = cells.trailing_zeros() as u8;
            f(column, row * columns + column);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plays 1-based column digits.
    fn play(moves: &str) -> Position {
        moves
            .bytes()
            .fold(Position::start(7, 6), |p, d| p.place(d - b'1'))
    }

    #[test]
    fn start_position() {
        let p = Position::start(7, 6);
        assert!(p.red_to_move() && !p.is_over() && !p.is_full());
        assert_eq!((p.columns(), p.rows(), p.discs()), (7, 6, [0, 0]));
        assert_eq!(p.landing(0), Some(0));
        assert_eq!(p.landing(6), Some(6));
        assert_eq!(p.landing(7), None);
        let mut seen = Vec::new();
        p.each_landing(|c, s| seen.push((c, s)));
        assert_eq!(seen, (0..7).map(|c| (c, c)).collect::<Vec<_>>());
    }

    #[test]
    fn discs_land_on_the_lowest_empty_cell() {
        let p = play("44");
        assert_eq!(p.disc(3), Some(true));
        assert_eq!(p.disc(10), Some(false));
        assert_eq!(p.disc(17), None);
        assert_eq!(p.landing(3), Some(17));
        assert_eq!(p.disc(42), None);
        assert_eq!(p.discs(), [1, 1]);
    }

    #[test]
    fn full_column() {
        let p = play("444444");
        assert_eq!(p.landing(3), None);
        assert_eq!(p.disc(38), Some(false));
        let mut columns = Vec::new();
        p.each_landing(|c, _| columns.push(c));
        assert_eq!(columns, [0, 1, 2, 4, 5, 6]);
        assert!(!p.is_over());
    }

    #[test]
    fn win_on_the_last_cell_is_a_win() {
        let moves = "211131416572345677654327654322345677654321";
        let before = play(&moves[..41]);
        assert_eq!(before.winner(), None);
        let p = before.place(0);
        assert!(p.is_full() && p.is_over());
        assert_eq!(p.winner(), Some(false));
        assert_eq!(p.discs(), [21, 21]);
        assert!(!p.winning_cells().is_empty());
        let mut n = 0;
        p.each_landing(|_, _| n += 1);
        assert_eq!(n, 0);
    }

    #[test]
    fn full_board_draw() {
        // Columns in pairs of three, then the last: no four anywhere.
        let moves = "123123123123123123456456456456456456777777";
        let p = play(moves);
        assert!(p.is_full() && p.is_over());
        assert_eq!(p.winner(), None);
        assert!(p.winning_cells().is_empty());
    }

    #[test]
    fn double_line() {
        // The last disc, d4, completes the column d1-d4 and the diagonal g1-f2-e3-d4.
        let p = play("412675655543454");
        assert_eq!(p.winner(), Some(true));
        assert_eq!(p.winning_cells(), [3, 6, 10, 12, 17, 18, 24]);
        // c1 joins a1 b1 and d1 e1: one line of five.
        let p = play("112244553");
        assert_eq!(p.winner(), Some(true));
        assert_eq!(p.winning_cells(), [0, 1, 2, 3, 4]);
    }
}
