// Pointer input on the board: a click or tap on a square (also between the grid's buttons:
// a light square, the gap of a diamond), and dragging a piece, which the page sees as a click
// on it and a click where it is dropped; the click a drop would cause is swallowed.

import type { BoardGeometry, Cell, Point } from "./geometry.js";
import type { BoardGrid } from "./grid.js";
import type { BoardCallbacks, BoardModel, Shown } from "./model.js";

/** What pointer input needs of the board view. */
export interface PointerHost {
  /** The board's element: coordinates are relative to it; it is marked while dragging. */
  readonly element: HTMLElement;
  readonly grid: BoardGrid;
  readonly callbacks: BoardCallbacks;
  readonly geo: BoardGeometry | null;
  readonly model: BoardModel | null;
  readonly shown: readonly Shown[];
  requestDraw(): void;
}

interface Drag {
  from: string;
  pointerId: number;
  start: Point;
  at: Point;
  active: boolean;
}

export class BoardPointer {
  readonly #host: PointerHost;
  #drag: Drag | null = null;
  #suppressClick = false;

  constructor(host: PointerHost) {
    this.#host = host;
    const grid = host.grid.element;
    grid.addEventListener("click", (e) => this.#onClick(e));
    grid.addEventListener("pointerdown", (e) => this.#onPointerDown(e));
    grid.addEventListener("pointermove", (e) => this.#onPointerMove(e));
    grid.addEventListener("pointerup", (e) => this.#onPointerUp(e));
    grid.addEventListener("pointercancel", () => this.#endDrag());
    grid.addEventListener("lostpointercapture", () => this.#endDrag());
  }

  /** The piece being dragged and where the pointer is; null when none is. */
  get dragging(): { from: string; at: Point } | null {
    const d = this.#drag;
    return d !== null && d.active ? { from: d.from, at: d.at } : null;
  }

  #point(e: { clientX: number; clientY: number }): Point {
    const r = this.#host.element.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  #squareAt(p: Point): string | null {
    const geo = this.#host.geo;
    const m = this.#host.model;
    if (geo === null || m === null) return null;
    const cell: Cell | null = geo.cellAt(p);
    if (cell === null) return null;
    return m.state.squares.find((s) => s.file === cell.file && s.rank === cell.rank)?.name ?? null;
  }

  #onClick(e: MouseEvent): void {
    if (this.#suppressClick) {
      this.#suppressClick = false;
      return;
    }
    const name = this.#host.grid.nameOf(e.target);
    if (name !== null) {
      this.#host.callbacks.onSquare(name);
      return;
    }
    // a click between the buttons (a light square, or the gap of a diamond)
    const hit = e.detail > 0 ? this.#squareAt(this.#point(e)) : null;
    if (hit !== null) this.#host.callbacks.onSquare(hit);
    else this.#host.callbacks.onBackground();
  }

  #onPointerDown(e: PointerEvent): void {
    if (e.button !== 0 || !e.isPrimary) return;
    const name = this.#host.grid.nameOf(e.target);
    if (e.pointerType !== "mouse") {
      // a tap shows what a stack is made of (touch screens have no hover)
      this.#host.grid.tapped(name);
    }
    const sq = name === null ? undefined : this.#host.shown.find((s) => s.name === name);
    if (name === null || sq?.piece == null || sq.taken !== null) return;
    const p = this.#point(e);
    this.#drag = { from: name, pointerId: e.pointerId, start: p, at: p, active: false };
  }

  #onPointerMove(e: PointerEvent): void {
    const d = this.#drag;
    const geo = this.#host.geo;
    if (d === null || geo === null || e.pointerId !== d.pointerId) return;
    d.at = this.#point(e);
    if (!d.active) {
      if (Math.hypot(d.at.x - d.start.x, d.at.y - d.start.y) < geo.cellSide * 0.25) return;
      if (!this.#host.callbacks.onDragStart(d.from)) {
        this.#drag = null;
        return;
      }
      d.active = true;
      this.#host.grid.element.setPointerCapture(e.pointerId);
      this.#host.element.classList.add("dragging");
    }
    this.#host.requestDraw();
  }

  #onPointerUp(e: PointerEvent): void {
    const d = this.#drag;
    if (d === null || e.pointerId !== d.pointerId) return;
    this.#drag = null;
    this.#host.element.classList.remove("dragging");
    if (!d.active) return; // a plain click: the click handler does the work
    this.#suppressClick = true;
    setTimeout(() => (this.#suppressClick = false), 0);
    const to = this.#squareAt(this.#point(e));
    this.#host.requestDraw();
    this.#host.callbacks.onDrop(d.from, to);
  }

  #endDrag(): void {
    if (this.#drag?.active) {
      this.#drag = null;
      this.#host.element.classList.remove("dragging");
      this.#host.requestDraw();
    }
  }
}
