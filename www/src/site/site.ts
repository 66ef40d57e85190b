// The game page's extras that need nothing from main.ts: the offline copy
// (offline.ts), and the Rules dialog's link to the rules page, kept on the game
// being played (the game picker, #variant, always shows it).

import "./offline.js";

const picker = document.getElementById("variant");
const more = document.getElementById("rules-more");
const open = document.getElementById("rules-open");

function sync(): void {
  if (!(picker instanceof HTMLSelectElement) || !(more instanceof HTMLAnchorElement)) return;
  const id = picker.value;
  more.href = !/^[a-z-]+$/.test(id) ? "rules.html" : `rules.html?variant=${encodeURIComponent(id)}#${encodeURIComponent(id)}`;
}

picker?.addEventListener("change", sync);
open?.addEventListener("click", sync);
