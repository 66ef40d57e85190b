// The two clocks beside the board, drawn from the session's snapshot: the clock of the side at
// the top of the board above, the other below, the running one highlighted, low ones marked,
// tenths under ten seconds. Between full redraws the session's ticks redraw the times only.

import type { Color } from "../engine/engine.js";
import { paletteName } from "../board/theme.js";
import type { ClockView } from "./clock.js";
import { CLOCK_TEXT, clockFace } from "./clock-text.js";
import { byId } from "./dom.js";
import { nameOf, sideName, type Snapshot } from "./snapshot.js";

interface Face {
  row: HTMLDivElement;
  chip: HTMLSpanElement;
  name: HTMLSpanElement;
  time: HTMLSpanElement;
  state: HTMLSpanElement;
  /** The side it shows. */
  side: Color;
}

export class ClockPanel {
  readonly #box = byId("clocks", HTMLElement);
  readonly #control = byId("clock-control", HTMLParagraphElement);
  readonly #faces: [Face, Face];
  /** The text each time shows, so that a tick changes only what changed. */
  #shown = new Map<HTMLElement, string>();

  constructor() {
    const face = (at: "top" | "bottom"): Face => ({
      row: byId(`clock-${at}`, HTMLDivElement),
      chip: byId(`clock-${at}-chip`, HTMLSpanElement),
      name: byId(`clock-${at}-name`, HTMLSpanElement),
      time: byId(`clock-${at}-time`, HTMLSpanElement),
      state: byId(`clock-${at}-state`, HTMLSpanElement),
      side: at === "top" ? "north" : "south",
    });
    this.#faces = [face("top"), face("bottom")];
    this.#box.setAttribute("aria-label", CLOCK_TEXT.region);
  }

  /** Everything, from the snapshot (hidden in a game without clocks). */
  render(s: Snapshot): void {
    const c = s.clock;
    document.body.classList.toggle("has-clocks", c !== null);
    this.#box.hidden = c === null;
    if (c === null) return;
    const names = s.variant.colorNames;
    // the side at the top of the board first
    const top: Color = s.flipped ? "south" : "north";
    const sides: [Color, Color] = [top, top === "south" ? "north" : "south"];
    this.#faces.forEach((f, i) => {
      const side = sides[i] as Color;
      f.side = side;
      f.row.dataset["side"] = side;
      f.chip.className = `piece-chip palette-${paletteName(names, side)}`;
      const label = s.players.opponent === "computer" ? sideName(s, side) : nameOf(s, side);
      f.name.textContent = label;
      f.time.setAttribute("aria-label", CLOCK_TEXT.clockOf(label));
    });
    this.#control.textContent = c.paused ? `${CLOCK_TEXT.control(c.control)}. ${s.editing ? CLOCK_TEXT.pausedEditor : CLOCK_TEXT.paused}` : CLOCK_TEXT.control(c.control);
    this.tick(c);
  }

  /** The times and which clock runs (a tick). */
  tick(c: ClockView): void {
    this.#box.classList.toggle("paused", c.paused);
    for (const f of this.#faces) {
      const ms = c[f.side];
      const running = c.running === f.side;
      const low = ms < c.lowMs;
      f.row.classList.toggle("running", running);
      f.row.classList.toggle("low", low && c.flagged === null);
      f.row.classList.toggle("flagged", c.flagged === f.side);
      this.#set(f.time, clockFace(ms));
      this.#set(f.state, running ? `, ${CLOCK_TEXT.running}` : "");
    }
  }

  #set(el: HTMLElement, text: string): void {
    if (this.#shown.get(el) === text) return;
    this.#shown.set(el, text);
    el.textContent = text;
  }
}
