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
    assert title is not None and game.fen() in (title.text or "")


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
