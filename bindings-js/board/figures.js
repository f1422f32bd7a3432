// The pieces, drawn as SVG figures of the element's own (the same on every device, no font
// glyph): chess figures, draughts men and kings, Reversi discs and Connect Four discs. Each
// figure is drawn in a 100 x 100 box and takes its colours from CSS custom properties, so a
// theme recolours them (see style.js).

const SVG = 'http://www.w3.org/2000/svg';

/** The outline of each chess figure, as SVG path data in a 100 x 100 box (one path each). */
const CHESS = {
  pawn: 'M50 18a12 12 0 0 1 7 21.8c5 3 8 8.2 8 14.2h-6l5 20h8v10H28V74h8l5-20h-6c0-6 3-11.2 8-14.2A12 12 0 0 1 50 18z',
  rook: 'M26 16h11v8h7v-8h12v8h7v-8h11v20l-8 6v28l8 4v12H26V74l8-4V42l-8-6z',
  knight:
    'M30 86c0-14 6-24 16-30l-4-4-12 8-8-8 10-18c5-8 12-13 20-14l4-8 6 10c12 6 18 22 18 40v24z',
  bishop:
    'M50 10a7 7 0 0 1 4 12.7c10 6 16 16 16 26 0 8-4 13-9 16h3v8h8v12H28V72h8v-8h3c-5-3-9-8-9-16 0-10 6-20 16-26A7 7 0 0 1 50 10z',
  queen:
    'M18 32a6 6 0 1 1 8 5.6L34 58l6-26a6 6 0 1 1 5 0l5 24 5-24a6 6 0 1 1 5 0l6 26 8-20.4A6 6 0 1 1 82 32l-12 38h4v16H26V70h4z',
  king: 'M46 8h8v8h8v8h-8v7c14 2 24 10 24 20 0 8-6 14-12 19h2v16H32V70h2c-6-5-12-11-12-19 0-10 10-18 24-20v-7h-8v-8h8z',
};
/** The inner lines that set figures apart at a glance (a bishop's slit, a knight's eye...). */
const DETAIL = {
  pawn: '',
  rook: 'M34 42h32M34 70h32',
  knight: 'M48 34h1M62 48c-4 10-10 16-16 18',
  bishop: 'M50 34v16M42 42h16M36 64h28',
  queen: 'M30 70h40',
  king: 'M34 70h32M50 31v14',
};

/** A king's crown on a draughts piece. */
const CROWN = 'M28 60l-4-22 14 10 12-16 12 16 14-10-4 22z';

/**
 * The SVG figure of a piece in a family's look.
 * @param {{ side: string, role: string }} piece
 * @param {'draughts' | 'chess' | 'reversi' | 'connect4'} look
 * @returns {SVGSVGElement}
 */
export function figure(piece, look) {
  const svg = /** @type {SVGSVGElement} */ (document.createElementNS(SVG, 'svg'));
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('part', `piece ${piece.side} ${piece.role}`);
  svg.classList.add('piece', piece.side, piece.role);
  svg.dataset.piece = `${piece.side} ${piece.role}`;
  const add = (/** @type {string} */ tag, /** @type {Record<string, string | number>} */ attrs) => {
    const el = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
    svg.append(el);
    return el;
  };
  if (look === 'chess') {
    const role = /** @type {keyof typeof CHESS} */ (piece.role);
    add('path', { d: CHESS[role] ?? CHESS.pawn, class: 'body' });
    if (DETAIL[role]) add('path', { d: DETAIL[role], class: 'detail' });
  } else {
    add('circle', { cx: 50, cy: 50, r: 40, class: 'body' });
    if (look !== 'reversi') add('circle', { cx: 50, cy: 50, r: 29, class: 'detail' });
    if (piece.role === 'king') add('path', { d: CROWN, class: 'crown' });
  }
  return svg;
}
