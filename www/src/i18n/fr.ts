// The page's texts in French (keys: en.ts).
import type { Messages } from "./index.js";

export const fr: Messages = {
  "settings.language": "Langue",
  "moves.count": { one: "{n} coup", many: "{n} de coups", other: "{n} coups" },
  // the rules page (rules.html, rules.ts, diagram.ts) and its site links
  "site.nav": "Site",
  "site.play": "Jouer",
  "site.rules": "Règles",
  "site.docs": "Intégrer et lier",
  "rules.title": "Règles — omnidraughts",
  "rules.description": "Les règles des neuf jeux de dames d'omnidraughts, avec des diagrammes.",
  "rules.heading": "Règles des jeux",
  "rules.lead": "Les règles telles que ce site les joue, pour chacun de ses neuf jeux. Là où les règles d'un jeu laissent un point ouvert, le texte dit ce que nous avons choisi (« notre lecture »). Les diagrammes sont dessinés par le damier du jeu lui-même ; une flèche montre un coup.",
  "rules.games": "Jeux",
  "rules.loading": "Chargement des règles…",
  "rules.failed": "Les règles ont besoin du moteur de jeu, qui n'a pas pu être chargé : {error}",
  "rules.gameTitle": "Règles : {game} — omnidraughts",
  "rules.play": "Jouer : {game} →",
  "rules.diagram": "Diagramme : {caption}",
  "rules.diagramFailed": "Impossible de dessiner ce diagramme : {error}",
};
