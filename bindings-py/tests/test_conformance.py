"""The shared conformance suite (conformance/), run against the installed package."""

from __future__ import annotations

import copy
from typing import Any, Dict

import pytest

import damero
from conformance_runner import (
    CaseFailure,
    all_cases,
    case_files,
    check_variant,
    check_variants,
    expected_failures,
    family_dirs,
    perft,
    perft_counts,
    run_case,
    variants_data,
)

VARIANTS = variants_data()
CASES = all_cases()
EXPECTED = expected_failures()
FAST = perft_counts("fast")


@pytest.mark.parametrize(
    ("position", "count"),
    [pytest.param(p, c, id=i) for i, p, c in FAST],
)
def test_perft(position: Dict[str, Any], count: Dict[str, Any]) -> None:
    assert perft(position, count) == count["nodes"]


def test_perft_counts_of_both_conventions_are_there() -> None:
    # The placement counts carry how a finished game counts; both conventions are run.
    assert {c.get("finished", "ignore") for _, _, c in FAST} == {"ignore", "leaf"}
    assert len({test_id for test_id, _, _ in FAST}) == len(FAST)


def test_perft_fast_tier_is_there() -> None:
    # The English start counts to depth 9 are published; losing them would hollow out test_perft.
    assert len(FAST) >= 9


def test_variants_json_lists_the_library_s_variants() -> None:
    check_variants(VARIANTS)


@pytest.mark.parametrize("want", [pytest.param(v, id=v["name"]) for v in VARIANTS])
def test_variant(want: Dict[str, Any]) -> None:
    check_variant(want)


def test_variant_checks_can_fail() -> None:
    english = next(v for v in VARIANTS if v["name"] == "english")
    for change in (
        {"squares": 50},
        {"default_options": {**english["default_options"], "first": "white"}},
        {"square_names": {"1": "a8"}},
        {"rows": 8, "colour": "red"},
    ):
        with pytest.raises(CaseFailure):
            check_variant({**english, **change})
    with pytest.raises(CaseFailure):
        check_variants(VARIANTS[::-1])


def test_suite_has_cases() -> None:
    assert family_dirs(), "no family folders in conformance/"
    assert case_files(), "no case files in conformance/<family>/cases"
    assert CASES, "no cases in conformance/<family>/cases"


def test_case_ids_are_unique() -> None:
    ids = [case["id"] for _, case in CASES]
    assert len(ids) == len(set(ids)), sorted(i for i in ids if ids.count(i) > 1)


def test_expected_failures_name_real_cases() -> None:
    known = {case["id"] for _, case in CASES}
    assert set(EXPECTED) <= known, f"stale entries: {sorted(set(EXPECTED) - known)}"


@pytest.mark.parametrize(
    "case",
    [pytest.param(case, id=f"{name}::{case['id']}") for name, case in CASES],
)
def test_case(case: Dict[str, Any]) -> None:
    reason = EXPECTED.get(case["id"])
    if reason is None:
        run_case(case)
        return
    try:
        run_case(case)
    except CaseFailure as failure:
        pytest.xfail(f"{reason} ({failure})")
    pytest.fail(f"{case['id']} passes but is listed in expected-failures.txt: remove it")


# The runner itself must be able to fail: a suite that cannot fail checks nothing.

GOOD: Dict[str, Any] = {
    "id": "self/forced-jump",
    "setup": {"variant": "english", "fen": "B:W18:B14"},
    "steps": [
        {"expect": {"legal_moves": ["14x23"], "status": {"must_capture": [14], "turn": "black"}}},
        {"play": "14-17", "error": "illegal_move"},
        {"play_path": [14, 23], "played": "14x23"},
        {"expect": {"status": {"state": "win", "winner": "black", "reason": "no_pieces"}, "roundtrip": True}},
        {"undo": True, "undone": "14x23"},
        {
            "expect": {
                "fen": "B:W18:B14",
                "history": [],
                "board": "." * 13 + "b" + "..." + "w" + "." * 14,
                "piece_at": [
                    {"square": 14, "piece": {"side": "black", "role": "man"}},
                    {"square": 15, "piece": None},
                    {"square": 0, "error": "invalid_argument"},
                    {"square": 2**80, "error": "invalid_argument"},
                ],
            }
        },
    ],
}


def test_runner_passes_a_true_case() -> None:
    run_case(GOOD)


@pytest.mark.parametrize(
    ("step_index", "change"),
    [
        (0, {"expect": {"legal_moves": ["14-17"]}}),
        (0, {"expect": {"status": {"must_capture": [18]}}}),
        (0, {"expect": {"moves": [{"notation": "14x23", "captures": [19]}]}}),
        (0, {"expect": {"moves": [{"notation": "14x23", "promotion": "king"}]}}),
        (0, {"expect": {"moves": [{"long": "14x23x32"}]}}),
        (0, {"expect": {"status": {"endgame_plies": 3}}}),
        (0, {"expect": {"status": {"checkers": [18]}}}),
        (0, {"expect": {"piece_at": [{"square": 14, "piece": {"side": "black", "role": "king"}}]}}),
        (0, {"expect": {"piece_at": [{"square": 14, "piece": None}]}}),
        (0, {"expect": {"piece_at": [{"square": 33, "piece": None}]}}),
        (0, {"expect": {"piece_at": [{"square": 14, "error": "invalid_argument"}]}}),
        (0, {"expect": {"no_such_check": 1}}),
        (1, {"play": "14x23", "error": "illegal_move"}),
        (1, {"play": "14-17", "error": "invalid_notation"}),
        (1, {"play": "14-17", "error": "illegal_move", "message_contains": "no such words"}),
        (2, {"play_path": [14, 23], "played": "14x23x32"}),
        (4, {"undo": True, "undone": "14-17"}),
        (5, {"expect": {"fragment": "v1/english"}}),
        (5, {"expect": {"board": "." * 13 + "B" + "..." + "w" + "." * 14}}),
        (5, {"dance": True}),
    ],
)
def test_runner_fails_a_false_case(step_index: int, change: Dict[str, Any]) -> None:
    case: Dict[str, Any] = copy.deepcopy(GOOD)
    case["steps"][step_index] = change
    with pytest.raises(CaseFailure):
        run_case(case)


def test_runner_checks_setup_errors() -> None:
    run_case({"id": "x", "setup": {"variant": "nope", "error": "unknown_variant"}})
    with pytest.raises(CaseFailure):
        run_case({"id": "x", "setup": {"variant": "english", "error": "unknown_variant"}})
    with pytest.raises(CaseFailure):
        run_case({"id": "x", "setup": {"variant": "english", "fen": "Z:W1", "error": "invalid_fragment"}})


# The checks and the action placement games brought: play_moves, geometry, move_numbers.

PLACEMENT: Dict[str, Any] = {
    "id": "self/connect4",
    "setup": {"variant": "connect4", "options": "size=6x5"},
    "steps": [
        {"play_moves": "3 3,43", "played": "3,3,4,3"},
        {"play_moves": "4 5 7", "error": "illegal_move", "message_contains": "move 3"},
        {
            "expect": {
                "geometry": {"rows": 5, "columns": 6, "squares": 30, "numbering": "from_bottom_left", "drops": True},
                "move_numbers": [1, 1, 2, 2, 3],
                "board": "..rr....y.....y" + "." * 15,
                "history": ["3", "3", "4", "3"],
            }
        },
    ],
}


def test_runner_passes_a_true_placement_case() -> None:
    run_case(PLACEMENT)


@pytest.mark.parametrize(
    ("step_index", "change"),
    [
        (0, {"play_moves": "3 3,43", "played": "3,3,4"}),
        (0, {"play_moves": "3 3,43", "played": "3,3,4,3", "error": "illegal_move"}),
        (1, {"play_moves": "4 5 7", "error": "invalid_notation"}),
        (2, {"expect": {"geometry": {"rows": 6}}}),
        (2, {"expect": {"geometry": {"drops": False}}}),
        (2, {"expect": {"geometry": {"colour": "blue"}}}),
        (2, {"expect": {"move_numbers": [1, 1, 2, 2]}}),
        (2, {"expect": {"move_numbers": [1, 2, 3, 4, 5]}}),
        (2, {"expect": {"board": "..rr....y" + "." * 21}}),
    ],
)
def test_runner_fails_a_false_placement_case(step_index: int, change: Dict[str, Any]) -> None:
    case: Dict[str, Any] = copy.deepcopy(PLACEMENT)
    case["steps"][step_index] = change
    with pytest.raises(CaseFailure):
        run_case(case)


def test_perft_checks_pass_the_finished_convention() -> None:
    position = {"variant": "connect4", "fen": "7/7/7/7/7/7 r"}
    assert perft(position, {"depth": 2, "duplicates": "keep"}) == 49
    assert perft(position, {"depth": 2, "duplicates": "keep", "finished": "leaf"}) == 49
    with pytest.raises(damero.InvalidArgumentError):
        perft({"variant": "english", "fen": None}, {"depth": 1, "duplicates": "keep", "finished": "leaf"})
