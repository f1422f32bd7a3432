// Arguments of the npm package `damero`: their types checked (their values are checked by the
// core), described in messages, and converted for the WebAssembly module: options and perft
// options into what the core reads, squares written into the module's input buffer.

import { InvalidArgumentError } from './errors.js';

/** A value as a message names it: its kind, and its text when short. */
export function describe(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') {
    const name = Object.getPrototypeOf(value)?.constructor?.name;
    return typeof name === 'string' && name !== 'Object' && name !== '' ? `a ${name}` : 'an object';
  }
  if (typeof value === 'function') return 'a function';
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return `${typeof value} ${text.length > 40 ? `${text.slice(0, 40)}...` : text}`;
}

export function needString(what, value) {
  if (typeof value !== 'string') throw new TypeError(`${what} must be a string, got ${describe(value)}`);
  return value;
}

export function needInteger(what, value, max) {
  if (typeof value !== 'number') throw new TypeError(`${what} must be a number, got ${describe(value)}`);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new InvalidArgumentError(`${what} must be a whole number from 0 to ${max}, got ${value}`);
  }
  return value;
}

/** A square number: its type and that it is whole are checked here, its range by the core. */
export function needSquare(what, s) {
  if (typeof s !== 'number') throw new TypeError(`${what} must be a square number, got ${describe(s)}`);
  if (!Number.isInteger(s)) throw new InvalidArgumentError(`${what} must be a whole number, got ${s}`);
  return s;
}

/**
 * A plain object: made by `{...}`, `JSON.parse` or `Object.create(null)` (in any realm), with no
 * inherited enumerable properties and no symbol keys. A Map, a Date, an array or a class instance
 * is not one.
 */
export function isPlainObject(value) {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
}

export function needPlainObject(what, value, example) {
  if (!isPlainObject(value)) {
    const got = describe(value) === 'an object' ? 'an object that inherits from another object' : describe(value);
    throw new TypeError(`${what} must be a plain object such as ${example}, got ${got}`);
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) throw new TypeError(`${what} must have only its own properties, but ${key} is inherited`);
  }
  if (Object.getOwnPropertySymbols(value).length > 0) throw new TypeError(`${what} must have only string keys`);
  return value;
}

/** A move object: a plain object with its own `path` array (a move from `legalMoves()`, or `{path}`). */
export function isMoveObject(value) {
  return isPlainObject(value) && Object.hasOwn(value, 'path');
}

/**
 * Options → [text, keys, values] for the core, which reads a string as its option text
 * (`"repetition=auto3,capture=optional"`, `Options::parse`) and keys and values with
 * `Options::from_pairs` (a boolean through `Options::on_off`). Only types are checked here.
 */
export function optionArgs(options) {
  const keys = [];
  const values = [];
  if (options === undefined || options === null) return [undefined, keys, values];
  if (typeof options === 'string') return [options, keys, values];
  needPlainObject('options', options, '{repetition: "auto3"} (or option text such as "repetition=auto3")');
  for (const key of Object.keys(options)) {
    const value = options[key];
    if (value === undefined) continue;
    if (typeof value !== 'string' && typeof value !== 'boolean') {
      throw new TypeError(`option ${key} must be a string or a boolean, got ${describe(value)}`);
    }
    keys.push(key);
    values.push(value);
  }
  return [undefined, keys, values];
}

/**
 * Perft options: `{duplicates, finished, threads}` (and `fen` for the module's `perft`), each
 * optional. Returns the codes of the duplicates and finished-game conventions (their values are
 * read by the core); `threads` is checked and answered by the core (see `perftThreads`).
 */
export function perftArgs(opts, keys) {
  if (opts === undefined || opts === null) return { duplicates: 'keep', finished: 'ignore', fen: undefined };
  needPlainObject('perft options', opts, '{duplicates: "drop"}');
  for (const key of Object.keys(opts)) {
    if (!keys.includes(key)) throw new TypeError(`perft options: unknown key ${JSON.stringify(key)} (keys: ${keys.join(', ')})`);
  }
  const duplicates = opts.duplicates === undefined ? 'keep' : needString('duplicates', opts.duplicates);
  const finished = opts.finished === undefined ? 'ignore' : needString('finished', opts.finished);
  if (opts.threads !== undefined && opts.threads !== null) needInteger('threads', opts.threads, 0xffff);
  const fen = opts.fen ?? undefined;
  if (fen !== undefined) needString('fen', fen);
  return { duplicates, finished, fen };
}

export function needDrawKind(what, kind) {
  return kind === undefined || kind === null ? undefined : needString(what, kind);
}

/**
 * The writer of squares into one build's input buffer (src/convert.rs `input`): `writeSquares`.
 * @param {any} glue the wasm-bindgen glue of the build
 * @param {() => WebAssembly.Memory} memory the module's memory, where the buffer is
 */
export function squareWriter(glue, memory) {
  let inPtr = 0;
  let inCap = 0;
  let inView = new Float64Array(0);

  /**
   * Writes squares (numbers, whole: checked here; their range is checked by the core) into the
   * module's input buffer (src/convert.rs `input`) and returns how many there are.
   * @param {string} what the argument, for messages
   * @param {unknown} squares
   */
  return function writeSquares(what, squares) {
    if (!Array.isArray(squares)) throw new TypeError(`${what} must be an array of square numbers, got ${describe(squares)}`);
    const n = squares.length;
    if (n > inCap) {
      inPtr = glue.input(n);
      inCap = n;
    }
    const { buffer } = memory();
    let view = inView;
    if (view.buffer !== buffer || view.byteOffset !== inPtr || view.length < n) {
      view = inView = new Float64Array(buffer, inPtr, inCap);
    }
    for (let i = 0; i < n; i++) {
      const s = squares[i];
      view[i] = typeof s === 'number' && Number.isInteger(s) ? s : needSquare(`${what}[${i}]`, s);
    }
    return n;
  };
}
