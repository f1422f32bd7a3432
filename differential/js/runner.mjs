// The JS runner of the differential run: executes a script of actions (JSON lines) through the npm
// package's public module (bindings-js/js/index.js) and writes one observation a line, in the
// format of the Rust runner (differential/src/main.rs): a move as the array of its public fields and
// the status with all of them, in the order and under the names of conformance/fields.json. Usage:
//
//   node runner.mjs SCRIPT > transcript.jsonl
//   node runner.mjs --capabilities      # {"ops": [...], "variants": [...]}

import { readFileSync, writeSync } from 'node:fs';

import init, * as damero from '../../bindings-js/js/index.js';

const { DameroError, Game } = damero;

const OPS = [
  'new', 'fragment', 'play_text', 'play_path', 'play_move', 'completions', 'undo', 'agree',
  'resign', 'claim', 'play_and_claim', 'piece_at', 'reload', 'reload_fen', 'check',
  'read_file', 'write_file',
];

/** The most games a read_file observes of its text (every runner stops there). */
const MAX_READ = 20;

/** The public fields of a move and a status, in the core's order (conformance/fields.json). */
const FIELDS = JSON.parse(readFileSync(new URL('../../conformance/fields.json', import.meta.url), 'utf8'));
/** A field's JS name: `must_capture` is `mustCapture`. @param {string} name */
const camel = (name) => name.replace(/_([a-z])/g, (_, c) => c.toUpperCase());
const MOVE_KEYS = FIELDS.move.map(camel);
const STATUS_KEYS = FIELDS.status.map((f) => [f, camel(f)]);

await init();

function capabilities() {
  const have = {
    play_and_claim: typeof Game.prototype.playAndClaim === 'function',
    read_file: typeof damero.readGames === 'function',
    write_file: typeof Game.prototype.toPgn === 'function',
  };
  const ops = OPS.filter((op) => have[op] ?? true);
  return { ops, variants: damero.variants().map((v) => v.name) };
}

/**
 * A move as the Rust runner writes it: an array of its public fields in the core's order (kind,
 * notation, long, path, from, to, target, captures, promotion). A field the package lacks fails.
 */
function moveJson(m) {
  return MOVE_KEYS.map((key) => {
    if (!Object.hasOwn(m, key)) throw new Error(`runner.mjs: a move has no field ${key}`);
    const value = m[key];
    return Array.isArray(value) ? [...value] : value;
  });
}

/** A status as the Rust runner writes it: every public field, under the core's names. */
function statusJson(s) {
  return Object.fromEntries(STATUS_KEYS.map(([field, key]) => {
    if (!Object.hasOwn(s, key)) throw new Error(`runner.mjs: the status has no field ${key}`);
    const value = s[key];
    return [field, Array.isArray(value) ? [...value] : value];
  }));
}

/** The letter of each piece of each variant, from the package's variant list. */
const letters = new Map();
function letterOf(variant, piece) {
  if (!letters.has(variant)) {
    const table = new Map();
    for (const p of damero.variant(variant).pieces) table.set(`${p.side}/${p.role}`, p.letter);
    letters.set(variant, table);
  }
  return letters.get(variant).get(`${piece.side}/${piece.role}`) ?? '?';
}

const problemsJson = (list) => list.map((p) => [p.line, p.column, p.message]);

/** A game of a file as the Rust runner observes it (differential/src/main.rs `record_json`). */
function recordJson(r) {
  const end = r.game();
  let fen = null;
  if (end !== null) {
    try {
      fen = end.fen();
    } finally {
      end.free();
    }
  }
  return {
    line: r.line,
    headers: r.headers.map(([k, v]) => [k, v]),
    variant: r.variant,
    result: r.result,
    mainline: r.mainline().map((m) => m.notation),
    errors: problemsJson(r.errors),
    warnings: problemsJson(r.warnings),
    fen,
    text: r.toText(),
  };
}

function readFile(a) {
  const games = [];
  const reader = damero.readGames(a.text, { variant: a.variant, strict: a.strict });
  try {
    while (games.length < MAX_READ) {
      let step;
      try {
        step = reader.next();
      } catch (e) {
        if (e instanceof damero.InvalidGameFileError) {
          games.push({ refused: e.code, line: e.line, column: e.column });
          continue;
        }
        throw e;
      }
      if (step.done) break;
      games.push(recordJson(step.value));
    }
  } finally {
    reader.return();
  }
  return games;
}

class Runner {
  game = null;
  /** path (as text) -> a move object listed earlier */
  seen = new Map();

  replace(game) {
    if (this.game !== null && this.game !== game) this.game.free();
    this.game = game;
  }

  state() {
    const g = this.game;
    if (g === null) return null;
    const s = g.status();
    const legal = g.legalMoves();
    for (const m of legal) this.seen.set(m.path.join(','), m);
    return {
      variant: g.variant,
      fen: g.fen(),
      fragment: g.toFragment(),
      board: g.board().map((p) => (p === null ? '.' : letterOf(g.variant, p))).join(''),
      history: g.history().length,
      end: g.end(),
      status: statusJson(s),
      legal: legal.map(moveJson),
    };
  }

  apply(a) {
    const options = a.options ?? undefined;
    switch (a.op) {
      case 'new':
        this.replace(a.fen === null ? new Game(a.variant, options) : Game.fromFen(a.variant, a.fen, options));
        return this.game.options();
      case 'fragment':
        this.replace(Game.fromFragment(a.fragment));
        return this.game.options();
      default:
    }
    const g = this.game;
    switch (a.op) {
      case 'play_text':
        return moveJson(g.play(a.text));
      case 'play_path':
        return moveJson(g.play([...a.path]));
      case 'play_move': {
        const m = this.seen.get(a.path.join(','));
        if (m === undefined) throw new Error(`runner: no move object with the path ${a.path}`);
        return moveJson(g.play(m));
      }
      case 'completions':
        return g.completions([...a.prefix]).map(moveJson);
      case 'undo': {
        const m = g.undo();
        return m === null ? null : moveJson(m);
      }
      case 'agree':
        g.agreeDraw();
        return null;
      case 'resign':
        g.resign(a.side);
        return null;
      case 'claim':
        return g.claimDraw(a.kind);
      case 'play_and_claim': {
        const r = g.playAndClaim(a.text, a.kind);
        const [played, kind] = Array.isArray(r) ? r : [r.move ?? r.played, r.kind ?? r.claimed];
        return [moveJson(played), kind];
      }
      case 'piece_at': {
        const p = g.pieceAt(a.square);
        return p === null ? null : [p.side, p.role];
      }
      case 'reload':
        this.replace(Game.fromFragment(g.toFragment()));
        return null;
      case 'reload_fen':
        this.replace(Game.fromFen(g.variant, g.fen(), g.options()));
        return null;
      case 'check':
        return null;
      case 'read_file':
        return readFile(a);
      case 'write_file': {
        const pairs = a.headers.map(([k, v]) => [k, v]);
        return damero.variant(g.variant).family === 'draughts' ? g.toPdn(pairs) : g.toPgn(pairs);
      }
      default:
        throw new Error(`runner.mjs: unknown action ${a.op}`);
    }
  }

  step(a) {
    const line = { op: a.op };
    try {
      const ok = this.apply(a);
      line.ok = ok === undefined ? null : ok;
    } catch (e) {
      line.error = e instanceof DameroError ? e.code : `js:${e?.name}: ${e?.message}`;
    }
    line.state = this.state();
    return line;
  }
}

if (process.argv[2] === '--capabilities') {
  console.log(JSON.stringify(capabilities()));
} else {
  const runner = new Runner();
  const lines = readFileSync(process.argv[2], 'utf8').split('\n').filter((l) => l.length > 0);
  let out = [];
  for (const text of lines) {
    out.push(JSON.stringify(runner.step(JSON.parse(text))));
    if (out.length >= 500) {
      writeSync(1, out.join('\n') + '\n');
      out = [];
    }
  }
  if (out.length > 0) writeSync(1, out.join('\n') + '\n');
}
