"""Action ids, observations, masks and `Batch` through the Python API, for every variant on random
positions: the mask equals the legal moves, ids map to moves and back one to one, observation
planes agree with the board, a batch of seeded games gives the same fragments, observations and
masks as the same games stepped one by one through `Game`, and hostile input (wrong dtypes,
shapes, orders, read-only arrays, out-of-range and illegal ids) raises a typed error and changes
no game. DAMERO_LEARN_POSITIONS sets how many random positions each variant is checked on (the
default keeps the normal run short; e.g. 2000 for a larger run)."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from typing import Any, List, Tuple

import numpy as np
import pytest

import damero

VARIANTS = [v.name for v in damero.variants()]
POSITIONS = int(os.environ.get("DAMERO_LEARN_POSITIONS", "40"))


def random_games(variant: str, count: int, seed: int) -> List[damero.Game]:
    """`count` positions of `variant` reached by random play from the start (some finished)."""
    rng = random.Random(seed)
    games = []
    for _ in range(count):
        game = damero.Game(variant)
        for _ in range(rng.randrange(0, 80)):
            moves = game.legal_moves()
            if not moves:
                break
            game.play(moves[rng.randrange(len(moves))])
        games.append(game)
    return games


@pytest.mark.parametrize("variant", VARIANTS)
def test_mask_ids_and_moves_agree(variant: str) -> None:
    for game in random_games(variant, POSITIONS, seed=len(variant)):
        count = game.action_count()
        ids = game.legal_actions()
        moves = list(game.legal_moves())
        assert len(ids) == len(moves) == game.legal_move_count()
        assert ids == sorted(ids) and len(set(ids)) == len(ids)
        assert all(0 <= i < count for i in ids)
        mask = game.action_mask()
        assert mask.dtype == np.bool_ and mask.shape == (count,)
        assert np.flatnonzero(mask).tolist() == ids
        # Each legal move has its own id, and the id plays that very move.
        of = [game.action_of(m) for m in moves]
        assert sorted(of) == ids
        for move, action in zip(moves, of):
            assert game.action_of(move.notation) == action
            copy = game.copy()
            assert copy.play_action(action) == move
            assert copy.history()[-1] == move


def plane_view(game: damero.Game) -> Tuple[Any, int]:
    """The observation and the number of piece planes a family has at the front."""
    obs = game.observe()
    family = damero.Variant(game.variant).family
    return obs, {"chess": 12, "draughts": 4, "placement": 2}[family]


def expected_plane(game: damero.Game, piece: damero.Piece) -> int:
    family = damero.Variant(game.variant).family
    own = piece.side == game.turn()
    if family == "placement":
        return 0 if own else 1
    if family == "draughts":
        return (0 if own else 2) + (1 if piece.role == "king" else 0)
    roles = ["pawn", "knight", "bishop", "rook", "queen", "king"]
    return (0 if own else 6) + roles.index(piece.role)


def seen_from_mover(game: damero.Game, row: int, column: int) -> Tuple[int, int]:
    """Where the planes put the square drawn at (row, column)."""
    geometry = game.geometry()
    family = damero.Variant(game.variant).family
    if family == "chess" and game.turn() == "black":
        return geometry.rows - 1 - row, column
    if family == "draughts" and game.turn() == "black":
        return geometry.rows - 1 - row, geometry.columns - 1 - column
    return row, column


@pytest.mark.parametrize("variant", VARIANTS)
def test_observation_planes_agree_with_the_board(variant: str) -> None:
    for game in random_games(variant, POSITIONS, seed=7 + len(variant)):
        obs, pieces = plane_view(game)
        rows, columns, planes = game.observation_shape()
        assert obs.shape == (rows, columns, planes) and obs.dtype == np.float32
        expected = np.zeros((rows, columns, pieces), np.float32)
        geometry = game.geometry()
        for square, piece in game.board().items():
            at = geometry.coordinates(square)
            assert at is not None
            r, c = seen_from_mover(game, *at)
            expected[r, c, expected_plane(game, piece)] = 1.0
        assert np.array_equal(obs[:, :, :pieces], expected), game.to_fragment()
        # Written into a caller's array, the same values; every value is overwritten.
        out = np.full((rows, columns, planes), 7.0, np.float32)
        assert game.observe(out) is out
        assert np.array_equal(out, obs)


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("threads", [1, 2])
def test_batch_matches_games_stepped_one_by_one(variant: str, threads: int) -> None:
    n, plies = 3, 60 if POSITIONS <= 40 else 400
    batch = damero.Batch(variant, n, seed=11, threads=threads)
    rows, columns, planes = batch.observation_shape()
    count = batch.action_count()
    actions = np.zeros((plies, n), np.int64)
    rewards = np.zeros((plies, n), np.float32)
    terminals = np.zeros((plies, n), bool)
    observations = np.zeros((plies, n, rows, columns, planes), np.float32)
    masks = np.zeros((plies, n, count), bool)
    finished = batch.play_random(
        plies, seed=5, actions=actions, rewards=rewards, terminals=terminals,
        observations=observations, masks=masks,
    )
    assert finished == int(terminals.sum())
    # The same seed without a trajectory plays the same games.
    plain = damero.Batch(variant, n, threads=threads)
    assert plain.play_random(plies, seed=5) == finished
    assert [plain.fragment(i) for i in range(n)] == [batch.fragment(i) for i in range(n)]
    for i in range(n):
        game = damero.Game(variant)
        for t in range(plies):
            assert np.array_equal(observations[t, i], game.observe())
            assert np.array_equal(masks[t, i], game.action_mask())
            mover = game.turn()
            game.play_action(int(actions[t, i]))
            status = game.status()
            ended = status.state != "ongoing"
            assert bool(terminals[t, i]) == ended
            if ended:
                won = status.state == "win"
                reward = (1.0 if status.winner == mover else -1.0) if won else 0.0
                assert rewards[t, i] == reward
                game = damero.Game(variant)
            else:
                assert rewards[t, i] == 0.0
        assert game.to_fragment() == batch.fragment(i)
        assert batch.game(i).to_fragment() == game.to_fragment()


@pytest.mark.parametrize("variant", ["english", "chess", "reversi", "connect4"])
def test_step_writes_every_output(variant: str) -> None:
    n = 4
    batch = damero.Batch(variant, n, seed=3)
    games = [damero.Game(variant) for _ in range(n)]
    rows, columns, planes = batch.observation_shape()
    rewards = np.full(n, 9.0, np.float32)
    terminals = np.ones(n, bool)
    observations = np.full((n, rows, columns, planes), 9.0, np.float32)
    masks = np.ones((n, batch.action_count()), bool)
    rng = random.Random(1)
    for _ in range(30):
        actions = np.array([rng.choice(g.legal_actions()) for g in games], np.int32)
        got = batch.step(actions, rewards, terminals, observations=observations, masks=masks)
        assert got[0] is rewards and got[1] is terminals
        for i, game in enumerate(games):
            game.play_action(int(actions[i]))
            if game.status().state != "ongoing":
                assert terminals[i]
                games[i] = game = damero.Game(variant)
            else:
                assert not terminals[i] and rewards[i] == 0.0
            assert np.array_equal(observations[i], game.observe())
            assert np.array_equal(masks[i], game.action_mask())
    assert np.array_equal(batch.observe(), observations)
    assert np.array_equal(batch.action_masks(), masks)
    # A list of ints steps as an array does; new arrays are returned when none are given.
    rewards2, terminals2 = batch.step([games[i].legal_actions()[0] for i in range(n)])
    assert rewards2.shape == (n,) and terminals2.dtype == np.bool_


def test_connect_four_rewards_the_winner() -> None:
    batch = damero.Batch("connect4", 2)
    for column in [0, 1, 0, 1, 0, 1]:
        rewards, terminals = batch.step([column, column])
        assert not terminals.any()
    rewards, terminals = batch.step([0, 6])
    assert terminals.tolist() == [True, False] and rewards.tolist() == [1.0, 0.0]
    assert batch.fragment(0) == damero.Game("connect4").to_fragment()  # started again
    assert len(batch.game(1).history()) == 7


def test_seeds_make_the_same_games_and_calls_differ() -> None:
    a, b = damero.Batch("english", 4, seed=42), damero.Batch("english", 4, seed=42)
    a.play_random(30)
    b.play_random(30)
    assert [a.fragment(i) for i in range(4)] == [b.fragment(i) for i in range(4)]
    first = [a.fragment(i) for i in range(4)]
    a.play_random(30)
    b.play_random(30, seed=0)
    assert [a.fragment(i) for i in range(4)] != first
    assert a.seed == 42 and len(a) == 4 and a.variant == "english"


def unchanged(batch: damero.Batch) -> List[str]:
    return [batch.fragment(i) for i in range(len(batch))]


def test_hostile_input_to_a_game() -> None:
    game = damero.Game("chess")
    game.play("e4")
    before = game.to_fragment()
    with pytest.raises(damero.IllegalMoveError, match=r"chess: action 0 is not legal now"):
        game.play_action(0)
    with pytest.raises(damero.InvalidArgumentError, match=r"chess: action 4672 is out of range"):
        game.play_action(4672)
    with pytest.raises(damero.InvalidArgumentError, match=r"chess: action -1 is out of range"):
        game.play_action(-1)
    with pytest.raises(damero.InvalidArgumentError, match=r"out of range"):
        game.play_action(2**70)
    for wrong in (1.0, "2426", True, None):
        with pytest.raises(TypeError):
            game.play_action(wrong)  # type: ignore[arg-type]
    with pytest.raises(damero.IllegalMoveError):
        game.action_of("e4")
    with pytest.raises(TypeError):
        game.action_of(12)  # type: ignore[arg-type]
    shape = game.observation_shape()
    bad_outs: List[Tuple[Any, str]] = [
        (np.zeros(shape, np.float64), r"dtype float32, not float64"),
        (np.zeros((8, 8, 118), np.float32), r"shape \(8, 8, 119\), not \(8, 8, 118\)"),
        (np.zeros((119, 8, 8), np.float32).transpose(1, 2, 0), r"C-contiguous"),
    ]
    for bad, error in bad_outs:
        with pytest.raises(damero.InvalidArgumentError, match=error):
            game.observe(bad)
    read_only = np.zeros(shape, np.float32)
    read_only.flags.writeable = False
    with pytest.raises(damero.InvalidArgumentError, match=r"cannot be written"):
        game.observe(read_only)
    with pytest.raises(TypeError):
        game.observe([0.0] * 7616)  # type: ignore[arg-type]
    with pytest.raises(damero.InvalidArgumentError, match=r"shape \(4672,\)"):
        game.action_mask(np.zeros(4671, bool))
    with pytest.raises(damero.InvalidArgumentError, match=r"dtype bool, not uint8"):
        game.action_mask(np.zeros(4672, np.uint8))
    assert game.to_fragment() == before
    finished = damero.Game("connect4")
    finished.play_moves("1212121")
    with pytest.raises(damero.GameOverError):
        finished.play_action(0)
    assert not finished.action_mask().any() and finished.legal_actions() == []


def test_hostile_input_to_a_batch() -> None:
    batch = damero.Batch("english", 3, seed=1)
    batch.play_random(5)
    before = unchanged(batch)
    legal = [batch.game(i).legal_actions()[0] for i in range(3)]
    illegal = list(legal)
    illegal[2] = 0
    with pytest.raises(damero.IllegalMoveError, match=r"english: action 0 is not legal now in game 2"):
        batch.step(np.array(illegal))
    with pytest.raises(damero.InvalidArgumentError, match=r"action 8192 of game 1 is out of range"):
        batch.step([legal[0], 8192, legal[2]])
    with pytest.raises(damero.InvalidArgumentError, match=r"action -3 of game 0 is out of range"):
        batch.step(np.array([-3, legal[1], legal[2]], np.int16))
    with pytest.raises(damero.InvalidArgumentError, match=r"takes 3 actions, got 2"):
        batch.step(legal[:2])
    with pytest.raises(damero.InvalidArgumentError, match=r"integer dtype, not float32"):
        batch.step(np.array(legal, np.float32))
    with pytest.raises(damero.InvalidArgumentError, match=r"shape \(3,\)"):
        batch.step(np.array([legal], np.int64))
    with pytest.raises(TypeError):
        batch.step("123")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        batch.step([1.0, 2.0, 3.0])  # type: ignore[list-item]
    with pytest.raises(damero.InvalidArgumentError, match=r"rewards must have dtype float32"):
        batch.step(legal, np.zeros(3, np.float64))
    with pytest.raises(damero.InvalidArgumentError, match=r"terminals must have shape \(3,\)"):
        batch.step(legal, np.zeros(3, np.float32), np.zeros(4, bool))
    with pytest.raises(damero.InvalidArgumentError, match=r"observations must have shape \(3, 8, 8, 9\)"):
        batch.step(legal, observations=np.zeros((3, 8, 8, 8), np.float32))
    with pytest.raises(damero.InvalidArgumentError, match=r"masks must have dtype bool"):
        batch.step(legal, masks=np.zeros((3, 8192), np.int8))
    with pytest.raises(damero.InvalidArgumentError, match=r"masks must have shape"):
        batch.play_random(4, masks=np.zeros((5, 3, 8192), bool))
    with pytest.raises(damero.InvalidArgumentError, match=r"game 3 is not in a batch of 3"):
        batch.fragment(3)
    assert unchanged(batch) == before
    for bad in [dict(n=0), dict(n=-1), dict(n=2, threads=-1), dict(n=2, seed=-1), dict(n=2, seed=2**64)]:
        with pytest.raises(damero.InvalidArgumentError):
            damero.Batch("english", **bad)  # type: ignore[arg-type]
    with pytest.raises(damero.UnknownVariantError):
        damero.Batch("halma", 2)
    with pytest.raises(damero.InvalidOptionError):
        damero.Batch("reversi", 2, size="7")
    assert damero.Batch("reversi", 2, size="6").action_count() == 37


def test_import_damero_does_not_import_numpy() -> None:
    code = (
        "import sys, damero; damero.Game().legal_actions(); damero.Batch('chess', 2).play_random(9); "
        "print('numpy' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
