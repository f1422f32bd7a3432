// Browser tests of "Checkers for two" (index.html) beyond the whole game of pages.test.mjs: what
// the page promised before it came onto <damero-board>, checked on the element's page, in play.
// Refusals told in words and a capture the player must make; the game played with the keyboard
// alone; the board as a grid for screen readers with every spoken label; the board turned, its
// arrows following the drawing; multi-jumps (the piece resting on its landing, a jump finished
// for the player, crowning, the move travelling its path, none with reduced motion) and the last
// move marked at both ends; both ways to win; draws offered, declined, accepted, withdrawn by
// undo, lapsed by a move and carried by a link; resignation asked and taken back; English's
// repetition notice and a link's claimable draws; International's majority rule and flying
// kings, Russian crowning during a capture, Turkish's 64 squares; the move list of a long game.
// (The page's links, files, languages and screen: checkers-links.test.mjs.) Most tests move
// between positions by changing the address, as a pasted link does, rather than loading the page
// again. axe-core checks every state reached (harness.mjs). Screenshots in target/artifacts/:
// web-multijump.png, web-last-move.png, web-turkish.png, web-history.png.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import {
  ARTIFACTS,
  a11y,
  clickSquares,
  fragment as hash,
  goTo,
  key,
  marked,
  messageText as message,
  press,
  showsItsFragment,
  spoken,
  square,
  startSession,
  statusText as status,
  text,
  moveRows,
} from './harness.mjs';
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

/** The element of the board's shadow root that has the focus: its square, or null. @param {Page} page */
const focused = (page) => page.evaluate(() => Number(document.getElementById('board')?.shadowRoot?.activeElement?.getAttribute('data-square') ?? NaN));

test('mouse-free: Tab to the board, arrows, Enter, Space and Escape play with a visible focus; refusals and a forced capture told in words; the grid a screen reader hears; the board turned', async () => {
  const page = await session.open({ file: 'index.html' });
  assert.equal(await hash(page), 'v2/english');
  assert.equal(await page.locator('#undo').isDisabled(), true, 'nothing to undo');
  await key(page, 'Tab'); // the language button
  await key(page, 'Tab'); // the board's one tab stop
  assert.equal(await focused(page), 1);
  assert.equal(await page.locator('#board [tabindex="0"]').count(), 1, 'one tab stop on the board');
  const outline = await page.evaluate(() => getComputedStyle(/** @type {Element} */ (document.getElementById('board')?.shadowRoot?.activeElement)).outlineStyle);
  assert.notEqual(outline, 'none', 'the focused square is outlined');
  for (const k of ['ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowRight']) await key(page, k);
  assert.equal(await focused(page), 11);
  await key(page, 'Enter');
  assert.deepEqual(await marked(page, 'target'), [15, 16]);
  assert.equal(await spoken(page, 11), '11, Black man, picked');
  await key(page, 'ArrowDown');
  assert.equal(await focused(page), 15);
  assert.equal(await spoken(page, 15), '15, a move goes here');
  await key(page, 'Space');
  assert.equal(await hash(page), 'v2/english/m:11-15');
  const said = await page.evaluate(() => document.getElementById('board')?.shadowRoot?.querySelector('[role=status]')?.textContent);
  assert.equal(said, 'Black played 11-15', 'the move is said to a screen reader');
  assert.equal(await focused(page), 15, 'the focus stays on the piece that moved');
  // Down a diagonal board's rows: to the nearer of the two squares below, the left one on a tie.
  for (const k of ['ArrowDown', 'ArrowDown']) await key(page, k);
  assert.equal(await focused(page), 22);
  await key(page, 'Enter');
  assert.deepEqual(await marked(page, 'selected'), [22]);
  await key(page, 'Escape');
  assert.deepEqual(await marked(page, 'selected'), [], 'Escape puts the piece back');
  assert.equal(await focused(page), 22);
  await key(page, 'Enter');
  await key(page, 'ArrowUp');
  assert.equal(await focused(page), 17);
  await key(page, 'ArrowRight');
  assert.equal(await focused(page), 18);
  await key(page, 'Enter');
  assert.equal(await hash(page), 'v2/english/m:11-15,22-18');
  assert.equal(await page.locator('#status').getAttribute('role'), 'status');
  assert.equal(await page.locator('#status').getAttribute('aria-live'), 'polite');
  await key(page, 'Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'new', 'Tab leaves the board for the buttons');

  // Black must capture: the piece is marked; another piece, a step instead, are refused in words.
  assert.equal(await status(page), 'Black to move and must capture.');
  assert.deepEqual(await marked(page, 'must'), [15]);
  await clickSquares(page, 9);
  assert.equal(await message(page), 'A capture is compulsory: with the piece on 15.');
  assert.deepEqual(await marked(page, 'selected'), []);
  await clickSquares(page, 23);
  assert.equal(await message(page), 'It is Black’s turn, not White’s.');
  await clickSquares(page, 15);
  assert.deepEqual(await marked(page, 'target'), [22]);
  await clickSquares(page, 19);
  assert.equal(await message(page), '19 is not a move for the piece on 15.');
  assert.equal(await hash(page), 'v2/english/m:11-15,22-18', 'nothing played');
  await clickSquares(page, 22);
  assert.equal(await hash(page), 'v2/english/m:11-15,22-18,15x22');
  assert.equal(await message(page), '', 'a move clears the last refusal');
  await showsItsFragment(page);
  assert.deepEqual(await marked(page, 'last'), [15, 22], 'the last move, marked at both ends');
  assert.deepEqual(await marked(page, 'must'), [25, 26], 'two White pieces can take back');

  // A screen reader's view: a grid of 8 rows, 4 playing squares each, every square named.
  const grid = page.getByRole('grid');
  assert.equal(await grid.count(), 1);
  assert.equal(await grid.getAttribute('aria-rowcount'), '8');
  assert.equal(await grid.getAttribute('aria-colcount'), '8');
  assert.equal(await grid.getAttribute('aria-label'), 'Checkers board, White to move');
  assert.equal(await grid.getByRole('row').count(), 8);
  assert.equal(await grid.getByRole('gridcell').count(), 32);
  for (const row of await grid.getByRole('row').all()) assert.equal(await row.getByRole('gridcell').count(), 4, 'a playing square in every other column');
  assert.equal(await square(page, 1).evaluate((b) => b.closest('[role=gridcell]')?.getAttribute('aria-colindex')), '2', 'square 1 is in the second column');
  const names = await grid.getByRole('button').evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label')));
  assert.equal(names.length, 32);
  assert.deepEqual(names.slice(0, 4), ['1, Black man', '2, Black man', '3, Black man', '4, Black man']);
  assert.ok(names.includes('22, Black man, last move') && names.includes('15, last move') && names.includes('18'), names.join(' | '));
  assert.ok(names.includes('25, White man, must capture') && names.includes('26, White man, must capture'), names.join(' | '));

  // Turned half round: square 32 is drawn top left, and the arrows move as the board is drawn.
  await press(page, '#flip');
  assert.equal(await page.evaluate(() => /** @type {any} */ (document.getElementById('board')).orientation), 'black');
  assert.equal(await grid.getByRole('button').first().getAttribute('data-square'), '32');
  await square(page, 9).focus();
  await key(page, 'ArrowUp');
  assert.equal(await focused(page), 14, 'up, as drawn, is towards White (the left square on a tie)');
  await key(page, 'ArrowLeft');
  assert.equal(await focused(page), 15, 'left, as drawn, is towards the higher numbers');
  await page.close();
});

test('multi-jumps: the piece rests on each landing the player picks and travels its path; one way left is finished for the player and crowns; both ways to win', async () => {
  /** Records every Element.animate call: the transforms of its keyframes. */
  const record = () => {
    const original = Element.prototype.animate;
    /** @type {string[][]} */
    const calls = [];
    Object.defineProperty(window, '__animations', { value: calls });
    Element.prototype.animate = function animate(frames, options) {
      calls.push(Array.isArray(frames) ? frames.map((f) => String(f.transform)) : []);
      return original.call(this, frames, options);
    };
  };
  const calls = (/** @type {Page} */ page) => page.evaluate(() => /** @type {string[][]} */ (/** @type {any} */ (window).__animations).splice(0));
  const start = 'v2/english/s:B:W18,26,27:B14';
  const page = await session.open({ file: 'index.html', fragment: start, beforeLoad: record });
  assert.deepEqual(await marked(page, 'must'), [14]);
  await clickSquares(page, 14);
  assert.deepEqual(await marked(page, 'target'), [23], 'one first jump');
  await calls(page);
  await clickSquares(page, 23);
  // From 23 the jump goes on two ways: the page waits, the man drawn on 23 and 18 marked as taken.
  assert.equal(await hash(page), start, 'nothing played yet');
  assert.deepEqual(await marked(page, 'selected'), [23]);
  assert.deepEqual(await marked(page, 'last'), [14], 'where the jump began');
  assert.deepEqual(await marked(page, 'taken'), [18]);
  assert.deepEqual(await marked(page, 'target'), [30, 32]);
  assert.match(await spoken(page, 23), /^23, Black man, picked/);
  assert.equal(await spoken(page, 14), '14, last move', 'the man left 14');
  const hop = await calls(page);
  assert.equal(hop.length, 1, 'one hop');
  assert.equal(hop[0].length, 2);
  assert.notEqual(hop[0][0], 'translate(0px, 0px)', 'the hop starts on 14');
  assert.equal(hop[0][1], 'translate(0px, 0px)', 'and ends on 23');
  await page.screenshot({ path: join(ARTIFACTS, 'web-multijump.png') });
  await clickSquares(page, 30);
  assert.equal(await hash(page), `${start}/m:14x30`);
  await showsItsFragment(page);
  const rest = await calls(page);
  assert.deepEqual(rest.map((c) => c.length), [2], 'the rest of the jump: from 23 to 30');
  assert.deepEqual(await marked(page, 'last'), [14, 30]);
  const looks = await page.evaluate(() => {
    const ring = (/** @type {string} */ s) => getComputedStyle(/** @type {Element} */ (document.getElementById('board')?.shadowRoot?.querySelector(`[data-square="${s}"] .mark`))).boxShadow;
    return { from: ring('14'), to: ring('30'), plain: ring('1') };
  });
  assert.notEqual(looks.from, looks.plain, 'the square left is marked');
  assert.notEqual(looks.to, looks.plain, 'the square reached is marked');
  await page.screenshot({ path: join(ARTIFACTS, 'web-last-move.png') });

  // One way left after the first landing: the page plays the whole jump, crowning the man.
  const crowning = 'v2/english/s:B:W17,18,27:B14';
  await goTo(page, crowning);
  await clickSquares(page, 14);
  assert.deepEqual(await marked(page, 'target'), [21, 23], 'two first jumps');
  await clickSquares(page, 23);
  assert.equal(await hash(page), `${crowning}/m:14x32`);
  assert.match(await spoken(page, 32), /^32, Black king, last move/);
  assert.equal(await square(page, 32).locator('svg.piece .crown').count(), 1, 'the king wears a crown');
  assert.equal(await status(page), 'White to move.');
  await showsItsFragment(page);
  // The last square of a jump clicked at once: the whole jump, travelling every landing.
  await press(page, '#undo');
  await calls(page);
  await clickSquares(page, 14, 32);
  assert.equal(await hash(page), `${crowning}/m:14x32`);
  assert.deepEqual((await calls(page)).map((c) => c.length), [3], 'from 14 over 23 to 32');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await press(page, '#undo');
  await calls(page);
  await clickSquares(page, 14, 32);
  assert.deepEqual(await calls(page), [], 'no motion when the player prefers less');

  // A win by taking the last piece, and a win by leaving no move.
  await goTo(page, 'v2/english/s:B:W18:B14');
  await clickSquares(page, 14, 23);
  assert.equal(await status(page), 'Black wins: White has no pieces left.');
  assert.equal(await page.locator('#draw').isDisabled(), true, 'no draw after the end');
  await clickSquares(page, 23);
  assert.equal(await message(page), 'The game is over.');
  assert.equal(await page.locator('#undo').isEnabled(), true);
  await goTo(page, 'v2/english/s:B:W21:B10,14,17');
  await clickSquares(page, 10, 15);
  assert.equal(await status(page), 'Black wins: White has no move left.');
  await showsItsFragment(page);
  await page.close();
});

test('draws: offered and declined, accepted and undone, withdrawn by undo, lapsed with a move, carried by a link; resignation asked, cancelled and taken back', async () => {
  const page = await session.open({ file: 'index.html' });
  assert.equal(await page.locator('#draw').isDisabled(), true, 'no draw before the first move');
  await clickSquares(page, 11, 15);
  // Black moved and offers a draw; White is to move and answers.
  await press(page, '#draw');
  assert.equal(await text(page, '#prompt-text'), 'Black offers a draw. Does White accept?');
  assert.equal(await hash(page), 'v2/english/m:11-15~offer=black', 'the offer is in the page’s part of the address');
  assert.equal(await page.locator('#draw').isDisabled(), true, 'one offer at a time');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'yes');
  await press(page, '#no');
  assert.equal(await message(page), 'White declined the draw.');
  assert.equal(await hash(page), 'v2/english/m:11-15');
  assert.equal(await status(page), 'White to move.');
  // Offered again and accepted: the game ends as a draw, and undo takes the agreement back.
  await press(page, '#draw');
  await press(page, '#yes');
  assert.equal(await status(page), 'Draw, agreed by the players.');
  assert.equal(await hash(page), 'v2/english/m:11-15/e:agree');
  assert.equal(await page.locator('#draw').isDisabled(), true);
  assert.match(await text(page, '#moves'), /Draw agreed/);
  await clickSquares(page, 22);
  assert.equal(await message(page), 'The game is over.');
  await press(page, '#undo');
  assert.equal(await hash(page), 'v2/english/m:11-15');
  assert.equal(await message(page), 'The end of the game was taken back; play on.');
  assert.equal(await status(page), 'White to move.');
  assert.equal(await page.locator('#draw').isEnabled(), true);
  // An offer, then undo: the offer is taken back first, then the move.
  await press(page, '#draw');
  await press(page, '#undo');
  assert.equal(await message(page), 'The draw offer was taken back.');
  assert.equal(await hash(page), 'v2/english/m:11-15');
  // A move instead of an answer declines the offer.
  await press(page, '#draw');
  await clickSquares(page, 22, 18);
  assert.equal(await message(page), 'The draw offer lapsed with the move.');
  assert.equal(await hash(page), 'v2/english/m:11-15,22-18');

  // A link carries the offer to the other player, who accepts it there.
  await goTo(page, 'v2/english/m:11-15,22-18,15x22~offer=black');
  assert.equal(await text(page, '#prompt-text'), 'Black offers a draw. Does White accept?');
  assert.equal(await status(page), 'White to move and must capture.');
  await press(page, '#yes');
  assert.equal(await hash(page), 'v2/english/m:11-15,22-18,15x22/e:agree');
  // An offer the game does not allow (by the side to move, before any move, after the end) is
  // left out with a word, and the address cleaned.
  for (const [frag, clean] of [
    ['v2/english/m:11-15~offer=white', 'v2/english/m:11-15'],
    ['v2/english~offer=white', 'v2/english'],
    ['v2/english/m:11-15/e:agree~offer=black', 'v2/english/m:11-15/e:agree'],
  ]) {
    await goTo(page, frag);
    assert.equal(await message(page), 'The draw offer in this link no longer applies, so it was left out.', frag);
    assert.equal(await hash(page), clean);
    assert.doesNotMatch(await text(page, '#prompt-text'), /offers a draw/, frag);
  }

  // Resignation: asked first, the safe answer focused; cancelled; then taken back by undo.
  await goTo(page, 'v2/english/m:11-15,22-18');
  await press(page, '#resign');
  assert.equal(await text(page, '#prompt-text'), 'Who resigns?');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'no', 'the safe answer has the focus');
  assert.equal(await hash(page), 'v2/english/m:11-15,22-18', 'nothing happens before an answer');
  await press(page, '#no');
  assert.equal(await text(page, '#prompt-text'), '');
  assert.equal(await status(page), 'Black to move and must capture.');
  await press(page, '#resign');
  await press(page, '#resign-black');
  assert.equal(await status(page), 'White wins: Black resigned.');
  assert.equal(await hash(page), 'v2/english/m:11-15,22-18/e:resign-black');
  assert.match(await text(page, '#moves'), /Resigned/);
  assert.equal(await page.locator('#resign').isDisabled(), true);
  await press(page, '#undo');
  assert.equal(await hash(page), 'v2/english/m:11-15,22-18');
  assert.equal(await message(page), 'The end of the game was taken back; play on.');
  assert.equal(await status(page), 'Black to move and must capture.');
  await page.close();
});

test('repetition: English tells of a third time and plays on; a link whose rules let a player claim it offers the claim, and a rematch keeps those rules', async () => {
  const kings = 'v2/english/s:B:WK32:BK1';
  const page = await session.open({ file: 'index.html', fragment: `${kings}/m:1-6,32-27,6-1,27-32,1-6,32-27,6-1` });
  assert.equal(await message(page), '');
  assert.equal(await page.locator('#claim-row').isHidden(), true, 'English has no draw to claim');
  assert.equal(await square(page, 1).locator('svg.piece .crown').count(), 1);
  await clickSquares(page, 27, 32);
  assert.equal(await message(page), 'This position has now appeared 3 times. The game goes on; the players may agree a draw.');
  assert.equal(await status(page), 'Black to move.');
  await clickSquares(page, 1, 5);
  assert.equal(await message(page), '', 'a new position: no notice');

  const claimable = `v2/english/o:repetition=claim3/s:B:WK32:BK1`;
  await goTo(page, `${claimable}/m:1-6,32-27,6-1,27-32,1-6,32-27,6-1`);
  assert.equal(await page.locator('#claim-row').isVisible(), true);
  assert.equal(await page.locator('#claim').isDisabled(), true);
  await clickSquares(page, 27, 32);
  assert.equal(await message(page), '', 'a rule to claim is not a notice');
  assert.equal(await text(page, '#claim-note'), 'Black may claim a draw: this position has appeared three times.');
  await press(page, '#claim');
  assert.equal(await status(page), 'Draw by repetition.');
  assert.equal(await hash(page), `${claimable}/m:1-6,32-27,6-1,27-32,1-6,32-27,6-1,27-32/e:claim-repetition`);
  assert.equal(await page.locator('#claim').isDisabled(), true);
  await press(page, '#rematch');
  assert.equal(await hash(page), claimable, 'the rematch keeps the link’s rules and start');
  await page.close();
});

test('International, Russian and Turkish: the majority rule marks and refuses, a flying king lands beyond, a man crowned during a capture goes on as a king, a capture along rows on 64 squares', async () => {
  // Squares of the International board, five to a row from White's top left: 46 = a1, 41 = b2,
  // 37 = c3, 32 = d4, 28 = e5, 23 = f6, 19 = g7, 14 = h8, 10 = i9; 48 = e1, 42 = d2, 31 = b4,
  // 26 = a5, 33 = f4, 22 = d6; 39 = g3, 44 = h2, 50 = i1.
  // White man 33 could take 28 and land on 22: one piece. White man 48 takes 42 landing on 37,
  // then 31 landing on 26: two pieces, so it must.
  const majority = 'v2/international/s:W:W33,48:B28,31,42';
  const page = await session.open({ file: 'index.html', fragment: majority });
  assert.equal(await status(page), 'White to move and must capture.');
  assert.deepEqual(await marked(page, 'must'), [48], 'only the piece of the capture that takes the most');
  await clickSquares(page, 33);
  assert.equal(await message(page), 'A capture is compulsory: with the piece on 48.');
  assert.deepEqual(await marked(page, 'selected'), []);
  await clickSquares(page, 22);
  assert.equal(await hash(page), majority, 'nothing played');
  await clickSquares(page, 48);
  assert.deepEqual(await marked(page, 'target'), [37]);
  await clickSquares(page, 37);
  assert.equal(await hash(page), `${majority}/m:48x26`);
  await showsItsFragment(page);
  for (const s of [37, 42, 31]) assert.equal(await spoken(page, s), String(s));
  assert.equal(await spoken(page, 26), '26, White man, last move');

  // A flying king on 46 takes 37 and may land on 32, 28, 23 or 19 (14 and 10 block the rest).
  await goTo(page, 'v2/international/s:W:WK46:B10,14,37');
  assert.deepEqual(await marked(page, 'must'), [46]);
  await clickSquares(page, 46);
  assert.deepEqual(await marked(page, 'target'), [19, 23, 28, 32]);
  await clickSquares(page, 23);
  assert.equal(await hash(page), 'v2/international/s:W:WK46:B10,14,37/m:46x23');
  assert.match(await spoken(page, 23), /^23, White king/);
  await showsItsFragment(page);
  // With a second piece on 33 the king must take both: over 37 it has to land on 28, the only
  // square from which it goes on; then over 33 it lands on 39, 44 or 50.
  await goTo(page, 'v2/international/s:W:WK46:B33,37');
  await clickSquares(page, 46);
  assert.deepEqual(await marked(page, 'target'), [28]);
  await clickSquares(page, 28);
  assert.deepEqual(await marked(page, 'selected'), [28]);
  assert.deepEqual(await marked(page, 'taken'), [37]);
  assert.deepEqual(await marked(page, 'target'), [39, 44, 50]);
  assert.equal(await hash(page), 'v2/international/s:W:WK46:B33,37', 'nothing played yet');
  await clickSquares(page, 44);
  assert.equal(await hash(page), 'v2/international/s:W:WK46:B33,37/m:46x44');
  assert.equal(await status(page), 'White wins: Black has no pieces left.');

  // Russian: White man f6 (11) takes e7 (7) and lands on d8 (2), the crowning row; as a king it
  // takes c7 (6) and may stop on b6 (9) or a5 (13). (conformance/draughts/cases/families.json:
  // russian/crowned-king-chooses-landing.)
  const russian = Game.fromFen('russian', 'W:W11:B7,6,28');
  await goTo(page, russian.toFragment());
  assert.equal(await status(page), 'White to move and must capture.');
  assert.equal(await square(page, 11).evaluate((b) => b.parentElement?.querySelector('.label')?.textContent), 'f6', 'Russian squares carry their names');
  await clickSquares(page, 11);
  assert.deepEqual(await marked(page, 'target'), [2]);
  await clickSquares(page, 2);
  assert.deepEqual(await marked(page, 'taken'), [7]);
  assert.deepEqual(await marked(page, 'target'), [9, 13], 'two landings beyond c7, as only a flying king has');
  await clickSquares(page, 13);
  russian.play('f6:a5');
  assert.equal(await hash(page), russian.toFragment());
  russian.free();
  assert.match(await spoken(page, 13), /^a5, White king/);
  assert.equal(await square(page, 13).locator('svg.piece .crown').count(), 1);
  await showsItsFragment(page);

  // Turkish: the king on d1 (60) takes d3 (44) landing on d5 (28), c5 (27) to b5 (26), b4 (34) to
  // b3 (42), then f3 (46) along the third row, across d3, empty since its piece left at once; it
  // may stop on g3 (47) or h3 (48). (families.json: turkish/immediate-removal.)
  const turkish = Game.fromFen('turkish', 'W:WK60:B44,27,34,46,8');
  await goTo(page, turkish.toFragment());
  assert.equal(await page.locator('#board button[data-square]').count(), 64, 'every square is a playing square');
  assert.equal(await page.locator('#board .square.off').count(), 0, 'no square without play');
  assert.equal(await page.locator('#board [role=grid]').getAttribute('data-shading'), 'plain');
  await clickSquares(page, 60);
  assert.deepEqual(await marked(page, 'target'), [28], 'straight up the d file');
  await clickSquares(page, 28, 26, 42);
  assert.deepEqual(await marked(page, 'taken'), [27, 34, 44]);
  assert.deepEqual(await marked(page, 'target'), [47, 48], 'across d3, whose piece is gone already');
  await page.screenshot({ path: join(ARTIFACTS, 'web-turkish.png') });
  await clickSquares(page, 47);
  turkish.play('d1:g3');
  assert.equal(await hash(page), turkish.toFragment());
  turkish.free();
  assert.match(await spoken(page, 47), /^g3, White king/);
  await showsItsFragment(page);
  await page.close();
});

test('the move list of a long game keeps the latest move in view and its columns aligned; a game White began starts with a gap', async () => {
  // A 40-move game, played here through the package (always the (7i mod n)-th legal move).
  const game = new Game('english');
  for (let i = 0; i < 40 && game.status().state === 'ongoing'; i += 1) {
    const moves = game.legalMoves();
    game.play(moves[(i * 7) % moves.length]);
  }
  const frag = game.toFragment();
  const notations = game.history().map((m) => m.notation);
  game.free();
  const page = await session.open({ file: 'index.html', viewport: { width: 1366, height: 768 }, fragment: frag });
  const rows = await moveRows(page);
  assert.deepEqual(rows.flatMap((r) => r.slice(1)), notations, 'every move, in order');
  assert.deepEqual(rows.map((r) => r[0]), rows.map((_, i) => `${i + 1}.`), 'move numbers');
  const layout = () =>
    page.evaluate(() => {
      const list = /** @type {HTMLElement} */ (document.getElementById('moves'));
      const box = list.getBoundingClientRect();
      const shown = (list.querySelector('[aria-current]') ?? list.querySelector('li:last-child .ply:last-child'))?.getBoundingClientRect();
      const lefts = (/** @type {string} */ sel) => [...list.querySelectorAll(sel)].map((e) => Math.round(e.getBoundingClientRect().left));
      return {
        scrolls: list.scrollHeight > list.clientHeight,
        inView: Boolean(shown && shown.top >= box.top - 1 && shown.bottom <= box.bottom + 1),
        numbers: [...list.querySelectorAll('.num')].map((e) => Math.round(e.getBoundingClientRect().right)),
        first: lefts('li > .ply:nth-child(2)'),
        second: lefts('li > .ply:nth-child(3)'),
      };
    });
  const shown = await layout();
  assert.ok(shown.scrolls, 'the list is long enough to scroll');
  assert.ok(shown.inView, 'the latest move is in view');
  assert.equal(new Set(shown.numbers).size, 1, 'the numbers are right-aligned');
  assert.equal(new Set(shown.first).size, 1, 'the first moves line up');
  assert.equal(new Set(shown.second).size, 1, 'the second moves line up');
  // An early move shown: in view too, the position read-only, told in words.
  await press(page, '#moves [data-ply="5"]');
  assert.ok((await layout()).inView, 'the move shown is in view');
  assert.equal(await text(page, '#prompt-text'), `Position after Black’s move 3, ${notations[4]}. Shown only: go back to the game to move.`);
  assert.deepEqual(await marked(page, 'last'), notations[4].split(/[-x]/).map(Number).sort((a, b) => a - b));
  assert.equal(await page.locator('#undo').isDisabled(), true, 'the game cannot change while an earlier position is shown');
  await page.screenshot({ path: join(ARTIFACTS, 'web-history.png') });
  await clickSquares(page, 22);
  assert.equal(await message(page), 'This board only shows the game.');
  assert.equal(await hash(page), frag, 'nothing changed');
  // Escape outside the board returns to the game.
  await page.locator('h1').click();
  await page.keyboard.press('Escape');
  await page.locator('#prompt-text', { hasText: /^$/ }).waitFor({ state: 'attached' });
  await a11y(page);
  assert.equal(await page.locator('#undo').isEnabled(), true);

  // A game whose first move is White's though Black moves first: the first row starts with a gap.
  await goTo(page, 'v2/english/s:W:W21,22:B9,10/m:22-18,10-15');
  assert.deepEqual(
    await page.evaluate(() => [...document.querySelectorAll('#moves li')].map((li) => [...li.children].map((c) => c.textContent))),
    [['1…', '22-18'], ['2.', '10-15']],
  );
  await page.close();
});

test('no console error and no axe-core violation on the checkers page', () => {
  assert.deepEqual(session.errors, []);
  assert.deepEqual(session.violations, []);
});
