// The game page's session and its sub-controllers (www/src/page/), compiled to dist/js, with
// the real engine in Node, fake views that record what they are asked to draw, and a fake
// window (tests/unit/window.mjs): what a click, a move, an undo, stepping back, a resignation
// and saving do to the snapshot the views draw, and that each change draws once.
import { test } from "node:test";
import assert from "node:assert/strict";
import { window } from "./window.mjs";
import { engine, js } from "./load.mjs";

const { Session } = await import(js("page/session.js"));
const { MoveBrowser } = await import(js("page/browse.js"));
const { GameSync } = await import(js("page/sync.js"));
const { gameRecord } = await import(js("page/records.js"));
const { SAVE_KEY, OTHER_KEY } = await import(js("site/saved.js"));

/** Views that draw nothing and remember everything. */
function recorder() {
  return {
    boards: [],
    panels: [],
    promotions: [],
    sounds: [],
    shareHidden: 0,
    board(model, mode, played) {
      this.boards.push({ model, mode, played });
    },
    panel(snap) {
      this.panels.push(snap);
    },
    askPromotion(moves) {
      this.promotions.push(moves);
    },
    closeDialogs() {},
    sound(kind) {
      this.sounds.push(kind);
    },
    hideShareBox() {
      this.shareHidden++;
    },
    get last() {
      return this.panels[this.panels.length - 1];
    },
    reset() {
      this.boards.length = 0;
      this.panels.length = 0;
    },
  };
}

const notice = { texts: [], show(t) { this.texts.push(t); }, hide() {} };

function session(variant = "english", fen = undefined, players = null) {
  window.localStorage.clear();
  const v = engine.variant(variant);
  const views = recorder();
  const opening = {
    variant: v,
    game: engine.newGame(variant, fen),
    startFen: fen ?? null,
    players: players ?? { opponent: "human", human: v.firstTurn, level: 3 },
    seed: 7,
    names: { south: null, north: null },
  };
  const s = new Session(engine, opening, null, views, notice, false);
  s.start();
  return { s, views };
}

test("a move by two clicks: drawn once, animated, announced in the status, sounded, saved", () => {
  const { s, views } = session();
  const first = s.state.turn;
  views.reset();
  s.onSquare("11");
  assert.equal(views.boards.length, 1, "a selection draws the board once");
  assert.deepEqual([...views.boards[0].model.targets.keys()].sort(), ["15", "16"]);
  views.reset();
  s.onSquare("15");
  assert.equal(views.boards.length, 1, "the move draws the board once");
  assert.equal(views.panels.length, 1, "and the panel once");
  assert.deepEqual(views.boards[0].played.move.path, ["11", "15"]);
  assert.equal(views.boards[0].mode, "play");
  const snap = views.last;
  assert.equal(snap.played, `${engine.variant("english").colorNames[first]} played 11-15.`);
  assert.equal(snap.message, null);
  assert.deepEqual(snap.state.history, ["11-15"]);
  assert.equal(snap.undoCount, 1);
  assert.deepEqual(views.sounds, ["move"]);
  const saved = engine.decodeLink(window.localStorage.getItem(SAVE_KEY));
  assert.deepEqual(saved.moves, ["11-15"], "the saved game has the move");
  assert.match(window.location.href, /variant=english/, "the address names the game");
});

test("undo and redo; an illegal click is explained and changes nothing", () => {
  const { s, views } = session("english", "W:W22,29:B18,1");
  s.onSquare("29");
  assert.equal(views.last.message, "A capture is compulsory: 22x15");
  s.onSquare("22");
  s.onSquare("15");
  assert.deepEqual(s.state.history, ["22x15"]);
  assert.deepEqual(views.sounds, ["capture"]);
  s.actions.undo();
  assert.deepEqual(s.state.history, []);
  assert.equal(views.last.played, null);
  s.actions.redo();
  assert.deepEqual(s.state.history, ["22x15"]);
  s.actions.redo();
  assert.equal(views.last.message, "Nothing to redo", "an action that cannot be done says so");
});

test("stepping back shows an earlier position to look at; a click there plays nothing; End comes back", () => {
  const { s, views } = session();
  for (const sq of ["11", "15", "23", "19"]) s.onSquare(sq);
  assert.equal(s.state.history.length, 2);
  s.showPly(1);
  let snap = views.last;
  assert.equal(snap.viewPly, 1);
  assert.equal(snap.shown.history.length, 1);
  assert.match(snap.viewing, /^Viewing the position after 1\. 11-15/);
  assert.equal(views.boards[views.boards.length - 1].mode, "viewing");
  s.onSquare("22");
  assert.match(views.last.message, /earlier position/);
  assert.equal(s.state.history.length, 2, "nothing played");
  s.showPly(0);
  assert.equal(views.last.message, null, "another position shown: the status says which");
  assert.match(views.last.viewing, /^Viewing the start position/);
  s.showPly(1);
  s.showPly(2);
  snap = views.last;
  assert.equal(snap.viewPly, null, "the last move is the game now");
  assert.equal(views.boards[views.boards.length - 1].played.move.text, "23-19", "stepping forward animates the move");
  s.showPly(0);
  s.actions.undo(); // a change of the game goes back to it
  assert.equal(views.last.viewPly, null);
});

test("resign asks first; the second press resigns; the game is over", () => {
  const { s, views } = session();
  s.actions.resign();
  assert.equal(views.last.resignArmed, true);
  assert.equal(s.state.result, null);
  s.actions.resign();
  assert.notEqual(s.state.result, null);
  assert.equal(views.last.resignArmed, false);
  assert.equal(gameRecord(s).result, `resign-${s.state.turn}`);
});

test("a Cheskers promotion waits for the choice; cancelling keeps the game as it was", () => {
  const { s, views } = session("cheskers", "W:Wc7,Ka1:BKh6");
  s.onSquare("c7");
  s.onSquare("d8");
  assert.equal(views.promotions.length, 1);
  assert.deepEqual(views.promotions[0].map((m) => m.promotion), ["king", "bishop", "camel"]);
  assert.ok(s.cancelPromotion());
  assert.equal(views.last.message, "Promotion cancelled: nothing was played.");
  assert.equal(s.state.history.length, 0);
  s.onSquare("c7");
  s.onSquare("d8");
  s.choosePromotion(views.promotions[1].find((m) => m.promotion === "bishop"));
  assert.equal(s.state.history.length, 1);
  assert.deepEqual(views.sounds, ["promote"]);
});

test("a new game replaces the old one: the share box closes, the evaluation and the view reset", () => {
  const { s, views } = session();
  s.onSquare("11");
  s.onSquare("15");
  const hidden = views.shareHidden;
  s.newGame(engine.variant("russian"));
  assert.equal(views.shareHidden, hidden + 1);
  assert.equal(views.last.variant.id, "russian");
  assert.deepEqual(views.last.state.history, []);
  assert.equal(views.last.evaluation, null);
});

test("against the computer: Undo takes back the person's move and the reply; the board is flipped for North", () => {
  const v = engine.variant("english");
  const north = v.firstTurn === "south" ? "north" : "south";
  const { s, views } = session("english", undefined, { opponent: "computer", human: v.firstTurn, level: 1 });
  assert.equal(views.last.computerToMove, false);
  assert.equal(s.flipped, v.firstTurn === "north");
  s.install({ variant: v, game: engine.replay("english", undefined, ["11-15", "23-19", "8-11", "22-17"]), startFen: null, players: { opponent: "computer", human: v.firstTurn, level: 1 }, seed: 1, names: { south: null, north: null } });
  assert.equal(views.last.undoCount, 2, "the person's move and the computer's reply");
  s.actions.undo();
  assert.deepEqual(s.state.history, ["11-15", "23-19"]);
  s.install({ variant: v, game: engine.newGame("english"), startFen: null, players: { opponent: "computer", human: north, level: 1 }, seed: 1, names: { south: null, north: null } });
  assert.equal(s.flipped, north === "north");
  s.jobs.stop();
});

test("MoveBrowser: shows the earlier position from the game's history; moveLabel numbers a game that started with the other side to move", () => {
  const game = engine.replay("english", "W:W21,22:B9,10", ["22-18", "10-14"]);
  const host = { game, state: game.state() };
  const colorNames = engine.variant("english").colorNames;
  const b = new MoveBrowser(host);
  assert.equal(b.show(2), false, "the game now is shown already");
  assert.equal(b.show(1), true);
  assert.equal(b.shown.history.length, 1);
  assert.equal(b.shownPly, 1);
  assert.equal(b.moveLabel(1), host.state.startTurn === host.state.firstTurn ? "1. 22-18" : "1... 22-18");
  assert.equal(b.shown.fen, engine.replay("english", "W:W21,22:B9,10", ["22-18"]).state().fen);
  assert.match(b.status(colorNames), /to move\), not the game now/);
  b.gameChanged();
  assert.equal(b.ply, 1, "still there while the game has the move");
  game.undo();
  game.undo();
  host.state = game.state();
  b.gameChanged();
  assert.equal(b.ply, null, "a move taken back hides what came after it");
  game.free();
});

test("GameSync: keeps the game aside and brings it back; another tab's game that goes on is followed", () => {
  window.localStorage.clear();
  const said = [];
  const v = engine.variant("english");
  let game = engine.replay("english", undefined, ["11-15"]);
  const installed = [];
  const host = {
    engine,
    variant: v,
    startFen: null,
    get state() {
      return game.state();
    },
    players: { opponent: "human", human: v.firstTurn, level: 3 },
    linkText: () => engine.encodeLink({ variant: "english", moves: game.state().history }),
    nameOf: (c) => v.colorNames[c],
    install: (o) => {
      installed.push(o);
      game = o.game;
    },
    closeDialogs() {},
  };
  const sync = new GameSync(host, { show: (t) => said.push(t), hide() {} });
  assert.equal(sync.keepOther(), "American checkers, 1 move");
  assert.deepEqual(engine.decodeLink(window.localStorage.getItem(OTHER_KEY)).moves, ["11-15"]);
  sync.save();
  assert.deepEqual(engine.decodeLink(window.localStorage.getItem(SAVE_KEY)).moves, ["11-15"]);
  // the other tab plays on from this game: followed, no question asked
  const on = engine.encodeLink({ variant: "english", moves: ["11-15", "23-19"] });
  window.dispatch("storage", { key: SAVE_KEY, newValue: on });
  assert.deepEqual(game.state().history, ["11-15", "23-19"]);
  // another game: offered, not followed
  const other = engine.encodeLink({ variant: "russian", moves: ["c3-d4"] });
  window.dispatch("storage", { key: SAVE_KEY, newValue: other });
  assert.equal(installed.length, 1);
  assert.match(said[said.length - 1], /changed in another tab \(now Russian draughts, 1 move\)/);
  // a link that cannot be read changes nothing and says why
  assert.equal(sync.openLink("v=1&variant=nope"), false);
  assert.match(said[said.length - 1], /could not be opened/);
  game.free();
});
