// Property test of the whole API under hostile arguments (fast-check): random sequences of calls
// on a few games, each argument drawn from values a script can make: huge, negative and
// fractional numbers, NaN, -0, Infinity; strings of every Unicode class, lone surrogates
// included, and strings just past each limit or far past it; arrays whose getters throw or call
// back into damero (playing moves, making and freeing many games, growing the memory); Proxies
// with lying lengths; typed arrays over detached buffers; other games' moves; objects with
// toString and valueOf traps. After each call:
//   - an error is a TypeError, a DameroError subclass, or the test's own error thrown by its
//     getters; never a WebAssembly.RuntimeError or any other error;
//   - a call that failed left every game of the run as it was (FEN, history length, fragment);
//   - the module still plays a fresh game;
//   - WebAssembly memory stays under a fixed ceiling.
//
// A short run here (a few seconds); DAMERO_PROPERTY_RUNS=N runs N sequences (scripts/fuzz
// passes it for a long run). Each run prints how many calls it made.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';

import init, * as damero from '../js/index.js';

const { Game, DameroError } = damero;

await init();

const RUNS = Number(process.env.DAMERO_PROPERTY_RUNS ?? 150);
/** WebAssembly memory must stay under this, whatever the calls (a few games hold a few MB). */
const CEILING = 64 * 1024 * 1024;
const VARIANTS = ['english', 'international', 'frisian', 'russian', 'turkish', 'chess', 'chess960', 'reversi', 'connect4'];

/** The error the test's own getters and traps throw. */
class Hostile extends Error {}

/** Games the callbacks act on: never one that a failed call is checked against. */
let bystander = null;
let calls = 0;

function bystanderGame() {
  if (bystander === null) bystander = new Game('international');
  return bystander;
}

// ---------------------------------------------------------------------------------------------
// Hostile values

/** Callbacks run by getters and traps while an argument is read. */
const CALLBACKS = {
  nothing: () => {},
  throws: () => {
    throw new Hostile('a getter that throws');
  },
  plays: () => {
    const g = bystanderGame();
    const moves = g.legalMoves();
    if (moves.length > 0) g.play(moves[0]);
    else g.undo();
  },
  allocates: () => {
    // Enough games to grow the memory, freed before the read goes on.
    const many = [];
    for (let i = 0; i < 60; i++) {
      const g = new Game(i % 2 ? 'international' : 'chess');
      g.legalMoves();
      many.push(g);
    }
    for (const g of many) g.free();
  },
  completes: () => {
    bystanderGame().completions([31, 26]);
  },
  frees: () => {
    if (bystander !== null) bystander.free();
    bystander = null;
  },
};
const callback = fc.constantFrom(...Object.keys(CALLBACKS)).map((k) => CALLBACKS[k]);

const number = fc.oneof(
  fc.constantFrom(0, -0, 1, 2, 9, 10, 11, 13, 14, 15, 22, 31, 32, 33, 46, 50, 63, 64, -1, 255, 256,
    2 ** 31, 2 ** 32 - 1, 2 ** 32, 2 ** 53, 2 ** 53 + 2, 1e300, -1e300, NaN, Infinity, -Infinity, 0.5, -0.5, Number.MIN_VALUE),
  fc.integer({ min: -100, max: 100 }),
  fc.double(),
);
const square = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 0, max: 64 }) }, { weight: 1, arbitrary: number });

const longText = fc.tuple(
  fc.constantFrom('1', 'a', 'é', '\ud800', '😀', '-', ',', '#'),
  fc.constantFrom(39, 40, 41, 64, 65, 199, 200, 201, 256, 257, 999, 1000, 1001, 5000, 486_347, 1_000_000),
).map(([c, n]) => c.repeat(n));
const string = fc.oneof(
  fc.constantFrom('', '11-15', '11x18', '9-13', '22-18', 'e4', 'Nf3', 'e2e4', 'e7e8q', 'pass', 'f5', '4', 'black', 'white',
    'repetition', 'move_limit', 'endgame', 'english', 'chess', 'frisian', 'keep', 'drop', 'ignore', 'leaf',
    'repetition=auto3', 'capture=optional', 'v2/english', '#v2/english', 'W:W18,K30:B14', 'b8', 'a1',
    '\ud800', 'a\udc00b', '\u0000', '\n\t"\\', '\u202e', '\ufeff', '𝕏'),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  longText,
);

/** An array of squares whose element `at` is a getter running `cb`. */
const getterArray = fc.tuple(fc.array(square, { maxLength: 5 }), fc.nat(5), callback).map(([items, at, cb]) => {
  const out = [...items];
  Object.defineProperty(out, Math.min(at, out.length), {
    enumerable: true,
    configurable: true,
    get() {
      cb();
      return 15;
    },
  });
  return out;
});
/** A Proxy of an array that lies about its length and may run `cb` on each read. */
const lyingArray = fc.tuple(
  fc.constantFrom(2 ** 32 - 1, 1e8, 100_000, 33, 32, 3, 0, -1, NaN, 1.5, '3', Infinity, undefined, null),
  square,
  callback,
).map(([length, s, cb]) => new Proxy([], {
  get(target, key) {
    if (key === 'length') return length;
    if (typeof key === 'string' && /^\d+$/.test(key)) {
      cb();
      return s;
    }
    return Reflect.get(target, key);
  },
}));
/** Typed arrays, one over a detached buffer. */
const typedArray = fc.constantFrom('fresh', 'detached').map((kind) => {
  const buffer = new ArrayBuffer(16);
  const view = new Float64Array(buffer);
  view[0] = 11;
  view[1] = 15;
  if (kind === 'detached') structuredClone(buffer, { transfer: [buffer] });
  return view;
});
/** Objects whose toString, valueOf or Symbol.toPrimitive run `cb`. */
const trapObject = callback.map((cb) => ({
  toString() {
    cb();
    return '11-15';
  },
  valueOf() {
    cb();
    return 11;
  },
  [Symbol.toPrimitive]() {
    cb();
    return 11;
  },
}));
/** Move objects: of another game, or `{path}` with any of the arrays above. */
const moveObject = fc.oneof(
  fc.array(square, { maxLength: 4 }).map((path) => ({ path })),
  getterArray.map((path) => ({ path })),
  lyingArray.map((path) => ({ path })),
  fc.constant('other').map(() => {
    const g = new Game('english');
    const move = g.legalMoves()[0];
    g.free();
    return move;
  }),
  callback.map((cb) => ({
    get path() {
      cb();
      return [11, 15];
    },
  })),
);
const hostile = fc.oneof(
  { weight: 3, arbitrary: number },
  { weight: 4, arbitrary: string },
  { weight: 2, arbitrary: fc.array(square, { maxLength: 6 }) },
  { weight: 2, arbitrary: getterArray },
  { weight: 2, arbitrary: lyingArray },
  { weight: 1, arbitrary: typedArray },
  { weight: 1, arbitrary: trapObject },
  { weight: 2, arbitrary: moveObject },
  { weight: 1, arbitrary: fc.constantFrom(undefined, null, true, false, 10n, Symbol('s'), () => 1, {}, [], new Map(), Object.create(null)) },
  { weight: 1, arbitrary: fc.dictionary(string, fc.oneof(string, fc.boolean(), number), { maxKeys: 3 }) },
);

// ---------------------------------------------------------------------------------------------
// Calls

/** Each call: a name and what it does with a game of the run and two hostile values. */
const CALLS = {
  play: (g, a) => g.play(a),
  playAndClaim: (g, a, b) => g.playAndClaim(a, b),
  completions: (g, a) => g.completions(a),
  parseMove: (g, a) => g.parseMove(a),
  legalMoves: (g) => g.legalMoves(),
  legalMoveCount: (g) => g.legalMoveCount(),
  playMoves: (g, a) => g.playMoves(a),
  pieceAt: (g, a) => g.pieceAt(a),
  moveNumber: (g, a) => g.moveNumber(a),
  resign: (g, a) => g.resign(a),
  claimDraw: (g, a) => g.claimDraw(a),
  undo: (g) => g.undo(),
  status: (g) => g.status(),
  // Only depths the core refuses or counts at once: a deep perft would take minutes.
  perft: (g, a, b) => g.perft(typeof a === 'number' && a > 2 && a <= 64 ? 1 : a, b),
  perftModule: (g, a, b) => damero.perft(g.variant, typeof a === 'number' && a > 2 && a <= 64 ? 2 : a, b),
  perftThreads: (g, a) => damero.perftThreads(a),
  newGame: (g, a, b) => new Game(a, b).free(),
  fromFen: (g, a, b) => Game.fromFen(g.variant, a, b).free(),
  fromFenVariant: (g, a, b) => Game.fromFen(a, b).free(),
  fromFragment: (g, a) => Game.fromFragment(a).free(),
  squareName: (g, a, b) => damero.squareName(a, b),
  squareNameOwn: (g, a) => damero.squareName(g.variant, a),
  squareFromName: (g, a) => damero.squareFromName(g.variant, a),
  variant: (g, a) => damero.variant(a),
  boardLayout: (g, a) => damero.boardLayout(a),
  clone: (g) => g.clone().free(),
};
const call = fc.record({
  name: fc.constantFrom(...Object.keys(CALLS)),
  game: fc.nat(2),
  a: hostile,
  b: hostile,
});

function state(game) {
  return { fen: game.fen(), plies: game.history().length, fragment: game.toFragment() };
}

function checkError(e, name) {
  if (e instanceof Hostile || e instanceof TypeError) return;
  if (e instanceof DameroError && e.code !== 'internal') return;
  assert.fail(`${name} threw ${e?.constructor?.name}: ${e?.message}`);
}

test('hostile calls: typed errors only, failed calls change nothing, the module keeps working, memory stays bounded', () => {
  const started = performance.now();
  calls = 0;
  fc.assert(
    fc.property(fc.array(call, { minLength: 1, maxLength: 12 }), fc.constantFrom(...VARIANTS), fc.constantFrom(...VARIANTS), (steps, v1, v2) => {
      const games = [new Game(v1), new Game(v2), Game.fromFen('frisian', 'W:WK46:B7,8,9,12,13,17,18,22,23,28,33,38,39,42,43,44')];
      try {
        for (const step of steps) {
          const game = games[step.game];
          const before = games.map(state);
          calls++;
          let failed = false;
          try {
            CALLS[step.name](game, step.a, step.b);
          } catch (e) {
            failed = true;
            checkError(e, step.name);
          }
          if (failed) assert.deepEqual(games.map(state), before, `${step.name} failed and changed a game`);
          // The module plays a fresh game.
          const fresh = new Game();
          assert.equal(fresh.play('11-15').notation, '11-15');
          assert.equal(fresh.play([22, 18]).notation, '22-18');
          fresh.free();
          assert.ok(damero.memoryBytes() < CEILING, `memory ${damero.memoryBytes()} after ${step.name}`);
        }
      } finally {
        for (const g of games) g.free();
      }
    }),
    { numRuns: RUNS },
  );
  const ms = performance.now() - started;
  console.log(`property: ${calls} hostile calls in ${RUNS} sequences, ${ms.toFixed(0)} ms; WebAssembly memory ${damero.memoryBytes()} bytes`);
  assert.ok(calls > 0);
});
