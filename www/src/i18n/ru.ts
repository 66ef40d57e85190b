// The page's texts in Russian (keys: en.ts).
import type { Messages } from "./index.js";

export const ru: Messages = {
  "settings.language": "Язык",
  "moves.count": { one: "{n} ход", few: "{n} хода", many: "{n} ходов", other: "{n} хода" },
  // the rules page (rules.html, rules.ts, diagram.ts) and its site links
  "site.nav": "Сайт",
  "site.play": "Играть",
  "site.rules": "Правила",
  "site.docs": "Встраивание и ссылки",
  "rules.title": "Правила — omnidraughts",
  "rules.description": "Правила девяти шашечных игр omnidraughts, с диаграммами.",
  "rules.heading": "Правила игр",
  "rules.lead": "Правила в том виде, в каком в них играет этот сайт, для каждой из девяти игр. Где собственные правила игры оставляют вопрос открытым, в тексте сказано, что мы выбрали («наше толкование»). Диаграммы нарисованы доской самой игры; стрелка показывает ход.",
  "rules.games": "Игры",
  "rules.loading": "Загрузка правил…",
  "rules.failed": "Для правил нужен игровой движок, но его не удалось загрузить: {error}",
  "rules.gameTitle": "Правила: {game} — omnidraughts",
  "rules.play": "Сыграть: {game} →",
  "rules.diagram": "Диаграмма: {caption}",
  "rules.diagramFailed": "Эту диаграмму не удаётся нарисовать: {error}",
};
