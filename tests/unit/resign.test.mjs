// Resign's confirmation (www/src/page/resign.ts), on node's mocked clock: the first press asks,
// the status line drops the question when the guard goes back to rest, and the time runs out.
import { test, mock } from "node:test";
import assert from "node:assert/strict";
import { js } from "./load.mjs";

const { ResignGuard, RESIGN_ARMED_MS } = await import(js("page/resign.js"));

function host() {
  return {
    message: null,
    said: [],
    expiredCount: 0,
    say(text) {
      this.message = text;
      this.said.push(text);
    },
    expired() {
      this.expiredCount++;
    },
  };
}

test("ResignGuard: armed by the first press, it asks who resigns; disarming drops its own question only", () => {
  const h = host();
  const g = new ResignGuard(h);
  assert.equal(g.armed, false);
  assert.equal(g.disarm(), false, "nothing to disarm");
  g.arm("White");
  assert.equal(g.armed, true);
  assert.match(h.message, /^White resigns if you press “Yes, resign” again/);
  assert.equal(g.disarm(), true);
  assert.equal(h.message, null, "its question is dropped");
  g.arm("Black");
  h.say("Another message");
  g.disarm();
  assert.equal(h.message, "Another message", "someone else's message stays");
});

test("ResignGuard: the time runs out, and the guard is back at rest", () => {
  mock.timers.enable({ apis: ["setTimeout"] });
  try {
    const h = host();
    const g = new ResignGuard(h);
    g.arm("White");
    mock.timers.tick(RESIGN_ARMED_MS - 1);
    assert.equal(g.armed, true, "still waiting");
    assert.equal(h.expiredCount, 0);
    mock.timers.tick(1);
    assert.equal(g.armed, false);
    assert.equal(h.expiredCount, 1);
    assert.equal(h.message, null);
    // disarmed by hand: the timer says nothing later
    g.arm("White");
    g.disarm();
    mock.timers.tick(RESIGN_ARMED_MS);
    assert.equal(h.expiredCount, 1);
  } finally {
    mock.timers.reset();
  }
});
