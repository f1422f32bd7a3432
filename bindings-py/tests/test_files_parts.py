"""Game files read on threads (`threads=`) and in parts (`split_games`, `read_games(path,
start=, end=)`): the same records in the file's order as one thread reading the whole, on the
shared game-file cases (`conformance/files/cases.json`, their texts repeated) and on the real
files of `../shared/gamefiles` when that folder is there; the ranges cover the file and start at
games, their lines count from the range's start; bad arguments are refused."""

from __future__ import annotations

import io
import pathlib
from typing import Any, Dict, List, Optional, Tuple

import pytest

import damero
from test_files_conformance import CASES, describe, items, options
from test_shared_gamefiles import GIVEN, SHARED

THREADS = [2, 3, 8]


def games(count: int) -> str:
    """`count` small chess games, each with its tags, a comment and a few moves."""
    openings = ["1. e4 e5 2. Nf3 Nc6", "1. d4 d5 2. c4 e6", "1. e4 c5 2. Nf3 d6", "1. c4 e5 2. Nc3 Nf6"]
    results = ["1-0", "0-1", "1/2-1/2", "*"]
    return "".join(
        f'[Event "Game {i}"]\n[Round "{i}"]\n[Result "{results[i % 4]}"]\n\n'
        f"{{game {i}}} {openings[i % 4]} 3. a3 {results[i % 4]}\n\n"
        for i in range(count)
    )


def games_and_lines(records: List[damero.GameRecord]) -> List[Tuple[Any, ...]]:
    """What a part must give as the whole file does: tags, variant, result, main line and the
    problems' messages (their lines count from where the part starts)."""
    return [
        (
            tuple(r.headers.items()),
            r.variant,
            r.result,
            tuple(m.notation for m in r.mainline()),
            tuple(p.message for p in r.errors),
        )
        for r in records
    ]


def read_in_parts(path: pathlib.Path, parts: int, variant: Optional[str] = None) -> List[damero.GameRecord]:
    out: List[damero.GameRecord] = []
    for start, end in damero.split_games(path, parts):
        out.extend(damero.read_games(path, variant=variant, start=start, end=end))
    return out


# Threads.


@pytest.mark.parametrize("case", [pytest.param(c, id=c["id"]) for c in CASES if "read" in c])
def test_threads_give_the_cases_games_in_order(case: Dict[str, Any]) -> None:
    read = case["read"]
    text = "\n\n".join([read["text"]] * 6)
    opts = options(read)
    alone = items(damero.parse_games(text, **opts))
    assert len(alone) >= 6 * max(1, len(case["games"])) - 5
    for threads in THREADS:
        assert items(damero.parse_games(text, threads=threads, **opts)) == alone, threads
        assert items(damero.read_games(io.BytesIO(text.encode("utf-8")), threads=threads, **opts)) == alone


def test_threads_give_every_case_text_together_in_order(tmp_path: pathlib.Path) -> None:
    texts = [c["read"]["text"] for c in CASES if "read" in c and not c["read"].get("strict")]
    text = "\n\n".join(texts * 10)
    path = tmp_path / "cases.pgn"
    path.write_text(text, encoding="utf-8")
    alone = [describe(r) for r in damero.read_games(path)]
    assert len(alone) > 100
    for threads in [0, 1, *THREADS, damero.LIMITS["file_threads"]]:
        assert [describe(r) for r in damero.read_games(path, threads=threads)] == alone, threads


def test_threads_read_strictly_refuse_the_same_games() -> None:
    text = '[Event "A"]\n\n1. e4 e5 2. Ke3 Nc6 *\n\n[Event "B"]\n\n1. c4 e5 *\n\n' * 30
    alone = items(damero.parse_games(text, strict=True))
    assert sum("error" in item for item in alone) == 30
    assert items(damero.parse_games(text, strict=True, threads=4)) == alone


def test_a_threaded_reader_closed_early_stops() -> None:
    reader = damero.parse_games(games(500), threads=4)
    first = next(reader)
    assert first.headers["Event"] == "Game 0"
    reader.close()
    assert list(reader) == []
    with damero.parse_games(games(50), threads=2) as again:
        assert next(again).headers["Round"] == "0"


@pytest.mark.parametrize("bad", [-1, -(2**70), damero.LIMITS["file_threads"] + 1, 2**70])
def test_threads_out_of_range_are_refused(bad: int) -> None:
    with pytest.raises(damero.InvalidArgumentError, match="threads"):
        damero.parse_games(games(1), threads=bad)
    with pytest.raises(damero.InvalidArgumentError, match="threads"):
        damero.read_games(io.StringIO(games(1)), threads=bad)


@pytest.mark.parametrize("bad", ["2", 2.0, True, [2]])
def test_threads_that_are_not_ints_are_refused(bad: Any) -> None:
    with pytest.raises(TypeError, match="threads must be int"):
        damero.parse_games(games(1), threads=bad)


# Parts.


def test_parts_cover_the_file_and_start_at_games(tmp_path: pathlib.Path) -> None:
    text = games(60)
    path = tmp_path / "games.pgn"
    path.write_bytes(text.encode("utf-8"))
    data = path.read_bytes()
    whole = list(damero.read_games(path))
    assert len(whole) == 60
    for parts in [1, 2, 3, 5, 16, 60, 1000]:
        ranges = damero.split_games(path, parts)
        assert 1 <= len(ranges) <= parts
        if parts <= 30:
            assert len(ranges) == parts
        assert ranges[0][0] == 0 and ranges[-1][1] == len(data)
        assert all(a[1] == b[0] for a, b in zip(ranges, ranges[1:]))
        assert all(data[start:].startswith(b'[Event "') for start, _ in ranges)
        got: List[damero.GameRecord] = []
        for start, end in ranges:
            part = list(damero.read_games(path, start=start, end=end))
            # Lines count from the range's start.
            before = data[:start].count(b"\n")
            assert part[0].line == 1
            assert [r.line + before for r in part] == [w.line for w in whole[len(got) : len(got) + len(part)]]
            got.extend(part)
        assert games_and_lines(got) == games_and_lines(whole), parts


def test_a_range_reads_on_threads_too(tmp_path: pathlib.Path) -> None:
    path = tmp_path / "games.pgn"
    path.write_text(games(40), encoding="utf-8")
    for start, end in damero.split_games(str(path), 3):
        alone = games_and_lines(list(damero.read_games(path, start=start, end=end)))
        assert games_and_lines(list(damero.read_games(path, threads=3, start=start, end=end))) == alone


def test_open_ended_and_empty_ranges(tmp_path: pathlib.Path) -> None:
    path = tmp_path / "games.pgn"
    path.write_text(games(4), encoding="utf-8")
    size = path.stat().st_size
    (_, cut), (start, last) = damero.split_games(path, 2)
    assert cut == start and last == size
    tail = [r.headers["Event"] for r in damero.read_games(path, start=start)]
    head = [r.headers["Event"] for r in damero.read_games(path, end=start)]
    assert head + tail == [f"Game {i}" for i in range(4)] and head and tail
    assert list(damero.read_games(path, start=size)) == []
    assert list(damero.read_games(path, start=start, end=start)) == []
    assert len(list(damero.read_games(path, start=None, end=None))) == 4


def test_untagged_tiny_and_empty_files_stay_whole(tmp_path: pathlib.Path) -> None:
    untagged = tmp_path / "untagged.pgn"
    untagged.write_text("1. e4 e5 *\n\n1. d4 d5 *\n" * 20, encoding="utf-8")
    assert damero.split_games(untagged, 4) == [(0, untagged.stat().st_size)]
    empty = tmp_path / "empty.pgn"
    empty.write_bytes(b"")
    assert damero.split_games(empty, 3) == [(0, 0)]
    assert list(damero.read_games(empty, start=0, end=0)) == []
    one = tmp_path / "one.pgn"
    one.write_text(games(1), encoding="utf-8")
    assert damero.split_games(one, 2**70) == [(0, one.stat().st_size)]


def test_bad_offsets_are_refused(tmp_path: pathlib.Path) -> None:
    path = tmp_path / "games.pgn"
    path.write_text(games(3), encoding="utf-8")
    size = path.stat().st_size
    cases: List[Tuple[Optional[int], Optional[int], str]] = [
        (-1, None, "start -1 is negative"),
        (None, -5, "end -5 is negative"),
        (10, 5, "start 10 is after end 5"),
        (size + 1, None, "past the end of the file"),
        (None, size + 1, f"end {size + 1} is past the end of the file \\({size} bytes\\)"),
        (2**70, None, "past the end"),
        (-(2**70), None, "negative"),
    ]
    for start, end, message in cases:
        with pytest.raises(damero.InvalidArgumentError, match=message):
            damero.read_games(path, start=start, end=end)
    for bad in ["0", 1.0, False]:
        with pytest.raises(TypeError, match="start must be int"):
            damero.read_games(path, start=bad)  # type: ignore[call-overload]
        with pytest.raises(TypeError, match="end must be int"):
            damero.read_games(path, end=bad)  # type: ignore[call-overload]


def test_a_file_object_with_a_range_is_refused() -> None:
    for source in (io.BytesIO(games(2).encode("utf-8")), io.StringIO(games(2))):
        with pytest.raises(damero.InvalidArgumentError, match="a file object is read from where it stands"):
            damero.read_games(source, start=0)  # type: ignore[call-overload]
        with pytest.raises(damero.InvalidArgumentError, match="byte range of a path"):
            damero.read_games(source, end=10)  # type: ignore[call-overload]
        # Without a range it is read as before.
        assert len(list(damero.read_games(source))) == 2


def test_bad_split_arguments_are_refused(tmp_path: pathlib.Path) -> None:
    path = tmp_path / "games.pgn"
    path.write_text(games(3), encoding="utf-8")
    for parts in [0, -1, -(2**70)]:
        with pytest.raises(damero.InvalidArgumentError, match="number of parts"):
            damero.split_games(path, parts)
    for bad in ["2", 2.0, True, None]:
        with pytest.raises(TypeError, match="parts must be int"):
            damero.split_games(path, bad)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="split_games\\(\\) cuts a file it opens"):
        damero.split_games(io.BytesIO(b""), 2)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="path must be"):
        damero.split_games(games(3).encode(), 2)  # type: ignore[arg-type]
    with pytest.raises(FileNotFoundError):
        damero.split_games(tmp_path / "missing.pgn", 2)
    with pytest.raises(IsADirectoryError):
        damero.split_games(tmp_path, 2)


# The shared game files, when they are here.


def shared_files() -> List[pathlib.Path]:
    if not SHARED.is_dir():
        pytest.skip(f"{SHARED} is not here: the shared game files are not read")
    return sorted(p for p in SHARED.rglob("*") if p.is_file() and p.suffix in (".pgn", ".pdn"))


def test_the_shared_files_read_on_threads_and_in_parts_give_their_games() -> None:
    files = shared_files()
    assert len(files) > 20
    failures: List[str] = []
    for path in files:
        name = str(path.relative_to(SHARED))
        variant = GIVEN.get(name)
        whole = list(damero.read_games(path, variant=variant))
        expected = games_and_lines(whole)
        lines = [(r.line, len(r.errors)) for r in whole]
        threaded = list(damero.read_games(path, variant=variant, threads=4))
        if games_and_lines(threaded) != expected or [(r.line, len(r.errors)) for r in threaded] != lines:
            failures.append(f"{name}: read on 4 threads, other games")
        for parts in [2, 3, 7]:
            if games_and_lines(read_in_parts(path, parts, variant)) != expected:
                failures.append(f"{name}: read in {parts} parts, other games")
    assert not failures, "\n".join(failures)
