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
const { LANG_KEY } = await import(js("site/saved.js"));

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

test("a side's name (the nominative: Белые, Białe) never follows a word that wants another case", () => {
  // the placeholders that hold a side's name, and the words before them that govern the
  // genitive, dative or instrumental ("у белых", "lepiej białym"); a quoted name («Белые»,
  // „Białe”) is a name, which stays as it is
  const SIDE = "\\{(side|south|north|winner|loser|other|by|turn|owner)\\}";
  const GOVERNING = {
    ru: ["у", "для", "от", "без", "к", "с", "о", "против", "стороны", "сторону", "стороной"],
    pl: ["u", "dla", "od", "bez", "przez", "z", "lepiej", "gorzej", "strony", "stroną", "stronę"],
  };
  for (const [l, words] of Object.entries(GOVERNING)) {
    const wrong = new RegExp(`(^|[\\s(])(${words.join("|")})\\s+${SIDE}`, "iu");
    const found = [];
    for (const [k, m] of Object.entries(tables[l])) {
      for (const text of typeof m === "string" ? [m] : Object.values(m)) if (wrong.test(text)) found.push(`${k}: ${text}`);
    }
    assert.deepEqual([...new Set(found)], [], l);
  }
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

test("every code the engine says (crate/src/said.rs) has a message", async () => {
  const { readFileSync } = await import("node:fs");
  const said = readFileSync(new URL("../../crate/src/said.rs", import.meta.url), "utf8");
  const ids = [...said.matchAll(/^\s*\w+ = "([\w-]+)", "/gm)].map((m) => m[1]);
  assert.ok(ids.length > 40, `the codes read from said.rs: ${ids.length}`);
  const missing = ids.filter((id) => !(`said.${id}` in en));
  assert.deepEqual(missing, []);
  // and no message for a code the engine no longer says
  const stale = Object.keys(en).filter((k) => k.startsWith("said.") && k !== "said.others" && !ids.includes(k.slice(5)));
  assert.deepEqual(stale, []);
});

test("a Said is worded from its code and values: sides by name, moves as a list in the language's way", async () => {
  const { saidText } = await import(js("i18n/words.js"));
  const ru = await translator("ru");
  const pl = await translator("pl");
  const en = await translator("en");
  const moves = (n) => ({ code: "capture-compulsory", values: { moves: { moves: Array.from({ length: n }, (_, i) => `${i + 1}x9`) } }, english: "" });
  assert.equal(saidText(en, moves(2)), "a capture is compulsory: 1x9 or 2x9");
  assert.equal(saidText(en, moves(8)), "a capture is compulsory: 1x9, 2x9, 3x9, 4x9, 5x9 or 3 others");
  assert.equal(saidText(ru, moves(3)), "бить обязательно: 1x9, 2x9 или 3x9");
  const over = { code: "cannot-move", values: { winner: { color: "north", name: "Black" }, loser: { color: "south", name: "White" } }, english: "" };
  assert.equal(saidText(ru, over), "Чёрные выиграли: Белые не могут сделать ход");
  assert.equal(saidText(pl, { code: "game-over", values: { reason: { said: over } }, english: "" }), "partia zakończona: wygrywają Czarne: Białe nie mają ruchu");
  // a code this page does not know: the engine's English
  assert.equal(saidText(ru, { code: "new-in-a-later-engine", values: {}, english: "something new" }), "something new");
});

test("an engine error is worded from its code and values (errorText); another keeps its message", async () => {
  const { errorText } = await import(js("i18n/words.js"));
  const ru = await translator("ru");
  const fr = await translator("fr");
  const en = await translator("en");
  const said = (code, values = {}) => ({ code, values, english: "" });
  const thrown = (s) => Object.assign(new Error("the English"), { said: s });
  const square = said("bad-fen", { reason: { said: said("not-a-square", { square: { square: "99" } }) } });
  assert.equal(errorText(ru, thrown(square)), "неверный FEN: «99» — не поле этой доски");
  assert.equal(errorText(en, thrown(square)), "bad FEN: '99' is not a square of this board");
  // a PDN's place: the line, the move, the variation it is in
  const within = said("pdn-variation", { number: { number: 1 }, ply: { text: "1. 11-15" } });
  const why = said("illegal-move", { move: { moves: ["5-8"] }, reason: { said: said("man-forward") } });
  const ply = said("pdn-ply-within", { ply: { text: "2. 5-8" }, within: { said: within }, reason: { said: why } });
  const pdn = said("bad-pdn", { reason: { said: said("pdn-game-on-line", { line: { number: 1 }, reason: { said: ply } }) } });
  assert.equal(
    errorText(ru, thrown(pdn)),
    "неверный PDN: в партии со строки 1: ход 2. 5-8 в варианте 1 к ходу 1. 11-15: недопустимый ход 5-8: простые шашки ходят только вперёд",
  );
  // numbers in the language's way, a game and a kind of piece by their names
  assert.equal(errorText(fr, thrown(said("pdn-too-long", { size: { number: 2000000 }, most: { number: 1048576 } }))).replace(/\s/g, " "), "le fichier PDN est trop long (2 000 000 octets ; au plus 1 048 576)");
  const noBishop = said("setup-no-such-piece", { game: { game: "russian", name: "Russian draughts" }, kind: { kind: "king" } });
  assert.equal(errorText(ru, thrown(noBishop)), "в игре «Русские шашки» нет фигуры «дамка»");
  // a program's error, a loader's: its message as it is
  assert.equal(errorText(ru, new Error("level 99 does not exist (1 to 5)")), "level 99 does not exist (1 to 5)");
  assert.equal(errorText(ru, "plain"), "plain");
});
