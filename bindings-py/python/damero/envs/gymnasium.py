"""Gymnasium environments over damero's games (the extra `damero[gymnasium]`).

`GameEnv(variant, opponent=None, *, side="first", **options)`: one agent plays one side of a
game against `opponent`, a function `(game, rng) -> action id` (a uniformly random legal move by
default, drawn from the environment's seeded `np_random`). Observations are `Game.observe()`
(float32 planes seen from the agent, which is to move whenever it acts); the legal-action mask is
`info["action_mask"]`. The reward is 1 when the agent wins, -1 when it loses, 0 otherwise; an
episode terminates when the game ends and is truncated at `damero.MAX_HISTORY` moves. An id that
is in the action space but no legal move ends the episode as a loss (reward -1, `info["illegal"]`
true), as in PettingZoo's classic games; an id outside the action space raises
`InvalidArgumentError`.

`BatchEnv(variant, num_envs, *, seed=0, threads=1, **options)`: a `gymnasium.vector.VectorEnv`
over `damero.Batch`, for self-play: one action per game per step, played by the side to move,
the reward for the side that just moved, games ended reset in the same step (`autoreset_mode`
same-step; the observation returned for a reset game is its new start, and no final observation
is kept). `infos["action_mask"]` holds every game's mask. Every array is written in place by the
core; an illegal id raises `IllegalMoveError` naming the game, and no game moves.
"""

from __future__ import annotations

from typing import Any, Callable, Dict, Optional, Tuple

import gymnasium
import numpy as np
from gymnasium import spaces
from gymnasium.vector import AutoresetMode

import damero

Opponent = Callable[[damero.Game, np.random.Generator], int]

# The largest value a plane holds: the counters divided by 100 or 512 stay below this.
_HIGH = float(damero.MAX_HISTORY)


def random_opponent(game: damero.Game, rng: np.random.Generator) -> int:
    """A uniformly random legal move."""
    legal = game.legal_actions()
    return legal[int(rng.integers(len(legal)))]


def _observation_space(shape: Tuple[int, int, int]) -> spaces.Box:
    return spaces.Box(0.0, _HIGH, shape, np.float32)


class GameEnv(gymnasium.Env[np.ndarray, np.int64]):
    """One agent against an opponent policy (see the module)."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(
        self,
        variant: str = "chess",
        opponent: Optional[Opponent] = None,
        *,
        side: str = "first",
        render_mode: Optional[str] = None,
        **options: Any,
    ) -> None:
        if side not in ("first", "second"):
            raise damero.InvalidArgumentError(f"side must be 'first' or 'second', not {side!r}")
        if render_mode not in (None, "ansi"):
            raise damero.InvalidArgumentError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self._variant, self._options = variant, options
        self.game = damero.Game(variant, **options)
        self._first = side == "first"
        self._opponent = opponent or random_opponent
        self.render_mode = render_mode
        self.action_space = spaces.Discrete(self.game.action_count())
        self.observation_space = _observation_space(self.game.observation_shape())
        self._agent = self.game.turn()

    def _info(self, illegal: bool = False) -> Dict[str, Any]:
        return {"action_mask": self.game.action_mask(), "illegal": illegal}

    def _over(self) -> bool:
        return self.game.status().state != "ongoing"

    def _opponent_moves(self) -> None:
        while not self._over() and self.game.turn() != self._agent:
            if self.game.ply() >= damero.MAX_HISTORY:
                return
            self.game.play_action(int(self._opponent(self.game.copy(), self.np_random)))

    def reset(
        self, *, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None
    ) -> Tuple[np.ndarray, Dict[str, Any]]:
        super().reset(seed=seed)
        self.game = damero.Game(self._variant, **self._options)
        first = self.game.turn()
        self._agent = first if self._first else ("white" if first == "black" else "black")
        self._opponent_moves()
        return self.game.observe(), self._info()

    def _reward(self) -> float:
        status = self.game.status()
        if status.state != "win":
            return 0.0
        return 1.0 if status.winner == self._agent else -1.0

    def step(self, action: Any) -> Tuple[np.ndarray, float, bool, bool, Dict[str, Any]]:
        action = int(action)
        if not 0 <= action < self.game.action_count():
            raise damero.InvalidArgumentError(
                f"{self._variant}: action {action} is out of range (the ids are 0 to {self.game.action_count() - 1})"
            )
        if action not in self.game.legal_actions():
            return self.game.observe(), -1.0, True, False, self._info(illegal=True)
        self.game.play_action(action)
        self._opponent_moves()
        terminated = self._over()
        truncated = not terminated and self.game.ply() >= damero.MAX_HISTORY
        return self.game.observe(), self._reward(), terminated, truncated, self._info()

    def render(self) -> Optional[str]:  # type: ignore[override]
        return str(self.game) if self.render_mode == "ansi" else None


class BatchEnv(gymnasium.vector.VectorEnv):  # type: ignore[type-arg]
    """Self-play over a `damero.Batch` (see the module)."""

    metadata = {"autoreset_mode": AutoresetMode.SAME_STEP}

    def __init__(
        self, variant: str = "chess", num_envs: int = 8, *, seed: int = 0, threads: int = 1, **options: Any
    ) -> None:
        self._variant, self._options, self._threads = variant, options, threads
        self._seed = seed
        self.batch = damero.Batch(variant, num_envs, seed=seed, threads=threads, **options)
        self.num_envs = num_envs
        self.single_action_space = spaces.Discrete(self.batch.action_count())
        self.single_observation_space = _observation_space(self.batch.observation_shape())
        self.action_space = spaces.MultiDiscrete([self.batch.action_count()] * num_envs)
        self.observation_space = gymnasium.vector.utils.batch_space(self.single_observation_space, num_envs)
        rows, columns, planes = self.batch.observation_shape()
        self._obs = np.zeros((num_envs, rows, columns, planes), np.float32)
        self._masks = np.zeros((num_envs, self.batch.action_count()), bool)
        self._rewards = np.zeros(num_envs, np.float32)
        self._terminals = np.zeros(num_envs, bool)

    def reset(
        self, *, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None
    ) -> Tuple[np.ndarray, Dict[str, Any]]:
        if seed is not None:
            self._seed = seed
        self.batch = damero.Batch(
            self._variant, self.num_envs, seed=self._seed, threads=self._threads, **self._options
        )
        self.batch.observe(self._obs)
        self.batch.action_masks(self._masks)
        return self._obs, {"action_mask": self._masks}

    def step(self, actions: Any) -> Tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, Dict[str, Any]]:
        self.batch.step(actions, self._rewards, self._terminals, observations=self._obs, masks=self._masks)
        truncations = np.zeros(self.num_envs, bool)
        return self._obs, self._rewards, self._terminals, truncations, {"action_mask": self._masks}
