// Search speed: for each game, one second of thinking from the start position with the
// native CLI (`omnidraughts bestmove --movetime`) and with our wasm build in Node
// (`Game.think`); prints the depth reached, nodes and nodes per second.
//   node scripts/bench-search.mjs [ms=1000]
// Needs `cargo build --release` and `npm run build`.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const ms = Number(process.argv[2] ?? 1000);
const root = fileURLToPath(new URL("..", import.meta.url));
const bin = root + "target/release/omnidraughts";
const pkg = root + "www/pkg/";
// the worker's module: the computer's search and perft (the page's module has neither)
const wasm = await import(pkg + "omnidraughts_worker.js");
wasm.initSync({ module: readFileSync(pkg + "omnidraughts_worker_bg.wasm") });
new wasm.Game("english").think({ movetime: 100 }); // warm up

const rows = [];
for (const { id } of wasm.variants()) {
  const out = execFileSync(bin, ["bestmove", "--variant", id, "--movetime", String(ms)], { encoding: "utf8" });
  const info = Object.fromEntries(
    [...out.matchAll(/(depth|nodes|time|nps) (\d+)/g)].map((m) => [m[1], Number(m[2])]),
  );
  const t = new wasm.Game(id).think({ movetime: ms });
  rows.push({
    game: id,
    "native depth": info.depth,
    "native Mnps": +(info.nps / 1e6).toFixed(2),
    "wasm depth": t.depth,
    "wasm Mnps": +(t.nodes / (t.ms / 1000) / 1e6).toFixed(2),
    "native move": out.trim().split("\n").pop(),
    "wasm move": t.best.text,
  });
}
console.table(rows);
