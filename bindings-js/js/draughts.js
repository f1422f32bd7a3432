// The npm package entry `damero/draughts`: the draughts families only (English checkers, International, Brazilian, Russian, Pool, Italian, Spanish, Czech, Thai, Turkish, Frisian).
// It loads its own WebAssembly build (../pkg/draughts/) and exports the API of js/api.js over it; the
// other entries have the same exports, and the error classes are shared between them.
// A game of chess through this entry throws UnknownVariantError, saying which entry has it.
// A page that plays one family loads only that family's module (see README, "Entries").

import * as glue from '../pkg/draughts/damero_wasm.js';
import { createApi } from './api.js';

export {
  DameroError, InvalidNotationError, IllegalMoveError, AmbiguousMoveError, InvalidFenError,
  InvalidFragmentError, UnknownVariantError, InvalidOptionError, GameOverError,
  NothingToUndoError, NotClaimableError, NotAllowedError, InvalidArgumentError, HistoryFullError,
  InvalidGameFileError,
} from './api.js';

// The URL is written here, beside the import of its glue, so bundlers see and copy the file.
const api = createApi(glue, new URL('../pkg/draughts/damero_wasm_bg.wasm', import.meta.url));

export default api.init;
export const {
  initSync, Game, perft, perftThreads, limits, memoryBytes, variants, variant, boardLayout,
  squareName, squareFromName, errorCodes, version,
} = api;
