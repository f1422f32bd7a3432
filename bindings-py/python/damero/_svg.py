"""The board as SVG, for Jupyter and for web pages.

This module only draws, any board a variant describes (8x8, 10x10, ...): how many rows and
columns, where each numbered square is and which squares there are come from the core's
geometry (`damero.Variant`), and what to mark (the last move, legal destinations, the pieces that
must capture) comes from the game's own methods.

Every mark has a shape as well as a colour, and each sits in its own ring of the square, so no
two marks hide each other or the square's number (drawn last, white with a dark outline):

| mark | drawn as |
|---|---|
| the last move | yellow tint on its squares and a yellow line along its path |
| a piece captured by the last move | red cross on its square |
| a piece that must capture | red square frame along the square's edge |
| the picked piece (`destinations_of`) | blue ring around the piece |
| where the picked piece may go | white dot with a dark green rim |
| squares given in `squares=` | light blue tint |
| a king | gold crown on the piece |
"""

from __future__ import annotations

import hashlib
import html
from typing import Any, Dict, Iterable, List, Tuple, Union

from damero._native import Game, Move, Variant

UNIT = 50  # one square, in SVG user units
PX_PER_SQUARE = 45  # the default width of a square in pixels: 360 px for 8x8, 450 px for 10x10

LIGHT = "#f0d9b5"
DARK = "#b58863"
GRID = "#5c3b1e"  # the lines between the squares of a board where all are played (Turkish)
MOVE_TINT = "#cdd26a"
EXTRA_TINT = "#7fb6e0"
DOT_FILL = "#ffffff"
DOT_RIM = "#1b5e20"
PICKED = "#1565c0"
MUST_CAPTURE = "#c62828"
UNDERLAY = "#ffffff"
NUMBER_FILL = "#ffffff"
NUMBER_OUTLINE = "#2b1a0e"
PIECE_COLOURS = {"black": ("#262626", "#000000"), "white": ("#f7f3ea", "#5a5a5a")}
CROWN = "#e0b030"
# Chess pieces are drawn as their Unicode figures (filled ones, coloured by side).
FIGURES = {"king": "\u265a", "queen": "\u265b", "rook": "\u265c", "bishop": "\u265d", "knight": "\u265e", "pawn": "\u265f"}
PLURALS = {"man": "men", "king": "kings", "pawn": "pawns", "knight": "knights", "bishop": "bishops",
           "rook": "rooks", "queen": "queens"}

# The rings of a square, from its centre outwards (in units; a square is 50): the piece, the ring
# of the picked piece (with its white underlay), then the must-capture frame along the edge. The
# tests check that they stay apart.
PIECE_RADIUS = 16.0
PIECE_STROKE = 2.0
PICKED_RADIUS = 19.0
PICKED_WIDTH = 2.0
PICKED_UNDERLAY = 4.0
FRAME_WIDTH = 2.0
FRAME_UNDERLAY = 3.5
NUMBER_SIZE = 13  # font size in units: 11.7 px at the default size

MARKS = {
    "last-move": "the last move: yellow tint on its squares and a yellow line along its path",
    "captured": "a piece captured by the last move: red cross",
    "must-capture": "a piece that must capture: red square frame along the square's edge",
    "selected": "the picked piece: blue ring around it",
    "destination": "where the picked piece may go: white dot with a dark green rim",
    "highlight": "squares asked for with squares=: light blue tint",
    "crown": "a king: gold crown",
}


class Svg(str):
    """SVG text that Jupyter shows as a picture (it is a plain `str` otherwise). In a notebook it
    is offered as inline HTML too, so the exported page carries its title and description (an
    `<img>` of the SVG would have no alternative text)."""

    def _repr_svg_(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        return f'<div class="damero-board">{self}</div>'

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> Dict[str, str]:
        return {"image/svg+xml": str(self), "text/html": self._repr_html_()}


def svg(
    game: Game,
    *,
    size: Union[int, None] = None,
    last_move: Union[bool, Move] = True,
    destinations_of: Union[int, None] = None,
    must_capture: bool = True,
    squares: Iterable[int] = (),
    flipped: bool = False,
    numbers: bool = True,
) -> Svg:
    """Draws the board of `game` as SVG, White at the bottom (Black with `flipped=True`), whatever
    its size and numbering, all from the variant's geometry: 8x8 (English, Russian, the turned
    boards of Italian and Spanish), 10x10 (International, Frisian), Turkish (all 64 squares played,
    drawn alike, each with its number) and chess (squares by name). `size` is the width in pixels
    (default: 45 per column, 360 for 8x8 and 450 for 10x10).

    Marks, each optional (`damero._svg.MARKS` says how each is drawn):
      - `last_move`: tints the squares of the game's last move and crosses its captured squares;
        a `Move` draws that move instead (for instance one of `legal_moves()`), `False` none.
      - `destinations_of`: rings the piece on that square and dots every square its legal moves
        end on (empty if it cannot move).
      - `must_capture`: frames the pieces that must capture (`status().must_capture`).
      - `squares`: tints any other squares.

    The SVG has a `<title>` (the game and who is to move, or the result) and a `<desc>` (where
    every piece stands and what each mark shows), for screen readers and as alternative text.
    Every drawn element carries a `class` and, for squares and pieces, a `data-square` attribute,
    so a page or a test can find them.
    """
    if not isinstance(game, Game):
        raise TypeError(f"game must be a damero.Game, not {type(game).__name__}")
    if size is not None and (not isinstance(size, int) or isinstance(size, bool) or size <= 0):
        raise TypeError("size must be a positive int or None")
    if destinations_of is not None and (not isinstance(destinations_of, int) or isinstance(destinations_of, bool)):
        raise TypeError(f"destinations_of must be int or None, not {type(destinations_of).__name__}")
    extra = list(squares)
    for square in extra:
        if not isinstance(square, int) or isinstance(square, bool):
            raise TypeError(f"squares must hold ints, not {type(square).__name__}")

    geo = Variant(game.variant)
    rows, columns = geo.rows, geo.columns
    width = size if size is not None else PX_PER_SQUARE * columns

    def corner(square: int) -> Tuple[int, int]:
        found = geo.coordinates(square)
        if found is None:
            raise ValueError(f"there is no square {square} on the {game.variant} board")
        row, column = found
        if flipped:
            row, column = rows - 1 - row, columns - 1 - column
        return column * UNIT, row * UNIT

    def centre(square: int) -> Tuple[float, float]:
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

    status = game.status()
    board = game.board()
    capturers = status.must_capture if must_capture else []
    picked = game.completions([destinations_of]) if destinations_of is not None else []
    targets = sorted({m.to_square for m in picked})

    title = _title(game, geo, status)
    named = geo.family == "chess"  # chess: squares by name (e4); draughts by number, Turkish too
    desc = _description(board, shown, capturers, destinations_of, targets, extra, geo if named else None)
    out: List[str] = []

    # The squares, each from the geometry: in draughts the squares that are not played are light
    # and plain, the played ones dark and numbered; on a draughts board where every square is
    # played (Turkish) all squares are alike (the dark colour, with grid lines), and on a chess board
    # light and dark alternate, a1 dark.
    every_square = geo.squares == rows * columns
    plain = every_square and not named
    for row in range(rows):
        for column in range(columns):
            r, c = (rows - 1 - row, columns - 1 - column) if flipped else (row, column)
            here = geo.square_at(r, c)
            attrs = "" if here is None else f' data-square="{here}"'
            if plain:
                kind, fill = "plain", DARK
                attrs += f' stroke="{GRID}" stroke-width="1"'
            else:
                dark = here is not None and (not every_square or (r + c) % 2 == (rows - 1) % 2)
                kind, fill = ("dark", DARK) if dark else ("light", LIGHT)
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

    if shown is not None:
        points = " ".join(f"{x},{y}" for x, y in map(centre, shown.path))
        out.append(
            f'<polyline class="route" points="{points}" fill="none" stroke="{MOVE_TINT}" '
            f'stroke-width="4" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.9"/>'
        )

    # The pieces.
    for square, piece in board.items():
        cx, cy = centre(square)
        fill, stroke = PIECE_COLOURS[piece.side]
        if piece.role in FIGURES and geo.family != "draughts":
            out.append(
                f'<text class="piece {piece.side} {piece.role}" data-square="{square}" x="{cx}" y="{cy + UNIT * 0.3:g}" '
                f'text-anchor="middle" font-size="{UNIT * 0.8:g}" fill="{fill}" stroke="{stroke}" '
                f'stroke-width="1.5">{FIGURES[piece.role]}</text>'
            )
            continue
        out.append(
            f'<circle class="piece {piece.side} {piece.role}" data-square="{square}" cx="{cx}" cy="{cy}" '
            f'r="{PIECE_RADIUS}" fill="{fill}" stroke="{stroke}" stroke-width="{PIECE_STROKE}"/>'
        )
        if piece.role == "king":
            out.append(_crown(cx, cy, square))

    if shown is not None:
        for square in shown.captures:
            cx, cy = centre(square)
            d = UNIT * 0.22
            out.append(
                f'<path class="captured" data-square="{square}" d="M{cx - d},{cy - d}L{cx + d},{cy + d}'
                f'M{cx - d},{cy + d}L{cx + d},{cy - d}" stroke="{MUST_CAPTURE}" stroke-width="5" '
                f'stroke-linecap="round"/>'
            )

    # The must-capture frame along the square's edge, white under red so it shows on any square.
    inset = FRAME_UNDERLAY / 2
    for square in capturers:
        x, y = corner(square)
        box = f'x="{x + inset}" y="{y + inset}" width="{UNIT - 2 * inset}" height="{UNIT - 2 * inset}"'
        out.append(
            f'<g class="must-capture" data-square="{square}">'
            f'<rect {box} fill="none" stroke="{UNDERLAY}" stroke-width="{FRAME_UNDERLAY}"/>'
            f'<rect {box} fill="none" stroke="{MUST_CAPTURE}" stroke-width="{FRAME_WIDTH}"/></g>'
        )

    # The picked piece's ring, between the piece and the frame, and its destinations.
    if picked and destinations_of is not None:
        cx, cy = centre(destinations_of)
        ring = f'cx="{cx}" cy="{cy}" r="{PICKED_RADIUS}" fill="none"'
        out.append(
            f'<g class="selected" data-square="{destinations_of}">'
            f'<circle {ring} stroke="{UNDERLAY}" stroke-width="{PICKED_UNDERLAY}"/>'
            f'<circle {ring} stroke="{PICKED}" stroke-width="{PICKED_WIDTH}"/></g>'
        )
    for target in targets:
        cx, cy = centre(target)
        out.append(
            f'<circle class="destination" data-square="{target}" cx="{cx}" cy="{cy}" '
            f'r="{UNIT * 0.14}" fill="{DOT_FILL}" stroke="{DOT_RIM}" stroke-width="3"/>'
        )

    # The numbers last, so no mark hides them: white with a dark outline, readable on any square.
    if numbers:
        for square in geo.square_numbers():
            x, y = corner(square)
            label = geo.square_name(square) if named else str(square)
            out.append(
                f'<text class="number" data-square="{square}" x="{x + 4}" y="{y + 4 + NUMBER_SIZE * 0.8:g}" '
                f'font-size="{NUMBER_SIZE}" font-weight="bold" font-family="sans-serif" '
                f'fill="{NUMBER_FILL}" stroke="{NUMBER_OUTLINE}" stroke-width="3" '
                f'stroke-linejoin="round" paint-order="stroke">{label}</text>'
            )

    out.append("</svg>")
    body = "".join(out)
    # Ids for aria-labelledby, the same for the same drawing (so one board draws the same text).
    ident = "damero-" + hashlib.sha1((title + desc + body).encode()).hexdigest()[:12]
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {columns * UNIT} {rows * UNIT}" '
        f'width="{width}" height="{width * rows // columns}" class="damero-board" role="img" '
        f'aria-labelledby="{ident}-title {ident}-desc">'
        f'<title id="{ident}-title">{html.escape(title)}</title>'
        f'<desc id="{ident}-desc">{html.escape(desc)}</desc>'
    )
    return Svg(head + body)


def _title(game: Game, geo: Variant, status: Any) -> str:
    """`English draughts: Black to move`, or the result."""
    name = game.variant.capitalize() if game.variant.startswith(geo.family) else f"{game.variant.capitalize()} {geo.family}"
    reason = (status.reason or "").replace("_", " ")
    if status.state == "win":
        return f"{name}: {status.winner.capitalize()} has won ({reason})"
    if status.state == "draw":
        return f"{name}: drawn ({reason})"
    return f"{name}: {status.turn.capitalize()} to move"


def _description(
    board: Dict[int, Any],
    shown: Union[Move, None],
    capturers: List[int],
    picked: Union[int, None],
    targets: List[int],
    extra: List[int],
    names: Union[Variant, None] = None,
) -> str:
    """Where every piece stands and what each mark on the board shows, in sentences; squares by
    number, or by name when `names` (the variant) is given."""

    def _squares(numbers: List[int], ranges: bool = True) -> str:
        if names is not None:
            return ", ".join(str(names.square_name(n)) for n in sorted(set(numbers)))
        return _numbers(numbers, ranges)

    parts = []
    for side in ("black", "white"):
        groups = []
        for role, plural in PLURALS.items():
            found = [s for s, p in board.items() if p.side == side and p.role == role]
            if found:
                groups.append(f"{plural} on {_squares(found)}")
        parts.append(f"{side.capitalize()}: {'; '.join(groups) if groups else 'no pieces'}.")
    if shown is not None:
        what = f"Last move {shown.notation}"
        if shown.captures:
            what += f", capturing on {_squares(list(shown.captures), ranges=False)}"
        if shown.promotion:
            what += f", crowned {shown.promotion}"
        parts.append(what + " (yellow).")
    if capturers:
        parts.append(f"Must capture: the pieces on {_squares(capturers)} (red frames).")
    if picked is not None:
        if targets:
            parts.append(f"The piece on {_squares([picked])} (blue ring) may move to {_squares(targets, ranges=False)} (white dots).")
        else:
            parts.append(f"The piece on {_squares([picked])} has no legal move.")
    if extra:
        parts.append(f"Highlighted: {_squares(extra)} (light blue).")
    return " ".join(parts)


def _numbers(numbers: List[int], ranges: bool = True) -> str:
    """`1-12, 14, 21-32`: square numbers, runs of three or more written as a range."""
    found = sorted(set(numbers))
    if not ranges:
        return ", ".join(map(str, found))
    out = []
    start = prev = found[0]
    for n in found[1:] + [None]:  # type: ignore[list-item]
        if n is not None and n == prev + 1:
            prev = n
            continue
        out.append(f"{start}-{prev}" if prev - start >= 2 else ", ".join(map(str, range(start, prev + 1))))
        if n is not None:
            start = prev = n
    return ", ".join(out)


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
