// End-to-end tests of the pages beyond the game page: the <omni-draughts>
// element on someone's page, embed.html in an iframe, the documentation page
// (docs.html), the rules page (rules.html), and the offline copy (sw.js).
//
//   npm run build && node --test tests/e2e/embed.mjs
//
// Screenshots (desktop and phone) are left in tests/e2e/screenshots/embed-*.png.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createServer } from "node:http";
import { DIST, PHONE, SHOTS, Session, mirror, wasm } from "./harness.mjs";

/** A blogger's page, in a folder of its own: the script is found by a relative address. */
const BLOG = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>My checkers blog</title>
<script type="module" src="../js/element.js"></script>
<style>body { font: 16px Georgia, serif; max-width: 760px; margin: 20px auto; padding: 0 12px; background: #fff; color: #222 }
.two { display: flex; flex-wrap: wrap; gap: 20px } .two omni-draughts { flex: 1 1 300px; margin: 0 }</style></head>
<body><h1>A post about checkers</h1><p>Two boards, side by side:</p>
<div class="two">
<omni-draughts id="a" variant="russian" moves="c3-d4 f6-g5"></omni-draughts>
<omni-draughts id="b" variant="english" mode="view" moves="1. 11-15 23-19 2. 8-11 22-17 3. 9-13 17-14 4. 10x17 21x14 *"></omni-draughts>
</div>
<p>And two mistakes:</p>
<omni-draughts id="bad-variant" variant="chess"></omni-draughts>
<omni-draughts id="bad-move" variant="english" moves="11-15 23-19 11-16"></omni-draughts>
<p>The end of the post.</p></body></html>`;

/** An annotated Russian game (its GameType names the game), for embed.html's pdn and src. */
const SAMPLE_PDN = `[GameType "25"]
1. c3-d4 {a comment} f6-g5 (d6-c5 2. b2-c3) 2. b2-c3 g7-f6 *`;

/** A page of another origin (a server of its own on another port), loading the element from the site. */
let FOREIGN_BLOG;
let blogServer;

const s = new Session("embed", {
  route: async (url, route) => {
    if (url === `${s.origin}blog/post.html`) {
      await route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: BLOG });
      return true;
    }
    // a PDN file on the site, for embed.html?src=
    if (url === `${s.origin}games/sample.pdn`) {
      await route.fulfill({ status: 200, contentType: "text/plain; charset=utf-8", body: SAMPLE_PDN });
      return true;
    }
    // a blog on another site (another port), loading the element from this one
    if (url === FOREIGN_BLOG) {
      await route.continue();
      return true;
    }
    return false;
  },
});
const launch = (options) => s.launch(options);
const watch = (page) => s.watch(page);

/** `path` of the site in a new page of `ctx` (any page: not only the game's). */
async function open(ctx, path) {
  const page = watch(await ctx.newPage());
  await page.goto(`${s.origin}${path}`);
  return page;
}

async function shot(page, name, fullPage = false) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(700);
  await page.screenshot({ path: join(SHOTS, `embed-${name}.png`), fullPage });
}

// scrolled to first, as a reader does: a board with loading="lazy" is built near the screen
const ready = async (page, sel) => {
  await page.locator(sel).scrollIntoViewIfNeeded();
  return page.waitForSelector(`${sel}[data-ready]`);
};
const history = (page, sel) => page.locator(sel).evaluate((el) => [...el.history]);
const statusOf = (page, sel) => page.locator(`${sel} .od-status`).textContent();

before(async () => {
  await s.start();
  const page = BLOG.replace('src="../js/element.js"', `src="${s.origin}js/element.js"`);
  blogServer = createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(page);
  });
  await new Promise((ok) => blogServer.listen(0, "127.0.0.1", ok));
  FOREIGN_BLOG = `http://127.0.0.1:${blogServer.address().port}/blog/post.html`;
  assert.notEqual(new URL(FOREIGN_BLOG).origin, new URL(s.origin).origin);
});

after(async () => {
  await new Promise((ok) => (blogServer ? blogServer.close(ok) : ok()));
  await s.stop();
});

test("two boards on one page: a move on one leaves the other alone; view mode steps through", async () => {
  const ctx = await launch();
  const page = await open(ctx, "blog/post.html");
  await ready(page, "#a");
  await ready(page, "#b");
  // the play board: the position after the moves given, White to move
  assert.deepEqual(await history(page, "#a"), ["c3-d4", "f6-g5"]);
  assert.deepEqual(await history(page, "#b"), [], "view mode opens at the start");
  const g = mirror(["c3-d4", "f6-g5"], "russian");
  const move = g.state().moves.find((m) => m.captures.length === 0);
  await page.locator(`#a [role="gridcell"][data-square="${move.path[0]}"]`).click();
  await page.locator(`#a [role="gridcell"][data-square="${move.path.at(-1)}"]`).click();
  assert.deepEqual(await history(page, "#a"), ["c3-d4", "f6-g5", move.text]);
  assert.deepEqual(await history(page, "#b"), []);
  assert.match(await statusOf(page, "#a"), /Black/);
  // an illegal click: the engine's reason, nothing played
  await page.locator(`#a [role="gridcell"][data-square="h6"]`).click();
  await page.locator(`#a [role="gridcell"][data-square="h4"]`).click();
  assert.equal((await history(page, "#a")).length, 3);
  // undo, redo, restart
  await page.locator('#a button[data-action="undo"]').click();
  assert.equal((await history(page, "#a")).length, 2);
  await page.locator('#a button[data-action="redo"]').click();
  assert.equal((await history(page, "#a")).length, 3);
  await page.locator('#a button[data-action="restart"]').click();
  await page.waitForFunction(() => document.querySelector("#a").history.length === 2);
  // the view board steps through its game; the play board is not touched
  const step = (what) => page.locator(`#b button[data-action="${what}"]`).click();
  assert.equal(await page.locator('#b button[data-action="back"]').isDisabled(), true);
  await step("forward");
  await step("forward");
  assert.deepEqual(await history(page, "#b"), ["11-15", "23-19"]);
  assert.match(await statusOf(page, "#b"), /^Move 1 of 4: White 23-19$/);
  await step("last");
  assert.equal((await history(page, "#b")).length, 8);
  assert.equal(await page.locator('#b button[data-action="forward"]').isDisabled(), true);
  await step("back");
  assert.equal((await history(page, "#b")).length, 7);
  // the arrow keys step too
  await page.locator('#b button[data-action="back"]').focus();
  await page.keyboard.press("ArrowLeft");
  assert.equal((await history(page, "#b")).length, 6);
  await page.keyboard.press("Home");
  assert.equal((await history(page, "#b")).length, 0);
  // clicking the view board plays nothing
  await page.locator('#b [role="gridcell"][data-square="11"]').click();
  await page.locator('#b [role="gridcell"][data-square="15"]').click();
  assert.equal((await history(page, "#b")).length, 0);
  assert.equal((await history(page, "#a")).length, 2);
  // bad attributes: a message in the element, the rest of the page fine
  await page.waitForSelector("#bad-variant[data-error]");
  await page.waitForSelector("#bad-move[data-error]");
  assert.match(await page.locator("#bad-variant .od-error").textContent(), /unknown variant "chess"; use one of: english, /);
  assert.match(await page.locator("#bad-move .od-error").textContent(), /move 3 \(11-16\) cannot be played/);
  // an attribute changed by a script: the board follows
  await page.locator("#bad-variant").evaluate((el) => el.setAttribute("variant", "coronet"));
  await ready(page, "#bad-variant");
  assert.equal(await page.locator('#bad-variant [role="gridcell"]').count(), 64);
  await shot(page, "blog-desktop", true);
  await page.close();
});

test("the element works on a page of another site (its files found from the script's own URL)", async () => {
  const ctx = await launch();
  const page = watch(await ctx.newPage());
  await page.goto(FOREIGN_BLOG);
  await ready(page, "#a");
  await ready(page, "#b");
  await page.waitForSelector("#bad-variant[data-error]");
  const href = await page.locator("#a .od-open").getAttribute("href");
  assert.ok(href.startsWith(`${s.origin}index.html?variant=russian&fen=`), href);
  const g = mirror(["c3-d4", "f6-g5"], "russian");
  const move = g.state().moves[0];
  await page.locator(`#a [role="gridcell"][data-square="${move.path[0]}"]`).click();
  await page.locator(`#a [role="gridcell"][data-square="${move.path.at(-1)}"]`).click();
  assert.equal((await history(page, "#a")).at(-1), move.text);
  await page.close();
});

test("the element fits a phone; a Stack'Em game with stacks in view mode", async () => {
  const ctx = await launch(PHONE);
  const page = await open(ctx, "blog/post.html");
  await ready(page, "#a");
  await ready(page, "#b");
  const box = await page.locator("#a").boundingBox();
  assert.ok(box.width <= 390 && box.width > 300, `the element fits the phone: ${box.width}`);
  await shot(page, "blog-phone");
  await page.locator("#b").evaluate((el) => {
    el.setAttribute("variant", "stackem");
    el.setAttribute("moves", "9-13 24-19 10-14 21-17 14x21 23-18 11-16 18-15 16x23 26x19 13-17 22x13");
    el.setAttribute("ply", "last");
  });
  await ready(page, "#b");
  assert.equal((await history(page, "#b")).length, 12);
  await page.locator("#b").scrollIntoViewIfNeeded();
  await shot(page, "stackem-phone");
  await page.close();
});

test("embed.html works in an iframe (the docs page's example)", async () => {
  const ctx = await launch();
  const page = await open(ctx, "docs.html");
  await page.locator("#example-iframe").scrollIntoViewIfNeeded();
  const frame = page.frameLocator("#example-iframe");
  await frame.locator("omni-draughts[data-ready]").waitFor();
  const el = frame.locator("omni-draughts");
  assert.equal(await el.evaluate((e) => e.history.length), 4, "ply=last");
  await frame.locator('button[data-action="first"]').click();
  assert.equal(await el.evaluate((e) => e.history.length), 0);
  await frame.locator('button[data-action="forward"]').click();
  assert.equal(await el.evaluate((e) => e.history.join(" ")), "11-15");
  // embed.html on its own, as a play board
  const solo = await open(ctx, "embed.html?variant=coast-to-coast");
  await ready(solo, "omni-draughts");
  assert.equal(await solo.locator('[role="gridcell"]').count(), 64);
  await shot(solo, "embed-html-coast");
  const bad = await open(ctx, "embed.html?variant=english&fen=nonsense");
  await bad.waitForSelector("omni-draughts[data-error]");
  // the engine's own words, in the page's language: which part of the FEN is wrong
  assert.match(await bad.locator(".od-error").textContent(), /bad FEN: the side to move 'nonsense' is not a colour of this game/);
  await Promise.all([page.close(), solo.close(), bad.close()]);
});

test("embed.html takes every attribute the docs list: a whole PDN in ?pdn= and a file's address in ?src=", async () => {
  const ctx = await launch();
  // the docs' table of attributes is the element's list, which embed.html passes on
  const docs = await open(ctx, "docs.html");
  const documented = await docs.locator("#attributes + .table-wrap tbody tr td:first-child code").allTextContents();
  const taken = await docs.evaluate(() => [...customElements.get("omni-draughts").observedAttributes]);
  assert.deepEqual([...documented].sort(), [...taken].sort());
  for (const query of [`pdn=${encodeURIComponent(SAMPLE_PDN)}`, "src=games/sample.pdn"]) {
    const page = await open(ctx, `embed.html?${query}`);
    await ready(page, "omni-draughts");
    const el = page.locator("omni-draughts");
    // the PDN's game (Russian, from its GameType), at its start, its moves and comment listed
    assert.equal(await el.locator('[role="gridcell"][data-square="c3"]').count(), 1, "Russian squares");
    assert.equal(await el.evaluate((e) => e.history.length), 0, query);
    assert.match(await el.locator(".od-tree").textContent(), /c3-d4.*a comment.*f6-g5.*d6-c5/s);
    await page.waitForFunction(() => document.title.startsWith("Russian draughts"));
    await page.locator('omni-draughts button[data-action="last"]').click();
    assert.deepEqual(await el.evaluate((e) => [...e.history]), ["c3-d4", "f6-g5", "b2-c3", "g7-f6"]);
    if (query.startsWith("src")) await shot(page, "embed-html-src");
    await page.close();
  }
  // a file that is not there: said in the board's place
  const missing = await open(ctx, "embed.html?src=games/none.pdn");
  await missing.waitForSelector("omni-draughts[data-error]");
  assert.match(await missing.locator(".od-error").textContent(), /games\/none\.pdn/);
  s.problems.splice(0, s.problems.length, ...s.problems.filter((p) => !p.includes("games/none.pdn")));
  await Promise.all([docs.close(), missing.close()]);
});

test("the docs page: every live example renders, the code shows this site's address", async () => {
  for (const [name, options] of [["desktop", {}], ["phone", PHONE]]) {
    const ctx = await launch(options);
    const page = await open(ctx, "docs.html");
    // loading="lazy": the annotated game far below the fold is not built until it comes near
    await ready(page, "#example-play");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    assert.equal(await page.locator("#example-pdn").getAttribute("data-ready"), null, "a lazy board out of sight is not built");
    await ready(page, "#example-pdn");
    for (const id of ["example-play", "example-view", "example-fen"]) {
      await ready(page, `#${id}`);
      const size = await page.locator(`#${id} canvas`).evaluate((c) => [c.width, c.height]);
      assert.ok(size[0] > 200 && size[0] === size[1], `${id}: the board is drawn (${size})`);
    }
    await page.locator("#example-bad").scrollIntoViewIfNeeded();
    await page.waitForSelector("#example-bad[data-error]");
    await page.locator("#example-iframe").scrollIntoViewIfNeeded();
    await page.frameLocator("#example-iframe").locator("omni-draughts[data-ready]").waitFor();
    const code = await page.locator("pre code").first().textContent();
    assert.ok(code.includes(`src="${s.origin}js/element.js"`), code);
    // the docs page is linked from the game page's Rules dialog
    await shot(page, `docs-${name}`);
    await shot(page, `docs-${name}-full`, true);
    await page.close();
  }
});

test("docs.html in every language: its texts translated, the code samples as they are, <html lang>, the examples and links in that language", async () => {
  const { DOCS_KEYS } = await import(join(DIST, "js", "i18n", "docs", "index.js"));
  const { LANGS } = await import(join(DIST, "js", "i18n", "index.js"));
  const ctx = await launch();
  const english = await open(ctx, "docs.html?lang=en");
  await english.waitForSelector("body.ready");
  assert.equal(await english.evaluate(() => document.documentElement.lang), "en");
  // the page's keys are the translations' keys
  const keys = await english.evaluate(() =>
    [...new Set([...document.querySelectorAll("*")].flatMap((el) => ["data-docs", "data-docs-content", "data-docs-aria-label", "data-docs-title"].map((a) => el.getAttribute(a)).filter((k) => k !== null)))],
  );
  assert.deepEqual(keys.sort(), [...DOCS_KEYS].sort());
  const codeOf = (page) => page.locator("pre").allTextContents();
  const englishCode = await codeOf(english);
  const englishTexts = await english.locator("[data-docs]").allTextContents();
  for (const lang of LANGS.filter((l) => l !== "en")) {
    const { DOCS } = await import(join(DIST, "js", "i18n", "docs", `${lang}.js`));
    const page = await open(ctx, `docs.html?lang=${lang}`);
    await page.waitForSelector("body.ready");
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
    assert.equal(await page.title(), DOCS.title);
    assert.equal((await page.locator("h1").textContent()).trim(), DOCS.heading);
    assert.equal(await page.locator('meta[name="description"]').getAttribute("content"), DOCS.description);
    // every text translated (none left as the English page has it), the code samples unchanged
    const texts = await page.locator("[data-docs]").allTextContents();
    const same = texts.filter((t, i) => t === englishTexts[i] && t.trim() !== "Offline"); // Dutch says "Offline" too
    assert.deepEqual(same, [], `${lang}: texts left in English`);
    assert.deepEqual(await codeOf(page), englishCode, `${lang}: the code samples`);
    assert.ok((await page.locator("#attributes + .table-wrap td code").allTextContents()).includes("pdn"), "the attributes' names stay");
    // the live examples speak the page's language; the links keep it
    await ready(page, "#example-play");
    const tr = await page.evaluate(async (l) => {
      const { translator } = await import("./js/i18n/index.js");
      return (await translator(l)).t("element.undo");
    }, lang);
    await page.waitForFunction((t) => document.querySelector("#example-play").shadowRoot.querySelector('[data-action="undo"]')?.textContent === t, tr);
    assert.match(await page.locator("header nav a").first().getAttribute("href"), new RegExp(`^index\\.html\\?lang=${lang}$`));
    assert.match(await page.locator("#example-iframe").getAttribute("src"), new RegExp(`&lang=${lang}$`));
    await page.frameLocator("#example-iframe").locator("omni-draughts[data-ready]").waitFor();
    assert.equal(await page.frameLocator("#example-iframe").locator("html").getAttribute("lang"), lang);
    if (lang === "ru") {
      await shot(page, "docs-ru-desktop");
      await page.locator("#attributes").scrollIntoViewIfNeeded();
      await shot(page, "docs-ru-attributes");
    }
    await page.close();
  }
  await english.close();
  // a reader whose saved language is Polish, following the game page's link: Polish
  const phone = await launch(PHONE);
  const game = await open(phone, "favicon.svg");
  await game.evaluate(() => localStorage.setItem("omnidraughts.language.v1", "pl"));
  const docs = await open(phone, "docs.html");
  await docs.waitForSelector("body.ready");
  assert.equal(await docs.evaluate(() => document.documentElement.lang), "pl");
  assert.equal((await docs.locator("h1").textContent()).trim(), "Plansza na twojej stronie");
  await shot(docs, "docs-pl-phone");
  await Promise.all([game.close(), docs.close()]);
});

test("the rules page draws the diagrams of every game; the game page links to it", async () => {
  const ctx = await launch();
  const page = await open(ctx, "rules.html");
  await page.waitForSelector("body.ready");
  const ids = wasm.variants().map((v) => v.id);
  for (const id of ids) {
    const section = page.locator(`section[data-variant="${id}"]`);
    const figures = section.locator("figure.diagram");
    assert.ok((await figures.count()) >= 2, `${id}: at least two diagrams`);
    // the engine's summary, a sentence a line
    const lines = await section.locator(".rules-summary li").allTextContents();
    assert.ok(lines.length >= 3, `${id}: ${lines.length} sentences`);
    assert.equal(lines.join(" "), wasm.variants().find((v) => v.id === id).rules);
  }
  // every diagram, as it comes into view, is drawn (and none fails)
  await drawEvery(page);
  await shot(page, "rules-desktop");
  // opened at one game
  const one = await open(ctx, "rules.html?variant=coronet");
  await one.waitForSelector("body.ready");
  assert.match(await one.title(), /Coronet/);
  await one.waitForSelector('section[data-variant="coronet"] figure.diagram[data-ready]');
  await shot(one, "rules-coronet-desktop");
  // the Rules dialog of the game page links to the rules of the game being played
  const game = await open(ctx, "index.html?variant=russian");
  await game.waitForSelector('body.ready [role="gridcell"]');
  await game.locator("#rules-open").click();
  assert.equal(await game.locator("#rules-more").getAttribute("href"), "rules.html?variant=russian#russian");
  await game.locator("#rules-more").click();
  await game.waitForSelector("body.ready");
  assert.match(await game.title(), /Russian/);
  await Promise.all([page.close(), one.close(), game.close()]);
  const phone = await launch(PHONE);
  const p = await open(phone, "rules.html?variant=stackem");
  await p.waitForSelector("body.ready");
  await p.waitForSelector('section[data-variant="stackem"] figure.diagram[data-ready]');
  await shot(p, "rules-stackem-phone");
  await p.close();
});

/** Per figure: drawn (data-ready, a canvas), failed (data-error), its board's box, near the viewport. */
const figureStates = (page) =>
  page.locator("figure.diagram").evaluateAll((figs) =>
    figs.map((f) => {
      const r = f.firstElementChild.getBoundingClientRect();
      return {
        caption: f.querySelector("figcaption").textContent,
        drawn: f.dataset.ready !== undefined && f.querySelector("canvas") !== null,
        error: f.dataset.error ?? null,
        width: r.width,
        height: r.height,
        far: r.top > 2 * innerHeight || r.bottom < -innerHeight,
      };
    }),
  );

/** Scrolls each diagram into view in turn; each must then be drawn, without error. */
async function drawEvery(page) {
  const n = await page.locator("figure.diagram").count();
  for (let i = 0; i < n; i++) {
    const fig = page.locator("figure.diagram").nth(i);
    await fig.scrollIntoViewIfNeeded();
    await fig.locator("canvas").waitFor({ timeout: 5000 });
    await page.waitForFunction((el) => el.dataset.ready !== undefined || el.dataset.error !== undefined, await fig.elementHandle());
  }
  const states = await figureStates(page);
  assert.deepEqual(states.filter((f) => f.error !== null), [], "no diagram fails");
  assert.equal(states.filter((f) => f.drawn).length, n, "every diagram is drawn once it has been seen");
}

test("rules page: diagrams are drawn when they come into view, in their final place; find-in-page and printing find them", async () => {
  const ctx = await launch({ viewport: { width: 1366, height: 768 } });
  const page = await open(ctx, "rules.html");
  await page.waitForSelector("body.ready");
  // the first screen's diagrams are drawn at once
  await page.waitForSelector('section[data-variant="english"] figure.diagram[data-ready]');
  const before = await figureStates(page);
  assert.ok(before.length >= 20, `${before.length} diagrams`);
  // those far below are not drawn yet, but hold their place: a square box as wide as a drawn one
  const far = before.filter((f) => f.far);
  assert.ok(far.length >= 15, `${far.length} diagrams far out of view`);
  assert.deepEqual(far.filter((f) => f.drawn).map((f) => f.caption), [], "no diagram far out of view is drawn");
  const drawnWidth = before.find((f) => f.drawn).width;
  for (const f of before) {
    assert.ok(Math.abs(f.width - drawnWidth) < 1 && Math.abs(f.height - f.width) < 1, `${f.caption}: a ${f.width}x${f.height} box`);
  }
  // drawing changes no box: the page does not move under the reader
  const heightBefore = await page.evaluate(() => document.documentElement.scrollHeight);
  // find-in-page: a caption far below is found, scrolled to, and its diagram drawn
  const last = far[far.length - 1].caption;
  assert.equal(await page.evaluate((text) => window.find(text), last), true);
  await page.waitForFunction((text) => [...document.querySelectorAll("figure.diagram")].some((f) => f.dataset.ready !== undefined && f.textContent.includes(text)), last);
  // printing: every diagram is drawn before the page is laid out for paper
  const untouched = (await figureStates(page)).filter((f) => !f.drawn).length;
  assert.ok(untouched > 5, `${untouched} diagrams still undrawn before printing`);
  await page.pdf();
  const printed = await figureStates(page);
  assert.deepEqual(printed.filter((f) => !f.drawn).map((f) => f.caption), [], "every diagram drawn for printing");
  // their canvases hold a board (not blank)
  const blank = await page.locator("figure.diagram canvas").evaluateAll((cs) =>
    cs.filter((c) => {
      const d = c.getContext("2d").getImageData(c.width / 2, c.height / 2, 1, 1).data;
      return d[3] === 0;
    }).length,
  );
  assert.equal(blank, 0, "no blank canvas");
  assert.equal(await page.evaluate(() => document.documentElement.scrollHeight), heightBefore);
  await ctx.close();
});

test("the web app manifest: Chromium reads it from every page, with its icons, and can install the site", async () => {
  const ctx = await launch();
  for (const path of ["index.html", "docs.html", "rules.html", "embed.html"]) {
    const page = await open(ctx, path);
    const cdp = await ctx.newCDPSession(page);
    const got = await cdp.send("Page.getAppManifest");
    assert.equal(got.url, `${s.origin}manifest.webmanifest`, path);
    assert.deepEqual(got.errors, [], `${path}: the manifest parses without errors`);
    const m = JSON.parse(got.data);
    assert.equal(m.display, "standalone");
    // its scope and start, as Chromium resolves them: this site's folder
    const id = await cdp.send("Page.getAppId");
    assert.equal(id.appId, s.origin, path);
    await cdp.detach();
    await page.close();
  }
  // installable: the manifest, its icons and the service worker (which takes over the page)
  const page = await open(ctx, "index.html");
  await page.waitForSelector('body.ready [role="gridcell"]');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const cdp = await ctx.newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  assert.deepEqual(installabilityErrors, [], "Chromium would offer to install the site");
  for (const icon of JSON.parse((await cdp.send("Page.getAppManifest")).data).icons) {
    const r = await page.request.get(new URL(icon.src, s.origin).href);
    assert.equal(r.status(), 200, icon.src);
  }
  await page.close();
});

test("offline: after a first visit the site opens and plays with the network off, the computer too; older caches are deleted", async () => {
  const ctx = await launch();
  // a cache left by an older version (made from a page that registers no worker)
  const first = await ctx.newPage();
  await first.goto(`${s.origin}favicon.svg`);
  await first.evaluate(() => caches.open("omnidraughts-0000000000000000").then((c) => c.put("old.txt", new Response("old"))));
  await first.close();
  const page = await open(ctx, "index.html");
  await page.waitForSelector('body.ready [role="gridcell"]');
  // the worker installs (precaching every built file) and takes over the page
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // the old version's cache is gone once the new worker is active
  await page.waitForFunction(() => caches.keys().then((k) => k.length === 1));
  const caches = await page.evaluate(() => caches.keys());
  assert.equal(caches.length, 1);
  assert.match(caches[0], /^omnidraughts-[0-9a-f]{16}$/);
  const version = readFileSync(join(DIST, "sw.js"), "utf8").match(/const VERSION = "([0-9a-f]+)"/)[1];
  assert.equal(caches[0], `omnidraughts-${version}`);
  await ctx.setOffline(true);
  await page.reload();
  await page.waitForSelector('body.ready [role="gridcell"]');
  await page.locator('[role="gridcell"][data-square="11"]').click();
  await page.locator('[role="gridcell"][data-square="15"]').click();
  assert.match(await page.locator("#moves").textContent(), /11-15/);
  // the computer too: its Web Worker's wasm, never fetched by a page, was precached
  await page.locator("#hint").click();
  await page.locator("#hint-text").waitFor({ state: "visible", timeout: 20000 });
  // another address of the site, never visited: from the cache too
  const rules = await open(ctx, "rules.html?variant=english");
  await rules.waitForSelector("body.ready");
  const docs = await open(ctx, "docs.html");
  await ready(docs, "#example-play");
  // the computer's worker asked for the endgame databases of the game it searched (not
  // precached: fetched when a game is first searched online); offline that fails and it
  // searches without them, as it should: those failures are the only ones allowed here
  const offlineDatabases = /^request failed: \S+\/egdb\/\S+ net::ERR_FAILED$/;
  for (let i = s.problems.length - 1; i >= 0; i--) if (offlineDatabases.test(s.problems[i])) s.problems.splice(i, 1);
  await ctx.setOffline(false);
  await Promise.all([page.close(), rules.close(), docs.close()]);
});
