// The JS shape of the API and bad input of every kind: wrong types, null-ish values, malformed
// strings, out-of-range numbers, a freed Game. Shared behaviour (rules, notation, fragments) is
// tested through conformance/ by conformance.test.mjs; this file tests what only JS has.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import init, * as damero from '../js/index.js';

const {
  Game, DameroError, InvalidNotationError, IllegalMoveError, AmbiguousMoveError, InvalidFenError,
  InvalidFragmentError, UnknownVariantError, InvalidOptionError, GameOverError, NothingToUndoError,
  NotClaimableError, NotAllowedError, InvalidArgumentError,
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
};

const MODULE = fileURLToPath(new URL('../js/index.js', import.meta.url));

/** Runs a module script in a new Node process (a fresh, unloaded module) and returns its output. */
function fresh(script) {
  const code = `import * as damero from ${JSON.stringify(MODULE)};\n${script}`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' }).trim();
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
  assert.deepEqual(damero.variants(), ['english']);
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
    console.log(JSON.stringify([first, damero.variants()]));`);
  assert.deepEqual(JSON.parse(out), ['CompileError', ['english']]);
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
  assert.equal(new Set(Object.values(ERROR_CLASSES)).size, 12);
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

test('moves, statuses, pieces and layouts are plain data, and changing them changes nothing', () => {
  const game = new Game();
  const isPlain = (v) => Object.getPrototypeOf(v) === Object.prototype;
  const moves = game.legalMoves();
  assert.equal(moves.length, 7);
  for (const m of moves) {
    assert.ok(isPlain(m));
    assert.deepEqual(Object.keys(m), ['notation', 'from', 'to', 'path', 'captures', 'crowns']);
    assert.ok(Array.isArray(m.path) && Array.isArray(m.captures));
    assert.deepEqual(JSON.parse(JSON.stringify(m)), m);
  }
  const status = game.status();
  assert.ok(isPlain(status));
  assert.deepEqual(Object.keys(status), [
    'state', 'winner', 'reason', 'turn', 'mustCapture', 'repetitions', 'reversiblePlies',
    'claimable', 'warnings', 'inCheck',
  ]);
  moves[0].path.push(99);
  moves[0].notation = 'mutated';
  status.turn = 'white';
  assert.equal(game.legalMoves()[0].notation, '9-13');
  assert.equal(game.status().turn, 'black');
  const board = game.board();
  assert.equal(board.length, 32);
  board[0].side = 'white';
  assert.deepEqual(game.pieceAt(1), { side: 'black', king: false });
  assert.equal(game.pieceAt(16), null);
  assert.deepEqual(game.pieceAt(32), { side: 'white', king: false });
  board.forEach((p, i) => i > 0 && assert.deepEqual(p, game.pieceAt(i + 1)));
  const layout = damero.boardLayout('english');
  assert.equal(layout.rows, 8);
  assert.equal(layout.columns, 8);
  assert.equal(layout.squares.length, 32);
  assert.deepEqual(layout.squares[0], { square: 1, row: 0, column: 1 });
  assert.deepEqual(layout.squares[31], { square: 32, row: 7, column: 6 });
  game.free();
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
  assert.deepEqual(jump.completions([1000]), []);
  // A move object names its whole path: a prefix of one is not a move.
  throwsCode(() => jump.play({ path: [14, 23] }), 'illegal_move', jump);
  throwsCode(() => jump.play({ ...jump.legalMoves()[0], path: [14, 23, 31] }), 'illegal_move', jump);
  const played = jump.play([14, 23]);
  assert.deepEqual(played, { notation: '14x32', from: 14, to: 32, path: [14, 23, 32], captures: [18, 27], crowns: true });
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
  assert.equal(a.toFragment(), 'v1/english/o:repetition=auto3,agreement=off');
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
  g.free();
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

test('numbers out of range are InvalidArgumentError', () => {
  const game = new Game();
  for (const v of [0, 33, -1, 1.5, NaN, Infinity, 2 ** 40]) throwsCode(() => game.pieceAt(v), 'invalid_argument', game);
  for (const path of [[], [22], [0, 18], [22, 33], [1.5, 2], [-22, 18], [NaN, 18], [2 ** 32 + 22, 18], [300, 1]]) {
    throwsCode(() => game.play(path), 'invalid_argument', game);
  }
  throwsCode(() => game.resign('purple'), 'invalid_argument', game);
  throwsCode(() => game.resign('Black'), 'invalid_argument', game);
  throwsCode(() => game.claimDraw('stalemate'), 'invalid_argument', game);
  for (const d of [-1, 1.5, NaN, Infinity, 2 ** 32, 65]) {
    throwsCode(() => game.perft(d), 'invalid_argument', game);
    throwsCode(() => damero.perft('english', d), 'invalid_argument');
  }
  throwsCode(() => game.perft(1, { duplicates: 'both' }), 'invalid_argument', game);
  throwsCode(() => damero.perft('english', 1, { duplicates: '' }), 'invalid_argument');
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
    const before = snapshot(game);
    assert.throws(
      () => game.play(text),
      (e) => e instanceof DameroError && ['invalid_notation', 'illegal_move', 'ambiguous_move'].includes(e.code),
      JSON.stringify(text.slice(0, 40)),
    );
    assert.equal(snapshot(game), before);
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
    const g = Game.fromFragment('v1/english/m:11-15,23-19,8-11,22-17');
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
