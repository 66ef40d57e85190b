// rules.html: the rules of every game, for players. The text is the engine's
// own summary (`variants()[i].rules`, the rules the engine plays, with our
// readings of unclear points marked "our reading"); the diagrams are drawn by
// the page's board view from positions the engine reaches (diagram.ts).
// rules.html?variant=russian opens at that game.

import { Engine, errorMessage, type VariantInfo } from "./engine.js";
import { diagramFigure, drawWhenSeen, type Diagram, type DiagramSpec } from "./diagram.js";
import "./offline.js";

/** A few words on what sets each game apart, shown under its name. */
const TAGLINES: Record<string, string> = {
  english: "The checkers of the English-speaking world: short kings, free choice of capture.",
  international: "The 10x10 game of the world championships: flying kings and the majority capture.",
  polish: "International draughts in which each jumped piece leaves the board at once.",
  russian: "Shashki: flying kings, free choice of capture, and a man crowned in the middle of a capture goes on as a king.",
  italian: "Dama italiana: men may not take kings, and four rules decide which capture you must make.",
  coronet: "Checkers on all 64 squares in eight directions, with queens and two coronation corners.",
  "coast-to-coast": "A race on a diamond board: jump over anyone, cross to the far corner, come home to bear off.",
  stackem: "Captured checkers go under the capturing stack; whoever is on top controls it.",
  cheskers: "Checkers with a bishop and a camel a side; lose your last king and you lose.",
};

/** Each game's diagrams: positions reached by the engine from the start (or a FEN), checked by the tests. */
export const DIAGRAMS: Record<string, DiagramSpec[]> = {
  english: [
    { caption: "The start: Black (top) on 1-12 moves first; White on 21-32." },
    {
      moves: ["10-14", "23-19", "9-13", "27-23", "7-10", "31-27", "12-16", "19x12", "14-17"],
      arrow: "21x7",
      caption: "A capture: White's man on 21 must jump, and goes on jumping: 21x14x7.",
    },
    {
      moves: ["10-14", "23-19", "9-13", "27-23", "7-10", "31-27", "12-16", "19x12", "14-17", "21x7", "3x10"],
      arrow: "12x3",
      caption: "Crowning: the man jumps to 3 on the far row, becomes a king, and the move ends there.",
    },
  ],
  international: [
    { caption: "The start: 20 men each on the 50 dark squares; White (bottom) moves first." },
    {
      fen: "W:WK46:B41,29,18,30,8",
      arrow: "46x3",
      caption: "A flying king captures at a distance and lands on any free square beyond: 46x3 takes 41, 18 and 8. You must take the most pieces possible.",
    },
    {
      moves: ["35-30", "18-22", "40-35", "19-23", "44-40", "22-27", "32x21", "17x26", "30-25", "13-19", "49-44", "12-18", "31-27", "8-12", "27-22", "18x27", "34-29", "23x34", "39x30", "16-21", "30-24", "19x30", "25x34", "12-18", "33-29", "27-32"],
      arrow: "38x16",
      caption: "Men capture backwards too. Here White takes two: 38x27x16.",
    },
  ],
  polish: [
    { caption: "The start, as in International draughts." },
    {
      moves: ["33-28", "19-23", "28x19", "13x24", "39-33", "8-13", "31-27", "24-30", "35x24", "20x29", "33x24", "15-20", "24x15", "18-23", "27-22", "17x28", "36-31", "28-33"],
      arrow: "38x18",
      caption: "A capture of the most pieces; in Polish checkers each piece leaves the board the moment it is jumped.",
    },
  ],
  russian: [
    { caption: "The start: White (bottom) moves first; squares are named a1 to h8." },
    {
      fen: "W:Wb6:Bc7,f6",
      arrow: "b6:h4",
      caption: "Crowned during a capture: the man jumps c7 to d8, becomes a king there, and goes on as a king, taking f6.",
    },
    {
      moves: ["g3-f4", "d6-e5", "f4:d6", "e7:c5", "a3-b4", "c5:a3", "f2-g3", "f6-g5", "c3-b4", "a3:c5", "d2-c3", "b6-a5", "g1-f2", "f8-e7", "e3-f4"],
      arrow: "g5:g1",
      caption: "Capturing is compulsory: g5:e3:g1 takes two and ends on the far row, where the man is crowned.",
    },
  ],
  italian: [
    { caption: "The start: the board has a dark corner on each player's right; squares are numbered from the top left." },
    {
      moves: ["21-18", "11-15", "23-19", "10-14", "19x10", "5x21", "26x17", "7-11", "22-19", "15x22", "27x18", "11-15", "17-13", "2-5", "25-21", "5-10", "24-20"],
      arrow: "10x26",
      caption: "Black must take the most pieces: the double capture 10x17x26.",
    },
    {
      moves: ["21-18", "11-15", "23-19", "10-14", "19x10", "5x21", "26x17", "7-11", "22-19", "15x22", "27x18", "11-15", "17-13", "2-5", "25-21", "5-10", "24-20", "10x26"],
      arrow: "20x2",
      caption: "Crowning: White's man jumps twice, reaches the far row and becomes a king; the move ends there.",
    },
  ],
  coronet: [
    { caption: "The start: 21 pawns each on all 64 squares. The marked corners are the coronation corners: Gold is crowned on a8, Red on h1." },
    {
      moves: ["e2-d3", "a3-b2", "c1xa3", "a4xa2", "h6-g7", "f8xh6", "h5xh7", "e7-f6", "g5xe7", "d8xf6", "e1-e2", "d7-e6", "f4-e4", "b4-c4", "d1-c1", "c5-d4"],
      arrow: "d3xf7",
      caption: "Pawns capture in all eight directions, and you must take the most pieces: here four, d3 to f7.",
    },
    {
      fen: "G:Gb7:Rh1,h2",
      arrow: "b7-a8",
      caption: "A pawn becomes a Queen only by ending its move on the opposite coronation corner (Gold's is a8).",
    },
  ],
  "coast-to-coast": [
    { caption: "The start (our reading): the board stands as a diamond; Black's home a1 at the bottom, Red's home h8 at the top." },
    {
      moves: ["a4-a5", "e8-d7", "b3-a4", "h5-h4", "c2-c4", "h6-h5", "d1-c2", "g6-g4", "c2-e2", "g4-g3"],
      arrow: "b1-h3",
      caption: "A series of jumps over pieces of either colour: nothing is taken, and you may stop after any jump.",
    },
    {
      moves: ["a4-a5", "e8-d7", "b3-a4", "h5-h4", "c2-c4", "h6-h5", "d1-c2", "g6-g4", "c2-e2", "g4-g3", "b4-c5", "g8-c8", "e2-d3", "c8-b8", "d2-d6", "g5-f4", "b1-d5", "f6-f5"],
      arrow: "d6-h8-g8",
      caption: "Reaching the opponent's home h8, the piece becomes a King and at once moves off it (here to g8).",
    },
  ],
  stackem: [
    { caption: "The start: Red (top) on 1-12 moves first; Black on 21-32." },
    {
      moves: ["9-13", "24-19", "10-14", "21-17", "14x21", "23-18", "11-16", "18-15", "16x23", "26x19", "13-17", "22x13", "6-10", "15x6", "2x9", "27-24", "7-11", "32-27", "21-17", "13x22"],
      caption: "Stacks: a captured checker goes under the capturing stack. Point at a stack on the game page to list its checkers.",
    },
    {
      moves: ["9-13", "24-19", "10-14", "21-17", "14x21", "23-18", "11-16", "18-15", "16x23", "26x19", "13-17", "22x13", "6-10", "15x6", "2x9", "27-24", "7-11", "32-27", "21-17", "13x22", "9-14", "17x10", "6x15"],
      arrow: "14x16",
      caption: "After a jump the top checker is a king and may jump on in any direction, taking only the top checker of each stack.",
    },
  ],
  cheskers: [
    { caption: "The start: each side has 8 men, 2 kings (crowned), a bishop (mitre) and a camel." },
    { arrow: "b8-a5", caption: "The camel leaps three squares along and one across, over anything in between." },
    {
      moves: ["b6-c5", "g3-f4", "f6-g5", "g1-h4", "b8-a5", "h4xg7", "h8xg7", "f2-g3", "a5xb2", "e1-f2", "g7xc3", "d2xb4", "b2xe3", "f2xb6", "c7xc3", "a1xc3", "g5xe3", "c1-d2"],
      arrow: "e3xc1=K",
      caption: "A man reaching the last row becomes, as its player chooses, a king, a bishop or a camel.",
    },
  ],
};

/** Splits a text after each full stop that ends a sentence (". " and a capital letter). */
export function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z0-9(])/).filter((x) => x !== "");
}

/** A game's section; its diagrams are added to `diagrams`, to be drawn when seen. */
function section(engine: Engine, v: VariantInfo, diagrams: Diagram[]): HTMLElement {
  const s = document.createElement("section");
  s.className = "rules-game";
  s.id = v.id;
  s.dataset["variant"] = v.id;
  const h = document.createElement("h2");
  h.textContent = v.name;
  const tag = document.createElement("p");
  tag.className = "tagline";
  tag.textContent = TAGLINES[v.id] ?? "";
  // the engine's summary, a sentence a line
  const text = document.createElement("ul");
  text.className = "rules-summary";
  for (const sentence of sentences(v.rules)) {
    const li = document.createElement("li");
    li.textContent = sentence;
    text.append(li);
  }
  const figs = document.createElement("div");
  figs.className = "diagrams";
  for (const spec of DIAGRAMS[v.id] ?? [{ caption: "The start position." }]) {
    const d = diagramFigure(engine, v.id, spec);
    diagrams.push(d);
    figs.append(d.figure);
  }
  const play = document.createElement("p");
  play.className = "play-link";
  const a = document.createElement("a");
  a.href = `index.html?variant=${encodeURIComponent(v.id)}`;
  a.textContent = `Play ${v.name} →`;
  play.append(a);
  s.append(h, tag, figs, text, play);
  return s;
}

async function main(): Promise<void> {
  const root = document.getElementById("rules");
  const nav = document.getElementById("rules-nav");
  if (root === null || nav === null) return;
  let engine: Engine;
  try {
    engine = await Engine.load();
  } catch (e) {
    root.textContent = `The rules need the game engine, which could not be loaded: ${errorMessage(e)}`;
    return;
  }
  const variants = engine.variants();
  nav.replaceChildren(
    ...variants.map((v) => {
      const a = document.createElement("a");
      a.href = `#${v.id}`;
      a.textContent = v.name;
      return a;
    }),
  );
  const diagrams: Diagram[] = [];
  root.replaceChildren(...variants.map((v) => section(engine, v, diagrams)));
  drawWhenSeen(diagrams);
  const want = new URLSearchParams(location.search).get("variant") ?? location.hash.slice(1);
  const target = want === "" ? null : document.getElementById(want);
  if (target !== null) {
    document.title = `Rules of ${engine.variant(want)?.name ?? want} — omnidraughts`;
    // the diagrams' boxes have their size already (drawn or not)
    target.scrollIntoView();
  }
  document.body.classList.add("ready");
}

void main();
