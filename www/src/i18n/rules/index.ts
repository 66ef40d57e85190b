// The rules texts of every game in the page's languages: tagline, rules summary
// and diagram captions (a game's name is the page's, i18n/words.ts). English is
// the engine's summary with en.ts's taglines and captions; each other language
// is one file (ru.ts, ...) loaded when it is asked for, so a page fetches only
// its own language.

import type { VariantInfo } from "../../engine/engine.js";
import { pageLang, perLanguage, type Lang } from "../index.js";
import { EN, isGame, type RulesTranslation } from "./en.js";

/** Each language's file; English's texts are the engine's and en.ts's, nothing to load. */
const load = perLanguage<RulesTranslation | null>({
  en: async () => null,
  ru: () => import("./ru.js").then((m) => m.RULES),
  it: () => import("./it.js").then((m) => m.RULES),
  nl: () => import("./nl.js").then((m) => m.RULES),
  fr: () => import("./fr.js").then((m) => m.RULES),
  pl: () => import("./pl.js").then((m) => m.RULES),
  "pt-BR": () => import("./pt-BR.js").then((m) => m.RULES),
});

/** A game's texts in one language. */
export interface GameTexts {
  tagline: string;
  /** The rules summary: the engine's in English, else its translation. */
  summary: string;
  /** One per diagram of the game, in order. */
  captions: readonly string[];
}

/** The texts of each game, in a language. */
export type RulesTexts = (info: VariantInfo) => GameTexts;

/**
 * The rules texts in `lang` (its file fetched first). A game without texts
 * (one added to the engine and not yet here) gets the engine's English
 * summary, and no tagline or captions.
 */
export async function loadRulesTexts(lang: Lang): Promise<RulesTexts> {
  const translation = await load(lang);
  return (info) => {
    if (!isGame(info.id)) return { tagline: "", summary: info.rules, captions: [] };
    if (translation === null) return { summary: info.rules, ...EN[info.id] };
    const t = translation[info.id];
    return { tagline: t.tagline, summary: t.summary, captions: t.captions };
  };
}

/**
 * The rules texts in the page's language (startLanguage has run); the
 * engine's English if that language's file cannot be loaded (offline, a
 * broken copy), so that the rules are there in some language.
 */
export function pageRulesTexts(): Promise<RulesTexts> {
  return loadRulesTexts(pageLang()).catch((e: unknown) => {
    console.error(e);
    return loadRulesTexts("en");
  });
}

/**
 * Splits a summary into its sentences: after a full stop (or ! ?, and a closing
 * bracket or quote after it) and a space that a capital letter, a digit, a
 * bracket or an opening quote follows, in any alphabet (Cyrillic included).
 */
export function sentences(text: string): string[] {
  return text.split(/(?<=[.!?][)»”"]?)\s+(?=[\p{Lu}\p{N}(«„“"])/u).filter((x) => x !== "");
}
