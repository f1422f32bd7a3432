"""Type stubs of the native module `damero._native` (Rust, pyo3). Import from `damero` instead."""

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, ClassVar, Final, Literal, final, overload

__all__ = [
    "__version__",
    "OPTION_KEYS",
    "MAX_PERFT_DEPTH",
    "MAX_HISTORY",
    "FRAGMENT_VERSION",
    "Game",
    "Move",
    "Moves",
    "Piece",
    "Status",
    "Variant",
    "perft",
    "variants",
    "error_codes",
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
]

__version__: Final[str]
OPTION_KEYS: Final[list[str]]
MAX_PERFT_DEPTH: Final[int]
MAX_HISTORY: Final[int]
FRAGMENT_VERSION: Final[int]

_SideName = Literal["black", "white"]
_StateName = Literal["ongoing", "win", "draw"]
_RoleName = Literal["man", "king", "pawn", "knight", "bishop", "rook", "queen"]
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
]
_DrawKindCode = Literal["repetition", "move_limit", "endgame"]
_Duplicates = Literal["keep", "drop"]

@final
class Move:
    """A legal move: notation, start and end squares, path, captured squares, promotion."""

    @property
    def notation(self) -> str:
        """PDN text: `"11-15"`, `"15x24"`, or the whole route `"10x19x26"` when needed."""
    @property
    def long(self) -> str:
        """Every square of the path: `"10x19x26"`, `"11-15"` for a step."""
    @property
    def from_square(self) -> int:
        """The square the piece leaves."""
    @property
    def to_square(self) -> int:
        """The square the piece ends on."""
    @property
    def path(self) -> list[int]:
        """The start square, then every square the piece lands on."""
    @property
    def captures(self) -> list[int]:
        """The captured squares in jump order; empty for a step."""
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
        """The piece a letter stands for in `variant` (draughts: `b`, `B`, `w`, `W`)."""
    @property
    def side(self) -> _SideName:
        """`"black"` or `"white"`."""
    @property
    def role(self) -> _RoleName:
        """`"man"` or `"king"` in draughts."""
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
    def family(self) -> str:
        """The family of games, e.g. `"draughts"`."""
    @property
    def rows(self) -> int:
        """Rows of the board."""
    @property
    def columns(self) -> int:
        """Columns of the board."""
    @property
    def squares(self) -> int:
        """Number of playing squares."""
    @property
    def first_square(self) -> int:
        """The lowest square number."""
    @property
    def option_keys(self) -> list[str]:
        """The option keys this variant accepts."""
    @property
    def default_options(self) -> dict[str, str]:
        """The default text value of each option."""
    def square_numbers(self) -> list[int]:
        """Every square number, in order."""
    def square_name(self, square: int) -> str | None:
        """The algebraic name of a square (`"b8"`), or None."""
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
    """A game: position, moves, options and how it ended."""

    def __new__(cls, variant: str | Variant = "english", option_text: str | None = None, **options: str | bool) -> Game: ...
    @staticmethod
    def from_fen(variant: str | Variant, fen: str, option_text: str | None = None, **options: str | bool) -> Game:
        """A game from a PDN FEN position."""
    @staticmethod
    def from_fragment(fragment: str) -> Game:
        """The game a fragment describes."""
    @property
    def variant(self) -> str:
        """The variant's name."""
    @property
    def options(self) -> dict[str, str]:
        """Every option's text value."""
    @property
    def turn(self) -> _SideName:
        """The side to move."""
    @property
    def history(self) -> list[Move]:
        """The moves played so far."""
    @property
    def end(self) -> str | None:
        """The event that ended the game without a move, if any."""
    def legal_moves(self) -> Moves:
        """Every legal move, sorted by path."""
    def completions(self, prefix: Iterable[int]) -> Moves:
        """The legal moves whose path starts with `prefix`."""
    def play(self, move: str | Move | Iterable[int], /) -> Move:
        """Plays a move given as text, a Move, or a path (prefix); sets, dicts and bytes raise TypeError."""
    def play_and_claim(
        self, move: str | Move | Iterable[int], /, claim: _DrawKindCode | None = None
    ) -> tuple[Move, _DrawKindCode]:
        """Plays a move and claims a draw with it; NotClaimableError (and no move) when none can be."""
    def undo(self) -> Move | None:
        """Takes back the last move, or the event that ended the game (returns None)."""
    def fen(self) -> str:
        """The current position in PDN FEN."""
    def start_fen(self) -> str:
        """The start position in PDN FEN."""
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
    ) -> int:
        """Perft of the current position on `threads` threads (None: every core); Ctrl-C interrupts it."""
    def copy(self) -> Game:
        """An independent copy."""
    def __copy__(self) -> Game: ...
    def __deepcopy__(self, memo: Any, /) -> Game: ...
    def __reduce__(self) -> tuple[Any, tuple[str]]: ...
    def _repr_svg_(self) -> str: ...
    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, str]: ...
    def __eq__(self, other: object, /) -> bool: ...
    def __ne__(self, other: object, /) -> bool: ...
    __hash__: ClassVar[None]  # type: ignore[assignment]

def perft(
    variant: str | Variant,
    depth: int,
    fen: str | None = None,
    duplicates: _Duplicates = "keep",
    threads: int | None = None,
    progress: Callable[[Move, int, int, int], object] | None = None,
) -> int:
    """Perft from the standard start of `variant` or from `fen` on `threads` threads (None: every
    core), calling `progress(move, nodes, done, total)` per root move; Ctrl-C interrupts it."""

def variants() -> list[Variant]:
    """Every variant, in the core's order."""

def error_codes() -> list[str]:
    """The code of every error kind of the core, in its order."""

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
