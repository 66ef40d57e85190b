// For tests/wasm: the engine's two modules as scripts/build.sh leaves them in www/pkg, each
// instantiated in Node. `page`: the page's (the rules, notation, links, set-ups), built
// without the crate's `search` and `perft` features; `worker`: the computer's Web Worker's,
// with everything but the learned weights (fetched: `loadWeights`). Each is `{ wasm, instance }`: the glue's exports and the wasm's. Not a
// test file.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const pkg = fileURLToPath(new URL("../../www/pkg/", import.meta.url));

async function load(name) {
  const wasm = await import(`${pkg}${name}.js`);
  const instance = wasm.initSync({ module: readFileSync(`${pkg}${name}_bg.wasm`) });
  return { wasm, instance };
}

export const page = await load("omnidraughts");
export const worker = await load("omnidraughts_worker");

/** What the worker's module exports and the page's does not (docs/wasm-api.md). */
export const WORKER_ONLY = ["Game#analyse", "Game#review", "Game#think", "loadEndgameDatabase", "loadWeights", "perft", "wantsWeights"];
