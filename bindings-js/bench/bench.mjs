// Speed of the npm package, printed (never asserted): perft in wasm against native Rust (the
// core's perft example) and against rapid-draughts, the fastest English-draughts library on npm
// that we know of, with the same work; then the cost of the calls a page makes on every click.
//
//   scripts/bench-js [--depth N] [--intl-depth N] [--js-depth N] [--chess-depth N] [--kiwi-depth N]
//                    [--reversi-depth N] [--connect4-depth N] [--quick] [--calls]
//
// --depth: perft depth for wasm vs native (default 11, as in `perft english 11`).
// --intl-depth: perft depth of International draughts (10x10) for wasm vs native (default 8).
// --js-depth: perft depth for wasm vs rapid-draughts (default 9; rapid-draughts takes seconds).
// --chess-depth, --kiwi-depth: chess perft depths from the start (default 6) and from Kiwipete
// (default 5), through the damero/chess entry.
// --reversi-depth, --connect4-depth: Reversi and Connect Four perft depths from the start (default
// 11 each), through the damero/placement entry.
// --quick: shallow depths and short timings, to check that the benchmark runs.
// --calls: only the per-call rows and the issue's table (no perft timings).
//
// The per-call rows of issue 13 (play + legal moves + undo) are set against rapid-draughts for
// English draughts and against chess.js for chess, each ratio from one run.

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import init, { Game, perft, perftThreads, variants } from '../js/index.js';
import { ENTRIES, describe } from '../test/downloads.mjs';

const args = process.argv.slice(2);
function flag(name, fallback) {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}
const quick = args.includes('--quick');
const callsOnly = args.includes('--calls');
const depth = flag('--depth', quick ? 8 : 11);
const intlDepth = flag('--intl-depth', quick ? 5 : 8);
const jsDepth = flag('--js-depth', quick ? 6 : 9);
const chessDepth = flag('--chess-depth', quick ? 4 : 6);
const kiwiDepth = flag('--kiwi-depth', quick ? 3 : 5);
const reversiDepth = flag('--reversi-depth', quick ? 7 : 11);
const connect4Depth = flag('--connect4-depth', quick ? 7 : 11);
const repeats = quick ? 1 : 3;
const callMillis = quick ? 50 : 300;
const root = fileURLToPath(new URL('../..', import.meta.url));

await init();

const line = (label, text) => console.log(`${label.padEnd(44)} ${text}`);
const mnps = (nodes, seconds) => (seconds > 0 ? `${(nodes / seconds / 1e6).toFixed(1)} M nodes/s` : '');

/** Best time of `repeats` runs of `f`, with its result. */
function best(f, times = repeats) {
  let seconds = Infinity;
  let result;
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    result = f();
    seconds = Math.min(seconds, (performance.now() - start) / 1000);
  }
  return { result, seconds };
}

console.log(`damero bench: node ${process.version}, ${new Date().toISOString()}`);
console.log(`(best of ${repeats} runs; the machine may be shared, so compare numbers from one run)`);
console.log('');

// ---------------------------------------------------------------------------------------------
// Perft: wasm vs native

/**
 * Perft of `variant` at `depth` in wasm and in the core's native perft example (one thread), from
 * the start or from `fen`, counted by `count` (the perft of the entry to measure; the default
 * entry's unless given).
 */
function wasmVsNative(variant, d, { fen = null, label = 'the start', count = perft, entry = 'damero' } = {}) {
  console.log(`perft ${variant} ${d} (from ${label}, duplicates kept)`);
  const wasm = best(() => count(variant, d, fen === null ? undefined : { fen }));
  line(`  wasm (entry ${entry})`, `nodes=${wasm.result} seconds=${wasm.seconds.toFixed(3)} ${mnps(wasm.result, wasm.seconds)}`);
  const runs = [];
  for (let i = 0; i < repeats; i++) {
    const fenArgs = fen === null ? [] : ['--fen', fen];
    const out = spawnSync('cargo', ['run', '-q', '--release', '-p', 'damero', '--example', 'perft', '--', variant, String(d), ...fenArgs], {
      cwd: root,
      encoding: 'utf8',
    });
    const m = /nodes=(\d+) seconds=([\d.]+)/.exec(out.stdout ?? '');
    if (out.status !== 0 || m === null) {
      line('  native Rust', `could not run the perft example: ${(out.stderr || out.error || '').toString().trim()}`);
      break;
    }
    runs.push({ nodes: Number(m[1]), seconds: Number(m[2]) });
  }
  if (runs.length > 0) {
    const native = runs.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    line('  native Rust (perft example)', `nodes=${native.nodes} seconds=${native.seconds.toFixed(3)} ${mnps(native.nodes, native.seconds)}`);
    if (native.nodes !== wasm.result) line('  !! counts differ', `${native.nodes} vs ${wasm.result}`);
    if (native.seconds < 0.005) line('  wasm / native time', 'too quick to compare (raise the depth)');
    else {
      line('  wasm / native time', `${(wasm.seconds / native.seconds).toFixed(2)}x (target: within 2.5x)`);
      line('  native command', `cargo run --release -p damero --example perft -- ${variant} ${d}${fen === null ? '' : ` --fen '${fen}'`}`);
    }
  }
  console.log('');
}

if (!callsOnly) {
  wasmVsNative('english', depth);
  if (variants().some((v) => v.name === 'international')) wasmVsNative('international', intlDepth);
}

// Chess through its own entry (damero/chess, the build a chess page loads), from the start and
// from Kiwipete, the position of the Chess Programming Wiki's perft results
// (https://www.chessprogramming.org/Perft_Results, "Position 2"), rich in castling, en passant
// and promotions.
const chessEntry = await import('../js/chess.js');
await chessEntry.default();
const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
wasmVsNative('chess', chessDepth, { count: chessEntry.perft, entry: 'damero/chess' });
wasmVsNative('chess', kiwiDepth, { fen: KIWIPETE, label: 'Kiwipete', count: chessEntry.perft, entry: 'damero/chess' });

// Reversi and Connect Four through their own entry (damero/placement), from the start, finished
// games adding nothing (the convention of OEIS A124004 and of the native example's default).
const placementEntry = await import('../js/placement.js');
await placementEntry.default();
if (!callsOnly) {
  wasmVsNative('reversi', reversiDepth, { count: placementEntry.perft, entry: 'damero/placement' });
  wasmVsNative('connect4', connect4Depth, { count: placementEntry.perft, entry: 'damero/placement' });
}

// ---------------------------------------------------------------------------------------------
// Perft: wasm vs JS libraries

async function rapidDraughts() {
  let lib;
  try {
    lib = await import('rapid-draughts/english');
  } catch {
    return null;
  }
  const count = (engine, d) => {
    if (d === 0) return 1;
    const moves = engine.moves;
    if (d === 1) return moves.length;
    let n = 0;
    for (const m of moves) {
      const child = engine.clone();
      child.move(m);
      n += count(child, d - 1);
    }
    return n;
  };
  const manifest = new URL('../node_modules/rapid-draughts/package.json', import.meta.url);
  const version = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : '?';
  return { name: `rapid-draughts ${version}`, lib, perft: (d) => count(lib.EnglishDraughtsEngineFactory.setup(), d) };
}

console.log(`perft english ${jsDepth}: the same work in JS libraries`);
const jsWasm = callsOnly ? { result: perft('english', jsDepth), seconds: NaN } : best(() => perft('english', jsDepth));
line('  wasm (this package)', `nodes=${jsWasm.result} seconds=${jsWasm.seconds.toFixed(3)} ${mnps(jsWasm.result, jsWasm.seconds)}`);
const rd = await rapidDraughts();
if (rd === null) {
  line('  rapid-draughts', 'not installed (npm ci in bindings-js)');
} else {
  // Its counts must agree with ours before its time means anything.
  let agree = true;
  for (let d = 1; d <= Math.min(jsDepth, 7); d++) {
    const theirs = rd.perft(d);
    const ours = perft('english', d);
    if (theirs !== ours) {
      line(`  ${rd.name}`, `depth ${d}: ${theirs} nodes, damero ${ours}: counts disagree, not timed`);
      agree = false;
      break;
    }
  }
  if (agree && !callsOnly) {
    const theirs = best(() => rd.perft(jsDepth), 1);
    if (theirs.result !== jsWasm.result) {
      line(`  ${rd.name}`, `nodes=${theirs.result}: differs from damero (${jsWasm.result})`);
    } else {
      line(`  ${rd.name}`, `nodes=${theirs.result} seconds=${theirs.seconds.toFixed(3)} ${mnps(theirs.result, theirs.seconds)} (counts agree at depths 1-${jsDepth})`);
      line('  rapid-draughts / wasm time', `${(theirs.seconds / jsWasm.seconds).toFixed(1)}x (target: at least 30x)`);
    }
  }
}
if (!variants().some((v) => v.family === 'chess')) {
  line('  chess.js, chessops', 'not compared: damero has no chess variant yet');
}
console.log('');

// ---------------------------------------------------------------------------------------------
// Calls a page makes

/** Nanoseconds per call of `f` over one window of about `ms` milliseconds. */
function window(f, ms) {
  let calls = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 20; i++) f();
    calls += 20;
    now = performance.now();
  }
  return ((now - start) * 1e6) / calls;
}

/**
 * Nanoseconds per call of each function: the best of many short windows, the functions taking
 * turns window by window, so that a burst of load on a shared machine hits them alike and the
 * ratios of one run hold.
 */
function perCalls(fs) {
  const windows = quick ? 5 : 30;
  const ms = callMillis / 30;
  for (const f of fs) for (let i = 0; i < 500; i++) f();
  const best = fs.map(() => Infinity);
  for (let w = 0; w < windows; w++) fs.forEach((f, i) => { best[i] = Math.min(best[i], window(f, ms)); });
  return best;
}
const perCall = (f) => perCalls([f])[0];

/** `plies` moves played on `game` (English from the start by default), chosen by a fixed rule so every run plays the same game. */
function played(plies, game = new Game()) {
  for (let i = 0; i < plies; i++) {
    const moves = game.legalMoves();
    if (moves.length === 0) break;
    game.play(moves[(i * 7) % moves.length]);
  }
  return game;
}
const start = new Game();
const middle = played(24);
const kings = Game.fromFen('english', 'B:WK18,K19,K26,27,K31:BK1,K2,K3,14,15');
const long = played(100);

console.log('per call (ns; a page calls these on every click)');
const rows = [
  ['legalMoves() start, asked again', () => start.legalMoves()],
  [`play + legalMoves() + undo, middle game, a new list of ${middle.legalMoves().length}`, (() => {
    const move = middle.legalMoves()[0];
    return () => {
      middle.play(move);
      middle.legalMoves();
      middle.undo();
    };
  })()],
  ["play('11-15') + undo()", () => {
    start.play('11-15');
    start.undo();
  }],
  ['play(move object) + undo()', (() => {
    const move = start.legalMoves()[4];
    return () => {
      start.play(move);
      start.undo();
    };
  })()],
  ['play([11, 15]) + undo()', () => {
    start.play([11, 15]);
    start.undo();
  }],
  ['completions([11])', () => start.completions([11])],
  ['status(), asked again', () => middle.status()],
  ['board()', () => middle.board()],
  ['fen()', () => middle.fen()],
  [`toFragment() ${long.history().length} plies`, () => long.toFragment()],
];
for (const [label, f] of rows) line(`  ${label}`, `${perCall(f).toFixed(0).padStart(8)} ns`);
console.log('');

// ---------------------------------------------------------------------------------------------
// The JS rows of issue 13's table, each a ratio against a peer timed in this run

console.log('issue 13, the JS rows (ratios of this run; target in brackets)');
const table = [];
const row = (measure, value, target) => table.push([measure, value, target]);

if (rd !== null) {
  const engine = rd.lib.EnglishDraughtsEngineFactory.setup();
  const first = engine.moves[0];
  const move = start.legalMoves()[4];
  // rapid-draughts keeps the moves of an engine once computed, as damero keeps a position's.
  const [usAgain, themAgain] = perCalls([() => start.legalMoves(), () => engine.moves]);
  row('legalMoves() of a position already asked', `${usAgain.toFixed(1)} ns (${rd.name}: ${themAgain.toFixed(1)} ns)`, '<= 50 ns');
  // It has no undo: playing on a copy of the engine is how it takes a move back.
  const [us, them] = perCalls([() => {
    start.play(move);
    start.legalMoves();
    start.undo();
  }, () => {
    const child = engine.clone();
    child.move(first);
    return child.moves;
  }]);
  row(`play + legal moves + undo / ${rd.name}`, `${(them / us).toFixed(2)}x (damero ${us.toFixed(0)} ns, ${rd.name} ${them.toFixed(0)} ns)`, '>= 1.5x');
} else {
  row('legalMoves() again; play + legal moves + undo', 'rapid-draughts not installed (npm ci in bindings-js)', '');
}

// The same row for chess, through damero/chess, against chess.js (the chess library most pages
// use). Its cheapest list is moves(): SAN texts (its move objects, moves({verbose: true}), also
// write two FENs per move and take about five times as long).
const chessJs = await (async () => {
  try {
    const { Chess } = await import('chess.js');
    const manifest = new URL('../node_modules/chess.js/package.json', import.meta.url);
    return { Chess, name: `chess.js ${JSON.parse(readFileSync(manifest, 'utf8')).version}` };
  } catch {
    return null;
  }
})();
if (chessJs === null) {
  row('chess: play + legal moves + undo', 'chess.js not installed (npm ci in bindings-js)', '');
} else {
  for (const [where, fen] of [['start', undefined], ['Kiwipete', KIWIPETE]]) {
    const game = fen === undefined ? new chessEntry.Game('chess') : chessEntry.Game.fromFen('chess', fen);
    const board = new chessJs.Chess(fen);
    const move = game.legalMoves()[0];
    const [from, to] = [move.long.slice(0, 2), move.long.slice(2, 4)];
    // Both lists must agree before the times mean anything.
    board.move({ from, to });
    game.play(move);
    const same = [...board.moves()].sort().join() === game.legalMoves().map((m) => m.notation).sort().join();
    board.undo();
    game.undo();
    if (!same) {
      row(`chess: play + legal moves + undo, ${where} / ${chessJs.name}`, 'the legal moves differ: not timed', '');
      continue;
    }
    const [us, them] = perCalls([() => {
      game.play(move);
      game.legalMoves();
      game.undo();
    }, () => {
      board.move({ from, to });
      board.moves();
      board.undo();
    }]);
    row(`chess: play + legal moves + undo, ${where} / ${chessJs.name}`,
      `${(them / us).toFixed(1)}x (damero ${(us / 1000).toFixed(2)} µs, ${chessJs.name} ${(them / 1000).toFixed(2)} µs)`, '>= 1.5x');
  }
}

// fromFragment: the package against the core's own from_fragment, natively, for the same games:
// English, then a chess game through damero/chess.
const games = [10, 30, 61].map((n) => played(n));
games.push(played(61, new chessEntry.Game('chess')));
const fragments = games.map((g) => g.toFragment());
const wasm = perCalls(fragments.map((f, i) => {
  const read = i < 3 ? Game.fromFragment : chessEntry.Game.fromFragment;
  return () => read(f).free();
}));
const nativeDir = process.env.DAMERO_BENCH_NATIVE_DIR ?? `${root}/target/bench-js-native`;
const native = spawnSync(`${nativeDir}/release/damero-bench-js-native`, [], {
  input: `${fragments.join('\n')}\n`,
  encoding: 'utf8',
});
const nativeNs = [...(native.stdout ?? '').matchAll(/ns=([\d.]+) plies=(\d+)/g)].map((m) => Number(m[1]));
games.forEach((g, i) => {
  const plies = g.history().length;
  const vs = nativeNs.length === games.length
    ? `; native from_fragment ${(nativeNs[i] / 1000).toFixed(1)} µs, wasm / native ${(wasm[i] / nativeNs[i]).toFixed(1)}x`
    : '; native from_fragment: not built (scripts/bench-js builds it)';
  const chess = i === 3;
  row(`${chess ? 'chess: ' : ''}fromFragment() of ${plies} plies + free()`, `${(wasm[i] / 1000).toFixed(1)} µs (${(wasm[i] / plies).toFixed(0)} ns per ply)${vs}`,
    plies === 61 && !chess ? '<= 10 µs, linear in plies' : '');
});
for (const g of games) g.free();

row('perft with every core / one thread', `1.00x: WebAssembly has no threads here (perftThreads(0) = ${perftThreads(0)}), the count runs on the calling thread`, 'single-thread fallback');
for (const [measure, value, target] of table) line(`  ${measure}`, `${value}${target ? `  [${target}]` : ''}`);
for (const g of [start, middle, kings, long]) g.free();

// ---------------------------------------------------------------------------------------------
// Download of each entry (gzip -9 per file, as a server sends them)

console.log('');
console.log('download of each entry (entry + dist/api.js + glue + .wasm, gzip -9; damero/placement: Reversi and Connect Four):');
for (const entry of Object.keys(ENTRIES)) for (const text of describe(entry)) console.log(`  ${text}`);
