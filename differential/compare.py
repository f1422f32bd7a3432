#!/usr/bin/env python3
"""Compares the transcripts of the differential run and names the first divergence of each
language from the reference (the first transcript, Rust's).

    compare.py SCRIPT NAME=TRANSCRIPT NAME=TRANSCRIPT...

Each transcript has one JSON observation a line, for the action on the same line of SCRIPT. The
exit status is 0 when every transcript equals the reference, 1 otherwise."""

import json
import sys


def first_difference(a, b, where="") -> "tuple[str, object, object] | None":
    """The path of the first place where two JSON values differ, with both values there."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in list(a) + [k for k in b if k not in a]:
            if key not in a or key not in b:
                return (f"{where}.{key}", a.get(key, "<missing>"), b.get(key, "<missing>"))
            found = first_difference(a[key], b[key], f"{where}.{key}")
            if found:
                return found
        return None
    if isinstance(a, list) and isinstance(b, list):
        for i, (x, y) in enumerate(zip(a, b)):
            found = first_difference(x, y, f"{where}[{i}]")
            if found:
                return found
        if len(a) != len(b):
            return (f"{where} (length {len(a)} vs {len(b)})", a, b)
        return None
    # JSON has one number type: 1 and 1.0 are the same number.
    if a == b and type(a) is type(b) or (isinstance(a, (int, float)) and isinstance(b, (int, float))
                                          and not isinstance(a, bool) and not isinstance(b, bool) and a == b):
        return None
    return (where or "(whole line)", a, b)


def short(value, limit=300):
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[:limit] + "..."


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    with open(sys.argv[1], encoding="utf-8") as f:
        script = [json.loads(line) for line in f]
    names, files = [], []
    for arg in sys.argv[2:]:
        name, _, path = arg.partition("=")
        names.append(name)
        files.append(open(path, encoding="utf-8"))
    reference = names[0]
    # Which game each line belongs to: a new game starts at each successful start.
    failures = {}
    game, step = 0, 0
    for n, action in enumerate(script):
        lines = [f.readline() for f in files]
        if action["op"] in ("new", "fragment"):
            game, step = game + 1, 0
        step += 1
        ref_text = lines[0]
        if not ref_text:
            sys.exit(f"compare: the {reference} transcript ends at line {n + 1} of {len(script)}")
        ref = json.loads(ref_text)
        for name, text in zip(names[1:], lines[1:]):
            if name in failures:
                continue
            if not text:
                failures[name] = f"the transcript ends at line {n + 1} of {len(script)}"
                continue
            found = first_difference(ref, json.loads(text))
            if found:
                where, a, b = found
                failures[name] = (
                    f"line {n + 1} (game {game}, step {step}): {short(action)}\n"
                    f"    at {where}:\n"
                    f"      {reference}: {short(a)}\n"
                    f"      {name}: {short(b)}"
                )
        if len(failures) == len(names) - 1:
            break
    for name in names[1:]:
        if name in failures:
            print(f"compare: {name} differs from {reference} first at {failures[name]}")
        else:
            print(f"compare: {name} agrees with {reference} on all {len(script)} actions")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
