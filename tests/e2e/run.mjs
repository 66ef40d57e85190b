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
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { cell, DIST, mirror, Session, SHOTS, wasm } from "./harness.mjs";

// Lines computed with the engine (tests/e2e/find-lines.mjs).
/** A short American game: Black ends with no piece left to move. */
const SHORT_WIN = [
  "9-13", "23-19", "5-9", "22-18", "13-17", "21x5", "12-16", "19x12", "11-15", "18x11", "7x16",
  "24-20", "2-7", "20x2", "3-7", "12x3", "4-8", "3x12", "10-15", "2x9", "1-6", "9x18",
];
/** After these moves White's only move is the double jump 21x14x5 (17 and 9 taken). */
const TO_DOUBLE_JUMP = ["9-14", "22-18", "5-9", "24-20", "14-17"];

// ---- browser, server, bookkeeping (tests/e2e/harness.mjs) -----------------------------

const s = new Session("e2e");
before(() => s.start());
after(() => s.stop());

const { problems, requests } = s;
const launch = (options) => s.launch(options);
const watch = (page) => s.watch(page);
/** Opens the page on a fresh game (see Session.open); `keep`: the saved game stays. */
const open = (query = "", ctx = s.context, options = {}) => s.open(query, ctx, options);

// ---- page helpers ---------------------------------------------------------------------

const status = (page) => page.locator("#status").textContent();

async function clickSquare(page, sq) {
  await cell(page, sq).click();
}

/** Drags with the mouse from the centre of one square to the centre of another. */
async function dragSquare(page, from, to) {
  const a = await cell(page, from).boundingBox();
  const b = await cell(page, to).boundingBox();
  assert.ok(a && b);
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
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

/** New game, with the dialog's choices as they are. */
async function newGame(page) {
  await page.locator("#new-game").click();
  await page.locator("#new-game-dialog").waitFor({ state: "visible" });
  await page.locator("#ng-start").click();
  await page.locator("#new-game-dialog").waitFor({ state: "hidden" });
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
  assert.equal(await status(page), capitalise(g.explain("11", "18").english));
  assert.deepEqual(await board(page).then(stripStates), stripStates(before1));
  assert.deepEqual(await moveList(page), []);
  await page.keyboard.press("Escape"); // let go of 11

  // a capture is compulsory: every other move is refused with the reason
  await play(page, g, "11-15");
  await play(page, g, "22-18");
  const before2 = await board(page);
  await clickSquare(page, "9");
  const why = g.explain("9", "9").english;
  assert.match(why, /capture is compulsory/);
  assert.equal(await status(page), capitalise(why));
  await clickSquare(page, "15");
  await clickSquare(page, "19");
  assert.equal(await status(page), capitalise(g.explain("15", "19").english));
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
  await clickSquare(page, "21");
  await clickSquare(page, "14");
  // half-way: nothing played yet, the page waits for the next landing square;
  // the piece is shown on 14 and the man it jumped stays, dimmed, until the end
  assert.match((await status(page)) ?? "", /next landing square/);
  assert.match((await cell(page, "5").getAttribute("aria-label")) ?? "", /move here/);
  assert.match((await cell(page, "14").getAttribute("aria-label")) ?? "", /^square 14, white man, the capturing piece is here/);
  assert.match((await cell(page, "21").getAttribute("aria-label")) ?? "", /^square 21, empty, the capture started here/);
  assert.match((await cell(page, "17").getAttribute("aria-label")) ?? "", /^square 17, black man, taken/);
  assert.equal(await cell(page, "17").getAttribute("data-taken"), "dim");
  assert.equal(await cell(page, "9").getAttribute("data-taken"), null);
  assert.deepEqual(await moveList(page), ["1. 9-14 22-18", "2. 5-9 24-20", "3. 14-17"]);
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
  // the result said once: who won in the title, why in the text; the status line only says it is over
  assert.equal(`${await page.locator("#result-title").textContent()}: ${await page.locator("#result-text").textContent()}`, `${final.message.english}.`);
  assert.match(final.message.english, /White wins/);
  assert.equal(await status(page), "Game over.");
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
  assert.equal(await page.locator("#result-title").textContent(), "Draw");
  await newGame(page);
  await page.locator("#resign").click(); // arms
  assert.equal(await page.locator("#result").isHidden(), true);
  await page.locator("#resign").click(); // confirms
  assert.equal(await page.locator("#result-title").textContent(), "White wins");
  assert.equal(await page.locator("#result-text").textContent(), "Black resigned.");
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

// ---- the other games -------------------------------------------------------------------

/** Per game: grid cells, the first four plies (a capture included), the move list they make. */
const GAMES = [
  { id: "international", cells: 50, line: ["32-28", "19-23", "28x19", "14x23"], list: ["1. 32-28 19-23", "2. 28x19 14x23"] },
  { id: "polish", cells: 50, line: ["32-28", "19-23", "28x19", "14x23"], list: ["1. 32-28 19-23", "2. 28x19 14x23"] },
  { id: "russian", cells: 32, line: ["c3-d4", "f6-e5", "d4:f6", "g7:e5"], list: ["1. c3-d4 f6-e5", "2. d4:f6 g7:e5"] },
  { id: "italian", cells: 32, line: ["22-18", "11-14", "18x11", "7x14"], list: ["1. 22-18 11-14", "2. 18x11 7x14"] },
];

/** The colour drawn on the canvas at a point of a square's cell (dx, dy in cells from its centre). */
async function pixelAt(page, sq, dx = 0, dy = 0) {
  await page.waitForTimeout(120); // the view redraws on the next frame
  const box = await cell(page, sq).boundingBox();
  assert.ok(box, `square ${sq} is on the page`);
  const x = box.x + box.width * (0.5 + dx);
  const y = box.y + box.height * (0.5 + dy);
  return page.evaluate(
    ([px, py]) => {
      const canvas = document.querySelector("canvas");
      const c = canvas.getBoundingClientRect();
      const k = canvas.width / c.width;
      const probe = document.createElement("canvas");
      probe.width = probe.height = 1;
      const ctx = probe.getContext("2d", { willReadFrequently: true });
      ctx.drawImage(canvas, Math.round((px - c.left) * k), Math.round((py - c.top) * k), 1, 1, 0, 0, 1, 1);
      return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    },
    [x, y],
  );
}

/** The colour near the corner of the bottom-left cell of the board as drawn (a1 when not flipped), away from any piece. */
async function bottomLeftPixel(page) {
  await page.waitForTimeout(120);
  return page.evaluate(() => {
    const canvas = document.querySelector("canvas");
    const grid = document.querySelector('[role="grid"]');
    const n = Number(grid.getAttribute("aria-rowcount"));
    const c = canvas.getBoundingClientRect();
    const g = grid.getBoundingClientRect();
    const k = canvas.width / c.width;
    const probe = document.createElement("canvas");
    probe.width = probe.height = 1;
    const ctx = probe.getContext("2d", { willReadFrequently: true });
    const x = Math.round((g.left - c.left + g.width / (10 * n)) * k);
    const y = Math.round((g.bottom - c.top - g.height / (10 * n)) * k);
    ctx.drawImage(canvas, x, y, 1, 1, 0, 0, 1, 1);
    return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  });
}

const brightness = (rgb) => rgb[0] + rgb[1] + rgb[2];
const distance = (a, b) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);

for (const game of GAMES) {
  test(`${game.id}: its own board, first player and notation`, async () => {
    const info = wasm.variants().find((v) => v.id === game.id);
    assert.ok(info, `the engine plays ${game.id}`);
    const page = await open(`?variant=${game.id}`);
    assert.equal(await page.locator("#variant").inputValue(), game.id);
    assert.equal(await page.locator('[role="gridcell"]').count(), game.cells);
    const size = game.cells === 50 ? 10 : 8;
    assert.equal(await page.locator('[role="grid"] [role="row"]').count(), size);
    assert.equal(await page.title(), `${info.name} — omnidraughts`);
    const g = mirror([], game.id);
    const start = g.state();
    assert.equal(await status(page), start.message.english);
    // every square shows what the engine says is on it
    for (const sq of start.squares.filter((_, i) => i % 7 === 0)) {
      const label = (await cell(page, sq.name).getAttribute("aria-label")) ?? "";
      const words = sq.piece === null ? "empty" : `${info.colorNames[sq.piece.color].toLowerCase()} ${sq.piece.kind}`;
      assert.equal(label, `square ${sq.name}, ${words}`);
    }
    // the cells are square and tile the grid
    const box = await page.locator('[role="grid"]').boundingBox();
    const c0 = await cell(page, start.squares[0].name).boundingBox();
    assert.ok(box && c0);
    assert.ok(Math.abs(c0.width - box.width / size) < 1 && Math.abs(c0.height - box.height / size) < 1);
    for (const m of game.line) await play(page, g, m);
    assert.deepEqual(await moveList(page), game.list);
    const mover = g.state().turn === "south" ? "north" : "south";
    assert.equal(await status(page), `${info.colorNames[mover]} played ${game.line.at(-1)}. ${g.state().message.english}`);
    // the page shows the engine's position (grid order is the page's reading order)
    const shown = (await board(page).then(stripStates)).sort();
    const expected = g.state().squares.map((sq) => {
      const words = sq.piece === null ? "empty" : `${info.colorNames[sq.piece.color].toLowerCase()} ${sq.piece.kind}`;
      return `square ${sq.name}, ${words}`;
    });
    assert.deepEqual(shown, expected.sort());
    assert.match(page.url(), new RegExp(`[?&]variant=${game.id}(&|$)`));
    await shot(page, `laptop-${game.id}`);
    g.free();
    await page.close();
  });
}

test("Italian is drawn with a light a1 and square 1 top left; Russian with a dark a1", async () => {
  const it = await open("?variant=italian");
  const light = await bottomLeftPixel(it);
  const s1 = await cell(it, "1").boundingBox();
  const s4 = await cell(it, "4").boundingBox();
  const s32 = await cell(it, "32").boundingBox();
  assert.ok(s1 && s4 && s32);
  assert.ok(s1.y < s32.y && s1.x < s4.x, "square 1 is at the top left, 4 to its right, 32 at the bottom");
  await it.close();
  const ru = await open("?variant=russian");
  const dark = await bottomLeftPixel(ru);
  const a1 = await cell(ru, "a1").boundingBox();
  const h8 = await cell(ru, "h8").boundingBox();
  assert.ok(a1 && h8 && a1.y > h8.y && a1.x < h8.x, "a1 at the bottom left, h8 at the top right");
  assert.ok(brightness(light) > brightness(dark) + 120, `Italian a1 is light ${light}, Russian a1 dark ${dark}`);
  await ru.close();
});

test("the picker switches games, rebuilds the board and keeps the game in the address", async () => {
  const page = await open();
  const g = mirror();
  await play(page, g, "11-15");
  g.free();
  await page.locator("#variant").selectOption("international");
  assert.equal(await page.locator('[role="gridcell"]').count(), 50);
  assert.equal(await page.locator('[role="grid"] [role="row"]').count(), 10);
  assert.deepEqual(await moveList(page), []);
  assert.equal(await page.locator("#moves-empty").isVisible(), true);
  assert.equal(await status(page), "White to move");
  assert.equal(await page.title(), "International draughts — omnidraughts");
  assert.equal(new URL(page.url()).searchParams.get("variant"), "international");
  // a reload keeps the game
  await page.reload();
  await page.waitForSelector('body.ready [role="gridcell"]');
  assert.equal(await page.locator("#variant").inputValue(), "international");
  assert.equal(await page.locator('[role="gridcell"]').count(), 50);
  // and on to an 8x8 game named algebraically
  await page.locator("#variant").selectOption("russian");
  assert.equal(await page.locator('[role="gridcell"]').count(), 32);
  assert.equal(await cell(page, "c3").getAttribute("aria-label"), "square c3, white man");
  assert.equal(new URL(page.url()).searchParams.get("variant"), "russian");
  const r = mirror([], "russian");
  await play(page, r, "c3-d4");
  assert.deepEqual(await moveList(page), ["1. c3-d4"]);
  r.free();
  await page.close();
});

test("?fen= opens a position; a game started by the second player is numbered 1. ...", async () => {
  const page = await open("?variant=english&fen=W:W21-32:B1-12");
  assert.equal(await status(page), "White to move");
  const g = mirror([], "english", "W:W21-32:B1-12");
  await play(page, g, "23-19");
  assert.deepEqual(await moveList(page), ["1. ... 23-19"]);
  await play(page, g, g.state().moves[0].text);
  await play(page, g, g.state().moves[0].text);
  const h = g.state().history;
  assert.deepEqual(await moveList(page), [`1. ... ${h[0]}`, `2. ${h[1]} ${h[2]}`]);
  // New game: the start position, and the address forgets the position
  await newGame(page);
  assert.equal(await status(page), "Black to move");
  assert.equal(new URL(page.url()).searchParams.get("fen"), null);
  assert.equal(new URL(page.url()).searchParams.get("variant"), "english");
  g.free();
  await page.close();
});

test("a bad FEN shows the engine's message and the start position", async () => {
  const bad = "W:W31,99:B1";
  let message = "";
  try {
    new wasm.Game("international", bad);
  } catch (e) {
    message = e.message;
  }
  assert.ok(message !== "", "the engine refuses that FEN");
  const page = await open(`?variant=international&fen=${encodeURIComponent(bad)}`);
  const notice = page.locator("#notice");
  assert.equal(await notice.isVisible(), true);
  assert.ok(((await notice.textContent()) ?? "").includes(message), `the notice quotes "${message}"`);
  assert.equal(await page.locator('[role="gridcell"]').count(), 50);
  assert.equal(await cell(page, "31").getAttribute("aria-label"), "square 31, white man");
  assert.equal(await status(page), "White to move");
  await shot(page, "laptop-bad-fen");
  await page.close();
});

test("International: a flying king's capture entered by clicks", async () => {
  const fen = "W:WK46:B28,1";
  const page = await open(`?variant=international&fen=${encodeURIComponent(fen)}`);
  const g = mirror([], "international", fen);
  assert.equal(await cell(page, "46").getAttribute("aria-label"), "square 46, white king");
  await clickSquare(page, "46");
  for (const m of g.state().moves) {
    assert.match((await cell(page, m.path.at(-1)).getAttribute("aria-label")) ?? "", /move here/);
  }
  await shot(page, "laptop-international-king-selected");
  await clickSquare(page, "23");
  assert.equal(await cell(page, "23").getAttribute("aria-label"), "square 23, white king");
  assert.equal(await cell(page, "28").getAttribute("aria-label"), "square 28, empty");
  assert.equal(await cell(page, "46").getAttribute("aria-label"), "square 46, empty");
  assert.deepEqual(await moveList(page), ["1. 46x23"]);
  await shot(page, "laptop-international-king-capture");
  g.free();
  await page.close();
});

test("International: where two captures end on the same square the page asks for the route", async () => {
  const fen = "W:WK29:B17,31,32,33";
  const g = mirror([], "international", fen);
  const same = g.state().moves.filter((m) => m.path[0] === "29" && m.path.at(-1) === "12");
  assert.equal(same.length, 2, "two captures go from 29 to 12");
  const firsts = same.map((m) => m.path[1]).sort();
  assert.deepEqual(firsts, ["38", "42"]);
  const page = await open(`?variant=international&fen=${encodeURIComponent(fen)}`);
  const before = await board(page);
  await clickSquare(page, "29");
  await clickSquare(page, "12");
  assert.equal(await status(page), "Several captures end on 12: click the square where the piece lands first (38 or 42).");
  for (const sq of firsts) assert.match((await cell(page, sq).getAttribute("aria-label")) ?? "", /lands here next/);
  assert.doesNotMatch((await cell(page, "27").getAttribute("aria-label")) ?? "", /lands here next/);
  assert.deepEqual(await moveList(page), [], "nothing was played");
  assert.deepEqual(await board(page).then(stripStates), stripStates(before));
  const blue = await pixelAt(page, "42", 0.42, 0.42);
  const plain = await pixelAt(page, "27", 0.42, 0.42);
  assert.ok(distance(blue, plain) > 40, `the candidate squares are highlighted (${blue} vs ${plain})`);
  await shot(page, "laptop-international-ask-route");
  // the route through 42 takes 33, 31 and 17; 32 stays
  await clickSquare(page, "42");
  const chosen = same.find((m) => m.path[1] === "42");
  assert.deepEqual(await moveList(page), [`1. ${chosen.text}`]);
  assert.equal(chosen.text, "29x42x26x12");
  for (const sq of chosen.captures) assert.equal(await cell(page, sq).getAttribute("aria-label"), `square ${sq}, empty`);
  assert.equal(await cell(page, "32").getAttribute("aria-label"), "square 32, black man");
  assert.equal(await cell(page, "12").getAttribute("aria-label"), "square 12, white king");
  g.free();
  await page.close();

  // two routes that part after a common first landing: the page goes there, then asks
  const fen2 = "W:WK31:B7,9,12,13,37,43";
  const g2 = mirror([], "international", fen2);
  const routes = g2.state().moves.filter((m) => m.path[0] === "31" && m.path.at(-1) === "17");
  assert.deepEqual(routes.map((m) => m.path.slice(0, 3).join(" ")).sort(), ["31 48 25", "31 48 30"]);
  const p2 = await open(`?variant=international&fen=${encodeURIComponent(fen2)}`);
  await clickSquare(p2, "31");
  await clickSquare(p2, "17");
  assert.equal(await status(p2), "Several captures end on 17: click the square where the piece lands next (25 or 30).");
  assert.match((await cell(p2, "48").getAttribute("aria-label")) ?? "", /^square 48, white king, the capturing piece is here/);
  assert.equal(await cell(p2, "37").getAttribute("data-taken"), "dim");
  await shot(p2, "laptop-international-ask-route-next");
  await clickSquare(p2, "25");
  const via25 = routes.find((m) => m.path[2] === "25");
  assert.deepEqual(await moveList(p2), [`1. ${via25.text}`]);
  for (const sq of via25.captures) assert.equal(await cell(p2, sq).getAttribute("aria-label"), `square ${sq}, empty`);
  g2.free();
  await p2.close();
});

test("Polish removes each jumped piece at once; International dims it until the move ends", async () => {
  const fen = "W:WK28:B17,33";
  // Polish: 28 takes 17 landing on 11, then comes back over 17's square to take 33
  const pl = mirror([], "polish", fen);
  assert.ok(pl.state().moves.some((m) => m.path.join(" ") === "28 11 39" && m.captures.join(" ") === "17 33"));
  const page = await open(`?variant=polish&fen=${encodeURIComponent(fen)}`);
  const pieceBefore = await pixelAt(page, "17", 0.28, 0);
  const emptyDark = await pixelAt(page, "22", 0.28, 0);
  await clickSquare(page, "28");
  await clickSquare(page, "11");
  assert.match((await status(page)) ?? "", /next landing square/);
  assert.deepEqual(await moveList(page), []);
  assert.equal(await cell(page, "17").getAttribute("data-taken"), "gone");
  assert.match((await cell(page, "17").getAttribute("aria-label")) ?? "", /^square 17, empty, black man taken/);
  assert.match((await cell(page, "11").getAttribute("aria-label")) ?? "", /^square 11, white king, the capturing piece is here/);
  assert.match((await cell(page, "28").getAttribute("aria-label")) ?? "", /^square 28, empty/);
  const gone = await pixelAt(page, "17", 0.28, 0);
  assert.ok(distance(gone, emptyDark) < 30, `17 looks empty (${gone} vs empty ${emptyDark})`);
  assert.ok(distance(gone, pieceBefore) > 40, `17 no longer shows the man (${gone} vs ${pieceBefore})`);
  await shot(page, "laptop-polish-capture-half");
  await clickSquare(page, "39");
  assert.deepEqual(await moveList(page), ["1. 28x39"].map((x) => x.replace("28x39", pl.state().moves.find((m) => m.path.join(" ") === "28 11 39").text)));
  assert.equal(await cell(page, "39").getAttribute("aria-label"), "square 39, white king");
  assert.equal(await cell(page, "17").getAttribute("aria-label"), "square 17, empty");
  assert.equal(await cell(page, "33").getAttribute("aria-label"), "square 33, empty");
  pl.free();
  await page.close();

  // International, same position: 17 blocks the way back, so 28x11 is a single capture, played at once
  const intl = mirror([], "international", fen);
  assert.ok(intl.state().moves.every((m) => m.captures.length === 1));
  const p2 = await open(`?variant=international&fen=${encodeURIComponent(fen)}`);
  await clickSquare(p2, "28");
  await clickSquare(p2, "11");
  assert.deepEqual(await moveList(p2), ["1. 28x11"]);
  intl.free();
  await p2.close();

  // International, a man's double capture half entered: the jumped man stays, dimmed
  const fen3 = "W:W32:B27,17";
  const g3 = mirror([], "international", fen3);
  assert.deepEqual(g3.state().moves.map((m) => m.path), [["32", "21", "12"]]);
  const p3 = await open(`?variant=international&fen=${encodeURIComponent(fen3)}`);
  const manBefore = await pixelAt(p3, "27", 0.28, 0);
  const empty3 = await pixelAt(p3, "22", 0.28, 0);
  await clickSquare(p3, "32");
  await clickSquare(p3, "21");
  assert.match((await status(p3)) ?? "", /next landing square/);
  assert.equal(await cell(p3, "27").getAttribute("data-taken"), "dim");
  assert.match((await cell(p3, "27").getAttribute("aria-label")) ?? "", /^square 27, black man, taken/);
  assert.match((await cell(p3, "21").getAttribute("aria-label")) ?? "", /^square 21, white man, the capturing piece is here/);
  const dim = await pixelAt(p3, "27", 0.28, 0);
  assert.ok(distance(dim, manBefore) > 30 && distance(dim, empty3) > 30, `27 is dimmed (${manBefore} → ${dim}, empty ${empty3})`);
  await shot(p3, "laptop-international-capture-half");
  // the capturing piece is dragged on from where it stands now
  await dragSquare(p3, "21", "12");
  assert.deepEqual(await moveList(p3), ["1. 32x12"]);
  assert.equal(await cell(p3, "27").getAttribute("aria-label"), "square 27, empty");
  assert.equal(await cell(p3, "17").getAttribute("aria-label"), "square 17, empty");
  g3.free();
  await p3.close();
});

test("a piece with no legal move: the engine says why", async () => {
  const page = await open("?variant=russian");
  const g = mirror([], "russian");
  const why = g.explain("a1", "a1").english;
  assert.notEqual(why, "");
  await clickSquare(page, "a1");
  assert.equal(await status(page), capitalise(why));
  assert.equal(await cell(page, "a1").getAttribute("aria-selected"), "false");
  g.free();
  await page.close();
});

test("the rules of the chosen game open in a dialog, closed by Esc or Close", async () => {
  const page = await open("?variant=italian");
  const dialog = page.locator("#rules-dialog");
  assert.equal(await dialog.isVisible(), false);
  // keyboard: Tab to the Rules button, Enter opens
  await page.locator("#rules-open").focus();
  await page.keyboard.press("Enter");
  await dialog.waitFor({ state: "visible" });
  const italian = wasm.variants().find((v) => v.id === "italian");
  assert.equal(await page.locator("#rules-text").textContent(), italian.rules);
  assert.equal(await page.locator("#rules-title").textContent(), `Rules of ${italian.name}`);
  assert.equal(await page.locator("#rules-open").getAttribute("aria-expanded"), "true");
  assert.equal(await page.evaluate(() => document.activeElement?.id), "rules-close");
  await shot(page, "laptop-rules");
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
  assert.equal(await page.evaluate(() => document.activeElement?.id), "rules-open");
  // The dialog's close event sets it, just after focus comes back.
  await page.waitForSelector('#rules-open[aria-expanded="false"]', { timeout: 2000 });
  // the board is still playable after the dialog
  const g = mirror([], "italian");
  await play(page, g, "22-18");
  g.free();
  // another game: its own rules; the Close button closes
  await page.locator("#variant").selectOption("polish");
  await page.locator("#rules-open").click();
  await dialog.waitFor({ state: "visible" });
  assert.equal(await page.locator("#rules-text").textContent(), wasm.variants().find((v) => v.id === "polish").rules);
  await page.locator("#rules-close").click();
  await dialog.waitFor({ state: "hidden" });
  await page.close();
});

test("the 10x10 board fits a phone", async () => {
  const phone = await launch({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await open("?variant=international", phone);
    const boardBox = await page.locator("#board").boundingBox();
    assert.ok(boardBox);
    assert.ok(boardBox.x >= 0 && boardBox.x + boardBox.width <= 390, "board fits the width");
    assert.ok(boardBox.width > 340, `board uses the width (${boardBox.width}px)`);
    const c = await cell(page, "31").boundingBox();
    assert.ok(c && c.width >= 32, `a cell is big enough to tap (${c?.width}px)`);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(scrollWidth <= 390, `no sideways scrolling (${scrollWidth}px)`);
    const header = await page.locator(".top").boundingBox();
    const rules = await page.locator("#rules-open").boundingBox();
    assert.ok(header && rules && rules.x + rules.width <= 390 && rules.y + rules.height <= header.y + header.height + 1);
    await page.locator('[data-square="32"]').tap();
    await page.locator('[data-square="28"]').tap();
    await page.locator('[data-square="19"]').tap();
    await page.locator('[data-square="23"]').tap();
    await page.locator('[data-square="28"]').tap();
    assert.deepEqual(await moveList(page), ["1. 32-28 19-23"]);
    await shot(page, "phone-international");
    await page.locator("#rules-open").tap();
    await page.locator("#rules-dialog").waitFor({ state: "visible" });
    await shot(page, "phone-rules");
    await page.locator("#rules-close").tap();
    await page.close();

    const ru = await open("?variant=russian", phone);
    await ru.locator('[data-square="c3"]').tap();
    await shot(ru, "phone-russian");
    await ru.close();
  } finally {
    await phone.close();
  }
});

// ---- Coronet, Cheskers, Stack'Em, Coast-to-Coast ------------------------------------

/**
 * The games with boards, pieces or moves of their own. A game the engine on
 * this branch does not play yet is skipped (Stack'Em and Coast-to-Coast arrive
 * from the core owner's branches). Lines checked with the engine in Node.
 */
const MORE_GAMES = [
  // a Gold man jumps sideways along a rank (h7xf7 over g7), then Red jumps diagonally
  { id: "coronet", cells: 64, line: ["h6-h7", "f8-g7", "h7xf7", "e8xg6"], list: ["1. h6-h7 f8-g7", "2. h7xf7 e8xg6"] },
  { id: "cheskers", cells: 32, line: ["b6-c5", "e3-d4", "c5xe3", "d2xf4"], list: ["1. b6-c5 e3-d4", "2. c5xe3 d2xf4"] },
  // Red moves first; 14x23 puts the jumped Black man under the Red man, 26x19 takes the Red top
  { id: "stackem", cells: 32, line: ["9-14", "23-18", "14x23", "26x19"], list: ["1. 9-14 23-18", "2. 14x23 26x19"] },
  // jumps over pieces of either colour, nothing taken
  { id: "coast-to-coast", cells: 64, line: ["a3-c5", "h6-f4", "c2-d3", "f6-e5"], list: ["1. a3-c5 h6-f4", "2. c2-d3 f6-e5"] },
];

const playsGame = (id) => wasm.variants().some((v) => v.id === id);

/** What a square's label starts with: "square c3, white man" (pieces only, no marks or states). */
function pieceLabel(sq, info) {
  const words = sq.piece === null ? "empty" : `${info.colorNames[sq.piece.color].toLowerCase()} ${sq.piece.kind}`;
  return `square ${sq.name}, ${words}`;
}

/** "stack of 3, bottom to top: black man, red man, red king", from the engine's square. */
function stackLabel(sq, info) {
  return `stack of ${sq.stack.length}, bottom to top: ${sq.stack.map((p) => `${info.colorNames[p.color].toLowerCase()} ${p.kind}`).join(", ")}`;
}

/** The first four plies of a game: the given line, or the engine's first legal move each time. */
function firstPlies(game) {
  if (game.line !== null) return game.line;
  const g = mirror([], game.id);
  const line = [];
  for (let i = 0; i < 4; i++) {
    const m = g.state().moves[0];
    line.push(m.text);
    g.playText(m.text);
  }
  g.free();
  return line;
}

for (const game of MORE_GAMES) {
  test(`${game.id}: its own board, pieces and notation, played by clicks`, async (t) => {
    if (!playsGame(game.id)) {
      t.skip(`the engine does not play ${game.id} yet`);
      return;
    }
    const info = wasm.variants().find((v) => v.id === game.id);
    const page = await open(`?variant=${game.id}`);
    assert.equal(await page.locator("#variant").inputValue(), game.id);
    assert.equal(await page.locator('[role="gridcell"]').count(), game.cells);
    assert.equal(await page.locator('[role="grid"] [role="row"]').count(), 8);
    const g = mirror([], game.id);
    assert.equal(await status(page), g.state().message.english);
    assert.deepEqual((await board(page).then(stripStates)).sort(), g.state().squares.map((sq) => pieceLabel(sq, info)).sort());
    const line = firstPlies(game);
    for (const m of line) await play(page, g, m);
    const h = g.state().history;
    const expected = game.list ?? [`1. ${h[0]} ${h[1]}`, `2. ${h[2]} ${h[3]}`];
    assert.deepEqual(await moveList(page), expected);
    assert.deepEqual((await board(page).then(stripStates)).sort(), g.state().squares.map((sq) => pieceLabel(sq, info)).sort());
    await shot(page, `laptop-${game.id}`);
    g.free();
    await page.close();
  });
}

test("Coronet: 64 squares; the coronation corners are marked and named", async () => {
  const page = await open("?variant=coronet&fen=G:GKe1:Rb8");
  const info = wasm.variants().find((v) => v.id === "coronet");
  assert.equal(await page.locator('[role="gridcell"]').count(), 64);
  // a8 crowns Gold (south), h1 crowns Red (north)
  assert.equal(await cell(page, "a8").getAttribute("aria-label"), `square a8, empty, ${info.colorNames.south}'s coronation corner`);
  assert.equal(await cell(page, "h1").getAttribute("aria-label"), `square h1, empty, ${info.colorNames.north}'s coronation corner`);
  assert.equal(await cell(page, "e1").getAttribute("aria-label"), "square e1, gold king");
  // the corner is drawn tinted: unlike a plain light square of the same row
  const corner = await pixelAt(page, "a8", 0.36, 0.36);
  const plain = await pixelAt(page, "c8", 0.36, 0.36);
  assert.ok(distance(corner, plain) > 40, `a8 is marked (${corner} vs plain ${plain})`);
  // a light and a dark square are both playable: a1 dark, b1 light, both cells
  assert.ok((await cell(page, "b1").count()) === 1 && (await cell(page, "a1").count()) === 1);
  await shot(page, "laptop-coronet-corners");
  await page.close();
});

test("Coronet: a queen move refused by the Queen's Courtesy shows the engine's explanation", async () => {
  const fen = "G:GKe1:Rb8";
  const g = mirror([], "coronet", fen);
  const why = g.explain("e1", "h1").english;
  assert.match(why, /Courtesy/);
  const page = await open(`?variant=coronet&fen=${encodeURIComponent(fen)}`);
  const before = await board(page);
  await clickSquare(page, "e1");
  // the queen moves in eight directions: the targets are the engine's
  for (const m of g.state().moves) assert.match((await cell(page, m.path.at(-1)).getAttribute("aria-label")) ?? "", /move here/);
  assert.doesNotMatch((await cell(page, "h1").getAttribute("aria-label")) ?? "", /move here/);
  await clickSquare(page, "h1");
  assert.equal(await status(page), capitalise(why));
  assert.deepEqual(await moveList(page), []);
  assert.deepEqual(await board(page).then(stripStates), stripStates(before));
  await shot(page, "laptop-coronet-courtesy");
  // the queen stays picked up: a legal move along the rank is played
  assert.equal(await cell(page, "e1").getAttribute("aria-selected"), "true");
  await clickSquare(page, "b1");
  assert.deepEqual(await moveList(page), ["1. e1-b1"]);
  assert.equal(await cell(page, "b1").getAttribute("aria-label"), "square b1, gold king");
  g.free();
  await page.close();
});

test("Cheskers: four kinds of piece, drawn apart", async () => {
  const page = await open("?variant=cheskers");
  const g = mirror([], "cheskers");
  const kinds = new Set(g.state().squares.filter((q) => q.piece).map((q) => q.piece.kind));
  assert.deepEqual([...kinds].sort(), ["bishop", "camel", "king", "man"]);
  assert.equal(await cell(page, "a1").getAttribute("aria-label"), "square a1, white bishop");
  assert.equal(await cell(page, "g1").getAttribute("aria-label"), "square g1, white camel");
  assert.equal(await cell(page, "c1").getAttribute("aria-label"), "square c1, white king");
  assert.equal(await cell(page, "b2").getAttribute("aria-label"), "square b2, white man");
  // the bishop's mitre and the camel are drawn in dark ink on the ivory piece, the man is plain
  const ink = (rgb) => rgb[0] + rgb[1] + rgb[2] < 300;
  assert.ok(ink(await pixelAt(page, "a1", 0.06, 0.1)), "a mitre on the bishop");
  assert.ok(ink(await pixelAt(page, "g1", 0, -0.02)), "a camel on the camel");
  assert.ok(!ink(await pixelAt(page, "b2", 0, -0.04)), "a plain man");
  g.free();
  await page.close();
});

test("Cheskers: a man reaching the last row asks what it becomes; Esc cancels, a choice plays it", async () => {
  const fen = "W:Wc7,Ka1:BKh6";
  const g = mirror([], "cheskers", fen);
  const choices = g.state().moves.filter((m) => m.path.join(" ") === "c7 d8");
  assert.deepEqual(choices.map((m) => m.promotion), ["king", "bishop", "camel"]);
  const page = await open(`?variant=cheskers&fen=${encodeURIComponent(fen)}`);
  const dialog = page.locator("#promotion-dialog");
  const before = await board(page);

  // keyboard: pick c7, go up to d8, drop: the chooser opens with the focus on its first choice
  await cell(page, "c7").focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowUp");
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-square")), "d8");
  await page.keyboard.press("Enter");
  await dialog.waitFor({ state: "visible" });
  assert.equal(await page.getByRole("dialog", { name: /promote/i }).count(), 1);
  const options = page.locator("#promotion-options button");
  assert.deepEqual(await options.allTextContents(), ["King", "Bishop", "Camel"]);
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), "King");
  assert.deepEqual(await moveList(page), [], "nothing is played while the page asks");
  await shot(page, "laptop-cheskers-promotion");
  // Esc cancels the move: nothing played, the position as it was, the focus back on the board
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
  assert.deepEqual(await moveList(page), []);
  assert.deepEqual(await board(page).then(stripStates), stripStates(before));
  assert.match((await status(page)) ?? "", /cancelled/i);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-square")), "d8");

  // again, and choose the bishop with the arrow keys
  await cell(page, "c7").focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  await dialog.waitFor({ state: "visible" });
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Bishop");
  await page.keyboard.press("Enter");
  await dialog.waitFor({ state: "hidden" });
  g.playText("c7-d8=B");
  assert.equal(g.state().squares.find((q) => q.name === "d8").piece.kind, "bishop");
  assert.equal(await cell(page, "d8").getAttribute("aria-label"), "square d8, white bishop");
  assert.equal(await cell(page, "c7").getAttribute("aria-label"), "square c7, empty");
  assert.deepEqual(await moveList(page), ["1. ... c7-d8=B"]);
  assert.match((await status(page)) ?? "", /White played c7-d8=B/);
  await shot(page, "laptop-cheskers-bishop");

  // undo, and this time click the camel with the mouse, moving by dragging
  await page.locator("#undo").click();
  await dragSquare(page, "c7", "b8");
  await dialog.waitFor({ state: "visible" });
  await page.locator('#promotion-options button[data-promotion="camel"]').click();
  await dialog.waitFor({ state: "hidden" });
  assert.equal(await cell(page, "b8").getAttribute("aria-label"), "square b8, white camel");
  assert.deepEqual(await moveList(page), ["1. ... c7-b8=C"]);
  g.free();
  await page.close();
});

test("Russian: a man crowned during a capture is shown as a king as it goes on (crownedAt)", async () => {
  const fen = "W:Wd6:Be7,g7";
  const g = mirror([], "russian", fen);
  const [move] = g.state().moves;
  assert.deepEqual([move.path, move.crownedAt, move.promotion], [["d6", "f8", "h6"], 1, "king"]);
  const page = await open(`?variant=russian&fen=${encodeURIComponent(fen)}`);
  await clickSquare(page, "d6");
  await clickSquare(page, "f8");
  assert.match((await cell(page, "f8").getAttribute("aria-label")) ?? "", /^square f8, white king, the capturing piece is here/);
  assert.deepEqual(await moveList(page), []);
  await clickSquare(page, "h6");
  assert.deepEqual(await moveList(page), [`1. ${move.text}`]);
  assert.equal(await cell(page, "h6").getAttribute("aria-label"), "square h6, white king");
  g.free();
  await page.close();
});

test("Stack'Em: a capture makes a stack; its checkers are listed on hover, focus and in its label", async (t) => {
  if (!playsGame("stackem")) {
    t.skip("the engine does not play stackem yet");
    return;
  }
  const info = wasm.variants().find((v) => v.id === "stackem");
  const page = await open("?variant=stackem");
  const g = mirror([], "stackem");
  for (const m of ["9-14", "23-18", "14x23"]) await play(page, g, m);
  // Red's man on 14 jumped the Black man on 18: that man goes under it, and the jumper is crowned
  const s23 = g.state().squares.find((q) => q.name === "23");
  assert.equal(s23.stack?.length, 2);
  assert.equal(await cell(page, "23").getAttribute("aria-label"), `${pieceLabel(s23, info)}, ${stackLabel(s23, info)}`);
  assert.equal(await cell(page, "23").getAttribute("aria-label"), "square 23, red king, stack of 2, bottom to top: black man, red king");
  await play(page, g, "26x19");
  const s19 = g.state().squares.find((q) => q.name === "19");
  const words19 = stackLabel(s19, info);
  assert.equal(await cell(page, "19").getAttribute("aria-label"), `${pieceLabel(s19, info)}, ${words19}`);
  // the rest of the jumped stack stays on 23
  assert.equal(await cell(page, "23").getAttribute("aria-label"), pieceLabel(g.state().squares.find((q) => q.name === "23"), info));
  const tip = page.locator(".stack-tip");
  // hover: the stack in words beside it
  await cell(page, "19").hover();
  await tip.waitFor({ state: "visible" });
  assert.equal((await tip.textContent())?.toLowerCase(), words19.toLowerCase());
  assert.equal(await tip.getAttribute("aria-hidden"), "true", "the label says it to screen readers already");
  await shot(page, "laptop-stackem-stack-hover");
  await page.mouse.move(5, 5);
  await tip.waitFor({ state: "hidden" });
  // keyboard focus shows it too; a square with no stack hides it
  await cell(page, "19").focus();
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-square")), "20");
  await tip.waitFor({ state: "hidden" });
  await page.keyboard.press("ArrowLeft");
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-square")), "19");
  await tip.waitFor({ state: "visible" });
  assert.equal((await tip.textContent())?.toLowerCase(), words19.toLowerCase());
  g.free();
  await page.close();

  // a stack of three from a FEN (docs/notation.md): Black man, Red man, Red king on top; it moves whole
  const fen = "R:R22(brR):B9,10";
  const f = mirror([], "stackem", fen);
  const p2 = await open(`?variant=stackem&fen=${encodeURIComponent(fen)}`);
  assert.equal(await cell(p2, "22").getAttribute("aria-label"), "square 22, red king, stack of 3, bottom to top: black man, red man, red king");
  await cell(p2, "22").hover();
  await p2.locator(".stack-tip").waitFor({ state: "visible" });
  await shot(p2, "laptop-stackem-stack-of-three");
  const step = f.state().moves.find((m) => m.path[0] === "22");
  await play(p2, f, step.text);
  const to = step.path.at(-1);
  assert.equal(await cell(p2, to).getAttribute("aria-label"), "square " + to + ", red king, stack of 3, bottom to top: black man, red man, red king");
  assert.equal(await cell(p2, "22").getAttribute("aria-label"), "square 22, empty");
  f.free();
  await p2.close();
});

/** Where the centre of square (file, rank) is drawn on the diamond, from the geometry: a1 at the bottom tip. */
async function diamondPoint(page, name) {
  const box = await page.locator('[role="grid"]').boundingBox();
  assert.ok(box);
  const n = 8;
  const file = name.charCodeAt(0) - 97;
  const rank = Number(name.slice(1)) - 1;
  // the board, a square of side L = box.width / sqrt2, turned 45 degrees about the box's centre
  const u = box.width / (2 * n);
  return { x: box.x + box.width / 2 + u * (file - rank), y: box.y + box.height / 2 + u * (n - 1 - file - rank) };
}

test("Coast-to-Coast: the diamond board, clicks mapped to its squares, the homes and the borne-off tally", async (t) => {
  if (!playsGame("coast-to-coast")) {
    t.skip("the engine does not play coast-to-coast yet");
    return;
  }
  const info = wasm.variants().find((v) => v.id === "coast-to-coast");
  assert.equal(info.layout, "diamond");
  const page = await open("?variant=coast-to-coast");
  assert.equal(await page.locator('[role="gridcell"]').count(), 64);
  // a1 at the bottom, h8 at the top, a8 on the left, h1 on the right
  const centre = async (sq) => {
    const b = await cell(page, sq).boundingBox();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  const [a1, h8, a8, h1] = [await centre("a1"), await centre("h8"), await centre("a8"), await centre("h1")];
  assert.ok(a1.y > h8.y + 300 && Math.abs(a1.x - h8.x) < 2, `a1 below h8 (${JSON.stringify([a1, h8])})`);
  assert.ok(a8.x < h1.x - 300 && Math.abs(a8.y - h1.y) < 2, `a8 left of h1 (${JSON.stringify([a8, h1])})`);
  // every gridcell sits over its diamond square: the point drawn for it hits its button
  const start = mirror([], "coast-to-coast");
  const squares = start.state().squares;
  start.free();
  for (const sq of squares) {
    const p = await diamondPoint(page, sq.name);
    const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.getAttribute("data-square"), [p.x, p.y]);
    assert.equal(hit, sq.name, `the drawn centre of ${sq.name} is its cell`);
  }
  // the homes are marked and named; the tally shows
  assert.equal(await cell(page, "a1").getAttribute("aria-label"), `square a1, empty, ${info.colorNames.south}'s home`);
  assert.equal(await cell(page, "h8").getAttribute("aria-label"), `square h8, empty, ${info.colorNames.north}'s home`);
  const home = await pixelAt(page, "a1", 0, 0.28);
  const plain = await pixelAt(page, "c1", 0, 0.28);
  assert.ok(distance(home, plain) > 40, `a1 is marked (${home} vs plain ${plain})`);
  const tally = page.locator("#borne-off");
  assert.equal(await tally.isVisible(), true);
  assert.equal(await page.locator("#borne-off-south").textContent(), `${info.colorNames.south}: 0`);
  assert.equal(await page.locator("#borne-off-north").textContent(), `${info.colorNames.north}: 0`);
  // a move played with the mouse at canvas points computed from the geometry: b1 jumps c2 to d3
  const g = mirror([], "coast-to-coast");
  const jump = g.state().moves.find((m) => m.text === "b1-d3");
  assert.ok(jump && jump.captures.length === 0, "jumps take nothing");
  const from = await diamondPoint(page, "b1");
  await page.mouse.click(from.x, from.y);
  assert.equal(await cell(page, "b1").getAttribute("aria-selected"), "true");
  assert.match((await cell(page, "d3").getAttribute("aria-label")) ?? "", /move here/);
  const to = await diamondPoint(page, "d3");
  await page.mouse.click(to.x, to.y);
  g.playText("b1-d3");
  assert.deepEqual(await moveList(page), ["1. b1-d3"]);
  assert.equal(await cell(page, "d3").getAttribute("aria-label"), "square d3, black man");
  assert.equal(await cell(page, "c2").getAttribute("aria-label"), "square c2, black man", "the jumped piece stays");
  // and one by the gridcells, dragging
  const red = g.state().moves[0];
  await dragSquare(page, red.path[0], red.path.at(-1));
  assert.deepEqual(await moveList(page), [`1. b1-d3 ${red.text}`]);
  // the keyboard follows the board's files and ranks: Up from b1 is b2, Right is c1
  await cell(page, "b1").focus();
  await page.keyboard.press("ArrowUp");
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-square")), "b2");
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-square")), "c2");
  await shot(page, "laptop-coast-to-coast-played");
  g.free();
  await page.close();

  // a King bears off on its own home: the tally counts it
  const fen = "B:BKb2,c3:Rg7";
  const b = mirror([], "coast-to-coast", fen);
  const p2 = await open(`?variant=coast-to-coast&fen=${encodeURIComponent(fen)}`);
  const before = b.state().borneOff;
  assert.equal(await p2.locator("#borne-off-south").textContent(), `${info.colorNames.south}: ${before.south}`);
  await clickSquare(p2, "b2");
  await clickSquare(p2, "a1");
  b.playText("b2-a1");
  assert.equal(b.state().borneOff.south, before.south + 1);
  assert.equal(await p2.locator("#borne-off-south").textContent(), `${info.colorNames.south}: ${before.south + 1}`);
  assert.equal(await p2.locator("#borne-off-north").textContent(), `${info.colorNames.north}: ${before.north}`);
  assert.equal(await cell(p2, "a1").getAttribute("aria-label"), `square a1, empty, ${info.colorNames.south}'s home`);
  assert.equal(await cell(p2, "b2").getAttribute("aria-label"), "square b2, empty");
  await shot(p2, "laptop-coast-to-coast-borne-off");
  b.free();
  await p2.close();
});

test("Coast-to-Coast: a player with no move passes with the Pass button", async (t) => {
  if (!playsGame("coast-to-coast")) {
    t.skip("the engine does not play coast-to-coast yet");
    return;
  }
  const fen = "B:Bb1:Rb2,c1,c2,a2,b3,d1,d3";
  const g = mirror([], "coast-to-coast", fen);
  assert.deepEqual(g.state().moves, [{ path: [], captures: [], text: "pass" }]);
  const page = await open(`?variant=coast-to-coast&fen=${encodeURIComponent(fen)}`);
  const pass = page.locator("#pass");
  assert.equal(await pass.isVisible(), true);
  assert.match((await page.locator("#pass-text").textContent()) ?? "", /Black has no move/);
  // the boxed-in man has nothing to offer: the engine says why
  await clickSquare(page, "b1");
  assert.equal(await status(page), capitalise(g.explain("b1", "b1").english));
  await shot(page, "laptop-coast-to-coast-pass");
  await pass.click();
  g.playText("pass");
  assert.deepEqual(await moveList(page), ["1. pass"]);
  assert.equal(await pass.isVisible(), false);
  assert.match((await status(page)) ?? "", new RegExp(`^Black passed\\. ${g.state().message.english}`));
  g.free();
  await page.close();
});

test("the new games fit a phone: Coronet, Cheskers' chooser, a Stack'Em stack, the diamond", async () => {
  const phone = await launch({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  try {
    const page = await open("?variant=coronet", phone);
    const c = await cell(page, "a1").boundingBox();
    assert.ok(c && c.width >= 40, `a Coronet cell is big enough to tap (${c?.width}px)`);
    await page.locator('[data-square="h6"]').tap();
    await page.locator('[data-square="h7"]').tap();
    assert.deepEqual(await moveList(page), ["1. h6-h7"]);
    await shot(page, "phone-coronet");
    await page.close();

    const ch = await open(`?variant=cheskers&fen=${encodeURIComponent("W:Wc7,Ka1:BKh6")}`, phone);
    await ch.locator('[data-square="c7"]').tap();
    await ch.locator('[data-square="d8"]').tap();
    const dialog = ch.locator("#promotion-dialog");
    await dialog.waitFor({ state: "visible" });
    const box = await dialog.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 390, "the chooser fits the width");
    await shot(ch, "phone-cheskers-promotion");
    await ch.locator('#promotion-options button[data-promotion="king"]').tap();
    assert.equal(await ch.locator('[data-square="d8"]').getAttribute("aria-label"), "square d8, white king");
    await ch.close();

    const start = await open("?variant=cheskers", phone);
    await shot(start, "phone-cheskers");
    await start.close();

    if (playsGame("stackem")) {
      // a tap on a stack lists its checkers
      const st = await open(`?variant=stackem&fen=${encodeURIComponent("R:R22(brR):B9,10")}`, phone);
      await st.locator('[data-square="22"]').tap();
      await st.locator(".stack-tip").waitFor({ state: "visible" });
      assert.match((await st.locator(".stack-tip").textContent()) ?? "", /^Stack of 3, bottom to top: black man, red man, red king$/);
      await shot(st, "phone-stackem-stack");
      await st.close();
    }
    if (playsGame("coast-to-coast")) {
      const cc = await open("?variant=coast-to-coast", phone);
      const c1 = await cell(cc, "d4").boundingBox();
      assert.ok(c1 && c1.width >= 40, `a diamond cell's box is big enough to tap (${c1?.width}px)`);
      const scrollWidth = await cc.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scrollWidth <= 390, `no sideways scrolling (${scrollWidth}px)`);
      await cc.locator('[data-square="b1"]').tap();
      await cc.locator('[data-square="d3"]').tap();
      assert.deepEqual(await moveList(cc), ["1. b1-d3"]);
      await shot(cc, "phone-coast-to-coast");
      await cc.close();
    }
  } finally {
    await phone.close();
  }
});

// ---- the computer ----------------------------------------------------------------------

/** The moves in the page's list, in order (no move numbers). */
async function playedMoves(page) {
  return page.locator("#moves .move:not(.move-skip)").allTextContents();
}

/** Waits until the move list holds `n` moves. */
async function waitForMoves(page, n, timeout = 15000) {
  await page.waitForFunction((k) => document.querySelectorAll("#moves .move:not(.move-skip)").length >= k, n, { timeout });
}

/** Waits until the computer is no longer thinking (its move, a hint or a draw offer). */
async function waitIdle(page, timeout = 15000) {
  await page.waitForFunction(() => !document.body.classList.contains("thinking"), null, { timeout });
}

/** Every square's piece as the page shows it equals the mirror's. */
async function assertSamePosition(page, g) {
  const shown = await page
    .locator('[role="gridcell"]')
    .evaluateAll((cells) => Object.fromEntries(cells.map((c) => [c.dataset.square, c.dataset.piece ?? ""])));
  for (const sq of g.state().squares) {
    const want = sq.piece === null ? "" : `${sq.piece.color} ${sq.piece.kind}`;
    assert.equal(shown[sq.name], want, `square ${sq.name}`);
  }
}

const COMPUTER_GAMES = ["english", "international", "stackem", "coast-to-coast", "cheskers"].filter(playsGame);

test("the computer answers a move with a legal move: American, International, Stack'Em, Coast-to-Coast, Cheskers", async () => {
  for (const id of COMPUTER_GAMES) {
    const info = wasm.variants().find((v) => v.id === id);
    const page = await open(`?variant=${id}&vs=computer&you=${info.firstTurn}&level=1&seed=7`);
    assert.match((await page.locator("#players").textContent()) ?? "", new RegExp(`You play ${info.colorNames[info.firstTurn]} against the computer`));
    const g = mirror([], id);
    for (let round = 0; round < 2; round++) {
      // a move with a path of its own (no promotion choice to make)
      const legal = g.state().moves;
      const mine = legal.find((m) => m.path.length > 0 && legal.filter((o) => o.path.join() === m.path.join()).length === 1);
      assert.ok(mine, `${id}: a move to play`);
      await play(page, g, mine.text);
      await waitForMoves(page, 2 * round + 2);
      await waitIdle(page);
      const list = await playedMoves(page);
      const answer = list[list.length - 1];
      assert.ok(
        g.state().moves.some((m) => m.text === answer),
        `${id}: the computer's ${answer} is legal (${g.state().moves.map((m) => m.text).join(" ")})`,
      );
      g.playText(answer);
      assert.equal(g.state().turn, info.firstTurn, `${id}: the person's turn again`);
      await assertSamePosition(page, g);
      assert.match((await status(page)) ?? "", new RegExp(`\\(computer\\) played ${answer.replace(/[-x]/g, ".")}`));
      // the computer's search says who stands better, as its view ("Evaluate every move" is off)
      assert.equal(await page.locator("#eval").isVisible(), true, `${id}: the evaluation is shown`);
      assert.equal(await page.locator("#eval-toggle").isChecked(), false);
      assert.match((await page.locator("#eval-who").textContent()) ?? "", /^The computer's view, for \S+: $/, `${id}: whose evaluation it is`);
      assert.match((await page.locator("#eval-number").textContent()) ?? "", /^([+−]?\d+\.\d\d|#−?\d+)$/);
    }
    if (id === "international") await shot(page, "laptop-computer-international");
    g.free();
    await page.close();
  }
});

test("the computer moves first when the person takes the second side, and the board turns to the person", async () => {
  // American: Black (north) moves first; the person plays White
  const page = await open("?variant=english&vs=computer&you=white&level=1&seed=3");
  await waitForMoves(page, 1);
  await waitIdle(page);
  const [first] = await playedMoves(page);
  const g = mirror();
  assert.ok(g.state().moves.some((m) => m.text === first), `${first} is legal`);
  g.playText(first);
  await assertSamePosition(page, g);
  assert.equal(await page.locator("#flip").getAttribute("aria-pressed"), "false");
  assert.match((await status(page)) ?? "", /White to move/);
  g.free();
  await page.close();

  // International: White (south) moves first; the person plays Black, at the bottom
  const intl = await open("?variant=international&vs=computer&you=north&level=1&seed=3");
  await waitForMoves(intl, 1);
  await waitIdle(intl);
  assert.equal(await intl.locator("#flip").getAttribute("aria-pressed"), "true");
  const gi = mirror([], "international");
  gi.playText((await playedMoves(intl))[0]);
  await assertSamePosition(intl, gi);
  // the evaluation stays White's, the first-named side, though Black is at the bottom
  assert.match((await intl.locator("#eval-who").textContent()) ?? "", /(Evaluation for White|The computer.s view, for White): /);
  gi.free();
  await intl.close();

  if (playsGame("coast-to-coast")) {
    // the computer (Black) has no move: it passes by itself, and the person is offered no Pass button for it
    const fen = "B:Bb1:Rb2,c1,c2,a2,b3,d1,d3";
    const cc = await open(`?variant=coast-to-coast&fen=${encodeURIComponent(fen)}&vs=computer&you=red&level=1`);
    assert.equal(await cc.locator("#pass").isVisible(), false);
    await waitForMoves(cc, 1);
    assert.deepEqual(await moveList(cc), ["1. pass"]);
    assert.match((await status(cc)) ?? "", /^Black \(computer\) passed\./);
    await cc.close();
  }
});

test("the new-game dialog starts a game against the computer, which plays first", async () => {
  const page = await open("?variant=english");
  await page.locator("#new-game").click();
  const dialog = page.locator("#new-game-dialog");
  await dialog.waitFor({ state: "visible" });
  const fieldsetDisabled = () => page.locator("#ng-computer").evaluate((f) => f.disabled);
  assert.equal(await fieldsetDisabled(), true, "the computer's choices wait for the computer");
  await page.locator("#ng-variant").selectOption("cheskers");
  await page.locator("#ng-opponent-computer").check();
  assert.equal(await fieldsetDisabled(), false);
  const cheskers = wasm.variants().find((v) => v.id === "cheskers");
  const second = cheskers.firstTurn === "south" ? "north" : "south";
  assert.match((await page.locator(`#ng-side-${cheskers.firstTurn}-name`).textContent()) ?? "", /moves first/);
  await page.locator(`#ng-side-${second}`).check();
  const levels = await page.locator("#ng-level option").allTextContents();
  assert.deepEqual(levels, wasm.levels().map((l) => `${l.level} · ${l.name}`));
  assert.equal(await page.locator("#ng-level").inputValue(), "3", "a middle level by default");
  await page.locator("#ng-level").selectOption("1");
  await shot(page, "laptop-new-game-dialog");
  await page.locator("#ng-start").click();
  await dialog.waitFor({ state: "hidden" });
  const url = new URL(page.url());
  assert.equal(url.searchParams.get("variant"), "cheskers");
  assert.equal(url.searchParams.get("vs"), "computer");
  assert.equal(url.searchParams.get("you"), second);
  assert.equal(url.searchParams.get("level"), "1");
  await waitForMoves(page, 1);
  await waitIdle(page);
  const g = mirror([], "cheskers");
  g.playText((await playedMoves(page))[0]);
  await assertSamePosition(page, g);
  assert.match((await page.locator("#players").textContent()) ?? "", new RegExp(`You play ${cheskers.colorNames[second]}`));
  // Cancel keeps the game
  await page.locator("#new-game").click();
  await page.locator("#ng-opponent-human").check();
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
  assert.equal((await playedMoves(page)).length, 1);
  assert.equal(new URL(page.url()).searchParams.get("vs"), "computer");
  g.free();
  await page.close();
});

test("undo, a new game or another game while the computer thinks stops it: no stale move comes afterwards", async () => {
  const page = await open("?variant=english&vs=computer&you=black&level=5&seed=1");
  const g = mirror();
  await play(page, g, "11-15");
  await page.locator("body.thinking").waitFor();
  // the worker that thinks (started as the page opened the game against the computer, maybe
  // before any listener of this test): it must end when the search is undone
  const thinkers = page.workers();
  assert.ok(thinkers.length >= 1, "the computer thinks in a worker");
  let closed = 0;
  const allClosed = Promise.all(thinkers.map((w) => new Promise((ok) => w.once("close", () => ok(++closed)))));
  assert.match((await status(page)) ?? "", /White \(computer\) is thinking/);
  assert.equal(await page.locator("#thinking").isVisible(), true, "the spinner turns");
  assert.equal(await page.locator("#undo").isEnabled(), true);
  assert.deepEqual(await playedMoves(page), ["11-15"], "still thinking");
  await page.locator("#undo").click();
  assert.deepEqual(await playedMoves(page), []);
  assert.equal(await status(page), "Black to move");
  assert.equal(await page.locator("#thinking").isHidden(), true);
  await page.waitForTimeout(1400); // longer than the Master's second
  assert.deepEqual(await playedMoves(page), [], "no move was applied after the undo");
  assert.equal(await status(page), "Black to move");
  await assertSamePosition(page, mirror());
  await Promise.race([allClosed, page.waitForTimeout(5000)]);
  assert.equal(closed, thinkers.length, "the thinking worker was terminated");

  // the same with New game
  await play(page, mirror(), "11-15");
  await page.locator("body.thinking").waitFor();
  await newGame(page);
  assert.deepEqual(await playedMoves(page), []);
  await page.waitForTimeout(1400);
  assert.deepEqual(await playedMoves(page), [], "no move was applied after the new game");
  // and the computer still plays afterwards
  await play(page, mirror(), "9-13");
  await page.locator("body.thinking").waitFor();
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, "laptop-computer-thinking.png") });
  await waitForMoves(page, 2, 5000);
  await waitIdle(page);

  // another game picked while the computer thinks: its answer never reaches the new board
  const sofar = mirror(await playedMoves(page));
  await play(page, sofar, sofar.state().moves[0].text);
  await page.locator("body.thinking").waitFor();
  await page.locator("#variant").selectOption("russian");
  // Russian: White moves first, and the person, who moved first in American checkers, plays it
  await waitIdle(page);
  await page.waitForTimeout(1400);
  assert.deepEqual(await playedMoves(page), [], "no move was applied to the new game");
  assert.match((await status(page)) ?? "", /^White to move/);
  // and the computer answers there
  await play(page, mirror([], "russian"), "c3-d4");
  await waitForMoves(page, 2, 5000);
  const russian = await playedMoves(page);
  const rg = mirror(["c3-d4"], "russian");
  assert.ok(rg.state().moves.some((m) => m.text === russian[1]), `${russian[1]} is a legal answer in Russian`);
  rg.free();
  g.free();
  await page.close();
});

test("Hint shows a legal move on the board and in words, the page keeps drawing while it searches", async () => {
  const page = await open("?variant=english");
  const g = mirror();
  // count animation frames while the one-second search runs: the main thread never stops
  await page.evaluate(() => {
    const w = window;
    w.__frames = { n: 0, last: performance.now(), worst: 0, run: true };
    const tick = (t) => {
      const f = w.__frames;
      f.worst = Math.max(f.worst, t - f.last);
      f.last = t;
      f.n++;
      if (f.run) requestAnimationFrame(tick);
    };
    requestAnimationFrame((t) => {
      w.__frames.last = t;
      requestAnimationFrame(tick);
    });
  });
  await page.waitForTimeout(100);
  const t0 = Date.now();
  await page.evaluate(() => Object.assign(window.__frames, { n: 0, worst: 0 }));
  await page.locator("#hint").click();
  await page.locator("#hint-text").waitFor({ state: "visible", timeout: 10000 });
  const elapsed = Date.now() - t0;
  const frames = await page.evaluate(() => Object.assign(window.__frames, { run: false }));
  assert.ok(elapsed >= 600, `the hint took a real search (${elapsed} ms)`);
  assert.ok(frames.n >= elapsed / 100, `frames kept coming: ${frames.n} in ${elapsed} ms`);
  assert.ok(frames.worst < 500, `no long frame (${Math.round(frames.worst)} ms)`);
  const text = ((await page.locator("#hint-text").textContent()) ?? "").replace(/^Hint for Black: /, "");
  const move = g.state().moves.find((m) => m.text === text);
  assert.ok(move, `the hint ${text} is legal`);
  assert.equal(await status(page), `Hint: ${text}.`);
  const from = move.path[0];
  const to = move.path[move.path.length - 1];
  assert.equal(await cell(page, from).getAttribute("data-hint"), "from");
  assert.equal(await cell(page, to).getAttribute("data-hint"), "to");
  assert.match((await cell(page, to).getAttribute("aria-label")) ?? "", /hint: move here/);
  assert.equal(await page.locator("#eval").isVisible(), true, "the hint's search evaluates too");
  await shot(page, "laptop-hint");
  // playing any move clears it
  await play(page, g, g.state().moves.find((m) => m.text !== text).text);
  assert.equal(await page.locator("#hint-text").isHidden(), true);
  assert.equal(await page.locator("[data-hint]").count(), 0);
  g.free();
  await page.close();
});

test("the evaluation: a number for White (the first-named side) after each move, and a forced win in moves", async () => {
  const page = await open("?variant=english");
  await page.locator("#eval-toggle").check();
  await page.locator("#eval-number").filter({ hasText: /\d/ }).waitFor();
  assert.match((await page.locator("#eval-number").textContent()) ?? "", /^[+−]?\d+\.\d\d$/);
  assert.match((await page.locator("#eval-who").textContent()) ?? "", /^Evaluation for White: /);
  assert.match((await page.locator("#eval-words").textContent()) ?? "", /even|better/);
  const g = mirror();
  await play(page, g, "11-15");
  await page.waitForFunction(() => !document.querySelector("#eval").classList.contains("stale"));
  assert.match((await page.locator("#eval-number").textContent()) ?? "", /^[+−]?\d+\.\d\d$/);
  g.free();
  await page.close();

  // Black to move loses: White wins in 3 of its moves
  const win = await open(`?variant=english&fen=${encodeURIComponent("B:W18,K27:B3")}`);
  await win.locator("#eval-toggle").check();
  await win.locator("#eval-number").filter({ hasText: /#/ }).waitFor();
  assert.equal(await win.locator("#eval-number").textContent(), "#3");
  assert.equal(await win.locator("#eval-words").textContent(), "White wins in 3 moves");
  // flipped, the same: the evaluation does not follow the board
  await win.locator("#flip").click();
  assert.equal(await win.locator("#eval-number").textContent(), "#3");
  await win.close();
});

test("the evaluation shows an endgame database's value once the game's files have come", async () => {
  // a king against a king: the worker fetches American checkers' files with the first search,
  // which does not wait for them. The files are held back here until the first evaluation
  // shows (the search's own score); as each file comes in, the worker says so, and an
  // evaluation that was a score is searched again: the database's value shows with no move
  // played. (A forced win the search found, "#3", stays: it says more.)
  const ctx = await s.launch();
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await ctx.route(/\/egdb\/[a-z]+-[0-9]+\.egdb\.gz$/, async (route) => {
    await held;
    await route.fallback();
  });
  const fen = "W:WK1:BK32";
  const page = await open(`?variant=english&fen=${encodeURIComponent(fen)}`, ctx);
  await page.locator("#eval-toggle").check();
  await page.locator("#eval-number").filter({ hasText: /\d/ }).waitFor();
  await page.waitForFunction(() => !document.querySelector("#eval").classList.contains("stale"));
  assert.match((await page.locator("#eval-number").textContent()) ?? "", /^[+−]?\d+\.\d\d$/, "the search's own score, before the files");
  release();
  await page.locator("#eval-words").filter({ hasText: /\(database\)/ }).waitFor({ timeout: 15000 });
  assert.equal(await page.locator("#eval-words").textContent(), "Draw (database)");
  assert.equal(await page.locator("#eval-number").textContent(), "Draw");
  assert.equal(await page.locator("#moves .move").count(), 0, "no move was played");
  // and after a move, at once
  const g = mirror([], "english", fen);
  await play(page, g, g.state().moves[0].text);
  await page.waitForFunction(() => !document.querySelector("#eval").classList.contains("stale"));
  await page.locator("#eval-words").filter({ hasText: /\(database\)/ }).waitFor({ timeout: 15000 });
  assert.equal(await page.locator("#eval-words").textContent(), "Draw (database)");
  g.free();
  await ctx.close();
});

test("a draw offered to the computer is answered", async () => {
  const page = await open("?variant=english&vs=computer&you=black&level=1&seed=1");
  await page.locator("#offer-draw").click();
  await page.locator("#status").filter({ hasText: /declines/ }).waitFor();
  assert.equal(await page.locator("#draw-offer").isHidden(), true);
  assert.equal(await page.locator("#result").isHidden(), true);
  // a lost position: it accepts
  const lost = await open(`?variant=english&fen=${encodeURIComponent("W:W18,K27:B3")}&vs=computer&you=white&level=1`);
  await lost.locator("#offer-draw").click();
  await lost.locator("#result").waitFor({ state: "visible" });
  assert.equal(await lost.locator("#result-title").textContent(), "Draw");
  await lost.close();
  await page.close();
});

test("playing the computer on a phone", async () => {
  const phone = await launch({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  try {
    const page = await open("?variant=russian&vs=computer&you=white&level=1&seed=5", phone);
    const g = mirror([], "russian");
    const first = g.state().moves[0];
    await page.locator(`[data-square="${first.path[0]}"]`).tap();
    await page.locator(`[data-square="${first.path[1]}"]`).tap();
    await waitForMoves(page, 2);
    await waitIdle(page);
    await page.locator("#eval-toggle").tap();
    await page.locator("#hint").tap();
    await page.locator("#hint-text").waitFor({ state: "visible", timeout: 10000 });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(scrollWidth <= 390, `no sideways scrolling (${scrollWidth}px)`);
    await shot(page, "phone-computer-hint");
    await page.locator("#new-game").tap();
    await page.locator("#new-game-dialog").waitFor({ state: "visible" });
    const box = await page.locator("#new-game-dialog").boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 390, "the dialog fits the width");
    await shot(page, "phone-new-game-dialog");
    g.free();
    await page.close();
  } finally {
    await phone.close();
  }
});

// ---- keeping, sharing and recording games (issue 6) -------------------------------------

/** The saved game's text, as the page stored it. */
async function savedText(page) {
  return page.evaluate(() => localStorage.getItem("omnidraughts.game.v1"));
}

/** Asserts that the page shows the game `g` (moves, position, status). */
async function assertShowsGame(page, g) {
  assert.deepEqual(await playedMoves(page), g.state().history);
  await assertSamePosition(page, g);
  assert.equal(await status(page), g.state().message.english);
}

test("a reload keeps the game: its moves, the turn and the opponent; the computer's turn resumes", async () => {
  // two people
  const page = await open("?variant=russian");
  const g = mirror([], "russian");
  for (const m of ["c3-d4", "f6-g5", "g3-f4"]) await play(page, g, m);
  const saved = await savedText(page);
  assert.deepEqual(wasm.decodeLink(saved).moves, g.state().history, "the saved text is the engine's link text");
  await page.reload();
  await page.waitForSelector('body.ready [role="gridcell"]');
  await assertShowsGame(page, g);
  assert.equal(await page.locator("#variant").inputValue(), "russian");
  assert.equal(await page.locator("#notice").isHidden(), true);
  // the address without a game named brings the saved game back too
  await page.goto(s.origin);
  await page.waitForSelector('body.ready [role="gridcell"]');
  await assertShowsGame(page, g);
  await page.close();

  // against the computer: reloaded while the computer is to move, it moves
  const pc = await open("?variant=english&vs=computer&you=black&level=1&seed=11");
  const h = mirror([], "english");
  await play(pc, h, "11-15");
  await pc.reload();
  await pc.waitForSelector('body.ready [role="gridcell"]');
  assert.match((await pc.locator("#players").textContent()) ?? "", /You play Black against the computer \(White, level 1/);
  await waitForMoves(pc, 2);
  await waitIdle(pc);
  const list = await playedMoves(pc);
  assert.equal(list[0], "11-15");
  h.playText(list[1]);
  await assertSamePosition(pc, h);
  assert.match(pc.url(), /vs=computer/);
  assert.match(pc.url(), /level=1/);
  assert.equal(wasm.decodeLink(await savedText(pc)).players.south, 1, "the computer plays White at level 1");
  g.free();
  h.free();
  await pc.close();
});

test("a share link opened in a fresh browser reproduces the game, ready for the next move; the link goes back and forth", async () => {
  const page = await open("?variant=international");
  const g = mirror([], "international");
  for (const m of ["32-28", "19-23", "28x19"]) await play(page, g, m);
  await page.locator("#share").click();
  await page.locator("#share-box").waitFor({ state: "visible" });
  const link = await page.locator("#share-link").inputValue();
  assert.ok(link.startsWith(`${s.origin}`) && link.includes("#v=1&"), link);
  await page.waitForFunction(() => /Link copied|Copy this link/.test(document.getElementById("share-text")?.textContent ?? ""));

  // the other player: another browser, nothing saved
  const other = await launch();
  try {
    const them = watch(await other.newPage());
    await them.goto(link);
    await them.waitForSelector('body.ready [role="gridcell"]');
    await assertShowsGame(them, g);
    assert.match((await them.locator("#notice").textContent()) ?? "", /Shared game \(International draughts, after 2 moves\): Black to move/);
    assert.equal(new URL(them.url()).hash, "", "the fragment is dropped once read");
    await play(them, g, g.state().moves[0].text);
    await them.locator("#share").click();
    const back = await them.locator("#share-link").inputValue();
    // back in the first browser: the game goes on (nothing to keep aside)
    await page.goto(back);
    await page.waitForSelector('body.ready [role="gridcell"]');
    await assertShowsGame(page, g);
    assert.equal(await page.locator("#notice-action").isHidden(), true);
    assert.match((await page.locator("#notice").textContent()) ?? "", /White to move/);
    await them.close();
  } finally {
    await other.close();
  }

  // a link to another game keeps this one aside, and it comes back
  const before = g.state().history;
  await page.goto(`${s.origin}#v=1&variant=english&moves=11-15`);
  await page.waitForSelector('body.ready [role="gridcell"]');
  assert.deepEqual(await playedMoves(page), ["11-15"]);
  await page.locator("#notice-action").click();
  assert.equal(await page.locator("#variant").inputValue(), "international");
  assert.deepEqual(await playedMoves(page), before);
  g.free();
  await page.close();
});

test("PDN export then import round-trips: American and Russian, by text and by file", async () => {
  for (const [variant, moves] of [
    ["english", ["11-15", "24-20", "15-19", "23x16", "12x19"]],
    ["russian", ["c3-d4", "f6-e5", "d4xf6", "g7xe5"]],
  ]) {
    const page = await open(`?variant=${variant}`);
    const g = mirror([], variant);
    for (const m of moves) {
      const legal = g.state().moves.find((x) => x.text === m || x.path.join(x.captures.length ? "x" : "-") === m);
      assert.ok(legal, `${variant}: ${m}`);
      await play(page, g, legal.text);
    }
    const fen = g.fen();
    await page.locator("#record-open").click();
    await page.locator("#record-dialog").waitFor({ state: "visible" });
    const pdn = await page.locator("#pdn-text").inputValue();
    assert.equal(pdn, g.pdn());
    const download = page.waitForEvent("download");
    await page.locator("#pdn-download").click();
    const file = await download;
    assert.match(file.suggestedFilename(), new RegExp(`^${variant}-\\d{4}-\\d{2}-\\d{2}\\.pdn$`));
    const path = await file.path();
    assert.equal(readFileSync(path, "utf8"), pdn);
    await page.locator("#record-close").click();
    // a new game, then the PDN pasted back
    await newGame(page);
    assert.deepEqual(await playedMoves(page), []);
    await page.locator("#record-open").click();
    await page.locator("#pdn-text").fill(pdn);
    await page.locator("#pdn-open").click();
    await page.locator("#record-dialog").waitFor({ state: "hidden" });
    assert.deepEqual(await playedMoves(page), g.state().history);
    await page.locator("#record-open").click();
    assert.equal(await page.locator("#fen-text").inputValue(), fen);
    // and from a file
    await page.locator("#pdn-file").setInputFiles(path);
    await page.locator("#record-dialog").waitFor({ state: "hidden" });
    assert.deepEqual(await playedMoves(page), g.state().history);
    await assertSamePosition(page, g);
    // a broken PDN: the reason, nothing changes
    await page.locator("#record-open").click();
    await page.locator("#pdn-text").fill("1. 11-15 99-98 *");
    await page.locator("#pdn-open").click();
    assert.match((await page.locator("#record-message").textContent()) ?? "", /Could not open this PDN: .+/);
    await page.keyboard.press("Escape");
    assert.deepEqual(await playedMoves(page), g.state().history);
    g.free();
    await page.close();
  }
});

test("a FEN pasted sets up the position; a bad one is refused with the reason", async () => {
  const page = await open("?variant=english");
  await page.locator("#record-open").click();
  await page.locator("#fen-text").fill("nonsense");
  await page.locator("#fen-open").click();
  const why = (() => {
    try {
      new wasm.Game("english", "nonsense");
    } catch (e) {
      return e.message;
    }
    return "";
  })();
  assert.ok(why !== "");
  // the engine's "bad FEN: " is not said twice
  assert.equal(await page.locator("#record-message").textContent(), `Could not set up this position: ${why.replace(/^bad FEN: /, "")}`);
  await page.locator("#fen-text").fill("W:W18,22:B5,9");
  await page.locator("#fen-open").click();
  await page.locator("#record-dialog").waitFor({ state: "hidden" });
  const g = mirror([], "english", "W:W18,22:B5,9");
  await assertSamePosition(page, g);
  assert.equal(await status(page), "White to move");
  await play(page, g, g.state().moves[0].text);
  // kept over a reload, position and move
  await page.reload();
  await page.waitForSelector('body.ready [role="gridcell"]');
  await assertShowsGame(page, g);
  g.free();
  await page.close();
});

test("a FEN or a PDN [FEN] no game starts from is refused in the engine's words, and the game in progress stays", async () => {
  const page = await open("?variant=english");
  const g = mirror([], "english");
  await play(page, g, "11-15");
  await play(page, g, "23-19");
  for (const [fen, words] of [
    ["W:W:B", /the board is empty/],
    ["B:W:B1", /White has no pieces/],
    ["W:W21:B", /Black has no pieces/],
    ["W:W1,21:B12", /the man on 1 stands where it is crowned/],
    ["B:W21:B29", /the man on 29 stands where it is crowned/],
  ]) {
    let why = "";
    try {
      new wasm.Game("english", fen).free();
    } catch (e) {
      why = e.message;
    }
    assert.match(why, words, fen);
    await page.locator("#record-open").click();
    await page.locator("#fen-text").fill(fen);
    await page.locator("#fen-open").click();
    assert.equal(await page.locator("#record-message").textContent(), `Could not set up this position: ${why}`, fen);
    await page.locator("#pdn-text").fill(`[GameType "21"]\n[SetUp "1"]\n[FEN "${fen}"]\n*`);
    await page.locator("#pdn-open").click();
    assert.match((await page.locator("#record-message").textContent()) ?? "", words, `PDN ${fen}`);
    await page.keyboard.press("Escape");
    await page.locator("#record-dialog").waitFor({ state: "hidden" });
    assert.deepEqual(await playedMoves(page), ["11-15", "23-19"], fen);
  }
  // the common wrong inputs are named for what they are, in one sentence
  await page.locator("#record-open").click();
  await page.locator("#fen-text").fill("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  await page.locator("#fen-open").click();
  assert.match(await page.locator("#record-message").textContent(), /^Could not set up this position: this is a chess FEN/);
  await page.locator("#fen-text").fill("1. 11-15 23-19 2. 8-11 *");
  await page.locator("#fen-open").click();
  assert.match(await page.locator("#record-message").textContent(), /this is a list of moves, not a position/);
  await page.locator("#pdn-text").fill("hello");
  await page.locator("#pdn-open").click();
  assert.equal(await page.locator("#record-message").textContent(), "Could not open this PDN: line 1: 'hello' is not a move");
  await page.keyboard.press("Escape");
  await page.locator("#record-dialog").waitFor({ state: "hidden" });
  assert.deepEqual(await playedMoves(page), ["11-15", "23-19"]);
  // the game goes on: Undo takes a move back
  assert.equal(await page.locator("#undo").isEnabled(), true);
  await page.locator("#undo").click();
  await page.waitForFunction(() => document.querySelectorAll("#moves .move:not(.move-skip)").length === 1);
  // and a link's FEN is refused with a notice, the start position in its place
  await page.goto(new URL(`?variant=english&fen=${encodeURIComponent("W:W1,21:B12")}`, s.origin).href);
  await page.waitForSelector('body.ready [role="gridcell"]');
  assert.match(await page.locator("#notice").textContent(), /the man on 1 stands where it is crowned/);
  // a file of two games: the first is opened, and the page says so
  await page.locator("#record-open").click();
  await page.locator("#pdn-text").fill('[GameType "21"]\n1. 11-15 23-19 *\n\n[GameType "21"]\n1. 9-13 22-18 *\n');
  await page.locator("#pdn-open").click();
  await page.locator("#record-dialog").waitFor({ state: "hidden" });
  assert.deepEqual(await playedMoves(page), ["11-15", "23-19"]);
  assert.match(await page.locator("#notice").textContent(), /Opened the first of the 2 games in the file/);
  g.free();
  await page.close();
});

test("a damaged saved game gives a message and a working new game", async () => {
  const page = await open("?variant=english");
  for (const [bad, reason] of [
    ["{\"not\": \"a game\"", /is not a key=value field/],
    ["v=2&variant=english&moves=11-15", /format version '2'/],
    ["v=1&variant=nope", /unknown variant 'nope'/],
    ["v=1&variant=english&moves=11-15.11-15", /move 2 .*11-15/],
  ]) {
    await page.evaluate((t) => localStorage.setItem("omnidraughts.game.v1", t), bad);
    await page.goto(s.origin);
    await page.waitForSelector('body.ready [role="gridcell"]');
    const notice = (await page.locator("#notice").textContent()) ?? "";
    assert.match(notice, /Your saved game could not be restored/);
    assert.match(notice, reason);
    assert.deepEqual(await playedMoves(page), []);
    assert.equal(await page.evaluate(() => localStorage.getItem("omnidraughts.damaged-game.v1")), bad, "the damaged text is kept aside");
    // the page works: a move plays and is saved
    const g = mirror([], "english");
    await play(page, g, "11-15");
    assert.deepEqual(wasm.decodeLink(await savedText(page)).moves, ["11-15"]);
    g.free();
  }
  await page.close();
});

test("a hostile link: too long, malformed, markup in a name: a message, no element inserted", async () => {
  const page = await open("?variant=english");
  const g = mirror([], "english");
  await play(page, g, "11-15");
  const count = () => page.evaluate(() => document.getElementsByTagName("*").length);
  const name = "<img src=x onerror=alert(1)>";
  const links = [
    ["v=1&variant=english&moves=" + "11-15.".repeat(30000), /too long/],
    ["v=1&variant=english&moves=11-15&colour=red", /unknown field/],
    ["%E0%A4%A", /could not be opened/],
    ["javascript:alert(1)", /could not be opened/],
  ];
  page.on("dialog", (d) => {
    problems.push(`a dialog opened: ${d.message()}`);
    void d.dismiss();
  });
  for (const [text, reason] of links) {
    await page.goto(`${s.origin}#${text}`);
    await page.waitForSelector('body.ready [role="gridcell"]');
    const notice = (await page.locator("#notice").textContent()) ?? "";
    assert.match(notice, /The game in this link could not be opened/);
    assert.match(notice, reason);
    assert.ok(notice.length < 600, "the message is short");
    assert.deepEqual(await playedMoves(page), ["11-15"], "the saved game is still there");
  }
  // the same game with plain names, to count the page's elements
  await page.goto(`${s.origin}#${wasm.encodeLink({ variant: "english", moves: ["11-15", "23-19"], southName: "Ann", northName: "Bob" })}`);
  await page.waitForSelector('body.ready [role="gridcell"]');
  const elements = await count();
  const hostile = wasm.encodeLink({ variant: "english", moves: ["11-15", "23-19"], southName: name, northName: "</p><script>alert(2)</script>" });
  await page.goto(`${s.origin}#${hostile}`);
  await page.waitForSelector('body.ready [role="gridcell"]');
  assert.equal(await page.locator("#players").textContent(), `White (${name}) and Black (</p><script>alert(2)</script>)`);
  assert.equal(await page.locator("img").count(), 0);
  assert.equal(await page.locator("body script").count(), 0);
  assert.equal(await count(), elements, "no element was added");
  await page.locator("#record-open").click();
  assert.match(await page.locator("#pdn-text").inputValue(), /\[White "<img src=x onerror=alert\(1\)>"\]/);
  await page.keyboard.press("Escape");
  g.free();
  await page.close();
});

test("the move list steps back and forward (buttons, keys, clicks); moves are made only at the live position", async () => {
  const page = await open("?variant=english");
  const g = mirror([], "english");
  const moves = ["11-15", "23-19", "8-11", "22-17"];
  for (const m of moves) await play(page, g, m);
  const at = (n) => mirror(moves.slice(0, n), "english");
  await page.locator("#nav-back").click();
  await assertSamePosition(page, at(3));
  assert.equal(await page.locator("#viewing-text").textContent(), "Move 2 of 2.", "numbered as the list numbers the moves");
  assert.equal(await page.locator("#moves .move.current").textContent(), "8-11");
  // a click on the board plays nothing there
  await clickSquare(page, "17");
  await clickSquare(page, "13");
  assert.deepEqual(await playedMoves(page), moves);
  assert.match(await status(page), /earlier position/);
  // keys, with the focus on the list
  await page.locator("#moves").focus();
  await page.keyboard.press("Home");
  await assertSamePosition(page, at(0));
  // four moves played, two numbered moves in the list: "the game has 2 moves"
  assert.equal(await page.locator("#viewing-text").textContent(), "Start position; the game has 2 moves.");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await assertSamePosition(page, at(2));
  await page.keyboard.press("ArrowLeft");
  await assertSamePosition(page, at(1));
  await page.keyboard.press("End");
  assert.equal(await page.locator("#viewing").isHidden(), true);
  await assertSamePosition(page, g);
  // a click on a move, then back to the game
  await page.locator('#moves .move[data-ply="2"]').click();
  await assertSamePosition(page, at(2));
  await page.locator("#nav-first").click();
  await assertSamePosition(page, at(0));
  assert.equal(await page.locator("#nav-back").isDisabled(), true);
  await page.locator("#nav-forward").click();
  await assertSamePosition(page, at(1));
  await shot(page, "viewing-earlier-move");
  await page.locator("#viewing-back").click();
  assert.equal(await page.locator("#nav-last").isDisabled(), true);
  await play(page, g, g.state().moves[0].text);
  assert.equal((await playedMoves(page)).length, 5);
  g.free();
  await page.close();
});

test("the game-over panel: who won and why, Play again, New game, Export PDN", async () => {
  const page = await open("?variant=english");
  const g = mirror([], "english");
  for (const m of SHORT_WIN) await play(page, g, m);
  await page.locator("#result").waitFor({ state: "visible" });
  assert.equal(await page.locator("#result-title").textContent(), "White wins");
  assert.equal(`White wins: ${await page.locator("#result-text").textContent()}`, `${g.state().message.english}.`);
  await page.locator("#result-export").click();
  assert.equal(await page.locator("#pdn-text").inputValue(), g.pdn());
  await page.keyboard.press("Escape");
  await page.locator("#result-new-game").click();
  await page.locator("#new-game-dialog").waitFor({ state: "visible" });
  await page.keyboard.press("Escape");
  // a resignation survives a reload
  await page.locator("#result-new").click();
  await play(page, mirror([], "english"), "11-15");
  await page.locator("#resign").click();
  await page.locator("#resign").click();
  await page.locator("#result").waitFor({ state: "visible" });
  await page.reload();
  await page.waitForSelector('body.ready [role="gridcell"]');
  assert.match((await page.locator("#result-text").textContent()) ?? "", /White resigned/);
  g.free();
  await page.close();
});

test("phone: the new controls fit, the board is not scrolled", async () => {
  const phone = await launch({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await open("?variant=english", phone);
    const g = mirror([], "english");
    for (const m of ["11-15", "23-19"]) await play(page, g, m);
    const board = await page.locator("#board").boundingBox();
    assert.ok(board && board.y >= 0 && board.y + board.height <= 844 && board.width <= 390, "the board fits the screen");
    await page.locator("#nav-back").click();
    for (const id of ["#share", "#record-open", "#nav-first", "#nav-last", "#viewing-back"]) {
      const b = await page.locator(id).boundingBox();
      assert.ok(b && b.x >= 0 && b.x + b.width <= 390, `${id} fits the width`);
    }
    await page.locator("#share").click();
    await shot(page, "phone-viewing-share");
    await page.locator("#record-open").click();
    const d = await page.locator("#record-dialog").boundingBox();
    assert.ok(d && d.x >= 0 && d.x + d.width <= 390, "the record dialog fits the width");
    await shot(page, "phone-record-dialog");
    g.free();
    await page.close();
  } finally {
    await phone.close();
  }
});

test("the page runs under its strict Content-Security-Policy without a violation", async () => {
  const html = readFileSync(join(DIST, "index.html"), "utf8");
  const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? "";
  assert.match(csp, /default-src 'self'/);
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'/);
  assert.doesNotMatch(csp, /unsafe-inline|'unsafe-eval'|\*/);
  const page = watch(await s.context.newPage());
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
    localStorage.clear();
  });
  // The wasm compiled on the page and in the computer's worker, a hint searched there.
  await page.goto(`${s.origin}?variant=russian&vs=computer&you=white&level=1&seed=5`);
  await page.waitForSelector('body.ready [role="gridcell"]');
  await page.locator("#hint").click();
  await page.locator("#hint-text").waitFor({ state: "visible", timeout: 10000 });
  assert.deepEqual(await page.evaluate(() => window.__violations), []);
  // And the policy is in force: an inline script is refused (and reported).
  const mark = problems.length;
  await page.evaluate(() => {
    const s = document.createElement("script");
    s.textContent = "window.__inline = true";
    document.body.append(s);
  });
  await page.waitForFunction(() => window.__violations.length > 0);
  assert.equal(await page.evaluate(() => window.__inline), undefined);
  assert.match((await page.evaluate(() => window.__violations))[0], /^script-src/);
  await page.close();
  // The refusal's console message is this test's doing, not the page's.
  for (let i = problems.length - 1; i >= mark; i--) if (/Content Security Policy/.test(problems[i])) problems.splice(i, 1);
});

test("no console errors and no request to another origin", () => {
  assert.deepEqual(problems, []);
  const wasmResponse = requests.find((r) => r.url.endsWith(".wasm"));
  assert.ok(wasmResponse, "the wasm was loaded");
  assert.equal(wasmResponse.type, "application/wasm");
  for (const r of requests) assert.ok(r.url.startsWith(s.origin), `foreign request ${r.url}`);
});

// ---- utilities --------------------------------------------------------------------------

function capitalise(s) {
  return s.length === 0 ? s : s[0].toUpperCase() + s.slice(1);
}

/** Labels without the selection/target suffixes: just the pieces. */
function stripStates(labels) {
  return labels.map((l) => l.split(", ").slice(0, 2).join(", "));
}
