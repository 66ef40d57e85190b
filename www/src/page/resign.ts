// Resign asks first: the first press arms it (the status line asks who resigns), a second
// press within a few seconds resigns, and anything else, or the time, puts it back at rest.

import { t } from "../i18n/index.js";

/** How long the armed Resign button waits for the confirming press. */
export const RESIGN_ARMED_MS = 4000;

/** What the guard needs: the status line, and a way to say it went back to rest. */
export interface ResignHost {
  /** The status line's text now (null: the game's own message). */
  readonly message: string | null;
  say(text: string | null): void;
  /** The time ran out: Resign is back at rest. */
  expired(): void;
}

export class ResignGuard {
  readonly #host: ResignHost;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** The status line's question while Resign waits for its confirmation. */
  #ask: string | null = null;

  constructor(host: ResignHost) {
    this.#host = host;
  }

  /** Whether Resign waits for its confirming press. */
  get armed(): boolean {
    return this.#timer !== undefined;
  }

  /** The first press: asks `who` (the side to move's name) to press again. */
  arm(who: string): void {
    this.disarm();
    this.#ask = t("resign.ask", { side: who });
    this.#host.say(this.#ask);
    this.#timer = setTimeout(() => {
      if (this.disarm()) this.#host.expired();
    }, RESIGN_ARMED_MS);
  }

  /** Back at rest, and the status line drops its question; false when it was not armed. */
  disarm(): boolean {
    if (this.#timer === undefined) return false;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const asked = this.#ask;
    this.#ask = null;
    if (asked !== null && this.#host.message === asked) this.#host.say(null);
    return true;
  }
}
