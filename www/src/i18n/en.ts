// The page's texts in English: this file defines the message keys (i18n/index.ts); every
// other language's file has exactly these keys, with the same placeholders.

export const en = {
  "settings.language": "Language",
  "moves.count": { one: "{n} move", other: "{n} moves" },
} as const;
