// embed.html: one <omni-draughts> filling the page, for an <iframe>. Its attributes come from
// the address, every one the element takes (its observedAttributes: docs.html's table):
// embed.html?variant=russian&moves=c3-d4+f6-g5&mode=view&lang=ru, embed.html?pdn=<PDN,
// percent-encoded>, embed.html?src=games/mine.pdn (an address on this site, relative to the page).
// Without ?lang= the board speaks the visitor's language, chosen as on the game page (the
// saved setting, else the browser's). The page's heading (for screen readers; the board says
// the rest) names the game shown (a PDN's own game), in the board's language.

import { OmniDraughts } from "./element.js";
import { chooseLang, translator } from "../i18n/index.js";
import { variantName } from "../i18n/words.js";
import "../site/offline.js";

const params = new URLSearchParams(location.search);
const el = document.createElement("omni-draughts") as OmniDraughts;
for (const name of OmniDraughts.observedAttributes) {
  const v = params.get(name);
  if (v !== null) el.setAttribute(name, v);
}
if (!el.hasAttribute("lang")) el.setAttribute("lang", chooseLang());

/** Names the game in the title and heading once the board shows it (again after a change). */
async function nameTheGame(): Promise<void> {
  const v = el.variant;
  if (v === null) return;
  const tr = await translator(el.language);
  const title = tr.t("embed.title", { game: variantName(tr, v) });
  document.documentElement.lang = tr.lang;
  document.title = title;
  const h1 = document.getElementById("embed-title");
  if (h1 !== null) h1.textContent = title;
}

new MutationObserver(() => {
  if (el.hasAttribute("data-ready")) void nameTheGame().catch(() => {});
}).observe(el, { attributes: true, attributeFilter: ["data-ready"] });
document.title = `${params.get("variant") ?? "omnidraughts"} — omnidraughts board`;
(document.getElementById("embed") ?? document.body).append(el);
