// The first screen of the four pages for two, at five window sizes (1280x720, 1366x768, 1440x900,
// 390x844, 768x1024) in both languages: the board, the status, every button of the game and its
// steps, the claim and the prompt's box all on it, with no sideways scrolling and no name cut
// off; and nothing moves under a finger: the buttons keep their boxes after the first move, when
// a claim appears (chess) and when a prompt opens. axe-core checks every state reached.
// Screenshots in target/artifacts/: web-<page>-1366x768.png and web-<page>-390x844.png.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { join } from 'node:path';
import { ARTIFACTS, a11y, press, square, startSession } from './harness.mjs';

/** @type {import('./harness.mjs').Session} */
let session;
before(async () => {
  session = await startSession();
});
after(async () => {
  await session?.close();
});

/** @typedef {import('./harness.mjs').Page} Page */

const SIZES = [[1280, 720], [1366, 768], [1440, 900], [390, 844], [768, 1024]];
/** Each page, a link it opens with, and the squares of a first move (chess: the move that makes a claim). */
const PAGES = [
  { file: 'index.html', fragment: '', move: [11, 15] },
  { file: 'chess.html', fragment: 'v2/chess/o:repetition=claim3,move_limit=claim50m/m:Nf3,Nf6,Ng1,Ng8,Nf3,Nf6,Ng1', move: [45, 62] },
  { file: 'reversi.html', fragment: '', move: [19] },
  { file: 'connect4.html', fragment: '', move: [3] },
];

/** The boxes of what must be seen, and the window. @param {Page} page */
function boxes(page) {
  return page.evaluate(() => {
    const r = (/** @type {Element} */ el) => {
      const b = el.getBoundingClientRect();
      return [b.left, b.top, b.width, b.height].map(Math.round);
    };
    const shown = (/** @type {Element} */ el) => el instanceof HTMLElement && !el.hidden && el.getClientRects().length > 0;
    const buttons = [...document.querySelectorAll('#controls button, .steps button, #claim')].filter(shown).map((b) => [b.id, ...r(b)]);
    const cut = [...document.querySelectorAll('button, select option, select, label, #status')]
      .filter((el) => shown(el) && el instanceof HTMLElement && el.scrollWidth > el.clientWidth + 1 && el.tagName !== 'OPTION')
      .map((el) => el.id || el.textContent);
    return {
      buttons,
      board: r(/** @type {Element} */ (document.getElementById('board'))),
      status: r(/** @type {Element} */ (document.getElementById('status'))),
      prompt: r(/** @type {Element} */ (document.getElementById('prompt'))),
      cut,
      scroll: document.documentElement.scrollWidth,
      width: innerWidth,
      height: innerHeight,
    };
  });
}

test('the first screen holds the board, the status and every button at five sizes in both languages; nothing moves under a finger', async () => {
  // The four pages side by side (each in its own tab), each through its sizes and languages.
  await Promise.all(PAGES.map((spec) => check(spec)));
});

/** One page at every size in both languages. @param {typeof PAGES[number]} spec */
async function check(spec) {
  for (const [width, height] of SIZES) {
    for (const query of ['', '?lang=es']) {
      const page = await session.open({ file: spec.file, fragment: spec.fragment || undefined, query, viewport: { width, height } });
      const where = `${spec.file}${query} ${width}x${height}`;
      const first = await boxes(page);
      assert.ok(first.scroll <= first.width, `${where}: no sideways scrolling`);
      assert.ok(first.board[1] + first.board[3] <= first.height, `${where}: the board on the first screen`);
      assert.ok(first.board[3] >= 240, `${where}: a board of a useful size`);
      assert.ok(first.status[1] + first.status[3] <= first.height, `${where}: the status on the first screen`);
      for (const [id, , top, , h] of first.buttons) assert.ok(Number(top) + Number(h) <= first.height, `${where}: #${id} on the first screen`);
      assert.ok(first.prompt[1] + first.prompt[3] <= first.height, `${where}: the prompt's box on the first screen`);
      assert.deepEqual(first.cut, [], `${where}: names cut off`);
      for (const s of spec.move) await square(page, s).click();
      await a11y(page);
      const moved = await boxes(page);
      assert.deepEqual(moved.buttons, first.buttons, `${where}: the buttons after the first move${spec.file === 'chess.html' ? ', a claim open' : ''}`);
      assert.deepEqual(moved.board, first.board, `${where}: the board after the first move`);
      if (spec.file === 'chess.html') assert.equal(await page.locator('#claim').isDisabled(), false, `${where}: the claim is open`);
      if (query === '' && (width === 390 || width === 1366)) await page.screenshot({ path: join(ARTIFACTS, `web-${spec.file.replace('.html', '')}-${width}x${height}.png`) });
      await press(page, '#resign');
      assert.deepEqual((await boxes(page)).buttons, first.buttons, `${where}: the buttons with a prompt open`);
      await page.close();
    }
  }
}

test('no console error and no axe-core violation at any size', () => {
  assert.deepEqual(session.errors, []);
  assert.deepEqual(session.violations, []);
  assert.ok(session.axeRuns >= 80, `axe-core ran on ${session.axeRuns} states`);
});
