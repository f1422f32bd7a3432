"""Doc comments of each language turned into the Markdown of the site (MyST): Rust's hidden
doctest lines dropped and its intra-doc links resolved, Python's doctests put in code blocks,
headings inside a doc comment made bold (a card has no sections), names of other items linked."""

from __future__ import annotations

import re
from typing import Callable

# A function giving the anchor of an item of a language by its name, or None.
Resolver = Callable[[str, str], "str | None"]

FENCE = re.compile(r"^(\s*)(```+|~~~+)(.*)$")


def split_fences(text: str) -> list[tuple[bool, str, str]]:
    """The text cut into (is_code, info, body) pieces at its fenced code blocks."""
    pieces: list[tuple[bool, str, str]] = []
    lines = text.split("\n")
    prose: list[str] = []
    i = 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if m:
            marker, info = m.group(2), m.group(3).strip()
            body = []
            i += 1
            while i < len(lines) and not lines[i].strip().startswith(marker):
                body.append(lines[i][len(m.group(1)):] if lines[i].startswith(m.group(1)) else lines[i])
                i += 1
            i += 1
            if prose:
                pieces.append((False, "", "\n".join(prose)))
                prose = []
            pieces.append((True, info, "\n".join(body)))
            continue
        prose.append(lines[i])
        i += 1
    if prose:
        pieces.append((False, "", "\n".join(prose)))
    return pieces


def join(pieces: list[tuple[bool, str, str]]) -> str:
    out = []
    for is_code, info, body in pieces:
        out.append(f"````{info}\n{body}\n````" if is_code else body)
    return "\n\n".join(p.strip("\n") for p in out if p.strip())


RUST_TESTS = {"", "rust", "ignore", "no_run", "should_panic", "compile_fail", "edition2021", "edition2024"}


def rust(doc: str, links: dict[str, str], resolve: Resolver) -> str:
    pieces = []
    for is_code, info, body in split_fences(doc):
        if is_code:
            words = {w.strip() for w in info.split(",")}
            if words <= RUST_TESTS:
                body = "\n".join(
                    l for l in body.split("\n") if not (l.strip() == "#" or l.lstrip().startswith("# "))
                )
                info = "rust"
            pieces.append((True, info, body))
            continue
        text = _headings(body)
        # `[text](Dest)` and `[Dest]` where Dest is an intra-doc link rustdoc resolved.
        def dest(target_text: str) -> str | None:
            name = links.get(target_text)
            return resolve("rust", name) if name else None

        def inline(m: re.Match[str]) -> str:
            label, target = m.group(1), m.group(2)
            anchor = dest(target)
            if anchor:
                return f"[{label}](#{anchor})"
            if target.startswith(("http://", "https://")):
                return m.group(0)
            return label

        text = re.sub(r"\[([^\]]+)\]\(([^)\s]+)\)", inline, text)

        def shortcut(m: re.Match[str]) -> str:
            target = m.group(1)
            anchor = dest(target)
            return f"[{target}](#{anchor})" if anchor else target

        text = re.sub(r"(?<![\]\\])\[([^\]\n]+)\](?![(\[:])", shortcut, text)
        pieces.append((False, "", text))
    return join(pieces)


def python(doc: str, resolve: Resolver) -> str:
    """Doctest lines (`>>> ` and their output, up to a blank line) become `pycon` blocks."""
    pieces = []
    for is_code, info, body in split_fences(doc):
        if is_code:
            pieces.append((True, info, body))
            continue
        prose: list[str] = []
        block: list[str] = []
        for line in body.split("\n") + [""]:
            if line.lstrip().startswith(">>>") or (block and line.strip()):
                block.append(line.strip() if line.lstrip().startswith((">>>", "...")) else line)
                continue
            if block:
                pieces.append((False, "", "\n".join(prose)))
                pieces.append((True, "pycon", "\n".join(block)))
                prose, block = [], []
            prose.append(line)
        pieces.append((False, "", _link_code(_headings("\n".join(prose)), "python", resolve)))
    return join(pieces)


def plain(doc: str, lang: str, resolve: Resolver) -> str:
    """JavaScript and C doc comments: Markdown already; names of the language's items linked."""
    pieces = []
    for is_code, info, body in split_fences(doc):
        if is_code:
            pieces.append((True, info, body))
        else:
            pieces.append((False, "", _link_code(_headings(body), lang, resolve)))
    return join(pieces)


def _headings(text: str) -> str:
    return re.sub(r"^#{1,6}\s+(.+)$", r"**\1**\n", text, flags=re.M)


def _link_code(text: str, lang: str, resolve: Resolver) -> str:
    """`name` or `name()` in inline code, when it is the full name of an item of the language."""

    def link(m: re.Match[str]) -> str:
        code = m.group(1)
        name = re.sub(r"\(.*\)$", "", code)
        anchor = resolve(lang, name)
        return f"[`{code}`](#{anchor})" if anchor else m.group(0)

    return re.sub(r"(?<![\[`])`([A-Za-z_][\w.#]*(?:\([^`]*\))?)`(?![\]`])", link, text)
