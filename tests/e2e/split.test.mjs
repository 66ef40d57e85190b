// The engine in two wasm modules (scripts/build.sh): the page loads only its own (the rules),
// and the computer's Web Worker fetches the worker's (the search) when the computer is first
// needed: Hint, the analysis board, a game against the computer (as it begins). The
// fetches counted are the page's and its dedicated workers' (Playwright's page requests); the
// service worker's precaching of every built file after the page has loaded, both wasm
// modules among them for offline play, is not one of them (embed.mjs's offline test plays
// the computer offline from that cache).
//
//   npm run build && node --test tests/e2e/split.test.mjs
//
// Screenshots (laptop and phone) are left in tests/e2e/screenshots/split-*.png.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { cell, LAPTOP, mirror, PHONE, Session, SHOTS } from "./harness.mjs";

const s = new Session("split");
before(() => s.start());
after(() => s.stop());

const PAGE_WASM = /\/pkg\/omnidraughts_bg\.wasm$/;
const WORKER_WASM = /\/pkg\/omnidraughts_worker_bg\.wasm$/;

/** A page at `query` in a fresh profile, and the wasm files it (or its worker) fetched. */
async function open(query, device = LAPTOP) {
  const ctx = await s.launch(device);
  const fetched = [];
  const page = s.watch(await ctx.newPage());
  // the page's requests and its dedicated workers'
  page.on("request", (r) => {
    if (/\.wasm$/.test(r.url())) fetched.push(r.url());
  });
  await page.goto(new URL(query, s.origin).href);
  await page.waitForSelector('body.ready [role="gridcell"]');
  return { page, fetched, has: (re) => fetched.some((u) => re.test(u)) };
}

async function shot(page, name) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `split-${name}.png`) });
}

/** Plays `text` (a move legal after `before`) by clicking its path. */
async function click(page, before, text) {
  const g = mirror(before);
  const mv = JSON.parse(JSON.stringify(g.state())).moves.find((m) => m.text === text);
  g.free();
  for (const sq of mv.path) await cell(page, sq).click();
}

test("two people: the page's wasm only, until Hint asks the computer; then the worker's, once", async () => {
  const { page, fetched, has } = await open("?variant=english");
  assert.ok(has(PAGE_WASM), `the page's wasm was fetched: ${fetched}`);
  await click(page, [], "11-15");
  await page.waitForTimeout(300);
  assert.ok(!has(WORKER_WASM), `the worker's wasm was fetched before the computer was needed: ${fetched}`);
  await page.locator("#hint").click();
  await page.locator("#hint-text").waitFor({ state: "visible", timeout: 20000 });
  assert.ok(has(WORKER_WASM), "Hint fetched the worker's wasm");
  // a second hint: the same worker, nothing fetched again
  await click(page, ["11-15"], "23-19");
  await page.locator("#hint").click();
  await page.waitForFunction(() => /Hint for Black/.test(document.querySelector("#hint-text")?.textContent ?? ""), null, { timeout: 20000 });
  assert.equal(fetched.filter((u) => WORKER_WASM.test(u)).length, 1, `${fetched}`);
  await shot(page, "hint-laptop");
  await page.context().close();
});

test("the analysis board fetches the worker's wasm when it opens, and shows the engine's lines", async () => {
  const { page, fetched, has } = await open("?variant=international", PHONE);
  assert.ok(!has(WORKER_WASM), `${fetched}`);
  await page.locator("#analyse-open").click();
  await page.waitForFunction(() => document.querySelectorAll("#an-lines li .an-score").length >= 3, null, { timeout: 20000 });
  assert.ok(has(WORKER_WASM), "the analysis board fetched the worker's wasm");
  await page.waitForTimeout(1500);
  await shot(page, "analysis-phone");
  await page.context().close();
});

test("against the computer: fetched when the game begins, before its first turn (its first move does not wait for it)", async () => {
  // American: Black (the first player) is the person here; the computer's worker starts at once
  const { page, fetched, has } = await open("?variant=english&vs=computer&you=black&level=1&seed=3");
  for (let waited = 0; !has(WORKER_WASM) && waited < 10000; waited += 100) await page.waitForTimeout(100);
  assert.ok(has(WORKER_WASM), `the game against the computer did not start its worker: ${fetched}`);
  assert.equal(await page.locator("#moves .move:not(.move-skip)").count(), 0, "nothing played yet");
  await click(page, [], "11-15");
  await page.waitForFunction(() => document.querySelectorAll("#moves .move:not(.move-skip)").length >= 2, null, { timeout: 20000 });
  assert.equal(fetched.filter((u) => WORKER_WASM.test(u)).length, 1, `${fetched}`);
  await shot(page, "computer-laptop");
  await page.context().close();
  // the computer moving first
  const first = await open("?variant=english&vs=computer&you=white&level=1&seed=3", PHONE);
  await first.page.waitForFunction(() => document.querySelectorAll("#moves .move:not(.move-skip)").length >= 1, null, { timeout: 20000 });
  assert.ok(first.has(WORKER_WASM));
  await shot(first.page, "computer-first-phone");
  await first.page.context().close();
});
