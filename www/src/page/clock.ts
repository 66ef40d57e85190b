// The game's clocks, owned by the session: which clock runs, what each shows, a flag fallen,
// pauses, and the clocks as a record keeps them (share links, the saved game, PDN). No DOM and
// no timers: the time is read through `now()`, given by the session (Date.now on the page, a
// fake clock in the unit tests); the session ticks, and asks.
//
// Fischer: each side starts with a base time; the clock of the side to move runs, and after
// each move the mover's clock gets the increment. Per move: each move has the same time, the
// rest of it not kept. The flag of the side to move falls when its clock reaches zero.
//
// Undo and redo put the clocks back to what they showed when that position was reached (the
// times are kept for every move, and for the moves taken back while they can be redone); the
// clock of the side to move starts again from there.

import type { Color } from "../engine/engine.js";

/** A time control, in milliseconds. */
export type TimeControl =
  /** A base time each, and `incrementMs` added after each of a side's moves. */
  | { kind: "fischer"; baseMs: number; incrementMs: number }
  /** `perMoveMs` for each move; what is not used is not kept. */
  | { kind: "move"; perMoveMs: number };

/** A game's clocks as the engine's records hold them (docs/wasm-api.md): times in tenths. */
export interface ClockRecord {
  /** "300+3" (Fischer: seconds and increment) or "1/30" (seconds a move). */
  control: string;
  /** The mover's clock after each move, in tenths of a second. */
  times: number[];
  /** Tenths used by the side to move on the move under way. */
  used?: number;
  /** When the running clock last started, in ms since 1970 (the saved game only). */
  since?: number | null;
}

/** What the clocks show, for the views. */
export interface ClockView {
  readonly control: TimeControl;
  /** Milliseconds left on each clock now (never below zero). */
  readonly south: number;
  readonly north: number;
  /** The clock that runs (the side to move's); null once the game is over. */
  readonly running: Color | null;
  /** Stopped for a while (a dialog open in a game between two people, the position editor). */
  readonly paused: boolean;
  /** The side whose flag fell. */
  readonly flagged: Color | null;
  /** Below this many milliseconds a clock is low (drawn so, and a sound). */
  readonly lowMs: number;
}

const other = (c: Color): Color => (c === "south" ? "north" : "south");

/** The engine's text of a time control: "300+3", "1/30". */
export function controlText(c: TimeControl): string {
  return c.kind === "fischer" ? `${Math.round(c.baseMs / 1000)}+${Math.round(c.incrementMs / 1000)}` : `1/${Math.round(c.perMoveMs / 1000)}`;
}

/** Reads "300+3", "300" or "1/30"; null when it is none of these. */
export function parseControl(text: string): TimeControl | null {
  const t = text.trim();
  let m = /^1\/(\d{1,6})$/.exec(t);
  if (m !== null) {
    const s = Number(m[1]);
    return s >= 1 ? { kind: "move", perMoveMs: s * 1000 } : null;
  }
  m = /^(\d{1,6})(?:\+(\d{1,6}))?$/.exec(t);
  if (m !== null) {
    const base = Number(m[1]);
    return base >= 1 ? { kind: "fischer", baseMs: base * 1000, incrementMs: Number(m[2] ?? "0") * 1000 } : null;
  }
  return null;
}

/** What a clock shows at the start (and, per move, at the start of each move). */
function startMs(c: TimeControl): number {
  return c.kind === "fischer" ? c.baseMs : c.perMoveMs;
}

/** A clock is low under ten seconds, or a quarter of its start when that is less. */
function lowMs(c: TimeControl): number {
  return Math.min(10_000, startMs(c) / 4);
}

export class GameClock {
  readonly control: TimeControl;
  readonly #now: () => number;
  /** The side to move in the position the game started from. */
  readonly #startTurn: Color;
  /** For each move played (and each taken back that can be redone): its text and the mover's clock after it, ms. */
  #moves: { text: string; ms: number }[] = [];
  /** The moves played now. */
  #ply = 0;
  /** What each clock showed when the move under way began (the other's: what it shows). */
  #left: Record<Color, number>;
  /** Time used on the move under way before `#since`. */
  #used = 0;
  /** When the running clock last started; null while it is stopped. */
  #since: number | null;
  #pauses = new Set<string>();
  #over = false;
  #flagged: Color | null = null;

  private constructor(control: TimeControl, startTurn: Color, now: () => number) {
    this.control = control;
    this.#now = now;
    this.#startTurn = startTurn;
    this.#left = { south: startMs(control), north: startMs(control) };
    this.#since = now();
  }

  /** Fresh clocks at the start of a game, the clock of the side to move running. */
  static fresh(control: TimeControl, startTurn: Color, now: () => number = Date.now): GameClock {
    return new GameClock(control, startTurn, now);
  }

  /**
   * The clocks of a record, for a game of `history` (the moves, as the record's times); with
   * `since` (the saved game of this browser), the time since the running clock last started
   * counts as used: it ran while the page was closed. Throws when the record is not clocks.
   */
  static restore(record: ClockRecord, startTurn: Color, history: readonly string[], now: () => number = Date.now): GameClock {
    const control = parseControl(record.control);
    if (control === null) throw new Error(`“${record.control}” is not a time control`);
    const c = new GameClock(control, startTurn, now);
    c.#moves = history.map((text, i) => ({ text, ms: Math.max(0, (record.times[i] ?? startMs(control) / 100) * 100) }));
    c.#ply = history.length;
    c.#reset();
    const t = now();
    const since = record.since;
    c.#used = Math.max(0, (record.used ?? 0) * 100);
    c.#since = typeof since === "number" && Number.isFinite(since) && since <= t ? since : t;
    return c;
  }

  /** The moves played. */
  get ply(): number {
    return this.#ply;
  }

  /** The side to move. */
  get turn(): Color {
    return (this.#ply % 2 === 0) === (this.#startTurn === "south") ? "south" : "north";
  }

  /** Whether the game is over (the clocks stopped for good, until an undo). */
  get over(): boolean {
    return this.#over;
  }

  get paused(): boolean {
    return this.#pauses.size > 0;
  }

  /** The time used on the move under way, ms. */
  #spent(): number {
    return this.#used + (this.#since === null ? 0 : Math.max(0, this.#now() - this.#since));
  }

  /** Milliseconds left on `c`'s clock now. */
  left(c: Color): number {
    const base = this.#left[c];
    if (c !== this.turn || this.#over) return Math.max(0, base);
    return Math.max(0, base - this.#spent());
  }

  /** The clock that runs: the side to move's, unless the game is over or the clocks are paused. */
  get running(): Color | null {
    return this.#over || this.paused ? null : this.turn;
  }

  /** The side to move's flag has fallen (its clock shows zero): that side; else null. */
  flag(): Color | null {
    if (this.#over) return this.#flagged;
    return this.left(this.turn) <= 0 ? this.turn : null;
  }

  /**
   * The side to move played `text` (the `ply`th move): its clock stops, gets the increment
   * (Fischer) or is set for the next move (per move), and the other's starts.
   */
  moved(text: string): void {
    const mover = this.turn;
    const spent = this.#spent();
    const c = this.control;
    const ms = c.kind === "fischer" ? Math.max(0, this.#left[mover] - spent) + c.incrementMs : Math.max(0, c.perMoveMs - spent);
    // a move played again after an undo keeps the moves after it that can be redone
    const kept = this.#moves[this.#ply];
    if (kept === undefined || kept.text !== text) this.#moves.length = this.#ply;
    this.#moves[this.#ply] = { text, ms };
    this.#ply++;
    this.#reset();
    this.#restart();
  }

  /**
   * The game went to `history` another way (undo, redo): the clocks show what they showed
   * when that position was reached, and the side to move's runs from there. Moves redone take
   * the times they had; a move this clock never saw takes the time its mover had left.
   */
  goTo(history: readonly string[]): void {
    for (let i = 0; i < history.length; i++) {
      const text = history[i] as string;
      if (this.#moves[i]?.text !== text) {
        this.#moves.length = i;
        this.#ply = i;
        this.#reset();
        this.#moves[i] = { text, ms: this.#left[this.turn] };
      }
    }
    this.#ply = history.length;
    this.#over = false;
    this.#flagged = null;
    this.#reset();
    this.#restart();
  }

  /** The game is over: the clocks stop where they are (`flagged`: the side whose flag fell). */
  stop(flagged: Color | null = null): void {
    if (this.#over) return;
    const mover = this.turn;
    this.#left[mover] = flagged === mover ? 0 : this.left(mover);
    this.#used = 0;
    this.#since = null;
    this.#over = true;
    this.#flagged = flagged;
  }

  /** Stops the clocks for `reason` (a dialog, the editor) until `resume(reason)`. */
  pause(reason: string): void {
    if (this.#pauses.has(reason)) return;
    if (this.#pauses.size === 0 && this.#since !== null) {
      this.#used = this.#spent();
      this.#since = null;
    }
    this.#pauses.add(reason);
  }

  /** The clocks go on when no reason to pause is left. */
  resume(reason: string): void {
    if (!this.#pauses.delete(reason)) return;
    if (this.#pauses.size === 0 && !this.#over) this.#since = this.#now();
  }

  /** What the views draw. */
  view(): ClockView {
    return {
      control: this.control,
      south: this.left("south"),
      north: this.left("north"),
      running: this.running,
      paused: this.paused,
      flagged: this.#flagged,
      lowMs: lowMs(this.control),
    };
  }

  /**
   * The clocks as a record keeps them; `since`: with the time the running clock last started
   * (the saved game), else the time used folded into `used` (a share link).
   */
  record(since: boolean): ClockRecord {
    const times = this.#moves.slice(0, this.#ply).map((m) => Math.round(m.ms / 100));
    const keepSince = since && this.#since !== null && !this.#over;
    const used = this.#over ? 0 : Math.floor((keepSince ? this.#used : this.#spent()) / 100);
    return { control: controlText(this.control), times, used, since: keepSince ? Math.round(this.#since ?? 0) : null };
  }

  /** The time manager's view of the side to move's clock, for the computer's search. */
  forSearch(): { time: number; increment: number; movesToGo?: number } {
    const c = this.control;
    // (the engine takes a clock of up to a day: more changes nothing)
    const time = Math.min(this.left(this.turn), 86_400_000);
    return c.kind === "fischer" ? { time, increment: c.incrementMs } : { time, increment: 0, movesToGo: 1 };
  }

  /** Each clock as the moves played left it; the side to move's from the start of its move. */
  #reset(): void {
    const c = this.control;
    const left = { south: startMs(c), north: startMs(c) };
    let mover = this.#startTurn;
    for (const m of this.#moves.slice(0, this.#ply)) {
      left[mover] = m.ms;
      mover = other(mover);
    }
    // per move, each move has the whole time: the side to move's, and the next one's
    if (c.kind === "move") left.south = left.north = c.perMoveMs;
    this.#left = left;
  }

  /** The side to move's clock starts (unless paused). */
  #restart(): void {
    this.#used = 0;
    this.#since = this.paused ? null : this.#now();
  }
}
