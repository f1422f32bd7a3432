// Builds what the four pages for two load into examples/web/dist/, from the readable files beside
// this one (edit those, and run scripts/build-web; scripts/serve, scripts/demo, scripts/test-web
// and scripts/bench-js run it):
//
//   dist/PAGE.js  one script per page (index, chess, reversi, connect4): duel.js bundled with the
//                 element <damero-board> (bindings-js/board/) and the play-only module of the
//                 page's first game (English draughts, chess, Reversi, Connect Four: its family's
//                 entry js/FAMILY.js over bindings-js/pkg/MODULE/, with js/api.js and its parts and
//                 the build's wasm-bindgen glue), minified as one (rolldown and its minifier, oxc).
//                 One file instead of six, and one minified scope: 1.8 KB less gzipped than the
//                 package's minified files fetched apart. The modules loaded later stay the
//                 package's own files, imported from bindings-js/dist/: another family's (a
//                 checkers variant other than English), a family's whole entry (to write a game
//                 as PGN or PDN) and the all-games build (open.js).
//                 Each page's own branches only (`PAGE` written in), with the page's English
//                 words (words/en.js and words/PAGE.en.js: 0.6-0.8 KB less gzipped than three
//                 files), and the element without its Spanish words:
//   dist/board-es.js  the element's Spanish words (bindings-js/board/es.js), minified: duel.js
//                 loads them with the page's Spanish words, when Spanish is shown (0.6 KB
//                 gzipped that an English page never downloads).
//   dist/open.js, dist/words/*.es.js   the "Open a game" dialog and the Spanish words
//                 (words/es.js and each page's words/PAGE.es.js), each minified on its own: a
//                 page loads them when Spanish is shown.
//   dist/duel.css the style sheet (lightningcss).
//
// Imports of the package's files are written for dist/, one folder down. It needs the package
// built first (scripts/build-wasm: the glue of bindings-js/pkg/MODULE/ and bindings-js/dist/).
// `node examples/web/build.mjs` (no arguments).

import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'lightningcss';
import { rolldown } from 'rolldown';
import { minifySync } from 'rolldown/utils';
import { playOnly, playOnlyEntry } from '../../bindings-js/build/play-only.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const PACKAGE = resolve(HERE, '../../bindings-js');
const dist = join(HERE, 'dist');
/** The element's Spanish words (see `bundle`), and what the element in a page's script has instead. */
const ELEMENT_ES = `${PACKAGE}/board/es.js`;
const NO_ES = '\0no-element-es';
/** Each page (its `<body data-page>`) and the play-only module of its first game (bindings-js/build/play-only.mjs). */
const PAGES = { index: 'english', chess: 'chess-play', reversi: 'reversi', connect4: 'connect4' };
// Minified on their own: the dialog and the Spanish words (the English ones are in each page's script).
const SCRIPTS = ['open.js', ...readdirSync(join(HERE, 'words')).filter((f) => f.endsWith('es.js')).sort().map((f) => `words/${f}`)];
const STYLES = ['duel.css'];
// Class names are kept: the error classes take their `name` from their class (`new.target.name`).
const MINIFY = { compress: { keepNames: { function: false, class: true } }, mangle: { keepNames: { function: false, class: true } } };

/** Fails the build with `message`. @param {string} message @returns {never} */
function fail(message) {
  console.error(`build: ${message}`);
  process.exit(1);
}

/** The path of a package file as dist/ imports it. @param {string} file */
const fromDist = (file) => relative(dist, file).split('\\').join('/');

/** A module minified on its own. @param {string} file */
function minified(file) {
  const out = minifySync(file, readFileSync(file, 'utf8'), { module: true, compress: true, mangle: true });
  if (out.errors.length > 0) fail(`${file}: ${out.errors.map((e) => e.message).join('; ')}`);
  return out.code;
}

/** A script minified, its imports of the package one folder deeper. @param {string} name */
function script(name) {
  const out = minifySync(name, readFileSync(join(HERE, name), 'utf8'), { module: true, compress: true, mangle: true });
  if (out.errors.length > 0) fail(`${name}: ${out.errors.map((e) => e.message).join('; ')}`);
  const up = '../'.repeat(name.split('/').length + 1);
  return out.code.replace(/(["'`])((?:\.\.\/)+)bindings-js\//g, (whole, quote, dots) => {
    if (dots !== up) fail(`${name}: an import of the package from ${dots} instead of ${up}: ${whole}`);
    return `${quote}../${dots}bindings-js/`;
  });
}

/**
 * The bundle of one page: duel.js, the element, and the page's play-only module
 * (bindings-js/build/play-only.mjs). Every other import stays a request: the package's other
 * modules (from dist/), the words and open.js (dist/ has them at the same relative places).
 * @param {string} page @param {string} module
 */
async function bundle(page, module) {
  const own = playOnlyEntry(module);
  /** @type {import('rolldown').Plugin} */
  const paths = {
    name: 'damero-page',
    resolveId(id, importer) {
      if (id === 'page') return id;
      if (importer === undefined || id.includes('?')) return null;
      const file = resolve(dirname(importer.split('?')[0]), id);
      // The element, from its source.
      if (file === `${PACKAGE}/dist/board.js`) return `${PACKAGE}/board/index.js`;
      // The element's Spanish words: left out of the element here, and loaded by duel.js (as
      // dist/board-es.js) with the page's own Spanish words, when Spanish is shown.
      if (file === ELEMENT_ES) return importer === `${PACKAGE}/board/i18n.js` ? NO_ES : { id: './board-es.js', external: true };
      // The page's play-only module, from its source; every other module of the package stays apart.
      if (file === `${PACKAGE}/dist/${module}.js`) return own;
      if (file.startsWith(`${PACKAGE}/dist/`)) return { id: fromDist(file), external: true };
      // The page's English words, bundled (see `transform`); the Spanish ones stay apart.
      if (importer === `${HERE}/duel.js` && (id === './words/en.js' || id === `./words/${page}.en.js`)) return file;
      if (importer.startsWith(HERE) && (id.startsWith('./words/') || id === './open.js')) return { id, external: true };
      return null;
    },
    load(id) {
      if (id === NO_ES) return 'export const ES = undefined;\n';
      return id === 'page' ? `import ${JSON.stringify(`${HERE}/duel.js`)};\nimport ${JSON.stringify(own)};\n` : null;
    },
    // The page as a constant (its HTML says the same in <body data-page>): the branches of the
    // other pages drop out of its script (0.2-0.8 KB gzipped).
    // The page's English words come in its script too (and no request after the script's): their
    // import names the page's own file, and `resolveId` bundles both.
    transform(code, id) {
      if (id !== `${HERE}/duel.js`) return null;
      const line = "const PAGE = /** @type {PageName} */ (document.body.dataset.page ?? 'index');";
      if (!code.includes(line)) fail(`duel.js no longer reads its page as: ${line}`);
      const english = 'import(`./words/${PAGE}.en.js`)';
      if (!code.includes(english)) fail(`duel.js no longer loads its page's English words as: ${english}`);
      return code
        .replace(line, `const PAGE = /** @type {PageName} */ (${JSON.stringify(page)});`)
        .replace(english, `import(${JSON.stringify(`./words/${page}.en.js`)})`);
    },
  };
  const wasm = fromDist(`${PACKAGE}/pkg/${module}/damero_wasm_bg.wasm`);
  const build = await rolldown({
    input: 'page',
    plugins: [paths, playOnly({ module, wasm })],
    onLog(level, log, handler) {
      // The page's module is imported by the element too (dynamically): it is already here.
      if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
      handler(level, log);
    },
  });
  const { output } = await build.generate({ format: 'esm', minify: MINIFY, codeSplitting: false });
  await build.close();
  const chunks = output.filter((o) => o.type === 'chunk');
  if (chunks.length !== 1) fail(`${page}: the bundle came out as ${chunks.length} files: ${chunks.map((c) => c.fileName).join(', ')}`);
  return chunks[0].code;
}

/** The style sheet minified. @param {string} name */
function style(name) {
  const { code } = transform({ filename: name, code: readFileSync(join(HERE, name)), minify: true });
  return code.toString();
}

const tmp = `${dist}.tmp.${process.pid}`;
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });
for (const [page, module] of Object.entries(PAGES)) {
  writeFileSync(join(tmp, `${page}.js`), `// examples/web/duel.js with <damero-board> and the ${module} module of the package, bundled by build.mjs: edit those.\n${await bundle(page, module)}`);
}
for (const name of SCRIPTS) {
  mkdirSync(dirname(join(tmp, name)), { recursive: true });
  writeFileSync(join(tmp, name), `// examples/web/${name}, minified by build.mjs: edit that file.\n${script(name)}`);
}
writeFileSync(join(tmp, 'board-es.js'), `// bindings-js/board/es.js, minified by build.mjs: edit that file.\n${minified(ELEMENT_ES)}`);
for (const name of STYLES) writeFileSync(join(tmp, name), `/* examples/web/${name}, minified by build.mjs: edit that file. */\n${style(name)}`);
rmSync(dist, { recursive: true, force: true });
renameSync(tmp, dist);
