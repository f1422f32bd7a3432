// Whether this copy of the API carries what goes beyond playing a game: perft, action ids and
// observations, games written as PGN or PDN, the text diagram, `clone`, `playMoves`, `parseMove`,
// `playAndClaim`, `boardLayout`, `squareName` and `squareFromName`. True in the package: its
// entries check the module they load instead (js/api.js `need`: the play-only modules that
// <damero-board> loads lack those calls, and refuse them by name). The pages for two
// (examples/web/build.mjs) bundle the API with a play-only module and replace this file with
// `FULL = false`: the bundler then leaves out the code of those calls, and each refuses at once,
// with the same NotAllowedError.

export const FULL = true;
