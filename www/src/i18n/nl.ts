// The page's texts in Dutch (keys: en.ts).
import type { Messages } from "./index.js";

export const nl: Messages = {
  "settings.language": "Taal",
  "moves.count": { one: "{n} zet", other: "{n} zetten" },
};
