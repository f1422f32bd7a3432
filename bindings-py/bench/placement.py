"""Speed of damero's Python API on the placement games, Reversi and Connect Four, against the Python
libraries that play them; printed, never asserted. Every figure is CPU time, and every ratio is
measured in the same run and printed with the peer's name and version.

Each library is measured in its own virtualenv by `python placement.py measure LIBRARY` (JSON on
stdout), and `python placement.py report FILE...` prints the tables. `scripts/bench-python` does
all of it (`scripts/bench-python placement` does only this part). A peer that does not install
here (no wheel for this Python, no network) comes as `{"library": ..., "unavailable": why}` and
is named as skipped in the output.

What is compared:
- play + legal moves + undo, per ply: a fixed set of random games (`GAMES`, seeded, so every run
  and every library plays the same games), walked forward ply by ply (list the legal moves, play
  the game's move) and then taken back ply by ply; the figure is the CPU time of the whole walk
  divided by its plies. Each library generates the games itself from the seed (at each position
  the move is a seeded choice among the sorted names of its legal moves), and the report checks
  that every library played the very same games. Each library's figure is its fastest of the
  ways of doing that work its API offers (`PLY_VARIANTS`; all are printed). A library without
  undo keeps the position before each move: it plays on a copy (`clone()`) or gets a new board
  from its move call, and takes a move back by going back to that position;
- perft: damero's `perft` (counted in Rust, one thread) beside each peer's own perft call where
  it has one (none of these peers exposes one to Python: rust-reversi's perft lives in its Rust
  tests), and otherwise beside the same recursive Python loop over each library's fastest API,
  damero's included; node counts are checked to agree first. A finished game above the depth
  counts as nothing (damero's default) or as one leaf (Aart Bik's convention, damero's
  `finished="leaf"` where the binding has it); both are counted from a late position of the first
  random game, where games end inside the depth (from the start, no Reversi game ends before ply
  9 and no Connect Four game before ply 7, so the conventions agree at the depths counted there).
  damero.perft counts the last plies in bulk, as perft programs do, so its nodes per second are
  leaves counted, not positions visited.
"""

from __future__ import annotations

import contextlib
import json
import os
import platform
import random
import sys
import time
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

from bench import fmt_ns, per_call

SEED = "damero-placement-1"
GAMES = {"reversi": 40, "connect4": 120}  # random games walked per ply
# The late perft position: the first random game, this many plies before its end.
LATE = {"reversi": 10, "connect4": 9}
# Perft depths: (game, position) -> depth of the Python API loops, depth of damero.perft (Rust).
PERFT_DEPTHS = {
    ("reversi", "start"): (8, 11),
    ("reversi", "late"): (10, 10),
    ("connect4", "start"): (7, 11),
    ("connect4", "late"): (7, 7),
}
# Conventions counted at each position: below depth 9 (Reversi) or 7 (Connect Four) no game
# from the start can have ended, so both conventions give the same count there.
CONVENTIONS = {"start": ("ignore",), "late": ("ignore", "leaf")}
CONVENTION_NAMES = {
    "ignore": "a finished game adds nothing (damero's default)",
    "leaf": "a finished game is one leaf (Bik's convention)",
}
PEERS = {"reversi": ["rust-reversi", "open-spiel"], "connect4": ["spooky-connect4", "pingv4", "open-spiel"]}
RUST_PEERS = {"rust-reversi", "spooky-connect4", "pingv4"}
RUST_TARGET = 2.0  # at least 2x the fastest Rust-backed peer
OPENSPIEL_TARGET = 10.0  # at least 10x OpenSpiel
TITLES = {"reversi": "Reversi", "connect4": "Connect Four"}


# --- shared helpers --------------------------------------------------------------------------------


def square_name(square: int) -> str:
    """An 8x8 Reversi square (0-63, a1 = 0 at the top left, rows counted downwards) as `f5`."""
    return "abcdefgh"[square % 8] + str(square // 8 + 1)


def random_games(
    game: str, start: Callable[[], Any], listing: Callable[[Any], List[Tuple[str, Any]]], play: Callable[[Any, Any], Any]
) -> List[List[str]]:
    """`GAMES[game]` random games as lists of move names: at each position the move is a seeded
    choice among the sorted names of the legal moves (`listing(state)`: (name, handle) pairs,
    empty once the game is over), so that every library that lists the same legal moves plays
    the same games. `play(state, handle)` returns the next state."""
    rng = random.Random(f"{SEED}-{game}")
    games = []
    for _ in range(GAMES[game]):
        state, names = start(), []
        while True:
            moves = listing(state)
            if not moves:
                break
            pick = rng.choice(sorted(name for name, _ in moves))
            names.append(pick)
            state = play(state, dict(moves)[pick])
        games.append(names)
    return games


def replay(names: Sequence[str], start: Callable[[], Any], listing: Callable[[Any], List[Tuple[str, Any]]],
           play: Callable[[Any, Any], Any]) -> Tuple[Any, List[int]]:
    """Plays a game given by its move names; returns the final state and, for each ply, the index
    of the move played in the library's own list of legal moves (what the timed walks play)."""
    state, indices = start(), []
    for name in names:
        moves = listing(state)
        index = [n for n, _ in moves].index(name)
        indices.append(index)
        state = play(state, moves[index][1])
    return state, indices


def cpu_timed(fn: Callable[[], int]) -> Dict[str, float]:
    start = time.process_time()
    nodes = fn()
    seconds = time.process_time() - start
    return {"nodes": nodes, "seconds": seconds, "nps": nodes / seconds if seconds else 0.0}


def undo_perft(moves: Callable[[], Sequence[Any]], play: Callable[[Any], Any], undo: Callable[[], Any],
               depth: int, leaf: bool) -> int:
    """Perft through an API that plays and takes back moves (the same loop for every such library)."""
    if depth == 0:
        return 1
    found = moves()
    if not found:
        return 1 if leaf else 0
    if depth == 1:
        return len(found)
    total = 0
    for move in found:
        play(move)
        total += undo_perft(moves, play, undo, depth - 1, leaf)
        undo()
    return total


def child_perft(state: Any, children: Callable[[Any], Sequence[Any]], depth: int, leaf: bool) -> int:
    """Perft through an API that makes a new state per move (`children(state)`: every next state,
    empty once the game is over)."""
    if depth == 0:
        return 1
    found = children(state)
    if not found:
        return 1 if leaf else 0
    if depth == 1:
        return len(found)
    return sum(child_perft(child, children, depth - 1, leaf) for child in found)


def perft_rows(result: Dict[str, Any], game: str, positions: Dict[str, Callable[[int, bool], int]]) -> None:
    """The loop perft of one library: counts at every depth below the timed one, then the timed one."""
    for where, count in positions.items():
        loop_depth, _ = PERFT_DEPTHS[(game, where)]
        for convention in CONVENTIONS[where]:
            leaf = convention == "leaf"
            key = f"{game}_{where}_{convention}"
            timed = cpu_timed(lambda c=count, d=loop_depth, lf=leaf: c(d, lf))  # type: ignore[misc]
            result["perft"][f"loop_{key}"] = {**timed, "depth": loop_depth}
            result["counts"][key] = [count(d, leaf) for d in range(1, loop_depth)] + [int(timed["nodes"])]


def ply_rows(result: Dict[str, Any], game: str, plies: int, variants: Dict[str, Tuple[str, Callable[[], Any]]]) -> None:
    """Times every way of walking the games (a sweep: every game forward, then back) per ply."""
    rows = {}
    for name, (calls, sweep) in variants.items():
        rows[name] = {"calls": calls, "ns": per_call(sweep, budget=0.2, repeat=5) / plies}
    result["ply"][game] = rows


def new_result(library: str, version: str) -> Dict[str, Any]:
    return {"library": library, "version": version, "games": {}, "ply": {}, "perft": {}, "counts": {}, "notes": []}


def late_names(games: List[List[str]], game: str) -> List[str]:
    return games[0][: len(games[0]) - LATE[game]]


def call_floor(damero: Any) -> Dict[str, float]:
    """What the calls of a ply cost when they do no work, per call (CPU time): a native method
    without arguments (`Move.__copy__()`, as `legal_moves()` and `undo()` are called), one with
    one argument (`Move.__deepcopy__(None)`, as `play(m)`: pyo3 passes it in a tuple under the
    abi3 of CPython 3.9), and an item read that makes a `Move` (`moves[0]`). A ply through
    this API makes two calls of the first kind, one of the second and one item read."""
    moves = damero.Game("connect4").legal_moves()
    move = moves[0]
    copy, deepcopy = move.__copy__, move.__deepcopy__
    rows = {
        "no argument": per_call(lambda: copy(), budget=0.2, repeat=5),
        "one argument": per_call(lambda: deepcopy(None), budget=0.2, repeat=5),
        "item read": per_call(lambda: moves[0], budget=0.2, repeat=5),
        "empty lambda": per_call(lambda: None, budget=0.2, repeat=5),
    }
    # per_call times a lambda around each call: its own cost is taken off.
    base = rows.pop("empty lambda")
    out = {name: max(ns - base, 0.0) for name, ns in rows.items()}
    out["ply"] = 2 * out["no argument"] + out["one argument"] + out["item read"]
    return out


# --- damero ----------------------------------------------------------------------------------------


def measure_damero() -> Dict[str, Any]:
    import damero

    result = new_result("damero", damero.__version__)
    result["floor"] = call_floor(damero)
    try:
        damero.Game("connect4").perft(1, threads=1, finished="leaf")  # type: ignore[call-arg]
        has_finished = True
    except TypeError:
        has_finished = False
        result["notes"].append(
            "this build's Game.perft takes no finished= argument, so damero.perft counts only "
            "the default convention; the finished-as-a-leaf counts come from the Python loop over its API"
        )
    for game in ("reversi", "connect4"):

        def listing(g: Any) -> List[Tuple[str, Any]]:
            return [(m.notation, m) for m in g.legal_moves()]

        def play(g: Any, m: Any) -> Any:
            g.play(m)
            return g

        def start(game: str = game) -> Any:
            return damero.Game(game)

        games = random_games(game, start, listing, play)
        result["games"][game] = [" ".join(names) for names in games]
        plies = sum(len(names) for names in games)
        by_index = []  # (bound methods of a game at its start, the index of each ply's move)
        by_text = []
        for names in games:
            g, indices = replay(names, start, listing, play)
            while g.history():
                g.undo()
            by_index.append((g.legal_moves, g.play, g.undo, indices))
            t = start()
            by_text.append((t.legal_moves, t.play, t.undo, names))

        def sweep_index(prepared: List[Any] = by_index) -> None:
            for legal, play_, undo, indices in prepared:
                for i in indices:
                    play_(legal()[i])
                for _ in indices:
                    undo()

        def sweep_text(prepared: List[Any] = by_text) -> None:
            for legal, play_, undo, names in prepared:
                for name in names:
                    legal()
                    play_(name)
                for _ in names:
                    undo()

        ply_rows(result, game, plies, {
            "move object": ("play(legal_moves()[i]) (played by its index), undo()", sweep_index),
            "move text": ("legal_moves(), play('f5' / '4'), undo()", sweep_text),
        })

        def loop(depth: int, leaf: bool, names: Optional[List[str]] = None, game: str = game) -> int:
            g = start(game)
            for name in names or []:
                g.play(name)
            return undo_perft(g.legal_moves, g.play, g.undo, depth, leaf)

        late = late_names(games, game)
        perft_rows(result, game, {
            "start": lambda d, lf, loop=loop: loop(d, lf),  # type: ignore[misc]
            "late": lambda d, lf, loop=loop, late=late: loop(d, lf, late),  # type: ignore[misc]
        })
        for where, names in (("start", []), ("late", late)):
            g = start()
            for name in names:
                g.play(name)
            _, depth = PERFT_DEPTHS[(game, where)]
            for convention in CONVENTIONS[where]:
                key = f"{game}_{where}_{convention}"
                if convention == "leaf" and not has_finished:
                    continue
                extra = {"finished": "leaf"} if convention == "leaf" else {}
                timed = cpu_timed(lambda g=g, d=depth, x=extra: g.perft(d, threads=1, **x))  # type: ignore[misc]
                result["perft"][f"binding_{key}"] = {**timed, "depth": depth}
                result["counts"][f"binding_{key}"] = [g.perft(d, threads=1, **extra) for d in range(1, depth)] + [
                    int(timed["nodes"])
                ]
    return result


# --- rust-reversi ----------------------------------------------------------------------------------


def measure_rust_reversi() -> Dict[str, Any]:
    from importlib.metadata import version

    import rust_reversi

    result = new_result("rust-reversi", version("rust-reversi"))
    result["notes"].append("no undo: a move is played on clone() of the position, which is kept to go back to")
    result["notes"].append("no perft call in its Python API (its perft is in its Rust tests): the perft row is a "
                           "Python loop over get_child_boards(), the way those tests count")
    Board = rust_reversi.Board

    def listing(b: Any) -> List[Tuple[str, Any]]:
        moves = b.get_legal_moves_vec()
        if moves:
            return [(square_name(m), m) for m in moves]
        return [] if b.is_game_over() else [("pass", None)]

    def play(b: Any, m: Optional[int]) -> Any:
        c = b.clone()
        if m is None:
            c.do_pass()
        else:
            c.do_move(m)
        return c

    games = random_games("reversi", Board, listing, play)
    result["games"]["reversi"] = [" ".join(names) for names in games]
    plies = sum(len(names) for names in games)
    prepared = []
    for names in games:
        b = Board()
        _, indices = replay(names, Board, listing, play)
        # A pass is played with do_pass(); its index in the (empty) list of placements is -1.
        prepared.append((b, [-1 if name == "pass" else i for name, i in zip(names, indices)]))

    def sweep_clone() -> None:
        for b, indices in prepared:
            stack = [b]
            push, pop = stack.append, stack.pop
            for i in indices:
                moves = b.get_legal_moves_vec()
                b = b.clone()
                if i < 0:
                    b.do_pass()
                else:
                    b.do_move(moves[i])
                push(b)
            for _ in indices:
                pop()

    def sweep_children() -> None:
        for b, indices in prepared:
            stack = [b]
            push, pop = stack.append, stack.pop
            for i in indices:
                if i < 0:
                    b = b.clone()
                    b.do_pass()
                else:
                    b = b.get_child_boards()[i]
                push(b)
            for _ in indices:
                pop()

    ply_rows(result, "reversi", plies, {
        "clone": ("get_legal_moves_vec(), clone() + do_move(pos) / do_pass()", sweep_clone),
        "children": ("get_child_boards()[i] (every next board built), clone() + do_pass()", sweep_children),
    })

    def children(b: Any) -> Sequence[Any]:
        found = b.get_child_boards()
        if found is not None:
            return found
        if b.is_game_over():
            return ()
        c = b.clone()
        c.do_pass()
        return (c,)

    late = late_names(games, "reversi")
    perft_rows(result, "reversi", {
        "start": lambda d, lf: child_perft(Board(), children, d, lf),
        "late": lambda d, lf: child_perft(replay(late, Board, listing, play)[0], children, d, lf),
    })
    return result


# --- OpenSpiel -------------------------------------------------------------------------------------


def measure_open_spiel() -> Dict[str, Any]:
    from importlib.metadata import version

    import pyspiel

    result = new_result("open-spiel", version("open_spiel"))
    result["notes"].append("no undo in othello or connect_four (undo_action raises): a move is played on "
                           "clone() of the state (or with child()), which is kept to go back to")
    result["notes"].append("no perft call: the perft row is a Python loop over legal_actions() and child()")
    for game, spiel_name in (("reversi", "othello"), ("connect4", "connect_four")):
        spiel = pyspiel.load_game(spiel_name)
        pass_action = spiel.num_distinct_actions() - 1 if game == "reversi" else None

        def name_of(action: int, game: str = game, pass_action: Optional[int] = pass_action) -> str:
            if game == "connect4":
                return str(action + 1)
            return "pass" if action == pass_action else square_name(action)

        def listing(s: Any, name_of: Callable[[int], str] = name_of) -> List[Tuple[str, Any]]:
            return [(name_of(a), a) for a in s.legal_actions()]

        def play(s: Any, a: int) -> Any:
            return s.child(a)

        games = random_games(game, spiel.new_initial_state, listing, play)
        result["games"][game] = [" ".join(names) for names in games]
        plies = sum(len(names) for names in games)
        prepared = [(spiel.new_initial_state(), replay(names, spiel.new_initial_state, listing, play)[1]) for names in games]

        def sweep_clone(prepared: List[Any] = prepared) -> None:
            for s, indices in prepared:
                stack = [s]
                push, pop = stack.append, stack.pop
                for i in indices:
                    actions = s.legal_actions()
                    s = s.clone()
                    s.apply_action(actions[i])
                    push(s)
                for _ in indices:
                    pop()

        def sweep_child(prepared: List[Any] = prepared) -> None:
            for s, indices in prepared:
                stack = [s]
                push, pop = stack.append, stack.pop
                for i in indices:
                    s = s.child(s.legal_actions()[i])
                    push(s)
                for _ in indices:
                    pop()

        ply_rows(result, game, plies, {
            "clone": ("legal_actions(), clone() + apply_action(a)", sweep_clone),
            "child": ("legal_actions(), child(a)", sweep_child),
        })

        def children(s: Any) -> Sequence[Any]:
            return [s.child(a) for a in s.legal_actions()]

        late = late_names(games, game)
        perft_rows(result, game, {
            "start": lambda d, lf, spiel=spiel, children=children: child_perft(spiel.new_initial_state(), children, d, lf),  # type: ignore[misc]
            "late": lambda d, lf, spiel=spiel, children=children, listing=listing, late=late: child_perft(  # type: ignore[misc]
                replay(late, spiel.new_initial_state, listing, play)[0], children, d, lf),
        })
    return result


# --- spooky-connect4 -------------------------------------------------------------------------------


def measure_spooky_connect4() -> Dict[str, Any]:
    from importlib.metadata import version

    import spooky_connect4

    result = new_result("spooky-connect4", version("spooky_connect4"))
    result["notes"].append("no perft call: the perft row is a Python loop over legal_action_indices(), "
                           "apply_action() and unmake_move()")

    def start() -> Any:
        return spooky_connect4.Game(7, 6)

    def listing(g: Any) -> List[Tuple[str, Any]]:
        return [(str(a + 1), a) for a in g.legal_action_indices()]

    def play(g: Any, a: int) -> Any:
        g.apply_action(a)
        return g

    games = random_games("connect4", start, listing, play)
    result["games"]["connect4"] = [" ".join(names) for names in games]
    plies = sum(len(names) for names in games)
    by_action, by_object = [], []
    for names in games:
        _, indices = replay(names, start, listing, play)
        g = start()
        by_action.append((g.legal_action_indices, g.apply_action, g.unmake_move, indices))
        h = start()
        by_object.append((h.legal_moves, h.make_move, h.unmake_move, indices))

    def sweep(prepared: List[Any]) -> None:
        for legal, play_, undo, indices in prepared:
            for i in indices:
                play_(legal()[i])
            for _ in indices:
                undo()

    ply_rows(result, "connect4", plies, {
        "action": ("apply_action(legal_action_indices()[i]), unmake_move()", lambda: sweep(by_action)),
        "move object": ("make_move(legal_moves()[i]), unmake_move()", lambda: sweep(by_object)),
    })

    def loop(depth: int, leaf: bool, names: Sequence[str] = ()) -> int:
        g = replay(names, start, listing, play)[0]
        return undo_perft(g.legal_action_indices, g.apply_action, g.unmake_move, depth, leaf)

    late = late_names(games, "connect4")
    perft_rows(result, "connect4", {"start": loop, "late": lambda d, lf: loop(d, lf, late)})
    return result


# --- pingv4 ----------------------------------------------------------------------------------------


def measure_pingv4() -> Dict[str, Any]:
    from importlib.metadata import version

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # pingv4 imports pygame for its own window
    import pingv4

    result = new_result("pingv4", version("pingv4"))
    result["notes"].append("immutable boards, no undo: make_move() returns a new board and the old one is kept "
                           "to go back to")
    result["notes"].append("no perft call: the perft row is a Python loop over get_valid_moves() and make_move()")
    Board = pingv4.ConnectFourBoard

    def listing(b: Any) -> List[Tuple[str, Any]]:
        return [(str(c + 1), c) for c in b.get_valid_moves()]

    def play(b: Any, c: int) -> Any:
        return b.make_move(c)

    games = random_games("connect4", Board, listing, play)
    result["games"]["connect4"] = [" ".join(names) for names in games]
    plies = sum(len(names) for names in games)
    prepared = [(Board(), replay(names, Board, listing, play)[1]) for names in games]

    def sweep() -> None:
        for b, indices in prepared:
            stack = [b]
            push, pop = stack.append, stack.pop
            for i in indices:
                b = b.make_move(b.get_valid_moves()[i])
                push(b)
            for _ in indices:
                pop()

    ply_rows(result, "connect4", plies, {"new board": ("make_move(get_valid_moves()[i]) (a new board)", sweep)})

    def children(b: Any) -> Sequence[Any]:
        return [b.make_move(c) for c in b.get_valid_moves()]

    late = late_names(games, "connect4")
    perft_rows(result, "connect4", {
        "start": lambda d, lf: child_perft(Board(), children, d, lf),
        "late": lambda d, lf: child_perft(replay(late, Board, listing, play)[0], children, d, lf),
    })
    return result


MEASURE = {
    "damero": measure_damero,
    "rust-reversi": measure_rust_reversi,
    "open-spiel": measure_open_spiel,
    "spooky-connect4": measure_spooky_connect4,
    "pingv4": measure_pingv4,
}


# --- the report ------------------------------------------------------------------------------------


def fastest(result: Dict[str, Any], game: str) -> Optional[Tuple[float, str, str]]:
    """A library's fastest way of walking the games of `game`: (ns per ply, its name, its calls)."""
    rows = result.get("ply", {}).get(game)
    if not rows:
        return None
    name = min(rows, key=lambda n: rows[n]["ns"])
    return rows[name]["ns"], name, rows[name]["calls"]


def merge_rounds(everything: List[Dict[str, Any]]) -> List[Dict[str, Any]]:
    """The results of every library, its rounds (`scripts/bench-python` measures the libraries in
    turn, round after round, so that each sees the machine as the others do) merged into one:
    the fastest round of each row, as `per_call` keeps the fastest run within a round."""
    merged: Dict[str, Dict[str, Any]] = {}
    for r in everything:
        mine = merged.setdefault(r["library"], r)
        if mine is r or "unavailable" in r or "unavailable" in mine:
            continue
        for game, rows in r["ply"].items():
            for name, row in rows.items():
                kept = mine["ply"][game][name]
                kept["ns"] = min(kept["ns"], row["ns"])
        for key, row in r["perft"].items():
            kept = mine["perft"][key]
            if row["seconds"] < kept["seconds"]:
                mine["perft"][key] = row
        if "floor" in r:
            if r["floor"]["ply"] < mine["floor"]["ply"]:
                mine["floor"] = r["floor"]
        mine["rounds"] = mine.get("rounds", 1) + 1
    return list(merged.values())


def report(everything: List[Dict[str, Any]]) -> None:
    everything = merge_rounds(everything)
    by_lib = {r["library"]: r for r in everything}
    ours = by_lib.get("damero")
    if ours is None or "unavailable" in ours:
        print("placement: damero was not measured; nothing to compare")
        return
    present = [r for r in everything if "unavailable" not in r]
    load = ", load average %.1f %.1f %.1f" % os.getloadavg() if hasattr(os, "getloadavg") else ""
    print(f"Python {platform.python_version()} on {platform.machine()} ({os.cpu_count()} CPUs{load}); " + ", ".join(
        f"{r['library']} {r['version']}" for r in present))
    rounds = ours.get("rounds", 1)
    if rounds > 1:
        print(f"each library measured in {rounds} rounds, taken in turn; each row is its fastest round")
    for r in everything:
        if "unavailable" in r:
            print(f"skipped: {r['library']} ({r['unavailable']})")
    for game in ("reversi", "connect4"):
        print()
        report_ply(by_lib, game)
    for game in ("reversi", "connect4"):
        print()
        report_perft(by_lib, game)
    print()
    for r in present:
        for note in r.get("notes", []):
            print(f"note: {r['library']}: {note}")


def same_games(by_lib: Dict[str, Dict[str, Any]], lib: str, game: str) -> bool:
    return by_lib[lib]["games"].get(game) == by_lib["damero"]["games"][game]


def report_ply(by_lib: Dict[str, Dict[str, Any]], game: str) -> None:
    ours = by_lib["damero"]
    games = ours["games"][game]
    plies = sum(len(g.split()) for g in games)
    print(f"{TITLES[game]}: play + legal moves + undo, CPU time per ply over {len(games)} random games "
          f"({plies} plies, seed {SEED!r}); ratio = the peer's time / damero's (same run)")
    header = f"{'library':<24}{'per ply':>10}{'ratio':>9}   calls"
    print(header)
    print("-" * 100)
    mine = fastest(ours, game)
    assert mine is not None
    for variant, row in sorted(ours["ply"][game].items(), key=lambda kv: kv[1]["ns"]):
        chosen = " (used)" if variant == mine[1] else ""
        print(f"{'damero ' + ours['version']:<24}{fmt_ns(row['ns']):>10}{'':>9}   {row['calls']}{chosen}")
    floor = ours.get("floor")
    if floor:
        print(f"{'damero, calls only':<24}{fmt_ns(floor['ply']):>10}{'':>9}   the floor: the same calls doing no work "
              f"(2 x {fmt_ns(floor['no argument'])} no-argument, {fmt_ns(floor['one argument'])} one-argument, "
              f"{fmt_ns(floor['item read'])} item read)")
    for peer in PEERS[game]:
        r = by_lib.get(peer)
        if r is None:
            print(f"{peer:<24}{'-':>10}{'-':>9}   not measured")
            continue
        if "unavailable" in r:
            print(f"{peer:<24}{'-':>10}{'-':>9}   skipped: {r['unavailable']}")
            continue
        best = fastest(r, game)
        for variant, row in sorted(r["ply"][game].items(), key=lambda kv: kv[1]["ns"]):
            chosen = " (its fastest)" if best and variant == best[1] else ""
            print(f"{peer + ' ' + r['version']:<24}{fmt_ns(row['ns']):>10}{row['ns'] / mine[0]:>8.1f}x   "
                  f"{row['calls']}{chosen}")
        if not same_games(by_lib, peer, game):
            print(f"{'':<24}WARNING: {peer} did not play the same games as damero (its legal moves differ)")
    print("targets:")
    rust = [(fastest(by_lib[p], game), p) for p in PEERS[game]
            if p in RUST_PEERS and p in by_lib and "unavailable" not in by_lib[p]]
    rust = [(best, p) for best, p in rust if best is not None]
    if rust:
        (ns, _, _), peer = min(rust, key=lambda x: x[0][0])
        ratio = ns / mine[0]
        print(f"  >= {RUST_TARGET:.0f}x the fastest Rust-backed peer ({peer} {by_lib[peer]['version']}): {ratio:.1f}x, "
              f"{'met' if ratio >= RUST_TARGET else 'NOT met'}")
    else:
        print(f"  >= {RUST_TARGET:.0f}x the fastest Rust-backed peer: no Rust-backed peer measured here")
    spiel = by_lib.get("open-spiel")
    best = fastest(spiel, game) if spiel and "unavailable" not in spiel else None
    if best:
        ratio = best[0] / mine[0]
        print(f"  >= {OPENSPIEL_TARGET:.0f}x OpenSpiel ({spiel['version']}, {best[1]}): {ratio:.1f}x, "  # type: ignore[index]
              f"{'met' if ratio >= OPENSPIEL_TARGET else 'NOT met'}")
    else:
        print(f"  >= {OPENSPIEL_TARGET:.0f}x OpenSpiel: OpenSpiel not measured here")


def report_perft(by_lib: Dict[str, Dict[str, Any]], game: str) -> None:
    ours = by_lib["damero"]
    late = ours["games"][game][0].split()
    late = late[: len(late) - LATE[game]]
    print(f"{TITLES[game]} perft, one thread, CPU time; 'late' is the first random game after {len(late)} plies "
          f"({LATE[game]} before its end)")
    header = f"{'position, convention, call':<72}{'depth':>6}{'nodes':>15}{'seconds':>9}{'nodes/s':>16}{'damero.perft':>14}"
    print(header)
    print("-" * len(header))
    libs = ["damero"] + [p for p in PEERS[game] if p in by_lib and "unavailable" not in by_lib[p]]
    for where in ("start", "late"):
        for convention in CONVENTIONS[where]:
            key = f"{game}_{where}_{convention}"
            label = f"{where}, {'finished adds nothing' if convention == 'ignore' else 'finished is a leaf'}"
            binding = ours["perft"].get(f"binding_{key}")
            if binding:
                print(f"{label + ', damero.perft (Rust)':<72}{binding['depth']:>6}{binding['nodes']:>15,}"
                      f"{binding['seconds']:>9.3f}{binding['nps']:>16,.0f}{'1x':>14}")
            else:
                print(f"{label + ', damero.perft (Rust)':<72}{'-':>6}   not in this build (no finished= argument)")
            for lib in libs:
                p = by_lib[lib]["perft"].get(f"loop_{key}")
                if not p:
                    continue
                name = f"{lib} {by_lib[lib]['version']}"
                ratio = f"{binding['nps'] / p['nps']:,.0f}x" if binding and p["nps"] else "-"
                print(f"{label + ', Python loop over ' + name:<72}{p['depth']:>6}{p['nodes']:>15,}"
                      f"{p['seconds']:>9.3f}{p['nps']:>16,.0f}{ratio:>14}")
    print("(the last column is damero.perft's nodes per second over that row's; damero.perft runs on one thread")
    print(" and counts the last plies in bulk; no peer here has a perft call of its own, so each peer row is the")
    print(" same Python loop over its fastest API, beside damero's API under the same loop)")
    for where in ("start", "late"):
        for convention in CONVENTIONS[where]:
            key = f"{game}_{where}_{convention}"
            reference, source = ours["counts"].get(f"binding_{key}"), "damero.perft"
            if reference is None:
                reference, source = ours["counts"][key], "damero's API loop"
            for lib in libs:
                theirs = by_lib[lib]["counts"].get(key)
                if theirs is None or (lib == "damero" and source != "damero.perft"):
                    continue
                who = "damero's API loop" if lib == "damero" else f"{lib} {by_lib[lib]['version']}"
                mine = reference[: len(theirs)]
                print(f"perft counts, {where}, {CONVENTION_NAMES[convention]}, depth 1-{len(theirs)}: "
                      f"{source} {mine}, {who} {theirs}: {'agree' if mine == theirs else 'DIFFER'}")
            if source == "damero.perft" and len(reference) > len(ours["counts"][key]):
                print(f"damero.perft counts, {where}, {CONVENTION_NAMES[convention]}, depth 1-{len(reference)}: {reference}")


def main(argv: List[str]) -> int:
    if len(argv) == 3 and argv[1] == "measure" and argv[2] in MEASURE:
        out = sys.stdout
        with contextlib.redirect_stdout(sys.stderr):  # a library's own prints stay out of the JSON
            try:
                result = MEASURE[argv[2]]()
            except ImportError as error:
                result = {"library": argv[2], "unavailable": f"does not import here: {error}"}
            except Exception as error:  # a peer that fails here is skipped; damero's own failure is not
                if argv[2] == "damero":
                    raise
                result = {"library": argv[2], "unavailable": f"failed while measured: {error!r}"}
        json.dump(result, out, indent=1)
        print(file=out)
        return 0
    if len(argv) == 4 and argv[1] == "unavailable":
        json.dump({"library": argv[2], "unavailable": argv[3]}, sys.stdout)
        print()
        return 0
    if len(argv) >= 3 and argv[1] == "report":
        results = []
        for path in argv[2:]:
            with open(path, encoding="utf-8") as f:
                results.append(json.load(f))
        report(results)
        return 0
    print(f"usage: {argv[0]} measure {{{','.join(MEASURE)}}} | unavailable LIBRARY WHY | report FILE...", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
