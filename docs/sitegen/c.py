"""The C items: every macro, enum (and its values), struct (and its fields), opaque type,
callback type and function of `include/damero.h`, with the `/** ... */` comment cbindgen wrote
above it (the doc comment of the Rust item in `bindings-c/src`)."""

from __future__ import annotations

import re
from pathlib import Path

from .items import Item

# Functions named `damero_<type>_<verb>` belong to that type's row (`damero_game_play` is
# `game.play`); the longest prefix wins.
TYPE_PREFIXES = ("game", "variant", "record", "reader", "batch", "family", "side", "role", "state", "status",
                 "numbering", "labels", "shading",
                 "reason", "draw", "move_kind", "limit")


def _comment(text: str) -> str:
    lines = []
    for line in text.strip()[3:-2].splitlines():
        line = re.sub(r"^\s*\* ?", "", line)
        lines.append(line)
    return "\n".join(lines).strip()


def read(path: Path) -> list[Item]:
    text = path.read_text(encoding="utf-8")
    items: list[Item] = []
    rel = "include/damero.h"
    # Tokens: doc comments, preprocessor lines, and declarations up to `;` (enum and struct
    # bodies included).
    pos = 0
    doc = ""
    pattern = re.compile(
        r"(?P<doc>/\*\*.*?\*/)|(?P<comment>/\*.*?\*/)|(?P<block>^(?:enum \w+|typedef struct \w+ \{).*?^\}[^;]*;)"
        r"|(?P<pre>^#[^\n]*(?:\\\n[^\n]*)*)|(?P<extern>^extern \"C\" \{$|^\}\s*// extern \"C\"$)|(?P<decl>[A-Za-z_][^;#]*?;)",
        re.S | re.M,
    )
    for m in pattern.finditer(text):
        line = text.count("\n", 0, m.start()) + 1
        source = f"{rel}:{line}"
        if m.group("doc"):
            doc = _comment(m.group("doc"))
            continue
        if m.group("comment"):
            continue
        if m.group("pre"):
            define = re.match(r"#define\s+(DAMERO_\w+)\s+(.*)", m.group("pre"))
            if define and define.group(1) != "DAMERO_H":
                name = define.group(1)
                items.append(Item("c", name, "macro", name[len("DAMERO_"):].lower(), f"#define {name} {define.group(2)}", doc, {}, source))
            doc = ""
            continue
        if m.group("extern"):
            continue
        decl = (m.group("block") or m.group("decl")).strip()
        decl = re.sub(r"\n#(if|endif|else)[^\n]*", "", decl)
        if decl.startswith("enum "):
            _enum(decl, doc, source, text, m.start(), items)
        elif decl.startswith("typedef struct") and "{" in decl:
            _struct(decl, doc, source, text, m.start(), items)
        elif decl.startswith("typedef struct"):
            name = decl.split()[-1].rstrip(";")
            items.append(Item("c", name, "opaque type", _type_key(name), decl, doc, {}, source))
        elif decl.startswith("typedef") and "(*" in decl:
            name = re.search(r"\(\*(\w+)\)", decl).group(1)
            items.append(Item("c", name, "callback type", _type_key(name), decl, doc, {}, source))
        elif decl.startswith("typedef"):
            pass  # the integer type of an enum (`typedef uint32_t damero_status;`)
        elif "(" in decl:
            name = re.search(r"(damero_\w+)\s*\(", decl).group(1)
            items.append(Item("c", name, "function", _function_key(name), " ".join(decl.split()), doc, {}, source))
        doc = ""
    return items


def _enum(decl: str, doc: str, source: str, text: str, start: int, items: list[Item]) -> None:
    name = decl.split()[1]
    body = decl[decl.index("{") + 1 : decl.rindex("}")]
    items.append(Item("c", name, "enum", _type_key(name), f"typedef uint32_t {name}; /* enum {name} */", doc, {}, source))
    prefix = name.upper() + "_"
    value_doc = ""
    base_line = text.count("\n", 0, start) + 1
    for vm in re.finditer(r"(/\*\*.*?\*/)|(DAMERO_\w+)\s*=\s*([^,\n]+),?", body, re.S):
        if vm.group(1):
            value_doc = _comment(vm.group(1))
            continue
        value = vm.group(2)
        member = value[len(prefix):] if value.startswith(prefix) else value[len("DAMERO_"):]
        line = base_line + body.count("\n", 0, vm.start()) + 1
        items.append(Item("c", value, "enum value", f"{_type_key(name)}.{member.lower()}", f"{value} = {vm.group(3).strip()}",
                          value_doc, {}, f"include/damero.h:{line}"))
        value_doc = ""


def _struct(decl: str, doc: str, source: str, text: str, start: int, items: list[Item]) -> None:
    name = decl.split()[-1].rstrip(";")
    body = decl[decl.index("{") + 1 : decl.rindex("}")]
    fields = []
    field_doc = ""
    base_line = text.count("\n", 0, start) + 1
    found = []
    for fm in re.finditer(r"(/\*\*.*?\*/)|([^;/]+);", body, re.S):
        if fm.group(1):
            field_doc = _comment(fm.group(1))
            continue
        declaration = " ".join(fm.group(2).split())
        field = re.search(r"(\w+)\s*(\[[^\]]*\])*$", declaration).group(1)
        fields.append(f"  {declaration};")
        line = base_line + body.count("\n", 0, fm.start(2)) + 1
        found.append(Item("c", f"{name}.{field}", "field", f"{_type_key(name)}.{field}", declaration + ";", field_doc, {},
                          f"include/damero.h:{line}"))
        field_doc = ""
    signature = "typedef struct " + name + " {\n" + "\n".join(fields) + "\n} " + name + ";"
    items.append(Item("c", name, "struct", _type_key(name), signature, doc, {}, source))
    items.extend(found)


def _type_key(name: str) -> str:
    return name[len("damero_"):]


def _function_key(name: str) -> str:
    rest = name[len("damero_"):]
    for prefix in sorted(TYPE_PREFIXES, key=len, reverse=True):
        if rest.startswith(prefix + "_"):
            return f"{prefix}.{rest[len(prefix) + 1:]}"
    return rest
