// The element's words in English and Spanish, and chess notation in a language's piece letters.
// A site passes other languages (or other words) through the element's `strings` property: any
// key left out falls back to English.

/** @typedef {typeof EN} Strings */
export const EN = {
  board: '{variant} board, {turn} to move',
  boardOver: '{variant} board, the game is over',
  loading: 'Loading the board…',
  square: '{name}',
  piece: '{name}, {side} {role}',
  selected: 'picked',
  target: 'a move goes here',
  must: 'must capture',
  last: 'last move',
  check: 'in check',
  win: 'in the winning line',
  flipped: 'turned by the last move',
  played: '{side} played {move}',
  undone: 'Move taken back',
  empty: 'No piece of {turn} stands there.',
  turn: 'It is {turn}’s turn, not {side}’s.',
  stuck: 'The piece on {square} has no move.',
  capture: 'A capture is compulsory: with the piece on {squares}.',
  refused: '{to} is not a move for the piece on {from}.',
  over: 'The game is over.',
  readonly: 'This board only shows the game.',
  full: 'Column {column} is full.',
  noPlace: 'Nothing can be placed on {square}.',
  promote: 'The pawn on {square} becomes:',
  cancel: 'Cancel',
  pass: '{turn} has no move and must pass.',
  passButton: 'Pass',
  side_white: 'White',
  side_black: 'Black',
  side_red: 'Red',
  side_yellow: 'Yellow',
  role_man: 'man',
  role_king: 'king',
  role_pawn: 'pawn',
  role_knight: 'knight',
  role_bishop: 'bishop',
  role_rook: 'rook',
  role_queen: 'queen',
  role_disc: 'disc',
  variant_english: 'Checkers',
  variant_brazilian: 'Brazilian draughts',
  variant_international: 'International draughts',
  variant_russian: 'Russian draughts',
  variant_pool: 'Pool checkers',
  variant_italian: 'Italian draughts',
  variant_spanish: 'Spanish draughts',
  variant_czech: 'Czech draughts',
  variant_thai: 'Thai draughts',
  variant_turkish: 'Turkish draughts',
  variant_frisian: 'Frisian draughts',
  variant_chess: 'Chess',
  variant_chess960: 'Chess960',
  variant_reversi: 'Reversi',
  variant_connect4: 'Connect Four',
  /** The letters of king, queen, rook, bishop and knight in notation. */
  letters: 'KQRBN',
};

/** @type {Strings} */
export const ES = {
  board: 'Tablero de {variant}, juegan las {turn}',
  boardOver: 'Tablero de {variant}, la partida ha terminado',
  loading: 'Cargando el tablero…',
  square: '{name}',
  piece: '{name}, {role} de las {side}',
  selected: 'elegida',
  target: 'aquí puede ir una jugada',
  must: 'debe capturar',
  last: 'última jugada',
  check: 'en jaque',
  win: 'en la línea ganadora',
  flipped: 'volteada por la última jugada',
  played: 'Las {side} juegan {move}',
  undone: 'Jugada deshecha',
  empty: 'Ahí no hay ninguna pieza de las {turn}.',
  turn: 'Juegan las {turn}, no las {side}.',
  stuck: 'La pieza de {square} no tiene jugada.',
  capture: 'Capturar es obligatorio: con la pieza de {squares}.',
  refused: '{to} no es una jugada de la pieza de {from}.',
  over: 'La partida ha terminado.',
  readonly: 'Este tablero solo muestra la partida.',
  full: 'La columna {column} está llena.',
  noPlace: 'En {square} no se puede poner nada.',
  promote: 'El peón de {square} se convierte en:',
  cancel: 'Cancelar',
  pass: 'Las {turn} no tienen jugada y deben pasar.',
  passButton: 'Pasar',
  side_white: 'blancas',
  side_black: 'negras',
  side_red: 'rojas',
  side_yellow: 'amarillas',
  role_man: 'peón',
  role_king: 'dama',
  role_pawn: 'peón',
  role_knight: 'caballo',
  role_bishop: 'alfil',
  role_rook: 'torre',
  role_queen: 'dama',
  role_disc: 'ficha',
  variant_english: 'damas inglesas',
  variant_brazilian: 'damas brasileñas',
  variant_international: 'damas internacionales',
  variant_russian: 'damas rusas',
  variant_pool: 'damas pool',
  variant_italian: 'damas italianas',
  variant_spanish: 'damas españolas',
  variant_czech: 'damas checas',
  variant_thai: 'damas tailandesas',
  variant_turkish: 'damas turcas',
  variant_frisian: 'damas frisias',
  variant_chess: 'ajedrez',
  variant_chess960: 'ajedrez 960',
  variant_reversi: 'reversi',
  variant_connect4: 'cuatro en línea',
  letters: 'RDTAC',
};

/** The languages built in. @type {Record<string, Strings>} */
export const LANGUAGES = { en: EN, es: ES };

/**
 * The words of a language: the built-in ones of `lang` (its first subtag: `es-MX` is `es`), else
 * English, with `overrides` on top.
 * @param {string} lang @param {Partial<Strings>} [overrides] @returns {Strings}
 */
export function stringsFor(lang, overrides) {
  const base = LANGUAGES[lang.toLowerCase().split('-')[0]] ?? EN;
  return { ...EN, ...base, ...(overrides ?? {}) };
}

/**
 * `template` with each `{name}` replaced by `values[name]`.
 * @param {string} template @param {Record<string, string | number>} [values]
 */
export function fill(template, values = {}) {
  return template.replace(/\{(\w+)\}/g, (all, key) => (key in values ? String(values[key]) : all));
}

/**
 * Chess notation written with a language's piece letters (`letters`: king, queen, rook, bishop,
 * knight): `Nf3` is `Cf3` and `Qh5+` is `Dh5+` in Spanish. Files, ranks, castling (`O-O`) and
 * draughts or placement notation (no capital letters) are left as they are. Only what is shown
 * changes: moves are played and written to fragments in the standard letters.
 * @param {string} notation @param {string} letters five letters, e.g. `"RDTAC"`
 */
export function localNotation(notation, letters) {
  if (letters.length !== 5 || letters === 'KQRBN') return notation;
  return notation.replace(/[KQRBN]/g, (c) => letters['KQRBN'.indexOf(c)]);
}
