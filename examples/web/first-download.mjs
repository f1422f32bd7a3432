// What each page for two downloads before its first board is drawn: every file Chromium fetched
// from the page's address until the page said it was ready, each gzipped at level 9 (as a server
// sends them), summed. scripts/bench-js prints it (`node examples/web/first-download.mjs` alone
// too); test/first-download.test.mjs holds each page to its budget.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from './server.mjs';
import { startSession } from './test/harness.mjs';

export const PAGES = ['index.html', 'chess.html', 'reversi.html', 'connect4.html'];

/**
 * The first download of a page: each file fetched before it was ready, gzipped, and the total.
 * @param {import('./test/harness.mjs').Session} session @param {string} file
 */
export async function firstDownload(session, file) {
  const from = session.requests.length;
  const page = await session.open({ file });
  const paths = [...new Set(session.requests.slice(from).map((r) => new URL(r.url)).filter((u) => u.origin === session.origin).map((u) => u.pathname))];
  await page.close();
  const files = paths.map((path) => ({ path, gzipped: gzipSync(readFileSync(join(REPO_ROOT, path)), { level: 9 }).length }));
  return { files, total: files.reduce((n, f) => n + f.gzipped, 0) };
}

/** `firstDownload` as lines of text. @param {string} file @param {Awaited<ReturnType<typeof firstDownload>>} download */
export function describe(file, { files, total }) {
  return [
    `${file} (first download, before its first board is drawn):`,
    ...files.map((f) => `  ${f.path.padEnd(48)} ${String(f.gzipped).padStart(7)} B gzipped`),
    `  ${'total'.padEnd(48)} ${String(total).padStart(7)} B gzipped (${(total / 1000).toFixed(1)} KB)`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const session = await startSession();
  try {
    for (const file of PAGES) console.log(describe(file, await firstDownload(session, file)));
  } finally {
    await session.close();
  }
}
