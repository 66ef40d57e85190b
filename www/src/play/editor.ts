// The position editor's board: what stands on each square while a position is
// set up, and what a click there does. It knows no rules and writes no FEN:
// the engine (`Engine.compose`) builds the FEN from `placements()` and says
// what is wrong with it.

import type { Translator } from "../i18n/index.js";
import { pieceWords } from "../i18n/words.js";
import type { Color, GameState, Piece, PieceKind, Placed, SquareInfo, VariantInfo } from "../engine/engine.js";

/** What a click on a square does: put this piece there, or take off what is there. */
export type Tool = Piece | "erase";

const same = (a: Piece | undefined, b: Piece): boolean => a !== undefined && a.color === b.color && a.kind === b.kind;

export class SetupBoard {
  readonly variant: VariantInfo;
  /** Every occupied square's pieces, bottom first (one piece but in Stack'Em). */
  readonly #squares = new Map<string, Piece[]>();
  turn: Color;
  tool: Tool;

  /** The editor on the position `state` shows (its pieces and its side to move). */
  constructor(variant: VariantInfo, state: GameState) {
    this.variant = variant;
    this.turn = state.turn;
    this.tool = { color: variant.firstTurn, kind: "man" };
    this.load(state.squares, state.turn);
  }

  /** Puts the pieces of these squares on the board, in place of all. */
  load(squares: readonly SquareInfo[], turn: Color): void {
    this.#squares.clear();
    for (const sq of squares) {
      const stack = sq.stack !== undefined && sq.stack.length > 0 ? sq.stack : sq.piece !== null ? [sq.piece] : [];
      if (stack.length > 0) this.#squares.set(sq.name, stack.map((p) => ({ ...p })));
    }
    this.turn = turn;
  }

  clear(): void {
    this.#squares.clear();
  }

  /**
   * A click on `square` with the tool in hand. Without stacks: the piece is
   * put there (in place of another), or taken off when it is already there.
   * Stack'Em: the checker goes on top of what is there (a king under it
   * becomes a man, as buried checkers are), and the eraser takes the top
   * checker off. Returns what happened, in words.
   */
  apply(square: string, tr: Translator): string {
    const words = (p: Piece) => pieceWords(tr, p, this.variant.colorNames);
    const here = this.#squares.get(square) ?? [];
    const top = here[here.length - 1];
    const tool = this.tool;
    if (tool === "erase") {
      if (top === undefined) return tr.t("editor.already-empty", { square });
      if (this.variant.stacks && here.length > 1) {
        this.#squares.set(square, here.slice(0, -1));
        return tr.t("editor.took-from-stack", { piece: words(top), square });
      }
      this.#squares.delete(square);
      return tr.t("editor.took", { piece: words(top), square });
    }
    if (this.variant.stacks && top !== undefined) {
      const under = here.map((p) => ({ color: p.color, kind: "man" as PieceKind }));
      this.#squares.set(square, [...under, { ...tool }]);
      return tr.t("editor.put-on-stack", { piece: words(tool), square, n: under.length + 1 });
    }
    if (same(top, tool)) {
      this.#squares.delete(square);
      return tr.t("editor.took", { piece: words(tool), square });
    }
    this.#squares.set(square, [{ ...tool }]);
    return tr.t("editor.put", { piece: words(tool), square });
  }

  /** The position as the engine's `compose` takes it. */
  placements(): Placed[] {
    const out: Placed[] = [];
    for (const [square, stack] of this.#squares) {
      const top = stack[stack.length - 1];
      if (top === undefined) continue;
      const p: Placed = { square, color: top.color, kind: top.kind };
      if (stack.length > 1) p.below = stack.slice(0, -1);
      out.push(p);
    }
    return out;
  }

  /**
   * `base` (a state of this game, for its squares and marks) showing the
   * pieces set up: no moves, no last move, nothing borne off.
   */
  shown(base: GameState): GameState {
    const squares = base.squares.map((sq): SquareInfo => {
      const stack = this.#squares.get(sq.name) ?? [];
      const info: SquareInfo = { name: sq.name, file: sq.file, rank: sq.rank, piece: stack[stack.length - 1] ?? null };
      if (stack.length > 1) info.stack = stack;
      return info;
    });
    return { ...base, squares, turn: this.turn, moves: [], lastMove: null, borneOff: null, result: null, drawOffer: null };
  }
}
