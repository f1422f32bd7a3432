// The controller of the pages built on <damero-board> ("Reversi for two", reversi.html, and
// "Connect Four for two", connect4.html): the element plays the moves; this file keeps the game
// in the address after '#', says whose turn it is and how the game ended (with Reversi's score
// and who must pass), and holds the page's buttons: new game (asked first once moves were made),
// undo, copy a link, turn the board, offer and accept a draw, resign, and the move list with
// stepping back and forth (earlier positions are shown read-only). English and Spanish.

import '../../bindings-js/dist/board.js';

/** @typedef {import('../../bindings-js/board/board.js').DameroBoard} DameroBoard */
/** @typedef {import('../../bindings-js/js/index.js').Status} Status */

const WORDS = {
  en: {
    'title.reversi': 'Reversi for two',
    'title.connect4': 'Connect Four for two',
    lang: 'Español',
    langLabel: 'Leer esta página en español',
    'side.black': 'Black',
    'side.white': 'White',
    'side.red': 'Red',
    'side.yellow': 'Yellow',
    turn: '{side} to move.',
    pass: '{side} has no move and must pass.',
    score: 'Discs: Black {black}, White {white}.',
    'end.most_discs': '{winner} wins with more discs.',
    'end.equal_discs': 'A draw: both sides have as many discs.',
    'end.four_in_a_row': '{winner} wins with four in a row.',
    'end.board_full': 'A draw: the board is full.',
    'end.resignation': '{loser} resigned: {winner} wins.',
    'end.agreement': 'A draw by agreement.',
    new: 'New game',
    undo: 'Undo',
    copy: 'Copy a link to this game',
    copied: 'Link copied.',
    copyFailed: 'The link could not be copied: copy it from the address bar.',
    flip: 'Turn the board',
    draw: 'Offer a draw',
    resign: 'Resign',
    'ask.new': 'Start a new game? This game is kept only in its link.',
    'ask.resign': '{side} resigns?',
    'ask.draw': '{side} offers a draw. Does {other} accept?',
    yes: 'Yes',
    no: 'No',
    accept: 'Accept the draw',
    decline: 'Decline',
    moves: 'Moves',
    noMoves: 'No moves yet.',
    back: 'Back one move',
    forward: 'Forward one move',
    viewing: 'Move {n} of {total}: an earlier position, shown only.',
    toGame: 'Back to the game',
    badLink: 'This link does not hold a game this page can open. A new game was started.',
    others: 'Other games for two',
    'page.index': 'Checkers for two',
    'page.chess': 'Chess for two',
    'page.reversi': 'Reversi for two',
    'page.connect4': 'Connect Four for two',
    elsewhere: 'This link holds a game of another page. Open it there:',
  },
  es: {
    'title.reversi': 'Reversi para dos',
    'title.connect4': 'Cuatro en raya para dos',
    lang: 'English',
    langLabel: 'Read this page in English',
    'side.black': 'Negras',
    'side.white': 'Blancas',
    'side.red': 'Rojas',
    'side.yellow': 'Amarillas',
    turn: 'Juegan las {side}.',
    pass: 'Las {side} no tienen jugada y deben pasar.',
    score: 'Fichas: negras {black}, blancas {white}.',
    'end.most_discs': 'Ganan las {winner}, con más fichas.',
    'end.equal_discs': 'Tablas: los dos bandos tienen las mismas fichas.',
    'end.four_in_a_row': 'Ganan las {winner}, con cuatro en raya.',
    'end.board_full': 'Tablas: el tablero está lleno.',
    'end.resignation': 'Las {loser} abandonan: ganan las {winner}.',
    'end.agreement': 'Tablas de mutuo acuerdo.',
    new: 'Partida nueva',
    undo: 'Deshacer',
    copy: 'Copiar un enlace a esta partida',
    copied: 'Enlace copiado.',
    copyFailed: 'No se pudo copiar el enlace: cópielo de la barra de direcciones.',
    flip: 'Girar el tablero',
    draw: 'Proponer tablas',
    resign: 'Abandonar',
    'ask.new': '¿Empezar una partida nueva? Esta partida solo se guarda en su enlace.',
    'ask.resign': '¿Abandonan las {side}?',
    'ask.draw': 'Las {side} proponen tablas. ¿Las aceptan las {other}?',
    yes: 'Sí',
    no: 'No',
    accept: 'Aceptar las tablas',
    decline: 'Rechazar',
    moves: 'Jugadas',
    noMoves: 'Aún no hay jugadas.',
    back: 'Una jugada atrás',
    forward: 'Una jugada adelante',
    viewing: 'Jugada {n} de {total}: una posición anterior, solo para verla.',
    toGame: 'Volver a la partida',
    badLink: 'Este enlace no contiene una partida que esta página pueda abrir. Se ha empezado una partida nueva.',
    others: 'Otros juegos para dos',
    'page.index': 'Damas para dos',
    'page.chess': 'Ajedrez para dos',
    'page.reversi': 'Reversi para dos',
    'page.connect4': 'Cuatro en raya para dos',
    elsewhere: 'Este enlace contiene una partida de otra página. Ábrala allí:',
  },
};
/** @typedef {keyof typeof WORDS.en} Key */

const VARIANT = document.body.dataset.variant ?? 'reversi';
/** The page of each family of variants, by the variant a fragment names. @param {string} variant */
const pageOf = (variant) =>
  variant === 'reversi' ? 'reversi' : variant === 'connect4' ? 'connect4' : variant === 'chess' || variant === 'chess960' ? 'chess' : 'index';
const board = /** @type {DameroBoard} */ (document.getElementById('board'));
const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

let lang = new URLSearchParams(location.search).get('lang') === 'es' || (!location.search.includes('lang=') && navigator.language.startsWith('es')) ? 'es' : 'en';
/** The game's fragment while an earlier position is shown, else null. @type {string | null} */
let game = null;
/** The ply shown while viewing (0 = the start). */
let shown = 0;
/** What the prompt asks: null, 'new', 'resign' or 'draw'. @type {string | null} */
let asking = null;
let note = '';

/** @param {Key} key @param {Record<string, string | number>} [values] */
function t(key, values = {}) {
  const text = /** @type {Record<string, string>} */ (WORDS[/** @type {'en' | 'es'} */ (lang)])[key] ?? WORDS.en[key];
  return text.replace(/\{(\w+)\}/g, (_, k) => String(values[k] ?? ''));
}

/** A side as this game names it (Connect Four: red and yellow). @param {string} side */
const sideName = (side) => t(/** @type {Key} */ (`side.${VARIANT === 'connect4' ? (side === 'black' ? 'red' : 'yellow') : side}`));

/** What the status line says. @param {Status} status */
function statusText(status) {
  if (status.state === 'ongoing') return t(status.mustPass ? 'pass' : 'turn', { side: sideName(status.turn) });
  const winner = status.winner ? sideName(status.winner) : '';
  const loser = status.winner ? sideName(status.winner === 'black' ? 'white' : 'black') : '';
  return t(/** @type {Key} */ (`end.${status.reason}`), { winner, loser });
}

/** Writes every word of the page in its language. */
function words() {
  document.documentElement.lang = lang;
  document.title = t(/** @type {Key} */ (`title.${VARIANT}`));
  for (const el of document.querySelectorAll('[data-t]')) el.textContent = t(/** @type {Key} */ (/** @type {HTMLElement} */ (el).dataset.t));
  const switcher = $('lang');
  switcher.setAttribute('aria-label', t('langLabel'));
  switcher.setAttribute('lang', lang === 'es' ? 'en' : 'es');
  for (const a of /** @type {NodeListOf<HTMLAnchorElement>} */ (document.querySelectorAll('nav a[data-page]'))) {
    a.href = `${a.dataset.page === 'index' ? 'index' : a.dataset.page}.html${lang === 'es' ? '?lang=es' : ''}`;
  }
}

/** Draws the page around the board: status, score, buttons, prompt and the move list. */
function render() {
  const g = board.game;
  if (!g) return;
  const status = g.status();
  const ongoing = status.state === 'ongoing';
  $('status').textContent = game ? t('viewing', { n: shown, total: historyOf(game).length }) : statusText(status);
  const score = $('score');
  if (status.score) score.textContent = t('score', { black: status.score[0], white: status.score[1] });
  const viewing = game !== null;
  /** @param {string} id @param {boolean} on */
  const enable = (id, on) => (/** @type {HTMLButtonElement} */ ($(id)).disabled = !on);
  enable('undo', !viewing && g.canUndo());
  enable('draw', !viewing && ongoing && g.history().length > 0);
  enable('resign', !viewing && ongoing);
  enable('new', !viewing);
  const total = viewing ? historyOf(/** @type {string} */ (game)).length : g.history().length;
  const at = viewing ? shown : total;
  enable('back', at > 0);
  enable('forward', viewing);
  $('to-game').hidden = !viewing;
  // The prompt keeps its box: its words and buttons change, never the boxes around it.
  const prompt = $('prompt');
  prompt.classList.toggle('open', asking !== null);
  const other = status.turn === 'black' ? 'white' : 'black';
  $('prompt-text').textContent =
    asking === 'new' ? t('ask.new') : asking === 'resign' ? t('ask.resign', { side: sideName(status.turn) }) : asking === 'draw' ? t('ask.draw', { side: sideName(other), other: sideName(status.turn) }) : note;
  $('yes').textContent = asking === 'draw' ? t('accept') : t('yes');
  $('no').textContent = asking === 'draw' ? t('decline') : t('no');
  $('yes').hidden = $('no').hidden = asking === null;
  const list = $('moves');
  const moves = viewing ? historyOf(/** @type {string} */ (game)) : g.history().map((m) => m.notation);
  list.replaceChildren(
    ...moves.map((text, i) => {
      const li = document.createElement('li');
      li.textContent = text;
      if (viewing && i === shown - 1) li.setAttribute('aria-current', 'step');
      return li;
    }),
  );
  $('no-moves').hidden = moves.length > 0;
}

/** The moves of a fragment, as its text lists them. @param {string} fragment */
function historyOf(fragment) {
  const part = fragment.split('/').find((p) => p.startsWith('m:'));
  return part ? part.slice(2).split(',') : [];
}

/** Shows the position after `ply` moves of the game, read-only; at the last ply, the game again. @param {number} ply */
async function view(ply) {
  const fragment = game ?? board.fragment;
  const moves = historyOf(fragment);
  if (ply >= moves.length) return backToGame();
  game = fragment;
  shown = Math.max(0, ply);
  asking = null;
  board.interactive = false;
  const rest = fragment.split('/').filter((p) => !p.startsWith('m:') && !p.startsWith('e:'));
  await board.setPosition([...rest, ...(shown > 0 ? [`m:${moves.slice(0, shown).join(',')}`] : [])].join('/'));
  render();
}

/** Leaves an earlier position: the game as it stands. */
async function backToGame() {
  if (game === null) return;
  const fragment = game;
  game = null;
  await board.setPosition(fragment);
  board.interactive = true;
  render();
}

/** Writes the game into the address. */
function save() {
  if (game === null) history.replaceState(null, '', `${location.pathname}${location.search}#${board.fragment}`);
}

/** Opens the game of the address, or a new one (saying why when the link was broken). */
async function open() {
  const hash = decodeURIComponent(location.hash.slice(1));
  note = '';
  $('elsewhere').hidden = true;
  if (hash) {
    const named = hash.split('/')[1] ?? '';
    if (hash.startsWith('v') && named && pageOf(named) !== pageOf(VARIANT)) {
      const link = /** @type {HTMLAnchorElement} */ ($('elsewhere-link'));
      link.href = `${pageOf(named)}.html${lang === 'es' ? '?lang=es' : ''}#${hash}`;
      link.textContent = t(/** @type {Key} */ (`page.${pageOf(named)}`));
      $('elsewhere-text').textContent = t('elsewhere');
      $('elsewhere').hidden = false;
      await board.setPosition(`v2/${VARIANT}`);
    } else {
      try {
        await board.setPosition(hash);
        if (board.variant !== VARIANT) throw new Error('another game');
      } catch {
        note = t('badLink');
        await board.setPosition(`v2/${VARIANT}`);
      }
    }
  }
  save();
  render();
}

async function main() {
  words();
  // A board whose discs drop stays upright: there is nothing to turn.
  $('flip').hidden = VARIANT === 'connect4';
  await board.ready;
  await open();
  board.addEventListener('change', () => {
    if (game !== null) return;
    asking = asking === 'draw' ? null : asking;
    note = '';
    save();
    render();
  });
  board.addEventListener('end', () => render());
  $('lang').addEventListener('click', () => {
    lang = lang === 'es' ? 'en' : 'es';
    const url = new URL(location.href);
    if (lang === 'es') url.searchParams.set('lang', 'es');
    else url.searchParams.delete('lang');
    history.replaceState(null, '', url);
    words();
    render();
  });
  $('new').addEventListener('click', () => {
    if ((board.game?.history().length ?? 0) === 0) return;
    asking = 'new';
    render();
    $('yes').focus();
  });
  $('undo').addEventListener('click', () => board.undo());
  $('flip').addEventListener('click', () => board.flip());
  $('resign').addEventListener('click', () => {
    asking = 'resign';
    render();
    $('no').focus();
  });
  $('draw').addEventListener('click', () => {
    asking = 'draw';
    render();
    $('no').focus();
  });
  $('yes').addEventListener('click', async () => {
    const g = board.game;
    if (!g) return;
    const what = asking;
    asking = null;
    if (what === 'new') {
      await board.setPosition(`v2/${VARIANT}`);
      board.orientation = 'white';
    } else if (what === 'resign') {
      g.resign(g.status().turn);
      board.refresh();
    } else if (what === 'draw') {
      g.agreeDraw();
      board.refresh();
    }
    render();
  });
  $('no').addEventListener('click', () => {
    asking = null;
    render();
  });
  $('copy').addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      note = t('copied');
    } catch {
      note = t('copyFailed');
    }
    render();
  });
  $('back').addEventListener('click', () => view((game ? shown : historyOf(board.fragment).length) - 1));
  $('forward').addEventListener('click', () => view(shown + 1));
  $('to-game').addEventListener('click', () => backToGame());
  // Arrow keys step through the moves, unless the focus is on the board (whose arrows move over it).
  document.addEventListener('keydown', (e) => {
    if (e.target instanceof Element && (e.target.closest('damero-board') || e.target.matches('input, select, textarea'))) return;
    if (e.key === 'ArrowLeft' && !(/** @type {HTMLButtonElement} */ ($('back')).disabled)) $('back').click();
    else if (e.key === 'ArrowRight' && game !== null) $('forward').click();
    else return;
    e.preventDefault();
  });
  window.addEventListener('hashchange', () => {
    if (decodeURIComponent(location.hash.slice(1)) !== board.fragment) open();
  });
  document.body.dataset.ready = 'true';
}

main();
