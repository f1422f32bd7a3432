// The JS runner of the shared conformance suite in conformance/ (format 2: conformance/README.md).
// It checks conformance/variants.json, then reads every family folder conformance/<family>/:
// the fast tier of its perft.json and every case file in its cases/. Cases this runner cannot
// pass are listed in expected-failures.json with the reason.
//
// It runs four times, once per entry of the package: everything through `damero`, the draughts
// folder through `damero/draughts`, the chess folder through `damero/chess` and the placement
// folder through `damero/placement` (each with its own WebAssembly build); a one-family entry must
// also refuse the other families' variants.
//
// Every public field of a move and a status (conformance/fields.json, the core's lists) has its JS
// name here (FIELDS): a case may check any of them, and a field the runner does not know fails.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';

import * as all from '../js/index.js';
import * as draughtsOnly from '../js/draughts.js';
import * as chessOnly from '../js/chess.js';
import * as placementOnly from '../js/placement.js';

const { DameroError } = all;
const SUITE = new URL('../../conformance/', import.meta.url);
const EXPECTED_FAILURES = JSON.parse(readFileSync(new URL('./expected-failures.json', import.meta.url), 'utf8'));
/** The public fields of a move and a status, as the core lists them. */
const FIELD_LISTS = JSON.parse(readFileSync(new URL('fields.json', SUITE), 'utf8'));
/** A field's JS name: `must_capture` is `mustCapture`. @param {string} name */
const camel = (name) => name.replace(/_([a-z])/g, (_, c) => c.toUpperCase());
/** For each kind of value, each field of the suite with its name on the JS object. */
const FIELDS = {
  move: Object.fromEntries(FIELD_LISTS.move.map((f) => [f, camel(f)])),
  status: Object.fromEntries(FIELD_LISTS.status.map((f) => [f, camel(f)])),
};

/** The field `field` of the JS value `value` of this kind, or a failure for a field the suite does not list. */
function fieldOf(kind, value, field) {
  const name = FIELDS[kind][field];
  if (name === undefined) throw new Error(`${kind} field ${field} is not in conformance/fields.json`);
  assert.ok(Object.hasOwn(value, name), `the ${kind} has no field ${name} (${field})`);
  return value[name];
}

/** The entry the running test goes through (set by `through`), and its Game class. */
let damero = all;
let Game = all.Game;

function readSuiteFile(url) {
  const data = JSON.parse(readFileSync(url, 'utf8'));
  assert.equal(data.format, 2, `${url.pathname}: format ${data.format} is not known to this runner`);
  return data;
}

/** The family folders, conformance/<family>/, sorted. */
const ALL_FAMILIES = readdirSync(SUITE, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

/** Each entry, its module and the family folders it plays. */
const ENTRIES = [
  { name: 'damero', lib: all, families: ALL_FAMILIES },
  { name: 'damero/draughts', lib: draughtsOnly, families: ['draughts'] },
  { name: 'damero/chess', lib: chessOnly, families: ['chess'] },
  { name: 'damero/placement', lib: placementOnly, families: ['placement'] },
];
for (const { lib } of ENTRIES) await lib.default();

for (const entry of ENTRIES) {
  const FAMILIES = entry.families;
  /** A test of this entry: its name says which, and it runs with `damero` and `Game` set to it. */
  const through = (/** @type {string} */ name, /** @type {() => void} */ body) =>
    test(`${entry.name}: ${name}`, () => {
      damero = entry.lib;
      Game = entry.lib.Game;
      return body();
    });

  // ---------------------------------------------------------------------------------------------
  // Variants

  through('variants.json: every variant, its geometry, options and square names', () => {
    const data = readSuiteFile(new URL('variants.json', SUITE));
    const got = damero.variants();
    const wanted = data.variants.filter((v) => FAMILIES.includes(v.family));
    assert.deepEqual(got.map((v) => v.name), wanted.map((v) => v.name), 'the variants, in order');
    for (const other of data.variants.filter((v) => !FAMILIES.includes(v.family))) {
      // Out of this entry's build: refused with the core's message, which names the entry to use.
      assert.throws(() => new Game(other.name), (e) => e instanceof all.UnknownVariantError
        && e.message.includes(`import "damero/${other.family}"`), other.name);
    }
    for (const want of wanted) {
      const v = got.find((x) => x.name === want.name);
      const fields = {
        name: v.name,
        family: v.family,
        rows: v.rows,
        columns: v.columns,
        squares: v.squares,
        first_square: v.firstSquare,
        numbering: v.numbering,
        labels: v.labels,
        shading: v.shading,
        drops: v.drops,
        option_keys: v.optionKeys,
        default_options: v.defaultOptions,
      };
      for (const [key, value] of Object.entries(want)) {
        if (key === 'square_names') continue;
        assert.ok(Object.hasOwn(fields, key), `${v.name}: the runner does not know the field ${key}`);
        assert.deepEqual(fields[key], value, `${v.name}.${key}`);
      }
      assert.ok(FAMILIES.includes(v.family), `${v.name}: no folder for its family ${v.family}`);
      // A new game has these options, and the board these squares.
      const game = new Game(v.name);
      assert.deepEqual(game.options(), v.defaultOptions, `${v.name}: options of a new game`);
      assert.equal(game.board().length, v.squares, `${v.name}: squares of the board`);
      // The board of a new game is the variant's default board, every square named as it is.
      const { cells, ...board } = game.geometry();
      const { rows, columns, squares, firstSquare, lastSquare, numbering, labels, shading, drops } = v;
      assert.deepEqual(board, { rows, columns, squares, firstSquare, lastSquare, numbering, labels, shading, drops }, `${v.name}: geometry`);
      assert.equal(cells.length, v.squares);
      for (const cell of cells) assert.equal(cell.name, damero.squareName(v.name, cell.square), `${v.name}: name of ${cell.square}`);
      game.free();
      const layout = damero.boardLayout(v.name);
      assert.deepEqual([layout.rows, layout.columns, layout.squares.length], [v.rows, v.columns, v.squares]);
      assert.equal(layout.squares[0].square, v.firstSquare);
      for (const [square, name] of Object.entries(want.square_names ?? {})) {
        assert.equal(damero.squareName(v.name, Number(square)), name, `${v.name}: name of ${square}`);
        assert.equal(damero.squareFromName(v.name, name), Number(square), `${v.name}: square of ${name}`);
      }
    }
  });

  // ---------------------------------------------------------------------------------------------
  // Perft

  through('<family>/perft.json: fast tier', () => {
    const positions = FAMILIES.map((f) => new URL(`${f}/perft.json`, SUITE))
      .filter((url) => existsSync(url))
      .flatMap((url) => readSuiteFile(url).positions);
    let checked = 0;
    for (const pos of positions) {
      for (const count of pos.counts) {
        if (count.tier !== 'fast') continue;
        // How a game that is over before the depth counts (placement games; "ignore" if absent).
        const finished = count.finished ?? 'ignore';
        const opts = { fen: pos.fen, duplicates: count.duplicates, finished };
        const nodes = damero.perft(pos.variant, count.depth, opts);
        assert.equal(nodes, count.nodes, `${pos.id} depth ${count.depth} ${count.duplicates} ${finished}`);
        if (pos.fen === null) {
          // The same count through a Game.
          const game = new Game(pos.variant);
          assert.equal(game.perft(count.depth, { duplicates: count.duplicates, finished }), count.nodes);
          game.free();
        }
        checked += 1;
      }
    }
    assert.ok(checked >= 9, `only ${checked} perft counts checked`);
  });

  // ---------------------------------------------------------------------------------------------
  // Cases

  /**
   * The option text of a case in the JS shape: an object, split at ',' and '='. Text that an
   * object cannot express (a key given twice, a pair without '=') is passed as the option text
   * string, which the API accepts too.
   */
  function optionsOf(text) {
    if (text === undefined || text === '') return undefined;
    const object = {};
    for (const pair of text.split(',')) {
      const at = pair.indexOf('=');
      if (at < 0) return text;
      const key = pair.slice(0, at);
      if (Object.hasOwn(object, key)) return text;
      object[key] = pair.slice(at + 1);
    }
    return object;
  }

  function create(setup) {
    if (setup.fragment !== undefined) return Game.fromFragment(setup.fragment);
    const options = optionsOf(setup.options);
    if (setup.fen !== undefined && setup.fen !== null) return Game.fromFen(setup.variant, setup.fen, options);
    return new Game(setup.variant, options);
  }

  /** Runs `action` and checks that it throws the DameroError subclass of `code`. */
  function expectError(action, code, contains) {
    let error;
    try {
      action();
    } catch (e) {
      error = e;
    }
    if (error === undefined) throw new Error(`expected error ${code}, got success`);
    if (!(error instanceof DameroError)) throw new Error(`expected a DameroError ${code}, got ${error}`);
    if (error.code !== code) throw new Error(`expected error ${code}, got ${error.code}: ${error.message}`);
    if (error.constructor.code !== code) {
      throw new Error(`error ${code} is an instance of ${error.constructor.name}, not of its own subclass`);
    }
    if (contains !== undefined && !error.message.includes(contains)) {
      throw new Error(`error message ${JSON.stringify(error.message)} does not contain ${JSON.stringify(contains)}`);
    }
  }

  /** Everything a failed action must leave as it was. */
  function snapshot(game) {
    return { fen: game.fen(), plies: game.history().length, status: game.status(), fragment: game.toFragment() };
  }

  /** The event code at the end of a fragment (`.../e:agree`), if any. */
  function runAction(game, step) {
    if (step.play !== undefined) return game.play(step.play).notation;
    // A whole transcript: the outcome is the notations of the moves played, joined by ",".
    if (step.play_moves !== undefined) return game.playMoves(step.play_moves).map((m) => m.notation).join(',');
    if (step.play_path !== undefined) return game.play(step.play_path).notation;
    if (step.parse !== undefined) {
      // Read without playing: the game must be unchanged whatever the outcome (runStep checks it
      // after an error), and the move is one of legalMoves() as that list has it.
      const before = snapshot(game);
      const move = game.parseMove(step.parse);
      assert.deepEqual(snapshot(game), before, 'parseMove changed the game');
      assert.ok(game.legalMoves().some((m) => m === move || JSON.stringify(m) === JSON.stringify(move)), 'parseMove gives a move of legalMoves()');
      assert.equal(game.legalMoveCount(), game.legalMoves().length, 'legalMoveCount()');
      return move.notation;
    }
    if (step.play_index !== undefined) {
      const move = game.legalMoves()[step.play_index];
      if (move === undefined) throw new Error(`no legal move at index ${step.play_index}`);
      return game.play(move).notation;
    }
    if (step.undo !== undefined) {
      // undo() gives the move taken back, or null when it withdrew the event that ended the game;
      // the event is then the one the fragment named before.
      const event = game.end();
      // canUndo() must say beforehand whether undo() succeeds.
      const can = game.canUndo();
      let undone;
      try {
        undone = game.undo();
      } catch (e) {
        if (can) throw new Error(`canUndo() was true but undo() failed: ${e.message}`);
        throw e;
      }
      if (!can) throw new Error('canUndo() was false but undo() succeeded');
      if (undone !== null) return undone.notation;
      if (event === null) throw new Error('undo() returned null but no event had ended the game');
      if (game.end() !== null) throw new Error('the event is still there after undo()');
      return event;
    }
    if (step.agree_draw !== undefined) return game.agreeDraw();
    if (step.resign !== undefined) return game.resign(step.resign);
    if (step.claim_draw !== undefined) return game.claimDraw(step.claim_draw);
    if (step.play_action !== undefined) return game.playAction(step.play_action).notation;
    if (step.play_and_claim !== undefined) {
      // The outcome is the move and the draw kind claimed with it.
      const { move, claimed } = game.playAndClaim(step.play_and_claim, step.claim);
      return { played: move.notation, claimed };
    }
    throw new Error(`unknown action in ${JSON.stringify(step)}`);
  }

  function runStep(game, step) {
    if (step.expect !== undefined) return check(game, step.expect);
    if (step.error !== undefined) {
      const before = snapshot(game);
      expectError(() => runAction(game, step), step.error, step.message_contains);
      assert.deepEqual(snapshot(game), before, 'the game changed after an error');
      return;
    }
    const outcome = runAction(game, step);
    for (const key of ['played', 'undone', 'claimed', 'parsed']) {
      if (step[key] === undefined) continue;
      const got = step.play_and_claim !== undefined ? outcome[key] : outcome;
      assert.equal(got, step[key], key);
    }
  }

  /** The fields of a game's geometry the suite checks, as `game.geometry()` has them. */
  function geometryJson(game) {
    const g = game.geometry();
    return {
      rows: g.rows, columns: g.columns, squares: g.squares, first_square: g.firstSquare,
      numbering: g.numbering, labels: g.labels, shading: g.shading, drops: g.drops,
    };
  }

  /** The board in the variant's letters (from the core, through `variant(name).pieces`). */
  function boardLetters(game) {
    const { pieces } = damero.variant(game.variant);
    const letter = (p) => p === null ? '.' : pieces.find((x) => x.side === p.side && x.role === p.role)?.letter ?? '?';
    return game.board().map(letter).join('');
  }

  /**
   * Every legal move's notation with the id `actionOf` gives it (of the move object, of a copy
   * matched by path and promotion, and of its text); `legalActions()` the same ids sorted, the
   * mask exactly them, and each id plays its move (on a copy).
   */
  function checkActions(game, want) {
    const moves = game.legalMoves();
    const got = Object.fromEntries(moves.map((m) => [m.notation, game.actionOf(m)]));
    assert.deepEqual(got, want, 'actions');
    for (const m of moves) {
      const id = got[m.notation];
      assert.equal(game.actionOf(structuredClone(m)), id, `actionOf a copy of ${m.notation}`);
      assert.equal(game.actionOf(m.notation), id, `actionOf ${JSON.stringify(m.notation)}`);
      const copy = game.clone();
      try {
        assert.deepEqual(copy.playAction(id), m, `playAction(${id})`);
      } finally {
        copy.free();
      }
    }
    const ids = [...game.legalActions()];
    assert.deepEqual(ids, Object.values(want).sort((a, b) => a - b), 'legalActions()');
    const mask = game.actionMask();
    assert.ok(mask instanceof Uint8Array && mask.length === game.actionCount(), 'actionMask(): a Uint8Array of actionCount() bytes');
    const set = [];
    mask.forEach((flag, id) => {
      assert.ok(flag === 0 || flag === 1, `mask[${id}] is ${flag}`);
      if (flag === 1) set.push(id);
    });
    assert.deepEqual(set, ids, 'actionMask()');
    const into = new Uint8Array(mask.length).fill(7);
    assert.equal(game.actionMask(into), into, 'actionMask(out) returns out');
    assert.deepEqual(into, mask, 'actionMask(out) writes every byte');
  }

  /** `observationShape()`, and each plane's sum over the board within 1e-4. */
  function checkObservation(game, want) {
    for (const field of Object.keys(want)) assert.ok(['shape', 'plane_sums'].includes(field), `unknown observation field ${field}`);
    const shape = game.observationShape();
    if (want.shape !== undefined) assert.deepEqual([...shape], want.shape, 'observation.shape');
    const values = game.observe();
    const [rows, columns, planes] = shape;
    assert.ok(values instanceof Float32Array && values.length === rows * columns * planes, 'observe(): a Float32Array of the shape');
    const into = new Float32Array(values.length).fill(NaN);
    assert.equal(game.observe(into), into, 'observe(out) returns out');
    assert.deepEqual(into, values, 'observe(out) writes every value');
    if (want.plane_sums !== undefined) {
      const sums = new Array(planes).fill(0);
      values.forEach((v, i) => { sums[i % planes] += v; });
      assert.equal(sums.length, want.plane_sums.length, 'observation.plane_sums: planes');
      sums.forEach((s, p) => assert.ok(Math.abs(s - want.plane_sums[p]) <= 1e-4,
        `observation.plane_sums[${p}]: expected ${want.plane_sums[p]}, got ${s} (${JSON.stringify(sums)})`));
    }
  }

  function check(game, expect) {
    for (const [key, want] of Object.entries(expect)) {
      switch (key) {
        case 'legal_moves':
          assert.deepEqual(game.legalMoves().map((m) => m.notation), want, key);
          break;
        case 'moves': {
          const got = game.legalMoves();
          assert.equal(got.length, want.length, 'moves: number of moves');
          want.forEach((w, i) => {
            for (const [field, value] of Object.entries(w)) assert.deepEqual(fieldOf('move', got[i], field), value, `moves[${i}].${field}`);
          });
          break;
        }
        case 'completions':
          assert.deepEqual(game.completions(want.prefix).map((m) => m.notation), want.moves, key);
          break;
        case 'status': {
          const got = game.status();
          for (const [field, value] of Object.entries(want)) assert.deepEqual(fieldOf('status', got, field), value, `status.${field}`);
          break;
        }
        case 'geometry': {
          const got = geometryJson(game);
          for (const [field, value] of Object.entries(want)) {
            assert.ok(Object.hasOwn(got, field), `the runner does not know the geometry field ${field}`);
            assert.deepEqual(got[field], value, `geometry.${field}`);
          }
          break;
        }
        case 'move_numbers': {
          const plies = game.history().length;
          assert.deepEqual(Array.from({ length: plies + 1 }, (_, p) => game.moveNumber(p)), want, key);
          assert.equal(game.moveNumber(plies + 1), null, 'no number past the next move');
          break;
        }
        case 'fen':
          assert.equal(game.fen(), want, key);
          break;
        case 'start_fen':
          assert.equal(game.startFen(), want, key);
          break;
        case 'fragment':
          assert.equal(game.toFragment(), want, key);
          break;
        case 'history':
          assert.deepEqual(game.history().map((m) => m.notation), want, key);
          assert.equal(game.ply(), want.length, `${key} (ply)`);
          break;
        case 'board':
          assert.equal(boardLetters(game), want, key);
          break;
        case 'piece_at':
          for (const query of want) {
            if (query.error !== undefined) {
              expectError(() => game.pieceAt(query.square), query.error);
            } else {
              assert.deepEqual(game.pieceAt(query.square), query.piece, `piece_at ${query.square}`);
            }
          }
          break;
        case 'square_names':
          // The variant's default board, through the module's squareName.
          for (const query of want) {
            if (query.error !== undefined) {
              expectError(() => damero.squareName(game.variant, query.square), query.error);
            } else {
              assert.equal(damero.squareName(game.variant, query.square), query.name, `square_names ${query.square}`);
            }
          }
          break;
        case 'action_count':
          assert.equal(game.actionCount(), want, key);
          break;
        case 'actions':
          checkActions(game, want);
          break;
        case 'observation':
          checkObservation(game, want);
          break;
        case 'roundtrip': {
          assert.equal(want, true, 'roundtrip is true when present');
          const again = Game.fromFragment(game.toFragment());
          try {
            assert.deepEqual(snapshot(again), snapshot(game), 'roundtrip');
            assert.deepEqual(again.history(), game.history(), 'roundtrip: history');
          } finally {
            again.free();
          }
          break;
        }
        default:
          throw new Error(`unknown check ${key}`);
      }
    }
  }

  function runCase(c) {
    let game;
    if (c.setup.error !== undefined) {
      expectError(() => create(c.setup), c.setup.error, c.setup.message_contains);
      assert.equal((c.steps ?? []).length, 0, 'a setup that must fail has no steps');
      return;
    }
    game = create(c.setup);
    try {
      (c.steps ?? []).forEach((step, i) => {
        try {
          runStep(game, step);
        } catch (e) {
          e.message = `step ${i + 1} ${JSON.stringify(step)}: ${e.message}`;
          throw e;
        }
      });
    } finally {
      game.free();
    }
  }

  const files = FAMILIES.flatMap((family) => {
    const dir = new URL(`${family}/cases/`, SUITE);
    if (!existsSync(dir)) return [];
    return readdirSync(dir).filter((name) => name.endsWith('.json')).sort().map((name) => `${family}/cases/${name}`);
  });
  const seen = new Set();
  let total = 0;

  for (const name of files) {
    const data = readSuiteFile(new URL(name, SUITE));
    for (const c of data.cases) {
      assert.ok(!seen.has(c.id), `duplicate case id ${c.id}`);
      seen.add(c.id);
      total += 1;
      const reason = EXPECTED_FAILURES[c.id];
      through(`${name} ${c.id}`, () => {
        if (reason === undefined) return runCase(c);
        // An expected failure must still fail; once it passes it must leave the list.
        assert.throws(() => runCase(c), undefined, `${c.id} passes: remove it from expected-failures.json`);
      });
    }
  }

  through('every field of a move and a status (conformance/fields.json) is on the objects, in the core order', () => {
    const variant = damero.variants()[0].name;
    const game = new Game(variant);
    try {
      assert.deepEqual(Object.keys(game.legalMoves()[0]), Object.values(FIELDS.move));
      assert.deepEqual(Object.keys(game.status()), Object.values(FIELDS.status));
    } finally {
      game.free();
    }
  });

  through('the suite has cases in every family, and every expected failure names a case', () => {
    assert.ok(total > 0, 'no conformance cases found');
    assert.ok(FAMILIES.length > 0 && files.length > 0, 'no family folders with cases');
    if (FAMILIES === ALL_FAMILIES) {
      for (const id of Object.keys(EXPECTED_FAILURES)) assert.ok(seen.has(id), `expected failure ${id} is not a case`);
    }
  });
}
