// A self-play match between two builds of the engine's CLI (say, this one and the one before a
// change to the search): in one game, from openings of a few seeded random plies, each opening
// played twice with colours swapped, each side thinking `bestmove --movetime MS`. Games are
// played to the end under the game's rules (the engine's own result), or called a draw after
// 300 plies (its last position printed). Prints every game and the score of A, with a 95%
// margin. `ms` written as `n200000` gives each side that many nodes a move instead (`--nodes`):
// a match of search changes that does not depend on the machine's load.
//
//   node scripts/match-cli.mjs BIN_A BIN_B [variant=international] [games=40] [ms=100] [seed=1] [plies=4]
//
// OPENINGS=FILE plays the openings of FILE instead of random ones, spread evenly over it (the
// i-th of the match's games/2 pairs takes line floor(i * lines / pairs)), each twice with colours
// swapped: the games' tournament openings, where the random ones often lose a man for one side.
// A line is a position as FEN (after an optional name and a tab; FEN= is then refused) or moves
// from the start (FEN=, or the game's), a ballot's captures written with "-" too:
// crate/tests/data/ballots-3move-english.txt (American), openings-russian.txt,
// openings-italian.txt. PART=K/M plays only the pairs i with i % M == K (numbered as in the whole
// match), to share one match among M processes. FROM=K skips the pairs before the K-th (from 0),
// numbered as in the whole match too: a stopped match goes on where it stopped.
//
// FEN="..." starts every game from that position instead of the game's start (with plies=0, the
// position itself: say, an ending to see whether A wins what B would not; A moves first in the
// first game of each pair). BALANCED=1 draws again any opening that leaves a side a piece
// down or a capture pending (see `level`). MOVES=1 prints each game's moves too (to replay a
// loss). ARGS_A="--contempt 25" (ARGS_B) adds arguments to A's (B's) `bestmove`. MS_A=3000
// (MS_B) gives A (B) its own time a move, or nNODES, in place of ms: a match at time odds.
//
// ADJUDICATE=DIR scores a game that reaches the 300-ply cap as the endgame databases in DIR say
// (`egdb probe`), where they know its last position: a won ending neither side ended in time is
// then a win, not a draw. Without it (the ladder's protocol so far) every such game is a draw.
// MAX_PLIES=N moves the cap (counted from the start or FEN, the opening included).
//
// EGDB_A=DIR (EGDB_B=DIR) gives A's (B's) search the endgame databases in DIR (`--egdb`), as the
// page's computer has them (its worker fetches up to 5 pieces on 8x8, 4 on 10x10): `omnidraughts
// egdb build --variant V --pieces 5 --out DIR`, or the site's `dist/egdb/V-*.egdb.gz` unzipped there.
//
// ENGINE_A=1 keeps A's binary running as `omnidraughts engine` (one line a move), its search
// table kept between its moves as the page's worker keeps it (and `new` between games, where
// the worker starts a new game's table); B, an older build without `engine`, is run once a move,
// unless ENGINE_B=1 (a build with `engine` too). At a fixed number of nodes a move the kept
// table is an advantage of its own: screen a change between two builds with both or neither.
//
// Build the old binary from an earlier commit, e.g.:
//   git worktree add /tmp/old HEAD~1 && cargo build --release --manifest-path /tmp/old/Cargo.toml
import { execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";

const [binA, binB, variant = "international", games = "40", ms = "100", seed = "1", openPlies = "4"] = process.argv.slice(2);
if (!binA || !binB) {
  console.error("usage: node scripts/match-cli.mjs BIN_A BIN_B [variant] [games] [ms] [seed] [plies]");
  process.exit(2);
}
const MAX_PLIES = process.env.MAX_PLIES === undefined ? 300 : Number(process.env.MAX_PLIES);
if (!Number.isInteger(MAX_PLIES) || MAX_PLIES < 1) {
  console.error(`MAX_PLIES=${process.env.MAX_PLIES}: a number of plies, 1 or more`);
  process.exit(2);
}
/** A side: its binary and the arguments its `bestmove` adds (`--egdb DIR`, ARGS_A). */
const side = (bin, egdb, args, own) => ({
  bin,
  extra: [...(egdb ? ["--egdb", egdb] : []), ...(args ? args.split(" ") : [])],
  ms: own === undefined ? ms : own,
});
/** `--fen FEN` before the moves, when the games start from FEN (an opening's, or FEN=). */
const from = (fen) => (fen ? ["--fen", fen] : []);
const A = side(binA, process.env.EGDB_A, process.env.ARGS_A, process.env.MS_A);
const B = side(binB, process.env.EGDB_B, process.env.ARGS_B, process.env.MS_B);
for (const [name, s] of [["MS_A", A], ["MS_B", B]]) {
  if (!/^n?[1-9][0-9]*$/.test(s.ms)) {
    console.error(`${process.env[name] === undefined ? "ms" : name}=${s.ms}: milliseconds a move, or nNODES`);
    process.exit(2);
  }
}
if (process.env.ENGINE_A) A.engine = engine(binA);
if (process.env.ENGINE_B) B.engine = engine(binB);

/**
 * `bin engine` kept running: `ask(args)` sends a command's arguments as a line and resolves to
 * { out, err } as `run` gives them (its lines up to `ok`, or the message after `error`).
 */
function engine(bin) {
  const child = spawn(bin, ["engine"], { stdio: ["pipe", "pipe", "inherit"] });
  child.on("exit", (code) => {
    if (code !== 0) {
      console.error(`${bin} engine: exited with ${code}`);
      process.exit(1);
    }
  });
  const waiting = [];
  let lines = [];
  createInterface({ input: child.stdout }).on("line", (l) => {
    if (l !== "ok" && !l.startsWith("error ")) return void lines.push(l);
    waiting.shift()({ out: lines.join("\n"), err: l === "ok" ? null : l.slice("error ".length) });
    lines = [];
  });
  return {
    ask: (args) =>
      new Promise((answer) => {
        if (args.some((a) => /\s/.test(a))) throw new Error(`an argument with a space cannot go on a line: ${args}`);
        waiting.push(answer);
        child.stdin.write(`${args.join(" ")}\n`);
      }),
    close: () => child.stdin.end("quit\n"),
  };
}
let state = Number(seed) >>> 0 || 1;
const rand = (n) => {
  state = (Math.imul(state, 1103515245) + 12345) >>> 0;
  return (state >>> 8) % n;
};
const run = (bin, args) => {
  try {
    return { out: execFileSync(bin, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }), err: null };
  } catch (e) {
    return { out: "", err: String(e.stderr || e.message).trim() };
  }
};
/** The position after `moves` from `start` (FEN, or the game's start), as FEN. */
const fenAfter = (moves, start = process.env.FEN) => run(binA, ["play", "--variant", variant, ...from(start), ...moves]).out.trim();
/** The legal moves of `fen`, as the CLI lists them (with `json`, as objects: path, captures). */
const legal = (fen, json = false) => {
  const out = run(binA, ["moves", "--variant", variant, "--fen", fen, ...(json ? ["--json"] : [])]).out;
  const lines = out.trim().split("\n").filter(Boolean);
  return json ? lines.map((l) => JSON.parse(l)) : lines;
};
const legalAfter = (moves) => legal(fenAfter(moves));

/**
 * Whether the position `fen` after an opening, whose legal moves are `after` (`legal(fen,
 * true)`), is level on the board: both sides with as many pieces, and the side to move with no
 * capture to make (BALANCED=1). Random plies often give a man away or leave an exchange to
 * finish (docs/results.md, "Openings"), and an opening lost on the board is won by
 * whichever engine gets the winning side: a pair that measures little, and a ceiling on the
 * score.
 */
function level(fen, after) {
  // (the fields after the side to move: "W..." and "B...", each a list of squares)
  const fields = fen.split(":").slice(1);
  const pieces = (side) => fields.find((f) => f.startsWith(side)).slice(1).split(",").filter(Boolean).length;
  return pieces("W") === pieces("B") && !after.some((m) => m.captures.length > 0);
}

function opening() {
  for (let tries = 0; ; tries++) {
    // (a start given as FEN may have none: an ending a piece up, or one soon over)
    if (tries === 1000) throw new Error(`no opening${process.env.BALANCED ? " level on the board" : " with a move after it"} in 1000 tries`);
    const moves = [];
    for (let i = 0; i < Number(openPlies); i++) {
      const choices = legalAfter(moves);
      if (choices.length === 0) break;
      moves.push(choices[rand(choices.length)]);
    }
    // the position after it, replayed once for both checks
    const fen = fenAfter(moves);
    const after = legal(fen, true);
    if (after.length > 0 && (!process.env.BALANCED || level(fen, after))) return { name: moves.join(" "), start: process.env.FEN, moves };
  }
}

/** The lines of OPENINGS=FILE (its comments and blank lines left out). */
function openingLines(file) {
  const lines = readFileSync(file, "utf8").split("\n").map((l) => l.trim()).filter((l) => l && !l.startsWith("#"));
  if (lines.length === 0) throw new Error(`${file}: no openings`);
  return lines;
}

/** An opening of OPENINGS=FILE as { name, start (FEN), moves }, checked playable. */
function listedOpening(file, line) {
  const [name, text] = line.includes("\t") ? line.split("\t") : [line, line];
  // a position starts with its side to move ("W:" or "B:"); moves may hold ":" too (Russian
  // captures, d6:b4)
  if (/^[WB]:/.test(text)) {
    if (process.env.FEN) throw new Error(`${file}: ${name} is a position of its own, and FEN= gives another: drop one`);
    if (legal(text).length === 0) throw new Error(`${file}: no legal move after ${line}`);
    return { name, start: text, moves: [] };
  }
  // moves from the start, matched to the legal ones by their first and last squares
  const ends = (m) => {
    const sq = m.split(/[-x:]/);
    return `${Number(sq[0]) || sq[0]}-${Number(sq.at(-1)) || sq.at(-1)}`;
  };
  const moves = [];
  for (const t of text.split(/\s+/)) {
    const mv = legalAfter(moves).find((m) => ends(m) === ends(t));
    if (!mv) throw new Error(`${file}: ${t} is not legal after ${moves.join(" ") || "the start"} (${line})`);
    moves.push(mv);
  }
  // (from the start the random openings use too: FEN=, or the game's)
  return { name, start: process.env.FEN, moves };
}

/** Plays one game; `first` moves first after the opening. Returns "first", "second" or "draw". */
async function game(opening, first, second) {
  for (const e of [first, second]) if (e.engine) await e.engine.ask(["new"]);
  const moves = [...opening.moves];
  const engines = [first, second];
  /** Who moves at ply `k` after the opening. */
  const mover = (k) => (k % 2 === 0 ? "first" : "second");
  let k = 0;
  for (; moves.length < MAX_PLIES; k++) {
    const { bin, extra, engine, ms: own } = engines[k % 2];
    const limit = own.startsWith("n") ? ["--nodes", own.slice(1)] : ["--movetime", own];
    const args = ["bestmove", "--variant", variant, ...extra, ...limit, ...from(opening.start), ...moves];
    const r = engine ? await engine.ask(args) : run(bin, args);
    if (r.err !== null) {
      const m = /the game is over: (.*)$/.exec(r.err);
      if (m === null) throw new Error(`${bin}: ${r.err}`);
      // a game ends just after a move: a win is the last mover's (the side to move cannot move,
      // or the mover bore off its last piece)
      if (/draw/i.test(m[1])) return { result: "draw", why: m[1], moves };
      return { result: mover(k - 1), why: m[1], moves };
    }
    moves.push(r.out.trim().split("\n").at(-1));
  }
  // called a draw: where it stood (say, a won ending neither side could end), or, with
  // ADJUDICATE, what the databases say of it for the side to move (`mover(k)`)
  const fen = fenAfter(moves, opening.start);
  if (process.env.ADJUDICATE) {
    const r = run(binA, ["egdb", "probe", "--variant", variant, "--egdb", process.env.ADJUDICATE, "--fen", fen]);
    if (r.err !== null) throw new Error(`egdb probe: ${r.err}`);
    const said = r.out.trim().split(" ")[0]; // ("win (a capture ... in 7 plies ...)")
    const result = { win: mover(k), loss: mover(k + 1), draw: "draw" }[said];
    if (result) return { result, why: `${MAX_PLIES} plies, adjudicated by the databases (${said} for the side to move), ${fen}`, moves };
  }
  return { result: "draw", why: `${MAX_PLIES} plies, ${fen}`, moves };
}

let a = 0;
/** The game's number in the whole match. */
let n = 0;
const points = [];
const listed = process.env.OPENINGS ? openingLines(process.env.OPENINGS) : null;
const part = (process.env.PART || "0/1").split("/").map(Number);
if (!(part.length === 2 && part.every(Number.isInteger) && part[1] >= 1 && part[0] >= 0 && part[0] < part[1])) {
  console.error(`PART=${process.env.PART}: K/M, 0 <= K < M`);
  process.exit(2);
}
const firstPair = Number(process.env.FROM || 0);
if (!Number.isInteger(firstPair) || firstPair < 0) {
  console.error(`FROM=${process.env.FROM}: a pair's number, 0 or more`);
  process.exit(2);
}
for (let i = 0; i < Number(games) / 2; i++) {
  // (random openings are drawn for every pair, so that a part plays the whole match's openings)
  const line = listed ? listed[Math.floor((i * listed.length) / (Number(games) / 2))] : null;
  const drawn = listed ? null : opening();
  if (i % part[1] !== part[0] || i < firstPair) {
    n += 2;
    continue;
  }
  const open = drawn ?? listedOpening(process.env.OPENINGS, line);
  for (const aFirst of [true, false]) {
    const g = await game(open, aFirst ? A : B, aFirst ? B : A);
    const p = g.result === "draw" ? 0.5 : (g.result === "first") === aFirst ? 1 : 0;
    a += p;
    n++;
    points.push(p);
    console.log(`game ${n}: ${open.name} | A ${aFirst ? "first" : "second"}: ${p === 1 ? "A wins" : p === 0 ? "B wins" : "draw"} (${g.why}, ${g.moves.length} plies)`);
    if (process.env.MOVES) console.log(`  moves: ${g.moves.join(" ")}`);
  }
}
A.engine?.close();
B.engine?.close();
const played = points.length;
if (played === 0) {
  // (a PART or FROM that leaves this process no pair)
  console.log(`${variant}: no games played (PART=${process.env.PART || "0/1"}, FROM=${firstPair})`);
  process.exit(0);
}
const mean = a / played;
const sd = Math.sqrt(points.reduce((s, p) => s + (p - mean) ** 2, 0) / Math.max(1, played - 1));
const per = (m) => (m.startsWith("n") ? `${m.slice(1)} nodes` : `${m} ms`);
const limits = A.ms === B.ms ? per(A.ms) : `A ${per(A.ms)}, B ${per(B.ms)}`;
console.log(`${variant}, ${limits} a move: A scores ${a}/${played} = ${(100 * mean).toFixed(1)}% ± ${((196 * sd) / Math.sqrt(played)).toFixed(1)}`);
