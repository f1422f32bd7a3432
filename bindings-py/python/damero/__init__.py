"""damero: the rules of draughts (English checkers, Brazilian, International) for Python.

One rules core, written in Rust, that knows where each piece may go, forces jumps, crowns, says
who won and why, reads and writes PDN notation and FEN, counts perft, and writes a whole game as
a short text for after `#` in a URL. It has no opponent and never suggests a move.

>>> import damero
>>> game = damero.Game()
>>> [m.notation for m in game.legal_moves()][:3]
['9-13', '9-14', '10-14']
>>> game.play("11-15")
<Move 11-15>
>>> game.status().turn
'white'
>>> game.to_fragment()
'v2/english/m:11-15'

>>> [v.name for v in damero.variants()][:3]
['english', 'brazilian', 'international']
>>> damero.Variant("international").squares
50

In Jupyter a `Game` shows itself as a board; `damero.svg(game, ...)` draws one with marks.
Every error is a `damero.Error` (a `ValueError`) with a `code` shared by every language.
"""

from __future__ import annotations

import collections.abc as _abc

from damero._native import (
    FRAGMENT_VERSION,
    MAX_HISTORY,
    MAX_PERFT_DEPTH,
    OPTION_KEYS,
    AmbiguousMoveError,
    Error,
    Game,
    GameOverError,
    HistoryFullError,
    IllegalMoveError,
    InvalidArgumentError,
    InvalidFenError,
    InvalidFragmentError,
    InvalidNotationError,
    InvalidOptionError,
    Move,
    Moves,
    NotAllowedError,
    NotClaimableError,
    NothingToUndoError,
    Piece,
    Status,
    UnknownVariantError,
    Variant,
    __version__,
    perft,
    variants,
)
from damero._svg import Svg, svg

_abc.Sequence.register(Moves)

__all__ = [
    "FRAGMENT_VERSION",
    "MAX_HISTORY",
    "MAX_PERFT_DEPTH",
    "OPTION_KEYS",
    "AmbiguousMoveError",
    "Error",
    "Game",
    "GameOverError",
    "HistoryFullError",
    "IllegalMoveError",
    "InvalidArgumentError",
    "InvalidFenError",
    "InvalidFragmentError",
    "InvalidNotationError",
    "InvalidOptionError",
    "Move",
    "Moves",
    "NotAllowedError",
    "NotClaimableError",
    "NothingToUndoError",
    "Piece",
    "Status",
    "Svg",
    "UnknownVariantError",
    "Variant",
    "__version__",
    "perft",
    "svg",
    "variants",
]
