"""Training data from game files (`GameRecord.samples()`, `damero.training_data`): each row is
the position before a main-line move as `Game.observe()` sees it, the move's id and the result
for the side to move, equal to the game replayed through `Game`; chunks hold the same rows in
order, never more than asked, one board shape each; bad arguments raise typed errors."""

from __future__ import annotations

import math
import pathlib
from typing import List

import numpy as np
import pytest

import damero


def sample_games(variant: str, count: int) -> List[damero.Game]:
    games = []
    for i in range(count):
        game = damero.Game(variant)
        for ply in range(10 + i):
            moves = game.legal_moves()
            if not moves:
                break
            game.play(moves[(i * 5 + ply * 3) % len(moves)])
        if game.status().state == "ongoing" and i % 3 != 2:
            game.resign("white" if i % 3 == 0 else "black")
        games.append(game)
    return games


def text_of(games: List[damero.Game]) -> str:
    return "".join(g.to_pgn() if g.variant == "chess" else g.to_pdn() for g in games)


@pytest.mark.parametrize("variant", ["chess", "english", "international"])
def test_rows_are_the_games_replayed(variant: str) -> None:
    games = sample_games(variant, 6)
    for game, record in zip(games, damero.parse_games(text_of(games))):
        seen, ids, results = record.samples()
        history = game.history()
        assert seen.dtype == np.float32 and ids.dtype == np.int64 and results.dtype == np.float32
        assert seen.shape == (len(history), *game.observation_shape()) and ids.shape == results.shape == (len(history),)
        status = game.status()
        replay = damero.Game(variant)
        for i, move in enumerate(history):
            assert (seen[i] == replay.observe()).all()
            assert ids[i] == replay.action_of(move)
            if status.state == "ongoing":
                assert math.isnan(results[i])
            else:
                assert results[i] == (1.0 if status.winner == replay.turn() else -1.0)
            replay.play(move)


def test_chunks_hold_the_rows_in_order(tmp_path: pathlib.Path) -> None:
    games = sample_games("chess", 9)
    path = tmp_path / "games.pgn"
    path.write_text(text_of(games), encoding="utf-8")
    rows = [r.samples() for r in damero.read_games(str(path))]
    want_ids = np.concatenate([r[1] for r in rows])
    chunks = list(damero.training_data(str(path), chunk=16))
    assert all(len(c[1]) <= 16 for c in chunks) and all(len(c[1]) == 16 for c in chunks[:-1])
    assert (np.concatenate([c[1] for c in chunks]) == want_ids).all()
    assert (np.concatenate([c[0] for c in chunks]) == np.concatenate([r[0] for r in rows])).all()
    same = list(damero.training_data(damero.parse_games(path.read_text(encoding="utf-8")), chunk=1000))
    assert len(same) == 1 and (same[0][1] == want_ids).all()
    with open(path, "rb") as file:
        assert sum(len(c[1]) for c in damero.training_data(file, chunk=7, threads=2)) == len(want_ids)


def test_a_chunk_holds_one_board_shape() -> None:
    text = text_of(sample_games("english", 2) + sample_games("international", 2) + sample_games("english", 1))
    chunks = list(damero.training_data(damero.parse_games(text), chunk=10_000))
    assert [c[0].shape[1:] for c in chunks] == [(8, 8, 9), (10, 10, 9), (8, 8, 9)]


def test_records_without_a_game_give_no_rows() -> None:
    record = next(damero.parse_games('[Variant "atomic"]\n[Result "1-0"]\n\n1. e4 e5 1-0\n'))
    seen, ids, results = record.samples()
    assert len(ids) == 0 and seen.shape[0] == 0
    assert list(damero.training_data([record])) == []


def test_bad_arguments() -> None:
    with pytest.raises(damero.InvalidArgumentError, match="chunk 0"):
        next(damero.training_data([], chunk=0))
    with pytest.raises(TypeError):
        next(damero.training_data([], chunk="8"))  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="read options"):
        next(damero.training_data([], threads=2))
    with pytest.raises(OSError):
        next(damero.training_data("/nonexistent/games.pgn"))
