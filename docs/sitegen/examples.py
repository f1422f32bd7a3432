"""Every example on the built site, run against the built library (scripts/test-docs).

The code blocks are read from the site's HTML, so whatever a page shows is what runs, however it
got there (written in a guide page, included from the README, or a docstring's doctest on an API
page). By the language Sphinx highlighted it in:

- `python`: run in the interpreter the wheel is installed in, each block in a fresh namespace;
  `pycon` (a doctest, `>>>`): run by doctest, its output compared.
- `js`: a module of its own, run by Node from a folder where `damero` is the built npm package.
- `c`: compiled with `-Wall -Wextra -Werror` against the release `libdamero.a` and the header, and
  run.
- `rust`: every block a whole program (`fn main`), all compiled as modules of one program against
  the debug build of the crate, each run in turn.

Not run here: a signature of an API page (`api-signature`), and the examples inside the Rust
doc comments on the API pages, which are the crate's doctests (`cargo test --doc`, run by
scripts/test-rust). Any other language (`sh`, `text`, `html`, grammar) is not an example of the
library's calls and is only counted.

    python -m sitegen.examples --site target/site --work target/docs --python PY --staticlib LIB --rlib RLIB
"""

from __future__ import annotations

import argparse
import html
import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RUN = {"python", "pycon", "js", "javascript", "c", "rust"}
SHOWN = {"sh", "shell", "console", "text", "html", "abnf", "json", "toml", "default", "none", "ts", "typescript", "pdn", "pgn"}
TIMEOUT = 120


@dataclass
class Block:
    page: str
    number: int
    lang: str
    code: str
    in_api_card: bool

    @property
    def where(self) -> str:
        return f"{self.page} example {self.number}"


class Blocks(HTMLParser):
    """The `<pre>` of each `highlight-<lang>` block, with whether it sits in an API card."""

    def __init__(self, page: str) -> None:
        super().__init__(convert_charrefs=True)
        self.page = page
        self.stack: list[tuple[str, str]] = []
        self.blocks: list[Block] = []
        self.current: list[str] | None = None
        self.lang = ""
        self.signature = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        classes = (dict(attrs).get("class") or "").split()
        if tag in ("br", "img", "input", "meta", "link", "hr", "wbr"):
            return
        self.stack.append((tag, " ".join(classes)))
        lang = next((c[len("highlight-"):] for c in classes if c.startswith("highlight-")), None)
        if lang is not None and tag == "div":
            self.lang = lang
            self.signature = "api-signature" in classes
        if tag == "pre" and self.lang:
            self.current = []

    def handle_endtag(self, tag: str) -> None:
        if tag == "pre" and self.current is not None:
            in_card = any("api-card" in c for _, c in self.stack)
            if not self.signature:
                self.blocks.append(Block(self.page, len(self.blocks) + 1, self.lang, "".join(self.current), in_card))
            self.current = None
            self.lang = ""
        while self.stack:
            open_tag, _ = self.stack.pop()
            if open_tag == tag:
                break

    def handle_data(self, data: str) -> None:
        if self.current is not None:
            self.current.append(data)


def read_blocks(site: Path) -> list[Block]:
    blocks: list[Block] = []
    for path in sorted(site.rglob("*.html")):
        parser = Blocks(str(path.relative_to(site)))
        parser.feed(path.read_text(encoding="utf-8"))
        blocks += parser.blocks
    return blocks


def run(command: list[str], cwd: Path, env: dict[str, str] | None = None) -> tuple[bool, str]:
    try:
        done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=TIMEOUT, env=env)
    except subprocess.TimeoutExpired:
        return False, f"timed out after {TIMEOUT} s"
    return done.returncode == 0, done.stdout + done.stderr


def run_python(blocks: list[Block], work: Path, python: str) -> list[str]:
    if not blocks:
        return []
    work.mkdir(parents=True, exist_ok=True)
    data = work / "blocks.json"
    data.write_text(json.dumps([{"where": b.where, "lang": b.lang, "code": b.code} for b in blocks]), encoding="utf-8")
    ok, out = run([python, str(Path(__file__).resolve().with_name("run_python.py")), str(data.resolve())], work)
    failures = [line[len("FAILED "):] for line in out.splitlines() if line.startswith("FAILED ")]
    if not ok and not failures:
        failures.append(f"the Python runner failed:\n{out}")
    elif failures:
        print(out, file=sys.stderr)
    return failures


def run_js(blocks: list[Block], work: Path) -> list[str]:
    failures = []
    if work.exists():
        shutil.rmtree(work)
    (work / "node_modules").mkdir(parents=True)
    # `import ... from 'damero'` finds the package as an installed dependency would be found.
    os.symlink(ROOT / "bindings-js", work / "node_modules" / "damero")
    for i, block in enumerate(blocks):
        file = work / f"example-{i + 1}.mjs"
        file.write_text(block.code, encoding="utf-8")
        ok, out = run(["node", file.name], work)
        # console.assert only prints: a failed one fails the example all the same.
        if not ok or "Assertion failed" in out:
            failures.append(f"{block.where} (JavaScript):\n{block.code}\n{out}")
    return failures


def run_c(blocks: list[Block], work: Path, staticlib: Path) -> list[str]:
    failures = []
    work.mkdir(parents=True, exist_ok=True)
    libs = ["-lgcc_s", "-lutil", "-lrt", "-lpthread", "-lm", "-ldl", "-lc"]
    for i, block in enumerate(blocks):
        source = work / f"example-{i + 1}.c"
        source.write_text(block.code, encoding="utf-8")
        binary = work / f"example-{i + 1}"
        ok, out = run(["cc", "-std=c11", "-Wall", "-Wextra", "-Werror", f"-I{ROOT / 'include'}", source.name,
                       str(staticlib), *libs, "-o", binary.name], work)
        if ok:
            ok, out = run([f"./{binary.name}"], work)
        if not ok:
            failures.append(f"{block.where} (C):\n{block.code}\n{out}")
    return failures


OUTCOME = """
trait Outcome { fn check(self) -> Result<(), String>; }
impl Outcome for () { fn check(self) -> Result<(), String> { Ok(()) } }
impl<E: std::fmt::Debug> Outcome for Result<(), E> {
    fn check(self) -> Result<(), String> { self.map_err(|e| format!("main returned Err({e:?})")) }
}
"""


def run_rust(blocks: list[Block], work: Path, rlib: Path) -> list[str]:
    if not blocks:
        return []
    work.mkdir(parents=True, exist_ok=True)
    modules, calls, failures = [], [], []
    for i, block in enumerate(blocks):
        if not re.search(r"^fn main\(", block.code, re.M):
            failures.append(f"{block.where} (Rust): a Rust example is a whole program, with `fn main`")
            continue
        code = re.sub(r"^fn main\(", "pub fn main(", block.code, flags=re.M)
        modules.append(f"#[allow(unused)]\nmod example_{i + 1} {{\n{code}\n}}")
        calls.append(f'    ("{block.where}", || example_{i + 1}::main().check()),')
    main = (
        "\n".join(modules) + OUTCOME
        + "type Example = (&'static str, fn() -> Result<(), String>);\n"
        + "fn main() {\n    let examples: Vec<Example> = vec![\n" + "\n".join(calls) + "\n    ];\n"
        + "    let mut failed = 0;\n"
        + "    for (name, run) in examples {\n"
        + "        match std::panic::catch_unwind(run) {\n"
        + "            Ok(Ok(())) => println!(\"ok {name}\"),\n"
        + "            Ok(Err(e)) => { failed += 1; println!(\"FAILED {name}: {e}\"); }\n"
        + "            Err(_) => { failed += 1; println!(\"FAILED {name}: panicked\"); }\n"
        + "        }\n    }\n"
        + "    std::process::exit(if failed == 0 { 0 } else { 1 });\n}\n"
    )
    (work / "examples.rs").write_text(main, encoding="utf-8")
    deps = rlib.parent / "deps"
    ok, out = run(["rustc", "--edition", "2024", "-L", f"dependency={deps}", "--extern", f"damero={rlib}",
                   "examples.rs", "-o", "examples"], work)
    if not ok:
        return failures + [f"the Rust examples do not compile:\n{out}"] + [f"{b.where}: not run" for b in blocks[1:]]
    ok, out = run(["./examples"], work)
    for line in out.splitlines():
        if line.startswith("FAILED "):
            name = line[len("FAILED "):].split(":")[0]
            code = next((b.code for b in blocks if b.where == name), "")
            failures.append(f"{line[len('FAILED '):]}\n{code}")
    if not ok and not failures:
        failures.append(f"the Rust examples failed:\n{out}")
    return failures


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--site", type=Path, required=True)
    parser.add_argument("--work", type=Path, required=True)
    parser.add_argument("--python", required=True, help="the interpreter the wheel is installed in")
    parser.add_argument("--staticlib", type=Path, required=True)
    parser.add_argument("--rlib", type=Path, required=True)
    args = parser.parse_args()

    blocks = read_blocks(args.site)
    by_lang: dict[str, list[Block]] = {}
    doctests = shown = 0
    unknown = []
    for block in blocks:
        lang = {"javascript": "js"}.get(block.lang, block.lang)
        if lang == "rust" and block.in_api_card:
            doctests += 1
        elif lang in RUN:
            by_lang.setdefault({"pycon": "python"}.get(lang, lang), []).append(block)
        elif lang in SHOWN:
            shown += 1
        else:
            unknown.append(f"{block.where}: a `{block.lang}` block: run it (Rust, Python, JS, C) or mark it as text")
    work = args.work / "examples"
    failures = list(unknown)
    counts = []
    for lang, runner in (
        ("rust", lambda b: run_rust(b, work / "rust", args.rlib)),
        # Absolute, but not resolved: a venv's python is a link that must stay one.
        ("python", lambda b: run_python(b, work / "python", os.path.abspath(args.python))),
        ("js", lambda b: run_js(b, work / "js")),
        ("c", lambda b: run_c(b, work / "c", args.staticlib)),
    ):
        mine = by_lang.get(lang, [])
        failed = runner(mine)
        failures += failed
        counts.append(f"{lang} {len(mine)}")
    for failure in failures:
        print(f"test-docs: FAILED {failure}\n", file=sys.stderr)
    total = sum(len(v) for v in by_lang.values())
    print(f"test-docs: examples run: {', '.join(counts)}; {doctests} Rust doc-comment examples are the crate's doctests "
          f"(scripts/test-rust); {shown} blocks of shell, text or markup shown only")
    print(f"docs examples: {total - len(failures) + len(unknown)} passed, {len(failures)} failed")
    if failures:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
