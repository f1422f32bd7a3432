// Browser tests of <damero-board> (bindings-js/board/, minified into bindings-js/dist/board.js) on
// a page that imports nothing else (test/board.html): every board shape drawn square by square as
// the core's geometry says, each attribute, event and method, clicks and taps, drag and drop with
// a mouse and a finger, the keyboard, castling both ways, promotion, a multi-jump finished for the
// player, Connect Four's columns and four, Reversi's flips, the languages, the notice of a refused
// square and the figures outside the board, and only the entry of the variant's family loaded. axe-core checks every state reached.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { a11y, clickSquares, key, square, startSession } from './harness.mjs';
import { Game, initSync, variants } from '../../../bindings-js/js/index.js';

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
/** @typedef {{ type: string, detail: any }} Fired */

/** Opens the element's page with these query parameters. @param {Record<string, string>} [query] @param {Partial<import('./harness.mjs').OpenOptions>} [options] */
const open = (query = {}, options = {}) => session.open({ file: 'test/board.html', query: `?${new URLSearchParams(query)}`, ...options });

/** The events the element fired so far. @param {Page} page @returns {Promise<Fired[]>} */
const events = (page) => page.evaluate(() => /** @type {any} */ (window).events);

/** Each drawn square: its number, drawn row and column, piece (side role) and marks. @param {Page} page */
function drawn(page) {
  return page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
    const rows = [...root.querySelectorAll('[role=row]')];
    const squares = rows.flatMap((row, r) =>
      [...row.children].map((child, c) => {
        const button = child.querySelector('button');
        if (!button) return { square: null, row: r, column: c, piece: null, marks: [], label: '' };
        return {
          square: Number(button.dataset.square),
          row: r,
          column: c,
          piece: button.querySelector('svg.piece')?.getAttribute('data-piece') ?? null,
          marks: [...button.classList],
          label: button.getAttribute('aria-label') ?? '',
        };
      }),
    );
    return { rows: rows.length, squares };
  });
}

/** The squares carrying a mark. @param {Page} page @param {string} mark */
const marked = async (page, mark) =>
  (await drawn(page)).squares.filter((s) => /** @type {string[]} */ (s.marks).includes(mark)).map((s) => s.square).sort((a, b) => Number(a) - Number(b));

/** The centre of a square on the screen. @param {Page} page @param {number} s */
async function centre(page, s) {
  const box = await square(page, s).boundingBox();
  assert.ok(box, `square ${s} is drawn`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('every variant\'s board is drawn square by square as the core\'s geometry says, pieces and labels apart', async () => {
  // One page, each variant's new game set on its element in turn (a board of another shape is
  // drawn anew, loading its family's module when it is first needed).
  const page = await open({ variant: 'english' });
  for (const info of variants()) {
    const game = new Game(info.name);
    await page.evaluate((f) => /** @type {any} */ (document.getElementById('board')).setPosition(f), game.toFragment());
    await a11y(page);
    const geometry = game.geometry();
    const board = game.board();
    const shown = await drawn(page);
    assert.equal(shown.rows, geometry.rows, `${info.name}: rows`);
    const playing = shown.squares.filter((s) => s.square !== null);
    assert.equal(playing.length, geometry.cells.length, `${info.name}: playing squares`);
    assert.equal(shown.squares.length, geometry.rows * geometry.columns, `${info.name}: every square of the grid`);
    for (const cell of geometry.cells) {
      const s = playing.find((p) => p.square === cell.square);
      assert.ok(s, `${info.name}: square ${cell.square} is drawn`);
      assert.deepEqual([s.row, s.column], [cell.row, cell.column], `${info.name}: square ${cell.square} stands where the geometry puts it`);
      const piece = board[cell.square - geometry.firstSquare];
      assert.equal(s.piece, piece ? `${piece.side} ${piece.role}` : null, `${info.name}: the piece on ${cell.square}`);
    }
    // No label overlaps a piece's figure (they stand in corners the figure leaves free).
    const overlaps = await page.evaluate(() => {
      const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
      const out = [];
      for (const button of root.querySelectorAll('button[data-square]')) {
        const piece = button.querySelector('svg.piece');
        if (!piece) continue;
        // A disc is drawn with a radius of 0.4 of its 100-unit box (figures.js); a label must not enter it.
        const p = piece.getBoundingClientRect();
        const cx = p.left + p.width / 2;
        const cy = p.top + p.height / 2;
        const radius = p.width * 0.4;
        for (const label of /** @type {Element} */ (button.parentElement).querySelectorAll('.label')) {
          const l = label.getBoundingClientRect();
          const nx = Math.max(l.left, Math.min(cx, l.right));
          const ny = Math.max(l.top, Math.min(cy, l.bottom));
          if (Math.hypot(nx - cx, ny - cy) < radius) out.push(`${/** @type {HTMLElement} */ (button).dataset.square}: ${label.textContent}`);
        }
      }
      return out;
    });
    assert.deepEqual(overlaps, [], `${info.name}: labels on pieces`);
    game.free();
  }
  await page.close();
});

test('a page importing only the element loads only the module of its variant (English alone) or family, and another one when the variant changes', async () => {
  const from = session.requests.length;
  const page = await open({ variant: 'english' });
  const paths = () => session.requests.slice(from).map((r) => new URL(r.url).pathname).filter((p) => p.endsWith('.wasm'));
  assert.deepEqual(paths(), ['/bindings-js/pkg/english/damero_wasm_bg.wasm'], 'English draughts: the module of English alone');
  // That module is the draughts API over a core narrowed to English: the others are refused in words that name their entry.
  const narrowed = await page.evaluate(async () => {
    const entry = '/bindings-js/dist/english.js';
    const { variants, Game } = await import(entry);
    let refused = null;
    try {
      new Game('russian');
    } catch (e) {
      refused = [/** @type {any} */ (e).code, /\bdamero\/draughts\b/.test(/** @type {any} */ (e).message)];
    }
    return { names: variants().map((/** @type {{ name: string }} */ v) => v.name), refused };
  });
  assert.deepEqual(narrowed, { names: ['english'], refused: ['unknown_variant', true] });
  await page.evaluate(() => {
    const board = /** @type {any} */ (document.getElementById('board'));
    board.variant = 'connect4';
    return board.ready;
  });
  await page.waitForFunction(() => /** @type {any} */ (document.getElementById('board')).game?.variant === 'connect4');
  assert.deepEqual(paths(), ['/bindings-js/pkg/english/damero_wasm_bg.wasm', '/bindings-js/pkg/connect4/damero_wasm_bg.wasm']);
  assert.equal((await drawn(page)).rows, 6);
  await page.evaluate(() => /** @type {any} */ (document.getElementById('board')).setPosition('v2/russian'));
  assert.deepEqual(paths().at(-1), '/bindings-js/pkg/draughts/damero_wasm_bg.wasm', 'another draughts family: its family\'s module');
  await a11y(page);
  await page.close();
});

test('clicks play a move: move and change events with the move as the core gives it', async () => {
  const page = await open({ variant: 'english' });
  await clickSquares(page, 11);
  assert.deepEqual(await marked(page, 'selected'), [11]);
  assert.deepEqual(await marked(page, 'target'), [15, 16]);
  await clickSquares(page, 15);
  const fired = await events(page);
  assert.deepEqual(fired.map((e) => e.type), ['move', 'change']);
  assert.equal(fired[0].detail.move.notation, '11-15');
  assert.deepEqual(fired[0].detail.move.path, [11, 15]);
  assert.equal(fired[0].detail.side, 'black');
  assert.equal(fired[1].detail.fragment, 'v2/english/m:11-15');
  assert.deepEqual(await marked(page, 'last'), [11, 15]);
  // A start position is not ringed: no piece is marked as one that must capture.
  assert.deepEqual(await marked(page, 'must'), []);
  await page.close();
});

test('a forced multi-jump is finished for the player once one way is left; must-capture pieces are marked', async () => {
  const page = await open({ variant: 'english' });
  await page.evaluate(() => /** @type {any} */ (document.getElementById('board')).setPosition('W:W27:B23,15'));
  await a11y(page);
  assert.deepEqual(await marked(page, 'must'), [27]);
  await clickSquares(page, 27, 18);
  const fired = await events(page);
  const move = fired.find((e) => e.type === 'move')?.detail.move;
  assert.equal(move.notation, '27x11');
  assert.deepEqual(move.path, [27, 18, 11]);
  assert.deepEqual(move.captures, [23, 15]);
  const board = await drawn(page);
  assert.equal(board.squares.find((s) => s.square === 11)?.piece, 'white man');
  assert.equal(board.squares.find((s) => s.square === 23)?.piece, null);
  await page.close();
});

test('drag and drop with a mouse moves a piece; a drop off the moves leaves the game as it was', async () => {
  const page = await open({ variant: 'chess' });
  const e2 = await centre(page, 12);
  const e4 = await centre(page, 28);
  const e5 = await centre(page, 36);
  await page.mouse.move(e2.x, e2.y);
  await page.mouse.down();
  await page.mouse.move((e2.x + e5.x) / 2, (e2.y + e5.y) / 2, { steps: 4 });
  await page.mouse.move(e5.x, e5.y, { steps: 4 });
  await page.mouse.up();
  assert.deepEqual(await events(page), [{ type: 'notice', detail: { text: 'e5 is not a move for the piece on e2.' } }], 'e2-e5 is no move, and the element says so');
  await page.mouse.move(e2.x, e2.y);
  await page.mouse.down();
  await page.mouse.move(e4.x, e4.y, { steps: 6 });
  await page.mouse.up();
  await a11y(page);
  const fired = (await events(page)).slice(1);
  assert.equal(fired[0]?.detail.move.notation, 'e4');
  assert.equal(fired[1]?.detail.fragment, 'v2/chess/m:e4');
  await page.close();
});

test('a finger drags a piece (touch), and a tap picks one', async () => {
  const page = await open({ variant: 'chess' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  const g1 = await centre(page, 6);
  const f3 = await centre(page, 21);
  /** @param {'touchStart' | 'touchMove' | 'touchEnd'} type @param {{ x: number, y: number }[]} points */
  const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p) => ({ x: p.x, y: p.y })) });
  await touch('touchStart', [g1]);
  for (let i = 1; i <= 6; i += 1) await touch('touchMove', [{ x: g1.x + ((f3.x - g1.x) * i) / 6, y: g1.y + ((f3.y - g1.y) * i) / 6 }]);
  await touch('touchEnd', []);
  await page.waitForFunction(() => /** @type {any} */ (window).events.length >= 1);
  assert.equal((await events(page))[0].detail.move.notation, 'Nf3');
  // A tap (touch down and up on one square) then another: a move by taps.
  const e7 = await centre(page, 52);
  const e5 = await centre(page, 36);
  // (Chromium takes a touch that follows another within a moment as part of one gesture; on a
  // busy machine the first tap may also be taken late, so the second waits until it is.)
  await page.waitForTimeout(700);
  await touch('touchStart', [e7]);
  await touch('touchEnd', []);
  for (let tries = 0; (await marked(page, 'selected')).join() !== '52'; tries += 1) {
    assert.ok(tries < 100, 'the tap on e7 picks its pawn');
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(700);
  await touch('touchStart', [e5]);
  await touch('touchEnd', []);
  await page.waitForFunction(() => /** @type {any} */ (window).events.length >= 4);
  assert.equal((await events(page))[2].detail.move.notation, 'e5');
  await a11y(page);
  await page.close();
});

test('the keyboard: arrows over the grid, Enter to pick and to place, Escape to drop the piece', async () => {
  const page = await open({ variant: 'english' });
  await square(page, 1).focus();
  // From square 1 (top left) down to 9, then 10 and 11... with arrows: down twice, right once.
  for (const k of ['ArrowDown', 'ArrowDown', 'ArrowRight']) await key(page, k);
  const focused = () => page.evaluate(() => document.getElementById('board')?.shadowRoot?.activeElement?.getAttribute('data-square'));
  assert.equal(await focused(), '10');
  await key(page, 'Enter');
  assert.deepEqual(await marked(page, 'selected'), [10]);
  await key(page, 'Escape');
  assert.deepEqual(await marked(page, 'selected'), []);
  await key(page, 'Enter');
  await key(page, 'ArrowDown');
  assert.equal(await focused(), '14');
  await key(page, 'Enter');
  const fired = await events(page);
  assert.equal(fired[0]?.detail.move.notation, '10-14');
  await page.close();
});

test('castling by moving the king two squares or onto its rook, in chess and in Chess960', async () => {
  const page = await open({ fragment: 'v2/chess/m:e4,e5,Nf3,Nc6,Bc4,Bc5' });
  /** @param {Page} p */
  const moves = async (p) => (await events(p)).filter((e) => e.type === 'move').map((e) => e.detail.move.notation);
  await clickSquares(page, 4, 7);
  assert.deepEqual(await moves(page), ['O-O']);
  await page.evaluate(() => /** @type {any} */ (document.getElementById('board')).undo());
  await clickSquares(page, 4, 6);
  assert.deepEqual(await moves(page), ['O-O', 'O-O']);
  await page.close();
  // Chess960 start 0 (BBQNNRKR): the king on g1 castles long with the rook on f1, landing on c1.
  const page960 = await open({ fragment: 'v2/chess960/s:0/m:Nc3,Nc6,Nf3,Nf6,d4,d5,Qd2,Qd7' });
  await clickSquares(page960, 6, 5);
  assert.deepEqual(await moves(page960), ['O-O-O']);
  await page960.evaluate(() => /** @type {any} */ (document.getElementById('board')).undo());
  await clickSquares(page960, 6, 2);
  assert.deepEqual(await moves(page960), ['O-O-O', 'O-O-O']);
  const board = await drawn(page960);
  assert.equal(board.squares.find((s) => s.square === 2)?.piece, 'white king');
  assert.equal(board.squares.find((s) => s.square === 3)?.piece, 'white rook');
  await page960.close();
});

test('a promotion asks for the piece; Spanish shows SAN with Spanish letters while the fragment keeps the standard', async () => {
  const page = await open({ variant: 'chess', lang: 'es' });
  await page.evaluate(() => /** @type {any} */ (document.getElementById('board')).setPosition('k7/4P3/8/8/8/8/8/4K3 w - - 0 1'));
  await clickSquares(page, 52, 60);
  const prompt = page.locator('#board [part=prompt]');
  assert.equal(await prompt.isVisible(), true);
  assert.match(await prompt.innerText(), /El peón de e8 se convierte en/);
  assert.deepEqual(await prompt.locator('button').allInnerTexts(), ['dama', 'torre', 'alfil', 'caballo', 'Cancelar']);
  await a11y(page);
  await prompt.locator('button', { hasText: 'caballo' }).click();
  await a11y(page);
  const fired = await events(page);
  const move = fired.find((e) => e.type === 'move')?.detail;
  assert.equal(move.move.notation, 'e8=N');
  assert.equal(move.text, 'e8=C');
  assert.equal(await prompt.isVisible(), false);
  const label = (await drawn(page)).squares.find((s) => s.square === 60)?.label;
  assert.match(String(label), /^e8, caballo de las blancas/);
  await page.close();
});

test('Connect Four: a click anywhere in a column drops the disc; the winning four is shown and end fires', async () => {
  const page = await open({ variant: 'connect4' });
  // The top square of the first column (a6 = 35) plays the disc that lands on a1 (0).
  await clickSquares(page, 35);
  assert.equal((await events(page))[0].detail.move.to, 0);
  for (const s of [36, 35, 36, 35, 36, 35]) await clickSquares(page, s);
  const fired = await events(page);
  const end = fired.find((e) => e.type === 'end');
  assert.ok(end, 'end fired');
  assert.equal(end.detail.status.winner, 'black');
  assert.deepEqual(await marked(page, 'win'), [0, 7, 14, 21]);
  const label = (await drawn(page)).squares.find((s) => s.square === 0)?.label;
  assert.match(String(label), /Red disc, last move|Red disc.*in the winning line/);
  await clickSquares(page, 37);
  assert.equal((await events(page)).filter((e) => e.type === 'move').length, 7, 'no move after the end');
  await page.close();
});

test('Reversi: the discs a placement turns are marked, the legal placements are shown', async () => {
  const page = await open({ variant: 'reversi' });
  const game = new Game('reversi');
  const legal = game.legalMoves().map((m) => m.to).sort((a, b) => Number(a) - Number(b));
  assert.deepEqual(await marked(page, 'target'), legal);
  const first = game.legalMoves()[0];
  await clickSquares(page, /** @type {number} */ (first.to));
  assert.deepEqual(await marked(page, 'flipped'), [...first.captures].sort((a, b) => a - b));
  assert.deepEqual(await marked(page, 'last'), [first.to]);
  game.free();
  await page.close();
});

test('attributes: fragment, orientation, interactive, lang, options; a broken fragment fires error and shows a new game', async () => {
  const page = await open({ fragment: 'v2/english/m:11-15', orientation: 'black' });
  const board = await drawn(page);
  // Turned half round: square 32 is drawn in the top left corner's row.
  assert.equal(board.squares.find((s) => s.square === 32)?.row, 0);
  assert.equal(board.squares.find((s) => s.square === 15)?.piece, 'black man');
  await page.evaluate(() => /** @type {any} */ (document.getElementById('board')).flip());
  assert.equal((await drawn(page)).squares.find((s) => s.square === 1)?.row, 0);
  await a11y(page);
  await page.close();

  const still = await open({ variant: 'english', interactive: 'no' });
  await clickSquares(still, 11, 15);
  // Nothing is played; each click is told why.
  assert.deepEqual((await events(still)).map((e) => [e.type, e.detail.text]), [['notice', 'This board only shows the game.'], ['notice', 'This board only shows the game.']]);
  assert.deepEqual(await marked(still, 'target'), []);
  await still.close();

  const spanish = await open({ variant: 'english', lang: 'es' });
  const label = await spanish.evaluate(() => document.getElementById('board')?.shadowRoot?.querySelector('[role=grid]')?.getAttribute('aria-label'));
  assert.equal(label, 'Tablero de damas inglesas, juegan las negras');
  await spanish.close();

  // options: the rules of a new game (here the chess page's: repetition and fifty moves claimed).
  const claimed = await open({ variant: 'chess', options: 'repetition=claim3,move_limit=claim50m' });
  const set = await claimed.evaluate(() => {
    const board = /** @type {any} */ (document.getElementById('board'));
    const { repetition, move_limit: limit } = board.game.options();
    return { repetition, limit, fragment: board.fragment };
  });
  assert.deepEqual(set, { repetition: 'claim3', limit: 'claim50m', fragment: 'v2/chess/o:repetition=claim3,move_limit=claim50m' });
  await claimed.close();

  const broken = await open({ fragment: 'v2/english/m:11-99' });
  const fired = await events(broken);
  assert.equal(fired[0]?.type, 'error');
  assert.equal(fired[0].detail.error.code, 'invalid_fragment');
  assert.equal((await drawn(broken)).squares.find((s) => s.square === 11)?.piece, 'black man');
  await broken.close();
});

test('methods: play, undo and setPosition (another family loaded when it is needed); a refused move changes nothing', async () => {
  const page = await open({ variant: 'english' });
  const result = await page.evaluate(async () => {
    const board = /** @type {any} */ (document.getElementById('board'));
    const played = board.play('11-15').notation;
    let refused = '';
    try {
      board.play('1-5');
    } catch (e) {
      refused = /** @type {any} */ (e).code;
    }
    const afterRefusal = board.fragment;
    const undone = board.undo().notation;
    const nothing = board.undo();
    await board.setPosition('v2/chess/m:e4,e5');
    return { played, refused, afterRefusal, undone, nothing, variant: board.variant, fragment: board.fragment };
  });
  assert.deepEqual(result, {
    played: '11-15', refused: 'illegal_move', afterRefusal: 'v2/english/m:11-15', undone: '11-15', nothing: null,
    variant: 'chess', fragment: 'v2/chess/m:e4,e5',
  });
  const fired = await events(page);
  assert.deepEqual(fired.map((e) => e.type), ['move', 'change', 'change', 'change']);
  assert.deepEqual((await drawn(page)).rows, 8);
  assert.deepEqual(await marked(page, 'last'), [36, 52]);
  await a11y(page);
  await page.close();
});

test('notice tells why a square did nothing; strings replace the words; figure() draws a piece outside the board', async () => {
  const page = await open({ variant: 'english' });
  await clickSquares(page, 22);
  await clickSquares(page, 13);
  await clickSquares(page, 1);
  const fired = (await events(page)).filter((e) => e.type === 'notice').map((e) => e.detail.text);
  assert.deepEqual(fired, [
    'It is Black’s turn, not White’s.',
    'No piece of Black stands there.',
    'The piece on 1 has no move.',
  ]);
  const result = await page.evaluate(async () => {
    const board = /** @type {any} */ (document.getElementById('board'));
    board.strings = { side_black: 'Red', board: '{variant}: {turn} to play' };
    const label = board.shadowRoot.querySelector('[role=grid]').getAttribute('aria-label');
    const entry = '/bindings-js/dist/board.js';
    const { figure } = await import(entry);
    const svg = figure({ side: 'white', role: 'knight' }, 'chess');
    return { label, piece: svg.getAttribute('data-piece'), parts: svg.getAttribute('part'), hidden: svg.getAttribute('aria-hidden') };
  });
  assert.deepEqual(result, { label: 'Checkers: Red to play', piece: 'white knight', parts: 'piece white knight', hidden: 'true' });
  await page.close();
});

test('marks never cover a piece, the last move is marked on light and dark squares, and reduced motion is respected', async () => {
  const page = await open({ fragment: 'v2/chess/m:e4,e5,Nf3' });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const looks = await page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (document.getElementById('board')?.shadowRoot);
    return [...root.querySelectorAll('button.last')].map((b) => {
      const mark = /** @type {HTMLElement} */ (b.querySelector('.mark'));
      const piece = b.querySelector('svg.piece');
      return {
        tone: /** @type {HTMLElement} */ (b).dataset.tone,
        ring: getComputedStyle(mark).boxShadow,
        fill: getComputedStyle(mark).backgroundColor,
        under: piece ? Number(getComputedStyle(piece).zIndex) > 0 && mark.compareDocumentPosition(piece) === Node.DOCUMENT_POSITION_FOLLOWING : true,
      };
    });
  });
  assert.deepEqual(looks.map((l) => l.tone).sort(), ['dark', 'light'], 'g1 is light, f3 dark');
  for (const l of looks) {
    assert.match(l.ring, /rgb\(255, 210, 63\).*rgb\(27, 27, 27\)/, 'a ring of two tones, seen on either square');
    assert.equal(l.fill, 'rgba(0, 0, 0, 0)', 'the mark fills nothing over the piece');
    assert.ok(l.under, 'the piece is drawn above its mark');
  }
  await clickSquares(page, 57, 42);
  const running = await page.evaluate(() => document.getElementById('board')?.shadowRoot?.getAnimations().length);
  assert.equal(running, 0, 'no piece slides when less motion is asked for');
  await page.close();
});

test("the package README's example of the element runs as written (with an import map for 'damero/board')", async () => {
  const readme = readFileSync(new URL('../../../bindings-js/README.md', import.meta.url), 'utf8');
  const section = readme.split('\n## ').find((part) => part.startsWith('The board element'));
  const example = section?.split('```html\n')[1]?.split('```')[0];
  assert.ok(example, 'the README shows the element in a page');
  const url = `${session.pageUrl}test/readme-board.html`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>README</title>
<script type="importmap">{ "imports": { "damero/board": "/bindings-js/dist/board.js" } }</script></head>
<body><main><h1>The README example</h1>${example}</main></body></html>`;
  const page = await session.context.newPage();
  page.on('pageerror', (err) => session.errors.push(`${url}: uncaught: ${err.message}`));
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(url);
  await page.waitForFunction(() => document.querySelector('#said')?.textContent === '11-15');
  assert.equal(await page.evaluate(() => location.hash), '#v2/english/m:11-15');
  // And a player's move on it: the comment's promise holds for clicks too.
  for (const s of [22, 18]) await page.locator(`damero-board [data-square="${s}"]`).click();
  await a11y(page);
  assert.equal(await page.evaluate(() => document.querySelector('#said')?.textContent), '22-18');
  assert.equal(await page.evaluate(() => location.hash), '#v2/english/m:11-15,22-18');
  await page.close();
});

test('no console error and no axe-core violation in any state the element tests reached', () => {
  assert.deepEqual(session.errors, []);
  assert.deepEqual(session.violations, []);
  assert.ok(session.axeRuns >= 10, `axe-core ran on ${session.axeRuns} states`);
});
