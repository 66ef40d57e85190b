// The engine's errors through the wasm boundary: an error a player can cause is thrown as an
// `Error` whose `message` is the English and whose `said` is the code with its values (the
// same shape as the `Said` the API returns), for the page to word in the player's language
// (docs/wasm-api.md); an error only a program can cause is English only.
// Needs the built package in www/pkg (npm run build).
import { test } from "node:test";
import assert from "node:assert/strict";
import { page, worker } from "./modules.mjs";

// the page's module (the errors a player can cause come from the rules); the computer's
// options are the worker's
const { Game, decodeLink, readPdnTree, compose } = page.wasm;

/** What `f` throws. */
function thrown(f) {
  try {
    f();
  } catch (e) {
    return e;
  }
  assert.fail("nothing thrown");
}

/** Every sentence of `said`, outermost first, following `reason` (or `name`) inside. */
function chain(said, name = "reason") {
  const out = [];
  for (let s = said; s !== undefined; s = s.values[name]?.said) out.push(s);
  return out;
}

test("a bad FEN throws its English and its code with values", () => {
  const e = thrown(() => new Game("russian", "W:W99:B1"));
  assert.ok(e instanceof Error);
  assert.equal(e.message, "bad FEN: '99' is not a square of this board");
  assert.equal(e.said.english, e.message);
  assert.deepEqual(
    chain(e.said).map((s) => s.code),
    ["bad-fen", "not-a-square"],
  );
  assert.deepEqual(e.said.values.reason.said.values, { square: { square: "99" } });
  const many = thrown(() => new Game("english", "B:W1-13:B20"));
  assert.deepEqual(many.said.values.reason.said.values, { letter: { text: "W" }, count: { number: 13 }, most: { number: 12 } });
});

test("a bad PDN throws with its place: the line, the move, the variation", () => {
  const file = '[GameType "21"]\n1. 11-15 (1. 9-14 22-18 2. 5-8) 23-19 *\n';
  const e = thrown(() => readPdnTree(file, undefined));
  assert.match(e.message, /^bad PDN: in the game on line 1: move 2\. 5-8 in variation 1 of 1\. 11-15: illegal move 5-8: /);
  const [pdn, onLine, ply, illegal] = chain(e.said);
  assert.equal(pdn.code, "bad-pdn");
  assert.deepEqual(onLine.values.line, { number: 1 });
  assert.equal(ply.code, "pdn-ply-within");
  assert.deepEqual(ply.values.ply, { text: "2. 5-8" });
  assert.deepEqual(ply.values.within.said.values, { number: { number: 1 }, ply: { text: "1. 11-15" } });
  assert.equal(illegal.code, "illegal-move");
  assert.deepEqual(illegal.values.move, { moves: ["5-8"] });
  // a file of one game that cannot be read: its problem once, not "no game could be read: game 1"
  const none = thrown(() => readPdnTree("1. 11-15 {never closed\n", "english"));
  assert.deepEqual(chain(none.said).map((s) => s.code), ["bad-pdn", "pdn-line", "pdn-comment-open"]);
});

test("a bad link, a refused set-up and an illegal move throw with codes", () => {
  const link = thrown(() => decodeLink("#v=1&variant=russian&south=robot"));
  assert.equal(link.said.code, "link-player");
  assert.deepEqual(link.said.values.field, { text: "south" });
  const setup = thrown(() => compose("english", "south", [{ square: "22", color: "south", kind: "bishop" }]));
  assert.equal(setup.said.code, "setup-no-such-piece");
  assert.deepEqual(setup.said.values, { game: { game: "english", name: "American checkers" }, kind: { kind: "bishop" } });
  const g = new Game("english");
  const move = thrown(() => g.playText("22-17"));
  assert.equal(move.said.code, "illegal-move");
  assert.equal(typeof move.said.values.reason.said.code, "string");
  g.free();
  const unknown = thrown(() => new Game("chess"));
  assert.equal(unknown.said.code, "unknown-variant");
});

test("an error only a program can cause is English only", () => {
  const notString = thrown(() => new Game(42));
  assert.ok(notString.message.length > 0);
  assert.equal(notString.said, undefined);
  const g = new worker.wasm.Game("english");
  const level = thrown(() => g.think({ level: 99 }));
  assert.match(level.message, /^level 99 does not exist/);
  assert.equal(level.said, undefined);
  g.free();
});
