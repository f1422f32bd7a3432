// Drawing the board and moving around it with the keyboard. The board knows nothing about the
// rules: it lays out the squares the package's boardLayout() gives (any number of rows and
// columns: 8x8, 10x10), draws the pieces and marks it is handed, and reports which square was
// activated (click, Enter or Space).

/** @typedef {import('../../bindings-js/js/index.js').Piece} Piece */
/** @typedef {{ square: number, row: number, column: number }} Place */
/** @typedef {{ rows: number, columns: number, squares: Place[] }} Layout */
/** @typedef {'selected' | 'target' | 'capture' | 'taken' | 'last'} Mark */
/**
 * @typedef {object} BoardState
 * @property {(Piece | null)[]} pieces   element i is the i-th square of the layout (the first square first)
 * @property {Map<number, Set<Mark>>} marks
 * @property {(square: number, piece: Piece | null, marks: Set<Mark>) => string} label
 * @property {string} boardLabel
 * @property {boolean} inert             true when the game is over: squares stay focusable
 */

const SVG = 'http://www.w3.org/2000/svg';

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

export class BoardView {
  /**
   * @param {HTMLElement} element  an empty element that becomes the board
   * @param {Layout} layout
   * @param {{ onActivate: (square: number) => void, onCancel: () => void }} handlers
   */
  constructor(element, layout, handlers) {
    this.element = element;
    this.layout = layout;
    this.handlers = handlers;
    this.flipped = false;
    /** @type {Map<number, HTMLButtonElement>} */
    this.buttons = new Map();
    /** The square that holds the roving tab stop. */
    this.focusable = 0;
    /** @type {BoardState | undefined} */
    this.last = undefined;
    element.classList.add('board');
    element.setAttribute('role', 'group');
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

  /** Draws another board (a new game of another variant): its squares, empty. @param {Layout} layout */
  setLayout(layout) {
    this.layout = layout;
    this.last = undefined;
    this.focusable = layout.squares[0]?.square ?? 0;
    this.element.style.setProperty('--rows', String(layout.rows));
    this.element.style.setProperty('--columns', String(layout.columns));
    this.element.dataset.rows = String(layout.rows);
    this.element.dataset.columns = String(layout.columns);
    this.build();
  }

  /** Where a square is drawn, White at the bottom unless flipped. @param {Place} p */
  visual(p) {
    return this.flipped
      ? { row: this.layout.rows - 1 - p.row, column: this.layout.columns - 1 - p.column }
      : { row: p.row, column: p.column };
  }

  /** (Re)creates the cells in reading order. */
  build() {
    const { rows, columns } = this.layout;
    /** @type {(Place | null)[]} */
    const cells = new Array(rows * columns).fill(null);
    for (const p of this.layout.squares) {
      const v = this.visual(p);
      cells[v.row * columns + v.column] = p;
    }
    this.buttons.clear();
    const children = cells.map((p) => {
      if (p === null) {
        const light = document.createElement('div');
        light.className = 'cell light';
        light.setAttribute('aria-hidden', 'true');
        return light;
      }
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'cell dark';
      button.dataset.square = String(p.square);
      button.tabIndex = p.square === this.focusable ? 0 : -1;
      const number = document.createElement('span');
      number.className = 'number';
      number.setAttribute('aria-hidden', 'true');
      number.textContent = String(p.square);
      button.append(number);
      this.buttons.set(p.square, button);
      return button;
    });
    this.element.replaceChildren(...children);
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

  /** @param {BoardState} state */
  render(state) {
    this.last = state;
    this.element.setAttribute('aria-label', state.boardLabel);
    this.element.classList.toggle('over', state.inert);
    const first = this.layout.squares[0]?.square ?? 0;
    for (const [square, button] of this.buttons) {
      const piece = state.pieces[square - first] ?? null;
      const marks = state.marks.get(square) ?? new Set();
      button.className = ['cell', 'dark', ...marks].join(' ');
      button.setAttribute('aria-label', state.label(square, piece, marks));
      const old = button.querySelector('.piece');
      const king = piece?.role === 'king';
      const wanted = piece ? `piece ${piece.side} ${piece.role}` : null;
      if (old && old.className === wanted) continue;
      old?.remove();
      if (piece) {
        const disc = document.createElement('span');
        disc.className = /** @type {string} */ (wanted);
        disc.setAttribute('aria-hidden', 'true');
        if (king) disc.append(crown());
        button.prepend(disc);
      }
    }
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
