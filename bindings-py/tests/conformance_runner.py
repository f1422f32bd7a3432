"""The Python runner of the shared conformance suite (format: conformance/README.md).

It reads `conformance/variants.json`, and for every family folder (`conformance/<family>/`) its
`perft.json` and every `cases/*.json`, so new case files and families are picked up without any
change here. The fields of a move and a status it compares are those of
`conformance/fields.json`, each read from the attribute of the same name (`from` and `to` from
`from_square` and `to_square`), so a new field is compared as soon as the data has it. Each case
runs through the public API of the installed `damero` package only. A failed check raises
`CaseFailure` naming the step and the field.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional, Tuple, Union, cast

import damero

FORMAT = 2
ROOT = Path(__file__).resolve().parents[2]
SUITE = ROOT / "conformance"
EXPECTED_FAILURES = Path(__file__).with_name("expected-failures.txt")

ACTIONS = (
    "play",
    "play_moves",
    "play_path",
    "parse",
    "play_index",
    "play_action",
    "play_and_claim",
    "undo",
    "agree_draw",
    "resign",
    "claim_draw",
    "expect",
)
FIELDS: Dict[str, List[str]] = json.loads((SUITE / "fields.json").read_text(encoding="utf-8"))
# The Python attribute of a shared field name, where it differs (`from` is a Python keyword).
ATTRIBUTES = {"from": "from_square", "to": "to_square"}


def attribute(field: str) -> str:
    """The attribute of `damero.Move` or `damero.Status` that holds a field of fields.json."""
    return ATTRIBUTES.get(field, field)


# Every public field of a move and a status, in the order of fields.json: `{field: attribute}`.
MOVE_FIELDS = {field: attribute(field) for field in FIELDS["move"]}
STATUS_FIELDS = {field: attribute(field) for field in FIELDS["status"]}


class CaseFailure(AssertionError):
    """A case did not do what its data says."""


def read(path: Path) -> Dict[str, Any]:
    """A suite file, checked to be of the format this runner knows."""
    data: Dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    if data.get("format") != FORMAT:
        raise CaseFailure(f"{path.name}: format {data.get('format')!r}, this runner reads {FORMAT}")
    return data


def family_dirs() -> List[Path]:
    """Every family folder of the suite (`conformance/draughts/`, ...), in name order."""
    return sorted(p for p in SUITE.iterdir() if p.is_dir())


def case_files() -> List[Path]:
    return [path for family in family_dirs() for path in sorted((family / "cases").glob("*.json"))]


def case_file_name(path: Path) -> str:
    """`draughts/moves.json`: a case file named with its family."""
    return f"{path.parents[1].name}/{path.name}"


def all_cases() -> List[Tuple[str, Dict[str, Any]]]:
    """`(file name, case)` for every case of every file, in file order."""
    out = []
    for path in case_files():
        for case in read(path)["cases"]:
            out.append((case_file_name(path), case))
    return out


def perft_counts(tier: str = "fast") -> List[Tuple[str, Dict[str, Any], Dict[str, Any]]]:
    """`(test id, position, count)` for every perft count of `tier` of every family."""
    out = []
    for family in family_dirs():
        if not (family / "perft.json").is_file():
            continue
        for position in read(family / "perft.json")["positions"]:
            for count in position["counts"]:
                if count["tier"] == tier:
                    test_id = f"{position['id']}-d{count['depth']}-{count['duplicates']}-{finished(count)}"
                    out.append((test_id, position, count))
    return out


def finished(count: Dict[str, Any]) -> str:
    """How a perft count counts a game that is over before its depth: its `finished` field, or
    `"ignore"` (chess and draughts counts carry none)."""
    value: str = count.get("finished", "ignore")
    return value


def perft(position: Dict[str, Any], count: Dict[str, Any]) -> int:
    """The count of one entry of a `perft.json`, through `damero.perft`."""
    return damero.perft(
        position["variant"],
        count["depth"],
        position["fen"],
        count["duplicates"],
        finished=finished(count),  # type: ignore[arg-type]  # the data's text, checked by the core
    )


def variants_data() -> List[Dict[str, Any]]:
    """The variants of `conformance/variants.json`, in its order."""
    variants: List[Dict[str, Any]] = read(SUITE / "variants.json")["variants"]
    return variants


VARIANT_FIELDS = ("name", "family", "option_keys", "default_options")
# Fields of the board: attributes of `Variant.geometry` (and of a new game's `geometry`); the first
# four are attributes of `Variant` too.
GEOMETRY_FIELDS = ("rows", "columns", "squares", "first_square", "numbering", "labels", "shading", "drops")


def check_variant(want: Dict[str, Any]) -> None:
    """Checks one entry of `variants.json` against `damero.Variant`, its `geometry` and the
    `geometry` of a new game of it: every field, and each square name both ways (and that the
    square's coordinates lead back to it)."""
    variant = damero.Variant(want["name"])
    where = f"variant {want['name']}"
    boards: Dict[str, Union[damero.Variant, damero.Geometry]] = {
        "Variant": variant,
        "Variant.geometry": variant.geometry,
        "Game.geometry": damero.Game(variant).geometry(),
    }
    for key, value in want.items():
        if key == "square_names":
            for square_text, name in value.items():
                square = int(square_text)
                for label, board in boards.items():
                    here = f"{where}: {label}"
                    _equal(f"{here}.square_name({square})", name, board.square_name(square))
                    _equal(f"{here}.square_from_name({name!r})", square, board.square_from_name(name))
                    coordinates = board.coordinates(square)
                    if coordinates is None:
                        raise CaseFailure(f"{here}: square {square} has no coordinates")
                    _equal(f"{here}.square_at{coordinates}", square, board.square_at(*coordinates))
        elif key in VARIANT_FIELDS:
            _equal(f"{where}: {key}", value, getattr(variant, key))
        elif key in GEOMETRY_FIELDS:
            for label, board in boards.items():
                if label == "Variant" and not hasattr(board, key):
                    continue  # numbering, labels, shading, drops: only on the geometry
                _equal(f"{where}: {label}.{key}", value, getattr(board, key))
        else:
            raise CaseFailure(f"{where}: unknown field {key!r}")


def check_variants(data: List[Dict[str, Any]]) -> None:
    """The whole of `variants.json`: the variants in the library's order, each as described."""
    _equal("variants", [v["name"] for v in data], [v.name for v in damero.variants()])
    for want in data:
        check_variant(want)


def expected_failures() -> Dict[str, str]:
    """Case ids this runner is known to fail, with the reason (`id  reason` per line, `#` comments)."""
    out = {}
    for line in EXPECTED_FAILURES.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            case_id, _, reason = line.partition(" ")
            out[case_id] = reason.strip() or "no reason given"
    return out


def error_class_name(code: str) -> str:
    """`illegal_move` -> `IllegalMoveError`."""
    return "".join(part.capitalize() for part in code.split("_")) + "Error"


def options_kwargs(text: str) -> Optional[Dict[str, str]]:
    """The core's option text (`key=value,key=value`) as keyword arguments, or None when keywords
    cannot say it (a pair without `=`, a key given twice)."""
    out: Dict[str, str] = {}
    if text:
        for pair in text.split(","):
            key, equals, value = pair.partition("=")
            if not equals or key in out:
                return None
            out[key] = value
    return out


def create(setup: Dict[str, Any]) -> damero.Game:
    """The game of a setup. Options go in as keyword arguments, the Python way, unless only the
    option text can carry them; then the text is passed as it is."""
    if "fragment" in setup:
        return damero.Game.from_fragment(setup["fragment"])
    text = setup.get("options") or ""
    kwargs = options_kwargs(text)
    option_text = None if kwargs is not None else text
    kwargs = kwargs or {}
    # The data's option values are text the core checks, not the stubs' Literal types.
    options = cast(Any, kwargs)
    if setup.get("fen") is not None:
        return damero.Game.from_fen(setup["variant"], setup["fen"], option_text, **options)
    return damero.Game(setup["variant"], option_text, **options)


def check_error(error: BaseException, code: str, contains: Optional[str], where: str) -> None:
    if not isinstance(error, damero.Error):
        raise CaseFailure(f"{where}: expected error {code}, got {type(error).__name__}: {error}")
    if error.code != code:
        raise CaseFailure(f"{where}: expected error {code}, got {error.code}: {error}")
    if type(error).__name__ != error_class_name(code):
        raise CaseFailure(f"{where}: error {code} raised as {type(error).__name__}")
    if not isinstance(error, ValueError):
        raise CaseFailure(f"{where}: {type(error).__name__} is not a ValueError")
    if contains is not None and contains not in str(error):
        raise CaseFailure(f"{where}: error message {str(error)!r} does not contain {contains!r}")


def snapshot(game: damero.Game) -> Tuple[str, int, damero.Status, str]:
    """What a failed action must leave as it was."""
    return (game.fen(), len(game.history()), game.status(), game.to_fragment())


def run_case(case: Dict[str, Any]) -> None:
    """Runs one case; raises `CaseFailure` on the first difference."""
    setup = case["setup"]
    if "error" in setup:
        try:
            create(setup)
        except Exception as error:  # checked just below: it must be the right damero.Error
            check_error(error, setup["error"], setup.get("message_contains"), "setup")
            return
        raise CaseFailure(f"setup: expected error {setup['error']}, the game was created")
    try:
        game = create(setup)
    except damero.Error as error:
        raise CaseFailure(f"setup failed: {type(error).__name__}: {error}") from error
    for number, step in enumerate(case.get("steps", []), start=1):
        where = f"step {number} {json.dumps(step)}"
        run_step(game, step, where)


def run_step(game: damero.Game, step: Dict[str, Any], where: str) -> None:
    actions = [a for a in ACTIONS if a in step]
    if len(actions) != 1:
        raise CaseFailure(f"{where}: a step has exactly one action of {ACTIONS}, found {actions or list(step)}")
    action = actions[0]
    if action == "expect":
        check(game, step["expect"], where)
        return
    before = snapshot(game)
    do = ACTION_RUNNERS[action]
    try:
        outcome = do(game, step) if action == "play_and_claim" else do(game, step[action])
    except Exception as error:
        if "error" not in step:
            raise CaseFailure(f"{where}: unexpected {type(error).__name__}: {error}") from error
        check_error(error, step["error"], step.get("message_contains"), where)
        if snapshot(game) != before:
            raise CaseFailure(f"{where}: the game changed after an error")
        return
    if "error" in step:
        raise CaseFailure(f"{where}: expected error {step['error']}, the action succeeded ({outcome!r})")
    if action == "parse" and snapshot(game) != before:
        raise CaseFailure(f"{where}: parse changed the game")
    if action == "play_and_claim":
        played, claimed = outcome
        for key, got in (("played", played), ("claimed", claimed)):
            if key in step and step[key] != got:
                raise CaseFailure(f"{where}: {key}: expected {step[key]!r}, got {got!r}")
        return
    for key in ("played", "parsed", "undone", "claimed"):
        if key in step and step[key] != outcome:
            raise CaseFailure(f"{where}: {key}: expected {step[key]!r}, got {outcome!r}")


def _play(game: damero.Game, text: str) -> str:
    return game.play(text).notation


def _play_moves(game: damero.Game, text: str) -> str:
    """Plays a whole sequence; the outcome is the notations played, passes included, joined by `,`."""
    return ",".join(m.notation for m in game.play_moves(text))


def _play_path(game: damero.Game, path: List[int]) -> str:
    return game.play(path).notation


def _parse(game: damero.Game, text: str) -> str:
    """Reads move text into the move it names without playing it; the outcome is its notation."""
    return game.parse_move(text).notation


def _play_index(game: damero.Game, index: int) -> str:
    moves = game.legal_moves()
    if not 0 <= index < len(moves):
        raise CaseFailure(f"no legal move at index {index} (there are {len(moves)})")
    return game.play(moves[index]).notation


def _play_action(game: damero.Game, action: int) -> str:
    return game.play_action(action).notation


def _play_and_claim(game: damero.Game, step: Dict[str, Any]) -> Tuple[str, str]:
    """Plays the step's move text and claims the step's `claim` (absent or null: any draw)."""
    played, claimed = game.play_and_claim(step["play_and_claim"], step.get("claim"))
    return played.notation, claimed


def _undo(game: damero.Game, _: Any) -> Optional[str]:
    event = game.end()
    undone = game.undo()
    if undone is not None:
        return undone.notation
    if event is None or game.end() is not None:
        raise CaseFailure(f"undo returned None, but the ending event was {event!r} and is now {game.end()!r}")
    return event


def _agree(game: damero.Game, _: Any) -> None:
    game.agree_draw()


def _resign(game: damero.Game, side: str) -> None:
    game.resign(side)  # type: ignore[arg-type]  # the data may name a side that does not exist


def _claim(game: damero.Game, kind: Optional[str]) -> str:
    return game.claim_draw(kind)  # type: ignore[arg-type]


ACTION_RUNNERS: Dict[str, Callable[[damero.Game, Any], Any]] = {
    "play": _play,
    "play_moves": _play_moves,
    "play_path": _play_path,
    "parse": _parse,
    "play_index": _play_index,
    "play_action": _play_action,
    "play_and_claim": _play_and_claim,
    "undo": _undo,
    "agree_draw": _agree,
    "resign": _resign,
    "claim_draw": _claim,
}


def plain(value: Any) -> Any:
    """A value as JSON has it: tuples (`Status.score`) as lists."""
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value


def _equal(what: str, want: Any, got: Any) -> None:
    want, got = plain(want), plain(got)
    # `True == 1` in Python: a bool and an int never count as equal here.
    if want != got or isinstance(want, bool) != isinstance(got, bool):
        raise CaseFailure(f"{what}: expected {want!r}, got {got!r}")


def move_dict(move: damero.Move) -> Dict[str, Any]:
    """Every field of fields.json of a move, by its shared name, as JSON has it."""
    return {key: plain(getattr(move, attr)) for key, attr in MOVE_FIELDS.items()}


def status_dict(status: damero.Status) -> Dict[str, Any]:
    """Every field of fields.json of a status, by its shared name, as JSON has it."""
    return {key: plain(getattr(status, attr)) for key, attr in STATUS_FIELDS.items()}


def board_text(game: damero.Game) -> str:
    """One letter per square in the variant's letters, `.` for an empty square."""
    pieces = game.board()
    letters = []
    for square in game.geometry().square_numbers():  # the game's board, which options may size
        piece = pieces.get(square)
        letter = "." if piece is None else piece.symbol(game.variant)
        if letter is None:
            raise CaseFailure(f"{game.variant} has no letter for the {piece} on {square}")
        letters.append(letter)
    return "".join(letters)


def _check_each_square(
    queries: List[Dict[str, Any]], what: str, read: Any, key: str, shown: Any
) -> None:
    """For each `{"square": N, key: value}` or `{"square": N, "error": CODE}` query: `read(N)`,
    compared (as `shown` gives it) with the value, or its error with the code."""
    for query in queries:
        square = query["square"]
        where = f"{what} {square}"
        try:
            value = read(square)
        except Exception as error:
            if "error" not in query:
                raise CaseFailure(f"{where}: unexpected {type(error).__name__}: {error}") from error
            check_error(error, query["error"], query.get("message_contains"), where)
            continue
        if "error" in query:
            raise CaseFailure(f"{where}: expected error {query['error']}, got {value!r}")
        _equal(where, query[key], shown(value))


def check_piece_at(game: damero.Game, queries: List[Dict[str, Any]], what: str) -> None:
    _check_each_square(
        queries,
        what,
        game.piece_at,
        "piece",
        lambda piece: None if piece is None else {"side": piece.side, "role": piece.role},
    )


def check_square_names(game: damero.Game, queries: List[Dict[str, Any]], what: str) -> None:
    """The name of each square of the variant's default board (`Variant.square_name`), or its error."""
    _check_each_square(queries, what, damero.Variant(game.variant).square_name, "name", lambda n: n)


def check_actions(game: damero.Game, want: Dict[str, int], what: str) -> None:
    """Every legal move's notation with the id `action_of` gives it; `legal_actions()` the same
    ids sorted, and the mask sets exactly them."""
    got = {m.notation: game.action_of(m) for m in game.legal_moves()}
    _equal(what, want, got)
    ids = game.legal_actions()
    _equal(f"{what} (legal_actions)", sorted(want.values()), ids)
    mask = game.action_mask()
    _equal(f"{what} (action_mask)", ids, [int(i) for i in mask.nonzero()[0]])


def check_observation(game: damero.Game, want: Dict[str, Any], what: str) -> None:
    """`observation_shape()`, and each plane's sum over the board within 1e-4."""
    for field in want:
        if field not in ("shape", "plane_sums"):
            raise CaseFailure(f"{what}: unknown observation field {field!r}")
    if "shape" in want:
        _equal(f"{what}.shape", want["shape"], list(game.observation_shape()))
    if "plane_sums" in want:
        sums = [float(x) for x in game.observe().sum(axis=(0, 1), dtype="float64")]
        close = len(sums) == len(want["plane_sums"]) and all(
            abs(w - g) <= 1e-4 for w, g in zip(want["plane_sums"], sums)
        )
        if not close:
            raise CaseFailure(f"{what}.plane_sums: expected {want['plane_sums']}, got {sums}")


def check(game: damero.Game, expect: Dict[str, Any], where: str) -> None:
    for key, want in expect.items():
        what = f"{where}: {key}"
        if key == "legal_moves":
            _equal(what, want, [m.notation for m in game.legal_moves()])
        elif key == "moves":
            got = [move_dict(m) for m in game.legal_moves()]
            if len(want) != len(got):
                raise CaseFailure(f"{what}: expected {len(want)} moves, got {len(got)}: {got}")
            for i, (w, g) in enumerate(zip(want, got)):
                for field, value in w.items():
                    if field not in g:
                        raise CaseFailure(f"{what}[{i}]: unknown move field {field!r}")
                    _equal(f"{what}[{i}].{field}", value, g[field])
        elif key == "completions":
            got_moves = game.completions(want["prefix"])
            _equal(what, want["moves"], [m.notation for m in got_moves])
        elif key == "status":
            got_status = status_dict(game.status())
            for field, value in want.items():
                if field not in got_status:
                    raise CaseFailure(f"{what}: unknown status field {field!r}")
                _equal(f"{what}.{field}", value, got_status[field])
        elif key == "geometry":
            board = game.geometry()
            for field, value in want.items():
                if field not in GEOMETRY_FIELDS:
                    raise CaseFailure(f"{what}: unknown geometry field {field!r}")
                _equal(f"{what}.{field}", value, getattr(board, field))
        elif key == "move_numbers":
            _equal(what, want, [game.move_number(ply) for ply in range(len(game.history()) + 1)])
        elif key == "fen":
            _equal(what, want, game.fen())
        elif key == "start_fen":
            _equal(what, want, game.start_fen())
        elif key == "fragment":
            _equal(what, want, game.to_fragment())
        elif key == "history":
            _equal(what, want, [m.notation for m in game.history()])
            _equal(what + " (ply)", len(want), game.ply())
        elif key == "board":
            _equal(what, want, board_text(game))
        elif key == "piece_at":
            check_piece_at(game, want, what)
        elif key == "square_names":
            check_square_names(game, want, what)
        elif key == "action_count":
            _equal(what, want, game.action_count())
        elif key == "actions":
            check_actions(game, want, what)
        elif key == "observation":
            check_observation(game, want, what)
        elif key == "roundtrip":
            if want is not True:
                raise CaseFailure(f"{what}: only `true` is defined")
            again = damero.Game.from_fragment(game.to_fragment())
            _equal(what, snapshot(game), snapshot(again))
            _equal(what, game.history(), again.history())
            _equal(what, game.end(), again.end())
        else:
            raise CaseFailure(f"{what}: unknown check")

