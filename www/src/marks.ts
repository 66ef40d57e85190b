// Squares that a game gives a meaning of their own, marked on the board:
// Coronet's two coronation corners, Coast-to-Coast's two home corners. The
// engine says which they are (`state().marks`, docs/wasm-api.md); this file
// only turns them into words.

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

/** The words for a mark, for the square's label: "Gold's coronation corner", "Black's home". */
export function markWords(mark: SquareMark, sideName: string): string {
  return mark.kind === "crown" ? `${sideName}'s coronation corner` : `${sideName}'s home`;
}
