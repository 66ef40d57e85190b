// The page's texts in Dutch (keys: en.ts).
import type { Messages } from "./index.js";

export const nl: Messages = {
  "settings.language": "Taal",
  "moves.count": { one: "{n} zet", other: "{n} zetten" },
  // the rules page (rules.html, rules.ts, diagram.ts) and its site links
  "site.nav": "Site",
  "site.play": "Spelen",
  "site.rules": "Regels",
  "site.docs": "Insluiten en linken",
  "rules.title": "Regels — omnidraughts",
  "rules.description": "De regels van de negen damspellen van omnidraughts, met diagrammen.",
  "rules.heading": "Spelregels",
  "rules.lead": "De regels zoals deze site ze speelt, voor elk van zijn negen spellen. Waar de eigen regels van een spel een punt openlaten, staat in de tekst wat wij gekozen hebben („onze lezing”). De diagrammen worden getekend door het bord van het spel zelf; een pijl toont een zet.",
  "rules.games": "Spellen",
  "rules.loading": "De regels worden geladen…",
  "rules.failed": "Voor de regels is de spelengine nodig, maar die kon niet worden geladen: {error}",
  "rules.gameTitle": "Regels van {game} — omnidraughts",
  "rules.play": "{game} spelen →",
  "rules.diagram": "Diagram: {caption}",
  "rules.diagramFailed": "Dit diagram kan niet worden getekend: {error}",
};
