"""pydraughts reading a PDN file, for scripts/bench-files: `draughts.PDN.PDNReader(filename=...)`
(0.6.7 reads the whole file and splits it into games), then each game's moves replayed on a
`draughts.Board` of the variant it names (its GameType, else the one pydraughts guesses from the
first move) with `board.push(Move(board, pdn_move=...))` per move. A game whose move does not
replay counts as a game with errors and stops there. Prints one JSON object: games, plies, games
with errors, bytes, the best of RUNS wall times.

    python pydraughts_pdn.py FILE [RUNS]
"""

import json
import os
import sys
import time

import draughts
from draughts import Board, Move
from draughts.PDN import PDNReader


def read(path):
    games = plies = with_errors = 0
    for game in PDNReader(filename=path).games:
        games += 1
        try:
            variant = game.variant or "standard"
            fen = game.tags.get("FEN")
            board = Board(variant, fen) if fen else Board(variant)
            for text in game.moves:
                board.push(Move(board, pdn_move=text))
                plies += 1
        except Exception:
            with_errors += 1
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
    count.update(seconds=best, bytes=os.path.getsize(path), version=draughts.__version__)
    print(json.dumps(count))


if __name__ == "__main__":
    main()
