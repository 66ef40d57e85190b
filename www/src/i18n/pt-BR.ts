// The page's texts in Portuguese (Brazil) (keys: en.ts).
import type { Messages } from "./index.js";

export const ptBR: Messages = {
  "settings.language": "Idioma",
  "moves.count": { one: "{n} lance", many: "{n} de lances", other: "{n} lances" },
  // the rules page (rules.html, rules.ts, diagram.ts) and its site links
  "site.nav": "Site",
  "site.play": "Jogar",
  "site.rules": "Regras",
  "site.docs": "Incorporar e criar links",
  "rules.title": "Regras — omnidraughts",
  "rules.description": "As regras dos nove jogos de damas do omnidraughts, com diagramas.",
  "rules.heading": "Regras dos jogos",
  "rules.lead": "As regras como este site as joga, para cada um dos seus nove jogos. Onde as regras de um jogo deixam um ponto em aberto, o texto diz o que escolhemos (“nossa interpretação”). Os diagramas são desenhados pelo próprio tabuleiro do jogo; uma seta mostra um lance.",
  "rules.games": "Jogos",
  "rules.loading": "Carregando as regras…",
  "rules.failed": "As regras precisam do motor do jogo, que não pôde ser carregado: {error}",
  "rules.gameTitle": "Regras: {game} — omnidraughts",
  "rules.play": "Jogar {game} →",
  "rules.diagram": "Diagrama: {caption}",
  "rules.diagramFailed": "Não foi possível desenhar este diagrama: {error}",
};
