// A match between any two engines, refereed by our own game layer (the page's wasm in Node):
// every move either side plays is checked against our legal moves, every game ends by our
// rules (or, at the ply cap, as a draw unless both engines' last scores agree on a winner),
// and is saved as PDN. Each opening is played twice, colours swapped. Prints a line a game,
// then the score of A with a 95% margin and each side's mean time, depth and nodes a move.
//
//   node scripts/match-engines.mjs A B [--variant international] [--games 2] [--movetime 200]
//        [--openings FILE] [--pdn FILE] [--max-plies 300]
//
// An engine is written KIND:COMMAND (the command split at spaces):
//   hub:omnidraughts hub          the Hub protocol, version 2 (ours, Scan 3.1)
//   hub1:./scan hub               Scan 2.0's Hub-1 (run in its own directory: hub1@DIR:./scan hub)
//   cake:./cakedrv time=0.3 english   the Cake driver's JSON lines (../shared/anchors/README.md)
// `hub:` with another variant than International sets our `variant` parameter. OPENINGS: a
// line is moves from the start (PDN text, move numbers allowed) or a FEN after a tab;
// without it, the start position. After `npm run build` (the referee is www/pkg's wasm).
import { spawn } from "node:child_process";
import { readFileSync, appendFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const wasm = await import(`${ROOT}www/pkg/omnidraughts.js`);
wasm.initSync({ module: readFileSync(`${ROOT}www/pkg/omnidraughts_bg.wasm`) });

function usage(why) {
  console.error(`match-engines: ${why}\nusage: node scripts/match-engines.mjs A B [--variant V] [--games N] [--movetime MS] [--openings FILE] [--pdn FILE] [--max-plies N]`);
  process.exit(2);
}

const args = process.argv.slice(2);
const opts = { variant: "international", games: 2, movetime: 200, openings: null, pdn: null, maxPlies: 300 };
const specs = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  const value = () => args[++i] ?? usage(`${a} without its value`);
  if (a === "--variant") opts.variant = value();
  else if (a === "--games") opts.games = Number(value());
  else if (a === "--movetime") opts.movetime = Number(value());
  else if (a === "--openings") opts.openings = value();
  else if (a === "--pdn") opts.pdn = value();
  else if (a === "--max-plies") opts.maxPlies = Number(value());
  else if (a.startsWith("--")) usage(`unknown option ${a}`);
  else specs.push(a);
}
if (specs.length !== 2) usage("give two engines");
if (!Number.isInteger(opts.games) || opts.games < 1) usage("--games must be a whole number");
if (!(opts.movetime > 0)) usage("--movetime must be a number of milliseconds");
try {
  new wasm.Game(opts.variant).free();
} catch (e) {
  usage(e.message);
}

/** A child process spoken to a line at a time. */
class Proc {
  constructor(command, cwd) {
    const [cmd, ...rest] = command.split(/\s+/).filter((w) => w !== "");
    this.child = spawn(cmd, rest, { cwd, stdio: ["pipe", "pipe", "inherit"] });
    this.queue = [];
    this.waiting = null;
    this.closed = false;
    createInterface({ input: this.child.stdout }).on("line", (l) => {
      if (this.waiting !== null) {
        const w = this.waiting;
        this.waiting = null;
        w(l);
      } else this.queue.push(l);
    });
    this.child.on("exit", () => {
      this.closed = true;
      if (this.waiting !== null) this.waiting(null);
    });
  }
  send(line) {
    this.child.stdin.write(`${line}\n`);
  }
  /** The next line, or null once the engine has ended. */
  next(timeoutMs = 120_000) {
    if (this.queue.length > 0) return Promise.resolve(this.queue.shift());
    if (this.closed) return Promise.resolve(null);
    return new Promise((ok, fail) => {
      const t = setTimeout(() => fail(new Error("no answer in time")), timeoutMs);
      this.waiting = (l) => {
        clearTimeout(t);
        ok(l);
      };
    });
  }
  async until(test) {
    for (;;) {
      const l = await this.next();
      if (l === null) throw new Error("the engine ended");
      if (test(l)) return l;
    }
  }
  quit(line = "quit") {
    try {
      this.send(line);
    } catch {}
    setTimeout(() => this.child.kill(), 2000).unref();
  }
}

/** A position in the Hub format (W/B, then each square: w b W B e) from our game state. */
function hubPos(state) {
  const squares = [...state.squares].sort((a, b) => Number(a.name) - Number(b.name));
  const c = (p) => (p === null ? "e" : (p.color === "south" ? "w" : "b")[p.kind === "king" ? "toUpperCase" : "toLowerCase"]());
  return (state.turn === "south" ? "W" : "B") + squares.map((s) => c(s.piece)).join("");
}

/** A move in the Hub notation: quiet `32-28`, a capture start x end x every piece taken. */
const hubMove = (m) => (m.captures.length === 0 ? `${m.path[0]}-${m.path.at(-1)}` : [m.path[0], m.path.at(-1), ...m.captures].join("x"));

/** Our legal move that a Hub move names (start, end, pieces taken in any order). */
function fromHub(state, text) {
  const parts = text.split(/[-x]/);
  const taken = parts.slice(2).sort().join(",");
  return state.moves.find((m) => m.path[0] === parts[0] && m.path.at(-1) === parts[1] && [...m.captures].sort().join(",") === taken) ?? null;
}

const arg = (line, name) => {
  const m = new RegExp(`(?:^| )${name}=("([^"]*)"|\\S+)`).exec(line);
  return m === null ? null : (m[2] ?? m[1]);
};

/** The Hub init phase, both versions: `hub` until `wait`, the parameters, `init` until `ready`. */
async function handshake(p, params = []) {
  p.send("hub");
  await p.until((l) => l === "wait");
  for (const line of params) p.send(line);
  p.send("init");
  await p.until((l) => l === "ready");
}

/** A game's start position as FEN, the game freed at once. */
function initialFen(variant) {
  const g = new wasm.Game(variant);
  try {
    return g.fen();
  } finally {
    g.free();
  }
}

/** An engine behind its protocol: `move(game)` resolves to { move, depth, nodes, ms, score }. */
async function engine(spec, variant) {
  const colon = spec.indexOf(":");
  if (colon < 0) usage(`'${spec}' is not KIND:COMMAND`);
  let kind = spec.slice(0, colon);
  const command = spec.slice(colon + 1);
  let cwd;
  const at = kind.indexOf("@");
  if (at >= 0) {
    cwd = kind.slice(at + 1);
    kind = kind.slice(0, at);
  }
  const p = new Proc(command, cwd);
  const name = `${kind}:${command}`;
  if (kind === "hub") {
    await handshake(p, variant === "international" ? [] : [`set-param name=variant value=${variant}`]);
    const initial = initialFen(variant);
    return {
      name,
      newGame: () => p.send("new-game"),
      async move(g) {
        const s = g.state();
        const start = s.startFen ?? null;
        const played = replayFrom(start, s.history);
        p.send(start === null && variant === "international" ? `pos pos=${hubPos(played.first)} moves="${played.hub.join(" ")}"` : `pos fen="${start ?? initial}" moves="${played.hub.join(" ")}"`);
        p.send(`level move-time=${opts.movetime / 1000}`);
        const t0 = performance.now();
        p.send("go think");
        let info = "";
        const done = await p.until((l) => {
          if (l.startsWith("info ")) info = l;
          if (l.startsWith("error ")) throw new Error(`${name}: ${l}`);
          return l.startsWith("done ");
        });
        return { move: arg(done, "move"), ms: performance.now() - t0, depth: Number(arg(info, "depth") ?? 0), nodes: Number(arg(info, "nodes") ?? 0), score: Number(arg(info, "score") ?? NaN) };
      },
      quit: () => p.quit(),
    };
  }
  if (kind === "hub1") {
    await handshake(p);
    return {
      name,
      newGame: () => p.send("new"),
      async move(g) {
        const s = g.state();
        const played = replayFrom(s.startFen ?? null, s.history);
        // Hub-1 writes the side to move in lower case (Scan 2.0's pos_from_hub)
        const pos = hubPos(played.first);
        p.send(`pos ${pos[0].toLowerCase()}${pos.slice(1)}`);
        for (const m of played.hub) p.send(`move ${m}`);
        p.send(`time ${opts.movetime}`);
        const t0 = performance.now();
        p.send("go");
        let info = "";
        const done = await p.until((l) => {
          if (l.startsWith("info")) info = l;
          if (l.startsWith("error")) throw new Error(`${name}: ${l}`);
          return l.startsWith("move ");
        });
        // Hub-1's info: depth, mean depth, score (centi-men), nodes, seconds, speed, the line
        const f = info.split(/\s+/);
        return { move: done.split(/\s+/)[1], ms: performance.now() - t0, depth: Number(f[1] ?? 0), nodes: Number(f[4] ?? 0), score: Number(f[3] ?? NaN) / 100 };
      },
      quit: () => p.quit(),
    };
  }
  if (kind === "cake") {
    return {
      name,
      newGame: () => {},
      async move(g) {
        const s = g.state();
        p.send(JSON.stringify({ fen: s.fen, start_fen: s.startFen, history: s.history, legal: s.moves.map((m) => ({ path: m.path, captures: m.captures })) }));
        const t0 = performance.now();
        const r = JSON.parse(await p.until(() => true));
        if (r.error !== undefined) throw new Error(`${name}: ${r.error}`);
        const m = s.moves.find((x) => x.path.join(",") === (r.path ?? []).join(",")) ?? s.moves.find((x) => x.path[0] === String(r.from) && x.path.at(-1) === String(r.to) && [...x.captures].sort().join(",") === [...(r.captures ?? [])].map(String).sort().join(","));
        if (m === undefined) throw new Error(`${name}: ${JSON.stringify(r)} is not a legal move`);
        const [depth, nodes] = r.stats ?? [0, 0];
        return { move: hubMove(m), ms: performance.now() - t0, depth, nodes, score: typeof r.score === "number" ? r.score / 100 : NaN };
      },
      quit: () => p.child.stdin.end(),
    };
  }
  usage(`unknown engine kind '${kind}' (hub, hub1, cake)`);
}

/** The game from `start` after `moves` (our text): its first state and the moves in Hub notation. */
function replayFrom(start, moves) {
  const g = start === null ? new wasm.Game(opts.variant) : new wasm.Game(opts.variant, start);
  const first = g.state();
  const hub = [];
  for (const t of moves) {
    const m = g.state().moves.find((x) => x.text === t);
    hub.push(hubMove(m));
    g.playText(t);
  }
  g.free();
  return { first, hub };
}

/** The openings: each a start FEN (or null) and moves. */
function openings() {
  if (opts.openings === null) return [{ fen: null, moves: [] }];
  return readFileSync(opts.openings, "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("#"))
    .map((l) => {
      const tab = l.split("\t");
      if (tab.length > 1 && /^[A-Z]:/.test(tab[1])) return { fen: tab[1], moves: [] };
      return { fen: null, moves: l.split(/\s+/).filter((w) => !/^\d+\.+$/.test(w)) };
    });
}

const [A, B] = [await engine(specs[0], opts.variant), await engine(specs[1], opts.variant)];
const stats = new Map([A, B].map((e) => [e, { moves: 0, ms: 0, depth: 0, nodes: 0 }]));
const lines = openings();
let points = 0;
const scores = [];
for (let i = 0; i < opts.games; i++) {
  const o = lines[Math.floor(i / 2) % lines.length];
  const aFirst = i % 2 === 0;
  const g = o.fen === null ? new wasm.Game(opts.variant) : new wasm.Game(opts.variant, o.fen);
  for (const m of o.moves) g.playText(m);
  A.newGame();
  B.newGame();
  const firstTurn = g.state().turn;
  const side = (e) => ((e === A) === aFirst ? firstTurn : firstTurn === "south" ? "north" : "south");
  const last = new Map();
  let verdict = null;
  while (verdict === null) {
    const s = g.state();
    if (s.result !== null) {
      verdict = { winner: s.result.winner, why: s.result.reason.english };
      break;
    }
    if (s.history.length >= opts.maxPlies) {
      // adjudicated only where both engines' last scores (each its own side's) agree
      const a = last.get(A);
      const b = last.get(B);
      const agree = a !== undefined && b !== undefined && Math.sign(a) === -Math.sign(b) && Math.abs(a) >= 3 && Math.abs(b) >= 3;
      verdict = agree ? { winner: a > 0 ? side(A) : side(B), why: `adjudicated at ${opts.maxPlies} plies, both engines agreeing` } : { winner: null, why: `a draw at the ${opts.maxPlies}-ply cap` };
      break;
    }
    const e = side(A) === s.turn ? A : B;
    const r = await e.move(g);
    const ours = fromHub(s, r.move ?? "");
    if (ours === null) {
      verdict = { winner: side(e) === "south" ? "north" : "south", why: `${e.name} played '${r.move}', not a legal move in ${s.fen}` };
      break;
    }
    g.playText(ours.text);
    const st = stats.get(e);
    st.moves++;
    st.ms += r.ms;
    st.depth += r.depth;
    st.nodes += r.nodes;
    if (!Number.isNaN(r.score)) last.set(e, r.score);
  }
  const score = verdict.winner === null ? 0.5 : verdict.winner === side(A) ? 1 : 0;
  points += score;
  scores.push(score);
  const pdn = g.pdn();
  g.free();
  if (opts.pdn !== null) {
    const white = side(A) === "south" ? A.name : B.name;
    const black = side(A) === "south" ? B.name : A.name;
    appendFileSync(opts.pdn, `[Event "match-engines game ${i + 1}"]\n[White "${white}"]\n[Black "${black}"]\n[Termination "${verdict.why.replace(/"/g, "'")}"]\n${pdn.replace(/^\[(Event|White|Black) .*\n/gm, "")}\n\n`);
  }
  console.log(`game ${i + 1}: A (${side(A)}) ${score === 1 ? "wins" : score === 0 ? "loses" : "draws"}: ${verdict.why}`);
}
const n = scores.length;
const mean = points / n;
const sd = Math.sqrt(scores.reduce((s, x) => s + (x - mean) ** 2, 0) / Math.max(1, n - 1));
console.log(`A ${points}/${n} = ${(100 * mean).toFixed(1)}% ± ${(196 * sd / Math.sqrt(n)).toFixed(1)}`);
for (const e of [A, B]) {
  const st = stats.get(e);
  const k = Math.max(1, st.moves);
  console.log(`${e === A ? "A" : "B"} ${e.name}: ${st.moves} moves, mean ${(st.ms / k).toFixed(0)} ms, depth ${(st.depth / k).toFixed(1)}, ${Math.round(st.nodes / k)} nodes`);
}
A.quit();
B.quit();
