// The wasm API (docs/wasm-api.md) called from Node: results, and clear errors for bad input
// that leave the game unchanged; the page's module for the rules, the worker's for the
// computer's searches and perft. Needs the built package in www/pkg (npm run build).
import { test } from "node:test";
import assert from "node:assert/strict";
import { page, worker, WORKER_ONLY } from "./modules.mjs";

const { Game, variants, levels, encodeLink, decodeLink } = page.wasm;
const { perft } = worker.wasm;
/** A game of the worker's module, which thinks. */
const Thinker = worker.wasm.Game;

test("the page's module has no search and no perft; the worker's has them, on the same games", () => {
  const names = (wasm) => [...Object.keys(wasm).filter((k) => k !== "Game"), ...Object.getOwnPropertyNames(wasm.Game.prototype).map((k) => `Game#${k}`)];
  const pageNames = new Set(names(page.wasm));
  const workerNames = names(worker.wasm);
  for (const k of WORKER_ONLY) {
    assert.ok(!pageNames.has(k), `the page's module exports ${k}`);
    assert.ok(workerNames.includes(k), `the worker's module lacks ${k}`);
  }
  assert.deepEqual([...pageNames].sort(), workerNames.filter((k) => !WORKER_ONLY.includes(k)).sort());
  assert.deepEqual(worker.wasm.variants(), variants());
  assert.deepEqual(worker.wasm.levels(), levels());
});

test("variants lists American checkers with its colours and layout", () => {
  const v = variants().find((x) => x.id === "english");
  assert.equal(v.name, "American checkers");
  assert.equal(v.shape, "dark8");
  assert.equal(v.layout, "square");
  assert.equal(v.firstTurn, "north");
  assert.deepEqual(v.colorNames, { south: "White", north: "Black" });
  assert.ok(v.rules.includes("compulsory"));
});

test("perft through wasm matches the published table", () => {
  assert.equal(perft("english", undefined, 1), 7);
  assert.equal(perft("english", undefined, 7), 179740);
  assert.equal(perft("english", "W:WK18:B6,7,14,15", 1), 1);
});

test("state describes the start position", () => {
  const g = new Game("english");
  const s = g.state();
  assert.equal(s.turn, "north");
  assert.equal(s.turnName, "Black");
  assert.equal(s.squares.length, 32);
  assert.deepEqual(s.squares[0], { name: "1", file: 1, rank: 7, piece: { color: "north", kind: "man" } });
  assert.equal(s.moves.length, 7);
  assert.deepEqual(s.moves.find((m) => m.text === "11-15"), { path: ["11", "15"], captures: [], text: "11-15" });
  assert.equal(s.result, null);
  assert.deepEqual(s.message, { code: "to-move", values: { side: { color: "north", name: "Black" } }, english: "Black to move" });
  g.free();
});

test("play, explain, undo and redo", () => {
  const g = new Game("english");
  assert.equal(g.play(["11", "15"]), "11-15");
  assert.equal(g.playText("23-19"), "23-19");
  assert.equal(g.explain("9", "13"), null);
  assert.deepEqual(g.explain("12", "15"), { code: "square-not-empty", values: {}, english: "that square is not empty" });
  assert.equal(g.explain("1", "1").code, "piece-cannot-move");
  assert.deepEqual(g.explain("zz", "1"), { code: "not-a-square", values: { square: { square: "zz" } }, english: "'zz' is not a square of this board" });
  assert.ok(g.undo());
  assert.deepEqual(g.state().history, ["11-15"]);
  assert.ok(g.redo());
  assert.equal(g.state().lastMove.text, "23-19");
  g.free();
});

test("a capture is compulsory, explained with the captures", () => {
  const g = new Game("english", "W:W22,29:B18,1");
  assert.deepEqual(g.explain("29", "25"), { code: "capture-compulsory", values: { moves: { moves: ["22x15"] } }, english: "a capture is compulsory: 22x15" });
  assert.throws(() => g.play(["29", "25"]), /compulsory/);
  assert.equal(g.play(["22", "15"]), "22x15");
  g.free();
});

test("bad input is refused with an Error and changes nothing", () => {
  const bad = [
    () => new Game("chess"),
    () => new Game("english", "W:W99:B1"),
    () => new Game(42),
    () => perft("english", "not a fen", 2),
    () => perft("english", undefined, -1),
    () => perft("english", undefined, 1.5),
    () => perft({}, undefined, 1),
  ];
  for (const f of bad) assert.throws(f, (e) => e instanceof Error && e.message.length > 0);
  const g = new Game("english");
  const before = g.state().fen;
  for (const f of [
    () => g.play(["11", "16", "20"]),
    () => g.play("11-15"),
    () => g.play([11, 15]),
    () => g.play(["99", "15"]),
    () => g.play(["22", "18"]), // White's piece, Black to move
    () => g.playText("garbage"),
    () => g.playText(17),
    () => g.explain(null, "1"),
    () => g.acceptDraw(),
  ]) {
    assert.throws(f, (e) => e instanceof Error && e.message.length > 0);
    assert.equal(g.state().fen, before);
  }
  g.resign();
  assert.throws(() => g.play(["11", "15"]), /over/);
  assert.throws(() => g.resign(), /over/);
  g.free();
});

test("marks name the coronation corners and the homes", () => {
  const marks = (id) => { const g = new Game(id); const m = g.state().marks; g.free(); return m; };
  assert.deepEqual(marks("coronet"), [
    { square: "a8", kind: "crown", color: "south" },
    { square: "h1", kind: "crown", color: "north" },
  ]);
  assert.deepEqual(marks("coast-to-coast"), [
    { square: "a1", kind: "home", color: "south" },
    { square: "h8", kind: "home", color: "north" },
  ]);
  assert.deepEqual(marks("english"), []);
});

test("levels list the computer's five levels, weakest first", () => {
  const l = levels();
  assert.deepEqual(l.map((x) => x.level), [1, 2, 3, 4, 5]);
  assert.equal(l[0].name, "Beginner");
  assert.equal(l[4].name, "Master");
  assert.equal(l[4].movetime, 1000);
});

test("think answers with a legal move in every game and changes nothing", () => {
  for (const { id } of variants()) {
    const g = new Thinker(id);
    const before = g.state();
    const t = g.think({ depth: 3 });
    assert.ok(before.moves.some((m) => m.text === t.best.text), `${id}: ${t.best.text}`);
    assert.equal(t.pv[0], t.best.text);
    assert.equal(t.depth, 3);
    assert.ok(t.nodes > 0 && Number.isFinite(t.score) && t.winIn === null);
    assert.equal(g.state().fen, before.fen);
    assert.deepEqual(g.state().history, before.history);
    g.free();
  }
});

test("think sees a win, replays a level from its seed, and has nothing to say once over", () => {
  const g = new Thinker("english", "W:W18:B14");
  const t = g.think({ movetime: 100 });
  assert.equal(t.best.text, "18x9");
  assert.equal(t.winIn, 1);
  g.playText("18x9");
  assert.equal(g.think({ depth: 2 }).best, null);
  g.free();
  const line = (seed) => {
    const h = new Thinker("english");
    const out = [];
    for (let i = 0; i < 12; i++) {
      const m = h.think({ level: 1, seed: seed + i, movetime: 60000 }).best;
      out.push(h.playText(m.text));
    }
    h.free();
    return out;
  };
  assert.deepEqual(line(3), line(3));
});

test("think keeps the game's search table between calls; a level that may stray searches afresh", () => {
  const g = new Thinker("russian");
  const first = g.think({ depth: 9 });
  const again = g.think({ depth: 9 });
  assert.ok(again.nodes * 2 < first.nodes, `the same depth again: ${again.nodes} nodes after ${first.nodes}`);
  const fresh = new Thinker("russian");
  assert.equal(fresh.think({ depth: 9 }).nodes, first.nodes);
  fresh.free();
  // Casual (depth 4, a chance of a weaker move): the same search from the same seed each time
  const a = g.think({ level: 2, seed: 5 });
  const b = g.think({ level: 2, seed: 5 });
  assert.deepEqual([a.best.text, a.nodes, a.score], [b.best.text, b.nodes, b.score]);
  g.free();
});

test("think refuses bad options with an Error", () => {
  const g = new Thinker("english");
  const before = g.state().fen;
  for (const opts of [
    { level: 0 },
    { level: 6 },
    { level: "strong" },
    { movetime: -1 },
    { movetime: "fast" },
    { movetime: Infinity },
    { depth: 1000 },
    { nodes: -3 },
    { bogus: 1 },
    "level 3",
    17,
  ]) {
    assert.throws(() => g.think(opts), (e) => e instanceof Error && e.message.length > 0, JSON.stringify(opts));
    assert.equal(g.state().fen, before);
  }
  g.free();
});

test("a game goes into a link's text and comes back", () => {
  const g = new Game("russian");
  for (const m of ["c3-d4", "f6-g5", "b2-c3"]) g.playText(m);
  const s = g.state();
  assert.equal(s.startFen, null);
  const text = encodeLink({
    variant: s.variant,
    fen: s.startFen,
    moves: s.history,
    players: { south: 0, north: 3 },
    southName: "<img src=x onerror=alert(1)>",
    seed: 42,
  });
  assert.equal(text.includes("<"), false);
  const r = decodeLink("#" + text);
  assert.deepEqual(r, {
    variant: "russian",
    fen: null,
    moves: ["c3-d4", "f6-g5", "b2-c3"],
    players: { south: 0, north: 3 },
    southName: "<img src=x onerror=alert(1)>",
    northName: null,
    seed: 42,
    result: null,
  });
  // a resignation (or an agreed draw) goes with it; the game's state says which
  assert.equal(g.state().ending, null);
  g.end("resign-north");
  assert.equal(g.state().ending, "resign-north");
  assert.equal(g.state().result.winner, "south");
  assert.throws(() => g.end("draw-agreed"), /over/);
  const ended = encodeLink({ variant: "russian", moves: s.history, result: g.state().ending });
  assert.equal(ended, "v=1&variant=russian&moves=c3-d4.f6-g5.b2-c3&result=resign-north");
  assert.equal(decodeLink(ended).result, "resign-north");
  g.free();
  const p = new Game("english", "W:W18,22:B5,9");
  assert.equal(p.state().startFen, "W:W18,22:B5,9");
  p.free();
});

test("bad records and damaged links are refused with a message", () => {
  for (const [f, want] of [
    [() => encodeLink({ variant: "english", moves: ["11-15", "11-15"] }), /move 2/],
    [() => encodeLink({ variant: "chess" }), /chess/],
    [() => encodeLink({ variant: "english", players: { south: 9, north: 0 } }), /south/],
    [() => encodeLink({ variant: "english", seed: -1 }), /seed/],
    [() => encodeLink({ variant: "english", result: "resign" }), /'result' must be/],
    [() => decodeLink("v=1&variant=english&fen=W:W18:B14&moves=18x9&result=draw-agreed"), /already over/],
    [() => encodeLink({ variant: 5 }), /the game record: variant: expected a string, not 5/],
    [() => encodeLink({ variant: "english", moves: "11-15" }), /moves: expected an array, not the string '11-15'/],
    [() => encodeLink({ variant: "english", colour: "red" }), /unknown field 'colour'/],
    [() => encodeLink("english"), /the game record: expected an object \{ variant, fen\?, moves\?, players\?, ... \}, not the string 'english'/],
    [() => decodeLink(42), /string/],
    [() => decodeLink("v=1&variant=english&moves=99-1"), /move 1/],
    [() => decodeLink("v=7&variant=english"), /version/],
    [() => decodeLink("x".repeat(200000)), /too long/],
  ]) {
    assert.throws(f, (e) => e instanceof Error && want.test(e.message));
  }
});

test("the search's clock is monotonic: a wall clock that stands still (or jumps) does not stretch a movetime", () => {
  const wall = Date.now;
  Date.now = () => 1_000_000; // the system clock frozen
  try {
    const g = new Thinker("international");
    const t0 = performance.now();
    const t = g.think({ movetime: 150 });
    const took = performance.now() - t0;
    assert.ok(took < 3000, `a 150 ms search took ${Math.round(took)} ms with the wall clock frozen`);
    assert.ok(t.ms > 0 && t.ms < 3000, `the search measures its time on the monotonic clock: ${t.ms} ms`);
    g.free();
  } finally {
    Date.now = wall;
  }
});

test("stateAt shows an earlier position from the game's own history, as a replay of its moves would", () => {
  for (const v of variants()) {
    // a game of up to 24 plies, the first legal move each time (Stack'Em passes too)
    const g = new Game(v.id);
    for (let i = 0; i < 24 && g.state().result === null; i++) g.playText(g.state().moves[i % g.state().moves.length].text);
    const now = g.state();
    const history = now.history;
    for (let k = 0; k <= history.length; k++) {
      const at = g.stateAt(k);
      const replayed = new Game(v.id);
      for (const text of history.slice(0, k)) replayed.playText(text);
      const want = replayed.state();
      // nothing to play again from an earlier position; the rest is the replay's
      assert.deepEqual({ ...at, canRedo: false }, { ...want, canRedo: false }, `${v.id} after ${k} plies`);
      replayed.free();
    }
    assert.deepEqual(g.state(), now, `${v.id}: stateAt changed the game`);
    assert.throws(() => g.stateAt(history.length + 1), /ply must be a whole number from 0 to/);
    assert.throws(() => g.stateAt(-1), /ply/);
    g.free();
  }
});

test("stateAt keeps a resignation only from the ply it was made at", () => {
  const g = new Game("english");
  for (const m of ["11-15", "23-19", "8-11"]) g.playText(m);
  g.resign();
  assert.notEqual(g.stateAt(3).result, null);
  assert.equal(g.stateAt(2).result, null);
  assert.equal(g.stateAt(2).ending, null);
  g.free();
});
