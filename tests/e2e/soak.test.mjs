// Soak in the browser: the built page (dist/index.html) in headless Chromium plays many
// complete games of all nine games, and its memory must stop growing.
//
//   npm run build && node --test tests/e2e/soak.test.mjs          # the short run (about a minute)
//   SOAK_GAMES=2000 node --test tests/e2e/soak.test.mjs            # the long run
//
// - random games, through the page's own engine (the wasm module the page loaded, imported
//   again from the page: the same instance), each move checked, undone and played again now
//   and then, and each game written to a link and read back;
// - engine against engine at the Beginner level (`think`), one game of each kind per round;
//   the engine's moves (here and at the end of a long random game) come from the worker's
//   module (the page's has no search), loaded into the page beside it, where each game is
//   played too;
// - games through the real interface: a person clicking the board against the computer at
//   Beginner (which thinks in the page's Web Worker, started as the page opens a game against
//   it), then "Play again", game after game.
//
// Every game must reach a result (a draw by a move-count rule is a result); no console error,
// no page error. After every round the engine must hold exactly the bytes it held after the
// first (`memoryInUse`, its allocator's count: a game not freed, or anything a game leaves
// behind, shows at once), and so at the start of every interface game. Memory is also read
// after every round: the wasm memory of the page and of the
// computer's worker (`memory.buffer.byteLength`; it never shrinks, so it must stop growing),
// and the page's JS heap after a garbage collection (CDP). After the first round (the warm-up:
// every game played once, every table allocated) the page's wasm memory may grow only in a
// round that played a game longer than any before it (a game keeps every position it went
// through, and the link's replay a second copy: the longest game sets the high-water mark;
// measured: 421 plies to 776 took 0.31 MiB more), by WASM_CAP in all; in the interface games
// it and the worker's may grow by WASM_SLACK; the heap by HEAP_SLACK. The figures are printed.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { cell, Session, SHOTS, wasm } from "./harness.mjs";


/** Random games in all (the short run: three rounds of the nine games, the first the warm-up). */
const GAMES = Number(process.env.SOAK_GAMES ?? 27);
/** Games through the interface, against the computer. */
const UI_GAMES = Number(process.env.SOAK_UI_GAMES ?? (GAMES > 100 ? 6 : 2));
/**
 * Over the interface games, the growth allowed of the page's wasm memory and of the worker's
 * (four 64 KiB pages): nothing is kept from one game to the next, and these games are no
 * longer than the rounds' (measured: 0).
 */
const WASM_SLACK = 256 * 1024;
/**
 * The most the rounds after the warm-up may add, each step with a longer game than before:
 * about 900 bytes a ply at the measured step, and a game has at most MAX_PLIES (3000) plies.
 */
const WASM_CAP = 4 * 1024 * 1024;
/**
 * The JS heap after a full garbage collection may vary by this much (V8's own caches, the
 * inline caches of code first run late); a leak of one game's objects per game (a state is
 * about 10-40 KiB) would pass it within a few dozen games.
 */
const HEAP_SLACK = 1024 * 1024;

// The engine in Node (`wasm`) knows the legal moves of the game played through the interface.
const session = new Session("soak");
before(() => session.start());
after(() => session.stop());
const { problems } = session;
const watch = (page) => session.watch(page);

// ---- in the page ----------------------------------------------------------------------------

/**
 * Runs in the page: plays `ids.length` random games (game i of kind ids[i]) and, with
 * `engine`, one game of each kind engine against engine; returns the tally. Self-contained
 * (it is sent to the page as text).
 */
async function playInPage({ ids, seed, engine }) {
  const m = await import(new URL("pkg/omnidraughts.js", document.baseURI).href);
  const exports = await m.default(); // already loaded by the page: its instance
  const w = await import(new URL("pkg/omnidraughts_worker.js", document.baseURI).href);
  await w.default(); // loaded here the first time
  /** The same small generator as the other tests. */
  let s = seed >>> 0;
  const random = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const RANDOM_PLIES = 300; // then the engine finishes the game (random kings can shuffle for ever)
  const MAX_PLIES = 3000; // a game still going then is a failure
  const tally = { games: 0, plies: 0, longest: 0, results: {}, failures: [] };
  const fail = (id, why) => tally.failures.push(`${id}: ${why}`);

  function one(id, byEngine) {
    const g = new m.Game(id);
    /** The same game in the worker's module, which thinks. */
    const thinker = new w.Game(id);
    try {
      let ply = 0;
      for (;;) {
        const st = g.state();
        if (st.result !== null) {
          tally.results[st.result.winner ?? "draw"] = (tally.results[st.result.winner ?? "draw"] ?? 0) + 1;
          if (st.moves.length !== 0) fail(id, "moves listed after the end");
          // the game goes into a link and comes back; its PDN is written
          const back = m.decodeLink(m.encodeLink({ variant: id, moves: st.history }));
          if (back.moves.join(" ") !== st.history.join(" ")) fail(id, "the link does not give the game back");
          if (!g.pdn().includes(st.history[0] ?? "")) fail(id, "the PDN lacks the moves");
          break;
        }
        if (ply === MAX_PLIES) {
          fail(id, `no result after ${MAX_PLIES} plies: ${st.fen}`);
          break;
        }
        if (st.moves.length === 0) {
          fail(id, `no move and no result: ${st.fen}`);
          break;
        }
        let text;
        if (byEngine) text = thinker.think({ level: 1, seed: seed + ply }).best?.text;
        else if (ply >= RANDOM_PLIES) text = thinker.think({ depth: 2, seed: ply }).best?.text;
        else text = st.moves[Math.floor(random() * st.moves.length)].text;
        const mv = st.moves.find((x) => x.text === text);
        if (mv === undefined) {
          fail(id, `the engine's ${text} is not legal at ${st.fen}`);
          break;
        }
        // both ways of playing a move; now and then taken back and played again
        const played = mv.path.length > 1 && ply % 2 === 0 && st.moves.filter((x) => x.path.join() === mv.path.join()).length === 1 ? g.play(mv.path) : g.playText(text);
        if (played !== text) fail(id, `${text} was played as ${played}`);
        if (thinker.playText(text) !== text) fail(id, `the worker's module played ${text} otherwise`);
        if (ply % 37 === 5) {
          const fen = g.fen();
          if (!g.undo() || g.fen() !== st.fen || !g.redo() || g.fen() !== fen) fail(id, `undo/redo of ${text} at ply ${ply}`);
        }
        ply++;
      }
      tally.games++;
      tally.plies += ply;
      tally.longest = Math.max(tally.longest, ply);
    } finally {
      g.free();
      thinker.free();
    }
  }

  for (const id of ids) one(id, false);
  if (engine) for (const id of new Set(ids)) one(id, true);
  tally.wasmBytes = exports.memory.buffer.byteLength;
  return tally;
}

/** The page's JS heap after a full garbage collection, in bytes. */
async function heapAfterGc(cdp) {
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  return usedSize;
}

/**
 * The wasm memory of the page's own instance and of each worker's (each imports the worker's
 * glue); `inUse`: the bytes the engine holds in the page, in the page's module and the
 * worker's module the rounds think with.
 */
async function wasmBytes(page) {
  const get = async (url) => {
    const m = await import(url);
    return [(await m.default()).memory.buffer.byteLength, m.memoryInUse()];
  };
  const glue = new URL("pkg/omnidraughts.js", page.url()).href;
  const workerGlue = new URL("pkg/omnidraughts_worker.js", page.url()).href;
  const [pageBytes, inUse] = await page.evaluate(get, glue);
  const [, thinkerInUse] = await page.evaluate(get, workerGlue);
  const workers = [];
  for (const w of page.workers()) workers.push((await w.evaluate(get, workerGlue))[0]);
  return { page: pageBytes, inUse: inUse + thinkerInUse, workers };
}

const mib = (b) => `${(b / 1048576).toFixed(2)} MiB`;

// ---- through the interface --------------------------------------------------------------------

const shownMoves = (page) => page.locator("#moves .move:not(.move-skip)").allTextContents();

/**
 * One game against the computer at Beginner, played by clicking until the page shows its
 * result; the person plays random legal moves. Returns the plies.
 */
async function uiGame(page, random) {
  const g = new wasm.Game("english");
  try {
    for (;;) {
      // the page's moves are the mirror's, and it is the person's turn or the end
      await page.waitForFunction(() => !document.body.classList.contains("thinking"), null, { timeout: 20000 });
      const shown = await shownMoves(page);
      for (const t of shown.slice(g.state().history.length)) g.playText(t);
      assert.deepEqual(shown, g.state().history);
      const s = g.state();
      if (s.result !== null) {
        await page.locator("#result").waitFor({ state: "visible" });
        // why the game ended, as the engine says it (without who won: the title says that)
        const why = ((await page.locator("#result-text").textContent()) ?? "").replace(/\.$/, "").toLowerCase();
        assert.ok(why !== "" && s.message.english.toLowerCase().endsWith(why), `${why} ends ${s.message.english}`);
        return s.history.length;
      }
      assert.equal(s.turn, "north", "the person (Black) is to move");
      const moves = s.moves;
      const mv = moves[Math.floor(random() * moves.length)];
      const same = moves.filter((o) => o.path[0] === mv.path[0] && o.path.at(-1) === mv.path.at(-1));
      for (const sq of same.length === 1 ? [mv.path[0], mv.path.at(-1)] : mv.path) await cell(page, sq).click();
      const n = s.history.length + 1;
      await page.waitForFunction((k) => document.querySelectorAll("#moves .move:not(.move-skip)").length >= k, n, { timeout: 20000 });
      assert.equal((await shownMoves(page))[n - 1], mv.text);
      assert.ok(s.history.length < 1000, "the game ends");
    }
  } finally {
    g.free();
  }
}

// ---- the test ------------------------------------------------------------------------------------

test(`soak: ${GAMES} random games, engine games, ${UI_GAMES} games through the interface, memory steady`, { timeout: 60 * 60 * 1000 }, async () => {
  const t0 = performance.now();
  const ctx = session.context;
  const page = watch(await ctx.newPage());
  // counted from the start: a game against the computer starts its worker as it begins
  let workersStarted = 0;
  page.on("worker", () => workersStarted++);
  await page.goto(`${session.origin}?variant=english&vs=computer&you=black&level=1&seed=11`);
  await page.waitForSelector('body.ready [role="gridcell"]');
  const cdp = await ctx.newCDPSession(page);
  const ids = wasm.variants().map((v) => v.id);
  const series = [];
  const measure = async (label) => {
    const w = await wasmBytes(page);
    const point = { label, wasm: w.page, inUse: w.inUse, workers: w.workers, heap: await heapAfterGc(cdp), ms: Math.round(performance.now() - t0) };
    series.push(point);
    return point;
  };
  const start = await measure("loaded");

  // rounds of the nine games: the first is the warm-up; an engine game of each kind every
  // round in the short run, every tenth round in the long one
  const total = { games: 0, plies: 0, engineGames: 0, results: {} };
  const rounds = Math.max(2, Math.ceil(GAMES / ids.length));
  let warm = null;
  let longest = 0;
  const growth = [];
  for (let r = 0; r < rounds; r++) {
    const engine = r < 2 || r % Math.max(1, Math.round(rounds / 10)) === 0;
    const t = await page.evaluate(playInPage, { ids, seed: 1000 * r + 1, engine });
    assert.deepEqual(t.failures, [], `round ${r + 1}`);
    total.games += t.games;
    total.plies += t.plies;
    if (engine) total.engineGames += ids.length;
    for (const [k, v] of Object.entries(t.results)) total.results[k] = (total.results[k] ?? 0) + v;
    const before = series.at(-1).wasm;
    const p = await measure(`round ${r + 1}`);
    // every game freed: the engine holds what it held before, to the byte
    if (r > 0) assert.equal(p.inUse, warm.inUse, `round ${r + 1}: the engine holds ${p.inUse - warm.inUse} bytes more than after the first round`);
    if (r === 0) warm = p;
    else if (p.wasm > before) growth.push({ round: r + 1, bytes: p.wasm - before, longest: t.longest, record: t.longest > longest });
    longest = Math.max(longest, t.longest);
    assert.deepEqual(problems, [], `round ${r + 1}`);
  }
  const lastRound = series.at(-1);

  // games through the interface: the computer's worker starts with the first; "Play again"
  let uiPlies = 0;
  const random = (() => {
    let s = 7;
    return () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
  })();
  let uiWarm = null;
  let freshInUse = null;
  for (let i = 0; i < UI_GAMES; i++) {
    uiPlies += await uiGame(page, random);
    total.games++;
    const p = await measure(`interface game ${i + 1}`);
    if (i === 0) {
      uiWarm = p;
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, "soak-interface-game-over.png") });
    }
    await page.locator("#result-new").click();
    await page.waitForFunction(() => document.querySelectorAll("#moves .move").length === 0);
    // a new game at its start: the page's engine holds what it held at the last one's start
    const fresh = (await wasmBytes(page)).inUse;
    if (i > 0) assert.equal(fresh, freshInUse, `after interface game ${i + 1}: the engine holds ${fresh - freshInUse} bytes more`);
    freshInUse = fresh;
  }
  total.plies += uiPlies;
  const end = series.at(-1);
  const seconds = (performance.now() - t0) / 1000;

  console.log(`# soak: ${total.games} games (${total.engineGames} engine against engine, ${UI_GAMES} through the interface), ${total.plies} plies, ${seconds.toFixed(1)} s`);
  console.log(`# results: ${JSON.stringify(total.results)}`);
  console.log(`# wasm memory (page): loaded ${mib(start.wasm)}, after the warm-up ${mib(warm.wasm)}, at the end ${mib(end.wasm)}`);
  console.log(`# wasm memory (worker): after the first interface game ${uiWarm?.workers.map(mib).join(", ") || "-"}, at the end ${end.workers.map(mib).join(", ") || "-"}; workers started: ${workersStarted}`);
  console.log(`# JS heap after GC: loaded ${mib(start.heap)}, after the warm-up ${mib(warm.heap)}, after the last round ${mib(lastRound.heap)}, after the first interface game ${uiWarm ? mib(uiWarm.heap) : "-"}, at the end ${mib(end.heap)}`);
  const every = Math.ceil(series.length / 30); // the long run: about thirty lines
  for (const p of series.filter((x, i) => i % every === 0 || i >= series.length - UI_GAMES - 1)) console.log(`#   ${p.label.padEnd(18)} ${String(p.ms).padStart(7)} ms  wasm ${mib(p.wasm)} (in use ${p.inUse})  workers ${p.workers.map(mib).join(",") || "-"}  heap ${mib(p.heap)}`);

  assert.deepEqual(problems, []);
  console.log(`# longest game: ${longest} plies; the page's wasm memory grew after the warm-up in ${JSON.stringify(growth)}`);
  assert.deepEqual(growth.filter((g) => !g.record), [], "the page's wasm memory grew in a round with no game longer than before");
  assert.ok(lastRound.wasm - warm.wasm <= WASM_CAP, `the page's wasm memory grew by ${lastRound.wasm - warm.wasm} bytes over the rounds`);
  assert.ok(end.wasm - lastRound.wasm <= WASM_SLACK, `the page's wasm memory grew by ${end.wasm - lastRound.wasm} bytes over the interface games`);
  assert.ok(lastRound.heap - warm.heap <= HEAP_SLACK, `the JS heap grew by ${lastRound.heap - warm.heap} bytes over the rounds`);
  // the interface's first game builds what it keeps (its worker, the move list's code...)
  if (UI_GAMES > 1) {
    assert.ok(end.heap - uiWarm.heap <= HEAP_SLACK, `the JS heap grew by ${end.heap - uiWarm.heap} bytes over the interface games`);
    assert.ok(end.workers[0] - uiWarm.workers[0] <= WASM_SLACK, `the worker's wasm memory grew by ${end.workers[0] - uiWarm.workers[0]} bytes`);
  }
  // one worker for every game: not one per move or per game
  if (UI_GAMES > 0) assert.equal(end.workers.length, 1, `${end.workers.length} workers at the end`);
  assert.equal(workersStarted, UI_GAMES > 0 ? 1 : 0, "workers started");
  await page.close();
});
