// Shared pieces of the browser tests: the static server, one headless Chromium (Debian's, driven
// by playwright-core), pages that record every request and console error, and readers of the
// board as the page shows it.

import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { REPO_ROOT, startServer } from '../server.mjs';

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
  // Let a move's travel finish: axe reads colours, and a piece in flight covers squares.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
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
