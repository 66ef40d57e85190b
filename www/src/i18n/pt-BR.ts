// The page's texts in Portuguese (Brazil) (keys: en.ts).
import type { Messages } from "./index.js";

export const ptBR: Messages = {
  "settings.language": "Idioma",
  "moves.count": { one: "{n} lance", many: "{n} de lances", other: "{n} lances" },
};
