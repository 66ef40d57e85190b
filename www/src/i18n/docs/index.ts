// The texts of docs.html ("Embed and link") in the page's languages. English is the page
// itself (docs.html, readable without a script); each other language is one file (fr.ts, ...)
// giving a text for each of the page's keys, loaded when it is asked for. An element with
// data-docs="key" gets the text as its content, one with data-docs-content (-aria-label,
// -title) as that attribute. The code samples are not translated: in a text, {1} stands for
// the element's first child element as the page has it (a <code>, a link), {2} for its second,
// and {1:words} for the first with "words" as its text (a link's words).

import { perLanguage, type Lang } from "../index.js";

/** The keys of docs.html's texts, in the page's order. */
export const DOCS_KEYS = [
  "description",
  "title",
  "heading",
  "lead",
  "contents",
  "element-title",
  "iframe-title",
  "attributes-title",
  "links-title",
  "offline-title",
  "review-title",
  "element-text",
  "play-title",
  "play-text",
  "view-title",
  "view-text",
  "fen-title",
  "fen-text",
  "pdn-title",
  "pdn-text",
  "size-text",
  "cors-text",
  "iframe-text",
  "iframe-example",
  "th-attribute",
  "th-value",
  "th-default",
  "variant-value",
  "fen-value",
  "fen-default",
  "moves-value",
  "none",
  "mode-value",
  "ply-value",
  "ply-default",
  "pdn-value",
  "src-value",
  "puzzle-value",
  "solution-value",
  "flip-value",
  "flip-default",
  "loading-value",
  "loading-default",
  "lang-value",
  "lang-default",
  "attributes-change",
  "links-text",
  "th-address",
  "th-opens",
  "link-variant",
  "link-fen",
  "link-computer",
  "link-share",
  "share-text",
  "notation-text",
  "offline-text",
  "review-text",
  "review-inaccuracy",
  "review-mistake",
  "review-blunder",
  "review-why",
  "review-cli",
] as const;
export type DocsKey = (typeof DOCS_KEYS)[number];
/** One language's texts of docs.html. */
export type DocsTranslation = { readonly [K in DocsKey]: string };

const load = perLanguage<DocsTranslation | null>({
  en: async () => null,
  ru: () => import("./ru.js").then((m) => m.DOCS),
  it: () => import("./it.js").then((m) => m.DOCS),
  nl: () => import("./nl.js").then((m) => m.DOCS),
  fr: () => import("./fr.js").then((m) => m.DOCS),
  pl: () => import("./pl.js").then((m) => m.DOCS),
  "pt-BR": () => import("./pt-BR.js").then((m) => m.DOCS),
});

/** The texts of docs.html in `lang`; null for English (the page as it is). */
export function loadDocsTexts(lang: Lang): Promise<DocsTranslation | null> {
  return load(lang);
}

function isKey(key: string): key is DocsKey {
  return (DOCS_KEYS as readonly string[]).includes(key);
}

/** Attributes translated by data-docs-<attribute>="key". */
const ATTRIBUTES = ["content", "aria-label", "title"] as const;
/** A child element in a text: {1}, or {1:its new words}. */
const CHILD = /\{(\d+)(?::([^{}]*))?\}/g;

/**
 * Writes `text` as the content of `el`, its child elements put where the text names them;
 * the problem when the text does not use each child exactly once (then `el` is left as it is).
 */
function fillElement(el: Element, text: string): string | null {
  const children = [...el.children];
  const matches = [...text.matchAll(CHILD)];
  const used = matches.map((m) => Number(m[1]) - 1);
  const wrong = matches.find((_, k) => children[used[k] ?? -1] === undefined || used.indexOf(used[k] ?? -1) !== k);
  if (wrong !== undefined) return `${wrong[0]} is not a child element used once`;
  if (used.length !== children.length) return `${children.length - used.length} of its ${children.length} child elements are left out`;
  const parts: (string | Node)[] = [];
  let at = 0;
  matches.forEach((m, k) => {
    const child = children[used[k] ?? -1] as Element;
    if (m[2] !== undefined) child.textContent = m[2];
    parts.push(text.slice(at, m.index), child);
    at = m.index + m[0].length;
  });
  parts.push(text.slice(at));
  el.replaceChildren(...parts);
  return null;
}

/**
 * Translates the page under `root` with `texts`; returns what could not be (an element whose
 * key has no text, a text that does not fit its element), each of which stays in English.
 */
export function translateDocs(root: ParentNode, texts: DocsTranslation): string[] {
  const problems: string[] = [];
  for (const el of root.querySelectorAll("[data-docs]")) {
    const key = el.getAttribute("data-docs") ?? "";
    if (!isKey(key)) problems.push(`docs.html: no text for data-docs="${key}"`);
    else {
      const why = fillElement(el, texts[key]);
      if (why !== null) problems.push(`docs.html: the text of "${key}" does not fit its element: ${why}`);
    }
  }
  for (const attr of ATTRIBUTES) {
    for (const el of root.querySelectorAll(`[data-docs-${attr}]`)) {
      const key = el.getAttribute(`data-docs-${attr}`) ?? "";
      if (isKey(key)) el.setAttribute(attr, texts[key]);
      else problems.push(`docs.html: no text for data-docs-${attr}="${key}"`);
    }
  }
  return problems;
}
