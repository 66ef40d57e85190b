// The page's texts in Polish (keys: en.ts).
import type { Messages } from "./index.js";

export const pl: Messages = {
  "settings.language": "Język",
  "moves.count": { one: "{n} ruch", few: "{n} ruchy", many: "{n} ruchów", other: "{n} ruchu" },
  // the rules page (rules.html, rules.ts, diagram.ts) and its site links
  "site.nav": "Witryna",
  "site.play": "Graj",
  "site.rules": "Zasady",
  "site.docs": "Osadzanie i linki",
  "rules.title": "Zasady — omnidraughts",
  "rules.description": "Zasady dziewięciu gier warcabowych omnidraughts, z diagramami.",
  "rules.heading": "Zasady gier",
  "rules.lead": "Zasady w takiej postaci, w jakiej gra w nie ta strona, dla każdej z jej dziewięciu gier. Tam, gdzie zasady gry pozostawiają kwestię otwartą, tekst mówi, co wybraliśmy („nasza interpretacja”). Diagramy rysuje plansza samej gry; strzałka pokazuje ruch.",
  "rules.games": "Gry",
  "rules.loading": "Wczytywanie zasad…",
  "rules.failed": "Zasady wymagają silnika gry, którego nie udało się wczytać: {error}",
  "rules.gameTitle": "Zasady: {game} — omnidraughts",
  "rules.play": "Zagraj: {game} →",
  "rules.diagram": "Diagram: {caption}",
  "rules.diagramFailed": "Nie można narysować tego diagramu: {error}",
};
