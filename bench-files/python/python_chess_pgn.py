"""python-chess reading a PGN file, for scripts/bench-files: `chess.pgn.read_game` until it returns
None, each game's main line replayed on its board with `board.push` per move. Prints one JSON
object: games, plies, games with errors, bytes, the best of RUNS wall times.

    python python_chess_pgn.py FILE [RUNS]
"""

import json
import os
import sys
import time

import chess
import chess.pgn


def read(path):
    games = plies = with_errors = 0
    with open(path, encoding="utf-8-sig") as f:
        while True:
            game = chess.pgn.read_game(f)
            if game is None:
                break
            board = game.board()
            for move in game.mainline_moves():
                board.push(move)
                plies += 1
            games += 1
            with_errors += bool(game.errors)
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
    count.update(seconds=best, bytes=os.path.getsize(path), version=chess.__version__)
    print(json.dumps(count))


if __name__ == "__main__":
    main()
