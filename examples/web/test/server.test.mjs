// The static server of the page: what it serves, with which types, and what it refuses.

import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, test } from 'node:test';
import { REPO_ROOT, fileFor, startServer } from '../server.mjs';

/** @type {Awaited<ReturnType<typeof startServer>>} */
let server;
before(async () => {
  server = await startServer();
});
after(async () => {
  await server?.close();
});

/** A raw GET, so paths reach the server exactly as written. @param {string} path @param {string} [method] */
function get(path, method = 'GET') {
  return new Promise((ok, fail) => {
    const req = request(server.origin + '/', { method, path }, (res) => {
      res.resume();
      res.on('end', () => ok({ status: res.statusCode, type: res.headers['content-type'], location: res.headers.location }));
    });
    req.on('error', fail);
    req.end();
  });
}

test('serves the page, its modules and the package with browser MIME types', async () => {
  assert.deepEqual(await get('/examples/web/'), { status: 200, type: 'text/html; charset=utf-8', location: undefined });
  assert.equal((await get('/examples/web/duel.js')).type, 'text/javascript; charset=utf-8');
  assert.equal((await get('/examples/web/duel.css')).type, 'text/css; charset=utf-8');
  assert.equal((await get('/bindings-js/js/index.js')).type, 'text/javascript; charset=utf-8');
  assert.deepEqual(await get('/bindings-js/pkg/damero_wasm_bg.wasm'), { status: 200, type: 'application/wasm', location: undefined });
});

test('sends / and folders without a slash to the page', async () => {
  assert.deepEqual(await get('/'), { status: 302, type: undefined, location: '/examples/web/' });
  assert.equal((await get('/examples/web')).location, '/examples/web/');
});

test('refuses what is not a static file of the project', async () => {
  for (const path of [
    '/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/examples/web/%2e%2e%2f%2e%2e%2fCargo.toml/x',
    '/.git/config',
    '/examples/web/node_modules/playwright-core/package.json',
    '/target/artifacts/web-midgame.png',
    '/examples/web/missing.js',
    '/%E0%A4%A',
  ]) {
    assert.equal((await get(path)).status, 404, path);
  }
  assert.equal((await get('/examples/web/', 'POST')).status, 405);
  assert.equal(fileFor(REPO_ROOT, '/a\0b'), null);
  assert.equal(fileFor(REPO_ROOT, '/examples/web/index.html'), `${REPO_ROOT}/examples/web/index.html`);
});
