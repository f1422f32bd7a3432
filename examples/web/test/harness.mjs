// Shared pieces of the browser tests: the static server, one headless Chromium (Debian's, driven
// by playwright-core), pages that record every request and console error, and readers of the
// board as the page shows it.

import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { REPO_ROOT, startServer } from '../server.mjs';

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
export const ARTIFACTS = join(REPO_ROOT, 'target', 'artifacts');

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
 * @property {(options?: OpenOptions) => Promise<Page>} open
 * @property {() => Promise<void>} close
 */

/**
 * @typedef {object} OpenOptions
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
    async open(options = {}) {
      const page = await context.newPage();
      if (options.viewport) await page.setViewportSize(options.viewport);
      page.on('console', (msg) => {
        if (msg.type() === 'error') session.errors.push(`${page.url()}: console: ${msg.text()}`);
      });
      page.on('pageerror', (err) => session.errors.push(`${page.url()}: uncaught: ${err.message}`));
      if (options.beforeLoad) await page.addInitScript(options.beforeLoad);
      const url = server.pageUrl + (options.query ?? '') + (options.fragment !== undefined ? '#' + options.fragment : '');
      await page.goto(url);
      await ready(page);
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
  return session;
}

/** Waits until the page has loaded the package and drawn the game (or the bad-link notice). @param {Page} page */
export async function ready(page) {
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
}

/** @param {Page} page @param {number} square */
export const square = (page, square) => page.locator(`#board [data-square="${square}"]`);

/** Clicks squares one after the other. @param {Page} page @param {number[]} squares */
export async function clickSquares(page, ...squares) {
  for (const s of squares) await square(page, s).click();
}

/** The fragment in the address bar, without '#'. @param {Page} page */
export const fragment = (page) => page.evaluate(() => location.hash.slice(1));

/** The status line. @param {Page} page */
export const statusText = (page) => page.locator('#status').innerText();

/** The feedback line under the board. @param {Page} page */
export const messageText = (page) => page.locator('#message').innerText();

/**
 * The board as drawn: one letter per square, square 1 first (b/B black man/king, w/W white
 * man/king, '.' empty), the letters of the conformance suite. A king must show its crown.
 * @param {Page} page
 */
export function drawnBoard(page) {
  return page.evaluate(() => {
    const buttons = [...document.querySelectorAll('#board button[data-square]')];
    const letters = new Array(buttons.length).fill('?');
    for (const b of buttons) {
      const piece = b.querySelector('.piece');
      let letter = '.';
      if (piece) {
        const black = piece.classList.contains('black');
        const king = piece.classList.contains('king');
        if (king && !piece.querySelector('svg.crown')) throw new Error(`king on ${b.getAttribute('data-square')} has no crown`);
        letter = black ? (king ? 'B' : 'b') : king ? 'W' : 'w';
      }
      letters[Number(b.getAttribute('data-square')) - 1] = letter;
    }
    return letters.join('');
  });
}

/** Squares that carry a mark class (selected, target, capture, taken, last). @param {Page} page @param {string} mark */
export function marked(page, mark) {
  return page.evaluate(
    (mark) =>
      [...document.querySelectorAll(`#board button.${mark}`)]
        .map((b) => Number(b.getAttribute('data-square')))
        .sort((a, b) => a - b),
    mark,
  );
}
