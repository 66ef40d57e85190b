// The page's texts in Polish (keys: en.ts).
import type { Messages } from "./index.js";

export const pl: Messages = {
  "settings.language": "Język",
  "moves.count": { one: "{n} ruch", few: "{n} ruchy", many: "{n} ruchów", other: "{n} ruchu" },
};
