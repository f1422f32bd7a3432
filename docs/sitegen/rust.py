"""The Rust items: every public item of the crate `damero`, read from rustdoc's JSON output
(`cargo +nightly rustdoc -p damero --lib -- -Zunstable-options --output-format json`, format
version `FORMAT_VERSIONS`), with signatures written back from its types."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .items import Item, key_of

# The rustdoc JSON format versions this reader knows (the machine's nightly writes 57).
FORMAT_VERSIONS = range(53, 60)


class Crate:
    def __init__(self, data: dict[str, Any]):
        version = data.get("format_version")
        if version not in FORMAT_VERSIONS:
            raise SystemExit(
                f"build-docs: rustdoc JSON format {version} is not one this reader knows "
                f"({FORMAT_VERSIONS.start}-{FORMAT_VERSIONS.stop - 1}): update docs/sitegen/rust.py"
            )
        self.index: dict[str, Any] = data["index"]
        self.root = str(data["root"])
        # id -> the public name of the item (`Game::play`), filled by the walk.
        self.public: dict[str, str] = {}
        self.items: list[Item] = []

    def get(self, id_: Any) -> dict[str, Any]:
        return self.index[str(id_)]

    # --- types ------------------------------------------------------------------------------
    def ty(self, t: Any) -> str:
        if t is None:
            return "()"
        (kind, v), = t.items()
        if kind == "resolved_path":
            return self.path(v)
        if kind == "primitive":
            return v
        if kind == "generic":
            return v
        if kind == "borrowed_ref":
            life = f"{v['lifetime']} " if v.get("lifetime") else ""
            mut = "mut " if v["is_mutable"] else ""
            return f"&{life}{mut}{self.ty(v['type'])}"
        if kind == "raw_pointer":
            return f"*{'mut' if v['is_mutable'] else 'const'} {self.ty(v['type'])}"
        if kind == "slice":
            return f"[{self.ty(v)}]"
        if kind == "array":
            return f"[{self.ty(v['type'])}; {v['len']}]"
        if kind == "tuple":
            inner = ", ".join(self.ty(x) for x in v)
            return f"({inner}{',' if len(v) == 1 else ''})"
        if kind == "impl_trait":
            return "impl " + " + ".join(self.bound(b) for b in v)
        if kind == "dyn_trait":
            traits = [self.path(p["trait"]) for p in v["traits"]]
            if v.get("lifetime"):
                traits.append(v["lifetime"])
            return "dyn " + " + ".join(traits)
        if kind == "qualified_path":
            if v.get("trait"):
                return f"<{self.ty(v['self_type'])} as {self.path(v['trait'])}>::{v['name']}"
            return f"{self.ty(v['self_type'])}::{v['name']}"
        if kind == "function_pointer":
            sig = v["sig"]
            args = ", ".join(self.ty(a[1]) for a in sig["inputs"])
            out = f" -> {self.ty(sig['output'])}" if sig.get("output") else ""
            return f"fn({args}){out}"
        if kind == "infer":
            return "_"
        return kind

    def path(self, p: dict[str, Any]) -> str:
        name = p["path"].split("::")[-1]
        return name + self.args(p.get("args"))

    def args(self, a: Any) -> str:
        if not a:
            return ""
        if "angle_bracketed" in a:
            ab = a["angle_bracketed"]
            parts = []
            for arg in ab["args"]:
                if isinstance(arg, str):
                    parts.append("_")
                elif "type" in arg:
                    parts.append(self.ty(arg["type"]))
                elif "lifetime" in arg:
                    parts.append(arg["lifetime"])
                elif "const" in arg:
                    parts.append(arg["const"].get("expr", "_"))
            for c in ab.get("constraints", []):
                binding = c.get("binding", {})
                if "equality" in binding:
                    eq = binding["equality"]
                    value = self.ty(eq["type"]) if "type" in eq else str(eq)
                    parts.append(f"{c['name']} = {value}")
                else:
                    bounds = " + ".join(self.bound(b) for b in binding.get("constraint", []))
                    parts.append(f"{c['name']}: {bounds}")
            return f"<{', '.join(parts)}>" if parts else ""
        if "parenthesized" in a:
            par = a["parenthesized"]
            out = f" -> {self.ty(par['output'])}" if par.get("output") else ""
            return f"({', '.join(self.ty(x) for x in par['inputs'])}){out}"
        return ""

    def bound(self, b: Any) -> str:
        if isinstance(b, dict) and "trait_bound" in b:
            tb = b["trait_bound"]
            prefix = "?" if tb.get("modifier") == "maybe" else ""
            return prefix + self.path(tb["trait"])
        if isinstance(b, dict) and "outlives" in b:
            return b["outlives"]
        return str(b)

    def generics(self, g: dict[str, Any]) -> str:
        parts = []
        for p in g.get("params", []):
            kind = p["kind"]
            if "type" in kind:
                if kind["type"].get("is_synthetic"):
                    continue
                bounds = " + ".join(self.bound(b) for b in kind["type"].get("bounds", []))
                parts.append(p["name"] + (f": {bounds}" if bounds else ""))
            elif "lifetime" in kind:
                parts.append(p["name"])
            elif "const" in kind:
                parts.append(f"const {p['name']}: {self.ty(kind['const']['type'])}")
        return f"<{', '.join(parts)}>" if parts else ""

    def where(self, g: dict[str, Any]) -> str:
        preds = []
        for w in g.get("where_predicates", []):
            if "bound_predicate" in w:
                bp = w["bound_predicate"]
                bounds = " + ".join(self.bound(b) for b in bp["bounds"])
                preds.append(f"{self.ty(bp['type'])}: {bounds}")
        return f"\nwhere\n    {', '.join(preds)}" if preds else ""

    def function(self, name: str, f: dict[str, Any]) -> str:
        sig = f["sig"]
        args = []
        for arg_name, t in sig["inputs"]:
            if arg_name == "self":
                if t == {"generic": "Self"}:
                    args.append("self")
                elif "borrowed_ref" in t and t["borrowed_ref"]["type"] == {"generic": "Self"}:
                    args.append("&mut self" if t["borrowed_ref"]["is_mutable"] else "&self")
                else:
                    args.append(f"self: {self.ty(t)}")
            else:
                args.append(f"{arg_name}: {self.ty(t)}")
        header = f.get("header", {})
        qual = ("const " if header.get("is_const") else "") + ("unsafe " if header.get("is_unsafe") else "")
        out = f" -> {self.ty(sig['output'])}" if sig.get("output") else ""
        one_line = f"pub {qual}fn {name}{self.generics(f['generics'])}({', '.join(args)}){out}"
        if len(one_line) > 96 and args:
            body = "".join(f"\n    {a}," for a in args)
            one_line = f"pub {qual}fn {name}{self.generics(f['generics'])}({body}\n){out}"
        return one_line + self.where(f["generics"])

    # --- the walk ---------------------------------------------------------------------------
    def walk(self) -> list[Item]:
        root = self.get(self.root)
        self.add(root, "damero", "crate", "module.damero", "extern crate damero;")
        self.module(root, [])
        # Links are resolved once every public name is known.
        for item in self.items:
            raw = item.links
            item.links = {text: self.public[str(i)] for text, i in raw.items() if str(i) in self.public}
        return self.items

    def module(self, mod: dict[str, Any], prefix: list[str]) -> None:
        for id_ in mod["inner"]["module"]["items"]:
            entry = self.get(id_)
            if entry["visibility"] != "public":
                continue
            if "use" in entry["inner"]:
                use = entry["inner"]["use"]
                if use["id"] is None or use["is_glob"]:
                    continue
                self.item(self.get(use["id"]), prefix, use["name"])
            else:
                self.item(entry, prefix, entry["name"])

    def item(self, entry: dict[str, Any], prefix: list[str], name: str) -> None:
        (kind, inner), = entry["inner"].items()
        full = "::".join(prefix + [name])
        if kind == "module":
            self.add(entry, full, "module", "module." + key_of(name), f"pub mod {full}")
            self.module(entry, prefix + [name])
            return
        if kind == "function":
            self.add(entry, full, "function", key_of(name), self.function(name, inner))
        elif kind == "constant":
            const = inner["const"]
            value = const.get("value") or const.get("expr")
            self.add(entry, full, "constant", key_of(name),
                     f"pub const {name}: {self.ty(inner['type'])} = {value};")
        elif kind == "type_alias":
            self.add(entry, full, "type", key_of(name),
                     f"pub type {name}{self.generics(inner['generics'])} = {self.ty(inner['type'])};")
        elif kind in ("struct", "enum"):
            self.type_(entry, kind, inner, full, name)
        else:
            self.add(entry, full, kind, key_of(name), f"{kind} {name}")

    def type_(self, entry: dict[str, Any], kind: str, inner: dict[str, Any], full: str, name: str) -> None:
        traits = []
        for impl_id in inner["impls"]:
            impl = self.get(impl_id)["inner"]["impl"]
            if impl.get("is_synthetic") or impl.get("blanket_impl"):
                continue
            if impl["trait"] is not None:
                traits.append(self.path(impl["trait"]))
        derives = f"\n// implements {', '.join(sorted(set(traits)))}" if traits else ""
        generics = self.generics(inner["generics"])
        self.add(entry, full, kind, key_of(name), f"pub {kind} {name}{generics}{derives}")
        if kind == "struct":
            fields = inner["kind"].get("plain", {}).get("fields", [])
            for fid in fields:
                f = self.get(fid)
                if f["visibility"] != "public":
                    continue
                self.add(f, f"{full}::{f['name']}", "field", key_of(name, f["name"]),
                         f"pub {f['name']}: {self.ty(f['inner']['struct_field'])}")
        else:
            for vid in inner["variants"]:
                v = self.get(vid)
                vk = v["inner"]["variant"]["kind"]
                shape = ""
                if isinstance(vk, dict) and "tuple" in vk:
                    shape = "(" + ", ".join(
                        self.ty(self.get(f)["inner"]["struct_field"]) for f in vk["tuple"] if f is not None
                    ) + ")"
                elif isinstance(vk, dict) and "struct" in vk:
                    shape = " { " + ", ".join(
                        f"{self.get(f)['name']}: {self.ty(self.get(f)['inner']['struct_field'])}"
                        for f in vk["struct"]["fields"]
                    ) + " }"
                self.add(v, f"{full}::{v['name']}", "variant", key_of(name, v["name"]),
                         f"{name}::{v['name']}{shape}")
        for impl_id in inner["impls"]:
            impl = self.get(impl_id)["inner"]["impl"]
            if impl["trait"] is not None or impl.get("is_synthetic") or impl.get("blanket_impl"):
                continue
            for mid in impl["items"]:
                m = self.get(mid)
                if m["visibility"] != "public":
                    continue
                (mk, mi), = m["inner"].items()
                if mk == "function":
                    sig = self.function(m["name"], mi)
                    kind_name = "method" if mi["sig"]["inputs"] and mi["sig"]["inputs"][0][0] == "self" else "associated function"
                elif mk == "assoc_const":
                    value = f" = {mi['value']}" if mi.get("value") else ""
                    sig, kind_name = f"pub const {m['name']}: {self.ty(mi['type'])}{value};", "associated constant"
                else:
                    sig, kind_name = f"{mk} {m['name']}", mk
                self.add(m, f"{full}::{m['name']}", kind_name, key_of(name, m["name"]), sig)

    def add(self, entry: dict[str, Any], full: str, kind: str, key: str, signature: str) -> None:
        if str(entry["id"]) in self.public and kind not in ("variant", "field"):
            return  # re-exported twice
        self.public[str(entry["id"])] = full
        span = entry.get("span") or {}
        source = f"{span.get('filename', '')}:{span.get('begin', [0])[0]}" if span else ""
        deprecation = entry.get("deprecation")
        doc = entry.get("docs") or ""
        if deprecation:
            doc = f"**Deprecated**{': ' + deprecation['note'] if deprecation.get('note') else ''}.\n\n{doc}"
        self.items.append(Item("rust", full, kind, key, signature, doc, dict(entry.get("links") or {}), source))


def read(path: Path) -> list[Item]:
    crate = Crate(json.loads(path.read_text(encoding="utf-8")))
    return crate.walk()
