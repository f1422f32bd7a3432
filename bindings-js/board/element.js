// <damero-board>: a board that knows the rules, as a custom element. It loads the package entry
// of its variant's family when it first needs it (`damero/draughts`, `damero/chess` or
// `damero/placement`, each with its own WebAssembly build; English draughts, Reversi and Connect
// Four a module of their own each, dist/<variant>.js, smaller than their family's), draws the board from the core's
// geometry, turns clicks, drags and keys into moves the core checks, and tells the page what
// happened through events. The rules all stay in the core: this file asks the package which
// moves there are and plays the one the player meant (moves.js).
//
// How a click travels: the View's square button -> #activate(square) -> moves.js (the package's
// completions or legal moves) -> Game#play in the family entry -> the core's Game::play -> the
// new position drawn (#render) and the events `move`, `change` and, when the game ends, `end`.

import { fill, localNotation, stringsFor } from './i18n.js';
import { intent, landings, placement } from './moves.js';
import { figure } from './figures.js';
import { CSS } from './style.js';
import { View } from './view.js';

/** @typedef {import('../js/index.js').Game} Game */
/** @typedef {import('../js/index.js').Move} Move */
/** @typedef {import('../js/index.js').Status} Status */
/** @typedef {import('../js/index.js').Piece} Piece */
/** @typedef {import('./i18n.js').Strings} Strings */
/** @typedef {import('./view.js').Mark} Mark */
/** @typedef {typeof import('../js/draughts.js')} Api */

/** The family of each variant that is not draughts. @type {Record<string, 'chess' | 'placement'>} */
const FAMILIES = { chess: 'chess', chess960: 'chess', reversi: 'placement', connect4: 'placement' };
/** A variant's family, by its name. @param {string} variant @returns {'draughts' | 'chess' | 'placement'} */
export const familyOf = (variant) => FAMILIES[variant] ?? 'draughts';

/**
 * The module a board of each family is drawn with, imported when first needed (each its own
 * build), and the variants with a module of their own, smaller than their family's (English
 * draughts, half of it: the checkers page opens on it; Reversi; Connect Four: scripts/build-wasm,
 * ONLY).
 */
const ENTRIES = {
  draughts: () => import('../dist/draughts.js'),
  chess: () => import('../dist/chess.js'),
  placement: () => import('../dist/placement.js'),
  english: () => import('../dist/english.js'),
  reversi: () => import('../dist/reversi.js'),
  connect4: () => import('../dist/connect4.js'),
};
/** @type {Map<string, Promise<Api>>} */
const loaded = new Map();
/** The module of a variant: its own, or its family's; loaded and initialised once. @param {string} variant */
function entry(variant) {
  const name = variant === 'english' || variant === 'reversi' || variant === 'connect4' ? variant : familyOf(variant);
  let p = loaded.get(name);
  if (!p) {
    p = ENTRIES[name]().then(async (m) => {
      await m.default();
      return /** @type {Api} */ (/** @type {unknown} */ (m));
    });
    loaded.set(name, p);
  }
  return p;
}

/** The variant a fragment names (`v2/chess960/...` is chess960), or null. @param {string} fragment */
export function variantOfFragment(fragment) {
  const parts = fragment.replace(/^#/, '').split('/');
  return /^v[0-9]+$/.test(parts[0] ?? '') && parts[1] ? parts[1] : null;
}

/** Which look a variant's pieces have. @param {string} variant @returns {'draughts' | 'chess' | 'reversi' | 'connect4'} */
const lookOf = (variant) => (familyOf(variant) === 'draughts' ? 'draughts' : variant === 'chess960' ? 'chess' : /** @type {'chess' | 'reversi' | 'connect4'} */ (variant));

/** Whether a variant writes moves with square names (`c3:e5`) rather than numbers (`11-15`). @type {Map<string, boolean>} */
const named = new Map();

/** @type {CSSStyleSheet | undefined} */
let shared;
/** The element's style, one sheet adopted by every board (a constructed sheet: a page whose
 * Content-Security-Policy refuses inline styles still draws the board). */
function sheet() {
  if (!shared) {
    shared = new CSSStyleSheet();
    shared.replaceSync(CSS);
  }
  return shared;
}

/** On a server (no DOM) the class is still defined, over an empty base, and nothing is registered. */
const Base = /** @type {typeof HTMLElement} */ (globalThis.HTMLElement ?? class {});

export class DameroBoard extends Base {
  static get observedAttributes() {
    return ['variant', 'fragment', 'options', 'orientation', 'lang', 'interactive'];
  }

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    this.grid = document.createElement('div');
    this.grid.className = 'loading';
    this.prompt = document.createElement('div');
    this.prompt.className = 'prompt';
    this.prompt.setAttribute('part', 'prompt');
    this.prompt.setAttribute('role', 'dialog');
    this.prompt.hidden = true;
    this.live = document.createElement('div');
    this.live.className = 'live';
    this.live.setAttribute('role', 'status');
    root.adoptedStyleSheets = [sheet()];
    root.append(this.grid, this.prompt, this.live);
    /** @type {Game | null} */
    this.current = null;
    /** @type {Api | null} */
    this.api = null;
    /** @type {View | null} */
    this.view = null;
    /** The squares picked so far: the piece, then each landing of a jump under way. @type {number[]} */
    this.selection = [];
    /** The promotion moves waiting for the player's choice. @type {Move[] | null} */
    this.promotion = null;
    /** @type {Partial<Strings> | undefined} */
    this.overrides = undefined;
    this.loads = 0;
    this.over = false;
    /** A drag under way: where it started and whether the pointer has moved far enough. @type {{ square: number, x: number, y: number, id: number, moved: boolean } | null} */
    this.drag = null;
    this.dragged = false;
    /** @type {(value: DameroBoard) => void} */
    let resolve = () => {};
    /** @type {Promise<DameroBoard>} */
    this.loading = new Promise((r) => (resolve = r));
    this.resolveLoad = resolve;
    this.listen();
  }

  connectedCallback() {
    if (!this.current) {
      this.grid.textContent = this.words().loading;
      this.load();
    }
  }

  /** @param {string} name @param {string | null} old @param {string | null} value */
  attributeChangedCallback(name, old, value) {
    if (old === value || !this.isConnected) return;
    if (name === 'variant' || name === 'fragment' || name === 'options') this.load();
    else if (name === 'orientation') this.orient();
    else this.render();
  }

  // ---- properties -------------------------------------------------------------------------

  /** The variant of the game shown (or, before it is loaded, the one asked for). */
  get variant() {
    return this.current?.variant ?? variantOfFragment(this.getAttribute('fragment') ?? '') ?? this.getAttribute('variant') ?? 'english';
  }
  set variant(value) {
    this.setAttribute('variant', String(value));
  }
  /** The game as a fragment (what `Game#toFragment` gives); setting it shows that game. */
  get fragment() {
    return this.current?.toFragment() ?? this.getAttribute('fragment') ?? '';
  }
  set fragment(value) {
    this.setAttribute('fragment', String(value));
  }
  /** `white` (White, or the first row of the geometry, at the bottom) or `black`. */
  get orientation() {
    return this.getAttribute('orientation') === 'black' ? 'black' : 'white';
  }
  set orientation(value) {
    this.setAttribute('orientation', value === 'black' ? 'black' : 'white');
  }
  /** Whether players move on the board (the `interactive` attribute). */
  get interactive() {
    return this.hasAttribute('interactive');
  }
  set interactive(value) {
    this.toggleAttribute('interactive', Boolean(value));
  }
  /** Words that replace the built-in ones (any key of the English table), e.g. for another language. */
  get strings() {
    return this.words();
  }
  set strings(value) {
    this.overrides = value ?? undefined;
    this.render();
  }
  /** The game shown, or null before it is loaded. Read it freely; after changing it (a draw agreed, a resignation), call `refresh()`. */
  get game() {
    return this.current;
  }
  /** Resolves to the element once the game its attributes ask for is drawn. */
  get ready() {
    return this.loading;
  }

  // ---- methods ----------------------------------------------------------------------------

  /**
   * Plays a move (notation, a move object, or a path) as if a player had made it; returns the
   * move. Throws the package's error (IllegalMoveError...) and changes nothing if it is refused.
   * @param {string | Move | number[] | { path: number[] }} move
   */
  play(move) {
    const game = this.need();
    const side = game.status().turn;
    const played = game.play(move);
    this.selection = [];
    this.promotion = null;
    this.played(played, side, played.path);
    return played;
  }

  /** Takes back the last move; returns it, or null when there is none. */
  undo() {
    const game = this.need();
    if (!game.canUndo()) return null;
    const move = game.undo();
    this.selection = [];
    this.promotion = null;
    this.say(this.words().undone);
    this.changed();
    return move;
  }

  /**
   * Shows another position: a fragment (`v2/...`, a leading `#` allowed: loading its family if
   * needed), or a FEN of the current variant with `options`. Resolves once it is drawn; rejects
   * with the package's error (InvalidFragmentError, InvalidFenError...) and changes nothing then.
   * @param {string} position @param {import('../js/index.js').GameOptions} [options]
   */
  async setPosition(position, options) {
    const variant = variantOfFragment(position);
    const api = await entry(variant ?? this.variant);
    const game = variant ? api.Game.fromFragment(position) : api.Game.fromFen(this.variant, position, options);
    this.loads += 1;
    this.show(game, api);
    this.changed();
  }

  /** Turns the board half round. */
  flip() {
    this.orientation = this.orientation === 'white' ? 'black' : 'white';
  }

  /** Draws the game again after it was changed through `game`; fires `change` (and `end` if it just ended). */
  refresh() {
    if (!this.current) return;
    this.selection = [];
    this.promotion = null;
    this.changed();
  }

  // ---- loading ----------------------------------------------------------------------------

  /** Loads the game the attributes ask for (a fragment wins over a variant). */
  async load() {
    const token = (this.loads += 1);
    const fragment = this.getAttribute('fragment');
    const variant = (fragment && variantOfFragment(fragment)) || this.getAttribute('variant') || 'english';
    if (this.current && fragment && this.current.toFragment() === fragment.replace(/^#/, '')) return;
    try {
      const api = await entry(variant);
      if (token !== this.loads) return;
      /** @type {Game} */
      let game;
      try {
        game = fragment ? api.Game.fromFragment(fragment) : new api.Game(variant, this.getAttribute('options') ?? undefined);
      } catch (error) {
        // A broken link or an unknown variant: the page hears of it, the board shows a new game.
        this.dispatchEvent(new CustomEvent('error', { detail: { error } }));
        const fallback = { draughts: 'english', chess: 'chess', placement: 'reversi' }[familyOf(variant)];
        try {
          game = new api.Game(variant);
        } catch {
          game = new api.Game(fallback);
        }
      }
      this.show(game, api);
    } catch (error) {
      this.dispatchEvent(new CustomEvent('error', { detail: { error } }));
    }
  }

  /** Makes `game` the one shown, drawing a new board when its geometry differs. @param {Game} game @param {Api} api */
  show(game, api) {
    const before = this.current;
    this.current = game;
    this.api = api;
    this.selection = [];
    this.promotion = null;
    this.over = game.status().state !== 'ongoing';
    const geometry = game.geometry();
    const old = this.view?.geometry;
    if (!this.view || !before || before.variant !== game.variant || old?.rows !== geometry.rows || old?.columns !== geometry.columns) {
      const grid = document.createElement('div');
      this.grid.replaceWith(grid);
      this.grid = grid;
      this.listenGrid();
      if (!named.has(game.variant)) {
        const start = new api.Game(game.variant);
        named.set(game.variant, /^[a-z]/i.test(start.legalMoves()[0]?.notation ?? ''));
        start.free();
      }
      const byName = named.get(game.variant);
      const names = new Map(geometry.cells.map((c) => [c.square, c.name]));
      this.view = new View(grid, geometry, lookOf(game.variant), (s) => (byName ? names.get(s) ?? String(s) : String(s)));
      this.columns = new Map(geometry.cells.map((c) => [c.square, c.column]));
    }
    this.orient(false);
    this.render();
    this.resolveLoad(this);
  }

  /** The game, or an error when none is loaded yet. */
  need() {
    if (!this.current) throw new Error('damero-board: the game is not loaded yet (await board.ready)');
    return this.current;
  }

  // ---- words ------------------------------------------------------------------------------

  /** The words in the element's language (its `lang`, or the nearest one above it). */
  words() {
    const lang = this.closest?.('[lang]')?.getAttribute('lang') || globalThis.document?.documentElement.lang || 'en';
    return stringsFor(lang, this.overrides);
  }

  /** The name of a side on this board (Connect Four's sides are red and yellow). @param {string} side */
  sideName(side) {
    const w = this.words();
    const own = this.api && this.current ? this.api.variant(this.current.variant).sideNames[/** @type {'black' | 'white'} */ (side)] : side;
    return /** @type {string} */ (w[/** @type {keyof Strings} */ (`side_${own}`)] ?? own);
  }

  /** A square as players name it. @param {number} square */
  squareName(square) {
    return this.view?.labelOf(square) ?? String(square);
  }

  /** A move's notation in the element's language (chess letters: `Cf3` in Spanish). @param {Move} move */
  notation(move) {
    return familyOf(this.variant) === 'chess' ? localNotation(move.notation, this.words().letters) : move.notation;
  }

  /** Says something to screen readers. @param {string} text */
  say(text) {
    this.live.textContent = text;
  }

  /** Tells why a square did nothing: said to screen readers, and fired as `notice` for the page to show. @param {string} text */
  refuse(text) {
    this.say(text);
    this.dispatchEvent(new CustomEvent('notice', { detail: { text } }));
  }

  // ---- input ------------------------------------------------------------------------------

  /** The listeners of the prompt and the keys that cancel. */
  listen() {
    this.prompt.addEventListener('click', (e) => {
      const button = /** @type {Element} */ (e.target).closest?.('button');
      if (!button || !this.current) return;
      if (button.dataset.role) this.promote(button.dataset.role);
      else if (button.dataset.pass !== undefined) this.play(this.current.legalMoves()[0]);
      else this.cancel();
    });
    this.shadowRoot?.addEventListener('keydown', (e) => {
      if (/** @type {KeyboardEvent} */ (e).key === 'Escape' && (this.promotion || this.selection.length > 0)) {
        e.preventDefault();
        this.cancel();
      }
    });
  }

  /** The listeners of a new grid: clicks, keys, and drags with a mouse, a pen or a finger. */
  listenGrid() {
    const grid = this.grid;
    /** @param {Event} e */
    const squareOf = (e) => {
      const button = /** @type {Element} */ (e.target).closest?.('button[data-square]');
      return button instanceof HTMLElement ? Number(button.dataset.square) : null;
    };
    grid.addEventListener('click', (e) => {
      const square = squareOf(e);
      if (square === null || this.dragged) return;
      this.view?.setTabStop(square);
      this.activate(square);
    });
    grid.addEventListener('focusin', (e) => {
      const square = squareOf(e);
      if (square !== null) this.view?.setTabStop(square);
    });
    grid.addEventListener('keydown', (e) => {
      if (e.altKey || e.ctrlKey || e.metaKey || !this.view) return;
      /** @type {Record<string, 'up' | 'down' | 'left' | 'right' | 'home' | 'end'>} */
      const keys = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right', Home: 'home', End: 'end' };
      const direction = keys[e.key];
      if (!direction) return; // Enter and Space reach the button as a click
      e.preventDefault();
      const next = this.view.neighbour(this.view.focusable, direction);
      if (next !== null) this.view.focus(next);
    });
    grid.addEventListener('pointerdown', (e) => {
      this.dragged = false;
      const square = squareOf(e);
      const game = this.current;
      if (square === null || !game || !this.interactive || e.button !== 0 || familyOf(game.variant) === 'placement') return;
      const piece = game.pieceAt(square);
      if (!piece || piece.side !== game.status().turn || this.selection.length > 1) return;
      this.drag = { square, x: e.clientX, y: e.clientY, id: e.pointerId, moved: false };
    });
    grid.addEventListener('pointermove', (e) => {
      const drag = this.drag;
      if (!drag || drag.id !== e.pointerId) return;
      const dx = e.clientX - drag.x;
      const dy = e.clientY - drag.y;
      if (!drag.moved && Math.hypot(dx, dy) < 6) return;
      if (!drag.moved) {
        drag.moved = true;
        grid.setPointerCapture?.(e.pointerId);
        if (this.selection[0] !== drag.square) {
          this.selection = [];
          this.pick(drag.square);
          this.render();
        }
      }
      const piece = this.view?.buttons.get(drag.square)?.querySelector('svg.piece');
      if (piece instanceof SVGElement) {
        piece.classList.add('dragged');
        piece.style.transform = `translate(${dx}px, ${dy}px)`;
      }
    });
    const end = (/** @type {PointerEvent} */ e, /** @type {boolean} */ drop) => {
      const drag = this.drag;
      if (!drag || drag.id !== e.pointerId) return;
      this.drag = null;
      if (!drag.moved) return;
      this.dragged = true;
      const piece = this.view?.buttons.get(drag.square)?.querySelector('svg.piece');
      if (piece instanceof SVGElement) {
        piece.classList.remove('dragged');
        piece.style.transform = '';
      }
      const target = drop ? this.view?.squareAt(e.clientX, e.clientY) ?? null : null;
      if (target !== null && target !== drag.square && this.selection[0] === drag.square) this.activate(target, false);
    };
    grid.addEventListener('pointerup', (e) => end(e, true));
    grid.addEventListener('pointercancel', (e) => end(e, false));
  }

  /**
   * A square was clicked, tapped, dropped on or activated with the keyboard.
   * @param {number} square @param {boolean} [focus] whether the focus follows to a prompt
   */
  activate(square, focus = true) {
    const game = this.current;
    if (!game) return;
    const w = this.words();
    const status = game.status();
    if (!this.interactive) return this.refuse(w.readonly);
    if (status.state !== 'ongoing') return this.refuse(w.over);
    if (status.mustPass) return this.render();
    const family = familyOf(game.variant);
    if (family === 'placement') {
      const geometry = game.geometry();
      const columnOf = (/** @type {number} */ s) => this.columns?.get(s) ?? -1;
      const move = placement(game, square, { drops: geometry.drops, columnOf });
      if (move) return void this.play(move);
      const name = this.squareName(square);
      return this.refuse(geometry.drops ? fill(w.full, { column: name.replace(/[0-9]+$/, '') }) : fill(w.noPlace, { square: name }));
    }
    this.promotion = null;
    const sel = this.selection;
    if (sel.length === 0) {
      this.pick(square);
    } else if (sel.length === 1 && square === sel[0]) {
      this.selection = [];
    } else {
      const columns = game.geometry().columns;
      const it = intent(game, sel, square, family, columns);
      if (it.kind === 'play') {
        const side = status.turn;
        const move = game.play(it.move);
        const at = Math.max(0, this.selection.length - 1);
        this.selection = [];
        return this.played(move, side, move.path.slice(at));
      }
      if (it.kind === 'extend') {
        const from = sel[sel.length - 1];
        this.selection = it.path;
        return this.render([from, square]);
      }
      if (it.kind === 'promote') {
        this.promotion = it.moves;
        this.render();
        if (focus) /** @type {HTMLElement | null} */ (this.prompt.querySelector('button'))?.focus();
        return;
      }
      const piece = game.pieceAt(square);
      if (sel.length === 1 && piece && piece.side === status.turn) this.pick(square);
      else this.refuse(fill(w.refused, { from: this.squareName(sel[0]), to: this.squareName(square) }));
    }
    this.render();
  }

  /** Picks the piece on `square`, or says why it cannot be picked. @param {number} square */
  pick(square) {
    const game = /** @type {Game} */ (this.current);
    const status = game.status();
    const w = this.words();
    const piece = game.pieceAt(square);
    this.selection = [];
    if (!piece) return this.refuse(fill(w.empty, { turn: this.sideName(status.turn) }));
    if (piece.side !== status.turn) return this.refuse(fill(w.turn, { side: this.sideName(piece.side), turn: this.sideName(status.turn) }));
    if (game.completions([square]).length === 0) {
      if (status.mustCapture.length > 0) return this.refuse(fill(w.capture, { squares: status.mustCapture.map((s) => this.squareName(s)).join(', ') }));
      return this.refuse(fill(w.stuck, { square: this.squareName(square) }));
    }
    this.selection = [square];
  }

  /** The player chose the piece a pawn becomes. @param {string} role */
  promote(role) {
    const move = this.promotion?.find((m) => m.promotion === role);
    this.promotion = null;
    if (move) this.play(move);
    else this.render();
  }

  /** Drops the picked piece (and a promotion choice under way). */
  cancel() {
    const square = this.selection[0];
    this.promotion = null;
    this.selection = [];
    this.render();
    if (square !== undefined) this.view?.focus(square);
  }

  // ---- after a change ---------------------------------------------------------------------

  /** A move was made: drawn travelling its path, told, and the events fired. @param {Move} move @param {string} side @param {number[]} path */
  played(move, side, path) {
    const text = this.notation(move);
    this.say(fill(this.words().played, { side: this.sideName(side), move: text }));
    this.render(path);
    this.dispatchEvent(new CustomEvent('move', { detail: { move, text, side } }));
    this.changed(false);
  }

  /** The game changed: `change`, and `end` if it has just ended. @param {boolean} [draw] */
  changed(draw = true) {
    const game = /** @type {Game} */ (this.current);
    if (draw) this.render();
    this.dispatchEvent(new CustomEvent('change', { detail: { fragment: game.toFragment() } }));
    const status = game.status();
    const over = status.state !== 'ongoing';
    if (over && !this.over) this.dispatchEvent(new CustomEvent('end', { detail: { status } }));
    this.over = over;
  }

  /** Turns the board to the orientation asked for (a board where discs drop stays upright). @param {boolean} [draw] */
  orient(draw = true) {
    if (!this.view || !this.current) return;
    this.view.setFlipped(this.orientation === 'black' && !this.view.geometry.drops);
    if (draw) this.render();
  }

  /** Draws the position, the marks and the prompt. @param {number[]} [path] a move travelling */
  render(path = []) {
    const game = this.current;
    const view = this.view;
    if (!game || !view) return;
    const w = this.words();
    const status = game.status();
    const ongoing = status.state === 'ongoing';
    const family = familyOf(game.variant);
    const geometry = view.geometry;
    const first = geometry.firstSquare;
    const pieces = game.board().slice();
    const sel = this.selection;
    /** @type {Map<number, Set<Mark>>} */
    const marks = new Map();
    const mark = (/** @type {number} */ s, /** @type {Mark} */ m) => {
      if (!marks.has(s)) marks.set(s, new Set());
      marks.get(s)?.add(m);
    };
    const last = game.history().at(-1);
    if (last && sel.length < 2) {
      if (last.kind === 'travel') [last.from, last.to].forEach((s) => s !== null && mark(s, 'last'));
      if (last.kind === 'place' && last.to !== null) mark(last.to, 'last');
      if (last.kind === 'place') last.captures.forEach((s) => mark(s, 'flipped'));
    }
    if (sel.length > 1) {
      // A jump under way: the piece is drawn on its last landing, the pieces it took so far faded.
      pieces[sel[sel.length - 1] - first] = pieces[sel[0] - first];
      pieces[sel[0] - first] = null;
      const route = game.completions(sel)[0];
      route?.captures.slice(0, sel.length - 1).forEach((s) => mark(s, 'taken'));
    }
    sel.forEach((s, i) => mark(s, i === sel.length - 1 ? 'selected' : 'last'));
    if (this.interactive && ongoing) {
      for (const s of landings(game, sel, family, geometry.columns)) {
        mark(s, 'target');
        if (pieces[s - first]) mark(s, 'capture');
      }
      if (family === 'placement' && !status.mustPass) for (const m of game.legalMoves()) if (m.to !== null) mark(m.to, 'target');
      if (sel.length === 0) status.mustCapture.forEach((s) => mark(s, 'must'));
    }
    if (status.checkedKing !== null) mark(status.checkedKing, 'check');
    status.winningLine.forEach((s) => mark(s, 'win'));
    const variantName = w[/** @type {keyof Strings} */ (`variant_${game.variant}`)] ?? game.variant;
    const words = { selected: w.selected, target: w.target, capture: '', must: w.must, last: w.last, check: w.check, win: w.win, flipped: w.flipped, taken: '' };
    view.render(
      {
        pieces,
        marks,
        boardLabel: fill(ongoing ? w.board : w.boardOver, { variant: variantName, turn: this.sideName(status.turn) }),
        label: (square, piece, m) => {
          const name = view.labelOf(square) === String(square) ? String(square) : view.labelOf(square);
          const base = piece
            ? fill(w.piece, { name, side: this.sideName(piece.side), role: w[/** @type {keyof Strings} */ (`role_${piece.role}`)] ?? piece.role })
            : fill(w.square, { name });
          return [base, ...[...m].map((k) => words[k]).filter(Boolean)].join(', ');
        },
      },
      path,
    );
    this.drawPrompt(status);
  }

  /** The promotion choice, or the pass a player must make, over the board. @param {Status} status */
  drawPrompt(status) {
    const w = this.words();
    const game = /** @type {Game} */ (this.current);
    const passing = this.interactive && status.state === 'ongoing' && status.mustPass;
    const moves = this.promotion;
    const key = moves ? `promote:${moves[0].to}` : passing ? `pass:${status.turn}:${game.history().length}` : '';
    if (this.prompt.dataset.key === key && (moves || passing)) return;
    this.prompt.dataset.key = key;
    this.prompt.hidden = !moves && !passing;
    if (this.prompt.hidden) {
      this.prompt.replaceChildren();
      return;
    }
    const text = document.createElement('p');
    text.id = 'prompt-text';
    this.prompt.setAttribute('aria-labelledby', 'prompt-text');
    const choices = document.createElement('div');
    choices.className = 'choices';
    if (moves) {
      text.textContent = fill(w.promote, { square: this.squareName(/** @type {number} */ (moves[0].to)) });
      for (const move of moves) {
        const role = /** @type {string} */ (move.promotion);
        const b = document.createElement('button');
        b.type = 'button';
        b.dataset.role = role;
        b.append(figure({ side: status.turn, role }, 'chess'), w[/** @type {keyof Strings} */ (`role_${role}`)] ?? role);
        choices.append(b);
      }
      const cancel = document.createElement('button');
      cancel.type = 'button';
      cancel.textContent = w.cancel;
      choices.append(cancel);
    } else {
      text.textContent = fill(w.pass, { turn: this.sideName(status.turn) });
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.pass = '';
      b.textContent = w.passButton;
      choices.append(b);
    }
    this.prompt.replaceChildren(text, choices);
  }
}

if (globalThis.customElements && !customElements.get('damero-board')) customElements.define('damero-board', DameroBoard);
