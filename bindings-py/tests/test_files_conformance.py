"""The shared game-file cases (`conformance/files/cases.json`, format in its "about" field),
read and written through the public API of the installed package, as the Rust runner
(`core/tests/files_conformance.rs`) reads them: every game a case's text gives, with every field
the case records (tags in order, variant, result, main line, the tree with comments, NAGs and
commands, the FEN at the end of the main line, errors and warnings with line, column and message,
the text written back), strict refusals as `InvalidGameFileError` with `line` and `column`, and
games played and written by `Game.to_pgn` / `Game.to_pdn`. Each text is read three ways (a `str`,
a binary file object, a text file object), which must agree."""

from __future__ import annotations

import copy
import io
import json
from pathlib import Path
from typing import Any, Dict, List, Optional

import pytest

import damero

CASES_FILE = Path(__file__).resolve().parents[2] / "conformance" / "files" / "cases.json"
DATA: Dict[str, Any] = json.loads(CASES_FILE.read_text(encoding="utf-8"))
CASES: List[Dict[str, Any]] = DATA["cases"]
FORMAT = 1


class CaseFailure(AssertionError):
    """A case did not give what its data says."""


def node_json(node: damero.Node) -> Dict[str, Any]:
    """A node and what follows it, with empty fields left out (the case's form)."""
    out: Dict[str, Any] = {}
    if node.move is not None:
        out["move"] = node.move.notation
    if node.comments_before:
        out["comments_before"] = node.comments_before
    if node.comments:
        out["comments"] = node.comments
    if node.nags:
        out["nags"] = node.nags
    commands = node.commands()
    if commands:
        out["commands"] = [list(c) for c in commands]
    children = node.variations
    if children:
        out["children"] = [node_json(c) for c in children]
    # The joined forms agree with the lists.
    if node.comment != " ".join(node.comments) or node.starting_comment != " ".join(node.comments_before):
        raise CaseFailure(f"{node!r}: comment or starting_comment is not its comments joined")
    return out


def problem_json(p: damero.FileProblem) -> Dict[str, Any]:
    return {"line": p.line, "column": p.column, "message": p.message}


def describe(record: damero.GameRecord) -> Dict[str, Any]:
    """Everything a case records of one game read."""
    game = record.game()
    return {
        "line": record.line,
        "headers": [list(pair) for pair in record.headers.items()],
        "variant": record.variant,
        "result": record.result,
        "mainline": [m.notation for m in record.mainline()],
        "tree": node_json(record.root),
        "fen": None if game is None else game.fen(),
        "errors": [problem_json(p) for p in record.errors],
        "warnings": [problem_json(p) for p in record.warnings],
        "written": record.to_text(),
    }


def items(reader: damero.GameReader) -> List[Dict[str, Any]]:
    """Every item a reader yields: a game described, or a strict refusal."""
    out: List[Dict[str, Any]] = []
    while True:
        try:
            record = next(reader)
        except StopIteration:
            return out
        except damero.InvalidGameFileError as e:
            if str(e) != f"line {e.line}, column {e.column}: {e.message}":
                raise CaseFailure(f"the refusal's text {str(e)!r} does not start with its place") from e
            out.append({"error": {"code": e.code, "line": e.line, "column": e.column, "message": e.message}})
            continue
        out.append(describe(record))


def options(read: Dict[str, Any]) -> Dict[str, Any]:
    return {"variant": read.get("variant"), "strict": read.get("strict", False)}


def read_all(text: str, opts: Dict[str, Any]) -> List[Dict[str, Any]]:
    """The items of `text` read as a `str`, checked to be those of the same text read from a
    binary file object and from a text file object."""
    got = items(damero.parse_games(text, **opts))
    for other in (io.BytesIO(text.encode("utf-8")), io.StringIO(text, newline="")):
        again = items(damero.read_games(other, **opts))
        if again != got:
            raise CaseFailure(f"read from {type(other).__name__}, the text gives other games")
    return got


def played(write: Dict[str, Any]) -> damero.Game:
    """The game a write case plays: its variant, FEN, moves, and a resignation."""
    fen: Optional[str] = write.get("fen")
    game = damero.Game(write["variant"]) if fen is None else damero.Game.from_fen(write["variant"], fen)
    if write.get("moves"):
        game.play_moves(write["moves"])
    if write.get("resign"):
        game.resign(write["resign"])
    return game


def written(game: damero.Game, headers: Dict[str, str]) -> str:
    if damero.Variant(game.variant).family == "chess":
        return game.to_pgn(headers)
    return game.to_pdn(headers)


def run_case(case: Dict[str, Any]) -> None:
    if "read" in case:
        read = case["read"]
        got = read_all(read["text"], options(read))
        if got != case["games"]:
            raise CaseFailure(
                f"{case['id']}: expected\n{json.dumps(case['games'], indent=1)}\ngot\n{json.dumps(got, indent=1)}"
            )
        # What is written reads back as the same game.
        for item in got:
            text = item.get("written")
            if text is None:
                continue
            again = items(damero.parse_games(text, **options(read)))
            if len(again) != 1 or any(again[0][k] != item[k] for k in ("mainline", "tree", "fen", "written")):
                raise CaseFailure(f"{case['id']}: written, it reads back otherwise:\n{text}")
    elif "write" in case:
        write = case["write"]
        game = played(write)
        headers = {name: value for name, value in write.get("headers", [])}
        text = written(game, headers)
        if text != case["written"]:
            raise CaseFailure(f"{case['id']}: expected\n{case['written']}\ngot\n{text}")
        if all(name.isidentifier() for name in headers):
            by_keywords = game.to_pgn(**headers) if damero.Variant(game.variant).family == "chess" else game.to_pdn(**headers)
            if by_keywords != text:
                raise CaseFailure(f"{case['id']}: the tags as keywords write another text")
        back = list(damero.parse_games(text))
        end = back[0].game() if len(back) == 1 else None
        if end is None or end.fen() != game.fen():
            raise CaseFailure(f"{case['id']}: the written game does not read back to its position")
    else:
        raise CaseFailure(f"{case['id']}: a case reads or writes")


def test_the_file_is_of_a_known_format_and_has_cases() -> None:
    assert DATA["format"] == FORMAT
    assert sum("read" in c for c in CASES) >= 10 and sum("write" in c for c in CASES) >= 3
    ids = [c["id"] for c in CASES]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("case", [pytest.param(c, id=c["id"]) for c in CASES])
def test_case(case: Dict[str, Any]) -> None:
    run_case(case)


# The runner must be able to fail: each change to a true case is caught.


def changed(case_id: str, change: Any) -> Dict[str, Any]:
    case = copy.deepcopy(next(c for c in CASES if c["id"] == case_id))
    change(case)
    return case


@pytest.mark.parametrize(
    ("case_id", "change"),
    [
        ("pgn/tree", lambda c: c["games"][0]["headers"].reverse()),
        ("pgn/tree", lambda c: c["games"][0]["tree"]["children"][0].update(nags=[1])),
        ("pgn/tree", lambda c: c["games"][0].update(fen="8/8/8/8/8/8/8/8 w - - 0 1")),
        ("pgn/illegal-move", lambda c: c["games"][0]["errors"][0].update(column=12)),
        ("pgn/strict", lambda c: c["games"][0]["error"].update(line=4)),
        ("pgn/strict", lambda c: c["read"].update(strict=False)),
        ("pdn/caller-variant", lambda c: c["read"].update(variant="english")),
        ("write/resigned", lambda c: c["write"].pop("resign")),
    ],
)
def test_the_runner_catches_a_changed_case(case_id: str, change: Any) -> None:
    with pytest.raises(CaseFailure):
        run_case(changed(case_id, change))
