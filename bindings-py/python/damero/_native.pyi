"""Type stubs of the native module `damero._native` (Rust, pyo3). Import from `damero` instead."""

import os
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from types import TracebackType
from typing import IO, Any, ClassVar, Final, Literal, Protocol, TypedDict, final, overload

import numpy as np
from numpy.typing import NDArray
from typing_extensions import Unpack

__all__ = [
    "__version__",
    "OPTION_KEYS",
    "MAX_PERFT_DEPTH",
    "MAX_PERFT_HASH_MB",
    "MAX_HISTORY",
    "FRAGMENT_VERSION",
    "MOVE_FIELDS",
    "STATUS_FIELDS",
    "LIMITS",
    "limit_table",
    "Game",
    "Batch",
    "GameReader",
    "GameRecord",
    "Node",
    "FileProblem",
    "read_games",
    "parse_games",
    "split_games",
    "Geometry",
    "Move",
    "Moves",
    "Piece",
    "PerftTask",
    "Status",
    "Variant",
    "perft",
    "perft_tasks",
    "variants",
    "error_codes",
    "codes",
    "Error",
    "InvalidNotationError",
    "IllegalMoveError",
    "AmbiguousMoveError",
    "InvalidFenError",
    "InvalidFragmentError",
    "UnknownVariantError",
    "InvalidOptionError",
    "GameOverError",
    "NothingToUndoError",
    "NotClaimableError",
    "NotAllowedError",
    "InvalidArgumentError",
    "HistoryFullError",
    "InvalidGameFileError",
]

__version__: Final[str]
"""The version of the package (the core's, `0.1.0`)."""
OPTION_KEYS: Final[list[str]]
"""Every option key of any variant, in the order of their text form; a variant takes the ones
`Variant.option_keys` lists."""
MAX_PERFT_DEPTH: Final[int]
"""The deepest perft accepted (64 plies); deeper is an InvalidArgumentError."""
MAX_PERFT_HASH_MB: Final[int]
"""The most megabytes of transposition table a perft may ask for (`hash=`)."""
MAX_HISTORY: Final[int]
"""The most moves a game holds (5,000); one more is a HistoryFullError."""
FRAGMENT_VERSION: Final[int]
"""The format version `Game.to_fragment()` writes; `Game.from_fragment()` reads it and every
earlier one."""
MOVE_FIELDS: Final[list[str]]
"""The public fields of a move, in the order every language lists them (`Move` has each, `from`
and `to` as `from_square` and `to_square`)."""
STATUS_FIELDS: Final[list[str]]
"""The public fields of a status, in the order every language lists them (each an attribute of
`Status`)."""
LIMITS: Final[Mapping[str, int]]
"""The core's limits by name (read-only): `path` (squares), `move_text`, `notation`, `moves_text`,
`option_text`, `fen`, `fragment`, `name` (bytes), `history`, `perft_depth` (plies),
`perft_threads`, `quote` (characters quoted in a message). Input past one is refused with the
core's error."""

class _LimitRow(TypedDict):
    name: str
    value: int
    unit: str
    what: str

_SideName = Literal["black", "white"]
_StateName = Literal["ongoing", "win", "draw"]
_RoleName = Literal["man", "king", "pawn", "knight", "bishop", "rook", "queen", "disc"]
_MoveKind = Literal["travel", "place", "pass"]
_ReasonCode = Literal[
    "no_pieces",
    "no_moves",
    "resignation",
    "agreement",
    "repetition",
    "move_limit",
    "endgame",
    "checkmate",
    "stalemate",
    "insufficient_material",
    "fivefold_repetition",
    "seventy_five_moves",
    "most_discs",
    "equal_discs",
    "four_in_a_row",
    "board_full",
]
_DrawKindCode = Literal["repetition", "move_limit", "endgame"]
_FamilyName = Literal["draughts", "chess", "placement"]
_Numbering = Literal["pdn", "mirrored", "mirrored_from_white", "all_squares", "from_bottom_left", "from_top_left"]
_Labels = Literal["edge", "every"]
_Shading = Literal["diagonal", "checkered", "plain"]
_Duplicates = Literal["keep", "drop"]
_Finished = Literal["ignore", "leaf"]
_SideLabel = Literal["black", "white", "red", "yellow"]
_OnOff = Literal["on", "off"]
_First = Literal["black", "white"]
_Capture = Literal["mandatory", "optional"]
_Start = Literal["othello", "free"]
_Scoring = Literal["discs", "wof"]

class _Options(TypedDict, total=False):
    """The options as keyword arguments, each the core's option text (`OPTION_KEYS`; each variant
    takes its own keys, `Variant.option_keys`)."""

    first: _First
    capture: _Capture
    repetition: str  # off, warn<N>, claim<N>, auto<N>, claim<N>_auto<M>, ...
    move_limit: str  # none, <mode><N>m, <mode><N>p, claim<N>m_auto<M>m, ...
    agreement: _OnOff | bool
    resignation: _OnOff | bool
    endgame: str  # none, <mode><L>_<S>
    endgame_balance: str  # none, <S>_<L>
    size: str  # columns x rows, "7x6", or one number for a square board, "8"
    start: _Start
    scoring: _Scoring

@final
class Move:
    """A legal move: kind, notation, start and end squares, the square clicked, path, captured
    squares, promotion (the fields of `MOVE_FIELDS`, `from`/`to` as `from_square`/`to_square`)."""

    @property
    def kind(self) -> _MoveKind:
        """`"travel"` (a piece moves), `"place"` (a disc is put down) or `"pass"`."""
    @property
    def notation(self) -> str:
        """PDN (`"11-15"`, `"15x24"`, the whole route `"10x19x26"` when needed) or SAN (`"Nf3"`)."""
    @property
    def long(self) -> str:
        """Every square of the path (`"10x19x26"`, `"11-15"` for a step) or UCI (`"e2e4"`)."""
    @property
    def from_square(self) -> int | None:
        """The square the piece leaves; None for a placement and a pass."""
    @property
    def to_square(self) -> int | None:
        """The square the piece ends on or the disc is put on; None for a pass."""
    @property
    def target(self) -> int | None:
        """The square a player clicks to make the move (the last of `path`; chess castling: the
        square its UCI text names); None for a pass."""
    @property
    def path(self) -> list[int]:
        """The start square, then every square the piece lands on; one square for a placement,
        none for a pass."""
    @property
    def captures(self) -> list[int]:
        """The captured squares in jump order (Reversi: the discs turned); empty for a step."""
    @property
    def promotion(self) -> _RoleName | None:
        """The role the piece takes on (`"king"` when a man is crowned), or None."""
    @property
    def is_capture(self) -> bool:
        """Whether the move captures."""
    def __eq__(self, other: object, /) -> bool: ...
    def __ne__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...
    def __copy__(self) -> Move: ...
    def __deepcopy__(self, memo: Any, /) -> Move: ...

@final
class Piece:
    """A piece: its side and its role."""

    def __new__(cls, side: _SideName, role: _RoleName = "man") -> Piece: ...
    @classmethod
    def from_symbol(cls, symbol: str, variant: str | Variant = "english") -> Piece:
        """The piece a letter stands for in `variant` (draughts `bBwW`, chess `PNBRQKpnbrqk`,
        Reversi `XO`, Connect Four `ry`)."""
    @property
    def side(self) -> _SideName:
        """`"black"` or `"white"`."""
    @property
    def role(self) -> _RoleName:
        """`"man"` or `"king"` in draughts, the six chess roles, `"disc"` in placement games."""
    def symbol(self, variant: str | Variant = "english") -> str | None:
        """The piece's letter in `variant`, or None if that game has no such piece."""
    def __eq__(self, other: object, /) -> bool: ...
    def __ne__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...
    def __copy__(self) -> Piece: ...
    def __deepcopy__(self, memo: Any, /) -> Piece: ...
    def __reduce__(self) -> tuple[Any, tuple[str, str]]: ...

@final
class Status:
    """A snapshot of the state of a game."""

    @property
    def state(self) -> _StateName:
        """`"ongoing"`, `"win"` or `"draw"`."""
    @property
    def winner(self) -> _SideName | None:
        """The winner of a won game."""
    @property
    def reason(self) -> _ReasonCode | None:
        """Why the game ended; `None` while it goes on."""
    @property
    def turn(self) -> _SideName:
        """The side to move."""
    @property
    def must_capture(self) -> list[int]:
        """Squares of the pieces that must capture, ascending."""
    @property
    def must_pass(self) -> bool:
        """Whether the side to move must pass (Reversi); always False in draughts and chess."""
    @property
    def repetitions(self) -> int:
        """Occurrences of the current position, this one included."""
    @property
    def reversible_plies(self) -> int:
        """Plies since the last capture or man move."""
    @property
    def endgame_plies(self) -> int:
        """Plies since the material last changed (what the endgame option counts)."""
    @property
    def claimable(self) -> list[_DrawKindCode]:
        """Draws that may be claimed now."""
    @property
    def warnings(self) -> list[_DrawKindCode]:
        """Draw rules in warn mode whose condition holds now."""
    @property
    def in_check(self) -> bool:
        """Whether the side to move is in check (always False in draughts)."""
    @property
    def checkers(self) -> list[int]:
        """Squares of the pieces giving check (always empty in draughts)."""
    @property
    def checked_king(self) -> int | None:
        """The square of the king in check, if the side to move is in check."""
    @property
    def score(self) -> tuple[int, int] | None:
        """`(black, white)` discs in games scored by discs (Reversi): the discs on the board, the
        final score (with `scoring="wof"` the empty squares to the winner) once the game ended by
        the rules; None in other games."""
    @property
    def winning_line(self) -> list[int]:
        """The squares of the line that won (Connect Four), ascending; empty otherwise."""
    @property
    def move_number(self) -> int:
        """The number of the move to be played next, as a move list numbers it."""
    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
    def __eq__(self, other: object, /) -> bool: ...
    def __ne__(self, other: object, /) -> bool: ...
    __hash__: ClassVar[None]  # type: ignore[assignment]

@final
class Variant:
    """A variant: name, family, board geometry, square names and options."""

    def __new__(cls, name: str | Variant) -> Variant: ...
    @property
    def name(self) -> str:
        """The variant's name."""
    @property
    def family(self) -> _FamilyName:
        """The family of games: `"draughts"`, `"chess"` or `"placement"`."""
    @property
    def geometry(self) -> Geometry:
        """The variant's default board (`Game.geometry()` is the board of a game)."""
    @property
    def rows(self) -> int:
        """Rows of the default board."""
    @property
    def columns(self) -> int:
        """Columns of the default board."""
    @property
    def squares(self) -> int:
        """Number of playing squares of the default board."""
    @property
    def first_square(self) -> int:
        """The lowest square number of the default board."""
    @property
    def option_keys(self) -> list[str]:
        """The option keys this variant accepts."""
    @property
    def default_options(self) -> dict[str, str]:
        """The default text value of each option."""
    def geometry_for(self, option_text: str | None = None, **options: Unpack[_Options]) -> Geometry:
        """The board of a game of this variant with these options (a placement game's `size`);
        InvalidOptionError for options the variant does not take."""
    def side_name(self, side: _SideName, /) -> _SideLabel:
        """The name a board shows for a side: `"black"`/`"white"`, in Connect Four `"red"` (Black,
        first) and `"yellow"` (White); InvalidArgumentError for another side."""
    def square_numbers(self) -> list[int]:
        """Every square number, in order."""
    def square_name(self, square: int) -> str:
        """The algebraic name of a square (`"b8"`); InvalidArgumentError for a square the board
        lacks (0 of a draughts board, 64 of chess)."""
    def square_from_name(self, name: str) -> int | None:
        """The square with an algebraic name, or None."""
    def coordinates(self, square: int) -> tuple[int, int] | None:
        """`(row, column)` of a square, row 0 at the top as White sees the board."""
    def square_at(self, row: int, column: int) -> int | None:
        """The square at a row and column, or None."""
    def __eq__(self, other: object, /) -> bool: ...
    def __ne__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...
    def __copy__(self) -> Variant: ...
    def __deepcopy__(self, memo: Any, /) -> Variant: ...
    def __reduce__(self) -> tuple[Any, tuple[str]]: ...

@final
class Geometry:
    """A board: size, numbering, square names and how it is drawn. Read-only."""

    @property
    def rows(self) -> int:
        """Rows of the board."""
    @property
    def columns(self) -> int:
        """Columns of the board."""
    @property
    def numbering(self) -> _Numbering:
        """How the squares are numbered."""
    @property
    def labels(self) -> _Labels:
        """`"every"` square carries its number, or `"edge"`: letters and numbers at the edges."""
    @property
    def shading(self) -> _Shading:
        """`"diagonal"`, `"checkered"` or `"plain"`."""
    @property
    def drops(self) -> bool:
        """Whether a piece falls to the lowest empty square of its column (Connect Four)."""
    @property
    def squares(self) -> int:
        """Number of playing squares."""
    @property
    def first_square(self) -> int:
        """The lowest square number."""
    @property
    def last_square(self) -> int:
        """The highest square number."""
    def square_numbers(self) -> list[int]:
        """Every square number, in order."""
    def square_name(self, square: int) -> str:
        """The algebraic name of a square (`"b8"`); InvalidArgumentError for a square the board
        lacks."""
    def square_from_name(self, name: str) -> int | None:
        """The square with an algebraic name, or None."""
    def coordinates(self, square: int) -> tuple[int, int] | None:
        """`(row, column)` of a square, row 0 at the top, or None."""
    def square_at(self, row: int, column: int) -> int | None:
        """The square at a row and column, or None."""
    def __eq__(self, other: object, /) -> bool: ...
    def __ne__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...
    def __copy__(self) -> Geometry: ...
    def __deepcopy__(self, memo: Any, /) -> Geometry: ...

@final
class Moves(Sequence[Move]):
    """The legal moves of a position: an immutable sequence of `Move`, sorted by path."""

    def __len__(self) -> int: ...
    @overload
    def __getitem__(self, index: int, /) -> Move: ...
    @overload
    def __getitem__(self, index: slice, /) -> list[Move]: ...
    def __iter__(self) -> Iterator[Move]: ...
    def __reversed__(self) -> Iterator[Move]: ...
    def __contains__(self, item: object, /) -> bool: ...
    def index(self, move: object, /) -> int:  # type: ignore[override]
        """The place of `move`; ValueError when it is not there."""
    def count(self, move: object, /) -> int:
        """How many times `move` is there (0 or 1)."""
    def __eq__(self, other: object, /) -> bool: ...
    def __ne__(self, other: object, /) -> bool: ...
    __hash__: ClassVar[None]  # type: ignore[assignment]

@final
class Game:
    """A game: position, moves, options and how it ended.

    `variant` (what the game is; it never changes) is the one property; everything read from the
    state of play is a method (`turn()`, `history()`, `end()`, `options()`, `geometry()`,
    `status()`, `fen()`, ...), as in JavaScript. `turn`, `history`, `end`, `options` and
    `geometry` used to be properties: read as attributes they still work at run time, with a
    `DeprecationWarning` (type checkers flag them), except `game.end is None`, which is never
    true of the attribute: write `game.end() is None`."""

    def __new__(cls, variant: str | Variant = "english", option_text: str | None = None, **options: Unpack[_Options]) -> Game: ...
    @staticmethod
    def from_fen(variant: str | Variant, fen: str, option_text: str | None = None, **options: Unpack[_Options]) -> Game:
        """A game from a position in the variant's FEN (draughts PDN FEN, chess FEN, Reversi Edax's
        board string, Connect Four rows from the top); a placement FEN sets the board's size."""
    @staticmethod
    def from_fragment(fragment: str) -> Game:
        """The game a fragment describes."""
    @property
    def variant(self) -> str:
        """The variant's name."""
    def options(self) -> dict[str, str]:
        """Every option's text value (a new dict)."""
    def turn(self) -> _SideName:
        """The side to move."""
    def ply(self) -> int:
        """How many moves have been played: `len(history())`, without building the list."""
    def history(self) -> list[Move]:
        """The moves played so far (a new list)."""
    def end(self) -> str | None:
        """The event that ended the game without a move (`"agree"`, `"resign-black"`,
        `"claim-repetition"`, ...), or None."""
    def geometry(self) -> Geometry:
        """The board this game is played on."""
    def move_number(self, ply: int, /) -> int | None:
        """The number of the move at `ply` of `history()` (or the next, at `len(history())`);
        None past that; InvalidArgumentError for a negative ply."""
    def legal_moves(self) -> Moves:
        """Every legal move, sorted by path."""
    def legal_move_count(self) -> int:
        """How many legal moves there are (0 once the game is over), without building them."""
    def parse_move(self, text: str, /) -> Move:
        """The legal move that move text names (as `play()` reads it), without playing it; the game
        never changes. Raises as `play()` does (InvalidNotationError, IllegalMoveError,
        AmbiguousMoveError, GameOverError)."""
    def completions(self, prefix: Iterable[int]) -> Moves:
        """The legal moves whose path starts with `prefix`."""
    def play(self, move: str | Move | Iterable[int], /) -> Move:
        """Plays a move given as text, a Move, or a path (prefix; a placement's one square, a pass
        `[]`); sets, dicts and bytes raise TypeError. Text over `LIMITS["move_text"]` bytes is
        InvalidNotationError, a path over `LIMITS["path"]` squares InvalidArgumentError naming its
        length."""
    def play_moves(self, text: str, /) -> list[Move]:
        """Plays a whole sequence (`"11-15 23-19"`, Reversi `"f5d6c3"`, Connect Four `"4453"`),
        forced passes implied; all or nothing: on an error the game is unchanged and the message
        names the move that failed. Returns the moves played, passes included."""
    def play_and_claim(
        self, move: str | Move | Iterable[int], /, claim: _DrawKindCode | None = None
    ) -> tuple[Move, _DrawKindCode]:
        """Plays a move and claims a draw with it; NotClaimableError (and no move) when none can be."""
    def undo(self) -> Move | None:
        """Takes back the last move, or the event that ended the game (returns None)."""
    def fen(self) -> str:
        """The current position in the variant's FEN."""
    def start_fen(self) -> str:
        """The start position in the variant's FEN."""
    def board(self) -> dict[int, Piece]:
        """The occupied squares and their pieces."""
    def piece_at(self, square: int) -> Piece | None:
        """The piece on a square, or None; InvalidArgumentError for a square the board lacks."""
    def status(self) -> Status:
        """The state of the game."""
    def agree_draw(self) -> None:
        """Ends the game as a draw by agreement."""
    def resign(self, side: _SideName) -> None:
        """That side resigns."""
    def claim_draw(self, kind: _DrawKindCode | None = None) -> _DrawKindCode:
        """Claims a draw; returns the kind claimed."""
    def to_fragment(self) -> str:
        """The whole game as text for after `#` in a URL."""
    def perft(
        self,
        depth: int,
        duplicates: _Duplicates = "keep",
        threads: int | None = None,
        progress: Callable[[Move, int, int, int], object] | None = None,
        *,
        finished: _Finished = "ignore",
        hash: int = 0,
    ) -> int:
        """Perft of the current position on `threads` threads (None: every core); `finished="leaf"`
        counts a game over before the depth as a leaf (placement games only); `hash` megabytes of
        transposition table (0: none); Ctrl-C interrupts it."""
    def perft_tasks(self, depth: int, split: int, duplicates: _Duplicates = "keep") -> list[PerftTask]:
        """Perft `depth` of the current position split into independent tasks (every position
        `split` plies below, once, with its weight); their `count()` add up to `perft(depth)`."""
    def action_count(self) -> int:
        """The number of action ids: every id is below it. Chess and Chess960 4,672 (AlphaZero's
        8 x 8 x 73 as pgx numbers them), Reversi cells + 1 (65; the square `row * columns +
        column` from a1 at the top left as OpenSpiel, the last id the pass), Connect Four the
        columns (7), draughts squares² × 8 (`(from * squares + to) * 8 + route`, the board seen
        from the side to move)."""
    def legal_actions(self) -> list[int]:
        """The ids of the legal moves, sorted, one per legal move; empty once the game is over.
        Raises `NotAllowedError` only for a draughts position with more capture routes between
        the same two squares than ids tell apart (8)."""
    def play_action(self, action: int, /) -> Move:
        """Plays the legal move whose id is `action` and returns it. Raises
        `InvalidArgumentError` for an id that is negative or not below `action_count()`,
        `IllegalMoveError` naming the game and the id (`"chess: action 0 is not legal now"`),
        `GameOverError` after the end and `TypeError` for a non-`int`; the game is then unchanged."""
    def action_of(self, move: Move | str, /) -> int:
        """The id of a legal move (a `Move`, or move text as `play()` reads it):
        `play_action(action_of(m))` plays `m`. Raises `IllegalMoveError` for a move that is not
        legal now, `GameOverError` after the end, `parse_move()`'s errors for text, `TypeError`
        for anything else."""
    def action_mask(self, out: NDArray[np.bool_] | None = None) -> NDArray[np.bool_]:
        """The legal-action mask, `bool` of shape `(action_count(),)`: `mask[id]` exactly for the
        ids of `legal_actions()`. Written into `out` when given (a writable C-contiguous `bool`
        array of that shape; nothing allocated) and returned. `TypeError` when `out` is not a
        numpy array, `InvalidArgumentError` for its dtype, shape, order or a read-only array."""
    def observation_shape(self) -> tuple[int, int, int]:
        """`(rows, columns, planes)` of `observe()`: chess 8 x 8 x 119 (pgx's), Reversi and
        Connect Four rows x columns x 2 (pgx's), draughts rows x columns x 9."""
    def observe(self, out: NDArray[np.float32] | None = None) -> NDArray[np.float32]:
        """The position as `float32` planes of `observation_shape()`, channel-last, seen from the
        side to move (chess: its pieces first, its back rank at the bottom; draughts: turned
        half a turn for Black; placement: its discs, then the other side's). Written into `out`
        when given (a writable C-contiguous `float32` array of that shape; nothing allocated) and
        returned; raises as `action_mask()` does for a bad `out`."""
    def to_pgn(self, headers: Mapping[str, str] | None = None, **tags: str) -> str:
        """The game as PGN (chess, Chess960): the seven-tag roster, `Variant` and `SetUp`/`FEN` where
        needed, the other tags as given (keywords, and `headers` for names that are not
        identifiers), the moves, the result from the status; it reads back as the same game.
        InvalidArgumentError for another family, a tag given twice or not a tag name, a `Result`
        that is not the game's own, tags or options that would make the file another game."""
    def to_pdn(self, headers: Mapping[str, str] | None = None, **tags: str) -> str:
        """The game as PDN 3.0 (draughts), with its `GameType`; as `to_pgn()` otherwise."""
    def copy(self) -> Game:
        """An independent copy."""
    def __copy__(self) -> Game: ...
    def __deepcopy__(self, memo: Any, /) -> Game: ...
    def __reduce__(self) -> tuple[Any, tuple[str]]: ...
    def _repr_svg_(self) -> str: ...
    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, str]: ...
    def __str__(self) -> str:
        """The board as text in the variant's letters: chess and Reversi with rank numbers on the
        left and file letters below, Connect Four with its column numbers below, draughts with
        the first square of each row on the right."""
    def __eq__(self, other: object, /) -> bool: ...
    def __ne__(self, other: object, /) -> bool: ...
    __hash__: ClassVar[None]  # type: ignore[assignment]

class _Readable(Protocol):
    def read(self, size: int, /) -> str | bytes: ...

@final
class FileProblem:
    """A problem met reading a game: `line`, `column` (from 1, in characters) and `message`;
    `str()` gives `"line 3, column 13: ..."`."""

    @property
    def line(self) -> int:
        """The line, from 1."""
    @property
    def column(self) -> int:
        """The column, from 1, in characters."""
    @property
    def message(self) -> str:
        """What is wrong, for people."""
    def __eq__(self, other: object, /) -> bool: ...
    def __ne__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...

@final
class Node:
    """A position of a game's tree: the move that leads to it (None at the root), its comments,
    NAGs and commands, and the moves that may follow (`variations`, the first the main line)."""

    @property
    def move(self) -> Move | None:
        """The move played to reach this node; None at the root."""
    @property
    def comment(self) -> str:
        """The comments after the move joined with a space (at the root: the game's comment)."""
    @property
    def comments(self) -> list[str]:
        """The comments after the move."""
    @property
    def starting_comment(self) -> str:
        """The comments before the move (at the start of a variation) joined with a space."""
    @property
    def comments_before(self) -> list[str]:
        """The comments before the move."""
    @property
    def nags(self) -> list[int]:
        """The numeric annotation glyphs (`!` is 1, `?` 2, `!!` 3, `??` 4, `!?` 5, `?!` 6)."""
    def commands(self) -> list[tuple[str, str]]:
        """The `[%name args]` commands in the comments after the move: `("clk", "0:03:00")`."""
    @property
    def variations(self) -> list[Node]:
        """The nodes that may follow; the first is the main continuation."""
    @property
    def parent(self) -> Node | None:
        """The node this one follows; None at the root."""
    def next(self) -> Node | None:
        """The main continuation, or None at the end of a line."""
    def is_mainline(self) -> bool:
        """Whether the node is on the game's main line."""
    def is_main_variation(self) -> bool:
        """Whether the node is its parent's main continuation (the root is)."""
    def ply(self) -> int:
        """How many moves lead from the root to this node."""
    def game(self) -> Game | None:
        """The game at this node (a new Game), or None for a record without a game."""
    def __eq__(self, other: object, /) -> bool: ...
    def __ne__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...

@final
class GameRecord:
    """One game of a file: tags, variant, result, the tree of moves, the problems met."""

    @property
    def headers(self) -> Mapping[str, str]:
        """The tags in the file's order (a read-only mapping)."""
    @property
    def variant(self) -> str | None:
        """The variant damero plays the game as; None when it plays none of them (see `errors`)."""
    @property
    def result(self) -> str | None:
        """The result as the game's termination marker says; None when it has none."""
    @property
    def line(self) -> int:
        """The line of the file where the game starts."""
    @property
    def errors(self) -> list[FileProblem]:
        """What made part of the game unreadable (the rest of a line of play is skipped)."""
    @property
    def warnings(self) -> list[FileProblem]:
        """What was read but deserves a word (a variant inferred, text not UTF-8, ...)."""
    @property
    def root(self) -> Node:
        """The node before the first move."""
    def mainline(self) -> list[Move]:
        """The moves of the main line."""
    def mainline_nodes(self) -> list[Node]:
        """The nodes of the main line after the root."""
    def samples(
        self,
    ) -> tuple[NDArray[np.float32], NDArray[np.int64], NDArray[np.float32]]:
        """Training rows of the main line, one per move: observations `(n, rows, columns,
        planes)` before each move, the move's id, and the result for the side to move (1, -1, 0,
        NaN when unknown)."""
    def game(self) -> Game | None:
        """The game at the end of the main line, or None for a record without a game."""
    def to_text(self) -> str | None:
        """The game written back as PGN or PDN; None for a record without a game (or of Reversi or
        Connect Four, which no standard file holds)."""

@final
class GameReader(Iterator[GameRecord]):
    """The games of a PGN or PDN source, read one at a time as they are asked for."""

    def __iter__(self) -> GameReader: ...
    def __next__(self) -> GameRecord: ...
    def close(self) -> None:
        """Stops reading; a file opened from a path is closed."""
    def __enter__(self) -> GameReader: ...
    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
        /,
    ) -> bool: ...

@overload
def read_games(
    source: str | os.PathLike[str] | os.PathLike[bytes],
    variant: str | Variant | None = None,
    strict: bool = False,
    threads: int = 0,
    start: int | None = None,
    end: int | None = None,
) -> GameReader:
    """The games of a PGN or PDN file (a path, or an open file, text or binary), streamed;
    `strict=True` raises InvalidGameFileError for a game with a problem; `threads` checks moves
    on that many threads (0 or 1: this one; the same games in the same order); `start` and `end`
    read only that byte range of a path (a range of `split_games`)."""

@overload
def read_games(
    source: IO[str] | IO[bytes] | _Readable,
    variant: str | Variant | None = None,
    strict: bool = False,
    threads: int = 0,
) -> GameReader: ...
def parse_games(
    text: str | bytes, variant: str | Variant | None = None, strict: bool = False, threads: int = 0
) -> GameReader:
    """The games of PGN or PDN text, as `read_games()` reads a file."""

def split_games(path: str | os.PathLike[str] | os.PathLike[bytes], parts: int) -> list[tuple[int, int]]:
    """At most `parts` byte ranges `(start, end)` of a file, in order, covering it and each
    starting at a game: each read by `read_games(path, start=start, end=end)`, together the games
    of the whole file (lines counted from each range's start)."""

_Ids = NDArray[np.integer[Any]] | Sequence[int]

@final
class Batch:
    """`n` games of one variant held in the core and stepped together, for programs that learn.

    `Batch("chess", 64, seed=0, threads=1, **options)` (options and `option_text` as `Game`
    takes them) holds 64 games from the start. `step(actions)` plays `actions[i]` in game `i`
    for every game, checking every id first (nothing is played when one is wrong), and writes per
    game the reward for the side that just moved (1 won, -1 lost, 0 otherwise) and whether the
    game ended (by the rules, or at `MAX_HISTORY` moves, with reward 0); a game that ended starts
    again in the same step (gymnasium's same-step auto-reset, as pgx's `auto_reset`), so the
    observations and masks written after it show the new game's start. Every array is written in
    place with the GIL released, games spread over `threads` threads (0: one per core). Output
    arrays are the caller's (checked: dtype, shape, C order, writable) or new ones.

    Shapes: actions `(n,)` of any integer dtype (or a sequence of `int`), rewards `(n,)`
    `float32`, terminals `(n,)` `bool`, observations `(n, rows, columns, planes)` `float32`,
    masks `(n, action_count())` `bool`. Errors are `damero.Error`s naming the variant, the game
    and the id (`InvalidArgumentError` for a bad array or an id out of range, `IllegalMoveError`
    for an id no legal move has), `TypeError` for a non-array; no game changes on any error."""

    def __new__(
        cls,
        variant: str | Variant,
        n: int,
        option_text: str | None = None,
        *,
        seed: int = 0,
        threads: int = 1,
        **options: str | bool,
    ) -> Batch: ...
    @property
    def variant(self) -> str:
        """The variant's name."""
    @property
    def seed(self) -> int:
        """The seed given at construction (0 to 2**64 - 1)."""
    def __len__(self) -> int: ...
    def action_count(self) -> int:
        """The number of action ids of each game (`Game.action_count()`)."""
    def observation_shape(self) -> tuple[int, int, int]:
        """One game's `(rows, columns, planes)`."""
    def game(self, i: int) -> Game:
        """A copy of game `i` as it stands (negative `i` counts from the end);
        `InvalidArgumentError` for a game the batch does not have."""
    def fragment(self, i: int) -> str:
        """Game `i`'s fragment (`Game.to_fragment()`)."""
    def observe(self, out: NDArray[np.float32] | None = None) -> NDArray[np.float32]:
        """Every game's observation, `(n, rows, columns, planes)` `float32`, into `out` or a new
        array."""
    def action_masks(self, out: NDArray[np.bool_] | None = None) -> NDArray[np.bool_]:
        """Every game's legal-action mask, `(n, action_count())` `bool`, into `out` or a new array."""
    def step(
        self,
        actions: _Ids,
        rewards: NDArray[np.float32] | None = None,
        terminals: NDArray[np.bool_] | None = None,
        *,
        observations: NDArray[np.float32] | None = None,
        masks: NDArray[np.bool_] | None = None,
    ) -> tuple[NDArray[np.float32], NDArray[np.bool_]]:
        """Plays `actions[i]` in game `i`, writes `rewards` and `terminals`, starts ended games
        again, then writes `observations` and `masks` when given; returns `(rewards,
        terminals)` (the arrays given, or new ones)."""
    def play_random(
        self,
        plies: int,
        *,
        seed: int | None = None,
        actions: NDArray[np.int64] | None = None,
        rewards: NDArray[np.float32] | None = None,
        terminals: NDArray[np.bool_] | None = None,
        observations: NDArray[np.float32] | None = None,
        masks: NDArray[np.bool_] | None = None,
    ) -> int:
        """Plays `plies` uniformly random legal moves in every game inside the core, starting
        ended games again, and returns how many games ended. The draw comes from `seed` and the
        game's number (the same games on any number of threads); without `seed`, call `k` of
        this batch uses a seed made from the batch's `seed` and `k`, so two batches made alike
        play alike. Each output, when given, records the trajectory: shape `(plies, n, ...)` for
        a row per ply (observations and masks before the ply's move, the action `int64`, then
        reward and terminal as `step()` writes them), or `(n, ...)` to keep the last ply's only.
        The games are the same whether outputs are given or not."""
    def __repr__(self) -> str: ...

def perft(
    variant: str | Variant,
    depth: int,
    fen: str | None = None,
    duplicates: _Duplicates = "keep",
    threads: int | None = None,
    progress: Callable[[Move, int, int, int], object] | None = None,
    *,
    finished: _Finished = "ignore",
    hash: int = 0,
) -> int:
    """Perft from the standard start of `variant` or from `fen` on `threads` threads (None: every
    core), calling `progress(move, nodes, done, total)` per root move; `finished="leaf"` counts a
    game over before the depth as a leaf (placement games only); `hash` megabytes of
    transposition table shared by the threads (0: none; the same count); Ctrl-C interrupts it."""

def perft_tasks(
    variant: str | Variant,
    depth: int,
    split: int,
    fen: str | None = None,
    duplicates: _Duplicates = "keep",
) -> list[PerftTask]:
    """Perft `depth` from the start of `variant` (or `fen`) split into independent tasks: every
    position `split` plies below, once, with the number of move sequences reaching it; their
    `count()` add up to `perft(variant, depth, fen, duplicates)`."""

@final
class PerftTask:
    """One part of a perft split by `perft_tasks`: counted anywhere, in any order, by the same
    damero version; immutable, hashable, pickled as its text."""
    @property
    def fragment(self) -> str:
        """The root game, as a fragment."""
    @property
    def path(self) -> list[int]:
        """The moves from the root to the task's position, one legal-move index per ply."""
    @property
    def depth(self) -> int:
        """The plies left to count below the task's position."""
    @property
    def weight(self) -> int:
        """The number of move sequences from the root that reach the task's position."""
    @property
    def duplicates(self) -> _Duplicates:
        """`"keep"` or `"drop"`, as `perft`'s `duplicates`."""
    def count(self, threads: int = 1) -> int:
        """`weight` times the perft of the task's position on `threads` threads (0: every core),
        the GIL released; Ctrl-C interrupts it."""
    def to_text(self) -> str:
        """The task as one line: `depth weight duplicates path fragment`."""
    @staticmethod
    def from_text(text: str) -> PerftTask:
        """Reads `to_text()`; raises `InvalidArgumentError` for text of another shape."""
    def __eq__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...
    def __reduce__(self) -> tuple[Any, tuple[str]]: ...

def variants() -> list[Variant]:
    """Every variant, in the core's order."""

def limit_table() -> list[_LimitRow]:
    """The core's limits row by row, in its order: name, value, unit and what each bounds (the
    rows of `conformance/limits.json`)."""

def error_codes() -> list[str]:
    """The code of every error kind of the core, in its order."""

def codes() -> dict[str, list[str]]:
    """The codes of the core's enums handed out as strings (`"role"`, `"reason"`, `"kind"`,
    ...), each in the core's order."""

def _state_method(method: Any, attribute: Any) -> Any:
    """The descriptor `damero._methods` puts on `Game` for a method that used to be a property:
    called on a game it runs `method`; read as an attribute of a game it returns
    `attribute(descriptor, game)`."""

def _is_state_method(obj: object) -> bool:
    """Whether `obj` is a descriptor made by `_state_method`."""

class Error(ValueError):
    """Base class of every damero error; `code` is the shared error code."""

    code: ClassVar[str]

class InvalidNotationError(Error): ...
class IllegalMoveError(Error): ...
class AmbiguousMoveError(Error): ...
class InvalidFenError(Error): ...
class InvalidFragmentError(Error): ...
class UnknownVariantError(Error): ...
class InvalidOptionError(Error): ...
class GameOverError(Error): ...
class NothingToUndoError(Error): ...
class NotClaimableError(Error): ...
class NotAllowedError(Error): ...
class InvalidArgumentError(Error): ...
class HistoryFullError(Error): ...
class InvalidGameFileError(Error):
    """A game read with strict=True that has a problem: where (`line`, `column`) and what
    (`message`); `str()` starts with the place."""

    line: int
    column: int
    message: str

