// embed.html: one <omni-draughts> filling the page, for an <iframe>. Its
// attributes come from the address: embed.html?variant=russian&moves=c3-d4+f6-g5&mode=view

import "./element.js";
import "./offline.js";

const ATTRIBUTES = ["variant", "fen", "moves", "mode", "ply", "flip"];

const params = new URLSearchParams(location.search);
const el = document.createElement("omni-draughts");
for (const name of ATTRIBUTES) {
  const v = params.get(name);
  if (v !== null) el.setAttribute(name, v);
}
document.body.append(el);
document.title = `${params.get("variant") ?? "english"} — omnidraughts board`;
