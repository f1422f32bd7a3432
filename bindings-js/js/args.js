// Arguments of the npm package `damero`, read completely, checked and copied here before anything
// crosses into WebAssembly: their types, their lengths against the core's limits (read from the
// module when it loads: `limits()`, the core's `damero::LIMITS`), and squares into the module's
// input buffer. The values themselves (a square of this board, a known option) are checked by
// the core.
//
// The rules this module keeps, so that no argument can harm the module:
// - a caller's array is read once: its `length` once, then each element once into a plain
//   number of a JS-owned copy, before the module is called; no view of WebAssembly memory is held
//   while caller code runs (a getter, a Proxy trap), which may call into damero, grow the memory
//   or move the input buffer;
// - a path or a text longer than the most the core reads is refused here, so that no refusal
//   makes the module allocate (WebAssembly memory grows and never shrinks); a JS string's
//   `.length` (UTF-16 units) is never more than its UTF-8 bytes, so `s.length > limit` refuses only
//   what the core would refuse, and a string within the limit in units but over it in bytes is
//   refused by the core;
// - the refusals say what the core would say, with the same error class; the quoted input is cut
//   as the core cuts it (`quote`, the core's `Quoted`).

import {
  InvalidArgumentError, InvalidFenError, InvalidFragmentError, InvalidNotationError,
  InvalidOptionError, UnknownVariantError,
} from './errors.js';
import { FULL } from './full.js';

/** A value as a message names it: its kind, and its text when short. Never throws. */
export function describe(value) {
  if (value === null) return 'null';
  try {
    if (Array.isArray(value)) return 'an array';
    if (typeof value === 'object') {
      const name = Object.getPrototypeOf(value)?.constructor?.name;
      return typeof name === 'string' && name !== 'Object' && name !== '' ? `a ${name}` : 'an object';
    }
  } catch {
    // A Proxy or getter that throws: the value is named by its kind alone.
    return typeof value === 'object' ? 'an object' : 'a value';
  }
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'symbol') return 'a symbol';
  const text = typeof value === 'string' ? quote(value, 32) : String(value);
  return `${typeof value} ${text}`;
}

/** Whether a code point is a control character (Unicode Cc), as Rust's `char::is_control`. */
function isControl(c) {
  return c <= 0x1f || (c >= 0x7f && c <= 0x9f);
}

/**
 * Text quoted in a message as the core quotes it (core/src/error.rs `Quoted`): in double quotes,
 * `"`, `\`, newlines, tabs and other control characters escaped as Rust's `{:?}` escapes them,
 * cut after the `quote` limit's characters (code points) with the length: `"abc..." (300
 * characters)`. A lone surrogate counts as one character, as the core receives it (U+FFFD).
 * @param {string} text
 * @param {number} [max] the characters kept (the core's `quote` limit)
 */
export function quote(text, max = 64) {
  let out = '"';
  let chars = 0;
  let i = 0;
  const n = text.length;
  for (; i < n && chars < max; chars++) {
    const c = text.codePointAt(i);
    i += c > 0xffff ? 2 : 1;
    if (c === 0x5c) out += '\\\\';
    else if (c === 0x0a) out += '\\n';
    else if (c === 0x0d) out += '\\r';
    else if (c === 0x09) out += '\\t';
    else if (c === 0) out += '\\0';
    else if (c === 0x22) out += '\\"';
    else if (isControl(c)) out += `\\u{${c.toString(16)}}`;
    else if (c >= 0xd800 && c <= 0xdfff) out += '\ufffd';
    else out += String.fromCodePoint(c);
  }
  if (i >= n) return `${out}"`;
  return `${out}..." (${measure(text).chars} characters)`;
}

const ASCII = /^[\x00-\x7f]*$/;
/**
 * A tag name the core writes and every reader reads back whole (core `files::is_tag_name`): an
 * ASCII letter or digit, then ASCII letters, digits and `_`.
 */
const TAG_NAME = /^[A-Za-z0-9][A-Za-z0-9_]*$/;

/** The UTF-8 bytes and the characters (code points; a lone surrogate is one) of a string. */
export function measure(text) {
  // Mostly ASCII: a regular expression tells at once (a loop over 200 million units takes seconds).
  if (ASCII.test(text)) return { bytes: text.length, chars: text.length };
  let bytes = 0;
  let chars = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const u = text.charCodeAt(i);
    chars++;
    if (u < 0x80) bytes += 1;
    else if (u < 0x800) bytes += 2;
    else if (u >= 0xd800 && u <= 0xdbff && i + 1 < n) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else {
        bytes += 3;
      }
    } else bytes += 3;
  }
  return { bytes, chars };
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

// The intrinsic getters of typed arrays, taken once: a caller's array is read through them, so no
// getter or Proxy of the caller runs.
const TypedArray = Object.getPrototypeOf(Uint8Array.prototype);
const typedTag = Object.getOwnPropertyDescriptor(TypedArray, Symbol.toStringTag).get;
const typedLength = Object.getOwnPropertyDescriptor(TypedArray, 'length').get;
const typedSet = TypedArray.set;
const typedFill = TypedArray.fill;

/**
 * Checks an output array: undefined or null (a new array is made), or a typed array of `kind`
 * (`'Uint8Array'`, `'Float32Array'`; of any realm) of exactly `length` elements. A TypeError for
 * anything else, an InvalidArgumentError for another length (`says()` tells what it must hold).
 */
export function typedOut(what, out, kind, length, says) {
  if (out === undefined || out === null) return;
  if (typedTag.call(out) !== kind) throw new TypeError(`${what} must be a ${kind}, got ${describe(out)}`);
  const n = typedLength.call(out);
  if (n !== length) throw new InvalidArgumentError(`${says()}, the buffer holds ${n}`);
}

/** Every element of a typed array set to `value` (through the intrinsic `fill`). */
export function fillTyped(array, value) {
  typedFill.call(array, value);
}

/** `values` copied into `out` (checked by `typedOut`) and `out` returned, or `values` without one. */
export function writeTyped(out, values) {
  if (out === undefined || out === null) return values;
  typedSet.call(out, values);
  return out;
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

/** The camelCase key of a limit's name: `move_text` -> `moveText`. */
export function camelCase(name) {
  return name.replace(/_([a-z])/g, (_, c) => c.toUpperCase());
}

/**
 * The argument checks of one build, against the core's limits read from its module: `load(glue)`
 * once the module is loaded, then the checks. Every build has the same table (one core), each
 * reads its own.
 */
export function createArgs() {
  /** The core's limits by name (`path`, `move_text`, ...), from the module; empty until loaded. */
  const L = Object.create(null);

  /** Reads the limits table from the module (`limits`: `damero::LIMITS`, as `name=value,...`). */
  function load(glue) {
    for (const pair of glue.limits().split(',')) {
      const [name, value] = pair.split('=');
      L[name] = Number(value);
    }
    for (const name of ['path', 'move_text', 'moves_text', 'option_text', 'fen', 'fragment', 'name', 'perft_threads', 'quote',
      'file_comment', 'file_tags']) {
      if (typeof L[name] !== 'number') throw new Error(`damero: the module has no ${name} limit; the JavaScript and the module are from different builds`);
    }
  }

  /** The limits table, `{name: value}` in the core's order and names. */
  function table() {
    return L;
  }

  /** A string within `limit` units, or the core's refusal of a longer one made by `refuse`. */
  function bounded(what, value, limit, refuse) {
    needString(what, value);
    if (value.length > limit) throw refuse(value, () => measure(value).bytes);
    return value;
  }

  /** Move text for `play`, `parseMove`, `playAndClaim` (the core's `move_text` limit). */
  function moveText(what, value) {
    const max = L.move_text;
    return bounded(what, value, max, (s, bytes) => new InvalidNotationError(
      `move text of ${bytes()} bytes, over the limit of ${max}: ${quote(s, L.quote)}`));
  }

  /** A text of moves for `playMoves` (the `moves_text` limit). */
  function movesText(what, value) {
    const max = L.moves_text;
    return bounded(what, value, max, (_, bytes) => new InvalidArgumentError(
      `a text of moves of ${bytes()} bytes, over the limit of ${max}`));
  }

  /** Option text such as `"repetition=auto3"` (the `option_text` limit). */
  function optionText(what, value) {
    const max = L.option_text;
    return bounded(what, value, max, (s, bytes) => new InvalidOptionError(
      `option text of ${bytes()} bytes, over the limit of ${max}: ${quote(s, L.quote)}`));
  }

  /** A FEN, or a Chess960 start number (the `fen` limit). */
  function fen(what, value) {
    const max = L.fen;
    return bounded(what, value, max, (s, bytes) => new InvalidFenError(
      `a FEN of ${bytes()} bytes, over the limit of ${max}: ${quote(s, L.quote)}`));
  }

  /** A fragment, maybe after a `#` (the `fragment` limit, the `#` not counted). */
  function fragment(what, value) {
    needString(what, value);
    const max = L.fragment;
    const text = value.length > max && value.charCodeAt(0) === 0x23 ? value.slice(1) : value;
    if (text.length > max) {
      throw new InvalidFragmentError(`${measure(text).bytes} bytes long; a fragment has at most ${max}`);
    }
    return value;
  }

  /** A variant name (the `name` limit): a longer one is no variant. */
  function variantName(what, value) {
    return bounded(what, value, L.name, (s) => new UnknownVariantError(
      `${quote(s, L.quote)} is not a variant (no variant name is longer than ${L.name} bytes)`));
  }

  /**
   * A name of another kind: a side, a draw kind, a perft convention (the `name` limit); a longer
   * one is refused as the core refuses an unknown one of its kind, with `make(message)`.
   */
  function name(what, value, noun, make) {
    return bounded(what, value, L.name, (s) => make(
      `${quote(s, L.quote)} is not a ${noun} (no ${noun} is longer than ${L.name} bytes)`));
  }

  /** Whether `value` (a string, else TypeError) can be a square's name: within the name limit. */
  function squareNameFits(value) {
    return needString('name', value).length <= L.name;
  }

  /** A side name (`"black"`, `"white"`). */
  function side(what, value) {
    return name(what, value, 'side', (m) => new InvalidArgumentError(m));
  }

  /** A role name (`'queen'`: matched against the legal moves' promotions), or undefined for none (undefined or null). */
  function role(what, value) {
    if (value === undefined || value === null) return undefined;
    return name(what, value, 'role', (m) => new InvalidArgumentError(m));
  }

  /** A draw kind, or undefined for any. */
  function drawKind(what, kind) {
    if (kind === undefined || kind === null) return undefined;
    return name(what, kind, 'draw rule', (m) => new InvalidArgumentError(m));
  }

  /**
   * Options → [text, keys, values] for the core, which reads a string as its option text
   * (`"repetition=auto3,capture=optional"`, `Options::parse`) and keys and values with
   * `Options::from_pairs` (a boolean through `Options::on_off`). Types and lengths are checked
   * here: the text against the `option_text` limit, each key against the `name` limit, and the
   * pairs written out (`key=value,...`) against the `option_text` limit, so that an object of a
   * million keys is refused before it crosses.
   */
  function options(value) {
    const keys = [];
    const values = [];
    if (value === undefined || value === null) return [undefined, keys, values];
    if (typeof value === 'string') return [optionText('options', value), keys, values];
    needPlainObject('options', value, '{repetition: "auto3"} (or option text such as "repetition=auto3")');
    const max = L.option_text;
    let written = 0;
    for (const key of Object.keys(value)) {
      const v = value[key];
      if (v === undefined) continue;
      if (typeof v !== 'string' && typeof v !== 'boolean') {
        throw new TypeError(`option ${key} must be a string or a boolean, got ${describe(v)}`);
      }
      if (key.length > L.name) throw new InvalidOptionError(`${quote(key, L.quote)} is not an option`);
      written += (written === 0 ? 0 : 1) + key.length + 1 + (typeof v === 'string' ? v.length : 3);
      if (written > max) {
        throw new InvalidOptionError(`options of more than ${max} characters written out, over the option_text limit of ${max}`);
      }
      keys.push(key);
      values.push(v);
    }
    return [undefined, keys, values];
  }

  /** The `threads` of a perft: 0 (one per core) to the core's `perft_threads` limit. */
  function threads(value) {
    if (typeof value !== 'number') throw new TypeError(`threads must be a number, got ${describe(value)}`);
    if (Number.isInteger(value) && value > L.perft_threads) {
      throw new InvalidArgumentError(`perft threads ${value} is over the limit of ${L.perft_threads} (0 counts on one per core)`);
    }
    return needInteger('threads', value, L.perft_threads);
  }

  /**
   * The `hash` of a perft: megabytes of a transposition table. This package's WebAssembly build
   * counts without one (the table's walk would grow every download), so only 0 is counted; a
   * larger whole number is an InvalidArgumentError that says so, before anything is counted.
   */
  function hash(value) {
    const mb = needInteger('hash', value, Number.MAX_SAFE_INTEGER);
    if (mb !== 0) {
      throw new InvalidArgumentError(`hash ${mb}: this WebAssembly build of damero counts perft without a transposition table (hash must be 0; the native library, the Python package and the C library have one)`);
    }
    return mb;
  }

  /**
   * Perft options: `{duplicates, finished, threads, hash}` (and `fen` for the module's `perft`),
   * each optional. Returns the codes of the duplicates and finished-game conventions (their values
   * are read by the core); `threads` is checked against the core's limit (the count runs on one
   * thread here, see `perftThreads`), `hash` as `hash` above says.
   */
  function perft(opts, allowed) {
    if (opts === undefined || opts === null) return { duplicates: 'keep', finished: 'ignore', fen: undefined };
    needPlainObject('perft options', opts, '{duplicates: "drop"}');
    for (const key of Object.keys(opts)) {
      if (!allowed.includes(key)) throw new TypeError(`perft options: unknown key ${JSON.stringify(key)} (keys: ${allowed.join(', ')})`);
    }
    const d = opts.duplicates;
    const f = opts.finished;
    const t = opts.threads;
    const h = opts.hash;
    const fenText = opts.fen ?? undefined;
    const duplicates = d === undefined ? 'keep'
      : name('duplicates', d, 'duplicates convention', (m) => new InvalidArgumentError(m));
    const finished = f === undefined ? 'ignore'
      : name('finished', f, 'convention for finished games', (m) => new InvalidArgumentError(m));
    if (t !== undefined && t !== null) threads(t);
    if (h !== undefined && h !== null) hash(h);
    if (fenText !== undefined) fen('fen', fenText);
    return { duplicates, finished, fen: fenText };
  }

  /**
   * Squares read from a caller's array into a new plain Float64Array (JS memory): `length` read
   * once and checked (a whole number, at most the core's `path` limit: a longer path is refused
   * with its true length), then each element read once and checked to be a whole number (its
   * range is the core's to check). Nothing of the module is touched, so caller code run by the
   * reads (getters, Proxy traps, even calls into damero) cannot change what is played.
   * @param {string} what the argument, for messages
   * @param {unknown} value
   * @returns {Float64Array}
   */
  function squares(what, value) {
    if (!Array.isArray(value)) throw new TypeError(`${what} must be an array of square numbers, got ${describe(value)}`);
    const n = value.length;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
      throw new TypeError(`${what} must be an array with a length, got one whose length is ${describe(n)}`);
    }
    if (n > L.path) throw new InvalidArgumentError(`a path has at most ${L.path} squares (limits().path), got ${n}`);
    const out = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const s = value[i];
      out[i] = typeof s === 'number' && Number.isInteger(s) ? s : needSquare(`${what}[${i}]`, s);
    }
    return out;
  }

  /**
   * The tags of a game written as a file (`toPgn`, `toPdn`): a plain object `{Event: "..."}` or an
   * array of `[name, value]` pairs, read once into two arrays of strings. At most the core's
   * `file_tags` of them, each name a tag name (the core's `files::is_tag_name`, checked again
   * there), given once, each value at most `file_comment` bytes (what a reader keeps).
   * @returns {[string[], string[]]}
   */
  function tags(value) {
    const names = [];
    const values = [];
    if (value === undefined || value === null) return [names, values];
    const add = (name, text, where) => {
      if (typeof name !== 'string') throw new TypeError(`${where}: a tag name must be a string, got ${describe(name)}`);
      if (typeof text !== 'string') throw new TypeError(`${where}: the value of tag ${quote(name, L.quote)} must be a string, got ${describe(text)}`);
      if (names.length >= L.file_tags) throw new InvalidArgumentError(`more than ${L.file_tags} tags (limits().fileTags)`);
      if (name.length > L.file_comment || !TAG_NAME.test(name)) {
        throw new InvalidArgumentError(`${quote(name, L.quote)} is not a tag name (an ASCII letter or digit, then letters, digits and _)`);
      }
      // UTF-8 bytes, as the core counts (a string's length counts UTF-16 units).
      if (text.length > L.file_comment / 3 && measure(text).bytes > L.file_comment) {
        throw new InvalidArgumentError(`the value of tag ${name} has ${measure(text).bytes} bytes, over the limit of ${L.file_comment} (limits().fileComment)`);
      }
      if (names.includes(name)) throw new InvalidArgumentError(`tag ${quote(name, L.quote)} is given twice`);
      names.push(name);
      values.push(text);
    };
    if (Array.isArray(value)) {
      const n = value.length;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
        throw new TypeError(`tags must be an array with a length, got one whose length is ${describe(n)}`);
      }
      if (n > L.file_tags) throw new InvalidArgumentError(`more than ${L.file_tags} tags (limits().fileTags)`);
      for (let i = 0; i < n; i++) {
        const pair = value[i];
        if (!Array.isArray(pair)) throw new TypeError(`tags[${i}] must be a [name, value] pair, got ${describe(pair)}`);
        const name = pair[0];
        const text = pair[1];
        add(name, text, `tags[${i}]`);
      }
      return [names, values];
    }
    needPlainObject('tags', value, '{Event: "Club night"} (or an array of [name, value] pairs)');
    const keys = Object.keys(value);
    if (keys.length > L.file_tags) throw new InvalidArgumentError(`more than ${L.file_tags} tags (limits().fileTags)`);
    for (const key of keys) add(key, value[key], 'tags');
    return [names, values];
  }

  return {
    load, table, moveText, movesText, optionText, fen, fragment, variantName, squareNameFits, side, role, drawKind,
    options, squares,
    // The checks of perft and of game-file tags, left out with those calls (js/full.js).
    ...(FULL ? { threads, perft, tags } : {}),
  };
}

/**
 * The writer of squares into one build's input buffer (src/convert.rs `input`, at most the
 * `path` limit long): `write(squares)` copies squares already read and checked (`squares()`
 * above, at most that many) and returns how many there are. It runs no caller code: the view of
 * memory it makes is used at once and dropped.
 * @param {any} glue the wasm-bindgen glue of the build
 * @param {() => WebAssembly.Memory} memory the module's memory, where the buffer is
 */
export function squareWriter(glue, memory) {
  /** @param {Float64Array} squares */
  return function writeSquares(squares) {
    const n = squares.length;
    const at = glue.input(n);
    new Float64Array(memory().buffer, at, n).set(squares);
    return n;
  };
}
