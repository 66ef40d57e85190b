// The wasm boundary: every export of the module (every free function, every `Game` method),
// called with every kind of bad argument at every position, in every game and in the states
// where a call must be refused (the start, a standing draw offer, a game over by resignation,
// a game over by play). Each call either throws an `Error` with a message that names the
// problem, or is one of the answers the table below documents; no call traps (a panic is a
// `WebAssembly.RuntimeError`) or prints "panicked at"; the game is unchanged afterwards
// (state, FEN and PDN); and the module still plays a fresh game. The exports are listed from
// the module itself: a new export without a row in the table fails the first test. The
// module called is the worker's, which has every export; the page's is the same code without
// the computer's exports (WORKER_ONLY), which the second test checks.
// Needs the built package in www/pkg (npm run build).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { page, worker, WORKER_ONLY } from "./modules.mjs";

const { wasm, instance } = worker;
const { Game } = wasm;
const IDS = wasm.variants().map((v) => v.id);

// console_error_panic_hook writes a panic to console.error before the trap: every line
// written there is kept and must stay empty.
const consoleErrors = [];
console.error = (...args) => consoleErrors.push(args.map(String).join(" "));

// ---- the bad values -----------------------------------------------------------------------

/** Every getter of every field the exports read, each one throwing. */
function throwingGetters() {
  const o = {};
  for (const k of ["variant", "fen", "moves", "players", "southName", "northName", "seed", "level", "movetime", "depth", "nodes", "length", "0", "1"]) {
    Object.defineProperty(o, k, { enumerable: true, get: () => { throw new Error(`getter ${k}`); } });
  }
  return o;
}

/** A proxy on which every trap throws. */
function hostileProxy() {
  const no = (trap) => () => { throw new Error(`trap ${trap}`); };
  return new Proxy([], Object.fromEntries(
    ["get", "has", "ownKeys", "getOwnPropertyDescriptor", "getPrototypeOf", "defineProperty", "set", "apply", "construct"].map((t) => [t, no(t)]),
  ));
}

function revoked() {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

const MB = "é".repeat(1 << 19); // 1 MiB of UTF-8
/** [name, make]: made afresh for each call (getters, proxies). */
const BAD = [
  ["undefined", () => undefined],
  ["null", () => null],
  ["0", () => 0],
  ["-1", () => -1],
  ["0.5", () => 0.5],
  ["NaN", () => NaN],
  ["Infinity", () => Infinity],
  ["-Infinity", () => -Infinity],
  ["1e300", () => 1e300],
  ["2**53", () => 2 ** 53],
  ["true", () => true],
  ["false", () => false],
  ['""', () => ""],
  ['"\\0"', () => "\u0000"],
  ["emoji", () => "🂡👨‍👩‍👧‍👦🏳️‍🌈"],
  ["lone surrogate", () => "\ud800"],
  ["reversed surrogates", () => "\udc00\ud800"],
  ["1 MiB string", () => MB],
  ["<script>", () => "<script>alert(1)</script>"],
  ["{}", () => ({})],
  ['{level: "x"}', () => ({ level: "x" })],
  ["nested object", () => ({ a: { b: { c: [{ d: [[[]]] }] } } })],
  ["getters that throw", throwingGetters],
  ["proxy whose traps throw", hostileProxy],
  ["revoked proxy", revoked],
  ["object with a null prototype", () => Object.create(null)],
  ["[]", () => []],
  ["array of a million", () => new Array(1e6).fill("11")],
  ["sparse array of length 2**32-1", () => new Array(2 ** 32 - 1)],
  ["array of numbers", () => [11, 15]],
  ["array of null", () => [null, undefined]],
  ["array of objects", () => [{}, {}]],
  ["nested array", () => [["11", "15"]]],
  ["array of garbage strings", () => ["\u0000", "\ud800"]],
  ["Symbol", () => Symbol("x")],
  ["BigInt", () => 10n],
  ["function", () => () => "11-15"],
  ["Date", () => new Date(0)],
  ["RegExp", () => /11-15/],
  ["Uint8Array", () => new Uint8Array([49, 49])],
  ["String object", () => new String("11-15")],
];

/** Square names that are on no board. */
const OFF_BOARD = ["0", "51", "z9", "99", "-1", "a0", "i1", "k11", " ", "1.5", "0x10"];

// ---- how a call may end ---------------------------------------------------------------------

/**
 * Calls `f`; the outcome is `{ threw: Error }` or `{ value }`. A non-Error throw, a trap or a
 * panic fails at once.
 */
function outcome(f, label) {
  let value;
  try {
    value = f();
  } catch (e) {
    assert.ok(!(e instanceof WebAssembly.RuntimeError), `${label}: trapped (${e?.message})`);
    assert.ok(e instanceof Error, `${label}: threw a ${typeof e}, not an Error`);
    assert.ok(typeof e.message === "string" && e.message.trim().length > 0, `${label}: empty message`);
    assert.ok(e.message.length <= 400, `${label}: a message of ${e.message.length} characters`);
    return { threw: e };
  }
  return { value };
}

/** Everything a player could see of a game. */
function snapshot(g) {
  return { state: g.state(), fen: g.fen(), pdn: g.pdn() };
}

/** After every call: no panic printed, and the module still plays. */
function stillWorks(label) {
  assert.deepEqual(consoleErrors.filter((l) => l.includes("panicked at")), [], label);
  assert.deepEqual(consoleErrors, [], `${label}: console.error`);
  const h = new Game("english");
  assert.equal(h.playText("11-15"), "11-15", label);
  h.free();
}

/** Every message seen, by what was called: printed at the end as the record of the run. */
const messages = new Map();
let calls = 0;

/**
 * One call. `expect`: a RegExp the message must match (the call must throw), or a function
 * of the value it returns (the call must return). The game `g` (if any) must be unchanged.
 */
function check(label, g, f, expect) {
  const before = g ? snapshot(g) : null;
  const r = outcome(f, label);
  calls++;
  if (expect instanceof RegExp) {
    assert.ok(r.threw, `${label}: should throw, returned ${String(r.value).slice(0, 80)}`);
    assert.match(r.threw.message, expect, label);
    if (label.includes(" <- ")) {
      const key = label.split(" <- ")[0];
      if (!messages.has(key)) messages.set(key, new Set());
      messages.get(key).add(r.threw.message.slice(0, 100));
    }
  } else {
    assert.ok(!r.threw, `${label}: threw ${r.threw?.message}`);
    expect(r.value);
  }
  if (g) assert.deepEqual(snapshot(g), before, `${label}: the game changed`);
  stillWorks(label);
}

// ---- the table: every export, its arguments, and what each kind of argument may do -----

/**
 * What an argument of each kind must make of every bad value: a RegExp its error must match,
 * or, for a value the export takes, a function checking the answer.
 */
const ARG = {
  variant: { refuse: /variant/ },
  // absent: the game's own start position; an empty FEN names no position and is refused
  fen: { refuse: /FEN/, takes: { undefined: true, null: true } },
  perftFen: { refuse: /FEN/, takes: { undefined: true, null: true } },
  depth: { refuse: /depth/, takes: { 0: (v) => assert.equal(v, 1) } },
  // (once the game is over, a well-formed path is refused for that)
  path: { refuse: /path|square|the game is over/ },
  moveText: { refuse: /move/ },
  square: { refuse: /square/, strings: "explained" },
  options: { refuse: /option/, takes: { undefined: true, null: true, "{}": true, "object with a null prototype": true } },
  record: { refuse: /record|variant|seed|moves/ },
  linkText: { refuse: /game text|string|variant|version|field/ },
  pdnText: { refuse: /PDN|string|game/ },
  turn: { refuse: /side/ },
  // an empty board is read, and refused as no position to start from
  setup: { refuse: /squares|square entry|the board is empty/ },
  ending: { refuse: /ending|'result' must be/ },
  clock: { refuse: /clock|time control/ },
  // 0: the start position, which every game has
  ply: { refuse: /ply/, takes: { 0: (v) => assert.ok(Array.isArray(v.squares) && v.squares.length > 0) } },
  egdbBytes: { refuse: /Uint8Array|endgame database/ },
  weightsBytes: { refuse: /Uint8Array|weights/ },
  // readPdnTree: none, for a file without a GameType tag (as the one of the table) is refused
  treeVariant: { refuse: /variant|GameType/ },
  tree: { refuse: /annotated game|variant|tree|move|must be|field/ },
  // the lines of analyse; its default limits (a second) where the options are empty
  analyseOptions: { refuse: /option|lines/, takes: { undefined: true, null: true, "{}": true, "object with a null prototype": true } },
  reviewPly: { refuse: /ply/ },
  reviewGame: { refuse: /game|variant|moves|string/ },
  // no review: the game with its evaluations left out
  reviews: { refuse: /review/, takes: { "[]": (v) => assert.match(v, /\[Annotator "omnidraughts"\]/) } },
  // a tag is [name, value]: ["11", "15"] is one
  tags: { refuse: /tag/, takes: { undefined: true, null: true, "[]": true, "nested array": true } },
};

/** Endgame database files as the build leaves them in dist/egdb/ (scripts/build.sh). */
const egdb = (name) => new Uint8Array(gunzipSync(readFileSync(fileURLToPath(new URL(`../../dist/egdb/${name}.gz`, import.meta.url)))));

/** A learned evaluation's weight file as the build leaves it in dist/weights/. */
const weights = (name) => new Uint8Array(gunzipSync(readFileSync(fileURLToPath(new URL(`../../dist/weights/${name}.gz`, import.meta.url)))));

const PDN = '[Event "x"]\n1. 11-15 23-19 *\n';

/**
 * Every export: `args` (kinds, by position) and `good` (a call that works, whose arguments the
 * bad values replace one at a time), or `glue` (what wasm-bindgen adds, with why it is safe).
 * Methods are `Game#name`; `noArgs`: extra arguments are ignored (checked: same answer).
 */
const TABLE = {
  variants: { noArgs: true },
  levels: { noArgs: true },
  memoryInUse: { noArgs: true, note: "a count of bytes; for the soak tests" },
  start: { noArgs: true, note: "installs the panic hook (once); nothing to return" },
  perft: { args: ["variant", "perftFen", "depth"], good: ["english", undefined, 2] },
  encodeLink: { args: ["record"], good: [{ variant: "english", moves: ["11-15"] }] },
  decodeLink: { args: ["linkText"], good: ["v=1&variant=english&moves=11-15"] },
  importPdn: { args: ["pdnText", "variant"], good: [PDN, "english"] },
  compose: { args: ["variant", "turn", "setup"], good: ["english", "south", [{ square: "22", color: "south", kind: "king" }]] },
  loadEndgameDatabase: { args: ["egdbBytes"], good: [egdb("english-2.egdb")] },
  wantsWeights: { args: ["variant"], good: ["english"] },
  loadWeights: { args: ["variant", "weightsBytes"], good: ["english", weights("english.bin")] },
  readPdnTree: { args: ["pdnText", "treeVariant"], good: [PDN, "english"] },
  writePdnTree: { args: ["tree"], good: [{ variant: "english", tree: [{ move: "11-15", variations: [[{ move: "9-13" }]] }] }] },
  reviewPdn: { args: ["reviewGame", "reviews", "tags"], good: [{ variant: "english", moves: ["11-15"] }, [], undefined] },
  initSync: { glue: "loads the module once; later calls return the loaded instance whatever they are given" },
  default: { glue: "the async form of initSync: the loaded instance, whatever it is given" },
  "Game#constructor": { args: ["variant", "fen"], good: ["english", undefined] },
  "Game#state": { noArgs: true, readOnly: true },
  "Game#stateAt": { args: ["ply"], good: [0] },
  "Game#fen": { noArgs: true, readOnly: true },
  "Game#pdn": { noArgs: true, readOnly: true },
  "Game#pdnWithClock": { args: ["clock"], good: [{ control: "300+3", times: [] }] },
  "Game#play": { args: ["path"] },
  "Game#playText": { args: ["moveText"] },
  "Game#explain": { args: ["square", "square"] },
  "Game#undo": { noArgs: true },
  "Game#redo": { noArgs: true },
  "Game#offerDraw": { noArgs: true },
  "Game#acceptDraw": { noArgs: true },
  "Game#declineDraw": { noArgs: true },
  "Game#resign": { noArgs: true },
  "Game#end": { args: ["ending"] },
  "Game#think": { args: ["options"], good: [{ depth: 1 }] },
  "Game#analyse": { args: ["analyseOptions"], good: [{ depth: 1 }] },
  "Game#review": { args: ["reviewPly", "options"], good: [1, { depth: 1 }] },
  // the game's own variant (each game's battery below gives its own)
  "Game#link": { args: ["record"], good: [{ variant: "english" }] },
  "Game#free": { noArgs: true, note: "afterwards every method throws (wasm-bindgen's 'null pointer passed to rust')" },
  "Game#__destroy_into_raw": { glue: "wasm-bindgen's: takes the pointer out of the object (free uses it)" },
  "Game#[Symbol.dispose]": { glue: "the same as free (the `using` statement)" },
};

function exportedNames(wasm) {
  const names = Object.keys(wasm).filter((k) => k !== "Game"); // the class: its methods below
  for (const k of Object.getOwnPropertyNames(wasm.Game.prototype)) names.push(`Game#${k}`);
  for (const s of Object.getOwnPropertySymbols(wasm.Game.prototype)) names.push(`Game#[${s.description.replace(/^nodejs\./, "Symbol.")}]`);
  return names.sort();
}

/** The wasm's own exports, as the glue names them. */
function rawNames(instance) {
  const raw = Object.keys(instance).filter((k) => !k.startsWith("__") && k !== "memory");
  return raw.map((k) => k.replace(/^game_/, "Game#").replace(/^Game#new$/, "Game#constructor"));
}

test("the table covers exactly the module's exports", () => {
  assert.deepEqual(Object.keys(TABLE).sort(), exportedNames(wasm));
  // and the wasm itself exports nothing the glue does not wrap
  for (const k of rawNames(instance)) assert.ok(k in TABLE, `the wasm export ${k} has no row`);
});

test("the page's module exports the same, without the computer's exports", () => {
  const want = Object.keys(TABLE).filter((k) => !WORKER_ONLY.includes(k)).sort();
  assert.deepEqual(exportedNames(page.wasm), want);
  for (const k of rawNames(page.instance)) assert.ok(want.includes(k), `the page's wasm exports ${k}`);
});

// ---- the games and their states -------------------------------------------------------------

/** A small seeded random generator (the same games on every run). */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A game of `id` played to its end: random moves, then the engine (random play can shuffle kings for ever). */
function finishedByPlay(id, seed) {
  const g = new Game(id);
  const random = rng(seed);
  for (let ply = 0; g.state().result === null; ply++) {
    assert.ok(ply < 3000, `${id}: no result after 3000 plies`);
    const moves = g.state().moves;
    const text = ply < 200 ? moves[Math.floor(random() * moves.length)].text : g.think({ depth: 2, seed: ply }).best.text;
    g.playText(text);
  }
  return g;
}

/** The states in which calls are refused or change nothing, each a fresh game. */
function situations(id) {
  const start = () => new Game(id);
  return [
    ["at the start", start],
    ["with a draw offered", () => { const g = start(); g.offerDraw(); return g; }],
    ["after a move and its undo", () => { const g = start(); g.playText(g.state().moves[0].text); g.undo(); g.redo(); return g; }],
    ["over by resignation", () => { const g = start(); g.playText(g.state().moves[0].text); g.resign(); return g; }],
    ["over by play", () => finishedByPlay(id, IDS.indexOf(id) + 1)],
  ];
}

/** Moves of the side not to move in `g` (played after one move of the side to move, then taken back). */
function otherSideMoves(g) {
  const s = g.state();
  if (s.result !== null || s.moves.length === 0) return [];
  const probe = new Game(s.variant, s.fen);
  probe.playText(s.moves[0].text);
  const theirs = probe.state().moves.filter((m) => m.path.length > 0);
  probe.free();
  return theirs;
}

/** The arguments of a call: `good` with the value at `i` replaced. */
function withArg(good, i, v) {
  const args = [...good];
  args[i] = v;
  return args;
}

/** Calls `name` (free function or `Game#method` on `g`) with `args`. */
function invoke(name, g, args) {
  if (name === "Game#constructor") return () => { const h = new Game(...args); const s = h.state(); h.free(); return s; };
  if (name.startsWith("Game#")) return () => g[name.slice(5)](...args);
  return () => wasm[name](...args);
}

/**
 * Every bad value at every argument position of `name`. `good`: arguments that work here;
 * `on`: the game the method is called on (or none).
 */
function battery(name, on, good, where) {
  const spec = TABLE[name];
  for (let i = 0; i < spec.args.length; i++) {
    const kind = ARG[spec.args[i]];
    for (const [valueName, make] of BAD) {
      const label = `${name} arg ${i + 1} (${spec.args[i]}) <- ${valueName} ${where}`;
      const v = make();
      const takes = kind.takes?.[valueName];
      if (takes !== undefined) {
        check(label, on, invoke(name, on, withArg(good, i, v)), (r) => { if (typeof takes === "function") takes(r); });
      } else if (kind.strings === "explained" && typeof v === "string") {
        // explain answers any text with a sentence (a code, and its English): why that is not a move
        check(label, on, invoke(name, on, withArg(good, i, v)), (r) => assert.ok(r === null || (typeof r.code === "string" && r.english.length > 0 && r.english.length < 400), `${label}: ${JSON.stringify(r)}`));
      } else {
        check(label, on, invoke(name, on, withArg(good, i, v)), kind.refuse);
      }
    }
  }
}

/** What is put after the arguments of a call that takes none (the glue does not pass them on). */
const EXTRA = BAD.filter(([n]) => ["undefined", "NaN", "1 MiB string", "getters that throw", "proxy whose traps throw", "Symbol", "BigInt"].includes(n));

/** A zero-argument call, with and without garbage after it: the same answer, nothing changed. */
function noArgsSame(name, g, where, expect) {
  for (const [valueName, make] of [["nothing", () => []], ...EXTRA.map(([n, m]) => [n, () => [m(), m()]])]) {
    check(`${name} <- ${valueName} ${where}`, g, invoke(name, g, make()), expect);
  }
}

// ---- the tests --------------------------------------------------------------------------

test("the free functions refuse every bad argument", async () => {
  for (const name of ["perft", "encodeLink", "decodeLink", "importPdn", "compose", "loadEndgameDatabase"]) battery(name, null, TABLE[name].good, "");
  battery("Game#constructor", null, TABLE["Game#constructor"].good, "");
  const sameAs = (want) => (v) => assert.deepEqual(v, want);
  noArgsSame("variants", null, "", sameAs(wasm.variants()));
  noArgsSame("levels", null, "", sameAs(wasm.levels()));
  noArgsSame("memoryInUse", null, "", (v) => assert.ok(Number.isSafeInteger(v) && v > 0));
  noArgsSame("start", null, "", (v) => assert.equal(v, undefined));
  // the glue: once loaded, loading again gives the same instance, whatever it is given
  for (const [n, make] of BAD) {
    check(`initSync <- ${n}`, null, () => wasm.initSync(make()), (v) => assert.equal(v, instance));
    assert.equal(await wasm.default(make()), instance, `default <- ${n}`);
    stillWorks(`default <- ${n}`);
  }
});

// A perft too deep must be refused once its count is seen to grow past the limit (seconds),
// not counted for hours: the test's timeout, generous for a loaded machine, catches that.
test("each game: a bad FEN, squares off the board, a perft too deep", { timeout: 180_000 }, () => {
  for (const id of IDS) {
    for (const fen of ["", " ", "W", "W:", "X:W1:B2", "W:W0:B1", "W:W51:B1", "W:Wz9:B1", "W:W99:B1", "W:W-1:B1", "W:W1,1:B2", "B:W" + "1,".repeat(100000), "W:W1-99:B2", "W:WK:B1", "W:W1:B1"]) {
      check(`new Game(${id}, ${JSON.stringify(fen).slice(0, 40)})`, null, invoke("Game#constructor", null, [id, fen]), fen.trim() === "" ? /the FEN is empty/ : /FEN|square|piece|colour|side|empty|range|given/);
    }
    check(`perft(${id}, start, 31)`, null, () => wasm.perft(id, undefined, 31), /depth/);
    check(`perft(${id}, start, 2.5)`, null, () => wasm.perft(id, undefined, 2.5), /depth/);
    // too many to count: refused (the test's timeout catches a count that goes on for hours)
    if (["english", "international", "cheskers"].includes(id)) {
      check(`perft(${id}, start, 30)`, null, () => wasm.perft(id, undefined, 30), /at most/);
    }
  }
});

test("each game, each state: every method refuses bad arguments and changes nothing", () => {
  for (const id of IDS) {
    for (const [where0, make] of situations(id)) {
      const where = `(${id}, ${where0})`;
      const g = make();
      const s = g.state();
      const over = s.result !== null;
      // the read-only calls answer the same with anything after them
      for (const name of ["Game#state", "Game#fen", "Game#pdn"]) {
        const want = g[name.slice(5)]();
        noArgsSame(name, g, where, (v) => assert.deepEqual(v, want));
      }
      // the refusals and the calls that change nothing in this state
      if (!s.canUndo) noArgsSame("Game#undo", g, where, (v) => assert.equal(v, false));
      if (!s.canRedo) noArgsSame("Game#redo", g, where, (v) => assert.equal(v, false));
      if (s.drawOffer === null) noArgsSame("Game#declineDraw", g, where, (v) => assert.equal(v, undefined));
      battery("Game#end", g, ["draw-agreed"], where);
      battery("Game#stateAt", g, [s.history.length], where);
      battery("Game#link", g, [{ variant: id, fen: s.startFen ?? null, seed: 7 }], where);
      const clock = { control: "300+3", times: s.history.map(() => 2990) };
      battery("Game#pdnWithClock", g, [clock], where);
      check(`pdnWithClock ${where}`, g, () => g.pdnWithClock(clock), (v) => assert.match(v, /\[TimeControl "300\+3"\]/));
      check(`pdnWithClock, a time too few ${where}`, g, () => g.pdnWithClock({ control: "300+3", times: [2990, ...clock.times] }), /clock times/);
      if (over) {
        for (const name of ["Game#offerDraw", "Game#acceptDraw", "Game#resign"]) noArgsSame(name, g, where, /over/);
        for (const e of ["resign-south", "resign-north", "draw-agreed"]) check(`end ${e} ${where}`, g, () => g.end(e), /over/);
      } else if (s.drawOffer === null) {
        noArgsSame("Game#acceptDraw", g, where, /no draw/);
      } else {
        // offering again changes nothing
        noArgsSame("Game#offerDraw", g, where, (v) => assert.equal(v, undefined));
      }
      // a legal move, to put the bad value beside
      const legal = over ? null : s.moves.find((m) => m.path.length > 0) ?? s.moves[0];
      battery("Game#play", g, [legal?.path ?? ["1", "2"]], where);
      battery("Game#playText", g, [legal?.text ?? "1-2"], where);
      battery("Game#explain", g, legal?.path.length > 1 ? [legal.path[0], legal.path.at(-1)] : ["1", "2"], where);
      // squares off the board, moves of the other side, moves once the game is over
      for (const sq of OFF_BOARD) {
        check(`play [${sq}, ...] ${where}`, g, () => g.play([sq, s.squares[0].name]), /square/);
        check(`play [..., ${sq}] ${where}`, g, () => g.play([s.squares[0].name, sq]), /square/);
        check(`playText ${sq}-1 ${where}`, g, () => g.playText(`${sq}-${s.squares[0].name}`), /square|move/);
        check(`explain ${sq} ${where}`, g, () => g.explain(sq, s.squares[0].name), (v) => assert.match(v.english, /square|piece|over/));
      }
      check(`play a path of 65 ${where}`, g, () => g.play(new Array(65).fill(s.squares[0].name)), /too many items in the path/);
      check(`playText 401 characters ${where}`, g, () => g.playText("1-".repeat(200) + "1"), /too long/);
      check(`play [] ${where}`, g, () => g.play([]), over ? /over/ : /two squares/);
      check(`play [one square] ${where}`, g, () => g.play([s.squares[0].name]), over ? /over/ : /two squares/);
      for (const m of otherSideMoves(g).slice(0, 4)) {
        check(`play the other side's ${m.text} ${where}`, g, () => g.play(m.path), /piece|move|square|capture/);
        check(`playText the other side's ${m.text} ${where}`, g, () => g.playText(m.text), /piece|move|square|capture/);
      }
      if (over) {
        // every move that was legal one move before the end, and what a re-entrant getter does
        const before = new Game(id, s.startFen ?? undefined);
        const history = s.history;
        for (const t of history.slice(0, -1)) before.playText(t);
        for (const m of before.state().moves.slice(0, 6)) {
          check(`play ${m.text} once over ${where}`, g, () => g.play(m.path), /over/);
          check(`playText ${m.text} once over ${where}`, g, () => g.playText(m.text), /over/);
        }
        before.free();
        check(`think once over ${where}`, g, () => g.think({ depth: 3 }), (t) => assert.equal(t.best, null));
        battery("Game#think", g, [{ depth: 1 }], where);
      }
      // JS code run by a getter during the call: it calls the game again
      const reentrant = (key, value) => ({ get [key]() { g.playText(legal?.text ?? "x"); return value; } });
      check(`think with a getter that plays ${where}`, g, () => g.think(reentrant("depth", 1)), /recursive|option/);
      check(`encodeLink with a getter that reads the game ${where}`, g, () => wasm.encodeLink({ get variant() { return g.state().variant + "?"; } }), /variant/);
      check(`play with a getter that plays ${where}`, g, () => g.play(Object.defineProperty([...(legal?.path ?? ["1"])], 0, { get() { g.playText(legal?.text ?? "x"); return "1"; } })), /recursive|path/);
      g.free();
    }
  }
});

test("think: bad options, huge limits, re-entrant options", () => {
  const g = new Game("international");
  battery("Game#think", g, [{ depth: 1 }], "(international, at the start)");
  for (const opts of [
    { level: 0 }, { level: 6 }, { level: 1.5 }, { level: 2 ** 53 }, { level: -1 }, { level: "3" },
    { movetime: 0 }, { movetime: -1 }, { movetime: 60001 }, { movetime: 1e9 }, { movetime: 1e300 }, { movetime: NaN }, { movetime: 10n },
    { depth: 65 }, { depth: 1000 }, { depth: 2 ** 32 }, { depth: 1e300 }, { depth: 2.5 }, { depth: -1 },
    { nodes: -3 }, { nodes: 1e300 }, { nodes: 0.5 }, { nodes: "many" },
    { seed: -1 }, { seed: 2 ** 60 }, { seed: 0.5 }, { seed: {} },
    { bogus: 1 }, { [Symbol("x")]: 1 }, { depth: 1, extra: undefined },
    { time: -1 }, { time: 1e12 }, { time: NaN }, { time: "1000" }, { increment: 1000 }, { movesToGo: 1 }, { time: 1000, movesToGo: 0.5 }, { time: 1000, increment: 1e9 },
    { contempt: 101 }, { contempt: -1 }, { contempt: 0.5 }, { contempt: "25" }, { level: 5, contempt: 1e12 },
    "level 3", 17, [], [1], () => ({ depth: 1 }), Object.assign(() => {}, { depth: 1 }),
  ]) {
    const name = typeof opts === "function" ? "a function" : JSON.stringify(opts, (k, v) => (typeof v === "bigint" ? `${v}n` : v)) ?? String(opts);
    check(`think ${name}`, g, () => g.think(opts), /option|level|time|depth|contempt/);
  }
  // accepted: a level, a time within a minute, a depth, a node count; each answers quickly here
  for (const opts of [{ level: 1, seed: 2 ** 53 - 1 }, { movetime: 1 }, { depth: 64, movetime: 50 }, { nodes: 1e15, movetime: 50 }, { nodes: 1000 }, { level: 5, time: 300, movesToGo: 1 }, { time: 0, increment: 0 }, { level: 4, time: 60_000, increment: 2_000 }, { level: 5, movetime: 50, contempt: 0 }, { depth: 2, contempt: 100 }]) {
    check(`think ${JSON.stringify(opts)}`, g, () => g.think(opts), (t) => assert.ok(t.best !== null));
  }
  g.free();
});

test("analysis: readPdnTree, writePdnTree, reviewPdn, analyse and review refuse bad arguments", () => {
  for (const name of ["readPdnTree", "writePdnTree", "reviewPdn"]) battery(name, null, TABLE[name].good, "");
  const g = new Game("english");
  g.playText("11-15");
  const where = "(english, after 11-15)";
  battery("Game#analyse", g, [{ depth: 1 }], where);
  battery("Game#review", g, [1, { depth: 1 }], where);
  for (const opts of [{ lines: 0 }, { lines: 11 }, { lines: 1.5 }, { lines: "3" }, { lines: -1 }, { depth: 65 }, { lines: 2, bogus: 1 }]) {
    check(`analyse ${JSON.stringify(opts)}`, g, () => g.analyse(opts), /lines|option|depth/);
  }
  for (const ply of [0, 2, 1.5, -1]) check(`review ${ply}`, g, () => g.review(ply, { depth: 1 }), /ply/);
  check("analyse, two lines", g, () => g.analyse({ depth: 2, lines: 2 }), (a) => assert.equal(a.lines.length, 2));
  check("review 1", g, () => g.review(1, { depth: 2 }), (r) => assert.equal(r.move, "11-15"));
  const review = g.review(1, { depth: 2 });
  const game = { variant: "english", moves: ["11-15"] };
  for (const [label, reviews, want] of [
    ["a review of another move", [{ ...review, move: "9-13" }], /review 1 is of move 1 \(9-13\)/],
    ["a review of another ply", [{ ...review, ply: 2 }], /review 1 is of move 2/],
    ["a score that is not one", [{ ...review, score: "1" }], /the reviews: \[0\]\.score: expected a whole number, \{ win \} or \{ loss \}, not the string '1'/],
    ["a win and a loss", [{ ...review, bestScore: { win: 3, loss: 3 } }], /the reviews: \[0\]\.bestScore: a score is \{ win: n \} or \{ loss: n \}, not both/],
    ["an unknown class", [{ ...review, class: "howler" }], /the reviews: \[0\]\.class must be inaccuracy, mistake, blunder or null, not 'howler'/],
    ["an unknown field", [{ ...review, colour: 1 }], /colour/],
  ]) {
    check(`reviewPdn ${label}`, null, () => wasm.reviewPdn(game, reviews, []), want);
  }
  check("reviewPdn", null, () => wasm.reviewPdn(game, [review], [["Event", "x"]]), (t) => assert.match(t, /\[Event "x"\][^]*1\. 11-15 \{\[%eval /));
  // trees: a move of a nested variation that cannot be played is named with its place
  const bad = '[GameType "21"]\n1. 11-15 (1. 9-13 22-18 (1... 24-20 10-19)) 23-19 *';
  check("readPdnTree, an illegal nested move", null, () => wasm.readPdnTree(bad), /move 2\. 10-19 in variation 1 of 1\.\.\. 22-18 in variation 1 of 1\. 11-15/);
  const tree = { variant: "english", tree: [{ move: "11-15", variations: [[{ move: "9-13" }, { move: "22-17" }, { move: "13x24" }]] }] };
  check("writePdnTree, an illegal variation", null, () => wasm.writePdnTree(tree), /move 2\.\.\. 13x24|move 2\. 13x24/);
  let deep = [{ move: "11-15" }];
  for (let i = 0; i < 40; i++) deep = [{ move: "11-15", variations: [deep] }];
  check("writePdnTree, variations nested 40 deep", null, () => wasm.writePdnTree({ variant: "english", tree: deep }), /nested too deep/);
  g.free();
});

test("encodeLink, decodeLink and importPdn refuse bad records and garbage text", () => {
  const ok = { variant: "english", moves: ["11-15"] };
  for (const [label, record, want] of [
    ["no variant", { moves: [] }, /variant/],
    ["an unknown variant", { variant: "chess" }, /chess/],
    ["a variant of 1 MiB", { variant: MB }, /too long/],
    ["a move off the board", { variant: "english", moves: ["99-1"] }, /move 1/],
    ["a move of the other side", { variant: "english", moves: ["23-19"] }, /move 1/],
    ["moves after the end", { variant: "english", fen: "W:W18:B14", moves: ["18x9", "1-5"] }, /move 2/],
    ["5001 moves", { variant: "english", moves: new Array(5001).fill("11-15") }, /too many items in the game record: moves \(5001; at most 5000\)/],
    ["a move of 1 MiB", { variant: "english", moves: [MB] }, /too long/],
    ["moves not strings", { variant: "english", moves: [11] }, /moves/],
    ["a bad FEN", { variant: "english", fen: "W:W51:B1" }, /FEN|square/],
    ["a FEN not a string", { variant: "english", fen: 5 }, /fen/],
    ["players a string", { variant: "english", players: "both" }, /players/],
    ["a level of 9", { variant: "english", players: { south: 9, north: 0 } }, /south|level/],
    ["a level of 1.5", { variant: "english", players: { south: 1.5, north: 0 } }, /south/],
    ["a level of -1", { variant: "english", players: { south: 0, north: -1 } }, /north/],
    ["a level that is a string", { variant: "english", players: { south: "3", north: 0 } }, /south/],
    ["a players field unknown", { variant: "english", players: { south: 0, north: 0, east: 1 } }, /east/],
    ["a name of 61 characters", { variant: "english", southName: "x".repeat(61) }, /60/],
    ["a name of 1 MiB", { variant: "english", northName: MB }, /60|too long/],
    ["a name not a string", { variant: "english", southName: ["x"] }, /southName/],
    ["a seed of -1", { variant: "english", seed: -1 }, /seed/],
    ["a seed of 0.5", { variant: "english", seed: 0.5 }, /seed/],
    ["a seed of 2**53", { variant: "english", seed: 2 ** 53 }, /seed/],
    ["a seed of NaN", { variant: "english", seed: NaN }, /seed/],
    ["a BigInt seed", { variant: "english", seed: 5n }, /seed/],
    ["an unknown field", { ...ok, colour: "red" }, /colour/],
    ["a clock that is not one", { ...ok, clock: "5+3" }, /clock/],
    ["a time control that is not one", { ...ok, clock: { control: "fast", times: [1] } }, /time control/],
    ["a clock without times for its moves", { ...ok, clock: { control: "300+3", times: [] } }, /clock times/],
    ["a clock time that is not a number", { ...ok, clock: { control: "300+3", times: ["1"] } }, /clock\.times\[0\]: expected a whole number from 0 to 4294967295, not the string '1'/],
    ["a clock field unknown", { ...ok, clock: { control: "300+3", times: [1], left: 5 } }, /left/],
    ["a flag fallen without a clock", { ...ok, result: "time-south" }, /no clock/],
    ["a flag fallen on the side not to move", { ...ok, result: "time-north", clock: { control: "300+3", times: [1] } }, /side to move/],
    ["a symbol field", { ...ok, [Symbol("s")]: 1 }, /symbol/],
    ["an array", [ok], /record/],
  ]) {
    check(`encodeLink: ${label}`, null, () => wasm.encodeLink(record), want);
  }
  for (const text of [
    "", "#", "v=1", "v=2&variant=english", "variant=english", "v=1&variant=chess", "v=1&variant=english&moves=99-1",
    "v=1&variant=english&moves=11-15.11-15", "v=1&variant=english&fen=W:W51:B1", "v=1&variant=english&north=computer9",
    "v=1&variant=english&south=martian", "v=1&variant=english&seed=-1", "v=1&variant=english&colour=red",
    "v=1&variant=english&variant=russian", "v=1&variant=english&southName=" + "x".repeat(61), "%", "%E0%A4%A", "v=1&%00=1",
    "v=1&variant=english&moves=" + new Array(5001).fill("11-15").join("."), "x".repeat(100001), MB, "\u0000", "\ud800",
    "<script>alert(1)</script>", "v=1&variant=english&moves=" + "11-15x".repeat(1000),
  ]) {
    check(`decodeLink ${JSON.stringify(text).slice(0, 60)}`, null, () => wasm.decodeLink(text), /./);
  }
  for (const [text, variant] of [
    ["", "english"], ["1. 99-1 *", "english"], ["1. 23-19 *", "english"], ['[GameType "99"]\n1. 11-15 *', "english"],
    ['[GameType "21"', "english"], ['[FEN "W:W51:B1"]\n*', "english"], ["1. 11-15 {{{{ *", "english"], ["1. 11-15 ((((( *", "english"],
    ["1. 11-15 " + "(".repeat(100000), "english"], [MB, "english"], ["1. 11-15 *", "chess"], [PDN, ""], ["\u0000", "english"],
    ["1. " + "11-15 15-11 ".repeat(3000) + "*", "english"],
  ]) {
    check(`importPdn ${JSON.stringify(text).slice(0, 60)} (${variant})`, null, () => wasm.importPdn(text, variant), /./);
  }
  // a game with no moves is a game
  check("importPdn *", null, () => wasm.importPdn("*", "english"), (r) => assert.deepEqual(r.moves, []));
});

test("endgame databases: loaded file by file, refused when not one, and read by think", () => {
  check("loadEndgameDatabase english-2", null, () => wasm.loadEndgameDatabase(egdb("english-2.egdb")), (v) => assert.equal(v, "english"));
  check("loadEndgameDatabase english-3", null, () => wasm.loadEndgameDatabase(egdb("english-3.egdb")), (v) => assert.equal(v, "english"));
  const cut = egdb("english-3.egdb").slice(0, 100);
  check("loadEndgameDatabase cut short", null, () => wasm.loadEndgameDatabase(cut), /not a usable endgame database/);
  check("loadEndgameDatabase text", null, () => wasm.loadEndgameDatabase(new TextEncoder().encode("not a database")), /does not start with OMNIEGDB/);
  // two kings against one, the lone king to move: lost; the search reads the database
  const g = new Game("english", "W:WK1:BK18,K19");
  try {
    const t = g.think({ depth: 2 });
    assert.equal(t.database, "loss");
    assert.equal(new Game("international").think({ depth: 1 }).database, null);
  } finally {
    g.free();
  }
});

test("compose refuses every bad set-up, in the set-up's words", () => {
  const p = (square, kind = "man", color = "south", below = undefined) => ({ square, color, kind, ...(below ? { below } : {}) });
  const men = (n) => Array.from({ length: n }, (_, i) => p(String(i + 1)));
  for (const [label, variant, squares, want] of [
    ["a square off the board", "english", [p("33")], /'33' is not a square/],
    ["a square of 1 MiB", "english", [p(MB)], /is not a square/],
    ["a square given twice", "english", [p("22"), p("22", "king")], /two pieces/],
    ["a bishop in American checkers", "english", [p("22", "bishop")], /no bishop/],
    ["a queen", "english", [p("22", "queen")], /not a kind of piece/],
    ["a side that is not one", "english", [p("22", "man", "east")], /not a side/],
    ["13 men", "english", men(13), /13 pieces; this game has at most 12/],
    ["a stack in American checkers", "english", [p("22", "man", "south", [{ color: "north", kind: "man" }])], /no stacks/],
    ["a king under a stack's top", "stackem", [p("22", "man", "south", [{ color: "north", kind: "king" }])], /king is under/],
    ["a stack of 49", "stackem", [p("22", "man", "south", new Array(48).fill({ color: "north", kind: "man" }))], /too tall|too many/],
    ["a stack of 50", "stackem", [p("22", "man", "south", new Array(49).fill({ color: "north", kind: "man" }))], /too many items/],
    ["a checker below that is not an object", "stackem", [p("22", "man", "south", ["man"])], /the squares: \[0\]\.below\[0\]: expected an object \{ color, kind \}, not the string 'man'/],
    ["a field unknown below", "stackem", [p("22", "man", "south", [{ color: "north", kind: "man", square: "1" }])], /unknown field 'square'/],
    ["101 entries", "international", men(101), /too many items/],
    ["a Coast-to-Coast home", "coast-to-coast", [p("a1")], /home/],
    ["a getter that throws", "english", [{ get square() { throw new Error("no"); }, color: "south", kind: "man" }], /cannot read the squares: \[0\]\.square: no/],
    ["getters that throw, on unknown fields too", "english", [throwingGetters()], /unknown field|cannot read/],
    ["a proxy as an entry", "english", [hostileProxy()], /cannot read the squares: \[0\]: trap get/],
  ]) {
    check(`compose: ${label}`, null, () => wasm.compose(variant, "south", squares), want);
  }
  // a side with no piece is no position to start from, in the engine's words (the editor's)
  check("compose: one king alone", null, () => wasm.compose("english", "north", [p("22", "king")]), /Black has no pieces/);
});

test("a freed game refuses every call; called on something else, a method refuses too", () => {
  const g = new Game("english");
  g.free();
  for (const name of Object.getOwnPropertyNames(Game.prototype).filter((n) => !["constructor", "__destroy_into_raw"].includes(n))) {
    const args = { play: [["11", "15"]], playText: ["11-15"], explain: ["11", "15"], think: [{ depth: 1 }], end: ["draw-agreed"], pdnWithClock: [{ control: "300+3", times: [] }] }[name] ?? [];
    check(`a freed game's ${name}`, null, () => g[name](...args), /null pointer/);
    for (const other of [{}, null, undefined, 42, "game", Object.create(Game.prototype)]) {
      check(`Game.prototype.${name} on ${String(other)}`, null, () => Game.prototype[name].call(other, ...args), /null pointer|is not a function|Cannot read/);
    }
  }
});

test("the wasm memory does not grow, and not a byte is kept, when the bad calls are made again", () => {
  // the test above ran them all once; the memory has the size they need; a second round of
  // the heaviest ones (1 MiB strings, huge arrays, a finished game's refusals) must fit in it
  const round = () => {
    const g = new Game("english");
    for (const [name, make] of BAD) {
      const v = make();
      // (not the options think takes: each would think for a second)
      const think = name in ARG.options.takes ? () => g.think({ depth: 1, seed: v }) : () => g.think(v);
      for (const f of [() => g.play(v), () => g.playText(v), () => g.explain(v, v), think, () => wasm.encodeLink(v),
        () => wasm.decodeLink(v), () => wasm.importPdn(v, v), () => new Game(v, v), () => wasm.perft(v, v, v),
        () => wasm.compose(v, v, v), () => wasm.compose("stackem", "south", [{ square: "1", color: "south", kind: "man", below: v }]), () => g.end(v)]) {
        try { f(); } catch { /* refused, as checked above */ }
      }
    }
    g.free();
  };
  for (let i = 0; i < 3; i++) round();
  const first = instance.memory.buffer.byteLength;
  const used = wasm.memoryInUse();
  for (let i = 0; i < 20; i++) round();
  assert.equal(instance.memory.buffer.byteLength, first);
  // not a byte kept: a refusal frees what it read (a throw across Rust frames would not)
  assert.equal(wasm.memoryInUse(), used);
  console.log(`# ${calls} checked calls; wasm memory ${first} bytes (${used} in use), unchanged by 20 more rounds of bad calls`);
  for (const [k, v] of messages) console.log(`# ${k}: ${[...v].slice(0, 3).join(" | ")}`);
});
