//! The two sides of a draughts game.

use std::fmt;
use std::ops::Not;
use std::str::FromStr;

use crate::error::{Error, ErrorKind, Quoted};

/// A side. In draughts PDN calls the dark pieces "black" (often drawn red) and the light pieces
/// "white"; in English draughts Black starts on squares 1-12 and moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// The dark side (squares 1-12 at the start of English draughts).
    Black = 0,
    /// The light side (squares 21-32 at the start of English draughts).
    White = 1,
}

impl Side {
    /// Both sides, Black first.
    pub const BOTH: [Side; 2] = [Side::Black, Side::White];

    /// `"black"` or `"white"`.
    pub fn name(self) -> &'static str {
        match self {
            Side::Black => "black",
            Side::White => "white",
        }
    }

    /// 0 for Black, 1 for White.
    #[inline(always)]
    pub fn index(self) -> usize {
        self as usize
    }
}

impl Not for Side {
    type Output = Side;
    #[inline(always)]
    fn not(self) -> Side {
        match self {
            Side::Black => Side::White,
            Side::White => Side::Black,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Side {
    type Err = Error;
    /// Reads `"black"` or `"white"`; anything else is an `invalid_argument` error.
    fn from_str(s: &str) -> Result<Side, Error> {
        match s {
            "black" => Ok(Side::Black),
            "white" => Ok(Side::White),
            _ => Err(Error::new(
                ErrorKind::InvalidArgument,
                format!(
                    "{q_s} is not a side (expected \"black\" or \"white\")",
                    q_s = Quoted(&s)
                ),
            )),
        }
    }
}
