// The public API of the npm package `damero`, shared by its three entries: `damero` (js/index.js,
// every game), `damero/draughts` (js/draughts.js) and `damero/chess` (js/chess.js). Each entry
// hands `createApi` its own WebAssembly build (wasm-bindgen glue in ../pkg, ../pkg/draughts,
// ../pkg/chess); this module checks argument types, reads the packed bytes the module returns
// into plain objects, and has the module throw DameroError subclasses. Every rule, notation, FEN,
// fragment and status comes from the Rust core; nothing here decides anything.
//
// The error classes are defined once, here, so `instanceof DameroError` holds whichever entry
// threw.

/**
 * The version of the packed byte format this module reads (src/convert.rs `FORMAT`). The
 * WebAssembly module reports the one it writes, and loading stops with a clear error when they
 * differ: JavaScript and a .wasm from different builds.
 */
const FORMAT = 5;

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
// One build of the module

/**
 * The public API over one build of the WebAssembly module: `init`, `initSync`, `Game` and the
 * functions, with their own module state. Each entry calls it once with its own build.
 * @param {any} glue the wasm-bindgen glue of the build, as a namespace (its default export loads
 *   the module). A namespace, because an older or newer build of it lacks or adds exports, and
 *   loading then reports the mismatch in words instead of a failed import.
 * @param {URL} wasmUrl where the build's `.wasm` file is, next to its glue
 */
export function createApi(glue, wasmUrl) {
  const initWasm = glue.default;

  // ---------------------------------------------------------------------------------------------
  // Loading

  let ready = false;
  let loading = null;

  function nodeFs() {
    const p = globalThis.process;
    if (typeof p !== 'object' || p === null || typeof p.versions?.node !== 'string') return null;
    // Node >= 20.16 has getBuiltinModule; it keeps node:fs out of sight of browser bundlers.
    return typeof p.getBuiltinModule === 'function' ? p.getBuiltinModule('node:fs') : undefined;
  }

  /** The module's memory, where answers are read and squares written (see `open`, `writeSquares`). */
  let memory = null;
  /** A view of the whole memory, made again when the memory grows (which replaces its buffer). */
  let heap = new Uint8Array(0);
  /** The names of the sides and roles that packed pieces stand for (from the core). */
  let SIDES = [];
  let ROLES = [];
  /** The frozen piece of each packed piece byte (`null` for 0): pieces are shared, never copied. */
  let PIECES = [null];

  function finish(exports) {
    const format = typeof glue.packFormat === 'function' ? glue.packFormat() : 1;
    if (format !== FORMAT) {
      throw new Error(
        `damero: the package's JavaScript reads packed format ${FORMAT} but the WebAssembly module writes format ${format}: `
          + 'the two files come from different builds of the package; rebuild it (scripts/build-wasm) or reinstall it',
      );
    }
    memory = exports.memory;
    outSlot = glue.outputSlot();
    glue.setErrorFactory(makeError);
    open(glue.names());
    SIDES = strs();
    ROLES = strs();
    PIECES = [null];
    for (let b = 1; b < SIDES.length * 16; b++) {
      const side = SIDES[(b - 1) >> 4];
      const role = ROLES[(b - 1) & 15];
      PIECES[b] = role === undefined ? undefined : Object.freeze({ side, role });
    }
    ready = true;
  }

  /**
   * Loads the WebAssembly module once; later calls return at once. In Node it reads the `.wasm`
   * file from disk; in a browser it fetches it (`wasmUrl`, next to the entry's glue). `input` may
   * name another source: a URL, a Response, bytes or a WebAssembly.Module.
   * @param {unknown} [input]
   * @returns {Promise<void>}
   */
  async function init(input) {
    if (ready) return;
    if (loading === null) {
      loading = (async () => {
        let source = input;
        if (source === undefined) {
          let fs = nodeFs();
          if (fs === undefined) {
            // Node before 20.16 (this branch never runs in a browser). The specifier is made at
            // run time ("node:fs"), so that neither a bundler nor a minifier sees the import.
            const name = `${globalThis.process.release.name}:fs`;
            fs = await import(/* @vite-ignore */ /* webpackIgnore: true */ name);
          }
          source = fs ? fs.readFileSync(wasmUrl) : wasmUrl;
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
  function initSync(module) {
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
      source = fs.readFileSync(wasmUrl);
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
    if (typeof value === 'object') {
      const name = Object.getPrototypeOf(value)?.constructor?.name;
      return typeof name === 'string' && name !== 'Object' && name !== '' ? `a ${name}` : 'an object';
    }
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

  /**
   * A plain object: made by `{...}`, `JSON.parse` or `Object.create(null)` (in any realm), with no
   * inherited enumerable properties and no symbol keys. A Map, a Date, an array or a class instance
   * is not one.
   */
  function isPlainObject(value) {
    if (typeof value !== 'object' || value === null) return false;
    const proto = Object.getPrototypeOf(value);
    return proto === null || Object.getPrototypeOf(proto) === null;
  }

  function needPlainObject(what, value, example) {
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
  function isMoveObject(value) {
    return isPlainObject(value) && Object.hasOwn(value, 'path');
  }

  let inPtr = 0;
  let inCap = 0;
  let inView = new Float64Array(0);

  /**
   * Writes squares (numbers, whole: checked here; their range is checked by the core) into the
   * module's input buffer (src/convert.rs `input`) and returns how many there are.
   * @param {string} what the argument, for messages
   * @param {unknown} squares
   */
  function writeSquares(what, squares) {
    if (!Array.isArray(squares)) throw new TypeError(`${what} must be an array of square numbers, got ${describe(squares)}`);
    const n = squares.length;
    if (n > inCap) {
      inPtr = glue.input(n);
      inCap = n;
    }
    let view = inView;
    if (view.buffer !== memory.buffer || view.byteOffset !== inPtr || view.length < n) {
      view = inView = new Float64Array(memory.buffer, inPtr, inCap);
    }
    for (let i = 0; i < n; i++) {
      const s = squares[i];
      view[i] = typeof s === 'number' && Number.isInteger(s) ? s : needSquare(`${what}[${i}]`, s);
    }
    return n;
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
   * Perft options: `{duplicates, threads}` (and `fen` for the module's `perft`), each optional.
   * Returns the duplicates code; `threads` is checked and answered by the core (see `perftThreads`).
   */
  function perftArgs(opts, keys) {
    if (opts === undefined || opts === null) return { duplicates: 'keep', fen: undefined };
    needPlainObject('perft options', opts, '{duplicates: "drop"}');
    for (const key of Object.keys(opts)) {
      if (!keys.includes(key)) throw new TypeError(`perft options: unknown key ${JSON.stringify(key)} (keys: ${keys.join(', ')})`);
    }
    const duplicates = opts.duplicates === undefined ? 'keep' : needString('duplicates', opts.duplicates);
    if (opts.threads !== undefined && opts.threads !== null) needInteger('threads', opts.threads, 0xffff);
    const fen = opts.fen ?? undefined;
    if (fen !== undefined) needString('fen', fen);
    return { duplicates, fen };
  }

  function needDrawKind(what, kind) {
    return kind === undefined || kind === null ? undefined : needString(what, kind);
  }

  // ---------------------------------------------------------------------------------------------
  // Values: the packed bytes of src/convert.rs, read back into plain objects

  /** Bytes of a long notation that is the notation itself (src/convert.rs `SAME_AS_NOTATION`). */
  const SAME_AS_NOTATION = 0xff;
  /** One frozen empty list for every move that captures nothing and every empty status list. */
  const NONE = Object.freeze([]);

  // The answer being read: the bytes of the module's last answer, `heap[at..end]`, read before the
  // next call into the module (which may overwrite them or grow the memory).
  let at = 0;
  let end = 0;
  /** Where the module keeps the address of its last answer (src/convert.rs `output_slot`). */
  let outSlot = 0;
  let utf8 = null;

  /** Starts reading the module's last answer, `len` bytes long. @param {number} len */
  function open(len) {
    // Growing the memory detaches its old buffer, which empties every view of it.
    if (heap.length === 0) heap = new Uint8Array(memory.buffer);
    const b = heap;
    at = (b[outSlot] | (b[outSlot + 1] << 8) | (b[outSlot + 2] << 16) | (b[outSlot + 3] << 24)) >>> 0;
    end = at + len;
  }

  function u8() {
    return heap[at++];
  }

  function u32() {
    const b = heap;
    const i = at;
    at += 4;
    return (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)) >>> 0;
  }

  function str() {
    const b = heap;
    const len = b[at++];
    const start = at;
    const stop = start + len;
    at = stop;
    let text = '';
    for (let i = start; i < stop; i++) {
      const c = b[i];
      if (c >= 0x80) {
        utf8 ??= new TextDecoder();
        return utf8.decode(b.subarray(start, stop));
      }
      text += String.fromCharCode(c);
    }
    return text;
  }

  /** A text that is empty for "none". */
  function optStr() {
    const text = str();
    return text === '' ? null : text;
  }

  /** A frozen list of squares. */
  function squares() {
    const b = heap;
    const len = b[at++];
    if (len === 0) return NONE;
    const out = new Array(len);
    for (let i = 0; i < len; i++) out[i] = b[at + i];
    at += len;
    return Object.freeze(out);
  }

  /** A frozen list of texts. */
  function strs() {
    const len = u8();
    if (len === 0) return NONE;
    const out = new Array(len);
    for (let i = 0; i < len; i++) out[i] = str();
    return Object.freeze(out);
  }

  /** A piece: 0 for none, else 1 + side * 16 + role (indexes into the core's names). */
  function piece() {
    return PIECES[heap[at++]];
  }

  /**
   * The frozen move of each slot of the module's move table (src/convert.rs `MoveTable`): a move
   * JS has been sent once comes again as its slot number alone, and is the same frozen object.
   * Made full length up front (src/convert.rs `MOVE_SLOTS`): an array filled at scattered indexes
   * from empty becomes a dictionary in V8, and each lookup a hash probe (about 120 ns of a
   * `legalMoves()` of 7 moves).
   * @type {(Move | undefined)[]}
   */
  const MOVES = new Array(1024).fill(undefined);

  /** A move, frozen with its lists. */
  function nextMove() {
    const b = heap;
    const full = b[at];
    const slot = b[at + 1] | (b[at + 2] << 8);
    at += 3;
    if (full === 0) {
      const known = MOVES[slot];
      if (known === undefined) throw new Error('damero: the move table of the JavaScript and the module disagree');
      return known;
    }
    return (MOVES[slot] = newMove());
  }

  function newMove() {
    const notation = str();
    let long;
    if (heap[at] === SAME_AS_NOTATION) {
      at++;
      long = notation;
    } else {
      long = str();
    }
    const path = squares();
    const captures = squares();
    const promotion = u8();
    return Object.freeze({
      notation,
      long,
      from: path[0],
      to: path[path.length - 1],
      path,
      captures,
      promotion: promotion === 0 ? null : ROLES[promotion - 1],
    });
  }

  function readMove(len) {
    open(len);
    return nextMove();
  }

  /** A frozen list of frozen moves. */
  function readMoves(len) {
    open(len);
    const b = heap;
    const out = [];
    // A move JS already has (flag 0) is read here; a move sent in full by nextMove.
    while (at < end) {
      if (b[at] === 0) {
        const known = MOVES[b[at + 1] | (b[at + 2] << 8)];
        if (known === undefined) throw new Error('damero: the move table of js/api.js and the module disagree');
        out.push(known);
        at += 3;
      } else {
        out.push(nextMove());
      }
    }
    return Object.freeze(out);
  }

  function readStatus(len) {
    open(len);
    return Object.freeze({
      state: str(),
      winner: optStr(),
      reason: optStr(),
      turn: str(),
      mustCapture: squares(),
      repetitions: u32(),
      reversiblePlies: u32(),
      endgamePlies: u32(),
      claimable: strs(),
      warnings: strs(),
      inCheck: u8() === 1,
      checkers: squares(),
    });
  }

  function readOptions(len) {
    open(len);
    const out = {};
    for (let n = u8(); n > 0; n--) {
      const key = str();
      out[key] = str();
    }
    return out;
  }

  function readLayout(len) {
    open(len);
    const rows = u8();
    const columns = u8();
    const list = new Array(u8());
    for (let i = 0; i < list.length; i++) list[i] = { square: u8(), row: u8(), column: u8() };
    return { rows, columns, squares: list };
  }

  function readVariant(len) {
    open(len);
    const name = str();
    const family = str();
    const rows = u8();
    const columns = u8();
    const count = u8();
    const firstSquare = u8();
    const optionKeys = [];
    const defaultOptions = {};
    for (let n = u8(); n > 0; n--) {
      const key = str();
      optionKeys.push(key);
      defaultOptions[key] = str();
    }
    const pieces = [];
    for (let n = u8(); n > 0; n--) pieces.push({ ...piece(), letter: str() });
    return { name, family, rows, columns, squares: count, firstSquare, optionKeys, defaultOptions, pieces };
  }

  // ---------------------------------------------------------------------------------------------
  // Game

  const dispose = Symbol.dispose ?? Symbol.for('Symbol.dispose');
  /** For each kept list of legal moves, its moves whose path another move of the list has too. */
  const SHARED_PATHS = new WeakMap();
  let wrapping = null; // a RawGame being wrapped by a static constructor

  /**
   * A game: moves, undo, status, draws, FEN and fragments.
   *
   * Memory: the game itself lives in WebAssembly memory (the core's record: its positions, moves
   * and the legal moves of the current and the previous position). `free()` (or `using`) releases
   * it at once. A Game that is garbage-collected without `free()` is released later by the
   * FinalizationRegistry of wasm-bindgen's glue, whenever the JS engine runs finalizers (not
   * promptly, maybe not before the page closes). WebAssembly memory grows and never shrinks: memory
   * released is reused by later games, but the peak stays. A page that makes many games frees each.
   *
   * Answers about the current position (`legalMoves()`, `status()`) are kept in JS until the
   * position changes (a move, undo, a claim, an agreement, a resignation), so asking again does not
   * cross into WebAssembly; they are frozen, and so is every move and piece this class returns.
   */
  class Game {
    /** @type {RawGame | null} */
    #raw;
    /** The variant's name, read when first asked. */
    #variant = null;
    /** The frozen legal moves of the current position, or null until asked. */
    #moves = null;
    /** The frozen status now, or null until asked. */
    #status = null;
    /** The moves and status before the last change, for `undo()` (the core keeps one level too). */
    #prevMoves = null;
    #prevStatus = null;
    /** The moves played (frozen), or null until `history()` reads them from the core. */
    #history = null;

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
        this.#history = [];
      }
    }

    static #wrap(raw, history = null) {
      wrapping = raw;
      try {
        const game = new Game();
        game.#history = history;
        return game;
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
      return Game.#wrap(glue.RawGame.fromFen(variant, fen, text, keys, values), []);
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

    /** The position changed: what was known about it goes back one level, for `undo()`. */
    #changed() {
      this.#prevMoves = this.#moves;
      this.#prevStatus = this.#status;
      this.#moves = null;
      this.#status = null;
    }

    /** A move was played: `m` is the move (frozen). */
    #played(m) {
      this.#changed();
      if (this.#history !== null) this.#history.push(m);
      return m;
    }

    /**
     * How to play a move object: -1 when it is not in this position's kept list (the core reads
     * its path), -2 when it is and no other move of the list has its path (the core plays that
     * path exactly), else its index in the list, for the core's `play_move`, which tells apart
     * moves with the same path (a chess promotion).
     */
    #sharedPathIndex(move) {
      const list = this.#moves;
      const index = list === null ? -1 : list.indexOf(move);
      if (index < 0) return -1;
      let shared = SHARED_PATHS.get(list);
      if (shared === undefined) {
        shared = new Set();
        const sameSquares = (a, b) => a.length === b.length && a.every((s, i) => s === b[i]);
        list.forEach((m, i) => {
          if (list.some((o, j) => j !== i && sameSquares(o.path, m.path))) shared.add(m);
        });
        SHARED_PATHS.set(list, shared);
      }
      return shared.has(move) ? index : -2;
    }

    /** The variant's name, e.g. `"english"`. */
    get variant() {
      return (this.#variant ??= this.#game().variant());
    }

    /** Every option's text value. */
    options() {
      return readOptions(this.#game().options());
    }

    /**
     * Every legal move, sorted by path; empty once the game is over. The list and its moves are
     * frozen, and the same list comes back until the position changes.
     */
    legalMoves() {
      const raw = this.#game();
      return (this.#moves ??= readMoves(raw.legalMoves()));
    }

    /** The legal moves whose path starts with `prefix` (the start square, then landings). */
    completions(prefix) {
      const raw = this.#game();
      return readMoves(raw.completions(writeSquares('prefix', prefix)));
    }

    /**
     * Plays a move: its text (draughts PDN `"11-15"`, `"15x24"`; chess SAN `"Nf3"` or UCI
     * `"g1f3"`), a move object (one from `legalMoves()` of this position is played as it is, a
     * chess promotion included; another is the legal move with exactly its `path`), or a path or
     * path prefix of squares that only one legal move fits. Returns the move played (frozen).
     */
    play(move) {
      const raw = this.#game();
      if (typeof move === 'string') return this.#played(readMove(raw.playText(move, true)));
      if (Array.isArray(move)) return this.#played(readMove(raw.playPath(writeSquares('path', move), true)));
      // A move of this position's frozen list: the core plays it by its index, and JS has it.
      const index = this.#moves === null ? -1 : this.#moves.indexOf(move);
      if (index >= 0) {
        raw.playIndex(index, false);
        return this.#played(move);
      }
      if (isMoveObject(move)) return this.#played(readMove(raw.playExact(writeSquares('move.path', move.path), true)));
      throw new TypeError(`a move must be PDN text, a move object or an array of squares, got ${describe(move)}`);
    }

    /**
     * Plays a move (as `play` reads it: text, a move object or a path) and claims a draw with it,
     * in one step: the claim the WCDF and FIDE rules let a player make with the move that
     * produces the repetition or reaches the move limit. `claim` names the draw kind, or any
     * claimable draw when left out. Returns `{move, claimed}`. If no such draw can be claimed after
     * the move, it throws NotClaimableError and the move is not played.
     */
    playAndClaim(move, claim = undefined) {
      const raw = this.#game();
      const kind = needDrawKind('claim', claim);
      let len;
      if (typeof move === 'string') len = raw.playAndClaimText(move, kind);
      else if (Array.isArray(move)) len = raw.playAndClaimPath(-1, writeSquares('path', move), false, kind);
      else if (isMoveObject(move)) {
        const index = this.#sharedPathIndex(move);
        len = index >= 0 ? raw.playAndClaimPath(index, 0, true, kind)
          : raw.playAndClaimPath(-1, writeSquares('move.path', move.path), true, kind);
      }
      else throw new TypeError(`a move must be PDN text, a move object or an array of squares, got ${describe(move)}`);
      open(len);
      const played = nextMove();
      const claimed = str();
      this.#played(played);
      // Two steps for undo (the claim, then the move): the position in between was never asked.
      this.#prevMoves = null;
      this.#prevStatus = null;
      return Object.freeze({ move: played, claimed });
    }

    /** Takes back the last move; `null` when it only withdrew the event that ended the game. */
    undo() {
      const raw = this.#game();
      const history = this.#history;
      const r = raw.undo(history === null);
      let undone = null;
      if (r >= 0) undone = history === null ? readMove(r) : history.pop();
      this.#moves = this.#prevMoves;
      this.#status = this.#prevStatus;
      this.#prevMoves = null;
      this.#prevStatus = null;
      return undone;
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

    /** The moves played so far, first to last (a new array of frozen moves). */
    history() {
      const raw = this.#game();
      this.#history ??= [...readMoves(raw.history())];
      return this.#history.slice();
    }

    /** The state of the game now (frozen; the same object until the position changes). */
    status() {
      const raw = this.#game();
      return (this.#status ??= readStatus(raw.status()));
    }

    /** The current position in PDN FEN. */
    fen() {
      return this.#game().fen();
    }

    /** The start position in PDN FEN. */
    startFen() {
      return this.#game().startFen();
    }

    /** The piece on every square, `{side, role}` (frozen) or null: index 0 is the first square (1). */
    board() {
      const len = this.#game().board();
      open(len);
      const out = new Array(len);
      for (let i = 0; i < len; i++) out[i] = piece();
      return out;
    }

    /** The piece on a square (frozen), or null for an empty square; a square the board lacks is an error. */
    pieceAt(square) {
      const raw = this.#game();
      open(raw.pieceAt(needSquare('square', square)));
      return piece();
    }

    /** Ends the game as a draw by agreement. */
    agreeDraw() {
      this.#game().agreeDraw();
      this.#changed();
    }

    /** `side` resigns; the other side wins. */
    resign(side) {
      const raw = this.#game();
      raw.resign(needString('side', side));
      this.#changed();
    }

    /** Claims a draw of `kind`, or any claimable draw; returns the kind claimed. */
    claimDraw(kind = undefined) {
      const raw = this.#game();
      const claimed = raw.claimDraw(needDrawKind('kind', kind));
      this.#changed();
      return claimed;
    }

    /** The whole game as text for after `#` in a URL. */
    toFragment() {
      return this.#game().toFragment();
    }

    /**
     * Perft of the current position with this game's capture option. `threads` is accepted as in
     * every language of damero, but WebAssembly has no threads here: the count runs on the calling
     * thread (see `perftThreads`).
     * @param {number} depth
     * @param {{duplicates?: 'keep' | 'drop', threads?: number | null}} [opts]
     */
    perft(depth, opts = undefined) {
      const raw = this.#game();
      needInteger('depth', depth, 0xffffffff);
      return raw.perft(depth, perftArgs(opts, ['duplicates', 'threads']).duplicates);
    }

    /** The board as a text diagram, White at the bottom. */
    toString() {
      return this.#raw === null ? 'Game(freed)' : this.#raw.toText();
    }

    /** A copy of this game, with its own memory. */
    clone() {
      const copy = Game.#wrap(this.#game().clone(), this.#history === null ? null : this.#history.slice());
      copy.#variant = this.#variant;
      copy.#moves = this.#moves;
      copy.#status = this.#status;
      return copy;
    }

    /**
     * Releases the game's WebAssembly memory now; any later call throws InvalidArgumentError.
     * Calling it twice is harmless. Without it the memory is released when the Game is
     * garbage-collected (see the class notes).
     */
    free() {
      const raw = this.#raw;
      if (raw === null) return;
      this.#variant ??= raw.variant();
      this.#raw = null;
      this.#moves = this.#status = this.#prevMoves = this.#prevStatus = this.#history = null;
      raw.free();
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
   * `threads` is accepted as in every language of damero, but WebAssembly has no threads here: the
   * count runs on the calling thread (`perftThreads(threads)` is 1). In a browser, run a long count
   * in a Web Worker to keep the page responsive.
   * @param {string} variant
   * @param {number} depth
   * @param {{fen?: string | null, duplicates?: 'keep' | 'drop', threads?: number | null}} [opts]
   */
  function perft(variant, depth, opts = undefined) {
    needString('variant', variant);
    needInteger('depth', depth, 0xffffffff);
    const { duplicates, fen } = perftArgs(opts, ['fen', 'duplicates', 'threads']);
    ensureReady();
    return glue.perft(variant, depth, fen, duplicates);
  }

  /**
   * The threads a perft asking for `threads` (0, null or left out: one per core) counts on here,
   * as the core decides (`PerftOptions::thread_count`): always 1, since WebAssembly has no
   * threads in this package.
   * @param {number | null} [threads]
   */
  function perftThreads(threads = undefined) {
    const n = threads === undefined || threads === null ? 0 : needInteger('threads', threads, 0xffff);
    ensureReady();
    return glue.perftThreads(n);
  }

  /**
   * The core's limits: `maxHistory`, the most moves a game holds (one more is a HistoryFullError),
   * and `maxFragmentLength`, the longest fragment `Game.fromFragment` reads (every game that can be
   * played fits).
   */
  function limits() {
    ensureReady();
    return { maxHistory: glue.maxHistory(), maxFragmentLength: glue.maxFragmentLength() };
  }

  /**
   * The bytes of WebAssembly memory the module holds now. It grows as games need it and never
   * shrinks (memory that `free()` releases is reused by later games).
   */
  function memoryBytes() {
    ensureReady();
    return memory.buffer.byteLength;
  }

  /**
   * Every variant with its geometry, options and piece letters, in the core's order:
   * `{name, family, rows, columns, squares, firstSquare, optionKeys, defaultOptions, pieces}`.
   */
  function variants() {
    ensureReady();
    return glue.variants().map((name) => readVariant(glue.variantInfo(name)));
  }

  /** One variant as `variants()` describes it. @param {string} name */
  function variant(name) {
    needString('variant', name);
    ensureReady();
    return readVariant(glue.variantInfo(name));
  }

  /** The board of `variant`: size and the row and column of every square (row 0 at the top). */
  function boardLayout(variant) {
    needString('variant', variant);
    ensureReady();
    return readLayout(glue.boardLayout(variant));
  }

  /** The algebraic name of a square of `variant`, e.g. `squareName('english', 1)` is `"b8"`. */
  function squareName(variant, square) {
    needString('variant', variant);
    needSquare('square', square);
    ensureReady();
    return glue.squareName(variant, square);
  }

  /** The square of `variant` with an algebraic name (`"b8"` → 1), or null if it has none. */
  function squareFromName(variant, name) {
    needString('variant', variant);
    needString('name', name);
    ensureReady();
    return glue.squareFromName(variant, name) ?? null;
  }

  /** The codes of every error of the core, in its order (each has its `DameroError` subclass). */
  function errorCodes() {
    ensureReady();
    return glue.errorCodes();
  }

  /** The version of the rules core inside the WebAssembly module. */
  function version() {
    ensureReady();
    return glue.version();
  }

  return {
    init, initSync, Game, perft, perftThreads, limits, memoryBytes, variants, variant,
    boardLayout, squareName, squareFromName, errorCodes, version,
  };
}
