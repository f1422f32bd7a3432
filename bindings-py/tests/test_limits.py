"""Every boundary holds: the core's limits as `damero.LIMITS`, each argument refused just past its
limit with the core's error, paths named with their true length, options given both ways, square
names of squares a board lacks, reading a move without playing it, and the text board."""

from __future__ import annotations

import itertools
import json
import types
from pathlib import Path
from typing import Any, Callable, Iterator, List, Tuple, Type, Union, cast

import pytest

import damero

LIMITS_JSON = Path(__file__).resolve().parents[2] / "conformance" / "limits.json"
L = damero.LIMITS


def snapshot(game: damero.Game) -> Tuple[Any, ...]:
    return (game.fen(), len(game.history()), game.to_fragment(), game.end())


def refused(call: Callable[[damero.Game], Any], error: Type[damero.Error], game: damero.Game) -> str:
    """The message of the error `call` raises on `game`, which must be left as it was."""
    before = snapshot(game)
    with pytest.raises(error) as caught:
        call(game)
    assert snapshot(game) == before
    return str(caught.value)


# --- the table ----------------------------------------------------------------------------------


def test_limits_are_the_core_s_table() -> None:
    rows = json.loads(LIMITS_JSON.read_text(encoding="utf-8"))["limits"]
    assert dict(damero.LIMITS) == {row["name"]: row["value"] for row in rows}
    assert list(damero.LIMITS) == [row["name"] for row in rows]  # in the core's order
    assert damero._native.limit_table() == rows
    assert damero.LIMITS["history"] == damero.MAX_HISTORY and damero.LIMITS["perft_depth"] == damero.MAX_PERFT_DEPTH


def test_limits_are_read_only() -> None:
    assert isinstance(damero.LIMITS, types.MappingProxyType)
    with pytest.raises(TypeError):
        damero.LIMITS["path"] = 1000  # type: ignore[index]
    assert damero._native.LIMITS is damero.LIMITS or damero._native.LIMITS == damero.LIMITS


# --- each limit, just past it ---------------------------------------------------------------------


def test_path_just_past_the_limit() -> None:
    game = damero.Game()
    # At the limit the length is fine and the move is judged; one more square is the core's refusal.
    refused(lambda g: g.play([11] * L["path"]), damero.IllegalMoveError, game)
    message = refused(lambda g: g.play([11] * (L["path"] + 1)), damero.InvalidArgumentError, game)
    assert message == f"a path of english names 2 to {L['path']} squares, got {L['path'] + 1}"


def test_a_long_path_is_named_with_its_true_length() -> None:
    # Before, the binding read 33 squares and the message said "got 33" for any longer path.
    game = damero.Game()
    for length in (100, 100_000):
        message = refused(lambda g: g.play([11] * length), damero.InvalidArgumentError, game)
        assert message.endswith(f"got {length}"), message
        message = refused(lambda g: g.play(tuple([11] * length)), damero.InvalidArgumentError, game)
        assert message.endswith(f"got {length}"), message
        message = refused(lambda g: g.play_and_claim([11] * length), damero.InvalidArgumentError, game)
        assert message.endswith(f"got {length}"), message


class Endless:
    """A sequence that says it is long and would never stop if it were read to its end."""

    def __len__(self) -> int:
        return 10**6

    def __iter__(self) -> Iterator[int]:
        return itertools.repeat(11)


def test_the_length_comes_from_len_without_reading_the_sequence() -> None:
    message = refused(lambda g: g.play(Endless()), damero.InvalidArgumentError, damero.Game())
    assert message.endswith("got 1000000")


def test_an_iterator_without_len_is_read_no_further() -> None:
    read = []

    def squares() -> Iterator[int]:
        for n in itertools.count():
            read.append(n)
            yield 11

    message = refused(lambda g: g.play(squares()), damero.InvalidArgumentError, damero.Game())
    assert message.endswith(f"got more than {L['path']} (it has no len() and was read no further)")
    assert len(read) == L["path"] + 1
    # range() of more squares than an index holds has no len(): read no further either.
    message = refused(lambda g: g.play(range(10**20)), damero.InvalidArgumentError, damero.Game())
    assert f"got more than {L['path']}" in message


def test_the_length_is_checked_before_the_squares() -> None:
    # As the core checks a path: a path too long is refused for its length, whatever its squares.
    message = refused(lambda g: g.play([0] * 50), damero.InvalidArgumentError, damero.Game())
    assert message.endswith("got 50")
    # Every item read is still type-checked first.
    with pytest.raises(TypeError):
        damero.Game().play(cast(Any, ["11"] * 50))


def test_move_text_just_past_the_limit() -> None:
    game = damero.Game()
    at = refused(lambda g: g.play("1" * L["move_text"]), damero.InvalidNotationError, game)
    assert "over the limit" not in at  # read, and refused for what it says
    past = "1" * (L["move_text"] + 1)
    for call in (lambda g: g.play(past), lambda g: g.parse_move(past)):
        message = refused(call, damero.InvalidNotationError, game)
        assert f"move text of {L['move_text'] + 1} bytes, over the limit of {L['move_text']}" in message


def test_moves_text_just_past_the_limit() -> None:
    game = damero.Game()
    assert game.play_moves(" " * L["moves_text"]) == []
    message = refused(lambda g: g.play_moves(" " * (L["moves_text"] + 1)), damero.InvalidArgumentError, game)
    assert f"over the limit of {L['moves_text']}" in message


def test_option_text_just_past_the_limit() -> None:
    with pytest.raises(damero.InvalidOptionError, match=f"option text of {L['option_text'] + 1} bytes"):
        damero.Game("english", "x" * (L["option_text"] + 1))
    with pytest.raises(damero.InvalidOptionError, match="over the limit"):
        damero.Game("english", "x" * (L["option_text"] + 1), capture="optional")


def test_fen_just_past_the_limit() -> None:
    with pytest.raises(damero.InvalidFenError, match=f"a FEN of {L['fen'] + 1} bytes, over the limit of {L['fen']}"):
        damero.Game.from_fen("english", "W" * (L["fen"] + 1))
    with pytest.raises(damero.InvalidFenError, match="over the limit"):
        damero.perft("english", 1, "W" * (L["fen"] + 1))


def test_fragment_just_past_the_limit() -> None:
    text = "v2/english/m:" + "1" * (L["fragment"] - len("v2/english/m:") + 1)
    with pytest.raises(damero.InvalidFragmentError, match=f"a fragment has at most {L['fragment']}"):
        damero.Game.from_fragment(text)


def test_names_just_past_the_limit() -> None:
    long: Any = "e" * (L["name"] + 1)  # the stubs' Literal types would refuse it
    with pytest.raises(damero.UnknownVariantError):
        damero.Game(long)
    with pytest.raises(damero.InvalidOptionError):
        damero.Game(**cast(Any, {long: "on"}))
    game = damero.Game()
    refused(lambda g: g.resign(long), damero.InvalidArgumentError, game)
    refused(lambda g: g.claim_draw(long), damero.InvalidArgumentError, game)
    with pytest.raises(damero.InvalidArgumentError):
        damero.perft("english", 1, duplicates=long)


def test_history_just_past_the_limit() -> None:
    # Two kings shuffle with no draw rule on: the game reaches the limit and the next move is refused.
    game = damero.Game.from_fen("english", "B:WK32:BK1", repetition="off", move_limit="none")
    cycle = ["1-6", "32-27", "6-1", "27-32"]
    game.play_moves(" ".join(cycle * (L["history"] // len(cycle))))
    assert len(game.history()) == L["history"]
    refused(lambda g: g.play("1-6"), damero.HistoryFullError, game)
    refused(lambda g: g.play_moves("1-6"), damero.HistoryFullError, game)


def test_perft_depth_just_past_the_limit() -> None:
    with pytest.raises(damero.InvalidArgumentError, match=f"perft depth {L['perft_depth'] + 1} is over the limit of {L['perft_depth']}"):
        damero.perft("english", L["perft_depth"] + 1)
    with pytest.raises(damero.InvalidArgumentError, match="over the limit"):
        damero.Game().perft(L["perft_depth"] + 1)


def test_perft_threads_are_the_core_s_limit() -> None:
    assert L["perft_threads"] == 1024
    assert damero.perft("english", 1, threads=L["perft_threads"]) == 7
    counts: List[Callable[[int], int]] = [lambda t: damero.perft("english", 1, threads=t),
                                          lambda t: damero.Game().perft(1, threads=t)]
    for count in counts:
        with pytest.raises(damero.InvalidArgumentError, match=f"perft threads {L['perft_threads'] + 1} is over the limit of {L['perft_threads']}"):
            count(L["perft_threads"] + 1)
        with pytest.raises(damero.InvalidArgumentError, match=f"perft threads {2**70} is over the limit"):
            count(2**70)  # the number given, not the one the binding saturated it to
        with pytest.raises(damero.InvalidArgumentError, match="perft threads -1 is negative"):
            count(-1)


def test_messages_quote_input_cut_at_the_quote_limit() -> None:
    long = "q" * 1000
    for call in (lambda: damero.Game(long), lambda: damero.Game().play(long), lambda: damero.Game.from_fen("english", long)):
        with pytest.raises(damero.Error) as caught:
            call()
        message = str(caught.value)
        assert "q" * L["quote"] + '..." (1000 characters)' in message and "q" * (L["quote"] + 1) not in message


def test_notation_stays_within_its_limit() -> None:
    # The longest notations the core writes: many-jump captures and their full routes.
    for variant, fen in [("international", "W:WK46:B7,8,9,10,17,18,19,20,27,28,29,30,37,38,39,40"),
                         ("frisian", "W:WK46:B7,8,9,10,17,18,19,20,27,28,29,30,37,38,39,40")]:
        moves = damero.Game.from_fen(variant, fen).legal_moves()
        assert moves and max(len(m.long) for m in moves) <= L["notation"]
        assert max(len(m.notation) for m in moves) <= L["notation"]


# --- options given both ways ------------------------------------------------------------------------


def test_an_option_in_the_text_and_as_a_keyword_is_refused() -> None:
    # Before, the keyword silently won.
    for make in (
        lambda: damero.Game("english", "capture=optional", capture="mandatory"),
        lambda: damero.Game.from_fen("english", "B:W18:B14", "capture=optional", capture="optional"),
        lambda: damero.Variant("connect4").geometry_for("size=6x5", size="7x6"),
    ):
        with pytest.raises(damero.InvalidOptionError, match="is given both in the option text and on its own"):
            make()
    game = damero.Game("english", "repetition=claim3", capture="optional", agreement=False)
    assert game.options()["repetition"] == "claim3" and game.options()["capture"] == "optional"
    assert game.options()["agreement"] == "off"


# --- square names ---------------------------------------------------------------------------------


def test_square_name_of_a_square_the_board_lacks_is_an_error() -> None:
    # Before, None; JavaScript and C raise invalid_argument, and so does Python now.
    boards: List[Union[damero.Variant, damero.Geometry]] = [
        damero.Variant("english"), damero.Variant("english").geometry, damero.Game().geometry()]
    for board in boards:
        for square in (0, 33, -1, 2**70):
            with pytest.raises(damero.InvalidArgumentError, match=f"there is no square {square} in"):
                board.square_name(square)
        assert board.square_name(1) == "b8"
    with pytest.raises(damero.InvalidArgumentError, match="squares are 0-63"):
        damero.Variant("chess").square_name(64)
    assert damero.Variant("chess").square_name(0) == "a1"


def test_svg_of_a_move_of_another_board_is_a_damero_error() -> None:
    # Before, a bare ValueError from the drawing code.
    chess = damero.Game("chess")
    chess.play_moves("a4 a5")
    rook = chess.play("Ra3")
    assert rook.path == [0, 16]
    with pytest.raises(damero.InvalidArgumentError, match="no square 0 in english"):
        damero.svg(damero.Game(), last_move=rook)
    with pytest.raises(damero.InvalidArgumentError, match="no square 28 in connect4"):
        damero.svg(damero.Game("connect4", size="4x4"), last_move=damero.Game("chess").play("e4"))
    for bad in (1000, 0, -5):
        with pytest.raises(damero.InvalidArgumentError):
            damero.svg(damero.Game(), squares=[bad])
    # An endless iterator of squares is read no further than the drawing's bound.
    with pytest.raises(damero.InvalidArgumentError, match=f"more than {damero._svg.MAX_SQUARES} squares"):
        damero.svg(damero.Game(), squares=itertools.repeat(5))
    assert "<svg" in str(damero.svg(damero.Game(), squares=[5] * damero._svg.MAX_SQUARES))


# --- reading a move without playing it -------------------------------------------------------------


def test_parse_move_names_the_move_without_playing_it() -> None:
    game = damero.Game("chess")
    before = snapshot(game)
    knight = game.parse_move("Nf3")
    assert (knight.notation, knight.long, knight.path) == ("Nf3", "g1f3", [6, 21])
    assert game.parse_move("g1f3") == knight and knight in game.legal_moves()
    assert snapshot(game) == before
    assert game.play(knight) == knight and game.history() == [knight]
    assert game.parse_move("e7e5").notation == "e5"
    draughts = damero.Game()
    assert draughts.parse_move(" 11-15 ").notation == "11-15" and draughts.history() == []


@pytest.mark.parametrize(
    ("text", "error"),
    [("Nf4", damero.IllegalMoveError), ("e9", damero.InvalidNotationError), ("", damero.InvalidNotationError),
     ("\ud800", damero.InvalidNotationError)],
    ids=repr,
)
def test_parse_move_errors_are_those_of_play(text: str, error: Type[damero.Error]) -> None:
    game = damero.Game("chess")
    refused(lambda g: g.parse_move(text), error, game)
    refused(lambda g: g.play(text), error, game)


def test_parse_move_after_the_end_and_of_the_wrong_type() -> None:
    four = damero.Game("connect4")
    four.play_moves("1212121")
    refused(lambda g: g.parse_move("3"), damero.GameOverError, four)
    game = damero.Game()
    game.play("11-15")
    game.agree_draw()
    refused(lambda g: g.parse_move("24-20"), damero.GameOverError, game)
    for value in (None, 11, b"11-15", [11, 15], game.history()[0]):
        with pytest.raises(TypeError, match="move must be str"):
            damero.Game().parse_move(value)  # type: ignore[arg-type]


def test_legal_move_count() -> None:
    for variant, count in [("english", 7), ("chess", 20), ("reversi", 4), ("connect4", 7), ("international", 9)]:
        game = damero.Game(variant)
        assert game.legal_move_count() == count == len(game.legal_moves())
    king = damero.Game.from_fen("international", "W:WK46,30:B16,19,28")
    assert king.legal_move_count() == len(king.legal_moves())
    four = damero.Game("connect4")
    four.play_moves("1212121")
    assert four.legal_move_count() == 0 == len(four.legal_moves())


# --- the text board ---------------------------------------------------------------------------------


def test_text_boards_have_ranks_and_files() -> None:
    chess = str(damero.Game("chess")).splitlines()
    assert chess[0] == " 8 r n b q k b n r" and chess[7] == " 1 R N B Q K B N R"
    assert chess[8] == "   a b c d e f g h" and len(chess) == 9
    reversi = str(damero.Game("reversi")).splitlines()
    assert reversi[-1] == "   a b c d e f g h" and reversi[0].startswith(" 1 ") and len(reversi) == 9
    four = str(damero.Game("connect4")).splitlines()
    assert four[-1] == " 1 2 3 4 5 6 7" and len(four) == 7
    english = str(damero.Game()).splitlines()
    assert english[0].rstrip().endswith("1") and len(english) == 8  # the first square of each row
