"""Every public field of the core's moves and statuses (conformance/fields.json) is an attribute of
`damero.Move` and `damero.Status`, declared in the stubs, compared by the conformance runner and
written by the differential runner; and every code the core hands out as a string is in the
stubs' `Literal` types. A field or a code the core adds fails here until the binding has it."""

from __future__ import annotations

import ast
import importlib.util
import json
from pathlib import Path
from types import ModuleType
from typing import Any, Dict, List, Set

import pytest

import damero
from conformance_runner import ATTRIBUTES, MOVE_FIELDS, STATUS_FIELDS, attribute, move_dict, status_dict

ROOT = Path(__file__).resolve().parents[2]
FIELDS: Dict[str, List[str]] = json.loads((ROOT / "conformance" / "fields.json").read_text(encoding="utf-8"))
STUBS = Path(damero.__file__).with_name("_native.pyi")
DIFFERENTIAL = ROOT / "differential" / "python" / "runner.py"

# The stubs' Literal alias of each list of codes of `damero._native.codes()`.
LITERALS = {
    "side": "_SideName",
    "role": "_RoleName",
    "kind": "_MoveKind",
    "reason": "_ReasonCode",
    "draw_kind": "_DrawKindCode",
    "family": "_FamilyName",
    "numbering": "_Numbering",
    "labels": "_Labels",
    "shading": "_Shading",
    "duplicates": "_Duplicates",
    "finished": "_Finished",
    "side_name": "_SideLabel",
}


def stub_tree() -> ast.Module:
    return ast.parse(STUBS.read_text(encoding="utf-8"))


def stub_properties(name: str) -> Set[str]:
    """The properties a class of the stubs declares."""
    for node in stub_tree().body:
        if isinstance(node, ast.ClassDef) and node.name == name:
            return {
                item.name
                for item in node.body
                if isinstance(item, ast.FunctionDef)
                and any(isinstance(d, ast.Name) and d.id == "property" for d in item.decorator_list)
            }
    raise AssertionError(f"the stubs have no class {name}")


def stub_literals() -> Dict[str, List[str]]:
    """`{alias: [values]}` of every `_Name = Literal[...]` of the stubs."""
    out: Dict[str, List[str]] = {}
    for node in stub_tree().body:
        if not (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)):
            continue
        value = node.value
        if isinstance(value, ast.Subscript) and isinstance(value.value, ast.Name) and value.value.id == "Literal":
            items = value.slice.elts if isinstance(value.slice, ast.Tuple) else [value.slice]
            out[node.targets[0].id] = [i.value for i in items if isinstance(i, ast.Constant) and isinstance(i.value, str)]
    return out


def differential_runner() -> ModuleType:
    spec = importlib.util.spec_from_file_location("differential_runner", DIFFERENTIAL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def sample_moves() -> List[damero.Move]:
    """Moves of every shape the core has now: steps, multi-jumps with a crowning, chess moves,
    castling, promotions, en passant."""
    moves: List[damero.Move] = list(damero.Game().legal_moves())
    moves += damero.Game.from_fen("english", "B:W18,27:B14").legal_moves()
    for variant in damero.variants():
        moves += damero.Game(variant).legal_moves()[:3]
    if "chess" in damero.variants():
        moves += damero.Game.from_fen("chess", "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1").legal_moves()
        moves += damero.Game.from_fen("chess960", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1").legal_moves()
    return moves


def sample_statuses() -> List[damero.Status]:
    games = [damero.Game(), damero.Game.from_fen("english", "B:W18:B14")]
    games[1].play("14x23")
    if "chess" in damero.variants():
        games.append(damero.Game.from_fen("chess", "4k3/8/8/8/8/8/8/4R2K b - - 0 1"))
    return [g.status() for g in games]


def json_shaped(value: Any) -> bool:
    if value is None or isinstance(value, (bool, int, str)):
        return True
    return isinstance(value, (list, tuple)) and all(json_shaped(v) for v in value)


def test_the_core_s_lists_are_those_of_fields_json() -> None:
    assert damero.MOVE_FIELDS == FIELDS["move"]
    assert damero.STATUS_FIELDS == FIELDS["status"]


@pytest.mark.parametrize(("kind", "cls"), [("move", damero.Move), ("status", damero.Status)])
def test_every_field_is_an_attribute_and_in_the_stubs(kind: str, cls: type) -> None:
    declared = stub_properties(cls.__name__)
    missing = [f for f in FIELDS[kind] if not hasattr(cls, attribute(f))]
    assert not missing, f"fields of fields.json without an attribute on damero.{cls.__name__}: {missing}"
    not_properties = [f for f in FIELDS[kind] if not hasattr(vars(cls)[attribute(f)], "__get__")]
    assert not not_properties
    undeclared = [f for f in FIELDS[kind] if attribute(f) not in declared]
    assert not undeclared, f"fields of fields.json missing from {cls.__name__} in _native.pyi: {undeclared}"
    # Every attribute named after a field has its docstring, saying what it promises.
    assert all((getattr(cls, attribute(f)).__doc__ or "").strip() for f in FIELDS[kind])


def test_only_python_keywords_are_renamed() -> None:
    assert set(ATTRIBUTES) == {"from", "to"} and all(f in FIELDS["move"] for f in ATTRIBUTES)
    assert not set(ATTRIBUTES.values()) & set(FIELDS["move"])


def test_every_field_reads_on_real_values() -> None:
    for move in sample_moves():
        values = move_dict(move)
        assert list(values) == FIELDS["move"]
        assert all(json_shaped(v) for v in values.values()), values
        assert values["kind"] in damero._native.codes()["kind"]
    for status in sample_statuses():
        values = status_dict(status)
        assert list(values) == FIELDS["status"]
        assert all(json_shaped(v) for v in values.values()), values


def test_status_repr_shows_every_field_in_order() -> None:
    status = damero.Game().status()
    text = repr(status)
    positions = [text.index(f"{field}=") for field in FIELDS["status"]]
    assert positions == sorted(positions)
    assert text.startswith("Status(state='ongoing'") and "move_number=1" in text


def test_the_conformance_runner_compares_every_field() -> None:
    assert list(MOVE_FIELDS) == FIELDS["move"]
    assert list(STATUS_FIELDS) == FIELDS["status"]


def test_the_differential_runner_writes_every_field_as_the_rust_runner_does() -> None:
    runner = differential_runner()
    for move in sample_moves():
        written = runner.move_json(move)
        # An array in the order of fields.json (differential/src/main.rs writes the same).
        assert written == [move_dict(move)[f] for f in FIELDS["move"]]
    for status in sample_statuses():
        written = runner.status_json(status)
        assert list(written) == FIELDS["status"] and written == status_dict(status)
    run = runner.Runner()
    run.step({"op": "new", "variant": "english", "options": None, "fen": None})
    state = run.state()
    assert list(state["status"]) == FIELDS["status"]
    assert all(len(m) == len(FIELDS["move"]) for m in state["legal"])
    json.dumps(state)  # every value is JSON


def test_every_code_is_in_the_stubs_literals() -> None:
    codes = damero._native.codes()
    assert set(codes) == set(LITERALS), "a list of codes without its Literal alias in the test"
    literals = stub_literals()
    for name, alias in LITERALS.items():
        assert alias in literals, f"_native.pyi has no {alias}"
        assert literals[alias] == codes[name], f"{alias} in _native.pyi differs from the core's {name} codes"


def stub_options() -> Dict[str, List[str]]:
    """`{key: [Literal values]}` of the stubs' `_Options` (empty for a key typed as any `str`)."""
    literals = stub_literals()
    for node in stub_tree().body:
        if isinstance(node, ast.ClassDef) and node.name == "_Options":
            out: Dict[str, List[str]] = {}
            for item in node.body:
                if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                    names = [n.id for n in ast.walk(item.annotation) if isinstance(n, ast.Name)]
                    out[item.target.id] = [v for name in names for v in literals.get(name, [])]
            return out
    raise AssertionError("the stubs have no _Options")


def test_the_stubs_type_every_option() -> None:
    # The keyword options of the stubs are the core's keys, in order; every value a Literal names
    # is one the core takes for a variant with that key, and the Literal types list them all.
    options = stub_options()
    assert list(options) == damero.OPTION_KEYS
    takes = {"start": ["othello", "free"], "scoring": ["discs", "wof"], "first": ["black", "white"],
             "capture": ["mandatory", "optional"], "agreement": ["on", "off"], "resignation": ["on", "off"]}
    assert {k: v for k, v in options.items() if v} == takes
    for key, values in takes.items():
        variant = next(v for v in damero.variants() if key in v.option_keys)
        for value in values:
            keywords: Dict[str, Any] = {key: value}
            assert damero.Game(variant, **keywords).options()[key] == value
        with pytest.raises(damero.InvalidOptionError):
            wrong: Dict[str, Any] = {key: values[0].upper()}
            damero.Game(variant, **wrong)
