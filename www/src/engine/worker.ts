// The computer's Web Worker (a module worker, started by computer.ts when the
// computer is first needed). It loads the engine's worker wasm (the page's
// rules with the search, analysis, review and endgame probe), rebuilds the
// game it is asked about from its start position and the moves played (so that the engine
// knows the history: repetitions, move counts) and answers `think` requests,
// each with the request's id; `analyse` and `review` requests run in steps
// (a depth, a move), each posted, yielding to the event loop between them so
// that a `stop` or a new request ends them at once. Every request gets an
// answer, an error included: nothing is thrown out of this file.

import type { Analysis, FromWorker, PlyReview, Position, Thought, ThinkOptions, ToWorker } from "./computer.js";
import { loadWorkerEngine, type RawSearchGame, type RawWorkerModule } from "./loader.js";

/** The parts of the worker's global scope used here (the DOM library types `self` as a window). */
interface Scope {
  postMessage(message: FromWorker): void;
  addEventListener(type: "message", listener: (e: MessageEvent<ToWorker>) => void): void;
  addEventListener(type: "unhandledrejection", listener: (e: PromiseRejectionEvent) => void): void;
}

const scope = globalThis as unknown as Scope;

function messageOf(e: unknown): string {
  if (e instanceof Error) return e.message;
  if (typeof e === "string") return e;
  return "the computer failed";
}

/** The engine, loaded once, by the first message (a `load`, or a request). */
let engine: Promise<RawWorkerModule> | null = null;

function load(): Promise<RawWorkerModule> {
  if (engine === null) {
    const loading = loadWorkerEngine();
    loading.catch(() => {
      if (engine === loading) engine = null; // the next request tries again
    });
    engine = loading;
  }
  return engine;
}

/** The game searched last, kept so that the next request only plays (or takes back) the new moves. */
let cached: { variant: string; fen: string | null; moves: string[]; game: RawSearchGame } | null = null;

function gameAt(mod: RawWorkerModule, pos: Position): RawSearchGame {
  const c = cached;
  if (c !== null && c.variant === pos.variant && c.fen === pos.fen) {
    let common = 0;
    while (common < c.moves.length && common < pos.moves.length && c.moves[common] === pos.moves[common]) common++;
    // cheaper than a rebuild: a few moves taken back (undo) and then the new ones played
    if (c.moves.length - common <= 8) {
      try {
        while (c.moves.length > common) {
          if (!c.game.undo()) throw new Error("undo failed");
          c.moves.pop();
        }
        for (const m of pos.moves.slice(common)) {
          c.game.playText(m);
          c.moves.push(m);
        }
        return c.game;
      } catch {
        // fall through to a rebuild
      }
    }
  }
  if (c !== null) {
    cached = null;
    c.game.free();
  }
  const game = pos.fen === null ? new mod.Game(pos.variant) : new mod.Game(pos.variant, pos.fen);
  try {
    for (const m of pos.moves) game.playText(m);
  } catch (e) {
    game.free();
    throw e;
  }
  cached = { variant: pos.variant, fen: pos.fen, moves: [...pos.moves], game };
  return game;
}

/**
 * The endgame databases of each game searched, fetched in the background when the game is
 * first searched: `egdb/index.json` (written by scripts/build.sh) names each game's files,
 * fewest pieces first, each gzipped, and each is inflated and handed to the engine as it
 * arrives, and the page told (a `databases` message). The search works without them until
 * then; a file missing or refused is left out, and so is what follows.
 */
const databases = new Set<string>();

function fetchDatabases(mod: RawWorkerModule, variant: string): void {
  if (databases.has(variant)) return;
  databases.add(variant);
  const at = (file: string): URL => new URL(`../../egdb/${file}`, import.meta.url);
  (async () => {
    const res = await fetch(at("index.json"));
    if (!res.ok) return;
    const index: unknown = await res.json();
    const files = typeof index === "object" && index !== null ? (index as Record<string, unknown>)[variant] : undefined;
    if (!Array.isArray(files)) return;
    for (const file of files) {
      if (typeof file !== "string" || !/^[a-z]+-[0-9]+\.egdb\.gz$/.test(file)) return;
      const r = await fetch(at(file));
      if (!r.ok || r.body === null) return;
      // gzipped whole; the engine reads the plain file
      const plain = await new Response(r.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
      mod.loadEndgameDatabase(new Uint8Array(plain));
      // the page may ask again about a position the search judged without it
      scope.postMessage({ kind: "databases", variant, pieces: Number(/-([0-9]+)\./.exec(file)![1]) });
    }
  })().catch(() => undefined);
}

/**
 * The learned evaluation's weights of each game searched that has them and lacks them (the
 * worker's wasm is built without them): `weights/VARIANT.bin.gz`, written by scripts/build.sh,
 * fetched when the game is first searched, inflated and handed to the engine. A request waits
 * for them (a few kilobytes, usually from the service worker's cache) at most `WEIGHTS_WAIT`
 * ms; without them, a file missing or refused, the game plays with its hand-set evaluation.
 */
const weights = new Map<string, Promise<void>>();
const weighed = new Set<string>();
const WEIGHTS_WAIT = 5000;

async function fetchWeights(mod: RawWorkerModule, variant: string): Promise<void> {
  if (weighed.has(variant)) return;
  let pending = weights.get(variant);
  if (pending === undefined) {
    pending = (async () => {
      if (!mod.wantsWeights(variant)) return;
      const r = await fetch(new URL(`../../weights/${variant}.bin.gz`, import.meta.url));
      if (!r.ok || r.body === null) return;
      const plain = await new Response(r.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
      mod.loadWeights(variant, new Uint8Array(plain));
    })()
      .catch(() => undefined)
      .finally(() => weighed.add(variant));
    weights.set(variant, pending);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = new Promise<void>((resolve) => (timer = setTimeout(resolve, WEIGHTS_WAIT)));
  await Promise.race([pending, wait]);
  clearTimeout(timer);
}

/**
 * The request whose steps may run: an analysis or review goes on while it is the last
 * request (any message but `init` replaces it; `stop` with none).
 */
let active = 0;

/** Lets the messages waiting be handled (a `stop`, a new request); false once this request is no longer the last. */
async function still(id: number): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return active === id;
}

/** The deepest iteration an analysis goes to (the engine's own bound). */
const DEEPEST = 64;

/**
 * Depth 1, 2, 3... of the position, each posted as it completes: up to the options' depth,
 * within their movetime in all (each step gets what is left), or until a line is a win or
 * loss for every move, the search stops short of a depth, or the request is replaced.
 */
async function analyse(game: RawSearchGame, msg: ToWorker & { kind: "analyse" }): Promise<void> {
  const { depth, movetime, ...rest } = msg.options;
  const deepest = Math.min(depth ?? DEEPEST, DEEPEST);
  const started = performance.now();
  for (let d = 1; d <= deepest; d++) {
    const left = movetime === undefined ? undefined : movetime - (performance.now() - started);
    const options = { ...rest, depth: d, ...(left === undefined ? {} : { movetime: Math.max(left, 1) }) };
    // the page checks its shape
    const analysis = game.analyse(options) as Analysis;
    const decided = analysis.lines.every((l) => l.winIn !== null);
    const short = analysis.depth < d || (left !== undefined && performance.now() - started >= movetime!);
    const done = d === deepest || decided || short;
    scope.postMessage({ kind: "analysis", id: msg.id, analysis, done });
    if (done || !(await still(msg.id))) return;
  }
}

/** Every move of the game, one post per move, until the last or the request is replaced. */
async function review(game: RawSearchGame, msg: ToWorker & { kind: "review" }): Promise<void> {
  const n = msg.position.moves.length;
  for (let ply = 1; ply <= n; ply++) {
    const r = game.review(ply, msg.options) as PlyReview;
    scope.postMessage({ kind: "reviewed", id: msg.id, review: r, done: ply === n });
    if (ply < n && !(await still(msg.id))) return;
  }
}

/**
 * A think request's options with the time it waited in the queue (behind an endgame database
 * being read, the weights being fetched) taken off the computer's clock: the engine's time
 * manager plans from the clock it is given, and the page's clock ran all the while.
 */
function onTheClock(msg: ToWorker & { kind: "think" }): ThinkOptions {
  const { time } = msg.options;
  if (time === undefined) return msg.options;
  const waited = Math.max(0, Date.now() - msg.sent);
  return { ...msg.options, time: Math.max(0, time - waited) };
}

async function handle(msg: ToWorker): Promise<void> {
  if (msg.kind === "stop") {
    active = 0;
    return;
  }
  if (msg.kind === "load") {
    // a failure is reported with the first request
    load().catch(() => undefined);
    return;
  }
  const id = msg.id;
  active = id;
  try {
    const mod = await load();
    if (active !== id) return;
    fetchDatabases(mod, msg.position.variant);
    await fetchWeights(mod, msg.position.variant);
    if (active !== id) return;
    const game = gameAt(mod, msg.position);
    if (msg.kind === "analyse") {
      await analyse(game, msg);
    } else if (msg.kind === "review") {
      if (msg.position.moves.length === 0) throw new Error("the game has no move to review");
      await review(game, msg);
    } else {
      // the page checks its shape
      const thought = game.think(onTheClock(msg)) as Thought;
      scope.postMessage({ kind: "thought", id, thought });
    }
  } catch (e) {
    // the game may be half-built: start afresh next time
    const c = cached;
    cached = null;
    try {
      c?.game.free();
    } catch {
      // nothing more to do
    }
    scope.postMessage({ kind: "error", id, message: messageOf(e) });
  }
}

scope.addEventListener("message", (e) => {
  const msg = e.data;
  handle(msg).catch((err: unknown) => {
    if (msg.kind !== "stop" && msg.kind !== "load") scope.postMessage({ kind: "error", id: msg.id, message: messageOf(err) });
  });
});
scope.addEventListener("unhandledrejection", (e) => e.preventDefault());
