// embed.html: one <omni-draughts> filling the page, for an <iframe>. Its
// attributes come from the address: embed.html?variant=russian&moves=c3-d4+f6-g5&mode=view
// The page's heading (for screen readers; the board says the rest) names the game.

import { sharedEngine } from "./element.js";
import "./offline.js";

const ATTRIBUTES = ["variant", "fen", "moves", "mode", "ply", "flip"];

const params = new URLSearchParams(location.search);
const el = document.createElement("omni-draughts");
for (const name of ATTRIBUTES) {
  const v = params.get(name);
  if (v !== null) el.setAttribute(name, v);
}
(document.getElementById("embed") ?? document.body).append(el);
const id = params.get("variant") ?? "english";
document.title = `${id} — omnidraughts board`;
void sharedEngine().then(
  (engine) => {
    const name = engine.variant(id)?.name;
    if (name === undefined) return;
    document.title = `${name} — omnidraughts board`;
    const h1 = document.getElementById("embed-title");
    if (h1 !== null) h1.textContent = `${name} — omnidraughts board`;
  },
  // the element says why it cannot show the board
  () => {},
);
