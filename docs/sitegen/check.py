"""The checks of the built site (scripts/test-docs):

- links: every `href` and `src` of every page that stays inside the site names a file that exists,
  and its `#anchor` an id on that page; nothing points outside the site but http(s) and mailto
  links (counted, not followed: there is no network here).
- coverage: every public item of every language (the manifest the build wrote from the four
  extractions) is on its API page: its anchor exists there and its name is written in it.

    python -m sitegen.check --site target/site --manifest target/docs/manifest.json
"""

from __future__ import annotations

import argparse
import html
import json
import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit


class Page(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.links: list[tuple[str, str]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if value is None:
                continue
            if name in ("id", "name") and (name == "id" or tag == "a"):
                self.ids.add(value)
            if (name == "href" and tag in ("a", "link", "area")) or (name == "src" and tag in ("img", "script", "iframe", "source")):
                self.links.append((tag, value))

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def parse(path: Path) -> Page:
    page = Page()
    page.feed(path.read_text(encoding="utf-8"))
    return page


def check_links(site: Path) -> tuple[int, int, list[str]]:
    site = site.resolve()
    pages = {p.resolve(): parse(p) for p in sorted(site.rglob("*.html"))}
    problems = []
    internal = external = 0
    for path, page in pages.items():
        for tag, link in page.links:
            parts = urlsplit(link)
            if parts.scheme in ("http", "https", "mailto"):
                external += 1
                continue
            if parts.scheme or parts.netloc:
                problems.append(f"{path.relative_to(site)}: {link}: not a link inside the site")
                continue
            internal += 1
            target = (path.parent / unquote(parts.path)).resolve() if parts.path else path.resolve()
            if target.is_dir():
                target = target / "index.html"
            if not target.is_relative_to(site):
                problems.append(f"{path.relative_to(site)}: {link}: leaves the site")
            elif not target.exists():
                problems.append(f"{path.relative_to(site)}: {link}: no such file")
            elif parts.fragment and target.suffix == ".html":
                if target not in pages:
                    pages[target] = parse(target)
                ids = pages[target].ids
                if unquote(parts.fragment) not in ids:
                    problems.append(f"{path.relative_to(site)}: {link}: no such anchor")
    return internal, external, problems


def check_coverage(site: Path, manifest: dict[str, list[dict[str, str]]]) -> tuple[int, list[str]]:
    problems = []
    count = 0
    cache: dict[Path, tuple[set[str], str]] = {}
    for lang, entries in manifest.items():
        for entry in entries:
            count += 1
            page = site / "api" / entry["page"].replace(".md", ".html")
            if page not in cache:
                if not page.exists():
                    problems.append(f"{lang} {entry['name']}: its page {page.name} was not built")
                    continue
                parsed = parse(page)
                cache[page] = (parsed.ids, html.unescape("".join(parsed.text)))
            ids, text = cache[page]
            if entry["anchor"] not in ids:
                problems.append(f"{lang} {entry['name']}: no anchor {entry['anchor']} on {page.name}")
            elif entry["name"] not in text:
                problems.append(f"{lang} {entry['name']}: not written on {page.name}")
    return count, problems


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--site", type=Path, required=True)
    parser.add_argument("--manifest", type=Path, required=True)
    args = parser.parse_args()
    internal, external, link_problems = check_links(args.site)
    manifest = json.loads(args.manifest.read_text(encoding="utf-8"))
    items, coverage_problems = check_coverage(args.site, manifest)
    for problem in link_problems + coverage_problems:
        print(f"test-docs: {problem}")
    print(f"test-docs: {internal} internal links checked ({len(link_problems)} broken; {external} external ones not followed)")
    print(f"test-docs: {items} public items of Rust, Python, JavaScript and C on the API pages ({len(coverage_problems)} missing)")
    if link_problems or coverage_problems:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
