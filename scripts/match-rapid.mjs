// A match in American checkers: our engine (the wasm package the page uses, in Node) against
// rapid-draughts' alpha-beta player (npm rapid-draughts 1.0.6), from three-move ballots, each
// ballot played twice with colours swapped. Prints every game and the score.
//
//   node scripts/match-rapid.mjs [games=40] [our-ms=100] [their-depth=7]
//
// Needs the built package (npm run build). Ballots: crate/tests/data/ballots-3move-english.txt,
// taken evenly spread over the list. Games are played to the end under the rules of American
// checkers (WCDF: threefold repetition, 40 moves each without a capture or a man move), as
// our engine applies them, or called a draw after 300 plies. rapid-draughts has a shorter draw
// rule of its own (40 plies with no capture and no king moved); where it would have stopped
// a game the log says so, and the score under that rule is printed too.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const games = Number(process.argv[2] ?? 40);
const ourMs = Number(process.argv[3] ?? 100);
const theirDepth = Number(process.argv[4] ?? 7);
if (!(games >= 2 && games % 2 === 0)) throw new Error("the number of games must be even (two per ballot)");

const root = fileURLToPath(new URL("../", import.meta.url));
const pkg = root + "www/pkg/";
// the worker's module: the computer's search and perft (the page's module has neither)
const wasm = await import(pkg + "omnidraughts_worker.js");
wasm.initSync({ module: readFileSync(pkg + "omnidraughts_worker_bg.wasm") });
const { EnglishDraughts, EnglishDraughtsComputerFactory } = await import("rapid-draughts/english");
const { DraughtsStatus, DraughtsPlayer } = await import("rapid-draughts");

const ballots = readFileSync(root + "crate/tests/data/ballots-3move-english.txt", "utf8")
  .split("\n")
  .filter((l) => l.trim() && !l.startsWith("#"))
  .map((l) => l.trim().split(/\s+/));
const picked = [];
for (let i = 0; i < games / 2; i++) picked.push(ballots[Math.floor((i * ballots.length) / (games / 2))]);

const them = EnglishDraughtsComputerFactory.alphaBeta({ maxDepth: theirDepth });

// rapid-draughts numbers the dark squares 0-31 in the order of PDN's 1-32 (checked below).
const toPdn = (p) => String(p + 1);
const sameSet = (a, b) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Their legal move equal to ours (same origin, destination and captured squares). */
function theirMove(d, ours) {
  const from = ours.path[0];
  const to = ours.path[ours.path.length - 1];
  const found = d.moves.filter(
    (m) => toPdn(m.origin) === from && toPdn(m.destination) === to && sameSet(m.captures.map(toPdn), ours.captures),
  );
  if (found.length !== 1) throw new Error(`rapid-draughts has ${found.length} moves for ${ours.text}`);
  return found[0];
}

/** Our legal move equal to theirs. */
function ourMove(state, m) {
  const from = toPdn(m.origin);
  const to = toPdn(m.destination);
  const caps = m.captures.map(toPdn);
  const found = state.moves.filter(
    (x) => x.path[0] === from && x.path[x.path.length - 1] === to && sameSet(x.captures, caps),
  );
  if (found.length !== 1) throw new Error(`we have ${found.length} moves for rapid-draughts' ${from}-${to}`);
  return found[0];
}

async function play(ballot, weAre) {
  const g = new wasm.Game("english");
  const d = EnglishDraughts.setup();
  for (const text of ballot) {
    // Ballots write captures with "-" too ("13-22"): take the move by its two ends.
    const [from, to] = text.split(/[-x]/);
    const mv = g.state().moves.find((m) => m.path[0] === from && m.path[m.path.length - 1] === to);
    if (!mv) throw new Error(`ballot move ${text} is not legal`);
    d.move(theirMove(d, mv));
    g.play(mv.path);
  }
  let plies = 0;
  let theirDraw = null;
  for (;;) {
    const s = g.state();
    if (s.result) return { winner: s.result.winner, reason: s.result.reason.english, plies, theirDraw };
    if (d.status === DraughtsStatus.DRAW) theirDraw ??= plies;
    else if (d.status !== DraughtsStatus.PLAYING) throw new Error(`rapid-draughts ends the game (${d.status}), we do not`);
    if (plies >= 300) return { winner: null, reason: "300 plies", plies, theirDraw };
    // Their DARK is Black, who moves first: our north.
    const theirSide = d.player === DraughtsPlayer.DARK ? "north" : "south";
    if (theirSide !== s.turn) throw new Error("the two engines disagree on the side to move");
    if (s.turn === weAre) {
      const t = g.think({ movetime: ourMs });
      d.move(theirMove(d, t.best));
      g.play(t.best.path);
    } else {
      const m = await them(d);
      const ours = ourMove(s, m);
      g.play(ours.path);
      d.move(m);
    }
    plies++;
  }
}

// The numbering check: from the start both must offer the same seven moves.
{
  const s = new wasm.Game("english").state();
  const d = EnglishDraughts.setup();
  const a = s.moves.map((m) => m.text).sort();
  const b = d.moves.map((m) => `${toPdn(m.origin)}-${toPdn(m.destination)}`).sort();
  if (a.join() !== b.join()) throw new Error(`square numbering differs: ${a} / ${b}`);
}

let score = 0;
let theirScore = 0;
let [wins, draws, losses] = [0, 0, 0];
const started = performance.now();
for (const [i, ballot] of picked.entries()) {
  for (const weAre of ["north", "south"]) {
    const r = await play(ballot, weAre);
    const result = r.winner === null ? "draw" : r.winner === weAre ? "win" : "loss";
    if (result === "win") (wins++, (score += 1));
    else if (result === "draw") (draws++, (score += 0.5));
    else losses++;
    theirScore += r.theirDraw !== null ? 0.5 : { win: 1, draw: 0.5, loss: 0 }[result];
    const colour = weAre === "north" ? "Black" : "White";
    const note = r.theirDraw !== null ? `; rapid-draughts' own rule: draw at ply ${r.theirDraw}` : "";
    console.log(
      `game ${String(2 * i + (weAre === "north" ? 1 : 2)).padStart(2)}  ballot ${ballot.join(" ").padEnd(16)} ` +
        `omnidraughts as ${colour}: ${result.padEnd(4)} (${r.reason}, ${r.plies} plies${note})`,
    );
  }
}
const n = wins + draws + losses;
console.log(
  `\nomnidraughts (${ourMs} ms a move) vs rapid-draughts alpha-beta (depth ${theirDepth}): ` +
    `+${wins} =${draws} -${losses}, score ${score}/${n} = ${((100 * score) / n).toFixed(1)}% ` +
    `in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
console.log(
  `under rapid-draughts' own draw rule: ${theirScore}/${n} = ${((100 * theirScore) / n).toFixed(1)}%`,
);
