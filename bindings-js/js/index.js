// The npm package entry `damero`: every game: the draughts families, chess and Chess960, Reversi
// and Connect Four.
// It loads its own WebAssembly build (../pkg/) and exports the API of js/api.js over it; the
// other entries have the same exports, and the error classes are shared between them.

import * as glue from '../pkg/damero_wasm.js';
import { createApi } from './api.js';
import { createFiles } from './files.js';

export {
  DameroError, InvalidNotationError, IllegalMoveError, AmbiguousMoveError, InvalidFenError,
  InvalidFragmentError, UnknownVariantError, InvalidOptionError, GameOverError,
  NothingToUndoError, NotClaimableError, NotAllowedError, InvalidArgumentError, HistoryFullError,
  InvalidGameFileError,
} from './api.js';

// The URL is written here, beside the import of its glue, so bundlers see and copy the file.
const api = createApi(glue, new URL('../pkg/damero_wasm_bg.wasm', import.meta.url), createFiles);

export default api.init;
export const {
  initSync, Game, perft, perftThreads, limits, memoryBytes, variants, variant, boardLayout,
  squareName, squareFromName, errorCodes, version, readGames, readGamesFromStream, GameRecord, GameNode,
} = api;
