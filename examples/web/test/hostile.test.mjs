// "A page survives any call sequence a script can make on it": a script on a page of the element
// (test/board.html, which imports the package's dist/board.js) imports the same module the board
// plays English draughts with (dist/english.js: one WebAssembly instance for the page) and
// hammers it with hostile calls (huge and lying lengths, getters that call back and grow the
// memory, strings far past every limit, a trap forced through the raw glue); the board then
// still plays a move by clicks, with no console error. (The pages for two bundle the same
// sources into a script of their own, examples/web/build.mjs, where no other script can reach
// their module.)

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { clickSquares, startSession } from './harness.mjs';

/** The game on the board, as a fragment. @param {import('./harness.mjs').Page} page */
const fragment = (page) => page.evaluate(() => /** @type {any} */ (document.getElementById('board')).fragment);

/** @type {import('./harness.mjs').Session} */
let session;

before(async () => {
  session = await startSession();
});

after(async () => {
  await session?.close();
});

test('hostile calls on the board\'s module leave the board playing', async () => {
  const page = await session.open({ file: 'test/board.html', query: '?variant=english' });
  await clickSquares(page, 11, 15);
  assert.equal(await fragment(page), 'v2/english/m:11-15');
  // The script runs in the page as text: it is the page's code, not this test's (no types).
  /** @type {{kinds: Record<string, number>, refusedGrowth: number, played: string, after: string}} */
  const report = await page.evaluate(`(async () => {
    const damero = await import('/bindings-js/dist/english.js');
    const glue = await import('/bindings-js/pkg/english/damero_wasm.js');
    const { Game, DameroError } = damero;
    const kinds = {};
    const note = (e) => {
      const kind = e instanceof DameroError ? \`DameroError:\${e.code}\` : e?.constructor?.name;
      kinds[kind] = (kinds[kind] ?? 0) + 1;
    };
    const attempt = (fn) => {
      try {
        fn();
      } catch (e) {
        note(e);
      }
    };
    const game = new Game();
    const grow = () => {
      const start = damero.memoryBytes();
      const keep = [];
      while (damero.memoryBytes() === start && keep.length < 5000) keep.push(new Game('english'));
      for (const g of keep) g.free();
      return 15;
    };
    const getter = [11];
    Object.defineProperty(getter, 1, { get: grow, enumerable: true });
    const liar = new Proxy([], { get: (t, k) => (k === 'length' ? 2 ** 32 - 1 : 11) });
    const before = damero.memoryBytes();
    for (let round = 0; round < 20; round++) {
      attempt(() => game.play(new Array(2 ** 32 - 1)));
      attempt(() => game.play(liar));
      attempt(() => game.completions(liar));
      attempt(() => game.play({ path: liar }));
      attempt(() => game.play('1'.repeat(1e6)));
      attempt(() => new Game('e'.repeat(1e6)));
      attempt(() => new Game('english', 'x'.repeat(1e6)));
      attempt(() => Game.fromFragment('v2/'.padEnd(1e6, 'x')));
      attempt(() => game.play([NaN, Infinity]));
      attempt(() => game.pieceAt(-0));
      attempt(() => game.resign('\ud800'.repeat(100)));
      attempt(() => damero.perftThreads(1e9));
      attempt(() => game.play({ toString: () => '11-15' }));
    }
    const refusedGrowth = damero.memoryBytes() - before;
    // A getter that grows the memory while a path is read: the move asked for is the one played.
    const played = game.play(getter).notation;
    // A trap forced through the raw glue (a pointer the wrapper never passes), inside a call.
    const real = glue.RawGame.prototype.status;
    glue.RawGame.prototype.status = function status() {
      const bogus = Object.create(glue.RawGame.prototype);
      bogus.__wbg_ptr = 0xfffffff0;
      return real.call(bogus);
    };
    try {
      attempt(() => new Game().status());
    } finally {
      glue.RawGame.prototype.status = real;
    }
    const after = game.play([22, 18]).notation;
    game.free();
    return { kinds, refusedGrowth, played, after };
})()`);
  assert.equal(report.refusedGrowth, 0, 'refused calls grew the memory');
  assert.equal(report.played, '11-15');
  assert.equal(report.after, '22-18');
  assert.equal(report.kinds.RuntimeError, undefined, JSON.stringify(report.kinds));
  assert.equal(report.kinds['DameroError:internal'], 1, JSON.stringify(report.kinds));
  // The board's own game was rebuilt after the trap: it plays on by clicks, Black's capture included.
  await clickSquares(page, 22, 18);
  assert.equal(await fragment(page), 'v2/english/m:11-15,22-18');
  await clickSquares(page, 15, 22);
  assert.equal(await fragment(page), 'v2/english/m:11-15,22-18,15x22');
  await page.close();
  assert.deepEqual(session.errors, [], 'console errors or uncaught exceptions');
});
