"""Every real game file of `../shared/gamefiles` (next to the repository; see its SOURCES.md),
read in place through the Python API when that folder exists (skipped with a message otherwise;
the files are never copied into the repository): each file is read without an error of the API,
the same from its path, from a binary file object and from its text, and gives the games the
Rust reader gives (`core/tests/gamefiles.rs`, which holds those counts to what SOURCES.md
records, with the same differences noted there)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Dict, List, Optional, Tuple

import pytest

import damero

SHARED = Path(__file__).resolve().parents[2].parent / "shared" / "gamefiles"
SOURCES = SHARED / "SOURCES.md"

# Where the Rust reader and python-chess part (core/tests/gamefiles.rs, CHESS_DIFFERENCES): the
# games the Rust reader gives.
CHESS_DIFFERENCES = {
    "chessops/headers-and-moves-on-the-same-line.pgn": 3,
    "chessops/leading-whitespace.pgn": 4,
    "python-chess/anastasian-lewis.pgn": 1,
    "scalachess/uzchesscup.pgn": 45,
}
# Files whose variant the caller gives (no GameType, neither International nor English), as the
# Rust test gives it; the JSON files hold PDN strings of the variant their name says.
GIVEN = {
    "wiegerw-pdn/succeed/Campionato Assoluto 2005.pdn": "italian",
    "wiegerw-pdn/fail/mrdrcd08.pdn": "russian",
    "py-draughts/brazilian_random_pdns.json": "brazilian",
    "py-draughts/frisian_random_pdns.json": "frisian",
}


def rows() -> Dict[str, str]:
    """Each file of SOURCES.md's tables and its last figure cell."""
    out: Dict[str, str] = {}
    for row in SOURCES.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in row.split("|")]
        if row.startswith("| ") and len(cells) > 3 and re.search(r"\.(pgn|pdn|json)$", cells[1]):
            out[cells[1]] = cells[-2]
    return out


def expected_games(name: str, figures: str) -> Optional[int]:
    """The games the Rust reader gives for a file; None for a chess file SOURCES.md calls
    doubtful (the Rust test checks only that it is read)."""
    if name in CHESS_DIFFERENCES:
        return CHESS_DIFFERENCES[name]
    if name.endswith(".pgn") and ("doubtful" in figures or "open decisions" in figures):
        return None
    return int(figures.split()[0])


def summary(records: List[damero.GameRecord]) -> List[Tuple[int, Optional[str], int, int]]:
    return [(r.line, r.variant, len(r.mainline()), len(r.errors)) for r in records]


@pytest.fixture(scope="module")
def shared() -> Dict[str, str]:
    if not SOURCES.is_file():
        pytest.skip(f"{SHARED} is not here: the shared game files are not read")
    return rows()


def test_every_file_is_read_as_the_rust_reader_reads_it(shared: Dict[str, str]) -> None:
    files = sorted(str(p.relative_to(SHARED)) for p in SHARED.rglob("*") if p.is_file() and p.name != "SOURCES.md")
    assert files and set(files) == set(shared), "SOURCES.md lists every file"
    failures: List[str] = []
    total = 0
    for name in files:
        path = SHARED / name
        variant = GIVEN.get(name)
        if name.endswith(".json"):
            (strings,) = json.loads(path.read_text(encoding="utf-8")).values()
            games = [list(damero.parse_games(s, variant=variant)) for s in strings]
            if any(len(g) != 1 for g in games):
                failures.append(f"{name}: strings that are not one game each: {[len(g) for g in games]}")
            records = [g for each in games for g in each]
        else:
            records = list(damero.read_games(path, variant=variant))
            with open(path, "rb") as binary:
                from_file = summary(list(damero.read_games(binary, variant=variant)))
            from_text = summary(list(damero.parse_games(path.read_bytes(), variant=variant)))
            if not summary(records) == from_file == from_text:
                failures.append(f"{name}: the path, the file object and the bytes give other games")
        total += len(records)
        want = expected_games(name, shared[name])
        if want is not None and len(records) != want:
            failures.append(f"{name}: {len(records)} games, the Rust reader gives {want} ({shared[name]})")
        for record in records:
            # Everything a record has can be read, and what is written reads back as one game.
            record.headers, record.errors, record.warnings, record.root.variations  # noqa: B018
            text = record.to_text()
            if text is not None and record.errors == [] and len(list(damero.parse_games(text, variant=variant))) != 1:
                failures.append(f"{name}: the game at line {record.line}, written, is not one game")
    assert not failures, "\n".join(failures)
    assert total > 2000
