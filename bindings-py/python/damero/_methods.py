"""The methods of `Game` that read the state of play and used to be properties.

One rule, the same as in JavaScript: on a `Game`, `variant` (what the game is, which never
changes) is the only property, and everything read from the state of play is a method. `turn`,
`history`, `end`, `options` and `geometry` used to be properties; they are methods now, and the
old attribute form keeps working for a while, with a `DeprecationWarning`:

    game.turn()            # the new form: a plain str
    game.turn == "black"   # the old form: still True, and warns

Read as an attribute, each of them gives a value that is callable: calling it is the new form and
returns the plain value (a `str`, a `list`, a `dict`, `None`, a `Geometry`), and using it as the
value works as before (it is a `str`, `list` or `dict` itself, a stand-in equal to `None`, or a
stand-in for the `Geometry`) and warns. The one idiom that cannot keep working is the identity
test `game.end is None` (the attribute is never `None` itself; `game.end() is None` is the new
form); code that needs `None` itself (`json.dumps(game.end)`) or the exact type
(`type(game.turn) is str`) sees the stand-in too.
"""

from __future__ import annotations

import inspect
import warnings
from typing import Any, Callable, Dict, Tuple

from damero import _native

# The attributes that became methods, each with the plain type of its value.
DEPRECATED = ("turn", "history", "end", "options", "geometry")


def _warn(name: str) -> None:
    # stacklevel 3: the caller of the stand-in's method that called this function.
    warnings.warn(
        f"Game.{name} is a method: call game.{name}() (reading it as an attribute is deprecated)",
        DeprecationWarning,
        stacklevel=3,
    )


def _warning(base: type, attr: str) -> Callable[..., Any]:
    """`base.attr`, warning first: the stand-in's form of one method of the plain value."""
    original = getattr(base, attr)

    def method(self: Any, *args: Any, **kwargs: Any) -> Any:
        _warn(self._name)
        return original(self, *args, **kwargs)

    method.__name__ = attr
    method.__qualname__ = f"{base.__name__}.{attr}"
    method.__doc__ = original.__doc__
    return method


# What reading the value runs besides its public methods: sizes, items, comparisons, text.
_SPECIAL = (
    "__len__", "__iter__", "__reversed__", "__getitem__", "__contains__", "__eq__", "__ne__",
    "__lt__", "__le__", "__gt__", "__ge__", "__repr__", "__str__", "__format__", "__add__",
    "__radd__", "__mul__", "__rmul__", "__mod__", "__rmod__", "__or__", "__ror__", "__iadd__",
    "__imul__", "__ior__", "__setitem__", "__delitem__",
)


def _call(self: Any) -> Any:
    # The native method on the game the attribute was read from: the value now, as a bound
    # method would give it.
    return self._method(self._game)


def _stand_in(base: type, name: str, plain: Callable[[Any], Any]) -> type:
    """A subclass of `base` (`str`, `list` or `dict`) whose every method warns that `Game.<name>` is
    read as an attribute, and which, called, returns the plain value as the method does now.
    `plain(self)` is the value it was made with, as a plain `base`, for copies and pickles."""
    body: Dict[str, Any] = {"_name": name, "__module__": __name__}
    for attr in dir(base):
        if attr.startswith("_") and attr not in _SPECIAL:
            continue
        if not hasattr(base, attr) or attr in body:
            continue
        found = inspect.getattr_static(base, attr)
        if type(found).__name__ in ("method_descriptor", "wrapper_descriptor"):
            body[attr] = _warning(base, attr)
    if "__eq__" in body:
        if base.__hash__ is None:
            body["__hash__"] = None
        else:
            body["__hash__"] = _warning(base, "__hash__")
    body["__call__"] = _call
    body["__reduce_ex__"] = lambda self, protocol: (base, (plain(self),))
    body["__copy__"] = lambda self: plain(self)
    body["__deepcopy__"] = lambda self, memo: plain(self)
    body["__doc__"] = (
        f"The value of `game.{name}()`, read as the attribute `game.{name}`: it works as the "
        f"plain {base.__name__} and warns; call it for the plain value."
    )
    return type(f"{name.capitalize()}Attribute", (base,), body)


TurnAttribute = _stand_in(str, "turn", str.__str__)
EndAttribute = _stand_in(str, "end", str.__str__)
HistoryAttribute = _stand_in(list, "history", list.copy)
# `dict.copy` of a subclass that overrides `keys` would call it: the items view reads the dict itself.
OptionsAttribute = _stand_in(dict, "options", lambda d: dict(dict.items(d)))


class NoEndAttribute:
    """`game.end` read as an attribute while the game has no ending event: equal to `None`, false,
    shown as `None`, with a `DeprecationWarning`; called (`game.end()`), it returns the game's
    ending event now (`None` while there is none). It is not `None` itself, so `game.end is None`
    is false: use `game.end() is None`."""

    __slots__ = ("_game", "_method")
    _name = "end"

    def __call__(self) -> Any:
        return _call(self)

    def __bool__(self) -> bool:
        _warn("end")
        return False

    def __eq__(self, other: object) -> bool:
        _warn("end")
        return other is None or isinstance(other, NoEndAttribute)

    def __ne__(self, other: object) -> bool:
        _warn("end")
        return not (other is None or isinstance(other, NoEndAttribute))

    def __hash__(self) -> int:
        _warn("end")
        return hash(None)

    def __repr__(self) -> str:
        _warn("end")
        return "None"

    def __str__(self) -> str:
        _warn("end")
        return "None"

    def __format__(self, spec: str) -> str:
        _warn("end")
        return format(None, spec)

    def __reduce_ex__(self, protocol: Any) -> Tuple[Any, ...]:
        return (type(None), ())

    def __copy__(self) -> None:
        return None

    def __deepcopy__(self, memo: Any) -> None:
        return None


class GeometryAttribute:
    """`game.geometry` read as an attribute: a stand-in for the game's `Geometry` whose every
    attribute and comparison is the geometry's, with a `DeprecationWarning`
    (`isinstance(game.geometry, damero.Geometry)` holds); called (`game.geometry()`), it returns
    the `Geometry` itself."""

    __slots__ = ("_value", "_game", "_method")
    _name = "geometry"

    def __init__(self, value: Any) -> None:
        object.__setattr__(self, "_value", value)

    def __call__(self) -> Any:
        return _call(self)

    def __getattr__(self, attr: str) -> Any:
        _warn("geometry")
        return getattr(self._value, attr)

    @property  # type: ignore[misc]
    def __class__(self) -> type:  # noqa: the stand-in passes for a Geometry in isinstance
        _warn("geometry")
        return type(self._value)

    def __eq__(self, other: object) -> bool:
        _warn("geometry")
        if isinstance(other, GeometryAttribute):
            other = object.__getattribute__(other, "_value")
        result: bool = self._value == other
        return result

    def __ne__(self, other: object) -> bool:
        _warn("geometry")
        if isinstance(other, GeometryAttribute):
            other = object.__getattribute__(other, "_value")
        result: bool = self._value != other
        return result

    def __hash__(self) -> int:
        _warn("geometry")
        return hash(self._value)

    def __repr__(self) -> str:
        _warn("geometry")
        return repr(self._value)

    def __copy__(self) -> Any:
        return self._value

    def __deepcopy__(self, memo: Any) -> Any:
        return self._value


def _end(value: Any) -> Any:
    return NoEndAttribute() if value is None else EndAttribute(value)  # type: ignore[operator]


STAND_INS: Dict[str, Callable[[Any], Any]] = {
    "turn": TurnAttribute,
    "history": HistoryAttribute,
    "end": _end,
    "options": OptionsAttribute,
    "geometry": GeometryAttribute,
}


def _attribute(name: str, method: Any) -> Callable[[Any, Any], Any]:
    """What reading `game.<name>` as an attribute gives: the stand-in for the value now."""

    def read(descriptor: Any, game: Any) -> Any:
        value = STAND_INS[name](method(game))
        object.__setattr__(value, "_game", game)
        object.__setattr__(value, "_method", method)
        return value

    return read


def state_method(method: Any) -> Any:
    """A method of `Game` that used to be a property (see the module's docstring), over its
    native method: called on the game (`game.history()`, `Game.history(game)`) it runs the
    native method and nothing else (Python calls it without reading the attribute first); read
    as an attribute (`game.history`) it gives a stand-in for the value that warns when used and,
    called, returns the plain value."""
    descriptor = _native._state_method(method, _attribute(method.__name__, method))
    descriptor.__wrapped__ = method  # `inspect.signature` reads the native method's signature
    descriptor.__name__ = method.__name__
    descriptor.__qualname__ = getattr(method, "__qualname__", method.__name__)
    descriptor.__doc__ = method.__doc__
    return descriptor


def install(game_class: Any) -> None:
    """Puts the methods that used to be properties on `game_class` (the native `Game`)."""
    for name in DEPRECATED:
        native = game_class.__dict__[name]
        if _native._is_state_method(native):  # installed already
            continue
        setattr(game_class, name, state_method(native))
