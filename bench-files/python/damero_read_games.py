"""damero's Python API reading a PGN file, for scripts/bench-files: `damero.read_games(path)`, and
for each record its headers (the White tag looked up) and its main line as Move objects. Prints one
JSON object: games, plies, games with errors, bytes, the best of RUNS wall times.

    python damero_read_games.py FILE [RUNS]
"""

import json
import os
import sys
import time

import damero


def read(path):
    games = plies = with_errors = 0
    for record in damero.read_games(path):
        record.headers.get("White")
        plies += len(record.mainline())
        games += 1
        with_errors += bool(record.errors)
    return {"games": games, "plies": plies, "with_errors": with_errors}


def main():
    path = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    best = None
    for _ in range(runs):
        start = time.perf_counter()
        count = read(path)
        took = time.perf_counter() - start
        best = took if best is None else min(best, took)
    count.update(seconds=best, bytes=os.path.getsize(path), version=getattr(damero, "__version__", "?"))
    print(json.dumps(count))


if __name__ == "__main__":
    main()
