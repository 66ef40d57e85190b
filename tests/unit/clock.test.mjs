// The clocks (www/src/page/clock.ts) on a fake time: Fischer's increment, the time per move
// set again for each move, a flag fallen, pauses, undo and redo, and the clocks as a record
// keeps them and brings them back (a reload, a share link); then the session running them,
// on node's mocked timers: a flag falls and the game ends on time, a dialog stops the clocks
// between two people, and the saved game brings them back.
import { test, mock } from "node:test";
import assert from "node:assert/strict";
import { window } from "./window.mjs";
import { engine, js } from "./load.mjs";

const { GameClock, controlText, parseControl } = await import(js("page/clock.js"));
const { clockFace, duration, CLOCK_TEXT } = await import(js("page/clock-text.js"));
const { Session } = await import(js("page/session.js"));
const { gamePdn } = await import(js("page/records.js"));
const { SAVE_KEY } = await import(js("site/saved.js"));

/** A clock that moves only when told. */
function fakeTime(start = 1_000_000) {
  let t = start;
  const now = () => t;
  now.advance = (ms) => (t += ms);
  return now;
}

const FISCHER = { kind: "fischer", baseMs: 60_000, incrementMs: 2_000 };
const PER_MOVE = { kind: "move", perMoveMs: 10_000 };

test("time controls read and write as the engine writes them", () => {
  assert.equal(controlText(FISCHER), "60+2");
  assert.equal(controlText(PER_MOVE), "1/10");
  assert.deepEqual(parseControl("300+3"), { kind: "fischer", baseMs: 300_000, incrementMs: 3_000 });
  assert.deepEqual(parseControl("300"), { kind: "fischer", baseMs: 300_000, incrementMs: 0 });
  assert.deepEqual(parseControl("1/30"), { kind: "move", perMoveMs: 30_000 });
  for (const bad of ["", "0+1", "2/30", "1/0", "fast", "3e2"]) assert.equal(parseControl(bad), null, bad);
});

test("what a clock shows: minutes and seconds, hours, tenths under ten seconds", () => {
  assert.equal(clockFace(300_000), "5:00");
  assert.equal(clockFace(299_999), "4:59");
  assert.equal(clockFace(3_723_000), "1:02:03");
  assert.equal(clockFace(10_000), "0:10");
  assert.equal(clockFace(9_999), "9.9");
  assert.equal(clockFace(9_450), "9.4");
  assert.equal(clockFace(99), "0.0");
  assert.equal(clockFace(-5), "0.0");
  assert.equal(duration(300_000), "5 min");
  assert.equal(duration(90_000), "90 s");
  assert.equal(duration(5_400_000), "1 h 30 min");
  assert.equal(CLOCK_TEXT.control(FISCHER), "1 min + 2 s a move");
  assert.equal(CLOCK_TEXT.control(PER_MOVE), "10 s a move");
});

test("Fischer: the side to move's clock runs, the mover gets the increment, the other's starts", () => {
  const now = fakeTime();
  const c = GameClock.fresh(FISCHER, "south", now);
  assert.equal(c.turn, "south");
  assert.equal(c.running, "south");
  now.advance(5_000);
  assert.equal(c.left("south"), 55_000);
  assert.equal(c.left("north"), 60_000, "the other clock stands");
  c.moved("11-15");
  assert.equal(c.left("south"), 57_000, "55 s and the 2 s increment");
  assert.equal(c.running, "north");
  now.advance(12_500);
  assert.equal(c.left("north"), 47_500);
  c.moved("23-19");
  assert.equal(c.left("north"), 49_500);
  assert.deepEqual(c.record(false).times, [570, 495], "the mover's clock after each move, in tenths");
  assert.equal(c.flag(), null);
});

test("per move: each move has the whole time, what is not used is not kept", () => {
  const now = fakeTime();
  const c = GameClock.fresh(PER_MOVE, "north", now);
  assert.equal(c.running, "north");
  now.advance(3_000);
  assert.equal(c.left("north"), 7_000);
  c.moved("9-13");
  assert.equal(c.left("north"), 10_000, "its next move has the whole time again");
  assert.equal(c.left("south"), 10_000);
  now.advance(9_900);
  assert.equal(c.flag(), null);
  c.moved("22-18");
  assert.deepEqual(c.record(false).times, [70, 1], "the time left on each move");
  assert.equal(c.forSearch().movesToGo, 1);
  assert.equal(c.forSearch().time, 10_000);
});

test("a flag falls when the side to move's clock reaches zero; stopped, the clocks stand", () => {
  const now = fakeTime();
  const c = GameClock.fresh(FISCHER, "south", now);
  now.advance(59_999);
  assert.equal(c.flag(), null);
  now.advance(1);
  assert.equal(c.flag(), "south");
  assert.equal(c.left("south"), 0);
  c.stop("south");
  assert.equal(c.over, true);
  assert.equal(c.running, null);
  now.advance(10_000);
  assert.deepEqual([c.left("south"), c.left("north")], [0, 60_000]);
  assert.equal(c.view().flagged, "south");
});

test("pause and resume: a paused clock does not run, for as many reasons as are given", () => {
  const now = fakeTime();
  const c = GameClock.fresh(FISCHER, "south", now);
  now.advance(1_000);
  c.pause("dialog");
  c.pause("editor");
  assert.equal(c.paused, true);
  assert.equal(c.running, null);
  now.advance(30_000);
  assert.equal(c.left("south"), 59_000);
  c.resume("dialog");
  now.advance(30_000);
  assert.equal(c.left("south"), 59_000, "still paused for the editor");
  c.resume("editor");
  c.resume("editor"); // twice: nothing more
  now.advance(4_000);
  assert.equal(c.left("south"), 55_000);
  assert.equal(c.record(false).used, 50, "a share link: the time used so far");
});

test("undo and redo: the clocks as they were when the position was reached", () => {
  const now = fakeTime();
  const c = GameClock.fresh(FISCHER, "south", now);
  now.advance(10_000);
  c.moved("a");
  now.advance(20_000);
  c.moved("b");
  now.advance(5_000);
  c.moved("c");
  assert.deepEqual(c.record(false).times, [520, 420, 490]);
  // back two moves: North to move with what it had then; South's after its first move
  c.goTo(["a"]);
  assert.equal(c.turn, "north");
  assert.deepEqual([c.left("south"), c.left("north")], [52_000, 60_000]);
  now.advance(1_000);
  assert.equal(c.left("north"), 59_000, "its clock runs from there");
  // redo: the move comes back with the time it had
  c.goTo(["a", "b"]);
  assert.deepEqual([c.left("south"), c.left("north")], [52_000, 42_000]);
  assert.deepEqual(c.record(false).times, [520, 420]);
  // another move instead of "c": the one that could be redone is gone
  now.advance(2_000);
  c.moved("d");
  assert.deepEqual(c.record(false).times, [520, 420, 520]);
  c.goTo(["a", "b", "c"]);
  assert.deepEqual(c.record(false).times, [520, 420, 520], "a move this clock did not keep takes what its mover had");
  // a flag taken back: the clocks run again
  c.stop("north");
  c.goTo(["a", "b", "c"]);
  assert.equal(c.over, false);
  assert.equal(c.running, "north");
});

test("restored from a record: the saved game's clock ran while the page was closed, a link's goes on from its time", () => {
  const now = fakeTime(2_000_000);
  const record = { control: "60+2", times: [570, 495], used: 30, since: 1_990_000 };
  const saved = GameClock.restore(record, "south", ["11-15", "23-19"], now);
  assert.equal(saved.turn, "south");
  // 3 s used before the save, 10 s since: 57 - 13
  assert.equal(saved.left("south"), 44_000);
  assert.equal(saved.left("north"), 49_500);
  assert.deepEqual(saved.record(true), record, "saved again as it was");
  const shared = GameClock.restore({ ...record, since: null }, "south", ["11-15", "23-19"], now);
  assert.equal(shared.left("south"), 54_000, "a share link: only the time used before");
  now.advance(1_000);
  assert.equal(shared.left("south"), 53_000);
  assert.deepEqual(shared.record(false), { control: "60+2", times: [570, 495], used: 40, since: null });
  // a since in the future (another machine's clock) counts as now
  const ahead = GameClock.restore({ ...record, since: now() + 60_000 }, "south", ["11-15", "23-19"], now);
  assert.equal(ahead.left("south"), 54_000);
  assert.throws(() => GameClock.restore({ control: "soon", times: [] }, "south", [], now), /soon/);
});

// ---- the session running the clocks -------------------------------------------------------

function recorder() {
  return {
    panels: [],
    sounds: [],
    clockViews: [],
    closed: 0,
    board() {},
    panel(snap) {
      this.panels.push(snap);
    },
    askPromotion() {},
    closeDialogs() {
      this.closed++;
    },
    sound(kind) {
      this.sounds.push(kind);
    },
    hideShareBox() {},
    clocks(v) {
      this.clockViews.push(v);
    },
    get last() {
      return this.panels[this.panels.length - 1];
    },
  };
}

const notice = { texts: [], show(t) { this.texts.push(t); }, hide() {} };

function clockedSession(control, players = null, now = fakeTime()) {
  window.localStorage.clear();
  const v = engine.variant("english");
  const views = recorder();
  const opening = {
    variant: v,
    game: engine.newGame("english"),
    startFen: null,
    players: players ?? { opponent: "human", human: v.firstTurn, level: 3 },
    seed: 7,
    names: { south: null, north: null },
  };
  const s = new Session(engine, opening, null, views, notice, false, now);
  s.newGame(v, s.players, s.names, control);
  return { s, views, now };
}

test("the session: a flag falls, the game ends on time, and the result, the sound and the saved game say so", () => {
  mock.timers.enable({ apis: ["setTimeout"] });
  try {
    const { s, views, now } = clockedSession({ kind: "fischer", baseMs: 15_000, incrementMs: 0 });
    const first = s.state.turn; // Black, in American checkers
    assert.equal(views.last.clock.running, first);
    s.onSquare("11");
    s.onSquare("15");
    assert.equal(s.state.history.length, 1);
    now.advance(14_000);
    mock.timers.tick(100);
    assert.ok(views.clockViews.length > 0, "the ticks redraw the clocks");
    assert.equal(views.sounds.filter((k) => k === "low").length, 1, "a sound as the clock runs low, once");
    now.advance(1_000);
    mock.timers.tick(100);
    const st = s.state;
    assert.equal(st.ending, "time-south");
    assert.equal(st.result.winner, first);
    assert.equal(st.result.reason.code, "time-out");
    assert.match(st.result.reason.english, /White ran out of time/);
    assert.equal(views.last.clock.flagged, "south");
    assert.equal(views.last.clock.running, null);
    assert.match(views.last.played, /White's time ran out/);
    assert.equal(views.sounds.at(-1), "end");
    assert.match(window.localStorage.getItem(SAVE_KEY), /result=time-south/);
    // a move after the flag is not played
    s.onSquare("22");
    s.onSquare("18");
    assert.equal(s.state.history.length, 1);
    // a flag fallen is final: undo takes back neither it nor a move, and says so
    assert.equal(views.last.undoCount, 0);
    s.actions.undo();
    assert.equal(s.state.ending, "time-south");
    assert.equal(s.state.history.length, 1);
    assert.equal(views.last.clock.running, null);
    assert.match(views.last.message, /lost on time: a flag fallen cannot be taken back/);
    assert.match(gamePdn(s), /\[TimeControl "15\+0"\]/);
    assert.match(gamePdn(s), /\[Termination "Time forfeit"\]/, "the record keeps the result");
  } finally {
    mock.timers.reset();
  }
});

test("the session: between two people a dialog stops the clocks; against the computer they run on", () => {
  mock.timers.enable({ apis: ["setTimeout"] });
  try {
    const { s, views, now } = clockedSession({ kind: "move", perMoveMs: 20_000 });
    const turn = s.state.turn;
    now.advance(2_000);
    s.dialogToggled(true);
    assert.equal(views.last.clock.paused, true);
    now.advance(60_000);
    mock.timers.tick(1000);
    assert.equal(s.state.result, null, "no flag while paused");
    assert.equal(views.last.clock[turn], 18_000);
    assert.match(window.localStorage.getItem(SAVE_KEY), /clock-used=20(&|$)/, "the saved game keeps the time used, no start");
    s.dialogToggled(false);
    now.advance(1_000);
    assert.equal(s.snapshot().clock[turn], 17_000);
    const saved = window.localStorage.getItem(SAVE_KEY);
    assert.match(saved, /clock-since=\d+/, "running: when it started");
    // against the computer a dialog does not stop them
    const vs = clockedSession({ kind: "move", perMoveMs: 20_000 }, { opponent: "computer", human: "north", level: 1 });
    vs.s.dialogToggled(true);
    assert.equal(vs.s.snapshot().clock.paused, false);
    vs.s.jobs.stop();
  } finally {
    mock.timers.reset();
  }
});

test("the session: the saved game brings the clocks back, and a new game keeps the time control", () => {
  mock.timers.enable({ apis: ["setTimeout"] });
  try {
    const now = fakeTime();
    const { s } = clockedSession({ kind: "fischer", baseMs: 120_000, incrementMs: 1_000 }, null, now);
    s.onSquare("11");
    s.onSquare("15");
    now.advance(4_000);
    const text = s.linkText(true);
    assert.match(text, /clock=120%2B1&clock-times=1210&clock-since=\d+/);
    const share = s.linkText(false);
    assert.match(share, /clock-used=40/);
    assert.doesNotMatch(share, /clock-since/);
    // the page reloaded 6 s later: the running clock lost those seconds too
    now.advance(6_000);
    const rec = engine.decodeLink(text);
    const v = engine.variant("english");
    const opening = {
      variant: v,
      game: engine.replay("english", undefined, rec.moves),
      startFen: null,
      players: { opponent: "human", human: v.firstTurn, level: 3 },
      seed: 1,
      names: { south: null, north: null },
      clock: rec.clock,
    };
    const views = recorder();
    const again = new Session(engine, opening, null, views, notice, false, now);
    again.start();
    assert.equal(views.last.clock.running, "south");
    assert.equal(views.last.clock.south, 110_000);
    assert.equal(views.last.clock.north, 121_000);
    again.newGame();
    assert.deepEqual(views.last.clock.control, { kind: "fischer", baseMs: 120_000, incrementMs: 1_000 });
    assert.equal(views.last.clock.north, 120_000);
    again.newGame(v, again.players, again.names, null);
    assert.equal(views.last.clock, null, "no clock chosen: none");
  } finally {
    mock.timers.reset();
  }
});
