// The board view. It knows no rules: it draws a `GameState` plus the page's
// selection on a canvas, keeps an accessible DOM grid (one button per playable
// square) laid exactly over the drawing, and reports activated squares. It owns
// the model, the layout, the animation and the frame; its parts do the rest:
// board/paint.ts draws, board/grid.ts is the accessible grid and keyboard,
// board/pointer.ts the clicks, taps and drags.

import { pageTranslator, type Translator } from "../i18n/index.js";
import type { ColorNames, GameState, LegalMove, SquareInfo } from "../engine/engine.js";
import { BoardGeometry } from "./geometry.js";
import { BoardGrid } from "./grid.js";
import { shownSquares, type Anim, type BoardCallbacks, type BoardModel, type Shown } from "./model.js";
import { Painter } from "./paint.js";
import { BoardPointer } from "./pointer.js";
import { readTheme } from "./theme.js";

export { stackWords, type BoardCallbacks, type BoardModel } from "./model.js";

export class BoardView {
  readonly element: HTMLElement;
  readonly #canvas: HTMLCanvasElement;
  readonly #painter: Painter;
  readonly #grid: BoardGrid;
  readonly #pointer: BoardPointer;
  #model: BoardModel | null = null;
  /** The squares as drawn (the model's state with a capture in progress applied). */
  #shown: Shown[] = [];
  #geo: BoardGeometry | null = null;
  #cssSide = 0;
  #dpr = 1;
  #squareNumbers = true;
  #anim: Anim | null = null;
  #frame = 0;
  readonly #reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");
  readonly #darkScheme = matchMedia("(prefers-color-scheme: dark)");
  readonly #resizeObserver: ResizeObserver;
  /** Removes the listeners on the document and the media queries (`dispose`). */
  readonly #disposer = new AbortController();

  /** `tr`: the language of the board's labels (the page's unless told). */
  constructor(host: HTMLElement, cb: BoardCallbacks, tr: Translator = pageTranslator()) {
    this.element = host;
    host.classList.add("board");
    this.#canvas = document.createElement("canvas");
    this.#canvas.className = "board-canvas";
    this.#canvas.setAttribute("aria-hidden", "true");
    const ctx = this.#canvas.getContext("2d");
    if (ctx === null) throw new Error("this browser cannot draw on a canvas");
    const signal = this.#disposer.signal;
    this.#grid = new BoardGrid(host, signal, tr);
    host.replaceChildren(this.#canvas, this.#grid.element, this.#grid.tip);
    this.#painter = new Painter(ctx, readTheme(host));
    const view = this;
    this.#pointer = new BoardPointer({
      element: host,
      grid: this.#grid,
      callbacks: cb,
      get geo() {
        return view.#geo;
      },
      get model() {
        return view.#model;
      },
      get shown() {
        return view.#shown;
      },
      requestDraw: () => this.#requestDraw(),
    });

    // a new board's first observation changes nothing: no second drawing
    this.#resizeObserver = new ResizeObserver(() => this.#layout(false));
    this.#resizeObserver.observe(host);
    this.#darkScheme.addEventListener("change", () => this.restyle(), { signal });
    this.#watchPixelRatio();
  }

  /** Whether the squares' numbers are drawn (games that number their squares; the "Square numbers" setting). */
  get squareNumbers(): boolean {
    return this.#squareNumbers;
  }

  set squareNumbers(on: boolean) {
    if (on === this.#squareNumbers) return;
    this.#squareNumbers = on;
    this.#requestDraw();
  }

  /** Reads the colours again (the style sheet's custom properties changed) and redraws. */
  restyle(): void {
    this.#painter.theme = readTheme(this.element);
    this.#requestDraw();
  }

  /** Draws at once rather than at the next frame (before printing, when no frame comes first). */
  drawNow(): void {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#draw(performance.now());
  }

  /** Stops watching the page (size, colour scheme, pointer) when the board is thrown away. */
  dispose(): void {
    this.#disposer.abort();
    this.#resizeObserver.disconnect();
  }

  /**
   * Redraws from a new model. `played` animates that move from `before`,
   * starting at landing square `fromStep` (the clicks already showed the
   * piece going that far).
   */
  render(model: BoardModel, played?: { move: LegalMove; before: GameState; fromStep?: number }): void {
    this.#model = model;
    this.#shown = shownSquares(model.state, model.progress);
    if (played !== undefined && played.move.path.length >= 2 && !this.#reducedMotion.matches) {
      const before = new Map<string, SquareInfo>();
      for (const sq of played.before.squares) if (sq.piece !== null) before.set(sq.name, sq);
      const fromStep = Math.max(0, Math.min(played.move.path.length - 2, played.fromStep ?? 0));
      const steps = Math.max(1, played.move.path.length - 1 - fromStep);
      this.#anim = {
        move: played.move,
        before,
        fromStep,
        removal: played.before.capturedRemoved,
        start: performance.now(),
        duration: 110 + 130 * steps,
      };
    } else {
      this.#anim = null;
    }
    this.#layout();
    if (this.#geo !== null) this.#grid.sync(model, this.#shown, this.#geo, this.#cssSide);
  }

  /** Moves keyboard focus to a square's button. */
  focusSquare(name: string): void {
    this.#grid.focusSquare(name);
  }

  /** The square name of the button that has focus, if any. */
  focusedSquare(): string | null {
    return this.#grid.focusedSquare();
  }

  // ---- layout -------------------------------------------------------------

  #watchPixelRatio(): void {
    const mq = matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    mq.addEventListener(
      "change",
      () => {
        this.#layout();
        this.#watchPixelRatio();
      },
      { once: true, signal: this.#disposer.signal },
    );
  }

  /** Sizes the canvas and the grid to the board's box; draws again when it changed, or always with `redraw`. */
  #layout(redraw = true): void {
    const m = this.#model;
    if (m === null) return;
    const side = Math.floor(Math.min(this.element.clientWidth, this.element.clientHeight || Infinity));
    if (side <= 0) return;
    const dpr = Math.max(1, window.devicePixelRatio || 1);
    const margin = this.#margin(side, m.state.layout === "diamond");
    const area = { left: margin, top: margin, side: side - 2 * margin };
    const geo = new BoardGeometry({ size: m.state.size, diamond: m.state.layout === "diamond", flipped: m.flipped }, area);
    const old = this.#geo;
    const changed =
      old === null ||
      side !== this.#cssSide ||
      dpr !== this.#dpr ||
      old.size !== geo.size ||
      old.flipped !== geo.flipped ||
      old.diamond !== geo.diamond;
    this.#geo = geo;
    if (changed) {
      this.#cssSide = side;
      this.#dpr = dpr;
      this.#canvas.width = Math.round(side * dpr);
      this.#canvas.height = Math.round(side * dpr);
      this.#canvas.style.width = `${side}px`;
      this.#canvas.style.height = `${side}px`;
      this.#grid.place(area, geo.overlayTransform());
    }
    if (changed || redraw) this.#requestDraw();
  }

  /**
   * Room between the canvas edge and the playing area. A diamond touches the
   * area only at its four tips and writes its coordinates in the corners, so
   * it needs little.
   */
  #margin(side: number, diamond: boolean): number {
    if (diamond) return Math.round(Math.max(4, side * 0.012));
    return Math.round(Math.max(14, Math.min(30, side * 0.045)));
  }

  // ---- drawing --------------------------------------------------------------

  #requestDraw(): void {
    if (this.#frame !== 0) return;
    this.#frame = requestAnimationFrame((t) => {
      this.#frame = 0;
      this.#draw(t);
    });
  }

  #draw(now: number): void {
    const m = this.#model;
    const geo = this.#geo;
    if (m === null || geo === null) return;
    let anim = this.#anim;
    let progress = 1;
    if (anim !== null) {
      progress = Math.min(1, (now - anim.start) / anim.duration);
      if (progress >= 1) this.#anim = anim = null;
    }
    const drag = this.#pointer.dragging;
    this.#painter.paint({
      model: m,
      geo,
      shown: this.#shown,
      side: this.#cssSide,
      dpr: this.#dpr,
      anim,
      progress,
      dragging: drag?.from ?? null,
      dragAt: drag?.at ?? null,
      squareNumbers: this.#squareNumbers,
    });
    if (anim !== null) this.#requestDraw();
  }
}

/** A position to look at only: nothing selected, nothing to move. */
export function plainModel(state: GameState, colorNames: ColorNames, flipped: boolean): BoardModel {
  return { state, colorNames, flipped, prefix: [], targets: new Map(), movable: new Set<string>(), progress: null, hint: null };
}
