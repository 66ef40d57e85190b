// Stepping through the moves of the game: which earlier position the board shows (none: the
// game as it is now, where moves are made). The earlier position is the engine's, read from the
// history the game keeps (nothing replayed).

import { type ColorNames, type Game, type GameState } from "../engine/engine.js";
import { pageTranslator, t } from "../i18n/index.js";
import { errorText, sideName } from "../i18n/words.js";

/** What the browser needs of the game now. */
export interface BrowseHost {
  /** The game the engine holds, and its state now. */
  readonly game: Game;
  readonly state: GameState;
}

export class MoveBrowser {
  readonly #host: BrowseHost;
  /** How many of the game's moves the board shows (null: the game now). */
  #ply: number | null = null;
  /** The position shown while stepping. */
  #state: GameState | null = null;

  constructor(host: BrowseHost) {
    this.#host = host;
  }

  /** The earlier position shown, as a count of moves, or null: the game now is shown. */
  get ply(): number | null {
    return this.#ply;
  }

  /** The position on the board: the game now, or an earlier one while stepping. */
  get shown(): GameState {
    return this.#state ?? this.#host.state;
  }

  /** How many of the game's moves the board shows. */
  get shownPly(): number {
    return this.#ply ?? this.#host.state.history.length;
  }

  /** Back to the game now. */
  reset(): void {
    this.#ply = null;
    this.#state = null;
  }

  /** The game changed: a move taken back hides what came after it. */
  gameChanged(): void {
    if (this.#ply !== null && this.#ply >= this.#host.state.history.length) this.reset();
  }

  /**
   * Shows the position after `n` moves (the game now: n of the history's length, or null).
   * Returns false when that is the position shown already; throws with a message when the
   * engine cannot show it (the position shown stays).
   */
  show(n: number | null): boolean {
    const h = this.#host.state.history;
    const from = this.shownPly;
    const to = n === null ? h.length : Math.max(0, Math.min(h.length, n));
    if (to === from) return false;
    if (to === h.length) {
      this.reset();
      return true;
    }
    try {
      this.#state = this.#host.game.stateAt(to);
      this.#ply = to;
    } catch (e) {
      throw new Error(t("browse.cannot-show", { error: errorText(pageTranslator(), e) }));
    }
    return true;
  }

  /** "3... 23-19": a move as the list numbers it (`ply` counts from 1). */
  moveLabel(ply: number): string {
    const s = this.#host.state;
    const offset = s.startTurn === s.firstTurn ? 0 : 1;
    const i = ply - 1 + offset;
    const num = Math.floor(i / 2) + 1;
    return `${num}${i % 2 === 0 ? "." : "..."} ${s.history[ply - 1] ?? ""}`;
  }

  /** The status line while an earlier position is shown (null: the game now is shown). */
  status(colorNames: ColorNames): string | null {
    const ply = this.#ply;
    if (ply === null) return null;
    const turn = this.#state?.turn;
    if (turn === undefined) return ply === 0 ? t("browse.viewing-start") : t("browse.viewing-after", { move: this.moveLabel(ply) });
    const side = sideName(pageTranslator(), colorNames, turn);
    return ply === 0 ? t("browse.viewing-start-turn", { side }) : t("browse.viewing-after-turn", { move: this.moveLabel(ply), side });
  }
}
