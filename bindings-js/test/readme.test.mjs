// The README's JavaScript example runs as written: the code block of the JS section is saved as
// a module next to the package (its import of 'damero' pointed at js/index.js), with a browser's
// `location` standing in, and run in a fresh Node process.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const README = fileURLToPath(new URL('../../README.md', import.meta.url));
const MODULE = fileURLToPath(new URL('../js/index.js', import.meta.url));

test("the README's JavaScript example runs and prints what its comments say", () => {
  const text = readFileSync(README, 'utf8');
  const section = text.split('<!-- js:begin -->')[1].split('<!-- js:end -->')[0];
  const code = section.split('```js\n')[1].split('```')[0];
  assert.match(code, /from 'damero'/);
  const runnable = code.replace(/from 'damero'/, `from ${JSON.stringify(MODULE)}`);
  const dir = mkdtempSync(join(fileURLToPath(new URL('.', import.meta.url)), '.readme-'));
  try {
    const file = join(dir, 'example.mjs');
    const fragment = 'v2/english/o:repetition=auto3/m:11-15,21-17';
    writeFileSync(file, `globalThis.location = { hash: '#${fragment}' };\n${runnable}\n` +
      `if (again.toFragment() !== ${JSON.stringify(fragment)}) throw new Error('fromFragment');\n`);
    const out = execFileSync(process.execPath, [file], { encoding: 'utf8' });
    assert.match(out, /^black v2\/english\/o:repetition=auto3\/m:11-15,21-17$/m);
    assert.match(out, /^illegal_move /m);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
