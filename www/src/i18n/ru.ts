// The page's texts in Russian (keys: en.ts).
import { analysisEn } from "./en.js";
import type { Messages } from "./index.js";

export const ru: Messages = {
  // the analysis board, the review and the game viewer: English until translated
  ...analysisEn,
  "settings.language": "Язык",
  "moves.count": { one: "{n} ход", few: "{n} хода", many: "{n} ходов", other: "{n} хода" },
};
