/**
 * "react" for the extension's files in the unit tests: Preact's compatibility layer, as the extension's build
 * gives them (extension/package.json "alias"), and an `act` that works as React 19's, which the tests import
 * from "react".
 *
 * Preact's own `act` renders once its callback is done; React's, given an async callback, then keeps
 * rendering and running effects while the promises they started settle (a click that awaits the consent,
 * then the plan, then sends). This one does the same: after an async callback, rounds of microtasks, each
 * followed by Preact's renders and effects, until a round renders nothing.
 *
 * JavaScript, not TypeScript: Preact's declarations for preact/compat say `export =`, which TypeScript does not let
 * a module re-export with `export *`; nothing typed imports this file (vitest.config.ts resolves "react" to it).
 */
import { options } from "preact";
import { act as preactAct } from "preact/test-utils";

export * from "preact/compat";
export { default } from "preact/compat";

/** @param {unknown} value */
const isThenable = (value) => typeof (/** @type {{ then?: unknown } | null} */ (value)?.then) === "function";

/** Rounds after an async callback at most (a render that keeps scheduling renders would loop forever). */
const MAX_ROUNDS = 50;
/** Microtasks each round lets run: a promise chain of this many steps settles within one round. */
const MICROTASKS_PER_ROUND = 20;

/**
 * @param {() => unknown} callback
 * @returns {Promise<void>}
 */
export function act(callback) {
  let async = false;
  const done = preactAct(() => {
    const result = callback();
    if (!isThenable(result)) return /** @type {void} */ (result);
    async = true;
    return Promise.resolve(result).then(() => undefined);
  });
  return async ? done.then(settle) : done;
}

async function settle() {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let rendered = false;
    const previous = options.diffed;
    options.diffed = (/** @type {import("preact").VNode} */ vnode) => {
      rendered = true;
      previous?.(vnode);
    };
    try {
      await preactAct(async () => {
        for (let i = 0; i < MICROTASKS_PER_ROUND; i++) await null;
      });
    } finally {
      options.diffed = previous;
    }
    if (!rendered) return;
  }
}
