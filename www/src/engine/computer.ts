// The computer opponent, seen from the page: searches run in a Web Worker
// (worker.ts) because `Game.think` is synchronous and takes up to a second.
// The worker is started by the first request (or by `warm`, when a game
// against the computer begins), and loads the engine's search (the worker's
// wasm, which the page's lacks) then: not before the computer is needed.
// A search cannot be interrupted by a message, so cancelling one terminates
// the worker; the next search starts a fresh one. An analysis or a game
// review runs as steps (a depth, a move), the worker yielding between them,
// so a `stop` message ends one without losing the worker and its tables.

import { t } from "../i18n/index.js";
import type { LegalMove, OnlyKnownFields } from "./engine.js";
import type * as Arg from "./shapes.js";

/** What `Game.think` takes (docs/wasm-api.md). */
export interface ThinkOptions {
  /** 1 (Beginner) to 5 (Master). */
  level?: number;
  /** Milliseconds (replaces the level's). */
  movetime?: number;
  depth?: number;
  nodes?: number;
  /** Weak levels: the same seed, the same choices. */
  seed?: number;
  /**
   * The computer's clock, in milliseconds: with `increment` (Fischer) and `movesToGo` (1: a
   * time per move), the engine's time manager decides how long to think (less than the
   * level's own when the clock is short).
   */
  time?: number;
  increment?: number;
  movesToGo?: number;
  /**
   * Hundredths of a man less than nothing that a draw is worth to the side to move, 0 to
   * 100; by default the level's (the strong levels play on). A hint, an evaluation or a draw
   * offer's answer asks for 0: its score is the position's.
   */
  contempt?: number;
}

// every option the page gives is one the engine reads (engine.ts, OnlyKnownFields)
const OPTION_SHAPES: [OnlyKnownFields<AnalyseOptions, Arg.ThinkOptions>] = [true];
void OPTION_SHAPES;

/** What `Game.think` answers. */
export interface Thought {
  /** The move to play; null when the game is over. */
  best: LegalMove | null;
  /** For the side to move, hundredths of a man. */
  score: number;
  /** A win (positive) or loss (negative) for the side to move in this many plies. */
  winIn: number | null;
  depth: number;
  nodes: number;
  ms: number;
  /** Principal variation, PDN text. */
  pv: string[];
  /** The value an endgame database gives the position, for the side to move; null where none is loaded or knows it. */
  database: Wdl | null;
}

/** A position's value with perfect play. */
export type Wdl = "win" | "draw" | "loss";

/** What `Game.analyse` takes: think's limits, and how many of the best moves to show. */
export interface AnalyseOptions extends ThinkOptions {
  /** 1 to 10 (default 3). */
  lines?: number;
}

/** One of the best moves of a position, with its line. */
export interface AnalysisLine {
  /** For the side to move, hundredths of a man (as `Thought.score`). */
  score: number;
  /** A win (positive) or loss (negative) for the side to move in this many plies. */
  winIn: number | null;
  /** The line as PDN text, the move scored first. */
  moves: string[];
}

/** What `Game.analyse` answers: the best moves, best first, each a different move. */
export interface Analysis {
  depth: number;
  nodes: number;
  ms: number;
  database: Wdl | null;
  /** Empty once the game is over. */
  lines: AnalysisLine[];
}

/** A score from White's point of view: hundredths of a man, or a win or loss for White in so many plies. */
export type WhiteScore = number | { win: number } | { loss: number };

/** What a review calls a move. */
export type ReviewClass = "inaccuracy" | "mistake" | "blunder";

/** The review of one move (`Game.review`, a line of `omnidraughts analyse`). */
export interface PlyReview {
  /** The move's number in plies, 1 for the first. */
  ply: number;
  move: string;
  /** The engine's best move in its place. */
  best: string;
  /** The played move's score (White's point of view). */
  score: WhiteScore;
  bestScore: WhiteScore;
  /** What the move gave away for its player, in hundredths of a man. */
  loss: number;
  class: ReviewClass | null;
  /** What the engine expects after the played move: the line that punishes a bad one. */
  line: string[];
  /** The best move's line, the best move first. */
  bestLine: string[];
  depth: number;
}

/**
 * A position as the worker rebuilds it: the game from its start position
 * (null: the game's own start) and the moves played since, as PDN text, so
 * that the engine knows the history (repetitions, move counts).
 */
export interface Position {
  variant: string;
  fen: string | null;
  moves: readonly string[];
}

/** Messages to the worker. */
export type ToWorker =
  /** Loads the engine now, the computer being needed soon; no answer. */
  | { kind: "load" }
  /**
   * `sent`: when the page posted it (`Date.now()`); the worker takes the time the request
   * waited (behind an endgame database being read, the weights) off the computer's clock.
   */
  | { kind: "think"; id: number; position: Position; options: ThinkOptions; sent: number }
  /** Depth 1, 2, 3... each posted as it completes, until the options' depth or time, or a stop. */
  | { kind: "analyse"; id: number; position: Position; options: AnalyseOptions }
  /** Every move of the game at `position`, one post per move. */
  | { kind: "review"; id: number; position: Position; options: ThinkOptions }
  /** Ends the analysis or review under way (so does any new request). */
  | { kind: "stop" };

/**
 * Messages from the worker. A `think` gets exactly one answer; an `analyse` or `review` one
 * per step, the last with `done` (none more once stopped), or an error.
 */
export type FromWorker =
  | { kind: "thought"; id: number; thought: Thought }
  | { kind: "analysis"; id: number; analysis: Analysis; done: boolean }
  | { kind: "reviewed"; id: number; review: PlyReview; done: boolean }
  | { kind: "error"; id: number; message: string }
  /** An endgame database file of `variant` for up to `pieces` pieces is in: the search reads it from now on. */
  | { kind: "databases"; variant: string; pieces: number };

/** How an analysis or a review ended: done, stopped by the page, or failed. */
export type StreamResult = { ok: true; stopped: boolean } | { ok: false; message: string };

/** An analysis or review under way: `stop` ends it at once (its result says `stopped`). */
export interface Stream {
  id: number;
  stop(): void;
  result: Promise<StreamResult>;
}

export type ThinkResult =
  | { ok: true; thought: Thought }
  /** `cancelled`: the search was stopped by the page, not by a problem. */
  | { ok: false; cancelled: boolean; message: string };

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null;
}

/** A cheap shape check of a search result, so that a contract change fails loudly. */
export function checkThought(v: unknown): Thought | null {
  if (
    !isObject(v) ||
    typeof v["score"] !== "number" ||
    typeof v["depth"] !== "number" ||
    !Array.isArray(v["pv"]) ||
    (v["winIn"] !== null && typeof v["winIn"] !== "number") ||
    (v["database"] !== null && v["database"] !== "win" && v["database"] !== "draw" && v["database"] !== "loss") ||
    (v["best"] !== null && (!isObject(v["best"]) || !Array.isArray(v["best"]["path"]) || typeof v["best"]["text"] !== "string"))
  ) {
    return null;
  }
  return v as unknown as Thought;
}

function isScore(v: unknown): boolean {
  if (typeof v === "number") return true;
  return isObject(v) && (typeof v["win"] === "number" || typeof v["loss"] === "number");
}

function isStrings(v: unknown): boolean {
  return Array.isArray(v) && v.every((x) => typeof x === "string");
}

/** A cheap shape check of an analysis. */
export function checkAnalysis(v: unknown): Analysis | null {
  if (
    !isObject(v) ||
    typeof v["depth"] !== "number" ||
    !Array.isArray(v["lines"]) ||
    !v["lines"].every((l: unknown) => isObject(l) && typeof l["score"] === "number" && isStrings(l["moves"]))
  ) {
    return null;
  }
  return v as unknown as Analysis;
}

/** A cheap shape check of a move's review. */
export function checkReview(v: unknown): PlyReview | null {
  if (
    !isObject(v) ||
    typeof v["ply"] !== "number" ||
    typeof v["move"] !== "string" ||
    typeof v["best"] !== "string" ||
    !isScore(v["score"]) ||
    !isScore(v["bestScore"]) ||
    (v["class"] !== null && v["class"] !== "inaccuracy" && v["class"] !== "mistake" && v["class"] !== "blunder") ||
    !isStrings(v["line"]) ||
    !isStrings(v["bestLine"])
  ) {
    return null;
  }
  return v as unknown as PlyReview;
}

interface Job {
  id: number;
  done: (r: ThinkResult) => void;
}

/** An analysis or review under way: each step's message, and its end. */
interface StreamJob {
  step: (msg: FromWorker) => void;
  done: (r: StreamResult) => void;
}

/** The page's handle on the worker. At most one search at a time is expected; more queue. */
export class Computer {
  #worker: Worker | null = null;
  readonly #jobs = new Map<number, Job>();
  /** At most one: the worker ends an analysis or review when anything else is asked. */
  readonly #streams = new Map<number, StreamJob>();
  #nextId = 1;
  /** How many workers were started (for the tests: a cancel starts a new one). */
  started = 0;
  /** Called when the worker has read an endgame database file (a search now knows more). */
  onDatabases: ((variant: string, pieces: number) => void) | null = null;

  /**
   * Starts the worker, and its engine loading, if none is running: a game against the computer
   * has begun, so that its first move does not wait for the engine's wasm (on a clock too).
   */
  warm(): void {
    if (this.#worker !== null) return;
    try {
      this.#spawn().postMessage({ kind: "load" } satisfies ToWorker);
    } catch {
      // the first request reports the problem
    }
  }

  /** True while a search, an analysis or a review is under way. */
  get busy(): boolean {
    return this.#jobs.size > 0 || this.#streams.size > 0;
  }

  /** Starts a search; the promise never rejects. An analysis or review under way stops. */
  think(position: Position, options: ThinkOptions): { id: number; result: Promise<ThinkResult> } {
    this.#stopStreams();
    const id = this.#nextId++;
    const result = new Promise<ThinkResult>((done) => {
      this.#jobs.set(id, { id, done });
      try {
        const msg: ToWorker = {
          kind: "think",
          id,
          position: { ...position, moves: [...position.moves] },
          options,
          sent: Date.now(),
        };
        this.#spawn().postMessage(msg);
      } catch (e) {
        this.#finish(id, { ok: false, cancelled: false, message: e instanceof Error ? e.message : String(e) });
      }
    });
    return { id, result };
  }

  /**
   * Analyses the position depth by depth (1, 2, 3... up to `options.depth`, or within
   * `options.movetime` in all, or until stopped), calling `onUpdate` with each depth's best
   * lines as it completes. The engine keeps its search table between depths and between
   * positions, so stepping through a game re-analyses quickly. An analysis or review under
   * way stops first.
   */
  analyse(position: Position, options: AnalyseOptions, onUpdate: (a: Analysis) => void): Stream {
    return this.#stream({ kind: "analyse", id: 0, position: copy(position), options }, (msg) => {
      if (msg.kind !== "analysis") return false;
      const a = checkAnalysis(msg.analysis);
      if (a === null) return null;
      onUpdate(a);
      return msg.done;
    });
  }

  /**
   * Reviews every move of the game at `position` (its start and moves), each searched within
   * `options` (give a depth: with none, each move gets think's default second; `omnidraughts
   * analyse` uses depth 10), calling `onUpdate` with each move's review in order (a progress report: the game
   * has `position.moves.length` moves). An analysis or review under way stops first.
   */
  review(position: Position, options: ThinkOptions, onUpdate: (r: PlyReview) => void): Stream {
    return this.#stream({ kind: "review", id: 0, position: copy(position), options }, (msg) => {
      if (msg.kind !== "reviewed") return false;
      const r = checkReview(msg.review);
      if (r === null) return null;
      onUpdate(r);
      return msg.done;
    });
  }

  /**
   * Sends an analysis or review request; `step` takes each message of it and says whether it
   * was the last (null: a message of the wrong shape).
   */
  #stream(request: ToWorker & { kind: "analyse" | "review" }, step: (msg: FromWorker) => boolean | null): Stream {
    this.#stopStreams();
    const id = this.#nextId++;
    const result = new Promise<StreamResult>((done) => {
      this.#streams.set(id, {
        done,
        step: (msg) => {
          const last = step(msg);
          if (last === null) this.#endStream(id, { ok: false, message: "the engine answered something this page does not understand" });
          else if (last) this.#endStream(id, { ok: true, stopped: false });
        },
      });
      try {
        this.#spawn().postMessage({ ...request, id });
      } catch (e) {
        this.#endStream(id, { ok: false, message: e instanceof Error ? e.message : String(e) });
      }
    });
    return {
      id,
      result,
      stop: () => {
        if (!this.#streams.has(id)) return;
        this.#worker?.postMessage({ kind: "stop" } satisfies ToWorker);
        this.#endStream(id, { ok: true, stopped: true });
      },
    };
  }

  /** Ends the analysis or review under way, if any, as stopped (the worker ends it on the next request). */
  #stopStreams(): void {
    for (const id of [...this.#streams.keys()]) this.#endStream(id, { ok: true, stopped: true });
  }

  #endStream(id: number, r: StreamResult): void {
    const s = this.#streams.get(id);
    if (s === undefined) return;
    this.#streams.delete(id);
    s.done(r);
  }

  /** Stops every search under way (their results say `cancelled`; an analysis or review, `stopped`). */
  cancel(): void {
    if (!this.busy) return;
    this.#drop();
    this.#stopStreams();
    this.#failAll({ ok: false, cancelled: true, message: "cancelled" });
  }

  #spawn(): Worker {
    if (this.#worker !== null) return this.#worker;
    const w = new Worker(new URL("./worker.js", import.meta.url), { type: "module", name: "omnidraughts-computer" });
    this.started++;
    w.addEventListener("message", (e: MessageEvent<FromWorker>) => {
      if (w !== this.#worker) return;
      const msg = e.data;
      if (msg.kind === "databases") {
        this.onDatabases?.(msg.variant, msg.pieces);
      } else if (msg.kind === "analysis" || msg.kind === "reviewed") {
        this.#streams.get(msg.id)?.step(msg);
      } else if (msg.kind === "thought") {
        const thought = checkThought(msg.thought);
        this.#finish(
          msg.id,
          thought !== null ? { ok: true, thought } : { ok: false, cancelled: false, message: t("computer.bad-answer") },
        );
      } else {
        // after an error the engine may be in a bad state: the next search gets a fresh worker
        this.#drop();
        this.#endStream(msg.id, { ok: false, message: msg.message });
        this.#finish(msg.id, { ok: false, cancelled: false, message: msg.message });
        this.#failAll({ ok: false, cancelled: false, message: t("computer.stopped") });
      }
    });
    const broken = (message: string) => {
      if (w !== this.#worker) return;
      this.#drop();
      this.#failAll({ ok: false, cancelled: false, message });
    };
    w.addEventListener("error", (e) => {
      e.preventDefault();
      broken(e.message || t("computer.not-started"));
    });
    w.addEventListener("messageerror", () => broken("the computer's answer could not be read"));
    this.#worker = w;
    return w;
  }

  #drop(): void {
    this.#worker?.terminate();
    this.#worker = null;
  }

  #finish(id: number, r: ThinkResult): void {
    const job = this.#jobs.get(id);
    if (job === undefined) return;
    this.#jobs.delete(id);
    job.done(r);
  }

  #failAll(r: ThinkResult): void {
    const jobs = [...this.#jobs.values()];
    this.#jobs.clear();
    for (const j of jobs) j.done(r);
    const message = r.ok ? "" : r.message;
    for (const id of [...this.#streams.keys()]) {
      this.#endStream(id, r.ok || r.cancelled ? { ok: true, stopped: true } : { ok: false, message });
    }
  }
}

function copy(p: Position): Position {
  return { ...p, moves: [...p.moves] };
}
