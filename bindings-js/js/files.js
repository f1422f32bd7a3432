// Game files of the npm package `damero`: PGN (chess, Chess960) and PDN (draughts) read into
// records, `readGames` (a string or bytes) and `readGamesFromStream` (a ReadableStream or any
// async iterable of chunks), each game when it is asked for. Games are written as files by
// `Game#toPgn` and `Game#toPdn` (js/game.js); a record by `GameRecord#toText`.
//
// The core's reader reads the input (src/files.rs `RawFileReader`): this module hands it the
// input in chunks until it has what the next game needs, so an input of any size is held a few
// games at a time in WebAssembly memory. Each record is read whole into JS objects (frozen, its
// moves the package's Move objects) and leaves nothing behind in the module.
//
// The entry of every game (js/index.js) hands `createFiles` to `createApi` (js/api.js), which
// calls it with the parts of its build: only that build reads game files (Cargo.toml, feature
// `files`). This module imports nothing, so it is its own file in dist/, downloaded only by the
// pages of that entry.

/** How much is handed to the module at a time: UTF-16 units of a string, bytes of an array. */
const CHUNK = 1 << 16;
/** The largest piece of a stream's chunk handed over at once (a stream may send huge chunks). */
const STREAM_PIECE = 1 << 20;

// The answers of src/files.rs `RawFileReader::next`.
const END = 0;
const RECORD = 1;
const REFUSED = 2;
const FAILED = 3;
const NEED_INPUT = 4;

const dispose = Symbol.dispose ?? Symbol.for('Symbol.dispose');
const asyncDispose = Symbol.asyncDispose ?? Symbol.for('Symbol.asyncDispose');
/** The prototypes of built-in iterators, so that iterator helpers (`take`, `map`, `toArray`) work where the engine has them. */
const ITERATOR = globalThis.Iterator?.prototype ?? Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
const ASYNC_ITERATOR = Object.getPrototypeOf(Object.getPrototypeOf((async function* none() {})()));

/**
 * Game files over one build.
 * @param {object} parts the parts of the build, from js/api.js: `glue`, `instance`, `args`,
 *   `reader`, `Game`, `describe`, `needPlainObject` and the error classes
 */
export function createFiles(parts) {
  const { glue, instance, args, reader, Game, describe, needPlainObject } = parts;
  const { DameroError, InvalidArgumentError, InvalidGameFileError } = parts;
  const { run } = instance;
  const { open: openAnswer, u8, u32, str, bytes, nextMove } = reader.steps;
  /** Only this module makes records and nodes. */
  const MAKING = Symbol('damero: made by readGames');

  // ---------------------------------------------------------------------------------------------
  // The answers of the reader (src/files.rs), read in place with the steps of js/packed.js

  /** One frozen empty list for every empty list of a record. */
  const NONE = Object.freeze([]);
  let utf8 = null;

  /** A `text`: a `u32` length, then UTF-8 (src/convert.rs `Packer::text`). */
  function text() {
    const b = bytes(u32());
    const n = b.length;
    for (let i = 0; i < n; i++) {
      if (b[i] >= 0x80) {
        utf8 ??= new TextDecoder();
        return utf8.decode(b);
      }
    }
    let out = '';
    // In pieces: `apply` takes a bounded number of arguments.
    for (let i = 0; i < n; i += 8192) out += String.fromCharCode.apply(null, b.subarray(i, i + 8192));
    return out;
  }

  /** A frozen list of `count` items read by `item`. */
  function list(count, item) {
    if (count === 0) return NONE;
    const out = new Array(count);
    for (let i = 0; i < count; i++) out[i] = item();
    return Object.freeze(out);
  }

  const pair = () => Object.freeze([text(), text()]);
  const problem = () => Object.freeze({ line: u32(), column: u32(), message: text() });

  /**
   * An answer of `RawFileReader::next` (src/files.rs): `{kind}`, with the record's parts for
   * RECORD (its nodes as plain objects, in the record's order), the problem for REFUSED, and
   * `starved` for FAILED.
   */
  function readAnswer(len) {
    openAnswer(len);
    const kind = u8();
    if (kind === REFUSED) {
      const line = u32();
      const column = u32();
      return { kind, line, column, message: text(), problem: text() };
    }
    if (kind === FAILED) return { kind, starved: u8() === 1 };
    if (kind !== RECORD) return { kind };
    const line = u32();
    const variant = str() || null;
    const result = u8() === 1 ? str() : null;
    const start = u8();
    const startFen = text();
    const headers = list(u32(), pair);
    const errors = list(u32(), problem);
    const warnings = list(u32(), problem);
    const nodes = new Array(u32());
    for (let i = 0; i < nodes.length; i++) {
      nodes[i] = {
        move: u8() === 1 ? nextMove() : null,
        children: list(u32(), u32),
        commentsBefore: list(u32(), text),
        comments: list(u32(), text),
        nags: list(u32(), u32),
        commands: list(u32(), pair),
      };
    }
    return { kind, line, variant, result, start, startFen, headers, errors, warnings, nodes };
  }

  // ---------------------------------------------------------------------------------------------
  // Records

  /** The start of a record's game, kept for `game()` and `toText()`: 0 none, 1 the variant's start, 2 a set-up. */
  const NO_GAME = 0;
  const SET_UP = 2;

  /**
   * A position of a record's tree: the move that leads to it (null at the root), what the file
   * says of it, and the moves that may follow (`variations`, the first the main continuation).
   * Frozen, with its lists.
   */
  class GameNode {
    #record;
    #commands;

    /** @param {symbol} making @param {GameRecord} record @param {any} data */
    constructor(making, record, data) {
      if (making !== MAKING) throw new TypeError('GameNode objects come from readGames() and readGamesFromStream()');
      this.#record = record;
      this.#commands = data.commands;
      /** The move played to reach this node (a frozen Move); null at the root. */
      this.move = data.move;
      /** The comments after the move (at the root: the game's comment, before the first move). */
      this.comments = data.comments;
      /** The comments before the move, at the start of a variation (PGN's starting comment). */
      this.commentsBefore = data.commentsBefore;
      /** The numeric annotation glyphs of the move: `$1`, and `!` read as 1, `?` 2, `!!` 3, `??` 4, `!?` 5, `?!` 6. */
      this.nags = data.nags;
      /** The nodes that may follow, in the file's order: the first is the main continuation. */
      this.variations = null;
      /** The node this one follows; null at the root. */
      this.parent = null;
    }

    /**
     * The commands inside the comments after the move, as `[name, arguments]`: `[%clk 0:03:00]`
     * gives `['clk', '0:03:00']`. A frozen list of frozen pairs.
     */
    commands() {
      return this.#commands;
    }

    /** The game at this node (a new Game: free it), or null when the record has no game. */
    game() {
      return gameAt(this.#record, this);
    }
  }

  /** Every node of each record, in the record's order (the root first), for `toText()`. */
  const NODES = new WeakMap();
  /** The game at a node of a record (`GameRecord`'s own, handed out to `GameNode#game`). */
  let gameAt;

  /**
   * A game read from a file: its tags, result, the tree of its moves and the problems met.
   * Frozen, with its lists.
   */
  class GameRecord {
    #start;
    #startFen;
    /** For each node (in the record's order), the indexes of its variations. */
    #children;

    /** @param {symbol} making @param {any} data */
    constructor(making, data) {
      if (making !== MAKING) throw new TypeError('GameRecord objects come from readGames() and readGamesFromStream()');
      this.#start = data.start;
      this.#startFen = data.startFen;
      this.#children = data.nodes.map((node) => node.children);
      /** The tags in the file's order, as `[name, value]` pairs. */
      this.headers = data.headers;
      /** The game damero plays it as; null for a game it does not play (the reason is in `errors`) or whose start cannot be read. */
      this.variant = data.variant;
      /** The result as the game's termination marker says (`1-0`, `0-1`, `1/2-1/2`, `*`; in draughts also `2-0`, `1-1`, `0-2`, `0-0`); null when it has none. */
      this.result = data.result;
      /** The line of the file where the game starts. */
      this.line = data.line;
      /** The problems that made part of the game unreadable, each `{line, column, message}`. */
      this.errors = data.errors;
      /** What was read but deserves a word (a variant inferred, text that was not UTF-8, ...). */
      this.warnings = data.warnings;
      const nodes = data.nodes.map((node) => new GameNode(MAKING, this, node));
      for (let i = 0; i < nodes.length; i++) {
        const node = nodes[i];
        const children = data.nodes[i].children;
        node.variations = children.length === 0 ? children : Object.freeze(children.map((c) => nodes[c]));
        for (const child of node.variations) child.parent = node;
      }
      for (const node of nodes) Object.freeze(node);
      /** The root of the tree: the start position, before the first move. */
      this.root = nodes[0];
      NODES.set(this, Object.freeze(nodes));
      Object.freeze(this);
    }

    /** The value of the first tag called `name` (tag names are case-sensitive), or null. @param {string} name */
    header(name) {
      if (typeof name !== 'string') throw new TypeError(`name must be a string, got ${describe(name)}`);
      for (const [key, value] of this.headers) if (key === name) return value;
      return null;
    }

    /** The nodes of the main line after the root, in order (a new array). */
    mainlineNodes() {
      const out = [];
      for (let node = this.root.variations[0]; node !== undefined; node = node.variations[0]) out.push(node);
      return out;
    }

    /** The moves of the main line (a new array of frozen Moves). */
    mainline() {
      return this.mainlineNodes().map((node) => node.move);
    }

    /** The game at the end of the main line (a new Game: free it), or null when the record has no game. */
    game() {
      const line = this.mainlineNodes();
      return this.#gameAt(line.length === 0 ? this.root : line[line.length - 1]);
    }

    static {
      gameAt = (record, node) => record.#gameAt(node);
    }

    /** The game at `node`, one of this record's nodes: the start, with the moves from the root to it played. */
    #gameAt(node) {
      if (this.#start === NO_GAME) return null;
      const moves = [];
      for (let at = node; at.move !== null; at = at.parent) moves.push(at.move.notation);
      const game = this.#start === SET_UP ? Game.fromFen(this.variant, this.#startFen) : new Game(this.variant);
      try {
        if (moves.length > 0) game.playMoves(moves.reverse().join(' '));
      } catch (e) {
        game.free();
        throw e;
      }
      return game;
    }

    /**
     * The record written back as PGN (chess) or PDN (draughts): tags, result, the tree with its
     * comments and NAGs; reading it gives the same record. Null for a record without a game.
     */
    toText() {
      if (this.#start === NO_GAME) return null;
      const nodes = NODES.get(this);
      const names = this.headers.map((h) => h[0]);
      const values = this.headers.map((h) => h[1]);
      const moves = [];
      const children = [];
      const nags = [];
      const texts = [];
      const counts = [];
      for (let i = 0; i < nodes.length; i++) {
        const node = nodes[i];
        if (i > 0) moves.push(node.move.notation);
        // Pushed one by one: a spread of a long list would pass too many arguments.
        const push = (to, list) => {
          for (const item of list) to.push(item);
        };
        children.push(node.variations.length);
        push(children, this.#children[i]);
        nags.push(node.nags.length);
        push(nags, node.nags);
        counts.push(node.commentsBefore.length, node.comments.length);
        push(texts, node.commentsBefore);
        push(texts, node.comments);
      }
      const fen = this.#start === SET_UP ? this.#startFen : undefined;
      return run(() => glue.writeGameFile(this.variant, fen, names, values, this.result ?? undefined, moves,
        Uint32Array.from(children), Uint32Array.from(nags), texts, Uint32Array.from(counts))) ?? null;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Reading

  /** The reading options `{variant, strict}`, each read once. */
  function readOptions(options) {
    if (options === undefined || options === null) return { variant: undefined, strict: false };
    needPlainObject('options', options, '{variant: "english", strict: true}');
    for (const key of Object.keys(options)) {
      if (key !== 'variant' && key !== 'strict') throw new TypeError(`options: unknown key ${JSON.stringify(key)} (keys: variant, strict)`);
    }
    const variant = options.variant ?? undefined;
    const strict = options.strict ?? false;
    if (variant !== undefined) args.variantName('variant', variant);
    if (typeof strict !== 'boolean') throw new TypeError(`strict must be a boolean, got ${describe(strict)}`);
    return { variant, strict };
  }

  /** The bytes of a view or an ArrayBuffer, as a Uint8Array over the same memory; else null. */
  function bytesOf(value) {
    if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    if (value instanceof ArrayBuffer || Object.prototype.toString.call(value) === '[object ArrayBuffer]') return new Uint8Array(value);
    return null;
  }

  // The registry of readers: a reader dropped before its end frees its memory when collected, in
  // the instance it was made in (never in a later one, after a reset: js/instance.js).
  const finalizer = typeof FinalizationRegistry === 'function'
    ? new FinalizationRegistry(({ ptr, generation }) => {
      if (generation !== instance.generation()) return;
      try {
        run(() => {
          const raw = Object.create(glue.RawFileReader.prototype);
          raw.__wbg_ptr = ptr;
          raw.free();
        });
      } catch {
        // No caller to tell; the memory is lost at worst.
      }
    })
    : null;

  /** One core reader (src/files.rs `RawFileReader`) and the module instance it lives in. */
  class Source {
    #raw;
    #generation;

    constructor({ variant, strict }) {
      instance.ensureReady();
      const raw = run(() => new glue.RawFileReader(variant, strict));
      // Out of the glue's finalizer (which would free it in whatever instance is current) into ours.
      raw.__wbg_ptr = raw.__destroy_into_raw();
      this.#raw = raw;
      this.#generation = instance.generation();
      finalizer?.register(this, { ptr: raw.__wbg_ptr, generation: this.#generation }, this);
    }

    #live() {
      if (this.#raw === null) throw new InvalidArgumentError('this game reader is closed');
      if (instance.generation() !== this.#generation) {
        this.#raw = null;
        finalizer?.unregister(this);
        throw new InvalidArgumentError('this game reader was lost: the WebAssembly module was reset after a fault');
      }
      return this.#raw;
    }

    /** The next answer of the reader (see the constants above). */
    next() {
      const raw = this.#live();
      return readAnswer(run(() => raw.next()));
    }

    text(chunk) {
      const raw = this.#live();
      run(() => raw.feedText(chunk));
    }

    bytes(chunk) {
      const raw = this.#live();
      run(() => raw.feedBytes(chunk));
    }

    finish() {
      const raw = this.#live();
      run(() => raw.finish());
    }

    fail() {
      const raw = this.#live();
      run(() => raw.fail());
    }

    /** Frees the reader's memory now (once; a lost reader has nothing to free). */
    free() {
      const raw = this.#raw;
      if (raw === null) return;
      this.#raw = null;
      finalizer?.unregister(this);
      if (instance.generation() === this.#generation) run(() => raw.free());
    }
  }

  /** The InvalidGameFileError of a strict refusal: `line`, `column` and `problem` (`{line, column, message}`). */
  function refusal(answer) {
    const error = new InvalidGameFileError(answer.message);
    const problem = Object.freeze({ line: answer.line, column: answer.column, message: answer.problem });
    Object.defineProperties(error, {
      line: { value: answer.line, enumerable: true },
      column: { value: answer.column, enumerable: true },
      problem: { value: problem, enumerable: true },
    });
    return error;
  }

  const STARVED = 'the game reader ran out of input in the middle of a game (a bug of damero: please report it with the file)';

  /**
   * What an answer of the reader gives: `{value}` (a record), `{done}`, or an error to throw
   * (`{error, close}`: a strict refusal leaves the reader open), or null when it needs input.
   */
  function settle(answer, failure) {
    switch (answer.kind) {
      case RECORD: return { value: new GameRecord(MAKING, answer) };
      case END: return { done: true };
      case REFUSED: return { error: refusal(answer), close: false };
      case FAILED: return { error: answer.starved || failure === undefined ? new DameroError(STARVED, { code: 'internal' }) : failure, close: true };
      case NEED_INPUT: return null;
      default: return { error: new DameroError(`the game reader answered ${answer.kind}`, { code: 'internal' }), close: true };
    }
  }

  /**
   * The games of `input`, a string or bytes (a Uint8Array, any other view or an ArrayBuffer:
   * UTF-8, or Windows-1252 line by line as the core reads it), one record each time the iterator
   * is asked: a file of any size is read a few games at a time. Bytes are copied when this is
   * called. Read with `strict`, a game with a problem makes `next()` throw InvalidGameFileError
   * (with `line` and `column`), and the next call goes on with the game after it.
   * @param {string | Uint8Array | ArrayBufferView | ArrayBuffer} input
   * @param {{variant?: string | null, strict?: boolean}} [options]
   */
  function readGames(input, options = undefined) {
    let text = null;
    let bytes = null;
    if (typeof input === 'string') text = input;
    else {
      const view = bytesOf(input);
      if (view === null) throw new TypeError(`the input must be a string or bytes (a Uint8Array), got ${describe(input)}`);
      // A copy: the caller may change or transfer the bytes while the games are read.
      bytes = view.slice();
    }
    const source = new Source(readOptions(options));
    const size = text !== null ? text.length : bytes.length;
    let at = 0;
    let open = true;
    const close = () => {
      open = false;
      source.free();
    };
    /** Hands over the next piece of the input, or tells its end. */
    const feed = () => {
      if (at >= size) {
        source.finish();
        return;
      }
      let end = Math.min(at + CHUNK, size);
      if (text !== null) {
        // A surrogate pair is handed over whole.
        const last = text.charCodeAt(end - 1);
        if (end < size && last >= 0xd800 && last <= 0xdbff) end++;
        source.text(text.slice(at, end));
      } else {
        source.bytes(bytes.subarray(at, end));
      }
      at = end;
    };
    const games = Object.create(ITERATOR);
    Object.assign(games, {
      next() {
        while (open) {
          let step;
          try {
            step = settle(source.next());
            if (step === null) {
              feed();
              continue;
            }
          } catch (e) {
            close();
            throw e;
          }
          if (step.error !== undefined) {
            if (step.close) close();
            throw step.error;
          }
          if (step.done) break;
          return { done: false, value: step.value };
        }
        close();
        return { done: true, value: undefined };
      },
      return(value) {
        if (open) close();
        return { done: true, value };
      },
      [Symbol.iterator]() {
        return this;
      },
      [dispose]() {
        if (open) close();
      },
    });
    return games;
  }

  /**
   * The games of a stream, one record each time the iterator is asked: a ReadableStream of
   * bytes (`file.stream()` in a browser, `Readable.toWeb(...)` in Node, a `fetch` body) or any
   * async iterable of chunks (a Node Readable). Each chunk is bytes (a Uint8Array, another view,
   * an ArrayBuffer) or text (a string: a TextDecoderStream's). A few games are held at a time,
   * whatever the size of the stream. Read with `strict`, a game with a problem makes `next()`
   * reject with InvalidGameFileError, and the next call goes on with the game after it. When the
   * stream fails (or gives a chunk that is neither bytes nor text), the games that came whole
   * before are given, then its error is thrown and the reading ends. `return()` (a `break` out of
   * `for await`) cancels the stream.
   * @param {ReadableStream | AsyncIterable<Uint8Array | string>} stream
   * @param {{variant?: string | null, strict?: boolean}} [options]
   */
  function readGamesFromStream(stream, options = undefined) {
    const opts = readOptions(options);
    const isObject = stream !== null && (typeof stream === 'object' || typeof stream === 'function');
    const getReader = isObject ? stream.getReader : undefined;
    const iterate = isObject && typeof getReader !== 'function' ? stream[Symbol.asyncIterator] : undefined;
    if (typeof getReader !== 'function' && typeof iterate !== 'function') {
      throw new TypeError(`the stream must be a ReadableStream or an async iterable of bytes, got ${describe(stream)}`);
    }
    // The reader first (it checks the variant): the stream is locked only once nothing else can fail.
    const source = new Source(opts);
    let pull;
    let cancel;
    try {
      if (typeof getReader === 'function') {
        const streamReader = getReader.call(stream);
        pull = () => streamReader.read();
        cancel = () => streamReader.cancel();
      } else {
        const iterator = iterate.call(stream);
        pull = () => iterator.next();
        cancel = () => iterator.return?.();
      }
    } catch (e) {
      source.free();
      throw e;
    }
    let open = true;
    /** The stream's own error (or a chunk refused), thrown once the games before it are given. */
    let failure;
    let ended = false;
    /** A high surrogate at the end of a text chunk, kept for the low one that starts the next. */
    let high = '';
    let queue = Promise.resolve();

    const close = async (cancelStream) => {
      open = false;
      source.free();
      if (cancelStream && !ended) {
        ended = true;
        try {
          await cancel();
        } catch {
          // The stream's own trouble: the reading is over either way.
        }
      }
    };

    /** A chunk of the stream as text or bytes; a TypeError for anything else. */
    const piece = (chunk) => {
      if (typeof chunk === 'string') return chunk;
      const bytes = bytesOf(chunk);
      if (bytes === null) throw new TypeError(`a chunk of the stream must be bytes (a Uint8Array) or text, got ${describe(chunk)}`);
      return bytes;
    };

    /** Hands over one chunk, in pieces of at most STREAM_PIECE. */
    const give = (chunk) => {
      if (typeof chunk !== 'string') {
        if (high !== '') source.text(high);
        high = '';
        for (let i = 0; i < chunk.length; i += STREAM_PIECE) source.bytes(chunk.subarray(i, i + STREAM_PIECE));
        return;
      }
      let text = high + chunk;
      high = '';
      // A high surrogate at the end waits for its low surrogate, at the start of the next chunk.
      const last = text.charCodeAt(text.length - 1);
      if (last >= 0xd800 && last <= 0xdbff) {
        high = text.slice(-1);
        text = text.slice(0, -1);
      }
      let i = 0;
      while (i < text.length) {
        let end = Math.min(i + STREAM_PIECE, text.length);
        const c = text.charCodeAt(end - 1);
        if (end < text.length && c >= 0xd800 && c <= 0xdbff) end++;
        source.text(text.slice(i, end));
        i = end;
      }
    };

    /**
     * The stream failed (or gave what is no chunk): the reader gives the games that came whole,
     * then `failure` is thrown. The stream is cancelled (a stream that failed ignores it).
     */
    const fail = (error) => {
      failure = error;
      source.fail();
      if (!ended) {
        ended = true;
        Promise.resolve().then(cancel).catch(() => {});
      }
    };

    /** Reads on until an answer; the stream is read only when the reader needs more of it. */
    const step = async () => {
      while (open) {
        let answer;
        try {
          answer = settle(source.next(), failure);
          if (answer === null && failure === undefined) {
            let chunk;
            try {
              const result = await pull();
              if (!open) break;
              if (result === null || typeof result !== 'object') {
                throw new TypeError(`the stream's reader gave ${describe(result)} instead of a {done, value} result`);
              }
              chunk = result.done ? null : piece(result.value);
            } catch (e) {
              if (!open) break;
              fail(e);
              continue;
            }
            if (chunk === null) {
              ended = true;
              if (high !== '') source.text(high);
              high = '';
              source.finish();
            } else {
              give(chunk);
            }
            continue;
          }
        } catch (e) {
          // The module itself (a fault, a lost reader): the reading ends here.
          await close(true);
          throw e;
        }
        if (answer === null) {
          await close(true);
          throw new DameroError(STARVED, { code: 'internal' });
        }
        if (answer.error !== undefined) {
          if (answer.close) await close(false);
          throw answer.error;
        }
        if (answer.done) break;
        return { done: false, value: answer.value };
      }
      await close(true);
      return { done: true, value: undefined };
    };

    const games = Object.create(ASYNC_ITERATOR);
    Object.assign(games, {
      next() {
        const result = queue.then(step);
        queue = result.catch(() => {});
        return result;
      },
      return(value) {
        const result = queue.then(async () => {
          if (open) await close(true);
          return { done: true, value };
        });
        queue = result.catch(() => {});
        return result;
      },
      [Symbol.asyncIterator]() {
        return this;
      },
      [asyncDispose]() {
        return this.return();
      },
    });
    return games;
  }

  return { readGames, readGamesFromStream, GameRecord, GameNode };
}
