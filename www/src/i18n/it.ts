// The page's texts in Italian (keys: en.ts).
import type { Messages } from "./index.js";

export const it: Messages = {
  "settings.language": "Lingua",
  "moves.count": { one: "{n} mossa", many: "{n} di mosse", other: "{n} mosse" },
  // the rules page (rules.html, rules.ts, diagram.ts) and its site links
  "site.nav": "Sito",
  "site.play": "Gioca",
  "site.rules": "Regole",
  "site.docs": "Incorporare e collegare",
  "rules.title": "Regole — omnidraughts",
  "rules.description": "Le regole dei nove giochi di dama di omnidraughts, con diagrammi.",
  "rules.heading": "Regole dei giochi",
  "rules.lead": "Le regole come le gioca questo sito, per ciascuno dei suoi nove giochi. Dove le regole di un gioco lasciano un punto aperto, il testo dice che cosa abbiamo scelto («nostra interpretazione»). I diagrammi sono disegnati dalla damiera del gioco stesso; una freccia indica una mossa.",
  "rules.games": "Giochi",
  "rules.loading": "Caricamento delle regole…",
  "rules.failed": "Le regole hanno bisogno del motore di gioco, che non è stato possibile caricare: {error}",
  "rules.gameTitle": "Regole: {game} — omnidraughts",
  "rules.play": "Gioca a {game} →",
  "rules.diagram": "Diagramma: {caption}",
  "rules.diagramFailed": "Impossibile disegnare questo diagramma: {error}",
};
