// For the unit tests: the page's modules as compiled to dist/js, and the engine (dist/pkg)
// instantiated in Node and wrapped by the page's own Engine (www/src/engine/engine.ts). Not a test file.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const DIST = fileURLToPath(new URL("../../dist/", import.meta.url));
if (!existsSync(`${DIST}js/engine/engine.js`) || !existsSync(`${DIST}pkg/omnidraughts_bg.wasm`)) {
  console.error("tests/unit: dist/ is not built: run 'npm run build' first");
  process.exit(1);
}

/** The URL of a compiled module of the page, e.g. js("play/play.js"). */
export function js(name) {
  return new URL(`../../dist/js/${name}`, import.meta.url).href;
}

const raw = await import(`${DIST}pkg/omnidraughts.js`);
raw.initSync({ module: readFileSync(`${DIST}pkg/omnidraughts_bg.wasm`) });
const { Engine } = await import(js("engine/engine.js"));

/** The page's Engine over the wasm loaded in Node. */
export const engine = Engine.fromModule(raw);
