// A static board diagram: a position drawn by the page's own board view, with
// an optional arrow along a move (the view's hint arrow) and the last move
// marked. Used by the rules page; nothing on it can be clicked.

import { errorMessage, type Engine, type GameState, type LegalMove } from "./engine.js";
import { BoardView } from "./view.js";

export interface DiagramSpec {
  /** The start position (FEN); the game's own when absent. */
  fen?: string;
  /** Moves played from it before the diagram is drawn (the last one is marked). */
  moves?: string[];
  /** A legal move in the position, drawn as an arrow. */
  arrow?: string;
  flipped?: boolean;
  caption: string;
}

/** The position of a diagram and its arrow; throws with the reason when the spec is wrong. */
export function diagramState(engine: Engine, variant: string, spec: DiagramSpec): { state: GameState; arrow: LegalMove | null } {
  const game = engine.newGame(variant, spec.fen);
  try {
    for (const m of spec.moves ?? []) game.playText(m);
    const state = game.state();
    let arrow: LegalMove | null = null;
    if (spec.arrow !== undefined) {
      arrow = state.moves.find((m) => m.text === spec.arrow) ?? null;
      if (arrow === null) throw new Error(`${spec.arrow} is not a legal move in this position`);
    }
    return { state, arrow };
  } finally {
    game.free();
  }
}

/**
 * Draws a diagram into a new <figure>: the board (inert: no focus, no clicks;
 * its squares described by the caption and an aria-label) and the caption.
 */
export function drawDiagram(engine: Engine, variant: string, spec: DiagramSpec): HTMLElement {
  const figure = document.createElement("figure");
  figure.className = "diagram";
  const host = document.createElement("div");
  const caption = document.createElement("figcaption");
  caption.textContent = spec.caption;
  figure.append(host, caption);
  const info = engine.variant(variant);
  try {
    if (info === undefined) throw new Error(`unknown variant ${variant}`);
    const { state, arrow } = diagramState(engine, variant, spec);
    const view = new BoardView(host, { onSquare() {}, onBackground() {}, onDragStart: () => false, onDrop() {} });
    host.inert = true;
    host.setAttribute("role", "img");
    host.setAttribute("aria-label", `Diagram: ${spec.caption}`);
    view.render({
      state,
      colorNames: info.colorNames,
      flipped: spec.flipped ?? false,
      prefix: [],
      targets: new Map(),
      movable: new Set(),
      progress: null,
      hint: arrow,
    });
    figure.dataset["ready"] = "";
  } catch (e) {
    host.className = "diagram-error";
    host.textContent = `This diagram cannot be drawn: ${errorMessage(e)}`;
    figure.dataset["error"] = errorMessage(e);
  }
  return figure;
}
