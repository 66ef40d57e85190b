// The page's texts in Dutch (keys: en.ts).
import { analysisEn } from "./en.js";
import type { Messages } from "./index.js";

export const nl: Messages = {
  // the analysis board, the review and the game viewer: English until translated
  ...analysisEn,
  "settings.language": "Taal",
  "moves.count": { one: "{n} zet", other: "{n} zetten" },
};
