// Squares that a game gives a meaning of their own, marked on the board:
// Coronet's two coronation corners, Coast-to-Coast's two home corners. The
// engine says which they are (`state().marks`, docs/wasm-api.md); this file
// only turns them into words.

import type { SquareMark } from "../engine/engine.js";
import type { Translator } from "../i18n/index.js";

/** The words for a mark, for the square's label: "Gold's coronation corner", "Black's home". */
export function markWords(tr: Translator, mark: SquareMark, sideName: string): string {
  return tr.t(mark.kind === "crown" ? "board.crown-corner" : "board.home", { side: sideName });
}
