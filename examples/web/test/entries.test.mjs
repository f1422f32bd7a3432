// Browser test of the package's entries: the checkers page loads only `damero/draughts` and its
// WebAssembly, the chess page only `damero/chess` and its own; neither downloads another family's
// module (chess, draughts, placement) nor the all-games build (which the "Open a game" dialog,
// open.js, loads when it is used).

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

/** Each page, the family it plays and the families it must not load. @type {[string, string, string[]][]} */
const PAGES = [['index.html', 'draughts', ['chess', 'placement']], ['chess.html', 'chess', ['draughts', 'placement']]];
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
    assert.ok(paths.includes(`/bindings-js/dist/${own}.js`), `the page imports damero/${own}: ${paths.join(', ')}`);
    assert.ok(paths.includes(`/bindings-js/pkg/${own}/damero_wasm.js`), 'and its glue');
    const foreign = paths.filter(
      (p) => others.some((other) => p.includes(`/${other}`)) || p === '/bindings-js/dist/index.js' || p === '/examples/web/open.js' || p.startsWith('/bindings-js/js/') || p.startsWith('/bindings-js/pkg/damero_wasm'),
    );
    assert.deepEqual(foreign, [], 'files of another family, of the all-games build, or of the "Open a game" dialog');
    assert.deepEqual(session.errors, [], 'console errors');
  });
}
