// The element's words in English and Spanish, and chess notation in a language's piece letters.
// A site passes other languages (or other words) through the element's `strings` property: any
// key left out falls back to English.

import { ES } from './es.js';

export { ES };

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
