// Vite's configuration of the Preact app: JSX for Preact, and `damero/board` resolved to the
// package's built element in this repository (as `npm install damero` would give it).
import { fileURLToPath } from 'node:url';

export default {
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: { alias: { 'damero/board': fileURLToPath(new URL('../../../../bindings-js/dist/board.js', import.meta.url)) } },
  build: { emptyOutDir: true },
  logLevel: 'warn',
};
