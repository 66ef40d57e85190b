// The page's texts in English: this file defines the message keys (i18n/index.ts); every
// other language's file has exactly these keys, with the same placeholders.

export const en = {
  "settings.language": "Language",
  "moves.count": { one: "{n} move", other: "{n} moves" },
  // the rules page (rules.html, rules.ts, diagram.ts) and its site links
  "site.nav": "Site",
  "site.play": "Play",
  "site.rules": "Rules",
  "site.docs": "Embed and link",
  "rules.title": "Rules — omnidraughts",
  "rules.description": "The rules of the nine checkers games of omnidraughts, with diagrams.",
  "rules.heading": "Rules of the games",
  "rules.lead": "The rules as this site plays them, for each of its nine games. Where a game's own rules leave a point open, the text says what we chose (\"our reading\"). The diagrams are drawn by the game's own board; an arrow shows a move.",
  "rules.games": "Games",
  "rules.loading": "Loading the rules…",
  "rules.failed": "The rules need the game engine, which could not be loaded: {error}",
  "rules.gameTitle": "Rules of {game} — omnidraughts",
  "rules.play": "Play {game} →",
  "rules.diagram": "Diagram: {caption}",
  "rules.diagramFailed": "This diagram cannot be drawn: {error}",
} as const;
