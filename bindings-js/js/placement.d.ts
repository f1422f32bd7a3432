// Types of the entry `damero/placement`: the same API as `damero` (index.d.ts), over the
// placement-only WebAssembly build (Reversi, Connect Four). Variants of the other families throw
// UnknownVariantError at run time.
export * from './index.js';
export { default } from './index.js';
