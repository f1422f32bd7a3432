// The one controller of the four pages for two: "Checkers for two" (index.html, every draughts
// family), "Chess for two" (chess.html, chess and Chess960), "Reversi for two" (reversi.html) and
// "Connect Four for two" (connect4.html). Each page is a short HTML file over <damero-board>,
// which draws the board, takes the moves and knows the rules through the package; this file
// keeps the game in the address after '#', says whose turn it is and how the game ended, and
// holds what is particular to a page: new game (asked first) and rematch, undo, copy a link,
// turn the board (once, or to the side to move after every move), draws offered and accepted
// (carried by the link), claims beside the words that say they may be made, resignation for
// either side, the move list stepped back and forth (earlier positions read-only), the variant
// chooser and the Chess960 start number, the pieces taken and the material, the score, the
// game as PGN or PDN (copied, or opened from a file: open.js), and the words in English and
// Spanish (words/en.js, words/es.js, one loaded at a time, with what only the page says,
// words/PAGE.en.js or words/PAGE.es.js; the English ones come in the page's script).
//
// The page's own part of the address: after the game's fragment, `~offer=black` (or white) says
// that side offered a draw not yet answered. The fragment grammar (docs/fragment.md) has no '~',
// so the part is cut off before the package reads the fragment.

import { figure, localNotation, variantOfFragment } from '../../bindings-js/dist/board.js';

/** @typedef {import('../../bindings-js/board/board.js').DameroBoard} DameroBoard */
/** @typedef {import('../../bindings-js/js/index.js').Game} Game */
/** @typedef {import('../../bindings-js/js/index.js').Move} Move */
/** @typedef {import('../../bindings-js/js/index.js').Status} Status */
/** @typedef {typeof import('./words/en.js').default & typeof import('./words/index.en.js').default & typeof import('./words/chess.en.js').default & typeof import('./words/reversi.en.js').default & typeof import('./words/connect4.en.js').default} Words */
/** @typedef {keyof Words} Key */
/** @typedef {'black' | 'white'} Side */
/** @typedef {'index' | 'chess' | 'reversi' | 'connect4'} PageName */

/** The variants of each page, its first the game of an address without one. @type {Record<PageName, string[]>} */
const PAGES = {
  index: ['english', 'brazilian', 'international', 'russian', 'pool', 'italian', 'spanish', 'czech', 'thai', 'turkish', 'frisian'],
  chess: ['chess', 'chess960'],
  reversi: ['reversi'],
  connect4: ['connect4'],
};
// The page, from its `<body data-page>`; build.mjs writes it in as a constant in each page's own
// script, so that the minifier leaves out what only the other pages do.
const PAGE = /** @type {PageName} */ (document.body.dataset.page ?? 'index');
const VARIANTS = PAGES[PAGE];
/** The page of a variant, or null for a name no page plays. @param {string} variant @returns {PageName | null} */
const pageOf = (variant) => /** @type {PageName[]} */ (Object.keys(PAGES)).find((p) => PAGES[p].includes(variant)) ?? null;
/** The file of a page. @param {PageName} page */
const fileOf = (page) => `${page}.html`;
/** Chess games from this page never end by themselves on repetition or the fifty-move rule: the players claim. */
const CHESS_OPTIONS = 'o:repetition=claim3,move_limit=claim50m';
/** The game file this page writes and reads, if any. */
const FORMAT = PAGE === 'chess' ? 'PGN' : PAGE === 'index' ? 'PDN' : null;
/** Chess values of the pieces, for the material balance. @type {Record<string, number>} */
const VALUES = { pawn: 1, knight: 3, bishop: 3, rook: 5, queen: 9, king: 0 };

const board = /** @type {DameroBoard} */ (document.getElementById('board'));
/** @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
/** @param {string} id */
const button = (id) => /** @type {HTMLButtonElement} */ (document.getElementById(id));

/**
 * The words of a language: those of every page, what only this page says (each page downloads
 * only its own), and in Spanish the element's own words, which build.mjs leaves out of the
 * element in each page's script (an English page never downloads them). build.mjs bundles the
 * English ones into the page's script.
 */
const LOADERS = {
  en: () => Promise.all([import('./words/en.js'), import(`./words/${PAGE}.en.js`), null]),
  es: () => Promise.all([import('./words/es.js'), import(`./words/${PAGE}.es.js`), import('../../bindings-js/board/es.js')]),
};
/** @type {'en' | 'es'} */
let lang = 'en';
/** @type {Words} */
let words;

/** The query that keeps the page's language on a link to a page: Spanish, or a language the player chose. */
const langQuery = () => (lang === 'es' || new URLSearchParams(location.search).has('lang') ? `?lang=${lang}` : '');

/** A sentence: `{x}` takes values.x, `{X}` the same with a capital first letter. @param {Key} key @param {Record<string, string | number>} [values] */
function t(key, values = {}) {
  return String(words[key]).replace(/\{(\w+)\}/g, (whole, name) => {
    const lower = name.charAt(0).toLowerCase() + name.slice(1);
    const value = values[lower];
    if (value === undefined) return whole;
    const text = String(value);
    return name === lower ? text : text.charAt(0).toUpperCase() + text.slice(1);
  });
}

// ---- the page's state ---------------------------------------------------------------------

/**
 * @typedef {object} Viewing   an earlier position shown while the game waits
 * @property {string} fragment   the game
 * @property {number} ply        how many of its moves are shown
 */
const page = {
  /** @type {Viewing | null} */
  viewing: null,
  /** The list of moves of the game (kept while an earlier position is shown). @type {Row[]} */
  rows: /** @type {Row[]} */ ([]),
  /** The moves' count in the game. */
  plies: 0,
  /** What the prompt asks: null, 'new', 'resign', 'draw' (an offer to answer), 'bad' (a broken link), 'elsewhere'. @type {string | null} */
  asking: /** @type {string | null} */ (null),
  /** The side whose draw offer waits for the other's answer. @type {Side | null} */
  offer: /** @type {Side | null} */ (null),
  /** The feedback line. */
  note: '',
  /** A broken link's readable start: its fragment and the number and last of its moves. @type {{ fragment: string, count: number, last: string } | null} */
  readable: /** @type {{ fragment: string, count: number, last: string } | null} */ (null),
  /** Another page's game in the link. @type {{ page: PageName, fragment: string } | null} */
  elsewhere: /** @type {{ page: PageName, fragment: string } | null} */ (null),
  /** Whether the board turns to the side to move after every move. */
  turning: false,
  /** While the page itself sets a position: the address is written after, not on its `change`. */
  quiet: false,
  /** The pieces of each start position, by the start's FEN. @type {Map<string, (import('../../bindings-js/js/index.js').Piece | null)[]>} */
  starts: new Map(),
};

/**
 * A row of the move list: its number, and its plies (a gap first when the side that does not
 * lead the rows made the first move: `1… e5`).
 * @typedef {{ number: number, gap: boolean, plies: { index: number, text: string, side: Side }[] }} Row
 */

/** @param {Side} side @returns {Side} */
const other = (side) => (side === 'black' ? 'white' : 'black');
/** A side as this game names it (Connect Four: red and yellow). @param {Side} side */
const sideName = (side) => t(PAGE === 'connect4' ? (side === 'black' ? 'side.red' : 'side.yellow') : side === 'black' ? 'side.black' : 'side.white');
/** A move as the page shows it (chess: the language's piece letters). @param {Move} move */
const shown = (move) => (PAGE === 'chess' ? localNotation(move.notation, board.strings.letters ?? 'KQRBN') : move.notation);

/** The hash split into the game's fragment and the page's offer. */
function address() {
  const hash = decodeURIComponent(location.hash.slice(1));
  const cut = hash.indexOf('~');
  const fragment = cut < 0 ? hash : hash.slice(0, cut);
  const offer = cut < 0 ? null : /~offer=(black|white)(~|$)/.exec(hash.slice(cut))?.[1] ?? null;
  return { fragment, offer: /** @type {Side | null} */ (offer) };
}

/** Writes the game (and a standing offer) into the address. @param {boolean} [push] a new history entry (a new game) */
function save(push = false) {
  if (page.viewing || !board.game) return;
  const url = new URL(location.href);
  url.hash = board.fragment + (page.offer ? `~offer=${page.offer}` : '');
  if (url.href === location.href) return;
  if (push) history.pushState(null, '', url);
  else history.replaceState(null, '', url);
}

/** The fragment's segments before its moves and its end: variant, options, start. @param {string} fragment */
const headOf = (fragment) => fragment.split('/').filter((p) => !p.startsWith('m:') && !p.startsWith('e:')).join('/');
/** The moves a fragment lists. @param {string} fragment */
function movesOf(fragment) {
  const part = fragment.split('/').find((p) => p.startsWith('m:'));
  return part ? part.slice(2).split(',') : [];
}
/**
 * A game read from a file, under this page's rules where the file names none (a file carries no
 * options: the chess page's preset, which leaves repetition and the fifty-move rule to a claim).
 * @param {string} fragment
 */
function withPageRules(fragment) {
  const parts = fragment.split('/');
  if (PAGE !== 'chess' || parts.some((p) => p.startsWith('o:'))) return fragment;
  return [...parts.slice(0, 2), CHESS_OPTIONS, ...parts.slice(2)].join('/');
}
/** The fragment of a new game of a variant on this page. @param {string} variant @param {string} [start] */
function fresh(variant, start = '') {
  return [`v2/${variant}`, ...(PAGE === 'chess' ? [CHESS_OPTIONS] : []), ...(start ? [`s:${start}`] : [])].join('/');
}

// ---- words ---------------------------------------------------------------------------------

/** Loads and writes every word of the page in its language. @param {'en' | 'es'} next */
async function setLanguage(next) {
  const [common, rules, element] = await LOADERS[next]();
  words = /** @type {Words} */ ({ ...common.default, ...rules.default });
  board.strings = element?.ES ?? {};
  lang = next;
  document.documentElement.lang = lang;
  document.title = t(/** @type {Key} */ (`title.${PAGE}`));
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-t]'))) {
    el.textContent = t(/** @type {Key} */ (el.dataset.t), { format: FORMAT ?? '' });
  }
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-t-label]'))) {
    el.setAttribute('aria-label', t(/** @type {Key} */ (el.dataset.tLabel)));
  }
  const switcher = $('lang');
  switcher.setAttribute('aria-label', t('langLabel'));
  switcher.setAttribute('lang', lang === 'es' ? 'en' : 'es');
  for (const a of /** @type {NodeListOf<HTMLAnchorElement>} */ (document.querySelectorAll('a[data-page]'))) {
    a.href = `${fileOf(/** @type {PageName} */ (a.dataset.page))}${langQuery()}`;
  }
  const select = /** @type {HTMLSelectElement | null} */ (document.getElementById('variant'));
  if (select) {
    const chosen = select.value;
    select.replaceChildren(
      ...VARIANTS.map((v) => {
        const option = document.createElement('option');
        option.value = v;
        option.textContent = t(/** @type {Key} */ (`variant.${v}`));
        return option;
      }),
    );
    select.value = chosen || board.variant;
  }
  fit(true);
}

// ---- what the page shows -------------------------------------------------------------------

/** The status line. @param {Status} status */
function statusLine(status) {
  if (status.state === 'win' && status.winner) {
    const key = /** @type {Key} */ (`win.${status.reason}` in words ? `win.${status.reason}` : 'win.other');
    return t(key, { winner: sideName(status.winner), loser: sideName(other(status.winner)) });
  }
  if (status.state === 'draw') return t(/** @type {Key} */ (`draw.${status.reason}` in words ? `draw.${status.reason}` : 'draw.other'));
  const key = status.mustPass ? 'turn.pass' : status.mustCapture.length > 0 ? 'turn.capture' : status.inCheck ? 'turn.check' : 'turn';
  return t(key, { side: sideName(status.turn) });
}

/** The rows of the move list of a game. @param {Game} game @returns {Row[]} */
function rowsOf(game) {
  const history = game.history();
  const status = game.status();
  const first = history.length % 2 === 0 ? status.turn : other(status.turn);
  /** @type {Row[]} */
  const rows = [];
  history.forEach((move, index) => {
    const number = game.moveNumber(index) ?? index + 1;
    // The number grows after a move of the side that does not lead the rows.
    const leads = game.moveNumber(index + 1) === number;
    const side = index % 2 === 0 ? first : other(first);
    if (index === 0 || leads) rows.push({ number, gap: !leads, plies: [] });
    rows[rows.length - 1].plies.push({ index, text: shown(move), side });
  });
  return rows;
}

/** The move list: a row per move number, each move a button that shows the position after it. */
function drawMoves() {
  const list = $('moves');
  const at = page.viewing ? page.viewing.ply : null;
  list.replaceChildren(
    ...page.rows.map((row) => {
      const li = document.createElement('li');
      const num = document.createElement('span');
      num.className = 'num';
      num.textContent = `${row.number}${row.gap ? '…' : '.'}`;
      li.append(num);
      for (const ply of row.plies) {
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'ply';
        b.dataset.ply = String(ply.index + 1);
        b.textContent = ply.text;
        b.setAttribute('aria-label', t('moves.show', { move: ply.text, side: sideName(ply.side), number: row.number }));
        if (at === ply.index + 1) b.setAttribute('aria-current', 'step');
        li.append(' ', b);
      }
      return li;
    }),
  );
  const status = board.game?.status();
  if (!page.viewing && status && (status.reason === 'agreement' || status.reason === 'resignation')) {
    const li = document.createElement('li');
    li.className = 'event';
    li.textContent = t(status.reason === 'agreement' ? 'moves.agreement' : 'moves.resignation');
    list.append(li);
  }
  $('no-moves').hidden = page.rows.length > 0;
  const current = list.querySelector('[aria-current]') ?? list.lastElementChild;
  if (current instanceof HTMLElement) list.scrollTop = Math.max(0, current.offsetTop - list.clientHeight / 2);
}

/** The pieces of a game's start position. @param {Game} game */
function startPieces(game) {
  const fen = game.startFen();
  let pieces = page.starts.get(fen);
  if (!pieces) {
    const Game = /** @type {typeof import('../../bindings-js/js/index.js').Game} */ (game.constructor);
    const start = Game.fromFen(game.variant, fen, game.options());
    pieces = start.board();
    start.free();
    page.starts.set(fen, pieces);
  }
  return pieces;
}

/** The score (Reversi), or the pieces taken and the material (chess), or the pieces left (draughts). @param {Game} game @param {Status} status */
function drawMaterial(game, status) {
  const score = $('score');
  const taken = $('taken');
  taken.replaceChildren();
  if (status.score) {
    score.textContent = t('score', { black: status.score[0], white: status.score[1] });
    return;
  }
  if (PAGE === 'connect4') return;
  /** @param {(import('../../bindings-js/js/index.js').Piece | null)[]} pieces */
  const count = (pieces) => {
    /** @type {Record<string, number>} */
    const c = {};
    for (const p of pieces) if (p) c[`${p.side} ${p.role}`] = (c[`${p.side} ${p.role}`] ?? 0) + 1;
    return c;
  };
  const now = count(game.board());
  const start = count(startPieces(game));
  const total = (/** @type {Record<string, number>} */ c, /** @type {Side} */ side) =>
    Object.entries(c).reduce((n, [k, v]) => (k.startsWith(side) ? n + v : n), 0);
  if (PAGE === 'index') {
    score.textContent = t('pieces', { black: total(now, 'black'), white: total(now, 'white') });
    return;
  }
  // Chess: what each side has taken (a pawn that was promoted left the pawns without being taken).
  const sides = page.rows.flatMap((r) => r.plies.map((p) => p.side));
  let balance = 0;
  for (const side of /** @type {Side[]} */ (['white', 'black'])) {
    const lost = other(side);
    const promoted = game.history().filter((m, i) => m.promotion && sides[i] === lost).length;
    const figures = [];
    for (const role of ['queen', 'rook', 'bishop', 'knight']) {
      const missing = (start[`${lost} ${role}`] ?? 0) - (now[`${lost} ${role}`] ?? 0);
      for (let i = 0; i < missing; i += 1) figures.push(role);
    }
    const pawns = (start[`${lost} pawn`] ?? 0) - (now[`${lost} pawn`] ?? 0) - promoted;
    for (let i = 0; i < pawns; i += 1) figures.push('pawn');
    const value = Object.entries(now).reduce((n, [k, v]) => (k.startsWith(side) ? n + v * (VALUES[k.split(' ')[1]] ?? 0) : n), 0);
    balance += side === 'white' ? value : -value;
    if (figures.length === 0) continue;
    const line = document.createElement('p');
    line.append(t('taken', { side: sideName(side) }), ' ');
    for (const role of figures) line.append(figure({ side: lost, role }, 'chess'));
    const names = document.createElement('span');
    names.className = 'visually-hidden';
    names.textContent = figures.map((role) => board.strings[/** @type {'role_pawn'} */ (`role_${role}`)]).join(', ');
    line.append(names);
    taken.append(line);
  }
  score.textContent = balance === 0 ? t('even') : t('ahead', { side: sideName(balance > 0 ? 'white' : 'black'), points: Math.abs(balance) });
}

/** The Chess960 start number of a fragment (518, the standard start, is written as no start), or null for a set-up start. @param {string} fragment */
function startNumber(fragment) {
  const start = fragment.split('/').find((p) => p.startsWith('s:'));
  if (!start) return 518;
  return /^s:[0-9]+$/.test(start) ? Number(start.slice(2)) : null;
}

/** The rules of the variant on the board. @param {string} variant */
function drawRules(variant) {
  const keys = PAGE === 'index' ? [`rules.${variant}`, 'rules.red', ...(variant === 'english' ? [] : ['rules.draughtsEnd'])]
    : PAGE === 'chess' ? ['rules.chess', ...(variant === 'chess960' ? ['rules.chess960'] : [])]
    : [`rules.${PAGE}`];
  $('rules').replaceChildren(
    ...keys.flatMap((k) => t(/** @type {Key} */ (k)).split('\n')).map((text) => {
      const li = document.createElement('li');
      li.textContent = text;
      return li;
    }),
  );
}

/** Draws the page around the board. */
function render() {
  const game = board.game;
  if (!game) return;
  const status = game.status();
  const ongoing = status.state === 'ongoing';
  const viewing = page.viewing !== null;
  if (!viewing) {
    page.rows = rowsOf(game);
    page.plies = game.history().length;
  }
  $('status').textContent = statusLine(status);
  fitStatus();
  drawMaterial(game, status);
  drawRules(game.variant);

  // Warnings of draw rules in "warn" mode (English: a position seen three times); the game goes on.
  const notices = [];
  if (!viewing && status.warnings.includes('repetition')) notices.push(t('notice.repetition', { count: status.repetitions }));
  if (!viewing && status.warnings.includes('move_limit')) notices.push(t('notice.move_limit', { plies: status.reversiblePlies }));
  if (!viewing && status.warnings.includes('endgame')) notices.push(t('notice.endgame', { plies: status.endgamePlies }));
  $('message').textContent = [page.note, ...notices].filter(Boolean).join(' ');

  // The claim: its words beside its button, in a place kept for it in every game whose rules have claims.
  const options = game.options();
  const claims = Object.values(options).some((v) => String(v).startsWith('claim'));
  const row = $('claim-row');
  row.hidden = !claims;
  const claimable = ongoing && !viewing ? status.claimable : [];
  row.classList.toggle('open', claimable.length > 0);
  const claim = button('claim');
  claim.disabled = claimable.length === 0;
  claim.dataset.kind = claimable[0] ?? '';
  const kind = claimable[0];
  // (Words of the chess page and of the checkers page: words/chess.LANG.js, words/index.LANG.js.)
  $('claim-note').textContent = !claims ? '' : kind
    ? t(/** @type {Key} */ (kind === 'move_limit' && PAGE !== 'chess' ? 'claim.move_limit.draughts' : `claim.${kind}`), { side: sideName(status.turn) })
    : t(PAGE === 'chess' ? 'claim.none' : 'claim.none.draughts');

  /** @param {string} id @param {boolean} on */
  const enable = (id, on) => {
    const b = document.getElementById(id);
    if (b instanceof HTMLButtonElement) b.disabled = !on;
  };
  const history = game.history().length;
  enable('undo', !viewing && (game.canUndo() || page.offer !== null));
  enable('draw', !viewing && ongoing && history > 0 && options.agreement !== 'off' && page.offer === null);
  enable('resign', !viewing && ongoing && options.resignation !== 'off');
  enable('new', !viewing);
  enable('copy-file', !viewing);
  enable('back', (viewing ? /** @type {Viewing} */ (page.viewing).ply : page.plies) > 0);
  enable('forward', viewing);
  enable('to-game', viewing);

  // Chess960: the start's number, shown, and offered in the chooser.
  const startShown = document.getElementById('start-shown');
  if (startShown) {
    const fragment = page.viewing?.fragment ?? board.fragment;
    const number = game.variant === 'chess960' ? startNumber(fragment) : undefined;
    startShown.hidden = number === undefined;
    startShown.textContent = number === null ? t('startSetUp') : t('startShown', { number: number ?? '' });
  }
  drawPrompt(status);
  drawMoves();
}

/** The prompt: a question and its answers, in a box that keeps its place. @param {Status} status */
function drawPrompt(status) {
  const text = $('prompt-text');
  const choices = $('choices');
  const link = /** @type {HTMLAnchorElement} */ ($('prompt-link'));
  /** @type {[string, string, () => void][]} */
  let answers = [];
  let words = '';
  link.hidden = true;
  const viewing = page.viewing;
  if (viewing) {
    const rowOf = page.rows.find((r) => r.plies.some((p) => p.index === viewing.ply - 1));
    const ply = rowOf?.plies.find((p) => p.index === viewing.ply - 1);
    words = ply && rowOf ? t('viewing', { side: sideName(ply.side), number: rowOf.number, move: ply.text }) : t('viewingStart');
  } else if (page.asking === 'new') {
    words = t('ask.new');
    answers = [['yes', t('yes'), () => void newGame()], ['no', t('no'), dismiss]];
  } else if (page.asking === 'resign') {
    words = t('ask.resign');
    answers = [
      ...(/** @type {Side[]} */ ([status.turn, other(status.turn)])).map((side) => /** @type {[string, string, () => void]} */ ([`resign-${side}`, t('ask.resignSide', { side: sideName(side) }), () => resign(side)])),
      ['no', t('cancel'), dismiss],
    ];
  } else if (page.offer && status.state === 'ongoing') {
    words = t('ask.draw', { side: sideName(page.offer), other: sideName(other(page.offer)) });
    answers = [['yes', t('accept'), acceptDraw], ['no', t('decline'), declineDraw]];
  } else if (page.asking === 'bad') {
    words = t('bad.title') + (page.readable ? ` ${t('bad.prefix', { number: page.readable.count, move: page.readable.last })}` : '');
    answers = [
      ...(page.readable ? [/** @type {[string, string, () => void]} */ (['bad-open', t('bad.open', { number: page.readable.count }), openReadable])] : []),
      ['bad-new', t('bad.new'), () => void begin(fresh(VARIANTS[0]), 'newGame')],
    ];
  } else if (page.asking === 'elsewhere' && page.elsewhere) {
    const variant = variantOfFragment(page.elsewhere.fragment) ?? '';
    words = t('elsewhere', { variant: t(/** @type {Key} */ (`variant.${variant}`)) });
    link.href = `${fileOf(page.elsewhere.page)}${langQuery()}#${page.elsewhere.fragment}`;
    link.textContent = t(/** @type {Key} */ (`page.${page.elsewhere.page}`));
    link.hidden = false;
  } else if (status.state !== 'ongoing') {
    words = t('ask.over');
    answers = [['rematch', t('rematch'), () => void rematch()]];
  }
  const prompt = $('prompt');
  prompt.classList.toggle('open', words !== '');
  text.textContent = words;
  choices.replaceChildren(
    ...answers.map(([id, label, act]) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.id = id;
      b.textContent = label;
      b.addEventListener('click', act);
      return b;
    }),
  );
}

// ---- actions -------------------------------------------------------------------------------

/** Closes a question. */
function dismiss() {
  page.asking = null;
  page.readable = null;
  page.elsewhere = null;
  render();
}

/** A new game of the variant chosen (Chess960: of the start number typed, or a random one). */
async function newGame() {
  const select = /** @type {HTMLSelectElement | null} */ (document.getElementById('variant'));
  const variant = select?.value || VARIANTS[0];
  let start = '';
  if (variant === 'chess960') {
    const input = /** @type {HTMLInputElement} */ ($('start'));
    const typed = input.value.trim();
    const number = typed === '' ? Math.floor(Math.random() * 960) : Number(typed);
    if (!/^[0-9]*$/.test(typed) || !Number.isInteger(number) || number < 0 || number > 959) {
      page.note = t('startBad');
      page.asking = null;
      render();
      input.focus();
      return;
    }
    start = number === 518 ? '' : String(number);
  }
  await begin(fresh(variant, start), 'newGame');
}

/** A rematch: the same game from its start, the colours swapped (the board turned the other way). */
async function rematch() {
  const orientation = board.orientation;
  await begin(headOf(board.fragment), 'newGame');
  board.orientation = orientation === 'white' ? 'black' : 'white';
}

/** Shows a new game, in a new entry of the browser's history. @param {string} fragment @param {Key} note */
async function begin(fragment, note) {
  page.asking = null;
  page.offer = null;
  page.readable = null;
  page.elsewhere = null;
  page.viewing = null;
  board.interactive = true;
  page.quiet = true;
  try {
    await board.setPosition(fragment);
  } finally {
    page.quiet = false;
  }
  page.note = t(note);
  save(true);
  render();
}

/** Resigns for a side. @param {Side} side */
function resign(side) {
  page.asking = null;
  page.offer = null;
  board.game?.resign(side);
  board.refresh();
}

/** The side that just moved offers a draw; the other answers here or through the link. */
function offerDraw() {
  const game = board.game;
  if (!game) return;
  page.asking = null;
  page.offer = other(game.status().turn);
  page.note = t('offered', { other: sideName(game.status().turn) });
  save();
  render();
  document.getElementById('yes')?.focus();
}

function acceptDraw() {
  page.offer = null;
  page.note = '';
  board.game?.agreeDraw();
  board.refresh();
}

function declineDraw() {
  const side = board.game?.status().turn ?? 'white';
  page.offer = null;
  page.note = t('declined', { side: sideName(side) });
  save();
  render();
}

function claimDraw() {
  const kind = /** @type {'repetition' | 'move_limit' | 'endgame'} */ (button('claim').dataset.kind);
  page.offer = null;
  board.game?.claimDraw(kind);
  board.refresh();
}

function undo() {
  page.asking = null;
  if (page.offer) {
    // The last thing that happened was the offer: take it back first.
    page.offer = null;
    page.note = t('withdrawn');
    save();
    render();
    return;
  }
  if (!board.game?.canUndo()) return;
  // The core takes back an end by agreement, resignation or claim before any move.
  const move = board.undo();
  page.note = move ? t('undone', { move: shown(move) }) : t('undoneEnd');
  render();
}

/** Shows the position after `ply` moves of the game, read-only; the game's own position ends the view. @param {number} ply */
async function view(ply) {
  const fragment = page.viewing?.fragment ?? board.fragment;
  const moves = movesOf(fragment);
  if (ply >= moves.length) return backToGame();
  page.viewing = { fragment, ply: Math.max(0, ply) };
  page.asking = null;
  board.interactive = false;
  const head = headOf(fragment);
  await board.setPosition(page.viewing.ply > 0 ? `${head}/m:${moves.slice(0, page.viewing.ply).join(',')}` : head);
  render();
}

/** Leaves an earlier position: the game as it stands. */
async function backToGame() {
  const viewing = page.viewing;
  if (!viewing) return;
  page.viewing = null;
  await board.setPosition(viewing.fragment);
  board.interactive = true;
  render();
}

/** Copies text (the link, or the game as a file), or shows it to copy by hand. @param {string} text @param {string} done */
async function copy(text, done) {
  const fallback = $('copy-fallback');
  const field = /** @type {HTMLTextAreaElement} */ ($('copy-field'));
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    fallback.hidden = true;
    page.note = done;
    render();
  } catch {
    field.value = text;
    fallback.hidden = false;
    page.note = t('copyFallback');
    render();
    field.focus();
    field.select();
  }
}

/** The link to share: the game without the page's language, so the other player reads it in theirs. */
function shareLink() {
  const url = new URL(location.href);
  url.search = '';
  url.hash = board.fragment + (page.offer ? `~offer=${page.offer}` : '');
  return url.href;
}

/**
 * The game as PGN or PDN: the page's name as the Event, its address as the Site, today as the
 * Date. Written by the family's entry (`damero/chess` or `damero/draughts`, loaded when first
 * asked): the play-only module the board opens with writes no game files, which keeps the first
 * download small.
 */
async function gameFile() {
  const family = await (FORMAT === 'PGN' ? import('../../bindings-js/dist/chess.js') : import('../../bindings-js/dist/draughts.js'));
  await family.default();
  const site = new URL(location.href);
  site.search = '';
  site.hash = '';
  const now = new Date();
  const two = (/** @type {number} */ n) => String(n).padStart(2, '0');
  const tags = { Event: t(/** @type {Key} */ (`title.${PAGE}`)), Site: site.href, Date: `${now.getFullYear()}.${two(now.getMonth() + 1)}.${two(now.getDate())}` };
  const game = family.Game.fromFragment(board.fragment);
  try {
    return FORMAT === 'PGN' ? game.toPgn(tags) : game.toPdn(tags);
  } finally {
    game.free();
  }
}

/** Copies the game as PGN or PDN, or says that it could not be written (its module failed to load). */
async function copyFile() {
  let text;
  try {
    text = await gameFile();
  } catch {
    page.note = t('copyFileFailed');
    render();
    return;
  }
  await copy(text, t('copiedFile', { format: FORMAT ?? '' }));
}

/** "Open a game" (open.js, loaded when first used). */
async function showOpen() {
  const { showOpen } = await import('./open.js');
  showOpen({
    family: PAGE === 'chess' ? 'chess' : 'draughts',
    format: FORMAT ?? '',
    t: (key, values) => t(/** @type {Key} */ (key), values),
    variantName: (name) => t(/** @type {Key} */ (`variant.${name}`)),
    current: board.variant,
    open: (fragment, message) => {
      void begin(withPageRules(fragment), 'newGame').then(() => {
        page.note = t(/** @type {Key} */ (message.key), message.params);
        render();
      });
    },
  });
}

/** Opens a broken link's game up to its last legal move. */
async function openReadable() {
  const readable = page.readable;
  if (!readable) return;
  page.asking = null;
  page.readable = null;
  await board.setPosition(readable.fragment);
  page.note = '';
  save();
  render();
}

/**
 * Opens the game of the address (on load, on a pasted link, on Back after a new game): this
 * page's game; another page's (offered as a link to it); or a broken link, told in words, with
 * its game up to its last legal move offered when it has one.
 */
async function open() {
  const { fragment, offer } = address();
  if (board.game && fragment === board.fragment && offer === page.offer) return;
  page.quiet = true;
  try {
    await openGame(fragment, offer);
  } finally {
    page.quiet = false;
  }
  render();
}

/** `open()` of a fragment and an offer read from the address. @param {string} fragment @param {Side | null} offer */
async function openGame(fragment, offer) {
  page.viewing = null;
  page.asking = null;
  page.note = '';
  page.offer = null;
  page.readable = null;
  page.elsewhere = null;
  board.interactive = true;
  const named = variantOfFragment(fragment);
  const owner = named ? pageOf(named) : null;
  if (fragment === '') {
    await board.setPosition(fresh(VARIANTS[0]));
    page.quiet = false;
    save();
  } else if (owner && owner !== PAGE) {
    page.elsewhere = { page: owner, fragment };
    page.asking = 'elsewhere';
    await board.setPosition(fresh(VARIANTS[0]));
  } else {
    try {
      await board.setPosition(fragment);
      if (offer) {
        const game = /** @type {Game} */ (board.game);
        const status = game.status();
        // As on the page: an offer by the side that just moved, in a game under way with a move made.
        if (status.state === 'ongoing' && offer === other(status.turn) && game.history().length > 0 && game.options().agreement !== 'off') page.offer = offer;
        else page.note = t('stale');
      }
      page.quiet = false;
      save();
    } catch {
      page.asking = 'bad';
      page.readable = await readable(fragment);
      await board.setPosition(page.readable ? headOf(page.readable.fragment) : fresh(VARIANTS[0])).catch(() => board.setPosition(fresh(VARIANTS[0])));
    }
  }
}

/**
 * The longest readable start of a broken link: its head (variant, options, start) read by the
 * package, then its moves played one by one until one is refused. Null when nothing is readable.
 * @param {string} fragment @returns {Promise<{ fragment: string, count: number, last: string } | null>}
 */
async function readable(fragment) {
  const head = headOf(fragment);
  const owner = pageOf(variantOfFragment(head) ?? '');
  if (owner !== PAGE) return null;
  try {
    await board.setPosition(head);
  } catch {
    return null;
  }
  const game = /** @type {Game} */ (board.game);
  let count = 0;
  let last = '';
  for (const text of movesOf(fragment)) {
    try {
      last = shown(game.play(text));
      count += 1;
    } catch {
      break;
    }
  }
  return count > 0 ? { fragment: `${head}/m:${movesOf(game.toFragment()).join(',')}`, count, last } : null;
}

// ---- the first screen ----------------------------------------------------------------------

let fitted = '';
/**
 * Sizes the board so that it, the status line and everything that must be seen (the buttons,
 * the claim, the steps, the feedback line and the prompt, measured as they are: each keeps its
 * box whatever the game's state) fit in the window. Refitted only when the window or the
 * language changes, never after a move: nothing moves under a finger.
 * @param {boolean} [force]
 */
function fit(force = false) {
  const key = `${innerWidth}x${innerHeight}`;
  if (key === fitted && !force) return;
  fitted = key;
  const main = /** @type {HTMLElement} */ (document.querySelector('main'));
  const play = /** @type {HTMLElement} */ (document.querySelector('.play'));
  const side = getComputedStyle(main).gridTemplateColumns.split(' ').length > 1;
  const top = board.getBoundingClientRect().top + scrollY;
  const room = 8;
  let height = innerHeight - top - room;
  if (!side) {
    const must = /** @type {HTMLElement[]} */ ([...document.querySelectorAll('.must-see')]).filter((el) => !el.hidden);
    const first = must[0]?.getBoundingClientRect().top ?? 0;
    const last = must[must.length - 1]?.getBoundingClientRect().bottom ?? 0;
    const gap = parseFloat(getComputedStyle(main).rowGap) || 0;
    height -= last - first + gap;
  }
  const size = Math.floor(Math.max(240, Math.min(play.clientWidth, height)));
  document.documentElement.style.setProperty('--board', `${size}px`);
  fitStatus();
}

/**
 * Keeps the status line on one line: a sentence too long for it is drawn smaller (down to 13 px),
 * never wrapped, so that the end of a game never pushes the board down.
 */
function fitStatus() {
  const el = $('status');
  el.style.fontSize = '';
  let size = parseFloat(getComputedStyle(el).fontSize);
  while (el.scrollWidth > el.clientWidth + 1 && size > 13) {
    size = Math.max(13, size - 0.5);
    el.style.fontSize = `${size}px`;
  }
}

// ---- start ---------------------------------------------------------------------------------

async function main() {
  const query = new URLSearchParams(location.search).get('lang');
  const wanted = query ?? (navigator.languages ?? [navigator.language]).map((l) => l.slice(0, 2)).find((l) => l === 'en' || l === 'es') ?? 'en';
  await setLanguage(wanted === 'es' ? 'es' : 'en');
  if (PAGE === 'connect4') $('flip').hidden = true; // a board whose discs drop stays upright
  try {
    await open();
  } catch {
    $('status').textContent = t('loadFailed');
    fitStatus();
    // No board that cannot be played, and no buttons that would act on it.
    board.hidden = true;
    /** @type {HTMLElement} */ (document.querySelector('.panel')).hidden = true;
    document.body.dataset.ready = 'true';
    return;
  }
  board.addEventListener('change', () => {
    if (page.viewing || page.quiet) return;
    page.asking = page.asking === 'new' || page.asking === 'resign' ? null : page.asking;
    page.note = '';
    if (page.turning && board.game && !board.game.geometry().drops) board.orientation = board.game.status().turn;
    save();
    render();
  });
  board.addEventListener('move', () => {
    if (page.offer) {
      page.offer = null;
      queueMicrotask(() => {
        page.note = t('lapsed');
        save();
        render();
      });
    }
  });
  board.addEventListener('notice', (e) => {
    page.note = /** @type {CustomEvent<{ text: string }>} */ (e).detail.text;
    render();
  });
  $('lang').addEventListener('click', async () => {
    const next = lang === 'es' ? 'en' : 'es';
    const url = new URL(location.href);
    // Kept in the address, so that a reload (or a browser that prefers the other language) keeps it.
    url.searchParams.set('lang', next);
    history.replaceState(history.state, '', url);
    await setLanguage(next);
    render();
  });
  $('new').addEventListener('click', () => {
    if (page.plies === 0 && !board.game?.end()) return void newGame();
    page.asking = 'new';
    render();
    document.getElementById('no')?.focus();
  });
  $('undo').addEventListener('click', undo);
  $('flip').addEventListener('click', () => board.flip());
  const turning = /** @type {HTMLInputElement} */ ($('turning'));
  turning.addEventListener('change', () => {
    page.turning = turning.checked;
    if (page.turning && board.game && !page.viewing) board.orientation = board.game.status().turn;
  });
  $('turning-row').hidden = PAGE === 'connect4';
  $('draw').addEventListener('click', offerDraw);
  $('claim').addEventListener('click', claimDraw);
  $('resign').addEventListener('click', () => {
    page.asking = 'resign';
    render();
    document.getElementById('no')?.focus();
  });
  $('copy').addEventListener('click', () => void copy(shareLink(), t('copied')));
  document.getElementById('copy-file')?.addEventListener('click', () => void copyFile());
  document.getElementById('open')?.addEventListener('click', () => void showOpen());
  document.getElementById('variant')?.addEventListener('change', showStart);
  $('back').addEventListener('click', () => view((page.viewing ? page.viewing.ply : page.plies) - 1));
  $('forward').addEventListener('click', () => view((page.viewing?.ply ?? page.plies) + 1));
  $('to-game').addEventListener('click', () => backToGame());
  $('moves').addEventListener('click', (e) => {
    const ply = /** @type {Element} */ (e.target).closest?.('button[data-ply]');
    if (ply instanceof HTMLElement) void view(Number(ply.dataset.ply));
  });
  // Arrow keys step through the moves, unless the focus is on the board (whose arrows move over it).
  document.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.target instanceof Element && (e.target.closest('damero-board, dialog') || e.target.matches('input, select, textarea'))) return;
    if (e.key === 'ArrowLeft' && !button('back').disabled) button('back').click();
    else if (e.key === 'ArrowRight' && !button('forward').disabled) button('forward').click();
    else if (e.key === 'Escape' && page.viewing) void backToGame();
    else return;
    e.preventDefault();
  });
  addEventListener('hashchange', () => void open());
  addEventListener('popstate', () => void open());
  addEventListener('resize', () => fit());
  showStart();
  fit(true);
  render();
  document.body.dataset.ready = 'true';
}

/** The Chess960 start number is asked for only when Chess960 is chosen, filled with the number on the board. */
function showStart() {
  const input = /** @type {HTMLInputElement | null} */ (document.getElementById('start'));
  const select = /** @type {HTMLSelectElement | null} */ (document.getElementById('variant'));
  if (!input || !select) return;
  input.hidden = select.value !== 'chess960';
  const number = board.variant === 'chess960' ? startNumber(board.fragment) : null;
  if (!input.hidden && input.value === '' && number !== null) input.value = String(number);
}

main();
