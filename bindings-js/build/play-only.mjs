// A rolldown plugin that bundles a play-only module of the package (scripts/build-wasm, PLAY:
// English draughts, chess, Reversi, Connect Four) from its sources, for a page that ships it in its
// own script (examples/web/build.mjs) instead of loading dist/MODULE.js: the family's entry
// js/FAMILY.js over the module's glue, bindings-js/pkg/MODULE/damero_wasm.js, and js/api.js with
// js/full.js as `FULL = false`, so that the code of the calls the module leaves out is left out
// too (each refuses with the NotAllowedError that dist/MODULE.js gives).
//
//   playOnly({ module, family, wasm })   the plugin; `wasm` is the URL text (relative to the
//                                        bundle, or absolute) of bindings-js/pkg/MODULE/damero_wasm_bg.wasm
//   playOnlyEntry(module)                the id to import (or give as input) for the module

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PACKAGE = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
/** The family of each play-only module. @type {Record<string, string>} */
export const PLAY_ONLY = { english: 'draughts', 'chess-play': 'chess', reversi: 'placement', connect4: 'placement' };

/** The id under which the plugin gives a play-only module. @param {string} module */
export const playOnlyEntry = (module) => `${PACKAGE}/js/${PLAY_ONLY[module]}.js?play-only=${module}`;

/**
 * @param {{ module: string, wasm: string }} options
 * @returns {import('rolldown').Plugin}
 */
export function playOnly({ module, wasm }) {
  const family = PLAY_ONLY[module];
  if (family === undefined) throw new Error(`play-only: no play-only module ${module}`);
  const entry = playOnlyEntry(module);
  return {
    name: 'damero-play-only',
    resolveId(id) {
      return id === entry ? id : null;
    },
    load(id) {
      if (id === `${PACKAGE}/js/full.js`) return 'export const FULL = false;\n';
      if (id !== entry) return null;
      const source = readFileSync(`${PACKAGE}/js/${family}.js`, 'utf8');
      const wasmUrl = `'../pkg/${family}/damero_wasm_bg.wasm'`;
      const glue = `'../pkg/${family}/damero_wasm.js'`;
      if (!source.includes(wasmUrl) || !source.includes(glue)) {
        throw new Error(`play-only: js/${family}.js no longer imports its build as ${glue} and ${wasmUrl}`);
      }
      return source.replace(wasmUrl, JSON.stringify(wasm)).replace(glue, JSON.stringify(`${PACKAGE}/pkg/${module}/damero_wasm.js`));
    },
  };
}
