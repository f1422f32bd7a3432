"""A deep perft on a Dask cluster: the count split into independent tasks, counted on the workers.

`damero.perft_tasks(variant, depth, split)` lists every position `split` plies below the start
once, with the number of move sequences that reach it (its weight); each worker counts the tasks
it is given (`task.count()`, the GIL released) and the counts are summed. Only the tasks (one
line of text each, pickled) and the counts travel. A worker that dies takes its running tasks
with it: Dask gives them to another worker, and the total is still exact (`--kill-after N` kills
one worker process after N tasks are done, to show it).

    pip install "damero[dask]"                 # damero with dask[distributed]
    python dask_perft.py english 15           # 36,263,167,175 leaves (49 tasks, 2 plies down)
    python dask_perft.py chess 7              # 3,195,901,860 leaves (20 tasks, 1 ply down)
    python dask_perft.py english 11 --kill-after 20 --compare

Each task costs the scheduler a few milliseconds, and on a small cluster the scheduler shares
the workers' cores: the fewer and bigger the tasks, the less is lost, as long as there are
enough of them to share out evenly. By default the split is the fewest plies down that give at
least 8 tasks per worker. Measured on two local workers of a 2-core machine (`--compare`), chess
perft(7) ran at 1.02x the leaves per second of `damero.perft` on two threads when split one ply
down (20 tasks), and at 1.51x when split two plies down (400 tasks of 8 M leaves). It runs on a local cluster of two worker processes of one thread each; to run it on a real
cluster, change the one line marked below to connect to its scheduler (every worker must have
the same damero version installed: a task's path indexes the legal moves as that version lists
them). `--compare` also counts the same perft with `damero.perft` on two threads of this
machine, and prints the leaves per second of both; `--json` prints the result as JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import time
from typing import Any, Dict, List, Optional

import damero

# Published totals the example checks its count against, when it counts one of them.
KNOWN = {
    # Aart Bik, "Perft for Checkers", http://www.aartbik.com/MISC/checkers.html (duplicates kept).
    ("english", 11): 85_242_128,
    ("english", 12): 388_623_673,
    ("english", 15): 36_263_167_175,
    # https://www.chessprogramming.org/Perft_Results, the initial position.
    ("chess", 6): 119_060_324,
    ("chess", 7): 3_195_901_860,
}


def count_task(task: damero.PerftTask) -> int:
    """One task's share of the total (run on a worker)."""
    return task.count()


def kill_one_worker(client: Any) -> str:
    """Kills one worker process with SIGKILL, as a machine that goes away would; its nanny starts
    a new one. Returns the address of the worker killed."""
    pids: Dict[str, int] = client.run(os.getpid)
    address = sorted(pids)[0]
    os.kill(pids[address], signal.SIGKILL)
    return address


def count_with_dask(
    variant: str, depth: int, split: int, kill_after: Optional[int], workers: int
) -> Dict[str, Any]:
    """The perft of `variant`'s start, counted task by task on a Dask cluster."""
    from dask.distributed import Client, LocalCluster, as_completed

    started = time.perf_counter()
    tasks = damero.perft_tasks(variant, depth, split)
    split_seconds = time.perf_counter() - started
    # The cluster: `workers` worker processes of one thread each on this machine. For a real
    # cluster, change this one line to:  with Client("tcp://scheduler:8786") as client:
    with LocalCluster(n_workers=workers, threads_per_worker=1, dashboard_address=None) as cluster, Client(cluster) as client:
        counted_from = time.perf_counter()
        futures = client.map(count_task, tasks, pure=False)
        total = done = 0
        killed: List[str] = []
        for future in as_completed(futures):
            total += future.result()
            done += 1
            if kill_after is not None and done == kill_after and not killed:
                killed.append(kill_one_worker(client))
        seconds = time.perf_counter() - counted_from
        if killed:  # the nanny starts the killed worker again
            client.wait_for_workers(workers, timeout=60)
        workers_seen = len(client.scheduler_info()["workers"])
    return {
        "variant": variant,
        "depth": depth,
        "split": split,
        "tasks": len(tasks),
        "sequences": sum(t.weight for t in tasks),
        "nodes": total,
        "known": KNOWN.get((variant, depth)),
        "seconds": round(seconds, 3),
        "split_seconds": round(split_seconds, 3),
        "workers": workers_seen,
        "killed": killed,
        "leaves_per_second_per_worker": round(total / seconds / workers) if seconds > 0 else None,
    }


def default_split(variant: str, depth: int, workers: int) -> int:
    """The fewest plies below the start that give at least 8 tasks per worker (at most depth - 1)."""
    for split in range(1, depth):
        if len(damero.perft_tasks(variant, depth, split)) >= 8 * workers:
            return split
    return max(0, depth - 1)


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variant", nargs="?", default="english", help="a damero variant (default english)")
    parser.add_argument("depth", nargs="?", type=int, default=11, help="the perft depth (default 11)")
    parser.add_argument("--split", type=int, default=None, help="plies below the start where tasks begin (default: the fewest that give 8 tasks per worker)")
    parser.add_argument("--workers", type=int, default=2, help="worker processes of the local cluster (default 2)")
    parser.add_argument("--kill-after", type=int, default=None, metavar="N", help="kill one worker after N tasks are done")
    parser.add_argument("--compare", action="store_true", help="also count with damero.perft on as many threads as workers")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    args = parser.parse_args(argv)
    split = args.split if args.split is not None else default_split(args.variant, args.depth, args.workers)

    result = count_with_dask(args.variant, args.depth, split, args.kill_after, args.workers)
    if args.compare:
        started = time.perf_counter()
        native = damero.perft(args.variant, args.depth, threads=args.workers)
        seconds = time.perf_counter() - started
        result["native"] = {"nodes": native, "seconds": round(seconds, 3), "threads": args.workers,
                            "leaves_per_second_per_thread": round(native / seconds / args.workers) if seconds > 0 else None}
    exact = result["known"] is None or result["known"] == result["nodes"]
    if args.json:
        print(json.dumps(result))
    else:
        print(f"perft({args.depth}) of {args.variant}: {result['nodes']:,} leaves")
        print(f"  {result['tasks']:,} tasks ({result['sequences']:,} move sequences {split} plies down), "
              f"split in {result['split_seconds']} s, counted in {result['seconds']} s on {args.workers} workers")
        if result["known"] is not None:
            print(f"  published: {result['known']:,} ({'equal' if exact else 'DIFFERENT'})")
        if result["killed"]:
            print(f"  killed the worker {result['killed'][0]} after {args.kill_after} tasks; its tasks ran again elsewhere")
        print(f"  {result['leaves_per_second_per_worker']:,} leaves/s per worker")
        if "native" in result:
            n = result["native"]
            ratio = n["leaves_per_second_per_thread"] / max(1, result["leaves_per_second_per_worker"])
            print(f"  damero.perft on {n['threads']} threads: {n['seconds']} s, "
                  f"{n['leaves_per_second_per_thread']:,} leaves/s per thread ({ratio:.2f}x a worker)")
    return 0 if exact else 1


if __name__ == "__main__":
    sys.exit(main())
