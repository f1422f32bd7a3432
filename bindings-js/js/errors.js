// The errors of the npm package `damero`: `DameroError` and its subclass for each code of the core,
// and the mapping from a code to its subclass that the WebAssembly module throws through
// (src/errors.rs calls `makeError`, handed to it by js/api.js).
//
// The error classes are defined once, here, so `instanceof DameroError` holds whichever entry
// threw.

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
/** A game file (PGN, PDN) read strictly that has a problem; the message starts with its line and column. */
export const InvalidGameFileError = errorClass('InvalidGameFileError', 'invalid_game_file');

/** The subclass of every code. The tests check it against the core's list, `errorCodes()`. */
const ERRORS = new Map(
  [
    InvalidNotationError, IllegalMoveError, AmbiguousMoveError, InvalidFenError,
    InvalidFragmentError, UnknownVariantError, InvalidOptionError, GameOverError,
    NothingToUndoError, NotClaimableError, NotAllowedError, InvalidArgumentError,
    HistoryFullError, InvalidGameFileError,
  ].map((cls) => [cls.code, cls]),
);

/** The error of `code` with `message`: its subclass, or a DameroError for a code this module lacks. */
export function makeError(code, message) {
  const cls = ERRORS.get(code);
  return cls ? new cls(message) : new DameroError(message, { code });
}
