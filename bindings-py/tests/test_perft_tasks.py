"""Perft split into tasks (`damero.perft_tasks`, `Game.perft_tasks`, `PerftTask`): the tasks'
counts add up to `perft` in every family, transpositions merge into one weighted task, tasks
travel as text and pickled, bad arguments and bad tasks are refused with typed errors; and the
Dask example (`examples/python/dask_perft.py`) counts English perft(11) exactly on a local cluster
of two workers, one of them killed during the run."""

from __future__ import annotations

import importlib.util
import json
import pathlib
import pickle
import subprocess
import sys
from typing import Any, Dict

import pytest

import damero

EXAMPLE = pathlib.Path(__file__).resolve().parents[2] / "examples" / "python" / "dask_perft.py"


@pytest.mark.parametrize(
    ("variant", "depth", "split"),
    [("english", 7, 3), ("international", 5, 2), ("frisian", 5, 2), ("chess", 4, 2),
     ("chess960", 3, 1), ("reversi", 6, 3), ("connect4", 6, 3), ("turkish", 4, 4)],
)
def test_tasks_add_up_to_perft(variant: str, depth: int, split: int) -> None:
    tasks = damero.perft_tasks(variant, depth, split)
    assert sum(t.count() for t in tasks) == damero.perft(variant, depth)
    assert sum(t.weight for t in tasks) == damero.perft(variant, split)
    assert all(t.depth == depth - split and len(t.path) == split for t in tasks)


def test_transpositions_merge_and_weigh() -> None:
    tasks = damero.perft_tasks("chess", 5, 3)
    # 8,902 move sequences of 3 plies reach 5,362 positions (OEIS A083276).
    assert len(tasks) == 5362 and sum(t.weight for t in tasks) == 8902
    assert max(t.weight for t in tasks) > 1
    assert sum(t.count(threads=2) for t in tasks[:50]) == sum(t.count() for t in tasks[:50])


def test_a_game_splits_its_own_position_and_drop_counts_as_perft() -> None:
    game = damero.Game("frisian")
    for i in range(6):
        moves = game.legal_moves()
        game.play(moves[i % len(moves)])
    tasks = game.perft_tasks(5, 2, "drop")
    assert {t.duplicates for t in tasks} == {"drop"}
    assert sum(t.count() for t in tasks) == game.perft(5, "drop")
    fragment = game.to_fragment()
    assert all(t.fragment == fragment for t in tasks)
    one = game.perft_tasks(3, 0)
    assert len(one) == 1 and one[0].path == [] and one[0].weight == 1 and one[0].count() == game.perft(3)


def test_tasks_travel_as_text_and_pickled() -> None:
    tasks = damero.perft_tasks("english", 6, 2)
    for task in tasks[:5]:
        text = task.to_text()
        assert text.startswith("4 ") and "\n" not in text
        again = damero.PerftTask.from_text(text)
        assert again == task and hash(again) == hash(task) and again.count() == task.count()
        assert pickle.loads(pickle.dumps(task)) == task
    assert len(set(tasks)) == len(tasks)
    assert repr(tasks[0]).startswith("PerftTask(path=[")


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(damero.InvalidArgumentError, match="cannot be split 5 plies down"):
        damero.perft_tasks("english", 4, 5)
    with pytest.raises(damero.InvalidArgumentError, match="perft split -1"):
        damero.perft_tasks("english", 4, -1)
    with pytest.raises(damero.InvalidArgumentError, match="over the limit"):
        damero.perft_tasks("english", 65, 1)
    with pytest.raises(damero.InvalidArgumentError):
        damero.perft_tasks("english", 4, 1, duplicates="twice")  # type: ignore[arg-type]
    with pytest.raises(damero.UnknownVariantError):
        damero.perft_tasks("go", 4, 1)
    with pytest.raises(damero.InvalidFenError):
        damero.perft_tasks("chess", 4, 1, fen="8/8 w")
    with pytest.raises(TypeError):
        damero.perft_tasks("english", "4", 1)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        damero.perft_tasks("english", 4, 1.5)  # type: ignore[arg-type]
    task = damero.perft_tasks("english", 4, 1)[0]
    with pytest.raises(damero.InvalidArgumentError, match="negative"):
        task.count(threads=-1)
    with pytest.raises(TypeError):
        task.count(threads="2")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("", damero.InvalidArgumentError),
        ("3 1 keep", damero.InvalidArgumentError),
        ("x 1 keep - v2.english", damero.InvalidArgumentError),
        ("3 1 maybe - v2.english", damero.InvalidArgumentError),
        ("3 1 keep 1..2 v2.english", damero.InvalidArgumentError),
        ("3 -1 keep - v2.english", damero.InvalidArgumentError),
        ("99 1 keep - v2.english", damero.InvalidArgumentError),
    ],
)
def test_bad_task_texts_are_refused(text: str, error: type) -> None:
    with pytest.raises(error, match="perft task|limit"):
        damero.PerftTask.from_text(text)


def test_a_task_that_leads_nowhere_is_refused_when_counted() -> None:
    task = damero.perft_tasks("english", 4, 1)[0]
    far = damero.PerftTask.from_text(task.to_text().replace(" 0 ", " 9 ", 1))
    with pytest.raises(damero.InvalidArgumentError, match="move 9 at ply 1, where 7 moves are legal"):
        far.count()
    broken = damero.PerftTask.from_text("3 1 keep - not-a-fragment")
    with pytest.raises(damero.InvalidFragmentError):
        broken.count()
    with pytest.raises(TypeError):
        damero.PerftTask.from_text(3)  # type: ignore[arg-type]


def run_example(*args: str, cwd: pathlib.Path) -> Dict[str, Any]:
    done = subprocess.run(
        [sys.executable, str(EXAMPLE), "--json", *args], cwd=cwd, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    out: Dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return out


def test_the_dask_example_counts_english_perft_11_with_a_worker_killed(tmp_path: pathlib.Path) -> None:
    pytest.importorskip("distributed", reason="dask.distributed is not installed (pip install damero[dask])")
    got = run_example("english", "11", "--split", "4", "--kill-after", "30", "--compare", cwd=tmp_path)
    # English perft(11) = 85,242,128: Aart Bik, "Perft for Checkers" (conformance/draughts/perft.json).
    assert got["nodes"] == 85_242_128 == got["known"] == got["native"]["nodes"]
    assert got["killed"] and got["workers"] == 2
    assert got["sequences"] == damero.perft("english", 4) and got["tasks"] < got["sequences"]


def test_the_dask_example_splits_the_fewest_plies_down_that_give_8_tasks_per_worker() -> None:
    spec = importlib.util.spec_from_file_location("dask_perft", EXAMPLE)
    assert spec is not None and spec.loader is not None
    example = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(example)
    # Chess: 20 positions one ply down, 400 two plies down; English: 7 one ply down, 49 two.
    assert example.default_split("chess", 7, 2) == 1
    assert example.default_split("chess", 7, 4) == 2
    assert example.default_split("english", 15, 2) == 2
    # Never the whole depth: a task counts at least one ply.
    assert example.default_split("chess", 2, 64) == 1
    assert example.default_split("chess", 1, 2) == 0
    assert len(damero.perft_tasks("chess", 1, 0)) == 1


def test_perft_with_a_transposition_table_counts_the_same() -> None:
    # English perft(10) = 18,391,564 and (11) = 85,242,128: Aart Bik (conformance/draughts/perft.json).
    assert damero.perft("english", 11, hash=8) == 85_242_128 == damero.perft("english", 11, threads=2, hash=8)
    game = damero.Game("reversi")
    assert game.perft(8, hash=4, finished="leaf") == game.perft(8, finished="leaf")
    assert damero.MAX_PERFT_HASH_MB == 65536
    with pytest.raises(damero.InvalidArgumentError, match="over the limit"):
        damero.perft("english", 5, hash=damero.MAX_PERFT_HASH_MB + 1)
    with pytest.raises(damero.InvalidArgumentError, match="negative"):
        damero.perft("english", 5, hash=-1)
    with pytest.raises(TypeError):
        damero.perft("english", 5, hash="8")  # type: ignore[arg-type]
    with pytest.raises(damero.InvalidArgumentError, match="over the limit"):
        damero.perft("english", 5, hash=2**80)
