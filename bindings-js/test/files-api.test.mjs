// Game files through the API: the records and nodes (frozen, linked, their games), the iterators
// (strict refusals that let the reading go on, return(), bytes copied when read), which entries
// read and write files, `toPgn` and `toPdn`; then hostile input: wrong types, options and tags
// with getters that throw, input past the core's file limits, a huge input read in bounded
// WebAssembly memory, streams that fail midway, give what is no chunk, or come in chunks of one
// byte or one UTF-16 unit that split characters and lines, a reader lost in a reset after a trap;
// and a property test: any text built from the pieces of PGN and PDN reads the same from a string
// and from a stream cut anywhere.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';

import init, * as damero from '../js/index.js';
import * as draughtsOnly from '../js/draughts.js';
import * as chessOnly from '../js/chess.js';
import * as placementOnly from '../js/placement.js';
import * as glue from '../pkg/damero_wasm.js';

const { Game, GameRecord, GameNode, DameroError, InvalidArgumentError, InvalidGameFileError, readGames, readGamesFromStream } = damero;

await init();
await Promise.all([draughtsOnly.default(), chessOnly.default(), placementOnly.default()]);

const PGN = `[Event "Club night"]
[White "Ruiz, Ana"]
[Black "Vega, Luis"]
[Result "1-0"]

{Start} 1. e4 e5 (1... c5 {Sicilian} 2. Nf3 (2. c3 $5) d6) (1... e6) 2. Nf3 $1 {[%clk 0:03:00] [%eval 0.3]} Nc6 3. Bb5 1-0

[Event "Second"]

1. d4 d5 *
`;

/** A stream of `bytes` in chunks of `size` bytes. */
function streamOf(bytes, size = 1, { fail = null, onCancel = null } = {}) {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (fail !== null && at >= fail.at) controller.error(fail.error);
      else if (at >= bytes.length) controller.close();
      else controller.enqueue(bytes.slice(at, (at += size)));
    },
    cancel(reason) {
      onCancel?.(reason);
    },
  });
}

const encode = (text) => new TextEncoder().encode(text);
const notations = (record) => record.mainline().map((m) => m.notation);
/** What is compared between two readings of a record. */
const summary = (r) => JSON.stringify([r.line, r.headers, r.variant, r.result, notations(r), r.errors, r.warnings,
  r.root.variations.length, r.root.comments]);

async function collect(games) {
  const out = [];
  for await (const record of games) out.push(record);
  return out;
}

/** Asserts that `fn` throws the DameroError subclass of `code`; returns the error. */
function throwsCode(fn, code) {
  let error = null;
  try {
    fn();
  } catch (e) {
    error = e;
  }
  assert.ok(error instanceof DameroError, `expected a ${code} error, got ${error}`);
  assert.equal(error.code, code, error.message);
  return error;
}

// -----------------------------------------------------------------------------------------------
// Records and nodes

// First, while the module's memory is still small.
test('a big stream is read a few games at a time: WebAssembly memory stays bounded', async () => {
  // 400 games of 25 KB each (10 MB), made as the stream is pulled.
  const game = (i) => `[Event "${i}"]\n[Site "?"]\n\n1. e4 {${'z'.repeat(25_000)}} e5 2. Nf3 Nc6 *\n\n`;
  let i = 0;
  const stream = new ReadableStream({
    pull(controller) {
      if (i === 400) controller.close();
      else controller.enqueue(encode(game(i++)));
    },
  });
  const before = damero.memoryBytes();
  let count = 0;
  for await (const record of readGamesFromStream(stream)) {
    assert.equal(record.header('Event'), String(count));
    assert.equal(record.mainline().length, 4);
    count++;
  }
  assert.equal(count, 400);
  const grown = damero.memoryBytes() - before;
  assert.ok(grown < 4 * 1024 * 1024, `WebAssembly memory grew by ${grown} B for 10 MB of games`);
});

test('a record: tags in order, the result, the main line, the tree with comments, NAGs and commands, frozen', () => {
  const [record, second] = readGames(PGN);
  assert.ok(record instanceof GameRecord);
  assert.deepEqual(record.headers, [['Event', 'Club night'], ['White', 'Ruiz, Ana'], ['Black', 'Vega, Luis'], ['Result', '1-0']]);
  assert.equal(record.header('White'), 'Ruiz, Ana');
  assert.equal(record.header('white'), null, 'tag names are case-sensitive');
  assert.equal(record.header('Site'), null);
  assert.throws(() => record.header(1), TypeError);
  assert.deepEqual([record.variant, record.result, record.line], ['chess', '1-0', 1]);
  assert.deepEqual([record.errors, record.warnings], [[], []]);
  assert.deepEqual(notations(record), ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']);
  const root = record.root;
  assert.ok(root instanceof GameNode);
  assert.deepEqual([root.move, root.parent, root.comments], [null, null, ['Start']]);
  const [e4] = root.variations;
  assert.equal(e4.parent, root);
  assert.deepEqual(e4.variations.map((n) => n.move.notation), ['e5', 'c5', 'e6']);
  const sicilian = e4.variations[1];
  assert.deepEqual(sicilian.comments, ['Sicilian']);
  assert.deepEqual(sicilian.variations.map((n) => n.move.notation), ['Nf3', 'c3']);
  assert.deepEqual(sicilian.variations[1].nags, [5]);
  const nf3 = record.mainlineNodes()[2];
  assert.deepEqual(nf3.nags, [1]);
  assert.deepEqual(nf3.commands(), [['clk', '0:03:00'], ['eval', '0.3']]);
  assert.equal(record.mainline()[0], e4.move, 'the main line holds the nodes\' moves');
  assert.deepEqual(Object.keys(e4.move), ['kind', 'notation', 'long', 'path', 'from', 'to', 'target', 'captures', 'promotion']);
  for (const value of [record, record.headers, record.headers[0], record.errors, root, root.variations, e4, e4.move, nf3.commands(),
    nf3.commands()[0], sicilian.comments, nf3.nags]) {
    assert.ok(Object.isFrozen(value), 'frozen');
  }
  assert.throws(() => {
    'use strict';
    record.variant = 'english';
  }, TypeError);
  // The games at nodes: new Games, each to free.
  const end = record.game();
  assert.equal(end.fen(), 'r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3');
  const c3 = sicilian.variations[1].game();
  assert.equal(c3.fen(), 'rnbqkbnr/pp1ppppp/8/2p5/4P3/2P5/PP1P1PPP/RNBQKBNR b KQkq - 0 2');
  assert.equal(root.game().fen(), new Game('chess').fen());
  assert.notEqual(record.game(), end, 'a new game each time');
  end.free();
  c3.free();
  assert.deepEqual(notations(second), ['d4', 'd5']);
  assert.equal(second.line, 8);
  // toText writes the record back, and it reads back the same.
  const text = record.toText();
  assert.ok(text.startsWith('[Event "Club night"]\n[Site "?"]\n'), text);
  const [again] = readGames(text);
  assert.deepEqual(notations(again), notations(record));
  assert.equal(again.header('Site'), '?', 'the roster is written whole');
  assert.equal(again.toText(), text);
});

test('records and nodes are made only by the readers', () => {
  assert.throws(() => new GameRecord(), TypeError);
  assert.throws(() => new GameNode(), TypeError);
  assert.throws(() => GameRecord.prototype.toText.call({}), TypeError);
  assert.throws(() => GameRecord.prototype.game.call({}), TypeError);
  assert.throws(() => GameNode.prototype.game.call({}), TypeError);
});

test('a game damero does not play, or an unreadable start: no variant, no game, no text, the problem in errors', () => {
  const [drops, setUp] = readGames('[Variant "Crazyhouse"]\n\n1. e4 d5 *\n\n[FEN "not a fen"]\n\n1. e4 *\n');
  for (const record of [drops, setUp]) {
    assert.equal(record.variant, null);
    assert.equal(record.game(), null);
    assert.equal(record.root.game(), null);
    assert.equal(record.toText(), null);
    assert.equal(record.errors.length, 1);
    assert.deepEqual(Object.keys(record.errors[0]), ['line', 'column', 'message']);
  }
  assert.match(drops.errors[0].message, /Crazyhouse/);
  assert.match(setUp.errors[0].message, /start position/);
});

test('draughts: a set-up game, a caller\'s variant, a variant inferred with a warning', () => {
  const pdn = '[GameType "20"]\n[FEN "W:W28:B05,12"]\n\n1. 28-22 12-17 *\n';
  const [record] = readGames(pdn);
  assert.equal(record.variant, 'international');
  assert.deepEqual([notations(record), record.errors], [['28-22', '12-17'], []]);
  const game = record.game();
  assert.equal(game.startFen(), Game.fromFen('international', 'W:W28:B5,12').startFen());
  assert.equal(game.history().length, 2);
  game.free();
  assert.ok(record.toText().includes('[FEN "W:W28:B05,12"]'));
  const [inferred] = readGames('1. 11-15 23-19 *');
  assert.equal(inferred.variant, 'english');
  assert.match(inferred.warnings[0].message, /no GameType/);
  const [given] = readGames('1. 11-15 23-19 *', { variant: 'pool' });
  assert.deepEqual([given.variant, given.warnings], ['pool', []]);
});

test('bytes: UTF-8, a byte-order mark, and a line that is not UTF-8 read as Windows-1252 with a warning', () => {
  const text = '\ufeff[Event "Café"]\n\n1. e4 *\n';
  assert.equal(summary([...readGames(encode(text))][0]), summary([...readGames(text)][0]));
  const latin = Uint8Array.from([...encode('[White "'), 0x80, 0xe9, ...encode('"]\n\n1. e4 *\n')]);
  const [record] = readGames(latin);
  assert.equal(record.header('White'), '€é');
  assert.match(record.warnings[0].message, /not UTF-8/);
  // Any view of bytes, and an ArrayBuffer.
  for (const input of [latin.buffer, new DataView(latin.buffer), new Int8Array(latin.buffer), Buffer.from(latin)]) {
    assert.equal(summary([...readGames(input)][0]), summary(record));
  }
});

test('bytes are copied when readGames is called: changing or transferring them later changes nothing', () => {
  const bytes = encode(PGN);
  const games = readGames(bytes);
  bytes.fill(0x20);
  assert.equal([...games].length, 2);
  const buffer = encode(PGN).buffer;
  const fromBuffer = readGames(buffer);
  structuredClone(buffer, { transfer: [buffer] });
  assert.equal(buffer.byteLength, 0, 'the buffer is detached');
  assert.equal([...fromBuffer].length, 2);
});

test('strict: next() throws InvalidGameFileError with line and column, and the next call reads the game after it', () => {
  const text = '[Event "A"]\n\n1. e4 e5 2. Ke3 Nc6 *\n\n[Event "B"]\n\n1. c4 e5 *\n';
  const games = readGames(text, { strict: true });
  let error = null;
  try {
    games.next();
  } catch (e) {
    error = e;
  }
  assert.ok(error instanceof InvalidGameFileError);
  assert.equal(error.code, 'invalid_game_file');
  assert.deepEqual([error.line, error.column], [3, 13]);
  assert.equal(error.message, 'line 3, column 13: "Ke3": Ke3: no white king can move to e3');
  assert.deepEqual(error.problem, { line: 3, column: 13, message: '"Ke3": Ke3: no white king can move to e3' });
  const { value } = games.next();
  assert.equal(value.header('Event'), 'B');
  assert.deepEqual(games.next(), { done: true, value: undefined });
  // A for-of loop stops at the refusal.
  assert.throws(() => [...readGames(text, { strict: true })], InvalidGameFileError);
  // Read leniently, the problem is in the record.
  assert.equal([...readGames(text)][0].errors[0].column, 13);
});

test('the iterators: return() closes, iterator helpers where the engine has them, many readers at once', async () => {
  const games = readGames(PGN);
  assert.equal(games[Symbol.iterator](), games);
  assert.equal(games.next().value.header('Event'), 'Club night');
  assert.deepEqual(games.return(), { done: true, value: undefined });
  assert.deepEqual(games.next(), { done: true, value: undefined });
  if (typeof Iterator === 'function' && typeof Iterator.prototype.take === 'function') {
    assert.deepEqual(readGames(PGN).take(1).toArray().map(notations), [['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']]);
  }
  // Readers interleaved, sync and async.
  const a = readGames(PGN);
  const b = readGamesFromStream(streamOf(encode(PGN), 3));
  const c = readGames(encode(PGN));
  const order = [a.next().value, (await b.next()).value, c.next().value, a.next().value, (await b.next()).value, c.next().value];
  assert.deepEqual(order.map((r) => r.header('Event')), ['Club night', 'Club night', 'Club night', 'Second', 'Second', 'Second']);
  assert.equal(a.next().done && (await b.next()).done && c.next().done, true);
  // Asked for three at once, a stream's games come in order.
  const s = readGamesFromStream(streamOf(encode(PGN + PGN), 5));
  const three = await Promise.all([s.next(), s.next(), s.next()]);
  assert.deepEqual(three.map((r) => r.value.header('Event')), ['Club night', 'Second', 'Club night']);
  await s.return();
  assert.deepEqual(await s.next(), { done: true, value: undefined });
});

test('the entries: damero reads and writes; draughts and chess write their own format; placement writes none', () => {
  for (const lib of [draughtsOnly, chessOnly, placementOnly]) {
    assert.equal(lib.readGames, undefined);
    assert.equal(lib.readGamesFromStream, undefined);
  }
  const checkers = new draughtsOnly.Game('english');
  checkers.play('11-15');
  assert.ok(checkers.toPdn().endsWith('1. 11-15 *\n\n'));
  assert.match(throwsCode(() => checkers.toPgn(), 'invalid_argument').message, /PGN holds chess games, not english; write it with toPdn\(\)/);
  const chess = new chessOnly.Game('chess');
  chess.play('e4');
  assert.ok(chess.toPgn({ Event: 'x' }).startsWith('[Event "x"]\n'));
  assert.match(throwsCode(() => chess.toPdn(), 'invalid_argument').message, /PDN holds draughts games, not chess; write it with toPgn\(\)/);
  for (const variant of ['reversi', 'connect4']) {
    for (const g of [new placementOnly.Game(variant), new Game(variant)]) {
      assert.match(throwsCode(() => g.toPgn(), 'invalid_argument').message, /no game file holds it/);
      throwsCode(() => g.toPdn(), 'invalid_argument');
      g.free();
    }
  }
  checkers.free();
  chess.free();
});

test('toPgn and toPdn: the tags as an object or pairs, the result from the status, a set-up start', () => {
  const game = Game.fromFen('chess', '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1');
  game.play('Ra8#');
  const text = game.toPgn([['Event', 'Mate'], ['Result', '1-0'], ['Annotator', 'Ruiz'], ['FEN', 'ignored'], ['SetUp', '0']]);
  assert.equal(text, '[Event "Mate"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "?"]\n[Black "?"]\n[Result "1-0"]\n'
    + '[SetUp "1"]\n[FEN "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"]\n[Annotator "Ruiz"]\n\n1. Ra8# 1-0\n\n');
  assert.equal(game.toPgn({ Event: 'Mate', Annotator: 'Ruiz' }), text);
  assert.ok(game.toPgn().startsWith('[Event "?"]'));
  assert.ok(game.toPgn(null).startsWith('[Event "?"]'));
  // The result is the game's: a Result tag may only say it.
  assert.match(throwsCode(() => game.toPgn({ Result: '0-1' }), 'invalid_argument').message, /the Result tag is not the game's result, 1-0/);
  const going = new Game('chess');
  throwsCode(() => going.toPgn({ Result: '1-0' }), 'invalid_argument');
  going.resign('black');
  assert.ok(going.toPgn({ Result: '1-0' }).endsWith('[Result "1-0"]\n\n1-0\n\n'));
  going.free();
  // Quotes and backslashes are escaped, and read back.
  const quoted = game.toPgn({ Event: 'The "big" one \\ 2' });
  assert.equal([...readGames(quoted)][0].header('Event'), 'The "big" one \\ 2');
  game.free();
  const freed = new Game('english');
  freed.free();
  throwsCode(() => freed.toPdn(), 'invalid_argument');
});

// -----------------------------------------------------------------------------------------------
// Hostile input

test('wrong types are TypeErrors, and unknown variants the core\'s refusal', () => {
  for (const input of [undefined, null, 1, {}, [], ['1. e4'], () => {}, Symbol('x'), new Map()]) {
    assert.throws(() => readGames(input), TypeError);
  }
  for (const stream of [undefined, null, 'text', encode('1. e4'), {}, { getReader: 1 }, [encode('x')]]) {
    assert.throws(() => readGamesFromStream(stream), TypeError);
  }
  for (const options of [1, 'strict', [], new Map(), { strict: 1 }, { strict: 'yes' }, { variant: 1 }, { threads: 2 }, Object.create({ strict: true })]) {
    assert.throws(() => readGames('', options), TypeError, JSON.stringify(options));
    assert.throws(() => readGamesFromStream(streamOf(encode('')), options), TypeError);
  }
  throwsCode(() => readGames('', { variant: 'checkers' }), 'unknown_variant');
  const long = throwsCode(() => readGames('', { variant: 'x'.repeat(10_000_000) }), 'unknown_variant');
  assert.ok(long.message.length < 200, long.message);
  // Variants of another family through a one-family build are refused by its core.
  const [english] = readGames('1. 11-15 *', { variant: 'english', strict: false });
  assert.equal(english.variant, 'english');
  const game = new Game('english');
  for (const tags of [1, 'Event', new Map(), [['Event']], [['Event', 1]], [[1, 'x']], { Event: 1 }, { Event: null }, [null]]) {
    assert.throws(() => game.toPdn(tags), TypeError, JSON.stringify(tags));
  }
  for (const name of ['', 'Two words', 'A"B', 'Tag]', 'a\nb', '_X', 'A-B', 'Año', 'Ведущий', 'x'.repeat(70_000)]) {
    throwsCode(() => game.toPdn({ [name]: 'v' }), 'invalid_argument');
  }
  assert.match(throwsCode(() => game.toPdn({ 'Two words': 'v' }), 'invalid_argument').message,
    /^"Two words" is not a tag name \(an ASCII letter or digit, then letters, digits and _\)$/);
  // The core's own rule refuses what gets past the JS one (a raw game of the glue, freed here:
  // its finalizer would free it in whatever instance is current when it runs).
  const raw = glue.RawGame.fromFragment(game.toFragment());
  try {
    assert.throws(() => raw.toGameFile('PDN', ['A-B'], ['v']), InvalidArgumentError);
  } finally {
    raw.free();
  }
  throwsCode(() => game.toPdn([['Event', 'a'], ['Event', 'b']]), 'invalid_argument');
  throwsCode(() => game.toPdn({ Event: 'x'.repeat(70_000) }), 'invalid_argument');
  const many = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`T${i}`, 'v']));
  assert.match(throwsCode(() => game.toPdn(many), 'invalid_argument').message, /more than 1000 tags/);
  throwsCode(() => game.toPdn(new Array(2 ** 32 - 1)), 'invalid_argument');
  // Values of any script are kept.
  assert.ok(game.toPdn({ Annotator: 'Ведущий 名前' }).includes('[Annotator "Ведущий 名前"]'));
  game.free();
});

test('getters that throw or call damero while options and tags are read: their errors, and nothing changed', () => {
  class Hostile extends Error {}
  const options = {
    get strict() {
      throw new Hostile('strict');
    },
  };
  assert.throws(() => readGames(PGN, options), Hostile);
  const game = new Game('chess');
  game.play('e4');
  const before = game.toFragment();
  const pair = ['Event', 'x'];
  Object.defineProperty(pair, 1, {
    get() {
      game.play('e5');
      return 'played while read';
    },
  });
  // The tags are read before anything crosses: the move the getter plays is in the game written.
  assert.ok(game.toPgn([pair]).includes('1. e4 e5 *'));
  game.undo();
  assert.equal(game.toFragment(), before);
  const throwing = { get Event() {
    throw new Hostile('tag');
  } };
  assert.throws(() => game.toPgn(throwing), Hostile);
  const liar = new Proxy([], { get: (t, k) => (k === 'length' ? 2 ** 32 - 1 : ['Event', 'x']) });
  throwsCode(() => game.toPgn(liar), 'invalid_argument');
  assert.equal(game.toFragment(), before);
  game.free();
});

test('input past the core\'s file limits: a line over file_line and a comment over file_comment are errors, read in bounded memory', () => {
  const limits = damero.limits();
  assert.equal(limits.fileLine, 4 * 1024 * 1024);
  assert.equal(limits.fileComment, 64 * 1024);
  const before = damero.memoryBytes();
  const text = `[Event "Long"]\n\n1. e4 {${'c'.repeat(limits.fileComment + 10)}} e5\n${'x'.repeat(limits.fileLine + 5)}\n2. Nf3 *\n`
    + `[Event "Huge line"]\n\n${'y'.repeat(3 * limits.fileLine)}\n1. d4 *\n`;
  const records = [...readGames(text)];
  // A line past the limit ends the game it is in: what follows it is the next game.
  assert.deepEqual(records.map((r) => [r.line, r.header('Event'), notations(r)]),
    [[1, 'Long', ['e4', 'e5']], [5, null, ['Nf3']], [6, 'Huge line', []], [9, null, ['d4']]]);
  const [long, , huge] = records;
  assert.deepEqual(long.errors.map((e) => [e.line, e.message]), [[3, 'a comment longer than 65536 bytes, cut there'],
    [4, 'a line longer than 4194304 bytes, skipped']]);
  assert.equal(long.mainlineNodes()[0].comments[0].length, limits.fileComment + 1, 'cut, with an ellipsis');
  assert.deepEqual(huge.errors.map((e) => [e.line, e.message]), [[8, 'a line longer than 4194304 bytes, skipped']]);
  // The same from a stream, and the memory: the 12 MB line is never held whole.
  return (async () => {
    const streamed = await collect(readGamesFromStream(streamOf(encode(text), 1 << 16)));
    assert.deepEqual(streamed.map(summary), records.map(summary));
    const grown = damero.memoryBytes() - before;
    assert.ok(grown < 32 * 1024 * 1024, `WebAssembly memory grew by ${grown} B`);
  })();
});

test('a stream that fails midway: the games that came whole, then its own error; the reading ends', async () => {
  const bytes = encode(PGN + PGN);
  const error = new Error('the disk went away');
  // The stream fails inside the third game.
  const at = bytes.length - 20;
  const games = readGamesFromStream(streamOf(bytes, 4, { fail: { at, error } }));
  const seen = [];
  await assert.rejects(async () => {
    for await (const record of games) seen.push(record.header('Event'));
  }, (e) => e === error);
  assert.deepEqual(seen, ['Club night', 'Second', 'Club night']);
  assert.deepEqual(await games.next(), { done: true, value: undefined });
  // An async iterable that throws, and one that gives what is no chunk.
  async function* failing() {
    yield encode(PGN);
    throw error;
  }
  const records = [];
  await assert.rejects(async () => {
    for await (const r of readGamesFromStream(failing())) records.push(r);
  }, (e) => e === error);
  assert.equal(records.length, 2);
  async function* wrong() {
    yield PGN;
    yield 42;
  }
  const got = [];
  await assert.rejects(async () => {
    for await (const r of readGamesFromStream(wrong())) got.push(r);
  }, (e) => e instanceof TypeError && /a chunk of the stream must be bytes/.test(e.message));
  assert.equal(got.length, 2);
  // A stream already locked is refused at once; an unknown variant leaves the stream unlocked.
  const locked = streamOf(bytes);
  locked.getReader();
  assert.throws(() => readGamesFromStream(locked), TypeError);
  const free = streamOf(bytes);
  throwsCode(() => readGamesFromStream(free, { variant: 'checkers' }), 'unknown_variant');
  assert.equal(free.locked, false);
});

test('return() and break cancel the stream', async () => {
  let cancelled = null;
  const stream = streamOf(encode(PGN.repeat(50)), 64, { onCancel: (reason) => {
    cancelled = reason ?? 'cancelled';
  } });
  for await (const record of readGamesFromStream(stream)) {
    assert.equal(record.header('Event'), 'Club night');
    break;
  }
  assert.notEqual(cancelled, null);
  const again = readGamesFromStream(streamOf(encode(PGN)));
  assert.deepEqual(await again.return(7), { done: true, value: 7 });
  assert.deepEqual(await again.next(), { done: true, value: undefined });
});

test('chunks of one byte or one UTF-16 unit split characters, lines and line ends: the same games', async () => {
  const text = `\ufeff[Event "Café 中国 😀"]\r\n[White "Åsa"]\r\n\r\n1. e4 {é😀\r\nspans lines} e5 ; 中\r\n2. Nf3 *\r\n`
    + '[Event "Ünïcödé"]\n% escape\n1. d4 d5\n\n1. c4 *\n';
  const expected = [...readGames(text)].map(summary);
  assert.equal(expected.length, 3);
  assert.deepEqual((await collect(readGamesFromStream(streamOf(encode(text), 1)))).map(summary), expected);
  async function* units() {
    for (let i = 0; i < text.length; i++) yield text[i];
  }
  assert.deepEqual((await collect(readGamesFromStream(units()))).map(summary), expected);
  // Text and bytes mixed, from a TextDecoderStream-like source.
  async function* mixed() {
    yield text.slice(0, 10);
    yield encode(text.slice(10, 40));
    yield text.slice(40);
  }
  assert.deepEqual((await collect(readGamesFromStream(mixed()))).map(summary), expected);
  // A string with a lone surrogate: read as U+FFFD.
  const [lone] = readGames('[Event "\ud800"]\n1. e4 *');
  assert.equal(lone.header('Event'), '\ufffd');
});

test('a trap resets the module: a reader made before it says it was lost; a new one reads', () => {
  const games = readGames(PGN);
  assert.equal(games.next().value.header('Event'), 'Club night');
  const real = glue.RawGame.prototype.fen;
  glue.RawGame.prototype.fen = function fen() {
    const bogus = Object.create(glue.RawGame.prototype);
    bogus.__wbg_ptr = 0xfffffff0;
    return real.call(bogus);
  };
  const game = new Game();
  try {
    throwsCode(() => game.fen(), 'internal');
  } finally {
    glue.RawGame.prototype.fen = real;
  }
  assert.match(throwsCode(() => games.next(), 'invalid_argument').message, /lost/);
  assert.deepEqual(games.next(), { done: true, value: undefined });
  assert.equal([...readGames(PGN)].length, 2);
  game.free();
});

// -----------------------------------------------------------------------------------------------
// Property: the stream reads as the string, cut anywhere

const PIECES = [
  '[Event "x"]', '[Site "a{b"]', '[FEN "W:W31:B1"]', '[GameType "21"]', '[Variant "Chess960"]', '[Empty]', '[Bad value]', '[ "x"]',
  '[Open "never closed', '1. e4', 'e5', '2.', 'Nf3', 'O-O', '0-0', '11-15', '23x14', '1-0', '0-1', '1/2-1/2', '*', '2-0', '1-1',
  '{a comment}', '{open', 'close}', '}', '{', ';rest', '%escape', '(', ')', '(?)', '$1', '$', '!?', ']', '\\r', 'é', '😀', '\ufeff',
  '\r', '\t', ' ', '',
];

test('property: any text of PGN and PDN pieces reads the same from a string and from a stream cut anywhere', async () => {
  const runs = Number(process.env.DAMERO_PROPERTY_RUNS ?? 100);
  const lines = fc.array(fc.array(fc.constantFrom(...PIECES), { maxLength: 6 }).map((p) => p.join(' ')), { maxLength: 40 });
  await fc.assert(
    fc.asyncProperty(lines, fc.array(fc.integer({ min: 1, max: 64 }), { minLength: 1, maxLength: 8 }), fc.boolean(),
      async (rows, sizes, crlf) => {
        const text = rows.join(crlf ? '\r\n' : '\n');
        const expected = [...readGames(text)].map(summary);
        const bytes = encode(text);
        let at = 0;
        let k = 0;
        const stream = new ReadableStream({
          pull(controller) {
            if (at >= bytes.length) controller.close();
            else controller.enqueue(bytes.slice(at, (at += sizes[k++ % sizes.length])));
          },
        });
        assert.deepEqual((await collect(readGamesFromStream(stream))).map(summary), expected, JSON.stringify(text));
      }),
    { numRuns: runs },
  );
});
