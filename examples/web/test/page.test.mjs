// Browser tests of "Checkers for two": headless Debian Chromium driven by playwright-core, the
// page served by examples/web/server.mjs. Every test plays through the page as a person would
// (clicks, keys, links) and checks what the page shows against the address bar and against the
// damero package itself, loaded here in Node as an independent reader of the fragment.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, afterEach, before, describe, test } from 'node:test';
import init, { Game, variant } from '../../../bindings-js/js/index.js';
import {
  ARTIFACTS,
  clickSquares,
  drawnBoard,
  fragment,
  marked,
  messageText,
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
    assert.equal(await statusText(page), 'Black to move, and must capture with a marked piece.');
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
    await page.locator('#copy').click();
    await page.locator('#message', { hasText: 'Link copied' }).waitFor();
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

  test('without a clipboard the link is shown in a field to copy by hand', async () => {
    const page = await session.open({
      beforeLoad: () => {
        Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
      },
    });
    await clickSquares(page, 9, 13);
    await page.locator('#copy').click();
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
    assert.equal(await statusText(page), 'White to move, and must capture with a marked piece.');
    await page.locator('#undo').click();
    assert.equal(await fragment(page), 'v2/english/m:11-15,22-18');
    assert.equal(await messageText(page), 'Took back 15x22.');
    assert.equal(await statusText(page), 'Black to move, and must capture with a marked piece.');
    await assertShowsItsFragment(page);
    await page.locator('#undo').click();
    await page.locator('#undo').click();
    assert.equal(await fragment(page), 'v2/english');
    assert.equal(await drawnBoard(page), START);
    assert.equal(await page.locator('#undo').isDisabled(), true, 'nothing left to undo');
    await page.close();
  });

  test('a new game, and Back returns to the game before it; a pasted link replaces the game', async () => {
    const page = await session.open({ fragment: 'v2/english/m:11-15,22-18' });
    await page.locator('#new-game').click();
    assert.equal(await fragment(page), 'v2/english');
    assert.equal(await drawnBoard(page), START);
    await page.goBack();
    await page.waitForFunction(() => location.hash === '#v2/english/m:11-15,22-18');
    await page.locator('#status', { hasText: 'must capture' }).waitFor();
    await assertShowsItsFragment(page);

    await page.evaluate(() => {
      location.hash = 'v2/english/m:10-14';
    });
    await page.locator('#status', { hasText: 'White to move.' }).waitFor();
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
    await page.locator('#bad-new').click();
    assert.equal(await page.locator('#bad-link').isVisible(), false);
    assert.equal(await fragment(page), 'v2/english');
    assert.equal(await drawnBoard(page), START);
    assert.equal(await statusText(page), 'Black to move.');
    await page.close();
  });

  test('the draw button appears once the game has started and ends it as a draw', async () => {
    const page = await session.open();
    assert.equal(await page.locator('#draw').isVisible(), false, 'no draw before the first move');
    await clickSquares(page, 11, 15);
    await page.locator('#draw').click();
    assert.equal(await statusText(page), 'Draw, agreed by the players.');
    assert.equal(await page.locator('#status').getAttribute('data-state'), 'draw');
    assert.equal(await fragment(page), 'v2/english/m:11-15/e:agree');
    assert.equal(await page.locator('#draw').isVisible(), false);
    assert.match(await page.locator('#moves').innerText(), /Draw agreed/);
    await clickSquares(page, 22);
    assert.equal(await messageText(page), 'The game is over: no more moves.');
    assert.equal(await fragment(page), 'v2/english/m:11-15/e:agree');
    // Undo withdraws the agreement and keeps the move.
    await page.locator('#undo').click();
    assert.equal(await fragment(page), 'v2/english/m:11-15');
    assert.equal(await statusText(page), 'White to move.');
    assert.equal(await page.locator('#draw').isVisible(), true);
    await page.close();
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
    await page.locator('#claim').click();
    assert.equal(await statusText(page), 'Draw by repetition.');
    assert.match(await fragment(page), /\/m:1-6,32-27,6-1,27-32,1-6,32-27,6-1,27-32\/e:claim-repetition$/);
    assert.equal(await page.locator('#claim').isVisible(), false);
    await page.locator('#new-game').click();
    assert.equal(await fragment(page), 'v2/english/o:repetition=claim3');
    assert.equal(await drawnBoard(page), START);
    await page.close();
  });

  test('turning the board puts Black at the bottom; the arrow keys follow the drawing', async () => {
    const page = await session.open();
    const firstCell = () =>
      page.evaluate(() => document.querySelector('#board .cell.dark')?.getAttribute('data-square'));
    assert.equal(await firstCell(), '1');
    await page.locator('#flip').click();
    assert.equal(await page.locator('#flip').getAttribute('aria-pressed'), 'true');
    assert.equal(await firstCell(), '32', 'square 32 is drawn top left');
    assert.match((await page.locator('#board').getAttribute('aria-label')) ?? '', /Black at the bottom/);
    await square(page, 9).focus();
    await page.keyboard.press('ArrowUp');
    const focused = () => page.evaluate(() => Number(document.activeElement?.getAttribute('data-square')));
    assert.equal(await focused(), 13, 'up, as drawn, is towards White');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await focused(), 14, 'left, as drawn, is towards the higher numbers');
    await page.close();
  });

  test('mouse-free: arrow keys, Enter, Space and Escape play a game with visible focus', async () => {
    const page = await session.open();
    await page.keyboard.press('Tab'); // the language button
    await page.keyboard.press('Tab'); // the board's one tab stop
    const focused = () => page.evaluate(() => Number(document.activeElement?.getAttribute('data-square')));
    assert.equal(await focused(), 1);
    assert.equal(await page.locator('#board [tabindex="0"]').count(), 1, 'one tab stop on the board');
    const outline = await page.evaluate(() => getComputedStyle(/** @type {Element} */ (document.activeElement)).outlineStyle);
    assert.notEqual(outline, 'none', 'the focused square is outlined');
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
    assert.equal(await focused(), 11);
    await page.keyboard.press('Enter');
    assert.deepEqual(await marked(page, 'target'), [15, 16]);
    assert.match((await square(page, 11).getAttribute('aria-label')) ?? '', /^11, black man, picked/);
    await page.keyboard.press('ArrowDown');
    assert.equal(await focused(), 15);
    assert.equal(await square(page, 15).getAttribute('aria-label'), '15, empty, may go here');
    await page.keyboard.press('Space');
    assert.equal(await fragment(page), 'v2/english/m:11-15');
    assert.equal(await focused(), 15, 'focus stays on the piece that moved');

    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowLeft']) await page.keyboard.press(key);
    assert.equal(await focused(), 22);
    await page.keyboard.press('Enter');
    assert.deepEqual(await marked(page, 'selected'), [22]);
    await page.keyboard.press('Escape');
    assert.deepEqual(await marked(page, 'selected'), [], 'Escape puts the piece back');
    assert.equal(await messageText(page), 'Pick a piece to see where it may go.');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    assert.equal(await focused(), 18);
    await page.keyboard.press('Enter');
    assert.equal(await fragment(page), 'v2/english/m:11-15,22-18');
    // The status is announced politely.
    assert.equal(await page.locator('#status').getAttribute('role'), 'status');
    assert.equal(await page.locator('#status').getAttribute('aria-live'), 'polite');
    // Tab leaves the board for the buttons.
    await page.keyboard.press('Tab');
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
    assert.equal(await statusText(page), 'Juegan las negras y tienen que capturar con una pieza marcada.');
    await page.locator('#lang').click();
    assert.equal(await statusText(page), 'Black to move, and must capture with a marked piece.');
    assert.equal(await page.evaluate(() => location.search + location.hash), '?lang=en#v2/english/m:11-15,22-18');
    assert.equal(await page.locator('#lang').innerText(), 'Español');

    const es = await session.open({ query: '?lang=es', fragment: 'v2/english/s:B:W18:B14/m:14x23' });
    assert.equal(await statusText(es), 'Ganan las negras: a las blancas no les quedan piezas.');
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
    // module, the wasm-bindgen glue and whatever that loads from bindings-js/pkg/).
    const pageFiles = new Set([
      '/examples/web/',
      '/examples/web/style.css',
      '/examples/web/app.js',
      '/examples/web/board.js',
      '/examples/web/i18n.js',
      '/examples/web/state.js',
      '/bindings-js/js/index.js',
      '/bindings-js/pkg/damero_wasm.js',
      '/bindings-js/pkg/damero_wasm_bg.wasm',
    ]);
    const allowed = (/** @type {string} */ path) => pageFiles.has(path) || path.startsWith('/bindings-js/pkg/');
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
      ['English draughts (checkers), 8×8', 'Brazilian draughts, 8×8', 'International draughts, 10×10'],
    );
    await page.locator('#variant').selectOption('international');
    await page.locator('#new-game').click();
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
        cells: el.children.length,
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
    assert.equal(await page.locator('#moves').innerText(), '31-27');
    await clickSquares(page, 20, 24);
    assert.equal(await page.locator('#moves').innerText(), '31-27  20-24');
    await assertShowsItsFragment(page);
    await page.screenshot({ path: join(ARTIFACTS, 'web-international.png'), fullPage: true });
    await page.locator('#undo').click();
    assert.equal(await fragment(page), 'v2/international/m:31-27');
    assert.equal(await page.locator('#variant').inputValue(), 'international');

    // Brazilian: the 8x8 board again, White first.
    await page.locator('#variant').selectOption('brazilian');
    await page.locator('#new-game').click();
    assert.equal(await fragment(page), 'v2/brazilian');
    assert.equal(await page.locator('#board button[data-square]').count(), 32);
    assert.equal(await page.locator('#board > *').count(), 64);
    assert.equal(await drawnBoard(page), START);
    assert.equal(await statusText(page), 'White to move.');
    // Back returns to the International game, on its own board.
    await page.goBack();
    await page.waitForFunction(() => location.hash === '#v2/international/m:31-27');
    assert.equal(await page.locator('#board button[data-square]').count(), 50);
    assert.equal(await page.locator('#variant').inputValue(), 'international');
    await assertShowsItsFragment(page);
    // A link of the old format v1 still opens (English).
    await page.evaluate(() => {
      location.hash = 'v1/english/m:11-15';
    });
    await page.waitForFunction(() => document.querySelectorAll('#board button[data-square]').length === 32);
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
    assert.equal(await statusText(page), 'White to move, and must capture with a marked piece.');
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
      ['Damas inglesas (checkers), 8×8', 'Damas brasileñas, 8×8', 'Damas internacionales, 10×10'],
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

  test('if the package cannot load, the page says so instead of showing a dead board', async () => {
    const page = await session.context.newPage();
    await page.route('**/damero_wasm_bg.wasm', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(session.pageUrl);
    await page.locator('#status[data-state="failed"]').waitFor();
    assert.match(await statusText(page), /^The rules engine could not be loaded/);
    assert.equal(await page.locator('#board').isVisible(), false);
    await page.close();
    // The browser reports the missing file and the failed load as console errors: expected here.
    session.errors.splice(0);
    // (This test runs last: the request check above expects every response to be a 200.)
  });
});
