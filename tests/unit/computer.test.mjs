// The computer (www/src/engine/computer.ts) and its worker (www/src/engine/worker.ts), compiled to dist/js,
// with the real engine: the worker runs in a Node worker thread behind a small Web Worker
// shim. An analysis posts depth after depth and a stop ends it without a new worker; a
// review posts one move after another and marks the blunder of a known shot; a think request's
// wait before the worker takes it up comes off the computer's clock. Needs the built site
// (npm run build).
import { after, test } from "node:test";
import assert from "node:assert/strict";
import { Worker as NodeWorker } from "node:worker_threads";
import { engine, js } from "./load.mjs";

const thread = new URL("./worker-thread.mjs", import.meta.url);

/** A Web Worker over a Node worker thread: what computer.ts uses of one. */
class WebWorker {
  #w;
  #listeners = { message: [], error: [], messageerror: [] };
  constructor(url) {
    this.#w = new NodeWorker(thread, { workerData: { url: String(url) } });
    started.push(this);
    this.#w.on("message", (data) => this.#listeners.message.forEach((l) => l({ data })));
    this.#w.on("error", (e) => this.#listeners.error.forEach((l) => l({ message: e.message, preventDefault() {} })));
  }
  addEventListener(type, listener) {
    this.#listeners[type].push(listener);
  }
  postMessage(m) {
    this.#w.postMessage(m);
  }
  terminate() {
    this.#w.terminate();
  }
}
globalThis.Worker = WebWorker;
/** Every worker started: a page's worker lives as long as the page, here until the tests end. */
const started = [];
after(() => started.forEach((w) => w.terminate()));

const { Computer } = await import(js("engine/computer.js"));

/** Whether `moves` can be played one after another from `position`. */
function legal(position, moves) {
  const g = engine.newGame(position.variant, position.fen ?? undefined);
  try {
    for (const m of [...position.moves, ...moves]) g.playText(m);
    return true;
  } catch {
    return false;
  } finally {
    g.free();
  }
}

const start = { variant: "international", fen: null, moves: ["32-28", "19-23", "28x19", "14x23"] };

test("an analysis posts depth 1, 2, 3... each with legal, distinct lines, best first", async () => {
  const c = new Computer();
  const seen = [];
  const job = c.analyse(start, { depth: 6, lines: 3 }, (a) => seen.push(a));
  assert.deepEqual(await job.result, { ok: true, stopped: false });
  assert.deepEqual(
    seen.map((a) => a.depth),
    [1, 2, 3, 4, 5, 6],
  );
  for (const a of seen) {
    assert.equal(a.lines.length, 3);
    assert.equal(new Set(a.lines.map((l) => l.moves[0])).size, 3, "distinct first moves");
    assert.ok(a.lines.every((l, i) => i === 0 || a.lines[i - 1].score >= l.score), "best first");
    for (const l of a.lines) assert.ok(legal(start, l.moves), `${l.moves.join(" ")} is legal`);
  }
  c.cancel();
});

test("a stop ends an analysis at once and keeps the worker; a new request ends one too", async () => {
  const c = new Computer();
  let updates = 0;
  let stopAt = -1;
  const job = c.analyse(start, { lines: 2 }, () => {
    updates++;
    if (updates === 3) {
      stopAt = updates;
      job.stop();
    }
  });
  assert.deepEqual(await job.result, { ok: true, stopped: true });
  assert.equal(stopAt, 3);
  await new Promise((r) => setTimeout(r, 200));
  assert.equal(updates, 3, "nothing reaches the page after the stop");
  assert.equal(c.busy, false);
  // an endless analysis, then a search: the analysis ends, the search answers, one worker
  const endless = c.analyse(start, {}, () => {});
  const thought = c.think(start, { depth: 4 });
  assert.deepEqual(await endless.result, { ok: true, stopped: true });
  const t = await thought.result;
  assert.ok(t.ok, t.message);
  assert.equal(c.started, 1, "no new worker");
  c.cancel();
});

// Edinburgh 1847, game 14 (Wyllie - Anderson), OCA_2.0.pdn: after 12 moves White plays 27-23,
// and Black's shot 22-25 29x22 17x26 31x22 6-10 15x6 1x10x19x26 wins a man.
const shot = {
  variant: "english",
  fen: "W:W14,15,18,19,21,24,27,28,29,30,31:B1,3,5,6,7,8,12,13,16,17,22",
  moves: ["27-23", "22-25"],
};

test("a review posts one move after another and marks the move that allows a shot", async () => {
  const c = new Computer();
  const seen = [];
  const job = c.review(shot, { depth: 10 }, (r) => seen.push(r));
  assert.deepEqual(await job.result, { ok: true, stopped: false });
  assert.deepEqual(
    seen.map((r) => [r.ply, r.move]),
    [
      [1, "27-23"],
      [2, "22-25"],
    ],
  );
  assert.equal(seen[0].class, "blunder");
  assert.notEqual(seen[0].best, "27-23");
  assert.ok(typeof seen[0].score === "number" && seen[0].score < -50, "White's score after the blunder");
  assert.ok(legal({ ...shot, moves: ["27-23"] }, seen[0].line), "the punishing line is legal");
  c.cancel();
});

test("a review can be stopped between moves", async () => {
  const c = new Computer();
  const game = { variant: "english", fen: null, moves: ["11-15", "23-19", "8-11", "22-17", "4-8", "17-14", "10x17", "21x14", "9x18"] };
  const seen = [];
  const job = c.review(game, { depth: 4 }, (r) => {
    seen.push(r.ply);
    if (r.ply === 2) job.stop();
  });
  assert.deepEqual(await job.result, { ok: true, stopped: true });
  await new Promise((r) => setTimeout(r, 200));
  assert.deepEqual(seen, [1, 2]);
  c.cancel();
});

test("the time a request waits before the worker takes it up comes off the computer's clock", async () => {
  const c = new Computer();
  // Stamped a minute ago (as behind an endgame database being read): its 5 s for the move
  // are spent, and the computer moves at once instead of thinking for its level's second.
  const now = Date.now;
  Date.now = () => now() - 60_000;
  let late;
  try {
    late = c.think(start, { level: 5, time: 5000, movesToGo: 1 });
  } finally {
    Date.now = now;
  }
  const t = await late.result;
  assert.ok(t.ok, t.message);
  assert.ok(t.thought.best !== null);
  assert.ok(t.thought.ms < 300, `thought for ${t.thought.ms} ms with its clock spent`);
  // Stamped now, a second for the move: most of it (0.8 of what the overhead leaves, 680 ms).
  const fresh = await c.think(start, { level: 5, time: 1000, movesToGo: 1 }).result;
  assert.ok(fresh.ok, fresh.message);
  assert.ok(fresh.thought.ms > 400, `thought for ${fresh.thought.ms} ms of its second`);
  c.cancel();
});
