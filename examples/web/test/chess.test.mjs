// Browser tests of "Chess for two" (chess.html): the same harness as the checkers page, every
// state checked by axe-core. The positions are checked against the damero package itself, loaded
// here in Node as an independent reader of the fragment.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, afterEach, before, describe, test } from 'node:test';
import init, { Game, readGames } from '../../../bindings-js/js/index.js';
import { ARTIFACTS, a11y, clickSquares, firstScreen, fragment, key, marked, messageText, movesShown, press, square, startSession, statusText } from './harness.mjs';

/** @type {import('./harness.mjs').Session} */
let session;
const FILE = 'chess.html';

/** Chess squares by name: a1 = 0 ... h8 = 63, as the package numbers them. @param {string} name */
const at = (name) => (name.charCodeAt(1) - 49) * 8 + (name.charCodeAt(0) - 97);

/** The board as drawn: one FEN letter per square, a1 first ('.' empty), read from the pieces' classes. @param {import('playwright-core').Page} page */
function drawnChess(page) {
  return page.evaluate(() => {
    /** @type {Record<string, string>} */
    const letters = { pawn: 'p', knight: 'n', bishop: 'b', rook: 'r', queen: 'q', king: 'k' };
    const out = new Array(64).fill('?');
    for (const b of document.querySelectorAll('#board button[data-square]')) {
      const piece = b.querySelector('.piece');
      let letter = '.';
      if (piece) {
        const role = Object.keys(letters).find((r) => piece.classList.contains(r)) ?? '?';
        letter = piece.classList.contains('white') ? letters[role].toUpperCase() : letters[role];
      }
      out[Number(b.getAttribute('data-square'))] = letter;
    }
    return out.join('');
  });
}

/** The same board read by the package from a fragment. @param {string} frag */
function boardOf(frag) {
  const game = Game.fromFragment(frag);
  try {
    /** @type {Record<string, string>} */
    const letters = { pawn: 'p', knight: 'n', bishop: 'b', rook: 'r', queen: 'q', king: 'k' };
    return game
      .board()
      .map((p) => (p === null ? '.' : p.side === 'white' ? letters[p.role].toUpperCase() : letters[p.role]))
      .join('');
  } finally {
    game.free();
  }
}

/** @param {import('playwright-core').Page} page */
async function assertShowsItsFragment(page) {
  const frag = await fragment(page);
  assert.equal(await drawnChess(page), boardOf(frag), `board drawn for #${frag}`);
  return frag;
}

/** The fragment of a game set up from a FEN, written by the package. @param {string} variant @param {string} fen */
function fenFragment(variant, fen) {
  const game = Game.fromFen(variant, fen);
  try {
    return game.toFragment();
  } finally {
    game.free();
  }
}

/** Plays squares by name. @param {import('playwright-core').Page} page @param {...string} names */
const play = (page, ...names) => clickSquares(page, ...names.map(at));

before(async () => {
  await init();
  session = await startSession();
});

after(async () => {
  await session?.close();
});

afterEach(() => {
  const errors = session.errors.splice(0);
  assert.deepEqual(errors, [], 'console errors or uncaught exceptions');
  const violations = session.violations.splice(0);
  assert.deepEqual(violations, [], 'axe-core violations (WCAG 2 A/AA and best practices)');
});

describe('Chess for two', () => {
  test("fool's mate: movable pieces, destinations, a refusal, check on the board, SAN move list", async () => {
    const page = await session.open({ file: FILE });
    assert.equal(await fragment(page), 'v2/chess');
    assert.equal(await statusText(page), 'White to move.');
    assert.equal(await drawnChess(page), boardOf('v2/chess'));
    // The pieces that can move: eight pawns and two knights.
    assert.deepEqual(await marked(page, 'movable'), [1, 6, 8, 9, 10, 11, 12, 13, 14, 15]);
    assert.equal(await square(page, at('b1')).getAttribute('aria-label'), 'b1, white knight, can move');
    await play(page, 'f2');
    assert.deepEqual(await marked(page, 'target'), [at('f3'), at('f4')]);
    await play(page, 'f5');
    assert.equal(await messageText(page), 'The piece on f2 cannot go to f5.');
    await play(page, 'f3', 'e7', 'e5', 'g2', 'g4');
    assert.equal(await fragment(page), 'v2/chess/m:f3,e5,g4');
    await play(page, 'd8', 'h4');
    assert.equal(await fragment(page), 'v2/chess/m:f3,e5,g4,Qh4');
    assert.equal(await statusText(page), 'Black wins by checkmate.');
    assert.deepEqual(await marked(page, 'check'), [at('e1')]);
    assert.deepEqual(await marked(page, 'checker'), [at('h4')]);
    assert.match((await square(page, at('e1')).getAttribute('aria-label')) ?? '', /^e1, white king, in check/);
    assert.deepEqual(await movesShown(page), [
      ['1.', 'f3', 'e5'],
      ['2.', 'g4', 'Qh4#'],
    ]);
    assert.deepEqual(await marked(page, 'movable'), [], 'nothing moves after the end');
    await assertShowsItsFragment(page);
    await page.screenshot({ path: join(ARTIFACTS, 'web-chess-mate.png') });
    // Undo takes the mate back; the game goes on in check-free position.
    await press(page, '#undo');
    assert.equal(await fragment(page), 'v2/chess/m:f3,e5,g4');
    assert.equal(await statusText(page), 'Black to move.');
    await page.close();
  });

  test('a promotion: the player chooses among four pieces; Escape cancels the choice', async () => {
    const start = fenFragment('chess', 'r3k3/1P6/8/8/8/8/8/4K3 w q - 0 1');
    const page = await session.open({ file: FILE, fragment: start });
    await play(page, 'b7');
    assert.deepEqual(await marked(page, 'target'), [at('a8'), at('b8')]);
    await play(page, 'a8');
    assert.equal(await fragment(page), start, 'nothing played before the choice');
    const choices = await page.locator('#prompt button[data-promote]:visible').allInnerTexts();
    assert.deepEqual(choices.map((c) => c.replace(/^\W+/u, '').trim()), ['Queen', 'Rook', 'Bishop', 'Knight']);
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-promote')), 'queen', 'the choice has the focus');
    await key(page, 'Escape');
    assert.equal(await page.locator('#prompt').isVisible(), false);
    assert.deepEqual(await marked(page, 'selected'), [at('b7')], 'the pawn stays picked');
    await play(page, 'a8');
    await press(page, '#prompt button[data-promote="knight"]');
    const game = Game.fromFragment(start);
    game.play('bxa8=N');
    assert.equal(await fragment(page), game.toFragment());
    game.free();
    assert.equal(await messageText(page), 'White played bxa8=N: the pawn became a knight.');
    // King and knight against king: the game ends by itself.
    assert.equal(await statusText(page), 'Draw: not enough material.');
    const overflow = await page.locator('#status').evaluate((el) => el.scrollWidth - el.clientWidth);
    assert.ok(overflow <= 1, 'the status line is not cut');
    assert.equal(await square(page, at('a8')).getAttribute('aria-label'), 'a8, white knight, last move');
    await assertShowsItsFragment(page);
    await page.screenshot({ path: join(ARTIFACTS, 'web-chess-promotion.png') });
    await page.close();
  });

  test('castling both ways by moving the king two squares; in Chess960 onto its rook; a numbered and a random start', async () => {
    const start = fenFragment('chess', 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1');
    const page = await session.open({ file: FILE, fragment: start });
    await play(page, 'e1');
    assert.deepEqual(await marked(page, 'target'), [at('c1'), at('d1'), at('f1'), at('g1')]);
    await play(page, 'g1');
    await play(page, 'e8', 'c8');
    assert.deepEqual(await movesShown(page), [['1.', 'O-O', 'O-O-O']]);
    const frag = await assertShowsItsFragment(page);
    const board = boardOf(frag);
    assert.equal(board.slice(at('e1'), at('h1') + 1), '.RK.', 'king g1, rook f1');
    assert.equal(board.slice(at('a8'), at('e8') + 1), '..kr.', 'king c8, rook d8');
    await page.close();

    // Chess960, king b1 and rook a1: the king moves onto its rook to castle long.
    const c960 = await session.open({ file: FILE, fragment: 'v2/chess960/s:4k3.8.8.8.8.8.8.RK6_w_Q_-_0_1' });
    await play(c960, 'b1');
    assert.ok((await marked(c960, 'target')).includes(at('a1')), 'the rook square is a target');
    await play(c960, 'a1');
    assert.equal(await fragment(c960), 'v2/chess960/s:4k3.8.8.8.8.8.8.RK6_w_Q_-_0_1/m:O-O-O');
    assert.deepEqual(await movesShown(c960), [['1.', 'O-O-O']]);
    assert.equal(boardOf(await assertShowsItsFragment(c960)).slice(0, 4), '..KR');
    // A new Chess960 game with a start number, then a random one.
    await c960.locator('#variant').selectOption('chess960');
    assert.equal(await c960.locator('#start').isVisible(), true);
    await c960.locator('#start').fill('0');
    await press(c960, '#new-game');
    assert.equal(await fragment(c960), 'v2/chess960/s:0');
    assert.equal((await drawnChess(c960)).slice(0, 8), 'BBQNNRKR');
    await c960.locator('#start').fill('960');
    await press(c960, '#new-game');
    assert.equal(await fragment(c960), 'v2/chess960/s:0', 'a number out of range starts nothing');
    assert.match(await messageText(c960), /0 to 959/);
    await c960.locator('#start').fill('');
    await press(c960, '#new-game');
    const random = await fragment(c960);
    assert.match(random, /^v2\/chess960(\/s:\d+)?$/);
    await assertShowsItsFragment(c960);
    await c960.locator('#variant').selectOption('chess');
    assert.equal(await c960.locator('#start').isVisible(), false);
    await c960.close();
  });

  test('en passant: the pawn that passed is taken from beside the capturing pawn', async () => {
    const page = await session.open({ file: FILE, fragment: 'v2/chess/m:e4,a6,e5,d5' });
    await play(page, 'e5');
    assert.deepEqual(await marked(page, 'target'), [at('d6'), at('e6')]);
    await play(page, 'd6');
    assert.equal(await fragment(page), 'v2/chess/m:e4,a6,e5,d5,exd6');
    assert.equal(await square(page, at('d5')).locator('.piece').count(), 0, 'the black pawn on d5 is gone');
    assert.match((await square(page, at('d6')).getAttribute('aria-label')) ?? '', /^d6, white pawn/);
    await assertShowsItsFragment(page);
    await page.close();
  });

  test('threefold repetition: the claim button appears when the claim is open; insufficient material ends the game', async () => {
    const page = await session.open({ file: FILE, fragment: 'v2/chess/m:Nf3,Nf6,Ng1,Ng8,Nf3,Nf6,Ng1' });
    assert.equal(await page.locator('#claim').isVisible(), false);
    await play(page, 'f6', 'g8');
    assert.equal(await page.locator('#claim').innerText(), 'Claim a draw by threefold repetition');
    await press(page, '#claim');
    assert.equal(await statusText(page), 'Draw by repetition.');
    assert.equal(await fragment(page), 'v2/chess/m:Nf3,Nf6,Ng1,Ng8,Nf3,Nf6,Ng1,Ng8/e:claim-repetition');
    await page.close();

    const bare = await session.open({ file: FILE, fragment: fenFragment('chess', '4k3/8/8/8/8/8/3b4/4K2B w - - 0 1') });
    await play(bare, 'e1', 'd2');
    assert.equal(await statusText(bare), 'Draw: not enough material.');
    assert.equal(await bare.locator('#resign').isVisible(), false);
    await bare.close();
  });

  test('a game set up with Black to move at move 30 numbers its moves from there, Black after a gap', async () => {
    const page = await session.open({ file: FILE, fragment: fenFragment('chess', '4k3/8/8/8/8/8/4P3/4K3 b - - 0 30') });
    await play(page, 'e8', 'd8');
    await play(page, 'e2', 'e4');
    assert.deepEqual(await movesShown(page), [['30.', '…', 'Kd8'], ['31.', 'e4']]);
    await page.close();
  });

  test('copy the game as PGN: it reads back to the same game, with the page’s tags; in Spanish too', async () => {
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.origin });
    const page = await session.open({ file: FILE, query: '?lang=en' });
    assert.equal(await page.locator('#copy-file').innerText(), 'Copy as PGN');
    await play(page, 'e2', 'e4', 'e7', 'e5', 'g1', 'f3');
    const frag = await fragment(page);
    assert.equal(frag, 'v2/chess/m:e4,e5,Nf3');
    await press(page, '#copy-file');
    await page.locator('#message', { hasText: 'Game copied as PGN' }).waitFor();
    await a11y(page);
    const text = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(text, /1\. e4 e5 2\. Nf3 \*/);
    const [record] = [...readGames(text, { strict: true })];
    assert.equal(record.variant, 'chess');
    assert.equal(record.header('Event'), 'Chess for two');
    assert.equal(record.header('Site'), `${session.pageUrl}${FILE}`);
    assert.match(record.header('Date') ?? '', /^\d{4}\.\d{2}\.\d{2}$/);
    assert.deepEqual([record.header('White'), record.header('Black'), record.header('Result')], ['?', '?', '*']);
    assert.deepEqual(record.mainline().map((m) => m.notation), ['e4', 'e5', 'Nf3']);
    const game = /** @type {Game} */ (record.game());
    assert.equal(game.toFragment(), frag, 'the same game');
    game.free();
    await press(page, '#lang');
    assert.equal(await page.locator('#copy-file').innerText(), 'Copiar en PGN');
    await press(page, '#copy-file');
    await page.locator('#message', { hasText: 'Partida copiada en PGN' }).waitFor();
    await page.close();
    await session.context.clearPermissions();
  });

  test('open a game: pasted PGN is played on the board; an illegal move is told in words and the moves before it kept', async () => {
    const from = session.requests.length;
    const page = await session.open({ file: FILE, query: '?lang=en' });
    const paths = () => session.requests.slice(from).map((r) => new URL(r.url).pathname);
    assert.equal(await page.locator('#open').innerText(), 'Open a game…');
    assert.ok(!paths().includes('/bindings-js/dist/index.js'), 'the reader is not in the first download');
    await press(page, '#open');
    const dialog = page.locator('#open-dialog');
    await dialog.waitFor({ state: 'visible' });
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'open-text', 'focus in the dialog');
    assert.equal(await page.locator('#open-dialog').getAttribute('aria-labelledby'), 'open-title');
    await a11y(page);
    // Escape closes it, and focus goes back to its button.
    await key(page, 'Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'open');
    // A whole game: the board, the moves and the address show it.
    await press(page, '#open');
    await page.locator('#open-text').fill('[Event "Club night"]\n[White "Ruiz, Ana"]\n[Black "Vega, Luis"]\n\n1. e4 e5 (1... c5) 2. Nf3 {a comment} Nc6 3. Bb5 *\n');
    await press(page, '#open-go');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await fragment(page), 'v2/chess/m:e4,e5,Nf3,Nc6,Bb5');
    await assertShowsItsFragment(page);
    assert.equal(await messageText(page), 'Game opened (Chess) after its move 5, Bb5.');
    assert.deepEqual(await movesShown(page), [['1.', 'e4', 'e5'], ['2.', 'Nf3', 'Nc6'], ['3.', 'Bb5']]);
    assert.ok(paths().includes('/bindings-js/dist/index.js') && paths().includes('/bindings-js/pkg/damero_wasm_bg.wasm'), 'the full entry, loaded for the dialog');
    // An illegal move at line 4: the moves before it are played (the choice of this page), and
    // the feedback line says where the rest was left out.
    await press(page, '#open');
    await page.locator('#open-text').fill('[Event "x"]\n\n1. d4 d5\n2. Ke3 Nc6 *\n');
    await press(page, '#open-go');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await fragment(page), 'v2/chess/m:d4,d5');
    await assertShowsItsFragment(page);
    assert.equal(
      await messageText(page),
      'Game opened (Chess) up to its move 2, d5. At line 4, “Ke3” cannot be read or played, so the rest was left out.',
    );
    // Nothing readable: told in the dialog, which stays open; Back returns to the game before.
    await press(page, '#open');
    await page.locator('#open-text').fill('hello world');
    await press(page, '#open-go');
    await page.locator('#open-problem', { hasText: 'Nothing could be opened' }).waitFor();
    assert.equal(await page.locator('#open-problem').innerText(), 'Nothing could be opened: at line 1, “hello” cannot be read or played.');
    await a11y(page);
    await page.screenshot({ path: join(ARTIFACTS, 'web-chess-open.png') });
    // A draughts game: another page's, said in words with a link that opens it there.
    await page.locator('#open-text').fill('[GameType "25"]\n\n1. c3-d4 f6-e5 *\n');
    await press(page, '#open-go');
    await page.locator('#open-problem', { hasText: 'draughts page' }).waitFor();
    assert.equal(await page.locator('#open-problem').innerText(), 'This is a game of Russian draughts: open it on the draughts page.');
    assert.equal(await page.locator('#open-elsewhere-link').getAttribute('href'), './#v2/russian/m:c3-d4,f6-e5');
    await key(page, 'Escape');
    assert.equal(await fragment(page), 'v2/chess/m:d4,d5', 'the game on the board is kept');
    await page.goBack();
    await page.waitForFunction(() => location.hash === '#v2/chess/m:e4,e5,Nf3,Nc6,Bb5');
    // Spanish labels.
    await press(page, '#lang');
    await press(page, '#open');
    assert.equal(await page.locator('#open-title').innerText(), 'Abrir una partida');
    assert.equal(await page.locator('label[for="open-text"]').innerText(), 'Texto de la partida');
    assert.match(await page.locator('#open-help').innerText(), /^Pega una partida en PGN/);
    await page.locator('#open-text').fill('1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n');
    await press(page, '#open-go');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await messageText(page), 'Partida abierta (Ajedrez) tras su jugada 7, Qxf7#.');
    assert.equal(await statusText(page), 'Ganan las blancas por jaque mate.');
    await page.close();
  });

  test('a broken link says so and opens up to the last legal move; a draughts link is not a chess game', async () => {
    const page = await session.open({ file: FILE, fragment: 'v2/chess/m:e4,e5,Ke3' });
    assert.equal(await page.locator('#bad-link').isVisible(), true);
    assert.equal(await page.locator('#bad-open').innerText(), 'Open the game up to move 2');
    await page.screenshot({ path: join(ARTIFACTS, 'web-chess-broken-link.png') });
    await press(page, '#bad-open');
    assert.equal(await fragment(page), 'v2/chess/m:e4,e5');
    await assertShowsItsFragment(page);
    await page.close();
    const other = await session.open({ file: FILE, fragment: 'v2/english/m:11-15' });
    assert.equal(await other.locator('#bad-link').isVisible(), true);
    assert.match(await other.locator('#bad-detail').innerText(), /draughts/);
    await press(other, '#bad-new');
    assert.equal(await fragment(other), 'v2/chess');
    await other.close();
  });

  test('Spanish, the keyboard, and the first screen of a laptop and a phone; nothing stored', async () => {
    const page = await session.open({ file: FILE, query: '?lang=es', viewport: { width: 1366, height: 768 } });
    assert.equal(await statusText(page), 'Juegan las blancas.');
    assert.equal(await page.title(), 'Ajedrez para dos');
    // Keyboard: the tab stop starts on a1; up to a2, Enter picks the pawn, up twice, Enter moves it.
    await square(page, at('a1')).focus();
    await key(page, 'ArrowUp');
    await key(page, 'Enter');
    assert.deepEqual(await marked(page, 'selected'), [at('a2')]);
    await key(page, 'ArrowUp');
    await key(page, 'ArrowUp');
    await key(page, 'Enter');
    assert.equal(await fragment(page), 'v2/chess/m:a4');
    assert.equal(await messageText(page), 'Las blancas jugaron a4.');
    for (const [viewport, name] of /** @type {const} */ ([
      [{ width: 1366, height: 768 }, 'web-chess.png'],
      [{ width: 390, height: 844 }, 'web-chess-phone.png'],
    ])) {
      await page.setViewportSize(viewport);
      await page.waitForFunction((w) => innerWidth === w, viewport.width);
      await a11y(page);
      const s = await firstScreen(page);
      assert.ok(s.board && s.board.bottom <= s.height + 1 && s.board.right <= s.width + 1, `board fits ${JSON.stringify(s.board)}`);
      assert.ok(s.scrollWidth <= s.width, 'no sideways scrolling');
      for (const b of s.buttons) {
        if (b.id === 'start' || !b.box) continue;
        assert.ok(b.box.bottom <= s.height + 1, `${b.id} on the first screen at ${viewport.width}x${viewport.height}`);
      }
      await page.screenshot({ path: join(ARTIFACTS, name) });
    }
    assert.deepEqual(
      await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie]),
      [0, 0, ''],
      'nothing stored',
    );
    await page.close();
  });
});
