"""The API pages: the items of the four languages put in rows by their neutral key (with the
renamings of `docs/site/api/names.toml`), and each page template's ```` ```{api} ```` blocks
replaced by the rows their patterns name: a table of the four names, then for each row the
signature and documentation of every language side by side.

A row that no block names fails the build: a public item cannot be left off the site."""

from __future__ import annotations

import fnmatch
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from . import markdown
from .items import FENCES, LANGUAGE_NAMES, LANGUAGES, Item

TYPE_KINDS = {"struct", "enum", "class", "interface", "type", "opaque type", "callback type", "exception"}
API_BLOCK = re.compile(r"^```\{api\}[^\n]*\n(.*?)^```\s*$", re.S | re.M)


@dataclass
class Row:
    key: str
    items: dict[str, list[Item]] = field(default_factory=dict)
    page: str = ""

    @property
    def anchor(self) -> str:
        # `move.kind` and `move_kind` must differ once Sphinx makes ids of them (every run of
        # other characters becomes one `-`): `_` is dropped, `.` and `::` become `-`.
        return "api-" + re.sub(r"[^a-z0-9]+", "-", self.key.lower().replace("_", "")).strip("-")

    @property
    def title(self) -> str:
        """The row's heading: the key, a type in the CamelCase every language but C uses."""
        parts = self.key.split(".")
        is_type = any(i.kind in TYPE_KINDS for items in self.items.values() for i in items)
        if len(parts) > 1 or is_type:
            parts[0] = "".join(w.capitalize() for w in parts[0].split("_"))
        return ".".join(parts)


def rename(items: list[Item], names_file: Path) -> None:
    """Applies the renamings: `[lang]` maps a key to another (exact), `[lang.patterns]` a regular
    expression over the whole key to a replacement."""
    table = tomllib.loads(names_file.read_text(encoding="utf-8"))
    for item in items:
        lang = table.get(item.lang, {})
        exact = {k: v for k, v in lang.items() if isinstance(v, str)}
        if item.key in exact:
            item.key = exact[item.key]
            continue
        for pattern, replacement in lang.get("patterns", {}).items():
            new, n = re.subn(f"^(?:{pattern})$", replacement, item.key)
            if n:
                item.key = new
                break


def rows_of(items: list[Item]) -> dict[str, Row]:
    rows: dict[str, Row] = {}
    for item in items:
        row = rows.setdefault(item.key, Row(item.key))
        row.items.setdefault(item.lang, []).append(item)
    return rows


def assign(templates: dict[str, str], rows: dict[str, Row]) -> dict[str, dict[int, list[Row]]]:
    """Which rows each `{api}` block of each page shows: exact keys first, then patterns, in page
    and block order; the first block whose pattern matches a row takes it."""
    blocks: list[tuple[str, int, list[str]]] = []
    for page, text in templates.items():
        for n, m in enumerate(API_BLOCK.finditer(text)):
            patterns = [l.strip() for l in m.group(1).splitlines() if l.strip() and not l.strip().startswith("#")]
            blocks.append((page, n, patterns))
    placed: dict[str, dict[int, list[Row]]] = {page: {} for page in templates}
    taken: set[str] = set()
    problems = []
    for exact in (True, False):
        for page, n, patterns in blocks:
            for pattern in patterns:
                is_glob = any(c in pattern for c in "*?[")
                if is_glob == exact:
                    continue
                matched = [rows[pattern]] if exact and pattern in rows else (
                    [] if exact else [r for k, r in rows.items() if fnmatch.fnmatchcase(k, pattern)]
                )
                if exact and pattern not in rows:
                    problems.append(f"{page}: `{pattern}` names no item of any language")
                for row in matched:
                    if row.key in taken:
                        if exact:
                            problems.append(f"{page}: `{row.key}` is on {row.page} already")
                        continue
                    taken.add(row.key)
                    row.page = page
                    placed[page].setdefault(n, []).append(row)
    missing = sorted(set(rows) - taken)
    for key in missing:
        names = "; ".join(f"{LANGUAGE_NAMES[l]} {', '.join(i.name for i in its)}" for l, its in rows[key].items.items())
        problems.append(f"`{key}` ({names}) is on no page: add it to a page's {{api}} block")
    if problems:
        raise SystemExit("build-docs: the API pages do not hold every public item:\n  " + "\n  ".join(problems))
    # Within a block, rows keep the order of the block's patterns, then of the Rust source.
    return placed


class Renderer:
    def __init__(self, rows: dict[str, Row]):
        self.rows = rows
        self.by_name: dict[tuple[str, str], Row] = {}
        for row in rows.values():
            for lang, items in row.items.items():
                for item in items:
                    self.by_name.setdefault((lang, item.name), row)
                    # Python and JavaScript doc comments write members as `Game.play` and
                    # `Game#play`; the module prefix of `damero.envs` items may be left out.
                    if lang == "js":
                        self.by_name.setdefault((lang, item.name.replace("#", ".")), row)
                    if lang == "python" and item.name.startswith("damero.envs."):
                        self.by_name.setdefault((lang, item.name.rsplit(".", 1)[-1]), row)

    def resolve(self, lang: str, name: str) -> str | None:
        row = self.by_name.get((lang, name))
        return row.anchor if row else None

    def doc(self, item: Item) -> str:
        if item.lang == "rust":
            return markdown.rust(item.doc, item.links, self.resolve)
        if item.lang == "python":
            return markdown.python(item.doc, self.resolve)
        return markdown.plain(item.doc, item.lang, self.resolve)

    def block(self, rows: list[Row]) -> str:
        out = [":::{container} api-summary", "", "| | Rust | Python | JavaScript | C |", "|---|---|---|---|---|"]
        for row in rows:
            cells = []
            for lang in LANGUAGES:
                names = [f"`{i.name}`" for i in row.items.get(lang, [])]
                cells.append("<br>".join(names) if names else "—")
            out.append(f"| [{row.title}](#{row.anchor}) | " + " | ".join(cells) + " |")
        out.extend(["", ":::", ""])
        for row in rows:
            out.append(self.row(row))
        return "\n".join(out)

    def row(self, row: Row) -> str:
        out = [f"({row.anchor})=", f"### {row.title}", "", "::::{grid} 1 1 2 2", ":gutter: 2", ""]
        for lang in LANGUAGES:
            for item in row.items.get(lang, []):
                out.append(f":::{{grid-item-card}} {LANGUAGE_NAMES[lang]} · `{item.name}`")
                out.append(f":class-card: api-card api-{lang}")
                out.append("")
                out.append(f"<span class=\"api-kind\">{item.kind}</span>")
                out.append("")
                out.append(f"````{{code-block}} {FENCES[lang]}")
                out.append(":class: api-signature")
                out.append(item.signature)
                out.append("````")
                if item.note:
                    out.extend(["", item.note])
                body = self.doc(item)
                out.extend(["", body if body.strip() else "*No documentation.*"])
                if item.source:
                    out.extend(["", f"<span class=\"api-source\">{item.source}</span>"])
                out.extend([":::", ""])
        out.append("::::")
        out.append("")
        return "\n".join(out)


def render(template: str, blocks: dict[int, list[Row]], renderer: Renderer) -> str:
    counter = iter(range(10_000))

    def replace(m: re.Match[str]) -> str:
        n = next(counter)
        return renderer.block(blocks.get(n, []))

    return API_BLOCK.sub(replace, template)


def build(items: list[Item], api_dir: Path, out_dir: Path, names_file: Path) -> dict[str, list[dict[str, str]]]:
    """Writes the rendered pages of `api_dir/*.md` into `out_dir`; returns the manifest: for
    each language, every item with the page and anchor it is on."""
    rename(items, names_file)
    rows = rows_of(items)
    templates = {p.name: p.read_text(encoding="utf-8") for p in sorted(api_dir.glob("*.md"))}
    placed = assign(templates, rows)
    renderer = Renderer(rows)
    out_dir.mkdir(parents=True, exist_ok=True)
    for page, text in templates.items():
        (out_dir / page).write_text(render(text, placed[page], renderer), encoding="utf-8")
    manifest: dict[str, list[dict[str, str]]] = {lang: [] for lang in LANGUAGES}
    for row in rows.values():
        for lang, its in row.items.items():
            for item in its:
                manifest[lang].append({"name": item.name, "page": row.page, "anchor": row.anchor})
    return manifest
