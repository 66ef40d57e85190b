// The page's texts in Polish (keys: en.ts).
import { analysisEn } from "./en.js";
import type { Messages } from "./index.js";

export const pl: Messages = {
  // the analysis board, the review and the game viewer: English until translated
  ...analysisEn,
  "settings.language": "Język",
  "moves.count": { one: "{n} ruch", few: "{n} ruchy", many: "{n} ruchów", other: "{n} ruchu" },
};
