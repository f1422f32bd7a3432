// Reversi and Connect Four through the package, as a page plays them: placements and passes,
// whole transcripts, the score, the winning line, the board of each size, move numbers, and perft
// in both conventions for finished games. Through the `damero/placement` entry (its own
// WebAssembly build) and through `damero`, which has every family. The rules themselves are tested
// through conformance/placement/ by conformance.test.mjs.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import * as all from '../js/index.js';
import * as placement from '../js/placement.js';

await all.default();
await placement.default();

/** The wipe-out of the Reversi cases (conformance/placement/cases/reversi.json): f4 ends it 13-0. */
const WIPE_OUT = 'd3c3b3d2e1d6d7e3';
/** Moves that leave Black with no placement: a pass is forced (reversi/forced-pass). */
const TO_PASS = 'd3c3b3b2f5a3a1c1';

/**
 * Perft through the API alone (legal moves, play, undo, status), counting a finished game above
 * the depth as nothing (`ignore`) or as one leaf (`leaf`): the reference the core's perft is set
 * against here.
 */
function walk(game, depth, finished) {
  if (depth === 0) return 1;
  const moves = game.legalMoves();
  if (moves.length === 0) return finished === 'leaf' && game.status().state !== 'ongoing' ? 1 : 0;
  let n = 0;
  for (const move of moves) {
    game.play(move);
    n += walk(game, depth - 1, finished);
    game.undo();
  }
  return n;
}

for (const [entry, lib] of [['damero/placement', placement], ['damero', all]]) {
  const { Game } = lib;

  test(`${entry}: a Reversi game: placements turn discs, the score follows, a forced pass is a move`, () => {
    const game = new Game('reversi');
    const start = game.status();
    assert.deepEqual([start.score, start.mustPass, start.moveNumber, start.turn], [[2, 2], false, 1, 'black']);
    assert.ok(Object.isFrozen(start.score));
    const moves = game.legalMoves();
    assert.deepEqual(moves.map((m) => m.notation), ['d3', 'c4', 'f5', 'e6']);
    for (const m of moves) {
      assert.equal(m.kind, 'place');
      assert.equal(m.from, null, 'a disc leaves no square');
      assert.deepEqual([m.to, m.target], [m.path[0], m.path[0]]);
      assert.equal(m.path.length, 1);
      assert.equal(m.captures.length, 1, 'one disc turned at the start');
    }
    const f5 = game.play('F5');
    assert.deepEqual([f5.notation, f5.path, f5.captures], ['f5', [37], [36]]);
    assert.equal(game.pieceAt(36).side, 'black');
    assert.deepEqual(game.status().score, [4, 1]);
    game.undo();
    assert.deepEqual(game.status().score, [2, 2]);

    // A transcript that leaves Black without a placement: the pass is its one legal move.
    assert.deepEqual(game.playMoves(TO_PASS).map((m) => m.notation), TO_PASS.match(/../g));
    const status = game.status();
    assert.deepEqual([status.mustPass, status.turn, status.score], [true, 'black', [8, 4]]);
    const [pass] = game.legalMoves();
    assert.deepEqual(game.legalMoves().length, 1);
    assert.deepEqual(pass, {
      kind: 'pass', notation: 'pass', long: 'pass', path: [], from: null, to: null, target: null, captures: [], promotion: null,
    });
    assert.throws(() => game.play('e6'), (e) => e instanceof lib.IllegalMoveError && /must pass/.test(e.message));
    assert.equal(game.play(pass), pass);
    assert.deepEqual([game.status().turn, game.status().mustPass], ['white', false]);
    assert.equal(game.history().at(-1), pass);
    assert.equal(game.toFragment(), `v2/reversi/m:${TO_PASS.match(/../g).join(',')},pass`);
    // The pass is undone like any move, and read back from the fragment.
    const again = Game.fromFragment(game.toFragment());
    assert.deepEqual(again.history(), game.history());
    assert.deepEqual(again.status(), game.status());
    assert.equal(game.undo(), pass);
    assert.equal(game.status().mustPass, true);
    // A pass is also the empty path, and only when no placement is legal.
    assert.equal(game.play([]).kind, 'pass');
    const fresh = new Game('reversi');
    assert.throws(() => fresh.play('pass'), lib.IllegalMoveError);
    assert.throws(() => fresh.play([]), lib.IllegalMoveError);
    for (const g of [game, again, fresh]) g.free();
  });

  test(`${entry}: a Reversi transcript leaves out the forced passes, all or nothing`, () => {
    const game = new Game('reversi');
    const played = game.playMoves(`${TO_PASS}e3`);
    assert.deepEqual(played.map((m) => m.notation), [...TO_PASS.match(/../g), 'pass', 'e3']);
    assert.equal(game.history().length, 10);
    // Move numbers: a pass takes its place in the list like a move.
    assert.deepEqual(Array.from({ length: 12 }, (_, p) => game.moveNumber(p)), [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, null]);
    assert.equal(game.status().moveNumber, 6);
    const before = game.toFragment();
    const next = game.legalMoves()[0].notation;
    assert.throws(() => game.playMoves(`${next} zz`), (e) => e instanceof lib.InvalidNotationError && /^move 2/.test(e.message));
    assert.throws(() => game.playMoves('a8'), (e) => e instanceof lib.IllegalMoveError && /^move 1/.test(e.message));
    assert.equal(game.toFragment(), before, 'unchanged after the error');
    game.free();
  });

  test(`${entry}: a Reversi game ends when neither side can place: winner by discs, the final score`, () => {
    const game = new Game('reversi');
    game.playMoves(WIPE_OUT);
    game.play('f4');
    const status = game.status();
    assert.deepEqual([status.state, status.winner, status.reason, status.score], ['win', 'black', 'most_discs', [13, 0]]);
    assert.deepEqual(game.legalMoves(), []);
    assert.throws(() => game.play('pass'), lib.GameOverError);
    game.free();
    // With the World Othello Federation's scoring the empty squares go to the winner.
    const wof = new Game('reversi', { scoring: 'wof' });
    wof.playMoves(`${WIPE_OUT}f4`);
    assert.deepEqual(wof.status().score, [64, 0]);
    wof.free();
    // A full board with as many discs each is a draw.
    const draw = new Game('reversi');
    draw.playMoves('F5D6C3D3C4F4F6F3E6E7D7C5B6D8C6C7D2B5A5A6A7G5E3B4C8G6G4C2E8D1F7E2G3H4F1E1F2G1B1F8G8B3H3B2H5B7A3A4A1A2C1H2H1G2B8A8G7H8H7H6');
    assert.deepEqual([draw.status().state, draw.status().reason, draw.status().score], ['draw', 'equal_discs', [32, 32]]);
    draw.free();
  });

  test(`${entry}: the board of a Reversi game is sized by its options; squares are checked against it`, () => {
    const eight = new Game('reversi').geometry();
    assert.deepEqual({ ...eight, cells: eight.cells.length }, {
      rows: 8, columns: 8, squares: 64, firstSquare: 0, lastSquare: 63, numbering: 'from_top_left', labels: 'edge',
      shading: 'plain', drops: false, cells: 64,
    });
    // Rows are counted from the top, as Othello names them: a1 at the top left, h8 last.
    assert.deepEqual(eight.cells[0], { square: 0, row: 0, column: 0, name: 'a1' });
    assert.deepEqual(eight.cells[63], { square: 63, row: 7, column: 7, name: 'h8' });
    for (const [size, side] of [['6', 6], ['6x6', 6], ['10x10', 10]]) {
      const game = new Game('reversi', { size });
      const g = game.geometry();
      assert.deepEqual([g.rows, g.columns, g.squares, g.lastSquare, g.cells.length], [side, side, side * side, side * side - 1, side * side]);
      assert.equal(game.board().length, side * side);
      assert.deepEqual(g.cells[side], { square: side, row: 1, column: 0, name: 'a2' });
      assert.deepEqual(game.status().score, [2, 2]);
      // The squares of this game's board, not of the variant's default one.
      assert.throws(() => game.pieceAt(side * side), (e) => e instanceof lib.InvalidArgumentError
        && e.message.includes(`squares are 0-${side * side - 1}`));
      assert.throws(() => game.play([side * side]), lib.InvalidArgumentError);
      assert.throws(() => game.completions([side * side]), lib.InvalidArgumentError);
      const fragment = game.toFragment();
      assert.deepEqual(Game.fromFragment(fragment).geometry(), g, fragment);
      game.free();
    }
    assert.throws(() => new Game('reversi', { size: '7' }), lib.InvalidOptionError);
    // The variant's own description is its default board.
    assert.deepEqual(lib.variant('reversi').numbering, 'from_top_left');
    assert.equal(lib.boardLayout('reversi').squares.length, 64);
  });

  test(`${entry}: Connect Four: discs drop, four in a row wins and is shown, a full board is a draw`, () => {
    const info = lib.variant('connect4');
    assert.deepEqual([info.family, info.drops, info.sideNames], ['placement', true, { black: 'red', white: 'yellow' }]);
    const game = new Game('connect4');
    const g = game.geometry();
    assert.deepEqual([g.rows, g.columns, g.squares, g.numbering, g.labels, g.shading, g.drops], [6, 7, 42, 'from_bottom_left', 'edge', 'plain', true]);
    assert.deepEqual(g.cells[0], { square: 0, row: 5, column: 0, name: 'a1' }, 'a1 at the bottom left');
    assert.deepEqual(game.legalMoves().map((m) => [m.notation, m.target]), [['1', 0], ['2', 1], ['3', 2], ['4', 3], ['5', 4], ['6', 5], ['7', 6]]);
    const first = game.play('4');
    assert.deepEqual([first.kind, first.path, first.from, first.to, first.target, first.captures], ['place', [3], null, 3, 3, []]);
    assert.deepEqual(game.pieceAt(3), { side: 'black', role: 'disc' });
    // The next disc in that column lands on top: a page plays the move whose target it lists for
    // a click anywhere in the column.
    const column = g.cells.filter((c) => c.column === 3).map((c) => c.square);
    const landing = game.legalMoves().find((m) => column.includes(m.target));
    assert.equal(landing.target, 10);
    assert.throws(() => game.play([24]), (e) => e instanceof lib.IllegalMoveError && /lands on/.test(e.message));
    assert.equal(game.play(landing), landing);
    assert.deepEqual(game.status().score, null, 'no score in Connect Four');
    game.free();

    const won = new Game('connect4');
    won.playMoves('1212121');
    const status = won.status();
    assert.deepEqual([status.state, status.winner, status.reason, status.winningLine], ['win', 'black', 'four_in_a_row', [0, 7, 14, 21]]);
    assert.ok(Object.isFrozen(status.winningLine));
    assert.deepEqual(won.legalMoves(), []);
    assert.throws(() => won.play('3'), lib.GameOverError);
    assert.equal(won.undo().notation, '1');
    assert.deepEqual(won.status().winningLine, []);
    assert.equal(won.toFragment(), 'v2/connect4/m:1,2,1,2,1,2');
    won.free();

    const full = Game.fromFen('connect4', '1ryryrr/rryryry/ryyryrr/yrryryr/ryyyryy/yrryyyr y');
    full.play('1');
    assert.deepEqual([full.status().state, full.status().reason, full.status().winner], ['draw', 'board_full', null]);
    full.free();
  });

  test(`${entry}: Connect Four boards of 4 to 9 columns and rows`, () => {
    const game = new Game('connect4', { size: '9x4' });
    const g = game.geometry();
    assert.deepEqual([g.rows, g.columns, g.squares, g.cells.length], [4, 9, 36, 36]);
    assert.equal(game.legalMoves().length, 9);
    assert.equal(game.play('9').target, 8);
    assert.throws(() => game.pieceAt(36), lib.InvalidArgumentError);
    assert.equal(game.toFragment(), 'v2/connect4/o:size=9x4/m:9');
    game.free();
    assert.throws(() => new Game('connect4', { size: '10x6' }), lib.InvalidOptionError);
  });

  test(`${entry}: perft in both conventions for finished games`, () => {
    // Published counts (conformance/placement/perft.json): OEIS A124004 and Aart Bik agree to
    // depth 9; the conventions first differ at depth 10, too deep for a test.
    assert.equal(lib.perft('reversi', 8), 390216);
    assert.equal(lib.perft('reversi', 8, { finished: 'leaf' }), 390216);
    assert.equal(lib.perft('connect4', 6), 117649);
    // Near the end they differ; each is the walk through the API in the same convention.
    const wipe = new Game('reversi');
    wipe.playMoves(WIPE_OUT);
    for (const depth of [1, 2, 3]) {
      for (const finished of ['ignore', 'leaf']) {
        assert.equal(wipe.perft(depth, { finished }), walk(wipe, depth, finished), `reversi depth ${depth} ${finished}`);
      }
    }
    assert.deepEqual([wipe.perft(2), wipe.perft(2, { finished: 'leaf' })], [22, 23], 'the wipe-out is one leaf more');
    assert.equal(wipe.perft(2), wipe.perft(2, { finished: 'ignore', duplicates: 'keep', threads: 0 }));
    const four = new Game('connect4');
    four.playMoves('112233');
    for (const depth of [1, 2, 3]) {
      for (const finished of ['ignore', 'leaf']) {
        assert.equal(four.perft(depth, { finished }), walk(four, depth, finished), `connect4 depth ${depth} ${finished}`);
      }
    }
    assert.ok(four.perft(3, { finished: 'leaf' }) > four.perft(3), 'a win at once counts as a leaf');
    const { fen } = { fen: wipe.fen() };
    assert.equal(lib.perft('reversi', 2, { fen, finished: 'leaf' }), 23);
    assert.throws(() => wipe.perft(2, { finished: 'all' }), lib.InvalidArgumentError);
    for (const g of [wipe, four]) g.free();
  });
}

test('damero/placement refuses the other families, naming the entry that has them', () => {
  for (const variant of ['english', 'chess']) {
    assert.throws(() => new placement.Game(variant), (e) => e instanceof all.UnknownVariantError && /damero\/(draughts|chess)/.test(e.message));
  }
  assert.deepEqual(placement.variants().map((v) => v.name), ['reversi', 'connect4']);
  assert.ok(all.variants().some((v) => v.family === 'placement'), 'damero has every family');
});
