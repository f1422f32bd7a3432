// Checkers for two and Chess for two: the controller of both pages (the page's <body data-family>
// says which family of games it plays). It routes clicks and keys to the package and shows what the
// package says. Every rule decision (legal moves, the rest of a multi-jump, the pieces that must
// capture, who won and why, repetitions, move numbers, the fragment) and the board of each game (its
// rows, columns, square numbers and names, how it is shaded and labelled: `game.geometry()`) comes
// from the damero package.

import { BoardView, disc } from './board.js';
import { STRINGS, pickLanguage, translator } from './i18n.js';
import { gameFrom, hashOf, joinHash, readablePrefix, shareLink, splitHash, writeFragment, writeQuery } from './state.js';

/**
 * The family of games this page plays (`<body data-family>`). The page loads only that family's
 * entry of the package, `damero/draughts` or `damero/chess`, each with its own WebAssembly: the
 * checkers page never downloads chess, nor the chess page draughts. It imports the package's
 * files as a user's page gets them (`dist/`, minified by scripts/build-wasm).
 */
const FAMILY = document.body.dataset.family === 'chess' ? 'chess' : 'draughts';
const { default: init, Game, squareName, variant: variantInfo, variants } =
  FAMILY === 'chess'
    ? await import('../../bindings-js/dist/chess.js')
    : await import('../../bindings-js/dist/draughts.js');

/** @typedef {import('./i18n.js').Lang} Lang */
/** @typedef {import('./i18n.js').Key} Key */
/** @typedef {import('./board.js').Mark} Mark */
/** @typedef {import('./board.js').Piece} Piece */
/** @typedef {'black' | 'white'} Side */
/** @typedef {import('./board.js').Motion} Motion */
/** @typedef {import('../../bindings-js/js/index.js').Game} Game */
/** @typedef {import('../../bindings-js/js/index.js').Move} Move */
/** @typedef {import('../../bindings-js/js/index.js').Status} Status */
/** @typedef {{ key: Key, params?: Record<string, string | number>, kind: 'info' | 'refusal' }} Message */

/** @param {string} id */
function $(id) {
  const el = document.getElementById(id);
  if (!el) throw new Error(`the page has no #${id}`);
  return el;
}

const ui = {
  game: $('game'),
  header: /** @type {HTMLElement} */ (document.querySelector('header')),
  boardArea: $('board-area'),
  status: $('status'),
  notice: $('notice'),
  message: $('message'),
  board: $('board'),
  play: $('play'),
  badLink: $('bad-link'),
  badDetail: $('bad-detail'),
  badNew: /** @type {HTMLButtonElement} */ ($('bad-new')),
  badPrefix: $('bad-prefix'),
  badOpen: /** @type {HTMLButtonElement} */ ($('bad-open')),
  prompt: $('prompt'),
  promptText: $('prompt-text'),
  resign: /** @type {HTMLButtonElement} */ ($('resign')),
  resignYes: /** @type {HTMLButtonElement} */ ($('resign-yes')),
  resignNo: /** @type {HTMLButtonElement} */ ($('resign-no')),
  acceptDraw: /** @type {HTMLButtonElement} */ ($('accept-draw')),
  declineDraw: /** @type {HTMLButtonElement} */ ($('decline-draw')),
  viewBack: /** @type {HTMLButtonElement} */ ($('view-back')),
  controls: $('controls'),
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
  copyFile: /** @type {HTMLButtonElement} */ ($('copy-file')),
  open: /** @type {HTMLButtonElement} */ ($('open')),
  fileFallback: $('file-fallback'),
  fileLabel: $('file-label'),
  fileField: /** @type {HTMLTextAreaElement} */ ($('file-field')),
  moves: $('moves'),
  movesSection: $('moves-section'),
  lang: /** @type {HTMLButtonElement} */ ($('lang')),
  /** The Chess960 start number (the chess page only). */
  start: /** @type {HTMLInputElement | null} */ (document.getElementById('start')),
  /** The promotion choice (the chess page only). */
  promoteButtons: /** @type {HTMLButtonElement[]} */ ([...document.querySelectorAll('button[data-promote]')]),
  promoteCancel: document.getElementById('promote-cancel'),
};

/**
 * @typedef {object} PageState
 * @property {Lang} lang
 * @property {ReturnType<typeof translator>} t
 * @property {Game | null} game              the game in the address
 * @property {Error | null} error            why the address holds no game
 * @property {{ game: Game, count: number, last: string } | null} recover   a broken link's readable start
 * @property {number[]} selection            the picked piece and the landings chosen so far
 * @property {Message | null} message        the feedback line
 * @property {boolean} flipped
 * @property {BoardView | null} board
 * @property {string | null} boardKey      the variant and size of the board drawn
 * @property {Side | null} offer             the side whose draw offer waits for an answer
 * @property {boolean} confirmResign         the resignation waits for its confirmation
 * @property {number | null} view            the number of moves of the earlier position shown, if any
 * @property {Game | null} viewGame          that position (a copy of the game, moves taken back)
 * @property {Motion | null} motion          a piece to show travelling at the next drawing
 * @property {string} fitted                 what the board size was fitted to
 * @property {Move[] | null} promotion       the promotion moves waiting for the player's choice
 */
/** @type {PageState} */
const page = {
  lang: 'en',
  t: translator('en'),
  game: null,
  error: null,
  recover: null,
  selection: [],
  message: null,
  flipped: false,
  board: null,
  boardKey: null,
  offer: null,
  confirmResign: false,
  view: null,
  viewGame: null,
  motion: null,
  fitted: '',
  promotion: null,
};

/**
 * The texts that describe a variant's rules (the page's words; the rules themselves are the
 * package's): which list of rules it shows and how it words a refused capture. A variant the page
 * has no words for yet shows no list of rules and the plain wording.
 * @typedef {{ rules: string | null, capture: Key }} VariantTexts
 * @type {Record<string, VariantTexts>}
 */
const VARIANT_TEXTS = {
  english: { rules: 'english', capture: 'refuse.capture' },
  brazilian: { rules: 'flying', capture: 'refuse.captureMost' },
  international: { rules: 'flying', capture: 'refuse.captureMost' },
  russian: { rules: 'russian', capture: 'refuse.capture' },
  pool: { rules: 'pool', capture: 'refuse.capture' },
  italian: { rules: 'italian', capture: 'refuse.captureMost' },
  spanish: { rules: 'spanish', capture: 'refuse.captureMost' },
  czech: { rules: 'czech', capture: 'refuse.capture' },
  thai: { rules: 'thai', capture: 'refuse.capture' },
  turkish: { rules: 'turkish', capture: 'refuse.captureMost' },
  frisian: { rules: 'frisian', capture: 'refuse.captureMost' },
  chess: { rules: 'chess', capture: 'refuse.capture' },
  chess960: { rules: 'chess', capture: 'refuse.capture' },
};
const CHESS = FAMILY === 'chess';
/** The game file this page writes: PGN for chess, PDN for draughts (the package's toPgn, toPdn). */
const FILE_FORMAT = CHESS ? 'PGN' : 'PDN';
/** The game of an address without a fragment. */
const DEFAULT_VARIANT = CHESS ? 'chess' : 'english';

/** What the page reads once per variant from a new game of it, as the package sets it up: whether
 * its moves name squares (c3-d4, Nf3) rather than number them, from the notation of a first move.
 * @type {Map<string, {algebraic: boolean}>} */
const startFactsCache = new Map();
/** @param {string} variant */
function startFacts(variant) {
  let known = startFactsCache.get(variant);
  if (known === undefined) {
    const game = new Game(variant);
    try {
      known = { algebraic: /^[a-zA-Z]/.test(game.legalMoves()[0]?.notation ?? '') };
    } finally {
      game.free();
    }
    startFactsCache.set(variant, known);
  }
  return known;
}
/** Whether a variant writes its moves with square names rather than numbers. @param {string} variant */
const algebraic = (variant) => startFacts(variant).algebraic;
/** The name of a square on the board of `game` (from its geometry). @param {Game} game @param {number} square */
function nameOf(game, square) {
  const board = game.geometry();
  return board.cells[square - board.firstSquare]?.name ?? String(square);
}
/** A square as the variant on the board writes it: its number, or its name. @param {number} square */
function sq(square) {
  const game = page.game;
  if (!game) return algebraic(DEFAULT_VARIANT) ? squareName(DEFAULT_VARIANT, square) : String(square);
  return algebraic(game.variant) ? nameOf(game, square) : String(square);
}

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
  document.title = page.t(CHESS ? 'chess.title' : 'title');
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
  ui.copyFile.textContent = page.t('button.copyFile', { format: FILE_FORMAT });
  ui.fileLabel.textContent = page.t('copyFile.label', { format: FILE_FORMAT });
  page.fitted = '';
}

/** A variant in the chooser: its name and its board, e.g. "International draughts, 10×10". @param {string} name */
function variantChoice(name) {
  const { rows, columns, family } = variantInfo(name);
  return family === 'chess' ? variantName(name) : `${variantName(name)}, ${rows}×${columns}`;
}


/** The variant chooser: every draughts variant the package has. */
function fillVariants() {
  const options = variants()
    .filter((v) => v.family === FAMILY)
    .map((v) => {
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
  const keys = [1, 2, 3, 4, 5]
    .map((n) => `rules.${set}.${n}`)
    .filter((key) => key in STRINGS.en);
  if (set !== 'english' && set !== 'flying' && set !== 'chess') keys.push('rules.end');
  const params = {
    variant: variantName(variant, 'name'),
    squares: info.squares,
    rows: info.rows,
    columns: info.columns,
  };
  const items = keys.map((key) => {
    const li = document.createElement('li');
    li.textContent = page.t(/** @type {Key} */ (key), params);
    return li;
  });
  ui.rules.replaceChildren(...items);
}

// ---- fitting the first screen ----------------------------------------------------------------

/** Board beside the panel (landscape screens) rather than above it. Kept equal to style.css. */
const SIDE_BY_SIDE = '(orientation: landscape) and (min-width: 40rem)';
/** The smallest board the page draws, in CSS pixels, however small the window. */
const MIN_BOARD = 240;

/**
 * Sizes the board so that it, the status line, the feedback line and the main buttons fit in the
 * window: beside the panel, as tall as the window allows; above it, as large as the width and the
 * height left by the panel allow. The panel is measured with every button and a prompt shown
 * (but for the rare draw claim), so the board keeps its size whatever the game state: it never
 * moves under the player's finger. It is refitted only when the window or the language changes.
 */
function fitBoard() {
  if (ui.play.hidden) return;
  const key = `${innerWidth}x${innerHeight}:${page.lang}`;
  if (key === page.fitted) return;
  page.fitted = key;
  const side = matchMedia(SIDE_BY_SIDE).matches;
  ui.game.classList.add('measuring');
  const game = ui.game.getBoundingClientRect();
  const area = ui.boardArea.getBoundingClientRect();
  const play = ui.play.getBoundingClientRect();
  const controls = ui.controls.getBoundingClientRect();
  const gap = parseFloat(getComputedStyle(ui.game).rowGap) || 0;
  // The panel's least width, a length in rem in style.css.
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const panelMin = (parseFloat(getComputedStyle(ui.game).getPropertyValue('--panel-min')) || 0) * rem;
  ui.game.classList.remove('measuring');
  const top = area.top + scrollY;
  const bottomRoom = 8;
  let width;
  let height;
  if (side) {
    width = game.width - panelMin - (parseFloat(getComputedStyle(ui.game).columnGap) || 0);
    height = innerHeight - top - bottomRoom;
  } else {
    width = game.width;
    height = innerHeight - top - gap - (controls.bottom - play.top) - bottomRoom;
  }
  const size = Math.floor(Math.max(MIN_BOARD, Math.min(width, height)));
  ui.game.style.setProperty('--board', `${size}px`);
}

/** Keeps the status line on one line: a long sentence is drawn smaller, never wrapped. */
function fitStatus() {
  const el = ui.status;
  el.style.fontSize = '';
  let size = parseFloat(getComputedStyle(el).fontSize);
  const floor = size * 0.7;
  while (el.scrollWidth > el.clientWidth + 1 && size > floor) {
    size -= 1;
    el.style.fontSize = `${size}px`;
  }
}

// ---- what the board shows --------------------------------------------------------------------

/**
 * Chess: the legal moves of the picked piece, by the square the player clicks to make them (the
 * move's `target`, from the package: for a castling the king's landing square, or in Chess960 the
 * square of the rook it castles with). A pawn that promotes has four moves on one square.
 * @returns {Map<number, Move[]>}
 */
function chessTargets() {
  const game = page.game;
  const from = page.selection[0];
  /** @type {Map<number, Move[]>} */
  const map = new Map();
  if (!game || from === undefined) return map;
  for (const move of game.legalMoves()) {
    if (move.from !== from || move.target === null) continue;
    map.set(move.target, [...(map.get(move.target) ?? []), move]);
  }
  return map;
}

/** The squares a picked piece may land on next, from the package's completions. */
function nextLandings() {
  const game = page.game;
  const sel = page.selection;
  if (!game || sel.length === 0) return new Set();
  if (CHESS) return new Set(chessTargets().keys());
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

/** The status line: whose turn it is, or who won and why. @param {Status} status */
function statusLine(status) {
  const t = page.t;
  if (status.state === 'win' && status.winner) {
    const key = /** @type {Key} */ (`win.${status.reason}` in STRINGS.en ? `win.${status.reason}` : 'win.other');
    return t(key, { winner: sideName(status.winner), loser: sideName(other(status.winner)) });
  }
  if (status.state === 'draw') {
    return t(/** @type {Key} */ (`draw.${status.reason}` in STRINGS.en ? `draw.${status.reason}` : 'draw.other'), {
      side: sideName(status.turn),
    });
  }
  const key = status.mustCapture.length > 0 ? 'turn.capture' : status.inCheck ? 'turn.check' : 'turn';
  return t(key, { side: sideName(status.turn) });
}

function render() {
  const t = page.t;
  ui.badLink.hidden = page.error === null;
  ui.play.hidden = page.game === null;
  ui.boardArea.hidden = page.game === null;
  ui.game.dataset.mode = page.game ? 'game' : 'message';
  if (page.error) {
    ui.badDetail.textContent = t('bad.detail', { detail: page.error.message });
    const recover = page.recover;
    ui.badPrefix.hidden = ui.badOpen.hidden = recover === null;
    if (recover) {
      ui.badPrefix.textContent = t('bad.prefix', { number: recover.count, move: recover.last });
      ui.badOpen.textContent = t('bad.open', { number: recover.count });
    }
  }
  const game = page.game;
  ui.status.hidden = game === null;
  if (!game || !page.board) {
    ui.status.textContent = '';
    ui.notice.hidden = true;
    ui.moves.replaceChildren();
    return;
  }
  fitBoard();
  const status = game.status();
  const history = game.history();
  const over = status.state !== 'ongoing';
  const viewing = page.viewGame !== null;
  const shown = page.viewGame ?? game;

  ui.status.textContent = statusLine(status);
  ui.status.dataset.state = status.state;
  ui.status.dataset.turn = status.turn;
  fitStatus();

  // Warnings of draw rules in "warn" mode: the game goes on.
  const notices = [];
  if (status.warnings.includes('repetition')) notices.push(t('notice.repetition', { count: status.repetitions }));
  if (status.warnings.includes('move_limit')) notices.push(t('notice.move_limit', { plies: status.reversiblePlies }));
  if (status.warnings.includes('endgame')) notices.push(t('notice.endgame', { plies: status.endgamePlies }));
  ui.notice.textContent = notices.join(' ');
  ui.notice.hidden = notices.length === 0 || viewing;

  // The feedback line: the last refusal or what just happened, else a hint.
  const msg = page.message;
  if (msg) {
    ui.message.textContent = t(msg.key, msg.params);
    ui.message.dataset.kind = msg.kind;
  } else {
    ui.message.textContent = over
      ? t('hint.over')
      : page.promotion
        ? t('hint.promote')
        : page.selection.length > 1
          ? t('hint.jumping')
          : page.selection.length === 1
            ? t('hint.selected', { square: sq(page.selection[0]) })
            : status.mustCapture.length > 0
              ? t('hint.capture')
              : t(CHESS ? 'hint.chess' : 'hint.start');
    ui.message.dataset.kind = 'hint';
  }

  // A question waiting for an answer: going back from an earlier position, a resignation to
  // confirm, a draw offer to accept or decline.
  const offer = !over && page.offer !== null ? page.offer : null;
  const prompt = viewing
    ? 'view'
    : page.promotion && !over
      ? 'promote'
      : page.confirmResign && !over
        ? 'resign'
        : offer
          ? 'offer'
          : null;
  ui.prompt.hidden = prompt === null;
  ui.prompt.dataset.kind = prompt ?? '';
  ui.viewBack.hidden = prompt !== 'view';
  ui.resignYes.hidden = ui.resignNo.hidden = prompt !== 'resign';
  ui.acceptDraw.hidden = ui.declineDraw.hidden = prompt !== 'offer';
  for (const b of ui.promoteButtons) b.hidden = prompt !== 'promote';
  if (ui.promoteCancel) ui.promoteCancel.hidden = prompt !== 'promote';
  if (prompt === 'view' && page.view !== null) {
    const move = shown.history()[page.view - 1];
    const { number, side } = plyInfo(numbering(game, history, status), page.view - 1);
    ui.promptText.textContent = t('view.text', { side: sideName(side), number, move: move?.notation ?? '' });
  } else if (prompt === 'promote' && page.promotion) {
    ui.promptText.textContent = t('promote.text', { square: sq(page.promotion[0].target ?? page.selection[0]) });
  } else if (prompt === 'resign') {
    ui.promptText.textContent = t('resign.confirm', { side: sideName(status.turn), other: sideName(other(status.turn)) });
  } else if (prompt === 'offer' && offer) {
    ui.promptText.textContent = t('offer.pending', { side: sideName(offer), other: sideName(other(offer)) });
  }

  // Marks on the board.
  /** @type {Map<number, Set<Mark>>} */
  const marks = new Map();
  /** @param {number} square @param {Mark} mark */
  const mark = (square, mark) => {
    if (!marks.has(square)) marks.set(square, new Set());
    marks.get(square)?.add(mark);
  };
  const shownHistory = viewing ? shown.history() : history;
  const last = shownHistory[shownHistory.length - 1];
  if (last) {
    for (const s of last.path) mark(s, 'last');
    if (last.from !== null) mark(last.from, 'from');
    if (last.to !== null) mark(last.to, 'to');
  }
  /** @type {(Piece | null)[]} */
  const pieces = shown.board();
  const shownStatus = viewing ? shown.status() : status;
  // The king in check, and the pieces that give it.
  if (shownStatus.checkedKing !== null) mark(shownStatus.checkedKing, 'check');
  for (const s of shownStatus.checkers) mark(s, 'checker');
  if (!viewing) {
    for (const s of status.mustCapture) mark(s, 'capture');
    for (const s of page.selection) mark(s, 'selected');
    for (const s of takenSoFar()) mark(s, 'taken');
    for (const s of nextLandings()) mark(s, 'target');
    if (CHESS && !over && page.selection.length === 0 && !page.promotion) {
      for (const m of game.legalMoves()) if (m.from !== null) mark(m.from, 'movable');
    }
    // During a multi-jump the piece is drawn on its current landing.
    const sel = page.selection;
    if (sel.length > 1) {
      const first = game.geometry().firstSquare;
      const piece = pieces[sel[0] - first];
      pieces[sel[0] - first] = null;
      pieces[sel[sel.length - 1] - first] = piece;
    }
  }

  /** @type {Partial<Record<Mark, Key>>} */
  const markWords = {
    selected: 'mark.selected',
    target: 'mark.target',
    capture: 'mark.capture',
    taken: 'mark.taken',
    last: 'mark.last',
    movable: 'mark.movable',
    check: 'mark.check',
    checker: 'mark.checker',
  };
  const info = game.geometry();
  page.board.render(
    {
      pieces,
      marks,
      inert: over || viewing,
      boardLabel: t(algebraic(game.variant) ? 'board.labelNames' : 'board.label', {
        side: sideName(page.flipped ? 'black' : 'white'),
        rows: info.rows,
        columns: info.columns,
        first: info.firstSquare,
        last: info.lastSquare,
        lastFile: String.fromCharCode(96 + info.columns),
      }),
      label: (square, piece, squareMarks) => {
        const pieceKey = `piece.${piece?.side}.${piece?.role}`;
        const base = piece
          ? t('square.piece', {
              square: sq(square),
              piece: pieceKey in STRINGS.en ? t(/** @type {Key} */ (pieceKey)) : `${piece.side} ${piece.role}`,
            })
          : t('square.empty', { square: sq(square) });
        const words = [...squareMarks].map((m) => markWords[m]).filter((k) => k !== undefined);
        return [base, ...words.map((k) => t(/** @type {Key} */ (k)))].join(', ');
      },
    },
    page.motion,
  );
  page.motion = null;

  // Buttons: each is shown only when its action is possible; the game's own buttons rest while
  // an earlier position is shown.
  const options = game.options();
  ui.undo.disabled = viewing || (!game.canUndo() && page.offer === null);
  ui.draw.hidden = over || history.length === 0 || options.agreement !== 'on' || page.offer !== null;
  ui.resign.hidden = over || options.resignation !== 'on';
  const claimable = over ? [] : status.claimable;
  ui.claim.hidden = claimable.length === 0;
  if (claimable.length > 0) {
    ui.claim.dataset.kind = claimable[0];
    const chessKey = `button.claim.chess.${claimable[0]}`;
    ui.claim.textContent = t(/** @type {Key} */ (CHESS && chessKey in STRINGS.en ? chessKey : `button.claim.${claimable[0]}`));
  }
  for (const b of [ui.draw, ui.resign, ui.claim]) b.disabled = viewing || page.confirmResign;

  renderRules(game.variant);
  renderMoves(game, history, status);
}

/**
 * How plies are numbered in a game: the side that played the first move, and the package's number
 * of each ply (`game.moveNumber`: 1 first, or a chess FEN's own move number, "… 0 30" numbering
 * the first move 30; one more after each move of the side that does not lead the rows).
 * @param {Game} game @param {Move[]} history @param {Status} status
 */
function numbering(game, history, status) {
  const first = history.length % 2 === 0 ? status.turn : other(status.turn);
  return { game, first };
}

/**
 * The turn number and side of a ply (0 = the first move played), and whether it leads its row:
 * the number does not grow after a move of the side that leads the rows (the one the options let
 * move first; a first row that another side opens starts with a gap, "1. … e5").
 * @param {ReturnType<typeof numbering>} n @param {number} index
 */
function plyInfo(n, index) {
  const side = index % 2 === 0 ? n.first : other(n.first);
  const number = n.game.moveNumber(index) ?? 0;
  return { number, side, leads: n.game.moveNumber(index + 1) === number };
}

/**
 * The move list: a row per turn (its number, then the move of the side the rules let move first,
 * then the other's), each move a button that shows the position after it. The latest move (or
 * the one shown) stays in view.
 * @param {Game} game @param {Move[]} history @param {Status} status
 */
function renderMoves(game, history, status) {
  const t = page.t;
  const n = numbering(game, history, status);
  /** @type {HTMLLIElement[]} */
  const items = [];
  /** @type {(HTMLElement | null)[]} */
  let cells = [];
  const flush = () => {
    if (cells.length === 0) return;
    const li = /** @type {HTMLLIElement} */ (items[items.length - 1]);
    if (cells[0] === null) {
      const gap = document.createElement('span');
      gap.className = 'gap';
      gap.textContent = '…';
      cells[0] = gap;
    }
    li.append(.../** @type {HTMLElement[]} */ (cells.filter((c) => c !== null)));
    cells = [];
  };
  history.forEach((move, index) => {
    const { number, side, leads } = plyInfo(n, index);
    if (index === 0 || leads) {
      flush();
      const li = document.createElement('li');
      const num = document.createElement('span');
      num.className = 'num';
      num.textContent = `${number}.`;
      li.append(num);
      items.push(li);
      cells = [null, null];
    }
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'ply';
    button.dataset.ply = String(index + 1);
    button.textContent = move.notation;
    button.setAttribute('aria-label', t('moves.show', { move: move.notation, side: sideName(side), number }));
    if (page.view === index + 1) button.setAttribute('aria-current', 'true');
    else if (page.view === null && index === history.length - 1) button.classList.add('latest');
    cells[leads ? 0 : 1] = button;
  });
  flush();
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
  const list = ui.moves;
  const current = list.querySelector('[aria-current="true"]');
  if (current instanceof HTMLElement) {
    const top = current.offsetTop; // the list is the buttons' offset parent
    if (top < list.scrollTop || top + current.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = top - list.clientHeight / 2;
    }
  } else {
    list.scrollTop = list.scrollHeight;
  }
}

// ---- actions ---------------------------------------------------------------------------------

/** Keeps the address bar equal to the game (and a pending draw offer). @param {{ push?: boolean }} [how] */
function save(how) {
  if (page.game) writeFragment(joinHash(page.game.toFragment(), { offer: page.offer }), how);
}

/** @param {Key} key @param {Record<string, string | number>} [params] */
const refuse = (key, params) => {
  page.message = { key, params, kind: 'refusal' };
};
/** @param {Key} key @param {Record<string, string | number>} [params] */
const inform = (key, params) => {
  page.message = { key, params, kind: 'info' };
};
/** @param {unknown} err */
const failed = (err) => refuse('refuse.other', { detail: err instanceof Error ? err.message : String(err) });

/** A square was clicked or activated with the keyboard. @param {number} square */
function activate(square) {
  const game = page.game;
  if (!game) return;
  page.message = null;
  page.confirmResign = false;
  const status = game.status();
  if (page.viewGame) {
    refuse('view.readonly');
  } else if (status.state !== 'ongoing') {
    refuse('refuse.over');
  } else if (CHESS) {
    activateChess(square, status);
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
  if (page.promotion) ui.promoteButtons[0]?.focus();
}

/** Chess: a click picks a piece, makes a move, or asks which piece a pawn becomes.
 * @param {number} square @param {Status} status */
function activateChess(square, status) {
  const game = /** @type {Game} */ (page.game);
  page.promotion = null;
  if (page.selection.length === 0) return pick(square, status);
  const from = page.selection[0];
  const moves = chessTargets().get(square);
  if (moves && moves.length === 1) return played(game.play(moves[0]));
  if (moves) {
    // A promotion: the player chooses the piece (the prompt's buttons).
    page.promotion = moves;
    return;
  }
  if (square === from) {
    page.selection = [];
    return;
  }
  const piece = game.pieceAt(square);
  if (piece && piece.side === status.turn) return pick(square, status);
  refuse('refuse.target', { from: sq(from), to: sq(square) });
}

/** Chess: the player chose the piece a pawn becomes. @param {string} role */
function promote(role) {
  const game = page.game;
  const move = page.promotion?.find((m) => m.promotion === role);
  page.promotion = null;
  if (!game || !move) return;
  page.message = null;
  try {
    played(game.play(move));
  } catch (err) {
    failed(err);
  }
  render();
}

/** Chess: the promotion choice was cancelled; the pawn stays picked. */
function cancelPromotion() {
  page.promotion = null;
  page.message = null;
  render();
  page.board?.focus(page.selection[0] ?? page.board.focusable);
}

/** @param {number} square @param {Status} status */
function pick(square, status) {
  const game = /** @type {Game} */ (page.game);
  const piece = game.pieceAt(square);
  page.selection = [];
  if (!piece) return refuse('refuse.empty', { turn: sideName(status.turn) });
  if (piece.side !== status.turn) return refuse('refuse.turn', { side: sideName(piece.side), turn: sideName(status.turn) });
  if (game.completions([square]).length === 0) {
    if (status.mustCapture.length > 0) {
      return refuse(textsOf(game.variant).capture, { squares: status.mustCapture.map(sq).join(', ') });
    }
    return refuse('refuse.stuck', { square: sq(square) });
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
    // The piece hops to its new landing and waits there for the next choice.
    page.motion = { path: [page.selection[page.selection.length - 1], square], captured: [] };
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
    const from = sq(path[0]);
    const to = sq(path[path.length - 1]);
    if (code === 'illegal_move') {
      const own = game.completions(path.slice(0, -1));
      const mustJump = own.length > 0 && own.every((m) => m.captures.length > 0);
      refuse(mustJump ? 'refuse.mustJump' : 'refuse.target', { from, to });
    } else if (code === 'ambiguous_move') {
      // Several routes end there: let the player choose them one square at a time.
      refuse('refuse.target', { from, to });
    } else {
      failed(err);
    }
  }
}

/** After a move: the piece travels from where it is drawn, the selection is cleared, a pending
 * draw offer lapses, the address is written. @param {Move} move */
function played(move) {
  // During a multi-jump the piece is already drawn on its last chosen landing.
  const at = Math.max(0, page.selection.length - 1);
  page.motion = { path: move.path.slice(at), captured: move.captures.slice(at) };
  page.selection = [];
  page.promotion = null;
  const status = /** @type {Game} */ (page.game).status();
  // The side that moved is the one not to move now.
  const side = sideName(other(status.turn));
  if (page.offer !== null) {
    page.offer = null;
    inform('played.lapsed', { side, move: move.notation });
  } else if (move.promotion && move.promotion !== 'king') {
    inform('played.promote', { side, move: move.notation, piece: page.t(/** @type {Key} */ (`role.${move.promotion}`)) });
  } else {
    inform(move.promotion === 'king' ? 'played.crown' : 'played', { side, move: move.notation });
  }
  save();
  if (move.to !== null) page.board?.focus(move.to);
}

function undo() {
  const game = page.game;
  if (!game) return;
  page.selection = [];
  page.promotion = null;
  page.confirmResign = false;
  if (page.offer !== null) {
    // The last thing that happened was the offer: take it back first.
    page.offer = null;
    inform('offer.withdrawn');
    save();
    render();
    return;
  }
  try {
    const undone = game.undo();
    if (undone) inform('undone.move', { move: undone.notation });
    else inform('undone.event');
    save();
  } catch (err) {
    failed(err);
  }
  render();
}

/** Leaves an earlier position for the game. */
function closeView() {
  page.viewGame?.free();
  page.viewGame = null;
  page.view = null;
}

/** Shows the position after `count` moves, read-only; the game's own position ends the view.
 * @param {number} count */
function showPosition(count) {
  const game = page.game;
  if (!game) return;
  closeView();
  page.selection = [];
  page.confirmResign = false;
  page.message = null;
  if (count < game.history().length) {
    const copy = game.clone();
    while (copy.history().length > count) copy.undo();
    page.viewGame = copy;
    page.view = count;
  }
  render();
  if (page.viewGame) ui.viewBack.focus();
}

function backToGame() {
  closeView();
  page.message = null;
  render();
  ui.moves.querySelector('.latest')?.scrollIntoView({ block: 'nearest' });
}

/** A new game of the variant chosen in the list; the rules (options) of the game on the board
 * carry over when it is the same variant. */
function newGame() {
  const old = page.game;
  const variant = ui.variant.value || old?.variant || DEFAULT_VARIANT;
  /** @type {Record<string, string>} */
  let options = {};
  try {
    options = old && old.variant === variant ? old.options() : {};
  } catch {
    options = {};
  }
  if (variant === 'chess960') {
    // A numbered start, or a random one; the package reads the number in a fragment (docs/fragment.md).
    const text = ui.start?.value.trim() ?? '';
    const number = text === '' ? Math.floor(Math.random() * 960) : Number(text);
    if (!Number.isInteger(number) || number < 0 || number > 959) {
      refuse('start.bad');
      render();
      ui.start?.focus();
      return;
    }
    page.game = Game.fromFragment(`v2/chess960/s:${number}`);
  } else {
    page.game = new Game(variant, options);
  }
  old?.free();
  clearTransient();
  inform('newGame');
  save({ push: true });
  ensureBoard();
  render();
  page.board?.focus(page.board.focusable);
}

/** Forgets everything that belongs to the game that was on the board. */
function clearTransient() {
  closeView();
  page.recover?.game.free();
  page.recover = null;
  page.error = null;
  page.selection = [];
  page.promotion = null;
  page.offer = null;
  page.confirmResign = false;
  page.message = null;
}

/** The player who just moved offers a draw; the other answers on this screen or through the link. */
function offerDraw() {
  const game = page.game;
  if (!game) return;
  const turn = game.status().turn;
  page.selection = [];
  page.offer = other(turn);
  inform('offer.sent', { other: sideName(turn) });
  save();
  render();
  ui.acceptDraw.focus();
}

function acceptDraw() {
  const game = page.game;
  if (!game) return;
  try {
    game.agreeDraw();
    page.offer = null;
    inform('draw.done');
    save();
  } catch (err) {
    failed(err);
  }
  render();
  ui.undo.focus();
}

function declineDraw() {
  const game = page.game;
  if (!game) return;
  page.offer = null;
  inform('offer.declined', { side: sideName(game.status().turn) });
  save();
  render();
  page.board?.focus(page.board.focusable);
}

function askResign() {
  page.selection = [];
  page.confirmResign = true;
  page.message = null;
  render();
  ui.resignNo.focus();
}

function resign() {
  const game = page.game;
  if (!game) return;
  page.confirmResign = false;
  try {
    game.resign(game.status().turn);
    page.offer = null;
    page.message = null;
    save();
  } catch (err) {
    failed(err);
  }
  render();
  ui.undo.focus();
}

function keepPlaying() {
  page.confirmResign = false;
  render();
  ui.resign.focus();
}

function claimDraw() {
  const game = page.game;
  if (!game) return;
  const kind = ui.claim.dataset.kind === 'move_limit' ? 'move_limit' : ui.claim.dataset.kind === 'endgame' ? 'endgame' : 'repetition';
  try {
    game.claimDraw(kind);
    page.offer = null;
    page.message = null;
    save();
  } catch (err) {
    failed(err);
  }
  render();
}

async function copyLink() {
  const game = page.game;
  if (!game) return;
  const link = shareLink(joinHash(game.toFragment(), { offer: page.offer }));
  ui.copyField.value = link;
  try {
    if (!navigator.clipboard || typeof navigator.clipboard.writeText !== 'function') {
      throw new Error('no clipboard');
    }
    await navigator.clipboard.writeText(link);
    ui.copyFallback.hidden = true;
    ui.fileFallback.hidden = true;
    inform('copy.done');
    render();
  } catch {
    // No clipboard here (an insecure origin, a refused permission): show the link to copy by hand.
    ui.copyFallback.hidden = false;
    ui.fileFallback.hidden = true;
    inform('copy.fallback');
    render();
    ui.copyField.focus();
    ui.copyField.select();
  }
}

/** Today as a game file dates a game: YYYY.MM.DD, the player's own calendar day. */
function fileDate() {
  const now = new Date();
  const two = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}.${two(now.getMonth() + 1)}.${two(now.getDate())}`;
}

/**
 * The game as a file, PGN or PDN as the package writes it: the page's name as the Event, its
 * address (without the game and the language) as the Site, today as the Date; the players' names
 * and the round are unknown ("?", written by the package).
 * @param {Game} game
 */
function gameFile(game) {
  const site = new URL(location.href);
  site.search = '';
  site.hash = '';
  const tags = { Event: page.t(CHESS ? 'chess.title' : 'title'), Site: site.href, Date: fileDate() };
  return CHESS ? game.toPgn(tags) : game.toPdn(tags);
}

/** Copies the game as PGN (chess) or PDN (draughts), with the feedback of the link's button. */
async function copyFile() {
  const game = page.game;
  if (!game) return;
  let text;
  try {
    text = gameFile(game);
  } catch (err) {
    failed(err);
    render();
    return;
  }
  ui.fileField.value = text;
  try {
    if (!navigator.clipboard || typeof navigator.clipboard.writeText !== 'function') {
      throw new Error('no clipboard');
    }
    await navigator.clipboard.writeText(text);
    ui.fileFallback.hidden = true;
    ui.copyFallback.hidden = true;
    inform('copyFile.done', { format: FILE_FORMAT });
    render();
  } catch {
    // No clipboard here: show the text to copy by hand, selected.
    ui.fileFallback.hidden = false;
    ui.copyFallback.hidden = true;
    inform('copyFile.fallback');
    render();
    ui.fileField.focus();
    ui.fileField.select();
  }
}

/** The dialog that opens a game file (open.js), loaded when it is first used. @type {Promise<typeof import('./open.js')> | null} */
let opener = null;
async function showOpenDialog() {
  opener ??= import('./open.js');
  const { showOpen } = await opener;
  showOpen({
    family: CHESS ? 'chess' : 'draughts',
    format: FILE_FORMAT,
    t: (key, params) => page.t(key, params),
    variantName: (name) => variantName(name),
    current: page.game?.variant ?? DEFAULT_VARIANT,
    open: openGame,
  });
}

/**
 * Puts a game read from a file on the board, as a new game (Back returns to the one before): its
 * variant is chosen as the variant list would, and the address carries it.
 * @param {string} fragment  the game, written by the package @param {Message} message  what the page says of it
 */
function openGame(fragment, message) {
  const game = Game.fromFragment(fragment);
  page.game?.free();
  page.game = game;
  clearTransient();
  ui.copyFallback.hidden = true;
  ui.fileFallback.hidden = true;
  page.message = message;
  save({ push: true });
  ensureBoard();
  render();
  page.board?.focus(page.board.focusable);
}

/** Opens a broken link's game up to its last legal move. */
function openReadable() {
  const recover = page.recover;
  if (!recover) return;
  page.recover = null;
  page.game?.free();
  page.game = recover.game;
  clearTransient();
  save();
  ensureBoard();
  render();
  page.board?.focus(page.board.focusable);
}

/** Reads the game from the address (first load, a pasted link, Back after a new game). */
function loadFromAddress() {
  const { fragment, state } = splitHash(hashOf(location));
  if (page.game && page.game.toFragment() === fragment && page.offer === state.offer) return;
  let { game, error } = gameFrom(Game, fragment, DEFAULT_VARIANT);
  if (game && variantInfo(game.variant).family !== FAMILY) {
    // A game the package knows but this page does not draw (chess): a link for another page.
    error = new Error(`"${game.variant}" is a game of the ${variantInfo(game.variant).family} family; this page plays ${FAMILY} only`);
    game.free();
    game = null;
  }
  page.game?.free();
  clearTransient();
  page.game = game;
  page.error = error;
  if (error) {
    const recover = readablePrefix(Game, fragment);
    if (recover && variantInfo(recover.game.variant).family === FAMILY) page.recover = recover;
    else recover?.game.free();
  }
  ui.copyFallback.hidden = true;
  ui.fileFallback.hidden = true;
  if (game && state.offer) {
    // An offer stands only where the rules allow a draw by agreement and it is the other
    // side's turn to answer it.
    const status = game.status();
    const standing =
      status.state === 'ongoing' &&
      game.history().length > 0 &&
      game.options().agreement === 'on' &&
      state.offer === other(status.turn);
    if (standing) page.offer = state.offer;
    else inform('offer.stale');
  }
  if (game && (fragment === '' || hashOf(location) !== joinHash(fragment, { offer: page.offer }))) save();
  ensureBoard();
  render();
}

/** Chess pieces: the solid figures of Unicode (text style, not emoji), white ones drawn light. */
const FIGURES = { king: '\u265A', queen: '\u265B', rook: '\u265C', bishop: '\u265D', knight: '\u265E', pawn: '\u265F' };
/** A chess piece. @param {Piece} piece */
function figure(piece) {
  const el = document.createElement('span');
  el.className = `piece figure ${piece.side} ${piece.role}`;
  el.setAttribute('aria-hidden', 'true');
  el.textContent = `${FIGURES[/** @type {keyof typeof FIGURES} */ (piece.role)] ?? '?'}\uFE0E`;
  return el;
}

/** How the board of a game looks, as its geometry says: chess squares in two tones with names at
 * the edge; a board of all playing squares (Turkish) in one tone; draughts on the dark squares with
 * their numbers or names. The page's own family draws the pieces (figures or discs).
 * @param {Game} game @returns {import('./board.js').Look} */
function lookOf(game) {
  const { shading, labels } = game.geometry();
  const named = algebraic(game.variant);
  return {
    shading: shading === 'checkered' ? 'checkered' : shading === 'plain' ? 'plain' : 'diagonal',
    name: (square) => (named ? nameOf(game, square) : String(square)),
    names: labels === 'edge' ? 'edge' : 'every',
    piece: CHESS ? figure : disc,
  };
}

/** The layout of a game's board for the board view: its size and where each square is drawn.
 * @param {Game} game @returns {import('./board.js').Layout} */
function layoutOf(game) {
  const { rows, columns, cells } = game.geometry();
  return { rows, columns, squares: [...cells] };
}

/** The Chess960 start number is asked for only when Chess960 is chosen. */
function showStart() {
  if (ui.start) ui.start.hidden = ui.variant.value !== 'chess960';
}

/** Draws the board of the game: made once, redrawn when the variant or the board's size changes. */
function ensureBoard() {
  const game = page.game;
  if (!game) return;
  const variant = game.variant;
  ui.variant.value = variant;
  showStart();
  const { rows, columns } = game.geometry();
  const key = `${variant}/${rows}x${columns}`;
  if (page.board && page.boardKey === key) return;
  page.boardKey = key;
  if (page.board) {
    page.board.setLayout(layoutOf(game), lookOf(game));
    return;
  }
  page.board = new BoardView(ui.board, layoutOf(game), {
    onActivate: activate,
    onCancel: () => {
      if (page.viewGame) {
        backToGame();
      } else if (page.selection.length > 0 || page.promotion) {
        page.selection = [];
        page.promotion = null;
        page.message = null;
        render();
      }
    },
  }, lookOf(game));
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
  ui.badOpen.addEventListener('click', openReadable);
  ui.draw.addEventListener('click', offerDraw);
  ui.acceptDraw.addEventListener('click', acceptDraw);
  ui.declineDraw.addEventListener('click', declineDraw);
  ui.resign.addEventListener('click', askResign);
  ui.resignYes.addEventListener('click', resign);
  ui.resignNo.addEventListener('click', keepPlaying);
  ui.viewBack.addEventListener('click', backToGame);
  ui.prompt.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    if (page.viewGame) backToGame();
    else if (page.promotion) cancelPromotion();
    else if (page.confirmResign) keepPlaying();
  });
  ui.moves.addEventListener('click', (e) => {
    const target = /** @type {Element | null} */ (e.target);
    const button = target?.closest('button[data-ply]');
    if (button instanceof HTMLButtonElement) showPosition(Number(button.dataset.ply));
  });
  ui.claim.addEventListener('click', claimDraw);
  for (const b of ui.promoteButtons) b.addEventListener('click', () => promote(b.dataset.promote ?? ''));
  ui.promoteCancel?.addEventListener('click', cancelPromotion);
  ui.variant.addEventListener('change', showStart);
  ui.copy.addEventListener('click', () => void copyLink());
  ui.copyField.addEventListener('focus', () => ui.copyField.select());
  ui.copyFile.addEventListener('click', () => void copyFile());
  ui.open.addEventListener('click', () => void showOpenDialog());
  ui.flip.addEventListener('click', () => {
    page.flipped = !page.flipped;
    ui.flip.setAttribute('aria-pressed', String(page.flipped));
    page.board?.setFlipped(page.flipped);
    render();
  });
  window.addEventListener('hashchange', loadFromAddress);
  window.addEventListener('popstate', loadFromAddress);
  window.addEventListener('resize', () => {
    page.fitted = '';
    if (page.game) render();
  });
  loadFromAddress();
  document.body.dataset.ready = 'true';
}

void main();
