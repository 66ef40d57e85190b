// The rules page's texts in every language (www/src/i18n/rules/): each language
// has every game's tagline, summary and each diagram's caption, and no more;
// each text keeps the English one's square numbers and move notation; the
// English summary is the engine's own (VariantInfo.rules). (The games' names
// are the page's messages, checked by tests/unit/i18n.test.mjs.)
import { test } from "node:test";
import assert from "node:assert/strict";
import { engine, js } from "./load.mjs";

const { EN } = await import(js("i18n/rules/en.js"));
const { loadRulesTexts, sentences } = await import(js("i18n/rules/index.js"));
const { LANGS } = await import(js("i18n/index.js"));
const OTHERS = LANGS.filter((l) => l !== "en");
const translations = Object.fromEntries(
  await Promise.all(OTHERS.map(async (l) => [l, (await import(js(`i18n/rules/${l}.js`))).RULES])),
);
const variants = engine.variants();
const ids = variants.map((v) => v.id);

/**
 * The numbers and the move and square notation of a text, sorted: "21x14x7",
 * "1-12", "g5:e3:g1", "a8", "8x8", "2012"... (a run of digits, with an optional
 * file letter a-h, and its joins), not part of a longer word.
 */
export function tokens(text) {
  return (text.match(/(?<![\p{L}\p{N}])[a-h]?\d+(?:[-x:][a-h]?\d+)*(?![\p{L}\p{N}])/gu) ?? []).sort();
}

test("tokens: the notation and numbers of a text, in any alphabet", () => {
  assert.deepEqual(tokens("White's man on 21 must jump: 21x14x7. Squares a1 to h8, 8x8, 1-12."), ["1-12", "21", "21x14x7", "8x8", "a1", "h8"]);
  assert.deepEqual(tokens("шашка прыгает с c7 на d8; g5:e3:g1 берёт 2"), ["2", "c7", "d8", "g5:e3:g1"]);
  assert.deepEqual(tokens("Coast-to-Coast, KING ME, Queen's"), []);
  assert.notDeepEqual(tokens("1–12"), tokens("1-12"), "an en dash is not the notation's hyphen");
});

test("sentences: a summary is cut after each sentence, in Latin and Cyrillic script", () => {
  assert.deepEqual(sentences("Board 8x8. Men move. (Our reading: so.) 12 each."), ["Board 8x8.", "Men move.", "(Our reading: so.)", "12 each."]);
  assert.deepEqual(sentences("Доска 8x8. Бить обязательно. «Вежливость ферзя»: нет."), ["Доска 8x8.", "Бить обязательно.", "«Вежливость ферзя»: нет."]);
  assert.deepEqual(sentences("a man on 21 must jump: 21x14x7. done"), ["a man on 21 must jump: 21x14x7. done"], "a lower-case word does not start a sentence");
});

test("English: en.ts has the engine's games, no more; the summaries are the engine's", async () => {
  assert.deepEqual(Object.keys(EN).sort(), [...ids].sort());
  const texts = await loadRulesTexts("en");
  for (const v of variants) {
    const t = texts(v);
    assert.equal(t.summary, v.rules);
    assert.ok(t.tagline.length > 20, `${v.id}: tagline`);
    assert.ok(t.captions.length >= 2, `${v.id}: ${t.captions.length} captions`);
  }
});

/** "our reading" in each language, as its files write it (a mark of the engine's interpretations). */
const OUR_READING = {
  en: /our reading/gi,
  ru: /наше толкование/giu,
  it: /nostra interpretazione/gi,
  nl: /onze lezing/gi,
  fr: /notre lecture/gi,
  pl: /nasza interpretacja/giu,
  "pt-BR": /nossa interpretação/giu,
};

/** Established terms of each language's draughts players, and a game whose texts must use them. */
const TERMS = {
  ru: { russian: ["бить обязательно", "дамк", "простая шашка", "турецкий удар"], international: ["правило большинства"] },
  it: { italian: ["dama italiana", "pedin", "dama", "presa è obbligatoria"] },
  nl: { international: ["dammen", "schijf", "dam", "meerslag", "remise"], english: ["damspel"] },
  fr: { international: ["dames", "pion", "dame", "prise majoritaire", "rafle"], russian: ["coup turc"] },
  pl: { international: ["warcaby", "pionk", "damk", "bicie jest obowiązkowe"] },
  "pt-BR": { international: ["damas", "pedra", "peça", "dama", "captura é obrigatória", "lei da maioria"] },
};

for (const lang of OTHERS) {
  test(`${lang}: every game's tagline, summary and captions, translated, with the English notation`, async () => {
    const rules = translations[lang];
    assert.deepEqual(Object.keys(rules).sort(), [...ids].sort(), "the engine's games, no more");
    const texts = await loadRulesTexts(lang);
    for (const v of variants) {
      const t = rules[v.id];
      const en = EN[v.id];
      assert.deepEqual(Object.keys(t).sort(), ["captions", "summary", "tagline"], `${v.id}: its keys`);
      assert.deepEqual(texts(v), t, `${v.id}: loadRulesTexts serves the file`);
      for (const key of ["tagline", "summary"]) assert.ok(typeof t[key] === "string" && t[key].trim() !== "", `${v.id}: ${key}`);
      assert.equal(t.captions.length, en.captions.length, `${v.id}: one caption per diagram`);
      const pairs = [
        ["tagline", t.tagline, en.tagline],
        ["summary", t.summary, v.rules],
        ...t.captions.map((c, i) => [`caption ${i + 1}`, c, en.captions[i]]),
      ];
      for (const [what, text, english] of pairs) {
        assert.deepEqual(tokens(text), tokens(english), `${lang} ${v.id} ${what}: the numbers and notation of the English\n  ${text}\n  ${english}`);
        assert.ok(text.trim() !== "" && text === text.trim() && !text.includes("  "), `${lang} ${v.id} ${what}: no stray spaces`);
        if (text.length > 12) assert.notEqual(text, english, `${lang} ${v.id} ${what}: translated, not a copy of the English`);
      }
      // the engine's interpretations are marked as such, as often as in English
      const count = (re, texts) => texts.reduce((n, x) => n + (x.match(re)?.length ?? 0), 0);
      for (const [what, text, english] of pairs) {
        assert.equal(count(OUR_READING[lang], [text]), count(OUR_READING.en, [english]), `${lang} ${v.id} ${what}: "our reading" kept\n  ${text}`);
      }
      // the summary is shown a sentence a line: cut where the English is cut, or near it
      const [n, m] = [sentences(t.summary).length, sentences(v.rules).length];
      assert.ok(Math.abs(n - m) <= 2, `${lang} ${v.id}: ${n} sentences against the English ${m}`);
    }
  });

  test(`${lang}: the established draughts terms of the language`, () => {
    for (const [id, terms] of Object.entries(TERMS[lang])) {
      const t = translations[lang][id];
      const all = [t.tagline, t.summary, ...t.captions].join(" ").toLowerCase();
      for (const term of terms) assert.ok(all.includes(term), `${lang} ${id}: "${term}"`);
    }
  });
}
