// End-to-end tests of "Analyse and annotate": the analysis board (the engine's lines, a
// variation entered by clicks and shown nested, a comment typed, the annotated PDN written),
// the game review (its progress, graph and marks, on a short game with a known blunder), and
// the <omni-draughts> element showing an annotated game (a variation clicked, the keys).
// The built page (dist/) in headless Chromium; the engine in Node gives the expectations.
//
//   npm run build && node --test tests/e2e/analysis.test.mjs
//
// Screenshots (laptop and phone) are left in tests/e2e/screenshots/analysis-*.png.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { cell, LAPTOP, mirror, PHONE, Session, SHOTS, wasm } from "./harness.mjs";

/** An annotated American game: comments, marks, a variation with a variation inside. */
const ANNOTATED = `[Event "Annotated"]
[GameType "21"]
{A short game to show the viewer.}
1. 11-15 {The Old Faithful.} 23-19 (22-18 15x22 25x18 (26x17)) 8-11 $1 2. 22-17 15-18 3. 19-15 ?? 10x19 *`;

/** A blogger's page with the element showing the annotated game from a script child. */
const BLOG = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>An annotated game</title>
<script type="module" src="../js/element.js"></script>
<style>body { font: 16px Georgia, serif; max-width: 760px; margin: 20px auto; padding: 0 12px; background: #fff; color: #222 }</style></head>
<body><h1>An annotated game</h1>
<omni-draughts id="game"><script type="application/x-pdn">${ANNOTATED}</script></omni-draughts>
<omni-draughts id="bad" pdn="1. 11-15 23-19 11-16 *"></omni-draughts>
<omni-draughts id="far" src="https://example.org/game.pdn"></omni-draughts>
<omni-draughts id="fetched" src="game.pdn"></omni-draughts>
</body></html>`;

const s = new Session("analysis", {
  route: async (url, route) => {
    if (url === `${s.origin}blog/annotated.html`) {
      await route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: BLOG });
      return true;
    }
    if (url === `${s.origin}blog/game.pdn`) {
      await route.fulfill({ status: 200, contentType: "application/x-chess-pdn", body: ANNOTATED });
      return true;
    }
    return false;
  },
});
before(() => s.start());
after(() => s.stop());

async function shot(page, name) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(SHOTS, `analysis-${name}.png`), fullPage: true });
}

/** The moves of the tree, as shown (marks included). */
const treeMoves = (root) => root.locator(".tree-move").allTextContents();

/** Plays `from`-`to` on the board by clicking the accessible grid. */
async function move(page, from, to) {
  await cell(page, from).click();
  await cell(page, to).click();
}

test("the analysis board: three lines with scores, a variation entered by clicks shown nested, a comment, the PDN", async () => {
  const page = await s.open("?variant=english");
  for (const [a, b] of [["11", "15"], ["23", "19"], ["8", "11"]]) await move(page, a, b);
  await page.locator("#analyse-open").click();
  const board = page.locator("#analysis-board");
  await board.waitFor({ state: "visible" });
  assert.deepEqual(await treeMoves(board), ["11-15", "23-19", "8-11"], "the game's moves, the last one shown");
  assert.equal(await board.locator(".tree-move.current").textContent(), "8-11");
  // the engine's lines: at least three, each with a score and legal moves
  await page.waitForFunction(() => document.querySelectorAll("#an-lines li .an-score").length >= 3, null, { timeout: 20_000 });
  const lines = await page.locator("#an-lines li").evaluateAll((lis) => lis.map((li) => ({ score: li.querySelector(".an-score").textContent, moves: [...li.querySelectorAll(".an-move")].map((b) => b.textContent) })));
  assert.ok(lines.length >= 3, `three lines: ${JSON.stringify(lines)}`);
  const g = mirror(["11-15", "23-19", "8-11"]);
  const legal = JSON.parse(JSON.stringify(g.state())).moves.map((m) => m.text);
  for (const l of lines) {
    assert.match(l.score, /^([+−]?\d+\.\d\d|#−?\d+)$/, `a score: ${l.score}`);
    assert.ok(legal.includes(l.moves[0]), `the line starts with a legal move: ${l.moves[0]} of ${legal}`);
  }
  assert.match(await page.locator("#an-scores-for").textContent(), /White/, "it says whose scores they are");
  // a line too long for its row is cut after a move, never after a move number: each
  // number is one box with its move, which the ellipsis hides whole
  const steps = await page.locator("#an-lines .an-moves").evaluateAll((rows) =>
    rows.flatMap((r) => [...r.querySelectorAll(".tree-number")].map((n) => [n.parentElement.className, getComputedStyle(n.parentElement).display, n.parentElement.querySelector(".an-move") !== null])),
  );
  assert.ok(steps.length >= 3, "the lines have move numbers");
  for (const step of steps) assert.deepEqual(step, ["an-step", "inline-block", true]);
  // back one move, and another move there: a variation, not a new game
  await board.locator('.tree-move:text-is("23-19")').click();
  await move(page, "9", "13");
  assert.equal(await board.locator(".tree-move.current").textContent(), "9-13");
  assert.equal(await board.locator(".tree-variations .tree-move").count(), 1, "the new move is in a variation box");
  assert.deepEqual(await treeMoves(board), ["11-15", "23-19", "8-11", "9-13"]);
  await move(page, "22", "18");
  assert.deepEqual(await board.locator(".tree-variations .tree-move").allTextContents(), ["9-13", "22-18"], "the line goes on inside its box");
  // a line of the engine clicked: its first move goes into the tree
  await page.waitForFunction(() => document.querySelectorAll("#an-lines .an-move").length > 0, null, { timeout: 20_000 });
  const first = await page.locator("#an-lines li").first().locator(".an-move").first().textContent();
  await page.locator("#an-lines li").first().locator(".an-move").first().click();
  assert.equal(await board.locator(".tree-move.current").textContent(), first);
  // a comment typed on the move shown
  await page.locator("#an-comment").fill("A quiet move.");
  await page.locator("#an-comment").blur();
  assert.equal(await board.locator(".tree-comment").first().textContent(), "A quiet move.");
  // the keys step through the tree
  await board.locator(".tree").focus();
  await page.keyboard.press("ArrowLeft");
  assert.equal(await board.locator(".tree-move.current").textContent(), "22-18");
  // the PDN: written by the engine with the comment and the variation
  await page.locator("#an-pdn-box summary").click();
  await page.locator("#an-pdn-write").click();
  const pdn = await page.locator("#an-pdn").inputValue();
  assert.match(pdn, /\{A quiet move\.\}/);
  assert.match(pdn, /\(.*9-13.*\)/s, "the variation in brackets");
  const read = wasm.readPdnTree(pdn, "english");
  assert.equal(read.tree.length, 3, "the main line is the game's three moves");
  await shot(page, "board-laptop");
  // back to the game: as it was
  await page.locator("#an-close").click();
  await board.waitFor({ state: "hidden" });
  assert.deepEqual(await page.locator("#moves .move").allTextContents(), ["11-15", "23-19", "8-11"]);
  assert.equal(await page.locator("#analyse-open").isVisible(), true);
  await page.close();
});

test("a line's move held down while the engine's lines update is still played when released", async () => {
  // The lines are drawn again at every depth; a button replaced between the press and the
  // release loses the click (the two must land on one element). Held for 1.5 s from the first
  // lines of a new position, the press spans several depths.
  const page = await s.open("?variant=english");
  await page.locator("#analyse-open").click();
  const board = page.locator("#analysis-board");
  await board.waitFor({ state: "visible" });
  await move(page, "11", "15");
  await page.waitForFunction(() => document.querySelectorAll("#an-lines .an-move").length > 0, null, { timeout: 20_000 });
  const button = page.locator("#an-lines li").first().locator(".an-move").first();
  const box = await button.boundingBox();
  assert.ok(box !== null, "the first line's first move is shown");
  const redrawn = page.evaluate(
    () =>
      new Promise((done) => {
        const seen = new MutationObserver(() => done(true));
        seen.observe(document.querySelector("#an-lines"), { subtree: true, childList: true, characterData: true });
        setTimeout(() => done(false), 1500);
      }),
  );
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const changed = await redrawn;
  await page.mouse.up();
  assert.ok(changed, "the engine's lines changed while the button was held");
  await page.waitForFunction(() => document.querySelector("#analysis-board .tree-move.current")?.textContent !== "11-15", null, { timeout: 5000 });
  const played = await board.locator(".tree-move.current").textContent();
  const legal = JSON.parse(JSON.stringify(mirror(["11-15"]).state())).moves.map((m) => m.text);
  assert.ok(legal.includes(played), `a move of the line was played: ${played}`);
  assert.deepEqual(await treeMoves(board), ["11-15", played]);
  await page.close();
});

test("an annotated PDN opened from the PDN dialog keeps its tree on the analysis board", async () => {
  const page = await s.open("?variant=english");
  await page.locator("#record-open").click();
  await page.locator("#pdn-text").fill(ANNOTATED);
  await page.locator("#pdn-open").click();
  const board = page.locator("#analysis-board");
  await board.waitFor({ state: "visible" });
  assert.ok((await board.locator(".tree-comment").allTextContents()).includes("The Old Faithful."));
  assert.ok((await treeMoves(board)).includes("22-18"), "the variation is there");
  assert.ok((await treeMoves(board)).some((m) => m === "19-15??"), "the mark is shown with its move");
  await page.close();
});

/**
 * A short game with a known blunder: 12-16 gives a man away (19x12), the engine's review at
 * depth 10 calls it a blunder and names 9-14 (checked in Node below).
 */
const BLUNDER = ["11-15", "23-19", "8-11", "22-17", "12-16"];

test("the game review: progress, a graph, the blunder marked with a better move, counts per side", async () => {
  const known = mirror(BLUNDER).review(5, { depth: 10 });
  assert.equal(known.class, "blunder", "the game's last move is a blunder to the engine");
  const page = await s.open("?variant=english");
  for (const m of BLUNDER) {
    const g = mirror(BLUNDER.slice(0, BLUNDER.indexOf(m)));
    const mv = JSON.parse(JSON.stringify(g.state())).moves.find((x) => x.text === m);
    await cell(page, mv.path[0]).click();
    await cell(page, mv.path.at(-1)).click();
  }
  await page.locator("#analyse-open").click();
  await page.locator("#review-start").click();
  await page.waitForFunction(() => /Reviewed 5 of 5/.test(document.querySelector("#review-text")?.textContent ?? ""), null, { timeout: 60_000 });
  assert.equal(await page.locator("#review-graph svg").count(), 1, "a graph");
  const marked = await page.locator("#analysis-board .tree-move.nag-4, #analysis-board .tree-move.nag-2").allTextContents();
  assert.ok(marked.includes("12-16??"), `12-16 is marked a blunder: ${marked}`);
  const comments = await page.locator("#analysis-board .tree-comment").allTextContents();
  // the worker's search keeps its tables from move to move, so its better move may differ from Node's
  const better = comments.map((c) => /^Blunder\. Better: (\S+)$/.exec(c)?.[1]).find((m) => m !== undefined);
  assert.ok(better !== undefined, `the better move is named: ${comments}`);
  const legal = JSON.parse(JSON.stringify(mirror(BLUNDER.slice(0, 4)).state())).moves.map((m) => m.text);
  assert.ok(legal.includes(better), `${better} is a move of that position`);
  assert.ok((await treeMoves(page.locator("#analysis-board"))).includes(better), "and it is played beside the blunder as a variation");
  const counts = await page.locator("#review-counts tr").evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
  const black = counts[0].indexOf("Black");
  assert.equal(counts.find((r) => r[0].startsWith("Blunders"))?.[black], "1", `one blunder for Black: ${JSON.stringify(counts)}`);
  assert.equal(counts.find((r) => r[0].startsWith("Blunders"))?.[3 - black], "0", "none for White");
  // the engine's review, exported
  await page.locator("#review-export").click();
  const exported = await page.locator("#an-pdn").inputValue();
  assert.match(exported, /12-16 ?(\?\?|\$4)/, "the exported review marks the blunder");
  // a click on the graph goes to a move
  // the graph's box (its svg is drawn again at each update of the engine lines, so the svg
  // itself may be replaced between finding it and measuring it)
  const box = await page.locator("#review-graph").boundingBox();
  assert.ok(box !== null, "the graph is shown");
  await page.mouse.click(box.x + box.width * 0.2, box.y + box.height / 2);
  assert.equal(await page.locator("#analysis-board .tree-move.current").count(), 1);
  await shot(page, "review-laptop");
  await page.locator(".panel").evaluate((p) => p.scrollTo(0, p.scrollHeight));
  await page.locator(".an-review").screenshot({ path: join(SHOTS, "analysis-review-panel.png") });
  await page.close();
});

test("a review never changes the game: its lines go in as variations, the main line and the PDN keep the moves played", async () => {
  // 3. 10-14 is answered by 26-23 in the game and the engine's punishing line starts with it
  const GAME = ["11-15", "23-19", "12-16", "19x12", "10-14", "26-23", "14-17", "22x13"];
  const page = await s.open("?variant=english");
  await page.locator("#record-open").click();
  await page.locator("#pdn-text").fill('[GameType "21"] 1. 11-15 23-19 2. 12-16 19x12 3. 10-14 26-23 4. 14-17 22x13 *');
  await page.locator("#pdn-open").click();
  await page.locator("#analyse-open").click();
  await page.locator("#review-start").click();
  await page.waitForFunction(() => /Reviewed 8 of 8/.test(document.querySelector("#review-text")?.textContent ?? ""), null, { timeout: 90_000 });
  await page.locator("#an-pdn-box summary").click();
  await page.locator("#an-pdn-write").click();
  const written = await page.locator("#an-pdn").inputValue();
  const read = wasm.readPdnTree(written, "english");
  assert.deepEqual(read.tree.map((n) => n.move), GAME, `the PDN's main line is the game: ${written}`);
  await page.locator("#review-start").click();
  await page.waitForFunction(() => /Reviewed 8 of 8/.test(document.querySelector("#review-text")?.textContent ?? ""), null, { timeout: 90_000 });
  await page.close();
});

test("the element shows an annotated game: comments, a variation clicked, the keys; a bad PDN shows the engine's message", async () => {
  const ctx = await s.launch(LAPTOP);
  const page = s.watch(await ctx.newPage());
  await page.goto(`${s.origin}blog/annotated.html`);
  await page.waitForSelector("#game[data-ready]");
  const el = page.locator("#game");
  assert.ok((await el.locator(".tree-comment").allTextContents()).includes("The Old Faithful."));
  await el.locator('.tree-move:text-is("22-18")').click();
  assert.deepEqual(await el.evaluate((e) => [...e.history]), ["11-15", "22-18"]);
  await el.locator(".tree").focus();
  await page.keyboard.press("ArrowRight");
  assert.deepEqual(await el.evaluate((e) => [...e.history]), ["11-15", "22-18", "15x22"]);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  assert.deepEqual(await el.evaluate((e) => [...e.history]), ["11-15", "22-18", "15x22", "26x17"], "down: the variation inside the variation");
  await page.keyboard.press("Home");
  assert.deepEqual(await el.evaluate((e) => [...e.history]), []);
  await page.waitForSelector("#bad[data-error]");
  const bad = await page.locator("#bad").getAttribute("data-error");
  const g = mirror(["11-15", "23-19"]);
  let engineSays = "";
  try {
    g.playText("11-16");
  } catch (e) {
    engineSays = String(e.message ?? e);
  }
  assert.ok(bad.length > 0 && engineSays.length > 0, `the engine's message: ${bad}`);
  await page.waitForSelector("#fetched[data-ready]");
  assert.ok((await page.locator("#fetched .tree-comment").allTextContents()).includes("The Old Faithful."), "src on the same site: read and shown");
  await page.waitForSelector("#far[data-error]");
  assert.match(await page.locator("#far").getAttribute("data-error"), /another site/);
  await shot(page, "element-laptop");
  await ctx.close();
});

test("every one of the nine games has an analysis board with three lines in its own notation", async () => {
  const page = await s.open("?variant=english");
  for (const v of JSON.parse(JSON.stringify(wasm.variants()))) {
    await page.locator("#variant").selectOption(v.id);
    await page.waitForFunction((id) => document.querySelector("#variant")?.value === id, v.id);
    await page.locator("#analyse-open").click();
    await page.waitForFunction(() => document.querySelectorAll("#an-lines li .an-score").length >= 3, null, { timeout: 30_000 });
    const first = await page.locator("#an-lines li").first().locator(".an-move").first().textContent();
    const legal = JSON.parse(JSON.stringify(mirror([], v.id).state())).moves.map((m) => m.text);
    assert.ok(legal.includes(first), `${v.id}: the first line starts with a legal move (${first})`);
    await page.locator("#an-close").click();
    await page.locator("#analysis-board").waitFor({ state: "hidden" });
  }
  // another game chosen while analysing: the board goes back to the game, in the new game
  await page.locator("#analyse-open").click();
  await page.locator("#variant").selectOption("english");
  await page.locator("#analysis-board").waitFor({ state: "hidden" });
  assert.equal(await cell(page, "11").getAttribute("aria-label").then((l) => /man/.test(l)), true, "American checkers' start is on the board");
  await page.close();
});

test("Cheskers on the analysis board: a promotion asks what the man becomes, and the choice goes into the tree", async () => {
  const fen = "W:Wc7,Ka1:BKh6";
  const page = await s.open(`?variant=cheskers&fen=${encodeURIComponent(fen)}`);
  await page.locator("#analyse-open").click();
  await move(page, "c7", "d8");
  const dialog = page.locator("#promotion-dialog");
  await dialog.waitFor({ state: "visible" });
  await page.locator("#promotion-options button", { hasText: "Camel" }).click();
  await dialog.waitFor({ state: "hidden" });
  const camel = JSON.parse(JSON.stringify(mirror([], "cheskers", fen).state())).moves.find((m) => m.promotion === "camel" && m.path.join(" ") === "c7 d8");
  assert.equal(await page.locator("#analysis-board .tree-move.current").textContent(), camel.text);
  assert.match(await cell(page, "d8").getAttribute("aria-label"), /camel/);
  assert.deepEqual(await page.locator("#moves .move").allTextContents(), [], "the game itself is not moved");
  await page.close();
});

test("on a phone: the analysis board and the element fit, nothing off-screen", async () => {
  const ctx = await s.launch(PHONE);
  const page = await s.open("?variant=english", ctx);
  for (const [a, b] of [["11", "15"], ["23", "19"]]) await move(page, a, b);
  await page.locator("#analyse-open").click();
  await page.waitForFunction(() => document.querySelectorAll("#an-lines li .an-score").length >= 3, null, { timeout: 20_000 });
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 390, `no sideways scrolling: ${wide}px`);
  await shot(page, "board-phone");
  await ctx.close();
  // a context of its own: the game page's service worker would answer the blog's address itself
  const ctx2 = await s.launch(PHONE);
  const blog = s.watch(await ctx2.newPage());
  await blog.goto(`${s.origin}blog/annotated.html`);
  await blog.waitForSelector("#game[data-ready]");
  assert.ok((await blog.evaluate(() => document.documentElement.scrollWidth)) <= 390);
  await shot(blog, "element-phone");
  await ctx2.close();
});
