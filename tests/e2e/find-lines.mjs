// Finds the move sequences the e2e tests play, with the engine itself (the
// wasm build in dist/, loaded in Node). Not part of the test run:
//
//   npm run build && node tests/e2e/find-lines.mjs
//
// 1. the shortest opening (breadth-first) after which the side to move has
//    only one legal move and it is a multi-jump;
// 2. a short game that ends in a win: a beam search where both sides help
//    the loser (north, Black in American checkers) to run out of moves.

import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const DIST = resolve(fileURLToPath(new URL(".", import.meta.url)), "..", "..", "dist");
const wasm = await import(join(DIST, "pkg", "omnidraughts.js"));
await wasm.default({ module_or_path: readFileSync(join(DIST, "pkg", "omnidraughts_bg.wasm")) });

const VARIANT = process.argv[2] ?? "english";
const LOSER = "north";
const BEAM = 1000;

function stateOf(fen) {
  const g = new wasm.Game(VARIANT, fen);
  const s = g.state();
  g.free();
  return s;
}

function after(fen, path) {
  const g = new wasm.Game(VARIANT, fen);
  g.play(path);
  const s = g.state();
  g.free();
  return s;
}

function findMultiJump(maxPlies = 8) {
  let frontier = [{ s: stateOf(undefined), line: [] }];
  for (let d = 0; d <= maxPlies; d++) {
    const next = [];
    const seen = new Set();
    for (const n of frontier) {
      const { moves } = n.s;
      if (moves.length === 1 && moves[0].path.length >= 3) return { line: n.line, jump: moves[0] };
      for (const m of moves) {
        const c = after(n.s.fen, m.path);
        if (!seen.has(c.fen)) {
          seen.add(c.fen);
          next.push({ s: c, line: [...n.line, m.text] });
        }
      }
    }
    frontier = next.slice(0, 20000);
  }
  return null;
}

function findShortWin(maxPlies = 80) {
  // deterministic tie-breaking so the line is reproducible
  let seed = 12345;
  const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const score = (s) => {
    let mine = 0;
    let other = 0;
    for (const q of s.squares) if (q.piece) q.piece.color === LOSER ? mine++ : other++;
    return mine * 10 + (s.turn === LOSER ? s.moves.length : 0) - other * 0.5 + rnd() * 0.5;
  };
  let beam = [{ s: stateOf(undefined), line: [] }];
  for (let d = 0; d < maxPlies; d++) {
    const next = [];
    const seen = new Set();
    for (const n of beam) {
      for (const m of n.s.moves) {
        const c = after(n.s.fen, m.path);
        if (seen.has(c.fen)) continue;
        seen.add(c.fen);
        const line = [...n.line, m.text];
        if (c.result) {
          if (c.result.winner !== null && c.result.winner !== LOSER) return { line, message: c.message.english };
          continue;
        }
        next.push({ s: c, line, score: score(c) });
      }
    }
    next.sort((a, b) => a.score - b.score);
    beam = next.slice(0, BEAM);
  }
  return null;
}

console.log("multi-jump:", JSON.stringify(findMultiJump()));
console.log("short win:", JSON.stringify(findShortWin()));
