// The analysis board's searches, as it sees them: the engine's best lines for a position,
// deepening depth by depth, and the review of a game, one answer per move; both run in the
// worker (computer.ts's `analyse` and `review`), both stoppable. `workerAnalyser` is the
// worker's; the unit tests give their own.

import { Computer, type Analysis, type PlyReview, type Position, type StreamResult } from "../engine/computer.js";

/** A search under way. */
export interface AnalysisJob {
  stop(): void;
}

/** The engine's searches for the analysis board. */
export interface Analyser {
  /**
   * The `lines` best lines of `position`, deepening: `update` gets each depth's; `end` is
   * called once when the search ends by itself (null) or fails (its message), not after `stop`.
   */
  analyse(position: Position, lines: number, update: (a: Analysis) => void, end: (error: string | null) => void): AnalysisJob;
  /** Reviews every move of `position`'s moves: `move` gets each in order; `end` as above. */
  review(position: Position, move: (r: PlyReview) => void, end: (error: string | null) => void): AnalysisJob;
}

/** How long the analysis of one position goes on deepening (it stops sooner when every line is decided). */
export const ANALYSIS_MS = 20_000;
/** How deep each move of a review is searched (the engine's own default for `review`). */
export const REVIEW_DEPTH = 10;

/** The worker's analyser: its own worker, apart from the computer opponent's (which is paused meanwhile). */
export function workerAnalyser(): Analyser {
  let computer: Computer | null = null;
  const worker = (): Computer => (computer ??= new Computer());
  const ended = (r: StreamResult, end: (error: string | null) => void): void => {
    if (r.ok && r.stopped) return;
    end(r.ok ? null : r.message);
  };
  return {
    analyse(position, lines, update, end) {
      const s = worker().analyse(position, { lines, movetime: ANALYSIS_MS }, update);
      void s.result.then((r) => ended(r, end));
      return s;
    },
    review(position, move, end) {
      const s = worker().review(position, { depth: REVIEW_DEPTH }, move);
      void s.result.then((r) => ended(r, end));
      return s;
    },
  };
}
