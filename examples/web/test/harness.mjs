// Shared pieces of the browser tests: the static server, one headless Chromium (Debian's, driven
// by playwright-core), pages that record every request and console error, and readers of the
// board as the page shows it.

import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { REPO_ROOT, startServer } from '../server.mjs';
import { Game } from '../../../bindings-js/js/index.js';

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
export const ARTIFACTS = join(REPO_ROOT, 'target', 'artifacts');
/** The axe-core rules run on every state: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const AXE_SOURCE = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').BrowserContext} BrowserContext */

/**
 * @typedef {object} Session
 * @property {string} origin
 * @property {string} pageUrl
 * @property {BrowserContext} context
 * @property {{ url: string, method: string, type: string }[]} requests   every request of every page
 * @property {{ url: string, status: number }[]} responses
 * @property {string[]} errors   console errors and uncaught exceptions, with the page's URL
 * @property {string[]} violations   axe-core violations found in any state a test reached
 * @property {number} axeRuns    how many distinct states axe-core checked
 * @property {(options?: OpenOptions) => Promise<Page>} open
 * @property {() => Promise<void>} close
 */

/**
 * @typedef {object} OpenOptions
 * @property {string} [file]       the page's file in examples/web/ (default: the checkers page), e.g. 'chess.html'
 * @property {string} [fragment]   what follows '#'
 * @property {string} [query]      e.g. '?lang=es'
 * @property {{ width: number, height: number }} [viewport]
 * @property {() => void} [beforeLoad]   runs in the page before its scripts (addInitScript)
 */

/** Starts the server and the browser. @returns {Promise<Session>} */
export async function startSession() {
  const server = await startServer();
  const profile = await mkdtemp(join(tmpdir(), 'damero-web-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1100, height: 900 },
    locale: 'en-US',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-default-apps',
      '--disable-extensions',
    ],
  });
  context.setDefaultTimeout(10_000);
  /** @type {Session} */
  const session = {
    origin: server.origin,
    pageUrl: server.pageUrl,
    context,
    requests: [],
    responses: [],
    errors: [],
    violations: [],
    axeRuns: 0,
    async open(options = {}) {
      const page = await context.newPage();
      if (options.viewport) await page.setViewportSize(options.viewport);
      page.on('console', (msg) => {
        if (msg.type() === 'error') session.errors.push(`${page.url()}: console: ${msg.text()}`);
      });
      page.on('pageerror', (err) => session.errors.push(`${page.url()}: uncaught: ${err.message}`));
      if (options.beforeLoad) await page.addInitScript(options.beforeLoad);
      const url = server.pageUrl + (options.file ?? '') + (options.query ?? '') + (options.fragment !== undefined ? '#' + options.fragment : '');
      await page.goto(url);
      await ready(page);
      await a11y(page);
      return page;
    },
    async close() {
      await context.close();
      await server.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
  context.on('request', (req) =>
    session.requests.push({ url: req.url(), method: req.method(), type: req.resourceType() }),
  );
  context.on('response', (res) => session.responses.push({ url: res.url(), status: res.status() }));
  await mkdir(ARTIFACTS, { recursive: true });
  report(session);
  return session;
}

/** Waits until the page has loaded the package and drawn the game (or the bad-link notice). @param {Page} page */
export async function ready(page) {
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
}

/** @type {Session | undefined} */
let current;
/** The session the a11y checks report to (startSession sets it). @param {Session} session */
const report = (session) => {
  current = session;
};

/**
 * Runs axe-core on the page as it is now, unless this exact state (the DOM and the window size)
 * was checked before; every violation is recorded in the session, with the state's address.
 * The helpers below call it after every action, so every state a test reaches is checked.
 * @param {Page} page
 */
export async function a11y(page) {
  const session = current;
  if (!session) return;
  // Let a move's travel finish: axe reads colours, and a piece in flight covers squares. (The
  // document's animations leave out those in shadow roots, where a board's pieces travel.)
  await page.evaluate(() => {
    const roots = [document, ...[...document.querySelectorAll('*')].flatMap((e) => (e.shadowRoot ? [e.shadowRoot] : []))];
    return Promise.all(roots.flatMap((r) => r.getAnimations()).map((a) => a.finished.catch(() => undefined)));
  });
  const key = await page.evaluate(() => {
    let h = 0;
    const text = `${innerWidth}x${innerHeight}:${document.body.outerHTML}`;
    for (let i = 0; i < text.length; i += 1) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
    return `${h}:${text.length}`;
  });
  if (seen.has(key)) return;
  seen.add(key);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    // @ts-ignore axe is injected above
    const result = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return /** @type {{ id: string, impact: string, help: string, nodes: { target: string[], failureSummary: string }[] }[]} */ (
      result.violations
    ).map((v) => `${v.id} (${v.impact}): ${v.help}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(' | ')}`);
  }, AXE_TAGS);
  session.axeRuns += 1;
  const where = decodeURIComponent(page.url().replace(session.pageUrl, ''));
  for (const v of violations) session.violations.push(`${where} (${page.viewportSize()?.width}px): ${v}`);
}
/** @type {Set<string>} */
const seen = new Set();

/** @param {Page} page @param {number} square */
export const square = (page, square) => page.locator(`#board [data-square="${square}"]`);

/** Clicks squares one after the other; axe-core checks each state. @param {Page} page @param {number[]} squares */
export async function clickSquares(page, ...squares) {
  for (const s of squares) {
    await square(page, s).click();
    await a11y(page);
  }
}

/** Clicks an element of the page (a button), then axe-core checks the state. @param {Page} page @param {string} selector */
export async function press(page, selector) {
  await page.locator(selector).click();
  await a11y(page);
}

/**
 * Presses "Open a game" and waits until its dialog is open: the page loads the dialog's module on
 * first use and writes its words (in the page's language) before showing it. @param {Page} page
 */
export async function pressOpen(page) {
  await page.locator('#open').click();
  await page.locator('#open-dialog[open]').waitFor();
  await a11y(page);
}

/** Presses a key, then axe-core checks the state. @param {Page} page @param {string} key */
export async function key(page, key) {
  await page.keyboard.press(key);
  await a11y(page);
}

/** The fragment in the address bar, without '#' (decoded). @param {Page} page */
export const fragment = (page) => page.evaluate(() => decodeURIComponent(location.hash.slice(1)));

/** The status line. @param {Page} page */
export const statusText = (page) => page.locator('#status').innerText();

/** The squares <damero-board id="board"> marks with a class (selected, target, must, last, check, win, flipped...), ascending. @param {Page} page @param {string} mark */
export function marked(page, mark) {
  return page.evaluate(
    (mark) =>
      [...(document.getElementById('board')?.shadowRoot?.querySelectorAll(`button.${mark}`) ?? [])]
        .map((b) => Number(/** @type {HTMLElement} */ (b).dataset.square))
        .sort((a, b) => a - b),
    mark,
  );
}

/**
 * Shows a game by changing the address's fragment, as a pasted link does (the page's
 * `hashchange`), and waits until the board holds it; axe-core checks the state.
 * @param {Page} page @param {string} fragment   what follows '#' (the page's `~offer=` part allowed)
 */
export async function goTo(page, fragment) {
  await page.evaluate((f) => {
    location.hash = f;
  }, fragment);
  const game = fragment.split('~')[0];
  await page.waitForFunction((g) => /** @type {any} */ (document.getElementById('board'))?.fragment === g, game);
  await a11y(page);
}

/** The pieces <damero-board id="board"> draws, by square: `side role`, or null for an empty square. @param {Page} page */
export function drawnPieces(page) {
  return page.evaluate(() => {
    /** @type {Record<number, string | null>} */
    const out = {};
    for (const b of document.getElementById('board')?.shadowRoot?.querySelectorAll('button[data-square]') ?? []) {
      out[Number(/** @type {HTMLElement} */ (b).dataset.square)] = b.querySelector('svg.piece')?.getAttribute('data-piece') ?? null;
    }
    return out;
  });
}

/** What a square says to a screen reader. @param {Page} page @param {number} s */
export const spoken = async (page, s) => (await square(page, s).getAttribute('aria-label')) ?? '';

/** The feedback line under the buttons. @param {Page} page */
export const messageText = (page) => page.locator('#message').innerText();

/**
 * Waits until the message line says `text` (a string it holds, or a pattern), then returns the
 * message: for what the page says after an action that loads a module first (a game file is
 * written by the family's entry), so a test never reads the message of the action before.
 * @param {Page} page @param {string | RegExp} text
 */
export async function waitForMessage(page, text) {
  await page.locator('#message', { hasText: text }).waitFor();
  return messageText(page);
}

/**
 * The page draws exactly the game in its address bar, as the package reads that fragment here
 * in Node (the caller has initialised the package); returns the fragment.
 * @param {Page} page
 */
export async function showsItsFragment(page) {
  const frag = await fragment(page);
  const game = Game.fromFragment(frag.split('~')[0]);
  try {
    const first = game.geometry().firstSquare;
    /** @type {Record<number, string | null>} */
    const want = {};
    game.board().forEach((p, i) => {
      want[first + i] = p ? `${p.side} ${p.role}` : null;
    });
    const drawn = await drawnPieces(page);
    if (JSON.stringify(drawn) !== JSON.stringify(want)) throw new Error(`the board drawn for #${frag}: ${JSON.stringify(drawn)}, the core: ${JSON.stringify(want)}`);
  } finally {
    game.free();
  }
  return frag;
}

/**
 * What a session's pages asked for beyond the site's own static files, and what they asked for
 * that was not there. The site's files: the pages' own (examples/web/, not their tests) and the
 * package's (bindings-js/dist/ and the WebAssembly builds in bindings-js/pkg/), each by GET from
 * the page's own origin.
 * @param {Session} session
 */
export function strayRequests(session) {
  const own = /^\/(examples\/web\/(?!test\/)[\w./-]*|bindings-js\/(dist|pkg)\/[\w./-]+)$/;
  const foreign = session.requests.filter((r) => {
    if (r.url.startsWith('data:')) return false;
    const url = new URL(r.url);
    return url.origin !== session.origin || r.method !== 'GET' || !own.test(url.pathname);
  });
  const failed = session.responses.filter((r) => r.status !== 200 && r.status !== 304);
  return { foreign, failed };
}

/** What the page keeps on the device: storage, cookies, databases and caches. @param {Page} page */
export const stored = (page) =>
  page.evaluate(async () => ({
    local: localStorage.length,
    session: sessionStorage.length,
    cookie: document.cookie,
    databases: (await indexedDB.databases()).length,
    caches: (await caches.keys()).length,
  }));

/** Nothing kept on the device, as stored() reads it. */
export const NOTHING_STORED = { local: 0, session: 0, cookie: '', databases: 0, caches: 0 };

/** The text a selector's element shows. @param {Page} page @param {string} selector */
export const text = (page, selector) => page.locator(selector).innerText();

/** The move list as shown: per row, its number and its moves (events left out). @param {Page} page */
export const moveRows = (page) =>
  page.evaluate(() => [...document.querySelectorAll('#moves li:not(.event)')].map((li) => [...li.children].map((c) => c.textContent ?? '')));

/** The rules of every game the chess page starts: repetition and the fifty-move rule claimed, never automatic. */
export const CHESS_PRESET = 'o:repetition=claim3,move_limit=claim50m';

/**
 * At the page's size, in English and then in Spanish (the page's language button), each state
 * in turn as a pasted link: the status line is one line, not cut, at 13px or more, and the board
 * never moves. The page shows English and the first state when called.
 * @param {Page} page @param {string[]} states
 */
export async function statusStaysOneLine(page, states) {
  for (const lang of ['en', 'es']) {
    if (lang === 'es') {
      await press(page, '#lang');
      await page.waitForFunction(() => document.documentElement.lang === 'es');
    }
    /** @type {number | null} */
    let top = null;
    for (const frag of states) {
      await goTo(page, frag);
      const line = await page.evaluate(() => {
        const el = /** @type {HTMLElement} */ (document.getElementById('status'));
        const style = getComputedStyle(el);
        const height = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.35;
        return {
          text: el.innerText,
          lines: Math.round(el.getBoundingClientRect().height / height),
          cut: el.scrollWidth - el.clientWidth,
          size: parseFloat(style.fontSize),
          top: Math.round(/** @type {HTMLElement} */ (document.getElementById('board')).getBoundingClientRect().top),
        };
      });
      assert.equal(line.lines, 1, `${lang} ${frag}: "${line.text}" is one line`);
      assert.ok(line.cut <= 1, `${lang} ${frag}: "${line.text}" is not cut`);
      assert.ok(line.size >= 13, `${lang} ${frag}: "${line.text}" is drawn at ${line.size}px`);
      top ??= line.top;
      assert.equal(line.top, top, `${lang} ${frag}: the board stays where it was`);
    }
  }
}
