"""damero: the rules of every draughts family, chess, Chess960, Reversi and Connect Four for Python.

One rules core, written in Rust, that knows where each piece may go, forces jumps, crowns, says
who won and why, reads and writes PDN, SAN and UCI notation and FEN, counts perft, and writes a
whole game as a short text for after `#` in a URL. It has no opponent and never suggests a move.

>>> import damero
>>> game = damero.Game()
>>> [m.notation for m in game.legal_moves()][:3]
['9-13', '9-14', '10-14']
>>> move = game.play("11-15")
>>> move
<Move 11-15>
>>> (move.kind, move.from_square, move.to_square, move.target)
('travel', 11, 15, 15)
>>> game.status().turn
'white'
>>> game.to_fragment()
'v2/english/m:11-15'

>>> [v.name for v in damero.variants()][:3]
['english', 'brazilian', 'international']
>>> damero.Variant("international").squares
50
>>> chess = damero.Game("chess")
>>> board = chess.geometry()
>>> (board.rows, board.columns, board.numbering, board.labels, board.shading)
(8, 8, 'from_bottom_left', 'edge', 'checkered')
>>> board.square_name(0), board.square_from_name("e4")
('a1', 28)
>>> chess.parse_move("Nf3").long, chess.legal_move_count(), chess.history()
('g1f3', 20, [])
>>> print(chess)  # doctest: +NORMALIZE_WHITESPACE
 8 r n b q k b n r
 7 p p p p p p p p
 6 . . . . . . . .
 5 . . . . . . . .
 4 . . . . . . . .
 3 . . . . . . . .
 2 P P P P P P P P
 1 R N B Q K B N R
   a b c d e f g h

On a `Game`, `variant` (what the game is) is the one property; everything read from the state of
play is a method: `turn()`, `history()`, `end()`, `options()`, `geometry()`, `status()`,
`fen()`. (`turn`, `history`, `end`, `options` and `geometry` used to be properties: read as
attributes they still work, with a `DeprecationWarning`, except `game.end is None`.)

Placement games: a disc is placed (`Move.kind == "place"`), Reversi turns the discs it flanks
(`Move.captures`) and passes when it must; `play_moves` plays a whole transcript, all or nothing.

>>> reversi = damero.Game("reversi")
>>> [m.notation for m in reversi.play_moves("f5d6c3d3c4")]
['f5', 'd6', 'c3', 'd3', 'c4']
>>> reversi.status().score
(6, 3)
>>> four = damero.Game("connect4", size="7x6")
>>> _ = four.play_moves("1212121")
>>> status = four.status()
>>> (damero.Variant("connect4").side_name(status.winner), status.reason, status.winning_line)
('red', 'four_in_a_row', [0, 7, 14, 21])
>>> damero.perft("reversi", 10), damero.perft("reversi", 10, finished="leaf")
(24571056, 24571284)

Every field of the core's moves and statuses is an attribute of `Move` and `Status`
(`MOVE_FIELDS`, `STATUS_FIELDS`; a move's `from` and `to` are `from_square` and `to_square`).
In Jupyter a `Game` shows itself as a board; `damero.svg(game, ...)` draws one with marks.
Every error is a `damero.Error` (a `ValueError`) with a `code` shared by every language.
`damero.LIMITS` holds the core's limits (`LIMITS["path"] == 32` squares, `LIMITS["move_text"]`
bytes, ...): input past one is refused with the core's error.
"""

from __future__ import annotations

import collections.abc as _abc

from damero._native import (
    FRAGMENT_VERSION,
    LIMITS,
    MAX_HISTORY,
    MAX_PERFT_DEPTH,
    MAX_PERFT_HASH_MB,
    MOVE_FIELDS,
    OPTION_KEYS,
    STATUS_FIELDS,
    AmbiguousMoveError,
    Batch,
    Error,
    FileProblem,
    Game,
    GameOverError,
    GameReader,
    GameRecord,
    Geometry,
    HistoryFullError,
    InvalidGameFileError,
    IllegalMoveError,
    InvalidArgumentError,
    InvalidFenError,
    InvalidFragmentError,
    InvalidNotationError,
    InvalidOptionError,
    Move,
    Moves,
    Node,
    NotAllowedError,
    NotClaimableError,
    NothingToUndoError,
    PerftTask,
    Piece,
    Status,
    UnknownVariantError,
    Variant,
    __version__,
    parse_games,
    perft,
    perft_tasks,
    read_games,
    split_games,
    variants,
)
from damero._learn import training_data
from damero._methods import install as _install_methods
from damero._svg import Svg, svg

_abc.Sequence.register(Moves)
_install_methods(Game)

__all__ = [
    "FRAGMENT_VERSION",
    "LIMITS",
    "MAX_HISTORY",
    "MAX_PERFT_DEPTH",
    "MAX_PERFT_HASH_MB",
    "MOVE_FIELDS",
    "OPTION_KEYS",
    "STATUS_FIELDS",
    "AmbiguousMoveError",
    "Batch",
    "Error",
    "FileProblem",
    "Game",
    "GameOverError",
    "GameReader",
    "GameRecord",
    "Geometry",
    "HistoryFullError",
    "InvalidGameFileError",
    "IllegalMoveError",
    "InvalidArgumentError",
    "InvalidFenError",
    "InvalidFragmentError",
    "InvalidNotationError",
    "InvalidOptionError",
    "Move",
    "Moves",
    "Node",
    "NotAllowedError",
    "NotClaimableError",
    "NothingToUndoError",
    "PerftTask",
    "Piece",
    "Status",
    "Svg",
    "UnknownVariantError",
    "Variant",
    "__version__",
    "parse_games",
    "perft",
    "perft_tasks",
    "read_games",
    "split_games",
    "svg",
    "training_data",
    "variants",
]
