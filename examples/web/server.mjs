// A static file server for the page and its tests: serves the repository root on 127.0.0.1 with
// the MIME types a browser needs for ES modules and WebAssembly. It only reads files; it has no
// routes of its own apart from sending "/" to the page.
//
//   node examples/web/server.mjs [--port N]     (scripts/serve runs this)
//
// The tests import startServer() and listen on port 0.

import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: two folders above this file. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** The path of the page under the root. */
export const PAGE_PATH = '/examples/web/';

/** @type {Record<string, string>} */
const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Folders that are never served: tools, build output other than the package, dot folders. */
const HIDDEN_SEGMENTS = new Set(['node_modules', 'target']);

/**
 * The file a URL path names under `root`, or null when the path is malformed, leaves the root,
 * or goes through a hidden folder.
 * @param {string} root
 * @param {string} urlPath
 * @returns {string | null}
 */
export function fileFor(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s.startsWith('.') || HIDDEN_SEGMENTS.has(s))) return null;
  const file = resolve(root, ...segments);
  if (file !== root && !file.startsWith(root + sep)) return null;
  return file;
}

/**
 * Starts the server.
 * @param {{ root?: string, port?: number, host?: string, log?: (line: string) => void }} [options]
 * @returns {Promise<{ server: import('node:http').Server, origin: string, pageUrl: string, close: () => Promise<void> }>}
 */
export async function startServer(options = {}) {
  const root = options.root ?? REPO_ROOT;
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => {});
  const server = createServer((req, res) => {
    handle(root, req, res).catch((err) => {
      log(`error ${req.url}: ${err}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('internal error\n');
    });
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', fail);
      ok(undefined);
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no TCP address');
  const origin = `http://${host}:${address.port}`;
  return {
    server,
    origin,
    pageUrl: origin + PAGE_PATH,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections();
        server.close(() => ok(undefined));
      }),
  };

  /**
   * @param {string} root
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function handle(root, req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (/** @type {number} */ code, /** @type {string} */ text) => {
      res.writeHead(code, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(text + '\n');
      log(`${code} ${req.method} ${url.pathname}`);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      return send(405, 'method not allowed');
    }
    if (url.pathname === '/') {
      res.writeHead(302, { location: PAGE_PATH });
      res.end();
      return;
    }
    let file = fileFor(root, url.pathname);
    if (file === null) return send(404, 'not found');
    let info = await stat(file).catch(() => null);
    if (info?.isDirectory()) {
      if (!url.pathname.endsWith('/')) {
        res.writeHead(301, { location: url.pathname + '/' + url.search });
        res.end();
        return;
      }
      file = join(file, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (!info?.isFile()) return send(404, 'not found');
    res.writeHead(200, {
      'content-type': MIME[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': info.size,
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    log(`200 ${req.method} ${url.pathname}`);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  }
}

// Run as a program: serve until Ctrl-C. Without --port (or PORT) it takes 8000, or any free port
// when 8000 is taken.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--port');
  const given = i > 0 ? process.argv[i + 1] : process.env.PORT;
  const port = given === undefined || given === '' ? 8000 : Number(given);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`serve: bad port ${JSON.stringify(given)}`);
    process.exit(2);
  }
  const quiet = process.argv.includes('--quiet');
  const log = quiet ? undefined : (/** @type {string} */ line) => console.log(line);
  /** @param {number} p */
  const listen = (p) => startServer({ port: p, log });
  let started;
  try {
    started = await listen(port);
  } catch (err) {
    const code = /** @type {{ code?: string }} */ (err).code;
    if (code === 'EADDRINUSE' && (given === undefined || given === '')) {
      started = await listen(0);
    } else {
      console.error(`serve: cannot listen on 127.0.0.1:${port}: ${code ?? err}`);
      process.exit(1);
    }
  }
  const { pageUrl, close } = started;
  console.log(`Checkers for two:     ${pageUrl}`);
  console.log(`Chess for two:        ${pageUrl}chess.html`);
  console.log(`Reversi for two:      ${pageUrl}reversi.html`);
  console.log(`Connect Four for two: ${pageUrl}connect4.html`);
  console.log('Serving the repository on 127.0.0.1 only. Press Ctrl-C to stop.');
  const stop = () => {
    close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
