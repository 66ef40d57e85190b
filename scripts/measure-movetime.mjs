// How much of its time budget the search uses: for each game, `omnidraughts bestmove
// --movetime MS` from the start and from positions after a few seeded random moves; prints the
// time each search reports, and the least and most as a share of the budget. A position with
// one legal move is played at once (searched to a few plies for its score) and not counted.
//   node scripts/measure-movetime.mjs [ms=1000] [positions=4] [seed=1]
// Needs `cargo build --release` (or another binary named by $OMNIDRAUGHTS_BIN).
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const BIN = process.env.OMNIDRAUGHTS_BIN ?? fileURLToPath(new URL("../target/release/omnidraughts", import.meta.url));
const [ms = 1000, positions = 4, seed = 1] = process.argv.slice(2).map(Number);
let state = seed >>> 0 || 1;
const rand = (n) => {
  state = (Math.imul(state, 1103515245) + 12345) >>> 0;
  return state % n;
};
const run = (args) => execFileSync(BIN, args, { encoding: "utf8" });

const variants = run(["variants"]).trim().split("\n").map((l) => l.split("\t")[0]);
const used = [];
for (const v of variants) {
  const times = [];
  for (let p = 0; p < positions; p++) {
    // 2p plies of random moves, then a position with a choice
    const moves = [];
    const fen = () => run(["play", "--variant", v, ...moves]).trim();
    const legalMoves = () => run(["moves", "--variant", v, "--fen", fen()]).trim().split("\n").filter(Boolean);
    for (let i = 0; i < 2 * p; i++) {
      const legal = legalMoves();
      if (legal.length === 0) break;
      moves.push(legal[rand(legal.length)]);
    }
    const legal = legalMoves();
    if (legal.length < 2) continue;
    const out = run(["bestmove", "--variant", v, "--movetime", String(ms), ...moves]);
    const t = Number(/ time (\d+(?:\.\d+)?)/.exec(out)?.[1]);
    const win = / score win /.test(out);
    times.push(win ? `${t} (a win found)` : t);
    if (!win) used.push(t / ms);
  }
  console.log(`${v.padEnd(15)} ${times.join(", ")} ms`);
}
used.sort((a, b) => a - b);
console.log(`budget ${ms} ms, ${used.length} searches: least ${(used[0] * 100).toFixed(1)}%, most ${(used.at(-1) * 100).toFixed(1)}% of it`);
