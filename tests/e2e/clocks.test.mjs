// End-to-end tests of the clocks (issue 16): a Fischer game between two people on this screen
// where a flag falls (the page's time moved on by Playwright's clock, `context.clock`: the
// built page itself, no test hook), the clocks stopped while a dialog is open, a per-move game
// against the computer that keeps to its time (real time), the clocks brought back by a reload
// and carried by a share link, the PDN with the time control and each move's clocks, axe over
// the clocks and the dialog, and screenshots on a laptop and a phone
// (tests/e2e/screenshots/clocks-*.png).
//
//   npm run build && node --test tests/e2e/clocks.test.mjs
//
// Serving, browsers and problem watching: tests/e2e/harness.mjs.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { cell, LAPTOP, mirror, PHONE, playedMoves, Session, SHOTS, text, wasm } from "./harness.mjs";

const SAVE_KEY = "omnidraughts.game.v1";
const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

const s = new Session("clocks");
before(() => s.start());
after(() => s.stop());


/** The clock of `side` ("south", "north"): its face, and whether it runs. */
async function clock(page, side) {
  const row = page.locator(`.clock[data-side="${side}"]`);
  return { face: await row.locator(".clock-time").textContent(), running: await row.evaluate((r) => r.classList.contains("running")), low: await row.evaluate((r) => r.classList.contains("low")), flagged: await row.evaluate((r) => r.classList.contains("flagged")) };
}

/** A face "m:ss", "h:mm:ss" or "s.t" in seconds. */
function seconds(face) {
  if (/^\d+\.\d$/.test(face)) return Number(face);
  return face.split(":").reduce((a, p) => a * 60 + Number(p), 0);
}

/** Plays `moveText` (legal in `g`) by clicking its piece and its landing squares; `g` follows. */
async function play(page, g, moveText) {
  const move = g.state().moves.find((m) => m.text === moveText);
  assert.ok(move, `${moveText} is not legal here`);
  const n = (await playedMoves(page)).length;
  for (const sq of move.path) await cell(page, sq).click();
  g.play(move.path);
  await page.waitForFunction((k) => document.querySelectorAll("#moves .move:not(.move-skip)").length > k, n);
}

/** New game with the dialog's time control set: `fischer` [minutes, increment] or `move` seconds. */
async function newClockGame(page, { fischer = null, move = null, computer = null } = {}) {
  await page.locator("#new-game").click();
  await page.locator("#new-game-dialog").waitFor({ state: "visible" });
  if (computer !== null) {
    await page.locator("#ng-opponent-computer").check();
    await page.locator(`#ng-side-${computer.side}`).check();
    await page.locator("#ng-level").selectOption(String(computer.level));
  } else {
    await page.locator("#ng-opponent-human").check();
  }
  if (fischer !== null) {
    await page.locator("#ng-clock").selectOption("fischer");
    await page.locator("#ng-minutes").fill(String(fischer[0]));
    await page.locator("#ng-increment").fill(String(fischer[1]));
  } else if (move !== null) {
    await page.locator("#ng-clock").selectOption("move");
    await page.locator("#ng-per-move").fill(String(move));
  } else {
    await page.locator("#ng-clock").selectOption("none");
  }
  await page.locator("#ng-start").click();
  await page.locator("#new-game-dialog").waitFor({ state: "hidden" });
}

async function shot(page, name) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(700); // the move animation
  await page.screenshot({ path: join(SHOTS, `clocks-${name}.png`) });
}

/** axe's violations on the page as it is now (WCAG 2.x A/AA and best practice), as lines. */
async function audit(page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];
    const r = await window.axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return r.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}: ${n.failureSummary.replace(/\s+/g, " ")}`));
  });
}

test("without a clock the page shows none, and New game offers one", async () => {
  const page = await s.open("?variant=english");
  assert.equal(await page.locator("#clocks").isHidden(), true);
  await page.locator("#new-game").click();
  assert.equal(await page.locator("#ng-clock").inputValue(), "none");
  assert.equal(await page.locator("#ng-clock-fischer").isHidden(), true);
  await page.locator("#ng-clock").selectOption("fischer");
  assert.equal(await page.locator("#ng-clock-fischer").isVisible(), true);
  // a time the clock cannot run: the field says so, and the dialog stays open
  await page.locator("#ng-minutes").fill("0");
  await page.locator("#ng-start").click();
  assert.equal(await page.locator("#new-game-dialog").isVisible(), true);
  assert.equal(await page.locator("#ng-minutes").evaluate((i) => i.validity.valid), false);
  await page.locator("#ng-cancel").click();
  assert.equal(await page.locator("#clocks").isHidden(), true, "cancelled: still no clock");
  await page.close();
});

test("a Fischer game between two people: the running clock, the increment, a dialog stops them, and a flag falls", async () => {
  const ctx = await s.launch({ ...LAPTOP, bypassCSP: true });
  await ctx.clock.install();
  const page = await s.open("?variant=english", ctx);
  await newClockGame(page, { fischer: [1, 2] });
  // American checkers: Black (North, at the top) moves first, its clock runs
  assert.equal(await page.locator("#clocks").isVisible(), true);
  assert.match(await text(page, "#clock-control"), /^1 min \+ 2 s a move/);
  let north = await clock(page, "north");
  let south = await clock(page, "south");
  assert.equal(north.running, true);
  assert.equal(south.running, false);
  assert.equal(south.face, "1:00");
  assert.equal(await page.locator("#clock-top").getAttribute("data-side"), "north", "the top clock is the side at the top");
  const g = mirror();
  await ctx.clock.fastForward(5_000);
  await play(page, g, "11-15");
  // 60 - 5 + 2: Black's clock has its increment, White's runs
  north = await clock(page, "north");
  south = await clock(page, "south");
  assert.ok(Math.abs(seconds(north.face) - 57) <= 1, north.face);
  assert.equal(north.running, false);
  assert.equal(south.running, true);
  await ctx.clock.fastForward(10_000);
  await play(page, g, "23-19");
  south = await clock(page, "south");
  assert.ok(Math.abs(seconds(south.face) - 52) <= 1, south.face);

  // the rules dialog open: the clocks stand
  const before = seconds((await clock(page, "north")).face);
  await page.locator("#rules-open").click();
  await page.locator("#rules-dialog").waitFor({ state: "visible" });
  await page.waitForFunction(() => document.querySelector("#clocks")?.classList.contains("paused"));
  await ctx.clock.fastForward(30_000);
  assert.match(await text(page, "#clock-control"), /paused while a dialog is open/);
  await page.locator("#rules-close").click();
  await page.waitForFunction(() => !document.querySelector("#clocks")?.classList.contains("paused"));
  const after = seconds((await clock(page, "north")).face);
  assert.ok(Math.abs(after - before) <= 1, `paused: ${before} then ${after}`);
  await shot(page, "laptop-running");

  // Black runs low: tenths under ten seconds
  await ctx.clock.fastForward((before - 6) * 1000);
  await page.waitForFunction(() => /^\d\.\d$/.test(document.querySelector('.clock[data-side="north"] .clock-time')?.textContent ?? ""));
  north = await clock(page, "north");
  assert.equal(north.low, true);
  assert.ok(seconds(north.face) < 10 && seconds(north.face) > 3, north.face);
  await shot(page, "laptop-low");

  // and its flag falls: White wins on time
  await ctx.clock.fastForward(8_000);
  await page.locator("#result").waitFor({ state: "visible" });
  assert.equal(await text(page, "#result-title"), "White wins");
  assert.equal(await text(page, "#result-text"), "Black ran out of time.");
  assert.match(await text(page, "#status"), /^Black's time ran out\. Game over\.$/);
  north = await clock(page, "north");
  assert.equal(north.face, "0.0");
  assert.equal(north.flagged, true);
  assert.equal((await clock(page, "south")).running, false);
  // nothing more can be played
  await cell(page, "19").click();
  await cell(page, "16").click();
  assert.equal((await playedMoves(page)).length, 2);
  // the saved game and the PDN say it
  const saved = await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY);
  assert.match(saved, /result=time-north/);
  assert.match(saved, /clock=60%2B2&clock-times=\d+\.\d+/);
  const rec = wasm.decodeLink(saved);
  assert.equal(rec.result, "time-north");
  assert.equal(rec.clock.control, "60+2");
  await page.locator("#record-open").click();
  const pdn = await page.locator("#pdn-text").inputValue();
  assert.match(pdn, /\[TimeControl "60\+2"\]/);
  assert.match(pdn, /\[Termination "Time forfeit"\]/);
  assert.match(pdn, /\[Result "0-1"\]/, "White, moving second, won");
  // lidraughts' comments: both clocks after each move, White's first, the one to run next in capitals
  assert.match(pdn.replace(/\s+/g, " "), /1\. 11-15 \{\[%clock W0:01:00 b0:00:5\d\]\} 23-19 \{\[%clock w0:00:5\d B0:00:5\d\]\}/);
  // the PDN reads back, clocks and all (the engine's import)
  const back = wasm.importPdn(pdn, "english");
  assert.deepEqual(back.moves, ["11-15", "23-19"]);
  assert.equal(back.clock.control, "60+2");
  await page.locator("#record-close").click();
  await shot(page, "laptop-flag");
  // a flag fallen is final: Undo is off and says why, the result and the record stay
  assert.equal(await page.locator("#undo").isDisabled(), true, "no undo of a loss on time");
  assert.match((await page.locator("#undo").getAttribute("title")) ?? "", /lost on time/);
  await page.keyboard.press("Control+z");
  assert.equal(await page.locator("#result").isVisible(), true, "the result stays");
  assert.equal((await playedMoves(page)).length, 2, "no move taken back");
  north = await clock(page, "north");
  assert.equal(north.running, false);
  assert.deepEqual(await audit(page), [], "axe: the clocks");
  await ctx.close();
});

test("a game per move against the computer: it keeps to its time, a second a move at its strongest level", async () => {
  const ctx = await s.launch(LAPTOP);
  const page = await s.open("?variant=english", ctx);
  // the person plays Black (moves first), the computer White at Master (a second a move)
  await newClockGame(page, { move: 1, computer: { side: "north", level: 5 } });
  assert.match(await text(page, "#clock-control"), /^1 s a move/);
  assert.match(await page.locator('.clock[data-side="south"] .clock-name').textContent(), /White \(computer\)/);
  const g = mirror();
  for (let i = 0; i < 5; i++) {
    // our move, quickly: the first legal one that leaves the computer a choice (a lone legal
    // move it plays at once, without thinking, and before this test could count the moves)
    const choice = g.state().moves.find((m) => {
      g.play(m.path);
      const replies = g.state().moves.length;
      g.undo();
      return replies > 1;
    });
    const mine = (choice ?? g.state().moves[0]).text;
    const n = (await playedMoves(page)).length + 1;
    await play(page, g, mine);
    // the computer's reply, within its second
    await page.waitForFunction((k) => document.querySelectorAll("#moves .move:not(.move-skip)").length > k || document.querySelector("#result:not([hidden])") !== null, n, { timeout: 5_000 });
    assert.equal(await page.locator("#result").isHidden(), true, `the computer's flag did not fall (move ${i + 1}): ${await text(page, "#result-text")}`);
    const moves = await playedMoves(page);
    g.playText(moves[moves.length - 1]);
  }
  // the saved game's clocks: the time each move left, in tenths; the computer's (White's,
  // the even moves) under its second, but it did think
  const rec = wasm.decodeLink(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY));
  assert.equal(rec.clock.control, "1/1");
  const computer = rec.clock.times.filter((_, i) => i % 2 === 1);
  assert.equal(computer.length, 5);
  for (const left of computer) assert.ok(left >= 1 && left <= 9, `the computer left ${left} tenths of its second`);
  await shot(page, "laptop-computer");
  await ctx.close();
});

test("the clocks come back after a reload (the time closed counts) and travel in a share link (from where they were)", async () => {
  const ctx = await s.launch({ ...PHONE });
  const page = await s.open("?variant=russian", ctx);
  await newClockGame(page, { fischer: [3, 2] });
  const g = mirror([], "russian");
  await play(page, g, "c3-d4");
  await play(page, g, "f6-g5");
  // White to move, its clock running
  const white = await clock(page, "south");
  assert.equal(white.running, true);
  await shot(page, "phone-running");
  // the New game dialog on the phone, with the clock's fields
  await page.locator("#new-game").click();
  await page.locator("#ng-clock").selectOption("fischer");
  await shot(page, "phone-dialog");
  await page.locator("#ng-cancel").click();

  const beforeReload = seconds(white.face);
  await page.waitForTimeout(2_100);
  await page.reload();
  await page.waitForSelector('body.ready [role="gridcell"]');
  const again = await clock(page, "south");
  assert.equal(again.running, true, "White's clock runs again");
  const lost = beforeReload - seconds(again.face);
  assert.ok(lost >= 2 && lost <= 5, `the time the page was away counts: ${beforeReload} then ${again.face}`);
  assert.ok(Math.abs(seconds((await clock(page, "north")).face) - 182) <= 1, "Black's clock as it stood, with its increment");
  assert.deepEqual(await playedMoves(page), ["c3-d4", "f6-g5"]);

  // a share link: the times as they were when it was made; the clock goes on from there
  await page.locator("#share").click();
  const link = await page.locator("#share-link").inputValue();
  assert.match(link, /clock=180%2B2/);
  assert.match(link, /clock-used=\d+/);
  assert.doesNotMatch(link, /clock-since/);
  const atShare = seconds((await clock(page, "south")).face);
  const other = await s.launch(LAPTOP);
  const friend = await s.open(link, other);
  const theirs = await clock(friend, "south");
  assert.equal(theirs.running, true);
  assert.ok(Math.abs(seconds(theirs.face) - atShare) <= 1, `the link's time: ${atShare}, opened: ${theirs.face}`);
  await shot(friend, "laptop-shared");
  await other.close();
  await ctx.close();
});

test("clocks on the phone: axe finds nothing, the clocks fit beside each other under the board", async () => {
  const ctx = await s.launch({ ...PHONE, bypassCSP: true });
  const page = await s.open("?variant=international", ctx);
  await newClockGame(page, { move: 30 });
  const board = await page.locator("#board").boundingBox();
  const top = await page.locator("#clock-top").boundingBox();
  const bottom = await page.locator("#clock-bottom").boundingBox();
  assert.ok(top && bottom && board);
  assert.ok(Math.abs(top.y - bottom.y) < 1, "side by side");
  assert.ok(top.y > board.y + board.height && bottom.y + bottom.height < 844, "under the board, on the first screen");
  assert.deepEqual(await audit(page), [], "axe: the clocks on a phone");
  await page.locator("#new-game").click();
  await page.locator("#ng-clock").selectOption("move");
  assert.deepEqual(await audit(page), [], "axe: the dialog's clock fields");
  await ctx.close();
});
