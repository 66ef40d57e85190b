// Move-generation speed, side by side in one run: perft from the start positions of American
// checkers and International draughts with the native CLI and with our wasm build in Node,
// and American perft with rapid-draughts (npm), a TypeScript bitboard engine, for scale.
// All count the last ply without playing it. The wasm export counts every depth from 1 up to
// the one asked (it refuses a count that would run for minutes), so its time for depth d alone
// is taken as its time for d less its time for d - 1. It also refuses more than 100 million
// leaves in all, which International depth 10 (1.2 billion) is, so the wasm's International row
// has its own depth.
//   node scripts/bench-perft.mjs [american-depth=11] [rapid-depth=9] [international-depth=10]
//                                [international-wasm-depth=9]
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const depth = Number(process.argv[2] ?? 11);
const rapidDepth = Number(process.argv[3] ?? 9);
const intDepth = Number(process.argv[4] ?? 10);
const intWasmDepth = Number(process.argv[5] ?? 9);
const root = fileURLToPath(new URL("..", import.meta.url));
const rows = [];
const row = (engine, d, leaves, secs) =>
  rows.push({ engine, depth: d, leaves, seconds: +secs.toFixed(3), "M leaves/s": +(leaves / secs / 1e6).toFixed(1) });

const bin = root + "target/release/omnidraughts";
const pkg = root + "www/pkg/";
// the worker's module: the computer's search and perft (the page's module has neither)
const wasm = await import(pkg + "omnidraughts_worker.js");
wasm.initSync({ module: readFileSync(pkg + "omnidraughts_worker_bg.wasm") });
wasm.perft("english", undefined, 6); // warm up
for (const [variant, d, wd] of [["english", depth, depth], ["international", intDepth, intWasmDepth]]) {
  let t = performance.now();
  const out = execFileSync(bin, ["perft", "--variant", variant, "--depth", String(d)], { encoding: "utf8" });
  row(`${variant}: native (omnidraughts CLI)`, d, Number(out.trim().split("\n").pop()), (performance.now() - t) / 1000);
  t = performance.now();
  wasm.perft(variant, undefined, wd - 1);
  const before = performance.now() - t;
  t = performance.now();
  const n = wasm.perft(variant, undefined, wd);
  row(`${variant}: wasm in Node`, wd, n, (performance.now() - t - before) / 1000);
}
// rapid-draughts.
{
  const { EnglishDraughtsEngineFactory: F } = await import("rapid-draughts/english");
  const perft = (e, d) => {
    const moves = e.moves;
    if (d === 1) return moves.length;
    let n = 0;
    for (const m of moves) {
      const c = e.clone();
      c.move(m);
      n += perft(c, d - 1);
    }
    return n;
  };
  perft(F.setup(), 5);
  const t = performance.now();
  const n = perft(F.setup(), rapidDepth);
  row("english: rapid-draughts 1.0.6 (TypeScript)", rapidDepth, n, (performance.now() - t) / 1000);
}
console.table(rows);
const base = rows[4]["M leaves/s"];
console.log(
  `American: native / rapid-draughts ${(rows[0]["M leaves/s"] / base).toFixed(0)}x, ` +
    `wasm / rapid-draughts ${(rows[1]["M leaves/s"] / base).toFixed(0)}x`,
);
