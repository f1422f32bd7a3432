// The size budget: everything `npm pack` puts in the package, gzipped file by file (as a server
// sends it), must stay within BUDGET. Prints what each file costs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// Bytes, gzipped, for everything the package contains. Raised from 60 KiB to 84 KiB (+24 KiB)
// with core 0.2, which added Brazilian and International draughts (flying kings, the majority
// capture rule, the 10x10 board, the endgame draw rule): the .wasm went from 43.2 KB to 63.5 KB
// gzipped (+20.3 KB; the core compiles its move generator and perft once per rule set), and the
// JS side grew by 2.6 KB (variants with their geometry, square names, roles, the new status
// fields, their types and docs). Together 82.7 KB, which leaves about 3 KB of headroom.
// Raised from 84 KiB to 132 KiB (+48 KiB) when chess and Chess960 came into the core: the .wasm
// went from 63.5 KB to 99.7 KB gzipped (+36.2 KB: the chess move generator, SAN and UCI, chess
// FEN and the chess draw rules, compiled once per chess variant), the files a publishable package
// must carry came in (LICENSE-MIT, LICENSE-APACHE, CHANGELOG.md: 5.5 KB), and the JS module grew
// by 3.7 KB (the position cache, move interning, playAndClaim, the plain-object checks, limits and
// memory, and their docs); the wasm-bindgen glue by 1.0 KB. Together 128 KB.
// Raised again to 184 KiB when the other draughts families came into the core (Russian, Pool,
// Italian, Spanish, Czech, Thai, Turkish, Frisian): the .wasm went to 149.4 KB gzipped (+49.7 KB;
// the move generator and perft are compiled once per rule set). Together 180.5 KB, about 8 KB of
// headroom. (The same build at opt-level "z" is 133.5 KB: a choice for scripts/build-wasm.)
const BUDGET = 184 * 1024;
const dir = fileURLToPath(new URL('..', import.meta.url));

test(`the package fits in ${BUDGET / 1024} KiB gzipped`, () => {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts', '--loglevel=error'], {
    cwd: dir,
    encoding: 'utf8',
  });
  const [pack] = JSON.parse(out);
  const paths = pack.files.map((f) => f.path).sort();
  for (const needed of ['js/index.js', 'js/index.d.ts', 'pkg/damero_wasm.js', 'pkg/damero_wasm_bg.wasm', 'package.json']) {
    assert.ok(paths.includes(needed), `the package lacks ${needed}`);
  }
  let raw = 0;
  let gzipped = 0;
  const lines = [];
  for (const path of paths) {
    const bytes = readFileSync(new URL(path, `file://${dir}/`));
    const gz = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzipped += gz;
    lines.push(`  ${path.padEnd(26)} ${String(bytes.length).padStart(7)} B ${String(gz).padStart(7)} B gzipped`);
  }
  const wasmAndGlue = ['pkg/damero_wasm_bg.wasm', 'pkg/damero_wasm.js', 'js/index.js']
    .map((p) => gzipSync(readFileSync(new URL(p, `file://${dir}/`)), { level: 9 }).length)
    .reduce((a, b) => a + b);
  console.log(
    [
      'package size:',
      ...lines,
      `  ${'total'.padEnd(26)} ${String(raw).padStart(7)} B ${String(gzipped).padStart(7)} B gzipped (budget ${BUDGET} B)`,
      `  .wasm + JS (what a page loads): ${wasmAndGlue} B gzipped; tarball ${pack.size} B`,
    ].join('\n'),
  );
  assert.ok(gzipped <= BUDGET, `the package takes ${gzipped} B gzipped, over the budget of ${BUDGET} B`);
});
