"""Property tests (Hypothesis): random sequences of calls on games with hostile arguments.

Each example makes a few games and calls the API on them in a random order with hostile values:
huge and negative ints, bools, floats (NaN, infinities), text of every Unicode class (lone
surrogates too), bytes, None, sets and dicts, long lists, generators that never end, other
games' `Move` objects, and objects whose `__index__`, `__len__`, `__iter__`, `__getitem__`,
`__eq__` or `__str__` raise, or call back into the library while they are read (playing moves on
the same game, making new games, reading the game). Game files are read (`parse_games`, and
`read_games` over file objects whose `read()` gives hostile values) and written (`to_pgn`,
`to_pdn` with hostile tags) in the same sequences. After each call:

- an error is a `damero.Error` or a `TypeError`, or the hostile object's own exception passed on
  unchanged (never a `SystemError`, a pyo3 `PanicException` or anything else);
- a call that failed left the game as it was (FEN, length of the history, fragment), apart from
  what a callback did to it on purpose while the arguments were read;
- a fresh game still works;

and after each example the process's memory is under a fixed ceiling.

A short run is part of the normal tests (the profile `short`: a fixed seed, a few seconds). A long
run: `DAMERO_PROPERTY_RUNS=20000 pytest tests/test_property.py` (`scripts/fuzz-python` runs it on
the tested wheel). Each run prints how many calls it made and how long it took.
"""

from __future__ import annotations

import itertools
import math
import os
import resource
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Iterator, List, Tuple

import pytest

hypothesis = pytest.importorskip("hypothesis")  # the Python 3.9 run installs pytest alone

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

import damero  # noqa: E402

RUNS = int(os.environ.get("DAMERO_PROPERTY_RUNS", "0") or "0")
settings.register_profile(
    "short", max_examples=120, derandomize=True, deadline=None, database=None,
    suppress_health_check=list(HealthCheck), print_blob=True,
)
settings.register_profile(
    "long", max_examples=max(RUNS, 1), deadline=None, database=None,
    suppress_health_check=list(HealthCheck), print_blob=True,
)
PROFILE = "long" if RUNS > 0 else "short"

# The memory ceiling: what the process holds when the property run starts (not when this module is
# imported: the tests run in between, and under qemu-user the emulator's translated code, counted
# in the resident size, grows with each of them), plus a fixed margin. The largest argument made
# here is a few megabytes; a call that kept or copied input without bound breaks it.
CEILING_MARGIN = 768 * 1024 * 1024


def rss() -> int:
    """The resident memory of this process now, in bytes."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except OSError:  # not Linux: the peak, which only grows
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


class Hostile(Exception):
    """What the hostile objects raise: passed on unchanged is a correct answer."""


@dataclass
class World:
    """The games of one example, and what the checks need to know about them."""

    games: List[damero.Game]
    # What a callback did to a game on purpose while arguments were read: its state afterwards.
    changed: Dict[int, Tuple[Any, ...]] = field(default_factory=dict)
    calls: int = 0

    def note(self, game: damero.Game) -> None:
        try:
            self.changed[id(game)] = snapshot(game)
        except damero.NotAllowedError:  # the game is in use by the call reading this argument
            pass


def snapshot(game: damero.Game) -> Tuple[Any, ...]:
    return (game.fen(), len(game.history()), game.to_fragment())


# --- hostile values --------------------------------------------------------------------------------

# A value is made from a recipe when its call runs, so callbacks can reach that example's games.
Recipe = Callable[[World], Any]


def plain(value: Any) -> Recipe:
    return lambda world: value


class Raising:
    """An object each of whose protocols raises `Hostile`."""

    def __index__(self) -> int:
        raise Hostile("__index__")

    def __len__(self) -> int:
        raise Hostile("__len__")

    def __iter__(self) -> Iterator[int]:
        raise Hostile("__iter__")

    def __getitem__(self, index: Any) -> Any:
        raise Hostile("__getitem__")

    def __eq__(self, other: object) -> bool:
        raise Hostile("__eq__")

    def __hash__(self) -> int:
        raise Hostile("__hash__")

    def __str__(self) -> str:
        raise Hostile("__str__")


class RaisesLate:
    """A sequence whose iteration raises `Hostile` after a few squares."""

    def __iter__(self) -> Iterator[int]:
        yield 11
        yield 15
        raise Hostile("late")


class Meddler:
    """An object that calls back into the library while it is read: it plays a move on a game,
    undoes, makes a new game or reads a game, then answers like a square or a sequence."""

    def __init__(self, world: World, target: int, act: int) -> None:
        self.world, self.target, self.act = world, target, act

    def meddle(self) -> None:
        game = self.world.games[self.target % len(self.world.games)]
        try:
            if self.act == 0:
                moves = game.legal_moves()
                if len(moves):
                    game.play(moves[0])
            elif self.act == 1:
                game.undo()
            elif self.act == 2:
                damero.Game("chess").play("e4")
            elif self.act == 3:
                game.status()
                game.history()
                game.legal_move_count()
            else:
                self.world.games.append(damero.Game.from_fragment(game.to_fragment()))
        except (damero.Error, TypeError):
            pass
        finally:
            self.world.note(game)

    def __index__(self) -> int:
        self.meddle()
        return 11

    def __len__(self) -> int:
        self.meddle()
        return 2

    def __iter__(self) -> Iterator[int]:
        self.meddle()
        yield 11
        self.meddle()
        yield 15

    def __getitem__(self, index: int) -> int:
        self.meddle()
        if index >= 2:
            raise IndexError(index)
        return (11, 15)[index]

    def __eq__(self, other: object) -> bool:
        self.meddle()
        return False

    def __hash__(self) -> int:
        return 0

    def __str__(self) -> str:
        self.meddle()
        return "11-15"


def forever() -> Iterator[int]:
    while True:
        yield 11


def other_move(variant: str, text: str) -> Recipe:
    def make(world: World) -> Any:
        game = damero.Game(variant)
        return game.play_moves(text)[-1] if text else game.legal_moves()[0]

    return make


def own_move(world: World) -> Any:
    game = world.games[0]
    history = game.history()
    return history[-1] if history else game.legal_moves()[0] if game.legal_move_count() else None


INTS = [0, 1, -1, 2, 11, 14, 15, 18, 22, 23, 24, 28, 32, 33, 50, 51, 63, 64, 255, 256, 1024, 1025,
        2**31, 2**32, 2**63 - 1, 2**63, 2**64, 2**70, -(2**63), -(2**70), 10**30]
TEXTS = ["11-15", "24-20", "9-14", "22-18", "e4", "e2e4", "Nf3", "O-O", "pass", "4", "f5", "d3", "x", "",
         " ", "11x18", "english", "chess", "chess960", "reversi", "connect4", "international", "frisian",
         "black", "white", "repetition", "move_limit", "endgame", "keep", "drop", "leaf", "ignore",
         "repetition=auto3", "capture=optional", "size=6", "size=6x5", "v2/english/m:11-15",
         "#v2/chess/m:e4,e5", "B:W18:B14", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
         "\ud800", "11-1\udfff", "\x00", "🙂" * 50, "1" * 201, "1" * 200, "a" * 100_000,
         " " * (damero.LIMITS["moves_text"] + 1), "x" * 257, "e" * 41,
         # game files
         '[Event "x"]\n\n1. e4 e5 (1... c5 {c} 2. Nf3) 2. Nf3! {[%clk 0:01:00]} Nc6 $2 1-0\n', "1. 11-15 23-19 *",
         '[GameType "20"]\n[FEN "W:W27,28,K45:B12,13,19,22,K05"]\n1. 28-23 2-0', '[Variant "Atomic"]\n1. e4 *',
         '[FEN "bad"]\n1. e4 *', "{ never closed", "1. e4 ((((", "1. e4 ) e5 *", '[Event "a"]\n[Event "b"]\n',
         "Event", "Result", "1-0", "*", "Bad name"]

texts = st.one_of(
    st.sampled_from(TEXTS),
    st.text(st.characters(exclude_categories=()), max_size=30),  # every class, lone surrogates too
)
scalars = st.one_of(
    st.sampled_from(INTS), st.integers(-70, 70), st.booleans(), st.none(),
    st.floats(allow_nan=True, allow_infinity=True), st.sampled_from([math.nan, math.inf, 11.0]),
    texts, st.binary(max_size=8),
)
recipes: st.SearchStrategy[Recipe] = st.one_of(
    scalars.map(plain),
    st.lists(st.one_of(st.sampled_from(INTS), st.integers(-3, 60)), max_size=40).map(plain),
    st.lists(scalars, max_size=4).map(lambda items: plain(tuple(items))),
    st.sampled_from([33, 100, 100_000]).map(lambda n: plain([11] * n)),
    st.builds(lambda: plain(bytearray(b"\x0b\x0f"))),
    st.builds(lambda: plain(memoryview(b"\x0b\x0f"))),
    st.builds(lambda: plain({11, 15})),
    st.builds(lambda: plain({11: 15})),
    st.sampled_from([{"Event": "x"}, {"Bad name": "x"}, {"Result": "1-0"}, {"Event": 5}, {"Round": "\ud800"}]).map(plain),
    st.builds(lambda: plain(Raising())),
    st.builds(lambda: plain(RaisesLate())),
    st.builds(lambda: plain(range(10**20))),
    st.builds(lambda: (lambda world: forever())),
    st.builds(lambda: (lambda world: itertools.count())),
    st.builds(lambda: (lambda world: itertools.repeat(11))),
    st.builds(lambda: (lambda world: iter([11, 15]))),
    st.tuples(st.integers(0, 3), st.integers(0, 4)).map(lambda ta: (lambda world: Meddler(world, *ta))),
    st.sampled_from([("chess", "e4"), ("chess", "a4 a5 Ra3"), ("connect4", "4"), ("reversi", "f5"),
                     ("international", ""), ("english", "11-15")]).map(lambda vt: other_move(*vt)),
    st.just(own_move),
)

# --- the calls ---------------------------------------------------------------------------------------

Call = Callable[[World, damero.Game, List[Any]], Any]


def arg(args: List[Any], i: int) -> Any:
    return args[i] if i < len(args) else None


def shallow(depth: Any) -> Any:
    """A perft depth that counts quickly: any hostile value, but a depth from 3 to the limit is 1."""
    if type(depth) is int and 3 <= depth <= damero.LIMITS["perft_depth"]:
        return 1
    return depth


def kwargs_of(args: List[Any]) -> Dict[str, Any]:
    keys = ["capture", "repetition", "size", "agreement", "first"]
    return {key: value for key, value in zip(keys, args[1:])}


class GivesOnce:
    """A file object whose `read()` gives one hostile value, then the end."""

    def __init__(self, value: Any) -> None:
        self.value, self.given = value, False

    def read(self, n: int) -> Any:
        if self.given:
            return ""
        self.given = True
        return self.value


def read_all(games: damero.GameReader) -> List[Any]:
    """Every record of a reader (a few dozen at most) with everything it holds read; a strict
    refusal is an answer too (it is raised after the games before it were read)."""
    out: List[Any] = []
    for record in itertools.islice(games, 40):
        nodes = [record.root]
        while nodes and len(out) < 2_000:
            node = nodes.pop()
            out.append((node.move, node.comment, node.starting_comment, node.nags, node.commands(),
                        node.parent, node.ply(), node.is_mainline(), repr(node)))
            nodes.extend(node.variations)
        out.append((dict(record.headers), record.variant, record.result, record.line, record.errors,
                    record.warnings, record.mainline(), record.game(), record.to_text(), repr(record)))
    return out


def tags_of(args: List[Any]) -> Dict[str, Any]:
    keys = ["Event", "White", "Result"]
    return {key: value for key, value in zip(keys, args)}


CALLS: Dict[str, Call] = {
    "play": lambda w, g, a: g.play(arg(a, 0)),
    "parse_move": lambda w, g, a: g.parse_move(arg(a, 0)),
    "play_moves": lambda w, g, a: g.play_moves(arg(a, 0)),
    "play_and_claim": lambda w, g, a: g.play_and_claim(arg(a, 0), arg(a, 1)),
    "completions": lambda w, g, a: g.completions(arg(a, 0)),
    "piece_at": lambda w, g, a: g.piece_at(arg(a, 0)),
    "move_number": lambda w, g, a: g.move_number(arg(a, 0)),
    "resign": lambda w, g, a: g.resign(arg(a, 0)),
    "claim_draw": lambda w, g, a: g.claim_draw(arg(a, 0)),
    "agree_draw": lambda w, g, a: g.agree_draw(),
    "undo": lambda w, g, a: g.undo(),
    "legal_moves": lambda w, g, a: [m.notation for m in g.legal_moves()],
    "legal_move_count": lambda w, g, a: g.legal_move_count(),
    "read": lambda w, g, a: (g.turn(), g.history(), g.end(), g.options(), g.geometry(), g.status(),
                              g.board(), g.fen(), g.start_fen(), str(g), repr(g)),
    "perft": lambda w, g, a: g.perft(shallow(arg(a, 0)), arg(a, 1), arg(a, 2), finished=arg(a, 3)),
    "copy": lambda w, g, a: w.games.append(g.copy()),
    "new_game": lambda w, g, a: w.games.append(damero.Game(arg(a, 0), arg(a, 1), **kwargs_of(a[1:]))),
    "from_fen": lambda w, g, a: w.games.append(damero.Game.from_fen(arg(a, 0), arg(a, 1), arg(a, 2))),
    "from_fragment": lambda w, g, a: w.games.append(damero.Game.from_fragment(arg(a, 0))),
    "variant": lambda w, g, a: (damero.Variant(arg(a, 0)).square_name(arg(a, 1))),
    "geometry": lambda w, g, a: (g.geometry().square_name(arg(a, 0)), g.geometry().coordinates(arg(a, 0)),
                                 g.geometry().square_at(arg(a, 0), arg(a, 1))),
    "geometry_for": lambda w, g, a: damero.Variant(g.variant).geometry_for(arg(a, 0), **kwargs_of(a)),
    "svg": lambda w, g, a: str(damero.svg(g, squares=arg(a, 0) or (), destinations_of=arg(a, 1),
                                          last_move=True if arg(a, 2) is None else arg(a, 2))),
    "perft_free": lambda w, g, a: damero.perft(arg(a, 0), 1, arg(a, 1), threads=arg(a, 2)),
    "to_pgn": lambda w, g, a: g.to_pgn(arg(a, 0), **tags_of(a[1:])),
    "to_pdn": lambda w, g, a: g.to_pdn(arg(a, 0), **tags_of(a[1:])),
    "written": lambda w, g, a: read_all(damero.parse_games(
        g.to_pgn() if damero.Variant(g.variant).family == "chess" else g.to_pdn(), arg(a, 0))),
    "parse_games": lambda w, g, a: read_all(damero.parse_games(arg(a, 0), arg(a, 1), arg(a, 2))),
    "read_games": lambda w, g, a: read_all(damero.read_games(GivesOnce(arg(a, 0)), arg(a, 1), arg(a, 2))),
}
STARTS = ["english", "chess", "reversi", "connect4", "international", "frisian", "chess960", "turkish"]

calls = st.tuples(st.sampled_from(sorted(CALLS)), st.integers(0, 7), st.lists(recipes, max_size=4))


def allowed(error: BaseException) -> bool:
    return isinstance(error, (damero.Error, TypeError, Hostile))


def run_call(world: World, name: str, which: int, recipes_: List[Recipe]) -> None:
    game = world.games[which % len(world.games)]
    world.changed.clear()
    args = [make(world) for make in recipes_]
    before = {id(g): snapshot(g) for g in world.games}
    world.calls += 1
    try:
        CALLS[name](world, game, args)
    except KeyboardInterrupt:
        raise
    except BaseException as error:  # a PanicException is a BaseException: it must fail the test
        assert allowed(error), f"{name}{tuple(args)!r:.300} raised {type(error).__name__}: {error}"
        if isinstance(error, damero.Error):
            assert str(error), f"{name}: an error says what was wrong"
            assert len(str(error)) < 2_000, f"{name}: the message repeats its input: {str(error)[:200]}"
        for g in world.games:
            if id(g) in before:
                expected = world.changed.get(id(g), before[id(g)])
                assert snapshot(g) == expected, f"{name}{tuple(args)!r:.300} changed a game and failed"
    fresh = damero.Game()
    assert fresh.play("11-15").notation == "11-15" and fresh.legal_move_count() == 7


TOTAL = {"calls": 0, "examples": 0, "ceiling": 0}


@settings(settings.get_profile(PROFILE))
@given(starts=st.lists(st.sampled_from(STARTS), min_size=1, max_size=3), steps=st.lists(calls, max_size=25))
def random_calls(starts: List[str], steps: List[Tuple[str, int, List[Recipe]]]) -> None:
    """One example: a few games, then a sequence of calls on them."""
    world = World([damero.Game(start) for start in starts])
    for name, which, made in steps:
        run_call(world, name, which, made)
    TOTAL["calls"] += world.calls
    TOTAL["examples"] += 1
    assert rss() < TOTAL["ceiling"], f"memory grew to {rss() // 2**20} MiB"


def test_random_calls_with_hostile_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    """Runs the property test and prints how many calls it made and how long it took."""
    TOTAL["calls"] = TOTAL["examples"] = 0
    TOTAL["ceiling"] = rss() + CEILING_MARGIN
    start = time.perf_counter()
    random_calls()
    took = time.perf_counter() - start
    with capsys.disabled():
        print(f"\nproperty ({PROFILE}): {TOTAL['calls']} calls in {TOTAL['examples']} examples, {took:.1f} s, "
              f"memory {rss() // 2**20} MiB (ceiling {TOTAL['ceiling'] // 2**20} MiB)")
    assert TOTAL["calls"] > 0


def test_the_checks_can_fail() -> None:
    # A harness that cannot fail checks nothing: an error of another kind, and a failed call that
    # changes the game, are both caught.
    world = World([damero.Game()])
    CALLS["boom"] = lambda w, g, a: (_ for _ in ()).throw(SystemError("boom"))
    CALLS["half"] = lambda w, g, a: (g.play("11-15"), g.play("nonsense"))
    try:
        with pytest.raises(AssertionError, match="SystemError"):
            run_call(world, "boom", 0, [])
        with pytest.raises(AssertionError, match="changed a game"):
            run_call(world, "half", 0, [])
    finally:
        del CALLS["boom"], CALLS["half"]
