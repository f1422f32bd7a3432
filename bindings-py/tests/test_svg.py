"""The SVG board: what it draws, where, and the marks."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any, Dict, List, Set, Tuple, Union, cast

import pytest

import damero

NS = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def with_class(root: ET.Element, name: str) -> List[ET.Element]:
    return [e for e in root.iter() if name in (e.get("class") or "").split()]


def squares_of(root: ET.Element, name: str) -> Set[int]:
    return {int(e.get("data-square", "0")) for e in with_class(root, name)}


def test_the_start_position() -> None:
    game = damero.Game()
    root = parse(damero.svg(game))
    assert root.tag == NS + "svg"
    english = damero.Variant("english")
    assert len(with_class(root, "square")) == english.rows * english.columns == 64
    assert squares_of(root, "dark") == set(english.square_numbers()) == set(range(1, 33))
    assert squares_of(root, "black") == set(range(1, 13))
    assert squares_of(root, "white") == set(range(21, 33))
    assert with_class(root, "king") == [] and with_class(root, "crown") == []
    assert with_class(root, "last-move") == []
    assert [e.text for e in with_class(root, "number")] == [str(n) for n in range(1, 33)]
    assert root.get("viewBox") == "0 0 400 400"
    title = root.find(NS + "title")
    assert title is not None and title.text == "English draughts: Black to move"
    assert game.fen() not in ET.tostring(root, encoding="unicode")  # words, not a FEN


def centre(element: ET.Element) -> Tuple[float, float]:
    return float(element.get("cx", "nan")), float(element.get("cy", "nan"))


def test_pieces_stand_where_the_geometry_puts_them() -> None:
    game = damero.Game.from_fen("english", "W:WK32:B1")
    root = parse(damero.svg(game))
    pieces: Dict[int, Any] = {int(e.get("data-square", "0")): e for e in with_class(root, "piece")}
    # Square 1 is on the top row, second column; 32 on the bottom row, seventh column.
    assert centre(pieces[1]) == (75.0, 25.0)
    assert centre(pieces[32]) == (325.0, 375.0)
    assert "king" in (pieces[32].get("class") or "")
    assert squares_of(root, "crown") == {32}
    flipped = parse(damero.svg(game, flipped=True))
    turned = {int(e.get("data-square", "0")): e for e in with_class(flipped, "piece")}
    assert centre(turned[1]) == (325.0, 375.0)
    assert centre(turned[32]) == (75.0, 25.0)


def test_last_move_and_captures() -> None:
    game = damero.Game.from_fen("english", "B:W18,27:B14")
    game.play("14x32")
    root = parse(damero.svg(game))
    assert squares_of(root, "last-move") == {14, 23, 32}
    assert squares_of(root, "captured") == {18, 27}
    assert len(with_class(root, "route")) == 1
    none = parse(damero.svg(game, last_move=False))
    assert with_class(none, "last-move") == [] and with_class(none, "captured") == []


def test_a_given_move_is_drawn_instead_of_the_last() -> None:
    game = damero.Game()
    game.play("11-15")
    candidate = game.legal_moves()[0]
    root = parse(damero.svg(game, last_move=candidate))
    assert squares_of(root, "last-move") == set(candidate.path)


def test_pieces_that_must_capture() -> None:
    game = damero.Game()
    for text in ["11-15", "24-20", "15-18", "22x15"]:
        game.play(text)
    root = parse(damero.svg(game))
    assert squares_of(root, "must-capture") == set(game.status().must_capture) == {10}
    assert with_class(parse(damero.svg(game, must_capture=False)), "must-capture") == []


def test_destinations_of_a_square() -> None:
    game = damero.Game()
    root = parse(damero.svg(game, destinations_of=10))
    assert squares_of(root, "destination") == {14, 15}
    assert squares_of(root, "selected") == {10}
    empty = parse(damero.svg(game, destinations_of=1))  # blocked: no move, no marks
    assert with_class(empty, "destination") == [] and with_class(empty, "selected") == []


def test_extra_highlights_size_and_numbers() -> None:
    default = parse(damero.svg(damero.Game()))
    assert default.get("width") == "360" and default.get("height") == "360"  # 45 px a square
    assert parse(damero.svg(damero.Game("international"))).get("width") == "450"
    root = parse(damero.svg(damero.Game(), squares=[5, 6], size=200, numbers=False))
    assert squares_of(root, "highlight") == {5, 6}
    assert root.get("width") == "200" and root.get("height") == "200"
    assert with_class(root, "number") == []


def test_notebook_display() -> None:
    game = damero.Game()
    game.play("11-15")
    picture = damero.svg(game)
    assert isinstance(picture, damero.Svg) and isinstance(picture, str)
    assert picture._repr_svg_() == str(picture)
    assert game._repr_svg_() == picture


@pytest.mark.parametrize(
    "kwargs",
    [
        {"size": 0},
        {"size": "big"},
        {"destinations_of": "10"},
        {"last_move": "11-15"},
        {"squares": ["5"]},
    ],
    ids=repr,
)
def test_bad_arguments(kwargs: Dict[str, Any]) -> None:
    with pytest.raises(TypeError):
        damero.svg(damero.Game(), **kwargs)


def test_a_title_and_a_description_on_every_board() -> None:
    game = damero.Game()
    for text in ["11-15", "24-20", "15-18", "22x15"]:
        game.play(text)
    root = parse(damero.svg(game, destinations_of=10, squares=[1]))
    assert root.get("role") == "img"
    title, desc = root.find(NS + "title"), root.find(NS + "desc")
    assert title is not None and desc is not None
    assert list(root)[:2] == [title, desc]
    assert root.get("aria-labelledby") == f"{title.get('id')} {desc.get('id')}"
    assert title.text == "English draughts: Black to move"
    text = desc.text or ""
    assert "Black: men on 1-10, 12." in text and "White: men on 15, 20, 21, 23, 25-32." in text
    assert "Last move 22x15, capturing on 18 (yellow)." in text
    assert "Must capture: the pieces on 10 (red frames)." in text
    assert "The piece on 10 (blue ring) may move to 19 (white dots)." in text
    assert "Highlighted: 1 (light blue)." in text
    other = parse(damero.svg(game))
    assert other.find(NS + "title").get("id") != title.get("id")  # type: ignore[union-attr]
    assert damero.svg(game) == damero.svg(game)  # the same drawing, the same text
    over = damero.Game.from_fen("english", "B:W18:B14")
    over.play("14x23")
    assert parse(damero.svg(over)).find(NS + "title").text == "English draughts: Black has won (no pieces)"  # type: ignore[union-attr]
    ten = parse(damero.svg(damero.Game("international")))
    assert ten.find(NS + "title").text == "International draughts: White to move"  # type: ignore[union-attr]


def test_notebooks_get_the_board_as_inline_html_too() -> None:
    # nbconvert turns an image/svg+xml output into an <img> without alternative text; the inline
    # HTML form it prefers keeps the SVG with its title and description.
    game = damero.Game()
    for bundle in (damero.svg(game)._repr_mimebundle_(), game._repr_mimebundle_()):
        assert set(bundle) == {"image/svg+xml", "text/html"}
        assert bundle["text/html"].startswith('<div class="damero-board"><svg ')
        assert "<title " in bundle["image/svg+xml"] and "<desc " in bundle["image/svg+xml"]


def luminance(colour: str) -> float:
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    r, g, b = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    high, low = sorted([luminance(a), luminance(b)], reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_numbers_are_readable_and_drawn_over_every_mark() -> None:
    game = damero.Game()
    for text in ["11-15", "24-20", "15-18", "22x15"]:
        game.play(text)
    for board in (game, damero.Game("international")):
        root = parse(damero.svg(board, destinations_of=10))
        width = float(root.get("width", "0"))
        view = float((root.get("viewBox") or "").split()[2])
        numbers = with_class(root, "number")
        for number in numbers:
            assert float(number.get("font-size", "0")) * width / view >= 11  # pixels at the default size
            assert number.get("fill") == damero._svg.NUMBER_FILL
        order = list(root.iter())
        marks = [e for name in ("must-capture", "selected", "destination", "captured", "piece", "crown") for e in with_class(root, name)]
        assert marks and min(order.index(n) for n in numbers) > max(order.index(m) for m in marks)
    svg = damero._svg
    assert contrast(svg.NUMBER_FILL, svg.NUMBER_OUTLINE) >= 4.5  # the number against its outline
    assert contrast(svg.DOT_FILL, svg.DARK) >= 3 and contrast(svg.DOT_FILL, svg.DOT_RIM) >= 4.5  # the dots
    assert contrast(svg.UNDERLAY, svg.DARK) >= 3  # the white under the frame and the ring


def test_the_rings_of_a_square_stay_apart() -> None:
    # Square 10 must capture and is picked: the piece, the blue ring and the red frame each keep
    # their own band of the square, and the number stays in the corner, drawn over them.
    game = damero.Game()
    for text in ["11-15", "24-20", "15-18", "22x15"]:
        game.play(text)
    root = parse(damero.svg(game, destinations_of=10))
    (frame,) = with_class(root, "must-capture")
    (ring,) = with_class(root, "selected")
    (piece,) = [p for p in with_class(root, "piece") if p.get("data-square") == "10"]
    # The frame's inner edge, as a distance from the square's centre along a row or column.
    frame_inner = min(float(r.get("width", "0")) / 2 - float(r.get("stroke-width", "0")) / 2 for r in frame)
    ring_outer = max(float(c.get("r", "0")) + float(c.get("stroke-width", "0")) / 2 for c in ring)
    ring_inner = min(float(c.get("r", "0")) - float(c.get("stroke-width", "0")) / 2 for c in ring)
    piece_outer = float(piece.get("r", "0")) + float(piece.get("stroke-width", "0")) / 2
    assert piece_outer <= ring_inner < ring_outer < frame_inner


def test_only_games_are_drawn() -> None:
    with pytest.raises(TypeError):
        damero.svg("v2/english")  # type: ignore[arg-type]


def test_an_international_game_on_ten_by_ten() -> None:
    game = damero.Game("international")
    game.play(game.legal_moves()[0])
    root = parse(damero.svg(game, size=500, destinations_of=game.legal_moves()[0].from_square))
    assert root.get("viewBox") == "0 0 500 500"
    assert root.get("width") == "500" and root.get("height") == "500"
    assert len(with_class(root, "square")) == 100
    assert squares_of(root, "dark") == set(range(1, 51))
    assert [e.text for e in with_class(root, "number")] == [str(n) for n in range(1, 51)]
    assert squares_of(root, "black") == set(range(1, 21))
    assert len(with_class(root, "white")) == 20
    assert squares_of(root, "last-move") == set(game.history()[-1].path)
    assert len(with_class(root, "destination")) >= 1
    pieces = {int(e.get("data-square", "0")): e for e in with_class(root, "piece")}
    # Square 1 is on the top row, second column; 46 (a1) in the bottom left corner.
    assert centre(pieces[1]) == (75.0, 25.0)
    corner = parse(damero.svg(damero.Game.from_fen("international", "W:W46:B1")))
    assert [centre(e) for e in with_class(corner, "white")] == [(25.0, 475.0)]
    flipped = parse(damero.svg(game, flipped=True))
    turned = {int(e.get("data-square", "0")): e for e in with_class(flipped, "piece")}
    assert centre(turned[1]) == (425.0, 475.0)


def test_a_brazilian_game_on_eight_by_eight() -> None:
    root = parse(damero.svg(damero.Game("brazilian")))
    assert len(with_class(root, "square")) == 64
    assert [e.text for e in with_class(root, "number")] == [str(n) for n in range(1, 33)]


def test_a_chess_board_when_the_core_has_chess() -> None:
    if "chess" not in damero.variants():
        pytest.skip("no chess in this core")
    game = damero.Game("chess")
    game.play("e4")
    root = parse(damero.svg(game))
    assert len(with_class(root, "dark")) == len(with_class(root, "light")) == 32
    assert root.find(NS + "title").text == "Chess: Black to move"  # type: ignore[union-attr]
    desc = root.find(NS + "desc").text or ""  # type: ignore[union-attr]
    assert "White: " in desc and "e4" in desc and "Last move e4" in desc
    assert len(with_class(root, "piece")) == 32 and len(with_class(root, "pawn")) == 16
    # Labels at the edges (the geometry's "edge"): files along the bottom row, ranks up the left.
    assert game.geometry().labels == "edge"
    assert with_class(root, "number") == []
    assert [e.text for e in with_class(root, "file")] == list("abcdefgh")
    assert [e.text for e in with_class(root, "rank")] == [str(n) for n in range(1, 9)]
    assert squares_of(root, "file") == set(range(8)) and squares_of(root, "rank") == set(range(0, 64, 8))


DRAUGHTS = [v.name for v in damero.variants() if v.family == "draughts"]


def cell(x: float, y: float, flipped: bool, geo: Union[damero.Variant, damero.Geometry]) -> Tuple[int, int]:
    """The (row, column) of the square that holds the point (x, y) of the drawing."""
    unit = damero._svg.UNIT
    row, column = int(y // unit), int(x // unit)
    return (geo.rows - 1 - row, geo.columns - 1 - column) if flipped else (row, column)


def check_labels(root: ET.Element, geo: damero.Geometry, flipped: bool) -> None:
    """The labels the geometry asks for, each in its square: with `"every"` each playing square's
    number; with `"edge"` the column letter on each square of the bottom row as drawn and the row
    number on each square of the left column, both from the square's name; on a board whose discs
    drop, the bottom row carries the column numbers a player types (1 at the left) instead."""
    labels = with_class(root, "label")
    if geo.labels == "every":
        assert labels == with_class(root, "number")
        assert [int(n.get("data-square", "-1")) for n in labels] == geo.square_numbers()
        for number in labels:
            square = int(number.get("data-square", "-1"))
            assert number.text == str(square)
            assert cell(float(number.get("x", "nan")), float(number.get("y", "nan")), flipped, geo) == geo.coordinates(square)
        return
    assert geo.labels == "edge" and with_class(root, "number") == []
    files = with_class(root, "column" if geo.drops else "file")
    ranks = with_class(root, "rank")
    assert len(files) == geo.columns and len(ranks) == geo.rows and len(labels) == len(files) + len(ranks)
    for label in files + ranks:
        square = int(label.get("data-square", "-1"))
        name = geo.square_name(square) or ""
        row, column = geo.coordinates(square) or (-1, -1)
        drawn_row, drawn_column = (geo.rows - 1 - row, geo.columns - 1 - column) if flipped else (row, column)
        if label in files:
            text = str(column + 1) if geo.drops else name.rstrip("0123456789")
            assert drawn_row == geo.rows - 1 and label.text == text
            assert label.get("text-anchor") == "end"  # in the bottom right corner of the square
            x, y = float(label.get("x", "nan")) - 1, float(label.get("y", "nan")) - 1
        else:
            assert drawn_column == 0 and label.text == name.lstrip("abcdefghijklmnopqrstuvwxyz")
            x, y = float(label.get("x", "nan")), float(label.get("y", "nan"))
        assert cell(x, y, flipped, geo) == (row, column)


@pytest.mark.parametrize("flipped", [False, True], ids=["white-below", "flipped"])
@pytest.mark.parametrize("name", [v.name for v in damero.variants()])
def test_every_square_number_stands_where_the_core_puts_it(name: str, flipped: bool) -> None:
    game = damero.Game(name)
    geo = game.geometry()
    assert geo == damero.Variant(name).geometry
    root = parse(damero.svg(game, flipped=flipped))
    assert root.get("viewBox") == f"0 0 {geo.columns * 50} {geo.rows * 50}"
    check_labels(root, geo, flipped)
    # Every cell of the board is drawn once, and a cell carries a square exactly where the core has one.
    cells = with_class(root, "square")
    assert len(cells) == geo.rows * geo.columns
    for rect in cells:
        row, column = cell(float(rect.get("x", "nan")), float(rect.get("y", "nan")), flipped, geo)
        here = geo.square_at(row, column)
        assert rect.get("data-square") == (None if here is None else str(here))
    # Pieces stand at the centre of their square.
    board = game.board()
    pieces = with_class(root, "piece")
    assert {int(p.get("data-square", "-1")) for p in pieces} == set(board)
    for piece in pieces:
        square = int(piece.get("data-square", "-1"))
        if piece.tag == NS + "circle":
            x, y = float(piece.get("cx", "nan")), float(piece.get("cy", "nan"))
        else:  # a chess figure: a <use> one square wide, its corner at the square's corner
            assert piece.tag == NS + "use" and piece.get("width") == piece.get("height") == "50"
            x, y = float(piece.get("x", "nan")) + 25, float(piece.get("y", "nan")) + 25
        assert cell(x, y, flipped, geo) == geo.coordinates(square)
        assert board[square].side in (piece.get("class") or "").split()


@pytest.mark.parametrize("name", DRAUGHTS)
def test_draughts_boards_colour_the_played_squares(name: str) -> None:
    geo = damero.Variant(name)
    root = parse(damero.svg(damero.Game(name)))
    cells = with_class(root, "square")
    if geo.squares == geo.rows * geo.columns:
        # Turkish: every square is played, so all are drawn alike, with no light/dark pattern.
        assert {c.get("class") for c in cells} == {"square plain"}
        assert len({c.get("fill") for c in cells}) == 1
        assert with_class(root, "dark") == [] and with_class(root, "light") == []
    else:
        assert squares_of(root, "dark") == set(geo.square_numbers())
        assert all(c.get("data-square") is None for c in with_class(root, "light"))
        assert len(with_class(root, "light")) == geo.rows * geo.columns - geo.squares


@pytest.mark.parametrize("flipped", [False, True], ids=["white-below", "flipped"])
@pytest.mark.parametrize("name", [v.name for v in damero.variants()])
def test_the_shading_is_the_geometry_s(name: str, flipped: bool) -> None:
    # Each cell is shaded as the game's geometry says, whatever the family: "diagonal" darkens the
    # playing squares, "checkered" alternates with a1 dark, "plain" draws every square alike: a
    # frame with a hole per square where discs drop, green in a game played with discs.
    game = damero.Game(name)
    geo = game.geometry()
    root = parse(damero.svg(game, flipped=flipped))
    a1 = geo.square_from_name("a1")
    discs = damero.Piece("white", "disc").symbol(name) is not None
    svg = damero._svg
    assert (len(with_class(root, "hole")) == geo.squares) == geo.drops
    for rect in with_class(root, "square"):
        row, column = cell(float(rect.get("x", "nan")), float(rect.get("y", "nan")), flipped, geo)
        here = geo.square_at(row, column)
        kinds = set((rect.get("class") or "").split()) - {"square"}
        if geo.drops:
            assert kinds == {"plain", "frame"} and rect.get("fill") == svg.FRAME
            continue
        if geo.shading == "plain" and discs:
            assert kinds == {"plain"} and (rect.get("fill"), rect.get("stroke")) == (svg.FELT, svg.FELT_GRID)
            continue
        if geo.shading == "plain":
            assert kinds == {"plain"} and rect.get("stroke") == damero._svg.GRID
        elif geo.shading == "checkered":
            assert a1 is not None
            a1_row, a1_column = geo.coordinates(a1) or (-1, -1)
            same_as_a1 = (row + column) % 2 == (a1_row + a1_column) % 2
            assert kinds == ({"dark"} if same_as_a1 else {"light"})
        else:
            assert geo.shading == "diagonal"
            assert kinds == ({"dark"} if here is not None else {"light"})
        fill = damero._svg.DARK if kinds & {"dark", "plain"} else damero._svg.LIGHT
        assert rect.get("fill") == fill


def test_the_turkish_board() -> None:
    game = damero.Game("turkish")
    root = parse(damero.svg(game))
    labels = {int(e.get("data-square", "-1")): e.text for e in with_class(root, "number")}
    assert labels == {n: str(n) for n in range(1, 65)}  # numbers, not names, on all 64 squares
    # 1 = a8 in the top left corner, 64 = h1 in the bottom right, as the core says.
    assert damero.Variant("turkish").coordinates(1) == (0, 0) and damero.Variant("turkish").coordinates(64) == (7, 7)
    first = min(with_class(root, "number"), key=lambda e: int(e.get("data-square", "0")))
    assert float(first.get("x", "nan")) < 50 and float(first.get("y", "nan")) < 50
    # The men stand on the second and third rows of each side, next to each other.
    assert squares_of(root, "black") == {s for s, p in game.board().items() if p.side == "black"}
    assert len(with_class(root, "black")) == len(with_class(root, "white")) == 16
    desc = root.find(NS + "desc").text or ""  # type: ignore[union-attr]
    assert "Black: men on 9-24." in desc and "White: men on 41-56." in desc  # squares by number
    # A capture along a column, drawn where the core puts its squares.
    capture = damero.Game.from_fen("turkish", "W:W44:B36")
    move = capture.play(capture.legal_moves()[0])
    assert list(move.captures) == [36] and move.to_square == 28  # d3:d5 over d4
    drawn = parse(damero.svg(capture))
    assert squares_of(drawn, "captured") == set(move.captures) and squares_of(drawn, "last-move") == set(move.path)


def test_the_turned_boards_of_italian_and_spanish() -> None:
    # Italian: 1 = a8 (top left corner); Spanish numbers from White's side: 1 = h1 (bottom right).
    for name, square, (x, y) in (("italian", 1, (0, 0)), ("italian", 32, (350, 350)),
                                 ("spanish", 1, (350, 350)), ("spanish", 32, (0, 0))):
        root = parse(damero.svg(damero.Game(name)))
        (number,) = [e for e in with_class(root, "number") if e.get("data-square") == str(square)]
        assert number.text == str(square)
        assert (float(number.get("x", "nan")) // 50 * 50, float(number.get("y", "nan")) // 50 * 50) == (x, y)
        (rect,) = [e for e in with_class(root, "dark") if e.get("data-square") == str(square)]
        assert (float(rect.get("x", "nan")), float(rect.get("y", "nan"))) == (x, y)


# Chess: figures drawn with shapes, placed with <use>.

CHESS = [v.name for v in damero.variants() if v.family == "chess"]
needs_chess = pytest.mark.skipif(not CHESS, reason="no chess in this core")
GLYPHS = {chr(c) for c in range(0x2654, 0x2660)}  # the Unicode chess symbols
KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"


def at(name: str) -> int:
    """The number of a chess square given by name (a1 = 0)."""
    square = damero.Variant("chess").square_from_name(name)
    assert square is not None
    return square


def figures_match_the_board(game: damero.Game, root: ET.Element, flipped: bool = False) -> None:
    """No text holds a chess glyph; every occupied square (the core's `board()` and `piece_at`)
    has exactly one `<use>` of its side's figure, at the square's place in the core's geometry;
    every `<use>` points at a symbol defined in this SVG, and each symbol is defined once."""
    geo = damero.Variant(game.variant)
    for element in root.iter():
        assert not GLYPHS & set(element.text or ""), element.tag
    ident = (root.find(NS + "title").get("id") or "").removesuffix("-title")  # type: ignore[union-attr]
    symbols = {s.get("id"): s for s in root.iter(NS + "symbol")}
    assert len(symbols) == len(list(root.iter(NS + "symbol")))  # no id twice
    uses = list(root.iter(NS + "use"))
    board = game.board()
    assert sorted(int(u.get("data-square", "-1")) for u in uses) == sorted(board)
    for use in uses:
        square = int(use.get("data-square", "-1"))
        piece = game.piece_at(square)
        assert piece is not None and piece == board[square]
        assert (use.get("class") or "").split() == ["piece", piece.side, piece.role]
        href = use.get("href") or ""
        assert href == f"#{ident}-{piece.side}-{piece.role}"
        symbol = symbols[href[1:]]
        assert symbol.get("class") == "figure"
        assert len(list(symbol)) >= 2  # shapes, not a glyph
        assert all(child.tag != NS + "text" for child in symbol.iter())
        x, y = float(use.get("x", "nan")), float(use.get("y", "nan"))
        assert cell(x + 25, y + 25, flipped, geo) == geo.coordinates(square)
    # Only the figures on the board are defined.
    assert set(symbols) == {f"{ident}-{p.side}-{p.role}" for p in board.values()}


@needs_chess
@pytest.mark.parametrize("flipped", [False, True], ids=["white-below", "flipped"])
def test_chess_pieces_are_figures_on_their_squares(flipped: bool) -> None:
    for game in (damero.Game("chess"), damero.Game.from_fen("chess", KIWIPETE)):
        figures_match_the_board(game, parse(damero.svg(game, flipped=flipped)), flipped)
    start = parse(damero.svg(damero.Game("chess")))
    assert len(list(start.iter(NS + "symbol"))) == 12  # six figures of each side
    assert with_class(start, "check") == []


@needs_chess
def test_chess_marks_after_a_mate() -> None:
    game = damero.Game("chess")
    for text in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"]:
        game.play(text)
    root = parse(damero.svg(game))
    figures_match_the_board(game, root)
    status = game.status()
    assert status.in_check and status.reason == "checkmate" and status.checked_king == at("e8")
    (check,) = with_class(root, "check")
    assert int(check.get("data-square", "-1")) == at("e8")
    assert game.piece_at(at("e8")) == damero.Piece("black", "king")
    assert (float(check.get("cx", "nan")), float(check.get("cy", "nan"))) == (4 * 50 + 25, 25.0)  # e8: column 4, top row
    assert (check.get("fill") or "").startswith("url(#")
    gradient = (check.get("fill") or "")[5:-1]
    assert [g.get("id") for g in root.iter(NS + "radialGradient")] == [gradient]
    # Drawn under the king, over the square.
    order = list(root.iter())
    (king,) = [u for u in root.iter(NS + "use") if u.get("data-square") == str(at("e8"))]
    assert order.index(check) < order.index(king)
    assert squares_of(root, "last-move") == {at("h5"), at("f7")}
    assert [e.get("class") for e in with_class(root, "route")] == ["route"]
    # The queen that captured stands on f7: no cross over it.
    assert with_class(root, "captured") == []
    assert root.find(NS + "title").text == "Chess: White has won (checkmate)"  # type: ignore[union-attr]
    desc = root.find(NS + "desc").text or ""  # type: ignore[union-attr]
    assert "Last move Qxf7#, capturing on f7 (yellow)." in desc
    assert "Black's king on e8 is in check (red disc)." in desc
    # The move before: no check, no mark.
    game.undo()
    assert with_class(parse(damero.svg(game)), "check") == []


@needs_chess
def test_a_chess_check_that_is_not_mate_and_a_candidate_capture() -> None:
    game = damero.Game("chess")
    for text in ["e4", "f5", "Qh5+"]:
        game.play(text)
    root = parse(damero.svg(game, flipped=True))
    assert squares_of(root, "check") == {at("e8")}
    (check,) = with_class(root, "check")
    assert (float(check.get("cx", "nan")), float(check.get("cy", "nan"))) == (3 * 50 + 25, 375.0)  # flipped: e8 at the bottom
    # A capture not yet played: the cross marks the piece it would take.
    take = damero.Game("chess")
    for text in ["e4", "d5"]:
        take.play(text)
    exd5 = take.legal_moves()[[m.notation for m in take.legal_moves()].index("exd5")]
    marked = parse(damero.svg(take, last_move=exd5))
    assert squares_of(marked, "captured") == {at("d5")}
    # En passant: the captured pawn's square is not where the capturer lands, so it is crossed.
    passant = damero.Game("chess")
    for text in ["e4", "a6", "e5", "d5", "exd6"]:
        passant.play(text)
    drawn = parse(damero.svg(passant))
    assert squares_of(drawn, "captured") == {at("d5")}
    figures_match_the_board(passant, drawn)


@needs_chess
def test_legal_destinations_of_a_chess_piece() -> None:
    game = damero.Game.from_fen("chess", KIWIPETE)
    e5 = at("e5")
    root = parse(damero.svg(game, destinations_of=e5))
    expected = {m.target for m in game.legal_moves() if m.from_square == e5}
    assert squares_of(root, "destination") == expected and len(expected) == 7
    assert squares_of(root, "selected") == {e5}
    figures_match_the_board(game, root)
    desc = root.find(NS + "desc").text or ""  # type: ignore[union-attr]
    assert "The piece on e5 (blue ring) may move to " in desc


@needs_chess
def test_chess960_and_promoted_pieces() -> None:
    for number in ("0", "959", "100"):
        game = damero.Game.from_fen("chess960", number)
        root = parse(damero.svg(game))
        figures_match_the_board(game, root)
        assert root.find(NS + "title").text == "Chess960: White to move"  # type: ignore[union-attr]
    # Promoted pieces: three white queens, three black knights, two bishops on one colour.
    promoted = damero.Game.from_fen("chess", "QQ2k3/Q7/8/8/8/nnn5/8/4KB1B b - - 0 1")
    root = parse(damero.svg(promoted))
    figures_match_the_board(promoted, root)
    assert len(with_class(root, "queen")) == 3 and len(with_class(root, "knight")) == 3
    assert len(list(root.iter(NS + "symbol"))) == 5  # figures defined once each
    # A promotion played: the new piece is drawn.
    game = damero.Game.from_fen("chess", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1")
    move = game.play("b8=N")
    assert move.promotion == "knight"
    root = parse(damero.svg(game))
    figures_match_the_board(game, root)
    assert squares_of(root, "knight") == {at("b8")}
    assert "crowned knight" in (root.find(NS + "desc").text or "")  # type: ignore[union-attr]


@needs_chess
def test_two_chess_boards_share_no_ids() -> None:
    # Two boards on one page (a notebook): their ids differ, so each <use> finds its own figures.
    first, second = damero.Game("chess"), damero.Game("chess")
    second.play("e4")
    ids = [{e.get("id") for e in parse(damero.svg(g)).iter() if e.get("id")} for g in (first, second)]
    assert ids[0] and ids[1] and not ids[0] & ids[1]
    assert damero.svg(first) == damero.svg(first)  # the same drawing, the same text


def test_chess_figures_stand_out_on_both_square_colours() -> None:
    svg = damero._svg
    white_fill, white_outline, white_detail = svg.FIGURE_COLOURS["white"]
    black_fill, black_outline, black_detail = svg.FIGURE_COLOURS["black"]
    for square in (svg.LIGHT, svg.DARK):
        assert contrast(white_outline, square) >= 3  # White's outline draws its edge on any square
        assert contrast(black_fill, square) >= 3
    assert contrast(white_detail, white_fill) >= 4.5 and contrast(black_detail, black_fill) >= 4.5
    assert set(svg.FIGURES) == {"king", "queen", "rook", "bishop", "knight", "pawn"}


@needs_chess
def test_destinations_are_the_squares_a_player_clicks() -> None:
    # Chess960: castling is made by moving the king onto its rook, so the dots of the king's
    # destinations sit on the rooks (`Move.target`), not on the squares the king lands on.
    game = damero.Game.from_fen("chess960", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1")
    e1 = at("e1")
    castles = [m for m in game.legal_moves() if m.from_square == e1 and m.notation.startswith("O-O")]
    assert sorted((m.to_square, m.target) for m in castles) == [(at("c1"), at("a1")), (at("g1"), at("h1"))]
    root = parse(damero.svg(game, destinations_of=e1))
    dots = squares_of(root, "destination")
    assert dots == {m.target for m in game.legal_moves() if m.from_square == e1}
    assert {at("a1"), at("h1")} <= dots and not {at("c1"), at("g1")} & dots
    # In chess the target of castling is the king's landing square.
    standard = damero.Game.from_fen("chess", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1")
    (short,) = [m for m in standard.legal_moves() if m.notation == "O-O"]
    assert (short.to_square, short.target, short.long) == (at("g1"), at("g1"), "e1g1")
    assert at("g1") in squares_of(parse(damero.svg(standard, destinations_of=e1)), "destination")


def test_a_king_in_check_is_marked_from_the_status() -> None:
    if not CHESS:
        pytest.skip("no chess in this core")
    game = damero.Game.from_fen("chess", "4k3/8/8/8/8/8/8/4K2R b K - 0 1")
    assert game.status().checked_king is None and with_class(parse(damero.svg(game)), "check") == []
    game = damero.Game.from_fen("chess", "4k3/8/8/8/8/8/8/4R2K b - - 0 1")
    status = game.status()
    assert status.in_check and status.checked_king == at("e8") and status.checkers == [at("e1")]
    assert squares_of(parse(damero.svg(game)), "check") == {at("e8")}


def test_squares_the_board_lacks_are_the_core_s_error() -> None:
    for bad in (0, 33, -1, 2**70):
        with pytest.raises(damero.InvalidArgumentError, match="squares are 1-32"):
            damero.svg(damero.Game(), squares=[bad])
        with pytest.raises(damero.InvalidArgumentError, match="squares are 1-32"):
            damero.svg(damero.Game(), destinations_of=bad)


def test_discs_are_plain_discs() -> None:
    # The discs of placement games (role "disc"): a disc with no crown, of its side's colours.
    svg = damero._svg
    root = parse(f'<svg xmlns="http://www.w3.org/2000/svg">{svg._piece("white", "disc", 19, (100, 150), False)}</svg>')
    (disc,) = list(root)
    assert disc.tag == NS + "circle" and (disc.get("class") or "").split() == ["piece", "white", "disc"]
    assert centre(disc) == (125.0, 175.0) and disc.get("data-square") == "19"
    assert (disc.get("fill"), disc.get("stroke")) == svg.PIECE_COLOURS["white"]
    assert with_class(root, "crown") == []
    king = parse(f'<svg xmlns="http://www.w3.org/2000/svg">{svg._piece("black", "king", 1, (0, 0), False)}</svg>')
    assert squares_of(king, "crown") == {1}
    assert "disc" in svg.PLURALS and "disc" in damero._native.codes()["role"]
    board = {19: damero.Piece("white", "disc"), 20: damero.Piece("black", "disc"), 28: damero.Piece("black", "disc")}
    assert svg._description(board, None, [], None, [], []) == "Black: discs on 20, 28. White: discs on 19."


def test_a_placement_is_described_by_the_discs_it_turns() -> None:
    # A placement's captures are the discs it turns over: described (and drawn) as turned, not taken.
    class Placement:
        kind, notation, path, captures, promotion, from_square = "place", "d3", [19], [27], None, None

    board = {19: damero.Piece("black", "disc"), 27: damero.Piece("black", "disc")}
    text = damero._svg._description(board, cast(Any, Placement()), [], None, [], [])
    assert text.endswith("Last move d3, on 19, turning 27 (yellow tint; a ring on the disc placed; a dot on each disc turned).")
    candidate = damero._svg._description({}, cast(Any, Placement()), [], None, [], [], damero.Variant("reversi").geometry)
    assert candidate.endswith("Last move d3, turning d4 (yellow tint; a dot on each disc turned).")  # not placed: no ring


# --- Placement games: Reversi and Connect Four -------------------------------------------------


def title_of(root: ET.Element) -> str:
    title = root.find(NS + "title")
    assert title is not None and title.text is not None
    return title.text


def desc_of(root: ET.Element) -> str:
    desc = root.find(NS + "desc")
    assert desc is not None and desc.text is not None
    return desc.text


def by_square(root: ET.Element, name: str) -> Dict[int, ET.Element]:
    return {int(e.get("data-square", "-1")): e for e in with_class(root, name)}


def test_a_reversi_board_is_green_with_black_and_white_discs() -> None:
    game = damero.Game("reversi")
    root = parse(damero.svg(game))
    svg = damero._svg
    cells = with_class(root, "square")
    assert len(cells) == 64 and {(c.get("fill"), c.get("stroke")) for c in cells} == {(svg.FELT, svg.FELT_GRID)}
    assert with_class(root, "hole") == [] and with_class(root, "dark") == []
    pieces = by_square(root, "piece")
    assert set(pieces) == {27, 28, 35, 36}
    # a1 = 0 at the top left, rows counted downwards: d4 (27) is row 3, column 3.
    assert centre(pieces[27]) == (175.0, 175.0) and pieces[27].get("fill") == svg.PIECE_COLOURS["white"][0]
    assert pieces[28].get("fill") == svg.PIECE_COLOURS["black"][0]
    assert (pieces[28].get("class") or "").split() == ["piece", "black", "disc"]
    ranks = {e.text: int(e.get("data-square", "-1")) for e in with_class(root, "rank")}
    files = {e.text: int(e.get("data-square", "-1")) for e in with_class(root, "file")}
    assert ranks == {str(n): 8 * (n - 1) for n in range(1, 9)}  # rank 1 at the top
    assert files == {letter: 56 + i for i, letter in enumerate("abcdefgh")}
    assert title_of(root) == "Reversi: Black to move; Black 2, White 2"
    text = desc_of(root)
    assert text.startswith("Black: discs on e4, d5. White: discs on d4, e5.")
    assert "Black may place a disc on d3, c4, f5, e6 (small faint discs)." in text
    assert text.endswith("Score: Black 2, White 2.")


def test_the_squares_where_a_disc_may_go_are_marked() -> None:
    game = damero.Game("reversi")
    root = parse(damero.svg(game))
    legal = by_square(root, "legal")
    assert set(legal) == {m.target for m in game.legal_moves()} == {19, 26, 37, 44}
    svg = damero._svg
    for mark in legal.values():
        assert (mark.get("fill"), mark.get("stroke")) == svg.PIECE_COLOURS["black"]  # the mover's colour
        assert float(mark.get("r", "0")) < svg.PIECE_RADIUS
    game.play("f5")
    white = by_square(parse(damero.svg(game)), "legal")
    assert set(white) == {m.target for m in game.legal_moves()}
    assert {m.get("fill") for m in white.values()} == {svg.PIECE_COLOURS["white"][0]}
    assert with_class(parse(damero.svg(game, legal=False)), "legal") == []
    assert with_class(parse(damero.svg(damero.Game())), "legal") == []  # pieces that travel: none
    with pytest.raises(TypeError):
        damero.svg(game, legal=1)  # type: ignore[arg-type]


def test_the_last_placement_and_the_discs_it_turned() -> None:
    game = damero.Game("reversi")
    game.play_moves("f5 d6 c3")  # c3 turns d4
    root = parse(damero.svg(game))
    assert squares_of(root, "last-move") == {18}
    assert squares_of(root, "placed") == {18}
    assert squares_of(root, "turned") == squares_of(root, "turned-dot") == {27}
    assert with_class(root, "captured") == [] and with_class(root, "route") == []
    svg = damero._svg
    (ring,) = with_class(root, "placed")
    (dot,) = with_class(root, "turned-dot")
    assert ring.get("stroke") == svg.DISC_DETAIL["black"] and dot.get("fill") == svg.DISC_DETAIL["black"]
    assert float(ring.get("r", "0")) < svg.PIECE_RADIUS and float(dot.get("r", "0")) < float(ring.get("r", "0"))
    assert "Last move c3, turning d4 (yellow tint; a ring on the disc placed; a dot on each disc turned)." in desc_of(root)
    assert title_of(root) == "Reversi: White to move; Black 5, White 2"
    # The marks come after the discs, the labels after the marks.
    order = list(root.iter())
    assert order.index(ring) > max(order.index(p) for p in with_class(root, "piece"))
    assert min(order.index(label) for label in with_class(root, "label")) > order.index(dot)
    # A candidate placement: its squares are tinted, no disc is there to ring.
    candidate = next(m for m in game.legal_moves() if m.captures)
    other = parse(damero.svg(game, last_move=candidate))
    assert squares_of(other, "last-move") == set(candidate.path) and with_class(other, "placed") == []
    assert squares_of(other, "turned") == set(candidate.captures)


def test_a_forced_pass_on_the_board() -> None:
    game = damero.Game("reversi")
    game.play_moves("d3 c3 b3 b2 f5 a3 a1 c1")
    root = parse(damero.svg(game))
    assert title_of(root).startswith("Reversi: Black must pass; Black ")
    assert "Black has no placement and must pass." in desc_of(root)
    assert with_class(root, "legal") == []
    game.play("pass")
    after = parse(damero.svg(game))
    assert "Last move: a pass." in desc_of(after)
    assert with_class(after, "last-move") == [] and with_class(after, "placed") == []
    assert title_of(after).startswith("Reversi: White to move; ")


@pytest.mark.parametrize(("scoring", "score"), [("discs", "Black 13, White 0"), ("wof", "Black 64, White 0")])
def test_the_score_of_a_finished_game(scoring: str, score: str) -> None:
    game = damero.Game("reversi", scoring=scoring)  # type: ignore[arg-type]
    game.play_moves("d3c3b3d2e1d6d7e3f4")
    root = parse(damero.svg(game))
    assert title_of(root) == f"Reversi: Black has won (most discs); {score}"
    assert desc_of(root).endswith(f"Score: {score}.")
    assert with_class(root, "legal") == [] and with_class(root, "winning") == []


@pytest.mark.parametrize("size", [6, 8, 10])
def test_reversi_sizes_and_the_turned_board(size: int) -> None:
    game = damero.Game("reversi", size=str(size))
    root = parse(damero.svg(game))
    assert root.get("viewBox") == f"0 0 {size * 50} {size * 50}" and root.get("width") == str(45 * size)
    assert len(with_class(root, "square")) == size * size and len(with_class(root, "legal")) == 4
    check_labels(root, game.geometry(), False)
    flipped = parse(damero.svg(game, flipped=True))
    check_labels(flipped, game.geometry(), True)
    corner = by_square(flipped, "square")[0]  # a1 at the bottom right when turned
    assert (corner.get("x"), corner.get("y")) == (str((size - 1) * 50), str((size - 1) * 50))


def test_a_connect_four_board_is_a_frame_of_holes() -> None:
    game = damero.Game("connect4")
    game.play_moves("4453")
    root = parse(damero.svg(game))
    svg = damero._svg
    assert root.get("viewBox") == "0 0 350 300" and (root.get("width"), root.get("height")) == ("315", "270")
    holes = by_square(root, "hole")
    assert set(holes) == set(range(42))
    # Rows bottom-up, as the geometry says: a1 (0) at the bottom left, g6 (41) at the top right.
    assert centre(holes[0]) == (25.0, 275.0) and centre(holes[41]) == (325.0, 25.0)
    assert float(holes[0].get("r", "0")) >= svg.PIECE_RADIUS + svg.PIECE_STROKE / 2
    pieces = by_square(root, "piece")
    assert set(pieces) == {3, 10, 4, 2}
    assert (pieces[3].get("class") or "").split() == ["piece", "black", "disc", "red"]
    assert (pieces[10].get("class") or "").split() == ["piece", "white", "disc", "yellow"]
    assert pieces[3].get("fill") == svg.PIECE_COLOURS["red"][0] and pieces[10].get("fill") == svg.PIECE_COLOURS["yellow"][0]
    assert centre(pieces[10]) == (175.0, 225.0)  # d2, one above d1
    columns = {e.text: int(e.get("data-square", "-1")) for e in with_class(root, "column")}
    assert columns == {str(n): n - 1 for n in range(1, 8)} and with_class(root, "file") == []
    assert {e.text for e in with_class(root, "rank")} == {str(n) for n in range(1, 7)}
    check_labels(root, game.geometry(), False)
    assert title_of(root) == "Connect Four: Red to move"
    text = desc_of(root)
    assert text.startswith("Red: discs on d1, e1. Yellow: discs on c1, d2.")
    assert "Last move 3, on c1 (yellow tint; a ring on the disc placed)." in text
    assert "Score" not in text and "Score" not in title_of(root)


def test_connect_four_marks_the_landing_squares() -> None:
    game = damero.Game("connect4")
    game.play_moves("444444")  # column 4 is full
    root = parse(damero.svg(game))
    legal = by_square(root, "legal")
    assert set(legal) == {m.target for m in game.legal_moves()} == {0, 1, 2, 4, 5, 6}
    assert {m.get("fill") for m in legal.values()} == {damero._svg.PIECE_COLOURS["red"][0]}
    assert "Red may drop a disc in columns 1-3, 5-7 (small faint discs where it lands)." in desc_of(root)
    game.play_moves("5")
    landing = by_square(parse(damero.svg(game)), "legal")
    assert 11 in landing and 4 not in landing  # column 5 now lands one higher


def test_the_winning_four_is_marked() -> None:
    game = damero.Game("connect4")
    game.play_moves("1212121")
    root = parse(damero.svg(game))
    assert squares_of(root, "winning") == set(game.status().winning_line) == {0, 7, 14, 21}
    assert title_of(root) == "Connect Four: Red has won (four in a row)"
    assert "Winning line: a1, a2, a3, a4 (white rings)." in desc_of(root)
    assert with_class(root, "legal") == []
    # Each ring sits outside its disc and inside its square.
    svg = damero._svg
    (ring, *_) = with_class(root, "winning")
    inner = min(float(c.get("r", "0")) - float(c.get("stroke-width", "0")) / 2 for c in ring)
    outer = max(float(c.get("r", "0")) + float(c.get("stroke-width", "0")) / 2 for c in ring)
    assert svg.PIECE_RADIUS + svg.PIECE_STROKE / 2 <= inner and outer <= svg.UNIT / 2
    assert contrast(svg.WIN, svg.WIN_UNDERLAY) >= 4.5 and contrast(svg.WIN, svg.FRAME) >= 3


def test_two_lines_at_once() -> None:
    game = damero.Game.from_fen("connect4", "7/7/rrr4/yyyr3/ryyr3/yyrr2y r")
    game.play("4")
    root = parse(damero.svg(game))
    assert squares_of(root, "winning") == {3, 10, 17, 21, 22, 23, 24}
    assert "Winning line: d1, d2, d3, a4, b4, c4, d4 (white rings)." in desc_of(root)


def test_connect_four_sizes() -> None:
    game = damero.Game("connect4", size="9x4")
    root = parse(damero.svg(game))
    assert root.get("viewBox") == "0 0 450 200" and (root.get("width"), root.get("height")) == ("405", "180")
    assert len(with_class(root, "hole")) == 36 and len(with_class(root, "legal")) == 9
    assert centre(by_square(root, "hole")[0]) == (25.0, 175.0)
    check_labels(root, game.geometry(), False)
    check_labels(parse(damero.svg(game, flipped=True)), game.geometry(), True)


def test_disc_marks_stand_out_on_every_disc() -> None:
    svg = damero._svg
    for name, (fill, _) in svg.PIECE_COLOURS.items():
        assert contrast(svg.DISC_DETAIL[name], fill) >= 3, name
    assert set(damero._native.codes()["side_name"]) <= set(svg.PIECE_COLOURS)
    assert contrast(svg.PIECE_COLOURS["black"][0], svg.FELT) >= 3 and contrast(svg.PIECE_COLOURS["white"][0], svg.FELT) >= 3
    assert contrast(svg.PIECE_COLOURS["red"][0], svg.HOLE) >= 3 and contrast(svg.PIECE_COLOURS["yellow"][1], svg.HOLE) >= 3
    for mark in ("legal", "placed", "turned", "winning"):
        assert mark in svg.MARKS
