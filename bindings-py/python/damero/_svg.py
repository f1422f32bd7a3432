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
| a chess king in check | red disc behind the king |

Chess pieces are figures drawn with SVG shapes (not font glyphs, which depend on the fonts of the
reader): each figure the board needs is defined once in the SVG's `<defs>` as a `<symbol>` one
square wide, and every piece is a `<use>` of it placed on its square.
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
CHECK = "#e53935"
# The chess figures, each a list of shapes in a square of 50 units (the figure stands on a plinth
# at the bottom, centred). A shape is (kind, element, attributes): "body" shapes are filled with the
# side's colour and outlined, "line" shapes are strokes in the side's detail colour (dark on
# White, light on Black), "dot" shapes are filled with the detail colour.
PLINTH = 'x="12" y="37" width="26" height="6" rx="2"'
FIGURES: Dict[str, List[Tuple[str, str, str]]] = {
    "pawn": [
        ("body", "path", 'd="M17,37.5C17,31 20,28 22.5,27H27.5C30,28 33,31 33,37.5Z"'),
        ("body", "rect", PLINTH),
        ("body", "rect", 'x="19.5" y="24.5" width="11" height="3.5" rx="1.5"'),
        ("body", "circle", 'cx="25" cy="18" r="6.5"'),
    ],
    "rook": [
        ("body", "path", 'd="M17,37.5L18.5,19H31.5L33,37.5Z"'),
        ("body", "rect", PLINTH),
        ("body", "path", 'd="M14,8H19V12H22.5V8H27.5V12H31V8H36V19H14Z"'),
        ("line", "path", 'd="M18.3,23H31.7M17.8,32H32.2"'),
    ],
    "bishop": [
        ("body", "path", 'd="M18,37.5C20,33 21.5,31 21.5,29H28.5C28.5,31 30,33 32,37.5Z"'),
        ("body", "rect", PLINTH),
        ("body", "rect", 'x="18" y="26" width="14" height="3.5" rx="1.5"'),
        ("body", "path", 'd="M25,9C31,13.5 33,19 30.5,26H19.5C17,19 19,13.5 25,9Z"'),
        ("body", "circle", 'cx="25" cy="7" r="2.5"'),
        ("line", "path", 'd="M28.5,13.5L23.5,19.5M22,22H28"'),
    ],
    "knight": [
        ("body", "path", 'd="M16,37.5L17,31C18,28 22,26 23,23.5L15,27L11,23L18,13L19.5,7L23,11C31,11 36.5,18 36,28L35,37.5Z"'),
        ("body", "rect", PLINTH),
        ("dot", "circle", 'cx="20" cy="16" r="1.6"'),
        ("line", "path", 'd="M25,13C30,15 33,20 33,27"'),
    ],
    "queen": [
        ("body", "path", 'd="M15,37.5L11,15L16.5,25L18,11L21.5,23.5L25,8.5L28.5,23.5L32,11L33.5,25L39,15L35,37.5Z"'),
        ("body", "rect", PLINTH),
        ("body", "circle", 'cx="11" cy="15" r="2.3"'),
        ("body", "circle", 'cx="18" cy="11" r="2.3"'),
        ("body", "circle", 'cx="25" cy="8.5" r="2.3"'),
        ("body", "circle", 'cx="32" cy="11" r="2.3"'),
        ("body", "circle", 'cx="39" cy="15" r="2.3"'),
        ("line", "path", 'd="M15.5,31.5Q25,29 34.5,31.5"'),
    ],
    "king": [
        ("body", "path", 'd="M23.5,4H26.5V7.5H30V10.5H26.5V15H23.5V10.5H20V7.5H23.5Z"'),
        ("body", "path", 'd="M15,37.5C11,28 12,19 19,17C22,16 24,17 25,19.5C26,17 28,16 31,17C38,19 39,28 35,37.5Z"'),
        ("body", "rect", PLINTH),
        ("line", "path", 'd="M25,19.5V29M15.5,31.5Q25,29 34.5,31.5"'),
    ],
}
# The colours of a chess figure by side: fill, outline, details. White is outlined dark to stand
# out on the light squares; Black's dark fill stands out on both.
FIGURE_COLOURS = {"white": ("#f7f3ea", "#2e2e2e", "#2e2e2e"), "black": ("#262626", "#000000", "#e0e0e0")}
FIGURE_STROKE = 1.5
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
    "check": "a chess king in check: red disc behind it",
}

# Ids inside one drawing are written with this mark first and get the drawing's own prefix once
# the drawing is complete (the prefix is a digest of the drawing).
ID = "\x00"


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
    A chess king in check is marked by itself (a red disc behind it).

    Chess pieces are figures drawn with SVG shapes, each defined once in `<defs>` and placed with
    `<use>` (class `piece`, its side and role, and `data-square`). Every id in the SVG starts with
    a prefix made from the drawing itself, so two different boards on one page share no id.

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
    checked = _checked_king(board, status) if named else None
    if checked is not None:
        desc += f" {status.turn.capitalize()}'s king on {geo.square_name(checked)} is in check (red disc)."
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

    # A chess king in check: a red disc behind it, fading towards the square's edge.
    defs: List[str] = []
    if checked is not None:
        defs.append(
            f'<radialGradient id="{ID}-check"><stop offset="0" stop-color="{CHECK}"/>'
            f'<stop offset="0.55" stop-color="{CHECK}" stop-opacity="0.85"/>'
            f'<stop offset="1" stop-color="{CHECK}" stop-opacity="0"/></radialGradient>'
        )
        cx, cy = centre(checked)
        out.append(f'<circle class="check" data-square="{checked}" cx="{cx}" cy="{cy}" r="{UNIT / 2}" fill="url(#{ID}-check)"/>')

    # The pieces: chess figures as <use> of their symbol, draughts pieces as discs.
    figures = sorted({(p.side, p.role) for p in board.values()}) if named else []
    defs += [_figure(side, role) for side, role in figures]
    for square, piece in board.items():
        cx, cy = centre(square)
        fill, stroke = PIECE_COLOURS[piece.side]
        if named:
            x, y = corner(square)
            out.append(
                f'<use class="piece {piece.side} {piece.role}" data-square="{square}" '
                f'href="#{ID}-{piece.side}-{piece.role}" x="{x}" y="{y}" width="{UNIT}" height="{UNIT}"/>'
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
            if named and square in board and shown.from_square not in board:
                continue  # a chess move that was played: its capturer stands on the captured square
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
    body = ("<defs>" + "".join(defs) + "</defs>" if defs else "") + "".join(out)
    # The prefix of every id in the drawing (aria-labelledby, the figures, the check gradient): a
    # digest of the drawing, so two different boards on one page never share an id, and the same
    # drawing is the same text (two copies of it define the same things under the same ids).
    ident = "damero-" + hashlib.sha1((title + desc + body).encode()).hexdigest()[:12]
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {columns * UNIT} {rows * UNIT}" '
        f'width="{width}" height="{width * rows // columns}" class="damero-board" role="img" '
        f'aria-labelledby="{ident}-title {ident}-desc">'
        f'<title id="{ident}-title">{html.escape(title)}</title>'
        f'<desc id="{ident}-desc">{html.escape(desc)}</desc>'
    )
    return Svg(head + body.replace(ID, ident))


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


def _checked_king(board: Dict[int, Any], status: Any) -> Union[int, None]:
    """The square of the king of the side to move when it is in check (`status().in_check`)."""
    if not status.in_check:
        return None
    for square, piece in board.items():
        if piece.role == "king" and piece.side == status.turn:
            return square
    return None


def _figure(side: str, role: str) -> str:
    """The `<symbol>` of one chess figure of one side, one square wide."""
    fill, outline, detail = FIGURE_COLOURS[side]
    paint = {
        "body": f'fill="{fill}" stroke="{outline}" stroke-width="{FIGURE_STROKE}"',
        "line": f'fill="none" stroke="{detail}" stroke-width="{FIGURE_STROKE}" stroke-linecap="round"',
        "dot": f'fill="{detail}"',
    }
    shapes = "".join(f"<{element} {attrs} {paint[kind]}/>" for kind, element, attrs in FIGURES[role])
    return (
        f'<symbol id="{ID}-{side}-{role}" class="figure" viewBox="0 0 {UNIT} {UNIT}" '
        f'stroke-linejoin="round">{shapes}</symbol>'
    )


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
