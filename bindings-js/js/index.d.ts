// Types of the npm package `damero` (js/index.js).

/** A side. In draughts "black" is the dark side (often drawn red), which starts on the low numbers. */
export type Side = 'black' | 'white';
/** The kind of a piece (`Role` of the core). Draughts has men and kings; the rest are for chess. */
export type Role = 'man' | 'king' | 'pawn' | 'knight' | 'bishop' | 'rook' | 'queen';
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
  | 'seventy_five_moves';
/** The names of the variants this package knows. */
export type VariantName =
  | 'english' | 'brazilian' | 'international' | 'russian' | 'pool' | 'italian' | 'spanish' | 'czech'
  | 'thai' | 'turkish' | 'frisian' | 'chess' | 'chess960';
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
  | 'history_full';

/**
 * A legal move, with everything a board needs to show it. A plain object, frozen (with its
 * lists): the package keeps the moves of the current position and hands out the same objects.
 */
export interface Move {
  /** PDN text: `11-15`, `15x24`, or the whole route `10x19x26` when the short form is ambiguous. */
  notation: string;
  /** The whole route: every square of the path, e.g. `10x19x26`, or `11-15` for a step. */
  long: string;
  /** The square the piece leaves. */
  from: number;
  /** The square the piece ends on. */
  to: number;
  /** The start square, then every landing square in order. */
  path: number[];
  /** The squares of the captured pieces in jump order (empty for a step). */
  captures: number[];
  /** The role the piece becomes at the end of the move (`"king"` when a man is crowned), or null. */
  promotion: Role | null;
}

/** A piece on the board. */
export interface Piece {
  side: Side;
  role: Role;
}

/** A variant, as `variants()` lists it: everything comes from the core. */
export interface VariantInfo {
  name: VariantName | (string & {});
  /** `"draughts"` (later also `"chess"`). */
  family: string;
  rows: number;
  columns: number;
  /** How many playing squares the board has (32 on 8x8, 50 on 10x10). */
  squares: number;
  /** The number of the first square (1 in draughts); squares go up to `firstSquare + squares - 1`. */
  firstSquare: number;
  /** The option keys of the variant, in order. */
  optionKeys: string[];
  /** The text of each option's default value. */
  defaultOptions: Record<string, string>;
  /** Every piece of the variant with its letter in FEN and text boards (draughts: b, B, w, W). */
  pieces: (Piece & { letter: string })[];
}

/** The state of a game. A plain object, frozen (with its lists); the same object until the position changes. */
export interface Status {
  state: 'ongoing' | 'win' | 'draw';
  /** The winner of a won game, else null. */
  winner: Side | null;
  /** Why the game ended; null while it goes on. */
  reason: Reason | null;
  /** The side to move (also after the end: the side that would move). */
  turn: Side;
  /** Squares of the pieces that can capture when capturing is mandatory, ascending. */
  mustCapture: number[];
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
}

/**
 * Options in the text form of the core, e.g. `{repetition: "auto3", move_limit: "claim40m"}`;
 * a boolean stands for `"on"` / `"off"` (for `agreement` and `resignation`). The whole option text as one string
 * (`"repetition=auto3,move_limit=claim40m"`, as in fragments) is accepted too. The keys a
 * variant accepts are its `optionKeys` (`variants()`); Brazilian and International add `endgame`.
 */
export type GameOptions = Record<string, string | boolean> | string;

/** The board of a variant. Row 0 is the top row as White sees the board. */
export interface BoardLayout {
  rows: number;
  columns: number;
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
  /** A new game of `variant` (default `"english"`; also `"brazilian"`, `"international"`) from the standard start. */
  constructor(variant?: VariantName | (string & {}), options?: GameOptions);
  /** A game that starts from a position in PDN FEN, e.g. `"W:W18,K30:B14"`. */
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
  /** The legal moves whose path starts with `prefix`; a square the board lacks is an InvalidArgumentError. */
  completions(prefix: number[]): Move[];
  /**
   * Plays move text (draughts PDN; chess SAN or UCI), a move object (one from `legalMoves()` of
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
  /** Ends the game as a draw by agreement. */
  agreeDraw(): void;
  /** That side resigns; the other side wins. */
  resign(side: Side): void;
  /** Claims a draw of `kind`, or any claimable draw; returns the kind claimed. */
  claimDraw(kind?: DrawKind | null): DrawKind;
  /** The whole game as text for after `#` in a URL, e.g. `"v2/english/m:11-15"`. */
  toFragment(): string;
  /**
   * Perft of the current position with this game's capture option. `threads` (0 or null: every
   * core) is accepted as in every language of damero, but WebAssembly has no threads in this
   * package: the count runs on the calling thread (`perftThreads()` is 1).
   */
  perft(depth: number, opts?: { duplicates?: 'keep' | 'drop'; threads?: number | null }): number;
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
 * Perft from the standard start of `variant` or from `opts.fen`, with the default options.
 * `threads` (0 or null: every core) is accepted as in every language of damero, but WebAssembly
 * has no threads in this package: the count runs on the calling thread (`perftThreads()` is 1).
 * In a browser, run a long count in a Web Worker.
 */
export function perft(
  variant: string,
  depth: number,
  opts?: { fen?: string | null; duplicates?: 'keep' | 'drop'; threads?: number | null },
): number;
/** The threads a perft asking for `threads` (0 or null: every core) counts on here, as the core decides: always 1 in WebAssembly. */
export function perftThreads(threads?: number | null): number;
/** The core's limits: the most moves a game holds (one more is a HistoryFullError) and the longest fragment `fromFragment` reads. */
export function limits(): { maxHistory: number; maxFragmentLength: number };
/** The bytes of WebAssembly memory the module holds now; it grows and never shrinks (freed memory is reused). */
export function memoryBytes(): number;
/** Every variant with its geometry, options and piece letters, in the core's order (English first). */
export function variants(): VariantInfo[];
/** One variant as `variants()` describes it. */
export function variant(name: string): VariantInfo;
/** The board of `variant`: size and the row and column of every square. */
export function boardLayout(variant: string): BoardLayout;
/** The algebraic name of a square, e.g. `squareName('english', 1)` is `"b8"`, `squareName('international', 46)` is `"a1"`. */
export function squareName(variant: string, square: number): string;
/** The square with an algebraic name (`squareFromName('english', 'b8')` is 1), or null for a name that is no playing square. */
export function squareFromName(variant: string, name: string): number | null;
/** The codes of every error of the core, in its order; each has its DameroError subclass. */
export function errorCodes(): ErrorCode[];
/** The version of the rules core inside the WebAssembly module. */
export function version(): string;

/** Every error the library raises on bad input. Wrong argument types throw TypeError instead. */
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
