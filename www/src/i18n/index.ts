// The page's languages: which one the player reads, and the messages in it.
//
// One file per language (en.ts, ru.ts, ...) maps keys to messages; en.ts defines the keys
// and the others are typed against it (`Messages`), so a missing or extra key is a
// compile error. A message is a text with `{name}` placeholders, or a plural: an object
// of the language's plural categories (Intl.PluralRules: "one", "few", "many", "other"...)
// chosen by the number in the value `n`. Numbers put in a message are written by
// Intl.NumberFormat of the language.
//
// The language is chosen once as the page loads (`startLanguage`): `?lang=` in the
// address, else the setting saved in this browser, else the browser's own languages
// (navigator.languages, best match: "pt" or "pt-PT" reads pt-BR), else English. Changing the
// setting reloads the page (the game is saved as it is played, so nothing is lost): the page's
// texts are written by many views, and a reload redraws every one of them in the new
// language without each having to listen for a change.
//
// Other parts with long texts of their own (the rules page) keep one file per language too
// and load the one they need with `perLanguage`.

import { en } from "./en.js";
import { LANG_KEY, readStore, writeStore } from "../site/saved.js";

/** The languages of the page, as BCP 47 tags. */
export const LANGS = ["en", "ru", "it", "nl", "fr", "pl", "pt-BR"] as const;
export type Lang = (typeof LANGS)[number];

/** Each language's name in itself, for the language setting. */
export const LANG_NAMES: Readonly<Record<Lang, string>> = {
  en: "English",
  ru: "Русский",
  it: "Italiano",
  nl: "Nederlands",
  fr: "Français",
  pl: "Polski",
  "pt-BR": "Português (Brasil)",
};

/**
 * The locale of each language's numbers, lists and plurals: the page's English is British
 * ("Colours"; lists without the serial comma, "a, b or c", as the engine's English writes them).
 */
const LOCALES: Readonly<Record<Lang, string>> = { en: "en-GB", ru: "ru", it: "it", nl: "nl", fr: "fr", pl: "pl", "pt-BR": "pt-BR" };

/** A plural message: one text per plural category of the language ("other" always). */
export type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
/** A message: a text with `{name}` placeholders, or a plural chosen by the value `n`. */
export type Message = string | Plural;
/** The message keys (en.ts defines them; its values must be messages). */
export type Key = keyof EnglishMessages;
type EnglishMessages = Checked<typeof en>;
type Checked<T extends Readonly<Record<string, Message>>> = T;
/** A language's messages: every key of English, and no other. */
export type Messages = { readonly [K in Key]: EnglishMessages[K] extends string ? string : Plural };
/** The values put into a message's placeholders. */
export type Values = Readonly<Record<string, string | number>>;

/** Whether `tag` is one of the page's languages, exactly. */
export function isLang(tag: string): tag is Lang {
  return (LANGS as readonly string[]).includes(tag);
}

/**
 * The page's language for a BCP 47 tag, or null: an exact match ignoring case ("pt-br"),
 * else the same language with another region or none ("pt", "pt-PT": pt-BR; "en-GB": en;
 * "fr-CA": fr).
 */
export function matchLang(tag: string): Lang | null {
  const t = tag.trim().toLowerCase();
  if (t === "") return null;
  const exact = LANGS.find((l) => l.toLowerCase() === t);
  if (exact !== undefined) return exact;
  const primary = t.split(/[-_]/)[0];
  return LANGS.find((l) => l.toLowerCase().split("-")[0] === primary) ?? null;
}

/** The first of `tags` (in order of preference) that the page has, or null. */
export function bestLang(tags: readonly string[]): Lang | null {
  for (const tag of tags) {
    const l = matchLang(tag);
    if (l !== null) return l;
  }
  return null;
}

/** The language the address asks for (`?lang=`), the saved setting, the browser's, or English. */
export function chooseLang(search: string = location.search): Lang {
  const asked = new URLSearchParams(search).get("lang");
  const saved = readStore(LANG_KEY);
  const browser = typeof navigator === "undefined" ? [] : navigator.languages ?? [navigator.language];
  return bestLang([asked ?? "", saved ?? "", ...browser]) ?? "en";
}

const loaders: Readonly<Record<Lang, () => Promise<Messages>>> = {
  en: () => Promise.resolve(en),
  ru: () => import("./ru.js").then((m) => m.ru),
  it: () => import("./it.js").then((m) => m.it),
  nl: () => import("./nl.js").then((m) => m.nl),
  fr: () => import("./fr.js").then((m) => m.fr),
  pl: () => import("./pl.js").then((m) => m.pl),
  "pt-BR": () => import("./pt-BR.js").then((m) => m.ptBR),
};

/**
 * Loads, once, what `loaders` gives for `lang`: a table kept one file per language (the
 * page's messages here; the rules page's texts in i18n/rules/).
 */
export function perLanguage<T>(loaders: Readonly<Record<Lang, () => Promise<T>>>): (lang: Lang) => Promise<T> {
  const cache = new Map<Lang, Promise<T>>();
  return (lang) => {
    let p = cache.get(lang);
    if (p === undefined) {
      p = loaders[lang]();
      cache.set(lang, p);
    }
    return p;
  };
}

const loadMessages = perLanguage(loaders);

/** Puts `values` into `{name}` placeholders; a number is written in `lang`'s way (1 234,5). */
export function fill(lang: Lang, text: string, values: Values = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = values[name];
    if (v === undefined) return whole;
    return typeof v === "number" ? numberFormat(lang).format(v) : v;
  });
}

const numberFormats = new Map<Lang, Intl.NumberFormat>();
const pluralRules = new Map<Lang, Intl.PluralRules>();

function numberFormat(lang: Lang): Intl.NumberFormat {
  let f = numberFormats.get(lang);
  if (f === undefined) {
    f = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 2 });
    numberFormats.set(lang, f);
  }
  return f;
}

/** The plural category of `n` in `lang` ("one", "few", "many", "other"...). */
export function pluralOf(lang: Lang, n: number): Intl.LDMLPluralRule {
  let r = pluralRules.get(lang);
  if (r === undefined) {
    r = new Intl.PluralRules(LOCALES[lang]);
    pluralRules.set(lang, r);
  }
  return r.select(n);
}

/** The text of a plural message for `n`: its category's, else "other". */
export function pick(lang: Lang, plural: Plural, n: number): string {
  return plural[pluralOf(lang, n)] ?? plural.other;
}

/** The messages of one language, formatted. */
export class Translator {
  constructor(
    readonly lang: Lang,
    readonly messages: Messages,
  ) {}

  /**
   * The message `key` with `values` in its placeholders; a plural message is chosen by
   * `values.n` (a number; 0 when absent).
   */
  t(key: Key, values?: Values): string {
    const m: Message = this.messages[key];
    if (typeof m === "string") return fill(this.lang, m, values);
    const n = values?.["n"];
    return fill(this.lang, pick(this.lang, m, typeof n === "number" ? n : 0), values);
  }

  /** A number written in this language's way. */
  number(n: number, options?: Intl.NumberFormatOptions): string {
    return options === undefined ? numberFormat(this.lang).format(n) : new Intl.NumberFormat(LOCALES[this.lang], options).format(n);
  }

  /** `items` as a list: "a, b or c" ("a, b ou c"); `type` "disjunction" (or) or "conjunction" (and). */
  list(items: readonly string[], type: "disjunction" | "conjunction" = "disjunction"): string {
    return new Intl.ListFormat(LOCALES[this.lang], { type }).format(items);
  }
}

/** English, loaded with the page (the language of last resort, and of the tests). */
export const ENGLISH = new Translator("en", en);

/** The Translator of `lang` (its messages loaded once). */
export async function translator(lang: Lang): Promise<Translator> {
  return new Translator(lang, await loadMessages(lang));
}

let page: Translator | null = null;

/**
 * Chooses the page's language (`chooseLang`), loads its messages, sets `<html lang>` and
 * writes the translated static texts of the document (`translateDocument`). The page's
 * modules call `t` only after this has finished.
 */
export async function startLanguage(): Promise<Translator> {
  const lang = chooseLang();
  let tr: Translator;
  try {
    tr = await translator(lang);
  } catch (e) {
    // a language file that cannot be loaded (offline, a broken copy): English, which the page needs anyway
    console.error(e);
    tr = await translator("en");
  }
  page = tr;
  document.documentElement.lang = tr.lang;
  translateDocument(document);
  return tr;
}

/** The page's Translator; English before startLanguage has run (the unit tests, a page with only the element). */
export function pageTranslator(): Translator {
  return page ?? ENGLISH;
}

/** The page's language. */
export function pageLang(): Lang {
  return pageTranslator().lang;
}

/**
 * A link of the site's pages (a file name, a query, perhaps a fragment) that keeps the
 * language when the address asked for one (`?lang=ru`): the game page and the other pages
 * open in it too.
 */
export function keepLang(href: string): string {
  if (!new URLSearchParams(location.search).has("lang")) return href;
  const hash = href.indexOf("#");
  const [path, fragment] = hash < 0 ? [href, ""] : [href.slice(0, hash), href.slice(hash)];
  return `${path}${path.includes("?") ? "&" : "?"}lang=${encodeURIComponent(pageLang())}${fragment}`;
}

/** The message `key` in the page's language (Translator.t). */
export function t(key: Key, values?: Values): string {
  return pageTranslator().t(key, values);
}

/** Attributes translated by `data-i18n-<attribute>="key"`. */
const ATTRIBUTES = ["aria-label", "title", "placeholder", "content"] as const;

/**
 * Writes the page's static texts: an element with `data-i18n="key"` gets the message as its
 * text, one with `data-i18n-aria-label` (`-title`, `-placeholder`, `-content`) as that
 * attribute. index.html keeps its texts only as keys, so each is written in one place.
 */
export function translateDocument(root: ParentNode, tr: Translator = pageTranslator()): void {
  for (const el of root.querySelectorAll<HTMLElement>("[data-i18n]")) {
    el.textContent = tr.t(el.dataset["i18n"] as Key);
  }
  for (const attr of ATTRIBUTES) {
    for (const el of root.querySelectorAll<HTMLElement>(`[data-i18n-${attr}]`)) {
      el.setAttribute(attr, tr.t(el.getAttribute(`data-i18n-${attr}`) as Key));
    }
  }
}

/**
 * Keeps `lang` as the player's choice and reloads the page in it (the address's `?lang=`,
 * if any, changed to match).
 */
export function chooseLanguage(lang: Lang): void {
  writeStore(LANG_KEY, lang);
  const url = new URL(location.href);
  if (url.searchParams.has("lang")) {
    url.searchParams.set("lang", lang);
    location.replace(url.href);
  } else {
    location.reload();
  }
}
