// The package's declarations (js/*.d.ts) compile with the TypeScript compiler under `strict` in
// projects whose `lib` and `target` are ES2020, ES2022 or ESNext alone (no "esnext.disposable",
// no DOM): `Game`'s `[Symbol.dispose]` must not need a newer lib (test/types/targets/).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));

for (const target of ['es2020', 'es2022', 'esnext']) {
  test(`the declarations compile under strict with lib and target ${target}`, () => {
    const project = fileURLToPath(new URL(`./types/targets/tsconfig.${target}.json`, import.meta.url));
    const run = spawnSync(process.execPath, [tsc, '-p', project], { encoding: 'utf8' });
    assert.equal(run.status, 0, `tsc -p ${project}:\n${run.stdout}${run.stderr}`);
  });
}
