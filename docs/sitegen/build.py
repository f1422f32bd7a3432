"""Builds the site: reads the items the four extractions wrote, stages `docs/site/` with its API
pages rendered into `target/docs-src/`, writes the manifest of where each item is, and runs
Sphinx into the output folder (warnings are errors: a broken cross-reference fails).

    python -m sitegen.build --work target/docs --out target/site

`--work` holds `damero.json` (rustdoc), `typedoc.json` (TypeDoc) and `python.json`
(`sitegen.python`, run in the wheel's interpreter), as scripts/build-docs leaves them."""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path

from . import c, js, pages, rust
from .items import Item, key_of

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "docs" / "site"


def python_items(path: Path) -> list[Item]:
    items = []
    for data in json.loads(path.read_text(encoding="utf-8")):
        parts = data.pop("key_parts")
        items.append(Item(key=key_of(*parts), **data))
    return items


def read_items(work: Path) -> list[Item]:
    items = rust.read(work / "damero.json")
    items += python_items(work / "python.json")
    items += js.read(work / "typedoc.json", ROOT)
    items += c.read(ROOT / "include" / "damero.h")
    return items


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--work", type=Path, required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--src", type=Path, default=ROOT / "target" / "docs-src")
    args = parser.parse_args()

    items = read_items(args.work)
    # The staged sources sit as deep below the root as docs/site/, so that a page's relative
    # include of ../../../README.md reads the same file from either place.
    src: Path = args.src
    if len(src.resolve().relative_to(ROOT).parts) != len(SITE.relative_to(ROOT).parts):
        raise SystemExit(f"build-docs: the staging folder must be two levels below the root, not {src}")
    if src.exists():
        shutil.rmtree(src)
    shutil.copytree(SITE, src, ignore=shutil.ignore_patterns("__pycache__"))
    manifest = pages.build(items, SITE / "api", src / "api", SITE / "api" / "names.toml")
    (args.work / "manifest.json").write_text(json.dumps(manifest, indent=1), encoding="utf-8")

    # A clean build every time: the staged sources are all new, and a stale environment would
    # keep labels of pages as they were.
    for stale in (args.out, args.work / "doctrees"):
        if stale.exists():
            shutil.rmtree(stale)
    command = [sys.executable, "-m", "sphinx", "-W", "--keep-going", "-q", "-b", "html",
               "-d", str(args.work / "doctrees"), str(src), str(args.out)]
    result = subprocess.run(command)
    if result.returncode != 0:
        raise SystemExit("build-docs: Sphinx failed (above)")
    counts = ", ".join(f"{lang} {len(v)}" for lang, v in manifest.items())
    print(f"build-docs: {args.out}/index.html ({counts} items on the API pages)")


if __name__ == "__main__":
    main()
