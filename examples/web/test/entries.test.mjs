// Browser test of the modules each page loads: the checkers page, which opens on English draughts,
// only the element's English module (bundled into its script, and its WebAssembly, half the size of
// `damero/draughts`), and `damero/draughts` once another family is picked; the chess page only
// the chess-only play module, Reversi and Connect Four only their own game's module (each bundled
// into the page's script too); none downloads another
// family's module nor the all-games build (which the "Open a game" dialog, open.js, loads when it
// is used).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startSession } from './harness.mjs';

/** @type {import('./harness.mjs').Session} */
let session;

before(async () => {
  session = await startSession();
});

after(async () => {
  await session?.close();
});

/** Each page, the module it loads and the ones it must not load. @type {[string, string, string[]][]} */
const PAGES = [
  ['index.html', 'english', ['draughts', 'chess', 'placement']],
  ['chess.html', 'chess-play', ['draughts', 'english', 'placement', 'chess.js', 'chess/']],
  ['reversi.html', 'reversi', ['draughts', 'english', 'chess', 'placement', 'connect4']],
  ['connect4.html', 'connect4', ['draughts', 'english', 'chess', 'placement', 'reversi']],
];
for (const [file, own, others] of PAGES) {
  test(`${file} requests the ${own} module and never the ${others.join(' or ')} one`, async () => {
    const from = session.requests.length;
    const page = await session.open({ file });
    const paths = session.requests.slice(from).map((r) => new URL(r.url).pathname);
    await page.close();
    assert.deepEqual(
      paths.filter((p) => p.endsWith('.wasm')),
      [`/bindings-js/pkg/${own}/damero_wasm_bg.wasm`],
      'the one WebAssembly module the page fetched',
    );
    // The module's JavaScript is bundled into the page's own script (examples/web/build.mjs).
    assert.ok(paths.includes(`/examples/web/dist/${file.replace('.html', '.js')}`), `the page's script: ${paths.join(', ')}`);
    assert.deepEqual(paths.filter((p) => p.startsWith('/bindings-js/')), [`/bindings-js/pkg/${own}/damero_wasm_bg.wasm`], 'nothing else of the package');
    const foreign = paths.filter(
      (p) => (p.startsWith('/bindings-js/') && others.some((other) => p.includes(`/${other}`))) || p === '/bindings-js/dist/index.js' || p === '/examples/web/dist/open.js' || p.startsWith('/bindings-js/js/') || p.startsWith('/bindings-js/pkg/damero_wasm'),
    );
    assert.deepEqual(foreign, [], 'files of another family, of the all-games build, or of the "Open a game" dialog');
    assert.deepEqual(session.errors, [], 'console errors');
  });
}

test('the checkers page loads damero/draughts when a family other than English is picked', async () => {
  const page = await session.open({ file: 'index.html' });
  const from = session.requests.length;
  await page.locator('#variant').selectOption('international');
  await page.locator('#new').click();
  await page.waitForFunction(() => location.hash === '#v2/international');
  const wasm = session.requests.slice(from).map((r) => new URL(r.url).pathname).filter((p) => p.endsWith('.wasm'));
  assert.deepEqual(wasm, ['/bindings-js/pkg/draughts/damero_wasm_bg.wasm']);
  await page.close();
});
