"""Reversi and Connect Four through the Python API: placements and passes, transcripts, scoring,
the free opening, board sizes, FEN, full columns, winning lines, perft in both conventions, and
hostile input (wrong types, sizes out of range, bad transcripts that must leave the game as it
was)."""

from __future__ import annotations

import copy
import json
import pickle
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional, Tuple

import pytest

import damero

ROOT = Path(__file__).resolve().parents[2]
PERFT = json.loads((ROOT / "conformance" / "placement" / "perft.json").read_text(encoding="utf-8"))

# Black has no placement after these eight moves, while White has (conformance/placement).
TO_PASS = "d3 c3 b3 b2 f5 a3 a1 c1"
# A wipe-out: Black wins 13-0 (64-0 when the empty squares go to the winner).
WIPE_OUT = "d3c3b3d2e1d6d7e3f4"
# Takizawa's perfect-play line: the board fills up 32-32.
DRAWN = (
    "F5D6C3D3C4F4F6F3E6E7D7C5B6D8C6C7D2B5A5A6A7G5E3B4C8G6G4C2E8D1F7E2G3H4F1E1F2G1B1F8G8B3H3B2H5B7"
    "A3A4A1A2C1H2H1G2B8A8G7H8H7H6"
)
TWO_LINES = "7/7/rrr4/yyyr3/ryyr3/yyrr2y r"  # red's disc in column 4 makes a row and a diagonal


def state(game: damero.Game) -> Tuple[str, str, List[str], damero.Status]:
    """What a failed call must leave as it was."""
    return game.fen(), game.to_fragment(), [m.notation for m in game.history()], game.status()


def notations(moves: Any) -> List[str]:
    return [m.notation for m in moves]


def refused(game: damero.Game, call: Callable[[], object], error: type, match: Optional[str] = None) -> str:
    """Runs `call`, which must raise `error` and leave `game` as it was; returns the message."""
    before = state(game)
    with pytest.raises(error, match=match) as caught:
        call()
    assert state(game) == before
    return str(caught.value)


# --- Reversi ------------------------------------------------------------------------------------


def test_the_reversi_start() -> None:
    game = damero.Game("reversi")
    geo = game.geometry()
    assert (geo.rows, geo.columns, geo.squares, geo.first_square) == (8, 8, 64, 0)
    assert (geo.numbering, geo.labels, geo.shading, geo.drops) == ("from_top_left", "edge", "plain", False)
    assert geo.square_name(0) == "a1" and geo.coordinates(0) == (0, 0) and geo.square_from_name("h8") == 63
    moves = game.legal_moves()
    assert notations(moves) == ["d3", "c4", "f5", "e6"]
    d3 = moves[0]
    assert (d3.kind, d3.path, d3.from_square, d3.to_square, d3.target, d3.captures) == ("place", [19], None, 19, 19, [27])
    assert d3.is_capture and d3.promotion is None and d3.long == "d3"
    status = game.status()
    assert (status.turn, status.score, status.must_pass, status.winning_line) == ("black", (2, 2), False, [])
    assert game.piece_at(27) == damero.Piece("white", "disc") and game.piece_at(28) == damero.Piece("black", "disc")
    assert game.options() == {"agreement": "on", "resignation": "on", "size": "8x8", "start": "othello", "scoring": "discs"}
    assert game.fen() == "---------------------------OX------XO--------------------------- X"
    assert damero.Piece("black", "disc").symbol("reversi") == "X"
    assert damero.Piece.from_symbol("O", "reversi") == damero.Piece("white", "disc")
    assert " X O" in str(game) or " O X" in str(game)


def test_a_placement_turns_the_discs_it_flanks() -> None:
    game = damero.Game("reversi")
    played = game.play("F5")  # either case
    assert (played.notation, played.captures) == ("f5", [36])
    assert game.piece_at(36) == damero.Piece("black", "disc")
    assert game.status().score == (4, 1)
    assert game.play([43]).notation == "d6"  # a path: the one square of a placement
    assert [m.kind for m in game.history()] == ["place", "place"]


def test_a_forced_pass() -> None:
    game = damero.Game("reversi")
    game.play_moves(TO_PASS)
    status = game.status()
    assert status.must_pass and status.turn == "black" and not status.is_over
    assert notations(game.legal_moves()) == ["pass"]
    message = refused(game, lambda: game.play("e3"), damero.IllegalMoveError, "must pass")
    assert "black has no placement" in message
    refused(game, lambda: game.play([20]), damero.IllegalMoveError)
    passed = game.play("pass")
    assert (passed.kind, passed.notation, passed.long, passed.path) == ("pass", "pass", "pass", [])
    assert (passed.from_square, passed.to_square, passed.target, passed.captures) == (None, None, None, [])
    assert not passed.is_capture and repr(passed) == "<Move pass kind=pass>"
    assert game.turn() == "white" and notations(game.legal_moves()) == ["e3", "f6"]
    assert game.to_fragment().endswith(",c1,pass")
    again = damero.Game.from_fragment(game.to_fragment())
    assert again == game and again.history()[-1].kind == "pass"
    assert game.undo() is passed
    for spelling in ("PA", "--", "PASS"):
        assert game.play(spelling).kind == "pass"
        game.undo()
    assert game.play([]).kind == "pass"  # the empty path


def test_a_pass_is_refused_while_a_placement_is_possible() -> None:
    game = damero.Game("reversi")
    message = refused(game, lambda: game.play("pass"), damero.IllegalMoveError)
    assert "can place a disc" in message
    refused(game, lambda: game.play([]), damero.IllegalMoveError, "legal only when")
    refused(game, lambda: game.play_moves("f5 pass"), damero.IllegalMoveError, 'move 2 \\("pass"\\)')


def test_transcripts() -> None:
    game = damero.Game("reversi")
    played = game.play_moves("d3c3b3b2f5a3a1c1e3")  # the forced pass is left out
    assert notations(played) == ["d3", "c3", "b3", "b2", "f5", "a3", "a1", "c1", "pass", "e3"]
    assert all(isinstance(m, damero.Move) for m in played) and isinstance(played, list)
    # The objects returned are those of the history, and undo hands them back.
    assert all(a is b for a, b in zip(played, game.history()))
    assert game.undo() is played[-1]
    assert game.play_moves("") == [] and game.play_moves(" ,  ") == []
    assert notations(game.play_moves("E3")) == ["e3"]
    fresh = damero.Game("reversi")
    assert notations(fresh.play_moves("f5, d6 C3,d3")) == ["f5", "d6", "c3", "d3"]
    assert damero.Game.from_fragment(fresh.to_fragment()) == fresh
    # The move numbers of a game with a pass: Black leads each row.
    numbers = [game.move_number(ply) for ply in range(len(game.history()) + 1)]
    assert numbers == [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6]
    assert game.status().move_number == 6 and game.move_number(11) is None


def test_a_bad_transcript_plays_nothing() -> None:
    game = damero.Game("reversi")
    game.play("f5")
    held = game.legal_moves()
    message = refused(game, lambda: game.play_moves("d6 c3 k9 d3"), damero.InvalidNotationError)
    assert message.startswith('move 3 ("k9"): ')
    message = refused(game, lambda: game.play_moves("d6c3a1"), damero.IllegalMoveError)
    assert message.startswith('move 3 ("a1"): ')
    refused(game, lambda: game.play_moves("d6 f5"), damero.IllegalMoveError, "f5 is taken")
    refused(game, lambda: game.play_moves("d6 \ud800"), damero.InvalidNotationError)
    refused(game, lambda: game.play_moves("d6 f5\x00"), damero.Error)
    refused(game, lambda: game.play_moves("d6 " + "c3" * 5000), damero.Error)
    # The moves handed out before the failure still read, and still play.
    assert notations(held) == notations(game.legal_moves())
    move = held[0]
    assert game.play(move) is move and game.history()[-1] is move


@pytest.mark.parametrize("value", [None, 5, b"f5", ["f5"], ("f5",), damero.Game()], ids=repr)
def test_transcripts_of_the_wrong_type(value: Any) -> None:
    game = damero.Game("reversi")
    refused(game, lambda: game.play_moves(value), TypeError, "moves must be str")


def test_a_transcript_after_the_end() -> None:
    game = damero.Game("reversi")
    game.play_moves(WIPE_OUT)
    assert game.status().is_over
    refused(game, lambda: game.play_moves("a1"), damero.GameOverError, 'move 1 \\("a1"\\)')
    refused(game, lambda: game.play("pass"), damero.GameOverError)
    assert game.legal_moves() == [] and game.play_moves("") == []


def test_both_scorings() -> None:
    discs = damero.Game("reversi")
    wof = damero.Game("reversi", scoring="wof")
    for game in (discs, wof):
        game.play("f5")
        assert game.status().score == (4, 1)  # while the game goes on: the discs on the board
        game.undo()
        game.play_moves(WIPE_OUT)
        status = game.status()
        assert (status.state, status.winner, status.reason) == ("win", "black", "most_discs")
    assert discs.status().score == (13, 0) and wof.status().score == (64, 0)
    assert wof.to_fragment().startswith("v2/reversi/o:scoring=wof/")
    drawn = damero.Game("reversi", "scoring=wof")
    drawn.play_moves(DRAWN)
    status = drawn.status()
    assert (status.state, status.reason, status.score, status.winner) == ("draw", "equal_discs", (32, 32), None)
    blocked = "XXX-----------------------------------------------------------OO X"
    assert damero.Game.from_fen("reversi", blocked).status().score == (3, 2)
    assert damero.Game.from_fen("reversi", blocked, scoring="wof").status().score == (62, 2)


def test_the_free_opening() -> None:
    game = damero.Game("reversi", start="free")
    assert game.fen() == "-" * 64 + " X" and game.status().score == (0, 0)
    assert sorted(notations(game.legal_moves())) == ["d4", "d5", "e4", "e5"]
    played = game.play_moves("d4 d5 e4 e5")
    assert [m.captures for m in played] == [[], [], [], []] and [m.kind for m in played] == ["place"] * 4
    assert game.status().score == (2, 2) and notations(game.legal_moves()) == ["c6", "d6", "e6", "f6"]
    assert game.options()["start"] == "free" and game.to_fragment().startswith("v2/reversi/o:start=free/")
    other = damero.Game("reversi", start="free")
    refused(other, lambda: other.play("c3"), damero.IllegalMoveError)


@pytest.mark.parametrize(("size", "squares", "first"), [("6", 36, ["c2", "b3", "e4", "d5"]), ("8x8", 64, ["d3", "c4", "f5", "e6"]), ("10", 100, ["e4", "d5", "g6", "f7"])])
def test_reversi_sizes(size: str, squares: int, first: List[str]) -> None:
    game = damero.Game("reversi", size=size)
    side = int(size.split("x")[0])
    assert (game.geometry().rows, game.geometry().columns, game.geometry().squares) == (side, side, squares)
    assert game.geometry() == damero.Variant("reversi").geometry_for(size=size)
    assert game.options()["size"] == f"{side}x{side}" and notations(game.legal_moves()) == first
    assert len(game.board()) == 4 and game.status().score == (2, 2)
    last = squares - 1
    assert game.piece_at(last) is None
    refused(game, lambda: game.piece_at(squares), damero.InvalidArgumentError, f"0-{last}")
    refused(game, lambda: game.play([squares]), damero.InvalidArgumentError)
    again = damero.Game.from_fragment(game.to_fragment())
    assert again.geometry() == game.geometry() and again == game


# --- Connect Four -------------------------------------------------------------------------------


def test_the_connect_four_start() -> None:
    game = damero.Game("connect4")
    geo = game.geometry()
    assert (geo.rows, geo.columns, geo.squares, geo.numbering, geo.drops) == (6, 7, 42, "from_bottom_left", True)
    assert geo.coordinates(0) == (5, 0)  # a1 at the bottom left: rows drawn bottom-up
    assert notations(game.legal_moves()) == ["1", "2", "3", "4", "5", "6", "7"]
    assert [m.target for m in game.legal_moves()] == list(range(7))
    assert game.status().score is None and game.fen() == "7/7/7/7/7/7 r"
    variant = damero.Variant("connect4")
    assert (variant.side_name("black"), variant.side_name("white")) == ("red", "yellow")
    assert damero.Piece("black", "disc").symbol(variant) == "r" and damero.Piece.from_symbol("y", "connect4").side == "white"
    assert game.options() == {"agreement": "on", "resignation": "on", "size": "7x6"}


def test_discs_fall_and_columns_fill() -> None:
    game = damero.Game("connect4")
    played = game.play_moves("4453")
    assert [m.target for m in played] == [3, 10, 4, 2] and notations(played) == ["4", "4", "5", "3"]
    assert game.play([11]).notation == "5"  # the landing square of column 5
    refused(game, lambda: game.play([25]), damero.IllegalMoveError, "lands on square 18, not 25")
    game.play_moves("4444")
    assert "4" not in notations(game.legal_moves())
    refused(game, lambda: game.play("4"), damero.IllegalMoveError, "column 4 is full")
    refused(game, lambda: game.play([38]), damero.IllegalMoveError, "column 4 is full")
    refused(game, lambda: game.play_moves("1 4"), damero.IllegalMoveError, 'move 2 \\("4"\\): column 4 is full')
    refused(game, lambda: game.play("8"), damero.IllegalMoveError, "no column 8")
    refused(game, lambda: game.play("0"), damero.InvalidNotationError)
    refused(game, lambda: game.play("pass"), damero.InvalidNotationError)
    refused(game, lambda: game.play([]), damero.InvalidArgumentError)


def test_four_in_a_row() -> None:
    game = damero.Game("connect4")
    game.play_moves("121212")
    assert game.status().winning_line == []
    game.play("1")
    status = game.status()
    assert (status.state, status.winner, status.reason, status.winning_line) == ("win", "black", "four_in_a_row", [0, 7, 14, 21])
    assert game.legal_moves() == [] and [game.move_number(p) for p in range(8)] == [1, 1, 2, 2, 3, 3, 4, 4]
    refused(game, lambda: game.play("3"), damero.GameOverError)
    game.undo()
    assert game.status().winning_line == [] and not game.status().is_over


def test_one_disc_makes_two_lines() -> None:
    game = damero.Game.from_fen("connect4", TWO_LINES)
    game.play("4")
    status = game.status()
    assert (status.winner, status.reason) == ("black", "four_in_a_row")
    assert status.winning_line == [3, 10, 17, 21, 22, 23, 24]


def test_a_full_board_and_a_last_disc() -> None:
    drawn = damero.Game.from_fen("connect4", "1ryryrr/rryryry/ryyryrr/yrryryr/ryyyryy/yrryyyr y")
    drawn.play("1")
    assert (drawn.status().state, drawn.status().reason) == ("draw", "board_full")
    won = damero.Game.from_fen("connect4", "1yryryr/yyryrrr/yrrryyy/yyyrrry/rrryyyr/ryyrryr y")
    won.play("1")
    assert (won.status().state, won.status().winner) == ("win", "white")


@pytest.mark.parametrize(("size", "columns", "rows"), [("4x4", 4, 4), ("9x9", 9, 9), ("9x4", 9, 4), ("6x5", 6, 5), ("5", 5, 5)])
def test_connect_four_sizes(size: str, columns: int, rows: int) -> None:
    game = damero.Game("connect4", size=size)
    assert (game.geometry().columns, game.geometry().rows, game.geometry().squares) == (columns, rows, columns * rows)
    assert len(game.legal_moves()) == columns and game.options()["size"] == f"{columns}x{rows}"
    refused(game, lambda: game.piece_at(columns * rows), damero.InvalidArgumentError)
    again = damero.Game.from_fen("connect4", game.fen())
    assert again.geometry() == game.geometry()


# --- FEN -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("variant", "options", "moves"),
    [
        ("reversi", {}, ""),
        ("reversi", {}, TO_PASS),
        ("reversi", {"size": "6"}, "c2"),
        ("reversi", {"size": "10"}, "e4 d4"),
        ("reversi", {"start": "free"}, "d4"),
        ("connect4", {}, "4453"),
        ("connect4", {"size": "9x4"}, "999"),
    ],
)
def test_fen_round_trips(variant: str, options: Dict[str, Any], moves: str) -> None:
    game = damero.Game(variant, **options)
    game.play_moves(moves)
    again = damero.Game.from_fen(variant, game.fen())  # the FEN sets the board's size
    assert (again.fen(), again.geometry(), again.turn()) == (game.fen(), game.geometry(), game.turn())
    assert notations(again.legal_moves()) == notations(game.legal_moves())
    assert again.status().score == game.status().score
    assert damero.Game.from_fragment(again.to_fragment()).fen() == game.fen()


@pytest.mark.parametrize(
    ("variant", "fen"),
    [
        ("reversi", ""),
        ("reversi", "X"),
        ("reversi", "-" * 64),
        ("reversi", "-" * 63 + " X"),
        ("reversi", "-" * 64 + " Z"),
        ("reversi", "-" * 64 + " X extra"),
        ("reversi", "-" * 49 + " X"),
        ("reversi", "\ud800" * 64 + " X"),
        ("connect4", ""),
        ("connect4", "7/7/7/7/7/7"),
        ("connect4", "7/7/7/7/7/7 x"),
        ("connect4", "7/7/7/7/r6/7 y"),  # a disc in the air
        ("connect4", "7/7/7/7/7/r6 r"),  # red has played, red to move
        ("connect4", "7/7/7 r"),  # 3 rows
        ("connect4", "/".join(["7"] * 10) + " r"),
        ("connect4", "99/99/99/99 r"),
        ("connect4", "-1/7/7/7/7/7 r"),
    ],
)
def test_bad_fens(variant: str, fen: str) -> None:
    with pytest.raises(damero.InvalidFenError):
        damero.Game.from_fen(variant, fen)


def test_a_fen_of_another_size_than_the_option() -> None:
    start = damero.Game("reversi").fen()
    assert damero.Game.from_fen("reversi", start, size="8").geometry().rows == 8
    with pytest.raises(damero.InvalidFenError, match="8x8"):
        damero.Game.from_fen("reversi", start, size="10")
    six = damero.Game("reversi", size="6").fen()
    assert damero.Game.from_fen("reversi", six).options()["size"] == "6x6"
    with pytest.raises(damero.InvalidFenError):
        damero.Game.from_fen("connect4", "7/7/7/7/7/7 r", size="9x9")
    assert damero.Game.from_fen("connect4", "5/5/5/2R2 Y").geometry().columns == 5


# --- Options --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("variant", "options"),
    [
        ("reversi", {"size": "7"}),
        ("reversi", {"size": "8x6"}),
        ("reversi", {"size": "12"}),
        ("reversi", {"size": "0"}),
        ("reversi", {"size": "-8"}),
        ("reversi", {"size": "99999999999999999999"}),
        ("reversi", {"size": "8" * 4000}),
        ("reversi", {"size": ""}),
        ("reversi", {"size": "x"}),
        ("reversi", {"size": "8x"}),
        ("reversi", {"size": "08"}),
        ("reversi", {"size": "\uff18"}),  # a fullwidth 8
        ("reversi", {"size": True}),
        ("reversi", {"start": "othello "}),
        ("reversi", {"start": "empty"}),
        ("reversi", {"scoring": "WOF"}),
        ("reversi", {"first": "white"}),  # not an option of Reversi
        ("reversi", {"repetition": "claim3"}),
        ("connect4", {"size": "3x6"}),
        ("connect4", {"size": "10x6"}),
        ("connect4", {"size": "7x10"}),
        ("connect4", {"size": "0x0"}),
        ("connect4", {"size": "-7x-6"}),
        ("connect4", {"size": "7x6x5"}),
        ("connect4", {"start": "free"}),
        ("connect4", {"scoring": "wof"}),
        ("english", {"size": "10"}),
    ],
    ids=repr,
)
def test_bad_options(variant: str, options: Dict[str, Any]) -> None:
    with pytest.raises(damero.InvalidOptionError):
        damero.Game(variant, **options)
    with pytest.raises(damero.InvalidOptionError):
        damero.Variant(variant).geometry_for(**options)


@pytest.mark.parametrize("value", [6, -1, 2**80, 6.0, None, ["6"], b"6"], ids=repr)
def test_sizes_of_the_wrong_type(value: Any) -> None:
    for variant in ("reversi", "connect4"):
        with pytest.raises(TypeError, match="option size must be str or bool"):
            damero.Game(variant, size=value)
        with pytest.raises(TypeError):
            damero.Variant(variant).geometry_for(size=value)


def test_option_text_and_keywords_together() -> None:
    game = damero.Game("reversi", "scoring=wof", size="10")
    assert (game.options()["size"], game.options()["scoring"]) == ("10x10", "wof")
    with pytest.raises(damero.InvalidOptionError, match='option "size" is given both'):
        damero.Game("reversi", "size=6,scoring=wof", size="10")
    with pytest.raises(damero.InvalidOptionError, match='option "size" is given both'):
        damero.Variant("reversi").geometry_for("size=6", size="10")
    assert damero.Variant("reversi").geometry_for("size=6").rows == 6
    assert damero.Variant("reversi").geometry_for() == damero.Variant("reversi").geometry
    assert damero.Variant("english").geometry_for() == damero.Variant("english").geometry


def test_side_names() -> None:
    for variant in damero.variants():
        names = (variant.side_name("black"), variant.side_name("white"))
        assert names == (("red", "yellow") if variant.name == "connect4" else ("black", "white"))
    with pytest.raises(damero.InvalidArgumentError):
        damero.Variant("connect4").side_name("red")  # type: ignore[arg-type]  # the API names sides black and white
    for wrong in (None, 0, b"black"):
        with pytest.raises(TypeError):
            damero.Variant("connect4").side_name(wrong)  # type: ignore[arg-type]


# --- Perft ----------------------------------------------------------------------------------------


FAST = [(p, c) for p in PERFT["positions"] for c in p["counts"] if c["tier"] == "fast"]


@pytest.mark.parametrize(("position", "count"), [pytest.param(p, c, id=f"{p['id']}-d{c['depth']}-{c['finished']}") for p, c in FAST])
def test_perft_counts(position: Dict[str, Any], count: Dict[str, Any]) -> None:
    finished = count["finished"]
    assert finished in ("ignore", "leaf")
    assert damero.perft(position["variant"], count["depth"], position["fen"], finished=finished) == count["nodes"]
    game = damero.Game(position["variant"]) if position["fen"] is None else damero.Game.from_fen(position["variant"], position["fen"])
    if count["depth"] <= 7:
        assert game.perft(count["depth"], threads=1, finished=finished) == count["nodes"]


def test_both_conventions_are_in_the_data() -> None:
    assert {c["finished"] for _, c in FAST} == {"ignore", "leaf"}
    assert {p["variant"] for p, _ in FAST} == {"reversi", "connect4"}


def test_finished_games_in_perft() -> None:
    game = damero.Game("connect4")
    game.play_moves("121212")
    assert [game.perft(d) for d in range(4)] == [1, 7, 42, 259]
    assert [game.perft(d, finished="leaf") for d in range(4)] == [1, 7, 43, 265]
    game.play("1")  # over: nothing below it, or one leaf
    assert (game.perft(1), game.perft(1, finished="leaf"), game.perft(3, finished="leaf")) == (0, 1, 1)
    assert game.perft(2, finished="ignore") == game.perft(2, finished=None)  # type: ignore[arg-type]


@pytest.mark.parametrize("variant", ["english", "chess"])
def test_leaf_is_for_placement_games(variant: str) -> None:
    if variant not in damero.variants():
        pytest.skip(f"no {variant} in this core")
    with pytest.raises(damero.InvalidArgumentError, match="placement games"):
        damero.perft(variant, 2, finished="leaf")
    with pytest.raises(damero.InvalidArgumentError, match="placement games"):
        damero.Game(variant).perft(2, finished="leaf")
    assert damero.perft(variant, 1, finished="ignore") == len(damero.Game(variant).legal_moves())


@pytest.mark.parametrize("value", ["", "Leaf", "leaf ", "keep", "\ud800"], ids=repr)
def test_unknown_finished_conventions(value: str) -> None:
    with pytest.raises(damero.InvalidArgumentError, match="convention for finished games"):
        damero.perft("reversi", 1, finished=value)  # type: ignore[arg-type]
    with pytest.raises(damero.InvalidArgumentError):
        damero.Game("connect4").perft(1, finished=value)  # type: ignore[arg-type]


@pytest.mark.parametrize("value", [1, True, b"leaf", ["leaf"]], ids=repr)
def test_finished_of_the_wrong_type(value: Any) -> None:
    with pytest.raises(TypeError, match="finished must be str"):
        damero.perft("reversi", 1, finished=value)
    with pytest.raises(TypeError, match="finished must be str"):
        damero.Game("reversi").perft(1, finished=value)


def test_finished_is_a_keyword() -> None:
    with pytest.raises(TypeError):
        damero.perft("reversi", 1, None, "keep", 1, None, "leaf")  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        damero.Game("reversi").perft(1, "keep", 1, None, "leaf")  # type: ignore[call-arg]


def test_perft_of_sized_boards() -> None:
    six = damero.Game("reversi", size="6")
    assert six.perft(1) == 4 and six.perft(2) == 12
    assert damero.perft("reversi", 2, six.fen()) == 12
    small = damero.Game("connect4", size="4x4")
    assert [small.perft(d) for d in range(4)] == [1, 4, 16, 64]
    assert damero.perft("connect4", 3, small.fen(), threads=2) == 64


# --- Copies and the record ------------------------------------------------------------------------


def test_copies_pickles_and_fragments_keep_the_options() -> None:
    game = damero.Game("reversi", size="6", scoring="wof")
    game.play_moves("c2 b2")
    for other in (copy.copy(game), copy.deepcopy(game), pickle.loads(pickle.dumps(game)), game.copy()):
        assert other == game and other.options() == game.options() and other.geometry() == game.geometry()
    assert game.to_fragment() == "v2/reversi/o:size=6x6,scoring=wof/m:c2,b2"
    connect = damero.Game("connect4", size="6x5")
    connect.play_moves("3344")
    assert pickle.loads(pickle.dumps(connect)) == connect
    assert repr(connect) == f"damero.Game.from_fragment('{connect.to_fragment()}')"


def test_agreement_and_resignation() -> None:
    game = damero.Game("connect4")
    game.play("4")
    game.agree_draw()
    assert game.status().reason == "agreement"
    game.undo()
    game.resign("white")  # yellow resigns: red wins
    assert (game.status().winner, game.status().reason) == ("black", "resignation")
    off = damero.Game("reversi", agreement=False, resignation="off")
    off.play("f5")
    with pytest.raises(damero.NotAllowedError):
        off.agree_draw()
    with pytest.raises(damero.NotAllowedError):
        off.resign("black")
