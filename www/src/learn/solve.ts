// A puzzle being solved, and a lesson's step being done: which move is expected, what a move
// played comes to, and taking moves back. No DOM: the Learn page (learn.ts) and the
// <omni-draughts puzzle> element (embed/element.ts) each hold one and draw from it.

import type { Engine } from "../engine/engine.js";
import { PlayController } from "../play/play.js";
import type { Translator } from "../i18n/index.js";
import type { Puzzle, Step } from "./data.js";

/** How long a wrong move stays on the board before it is taken back. */
export const WRONG_SHOWN_MS = 900;
/** How long before a puzzle's reply is played, so that the solver sees their own move land. */
export const REPLY_MS = 450;

/** What a move the solver played comes to. */
export type Judged =
  /** The solution's move, with the reply still to be played (`reply`), or the last: solved. */
  | { kind: "right"; reply: string | null }
  /** Another move: the puzzle is missed (it stays on the board until taken back). */
  | { kind: "wrong" };

export class PuzzleRun {
  readonly puzzle: Puzzle;
  readonly play: PlayController;
  /** The index in the solution of the move to be played next. */
  #next = 0;
  #missed = false;
  #shown = false;
  /** The position after each move of the solution: a move that reaches it is as good. */
  readonly #reached: readonly string[];

  constructor(engine: Engine, variant: string, puzzle: Puzzle, tr: Translator) {
    this.puzzle = puzzle;
    this.play = new PlayController(engine.newGame(variant, puzzle.fen), tr);
    const line = engine.newGame(variant, puzzle.fen);
    try {
      this.#reached = puzzle.solution.map((m) => {
        line.playText(m);
        return line.fen();
      });
    } finally {
      line.free();
    }
  }

  /** The solver's colour. */
  get solver(): "south" | "north" {
    return this.play.game.stateAt(0).turn;
  }

  get solved(): boolean {
    return this.#next >= this.puzzle.solution.length && !this.#shown;
  }

  /** A wrong move was played, or the solution shown: the puzzle counts as missed. */
  get missed(): boolean {
    return this.#missed || this.#shown;
  }

  /** Whether the solver is to move now (not a reply, not the end). */
  get solverToMove(): boolean {
    return this.#next < this.puzzle.solution.length && this.#next % 2 === 0 && this.play.state.history.length === this.#next;
  }

  /**
   * The move the solver played (its PDN text, as the engine wrote it, and already on the
   * board), judged: the solution's, or another to the same position (a Coast-to-Coast
   * piece's other route to the same square), is right.
   */
  judge(text: string): Judged {
    if (text === this.puzzle.solution[this.#next] || this.play.state.fen === this.#reached[this.#next]) {
      this.#next++;
      return { kind: "right", reply: this.puzzle.solution[this.#next] ?? null };
    }
    this.#missed = true;
    return { kind: "wrong" };
  }

  /** Plays the reply the solution gives; its move, or null when there is none to play. */
  reply(): ReturnType<PlayController["play"]> {
    const text = this.puzzle.solution[this.#next];
    if (text === undefined || this.#next % 2 === 0) return null;
    const move = this.play.state.moves.find((m) => m.text === text);
    if (move === undefined) return null;
    const done = this.play.play(move);
    if (done !== null) this.#next++;
    return done;
  }

  /** Takes back what was played past the solution's line (a wrong move and its answer). */
  takeBack(): void {
    while (this.play.state.history.length > this.#next && this.play.game.undo());
    this.play.refresh();
  }

  /** Plays the rest of the solution on the board (the puzzle then counts as missed). */
  showSolution(): void {
    this.takeBack();
    this.#shown = this.#next < this.puzzle.solution.length || this.#shown;
    for (const text of this.puzzle.solution.slice(this.#next)) this.play.game.playText(text);
    this.#next = this.puzzle.solution.length;
    this.play.refresh();
  }
}

/** Why a legal move does not complete a lesson's step: the message key's task. */
export type StepMiss = "squares" | Step["task"];

/**
 * A legal move played in a lesson's step, judged by the step's answers (which the engine's
 * check made exactly the moves that do the task): null when it completes it, else what the
 * step asked that it does not do.
 */
export function judgeStep(step: Step, played: { text: string; path: readonly string[] }): StepMiss | null {
  if (step.answers.includes(played.text)) return null;
  const from = played.path[0];
  const to = played.path[played.path.length - 1];
  const outside = (names: readonly string[], sq: string | undefined) => names.length > 0 && (sq === undefined || !names.includes(sq));
  return outside(step.from, from) || outside(step.to, to) ? "squares" : step.task;
}

/** The puzzle of the day: the same for everyone on a date, from the date alone. */
export function dailyIndex(date: Date, count: number): number {
  const day = Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000);
  // a large prime steps through the puzzles in an order that does not follow their rating
  return count === 0 ? 0 : (day * 7919) % count;
}
