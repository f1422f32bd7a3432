// What a page downloads for each entry of the package (and for the module of English draughts that
// the board element loads): the entry module, the shared api.js (with
// its parts, js/{errors,args,packed,game}.js, bundled into it; both minified, in dist/), files.js
// for the entry that reads game files (`damero`), and the entry's wasm-bindgen glue and .wasm,
// each gzipped at level 9 (as a server sends them).
// Read by test/size.test.mjs (the budgets) and bench/bench.mjs (printed).

import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** The files of each entry, as paths inside the package. */
export const ENTRIES = {
  damero: ['dist/index.js', 'dist/api.js', 'dist/files.js', 'pkg/damero_wasm.js', 'pkg/damero_wasm_bg.wasm'],
  'damero/draughts': ['dist/draughts.js', 'dist/api.js', 'pkg/draughts/damero_wasm.js', 'pkg/draughts/damero_wasm_bg.wasm'],
  'damero/chess': ['dist/chess.js', 'dist/api.js', 'pkg/chess/damero_wasm.js', 'pkg/chess/damero_wasm_bg.wasm'],
  'damero/placement': ['dist/placement.js', 'dist/api.js', 'pkg/placement/damero_wasm.js', 'pkg/placement/damero_wasm_bg.wasm'],
  // Not entries of the package's exports: the modules <damero-board> loads for these games.
  'board: english': ['dist/english.js', 'dist/api.js', 'pkg/english/damero_wasm.js', 'pkg/english/damero_wasm_bg.wasm'],
  'board: reversi': ['dist/reversi.js', 'dist/api.js', 'pkg/reversi/damero_wasm.js', 'pkg/reversi/damero_wasm_bg.wasm'],
  'board: connect4': ['dist/connect4.js', 'dist/api.js', 'pkg/connect4/damero_wasm.js', 'pkg/connect4/damero_wasm_bg.wasm'],
};

const PACKAGE = new URL('..', import.meta.url);

/**
 * The download of `entry`: each file with its size and gzipped size, and the gzipped total.
 * @param {keyof typeof ENTRIES} entry
 */
export function download(entry) {
  const files = ENTRIES[entry].map((path) => {
    const bytes = readFileSync(new URL(path, PACKAGE));
    return { path, bytes: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length };
  });
  return { files, gzipped: files.reduce((sum, f) => sum + f.gzipped, 0) };
}

/** `download(entry)` as lines of text, one per file and one for the total. */
export function describe(entry) {
  const { files, gzipped } = download(entry);
  return [
    `${entry}:`,
    ...files.map((f) => `  ${f.path.padEnd(36)} ${String(f.bytes).padStart(7)} B ${String(f.gzipped).padStart(7)} B gzipped`),
    `  ${'total'.padEnd(36)} ${''.padStart(7)}   ${String(gzipped).padStart(7)} B gzipped`,
  ];
}
