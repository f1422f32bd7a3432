"""The board as SVG, for Jupyter and for web pages.

This module only draws, any board the core describes (8x8, 10x10, the chess board, ...), and
never asks which family a game belongs to: how many rows and columns, where each numbered square
is, which squares there are, how the squares are shaded and labelled all come from the game's
geometry (`Game.geometry()`), and what to mark from the game's own answers: the last move and its
captures (`Move`), legal destinations (`Move.target`), the pieces that must capture and the king
in check (`Status.must_capture`, `Status.checked_king`), the winning line and the score
(`Status.winning_line`, `Status.score`), and the names of the sides (`Variant.side_name`).

A board of plain squares played with discs (Reversi) is green with dark grid lines; a board whose
discs drop down its columns (`Geometry.drops`: Connect Four) is a blue frame with a round hole
per square, its columns labelled with the numbers a player types. Discs take the colours of their
side's name: black and white, or red and yellow.

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
| a disc the last move turned over (Reversi) | yellow tint on its square and a small dot on the disc |
| the disc the last move placed | yellow tint on its square and a ring on the disc |
| where the side to move may place a disc (`legal`) | a small faint disc of its colour |
| the winning line (Connect Four) | white ring with a dark rim around each of its discs |
| a king | gold crown on the piece |
| a chess king in check | red disc behind the king |

Draughts men and kings and the discs of placement games are discs (a king with a crown). Chess
pieces are figures drawn with SVG shapes (not font glyphs, which depend on the fonts of the
reader): each figure the board needs is defined once in the SVG's `<defs>` as a `<symbol>` one
square wide, and every piece is a `<use>` of it placed on its square. Which pieces are figures
follows from the roles of the game: in a game with men (draughts) a king is a crowned disc.
"""

from __future__ import annotations

import hashlib
import html
import itertools
from typing import Any, Callable, Dict, Iterable, List, Tuple, Union

from damero._native import Game, Geometry, InvalidArgumentError, Move, Piece, Variant

UNIT = 50  # one square, in SVG user units
MAX_SQUARES = 4096  # the most items of `squares` read: a board has at most 100 squares
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
# Discs by the name of their side (`Variant.side_name`): fill and outline, and the colour of the
# marks drawn on a disc (the placed ring, the turned dot), which stands out on its fill.
PIECE_COLOURS = {
    "black": ("#262626", "#000000"),
    "white": ("#f7f3ea", "#5a5a5a"),
    "red": ("#d62828", "#7a0c0c"),
    "yellow": ("#f7c815", "#8a6a00"),
}
DISC_DETAIL = {"black": "#f0f0f0", "white": "#262626", "red": "#ffffff", "yellow": "#3d2e00"}
FELT = "#338a57"  # the squares of a board played with discs (Reversi)
FELT_GRID = "#0f3d22"
FRAME = "#1f4fa3"  # the frame of a board whose discs drop (Connect Four)
HOLE = "#e9eef6"
HOLE_RIM = "#163a78"
WIN = "#ffffff"
WIN_UNDERLAY = "#0d1b2a"
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
           "rook": "rooks", "queen": "queens", "disc": "discs"}
# Names of games as a title writes them, where the variant's name does not say it.
DISPLAY_NAMES = {"connect4": "Connect Four"}

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
HOLE_RADIUS = 17.5  # a hole of a dropping board, just wider than its disc
WIN_RADIUS = 20.5  # the ring around a disc of the winning line, outside the hole
WIN_WIDTH = 2.5
WIN_UNDERLAY_WIDTH = 5.0
LEGAL_RADIUS = 7.0  # the faint disc on a square where a disc may be placed
PLACED_RADIUS = 7.0  # the ring on the disc just placed
TURNED_RADIUS = 3.5  # the dot on a disc just turned
NUMBER_SIZE = 13  # font size in units: 11.7 px at the default size
LABEL_INSET = 4  # a label's distance from the edges of its square, in units

MARKS = {
    "last-move": "the last move: yellow tint on its squares and a yellow line along its path",
    "captured": "a piece captured by the last move: red cross",
    "turned": "a disc the last move turned over: yellow tint on its square and a small dot on the disc",
    "placed": "the disc the last move placed: yellow tint on its square and a ring on the disc",
    "legal": "where the side to move may place a disc: a small faint disc of its colour",
    "winning": "the winning line: white ring with a dark rim around each of its discs",
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
    legal: bool = True,
) -> Svg:
    """Draws the board of `game` as SVG, the first player's side (White) at the bottom (the other
    side with `flipped=True`), whatever its size and numbering, all from the game's geometry
    (`game.geometry()`): its rows and columns, where each square is (Connect Four's rows bottom-up,
    Reversi's a1 at the top left), the shading (`"diagonal"`: the playing squares dark, the
    others light; `"checkered"`: alternating, a1 dark; `"plain"`: every square alike, with grid
    lines, green in a game played with discs) and the labels (`"every"`: each playing square
    carries its number; `"edge"`: column letters along the bottom row and row numbers along the
    left column, as the board is drawn; a board whose discs drop (`geometry.drops`) is a frame of
    holes with its columns numbered as a player types them). `size` is the width in pixels
    (default: 45 per column, 360 for 8x8 and 450 for 10x10).

    Marks, each optional (`damero._svg.MARKS` says how each is drawn):
      - `last_move`: tints the squares of the game's last move and crosses its captured squares;
        a placement's disc gets a ring and the discs it turned (`Move.captures` in Reversi) a
        tint and a dot; a `Move` draws that move instead (for instance one of `legal_moves()`),
        `False` none.
      - `destinations_of`: rings the piece on that square and dots the square each of its legal
        moves is made by clicking (`Move.target`; empty if it cannot move).
      - `must_capture`: frames the pieces that must capture (`status().must_capture`).
      - `legal`: marks with a small faint disc of the mover's colour every square where the side
        to move may place a disc (the `target` of each legal placement: in Connect Four the
        square the disc lands on in each column that is not full); nothing in games whose
        pieces travel (see `destinations_of`).
      - `squares`: tints any other squares (at most `MAX_SQUARES`, 4,096, are read; more raise
        `damero.InvalidArgumentError`).
    `numbers=False` leaves the labels out. A king in check (`status().checked_king`) and the
    winning line (`status().winning_line`, rings around its discs) are marked by themselves.

    Raises `TypeError` for an argument of the wrong type and `damero.InvalidArgumentError` for a
    square (`destinations_of`, `squares`, the squares of a `last_move` from another game) the
    game's board does not have.

    Chess pieces are figures drawn with SVG shapes, each defined once in `<defs>` and placed with
    `<use>` (class `piece`, its side and role, and `data-square`); other pieces are discs
    (`<circle>`, the same classes, and the colour name when it is not the side's, e.g. `red`).
    Every id in the SVG starts with a prefix made from the drawing itself, so two different
    boards on one page share no id.

    The SVG has a `<title>` (the game and who is to move, or the result, and the score where the
    game has one: `Reversi: Black to move; Black 2, White 2`) and a `<desc>` (where every piece
    stands and what each mark shows), for screen readers and as alternative text. Sides are named
    as the game names them (`Variant.side_name`: Connect Four's red and yellow). Every drawn
    element carries a `class` and, for squares, pieces, marks and labels, a `data-square`
    attribute, so a page or a test can find them.
    """
    if not isinstance(game, Game):
        raise TypeError(f"game must be a damero.Game, not {type(game).__name__}")
    if size is not None and (not isinstance(size, int) or isinstance(size, bool) or size <= 0):
        raise TypeError("size must be a positive int or None")
    if destinations_of is not None and (not isinstance(destinations_of, int) or isinstance(destinations_of, bool)):
        raise TypeError(f"destinations_of must be int or None, not {type(destinations_of).__name__}")
    if not isinstance(legal, bool):
        raise TypeError(f"legal must be bool, not {type(legal).__name__}")
    extra = list(itertools.islice(squares, MAX_SQUARES + 1))  # an endless iterator is read no further
    if len(extra) > MAX_SQUARES:
        raise InvalidArgumentError(f"squares holds more than {MAX_SQUARES} squares")
    for square in extra:
        if not isinstance(square, int) or isinstance(square, bool):
            raise TypeError(f"squares must hold ints, not {type(square).__name__}")
        game.piece_at(square)  # the core's check of the square: InvalidArgumentError if it is not one

    variant = Variant(game.variant)
    geo = game.geometry()
    rows, columns = geo.rows, geo.columns
    width = size if size is not None else PX_PER_SQUARE * columns
    style = _style(geo, variant)
    sides: Dict[str, str] = {"black": variant.side_name("black"), "white": variant.side_name("white")}

    def place(square: int) -> Tuple[int, int]:
        """The (row, column) where a square is drawn."""
        found = geo.coordinates(square)
        if found is None:  # the core's squares all have coordinates
            game.piece_at(square)  # raises the core's InvalidArgumentError
            raise AssertionError(f"square {square} of {game.variant} has no coordinates")
        row, column = found
        return (rows - 1 - row, columns - 1 - column) if flipped else (row, column)

    def corner(square: int) -> Tuple[int, int]:
        row, column = place(square)
        return column * UNIT, row * UNIT

    def centre(square: int) -> Tuple[float, float]:
        x, y = corner(square)
        return x + UNIT / 2, y + UNIT / 2

    shown: Union[Move, None] = None
    if isinstance(last_move, Move):
        shown = last_move
        for square in [*last_move.path, *last_move.captures]:
            game.piece_at(square)  # a move of another board: InvalidArgumentError, as for `squares`
    elif last_move is True:
        history = game.history()
        shown = history[-1] if history else None
    elif last_move is not False:
        raise TypeError(f"last_move must be bool or a Move, not {type(last_move).__name__}")

    status = game.status()
    board = game.board()
    capturers = status.must_capture if must_capture else []
    picked = game.completions([destinations_of]) if destinations_of is not None else []
    targets = sorted({m.target for m in picked if m.target is not None})
    checked = status.checked_king
    winning = list(status.winning_line)
    mover = sides[status.turn]
    placements = (
        sorted({m.target for m in game.legal_moves() if m.kind == "place" and m.target is not None}) if legal else []
    )

    # A board whose squares carry their numbers is described by number, any other by square name.
    names = None if geo.labels == "every" else geo
    title = _title(game, variant, status)
    desc = _description(board, shown, capturers, destinations_of, targets, extra, names, sides)
    if checked is not None:
        desc += f" {status.turn.capitalize()}'s king on {_square_words([checked], names)} is in check (red disc)."
    if status.must_pass and not status.is_over:
        desc += f" {mover.capitalize()} has no placement and must pass."
    if placements:
        if geo.drops:
            cols = sorted({column + 1 for column in (_column(geo, s) for s in placements)})
            desc += (
                f" {mover.capitalize()} may drop a disc in column{'s' if len(cols) > 1 else ''} "
                f"{_numbers(cols)} (small faint discs where it lands)."
            )
        else:
            desc += f" {mover.capitalize()} may place a disc on {_square_words(placements, names, ranges=False)} (small faint discs)."
    if winning:
        desc += f" Winning line: {_square_words(winning, names, ranges=False)} (white rings)."
    if status.score is not None:
        desc += f" Score: {_score(status.score, sides)}."
    out: List[str] = []

    # The squares, each from the geometry's shading (a frame with holes where discs drop).
    dark_parity = _dark_parity(geo)
    for row in range(rows):
        for column in range(columns):
            r, c = (rows - 1 - row, columns - 1 - column) if flipped else (row, column)
            here = geo.square_at(r, c)
            attrs = "" if here is None else f' data-square="{here}"'
            if style == "holes":
                kind, fill = "plain frame", FRAME
            elif style == "felt":
                kind, fill = "plain", FELT
                attrs += f' stroke="{FELT_GRID}" stroke-width="1"'
            elif geo.shading == "plain":
                kind, fill = "plain", DARK
                attrs += f' stroke="{GRID}" stroke-width="1"'
            elif geo.shading == "checkered":
                kind, fill = ("dark", DARK) if (r + c) % 2 == dark_parity else ("light", LIGHT)
            else:  # "diagonal", and any shading to come: the playing squares dark
                kind, fill = ("dark", DARK) if here is not None else ("light", LIGHT)
            out.append(
                f'<rect class="square {kind}"{attrs} x="{column * UNIT}" y="{row * UNIT}" '
                f'width="{UNIT}" height="{UNIT}" fill="{fill}"/>'
            )
            if style == "holes":
                out.append(
                    f'<circle class="hole"{attrs} cx="{column * UNIT + UNIT / 2}" cy="{row * UNIT + UNIT / 2}" '
                    f'r="{HOLE_RADIUS}" fill="{HOLE}" stroke="{HOLE_RIM}" stroke-width="1.5"/>'
                )

    def tint(square: int, colour: str, kind: str) -> None:
        x, y = corner(square)
        out.append(
            f'<rect class="{kind}" data-square="{square}" x="{x}" y="{y}" width="{UNIT}" '
            f'height="{UNIT}" fill="{colour}" fill-opacity="0.6"/>'
        )

    # A placement's captures are the discs it turns over: they stay on the board.
    turned = list(shown.captures) if shown is not None and shown.kind == "place" else []
    crossed = list(shown.captures) if shown is not None and shown.kind != "place" else []
    if shown is not None:
        for square in shown.path:
            tint(square, MOVE_TINT, "last-move")
    for square in turned:
        tint(square, MOVE_TINT, "turned")
    for square in extra:
        tint(square, EXTRA_TINT, "highlight")

    if shown is not None and len(shown.path) >= 2:
        points = " ".join(f"{x},{y}" for x, y in map(centre, shown.path))
        out.append(
            f'<polyline class="route" points="{points}" fill="none" stroke="{MOVE_TINT}" '
            f'stroke-width="4" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.9"/>'
        )

    # A king in check: a red disc behind it, fading towards the square's edge.
    defs: List[str] = []
    if checked is not None:
        defs.append(
            f'<radialGradient id="{ID}-check"><stop offset="0" stop-color="{CHECK}"/>'
            f'<stop offset="0.55" stop-color="{CHECK}" stop-opacity="0.85"/>'
            f'<stop offset="1" stop-color="{CHECK}" stop-opacity="0"/></radialGradient>'
        )
        cx, cy = centre(checked)
        out.append(f'<circle class="check" data-square="{checked}" cx="{cx}" cy="{cy}" r="{UNIT / 2}" fill="url(#{ID}-check)"/>')

    # The pieces: figures as <use> of their symbol (chess), the others as discs, a king with a
    # crown in a game with men (draughts).
    with_men = Piece("white", "man").symbol(variant) is not None

    def is_figure(role: str) -> bool:
        return role in FIGURES and not (with_men and role == "king")

    figures = sorted({(p.side, p.role) for p in board.values() if is_figure(p.role)})
    defs += [_figure(side, role) for side, role in figures]
    for square, piece in board.items():
        out.append(_piece(piece.side, piece.role, square, corner(square), is_figure(piece.role), sides[piece.side]))

    def on_disc(square: int, kind: str, radius: float, filled: bool) -> None:
        """A mark on the disc standing on `square`, in the colour that stands out on it."""
        piece = board.get(square)
        if piece is None:
            return
        colour = DISC_DETAIL.get(sides[piece.side], NUMBER_OUTLINE)
        cx, cy = centre(square)
        paint = f'fill="{colour}"' if filled else f'fill="none" stroke="{colour}" stroke-width="2.5"'
        out.append(f'<circle class="{kind}" data-square="{square}" cx="{cx}" cy="{cy}" r="{radius}" {paint}/>')

    if shown is not None:
        # A move that was played has left its start square: a piece standing on a captured square
        # is the capturer (chess), with no cross over it.
        played = shown.from_square is not None and shown.from_square not in board
        for square in crossed:
            if played and square in board:
                continue
            cx, cy = centre(square)
            d = UNIT * 0.22
            out.append(
                f'<path class="captured" data-square="{square}" d="M{cx - d},{cy - d}L{cx + d},{cy + d}'
                f'M{cx - d},{cy + d}L{cx + d},{cy - d}" stroke="{MUST_CAPTURE}" stroke-width="5" '
                f'stroke-linecap="round"/>'
            )
        if shown.kind == "place":
            for square in shown.path:
                on_disc(square, "placed", PLACED_RADIUS, False)
            for square in turned:
                on_disc(square, "turned-dot", TURNED_RADIUS, True)

    # Where the side to move may place a disc: a small faint disc of its colour.
    fill, stroke = PIECE_COLOURS.get(mover, PIECE_COLOURS["black"])
    for square in placements:
        cx, cy = centre(square)
        out.append(
            f'<circle class="legal" data-square="{square}" cx="{cx}" cy="{cy}" r="{LEGAL_RADIUS}" '
            f'fill="{fill}" fill-opacity="0.5" stroke="{stroke}" stroke-width="1.5"/>'
        )

    # The winning line: a white ring on a dark rim around each of its discs.
    for square in winning:
        cx, cy = centre(square)
        ring = f'cx="{cx}" cy="{cy}" r="{WIN_RADIUS}" fill="none"'
        out.append(
            f'<g class="winning" data-square="{square}">'
            f'<circle {ring} stroke="{WIN_UNDERLAY}" stroke-width="{WIN_UNDERLAY_WIDTH}"/>'
            f'<circle {ring} stroke="{WIN}" stroke-width="{WIN_WIDTH}"/></g>'
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

    # The labels last, so no mark hides them: white with a dark outline, readable on any square.
    if numbers:
        for square, kind, text in _labels(geo, place):
            x, y = corner(square)
            if kind in ("file", "column"):  # the bottom right corner
                at = f'x="{x + UNIT - LABEL_INSET}" y="{y + UNIT - LABEL_INSET}" text-anchor="end"'
            else:  # a number or a rank: the top left corner
                at = f'x="{x + LABEL_INSET}" y="{y + LABEL_INSET + NUMBER_SIZE * 0.8:g}"'
            out.append(
                f'<text class="label {kind}" data-square="{square}" {at} '
                f'font-size="{NUMBER_SIZE}" font-weight="bold" font-family="sans-serif" '
                f'fill="{NUMBER_FILL}" stroke="{NUMBER_OUTLINE}" stroke-width="3" '
                f'stroke-linejoin="round" paint-order="stroke">{html.escape(text)}</text>'
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


def _style(geo: Geometry, variant: Variant) -> str:
    """How the squares are drawn: `"holes"` (a frame with a hole per square, where discs drop
    down the columns: `geo.drops`), `"felt"` (plain squares of a game played with discs: green),
    else the geometry's shading."""
    if geo.drops:
        return "holes"
    if geo.shading == "plain" and Piece("white", "disc").symbol(variant) is not None:
        return "felt"
    return geo.shading


def _column(geo: Geometry, square: int) -> int:
    """The column of a square on the board, from 0 at the left."""
    found = geo.coordinates(square)
    return found[1] if found is not None else 0


def _score(score: Tuple[int, int], sides: Dict[str, str]) -> str:
    """`Black 2, White 2`: a `(black, white)` score with the sides' names."""
    black, white = score
    return f"{sides['black'].capitalize()} {black}, {sides['white'].capitalize()} {white}"


def _dark_parity(geo: Geometry) -> int:
    """`(row + column) % 2` of the dark squares of a checkered board: those of a1's colour, a1
    being dark (the bottom left square when the board has no a1)."""
    a1 = geo.square_from_name("a1")
    found = geo.coordinates(a1) if a1 is not None else None
    row, column = found if found is not None else (geo.rows - 1, 0)
    return (row + column) % 2


def _labels(geo: Geometry, place: Callable[[int], Tuple[int, int]]) -> List[Tuple[int, str, str]]:
    """`(square, kind, text)` of every label the geometry asks for. `"every"`: each playing
    square carries its number (kind `number`). `"edge"`: the squares of the bottom row, as drawn,
    carry their column's letter (kind `file`) and those of the left column their row's number
    (kind `rank`), both taken from the square's name; the corner square carries both. On a board
    whose discs drop (`geo.drops`), where a move is a column, the bottom row carries the
    column's number as a player types it, from 1 at the left (kind `column`)."""
    out: List[Tuple[int, str, str]] = []
    for square in geo.square_numbers():
        if geo.labels == "every":
            out.append((square, "number", str(square)))
            continue
        row, column = place(square)
        name = geo.square_name(square) or ""
        letters = name.rstrip("0123456789")
        if column == 0 and name[len(letters):]:
            out.append((square, "rank", name[len(letters):]))
        if row == geo.rows - 1 and geo.drops:
            out.append((square, "column", str(_column(geo, square) + 1)))
        elif row == geo.rows - 1 and letters:
            out.append((square, "file", letters))
    return out


def _game_name(variant: Variant) -> str:
    """`English draughts`, `Chess`, `Chess960`: the game as a title names it. Draughts variants are
    named by their country or style, other games by their own name."""
    name = DISPLAY_NAMES.get(variant.name, variant.name.capitalize())
    return f"{name} draughts" if variant.family == "draughts" else name


def _title(game: Game, variant: Variant, status: Any) -> str:
    """`English draughts: Black to move`, or the result, with the sides as the game names them
    (`Connect Four: Red to move`) and the score where the game has one (`Reversi: Black to move;
    Black 2, White 2`)."""
    name = _game_name(variant)
    reason = (status.reason or "").replace("_", " ")
    sides = {"black": variant.side_name("black").capitalize(), "white": variant.side_name("white").capitalize()}
    if status.state == "win":
        text = f"{name}: {sides[status.winner]} has won ({reason})"
    elif status.state == "draw":
        text = f"{name}: drawn ({reason})"
    elif status.must_pass:
        text = f"{name}: {sides[status.turn]} must pass"
    else:
        text = f"{name}: {sides[status.turn]} to move"
    if status.score is not None:
        text += f"; {_score(status.score, sides)}"
    return text


def _square_words(numbers: List[int], names: Union[Geometry, None], ranges: bool = True) -> str:
    """Squares in words: by name (`e4, f5`) when `names` (the board) is given, else by number
    (`1-12, 14`, runs of three or more as a range when `ranges`)."""
    if names is not None:
        return ", ".join(str(names.square_name(n)) for n in sorted(set(numbers)))
    return _numbers(numbers, ranges)


def _description(
    board: Dict[int, Any],
    shown: Union[Move, None],
    capturers: List[int],
    picked: Union[int, None],
    targets: List[int],
    extra: List[int],
    names: Union[Geometry, None] = None,
    sides: Union[Dict[str, str], None] = None,
) -> str:
    """Where every piece stands and what each mark on the board shows, in sentences; squares by
    number, or by name when `names` (the board) is given; each side by its name in `sides`
    (`{"black": "red", ...}`: `Variant.side_name`), by default its own."""

    def _squares(numbers: List[int], ranges: bool = True) -> str:
        return _square_words(numbers, names, ranges)

    roles = list(PLURALS) + sorted({p.role for p in board.values()} - set(PLURALS))
    parts = []
    for side in ("black", "white"):
        groups = []
        for role in roles:
            found = [s for s, p in board.items() if p.side == side and p.role == role]
            if found:
                groups.append(f"{PLURALS.get(role, role + 's')} on {_squares(found)}")
        named = (sides or {}).get(side, side)
        parts.append(f"{named.capitalize()}: {'; '.join(groups) if groups else 'no pieces'}.")
    if shown is not None and shown.kind == "pass":
        parts.append("Last move: a pass.")
    elif shown is not None and shown.kind == "place":
        where = _squares(list(shown.path), ranges=False)
        what = f"Last move {shown.notation}" + ("" if where == shown.notation else f", on {where}")
        marks = ["yellow tint"]
        if all(square in board for square in shown.path):  # played: the disc is there
            marks.append("a ring on the disc placed")
        if shown.captures:
            what += f", turning {_squares(list(shown.captures), ranges=False)}"
            marks.append("a dot on each disc turned")
        parts.append(f"{what} ({'; '.join(marks)}).")
    elif shown is not None:
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


def _piece(side: str, role: str, square: int, at: Tuple[int, int], figure: bool, colour: Union[str, None] = None) -> str:
    """One piece on the square whose top left corner is `at`: a `<use>` of its figure (chess),
    or a disc (draughts men, the discs of placement games, and any role without a figure), with
    a crown on a draughts king (a `"king"` that is not a figure). A disc takes the colours of
    `colour`, the side's name in its game (`Variant.side_name`: `"red"`, `"yellow"`), which joins
    its classes when it differs from the side."""
    x, y = at
    if figure:
        return (
            f'<use class="piece {side} {role}" data-square="{square}" '
            f'href="#{ID}-{side}-{role}" x="{x}" y="{y}" width="{UNIT}" height="{UNIT}"/>'
        )
    cx, cy = x + UNIT / 2, y + UNIT / 2
    colour = colour or side
    fill, stroke = PIECE_COLOURS.get(colour, PIECE_COLOURS[side])
    classes = f"piece {side} {role}" + (f" {colour}" if colour != side else "")
    disc = (
        f'<circle class="{classes}" data-square="{square}" cx="{cx}" cy="{cy}" '
        f'r="{PIECE_RADIUS}" fill="{fill}" stroke="{stroke}" stroke-width="{PIECE_STROKE}"/>'
    )
    return disc + (_crown(cx, cy, square) if role == "king" else "")


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
