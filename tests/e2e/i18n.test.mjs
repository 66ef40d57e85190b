// End-to-end tests of the page's languages (issue 16): the page in each language walked through
// every dialog, menu and panel, with no text left in English (every visible text, aria-label,
// title and option collected and checked against English's messages; in Russian also for any
// Latin-letter word that is not notation or a name); ?lang= with a best match (pt: pt-BR); the Language setting kept across
// visits; the browser's language followed; the <omni-draughts> element following its lang
// attribute, else the page's; screenshots of the page in Russian and Portuguese (Brazil) on a
// laptop and a phone (tests/e2e/screenshots/i18n-*.png), with no text overflowing a button.
//
//   npm run build && node --test tests/e2e/i18n.test.mjs
//
// Serving, browsers and problem watching: tests/e2e/harness.mjs.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { cell, DIST, LAPTOP, PHONE, Session, SHOTS, text } from "./harness.mjs";

const LANGS = ["ru", "it", "nl", "fr", "pl", "pt-BR"];
/**
 * The languages walked (and screenshot): by `npm test` Russian (Cyrillic, three plural forms)
 * and Portuguese (the longest texts), the others' tables being checked key by key in
 * tests/unit/i18n.test.mjs; every one by `npm run test:long` (OMNI_LONG=1).
 */
const WALKED = process.env.OMNI_LONG === "1" ? LANGS : ["ru", "pt-BR"];
const table = async (lang) => Object.values(await import(pathToFileURL(join(DIST, "js", "i18n", `${lang}.js`)).href))[0];
const en = await table("en");
const TABLES = Object.fromEntries(await Promise.all(LANGS.map(async (l) => [l, await table(l)])));

const s = new Session("i18n");
before(() => s.start());
after(() => s.stop());

async function shot(page, name) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `i18n-${name}.png`), fullPage: true });
}

/**
 * Every English message (each plural form) that `lang` words otherwise (names such as
 * "Coronet" or "PDN / FEN" stay as they are), with its placeholders as wildcards.
 */
const forms = (m) => (typeof m === "string" ? [m] : Object.values(m));
const englishOf = (lang) =>
  Object.entries(en)
    .flatMap(([k, m]) => forms(m).filter((f) => !forms(TABLES[lang][k]).includes(f)))
    .filter((m) => m.replace(/\{\w+\}/g, "").trim().length > 3)
    .map((m) => new RegExp(`^${m.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{\w+\\?\}/g, ".*")}$`));

/**
 * Latin-letter words a translated page may show: names (of the site, of games that keep their
 * English name, of rules bodies and sites), notation and file formats, key names.
 */
const ALLOWED = new Set(
  [
    "omnidraughts", "lidraughts", "FMJD", "Fischer", "Coronet", "Coast-to-Coast", "Coast", "to", "Stack'Em", "Stack", "Em", "Cheskers", "checkers",
    "PDN", "FEN", "pdn", "Home", "End", "Tab", "Enter", "Esc", "Ctrl", "WebAssembly", "http", "KB", "min",
    // the Language setting names each language in itself
    "English", "Italiano", "Nederlands", "Français", "Polski", "Português", "Brasil",
  ].map((w) => w.toLowerCase()),
);

/** The words of `t` in Latin letters that are not notation (c3, 22x15, a1-h8) nor allowed. */
function latinWords(t) {
  return (t.match(/\p{Script=Latin}[\p{Script=Latin}'-]*\p{Script=Latin}|\p{Script=Latin}/gu) ?? []).filter((w) => {
    // files, the capture sign, s and h of times, PDN's promotion suffix (c7-d8=K)
    if (/^[a-h]$/i.test(w) || /^x$/i.test(w) || /^[sh]$/.test(w) || new RegExp(`=${w}\\b`).test(t)) return false;
    return !ALLOWED.has(w.toLowerCase()) && !w.split(/['-]/).every((p) => ALLOWED.has(p.toLowerCase()));
  });
}

/** Every text a person can see or hear on the page now: visible text, aria-labels, titles, options, placeholders. */
async function visibleTexts(page) {
  return page.evaluate(() => {
    const out = new Set();
    const shown = (el) => {
      if (!(el instanceof HTMLElement)) return false;
      if (el.closest("[hidden], [aria-hidden='true']") !== null && !el.closest("dialog[open]")) return el.checkVisibility?.() ?? false;
      return el.checkVisibility?.({ checkVisibilityCSS: true }) ?? el.offsetParent !== null;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n !== null; n = walker.nextNode()) {
      const t = n.textContent?.trim() ?? "";
      const el = n.parentElement;
      if (t !== "" && el !== null && el.tagName !== "SCRIPT" && el.tagName !== "STYLE" && el.tagName !== "NOSCRIPT" && shown(el)) out.add(t);
    }
    for (const el of document.querySelectorAll("[aria-label], [title], [placeholder], option")) {
      if (el.tagName === "OPTION" ? !shown(el.closest("select")) : !shown(el)) continue;
      for (const a of ["aria-label", "title", "placeholder"]) {
        const v = el.getAttribute(a);
        if (v !== null && v.trim() !== "") out.add(v.trim());
      }
      if (el.tagName === "OPTION") out.add(el.textContent.trim());
    }
    out.add(document.title);
    return [...out];
  });
}

/**
 * Texts that are English on the page in `lang`: an English message (one `lang` words
 * otherwise); in Russian also any Latin-letter word other than notation and names.
 */
function english(lang, english, texts, where) {
  const bad = [];
  for (const t of texts) {
    if (/^[\d.\s]+$/.test(t)) continue;
    if (english.some((re) => re.test(t))) bad.push(`${lang}, ${where}: an English message: "${t}"`);
    else if (lang === "ru" && latinWords(t).length > 0) bad.push(`${lang}, ${where}: Latin-letter words ${JSON.stringify(latinWords(t))} in "${t}"`);
  }
  return bad;
}

for (const lang of WALKED) {
test(`the page in ${lang}: every dialog, menu and panel walked, and no English left`, async () => {
  const ru = lang === "ru";
  const ENGLISH = englishOf(lang);
  const page = await s.open(`?lang=${lang}&variant=russian`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
  assert.ok((await page.title()).startsWith(TABLES[lang]["variant.russian"]));
  if (ru) assert.equal(await text(page, "#status"), "Ход: Белые");
  const bad = [];
  const check = async (where) => bad.push(...english(lang, ENGLISH, await visibleTexts(page), where));
  await check("the page");

  // a selected piece, an illegal click (the engine's explanation), a move played
  await cell(page, "c3").click();
  if (ru) assert.match(await text(page, "#status"), /^Выбрано поле c3: ход на b4 или d4\.$/);
  await check("a piece selected");
  await cell(page, "c3").click();
  await cell(page, "c3").click();
  await cell(page, "c5").click();
  await check("an illegal click");
  await page.keyboard.press("Escape");
  if ((await cell(page, "c3").getAttribute("aria-selected")) !== "true") await cell(page, "c3").click();
  await cell(page, "d4").click();
  await page.waitForFunction(() => document.querySelectorAll("#moves .move").length === 1);
  await check("a move played");

  // the rules dialog
  await page.locator("#rules-open").click();
  await page.locator("#rules-dialog").waitFor({ state: "visible" });
  await check("the rules dialog");
  await page.locator("#rules-close").click();

  // New game: every choice shown
  await page.locator("#new-game").click();
  await page.locator("#new-game-dialog").waitFor({ state: "visible" });
  await page.locator("#ng-opponent-computer").check();
  await page.locator("#ng-clock").selectOption("fischer");
  await check("New game, against the computer, Fischer");
  await page.locator("#ng-clock").selectOption("move");
  await check("New game, a time per move");
  await page.locator("#ng-cancel").click();

  // the records dialog, with a bad PDN and a bad FEN refused
  await page.locator("#record-open").click();
  await page.locator("#record-dialog").waitFor({ state: "visible" });
  await check("PDN / FEN");
  await page.locator("#pdn-text").fill("");
  await page.locator("#pdn-open").click();
  await check("PDN / FEN, nothing pasted");
  await page.locator("#record-close").click();

  // share, hint, evaluation, offer a draw, resign (armed)
  await page.locator("#share").click();
  await page.locator("#share-box").waitFor({ state: "visible" });
  await check("the share box");
  await page.locator("#share-close").click();
  await page.locator("#hint").click();
  await page.locator("#hint-text").waitFor({ state: "visible" });
  await page.locator("#eval-toggle").check();
  await page.waitForFunction(() => !/…/.test(document.querySelector("#eval-words")?.textContent ?? "…"));
  await check("hint and evaluation");
  // the evaluation's tooltip names the sides in the case its sentence wants ("Белые стоят лучше", not "у Белые")
  if (ru) assert.match((await page.locator("#eval").getAttribute("title")) ?? "", /^В шашках, для стороны «Белые» \(\+: Белые стоят лучше, −: Чёрные стоят лучше\); глубина поиска \d+ полуход/);
  await page.locator("#offer-draw").click();
  await page.locator("#draw-offer").waitFor({ state: "visible" });
  await check("a draw offered");
  await page.locator("#decline-draw").click();
  await page.locator("#resign").click();
  assert.equal(await text(page, "#resign"), TABLES[lang]["controls.resign-confirm"]);
  await check("resign armed");
  await page.locator("#resign").click();
  await page.locator("#result").waitFor({ state: "visible" });
  if (ru) assert.equal(await text(page, "#result-title"), "Белые выиграли");
  if (ru) assert.equal(await text(page, "#result-text"), "Чёрные сдались.");
  await check("the game over");

  // stepping back through the moves
  await page.locator("#nav-first").click();
  await page.locator("#viewing").waitFor({ state: "visible" });
  await check("an earlier position");
  await page.locator("#viewing-back").click();

  // the position editor
  await page.locator("#edit-open").click();
  await page.locator("#editor").waitFor({ state: "visible" });
  await page.locator("#editor-clear").click();
  await check("the editor, the board cleared");
  await page.locator("#editor-cancel").click();

  // a game with clocks (minutes and an increment): the clocks and their time control
  await page.locator("#new-game").click();
  await page.locator("#ng-clock").selectOption("fischer");
  await page.locator("#ng-start").click();
  await page.locator("#clocks").waitFor({ state: "visible" });
  if (ru) assert.equal(await text(page, "#clock-control"), "5 мин + 3 с за ход");
  await check("a game with clocks");
  await page.close();

  // Coast-to-Coast: the pieces borne off, the homes on the board's labels
  const coast = await s.open(`?lang=${lang}&variant=coast-to-coast`);
  await coast.locator("#borne-off").waitFor({ state: "visible" });
  bad.push(...english(lang, ENGLISH, await visibleTexts(coast), "Coast-to-Coast"));
  await coast.close();

  // a promotion asked (Cheskers), a clock running, a game where a capture is compulsory
  const promo = await s.open(`?lang=${lang}&variant=cheskers&fen=${encodeURIComponent("W:Wc7,Ka1:BKh6")}`);
  await cell(promo, "c7").click();
  await cell(promo, "d8").click();
  await promo.locator("#promotion-dialog").waitFor({ state: "visible" });
  assert.deepEqual(await promo.locator("#promotion-options button").allTextContents(), ["piece.king", "piece.bishop", "piece.camel"].map((k) => TABLES[lang][k]));
  bad.push(...english(lang, ENGLISH, await visibleTexts(promo), "the promotion dialog"));
  await promo.keyboard.press("Escape");
  await promo.close();
  const capture = await s.open(`?lang=${lang}&variant=russian&fen=${encodeURIComponent("W:Wc3,e3:Bd4,h8")}`);
  if (ru) assert.match(await text(capture, "#status"), /^Ход: Белые \(бить обязательно\)$/);
  await cell(capture, "e3").click();
  await cell(capture, "e3").click();
  await cell(capture, "a1").click();
  bad.push(...english(lang, ENGLISH, await visibleTexts(capture), "a capture compulsory"));
  await capture.close();

  assert.deepEqual(bad, []);
});
}

test("?lang= finds the best match (pt: pt-BR); an unknown one falls back; the setting is kept", async () => {
  const ctx = await s.launch();
  const pt = await s.open("?lang=pt", ctx);
  assert.equal(await pt.evaluate(() => document.documentElement.lang), "pt-BR");
  assert.equal(await pt.locator("#language").inputValue(), "pt-BR");
  assert.equal(await text(pt, "#new-game"), "Nova partida");
  // the setting: the page reloads in Polish, and a later visit without ?lang= stays Polish
  await Promise.all([pt.waitForEvent("load"), pt.locator("#language").selectOption("pl")]);
  await pt.waitForSelector('body.ready [role="gridcell"]');
  assert.equal(await pt.evaluate(() => document.documentElement.lang), "pl");
  assert.match(pt.url(), /lang=pl/, "the address's ?lang= follows the choice");
  assert.equal(await text(pt, "#new-game"), "Nowa partia");
  await pt.close();
  const again = await s.open("", ctx, { keep: true });
  assert.equal(await again.evaluate(() => document.documentElement.lang), "pl");
  assert.equal(await again.evaluate(() => localStorage.getItem("omnidraughts.language.v1")), "pl");
  await again.close();
  // an address's language the page does not have: the setting still holds
  const unknown = await s.open("?lang=xx", ctx, { keep: true });
  assert.equal(await unknown.evaluate(() => document.documentElement.lang), "pl");
  await unknown.close();
  await ctx.close();
});

test("the browser's language is followed when nothing else says (nl-BE: Dutch); else English", async () => {
  const nl = await s.launch({ locale: "nl-BE" });
  const page = await s.open("", nl);
  assert.equal(await page.evaluate(() => document.documentElement.lang), "nl");
  assert.equal(await text(page, "#status"), "Zwart aan zet");
  await nl.close();
  const de = await s.launch({ locale: "de-DE" });
  const page2 = await s.open("", de);
  assert.equal(await page2.evaluate(() => document.documentElement.lang), "en");
  assert.equal(await text(page2, "#status"), "Black to move");
  await de.close();
});

test("Russian and Polish plurals on the page: 1, 2, 5 and 21 moves", async () => {
  const ctx = await s.launch();
  for (const [lang, forms] of [
    ["ru", ["1 ход", "2 хода", "5 ходов", "21 ход"]],
    ["pl", ["1 ruch", "2 ruchy", "5 ruchów", "21 ruchów"]],
  ]) {
    const page = await s.open(`?lang=${lang}`, ctx);
    const said = await page.evaluate(async () => {
      const { pageTranslator } = await import("./js/i18n/index.js");
      return [1, 2, 5, 21].map((n) => pageTranslator().t("moves.count", { n }));
    });
    assert.deepEqual(said, forms, lang);
    await page.close();
  }
  await ctx.close();
});

test("the <omni-draughts> element follows its lang attribute, else the page's", async () => {
  const page = s.watch(await s.context.newPage());
  await page.goto(new URL("embed.html?variant=russian&lang=ru", s.origin).href);
  const el = page.locator("omni-draughts");
  await el.locator(".od-status").waitFor();
  assert.equal(await el.locator(".od-status").textContent(), "Ход: Белые");
  assert.equal(await page.evaluate(() => document.documentElement.lang), "ru");
  assert.equal(await el.locator('[data-action="undo"]').textContent(), "Отменить");
  assert.match(await page.title(), /^Русские шашки — доска omnidraughts$/);
  // another element without lang, in a page whose <html lang> is Italian: Italian
  await page.evaluate(() => {
    document.documentElement.lang = "it";
    const other = document.createElement("omni-draughts");
    other.id = "second";
    other.setAttribute("variant", "italian");
    document.body.append(other);
  });
  const second = page.locator("#second");
  await second.locator(".od-status").waitFor();
  assert.equal(await second.locator(".od-status").textContent(), "Muove Bianco");
  // its lang changed: it is built again in that language
  await page.evaluate(() => document.querySelector("#second").setAttribute("lang", "fr"));
  await page.waitForFunction(() => document.querySelector("#second").shadowRoot?.querySelector(".od-status")?.textContent === "Trait aux Blancs");
  await page.close();
  // embed.html without ?lang=: the visitor's language, as on the game page (here the browser's)
  const pl = await s.launch({ locale: "pl-PL" });
  const framed = s.watch(await pl.newPage());
  await framed.goto(new URL("embed.html?variant=english", s.origin).href);
  await framed.locator("omni-draughts .od-status").waitFor();
  assert.equal(await framed.locator("omni-draughts .od-status").textContent(), "Ruch: Czarne");
  await pl.close();
});

for (const lang of WALKED) {
  for (const [device, options] of lang === "ru" || lang === "pt-BR" ? [["laptop", LAPTOP], ["phone", PHONE]] : [["laptop", LAPTOP]]) {
    test(`screenshots: the page in ${lang} on a ${device}, no text overflowing its button`, async () => {
      const ctx = await s.launch(options);
      const page = await s.open(`?lang=${lang}&variant=international`, ctx);
      await shot(page, `${lang}-${device}`);
      // no text wider than its button, and no button or field wider than the panel or the page
      const overflow = await page.evaluate(() => {
        const page = document.documentElement.clientWidth;
        const panel = Math.min(page, document.querySelector(".panel")?.getBoundingClientRect().right ?? Infinity);
        const edgeOf = (b) => (b.closest(".panel") !== null ? panel : page);
        return [...document.querySelectorAll("button, .file-button, select, .panel p, .panel label")]
          .filter((b) => b instanceof HTMLElement && b.checkVisibility() && (b.scrollWidth > b.clientWidth + 1 || b.getBoundingClientRect().right > edgeOf(b) + 1))
          .map((b) => `${b.id || b.className}: "${b.textContent?.trim().slice(0, 40)}" ${b.scrollWidth} > ${b.clientWidth} or right ${Math.round(b.getBoundingClientRect().right)} > ${Math.round(edgeOf(b))}`);
      });
      assert.deepEqual(overflow, [], "no button's text overflows it");
      await page.locator("#new-game").click();
      await page.locator("#ng-opponent-computer").check();
      await page.locator("#ng-clock").selectOption("fischer");
      await shot(page, `${lang}-${device}-new-game`);
      const dialogOverflow = await page.evaluate(() =>
        [...document.querySelectorAll("#new-game-dialog button, #new-game-dialog select, #new-game-dialog label")]
          .filter((b) => b instanceof HTMLElement && b.checkVisibility() && b.scrollWidth > b.clientWidth + 1)
          .map((b) => `${b.id || b.className}: "${b.textContent?.trim()}" ${b.scrollWidth} > ${b.clientWidth}`),
      );
      assert.deepEqual(dialogOverflow, [], "nothing overflows in the New game dialog");
      await ctx.close();
    });
  }
}
