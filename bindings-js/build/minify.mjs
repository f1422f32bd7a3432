// Minifies the JavaScript a page downloads from the package; scripts/build-wasm runs it after the
// WebAssembly builds. `node build/minify.mjs OUT GLUE...`:
//
//   js/{index,draughts,chess,placement}.js -> OUT/{index,draughts,chess,placement}.js
//   js/files.js                            -> OUT/files.js (game files: imported by the entries
//                                             with chess or draughts; it imports nothing)
//   js/api.js and the modules it imports (js/{errors,args,full,instance,packed,game}.js), bundled -> OUT/api.js
//   each GLUE file (a build's wasm-bindgen glue)   -> given `__wbg_reset` (below), minified in place
//   OUT/{index,draughts,chess,placement}.d.ts      -> the types of js/, for pages that import dist/
//                                                     by path (the package's "types" point to js/)
//   js/<family>.js over pkg/<name>/         -> OUT/<name>.js for each of PLAY_ONLY: the play-only module
//                                             (scripts/build-wasm, PLAY) that the element loads
//   board/index.js and its modules, bundled -> OUT/board.js (the element <damero-board>; the family
//                                               entries it imports when a board needs them stay
//                                               apart: `../dist/<family>.js`, the same file from
//                                               board/ and from dist/), OUT/board.d.ts
//
// OUT is the package's `dist/` (its "exports" point there). The entries import their glue as
// `../pkg/<build>/damero_wasm.js`, which resolves to the same file from `js/` and from `dist/`, so
// nothing is rewritten. They import `./api.js`, the one module every entry shares (so the error
// classes are defined once); its parts (one concept per file) are bundled into it by rolldown, so
// a page downloads one file for them. The readable modules in js/ stay the source: the tests of
// this folder import them, and the package test (npm pack, Node, Vite, Chromium) and the example
// pages run the minified ones. Names of classes and functions are kept: error classes
// take their `name` from their class (`new.target.name`).

import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { minifySync } from 'rolldown/utils';
// The play-only builds (scripts/build-wasm, PLAY) and their families: each loaded by the element as
// `../dist/<name>.js`, its family's entry over `../pkg/<name>/`.
import { PLAY_ONLY } from './play-only.mjs';

const SOURCES = ['index.js', 'draughts.js', 'chess.js', 'placement.js', 'api.js', 'files.js'];
/** The modules of js/ that api.js imports: bundled into it, never written to OUT on their own. */
const PARTS = ['errors.js', 'args.js', 'full.js', 'instance.js', 'packed.js', 'game.js'];
const keepNames = { function: true, class: true };
const OPTIONS = { module: true, compress: { keepNames }, mangle: { keepNames } };
const glueNames = { function: false, class: true };
const GLUE_OPTIONS = { module: true, compress: { keepNames: glueNames }, mangle: { keepNames: glueNames } };

/** `js/api.js` bundled with the modules it imports (PARTS, and nothing else) into one ES module. */
async function bundleApi() {
  const js = fileURLToPath(new URL('../js/', import.meta.url));
  const bundle = await rolldown({ input: join(js, 'api.js'), logLevel: 'warn' });
  const { output } = await bundle.generate({ format: 'esm' });
  await bundle.close();
  // js/full.js is one constant, which the bundler writes where it is read: no module of it is left.
  const modules = output.flatMap((chunk) => chunk.moduleIds ?? []).map((id) => relative(js, id)).filter((m) => m !== 'full.js').sort();
  const expected = ['api.js', ...PARTS].filter((m) => m !== 'full.js').sort();
  if (output.length !== 1 || modules.join() !== expected.join()) {
    console.error(`minify: js/api.js bundles ${modules.join(', ')} into ${output.length} file(s); expected ${expected.join(', ')} in one`);
    process.exit(1);
  }
  return output[0].code;
}

/** The modules of board/ that board/index.js imports, bundled with it into OUT/board.js. */
const BOARD_PARTS = ['element.js', 'es.js', 'figures.js', 'i18n.js', 'moves.js', 'style.js', 'view.js'];

/** `board/index.js` bundled with its parts into one ES module; the family entries stay dynamic imports of `../dist/`. */
async function bundleBoard() {
  const board = fileURLToPath(new URL('../board/', import.meta.url));
  const external = (/** @type {string} */ id) => id.startsWith('../dist/');
  const bundle = await rolldown({ input: join(board, 'index.js'), external, logLevel: 'warn' });
  const { output } = await bundle.generate({ format: 'esm' });
  await bundle.close();
  const modules = output.flatMap((chunk) => chunk.moduleIds ?? []).map((id) => relative(board, id)).sort();
  const expected = ['index.js', ...BOARD_PARTS].sort();
  if (output.length !== 1 || modules.join() !== expected.join()) {
    console.error(`minify: board/index.js bundles ${modules.join(', ')} into ${output.length} file(s); expected ${expected.join(', ')} in one`);
    process.exit(1);
  }
  return output[0].code;
}

/**
 * The glue with one more export, `__wbg_reset()`: it forgets the glue's instance and returns its
 * compiled WebAssembly.Module, so that `initSync({module})` makes a fresh instance of it. js/instance.js calls it
 * after a trap inside WebAssembly (which can leave the instance's state half-changed) to start
 * over on a clean instance. The names it resets are those of wasm-bindgen's loader (pinned at
 * one version in Cargo.toml); the build fails if they are not there, rather than ship a glue
 * that cannot be reset.
 */
function resettable(path, code) {
  if (code.includes('export function __wbg_reset')) return code;
  for (const decl of ['let wasmModule, wasmInstance, wasm;', 'let __wbg_init_promise;']) {
    if (!code.includes(decl)) {
      console.error(`minify: ${path}: the wasm-bindgen loader has no \`${decl}\`; build/minify.mjs must learn its new form`);
      process.exit(1);
    }
  }
  return `${code}
/** Forgets the instance and returns its module, for initSync({module}) (js/instance.js). */
export function __wbg_reset() {
  const module = wasmModule;
  if (!(module instanceof WebAssembly.Module)) throw new Error('damero: no compiled module to restart from');
  wasm = undefined;
  wasmInstance = undefined;
  wasmModule = undefined;
  __wbg_init_promise = undefined;
  return module;
}
`;
}

/** `code` minified, or an exit with the minifier's errors. */
function minify(path, code, options = OPTIONS) {
  const out = minifySync(basename(path), code, options);
  if (out.errors.length > 0) {
    for (const e of out.errors) console.error(`minify: ${path}: ${e.message}`);
    process.exit(1);
  }
  return out.code;
}

const [out, ...glue] = process.argv.slice(2);
if (!out) {
  console.error('usage: node build/minify.mjs OUT GLUE...');
  process.exit(2);
}
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
for (const name of SOURCES) {
  const source = name === 'api.js' ? await bundleApi() : readFileSync(new URL(`../js/${name}`, import.meta.url), 'utf8');
  const banner = `// damero ${version} (MIT OR Apache-2.0): js/${name} of the package, minified.\n`;
  writeFileSync(join(out, name), banner + minify(name, source));
}
// The play-only modules: each its family's entry over its own build, the same API (what the build
// leaves out refused by js/api.js `need`).
for (const [variant, family] of Object.entries(PLAY_ONLY)) {
  const entry = readFileSync(new URL(`../js/${family}.js`, import.meta.url), 'utf8');
  const source = entry.replaceAll(`../pkg/${family}/`, `../pkg/${variant}/`);
  if (!source.includes(`'../pkg/${variant}/damero_wasm.js'`) || !source.includes(`'../pkg/${variant}/damero_wasm_bg.wasm'`)) {
    console.error(`minify: js/${family}.js no longer imports its build as '../pkg/${family}/...'; dist/${variant}.js cannot be made from it`);
    process.exit(1);
  }
  const banner = `// damero ${version} (MIT OR Apache-2.0): js/${family}.js over the play-only build ${variant}, for <damero-board>, minified.\n`;
  writeFileSync(join(out, `${variant}.js`), banner + minify(`${variant}.js`, source));
  writeFileSync(join(out, `${variant}.d.ts`), `export * from '../js/${family}.js';\nexport { default } from '../js/${family}.js';\n`);
}
for (const name of SOURCES.filter((n) => n !== 'api.js' && n !== 'files.js')) {
  const types = `../js/${name}`;
  writeFileSync(join(out, name.replace(/\.js$/, '.d.ts')), `export * from '${types}';\nexport { default } from '${types}';\n`);
}
writeFileSync(
  join(out, 'board.js'),
  `// damero ${version} (MIT OR Apache-2.0): board/ of the package (the <damero-board> element), minified.\n${minify('board.js', await bundleBoard())}`,
);
writeFileSync(join(out, 'board.d.ts'), "export * from '../board/board.js';\n");
// The glue keeps no function names (nothing reads them; 0.1 KB less gzipped), only its class's.
for (const path of glue) writeFileSync(path, minify(path, resettable(path, readFileSync(path, 'utf8')), GLUE_OPTIONS));
