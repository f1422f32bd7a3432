"""The Dask example (`examples/python/dask_games.py`), run as a user runs it, in a subprocess on
a local cluster of two workers: on the small collection it writes itself, and on shared game
files when `../shared/gamefiles` is there; the games, results and openings it counts are those a
plain `read_games` of each whole file gives. Skipped where Dask is not installed (it is an
optional extra, `damero[dask]`)."""

from __future__ import annotations

import importlib.util
import json
import pathlib
import subprocess
import sys
from collections import Counter
from types import ModuleType
from typing import Any, Dict, List, Optional

import pytest

import damero
from test_shared_gamefiles import SHARED

pytest.importorskip("dask.bag", reason="dask is not installed (pip install damero[dask])")
pytest.importorskip("distributed", reason="dask.distributed is not installed (pip install damero[dask])")

EXAMPLE = pathlib.Path(__file__).resolve().parents[2] / "examples" / "python" / "dask_games.py"
SHARED_FILES = ["pgn-parser/32games.pgn", "BrunoGUI_Dames/1er Open International Allinges 2007.pdn"]


def example() -> ModuleType:
    spec = importlib.util.spec_from_file_location("dask_games", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def plain_counts(paths: List[str], variant: Optional[str] = None) -> Dict[str, Any]:
    """What the example must count, read here without Dask or parts."""
    results: Counter[str] = Counter()
    openings: Counter[str] = Counter()
    games = errors = 0
    for path in paths:
        for record in damero.read_games(path, variant=variant):
            games += 1
            errors += bool(record.errors)
            results[record.result or "none"] += 1
            openings[" ".join(m.notation for m in record.mainline()[:2])] += 1
    return {"games": games, "errors": errors, "results": dict(results), "openings": dict(openings)}


def run(*args: str, cwd: pathlib.Path) -> Dict[str, Any]:
    done = subprocess.run(
        [sys.executable, str(EXAMPLE), "--json", *args], cwd=cwd, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    out: Dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return out


def test_the_example_counts_its_own_collection_as_read_games_does(tmp_path: pathlib.Path) -> None:
    got = run(cwd=tmp_path)
    files = example().sample_files(str(tmp_path))
    want = plain_counts(files)
    assert want["games"] == 48 and len(want["results"]) == 4 and len(want["openings"]) > 10
    assert {k: got[k] for k in want} == want
    assert got["workers"] == 2 and got["parts"] == 8 and got["files"] == []


def test_the_example_counts_shared_files_as_read_games_does(tmp_path: pathlib.Path) -> None:
    paths = [str(SHARED / name) for name in SHARED_FILES if (SHARED / name).is_file()]
    if not paths:
        pytest.skip(f"{SHARED} is not here: the shared game files are not read")
    got = run("--parts", "3", *paths, cwd=tmp_path)
    want = plain_counts(paths)
    assert want["games"] > 50
    assert {k: got[k] for k in want} == want
    assert got["files"] == paths and got["parts"] > len(paths)


def test_the_report_prints_results_and_openings(tmp_path: pathlib.Path) -> None:
    module = example()
    files = module.sample_files(str(tmp_path))
    parts = module.parts_of(files, 3)
    total = module.EMPTY
    for part in parts:
        total = module.merge(total, module.count_part(part))
    total.update(parts=len(parts), workers=1)
    text = module.report(total, 3)
    assert text.startswith(f"48 games (0 with errors) in {len(parts)} parts on 1 workers")
    assert "results:\n" in text and "     1-0  12" in text
    assert len(text.split("openings (the 3 most played first two moves):\n")[1].splitlines()) == 3
