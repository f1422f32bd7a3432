// The public fields of a move and a status (conformance/fields.json: the core's MOVE_FIELDS and
// STATUS_FIELDS) against what this package has: every field must be on the objects the package
// hands out, through every entry and for every kind of move, and declared in js/index.d.ts, in the
// core's order and with nothing else. A field added in the core fails here until the package
// converts it (src/convert.rs, js/packed.js) and declares it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

import * as all from '../js/index.js';
import * as draughtsOnly from '../js/draughts.js';
import * as chessOnly from '../js/chess.js';
import * as placementOnly from '../js/placement.js';

const FIELDS = JSON.parse(readFileSync(new URL('../../conformance/fields.json', import.meta.url), 'utf8'));
/** A field's JS name: `must_capture` is `mustCapture`. @param {string} name */
const camel = (name) => name.replace(/_([a-z])/g, (_, c) => c.toUpperCase());
const MOVE = FIELDS.move.map(camel);
const STATUS = FIELDS.status.map(camel);

for (const lib of [all, draughtsOnly, chessOnly, placementOnly]) await lib.default();

test('conformance/fields.json lists the fields of a move and a status', () => {
  assert.ok(FIELDS.move.length >= 9 && FIELDS.move.includes('target'), 'move fields');
  assert.ok(FIELDS.status.length >= 17 && FIELDS.status.includes('winning_line'), 'status fields');
});

/**
 * The fields an interface of js/index.d.ts declares, in order: the names at the start of its own
 * lines (`  name: type;`), doc comments left out. Follows `extends` to interfaces of the same file.
 * @param {string} source @param {string} name @returns {string[]}
 */
function declared(source, name) {
  const start = new RegExp(`^export interface ${name}(?: extends ([\\w, ]+))? \\{$`, 'm').exec(source);
  assert.ok(start, `index.d.ts declares no interface ${name}`);
  const body = source.slice(start.index + start[0].length, source.indexOf('\n}', start.index));
  const own = [...body.replace(/\/\*\*[\s\S]*?\*\//g, '').matchAll(/^ {2}(\w+)\??:/gm)].map((m) => m[1]);
  const inherited = start[1] ? start[1].split(',').flatMap((base) => declared(source, base.trim())) : [];
  return [...inherited, ...own];
}

test('js/index.d.ts declares every field of a move and a status, in the core order', () => {
  const source = readFileSync(new URL('../js/index.d.ts', import.meta.url), 'utf8');
  assert.deepEqual(declared(source, 'Move'), MOVE, 'interface Move');
  assert.deepEqual(declared(source, 'Status'), STATUS, 'interface Status');
});

/** Moves of every kind, and statuses in every state, that `lib` plays. */
function samples(lib) {
  const names = lib.variants().map((v) => v.name);
  const games = [];
  const add = (variant, play, fen) => {
    if (!names.includes(variant)) return;
    const game = fen ? lib.Game.fromFen(variant, fen) : new lib.Game(variant);
    if (play) game.playMoves(play);
    games.push(game);
  };
  add('english');
  add('english', null, 'B:W18,27:B14'); // a capture that crowns
  add('chess', 'f3 e5 g4'); // check next
  add('chess', 'f3 e5 g4 Qh4'); // mate
  add('chess960', null, '0');
  add('reversi');
  add('reversi', 'd3c3b3b2f5a3a1c1'); // a forced pass
  add('reversi', 'F5D6C3D3C4F4F6F3E6E7D7C5B6D8C6C7D2B5A5A6A7G5E3B4C8G6G4C2E8D1F7E2G3H4F1E1F2G1B1F8G8B3H3B2H5B7A3A4A1A2C1H2H1G2B8A8G7H8H7H6'); // over
  add('connect4', '4455667');
  return games;
}

for (const [name, lib] of [['damero', all], ['damero/draughts', draughtsOnly], ['damero/chess', chessOnly], ['damero/placement', placementOnly]]) {
  test(`${name}: every move and status has every field, in the core order`, () => {
    const games = samples(lib);
    assert.ok(games.length > 0, 'games to look at');
    const kinds = new Set();
    for (const game of games) {
      const moves = [...game.legalMoves(), ...game.history(), ...game.completions([])];
      for (const move of moves) {
        assert.deepEqual(Object.keys(move), MOVE, `${game.variant} ${move.notation}`);
        kinds.add(move.kind);
      }
      assert.deepEqual(Object.keys(game.status()), STATUS, `${game.variant} status`);
      game.free();
    }
    const wanted = { damero: ['travel', 'place', 'pass'], 'damero/draughts': ['travel'], 'damero/chess': ['travel'], 'damero/placement': ['place', 'pass'] }[name];
    assert.deepEqual([...kinds].sort(), wanted.sort(), 'every kind of move was looked at');
  });
}
