// The play controller (www/src/play/play.ts), compiled to dist/js, with the real engine loaded in
// Node: clicks become selections, explanations and moves; promotions wait for a choice.
// Needs the built site (npm run build).
import { test } from "node:test";
import assert from "node:assert/strict";
import { engine, js } from "./load.mjs";

const { PlayController, playMove, promotionName } = await import(js("play/play.js"));
const { kindName, capitalise } = await import(js("i18n/words.js"));
const { ENGLISH, translator } = await import(js("i18n/index.js"));

const names = { south: "White", north: "Black" };

function controller(variant, fen) {
  return new PlayController(engine.newGame(variant, fen));
}

test("a click on a piece selects it and marks where it can go; a click on a target plays the move", () => {
  const p = controller("english");
  assert.equal(p.state.history.length, 0);
  assert.deepEqual(p.click("11"), { kind: "changed" });
  assert.equal(p.selected, "11");
  assert.match(p.message, /^Square 11 selected: move to 15 or 16\.$/);
  const b = p.board(names, false, true);
  assert.deepEqual([...b.targets.keys()].sort(), ["15", "16"]);
  assert.ok(b.movable.has("9") && b.movable.has("12") && !b.movable.has("22"), "the side to move's movable pieces");
  assert.equal(p.board(names, false, false).movable.size, 0, "none while the side may not move");

  const r = p.click("15");
  assert.equal(r.kind, "played");
  assert.equal(r.text, "11-15");
  assert.deepEqual(r.played.move.path, ["11", "15"]);
  assert.equal(r.played.before.history.length, 0, "the state before the move, for the animation");
  assert.equal(r.played.fromStep, 0);
  assert.deepEqual(p.state.history, ["11-15"]);
  assert.equal(p.message, null, "the status is the engine's again");
  assert.equal(p.selected, null);
  p.game.free();
});

test("a click that is not a move is explained by the engine, capitalised; the other side's piece is refused", () => {
  const p = controller("english", "W:W22,29:B18,1");
  p.click("29");
  assert.equal(p.message, "A capture is compulsory: 22x15");
  assert.equal(p.selected, null, "a piece that cannot move is not selected");
  p.click("18");
  assert.match(p.message, /White's turn/);
  p.click("22");
  p.click("26");
  assert.match(p.message, /^[A-Z]/, "capitalised");
  assert.equal(p.state.history.length, 0, "nothing played");
  p.game.free();
});

test("a multi-capture entered click by click: the board shows it on its way, and the move plays from there", () => {
  const p = controller("english", "W:W30,22:B25,18,11,10");
  p.click("22");
  assert.equal(p.click("15").kind, "changed");
  assert.match(p.message, /Keep going: click the next landing square \(6 or 8\)/);
  const progress = p.board(names, false, true).progress;
  assert.deepEqual(progress, { from: "22", at: "15", jumped: ["18"] });
  const r = p.click("8");
  assert.equal(r.kind, "played");
  assert.equal(r.text, "22x8");
  assert.equal(r.played.fromStep, 1, "one landing square was shown already");
  p.game.free();
});

test("several moves share the path: the controller waits for the choice; cancelling plays nothing, choosing plays it", () => {
  const p = controller("cheskers", "W:Wc7,Ka1:BKh6");
  p.click("c7");
  const r = p.click("d8");
  assert.equal(r.kind, "promote");
  assert.deepEqual(r.moves.map((m) => m.promotion), ["king", "bishop", "camel"]);
  assert.equal(p.message, "Choose what the piece becomes: King, Bishop or Camel.");
  assert.deepEqual(p.prefix, ["c7", "d8"], "the board still shows the move while it asks");
  assert.ok(p.cancelPromotion());
  assert.equal(p.promotion, null);
  assert.equal(p.message, "Promotion cancelled: nothing was played.");
  assert.equal(p.state.history.length, 0);
  assert.equal(p.cancelPromotion(), false, "nothing to cancel now");

  p.click("c7");
  const again = p.click("d8");
  const camel = again.moves.find((m) => m.promotion === "camel");
  const done = p.choose(camel);
  assert.equal(done.played.fromStep, 0);
  assert.equal(p.state.history.length, 1);
  assert.equal(p.state.squares.find((q) => q.name === "d8").piece.kind, "camel");
  p.game.free();
});

test("a move the engine refuses leaves the game as it was and says why", () => {
  const p = controller("english");
  const r = p.play({ path: ["11", "20"], captures: [], text: "11-20" });
  assert.equal(r, null);
  assert.match(p.message, /^[A-Z].*11/);
  assert.equal(p.state.history.length, 0);
  p.game.free();
});

test("refresh after an undo; deselect; replace frees the old game", () => {
  const p = controller("english");
  p.click("11");
  p.click("15");
  assert.ok(p.game.undo());
  p.click("9");
  p.refresh();
  assert.equal(p.selected, null);
  assert.equal(p.state.history.length, 0);
  p.click("9");
  assert.ok(p.deselect());
  assert.equal(p.deselect(), false);
  const old = p.game;
  p.replace(engine.newGame("russian"));
  assert.equal(p.state.variant, "russian");
  assert.throws(() => old.state(), /closed/);
  p.game.free();
});

test("playMove: by path, by text where the path does not name the move (a pass, a promotion choice)", () => {
  const g = engine.newGame("cheskers", "W:Wc7,Ka1:BKh6");
  const bishop = g.state().moves.find((m) => m.promotion === "bishop");
  assert.equal(playMove(g, bishop), bishop.text);
  assert.equal(g.state().squares.find((q) => q.name === "d8").piece.kind, "bishop");
  g.free();
  assert.equal(kindName(ENGLISH, "camel"), "Camel");
  assert.equal(promotionName(ENGLISH, { path: ["a", "b"], captures: [], text: "a-b" }), "a-b");
  assert.equal(capitalise("a capture"), "A capture");
});

test("the controller speaks its translator's language: the engine's codes worded in Russian", async () => {
  const ru = await translator("ru");
  const p = new PlayController(engine.newGame("english", "W:W22,29:B18,1"), ru);
  p.click("29");
  assert.equal(p.message, "Бить обязательно: 22x15");
  p.click("29");
  p.click("22");
  assert.match(p.message, /^Выбрано поле 22: ход на 15\.$/);
  p.game.free();
});
