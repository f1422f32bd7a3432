#!/usr/bin/env python3
"""Compares the transcripts of the differential run and names the first divergence of each
language from the reference (the first transcript, Rust's).

    compare.py SCRIPT NAME=TRANSCRIPT NAME=TRANSCRIPT...

Each transcript has one JSON observation a line, for the action on the same line of SCRIPT. The
actions that only observe (OBSERVING: reading and writing game files) change no game, so a
divergence in what they give does not stop the comparison: each is counted, and the first line of
each kind (action and place, indexes left out) is shown. The exit status is 0 when every
transcript equals the reference, 1 otherwise."""

import json
import re
import sys

# Actions that leave the game as it is: what they give is compared apart from the game's state.
OBSERVING = ("read_file", "write_file")
# The kinds of divergence of observing actions shown per language.
KINDS_SHOWN = 8
INDEX = re.compile(r"\[[0-9]+\]")


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
    observed = {name: {} for name in names[1:]}  # kind -> [count, first report]
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
            other = json.loads(text)
            if action["op"] in OBSERVING and isinstance(other, dict):
                result = first_difference({k: v for k, v in ref.items() if k != "state"},
                                          {k: v for k, v in other.items() if k != "state"})
                if result:
                    where, a, b = result
                    kind = f"{action['op']} at {INDEX.sub('[]', where)}"
                    seen = observed[name].setdefault(kind, [0, None])
                    seen[0] += 1
                    if seen[1] is None:
                        seen[1] = (f"line {n + 1} (game {game}, step {step}): {short(action)}\n"
                                   f"      at {where}:\n"
                                   f"        {reference}: {short(a)}\n"
                                   f"        {name}: {short(b)}")
                ref_state, other = {"state": ref.get("state")}, {"state": other.get("state")}
            else:
                ref_state = ref
            found = first_difference(ref_state, other)
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
        elif not observed[name]:
            print(f"compare: {name} agrees with {reference} on all {len(script)} actions")
        kinds = observed[name]
        if kinds:
            total = sum(count for count, _ in kinds.values())
            print(f"compare: {name} differs from {reference} on {total} file actions, {len(kinds)} kinds:")
            for kind, (count, first) in list(kinds.items())[:KINDS_SHOWN]:
                print(f"  {kind}: {count} lines, first at {first}")
            if len(kinds) > KINDS_SHOWN:
                print(f"  ... and {len(kinds) - KINDS_SHOWN} more kinds")
    sys.exit(1 if failures or any(observed.values()) else 0)


if __name__ == "__main__":
    main()
