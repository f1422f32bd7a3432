// Browser tests of "Chess for two" (chess.html) beyond the mate, the claim and the material of
// pages.test.mjs: what the page promised before it came onto <damero-board>, checked on the
// element's page. A promotion chosen among four on the page, Escape cancelling it; en passant;
// the squares a piece may go to, a refusal and check told in words, undo after a mate;
// insufficient material ending the game by itself; a set-up position with Black to move at move
// 30 numbering its moves from there; a draughts link offered on the checkers page, not taken for
// a chess game; a random Chess960 start; a broken link opened up to its last legal move; a move
// made with the keyboard; the game copied as PGN (read back with the page's tags, in Spanish
// too); "Open a game" from PGN (the page's draw rules kept, an illegal move told in words with
// the moves before it played, nothing readable told in the dialog, a draughts game offered on
// its page, the dialog in Spanish); the status line one line in every end at phone width;
// nothing stored on the device and no request but the site's own files.
// axe-core checks every state reached (harness.mjs). Screenshots in target/artifacts/:
// web-chess-promotion.png, web-chess-open.png.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import {
  ARTIFACTS,
  CHESS_PRESET as PRESET,
  NOTHING_STORED,
  a11y,
  clickSquares,
  fragment as hash,
  goTo,
  key,
  marked,
  messageText as message,
  moveRows,
  press,
  pressOpen,
  showsItsFragment,
  spoken,
  square,
  startSession,
  statusStaysOneLine,
  statusText as status,
  stored,
  strayRequests,
  text,
  waitForMessage,
} from './harness.mjs';
import { Game, initSync, readGames } from '../../../bindings-js/js/index.js';

initSync({ module: readFileSync(new URL('../../../bindings-js/pkg/damero_wasm_bg.wasm', import.meta.url)) });

/** @type {import('./harness.mjs').Session} */
let session;
before(async () => {
  session = await startSession();
});
after(async () => {
  await session?.close();
});

/** @typedef {import('./harness.mjs').Page} Page */

const FILE = 'chess.html';
/** Chess squares by name: a1 = 0 ... h8 = 63, as the package numbers them. @param {string} name */
const at = (name) => (name.charCodeAt(1) - 49) * 8 + (name.charCodeAt(0) - 97);
/** Plays squares by name. @param {Page} page @param {...string} names */
const play = (page, ...names) => clickSquares(page, ...names.map(at));
/** The fragment of a game set up from a FEN under the page's rules, written by the package. @param {string} fen */
function fenFragment(fen) {
  const game = Game.fromFragment(`v2/chess/${PRESET}`);
  const set = Game.fromFen('chess', fen, game.options());
  game.free();
  try {
    return set.toFragment();
  } finally {
    set.free();
  }
}

test('a promotion chosen among four, Escape cancelling it; en passant; a refusal and check told in words, undo after a mate; not enough material ends the game; moves numbered from a set-up move 30; a draughts link offered on its page; a random Chess960 start', async () => {
  const start = fenFragment('r3k3/1P6/8/8/8/8/8/4K3 w q - 0 1');
  const page = await session.open({ file: FILE, fragment: start });
  await play(page, 'b7');
  assert.deepEqual(await marked(page, 'target'), [at('a8'), at('b8')]);
  await play(page, 'a8');
  assert.equal(await hash(page), start, 'nothing played before the choice');
  const prompt = page.locator('#board [part=prompt]');
  assert.equal(await prompt.isVisible(), true);
  assert.equal(await prompt.locator('p').innerText(), 'The pawn on a8 becomes:');
  assert.deepEqual(await prompt.locator('button').allInnerTexts(), ['queen', 'rook', 'bishop', 'knight', 'Cancel']);
  assert.equal(await page.evaluate(() => document.getElementById('board')?.shadowRoot?.activeElement?.getAttribute('data-role')), 'queen', 'the choice has the focus');
  await page.screenshot({ path: join(ARTIFACTS, 'web-chess-promotion.png') });
  await key(page, 'Escape');
  assert.equal(await prompt.isVisible(), false);
  assert.equal(await hash(page), start, 'nothing played');
  assert.deepEqual(await marked(page, 'selected'), [], 'the pawn is put back');
  assert.equal(await page.evaluate(() => document.getElementById('board')?.shadowRoot?.activeElement?.getAttribute('data-square')), String(at('b7')), 'the focus back on the pawn');
  await play(page, 'b7', 'a8');
  await press(page, '#board [part=prompt] button[data-role="knight"]');
  const game = Game.fromFragment(start);
  game.play('bxa8=N');
  assert.equal(await hash(page), game.toFragment());
  game.free();
  // King and knight against king: the game ends by itself.
  assert.equal(await status(page), 'Draw: neither side can checkmate.');
  assert.equal(await page.locator('#resign').isDisabled(), true);
  assert.equal(await spoken(page, at('a8')), 'a8, White knight, last move');
  await showsItsFragment(page);

  // En passant: the pawn that passed is taken from beside the capturing pawn.
  await goTo(page, `v2/chess/${PRESET}/m:e4,a6,e5,d5`);
  await play(page, 'e5');
  assert.deepEqual(await marked(page, 'target'), [at('d6'), at('e6')]);
  await play(page, 'd6');
  assert.equal(await hash(page), `v2/chess/${PRESET}/m:e4,a6,e5,d5,exd6`);
  assert.equal(await square(page, at('d5')).locator('svg.piece').count(), 0, 'the black pawn on d5 is gone');
  assert.match(await spoken(page, at('d6')), /^d6, White pawn/);
  await showsItsFragment(page);

  // The page shows where a piece may go, refuses what the rules do not allow in words (the piece
  // stays picked), and says when a king is in check; after a mate nothing moves, and undo takes
  // the mate back.
  await goTo(page, `v2/chess/${PRESET}/m:e4,f5`);
  await play(page, 'd1');
  assert.deepEqual(await marked(page, 'target'), ['e2', 'f3', 'g4', 'h5'].map(at));
  await play(page, 'd5');
  assert.equal(await message(page), 'd5 is not a move for the piece on d1.');
  assert.deepEqual(await marked(page, 'selected'), [at('d1')]);
  await play(page, 'h5');
  assert.equal(await hash(page), `v2/chess/${PRESET}/m:e4,f5,Qh5`);
  assert.equal(await status(page), 'Black to move, in check.');
  assert.deepEqual(await marked(page, 'check'), [at('e8')]);
  assert.match(await spoken(page, at('e8')), /^e8, Black king, .*in check/);
  await a11y(page);
  await goTo(page, `v2/chess/${PRESET}/m:f3,e5,g4,Qh4`);
  assert.equal(await status(page), 'Black wins by checkmate.');
  await play(page, 'a2');
  assert.equal(await message(page), 'The game is over.');
  assert.deepEqual(await marked(page, 'selected'), []);
  await press(page, '#undo');
  assert.equal(await hash(page), `v2/chess/${PRESET}/m:f3,e5,g4`);
  assert.equal(await status(page), 'Black to move.');
  assert.deepEqual(await marked(page, 'check'), []);

  // Set up with Black to move at move 30: its moves are numbered from there, Black after a gap.
  await goTo(page, fenFragment('4k3/8/8/8/8/8/4P3/4K3 b - - 0 30'));
  await play(page, 'e8', 'd8', 'e2', 'e4');
  assert.deepEqual(await moveRows(page), [['30…', 'Kd8'], ['31.', 'e4']]);

  // A draughts link is not a chess game: the page offers it on the checkers page.
  await page.evaluate(() => {
    location.hash = 'v2/english/m:11-15';
  });
  await page.locator('#prompt-link').waitFor();
  await a11y(page);
  assert.equal(await text(page, '#prompt-text'), 'This link holds a game of English draughts (checkers), 8×8, played on another page:');
  assert.equal(await page.locator('#prompt-link').getAttribute('href'), 'index.html#v2/english/m:11-15');
  assert.equal(await text(page, '#prompt-link'), 'Checkers for two');

  // Chess960 with the start number left empty: a random start, its number shown.
  await page.locator('#variant').selectOption('chess960');
  await page.locator('#start').fill('');
  await press(page, '#new');
  await page.waitForFunction(() => location.hash.startsWith('#v2/chess960'));
  await a11y(page);
  const random = await hash(page);
  assert.match(random, new RegExp(`^v2/chess960/${PRESET}(/s:\\d+)?$`));
  await showsItsFragment(page);
  const number = /s:(\d+)$/.exec(random)?.[1] ?? '518';
  assert.equal(await text(page, '#start-shown'), `Chess960 start position ${number}.`);
  await page.locator('#variant').selectOption('chess');
  assert.equal(await page.locator('#start').isHidden(), true, 'no start number for chess');

  // A broken link says so, and opens up to its last legal move.
  await page.evaluate(() => {
    location.hash = 'v2/chess/m:e4,e5,Ke3';
  });
  await page.locator('#bad-open', { hasText: 'Open the game up to move 2' }).waitFor();
  await a11y(page);
  await press(page, '#bad-open');
  assert.equal(await hash(page), 'v2/chess/m:e4,e5');
  await showsItsFragment(page);
  await page.close();
});

test('copy the game as PGN: it reads back with the page’s tags, in Spanish too; open a game from PGN: played under the page’s rules, an illegal move told in words with the moves before it kept, a draughts game offered on its page', async () => {
  const page = await session.open({
    file: FILE,
    beforeLoad: () => Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (/** @type {string} */ t) => void (/** @type {any} */ (window).copied = t) } }),
  });
  const copied = () => page.evaluate(() => /** @type {string} */ (/** @type {any} */ (window).copied));
  // The keyboard: from a1, the board's tab stop, right to e1 and up to e2; Enter picks the pawn,
  // up twice and Enter plays it.
  await square(page, at('a1')).focus();
  for (const k of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowUp', 'Enter']) await key(page, k);
  assert.deepEqual(await marked(page, 'selected'), [at('e2')]);
  for (const k of ['ArrowUp', 'ArrowUp', 'Enter']) await key(page, k);
  assert.equal(await hash(page), `v2/chess/${PRESET}/m:e4`);
  await play(page, 'e7', 'e5', 'g1', 'f3');
  assert.equal(await hash(page), `v2/chess/${PRESET}/m:e4,e5,Nf3`);
  await press(page, '#copy-file');
  // The file is written by the family's entry, loaded when first asked for.
  assert.equal(await waitForMessage(page, 'PGN'), 'Game copied as PGN. Paste it into a file or another program.');
  const pgn = await copied();
  assert.match(pgn, /1\. e4 e5 2\. Nf3 \*/);
  const [record, ...more] = [...readGames(pgn, { strict: true })];
  assert.equal(more.length, 0, 'one game');
  assert.equal(record.variant, 'chess');
  assert.equal(record.header('Event'), 'Chess for two');
  assert.equal(record.header('Site'), `${session.pageUrl}${FILE}`, 'the page, without the game or the language');
  assert.match(record.header('Date') ?? '', /^\d{4}\.\d{2}\.\d{2}$/);
  assert.deepEqual([record.header('White'), record.header('Black'), record.header('Result')], ['?', '?', '*']);
  assert.deepEqual(record.mainline().map((m) => m.notation), ['e4', 'e5', 'Nf3']);
  await press(page, '#lang');
  await page.locator('#copy-file', { hasText: 'Copiar en PGN' }).waitFor();
  await press(page, '#copy-file');
  assert.equal(await waitForMessage(page, 'Partida'), 'Partida copiada en PGN. Pégala en un archivo o en otro programa.');
  assert.equal([...readGames(await copied())][0].header('Event'), 'Ajedrez para dos');
  await press(page, '#lang');
  await page.locator('#copy-file', { hasText: 'Copy as PGN' }).waitFor();

  // The dialog: focus in it, Escape closes it and gives the focus back to its button.
  await pressOpen(page);
  const dialog = page.locator('#open-dialog');
  await dialog.waitFor({ state: 'visible' });
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'open-text', 'focus in the dialog');
  assert.equal(await dialog.getAttribute('aria-labelledby'), 'open-title');
  await key(page, 'Escape');
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'open');
  // A whole game, with a variation and a comment: its main line, under the page's draw rules.
  await pressOpen(page);
  await page.locator('#open-text').fill('[Event "Club night"]\n[White "Ruiz, Ana"]\n[Black "Vega, Luis"]\n\n1. e4 e5 (1... c5) 2. Nf3 {a comment} Nc6 3. Bb5 *\n');
  await press(page, '#open-go');
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => location.hash.endsWith('Bb5'));
  await a11y(page);
  assert.equal(await hash(page), `v2/chess/${PRESET}/m:e4,e5,Nf3,Nc6,Bb5`, 'a game opened here is never ended by the page on repetition or fifty moves either');
  await showsItsFragment(page);
  assert.equal(await message(page), 'Game opened (Chess) after its move 5, Bb5.');
  assert.deepEqual(await moveRows(page), [['1.', 'e4', 'e5'], ['2.', 'Nf3', 'Nc6'], ['3.', 'Bb5']]);
  // An illegal move at line 4: the moves before it are played, and the feedback line says where
  // the rest was left out.
  await pressOpen(page);
  await page.locator('#open-text').fill('[Event "x"]\n\n1. d4 d5\n2. Ke3 Nc6 *\n');
  await press(page, '#open-go');
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => location.hash.endsWith('m:d4,d5'));
  await a11y(page);
  assert.equal(await hash(page), `v2/chess/${PRESET}/m:d4,d5`);
  assert.equal(await message(page), 'Game opened (Chess) up to its move 2, d5. At line 4, “Ke3” cannot be read or played, so the rest was left out.');
  // Nothing readable: told in the dialog, which stays open.
  await pressOpen(page);
  await page.locator('#open-text').fill('hello world');
  await press(page, '#open-go');
  await page.locator('#open-problem', { hasText: 'Nothing could be opened' }).waitFor();
  assert.equal(await text(page, '#open-problem'), 'Nothing could be opened: at line 1, “hello” cannot be read or played.');
  await a11y(page);
  await page.screenshot({ path: join(ARTIFACTS, 'web-chess-open.png') });
  // A draughts game: another page's, said in words with a link that opens it there.
  await page.locator('#open-text').fill('[GameType "25"]\n\n1. c3-d4 f6-e5 *\n');
  await press(page, '#open-go');
  await page.locator('#open-problem', { hasText: 'draughts page' }).waitFor();
  assert.equal(await text(page, '#open-problem'), 'This is a game of Russian draughts, 8×8: open it on the draughts page.');
  assert.equal(await page.locator('#open-elsewhere-link').getAttribute('href'), 'index.html#v2/russian/m:c3-d4,f6-e5');
  await a11y(page);
  await key(page, 'Escape');
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(await hash(page), `v2/chess/${PRESET}/m:d4,d5`, 'the game on the board is kept');
  // Spanish labels, and a game opened in Spanish.
  await press(page, '#lang');
  await page.locator('#open', { hasText: 'Abrir una partida' }).waitFor();
  await pressOpen(page);
  assert.equal(await text(page, '#open-title'), 'Abrir una partida');
  assert.equal(await text(page, 'label[for="open-text"]'), 'Texto de la partida');
  assert.match(await text(page, '#open-help'), /^Pega una partida en PGN/);
  await page.locator('#open-text').fill('1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n');
  await press(page, '#open-go');
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => location.hash.endsWith('Qxf7'));
  await a11y(page);
  assert.equal(await message(page), 'Partida abierta (Ajedrez) tras su jugada 7, Qxf7#.');
  assert.equal(await status(page), 'Ganan las blancas por jaque mate.');
  assert.deepEqual(await stored(page), NOTHING_STORED, 'a game copied, opened and switched to Spanish leaves nothing on the device');
  await page.close();
});

test('at phone width the status line stays one line in every end, in both languages, and never moves the board', async () => {
  const mate = `v2/chess/${PRESET}/m:f3,e5,g4,Qh4`;
  const rook = Game.fromFen('chess', '4k3/8/8/8/8/8/8/R3K3 w - - 149 100');
  rook.play('Ra2');
  const seventyFive = rook.toFragment();
  rook.free();
  const states = [
    mate,
    fenFragment('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1'),
    fenFragment('4k3/8/8/8/8/8/8/4K3 w - - 0 1'),
    `v2/chess/${PRESET}/m:Nf3,Nf6,Ng1,Ng8,Nf3,Nf6,Ng1,Ng8/e:claim-repetition`,
    `v2/chess/${PRESET}/m:e4/e:resign-black`,
    `v2/chess/${PRESET}/m:e4/e:agree`,
    // Under the rules of a link made elsewhere (the package's default), a fifth time and 75
    // moves end the game by themselves.
    `v2/chess/m:${'Nf3,Nf6,Ng1,Ng8,'.repeat(3)}Nf3,Nf6,Ng1,Ng8`,
    seventyFive,
    `v2/chess/${PRESET}/m:e4,f5,Qh5`,
  ];
  const page = await session.open({ file: FILE, viewport: { width: 390, height: 844 }, fragment: states[0] });
  await statusStaysOneLine(page, states);
  await page.close();
});

test('nothing is requested but the site’s own static files, each of which exists', () => {
  // Every request of every test above (harness.mjs, strayRequests): the chess page's files,
  // its family's module and PGN reading among them.
  const { foreign, failed } = strayRequests(session);
  assert.deepEqual(foreign, [], 'requests beyond the site’s own files');
  assert.deepEqual(failed, [], 'every file the page asked for exists');
  const fetched = session.requests.map((r) => new URL(r.url).pathname);
  assert.ok(fetched.includes('/examples/web/chess.html'), 'the list above saw the page');
  assert.ok(fetched.some((p) => p.endsWith('.wasm')), 'the list above saw the package’s WebAssembly');
});

test('no console error and no axe-core violation on the chess page', () => {
  assert.deepEqual(session.errors, []);
  assert.deepEqual(session.violations, []);
});
