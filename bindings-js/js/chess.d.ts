// Types of the entry `damero/chess`: the same API as `damero` (index.d.ts), over the chess-only
// WebAssembly build. Variants of the other families throw UnknownVariantError at run time.
export * from './index.js';
export { default } from './index.js';
