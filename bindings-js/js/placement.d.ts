// Types of the entry `damero/placement`: the same API as `damero` (index.d.ts) but for game
// files (below), over the placement-only WebAssembly build (Reversi, Connect Four). Variants of the other families throw
// UnknownVariantError at run time.
export * from './index.js';
export { default } from './index.js';

// No game file holds Reversi or Connect Four: this entry neither reads nor writes them
// (`Game#toPgn` and `Game#toPdn` throw InvalidArgumentError).
/** Not in this entry: no game file holds these games. */
export declare const readGames: never;
/** Not in this entry: no game file holds these games. */
export declare const readGamesFromStream: never;
/** Not in this entry: no game file holds these games. */
export declare const GameRecord: never;
/** Not in this entry: no game file holds these games. */
export declare const GameNode: never;
