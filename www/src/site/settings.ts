// The page's settings that are not part of a game: the language, the board's colours,
// sounds and square numbers. Each is kept in localStorage (saved.ts) and applied as the page
// loads: this module sets the colours when imported, before the board first
// reads them.

import { chooseLanguage, isLang, LANG_NAMES, LANGS, pageLang } from "../i18n/index.js";
import { COLOURS_KEY, NUMBERS_KEY, readStore, writeStore } from "./saved.js";
import { setSound, soundOn } from "./sound.js";

/**
 * "standard": the page's own colours; "colour-blind": a scheme after Okabe
 * and Ito whose pieces differ in lightness as well as hue and whose marks
 * use no red against green (style.css, `[data-colours="colour-blind"]`).
 */
export type Colours = "standard" | "colour-blind";

export function readColours(): Colours {
  return readStore(COLOURS_KEY) === "colour-blind" ? "colour-blind" : "standard";
}

function applyColours(c: Colours): void {
  if (c === "standard") delete document.documentElement.dataset["colours"];
  else document.documentElement.dataset["colours"] = c;
}

applyColours(readColours());

/**
 * Wires the settings' controls: `colours` (a select of Colours values) and
 * `sound` (a checkbox). `restyle` redraws whatever reads the colours.
 */
export function wireSettings(colours: HTMLSelectElement, sound: HTMLInputElement, restyle: () => void): void {
  colours.value = readColours();
  colours.addEventListener("change", () => {
    const c: Colours = colours.value === "colour-blind" ? "colour-blind" : "standard";
    writeStore(COLOURS_KEY, c);
    applyColours(c);
    restyle();
  });
  sound.checked = soundOn();
  sound.addEventListener("change", () => setSound(sound.checked));
}

/** Whether the board shows its square numbers (on unless turned off). */
export function readSquareNumbers(): boolean {
  return readStore(NUMBERS_KEY) !== "off";
}

/**
 * Wires the "Square numbers" checkbox: `apply(on)` shows or hides them on
 * the board, now and each time the box changes; the choice is kept.
 */
export function wireSquareNumbers(box: HTMLInputElement, apply: (on: boolean) => void): void {
  box.checked = readSquareNumbers();
  apply(box.checked);
  box.addEventListener("change", () => {
    writeStore(NUMBERS_KEY, box.checked ? "on" : "off");
    apply(box.checked);
  });
}

/**
 * Fills and wires the language select: each language named in itself, the page's chosen;
 * another choice is kept and the page reloads in it (i18n/index.ts, chooseLanguage).
 */
export function wireLanguage(select: HTMLSelectElement): void {
  select.replaceChildren(...LANGS.map((l) => new Option(LANG_NAMES[l], l)));
  for (const o of select.options) o.lang = o.value;
  select.value = pageLang();
  select.addEventListener("change", () => {
    if (isLang(select.value) && select.value !== pageLang()) chooseLanguage(select.value);
  });
}
