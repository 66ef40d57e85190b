// Colours of the board, read from CSS custom properties so that the style
// sheet (and `prefers-color-scheme`) decides them.

import type { Color, ColorNames } from "../engine/engine.js";

/** The colours a piece can be drawn in. Each game names its two sides (`colorNames`). */
export type PaletteName = "white" | "black" | "red" | "gold";

export interface PiecePalette {
  body: string;
  rim: string;
  shine: string;
  /** Marks drawn on the piece (bishop mitre, camel): contrasts with the body. */
  ink: string;
  /** The king's crown on this piece. */
  crown: string;
  crownEdge: string;
}

export interface Theme {
  light: string;
  dark: string;
  frame: string;
  frameEdge: string;
  grain: string;
  coord: string;
  squareNumber: string;
  /** The plate under a square number, so that it reads on any square or piece. */
  squareNumberPlate: string;
  lastMove: string;
  /** The move the Hint button suggests: its squares and route. */
  hint: string;
  selected: string;
  target: string;
  movable: string;
  /** Cross on a piece jumped during the capture being entered. */
  taken: string;
  /** Squares offered when the page asks where a capture lands next. */
  choose: string;
  chooseRing: string;
  pieces: Record<PaletteName, PiecePalette>;
  font: string;
}

type Flat = Omit<Theme, "pieces">;

const DEFAULTS: Flat = {
  light: "#efe3c2",
  dark: "#3f7a4c",
  frame: "#6b4020",
  frameEdge: "#3b2010",
  grain: "rgba(40, 18, 4, 0.18)",
  coord: "#f6e7c4",
  squareNumber: "#ffffff",
  squareNumberPlate: "rgba(0, 0, 0, 0.6)",
  lastMove: "rgba(255, 214, 74, 0.45)",
  hint: "rgba(120, 200, 255, 0.9)",
  selected: "rgba(255, 196, 0, 0.7)",
  target: "rgba(18, 30, 20, 0.45)",
  movable: "rgba(255, 238, 160, 0.85)",
  taken: "rgba(200, 36, 24, 0.9)",
  choose: "rgba(70, 150, 255, 0.45)",
  chooseRing: "rgba(255, 255, 255, 0.9)",
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
};

const PIECE_DEFAULTS: Record<PaletteName, PiecePalette> = {
  white: { body: "#f3ead3", rim: "#b9a67c", shine: "#ffffff", ink: "#3a2a14", crown: "#f2c230", crownEdge: "#7a5400" },
  black: { body: "#2b2b2e", rim: "#0c0c0d", shine: "#6d6d74", ink: "#f1e6c8", crown: "#f2c230", crownEdge: "#7a5400" },
  red: { body: "#b8322a", rim: "#6a120d", shine: "#f08a78", ink: "#fff3e2", crown: "#f2c230", crownEdge: "#6a4200" },
  gold: { body: "#e2ac2c", rim: "#8a5806", shine: "#fff3b8", ink: "#4a2c00", crown: "#fffaf0", crownEdge: "#5a3a00" },
};

const PROPS: Record<keyof Flat, string> = {
  light: "--board-light",
  dark: "--board-dark",
  frame: "--board-frame",
  frameEdge: "--board-frame-edge",
  grain: "--board-grain",
  coord: "--board-coord",
  squareNumber: "--board-square-number",
  squareNumberPlate: "--board-square-number-plate",
  lastMove: "--board-last-move",
  hint: "--board-hint",
  selected: "--board-selected",
  target: "--board-target",
  movable: "--board-movable",
  taken: "--board-taken",
  choose: "--board-choose",
  chooseRing: "--board-choose-ring",
  font: "--board-font",
};

const PIECE_PARTS: (keyof PiecePalette)[] = ["body", "rim", "shine", "ink", "crown", "crownEdge"];

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export function readTheme(el: Element): Theme {
  const cs = getComputedStyle(el);
  const out: Flat = { ...DEFAULTS };
  for (const key of Object.keys(PROPS) as (keyof Flat)[]) {
    const v = cs.getPropertyValue(PROPS[key]).trim();
    if (v !== "") out[key] = v;
  }
  const pieces = {} as Record<PaletteName, PiecePalette>;
  for (const name of Object.keys(PIECE_DEFAULTS) as PaletteName[]) {
    const p = { ...PIECE_DEFAULTS[name] };
    for (const part of PIECE_PARTS) {
      // --piece-white-body, --piece-red-crown-edge, ...
      const v = cs.getPropertyValue(`--piece-${name}-${kebab(part)}`).trim();
      if (v !== "") p[part] = v;
    }
    pieces[name] = p;
  }
  return { ...out, pieces };
}

/**
 * The palette for a side, from the name the game gives it ("Gold", "Red"):
 * a side named after a colour the page knows is drawn in that colour; any
 * other name falls back to light pieces for south and dark ones for north.
 */
export function paletteName(names: ColorNames, color: Color): PaletteName {
  const own = names[color].trim().toLowerCase();
  const other = names[color === "south" ? "north" : "south"].trim().toLowerCase();
  const known = (n: string): n is PaletteName => n in PIECE_DEFAULTS;
  if (known(own) && own !== other) return own;
  return color === "south" ? "white" : "black";
}
