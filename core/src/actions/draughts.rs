//! Draughts ids: `(from × squares + to) × DRAUGHTS_ROUTES + route`, the board seen from the
//! side to move (see the [module](super)).

use super::{Actions, DRAUGHTS_ROUTES};
use crate::board::Geometry;
use crate::draughts::engine::Draughts;
use crate::draughts::position::Position;
use crate::draughts::routes::Route;
use crate::draughts::rules::Rules;
use crate::engine::{Engine, LegalMove};
use crate::error::{Result, bail};
use crate::options::Options;
use crate::side::Side;
use crate::variant::Variant;

/// The index (from 0) of `square` as the side to move sees the board: the square itself for
/// White, the square half a turn away for Black.
fn seen(g: &Geometry, square: u8, turn: Side) -> u32 {
    let first = g.first_square();
    if turn == Side::White {
        return u32::from(square - first);
    }
    let turned = g
        .coordinates(square)
        .and_then(|(row, col)| g.square_at(g.rows - 1 - row, g.columns - 1 - col));
    // A board with an even number of rows and columns turns its playing squares onto playing
    // squares.
    u32::from(turned.unwrap_or(square) - first)
}

impl<R: Rules> Actions for Draughts<R> {
    fn each_id(
        variant: Variant,
        options: &Options,
        pos: &Position,
        legal: &[Route],
        each: &mut impl FnMut(u32),
    ) -> Result<()> {
        let g = variant.geometry_for(options);
        let squares = u32::from(g.squares());
        let turn = Self::turn(pos);
        for (i, l) in legal.iter().enumerate() {
            let path = l.path();
            let (from, to) = (path[0], path[path.len() - 1]);
            // The list is sorted by path: the moves from the same square are together.
            let route = legal[..i]
                .iter()
                .rev()
                .map(LegalMove::path)
                .take_while(|p| p[0] == from)
                .filter(|p| p[p.len() - 1] == to)
                .count() as u32;
            if route >= DRAUGHTS_ROUTES {
                bail!(
                    NotAllowed,
                    "{variant}: {} is route {} of the legal moves from {from} to {to}, over the \
                     {DRAUGHTS_ROUTES} that action ids tell apart",
                    l.mv.public().notation(),
                    route + 1
                );
            }
            let pair = seen(&g, from, turn) * squares + seen(&g, to, turn);
            each(pair * DRAUGHTS_ROUTES + route);
        }
        Ok(())
    }
}
