// End-to-end tests of how the page behaves around the game (issue 6): the
// status while an earlier position is shown, a resignation or an agreed
// draw kept in links and the saved game, the colour-blind palette, sounds,
// two tabs sharing one saved game, the service worker's updates.
//
//   npm run build && node --test tests/e2e/feel.test.mjs
//
// Serving, browsers and problem watching: tests/e2e/harness.mjs.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { serve } from "../../scripts/serve.mjs";
import { cell, DIST, playedMoves, Session, SHOTS, wasm } from "./harness.mjs";

const SAVE_KEY = "omnidraughts.game.v1";

const s = new Session("feel");
before(() => s.start());
after(() => s.stop());

const launch = (options) => s.launch(options);
const watch = (page) => s.watch(page);
/** A page of a fresh browser (nothing saved), or of `ctx`, at `path`. */
const open = async (path = "", ctx = null) => s.open(path, ctx ?? (await launch()), { keep: true });

const status = async (page) => (await page.locator("#status").textContent()) ?? "";

/** Plays `text` (legal in `g`) by clicking its piece and its landing squares; `g` follows. */
async function play(page, g, text) {
  const move = g.state().moves.find((m) => m.text === text);
  assert.ok(move, `${text} is not legal here`);
  const n = (await playedMoves(page)).length;
  for (const sq of move.path) await cell(page, sq).click();
  g.play(move.path);
  await page.waitForFunction((k) => document.querySelectorAll("#moves .move:not(.move-skip)").length > k, n);
}

async function shot(page, name) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(700); // the move animation
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** Every square's piece as the grid says it: the position shown. */
async function shownPosition(page) {
  return page.locator('[role="gridcell"]').evaluateAll((cells) => cells.map((c) => `${c.dataset.square}:${c.dataset.piece ?? ""}`).join(" "));
}

function positionOf(g) {
  return g
    .state()
    .squares.map((s) => `${s.name}:${s.piece === null ? "" : `${s.piece.color} ${s.piece.kind}`}`)
    .join(" ");
}

// ---- 3. an earlier position ------------------------------------------------------------

test("stepping back: the status says an earlier position is shown, and the board plays nothing there", async () => {
  const page = await open("?variant=english");
  const g = new wasm.Game("english");
  const moves = ["11-15", "23-19", "8-11", "22-17"];
  for (const m of moves) await play(page, g, m);
  assert.match(await status(page), /Black to move/);
  await page.locator("#nav-back").click();
  assert.equal(await status(page), "Viewing the position after 2. 8-11 (White to move), not the game now: press End or “Back to the game” to return to it.");
  const earlier = new wasm.Game("english");
  for (const m of moves.slice(0, 3)) earlier.playText(m);
  assert.equal(await shownPosition(page), positionOf(earlier));
  await shot(page, "feel-viewing-status");
  // White's 24-20 is legal in the position shown: clicking it plays nothing
  await cell(page, "24").click();
  await cell(page, "20").click();
  assert.deepEqual(await playedMoves(page), moves);
  assert.match(await status(page), /earlier position: moves are made in the game as it is now/);
  assert.equal(await shownPosition(page), positionOf(earlier));
  // nor does a drag
  const a = await cell(page, "21").boundingBox();
  const b = await cell(page, "17").boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
  await page.mouse.up();
  assert.deepEqual(await playedMoves(page), moves);
  // the start position; then End, with the focus on a button, not on the move list
  await page.locator("#nav-first").click();
  assert.match(await status(page), /^Viewing the start position \(Black to move\), not the game now/);
  await page.locator("#nav-forward").focus();
  await page.keyboard.press("End");
  assert.equal(await page.locator("#viewing").isHidden(), true);
  assert.match(await status(page), /^(White played 22-17\. )?Black to move$/);
  assert.equal(await shownPosition(page), positionOf(g));
  // and the game goes on from where it is
  await play(page, g, g.state().moves[0].text);
  assert.equal((await playedMoves(page)).length, 5);
  g.free();
  earlier.free();
  await page.close();
});

// ---- 4. a resignation or an agreed draw in links and the saved game -------------------------------

test("a resignation travels in the share link and the saved game; a fresh browser shows it", async () => {
  const page = await open("?variant=english");
  const g = new wasm.Game("english");
  await play(page, g, "11-15");
  await page.locator("#resign").click();
  await page.locator("#resign").click();
  await page.locator("#result").waitFor({ state: "visible" });
  assert.equal(await page.locator("#result-text").textContent(), "White resigned.");
  const saved = await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY);
  assert.equal(saved, "v=1&variant=english&moves=11-15&seed=" + saved.match(/seed=(\d+)/)[1] + "&result=resign-south");
  // nothing kept beside it any more
  assert.deepEqual(await page.evaluate(() => Object.keys(localStorage).sort()), [SAVE_KEY]);
  await page.locator("#share").click();
  const link = await page.locator("#share-link").inputValue();
  assert.match(link, /#v=1&variant=english&moves=11-15&.*result=resign-south$/);
  // another person, another browser
  const other = await open(new URL(link).hash);
  assert.equal(await other.locator("#result-text").textContent(), "White resigned.");
  assert.match(await other.locator("#notice-text").textContent(), /Shared game \(American checkers, after 1 move\): the game is over\./);
  assert.equal(await other.locator("#resign").isDisabled(), true);
  // Undo takes the resignation back, and the saved game forgets it
  await page.locator("#undo").click();
  assert.equal(await page.locator("#result").isHidden(), true);
  assert.doesNotMatch(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY), /result=/);
  g.free();
});

test("an agreed draw survives a reload; a link with a bad or impossible result says what is wrong", async () => {
  const page = await open("?variant=english");
  await page.locator("#offer-draw").click();
  await page.locator("#accept-draw").click();
  assert.equal(await page.locator("#result-text").textContent(), "Agreed by the players.");
  assert.match(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY), /&result=draw-agreed$/);
  await page.reload();
  await page.waitForSelector('body.ready [role="gridcell"]');
  assert.equal(await page.locator("#result-title").textContent(), "Draw");
  assert.equal(await page.locator("#result-text").textContent(), "Agreed by the players.");
  // a link whose result is not one the page knows: nothing changes, the reason is given
  await page.evaluate(() => (window.location.hash = "v=1&variant=english&moves=11-15&result=resigned"));
  await page.waitForFunction(() => /could not be opened/.test(document.querySelector("#notice-text")?.textContent ?? ""));
  assert.match(await page.locator("#notice-text").textContent(), /the field 'result' must be 'resign-south', 'resign-north' or 'draw-agreed', not 'resigned'/);
  assert.equal(await page.locator("#result-text").textContent(), "Agreed by the players.");
  // a game its moves already ended cannot also be resigned
  await page.evaluate(() => (window.location.hash = "v=1&variant=english&fen=W:W18:B14&moves=18x9&result=resign-north"));
  await page.waitForFunction(() => /already over/.test(document.querySelector("#notice-text")?.textContent ?? ""));
  await page.close();
});

test("a resignation saved by an older page (its own key) is read once into the saved game", async () => {
  const ctx = await launch();
  const page = watch(await ctx.newPage());
  await page.goto(new URL("docs.html", s.origin).href); // same origin, not the game page
  await page.evaluate(() => {
    localStorage.setItem("omnidraughts.game.v1", "v=1&variant=english&moves=11-15.23-19");
    localStorage.setItem("omnidraughts.game-end.v1", "resign\nv=1&variant=english&moves=11-15.23-19");
  });
  await page.goto(s.origin);
  await page.waitForSelector('body.ready [role="gridcell"]');
  // Black was to move and resigned
  assert.equal(await page.locator("#result-text").textContent(), "Black resigned.");
  const keys = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  assert.equal(keys["omnidraughts.game-end.v1"], undefined);
  assert.match(keys[SAVE_KEY], /^v=1&variant=english&moves=11-15\.23-19&.*result=resign-north$/);
  await page.close();
});

// ---- 1. colours --------------------------------------------------------------------------------

/**
 * The colour drawn at the centre of a square, as [r, g, b], read from the board's canvas.
 * A canvas not yet painted there reads as transparent black; the read waits a frame and
 * tries again (up to 2 s) rather than take that for the board's colour.
 */
async function pixel(page, sq, dx = 0, dy = 0) {
  for (let tries = 0; ; tries++) {
    const [r, g, b, a] = await rgba(page, sq, dx, dy);
    if (a === 255 || tries >= 120) return [r, g, b];
    await frames(page);
  }
}

async function rgba(page, sq, dx, dy) {
  const box = await cell(page, sq).boundingBox();
  return page.evaluate(
    ({ x, y }) => {
      const canvas = document.querySelector("#board canvas");
      const r = canvas.getBoundingClientRect();
      const k = canvas.width / r.width;
      // copied out, so that the board's own canvas is never read back
      const one = document.createElement("canvas");
      one.width = one.height = 1;
      const c = one.getContext("2d", { willReadFrequently: true });
      c.drawImage(canvas, Math.round((x - r.left) * k), Math.round((y - r.top) * k), 1, 1, 0, 0, 1, 1);
      const d = c.getImageData(0, 0, 1, 1).data;
      return [d[0], d[1], d[2], d[3]];
    },
    { x: box.x + box.width * (0.5 + dx), y: box.y + box.height * (0.5 + dy) },
  );
}

/** Waits until the board has been drawn again after a change (two animation frames). */
const frames = (page) => page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));

test("the colour-blind palette: chosen in the settings, drawn on the board, kept after a reload", async () => {
  const page = await open("?variant=english");
  assert.equal(await page.locator("#colours").inputValue(), "standard");
  // square 15 is empty at the start; near a corner, away from its number
  const before = await pixel(page, "15", 0.3, 0.3);
  assert.ok(before[1] > before[2] + 20, `standard dark squares are green: ${before}`);
  await page.locator("#colours").selectOption("colour-blind");
  await frames(page);
  const after = await pixel(page, "15", 0.3, 0.3);
  assert.ok(after[2] > after[1] + 20 && after[2] > after[0] + 40, `colour-blind dark squares are blue: ${after}`);
  assert.equal(await page.evaluate(() => localStorage.getItem("omnidraughts.colours.v1")), "colour-blind");
  // a piece's chip beside the status follows the same custom properties
  await page.reload();
  await page.waitForSelector('body.ready [role="gridcell"]');
  assert.equal(await page.locator("#colours").inputValue(), "colour-blind");
  assert.deepEqual(await pixel(page, "15", 0.3, 0.3), after);
  // a piece selected, its targets shown
  await cell(page, "11").click();
  await shot(page, "feel-colour-blind-english");
  await page.keyboard.press("Escape");
  // Coronet: Gold against Red, told apart by lightness as well as hue
  await page.locator("#variant").selectOption("coronet");
  await page.waitForFunction(() => document.querySelector("#variant").value === "coronet");
  await shot(page, "feel-colour-blind-coronet");
  await page.locator("#colours").selectOption("standard");
  await shot(page, "feel-standard-coronet");
  assert.equal(await page.evaluate(() => localStorage.getItem("omnidraughts.colours.v1")), "standard");
  await page.close();
});

// ---- 2. sounds ------------------------------------------------------------------------------------

/**
 * Counts what the page does with Web Audio: audio contexts made, and every
 * value set on an audio parameter (the notes' frequencies among them).
 */
function recordAudio() {
  window.__audio = { contexts: 0, values: [] };
  const Real = window.AudioContext;
  window.AudioContext = class extends Real {
    constructor(...args) {
      super(...args);
      window.__audio.contexts++;
    }
  };
  const set = AudioParam.prototype.setValueAtTime;
  AudioParam.prototype.setValueAtTime = function (v, t) {
    window.__audio.values.push(v);
    return set.call(this, v, t);
  };
}

const audio = (page) => page.evaluate(() => ({ contexts: window.__audio.contexts, values: window.__audio.values.splice(0) }));
/** The move's click and note (sound.ts): 540 Hz; the capture's: 300 Hz. */
const MOVE_HZ = 540;
const CAPTURE_HZ = 300;

test("sounds: off at first; on, a move and a capture sound different, the computer's moves too; never while stepping back", async () => {
  const ctx = await launch();
  await ctx.addInitScript(recordAudio);
  const page = await open("?variant=english", ctx);
  const g = new wasm.Game("english");
  assert.equal(await page.locator("#sound-toggle").isChecked(), false);
  await play(page, g, "11-15");
  assert.deepEqual(await audio(page), { contexts: 0, values: [] }, "sounds are off: no audio at all");
  // on: a click says so
  await page.locator("#sound-toggle").check();
  let a = await audio(page);
  assert.equal(a.contexts, 1);
  assert.ok(a.values.includes(MOVE_HZ), `${a.values}`);
  await play(page, g, "22-18");
  a = await audio(page);
  assert.ok(a.values.includes(MOVE_HZ) && !a.values.includes(CAPTURE_HZ), `a move: ${a.values}`);
  await play(page, g, "15x22");
  a = await audio(page);
  assert.ok(a.values.includes(CAPTURE_HZ) && !a.values.includes(MOVE_HZ), `a capture: ${a.values}`);
  assert.equal(a.contexts, 1, "one audio context for the page");
  // stepping through the moves is silent
  await page.locator("#nav-back").click();
  await page.locator("#nav-first").click();
  await page.locator("#nav-last").click();
  assert.deepEqual((await audio(page)).values, []);
  // the setting is kept. (Whether audio waits for a first gesture cannot be seen here:
  // headless Chromium counts a page as activated from the start.)
  await page.reload();
  await page.waitForSelector('body.ready [role="gridcell"]');
  assert.equal(await page.locator("#sound-toggle").isChecked(), true);
  assert.deepEqual(await audio(page), { contexts: 0, values: [] }, "loading a saved game is silent");
  // against the computer, which moves first here: its moves sound as the person's do
  await page.goto(new URL("?variant=english&vs=computer&you=white&level=1", s.origin).href);
  await page.waitForSelector('body.ready [role="gridcell"]');
  await page.waitForFunction(() => document.querySelectorAll("#moves .move").length >= 1, null, { timeout: 15000 });
  const h = new wasm.Game("english");
  h.playText((await playedMoves(page))[0]);
  await play(page, h, h.state().moves[0].text);
  await page.waitForFunction(() => document.querySelectorAll("#moves .move").length >= 3, null, { timeout: 15000 });
  // the computer's note may sound a frame after its move is listed (a run read two of three)
  await page
    .waitForFunction((hz) => window.__audio.values.filter((v) => hz.includes(v)).length >= 3, [MOVE_HZ, CAPTURE_HZ], { timeout: 5000 })
    .catch(() => {});
  a = await audio(page);
  assert.equal(a.contexts, 1);
  assert.equal(a.values.filter((v) => v === MOVE_HZ || v === CAPTURE_HZ).length, 3, `the computer's move, the person's, the computer's: ${a.values}`);
  // off: silent again
  await page.locator("#sound-toggle").uncheck();
  h.playText((await playedMoves(page))[2]);
  await play(page, h, h.state().moves[0].text);
  await page.waitForFunction(() => document.querySelectorAll("#moves .move").length >= 5, null, { timeout: 15000 });
  assert.deepEqual((await audio(page)).values, []);
  g.free();
  h.free();
  await page.close();
});

// ---- 6. two tabs ------------------------------------------------------------------------------

const movesOf = (page) => playedMoves(page);
async function waitMoves(page, want) {
  await page.waitForFunction((w) => [...document.querySelectorAll("#moves .move:not(.move-skip)")].map((b) => b.textContent).join(" ") === w, want.join(" "));
}

test("two tabs share the saved game: each follows the other's moves; a change that would lose one is offered, never silently saved over", async () => {
  const ctx = await launch();
  const a = await open("?variant=english", ctx);
  const b = await open("?variant=english", ctx);
  const g = new wasm.Game("english");
  // a move in one tab shows in the other
  await play(a, g, "11-15");
  await waitMoves(b, ["11-15"]);
  await play(b, g, "23-19");
  await waitMoves(a, ["11-15", "23-19"]);
  assert.equal(await a.locator("#notice").isHidden(), true);
  // an undo in A: B's game is not a continuation of A's any more; B keeps its own, and says so
  await a.locator("#undo").click();
  await waitMoves(a, ["11-15"]);
  await b.waitForFunction(() => /changed in another tab/.test(document.querySelector("#notice-text")?.textContent ?? ""));
  assert.equal(await b.locator("#notice-text").textContent(), "This game was changed in another tab (now American checkers, 1 move). Play on here to keep yours, or load that one.");
  assert.equal(await b.locator("#notice-action").textContent(), "Load it");
  assert.deepEqual(await movesOf(b), ["11-15", "23-19"]);
  await shot(b, "feel-two-tabs-notice");
  // B plays on: its game is saved, A's is kept aside (not lost), and A follows B (B's goes on from A's)
  await play(b, g, "8-11");
  const stored = await b.evaluate(() => ({ game: localStorage.getItem("omnidraughts.game.v1"), other: localStorage.getItem("omnidraughts.other-game.v1") }));
  assert.match(stored.game, /moves=11-15\.23-19\.8-11/);
  assert.match(stored.other, /moves=11-15&/);
  assert.match(await b.locator("#notice-text").textContent(), /other tab's game is kept under PDN \/ FEN/);
  await waitMoves(a, ["11-15", "23-19", "8-11"]);
  // a new game of another variant in A: B offers it; Load it brings it, B's game kept aside
  await a.locator("#variant").selectOption("russian");
  await a.waitForFunction(() => document.querySelector("#variant").value === "russian");
  // (A keeps its game aside, as another game from the menu does)
  assert.match(await a.locator("#notice-text").textContent(), /Your game \(American checkers, 2 moves\) is kept/);
  await b.waitForFunction(() => /now Russian draughts, no moves yet/.test(document.querySelector("#notice-text")?.textContent ?? ""));
  assert.equal(await b.locator("#variant").inputValue(), "english");
  await b.locator("#notice-action").click();
  await b.waitForFunction(() => document.querySelector("#variant").value === "russian");
  assert.match(await b.locator("#notice-text").textContent(), /Yours \(American checkers, 2 moves\) is kept under PDN \/ FEN/);
  assert.match(await b.evaluate(() => localStorage.getItem("omnidraughts.other-game.v1")), /variant=english&moves=11-15\.23-19\.8-11/);
  // and they follow each other again
  const r = new wasm.Game("russian");
  await play(b, r, "c3-d4");
  await waitMoves(a, ["c3-d4"]);
  assert.doesNotMatch(await a.locator("#notice-text").textContent(), /another tab/);
  g.free();
  r.free();
});

// ---- 5. a new version of the site -------------------------------------------------------------------

test("a new build: the open page keeps its version until Reload is chosen; then the new files are served and the old cache is gone", async () => {
  // a copy of the site that can be rebuilt under the page
  const site = s.tempDir();
  cpSync(DIST, site, { recursive: true });
  const local = await serve({ root: site, port: 0 });
  s.allow(local.url);
  try {
    const ctx = await launch();
    const page = watch(await ctx.newPage());
    await page.goto(local.url);
    await page.waitForSelector('body.ready [role="gridcell"]');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const v1 = readFileSync(join(site, "sw.js"), "utf8").match(/const VERSION = "([0-9a-f]{16})"/)[1];
    assert.deepEqual(await page.evaluate(() => caches.keys()), [`omnidraughts-${v1}`]);
    const g = new wasm.Game("english");
    await play(page, g, "11-15");

    // the next build: a changed page and style sheet, a new version
    const v2 = v1 === "feedfacefeedface" ? "0123456789abcdef" : "feedfacefeedface";
    const index = join(site, "index.html");
    writeFileSync(index, readFileSync(index, "utf8").replace("<title", '<meta name="build" content="two">\n    <title'));
    writeFileSync(join(site, "style.css"), `${readFileSync(join(site, "style.css"), "utf8")}\n/* build two */\n`);
    const sw = join(site, "sw.js");
    writeFileSync(sw, readFileSync(sw, "utf8").replace(`const VERSION = "${v1}"`, `const VERSION = "${v2}"`));

    // a reload finds the new worker; it installs beside the old one and waits
    await page.reload();
    await page.waitForSelector('body.ready [role="gridcell"]');
    await page.locator(".update-ready").waitFor({ state: "visible", timeout: 15000 });
    assert.equal(await page.locator(".update-ready").textContent(), "A new version of omnidraughts is ready.Reload");
    // meanwhile the page and everything it fetches are still the old version's
    assert.equal(await page.locator('meta[name="build"]').count(), 0);
    assert.doesNotMatch(await page.evaluate(() => fetch("style.css").then((r) => r.text())), /build two/);
    assert.deepEqual((await page.evaluate(() => caches.keys())).sort(), [`omnidraughts-${v1}`, `omnidraughts-${v2}`].sort());
    assert.deepEqual(await playedMoves(page), ["11-15"], "the saved game came back");
    await shot(page, "feel-update-ready");

    // Reload: the new worker takes over, the page reloads into the new version
    await Promise.all([page.waitForEvent("load"), page.locator(".update-ready button").click()]);
    await page.waitForSelector('body.ready [role="gridcell"]');
    assert.equal(await page.locator('meta[name="build"]').getAttribute("content"), "two");
    assert.match(await page.evaluate(() => fetch("style.css").then((r) => r.text())), /build two/);
    await page.waitForFunction((v) => caches.keys().then((k) => k.length === 1 && k[0] === `omnidraughts-${v}`), v2);
    assert.equal(await page.locator(".update-ready").count(), 0);
    assert.deepEqual(await playedMoves(page), ["11-15"], "nothing of the game was lost");
    // and it answers offline from the new cache
    await ctx.setOffline(true);
    await page.reload();
    await page.waitForSelector('body.ready [role="gridcell"]');
    assert.equal(await page.locator('meta[name="build"]').getAttribute("content"), "two");
    await ctx.setOffline(false);
    g.free();
  } finally {
    await local.close();
  }
});
