// The board's model and what the parts of the board view share: what the page gives the board
// to draw (`BoardModel`), what the board reports (`BoardCallbacks`), the squares as they look
// while a capture is entered, a move's animation, and the words for what stands on a square.

import type { CapturedRemoved, ColorNames, GameState, LegalMove, Piece, SquareInfo } from "../engine/engine.js";
import type { Translator } from "../i18n/index.js";
import { pieceWords } from "../i18n/words.js";
import type { CaptureProgress, TargetKind } from "./input.js";

/** What the board draws: a game state and the page's selection on it. */
export interface BoardModel {
  state: GameState;
  colorNames: ColorNames;
  flipped: boolean;
  /** Origin and landing squares clicked so far. */
  prefix: readonly string[];
  targets: ReadonlyMap<string, TargetKind>;
  movable: ReadonlySet<string>;
  /** A capture being entered click by click: drawn as far as it has gone. */
  progress: CaptureProgress | null;
  /** A move suggested by the Hint button, marked until a move is made. */
  hint: LegalMove | null;
}

/** What one square shows: the engine's square, with a capture in progress applied. */
export interface Shown extends SquareInfo {
  /** Jumped during the capture being entered: "dim" (still on the board) or "gone". */
  taken: "dim" | "gone" | null;
}

/**
 * The squares as they look while a capture is entered: the piece has left its
 * origin and stands on its last landing square; the pieces it jumped stay,
 * dimmed, or are gone, as the game says (`capturedRemoved`).
 */
export function shownSquares(state: GameState, progress: CaptureProgress | null): Shown[] {
  if (progress === null) return state.squares.map((sq) => ({ ...sq, taken: null }));
  const origin = state.squares.find((q) => q.name === progress.from);
  const before = origin?.piece ?? null;
  const mover = before !== null && progress.crowned !== undefined ? { color: before.color, kind: progress.crowned } : before;
  const jumped = new Set(progress.jumped);
  const how = state.capturedRemoved === "at-once" ? "gone" : "dim";
  const bare = (sq: SquareInfo): SquareInfo => ({ name: sq.name, file: sq.file, rank: sq.rank, piece: null });
  return state.squares.map((sq) => {
    // a stack travels whole with its top checker
    if (sq.name === progress.at) return origin?.stack ? { ...sq, piece: mover, stack: origin.stack, taken: null } : { ...bare(sq), piece: mover, taken: null };
    if (jumped.has(sq.name)) return how === "gone" ? { ...bare(sq), taken: how } : { ...sq, taken: how };
    if (sq.name === progress.from) return { ...bare(sq), taken: null };
    return { ...sq, taken: null };
  });
}

export interface BoardCallbacks {
  /** A square was activated (click, tap, Enter or Space). */
  onSquare(name: string): void;
  /** A click on the board that hit no playable square. */
  onBackground(): void;
  /** A drag starts on `from`; return true when that piece is now selected. */
  onDragStart(from: string): boolean;
  /** A dragged piece was dropped on `to` (null: off the board). */
  onDrop(from: string, to: string | null): void;
}

/** A move being animated. */
export interface Anim {
  move: LegalMove;
  /** What stood on each square before the move (piece and stack). */
  before: Map<string, SquareInfo>;
  /** The landing square (index in the path) the piece starts from: the clicks already showed the rest. */
  fromStep: number;
  removal: CapturedRemoved;
  start: number;
  duration: number;
}

/** The checkers of a square that holds a stack (two or more), bottom first; null otherwise. */
export function stackOf(sq: SquareInfo | undefined): Piece[] | null {
  const st = sq?.stack;
  return st !== undefined && st.length > 1 ? st : null;
}

/** "stack of 3, bottom to top: black man, red man, red king" */
export function stackWords(tr: Translator, stack: readonly Piece[], names: ColorNames): string {
  return tr.t("board.stack", { n: stack.length, pieces: stack.map((p) => pieceWords(tr, p, names)).join(", ") });
}
