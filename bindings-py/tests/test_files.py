"""Game files through the Python API: the sources `read_games` takes (paths, text and binary
files, file objects that give small chunks or never end), encodings, strict reading, bad
arguments and hostile file objects, the record and its tree, and games written as PGN and PDN."""

from __future__ import annotations

import gc
import io
import os
import pathlib
import signal
import threading
import time
from typing import Any, Iterator, List, Optional

import pytest

import damero

PGN = (
    '[Event "Club night"]\n[Site "Madrid ESP"]\n[Date "2026.11.30"]\n[Round "1"]\n'
    '[White "Ruiz, Ana"]\n[Black "Vega, Luis"]\n[Result "1-0"]\n\n'
    "{A short game} 1. e4 e5 (1... c5 {Sicilian} 2. Nf3 (2. c3 $5) d6) ({Or} 1... e6) "
    "2. Nf3! {[%clk 0:03:00] [%eval 0.3]} Nc6 $2 3. Bb5 a6?! 4. Ba4 1-0\n\n"
    '[Event "Second"]\n\n1. d4 d5 *\n'
)
BROKEN = '[Event "A"]\n\n1. e4 e5 2. Ke3 Nc6 *\n\n[Event "B"]\n\n1. c4 e5 *\n'
PDN = '[Event "County match"]\n[GameType "21"]\n\n1. 11-15 23-19 2. 8-11 22-17 {quiet} *\n'


def first(text: str, **options: Any) -> damero.GameRecord:
    return next(damero.parse_games(text, **options))


# Sources.


def test_a_path_as_str_and_as_pathlike(tmp_path: pathlib.Path) -> None:
    path = tmp_path / "games.pgn"
    path.write_text(PGN, encoding="utf-8")
    for source in (str(path), path):
        games = list(damero.read_games(source))
        assert [g.headers["Event"] for g in games] == ["Club night", "Second"]
        assert [g.line for g in games] == [1, 11]

    class BytesPath:
        def __fspath__(self) -> bytes:
            return os.fsencode(path)

    assert len(list(damero.read_games(BytesPath()))) == 2


def test_text_and_binary_files(tmp_path: pathlib.Path) -> None:
    path = tmp_path / "games.pgn"
    path.write_text(PGN, encoding="utf-8")
    with open(path, encoding="utf-8") as text, open(path, "rb") as binary:
        from_text = [g.to_text() for g in damero.read_games(text)]
        from_binary = [g.to_text() for g in damero.read_games(binary)]
    assert from_text == from_binary == [g.to_text() for g in damero.parse_games(PGN)]
    assert len(from_text) == 2


def test_a_file_of_crlf_lines_read_through_universal_newlines(tmp_path: pathlib.Path) -> None:
    path = tmp_path / "crlf.pgn"
    path.write_bytes(PGN.replace("\n", "\r\n").encode())
    with open(path, encoding="utf-8") as text:
        assert [g.mainline() for g in damero.read_games(text)] == [g.mainline() for g in damero.parse_games(PGN)]


def test_windows_1252_bytes_are_read_with_a_warning() -> None:
    data = b'[Event "Caf\xe9 \x80"]\n\n1. e4 *\n'
    for record in (next(damero.read_games(io.BytesIO(data))), next(damero.parse_games(data))):
        assert record.headers["Event"] == "Café €"
        assert [w.message for w in record.warnings] == ["the line is not UTF-8: read as Windows-1252"]
        assert (record.warnings[0].line, record.warnings[0].column) == (1, 1)
    # The same bytes decoded by the file object as cp1252 are text: no warning.
    record = next(damero.read_games(io.TextIOWrapper(io.BytesIO(data), encoding="cp1252")))
    assert (record.headers["Event"], record.warnings) == ("Café €", [])
    # Undecodable bytes kept by surrogateescape go to the core as the bytes they were.
    record = next(damero.read_games(io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", errors="surrogateescape")))
    assert record.headers["Event"] == "Café €" and len(record.warnings) == 1


def test_a_byte_order_mark_is_skipped() -> None:
    data = "\ufeff" + PGN
    for source in (io.BytesIO(data.encode()), io.StringIO(data)):
        record = next(damero.read_games(source))
        assert list(record.headers)[0] == "Event" and record.warnings == []
    assert next(damero.parse_games(data)).headers["Event"] == "Club night"


class Chunks:
    """A file object that gives at most `size` characters per call, counting what it is asked."""

    def __init__(self, text: str, size: int) -> None:
        self.text, self.size, self.at, self.calls = text, size, 0, 0
        self.asked: List[int] = []

    def read(self, n: int) -> str:
        self.calls += 1
        self.asked.append(n)
        part = self.text[self.at : self.at + min(n, self.size)]
        self.at += len(part)
        return part


def test_a_file_object_that_gives_small_chunks() -> None:
    source = Chunks(PGN * 3, 5)
    games = list(damero.read_games(source))
    assert len(games) == 6 and source.at == len(PGN) * 3
    assert all(n > 0 for n in source.asked)
    assert [g.to_text() for g in games] == [g.to_text() for g in damero.parse_games(PGN * 3)]


class Endless:
    """A file object that never ends: one game per call, forever."""

    def __init__(self) -> None:
        self.calls = 0

    def read(self, n: int) -> bytes:
        self.calls += 1
        return f'[Event "{self.calls}"]\n\n1. e4 e5 *\n\n'.encode()


def test_games_are_read_as_they_are_asked_for() -> None:
    source = Endless()
    games = damero.read_games(source)
    for expected in range(1, 101):
        assert next(games).headers["Event"] == str(expected)
    # Each game was read when asked for, with at most a game of lookahead.
    assert source.calls <= 102
    games.close()
    assert list(games) == []


def test_a_large_generated_file_is_streamed(tmp_path: pathlib.Path) -> None:
    path = tmp_path / "many.pdn"
    with open(path, "w", encoding="utf-8") as out:
        for i in range(2000):
            out.write(f'[Event "Round {i}"]\n[GameType "21"]\n\n1. 11-15 23-19 2. 8-11 22-17 *\n\n')
    count = 0
    with damero.read_games(path) as games:
        for record in games:
            count += 1
            assert record.mainline()[-1].notation == "22-17"
    assert count == 2000


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_the_gil_is_released_while_a_path_is_opened_and_read(tmp_path: pathlib.Path) -> None:
    # Opening a named pipe waits for its writer, and reading it for what the writer writes: the
    # writer, a Python thread, can run only while the reader has released the GIL.
    fifo = tmp_path / "games.pgn"
    os.mkfifo(fifo)

    def write() -> None:
        with open(fifo, "w", encoding="utf-8") as out:
            for _ in range(20):
                out.write(PGN)
                out.flush()

    writer = threading.Thread(target=write, daemon=True)
    writer.start()
    assert sum(1 for _ in damero.read_games(fifo)) == 40
    writer.join()


class Signalled(Exception):
    pass


@pytest.mark.skipif(not hasattr(signal, "pthread_kill"), reason="POSIX signals")
def test_a_signal_stops_a_read_that_waits(tmp_path: pathlib.Path) -> None:
    # Ctrl-C while a named pipe is waited for: the handler's exception stops the reading.
    fifo = tmp_path / "slow.pgn"
    os.mkfifo(fifo)
    main = threading.get_ident()
    done = threading.Event()

    def handler(signum: int, frame: Any) -> None:
        raise Signalled()

    def writer() -> None:
        with open(fifo, "w", encoding="utf-8") as out:
            time.sleep(0.3)  # the reader waits in read() by now
            signal.pthread_kill(main, signal.SIGUSR1)
            done.wait(5)  # the pipe stays open (and empty) until the reader has given up

    previous = signal.signal(signal.SIGUSR1, handler)
    thread = threading.Thread(target=writer, daemon=True)
    thread.start()
    start = time.monotonic()
    try:
        with pytest.raises(Signalled):
            next(damero.read_games(fifo))
        # Stopped by the signal, not by the writer's giving up after 5 s.
        assert time.monotonic() - start < 3
    finally:
        done.set()
        thread.join()
        signal.signal(signal.SIGUSR1, previous)


# Strict reading.


def test_strict_refuses_a_game_with_its_place_and_goes_on() -> None:
    games = damero.parse_games(BROKEN, strict=True)
    with pytest.raises(damero.InvalidGameFileError) as refused:
        next(games)
    e = refused.value
    assert (e.line, e.column, e.code) == (3, 13, "invalid_game_file")
    assert e.message == '"Ke3": Ke3: no white king can move to e3'
    assert str(e) == f"line 3, column 13: {e.message}"
    assert isinstance(e, damero.Error) and isinstance(e, ValueError)
    assert next(games).headers["Event"] == "B"
    assert list(games) == []


def test_lenient_reading_keeps_the_problems_in_the_record() -> None:
    record = first(BROKEN)
    assert [m.notation for m in record.mainline()] == ["e4", "e5"]
    (error,) = record.errors
    assert (error.line, error.column) == (3, 13)
    assert str(error) == f"line 3, column 13: {error.message}"
    assert repr(error) == f"FileProblem(line=3, column=13, message={error.message!r})"
    assert error == first(BROKEN).errors[0] and hash(error) == hash(first(BROKEN).errors[0])


# Bad arguments and hostile file objects.


@pytest.mark.parametrize("source", [None, 5, 1.5, ["a.pgn"], b"1. e4 *", bytearray(b"x"), object()])
def test_a_source_that_is_neither_a_path_nor_a_file(source: Any) -> None:
    with pytest.raises(TypeError):
        damero.read_games(source)


def test_bad_options() -> None:
    with pytest.raises(damero.UnknownVariantError):
        damero.parse_games(PGN, variant="checkers-deluxe")
    with pytest.raises(TypeError):
        damero.parse_games(PGN, variant=20)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        damero.parse_games(PGN, strict="yes")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        damero.parse_games(5)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        damero.parse_games(io.StringIO(PGN))  # type: ignore[arg-type]
    assert first("1. 11-15 23-19 *", variant=damero.Variant("pool")).variant == "pool"


def test_a_path_that_cannot_be_read(tmp_path: pathlib.Path) -> None:
    missing = tmp_path / "missing.pgn"
    with pytest.raises(FileNotFoundError) as raised:
        damero.read_games(missing)
    assert raised.value.filename == str(missing)
    with pytest.raises(IsADirectoryError):
        list(damero.read_games(tmp_path))
    # Text where a path goes: the error says where text goes.
    with pytest.raises(FileNotFoundError, match="parse_games"):
        damero.read_games("1. e4 e5 {the game itself} *")
    with pytest.raises(OSError, match="parse_games"):  # a name too long
        damero.read_games(PGN)


class Raises:
    def __init__(self, after: int) -> None:
        self.after = after

    def read(self, n: int) -> str:
        if self.after == 0:
            raise OSError("the disk is gone")
        self.after -= 1
        return '[Event "x"]\n\n1. e4 *\n'


def test_a_read_that_raises_ends_the_iteration_with_its_exception() -> None:
    games = damero.read_games(Raises(after=2))
    assert [next(games).headers["Event"], next(games).headers["Event"]] == ["x", "x"]
    with pytest.raises(OSError, match="the disk is gone"):
        next(games)
    assert list(games) == []


def test_a_game_read_whole_is_given_before_the_failure_after_it() -> None:
    # The game ends at a blank line without a result: the reader looks past it for a lone result,
    # and the source fails there. The game comes first, then the failure.
    parts = ['[Event "x"]\n\n1. e4 e5\n\n']

    class FailsAfter:
        def read(self, n: int) -> str:
            if parts:
                return parts.pop()
            raise ConnectionResetError("gone")

    games = damero.read_games(FailsAfter())
    assert [m.notation for m in next(games).mainline()] == ["e4", "e5"]
    with pytest.raises(ConnectionResetError):
        next(games)
    assert list(games) == []


@pytest.mark.parametrize("value", [None, 5, ["text"], memoryview(b"x")])
def test_a_read_that_returns_no_text(value: Any) -> None:
    class Odd:
        def read(self, n: int) -> Any:
            return value

    with pytest.raises(TypeError, match="read"):
        next(damero.read_games(Odd()))


def test_a_read_attribute_that_is_not_callable() -> None:
    class NotCallable:
        read = "no"

    with pytest.raises(TypeError):
        next(damero.read_games(NotCallable()))  # type: ignore[call-overload]


def test_a_read_that_uses_its_own_reader() -> None:
    class Reentrant:
        reader: Optional[damero.GameReader] = None

        def read(self, n: int) -> str:
            assert self.reader is not None
            next(self.reader)
            return ""

    source = Reentrant()
    source.reader = damero.read_games(source)
    with pytest.raises(damero.NotAllowedError):
        next(source.reader)


def test_a_read_that_closes_its_reader() -> None:
    class Closing:
        reader: Optional[damero.GameReader] = None

        def read(self, n: int) -> str:
            assert self.reader is not None
            self.reader.close()
            return PGN

    source = Closing()
    source.reader = damero.read_games(source)
    next(source.reader)  # the game being read is given
    assert list(source.reader) == []


def test_lone_surrogates_in_text() -> None:
    record = first('[Event "a\udc80\ud800b"]\n\n1. e4 *\n')
    assert record.headers["Event"].startswith("a") and record.mainline()[0].notation == "e4"


def test_readers_are_released() -> None:
    gc.collect()
    for _ in range(200):
        games = damero.read_games(Endless())
        next(games)
        del games
    gc.collect()


# The record and its tree.


def test_record_fields() -> None:
    record = first(PGN)
    assert record.variant == "chess" and record.result == "1-0" and record.line == 1
    assert list(record.headers) == ["Event", "Site", "Date", "Round", "White", "Black", "Result"]
    assert record.headers == {
        "Event": "Club night", "Site": "Madrid ESP", "Date": "2026.11.30", "Round": "1",
        "White": "Ruiz, Ana", "Black": "Vega, Luis", "Result": "1-0",
    }
    assert record.headers.get("ECO") is None and "White" in record.headers
    assert record.headers is record.headers  # made once
    with pytest.raises(TypeError):
        record.headers["Event"] = "other"  # type: ignore[index]
    assert repr(record) == '<GameRecord line 1: chess "Ruiz, Ana" vs "Vega, Luis", 7 moves, 1-0>'
    assert record.errors == [] and record.warnings == []


def test_mainline_and_game() -> None:
    record = first(PGN)
    line = record.mainline()
    assert [m.notation for m in line] == ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4"]
    assert all(isinstance(m, damero.Move) for m in line)
    game = record.game()
    assert game is not None
    assert game.history() == line and {hash(m) for m in line} == {hash(m) for m in game.history()}
    assert game.fen() == "r1bqkbnr/1ppp1ppp/p1n5/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 1 4"
    game.play("Nf6")  # a game of its own
    assert len(record.game().history()) == 7  # type: ignore[union-attr]
    assert [n.move for n in record.mainline_nodes()] == line


def test_node_navigation() -> None:
    record = first(PGN)
    root = record.root
    assert root.move is None and root.parent is None and root.ply() == 0 and repr(root) == "<Node root>"
    assert root.comment == "A short game" and root.comments == ["A short game"]
    assert root.is_mainline() and root.is_main_variation()
    e4 = root.next()
    assert e4 is not None and e4.parent == root and e4.move is not None and e4.move.notation == "e4"
    e5, c5, e6 = e4.variations
    assert [n.move.notation for n in e4.variations if n.move] == ["e5", "c5", "e6"]
    assert e5.is_mainline() and not c5.is_mainline() and not c5.is_main_variation()
    assert (c5.comment, c5.comments, c5.starting_comment) == ("Sicilian", ["Sicilian"], "")
    assert (e6.starting_comment, e6.comments_before, e6.comment) == ("Or", ["Or"], "")
    nf3, c3 = c5.variations
    assert c3.nags == [5] and c3.next() is None and c3.ply() == 3 and not nf3.is_mainline()
    assert nf3.is_main_variation() and not nf3.is_mainline()
    assert repr(c3) == "<Node c3 at ply 3>"
    main_nf3 = e5.next()
    assert main_nf3 is not None
    assert main_nf3.nags == [1] and main_nf3.commands() == [("clk", "0:03:00"), ("eval", "0.3")]
    assert main_nf3.comment == "[%clk 0:03:00] [%eval 0.3]"
    # Equal and hashable as the same node of the same record.
    assert e4 == root.variations[0] and e4 != e5 and len({e4, root.next(), e5}) == 2
    assert e4 != first(PGN).root.next() and e4 != "e4"


def test_the_game_at_a_node() -> None:
    record = first(PGN)
    e4 = record.root.variations[0]
    c3 = e4.variations[1].variations[1]
    at_c3 = c3.game()
    assert at_c3 is not None
    assert at_c3.fen() == "rnbqkbnr/pp1ppppp/8/2p5/4P3/2P5/PP1P1PPP/RNBQKBNR b KQkq - 0 2"
    assert [m.notation for m in at_c3.history()] == ["e4", "c5", "c3"]
    start = record.root.game()
    assert start is not None and start.fen() == damero.Game("chess").fen()


def test_a_record_without_a_game() -> None:
    record = first('[Variant "Crazyhouse"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. P@d4 *\n')
    assert record.variant is None and record.game() is None and record.root.game() is None
    assert record.to_text() is None and record.mainline() == []
    assert "not a game damero plays" in record.errors[0].message
    assert repr(record).startswith("<GameRecord line 1: (unsupported)")


def test_read_written_and_read_again_is_the_same_game() -> None:
    def shape(node: damero.Node) -> Any:
        return (
            node.move.notation if node.move else None, node.comments_before, node.comments, node.nags,
            [shape(c) for c in node.variations],
        )

    for text in (PGN, PDN):
        for record in damero.parse_games(text):
            written = record.to_text()
            assert written is not None
            (again,) = damero.parse_games(written)
            assert shape(again.root) == shape(record.root)
            assert all(again.headers[name] == value for name, value in record.headers.items())
            assert list(again.headers)[:7] == ["Event", "Site", "Date", "Round", "White", "Black", "Result"]
            assert again.result == record.result and again.errors == []
            assert again.to_text() == written


def test_draughts_records() -> None:
    record = first(PDN)
    assert record.variant == "english" and record.result == "*"
    assert [m.notation for m in record.mainline()] == ["11-15", "23-19", "8-11", "22-17"]
    assert record.mainline_nodes()[-1].comment == "quiet"
    moves = record.mainline()
    assert moves[0].path == [11, 15] and moves[0].kind == "travel"


# Writing games.


def test_to_pgn_with_keywords_and_a_mapping() -> None:
    game = damero.Game("chess")
    game.play_moves("e4 e5 Nf3")
    text = game.to_pgn({"WhiteElo": "2100", "2ndArbiter": "Gil"}, Event="Club", White="Ruiz")
    assert text.startswith('[Event "Club"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "Ruiz"]\n')
    assert '[Result "*"]\n[WhiteElo "2100"]\n[2ndArbiter "Gil"]\n' in text
    assert text.endswith("1. e4 e5 2. Nf3 *\n\n")
    (back,) = damero.parse_games(text)
    assert back.headers["WhiteElo"] == "2100" and back.game() == game
    assert game.to_pgn() == game.to_pgn(headers={}) == game.to_pgn(None)


def test_to_pgn_bad_tags() -> None:
    game = damero.Game("chess")
    with pytest.raises(damero.InvalidArgumentError, match="twice"):
        game.to_pgn({"Event": "a"}, Event="b")
    with pytest.raises(damero.InvalidArgumentError, match="not a tag name"):
        game.to_pgn({"Two words": "x"})
    with pytest.raises(damero.InvalidArgumentError, match="not a tag name"):
        game.to_pgn({"Time-Control": "5+3"})
    with pytest.raises(damero.InvalidArgumentError, match="not a tag name"):
        game.to_pgn({"": "x"})
    with pytest.raises(damero.InvalidArgumentError, match="longer"):
        game.to_pgn(Annotator="x" * 70_000)
    with pytest.raises(TypeError):
        game.to_pgn(Round=3)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        game.to_pgn({5: "x"})  # type: ignore[dict-item]
    with pytest.raises(TypeError):
        game.to_pgn(["Event", "x"])  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        game.to_pgn("Event")  # type: ignore[arg-type]


def test_the_result_tag_is_the_game_s_own() -> None:
    game = damero.Game("chess")
    game.play_moves("f3 e5 g4 Qh4#")
    assert '[Result "0-1"]' in game.to_pgn(Result="0-1")
    with pytest.raises(damero.InvalidArgumentError, match="Result"):
        game.to_pgn(Result="1-0")
    # A record's tags, Result included, write a game that agrees with them.
    (record,) = damero.parse_games(game.to_pgn(Event="x"))
    replayed = record.game()
    assert replayed is not None and replayed.to_pgn(record.headers) == record.to_text()


def test_to_pdn_and_resignation() -> None:
    game = damero.Game("international")
    game.play_moves("32-28 19-23")
    game.resign("white")
    text = game.to_pdn(Event="Resigned")
    assert '[Result "0-1"]\n[GameType "20"]\n' in text and text.endswith("1. 32-28 19-23 0-1\n\n")
    start = damero.Game.from_fen("english", "B:W18,27:B14")
    start.play("14x32")
    assert '[SetUp "1"]\n[FEN "B:W18,27:B14"]' in start.to_pdn()


def test_what_is_written_reads_back_as_the_same_game_or_is_refused() -> None:
    game = damero.Game("english")
    game.play_moves("11-15 23-19")
    # Tags that decide the game are written from it, given ones left out (as in every language).
    for tags in ({"GameType": "20"}, {"FEN": "W:W21:B1"}):
        assert game.to_pdn(tags) == game.to_pdn()
    # Given as the game has them, they are the game's own.
    assert game.to_pdn(GameType="21") == game.to_pdn()
    chess = damero.Game("chess")
    chess.play("e4")
    assert chess.to_pgn(FEN="8/8/8/8/8/8/8/K6k w - - 0 1") == chess.to_pgn()
    assert chess.to_pgn(Variant="Crazyhouse") == chess.to_pgn()
    # An option PDN does not hold, on which the moves depend.
    white_first = damero.Game("english", first="white")
    white_first.play("22-18")
    with pytest.raises(damero.InvalidArgumentError, match="options"):
        white_first.to_pdn()


def test_the_format_of_the_other_family_or_none() -> None:
    with pytest.raises(damero.InvalidArgumentError, match="to_pdn"):
        damero.Game("english").to_pgn()
    with pytest.raises(damero.InvalidArgumentError, match="to_pgn"):
        damero.Game("chess960").to_pdn()
    for variant in ("reversi", "connect4"):
        for write in (damero.Game(variant).to_pgn, damero.Game(variant).to_pdn):
            with pytest.raises(damero.InvalidArgumentError, match="no standard game file format"):
                write()


def iterate(reader: damero.GameReader) -> Iterator[damero.GameRecord]:
    yield from reader


def test_the_reader_is_an_iterator() -> None:
    games = damero.parse_games(PGN)
    assert iter(games) is games and repr(games) == "<damero.GameReader>"
    assert len(list(iterate(games))) == 2
    games.close()
    assert repr(games) == "<damero.GameReader closed>"
