// The page's texts in Russian (keys: en.ts).
import type { Messages } from "./index.js";

export const ru: Messages = {
  "settings.language": "Язык",
  "moves.count": { one: "{n} ход", few: "{n} хода", many: "{n} ходов", other: "{n} хода" },
};
