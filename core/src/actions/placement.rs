//! Reversi and Connect Four ids, as OpenSpiel and pgx number them (see the [module](super)).

use super::Actions;
use crate::engine::LegalMove;
use crate::error::Result;
use crate::options::Options;
use crate::placement::connect4_engine::ConnectFour;
use crate::placement::placed::Placed;
use crate::placement::reversi_engine::Reversi;
use crate::variant::Variant;

impl Actions for Reversi {
    /// The square (numbered from `a1` at the top left, row by row: OpenSpiel's
    /// `othello.cc`, `row * 8 + column` with row 0 named 1); a pass is the number of cells
    /// (OpenSpiel's `kPassMove`, 64 on 8x8).
    fn each_id(
        _variant: Variant,
        options: &Options,
        _pos: &Self::Position,
        legal: &[Placed],
        each: &mut impl FnMut(u32),
    ) -> Result<()> {
        let pass = u32::from(options.size.rows) * u32::from(options.size.columns);
        for l in legal {
            each(l.path().first().map_or(pass, |&s| u32::from(s)));
        }
        Ok(())
    }
}

impl Actions for ConnectFour {
    /// The column, from 0 at the left (OpenSpiel's `connect_four` and pgx's `connect_four`):
    /// squares are numbered row by row from the bottom left.
    fn each_id(
        _variant: Variant,
        options: &Options,
        _pos: &Self::Position,
        legal: &[Placed],
        each: &mut impl FnMut(u32),
    ) -> Result<()> {
        let columns = options.size.columns;
        for l in legal {
            each(u32::from(l.path().first().map_or(0, |&s| s % columns)));
        }
        Ok(())
    }
}
