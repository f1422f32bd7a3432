// Minifies the pages' own scripts and style into examples/web/dist/, which the four pages load:
// duel.js, open.js, the words (words/en.js, words/es.js and each page's words/PAGE.en.js and
// words/PAGE.es.js; rolldown's minifier, oxc) and duel.css
// (lightningcss). The readable files beside this one stay the source: edit them, and run
// scripts/build-web (scripts/serve, scripts/demo, scripts/test-web and scripts/bench-js run it).
// Minified, duel.js goes from 11.4 to 6.2 KB gzipped, duel.css from 1.9 to 1.5 KB.
//
// The scripts' imports of the package (`../../bindings-js/...`) are written one folder deeper,
// since dist/ is one folder down; their imports of each other (`./words/en.js`, `./open.js`)
// keep the same layout inside dist/. `node examples/web/build.mjs` (no arguments).

import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'lightningcss';
import { minifySync } from 'rolldown/utils';

const HERE = dirname(fileURLToPath(import.meta.url));
// Every file of words/: the shared words of each language and each page's own.
const SCRIPTS = ['duel.js', 'open.js', ...readdirSync(join(HERE, 'words')).filter((f) => f.endsWith('.js')).sort().map((f) => `words/${f}`)];
const STYLES = ['duel.css'];

/** Fails the build with `message`. @param {string} message @returns {never} */
function fail(message) {
  console.error(`build: ${message}`);
  process.exit(1);
}

/** A script minified, its imports of the package one folder deeper. @param {string} name */
function script(name) {
  const out = minifySync(name, readFileSync(join(HERE, name), 'utf8'), { module: true, compress: true, mangle: true });
  if (out.errors.length > 0) fail(`${name}: ${out.errors.map((e) => e.message).join('; ')}`);
  const up = '../'.repeat(name.split('/').length + 1);
  const code = out.code.replace(/(["'`])((?:\.\.\/)+)bindings-js\//g, (whole, quote, dots) => {
    if (dots !== up) fail(`${name}: an import of the package from ${dots} instead of ${up}: ${whole}`);
    return `${quote}../${dots}bindings-js/`;
  });
  return code;
}

/** The style sheet minified. @param {string} name */
function style(name) {
  const { code } = transform({ filename: name, code: readFileSync(join(HERE, name)), minify: true });
  return code.toString();
}

const dist = join(HERE, 'dist');
const tmp = `${dist}.tmp.${process.pid}`;
rmSync(tmp, { recursive: true, force: true });
for (const name of SCRIPTS) {
  mkdirSync(dirname(join(tmp, name)), { recursive: true });
  writeFileSync(join(tmp, name), `// examples/web/${name}, minified by build.mjs: edit that file.\n${script(name)}`);
}
for (const name of STYLES) writeFileSync(join(tmp, name), `/* examples/web/${name}, minified by build.mjs: edit that file. */\n${style(name)}`);
rmSync(dist, { recursive: true, force: true });
renameSync(tmp, dist);
