// A small framework app that mounts the element: test/framework-app/ (Preact, JSX) built by Vite
// (bindings-js's pinned devDependency) in this test, served, and played in Chromium: a move by
// clicks reaches the app's state through the element's events, a prop change loads another
// family's module, and nothing is logged as an error.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { a11y, startSession } from './harness.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const VITE = fileURLToPath(new URL('../../../bindings-js/node_modules/.bin/vite', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'damero-preact-'));
/** @type {import('./harness.mjs').Session} */
let session;
/** @type {import('node:http').Server} */
let server;
let origin = '';

before(async () => {
  execFileSync(VITE, ['build', 'framework-app', '--outDir', out, '--base', './'], { cwd: here, stdio: ['ignore', 'pipe', 'pipe'] });
  /** @type {Record<string, string>} */
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };
  server = createServer((req, res) => {
    const path = join(out, new URL(req.url ?? '/', 'http://x').pathname.replace(/\/$/, '/index.html'));
    if (!path.startsWith(out) || !existsSync(path)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(path));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  session = await startSession();
});
after(async () => {
  await session?.close();
  server?.close();
  rmSync(out, { recursive: true, force: true });
});

test('a Preact app built by Vite mounts <damero-board>, hears its events and changes its variant by a prop', async () => {
  assert.ok(readdirSync(join(out, 'assets')).some((f) => f.endsWith('.wasm')), 'Vite emitted the WebAssembly modules');
  const page = await session.context.newPage();
  /** @type {string[]} */
  const errors = [];
  /** @type {string[]} */
  const wasm = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => r.url().endsWith('.wasm') && wasm.push(r.url()));
  await page.goto(`${origin}/`);
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  await a11y(page);
  await page.locator('#board [data-square="11"]').click();
  await page.locator('#board [data-square="15"]').click();
  await page.waitForFunction(() => document.getElementById('fragment')?.textContent === 'v2/english/m:11-15');
  assert.equal(await page.locator('#last').innerText(), '11-15');
  assert.equal(wasm.length, 1, 'one module: draughts');
  await page.locator('#chess').click();
  await page.waitForFunction(() => document.getElementById('board')?.shadowRoot?.querySelectorAll('button[data-square]').length === 64);
  assert.equal(wasm.length, 2, 'the chess module, loaded when the prop asked for chess');
  await a11y(page);
  assert.deepEqual(errors, []);
  assert.deepEqual(session.violations, []);
  await page.close();
});
