// The npm package `damero`: the public ES module. It loads the WebAssembly module built from
// bindings-js/src (wasm-bindgen glue in ../pkg), checks argument types, reads the packed bytes
// the module returns into plain objects, and has the module throw DameroError subclasses. Every
// rule, notation, FEN, fragment and status comes from the Rust core; nothing here decides anything.

// The glue is imported as a namespace: an older or newer build of it lacks or adds exports, and
// `finish` then reports the mismatch in words instead of a failed import.
import initWasm, * as glue from '../pkg/damero_wasm.js';

/**
 * The version of the packed byte format this module reads (src/convert.rs `FORMAT`). The
 * WebAssembly module reports the one it writes, and loading stops with a clear error when they
 * differ: an index.js and a .wasm from different builds.
 */
const FORMAT = 2;

// ---------------------------------------------------------------------------------------------
// Errors

/** Every error the library raises on bad input; `code` is the code shared by every language. */
export class DameroError extends Error {
  /**
   * @param {string} message
   * @param {{code?: string, cause?: unknown}} [options]
   */
  constructor(message, options) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    Object.defineProperty(this, 'name', { value: new.target.name, configurable: true, writable: true });
    Object.defineProperty(this, 'code', {
      value: options?.code ?? new.target.code ?? 'error',
      enumerable: true,
    });
  }
}

function errorClass(name, code) {
  // A named class per code, created here so each one is a real subclass with its own name.
  const cls = { [name]: class extends DameroError {} }[name];
  Object.defineProperty(cls, 'code', { value: code });
  return cls;
}

/** Move text that is not PDN move notation. */
export const InvalidNotationError = errorClass('InvalidNotationError', 'invalid_notation');
/** A well-formed move that is not legal now. */
export const IllegalMoveError = errorClass('IllegalMoveError', 'illegal_move');
/** Move text or a path prefix that fits moves with different outcomes. */
export const AmbiguousMoveError = errorClass('AmbiguousMoveError', 'ambiguous_move');
/** An unreadable FEN or an impossible position. */
export const InvalidFenError = errorClass('InvalidFenError', 'invalid_fen');
/** A malformed, unknown-version or illegal fragment. */
export const InvalidFragmentError = errorClass('InvalidFragmentError', 'invalid_fragment');
/** A variant name the library does not know. */
export const UnknownVariantError = errorClass('UnknownVariantError', 'unknown_variant');
/** An unknown option or value. */
export const InvalidOptionError = errorClass('InvalidOptionError', 'invalid_option');
/** A move, draw or resignation after the end of the game. */
export const GameOverError = errorClass('GameOverError', 'game_over');
/** Undo at the start of the game. */
export const NothingToUndoError = errorClass('NothingToUndoError', 'nothing_to_undo');
/** A draw claim when that draw cannot be claimed. */
export const NotClaimableError = errorClass('NotClaimableError', 'not_claimable');
/** An action the options forbid. */
export const NotAllowedError = errorClass('NotAllowedError', 'not_allowed');
/** An argument out of range (perft depth, a side name, a bad path, a freed game). */
export const InvalidArgumentError = errorClass('InvalidArgumentError', 'invalid_argument');
/** A move when the game already holds the most moves a game can (its fragment must stay readable). */
export const HistoryFullError = errorClass('HistoryFullError', 'history_full');

/** The subclass of every code. The tests check it against the core's list, `errorCodes()`. */
const ERRORS = new Map(
  [
    InvalidNotationError, IllegalMoveError, AmbiguousMoveError, InvalidFenError,
    InvalidFragmentError, UnknownVariantError, InvalidOptionError, GameOverError,
    NothingToUndoError, NotClaimableError, NotAllowedError, InvalidArgumentError,
    HistoryFullError,
  ].map((cls) => [cls.code, cls]),
);

function makeError(code, message) {
  const cls = ERRORS.get(code);
  return cls ? new cls(message) : new DameroError(message, { code });
}

// ---------------------------------------------------------------------------------------------
// Loading

const WASM_URL = new URL('../pkg/damero_wasm_bg.wasm', import.meta.url);
let ready = false;
let loading = null;

function nodeFs() {
  const p = globalThis.process;
  if (typeof p !== 'object' || p === null || typeof p.versions?.node !== 'string') return null;
  // Node >= 20.16 has getBuiltinModule; it keeps node:fs out of sight of browser bundlers.
  return typeof p.getBuiltinModule === 'function' ? p.getBuiltinModule('node:fs') : undefined;
}

/** The module's memory, where answers are read (see `answer`). */
let memory = null;
/** The names of the sides and roles that packed pieces stand for (from the core). */
let SIDES = [];
let ROLES = [];

function finish(exports) {
  const format = typeof glue.packFormat === 'function' ? glue.packFormat() : 1;
  if (format !== FORMAT) {
    throw new Error(
      `damero: js/index.js reads packed format ${FORMAT} but the WebAssembly module writes format ${format}: `
        + 'the two files come from different builds of the package; rebuild it (scripts/build-wasm) or reinstall it',
    );
  }
  memory = exports.memory;
  glue.setErrorFactory(makeError);
  const r = new Reader(answer(glue.names()));
  SIDES = r.strs();
  ROLES = r.strs();
  ready = true;
}

/**
 * The bytes of the module's last answer, `len` long: a view into its memory, read before the
 * next call into the module (which may overwrite them or grow the memory).
 * @param {number} len
 */
function answer(len) {
  return new Uint8Array(memory.buffer, glue.output(), len);
}

/**
 * Loads the WebAssembly module once; later calls return at once. In Node it reads the `.wasm`
 * file from disk; in a browser it fetches it next to this module. `input` may name another
 * source: a URL, a Response, bytes or a WebAssembly.Module.
 * @param {unknown} [input]
 * @returns {Promise<void>}
 */
export default async function init(input) {
  if (ready) return;
  if (loading === null) {
    loading = (async () => {
      let source = input;
      if (source === undefined) {
        let fs = nodeFs();
        if (fs === undefined) {
          // Node before 20.16 (this branch never runs in a browser; bundlers are told to leave
          // the import alone).
          const name = ['node', 'fs'].join(':');
          fs = await import(/* @vite-ignore */ /* webpackIgnore: true */ name);
        }
        source = fs ? fs.readFileSync(WASM_URL) : WASM_URL;
      }
      const arg = source !== null && Object.getPrototypeOf(source) === Object.prototype
        ? source
        : { module_or_path: source };
      finish(await initWasm(arg));
    })();
    loading.catch(() => {
      loading = null;
    });
  }
  await loading;
}

/**
 * Loads the WebAssembly module synchronously from `module` (bytes or a WebAssembly.Module). In
 * Node `module` may be left out: the `.wasm` file is read from disk.
 * @param {unknown} [module]
 */
export function initSync(module) {
  if (ready) return;
  if (loading !== null) {
    // A second instance would replace the first under games already made from it.
    throw new Error('damero: init() is already loading the module; await it instead of calling initSync()');
  }
  let source = module;
  if (source === undefined) {
    const fs = nodeFs();
    if (!fs) {
      throw new TypeError(
        'initSync() needs the module bytes or a WebAssembly.Module here; use `await init()` to fetch them',
      );
    }
    source = fs.readFileSync(WASM_URL);
  }
  const arg = source !== null && Object.getPrototypeOf(source) === Object.prototype
    ? source
    : { module: source };
  finish(glue.initSync(arg));
}

function ensureReady() {
  if (!ready) {
    throw new Error('damero: the WebAssembly module is not loaded yet; call `await init()` first');
  }
}

// ---------------------------------------------------------------------------------------------
// Argument checks (types only; values are checked by the core)

function describe(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'function') return 'a function';
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return `${typeof value} ${text.length > 40 ? `${text.slice(0, 40)}...` : text}`;
}

function needString(what, value) {
  if (typeof value !== 'string') throw new TypeError(`${what} must be a string, got ${describe(value)}`);
  return value;
}

function needInteger(what, value, max) {
  if (typeof value !== 'number') throw new TypeError(`${what} must be a number, got ${describe(value)}`);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new InvalidArgumentError(`${what} must be a whole number from 0 to ${max}, got ${value}`);
  }
  return value;
}

/** A square number: its type and that it is whole are checked here, its range by the core. */
function needSquare(what, s) {
  if (typeof s !== 'number') throw new TypeError(`${what} must be a square number, got ${describe(s)}`);
  if (!Number.isInteger(s)) throw new InvalidArgumentError(`${what} must be a whole number, got ${s}`);
  return s;
}

function needSquares(what, value) {
  if (!Array.isArray(value)) throw new TypeError(`${what} must be an array of square numbers, got ${describe(value)}`);
  const out = new Float64Array(value.length);
  for (let i = 0; i < value.length; i++) out[i] = needSquare(`${what}[${i}]`, value[i]);
  return out;
}

/**
 * Options → [text, keys, values] for the core, which reads a string as its option text
 * (`"repetition=auto3,capture=optional"`, `Options::parse`) and keys and values with
 * `Options::from_pairs` (a boolean through `Options::on_off`). Only types are checked here.
 */
function optionArgs(options) {
  const keys = [];
  const values = [];
  if (options === undefined || options === null) return [undefined, keys, values];
  if (typeof options === 'string') return [options, keys, values];
  if (typeof options !== 'object' || Array.isArray(options)) {
    throw new TypeError(`options must be an object such as {repetition: "auto3"} or option text, got ${describe(options)}`);
  }
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

function duplicatesOf(opts) {
  if (opts === undefined || opts === null) return 'keep';
  if (typeof opts !== 'object') throw new TypeError(`perft options must be an object, got ${describe(opts)}`);
  return opts.duplicates === undefined ? 'keep' : needString('duplicates', opts.duplicates);
}

// ---------------------------------------------------------------------------------------------
// Values: the packed bytes of src/convert.rs, read back into plain objects

let utf8 = null;

class Reader {
  constructor(bytes) {
    this.bytes = bytes;
    this.at = 0;
  }

  get done() {
    return this.at >= this.bytes.length;
  }

  u8() {
    return this.bytes[this.at++];
  }

  u32() {
    const b = this.bytes;
    const i = this.at;
    this.at += 4;
    return (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)) >>> 0;
  }

  str() {
    const b = this.bytes;
    const len = b[this.at++];
    const start = this.at;
    const end = start + len;
    this.at = end;
    let text = '';
    for (let i = start; i < end; i++) {
      const c = b[i];
      if (c >= 0x80) {
        utf8 ??= new TextDecoder();
        return utf8.decode(b.subarray(start, end));
      }
      text += String.fromCharCode(c);
    }
    return text;
  }

  /** A text that is empty for "none". */
  optStr() {
    const text = this.str();
    return text === '' ? null : text;
  }

  squares() {
    const b = this.bytes;
    const len = b[this.at++];
    const out = new Array(len);
    for (let i = 0; i < len; i++) out[i] = b[this.at + i];
    this.at += len;
    return out;
  }

  strs() {
    const len = this.u8();
    const out = new Array(len);
    for (let i = 0; i < len; i++) out[i] = this.str();
    return out;
  }

  /** A piece: 0 for none, else 1 + side * 16 + role (indexes into the core's names). */
  piece() {
    const b = this.bytes[this.at++];
    return b === 0 ? null : { side: SIDES[(b - 1) >> 4], role: ROLES[(b - 1) & 15] };
  }

  move() {
    const notation = this.str();
    const long = this.str();
    const path = this.squares();
    const captures = this.squares();
    const promotion = this.u8();
    return {
      notation,
      long,
      from: path[0],
      to: path[path.length - 1],
      path,
      captures,
      promotion: promotion === 0 ? null : ROLES[promotion - 1],
    };
  }
}

function readMove(bytes) {
  return new Reader(bytes).move();
}

function readMoves(bytes) {
  const r = new Reader(bytes);
  const out = [];
  while (!r.done) out.push(r.move());
  return out;
}

function readStatus(bytes) {
  const r = new Reader(bytes);
  return {
    state: r.str(),
    winner: r.optStr(),
    reason: r.optStr(),
    turn: r.str(),
    mustCapture: r.squares(),
    repetitions: r.u32(),
    reversiblePlies: r.u32(),
    endgamePlies: r.u32(),
    claimable: r.strs(),
    warnings: r.strs(),
    inCheck: r.u8() === 1,
    checkers: r.squares(),
  };
}

function readOptions(bytes) {
  const r = new Reader(bytes);
  const out = {};
  for (let n = r.u8(); n > 0; n--) {
    const key = r.str();
    out[key] = r.str();
  }
  return out;
}

function readLayout(bytes) {
  const r = new Reader(bytes);
  const rows = r.u8();
  const columns = r.u8();
  const squares = new Array(r.u8());
  for (let i = 0; i < squares.length; i++) squares[i] = { square: r.u8(), row: r.u8(), column: r.u8() };
  return { rows, columns, squares };
}

function readVariant(bytes) {
  const r = new Reader(bytes);
  const name = r.str();
  const family = r.str();
  const rows = r.u8();
  const columns = r.u8();
  const squares = r.u8();
  const firstSquare = r.u8();
  const optionKeys = [];
  const defaultOptions = {};
  for (let n = r.u8(); n > 0; n--) {
    const key = r.str();
    optionKeys.push(key);
    defaultOptions[key] = r.str();
  }
  const pieces = [];
  for (let n = r.u8(); n > 0; n--) pieces.push({ ...r.piece(), letter: r.str() });
  return { name, family, rows, columns, squares, firstSquare, optionKeys, defaultOptions, pieces };
}

// ---------------------------------------------------------------------------------------------
// Game

const dispose = Symbol.dispose ?? Symbol.for('Symbol.dispose');
let wrapping = null; // a RawGame being wrapped by a static constructor

/** A game: moves, undo, status, draws, FEN and fragments. */
export class Game {
  /** @type {RawGame | null} */
  #raw;
  #variant;

  /**
   * A new game from the standard start.
   * @param {string} [variant] `"english"` by default
   * @param {Record<string, string | boolean> | string} [options] e.g. `{repetition: "auto3"}`
   *   or the option text `"repetition=auto3"`
   */
  constructor(variant = 'english', options = undefined) {
    if (wrapping !== null) {
      this.#raw = wrapping;
      wrapping = null;
    } else {
      needString('variant', variant);
      const [text, keys, values] = optionArgs(options);
      ensureReady();
      this.#raw = new glue.RawGame(variant, text, keys, values);
    }
    this.#variant = this.#raw.variant();
  }

  static #wrap(raw) {
    wrapping = raw;
    try {
      return new Game();
    } finally {
      wrapping = null;
    }
  }

  /**
   * A game that starts from a position in PDN FEN.
   * @param {string} variant
   * @param {string} fen
   * @param {Record<string, string | boolean> | string} [options]
   */
  static fromFen(variant, fen, options = undefined) {
    needString('variant', variant);
    needString('fen', fen);
    const [text, keys, values] = optionArgs(options);
    ensureReady();
    return Game.#wrap(glue.RawGame.fromFen(variant, fen, text, keys, values));
  }

  /**
   * A game read from a fragment made by `toFragment()`; a leading `#` is ignored.
   * @param {string} fragment
   */
  static fromFragment(fragment) {
    needString('fragment', fragment);
    ensureReady();
    return Game.#wrap(glue.RawGame.fromFragment(fragment));
  }

  #game() {
    const raw = this.#raw;
    if (raw === null) throw new InvalidArgumentError('this Game has been freed');
    return raw;
  }

  /** The variant's name, e.g. `"english"`. */
  get variant() {
    return this.#variant;
  }

  /** Every option's text value. */
  options() {
    return readOptions(answer(this.#game().options()));
  }

  /** Every legal move, sorted by path; empty once the game is over. */
  legalMoves() {
    return readMoves(answer(this.#game().legalMoves()));
  }

  /** The legal moves whose path starts with `prefix` (the start square, then landings). */
  completions(prefix) {
    const squares = needSquares('prefix', prefix);
    return readMoves(answer(this.#game().completions(squares)));
  }

  /**
   * Plays a move: PDN text (`"11-15"`, `"15x24"`), a move object from `legalMoves()` (the legal
   * move with exactly its path), or a path or path prefix of squares that only one legal move
   * fits. Returns the move played.
   */
  play(move) {
    const raw = this.#game();
    if (typeof move === 'string') return readMove(answer(raw.playText(move)));
    if (Array.isArray(move)) return readMove(answer(raw.playPath(needSquares('path', move))));
    if (typeof move === 'object' && move !== null && Array.isArray(move.path)) {
      return readMove(answer(raw.playExact(needSquares('move.path', move.path))));
    }
    throw new TypeError(`a move must be PDN text, a move object or an array of squares, got ${describe(move)}`);
  }

  /** Takes back the last move; `null` when it only withdrew the event that ended the game. */
  undo() {
    const len = this.#game().undo();
    return len === 0 ? null : readMove(answer(len));
  }

  /**
   * The event that ended the game without a move: `'agree'`, `'resign-black'`, `'resign-white'`,
   * `'claim-repetition'`, `'claim-move_limit'` or `'claim-endgame'`; `null` if none did.
   */
  end() {
    return this.#game().end() ?? null;
  }

  /** Whether `undo()` has something to take back: a move, or the event that ended the game. */
  canUndo() {
    return this.#game().canUndo();
  }

  /** The moves played so far, first to last. */
  history() {
    return readMoves(answer(this.#game().history()));
  }

  /** The state of the game now. */
  status() {
    return readStatus(answer(this.#game().status()));
  }

  /** The current position in PDN FEN. */
  fen() {
    return this.#game().fen();
  }

  /** The start position in PDN FEN. */
  startFen() {
    return this.#game().startFen();
  }

  /** The piece on every square, `{side, role}` or null: index 0 is the first square (1). */
  board() {
    const r = new Reader(answer(this.#game().board()));
    const out = new Array(r.bytes.length);
    for (let i = 0; i < out.length; i++) out[i] = r.piece();
    return out;
  }

  /** The piece on a square, or null for an empty square; a square the board lacks is an error. */
  pieceAt(square) {
    const raw = this.#game();
    return new Reader(answer(raw.pieceAt(needSquare('square', square)))).piece();
  }

  /** Ends the game as a draw by agreement. */
  agreeDraw() {
    this.#game().agreeDraw();
  }

  /** `side` resigns; the other side wins. */
  resign(side) {
    const raw = this.#game();
    raw.resign(needString('side', side));
  }

  /** Claims a draw of `kind`, or any claimable draw; returns the kind claimed. */
  claimDraw(kind = undefined) {
    const raw = this.#game();
    if (kind !== undefined && kind !== null) needString('kind', kind);
    return raw.claimDraw(kind ?? undefined);
  }

  /** The whole game as text for after `#` in a URL. */
  toFragment() {
    return this.#game().toFragment();
  }

  /** Perft of the current position with this game's capture option. */
  perft(depth, opts = undefined) {
    const raw = this.#game();
    needInteger('depth', depth, 0xffffffff);
    return raw.perft(depth, duplicatesOf(opts));
  }

  /** The board as a text diagram, White at the bottom. */
  toString() {
    return this.#raw === null ? 'Game(freed)' : this.#raw.toText();
  }

  /** A copy of this game, with its own memory. */
  clone() {
    return Game.#wrap(this.#game().clone());
  }

  /** Releases the game's WebAssembly memory now; any later call throws InvalidArgumentError. */
  free() {
    const raw = this.#raw;
    this.#raw = null;
    if (raw !== null) raw.free();
  }

  /** `using game = new Game()` frees the game at the end of the block. */
  [dispose]() {
    this.free();
  }
}

// ---------------------------------------------------------------------------------------------
// Functions

/**
 * Perft from the standard start of `variant`, or from `opts.fen`, with the default options.
 * @param {string} variant
 * @param {number} depth
 * @param {{fen?: string | null, duplicates?: 'keep' | 'drop'}} [opts]
 */
export function perft(variant, depth, opts = undefined) {
  needString('variant', variant);
  needInteger('depth', depth, 0xffffffff);
  const duplicates = duplicatesOf(opts);
  const fen = opts?.fen ?? undefined;
  if (fen !== undefined) needString('fen', fen);
  ensureReady();
  return glue.perft(variant, depth, fen, duplicates);
}

/**
 * Every variant with its geometry, options and piece letters, in the core's order:
 * `{name, family, rows, columns, squares, firstSquare, optionKeys, defaultOptions, pieces}`.
 */
export function variants() {
  ensureReady();
  return glue.variants().map((name) => readVariant(answer(glue.variantInfo(name))));
}

/** One variant as `variants()` describes it. @param {string} name */
export function variant(name) {
  needString('variant', name);
  ensureReady();
  return readVariant(answer(glue.variantInfo(name)));
}

/** The board of `variant`: size and the row and column of every square (row 0 at the top). */
export function boardLayout(variant) {
  needString('variant', variant);
  ensureReady();
  return readLayout(answer(glue.boardLayout(variant)));
}

/** The algebraic name of a square of `variant`, e.g. `squareName('english', 1)` is `"b8"`. */
export function squareName(variant, square) {
  needString('variant', variant);
  needSquare('square', square);
  ensureReady();
  return glue.squareName(variant, square);
}

/** The square of `variant` with an algebraic name (`"b8"` → 1), or null if it has none. */
export function squareFromName(variant, name) {
  needString('variant', variant);
  needString('name', name);
  ensureReady();
  return glue.squareFromName(variant, name) ?? null;
}

/** The codes of every error of the core, in its order (each has its `DameroError` subclass). */
export function errorCodes() {
  ensureReady();
  return glue.errorCodes();
}

/** The version of the rules core inside the WebAssembly module. */
export function version() {
  ensureReady();
  return glue.version();
}
