// End-to-end tests of the position editor ("Edit position"): the built page
// (dist/) in headless Chromium, set up by clicking the palette and the board's
// accessible grid, then played from. The engine, loaded in Node too, gives the
// expected FEN (`compose`) and the legal moves, so nothing here restates rules.
//
//   npm run build && node --test tests/e2e/editor.test.mjs

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { cell, PHONE, Session, SHOTS, wasm } from "./harness.mjs";

const s = new Session("editor");
before(() => s.start());
after(() => s.stop());

/** A page of the default browser, or of `ctx`, on a fresh game. */
const open = (ctx = s.context, query = "") => s.open(query, ctx);
const launch = (options) => s.launch(options);

// ---- helpers ------------------------------------------------------------------------

const label = (page, sq) => cell(page, sq).getAttribute("aria-label");
const editorStatus = (page) => page.locator("#editor-status").textContent();

/** Every square's aria-label, in order: the position as the page shows it. */
async function board(page) {
  return page.locator('[role="gridcell"]').evaluateAll((cells) => cells.map((c) => c.getAttribute("aria-label")));
}

async function moveList(page) {
  return page.locator("#moves li").evaluateAll((lis) => lis.map((li) => li.textContent.replace(/\s+/g, " ").trim()));
}

/** Switches the page to `variant` and opens the editor on an empty board. */
async function editEmpty(page, variant) {
  if ((await page.locator("#variant").inputValue()) !== variant) {
    await page.locator("#variant").selectOption(variant);
    await page.waitForFunction((v) => document.querySelector("#variant")?.value === v, variant);
  }
  await page.locator("#edit-open").click();
  await page.locator("#editor").waitFor({ state: "visible" });
  await page.locator("#editor-clear").click();
  const labels = await board(page);
  assert.ok(
    labels.every((l) => /, empty/.test(l)),
    `the board is empty after Clear board: ${labels.find((l) => !/, empty/.test(l))}`,
  );
}

/** Puts `[square, "south king"]`... on the board with the palette, and sets the side to move. */
async function place(page, turn, pieces) {
  for (const [sq, tool] of pieces) {
    await page.locator(`#editor-palette [data-tool="${tool}"]`).click();
    assert.equal(await page.locator(`#editor-palette [data-tool="${tool}"]`).getAttribute("aria-pressed"), "true");
    await cell(page, sq).click();
  }
  await page.locator(`#editor-turn-${turn}`).check();
}

/** Plays from the editor; returns the start FEN the page now has (in its address). */
async function playFromHere(page) {
  await page.locator("#editor-play").click();
  await page.locator("#editor").waitFor({ state: "hidden" });
  await page.waitForFunction(() => new URL(location.href).searchParams.has("fen"));
  return new URL(page.url()).searchParams.get("fen");
}

/** Plays the first legal move from `from` (any, when null) by clicking it, as the engine in Node lists them. */
async function clickAMove(page, variant, fen, from = null) {
  const g = new wasm.Game(variant, fen);
  const moves = g.state().moves.filter((m) => m.path.length > 0 && (from === null || m.path[0] === from));
  assert.ok(moves.length > 0, `a move from ${from ?? "anywhere"} in ${fen}`);
  const move = moves[0];
  const to = move.path[move.path.length - 1];
  const same = g.state().moves.filter((m) => m.path[0] === move.path[0] && m.path[m.path.length - 1] === to);
  for (const sq of same.length === 1 ? [move.path[0], to] : move.path) await cell(page, sq).click();
  if (move.promotion !== undefined) await page.locator(`#promotion-options [data-move="${move.text}"]`).click();
  await page.waitForFunction((t) => document.querySelector("#moves")?.textContent?.includes(t), move.text);
  g.free();
  return move.text;
}

/** Reloads: the same position, the same moves, and the same start position in the address. */
async function reloadKeeps(page, fen) {
  const before = await board(page);
  const moves = await moveList(page);
  await page.reload();
  await page.waitForSelector('body.ready [role="gridcell"]');
  assert.deepEqual(await board(page), before, "the board after a reload");
  assert.deepEqual(await moveList(page), moves, "the moves after a reload");
  assert.equal(new URL(page.url()).searchParams.get("fen"), fen);
}

async function shot(page, name) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

// ---- tests --------------------------------------------------------------------------

test("American: a king set up, played from, kept over a reload and in a share link", async () => {
  const page = await open();
  await editEmpty(page, "english");
  // the editor replaces the game's panels while it is open
  assert.equal(await page.locator("#moves").isVisible(), false);
  await place(page, "south", [
    ["22", "south king"],
    ["5", "north man"],
    ["8", "north man"],
  ]);
  assert.match(await label(page, "22"), /white king/);
  assert.match(await label(page, "5"), /black man/);
  // the same piece again takes it off; the eraser too
  await page.locator('#editor-palette [data-tool="north man"]').click();
  await cell(page, "8").click();
  assert.match(await label(page, "8"), /, empty/);
  await page.locator('#editor-palette [data-tool="north man"]').click();
  await cell(page, "8").click();
  await page.locator('#editor-palette [data-tool="erase"]').click();
  await cell(page, "8").click();
  assert.match(await label(page, "8"), /, empty/);
  assert.match(await editorStatus(page), /Ready: White to move/);
  const want = wasm.compose("english", "south", [
    { square: "22", color: "south", kind: "king" },
    { square: "5", color: "north", kind: "man" },
  ]);
  const fen = await playFromHere(page);
  assert.equal(fen, want);
  assert.match(await page.locator("#status").textContent(), /White to move/);
  const played = await clickAMove(page, "english", fen, "22");
  assert.match((await moveList(page)).join(" "), new RegExp(played));
  await reloadKeeps(page, fen);

  // a share link opens the same game in a browser that has nothing saved
  await page.locator("#share").click();
  const link = await page.locator("#share-link").inputValue();
  const shown = await board(page);
  const other = await launch();
  const p2 = await open(other);
  await p2.goto(link);
  await p2.waitForSelector('body.ready [role="gridcell"]');
  await p2.waitForFunction((n) => document.querySelectorAll("#moves li").length === n, (await moveList(page)).length);
  assert.deepEqual(await board(p2), shown);
  await other.close();
  await page.close();
});

test("Cheskers: a bishop and a camel; Black to move; played from and reloaded", async () => {
  const page = await open();
  await editEmpty(page, "cheskers");
  // every piece of the game, for each side, and the eraser
  const tools = await page.locator("#editor-palette button").evaluateAll((bs) => bs.map((b) => b.dataset.tool));
  assert.deepEqual(tools, [
    "south man", "south king", "south bishop", "south camel",
    "north man", "north king", "north bishop", "north camel", "erase",
  ]);
  await place(page, "north", [
    ["c1", "south king"],
    ["e3", "south bishop"],
    ["f8", "north king"],
    ["b6", "north camel"],
  ]);
  assert.match(await label(page, "e3"), /white bishop/);
  assert.match(await label(page, "b6"), /black camel/);
  await shot(page, "editor-desktop-cheskers");
  const fen = await playFromHere(page);
  assert.equal(
    fen,
    wasm.compose("cheskers", "north", [
      { square: "c1", color: "south", kind: "king" },
      { square: "e3", color: "south", kind: "bishop" },
      { square: "f8", color: "north", kind: "king" },
      { square: "b6", color: "north", kind: "camel" },
    ]),
  );
  await clickAMove(page, "cheskers", fen, "b6"); // the camel leaps
  await reloadKeeps(page, fen);
  await page.close();
});

test("Stack'Em: a stack of two built on one square, played from and reloaded", async () => {
  const page = await open();
  await editEmpty(page, "stackem");
  assert.match(await page.locator("#editor-help").textContent(), /on a stack it goes on top/);
  await place(page, "north", [
    ["14", "south man"],
    ["14", "north man"],
    ["27", "south man"],
  ]);
  assert.match(await label(page, "14"), /stack of 2, bottom to top: black man, red man/);
  // a king on top, then a checker over it: the king goes under as a man
  await place(page, "north", [
    ["18", "north king"],
    ["18", "south man"],
  ]);
  assert.match(await label(page, "18"), /stack of 2, bottom to top: red man, black man/);
  await page.emulateMedia({ colorScheme: "dark" });
  await cell(page, "18").hover();
  await shot(page, "editor-desktop-stackem-dark");
  await page.emulateMedia({ colorScheme: "light" });
  await page.locator('#editor-palette [data-tool="erase"]').click();
  await cell(page, "18").click();
  assert.match(await label(page, "18"), /red man/, "the eraser takes the top checker off");
  await cell(page, "18").click();
  assert.match(await label(page, "18"), /, empty/);
  const fen = await playFromHere(page);
  assert.equal(
    fen,
    wasm.compose("stackem", "north", [
      { square: "14", color: "north", kind: "man", below: [{ color: "south", kind: "man" }] },
      { square: "27", color: "south", kind: "man" },
    ]),
  );
  assert.equal(fen, "R:R14(br):B27");
  await clickAMove(page, "stackem", fen, "14");
  await reloadKeeps(page, fen);
  await page.close();
});

test("International: the 10x10 board, set up with the keyboard, played from and reloaded", async () => {
  const page = await open();
  await editEmpty(page, "international");
  assert.equal(await page.locator('[role="gridcell"]').count(), 50);
  await place(page, "south", [["5", "north king"]]);
  // the keyboard: a palette button with Enter, then the board's arrow keys and Enter
  await page.locator('#editor-palette [data-tool="south man"]').focus();
  await page.keyboard.press("Enter");
  await cell(page, "46").focus();
  await page.keyboard.press("Enter");
  assert.match(await label(page, "46"), /white man/);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  assert.match(await label(page, "47"), /white man/);
  await page.keyboard.press("Space");
  assert.match(await label(page, "47"), /, empty/, "the same piece again takes it off");
  const fen = await playFromHere(page);
  assert.equal(fen, "W:W46:BK5");
  await clickAMove(page, "international", fen, "46");
  await reloadKeeps(page, fen);
  await page.close();
});

test("a position the game refuses shows the engine's message, stays in the editor, and the page goes on", async () => {
  const page = await open();
  await editEmpty(page, "coast-to-coast");
  await place(page, "south", [
    ["a1", "south man"],
    ["h8", "north man"],
  ]);
  assert.match(await editorStatus(page), /Not a position to play from: a1 is a home square/);
  await page.locator("#editor-play").click();
  assert.equal(await page.locator("#editor").isVisible(), true, "still in the editor");
  assert.match(await editorStatus(page), /a1 is a home square/);
  assert.equal(await page.locator("#editor-status.error").count(), 1);

  // thirteen men in a game of twelve
  await editEmptyAgain(page, "english");
  for (let n = 1; n <= 13; n++) await place(page, "north", [[String(n), "north man"]]);
  await page.locator("#editor-play").click();
  assert.match(await editorStatus(page), /Black has 13 pieces; this game has at most 12/);
  assert.equal(await page.locator("#editor").isVisible(), true);

  // a side with no pieces: refused (the game would be over before it starts)
  await page.locator("#editor-clear").click();
  await place(page, "north", [["22", "south man"]]);
  assert.match(await editorStatus(page), /Not a position to play from: Black has no pieces/);
  // a position where the side to move cannot move: said, and played from
  await page.locator("#editor-clear").click();
  await place(page, "north", [
    ["1", "north man"],
    ["5", "south man"],
    ["6", "south man"],
    ["10", "south man"],
  ]);
  assert.match(await editorStatus(page), /already over in this position: White wins/);
  await page.locator("#editor-play").click();
  await page.locator("#editor").waitFor({ state: "hidden" });
  assert.equal(await page.locator("#result").isVisible(), true);
  assert.match(await page.locator("#result-text").textContent(), /Black cannot move/);

  // Cancel leaves the game as it was
  const before = await board(page);
  await page.locator("#edit-open").click();
  await page.locator('#editor-palette [data-tool="north king"]').click();
  await cell(page, "1").click();
  await page.locator("#editor-cancel").click();
  await page.locator("#editor").waitFor({ state: "hidden" });
  assert.deepEqual(await board(page), before);
  await page.locator("#result-new").click();
  await page.waitForFunction(() => document.querySelectorAll('[role="gridcell"][data-piece]:not([data-piece=""])').length === 24);
  await page.close();
});

/** The editor of another game, opened while the editor is open (the header's game menu). */
async function editEmptyAgain(page, variant) {
  await page.locator("#variant").selectOption(variant);
  await page.locator("#editor").waitFor({ state: "visible" });
  await page.waitForFunction((v) => document.querySelector("#editor-palette button")?.closest("#editor") !== null && document.querySelector("#variant")?.value === v, variant);
  await page.locator("#editor-clear").click();
}

test("the editor on a phone in portrait: everything fits, nothing scrolls sideways", async () => {
  const phone = await launch(PHONE);
  const page = await open(phone);
  await editEmpty(page, "cheskers");
  await page.locator("#editor-start").click();
  assert.match(await editorStatus(page), /start position of Cheskers.*Ready: Black to move/);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= 390, `no sideways scrolling (${scrollWidth}px)`);
  for (const id of ["#editor-palette", "#editor-play", "#editor-cancel"]) {
    const box = await page.locator(id).boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `${id} fits the width`);
  }
  await cell(page, "d4").tap();
  await shot(page, "editor-phone-cheskers");
  await page.locator("#editor-status").scrollIntoViewIfNeeded();
  await shot(page, "editor-phone-cheskers-panel");
  await page.close();
  await phone.close();
});
