//! Board geometry: rows and columns, how the squares are numbered and named, and how a board of
//! the game is drawn. Every family reads its squares through this; a page or the SVG draws a
//! board from a [`Geometry`] alone, never from the name of a family.

use std::fmt;

use crate::error::{Error, ErrorKind, Result};

/// How a board numbers its squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Numbering {
    /// PDN: the dark squares from the top left as White sees the board, from 1 (square 1 = b8
    /// on 8x8, 46 = a1 on 10x10).
    Pdn,
    /// The turned 8x8 board of Italian draughts: 1 = a8 ... 32 = h1.
    Mirrored,
    /// The turned 8x8 board numbered from White's side (Spanish): 1 = h1 ... 32 = a8.
    MirroredFromWhite,
    /// Every square from the top left, from 1 (Turkish): 1 = a8, 8 = h8, ..., 64 = h1.
    AllSquares,
    /// Every square from the bottom left, from 0, row by row upwards (chess, Connect Four):
    /// 0 = a1, 1 = b1, ..., and the top right square last.
    FromBottomLeft,
    /// Every square from the top left, from 0, row by row downwards, rows named from the top
    /// (the Othello convention, opposite to chess): 0 = a1 at the top left, 63 = h8.
    FromTopLeft,
}

/// How a board labels its squares when drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Labels {
    /// Column letters and row numbers at the edges (chess, Reversi; Connect Four: the column
    /// numbers).
    Edge,
    /// Every playing square carries its number or name (draughts).
    Every,
}

/// How a board's squares are shaded when drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Shading {
    /// The playing squares dark, the others light (draughts on the diagonals).
    Diagonal,
    /// Light and dark alternate, a1 dark (chess).
    Checkered,
    /// Every square alike (Turkish draughts, Reversi, Connect Four).
    Plain,
}

macro_rules! codes {
    ($ty:ident { $($v:ident => $code:literal),* $(,)? }) => {
        impl $ty {
            /// Every value, in a fixed order (the order of the C enum).
            pub const ALL: &'static [$ty] = &[$($ty::$v),*];

            /// The code shared by every language.
            pub fn code(self) -> &'static str {
                match self {
                    $($ty::$v => $code),*
                }
            }
        }

        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.code())
            }
        }
    };
}

codes!(Numbering {
    Pdn => "pdn",
    Mirrored => "mirrored",
    MirroredFromWhite => "mirrored_from_white",
    AllSquares => "all_squares",
    FromBottomLeft => "from_bottom_left",
    FromTopLeft => "from_top_left",
});
codes!(Labels { Edge => "edge", Every => "every" });
codes!(Shading {
    Diagonal => "diagonal",
    Checkered => "checkered",
    Plain => "plain",
});

/// The board of a game: its size, how its squares are numbered, named and drawn. From
/// [`Variant::geometry`](crate::Variant::geometry) (the variant's default board) or
/// [`Game::geometry`](crate::Game::geometry) (the board a game is played on, which options may
/// size).
///
/// Rows and columns are counted as the board is drawn from the first player's side in chess and
/// draughts (White at the bottom), from the top left: row 0 is the top row, column 0 the left
/// column.
///
/// ```
/// use damero::Variant;
/// let g = Variant::English.geometry();
/// assert_eq!((g.rows, g.columns, g.squares(), g.first_square()), (8, 8, 32, 1));
/// assert_eq!(g.coordinates(1), Some((0, 1)));
/// assert_eq!(g.square_name(1).as_deref(), Some("b8"));
/// assert_eq!(Variant::Chess.geometry().square_from_name("e4"), Some(28));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Geometry {
    /// Rows of the board.
    pub rows: u8,
    /// Columns of the board.
    pub columns: u8,
    /// How the squares are numbered.
    pub numbering: Numbering,
    /// How a drawn board labels its squares.
    pub labels: Labels,
    /// How a drawn board shades its squares.
    pub shading: Shading,
    /// Whether a piece falls to the lowest empty square of the column it is dropped in (Connect
    /// Four): a page then lets the player click anywhere in a column.
    pub drops: bool,
}

impl Geometry {
    /// A board of `rows` by `columns` (each at most 16).
    pub(crate) const fn new(
        rows: u8,
        columns: u8,
        numbering: Numbering,
        labels: Labels,
        shading: Shading,
        drops: bool,
    ) -> Geometry {
        Geometry {
            rows,
            columns,
            numbering,
            labels,
            shading,
            drops,
        }
    }

    /// Whether only every other square is played (the draughts diagonals).
    fn diagonal(&self) -> bool {
        matches!(
            self.numbering,
            Numbering::Pdn | Numbering::Mirrored | Numbering::MirroredFromWhite
        )
    }

    /// The number of squares played on: the dark ones on a draughts board (32 on 8x8, 50 on
    /// 10x10), every square otherwise.
    pub fn squares(&self) -> u8 {
        let all = self.rows as u32 * self.columns as u32;
        (if self.diagonal() { all / 2 } else { all }) as u8
    }

    /// The lowest square number: 1 on a draughts board, 0 on the others.
    pub fn first_square(&self) -> u8 {
        match self.numbering {
            Numbering::FromBottomLeft | Numbering::FromTopLeft => 0,
            _ => 1,
        }
    }

    /// The highest square number.
    pub fn last_square(&self) -> u8 {
        self.first_square() + self.squares() - 1
    }

    /// Whether `square` is a square of this board.
    pub fn is_square(&self, square: u32) -> bool {
        (self.first_square() as u32..=self.last_square() as u32).contains(&square)
    }

    /// `Ok` when `square` is a square of this board, else `invalid_argument` naming the range;
    /// `what` names the board in the message (e.g. a variant).
    pub fn check_square(&self, square: i64, what: impl fmt::Display) -> Result<u8> {
        if square >= 0 && self.is_square(square.min(u32::MAX as i64) as u32) {
            return Ok(square as u8);
        }
        Err(Error::new(
            ErrorKind::InvalidArgument,
            format!(
                "there is no square {square} in {what} (squares are {}-{})",
                self.first_square(),
                self.last_square()
            ),
        ))
    }

    /// The row and column of a square (row 0 at the top, column 0 at the left), or `None` if
    /// there is no such square.
    pub fn coordinates(&self, square: u8) -> Option<(u8, u8)> {
        if !self.is_square(square as u32) {
            return None;
        }
        let (s, rows, cols) = (square as u32, self.rows as u32, self.columns as u32);
        let half = cols / 2;
        let (r, c) = match self.numbering {
            Numbering::Pdn => {
                let row = (s - 1) / half;
                (row, 2 * ((s - 1) % half) + if row % 2 == 0 { 1 } else { 0 })
            }
            Numbering::Mirrored => mirrored_coordinates(s),
            Numbering::MirroredFromWhite => mirrored_coordinates(33 - s),
            Numbering::AllSquares => ((s - 1) / cols, (s - 1) % cols),
            Numbering::FromBottomLeft => (rows - 1 - s / cols, s % cols),
            Numbering::FromTopLeft => (s / cols, s % cols),
        };
        Some((r as u8, c as u8))
    }

    /// The square at a row and column (see [`Geometry::coordinates`]), or `None` on a square
    /// that is not played on, or off the board.
    pub fn square_at(&self, row: u8, column: u8) -> Option<u8> {
        let (row, col) = (row as u32, column as u32);
        let (rows, cols) = (self.rows as u32, self.columns as u32);
        if row >= rows || col >= cols {
            return None;
        }
        let s = match self.numbering {
            Numbering::Pdn => {
                if (row + col) % 2 == 0 {
                    return None;
                }
                row * (cols / 2) + col / 2 + 1
            }
            Numbering::Mirrored => mirrored_square_at(row, col)?,
            Numbering::MirroredFromWhite => 33 - mirrored_square_at(row, col)?,
            Numbering::AllSquares => row * cols + col + 1,
            Numbering::FromBottomLeft => (rows - 1 - row) * cols + col,
            Numbering::FromTopLeft => row * cols + col,
        };
        Some(s as u8)
    }

    /// The number in the name of a row: rows are named from the bottom (1 at White's side), or
    /// from the top on a board numbered [`Numbering::FromTopLeft`].
    pub(crate) fn rank(&self, row: u8) -> u8 {
        match self.numbering {
            Numbering::FromTopLeft => row + 1,
            _ => self.rows - row,
        }
    }

    /// The algebraic name of a square: its column letter (`a` on the left) and its row number,
    /// e.g. English square 1 is `b8`, chess square 0 is `a1`, Reversi square 0 is `a1` at the top
    /// left. `None` if there is no such square.
    pub fn square_name(&self, square: u8) -> Option<String> {
        let (row, col) = self.coordinates(square)?;
        Some(format!("{}{}", char::from(b'a' + col), self.rank(row)))
    }

    /// The square with an algebraic [name](Geometry::square_name), e.g. `"b8"`; `None` for a name
    /// that is not a playing square of this board.
    pub fn square_from_name(&self, name: &str) -> Option<u8> {
        let mut chars = name.chars();
        let file = chars.next()?;
        if !file.is_ascii_lowercase() {
            return None;
        }
        let rank: &str = chars.as_str();
        if rank.is_empty() || rank.starts_with('0') || !rank.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let rank: u8 = rank.parse().ok()?;
        if rank == 0 || rank > self.rows {
            return None;
        }
        let row = match self.numbering {
            Numbering::FromTopLeft => rank - 1,
            _ => self.rows - rank,
        };
        self.square_at(row, file as u8 - b'a')
    }
}

/// Row and column of a square of the turned 8x8 board numbered from a8.
fn mirrored_coordinates(s: u32) -> (u32, u32) {
    let row = (s - 1) / 4;
    (row, 2 * ((s - 1) % 4) + row % 2)
}

fn mirrored_square_at(row: u32, col: u32) -> Option<u32> {
    if (row + col) % 2 != 0 {
        return None;
    }
    Some(row * 4 + col / 2 + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pdn_squares_sit_on_the_dark_squares() {
        let g = Geometry::new(
            8,
            8,
            Numbering::Pdn,
            Labels::Every,
            Shading::Diagonal,
            false,
        );
        assert_eq!(g.coordinates(1), Some((0, 1)));
        assert_eq!(g.coordinates(5), Some((1, 0)));
        assert_eq!(g.coordinates(29), Some((7, 0)));
        assert_eq!(g.coordinates(32), Some((7, 6)));
        assert_eq!(g.square_at(0, 0), None);
        let chess = Geometry::new(
            8,
            8,
            Numbering::FromBottomLeft,
            Labels::Edge,
            Shading::Checkered,
            false,
        );
        assert_eq!(
            (chess.coordinates(0), chess.square_name(63).as_deref()),
            (Some((7, 0)), Some("h8"))
        );
        let reversi = Geometry::new(
            8,
            8,
            Numbering::FromTopLeft,
            Labels::Edge,
            Shading::Plain,
            false,
        );
        assert_eq!(
            (reversi.coordinates(0), reversi.square_name(63).as_deref()),
            (Some((0, 0)), Some("h8"))
        );
        assert_eq!(reversi.square_from_name("d5"), Some(35));
    }

    #[test]
    fn every_square_round_trips_on_every_board() {
        for numbering in Numbering::ALL {
            let sizes: &[(u8, u8)] = match numbering {
                Numbering::Pdn => &[(8, 8), (10, 10)],
                Numbering::Mirrored | Numbering::MirroredFromWhite | Numbering::AllSquares => {
                    &[(8, 8)]
                }
                _ => &[(8, 8), (6, 7), (9, 4), (10, 10)],
            };
            for &(rows, columns) in sizes {
                let g = Geometry::new(
                    rows,
                    columns,
                    *numbering,
                    Labels::Edge,
                    Shading::Plain,
                    false,
                );
                let mut seen = 0;
                for row in 0..rows {
                    for col in 0..columns {
                        if let Some(sq) = g.square_at(row, col) {
                            seen += 1;
                            assert_eq!(g.coordinates(sq), Some((row, col)), "{numbering} {sq}");
                            let name = g.square_name(sq).unwrap();
                            assert_eq!(g.square_from_name(&name), Some(sq), "{numbering} {name}");
                        }
                    }
                }
                assert_eq!(seen, g.squares() as u32, "{numbering} {rows}x{columns}");
                assert_eq!(g.coordinates(g.last_square() + 1), None);
            }
        }
    }
}
