//! Chess and Chess960 ids: AlphaZero's 8 × 8 × 73 as pgx numbers it (see the
//! [module](super)).

use super::Actions;
use crate::chess::engine::Chess;
use crate::chess::engine::Legal;
use crate::chess::position::{BISHOP_, Kind, Position, QUEEN_, ROOK_, Raw, castle_squares};
use crate::error::Result;
use crate::options::Options;
use crate::side::Side;
use crate::variant::Variant;

/// pgx's knight planes (65-72), as (rank, file) steps.
const KNIGHT_STEPS: [(i32, i32); 8] = [
    (-1, -2),
    (1, -2),
    (-2, -1),
    (2, -1),
    (-1, 2),
    (1, 2),
    (-2, 1),
    (2, 1),
];

/// The plane (9-72) of a queen-like or knight move by `dr` ranks and `df` files, seen from the
/// side to move; `None` for any other step.
fn plane(dr: i32, df: i32) -> Option<u32> {
    let queen = match (dr.signum(), df.signum()) {
        _ if dr == 0 && df == 0 => return None,
        (-1, 0) => Some(dr + 7),
        (1, 0) => Some(7 + dr - 1),
        (0, -1) => Some(14 + df + 7),
        (0, 1) => Some(21 + df - 1),
        (-1, -1) if dr == df => Some(28 + dr + 7),
        (1, 1) if dr == df => Some(35 + dr - 1),
        (1, -1) if dr == -df => Some(42 + 7 - dr),
        (-1, 1) if dr == -df => Some(49 - dr - 1),
        _ => None,
    };
    if let Some(q) = queen {
        return Some(9 + q as u32);
    }
    let knight = KNIGHT_STEPS.iter().position(|&s| s == (dr, df))?;
    Some(65 + knight as u32)
}

/// The id of the legal move `m` of a position with `turn` to move (`chess960`: castling as the
/// king onto its rook, else the king's two-square move).
pub(crate) fn id(m: Raw, turn: Side, chess960: bool) -> u32 {
    let to = if m.kind == Kind::Castle && !chess960 {
        castle_squares(m.from, m.to).0
    } else {
        m.to
    };
    let flip = |rank: i32| if turn == Side::White { rank } else { 7 - rank };
    let (from_file, from_rank) = (i32::from(m.from % 8), flip(i32::from(m.from / 8)));
    let (to_file, to_rank) = (i32::from(to % 8), flip(i32::from(to / 8)));
    let from = (from_file * 8 + from_rank) as u32;
    let (dr, df) = (to_rank - from_rank, to_file - from_file);
    let plane = if m.kind == Kind::Promotion && m.promotion as usize != QUEEN_ {
        let piece = match m.promotion as usize {
            ROOK_ => 0,
            BISHOP_ => 1,
            _ => 2,
        };
        let direction = match df {
            0 => 0,
            1 => 1,
            _ => 2,
        };
        piece * 3 + direction
    } else {
        // Every legal move is a queen-like or knight step; 0 is never reached.
        plane(dr, df).unwrap_or(0)
    };
    from * 73 + plane
}

impl Actions for Chess {
    fn each_id(
        _variant: Variant,
        _options: &Options,
        pos: &Position,
        legal: &[Legal],
        each: &mut impl FnMut(u32),
    ) -> Result<()> {
        for l in legal {
            each(id(l.raw, pos.turn, pos.chess960));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::plane;

    /// Every queen-like and knight step has its own plane, and the planes are 9-72.
    #[test]
    fn planes_are_one_to_one() {
        let mut seen = [false; 73];
        for dr in -7..=7 {
            for df in -7..=7 {
                if let Some(p) = plane(dr, df) {
                    assert!((9..73).contains(&p), "{dr} {df}");
                    assert!(!seen[p as usize], "{dr} {df}");
                    seen[p as usize] = true;
                }
            }
        }
        assert!(seen[9..].iter().all(|&s| s));
    }
}
