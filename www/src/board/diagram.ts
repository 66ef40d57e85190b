// A static board diagram: a position drawn by the page's own board view, with
// an optional arrow along a move (the view's hint arrow) and the last move
// marked. Used by the rules page; nothing on it can be clicked.

import { errorMessage, type Engine, type GameState, type LegalMove } from "../engine/engine.js";
import { pageTranslator, t } from "../i18n/index.js";
import { errorText } from "../i18n/words.js";
import { BoardView } from "./view.js";

export interface DiagramSpec {
  /** The start position (FEN); the game's own when absent. */
  fen?: string;
  /** Moves played from it before the diagram is drawn (the last one is marked). */
  moves?: string[];
  /** A legal move in the position, drawn as an arrow. */
  arrow?: string;
  flipped?: boolean;
}

/** A diagram's figure, and what draws its board (at once, `now`, rather than at the next frame). */
export interface Diagram {
  figure: HTMLElement;
  draw: (now: boolean) => void;
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
 * A diagram's <figure>: the board's box (its final size from the style sheet,
 * described by the caption in an aria-label) and the caption (in the page's
 * language, i18n/index.ts started), at once; the
 * board itself is drawn by `draw` (see `drawWhenSeen`). Nothing on the board
 * can be focused or clicked.
 */
export function diagramFigure(engine: Engine, variant: string, spec: DiagramSpec, caption: string): Diagram {
  const figure = document.createElement("figure");
  figure.className = "diagram";
  const host = document.createElement("div");
  host.className = "board";
  host.inert = true;
  host.setAttribute("role", "img");
  host.setAttribute("aria-label", t("rules-page.diagram", { caption }));
  const figcaption = document.createElement("figcaption");
  figcaption.textContent = caption;
  figure.append(host, figcaption);
  let view: BoardView | null = null;
  const draw = (now: boolean): void => {
    if (view !== null || figure.dataset["error"] !== undefined) return;
    const info = engine.variant(variant);
    try {
      if (info === undefined) throw new Error(`unknown variant ${variant}`);
      const { state, arrow } = diagramState(engine, variant, spec);
      view = new BoardView(host, { onSquare() {}, onBackground() {}, onDragStart: () => false, onDrop() {} });
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
      if (now) view.drawNow();
      figure.dataset["ready"] = "";
    } catch (e) {
      host.className = "diagram-error";
      host.inert = false;
      host.removeAttribute("role");
      host.removeAttribute("aria-label");
      host.textContent = t("rules-page.diagram-failed", { error: errorText(pageTranslator(), e) });
      figure.dataset["error"] = errorMessage(e);
    }
  };
  return { figure, draw };
}

/**
 * Draws each diagram when it comes near the viewport (within half a screen),
 * one a frame, so that a page of many diagrams answers at once: drawing them
 * all at load kept a slow phone's main thread busy in one long task. The figures keep their size meanwhile, so nothing moves when one
 * is drawn, and their text is there for find-in-page (which scrolls them into
 * view). Before printing, all that are left are drawn at once.
 */
export function drawWhenSeen(diagrams: Diagram[]): void {
  const pending = new Map(diagrams.map((d) => [d.figure, d] as const));
  /** In view and waiting for their turn, in the order they came into view. */
  const queue = new Set<Diagram>();
  let busy = false;
  const done = new AbortController();
  const drawn = (d: Diagram): void => {
    queue.delete(d);
    pending.delete(d.figure);
    observer.unobserve(d.figure);
    if (pending.size === 0) {
      observer.disconnect();
      done.abort();
    }
  };
  const next = (): void => {
    if (busy) return;
    const d = queue.values().next().value;
    if (d === undefined) return;
    d.draw(false);
    drawn(d);
    // the next one in a task of its own, once this one is on the screen
    busy = true;
    requestAnimationFrame(() =>
      setTimeout(() => {
        busy = false;
        next();
      }),
    );
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        const d = pending.get(e.target as HTMLElement);
        if (d === undefined) continue;
        // one scrolled past before its turn is left for later
        if (e.isIntersecting) queue.add(d);
        else queue.delete(d);
      }
      next();
    },
    { rootMargin: "50% 0px" },
  );
  addEventListener(
    "beforeprint",
    () => {
      for (const d of [...pending.values()]) {
        d.draw(true);
        drawn(d);
      }
    },
    { signal: done.signal },
  );
  for (const d of diagrams) observer.observe(d.figure);
}
