// The page's texts in Italian (keys: en.ts).
import { analysisEn } from "./en.js";
import type { Messages } from "./index.js";

export const it: Messages = {
  // the analysis board, the review and the game viewer: English until translated
  ...analysisEn,
  "settings.language": "Lingua",
  "moves.count": { one: "{n} mossa", many: "{n} di mosse", other: "{n} mosse" },
};
