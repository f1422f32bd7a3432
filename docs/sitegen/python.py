"""The Python items: every public name of the installed package `damero` (its `__all__`, the
public members of its classes, and the environments of `damero.envs`), with the signature its
stub or source declares (`_native.pyi` for the native module, the `.py` files for the rest) and the
docstring it has at run time.

Run by the interpreter the wheel is installed in (it imports `damero`), with the standard library
only: `python -m sitegen.python OUT.json`. Prints nothing; writes a JSON list of items.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import json
import sys
from pathlib import Path
from typing import Any

# Members whose name starts with "_" that are part of the API: the constructor is the class's own
# signature; the others are listed on the class as what it supports.
PROTOCOLS = {
    "__len__": "len()",
    "__iter__": "iteration",
    "__getitem__": "indexing",
    "__contains__": "in",
    "__reversed__": "reversed()",
    "__eq__": "==",
    "__hash__": "hash()",
    "__copy__": "copy.copy()",
    "__deepcopy__": "copy.deepcopy()",
    "__reduce__": "pickle",
    "__enter__": "with",
    "__str__": "str()",
    "_repr_svg_": "drawing in Jupyter (_repr_svg_)",
}
MODULES = ("damero", "damero.envs.gymnasium", "damero.envs.pettingzoo")


def declarations(path: Path) -> dict[str, Any]:
    """Every top-level and class-level declaration of a source or stub file, by qualified name:
    (signature lines, docstring, kind)."""
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source)
    starts = [0]
    for line in source.splitlines(keepends=True):
        starts.append(starts[-1] + len(line))
    found: dict[str, Any] = {}

    def written(node: ast.FunctionDef | ast.AsyncFunctionDef) -> str:
        """The `def` as the file writes it, up to its body."""
        begin = starts[node.lineno - 1] + node.col_offset
        body = node.body[0]
        end = starts[body.lineno - 1] + body.col_offset
        text = source[begin:end].rstrip()
        return " ".join(text[:-1].split()) if text.endswith(":") else " ".join(text.split())

    def function(node: ast.FunctionDef | ast.AsyncFunctionDef, owner: str | None) -> None:
        name = f"{owner}.{node.name}" if owner else node.name
        decorators = [ast.unparse(d) for d in node.decorator_list]
        doc = ast.get_docstring(node) or ""
        if "property" in decorators:
            ret = ast.unparse(node.returns) if node.returns else "Any"
            entry = found.setdefault(name, {"lines": [], "doc": doc, "kind": "property"})
            entry["lines"].append(f"{node.name}: {ret}")
            return
        prefix = "".join(f"@{d}\n" for d in decorators if d not in ("overload", "final"))
        kind = "static method" if "staticmethod" in decorators else "class method" if "classmethod" in decorators else "method" if owner else "function"
        line = prefix + wrap(written(node).replace("( ", "(").replace(", )", ")").replace(",)", ")"))
        entry = found.setdefault(name, {"lines": [], "doc": doc, "kind": kind})
        entry["lines"].append(line)
        entry["doc"] = entry["doc"] or doc

    def body(nodes: list[ast.stmt], owner: str | None) -> None:
        for i, node in enumerate(nodes):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                function(node, owner)
            elif isinstance(node, ast.ClassDef):
                name = f"{owner}.{node.name}" if owner else node.name
                bases = ", ".join(ast.unparse(b) for b in node.bases)
                found[name] = {
                    "lines": [f"class {node.name}({bases})" if bases else f"class {node.name}"],
                    "doc": ast.get_docstring(node) or "",
                    "kind": "class",
                }
                body(node.body, name)
            elif isinstance(node, (ast.AnnAssign, ast.Assign)):
                target = node.target if isinstance(node, ast.AnnAssign) else node.targets[0]
                if not isinstance(target, ast.Name):
                    continue
                name = f"{owner}.{target.id}" if owner else target.id
                if isinstance(node, ast.AnnAssign):
                    text = f"{target.id}: {ast.unparse(node.annotation)}"
                    if node.value is not None and owner is None and not target.id.isupper():
                        text += f" = {ast.unparse(node.value)}"
                else:
                    text = f"{target.id} = {ast.unparse(node.value)}"
                doc = ""
                following = nodes[i + 1] if i + 1 < len(nodes) else None
                if isinstance(following, ast.Expr) and isinstance(following.value, ast.Constant) and isinstance(following.value.value, str):
                    doc = inspect.cleandoc(following.value.value)
                found[name] = {"lines": [text], "doc": doc, "kind": "constant" if target.id.isupper() else "attribute"}

    body(tree.body, None)
    return found


def wrap(line: str) -> str:
    """A long `def` with one parameter a line, as black writes it."""
    if len(line) <= 96 or "(" not in line:
        return line
    open_at = line.index("(")
    depth, parts, start = 0, [], open_at + 1
    for i in range(open_at, len(line)):
        c = line[i]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                parts.append(line[start:i].strip())
                close = i
                break
        elif c == "," and depth == 1:
            parts.append(line[start:i].strip())
            start = i + 1
    params = "".join(f"\n    {p}," for p in parts if p)
    return f"{line[:open_at]}({params}\n){line[close + 1:]}"


def package_declarations(module: Any) -> dict[str, tuple[Path, dict[str, Any]]]:
    """Every declaration of the package a module belongs to, by qualified name within its file:
    stubs (`.pyi`) first, then sources, so that a native class is read from its stub."""
    folder = Path(module.__file__).parent
    found: dict[str, tuple[Path, dict[str, Any]]] = {}
    for path in sorted(folder.glob("*.pyi")) + sorted(folder.glob("*.py")):
        for name, decl in declarations(path).items():
            found.setdefault(name, (path, decl))
    return found


def extract() -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    package: dict[str, tuple[Path, dict[str, Any]]] = {}

    def decl(qualname: str) -> dict[str, Any]:
        return package.get(qualname, (None, {}))[1]

    top = Path(importlib.import_module("damero").__file__).parents[1]

    def file_of(qualname: str) -> str:
        path = package.get(qualname, (None, {}))[0]
        return f"bindings-py/python/{path.relative_to(top)}" if path else ""

    def add(name: str, kind: str, key_parts: list[str], signature: str, doc: str, note: str = "", source: str = "") -> None:
        items.append({
            "lang": "python", "name": name, "kind": kind, "key_parts": key_parts, "signature": signature,
            "doc": doc, "links": {}, "source": source, "note": note,
        })

    for module_name in MODULES:
        module = importlib.import_module(module_name)
        package = package_declarations(module)
        prefix = "" if module_name == "damero" else module_name + "."
        if module_name != "damero":
            add(module_name, "module", ["module", module_name.rsplit(".", 1)[-1]], f"import {module_name}",
                inspect.getdoc(module) or "")
            names = [n for n, v in vars(module).items()
                     if not n.startswith("_") and getattr(v, "__module__", None) == module_name]
        else:
            names = list(module.__all__)
        for name in names:
            obj = getattr(module, name)
            d = decl(name)
            src = file_of(name)
            if inspect.isclass(obj):
                is_error = issubclass(obj, BaseException)
                bases = ", ".join(b.__name__ for b in obj.__bases__ if b is not object)
                ctor = decl(f"{name}.__new__") or decl(f"{name}.__init__")
                signature = "\n".join(d.get("lines", [])) or f"class {name}({bases})"
                if ctor and not is_error:
                    # `Game(...)` is the row of `Game::new` and `damero_game_new`.
                    call = "\n".join(
                        line.replace("def __new__(cls, ", f"{name}(").replace("def __init__(self, ", f"{name}(")
                        .replace("def __new__(cls)", f"{name}()").replace("def __init__(self)", f"{name}()")
                        .replace(f" -> {name}", "").replace(" -> None", "")
                        for line in ctor["lines"]
                    )
                    doc = ctor.get("doc") or f"Makes a `{prefix}{name}`: its documentation says what it takes and raises."
                    add(f"{prefix}{name}()", "constructor", [name, "new"], call, doc, "", src)
                members = {q.split(".", 1)[1] for q in package if q.startswith(name + ".")}
                supports = [text for dunder, text in PROTOCOLS.items() if dunder in vars(obj) or dunder in members]
                note = f"Supports {', '.join(supports)}." if supports and not is_error else ""
                doc = inspect.getdoc(obj) or d.get("doc", "")
                if is_error and doc == inspect.getdoc(obj.__base__):
                    doc = d.get("doc", "")
                add(prefix + name, "exception" if is_error else "class", [name], signature, doc, note, src)
                if is_error:
                    continue
                for attr, member in vars(obj).items():
                    if attr.startswith("_"):
                        continue
                    md = decl(f"{name}.{attr}")
                    kind = md.get("kind") or ("property" if isinstance(member, property) or type(member).__name__ == "getset_descriptor" else "method")
                    runtime_doc = inspect.getdoc(member) if not isinstance(member, (int, str, float)) else None
                    doc = md.get("doc") or runtime_doc or ""
                    if runtime_doc and md.get("doc") and runtime_doc != md.get("doc") and len(runtime_doc) > len(md["doc"]):
                        doc = runtime_doc
                    lines = md.get("lines") or [f"{attr}"]
                    add(f"{prefix}{name}.{attr}", kind, [name, attr], "\n".join(lines), doc, "", src)
            else:
                kind = d.get("kind") or ("function" if callable(obj) else "constant")
                runtime_doc = inspect.getdoc(obj) if callable(obj) else None
                doc = d.get("doc") or runtime_doc or ""
                if runtime_doc and d.get("doc") and len(runtime_doc) > len(d["doc"]):
                    doc = runtime_doc
                lines = d.get("lines") or [name]
                add(prefix + name, kind, [name], "\n".join(lines), doc, "", src)
    module = importlib.import_module("damero")
    add("damero", "module", ["module", "damero"], "import damero", inspect.getdoc(module) or "")
    return items


if __name__ == "__main__":
    Path(sys.argv[1]).write_text(json.dumps(extract(), indent=1), encoding="utf-8")
