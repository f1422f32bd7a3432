//! The games damero knows, and their boards.

use std::fmt;
use std::str::FromStr;

use crate::draughts::layout;
use crate::error::{Error, ErrorKind, Result};
use crate::options::{Capture, DrawMode, MoveLimit, Options, Repetition};
use crate::side::Side;

/// A game and its default rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Variant {
    /// English draughts / American checkers (WCDF rules): 8x8, short kings, men capture forward
    /// only, free choice among captures, crowning ends the move, Black (dark) moves first.
    English,
}

impl Variant {
    /// Every variant, in the order of [`variants`](crate::variants).
    pub const ALL: [Variant; 1] = [Variant::English];

    /// The name used in every API and in fragments, e.g. `"english"`.
    pub fn name(self) -> &'static str {
        match self {
            Variant::English => "english",
        }
    }

    /// The variant called `name`. Errors with `unknown_variant`.
    pub fn from_name(name: &str) -> Result<Variant> {
        Variant::ALL
            .into_iter()
            .find(|v| v.name() == name)
            .ok_or_else(|| {
                let known: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
                Error::new(
                    ErrorKind::UnknownVariant,
                    format!("{name:?} is not a variant (known: {})", known.join(", ")),
                )
            })
    }

    /// The default options: for English, mandatory capture, Black first, repetitions counted and
    /// reported at three (`warn3`), no move limit, agreement and resignation allowed.
    pub fn default_options(self) -> Options {
        match self {
            Variant::English => Options {
                first: Side::Black,
                capture: Capture::Mandatory,
                repetition: Repetition {
                    mode: DrawMode::Warn,
                    count: 3,
                },
                move_limit: MoveLimit::NONE,
                agreement: true,
                resignation: true,
            },
        }
    }

    /// Rows of the board.
    pub fn rows(self) -> u8 {
        8
    }

    /// Columns of the board.
    pub fn columns(self) -> u8 {
        8
    }

    /// Number of playing squares, numbered from 1.
    pub fn squares(self) -> u8 {
        32
    }

    /// Playing squares to a row.
    fn half(self) -> u32 {
        self.columns() as u32 / 2
    }

    /// The row and column of a square: row 0 is the top row and column 0 the left column of the
    /// board as White sees it (square 1 is at row 0, column 1). `None` if there is no such square.
    pub fn coordinates(self, square: u8) -> Option<(u8, u8)> {
        if square == 0 || square > self.squares() {
            return None;
        }
        let (r, c) = layout::coordinates(self.half(), square as u32);
        Some((r as u8, c as u8))
    }

    /// The square at a row and column (see [`Variant::coordinates`]), or `None` on a light square
    /// or off the board.
    pub fn square_at(self, row: u8, column: u8) -> Option<u8> {
        layout::square_at(self.half(), self.rows() as u32, row as u32, column as u32)
            .map(|s| s as u8)
    }

    /// Men of each side in the standard start.
    pub(crate) fn men_per_side(self) -> u32 {
        12
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Variant {
    type Err = Error;
    fn from_str(s: &str) -> Result<Variant> {
        Variant::from_name(s)
    }
}

/// The names of every variant, e.g. `["english"]`.
pub fn variants() -> Vec<&'static str> {
    Variant::ALL.iter().map(|v| v.name()).collect()
}
