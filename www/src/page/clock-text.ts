// Every sentence and label the clocks put on the page, in one place (the New game dialog's
// own labels are in index.html, in its "Clock" fieldset): to be moved into a translation file
// with the rest of the page's text. Numbers are formatted here too.

import type { TimeControl } from "./clock.js";

export const CLOCK_TEXT = {
  /** The clocks' box, for screen readers. */
  region: "Clocks",
  /** A clock's label: "White's clock". */
  clockOf: (side: string) => `${side}'s clock`,
  /** Shown beside the running clock for screen readers (the highlight says it to the eye). */
  running: "running",
  paused: "Clocks paused while a dialog is open.",
  pausedEditor: "Clocks paused while the position is set up.",
  /** The time control, under the clocks: "5 min + 3 s", "30 s a move". */
  control(c: TimeControl): string {
    if (c.kind === "move") return `${duration(c.perMoveMs)} a move`;
    return c.incrementMs > 0 ? `${duration(c.baseMs)} + ${duration(c.incrementMs)} a move` : `${duration(c.baseMs)}, no increment`;
  },
  /** The status line when a flag falls (the result box says who won, from the engine). */
  flagFell: (side: string) => `${side}'s time ran out.`,
  /** The dialog's time control is not usable. */
  badControl: "Choose a time the clock can run: 15 seconds to 10 hours each, up to 10 minutes a move added, or 1 second to an hour a move.",
};

/** "5 min", "90 s", "1 h 30 min". */
export function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 60 || (s < 600 && s % 60 !== 0)) return `${s} s`;
  const h = Math.floor(s / 3600);
  const min = Math.round((s % 3600) / 60);
  if (h === 0) return `${min} min`;
  return min === 0 ? `${h} h` : `${h} h ${min} min`;
}

/**
 * What a clock shows: "4:57" (minutes and seconds), "1:02:03" from an hour, and seconds with
 * tenths under ten seconds ("9.4", "0.0"). Whole seconds and tenths are those not yet used up
 * (rounded down): a clock shows 0.0 only when its time is gone.
 */
export function clockFace(ms: number): string {
  const t = Math.max(0, ms);
  if (t < 10_000) {
    const tenths = Math.floor(t / 100);
    return `${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const s = Math.floor(t / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`;
}
