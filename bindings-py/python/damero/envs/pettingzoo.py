"""A PettingZoo AEC environment over damero's games, both players (the extra
`damero[pettingzoo]`).

`AECEnv(variant, **options)`: agents `player_0` (the side that moves first) and `player_1`, as
PettingZoo's classic board games: each observation is `{"observation": planes, "action_mask":
int8 flags}`, the planes `Game.observe()` (seen from the side to move) and the mask that of the
agent to move (all zero for the other). Rewards: 1 to the winner and -1 to the loser at the end,
0 otherwise; every agent terminates when the game ends and is truncated at `damero.MAX_HISTORY`
moves. An illegal id in the action space ends the game with -1 for the agent that played it (as
PettingZoo's illegal-move wrapper does); one outside raises `InvalidArgumentError`.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional

import numpy as np
import pettingzoo  # type: ignore[import-untyped]
from gymnasium import spaces

import damero

_HIGH = float(damero.MAX_HISTORY)


class AECEnv(pettingzoo.AECEnv):  # type: ignore[misc]
    """Both players of one game (see the module)."""

    metadata = {"render_modes": ["ansi"], "name": "damero_v0", "is_parallelizable": False}

    def __init__(self, variant: str = "chess", render_mode: Optional[str] = None, **options: Any) -> None:
        super().__init__()
        if render_mode not in (None, "ansi"):
            raise damero.InvalidArgumentError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self._variant, self._options = variant, options
        self.game = damero.Game(variant, **options)
        self.render_mode = render_mode
        self.possible_agents: List[str] = ["player_0", "player_1"]
        self.agents = self.possible_agents[:]
        count, shape = self.game.action_count(), self.game.observation_shape()
        self._count = count
        self.observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": spaces.Box(0.0, _HIGH, shape, np.float32),
                    "action_mask": spaces.Box(0, 1, (count,), np.int8),
                }
            )
            for a in self.possible_agents
        }
        self.action_spaces = {a: spaces.Discrete(count) for a in self.possible_agents}
        self._first = self.game.turn()
        self.agent_selection = "player_0"

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def _agent_of(self, side: str) -> str:
        return "player_0" if side == self._first else "player_1"

    def observe(self, agent: str) -> Dict[str, np.ndarray]:
        mask = np.zeros(self._count, np.int8)
        if agent == self._agent_of(self.game.turn()):
            mask[:] = self.game.action_mask()
        return {"observation": self.game.observe(), "action_mask": mask}

    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> None:
        self.game = damero.Game(self._variant, **self._options)
        self._first = self.game.turn()
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: Dict[str, Dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self._agent_of(self.game.turn())

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        action = int(action)
        if not 0 <= action < self._count:
            raise damero.InvalidArgumentError(
                f"{self._variant}: action {action} is out of range (the ids are 0 to {self._count - 1})"
            )
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {a: 0.0 for a in self.agents}
        if action not in self.game.legal_actions():
            self.rewards[agent] = -1.0
            self.terminations = {a: True for a in self.agents}
            self.infos[agent] = {"illegal": True}
        else:
            self.game.play_action(action)
            status = self.game.status()
            if status.state != "ongoing":
                if status.state == "win" and status.winner is not None:
                    winner = self._agent_of(status.winner)
                    for a in self.agents:
                        self.rewards[a] = 1.0 if a == winner else -1.0
                self.terminations = {a: True for a in self.agents}
            elif self.game.ply() >= damero.MAX_HISTORY:
                self.truncations = {a: True for a in self.agents}
            else:
                self.agent_selection = self._agent_of(self.game.turn())
        self._accumulate_rewards()
        if self.render_mode == "ansi":
            print(self.render())

    def render(self) -> Optional[str]:
        return str(self.game) if self.render_mode == "ansi" else None

    def close(self) -> None:
        pass
