// The page's texts in Italian (keys: en.ts).
import type { Messages } from "./index.js";

export const it: Messages = {
  "settings.language": "Lingua",
  "moves.count": { one: "{n} mossa", many: "{n} di mosse", other: "{n} mosse" },
};
