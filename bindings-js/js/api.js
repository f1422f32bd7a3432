// The public API of the npm package `damero`, shared by its four entries: `damero` (js/index.js,
// every game), `damero/draughts` (js/draughts.js), `damero/chess` (js/chess.js) and
// `damero/placement` (js/placement.js). Each entry hands `createApi` its own WebAssembly build
// (wasm-bindgen glue in ../pkg, ../pkg/draughts, ../pkg/chess, ../pkg/placement); this module loads it and wires the parts together over it: the argument checks
// (js/args.js), the reader of the packed bytes the module returns (js/packed.js), the `Game`
// class (js/game.js), and the DameroError subclasses the module throws (js/errors.js). Every
// rule, notation, FEN, fragment and status comes from the Rust core; nothing here decides
// anything.
//
// The error classes are defined once (js/errors.js), so `instanceof DameroError` holds whichever
// entry threw.

import { needInteger, needSquare, needString, perftArgs, squareWriter } from './args.js';
import { makeError } from './errors.js';
import { createGame } from './game.js';
import { createReader } from './packed.js';

export {
  DameroError, InvalidNotationError, IllegalMoveError, AmbiguousMoveError, InvalidFenError,
  InvalidFragmentError, UnknownVariantError, InvalidOptionError, GameOverError,
  NothingToUndoError, NotClaimableError, NotAllowedError, InvalidArgumentError, HistoryFullError,
} from './errors.js';

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

  /** The module's memory, where answers are read and squares written (js/packed.js, js/args.js). */
  let memory = null;
  const reader = createReader(glue, () => memory);
  const writeSquares = squareWriter(glue, () => memory);
  const Game = createGame(glue, ensureReady, writeSquares, reader);

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

  function finish(exports) {
    memory = exports.memory;
    reader.load();
    glue.setErrorFactory(makeError);
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
  // Functions

  /**
   * Perft from the standard start of `variant`, or from `opts.fen`, with the default options.
   * `finished` says how a game that is over before the depth counts: `'ignore'` (the default) or
   * `'leaf'` (placement games only). `threads` is accepted as in every language of damero, but WebAssembly has no threads here: the
   * count runs on the calling thread (`perftThreads(threads)` is 1). In a browser, run a long count
   * in a Web Worker to keep the page responsive.
   * @param {string} variant
   * @param {number} depth
   * @param {{fen?: string | null, duplicates?: 'keep' | 'drop', finished?: 'ignore' | 'leaf', threads?: number | null}} [opts]
   */
  function perft(variant, depth, opts = undefined) {
    needString('variant', variant);
    needInteger('depth', depth, 0xffffffff);
    const { duplicates, finished, fen } = perftArgs(opts, ['fen', 'duplicates', 'finished', 'threads']);
    ensureReady();
    return glue.perft(variant, depth, fen, duplicates, finished);
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
   * Every variant with its default board, side names, options and piece letters, in the core's
   * order: `{name, family, rows, columns, squares, firstSquare, lastSquare, numbering, labels,
   * shading, drops, sideNames, optionKeys, defaultOptions, pieces}`.
   */
  function variants() {
    ensureReady();
    return glue.variants().map((name) => reader.readVariant(glue.variantInfo(name)));
  }

  /** One variant as `variants()` describes it. @param {string} name */
  function variant(name) {
    needString('variant', name);
    ensureReady();
    return reader.readVariant(glue.variantInfo(name));
  }

  /**
   * The default board of `variant`: size and the row and column of every square (row 0 at the
   * top). A game's own board, which its options may size, is `game.geometry()`.
   */
  function boardLayout(variant) {
    needString('variant', variant);
    ensureReady();
    return reader.readLayout(glue.boardLayout(variant));
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
