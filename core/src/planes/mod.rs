//! Observations: each variant's position as a stack of planes, written into a caller's
//! `&mut [f32]` without allocating, channel-last as pgx lays them out: element
//! `(row * columns + column) * planes + plane`, row 0 at the top of the board as the side to
//! move sees it (see [`Game::observe`](crate::Game::observe) and
//! [`Game::observation_shape`](crate::Game::observation_shape)). Every value is 0 or 1 except
//! the counters named below.
//!
//! **Chess and Chess960: 8 × 8 × 119, pgx's observation** (`Game.observe` in
//! `pgx/_src/games/chess.py`, after AlphaZero): the board seen from the side to move (White
//! with rank 8 at the top, Black with rank 1 at the top; files a to h left to right in both), as
//! the [action ids](crate::actions) see it. Planes `14 * t .. 14 * t + 14` describe the position
//! `t` plies ago (`t` = 0 to 7): the pieces of the side to move now (pawn, knight, bishop, rook,
//! queen, king), then the other side's, then two repetition planes, all ones when that position
//! occurs nowhere else in the game and all ones in the second when it does. A slot before the
//! game's first position has no pieces and its first repetition plane set, as in pgx. Then: 112
//! the side to move (1 for Black), 113 the plies played / 512 (pgx's step count; a game from a
//! FEN counts from its FEN), 114 and 115 the castling rights of the side to move (queen side,
//! king side: a rook west or east of its king that may still castle, so Chess960 too), 116 and
//! 117 the other side's, 118 the half-move clock / 100. Positions repeat as the rules count them
//! (FIDE 9.2.2: an en-passant square only when the capture is legal), where pgx compares its
//! hashes, which keep every en-passant square.
//!
//! **Reversi and Connect Four: rows × columns × 2, pgx's** (`docs/othello.md`,
//! `pgx/_src/games/connect_four.py`): plane 0 the discs of the side to move, plane 1 the other
//! side's; the board as it is drawn (Reversi a1 at the top left, Connect Four the bottom row
//! last).
//!
//! **Draughts: rows × columns × 9, this library's own**: the board seen from the side to move
//! (White's side at the bottom, turned half a turn when Black is to move, as the draughts ids
//! see it; the squares not played on stay 0). Planes 0 and 1 the men and kings of the side to
//! move, 2 and 3 the other side's, 4 the side to move (1 for Black), 5 and 6 whether the position
//! has occurred before at least once and at least twice, 7 the plies since the last capture or
//! man move / 100 (what the move-limit rules count), 8 the plies since the material last changed
//! / 100 (what the endgame counts count).

use crate::engine::Engine;
use crate::options::Options;
use crate::variant::Variant;

#[cfg(feature = "chess")]
mod chess;
#[cfg(feature = "draughts")]
mod draughts;
#[cfg(feature = "placement")]
mod placement;

/// What the planes are drawn from: the game's positions and its counters (draughts reads them
/// all).
#[cfg_attr(not(feature = "draughts"), allow(dead_code))]
pub(crate) struct Seen<'a, P> {
    pub variant: Variant,
    pub options: &'a Options,
    /// Every position of the game, first to current.
    pub positions: &'a [P],
    /// Plies before the current position since the last progress move.
    pub reversible: u32,
    /// Plies before the current position since the material last changed.
    pub endgame: u32,
}

impl<P> Seen<'_, P> {
    /// The current position.
    pub fn now(&self) -> &P {
        &self.positions[self.positions.len() - 1]
    }
}

/// The planes of one family.
pub(crate) trait Planes: Engine {
    /// The number of planes of a variant.
    fn planes(variant: Variant) -> usize;
    /// Writes the planes of `seen` into `out`, exactly rows × columns × planes long.
    fn write(seen: &Seen<'_, Self::Position>, out: &mut [f32]);
}

/// Sets `plane` to `value` on every square of a `cells`-square board of `planes` planes.
#[cfg_attr(not(any(feature = "draughts", feature = "chess")), allow(dead_code))]
pub(crate) fn fill(out: &mut [f32], planes: usize, plane: usize, value: f32) {
    for cell in out.chunks_exact_mut(planes) {
        cell[plane] = value;
    }
}
