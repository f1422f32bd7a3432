// Runs the browser tests three files at a time, the longest first, so that the three lanes end
// close together (`node --test` would start them in the order of their names, the longest last).
// Every other *.test.mjs file of this folder follows, by name. Exit code 1 when a test fails.
//
//   node test/run.mjs            (scripts/test-web)

import { readdirSync } from 'node:fs';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';

/** The files that take longest, longest first (measured: scripts/test-web's spec output). */
const LONGEST = ['layout', 'pages', 'checkers', 'chess', 'duel', 'checkers-links', 'board-element'];

const here = new URL('.', import.meta.url);
const names = readdirSync(here).filter((f) => f.endsWith('.test.mjs')).sort();
const first = LONGEST.map((n) => `${n}.test.mjs`).filter((f) => names.includes(f));
const files = [...first, ...names.filter((f) => !first.includes(f))].map((f) => new URL(f, here).pathname);

const stream = run({ files, concurrency: 3 });
stream.on('test:fail', () => {
  process.exitCode = 1;
});
stream.compose(new spec()).pipe(process.stdout);
