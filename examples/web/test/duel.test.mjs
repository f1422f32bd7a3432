// Browser tests of the pages built on <damero-board>: "Reversi for two" (reversi.html) and
// "Connect Four for two" (connect4.html), both driven by duel.js. A whole game to its end on each
// page, by clicks (Reversi's forced passes through the board's Pass button); the score and who
// must pass; the winning four; new game asked first; resign and draws; the move list stepped by
// buttons and arrow keys with earlier positions read-only; a link of another page's game; a
// broken link; Spanish throughout (the first screen and the buttons that keep their boxes:
// layout.test.mjs). axe-core checks every state reached.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { a11y, fragment as hash, marked, press, square, startSession, statusText as status } from './harness.mjs';
import { Game, initSync } from '../../../bindings-js/js/index.js';

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

test('Reversi for two: a whole game by clicks, forced passes through the Pass button, the score and the end as the core has them', async () => {
  const page = await session.open({ file: 'reversi.html' });
  assert.equal(await status(page), 'Black to move.');
  assert.equal(await page.locator('#score').innerText(), 'Discs: Black 2, White 2.');
  const game = new Game('reversi');
  let sawPass = false;
  while (game.status().state === 'ongoing') {
    const s = game.status();
    const move = game.legalMoves()[0];
    if (s.mustPass) {
      const side = s.turn === 'black' ? 'Black' : 'White';
      assert.equal(await status(page), `${side} has no move and must pass.`);
      await press(page, '#board [part=prompt] button');
      sawPass = true;
    } else {
      await square(page, /** @type {number} */ (move.to)).click();
      await a11y(page);
    }
    game.play(move);
    assert.equal(await hash(page), game.toFragment());
  }
  assert.ok(sawPass, 'this game has forced passes');
  const [black, white] = /** @type {[number, number]} */ (game.status().score);
  assert.equal(await page.locator('#score').innerText(), `Discs: Black ${black}, White ${white}.`);
  assert.equal(await status(page), 'White wins with more discs.');
  assert.equal(await page.locator('#resign').isDisabled(), true);
  assert.equal(await page.locator('#draw').isDisabled(), true);
  game.free();
  await page.close();
});

test('Connect Four for two: a whole game, the winning four shown and said; no turning of an upright board', async () => {
  const page = await session.open({ file: 'connect4.html' });
  assert.equal(await status(page), 'Red to move.');
  assert.equal(await page.locator('#flip').isHidden(), true);
  // Columns a and b in turn, each click on the column's top square: Red makes four in column a.
  for (const s of [35, 36, 35, 36, 35, 36, 35]) {
    await square(page, s).click();
    await a11y(page);
  }
  assert.equal(await status(page), 'Red wins with four in a row.');
  assert.deepEqual(await marked(page, 'win'), [0, 7, 14, 21]);
  assert.equal(await hash(page), 'v2/connect4/m:1,2,1,2,1,2,1');
  await page.close();
});

test('new game asks first once moves were made; undo; resign and a draw by agreement, each asked', async () => {
  const page = await session.open({ file: 'connect4.html', fragment: 'v2/connect4/m:4,4' });
  await press(page, '#new');
  assert.match(await page.locator('#prompt-text').innerText(), /Start a new game\?/);
  await press(page, '#no');
  assert.equal(await hash(page), 'v2/connect4/m:4,4');
  await press(page, '#undo');
  assert.equal(await hash(page), 'v2/connect4/m:4');
  await press(page, '#draw');
  assert.equal(await page.locator('#prompt-text').innerText(), 'Red offers a draw. Does Yellow accept?');
  await press(page, '#yes');
  assert.equal(await status(page), 'Draw, agreed by the players.');
  await press(page, '#undo');
  await press(page, '#resign');
  assert.equal(await page.locator('#prompt-text').innerText(), 'Who resigns?');
  await press(page, '#resign-white');
  assert.equal(await status(page), 'Red wins: Yellow resigned.');
  assert.match(await hash(page), /e:resign-white$/);
  await press(page, '#new');
  await press(page, '#yes');
  assert.equal(await hash(page), 'v2/connect4');
  assert.equal(await status(page), 'Red to move.');
  await page.close();
});

test('the move list steps back and forth by buttons and arrow keys; an earlier position is read-only', async () => {
  const page = await session.open({ file: 'reversi.html', fragment: 'v2/reversi/m:f5,d6,c3' });
  assert.deepEqual((await page.locator('#moves li').allInnerTexts()).map((s) => s.split(/\s+/).join(' ')), ['1. f5 d6', '2. c3']);
  await press(page, '#back');
  assert.equal(await page.locator('#prompt-text').innerText(), 'Position after White’s move 1, d6. Shown only: go back to the game to move.');
  await page.locator('h1').click();
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.getElementById('prompt-text')?.textContent?.includes('move 1, f5'));
  await a11y(page);
  // Read-only: a click on a legal square plays nothing.
  const before = await hash(page);
  await square(page, 19).click();
  assert.equal(await hash(page), before);
  await page.locator('h1').click(); // the board's own arrows move over it; the page's step the moves
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.getElementById('prompt-text')?.textContent?.includes('move 1, d6'));
  await press(page, '#to-game');
  assert.equal(await status(page), 'White to move.');
  assert.equal(await hash(page), 'v2/reversi/m:f5,d6,c3');
  await page.close();
});

test('a link to another page\'s game offers to open it there; a broken link says so in words', async () => {
  const page = await session.open({ file: 'reversi.html', fragment: 'v2/english/m:11-15' });
  assert.equal(await page.locator('#prompt-link').getAttribute('href'), 'index.html#v2/english/m:11-15');
  assert.equal(await page.locator('#prompt-link').innerText(), 'Checkers for two');
  await page.close();
  const broken = await session.open({ file: 'connect4.html', fragment: 'v2/connect4/m:1,9' });
  assert.equal(
    await broken.locator('#prompt-text').innerText(),
    'This link does not hold a game this page can open. It may have been cut short or changed. The game in this link can be opened up to move 1 (1), its last legal move.',
  );
  await press(broken, '#bad-new');
  assert.equal(await hash(broken), 'v2/connect4');
  await broken.close();
});

test('Spanish throughout, and the sibling pages linked in the page\'s language', async () => {
  const page = await session.open({ file: 'reversi.html', query: '?lang=es', fragment: 'v2/reversi/m:f5' });
  assert.equal(await page.locator('h1').innerText(), 'Reversi para dos');
  assert.equal(await status(page), 'Juegan las blancas.');
  assert.equal(await page.locator('#score').innerText(), 'Fichas: negras 4, blancas 1.');
  assert.deepEqual(await page.locator('#controls button').allInnerTexts(), [
    'Partida nueva', 'Deshacer', 'Copiar un enlace a esta partida', 'Girar el tablero', 'Ofrecer tablas', 'Abandonar',
  ]);
  assert.deepEqual(await page.locator('nav a').allInnerTexts(), ['Damas para dos', 'Ajedrez para dos', 'Cuatro en línea para dos']);
  assert.equal(await page.locator('nav a').first().getAttribute('href'), 'index.html?lang=es');
  const label = await page.evaluate(() => document.getElementById('board')?.shadowRoot?.querySelector('[role=grid]')?.getAttribute('aria-label'));
  assert.equal(label, 'Tablero de reversi, juegan las blancas');
  await press(page, '#lang');
  assert.equal(await status(page), 'White to move.');
  await page.close();
});

test('no console error and no axe-core violation on the pages for two on the element', () => {
  assert.deepEqual(session.errors, []);
  assert.deepEqual(session.violations, []);
  assert.ok(session.axeRuns >= 30, `axe-core ran on ${session.axeRuns} states`);
});
