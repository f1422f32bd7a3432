// The public API of the npm package `damero`, shared by its four entries: `damero` (js/index.js,
// every game), `damero/draughts` (js/draughts.js), `damero/chess` (js/chess.js) and
// `damero/placement` (js/placement.js). Each entry hands `createApi` its own WebAssembly build
// (wasm-bindgen glue in ../pkg, ../pkg/draughts, ../pkg/chess, ../pkg/placement); this module wires
// the parts together over it: its instance (js/instance.js: loading, the one wrapper every call
// into the module goes through, the reset after a trap), the argument checks (js/args.js), the reader of the packed bytes the module returns (js/packed.js), the `Game`
// class (js/game.js), and the DameroError subclasses the module throws (js/errors.js); the
// entries whose build reads game files add js/files.js over the same parts. Every
// rule, notation, FEN, fragment and status comes from the Rust core; nothing here decides
// anything.
//
// The error classes are defined once (js/errors.js), so `instanceof DameroError` holds whichever
// entry threw.

import { camelCase, createArgs, describe, needInteger, needPlainObject, needSquare, squareWriter } from './args.js';
import { DameroError, InvalidArgumentError, InvalidGameFileError, NotAllowedError, makeError } from './errors.js';
import { createGame } from './game.js';
import { FULL } from './full.js';
import { createInstance } from './instance.js';
import { createReader } from './packed.js';

export {
  DameroError, InvalidNotationError, IllegalMoveError, AmbiguousMoveError, InvalidFenError,
  InvalidFragmentError, UnknownVariantError, InvalidOptionError, GameOverError,
  NothingToUndoError, NotClaimableError, NotAllowedError, InvalidArgumentError, HistoryFullError,
  InvalidGameFileError,
} from './errors.js';

/**
 * The public API over one build of the WebAssembly module: `init`, `initSync`, `Game` and the
 * functions, with their own module state. Each entry calls it once with its own build.
 * @param {any} glue the wasm-bindgen glue of the build, as a namespace (its default export loads
 *   the module). A namespace, because an older or newer build of it lacks or adds exports, and
 *   loading then reports the mismatch in words instead of a failed import.
 * @param {URL} wasmUrl where the build's `.wasm` file is, next to its glue
 * @param {(parts: object) => object} [extend] more of the API over the same parts (js/files.js
 *   `createFiles`, handed in by the entries whose build reads game files): called with the parts
 *   of the build, its answer joins the API
 */
export function createApi(glue, wasmUrl, extend = undefined) {
  const args = createArgs();
  // The instance (js/instance.js): loading, the one call wrapper (`run`), the reset after a trap.
  // Each new instance (the first, and one after each reset) has the parts below start over on it.
  const instance = createInstance(glue, wasmUrl, () => {
    reader.load();
    args.load(glue);
    glue.setErrorFactory(makeError);
  });
  const { init, initSync, run } = instance;
  const memory = () => instance.memory();
  const reader = createReader(glue, memory);
  const writeSquares = squareWriter(glue, memory);

  /**
   * Refuses `what` (a call, such as `'perft()'`) when this build lacks `name` (a function of the
   * glue, or a method of its RawGame): the play-only modules that <damero-board> loads (English
   * draughts, chess, Reversi, Connect Four: scripts/build-wasm, PLAY) leave out perft, action
   * ids, observations, games written as PGN or PDN, the text diagram, `clone`, `playMoves`,
   * `parseMove`, `playAndClaim`, `boardLayout`, `squareName` and `squareFromName`. Where this
   * API is bundled without them (js/full.js `FULL`), the call refuses before its code
   * (`if (!FULL) return refuse(what)`), with the same error.
   * @param {string} name @param {string} what
   */
  function need(name, what) {
    if (typeof (glue[name] ?? glue.RawGame.prototype[name]) !== 'function') refuse(what);
  }
  /**
   * Throws the NotAllowedError of `what`, a call this build leaves out: it names the build and
   * the entry that has the call.
   * @param {string} what @returns {never}
   */
  function refuse(what) {
    const only = run(() => glue.variants()).split(',');
    const { family } = reader.readVariant(run(() => glue.variantInfo(only[0])));
    throw new NotAllowedError(`${what} is not in this build of damero, the play-only module of ${only.join(', ')} that <damero-board> loads (JavaScript: import "damero/${family}" or "damero")`);
  }
  const Game = createGame(glue, instance, args, writeSquares, reader, need, refuse);

  // ---------------------------------------------------------------------------------------------
  // Functions

  /**
   * Perft from the standard start of `variant`, or from `opts.fen`, with the default options.
   * `finished` says how a game that is over before the depth counts: `'ignore'` (the default) or
   * `'leaf'` (placement games only). `threads` is accepted as in every language of damero, but WebAssembly has no threads here: the
   * count runs on the calling thread (`perftThreads(threads)` is 1). In a browser, run a long count
   * in a Web Worker to keep the page responsive. `hash` (megabytes of a transposition table) is 0:
   * this WebAssembly build counts without a table, and a larger number is an InvalidArgumentError.
   * @param {string} variant
   * @param {number} depth
   * @param {{fen?: string | null, duplicates?: 'keep' | 'drop', finished?: 'ignore' | 'leaf', threads?: number | null, hash?: number | null}} [opts]
   */
  function perft(variant, depth, opts = undefined) {
    instance.ensureReady();
    if (!FULL) return refuse('perft()');
    need('perft', 'perft()');
    args.variantName('variant', variant);
    needInteger('depth', depth, 0xffffffff);
    const { duplicates, finished, fen } = args.perft(opts, ['fen', 'duplicates', 'finished', 'threads', 'hash']);
    return run(() => glue.perft(variant, depth, fen, duplicates, finished));
  }

  /**
   * The threads a perft asking for `threads` (0, null or left out: one per core) counts on here,
   * as the core decides (`PerftOptions::thread_count`): always 1, since WebAssembly has no
   * threads in this package. `threads` is 0 to the core's `perft_threads` limit (1024,
   * `limits().perftThreads`): more is an InvalidArgumentError, as in every language.
   * @param {number | null} [threads]
   */
  function perftThreads(threads = undefined) {
    instance.ensureReady();
    if (!FULL) return refuse('perftThreads()');
    need('perftThreads', 'perftThreads()');
    const n = threads === undefined || threads === null ? 0 : args.threads(threads);
    return run(() => glue.perftThreads(n));
  }

  /**
   * The core's limits (its table `damero::LIMITS`, the same in every language), each under the
   * camelCase of its name: `path` (squares in a path), `moveText`, `notation`, `movesText`,
   * `optionText`, `fen`, `fragment`, `name` (bytes), `history` (plies a game holds),
   * `perftDepth`, `perftThreads`, `quote` (characters a message quotes). Input past a limit is
   * refused before it reaches the module, with the error the core gives. Also `maxHistory` (=
   * `history`) and `maxFragmentLength` (= `fragment`). A new plain object each time.
   * @returns {Record<string, number>}
   */
  function limits() {
    instance.ensureReady();
    const out = {};
    const table = args.table();
    for (const name of Object.keys(table)) out[camelCase(name)] = table[name];
    out.maxHistory = table.history;
    out.maxFragmentLength = table.fragment;
    return out;
  }

  /**
   * The bytes of WebAssembly memory the module holds now. It grows as games need it and never
   * shrinks (memory that `free()` releases is reused by later games).
   */
  function memoryBytes() {
    instance.ensureReady();
    return memory().buffer.byteLength;
  }

  /**
   * Every variant with its default board, side names, options and piece letters, in the core's
   * order: `{name, family, rows, columns, squares, firstSquare, lastSquare, numbering, labels,
   * shading, drops, sideNames, optionKeys, defaultOptions, pieces}`.
   */
  function variants() {
    return run(() => glue.variants()).split(',').map((name) => reader.readVariant(run(() => glue.variantInfo(name))));
  }

  /** One variant as `variants()` describes it. @param {string} name */
  function variant(name) {
    instance.ensureReady();
    args.variantName('variant', name);
    return reader.readVariant(run(() => glue.variantInfo(name)));
  }

  /**
   * The default board of `variant`: size and the row and column of every square (row 0 at the
   * top). A game's own board, which its options may size, is `game.geometry()`.
   */
  function boardLayout(variant) {
    instance.ensureReady();
    if (!FULL) return refuse('boardLayout()');
    need('boardLayout', 'boardLayout()');
    args.variantName('variant', variant);
    return reader.readLayout(run(() => glue.boardLayout(variant)));
  }

  /**
   * The algebraic name of a square of the default board of `variant`, e.g.
   * `squareName('english', 1)` is `"b8"`. A square the board lacks (0 of a draughts board, 64 of
   * chess) is an InvalidArgumentError, as in every language.
   */
  function squareName(variant, square) {
    instance.ensureReady();
    if (!FULL) return refuse('squareName()');
    need('squareName', 'squareName()');
    args.variantName('variant', variant);
    needSquare('square', square);
    return run(() => glue.squareName(variant, square));
  }

  /** The square of `variant` with an algebraic name (`"b8"` → 1), or null if it has none. */
  function squareFromName(variant, name) {
    instance.ensureReady();
    if (!FULL) return refuse('squareFromName()');
    need('squareFromName', 'squareFromName()');
    args.variantName('variant', variant);
    // No square has a name longer than the name limit: null, without crossing.
    if (!args.squareNameFits(name)) return null;
    return run(() => glue.squareFromName(variant, name)) ?? null;
  }

  /** The codes of every error of the core, in its order (each has its `DameroError` subclass). */
  function errorCodes() {
    return run(() => glue.errorCodes()).split(',');
  }

  /** The version of the rules core inside the WebAssembly module. */
  function version() {
    return run(() => glue.version());
  }

  const api = {
    init, initSync, Game, perft, perftThreads, limits, memoryBytes, variants, variant,
    boardLayout, squareName, squareFromName, errorCodes, version,
  };
  if (extend !== undefined) {
    const parts = {
      glue, instance, args, reader, Game, describe, needPlainObject, DameroError, InvalidArgumentError,
      InvalidGameFileError,
    };
    Object.assign(api, extend(parts));
  }
  return api;
}
