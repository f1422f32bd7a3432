// Which move a player means: from the squares picked so far and the square clicked (or dropped
// on), the legal move, the next landings of a multi-jump, or the choice of a promotion. Only the
// package's answers are used (legal moves, completions, the board): no rule is known here.

/** @typedef {import('../js/index.js').Game} Game */
/** @typedef {import('../js/index.js').Move} Move */

/**
 * What a player meant by a square:
 * - `play`: one legal move;
 * - `extend`: one more landing of a multi-jump, the rest still open;
 * - `promote`: several moves end there, one per piece a pawn may become;
 * - `none`: not a move (the reason is for the player's ears).
 * @typedef {{ kind: 'play', move: Move } | { kind: 'extend', path: number[] } | { kind: 'promote', moves: Move[] }
 *   | { kind: 'none' }} Intent
 */

/** Whether a move is a castling (the only chess move whose notation starts with `O`). @param {Move} m */
const castles = (m) => m.notation.startsWith('O-O');

/**
 * The own rook a castling moves: the target the package gives when it is the rook's square
 * (Chess960), else the first own rook from the king towards the side it castles to.
 * @param {Game} game @param {Move} move @param {number} columns
 */
function castlingRook(game, move, columns) {
  const from = /** @type {number} */ (move.from);
  const to = /** @type {number} */ (move.to);
  if (move.target !== null && move.target !== to) return move.target;
  const king = game.pieceAt(from);
  const step = to > from ? 1 : -1;
  const row = Math.floor(from / columns);
  for (let s = from + step; Math.floor(s / columns) === row && s >= 0; s += step) {
    const p = game.pieceAt(s);
    if (p && p.role === 'rook' && p.side === king?.side) return s;
  }
  return null;
}

/**
 * The moves of a game by the square a player clicks to make them, for a piece picked on `from`
 * (chess): a move's landing square, and for a castling also its rook's square (castling by
 * moving the king two squares or onto its rook). A pawn that promotes has one move per piece on
 * its square. A king's plain step keeps a square that a castling would also land on.
 * @param {Game} game @param {number} from @param {number} columns
 * @returns {Map<number, Move[]>}
 */
export function chessTargets(game, from, columns) {
  /** @type {Map<number, Move[]>} */
  const map = new Map();
  const add = (/** @type {number} */ square, /** @type {Move} */ move) => map.set(square, [...(map.get(square) ?? []), move]);
  const castlings = [];
  for (const move of game.legalMoves()) {
    if (move.from !== from || move.to === null) continue;
    if (castles(move)) castlings.push(move);
    else add(move.to, move);
  }
  for (const move of castlings) {
    const rook = castlingRook(game, move, columns);
    for (const square of new Set([move.to, rook])) if (square !== null && !map.has(square)) map.set(square, [move]);
  }
  return map;
}

/**
 * The squares a picked piece (the path `selection`, its first square where it stands) may land
 * on next.
 * @param {Game} game @param {number[]} selection @param {string} family @param {number} columns
 * @returns {Set<number>}
 */
export function landings(game, selection, family, columns) {
  if (selection.length === 0) return new Set();
  if (family === 'chess') return new Set(chessTargets(game, selection[0], columns).keys());
  return new Set(game.completions(selection).map((m) => m.path[selection.length]).filter((s) => s !== undefined));
}

/**
 * What a square means with `selection` picked (a travel game: draughts or chess).
 * @param {Game} game @param {number[]} selection @param {number} square @param {string} family @param {number} columns
 * @returns {Intent}
 */
export function intent(game, selection, square, family, columns) {
  if (family === 'chess') {
    const moves = chessTargets(game, selection[0], columns).get(square);
    if (!moves) return { kind: 'none' };
    return moves.length === 1 ? { kind: 'play', move: moves[0] } : { kind: 'promote', moves };
  }
  const prefix = [...selection, square];
  const next = game.completions(prefix);
  if (next.length === 1) return { kind: 'play', move: next[0] };
  if (next.length > 1) return { kind: 'extend', path: prefix };
  // Not the next landing: a whole route ending there (a piece dropped on the end of a jump).
  const ending = game.completions(selection).filter((m) => m.path[m.path.length - 1] === square);
  return ending.length === 1 ? { kind: 'play', move: ending[0] } : { kind: 'none' };
}

/**
 * The placement a click on `square` makes: the legal placement on that square, or where the
 * games drops discs (Connect Four), the one that lands in its column.
 * @param {Game} game @param {number} square @param {{ drops: boolean, columnOf: (square: number) => number }} board
 * @returns {Move | null}
 */
export function placement(game, square, board) {
  const moves = game.legalMoves().filter((m) => m.kind === 'place');
  if (board.drops) return moves.find((m) => m.to !== null && board.columnOf(m.to) === board.columnOf(square)) ?? null;
  return moves.find((m) => m.to === square) ?? null;
}
