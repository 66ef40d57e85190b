// The learned evaluation's weights in the worker's module (docs/wasm-api.md, `wantsWeights`
// and `loadWeights`): built without them, it evaluates with the hand-set weights until a
// game's file (dist/weights/, as the worker fetches it) is given, and then searches exactly
// as the native engine, which has them built in. Needs npm run build and the native CLI
// (cargo build --release; the test command builds both first).
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { worker } from "./modules.mjs";

const { Game, wantsWeights, loadWeights, variants } = worker.wasm;
const root = fileURLToPath(new URL("../../", import.meta.url));
const cli = `${process.env.CARGO_TARGET_DIR ?? `${root}target`}/release/omnidraughts`;
const file = (v) => `${root}dist/weights/${v}.bin.gz`;
const weightsOf = (v) => new Uint8Array(gunzipSync(readFileSync(file(v))));

/** The native engine's search to `depth` from the start: score and principal variation. */
function native(variant, depth) {
  const out = execFileSync(cli, ["bestmove", "--variant", variant, "--depth", String(depth)], { encoding: "utf8" });
  const m = / depth (\d+) score cp (-?\d+) nodes \d+ .* pv (.*)$/m.exec(out.split("\n").filter((l) => l.startsWith("info")).at(-1));
  assert.ok(m, out);
  return { score: Number(m[2]), pv: m[3].trim().split(" ") };
}

function wasmSearch(variant, depth) {
  const g = new Game(variant);
  try {
    const t = g.think({ depth });
    return { score: t.score, pv: t.pv };
  } finally {
    g.free();
  }
}

test("a game with learned weights wants them until given, and then searches as the native engine", () => {
  assert.ok(existsSync(cli), `the native CLI is needed: ${cli}`);
  const shape = Object.fromEntries(variants().map((v) => [v.id, v.shape]));
  const wanting = variants()
    .map((v) => v.id)
    .filter((v) => wantsWeights(v));
  // the games of the draughts family that evaluate with learned weights (their modules' LEARNED)
  assert.ok(wanting.includes("english") && wanting.includes("russian") && wanting.includes("italian"), `${wanting}`);
  assert.ok(!wanting.includes("coronet") && !wanting.includes("stackem"), `${wanting}`);
  // the build ships the files of these games, and no other
  const shipped = readdirSync(`${root}dist/weights`).map((f) => f.replace(/\.bin\.gz$/, ""));
  assert.deepEqual(shipped.sort(), [...wanting].sort(), "dist/weights/ (scripts/build.sh's WEIGHTS_GAMES)");
  for (const v of wanting) {
    assert.ok(existsSync(file(v)), `the build writes ${file(v)}`);
    const want = native(v, 6);
    const before = wasmSearch(v, 6);
    assert.notDeepEqual(before, want, `${v}: the hand-set evaluation before the weights`);
    // another game's file, or one cut short, is refused and leaves the game wanting
    assert.throws(() => loadWeights(v, weightsOf(v).slice(0, 50)), /weights/);
    assert.ok(wantsWeights(v));
    loadWeights(v, weightsOf(v));
    assert.ok(!wantsWeights(v), v);
    assert.deepEqual(wasmSearch(v, 6), want, v);
    // weights given once stay (another game's of the same board is taken and changes
    // nothing); another board's are refused
    for (const o of wanting.filter((o) => o !== v)) {
      if (shape[o] === shape[v]) loadWeights(v, weightsOf(o));
      else assert.throws(() => loadWeights(v, weightsOf(o)), /boards/, `${o}'s weights for ${v}`);
      assert.deepEqual(wasmSearch(v, 6), want, v);
    }
  }
  for (const v of variants().map((x) => x.id).filter((x) => !wanting.includes(x))) {
    assert.throws(() => loadWeights(v, weightsOf("english")), /no learned evaluation|weights/, v);
  }
});
