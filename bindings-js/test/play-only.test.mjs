// The play-only modules that <damero-board> loads (dist/english.js, chess-play.js, reversi.js,
// connect4.js: scripts/build-wasm, PLAY): a game plays through each exactly as through its
// family's entry, and every call such a build leaves out (bindings-js/Cargo.toml, feature `full`)
// is refused with a NotAllowedError that names the build and the entry that has it, leaving the
// game as it was; the family's entry answers the same calls. The same of each module bundled from
// its sources without the code of those calls, as the pages for two ship it (build/play-only.mjs,
// js/full.js `FULL = false`).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rolldown } from 'rolldown';
import { playOnly, playOnlyEntry } from '../build/play-only.mjs';

import * as draughts from '../dist/draughts.js';
import * as chess from '../dist/chess.js';
import * as placement from '../dist/placement.js';
import * as english from '../dist/english.js';
import * as chessPlay from '../dist/chess-play.js';
import * as reversi from '../dist/reversi.js';
import * as connect4 from '../dist/connect4.js';
// The error classes of dist/ (dist/api.js, which every module of dist/ shares).
const { NotAllowedError } = english;

const MODULES = [
  { name: 'english', lib: english, family: draughts, entry: 'damero/draughts', variants: ['english'], fragment: 'v2/english/m:11-15,23-19,8-11,22-17' },
  { name: 'chess-play', lib: chessPlay, family: chess, entry: 'damero/chess', variants: ['chess', 'chess960'], fragment: 'v2/chess960/s:518/m:e4,e5,Nf3,Nc6' },
  { name: 'reversi', lib: reversi, family: placement, entry: 'damero/placement', variants: ['reversi'], fragment: 'v2/reversi/m:d3,c3,b3' },
  { name: 'connect4', lib: connect4, family: placement, entry: 'damero/placement', variants: ['connect4'], fragment: 'v2/connect4/m:4,4,3' },
];

/** A play-only module bundled as the pages bundle it (its own copy of the API and its errors). */
async function bundled(module) {
  const wasm = new URL(`../pkg/${module}/damero_wasm_bg.wasm`, import.meta.url).href;
  const build = await rolldown({ input: playOnlyEntry(module), plugins: [playOnly({ module, wasm })], logLevel: 'warn' });
  const { output } = await build.generate({ format: 'esm', minify: true });
  await build.close();
  assert.equal(output.length, 1, `${module}: one file`);
  for (const call of ['.perft(', '.toGameFile(', '.observe(', '.actionIds(', '.playMoves(']) {
    assert.ok(!output[0].code.includes(call), `${module}: the code of the calls left out is left out (${call})`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'damero-play-only-'));
  try {
    writeFileSync(join(dir, `${module}.mjs`), output[0].code);
    return await import(pathToFileURL(join(dir, `${module}.mjs`)).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
for (const m of [...MODULES]) MODULES.push({ ...m, name: `${m.name} (bundled without js/full.js)`, lib: await bundled(m.name) });
await Promise.all(MODULES.flatMap((m) => [m.lib.default(), m.family.default()]));

/** Every call a play-only build leaves out, as a function of a game and its module. */
const LEFT_OUT = {
  'perft()': (game) => game.perft(1),
  'toPgn()': (game) => game.toPgn(),
  'toPdn()': (game) => game.toPdn(),
  'toString()': (game) => game.toString(),
  'clone()': (game) => game.clone(),
  'playMoves()': (game) => game.playMoves('x'),
  'parseMove()': (game) => game.parseMove('x'),
  'playAndClaim()': (game) => game.playAndClaim('x'),
  'actionCount()': (game) => game.actionCount(),
  'action ids': (game) => game.legalActions(),
  'playAction()': (game) => game.playAction(0),
  'observationShape()': (game) => game.observationShape(),
  'observe()': (game) => game.observe(),
  'perft() of the module': (_, lib) => lib.perft('english', 1),
  'perftThreads()': (_, lib) => lib.perftThreads(),
  'boardLayout()': (_, lib) => lib.boardLayout('english'),
  'squareName()': (_, lib) => lib.squareName('english', 1),
  'squareFromName()': (_, lib) => lib.squareFromName('english', 'b8'),
};

/** What a page reads of a game: the position, the moves, the status, the fragment. */
function seen(game) {
  return { fragment: game.toFragment(), fen: game.fen(), moves: game.legalMoves().map((m) => m.notation), status: game.status(), board: game.board() };
}

for (const { name, lib, family, entry, variants, fragment } of MODULES) {
  test(`${name}: plays ${variants.join(' and ')} only, as ${entry} plays them`, () => {
    assert.deepEqual(lib.variants().map((v) => v.name), variants);
    const game = lib.Game.fromFragment(fragment);
    const same = family.Game.fromFragment(fragment);
    assert.deepEqual(seen(game), seen(same));
    const move = game.legalMoves()[0];
    game.play(move.notation);
    same.play(move.notation);
    assert.deepEqual(seen(game), seen(same));
    assert.deepEqual(game.undo(), same.undo());
    assert.deepEqual(seen(game), seen(same));
    const fromFen = lib.Game.fromFen(game.variant, game.fen(), game.options());
    assert.deepEqual(fromFen.board(), same.board());
    assert.equal(fromFen.startFen(), same.fen());
    for (const g of [game, same, fromFen]) g.free();
  });

  test(`${name}: refuses what it leaves out with a NotAllowedError naming it and ${entry}`, () => {
    const game = lib.Game.fromFragment(fragment);
    const before = game.toFragment();
    for (const [what, call] of Object.entries(LEFT_OUT)) {
      assert.throws(() => call(game, lib), (e) => {
        assert.ok(e instanceof lib.NotAllowedError, `${what}: ${e}`);
        assert.equal(e.code, 'not_allowed');
        assert.equal(e.message, `${what.replace(/ of the module$/, '')} is not in this build of damero, the play-only module of ${variants.join(', ')} that <damero-board> loads (JavaScript: import "${entry}" or "damero")`);
        return true;
      }, what);
      assert.equal(game.toFragment(), before, `${what} left the game unchanged`);
    }
    game.free();
  });
}

test('the family entries answer every call the play-only modules leave out', () => {
  for (const { family, fragment } of MODULES) {
    const game = family.Game.fromFragment(fragment);
    for (const [what, call] of Object.entries(LEFT_OUT)) {
      try {
        call(game, family);
      } catch (e) {
        assert.ok(!(e instanceof NotAllowedError) || !/is not in this build/.test(e.message), `${what}: ${e}`);
      }
    }
    game.free();
  }
});
