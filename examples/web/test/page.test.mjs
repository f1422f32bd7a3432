// Browser tests of "Checkers for two": headless Debian Chromium driven by playwright-core, the
// page served by examples/web/server.mjs. Every test plays through the page as a person would
// (clicks, keys, links) and checks what the page shows against the address bar and against the
// damero package itself, loaded here in Node as an independent reader of the fragment.

import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before, describe, test } from 'node:test';
import init, { Game, boardLayout, readGames, squareName, variant, variants } from '../../../bindings-js/js/index.js';
import {
  ARTIFACTS,
  a11y,
  clickSquares,
  drawnBoard,
  fragment,
  key,
  marked,
  messageText,
  firstScreen,
  movesShown,
  press,
  square,
  startSession,
  statusText,
} from './harness.mjs';

/** @type {import('./harness.mjs').Session} */
let session;

/** The board letters of the game a fragment holds, read by the package in Node, in the letters
 * of its variant (from the core). @param {string} frag */
function boardOf(frag) {
  const game = Game.fromFragment(frag);
  try {
    const { pieces } = variant(game.variant);
    return game
      .board()
      .map((p) => (p === null ? '.' : pieces.find((x) => x.side === p.side && x.role === p.role)?.letter ?? '?'))
      .join('');
  } finally {
    game.free();
  }
}

/** The page shows exactly the game in its address bar. @param {import('playwright-core').Page} page */
async function assertShowsItsFragment(page) {
  const frag = await fragment(page);
  assert.equal(await drawnBoard(page), boardOf(frag), `board drawn for #${frag}`);
  return frag;
}

const START = 'bbbbbbbbbbbb........wwwwwwwwwwww';

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

describe('Checkers for two', () => {
  test('an opening with a forced capture; illegal moves are refused with a reason', async (t) => {
    const page = await session.open();
    // A number for people, not a check: milliseconds from navigation to the first drawn board.
    t.diagnostic(`page ready ${Math.round(await page.evaluate(() => performance.now()))} ms after navigation`);
    assert.equal(await fragment(page), 'v2/english', 'a new game writes its fragment');
    assert.equal(await drawnBoard(page), START);
    assert.equal(await statusText(page), 'Black to move.');

    // Clicking a piece shows where it may go.
    await clickSquares(page, 11);
    assert.deepEqual(await marked(page, 'selected'), [11]);
    assert.deepEqual(await marked(page, 'target'), [15, 16]);
    // A square it cannot reach is refused, and nothing changes.
    await clickSquares(page, 18);
    assert.equal(await messageText(page), 'The piece on 11 cannot go to 18.');
    assert.equal(await fragment(page), 'v2/english');
    // A piece of the side not to move.
    await clickSquares(page, 22);
    assert.equal(await messageText(page), 'That is White’s piece, and it is Black’s turn.');

    await clickSquares(page, 11, 15);
    assert.equal(await fragment(page), 'v2/english/m:11-15');
    assert.equal(await statusText(page), 'White to move.');
    assert.equal(await messageText(page), 'Black played 11-15.');
    await clickSquares(page, 22, 18);

    // Black must capture: the piece is marked, and another piece is refused with the reason.
    assert.equal(await statusText(page), 'Black to move and must capture.');
    assert.deepEqual(await marked(page, 'capture'), [15]);
    await clickSquares(page, 9);
    assert.equal(await messageText(page), 'A capture is compulsory: move a piece that can jump (on 15).');
    assert.deepEqual(await marked(page, 'selected'), []);
    // The capturing piece cannot step instead.
    await clickSquares(page, 15, 19);
    assert.equal(await messageText(page), 'The piece on 15 has to jump, so it cannot go to 19.');
    assert.deepEqual(await marked(page, 'target'), [22]);
    await clickSquares(page, 22);
    assert.equal(await fragment(page), 'v2/english/m:11-15,22-18,15x22');
    assert.equal(await square(page, 22).getAttribute('aria-label'), '22, black man, last move');
    assert.equal(await square(page, 18).getAttribute('aria-label'), '18, empty');

    // White has two captures; then a few more moves to a position with two captures for White.
    assert.deepEqual(await marked(page, 'capture'), [25, 26]);
    await clickSquares(page, 25, 18, 12, 16, 24, 19, 9, 14);
    const frag = await assertShowsItsFragment(page);
    assert.equal(frag, 'v2/english/m:11-15,22-18,15x22,25x18,12-16,24-19,9-14');
    assert.deepEqual(await marked(page, 'capture'), [18, 19]);
    await clickSquares(page, 19);
    assert.deepEqual(await marked(page, 'target'), [12]);
    await page.screenshot({ path: join(ARTIFACTS, 'web-midgame.png'), fullPage: true });
    await page.close();
  });

  test('a multi-jump: the player picks where the piece jumps and the page finishes it, crowning', async () => {
    let page = await session.open({ fragment: 'v2/english/s:B:W17,18,27:B14' });
    assert.deepEqual(await marked(page, 'capture'), [14]);
    await clickSquares(page, 14);
    assert.deepEqual(await marked(page, 'target'), [21, 23], 'two first jumps');
    await clickSquares(page, 23);
    // From 23 the jump can only go on over 27 to 32: the page plays all of it.
    assert.equal(await fragment(page), 'v2/english/s:B:W17,18,27:B14/m:14x32');
    assert.equal(await drawnBoard(page), '................w..............B');
    assert.equal(await messageText(page), 'Black played 14x32, and the piece is crowned.');
    assert.match((await square(page, 32).getAttribute('aria-label')) ?? '', /^32, black king/);
    assert.equal(await square(page, 32).locator('.piece.king svg.crown').count(), 1, 'the king wears a crown');
    assert.deepEqual(await marked(page, 'last'), [14, 23, 32]);
    assert.equal(await statusText(page), 'White to move.');
    await assertShowsItsFragment(page);

    // Where the jump can go on two ways, the page waits for the second choice.
    await page.close();
    page = await session.open({ fragment: 'v2/english/s:B:W18,26,27:B14' });
    await clickSquares(page, 14, 23);
    assert.deepEqual(await marked(page, 'selected'), [14, 23]);
    assert.deepEqual(await marked(page, 'taken'), [18]);
    assert.deepEqual(await marked(page, 'target'), [30, 32]);
    assert.equal(await messageText(page), 'The jump goes on: choose the next square.');
    assert.equal(await fragment(page), 'v2/english/s:B:W18,26,27:B14', 'nothing played yet');
    await clickSquares(page, 30);
    assert.equal(await fragment(page), 'v2/english/s:B:W18,26,27:B14/m:14x30');
    await assertShowsItsFragment(page);

    // Clicking the last square of a jump at once plays the whole jump.
    await page.close();
    page = await session.open({ fragment: 'v2/english/s:B:W17,18,27:B14' });
    await clickSquares(page, 14, 32);
    assert.equal(await fragment(page), 'v2/english/s:B:W17,18,27:B14/m:14x32');
    await page.close();
  });

  test('a win by taking the last piece and a win by leaving no move', async () => {
    let page = await session.open({ fragment: 'v2/english/s:B:W18:B14' });
    await clickSquares(page, 14, 23);
    assert.equal(await statusText(page), 'Black wins: White has no pieces left.');
    assert.equal(await page.locator('#status').getAttribute('data-state'), 'win');
    assert.equal(await fragment(page), 'v2/english/s:B:W18:B14/m:14x23');
    assert.equal(await page.locator('#draw').isVisible(), false, 'no draw after the end');
    await clickSquares(page, 23);
    assert.equal(await messageText(page), 'The game is over: no more moves.');
    assert.equal(await page.locator('#undo').isEnabled(), true);

    await page.close();
    page = await session.open({ fragment: 'v2/english/s:B:W21:B10,14,17' });
    await clickSquares(page, 10, 15);
    assert.equal(await statusText(page), 'Black wins: White has no move left.');
    await assertShowsItsFragment(page);
    await page.close();
  });

  test('copy a link, open it in a new page: same position, same turn', async () => {
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.origin });
    const page = await session.open({ query: '?lang=en' });
    await clickSquares(page, 11, 15, 23, 19, 8, 11);
    await press(page, '#copy');
    await page.locator('#message', { hasText: 'Link copied' }).waitFor();
    await a11y(page);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(link, `${session.pageUrl}#v2/english/m:11-15,23-19,8-11`, 'the link holds the game, not the language');
    assert.equal(await page.locator('#copy-fallback').isVisible(), false);

    const other = await session.context.newPage();
    other.on('pageerror', (err) => session.errors.push(`uncaught: ${err.message}`));
    await other.goto(link);
    await other.waitForSelector('body[data-ready="true"]', { state: 'attached' });
    assert.equal(await drawnBoard(other), await drawnBoard(page));
    assert.equal(await statusText(other), 'White to move.');
    assert.equal(await statusText(other), await statusText(page));
    assert.equal(await other.locator('#moves').innerText(), await page.locator('#moves').innerText());
    await assertShowsItsFragment(other);
    // Reloading restores the game exactly.
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
    assert.equal(await drawnBoard(page), await drawnBoard(other));
    await other.close();
    await page.close();
    await session.context.clearPermissions();
  });

  test('copy the game as PDN: it reads back to the same game, with the page’s tags; in Spanish too', async () => {
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.origin });
    const page = await session.open({ query: '?lang=en', fragment: 'v2/russian' });
    assert.equal(await page.locator('#copy-file').innerText(), 'Copy as PDN');
    await clickSquares(page, 21, 17, 10, 14);
    const frag = await fragment(page);
    const before = await firstScreen(page);
    await press(page, '#copy-file');
    await page.locator('#message', { hasText: 'Game copied as PDN' }).waitFor();
    await a11y(page);
    assert.deepEqual((await firstScreen(page)).buttons, before.buttons, 'copying moves no button');
    const text = await page.evaluate(() => navigator.clipboard.readText());
    const [record, ...more] = [...readGames(text, { strict: true })];
    assert.equal(more.length, 0, 'one game');
    assert.equal(record.variant, 'russian');
    assert.equal(record.header('Event'), 'Checkers for two');
    assert.equal(record.header('Site'), session.pageUrl, 'the page, without the game or the language');
    assert.match(record.header('Date') ?? '', /^\d{4}\.\d{2}\.\d{2}$/);
    assert.equal(record.header('White'), '?');
    assert.equal(record.header('Black'), '?');
    const game = /** @type {Game} */ (record.game());
    assert.equal(game.toFragment(), frag, 'the same game');
    game.free();
    assert.equal(await page.locator('#file-fallback').isVisible(), false);
    // Spanish: the button and the feedback; the Event is the page's name in its language.
    await press(page, '#lang');
    assert.equal(await page.locator('#copy-file').innerText(), 'Copiar en PDN');
    assert.equal(await page.locator('#files').getAttribute('aria-label'), 'Archivo de la partida');
    await press(page, '#copy-file');
    await page.locator('#message', { hasText: 'Partida copiada en PDN' }).waitFor();
    const es = [...readGames(await page.evaluate(() => navigator.clipboard.readText()))][0];
    assert.equal(es.header('Event'), 'Damas para dos');
    await page.close();
    await session.context.clearPermissions();
  });

  test('open a game: a picked PDN file switches to its variant; a chess game is told in words; Spanish labels', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'damero-web-pdn-'));
    const file = join(dir, 'russian.pdn');
    await writeFile(file, '[Event "Club night"]\n[GameType "25"]\n\n1. c3-d4 f6-e5 2. d4:f6 g7:e5 *\n\n[GameType "20"]\n\n1. 32-28 *\n');
    const page = await session.open({ query: '?lang=en' });
    assert.equal(await page.locator('#open').innerText(), 'Open a game…');
    await press(page, '#open');
    const dialog = page.locator('#open-dialog');
    await dialog.waitFor({ state: 'visible' });
    await a11y(page);
    await page.locator('#open-file').setInputFiles(file);
    await dialog.waitFor({ state: 'hidden' });
    // The first game of the file, in its variant, as the variant list would choose it.
    assert.equal(await fragment(page), 'v2/russian/m:c3-d4,f6-e5,d4:f6,g7:e5');
    await assertShowsItsFragment(page);
    assert.equal(await page.locator('#variant').inputValue(), 'russian');
    assert.equal(await messageText(page), 'Game opened (Russian draughts) after its move 4, g7:e5.');
    await page.screenshot({ path: join(ARTIFACTS, 'web-open-file.png') });
    // A chess game on the checkers page: said in words, with a link to the chess page.
    await press(page, '#open');
    await page.locator('#open-text').fill('[Event "x"]\n\n1. e4 e5 2. Nf3 *\n');
    await press(page, '#open-go');
    await page.locator('#open-problem', { hasText: 'chess page' }).waitFor();
    assert.equal(await page.locator('#open-problem').innerText(), 'This is a game of Chess: open it on the chess page.');
    assert.equal(await page.locator('#open-elsewhere-link').getAttribute('href'), 'chess.html#v2/chess/m:e4,e5,Nf3');
    assert.equal(await page.locator('#open-elsewhere-link').innerText(), 'Open it in Chess for two');
    await a11y(page);
    await page.locator('#open-cancel').click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await fragment(page), 'v2/russian/m:c3-d4,f6-e5,d4:f6,g7:e5', 'the game on the board is kept');
    // Spanish: the labels, and the chess game told in Spanish.
    await press(page, '#lang');
    await press(page, '#open');
    assert.equal(await page.locator('#open-title').innerText(), 'Abrir una partida');
    assert.equal(await page.locator('label[for="open-file"]').innerText(), 'O elige un archivo');
    assert.equal(await page.locator('#open-go').innerText(), 'Abrir');
    assert.equal(await page.locator('#open-text').inputValue(), '[Event "x"]\n\n1. e4 e5 2. Nf3 *\n', 'a cancelled text is kept');
    await page.locator('#open-text').fill('');
    await press(page, '#open-go');
    assert.equal(await page.locator('#open-problem').innerText(), 'Primero pega una partida o elige un archivo.');
    await page.locator('#open-text').fill('1. e4 e5 *');
    await press(page, '#open-go');
    await page.locator('#open-problem', { hasText: 'ajedrez' }).waitFor();
    assert.equal(await page.locator('#open-problem').innerText(), 'Es una partida de Ajedrez: ábrela en la página de ajedrez.');
    await a11y(page);
    await key(page, 'Escape');
    await page.close();
    await rm(dir, { recursive: true, force: true });
  });

  test('without a clipboard the game file is shown, selected, to copy by hand', async () => {
    const page = await session.open({
      beforeLoad: () => {
        Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
      },
    });
    await clickSquares(page, 9, 13);
    await press(page, '#copy-file');
    const field = page.locator('#file-field');
    await field.waitFor({ state: 'visible' });
    assert.equal(await messageText(page), 'Copying is not possible here. Select the game below and copy it:');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'file-field');
    assert.match(await field.inputValue(), /\[Event "Checkers for two"\][^]*1\. 9-13 \*/);
    assert.equal(await page.locator('#file-label').innerText(), 'The game as PDN');
    await page.close();
  });

  test('without a clipboard the link is shown in a field to copy by hand', async () => {
    const page = await session.open({
      beforeLoad: () => {
        Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
      },
    });
    await clickSquares(page, 9, 13);
    await press(page, '#copy');
    const field = page.locator('#copy-field');
    await field.waitFor({ state: 'visible' });
    assert.equal(await field.inputValue(), `${session.pageUrl}#v2/english/m:9-13`);
    assert.equal(await messageText(page), 'Copying is not possible here. Select the link below and copy it:');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'copy-field');
    const selected = await page.evaluate(() => {
      const f = /** @type {HTMLInputElement} */ (document.getElementById('copy-field'));
      return f.value.slice(f.selectionStart ?? 0, f.selectionEnd ?? 0);
    });
    assert.equal(selected, `${session.pageUrl}#v2/english/m:9-13`, 'the whole link is selected');
    await page.close();
  });

  test('undo takes back moves and the address follows', async () => {
    const page = await session.open({ fragment: 'v2/english/m:11-15,22-18,15x22' });
    assert.equal(await statusText(page), 'White to move and must capture.');
    await press(page, '#undo');
    assert.equal(await fragment(page), 'v2/english/m:11-15,22-18');
    assert.equal(await messageText(page), 'Took back 15x22.');
    assert.equal(await statusText(page), 'Black to move and must capture.');
    await assertShowsItsFragment(page);
    await press(page, '#undo');
    await press(page, '#undo');
    assert.equal(await fragment(page), 'v2/english');
    assert.equal(await drawnBoard(page), START);
    assert.equal(await page.locator('#undo').isDisabled(), true, 'nothing left to undo');
    await page.close();
  });

  test('a new game, and Back returns to the game before it; a pasted link replaces the game', async () => {
    const page = await session.open({ fragment: 'v2/english/m:11-15,22-18' });
    await press(page, '#new-game');
    assert.equal(await fragment(page), 'v2/english');
    assert.equal(await drawnBoard(page), START);
    await page.goBack();
    await page.waitForFunction(() => location.hash === '#v2/english/m:11-15,22-18');
    await page.locator('#status', { hasText: 'must capture' }).waitFor();
    await a11y(page);
    await assertShowsItsFragment(page);

    await page.evaluate(() => {
      location.hash = 'v2/english/m:10-14';
    });
    await page.locator('#status', { hasText: 'White to move.' }).waitFor();
    await a11y(page);
    assert.equal(await assertShowsItsFragment(page), 'v2/english/m:10-14');
    await page.close();
  });

  test('a broken or tampered link shows a clear message and offers a new game', async () => {
    /** @type {[string, RegExp][]} */
    const cases = [
      ['v2/english/m:11-15,11-16', /move 2 "11-16"/],
      ['v9/english', /version/],
      ['v2/english/o:repetition=warn3', /repetition/],
      ['v1/chess', /chess/],
      ['v2/english/m:11-15%3Cb%3E', /./],
      ['nonsense', /./],
    ];
    /** @type {import('playwright-core').Page | undefined} */
    let page;
    for (const [frag, detail] of cases) {
      await page?.close();
      page = await session.open({ fragment: frag });
      await page.locator('#bad-link').waitFor({ state: 'visible' });
      assert.equal(
        await page.locator('#bad-link h2').innerText(),
        'This link does not hold a game this page can open.',
        frag,
      );
      assert.match(await page.locator('#bad-detail').innerText(), detail, frag);
      assert.equal(await page.locator('#board').isVisible(), false, `no board for ${frag}`);
      assert.equal(await page.locator('#status').isVisible(), false, 'no turn without a game');
      assert.equal(await fragment(page), frag, 'the broken link stays in the address until the player acts');
    }
    if (!page) throw new Error('no cases');
    await press(page, '#bad-new');
    assert.equal(await page.locator('#bad-link').isVisible(), false);
    assert.equal(await fragment(page), 'v2/english');
    assert.equal(await drawnBoard(page), START);
    assert.equal(await statusText(page), 'Black to move.');
    await page.close();
  });

  test('a draw offer: accepted or declined on the same screen, carried by a link; undo after it', async () => {
    const page = await session.open();
    assert.equal(await page.locator('#draw').isVisible(), false, 'no draw before the first move');
    await clickSquares(page, 11, 15);
    // Black moved and offers a draw; White is to move and answers.
    await press(page, '#draw');
    assert.equal(await page.locator('#prompt-text').innerText(), 'Black offers a draw to White.');
    assert.equal(await fragment(page), 'v2/english/m:11-15~offer=black', 'the offer is in the page’s part of the hash');
    assert.equal(await page.locator('#draw').isVisible(), false, 'one offer at a time');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'accept-draw');
    await page.screenshot({ path: join(ARTIFACTS, 'web-draw-offer.png') });
    // Declining keeps the game going.
    await press(page, '#decline-draw');
    assert.equal(await messageText(page), 'White declined the draw.');
    assert.equal(await fragment(page), 'v2/english/m:11-15');
    assert.equal(await statusText(page), 'White to move.');

    // Offered again and accepted: the game ends as a draw, and undo takes the agreement back.
    await press(page, '#draw');
    await press(page, '#accept-draw');
    assert.equal(await statusText(page), 'Draw, agreed by the players.');
    assert.equal(await page.locator('#status').getAttribute('data-state'), 'draw');
    assert.equal(await fragment(page), 'v2/english/m:11-15/e:agree');
    assert.equal(await page.locator('#draw').isVisible(), false);
    assert.equal(await page.locator('#prompt').isVisible(), false);
    assert.match(await page.locator('#moves').innerText(), /Draw agreed/);
    await clickSquares(page, 22);
    assert.equal(await messageText(page), 'The game is over: no more moves.');
    assert.equal(await fragment(page), 'v2/english/m:11-15/e:agree');
    await press(page, '#undo');
    assert.equal(await fragment(page), 'v2/english/m:11-15');
    assert.equal(await statusText(page), 'White to move.');
    assert.equal(await page.locator('#draw').isVisible(), true);

    // An offer, then undo: the offer is taken back first, then the move.
    await press(page, '#draw');
    await press(page, '#undo');
    assert.equal(await messageText(page), 'The draw offer was taken back.');
    assert.equal(await fragment(page), 'v2/english/m:11-15');
    // A move instead of an answer declines the offer.
    await press(page, '#draw');
    await clickSquares(page, 22, 18);
    assert.equal(await messageText(page), 'White played 22-18; the draw offer lapsed.');
    assert.equal(await fragment(page), 'v2/english/m:11-15,22-18');
    await page.close();

    // A link carries the offer to the other player, who accepts it there.
    const other = await session.open({ fragment: 'v2/english/m:11-15,22-18~offer=white' });
    assert.equal(await other.locator('#prompt-text').innerText(), 'White offers a draw to Black.');
    assert.equal(await statusText(other), 'Black to move and must capture.');
    await press(other, '#accept-draw');
    assert.equal(await fragment(other), 'v2/english/m:11-15,22-18/e:agree');
    assert.equal(await statusText(other), 'Draw, agreed by the players.');
    await other.close();

    // An offer the game does not allow (by the side to move, before any move, after the end) is
    // dropped with a word, and the address is cleaned.
    for (const [frag, clean] of [
      ['v2/english/m:11-15~offer=white', 'v2/english/m:11-15'],
      ['v2/english~offer=white', 'v2/english'],
      ['v2/english/m:11-15/e:agree~offer=black', 'v2/english/m:11-15/e:agree'],
    ]) {
      const stale = await session.open({ fragment: frag });
      assert.equal(await stale.locator('#prompt').isVisible(), false, frag);
      assert.equal(await messageText(stale), 'The draw offer in this link no longer applies, so it was left out.');
      assert.equal(await fragment(stale), clean);
      await stale.close();
    }
  });

  test('resigning asks for a confirmation; undo takes the resignation back', async () => {
    const page = await session.open({ fragment: 'v2/english/m:11-15,22-18' });
    await press(page, '#resign');
    assert.equal(await page.locator('#prompt-text').innerText(), 'Black resigns and White wins. Sure?');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'resign-no', 'the safe answer has the focus');
    assert.equal(await fragment(page), 'v2/english/m:11-15,22-18', 'nothing happens before the confirmation');
    await page.screenshot({ path: join(ARTIFACTS, 'web-resign.png') });
    await press(page, '#resign-no');
    assert.equal(await page.locator('#prompt').isVisible(), false);
    assert.equal(await statusText(page), 'Black to move and must capture.');
    // Escape also keeps playing.
    await press(page, '#resign');
    await key(page, 'Escape');
    assert.equal(await page.locator('#prompt').isVisible(), false);
    await press(page, '#resign');
    await press(page, '#resign-yes');
    assert.equal(await statusText(page), 'White wins: Black resigned.');
    assert.equal(await fragment(page), 'v2/english/m:11-15,22-18/e:resign-black');
    assert.match(await page.locator('#moves').innerText(), /Resigned/);
    assert.equal(await page.locator('#resign').isVisible(), false);
    await press(page, '#undo');
    assert.equal(await fragment(page), 'v2/english/m:11-15,22-18');
    assert.equal(await messageText(page), 'The end of the game was taken back; play on.');
    assert.equal(await statusText(page), 'Black to move and must capture.');
    await page.close();

    const es = await session.open({ query: '?lang=es', fragment: 'v2/english/m:11-15' });
    await press(es, '#resign');
    assert.equal(await es.locator('#prompt-text').innerText(), 'Las blancas abandonan y ganan las negras. ¿Seguro?');
    await press(es, '#resign-yes');
    assert.equal(await statusText(es), 'Ganan las negras: las blancas abandonaron.');
    await es.close();
  });

  test('a position repeated a third time shows a notice and the game goes on', async () => {
    const page = await session.open({
      fragment: 'v2/english/s:B:WK32:BK1/m:1-6,32-27,6-1,27-32,1-6,32-27,6-1',
    });
    assert.equal(await page.locator('#notice').isVisible(), false);
    assert.equal(await square(page, 1).locator('svg.crown').count(), 1);
    await clickSquares(page, 27, 32);
    await page.locator('#notice').waitFor({ state: 'visible' });
    assert.equal(
      await page.locator('#notice').innerText(),
      'This position has now appeared 3 times. The game goes on; the players may agree a draw.',
    );
    assert.equal(await statusText(page), 'Black to move.');
    await clickSquares(page, 1, 5);
    assert.equal(await page.locator('#notice').isVisible(), false, 'a new position: no notice');
    await page.close();
  });

  test('a link with claimable draws offers the claim; a new game keeps the link’s rules', async () => {
    const page = await session.open({
      fragment: 'v2/english/o:repetition=claim3/s:B:WK32:BK1/m:1-6,32-27,6-1,27-32,1-6,32-27,6-1',
    });
    assert.equal(await page.locator('#claim').isVisible(), false);
    await clickSquares(page, 27, 32);
    assert.equal(await page.locator('#notice').isVisible(), false, 'claim3 is not a warning');
    await press(page, '#claim');
    assert.equal(await statusText(page), 'Draw by repetition.');
    assert.match(await fragment(page), /\/m:1-6,32-27,6-1,27-32,1-6,32-27,6-1,27-32\/e:claim-repetition$/);
    assert.equal(await page.locator('#claim').isVisible(), false);
    await press(page, '#new-game');
    assert.equal(await fragment(page), 'v2/english/o:repetition=claim3');
    assert.equal(await drawnBoard(page), START);
    await page.close();
  });

  test('turning the board puts Black at the bottom; the arrow keys follow the drawing', async () => {
    const page = await session.open();
    const firstCell = () =>
      page.evaluate(() => document.querySelector('#board .cell.dark')?.getAttribute('data-square'));
    assert.equal(await firstCell(), '1');
    await press(page, '#flip');
    assert.equal(await page.locator('#flip').getAttribute('aria-pressed'), 'true');
    assert.equal(await firstCell(), '32', 'square 32 is drawn top left');
    assert.match((await page.locator('#board').getAttribute('aria-label')) ?? '', /Black at the bottom/);
    await square(page, 9).focus();
    await key(page, 'ArrowUp');
    const focused = () => page.evaluate(() => Number(document.activeElement?.getAttribute('data-square')));
    assert.equal(await focused(), 13, 'up, as drawn, is towards White');
    await key(page, 'ArrowLeft');
    assert.equal(await focused(), 14, 'left, as drawn, is towards the higher numbers');
    await page.close();
  });

  test('mouse-free: arrow keys, Enter, Space and Escape play a game with visible focus', async () => {
    const page = await session.open();
    await key(page, 'Tab'); // the language button
    await key(page, 'Tab'); // the board's one tab stop
    const focused = () => page.evaluate(() => Number(document.activeElement?.getAttribute('data-square')));
    assert.equal(await focused(), 1);
    assert.equal(await page.locator('#board [tabindex="0"]').count(), 1, 'one tab stop on the board');
    const outline = await page.evaluate(() => getComputedStyle(/** @type {Element} */ (document.activeElement)).outlineStyle);
    assert.notEqual(outline, 'none', 'the focused square is outlined');
    for (const k of ['ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowRight']) await key(page, k);
    assert.equal(await focused(), 11);
    await key(page, 'Enter');
    assert.deepEqual(await marked(page, 'target'), [15, 16]);
    assert.match((await square(page, 11).getAttribute('aria-label')) ?? '', /^11, black man, picked/);
    await key(page, 'ArrowDown');
    assert.equal(await focused(), 15);
    assert.equal(await square(page, 15).getAttribute('aria-label'), '15, empty, may go here');
    await key(page, 'Space');
    assert.equal(await fragment(page), 'v2/english/m:11-15');
    assert.equal(await focused(), 15, 'focus stays on the piece that moved');

    for (const k of ['ArrowDown', 'ArrowDown', 'ArrowLeft']) await key(page, k);
    assert.equal(await focused(), 22);
    await key(page, 'Enter');
    assert.deepEqual(await marked(page, 'selected'), [22]);
    await key(page, 'Escape');
    assert.deepEqual(await marked(page, 'selected'), [], 'Escape puts the piece back');
    assert.equal(await messageText(page), 'Pick a piece to see where it may go.');
    await key(page, 'Enter');
    await key(page, 'ArrowUp');
    assert.equal(await focused(), 18);
    await key(page, 'Enter');
    assert.equal(await fragment(page), 'v2/english/m:11-15,22-18');
    // The status is announced politely.
    assert.equal(await page.locator('#status').getAttribute('role'), 'status');
    assert.equal(await page.locator('#status').getAttribute('aria-live'), 'polite');
    // Tab leaves the board for the buttons.
    await key(page, 'Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'undo');
    await page.close();
  });

  test('Spanish from the browser languages, and a switch that keeps the game', async () => {
    const page = await session.open({
      fragment: 'v2/english/m:11-15',
      beforeLoad: () => {
        Object.defineProperty(Navigator.prototype, 'languages', { get: () => ['es-AR', 'en'] });
      },
    });
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
    assert.equal(await page.title(), 'Damas para dos');
    assert.equal(await statusText(page), 'Juegan las blancas.');
    await clickSquares(page, 22, 14);
    assert.equal(await messageText(page), 'La pieza en 22 no puede ir a 14.');
    await clickSquares(page, 15);
    assert.equal(await messageText(page), 'Esa pieza es de las negras, y es el turno de las blancas.');
    assert.equal(await square(page, 15).getAttribute('aria-label'), '15, peón negro, última jugada');
    await clickSquares(page, 22, 18);
    assert.equal(await statusText(page), 'Juegan las negras y tienen que capturar.');
    await press(page, '#lang');
    assert.equal(await statusText(page), 'Black to move and must capture.');
    assert.equal(await page.evaluate(() => location.search + location.hash), '?lang=en#v2/english/m:11-15,22-18');
    assert.equal(await page.locator('#lang').innerText(), 'Español');

    const es = await session.open({ query: '?lang=es', fragment: 'v2/english/s:B:W18:B14/m:14x23' });
    assert.equal(await statusText(es), 'Ganan las negras: las blancas sin piezas.');
    await page.close();
    await es.close();
  });

  test('a phone-sized screen shows the whole board without sideways scrolling', async () => {
    const viewport = { width: 390, height: 844 };
    const page = await session.open({ viewport, fragment: 'v2/english/m:11-15,22-18,15x22,25x18,12-16,24-19' });
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      board: document.getElementById('board')?.getBoundingClientRect(),
      smallest: Math.min(
        ...[...document.querySelectorAll('#board button')].map((b) => b.getBoundingClientRect().width),
      ),
      controls: [...document.querySelectorAll('.controls button')]
        .filter((b) => !(/** @type {HTMLElement} */ (b).hidden))
        .map((b) => b.getBoundingClientRect().right),
    }));
    assert.ok(widths.scroll <= viewport.width, `page is ${widths.scroll}px wide`);
    assert.ok(widths.board && widths.board.left >= 0 && widths.board.right <= viewport.width);
    assert.ok(widths.board && widths.board.width >= 300, 'the board uses the width');
    assert.ok(widths.board && widths.board.bottom <= viewport.height, 'the board fits on the first screen');
    assert.ok(widths.smallest >= 40, `squares are ${widths.smallest}px, big enough to tap`);
    assert.ok(widths.controls.every((r) => r <= viewport.width));
    await clickSquares(page, 9, 13);
    assert.equal(await fragment(page), 'v2/english/m:11-15,22-18,15x22,25x18,12-16,24-19,9-13');
    await page.screenshot({ path: join(ARTIFACTS, 'web-phone.png') });
    await page.close();
  });

  test('nothing stored; no request but the page’s own static files', async () => {
    const page = await session.open({ fragment: 'v2/english/m:11-15' });
    await clickSquares(page, 22, 18);
    const stored = await page.evaluate(async () => ({
      local: localStorage.length,
      session: sessionStorage.length,
      cookie: document.cookie,
      databases: (await indexedDB.databases()).length,
      caches: (await caches.keys()).length,
    }));
    assert.deepEqual(stored, { local: 0, session: 0, cookie: '', databases: 0, caches: 0 });
    await page.close();

    // Every request of every test so far: the page's own files, and the package's files (its
    // draughts entry, the shared api.js (both from dist/), the draughts build's glue and whatever that loads from
    // bindings-js/pkg/draughts/).
    const pageFiles = new Set([
      '/examples/web/',
      '/examples/web/style.css',
      '/examples/web/app.js',
      '/examples/web/board.js',
      '/examples/web/i18n.js',
      '/examples/web/state.js',
      '/bindings-js/dist/draughts.js',
      '/bindings-js/dist/api.js',
      '/bindings-js/pkg/draughts/damero_wasm.js',
      '/bindings-js/pkg/draughts/damero_wasm_bg.wasm',
    ]);
    // The "Open a game" dialog, and the package's full entry that reads game files, loaded only
    // when the dialog is used (test/entries.test.mjs: never at the page's first download).
    const dialogFiles = new Set([
      '/examples/web/open.js',
      '/bindings-js/dist/index.js',
      '/bindings-js/dist/files.js',
      '/bindings-js/pkg/damero_wasm.js',
      '/bindings-js/pkg/damero_wasm_bg.wasm',
    ]);
    const allowed = (/** @type {string} */ path) => pageFiles.has(path) || dialogFiles.has(path) || path.startsWith('/bindings-js/pkg/draughts/');
    assert.ok(session.requests.length > 20, 'requests were recorded');
    const foreign = session.requests.filter((r) => {
      if (r.url.startsWith('data:')) return false;
      const url = new URL(r.url);
      return url.origin !== session.origin || r.method !== 'GET' || !allowed(url.pathname);
    });
    assert.deepEqual(foreign, [], 'requests beyond the page’s own files');
    const failed = session.responses.filter((r) => r.status !== 200 && r.status !== 304);
    assert.deepEqual(failed, [], 'every file the page asked for exists');
    const fetched = new Set(session.requests.map((r) => new URL(r.url).pathname));
    assert.deepEqual([...pageFiles].filter((p) => !fetched.has(p)), [], 'the list of page files has no stale entry');
  });

  test('choosing International draws a 10x10 board of 50 numbered squares; Brazilian an 8x8 one', async () => {
    const page = await session.open({ query: '?lang=en' });
    assert.equal(await page.locator('#variant').inputValue(), 'english');
    assert.deepEqual(
      await page.locator('#variant option').allInnerTexts(),
      [
        'English draughts (checkers), 8×8',
        'Brazilian draughts, 8×8',
        'International draughts, 10×10',
        'Russian draughts, 8×8',
        'Pool checkers, 8×8',
        'Italian draughts, 8×8',
        'Spanish draughts, 8×8',
        'Czech draughts, 8×8',
        'Thai draughts, 8×8',
        'Turkish draughts, 8×8',
        'Frisian draughts, 10×10',
      ],
    );
    await page.locator('#variant').selectOption('international');
    await press(page, '#new-game');
    const frag = await fragment(page);
    assert.ok(frag.startsWith('v2/international'), frag);
    assert.equal(frag, 'v2/international');
    const board = await page.evaluate(() => {
      const el = /** @type {HTMLElement} */ (document.getElementById('board'));
      const box = el.getBoundingClientRect();
      const buttons = [...el.querySelectorAll('button[data-square]')];
      /** @param {string} sq */
      const place = (sq) => {
        const b = el.querySelector(`button[data-square="${sq}"]`)?.getBoundingClientRect();
        if (!b) return null;
        // Which tenth of the board the centre of the square is in.
        const row = Math.floor(((b.top + b.height / 2 - box.top) / box.height) * 10);
        const column = Math.floor(((b.left + b.width / 2 - box.left) / box.width) * 10);
        return { row, column };
      };
      return {
        cells: el.querySelectorAll('.cell').length,
        numbers: buttons.map((b) => b.querySelector('.number')?.textContent),
        squares: buttons.map((b) => Number(b.getAttribute('data-square'))).sort((a, b) => a - b),
        first: place('1'),
        sixth: place('6'),
        last: place('50'),
        a1: place('46'),
        ratio: box.width / box.height,
      };
    });
    assert.equal(board.cells, 100, 'a 10x10 grid');
    assert.deepEqual(board.squares, Array.from({ length: 50 }, (_, i) => i + 1));
    assert.deepEqual(board.numbers.map(Number).sort((a, b) => a - b), board.squares, 'every square shows its number');
    assert.deepEqual(board.first, { row: 0, column: 1 }, 'square 1 is b10, top left as White sees the board');
    assert.deepEqual(board.sixth, { row: 1, column: 0 });
    assert.deepEqual(board.last, { row: 9, column: 8 });
    assert.deepEqual(board.a1, { row: 9, column: 0 });
    assert.ok(Math.abs(board.ratio - 1) < 0.02, 'square board');
    assert.equal(await drawnBoard(page), `${'b'.repeat(20)}${'.'.repeat(10)}${'w'.repeat(20)}`);
    assert.equal(await statusText(page), 'White to move.');
    assert.match((await page.locator('#board').getAttribute('aria-label')) ?? '', /10 by 10.*numbered 1 to 50/);
    assert.match(await page.locator('#rules').innerText(), /International draughts on the 50 dark squares of a 10×10 board/);
    // A move, the move list, undo.
    await clickSquares(page, 31);
    assert.deepEqual(await marked(page, 'target'), [26, 27]);
    await clickSquares(page, 27);
    assert.equal(await fragment(page), 'v2/international/m:31-27');
    assert.deepEqual(await movesShown(page), [['1.', '31-27']]);
    await clickSquares(page, 20, 24);
    assert.deepEqual(await movesShown(page), [['1.', '31-27', '20-24']]);
    await assertShowsItsFragment(page);
    await page.screenshot({ path: join(ARTIFACTS, 'web-international.png'), fullPage: true });
    await press(page, '#undo');
    assert.equal(await fragment(page), 'v2/international/m:31-27');
    assert.equal(await page.locator('#variant').inputValue(), 'international');

    // Brazilian: the 8x8 board again, White first.
    await page.locator('#variant').selectOption('brazilian');
    await press(page, '#new-game');
    assert.equal(await fragment(page), 'v2/brazilian');
    assert.equal(await page.locator('#board button[data-square]').count(), 32);
    assert.equal(await page.locator('#board .cell').count(), 64);
    assert.equal(await drawnBoard(page), START);
    assert.equal(await statusText(page), 'White to move.');
    // Back returns to the International game, on its own board.
    await page.goBack();
    await page.waitForFunction(() => location.hash === '#v2/international/m:31-27');
    await a11y(page);
    assert.equal(await page.locator('#board button[data-square]').count(), 50);
    assert.equal(await page.locator('#variant').inputValue(), 'international');
    await assertShowsItsFragment(page);
    // A link of the old format v1 still opens (English).
    await page.evaluate(() => {
      location.hash = 'v1/english/m:11-15';
    });
    await page.waitForFunction(() => document.querySelectorAll('#board button[data-square]').length === 32);
    await a11y(page);
    assert.equal(await statusText(page), 'White to move.');
    assert.equal(await page.locator('#variant').inputValue(), 'english');
    await page.close();

    // On a phone the 10x10 board fits the width.
    const viewport = { width: 390, height: 844 };
    const phone = await session.open({ viewport, fragment: 'v2/international/m:31-27,20-24' });
    const fits = await phone.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      board: document.getElementById('board')?.getBoundingClientRect().right ?? 0,
    }));
    assert.ok(fits.scroll <= viewport.width && fits.board <= viewport.width, JSON.stringify(fits));
    await phone.screenshot({ path: join(ARTIFACTS, 'web-international-phone.png') });
    await phone.close();
  });

  // The positions below are worked out by hand from the International rules (squares 1-50 row by
  // row from White's top left, five to a row: 46 = a1, 41 = b2, 37 = c3, 32 = d4, 28 = e5, 23 = f6,
  // 19 = g7, 14 = h8, 10 = i9; 48 = e1, 42 = d2, 31 = b4, 26 = a5, 33 = f4, 22 = d6; 39 = g3,
  // 44 = h2, 50 = i1). They need the core's International engine (flying kings, majority rule).

  test('majority rule: only the piece of the capture that takes the most is marked; the other is refused', async () => {
    // White man 33 (f4) could take 28 (e5) and land on 22 (d6): one piece. White man 48 (e1) takes
    // 42 (d2) landing on 37 (c3), then 31 (b4) landing on 26 (a5): two pieces, so it must.
    const start = 'v2/international/s:W:W33,48:B28,31,42';
    const page = await session.open({ fragment: start });
    assert.equal(await statusText(page), 'White to move and must capture.');
    assert.deepEqual(await marked(page, 'capture'), [48]);
    await clickSquares(page, 33);
    assert.equal(
      await messageText(page),
      'A capture is compulsory, and you must take the most pieces you can: move a marked piece (on 48).',
    );
    assert.deepEqual(await marked(page, 'selected'), []);
    await clickSquares(page, 22);
    assert.equal(await fragment(page), start, 'nothing played');
    await clickSquares(page, 48);
    assert.deepEqual(await marked(page, 'target'), [37]);
    await clickSquares(page, 37);
    assert.equal(await fragment(page), `${start}/m:48x26`);
    assert.equal(await messageText(page), 'White played 48x26.');
    await assertShowsItsFragment(page);
    assert.equal(await square(page, 37).getAttribute('aria-label'), '37, empty, last move');
    assert.equal(await square(page, 42).getAttribute('aria-label'), '42, empty');
    assert.equal(await square(page, 31).getAttribute('aria-label'), '31, empty');
    assert.match((await square(page, 26).getAttribute('aria-label')) ?? '', /^26, white man/);
    await page.close();

    // The same in Spanish (one register: tú).
    const es = await session.open({ query: '?lang=es', fragment: start });
    await clickSquares(es, 33);
    assert.equal(
      await messageText(es),
      'Capturar es obligatorio, y tienes que tomar el mayor número de piezas que puedas: mueve una pieza marcada (en 48).',
    );
    assert.deepEqual(
      await es.locator('#variant option').allInnerTexts(),
      [
        'Damas inglesas (checkers), 8×8',
        'Damas brasileñas, 8×8',
        'Damas internacionales, 10×10',
        'Damas rusas, 8×8',
        'Damas pool, 8×8',
        'Damas italianas, 8×8',
        'Damas españolas, 8×8',
        'Damas checas, 8×8',
        'Damas tailandesas, 8×8',
        'Damas turcas, 8×8',
        'Damas frisias, 10×10',
      ],
    );
    assert.match(await es.locator('#rules').innerText(), /Damas internacionales en las 50 casillas oscuras de un tablero de 10×10/);
    assert.match((await es.locator('#board').getAttribute('aria-label')) ?? '', /Las casillas van del 1 al 50/);
    await es.close();
  });

  test('a flying king: the page offers every landing square beyond the captured piece', async () => {
    // White king 46 (a1) takes 37 (c3) and may land on 32, 28, 23 or 19; 14 and 10 block the rest.
    let page = await session.open({ fragment: 'v2/international/s:W:WK46:B10,14,37' });
    assert.deepEqual(await marked(page, 'capture'), [46]);
    await clickSquares(page, 46);
    assert.deepEqual(await marked(page, 'target'), [19, 23, 28, 32]);
    await clickSquares(page, 23);
    assert.equal(await fragment(page), 'v2/international/s:W:WK46:B10,14,37/m:46x23');
    assert.match((await square(page, 23).getAttribute('aria-label')) ?? '', /^23, white king/);
    assert.equal(await square(page, 37).getAttribute('aria-label'), '37, empty');
    await assertShowsItsFragment(page);
    await page.close();

    // With a second piece on 33 (f4), the king must take both: over 37 it has to land on 28 (e5),
    // the only square from which it can go on; then over 33 it lands on 39, 44 or 50.
    page = await session.open({ fragment: 'v2/international/s:W:WK46:B33,37' });
    await clickSquares(page, 46);
    assert.deepEqual(await marked(page, 'target'), [28]);
    await clickSquares(page, 28);
    assert.deepEqual(await marked(page, 'selected'), [28, 46]);
    assert.deepEqual(await marked(page, 'taken'), [37]);
    assert.deepEqual(await marked(page, 'target'), [39, 44, 50]);
    assert.equal(await messageText(page), 'The jump goes on: choose the next square.');
    assert.equal(await fragment(page), 'v2/international/s:W:WK46:B33,37', 'nothing played yet');
    await clickSquares(page, 44);
    assert.equal(await fragment(page), 'v2/international/s:W:WK46:B33,37/m:46x44');
    assert.equal(await statusText(page), 'White wins: Black has no pieces left.');
    await assertShowsItsFragment(page);
    await page.close();
  });

  // ---- the first screen at laptop, desktop, tablet and phone sizes (issue 12, items 1 and 5) ----

  const SIZES = [
    { width: 1280, height: 720 },
    { width: 1366, height: 768 },
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
    { width: 768, height: 1024 },
  ];
  /** A mid-game with a forced capture, and a piece whose click is refused with a reason. */
  const BOARDS = [
    { name: '8x8', fragment: 'v2/english/m:11-15,22-18', refused: 9, capture: 15 },
    { name: '10x10', fragment: 'v2/international/m:32-28,19-23', refused: 33, capture: 28 },
  ];

  /**
   * Everything the first screen must show lies inside the window, the status line is one line,
   * nothing scrolls sideways; returns the board's box.
   * @param {import('playwright-core').Page} page @param {string} what
   */
  async function assertFirstScreen(page, what) {
    const s = await firstScreen(page);
    const inside = (/** @type {{ left: number, top: number, right: number, bottom: number } | null} */ b, /** @type {string} */ name) => {
      assert.ok(b, `${what}: ${name} is shown`);
      assert.ok(
        b.left >= 0 && b.top >= 0 && b.right <= s.width + 0.5 && b.bottom <= s.height + 0.5,
        `${what}: ${name} ${JSON.stringify(b)} lies inside the ${s.width}x${s.height} window`,
      );
    };
    inside(s.board, 'the board');
    inside(s.status, 'the status line');
    inside(s.message, 'the feedback line');
    for (const b of s.buttons) inside(b.box, `#${b.id || 'the variant list'}`);
    assert.ok(s.buttons.some((b) => b.id === 'undo') && s.buttons.some((b) => b.id === 'copy'), `${what}: the main buttons`);
    assert.equal(s.statusLines, 1, `${what}: the status line is one line`);
    assert.ok(s.statusOverflow <= 1, `${what}: the status line is not cut (${s.statusOverflow}px over)`);
    assert.ok(s.scrollWidth <= s.width, `${what}: no sideways scrolling`);
    return { screen: s, board: /** @type {NonNullable<typeof s.board>} */ (s.board) };
  }

  for (const size of SIZES) {
    test(`${size.width}x${size.height}: board, status, feedback and buttons fit the first screen (8x8 and 10x10, both languages)`, async () => {
      for (const lang of ['en', 'es']) {
        for (const b of BOARDS) {
          const what = `${size.width}x${size.height} ${lang} ${b.name}`;
          const page = await session.open({ viewport: size, query: `?lang=${lang}`, fragment: b.fragment });
          const start = await assertFirstScreen(page, `${what} at the start`);
          // The board is as large as the window allows: it fills the width, or the height left.
          const s = start.screen;
          const lowest = Math.max(start.board.bottom, ...s.buttons.map((x) => x.box?.bottom ?? 0));
          if (s.side) {
            assert.ok(s.height - start.board.bottom <= 24, `${what}: the board (${start.board.height}px) fills the height`);
          } else {
            const fillsWidth = start.board.width >= s.gameWidth - 1;
            assert.ok(fillsWidth || s.height - lowest <= 130, `${what}: the board (${start.board.width}px) fills the width or the height`);
          }
          // A refusal, a forced capture, a prompt: the board does not move and everything stays in view.
          await clickSquares(page, b.refused);
          assert.equal((await page.locator('#message').getAttribute('data-kind')), 'refusal', what);
          const refused = await assertFirstScreen(page, `${what} after a refusal`);
          assert.deepEqual(refused.board, start.board, `${what}: a refusal does not move the board`);
          await clickSquares(page, b.capture);
          await press(page, '#resign');
          const asked = await assertFirstScreen(page, `${what} asking to confirm a resignation`);
          assert.deepEqual(asked.board, start.board, `${what}: a prompt does not move the board`);
          await press(page, '#resign-yes');
          const over = await assertFirstScreen(page, `${what} after a resignation`);
          assert.deepEqual(over.board, start.board, `${what}: the end does not move the board`);
          if (lang === 'en' && b.name === '8x8' && (size.width === 1366 || size.width === 390)) {
            await page.screenshot({ path: join(ARTIFACTS, `web-fit-${size.width}x${size.height}.png`) });
          }
          await page.close();
        }
      }
    });
  }

  test('the status line stays one line in every end and turn, in both languages, and never moves the board', async () => {
    const states = [
      'v2/english/m:11-15,22-18',
      'v2/english/s:B:W18:B14/m:14x23',
      'v2/english/s:B:W21:B10,14,17/m:10-15',
      'v2/english/m:11-15/e:agree',
      'v2/english/m:11-15,22-18/e:resign-black',
      'v2/english/o:repetition=claim3/s:B:WK32:BK1/m:1-6,32-27,6-1,27-32,1-6,32-27,6-1,27-32/e:claim-repetition',
    ];
    for (const lang of ['en', 'es']) {
      /** @type {number | null} */
      let top = null;
      const page = await session.open({ viewport: { width: 390, height: 844 }, query: `?lang=${lang}`, fragment: states[0] });
      for (const frag of states) {
        await page.evaluate((f) => {
          location.hash = f;
        }, frag);
        await page.waitForFunction((f) => document.getElementById('status')?.dataset.state !== undefined && location.hash === `#${f}`, frag);
        await a11y(page);
        const s = await firstScreen(page);
        const text = await statusText(page);
        assert.equal(s.statusLines, 1, `${lang} ${frag}: "${text}" is one line`);
        assert.ok(s.statusOverflow <= 1, `${lang} ${frag}: "${text}" is not cut`);
        const size = await page.evaluate(() => parseFloat(getComputedStyle(/** @type {Element} */ (document.getElementById('status'))).fontSize));
        assert.ok(size >= 13, `${lang} ${frag}: "${text}" is drawn at ${size}px`);
        top ??= s.board?.top ?? null;
        assert.equal(s.board?.top, top, `${lang} ${frag}: the board stays where it was`);
      }
      await page.close();
    }
  });

  // ---- the move list (issue 12, item 2) ----

  test('the move list keeps the latest move in view, aligns its columns, and shows earlier positions read-only', async () => {
    // A 40-move game, played here through the package (always the (7i mod n)-th legal move).
    const game = new Game('english');
    for (let i = 0; i < 40 && game.status().state === 'ongoing'; i += 1) {
      const moves = game.legalMoves();
      game.play(moves[(i * 7) % moves.length]);
    }
    const frag = game.toFragment();
    const notations = game.history().map((m) => m.notation);
    game.free();
    const page = await session.open({ viewport: { width: 1366, height: 768 }, fragment: frag });
    const rows = await movesShown(page);
    assert.equal(rows.length, Math.ceil(notations.length / 2));
    assert.deepEqual(rows.flatMap((r) => r.slice(1)), notations, 'every move, in order');
    assert.deepEqual(rows.map((r) => r[0]), rows.map((_, i) => `${i + 1}.`), 'turn numbers');
    const layout = await page.evaluate(() => {
      const list = /** @type {HTMLElement} */ (document.getElementById('moves'));
      const box = list.getBoundingClientRect();
      const latest = list.querySelector('.ply.latest')?.getBoundingClientRect();
      const lefts = (/** @type {string} */ sel) => [...list.querySelectorAll(sel)].map((e) => Math.round(e.getBoundingClientRect().left));
      return {
        scrolls: list.scrollHeight > list.clientHeight,
        latest: latest && latest.top >= box.top && latest.bottom <= box.bottom,
        nums: [...list.querySelectorAll('.num')].map((e) => Math.round(e.getBoundingClientRect().right)),
        numsLeft: lefts('.num'),
        first: lefts('li > :nth-child(2)'),
        second: lefts('li > :nth-child(3)'),
      };
    });
    assert.ok(layout.scrolls, 'the list is long enough to scroll');
    assert.ok(layout.latest, 'the latest move is in view');
    assert.equal(new Set(layout.nums).size, 1, 'the numbers are right-aligned');
    assert.ok(layout.numsLeft.every((x) => x >= 0), 'no number is cut at the left');
    assert.equal(new Set(layout.first).size, 1, 'the first moves line up');
    assert.equal(new Set(layout.second).size, 1, 'the second moves line up');

    // A click on move 5 (Black's third) shows the position after it, read-only.
    await press(page, '#moves button[data-ply="5"]');
    const after5 = Game.fromFragment(`v2/english/m:${notations.slice(0, 5).join(',')}`);
    assert.equal(await drawnBoard(page), boardOf(after5.toFragment()));
    after5.free();
    assert.equal(await page.locator('#prompt-text').innerText(), `Position after Black’s move 3, ${notations[4]}. Read-only.`);
    assert.equal(await page.locator('#moves [aria-current="true"]').innerText(), notations[4]);
    assert.deepEqual(await marked(page, 'to'), [Number(notations[4].split(/[-x]/).pop())]);
    assert.equal(await page.locator('#undo').isDisabled(), true, 'the game cannot change while an earlier position is shown');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'view-back');
    await page.screenshot({ path: join(ARTIFACTS, 'web-history.png') });
    await clickSquares(page, 22);
    assert.equal(await messageText(page), 'This is an earlier position, shown read-only. Go back to the game to move.');
    assert.equal(await fragment(page), frag, 'nothing changed');
    await press(page, '#view-back');
    assert.equal(await drawnBoard(page), boardOf(frag));
    assert.equal(await page.locator('#prompt').isVisible(), false);
    // Escape on the board also returns.
    await press(page, '#moves button[data-ply="2"]');
    await square(page, 1).focus();
    await key(page, 'Escape');
    assert.equal(await drawnBoard(page), boardOf(frag));
    await page.close();

    // A game whose first move is White's though Black moves first: the first row starts with a gap.
    const gap = await session.open({ fragment: 'v2/english/s:W:W21,22:B9,10/m:22-18,10-15' });
    assert.deepEqual(await movesShown(gap), [['1.', '…', '22-18'], ['2.', '10-15']]);
    await gap.close();
  });

  // ---- the last move and a piece in motion (issue 12, item 3) ----

  test('the last move is marked at both ends; the piece travels its path, and rests on its landing mid-jump', async () => {
    /** Records every Element.animate call: the transforms of its keyframes. */
    const record = () => {
      const original = Element.prototype.animate;
      /** @type {string[][]} */
      const calls = [];
      Object.defineProperty(window, '__animations', { value: calls });
      Element.prototype.animate = function (frames, options) {
        calls.push(Array.isArray(frames) ? frames.map((f) => String(f.transform ?? f.opacity)) : []);
        return original.call(this, frames, options);
      };
    };
    const calls = (/** @type {import('playwright-core').Page} */ page) =>
      page.evaluate(() => /** @type {string[][]} */ (/** @type {any} */ (window).__animations).splice(0));
    const page = await session.open({ fragment: 'v2/english/s:B:W18,26,27:B14', beforeLoad: record });
    await clickSquares(page, 14, 23);
    // Mid-jump: the man is drawn on 23, its landing; 18 is marked as taken.
    assert.equal((await drawnBoard(page))[13], '.', 'the man left 14');
    assert.equal((await drawnBoard(page))[22], 'b', 'the man stands on 23');
    assert.match((await square(page, 23).getAttribute('aria-label')) ?? '', /^23, black man, picked/);
    const hop = await calls(page);
    assert.equal(hop.length, 1, 'one hop');
    assert.equal(hop[0].length, 2);
    assert.notEqual(hop[0][0], 'translate(0px, 0px)', 'the hop starts on 14');
    assert.equal(hop[0][1], 'translate(0px, 0px)', 'and ends on 23');
    await page.screenshot({ path: join(ARTIFACTS, 'web-multijump.png') });
    await clickSquares(page, 30);
    assert.equal(await fragment(page), 'v2/english/s:B:W18,26,27:B14/m:14x30');
    const rest = await calls(page);
    assert.equal(rest[0].length, 2, 'the rest of the jump: from 23 to 30');
    assert.equal(rest.length, 2, 'and the piece captured on the way fades');
    assert.deepEqual(await marked(page, 'from'), [14]);
    assert.deepEqual(await marked(page, 'to'), [30]);
    assert.deepEqual(await marked(page, 'last'), [14, 23, 30]);
    const looks = await page.evaluate(() => {
      const bg = (/** @type {string} */ s) => getComputedStyle(/** @type {Element} */ (document.querySelector(`#board [data-square="${s}"]`))).boxShadow;
      return { from: bg('14'), to: bg('30'), plain: bg('1') };
    });
    assert.notEqual(looks.from, looks.plain, 'the square left is marked');
    assert.notEqual(looks.to, looks.plain, 'the square reached is marked');
    await page.screenshot({ path: join(ARTIFACTS, 'web-last-move.png') });
    await page.close();

    // A whole move in one click travels every landing; none of it with reduced motion.
    const whole = await session.open({ fragment: 'v2/english/s:B:W17,18,27:B14', beforeLoad: record });
    await clickSquares(whole, 14, 32);
    const travel = await calls(whole);
    assert.equal(travel[0].length, 3, 'from 14 over 23 to 32');
    await whole.emulateMedia({ reducedMotion: 'reduce' });
    await press(whole, '#undo');
    await calls(whole);
    await clickSquares(whole, 14, 32);
    assert.deepEqual(await calls(whole), [], 'no motion when the player prefers less');
    await whole.close();
  });

  // ---- a screen reader's view (issue 12, item 6) ----

  test('the board is a grid of rows and cells for screen readers, with every spoken label', async () => {
    for (const [frag, rows, columns, squares] of /** @type {const} */ ([
      ['v2/english/m:11-15', 8, 8, 32],
      ['v2/international', 10, 10, 50],
    ])) {
      const page = await session.open({ fragment: frag });
      const grid = page.getByRole('grid');
      assert.equal(await grid.count(), 1);
      assert.equal(await grid.getAttribute('aria-rowcount'), String(rows));
      assert.equal(await grid.getAttribute('aria-colcount'), String(columns));
      assert.equal(await grid.getByRole('row').count(), rows);
      assert.equal(await grid.getByRole('gridcell').count(), squares);
      for (const row of await grid.getByRole('row').all()) {
        assert.equal(await row.getByRole('gridcell').count(), columns / 2, 'a playing square in every other column');
      }
      const cell = await page.evaluate(() => {
        const b = document.querySelector('#board [data-square="1"]');
        return { col: b?.parentElement?.getAttribute('aria-colindex'), role: b?.parentElement?.getAttribute('role') };
      });
      assert.deepEqual(cell, { col: '2', role: 'gridcell' }, 'square 1 is in the second column');
      if (rows === 8) {
        assert.equal(await grid.getByRole('button', { name: '15, black man, last move', exact: true }).count(), 1);
        assert.equal(await grid.getByRole('button', { name: '18, empty', exact: true }).count(), 1);
      } else {
        assert.equal(await grid.getByRole('button', { name: '46, white man', exact: true }).count(), 1);
      }
      await page.close();
    }
  });

  // ---- broken links (issue 11) ----

  test('broken links of every kind say what is wrong, and open up to the last legal move when they can', async () => {
    const kings = ['1-6', '32-27', '6-1', '27-32'];
    const over = `v2/english/s:B:WK32:BK1/m:${Array.from({ length: 5004 }, (_, i) => kings[i % 4]).join(',')}`;
    /** @type {{ name: string, frag: string, detail: RegExp, count: number | null, opens?: string }[]} */
    const cases = [
      { name: 'truncated in a move', frag: 'v2/english/m:11-15,22-18,15x2', detail: /move 3 "15x2"/, count: 2, opens: 'v2/english/m:11-15,22-18' },
      { name: 'truncated before the moves', frag: 'v2/engl', detail: /"engl" is not a variant/, count: null },
      { name: 'a newer version', frag: 'v9/english/m:11-15', detail: /version "v9" is newer/, count: null },
      { name: 'an illegal move in the middle', frag: 'v2/english/m:11-15,11-16,22-18', detail: /move 2 "11-16"/, count: 1, opens: 'v2/english/m:11-15' },
      { name: 'a broken end', frag: 'v2/english/m:11-15/e:bogus', detail: /bogus/, count: 1, opens: 'v2/english/m:11-15' },
      { name: 'huge', frag: `v2/english/m:11-15,23-19,${'x'.repeat(500_000)}`, detail: /at most/, count: 2, opens: 'v2/english/m:11-15,23-19' },
      { name: 'over the history limit', frag: over, detail: /at most 5000/, count: 5000 },
    ];
    for (const c of cases) {
      const page = await session.open({ fragment: c.frag });
      await page.locator('#bad-link').waitFor({ state: 'visible' });
      assert.match(await page.locator('#bad-detail').innerText(), c.detail, c.name);
      assert.equal(await page.locator('#board').isVisible(), false, c.name);
      assert.equal(await page.locator('#bad-open').isVisible(), c.count !== null, `${c.name}: an offer to open the readable start`);
      if (c.count !== null) {
        assert.equal(await page.locator('#bad-open').innerText(), `Open the game up to move ${c.count}`, c.name);
        assert.match(await page.locator('#bad-prefix').innerText(), new RegExp(`up to move ${c.count} \\(`), c.name);
        if (c.name === 'an illegal move in the middle') await page.screenshot({ path: join(ARTIFACTS, 'web-broken-link.png') });
        await press(page, '#bad-open');
        assert.equal(await page.locator('#bad-link').isVisible(), false, c.name);
        const opened = await fragment(page);
        if (c.opens) assert.equal(opened, c.opens, c.name);
        const check = Game.fromFragment(opened);
        assert.equal(check.history().length, c.count, `${c.name}: the game has the readable moves`);
        check.free();
        assert.equal(await drawnBoard(page), boardOf(opened), c.name);
      } else {
        await press(page, '#bad-new');
        assert.equal(await fragment(page), 'v2/english');
      }
      await page.close();
    }
    // In Spanish too.
    const es = await session.open({ query: '?lang=es', fragment: 'v2/english/m:11-15,11-16' });
    assert.equal(await es.locator('#bad-open').innerText(), 'Abrir la partida hasta la jugada 1');
    await es.close();
  });

  // The other draughts families (issue 10). Positions from conformance/draughts/cases/families.json.

  test('every draughts family at a new game: its board, its square names or numbers, its rules', async () => {
    const page = await session.open({ query: '?lang=en' });
    const names = await page.locator('#variant option').evaluateAll((os) => os.map((o) => /** @type {HTMLOptionElement} */ (o).value));
    const draughts = variants().filter((v) => v.family === 'draughts').map((v) => v.name);
    assert.deepEqual(names, draughts, 'the chooser lists every draughts variant of the package, and no chess');
    for (const name of draughts) {
      if (name === 'english') continue;
      const info = variant(name);
      await page.locator('#variant').selectOption(name);
      await press(page, '#new-game');
      assert.equal(await fragment(page), `v2/${name}`, 'the fragment records the variant');
      const drawn = await page.evaluate(() => {
        const el = /** @type {HTMLElement} */ (document.getElementById('board'));
        const box = el.getBoundingClientRect();
        return {
          cells: el.querySelectorAll('.cell').length,
          squares: [...el.querySelectorAll('button[data-square]')].map((b) => {
            const r = b.getBoundingClientRect();
            return {
              square: Number(b.getAttribute('data-square')),
              name: b.querySelector('.number')?.textContent ?? '',
              row: Math.floor(((r.top + r.height / 2 - box.top) / box.height) * Number(el.dataset.rows)),
              column: Math.floor(((r.left + r.width / 2 - box.left) / box.width) * Number(el.dataset.columns)),
            };
          }),
          rules: [...document.querySelectorAll('#rules li')].map((li) => li.textContent ?? ''),
        };
      });
      assert.equal(drawn.cells, info.rows * info.columns, `${name}: a ${info.rows}x${info.columns} grid`);
      // Every square where the package's layout puts it; its number, or its name when the
      // variant writes its moves with names (the package's own first move says which).
      const game = new Game(name);
      const named = /^[a-z]/.test(game.legalMoves()[0].notation);
      game.free();
      const layout = boardLayout(name).squares.map((p) => ({
        square: p.square,
        name: named ? squareName(name, p.square) : String(p.square),
        row: p.row,
        column: p.column,
      }));
      assert.deepEqual(drawn.squares.sort((a, b) => a.square - b.square), layout, `${name}: squares, names and places`);
      assert.ok(drawn.rules.length >= 4 && drawn.rules.every((r) => r.length > 20 && !r.includes('{')), `${name}: rules ${drawn.rules}`);
      assert.equal(await drawnBoard(page), boardOf(`v2/${name}`), `${name}: start position`);
    }
    // The mirrored Italian board: square 1 in the top left corner, a dark square at each player's left.
    await page.locator('#variant').selectOption('italian');
    await press(page, '#new-game');
    assert.deepEqual(await square(page, 1).evaluate((b) => b.closest('[role="row"]')?.getAttribute('aria-rowindex')), '1');
    assert.equal(await square(page, 1).evaluate((b) => b.closest('[role="gridcell"]')?.getAttribute('aria-colindex')), '1');
    // Spanish words for every family.
    await press(page, '#lang');
    assert.match(await page.locator('#rules').innerText(), /Damas italianas en las 32 casillas oscuras/);
    await page.locator('#variant').selectOption('turkish');
    await press(page, '#new-game');
    assert.match(await page.locator('#rules').innerText(), /Damas turcas en las 64 casillas/);
    assert.match((await page.locator('#board').getAttribute('aria-label')) ?? '', /Las casillas se nombran por columna, de a a h, y fila, de 1 a 8/);
    await page.close();
  });

  test('Russian: a man reaching the last row during a capture is crowned and goes on capturing as a king', async () => {
    // White man f6 (11) takes e7 (7) and lands on d8 (2), the crowning row; as a king it takes
    // c7 (6) and may stop on b6 (9) or a5 (13). (families.json: russian/crowned-king-chooses-landing.)
    const setup = Game.fromFen('russian', 'W:W11:B7,6,28');
    const start = setup.toFragment();
    const page = await session.open({ fragment: start });
    assert.equal(await statusText(page), 'White to move and must capture.');
    assert.equal(await square(page, 11).locator('.number').innerText(), 'f6', 'Russian squares carry their names');
    await clickSquares(page, 11);
    assert.deepEqual(await marked(page, 'target'), [2]);
    await clickSquares(page, 2);
    // Crowned on d8, the piece goes on: two landings beyond c7, as only a flying king has.
    assert.deepEqual(await marked(page, 'taken'), [7]);
    assert.deepEqual(await marked(page, 'target'), [9, 13]);
    assert.equal(await fragment(page), start, 'nothing played yet');
    await clickSquares(page, 13);
    setup.play('f6:a5');
    assert.equal(await fragment(page), setup.toFragment());
    setup.free();
    assert.equal(await messageText(page), 'White played f6:a5, and the piece is crowned.');
    assert.match((await square(page, 13).getAttribute('aria-label')) ?? '', /^a5, white king/);
    assert.equal(await square(page, 13).locator('.piece.king svg.crown').count(), 1);
    await assertShowsItsFragment(page);
    await page.close();
  });

  test('Turkish: all 64 squares, an orthogonal capture whose taken pieces leave at once', async () => {
    // White king d1 (60) takes d3 (44) landing on d5 (28), c5 (27) to b5 (26), b4 (34) to b3 (42),
    // then f3 (46) along the third row, crossing d3, empty since its piece left at once; it may stop
    // on g3 (47) or h3 (48). (families.json: turkish/immediate-removal.)
    const setup = Game.fromFen('turkish', 'W:WK60:B44,27,34,46,8');
    const start = setup.toFragment();
    const page = await session.open({ fragment: start });
    assert.equal(await page.locator('#board button[data-square]').count(), 64, 'every square is a playing square');
    assert.equal(await page.locator('#board .cell.light').count(), 0, 'no light squares');
    assert.equal(await page.locator('#board').getAttribute('data-shading'), 'plain');
    await clickSquares(page, 60);
    assert.deepEqual(await marked(page, 'target'), [28], 'straight up the d file');
    await clickSquares(page, 28, 26, 42);
    assert.deepEqual(await marked(page, 'taken'), [27, 34, 44]);
    assert.deepEqual(await marked(page, 'target'), [47, 48], 'across d3, whose piece is gone already');
    await page.screenshot({ path: join(ARTIFACTS, 'web-turkish.png') });
    await clickSquares(page, 47);
    setup.play('d1:g3');
    assert.equal(await fragment(page), setup.toFragment());
    setup.free();
    assert.equal(await messageText(page), 'White played d1:g3.');
    assert.match((await square(page, 47).getAttribute('aria-label')) ?? '', /^g3, white king/);
    for (const s of [44, 27, 34, 46]) assert.equal(await square(page, s).locator('.piece').count(), 0);
    await assertShowsItsFragment(page);
    await page.close();
  });

  test('if the package cannot load, the page says so instead of showing a dead board', async (t) => {
    t.diagnostic(`axe-core checked ${session.axeRuns} distinct states of the page in these tests`);
    const page = await session.context.newPage();
    await page.route('**/damero_wasm_bg.wasm', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(session.pageUrl);
    await page.locator('#status[data-state="failed"]').waitFor();
    await a11y(page);
    assert.match(await statusText(page), /^The rules engine could not be loaded/);
    assert.equal(await page.locator('#board').isVisible(), false);
    await page.close();
    // The browser reports the missing file and the failed load as console errors: expected here.
    session.errors.splice(0);
    // (This test runs last: the request check above expects every response to be a 200.)
  });
});
