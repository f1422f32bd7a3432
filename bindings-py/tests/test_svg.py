"""The SVG board: what it draws, where, and the marks."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any, Dict, List, Set, Tuple

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
    assert squares_of(root, "last-move") == set(game.history[-1].path)
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
    labels = [e.text for e in with_class(root, "number")]
    assert len(labels) == 64 and labels[0] == "a1" and labels[-1] == "h8"  # squares by name


DRAUGHTS = [v.name for v in damero.variants() if v.family == "draughts"]


def cell(x: float, y: float, flipped: bool, geo: damero.Variant) -> Tuple[int, int]:
    """The (row, column) of the square that holds the point (x, y) of the drawing."""
    unit = damero._svg.UNIT
    row, column = int(y // unit), int(x // unit)
    return (geo.rows - 1 - row, geo.columns - 1 - column) if flipped else (row, column)


@pytest.mark.parametrize("flipped", [False, True], ids=["white-below", "flipped"])
@pytest.mark.parametrize("name", DRAUGHTS + [v.name for v in damero.variants() if v.family == "chess"])
def test_every_square_number_stands_where_the_core_puts_it(name: str, flipped: bool) -> None:
    geo = damero.Variant(name)
    game = damero.Game(name)
    root = parse(damero.svg(game, flipped=flipped))
    assert root.get("viewBox") == f"0 0 {geo.columns * 50} {geo.rows * 50}"
    numbers = with_class(root, "number")
    assert len(numbers) == geo.squares == len(list(geo.square_numbers()))
    named = geo.family == "chess"
    for number in numbers:
        square = int(number.get("data-square", "-1"))
        # The label: the number in draughts (every square of the Turkish board too), the name in chess.
        assert number.text == (geo.square_name(square) if named else str(square))
        assert cell(float(number.get("x", "nan")), float(number.get("y", "nan")), flipped, geo) == geo.coordinates(square)
    assert {int(n.get("data-square", "-1")) for n in numbers} == set(geo.square_numbers())
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
        x, y = (float(piece.get("cx", "nan")), float(piece.get("cy", "nan"))) if piece.tag == NS + "circle" else (float(piece.get("x", "nan")), float(piece.get("y", "nan")) - 15)
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
