// Colours of the board, read from CSS custom properties so that the style
// sheet (and `prefers-color-scheme`) decides them.

export interface Theme {
  light: string;
  dark: string;
  frame: string;
  frameEdge: string;
  grain: string;
  coord: string;
  squareNumber: string;
  lastMove: string;
  selected: string;
  target: string;
  movable: string;
  /** Cross on a piece jumped during the capture being entered. */
  taken: string;
  /** Squares offered when the page asks where a capture lands next. */
  choose: string;
  chooseRing: string;
  southBody: string;
  southRim: string;
  southShine: string;
  northBody: string;
  northRim: string;
  northShine: string;
  crown: string;
  crownEdge: string;
  font: string;
}

const DEFAULTS: Theme = {
  light: "#efe3c2",
  dark: "#3f7a4c",
  frame: "#6b4020",
  frameEdge: "#3b2010",
  grain: "rgba(40, 18, 4, 0.18)",
  coord: "#f6e7c4",
  squareNumber: "rgba(255, 255, 255, 0.55)",
  lastMove: "rgba(255, 214, 74, 0.45)",
  selected: "rgba(255, 196, 0, 0.7)",
  target: "rgba(18, 30, 20, 0.45)",
  movable: "rgba(255, 238, 160, 0.85)",
  taken: "rgba(200, 36, 24, 0.9)",
  choose: "rgba(70, 150, 255, 0.45)",
  chooseRing: "rgba(255, 255, 255, 0.9)",
  southBody: "#f3ead3",
  southRim: "#b9a67c",
  southShine: "#ffffff",
  northBody: "#2b2b2e",
  northRim: "#0c0c0d",
  northShine: "#6d6d74",
  crown: "#f2c230",
  crownEdge: "#7a5400",
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
};

const PROPS: Record<keyof Theme, string> = {
  light: "--board-light",
  dark: "--board-dark",
  frame: "--board-frame",
  frameEdge: "--board-frame-edge",
  grain: "--board-grain",
  coord: "--board-coord",
  squareNumber: "--board-square-number",
  lastMove: "--board-last-move",
  selected: "--board-selected",
  target: "--board-target",
  movable: "--board-movable",
  taken: "--board-taken",
  choose: "--board-choose",
  chooseRing: "--board-choose-ring",
  southBody: "--piece-south-body",
  southRim: "--piece-south-rim",
  southShine: "--piece-south-shine",
  northBody: "--piece-north-body",
  northRim: "--piece-north-rim",
  northShine: "--piece-north-shine",
  crown: "--piece-crown",
  crownEdge: "--piece-crown-edge",
  font: "--board-font",
};

export function readTheme(el: Element): Theme {
  const cs = getComputedStyle(el);
  const out = { ...DEFAULTS };
  for (const key of Object.keys(PROPS) as (keyof Theme)[]) {
    const v = cs.getPropertyValue(PROPS[key]).trim();
    if (v !== "") out[key] = v;
  }
  return out;
}
