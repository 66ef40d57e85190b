// docs.html: the page in the reader's language (i18n/index.ts: docs.html?lang=ru, else the
// saved setting or the browser's; the texts in i18n/docs/), with this site's own address in
// the code samples, so that they can be copied as they are. The live examples are
// <omni-draughts> elements (element.js, loaded by the page), which speak the page's language.

import { keepLang, startLanguage } from "../i18n/index.js";
import { loadDocsTexts, translateDocs } from "../i18n/docs/index.js";
import "./offline.js";

const site = new URL("./", location.href).href;
for (const el of document.querySelectorAll(".site-url")) el.textContent = site;

// A code sample wider than its box scrolls: it takes the keyboard focus then
// (the arrow keys scroll it), and only then.
const scrollable = new ResizeObserver((entries) => {
  for (const { target } of entries) {
    if (target.scrollWidth > target.clientWidth) target.setAttribute("tabindex", "0");
    else target.removeAttribute("tabindex");
  }
});
for (const pre of document.querySelectorAll("pre")) scrollable.observe(pre);

/** The page's texts, its examples and its links to the site's pages in the reader's language. */
async function translate(): Promise<void> {
  const tr = await startLanguage();
  for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href$=".html"], a[href*=".html?"]')) a.href = keepLang(a.getAttribute("href") ?? "");
  const frame = document.querySelector<HTMLIFrameElement>("iframe.embed-frame");
  const framed = keepLang(frame?.getAttribute("src") ?? "");
  if (frame !== null && framed !== frame.getAttribute("src")) frame.src = framed;
  // the examples built before the page's language was known spoke the page's English
  if (tr.lang !== "en") for (const el of document.querySelectorAll("omni-draughts")) if (!el.hasAttribute("lang")) el.setAttribute("lang", tr.lang);
  let texts;
  try {
    texts = await loadDocsTexts(tr.lang);
  } catch (e) {
    // a language file that cannot be loaded (offline, a broken copy): the page stays in English
    console.error(e);
    document.documentElement.lang = "en";
    return;
  }
  if (texts !== null) for (const problem of translateDocs(document, texts)) console.error(problem);
}

void translate().finally(() => document.body.classList.add("ready"));
