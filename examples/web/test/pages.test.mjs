// Browser tests of "Checkers for two" (index.html) and "Chess for two" (chess.html), both thin
// users of <damero-board> driven by duel.js: a whole game to its end on each; what the seeds
// promise (the red dark pieces and the buttons' names, the chess preset that leaves repetition
// and the fifty-move rule to a claim, told in words beside the claim button); move numbers as
// chess players write them; draws offered and accepted, resignation for either side, undo, new
// game asked first, rematch with the colours swapped, the board turned to the side to move; the
// move list stepped by buttons and arrow keys (read-only); copy a link and the game as PDN/PGN,
// open a game; the variant chooser and each variant's rules agreeing with its board; the Chess960
// start number shown and chosen; pieces taken and the material; another page's link offered on
// its own page; a broken link told in words and opened up to its last legal move; Spanish
// throughout. axe-core checks every state reached (harness.mjs). Screenshots in target/artifacts/:
// web-checkers-end.png, web-chess-mate.png, web-chess-claim.png, web-chess-es.png (the whole page).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { join } from 'node:path';
import {
  ARTIFACTS,
  CHESS_PRESET as PRESET,
  a11y,
  fragment as hash,
  marked,
  moveRows,
  press,
  pressOpen,
  square,
  startSession,
  statusText as status,
  text,
} from './harness.mjs';
import { Game, initSync, readGames } from '../../../bindings-js/js/index.js';
import { en, es } from './words.mjs';

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
/** @typedef {import('../../../bindings-js/js/index.js').Move} Move */

/** The element's orientation. @param {Page} page */
const orientation = (page) => page.evaluate(() => /** @type {any} */ (document.getElementById('board')).orientation);

/**
 * Plays a move by clicks as a player would: the piece, then each landing until the page has
 * played it (a chess promotion through the prompt's button of its piece).
 * @param {Page} page @param {Move} move
 */
async function playByClicks(page, move) {
  const before = await hash(page);
  if (move.from === null) {
    await square(page, /** @type {number} */ (move.to)).click();
  } else {
    await square(page, move.from).click();
    const landings = move.target !== null && move.target !== move.to ? [move.target] : move.path.slice(1);
    for (const s of landings) {
      await square(page, s).click();
      if ((await hash(page)) !== before) break;
    }
    if (move.promotion && move.promotion !== 'king') await page.locator(`#board [part=prompt] button[data-role="${move.promotion}"]`).click();
  }
  assert.notEqual(await hash(page), before, `the page played ${move.notation}`);
}

test('Checkers for two: a whole game to its end by clicks; the address, the move list and the pieces follow the core', async () => {
  const page = await session.open({ file: 'index.html' });
  assert.equal(await status(page), 'Black to move.');
  assert.deepEqual(await marked(page, 'must'), [], 'a start position is not covered in rings');
  const game = new Game('english');
  let plies = 0;
  while (game.status().state === 'ongoing') {
    // The move that leaves the other side the fewest pieces, then the most moves: a game of
    // captures, multi-jumps among them, that ends (48 plies).
    const mover = game.status().turn;
    let best = game.legalMoves()[0];
    let fewest = Infinity;
    for (const m of game.legalMoves()) {
      const c = game.clone();
      c.play(m);
      const pieces = c.board().filter((p) => p !== null && p.side !== mover).length;
      const left = c.status().state === 'ongoing' ? pieces - c.legalMoveCount() / 100 : -1;
      c.free();
      if (left < fewest) [best, fewest] = [m, left];
    }
    const s = game.status();
    if (s.mustCapture.length > 0) assert.deepEqual(await marked(page, 'must'), s.mustCapture, 'the pieces that must capture are marked');
    await playByClicks(page, best);
    game.play(best);
    plies += 1;
    assert.equal(await hash(page), game.toFragment());
    if (plies % 6 === 0) await a11y(page);
  }
  assert.ok(game.history().some((m) => m.captures.length > 1), 'a multi-jump was played by clicks');
  const end = game.status();
  const winner = end.winner === 'black' ? 'Black' : 'White';
  const loser = end.winner === 'black' ? 'White' : 'Black';
  assert.equal(await status(page), `${winner} wins: ${loser} has no pieces left.`);
  const rows = await moveRows(page);
  assert.deepEqual(rows[0], ['1.', ...game.history().slice(0, 2).map((m) => m.notation)]);
  assert.equal(rows.length, Math.ceil(plies / 2));
  assert.equal(await page.locator('#resign').isDisabled(), true);
  assert.match(await text(page, '#score'), /^Pieces on the board: /);
  // The end offers a rematch with the colours swapped: the board turns.
  assert.equal(await text(page, '#prompt-text'), 'The game is over.');
  await page.screenshot({ path: join(ARTIFACTS, 'web-checkers-end.png') });
  assert.equal(await orientation(page), 'white');
  await press(page, '#rematch');
  assert.equal(await hash(page), 'v2/english');
  assert.equal(await orientation(page), 'black');
  await page.goBack();
  await page.waitForFunction(() => location.hash.includes('m:'));
  assert.equal(await hash(page), game.toFragment(), 'Back returns to the game before the rematch');
  game.free();
  await page.close();
});

test('the seed\'s promises on the checkers page: red dark pieces, its buttons\' names, a draw declared by both, resignation for either side', async () => {
  const page = await session.open({ file: 'index.html', query: '?lang=es', fragment: 'v2/english/m:11-15' });
  const fill = await page.evaluate(() => getComputedStyle(/** @type {Element} */ (document.getElementById('board')?.shadowRoot?.querySelector('svg.piece.black .body'))).fill);
  assert.equal(fill, 'rgb(179, 38, 30)', 'the dark pieces are drawn red');
  assert.deepEqual(await page.locator('#controls button').allInnerTexts(), ['Partida nueva', 'Deshacer', 'Copiar un enlace a esta partida', 'Girar el tablero', 'Declarar tablas', 'Abandonar']);
  assert.match(await text(page, '#rules'), /las piezas de las negras son rojas/);
  await press(page, '#draw');
  assert.equal(await text(page, '#prompt-text'), 'Las negras ofrecen tablas. ¿Las aceptan las blancas?');
  assert.equal(await hash(page), 'v2/english/m:11-15~offer=black', 'the offer is carried by the link');
  await press(page, '#yes');
  assert.equal(await status(page), 'Tablas, por acuerdo de los jugadores.');
  assert.equal(await hash(page), 'v2/english/m:11-15/e:agree');
  await press(page, '#undo');
  assert.equal(await hash(page), 'v2/english/m:11-15');
  // Either side may resign, not only the side to move (White is to move here).
  await press(page, '#resign');
  assert.deepEqual(await page.locator('#choices button').allInnerTexts(), ['Abandonan las blancas', 'Abandonan las negras', 'Cancelar']);
  await press(page, '#resign-black');
  assert.equal(await status(page), 'Ganan las blancas: las negras abandonaron.');
  assert.equal(await hash(page), 'v2/english/m:11-15/e:resign-black');
  await page.close();
});

test('undo, a new game asked first, the board turned to the side to move, and marks that help', async () => {
  const page = await session.open({ file: 'index.html', fragment: 'v2/english/m:11-15,24-19' });
  assert.equal(await status(page), 'Black to move and must capture.');
  assert.deepEqual(await marked(page, 'must'), [15]);
  await square(page, 12).click();
  await a11y(page);
  assert.match(await text(page, '#message'), /capture is compulsory/i, 'a refused pick is told on the page');
  await press(page, '#undo');
  assert.equal(await hash(page), 'v2/english/m:11-15');
  assert.equal(await text(page, '#message'), 'Took back 24-19.');
  await page.locator('#turning').check();
  assert.equal(await orientation(page), 'white');
  await square(page, 22).click();
  await square(page, 17).click();
  await a11y(page);
  assert.equal(await orientation(page), 'black', 'turned to Black, to move');
  await press(page, '#new');
  assert.equal(await text(page, '#prompt-text'), 'Start a new game? This game is kept only in its link.');
  await press(page, '#no');
  assert.equal(await hash(page), 'v2/english/m:11-15,22-17');
  await press(page, '#new');
  await press(page, '#yes');
  assert.equal(await hash(page), 'v2/english');
  await page.close();
});

test('the move list steps back and forth by buttons and arrow keys; an earlier position is read-only', async () => {
  const page = await session.open({ file: 'index.html', fragment: 'v2/english/m:11-15,23-19,8-11' });
  assert.deepEqual(await moveRows(page), [['1.', '11-15', '23-19'], ['2.', '8-11']]);
  await press(page, '#back');
  assert.equal(await text(page, '#prompt-text'), 'Position after White’s move 1, 23-19. Shown only: go back to the game to move.');
  await page.locator('h1').click();
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.getElementById('prompt-text')?.textContent?.includes('move 1, 11-15'));
  await a11y(page);
  const before = await hash(page);
  await square(page, 22).click();
  await square(page, 18).click();
  assert.equal(await hash(page), before, 'nothing is played on an earlier position');
  await page.locator('h1').click(); // the board's own arrows move over it; the page's step the moves
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.getElementById('prompt-text')?.textContent?.includes('23-19'));
  await press(page, '#moves [data-ply="3"]');
  assert.equal(await page.locator('#prompt-text').innerText(), '');
  assert.equal(await status(page), 'White to move.');
  await press(page, '#back');
  await press(page, '#to-game');
  assert.equal(await hash(page), 'v2/english/m:11-15,23-19,8-11');
  await page.close();
});

test('copy a link and the game as PDN (it reads back); open a game from PDN text', async () => {
  const page = await session.open({
    file: 'index.html',
    fragment: 'v2/english/m:11-15,23-19',
    beforeLoad: () => Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (/** @type {string} */ t) => void (/** @type {any} */ (window).copied = t) } }),
  });
  await press(page, '#copy');
  assert.equal(await text(page, '#message'), 'Link copied. Send it to the other player.');
  const link = await page.evaluate(() => /** @type {any} */ (window).copied);
  assert.ok(link.endsWith('/examples/web/index.html#v2/english/m:11-15,23-19'), link);
  // Written by damero/draughts, which the page loads when the button is first pressed (the
  // board's play-only module writes no game files).
  await press(page, '#copy-file');
  await page.waitForFunction(() => /** @type {any} */ (window).copied.startsWith('['));
  assert.equal(await text(page, '#message'), 'Game copied as PDN. Paste it into a file or another program.');
  const pdn = await page.evaluate(() => /** @type {any} */ (window).copied);
  const record = readGames(pdn).next().value;
  assert.deepEqual(record?.mainline().map((m) => m.notation), ['11-15', '23-19']);
  assert.equal(record?.header('Event'), 'Checkers for two');
  await pressOpen(page);
  await page.locator('#open-text').fill('[GameType "20"]\n\n1. 32-28 19-23 2. 28x19 14x23 *\n');
  await press(page, '#open-go');
  await page.waitForFunction(() => location.hash.includes('international'));
  assert.equal(await hash(page), 'v2/international/m:32-28,19-23,28x19,14x23');
  assert.match(await text(page, '#message'), /Game opened \(International draughts, 10×10\)/);
  assert.equal(await page.locator('#board [data-square]').count(), 50);
  await page.close();
});

test('every draughts family from the chooser: its board, its rules text agreeing with the board it draws', async () => {
  const page = await session.open({ file: 'index.html' });
  for (const variant of ['international', 'italian', 'spanish', 'turkish', 'english']) {
    await page.locator('#variant').selectOption(variant);
    await press(page, '#new');
    await page.waitForFunction((v) => location.hash === `#v2/${v}`, variant);
    const game = new Game(variant);
    const geometry = game.geometry();
    assert.equal(await page.locator('#board [data-square]').count(), geometry.cells.length, variant);
    const rules = await text(page, '#rules');
    assert.ok(rules.includes(en[/** @type {'rules.english'} */ (`rules.${variant}`)].split('\n')[0]), `${variant}: its rules`);
    if (variant === 'italian' || variant === 'spanish') {
      // The rules say each player has a dark square in the corner on the right: the board draws it there.
      const corner = geometry.cells.find((c) => c.row === geometry.rows - 1 && c.column === geometry.columns - 1);
      assert.ok(corner, `${variant}: a playing (dark) square in White's right-hand corner`);
      assert.match(rules, /corner on the right/);
    }
    game.free();
  }
  await page.close();
});

test('a link to another page\'s game is offered on its own page; broken links are told in words and opened up to their last legal move', async () => {
  const page = await session.open({ file: 'index.html', fragment: 'v2/chess/m:e4' });
  assert.equal(await page.locator('#prompt-link').getAttribute('href'), 'chess.html#v2/chess/m:e4');
  assert.equal(await text(page, '#prompt-link'), 'Chess for two');
  assert.equal(await text(page, '#prompt-text'), 'This link holds a game of Chess, played on another page:');
  await page.close();
  const broken = await session.open({ file: 'index.html', fragment: 'v2/english/m:11-15,23-19,99-1' });
  const said = await text(broken, '#prompt');
  assert.match(said, /This link does not hold a game this page can open/);
  assert.match(said, /up to move 2 \(23-19\)/);
  assert.doesNotMatch(said, /illegal|invalid|_|error/i, 'no error code or developer word');
  await press(broken, '#bad-open');
  assert.equal(await hash(broken), 'v2/english/m:11-15,23-19');
  await broken.close();
  const garbage = await session.open({ file: 'chess.html', query: '?lang=es', fragment: 'v9/nothing' });
  assert.match(await text(garbage, '#prompt-text'), /^Este enlace no contiene una partida/);
  await press(garbage, '#bad-new');
  assert.equal(await hash(garbage), `v2/chess/${PRESET}`);
  await garbage.close();
});

test('Chess for two: fool\'s mate by clicks, the preset\'s claims told beside the button, moves numbered as chess players write them', async () => {
  const page = await session.open({ file: 'chess.html' });
  assert.equal(await hash(page), `v2/chess/${PRESET}`, 'a new chess game leaves repetition and the fifty-move rule to a claim');
  const game = Game.fromFragment(await hash(page));
  for (const san of ['f3', 'e5', 'g4', 'Qh4#']) {
    const move = /** @type {Move} */ (game.legalMoves().find((m) => m.notation === san));
    await playByClicks(page, move);
    game.play(move);
    await a11y(page);
  }
  assert.equal(await status(page), 'Black wins by checkmate.');
  await page.screenshot({ path: join(ARTIFACTS, 'web-chess-mate.png') });
  assert.deepEqual(await moveRows(page), [['1.', 'f3', 'e5'], ['2.', 'g4', 'Qh4#']]);
  assert.deepEqual(await marked(page, 'check'), [4]);
  game.free();
  await page.close();
  // Knights out and back: the third time the position stands, the claim is offered in words.
  const knights = 'Nf3,Nf6,Ng1,Ng8,Nf3,Nf6,Ng1';
  const claim = await session.open({ file: 'chess.html', fragment: `v2/chess/${PRESET}/m:${knights}` });
  assert.equal(await claim.locator('#claim').isDisabled(), true);
  assert.equal(await text(claim, '#claim-note'), en['claim.none']);
  await square(claim, 45).click();
  await square(claim, 62).click();
  await a11y(claim);
  assert.equal(await text(claim, '#claim-note'), 'White may claim a draw: this position has appeared three times.');
  assert.equal(await claim.locator('#claim').isDisabled(), false);
  await claim.screenshot({ path: join(ARTIFACTS, 'web-chess-claim.png') });
  // Played on to a fifth time, the game is not ended by the page.
  for (const [a, b] of [[6, 21], [62, 45], [21, 6], [45, 62], [6, 21], [62, 45], [21, 6], [45, 62]]) {
    await square(claim, a).click();
    await square(claim, b).click();
  }
  assert.equal(await status(claim), 'White to move.');
  await press(claim, '#claim');
  assert.equal(await status(claim), 'Draw by repetition.');
  assert.match(await hash(claim), /e:claim-repetition$/);
  await claim.close();
  // A game set up with Black to move: its first row starts with a gap, "1… e5".
  const black = await session.open({ file: 'chess.html', fragment: `v2/chess/${PRESET}/s:rnbqkbnr.pppppppp.8.8.4P3.8.PPPP1PPP.RNBQKBNR_b_KQkq_-_0_1/m:e5,Nf3` });
  assert.deepEqual(await moveRows(black), [['1…', 'e5'], ['2.', 'Nf3']]);
  await black.close();
});

test('chess: pieces taken and the material, Spanish piece letters, the Chess960 start number shown and chosen', async () => {
  const page = await session.open({ file: 'chess.html', query: '?lang=es', fragment: `v2/chess/${PRESET}/m:e4,d5,exd5,Nf6,Nf3` });
  assert.equal(await text(page, '#score'), 'Las blancas llevan 1 de ventaja en material.');
  assert.equal(await page.locator('#taken svg.piece.black.pawn').count(), 1);
  await page.screenshot({ path: join(ARTIFACTS, 'web-chess-es.png'), fullPage: true });
  assert.deepEqual(await moveRows(page), [['1.', 'e4', 'd5'], ['2.', 'exd5', 'Cf6'], ['3.', 'Cf3']]);
  assert.equal(await hash(page), `v2/chess/${PRESET}/m:e4,d5,exd5,Nf6,Nf3`, 'the fragment keeps the standard letters');
  await page.close();
  const c960 = await session.open({ file: 'chess.html', fragment: `v2/chess960/${PRESET}/s:123` });
  assert.equal(await text(c960, '#start-shown'), 'Chess960 start position 123.');
  await c960.locator('#variant').selectOption('chess960');
  await c960.locator('#start').fill('0');
  await press(c960, '#new'); // no move made yet: a new game at once, nothing asked
  await c960.waitForFunction(() => location.hash.endsWith('s:0'));
  assert.equal(await hash(c960), `v2/chess960/${PRESET}/s:0`);
  assert.equal(await text(c960, '#start-shown'), 'Chess960 start position 0.');
  await c960.locator('#start').fill('960');
  await press(c960, '#new');
  assert.equal(await text(c960, '#message'), en.startBad);
  await c960.close();
});

test('Spanish throughout: no English sentence on either page in Spanish', async () => {
  for (const file of ['index.html', 'chess.html']) {
    const page = await session.open({ file, query: '?lang=es', fragment: file === 'index.html' ? 'v2/english/m:11-15' : `v2/chess/${PRESET}/m:e4` });
    const shown = await page.evaluate(() => document.body.innerText);
    const english = Object.entries(en).filter(([k, v]) => typeof v === 'string' && v.length > 14 && es[/** @type {keyof typeof es} */ (k)] !== v);
    for (const [key, value] of english) {
      for (const line of String(value).split('\n')) {
        // The longest stretch of the sentence without a placeholder.
        const words = line.split(/\{\w+\}/).sort((a, b) => b.length - a.length)[0].trim();
        if (words.length >= 12) assert.ok(!shown.includes(words), `${file}: English "${key}" on the Spanish page: ${words}`);
      }
    }
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
    await page.close();
  }
});

test('no console error and no axe-core violation on the checkers and chess pages', () => {
  assert.deepEqual(session.errors, []);
  assert.deepEqual(session.violations, []);
  assert.ok(session.axeRuns >= 25, `axe-core ran on ${session.axeRuns} states`);
});
