// The page's texts in French (keys: en.ts).
import type { Messages } from "./index.js";

export const fr: Messages = {
  "settings.language": "Langue",
  "moves.count": { one: "{n} coup", many: "{n} de coups", other: "{n} coups" },
};
