// The JS shape of the API and bad input of every kind: wrong types, null-ish values, malformed
// strings, out-of-range numbers, a freed Game. Shared behaviour (rules, notation, fragments) is
// tested through conformance/ by conformance.test.mjs; this file tests what only JS has.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as vm from 'node:vm';

import init, * as damero from '../js/index.js';

const {
  Game, DameroError, InvalidNotationError, IllegalMoveError, AmbiguousMoveError, InvalidFenError,
  InvalidFragmentError, UnknownVariantError, InvalidOptionError, GameOverError, NothingToUndoError,
  NotClaimableError, NotAllowedError, InvalidArgumentError, HistoryFullError,
  InvalidGameFileError,
} = damero;

await init();

const ERROR_CLASSES = {
  invalid_notation: InvalidNotationError,
  illegal_move: IllegalMoveError,
  ambiguous_move: AmbiguousMoveError,
  invalid_fen: InvalidFenError,
  invalid_fragment: InvalidFragmentError,
  unknown_variant: UnknownVariantError,
  invalid_option: InvalidOptionError,
  game_over: GameOverError,
  nothing_to_undo: NothingToUndoError,
  not_claimable: NotClaimableError,
  not_allowed: NotAllowedError,
  invalid_argument: InvalidArgumentError,
  history_full: HistoryFullError,
  invalid_game_file: InvalidGameFileError,
};
// The variants the core lists, in order, as the shared suite states them.
const VARIANTS = JSON.parse(readFileSync(new URL('../../conformance/variants.json', import.meta.url), 'utf8'))
  .variants.map((v) => v.name);

const MODULE = fileURLToPath(new URL('../js/index.js', import.meta.url));

/** Runs a module script in a new Node process (a fresh, unloaded module) and returns its output. */
function fresh(script) {
  const code = `import * as damero from ${JSON.stringify(MODULE)};\n${script}`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8', maxBuffer: 1 << 28 }).trim();
}

function snapshot(game) {
  return JSON.stringify([game.fen(), game.history(), game.status(), game.toFragment(), game.options()]);
}

/** `action` must throw the subclass for `code` and leave `game` (if any) unchanged. */
function throwsCode(action, code, game = null) {
  const before = game && snapshot(game);
  assert.throws(action, (e) => {
    assert.ok(e instanceof ERROR_CLASSES[code], `expected ${ERROR_CLASSES[code].name}, got ${e?.name}: ${e?.message}`);
    assert.ok(e instanceof DameroError && e instanceof Error);
    assert.equal(e.code, code);
    assert.equal(typeof e.message, 'string');
    assert.ok(e.message.length > 0, 'the message says what was wrong');
    return true;
  });
  if (game) assert.equal(snapshot(game), before, 'the game changed after an error');
}

function throwsType(action, game = null) {
  const before = game && snapshot(game);
  assert.throws(action, TypeError);
  if (game) assert.equal(snapshot(game), before, 'the game changed after a TypeError');
}

// ---------------------------------------------------------------------------------------------
// Loading

test('init is idempotent and initSync after init does nothing', async () => {
  await init();
  await Promise.all([init(), init()]);
  damero.initSync();
  assert.deepEqual(damero.variants().map((v) => v.name), VARIANTS);
});

test('before init every entry point says to call init(), with an Error (not a string)', () => {
  const out = fresh(`
    const results = [];
    for (const f of [() => new damero.Game(), () => damero.perft('english', 1), () => damero.variants(),
                     () => damero.Game.fromFragment('v1/english'), () => damero.boardLayout('english')]) {
      try { f(); results.push('no error'); } catch (e) { results.push(e instanceof Error && /init\\(\\)/.test(e.message)); }
    }
    console.log(JSON.stringify(results));`);
  assert.deepEqual(JSON.parse(out), [true, true, true, true, true]);
});

test('initSync() reads the module from disk in Node; initSync(bytes) and init(bytes) work too', () => {
  assert.equal(fresh(`damero.initSync(); console.log(damero.perft('english', 4));`), '1469');
  const wasm = fileURLToPath(new URL('../pkg/damero_wasm_bg.wasm', import.meta.url));
  assert.equal(
    fresh(`import { readFileSync } from 'node:fs';
      damero.initSync(readFileSync(${JSON.stringify(wasm)})); console.log(new damero.Game().legalMoves().length);`),
    '7',
  );
  assert.equal(
    fresh(`import { readFileSync } from 'node:fs';
      const m = new WebAssembly.Module(readFileSync(${JSON.stringify(wasm)}));
      await damero.default(m); console.log(damero.perft('english', 3));`),
    '302',
  );
});

test('init() reads the module from disk in a Node without process.getBuiltinModule (before 20.16)', () => {
  const script = `delete process.getBuiltinModule; await damero.default(); console.log(damero.perft('english', 3));`;
  assert.equal(fresh(script), '302');
  // The minified module of the package too (dist/, what the exports map points to).
  const dist = fileURLToPath(new URL('../dist/index.js', import.meta.url));
  const code = `import * as damero from ${JSON.stringify(dist)};\n${script}`;
  assert.equal(execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' }).trim(), '302');
});

test('initSync() while init() is loading is refused, and init() then completes', () => {
  const out = fresh(`
    const pending = damero.default();
    let refused = false;
    try { damero.initSync(); } catch (e) { refused = e instanceof Error && /already loading/.test(e.message); }
    await pending;
    console.log(JSON.stringify([refused, damero.perft('english', 3)]));`);
  assert.deepEqual(JSON.parse(out), [true, 302]);
});

test('a failed init() can be retried', () => {
  const out = fresh(`
    let first;
    try { await damero.default(new Uint8Array([0, 97, 115, 109, 9, 9, 9, 9])); } catch (e) { first = e.constructor.name; }
    await damero.default();
    console.log(JSON.stringify([first, damero.variants()[0].name]));`);
  assert.deepEqual(JSON.parse(out), ['CompileError', 'english']);
});

test('JavaScript and a .wasm of different packed formats refuse to load, saying why', () => {
  // Copies of index.js, files.js and api.js with its parts, packed.js expecting another format,
  // next to the real glue.
  const dir = mkdtempSync(join(tmpdir(), 'damero-format-'));
  try {
    const glue = new URL('../pkg/damero_wasm.js', import.meta.url).href;
    const wasm = new URL('../pkg/damero_wasm_bg.wasm', import.meta.url).href;
    for (const name of ['api.js', 'errors.js', 'args.js', 'full.js', 'instance.js', 'packed.js', 'game.js', 'files.js']) {
      writeFileSync(join(dir, name), readFileSync(new URL(`../js/${name}`, import.meta.url), 'utf8'));
    }
    const packed = readFileSync(join(dir, 'packed.js'), 'utf8');
    assert.match(packed, /^const FORMAT = \d+;$/m);
    writeFileSync(join(dir, 'packed.js'), packed.replace(/^const FORMAT = \d+;$/m, 'const FORMAT = 999;'));
    const copy = readFileSync(MODULE, 'utf8')
      .replace("'../pkg/damero_wasm.js'", JSON.stringify(glue))
      .replace("new URL('../pkg/damero_wasm_bg.wasm', import.meta.url)", `new URL(${JSON.stringify(wasm)})`);
    const file = join(dir, 'index.js');
    writeFileSync(file, copy);
    const code = `import init, * as damero from ${JSON.stringify(pathToFileURL(file).href)};
      let message = null;
      try { await init(); } catch (e) { message = e.message; }
      let later = null;
      try { damero.variants(); } catch (e) { later = e.message; }
      console.log(JSON.stringify([message, later]));`;
    const [message, later] = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' }));
    assert.match(message, /reads packed format 999 but the WebAssembly module writes format \d+/);
    assert.match(later, /init\(\)/, 'nothing runs on a module of another format');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('version is the workspace version and the package version', () => {
  const cargo = readFileSync(new URL('../../Cargo.toml', import.meta.url), 'utf8');
  const workspaceVersion = /\[workspace\.package\][^[]*?version\s*=\s*"([^"]+)"/s.exec(cargo)[1];
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  assert.equal(damero.version(), workspaceVersion);
  assert.equal(pkg.version, workspaceVersion);
});

// ---------------------------------------------------------------------------------------------
// Errors

test("one DameroError subclass per code of the core's list (read from the module) and no other", () => {
  const codes = damero.errorCodes();
  assert.ok(codes.length > 0);
  // The subclasses the package exports, found by what they are rather than by a list here.
  const exported = Object.values(damero).filter((v) => typeof v === 'function' && v.prototype instanceof DameroError);
  assert.deepEqual(exported.map((cls) => cls.code).sort(), [...codes].sort(), 'exported subclasses vs the core');
  for (const code of codes) {
    const cls = exported.find((c) => c.code === code);
    assert.ok(cls, `no DameroError subclass for the core's code ${code}`);
    assert.equal(cls.name, code.split('_').map((w) => w[0].toUpperCase() + w.slice(1)).join('') + 'Error');
    assert.equal(ERROR_CLASSES[code], cls, `this test's table lacks ${code}`);
  }
  assert.equal(Object.keys(ERROR_CLASSES).length, codes.length);
});

test('one DameroError subclass per shared code, each with its code and name', () => {
  for (const [code, cls] of Object.entries(ERROR_CLASSES)) {
    const e = new cls('why');
    assert.ok(e instanceof DameroError && e instanceof Error);
    assert.equal(e.code, code);
    assert.equal(cls.code, code);
    assert.equal(e.name, cls.name);
    assert.equal(e.message, 'why');
    assert.match(String(e), new RegExp(`^${cls.name}: why$`));
  }
  const other = new DameroError('later', { code: 'checkmate_pending' });
  assert.equal(other.code, 'checkmate_pending');
  assert.equal(new Set(Object.values(ERROR_CLASSES)).size, damero.errorCodes().length);
});

test('errors from the core arrive as their subclass with the core message', () => {
  const game = new Game();
  throwsCode(() => game.play('11-18'), 'illegal_move', game);
  throwsCode(() => game.play('banana'), 'invalid_notation', game);
  throwsCode(() => game.undo(), 'nothing_to_undo', game);
  throwsCode(() => game.agreeDraw(), 'not_allowed', game);
  throwsCode(() => game.claimDraw(), 'not_claimable', game);
  throwsCode(() => new Game('checkers'), 'unknown_variant');
  throwsCode(() => new Game('english', { capture: 'sometimes' }), 'invalid_option');
  throwsCode(() => Game.fromFen('english', 'B:W33:B1'), 'invalid_fen');
  throwsCode(() => Game.fromFragment('v1/english/m:11-15,11-15'), 'invalid_fragment');
  try {
    game.play('11-18');
  } catch (e) {
    assert.match(e.message, /11-18/);
  }
  game.resign('black');
  throwsCode(() => game.play('11-15'), 'game_over', game);
  game.free();
  const amb = Game.fromFen('english', 'B:W6,7,14,15,32:B2');
  throwsCode(() => amb.play('2x18'), 'ambiguous_move', amb);
  throwsCode(() => amb.play([2, 18]), 'ambiguous_move', amb);
  assert.equal(amb.play([2, 11]).notation, '2x11x18');
});

// ---------------------------------------------------------------------------------------------
// Values are plain objects

test('moves, statuses, pieces and layouts are plain data; what the game keeps is frozen', () => {
  const game = new Game();
  const isPlain = (v) => Object.getPrototypeOf(v) === Object.prototype;
  const moves = game.legalMoves();
  assert.equal(moves.length, 7);
  for (const m of moves) {
    assert.ok(isPlain(m));
    assert.deepEqual(Object.keys(m), ['kind', 'notation', 'long', 'path', 'from', 'to', 'target', 'captures', 'promotion']);
    assert.equal(m.kind, 'travel');
    assert.deepEqual([m.from, m.to, m.target], [m.path[0], m.path[1], m.path[1]]);
    assert.equal(m.long, m.notation);
    assert.equal(m.promotion, null);
    assert.ok(Array.isArray(m.path) && Array.isArray(m.captures));
    assert.deepEqual(JSON.parse(JSON.stringify(m)), m);
    assert.ok(Object.isFrozen(m) && Object.isFrozen(m.path) && Object.isFrozen(m.captures));
  }
  assert.ok(Object.isFrozen(moves));
  const status = game.status();
  assert.ok(isPlain(status));
  assert.deepEqual(Object.keys(status), [
    'state', 'winner', 'reason', 'turn', 'mustCapture', 'mustPass', 'repetitions', 'reversiblePlies',
    'endgamePlies', 'claimable', 'warnings', 'inCheck', 'checkers', 'checkedKing', 'score',
    'winningLine', 'moveNumber',
  ]);
  assert.equal(status.endgamePlies, 0);
  assert.deepEqual(status.checkers, []);
  assert.deepEqual([status.mustPass, status.checkedKing, status.score, status.winningLine, status.moveNumber], [false, null, null, [], 1]);
  assert.ok(Object.isFrozen(status.winningLine));
  assert.ok(Object.isFrozen(status) && Object.isFrozen(status.mustCapture) && Object.isFrozen(status.claimable));
  // Modules are strict: changing a kept value throws, and the game answers as before.
  assert.throws(() => moves[0].path.push(99), TypeError);
  assert.throws(() => { moves[0].notation = 'mutated'; }, TypeError);
  assert.throws(() => { moves.length = 0; }, TypeError);
  assert.throws(() => { status.turn = 'white'; }, TypeError);
  assert.equal(game.legalMoves()[0].notation, '9-13');
  assert.deepEqual(game.legalMoves()[0].path, [9, 13]);
  assert.equal(game.status().turn, 'black');
  // A copy is the caller's to change.
  const mine = structuredClone(moves[0]);
  mine.path.push(99);
  assert.deepEqual(game.legalMoves()[0].path, [9, 13]);
  const board = game.board();
  assert.equal(board.length, 32);
  assert.throws(() => { board[0].side = 'white'; }, TypeError);
  board[0] = null; // the array is the caller's
  assert.deepEqual(game.pieceAt(1), { side: 'black', role: 'man' });
  assert.equal(game.pieceAt(16), null);
  assert.deepEqual(game.pieceAt(32), { side: 'white', role: 'man' });
  board.forEach((p, i) => i > 0 && assert.deepEqual(p, game.pieceAt(i + 1)));
  const history = game.history();
  history.push(moves[0]);
  assert.deepEqual(game.history(), []);
  const layout = damero.boardLayout('english');
  assert.equal(layout.rows, 8);
  assert.equal(layout.columns, 8);
  assert.equal(layout.squares.length, 32);
  assert.deepEqual(layout.squares[0], { square: 1, row: 0, column: 1 });
  assert.deepEqual(layout.squares[31], { square: 32, row: 7, column: 6 });
  // The game's own board: frozen, the same object every time, with every square named.
  const geometry = game.geometry();
  assert.equal(game.geometry(), geometry);
  assert.ok(Object.isFrozen(geometry) && Object.isFrozen(geometry.cells) && Object.isFrozen(geometry.cells[0]));
  assert.deepEqual(Object.keys(geometry), [
    'rows', 'columns', 'squares', 'firstSquare', 'lastSquare', 'numbering', 'labels', 'shading', 'drops', 'cells',
  ]);
  assert.deepEqual({ ...geometry, cells: undefined }, {
    rows: 8, columns: 8, squares: 32, firstSquare: 1, lastSquare: 32, numbering: 'pdn', labels: 'every',
    shading: 'diagonal', drops: false, cells: undefined,
  });
  assert.deepEqual(geometry.cells.map(({ square, row, column }) => ({ square, row, column })), layout.squares);
  assert.deepEqual([geometry.cells[0].name, geometry.cells[31].name], ['b8', 'g1']);
  assert.throws(() => { geometry.rows = 10; }, TypeError);
  game.free();
});

test('legalMoves() and status() are kept until the position changes, and every change renews them', () => {
  const game = new Game('english', 'repetition=claim3');
  const fresh = (g) => Game.fromFragment(g.toFragment()); // a game that has asked nothing yet
  const same = (g) => {
    const other = fresh(g);
    assert.deepEqual(g.legalMoves(), other.legalMoves());
    assert.deepEqual(g.status(), other.status());
    assert.deepEqual(g.history(), other.history());
    other.free();
  };
  const moves = game.legalMoves();
  const status = game.status();
  assert.equal(game.legalMoves(), moves, 'the same list while the position is unchanged');
  assert.equal(game.status(), status);
  // Failed calls change nothing, and the kept answers stay.
  assert.throws(() => game.play('11-18'), IllegalMoveError);
  assert.throws(() => game.undo(), NothingToUndoError);
  assert.equal(game.legalMoves(), moves);
  const played = game.play(moves[4]);
  assert.equal(played, moves[4], 'a move of the kept list comes back as it is');
  assert.notEqual(game.legalMoves(), moves);
  assert.equal(game.status().turn, 'white');
  same(game);
  assert.equal(game.undo(), played);
  assert.equal(game.legalMoves(), moves, 'undo brings back what was known before the move');
  assert.equal(game.status(), status);
  same(game);
  game.play('11-15');
  game.play('23-19');
  same(game);
  const before = game.status();
  game.agreeDraw();
  assert.deepEqual(game.legalMoves(), []);
  assert.equal(game.status().reason, 'agreement');
  same(game);
  assert.equal(game.undo(), null);
  assert.equal(game.status(), before);
  game.resign('white');
  assert.equal(game.status().winner, 'black');
  assert.deepEqual(game.legalMoves(), []);
  same(game);
  game.undo();
  assert.equal(game.status().state, 'ongoing');
  same(game);
  // Claims: a repetition claimed after the third occurrence, and with the move that makes it.
  const kings = Game.fromFen('english', 'B:WK32:BK1', 'repetition=claim3');
  for (const m of ['1-6', '32-27', '6-1', '27-32', '1-6', '32-27', '6-1', '27-32']) kings.play(m);
  assert.deepEqual(kings.status().claimable, ['repetition']);
  assert.equal(kings.claimDraw(), 'repetition');
  assert.equal(kings.status().reason, 'repetition');
  assert.deepEqual(kings.legalMoves(), []);
  same(kings);
  kings.undo();
  kings.undo();
  assert.deepEqual(kings.status().claimable, [], 'after 6-1 the third occurrence is one move away');
  const claim = kings.playAndClaim('27-32');
  assert.equal(claim.move.notation, '27-32');
  assert.equal(claim.claimed, 'repetition');
  assert.equal(kings.status().reason, 'repetition');
  same(kings);
  assert.equal(kings.undo(), null, 'the claim goes first');
  assert.equal(kings.undo().notation, '27-32', 'then the move');
  assert.equal(kings.history().length, 7);
  same(kings);
  // A clone has its own memory and the same answers.
  const copy = kings.clone();
  copy.play('27-32');
  assert.equal(kings.history().length, 7);
  same(copy);
  same(kings);
  for (const g of [game, kings, copy]) g.free();
});

test('playAndClaim takes text, a move object and a path, and changes nothing when it cannot claim', () => {
  const setup = () => {
    const g = Game.fromFen('english', 'B:WK32:BK1', { repetition: 'claim3' });
    for (const m of ['1-6', '32-27', '6-1', '27-32', '1-6', '32-27', '6-1']) g.play(m);
    return g;
  };
  const forms = [
    (g) => '27-32',
    (g) => g.legalMoves().find((m) => m.notation === '27-32'),
    (g) => [27, 32],
    (g) => ({ path: [27, 32] }),
  ];
  for (const form of forms) {
    for (const claim of [undefined, null, 'repetition']) {
      const g = setup();
      const result = g.playAndClaim(form(g), claim);
      assert.deepEqual(Object.keys(result), ['move', 'claimed']);
      assert.ok(Object.isFrozen(result));
      assert.equal(result.move.notation, '27-32');
      assert.equal(result.claimed, 'repetition');
      assert.equal(g.status().reason, 'repetition');
      assert.equal(g.end(), 'claim-repetition');
      assert.match(g.toFragment(), /\/e:claim-repetition$/);
      g.free();
    }
  }
  const g = setup();
  // No draw after 27-23, or not the draw named: refused, the move is not played.
  throwsCode(() => g.playAndClaim('27-23'), 'not_claimable', g);
  throwsCode(() => g.playAndClaim([27, 23]), 'not_claimable', g);
  throwsCode(() => g.playAndClaim('27-32', 'move_limit'), 'not_claimable', g);
  assert.throws(() => g.playAndClaim('27-23'), { message: /^after 27-23: / });
  throwsCode(() => g.playAndClaim('28-32'), 'illegal_move', g);
  throwsCode(() => g.playAndClaim('banana'), 'invalid_notation', g);
  throwsCode(() => g.playAndClaim([]), 'invalid_argument', g);
  throwsCode(() => g.playAndClaim({ path: [27] }), 'invalid_argument', g);
  throwsCode(() => g.playAndClaim('27-32', 'stalemate'), 'invalid_argument', g);
  for (const bad of [5, null, undefined, {}, new Map(), [27, '32']]) throwsType(() => g.playAndClaim(bad), g);
  for (const bad of [5, true, {}, ['repetition']]) throwsType(() => g.playAndClaim('27-32', bad), g);
  g.free();
  // Where the options make the draw automatic there is nothing to claim.
  const auto = Game.fromFen('english', 'B:WK32:BK1', { repetition: 'auto3' });
  for (const m of ['1-6', '32-27', '6-1', '27-32', '1-6', '32-27', '6-1']) auto.play(m);
  throwsCode(() => auto.playAndClaim('27-32'), 'not_claimable', auto);
  auto.free();
});

test('a game at the core limit of moves refuses the next with HistoryFullError, and its fragment reads back', () => {
  const { maxHistory, maxFragmentLength } = damero.limits();
  assert.ok(Number.isInteger(maxHistory) && maxHistory > 100);
  const game = Game.fromFen('english', 'B:WK32:BK1');
  const cycle = ['1-6', '32-27', '6-1', '27-32'];
  for (let i = 0; i < maxHistory; i++) game.play(cycle[i % 4]);
  assert.equal(game.history().length, maxHistory);
  assert.equal(game.status().state, 'ongoing', 'English default options count repetitions and play on');
  throwsCode(() => game.play(cycle[maxHistory % 4]), 'history_full', game);
  throwsCode(() => game.play(game.legalMoves()[0]), 'history_full', game);
  throwsCode(() => game.play([1, 6]), 'history_full', game);
  assert.throws(() => game.play('1-6'), { message: new RegExp(`${maxHistory}`) });
  const fragment = game.toFragment();
  assert.ok(fragment.length <= maxFragmentLength, `${fragment.length} > ${maxFragmentLength}`);
  const again = Game.fromFragment(fragment);
  assert.equal(again.history().length, maxHistory);
  assert.equal(again.toFragment(), fragment);
  assert.equal(again.fen(), game.fen());
  assert.deepEqual(again.status(), game.status());
  throwsCode(() => again.play('1-6'), 'history_full', again);
  // Undo makes room for one move again.
  again.undo();
  assert.equal(again.play(cycle[(maxHistory - 1) % 4]).notation, cycle[(maxHistory - 1) % 4]);
  // Events still fit: a draw by agreement at the limit reads back too.
  game.agreeDraw();
  const agreed = Game.fromFragment(game.toFragment());
  assert.equal(agreed.status().reason, 'agreement');
  assert.ok(game.toFragment().length <= maxFragmentLength);
  for (const g of [game, again, agreed]) g.free();
});

test('play takes text, a move object, a path and a path prefix; undo gives the move or null', () => {
  const game = new Game();
  assert.equal(game.canUndo(), false);
  assert.equal(game.play('11-15').notation, '11-15');
  assert.equal(game.canUndo(), true);
  const reply = game.legalMoves().find((m) => m.notation === '23-19');
  assert.deepEqual(game.play(reply), reply);
  assert.equal(game.play([8, 11]).notation, '8-11');
  assert.deepEqual(game.play({ path: [22, 17] }).path, [22, 17]);
  assert.deepEqual(game.history().map((m) => m.notation), ['11-15', '23-19', '8-11', '22-17']);
  assert.equal(game.undo().notation, '22-17');
  game.play('22-17');
  game.agreeDraw();
  assert.equal(game.status().reason, 'agreement');
  assert.equal(game.canUndo(), true);
  assert.equal(game.undo(), null);
  assert.equal(game.status().state, 'ongoing');
  assert.equal(game.history().length, 4);
  game.free();
  // A jump chosen by its first landing is finished by the library.
  const jump = Game.fromFen('english', 'B:W18,27:B14');
  assert.deepEqual(jump.completions([14]).map((m) => m.notation), ['14x32']);
  assert.deepEqual(jump.completions([14, 23]).map((m) => m.path), [[14, 23, 32]]);
  assert.deepEqual(jump.completions([5]), []);
  assert.deepEqual(jump.completions([]).length, 1);
  throwsCode(() => jump.completions([1000]), 'invalid_argument', jump);
  // A move object names its whole path: a prefix of one is not a move.
  throwsCode(() => jump.play({ path: [14, 23] }), 'illegal_move', jump);
  throwsCode(() => jump.play({ ...jump.legalMoves()[0], path: [14, 23, 31] }), 'illegal_move', jump);
  const played = jump.play([14, 23]);
  assert.deepEqual(played, {
    kind: 'travel', notation: '14x32', long: '14x23x32', path: [14, 23, 32], from: 14, to: 32, target: 32,
    captures: [18, 27], promotion: 'king',
  });
  assert.equal(jump.status().state, 'win');
  jump.free();
});

test('options: objects, booleans and option text give the same game; options() lists every option', () => {
  const a = new Game('english', { repetition: 'auto3', agreement: false, resignation: true });
  const b = new Game('english', 'repetition=auto3,agreement=off');
  const c = new Game('english', { repetition: 'auto3', agreement: 'off', first: undefined });
  assert.deepEqual(a.options(), {
    first: 'black', capture: 'mandatory', repetition: 'auto3', move_limit: 'none', agreement: 'off', resignation: 'on',
  });
  assert.deepEqual(b.options(), a.options());
  assert.deepEqual(c.options(), a.options());
  assert.equal(a.toFragment(), 'v2/english/o:repetition=auto3,agreement=off');
  assert.deepEqual(new Game('english', {}).options(), new Game().options());
  assert.deepEqual(new Game('english', null).options(), new Game().options());
  assert.deepEqual(new Game('english', '').options(), new Game().options());
  const f = Game.fromFen('english', 'W:W18:B14', { capture: 'optional' });
  assert.equal(f.options().capture, 'optional');
  assert.equal(f.status().turn, 'white');
  for (const g of [a, b, c, f]) g.free();
});

test('claimDraw, resign, variant, toString, clone, perft', () => {
  const game = Game.fromFen('english', 'B:WK32:BK1', { repetition: 'claim2' });
  for (const m of ['1-5', '32-27', '5-1', '27-32']) game.play(m);
  assert.deepEqual(game.status().claimable, ['repetition']);
  const copy = game.clone();
  assert.equal(game.claimDraw('repetition'), 'repetition');
  assert.equal(game.status().reason, 'repetition');
  assert.equal(copy.status().state, 'ongoing');
  assert.equal(copy.claimDraw(null), 'repetition');
  copy.undo();
  assert.equal(copy.claimDraw(), 'repetition');
  copy.free();
  game.free();

  const g = new Game();
  assert.equal(g.variant, 'english');
  assert.throws(() => {
    g.variant = 'chess';
  }, TypeError);
  assert.equal(g.variant, 'english');
  g.resign('white');
  assert.deepEqual([g.status().state, g.status().winner], ['win', 'black']);
  const text = g.toString();
  assert.equal(text.split('\n').filter(Boolean).length, 8);
  assert.equal(`${g}`, text);
  assert.equal(g.perft(3), 302);
  assert.equal(g.perft(3, { duplicates: 'drop' }), damero.perft('english', 3, { duplicates: 'drop' }));
  assert.equal(damero.perft('english', 0), 1);
  assert.equal(damero.perft('english', 2, { fen: null }), 49);
  assert.equal(damero.perft('english', 1, { fen: 'B:W18,27:B14' }), 1);
  assert.equal(g.perft(3, { finished: 'ignore' }), 302);
  g.free();
});

test('perft hash: 0 counts as without it; this WebAssembly build has no table, and says so', () => {
  const g = new Game('english');
  // English perft(5) = 7,361 (Aart Bik, "Perft for Checkers").
  assert.equal(g.perft(5, { hash: 0 }), 7361);
  assert.equal(g.perft(5, { hash: null }), g.perft(5));
  assert.equal(damero.perft('english', 5, { hash: 0, threads: 2 }), 7361);
  for (const mb of [1, 16, 65536]) {
    assert.throws(() => damero.perft('english', 5, { hash: mb }),
      (e) => e instanceof InvalidArgumentError && /WebAssembly build/.test(e.message) && e.message.includes(`hash ${mb}`));
    assert.throws(() => g.perft(5, { hash: mb }), (e) => e instanceof InvalidArgumentError && /transposition table/.test(e.message));
  }
  for (const v of [-1, 1.5, NaN]) assert.throws(() => g.perft(2, { hash: v }), InvalidArgumentError);
  for (const v of ['1', true, 1n, {}]) throwsType(() => damero.perft('english', 2, { hash: v }));
  g.free();
});

test('playMoves plays a whole transcript, all or nothing; moveNumber numbers every ply', () => {
  const game = new Game();
  const moves = game.playMoves('11-15 23-19, 8-11');
  assert.deepEqual(moves.map((m) => m.notation), ['11-15', '23-19', '8-11']);
  assert.ok(Object.isFrozen(moves) && moves.every((m) => Object.isFrozen(m)));
  assert.deepEqual(game.history(), moves);
  assert.equal(game.status().turn, 'white');
  // A failed move anywhere leaves the game as it was, and the core's message says which.
  throwsCode(() => game.playMoves('22-17 99-98'), 'invalid_notation', game);
  assert.throws(() => game.playMoves('22-17 12-8'), { message: /^move 2/ });
  throwsCode(() => game.playMoves('22-17 12-8'), 'illegal_move', game);
  // Undo after several moves takes back one, with fresh answers.
  assert.equal(game.undo().notation, '8-11');
  assert.equal(game.status().turn, 'black');
  assert.deepEqual(game.legalMoves(), Game.fromFragment(game.toFragment()).legalMoves());
  assert.equal(game.playMoves('8-11').length, 1);
  // A game read from a fragment keeps its history through playMoves too.
  const read = Game.fromFragment(game.toFragment());
  read.playMoves('22-17 15-18');
  assert.deepEqual(read.history().map((m) => m.notation), ['11-15', '23-19', '8-11', '22-17', '15-18']);
  // Move numbers: Black leads each row in English; one number per ply, and the next move's.
  assert.deepEqual([0, 1, 2, 3, 4, 5, 6].map((p) => read.moveNumber(p)), [1, 1, 2, 2, 3, 3, null]);
  assert.equal(read.status().moveNumber, read.moveNumber(read.history().length));
  assert.equal(read.ply(), 5);
  read.undo();
  assert.equal(read.ply(), 4);
  assert.equal(new Game().ply(), 0);
  const chess = Game.fromFen('chess', '4k3/8/8/8/8/8/8/R3K3 b - - 0 30');
  chess.playMoves('Kd7 Kd2');
  assert.deepEqual([0, 1, 2, 3].map((p) => chess.moveNumber(p)), [30, 31, 31, null]);
  assert.equal(chess.status().moveNumber, 31);
  for (const g of [game, read, chess]) g.free();
});

// ---------------------------------------------------------------------------------------------
// Bad input

test('wrong argument types throw TypeError and change nothing', () => {
  const game = new Game();
  game.play('11-15');
  for (const v of [undefined, null, 5, true, {}, { path: 'x' }, { notation: '23-19' }, Symbol('m'), () => 1, 10n]) {
    throwsType(() => game.play(v), game);
  }
  for (const v of [['22', '18'], [null, 18], [undefined], [{}], [22n, 18n]]) throwsType(() => game.play(v), game);
  for (const v of [null, 5, '22', { 0: 22 }]) throwsType(() => game.completions(v), game);
  for (const v of [undefined, null, '1', [1]]) throwsType(() => game.pieceAt(v), game);
  for (const v of [undefined, null, 0, true]) throwsType(() => game.resign(v), game);
  for (const v of [0, true, {}, ['repetition']]) throwsType(() => game.claimDraw(v), game);
  for (const v of [undefined, null, '3', 3n]) throwsType(() => game.perft(v), game);
  throwsType(() => game.perft(1, 'drop'), game);
  throwsType(() => game.perft(1, { duplicates: 1 }), game);
  throwsType(() => game.perft(1, { finished: true }), game);
  for (const v of [undefined, null, 5, ['11-15'], { text: '11-15' }]) throwsType(() => game.playMoves(v), game);
  for (const v of [undefined, null, '1', [1], 1n]) throwsType(() => game.moveNumber(v), game);

  for (const v of [null, 5, {}, ['english']]) throwsType(() => new Game(v));
  for (const v of [5, true, ['capture=optional'], () => 1]) throwsType(() => new Game('english', v));
  for (const v of [5, null, [], {}]) throwsType(() => new Game('english', { repetition: v }));
  for (const v of [undefined, null, 5, {}]) {
    throwsType(() => Game.fromFen('english', v));
    throwsType(() => Game.fromFen(v, 'B:W18:B14'));
    throwsType(() => Game.fromFragment(v));
    throwsType(() => damero.boardLayout(v));
  }
  throwsType(() => damero.perft(undefined, 1));
  throwsType(() => damero.perft('english', '1'));
  throwsType(() => damero.perft('english', 1, { fen: 5 }));
  throwsType(() => damero.perft('english', 1, 'keep'));
  // Messages name the argument and what it got, briefly.
  assert.throws(() => damero.perft('english', 'x'.repeat(100_000)), (e) => e instanceof TypeError
    && e.message.startsWith('depth must be a number, got string "xxx') && e.message.length < 100);
  assert.throws(() => game.play(() => 1), { name: 'TypeError', message: /got a function$/ });
  game.free();
});

test('options and move objects must be plain objects: a Map, a Date, a class or inherited keys are TypeError', () => {
  class Options {
    constructor() { this.repetition = 'auto3'; }
  }
  const inherited = Object.create({ repetition: 'auto3' });
  const withSymbol = { repetition: 'auto3', [Symbol('x')]: 'on' };
  const bad = [new Map([['repetition', 'auto3']]), new Date(0), inherited, new Options(), new String('repetition=auto3'),
    /repetition=auto3/, new Set(['repetition']), withSymbol, Promise.resolve(), new Uint8Array(2)];
  for (const options of bad) {
    throwsType(() => new Game('english', options));
    throwsType(() => Game.fromFen('english', 'B:W18:B14', options));
  }
  assert.throws(() => new Game('english', new Map()), { name: 'TypeError', message: /options must be a plain object .*got a Map$/ });
  assert.throws(() => new Game('english', inherited), { name: 'TypeError', message: /got an object that inherits from another object$/ });
  // Keys inherited by a plain object (through a prototype that has none of its own) are refused too.
  const sneaky = Object.create(Object.create(null, { repetition: { value: 'auto3', enumerable: true } }));
  assert.throws(() => new Game('english', sneaky), { name: 'TypeError', message: /repetition is inherited/ });
  // Plain objects from anywhere are fine: a literal, JSON, Object.create(null), another realm.
  const bare = Object.assign(Object.create(null), { repetition: 'auto3' });
  const json = JSON.parse('{"repetition": "auto3"}');
  const { runInNewContext } = await_vm();
  const foreign = runInNewContext('({repetition: "auto3"})');
  for (const options of [bare, json, foreign, { repetition: 'auto3' }]) {
    const g = new Game('english', options);
    assert.equal(g.options().repetition, 'auto3');
    g.free();
  }
  const game = new Game();
  for (const move of [new Map([['path', [11, 15]]]), Object.create({ path: [11, 15] }), new Date(), new (class { constructor() { this.path = [11, 15]; } })()]) {
    throwsType(() => game.play(move), game);
    throwsType(() => game.playAndClaim(move), game);
  }
  assert.equal(game.play(Object.assign(Object.create(null), { path: [11, 15] })).notation, '11-15');
  // Perft options: plain, known keys only, threads a whole number or null.
  for (const opts of [new Map(), new Date(), Object.create({ duplicates: 'drop' }), 'drop', { duplicate: 'drop' }, { depth: 3 },
    { threads: '2' }, { threads: true }, { fen: 5 }]) {
    throwsType(() => damero.perft('english', 2, opts));
  }
  throwsType(() => game.perft(2, { fen: 'B:W18:B14' }), game);
  throwsType(() => game.perft(2, new Map()), game);
  for (const threads of [-1, 1.5, NaN, 2 ** 20]) throwsCode(() => damero.perft('english', 2, { threads }), 'invalid_argument');
  game.free();
});

function await_vm() {
  return vm;
}

test('play({path: []}) and play([]) are the same InvalidArgumentError (the core rule for paths)', () => {
  const game = new Game();
  for (const path of [[], [11], new Array(33).fill(11)]) {
    throwsCode(() => game.play(path), 'invalid_argument', game);
    throwsCode(() => game.play({ path }), 'invalid_argument', game);
    const a = (() => { try { game.play(path); } catch (e) { return e.message; } })();
    const b = (() => { try { game.play({ path }); } catch (e) { return e.message; } })();
    assert.equal(a, b, 'one message for both');
  }
  throwsCode(() => game.play({ path: [11, 33] }), 'invalid_argument', game);
  throwsCode(() => game.play({ path: [11, 16.5] }), 'invalid_argument', game);
  throwsType(() => game.play({ path: [11, '15'] }), game);
  throwsType(() => game.play({ path: 'x' }), game);
  game.free();
});

test('perft: threads is accepted everywhere and counts the same on the one thread WebAssembly has here', () => {
  assert.equal(damero.perftThreads(), 1);
  assert.equal(damero.perftThreads(0), 1);
  assert.equal(damero.perftThreads(null), 1);
  assert.equal(damero.perftThreads(8), 1);
  throwsType(() => damero.perftThreads('2'));
  const one = damero.perft('english', 6);
  for (const threads of [undefined, null, 0, 1, 2, 64]) {
    assert.equal(damero.perft('english', 6, { threads }), one);
    assert.equal(damero.perft('international', 4, { threads, duplicates: 'drop' }), damero.perft('international', 4, { duplicates: 'drop' }));
  }
  const game = new Game('chess');
  assert.equal(game.perft(3, { threads: 0 }), 8902);
  assert.equal(damero.perft('chess', 3, { threads: 2 }), 8902);
  game.free();
});

test('numbers out of range are InvalidArgumentError', () => {
  const game = new Game();
  for (const v of [0, 33, -1, 1.5, NaN, Infinity, 2 ** 40, 40000, 70000]) throwsCode(() => game.pieceAt(v), 'invalid_argument', game);
  // Squares are checked by the core (Variant::check_square), which names the variant's range.
  assert.throws(() => game.pieceAt(0), { message: 'there is no square 0 in english (squares are 1-32)' });
  for (const prefix of [[40000], [70000], [0], [11, 33], [-1]]) throwsCode(() => game.completions(prefix), 'invalid_argument', game);
  assert.throws(() => game.completions([70000]), { message: /there is no square 70000 in english/ });
  for (const path of [[], [22], [0, 18], [22, 33], [1.5, 2], [-22, 18], [NaN, 18], [2 ** 32 + 22, 18], [300, 1]]) {
    throwsCode(() => game.play(path), 'invalid_argument', game);
  }
  throwsCode(() => game.resign('purple'), 'invalid_argument', game);
  throwsCode(() => game.resign('Black'), 'invalid_argument', game);
  throwsCode(() => game.claimDraw('stalemate'), 'invalid_argument', game);
  // The core's message lists the draw kinds.
  assert.throws(() => game.claimDraw('stalemate'), { message: /repetition, move_limit, endgame/ });
  for (const d of [-1, 1.5, NaN, Infinity, 2 ** 32, 65]) {
    throwsCode(() => game.perft(d), 'invalid_argument', game);
    throwsCode(() => damero.perft('english', d), 'invalid_argument');
  }
  throwsCode(() => game.perft(1, { duplicates: 'both' }), 'invalid_argument', game);
  throwsCode(() => damero.perft('english', 1, { duplicates: '' }), 'invalid_argument');
  throwsCode(() => game.perft(1, { finished: 'both' }), 'invalid_argument', game);
  throwsCode(() => damero.perft('english', 1, { finished: 'Leaf' }), 'invalid_argument');
  // Only placement games count a finished game as a leaf; the core refuses it elsewhere.
  throwsCode(() => game.perft(1, { finished: 'leaf' }), 'invalid_argument', game);
  throwsCode(() => damero.perft('chess', 1, { finished: 'leaf' }), 'invalid_argument');
  for (const ply of [-1, 1.5, NaN, Infinity, 2 ** 32]) throwsCode(() => game.moveNumber(ply), 'invalid_argument', game);
  assert.equal(game.moveNumber(2 ** 32 - 1), null);
  game.free();
});

const MALFORMED = [
  '', ' ', '\t', '\n', '\0', '11-15\0', '\u0000\u0000\u0000', '11-15 ', ' 11-15', '11-15\n', '11 - 15', '11--15',
  '11-15-', '-11-15', '11x', 'x11', '-', 'x', '11', '11-', '1115', '11_15', '11–15', '１１-１５', '11-015', '011-15',
  '0-4', '99-100', '99999999999999999999-1', '11-15x19-', '\uD800', '\uDFFF11-15', '🙂', '11-🙂', 'e2e4', 'Nf3',
  'O-O', '%', '#', '<script>', '11-15,23-19', 'null', 'undefined', '[object Object]', 'a'.repeat(1_000_000),
  '1-'.repeat(100_000) + '1',
];

test('malformed move text of every kind is a DameroError and changes nothing', () => {
  const game = new Game();
  game.play('11-15');
  for (const text of MALFORMED) {
    for (const [i, play] of [(t) => game.play(t), (t) => game.playMoves(t), (t) => game.playMoves(`23-19 ${t}`)].entries()) {
      const before = snapshot(game);
      if (i > 0 && /^[\s,]*$/.test(text)) {
        // Separators alone in a transcript: nothing more is played (or the core refuses them).
        let played = [];
        try { played = play(text); } catch (e) { assert.ok(e instanceof DameroError); }
        assert.ok(played.length <= 1 && played.every((m) => i === 2 && m.notation === '23-19'), JSON.stringify(text));
        for (const _ of played) game.undo();
        assert.equal(snapshot(game), before);
        continue;
      }
      // A transcript past the core's moves_text limit is refused whole, as an argument.
      const codes = i > 0 && text.length > damero.limits().movesText ? ['invalid_argument'] : ['invalid_notation', 'illegal_move', 'ambiguous_move'];
      assert.throws(
        () => play(text),
        (e) => e instanceof DameroError && codes.includes(e.code),
        JSON.stringify(text.slice(0, 40)),
      );
      assert.equal(snapshot(game), before);
    }
  }
  game.free();
});

test('malformed variants, FENs, fragments and option text are typed errors', () => {
  for (const text of [...MALFORMED, 'English', 'english ', 'ENGLISH', 'english\0']) {
    throwsCode(() => new Game(text), 'unknown_variant');
    throwsCode(() => damero.perft(text, 1), 'unknown_variant');
    throwsCode(() => damero.boardLayout(text), 'unknown_variant');
  }
  for (const text of MALFORMED) {
    throwsCode(() => Game.fromFen('english', text), 'invalid_fen');
    throwsCode(() => damero.perft('english', 1, { fen: text }), 'invalid_fen');
    throwsCode(() => Game.fromFragment(text), 'invalid_fragment');
    if (text !== '11-15,23-19') throwsCode(() => Game.fromFragment(`v1/english/m:${text}`), 'invalid_fragment');
    throwsCode(() => Game.fromFragment(`v1/english/s:${text}`), 'invalid_fragment');
    throwsCode(() => Game.fromFragment(`v1/english/o:${text}`), 'invalid_fragment');
    throwsCode(() => new Game('english', { capture: text }), 'invalid_option');
    throwsCode(() => new Game('english', { [text]: 'on' }), 'invalid_option');
    if (text !== '') throwsCode(() => new Game('english', text), 'invalid_option');
  }
  throwsCode(() => new Game('english', { capture: true }), 'invalid_option');
  throwsCode(() => new Game('english', { repetition: true }), 'invalid_option');
  // A boolean is the text "on" or "off", whatever the key.
  assert.equal(new Game('english', { repetition: false }).options().repetition, 'off');
  throwsCode(() => new Game('english', 'capture=optional,capture=optional'), 'invalid_option');
  throwsCode(() => new Game('english', { ['capture=optional,first']: 'white' }), 'invalid_option');
  throwsCode(() => new Game('english', { capture: 'optional,first=white' }), 'invalid_option');
});

test('a freed Game throws InvalidArgumentError from every method; free twice is harmless', () => {
  const game = new Game();
  game.play('11-15');
  game.free();
  game.free();
  game[Symbol.dispose]();
  const calls = {
    options: () => game.options(), legalMoves: () => game.legalMoves(), completions: () => game.completions([11]),
    play: () => game.play('23-19'), playPath: () => game.play([23, 19]), undo: () => game.undo(),
    history: () => game.history(), status: () => game.status(), fen: () => game.fen(),
    startFen: () => game.startFen(), board: () => game.board(), pieceAt: () => game.pieceAt(1),
    agreeDraw: () => game.agreeDraw(), resign: () => game.resign('black'), claimDraw: () => game.claimDraw(),
    toFragment: () => game.toFragment(), perft: () => game.perft(1), clone: () => game.clone(),
    canUndo: () => game.canUndo(), playMove: () => game.play({ path: [23, 19] }),
    playMoves: () => game.playMoves('23-19'), geometry: () => game.geometry(), moveNumber: () => game.moveNumber(0),
  };
  for (const [name, call] of Object.entries(calls)) {
    assert.throws(call, (e) => e instanceof InvalidArgumentError && /freed/.test(e.message), name);
  }
  assert.equal(game.variant, 'english');
  assert.equal(String(game), 'Game(freed)');
  // Symbol.dispose frees, as `using` would.
  const other = new Game();
  other[Symbol.dispose]();
  assert.throws(() => other.fen(), InvalidArgumentError);
});

test('many games can be made and freed', () => {
  for (let i = 0; i < 2000; i++) {
    const g = Game.fromFragment('v2/english/m:11-15,23-19,8-11,22-17');
    assert.equal(g.history().length, 4);
    g.free();
  }
});

// ---------------------------------------------------------------------------------------------
// Random games through the binding

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return s / 2 ** 32;
  };
}

test('random games: moves from legalMoves play, undo restores, fragments read back', () => {
  const random = rng(20261129);
  for (let n = 0; n < 12; n++) {
    const game = new Game('english', n % 2 ? { capture: 'optional' } : { repetition: 'auto3', move_limit: 'auto40m' });
    for (let ply = 0; ply < 150; ply++) {
      const moves = game.legalMoves();
      const status = game.status();
      if (moves.length === 0) {
        assert.notEqual(status.state, 'ongoing');
        throwsCode(() => game.play('11-15'), 'game_over', game);
        break;
      }
      assert.equal(status.state, 'ongoing');
      for (const sq of status.mustCapture) assert.ok(moves.some((m) => m.from === sq && m.captures.length > 0));
      const move = moves[Math.floor(random() * moves.length)];
      assert.deepEqual(game.completions(move.path), moves.filter((m) => m.path.join() === move.path.join()));
      const before = snapshot(game);
      assert.deepEqual(game.play(move), move);
      if (random() < 0.1) {
        assert.deepEqual(game.undo(), move);
        assert.equal(snapshot(game), before);
        game.play(move.notation);
      }
      const again = Game.fromFragment(`#${game.toFragment()}`);
      assert.equal(snapshot(again), snapshot(game));
      again.free();
    }
    game.free();
  }
});

test('moves sent by slot number are the moves a fresh module sends in full, in every variant', () => {
  // The module sends a move JS already has as its slot in a shared table (src/convert.rs
  // MoveTable). Random games in every variant fill and overwrite the table; each position's legal
  // moves and history must then equal what a fresh Node process, whose table is empty, reads.
  const random = rng(99);
  const positions = [];
  const seen = [];
  for (const name of VARIANTS) {
    for (let n = 0; n < 3; n++) {
      const game = new Game(name);
      for (let ply = 0; ply < 60; ply++) {
        const moves = game.legalMoves();
        if (moves.length === 0) break;
        if (ply % 7 === 3) {
          positions.push(game.toFragment());
          seen.push([moves, game.history()]);
        }
        game.play(moves[Math.floor(random() * moves.length)]);
      }
      positions.push(game.toFragment());
      seen.push([game.legalMoves(), game.history()]);
      game.free();
    }
  }
  const theirs = JSON.parse(fresh(`
    await damero.default();
    const fragments = ${JSON.stringify(positions)};
    console.log(JSON.stringify(fragments.map((f) => { const g = damero.Game.fromFragment(f); return [g.legalMoves(), g.history()]; })));`));
  assert.equal(theirs.length, seen.length);
  seen.forEach((ours, i) => assert.deepEqual(JSON.parse(JSON.stringify(ours)), theirs[i], positions[i]));
});

test('random text never gets anything but a DameroError', () => {
  const random = rng(7);
  const alphabet = 'vV1234567890-x:,/=WBK#eomsagrelinthp \0\uD800🙂';
  const game = new Game();
  for (let i = 0; i < 3000; i++) {
    let text = '';
    const len = Math.floor(random() * 24);
    for (let j = 0; j < len; j++) text += alphabet[Math.floor(random() * alphabet.length)];
    for (const f of [() => game.play(text), () => Game.fromFen('english', text).free(), () => Game.fromFragment(text).free(),
                     () => Game.fromFragment(`v1/english/m:${text}`).free()]) {
      try {
        f();
        if (game.history().length > 0) game.undo();
      } catch (e) {
        assert.ok(e instanceof DameroError, `${JSON.stringify(text)}: ${e}`);
      }
    }
  }
  game.free();
});

// ---------------------------------------------------------------------------------------------
// Variants, squares and fragments

test('variants(): each variant with its geometry, options and letters; square names both ways', () => {
  const all = damero.variants();
  assert.deepEqual(all.map((v) => v.name), VARIANTS);
  const intl = all.find((v) => v.name === 'international');
  assert.deepEqual(
    { ...intl, optionKeys: undefined, defaultOptions: undefined, pieces: undefined },
    { name: 'international', family: 'draughts', rows: 10, columns: 10, squares: 50, firstSquare: 1, lastSquare: 50,
      numbering: 'pdn', labels: 'every', shading: 'diagonal', drops: false, sideNames: { black: 'black', white: 'white' },
      optionKeys: undefined, defaultOptions: undefined, pieces: undefined },
  );
  assert.deepEqual(Object.keys(intl), [
    'name', 'family', 'rows', 'columns', 'squares', 'firstSquare', 'lastSquare', 'numbering', 'labels', 'shading',
    'drops', 'sideNames', 'optionKeys', 'defaultOptions', 'pieces',
  ]);
  assert.deepEqual(damero.variant('connect4').sideNames, { black: 'red', white: 'yellow' });
  assert.deepEqual(damero.variant('connect4').pieces.map((p) => p.letter), ['r', 'y']);
  assert.ok(intl.optionKeys.includes('endgame'));
  assert.deepEqual(Object.keys(intl.defaultOptions), intl.optionKeys);
  assert.equal(all[0].optionKeys.includes('endgame'), false);
  assert.deepEqual(all[0].pieces.map((p) => p.letter).sort(), ['B', 'W', 'b', 'w']);
  assert.deepEqual(all[0].pieces.find((p) => p.letter === 'W'), { side: 'white', role: 'king', letter: 'W' });
  assert.deepEqual(damero.variant('brazilian'), all[1]);
  // Changing what variants() returned changes nothing.
  all[0].rows = 99;
  assert.equal(damero.variants()[0].rows, 8);
  throwsCode(() => damero.variant('checkers'), 'unknown_variant');

  assert.equal(damero.squareName('english', 1), 'b8');
  assert.equal(damero.squareName('english', 32), 'g1');
  assert.equal(damero.squareName('international', 1), 'b10');
  assert.equal(damero.squareName('international', 46), 'a1');
  assert.equal(damero.squareFromName('international', 'a1'), 46);
  assert.equal(damero.squareFromName('english', 'b8'), 1);
  assert.equal(damero.squareFromName('english', 'a8'), null, 'a light square');
  assert.equal(damero.squareFromName('english', 'j1'), null, 'off the board');
  for (const v of VARIANTS) {
    const { squares, firstSquare } = damero.variant(v);
    for (let sq = firstSquare; sq < firstSquare + squares; sq++) {
      assert.equal(damero.squareFromName(v, damero.squareName(v, sq)), sq);
    }
    const layout = damero.boardLayout(v);
    assert.equal(layout.squares.length, squares);
  }
  throwsCode(() => damero.squareName('english', 33), 'invalid_argument');
  throwsCode(() => damero.squareName('international', 0), 'invalid_argument');
  throwsCode(() => damero.squareName('checkers', 1), 'unknown_variant');
  throwsType(() => damero.squareName('english', '1'));
  throwsType(() => damero.squareFromName('english', 1));
});

test('the new variants: 10x10 squares, their options, fragments v2 (v1 still reads)', () => {
  const intl = new Game('international');
  assert.equal(intl.board().length, 50);
  assert.deepEqual(intl.pieceAt(1), { side: 'black', role: 'man' });
  assert.deepEqual(intl.pieceAt(50), { side: 'white', role: 'man' });
  assert.equal(intl.pieceAt(25), null);
  throwsCode(() => intl.pieceAt(51), 'invalid_argument', intl);
  assert.throws(() => intl.pieceAt(51), { message: /squares are 1-50/ });
  assert.equal(intl.status().turn, 'white');
  assert.equal(intl.toFragment(), 'v2/international');
  assert.deepEqual(intl.completions([40000 % 50 + 1]), []);
  intl.free();

  const braz = new Game('brazilian', { endgame: 'auto16_5', agreement: false });
  assert.equal(braz.options().endgame, 'auto16_5');
  assert.equal(braz.options().agreement, 'off');
  assert.match(braz.toFragment(), /^v2\/brazilian\/o:/);
  braz.free();
  // English has no endgame option: the core says so and names the keys it has.
  assert.throws(() => new Game('english', { endgame: 'none' }), (e) => e instanceof InvalidOptionError && /first, capture/.test(e.message));
  throwsCode(() => new Game('english', 'endgame=none'), 'invalid_option');

  const old = Game.fromFragment('v1/english/m:11-15,23-19');
  assert.equal(old.toFragment(), 'v2/english/m:11-15,23-19');
  old.free();
});

test('answers are read from the new memory after the memory grows', () => {
  const game = new damero.Game();
  game.play('11-15');
  const expected = game.legalMoves().map((m) => m.notation);
  game.undo();
  // Hold games until the module's memory grows (which detaches the buffer answers were read from).
  const before = damero.memoryBytes();
  const held = [];
  while (damero.memoryBytes() === before && held.length < 1_000_000) held.push(new damero.Game('international'));
  assert.ok(damero.memoryBytes() > before, 'the memory grew');
  game.play('11-15');
  assert.deepEqual(game.legalMoves().map((m) => m.notation), expected);
  assert.equal(game.status().turn, 'white');
  for (const g of held) g.free();
  game.free();
});
