// embed.html: one <omni-draughts> filling the page, for an <iframe>. Its
// attributes come from the address: embed.html?variant=russian&moves=c3-d4+f6-g5&mode=view&lang=ru
// Without ?lang= the board speaks the visitor's language, chosen as on the game page (the
// saved setting, else the browser's). The page's heading (for screen readers; the board says
// the rest) names the game, in the board's language.

import { OmniDraughts, sharedEngine } from "./element.js";
import { chooseLang, translator } from "../i18n/index.js";
import { variantName } from "../i18n/words.js";
import "../site/offline.js";

const ATTRIBUTES = ["variant", "fen", "moves", "mode", "ply", "flip", "lang"];

const params = new URLSearchParams(location.search);
const el = document.createElement("omni-draughts") as OmniDraughts;
for (const name of ATTRIBUTES) {
  const v = params.get(name);
  if (v !== null) el.setAttribute(name, v);
}
if (!el.hasAttribute("lang")) el.setAttribute("lang", chooseLang());
(document.getElementById("embed") ?? document.body).append(el);
const id = params.get("variant") ?? "english";
document.title = `${id} — omnidraughts board`;
void Promise.all([sharedEngine(), translator(el.language)]).then(
  ([engine, tr]) => {
    const v = engine.variant(id);
    if (v === undefined) return;
    const title = tr.t("embed.title", { game: variantName(tr, v) });
    document.documentElement.lang = tr.lang;
    document.title = title;
    const h1 = document.getElementById("embed-title");
    if (h1 !== null) h1.textContent = title;
  },
  // the element says why it cannot show the board
  () => {},
);
