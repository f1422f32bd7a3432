// "Open a game": the dialog where a player pastes a PGN or PDN game or picks a file, and the page
// plays the main line of its first game. Loaded by duel.js only when the dialog is first used, and
// it loads the package's full entry (`damero`, which alone reads game files) only then too: the
// page's first download stays the one family's entry.
//
// What the file says is put in the page's words: a game of another family (a link opens it on
// the other page), a game the package does not play, an unreadable start, no game at all. A
// problem part-way (an illegal move at line L) does not stop the opening: the moves before it are
// played and the feedback line says where the rest was left out.

/** @typedef {keyof typeof import('./words/en.js').default} Key */
/** @typedef {import('../../bindings-js/js/index.js').GameRecord} GameRecord */
/** @typedef {{ key: Key, params?: Record<string, string | number>, kind: 'info' | 'refusal' }} Message */

/**
 * What the page gives the dialog.
 * @typedef {object} OpenContext
 * @property {'chess' | 'draughts'} family   the family the page plays
 * @property {string} format                 'PGN' or 'PDN'
 * @property {(key: Key, params?: Record<string, string | number>) => string} t   the page's words now
 * @property {(name: string) => string} variantName   a variant's name in the page's words
 * @property {string} current                the variant on the board
 * @property {(fragment: string, message: Message) => void} open   plays a game (a fragment) on the page
 */

/** Files larger than this are read as a stream (only their first game is needed). */
const TEXT_LIMIT = 4 * 1024 * 1024;

// The dialog itself is made here, when it is first used, so that the pages' first download leaves
// it out. Its words are the page's: each element with `data-t` gets them from `showOpen`, and again
// from duel.js at each change of language.
document.querySelector('main')?.insertAdjacentHTML('beforeend', `<dialog id="open-dialog" class="open-dialog" aria-labelledby="open-title" aria-describedby="open-help">
  <h2 id="open-title" data-t="open.title"></h2>
  <p id="open-help"></p>
  <label for="open-text" data-t="open.textLabel"></label>
  <textarea id="open-text" rows="8" spellcheck="false" autocomplete="off"></textarea>
  <label for="open-file" data-t="open.fileLabel"></label>
  <input id="open-file" type="file" accept=".pgn,.pdn,.txt,text/plain">
  <p id="open-problem" class="open-problem" role="alert"></p>
  <p id="open-elsewhere" hidden><a id="open-elsewhere-link" href="./"></a></p>
  <div class="row">
    <button type="button" id="open-go" data-t="open.go"></button>
    <button type="button" id="open-cancel" data-t="open.cancel"></button>
  </div>
</dialog>`);

/** @param {string} id */
function $(id) {
  const el = document.getElementById(id);
  if (!el) throw new Error(`the page has no #${id}`);
  return el;
}

const ui = {
  dialog: /** @type {HTMLDialogElement} */ ($('open-dialog')),
  help: $('open-help'),
  text: /** @type {HTMLTextAreaElement} */ ($('open-text')),
  file: /** @type {HTMLInputElement} */ ($('open-file')),
  problem: $('open-problem'),
  elsewhere: $('open-elsewhere'),
  elsewhereLink: /** @type {HTMLAnchorElement} */ ($('open-elsewhere-link')),
  go: /** @type {HTMLButtonElement} */ ($('open-go')),
  cancel: /** @type {HTMLButtonElement} */ ($('open-cancel')),
  opener: /** @type {HTMLButtonElement} */ ($('open')),
};

/** @type {OpenContext | null} */
let ctx = null;
/** @type {Promise<typeof import('../../bindings-js/js/index.js')> | null} */
let reader = null;
let busy = false;

/** The package's full entry, loaded and started once. */
function loadReader() {
  reader ??= import('../../bindings-js/dist/index.js').then(async (full) => {
    await full.default();
    return full;
  });
  reader.catch(() => {
    reader = null; // try again next time
  });
  return reader;
}

/** Tells the player what happened, in the dialog. @param {string} text */
function say(text) {
  ui.problem.textContent = text;
}

/** The word of `text` at a line and column (from 1), for telling a problem. @param {string | null} text @param {number} line @param {number} column */
function wordAt(text, line, column) {
  if (text === null) return '';
  const row = text.split(/\r\n|\r|\n/)[line - 1] ?? '';
  return (row.slice(Math.max(0, column - 1)).match(/^\S+/)?.[0] ?? '').slice(0, 40);
}

/** Shows the dialog. @param {OpenContext} context */
export function showOpen(context) {
  ctx = context;
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (ui.dialog.querySelectorAll('[data-t]'))) {
    el.textContent = ctx.t(/** @type {Key} */ (el.dataset.t));
  }
  ui.help.textContent = ctx.t('open.help', { format: ctx.format });
  say('');
  ui.elsewhere.hidden = true;
  ui.file.value = '';
  if (!ui.dialog.open) ui.dialog.showModal();
  ui.text.focus();
  // Start loading the reader while the player pastes.
  loadReader().catch(() => undefined);
}

function close() {
  if (ui.dialog.open) ui.dialog.close();
}

/** Reads `source` (pasted text or a picked file) and opens its first game. @param {string | File} source */
async function openSource(source) {
  if (!ctx || busy) return;
  const c = ctx;
  busy = true;
  ui.elsewhere.hidden = true;
  say(c.t('open.reading'));
  try {
    let full;
    try {
      full = await loadReader();
    } catch {
      say(c.t('open.loadFailed'));
      return;
    }
    /** @type {string | null} */
    let text = typeof source === 'string' ? source : null;
    /** @type {GameRecord | undefined} */
    let record;
    if (typeof source !== 'string' && source.size <= TEXT_LIMIT) text = await source.text();
    if (text !== null) {
      record = first(full.readGames(text));
      // A game whose tags name no game, read as the variant on the board when it is of that family.
      if (record && record.header('GameType') === null && record.header('Variant') === null && record.variant !== c.current && record.variant !== null && full.variant(record.variant).family === c.family) {
        const again = first(full.readGames(text, { variant: c.current }));
        if (again && again.errors.length === 0) record = again;
      }
    } else {
      const games = full.readGamesFromStream(/** @type {File} */ (source).stream());
      const next = await games.next();
      await games.return();
      record = next.done ? undefined : next.value;
    }
    if (!record) return say(c.t('open.empty'));
    if (record.variant === null) {
      const named = record.header('GameType') ?? record.header('Variant');
      const tag = record.header('GameType') !== null ? 'GameType' : 'Variant';
      const known = named !== null && first(full.readGames(`[${tag} "${named.replace(/["\\]/g, '')}"]\n\n*\n`))?.variant;
      return say(named !== null && !known ? c.t('open.unknown', { name: named }) : c.t('open.badStart'));
    }
    const family = full.variant(record.variant).family;
    const game = record.game();
    if (!game) return say(c.t('open.badStart'));
    const fragment = game.toFragment();
    game.free();
    if (family !== c.family) {
      const other = family === 'chess' ? 'chess' : 'draughts';
      say(c.t(other === 'chess' ? 'open.elsewhere.chess' : 'open.elsewhere.draughts', { variant: c.variantName(record.variant) }));
      if (family === 'chess' || family === 'draughts') {
        ui.elsewhereLink.href = `${other === 'chess' ? 'chess.html' : 'index.html'}#${fragment}`;
        ui.elsewhereLink.textContent = c.t(other === 'chess' ? 'open.elsewhereLink.chess' : 'open.elsewhereLink.draughts');
        ui.elsewhere.hidden = false;
      }
      return;
    }
    const moves = record.mainline();
    const problem = record.errors[0];
    if (problem && moves.length === 0) {
      return say(c.t('open.nothing', { line: problem.line, text: wordAt(text, problem.line, problem.column) }));
    }
    const variant = c.variantName(record.variant);
    const last = moves[moves.length - 1];
    /** @type {Message} */
    const message = problem
      ? {
          key: 'open.partial',
          params: { variant, count: moves.length, move: last?.notation ?? '', line: problem.line, text: wordAt(text, problem.line, problem.column) },
          kind: 'refusal',
        }
      : last
        ? { key: 'open.done', params: { variant, count: moves.length, move: last.notation }, kind: 'info' }
        : { key: 'open.doneStart', params: { variant }, kind: 'info' };
    ui.text.value = '';
    close();
    c.open(fragment, message);
  } catch {
    // What went wrong is put in the page's words only: no error code or message reaches a player.
    say(c.t('open.badStart'));
  } finally {
    busy = false;
  }
}

/** The first record of a reader, which is then closed. @param {Iterator<GameRecord>} games */
function first(games) {
  const next = games.next();
  games.return?.();
  return next.done ? undefined : next.value;
}

ui.go.addEventListener('click', () => {
  const text = ui.text.value;
  if (text.trim() === '') {
    if (ctx) say(ctx.t('open.noText'));
    ui.text.focus();
    return;
  }
  void openSource(text);
});
ui.file.addEventListener('change', () => {
  const file = ui.file.files?.[0];
  if (file) void openSource(file);
});
ui.cancel.addEventListener('click', close);
ui.dialog.addEventListener('close', () => {
  // Back to the button that opened it, unless a game was opened (the page focuses its board).
  if (document.activeElement === document.body || ui.dialog.contains(document.activeElement)) ui.opener.focus();
});
