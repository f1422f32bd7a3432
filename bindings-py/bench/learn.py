"""Random self-play with auto-reset, in plies per second, for programs that learn: damero's Batch
beside OpenSpiel's Python loop and pgx's jitted, vmapped step on the CPU, in chess, checkers
(English), Reversi and Connect Four. Run by `scripts/bench-python learn` in a virtualenv holding
the damero wheel, open_spiel, pgx, jax and jaxlib; prints a table, asserts nothing.

Each row: ids only (a move chosen and played, nothing written), then with the observation and the
legal-action mask of every game written every ply (OpenSpiel: observation_tensor() and
legal_actions_mask() per ply; pgx always computes both), then the per-step cost of one game
stepped from Python beside OpenSpiel's step (is_terminal(), legal_actions(), a random choice,
apply_action()): a batch of one (the legal ids read from its mask with numpy, `Batch.step`, the
mask written), and a `Game` played through the same calls as OpenSpiel's (status().is_over,
legal_actions(), the same random choice, play_action()). Environment variables:
DAMERO_BENCH_SECONDS (each measurement's length, default 2), DAMERO_BENCH_N (damero's and pgx's
batch, default 256), DAMERO_BENCH_THREADS (damero's threads, default 1)."""

from __future__ import annotations

import os
import random
import time
from importlib.metadata import version
from typing import Any, Callable, Dict, List, Optional, Tuple

import numpy as np

import damero

SECONDS = float(os.environ.get("DAMERO_BENCH_SECONDS", "2"))
N = int(os.environ.get("DAMERO_BENCH_N", "256"))
THREADS = int(os.environ.get("DAMERO_BENCH_THREADS", "1"))

# (label, damero variant, OpenSpiel game, pgx env or None)
GAMES = [
    ("chess", "chess", "chess", "chess"),
    ("checkers (English)", "english", "checkers", None),
    ("Reversi", "reversi", "othello", "othello"),
    ("Connect Four", "connect4", "connect_four", "connect_four"),
]


def timed(run: Callable[[], int]) -> float:
    """Plies per second: `run()` plays some plies and returns how many; repeated for SECONDS."""
    run()  # warm up
    plies, start = 0, time.perf_counter()
    while True:
        plies += run()
        elapsed = time.perf_counter() - start
        if elapsed >= SECONDS:
            return plies / elapsed


def damero_ids(variant: str) -> float:
    batch = damero.Batch(variant, N, seed=1, threads=THREADS)
    plies = 50
    return timed(lambda: (batch.play_random(plies), N * plies)[1])


def damero_observed(variant: str) -> float:
    batch = damero.Batch(variant, N, seed=1, threads=THREADS)
    rows, columns, planes = batch.observation_shape()
    obs = np.zeros((N, rows, columns, planes), np.float32)
    masks = np.zeros((N, batch.action_count()), bool)
    plies = 20
    return timed(lambda: (batch.play_random(plies, observations=obs, masks=masks), N * plies)[1])


def damero_step_one(variant: str) -> float:
    """Seconds per step of a batch of one stepped from Python."""
    batch = damero.Batch(variant, 1, seed=1)
    mask = batch.action_masks()
    rewards, terminals = np.zeros(1, np.float32), np.zeros(1, bool)
    rng = random.Random(1)
    actions = np.zeros(1, np.int64)

    def run() -> int:
        for _ in range(1000):
            legal = np.flatnonzero(mask[0])
            actions[0] = legal[rng.randrange(len(legal))]
            batch.step(actions, rewards, terminals, masks=mask)
        return 1000

    return 1.0 / timed(run)


def damero_game_one(variant: str) -> float:
    """Seconds per ply of one `Game` played by ids from Python, as OpenSpiel's loop plays."""
    rng = random.Random(1)
    game = [damero.Game(variant)]

    def run() -> int:
        g = game[0]
        for _ in range(500):
            if g.status().is_over:
                g = damero.Game(variant)
            g.play_action(rng.choice(g.legal_actions()))
        game[0] = g
        return 500

    return 1.0 / timed(run)


def spiel_loop(name: str, observed: bool) -> float:
    import pyspiel

    game = pyspiel.load_game(name)
    rng = random.Random(1)
    state = [game.new_initial_state()]

    def run() -> int:
        s = state[0]
        for _ in range(500):
            if s.is_terminal():
                s = game.new_initial_state()
            if observed:
                s.observation_tensor()
                s.legal_actions_mask()
            s.apply_action(rng.choice(s.legal_actions()))
        state[0] = s
        return 500

    return timed(run)


def pgx_best(name: str) -> Tuple[float, int]:
    """pgx's plies per second at the best of a few batch sizes (jit-compiled, on the CPU)."""
    import jax
    import jax.numpy as jnp
    import pgx
    from pgx.experimental import auto_reset

    env = pgx.make(name)
    best = (0.0, 0)
    for n in (256, 2048):
        init = jax.jit(jax.vmap(env.init))
        key = jax.random.PRNGKey(0)
        state = init(jax.random.split(key, n))

        # pgx's own auto-reset: a finished game starts again within the same step.
        step = jax.jit(jax.vmap(auto_reset(env.step, env.init)))

        @jax.jit
        def play(state: Any, key: Any) -> Any:
            def body(s: Any, k: Any) -> Any:
                k1, k2 = jax.random.split(k)
                logits = jnp.where(s.legal_action_mask, 0.0, -1e9)
                action = jax.random.categorical(k1, logits, axis=-1)
                return step(s, action, jax.random.split(k2, n)), None

            s, _ = jax.lax.scan(body, state, jax.random.split(key, 10))
            return s

        holder = [play(state, key)]
        jax.block_until_ready(holder[0])

        def run() -> int:
            holder[0] = play(holder[0], key)
            jax.block_until_ready(holder[0].legal_action_mask)
            return 10 * n

        rate = timed(run)
        if rate > best[0]:
            best = (rate, n)
    return best


def main() -> None:
    import pyspiel  # noqa: F401  (fails early when OpenSpiel is missing)

    print(
        f"learn: damero {damero.__version__} (Batch of {N}, {THREADS} thread(s)), "
        f"open_spiel {version('open_spiel')}, pgx {version('pgx')} (jax {version('jax')}, CPU); "
        f"{SECONDS:g} s per figure"
    )
    header = (
        f"{'game':<20} {'damero ids':>12} {'OpenSpiel':>10} {'ratio':>7} | {'damero obs':>12} "
        f"{'OpenSpiel obs':>13} {'ratio':>7} | {'pgx best':>14} {'vs pgx':>7} | {'batch n=1':>9} "
        f"{'Game':>8} {'OpenSpiel':>9} {'ratio':>6} {'ratio':>6}"
    )
    print(header)
    print("-" * len(header))
    for label, variant, spiel, pgx_name in GAMES:
        ids = damero_ids(variant)
        obs = damero_observed(variant)
        one = damero_step_one(variant)
        game_one = damero_game_one(variant)
        sp = spiel_loop(spiel, observed=False)
        sp_obs = spiel_loop(spiel, observed=True)
        if pgx_name is None:
            pgx_text, vs = "(no pgx game)", ""
        else:
            rate, n = pgx_best(pgx_name)
            pgx_text, vs = f"{rate:>9,.0f} n={n}", f"{ids / rate:>6.1f}x"
        print(
            f"{label:<20} {ids:>12,.0f} {sp:>10,.0f} {ids / sp:>6.0f}x | {obs:>12,.0f} "
            f"{sp_obs:>13,.0f} {obs / sp_obs:>6.0f}x | {pgx_text:>14} {vs:>7} | "
            f"{one * 1e6:>7.2f}us {game_one * 1e6:>6.2f}us {1e6 / sp:>7.2f}us "
            f"{(1 / sp) / one:>5.1f}x {(1 / sp) / game_one:>5.1f}x"
        )
    print("plies per second; 'vs pgx' compares damero ids only with pgx's best batch size; "
          "then the time per ply of one game stepped from Python: 'batch n=1' a Batch of one "
          "(its mask written, the id drawn from it with numpy), 'Game' a Game by legal_actions() "
          "and play_action(), beside OpenSpiel's loop; the ratios are OpenSpiel's time over "
          "each.")


if __name__ == "__main__":
    main()
