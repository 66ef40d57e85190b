// The game's actions beside the moves: Undo, Redo, the draw offer and its answers, and Resign
// (which asks first, resign.ts). Each runs through the session's `act`, which says an error
// in the status line and redraws after a change; this owns only Resign's confirmation.

import type { Color, Game, GameState, VariantInfo } from "../engine/engine.js";
import { t } from "../i18n/index.js";
import { undoCount, type Players } from "./opening.js";
import { ResignGuard, type ResignHost } from "./resign.js";

/** What the actions need of the session. */
export interface ActionsHost {
  readonly game: Game;
  readonly state: GameState;
  readonly players: Players;
  readonly variant: VariantInfo;
  /** A side's name as the page says it (the player's name, else the colour, in the page's language). */
  nameOf(c: Color): string;
  /** Runs a change of the game: its error is said in the status line, else all is redrawn. */
  act(what: () => void): void;
  renderPanel(): void;
}

export class GameActions {
  readonly #host: ActionsHost;
  /** Resign's confirmation: armed by the first press. */
  readonly #resign: ResignGuard;

  /** `status`: the status line (Resign's question is said there). */
  constructor(host: ActionsHost, status: Omit<ResignHost, "expired">) {
    this.#host = host;
    this.#resign = new ResignGuard({
      get message(): string | null {
        return status.message;
      },
      say: (text) => status.say(text),
      expired: () => host.renderPanel(),
    });
  }

  undo(): void {
    const h = this.#host;
    h.act(() => {
      const n = undoCount(h.state, h.players);
      if (n === 0) throw new Error(t(h.state.ending?.startsWith("time-") === true ? "session.time-final" : "session.nothing-to-undo"));
      for (let i = 0; i < n; i++) if (!h.game.undo()) break;
    });
  }

  redo(): void {
    const h = this.#host;
    h.act(() => {
      const game = h.game;
      if (!game.redo()) throw new Error(t("session.nothing-to-redo"));
      // against the computer: on to the person's next turn
      if (h.players.opponent === "computer") {
        for (let i = 0; i < 2; i++) {
          const s = game.state();
          if (s.result !== null || s.turn === h.players.human || !game.redo()) break;
        }
      }
    });
  }

  offerDraw(): void {
    this.#host.act(() => this.#host.game.offerDraw());
  }

  acceptDraw(): void {
    this.#host.act(() => this.#host.game.acceptDraw());
  }

  declineDraw(): void {
    this.#host.act(() => this.#host.game.declineDraw());
  }

  /**
   * Resign asks first: the button (its place kept, a label that fits) says "Yes, resign",
   * and the status line says who resigns; a second press within a few seconds resigns,
   * anything else (or the time) cancels.
   */
  resign(): void {
    const h = this.#host;
    if (!this.#resign.armed) {
      this.#resign.arm(h.nameOf(h.state.turn));
      h.renderPanel();
      return;
    }
    h.act(() => h.game.resign());
  }

  /** Whether Resign waits for its confirming press. */
  get resignArmed(): boolean {
    return this.#resign.armed;
  }

  /** Puts Resign back at rest; false when it was not armed. */
  disarm(): boolean {
    return this.#resign.disarm();
  }

  /** Puts Resign back at rest (the time ran out, or something else was clicked), and redraws. */
  disarmResign(): void {
    if (this.#resign.disarm()) this.#host.renderPanel();
  }
}
