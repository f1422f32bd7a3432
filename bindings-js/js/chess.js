// The npm package entry `damero/chess`: chess and Chess960 only.
// It loads its own WebAssembly build (../pkg/chess/) and exports the API of js/api.js over it; the
// other entries have the same exports, and the error classes are shared between them.
// A game of draughts through this entry throws UnknownVariantError, saying which entry has it.
// A page that plays one family loads only that family's module (see README, "Entries").

import * as glue from '../pkg/chess/damero_wasm.js';
import { createApi } from './api.js';

export {
  DameroError, InvalidNotationError, IllegalMoveError, AmbiguousMoveError, InvalidFenError,
  InvalidFragmentError, UnknownVariantError, InvalidOptionError, GameOverError,
  NothingToUndoError, NotClaimableError, NotAllowedError, InvalidArgumentError, HistoryFullError,
  InvalidGameFileError,
} from './api.js';

// The URL is written here, beside the import of its glue, so bundlers see and copy the file.
const api = createApi(glue, new URL('../pkg/chess/damero_wasm_bg.wasm', import.meta.url));

export default api.init;
export const {
  initSync, Game, perft, perftThreads, limits, memoryBytes, variants, variant, boardLayout,
  squareName, squareFromName, errorCodes, version,
} = api;
