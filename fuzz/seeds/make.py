#!/usr/bin/env python3
"""Writes the committed seed corpus of every fuzz target into fuzz/seeds/<target>/ from the shared
conformance data (fragments, FENs, move text) plus a few fixed byte strings; deterministic, so a
second run changes nothing. Files named regression-* (inputs that once found a defect) are kept.
Usage: python3 fuzz/seeds/make.py"""

import glob
import hashlib
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
SUITE = os.path.join(HERE, "..", "..", "conformance")
# The variant byte of the targets picks damero::variants()[byte % count]; variants.json lists them
# in the same order.
VARIANTS = [v["name"] for v in json.load(open(os.path.join(SUITE, "variants.json")))["variants"]]
LIMIT = 40  # seeds per target


def cases():
    for path in sorted(glob.glob(os.path.join(SUITE, "*", "cases", "*.json"))):
        yield from json.load(open(path))["cases"]


def strings(value, key):
    """Every string under `key` anywhere in a JSON value."""
    if isinstance(value, dict):
        for k, v in value.items():
            if k == key and isinstance(v, str):
                yield v
            else:
                yield from strings(v, key)
    elif isinstance(value, list):
        for v in value:
            yield from strings(v, key)


def unique(items):
    seen = []
    for item in items:
        if item not in seen:
            seen.append(item)
    return seen


def spread(items, n):
    """At most n items, spread evenly over the list."""
    if len(items) <= n:
        return items
    return [items[i * len(items) // n] for i in range(n)]


def write(target, seeds):
    folder = os.path.join(HERE, target)
    os.makedirs(folder, exist_ok=True)
    for name in os.listdir(folder):
        if not name.startswith("regression-"):  # inputs that once failed stay
            os.remove(os.path.join(folder, name))
    for data in seeds:
        name = hashlib.sha1(data).hexdigest()[:16]
        with open(os.path.join(folder, name), "wb") as f:
            f.write(data)
    print(f"{target}: {len(seeds)} seeds")


def main():
    all_cases = list(cases())
    fragments = unique(f for c in all_cases for f in strings(c, "fragment"))
    write("fragment", [f.encode() for f in spread(fragments, LIMIT)])

    fens = []
    for c in all_cases:
        setup = c.get("setup", {})
        variant = setup.get("variant", "english")
        if variant not in VARIANTS:
            continue
        for fen in unique(list(strings(c, "fen")) + list(strings(c, "start_fen"))):
            options = setup.get("options")
            text = f"{options}\n{fen}" if options else fen
            fens.append(bytes([VARIANTS.index(variant)]) + text.encode())
    write("fen", spread(unique(fens), LIMIT))

    rng = random.Random(11)
    texts = []
    for c in all_cases:
        variant = c.get("setup", {}).get("variant", "english")
        if variant not in VARIANTS:
            continue
        for step in c.get("steps", []):
            text = step.get("play")
            if isinstance(text, str):
                plies = rng.randrange(4)
                head = [VARIANTS.index(variant), rng.randrange(8), 0, plies]
                head += [rng.randrange(256) for _ in range(2 * plies)]
                texts.append(bytes(head) + text.encode())
    write("notation", spread(unique(texts), LIMIT))

    # The game driver reads bytes as calls: a spread of lengths and of the first bytes (variant,
    # options preset, start) is what matters.
    plays = []
    for i in range(LIMIT):
        n = 8 + rng.randrange(120)
        plays.append(bytes([i % len(VARIANTS), i % 8, i % 5]) + bytes(rng.randrange(256) for _ in range(n)))
    write("play", plays)

    # The C interface driver (fuzz_targets/capi.rs) reads bytes as calls: each seed makes a game
    # of one variant in a slot (call 0: the variant a word of its list, the options NULL), often a
    # second one, then random calls. Its WORDS list starts with the variants, in this order.
    words = ["english", "international", "brazilian", "russian", "frisian", "turkish", "italian",
             "spanish", "czech", "thai", "pool", "chess", "chess960", "reversi", "connect4"]
    rng = random.Random(13)  # its own, so that new conformance data leaves these seeds alone
    capis = []
    for i in range(LIMIT):
        def new(slot, variant):
            return [0, 0, slot, 1, 0, words.index(variant), 0, 1]
        head = new(0, words[i % len(words)])
        if i % 2:
            head += new(1 + i % 3, words[(i * 7) % len(words)])
        n = 16 + rng.randrange(160)
        capis.append(bytes(head) + bytes(rng.randrange(256) for _ in range(n)))
    write("capi", capis)

    # Game files (fuzz_targets/gamefile.rs): the first byte picks the default variant (odd: the
    # variant byte // 2; even: none); the rest is PGN or PDN, written here from the conformance
    # games' moves with tags, comments, NAGs, variations and the quirks of real files.
    rng = random.Random(17)
    files = []
    for i, case in enumerate(c for c in cases() if "play_moves" in json.dumps(c) or "play" in json.dumps(c)):
        moves = [s for s in strings(case, "play")][:12]
        if not moves:
            continue
        variant = case.get("setup", {}).get("variant", "english")
        body = []
        for n, m in enumerate(moves):
            if n % 2 == 0:
                body.append(f"{n // 2 + 1}.")
            body.append(m + rng.choice(["", "", "!", "?!", " $1", " {a comment}"]))
            if n == 1 and i % 3 == 0:
                body.append("( " + moves[0] + " {alt} )")
        tags = f'[Event "case {i}"]\n[Variant "{variant}"]\n'
        text = tags + ("\r\n" if i % 4 == 0 else "\n") + " ".join(body) + rng.choice([" *", " 1-0", " 2-0", ""]) + "\n"
        files.append(bytes([2 * (VARIANTS.index(variant) if variant in VARIANTS else 0) + 1]) + text.encode())
    files += [b"\x00" + b'[A "b\\""][C "A]]"] [Empty]\n1. e4 {open', b"\x00[kj90\"x\"yl]\n]]\ng(erg)\n",
              b"\x00%esc\n1.32-28 19-23(?) 2. 28x19 14x23 0-0\n\n*\n", b"\x00" + b"(" * 80 + b"e4" + b")" * 80]
    write("gamefile", spread(files, LIMIT))


if __name__ == "__main__":
    main()
