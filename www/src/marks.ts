// Squares that a game gives a meaning of their own, marked on the board:
// Coronet's two coronation corners, Coast-to-Coast's two home corners.
//
// The wasm contract (docs/wasm-api.md) does not say which squares these are,
// so this table is the one place in the front end that knows it. It is
// decoration only: no move is allowed or refused because of it (the engine
// decides), and it should move into `VariantInfo` when the contract grows a
// field for it.

import type { Color } from "./engine.js";

export type MarkKind =
  /** A player's men are crowned by ending a move here (Coronet). */
  | "crown"
  /** A player's home corner: pieces leave from here and are borne off here (Coast-to-Coast). */
  | "home";

export interface SquareMark {
  square: string;
  kind: MarkKind;
  /** The side the square belongs to: who is crowned there, whose home it is. */
  color: Color;
}

const MARKS: Readonly<Record<string, readonly SquareMark[]>> = {
  coronet: [
    { square: "a8", kind: "crown", color: "south" },
    { square: "h1", kind: "crown", color: "north" },
  ],
  "coast-to-coast": [
    { square: "a1", kind: "home", color: "south" },
    { square: "h8", kind: "home", color: "north" },
  ],
};

export function squareMarks(variant: string): readonly SquareMark[] {
  return MARKS[variant] ?? [];
}

/** The words for a mark, for the square's label: "Gold's coronation corner", "Black's home". */
export function markWords(mark: SquareMark, sideName: string): string {
  return mark.kind === "crown" ? `${sideName}'s coronation corner` : `${sideName}'s home`;
}
