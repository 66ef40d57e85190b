// The analysis board's controller (www/src/page/analysis.ts) and its game review (review.ts),
// with the real engine in Node and a fake analyser standing in for the worker: moves clicked
// on the board go into the tree as variations, an engine line clicked is played into it, a
// comment is kept, the review marks a move with its NAG, its better move and the punishing
// line and counts it for its side, and the tree is written and read back as annotated PDN.
import { test } from "node:test";
import assert from "node:assert/strict";
import { window } from "./window.mjs";
import { engine, js } from "./load.mjs";

globalThis.window = window;
globalThis.location = { search: "", href: window.location.href };
globalThis.localStorage = window.localStorage;
globalThis.document = { documentElement: {}, querySelectorAll: () => [] };
const { startLanguage } = await import(js("i18n/index.js"));
await startLanguage();
const { AnalysisBoard } = await import(js("page/analysis.js"));
const { MoveTree, mainLine } = await import(js("play/tree.js"));

/** A fake worker: remembers what it is asked, and answers when the test says. */
function fakeAnalyser() {
  const asked = [];
  return {
    asked,
    analyse(position, lines, update, end) {
      const job = { kind: "analyse", position, lines, update, end, stopped: false, stop: () => (job.stopped = true) };
      asked.push(job);
      return job;
    },
    review(position, move, end) {
      const job = { kind: "review", position, move, end, stopped: false, stop: () => (job.stopped = true) };
      asked.push(job);
      return job;
    },
  };
}

function open(moves = ["11-15", "23-19", "8-11"]) {
  const analyser = fakeAnalyser();
  const drawn = { board: 0, panel: null, toggled: [] };
  const board = new AnalysisBoard({
    engine,
    analyser,
    flipped: false,
    board: () => drawn.board++,
    panel: (snap) => (drawn.panel = snap),
    askPromotion: () => assert.fail("no promotion to ask in American checkers"),
    toggled: (on) => drawn.toggled.push(on),
  });
  const tree = MoveTree.fromMoves(moves);
  board.open({ variant: engine.variant("english"), fen: null, tree, at: mainLine(tree).at(-1) });
  return { board, analyser, drawn, tree };
}

const lastJob = (a, kind) => a.asked.filter((j) => j.kind === kind).at(-1);

test("opened on a game: the last move shown, the engine asked for three lines of that position", () => {
  const { board, analyser, drawn } = open();
  assert.deepEqual(drawn.toggled, [true]);
  assert.equal(drawn.panel.tree.current.move, "8-11");
  const job = lastJob(analyser, "analyse");
  assert.deepEqual(job.position, { variant: "english", fen: null, moves: ["11-15", "23-19", "8-11"] });
  assert.equal(job.lines, 3);
  job.update({ depth: 4, nodes: 100, ms: 5, database: null, lines: [{ score: 20, winIn: null, moves: ["22-18", "15x22"] }] });
  assert.equal(drawn.panel.lines.depth, 4);
  // an answer about a position left behind is dropped
  board.key("ArrowLeft");
  assert.equal(job.stopped, true, "the old search stops");
  job.update({ depth: 5, nodes: 1, ms: 1, database: null, lines: [] });
  assert.equal(drawn.panel.lines, null);
  board.close();
  assert.deepEqual(drawn.toggled, [true, false]);
});

test("a move clicked after an earlier move is a variation; the same move again goes to it", () => {
  const { board, tree } = open();
  const [, second] = mainLine(tree);
  board.go(second);
  board.onSquare("9");
  board.onSquare("13");
  const cur = board.current;
  assert.equal(cur.move, "9-13");
  assert.equal(second.children.length, 2, "8-11 stays the main line, 9-13 is beside it");
  assert.equal(second.children[0].move, "8-11");
  board.go(second);
  board.onSquare("9");
  board.onSquare("13");
  assert.equal(board.current, cur, "no second copy");
  board.close();
});

test("a line of the engine clicked is played into the tree up to the move clicked", () => {
  const { board, analyser } = open();
  const job = lastJob(analyser, "analyse");
  job.update({ depth: 6, nodes: 1, ms: 1, database: null, lines: [{ score: 0, winIn: null, moves: ["22-18", "15x22", "25x18"] }] });
  board.playLine(0, 1);
  assert.deepEqual(
    [board.current.parent.move, board.current.move],
    ["22-18", "15x22"],
  );
  board.close();
});

test("a comment is kept on its move and written by the engine; the PDN reads back to the same tree", () => {
  const { board, tree, drawn } = open();
  board.setComment("  A solid reply.  ");
  assert.deepEqual(board.current.after, ["A solid reply."]);
  const pdn = board.exportPdn();
  assert.match(pdn, /\{A solid reply\.\}/);
  assert.equal(drawn.panel.pdn, pdn);
  const read = engine.readPdnTree(pdn, "english");
  assert.deepEqual(read.tree, tree.toPdn().tree);
  board.importPdn("1. 11-15 23-19 11-16 *");
  assert.match(drawn.panel.message, /Could not read this PDN: .*11-16/, "the engine's message, and the tree kept");
  assert.equal(board.current.move, "8-11");
  board.close();
});

test("the review marks a blunder with its NAG, the better move and the punishing line, and counts it", () => {
  const moves = ["11-15", "23-19", "8-11", "22-17", "15-18"];
  const { board, analyser, drawn, tree } = open(moves);
  const searching = lastJob(analyser, "analyse");
  board.review.start();
  assert.equal(searching.stopped, true, "the board's own search stops for the review (one worker)");
  assert.equal(drawn.panel.thinking, false);
  const job = lastJob(analyser, "review");
  assert.deepEqual(job.position.moves, moves);
  for (let i = 0; i < 4; i++) job.move({ ply: i + 1, move: moves[i], best: moves[i], score: 0, bestScore: 0, loss: 0, class: null, line: [], bestLine: [moves[i]], depth: 10 });
  assert.equal(drawn.panel.review.done, 4);
  assert.equal(drawn.panel.review.running, true);
  // 15-18 (Black, the first player in American checkers) called a blunder
  job.move({ ply: 5, move: "15-18", best: "9-13", score: 250, bestScore: 0, loss: 250, class: "blunder", line: ["19-15", "10x19", "24x15"], bestLine: ["9-13", "17-14"], depth: 10 });
  job.end(null);
  assert.notEqual(lastJob(analyser, "analyse"), searching, "the review over, the board's search goes on");
  const blunder = mainLine(tree)[4];
  assert.deepEqual(blunder.nags, [4]);
  assert.ok(blunder.after.some((c) => /Blunder\. Better: 9-13/.test(c)), blunder.after.join("|"));
  assert.deepEqual(
    blunder.parent.children.map((c) => c.move),
    ["15-18", "9-13"],
    "the better move beside it",
  );
  assert.equal(blunder.parent.children[1].children[0]?.move, "17-14", "with its line");
  assert.ok(blunder.after.some((c) => /19-15 10x19 24x15/.test(c)), "after the game's last move the line is said in words");
  const r = drawn.panel.review;
  assert.equal(r.running, false);
  const black = engine.variant("english").firstTurn;
  const white = black === "south" ? "north" : "south";
  assert.equal(r.counts[black].blunder, 1, "counted for the side that played it");
  assert.equal(r.counts[white].blunder, 0);
  assert.equal(r.points.length, 5);
  // the review's marks are written as PDN the engine reads back
  const pdn = board.exportPdn();
  assert.match(pdn, /15-18 ?\?\?|15-18 \$4/);
  assert.deepEqual(engine.readPdnTree(pdn, "english").tree[4].nags, [4]);
  board.close();
});

test("the review adds its lines as variations only: the moves played stay as they were, a blunder at any ply", () => {
  // a blunder at each ply whose punishing line starts with the moves the game went on with
  // and runs past its end; and one that leaves the game's moves after one move
  const moves = ["11-15", "23-19", "12-16", "19x12", "10-14", "26-23", "14-17", "22x13"];
  const extra = ["8-11", "24-20", "4-8"];
  for (let k = 1; k <= moves.length; k++) {
    for (const diverge of [false, true]) {
      const { board, analyser, tree } = open(moves);
      board.review.start();
      const job = lastJob(analyser, "review");
      const rest = moves.slice(k);
      const line = diverge && rest.length >= 2 ? [rest[0], "9-13", "17-14"] : [...rest, ...extra];
      for (let i = 1; i <= moves.length; i++) {
        const blunder = i === k;
        job.move({ ply: i, move: moves[i - 1], best: blunder ? "9-14" : moves[i - 1], score: blunder ? 300 : 0, bestScore: 0, loss: blunder ? 300 : 0, class: blunder ? "blunder" : null, line: blunder ? line : [], bestLine: blunder ? ["9-14", "24-19"] : [moves[i - 1]], depth: 10 });
      }
      job.end(null);
      assert.deepEqual(mainLine(tree).map((n) => n.move), moves, `blunder at ply ${k}${diverge ? ", a line that leaves the game" : ""}: the main line is the game`);
      if (diverge && rest.length >= 2) {
        const at = mainLine(tree)[k];
        assert.deepEqual(at.children.map((c) => c.move), [moves[k + 1], "9-13"], `ply ${k}: the line branches off where it leaves the game`);
      }
      board.review.start();
      assert.equal(lastJob(analyser, "review").position.moves.length, moves.length, "a second review reviews the game's moves");
      board.close();
    }
  }
});
