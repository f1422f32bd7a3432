// The WebAssembly instance of one build of the npm package `damero`: loading it (`init`,
// `initSync`), the one wrapper every call into it goes through (`run`), and its reset after a
// trap.
//
// A trap (a `WebAssembly.RuntimeError`: `unreachable`, memory out of bounds, out of memory)
// stops the module in the middle of a call. Its state may then be half-changed: a buffer left
// borrowed, a game left borrowed ("recursive use of an object"), its stack pointer left down.
// The arguments are checked so that no call can trap (js/args.js), but were one to trap anyway,
// `run` resets the module before it throws, so the next call works:
//
// 1. every live game (js/game.js keeps a registry of them) reads its fragment from the old
//    instance; a game whose fragment cannot be read is lost (each later call on it throws an
//    InvalidArgumentError that says so);
// 2. the glue forgets the old instance (`__wbg_reset`, added to the glue by build/minify.mjs)
//    and makes a fresh one from the same compiled WebAssembly.Module, with fresh memory;
// 3. the parts that keep anything of an instance start over on the new one (the reader of
//    answers, the limits, the error factory), and each game is rebuilt from its fragment: the
//    same moves, position, options and history, in the new instance.
//
// The call that trapped throws a DameroError with code `internal` (the trap is its `cause`).
// The game it was made on is rebuilt like the others, so it is unchanged unless it was lost.

import { DameroError } from './errors.js';

/**
 * The instance of one build.
 * @param {any} glue the wasm-bindgen glue of the build
 * @param {URL} wasmUrl where the build's `.wasm` file is, next to its glue
 * @param {(exports: any) => void} started called with the exports of each new instance, the
 *   first and each one made by a reset
 */
export function createInstance(glue, wasmUrl, started) {
  let ready = false;
  let loading = null;
  let memory = null;
  /** Counts the instances: 1 for the first, one more at each reset. */
  let generation = 0;
  /** Set when a reset itself failed: the module can no longer be used. */
  let broken = null;
  /** What js/game.js does around a reset: `save()` before it, `restore(saved)` after. */
  let games = { save: () => null, restore: () => {} };
  let resets = 0;

  function finish(exports) {
    memory = exports.memory;
    generation++;
    started(exports);
    ready = true;
  }

  function nodeFs() {
    const p = globalThis.process;
    if (typeof p !== 'object' || p === null || typeof p.versions?.node !== 'string') return null;
    // Node >= 20.16 has getBuiltinModule; it keeps node:fs out of sight of browser bundlers.
    return typeof p.getBuiltinModule === 'function' ? p.getBuiltinModule('node:fs') : undefined;
  }

  /**
   * Loads the WebAssembly module once; later calls return at once. In Node it reads the `.wasm`
   * file from disk; in a browser it fetches it (`wasmUrl`, next to the entry's glue). `input` may
   * name another source: a URL, a Response, bytes or a WebAssembly.Module.
   * @param {unknown} [input]
   * @returns {Promise<void>}
   */
  async function init(input) {
    if (ready) return;
    if (loading === null) {
      loading = (async () => {
        let source = input;
        if (source === undefined) {
          let fs = nodeFs();
          if (fs === undefined) {
            // Node before 20.16 (this branch never runs in a browser). The specifier is made at
            // run time ("node:fs"), so that neither a bundler nor a minifier sees the import.
            const name = `${globalThis.process.release.name}:fs`;
            fs = await import(/* @vite-ignore */ /* webpackIgnore: true */ name);
          }
          source = fs ? fs.readFileSync(wasmUrl) : wasmUrl;
        }
        const arg = source !== null && Object.getPrototypeOf(source) === Object.prototype
          ? source
          : { module_or_path: source };
        finish(await glue.default(arg));
      })();
      loading.catch(() => {
        loading = null;
      });
    }
    await loading;
  }

  /**
   * Loads the WebAssembly module synchronously from `module` (bytes or a WebAssembly.Module). In
   * Node `module` may be left out: the `.wasm` file is read from disk.
   * @param {unknown} [module]
   */
  function initSync(module) {
    if (ready) return;
    if (loading !== null) {
      // A second instance would replace the first under games already made from it.
      throw new Error('damero: init() is already loading the module; await it instead of calling initSync()');
    }
    let source = module;
    if (source === undefined) {
      const fs = nodeFs();
      if (!fs) {
        throw new TypeError(
          'initSync() needs the module bytes or a WebAssembly.Module here; use `await init()` to fetch them',
        );
      }
      source = fs.readFileSync(wasmUrl);
    }
    const arg = source !== null && Object.getPrototypeOf(source) === Object.prototype
      ? source
      : { module: source };
    finish(glue.initSync(arg));
  }

  function ensureReady() {
    if (broken !== null) {
      throw new DameroError(`the WebAssembly module stopped after a fault and could not be restarted: ${broken.message}`, { code: 'internal', cause: broken });
    }
    if (!ready) {
      throw new Error('damero: the WebAssembly module is not loaded yet; call `await init()` first');
    }
  }

  /** A fresh instance in place of one that trapped (see the notes at the top). */
  function reset(trap) {
    resets++;
    const saved = games.save();
    try {
      const module = glue.__wbg_reset();
      finish(glue.initSync({ module }));
    } catch (e) {
      broken = e instanceof Error ? e : new Error(String(e));
      throw new DameroError(`the WebAssembly module stopped after a fault and could not be restarted: ${broken.message}`, { code: 'internal', cause: trap });
    }
    games.restore(saved);
  }

  /**
   * Runs `fn`, which calls into the module: the one wrapper of every call. A trap resets the
   * module (see the notes at the top) and throws a DameroError with code `internal`; any other
   * error passes through.
   * @template T
   * @param {() => T} fn
   * @returns {T}
   */
  function run(fn) {
    ensureReady();
    try {
      return fn();
    } catch (e) {
      if (!(e instanceof WebAssembly.RuntimeError)) throw e;
      reset(e);
      throw new DameroError(`the WebAssembly module trapped (${e.message}); it was reset, and the games were rebuilt from their fragments`, { code: 'internal', cause: e });
    }
  }

  return {
    init,
    initSync,
    ensureReady,
    run,
    /** The module's memory now (a reset replaces it). */
    memory: () => memory,
    /** Which instance is current: one more after each reset. */
    generation: () => generation,
    /** How many resets have happened. */
    resets: () => resets,
    /** js/game.js hands its registry's save and restore here. */
    track(hooks) {
      games = hooks;
    },
  };
}
