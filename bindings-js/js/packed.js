// The reader of the packed bytes the WebAssembly module answers with (src/convert.rs): moves,
// move lists, status, options, pieces, variants, geometries and board layouts, read in place from
// the module's memory into frozen plain objects; js/files.js reads the answers of the game-file
// reader (src/files.rs) with its steps. Each build of the module has its reader (`createReader`, made by
// js/api.js), with its own move table and piece names.

import { FULL } from './full.js';

/**
 * The version of the packed byte format this module reads (src/convert.rs `FORMAT`). The
 * WebAssembly module reports the one it writes, and loading stops with a clear error when they
 * differ: JavaScript and a .wasm from different builds.
 */
const FORMAT = 7;

/**
 * The reader of one build's answers: `load()` once the module is loaded, then one `read...(len)`
 * per answer, `len` its length in bytes as the module returned it.
 * @param {any} glue the wasm-bindgen glue of the build
 * @param {() => WebAssembly.Memory} memory the module's memory, where answers are read
 */
export function createReader(glue, memory) {
  /** A view of the whole memory, made again when the memory grows (which replaces its buffer). */
  let heap = new Uint8Array(0);
  /** The names of the sides, roles and move kinds that packed bytes stand for (from the core). */
  let SIDES = [];
  let ROLES = [];
  let KINDS = [];
  /** The frozen piece of each packed piece byte (`null` for 0): pieces are shared, never copied. */
  let PIECES = [null];

  /** Bytes of a long notation that is the notation itself (src/convert.rs `SAME_AS_NOTATION`). */
  const SAME_AS_NOTATION = 0xff;
  /** The byte of "no square" (src/convert.rs `NO_SQUARE`). */
  const NO_SQUARE = 0xff;
  /** One frozen empty list for every move that captures nothing and every empty status list. */
  const NONE = Object.freeze([]);

  // The answer being read: the bytes of the module's last answer, `heap[at..end]`, read before the
  // next call into the module (which may overwrite them or grow the memory).
  let at = 0;
  let end = 0;
  /** Where the module keeps the address of its last answer (src/convert.rs `output_slot`). */
  let outSlot = 0;
  let utf8 = null;

  /**
   * Once the module is loaded (and again for each fresh instance after a reset): stops when it
   * writes another packed format than this module reads, else reads where its answers are and the
   * names of the sides, roles and move kinds.
   */
  function load() {
    const format = typeof glue.packFormat === 'function' ? glue.packFormat() : 1;
    if (format !== FORMAT) {
      throw new Error(
        `damero: the package's JavaScript reads packed format ${FORMAT} but the WebAssembly module writes format ${format}: `
          + 'the two files come from different builds of the package; rebuild it (scripts/build-wasm) or reinstall it',
      );
    }
    // A new instance (the first, or a fresh one after a reset) has memory of its own.
    heap = new Uint8Array(0);
    outSlot = glue.outputSlot();
    open(glue.names());
    SIDES = strs();
    ROLES = strs();
    KINDS = strs();
    PIECES = [null];
    for (let b = 1; b < SIDES.length * 16; b++) {
      const side = SIDES[(b - 1) >> 4];
      const role = ROLES[(b - 1) & 15];
      PIECES[b] = role === undefined ? undefined : Object.freeze({ side, role });
    }
  }

  /** Starts reading the module's last answer, `len` bytes long. @param {number} len */
  function open(len) {
    // Growing the memory detaches its old buffer, which empties every view of it.
    if (heap.length === 0) heap = new Uint8Array(memory().buffer);
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

  /**
   * A text. A short one is built character by character (quicker than a call); a longer one (a
   * draughts route's every landing, up to 96 bytes) in one piece: built by `+=`, its string
   * would be a chain of one node per character, and a list of thousands of long routes (a Frisian
   * king's) spent most of its time collecting them (1 s and 38 MB for 22,912 moves).
   */
  function str() {
    const b = heap;
    const len = b[at++];
    const start = at;
    const stop = start + len;
    at = stop;
    if (len > SHORT) {
      for (let i = start; i < stop; i++) {
        if (b[i] >= 0x80) {
          utf8 ??= new TextDecoder();
          return utf8.decode(b.subarray(start, stop));
        }
      }
      return String.fromCharCode.apply(null, b.subarray(start, stop));
    }
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
  /** The longest text built character by character. */
  const SHORT = 12;

  /** The next `n` bytes of the answer (a view of the module's memory: read it before the next call). */
  function bytes(n) {
    const start = at;
    at += n;
    return heap.subarray(start, at);
  }

  /** A square, or null for none. */
  function optSquare() {
    const s = heap[at++];
    return s === NO_SQUARE ? null : s;
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

  /** A move in full, its fields in the order of the core's MOVE_FIELDS (conformance/fields.json). */
  function newMove() {
    const kind = KINDS[u8()];
    const notation = str();
    let long;
    if (heap[at] === SAME_AS_NOTATION) {
      at++;
      long = notation;
    } else {
      long = str();
    }
    const path = squares();
    const from = optSquare();
    const to = optSquare();
    const target = optSquare();
    const captures = squares();
    const promotion = u8();
    return Object.freeze({
      kind,
      notation,
      long,
      path,
      from,
      to,
      target,
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

  /** A status, its fields in the order of the core's STATUS_FIELDS (conformance/fields.json). */
  function readStatus(len) {
    open(len);
    return Object.freeze({
      state: str(),
      winner: optStr(),
      reason: optStr(),
      turn: str(),
      mustCapture: squares(),
      mustPass: u8() === 1,
      repetitions: u32(),
      reversiblePlies: u32(),
      endgamePlies: u32(),
      claimable: strs(),
      warnings: strs(),
      inCheck: u8() === 1,
      checkers: squares(),
      checkedKing: optSquare(),
      score: u8() === 1 ? Object.freeze([u32(), u32()]) : null,
      winningLine: squares(),
      moveNumber: u32(),
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

  /** A move and the draw claimed with it (`playAndClaimText`, `playAndClaimPath`), frozen: `{move, claimed}`. */
  function readMoveAndClaim(len) {
    open(len);
    return Object.freeze({ move: nextMove(), claimed: str() });
  }

  /** The piece on every square (frozen) or null: index 0 is the first square. */
  function readBoard(len) {
    open(len);
    const out = new Array(len);
    for (let i = 0; i < len; i++) out[i] = piece();
    return out;
  }

  /** One piece (frozen), or null. */
  function readPiece(len) {
    open(len);
    return piece();
  }

  function readLayout(len) {
    open(len);
    const rows = u8();
    const columns = u8();
    const list = new Array(u8());
    for (let i = 0; i < list.length; i++) list[i] = { square: u8(), row: u8(), column: u8() };
    return { rows, columns, squares: list };
  }

  /** A board's description (src/convert.rs `describe_board`), into `out`. */
  function board(out) {
    out.rows = u8();
    out.columns = u8();
    out.squares = u8();
    out.firstSquare = u8();
    out.lastSquare = out.firstSquare + out.squares - 1;
    out.numbering = str();
    out.labels = str();
    out.shading = str();
    out.drops = u8() === 1;
    return out;
  }

  /**
   * The board of a game, frozen: its description and every playing square with its row, column
   * and name, the first square first.
   */
  function readGeometry(len) {
    open(len);
    const geometry = board({});
    const cells = new Array(u8());
    for (let i = 0; i < cells.length; i++) {
      cells[i] = Object.freeze({ square: u8(), row: u8(), column: u8(), name: str() });
    }
    geometry.cells = Object.freeze(cells);
    return Object.freeze(geometry);
  }

  function readVariant(len) {
    open(len);
    const name = str();
    const family = str();
    const info = board({ name, family });
    // The names of Black and White on this variant's board (Connect Four: red and yellow).
    info.sideNames = { [SIDES[0]]: str(), [SIDES[1]]: str() };
    const optionKeys = [];
    const defaultOptions = {};
    for (let n = u8(); n > 0; n--) {
      const key = str();
      optionKeys.push(key);
      defaultOptions[key] = str();
    }
    const pieces = [];
    for (let n = u8(); n > 0; n--) pieces.push({ ...piece(), letter: str() });
    info.optionKeys = optionKeys;
    info.defaultOptions = defaultOptions;
    info.pieces = pieces;
    return info;
  }

  return {
    load, readMove, readMoves, readStatus, readOptions, readBoard, readPiece, readVariant, readGeometry,
    // The answers of playAndClaim and boardLayout, left out with those calls (js/full.js).
    ...(FULL ? { readMoveAndClaim, readLayout } : {}),
    /** The reading of answers step by step, for js/files.js (the answers of the game-file reader). */
    steps: { open, u8, u32, str, bytes, nextMove },
  };
}
