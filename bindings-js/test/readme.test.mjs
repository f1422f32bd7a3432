// The README's JavaScript examples run as written. The js section of the top-level README has
// two code blocks: the Node example, run as it stands in a fresh Node process (its import of
// 'damero' pointed at js/index.js, nothing else added: no `location`, and Node 20 syntax), and
// the browser example, run with a stand-in for the page's `location` and `history`. The package
// README (bindings-js/README.md) is checked the same way in the packaging test; its game-file
// examples and its example of action ids and observations run here too, against js/index.js.
// DAMERO_README names another README to check (to try a new text before it is committed).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const README = process.env.DAMERO_README ?? fileURLToPath(new URL('../../README.md', import.meta.url));
const MODULE = fileURLToPath(new URL('../js/index.js', import.meta.url));

/** The ```js blocks of the README's js section. */
export function jsBlocks(text) {
  const section = text.split('<!-- js:begin -->')[1]?.split('<!-- js:end -->')[0];
  assert.ok(section, 'the README has a js section');
  return section.split('```js\n').slice(1).map((part) => part.split('```')[0]);
}

/** Runs module code in a fresh Node process from a temporary folder; returns what it printed. */
function run(code) {
  const dir = mkdtempSync(join(fileURLToPath(new URL('.', import.meta.url)), '.readme-'));
  try {
    const file = join(dir, 'example.mjs');
    writeFileSync(file, code);
    return execFileSync(process.execPath, [file], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const blocks = jsBlocks(readFileSync(README, 'utf8'));

test("the README's Node example runs as written on this Node and prints what its comments say", () => {
  const code = blocks[0];
  assert.match(code, /from 'damero';/);
  assert.doesNotMatch(code, /\blocation\b|\bdocument\b|\bwindow\b/, 'the Node example uses no browser globals');
  assert.doesNotMatch(code, /^\s*(await\s+)?using\s/m, '`using` is a SyntaxError on Node 20');
  const out = run(code.replace(/from 'damero';/, `from ${JSON.stringify(MODULE)};`));
  // Every `console.log(...); // text` line prints the text of its comment.
  const promised = [...code.matchAll(/console\.log\([^\n]*\);\s*\/\/ ([^\n(]+)/g)].map((m) => m[1].trim());
  assert.ok(promised.length >= 2, 'the example says what it prints');
  const lines = out.split('\n');
  for (const text of promised) assert.ok(lines.includes(text), `it prints ${JSON.stringify(text)}; it printed:\n${out}`);
  assert.match(out, /^illegal_move /m);
});

test("the README's browser example runs against a page's location and history", () => {
  const code = blocks[1];
  assert.ok(code, 'the README shows the browser form');
  assert.match(code, /location\.hash/);
  const runnable = code.replace(/from '[^']*';/, `from ${JSON.stringify(MODULE)};`);
  const out = run(`globalThis.location = { hash: '#v2/english/m:11-15' };
    globalThis.history = { replaceState(state, title, url) { location.hash = url; } };
    ${runnable}
    console.log(location.hash);`);
  assert.equal(out.trim(), '#v2/english/m:11-15,21-17');
});

test("the package README's game-file examples run and print what their comments say", () => {
  const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');
  const section = readme.split('## Game files')[1]?.split('\n## ')[0];
  assert.ok(section, 'the package README has a Game files section');
  const examples = section.split('```js\n').slice(1).map((part) => part.split('```')[0]);
  assert.equal(examples.length, 2);
  for (const code of examples) {
    assert.match(code, /from 'damero';/);
    const out = run(code.replace(/from 'damero';/, `from ${JSON.stringify(MODULE)};`)).split('\n');
    const promised = [...code.matchAll(/console\.log\([^\n]*\);\s*\/\/ ([^\n(]+)/g)].map((m) => m[1].trim());
    assert.ok(promised.length >= 1, 'the example says what it prints');
    for (const text of promised) assert.ok(out.includes(text), `it prints ${JSON.stringify(text)}; it printed:\n${out.join('\n')}`);
  }
});

test("the package README's example of action ids and observations runs and prints what its comments say", () => {
  const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');
  const section = readme.split('## Programs that learn')[1]?.split('\n## ')[0];
  assert.ok(section, 'the package README has a section on action ids and observations');
  const examples = section.split('```js\n').slice(1).map((part) => part.split('```')[0]);
  assert.equal(examples.length, 1);
  const [code] = examples;
  assert.match(code, /from 'damero';/);
  const out = run(code.replace(/from 'damero';/, `from ${JSON.stringify(MODULE)};`)).split('\n');
  const promised = [...code.matchAll(/console\.log\([^\n]*\);\s*\/\/ ([^\n(]+)/g)].map((m) => m[1].trim());
  assert.deepEqual(promised, ['4672 8 x 8 x 119', '20 2426', 'e4 e5', '29 1']);
  for (const text of promised) assert.ok(out.includes(text), `it prints ${JSON.stringify(text)}; it printed:\n${out.join('\n')}`);
});
