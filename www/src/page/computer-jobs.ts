// The computer's work for the page, searched in the Web Worker (computer.ts): its move on its
// turn, a hint for the side to move, a short evaluation after each move ("Evaluate every
// move"), and its answer to a draw offer. Owns the search under way, the hint found and the
// last evaluation; an answer about an older position is dropped.

import { Computer, type ThinkOptions, type ThinkResult, type Thought, type Wdl } from "../engine/computer.js";
import type { Color, Engine, GameState, LegalMove, VariantInfo } from "../engine/engine.js";
import { t as tr } from "../i18n/index.js";
import type { Players } from "./opening.js";

/**
 * What the worker is asked: the computer's move, a hint for the side to move,
 * a short evaluation after a move, or whether the computer takes a draw.
 */
export type JobKind = "move" | "hint" | "eval" | "draw";

interface Job {
  kind: JobKind;
  id: number;
  /** The position it was asked about (the page's count of changes). */
  epoch: number;
  /** The side to move there: the score is theirs. */
  turn: Color;
  started: number;
  /** At most this long before the computer's move is shown (on a clock: a tenth of what it has left). */
  maxPause: number;
}

/** An evaluation: the score and any forced win, for south. */
export interface Evaluation {
  south: number;
  winIn: number | null;
  /** An endgame database's value, for south. */
  database: Wdl | null;
  depth: number;
  /** The position it is for; older ones are drawn faded. */
  epoch: number;
  /** The search it comes from: the computer's own before its move, a hint's, or an evaluation's. */
  from: JobKind;
}

/** The computer's move is shown no sooner than this after the move before it (the animation plays first). */
const COMPUTER_PAUSE_MS = 450;
/** The short search after each move when "Evaluate every move" is on. */
const EVAL_MS = 200;
/** The computer's search before it answers a draw offer. */
const DRAW_MS = 300;
/** The computer accepts a draw when the person is at least this much better (hundredths of a man). */
const DRAW_ACCEPT = 30;

/** What the jobs need of the game and give back to it. */
export interface JobsHost {
  readonly engine: Engine;
  readonly variant: VariantInfo;
  /** The position the game started from (null: the game's own start). */
  readonly startFen: string | null;
  readonly state: GameState;
  readonly players: Players;
  /** This game's seed: each of the computer's moves uses it plus the ply. */
  readonly seed: number;
  /** Counts the changes of position. */
  readonly epoch: number;
  /** Whether the computer plays the side to move in a game going on. */
  readonly computerToMove: boolean;
  /** The position editor is open: nothing is searched. */
  readonly editing: boolean;
  /** The side to move's clock, in a game with a time control (the time manager's input); null without. */
  readonly clockForSearch: { time: number; increment: number; movesToGo?: number } | null;
  /** Plays the computer's move. */
  playComputer(move: LegalMove): void;
  /** The computer's answer to the person's draw offer. */
  answerDraw(accept: boolean): void;
  /** Shows a message in the status line. */
  say(text: string): void;
  /** Redraws the board and the panel (the hint's arrow), or the panel only. */
  render(): void;
  renderPanel(): void;
}

export class ComputerJobs {
  readonly #host: JobsHost;
  readonly #computer: Computer;
  /** The search under way (or the computer's move waiting to be shown). */
  #job: Job | null = null;
  /** The move the Hint button found for this position. */
  #hint: LegalMove | null = null;
  #eval: Evaluation | null = null;
  /** "Evaluate every move": a short search after each move. */
  #evalEvery: boolean;
  /** The evaluation shown was searched before an endgame database that knows its position came in. */
  #evalStale = false;

  constructor(host: JobsHost, evalEvery: boolean) {
    this.#host = host;
    this.#computer = new Computer();
    this.#computer.onDatabases = (variant, pieces) => this.#databasesIn(variant, pieces);
    this.#evalEvery = evalEvery;
  }

  /**
   * An endgame database file came in: an evaluation of this position made without it, a
   * score (not a forced win the search found, which says more: "White wins in 3 moves"), is
   * searched again, and shows the database's value.
   */
  #databasesIn(variant: string, pieces: number): void {
    const h = this.#host;
    const e = this.#eval;
    if (variant !== h.variant.id || e === null || e.epoch !== h.epoch || e.database !== null || e.winIn !== null) return;
    if (h.state.squares.filter((q) => q.piece !== null).length > pieces) return;
    this.#evalStale = true;
    this.think();
  }

  get job(): JobKind | null {
    return this.#job?.kind ?? null;
  }

  get hint(): LegalMove | null {
    return this.#hint;
  }

  get evaluation(): Evaluation | null {
    return this.#eval;
  }

  get evalEvery(): boolean {
    return this.#evalEvery;
  }

  /**
   * The game changed: a search about the old position is stopped and the hint goes.
   * `keepEval`: the evaluation holds for the new position too (a draw offer answered), and
   * with `plyNearer` a forced win is a ply nearer (the computer played the move its search
   * found).
   */
  positionChanged(keepEval = false, plyNearer = false): void {
    this.stop();
    this.#hint = null;
    const e = this.#eval;
    if (keepEval && e !== null) {
      e.epoch = this.#host.epoch;
      if (plyNearer && e.winIn !== null) e.winIn = Math.sign(e.winIn) * Math.max(0, Math.abs(e.winIn) - 1);
    }
  }

  /** A new game: no evaluation yet. */
  reset(): void {
    this.stop();
    this.#hint = null;
    this.#eval = null;
  }

  /**
   * After each change of position: starts what the worker should do now, if anything; in a
   * game against the computer, the worker is started at once (its engine loads meanwhile).
   */
  think(): void {
    const h = this.#host;
    const s = h.state;
    if (s.result !== null || this.#job !== null || h.editing) return;
    if (h.players.opponent === "computer") this.#computer.warm();
    if (h.computerToMove) this.#start("move");
    else if (h.players.opponent === "computer" && s.drawOffer === h.players.human) this.#start("draw");
    else if (this.#evalEvery && (this.#eval?.epoch !== h.epoch || this.#evalStale)) this.#start("eval");
  }

  /** Stops the search under way: the worker is terminated, any answer dropped. */
  stop(): void {
    this.#job = null;
    this.#computer.cancel();
  }

  /** The Hint button: a search for the side to move (an evaluation under way gives way to it). */
  askHint(): void {
    const h = this.#host;
    if (h.state.result !== null || h.computerToMove || this.#job?.kind === "hint") return;
    this.stop();
    this.#start("hint");
  }

  /** "Evaluate every move" turned on or off. */
  setEvalEvery(on: boolean): void {
    this.#evalEvery = on;
    if (!on && this.#job?.kind === "eval") this.stop();
    this.think();
    this.#host.renderPanel();
  }

  #start(kind: JobKind): void {
    const h = this.#host;
    const s = h.state;
    const levels = h.engine.levels();
    const strongest = levels[levels.length - 1]?.level;
    let options: ThinkOptions;
    let maxPause = Infinity;
    switch (kind) {
      case "move": {
        options = { level: h.players.level, seed: (h.seed + s.history.length) % 0x7fffffff };
        // on a clock: the engine's time manager shortens the level's time when the clock is
        // short, and the pause before the move is shown is at most a tenth of what is left
        const clock = h.clockForSearch;
        if (clock !== null) {
          options = { ...options, ...clock };
          maxPause = clock.time / 10;
        }
        break;
      }
      case "hint":
        // the position's own score: no contempt (a draw is a draw)
        options = strongest !== undefined ? { level: strongest, contempt: 0 } : { movetime: 1000 };
        break;
      case "draw":
        // the person's score of the position, with the draw at its worth
        options = { level: h.players.level, movetime: DRAW_MS, seed: h.seed, contempt: 0 };
        break;
      case "eval":
        options = { movetime: EVAL_MS };
        break;
    }
    // the worker replays the game from where it started, so that it knows the history
    const fen = s.startFen !== undefined ? s.startFen : h.startFen;
    const { id, result } = this.#computer.think({ variant: h.variant.id, fen, moves: s.history }, options);
    const job: Job = { kind, id, epoch: h.epoch, turn: s.turn, started: performance.now(), maxPause };
    this.#job = job;
    h.renderPanel();
    void result.then((r) => this.#answered(job, r));
  }

  #current(job: Job): boolean {
    return this.#job === job && job.epoch === this.#host.epoch;
  }

  #answered(job: Job, r: ThinkResult): void {
    const h = this.#host;
    if (!this.#current(job)) return; // about an older position
    if (!r.ok) {
      this.#job = null;
      if (!r.cancelled) {
        h.say(
          job.kind === "move"
            ? tr("computer.could-not-move", { error: r.message })
            : tr("computer.could-not-help", { error: r.message }),
        );
      }
      h.renderPanel();
      return;
    }
    const t = r.thought;
    this.#setEval(t, job);
    switch (job.kind) {
      case "move": {
        const best = t.best;
        if (best === null) {
          this.#job = null;
          h.say(tr("computer.no-move"));
          h.renderPanel();
          return;
        }
        // let the move before it finish its animation
        const wait = job.started + Math.min(pause(), job.maxPause) - performance.now();
        const go = () => {
          if (!this.#current(job)) return;
          this.#job = null;
          h.playComputer(best);
        };
        if (wait > 0) window.setTimeout(go, wait);
        else go();
        return;
      }
      case "hint":
        this.#job = null;
        this.#hint = t.best;
        h.say(t.best === null ? tr("computer.no-hint") : tr("computer.hint", { move: t.best.text }));
        h.render();
        return;
      case "draw":
        this.#job = null;
        // the person is to move: the score is theirs
        h.answerDraw(t.score >= DRAW_ACCEPT || (t.winIn !== null && t.winIn > 0));
        return;
      case "eval":
        this.#job = null;
        h.renderPanel();
        return;
    }
  }

  #setEval(t: Thought, job: Job): void {
    const sign = job.turn === "south" ? 1 : -1;
    const flip: Record<Wdl, Wdl> = { win: "loss", draw: "draw", loss: "win" };
    const database = t.database === null ? null : sign > 0 ? t.database : flip[t.database];
    this.#evalStale = false;
    this.#eval = { south: t.score * sign, winIn: t.winIn === null ? null : t.winIn * sign, database, depth: t.depth, epoch: job.epoch, from: job.kind };
  }
}

function pause(): number {
  return matchMedia("(prefers-reduced-motion: reduce)").matches ? 150 : COMPUTER_PAUSE_MS;
}
