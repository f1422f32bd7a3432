// The JS runner of the shared game-file cases (conformance/files/cases.json; the Rust runner is
// core/tests/files_conformance.rs). A `read` case's text is read by `readGames` (as a string and
// as UTF-8 bytes) and by `readGamesFromStream` (a ReadableStream of small chunks that split
// characters and lines): every game as the case records it (first line, tags, variant, result,
// main line, the tree with comments, NAGs and commands, the FEN at the end of the main line,
// errors and warnings, the text written back), or a strict read's refusal as an
// InvalidGameFileError with its line and column; what is written reads back as the same game. A
// `write` case plays its game and writes it with `toPgn` or `toPdn`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

import init, * as damero from '../js/index.js';

const { Game, InvalidGameFileError, readGames, readGamesFromStream } = damero;
await init();

const FILE = JSON.parse(readFileSync(new URL('../../conformance/files/cases.json', import.meta.url), 'utf8'));
assert.equal(FILE.format, 1, `conformance/files/cases.json: format ${FILE.format} is not known to this runner`);

/** A node and what follows it, as the cases write it: empty fields left out. */
function node(n) {
  const out = {};
  if (n.move !== null) out.move = n.move.notation;
  if (n.commentsBefore.length > 0) out.comments_before = [...n.commentsBefore];
  if (n.comments.length > 0) out.comments = [...n.comments];
  if (n.nags.length > 0) out.nags = [...n.nags];
  const commands = n.commands();
  if (commands.length > 0) out.commands = commands.map((c) => [...c]);
  if (n.variations.length > 0) out.children = n.variations.map(node);
  return out;
}

const problems = (list) => list.map((p) => ({ line: p.line, column: p.column, message: p.message }));

/** Everything a case records of one game read. */
function describe(record) {
  const game = record.game();
  const fen = game === null ? null : game.fen();
  game?.free();
  return {
    line: record.line,
    headers: record.headers.map((h) => [...h]),
    variant: record.variant,
    result: record.result,
    mainline: record.mainline().map((m) => m.notation),
    tree: node(record.root),
    fen,
    errors: problems(record.errors),
    warnings: problems(record.warnings),
    written: record.toText(),
  };
}

/** A strict refusal as a case records it, checked to be an InvalidGameFileError at its line and column. */
function refusal(e) {
  assert.ok(e instanceof InvalidGameFileError, `a refusal is an InvalidGameFileError, got ${e}`);
  assert.equal(e.message, `line ${e.line}, column ${e.column}: ${e.problem.message}`);
  assert.deepEqual([e.problem.line, e.problem.column], [e.line, e.column]);
  return { error: { code: e.code, line: e.line, column: e.column, message: e.problem.message } };
}

/** Every item a reader yields (a strict refusal, then the games after it), described. */
function items(games) {
  const out = [];
  for (;;) {
    let step;
    try {
      step = games.next();
    } catch (e) {
      out.push(refusal(e));
      continue;
    }
    if (step.done) return out;
    out.push(describe(step.value));
  }
}

async function itemsAsync(games) {
  const out = [];
  for (;;) {
    let step;
    try {
      step = await games.next();
    } catch (e) {
      out.push(refusal(e));
      continue;
    }
    if (step.done) return out;
    out.push(describe(step.value));
  }
}

/** A stream of `bytes` in chunks of `size` bytes (splitting characters and lines). */
function streamOf(bytes, size) {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) controller.close();
      else controller.enqueue(bytes.slice(at, (at += size)));
    },
  });
}

function options(read) {
  return { variant: read.variant ?? null, strict: read.strict ?? false };
}

for (const c of FILE.cases) {
  if (c.read) {
    test(`files ${c.id}: ${c.about}`, async () => {
      const opts = options(c.read);
      assert.deepEqual(items(readGames(c.read.text, opts)), c.games);
      const bytes = new TextEncoder().encode(c.read.text);
      assert.deepEqual(items(readGames(bytes, opts)), c.games, 'read from bytes');
      for (const size of [1, 7]) {
        assert.deepEqual(await itemsAsync(readGamesFromStream(streamOf(bytes, size), opts)), c.games, `read from a stream of ${size}-byte chunks`);
      }
      // What is written reads back as the same game.
      for (const game of c.games.filter((g) => typeof g.written === 'string')) {
        const again = items(readGames(game.written, opts));
        assert.equal(again.length, 1, game.written);
        for (const key of ['mainline', 'tree', 'fen', 'written']) assert.deepEqual(again[0][key], game[key], `${key} after writing:\n${game.written}`);
      }
    });
  } else {
    test(`files ${c.id}: ${c.about}`, () => {
      const w = c.write;
      const game = w.fen === undefined ? new Game(w.variant) : Game.fromFen(w.variant, w.fen);
      if (w.moves) game.playMoves(w.moves);
      if (w.resign) game.resign(w.resign);
      const chess = damero.variant(w.variant).family === 'chess';
      const written = chess ? game.toPgn(w.headers) : game.toPdn(w.headers);
      assert.equal(written, c.written);
      // The same with the tags as an object.
      assert.equal(chess ? game.toPgn(Object.fromEntries(w.headers)) : game.toPdn(Object.fromEntries(w.headers)), c.written);
      const [back, ...more] = readGames(written);
      assert.equal(more.length, 0);
      const at = back.game();
      assert.equal(at.fen(), game.fen());
      at.free();
      game.free();
    });
  }
}

test('every case of conformance/files/cases.json is run', () => {
  assert.ok(FILE.cases.length >= 10, `only ${FILE.cases.length} cases`);
});
