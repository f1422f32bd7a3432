"""Speed of damero's Python API against the Python draughts libraries, printed, never asserted.
Every per-call figure is CPU time, and every row prints its ratio with the peer's name and version.

pydraughts and py-draughts both import as `draughts`, so each library is measured in its own
virtualenv by `python bench.py measure LIBRARY` (JSON on stdout), and `python bench.py report
FILE...` prints the table and the ratios. `scripts/bench-python` does all of it.

What is compared, and how far it is comparable:
- legal moves at the start position: every library lists the same 7 moves there (py-draughts'
  American board lets White start and makes captures optional, but no capture is possible at
  the start, so the work is the same);
- play + undo of one move, given as a move object from the legal moves, and given as text;
  damero checks that the move is legal in both cases, py-draughts' `push(Move)` does not (it
  checks only that a piece of the side to move stands on the first square), its `push_uci` does;
  the row "legality checked" adds that check (`move in board.legal_moves`) to py-draughts;
- play + legal moves + undo: the legal moves of a position seen for the first time (a damero game
  keeps the moves of its current position, so the first row measures a repeated call; the row
  "new game + its legal moves" measures a first call), and the same with every move read
  (`str(move)`), since damero writes the moves' notation and makes each `Move` object only when
  it is read;
- the whole game as text after 20 plies: damero's fragment, py-draughts' PDN, and each FEN;
- perft: damero's through the binding (the count runs in Rust), and every library's API driven by
  the same recursive Python loop (legal moves, play, undo), with node counts checked to agree;
- International (10x10) and Brazilian draughts: legal moves at the start and play + legal moves +
  undo of the first legal move, against py-draughts' `StandardBoard` and `BrazilianBoard` and
  pydraughts' `standard` and `brazilian` variants, plus perft through the binding and through
  each API's loop (counts compared);
- the other families (`FAMILIES`): the same two calls and perft against the fastest library here
  that plays each (py-draughts for Russian and Frisian, pydraughts for Turkish and Italian; none
  plays Pool, Spanish, Czech or Thai, whose rows show damero alone), with the issue 10 target;
- chess against python-chess (`CHESS_POSITIONS`: the start and Kiwipete), each in the form a
  user gets: every legal move as a Python object (`list(game.legal_moves())` against
  `list(board.legal_moves)`; damero's lazy `Moves` alone is a row of its own), play + undo of a
  move object (`play`/`undo` against `push`/`pop`) and of text (SAN: `play("Nf3")` against
  `push_san`; UCI: `play("g1f3")` against `push_uci`), play + every legal move + undo (a
  position seen for the first time), and perft counts through each API's loop compared.
"""

from __future__ import annotations

import json
import platform
import sys
import time
import timeit
from typing import Any, Callable, Dict, List, Optional

Op = Callable[[], Any]

# The variants on other boards than English: damero's name, py-draughts' board class, pydraughts'
# variant name.
OTHER_VARIANTS = [("international", "StandardBoard", "standard"), ("brazilian", "BrazilianBoard", "brazilian")]
LOOP_DEPTH = 5  # perft depth of the API loops on the other variants
BINDING_DEPTH = {"international": 9, "brazilian": 10}  # depth of damero.perft on them

# The other draughts families and the one Python library here that plays each (None: neither
# does; pydraughts 0.6.7 silently plays International for a variant name it does not know, so
# Pool, Spanish, Czech and Thai have no peer): damero's name, the peer, the peer's board (a
# py-draughts class or a pydraughts variant name), the depth of the API loops (pydraughts is slow:
# seconds for a few thousand nodes), and the depth of damero.perft. The peer is the fastest that
# plays the family: py-draughts has Russian and Frisian boards; only pydraughts has Turkish and
# Italian.
FAMILIES = [
    ("russian", "py-draughts", "RussianBoard", 5, 10),
    ("frisian", "py-draughts", "FrisianBoard", 5, 9),
    ("turkish", "pydraughts", "turkish", 3, 8),
    ("italian", "pydraughts", "italian", 4, 10),
    ("pool", None, None, 5, 10),
    ("spanish", None, None, 5, 10),
    ("czech", None, None, 5, 10),
    ("thai", None, None, 5, 9),
]
FAMILY_TARGET = 3.0  # issue 10: at least 3x the fastest library here for each family

# Chess against python-chess: the positions (name, FEN, a move in SAN and in UCI), the depth of
# the API loops (counts compared), and the targets of the chess issue.
KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
CHESS_POSITIONS = [
    ("start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "Nf3", "g1f3"),
    ("kiwipete", KIWIPETE, "Qxf6", "f3f6"),
]
CHESS_LOOP_DEPTH = 3
CHESS_BINDING_DEPTH = {"start": 5, "kiwipete": 4}  # damero's perft (Rust) from each position
CHESS_LIST_TARGET = 10.0  # legal_moves() as Python objects, at least 10x python-chess
CHESS_PLAY_TARGET = 4.0  # play + undo, at least 4x python-chess
# Issue 13's "play + legal moves + undo, a new position" (10x py-draughts), held for chess too.
CHESS_NEW_POSITION_TARGET = 10.0


def per_call(fn: Op, budget: float = 0.1, repeat: int = 5) -> float:
    """Nanoseconds per call: the best of `repeat` runs of about `budget` seconds each, in CPU time
    of this process (so other work on a shared machine skews the figures less)."""
    timer = timeit.Timer(fn, timer=time.process_time)
    number = 1
    while True:
        elapsed = timer.timeit(number=number)
        if elapsed >= budget / 4:
            break
        number *= 4
    number = max(1, int(number * budget / max(elapsed, 1e-9)))
    best = min(timer.repeat(number=number, repeat=repeat))
    return best / number * 1e9


def loop_perft(depth: int, moves: Callable[[], List[Any]], play: Callable[[Any], Any], undo: Op) -> int:
    """Perft through a library's Python API (the same loop for every library)."""
    if depth == 0:
        return 1
    found = moves()
    if depth == 1:
        return len(found)
    total = 0
    for move in found:
        play(move)
        total += loop_perft(depth - 1, moves, play, undo)
        undo()
    return total


def timed(fn: Callable[[], int]) -> Dict[str, float]:
    start = time.perf_counter()
    nodes = fn()
    seconds = time.perf_counter() - start
    return {"nodes": nodes, "seconds": seconds, "nps": nodes / seconds if seconds else 0.0}


def measure_damero() -> Dict[str, Any]:
    import damero

    game = damero.Game()
    move = game.legal_moves()[4]  # 11-15

    def play_undo_object() -> None:
        game.play(move)
        game.undo()

    def play_undo_text() -> None:
        game.play("11-15")
        game.undo()

    def play_list_undo() -> None:
        game.play(move)
        game.legal_moves()
        game.undo()

    def play_list_read_undo() -> None:
        game.play(move)
        for m in game.legal_moves():
            str(m)
        game.undo()

    long_game = damero.Game()
    for _ in range(20):
        long_game.play(long_game.legal_moves()[0])

    def api_perft(g: damero.Game, depth: int) -> int:
        return loop_perft(depth, g.legal_moves, g.play, g.undo)

    american = damero.Game(first="white", capture="optional")  # py-draughts' American rules
    calls: Dict[str, float] = {}
    perft: Dict[str, Dict[str, float]] = {}
    counts: Dict[str, List[int]] = {}
    for name, _, _ in OTHER_VARIANTS:
        other = damero.Game(name)
        first = other.legal_moves()[0]

        def other_play_list_undo(g: damero.Game = other, m: damero.Move = first) -> None:
            g.play(m)
            g.legal_moves()
            g.undo()

        def other_play_list_read_undo(g: damero.Game = other, m: damero.Move = first) -> None:
            g.play(m)
            for each in g.legal_moves():
                str(each)
            g.undo()

        calls[f"legal_moves_{name}"] = per_call(other.legal_moves)
        calls[f"play_list_undo_{name}"] = per_call(other_play_list_undo)
        calls[f"play_list_read_undo_{name}"] = per_call(other_play_list_read_undo)
        perft[f"binding_{name}"] = timed(lambda n=name: damero.perft(n, BINDING_DEPTH[n]))  # type: ignore[misc]
        perft[f"loop_{name}_d{LOOP_DEPTH}"] = timed(lambda n=name: api_perft(damero.Game(n), LOOP_DEPTH))  # type: ignore[misc]
        counts[name] = [damero.perft(name, d) for d in range(1, LOOP_DEPTH + 1)]
    for name, _, _, loop_depth, binding_depth in FAMILIES:
        other = damero.Game(name)
        first = other.legal_moves()[0]

        def family_play_list_undo(g: damero.Game = other, m: damero.Move = first) -> None:
            g.play(m)
            g.legal_moves()
            g.undo()

        calls[f"legal_moves_{name}"] = per_call(other.legal_moves)
        calls[f"play_list_undo_{name}"] = per_call(family_play_list_undo)
        perft[f"binding_{name}"] = timed(lambda n=name, d=binding_depth: damero.perft(n, d))  # type: ignore[misc]
        perft[f"loop_{name}"] = timed(lambda n=name, d=loop_depth: api_perft(damero.Game(n), d))  # type: ignore[misc]
        counts[name] = [damero.perft(name, d) for d in range(1, loop_depth + 1)]
    chess = measure_damero_chess()
    return {
        "library": "damero",
        "version": damero.__version__,
        "calls": {
            "legal_moves": per_call(game.legal_moves),
            "play_undo_object": per_call(play_undo_object),
            "play_undo_checked": per_call(play_undo_object),
            "play_undo_text": per_call(play_undo_text),
            "play_list_undo": per_call(play_list_undo),
            "play_list_read_undo": per_call(play_list_read_undo),
            "new_game_legal_moves": per_call(lambda: damero.Game().legal_moves()),
            "game_text": per_call(long_game.to_fragment),
            "fen": per_call(long_game.fen),
            **calls,
            **chess["calls"],
        },
        "game_text_sample": long_game.to_fragment(),
        "perft": {
            "binding_english_d10": timed(lambda: damero.perft("english", 10)),
            "binding_american_d9": timed(lambda: american.perft(9)),
            "loop_english_d7": timed(lambda: api_perft(damero.Game(), 7)),
            "loop_american_d6": timed(lambda: api_perft(american.copy(), 6)),
            **perft,
            **chess["perft"],
        },
        "counts": {
            "english": [damero.perft("english", d) for d in range(1, 7)],
            "american": [american.perft(d) for d in range(1, 7)],
            **counts,
            **chess["counts"],
        },
    }


def measure_damero_chess() -> Dict[str, Any]:
    """damero's side of the chess rows (merged into `measure_damero`'s result)."""
    import damero

    calls: Dict[str, float] = {}
    perft: Dict[str, Dict[str, float]] = {}
    counts: Dict[str, List[int]] = {}
    for name, fen, san, uci in CHESS_POSITIONS:
        game = damero.Game.from_fen("chess", fen)
        move = game.play(san)  # the Move object of the same move
        game.undo()

        def legal_list(g: damero.Game = game) -> Any:
            return list(g.legal_moves())

        def play_undo_object(g: damero.Game = game, m: damero.Move = move) -> None:
            g.play(m)
            g.undo()

        def play_undo_san(g: damero.Game = game, t: str = san) -> None:
            g.play(t)
            g.undo()

        def play_undo_uci(g: damero.Game = game, t: str = uci) -> None:
            g.play(t)
            g.undo()

        def play_list_undo(g: damero.Game = game, m: damero.Move = move) -> None:
            g.play(m)
            list(g.legal_moves())
            g.undo()

        def api_perft(depth: int, f: str = fen) -> int:
            g = damero.Game.from_fen("chess", f)
            return loop_perft(depth, g.legal_moves, g.play, g.undo)

        calls[f"chess_legal_list_{name}"] = per_call(legal_list)
        calls[f"chess_legal_lazy_{name}"] = per_call(game.legal_moves)
        calls[f"chess_play_undo_object_{name}"] = per_call(play_undo_object)
        calls[f"chess_play_undo_san_{name}"] = per_call(play_undo_san)
        calls[f"chess_play_undo_uci_{name}"] = per_call(play_undo_uci)
        calls[f"chess_play_list_undo_{name}"] = per_call(play_list_undo)
        perft[f"loop_chess_{name}"] = timed(lambda f=api_perft: f(CHESS_LOOP_DEPTH))  # type: ignore[misc]
        perft[f"binding_chess_{name}"] = timed(
            lambda f=fen, d=CHESS_BINDING_DEPTH[name]: damero.Game.from_fen("chess", f).perft(d)  # type: ignore[misc]
        )
        counts[f"chess_{name}"] = [damero.Game.from_fen("chess", fen).perft(d) for d in range(1, CHESS_LOOP_DEPTH + 1)]
    return {"calls": calls, "perft": perft, "counts": counts}


def measure_python_chess() -> Dict[str, Any]:
    import chess

    calls: Dict[str, float] = {}
    perft: Dict[str, Dict[str, float]] = {}
    counts: Dict[str, List[int]] = {}
    for name, fen, san, uci in CHESS_POSITIONS:
        board = chess.Board(fen)
        move = board.parse_san(san)
        assert move == chess.Move.from_uci(uci)

        def legal_list(b: Any = board) -> Any:
            return list(b.legal_moves)

        def play_undo_object(b: Any = board, m: Any = move) -> None:
            b.push(m)
            b.pop()

        def play_undo_san(b: Any = board, t: str = san) -> None:
            b.push_san(t)
            b.pop()

        def play_undo_uci(b: Any = board, t: str = uci) -> None:
            b.push_uci(t)
            b.pop()

        def play_list_undo(b: Any = board, m: Any = move) -> None:
            b.push(m)
            list(b.legal_moves)
            b.pop()

        def api_perft(depth: int, f: str = fen) -> int:
            b = chess.Board(f)
            return loop_perft(depth, lambda: list(b.legal_moves), b.push, b.pop)

        calls[f"chess_legal_list_{name}"] = per_call(legal_list)
        calls[f"chess_play_undo_object_{name}"] = per_call(play_undo_object)
        calls[f"chess_play_undo_san_{name}"] = per_call(play_undo_san)
        calls[f"chess_play_undo_uci_{name}"] = per_call(play_undo_uci)
        calls[f"chess_play_list_undo_{name}"] = per_call(play_list_undo)
        perft[f"loop_chess_{name}"] = timed(lambda f=api_perft: f(CHESS_LOOP_DEPTH))  # type: ignore[misc]
        counts[f"chess_{name}"] = [api_perft(d) for d in range(1, CHESS_LOOP_DEPTH)]  # the last depth is the timed one
        counts[f"chess_{name}"].append(int(perft[f"loop_chess_{name}"]["nodes"]))
    return {"library": "python-chess", "version": chess.__version__, "calls": calls, "perft": perft, "counts": counts}


def measure_pydraughts() -> Dict[str, Any]:
    import draughts
    from draughts import Board, Move

    board = Board(variant="english")
    moves = board.legal_moves()
    move = next(m for m in moves if m.pdn_move == "11-15")

    def play_undo_object() -> None:
        board.push(move)
        board.pop()

    def play_undo_text() -> None:
        board.push(Move(board, pdn_move="11-15"))
        board.pop()

    def play_list_undo() -> None:
        board.push(move)
        board.legal_moves()
        board.pop()

    long_game = Board(variant="english")
    for _ in range(20):
        long_game.push(long_game.legal_moves()[0])

    def fen() -> str:
        return long_game.fen

    def api_perft(depth: int, variant: str = "english") -> int:
        b = Board(variant=variant)
        return loop_perft(depth, b.legal_moves, b.push, b.pop)

    calls: Dict[str, float] = {}
    perft: Dict[str, Dict[str, float]] = {}
    counts: Dict[str, List[int]] = {}
    for name, _, theirs in OTHER_VARIANTS:
        other = Board(variant=theirs)
        first = other.legal_moves()[0]

        def other_play_list_undo(b: Any = other, m: Any = first) -> None:
            b.push(m)
            b.legal_moves()
            b.pop()

        calls[f"legal_moves_{name}"] = per_call(other.legal_moves, budget=0.3, repeat=3)
        calls[f"play_list_undo_{name}"] = per_call(other_play_list_undo, budget=0.3, repeat=3)
        perft[f"loop_{name}_d{LOOP_DEPTH}"] = timed(lambda v=theirs: api_perft(LOOP_DEPTH, v))  # type: ignore[misc]
        counts[name] = [api_perft(d, theirs) for d in range(1, LOOP_DEPTH + 1)]
    for name, peer, variant_name, loop_depth, _ in FAMILIES:
        if peer != "pydraughts" or variant_name is None:
            continue
        other = Board(variant=variant_name)
        first = other.legal_moves()[0]

        def family_play_list_undo(b: Any = other, m: Any = first) -> None:
            b.push(m)
            b.legal_moves()
            b.pop()

        calls[f"legal_moves_{name}"] = per_call(other.legal_moves, budget=0.3, repeat=3)
        calls[f"play_list_undo_{name}"] = per_call(family_play_list_undo, budget=0.3, repeat=3)
        perft[f"loop_{name}"] = timed(lambda v=variant_name, d=loop_depth: api_perft(d, v))  # type: ignore[misc]
        counts[name] = [api_perft(d, variant_name) for d in range(1, loop_depth)]  # the last depth is the timed one
        counts[name].append(int(perft[f"loop_{name}"]["nodes"]))

    return {
        "library": "pydraughts",
        "version": draughts.__version__,
        "calls": {
            "legal_moves": per_call(board.legal_moves, budget=0.3, repeat=3),
            "play_undo_object": per_call(play_undo_object, budget=0.3, repeat=3),
            "play_undo_checked": per_call(play_undo_object, budget=0.3, repeat=3),
            "play_undo_text": per_call(play_undo_text, budget=0.3, repeat=3),
            "play_list_undo": per_call(play_list_undo, budget=0.3, repeat=3),
            "fen": per_call(fen),
            **calls,
        },
        "notes": {"fen": "stored at each push, so reading it costs no work"},
        "perft": {"loop_english_d4": timed(lambda: api_perft(4)), **perft},
        "counts": {"english": [api_perft(d) for d in range(1, 5)], **counts},
    }


def measure_py_draughts() -> Dict[str, Any]:
    import draughts
    from draughts import AmericanBoard

    board = AmericanBoard()
    moves = board.legal_moves
    move = moves[0]  # 21-17: White starts on py-draughts' American board

    def legal_moves() -> Any:
        return board.legal_moves

    def play_undo_object() -> None:
        board.push(move)
        board.pop()

    def play_undo_checked() -> None:
        # push() trusts its argument; checking it against the legal moves is damero's work.
        if move in board.legal_moves:
            board.push(move)
            board.pop()

    def play_undo_text() -> None:
        board.push_uci("21-17")
        board.pop()

    def play_list_undo() -> None:
        board.push(move)
        board.legal_moves
        board.pop()

    def play_list_read_undo() -> None:
        board.push(move)
        for m in board.legal_moves:
            str(m)
        board.pop()

    long_game = AmericanBoard()
    for _ in range(20):
        long_game.push(long_game.legal_moves[0])

    def pdn() -> str:
        return long_game.pdn

    def fen() -> str:
        return long_game.fen

    def api_perft(depth: int) -> int:
        b = AmericanBoard()

        def b_moves() -> Any:
            return b.legal_moves

        return loop_perft(depth, b_moves, b.push, b.pop)

    calls: Dict[str, float] = {}
    perft: Dict[str, Dict[str, float]] = {}
    counts: Dict[str, List[int]] = {}
    for name, board_class, _ in OTHER_VARIANTS:
        make = getattr(draughts, board_class)
        other = make()
        first = other.legal_moves[0]

        def other_legal_moves(b: Any = other) -> Any:
            return b.legal_moves

        def other_play_list_undo(b: Any = other, m: Any = first) -> None:
            b.push(m)
            b.legal_moves
            b.pop()

        def other_play_list_read_undo(b: Any = other, m: Any = first) -> None:
            b.push(m)
            for each in b.legal_moves:
                str(each)
            b.pop()

        def other_perft(depth: int, make: Any = make) -> int:
            b = make()

            def b_moves() -> Any:
                return b.legal_moves

            return loop_perft(depth, b_moves, b.push, b.pop)

        calls[f"legal_moves_{name}"] = per_call(other_legal_moves)
        calls[f"play_list_undo_{name}"] = per_call(other_play_list_undo)
        calls[f"play_list_read_undo_{name}"] = per_call(other_play_list_read_undo)
        perft[f"loop_{name}_d{LOOP_DEPTH}"] = timed(lambda f=other_perft: f(LOOP_DEPTH))  # type: ignore[misc]
        counts[name] = [other_perft(d) for d in range(1, LOOP_DEPTH + 1)]
    for name, peer, family_class, loop_depth, _ in FAMILIES:
        if peer != "py-draughts" or family_class is None:
            continue
        make = getattr(draughts, family_class)
        other = make()
        first = other.legal_moves[0]

        def family_legal_moves(b: Any = other) -> Any:
            return b.legal_moves

        def family_play_list_undo(b: Any = other, m: Any = first) -> None:
            b.push(m)
            b.legal_moves
            b.pop()

        def family_perft(depth: int, make: Any = make) -> int:
            b = make()

            def b_moves() -> Any:
                return b.legal_moves

            return loop_perft(depth, b_moves, b.push, b.pop)

        calls[f"legal_moves_{name}"] = per_call(family_legal_moves)
        calls[f"play_list_undo_{name}"] = per_call(family_play_list_undo)
        perft[f"loop_{name}"] = timed(lambda f=family_perft, d=loop_depth: f(d))  # type: ignore[misc]
        counts[name] = [family_perft(d) for d in range(1, loop_depth + 1)]

    return {
        "library": "py-draughts",
        "version": draughts.__version__,
        "calls": {
            "legal_moves": per_call(legal_moves),
            "play_undo_object": per_call(play_undo_object),
            "play_undo_checked": per_call(play_undo_checked),
            "play_undo_text": per_call(play_undo_text),
            "play_list_undo": per_call(play_list_undo),
            "play_list_read_undo": per_call(play_list_read_undo),
            "new_game_legal_moves": per_call(lambda: AmericanBoard().legal_moves),
            "game_text": per_call(pdn),
            "fen": per_call(fen),
            **calls,
        },
        "notes": {
            "play_undo_object": "push() does not check legality",
            "game_text": "PDN with headers",
        },
        "perft": {"loop_american_d6": timed(lambda: api_perft(6)), **perft},
        "counts": {"american": [api_perft(d) for d in range(1, 7)], **counts},
    }


MEASURE = {
    "damero": measure_damero,
    "pydraughts": measure_pydraughts,
    "py-draughts": measure_py_draughts,
    "python-chess": measure_python_chess,
}

ROWS = [
    ("legal_moves", "legal moves, start position"),
    ("new_game_legal_moves", "new game + its legal moves"),
    ("play_undo_object", "play + undo, move object"),
    ("play_undo_checked", "same, legality checked"),
    ("play_undo_text", "play + undo, move text"),
    ("play_list_undo", "play + legal moves + undo"),
    ("play_list_read_undo", "same, every move read (str)"),
    ("game_text", "whole game as text, 20 plies"),
    ("fen", "FEN, after 20 plies"),
    ("legal_moves_international", "International: legal moves, start"),
    ("play_list_undo_international", "International: play+moves+undo"),
    ("play_list_read_undo_international", "International: same, moves read"),
    ("legal_moves_brazilian", "Brazilian: legal moves, start"),
    ("play_list_undo_brazilian", "Brazilian: play+moves+undo"),
    ("play_list_read_undo_brazilian", "Brazilian: same, moves read"),
]
for _family in FAMILIES:
    ROWS += [
        (f"legal_moves_{_family[0]}", f"{str(_family[0]).capitalize()}: legal moves, start"),
        (f"play_list_undo_{_family[0]}", f"{str(_family[0]).capitalize()}: play+moves+undo"),
    ]

# The targets of issue 13 (printed beside the measured ratio; a benchmark asserts nothing).
TARGETS = [
    ("play_list_undo", "py-draughts", 10.0, "Python play + legal moves + undo, a new position"),
    ("play_list_undo_international", "py-draughts", 10.0, "the same, International"),
    ("play_list_undo_brazilian", "py-draughts", 10.0, "the same, Brazilian"),
    ("legal_moves", "py-draughts", 10.0, "Python legal_moves() at the start"),
]

PERFT_ROWS = [
    ("damero", "binding_english_d10", "damero.perft (Rust), English, depth 10"),
    ("damero", "binding_american_d9", "damero Game.perft (Rust), py-draughts' rules, depth 9"),
    ("damero", "loop_english_d7", "Python loop over damero's API, English, depth 7"),
    ("damero", "loop_american_d6", "Python loop over damero's API, py-draughts' rules, depth 6"),
    ("pydraughts", "loop_english_d4", "Python loop over pydraughts' API, English, depth 4"),
    ("py-draughts", "loop_american_d6", "Python loop over py-draughts' API, American, depth 6"),
]
for _name, _, _ in OTHER_VARIANTS:
    PERFT_ROWS += [
        ("damero", f"binding_{_name}", f"damero.perft (Rust), {_name}, depth {BINDING_DEPTH[_name]}"),
        ("damero", f"loop_{_name}_d{LOOP_DEPTH}", f"Python loop over damero's API, {_name}, depth {LOOP_DEPTH}"),
        ("pydraughts", f"loop_{_name}_d{LOOP_DEPTH}", f"Python loop over pydraughts' API, {_name}, depth {LOOP_DEPTH}"),
        ("py-draughts", f"loop_{_name}_d{LOOP_DEPTH}", f"Python loop over py-draughts' API, {_name}, depth {LOOP_DEPTH}"),
    ]


def fmt_ns(ns: Optional[float]) -> str:
    if ns is None:
        return "-"
    if ns >= 1e6:
        return f"{ns / 1e6:.2f} ms"
    if ns >= 1e3:
        return f"{ns / 1e3:.2f} us"
    return f"{ns:.0f} ns"


def report(everything: List[Dict[str, Any]]) -> None:
    by_lib = {r["library"]: r for r in everything}
    print(f"Python {platform.python_version()} on {platform.machine()}; " + ", ".join(
        f"{r['library']} {r['version']}" for r in everything))
    results = [r for r in everything if r["library"] not in CHESS_PEERS]  # the draughts table
    ours = by_lib["damero"]
    others = [r for r in results if r["library"] != "damero"]
    print()
    header = (
        f"{'per call (CPU time)':<35}" + "".join(f"{r['library']:>14}" for r in results)
        + "   damero's speed-up over the fastest other"
    )
    print(header)
    print("-" * len(header))
    for key, label in ROWS:
        cells = [r["calls"].get(key) for r in results]
        line = f"{label:<35}" + "".join(f"{fmt_ns(c):>14}" for c in cells)
        other_times = [(r["calls"][key], r["library"], r["version"]) for r in others if key in r["calls"]]
        if key in ours["calls"] and other_times:
            fastest, name, version = min(other_times)
            line += f"{fastest / ours['calls'][key]:>11,.1f}x ({name} {version})"
        elif key in ours["calls"]:
            line += "          - (no Python library here plays it)"
        print(line)
    print()
    print("issue 13 targets (ratio = the peer's time / damero's time, same run):")
    for key, peer, target, label in TARGETS:
        if peer in by_lib and key in by_lib[peer]["calls"] and key in ours["calls"]:
            ratio = by_lib[peer]["calls"][key] / ours["calls"][key]
            verdict = "met" if ratio >= target else "NOT met"
            print(f"  {label:<52} {ratio:5.1f}x {peer} {by_lib[peer]['version']} (target >= {target:.0f}x: {verdict})")
    print()
    for r in results:
        for key, note in r.get("notes", {}).items():
            print(f"note: {r['library']} {dict(ROWS).get(key, key)}: {note}")
    print("note: py-draughts' American board lets White start and makes captures optional; at the start no")
    print("      capture is possible, so its legal moves are the same work. Its perft is compared with damero")
    print("      set to the same rules: Game(first=\"white\", capture=\"optional\").")
    print("note: damero's legal_moves() generates the moves of the position in the call and returns an")
    print("      immutable sequence that writes their notation when one is first read and makes each Move")
    print("      object when it is read; asked again in the same position it returns the same sequence. The")
    print("      rows 'every move read' make every move object of both libraries.")
    print()
    print("note: International is py-draughts' StandardBoard and pydraughts' variant 'standard'; Brazilian")
    print("      is py-draughts' BrazilianBoard and pydraughts' 'brazilian'. The move played is each")
    print("      library's first legal move at the start.")
    print()
    print(f"{'perft':<62}{'nodes':>12}{'seconds':>10}{'nodes/s':>14}")
    for lib, key, label in PERFT_ROWS:
        if lib in by_lib and key in by_lib[lib]["perft"]:
            p = by_lib[lib]["perft"][key]
            print(f"{label:<62}{p['nodes']:>12,}{p['seconds']:>10.3f}{p['nps']:>14,.0f}")
    loop = ours["perft"]
    comparisons = [
        ("py-draughts", "loop_american_d6", "loop_american_d6"),
        ("pydraughts", "loop_english_d7", "loop_english_d4"),
    ]
    for lib, mine, theirs in comparisons:
        if lib in by_lib:
            other = by_lib[lib]["perft"][theirs]["nps"]
            print(
                f"nodes per second against {lib}'s API loop: damero's API loop {loop[mine]['nps'] / other:.1f}x, "
                f"damero.perft {loop['binding_english_d10']['nps'] / other:,.0f}x"
            )
    print()
    for name, _, _ in OTHER_VARIANTS:
        for lib in ("py-draughts", "pydraughts"):
            if lib in by_lib and f"loop_{name}_d{LOOP_DEPTH}" in by_lib[lib]["perft"]:
                mine_nps = loop[f"loop_{name}_d{LOOP_DEPTH}"]["nps"]
                other = by_lib[lib]["perft"][f"loop_{name}_d{LOOP_DEPTH}"]["nps"]
                print(
                    f"{name}: nodes per second against {lib}'s API loop: damero's API loop "
                    f"{mine_nps / other:.1f}x, damero.perft {loop[f'binding_{name}']['nps'] / other:,.0f}x"
                )
    print()
    report_families(by_lib)
    print()
    checks = [("pydraughts", "english"), ("py-draughts", "american")]
    checks += [(lib, name) for name, _, _ in OTHER_VARIANTS for lib in ("pydraughts", "py-draughts")]
    checks += [(peer, name) for name, peer, _, _, _ in FAMILIES if peer is not None]
    for lib, rules in checks:
        if lib in by_lib and rules in by_lib[lib]["counts"]:
            theirs = by_lib[lib]["counts"][rules]
            mine = ours["counts"][rules][: len(theirs)]
            verdict = "agree" if mine == theirs else "DIFFER"
            print(f"perft counts, {rules} rules, depth 1-{len(theirs)}: damero {mine}, {lib} {theirs}: {verdict}")
    if "python-chess" in by_lib:
        print()
        report_chess(by_lib)


CHESS_PEERS = {"python-chess"}

# The chess rows: label, damero's key, python-chess's key (the same call unless noted), target.
CHESS_ROWS: List[Any] = []
for _name, _fen, _san, _uci in CHESS_POSITIONS:
    _where = "start" if _name == "start" else "Kiwipete"
    CHESS_ROWS += [
        (f"legal_moves() as a list, {_where}", f"chess_legal_list_{_name}", None, CHESS_LIST_TARGET),
        (f"legal_moves() lazy (Moves), {_where}", f"chess_legal_lazy_{_name}", f"chess_legal_list_{_name}", None),
        (f"play + undo, Move object, {_where}", f"chess_play_undo_object_{_name}", None, CHESS_PLAY_TARGET),
        (f"play + undo, SAN {_san!r}, {_where}", f"chess_play_undo_san_{_name}", None, CHESS_PLAY_TARGET),
        (f"play + undo, UCI {_uci!r}, {_where}", f"chess_play_undo_uci_{_name}", None, CHESS_PLAY_TARGET),
        (f"play + list(legal) + undo, {_where}", f"chess_play_list_undo_{_name}", None, CHESS_NEW_POSITION_TARGET),
    ]


def report_chess(by_lib: Dict[str, Dict[str, Any]]) -> None:
    """The chess rows against python-chess: both times (CPU time per call), the ratio (python-chess's
    time / damero's, same run), the target and python-chess's version; then perft counts compared."""
    ours, theirs = by_lib["damero"], by_lib["python-chess"]
    peer = f"python-chess {theirs['version']}"
    print(f"chess against {peer}: per call (CPU time), ratio = python-chess's time / damero's (same run)")
    header = f"{'call':<40}{'damero':>12}{'python-chess':>14}{'ratio':>9}   target"
    print(header)
    print("-" * (len(header) + 30))
    for label, key, peer_key, target in CHESS_ROWS:
        mine, other = ours["calls"].get(key), theirs["calls"].get(peer_key or key)
        line = f"{label:<40}{fmt_ns(mine):>12}{fmt_ns(other):>14}"
        if mine and other:
            ratio = other / mine
            line += f"{ratio:>8.1f}x   "
            if target is None:
                line += "(none)"
            else:
                line += f">= {target:.0f}x: {'met' if ratio >= target else 'NOT met'}"
            line += f" ({peer})"
        print(line)
    print("note: 'as a list' makes every legal move a Python object on both sides: list(game.legal_moves())")
    print("      and list(board.legal_moves). damero keeps the moves of the current position, so asked")
    print("      again it lists them without generating; the row 'play + list(legal) + undo' lists a new")
    print("      position each time. The lazy row is damero's Moves sequence alone (its Move objects are")
    print("      made when read), against python-chess's list; python-chess's own board.legal_moves is a")
    print("      generator object that does no work until iterated.")
    print()
    print(f"{'perft through the API (legal moves, play, undo)':<52}{'nodes':>10}{'seconds':>10}{'nodes/s':>14}")
    for name, _, _, _ in CHESS_POSITIONS:
        for lib, result in (("damero", ours), ("python-chess", theirs)):
            p = result["perft"][f"loop_chess_{name}"]
            print(f"{f'{lib} API loop, {name}, depth {CHESS_LOOP_DEPTH}':<52}{p['nodes']:>10,}{p['seconds']:>10.3f}{p['nps']:>14,.0f}")
        p = ours["perft"][f"binding_chess_{name}"]
        label = f"damero Game.perft (Rust), {name}, depth {CHESS_BINDING_DEPTH[name]}"
        print(f"{label:<52}{p['nodes']:>10,}{p['seconds']:>10.3f}{p['nps']:>14,.0f}")
    for name, _, _, _ in CHESS_POSITIONS:
        mine, other = ours["counts"][f"chess_{name}"], theirs["counts"][f"chess_{name}"]
        verdict = "agree" if mine == other else "DIFFER"
        print(f"perft counts, chess {name}, depth 1-{len(other)}: damero {mine}, {peer} {other}: {verdict}")


def report_families(by_lib: Dict[str, Dict[str, Any]]) -> None:
    """One row per other draughts family: damero's perft (Rust, through the binding) and damero's
    API loop, each as nodes per second and as a ratio to the peer's API loop, the fastest Python
    library here that plays the family, named with its version; the issue 10 target beside it."""
    ours = by_lib["damero"]["perft"]
    print(f"other families: perft nodes/s, ratio = damero's nodes/s / the peer's (same run); target >= {FAMILY_TARGET:.0f}x")
    header = f"{'family':<9}{'damero.perft':>22}{'damero API loop':>22}{'peer API loop':>22}{'perft':>12}{'loop':>10}  peer"
    print(header)
    print("-" * (len(header) + 30))
    for name, peer, _, loop_depth, binding_depth in FAMILIES:
        binding, loop = ours[f"binding_{name}"], ours[f"loop_{name}"]
        cells = f"{name:<9}{binding['nps']:>14,.0f} (d{binding_depth:>2}){loop['nps']:>14,.0f} (d{loop_depth:>2})"
        theirs = by_lib.get(peer or "", {}).get("perft", {}).get(f"loop_{name}")
        if peer is None or theirs is None:
            print(cells + f"{'-':>22}{'-':>12}{'-':>10}  none: no Python library here plays {name}")
            continue
        perft_ratio, loop_ratio = binding["nps"] / theirs["nps"], loop["nps"] / theirs["nps"]
        verdict = "met" if min(perft_ratio, loop_ratio) >= FAMILY_TARGET else (
            "met by perft" if perft_ratio >= FAMILY_TARGET else "NOT met")
        print(
            cells + f"{theirs['nps']:>14,.0f} (d{loop_depth:>2}){perft_ratio:>11,.0f}x{loop_ratio:>9,.1f}x  "
            f"{peer} {by_lib[peer]['version']} ({verdict})"
        )
    print("note: the API loops are the same Python loop (legal moves, play, undo) over each library; the peer")
    print("      is py-draughts' RussianBoard and FrisianBoard, pydraughts' 'turkish' and 'italian' variants.")
    print("      damero.perft counts in Rust on every core (the loops run on one); depths differ as marked.")


def main(argv: List[str]) -> int:
    if len(argv) == 3 and argv[1] == "measure" and argv[2] in MEASURE:
        json.dump(MEASURE[argv[2]](), sys.stdout, indent=1)
        print()
        return 0
    if len(argv) >= 3 and argv[1] == "report":
        results = []
        for path in argv[2:]:
            with open(path, encoding="utf-8") as f:
                results.append(json.load(f))
        report(results)
        return 0
    print(f"usage: {argv[0]} measure {{{','.join(MEASURE)}}} | report FILE...", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
