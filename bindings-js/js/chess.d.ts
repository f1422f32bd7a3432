// Types of the entry `damero/chess`: the same API as `damero` (index.d.ts) but for reading game
// files (below), over the chess-only
// WebAssembly build. Variants of the other families throw UnknownVariantError at run time.
export * from './index.js';
export { default } from './index.js';

// Game files are not read through this entry (its module is built without the core's reader, to
// keep the page small): read them through `damero`, which a page can import when a file is
// opened. This entry writes its games as files (`Game#toPgn`).
/** Not in this entry: game files are read through `damero`. */
export declare const readGames: never;
/** Not in this entry: game files are read through `damero`. */
export declare const readGamesFromStream: never;
/** Not in this entry: game files are read through `damero`. */
export declare const GameRecord: never;
/** Not in this entry: game files are read through `damero`. */
export declare const GameNode: never;
