"""One rule for properties and methods, the same as in JavaScript: on a `Game`, `variant` is the one
property and everything read from the state of play is a method. The attributes that used to be
properties keep working, with a `DeprecationWarning`, and their values are callable."""

from __future__ import annotations

import copy
import inspect
import json
import pickle
from typing import Any

import pytest

import damero

OLD = ("turn", "history", "end", "options", "geometry")


def test_variant_is_the_one_property() -> None:
    properties = [name for name, member in vars(damero.Game).items()
                  if not name.startswith("_") and inspect.isdatadescriptor(member)]
    assert properties == ["variant"]
    game = damero.Game()
    for name in OLD:
        assert callable(getattr(damero.Game, name)), name
        assert str(inspect.signature(getattr(damero.Game, name))) == "(self, /)", name
        assert (getattr(damero.Game, name).__doc__ or "").strip(), name
    assert damero.Game.history(game) == [] and damero.Game.turn(game) == "black"


def test_the_methods_return_plain_values() -> None:
    game = damero.Game()
    game.play("11-15")
    assert type(game.turn()) is str and game.turn() == "white"
    assert type(game.history()) is list and [m.notation for m in game.history()] == ["11-15"]
    assert game.end() is None
    assert type(game.options()) is dict and game.options()["capture"] == "mandatory"
    assert type(game.geometry()) is damero.Geometry and game.geometry().rows == 8
    game.agree_draw()
    assert type(game.end()) is str and game.end() == "agree"
    # Each call is a new value: changing one changes nothing else.
    history = game.history()
    history.clear()
    assert len(game.history()) == 1
    options = game.options()
    options["capture"] = "optional"
    assert game.options()["capture"] == "mandatory"
    json.dumps([game.turn(), game.end(), game.options()])


def test_the_attribute_form_still_works_and_warns() -> None:
    game: Any = damero.Game()  # the stubs declare the methods: the old form is untyped on purpose
    game.play("11-15")
    with pytest.warns(DeprecationWarning, match=r"Game\.turn is a method: call game\.turn\(\)"):
        assert game.turn == "white"
    with pytest.warns(DeprecationWarning, match=r"Game\.history is a method"):
        assert len(game.history) == 1
    with pytest.warns(DeprecationWarning, match=r"Game\.history is a method"):
        assert game.history[-1].notation == "11-15"
    with pytest.warns(DeprecationWarning, match=r"Game\.history is a method"):
        assert [m.notation for m in game.history] == ["11-15"]
    with pytest.warns(DeprecationWarning, match=r"Game\.options is a method"):
        assert game.options["capture"] == "mandatory"
    with pytest.warns(DeprecationWarning, match=r"Game\.options is a method"):
        assert dict(game.options.items())["first"] == "black"
    with pytest.warns(DeprecationWarning, match=r"Game\.geometry is a method"):
        assert game.geometry.rows == 8
    with pytest.warns(DeprecationWarning, match=r"Game\.geometry is a method"):
        assert game.geometry == damero.Variant("english").geometry
    with pytest.warns(DeprecationWarning, match=r"Game\.geometry is a method"):
        assert isinstance(game.geometry, damero.Geometry)
    with pytest.warns(DeprecationWarning, match=r"Game\.end is a method"):
        assert game.end == None  # noqa: E711  (the old idiom that keeps working)
    with pytest.warns(DeprecationWarning, match=r"Game\.end is a method"):
        assert not game.end
    with pytest.warns(DeprecationWarning, match=r"Game\.turn is a method"):
        assert f"{game.turn} to move" == "white to move"
    with pytest.warns(DeprecationWarning, match=r"Game\.turn is a method"):
        assert {"white": 1}[game.turn] == 1
    game.resign("white")
    with pytest.warns(DeprecationWarning, match=r"Game\.end is a method"):
        assert game.end == "resign-white"


def test_the_warning_names_the_caller() -> None:
    game: Any = damero.Game()
    with pytest.warns(DeprecationWarning) as caught:
        len(game.history)
    assert caught[0].filename == __file__


def test_the_attribute_value_is_callable_and_calling_it_is_the_new_form() -> None:
    game = damero.Game()
    turn, history, end, options, geometry = (getattr(game, name) for name in OLD)
    game.play("11-15")
    game.agree_draw()
    # Called, each gives the value now, as a bound method would, and warns nothing.
    assert (turn(), [m.notation for m in history()], end()) == ("white", ["11-15"], "agree")
    assert type(history()) is list and type(options()) is dict and type(geometry()) is damero.Geometry
    assert type(turn()) is str and type(end()) is str


def test_the_idiom_that_cannot_keep_working() -> None:
    # Documented: the attribute is never None itself, so `game.end is None` is false; the method is.
    game = damero.Game()
    assert game.end is not None
    assert game.end() is None


def test_copies_and_pickles_of_the_attribute_are_plain_values() -> None:
    game = damero.Game()
    with pytest.warns(DeprecationWarning):
        options: Any = game.options
        assert type(copy.copy(options)) is dict and copy.deepcopy(options) == game.options()
        assert pickle.loads(pickle.dumps(options)) == game.options()
        assert type(pickle.loads(pickle.dumps(game.turn))) is str
        assert json.dumps(options) == json.dumps(game.options())


def test_calling_the_method_makes_no_stand_in(monkeypatch: pytest.MonkeyPatch) -> None:
    # `game.turn()` runs the native method alone (Python calls the descriptor without reading
    # the attribute, as for any method); only the attribute read makes the deprecated stand-in.
    from damero import _methods

    made = []
    for name in OLD:
        def counting(value: Any, name: str = name, plain: Any = _methods.STAND_INS[name]) -> Any:
            made.append(name)
            return plain(value)
        monkeypatch.setitem(_methods.STAND_INS, name, counting)
    game: Any = damero.Game()
    # Read outside `assert`: pytest's rewriting of an assert reads a called method as an attribute.
    values = (game.turn(), game.history(), game.end(), game.options()["capture"], game.geometry().rows)
    on_class = [damero.Game.turn(game), damero.Game.history(game)]
    assert made == []
    assert values == ("black", [], None, "mandatory", 8) and on_class == ["black", []]
    with pytest.warns(DeprecationWarning):
        turn, history = game.turn, game.history
        assert turn == "black" and len(history) == 0
    assert made == ["turn", "history"]
    # The descriptor is what the class holds, flagged as a method descriptor (Py_TPFLAGS_METHOD_DESCRIPTOR).
    for name in OLD:
        assert type(vars(damero.Game)[name]).__flags__ & (1 << 17), name
        assert repr(vars(damero.Game)[name]) == f"<method '{name}' of 'damero.Game' objects>"
