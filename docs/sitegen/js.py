"""The JavaScript items: every export of the npm package's entries (`damero`, `damero/draughts`,
`damero/chess`, `damero/placement`, `damero/board`) and the members of its classes and
interfaces, read from TypeDoc's JSON of the `.d.ts` files: the doc comments as TypeDoc parsed
them, and each declaration as the `.d.ts` writes it."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from .items import Item, key_of

# TypeDoc's reflection kinds (typedoc/models/kind.ts).
CLASS, INTERFACE, FUNCTION, VARIABLE, TYPE_ALIAS, REFERENCE = 128, 256, 64, 32, 2097152, 4194304
CONSTRUCTOR, PROPERTY, METHOD, ACCESSOR = 512, 1024, 2048, 262144
KIND_NAMES = {
    CLASS: "class", INTERFACE: "interface", FUNCTION: "function", VARIABLE: "constant",
    TYPE_ALIAS: "type", CONSTRUCTOR: "constructor", PROPERTY: "property", METHOD: "method",
    ACCESSOR: "accessor",
}
# TypeDoc's module names (the entry files, relative to the tree: scripts/build-docs passes
# --basePath) and the entry a user imports.
ENTRIES = {
    "bindings-js/js": "damero",
    "bindings-js/js/draughts": "damero/draughts",
    "bindings-js/js/chess": "damero/chess",
    "bindings-js/js/placement": "damero/placement",
    "bindings-js/board/board": "damero/board",
}


class Declarations:
    """The text of each declaration in the `.d.ts` files, from the line TypeDoc gives."""

    def __init__(self, root: Path):
        self.root = root
        self.files: dict[str, list[str]] = {}

    def text(self, source: dict[str, Any], header_only: bool) -> str:
        name = source["fileName"]
        if name not in self.files:
            self.files[name] = (self.root / name).read_text(encoding="utf-8").splitlines()
        lines = self.files[name]
        first = source["line"] - 1
        indent = len(lines[first]) - len(lines[first].lstrip())
        start = source["character"]
        # TypeDoc points at the name: take the keywords before it on the line too.
        before = re.search(r"((?:(?:export|declare|class|interface|function|const|let|type|static|readonly|abstract|async|get|set)\s+)*)$", lines[first][:start])
        start -= len(before.group(1)) if before else 0
        text = "\n".join([lines[first][start:]] + lines[first + 1:])
        # Scan to the end of the declaration: a `;` outside brackets and quotes, or, for a class or
        # an interface, its opening `{`.
        depth, quote, i = 0, "", 0
        while i < len(text):
            c = text[i]
            if quote:
                quote = "" if c == quote else quote
            elif c in "'\"`":
                quote = c
            elif text.startswith("//", i):
                i = text.find("\n", i)
                if i < 0:
                    break
                continue
            elif text.startswith("=>", i):
                i += 2
                continue
            elif c in "({[<":
                if c == "{" and depth == 0 and header_only:
                    break
                depth += 1
            elif c in ")}]>":
                depth -= 1
            elif c == ";" and depth == 0:
                i += 1
                break
            i += 1
        out = text[:i].rstrip().splitlines()
        out = [out[0]] + [l[indent:] if l[:indent].isspace() else l for l in out[1:]]
        return re.sub(r"^(export\s+)?(declare\s+)?", "", "\n".join(out).strip())


def comment_text(comment: dict[str, Any] | None) -> str:
    """TypeDoc's parsed comment as Markdown: the summary, then the block tags."""
    if not comment:
        return ""
    parts = [_parts(comment.get("summary", []))]
    for tag in comment.get("blockTags", []):
        name = tag["tag"].lstrip("@")
        body = _parts(tag.get("content", []))
        label = {"returns": "Returns", "throws": "Throws", "example": "Example", "deprecated": "Deprecated",
                 "remarks": "Remarks", "see": "See"}.get(name, name.capitalize())
        if name == "param":
            label = f"Parameter `{tag.get('name', '')}`"
        parts.append(f"**{label}**\n\n{body}" if "```" in body else f"**{label}:** {body}")
    return "\n\n".join(p for p in parts if p.strip())


def _parts(parts: list[dict[str, Any]]) -> str:
    out = []
    for p in parts:
        if p["kind"] == "inline-tag":
            out.append(f"`{p['text']}`")
        else:
            out.append(p["text"])
    return "".join(out).strip()


def read(path: Path, root: Path) -> list[Item]:
    data = json.loads(path.read_text(encoding="utf-8"))
    decls = Declarations(root)
    items: list[Item] = []
    by_id: dict[int, Item] = {}
    exported_by: dict[int, list[str]] = {}

    def doc_of(node: dict[str, Any]) -> str:
        texts = [comment_text(node.get("comment"))]
        sigs = node.get("signatures") or []
        if node["kind"] == ACCESSOR:
            sigs = [s for s in (node.get("getSignature"), node.get("setSignature")) if s]
        seen = set(texts)
        for sig in sigs:
            text = comment_text(sig.get("comment"))
            if text not in seen:
                texts.append(text)
                seen.add(text)
            params = [
                f"- `{p['name']}`: {comment_text(p['comment'])}" for p in sig.get("parameters", []) if p.get("comment")
            ]
            if params:
                texts.append("\n".join(params))
        return "\n\n".join(t for t in texts if t)

    def signature(node: dict[str, Any], header_only: bool = False) -> str:
        sources = node.get("sources") or []
        return "\n".join(decls.text(s, header_only) for s in sources)

    def add(node: dict[str, Any], name: str, key: str, kind: str, sig: str, entry: str) -> Item:
        source = node.get("sources", [{}])[0]
        item = Item("js", name, kind, key, sig, doc_of(node), {}, f"{source.get('fileName', '')}:{source.get('line', 0)}")
        items.append(item)
        by_id[node["id"]] = item
        exported_by.setdefault(node["id"], []).append(entry)
        return item

    for module in data["children"]:
        entry = ENTRIES.get(module["name"])
        if entry is None:
            raise SystemExit(f"build-docs: TypeDoc read an entry this site does not know: {module['name']}")
        for node in module.get("children", []):
            kind = node["kind"]
            name = node["name"]
            if kind == REFERENCE:
                exported_by.setdefault(node["target"], []).append(entry)
                continue
            if kind == FUNCTION and name == "default":
                name = "init"
            if entry not in ("damero", "damero/board") and kind == VARIABLE:
                # An entry's own declaration of a name it does not have (`readGames: never`).
                item = add(node, f"{name} ({entry})", key_of(name), "not in this entry", signature(node), entry)
                continue
            container = kind in (CLASS, INTERFACE)
            item = add(node, name, key_of(name), KIND_NAMES.get(kind, str(kind)), signature(node, header_only=container), entry)
            if not container:
                continue
            for member in node.get("children", []):
                if member.get("inheritedFrom"):
                    continue
                mkind = member["kind"]
                mname = member["name"]
                if mkind == CONSTRUCTOR:
                    # `new Game(...)` is the row of `Game::new` and `damero_game_new`.
                    add(member, f"new {name}()", key_of(name, "new"), "constructor", signature(member), entry)
                    continue
                static = member.get("flags", {}).get("isStatic", False)
                shown = f"{name}.{mname}" if static or kind == INTERFACE else f"{name}#{mname}"
                if mname.startswith("["):
                    # A well-known symbol (`[Symbol.dispose]`), which TypeDoc names `[dispose]`.
                    mname = mname.strip("[]")
                    shown = f"{name}[Symbol.{mname}]"
                add(member, shown, key_of(name, mname), KIND_NAMES.get(mkind, str(mkind)), signature(member), entry)
    for node_id, entries in exported_by.items():
        item = by_id.get(node_id)
        if item is not None and item.kind not in ("property", "method", "accessor"):
            unique = sorted(set(entries), key=list(ENTRIES.values()).index)
            item.note = "Exported by " + ", ".join(f"`{e}`" for e in unique) + "."
    return items
