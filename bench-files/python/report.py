"""The ratio lines of scripts/bench-files: reads, on standard input, lines `damero=GAMES_PER_S` (the
Rust reader's rate) and the JSON objects the Python readers print, taken in turn, and prints the best
of each and their ratio.

    python report.py peer LABEL TARGET      damero's rate over the peer's
    python report.py python LABEL TARGET    damero's Rust rate over its Python rate (time in Python
                                            over time in Rust)
"""

import json
import sys


def main():
    kind, label, target = sys.argv[1:4]
    rust, runs = 0.0, []
    for line in sys.stdin:
        if line.startswith("damero="):
            rust = max(rust, float(line.split("=", 1)[1] or 0))
        elif line.strip():
            runs.append(json.loads(line))
    m = min(runs, key=lambda r: r["seconds"])
    rate = m["games"] / m["seconds"]
    per_game = m["bytes"] / m["games"]
    print(f"  damero (Rust, 1 thread): {rust:.0f} games/s, {rust * per_game / 1e6:.2f} MB/s")
    print(
        f"  {label} {m['version']}: {m['games']} games, {m['plies']} plies, {m['with_errors']} with"
        f" errors, {m['seconds']:.2f} s: {rate:.1f} games/s, {m['bytes'] / m['seconds'] / 1e6:.3f} MB/s"
    )
    if kind == "peer":
        print(f"  ratio damero / {label}: {rust / rate:.0f}x per game (target {target})")
    else:
        print(f"  time in Python / time in Rust: {rust / rate:.2f}x (target {target})")


if __name__ == "__main__":
    main()
