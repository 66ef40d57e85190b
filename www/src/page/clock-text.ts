// Every sentence and label the clocks put on the page, in one place (the New game dialog's
// own labels are in index.html, in its "Clock" fieldset), in the page's language
// (i18n/en.ts "clock.*"). Durations are written here too.

import { t } from "../i18n/index.js";
import type { TimeControl } from "./clock.js";

export const CLOCK_TEXT = {
  /** The clocks' box, for screen readers. */
  get region(): string {
    return t("clock.region");
  },
  /** A clock's label: "White's clock". */
  clockOf: (side: string) => t("clock.of", { side }),
  /** Shown beside the running clock for screen readers (the highlight says it to the eye). */
  get running(): string {
    return t("clock.running");
  },
  get paused(): string {
    return t("clock.paused");
  },
  get pausedEditor(): string {
    return t("clock.paused-editor");
  },
  /** The time control, under the clocks: "5 min + 3 s", "30 s a move". */
  control(c: TimeControl): string {
    if (c.kind === "move") return t("clock.per-move", { time: duration(c.perMoveMs) });
    return c.incrementMs > 0
      ? t("clock.fischer", { time: duration(c.baseMs), increment: duration(c.incrementMs) })
      : t("clock.no-increment", { time: duration(c.baseMs) });
  },
  /** The status line when a flag falls (the result box says who won, from the engine). */
  flagFell: (side: string) => t("clock.flag-fell", { side }),
  /** The dialog's time control is not usable. */
  get badControl(): string {
    return t("clock.bad-control");
  },
};

/** "5 min", "90 s", "1 h 30 min". */
export function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 60 || (s < 600 && s % 60 !== 0)) return t("clock.s", { n: s });
  const h = Math.floor(s / 3600);
  const min = Math.round((s % 3600) / 60);
  if (h === 0) return t("clock.min", { n: min });
  return min === 0 ? t("clock.h", { n: h }) : t("clock.h-min", { h, min });
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
