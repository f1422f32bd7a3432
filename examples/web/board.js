// Drawing the board and moving around it with the keyboard. The board knows nothing about the
// rules: it lays out the squares the package's boardLayout() gives (any number of rows and
// columns: 8x8, 10x10), draws the pieces and marks it is handed, shows a move travelling its path,
// and reports which square was activated (click, Enter or Space).
//
// To a screen reader the board is a grid (role="grid") of rows (role="row") whose playing squares
// are cells (role="gridcell", with their column in aria-colindex) holding one button each; the
// light squares, where no piece ever stands, are hidden from it.

/** @typedef {import('../../bindings-js/js/index.js').Piece} Piece */
/** @typedef {{ square: number, row: number, column: number }} Place */
/** @typedef {{ rows: number, columns: number, squares: Place[] }} Layout */
/**
 * How a board looks, beyond its squares (the page chooses it from the variant):
 * - shading: 'diagonal' draws only the playing squares dark and the rest light (draughts on the
 *   dark squares); 'checkered' makes every square playable in alternating tones (chess);
 *   'plain' makes every square playable in one tone (Turkish draughts, all 64 squares).
 * - name: the text a square carries (its number, or its algebraic name).
 * - names: 'every' square shows its name, or only the 'edge' (files on the bottom row, ranks on the
 *   left column, as on a chess board).
 * - piece: draws a piece; it must carry the classes `piece <side> <role>`.
 * @typedef {{ shading: 'diagonal' | 'checkered' | 'plain', name: (square: number) => string,
 *   names: 'every' | 'edge', piece: (piece: Piece) => HTMLElement }} Look
 */
/** The marks a square can carry; 'from' and 'to' (the ends of the last move) are drawn, not spoken.
 * @typedef {'selected' | 'target' | 'capture' | 'taken' | 'last' | 'from' | 'to' | 'movable' | 'check' | 'checker'} Mark */
/**
 * @typedef {object} BoardState
 * @property {(Piece | null)[]} pieces   element i is the i-th square of the layout (the first square first)
 * @property {Map<number, Set<Mark>>} marks
 * @property {(square: number, piece: Piece | null, marks: Set<Mark>) => string} label
 * @property {string} boardLabel
 * @property {boolean} inert             true when the game is over or an earlier position is shown
 */
/**
 * A piece travelling: it is drawn on the last square of `path` and slides there from the first,
 * through every landing; the pieces on `captured` fade out as it passes.
 * @typedef {{ path: number[], captured: number[] }} Motion
 */

const SVG = 'http://www.w3.org/2000/svg';
/** Milliseconds per square of the path, and at most for a whole move. */
const STEP_MS = 140;
const MAX_MS = 560;

/** A small crown drawn on kings. */
function crown() {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('class', 'crown');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 10H5L3 8zm2 11.5h14V21H5z');
  svg.append(path);
  return svg;
}

/** A disc for a piece. @param {Piece} piece */
export function disc(piece) {
  const el = document.createElement('span');
  el.className = `piece ${piece.side} ${piece.role}`;
  el.setAttribute('aria-hidden', 'true');
  if (piece.role === 'king') el.append(crown());
  return el;
}

/** Whether the player asked for less motion. */
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export class BoardView {
  /**
   * @param {HTMLElement} element  an empty element that becomes the board
   * @param {Layout} layout
   * @param {{ onActivate: (square: number) => void, onCancel: () => void }} handlers
   * @param {Look} [look]
   */
  constructor(element, layout, handlers, look) {
    this.element = element;
    this.layout = layout;
    /** @type {Look} */
    this.look = look ?? { shading: 'diagonal', name: String, names: 'every', piece: disc };
    /** The tone class of each square's button ('dark', or 'dark tone-light' / 'dark tone-plain'). @type {Map<number, string>} */
    this.tones = new Map();
    this.handlers = handlers;
    this.flipped = false;
    /** @type {Map<number, HTMLButtonElement>} */
    this.buttons = new Map();
    /** The square that holds the roving tab stop. */
    this.focusable = 0;
    /** @type {BoardState | undefined} */
    this.last = undefined;
    element.classList.add('board');
    element.setAttribute('role', 'grid');
    element.addEventListener('keydown', (e) => this.onKey(e));
    // However a square gets the focus (Tab, a click, a screen reader), it keeps the tab stop.
    element.addEventListener('focusin', (e) => {
      const target = /** @type {Element | null} */ (e.target);
      const square = target instanceof HTMLButtonElement ? Number(target.dataset.square) : NaN;
      if (this.buttons.has(square)) this.setTabStop(square);
    });
    element.addEventListener('click', (e) => {
      const target = /** @type {Element | null} */ (e.target);
      const button = target?.closest('button[data-square]');
      if (button instanceof HTMLButtonElement) {
        const square = Number(button.dataset.square);
        this.setTabStop(square);
        this.handlers.onActivate(square);
      }
    });
    this.setLayout(layout);
  }

  /** Draws another board (a new game of another variant): its squares, empty. @param {Layout} layout @param {Look} [look] */
  setLayout(layout, look) {
    this.layout = layout;
    if (look) this.look = look;
    this.element.dataset.shading = this.look.shading;
    this.last = undefined;
    this.focusable = layout.squares[0]?.square ?? 0;
    this.element.style.setProperty('--rows', String(layout.rows));
    this.element.style.setProperty('--columns', String(layout.columns));
    this.element.dataset.rows = String(layout.rows);
    this.element.dataset.columns = String(layout.columns);
    this.element.setAttribute('aria-rowcount', String(layout.rows));
    this.element.setAttribute('aria-colcount', String(layout.columns));
    this.build();
  }

  /** Where a square is drawn, White at the bottom unless flipped. @param {Place} p */
  visual(p) {
    return this.flipped
      ? { row: this.layout.rows - 1 - p.row, column: this.layout.columns - 1 - p.column }
      : { row: p.row, column: p.column };
  }

  /** (Re)creates the rows and cells in reading order. */
  build() {
    const { rows, columns } = this.layout;
    /** @type {(Place | null)[]} */
    const cells = new Array(rows * columns).fill(null);
    for (const p of this.layout.squares) {
      const v = this.visual(p);
      cells[v.row * columns + v.column] = p;
    }
    this.buttons.clear();
    const rowElements = [];
    for (let r = 0; r < rows; r += 1) {
      const row = document.createElement('div');
      row.className = 'row';
      row.setAttribute('role', 'row');
      row.setAttribute('aria-rowindex', String(r + 1));
      for (let c = 0; c < columns; c += 1) {
        const p = cells[r * columns + c];
        if (p === null) {
          const light = document.createElement('div');
          light.className = 'cell light';
          light.setAttribute('aria-hidden', 'true');
          row.append(light);
          continue;
        }
        const cell = document.createElement('div');
        cell.className = 'gridcell';
        cell.setAttribute('role', 'gridcell');
        cell.setAttribute('aria-colindex', String(c + 1));
        const button = document.createElement('button');
        button.type = 'button';
        // Every playing square is a 'dark' cell; on a board of all playing squares a tone says how it is drawn.
        const tone =
          this.look.shading === 'plain'
            ? 'dark tone-plain'
            : this.look.shading === 'checkered' && (p.row + p.column) % 2 === 0
              ? 'dark tone-light'
              : 'dark';
        this.tones.set(p.square, tone);
        button.className = `cell ${tone}`;
        button.dataset.square = String(p.square);
        button.tabIndex = p.square === this.focusable ? 0 : -1;
        const number = document.createElement('span');
        number.className = 'number';
        number.setAttribute('aria-hidden', 'true');
        number.textContent = this.edgeName(p, r, c);
        if (this.look.names === 'edge') {
          // Coordinates at the edge stand beside the button, not in it: a square's name ("b1, white
          // knight") holds its whole name, never just the file or the rank it shows.
          number.classList.add(tone.includes('tone-light') ? 'on-light' : 'on-dark');
          cell.append(button, number);
        } else {
          button.append(number);
          cell.append(button);
        }
        row.append(cell);
        this.buttons.set(p.square, button);
      }
      rowElements.push(row);
    }
    this.element.replaceChildren(...rowElements);
  }

  /** The name a square shows: its own, or on an 'edge' board its file on the bottom row and its
   * rank on the left column. @param {Place} p @param {number} r @param {number} c */
  edgeName(p, r, c) {
    const name = this.look.name(p.square);
    if (this.look.names === 'every') return name;
    const file = r === this.layout.rows - 1 ? name.replace(/[0-9]+$/, '') : '';
    const rank = c === 0 ? name.replace(/^[a-z]+/, '') : '';
    return c === 0 && r === this.layout.rows - 1 ? name : file || rank;
  }

  /** @param {boolean} flipped */
  setFlipped(flipped) {
    if (flipped === this.flipped) return;
    const hadFocus = this.element.contains(document.activeElement);
    this.flipped = flipped;
    this.build();
    if (this.last) this.render(this.last);
    if (hadFocus) this.focus(this.focusable);
  }

  /**
   * Draws a state; with a motion, the moved piece travels its path (unless the player prefers
   * reduced motion).
   * @param {BoardState} state @param {Motion | null} [motion]
   */
  render(state, motion = null) {
    const before = this.last;
    this.last = state;
    this.element.setAttribute('aria-label', state.boardLabel);
    this.element.classList.toggle('over', state.inert);
    const first = this.layout.squares[0]?.square ?? 0;
    for (const [square, button] of this.buttons) {
      const piece = state.pieces[square - first] ?? null;
      const marks = state.marks.get(square) ?? new Set();
      button.className = ['cell', this.tones.get(square) ?? 'dark', ...marks].join(' ');
      button.setAttribute('aria-label', state.label(square, piece, marks));
      const old = button.querySelector('.piece:not(.ghost)');
      const wanted = piece ? `${piece.side} ${piece.role}` : null;
      if (old instanceof HTMLElement && old.dataset.piece === wanted) continue;
      old?.remove();
      if (piece) {
        const drawn = this.look.piece(piece);
        drawn.dataset.piece = `${piece.side} ${piece.role}`;
        button.prepend(drawn);
      }
    }
    if (motion && motion.path.length > 1 && !reducedMotion()) this.animate(motion, before);
  }

  /** @param {Motion} motion @param {BoardState | undefined} before */
  animate(motion, before) {
    const to = this.buttons.get(motion.path[motion.path.length - 1]);
    const mover = to?.querySelector('.piece:not(.ghost)');
    if (!to || !(mover instanceof HTMLElement)) return;
    const centre = (/** @type {Element} */ el) => {
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    };
    const end = centre(to);
    const points = motion.path.map((s) => {
      const b = this.buttons.get(s);
      return b ? centre(b) : end;
    });
    const duration = Math.min(MAX_MS, STEP_MS * (motion.path.length - 1));
    const frames = points.map((p, i) => ({
      transform: `translate(${p.x - end.x}px, ${p.y - end.y}px)`,
      offset: i / (points.length - 1),
    }));
    to.classList.add('moving');
    const run = mover.animate(frames, { duration, easing: 'ease-in-out' });
    run.onfinish = run.oncancel = () => to.classList.remove('moving');
    // The captured pieces, gone from the board, fade out as the piece passes them.
    const first = this.layout.squares[0]?.square ?? 0;
    motion.captured.forEach((square, i) => {
      const piece = before?.pieces[square - first];
      const button = this.buttons.get(square);
      if (!piece || !button || button.querySelector('.piece:not(.ghost)')) return;
      const ghost = this.look.piece(piece);
      ghost.classList.add('ghost');
      button.prepend(ghost);
      const at = (duration * (i + 0.5)) / Math.max(1, motion.path.length - 1);
      const fade = ghost.animate([{ opacity: 1 }, { opacity: 1, offset: Math.min(0.95, at / duration) }, { opacity: 0 }], {
        duration,
        fill: 'forwards',
      });
      fade.onfinish = fade.oncancel = () => ghost.remove();
    });
  }

  /** Moves the roving tab stop to `square`. @param {number} square */
  setTabStop(square) {
    const next = this.buttons.get(square);
    if (!next) return;
    const prev = this.buttons.get(this.focusable);
    if (prev) prev.tabIndex = -1;
    next.tabIndex = 0;
    this.focusable = square;
  }

  /** Puts the keyboard focus on `square`. @param {number} square */
  focus(square) {
    this.setTabStop(square);
    this.buttons.get(square)?.focus();
  }

  /** The square next to `square` in a direction, as the board is drawn; null at the edge.
   * Squares are taken row by row: left/right go along the row, up/down to the square with the
   * same place in the next row (the nearest one diagonally).
   * @param {number} square @param {'up' | 'down' | 'left' | 'right' | 'home' | 'end'} direction */
  neighbour(square, direction) {
    /** @type {Map<number, { square: number, column: number }[]>} */
    const rows = new Map();
    let here = null;
    for (const p of this.layout.squares) {
      const v = this.visual(p);
      if (!rows.has(v.row)) rows.set(v.row, []);
      rows.get(v.row)?.push({ square: p.square, column: v.column });
      if (p.square === square) here = v;
    }
    if (here === null) return null;
    for (const list of rows.values()) list.sort((a, b) => a.column - b.column);
    const row = rows.get(here.row) ?? [];
    const index = row.findIndex((c) => c.square === square);
    switch (direction) {
      case 'left':
        return row[index - 1]?.square ?? null;
      case 'right':
        return row[index + 1]?.square ?? null;
      case 'home':
        return row[0]?.square ?? null;
      case 'end':
        return row[row.length - 1]?.square ?? null;
      default: {
        const other = rows.get(here.row + (direction === 'up' ? -1 : 1));
        if (!other || other.length === 0) return null;
        return other[Math.min(index, other.length - 1)].square;
      }
    }
  }

  /** @param {KeyboardEvent} e */
  onKey(e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    /** @type {Record<string, 'up' | 'down' | 'left' | 'right' | 'home' | 'end'>} */
    const keys = {
      ArrowUp: 'up',
      ArrowDown: 'down',
      ArrowLeft: 'left',
      ArrowRight: 'right',
      Home: 'home',
      End: 'end',
    };
    if (e.key === 'Escape') {
      e.preventDefault();
      this.handlers.onCancel();
      return;
    }
    const direction = keys[e.key];
    if (!direction) return; // Enter and Space reach the button as a click
    e.preventDefault();
    const next = this.neighbour(this.focusable, direction);
    if (next !== null) this.focus(next);
  }
}
