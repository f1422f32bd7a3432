//! Training data from game files: the main line of a record as rows of (observation, action id,
//! result), for programs that learn by imitation or from outcomes.

use super::record::GameRecord;
use crate::error::Result;
use crate::side::Side;

/// What a game-termination marker says of the winner: `Some(Some(side))` for a win,
/// `Some(None)` for a draw, `None` when it says nothing (`*`, `0-0`, none). The first number is
/// White's, as damero writes results (`1-0` and `2-0` White won; `0-1` and `0-2` Black won;
/// `1/2-1/2`, `½-½` and `1-1` a draw).
pub fn result_winner(result: &str) -> Option<Option<Side>> {
    match result {
        "1-0" | "2-0" => Some(Some(Side::White)),
        "0-1" | "0-2" => Some(Some(Side::Black)),
        "1/2-1/2" | "½-½" | "1-1" => Some(None),
        _ => None,
    }
}

impl GameRecord {
    /// Appends one row per move of the main line, in order: the observation of the position
    /// before the move ([`Game::observe`](crate::Game::observe), rows × columns × planes values,
    /// seen from the side to move) to `observations`, the move's id
    /// ([`Game::action_of`](crate::Game::action_of)) to `actions`, and to `results` the game's
    /// result for the side to move (1 won, -1 lost, 0 a draw, NaN when the record gives none:
    /// see [`result_winner`]). Returns the number of rows. A record without a game (a variant
    /// damero does not play, a bad start) gives none; the main line stops where the file's
    /// moves did (at an unreadable move). Errors with `not_allowed` for a draughts move the ids
    /// cannot tell apart ([`Game::legal_actions`](crate::Game::legal_actions)); the vectors
    /// then hold the rows before it.
    ///
    /// ```
    /// use damero::files::{ReadOptions, read_games};
    /// let pgn = "[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";
    /// let record = read_games(pgn, ReadOptions::default()).next().unwrap().unwrap();
    /// let (mut seen, mut ids, mut results) = (Vec::new(), Vec::new(), Vec::new());
    /// assert_eq!(record.samples(&mut seen, &mut ids, &mut results)?, 4);
    /// assert_eq!(seen.len(), 4 * 8 * 8 * 119);
    /// assert_eq!(results, [-1.0, 1.0, -1.0, 1.0]); // White to move, then Black...
    /// # Ok::<(), damero::Error>(())
    /// ```
    pub fn samples(
        &self,
        observations: &mut Vec<f32>,
        actions: &mut Vec<u32>,
        results: &mut Vec<f32>,
    ) -> Result<usize> {
        let Some(start) = self.start() else {
            return Ok(0);
        };
        let mut game = start.clone();
        let [rows, columns, planes] = game.observation_shape();
        let size = rows * columns * planes;
        let winner = self.result.as_deref().and_then(result_winner);
        let mut rows_added = 0;
        for mv in self.mainline() {
            let id = game.action_of(mv)?;
            let at = observations.len();
            observations.resize(at + size, 0.0);
            game.observe(&mut observations[at..])?;
            actions.push(id);
            results.push(match winner {
                Some(Some(side)) if side == game.turn() => 1.0,
                Some(Some(_)) => -1.0,
                Some(None) => 0.0,
                None => f32::NAN,
            });
            game.play_move(mv)?;
            rows_added += 1;
        }
        Ok(rows_added)
    }
}
