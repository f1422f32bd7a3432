// The `Game` class of the npm package `damero`: one game over one build of the WebAssembly module
// (the wasm class `RawGame`), with the legal moves and status of its position kept in JS until the
// position changes, and the moves it has played. Each build has its own class (`createGame`, made
// by js/api.js).

import { describe, fillTyped, isMoveObject, needInteger, needSquare, typedOut, writeTyped } from './args.js';
import { GameOverError, IllegalMoveError, InvalidArgumentError } from './errors.js';
import { FULL } from './full.js';

const dispose = Symbol.dispose ?? Symbol.for('Symbol.dispose');

/**
 * The `Game` class over one build of the module.
 * @param {any} glue the wasm-bindgen glue of the build
 * @param {ReturnType<typeof import('./instance.js').createInstance>} instance the build's
 *   instance: every call into the module goes through its `run`
 * @param {ReturnType<typeof import('./args.js').createArgs>} args the build's argument checks
 * @param {(squares: Float64Array) => number} writeSquares squares already read and checked into
 *   the module's input (js/args.js `squareWriter`)
 * @param {ReturnType<typeof import('./packed.js').createReader>} reader the build's reader of answers
 * @param {(name: string, what: string) => void} need refuses a call the build leaves out (js/api.js)
 * @param {(what: string) => never} refuse refuses a call this copy of the API leaves out (js/full.js)
 */
export function createGame(glue, instance, args, writeSquares, reader, need, refuse) {
  /** For each kept list of legal moves, its moves whose path another move of the list has too. */
  const SHARED_PATHS = new WeakMap();
  let wrapping = null; // a RawGame being wrapped by a static constructor
  const { run } = instance;

  // The registry of live games, for a reset of the module (js/instance.js): a weak reference to
  // each Game, dropped when the Game is collected. The glue's own finalizer of each RawGame is
  // taken over here (`adopt`): this one frees a collected game's memory only in the instance it
  // was made in, never in a later one after a reset.
  /** @type {Set<WeakRef<Game>>} */
  const live = new Set();
  const finalizer = typeof FinalizationRegistry === 'function'
    ? new FinalizationRegistry(({ ptr, generation, ref }) => {
      live.delete(ref);
      if (generation !== instance.generation()) return;
      try {
        run(() => freeRaw(ptr));
      } catch {
        // A finalizer has no caller to tell; the memory is lost at worst.
      }
    })
    : null;

  /** Frees the RawGame at `ptr` of the current instance (a collected game's). */
  function freeRaw(ptr) {
    const raw = Object.create(glue.RawGame.prototype);
    raw.__wbg_ptr = ptr;
    raw.free();
  }

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
    /** The board of the game (frozen), read when first asked: it never changes. */
    #geometry = null;
    /** The number of action ids and the observation's shape (frozen), read when first asked. */
    #actionCount = null;
    #shape = null;

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
        instance.ensureReady();
        args.variantName('variant', variant);
        const [text, keys, values] = args.options(options);
        this.#raw = run(() => new glue.RawGame(variant, text, keys, values));
        this.#history = [];
      }
      this.#adopt();
    }

    /** A weak reference to this game, in the registry while it lives. */
    #ref = null;
    /** Set when a reset of the module could not rebuild this game. */
    #lost = false;

    /**
     * Takes this game's RawGame out of the glue's finalizer into the registry's (see `live`):
     * the glue's would free it in whatever instance is current when it runs.
     */
    #adopt() {
      const raw = this.#raw;
      const ptr = raw.__destroy_into_raw();
      raw.__wbg_ptr = ptr;
      if (this.#ref === null) {
        this.#ref = new WeakRef(this);
        live.add(this.#ref);
      } else {
        finalizer?.unregister(this);
      }
      finalizer?.register(this, { ptr, generation: instance.generation(), ref: this.#ref }, this);
    }

    // The reset of the module (js/instance.js): each live game's fragment read from the old
    // instance, then the game rebuilt from it in the new one.
    static {
      instance.track({
        save() {
          const saved = [];
          for (const ref of live) {
            const game = ref.deref();
            if (game === undefined || game.#raw === null) continue;
            const raw = game.#raw;
            let fragment = null;
            try {
              fragment = raw.toFragment();
            } catch {
              // Unreadable (trapped, or left borrowed by the trap): the game is lost.
            }
            // The old instance is dropped whole: nothing of it is freed one by one.
            raw.__destroy_into_raw();
            finalizer?.unregister(game);
            saved.push([game, fragment]);
          }
          return saved;
        },
        restore(saved) {
          for (const [game, fragment] of saved) {
            game.#raw = null;
            if (fragment !== null) {
              try {
                game.#raw = glue.RawGame.fromFragment(fragment);
              } catch {
                game.#raw = null;
              }
            }
            if (game.#raw === null) {
              game.#lost = true;
              live.delete(game.#ref);
            } else {
              game.#adopt();
            }
          }
        },
      });
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
      instance.ensureReady();
      args.variantName('variant', variant);
      args.fen('fen', fen);
      const [text, keys, values] = args.options(options);
      return Game.#wrap(run(() => glue.RawGame.fromFen(variant, fen, text, keys, values)), []);
    }

    /**
     * A game read from a fragment made by `toFragment()`; a leading `#` is ignored.
     * @param {string} fragment
     */
    static fromFragment(fragment) {
      instance.ensureReady();
      args.fragment('fragment', fragment);
      return Game.#wrap(run(() => glue.RawGame.fromFragment(fragment)));
    }

    #game() {
      const raw = this.#raw;
      if (raw === null) {
        throw new InvalidArgumentError(this.#lost
          ? 'this Game was lost: the WebAssembly module was reset after a fault, and the game could not be read back'
          : 'this Game has been freed');
      }
      return raw;
    }

    /** `fn(raw)` through the instance's one call wrapper (`run`): a call into the module. */
    #call(fn) {
      const raw = this.#game();
      return run(() => fn(raw));
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

    /**
     * Plays a whole sequence of moves, all or nothing: move texts (as `play` reads them) separated
     * by spaces or commas, where a word may hold a whole transcript as placement games write one
     * (Reversi `"f5d6c3d3c4"`, passes left out; Connect Four `"4453"`, one digit a column). A
     * forced pass the text leaves out is played before the next move. Returns the moves played,
     * passes included (a frozen array). When a move fails, the game is left as it was and the
     * error says which move failed.
     * @param {string} text
     */
    playMoves(text) {
      if (!FULL) return refuse('playMoves()');
      need('playMoves', 'playMoves()');
      args.movesText('text', text);
      const moves = reader.readMoves(this.#call((raw) => raw.playMoves(text)));
      if (moves.length === 0) return moves;
      if (moves.length === 1) {
        this.#played(moves[0]);
        return moves;
      }
      this.#changed();
      // Several steps for undo: the positions in between were never asked.
      this.#prevMoves = null;
      this.#prevStatus = null;
      if (this.#history !== null) this.#history.push(...moves);
      return moves;
    }

    /**
     * The board this game is played on (the variant's, sized by the options where it has a `size`
     * option): rows, columns, the number of playing squares and the first and last, how they are
     * numbered, labelled and shaded, whether discs drop, and every playing square with its row,
     * column and name (`cells`). Frozen; the same object every time.
     */
    geometry() {
      this.#game();
      return (this.#geometry ??= reader.readGeometry(this.#call((raw) => raw.geometry())));
    }

    /** How many moves have been played: `history().length`, without reading the moves. */
    ply() {
      return this.#call((raw) => raw.ply());
    }

    /**
     * The number a move list gives the move played at `ply` (0 = the first move played), or for
     * `ply` equal to the number of moves played, the move to be played next (as
     * `status().moveNumber`); null past that.
     * @param {number} ply
     */
    moveNumber(ply) {
      this.#game();
      needInteger('ply', ply, 0xffffffff);
      return this.#call((raw) => raw.moveNumber(ply)) ?? null;
    }

    /** The variant's name, e.g. `"english"`. */
    get variant() {
      return (this.#variant ??= this.#call((raw) => raw.variant()));
    }

    /** Every option's text value. */
    options() {
      return reader.readOptions(this.#call((raw) => raw.options()));
    }

    /**
     * Every legal move, sorted by path; empty once the game is over. The list and its moves are
     * frozen, and the same list comes back until the position changes.
     */
    legalMoves() {
      this.#game();
      return (this.#moves ??= reader.readMoves(this.#call((raw) => raw.legalMoves())));
    }

    /**
     * How many legal moves the position has (0 once the game is over): the length of
     * `legalMoves()`, without building the moves. A caller can ask it before listing a position
     * with very many moves (a Frisian or International king can have thousands of capture
     * routes).
     */
    legalMoveCount() {
      if (this.#moves !== null) return this.#moves.length;
      return this.#call((raw) => raw.legalMoveCount());
    }

    /**
     * The legal move that `text` names, read as `play` reads move text, without playing it: the
     * move object as `legalMoves()` gives it (frozen; the same object as in that list). The game
     * never changes. Errors as `play` does with text: InvalidNotationError, IllegalMoveError,
     * AmbiguousMoveError, GameOverError.
     * @param {string} text
     */
    parseMove(text) {
      if (!FULL) return refuse('parseMove()');
      need('parseMove', 'parseMove()');
      this.#game();
      args.moveText('text', text);
      return reader.readMove(this.#call((raw) => raw.parseMove(text)));
    }

    /**
     * The number of action ids of this game: every id is below it (chess and Chess960 4,672, as
     * pgx numbers AlphaZero's 8 x 8 x 73; Reversi the squares + 1, the last the pass; Connect Four
     * the columns; draughts squares² x 8, from x to x route, seen from the side to move). It never
     * changes.
     */
    actionCount() {
      if (!FULL) return refuse('actionCount()');
      need('actionCount', 'actionCount()');
      this.#game();
      return (this.#actionCount ??= this.#call((raw) => raw.actionCount()));
    }

    /**
     * The ids of the legal moves, sorted, one per legal move (`actionOf` of each of
     * `legalMoves()`): a new Uint32Array, empty once the game is over. NotAllowedError only for a
     * draughts position with more capture routes between the same two squares than ids tell
     * apart (8; none is known from a real game).
     */
    legalActions() {
      return this.#ids().sort();
    }

    /** The id of each legal move, in the order of `legalMoves()` (a new Uint32Array, from the core). */
    #ids() {
      if (!FULL) return refuse('action ids');
      need('actionIds', 'action ids');
      return this.#call((raw) => raw.actionIds());
    }

    /**
     * Plays the legal move whose id is `action` and returns it (frozen), as `play` does. A
     * TypeError for an `action` that is not a number; InvalidArgumentError for one that is not a
     * whole number from 0 to `actionCount() - 1`; IllegalMoveError for an id that is no legal
     * move now; GameOverError after the end. The game is then unchanged.
     * @param {number} action
     */
    playAction(action) {
      if (!FULL) return refuse('playAction()');
      need('playAction', 'playAction()');
      this.#game();
      if (typeof action !== 'number') throw new TypeError(`action must be a number, got ${describe(action)}`);
      if (!Number.isInteger(action)) throw new InvalidArgumentError(`action must be a whole number, got ${action}`);
      // The core checks the range of every id it can receive (a u32); the others are refused here
      // with its words.
      if (action < 0 || action > 0xffffffff) {
        throw new InvalidArgumentError(`${this.variant}: action ${action} is out of range (the ids are 0 to ${this.actionCount() - 1})`);
      }
      return this.#played(reader.readMove(this.#call((raw) => raw.playAction(action, true))));
    }

    /**
     * The id of a legal move of this position: a move object (one of `legalMoves()`, or a plain
     * object matched by its `path` and `promotion`, a role name or null, the one with its
     * `notation` first when it has one, as the core matches a move), or move text as `play`
     * reads it. `playAction(actionOf(m))` plays `m`. IllegalMoveError for a move that is not
     * legal now, GameOverError after the end, the errors of `parseMove` for text, NotAllowedError
     * as `legalActions` has it, and a TypeError for anything else.
     * @param {string | object} move
     */
    actionOf(move) {
      if (!FULL) return refuse('action ids');
      this.#game();
      if (typeof move === 'string') move = this.parseMove(move);
      let index = this.legalMoves().indexOf(move);
      if (index < 0) {
        if (!isMoveObject(move)) throw new TypeError(`a move must be move text or a move object, got ${describe(move)}`);
        // A copy, or a plain object: the legal move with its path and promotion, the one with its
        // notation first (as the core's `action_of` finds a move). Its fields are read first: a
        // getter may change the game, so the list is asked again after.
        const squares = args.squares('move.path', move.path);
        const promotion = args.role('move.promotion', move.promotion) ?? null;
        const notation = move.notation;
        const list = this.legalMoves();
        const same = (m) => m.promotion === promotion && m.path.length === squares.length && m.path.every((s, i) => s === squares[i]);
        index = list.findIndex((m) => same(m) && m.notation === notation);
        if (index < 0) index = list.findIndex(same);
        if (index < 0) {
          if (list.length === 0) throw new GameOverError(`the game is over (${this.status().reason})`);
          throw new IllegalMoveError(`${this.variant}: no legal move has the path [${squares.join(',')}] and the promotion ${promotion ?? 'none'}`);
        }
      }
      return this.#ids()[index];
    }

    /**
     * The legal-action mask: `mask[id]` is 1 exactly for the ids of `legalActions()`, else 0 (all
     * 0 once the game is over). Written into `out` when given, a Uint8Array of exactly
     * `actionCount()` bytes (every byte is written), and returned; else a new Uint8Array. A
     * TypeError for an `out` of another type, InvalidArgumentError for another length.
     * @param {Uint8Array} [out]
     */
    actionMask(out = undefined) {
      if (!FULL) return refuse('action ids');
      this.#game();
      const count = this.actionCount();
      typedOut('out', out, 'Uint8Array', count, () => `${this.variant}: the action mask is ${count} flags`);
      const ids = this.#ids();
      const mask = out ?? new Uint8Array(count);
      fillTyped(mask, 0);
      for (let i = 0; i < ids.length; i++) mask[ids[i]] = 1;
      return mask;
    }

    /**
     * The shape of `observe()`'s planes, `[rows, columns, planes]` (frozen; it never changes):
     * chess 8 x 8 x 119 as pgx; Reversi and Connect Four rows x columns x 2 as pgx; draughts rows
     * x columns x 9.
     */
    observationShape() {
      if (!FULL) return refuse('observationShape()');
      need('observationShape', 'observationShape()');
      this.#game();
      return (this.#shape ??= Object.freeze([...this.#call((raw) => raw.observationShape())]));
    }

    /**
     * The current position as planes, channel-last (element `(row * columns + column) * planes +
     * plane`), the board seen from the side to move (see `observationShape()`). Written into
     * `out` when given, a Float32Array of exactly rows x columns x planes values (every value is
     * written), and returned; else a new Float32Array. A TypeError for an `out` of another type,
     * InvalidArgumentError for another length.
     * @param {Float32Array} [out]
     */
    observe(out = undefined) {
      if (!FULL) return refuse('observe()');
      need('observe', 'observe()');
      this.#game();
      const [rows, columns, planes] = this.observationShape();
      const size = rows * columns * planes;
      typedOut('out', out, 'Float32Array', size,
        () => `${this.variant}: an observation is ${rows} x ${columns} x ${planes} = ${size} values`);
      return writeTyped(out, this.#call((raw) => raw.observe()));
    }

    /** The legal moves whose path starts with `prefix` (the start square, then landings). */
    completions(prefix) {
      this.#game();
      const squares = args.squares('prefix', prefix);
      return reader.readMoves(this.#call((raw) => raw.completions(writeSquares(squares))));
    }

    /**
     * Plays a move: its text (draughts PDN `"11-15"`, `"15x24"`; chess SAN `"Nf3"` or UCI
     * `"g1f3"`; Reversi the square `"f5"` or `"pass"`; Connect Four the column `"4"`), a move object (one from `legalMoves()` of this position is played as it is, a
     * chess promotion included; another is the legal move with exactly its `path`), or a path or
     * path prefix of squares that only one legal move fits. Returns the move played (frozen).
     */
    play(move) {
      this.#game();
      if (typeof move === 'string') {
        args.moveText('move', move);
        return this.#played(reader.readMove(this.#call((raw) => raw.playText(move, true))));
      }
      if (Array.isArray(move)) {
        const squares = args.squares('path', move);
        return this.#played(reader.readMove(this.#call((raw) => raw.playPath(writeSquares(squares), true))));
      }
      // A move of this position's frozen list: the core plays it by its index, and JS has it.
      const index = this.#moves === null ? -1 : this.#moves.indexOf(move);
      if (index >= 0) {
        this.#call((raw) => raw.playIndex(index, false));
        return this.#played(move);
      }
      if (isMoveObject(move)) {
        const squares = args.squares('move.path', move.path);
        return this.#played(reader.readMove(this.#call((raw) => raw.playExact(writeSquares(squares), true))));
      }
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
      if (!FULL) return refuse('playAndClaim()');
      need('playAndClaimText', 'playAndClaim()');
      this.#game();
      const kind = args.drawKind('claim', claim);
      let len;
      if (typeof move === 'string') {
        args.moveText('move', move);
        len = this.#call((raw) => raw.playAndClaimText(move, kind));
      } else if (Array.isArray(move)) {
        const squares = args.squares('path', move);
        len = this.#call((raw) => raw.playAndClaimPath(-1, writeSquares(squares), false, kind));
      } else if (isMoveObject(move)) {
        const index = this.#sharedPathIndex(move);
        const squares = index >= 0 ? null : args.squares('move.path', move.path);
        len = this.#call((raw) => (squares === null ? raw.playAndClaimPath(index, 0, true, kind)
          : raw.playAndClaimPath(-1, writeSquares(squares), true, kind)));
      }
      else throw new TypeError(`a move must be PDN text, a move object or an array of squares, got ${describe(move)}`);
      const result = reader.readMoveAndClaim(len);
      this.#played(result.move);
      // Two steps for undo (the claim, then the move): the position in between was never asked.
      this.#prevMoves = null;
      this.#prevStatus = null;
      return result;
    }

    /** Takes back the last move; `null` when it only withdrew the event that ended the game. */
    undo() {
      const history = this.#history;
      const r = this.#call((raw) => raw.undo(history === null));
      let undone = null;
      if (r >= 0) undone = history === null ? reader.readMove(r) : history.pop();
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
      return this.#call((raw) => raw.end()) ?? null;
    }

    /** Whether `undo()` has something to take back: a move, or the event that ended the game. */
    canUndo() {
      return this.#call((raw) => raw.canUndo());
    }

    /** The moves played so far, first to last (a new array of frozen moves). */
    history() {
      this.#game();
      this.#history ??= [...reader.readMoves(this.#call((raw) => raw.history()))];
      return this.#history.slice();
    }

    /** The state of the game now (frozen; the same object until the position changes). */
    status() {
      this.#game();
      return (this.#status ??= reader.readStatus(this.#call((raw) => raw.status())));
    }

    /** The current position in PDN FEN. */
    fen() {
      return this.#call((raw) => raw.fen());
    }

    /** The start position in PDN FEN. */
    startFen() {
      return this.#call((raw) => raw.startFen());
    }

    /** The piece on every square, `{side, role}` (frozen) or null: index 0 is the first square (1). */
    board() {
      return reader.readBoard(this.#call((raw) => raw.board()));
    }

    /** The piece on a square (frozen), or null for an empty square; a square the board lacks is an error. */
    pieceAt(square) {
      this.#game();
      needSquare('square', square);
      return reader.readPiece(this.#call((raw) => raw.pieceAt(square)));
    }

    /** Ends the game as a draw by agreement. */
    agreeDraw() {
      this.#call((raw) => raw.agreeDraw());
      this.#changed();
    }

    /** `side` resigns; the other side wins. */
    resign(side) {
      this.#game();
      args.side('side', side);
      this.#call((raw) => raw.resign(side));
      this.#changed();
    }

    /** Claims a draw of `kind`, or any claimable draw; returns the kind claimed. */
    claimDraw(kind = undefined) {
      this.#game();
      const code = args.drawKind('kind', kind);
      const claimed = this.#call((raw) => raw.claimDraw(code));
      this.#changed();
      return claimed;
    }

    /** The whole game as text for after `#` in a URL. */
    toFragment() {
      return this.#call((raw) => raw.toFragment());
    }

    /**
     * Perft of the current position with this game's capture option. `finished` says how a game
     * that is over before the depth counts: `'ignore'` (the default: it adds nothing) or `'leaf'`
     * (one leaf; placement games only). `threads` is accepted as in every language of damero, but
     * WebAssembly has no threads here: the count runs on the calling thread (see `perftThreads`).
     * `hash` is 0: this WebAssembly build counts without a transposition table (a larger number
     * is an InvalidArgumentError).
     * @param {number} depth
     * @param {{duplicates?: 'keep' | 'drop', finished?: 'ignore' | 'leaf', threads?: number | null, hash?: number | null}} [opts]
     */
    perft(depth, opts = undefined) {
      if (!FULL) return refuse('perft()');
      need('perft', 'perft()');
      this.#game();
      needInteger('depth', depth, 0xffffffff);
      const { duplicates, finished } = args.perft(opts, ['duplicates', 'finished', 'threads', 'hash']);
      return this.#call((raw) => raw.perft(depth, duplicates, finished));
    }

    /**
     * The game as PGN (chess, Chess960): the seven tags of the roster first (unknown ones as
     * `?`), `Variant`, `SetUp` and `FEN` as the game needs them, then `tags` (a plain object or an
     * array of `[name, value]` pairs), the moves numbered, and the result from the status (`1-0`,
     * `0-1`, `1/2-1/2`; `*` while the game goes on). A name that is not a tag name, a name given
     * twice, a `Result` tag that is not the game's result, or tags past the file limits are an
     * InvalidArgumentError (js/args.js `tags`, then the core's rule), and so is a game of another
     * family; the tags the game writes itself are left out when given.
     * @param {Record<string, string> | [string, string][]} [tags]
     */
    toPgn(tags = undefined) {
      return this.#gameFile('PGN', tags);
    }

    /**
     * The game as PDN (every draughts variant), as `toPgn` writes PGN, with the `GameType` of
     * its variant. A game of another family is an InvalidArgumentError.
     * @param {Record<string, string> | [string, string][]} [tags]
     */
    toPdn(tags = undefined) {
      return this.#gameFile('PDN', tags);
    }

    #gameFile(format, tags) {
      if (!FULL) return refuse(`to${format[0]}${format.slice(1).toLowerCase()}()`);
      need('toGameFile', `to${format[0]}${format.slice(1).toLowerCase()}()`);
      this.#game();
      const [names, values] = args.tags(tags);
      return this.#call((raw) => raw.toGameFile(format, names, values));
    }

    /** The board as a text diagram, White at the bottom. */
    toString() {
      if (this.#raw === null) return this.#lost ? 'Game(lost)' : 'Game(freed)';
      if (!FULL) return refuse('toString()');
      need('toText', 'toString()');
      return this.#call((raw) => raw.toText());
    }

    /** A copy of this game, with its own memory. */
    clone() {
      if (!FULL) return refuse('clone()');
      need('clone', 'clone()');
      const copy = Game.#wrap(this.#call((raw) => raw.clone()), this.#history === null ? null : this.#history.slice());
      copy.#variant = this.#variant;
      copy.#geometry = this.#geometry;
      copy.#actionCount = this.#actionCount;
      copy.#shape = this.#shape;
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
      this.#variant ??= run(() => raw.variant());
      this.#raw = null;
      this.#moves = this.#status = this.#prevMoves = this.#prevStatus = this.#history = null;
      finalizer?.unregister(this);
      live.delete(this.#ref);
      run(() => raw.free());
    }

    /** `using game = new Game()` frees the game at the end of the block. */
    [dispose]() {
      this.free();
    }
  }

  return Game;
}
