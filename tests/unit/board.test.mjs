// The board's shared model (www/src/board/model.ts): the squares as drawn while a capture is
// entered, and the words for what stands on a square. Pure functions, on engine states.
import { test } from "node:test";
import assert from "node:assert/strict";
import { engine, js } from "./load.mjs";

const { shownSquares, stackWords, stackOf } = await import(js("board/model.js"));
const { pieceWords } = await import(js("i18n/words.js"));
const { ENGLISH, translator } = await import(js("i18n/index.js"));

const at = (shown, name) => shown.find((s) => s.name === name);

test("a capture entered click by click: the piece on its last landing, its origin empty, the jumped piece dimmed or gone", () => {
  const g = engine.newGame("english", "W:W30,22:B25,18,11,10");
  const s = g.state();
  assert.deepEqual(shownSquares(s, null).map((q) => q.taken), s.squares.map(() => null), "nothing entered: as the engine says");
  const shown = shownSquares(s, { from: "22", at: "15", jumped: ["18"] });
  assert.deepEqual(at(shown, "15").piece, at(s.squares, "22").piece);
  assert.equal(at(shown, "22").piece, null);
  assert.equal(at(shown, "18").taken, "dim", "American: taken pieces stay until the move ends");
  assert.notEqual(at(shown, "18").piece, null);
  g.free();
  const p = engine.newGame("polish", "W:W33:B28,18");
  const ps = p.state();
  const capture = ps.moves.find((m) => m.captures.length === 2);
  const gone = shownSquares(ps, { from: capture.path[0], at: capture.path[1], jumped: capture.captures.slice(0, 1) });
  const jumped = at(gone, capture.captures[0]);
  assert.equal(jumped.taken, "gone", "Polish: a taken piece leaves at once");
  assert.equal(jumped.piece, null);
  p.free();
});

test("the words for a square and a stack", () => {
  const names = { south: "Black", north: "Red" };
  assert.equal(pieceWords(ENGLISH, null, names), "empty");
  assert.equal(pieceWords(ENGLISH, { color: "north", kind: "king" }, names), "red king");
  const stack = [{ color: "south", kind: "man" }, { color: "north", kind: "king" }];
  assert.equal(stackWords(ENGLISH, stack, names), "stack of 2, bottom to top: black man, red king");
  assert.equal(stackOf({ stack: [stack[0]] }), null, "one checker is not a stack");
  assert.deepEqual(stackOf({ stack }), stack);
});

test("the words for a square and a stack, in Russian and Polish", async () => {
  const names = { south: "Black", north: "Red" };
  const stack = [{ color: "south", kind: "man" }, { color: "north", kind: "king" }];
  const ru = await translator("ru");
  assert.equal(stackWords(ru, stack, names), "стопка из 2 шашек, снизу вверх: шашка (чёрные), дамка (красные)");
  const pl = await translator("pl");
  assert.equal(stackWords(pl, stack, names).split(":")[0], "stos z 2 pionków, od dołu do góry");
});
