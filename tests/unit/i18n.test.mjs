// The page's languages (www/src/i18n/): every language file has exactly English's keys, with
// the same placeholders, and its plural messages exactly the plural categories its language
// uses (Intl.PluralRules); the language chosen from the address, the setting, the browser;
// plural forms and numbers as each language writes them.
import { test } from "node:test";
import assert from "node:assert/strict";
import { window } from "./window.mjs";
/** The URL of a compiled module of the page (no engine needed here). */
const js = (name) => new URL(`../../dist/js/${name}`, import.meta.url).href;

const i18n = await import(js("i18n/index.js"));
const { LANGS, Translator, bestLang, matchLang, chooseLang, translator } = i18n;
const { LANG_KEY } = await import(js("saved.js"));

const tables = Object.fromEntries(await Promise.all(LANGS.map(async (l) => [l, (await translator(l)).messages])));
const en = tables.en;

/** The placeholders of a message (all its plural forms'), sorted. */
function placeholders(m) {
  const texts = typeof m === "string" ? [m] : Object.values(m);
  return [...new Set(texts.flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((x) => x[1])))].sort();
}

test("every language has exactly English's keys", () => {
  for (const l of LANGS) {
    const keys = Object.keys(tables[l]);
    const missing = Object.keys(en).filter((k) => !(k in tables[l]));
    const extra = keys.filter((k) => !(k in en));
    assert.deepEqual({ l, missing, extra }, { l, missing: [], extra: [] });
  }
});

test("every message has English's placeholders, and is plural where English's is", () => {
  for (const l of LANGS) {
    for (const [k, m] of Object.entries(en)) {
      const mine = tables[l][k];
      assert.equal(typeof mine, typeof m, `${l} ${k}: a plural in one language is a plural in all`);
      assert.deepEqual(placeholders(mine), placeholders(m), `${l} ${k}: placeholders`);
      if (typeof mine === "string") assert.ok(mine.trim() !== "", `${l} ${k} is empty`);
    }
  }
});

test("a plural message has each plural category of its language, and no other", () => {
  for (const l of LANGS) {
    const want = [...new Intl.PluralRules(l).resolvedOptions().pluralCategories].sort();
    for (const [k, m] of Object.entries(tables[l])) {
      if (typeof m === "string") continue;
      assert.deepEqual(Object.keys(m).sort(), want, `${l} ${k}`);
    }
  }
});

test("Russian and Polish count moves with their own three forms", async () => {
  const ru = await translator("ru");
  const pl = await translator("pl");
  const count = (tr) => [1, 2, 5, 21, 22, 25, 111].map((n) => tr.t("moves.count", { n }));
  assert.deepEqual(count(ru), ["1 ход", "2 хода", "5 ходов", "21 ход", "22 хода", "25 ходов", "111 ходов"]);
  assert.deepEqual(count(pl), ["1 ruch", "2 ruchy", "5 ruchów", "21 ruchów", "22 ruchy", "25 ruchów", "111 ruchów"]);
  const en = await translator("en");
  assert.deepEqual(count(en), ["1 move", "2 moves", "5 moves", "21 moves", "22 moves", "25 moves", "111 moves"]);
});

test("numbers are written in the language's way", async () => {
  const ru = await translator("ru");
  const fr = await translator("fr");
  const en = await translator("en");
  assert.equal(en.t("moves.count", { n: 12345 }), "12,345 moves");
  assert.equal(ru.t("moves.count", { n: 12345 }).replace(/\s/g, " "), "12 345 ходов");
  assert.equal(fr.t("moves.count", { n: 1.5 }), "1,5 coup");
  assert.equal(fr.number(0.25), "0,25");
});

test("a language tag finds the page's language: exact, else the same language", () => {
  assert.equal(matchLang("pt-BR"), "pt-BR");
  assert.equal(matchLang("pt"), "pt-BR");
  assert.equal(matchLang("pt-PT"), "pt-BR");
  assert.equal(matchLang("PT-br"), "pt-BR");
  assert.equal(matchLang("en-GB"), "en");
  assert.equal(matchLang("fr-CA"), "fr");
  assert.equal(matchLang("nl-BE"), "nl");
  assert.equal(matchLang("de"), null);
  assert.equal(matchLang(""), null);
  assert.equal(bestLang(["de-DE", "de", "pl-PL", "en"]), "pl");
  assert.equal(bestLang(["de", "ja"]), null);
});

test("the language: the address's, else the setting, else the browser's, else English", () => {
  window.localStorage.clear();
  globalThis.navigator ??= {};
  const nav = (langs) => Object.defineProperty(globalThis, "navigator", { value: { languages: langs, language: langs[0] }, configurable: true });
  nav(["de-DE", "it-IT"]);
  assert.equal(chooseLang(""), "it");
  nav(["de-DE"]);
  assert.equal(chooseLang(""), "en");
  window.localStorage.setItem(LANG_KEY, "nl");
  assert.equal(chooseLang(""), "nl");
  assert.equal(chooseLang("?lang=ru"), "ru");
  assert.equal(chooseLang("?variant=russian&lang=pt"), "pt-BR");
  // an address's language the page does not have: the next choice
  assert.equal(chooseLang("?lang=xx"), "nl");
  window.localStorage.clear();
});

test("a message without its value keeps the placeholder visible, and a plural without n reads as 0", () => {
  const tr = new Translator("en", { ...en, "moves.count": { one: "{n} move", other: "{n} moves" } });
  assert.equal(tr.t("moves.count"), "{n} moves");
  assert.equal(tr.t("settings.language", { n: 3 }), "Language");
});
