"""The Python API: names, shapes and behaviour that belong to this binding (the rules themselves
are held to the shared data in test_conformance.py)."""

from __future__ import annotations

import _thread
import collections.abc
import copy
import pickle
import signal
import sys
import threading
import time
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

import damero

START_MOVES = ["9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"]


def test_the_installed_wheel_is_under_test() -> None:
    source = Path(__file__).resolve().parents[1] / "python"
    native = Path(damero._native.__file__).resolve()
    assert source not in native.parents, f"testing the source tree: {native}"
    assert "site-packages" in native.parts
    assert native.name.endswith(".abi3.so")


def test_typing_files_ship_with_the_package() -> None:
    package = Path(damero.__file__).parent
    assert (package / "py.typed").is_file()
    assert (package / "_native.pyi").is_file()


def test_variants_and_constants() -> None:
    draughts = ["english", "brazilian", "international"]
    assert [v.name for v in damero.variants()][:3] == draughts
    assert damero.variants()[:3] == draughts  # a variant equals its name
    assert {v.family for v in damero.variants()} >= {"draughts"}
    draughts_keys = ["first", "capture", "repetition", "move_limit", "agreement", "resignation", "endgame"]
    assert damero.OPTION_KEYS[:7] == draughts_keys  # then the keys of later games
    assert set(damero.OPTION_KEYS) == {key for v in damero.variants() for key in v.option_keys}
    assert damero.MAX_PERFT_DEPTH == 64
    assert damero.FRAGMENT_VERSION == 2
    assert damero.MAX_HISTORY == 5000
    assert damero.__version__.count(".") == 2


def test_new_game() -> None:
    game = damero.Game()
    assert game.variant == "english"
    assert game.turn() == "black"
    assert [m.notation for m in game.legal_moves()] == START_MOVES
    assert game.history() == []
    assert game.end() is None
    assert game.fen() == game.start_fen()
    assert game.to_fragment() == "v2/english"
    assert damero.Game("english") == game
    assert damero.Game(variant="english") == game
    assert damero.Game(damero.Variant("english")) == game


def test_move_objects() -> None:
    game = damero.Game.from_fen("english", "B:W18,27:B14")
    [move] = game.legal_moves()
    assert move.kind == "travel"
    assert move.notation == "14x32"
    assert (move.from_square, move.to_square, move.target) == (14, 32, 32)
    assert move.path == [14, 23, 32]
    assert move.captures == [18, 27]
    assert move.promotion == "king"
    assert move.long == "14x23x32"
    assert move.is_capture is True
    assert str(move) == "14x32"
    assert repr(move) == "<Move 14x32 captures=[18, 27] promotion=king>"
    step = damero.Game().legal_moves()[0]
    assert (step.long, step.promotion) == ("9-13", None)
    # Immutable: attributes cannot be set, and a returned list is a copy.
    with pytest.raises(AttributeError):
        move.notation = "1-5"  # type: ignore[misc]
    move.path.append(99)
    assert move.path == [14, 23, 32]
    # Equal and hashable by value.
    again = game.legal_moves()[0]
    assert again == move and hash(again) == hash(move)
    assert len({move, again}) == 1
    assert move != damero.Game().legal_moves()[0]
    assert copy.copy(move) is move and copy.deepcopy(move) is move


def test_play_accepts_text_moves_and_paths() -> None:
    game = damero.Game()
    assert game.play("11-15").notation == "11-15"
    reply = game.legal_moves()[0]
    assert game.play(reply) == reply
    assert game.play([8, 11]).notation == "8-11"
    assert game.play((24, 20)).notation == "24-20"  # any sequence of squares
    assert [m.notation for m in game.history()] == ["11-15", "21-17", "8-11", "24-20"]


def test_path_prefix_finishes_the_only_jump() -> None:
    game = damero.Game.from_fen("english", "B:W18,27:B14")
    assert [m.notation for m in game.completions([14])] == ["14x32"]
    assert game.completions([14, 23, 32])[0].promotion == "king"
    assert game.completions([1]) == []
    played = game.play([14, 23])
    assert played.path == [14, 23, 32]
    assert game.status().state == "win"


def test_a_move_from_another_position_is_illegal() -> None:
    game = damero.Game()
    move = game.legal_moves()[0]
    game.play(move)
    with pytest.raises(damero.IllegalMoveError):
        game.play(move)


def test_undo() -> None:
    game = damero.Game()
    with pytest.raises(damero.NothingToUndoError):
        game.undo()
    first = game.play("11-15")
    assert game.undo() == first
    assert game == damero.Game()
    game.play("11-15")
    game.agree_draw()
    assert game.end() == "agree"
    assert game.status().reason == "agreement"
    assert game.undo() is None  # took back the agreement, the move stays
    assert game.end() is None and len(game.history()) == 1


def test_status_object() -> None:
    game = damero.Game()
    for text in ["11-15", "24-20", "15-18", "22x15"]:
        game.play(text)
    status = game.status()
    assert status.state == "ongoing"
    assert status.winner is None and status.reason is None
    assert status.turn == "black"
    assert status.must_capture == [10]
    assert status.repetitions == 1
    assert status.reversible_plies == 0
    assert status.endgame_plies == 0  # a capture changed the material
    assert status.claimable == [] and status.warnings == []
    assert status.in_check is False
    assert status.checkers == []
    assert status.must_pass is False
    assert status.checked_king is None
    assert status.score is None  # draughts is not scored by discs
    assert status.winning_line == []
    assert status.move_number == 3  # Black's third move: Black leads each numbered row
    assert status.is_over is False
    assert status == game.status()
    assert "must_capture=[10]" in repr(status) and "endgame_plies=0" in repr(status)
    assert "must_pass=False" in repr(status) and "score=None" in repr(status) and "move_number=3" in repr(status)
    with pytest.raises(AttributeError):
        status.state = "draw"  # type: ignore[misc]


def test_resign_and_game_over() -> None:
    game = damero.Game()
    game.resign("white")
    status = game.status()
    assert (status.state, status.winner, status.reason) == ("win", "black", "resignation")
    assert status.is_over
    assert game.legal_moves() == []
    with pytest.raises(damero.GameOverError):
        game.play("11-15")
    with pytest.raises(damero.GameOverError):
        game.resign("black")
    assert game.to_fragment() == "v2/english/e:resign-white"


def test_draw_claims() -> None:
    game = damero.Game.from_fen("english", "B:WK30:BK3", repetition="claim3")
    with pytest.raises(damero.NotClaimableError):
        game.claim_draw()
    for text in ["3-7", "30-26", "7-3", "26-30", "3-7", "30-26", "7-3", "26-30"]:
        game.play(text)
    assert game.status().repetitions == 3
    assert game.status().claimable == ["repetition"]
    with pytest.raises(damero.NotClaimableError):
        game.claim_draw("move_limit")
    assert game.claim_draw() == "repetition"
    assert game.status().reason == "repetition"
    assert game.end() == "claim-repetition"


def test_options_as_keywords() -> None:
    game = damero.Game("english", repetition="auto3", move_limit="claim40m", capture="optional", first="white")
    assert game.options() == {
        "first": "white",
        "capture": "optional",
        "repetition": "auto3",
        "move_limit": "claim40m",
        "agreement": "on",
        "resignation": "on",
    }
    assert game.turn() == "white"
    assert game.to_fragment() == "v2/english/o:first=white,capture=optional,repetition=auto3,move_limit=claim40m"
    text = damero.Game("english", "repetition=auto3,capture=optional")
    assert text.options()["repetition"] == "auto3" and text.options()["capture"] == "optional"
    both = damero.Game("english", "repetition=auto3", capture="optional")  # text and keywords together
    assert (both.options()["repetition"], both.options()["capture"]) == ("auto3", "optional")
    with pytest.raises(damero.InvalidOptionError, match="both in the option text and on its own"):
        damero.Game("english", "repetition=auto3", repetition="claim5")  # neither silently wins
    with pytest.raises(damero.InvalidOptionError, match="given twice"):
        damero.Game("english", "capture=optional,capture=optional")
    # Each variant has its own keys, and the core's message names them.
    with pytest.raises(damero.InvalidOptionError, match="not an option of english"):
        damero.Game("english", endgame="auto16_5")
    assert damero.Game("international", endgame="auto16_5").options()["endgame"] == "auto16_5"
    assert list(damero.Game("brazilian").options()) == damero.Variant("brazilian").option_keys
    assert damero.Game(agreement=False).options()["agreement"] == "off"
    assert damero.Game(resignation=True).options()["resignation"] == "on"
    with pytest.raises(damero.NotAllowedError):
        off = damero.Game(agreement=False)
        off.play("11-15")
        off.agree_draw()


def test_from_fen_with_options() -> None:
    # White men move up the board (towards square 1); the jump over 14 may be declined.
    game = damero.Game.from_fen("english", "W:W18:B14", capture="optional")
    assert game.options()["capture"] == "optional"
    assert [m.notation for m in game.legal_moves()] == ["18x9", "18-15"]
    forced = damero.Game.from_fen("english", "W:W18:B14")
    assert [m.notation for m in forced.legal_moves()] == ["18x9"]


def test_board_and_pieces() -> None:
    game = damero.Game.from_fen("english", "W:WK30,18:B14,K3")
    board = game.board()
    assert list(board) == [3, 14, 18, 30]
    assert board[3] == damero.Piece("black", "king")
    assert board[14] == damero.Piece("black") == damero.Piece("black", role="man")
    assert board[18].symbol() == "w" and board[30].symbol("english") == "W"
    assert board[30].side == "white" and board[30].role == "king"
    assert game.piece_at(3) == board[3]
    assert game.piece_at(4) is None
    for square in (0, 33, -1, 2**70):
        with pytest.raises(damero.InvalidArgumentError, match="squares are 1-32"):
            game.piece_at(square)
    assert damero.Piece.from_symbol("B") == board[3]
    assert damero.Piece.from_symbol("w", "international") == damero.Piece("white")
    assert damero.Piece.from_symbol("W", damero.Variant("brazilian")) == board[30]
    assert damero.Piece("white", "pawn").symbol() is None  # no such piece in draughts
    assert repr(board[30]) == "Piece('white', 'king')"
    assert str(board[30]) == "white king"
    assert pickle.loads(pickle.dumps(board[30])) == board[30]
    assert copy.copy(board[30]) is board[30]
    assert len({damero.Piece("white"), damero.Piece("white"), damero.Piece("black")}) == 2


def test_a_ten_by_ten_board() -> None:
    game = damero.Game("international")
    assert game.variant == "international"
    assert game.turn() == "white"
    board = game.board()
    assert sorted(board) == list(range(1, 21)) + list(range(31, 51))
    assert game.piece_at(50) == damero.Piece("white")
    with pytest.raises(damero.InvalidArgumentError, match="squares are 1-50"):
        game.piece_at(51)
    assert game.to_fragment() == "v2/international"
    assert game.options()["endgame"] == "claim16_5"


def test_games_are_copyable_and_comparable() -> None:
    game = damero.Game(repetition="claim3")
    game.play("11-15")
    for twin in [game.copy(), copy.copy(game), copy.deepcopy(game), pickle.loads(pickle.dumps(game))]:
        assert twin == game
        assert twin is not game
        twin.play("23-19")
        assert twin != game
        assert len(game.history()) == 1
    with pytest.raises(TypeError):
        hash(game)


def test_repr_and_str() -> None:
    game = damero.Game()
    game.play("11-15")
    assert repr(game) == "damero.Game.from_fragment('v2/english/m:11-15')"
    assert damero.Game.from_fragment(repr(game).split("'")[1]) == game
    text = str(game)
    assert text.splitlines()[0].split() == ["b", "b", "b", "b", "1"]
    assert len(text.splitlines()) == 8


def test_fragment_round_trip_and_leading_hash() -> None:
    game = damero.Game(move_limit="auto40m")
    for text in ["11-15", "23-19", "8-11"]:
        game.play(text)
    game.agree_draw()
    again = damero.Game.from_fragment("#" + game.to_fragment())
    assert again == game
    assert again.status() == game.status()
    # Links of the first format still read.
    old = damero.Game.from_fragment("v1/english/m:11-15,23-19")
    assert old.to_fragment() == "v2/english/m:11-15,23-19"


def test_perft_function_and_method() -> None:
    assert damero.perft("english", 0) == 1
    assert damero.perft("english", 4) == 1469
    assert damero.perft("english", 4, None, "drop") == 1469
    assert damero.perft("english", 1, fen="B:W18,27:B14") == 1
    assert damero.perft(damero.Variant("english"), 2) == 49
    assert damero.perft("international", 0) == 1
    game = damero.Game()
    game.play("11-15")
    assert game.perft(1) == 7
    assert game.perft(3, duplicates="keep") == sum(
        _after(game, m).perft(2) for m in game.legal_moves()
    )


def _after(game: damero.Game, move: damero.Move) -> damero.Game:
    twin = game.copy()
    twin.play(move)
    return twin


def test_perft_releases_the_gil() -> None:
    # While one thread counts in Rust, another runs Python code; with the GIL held it could not.
    ticks = 0
    done = threading.Event()

    def count() -> None:
        damero.perft("english", 11)
        done.set()

    worker = threading.Thread(target=count)
    old = sys.getswitchinterval()
    sys.setswitchinterval(0.0005)
    try:
        worker.start()
        while not done.is_set() and ticks < 10_000_000:
            ticks += 1
        worker.join()
    finally:
        sys.setswitchinterval(old)
    assert done.is_set()
    assert ticks > 1000, ticks


@pytest.fixture
def sigint_handled() -> Iterator[None]:
    # A process started in the background (nohup, `&` without job control) may have SIGINT
    # ignored, and then interrupt_main does nothing: install Python's own handler for the test.
    old = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, old)


def test_a_long_perft_can_be_interrupted(sigint_handled: None) -> None:
    # Ctrl-C, or a notebook's interrupt button, stops a count that would otherwise never end.
    timer = threading.Timer(0.2, _thread.interrupt_main)
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            damero.Game().perft(30)
    finally:
        timer.cancel()
    assert damero.perft("english", 5) == 7361


def test_perft_on_threads_with_progress() -> None:
    one = damero.perft("english", 7, threads=1)
    assert damero.perft("english", 7, threads=2) == one == damero.perft("english", 7) == 179740
    seen: list[tuple[str, int, int, int]] = []

    def progress(move: damero.Move, nodes: int, done: int, total: int) -> None:
        seen.append((move.notation, nodes, done, total))

    game = damero.Game("international")
    assert game.perft(4, threads=2, progress=progress) == 4265
    assert [(d, t) for _, _, d, t in seen] == [(d, 9) for d in range(1, 10)]
    assert sum(n for _, n, _, _ in seen) == 4265
    assert sorted(m for m, _, _, _ in seen) == sorted(m.notation for m in game.legal_moves())
    for bad in (-1, damero.LIMITS["perft_threads"] + 1, 2**70):
        with pytest.raises(damero.InvalidArgumentError, match="threads"):
            damero.perft("english", 3, threads=bad)
    with pytest.raises(TypeError):
        damero.perft("english", 3, threads="2")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="callable"):
        damero.perft("english", 3, progress=5)  # type: ignore[arg-type]


def test_an_exception_in_progress_stops_the_count() -> None:
    def fail(move: damero.Move, nodes: int, done: int, total: int) -> None:
        raise RuntimeError("stop here")

    with pytest.raises(RuntimeError, match="stop here"):
        damero.perft("english", 11, threads=1, progress=fail)


def test_the_module_perft_can_be_interrupted(sigint_handled: None) -> None:
    timer = threading.Timer(0.2, _thread.interrupt_main)
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            damero.perft("english", 30)
    finally:
        timer.cancel()


def test_a_counting_game_stays_free_for_other_threads() -> None:
    # perft counts on a copy: undo and play on another thread meanwhile raise no borrow error.
    game = damero.Game()
    game.play("11-15")
    counted: list[int] = []
    worker = threading.Thread(target=lambda: counted.append(game.perft(10, threads=1)))
    worker.start()
    turns = 0
    while worker.is_alive() or turns == 0:
        game.undo()
        game.play("11-15")
        turns += 1
    worker.join()
    assert counted == [game.perft(10)]


def test_errors_form_one_tree() -> None:
    # The core's list of error codes, read at run time: each has its class, and no class is extra.
    codes = damero._native.error_codes()
    assert len(codes) == len(set(codes)) >= 12
    assert issubclass(damero.Error, ValueError)
    assert damero.Error.code == "error"
    for code in codes:
        name = "".join(part.capitalize() for part in code.split("_")) + "Error"
        cls = getattr(damero, name)
        assert issubclass(cls, damero.Error), name
        assert cls.code == code
        assert cls.__module__ == "damero"
        assert name in damero.__all__
    classes = {
        name
        for name in dir(damero)
        if isinstance(getattr(damero, name), type) and issubclass(getattr(damero, name), damero.Error)
    }
    assert {getattr(damero, n).code for n in classes - {"Error"}} == set(codes)
    assert len(classes) == len(codes) + 1


def test_an_error_says_why_and_carries_its_code() -> None:
    game = damero.Game()
    with pytest.raises(damero.IllegalMoveError) as caught:
        game.play("11-18")
    assert caught.value.code == "illegal_move"
    assert "11-18" in str(caught.value)
    with pytest.raises(damero.InvalidFragmentError, match=r"move 2 \"23-17\""):
        damero.Game.from_fragment("v2/english/m:11-15,23-17")
    error = pickle.loads(pickle.dumps(caught.value))
    assert type(error) is damero.IllegalMoveError


def test_variant_objects() -> None:
    english, brazilian, international = damero.variants()[:3]
    assert english == damero.Variant("english") == "english" != international
    assert hash(english) == hash("english")
    assert repr(international) == "damero.Variant('international')" and str(international) == "international"
    assert pickle.loads(pickle.dumps(international)) == international
    assert (english.family, english.rows, english.columns, english.squares, english.first_square) == (
        "draughts", 8, 8, 32, 1,
    )
    assert {v.family for v in damero.variants()} <= set(damero._native.codes()["family"])
    assert (international.rows, international.columns, international.squares) == (10, 10, 50)
    assert (brazilian.rows, brazilian.squares) == (8, 32)
    assert english.option_keys == ["first", "capture", "repetition", "move_limit", "agreement", "resignation"]
    assert international.option_keys == damero.OPTION_KEYS[:7]
    assert english.default_options["first"] == "black"
    assert international.default_options["endgame"] == "claim16_5"
    assert english.square_numbers() == list(range(1, 33))
    assert international.square_numbers()[-1] == 50
    assert english.square_name(1) == "b8" and english.square_name(32) == "g1"
    assert international.square_name(46) == "a1" and international.square_from_name("a1") == 46
    assert english.square_from_name("a1") == 29
    for bad in ("a2", "z9", "", "b0", "b08", "b 8"):
        assert english.square_from_name(bad) is None, bad
    for square in (0, 33, 2**70):
        with pytest.raises(damero.InvalidArgumentError, match=f"no square {square} in english"):
            english.square_name(square)


def test_geometry() -> None:
    geo = damero.Variant("english")
    assert (geo.rows, geo.columns, geo.squares) == (8, 8, 32)
    assert geo.coordinates(1) == (0, 1)
    assert geo.coordinates(32) == (7, 6)
    assert geo.square_at(0, 1) == 1
    assert geo.square_at(0, 0) is None
    assert geo.coordinates(33) is None and geo.coordinates(-1) is None
    for variant in damero.variants():
        for square in variant.square_numbers():
            coords = variant.coordinates(square)
            assert coords is not None
            assert variant.square_at(*coords) == square
            name = variant.square_name(square)
            assert name is not None and variant.square_from_name(name) == square
    assert damero.Variant("international").coordinates(50) == (9, 8)


# --- play_and_claim: the claim made with the move (WCDF) -----------------------------------------

SHUFFLE = ["1-6", "32-27", "6-1", "27-32", "1-6", "32-27", "6-1"]


def shuffled(**options: Any) -> damero.Game:
    """Two kings that have gone back and forth: White's 27-32 repeats the start a third time."""
    game = damero.Game.from_fen("english", "B:WK32:BK1", **options)
    for text in SHUFFLE:
        game.play(text)
    return game


@pytest.mark.parametrize("how", ["text", "move", "path", "prefix-free path"])
def test_play_and_claim_takes_every_form_of_move(how: str) -> None:
    game = shuffled(repetition="claim3")
    assert game.status().claimable == []
    move = next(m for m in game.legal_moves() if m.notation == "27-32")
    given: Any = {"text": "27-32", "move": move, "path": [27, 32], "prefix-free path": iter((27, 32))}[how]
    played, claimed = game.play_and_claim(given)
    assert (played.notation, claimed) == ("27-32", "repetition")
    if how == "move":
        assert played is move  # the Move given comes back
    assert game.status().reason == "repetition" and game.end() == "claim-repetition"
    assert game.history()[-1] == played
    assert damero.Game.from_fragment(game.to_fragment()) == game
    assert game.undo() is None and game.end() is None  # first the claim...
    assert game.undo() == played  # ...then the move
    assert game.play_and_claim(given if how != "prefix-free path" else [27, 32], "repetition")[1] == "repetition"


def test_play_and_claim_refused_changes_nothing() -> None:
    game = shuffled(repetition="claim3")
    before = (game.fen(), game.history(), game.status(), game.to_fragment())
    with pytest.raises(damero.NotClaimableError, match="after 27-23"):
        game.play_and_claim("27-23")
    with pytest.raises(damero.NotClaimableError):
        game.play_and_claim("27-32", "move_limit")
    with pytest.raises(damero.IllegalMoveError):
        game.play_and_claim([27, 18])
    with pytest.raises(damero.InvalidArgumentError):
        game.play_and_claim("27-32", "draw")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        game.play_and_claim({27, 32})
    assert (game.fen(), game.history(), game.status(), game.to_fragment()) == before
    with pytest.raises(damero.NotClaimableError):  # English default: repetitions are only counted
        shuffled().play_and_claim("27-32")


# --- the history limit ------------------------------------------------------------------------


def full_game() -> damero.Game:
    """A game of exactly MAX_HISTORY king moves (no draw rule ends it with the English defaults)."""
    game = damero.Game.from_fen("english", "B:WK32:BK1")
    cycle = ["1-6", "32-27", "6-1", "27-32"]
    for i in range(damero.MAX_HISTORY):
        game.play(cycle[i % 4])
    return game


def test_a_game_at_the_history_limit_refuses_the_next_move() -> None:
    assert damero.MAX_HISTORY == 5000
    game = full_game()
    assert len(game.history()) == damero.MAX_HISTORY
    assert game.status().state == "ongoing" and len(game.legal_moves()) > 0
    before = (game.fen(), len(game.history()), game.to_fragment())
    for move in ("1-6", [1, 6]):
        with pytest.raises(damero.HistoryFullError):
            game.play(move)
    with pytest.raises(damero.HistoryFullError):
        game.play_and_claim("1-6")
    assert (game.fen(), len(game.history()), game.to_fragment()) == before
    game.undo()
    assert game.play("27-32").notation == "27-32"  # one move fits again
    game.agree_draw()  # events still fit at the limit
    assert game.status().reason == "agreement"


def test_a_move_object_at_the_history_limit_is_refused_too() -> None:
    game = full_game()
    with pytest.raises(damero.HistoryFullError):
        game.play(game.legal_moves()[0])


def test_a_game_at_the_history_limit_round_trips() -> None:
    game = full_game()
    game.resign("white")
    text = game.to_fragment()
    assert damero.Game.from_fragment(text) == game
    for other in (pickle.loads(pickle.dumps(game)), copy.copy(game), copy.deepcopy(game), game.copy()):
        assert other == game
        assert other.to_fragment() == text and other.history() == game.history()
        assert other.end() == "resign-white"


# --- one game used from callbacks and threads -------------------------------------------------------


def test_a_path_generator_may_use_the_same_game() -> None:
    # The path is read before the game is touched: the generator's calls see the game as it was,
    # and the move is played on the game the generator left.
    game = damero.Game()
    seen: list[str] = []

    def path() -> Iterator[int]:
        seen.extend(m.notation for m in game.legal_moves())
        game.play("11-15")
        game.undo()
        seen.append(game.fen())
        yield 11
        yield 15

    assert game.play(path()).notation == "11-15"
    assert seen[:-1] == START_MOVES and seen[-1] == damero.Game().fen()

    def sneaky() -> Iterator[int]:
        game.play("24-20")  # a move played while the path is read
        yield 15
        yield 19

    assert game.play(sneaky()).notation == "15-19"
    assert [m.notation for m in game.history()] == ["11-15", "24-20", "15-19"]
    assert [m.notation for m in game.completions([23])] == ["23x16"]  # White must take 19

    def undoing() -> Iterator[int]:
        game.undo()  # Black to move again
        yield 9

    assert [m.notation for m in game.completions(undoing())] == ["9-13", "9-14"]
    assert [m.notation for m in game.history()] == ["11-15", "24-20"]


def test_one_game_from_many_threads_raises_only_damero_errors() -> None:
    game = damero.Game()
    failures: list[BaseException] = []
    expected = (damero.Error,)

    def hammer(seed: int) -> None:
        for i in range(400):
            try:
                if (i + seed) % 3 == 0:
                    game.play(game.legal_moves()[0] if game.legal_moves() else "11-15")
                elif (i + seed) % 3 == 1:
                    game.undo()
                else:
                    first = game.legal_moves()[:1]
                    game.play(iter(first[0].path if first else []))
                game.status()
                game.to_fragment()
            except expected:
                pass
            except BaseException as error:  # noqa: BLE001 - anything else is the failure
                failures.append(error)

    threads = [threading.Thread(target=hammer, args=(seed,)) for seed in range(4)]
    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch threads as often as possible
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(old)
    assert failures == []
    assert damero.Game.from_fragment(game.to_fragment()) == game


# --- the legal moves as a sequence ---------------------------------------------------------------


def test_legal_moves_are_an_immutable_sequence() -> None:
    game = damero.Game()
    moves = game.legal_moves()
    assert isinstance(moves, damero.Moves) and isinstance(moves, collections.abc.Sequence)
    assert len(moves) == 7 and bool(moves) and [m.notation for m in moves] == START_MOVES
    assert moves == list(moves) and moves == tuple(moves) and list(moves) == moves and not (moves != list(moves))
    assert moves != list(moves)[:-1] and moves != ["9-13"] and moves != "moves"
    assert moves[0].notation == "9-13" and moves[-1].notation == "12-16"
    assert [m.notation for m in moves[1:3]] == ["9-14", "10-14"] and isinstance(moves[1:3], list)
    assert [m.notation for m in reversed(moves)] == START_MOVES[::-1]
    eleven = game.completions([11])
    assert eleven[0] in moves and "11-15" not in moves and moves.index(eleven[0]) == 4
    assert moves.count(eleven[0]) == 1 and moves.count("x") == 0
    with pytest.raises(IndexError):
        moves[7]
    with pytest.raises(ValueError):
        moves.index("11-15")
    with pytest.raises(TypeError):
        moves[0] = moves[1]  # type: ignore[index]
    with pytest.raises(TypeError):
        hash(moves)
    assert repr(moves).startswith("[<Move 9-13>, <Move 9-14>")
    assert game.legal_moves() is moves  # asked again in the same position: the same sequence
    game.play("11-15")
    assert game.legal_moves() != moves
    game.undo()
    assert game.legal_moves() == moves
    game.play(moves[4])
    game.agree_draw()
    assert game.legal_moves() == [] and not game.legal_moves()
    game.undo()
    assert len(game.legal_moves()) == 7  # white's replies again


def listed_again(game: damero.Game) -> list[tuple[str, list[int], list[int], str | None]]:
    """The legal moves of `game`'s position, listed by a new game built from its fragment."""
    return described(damero.Game.from_fragment(game.to_fragment()).legal_moves())


def described(moves: Any) -> list[tuple[str, list[int], list[int], str | None]]:
    return [(m.notation, m.path, m.captures, m.promotion) for m in moves]


def test_legal_moves_read_after_the_game_changes_are_those_of_their_position() -> None:
    # A game builds the Move values of its legal moves when they are first read; whatever
    # happens to the game afterwards, a sequence (or a move taken from it) reads as it would have.
    changes: list[Callable[[damero.Game], object]] = [
        lambda g: g.play("22-18"),
        lambda g: g.play([22, 17]),
        lambda g: g.undo(),
        lambda g: g.agree_draw(),
        lambda g: g.resign("black"),
        lambda g: g.play_and_claim("22-18", None),
    ]
    for change in changes:
        game = damero.Game(agreement="on") if change is changes[3] else damero.Game()
        game.legal_moves()
        game.play("11-15")  # the second position asked: the lazily built kind
        moves = game.legal_moves()
        taken = moves[2]
        expected = listed_again(game)
        eager = game.completions([])  # built at once
        try:
            change(game)
        except damero.NotClaimableError:
            pass
        assert described(moves) == expected and moves == eager and list(moves) == list(eager)
        assert taken == eager[2] and hash(taken) == hash(eager[2]) and taken.long == eager[2].long
        assert repr(moves) == repr(eager) and moves.index(eager[4]) == 4 and eager[6] in moves


def test_lazily_built_moves_equal_the_moves_built_at_once() -> None:
    for variant in ("english", "international", "russian", "frisian", "chess", "turkish"):
        game = damero.Game(variant)
        for _ in range(6):
            game.legal_moves()
            game.play(game.legal_moves()[-1])
        lazy = game.legal_moves()
        copied = game.copy().legal_moves()  # a copy's first list is built at once
        assert lazy == copied and lazy == game.completions([]) and len(lazy) == len(copied)
        assert [m.notation for m in lazy] == [m.notation for m in copied]
        assert all(a == b and hash(a) == hash(b) and repr(a) == repr(b) for a, b in zip(lazy, copied))


def test_legal_moves_outlive_their_game() -> None:
    def second_list() -> tuple[damero.Moves, damero.Move, list[Any]]:
        game = damero.Game()
        game.legal_moves()
        game.play("11-15")
        moves = game.legal_moves()
        return moves, moves[1], listed_again(game)

    moves, taken, expected = second_list()  # the game is gone: it built them as it went
    assert described(moves) == expected and taken == moves[1] and taken.notation == expected[1][0]


def test_legal_moves_kept_by_the_game_alone_read_right_when_it_returns() -> None:
    game = damero.Game()
    game.legal_moves()
    game.play("11-15")
    len(game.legal_moves())  # held by the game alone, not built
    game.play("22-18")  # it keeps the list of the position before
    game.undo()  # back there: the same sequence
    moves = game.legal_moves()
    assert moves is game.legal_moves() and described(moves) == listed_again(game)
    move = moves[0]
    assert game.play(move) is move and game.history()[-1] is move and game.undo() is move
    game.play("23-19")
    game.undo()
    fourth = moves[3]
    assert described(moves) == listed_again(game) and game.play(fourth) is fourth


def test_legal_moves_read_by_other_threads_while_the_game_moves_are_of_one_position() -> None:
    game = damero.Game()
    game.legal_moves()
    game.play("11-15")
    white = listed_again(game)
    game.play("22-18")
    black = listed_again(game)
    game.undo()
    assert len(white) != len(black)  # so a sequence's length tells its position
    wrong: list[Any] = []
    stop = threading.Event()

    def reader() -> None:
        while not stop.is_set():
            try:
                moves = game.legal_moves()
                count = len(moves)  # fixed when the sequence is made
                time.sleep(0)  # lets the other thread move the game on
                seen = described(moves)  # built perhaps after the game moved on
            except damero.NotAllowedError:
                continue
            if seen != (white if count == len(white) else black):
                wrong.append(seen)

    threads = [threading.Thread(target=reader) for _ in range(2)]
    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        for t in threads:
            t.start()
        for _ in range(3000):
            try:
                game.play("22-18")
                game.undo()
            except damero.NotAllowedError:
                pass
    finally:
        stop.set()
        for t in threads:
            t.join()
        sys.setswitchinterval(old)
    assert wrong == [] and described(game.legal_moves()) == white


def test_legal_moves_read_in_a_perft_callback() -> None:
    game = damero.Game()
    game.legal_moves()
    game.play("11-15")
    moves = game.legal_moves()
    read: list[Any] = []
    nodes = game.perft(2, progress=lambda move, nodes, done, total: read.append(described(moves)))
    assert nodes == damero.Game.from_fragment(game.to_fragment()).perft(2)
    assert read and all(r == listed_again(game) for r in read)


def test_undo_and_history_give_back_the_move_played() -> None:
    game = damero.Game()
    move = game.legal_moves()[4]
    assert game.play(move) is move
    assert game.history()[0] is move
    assert game.undo() is move
    played = game.play("11-15")
    assert played == move and game.undo() is played


# --- the new fields of moves and statuses, the geometry, move numbers ------------------------------


def test_fields_are_exported() -> None:
    assert damero.MOVE_FIELDS == ["kind", "notation", "long", "path", "from", "to", "target", "captures", "promotion"]
    assert damero.STATUS_FIELDS[:5] == ["state", "winner", "reason", "turn", "must_capture"]
    assert damero.STATUS_FIELDS[-4:] == ["checked_king", "score", "winning_line", "move_number"]
    for name in ("MOVE_FIELDS", "STATUS_FIELDS", "Geometry"):
        assert name in damero.__all__
    assert damero.Geometry is damero._native.Geometry


def test_geometry_of_variants_and_games() -> None:
    english = damero.Variant("english").geometry
    assert isinstance(english, damero.Geometry)
    assert (english.rows, english.columns, english.squares, english.first_square, english.last_square) == (8, 8, 32, 1, 32)
    assert (english.numbering, english.labels, english.shading, english.drops) == ("pdn", "every", "diagonal", False)
    assert english.square_numbers() == list(range(1, 33)) == damero.Variant("english").square_numbers()
    assert english.square_name(1) == "b8" and english.square_from_name("a1") == 29
    assert english.coordinates(1) == (0, 1) and english.square_at(0, 1) == 1 and english.square_at(0, 0) is None
    assert damero.Game().geometry() == english and hash(damero.Game().geometry()) == hash(english)
    assert repr(english) == (
        "damero.Geometry(rows=8, columns=8, numbering='pdn', labels='every', shading='diagonal', "
        "drops=False, squares=32, first_square=1)"
    )
    assert copy.copy(english) is english and copy.deepcopy(english) is english
    with pytest.raises(AttributeError):
        english.rows = 10  # type: ignore[misc]
    boards = {
        "international": (10, 10, "pdn", "every", "diagonal", 50, 1),
        "italian": (8, 8, "mirrored", "every", "diagonal", 32, 1),
        "spanish": (8, 8, "mirrored_from_white", "every", "diagonal", 32, 1),
        "turkish": (8, 8, "all_squares", "every", "plain", 64, 1),
        "chess": (8, 8, "from_bottom_left", "edge", "checkered", 64, 0),
    }
    for name, (rows, columns, numbering, labels, shading, squares, first) in boards.items():
        geo = damero.Game(name).geometry()
        assert (geo.rows, geo.columns, geo.numbering, geo.labels, geo.shading) == (rows, columns, numbering, labels, shading)
        assert (geo.squares, geo.first_square, geo.last_square) == (squares, first, first + squares - 1)
        assert geo == damero.Variant(name).geometry and geo != english or name == "english"
        assert not geo.drops
        for square in geo.square_numbers():
            coordinates = geo.coordinates(square)
            assert coordinates is not None and geo.square_at(*coordinates) == square
            assert geo.square_from_name(geo.square_name(square) or "") == square
    chess = damero.Game("chess").geometry()
    assert chess.square_name(0) == "a1" and chess.coordinates(0) == (7, 0) and chess.square_from_name("e4") == 28
    assert damero.Variant("turkish").geometry.coordinates(1) == (0, 0)
    assert damero.Variant("spanish").geometry.coordinates(1) == (7, 7)


def test_move_numbers() -> None:
    game = damero.Game()
    assert game.move_number(0) == 1 and game.status().move_number == 1 and game.ply() == 0
    assert game.move_number(1) is None  # past the move to be played next
    for text in ["11-15", "24-20", "15-18"]:
        game.play(text)
    # Black leads each row: 1. 11-15 24-20 2. 15-18 ...
    assert [game.move_number(p) for p in range(4)] == [1, 1, 2, 2]
    assert game.status().move_number == game.move_number(len(game.history())) == 2
    assert game.ply() == len(game.history()) == 3
    assert game.move_number(4) is None and game.move_number(2**70) is None
    game.undo()
    assert game.ply() == 2
    assert game.move_number(3) is None and game.status().move_number == 2
    white_first = damero.Game("international")
    white_first.play(white_first.legal_moves()[0])
    assert white_first.move_number(1) == 1 and white_first.status().move_number == 1
    if "chess" in damero.variants():
        chess = damero.Game.from_fen("chess", "4k3/8/8/8/8/8/8/R3K3 b - - 0 30")
        chess.play("Kd7")
        chess.play("Kd2")
        assert [chess.move_number(p) for p in range(4)] == [30, 31, 31, None]
        assert chess.status().move_number == 31


def test_chess_moves_and_statuses_carry_the_new_fields() -> None:
    if "chess" not in damero.variants():
        pytest.skip("no chess in this core")
    game = damero.Game.from_fen("chess", "4k3/8/8/8/8/8/8/4K2R w K - 0 1")
    (castle,) = [m for m in game.legal_moves() if m.notation == "O-O"]
    assert (castle.kind, castle.path, castle.from_square, castle.to_square, castle.target) == ("travel", [4, 6], 4, 6, 6)
    chess960 = damero.Game.from_fen("chess960", "4k3/8/8/8/8/8/8/4K2R w K - 0 1")
    (castle960,) = [m for m in chess960.legal_moves() if m.notation == "O-O"]
    assert (castle960.to_square, castle960.target, castle960.long) == (6, 7, "e1h1")  # the king takes its rook
    assert chess960.play(castle960) == castle960
    game.play("Rh8+")
    status = game.status()
    assert status.in_check and status.checkers == [63] and status.checked_king == 60
    assert (status.must_pass, status.score, status.winning_line) == (False, None, [])
