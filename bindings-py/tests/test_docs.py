"""The documentation: the README's Python example runs, the doctests pass, and every public name
has a docstring."""

from __future__ import annotations

import doctest
import inspect
import re
from pathlib import Path
from typing import Any, Iterator, Tuple

import damero

README = Path(__file__).resolve().parents[2] / "README.md"
PACKAGE_README = Path(__file__).resolve().parents[1] / "README.md"


def python_section() -> str:
    text = README.read_text(encoding="utf-8")
    match = re.search(r"<!-- python:begin -->(.*?)<!-- python:end -->", text, re.S)
    assert match, "README.md has no python section"
    return match.group(1)


def test_readme_examples_run() -> None:
    blocks = re.findall(r"```python\n(.*?)```", python_section(), re.S)
    assert blocks, "the README's python section has no example"
    for block in blocks:
        exec(compile(block, "README.md (python)", "exec"), {"__name__": "readme"})


def test_package_readme_example_runs() -> None:
    blocks = re.findall(r"```python\n(.*?)```", PACKAGE_README.read_text(encoding="utf-8"), re.S)
    assert blocks
    for block in blocks:
        exec(compile(block, "bindings-py/README.md", "exec"), {"__name__": "readme"})


def test_package_doctests() -> None:
    result = doctest.testmod(damero, verbose=False)
    assert result.attempted > 0
    assert result.failed == 0


def public_names() -> Iterator[Tuple[str, Any]]:
    for name in damero.__all__:
        if name.startswith("_") or name.isupper():
            continue
        obj = getattr(damero, name)
        yield name, obj
        if inspect.isclass(obj) and not issubclass(obj, BaseException):
            for attr, member in vars(obj).items():
                if not attr.startswith("_"):
                    yield f"{name}.{attr}", member


def test_every_public_name_has_a_docstring() -> None:
    missing = [name for name, obj in public_names() if not (getattr(obj, "__doc__", None) or "").strip()]
    assert not missing, missing
    assert (damero.__doc__ or "").strip()
