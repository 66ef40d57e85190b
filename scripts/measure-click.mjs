// How long the page takes from a click that plays a move to the board redrawn, in a long game:
// a 300-ply International game (made here from a seed by random play that avoids ending the
// game) is opened from a share link in headless Chromium, then a quiet move is played by two
// clicks on the board and taken back with Ctrl+Z, ROUNDS times. Prints the median and the
// slowest time of the playing click's handler and of the click to the next frame.
//   node scripts/measure-click.mjs [plies=300] [rounds=30] [seed=1]
// Needs `npm run build` (it serves dist/) and Chromium (/usr/bin/chromium, or $CHROMIUM).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { serve } from "./serve.mjs";

const plies = Number(process.argv[2] ?? 300);
const rounds = Number(process.argv[3] ?? 30);
let seed = Number(process.argv[4] ?? 1) >>> 0;
const root = fileURLToPath(new URL("..", import.meta.url));
const wasm = await import(root + "dist/pkg/omnidraughts.js");
wasm.initSync({ module: readFileSync(root + "dist/pkg/omnidraughts_bg.wasm") });

function random(n) {
  // xorshift32
  seed ^= seed << 13;
  seed >>>= 0;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  seed >>>= 0;
  return seed % n;
}

/** A game of `plies` plies that has not ended, by random play with backtracking. */
function longGame(variant) {
  const g = new wasm.Game(variant);
  const tried = [new Set()];
  let steps = 0;
  while (g.state().history.length < plies) {
    if (++steps > 200000) throw new Error("no long game found");
    const s = g.state();
    const seen = tried[s.history.length];
    const moves = s.result === null ? s.moves.filter((m) => !seen.has(m.text)) : [];
    if (moves.length === 0) {
      g.undo(); // a dead end: take back and try another move there
      tried.pop();
      continue;
    }
    // prefer moves that give the other side nothing to take: captures shorten the game
    const safe = moves.filter((m) => {
      g.playText(m.text);
      const reply = g.state();
      g.undo();
      return reply.result === null && reply.moves.every((r) => r.captures.length === 0);
    });
    const pool = safe.length > 0 ? safe : moves;
    const m = pool[random(pool.length)];
    seen.add(m.text);
    g.playText(m.text);
    tried.push(new Set());
  }
  const moves = [...g.state().history];
  g.free();
  return moves;
}

const variant = "international";
const moves = longGame(variant);
const link = wasm.encodeLink({ variant, moves });
const end = new wasm.Game(variant);
for (const m of moves) end.playText(m);
const state = end.state();
const quiet = state.moves.find((m) => m.captures.length === 0) ?? state.moves[0];
end.free();

const server = await serve({ root: root + "dist", port: 0 });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
await page.goto(`${server.url}index.html#${link}`);
await page.waitForSelector('body.ready [role="gridcell"]');
const shown = await page.locator("#moves .move").count();
if (shown !== plies) throw new Error(`the page shows ${shown} moves, not ${plies}`);

const handler = [];
const frame = [];
for (let i = 0; i < rounds; i++) {
  const [h, f] = await page.evaluate(async ([from, to]) => {
    const cell = (s) => document.querySelector(`[data-square="${s}"]`);
    cell(from).click();
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    const t0 = performance.now();
    cell(to).click();
    const t1 = performance.now();
    await new Promise((r) => requestAnimationFrame(() => r()));
    return [t1 - t0, performance.now() - t0];
  }, [quiet.path[0], quiet.path[quiet.path.length - 1]]);
  handler.push(h);
  frame.push(f);
  const after = await page.locator("#moves .move").count();
  if (after !== plies + 1) throw new Error(`round ${i}: the move was not played (${after} moves)`);
  await page.keyboard.press("Control+z");
  await page.waitForFunction((n) => document.querySelectorAll("#moves .move").length === n, plies);
}
await browser.close();
await server.close();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (x) => `${x.toFixed(1)} ms`;
console.log(`${variant}, ${plies} plies, move ${quiet.text}, ${rounds} rounds`);
console.log(`  click handler       : median ${fmt(median(handler))}, slowest ${fmt(Math.max(...handler))}`);
console.log(`  click to next frame : median ${fmt(median(frame))}, slowest ${fmt(Math.max(...frame))}`);
