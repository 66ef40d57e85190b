// The game review of the analysis board: every move of the tree's main line searched in the
// worker, one answer a move, with a progress count and a stop; the evaluation after each move
// kept for the graph; each inaccuracy, mistake and blunder marked on its move in the tree (its
// NAG, a comment naming the better move, the better move as a variation and the line that
// punishes the one played as a variation after it) and counted for its side.

import type { Color, VariantInfo } from "../engine/engine.js";
import { t } from "../i18n/index.js";
import { CLASS_NAGS, mainLine, type MoveNode, type MoveTree } from "../play/tree.js";
import type { PlyReview, ReviewClass, WhiteScore } from "../engine/computer.js";
import type { AnalysisJob, Analyser } from "./analysis-jobs.js";

/** One point of the graph: the evaluation after a move, for White (the first-named side). */
export interface ReviewPoint {
  readonly ply: number;
  readonly node: MoveNode;
  /** Hundredths of a man; a forced win counts as ±WIN_SCORE. */
  readonly score: number;
  readonly class: ReviewClass | null;
}

/** The marks counted for one side. */
export type Counts = Readonly<Record<ReviewClass, number>>;

export interface ReviewSnapshot {
  readonly running: boolean;
  /** Moves reviewed so far, and in all (0: no review yet). */
  readonly done: number;
  readonly total: number;
  readonly points: readonly ReviewPoint[];
  readonly counts: Readonly<Record<Color, Counts>>;
  /** The review has stopped with this error. */
  readonly error: string | null;
}

/** What a forced win is drawn as on the graph (hundredths of a man). */
export const WIN_SCORE = 1000;

/** What the review needs of the analysis board. */
export interface ReviewHost {
  readonly analyser: Analyser;
  readonly variant: VariantInfo;
  readonly fen: string | null;
  readonly tree: MoveTree;
  /** 1 when the game started with its second player to move, else 0 (who made each move). */
  readonly offset: number;
  /** Something the review draws changed. */
  changed(): void;
  /** The worker is about to review (the board's own search stops: one search at a time). */
  starting(): void;
  /** The review ended (done, stopped or failed): the board's search may go on. */
  ended(): void;
}

/** A score of the review (White's point of view) as the graph draws it: a forced win or loss at its top or bottom. */
export function graphScore(s: WhiteScore): number {
  if (typeof s === "number") return Math.max(-WIN_SCORE, Math.min(WIN_SCORE, s));
  return "win" in s ? WIN_SCORE : -WIN_SCORE;
}

const NO_COUNTS: Counts = { inaccuracy: 0, mistake: 0, blunder: 0 };

export class GameReview {
  readonly #host: ReviewHost;
  #job: AnalysisJob | null = null;
  #line: MoveNode[] = [];
  #points: ReviewPoint[] = [];
  /** The engine's review of each move so far, in order (the exported review is written from them). */
  #reviews: PlyReview[] = [];
  #error: string | null = null;

  constructor(host: ReviewHost) {
    this.#host = host;
  }

  get running(): boolean {
    return this.#job !== null;
  }

  /** Reviews the main line's moves (a review under way starts again). */
  start(): void {
    this.stop();
    const h = this.#host;
    this.#line = mainLine(h.tree);
    this.#points = [];
    this.#reviews = [];
    this.#error = null;
    if (this.#line.length === 0) {
      this.#error = t("review.noMoves");
      h.changed();
      return;
    }
    h.starting();
    const job = h.analyser.review(
      { variant: h.variant.id, fen: h.fen, moves: this.#line.map((n) => n.move) },
      (r) => {
        if (this.#job === job) this.#reviewed(r);
      },
      (error) => {
        if (this.#job !== job) return;
        this.#job = null;
        this.#error = error;
        h.changed();
        h.ended();
      },
    );
    this.#job = job;
    h.changed();
  }

  /** Stops the review; what was reviewed stays. */
  stop(): void {
    if (this.#job === null) return;
    this.#job.stop();
    this.#job = null;
    this.#host.changed();
    this.#host.ended();
  }

  /** Forgets the review (another game is analysed). */
  reset(): void {
    this.#job?.stop();
    this.#job = null;
    this.#line = [];
    this.#points = [];
    this.#reviews = [];
    this.#error = null;
  }

  /** The moves reviewed, and the engine's review of each (for `reviewPdn`). */
  get reviewed(): { moves: string[]; reviews: readonly PlyReview[] } {
    return { moves: this.#line.map((n) => n.move), reviews: this.#reviews };
  }

  #reviewed(r: PlyReview): void {
    const node = this.#line[r.ply - 1];
    if (node === undefined || node.move !== r.move) return;
    this.#reviews.push(r);
    this.#points.push({ ply: r.ply, node, score: graphScore(r.score), class: r.class });
    if (r.class !== null) this.#mark(node, r, r.class);
    this.#host.changed();
  }

  /** Puts the review's verdict on a move: its mark, a comment, the better move and the punishing line. */
  #mark(node: MoveNode, r: PlyReview, cls: ReviewClass): void {
    const tree = this.#host.tree;
    const ours = Object.values(CLASS_NAGS) as number[];
    node.nags = [...node.nags.filter((n) => !ours.includes(n)), CLASS_NAGS[cls]];
    const words = t(`review.${cls}`);
    const comment = t("review.better", { what: words, best: r.best });
    if (!node.after.includes(comment)) node.after = [...node.after, comment];
    // the better move with its line, beside the move played
    if (node.parent !== null && r.best !== node.move) tree.addVariation(node.parent, [r.best, ...r.bestLine.slice(1)]);
    // the punishing line: where it leaves the moves played, a variation; where it runs past the
    // game's last move, words (the moves played are never changed or added to)
    if (r.line.length === 0) return;
    if (!tree.addVariation(node, r.line)) {
      const text = t("review.line", { line: r.line.join(" ") });
      if (!node.after.includes(text)) node.after = [...node.after, text];
    }
  }

  snapshot(): ReviewSnapshot {
    const counts: Record<Color, Record<ReviewClass, number>> = { south: { ...NO_COUNTS }, north: { ...NO_COUNTS } };
    const v = this.#host.variant;
    const second: Color = v.firstTurn === "south" ? "north" : "south";
    const offset = this.#host.offset;
    for (const p of this.#points) {
      if (p.class === null) continue;
      const side = (p.ply - 1 + offset) % 2 === 0 ? v.firstTurn : second;
      counts[side][p.class]++;
    }
    return { running: this.running, done: this.#points.length, total: this.#line.length, points: this.#points, counts, error: this.#error };
  }
}
