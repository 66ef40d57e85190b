// rules.html: the rules of every game, for players, in the page's language
// (i18n/index.ts: rules.html?lang=ru, else the saved setting or the browser's).
// The text is the engine's own summary (`variants()[i].rules`, the rules the
// engine plays, with our readings of unclear points marked "our reading"), or
// its translation, with a tagline and the diagrams' captions
// (i18n/rules/<lang>.ts); the diagrams are drawn by the page's board view from
// positions the engine reaches (diagram.ts). rules.html?variant=russian opens
// at that game.

import { Engine, type VariantInfo } from "../engine/engine.js";
import { diagramFigure, drawWhenSeen, type Diagram, type DiagramSpec } from "../board/diagram.js";
import { keepLang, pageTranslator, startLanguage, t } from "../i18n/index.js";
import { errorText, variantName } from "../i18n/words.js";
import { pageRulesTexts, sentences, type GameTexts, type RulesTexts } from "../i18n/rules/index.js";
import { isGame, type GameId, type PerCaption } from "../i18n/rules/en.js";
import "./offline.js";

/**
 * Each game's diagrams: positions reached by the engine from the start (or a
 * FEN; `{}` is the start position itself), drawn by the tests
 * (tests/e2e/embed.mjs); one per caption of the game in i18n/rules/en.ts, in
 * order (the compiler checks the count).
 */
export const DIAGRAMS: { readonly [G in GameId]: PerCaption<G, DiagramSpec> } = {
  english: [
    {},
    {
      moves: ["10-14", "23-19", "9-13", "27-23", "7-10", "31-27", "12-16", "19x12", "14-17"],
      arrow: "21x7",
    },
    {
      moves: ["10-14", "23-19", "9-13", "27-23", "7-10", "31-27", "12-16", "19x12", "14-17", "21x7", "3x10"],
      arrow: "12x3",
    },
  ],
  international: [
    {},
    {
      fen: "W:WK46:B41,29,18,30,8",
      arrow: "46x3",
    },
    {
      moves: ["35-30", "18-22", "40-35", "19-23", "44-40", "22-27", "32x21", "17x26", "30-25", "13-19", "49-44", "12-18", "31-27", "8-12", "27-22", "18x27", "34-29", "23x34", "39x30", "16-21", "30-24", "19x30", "25x34", "12-18", "33-29", "27-32"],
      arrow: "38x16",
    },
  ],
  polish: [
    {},
    {
      moves: ["33-28", "19-23", "28x19", "13x24", "39-33", "8-13", "31-27", "24-30", "35x24", "20x29", "33x24", "15-20", "24x15", "18-23", "27-22", "17x28", "36-31", "28-33"],
      arrow: "38x18",
    },
  ],
  russian: [
    {},
    {
      fen: "W:Wb6:Bc7,f6",
      arrow: "b6:h4",
    },
    {
      moves: ["g3-f4", "d6-e5", "f4:d6", "e7:c5", "a3-b4", "c5:a3", "f2-g3", "f6-g5", "c3-b4", "a3:c5", "d2-c3", "b6-a5", "g1-f2", "f8-e7", "e3-f4"],
      arrow: "g5:g1",
    },
  ],
  italian: [
    {},
    {
      moves: ["21-18", "11-15", "23-19", "10-14", "19x10", "5x21", "26x17", "7-11", "22-19", "15x22", "27x18", "11-15", "17-13", "2-5", "25-21", "5-10", "24-20"],
      arrow: "10x26",
    },
    {
      moves: ["21-18", "11-15", "23-19", "10-14", "19x10", "5x21", "26x17", "7-11", "22-19", "15x22", "27x18", "11-15", "17-13", "2-5", "25-21", "5-10", "24-20", "10x26"],
      arrow: "20x2",
    },
  ],
  coronet: [
    {},
    {
      moves: ["e2-d3", "a3-b2", "c1xa3", "a4xa2", "h6-g7", "f8xh6", "h5xh7", "e7-f6", "g5xe7", "d8xf6", "e1-e2", "d7-e6", "f4-e4", "b4-c4", "d1-c1", "c5-d4"],
      arrow: "d3xf7",
    },
    {
      fen: "G:Gb7:Rg2,h2",
      arrow: "b7-a8",
    },
  ],
  "coast-to-coast": [
    {},
    {
      moves: ["a4-a5", "e8-d7", "b3-a4", "h5-h4", "c2-c4", "h6-h5", "d1-c2", "g6-g4", "c2-e2", "g4-g3"],
      arrow: "b1-h3",
    },
    {
      moves: ["a4-a5", "e8-d7", "b3-a4", "h5-h4", "c2-c4", "h6-h5", "d1-c2", "g6-g4", "c2-e2", "g4-g3", "b4-c5", "g8-c8", "e2-d3", "c8-b8", "d2-d6", "g5-f4", "b1-d5", "f6-f5"],
      arrow: "d6-h8-g8",
    },
  ],
  stackem: [
    {},
    {
      moves: ["9-13", "24-19", "10-14", "21-17", "14x21", "23-18", "11-16", "18-15", "16x23", "26x19", "13-17", "22x13", "6-10", "15x6", "2x9", "27-24", "7-11", "32-27", "21-17", "13x22"],
    },
    {
      moves: ["9-13", "24-19", "10-14", "21-17", "14x21", "23-18", "11-16", "18-15", "16x23", "26x19", "13-17", "22x13", "6-10", "15x6", "2x9", "27-24", "7-11", "32-27", "21-17", "13x22", "9-14", "17x10", "6x15"],
      arrow: "14x16",
    },
  ],
  cheskers: [
    {},
    { arrow: "b8-a5" },
    {
      moves: ["b6-c5", "g3-f4", "f6-g5", "g1-h4", "b8-a5", "h4xg7", "h8xg7", "f2-g3", "a5xb2", "e1-f2", "g7xc3", "d2xb4", "b2xe3", "f2xb6", "c7xc3", "a1xc3", "g5xe3", "c1-d2"],
      arrow: "e3xc1=K",
    },
  ],
};

/** A game's section in the page's language; its diagrams are added to `diagrams`, to be drawn when seen. */
function section(engine: Engine, v: VariantInfo, name: string, text: GameTexts, diagrams: Diagram[]): HTMLElement {
  const s = document.createElement("section");
  s.className = "rules-game";
  s.id = v.id;
  s.dataset["variant"] = v.id;
  const h = document.createElement("h2");
  h.textContent = name;
  const tag = document.createElement("p");
  tag.className = "tagline";
  tag.textContent = text.tagline;
  // the summary, a sentence a line
  const summary = document.createElement("ul");
  summary.className = "rules-summary";
  for (const sentence of sentences(text.summary)) {
    const li = document.createElement("li");
    li.textContent = sentence;
    summary.append(li);
  }
  const figs = document.createElement("div");
  figs.className = "diagrams";
  const specs: readonly DiagramSpec[] = isGame(v.id) ? DIAGRAMS[v.id] : [];
  specs.forEach((spec, i) => {
    const d = diagramFigure(engine, v.id, spec, text.captions[i] ?? "");
    diagrams.push(d);
    figs.append(d.figure);
  });
  const play = document.createElement("p");
  play.className = "play-link";
  const a = document.createElement("a");
  a.href = keepLang(`index.html?variant=${encodeURIComponent(v.id)}`);
  a.textContent = t("rules-page.play", { game: name });
  const learn = document.createElement("a");
  learn.href = keepLang(`learn.html?variant=${encodeURIComponent(v.id)}`);
  learn.textContent = t("rules-page.learn", { game: name });
  play.append(a, " · ", learn);
  s.append(h, tag, figs, summary, play);
  return s;
}

async function main(): Promise<void> {
  // the engine loads while the language's messages do (its failure is told below, in that language)
  const engineLoading = Engine.load();
  engineLoading.catch(() => {});
  await startLanguage();
  for (const a of document.querySelectorAll<HTMLAnchorElement>("header nav a")) a.href = keepLang(a.getAttribute("href") ?? "");
  const root = document.getElementById("rules");
  const nav = document.getElementById("rules-nav");
  if (root === null || nav === null) return;
  let engine: Engine;
  let texts: RulesTexts;
  try {
    [engine, texts] = await Promise.all([engineLoading, pageRulesTexts()]);
  } catch (e) {
    root.textContent = t("rules-page.failed", { error: errorText(pageTranslator(), e) });
    return;
  }
  const tr = pageTranslator();
  const games = engine.variants().map((v) => ({ v, name: variantName(tr, v), text: texts(v) }));
  nav.replaceChildren(
    ...games.map(({ v, name }) => {
      const a = document.createElement("a");
      a.href = `#${v.id}`;
      a.textContent = name;
      return a;
    }),
  );
  const diagrams: Diagram[] = [];
  root.replaceChildren(...games.map(({ v, name, text }) => section(engine, v, name, text, diagrams)));
  drawWhenSeen(diagrams);
  const want = new URLSearchParams(location.search).get("variant") ?? location.hash.slice(1);
  const target = want === "" ? null : document.getElementById(want);
  if (target !== null) {
    const game = games.find(({ v }) => v.id === want);
    document.title = t("rules-page.game-title", { game: game?.name ?? want });
    // the diagrams' boxes have their size already (drawn or not)
    target.scrollIntoView();
  }
  document.body.classList.add("ready");
}

void main();
