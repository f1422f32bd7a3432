"""Bad input of every kind gets a clear, typed exception and leaves the game as it was."""

from __future__ import annotations

import itertools
import random
from typing import Any, Callable, Iterator, Tuple, Type, cast

import pytest

import damero


def played_game() -> damero.Game:
    game = damero.Game(repetition="claim3")
    for text in ["11-15", "24-20", "15-18", "22x15"]:
        game.play(text)
    return game


def state(game: damero.Game) -> Tuple[Any, ...]:
    return (game.fen(), game.history(), game.status(), game.to_fragment(), game.end(), game.options())


def assert_unchanged_after(call: Callable[[damero.Game], Any], error: Type[BaseException]) -> BaseException:
    game = played_game()
    before = state(game)
    with pytest.raises(error) as caught:
        call(game)
    assert state(game) == before
    assert str(caught.value), "an error says what was wrong"
    return caught.value


WRONG_TYPES = [None, 11, 1.5, b"11-15", object(), True]


@pytest.mark.parametrize("value", WRONG_TYPES + [[None], ["11", "15"], [1.0, 5.0]], ids=repr)
def test_play_with_a_wrong_type(value: Any) -> None:
    if isinstance(value, list):
        assert_unchanged_after(lambda g: g.play(value), TypeError)
    else:
        error = assert_unchanged_after(lambda g: g.play(value), TypeError)
        assert "move must be" in str(error)


@pytest.mark.parametrize(
    "text",
    [
        "", " ", "x", "-", "11", "11-", "-15", "11--15", "11-15-19", "11x", "x15", "11-x15", "011-15",
        "11_15", "11 15", "a1-b2", "11–15", "１１-１５", "11-15\x00", "\x00", "11-99", "0-4", "33-37",
        "4294967296-1", "9" * 40 + "-1", "1" + "x1" * 150, "\ud800", "11-1\udfff", "🙂",
        "11-15;drop table", "\n11-15\n\t1",
    ],
    ids=repr,
)
def test_malformed_move_text(text: str) -> None:
    error = assert_unchanged_after(lambda g: g.play(text), damero.InvalidNotationError)
    assert isinstance(error, ValueError)


@pytest.mark.parametrize("text", ["9-13", "10-15", "21-17", "9x18", "10x17", "1-5"])
def test_well_formed_but_illegal_moves(text: str) -> None:
    assert_unchanged_after(lambda g: g.play(text), damero.IllegalMoveError)


@pytest.mark.parametrize(
    ("path", "error"),
    [
        ([], damero.InvalidArgumentError),
        ([10], damero.InvalidArgumentError),
        ([10, 0], damero.InvalidArgumentError),
        ([10, 33], damero.InvalidArgumentError),
        ([10, -1], damero.InvalidArgumentError),
        ([10, 2**70], damero.InvalidArgumentError),
        ([256, 10], damero.InvalidArgumentError),
        ([10, 14], damero.IllegalMoveError),
        ([1, 5], damero.IllegalMoveError),
    ],
    ids=repr,
)
def test_bad_paths(path: Any, error: Type[BaseException]) -> None:
    assert_unchanged_after(lambda g: g.play(path), error)


UNORDERED_OR_TEXT = [
    bytearray([10, 19]),
    memoryview(bytes([10, 19])),
    {10: "from", 19: "to"},
    {10, 19},
    frozenset({10, 19}),
    {10: 0, 19: 0}.keys(),
    {10: 19}.items(),
]


@pytest.mark.parametrize("path", UNORDERED_OR_TEXT, ids=lambda p: type(p).__name__)
def test_paths_of_the_wrong_kind(path: Any) -> None:
    # A set has no order, and a dict, a dict view or bytes would be read by accident: TypeError,
    # and the game is unchanged.
    error = assert_unchanged_after(lambda g: g.play(path), TypeError)
    assert type(path).__name__ in str(error)
    assert_unchanged_after(lambda g: g.play_and_claim(path), TypeError)
    assert_unchanged_after(lambda g: g.completions(path), TypeError)


@pytest.mark.parametrize(
    "path", [[10, 19], (10, 19), iter([10, 19]), range(10, 20, 9), (s for s in (10, 19))], ids=lambda p: type(p).__name__
)
def test_ordered_iterables_are_paths(path: Any) -> None:
    assert played_game().play(path).notation == "10x19"


def test_endless_paths_are_cut_short() -> None:
    assert_unchanged_after(lambda g: g.play(itertools.repeat(10)), damero.InvalidArgumentError)
    assert_unchanged_after(lambda g: g.play(itertools.count(10)), damero.InvalidArgumentError)
    assert played_game().completions(itertools.repeat(10)) == []
    assert_unchanged_after(lambda g: g.play([10, 19] * 1000), damero.InvalidArgumentError)


def test_a_generator_path_works_and_a_bad_one_changes_nothing() -> None:
    game = played_game()
    assert game.play(s for s in (10, 19)).notation == "10x19"
    assert_unchanged_after(lambda g: g.play(iter([10, "19"])), TypeError)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "fen",
    [
        "", "W", "B:", "W:W:B:", "X:W21:B1", "W:W33:B1", "W:W0:B1", "W:W1,1:B2", "W:W1:B1",
        "W:W21-:B1", "W:WK:B1", "W:W21:B1:", "W:W" + ",".join(["21"] * 5000) + ":B1",
        "W:W" + "9" * 30 + ":B1", "W:W1:B32", "W:W\ud800:B1", "B:W" + ",".join(map(str, range(1, 33))) + ":B",
        "[FEN \"W:W21:B1\"]", "w:w21:b1",
    ],
    ids=lambda f: repr(f)[:40],
)
def test_malformed_fen(fen: str) -> None:
    with pytest.raises(damero.InvalidFenError) as caught:
        damero.Game.from_fen("english", fen)
    assert str(caught.value)
    with pytest.raises(damero.InvalidFenError):
        damero.perft("english", 1, fen)


@pytest.mark.parametrize(
    "fragment",
    [
        "", "#", "v1", "v1/", "v3/english", "v99999999999999999999/english", "v2/", "v2/checkers",
        "v2/english/m:11-15,23-17", "v2/english/o:endgame=auto16_5", "v2/international/m:11-15", "x/english", "v1/checkers",
        "v1/english/", "v1/english/m:", "v1/english/m:11-15,", "v1/english/m:11-15,23-17",
        "v1/english/q:1", "v1/english/e:agree", "v1/english/m:11-15/o:first=white",
        "v1/english/o:first=black", "v1/english/o:first=white,first=white", "v1/english/e:nope",
        "v1/english/s:W:W99:B1", "v1/english/m:11-15 ", "v1/english/m:11%2D15", "v1/english?x=1",
        "v1/english/m:" + ",".join(["11-15"] * 6000), "v1/english/m:" + "1" * 30000,
        "v1/english/\ud800", "v1/english/m:11-15\x00", "##v1/english",
    ],
    ids=lambda f: repr(f)[:40],
)
def test_malformed_fragment(fragment: str) -> None:
    with pytest.raises(damero.InvalidFragmentError) as caught:
        damero.Game.from_fragment(fragment)
    assert str(caught.value)


@pytest.mark.parametrize("name", ["", "English", "checkers", "english ", "\ud800", "english\x00"], ids=repr)
def test_unknown_variants(name: str) -> None:
    for make in (
        lambda: damero.Game(name),
        lambda: damero.Game.from_fen(name, "W:W21:B1"),
        lambda: damero.perft(name, 1),
        lambda: damero.Variant(name),
        lambda: damero.Piece.from_symbol("b", name),
    ):
        with pytest.raises(damero.UnknownVariantError):
            make()


@pytest.mark.parametrize(
    "options",
    [
        {"colour": "white"}, {"first": "red"}, {"first": ""}, {"capture": "yes"}, {"capture": True},
        {"repetition": "auto1"}, {"repetition": "auto"}, {"repetition": "auto03"},
        {"repetition": "auto99999999999"}, {"move_limit": "auto40"}, {"move_limit": "claim0m"},
        {"agreement": "true"}, {"agreement": "yes"}, {"resignation": ""}, {"first": "white\x00"},
        {"first": "\ud800"}, {"endgame": "auto16_5"}, {"endgame": "none"},
    ],
    ids=repr,
)
def test_bad_options(options: Any) -> None:
    with pytest.raises(damero.InvalidOptionError):
        damero.Game("english", **options)
    with pytest.raises(damero.InvalidOptionError):
        damero.Game.from_fen("english", "W:W21:B1", **options)


@pytest.mark.parametrize("value", [None, 3, 1.5, b"auto3", ["auto3"]], ids=repr)
def test_option_values_of_the_wrong_type(value: Any) -> None:
    with pytest.raises(TypeError, match="option repetition must be str or bool"):
        damero.Game("english", repetition=value)


@pytest.mark.parametrize("value", WRONG_TYPES, ids=repr)
def test_constructors_reject_wrong_types(value: Any) -> None:
    with pytest.raises(TypeError):
        damero.Game(value)
    with pytest.raises(TypeError):
        damero.Game.from_fen(value, "W:W21:B1")
    with pytest.raises(TypeError):
        damero.Game.from_fen("english", value)
    with pytest.raises(TypeError):
        damero.Game.from_fragment(value)
    with pytest.raises(TypeError):
        damero.Variant(value)


@pytest.mark.parametrize(
    ("depth", "error"),
    [
        (-1, damero.InvalidArgumentError),
        (65, damero.InvalidArgumentError),
        (2**32, damero.InvalidArgumentError),
        (2**64, damero.InvalidArgumentError),
        (10**100, damero.InvalidArgumentError),
        (-(10**100), damero.InvalidArgumentError),
        (None, TypeError),
        (1.0, TypeError),
        ("3", TypeError),
        (True, TypeError),
    ],
    ids=repr,
)
def test_bad_perft_depths(depth: Any, error: Type[BaseException]) -> None:
    with pytest.raises(error):
        damero.perft("english", depth)
    with pytest.raises(error):
        damero.Game().perft(depth)


@pytest.mark.parametrize("duplicates", ["", "Keep", "all", "keep\x00"], ids=repr)
def test_bad_duplicates(duplicates: str) -> None:
    with pytest.raises(damero.InvalidArgumentError):
        damero.perft("english", 1, None, duplicates)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        damero.perft("english", 1, None, 1)  # type: ignore[arg-type]


@pytest.mark.parametrize("side", ["", "Black", "red", "black ", "\ud800"], ids=repr)
def test_bad_sides(side: str) -> None:
    assert_unchanged_after(lambda g: g.resign(side), damero.InvalidArgumentError)  # type: ignore[arg-type]
    with pytest.raises(damero.InvalidArgumentError):
        damero.Piece(side)  # type: ignore[arg-type]


@pytest.mark.parametrize("value", WRONG_TYPES, ids=repr)
def test_sides_and_kinds_of_the_wrong_type(value: Any) -> None:
    assert_unchanged_after(lambda g: g.resign(value), TypeError)
    if value is not None:  # claim_draw(None) means "any draw"
        assert_unchanged_after(lambda g: g.claim_draw(value), TypeError)


@pytest.mark.parametrize("kind", ["", "draw", "Repetition", "move-limit", "endgame\x00"], ids=repr)
def test_bad_draw_kinds(kind: str) -> None:
    error = assert_unchanged_after(lambda g: g.claim_draw(kind), damero.InvalidArgumentError)  # type: ignore[arg-type]
    assert "repetition, move_limit, endgame" in str(error)  # the core's message lists the kinds


def test_actions_the_state_forbids() -> None:
    assert_unchanged_after(lambda g: g.claim_draw(), damero.NotClaimableError)
    with pytest.raises(damero.NotAllowedError):
        damero.Game().agree_draw()
    with pytest.raises(damero.NothingToUndoError):
        damero.Game().undo()


@pytest.mark.parametrize("square", [None, "1", 1.0, [1], True], ids=repr)
def test_squares_of_the_wrong_type(square: Any) -> None:
    game = played_game()
    with pytest.raises(TypeError):
        game.piece_at(square)
    with pytest.raises(TypeError):
        damero.Variant("english").coordinates(square)
    with pytest.raises(TypeError):
        damero.Variant("english").square_name(square)


@pytest.mark.parametrize("prefix", [None, "10", 10, b"\x0a", [None], ["10"]], ids=repr)
def test_completion_prefixes_of_the_wrong_type(prefix: Any) -> None:
    with pytest.raises(TypeError):
        played_game().completions(prefix)


@pytest.mark.parametrize("square", [0, -3, 33, 51, 256, 2**63, 10**30, -(10**30)], ids=repr)
def test_squares_the_board_lacks(square: int) -> None:
    # Every square argument goes through the core's check: any int gives its error, never an
    # OverflowError, and the message names the number given.
    error = assert_unchanged_after(lambda g: g.piece_at(square), damero.InvalidArgumentError)
    assert f"no square {square} in english (squares are 1-32)" in str(error)
    assert_unchanged_after(lambda g: g.completions([square]), damero.InvalidArgumentError)
    assert_unchanged_after(lambda g: g.completions([10, square]), damero.InvalidArgumentError)
    assert_unchanged_after(lambda g: g.play([10, square]), damero.InvalidArgumentError)
    # The geometry answers None for what the board lacks, and a square's name is the core's error.
    english = damero.Variant("english")
    assert english.coordinates(square) is None and english.square_at(-1, square) is None
    for board in (english, english.geometry, damero.Game().geometry()):
        with pytest.raises(damero.InvalidArgumentError, match=f"no square {square} in"):
            board.square_name(square)


def test_squares_of_a_ten_by_ten_board() -> None:
    game = damero.Game("international")
    assert game.piece_at(50) is not None
    with pytest.raises(damero.InvalidArgumentError, match="squares are 1-50"):
        game.piece_at(51)
    with pytest.raises(damero.InvalidArgumentError, match="squares are 1-50"):
        game.completions([51])


def test_piece_symbols() -> None:
    for bad in ["", "x", "bb", "K", "\ud800", "b\x00"]:
        with pytest.raises(damero.InvalidArgumentError):
            damero.Piece.from_symbol(bad)
    with pytest.raises(TypeError):
        damero.Piece.from_symbol(None)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        damero.Piece.from_symbol("b", 1)  # type: ignore[arg-type]
    with pytest.raises(damero.UnknownVariantError):
        damero.Piece("white").symbol("checkers")


@pytest.mark.parametrize("role", ["", "Man", "kings", "\ud800"], ids=repr)
def test_bad_roles(role: str) -> None:
    with pytest.raises(damero.InvalidArgumentError):
        damero.Piece("white", role)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        damero.Piece("white", 1)  # type: ignore[arg-type]


def random_texts(seed: int, count: int) -> Iterator[str]:
    rng = random.Random(seed)
    alphabet = "0123456789x-:,/WBKvengli#=_. \x00\ud800é"
    for _ in range(count):
        yield "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 24)))


def test_random_text_never_crashes() -> None:
    # Every input either works or raises a damero.Error; a panic would surface as a
    # pyo3 PanicException, which is not an Exception subclass and would fail this test.
    outcomes = {"ok": 0, "error": 0}
    for text in random_texts(seed=2026, count=4000):
        game = played_game()
        before = state(game)
        for call in (
            lambda: game.play(text),
            lambda: damero.Game.from_fen("english", text),
            lambda: damero.Game.from_fragment(text),
            lambda: damero.Game("english", repetition=text),
        ):
            try:
                call()
                outcomes["ok"] += 1
            except damero.Error:
                outcomes["error"] += 1
        # A successful play changes the game; only failures must leave it alone.
        if len(game.history()) == len(before[1]):
            assert state(game) == before
    assert outcomes["error"] > 10_000


# --- move numbers and the geometry -------------------------------------------------------------------


@pytest.mark.parametrize("ply", [None, "0", 0.0, True, [0], b"\x00"], ids=repr)
def test_plies_of_the_wrong_type(ply: Any) -> None:
    game = played_game()
    with pytest.raises(TypeError, match="ply must be int"):
        game.move_number(ply)


@pytest.mark.parametrize("ply", [-1, -4, -(2**63), -(10**30)], ids=repr)
def test_negative_plies(ply: int) -> None:
    error = assert_unchanged_after(lambda g: g.move_number(ply), damero.InvalidArgumentError)
    assert f"ply {ply} is negative" in str(error)


@pytest.mark.parametrize("ply", [5, 6, 5000, 2**63, 10**30], ids=repr)
def test_plies_past_the_next_move(ply: int) -> None:
    game = played_game()  # four moves played: plies 0-4 have numbers
    assert game.move_number(4) == 3
    assert game.move_number(ply) is None


GEOMETRIES = [damero.Variant("english").geometry, damero.Game("international").geometry()]


@pytest.mark.parametrize("value", [None, "1", 1.0, [1], True], ids=repr)
def test_geometry_questions_of_the_wrong_type(value: Any) -> None:
    for geo in GEOMETRIES:
        with pytest.raises(TypeError):
            geo.coordinates(value)
        with pytest.raises(TypeError):
            geo.square_name(value)
        with pytest.raises(TypeError):
            geo.square_at(value, 0)
        with pytest.raises(TypeError):
            geo.square_at(0, value)
    with pytest.raises(TypeError):
        GEOMETRIES[0].square_from_name(cast(Any, 1))


@pytest.mark.parametrize("square", [-1, 0, 51, 256, 2**63, -(10**30)], ids=repr)
def test_geometry_questions_about_squares_the_board_lacks(square: int) -> None:
    for geo in GEOMETRIES:
        assert geo.coordinates(square) is None
        with pytest.raises(damero.InvalidArgumentError, match=f"no square {square} in this board"):
            geo.square_name(square)
        assert geo.square_at(square, 0) is None and geo.square_at(0, square) is None
    for name in ("", "a0", "a01", "k1", "A1", "a 1", "\ud800", "a1\x00", "1a"):
        assert GEOMETRIES[0].square_from_name(name) is None, name


def test_geometries_are_read_only() -> None:
    geo = GEOMETRIES[0]
    for name in ("rows", "columns", "numbering", "labels", "shading", "drops", "squares", "first_square", "last_square"):
        with pytest.raises(AttributeError):
            setattr(geo, name, 1)
    with pytest.raises(TypeError):
        cast(Any, damero.Geometry)()  # no constructor: geometries come from the core


def test_chess_squares_are_checked_by_the_game() -> None:
    if "chess" not in damero.variants():
        pytest.skip("no chess in this core")
    game = damero.Game("chess")
    assert game.piece_at(0) == damero.Piece("white", "rook")
    for square in (-1, 64, 2**70):
        with pytest.raises(damero.InvalidArgumentError, match=f"no square {square} in chess \\(squares are 0-63\\)"):
            game.piece_at(square)
        with pytest.raises(damero.InvalidArgumentError, match="squares are 0-63"):
            game.play([12, square])
        with pytest.raises(damero.InvalidArgumentError, match="squares are 0-63"):
            game.completions([square])
    assert game.history() == [] and game.fen() == damero.Game("chess").fen()
