//! Action ids through [`Game`] (a child of `game.rs`, for its dispatch): see
//! [the map](crate::actions).

use super::{Game, Inner};
use crate::error::Result;
use crate::moves::Move;

impl Game {
    /// The number of action ids of this game: every id is below it (see
    /// [`Variant::action_count`](crate::Variant::action_count) and [the map](crate::actions)).
    pub fn action_count(&self) -> u32 {
        dispatch!(&self.inner, |r| r.action_count())
    }

    /// The ids of the legal moves, sorted, one per legal move (see [the map](crate::actions));
    /// empty once the game is over. Errors with `not_allowed` only for a draughts position with
    /// more capture routes between the same two squares than ids tell apart
    /// ([`DRAUGHTS_ROUTES`](crate::actions::DRAUGHTS_ROUTES)).
    ///
    /// ```
    /// let game = damero::Game::new(damero::Variant::Chess)?;
    /// let ids = game.legal_actions()?;
    /// assert_eq!(ids.len(), 20);
    /// assert!(ids.contains(&2_426)); // e2e4, as pgx numbers it
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn legal_actions(&self) -> Result<Vec<u32>> {
        let mut ids = Vec::new();
        self.legal_actions_into(&mut ids)?;
        ids.sort_unstable();
        Ok(ids)
    }

    /// The id of each move of [`Game::legal_moves`], in that order, into `out` (cleared first):
    /// [`Game::legal_actions`] without sorting or allocating a new list. Errors as
    /// [`Game::legal_actions`] does.
    pub fn legal_actions_into(&self, out: &mut Vec<u32>) -> Result<()> {
        out.clear();
        dispatch!(&self.inner, |r| r.each_id(&mut |id| out.push(id)))
    }

    /// Plays the legal move whose id is `id` and returns it, borrowed from the game. Errors
    /// with `invalid_argument` for an id not below [`Game::action_count`], `game_over`, and
    /// `illegal_move` (naming the game and the id) for an id that is no legal move now, leaving
    /// the game unchanged.
    ///
    /// ```
    /// let mut game = damero::Game::new(damero::Variant::Chess)?;
    /// assert_eq!(game.play_action(2_426)?.notation(), "e4");
    /// assert_eq!(game.play_action(2_426)?.notation(), "e5"); // seen from Black
    /// let refused = game.play_action(0).unwrap_err();
    /// assert_eq!((refused.code(), refused.message()), ("illegal_move", "chess: action 0 is not legal now"));
    /// assert_eq!(game.play_action(4_672).unwrap_err().code(), "invalid_argument");
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn play_action(&mut self, id: u32) -> Result<&Move> {
        dispatch!(&mut self.inner, |r| r.play_action(id))
    }

    /// The id of `mv`, a legal move of the current position (matched as [`Game::play_move`]
    /// matches it). Errors with `illegal_move` for a move that is not legal now, `game_over`
    /// once the game is over, and `not_allowed` as [`Game::legal_actions`] does.
    ///
    /// ```
    /// let game = damero::Game::new(damero::Variant::ConnectFour)?;
    /// let moves = game.legal_moves();
    /// assert_eq!(game.action_of(&moves[3])?, 3); // the fourth column
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn action_of(&self, mv: &Move) -> Result<u32> {
        dispatch!(&self.inner, |r| r.action_of(mv))
    }

    /// The legal-action mask: `out[id]` is whether `id` is a legal move now (see
    /// [the map](crate::actions)), all false once the game is over. Nothing is allocated. Errors
    /// with `invalid_argument` when `out` is not [`Game::action_count`] long, and as
    /// [`Game::legal_actions`] does (the mask then says nothing).
    ///
    /// ```
    /// let game = damero::Game::new(damero::Variant::Reversi)?;
    /// let mut mask = vec![false; game.action_count() as usize];
    /// game.action_mask(&mut mask)?;
    /// assert_eq!(mask.iter().filter(|&&m| m).count(), 4);
    /// assert!(mask[19]); // d3
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn action_mask(&self, out: &mut [bool]) -> Result<()> {
        dispatch!(&self.inner, |r| r.action_mask(out))
    }

    /// The shape of [`Game::observe`]'s planes: rows, columns, planes (chess 8 × 8 × 119 as pgx;
    /// Reversi and Connect Four rows × columns × 2 as pgx; draughts rows × columns × 9; see
    /// [the planes](crate::planes)).
    pub fn observation_shape(&self) -> [usize; 3] {
        dispatch!(&self.inner, |r| r.observation_shape())
    }

    /// Writes the current position as planes into `out`, channel-last (element
    /// `(row * columns + column) * planes + plane`), the board seen from the side to move, as
    /// [the planes](crate::planes) say; nothing is allocated. Errors with `invalid_argument`
    /// when `out` is not rows × columns × planes long ([`Game::observation_shape`]).
    ///
    /// ```
    /// let game = damero::Game::new(damero::Variant::Chess)?;
    /// let [rows, columns, planes] = game.observation_shape();
    /// let mut out = vec![0.0; rows * columns * planes];
    /// game.observe(&mut out)?;
    /// // White's king (plane 5) on e1: the bottom row, the fifth column.
    /// assert_eq!(out[(7 * 8 + 4) * planes + 5], 1.0);
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn observe(&self, out: &mut [f32]) -> Result<()> {
        dispatch!(&self.inner, |r| r.observe(out))
    }
}
