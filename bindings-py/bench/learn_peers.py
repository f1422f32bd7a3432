"""damero's action ids and observations beside pgx's and OpenSpiel's, on random games: at every
position the sorted legal ids are equal (chess, Reversi and Connect Four against pgx 2.6.0, with
the observation planes too; Reversi and Connect Four against OpenSpiel 2.0.2, with the game's end),
and the same id is played in both. Run by `scripts/bench-python learn` before the timings, in the
venv that holds both peers; exits 1 on a difference. DAMERO_PEER_GAMES scales the games."""

from __future__ import annotations

import os
import random
import sys
from importlib.metadata import version
from typing import Any, List

import numpy as np

import damero

SCALE = int(os.environ.get("DAMERO_PEER_GAMES", "1"))


def against_pgx(name: str, variant: str, games: int, plies: int) -> List[str]:
    import jax
    import pgx

    env = pgx.make(name)
    init, step = jax.jit(env.init), jax.jit(env.step)
    rng = random.Random(1)
    problems: List[str] = []
    positions = 0
    for g in range(games):
        state: Any = init(jax.random.PRNGKey(g))
        game = damero.Game(variant)
        for ply in range(plies):
            over = game.status().state != "ongoing"
            if over or bool(state.terminated):
                if over != bool(state.terminated):
                    problems.append(f"{variant} game {g} ply {ply}: the game ends in one library only")
                break
            mine = sorted(game.legal_actions())
            theirs = sorted(np.flatnonzero(np.asarray(state.legal_action_mask)).tolist())
            positions += 1
            if mine != theirs:
                problems.append(f"{variant} {game.fen()}: ids {sorted(set(mine) ^ set(theirs))[:8]} in one only")
                break
            # Equal up to float32 rounding (pgx divides the move counters in its own order).
            if not np.allclose(game.observe(), np.asarray(state.observation), rtol=0, atol=1e-6):
                problems.append(f"{variant} {game.fen()}: the observations differ")
                break
            action = rng.choice(mine)
            game.play_action(action)
            state = step(state, action)
    print(f"pgx {version('pgx')} {name}: {positions} positions, ids and observations"
          f"{' equal' if not problems else ' DIFFERENT'}")
    return problems


def against_openspiel(name: str, variant: str, games: int, plies: int) -> List[str]:
    import pyspiel

    spiel = pyspiel.load_game(name)
    rng = random.Random(2)
    problems: List[str] = []
    positions = 0
    for g in range(games):
        state = spiel.new_initial_state()
        game = damero.Game(variant)
        for ply in range(plies):
            over = game.status().state != "ongoing"
            if over or state.is_terminal():
                if over != state.is_terminal():
                    problems.append(f"{variant} game {g} ply {ply}: the game ends in one library only")
                break
            mine, theirs = sorted(game.legal_actions()), sorted(state.legal_actions())
            positions += 1
            if mine != theirs:
                problems.append(f"{variant} {game.fen()}: ids {mine} beside OpenSpiel's {theirs}")
                break
            action = rng.choice(mine)
            game.play_action(action)
            state.apply_action(action)
    print(f"open_spiel {version('open_spiel')} {name}: {positions} positions, ids"
          f"{' equal' if not problems else ' DIFFERENT'}")
    return problems


def main() -> int:
    problems = (
        against_pgx("chess", "chess", 10 * SCALE, 120)
        + against_pgx("othello", "reversi", 20 * SCALE, 70)
        + against_pgx("connect_four", "connect4", 30 * SCALE, 42)
        + against_openspiel("othello", "reversi", 60 * SCALE, 80)
        + against_openspiel("connect_four", "connect4", 200 * SCALE, 50)
    )
    for p in problems[:20]:
        print("  " + p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
