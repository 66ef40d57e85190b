// Accessibility: axe-core (npm devDependency, injected from node_modules) over
// every page of the built site (dist/) in headless Chromium: the game page in
// the light and dark colour schemes and both palettes (Settings → Colours), at
// laptop and phone sizes, with a game in progress and one ended, with each of
// its dialogs and panels open; the rules, docs and embed pages. Any violation
// fails, listed with the elements concerned.
//
//   npm run build && node --test tests/e2e/a11y.test.mjs
//
// The rules run: every WCAG 2.0, 2.1 and 2.2 A and AA rule (target-size, which
// axe leaves off by default, included) and the best-practice rules axe runs by
// default. None is left out.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { cell, mirror, PHONE, Session, SHOTS } from "./harness.mjs";

const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];
const SIZES = {
  laptop: { viewport: { width: 1366, height: 768 } },
  phone: PHONE,
};
const SCHEMES = ["light", "dark"];
const PALETTES = ["standard", "colour-blind"];

const s = new Session("a11y");
before(() => s.start());
after(() => s.stop());

/**
 * A browser of `size`; the pages' Content-Security-Policy (script-src 'self')
 * would refuse axe's inline <script>, so this browser does not apply it.
 */
const browser = (size) => s.launch({ ...SIZES[size], bypassCSP: true });

async function shot(page, name) {
  mkdirSync(SHOTS, { recursive: true });
  await settle(page);
  await page.screenshot({ path: join(SHOTS, `a11y-${name}.png`) });
}

/** axe's violations on the page as it is now, one line per rule and element, prefixed by `where`. */
async function audit(page, where) {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async (tags) => {
    const r = await window.axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return r.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}: ${n.failureSummary.replace(/\s+/g, " ")}`));
  }, TAGS);
  return violations.map((v) => `${where}: ${v}`);
}

/** Waits until the colours have settled: no CSS transition under way (a button's background fades in 0.12 s). */
async function settle(page) {
  await page.evaluate(async () => {
    await new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
    // the document's, and those in the <omni-draughts> elements' shadow roots
    const roots = [document, ...[...document.querySelectorAll("*")].flatMap((el) => (el.shadowRoot === null ? [] : [el.shadowRoot]))];
    const fading = roots.flatMap((r) => r.getAnimations()).filter((a) => a instanceof CSSTransition);
    await Promise.all(fading.map((a) => a.finished.catch(() => {})));
  });
}

/** Sets the colour scheme and the palette (by the Settings select, as a user would). */
async function look(page, scheme, palette) {
  await page.emulateMedia({ colorScheme: scheme });
  await page.locator("#colours").selectOption(palette);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.colours ?? "standard"), palette);
}

/**
 * The audit in every scheme and palette, with what `show` opens (a dialog:
 * the Colours select cannot be reached while it is open, so it is opened
 * after the look is set and closed by `hide`).
 */
async function everyLook(page, where, show = async () => {}, hide = async () => {}) {
  const found = [];
  for (const scheme of SCHEMES) {
    for (const palette of PALETTES) {
      await look(page, scheme, palette);
      await show();
      await settle(page);
      found.push(...(await audit(page, `${where}, ${scheme}, ${palette}`)));
      await hide();
    }
  }
  await look(page, "light", "standard");
  return found;
}


/** Plays simple moves ("11-15") by clicking their squares. */
async function play(page, moves) {
  for (const m of moves) {
    const [from, to] = m.split(/[-x]/);
    await cell(page, from).click();
    await cell(page, to).click();
  }
  await page.waitForFunction((n) => document.querySelectorAll("#moves .move").length >= n, moves.length);
}

const MOVES = ["11-15", "23-19", "8-11", "22-17", "9-13"];

test("axe: the game page, a game in progress and one ended, light and dark, both palettes, laptop and phone", async () => {
  const found = [];
  for (const size of Object.keys(SIZES)) {
    const page = await s.open("?variant=english", await browser(size));
    await play(page, MOVES);
    // a hint and the evaluation shown
    await page.locator("#hint").click();
    await page.locator("#hint-text").waitFor({ state: "visible" });
    await page.locator("#eval").waitFor({ state: "visible" });
    found.push(...(await everyLook(page, `${size}, in progress`)));
    await page.emulateMedia({ colorScheme: "dark" });
    await shot(page, `${size}-dark-in-progress`);
    await page.locator("#colours").selectOption("colour-blind");
    await shot(page, `${size}-dark-colour-blind`);
    await look(page, "light", "standard");
    // an earlier position shown from the move list
    await page.locator("#nav-back").click();
    await page.locator("#viewing").waitFor({ state: "visible" });
    found.push(...(await everyLook(page, `${size}, an earlier position`)));
    await page.locator("#viewing-back").click();
    // ended: resigned
    await page.locator("#resign").click();
    await page.locator("#resign").click();
    await page.locator("#result").waitFor({ state: "visible" });
    found.push(...(await everyLook(page, `${size}, ended`)));
    await page.emulateMedia({ colorScheme: "dark" });
    await shot(page, `${size}-dark-ended`);
    await page.close();
  }
  assert.deepEqual(found, []);
});

/** The audit in every look with a dialog or panel opened by clicking `opener`, closed by `closer` (or Esc). */
function withOpen(page, where, opener, shown, closer = null) {
  return everyLook(
    page,
    where,
    async () => {
      await page.locator(opener).click();
      await page.locator(shown).waitFor({ state: "visible" });
    },
    async () => {
      if (closer === null) await page.keyboard.press("Escape");
      else await page.locator(closer).click();
      await page.locator(shown).waitFor({ state: "hidden" });
    },
  );
}

test("axe: the game page's dialogs and panels, light and dark, both palettes, laptop and phone", async () => {
  const found = [];
  for (const size of Object.keys(SIZES)) {
    const ctx = await browser(size);
    const page = await s.open("?variant=english", ctx);
    await play(page, MOVES.slice(0, 2));
    found.push(...(await withOpen(page, `${size}, Rules`, "#rules-open", "#rules-dialog")));
    // New game, with the computer's choices shown
    found.push(
      ...(await everyLook(
        page,
        `${size}, New game`,
        async () => {
          await page.locator("#new-game").click();
          await page.locator("#new-game-dialog").waitFor({ state: "visible" });
          await page.locator("#ng-opponent-computer").check();
        },
        () => page.locator("#ng-cancel").click(),
      )),
    );
    found.push(...(await withOpen(page, `${size}, PDN / FEN`, "#record-open", "#record-dialog", "#record-close")));
    found.push(...(await withOpen(page, `${size}, Share link`, "#share", "#share-box", "#share-close")));
    found.push(...(await withOpen(page, `${size}, draw offered`, "#offer-draw", "#draw-offer", "#decline-draw")));
    found.push(...(await withOpen(page, `${size}, the position editor`, "#edit-open", "#editor", "#editor-cancel")));
    // an address naming another game keeps this one aside: a notice, and the record dialog offers it
    await page.goto(new URL("?variant=russian", s.origin).href);
    await page.locator("#notice-action").waitFor({ state: "visible" });
    found.push(...(await everyLook(page, `${size}, a game kept aside`)));
    found.push(...(await withOpen(page, `${size}, PDN / FEN with a game kept aside`, "#record-open", "#other-game", "#record-close")));
    await page.close();

    // against the computer: the players' names, the computer's move marked, the evaluation
    const vs = await s.open("?variant=english&vs=computer&you=white&level=1&seed=1", ctx);
    await vs.locator("#players").waitFor({ state: "visible" });
    await vs.waitForFunction(() => document.querySelectorAll("#moves .move").length >= 1);
    found.push(...(await everyLook(vs, `${size}, against the computer`)));
    await vs.close();

    // Cheskers: a man reaching the last row asks what it becomes
    const fen = "W:Wc7,Ka1:BKh6";
    const g = mirror([], "cheskers", fen);
    assert.ok(g.state().moves.some((m) => m.path.join(" ") === "c7 d8" && m.promotion === "camel"));
    g.free();
    const ch = await s.open(`?variant=cheskers&fen=${encodeURIComponent(fen)}`, ctx);
    found.push(
      ...(await everyLook(
        ch,
        `${size}, Cheskers promotion`,
        async () => {
          await cell(ch, "c7").click();
          await cell(ch, "d8").click();
          await ch.locator("#promotion-dialog").waitFor({ state: "visible" });
        },
        async () => {
          await ch.keyboard.press("Escape");
          await ch.locator("#promotion-dialog").waitFor({ state: "hidden" });
        },
      )),
    );
    await ch.close();

    // Coast-to-Coast: the borne-off panel; a position that cannot be read: the notice
    const coast = await s.open("?variant=coast-to-coast", ctx);
    await coast.locator("#borne-off").waitFor({ state: "visible" });
    found.push(...(await everyLook(coast, `${size}, Coast-to-Coast`)));
    await coast.close();
    const bad = await s.open("?variant=international&fen=W:W99:B1", ctx);
    await bad.locator("#notice").waitFor({ state: "visible" });
    found.push(...(await everyLook(bad, `${size}, notice`)));
    await bad.close();
  }
  assert.deepEqual(found, []);
});

test("axe: rules.html (in English and Russian), learn.html (lessons and puzzles), docs.html and embed.html, light and dark, laptop and phone", async () => {
  const found = [];
  for (const size of Object.keys(SIZES)) {
    const ctx = await browser(size);
    for (const [path, ready] of [
      ["rules.html", "body.ready"],
      ["rules.html?lang=ru", "body.ready"],
      ["learn.html?variant=coronet&mode=lessons", 'body.ready [role="gridcell"]'],
      ["learn.html?variant=polish&mode=puzzles&lang=pl", 'body.ready [role="gridcell"]'],
      ["docs.html", "#example-play[data-ready]"],
      ["embed.html?variant=russian&moves=c3-d4%20f6-g5&mode=view", "omni-draughts[data-ready]"],
    ]) {
      const page = s.watch(await ctx.newPage());
      await page.goto(new URL(path, s.origin).href);
      await page.waitForSelector(ready);
      for (const scheme of SCHEMES) {
        await page.emulateMedia({ colorScheme: scheme });
        await settle(page);
        found.push(...(await audit(page, `${size}, ${path}, ${scheme}`)));
      }
      const name = path.replace(/\.html\?lang=/, "-").replace(/\.html\?variant=(\w+)&mode=(\w+).*/, "-$1-$2").replace(/\.html.*/, "");
      await shot(page, `${size}-dark-${name}`);
      await page.close();
    }
  }
  assert.deepEqual(found, []);
});
