// The session's clocks sub-controller: the game's clocks (clock.ts) and the time control the
// next new game gets, the tick of the running clock (a flag fallen, a clock turning low, the
// times redrawn), the pauses (a dialog in a game between two people, the position editor), and
// the clocks kept in step with the game (a move, an undo, the end). No DOM: the session gives
// the time (`now`) and does what a flag fallen means to the game.

import type { GameState } from "../engine/engine.js";
import type { SoundKind } from "../site/sound.js";
import { GameClock, type ClockRecord, type ClockView, type TimeControl } from "./clock.js";
import type { Opening, Players } from "./opening.js";

/** What the clocks read of the session (the session itself). */
export interface ClockGame {
  readonly state: GameState;
  readonly players: Players;
  /** The position editor is open. */
  readonly editing: boolean;
  /** Counts the changes of position (a clock turns low once a move). */
  readonly epoch: number;
}

/** What the clocks ask the session to do. */
export interface ClockActs {
  /** Saves the game (a pause changes what the clocks keep). */
  save(): void;
  sound(kind: SoundKind): void;
  /** Redraws the clocks' times alone. */
  drawClocks(view: ClockView): void;
  /** The side to move's flag fell: the game ends on time; false when it could not. */
  endOnTime(side: "south" | "north"): boolean;
}

export class ClockKeeper {
  readonly #host: ClockGame;
  readonly #acts: ClockActs;
  readonly #now: () => number;
  /** The clocks of this game (null: no time control). */
  #clock: GameClock | null = null;
  /** The time control a new game gets (the last one chosen; null: none). */
  #control: TimeControl | null = null;
  /** The running clock's next tick. */
  #ticker: ReturnType<typeof setTimeout> | undefined;
  /** The clock that was low at the last tick (its sound plays once, when it turns low). */
  #lowWas: string | null = null;
  /** A dialog about the game is open. */
  #dialogOpen = false;

  constructor(host: ClockGame, acts: ClockActs, now: () => number) {
    this.#host = host;
    this.#acts = acts;
    this.#now = now;
  }

  /** The time control of this game (null: none), and of the next new game unless another is chosen. */
  get control(): TimeControl | null {
    return this.#clock?.control ?? this.#control;
  }

  /** A new game is to get this time control (null: no clock). */
  choose(control: TimeControl | null): void {
    this.#control = control;
  }

  /** What the views draw; null in a game without clocks. */
  view(): ClockView | null {
    return this.#clock?.view() ?? null;
  }

  /** The clocks as a record keeps them (`since`: the saved game's, see GameClock.record); null without. */
  record(since: boolean): ClockRecord | null {
    return this.#clock?.record(since) ?? null;
  }

  /** The side to move's clock for the computer's search: the time left and the increment; null without. */
  get forSearch(): { time: number; increment: number; movesToGo?: number } | null {
    const c = this.#clock;
    return c === null || c.over ? null : c.forSearch();
  }

  /**
   * The clocks of the game `o`, on the board now: its record's (a link, the saved game, a PDN
   * with clocks); none for a record without (`clock: null`); fresh ones with the time control
   * chosen for a new game or a position set up (`clock` absent).
   */
  set(o: Opening): void {
    const s = this.#host.state;
    let clock: GameClock | null = null;
    if (o.clock !== undefined && o.clock !== null) {
      try {
        clock = GameClock.restore(o.clock, s.startTurn, s.history, this.#now);
      } catch {
        clock = null;
      }
    } else if (o.clock === undefined && this.#control !== null && s.result === null) {
      clock = GameClock.fresh(this.#control, s.startTurn, this.#now);
      // moves already played (a record without clocks) took no time
      if (s.history.length > 0) clock.goTo(s.history);
    }
    this.#clock = clock;
    if (o.clock !== undefined) this.#control = clock?.control ?? null;
    this.#lowWas = null;
    if (clock === null) return;
    if (s.result !== null) clock.stop(flagOf(s));
    if (this.#dialogOpen && this.#host.players.opponent !== "computer") clock.pause("dialog");
    if (this.#host.editing) clock.pause("editor");
  }

  /** The side to move played `text`: its clock stops, the other's starts. */
  moved(text: string): void {
    this.#clock?.moved(text);
  }

  /**
   * After any change of the game: the clocks stop when it is over, else they show what they
   * showed when the position on the board was reached (an undo, a redo, a flag taken back).
   */
  sync(): void {
    const c = this.#clock;
    if (c === null) return;
    const s = this.#host.state;
    if (s.result !== null) c.stop(flagOf(s));
    else if (c.over || c.turn !== s.turn || c.ply !== s.history.length) c.goTo(s.history);
  }

  /** A dialog about the game opened or closed: between two people the clocks stop meanwhile. */
  dialogToggled(open: boolean): void {
    this.#dialogOpen = open;
    this.#pause("dialog", open && this.#host.players.opponent !== "computer");
  }

  /** The position editor opened or closed: the clocks stop meanwhile. */
  editorToggled(open: boolean): void {
    this.#pause("editor", open);
  }

  /** The side to move's flag has fallen: the game ends on time (true); else false. */
  flagFalls(): boolean {
    const c = this.#clock;
    if (c === null || c.over || this.#host.state.result !== null) return false;
    const side = c.flag();
    if (side === null || !this.#acts.endOnTime(side)) return false;
    c.stop(side);
    return true;
  }

  /**
   * The running clock's tick: a flag fallen ends the game, a clock turning low sounds once
   * (a person's, when sounds are on), and the times are redrawn; the next tick comes when
   * what the clock shows next changes, at most 100 ms later.
   */
  tick(): void {
    if (this.#ticker !== undefined) clearTimeout(this.#ticker);
    this.#ticker = undefined;
    const c = this.#clock;
    if (c === null || c.running === null) return;
    if (this.flagFalls()) return;
    const h = this.#host;
    const view = c.view();
    const side = view.running;
    if (side === null) return;
    const left = view[side];
    const low = left < view.lowMs ? `${h.epoch}:${side}` : null;
    const person = h.players.opponent !== "computer" || side === h.players.human;
    if (low !== null && low !== this.#lowWas && person) this.#acts.sound("low");
    this.#lowWas = low;
    this.#acts.drawClocks(view);
    // tenths under ten seconds, else seconds
    const step = left < 10_000 ? 100 : 1000;
    this.#ticker = setTimeout(() => this.tick(), Math.max(10, Math.min(100, (left % step) + 1)));
  }

  /** Stops (`on`) or restarts the clocks for `reason`; the saved game keeps what they show. */
  #pause(reason: string, on: boolean): void {
    const c = this.#clock;
    if (c === null) return;
    const was = c.paused;
    if (on) c.pause(reason);
    else c.resume(reason);
    if (c.paused === was || c.over) return;
    this.#acts.save();
    this.tick();
  }
}

/** The side whose flag fell, in a game over on time (the side to move); else null. */
function flagOf(s: GameState): "south" | "north" | null {
  return s.ending === `time-${s.turn}` ? s.turn : null;
}
