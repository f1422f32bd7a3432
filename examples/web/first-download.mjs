// What each page for two downloads before its first board is drawn: every file Chromium fetched
// from the page's address until the page said it was ready, each gzipped at level 9 (as a server
// sends them), summed. scripts/bench-js prints it; `node examples/web/first-download.mjs` alone too.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from './server.mjs';
import { startSession } from './test/harness.mjs';

const PAGES = ['index.html', 'chess.html', 'reversi.html', 'connect4.html'];
const session = await startSession();
try {
  for (const file of PAGES) {
    const from = session.requests.length;
    const page = await session.open({ file });
    const paths = [...new Set(session.requests.slice(from).map((r) => new URL(r.url)).filter((u) => u.origin === session.origin).map((u) => u.pathname))];
    await page.close();
    let total = 0;
    const lines = paths.map((path) => {
      const gz = gzipSync(readFileSync(join(REPO_ROOT, path)), { level: 9 }).length;
      total += gz;
      return `  ${path.padEnd(48)} ${String(gz).padStart(7)} B gzipped`;
    });
    console.log([`${file} (first download, before its first board is drawn):`, ...lines, `  ${'total'.padEnd(48)} ${String(total).padStart(7)} B gzipped (${(total / 1000).toFixed(1)} KB)`].join('\n'));
  }
} finally {
  await session.close();
}
