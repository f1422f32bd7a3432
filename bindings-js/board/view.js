// Drawing a board: a grid of squares laid out from the core's geometry (rows, columns, where each
// playing square stands, its name, how squares are shaded and labelled), the pieces as SVG
// figures, the marks under them, and a piece travelling its path. The view knows no rule: the
// element hands it what to draw.
//
// To a screen reader the board is a grid (role="grid") of rows whose playing squares are cells
// holding one button each, with a roving tab stop; squares where no piece ever stands (the light
// squares of draughts) are hidden from it.

import { figure } from './figures.js';

/** @typedef {import('../js/index.js').Geometry} Geometry */
/** @typedef {import('../js/index.js').Piece} Piece */
/** @typedef {'selected' | 'target' | 'capture' | 'must' | 'last' | 'check' | 'win' | 'flipped' | 'taken'} Mark */
/**
 * @typedef {object} Scene
 * @property {(Piece | null)[]} pieces       one per playing square, the first square first
 * @property {Map<number, Set<Mark>>} marks
 * @property {(square: number, piece: Piece | null, marks: Set<Mark>) => string} label
 * @property {string} boardLabel
 */

/** Milliseconds per square of a travelling piece's path, and at most for a whole move. */
const STEP_MS = 140;
const MAX_MS = 560;

/** Whether the player asked for less motion. */
const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export class View {
  /**
   * @param {HTMLElement} grid   an empty element that becomes the board
   * @param {Geometry} geometry
   * @param {'draughts' | 'chess' | 'reversi' | 'connect4'} look
   * @param {(square: number) => string} labelOf   the text a square's label shows
   */
  constructor(grid, geometry, look, labelOf) {
    this.grid = grid;
    this.geometry = geometry;
    this.look = look;
    this.labelOf = labelOf;
    this.flipped = false;
    /** @type {Map<number, HTMLButtonElement>} */
    this.buttons = new Map();
    this.focusable = geometry.firstSquare;
    /** @type {Scene | null} */
    this.scene = null;
    grid.setAttribute('role', 'grid');
    grid.setAttribute('part', 'board');
    grid.dataset.shading = geometry.shading;
    grid.dataset.look = look;
    grid.dataset.rows = String(geometry.rows);
    grid.dataset.columns = String(geometry.columns);
    grid.style.setProperty('--rows', String(geometry.rows));
    grid.style.setProperty('--columns', String(geometry.columns));
    grid.setAttribute('aria-rowcount', String(geometry.rows));
    grid.setAttribute('aria-colcount', String(geometry.columns));
    this.build();
  }

  /** Where a playing square is drawn: as the geometry says, or turned half round. @param {{ row: number, column: number }} c */
  visual(c) {
    const { rows, columns } = this.geometry;
    return this.flipped ? { row: rows - 1 - c.row, column: columns - 1 - c.column } : { row: c.row, column: c.column };
  }

  /** (Re)creates the rows and squares in reading order. */
  build() {
    const { rows, columns, cells, labels } = this.geometry;
    /** @type {(import('../js/index.js').Cell | null)[]} */
    const at = new Array(rows * columns).fill(null);
    for (const c of cells) {
      const v = this.visual(c);
      at[v.row * columns + v.column] = c;
    }
    this.buttons.clear();
    const rowElements = [];
    for (let r = 0; r < rows; r += 1) {
      const row = document.createElement('div');
      row.className = 'row';
      row.setAttribute('role', 'row');
      row.setAttribute('aria-rowindex', String(r + 1));
      for (let col = 0; col < columns; col += 1) {
        const c = at[r * columns + col];
        if (c === null) {
          const light = document.createElement('div');
          light.className = 'square off';
          light.setAttribute('part', 'square off');
          light.setAttribute('aria-hidden', 'true');
          row.append(light);
          continue;
        }
        const cell = document.createElement('div');
        cell.className = 'cell';
        cell.setAttribute('role', 'gridcell');
        cell.setAttribute('aria-colindex', String(col + 1));
        const button = document.createElement('button');
        button.type = 'button';
        const tone = this.geometry.shading === 'checkered' && (c.row + c.column) % 2 === 0 ? 'light' : 'dark';
        button.dataset.tone = this.geometry.shading === 'plain' ? 'plain' : tone;
        button.dataset.square = String(c.square);
        button.dataset.column = String(c.column);
        button.tabIndex = c.square === this.focusable ? 0 : -1;
        const mark = document.createElement('span');
        mark.className = 'mark';
        mark.setAttribute('aria-hidden', 'true');
        button.append(mark);
        // Labels stand in corners the piece leaves free: every square's number or name, or on an
        // 'edge' board the row number on the left column (top left) and the column letter on the
        // bottom row (bottom right).
        const texts = labels === 'every' ? [['label', this.labelOf(c.square)]] : this.edgeTexts(c.name, r, col);
        // They stand beside the button, not in it: a square's accessible name holds its whole
        // name, never the lone file or row it shows.
        cell.append(button);
        for (const [kind, text] of texts) {
          if (!text) continue;
          const label = document.createElement('span');
          label.className = kind;
          label.setAttribute('part', 'label');
          label.setAttribute('aria-hidden', 'true');
          label.textContent = text;
          cell.append(label);
        }
        row.append(cell);
        this.buttons.set(c.square, button);
      }
      rowElements.push(row);
    }
    this.grid.replaceChildren(...rowElements);
  }

  /** On an 'edge' board: a square's row number on the left column, its column letter on the bottom row.
   * @param {string} name @param {number} r @param {number} c @returns {[string, string][]} */
  edgeTexts(name, r, c) {
    // The file first: in the corner square the visible text reads as its name ("a1").
    return [
      ['label file', r === this.geometry.rows - 1 ? name.replace(/[0-9]+$/, '') : ''],
      ['label rank', c === 0 ? name.replace(/^[a-z]+/, '') : ''],
    ];
  }

  /** @param {boolean} flipped */
  setFlipped(flipped) {
    if (flipped === this.flipped) return;
    const hadFocus = this.grid.getRootNode() instanceof ShadowRoot && this.grid.contains(/** @type {ShadowRoot} */ (this.grid.getRootNode()).activeElement);
    this.flipped = flipped;
    this.build();
    if (this.scene) this.render(this.scene);
    if (hadFocus) this.focus(this.focusable);
  }

  /**
   * Draws a scene; with a path, the piece on its last square travels there from the first
   * (unless the player prefers reduced motion).
   * @param {Scene} scene @param {number[]} [path]
   */
  render(scene, path = []) {
    this.scene = scene;
    this.grid.setAttribute('aria-label', scene.boardLabel);
    const first = this.geometry.firstSquare;
    for (const [square, button] of this.buttons) {
      const piece = scene.pieces[square - first] ?? null;
      const marks = scene.marks.get(square) ?? new Set();
      button.className = [...marks].join(' ');
      button.setAttribute('part', ['square', ...marks].join(' '));
      button.setAttribute('aria-label', scene.label(square, piece, marks));
      const old = button.querySelector('svg.piece:not(.ghost)');
      const wanted = piece ? `${piece.side} ${piece.role}` : null;
      if (old instanceof SVGElement && old.dataset.piece === wanted) continue;
      old?.remove();
      if (piece) button.querySelector('.mark')?.after(figure(piece, this.look));
    }
    if (path.length > 1 && !reducedMotion()) this.travel(path);
  }

  /** The moved piece slides along `path` to where it is drawn now. @param {number[]} path */
  travel(path) {
    const to = this.buttons.get(path[path.length - 1]);
    const piece = to?.querySelector('svg.piece');
    if (!to || !piece) return;
    const centre = (/** @type {Element} */ el) => {
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    };
    const end = centre(to);
    const frames = path.map((s, i) => {
      const b = this.buttons.get(s);
      const p = b ? centre(b) : end;
      return { transform: `translate(${p.x - end.x}px, ${p.y - end.y}px)`, offset: i / (path.length - 1) };
    });
    piece.animate(frames, { duration: Math.min(MAX_MS, STEP_MS * (path.length - 1)), easing: 'ease-in-out' });
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

  /**
   * The playing square next to `square` in a direction, as the board is drawn, or null at the
   * edge: left and right along its row, up and down to the nearest playing square of the next row.
   * @param {number} square @param {'up' | 'down' | 'left' | 'right' | 'home' | 'end'} direction
   */
  neighbour(square, direction) {
    /** @type {Map<number, { square: number, column: number }[]>} */
    const rows = new Map();
    let here = null;
    for (const c of this.geometry.cells) {
      const v = this.visual(c);
      if (!rows.has(v.row)) rows.set(v.row, []);
      rows.get(v.row)?.push({ square: c.square, column: v.column });
      if (c.square === square) here = v;
    }
    if (here === null) return null;
    for (const list of rows.values()) list.sort((a, b) => a.column - b.column);
    const row = rows.get(here.row) ?? [];
    const index = row.findIndex((c) => c.square === square);
    if (direction === 'left') return row[index - 1]?.square ?? null;
    if (direction === 'right') return row[index + 1]?.square ?? null;
    if (direction === 'home') return row[0]?.square ?? null;
    if (direction === 'end') return row[row.length - 1]?.square ?? null;
    const other = rows.get(here.row + (direction === 'up' ? -1 : 1));
    if (!other || other.length === 0) return null;
    const column = /** @type {{ column: number }} */ (here).column;
    // The playing square of the next row nearest to this one's column (a diagonal board's rows alternate).
    return other.reduce((best, c) => (Math.abs(c.column - column) < Math.abs(best.column - column) ? c : best)).square;
  }

  /** The square drawn under a point of the viewport, or null. @param {number} x @param {number} y */
  squareAt(x, y) {
    for (const [square, button] of this.buttons) {
      const r = button.getBoundingClientRect();
      if (x >= r.left && x < r.right && y >= r.top && y < r.bottom) return square;
    }
    return null;
  }
}
