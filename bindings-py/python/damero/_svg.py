"""The board as SVG, for Jupyter and for web pages.

This module only draws, any board a variant describes (8x8, 10x10, ...): how many rows and
columns, where each numbered square is and which squares there are come from the core's
geometry (`damero.Variant`), and what to mark (the last move, legal destinations, the pieces that must
capture) comes from the game's own methods.
"""

from __future__ import annotations

from typing import Iterable, Union

from damero._native import Game, Move, Variant

UNIT = 50  # one square, in SVG user units

LIGHT = "#f0d9b5"
DARK = "#b58863"
MOVE_TINT = "#cdd26a"
EXTRA_TINT = "#7fb6e0"
DESTINATION = "#2e7d32"
MUST_CAPTURE = "#d32f2f"
PIECE_COLOURS = {"black": ("#262626", "#000000"), "white": ("#f7f3ea", "#5a5a5a")}
CROWN = "#e0b030"


class Svg(str):
    """SVG text that Jupyter shows as a picture (it is a plain `str` otherwise)."""

    def _repr_svg_(self) -> str:
        return str(self)


def svg(
    game: Game,
    *,
    size: int = 360,
    last_move: Union[bool, Move] = True,
    destinations_of: Union[int, None] = None,
    must_capture: bool = True,
    squares: Iterable[int] = (),
    flipped: bool = False,
    numbers: bool = True,
) -> Svg:
    """Draws the board of `game` as SVG, White at the bottom (Black with `flipped=True`), whatever
    its size: 8x8 for English and Brazilian, 10x10 for International. `size` is the width in
    pixels.

    Marks, each optional:
      - `last_move`: tints the squares of the game's last move and crosses its captured squares;
        a `Move` draws that move instead (for instance one of `legal_moves()`), `False` none.
      - `destinations_of`: rings the piece on that square and dots every square its legal moves
        end on (empty if it cannot move).
      - `must_capture`: rings the pieces that must capture (`status().must_capture`).
      - `squares`: tints any other squares.

    Every drawn element carries a `class` and, for squares and pieces, a `data-square` attribute,
    so a page or a test can find them.
    """
    if not isinstance(game, Game):
        raise TypeError(f"game must be a damero.Game, not {type(game).__name__}")
    if not isinstance(size, int) or isinstance(size, bool) or size <= 0:
        raise TypeError("size must be a positive int")
    if destinations_of is not None and (not isinstance(destinations_of, int) or isinstance(destinations_of, bool)):
        raise TypeError(f"destinations_of must be int or None, not {type(destinations_of).__name__}")
    extra = list(squares)
    for square in extra:
        if not isinstance(square, int) or isinstance(square, bool):
            raise TypeError(f"squares must hold ints, not {type(square).__name__}")

    geo = Variant(game.variant)
    rows, columns = geo.rows, geo.columns

    def corner(square: int) -> tuple[int, int]:
        found = geo.coordinates(square)
        if found is None:
            raise ValueError(f"there is no square {square} on the {game.variant} board")
        row, column = found
        if flipped:
            row, column = rows - 1 - row, columns - 1 - column
        return column * UNIT, row * UNIT

    def centre(square: int) -> tuple[float, float]:
        x, y = corner(square)
        return x + UNIT / 2, y + UNIT / 2

    shown: Union[Move, None] = None
    if isinstance(last_move, Move):
        shown = last_move
    elif last_move is True:
        history = game.history
        shown = history[-1] if history else None
    elif last_move is not False:
        raise TypeError(f"last_move must be bool or a Move, not {type(last_move).__name__}")

    out: list[str] = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {columns * UNIT} {rows * UNIT}" '
        f'width="{size}" height="{size * rows // columns}" class="damero-board">',
        f"<title>{game.variant} {game.fen()}</title>",
    ]

    # The squares: light ones plain, dark (playing) ones numbered.
    for row in range(rows):
        for column in range(columns):
            r, c = (rows - 1 - row, columns - 1 - column) if flipped else (row, column)
            here = geo.square_at(r, c)
            fill = LIGHT if here is None else DARK
            attrs = "" if here is None else f' data-square="{here}"'
            kind = "light" if here is None else "dark"
            out.append(
                f'<rect class="square {kind}"{attrs} x="{column * UNIT}" y="{row * UNIT}" '
                f'width="{UNIT}" height="{UNIT}" fill="{fill}"/>'
            )

    def tint(square: int, colour: str, kind: str) -> None:
        x, y = corner(square)
        out.append(
            f'<rect class="{kind}" data-square="{square}" x="{x}" y="{y}" width="{UNIT}" '
            f'height="{UNIT}" fill="{colour}" fill-opacity="0.6"/>'
        )

    if shown is not None:
        for square in shown.path:
            tint(square, MOVE_TINT, "last-move")
    for square in extra:
        tint(square, EXTRA_TINT, "highlight")

    # The pieces.
    for square, piece in game.board().items():
        cx, cy = centre(square)
        fill, stroke = PIECE_COLOURS[piece.side]
        out.append(
            f'<circle class="piece {piece.side} {piece.role}" data-square="{square}" cx="{cx}" cy="{cy}" '
            f'r="{UNIT * 0.35}" fill="{fill}" stroke="{stroke}" stroke-width="2"/>'
        )
        if piece.role == "king":
            out.append(_crown(cx, cy, square))

    if numbers:
        for square in geo.square_numbers():
            x, y = corner(square)
            out.append(
                f'<text class="number" x="{x + 2}" y="{y + 10}" font-size="9" '
                f'font-family="sans-serif" fill="#f8f0e0">{square}</text>'
            )

    if shown is not None:
        points = " ".join(f"{x},{y}" for x, y in map(centre, shown.path))
        out.append(
            f'<polyline class="route" points="{points}" fill="none" stroke="{MOVE_TINT}" '
            f'stroke-width="4" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.9"/>'
        )
        for square in shown.captures:
            cx, cy = centre(square)
            d = UNIT * 0.22
            out.append(
                f'<path class="captured" data-square="{square}" d="M{cx - d},{cy - d}L{cx + d},{cy + d}'
                f'M{cx - d},{cy + d}L{cx + d},{cy - d}" stroke="{MUST_CAPTURE}" stroke-width="5" '
                f'stroke-linecap="round"/>'
            )

    if must_capture:
        for square in game.status().must_capture:
            cx, cy = centre(square)
            out.append(
                f'<circle class="must-capture" data-square="{square}" cx="{cx}" cy="{cy}" '
                f'r="{UNIT * 0.45}" fill="none" stroke="{MUST_CAPTURE}" stroke-width="3"/>'
            )

    if destinations_of is not None:
        moves = game.completions([destinations_of])
        if moves:
            cx, cy = centre(destinations_of)
            out.append(
                f'<circle class="selected" data-square="{destinations_of}" cx="{cx}" cy="{cy}" '
                f'r="{UNIT * 0.39}" fill="none" stroke="{DESTINATION}" stroke-width="3"/>'
            )
        for target in sorted({m.to_square for m in moves}):
            cx, cy = centre(target)
            out.append(
                f'<circle class="destination" data-square="{target}" cx="{cx}" cy="{cy}" '
                f'r="{UNIT * 0.14}" fill="{DESTINATION}" fill-opacity="0.85"/>'
            )

    out.append("</svg>")
    return Svg("".join(out))


def _crown(cx: float, cy: float, square: int) -> str:
    """A small crown drawn on a king."""
    w, h = UNIT * 0.36, UNIT * 0.22
    left, right, top, bottom = cx - w / 2, cx + w / 2, cy - h / 2, cy + h / 2
    points = [
        (left, bottom),
        (left, top),
        (left + w * 0.25, cy),
        (cx, top - h * 0.2),
        (right - w * 0.25, cy),
        (right, top),
        (right, bottom),
    ]
    text = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
    return f'<polygon class="crown" data-square="{square}" points="{text}" fill="{CROWN}" stroke="#7a5a00" stroke-width="1"/>'
