// End-to-end tests: the built page (dist/) in headless Chromium, played by
// clicking the accessible grid the way a user (or a screen-reader user) would.
//
//   npm run build && npm run test:e2e
//
// The same wasm engine is loaded in Node to know the legal moves and the
// engine's explanations, so the expectations come from the engine, not from
// rules copied into this file.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { serve } from "../../scripts/serve.mjs";

const ROOT = resolve(fileURLToPath(new URL(".", import.meta.url)), "..", "..");
const DIST = join(ROOT, "dist");
const SHOTS = join(ROOT, "tests", "e2e", "screenshots");
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// Lines computed with the engine (tests/e2e/find-lines.mjs).
/** A short American game: Black ends with no piece left to move. */
const SHORT_WIN = [
  "9-13", "23-19", "5-9", "22-18", "13-17", "21x5", "12-16", "19x12", "11-15", "18x11", "7x16",
  "24-20", "2-7", "20x2", "3-7", "12x3", "4-8", "3x12", "10-15", "2x9", "1-6", "9x18",
];
/** After these moves White's only move is the double jump 21x14x5 (17 and 9 taken). */
const TO_DOUBLE_JUMP = ["9-14", "22-18", "5-9", "24-20", "14-17"];

if (!existsSync(join(DIST, "index.html")) || !existsSync(join(DIST, "pkg", "omnidraughts_bg.wasm"))) {
  console.error("tests/e2e: dist/ is not built; run 'npm run build' first");
  process.exit(1);
}

// ---- the engine, in Node ----------------------------------------------------------

const wasm = await import(join(DIST, "pkg", "omnidraughts.js"));
await wasm.default({ module_or_path: readFileSync(join(DIST, "pkg", "omnidraughts_bg.wasm")) });

/** A Node-side mirror of a game, to know legal moves and explanations. */
function mirror(moves = []) {
  const g = new wasm.Game("english");
  for (const m of moves) g.playText(m);
  return g;
}

// ---- browser, server, bookkeeping ----------------------------------------------------

let server;
let origin;
let context;
const tempDirs = [];
/** Problems seen on any page: console errors, page errors, foreign requests. */
const problems = [];
const requests = [];

async function launch(options = {}) {
  const dir = mkdtempSync(join(tmpdir(), "omnidraughts-e2e-"));
  tempDirs.push(dir);
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  // Nothing may leave the local server: record and refuse anything else.
  await ctx.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith("data:") || url.startsWith("blob:")) return route.continue();
    problems.push(`request to another origin: ${url}`);
    return route.abort();
  });
  return ctx;
}

function watch(page) {
  page.on("console", (msg) => {
    if (msg.type() === "error" || msg.type() === "warning") problems.push(`console ${msg.type()}: ${msg.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("requestfailed", (r) => problems.push(`request failed: ${r.url()} ${r.failure()?.errorText ?? ""}`));
  page.on("response", (r) => {
    requests.push({ url: r.url(), status: r.status(), type: r.headers()["content-type"] ?? "" });
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  return page;
}

async function open(query = "", ctx = context) {
  const page = watch(await ctx.newPage());
  await page.goto(`${origin}${query}`);
  await page.waitForSelector('body.ready [role="gridcell"]');
  return page;
}

before(async () => {
  const s = await serve({ root: DIST, port: 0 });
  server = s;
  origin = s.url;
  context = await launch();
});

after(async () => {
  await context?.close();
  await server?.close();
  for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
});

// ---- page helpers ---------------------------------------------------------------------

const cell = (page, sq) => page.locator(`[role="gridcell"][data-square="${sq}"]`);
const status = (page) => page.locator("#status").textContent();

async function clickSquare(page, sq) {
  await cell(page, sq).click();
}

/** Every square's aria-label, in order: the position as the page shows it. */
async function board(page) {
  return page.locator('[role="gridcell"]').evaluateAll((cells) => cells.map((c) => c.getAttribute("aria-label")));
}

async function moveList(page) {
  return page.locator("#moves li").evaluateAll((lis) => lis.map((li) => li.textContent.replace(/\s+/g, " ").trim()));
}

/**
 * Plays `text` by clicking: the piece, then the final square when only one of
 * its moves ends there, else every landing square in turn.
 */
async function play(page, g, text) {
  const moves = g.state().moves;
  const move = moves.find((m) => m.text === text);
  assert.ok(move, `${text} is not legal here (legal: ${moves.map((m) => m.text).join(" ")})`);
  const from = move.path[0];
  const to = move.path[move.path.length - 1];
  const same = moves.filter((m) => m.path[0] === from && m.path[m.path.length - 1] === to);
  const clicks = same.length === 1 ? [from, to] : move.path;
  for (const sq of clicks) await clickSquare(page, sq);
  g.play(move.path);
  const list = (await moveList(page)).join(" ");
  assert.ok(list.endsWith(text), `move list should end with ${text}: ${list}`);
}

async function shot(page, name) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(900); // let the move animation finish
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

// ---- tests --------------------------------------------------------------------------

test("the page opens American checkers with an accessible grid", async () => {
  const page = await open();
  assert.equal(await page.locator('[role="grid"]').count(), 1);
  assert.equal(await page.locator('[role="grid"] [role="row"]').count(), 8);
  assert.equal(await page.locator('[role="gridcell"]').count(), 32);
  assert.match((await cell(page, "22").getAttribute("aria-label")) ?? "", /^square 22, white man$/);
  assert.match((await cell(page, "15").getAttribute("aria-label")) ?? "", /^square 15, empty$/);
  assert.match((await cell(page, "1").getAttribute("aria-label")) ?? "", /^square 1, black man$/);
  assert.equal(await status(page), "Black to move");
  assert.equal(await page.locator("#variant").inputValue(), "english");
  const options = await page.locator("#variant option").allTextContents();
  assert.deepEqual(options, wasm.variants().map((v) => v.name));
  // the grid lies exactly over the drawn board: 8 equal cells per side
  const box = await page.locator('[role="grid"]').boundingBox();
  const c22 = await cell(page, "22").boundingBox();
  assert.ok(box && c22);
  assert.ok(Math.abs(c22.width - box.width / 8) < 1 && Math.abs(c22.height - box.height / 8) < 1);
  await shot(page, "laptop-start");
  await page.close();
});

test("a click on a piece shows its targets; a legal click plays the move", async () => {
  const page = await open();
  await clickSquare(page, "11");
  assert.equal(await cell(page, "11").getAttribute("aria-selected"), "true");
  assert.match((await cell(page, "15").getAttribute("aria-label")) ?? "", /move here/);
  assert.match((await cell(page, "16").getAttribute("aria-label")) ?? "", /move here/);
  assert.doesNotMatch((await cell(page, "14").getAttribute("aria-label")) ?? "", /move here/);
  await shot(page, "laptop-selected");
  await clickSquare(page, "15");
  assert.equal(await cell(page, "15").getAttribute("aria-label"), "square 15, black man");
  assert.equal(await cell(page, "11").getAttribute("aria-label"), "square 11, empty");
  assert.deepEqual(await moveList(page), ["1. 11-15"]);
  assert.match((await status(page)) ?? "", /White to move/);
  // clicking another own piece switches the selection
  await clickSquare(page, "22");
  await clickSquare(page, "23");
  assert.equal(await cell(page, "23").getAttribute("aria-selected"), "true");
  assert.equal(await cell(page, "22").getAttribute("aria-selected"), "false");
  await page.close();
});

test("a piece can be dragged to its target", async () => {
  const page = await open();
  const from = await cell(page, "11").boundingBox();
  const to = await cell(page, "15").boundingBox();
  assert.ok(from && to);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  assert.deepEqual(await moveList(page), ["1. 11-15"]);
  assert.equal(await cell(page, "15").getAttribute("aria-label"), "square 15, black man");
  // a drag dropped off target plays nothing and keeps the piece selected
  const a = await cell(page, "22").boundingBox();
  const b = await cell(page, "13").boundingBox();
  assert.ok(a && b);
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
  assert.deepEqual(await moveList(page), ["1. 11-15"]);
  assert.equal(await cell(page, "22").getAttribute("aria-selected"), "true");
  await page.close();
});

test("an illegal click plays nothing and shows the engine's explanation", async () => {
  const page = await open();
  const g = mirror();
  // a man cannot go there
  const before1 = await board(page);
  await clickSquare(page, "11");
  await clickSquare(page, "18");
  assert.equal(await status(page), capitalise(g.explain("11", "18")));
  assert.deepEqual(await board(page).then(stripStates), stripStates(before1));
  assert.deepEqual(await moveList(page), []);
  await page.keyboard.press("Escape"); // let go of 11

  // a capture is compulsory: every other move is refused with the reason
  await play(page, g, "11-15");
  await play(page, g, "22-18");
  const before2 = await board(page);
  await clickSquare(page, "9");
  const why = g.explain("9", "9");
  assert.match(why, /capture is compulsory/);
  assert.equal(await status(page), capitalise(why));
  await clickSquare(page, "15");
  await clickSquare(page, "19");
  assert.equal(await status(page), capitalise(g.explain("15", "19")));
  assert.deepEqual(await board(page).then(stripStates), stripStates(before2));
  assert.deepEqual(await moveList(page), ["1. 11-15 22-18"]);
  await shot(page, "laptop-explain");
  g.free();
  await page.close();
});

test("a multi-jump is entered by clicking the landing squares in turn", async () => {
  const page = await open();
  const g = mirror();
  for (const m of TO_DOUBLE_JUMP) await play(page, g, m);
  const jumps = g.state().moves;
  assert.deepEqual(jumps.map((m) => m.path), [["21", "14", "5"]]);
  const before = await board(page);
  await clickSquare(page, "21");
  await clickSquare(page, "14");
  // half-way: nothing played yet, the page waits for the next landing square
  assert.match((await status(page)) ?? "", /next landing square/);
  assert.match((await cell(page, "5").getAttribute("aria-label")) ?? "", /move here/);
  assert.deepEqual(await board(page).then(stripStates), stripStates(before));
  await shot(page, "laptop-multijump-half");
  await clickSquare(page, "5");
  assert.equal(await cell(page, "5").getAttribute("aria-label"), "square 5, white man");
  assert.equal(await cell(page, "9").getAttribute("aria-label"), "square 9, empty");
  assert.equal(await cell(page, "17").getAttribute("aria-label"), "square 17, empty");
  assert.equal(await cell(page, "21").getAttribute("aria-label"), "square 21, empty");
  assert.deepEqual(await moveList(page), ["1. 9-14 22-18", "2. 5-9 24-20", "3. 14-17 21x5"]);
  await shot(page, "laptop-multijump-done");

  // the short way: the piece, then the final square
  await page.locator("#undo").click();
  await clickSquare(page, "21");
  await clickSquare(page, "5");
  assert.equal(await cell(page, "5").getAttribute("aria-label"), "square 5, white man");
  assert.deepEqual((await moveList(page)).at(-1), "3. 14-17 21x5");
  g.free();
  await page.close();
});

test("undo restores the previous position, redo plays it again", async () => {
  const page = await open();
  const g = mirror();
  await play(page, g, "11-15");
  const before = await board(page);
  await play(page, g, "23-19");
  const after = await board(page);
  assert.notDeepEqual(after, before);
  await page.locator("#undo").click();
  assert.deepEqual(await board(page), before);
  assert.deepEqual(await moveList(page), ["1. 11-15"]);
  assert.match((await status(page)) ?? "", /White to move/);
  await page.locator("#redo").click();
  assert.deepEqual(await board(page), after);
  assert.deepEqual(await moveList(page), ["1. 11-15 23-19"]);
  // keyboard shortcut
  await page.keyboard.press("Control+z");
  assert.deepEqual(await board(page), before);
  g.free();
  await page.close();
});

test("the keyboard plays: arrows move the focus, Enter picks and drops", async () => {
  const page = await open();
  await cell(page, "11").focus();
  await page.keyboard.press("Enter");
  assert.equal(await cell(page, "11").getAttribute("aria-selected"), "true");
  await page.keyboard.press("ArrowDown");
  const focused = await page.evaluate(() => document.activeElement?.getAttribute("data-square"));
  assert.ok(focused === "15" || focused === "16", `focus went to ${focused}`);
  await page.keyboard.press(" ");
  assert.deepEqual(await moveList(page), [`1. 11-${focused}`]);
  // only one cell is in the tab order
  assert.equal(await page.locator('[role="gridcell"][tabindex="0"]').count(), 1);
  await page.close();
});

test("a short game ends in a win, with the result shown", async () => {
  const page = await open();
  const g = mirror();
  for (const m of SHORT_WIN) await play(page, g, m);
  const final = g.state();
  assert.ok(final.result, "the engine says the game is over");
  await page.locator("#result").waitFor({ state: "visible" });
  assert.equal(await page.locator("#result-text").textContent(), final.message);
  assert.match(final.message, /White wins/);
  assert.equal(await status(page), final.message);
  assert.equal(await page.locator("#resign").isDisabled(), true);
  const list = await moveList(page);
  assert.equal(list.length, SHORT_WIN.length / 2);
  assert.equal(list[0], "1. 9-13 23-19");
  await shot(page, "laptop-game-over");
  // a click after the end plays nothing
  const b = await board(page);
  await clickSquare(page, "12");
  assert.deepEqual(await board(page), b);
  // play again
  await page.locator("#result-new").click();
  assert.equal(await status(page), "Black to move");
  assert.deepEqual(await moveList(page), []);
  g.free();
  await page.close();
});

test("draw offers and resignation", async () => {
  const page = await open();
  await page.locator("#offer-draw").click();
  await page.locator("#draw-offer").waitFor({ state: "visible" });
  assert.match((await page.locator("#draw-offer-text").textContent()) ?? "", /Black offers a draw/);
  await page.locator("#decline-draw").click();
  assert.equal(await page.locator("#draw-offer").isHidden(), true);
  await page.locator("#offer-draw").click();
  await page.locator("#accept-draw").click();
  await page.locator("#result").waitFor({ state: "visible" });
  assert.match((await page.locator("#result-text").textContent()) ?? "", /draw/i);
  await page.locator("#new-game").click();
  await page.locator("#resign").click(); // arms
  assert.equal(await page.locator("#result").isHidden(), true);
  await page.locator("#resign").click(); // confirms
  assert.match((await page.locator("#result-text").textContent()) ?? "", /White wins: Black resigned/);
  await page.close();
});

test("?variant=english opens that game", async () => {
  const page = await open("?variant=english");
  assert.equal(await page.locator("#variant").inputValue(), "english");
  assert.equal(await page.locator("#notice").isHidden(), true);
  assert.equal(await status(page), "Black to move");
  assert.equal(await page.title(), "American checkers — omnidraughts");
  await page.close();
});

test("an unknown variant shows a message and the default game still works", async () => {
  const page = await open("?variant=no-such-game");
  const notice = page.locator("#notice");
  assert.equal(await notice.isVisible(), true);
  assert.match((await notice.textContent()) ?? "", /no-such-game/);
  assert.equal(await page.locator("#variant").inputValue(), wasm.variants()[0].id);
  const g = mirror();
  await play(page, g, "11-15");
  await shot(page, "laptop-unknown-variant");
  g.free();
  await page.close();
});

test("the page fits a phone in portrait", async () => {
  const phone = await launch({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await open("", phone);
    const grid = await page.locator('[role="grid"]').boundingBox();
    const boardBox = await page.locator("#board").boundingBox();
    assert.ok(grid && boardBox);
    assert.ok(boardBox.x >= 0 && boardBox.x + boardBox.width <= 390, "board fits the width");
    assert.ok(boardBox.width > 340, `board uses the width (${boardBox.width}px)`);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(scrollWidth <= 390, `no sideways scrolling (${scrollWidth}px)`);
    // the canvas is drawn at the device's resolution
    const px = await page.locator("canvas").evaluate((c) => [c.width, c.clientWidth]);
    assert.equal(px[0], Math.round(px[1] * 3));
    await page.locator('[data-square="11"]').tap();
    await page.locator('[data-square="15"]').tap();
    assert.deepEqual(await moveList(page), ["1. 11-15"]);
    await page.locator('[data-square="22"]').tap();
    await shot(page, "phone-play");
    await page.close();

    const dark = await open("", phone);
    await dark.emulateMedia({ colorScheme: "dark" });
    await dark.locator('[data-square="9"]').tap();
    await shot(dark, "phone-dark");
    await dark.close();
  } finally {
    await phone.close();
  }
});

/** The colour drawn at the centre of the top-left cell of the board (a light square). */
async function cornerPixel(page) {
  await page.waitForTimeout(100); // the view redraws on the next frame
  return page.evaluate(() => {
    const canvas = document.querySelector("canvas");
    const grid = document.querySelector('[role="grid"]');
    const c = canvas.getBoundingClientRect();
    const g = grid.getBoundingClientRect();
    const k = canvas.width / c.width;
    const x = Math.round((g.left - c.left + g.width / 16) * k);
    const y = Math.round((g.top - c.top + g.height / 16) * k);
    const probe = document.createElement("canvas");
    probe.width = probe.height = 1;
    const ctx = probe.getContext("2d", { willReadFrequently: true });
    ctx.drawImage(canvas, x, y, 1, 1, 0, 0, 1, 1);
    return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  });
}

test("laptop dark mode and flipped board render", async () => {
  const page = await open();
  const light = await cornerPixel(page);
  await page.emulateMedia({ colorScheme: "dark" });
  const dark = await cornerPixel(page);
  const sum = (rgb) => rgb[0] + rgb[1] + rgb[2];
  assert.ok(sum(dark) < sum(light) - 20, `the board is redrawn darker in dark mode (${light} → ${dark})`);
  const g = mirror();
  for (const m of TO_DOUBLE_JUMP) await play(page, g, m);
  await play(page, g, "21x5");
  await page.locator("#flip").click();
  assert.equal(await page.locator("#flip").getAttribute("aria-pressed"), "true");
  // flipped: square 1 is now at the bottom
  const s1 = await cell(page, "1").boundingBox();
  const s32 = await cell(page, "32").boundingBox();
  assert.ok(s1 && s32 && s1.y > s32.y);
  await shot(page, "laptop-dark-flipped");
  g.free();
  await page.close();
});

test("no console errors and no request to another origin", () => {
  assert.deepEqual(problems, []);
  const wasmResponse = requests.find((r) => r.url.endsWith(".wasm"));
  assert.ok(wasmResponse, "the wasm was loaded");
  assert.equal(wasmResponse.type, "application/wasm");
  for (const r of requests) assert.ok(r.url.startsWith(origin), `foreign request ${r.url}`);
});

// ---- utilities --------------------------------------------------------------------------

function capitalise(s) {
  return s.length === 0 ? s : s[0].toUpperCase() + s.slice(1);
}

/** Labels without the selection/target suffixes: just the pieces. */
function stripStates(labels) {
  return labels.map((l) => l.split(", ").slice(0, 2).join(", "));
}
