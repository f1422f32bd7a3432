// Types of the npm package `damero` (js/index.js).

// `Game` and the game readers have `[Symbol.dispose]` (for `using`; `[Symbol.asyncDispose]` for
// `await using`). A project whose `lib` is ES2020 to ES2023 has neither symbol in its types (they
// came with ES2024's lib "esnext.disposable"): this declares them so that the types compile under
// `strict` there too. It merges with the lib's own
// declaration where there is one (test/types checks ES2020, ES2022 and ESNext). At run time the
// package uses `Symbol.dispose` where the engine has it, else `Symbol.for('Symbol.dispose')`.
declare global {
  interface SymbolConstructor {
    readonly dispose: unique symbol;
    readonly asyncDispose: unique symbol;
  }
}

/** A side. In draughts "black" is the dark side (often drawn red), which starts on the low numbers. */
export type Side = 'black' | 'white';
/**
 * The kind of a piece (`Role` of the core). Draughts has men and kings; chess pawns to kings;
 * Reversi and Connect Four discs.
 */
export type Role = 'man' | 'king' | 'pawn' | 'knight' | 'bishop' | 'rook' | 'queen' | 'disc';
/**
 * What a move does: a piece `travel`s from a square to another (draughts, chess), a disc is
 * `place`d (Reversi; Connect Four, where it falls to the lowest empty square of a column), or the
 * side to move must `pass` (Reversi, when it has no placement).
 */
export type MoveKind = 'travel' | 'place' | 'pass';
/** The family of a variant; each has its own entry, `damero/<family>`. */
export type Family = 'draughts' | 'chess' | 'placement';
/** A draw rule that can be claimed or warned about. */
export type DrawKind = 'repetition' | 'move_limit' | 'endgame';
/** Why a game ended. */
export type Reason =
  | 'no_pieces'
  | 'no_moves'
  | 'resignation'
  | 'agreement'
  | 'repetition'
  | 'move_limit'
  | 'endgame'
  | 'checkmate'
  | 'stalemate'
  | 'insufficient_material'
  | 'fivefold_repetition'
  | 'seventy_five_moves'
  | 'most_discs'
  | 'equal_discs'
  | 'four_in_a_row'
  | 'board_full';
/** The names of the variants this package knows. */
export type VariantName =
  | 'english' | 'brazilian' | 'international' | 'russian' | 'pool' | 'italian' | 'spanish' | 'czech'
  | 'thai' | 'turkish' | 'frisian' | 'chess' | 'chess960' | 'reversi' | 'connect4';
/** The error codes shared by every language. */
export type ErrorCode =
  | 'invalid_notation'
  | 'illegal_move'
  | 'ambiguous_move'
  | 'invalid_fen'
  | 'invalid_fragment'
  | 'unknown_variant'
  | 'invalid_option'
  | 'game_over'
  | 'nothing_to_undo'
  | 'not_claimable'
  | 'not_allowed'
  | 'invalid_argument'
  | 'history_full'
  | 'invalid_game_file';

/**
 * A legal move, with everything a board needs to show it. A plain object, frozen (with its
 * lists): the package keeps the moves of the current position and hands out the same objects.
 * Its fields are the core's, in its order (`conformance/fields.json`).
 */
export interface Move {
  /** What the move does: `"travel"` (draughts, chess), `"place"` (a disc put down) or `"pass"`. */
  kind: MoveKind;
  /**
   * The standard notation: draughts PDN `11-15`, `15x24` (the whole route `10x19x26` when the
   * short form is ambiguous); chess SAN `Nf3`; Reversi the square `f5` or `pass`; Connect Four the
   * column `4`.
   */
  notation: string;
  /** The long form: draughts every square of the path (`10x19x26`); chess UCI (`e2e4`). */
  long: string;
  /** The start square, then every landing square in order; a placement's one square; empty for a pass. */
  path: number[];
  /** The square the piece leaves; null for a placement and a pass. */
  from: number | null;
  /** The square the piece ends on or the disc is put on; null for a pass. */
  to: number | null;
  /**
   * The square a player clicks to make the move (once its piece is picked): the last square of
   * the path, except for chess castling, where it is the square the UCI text names (the king's
   * landing square, or in Chess960 the rook it castles with). Null for a pass.
   */
  target: number | null;
  /** The squares of the captured pieces in jump order (empty for a step); in Reversi the discs turned. */
  captures: number[];
  /** The role the piece becomes at the end of the move (`"king"` when a man is crowned), or null. */
  promotion: Role | null;
}

/** A piece on the board. */
export interface Piece {
  /** The side it belongs to. */
  side: Side;
  /** Its role: `"man"` or `"king"` in draughts, the six chess roles, `"disc"` in placement games. */
  role: Role;
}

/** How a board numbers its squares (the core's `Numbering`). */
export type Numbering =
  | 'pdn'
  | 'mirrored'
  | 'mirrored_from_white'
  | 'all_squares'
  | 'from_bottom_left'
  | 'from_top_left';

/** The size of a board and how it is numbered, labelled and drawn: everything a page draws it from. */
export interface BoardInfo {
  /** Rows of the board, counted from the top as it is drawn. */
  rows: number;
  /** Columns of the board, counted from the left. */
  columns: number;
  /** How many playing squares the board has (32 on 8x8 draughts, 64 in chess and Reversi, 42 in Connect Four). */
  squares: number;
  /** The number of the first square (1 in draughts, 0 elsewhere). */
  firstSquare: number;
  /** The number of the last square, `firstSquare + squares - 1`. */
  lastSquare: number;
  /**
   * How squares are numbered: `pdn` (draughts, the dark squares from the top left, from 1),
   * `mirrored` (Italian), `mirrored_from_white` (Spanish), `all_squares` (Turkish, from 1),
   * `from_bottom_left` (chess, Connect Four: a1 = 0, row by row upwards), `from_top_left`
   * (Reversi: a1 = 0 at the top left, rows counted downwards).
   */
  numbering: Numbering | (string & {});
  /** `edge`: column letters and row numbers at the edges; `every`: each playing square carries its name. */
  labels: 'edge' | 'every' | (string & {});
  /**
   * `diagonal`: the playing squares dark, the others light (draughts); `checkered`: light and dark
   * alternate, a1 dark (chess); `plain`: every square alike (Turkish, Reversi, Connect Four).
   */
  shading: 'diagonal' | 'checkered' | 'plain' | (string & {});
  /** Whether a disc falls to the lowest empty square of its column (Connect Four): any square of a column plays it. */
  drops: boolean;
}

/** A playing square of a game's board: its number, where it is drawn (row 0 at the top) and its name. */
export interface Cell {
  /** The square's number in the variant's numbering. */
  square: number;
  /** Its row, 0 at the top as White sees the board (a Connect Four board's top row too). */
  row: number;
  /** Its column, 0 at the left. */
  column: number;
  /** Its algebraic name, e.g. `"b8"`. */
  name: string;
}

/** The board a game is played on (`game.geometry()`), frozen: its description and every playing square. */
export interface Geometry extends BoardInfo {
  /** Every playing square, the first square first. */
  cells: Cell[];
}

/** A variant, as `variants()` lists it, with its default board: everything comes from the core. */
export interface VariantInfo extends BoardInfo {
  /** The variant's name, as `new Game(name)` takes it. */
  name: VariantName | (string & {});
  /** `"draughts"`, `"chess"` or `"placement"`. */
  family: Family | (string & {});
  /**
   * The names of the sides on this variant's board: `black` and `white`, except in Connect Four,
   * where Black (the first player) is `red` and White `yellow`. The API keeps `black` and `white`.
   */
  sideNames: Record<Side, string>;
  /** The option keys of the variant, in order. */
  optionKeys: string[];
  /** The text of each option's default value. */
  defaultOptions: Record<string, string>;
  /** Every piece of the variant with its letter in FEN and text boards (draughts: b, B, w, W). */
  pieces: (Piece & { letter: string })[];
}

/** The state of a game. A plain object, frozen (with its lists); the same object until the position changes. */
export interface Status {
  /** `"ongoing"`, `"win"` or `"draw"`. */
  state: 'ongoing' | 'win' | 'draw';
  /** The winner of a won game, else null. */
  winner: Side | null;
  /** Why the game ended; null while it goes on. */
  reason: Reason | null;
  /** The side to move (also after the end: the side that would move). */
  turn: Side;
  /** Squares of the pieces that can capture when capturing is mandatory, ascending. */
  mustCapture: number[];
  /** Whether the side to move must pass (Reversi: it has no placement but the other side has); its one legal move is the pass. */
  mustPass: boolean;
  /** How many times the current position has occurred, this time included. */
  repetitions: number;
  /** Plies since the last capture or man move. */
  reversiblePlies: number;
  /** Plies counted by the endgame rule (`endgame` option of Brazilian and International), else 0. */
  endgamePlies: number;
  /** Draws the side to move may claim now. */
  claimable: DrawKind[];
  /** Draw rules in `warn` mode whose condition holds now. */
  warnings: DrawKind[];
  /** Whether the side to move is in check (always false in draughts). */
  inCheck: boolean;
  /** Squares of the pieces giving check (always empty in draughts). */
  checkers: number[];
  /** The square of the king in check, or null. */
  checkedKing: number | null;
  /** The discs of each side `[black, white]` in games scored by discs (Reversi; the final score once it ended), else null. */
  score: [black: number, white: number] | null;
  /** The squares of the line that won the game, ascending (Connect Four: every four in a row the last disc made), else empty. */
  winningLine: number[];
  /** The number the move list gives the move the side to move makes next (1 at the start; chess: the FEN's move number on). */
  moveNumber: number;
}

/**
 * Options in the text form of the core, e.g. `{repetition: "auto3", move_limit: "claim40m"}`;
 * a boolean stands for `"on"` / `"off"` (for `agreement` and `resignation`). The whole option text as one string
 * (`"repetition=auto3,move_limit=claim40m"`, as in fragments) is accepted too. The keys a
 * variant accepts are its `optionKeys` (`variants()`); Brazilian and International add `endgame`.
 */
export type GameOptions = Record<string, string | boolean> | string;

/** The default board of a variant (`boardLayout()`). Row 0 is the top row as White sees the board. */
export interface BoardLayout {
  /** Rows of the board. */
  rows: number;
  /** Columns of the board. */
  columns: number;
  /** Every playing square with its row and column, the first square first. */
  squares: { square: number; row: number; column: number }[];
}

/**
 * Loads the WebAssembly module once; later calls return at once. In Node it reads the `.wasm`
 * file from disk; in a browser it fetches it next to the module. `input` may name another
 * source: a URL or string, a Response, bytes, a WebAssembly.Module, or `{module_or_path}`.
 */
export default function init(input?: unknown): Promise<void>;
/** Loads the module synchronously from bytes or a WebAssembly.Module (in Node, from disk when left out). */
export function initSync(module?: unknown): void;

/** A game: moves, undo, status, draws, FEN and fragments. Free it with `free()` or `using`. */
export class Game {
  /** A new game of `variant` (default `"english"`; `variants()` lists them all) from the standard start. */
  constructor(variant?: VariantName | (string & {}), options?: GameOptions);
  /**
   * A game that starts from a position in the variant's FEN: draughts PDN FEN (`"W:W18,K30:B14"`),
   * chess FEN, Reversi the board string of Edax (`X`, `O`, `-`, then the side to move), Connect Four
   * its own.
   */
  static fromFen(variant: string, fen: string, options?: GameOptions): Game;
  /** A game read from a fragment made by `toFragment()` (`v2/...`; `v1/...` links still read); a leading `#` is ignored. */
  static fromFragment(fragment: string): Game;
  /** The variant's name. */
  readonly variant: string;
  /** Every option's text value. */
  options(): Record<string, string>;
  /**
   * Every legal move, sorted by path; empty once the game is over. The list is frozen and kept:
   * asking again before the position changes returns it without crossing into WebAssembly.
   */
  legalMoves(): Move[];
  /**
   * How many legal moves the position has (0 once the game is over): `legalMoves().length`,
   * without building the moves. Ask it first where a position may have very many (a Frisian or
   * International king can have thousands of capture routes).
   */
  legalMoveCount(): number;
  /**
   * The legal move that move text names, read as `play` reads text, without playing it: the move
   * object as `legalMoves()` gives it. The game never changes. Throws as `play` does with text:
   * InvalidNotationError (also for text over `limits().moveText` bytes), IllegalMoveError,
   * AmbiguousMoveError, GameOverError.
   */
  parseMove(text: string): Move;
  /** The legal moves whose path starts with `prefix`; a square the board lacks is an InvalidArgumentError. */
  completions(prefix: number[]): Move[];
  /**
   * The number of action ids of this game, for programs that learn: every id is below it (chess
   * and Chess960 4,672, AlphaZero's 8 x 8 x 73 as pgx numbers them; Reversi the squares + 1, the
   * last the pass; Connect Four the columns; draughts squares² x 8: from x to x route, seen from
   * the side to move). It never changes.
   */
  actionCount(): number;
  /**
   * The ids of the legal moves, sorted, one per legal move (`actionOf` of each of `legalMoves()`):
   * a new array, empty once the game is over.
   */
  legalActions(): Uint32Array;
  /**
   * Plays the legal move whose id is `action` and returns it, as `play` does. A TypeError for an
   * `action` that is not a number; InvalidArgumentError for one that is not a whole number from 0
   * to `actionCount() - 1`; IllegalMoveError for an id that is no legal move now; GameOverError
   * after the end. The game is then unchanged.
   */
  playAction(action: number): Move;
  /**
   * The id of a legal move of this position: a move object (one of `legalMoves()`, or a plain
   * object matched by its `path` and `promotion`, the one with its `notation` first) or move
   * text as `play` reads it;
   * `playAction(actionOf(m))` plays `m`. IllegalMoveError for a move that is not legal now,
   * GameOverError after the end, the errors of `parseMove` for text.
   */
  actionOf(move: string | Move | { path: number[]; promotion?: Role | null; notation?: string }): number;
  /**
   * The legal-action mask: `mask[id]` is 1 exactly for the ids of `legalActions()`, else 0 (all 0
   * once the game is over). Written into `out` when given (a Uint8Array of exactly
   * `actionCount()` bytes, else a TypeError or an InvalidArgumentError) and returned; else a new
   * array.
   */
  actionMask(out?: null): Uint8Array;
  actionMask<T extends Uint8Array>(out: T): T;
  /**
   * The shape of `observe()`'s planes, `[rows, columns, planes]` (frozen): chess 8 x 8 x 119 as
   * pgx; Reversi and Connect Four rows x columns x 2 as pgx (the side to move's discs, then the
   * other side's); draughts rows x columns x 9.
   */
  observationShape(): readonly [rows: number, columns: number, planes: number];
  /**
   * The current position as planes, channel-last (element `(row * columns + column) * planes +
   * plane`), the board seen from the side to move. Written into `out` when given (a Float32Array
   * of exactly rows x columns x planes values, else a TypeError or an InvalidArgumentError) and
   * returned; else a new array.
   */
  observe(out?: null): Float32Array;
  observe<T extends Float32Array>(out: T): T;
  /**
   * Plays move text (draughts PDN; chess SAN or UCI; Reversi the square `f5` or `pass`; Connect
   * Four the column `4`), a move object (one from `legalMoves()` of
   * this position is played as it is, a chess promotion included; another plain object is the
   * legal move with exactly its `path`), or a path / path prefix that one legal move fits.
   * Returns the move played.
   */
  play(move: string | Move | { path: number[] } | number[]): Move;
  /**
   * Plays a move (as `play` reads it) and claims a draw with it in one step: the claim the WCDF
   * and FIDE rules let a player make with the move that produces the repetition or reaches the
   * move limit. `claim` names the draw, or any claimable draw when left out. A NotClaimableError
   * leaves the game unchanged (the move is not played). `undo()` takes back the claim, then the move.
   */
  playAndClaim(move: string | Move | { path: number[] } | number[], claim?: DrawKind | null): { move: Move; claimed: DrawKind };
  /**
   * Plays a whole sequence of moves, all or nothing: move texts separated by spaces or commas,
   * where a word may hold a whole transcript as placement games write one (Reversi
   * `"f5d6c3d3c4"`, passes left out; Connect Four `"4453"`). A forced pass the text leaves out is
   * played before the next move. Returns the moves played, passes included. On an error the game
   * is unchanged and the message says which move failed.
   */
  playMoves(text: string): Move[];
  /** Takes back the last move; null when it only withdrew the event that ended the game. */
  undo(): Move | null;
  /** The event that ended the game without a move (what `undo()` withdraws first), if any. */
  end(): 'agree' | 'resign-black' | 'resign-white' | 'claim-repetition' | 'claim-move_limit' | 'claim-endgame' | null;
  /** Whether `undo()` has something to take back: a move, or the event that ended the game. */
  canUndo(): boolean;
  /** The moves played so far. */
  history(): Move[];
  /** The state of the game now. */
  status(): Status;
  /** The current position in PDN FEN. */
  fen(): string;
  /** The start position in PDN FEN. */
  startFen(): string;
  /** The piece on every square; index 0 is the first square (1). */
  board(): (Piece | null)[];
  /** The piece on a square, or null; a square the board lacks is an InvalidArgumentError. */
  pieceAt(square: number): Piece | null;
  /**
   * The board this game is played on: the variant's, sized by the options where it has a `size`
   * option (Reversi 6x6, 8x8, 10x10; Connect Four 4 to 9 columns and rows). The same frozen object each time.
   */
  geometry(): Geometry;
  /** How many moves have been played: `history().length`, without reading the moves. */
  ply(): number;
  /**
   * The number the move list gives the move played at `ply` (0 = the first move played), or for
   * `ply` equal to the number of moves played the move to be played next (`status().moveNumber`);
   * null past that.
   */
  moveNumber(ply: number): number | null;
  /** Ends the game as a draw by agreement. */
  agreeDraw(): void;
  /** That side resigns; the other side wins. */
  resign(side: Side): void;
  /** Claims a draw of `kind`, or any claimable draw; returns the kind claimed. */
  claimDraw(kind?: DrawKind | null): DrawKind;
  /** The whole game as text for after `#` in a URL, e.g. `"v2/english/m:11-15"`. */
  toFragment(): string;
  /**
   * Perft of the current position with this game's capture option; `finished: 'leaf'` counts a
   * finished game above the depth as a leaf (placement games only). `threads` (0 or null: every
   * core) is accepted as in every language of damero, but WebAssembly has no threads in this
   * package: the count runs on the calling thread (`perftThreads()` is 1).
   */
  perft(depth: number, opts?: PerftOptions): number;
  /**
   * The game as PGN (chess, Chess960): the seven tags of the roster first (unknown ones `?`),
   * `Variant`, `SetUp` and `FEN` as the game needs them, then `tags` in their order, the moves
   * numbered, and the result from the status (`1-0`, `0-1`, `1/2-1/2`, or `*` while the game goes
   * on). A tag name is an ASCII letter or digit, then letters, digits and `_`, given once; at most
   * `limits().fileTags` tags, values at most `limits().fileComment` bytes; a `Result` tag may
   * only say the game's result; the tags the game writes itself (`GameType`, `Variant`, `SetUp`,
   * `FEN`) are left out when given. InvalidArgumentError otherwise, and for a game of another
   * family.
   */
  toPgn(tags?: GameFileTags | null): string;
  /** The game as PDN (every draughts variant), as `toPgn` writes PGN, with its variant's `GameType`. */
  toPdn(tags?: GameFileTags | null): string;
  /** The board as a text diagram, White at the bottom. */
  toString(): string;
  /** A copy of this game with its own memory. */
  clone(): Game;
  /**
   * Releases the WebAssembly memory now; later calls throw InvalidArgumentError. Calling it twice
   * is harmless. A Game dropped without it is released when the JS engine collects it and runs
   * its finalizers (wasm-bindgen's FinalizationRegistry): late, maybe never before the page
   * closes. WebAssembly memory grows and never shrinks, so a page that makes many games frees each.
   */
  free(): void;
  /** `using game = new Game()` frees it at the end of the block. */
  [Symbol.dispose](): void;
}

/**
 * How a perft counts: capture routes that differ only in the order of their jumps counted apart
 * (`keep`, the default) or once (`drop`); a game that is over before the depth adding nothing
 * (`ignore`, the default: chess and draughts perft, OEIS A124004 for Reversi) or counted as one
 * leaf (`leaf`: Aart Bik's Reversi counts; placement games only, others refuse it with
 * InvalidArgumentError); `threads` as in every language of damero (one here), 0 to `limits().perftThreads` (1024);
 * `hash`, the megabytes of a transposition table in the other languages, 0 (or null) here: this
 * WebAssembly build counts without a table, and a larger number is an InvalidArgumentError that
 * says so.
 */
export interface PerftOptions {
  /** Capture routes that differ only in the order of their jumps: counted apart (`keep`) or once (`drop`). */
  duplicates?: 'keep' | 'drop';
  /** A game over before the depth: counted as nothing (`ignore`) or as one leaf (`leaf`). */
  finished?: 'ignore' | 'leaf';
  /** Threads to count on (0 or null: one per core); WebAssembly counts on the calling thread. */
  threads?: number | null;
  hash?: number | null;
}

/**
 * Perft from the standard start of `variant` or from `opts.fen`, with the default options.
 * `threads` (0 or null: every core) is accepted as in every language of damero, but WebAssembly
 * has no threads in this package: the count runs on the calling thread (`perftThreads()` is 1).
 * In a browser, run a long count in a Web Worker.
 */
export function perft(
  variant: string,
  depth: number,
  opts?: PerftOptions & { fen?: string | null },
): number;
/** The threads a perft asking for `threads` (0 or null: every core; at most `limits().perftThreads`, 1024) counts on here, as the core decides: always 1 in WebAssembly. */
export function perftThreads(threads?: number | null): number;
/**
 * The core's limits (the table `damero::LIMITS`, the same in every language), under the camelCase
 * of each name. Input past a limit is refused before it reaches the WebAssembly module, with the
 * error the core gives (a path: InvalidArgumentError; move text: InvalidNotationError; option
 * text: InvalidOptionError; a FEN: InvalidFenError; a fragment: InvalidFragmentError).
 */
export interface Limits {
  /** Squares in a path given to `play`, `completions` or a move object. */
  path: number;
  /** Bytes of the text of one move (`play`, `parseMove`). */
  moveText: number;
  /** Bytes of the notation of a move the core writes. */
  notation: number;
  /** Bytes of a text of moves (`playMoves`). */
  movesText: number;
  /** Bytes of option text, such as `repetition=auto3`. */
  optionText: number;
  /** Bytes of a FEN (or a Chess960 start number). */
  fen: number;
  /** Bytes of a fragment (`fromFragment`; every game that can be played fits). */
  fragment: number;
  /** Bytes of a name: a variant, option key, side, draw kind or perft convention. */
  name: number;
  /** Moves a game holds (one more is a HistoryFullError). */
  history: number;
  /** Depth of a perft. */
  perftDepth: number;
  /** Threads of a perft (0: one per core). */
  perftThreads: number;
  /** Characters of an input quoted in an error message. */
  quote: number;
  /** Moves an error message names (the rest are counted). */
  listed: number;
  /** Bytes of a line of a game file (a longer one is skipped, with an error). */
  fileLine: number;
  /** Bytes of a comment or tag value of a game file (the rest is cut, with an error). */
  fileComment: number;
  /** Tags of one game of a file (the rest are skipped, with an error). */
  fileTags: number;
  /** Nesting of variations in a game file (deeper ones are skipped, with an error). */
  fileVariationDepth: number;
  /** Moves of one game of a file, variations included (the rest are skipped, with an error). */
  fileGameMoves: number;
  /** Threads a game file is read on elsewhere (WebAssembly reads on the calling thread). */
  fileThreads: number;
  /** The same as `history`. */
  maxHistory: number;
  /** The same as `fragment`. */
  maxFragmentLength: number;
}
/** The core's limits (see `Limits`): a new object each time. */
export function limits(): Limits;
/** The bytes of WebAssembly memory the module holds now; it grows and never shrinks (freed memory is reused). */
export function memoryBytes(): number;
/** Every variant with its default board, side names, options and piece letters, in the core's order (English first). */
export function variants(): VariantInfo[];
/** One variant as `variants()` describes it. */
export function variant(name: string): VariantInfo;
/** The default board of `variant`: size and the row and column of every square (a game's own board: `game.geometry()`). */
export function boardLayout(variant: string): BoardLayout;
/**
 * The algebraic name of a square of the variant's default board, e.g. `squareName('english', 1)`
 * is `"b8"`, `squareName('international', 46)` is `"a1"`. A square the board lacks (0 of a
 * draughts board) is an InvalidArgumentError.
 */
export function squareName(variant: string, square: number): string;
/** The square with an algebraic name (`squareFromName('english', 'b8')` is 1), or null for a name that is no playing square. */
export function squareFromName(variant: string, name: string): number | null;
/** The codes of every error of the core, in its order; each has its DameroError subclass. */
export function errorCodes(): ErrorCode[];
/** The version of the rules core inside the WebAssembly module. */
export function version(): string;

// -------------------------------------------------------------------------------------------------
// Game files: PGN (chess, Chess960) and PDN (draughts). Read through the entry `damero` only; every
// entry with chess or draughts writes them (`Game#toPgn`, `Game#toPdn`).

/** The tags of a game written as a file: `{Event: 'Club night'}`, or `[name, value]` pairs in order. */
export type GameFileTags = Readonly<Record<string, string>> | readonly (readonly [name: string, value: string])[];

/** A problem met in a game file: where (the line and the column, from 1; the column in characters) and what. */
export interface FileProblem {
  /** The line, from 1. */
  readonly line: number;
  /** The column, from 1, in characters. */
  readonly column: number;
  /** What is wrong, for people. */
  readonly message: string;
}

/** How a game file is read. */
export interface ReadOptions {
  /**
   * The game that a game whose tags name none (no `GameType`, no `Variant`) is read as. Without
   * it such a game is chess, or draughts when its moves or FEN are numeric (International when a
   * square is over 32, else English), with a warning saying so.
   */
  variant?: VariantName | (string & {}) | null;
  /**
   * Refuse a game with a problem: `next()` throws InvalidGameFileError (`line`, `column`,
   * `problem`), and the next call goes on with the game after it. Read leniently (the default),
   * every game comes, with its problems in `errors`.
   */
  strict?: boolean;
}

/**
 * A position of a record's tree: the move that leads to it (null at the root), what the file says
 * of it, and the moves that may follow. Frozen, with its lists; made only by the readers.
 */
export class GameNode {
  private constructor();
  /** The move played to reach this node; null at the root. */
  readonly move: Move | null;
  /** The comments after the move (at the root: the game's comment, before the first move). */
  readonly comments: readonly string[];
  /** The comments before the move, at the start of a variation (PGN's starting comment). */
  readonly commentsBefore: readonly string[];
  /** Numeric annotation glyphs: `$1`, and `!` read as 1, `?` 2, `!!` 3, `??` 4, `!?` 5, `?!` 6. */
  readonly nags: readonly number[];
  /** The nodes that may follow, in the file's order: the first is the main continuation, the others its alternatives. */
  readonly variations: readonly GameNode[];
  /** The node this one follows; null at the root. */
  readonly parent: GameNode | null;
  /** The commands inside the comments after the move: `[%clk 0:03:00]` gives `['clk', '0:03:00']`. */
  commands(): readonly (readonly [name: string, args: string])[];
  /** The game at this node: the start with every move from the root to here played (a new Game: free it); null when the record has no game. */
  game(): Game | null;
}

/**
 * A game read from a file: its tags, result, the tree of its moves and the problems met. Frozen,
 * with its lists; it holds nothing in WebAssembly memory. Made only by the readers.
 */
export class GameRecord {
  private constructor();
  /** The tags in the file's order, as `[name, value]` pairs. */
  readonly headers: readonly (readonly [name: string, value: string])[];
  /** The game damero plays it as; null for a variant it does not play (the reason is in `errors`) or a start that cannot be read. */
  readonly variant: VariantName | (string & {}) | null;
  /** The result as the game's termination marker says (`1-0`, `0-1`, `1/2-1/2`, `*`; in draughts also `2-0`, `1-1`, `0-2`, `0-0`); null when it has none. */
  readonly result: string | null;
  /** The line of the file where the game starts (from 1). */
  readonly line: number;
  /** What made part of the game unreadable: an illegal or unreadable move (the rest of its line of play is skipped), an unsupported variant, a bad start, broken syntax. */
  readonly errors: readonly FileProblem[];
  /** What was read but deserves a word: a variant inferred, a line that was not UTF-8, a result that disagrees with the Result tag. */
  readonly warnings: readonly FileProblem[];
  /** The root of the tree: the start position, before the first move. */
  readonly root: GameNode;
  /** The value of the first tag called `name` (tag names are case-sensitive), or null. */
  header(name: string): string | null;
  /** The moves of the main line (a new array). */
  mainline(): Move[];
  /** The nodes of the main line after the root (a new array). */
  mainlineNodes(): GameNode[];
  /** The game at the end of the main line (a new Game: free it); null when the record has no game. */
  game(): Game | null;
  /** The record as PGN (chess) or PDN (draughts): the tags, result and tree with comments and NAGs, reading back to the same record; null when it has no game. */
  toText(): string | null;
}

/** The games of a string or bytes, one record each time it is asked (`readGames`). */
export interface GameReader extends IterableIterator<GameRecord> {
  /** The next record; read strictly, a game with a problem throws InvalidGameFileError and the next call goes on after it. */
  next(): IteratorResult<GameRecord, undefined>;
  /** Stops reading and frees what the reader holds. */
  return(): IteratorResult<GameRecord, undefined>;
  [Symbol.iterator](): GameReader;
  [Symbol.dispose](): void;
}

/** The games of a stream, one record each time it is asked (`readGamesFromStream`). */
export interface AsyncGameReader extends AsyncIterableIterator<GameRecord> {
  /** The next record; read strictly, a game with a problem rejects with InvalidGameFileError and the next call goes on after it. */
  next(): Promise<IteratorResult<GameRecord, undefined>>;
  /** Stops reading, cancels the stream and frees what the reader holds. */
  return(): Promise<IteratorResult<GameRecord, undefined>>;
  [Symbol.asyncIterator](): AsyncGameReader;
  [Symbol.asyncDispose](): Promise<IteratorResult<GameRecord, undefined>>;
}

/** A chunk of a game file: bytes (UTF-8, or Windows-1252 line by line) or text. */
export type GameFileChunk = ArrayBufferView | ArrayBuffer | string;

/** What `readGamesFromStream` reads: a ReadableStream (only `getReader()` is used) or any async iterable of chunks. */
export type GameFileStream =
  | { getReader(): { read(): Promise<{ done: boolean; value?: GameFileChunk }>; cancel(reason?: unknown): Promise<void> } }
  | AsyncIterable<GameFileChunk>;

/**
 * The games of a PGN or PDN file: `input` is its text or its bytes (UTF-8, a byte-order mark
 * skipped; a line that is not UTF-8 is read as Windows-1252, with a warning), copied when this is
 * called. The games are read one at a time as the iterator is asked, so a file of any size is
 * held a few games at a time in WebAssembly memory.
 */
export function readGames(input: string | ArrayBufferView | ArrayBuffer, options?: ReadOptions | null): GameReader;
/**
 * The games of a stream of a PGN or PDN file (`file.stream()`, a `fetch` body,
 * `Readable.toWeb(createReadStream(path))` or a Node Readable), read as `readGames` reads bytes,
 * a few games held at a time whatever its size. When the stream fails (or gives what is neither
 * bytes nor text), the games that came whole are given, then its error is thrown. `return()` (a
 * `break` out of `for await`) cancels the stream.
 */
export function readGamesFromStream(stream: GameFileStream, options?: ReadOptions | null): AsyncGameReader;

/**
 * Every error the library raises on bad input. Wrong argument types throw TypeError instead. The
 * code `internal` (a DameroError itself) says the WebAssembly module trapped, which no argument
 * should make it do: it was reset and its games rebuilt from their fragments, so the next call
 * works; a game that could not be rebuilt then throws InvalidArgumentError.
 */
export class DameroError extends Error {
  constructor(message?: string, options?: { code?: string; cause?: unknown });
  /** The code shared by every language, e.g. `"illegal_move"`. */
  readonly code: ErrorCode | (string & {});
}
/** `invalid_notation`: move text that is not PDN move notation. */
export class InvalidNotationError extends DameroError { static readonly code: 'invalid_notation'; readonly code: 'invalid_notation'; }
/** `illegal_move`: a well-formed move that is not legal now. */
export class IllegalMoveError extends DameroError { static readonly code: 'illegal_move'; readonly code: 'illegal_move'; }
/** `ambiguous_move`: text or a path prefix that fits moves with different outcomes. */
export class AmbiguousMoveError extends DameroError { static readonly code: 'ambiguous_move'; readonly code: 'ambiguous_move'; }
/** `invalid_fen`: an unreadable FEN or an impossible position. */
export class InvalidFenError extends DameroError { static readonly code: 'invalid_fen'; readonly code: 'invalid_fen'; }
/** `invalid_fragment`: a malformed, unknown-version or illegal fragment. */
export class InvalidFragmentError extends DameroError { static readonly code: 'invalid_fragment'; readonly code: 'invalid_fragment'; }
/** `unknown_variant`: a variant name the library does not know. */
export class UnknownVariantError extends DameroError { static readonly code: 'unknown_variant'; readonly code: 'unknown_variant'; }
/** `invalid_option`: an unknown option or value. */
export class InvalidOptionError extends DameroError { static readonly code: 'invalid_option'; readonly code: 'invalid_option'; }
/** `game_over`: a move, draw or resignation after the end. */
export class GameOverError extends DameroError { static readonly code: 'game_over'; readonly code: 'game_over'; }
/** `nothing_to_undo`: undo at the start. */
export class NothingToUndoError extends DameroError { static readonly code: 'nothing_to_undo'; readonly code: 'nothing_to_undo'; }
/** `not_claimable`: a draw claim when that draw cannot be claimed. */
export class NotClaimableError extends DameroError { static readonly code: 'not_claimable'; readonly code: 'not_claimable'; }
/** `not_allowed`: an action the options forbid. */
export class NotAllowedError extends DameroError { static readonly code: 'not_allowed'; readonly code: 'not_allowed'; }
/** `invalid_argument`: an argument out of range, a bad path, a freed Game. */
export class InvalidArgumentError extends DameroError { static readonly code: 'invalid_argument'; readonly code: 'invalid_argument'; }
/** `history_full`: a move when the game already holds the most moves a game can (`limits().maxHistory`). */
export class HistoryFullError extends DameroError { static readonly code: 'history_full'; readonly code: 'history_full'; }
/**
 * `invalid_game_file`: a game of a file (PGN, PDN) read strictly that has a problem; the message
 * starts with its line and column (`line 3, column 13: ...`).
 */
export class InvalidGameFileError extends DameroError {
  static readonly code: 'invalid_game_file';
  readonly code: 'invalid_game_file';
  /** The line of the problem, from 1 (set on the errors of the game readers). */
  readonly line?: number;
  /** The column of the problem, from 1, in characters. */
  readonly column?: number;
  /** The problem itself, as a record's `errors` would hold it. */
  readonly problem?: FileProblem;
}
