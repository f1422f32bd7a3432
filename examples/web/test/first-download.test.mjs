// Each page's first download (first-download.mjs: every file Chromium fetched before the page's
// first board was drawn, gzip -9, summed) within its budget. The target is 80,000 B for
// every page; the budgets are what the pages measure today plus about 1.5 KB, until the modules
// they load shrink (see the notes at each).

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { describe, firstDownload } from '../first-download.mjs';
import { startSession } from './harness.mjs';

const TARGET = 80_000;
// Measured when the checkers and chess pages came onto the element (one controller, duel.js
// 11,434 B, words/en.js 4,973 B, duel.css 1,843 B, dist/board.js 10,540 B, dist/api.js 8,598 B,
// the glue 3,857 B): index.html 180,117 B (the draughts module, every family compiled in,
// 136,490 B), chess.html 107,150 B (.wasm 63,448 B), reversi.html and connect4.html 115,414 B
// (the placement module, both games, 72,226 B). Before, on their own controllers: 187,967,
// 115,198, 102,752 and 102,743 B.
// Then 111,279 B, 101,526 B and 95,172 B for index.html, reversi.html and connect4.html when the
// element came to load English draughts, Reversi and Connect Four from modules of their own (the
// core narrowed to the game, `damero_only`, at opt-level "z": .wasm 67,578 B against 136,490 B,
// 58,265 B and 51,932 B against 72,226 B; 32-40 s more build time each on two busy cores, load
// 7). None brings a page to the target, which needs the modules' shared part (the core's options,
// fragments, records, files writer, perft, action ids) smaller: International alone measured
// 69,005 B (at "s").
// Then 81,342 B, 87,706 B, 76,730 B and 77,316 B when the board's modules came to be play-only
// (no perft, action ids, observations or game files written, chess too: .wasm 43,744 B, 50,031 B,
// 39,568 B, 40,176 B; the glue 3,050 B; dist/api.js 8,900 B with the refusals; the page writes a
// game file through its family's entry, loaded when "Copy as PDN/PGN" is first pressed) and the
// pages' own scripts and style to be minified (examples/web/build.mjs: duel.js 6,275 B, words/en.js
// 4,797 B, duel.css 1,563 B).
// Chess is furthest from the target: its play-only .wasm alone is 50.0 KB (movegen, SAN, FEN,
// options and fragments); the JavaScript every page loads is 36.3 KB of it.
// Raised when the perft speed work and the lean moves in the record came into the modules (gzipped
// .wasm of the board: English +250 B, chess +2,100 B, Reversi +420 B, Connect Four +350 B): measured
// at 82,316, 90,552, 77,853 and 78,354 B; each budget is that plus about 400 B.
// Lowered when each page came to load only its own rules in short (words/PAGE.en.js beside
// words/en.js, 3,025 B; the rules of every page were 1.7 KB of words/en.js): 82,083, 89,420,
// 76,423 and 76,902 B, each budget that plus about 400 B.
// Lowered when each page came to load one script of its own (examples/web/build.mjs: duel.js, the
// element and the page's play-only module bundled and minified as one, 1.5 KB less than the six
// files apart) with the API bundled without the calls the play-only modules leave out (js/full.js
// `FULL = false`: perft, action ids, observations, game files written, ...; 2.0 KB less): the
// script 26,238 B against 29,542 B for the six files; 78,882, 86,155, 73,160 and 73,638 B, each
// budget that plus about 400 B. Checkers is within the target; chess is 6.2 KB over it (its
// .wasm alone is 52.7 KB).
// Lowered when the modules came to carry only the names and values of the core's limits, not
// their units and sentences (bindings-js/src/lib.rs; .wasm 460-520 B less each): 78,407, 85,667,
// 72,638 and 73,156 B, each budget that plus about 400 B.
// Lowered when chess's play-only module came to ask whether a side has a move through its one
// compiled move generator (core/src/chess/movegen.rs `has_moves`: the counting walk left out,
// .wasm 1.4 KB less), every play-only module to be narrowed to its game with the other families'
// option arms left out (core/src/options.rs, variant/options.rs: chess 0.8 KB, the others
// 0.6-0.9 KB), each page's script to carry only its own page's branches (examples/web/build.mjs
// writes `PAGE` in as a constant: 0.2-0.7 KB), and the element's Spanish words to be loaded with
// the page's own, when Spanish is shown (dist/board-es.js: 0.6 KB): 76,896, 82,629, 71,119 and
// 71,199 B, each budget that plus about 400 B. Chess is 2.6 KB over the target.
// Raised when the engines came to list their moves into a caller's list (`Engine::legal_into`, for
// lean batches) with the draw counting in core/src/draws.rs, and the package to take a move back
// without building it (`Game::take_back`, beside `undo`, for the per-call speed of play + legal
// moves + undo): 77,296, 83,105, 71,554 and 71,651 B (.wasm 0.4-0.5 KB more each), each budget
// that plus about 400 B.
// Lowered when each page's English words came into its script, with what only one page says
// (its title, its game's endings, ...) moved into words/PAGE.LANG.js (0.6-0.8 KB), the "Open a
// game" dialog came to be made by open.js when first used (index.html and chess.html 0.26 KB),
// and the modules lost code around the core's errors and their own calls (one cold writer of
// every error message and one of every quoted text in the core; plain loops, option keys as JS
// values and the lists of names as one text each in bindings-js/src: .wasm 0.9-1.4 KB less each,
// chess 50,391 to 48,944 B): 74,789, 80,614, 69,258 and 69,273 B, each budget that plus about
// 400 B. Chess is 0.6 KB over the target.
// Lowered when binaryen's wasm-opt (-Oz --converge) came to run on the play-only modules
// (scripts/build-wasm: .wasm 0.5-0.7 KB less each, chess 48,944 to 48,240 B): 74,289, 79,910,
// 68,610 and 68,824 B. Every page is within the target now, so chess's budget is the target
// itself; the others are their size plus about 400 B.
const BUDGETS = { 'index.html': 74_700, 'chess.html': TARGET, 'reversi.html': 69_000, 'connect4.html': 69_200 };

/** @type {import('./harness.mjs').Session} */
let session;
before(async () => {
  session = await startSession();
});
after(async () => {
  await session?.close();
});

for (const [file, budget] of Object.entries(BUDGETS)) {
  test(`${file} downloads at most ${budget} B gzipped before its first board is drawn`, async () => {
    const download = await firstDownload(session, file);
    console.log(`${describe(file, download)}\n  budget ${budget} B; target ${TARGET} B`);
    assert.ok(download.total <= budget, `${file}: ${download.total} B, over the budget of ${budget} B`);
    assert.ok(download.files.some((f) => f.path.endsWith('.wasm')), 'the rules are part of it');
  });
}
