// Browser tests of "Checkers for two" (index.html): its links, files, languages and screen, as the
// page promised them before it came onto <damero-board>, checked on the element's page. Broken
// links of every kind told in words and opened up to their last legal move; copying with no
// clipboard (the link and the game file shown, selected, to copy by hand), the game file in
// Spanish, "Open a game" from a picked file and a chess game told in words; Spanish from the
// browser's languages and a switch that keeps the game; the status line one line in every end at
// phone width; nothing stored and no request but the site's own files; a page that cannot load
// its package. (The page in play: checkers.test.mjs.) axe-core checks every state reached
// (harness.mjs). Screenshots in target/artifacts/: web-international-phone.png.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import {
  ARTIFACTS,
  NOTHING_STORED,
  a11y,
  clickSquares,
  fragment as hash,
  goTo,
  key,
  messageText as message,
  press,
  pressOpen,
  showsItsFragment,
  spoken,
  startSession,
  statusStaysOneLine,
  statusText as status,
  stored,
  strayRequests,
  text,
} from './harness.mjs';
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


test('broken links of every kind are told in words, stay in the address until the player acts, and open up to their last legal move when they can', async () => {
  /** @type {{ name: string, frag: string, count: number | null, opens?: string }[]} */
  const cases = [
    { name: 'cut short in a move', frag: 'v2/english/m:11-15,22-18,15x2', count: 2, opens: 'v2/english/m:11-15,22-18' },
    { name: 'cut short before the moves', frag: 'v2/engl', count: null },
    { name: 'a newer version', frag: 'v9/english/m:11-15', count: null },
    { name: 'rules this variant does not have', frag: 'v2/english/o:repetition=sometimes', count: null },
    { name: 'nonsense', frag: 'nonsense', count: null },
    { name: 'an illegal move in the middle', frag: 'v2/english/m:11-15,11-16,22-18', count: 1, opens: 'v2/english/m:11-15' },
    { name: 'markup in a move', frag: 'v2/english/m:11-15,<b>', count: 1, opens: 'v2/english/m:11-15' },
    { name: 'a broken end', frag: 'v2/english/m:11-15/e:bogus', count: 1, opens: 'v2/english/m:11-15' },
    { name: 'huge', frag: `v2/english/m:11-15,23-19,${'x'.repeat(500_000)}`, count: 2, opens: 'v2/english/m:11-15,23-19' },
  ];
  const page = await session.open({ file: 'index.html', fragment: 'v2/english/m:11-15' });
  for (const c of cases) {
    await page.evaluate((f) => {
      location.hash = f;
    }, c.frag);
    await page.locator('#prompt-text', { hasText: 'does not hold a game' }).waitFor();
    await page.locator('#bad-new').waitFor();
    await a11y(page);
    const said = await text(page, '#prompt-text');
    assert.match(said, /^This link does not hold a game this page can open\. It may have been cut short or changed\./, c.name);
    assert.doesNotMatch(said, /illegal|invalid|_|error|\{/i, `${c.name}: no error code or developer word`);
    assert.equal(await hash(page), c.frag, `${c.name}: the broken link stays in the address until the player acts`);
    assert.equal(await page.locator('#bad-open').count(), c.count === null ? 0 : 1, `${c.name}: an offer to open the readable start`);
    if (c.count !== null) {
      assert.equal(await text(page, '#bad-open'), `Open the game up to move ${c.count}`, c.name);
      assert.match(said, new RegExp(`up to move ${c.count} \\(`), c.name);
      await press(page, '#bad-open');
      const opened = await hash(page);
      if (c.opens) assert.equal(opened, c.opens, c.name);
      const check = Game.fromFragment(opened);
      assert.equal(check.history().length, c.count, `${c.name}: the game has the readable moves`);
      check.free();
      await showsItsFragment(page);
    } else {
      await press(page, '#bad-new');
      assert.equal(await hash(page), 'v2/english', c.name);
    }
    assert.doesNotMatch(await text(page, '#prompt-text'), /does not hold/, `${c.name}: the notice is gone`);
  }
  // A link of the first format, v1, still opens; the address then holds the game as written today.
  await page.evaluate(() => {
    location.hash = 'v1/english/m:11-15';
  });
  await page.waitForFunction(() => location.hash === '#v2/english/m:11-15');
  await a11y(page);
  assert.equal(await status(page), 'White to move.');
  await showsItsFragment(page);
  // In Spanish too.
  await press(page, '#lang');
  await page.evaluate(() => {
    location.hash = 'v2/english/m:11-15,11-16';
  });
  await page.locator('#bad-open', { hasText: 'Abrir la partida hasta la jugada 1' }).waitFor();
  await a11y(page);
  // Over the history limit: the first 5000 moves open. (No axe-core run on a list of 5000 moves:
  // its states are those above, many times over.)
  const kings = ['1-6', '32-27', '6-1', '27-32'];
  const over = `v2/english/s:B:WK32:BK1/m:${Array.from({ length: 5004 }, (_, i) => kings[i % 4]).join(',')}`;
  await page.evaluate((f) => {
    location.hash = f;
  }, over);
  await page.locator('#bad-open', { hasText: 'Abrir la partida hasta la jugada 5000' }).click();
  await page.waitForFunction(() => /** @type {any} */ (document.getElementById('board')).game?.history().length === 5000);
  assert.equal(await hash(page), over.split(',').slice(0, 5000).join(','));
  await page.close();
});

test('copying with no clipboard shows the link and the game file, selected, to copy by hand; the file in Spanish; "Open a game" from a picked file, a chess game told in words, the dialog in Spanish', async () => {
  const page = await session.open({
    file: 'index.html',
    beforeLoad: () => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
    },
  });
  await clickSquares(page, 9, 13);
  const before = await page.locator('#controls button').evaluateAll((bs) => bs.map((b) => JSON.stringify(b.getBoundingClientRect())));
  await press(page, '#copy');
  const field = page.locator('#copy-field');
  await field.waitFor({ state: 'visible' });
  const link = `${session.pageUrl}index.html#v2/english/m:9-13`;
  assert.equal(await field.inputValue(), link);
  assert.equal(await message(page), 'Copying is not possible here. Select the text below and copy it:');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'copy-field');
  const selected = () =>
    page.evaluate(() => {
      const f = /** @type {HTMLTextAreaElement} */ (document.getElementById('copy-field'));
      return f.value.slice(f.selectionStart ?? 0, f.selectionEnd ?? 0);
    });
  assert.equal(await selected(), link, 'the whole link is selected');
  assert.deepEqual(await page.locator('#controls button').evaluateAll((bs) => bs.map((b) => JSON.stringify(b.getBoundingClientRect()))), before, 'the field moves no button');
  await press(page, '#copy-file');
  // The file is written by the family's entry, loaded when first asked for.
  await page.waitForFunction(() => /** @type {HTMLTextAreaElement} */ (document.getElementById('copy-field')).value.startsWith('[Event'));
  assert.match(await field.inputValue(), /\[Event "Checkers for two"\][^]*\[Site "[^"]*\/examples\/web\/index\.html"\][^]*1\. 9-13 \*/);
  assert.equal(await selected(), await field.inputValue(), 'the whole game is selected');
  assert.equal(await text(page, 'label[for="copy-field"]'), 'Text to copy');
  // Spanish: the button, the group's name, and the Event is the page's name in its language.
  await press(page, '#lang');
  await page.locator('#copy-file', { hasText: 'Copiar en PDN' }).waitFor();
  assert.equal(await page.locator('#files').getAttribute('aria-label'), 'Archivo de la partida');
  await press(page, '#copy-file');
  await page.waitForFunction(() => /** @type {HTMLTextAreaElement} */ (document.getElementById('copy-field')).value.includes('Damas'));
  assert.match(await field.inputValue(), /\[Event "Damas para dos"\]/);
  assert.equal(await message(page), 'Aquí no se puede copiar solo. Selecciona el texto de abajo y cópialo:');
  await press(page, '#lang');
  await page.locator('#copy-file', { hasText: 'Copy as PDN' }).waitFor();

  // "Open a game": a picked file's first game, in its own variant.
  const dir = await mkdtemp(join(tmpdir(), 'damero-web-pdn-'));
  const file = join(dir, 'russian.pdn');
  await writeFile(file, '[Event "Club night"]\n[GameType "25"]\n\n1. c3-d4 f6-e5 2. d4:f6 g7:e5 *\n\n[GameType "20"]\n\n1. 32-28 *\n');
  await pressOpen(page);
  const dialog = page.locator('#open-dialog');
  await dialog.waitFor({ state: 'visible' });
  await page.locator('#open-file').setInputFiles(file);
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => location.hash.includes('russian'));
  await a11y(page);
  assert.equal(await hash(page), 'v2/russian/m:c3-d4,f6-e5,d4:f6,g7:e5');
  await showsItsFragment(page);
  assert.equal(await message(page), 'Game opened (Russian draughts, 8×8) after its move 4, g7:e5.');
  // A chess game on the checkers page: said in words, with a link to the chess page.
  await pressOpen(page);
  await page.locator('#open-text').fill('[Event "x"]\n\n1. e4 e5 2. Nf3 *\n');
  await press(page, '#open-go');
  await page.locator('#open-problem', { hasText: 'chess page' }).waitFor();
  assert.equal(await text(page, '#open-problem'), 'This is a game of Chess: open it on the chess page.');
  assert.equal(await page.locator('#open-elsewhere-link').getAttribute('href'), 'chess.html#v2/chess/m:e4,e5,Nf3');
  assert.equal(await text(page, '#open-elsewhere-link'), 'Open it in Chess for two');
  await a11y(page);
  await press(page, '#open-cancel');
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(await hash(page), 'v2/russian/m:c3-d4,f6-e5,d4:f6,g7:e5', 'the game on the board is kept');
  // Spanish: the labels, and the chess game told in Spanish.
  await press(page, '#lang');
  await page.locator('#open', { hasText: 'Abrir una partida' }).waitFor();
  await pressOpen(page);
  assert.equal(await text(page, '#open-title'), 'Abrir una partida');
  assert.equal(await text(page, 'label[for="open-file"]'), 'O elige un archivo');
  assert.equal(await text(page, '#open-go'), 'Abrir');
  assert.equal(await page.locator('#open-text').inputValue(), '[Event "x"]\n\n1. e4 e5 2. Nf3 *\n', 'a cancelled text is kept');
  await page.locator('#open-text').fill('');
  await press(page, '#open-go');
  assert.equal(await text(page, '#open-problem'), 'Primero pega una partida o elige un archivo.');
  await page.locator('#open-text').fill('1. e4 e5 *');
  await press(page, '#open-go');
  await page.locator('#open-problem', { hasText: 'ajedrez' }).waitFor();
  assert.equal(await text(page, '#open-problem'), 'Es una partida de Ajedrez: ábrela en la página de ajedrez.');
  await a11y(page);
  await key(page, 'Escape');
  await dialog.waitFor({ state: 'hidden' });
  await page.close();
  await rm(dir, { recursive: true, force: true });
});

test('Spanish from the browser’s languages; the switch keeps the game and outlives a reload; nothing stored on the device', async () => {
  const page = await session.open({
    file: 'index.html',
    fragment: 'v2/english/m:11-15',
    beforeLoad: () => {
      Object.defineProperty(Navigator.prototype, 'languages', { get: () => ['es-AR', 'en'] });
    },
  });
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
  assert.equal(await page.title(), 'Damas para dos');
  assert.equal(await status(page), 'Juegan las blancas.');
  await clickSquares(page, 22, 14);
  assert.equal(await message(page), '14 no es una jugada de la pieza de 22.');
  await clickSquares(page, 22, 15);
  assert.equal(await message(page), 'Juegan las blancas, no las negras.');
  assert.equal(await spoken(page, 15), '15, peón de las negras, última jugada');
  assert.deepEqual(await page.locator('#variant option').allInnerTexts(), [
    'Damas inglesas (checkers), 8×8', 'Damas brasileñas, 8×8', 'Damas internacionales, 10×10', 'Damas rusas, 8×8', 'Damas pool, 8×8',
    'Damas italianas, 8×8', 'Damas españolas, 8×8', 'Damas checas, 8×8', 'Damas tailandesas, 8×8', 'Damas turcas, 8×8', 'Damas frisias, 10×10',
  ]);
  const listed = await page.locator('#variant option').evaluateAll((os) => os.map((o) => /** @type {HTMLOptionElement} */ (o).value));
  assert.deepEqual(listed, variants().filter((v) => v.family === 'draughts').map((v) => v.name), 'every draughts variant of the package, and no other');
  await clickSquares(page, 22, 18);
  assert.equal(await status(page), 'Juegan las negras y tienen que capturar.');
  await press(page, '#lang');
  await page.locator('#status', { hasText: 'Black to move and must capture.' }).waitFor();
  await a11y(page);
  assert.equal(await page.evaluate(() => location.search + location.hash), '?lang=en#v2/english/m:11-15,22-18');
  assert.equal(await text(page, '#lang'), 'Español');
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  assert.equal(await status(page), 'Black to move and must capture.', 'the language chosen, not the browser’s, after a reload');
  assert.deepEqual(await stored(page), NOTHING_STORED);
  await press(page, '#lang');
  await page.locator('#status', { hasText: 'Juegan' }).waitFor();
  await goTo(page, 'v2/english/s:B:W18:B14/m:14x23');
  assert.equal(await status(page), 'Ganan las negras: las blancas sin piezas.');
  await page.close();
});

test('at phone width the status line stays one line in every turn and end, in both languages, and never moves the board; a 10x10 board fits the width', async () => {
  const states = [
    'v2/english/m:11-15,22-18',
    'v2/english/s:B:W18:B14/m:14x23',
    'v2/english/s:B:W21:B10,14,17/m:10-15',
    'v2/english/m:11-15/e:agree',
    'v2/english/m:11-15,22-18/e:resign-black',
    'v2/english/o:repetition=claim3/s:B:WK32:BK1/m:1-6,32-27,6-1,27-32,1-6,32-27,6-1,27-32/e:claim-repetition',
    'v2/english/o:move_limit=claim50m/s:W:WK32:BK1',
  ];
  const viewport = { width: 390, height: 844 };
  const page = await session.open({ file: 'index.html', viewport, fragment: states[0] });
  await statusStaysOneLine(page, states);
  // International on a phone: the 10x10 board fits the width; its squares can still be tapped.
  await goTo(page, 'v2/international/m:31-27,20-24');
  const fits = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    right: document.getElementById('board')?.getBoundingClientRect().right ?? Infinity,
    smallest: Math.min(...[...(document.getElementById('board')?.shadowRoot?.querySelectorAll('button[data-square]') ?? [])].map((b) => b.getBoundingClientRect().width)),
  }));
  assert.ok(fits.scroll <= viewport.width && fits.right <= viewport.width, JSON.stringify(fits));
  // WCAG 2.2, success criterion 2.5.8 (Target Size, Minimum, level AA): 24 by 24 CSS pixels.
  assert.ok(fits.smallest >= 24, `squares of ${fits.smallest}px`);
  await page.screenshot({ path: join(ARTIFACTS, 'web-international-phone.png') });
  await page.close();
});

test('nothing is requested but the site’s own static files, each of which exists', () => {
  // Every request of every test above (harness.mjs, strayRequests).
  assert.ok(session.requests.length > 20, 'requests were recorded');
  const { foreign, failed } = strayRequests(session);
  assert.deepEqual(foreign, [], 'requests beyond the site’s own files');
  assert.deepEqual(failed, [], 'every file the page asked for exists');
  const fetched = new Set(session.requests.map((r) => new URL(r.url).pathname));
  // (The English words come in the page's script: build.mjs.)
  for (const path of ['/examples/web/index.html', '/examples/web/dist/index.js', '/examples/web/dist/duel.css', '/examples/web/dist/words/es.js', '/examples/web/dist/words/index.es.js', '/examples/web/dist/open.js']) {
    assert.ok(fetched.has(path), `the list above saw ${path}`);
  }
});

test('if the package cannot load, the page says so instead of showing a dead board', async () => {
  const errors = session.errors.length;
  const page = await session.context.newPage();
  await page.route('**/*.wasm', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto(`${session.pageUrl}index.html`);
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  await a11y(page);
  assert.equal(await status(page), 'The board could not be loaded. Reload the page to try again.');
  assert.equal(await page.locator('#board').isVisible(), false, 'no board that cannot be played');
  await page.close();
  // The browser reports the missing file and the failed load as console errors: expected here.
  session.errors.splice(errors);
});

test('no console error and no axe-core violation on the checkers page (links, files, languages)', () => {
  assert.deepEqual(session.errors, []);
  assert.deepEqual(session.violations, []);
});
