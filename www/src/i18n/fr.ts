// The page's texts in French (keys: en.ts).
import { analysisEn } from "./en.js";
import type { Messages } from "./index.js";

export const fr: Messages = {
  // the analysis board, the review and the game viewer: English until translated
  ...analysisEn,
  "settings.language": "Langue",
  "moves.count": { one: "{n} coup", many: "{n} de coups", other: "{n} coups" },
};
