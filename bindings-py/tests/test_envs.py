"""The environments of damero.envs pass their libraries' own API checkers (gymnasium's
check_env, PettingZoo's api_test) in every family, and behave as their docs say: rewards from the
agent's side, illegal ids, the vector environment's same-step auto-reset over Batch."""

from __future__ import annotations

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test  # type: ignore[import-untyped]

import damero
from damero.envs.gymnasium import BatchEnv, GameEnv
from damero.envs.pettingzoo import AECEnv

FAMILIES = ["chess", "english", "reversi", "connect4"]


@pytest.mark.parametrize("variant", FAMILIES)
@pytest.mark.parametrize("side", ["first", "second"])
def test_game_env_passes_check_env(variant: str, side: str) -> None:
    env = GameEnv(variant, side=side)
    check_env(env, skip_render_check=True)


@pytest.mark.parametrize("variant", FAMILIES)
def test_aec_env_passes_api_test(variant: str) -> None:
    api_test(AECEnv(variant), num_cycles=200, verbose_progress=False)


def test_game_env_rewards_the_agent() -> None:
    # The opponent always drops in column 6; the agent fills column 0 and wins.
    env = GameEnv("connect4", opponent=lambda game, rng: 6)
    obs, info = env.reset(seed=1)
    assert obs.shape == (6, 7, 2) and info["action_mask"].sum() == 7
    for _ in range(3):
        obs, reward, terminated, truncated, info = env.step(0)
        assert (reward, terminated, truncated) == (0.0, False, False)
    obs, reward, terminated, truncated, info = env.step(0)
    assert (reward, terminated, truncated) == (1.0, True, False)
    env.reset(seed=1)
    full = GameEnv("connect4", opponent=lambda game, rng: 0)
    full.reset(seed=2)
    for _ in range(3):
        full.step(0)  # column 0 is full after six discs
    _, reward, terminated, _, info = full.step(0)
    assert (reward, terminated, info["illegal"]) == (-1.0, True, True)
    with pytest.raises(damero.InvalidArgumentError, match=r"action 7 is out of range"):
        full.step(7)


def test_aec_env_rewards_the_winner_and_punishes_an_illegal_id() -> None:
    env = AECEnv("connect4")
    env.reset()
    for column in [0, 1, 0, 1, 0, 1, 0]:
        env.step(column)
    assert env.terminations == {"player_0": True, "player_1": True}
    assert env._cumulative_rewards == {"player_0": 1.0, "player_1": -1.0}
    env.reset()
    for _ in range(6):
        env.step(0)
    mover = env.agent_selection
    env.step(0)  # the column is full
    assert env.terminations[mover] and env._cumulative_rewards[mover] == -1.0


def test_batch_env_steps_and_resets_in_the_same_step() -> None:
    env = BatchEnv("connect4", 2, seed=3)
    obs, infos = env.reset(seed=3)
    assert obs.shape == (2, 6, 7, 2) and infos["action_mask"].shape == (2, 7)
    space = env.single_action_space
    assert isinstance(space, gymnasium.spaces.Discrete) and space.n == 7
    for column in [0, 1, 0, 1, 0, 1]:
        obs, rewards, terminations, truncations, infos = env.step(np.array([column, column]))
        assert not terminations.any() and not truncations.any()
    obs, rewards, terminations, _, infos = env.step(np.array([0, 6]))
    assert terminations.tolist() == [True, False] and rewards.tolist() == [1.0, 0.0]
    assert obs[0].sum() == 0.0 and obs[1].sum() == 7.0  # game 0 started again
    assert obs in env.observation_space
    for _ in range(6):
        env.step([2, 2])  # column 2 fills up in both games
    before = [env.batch.fragment(i) for i in range(2)]
    with pytest.raises(damero.IllegalMoveError, match=r"connect4: action 2 is not legal now in game 1"):
        env.step([3, 2])
    assert [env.batch.fragment(i) for i in range(2)] == before
    with pytest.raises(damero.InvalidArgumentError, match=r"action 7 of game 0 is out of range"):
        env.step([7, 3])
