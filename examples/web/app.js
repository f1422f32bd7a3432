// Checkers for two: the controller. It routes clicks and keys to the package and shows what the
// package says. Every rule decision (legal moves, the rest of a multi-jump, the pieces that must
// capture, who won and why, repetitions, the fragment) and the board of each variant (its rows,
// columns and square numbers) comes from the damero package.

import init, { Game, boardLayout, variant as variantInfo, variants } from '../../bindings-js/js/index.js';
import { BoardView } from './board.js';
import { STRINGS, pickLanguage, translator } from './i18n.js';
import { fragmentOf, gameFrom, shareLink, writeFragment, writeQuery } from './state.js';

/** @typedef {import('./i18n.js').Lang} Lang */
/** @typedef {import('./i18n.js').Key} Key */
/** @typedef {import('./board.js').Mark} Mark */
/** @typedef {import('./board.js').Piece} Piece */
/** @typedef {'black' | 'white'} Side */
/** @typedef {{ key: Key, params?: Record<string, string | number>, kind: 'info' | 'refusal' }} Message */

/** @param {string} id */
function $(id) {
  const el = document.getElementById(id);
  if (!el) throw new Error(`the page has no #${id}`);
  return el;
}

const ui = {
  status: $('status'),
  notice: $('notice'),
  message: $('message'),
  board: $('board'),
  play: $('play'),
  badLink: $('bad-link'),
  badDetail: $('bad-detail'),
  badNew: /** @type {HTMLButtonElement} */ ($('bad-new')),
  undo: /** @type {HTMLButtonElement} */ ($('undo')),
  newGame: /** @type {HTMLButtonElement} */ ($('new-game')),
  variant: /** @type {HTMLSelectElement} */ ($('variant')),
  rules: $('rules'),
  copy: /** @type {HTMLButtonElement} */ ($('copy')),
  draw: /** @type {HTMLButtonElement} */ ($('draw')),
  claim: /** @type {HTMLButtonElement} */ ($('claim')),
  flip: /** @type {HTMLButtonElement} */ ($('flip')),
  copyFallback: $('copy-fallback'),
  copyField: /** @type {HTMLInputElement} */ ($('copy-field')),
  moves: $('moves'),
  movesSection: $('moves-section'),
  lang: /** @type {HTMLButtonElement} */ ($('lang')),
};

/** @type {{ lang: Lang, t: ReturnType<typeof translator>, game: Game | null, error: Error | null,
 *          selection: number[], message: Message | null, flipped: boolean, board: BoardView | null,
 *          boardVariant: string | null }} */
const page = {
  lang: 'en',
  t: translator('en'),
  game: null,
  error: null,
  selection: [],
  message: null,
  flipped: false,
  board: null,
  boardVariant: null,
};

/**
 * The texts that describe a variant's rules (the page's words; the rules themselves are the
 * package's): which list of rules it shows and how it words a refused capture. A variant the page
 * has no words for yet shows no list of rules and the plain wording.
 * @typedef {{ rules: 'english' | 'flying' | null, capture: Key }} VariantTexts
 * @type {Record<string, VariantTexts>}
 */
const VARIANT_TEXTS = {
  english: { rules: 'english', capture: 'refuse.capture' },
  brazilian: { rules: 'flying', capture: 'refuse.captureMost' },
  international: { rules: 'flying', capture: 'refuse.captureMost' },
};
/** @param {string} variant @returns {VariantTexts} */
const textsOf = (variant) => VARIANT_TEXTS[variant] ?? { rules: null, capture: 'refuse.capture' };

/** The name of a variant in the page's language. @param {string} name @param {'variant' | 'name'} [form] */
function variantName(name, form = 'variant') {
  const key = `${form}.${name}`;
  return key in STRINGS.en ? page.t(/** @type {Key} */ (key)) : name;
}

/** @param {Side} side @returns {Side} */
const other = (side) => (side === 'black' ? 'white' : 'black');
/** @param {Side} side */
const sideName = (side) => page.t(side === 'black' ? 'side.black' : 'side.white');

// ---- language -------------------------------------------------------------------------------

/** @param {Lang} lang */
function setLanguage(lang) {
  page.lang = lang;
  page.t = translator(lang);
  document.documentElement.lang = lang;
  document.title = page.t('title');
  for (const el of document.querySelectorAll('[data-i18n]')) {
    const key = /** @type {Key} */ (el.getAttribute('data-i18n'));
    if (key in STRINGS[lang]) el.textContent = page.t(key);
  }
  for (const el of document.querySelectorAll('[data-i18n-label]')) {
    const key = /** @type {Key} */ (el.getAttribute('data-i18n-label'));
    if (key in STRINGS[lang]) el.setAttribute('aria-label', page.t(key));
  }
  ui.lang.setAttribute('aria-label', page.t('lang.switchLabel'));
  ui.lang.lang = lang === 'en' ? 'es' : 'en';
  for (const option of ui.variant.options) option.textContent = variantChoice(option.value);
}

/** A variant in the chooser: its name and its board, e.g. "International draughts, 10×10". @param {string} name */
function variantChoice(name) {
  const { rows, columns } = variantInfo(name);
  return `${variantName(name)}, ${rows}×${columns}`;
}

/** The variant chooser: every variant the package has. */
function fillVariants() {
  const options = variants().map((v) => {
    const option = document.createElement('option');
    option.value = v.name;
    option.textContent = variantChoice(v.name);
    return option;
  });
  ui.variant.replaceChildren(...options);
}

/** The rules in short, for the variant on the board. @param {string} variant */
function renderRules(variant) {
  const info = variantInfo(variant);
  const set = textsOf(variant).rules;
  ui.rules.hidden = set === null;
  if (set === null) return;
  const params = {
    variant: variantName(variant, 'name'),
    squares: info.squares,
    rows: info.rows,
    columns: info.columns,
  };
  const items = [1, 2, 3, 4, 5].map((n) => {
    const li = document.createElement('li');
    li.textContent = page.t(/** @type {Key} */ (`rules.${set}.${n}`), params);
    return li;
  });
  ui.rules.replaceChildren(...items);
}

// ---- what the board shows --------------------------------------------------------------------

/** The squares a picked piece may land on next, from the package's completions. */
function nextLandings() {
  const game = page.game;
  const sel = page.selection;
  if (!game || sel.length === 0) return new Set();
  return new Set(game.completions(sel).map((m) => m.path[sel.length]).filter((s) => s !== undefined));
}

/** The pieces the chosen part of a jump takes. */
function takenSoFar() {
  const game = page.game;
  const sel = page.selection;
  if (!game || sel.length < 2) return [];
  const moves = game.completions(sel);
  return moves.length > 0 ? moves[0].captures.slice(0, sel.length - 1) : [];
}

function render() {
  const t = page.t;
  ui.badLink.hidden = page.error === null;
  ui.play.hidden = page.game === null;
  if (page.error) {
    ui.badDetail.textContent = t('bad.detail', { detail: page.error.message });
  }
  const game = page.game;
  ui.status.hidden = game === null;
  ui.movesSection.hidden = game === null;
  if (!game || !page.board) {
    ui.status.textContent = '';
    ui.notice.hidden = true;
    ui.moves.replaceChildren();
    return;
  }
  const status = game.status();
  const history = game.history();
  const over = status.state !== 'ongoing';

  // The line that always says whose turn it is, or who won and why.
  if (status.state === 'win' && status.winner) {
    const key = /** @type {Key} */ (`win.${status.reason}` in STRINGS.en ? `win.${status.reason}` : 'win.other');
    ui.status.textContent = t(key, { winner: sideName(status.winner), loser: sideName(other(status.winner)) });
  } else if (status.state === 'draw') {
    const key = /** @type {Key} */ (`draw.${status.reason}` in STRINGS.en ? `draw.${status.reason}` : 'draw.other');
    ui.status.textContent = t(key);
  } else {
    ui.status.textContent = t(status.mustCapture.length > 0 ? 'turn.capture' : 'turn', { side: sideName(status.turn) });
  }
  ui.status.dataset.state = status.state;
  ui.status.dataset.turn = status.turn;

  // Warnings of draw rules in "warn" mode: the game goes on.
  const notices = [];
  if (status.warnings.includes('repetition')) notices.push(t('notice.repetition', { count: status.repetitions }));
  if (status.warnings.includes('move_limit')) notices.push(t('notice.move_limit', { plies: status.reversiblePlies }));
  if (status.warnings.includes('endgame')) notices.push(t('notice.endgame', { plies: status.endgamePlies }));
  ui.notice.textContent = notices.join(' ');
  ui.notice.hidden = notices.length === 0;

  // The feedback line: the last refusal or what just happened, else a hint.
  const msg = page.message;
  if (msg) {
    ui.message.textContent = t(msg.key, msg.params);
    ui.message.dataset.kind = msg.kind;
  } else {
    ui.message.textContent = over
      ? t('hint.over')
      : page.selection.length > 1
        ? t('hint.jumping')
        : page.selection.length === 1
          ? t('hint.selected', { square: page.selection[0] })
          : t('hint.start');
    ui.message.dataset.kind = 'hint';
  }

  // Marks on the board.
  /** @type {Map<number, Set<Mark>>} */
  const marks = new Map();
  /** @param {number} square @param {Mark} mark */
  const mark = (square, mark) => {
    if (!marks.has(square)) marks.set(square, new Set());
    marks.get(square)?.add(mark);
  };
  const last = history[history.length - 1];
  if (last) for (const s of last.path) mark(s, 'last');
  for (const s of status.mustCapture) mark(s, 'capture');
  for (const s of page.selection) mark(s, 'selected');
  for (const s of takenSoFar()) mark(s, 'taken');
  for (const s of nextLandings()) mark(s, 'target');

  /** @type {Record<Mark, Key>} */
  const markWords = {
    selected: 'mark.selected',
    target: 'mark.target',
    capture: 'mark.capture',
    taken: 'mark.taken',
    last: 'mark.last',
  };
  const info = variantInfo(game.variant);
  page.board.render({
    pieces: game.board(),
    marks,
    inert: over,
    boardLabel: t('board.label', {
      side: sideName(page.flipped ? 'black' : 'white'),
      rows: info.rows,
      columns: info.columns,
      first: info.firstSquare,
      last: info.firstSquare + info.squares - 1,
    }),
    label: (square, piece, squareMarks) => {
      const pieceKey = `piece.${piece?.side}.${piece?.role}`;
      const base = piece
        ? t('square.piece', {
            square,
            piece: pieceKey in STRINGS.en ? t(/** @type {Key} */ (pieceKey)) : `${piece.side} ${piece.role}`,
          })
        : t('square.empty', { square });
      return [base, ...[...squareMarks].map((m) => t(markWords[m]))].join(', ');
    },
  });

  // Buttons: each is shown only when its action is possible.
  ui.undo.disabled = history.length === 0 && !over;
  ui.draw.hidden = over || history.length === 0 || game.options().agreement !== 'on';
  const claimable = over ? [] : status.claimable;
  ui.claim.hidden = claimable.length === 0;
  if (claimable.length > 0) {
    ui.claim.dataset.kind = claimable[0];
    ui.claim.textContent = t(/** @type {Key} */ (`button.claim.${claimable[0]}`));
  }

  renderRules(game.variant);
  renderMoves(history, status, game.options().first);
}

/**
 * The move list, a row per turn pair, each row starting with the side the rules let move first.
 * @param {import('../../bindings-js/js/index.js').Move[]} history
 * @param {import('../../bindings-js/js/index.js').Status} status
 * @param {string | undefined} leading  the side that moves first under the game's options
 */
function renderMoves(history, status, leading) {
  const t = page.t;
  // Who moved first follows from the side to move now and the number of moves.
  const first = history.length % 2 === 0 ? status.turn : other(status.turn);
  /** @type {string[]} */
  const plies = history.map((m) => m.notation);
  if (leading !== undefined && first !== leading) plies.unshift('…');
  const items = [];
  for (let i = 0; i < plies.length; i += 2) {
    const li = document.createElement('li');
    li.textContent = plies.slice(i, i + 2).join('  ');
    items.push(li);
  }
  // Ends that are events rather than moves; a draw by a rule is told by the status line.
  if (status.state !== 'ongoing' && (status.reason === 'agreement' || status.reason === 'resignation')) {
    const li = document.createElement('li');
    li.className = 'event';
    li.textContent = t(status.reason === 'agreement' ? 'moves.event.agree' : 'moves.event.resign');
    items.push(li);
  }
  if (items.length === 0) {
    const li = document.createElement('li');
    li.className = 'none';
    li.textContent = t('moves.none');
    items.push(li);
  }
  ui.moves.replaceChildren(...items);
}

// ---- actions ---------------------------------------------------------------------------------

/** Keeps the address bar equal to the game. @param {{ push?: boolean }} [how] */
function save(how) {
  if (page.game) writeFragment(page.game.toFragment(), how);
}

/** @param {Key} key @param {Record<string, string | number>} [params] */
const refuse = (key, params) => {
  page.message = { key, params, kind: 'refusal' };
};
/** @param {Key} key @param {Record<string, string | number>} [params] */
const inform = (key, params) => {
  page.message = { key, params, kind: 'info' };
};

/** A square was clicked or activated with the keyboard. @param {number} square */
function activate(square) {
  const game = page.game;
  if (!game) return;
  page.message = null;
  const status = game.status();
  if (status.state !== 'ongoing') {
    refuse('refuse.over');
  } else if (page.selection.length === 0) {
    pick(square, status);
  } else if (nextLandings().has(square)) {
    extend(square);
  } else if (page.selection.length === 1 && square === page.selection[0]) {
    page.selection = [];
  } else if (page.selection.length === 1 && game.pieceAt(square) !== null) {
    // Another piece: pick it instead (or say why it cannot be picked).
    pick(square, status);
  } else {
    // Not a marked square: the package decides. It may still be a whole move (the last square of
    // a jump); otherwise its refusal is put in words.
    attempt([...page.selection, square]);
  }
  render();
}

/** @param {number} square @param {import('../../bindings-js/js/index.js').Status} status */
function pick(square, status) {
  const game = /** @type {Game} */ (page.game);
  const piece = game.pieceAt(square);
  page.selection = [];
  if (!piece) return refuse('refuse.empty', { turn: sideName(status.turn) });
  if (piece.side !== status.turn) return refuse('refuse.turn', { side: sideName(piece.side), turn: sideName(status.turn) });
  if (game.completions([square]).length === 0) {
    if (status.mustCapture.length > 0) {
      return refuse(textsOf(game.variant).capture, { squares: status.mustCapture.join(', ') });
    }
    return refuse('refuse.stuck', { square });
  }
  page.selection = [square];
}

/** The player chose the next landing square. @param {number} square */
function extend(square) {
  const game = /** @type {Game} */ (page.game);
  const prefix = [...page.selection, square];
  const rest = game.completions(prefix);
  if (rest.length === 1) {
    // Only one way to finish: the page plays the whole move.
    played(game.play(rest[0]));
  } else {
    page.selection = prefix;
  }
}

/** Asks the package to play a path; puts a refusal in words. @param {number[]} path */
function attempt(path) {
  const game = /** @type {Game} */ (page.game);
  try {
    played(game.play(path));
  } catch (err) {
    const code = /** @type {{ code?: string }} */ (err).code;
    const from = path[0];
    const to = path[path.length - 1];
    if (code === 'illegal_move') {
      const own = game.completions(path.slice(0, -1));
      const mustJump = own.length > 0 && own.every((m) => m.captures.length > 0);
      refuse(mustJump ? 'refuse.mustJump' : 'refuse.target', { from, to });
    } else if (code === 'ambiguous_move') {
      // Several routes end there: let the player choose them one square at a time.
      refuse('refuse.target', { from, to });
    } else {
      refuse('refuse.other', { detail: err instanceof Error ? err.message : String(err) });
    }
  }
}

/** After a move: clear the selection, write the address. @param {import('../../bindings-js/js/index.js').Move} move */
function played(move) {
  page.selection = [];
  const status = /** @type {Game} */ (page.game).status();
  // The side that moved is the one not to move now.
  const side = sideName(other(status.turn));
  inform(move.promotion === 'king' ? 'played.crown' : 'played', { side, move: move.notation });
  save();
  page.board?.focus(move.to);
}

function undo() {
  const game = page.game;
  if (!game) return;
  page.selection = [];
  try {
    const undone = game.undo();
    if (undone) inform('undone.move', { move: undone.notation });
    else inform('undone.event');
    save();
  } catch (err) {
    refuse('refuse.other', { detail: err instanceof Error ? err.message : String(err) });
  }
  render();
}

/** A new game of the variant chosen in the list; the rules (options) of the game on the board
 * carry over when it is the same variant. */
function newGame() {
  const old = page.game;
  const variant = ui.variant.value || old?.variant || 'english';
  /** @type {Record<string, string>} */
  let options = {};
  try {
    options = old && old.variant === variant ? old.options() : {};
  } catch {
    options = {};
  }
  page.game = new Game(variant, options);
  old?.free();
  page.error = null;
  page.selection = [];
  inform('newGame');
  save({ push: true });
  ensureBoard();
  render();
  page.board?.focus(page.board.focusable);
}

function declareDraw() {
  const game = page.game;
  if (!game) return;
  page.selection = [];
  try {
    game.agreeDraw();
    inform('draw.done');
    save();
  } catch (err) {
    refuse('refuse.other', { detail: err instanceof Error ? err.message : String(err) });
  }
  render();
}

function claimDraw() {
  const game = page.game;
  if (!game) return;
  const kind = ui.claim.dataset.kind === 'move_limit' ? 'move_limit' : 'repetition';
  try {
    game.claimDraw(kind);
    page.message = null;
    save();
  } catch (err) {
    refuse('refuse.other', { detail: err instanceof Error ? err.message : String(err) });
  }
  render();
}

async function copyLink() {
  const game = page.game;
  if (!game) return;
  const link = shareLink(game.toFragment());
  ui.copyField.value = link;
  try {
    if (!navigator.clipboard || typeof navigator.clipboard.writeText !== 'function') {
      throw new Error('no clipboard');
    }
    await navigator.clipboard.writeText(link);
    ui.copyFallback.hidden = true;
    inform('copy.done');
    render();
  } catch {
    // No clipboard here (an insecure origin, a refused permission): show the link to copy by hand.
    ui.copyFallback.hidden = false;
    inform('copy.fallback');
    render();
    ui.copyField.focus();
    ui.copyField.select();
  }
}

/** Reads the game from the address (first load, a pasted link, Back after a new game). */
function loadFromAddress() {
  const fragment = fragmentOf(location);
  if (page.game && page.game.toFragment() === fragment) return;
  const { game, error } = gameFrom(Game, fragment);
  page.game?.free();
  page.game = game;
  page.error = error;
  page.selection = [];
  page.message = null;
  ui.copyFallback.hidden = true;
  if (game && fragment === '') save();
  ensureBoard();
  render();
}

/** Draws the board of the game's variant: made once, redrawn when the variant changes. */
function ensureBoard() {
  if (!page.game) return;
  const variant = page.game.variant;
  ui.variant.value = variant;
  if (page.board && page.boardVariant === variant) return;
  page.boardVariant = variant;
  if (page.board) {
    page.board.setLayout(boardLayout(variant));
    return;
  }
  page.board = new BoardView(ui.board, boardLayout(variant), {
    onActivate: activate,
    onCancel: () => {
      if (page.selection.length > 0) {
        page.selection = [];
        page.message = null;
        render();
      }
    },
  });
  page.board.setFlipped(page.flipped);
}

// ---- start -----------------------------------------------------------------------------------

async function main() {
  const query = new URLSearchParams(location.search).get('lang');
  setLanguage(pickLanguage(query, navigator.languages ?? [navigator.language]));
  ui.lang.addEventListener('click', () => {
    const lang = page.lang === 'en' ? 'es' : 'en';
    writeQuery('lang', lang);
    setLanguage(lang);
    render();
  });
  try {
    await init();
  } catch (err) {
    ui.status.textContent = page.t('loadFailed', { detail: err instanceof Error ? err.message : String(err) });
    ui.status.dataset.state = 'failed';
    return;
  }
  fillVariants();
  ui.undo.addEventListener('click', undo);
  ui.newGame.addEventListener('click', newGame);
  ui.badNew.addEventListener('click', newGame);
  ui.draw.addEventListener('click', declareDraw);
  ui.claim.addEventListener('click', claimDraw);
  ui.copy.addEventListener('click', () => void copyLink());
  ui.copyField.addEventListener('focus', () => ui.copyField.select());
  ui.flip.addEventListener('click', () => {
    page.flipped = !page.flipped;
    ui.flip.setAttribute('aria-pressed', String(page.flipped));
    page.board?.setFlipped(page.flipped);
    render();
  });
  window.addEventListener('hashchange', loadFromAddress);
  window.addEventListener('popstate', loadFromAddress);
  loadFromAddress();
  document.body.dataset.ready = 'true';
}

void main();
