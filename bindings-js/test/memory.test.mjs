// WebAssembly memory: what a live Game holds, that free() gives it back, and that a Game dropped
// without free() is given back once it is garbage-collected (the FinalizationRegistry of
// wasm-bindgen's glue). WebAssembly memory never shrinks, so what is measured is whether it keeps
// growing. Runs in a child Node with --expose-gc, so that the test can ask for collections.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MODULE = fileURLToPath(new URL('../js/index.js', import.meta.url));

/** Runs `body` (module code with `damero` imported and loaded) in Node with --expose-gc; returns its JSON. */
function child(body) {
  const code = `import * as damero from ${JSON.stringify(MODULE)};
    await damero.default();
    const settle = async () => {
      for (let i = 0; i < 6; i++) { globalThis.gc(); await new Promise((r) => setTimeout(r, 5)); }
    };
    ${body}`;
  const out = execFileSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', code], { encoding: 'utf8' });
  return JSON.parse(out);
}

// What a page does with a game: asks the moves, plays, asks again.
const USE = `(g) => { g.legalMoves(); g.play(g.legalMoves()[0]); g.legalMoves(); g.status(); return g; }`;
const BATCH = 2000;

test('what a live Game holds in WebAssembly memory (printed for English, International, chess, Reversi, Connect Four), and free() gives it back', () => {
  const result = child(`
    const use = ${USE};
    const out = {};
    // Every batch stays live while the next is made, so each one grows the memory by what it holds.
    const all = [];
    // One variant of each board and family (every draughts variant on a board holds the same).
    const names = damero.variants().map((v) => v.name)
      .filter((n) => ['english', 'international', 'chess', 'reversi', 'connect4'].includes(n));
    for (const name of names) {
      const before = damero.memoryBytes();
      for (let i = 0; i < ${BATCH}; i++) all.push(use(new damero.Game(name)));
      out[name] = { perGame: (damero.memoryBytes() - before) / ${BATCH} };
    }
    const total = damero.memoryBytes();
    for (const g of all) g.free();
    // Freed memory is reused: as many games again do not grow the memory.
    for (let i = 0; i < all.length; i++) all[i] = use(new damero.Game(names[Math.floor(i / ${BATCH})]));
    out.regrown = damero.memoryBytes() - total;
    for (const g of all) g.free();
    console.log(JSON.stringify(out));`);
  const { regrown, ...variants } = result;
  const lines = Object.entries(variants).map(([name, r]) => `  ${name.padEnd(14)} ${Math.round(r.perGame)} B per live game`);
  console.log(['WebAssembly memory a live game holds after a move and its legal moves (64 KiB pages, averaged):', ...lines].join('\n'));
  for (const [name, r] of Object.entries(variants)) assert.ok(r.perGame > 0, `${name}: games take memory`);
  // As many games again fit in the memory freed (a page or two of slack for fragmentation).
  const made = Object.values(variants).reduce((sum, r) => sum + r.perGame * BATCH, 0);
  assert.ok(regrown <= Math.max(2 * 65536, made / 20), `memory freed by free() is reused: it grew ${regrown} B again (of ${made} B)`);
});

test('games dropped without free() are given back when garbage-collected (the finalizer frees them)', () => {
  const result = child(`
    const use = ${USE};
    const before = damero.memoryBytes();
    for (let i = 0; i < ${BATCH}; i++) use(new damero.Game());
    await settle();
    const batch = damero.memoryBytes() - before;
    const start = damero.memoryBytes();
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < ${BATCH}; i++) use(new damero.Game());
      await settle();
    }
    console.log(JSON.stringify({ batch, grown: damero.memoryBytes() - start }));`);
  // Without the finalizer the six rounds would take six batches more.
  assert.ok(result.batch > 0);
  assert.ok(result.grown <= 2 * Math.max(result.batch, 65536), `six rounds of dropped games grew the memory by ${result.grown} B (one batch: ${result.batch} B)`);
});

test('a placement game played to its end through playMoves, dropped or freed, gives its memory back', () => {
  const result = child(`
    const play = () => {
      const r = new damero.Game('reversi');
      r.playMoves('F5D6C3D3C4F4F6F3E6E7D7C5B6D8C6C7D2B5A5A6A7G5E3B4C8G6G4C2E8D1F7E2G3H4F1E1F2G1B1F8G8B3H3B2H5B7A3A4A1A2C1H2H1G2B8A8G7H8H7H6');
      r.status(); r.geometry();
      const c = new damero.Game('connect4', { size: '9x9' });
      c.playMoves('1212121'); c.status(); c.geometry();
      return [r, c];
    };
    // Freed ones: the memory they took is reused at once.
    for (let i = 0; i < 200; i++) for (const g of play()) g.free();
    const freedStart = damero.memoryBytes();
    for (let i = 0; i < 2000; i++) for (const g of play()) g.free();
    const freedGrown = damero.memoryBytes() - freedStart;
    // Dropped ones: given back by the finalizer once collected.
    const before = damero.memoryBytes();
    for (let i = 0; i < 500; i++) play();
    await settle();
    const batch = damero.memoryBytes() - before;
    const start = damero.memoryBytes();
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 500; i++) play();
      await settle();
    }
    console.log(JSON.stringify({ freedGrown, batch, grown: damero.memoryBytes() - start }));`);
  assert.ok(result.freedGrown <= 65536, `freed placement games grew the memory by ${result.freedGrown} B`);
  assert.ok(result.batch > 0);
  assert.ok(result.grown <= 2 * Math.max(result.batch, 65536), `four rounds of dropped placement games grew the memory by ${result.grown} B (one batch: ${result.batch} B)`);
});

test('a freed or collected Game never frees twice: free() after use, then collection, is safe', () => {
  const result = child(`
    let games = [];
    for (let i = 0; i < 1000; i++) { const g = new damero.Game(); g.play('11-15'); games.push(g); }
    for (const g of games) g.free();
    games = null;
    await settle();
    const g = new damero.Game();
    g.play('11-15');
    console.log(JSON.stringify({ fen: g.fen(), n: damero.perft('english', 3) }));`);
  assert.deepEqual(result, { fen: 'W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15', n: 302 });
});

test('game readers left before their end are given back when collected; records hold no WebAssembly memory', () => {
  const result = child(`
    // A reader that has read one game of three, then is dropped (its input and what it read
    // ahead stay in the module until the finalizer frees them).
    const pgn = ('[Event "x"]\\n\\n1. e4 {' + 'c'.repeat(20000) + '} e5 *\\n\\n').repeat(3);
    const drop = () => readerOf(pgn).next().value;
    const readerOf = (text) => damero.readGames(text);
    const kept = [];
    const before = damero.memoryBytes();
    for (let i = 0; i < 300; i++) kept.push(drop());
    await settle();
    const batch = damero.memoryBytes() - before;
    const start = damero.memoryBytes();
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 300; i++) kept.push(drop());
      await settle();
    }
    // 2,100 records kept alive: they are JS objects only.
    console.log(JSON.stringify({ batch, grown: damero.memoryBytes() - start, kept: kept.length, moves: kept[2099].mainline().length }));`);
  console.log(`dropped readers: one batch of 300 took ${result.batch} B, six more grew ${result.grown} B`);
  assert.equal(result.kept, 2100);
  assert.equal(result.moves, 2);
  assert.ok(result.grown <= 2 * Math.max(result.batch, 65536), `six rounds of dropped readers grew the memory by ${result.grown} B (one batch: ${result.batch} B)`);
});
