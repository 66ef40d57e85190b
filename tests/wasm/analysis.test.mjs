// The analysis exports of the wasm API (docs/wasm-api.md) called from Node: annotated trees
// read and written back, the best lines of a position, a move's review and the review as PDN.
// The trees and the review as PDN are the page's module's; the lines and the review, searched,
// the worker's. Needs the built package in www/pkg (npm run build).
import { test } from "node:test";
import assert from "node:assert/strict";
import { page, worker } from "./modules.mjs";

const { readPdnTree, writePdnTree, reviewPdn } = page.wasm;
/** The worker's games: they analyse and review. */
const { Game } = worker.wasm;

const ANNOTATED = `[Event "annotated"]
[GameType "25"]
{A game comment} 1. c3-d4 {after} (1. c3-b4!? {a reply?} f6-g5 (1... b6-a5 $14)) f6-e5 2. d4:f6 g7:e5 *`;

test("readPdnTree gives the whole tree in the engine's text, and writePdnTree writes it back", () => {
  const t = readPdnTree(ANNOTATED);
  assert.equal(t.variant, "russian");
  assert.equal(t.fen, null);
  assert.deepEqual(t.tags, [["Event", "annotated"], ["GameType", "25"]]);
  assert.deepEqual(t.comments, ["A game comment"]);
  assert.equal(t.result, "*");
  assert.deepEqual(t.tree.map((n) => n.move), ["c3-d4", "f6-e5", "d4:f6", "g7:e5"]);
  assert.deepEqual(t.tree[0], {
    move: "c3-d4",
    nags: [],
    before: [],
    after: ["after"],
    variations: [
      [
        { move: "c3-b4", nags: [5], before: [], after: ["a reply?"], variations: [] },
        { move: "f6-g5", nags: [], before: [], after: [], variations: [[{ move: "b6-a5", nags: [14], before: [], after: [], variations: [] }]] },
      ],
    ],
  });
  const text = writePdnTree(t);
  assert.match(text.replace(/\s+/g, " "), /1\. c3-d4 \{after\} \(1\. c3-b4!\? \{a reply\?\} f6-g5 \(1\.\.\. b6-a5 \$14\)\) f6-e5/);
  assert.deepEqual(readPdnTree(text).tree, t.tree);
  // without a GameType tag the variant given says which game
  assert.equal(readPdnTree("1. 11-15 23-19 *", "english").variant, "english");
  assert.throws(() => readPdnTree("1. 11-15 23-19 *"), /GameType/);
});

test("analyse: the best lines, best first, and the table kept between depths", () => {
  const g = new Game("international");
  g.playText("32-28");
  const a = g.analyse({ depth: 4, lines: 4 });
  assert.equal(a.depth, 4);
  assert.equal(a.lines.length, 4);
  assert.equal(new Set(a.lines.map((l) => l.moves[0])).size, 4);
  for (let i = 1; i < 4; i++) assert.ok(a.lines[i - 1].score >= a.lines[i].score);
  assert.deepEqual(Object.keys(a).sort(), ["database", "depth", "lines", "ms", "nodes"]);
  assert.deepEqual(Object.keys(a.lines[0]).sort(), ["moves", "score", "winIn"]);
  // depth by depth with the kept table costs about one search to the last depth
  const fresh = new Game("international");
  fresh.playText("32-28");
  const once = fresh.analyse({ depth: 7 }).nodes;
  let stepped = 0;
  for (let d = 1; d <= 7; d++) stepped += fresh.analyse({ depth: d }).nodes;
  assert.ok(stepped < once * 1.5, `depths 1..7 one by one: ${stepped} nodes; one search to 7: ${once}`);
  // a won position: the lines say so
  const w = new Game("english", "W:WK18:B14");
  const won = w.analyse({ depth: 6, lines: 1 });
  assert.ok(won.lines[0].winIn > 0);
  for (const x of [g, fresh, w]) x.free();
});

test("review: the move's review from White's point of view, and the review as PDN", () => {
  // Edinburgh 1847, game 14: White's 27-23 allows Black's shot
  const fen = "W:W14,15,18,19,21,24,27,28,29,30,31:B1,3,5,6,7,8,12,13,16,17,22";
  const g = new Game("english", fen);
  g.playText("27-23");
  g.playText("22-25");
  const r = g.review(1, { depth: 10 });
  assert.deepEqual(Object.keys(r).sort(), ["best", "bestLine", "bestScore", "class", "depth", "line", "loss", "move", "ply", "score"]);
  assert.equal(r.ply, 1);
  assert.equal(r.move, "27-23");
  assert.equal(r.class, "blunder");
  assert.equal(r.bestLine[0], r.best);
  assert.ok(r.score < 0 && r.bestScore > r.score, "White (the mover) lost by it");
  assert.equal(r.loss, r.bestScore - r.score);
  const black = g.review(2, { depth: 6 });
  assert.equal(black.move, "22-25");
  assert.ok(black.score < 0, "Black stands better: negative for White");
  const text = reviewPdn({ variant: "english", fen, moves: ["27-23", "22-25"] }, [r, black], [["Event", "Edinburgh 1847"]]);
  const words = text.replace(/\s+/g, " ");
  assert.match(words, /1\.\.\. 27-23\?\? \{\[%eval -[0-9.]+\]\} \{Blunder: /);
  assert.match(words, new RegExp(`\\(1\\.\\.\\. ${r.best} `), "the better move as a variation");
  assert.deepEqual(readPdnTree(text).tree.map((n) => n.move), ["27-23", "22-25"]);
  // a win for White as { win }
  const w = new Game("english", "W:WK18:B14");
  w.playText("18x9");
  assert.deepEqual(w.review(1, { depth: 4 }).score, { win: 1 });
  g.free();
  w.free();
});
