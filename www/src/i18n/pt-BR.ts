// The page's texts in Portuguese (Brazil) (keys: en.ts).
import { analysisEn } from "./en.js";
import type { Messages } from "./index.js";

export const ptBR: Messages = {
  // the analysis board, the review and the game viewer: English until translated
  ...analysisEn,
  "settings.language": "Idioma",
  "moves.count": { one: "{n} lance", many: "{n} de lances", other: "{n} lances" },
};
