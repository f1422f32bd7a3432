"""Reading a collection of PGN and PDN files with Dask: results and openings counted on a cluster.

Each file is cut into byte ranges that start where games start (`damero.split_games`); a
`dask.bag` holds the ranges of every file, each worker reads its ranges with
`damero.read_games(path, start=start, end=end)` and counts what it read, and the counts are
folded together. Nothing but the ranges (a path and two numbers) and the counts travel between
the client and the workers.

    pip install "damero[dask]"        # damero with dask[distributed]
    python dask_games.py games.pgn more/*.pdn --parts 8
    python dask_games.py              # a small collection the example writes itself

Files are given on the command line; without any, the example writes a small chess file and a
small draughts file into a temporary folder and reads those. It runs on a local cluster of two
worker processes; to run it on a real cluster, change the one line marked below to connect to
its scheduler (the workers must have damero installed and see the files at the same paths, on
a shared file system). `--json` prints the counts as JSON instead of tables.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from collections import Counter
from typing import Any, Dict, Iterable, List, Optional, Sequence, Tuple

import damero

# One part of a file: its path and a byte range of it.
Part = Tuple[str, int, int]


def parts_of(paths: Iterable[str], parts: int) -> List[Part]:
    """Every file cut into at most `parts` byte ranges, each starting at a game (read on the
    client: `split_games` reads only a little around each cut)."""
    return [(path, start, end) for path in paths for start, end in damero.split_games(path, parts)]


def opening(record: damero.GameRecord, plies: int = 2) -> str:
    """The first moves of a game's main line, as written (`"e4 e5"`, `"32-28 19-23"`)."""
    return " ".join(move.notation for move in record.mainline()[:plies])


def count_part(part: Part, variant: Optional[str] = None) -> Dict[str, Any]:
    """What one part holds (run on a worker): its games, the games with errors, and how many
    games had each result and each opening."""
    path, start, end = part
    results: Counter[str] = Counter()
    openings: Counter[str] = Counter()
    games = errors = 0
    with damero.read_games(path, variant=variant, start=start, end=end) as records:
        for record in records:
            games += 1
            errors += bool(record.errors)
            results[record.result or "none"] += 1
            openings[opening(record)] += 1
    return {"games": games, "errors": errors, "results": results, "openings": openings}


def merge(a: Dict[str, Any], b: Dict[str, Any]) -> Dict[str, Any]:
    """The counts of two parts together."""
    return {
        "games": a["games"] + b["games"],
        "errors": a["errors"] + b["errors"],
        "results": a["results"] + b["results"],
        "openings": a["openings"] + b["openings"],
    }


EMPTY: Dict[str, Any] = {"games": 0, "errors": 0, "results": Counter(), "openings": Counter()}


def count_with_dask(paths: Sequence[str], parts: int, variant: Optional[str]) -> Dict[str, Any]:
    """The counts of every file, computed on a Dask cluster."""
    import dask.bag as db
    from dask.distributed import Client, LocalCluster

    ranges = parts_of(paths, parts)
    # The cluster: two worker processes of one thread each on this machine. For a real cluster,
    # change this one line to:  with Client("tcp://scheduler:8786") as client:
    with LocalCluster(n_workers=2, threads_per_worker=1, dashboard_address=None) as cluster, Client(cluster) as client:
        bag = db.from_sequence(ranges, npartitions=max(1, len(ranges)))
        total = bag.map(count_part, variant=variant).fold(merge, initial=EMPTY).compute()
        workers = len(client.scheduler_info()["workers"])
    total["parts"] = len(ranges)
    total["workers"] = workers
    return dict(total)


def sample_files(folder: str, games: int = 24) -> List[str]:
    """A small collection written into `folder`: a PGN file of chess games and a PDN file of
    International draughts games, each game a few moves picked among the legal ones, so that the
    openings and results vary."""
    out: List[str] = []
    for name, variant in [("sample.pgn", "chess"), ("sample.pdn", "international")]:
        texts: List[str] = []
        for i in range(games):
            game = damero.Game(variant)
            for ply in range(8):
                moves = game.legal_moves()
                game.play(moves[(i * 7 + ply * 3 + i // 3) % len(moves)])
            if i % 4 < 2:
                game.resign("white" if i % 4 == 0 else "black")
            elif i % 4 == 2:
                game.agree_draw()
            tags = {"Event": "Sample", "Round": str(i + 1), "White": f"Player {i % 5}", "Black": f"Player {i % 7}"}
            texts.append(game.to_pgn(**tags) if variant == "chess" else game.to_pdn(**tags))
        path = os.path.join(folder, name)
        with open(path, "w", encoding="utf-8") as file:
            file.write("".join(texts))
        out.append(path)
    return out


def report(total: Dict[str, Any], top: int) -> str:
    """The counts as tables, for people."""
    lines = [f"{total['games']} games ({total['errors']} with errors) in {total['parts']} parts on {total['workers']} workers", "", "results:"]
    lines += [f"  {result:>8}  {n}" for result, n in total["results"].most_common()]
    lines += ["", f"openings (the {top} most played first two moves):"]
    lines += [f"  {name or '(no moves)':<20}  {n}" for name, n in total["openings"].most_common(top)]
    return "\n".join(lines)


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description="Counts the results and openings of PGN and PDN files with Dask.")
    parser.add_argument("files", nargs="*", help="PGN or PDN files (default: a small collection written here)")
    parser.add_argument("--parts", type=int, default=4, help="byte ranges to cut each file into (default 4)")
    parser.add_argument("--variant", default=None, help="the game of files whose tags name none (e.g. russian)")
    parser.add_argument("--top", type=int, default=10, help="openings to print (default 10)")
    parser.add_argument("--json", action="store_true", help="print the counts as JSON")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        files = args.files or sample_files(folder)
        total = count_with_dask(files, args.parts, args.variant)
    if args.json:
        print(json.dumps({**total, "files": list(args.files)}, sort_keys=True))
    else:
        print(report(total, args.top))
    return 0


if __name__ == "__main__":
    sys.exit(main())
