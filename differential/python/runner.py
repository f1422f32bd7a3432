"""The Python runner of the differential run: executes a script of actions (JSON lines) through
the installed `damero` wheel and writes one observation a line, in the format of the Rust runner
(differential/src/main.rs). Usage:

    python runner.py SCRIPT            > transcript.jsonl
    python runner.py --capabilities    # {"ops": [...], "variants": [...]}
"""

import json
import sys

import damero

OPS = [
    "new", "fragment", "play_text", "play_path", "play_move", "completions", "undo", "agree",
    "resign", "claim", "play_and_claim", "piece_at", "reload", "reload_fen", "check",
    "read_file", "write_file",
]

# The most games a read_file observes of its text (every runner stops there).
MAX_READ = 20


def capabilities():
    have = {
        "play_and_claim": hasattr(damero.Game, "play_and_claim"),
        "read_file": hasattr(damero, "parse_games"),
        "write_file": hasattr(damero.Game, "to_pgn"),
    }
    ops = [op for op in OPS if have.get(op, True)]
    return {"ops": ops, "variants": [v.name for v in damero.variants()]}


# The Python attribute of a shared field name, where it differs (`from` is a Python keyword).
ATTRIBUTES = {"from": "from_square", "to": "to_square"}


def value_json(v):
    """A field's value as JSON writes it: lists (`Status.score` is a tuple) as lists."""
    return [value_json(x) for x in v] if isinstance(v, (list, tuple)) else v


def move_json(m):
    """A move as an array of its public fields, in the core's order (`damero.MOVE_FIELDS`, as
    conformance/fields.json lists them): kind, notation, long, path, from, to, target, captures,
    promotion."""
    return [value_json(getattr(m, ATTRIBUTES.get(f, f))) for f in damero.MOVE_FIELDS]


def status_json(s):
    """A status as an object of its public fields, named as in `damero.STATUS_FIELDS`."""
    return {f: value_json(getattr(s, ATTRIBUTES.get(f, f))) for f in damero.STATUS_FIELDS}


def problems_json(problems):
    return [[p.line, p.column, p.message] for p in problems]


def record_json(r):
    """A game of a file as the Rust runner observes it (differential/src/main.rs `record_json`)."""
    end = r.game()
    return {
        "line": r.line,
        "headers": [[k, v] for k, v in r.headers.items()],
        "variant": r.variant,
        "result": r.result,
        "mainline": [m.notation for m in r.mainline()],
        "errors": problems_json(r.errors),
        "warnings": problems_json(r.warnings),
        "fen": None if end is None else end.fen(),
        "text": r.to_text(),
    }


def read_file(a):
    games = []
    reader = damero.parse_games(a["text"], variant=a["variant"], strict=a["strict"])
    while len(games) < MAX_READ:
        try:
            record = next(reader)
        except StopIteration:
            break
        except damero.InvalidGameFileError as e:
            games.append({"refused": e.code, "line": e.line, "column": e.column})
            continue
        games.append(record_json(record))
    return games


class Pairs:
    """Tags in the script's order, repeats included: a mapping's `items()` as `to_pgn` reads it."""

    def __init__(self, pairs):
        self.pairs = [tuple(p) for p in pairs]

    def items(self):
        return list(self.pairs)


def write_file(g, headers):
    family = damero.Variant(g.variant).family
    write = g.to_pdn if family == "draughts" else g.to_pgn
    return write(headers=Pairs(headers))


class Runner:
    def __init__(self):
        self.game = None
        self.seen = {}  # path -> a Move object listed earlier
        self.squares = {}  # geometry -> its square numbers

    def state(self):
        g = self.game
        if g is None:
            return None
        variant = g.variant
        geometry = g.geometry()  # the game's board, which its options may size
        if geometry not in self.squares:
            self.squares[geometry] = geometry.square_numbers()
        board = g.board()
        letters = "".join(
            (board[s].symbol(variant) or ".") if s in board else "." for s in self.squares[geometry]
        )
        s = g.status()
        legal = g.legal_moves()
        for m in legal:
            self.seen[tuple(m.path)] = m
        return {
            "variant": variant,
            "fen": g.fen(),
            "fragment": g.to_fragment(),
            "board": letters,
            "history": len(g.history()),
            "end": g.end(),
            "status": status_json(s),
            "legal": [move_json(m) for m in legal],
        }

    def apply(self, a):
        op = a["op"]
        if op == "new":
            if a["fen"] is None:
                game = damero.Game(a["variant"], a["options"])
            else:
                game = damero.Game.from_fen(a["variant"], a["fen"], a["options"])
            self.game = game
            return dict(game.options())
        if op == "fragment":
            self.game = damero.Game.from_fragment(a["fragment"])
            return dict(self.game.options())
        g = self.game
        if op == "play_text":
            return move_json(g.play(a["text"]))
        if op == "play_path":
            return move_json(g.play(list(a["path"])))
        if op == "play_move":
            return move_json(g.play(self.seen[tuple(a["path"])]))
        if op == "completions":
            return [move_json(m) for m in g.completions(list(a["prefix"]))]
        if op == "undo":
            m = g.undo()
            return None if m is None else move_json(m)
        if op == "agree":
            return g.agree_draw()
        if op == "resign":
            return g.resign(a["side"])
        if op == "claim":
            return g.claim_draw(a["kind"])
        if op == "play_and_claim":
            played, kind = g.play_and_claim(a["text"], a["kind"])
            return [move_json(played), kind]
        if op == "piece_at":
            p = g.piece_at(a["square"])
            return None if p is None else [p.side, p.role]
        if op == "reload":
            self.game = damero.Game.from_fragment(g.to_fragment())
            return None
        if op == "reload_fen":
            text = ",".join(f"{k}={v}" for k, v in g.options().items())
            self.game = damero.Game.from_fen(g.variant, g.fen(), text)
            return None
        if op == "check":
            return None
        if op == "read_file":
            return read_file(a)
        if op == "write_file":
            return write_file(g, a["headers"])
        raise SystemExit(f"runner.py: unknown action {op!r}")

    def step(self, a):
        line = {"op": a["op"]}
        try:
            line["ok"] = self.apply(a)
        except damero.Error as e:
            line["error"] = e.code
        except Exception as e:  # a divergence to report, not a crash of the runner
            line["error"] = f"python:{type(e).__name__}: {e}"
        line["state"] = self.state()
        return line


def main():
    if sys.argv[1:] == ["--capabilities"]:
        print(json.dumps(capabilities()))
        return
    runner = Runner()
    out = sys.stdout
    with open(sys.argv[1], encoding="utf-8") as script:
        for text in script:
            out.write(json.dumps(runner.step(json.loads(text)), ensure_ascii=False, separators=(",", ":")))
            out.write("\n")


if __name__ == "__main__":
    main()
