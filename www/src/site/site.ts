// The game page's extras that need nothing from main.ts: the offline copy
// (offline.ts), and the links to the rules page (the Rules dialog's) and to the Learn page
// (the header's), kept on the game being played (the game picker, #variant, always shows it).

import "./offline.js";

const picker = document.getElementById("variant");
const more = document.getElementById("rules-more");
const open = document.getElementById("rules-open");
const learn = document.getElementById("learn-open");

function sync(): void {
  if (!(picker instanceof HTMLSelectElement) || !(more instanceof HTMLAnchorElement)) return;
  const id = picker.value;
  const known = /^[a-z-]+$/.test(id);
  more.href = !known ? "rules.html" : `rules.html?variant=${encodeURIComponent(id)}#${encodeURIComponent(id)}`;
  if (learn instanceof HTMLAnchorElement) learn.href = !known ? "learn.html" : `learn.html?variant=${encodeURIComponent(id)}`;
}

picker?.addEventListener("change", sync);
learn?.addEventListener("pointerdown", sync);
learn?.addEventListener("focus", sync);
open?.addEventListener("click", sync);
