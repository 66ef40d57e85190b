// The computer opponent, seen from the page: searches run in a Web Worker
// (worker.ts) because `Game.think` is synchronous and takes up to a second.
// A search cannot be interrupted by a message, so cancelling one terminates
// the worker; the next search starts a fresh one.

import { t } from "./i18n/index.js";
import type { LegalMove } from "./engine.js";

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
}

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
  /** First message: the compiled wasm (null: the worker fetches it). */
  | { kind: "init"; module: WebAssembly.Module | null }
  | { kind: "think"; id: number; position: Position; options: ThinkOptions };

/** Messages from the worker. Every request gets exactly one answer. */
export type FromWorker =
  | { kind: "thought"; id: number; thought: Thought }
  | { kind: "error"; id: number; message: string };

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

interface Job {
  id: number;
  done: (r: ThinkResult) => void;
}

/** The page's handle on the worker. At most one search at a time is expected; more queue. */
export class Computer {
  readonly #module: WebAssembly.Module | null;
  #worker: Worker | null = null;
  readonly #jobs = new Map<number, Job>();
  #nextId = 1;
  /** How many workers were started (for the tests: a cancel starts a new one). */
  started = 0;

  constructor(module: WebAssembly.Module | null) {
    this.#module = module;
  }

  /** True while a search is under way. */
  get busy(): boolean {
    return this.#jobs.size > 0;
  }

  /** Starts a search; the promise never rejects. */
  think(position: Position, options: ThinkOptions): { id: number; result: Promise<ThinkResult> } {
    const id = this.#nextId++;
    const result = new Promise<ThinkResult>((done) => {
      this.#jobs.set(id, { id, done });
      try {
        const msg: ToWorker = { kind: "think", id, position: { ...position, moves: [...position.moves] }, options };
        this.#spawn().postMessage(msg);
      } catch (e) {
        this.#finish(id, { ok: false, cancelled: false, message: e instanceof Error ? e.message : String(e) });
      }
    });
    return { id, result };
  }

  /** Stops every search under way (their results say `cancelled`). */
  cancel(): void {
    if (this.#jobs.size === 0) return;
    this.#drop();
    this.#failAll({ ok: false, cancelled: true, message: "cancelled" });
  }

  #spawn(): Worker {
    if (this.#worker !== null) return this.#worker;
    const w = new Worker(new URL("./worker.js", import.meta.url), { type: "module", name: "omnidraughts-computer" });
    this.started++;
    w.addEventListener("message", (e: MessageEvent<FromWorker>) => {
      if (w !== this.#worker) return;
      const msg = e.data;
      if (msg.kind === "thought") {
        const thought = checkThought(msg.thought);
        this.#finish(
          msg.id,
          thought !== null ? { ok: true, thought } : { ok: false, cancelled: false, message: t("computer.bad-answer") },
        );
      } else {
        // after an error the engine may be in a bad state: the next search gets a fresh worker
        this.#drop();
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
    try {
      w.postMessage({ kind: "init", module: this.#module } satisfies ToWorker);
    } catch {
      // a browser that cannot send a compiled module to a worker: it fetches the wasm itself
      w.postMessage({ kind: "init", module: null } satisfies ToWorker);
    }
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
  }
}
