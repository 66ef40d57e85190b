// The move tree (www/src/play/tree.ts): the engine's annotated-PDN shape read in and written back
// unchanged, moves added as variations, the keys' steps, and a line promoted.
import { test } from "node:test";
import assert from "node:assert/strict";
import { js } from "./load.mjs";

const { MoveTree, mainLine, pathTo, onMainLine, stepKey, nagGlyph } = await import(js("play/tree.js"));

const n = (move, more = {}) => ({ move, nags: [], before: [], after: [], variations: [], ...more });

/** 1. 11-15 {good} (1. 9-13 22-18 (2. 23-19) 2. 10-14) 22-18 $2 2. 15x22 */
const GAME = [
  n("11-15", {
    after: ["good"],
    variations: [[n("9-13"), n("22-18", { variations: [[n("23-19")]] }), n("10-14", { before: ["a try"] })], [n("12-16")]],
  }),
  n("22-18", { nags: [2] }),
  n("15x22", { nags: [1, 14] }),
];

test("the engine's tree shape reads in and writes back the same, nested variations, comments and marks kept", () => {
  const t = MoveTree.fromPdn(GAME, ["the game's comment"]);
  assert.deepEqual(t.toPdn(), { comments: ["the game's comment"], tree: GAME });
  assert.deepEqual(
    mainLine(t).map((x) => x.move),
    ["11-15", "22-18", "15x22"],
  );
  const first = t.root.children;
  assert.deepEqual(
    first.map((x) => x.move),
    ["11-15", "9-13", "12-16"],
    "the variations are the start's other children, in order",
  );
});

test("a move added where one exists goes there; a new one becomes a variation; removed, it is gone", () => {
  const t = MoveTree.fromPdn(GAME);
  const a = mainLine(t)[0];
  const again = t.add(t.root, "11-15");
  assert.equal(again, a, "the same move: the same node");
  const v = t.add(a, "24-20");
  assert.equal(a.children.length, 2);
  assert.equal(onMainLine(v), false);
  assert.deepEqual(
    pathTo(v).map((x) => x.move),
    ["11-15", "24-20"],
  );
  assert.equal(v.ply, 2);
  assert.equal(t.node(v.id), v);
  t.remove(v);
  assert.equal(t.node(v.id), undefined);
  assert.deepEqual(t.toPdn().tree, GAME);
});

test("a line added as a variation follows the moves it shares with the main line, branches where it leaves them, and never lengthens it", () => {
  const t = MoveTree.fromMoves(["11-15", "22-18", "15x22"]);
  const [a, b] = mainLine(t);
  assert.equal(t.addVariation(t.root, ["11-15", "22-18", "15x22", "25x18"]), false, "past the end: nothing added");
  assert.equal(t.addVariation(a, ["22-18"]), false, "the main line itself: nothing added");
  assert.deepEqual(mainLine(t).map((x) => x.move), ["11-15", "22-18", "15x22"]);
  assert.equal(t.addVariation(t.root, ["11-15", "23-19", "8-11"]), true);
  assert.deepEqual(a.children.map((x) => x.move), ["22-18", "23-19"], "branched off after the shared move");
  assert.deepEqual(a.children[1].children.map((x) => x.move), ["8-11"]);
  assert.equal(t.addVariation(b, ["9-14", "18x9"]), true, "from a move with a continuation: a variation beside it");
  assert.deepEqual(b.children.map((x) => x.move), ["15x22", "9-14"]);
  assert.deepEqual(mainLine(t).map((x) => x.move), ["11-15", "22-18", "15x22"], "the main line is the same");
});

test("keys: ← back, → on, ↑ ↓ through the moves at a branching, Home, End", () => {
  const t = MoveTree.fromPdn(GAME);
  const [a, b, c] = mainLine(t);
  assert.equal(stepKey(a, "ArrowRight"), b);
  assert.equal(stepKey(b, "ArrowLeft"), a);
  assert.equal(stepKey(a, "ArrowDown").move, "9-13");
  assert.equal(stepKey(a, "ArrowUp").move, "12-16", "wraps round");
  assert.equal(stepKey(b, "ArrowDown"), null, "no other move there");
  assert.equal(stepKey(c, "Home"), t.root);
  assert.equal(stepKey(a, "End"), c);
  assert.equal(stepKey(c, "x"), null);
});

test("a variation promoted becomes the main line", () => {
  const t = MoveTree.fromPdn(GAME);
  const v = t.root.children[1].children[0]; // 9-13 22-18
  t.promote(v);
  assert.deepEqual(
    mainLine(t).map((x) => x.move),
    ["9-13", "22-18", "10-14"],
  );
  assert.equal(nagGlyph(4), "??");
  assert.equal(nagGlyph(99), "$99");
});
