// The analysis board's searches, as it sees them: the engine's best lines for a position,
// deepening depth by depth, and the review of a game, one answer per move; both in the worker
// (computer.ts), both stoppable. `workerAnalyser` puts the worker's jobs behind this.

import type { Wdl } from "../computer.js";
import type { Position } from "../computer.js";

/** One of the engine's lines: its score for the side to move, and its moves in the game's notation. */
export interface Line {
  /** Hundredths of a man, for the side to move. */
  score: number;
  /** A win (positive) or a loss (negative) for the side to move in this many plies; null: none seen. */
  winIn: number | null;
  moves: string[];
}

/** The engine's best lines for a position, at one depth. */
export interface Analysed {
  depth: number;
  nodes: number;
  ms: number;
  database: Wdl | null;
  lines: Line[];
}

/** How a move of a reviewed game is classed. */
export type ReviewClass = "inaccuracy" | "mistake" | "blunder";

/** The review of one move (the CLI's `analyse` line): scores from White's (the first-named side's) point of view. */
export interface ReviewedMove {
  /** 1 for the game's first move. */
  ply: number;
  move: string;
  /** The engine's move in its place. */
  best: string | null;
  /** The position after the move played, and after the best move; hundredths of a man, for White. */
  score: number;
  bestScore: number;
  /** A win for White (positive) or Black (negative) in this many plies, after the move played; null: none seen. */
  winIn: number | null;
  class: ReviewClass | null;
  /** The line that punishes the move played (its reply first). */
  line: string[];
}

/** A search under way. */
export interface AnalysisJob {
  stop(): void;
}

/** The engine's searches for the analysis board (the worker's; the unit tests give their own). */
export interface Analyser {
  /**
   * The `lines` best lines of `position`, deepening: `update` gets each depth's; `end` is
   * called once, when the search stops by itself (null) or fails (its message); not after `stop`.
   */
  analyse(position: Position, lines: number, update: (a: Analysed) => void, end: (error: string | null) => void): AnalysisJob;
  /** Reviews every move of `position`'s moves: `move` gets each as it is done; `end` as above. */
  review(position: Position, move: (r: ReviewedMove) => void, end: (error: string | null) => void): AnalysisJob;
}
