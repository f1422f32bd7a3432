// The package as users get it: `npm pack`, install the tarball into a fresh project, import it
// in Node, type-check a TypeScript file against it, build a page with Vite, and run the built page
// in Node and in headless Chromium. Offline after scripts/setup: the tarball has no dependencies
// and Vite and TypeScript come from bindings-js/node_modules.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const pkgDir = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(pkgDir, 'node_modules', '.bin', name);
let tmp;
let app;
let packWarnings = '';

function run(cmd, args, cwd) {
  return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

// What every check runs: a game through the installed package, whose result is printed as JSON
// (and shown on the page in a browser).
const CHECK = `
import init, { Game, IllegalMoveError, DameroError, perft, variants } from 'damero';
await init();
const game = new Game('english', { repetition: 'auto3' });
game.play('11-15');
game.play(game.legalMoves()[0]);
let error = null;
try { game.play('1-5'); } catch (e) { error = [e instanceof IllegalMoveError, e instanceof DameroError, e.code]; }
const result = { fragment: game.toFragment(), turn: game.status().turn, error, perft: perft('english', 5), variants: variants().map((v) => v.name) };
game.free();
const text = JSON.stringify(result);
if (typeof document !== 'undefined') document.getElementById('out').textContent = text;
else console.log(text);
`;
const EXPECTED = {
  fragment: 'v2/english/o:repetition=auto3/m:11-15,21-17',
  turn: 'black',
  error: [true, true, 'illegal_move'],
  perft: 7361,
  // The variants the core lists, in order, as the shared suite states them.
  variants: JSON.parse(readFileSync(new URL('../../conformance/variants.json', import.meta.url), 'utf8')).variants.map((v) => v.name),
};

before(() => {
  tmp = mkdtempSync(join(tmpdir(), 'damero-pack-'));
  // `npm pack` as a publisher runs it, with its warnings kept (a field npm had to correct, ...).
  const packed = (() => {
    const result = spawnSync('npm', ['pack', '--json', '--ignore-scripts', '--loglevel=warn', '--pack-destination', tmp], {
      cwd: pkgDir, encoding: 'utf8',
    });
    assert.equal(result.status, 0, result.stderr);
    packWarnings = result.stderr;
    return JSON.parse(result.stdout)[0];
  })();
  app = join(tmp, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error',
    join(tmp, packed.filename)], app);
});

after(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test('the package is publishable as it stands: complete metadata, licenses, README and changelog', () => {
  assert.equal(packWarnings.trim(), '', 'npm pack warns');
  const installed = join(app, 'node_modules', 'damero');
  assert.ok(!installed.startsWith(fileURLToPath(new URL('../..', import.meta.url))), 'installed outside the repository');
  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
  for (const field of ['name', 'version', 'description', 'license', 'homepage', 'types', 'main']) {
    assert.equal(typeof manifest[field], 'string', `package.json: ${field}`);
    assert.ok(manifest[field].length > 0, `package.json: ${field} is empty`);
  }
  assert.ok(manifest.keywords.length >= 5 && manifest.keywords.every((k) => typeof k === 'string' && k === k.toLowerCase()));
  assert.equal(manifest.license, 'MIT OR Apache-2.0');
  assert.match(manifest.repository.url, /^git\+https:\/\/.+\.git$/);
  assert.equal(manifest.repository.directory, 'bindings-js');
  assert.match(manifest.bugs.url, /^https:\/\//);
  assert.deepEqual(Object.keys(manifest.dependencies ?? {}), [], 'no dependencies at run time');
  assert.equal(manifest.private, undefined, 'not private');
  // The workspace version, the same as the core's.
  const cargo = readFileSync(new URL('../../Cargo.toml', import.meta.url), 'utf8');
  assert.equal(manifest.version, /\[workspace\.package\][^[]*?version\s*=\s*"([^"]+)"/s.exec(cargo)[1]);
  // Both licenses of "MIT OR Apache-2.0", in full.
  assert.match(readFileSync(join(installed, 'LICENSE-MIT'), 'utf8'), /^MIT License\n\nCopyright \(c\) \d{4} .+\n\nPermission is hereby granted/);
  const apache = readFileSync(join(installed, 'LICENSE-APACHE'), 'utf8');
  assert.match(apache, /Apache License\s+Version 2\.0, January 2004/);
  assert.match(apache, /END OF TERMS AND CONDITIONS/);
  const changelog = readFileSync(join(installed, 'CHANGELOG.md'), 'utf8');
  assert.match(changelog, new RegExp(`^## ${manifest.version.replaceAll('.', '\\.')}\\b`, 'm'), 'the changelog has this version');
  assert.match(readFileSync(join(installed, 'README.md'), 'utf8'), /^# damero/);
});

test("the package README's examples run in the fresh project, as written", () => {
  const readme = readFileSync(join(app, 'node_modules', 'damero', 'README.md'), 'utf8');
  const blocks = readme.split('```js\n').slice(1).map((part) => part.split('```')[0]);
  assert.equal(blocks.length, 6, 'a Node example, a one-family entry, a browser example, one of action ids and two of game files');
  const [node, entry, browser, learn, ...files] = blocks;
  // Action ids and observations, then the game files: text read and a game written, then a stream.
  [learn, ...files].forEach((code, i) => {
    writeFileSync(join(app, `readme-files-${i}.mjs`), code);
    const lines = run(process.execPath, [`readme-files-${i}.mjs`], app).split('\n');
    const says = [...code.matchAll(/console\.log\([^\n]*\);[^\n]*\/\/ ([^\n(]+)/g)].map((m) => m[1].trim());
    assert.ok(says.length >= 1);
    for (const text of says) assert.ok(lines.includes(text), `prints ${JSON.stringify(text)}: ${lines.join('|')}`);
  });
  // The chess entry, through the exports map of the installed package.
  writeFileSync(join(app, 'readme-entry.mjs'), entry);
  const printed = run(process.execPath, ['readme-entry.mjs'], app).split('\n');
  const said = [...entry.matchAll(/console\.log\([^\n]*\);[^\n]*\/\/ ([^\n(]+)/g)].map((m) => m[1].trim());
  assert.deepEqual(said, ['v2/chess/m:e4', 'true']);
  for (const text of said) assert.ok(printed.includes(text), `prints ${JSON.stringify(text)}: ${printed.join('|')}`);
  assert.doesNotMatch(node, /\blocation\b|^\s*using\s/m);
  writeFileSync(join(app, 'readme-node.mjs'), node);
  const out = run(process.execPath, ['readme-node.mjs'], app).split('\n');
  const promised = [...node.matchAll(/console\.log\([^\n]*\);[^\n]*\/\/ ([^\n(]+)/g)].map((m) => m[1].trim());
  assert.ok(promised.length >= 3);
  for (const text of promised) assert.ok(out.includes(text), `prints ${JSON.stringify(text)}: ${out.join('|')}`);
  writeFileSync(join(app, 'readme-page.mjs'), `globalThis.location = { hash: '' };
globalThis.history = { replaceState(state, title, url) { location.hash = url; } };
${browser}
console.log(location.hash);`);
  assert.equal(run(process.execPath, ['readme-page.mjs'], app).trim(), '#v2/english/m:9-13');
});

test('the installed package holds the built files and nothing else', () => {
  const installed = join(app, 'node_modules', 'damero');
  // pkg/english/, reversi/, connect4/: the modules of one game that the board element loads.
  assert.deepEqual(readdirSync(join(installed, 'pkg')).sort(), ['chess', 'connect4', 'damero_wasm.js', 'damero_wasm_bg.wasm', 'draughts', 'english', 'placement', 'reversi']);
  for (const family of ['chess', 'draughts', 'placement', 'english', 'reversi', 'connect4']) {
    assert.deepEqual(readdirSync(join(installed, 'pkg', family)).sort(), ['damero_wasm.js', 'damero_wasm_bg.wasm']);
  }
  assert.deepEqual(readdirSync(join(installed, 'dist')).sort(), ['api.js', 'board.js', 'chess.js', 'connect4.js', 'draughts.js', 'english.js', 'files.js', 'index.js', 'placement.js', 'reversi.js']);
  assert.deepEqual(readdirSync(join(installed, 'board')).sort(), ['board.d.ts']);
  assert.deepEqual(readdirSync(join(installed, 'js')).sort(), ['chess.d.ts', 'draughts.d.ts', 'index.d.ts', 'placement.d.ts']);
  assert.deepEqual(readdirSync(installed).sort(),
    ['CHANGELOG.md', 'LICENSE-APACHE', 'LICENSE-MIT', 'README.md', 'board', 'dist', 'js', 'package.json', 'pkg']);
  assert.ok(readFileSync(join(installed, 'pkg', 'damero_wasm_bg.wasm')).equals(readFileSync(join(pkgDir, 'pkg', 'damero_wasm_bg.wasm'))));
  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
  for (const entry of ['.', './draughts', './chess', './placement', './board']) {
    assert.deepEqual(Object.keys(manifest.exports[entry]), ['types', 'default'], `types come first in the exports map (${entry})`);
  }
  // Only the element's module does something when imported: it registers <damero-board>.
  assert.deepEqual(manifest.sideEffects, ['./dist/board.js', './board/*.js']);
  assert.equal(manifest.type, 'module');
});

test('a fresh project imports it in Node', () => {
  writeFileSync(join(app, 'node-check.mjs'), CHECK);
  assert.deepEqual(JSON.parse(run(process.execPath, ['node-check.mjs'], app)), EXPECTED);
});

test('a fresh project imports each one-family entry through the exports map', () => {
  writeFileSync(join(app, 'entries-check.mjs'), `
import initDraughts, * as draughts from 'damero/draughts';
import initChess, * as chess from 'damero/chess';
import initPlacement, * as placement from 'damero/placement';
import { UnknownVariantError } from 'damero';
await Promise.all([initDraughts(), initChess(), initPlacement()]);
const game = new placement.Game('connect4');
game.playMoves('1212121');
let refused = false;
try { new placement.Game('chess'); } catch (e) { refused = e instanceof UnknownVariantError; }
console.log(JSON.stringify({
  families: [draughts, chess, placement].map((e) => [...new Set(e.variants().map((v) => v.family))]),
  line: game.status().winningLine,
  refused,
}));`);
  assert.deepEqual(JSON.parse(run(process.execPath, ['entries-check.mjs'], app)), {
    families: [['draughts'], ['chess'], ['placement']], line: [0, 7, 14, 21], refused: true,
  });
});

test('damero/board imports on a server without harm: the class is defined, nothing is registered', () => {
  writeFileSync(join(app, 'board-check.mjs'), `
import { DameroBoard, familyOf, localNotation, variantOfFragment } from 'damero/board';
console.log(JSON.stringify({
  defined: typeof DameroBoard === 'function',
  registry: typeof customElements,
  families: ['english', 'chess960', 'connect4'].map(familyOf),
  spanish: localNotation('Qh5+', 'RDTAC'),
  variant: variantOfFragment('#v2/chess960/s:0/m:Nc3'),
}));`);
  assert.deepEqual(JSON.parse(run(process.execPath, ['board-check.mjs'], app)), {
    defined: true, registry: 'undefined', families: ['draughts', 'chess', 'placement'], spanish: 'Dh5+', variant: 'chess960',
  });
});

test('TypeScript finds its types through the exports map', () => {
  copyFileSync(new URL('./types/usage.ts', import.meta.url), join(app, 'usage.ts'));
  copyFileSync(new URL('./types/tsconfig.json', import.meta.url), join(app, 'tsconfig.json'));
  run(bin('tsc'), ['-p', app], app);
});

test('`using` frees a Game at the end of its block (TypeScript lowers it for Node 20)', () => {
  const dir = join(app, 'using');
  mkdirSync(dir);
  writeFileSync(join(dir, 'using.ts'), `import init, { Game, InvalidArgumentError } from 'damero';
await init();
let kept: Game | null = null;
{
  using game = new Game();
  game.play('11-15');
  kept = game;
}
let freed = false;
try { kept.fen(); } catch (e) { freed = e instanceof InvalidArgumentError; }
process.stdout.write(JSON.stringify({ freed }));
declare const process: { stdout: { write(text: string): void } };
`);
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
    compilerOptions: {
      target: 'es2022', lib: ['es2022', 'esnext.disposable'], module: 'nodenext', moduleResolution: 'nodenext',
      strict: true, types: [], outDir: 'out',
    },
    files: ['using.ts'],
  }));
  run(bin('tsc'), ['-p', dir], dir);
  assert.deepEqual(JSON.parse(run(process.execPath, [join(dir, 'out', 'using.js')], app)), { freed: true });
});

test('Vite builds a page with it; the built page runs in Node and in Chromium', async (t) => {
  writeFileSync(join(app, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">'
    + '<title>damero</title></head><body><pre id="out">loading</pre><script type="module" src="./main.js"></script></body></html>');
  writeFileSync(join(app, 'main.js'), CHECK);
  // No modulepreload polyfill: it touches `document`, and the bundle also runs in Node below.
  writeFileSync(join(app, 'vite.config.js'), 'export default { build: { modulePreload: { polyfill: false } } };\n');
  run(bin('vite'), ['build', '--base', './', '--logLevel', 'warn'], app);
  const assets = readdirSync(join(app, 'dist', 'assets'));
  const wasm = assets.filter((f) => f.endsWith('.wasm'));
  const scripts = assets.filter((f) => f.endsWith('.js'));
  assert.equal(wasm.length, 1, `one .wasm asset, got ${assets}`);
  assert.equal(scripts.length, 1, `one script, got ${assets}`);
  assert.ok(readFileSync(join(app, 'dist', 'assets', wasm[0])).equals(readFileSync(join(pkgDir, 'pkg', 'damero_wasm_bg.wasm'))));

  // The bundle itself, in Node: it reads the emitted .wasm next to it.
  const out = run(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(pathToFileURL(join(app, 'dist', 'assets', scripts[0])).href)});`], app);
  assert.deepEqual(JSON.parse(out), EXPECTED);

  const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);
  if (!chromium) {
    t.skip('no Chromium on this machine (scripts/setup installs it)');
    return;
  }
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };
  const server = createServer((req, res) => {
    const path = join(app, 'dist', new URL(req.url, 'http://x').pathname.replace(/\/$/, '/index.html'));
    if (!path.startsWith(join(app, 'dist')) || !existsSync(path)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(path));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${server.address().port}/`;
    const profile = mkdtempSync(join(tmp, 'chromium-'));
    const dom = await new Promise((resolve, reject) => {
      const child = spawn(chromium, ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync', `--user-data-dir=${profile}`,
        '--virtual-time-budget=10000', '--dump-dom', url], { stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => (stdout += d));
      child.stderr.on('data', (d) => (stderr += d));
      const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      child.on('error', reject);
      child.on('close', (code) => {
        clearTimeout(timer);
        if (code === 0) resolve(stdout);
        else reject(new Error(`chromium exited with ${code}: ${stderr.slice(-2000)}`));
      });
    });
    const shown = /<pre id="out">([^<]*)<\/pre>/.exec(dom)?.[1];
    assert.ok(shown !== undefined, `no output element in ${dom.slice(0, 500)}`);
    assert.deepEqual(JSON.parse(shown.replaceAll('&quot;', '"')), EXPECTED);
  } finally {
    server.close();
  }
});
