// The rules page in the players' languages (rules.html, www/src/i18n/rules/):
// opened in Russian, every game's tagline, summary and captions are the
// Russian file's, its name the page's Russian name, the page's own texts are Russian, no English word is left,
// and every diagram is drawn; the language also comes from the saved setting
// and from the browser's. Screenshots: tests/e2e/screenshots/rules-i18n-*.png.
//
//   npm run build && node --test tests/e2e/rules-i18n.test.mjs

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DIST, LAPTOP, PHONE, SHOTS, Session, wasm } from "./harness.mjs";

const s = new Session("rules-i18n");
before(() => s.start());
after(() => s.stop());

const load = (path) => import(join(DIST, "js", path));
const { RULES: RU } = await load("i18n/rules/ru.js");
const { RULES: PL } = await load("i18n/rules/pl.js");
const { ru } = await load("i18n/ru.js");
const { pl: plMessages } = await load("i18n/pl.js");
const { ptBR } = await load("i18n/pt-BR.js");
const { sentences } = await load("i18n/rules/index.js");
const { LANG_KEY } = await load("site/saved.js");
const ids = wasm.variants().map((v) => v.id);

/** `path` of the site in a new page of `ctx`, once its rules are written. */
async function open(ctx, path) {
  const page = s.watch(await ctx.newPage());
  await page.goto(`${s.origin}${path}`);
  await page.waitForSelector("body.ready");
  return page;
}

async function shot(page, name, fullPage = false) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(SHOTS, `rules-i18n-${name}.png`), fullPage });
}

/** Scrolls each diagram into view in turn: each is then drawn (a canvas, data-ready), none fails. */
async function drawEvery(page) {
  const figs = page.locator("figure.diagram");
  const n = await figs.count();
  for (let i = 0; i < n; i++) {
    await figs.nth(i).scrollIntoViewIfNeeded();
    await figs.nth(i).locator("canvas").waitFor({ timeout: 5000 });
  }
  const states = await figs.evaluateAll((all) => all.map((f) => ({ ready: f.dataset.ready !== undefined, error: f.dataset.error ?? null })));
  assert.deepEqual(states.filter((f) => f.error !== null), [], "no diagram fails");
  assert.equal(states.filter((f) => f.ready).length, n, "every diagram is drawn");
  return n;
}

/**
 * The Latin-script words of the page's visible text and labels that are not
 * names (games, publishers, the site) or notation: English left untranslated.
 * A diagram is one image to assistive technology (role="img", its caption as
 * its label); the board view's own labels inside it are not read, and not counted.
 */
const NAMES = new Set(["omnidraughts", "Coronet", "Coast-to-Coast", "Stack'Em", "Cheskers", "KING", "ME", "King", "Me", "Winning", "Moves", "Queen's", "Courtesy", "dama", "italiana"]);
async function latinWords(page) {
  const texts = await page.evaluate(() => [
    document.title,
    document.body.innerText,
    ...[...document.querySelectorAll("[aria-label]")].filter((el) => el.parentElement?.closest('[role="img"]') == null).map((el) => el.getAttribute("aria-label")),
  ]);
  const words = texts.join(" ").match(/(?<![\p{L}\p{N}])[A-Za-z][A-Za-z'-]*/gu) ?? [];
  return [...new Set(words.filter((w) => !NAMES.has(w) && !/^[a-h]$/.test(w)))];
}

test("rules.html?lang=ru: every game's texts in Russian, the page's own texts too, and every diagram drawn", async () => {
  const ctx = await s.launch(LAPTOP);
  const page = await open(ctx, "rules.html?lang=ru&variant=russian");
  assert.equal(await page.getAttribute("html", "lang"), "ru");
  assert.equal(await page.title(), `Правила: ${ru["variant.russian"]} — omnidraughts`);
  assert.equal(await page.locator("h1").textContent(), ru["rules-page.heading"]);
  assert.equal(await page.locator(".lead").textContent(), ru["rules-page.lead"]);
  assert.deepEqual(await page.locator("header nav a").allTextContents(), [ru["site.play"], ru["site.learn"], ru["site.rules"], ru["site.docs"]]);
  assert.deepEqual(await page.locator("header nav a").evaluateAll((as) => as.map((a) => a.getAttribute("href"))), ["index.html?lang=ru", "learn.html?lang=ru", "rules.html?lang=ru", "docs.html?lang=ru"]);
  assert.equal(await page.locator("#rules-nav").getAttribute("aria-label"), ru["rules-page.games"]);
  // opened at the game asked for
  const top = await page.locator("section#russian h2").evaluate((h) => h.getBoundingClientRect().top);
  assert.ok(top >= -2 && top < 200, `the Russian draughts section is at the top of the window (${top})`);
  await shot(page, "ru-russian-laptop");
  assert.deepEqual(await page.locator("#rules-nav a").allTextContents(), ids.map((id) => ru[`variant.${id}`]));
  for (const id of ids) {
    const section = page.locator(`section[data-variant="${id}"]`);
    assert.equal(await section.locator("h2").textContent(), ru[`variant.${id}`]);
    assert.equal(await section.locator(".tagline").textContent(), RU[id].tagline);
    const lines = await section.locator(".rules-summary li").allTextContents();
    assert.deepEqual(lines, sentences(RU[id].summary), `${id}: the summary, a sentence a line`);
    assert.equal(lines.join(" "), RU[id].summary);
    assert.ok(lines.length >= 3, `${id}: ${lines.length} sentences`);
    assert.deepEqual(await section.locator("figcaption").allTextContents(), [...RU[id].captions], `${id}: the captions`);
    const labels = await section.locator("figure.diagram .board").evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")));
    assert.deepEqual(labels, RU[id].captions.map((c) => `Диаграмма: ${c}`), `${id}: the diagrams' labels`);
    const play = section.locator(".play-link a").first();
    assert.equal(await play.textContent(), `Сыграть: ${ru[`variant.${id}`]} →`);
    assert.equal(await play.getAttribute("href"), `index.html?variant=${id}&lang=ru`, "the game page opens in Russian too");
    const learn = section.locator(".play-link a").nth(1);
    assert.equal(await learn.textContent(), `Учиться, играя: ${ru[`variant.${id}`]} →`);
    assert.equal(await learn.getAttribute("href"), `learn.html?variant=${id}&lang=ru`, "the Learn page too");
  }
  assert.equal(await drawEvery(page), ids.reduce((n, id) => n + RU[id].captions.length, 0), "a diagram per caption");
  assert.deepEqual(await latinWords(page), [], "no English left on the page");
  await page.evaluate(() => scrollTo(0, 0));
  await shot(page, "ru-top-laptop");
  await page.close();
});

test("rules.html in Russian on a phone: the Stack'Em section, its diagrams drawn", async () => {
  const ctx = await s.launch(PHONE);
  const page = await open(ctx, "rules.html?lang=ru&variant=stackem");
  await page.waitForSelector('section[data-variant="stackem"] figure.diagram[data-ready]');
  assert.equal(await page.locator("section#stackem .tagline").textContent(), RU.stackem.tagline);
  // nothing wider than the phone's screen
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  assert.ok(wide <= 0, `the page is ${wide}px wider than the screen`);
  await shot(page, "ru-stackem-phone");
  await page.evaluate(() => document.getElementById("russian")?.scrollIntoView());
  await page.waitForSelector('section[data-variant="russian"] figure.diagram[data-ready]');
  await shot(page, "ru-russian-phone");
  await page.evaluate(() => scrollTo(0, 0));
  await shot(page, "ru-top-phone");
  await page.close();
});

test("the rules' language without ?lang=: the saved setting, else the browser's; English otherwise", async () => {
  // the setting chosen on the game page
  const saved = await s.launch(LAPTOP);
  await saved.addInitScript(([key]) => localStorage.setItem(key, "pl"), [LANG_KEY]);
  const pl = await open(saved, "rules.html?variant=polish");
  assert.equal(await pl.getAttribute("html", "lang"), "pl");
  assert.equal(await pl.locator("section#polish h2").textContent(), plMessages["variant.polish"]);
  assert.equal(await pl.locator("section#polish .tagline").textContent(), PL.polish.tagline);
  await pl.close();
  // a Brazilian browser
  const br = await s.launch({ ...LAPTOP, locale: "pt-BR" });
  const pt = await open(br, "rules.html");
  assert.equal(await pt.getAttribute("html", "lang"), "pt-BR");
  assert.deepEqual(await pt.locator("#rules-nav a").allTextContents(), ids.map((id) => ptBR[`variant.${id}`]));
  await pt.close();
  // an English one: the engine's own names and summaries
  const en = await open(s.context, "rules.html?lang=en");
  assert.equal(await en.getAttribute("html", "lang"), "en");
  for (const v of wasm.variants()) {
    assert.equal(await en.locator(`section#${v.id} h2`).textContent(), v.name);
    assert.equal((await en.locator(`section#${v.id} .rules-summary li`).allTextContents()).join(" "), v.rules);
  }
  await en.close();
});

test("the game page's Rules dialog gives the game's rules in the page's language", async () => {
  const page = await s.open("index.html?lang=ru&variant=russian");
  await page.locator("#rules-open").click();
  await page.locator("#rules-dialog").waitFor({ state: "visible" });
  assert.equal(await page.locator("#rules-text").textContent(), RU.russian.summary);
  assert.match(await page.locator("#rules-more").getAttribute("href"), /^rules\.html\?variant=russian/);
  await shot(page, "ru-game-rules-dialog");
  await page.close();
});
