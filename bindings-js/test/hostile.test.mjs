// Hostile arguments: each defect of the arguments' path into WebAssembly has its test here, each
// of which failed before js/args.js read arguments completely before crossing: a huge or lying
// length that trapped the module for good, a getter that made another move be played, refusals
// that grew memory, whole quotes of huge input, the perft threads limit, the reported length of a
// long path. Then the reset after a trap (forced through the raw glue, with a value the wrapper
// never passes), the limits table against conformance/limits.json, parseMove and legalMoveCount,
// and the cost of a huge legal move list (a Frisian king with thousands of capture routes). Then
// the action ids and observations: ids of every wrong type and value, move objects that are no
// legal move, output arrays of the wrong type or length (a refused one is not written).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';

import init, * as damero from '../js/index.js';
import * as glue from '../pkg/damero_wasm.js';

const { Game, DameroError, InvalidArgumentError, InvalidNotationError, InvalidOptionError } = damero;

await init();

/** Asserts that `fn` throws the DameroError subclass of `code`; returns the error. */
function throwsCode(fn, code) {
  let error = null;
  try {
    fn();
  } catch (e) {
    error = e;
  }
  assert.ok(error !== null, `expected a ${code} error`);
  assert.ok(error instanceof DameroError, `expected a DameroError, got ${error?.name}: ${error?.message}`);
  assert.equal(error.code, code, error.message);
  return error;
}

/** The path moves, completions and fresh games that a poisoned module refused. */
function moduleWorks() {
  const g = new Game();
  assert.equal(g.completions([11]).length, 2);
  assert.equal(g.play([11, 15]).notation, '11-15');
  assert.equal(g.play({ path: [22, 18] }).notation, '22-18');
  assert.equal(g.play('15x22').notation, '15x22');
  g.free();
}

function state(game) {
  return { fen: game.fen(), plies: game.history().length, fragment: game.toFragment() };
}

test('a path of 2^32 - 1 squares (an array or a Proxy saying so) is refused with its length, and the module keeps working', () => {
  const game = new Game();
  const other = new Game('international');
  const before = damero.memoryBytes();
  let e = throwsCode(() => game.play(new Array(2 ** 32 - 1)), 'invalid_argument');
  assert.match(e.message, /got 4294967295/);
  const liar = new Proxy([], { get: (t, k) => (k === 'length' ? 2 ** 32 - 1 : 11) });
  e = throwsCode(() => game.play(liar), 'invalid_argument');
  assert.match(e.message, /got 4294967295/);
  throwsCode(() => game.completions(liar), 'invalid_argument');
  throwsCode(() => game.play({ path: liar }), 'invalid_argument');
  throwsCode(() => game.playAndClaim(liar), 'invalid_argument');
  // A length that is no length at all.
  for (const length of [-1, NaN, 1.5, '3', Infinity]) {
    assert.throws(() => game.play(new Proxy([], { get: (t, k) => (k === 'length' ? length : 11) })), TypeError);
  }
  assert.equal(damero.memoryBytes(), before, 'a refused path grows no memory');
  moduleWorks();
  assert.equal(game.play([9, 13]).notation, '9-13');
  assert.equal(other.play([31, 27]).notation, '31-27');
  game.free();
  other.free();
});

test('a 100,000-square path is reported with its true length', () => {
  const game = new Game();
  const e = throwsCode(() => game.play(new Array(100_000).fill(11)), 'invalid_argument');
  assert.match(e.message, /got 100000\b/);
  // The core's own refusal of a path just past the limit says the same.
  assert.match(throwsCode(() => game.play(new Array(33).fill(11)), 'invalid_argument').message, /got 33\b/);
  game.free();
});

test('a getter that grows the memory while the path is read cannot change the move played', () => {
  const game = new Game();
  // The previous path left in the module's input buffer: 10-15.
  assert.equal(game.completions([10, 15]).length, 1);
  const keep = [];
  const path = [10];
  Object.defineProperty(path, 1, {
    enumerable: true,
    get() {
      // Calls into damero until the memory grows (which replaces its buffer).
      const start = damero.memoryBytes();
      while (damero.memoryBytes() === start) {
        const g = new Game('international');
        g.legalMoves();
        keep.push(g);
      }
      return 14;
    },
  });
  assert.equal(game.play(path).notation, '10-14');
  assert.equal(game.history()[0].notation, '10-14');
  for (const g of keep) g.free();
  game.free();
});

test('a getter that plays on the same game while its path is read: the path read is played on the game as it then is', () => {
  const game = new Game();
  const path = [22];
  Object.defineProperty(path, 1, {
    enumerable: true,
    get() {
      game.play('11-15');
      return 18;
    },
  });
  assert.equal(game.play(path).notation, '22-18');
  assert.deepEqual(game.history().map((m) => m.notation), ['11-15', '22-18']);
  game.free();
});

test('refused input grows no memory and is refused at once', () => {
  const game = new Game();
  const before = damero.memoryBytes();
  const huge = new Array(1e6).fill(11);
  throwsCode(() => game.play(huge), 'invalid_argument');
  throwsCode(() => game.completions(huge), 'invalid_argument');
  const text = 'a'.repeat(20_000_000);
  const started = performance.now();
  const option = throwsCode(() => new Game('english', text), 'invalid_option');
  throwsCode(() => new Game('english', { repetition: text }), 'invalid_option');
  throwsCode(() => new Game(text), 'unknown_variant');
  throwsCode(() => game.play(text), 'invalid_notation');
  throwsCode(() => game.parseMove(text), 'invalid_notation');
  throwsCode(() => game.playMoves(text), 'invalid_argument');
  throwsCode(() => Game.fromFen('english', text), 'invalid_fen');
  throwsCode(() => Game.fromFragment(text), 'invalid_fragment');
  throwsCode(() => game.resign(text), 'invalid_argument');
  throwsCode(() => game.claimDraw(text), 'invalid_argument');
  throwsCode(() => damero.perft('english', 1, { fen: text }), 'invalid_fen');
  throwsCode(() => damero.squareName(text, 1), 'unknown_variant');
  assert.equal(damero.squareFromName('english', text), null);
  const ms = performance.now() - started;
  assert.ok(ms < 2000, `the refusals of a 20-million-character string took ${ms} ms`);
  assert.equal(damero.memoryBytes(), before, 'refused input grew the memory');
  assert.ok(option.message.length < 200, option.message);
  moduleWorks();
  game.free();
});

test('error messages quote input cut, as the core does, with its length', () => {
  const name = 'e'.repeat(300);
  const e = throwsCode(() => new Game(name), 'unknown_variant');
  assert.ok(e.message.includes(`"${'e'.repeat(64)}..." (300 characters)`), e.message);
  assert.ok(e.message.length < 200, e.message);
  const option = throwsCode(() => new Game('english', `repetition=${'a'.repeat(100_000)}`), 'invalid_option');
  assert.ok(option.message.length < 200, option.message);
  // A refusal made in JS says what the core says of the same input (here text the core refuses
  // too: the raw glue passes it whole).
  const game = new Game();
  for (const text of ['1'.repeat(201), `é"\\\n\t\u0001${'x'.repeat(300)}`, '\ud800'.repeat(250), '😀'.repeat(201)]) {
    const js = throwsCode(() => game.play(text), 'invalid_notation');
    let core = null;
    const raw = glue.RawGame.fromFragment(game.toFragment());
    try {
      raw.playText(text, true);
    } catch (err) {
      core = err;
    } finally {
      raw.free();
    }
    assert.equal(js.message, core?.message);
  }
  for (const fen of ['W:W31'.padEnd(1001, ',31'), `${'é'.repeat(501)}`]) {
    const js = throwsCode(() => Game.fromFen('english', fen), 'invalid_fen');
    let core = null;
    try {
      glue.RawGame.fromFen('english', fen, undefined, [], []);
    } catch (err) {
      core = err;
    }
    assert.equal(js.message, core?.message);
  }
  const text = 'capture=optional,'.repeat(20);
  const js = throwsCode(() => new Game('english', text), 'invalid_option');
  let core = null;
  try {
    new glue.RawGame('english', text, [], []);
  } catch (err) {
    core = err;
  }
  assert.equal(js.message, core?.message);
  game.free();
});

test("perft threads run from 0 to the core's perft_threads limit (1024)", () => {
  assert.equal(damero.limits().perftThreads, 1024);
  assert.equal(damero.perftThreads(1024), 1);
  assert.equal(damero.perft('english', 2, { threads: 1024 }), 49);
  const e = throwsCode(() => damero.perftThreads(1025), 'invalid_argument');
  assert.match(e.message, /1025 is over the limit of 1024/);
  throwsCode(() => damero.perft('english', 2, { threads: 1025 }), 'invalid_argument');
  const game = new Game();
  throwsCode(() => game.perft(2, { threads: 65_535 }), 'invalid_argument');
  game.free();
});

test('limits() is the core table (conformance/limits.json) in camelCase, with maxHistory and maxFragmentLength', () => {
  const file = JSON.parse(readFileSync(new URL('../../conformance/limits.json', import.meta.url), 'utf8'));
  const want = {};
  for (const { name, value } of file.limits) want[name.replace(/_([a-z])/g, (_, c) => c.toUpperCase())] = value;
  want.maxHistory = want.history;
  want.maxFragmentLength = want.fragment;
  assert.deepEqual(damero.limits(), want);
  assert.equal(damero.limits().moveText, 200);
  // A new object each time: changing one changes nothing.
  damero.limits().path = 1e9;
  assert.equal(damero.limits().path, 32);
});

test('squareName of a square the board lacks is an InvalidArgumentError, as in every language', () => {
  throwsCode(() => damero.squareName('english', 0), 'invalid_argument');
  throwsCode(() => damero.squareName('chess', 64), 'invalid_argument');
  throwsCode(() => damero.squareName('english', -1), 'invalid_argument');
  throwsCode(() => damero.squareName('english', 2 ** 53), 'invalid_argument');
  assert.equal(damero.squareName('chess', 0), 'a1');
});

test('parseMove gives the move legalMoves() has and never changes the game; legalMoveCount counts', () => {
  const game = new Game('chess');
  const before = state(game);
  const move = game.parseMove('Nf3');
  assert.equal(move.notation, 'Nf3');
  assert.equal(move.long, 'g1f3');
  assert.ok(Object.isFrozen(move));
  assert.ok(game.legalMoves().includes(move), 'the same object as in legalMoves()');
  assert.deepEqual(state(game), before);
  throwsCode(() => game.parseMove('Nf4'), 'illegal_move');
  throwsCode(() => game.parseMove('e9'), 'invalid_notation');
  assert.throws(() => game.parseMove(5), TypeError);
  assert.deepEqual(state(game), before);
  assert.equal(game.legalMoveCount(), 20);
  game.play(move);
  assert.equal(game.history().length, 1);
  const draughts = new Game();
  assert.equal(draughts.legalMoveCount(), 7);
  draughts.resign('black');
  assert.equal(draughts.legalMoveCount(), 0);
  throwsCode(() => draughts.parseMove('11-15'), 'game_over');
  game.free();
  draughts.free();
});

// A Frisian position where a white king (on 6) has 22,912 capture routes through twenty black
// men (found by a random search of positions): captures go on along diagonals, rows and columns
// in many orders. The count is the core's (legalMoveCount), asked first; the list is then built
// once. Its JS side used to build each route's text one character at a time (a chain of string
// nodes): 1 s and 38 MB of JS heap for this list; read in one piece, 0.4 s and 12 MB. The core
// kept every route the search found, of every rank, until the end (over a million), and marked
// the long forms by comparing every pair: 92.7 MB of WebAssembly memory, kept for good.
const FRISIAN_KING = 'W:WK6:B7,9,11,12,15,16,18,21,22,23,24,27,31,37,38,40,42,43,44,45';

test('a Frisian position with thousands of king capture routes: its count first, its list at a cost in proportion', () => {
  const game = Game.fromFen('frisian', FRISIAN_KING);
  const memory = damero.memoryBytes();
  const count = game.legalMoveCount();
  assert.equal(count, 22_912);
  const heap = process.memoryUsage().heapUsed;
  const started = performance.now();
  const moves = game.legalMoves();
  const ms = performance.now() - started;
  const grew = damero.memoryBytes() - memory;
  const js = process.memoryUsage().heapUsed - heap;
  assert.equal(moves.length, count);
  assert.equal(game.legalMoveCount(), count);
  assert.ok(moves.every((m) => m.path[0] === 6 && m.long.length === m.long.trim().length));
  console.log(`frisian king: ${count} legal moves listed in ${ms.toFixed(0)} ms; WebAssembly memory +${grew} B, JS heap +${js} B`);
  // About 540 B of JS per move (its frozen object, texts and lists); the old reader took 1.6 KB.
  assert.ok(js < count * 1000, `the list took ${js} B of JS heap`);
  // The routes (kept for the position) and the moves, about 450 B a move in the core's memory
  // with the room a growing list leaves; the old core took 4 KB.
  assert.ok(grew < count * 1024, `the count and the list grew WebAssembly memory by ${grew} B`);
  assert.throws(() => game.play('6-50'), (e) => e.code === 'illegal_move' && /, and 22900 more$/.test(e.message));
  game.free();
});

test('a trap inside WebAssembly resets the module: the next call works, every game keeps its state', () => {
  const a = new Game();
  a.play('11-15');
  const b = new Game('chess');
  b.play('e4');
  const c = new Game('connect4');
  const saved = [state(a), state(b), state(c)];
  const generation = damero.memoryBytes();
  // A trap that no argument of the API can cause: the raw glue called with a pointer the wrapper
  // never passes, from inside one of the wrapper's calls.
  const real = glue.RawGame.prototype.fen;
  glue.RawGame.prototype.fen = function fen() {
    const bogus = Object.create(glue.RawGame.prototype);
    bogus.__wbg_ptr = 0xfffffff0;
    return real.call(bogus);
  };
  let e;
  try {
    e = throwsCode(() => a.fen(), 'internal');
  } finally {
    glue.RawGame.prototype.fen = real;
  }
  assert.ok(e.cause instanceof WebAssembly.RuntimeError, 'the trap is the cause');
  assert.ok(damero.memoryBytes() <= Math.max(generation, 2 ** 22), 'a fresh instance, with fresh memory');
  assert.deepEqual([state(a), state(b), state(c)], saved);
  assert.equal(a.play([22, 18]).notation, '22-18');
  assert.equal(b.play('e5').notation, 'e5');
  assert.equal(c.play('4').notation, '4');
  moduleWorks();
  a.free();
  b.free();
  c.free();
});

test('after a trap, a game whose fragment cannot be read back is lost and says so', () => {
  const kept = new Game();
  kept.play('11-15');
  const lost = new Game();
  lost.play('9-13');
  const lostFragment = lost.toFragment();
  const realFen = glue.RawGame.prototype.fen;
  const realFragment = glue.RawGame.prototype.toFragment;
  glue.RawGame.prototype.fen = function fen() {
    const bogus = Object.create(glue.RawGame.prototype);
    bogus.__wbg_ptr = 0xfffffff0;
    return realFen.call(bogus);
  };
  // The reset reads every game's fragment: this one's cannot be read.
  glue.RawGame.prototype.toFragment = function toFragment() {
    const text = realFragment.call(this);
    if (text === lostFragment) throw new WebAssembly.RuntimeError('unreachable');
    return text;
  };
  try {
    throwsCode(() => kept.fen(), 'internal');
  } finally {
    glue.RawGame.prototype.fen = realFen;
    glue.RawGame.prototype.toFragment = realFragment;
  }
  assert.equal(kept.history().length, 1);
  assert.equal(kept.play('22-18').notation, '22-18');
  const e = throwsCode(() => lost.fen(), 'invalid_argument');
  assert.match(e.message, /lost/);
  assert.throws(() => lost.play('22-18'), InvalidArgumentError);
  assert.equal(String(lost), 'Game(lost)');
  lost.free();
  moduleWorks();
  kept.free();
});

test('InvalidNotationError and InvalidOptionError are the classes of the JS refusals', () => {
  const game = new Game();
  assert.throws(() => game.play('x'.repeat(201)), InvalidNotationError);
  assert.throws(() => new Game('english', 'x'.repeat(257)), InvalidOptionError);
  game.free();
});

test('action ids: a wrong type is a TypeError, NaN, floats, negatives and ids past the count are InvalidArgumentError, and the game is unchanged', () => {
  const game = new Game('chess');
  game.play('e4');
  const before = state(game);
  const count = game.actionCount();
  for (const bad of ['2426', null, undefined, {}, [2426], 2426n, true, Symbol('id')]) {
    assert.throws(() => game.playAction(bad), TypeError, String(typeof bad));
  }
  for (const bad of [NaN, Infinity, -Infinity, 1.5, -0.5, 2426.0000001]) {
    assert.match(throwsCode(() => game.playAction(bad), 'invalid_argument').message, /whole number/);
  }
  // Out of range: one past the count and every integer a u32 cannot hold say the core's words.
  for (const bad of [-1, count, 2 ** 31, 2 ** 32 - 1, 2 ** 32, 2 ** 32 + 2426, 2 ** 53, -(2 ** 32)]) {
    const e = throwsCode(() => game.playAction(bad), 'invalid_argument');
    assert.equal(e.message, `chess: action ${bad} is out of range (the ids are 0 to ${count - 1})`);
  }
  // An id in range that is no legal move now.
  assert.equal(throwsCode(() => game.playAction(0), 'illegal_move').message, 'chess: action 0 is not legal now');
  assert.deepEqual(state(game), before);
  // 2426 (e2e4 as pgx numbers it) is e7e5 seen from Black: it plays, as an id from legalActions() does.
  assert.ok(game.legalActions().includes(2426));
  assert.equal(game.playAction(2426).notation, 'e5');
  assert.equal(game.history().at(-1).notation, 'e5');
  game.free();
});

test('action ids after the end: every id is game_over (out of range still invalid_argument), the mask all zero', () => {
  const game = new Game('connect4');
  game.playMoves('1212121');
  assert.equal(game.status().state, 'win');
  const before = state(game);
  throwsCode(() => game.playAction(0), 'game_over');
  throwsCode(() => game.playAction(7), 'invalid_argument');
  assert.deepEqual([...game.legalActions()], []);
  assert.deepEqual([...game.actionMask()], new Array(7).fill(0));
  assert.match(throwsCode(() => game.actionOf({ path: [3] }), 'game_over').message, /^the game is over \(four_in_a_row\)$/);
  throwsCode(() => game.actionOf('4'), 'game_over');
  assert.deepEqual(state(game), before);
  game.free();
});

test('actionOf: text, list moves, copies and plain objects; anything else is a TypeError or an IllegalMoveError', () => {
  const game = new Game('chess');
  game.playMoves('e4 d5 exd5 c6 dxc6 Qc7 cxb7 Qd8');
  const promotions = game.legalMoves().filter((m) => m.promotion !== null && m.path[1] === 56);
  assert.deepEqual(promotions.map((m) => m.notation), ['bxa8=Q', 'bxa8=R', 'bxa8=B', 'bxa8=N']);
  const ids = promotions.map((m) => game.actionOf(m));
  assert.equal(new Set(ids).size, 4, 'four promotions, four ids');
  promotions.forEach((m, i) => {
    // The same move given as a copy, as a plain object with its path and promotion, as text.
    assert.equal(game.actionOf(structuredClone(m)), ids[i]);
    assert.equal(game.actionOf({ path: [...m.path], promotion: m.promotion }), ids[i]);
    assert.equal(game.actionOf(m.notation), ids[i]);
    assert.equal(game.actionOf(m.long), ids[i]);
  });
  const before = state(game);
  for (const bad of [49, null, undefined, [49, 56], new Map(), Object.create({ path: [49, 56] })]) {
    assert.throws(() => game.actionOf(bad), TypeError);
  }
  assert.throws(() => game.actionOf({ path: 'b7a8' }), TypeError);
  assert.throws(() => game.actionOf({ path: [49, 56], promotion: 5 }), TypeError);
  throwsCode(() => game.actionOf({ path: [49, 56], promotion: 'x'.repeat(100) }), 'invalid_argument');
  throwsCode(() => game.actionOf({ path: [49, 56.5] }), 'invalid_argument');
  // No promotion given: no legal move has that path without one.
  assert.equal(throwsCode(() => game.actionOf({ path: [49, 56] }), 'illegal_move').message,
    'chess: no legal move has the path [49,56] and the promotion none');
  throwsCode(() => game.actionOf({ path: [0, 63] }), 'illegal_move');
  throwsCode(() => game.actionOf({ path: new Array(33).fill(0) }), 'invalid_argument');
  throwsCode(() => game.actionOf('Ke9'), 'invalid_notation');
  throwsCode(() => game.actionOf('x'.repeat(201)), 'invalid_notation');
  // A getter that plays a move while the object is read: the move is looked for in the position
  // after it, where Black moves (no id of the list before is given).
  const sneaky = { get path() { game.play('Nf3'); return [49, 56]; }, promotion: 'queen' };
  throwsCode(() => game.actionOf(sneaky), 'illegal_move');
  assert.equal(game.history().at(-1).notation, 'Nf3');
  game.undo();
  assert.deepEqual(state(game), before);
  game.free();
});

test('actionMask and observe: out must be a Uint8Array / Float32Array of exactly the length, else nothing is written', () => {
  const game = new Game('reversi');
  const count = game.actionCount();
  const [rows, columns, planes] = game.observationShape();
  const size = rows * columns * planes;
  assert.deepEqual([count, rows, columns, planes], [65, 8, 8, 2]);
  for (const bad of [[], {}, 'mask', 65, new Int8Array(count), new Uint8ClampedArray(count), new Uint16Array(count),
    new Float32Array(count), new DataView(new ArrayBuffer(count)), new ArrayBuffer(count),
    new Proxy(new Uint8Array(count), {})]) {
    assert.throws(() => game.actionMask(bad), TypeError, Object.prototype.toString.call(bad));
  }
  for (const bad of [[], new Float64Array(size), new Uint8Array(size), new Int32Array(size), new Proxy(new Float32Array(size), {})]) {
    assert.throws(() => game.observe(bad), TypeError);
  }
  for (const n of [0, count - 1, count + 1, 2 ** 20]) {
    const out = new Uint8Array(n).fill(9);
    assert.equal(throwsCode(() => game.actionMask(out), 'invalid_argument').message,
      `reversi: the action mask is ${count} flags, the buffer holds ${n}`);
    assert.ok(out.every((b) => b === 9), 'a refused buffer is not written');
  }
  for (const n of [0, size - 1, size + 1]) {
    const out = new Float32Array(n).fill(9);
    assert.equal(throwsCode(() => game.observe(out), 'invalid_argument').message,
      `reversi: an observation is 8 x 8 x 2 = ${size} values, the buffer holds ${n}`);
    assert.ok(out.every((v) => v === 9));
  }
  // A length the caller lies about is not believed: the array's own length is read.
  const liar = new Uint8Array(count + 1);
  Object.defineProperty(liar, 'length', { value: count });
  throwsCode(() => game.actionMask(liar), 'invalid_argument');
  // A subarray of a larger buffer and a Node Buffer are Uint8Arrays: written in place, the rest untouched.
  const big = new Uint8Array(count + 10).fill(7);
  const view = big.subarray(5, 5 + count);
  assert.equal(game.actionMask(view), view);
  assert.ok(big.subarray(0, 5).every((b) => b === 7) && big.subarray(5 + count).every((b) => b === 7));
  assert.deepEqual([...view.keys()].filter((i) => view[i] === 1), [...game.legalActions()]);
  const buffer = Buffer.alloc(count, 3);
  assert.equal(game.actionMask(buffer), buffer);
  assert.equal(buffer.reduce((a, b) => a + b, 0), 4);
  // A typed array of another realm is one too; overwritten methods of the caller's array are not called.
  const foreign = runInNewContext(`new Float32Array(${size})`);
  assert.equal(game.observe(foreign), foreign);
  assert.deepEqual([...foreign], [...game.observe()]);
  const out = new Float32Array(size).fill(5);
  out.set = () => { throw new Error('the caller\'s set was called'); };
  out.fill = out.set;
  assert.equal(game.observe(out), out);
  assert.deepEqual([...out], [...game.observe()]);
  const flags = new Uint8Array(count);
  flags.fill = () => { throw new Error('the caller\'s fill was called'); };
  assert.equal(game.actionMask(flags), flags);
  assert.equal(game.observe(null).length, size);
  assert.equal(game.actionMask(null).length, count);
  // Out of a freed game: InvalidArgumentError, as every method.
  game.free();
  throwsCode(() => game.observe(new Float32Array(size)), 'invalid_argument');
  throwsCode(() => game.actionMask(), 'invalid_argument');
  throwsCode(() => game.actionCount(), 'invalid_argument');
  throwsCode(() => game.legalActions(), 'invalid_argument');
  throwsCode(() => game.playAction(0), 'invalid_argument');
});

test('action ids and observations grow no memory call after call', () => {
  const game = new Game('chess');
  const out = new Float32Array(game.observationShape().reduce((a, b) => a * b, 1));
  const mask = new Uint8Array(game.actionCount());
  for (let i = 0; i < 50; i++) {
    game.observe(out);
    game.actionMask(mask);
    game.legalActions();
  }
  const before = damero.memoryBytes();
  for (let i = 0; i < 2000; i++) {
    game.observe(out);
    game.actionMask(mask);
    game.actionOf(game.legalMoves()[i % 20]);
  }
  assert.equal(damero.memoryBytes(), before);
  game.free();
});
