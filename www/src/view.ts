// The board view. It knows no rules: it draws a `GameState` plus the page's
// selection on a canvas, keeps an accessible DOM grid (one button per playable
// square) laid exactly over the drawing, and reports activated squares.

import type { CapturedRemoved, Color, ColorNames, GameState, LegalMove, Piece, SquareInfo } from "./engine.js";
import { BoardGeometry, type Cell, type Point } from "./geometry.js";
import type { CaptureProgress, TargetKind } from "./input.js";
import { markWords } from "./marks.js";
import { crown, drawPiece, drawStack, house, type Layer } from "./pieces.js";
import { paletteName, readTheme, type PiecePalette, type Theme } from "./theme.js";

export interface BoardModel {
  state: GameState;
  colorNames: ColorNames;
  flipped: boolean;
  /** Origin and landing squares clicked so far. */
  prefix: readonly string[];
  targets: ReadonlyMap<string, TargetKind>;
  movable: ReadonlySet<string>;
  /** A capture being entered click by click: drawn as far as it has gone. */
  progress: CaptureProgress | null;
  /** A move suggested by the Hint button, marked until a move is made. */
  hint: LegalMove | null;
}

/** What one square shows: the engine's square, with a capture in progress applied. */
interface Shown extends SquareInfo {
  /** Jumped during the capture being entered: "dim" (still on the board) or "gone". */
  taken: "dim" | "gone" | null;
}

/**
 * The squares as they look while a capture is entered: the piece has left its
 * origin and stands on its last landing square; the pieces it jumped stay,
 * dimmed, or are gone, as the game says (`capturedRemoved`).
 */
function shownSquares(state: GameState, progress: CaptureProgress | null): Shown[] {
  if (progress === null) return state.squares.map((sq) => ({ ...sq, taken: null }));
  const origin = state.squares.find((q) => q.name === progress.from);
  const before = origin?.piece ?? null;
  const mover = before !== null && progress.crowned !== undefined ? { color: before.color, kind: progress.crowned } : before;
  const jumped = new Set(progress.jumped);
  const how = state.capturedRemoved === "at-once" ? "gone" : "dim";
  const bare = (sq: SquareInfo): SquareInfo => ({ name: sq.name, file: sq.file, rank: sq.rank, piece: null });
  return state.squares.map((sq) => {
    // a stack travels whole with its top checker
    if (sq.name === progress.at) return origin?.stack ? { ...sq, piece: mover, stack: origin.stack, taken: null } : { ...bare(sq), piece: mover, taken: null };
    if (jumped.has(sq.name)) return how === "gone" ? { ...bare(sq), taken: how } : { ...sq, taken: how };
    if (sq.name === progress.from) return { ...bare(sq), taken: null };
    return { ...sq, taken: null };
  });
}

export interface BoardCallbacks {
  /** A square was activated (click, tap, Enter or Space). */
  onSquare(name: string): void;
  /** A click on the board that hit no playable square. */
  onBackground(): void;
  /** A drag starts on `from`; return true when that piece is now selected. */
  onDragStart(from: string): boolean;
  /** A dragged piece was dropped on `to` (null: off the board). */
  onDrop(from: string, to: string | null): void;
}

interface Anim {
  move: LegalMove;
  /** What stood on each square before the move (piece and stack). */
  before: Map<string, SquareInfo>;
  /** The landing square (index in the path) the piece starts from: the clicks already showed the rest. */
  fromStep: number;
  removal: CapturedRemoved;
  start: number;
  duration: number;
}

interface Drag {
  from: string;
  pointerId: number;
  start: Point;
  at: Point;
  active: boolean;
}

const FILES = "abcdefghijklmnop";

function pieceWords(piece: Piece | null, names: ColorNames): string {
  if (piece === null) return "empty";
  return `${names[piece.color].toLowerCase()} ${piece.kind}`;
}

/** The checkers of a square that holds a stack (two or more), bottom first; null otherwise. */
function stackOf(sq: SquareInfo | undefined): Piece[] | null {
  const st = sq?.stack;
  return st !== undefined && st.length > 1 ? st : null;
}

/** "stack of 3, bottom to top: black man, red man, red king" */
export function stackWords(stack: readonly Piece[], names: ColorNames): string {
  return `stack of ${stack.length}, bottom to top: ${stack.map((p) => pieceWords(p, names)).join(", ")}`;
}

/** Name of a square in algebraic coordinates, to tell whether the game numbers its squares. */
function algebraic(sq: SquareInfo): string {
  return `${FILES[sq.file] ?? "?"}${sq.rank + 1}`;
}

/**
 * The edge labels of a board, read from the engine's squares: a game that
 * names its squares algebraically ("c3") gives its own file letters and rank
 * numbers; a game that numbers them gets letters a, b, ... and numbers 1, 2,
 * ... by the display file and rank the engine gives each square (so Italian,
 * whose a1 is a light square, is labelled as its players read it).
 */
function edgeNames(squares: readonly SquareInfo[], size: number): { files: string[]; ranks: string[] } {
  const files = Array.from({ length: size }, (_, i) => FILES[i] ?? "");
  const ranks = Array.from({ length: size }, (_, i) => String(i + 1));
  for (const sq of squares) {
    const m = /^([a-z])(\d+)$/.exec(sq.name);
    if (m === null || m[1] === undefined || m[2] === undefined) continue;
    files[sq.file] = m[1];
    ranks[sq.rank] = m[2];
  }
  return { files, ranks };
}

export class BoardView {
  readonly element: HTMLElement;
  readonly #cb: BoardCallbacks;
  readonly #canvas: HTMLCanvasElement;
  readonly #ctx: CanvasRenderingContext2D;
  readonly #grid: HTMLElement;
  /** Lists the stack under the pointer or the focus, in words. */
  readonly #tip: HTMLElement;
  /** The square under the mouse. */
  #hoverName: string | null = null;
  /** The square touched last (touch screens have no hover); cleared by a touch elsewhere. */
  #tapName: string | null = null;
  #cells = new Map<string, HTMLButtonElement>();
  #gridKey = "";
  #model: BoardModel | null = null;
  /** The squares as drawn (the model's state with a capture in progress applied). */
  #shown: Shown[] = [];
  #geo: BoardGeometry | null = null;
  #cssSide = 0;
  #dpr = 1;
  #theme: Theme;
  #squareNumbers = true;
  #anim: Anim | null = null;
  #drag: Drag | null = null;
  #suppressClick = false;
  #focusName: string | null = null;
  #frame = 0;
  readonly #reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");
  readonly #darkScheme = matchMedia("(prefers-color-scheme: dark)");
  readonly #resizeObserver: ResizeObserver;
  /** Removes the listeners on the document and the media queries (`dispose`). */
  readonly #disposer = new AbortController();

  constructor(host: HTMLElement, cb: BoardCallbacks) {
    this.element = host;
    this.#cb = cb;
    host.classList.add("board");
    this.#canvas = document.createElement("canvas");
    this.#canvas.className = "board-canvas";
    this.#canvas.setAttribute("aria-hidden", "true");
    const ctx = this.#canvas.getContext("2d");
    if (ctx === null) throw new Error("this browser cannot draw on a canvas");
    this.#ctx = ctx;
    this.#grid = document.createElement("div");
    this.#grid.className = "board-grid";
    this.#grid.setAttribute("role", "grid");
    this.#grid.setAttribute("aria-label", "Board");
    this.#tip = document.createElement("div");
    this.#tip.className = "stack-tip";
    // the square's own label says the same to screen readers
    this.#tip.setAttribute("aria-hidden", "true");
    this.#tip.hidden = true;
    host.replaceChildren(this.#canvas, this.#grid, this.#tip);
    this.#theme = readTheme(host);

    this.#grid.addEventListener("click", (e) => this.#onClick(e));
    this.#grid.addEventListener("keydown", (e) => this.#onKey(e));
    this.#grid.addEventListener("focusin", (e) => {
      const name = this.#nameOf(e.target);
      if (name !== null) this.#setRoving(name);
      this.#updateTip();
    });
    this.#grid.addEventListener("focusout", () => queueMicrotask(() => this.#updateTip()));
    this.#grid.addEventListener("pointerover", (e) => {
      if (e.pointerType !== "mouse") return;
      this.#hoverName = this.#nameOf(e.target);
      this.#updateTip();
    });
    this.#grid.addEventListener("pointerleave", (e) => {
      if (e.pointerType !== "mouse") return;
      this.#hoverName = null;
      this.#updateTip();
    });
    const signal = this.#disposer.signal;
    document.addEventListener(
      "pointerdown",
      (e) => {
        // composedPath: inside a shadow root (the <omni-draughts> element) the target is the host
        if (e.pointerType === "mouse" || e.composedPath().includes(this.#grid)) return;
        this.#tapName = null;
        this.#updateTip();
      },
      { signal },
    );
    this.#grid.addEventListener("pointerdown", (e) => this.#onPointerDown(e));
    this.#grid.addEventListener("pointermove", (e) => this.#onPointerMove(e));
    this.#grid.addEventListener("pointerup", (e) => this.#onPointerUp(e));
    this.#grid.addEventListener("pointercancel", () => this.#endDrag());
    this.#grid.addEventListener("lostpointercapture", () => this.#endDrag());

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
    this.#theme = readTheme(this.element);
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
    this.#syncGrid();
  }

  /** Moves keyboard focus to a square's button. */
  focusSquare(name: string): void {
    this.#cells.get(name)?.focus();
  }

  /** The square name of the button that has focus, if any. */
  focusedSquare(): string | null {
    return this.#nameOf(this.#activeElement());
  }

  /** The focused element in the board's own tree (a document, or a shadow root). */
  #activeElement(): Element | null {
    const root = this.element.getRootNode();
    return root instanceof ShadowRoot || root instanceof Document ? root.activeElement : document.activeElement;
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
      const g = this.#grid.style;
      g.left = `${area.left}px`;
      g.top = `${area.top}px`;
      g.width = `${area.side}px`;
      g.height = `${area.side}px`;
      g.transform = geo.overlayTransform();
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

  // ---- the accessible grid ------------------------------------------------

  #syncGrid(): void {
    const m = this.#model;
    const geo = this.#geo;
    if (m === null || geo === null) return;
    const key = `${m.state.variant}|${m.state.size}|${m.flipped}|${m.state.layout}|${m.state.squares
      .map((s) => `${s.name}@${s.file},${s.rank}`)
      .join(",")}`;
    if (key !== this.#gridKey) this.#buildGrid(m, geo, key);
    const selected = m.prefix[0] ?? null;
    const at = m.progress?.at ?? null;
    const byName = new Map(m.state.squares.map((q) => [q.name, q] as const));
    const marks = new Map(m.state.marks.map((k) => [k.square, k] as const));
    for (const sq of this.#shown) {
      const b = this.#cells.get(sq.name);
      if (b === undefined) continue;
      const target = m.targets.get(sq.name);
      let label = `square ${sq.name}, ${pieceWords(sq.piece, m.colorNames)}`;
      const stack = stackOf(sq);
      if (stack !== null) label += `, ${stackWords(stack, m.colorNames)}`;
      const mark = marks.get(sq.name);
      if (mark !== undefined) label += `, ${markWords(mark, m.colorNames[mark.color])}`;
      if (sq.taken === "dim") label += ", taken (leaves the board when the move ends)";
      else if (sq.taken === "gone") label += `, ${pieceWords(byName.get(sq.name)?.piece ?? null, m.colorNames)} taken`;
      const how = (m.progress?.jumped.length ?? 0) > 0 ? "capture" : "move";
      if (sq.name === at) label += `, the ${how === "capture" ? "capturing" : "moving"} piece is here`;
      else if (sq.name === selected) label += at === null ? ", selected" : `, the ${how} started here`;
      else if (m.prefix.includes(sq.name)) label += ", on the capture path";
      const hint = m.hint?.path ?? [];
      if (hint.length > 1 && sq.name === hint[0]) label += ", hint: move this piece";
      else if (hint.length > 1 && sq.name === hint[hint.length - 1]) label += ", hint: move here";
      if (target === "choose") label += ", lands here next";
      else if (target === "final" && sq.name !== at) label += ", move here";
      else if (target === "step") label += ", jump through here";
      b.setAttribute("aria-label", label);
      b.setAttribute("aria-selected", sq.name === selected ? "true" : "false");
      b.dataset["piece"] = sq.piece === null ? "" : `${sq.piece.color} ${sq.piece.kind}`;
      if (stack === null) delete b.dataset["stack"];
      else b.dataset["stack"] = stackWords(stack, m.colorNames);
      if (sq.taken === null) delete b.dataset["taken"];
      else b.dataset["taken"] = sq.taken;
      if (hint.length > 1 && sq.name === hint[0]) b.dataset["hint"] = "from";
      else if (hint.length > 1 && sq.name === hint[hint.length - 1]) b.dataset["hint"] = "to";
      else delete b.dataset["hint"];
      b.classList.toggle("has-piece", sq.piece !== null);
      b.classList.toggle("is-target", target !== undefined);
      b.classList.toggle("is-movable", m.movable.has(sq.name));
    }
    if (this.#focusName === null || !this.#cells.has(this.#focusName)) {
      const first = [...m.movable][0] ?? m.state.squares[0]?.name ?? null;
      if (first !== null) this.#setRoving(first);
    }
    this.#updateTip();
  }

  /**
   * The stack whose checkers the tip lists: the one under the mouse, else
   * the one touched last, else the one with the keyboard focus (only when
   * the focus shows, i.e. came from the keyboard: a click leaves it behind).
   */
  #updateTip(): void {
    const focused = this.#activeElement();
    const keyboard = focused instanceof HTMLElement && this.#grid.contains(focused) && focused.matches(":focus-visible");
    this.#showTip(this.#hoverName ?? this.#tapName ?? (keyboard ? this.focusedSquare() : null));
  }

  /** Shows the words for the stack on `name` next to it; hides the tip when there is no stack there. */
  #showTip(name: string | null): void {
    const tip = this.#tip;
    const geo = this.#geo;
    const b = name === null ? undefined : this.#cells.get(name);
    const words = b?.dataset["stack"];
    const sq = name === null ? undefined : this.#model?.state.squares.find((q) => q.name === name);
    if (name === null || words === undefined || geo === null || sq === undefined) {
      tip.hidden = true;
      return;
    }
    tip.textContent = words[0]!.toUpperCase() + words.slice(1);
    tip.hidden = false;
    // above the square, or below it when there is no room; always inside the board
    const c = geo.center(sq);
    const half = geo.diamond ? geo.cellSide * Math.SQRT1_2 : geo.cellSide / 2;
    const side = this.#cssSide;
    const w = tip.offsetWidth;
    const h = tip.offsetHeight;
    const left = Math.max(4, Math.min(side - w - 4, c.x - w / 2));
    let top = c.y - half - h - 6;
    if (top < 4) top = Math.min(side - h - 4, c.y + half + 6);
    tip.style.left = `${Math.round(left)}px`;
    tip.style.top = `${Math.round(top)}px`;
  }

  #buildGrid(m: BoardModel, geo: BoardGeometry, key: string): void {
    const hadFocus = this.focusedSquare();
    this.#gridKey = key;
    this.#cells.clear();
    const n = m.state.size;
    const rows: HTMLElement[] = [];
    const byRow: { col: number; sq: SquareInfo }[][] = Array.from({ length: n }, () => []);
    for (const sq of m.state.squares) {
      const v = geo.visual(sq);
      byRow[v.row]?.push({ col: v.col, sq });
    }
    for (let row = 0; row < n; row++) {
      const r = document.createElement("div");
      r.setAttribute("role", "row");
      r.className = "board-row";
      r.style.top = `${(row * 100) / n}%`;
      r.style.height = `${100 / n}%`;
      const cells = (byRow[row] ?? []).sort((a, b) => a.col - b.col);
      for (const { col, sq } of cells) {
        const b = document.createElement("button");
        b.type = "button";
        b.className = "board-cell";
        b.setAttribute("role", "gridcell");
        b.tabIndex = -1;
        b.dataset["square"] = sq.name;
        b.dataset["col"] = String(col);
        b.dataset["row"] = String(row);
        b.style.left = `${(col * 100) / n}%`;
        b.style.width = `${100 / n}%`;
        r.append(b);
        this.#cells.set(sq.name, b);
      }
      rows.push(r);
    }
    this.#grid.replaceChildren(...rows);
    this.#grid.setAttribute("aria-rowcount", String(n));
    const keep = this.#focusName !== null && this.#cells.has(this.#focusName) ? this.#focusName : null;
    this.#focusName = null;
    if (keep !== null) this.#setRoving(keep);
    if (hadFocus !== null) this.focusSquare(hadFocus);
  }

  #setRoving(name: string): void {
    if (this.#focusName === name) return;
    if (this.#focusName !== null) {
      const old = this.#cells.get(this.#focusName);
      if (old) old.tabIndex = -1;
    }
    const b = this.#cells.get(name);
    if (b) b.tabIndex = 0;
    this.#focusName = b ? name : null;
  }

  #nameOf(t: EventTarget | null): string | null {
    if (!(t instanceof HTMLElement)) return null;
    const b = t.closest<HTMLElement>(".board-cell");
    return b?.dataset["square"] ?? null;
  }

  #onKey(e: KeyboardEvent): void {
    const name = this.#nameOf(e.target);
    if (name === null) return;
    const b = this.#cells.get(name);
    if (b === undefined) return;
    const col = Number(b.dataset["col"]);
    const row = Number(b.dataset["row"]);
    let dc = 0;
    let dr = 0;
    switch (e.key) {
      case "ArrowLeft":
        dc = -1;
        break;
      case "ArrowRight":
        dc = 1;
        break;
      case "ArrowUp":
        dr = -1;
        break;
      case "ArrowDown":
        dr = 1;
        break;
      case "Home":
      case "End": {
        const inRow = [...this.#cells.values()].filter((c) => Number(c.dataset["row"]) === row);
        inRow.sort((x, y) => Number(x.dataset["col"]) - Number(y.dataset["col"]));
        const pick = e.key === "Home" ? inRow[0] : inRow[inRow.length - 1];
        if (pick) pick.focus();
        e.preventDefault();
        return;
      }
      default:
        return;
    }
    e.preventDefault();
    let best: HTMLButtonElement | null = null;
    let bestScore = Infinity;
    for (const c of this.#cells.values()) {
      const cc = Number(c.dataset["col"]);
      const cr = Number(c.dataset["row"]);
      const along = dc !== 0 ? (cc - col) * dc : (cr - row) * dr;
      const across = dc !== 0 ? Math.abs(cr - row) : Math.abs(cc - col);
      if (along <= 0) continue;
      // left/right stay in the row; up/down go to the nearest row (on a
      // board of dark squares that is a diagonal neighbour); ties go right/down
      const tie = dc !== 0 ? (cr < row ? 1 : 0) : cc < col ? 1 : 0;
      const score = dc !== 0 ? across * 100 + along * 10 + tie : along * 100 + across * 10 + tie;
      if (score < bestScore) {
        bestScore = score;
        best = c;
      }
    }
    best?.focus();
  }

  // ---- pointer input --------------------------------------------------------

  #point(e: { clientX: number; clientY: number }): Point {
    const r = this.element.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  #squareAt(p: Point): string | null {
    const geo = this.#geo;
    const m = this.#model;
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
    const name = this.#nameOf(e.target);
    if (name !== null) {
      this.#cb.onSquare(name);
      return;
    }
    // a click between the buttons (a light square, or the gap of a diamond)
    const hit = e.detail > 0 ? this.#squareAt(this.#point(e)) : null;
    if (hit !== null) this.#cb.onSquare(hit);
    else this.#cb.onBackground();
  }

  #onPointerDown(e: PointerEvent): void {
    if (e.button !== 0 || !e.isPrimary) return;
    const name = this.#nameOf(e.target);
    if (e.pointerType !== "mouse") {
      // a tap shows what a stack is made of (touch screens have no hover)
      this.#tapName = name;
      this.#updateTip();
    }
    const sq = name === null ? undefined : this.#shown.find((s) => s.name === name);
    if (name === null || sq?.piece == null || sq.taken !== null) return;
    const p = this.#point(e);
    this.#drag = { from: name, pointerId: e.pointerId, start: p, at: p, active: false };
  }

  #onPointerMove(e: PointerEvent): void {
    const d = this.#drag;
    const geo = this.#geo;
    if (d === null || geo === null || e.pointerId !== d.pointerId) return;
    d.at = this.#point(e);
    if (!d.active) {
      if (Math.hypot(d.at.x - d.start.x, d.at.y - d.start.y) < geo.cellSide * 0.25) return;
      if (!this.#cb.onDragStart(d.from)) {
        this.#drag = null;
        return;
      }
      d.active = true;
      this.#grid.setPointerCapture(e.pointerId);
      this.element.classList.add("dragging");
    }
    this.#requestDraw();
  }

  #onPointerUp(e: PointerEvent): void {
    const d = this.#drag;
    if (d === null || e.pointerId !== d.pointerId) return;
    this.#drag = null;
    this.element.classList.remove("dragging");
    if (!d.active) return; // a plain click: the click handler does the work
    this.#suppressClick = true;
    setTimeout(() => (this.#suppressClick = false), 0);
    const to = this.#squareAt(this.#point(e));
    this.#requestDraw();
    this.#cb.onDrop(d.from, to);
  }

  #endDrag(): void {
    if (this.#drag?.active) {
      this.#drag = null;
      this.element.classList.remove("dragging");
      this.#requestDraw();
    }
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
    const ctx = this.#ctx;
    const t = this.#theme;
    const side = this.#cssSide;
    ctx.setTransform(this.#dpr, 0, 0, this.#dpr, 0, 0);
    ctx.clearRect(0, 0, side, side);
    this.#drawFrame(ctx, t, side, geo);
    this.#drawSquares(ctx, t, m, geo);
    this.#drawSquareMarks(ctx, m, geo, "under");
    this.#drawCoordinates(ctx, t, m, geo);
    this.#drawBorneOff(ctx, t, m, geo);
    this.#drawMarks(ctx, t, m, geo);

    // animation state
    let anim = this.#anim;
    let progress = 1;
    if (anim !== null) {
      progress = Math.min(1, (now - anim.start) / anim.duration);
      if (progress >= 1) {
        this.#anim = anim = null;
      }
    }
    const moving = anim?.move.path[anim.move.path.length - 1];
    const dragging = this.#drag?.active ? this.#drag.from : null;

    const r = geo.cellSide * 0.4;
    for (const sq of this.#shown) {
      if (sq.taken !== null) {
        this.#drawTaken(ctx, t, geo, sq, r);
        continue;
      }
      if (sq.piece === null || sq.name === moving || sq.name === dragging) continue;
      const c = geo.center(sq);
      this.#drawContent(ctx, c, r, sq);
    }
    if (dragging !== null) {
      const sq = this.#shown.find((s) => s.name === dragging);
      if (sq?.piece) {
        const c = geo.center(sq);
        ctx.save();
        ctx.globalAlpha = 0.3;
        this.#drawContent(ctx, c, r, sq);
        ctx.restore();
      }
    }
    this.#drawSquareMarks(ctx, m, geo, "over");
    if (anim === null) this.#drawHintArrow(ctx, t, m, geo);
    this.#drawTargets(ctx, t, m, geo);
    if (this.#squareNumbers) this.#drawSquareNames(ctx, t, m, geo);

    if (anim !== null) {
      this.#drawAnimation(ctx, m, geo, anim, progress, r);
      this.#requestDraw();
    }
    if (dragging !== null && this.#drag !== null) {
      const sq = this.#shown.find((s) => s.name === dragging);
      if (sq?.piece) this.#drawContent(ctx, this.#drag.at, r * 1.08, sq);
    }
  }

  /** The palette a side's pieces are drawn in (from the names the game gives the sides). */
  #palette(color: Color): PiecePalette {
    const names = this.#model?.colorNames ?? { south: "White", north: "Black" };
    return this.#theme.pieces[paletteName(names, color)];
  }

  /** What stands on a square, centred on `c`: a piece, or a stack with its height badge. */
  #drawContent(ctx: CanvasRenderingContext2D, c: Point, r: number, sq: { piece: Piece | null; stack?: Piece[] }): void {
    if (sq.piece === null) return;
    const stack = stackOf(sq as SquareInfo);
    if (stack === null) {
      drawPiece(ctx, c.x, c.y, r, this.#palette(sq.piece.color), sq.piece.kind);
      return;
    }
    const layers: Layer[] = stack.map((p) => ({ palette: this.#palette(p.color), kind: p.kind }));
    const k = r / 0.4; // the cell side the piece was sized for
    drawStack(ctx, c.x, c.y, r, layers, { x: c.x + k * 0.34, y: c.y - k * 0.33, r: Math.max(7, k * 0.15) }, this.#theme.font);
  }

  /**
   * A piece jumped during the capture being entered: dimmed, with a small
   * cross, while it stays on the board; only the cross once it is gone.
   */
  #drawTaken(ctx: CanvasRenderingContext2D, t: Theme, geo: BoardGeometry, sq: Shown, r: number): void {
    const c = geo.center(sq);
    if (sq.piece !== null) {
      ctx.save();
      ctx.globalAlpha = 0.38;
      this.#drawContent(ctx, c, r, sq);
      ctx.restore();
    }
    const k = r * (sq.piece !== null ? 0.42 : 0.3);
    ctx.save();
    ctx.strokeStyle = t.taken;
    ctx.globalAlpha = sq.piece !== null ? 1 : 0.6;
    ctx.lineWidth = Math.max(2, r * 0.16);
    ctx.lineCap = "round";
    ctx.beginPath();
    ctx.moveTo(c.x - k, c.y - k);
    ctx.lineTo(c.x + k, c.y + k);
    ctx.moveTo(c.x + k, c.y - k);
    ctx.lineTo(c.x - k, c.y + k);
    ctx.stroke();
    ctx.restore();
  }

  #drawFrame(ctx: CanvasRenderingContext2D, t: Theme, side: number, geo: BoardGeometry): void {
    const g = ctx.createLinearGradient(0, 0, side, side);
    g.addColorStop(0, t.frame);
    g.addColorStop(0.5, t.frameEdge);
    g.addColorStop(1, t.frame);
    ctx.fillStyle = t.frame;
    ctx.fillRect(0, 0, side, side);
    ctx.globalAlpha = 0.35;
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, side, side);
    ctx.globalAlpha = 1;
    // wood grain: long gentle waves, the same every time
    ctx.strokeStyle = t.grain;
    ctx.lineWidth = 1;
    let seed = 7;
    const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 46; i++) {
      const y0 = rnd() * side;
      const amp = 2 + rnd() * 6;
      const len = 80 + rnd() * 160;
      ctx.beginPath();
      for (let x = 0; x <= side; x += 8) {
        const y = y0 + Math.sin((x + i * 37) / len) * amp;
        if (x === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      }
      ctx.stroke();
    }
    // bevel around the playing area
    const o = geo.outline();
    ctx.save();
    ctx.lineWidth = 3;
    ctx.strokeStyle = "rgba(0, 0, 0, 0.45)";
    ctx.beginPath();
    o.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    ctx.closePath();
    ctx.stroke();
    ctx.restore();
    ctx.strokeStyle = "rgba(255, 255, 255, 0.12)";
    ctx.lineWidth = 1;
    ctx.strokeRect(0.5, 0.5, side - 1, side - 1);
  }

  #fillCell(ctx: CanvasRenderingContext2D, geo: BoardGeometry, cell: Cell, style: string | CanvasGradient): void {
    const p = geo.polygon(cell);
    ctx.fillStyle = style;
    ctx.beginPath();
    p.forEach((q, i) => (i === 0 ? ctx.moveTo(q.x, q.y) : ctx.lineTo(q.x, q.y)));
    ctx.closePath();
    ctx.fill();
  }

  #drawSquares(ctx: CanvasRenderingContext2D, t: Theme, m: BoardModel, geo: BoardGeometry): void {
    const n = m.state.size;
    // anti-aliasing seams between cells: paint the dark colour underneath
    const o = geo.outline();
    ctx.fillStyle = t.light;
    ctx.beginPath();
    o.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    ctx.closePath();
    ctx.fill();
    // The dark squares are the playable ones the engine lists (Italian puts
    // a light square on a1); a board played on every square is chequered
    // with a dark a1.
    const all = m.state.squares.length >= n * n;
    if (all) {
      for (let file = 0; file < n; file++) {
        for (let rank = 0; rank < n; rank++) {
          if ((file + rank) % 2 === 0) this.#fillCell(ctx, geo, { file, rank }, t.dark);
        }
      }
    } else {
      for (const sq of m.state.squares) this.#fillCell(ctx, geo, sq, t.dark);
    }
    // a soft sheen over the whole board
    const a = geo.toScreen(0, 0);
    const b = geo.toScreen(n, n);
    const sheen = ctx.createLinearGradient(a.x, a.y, b.x, b.y);
    sheen.addColorStop(0, "rgba(255, 255, 255, 0.10)");
    sheen.addColorStop(0.5, "rgba(255, 255, 255, 0)");
    sheen.addColorStop(1, "rgba(0, 0, 0, 0.10)");
    ctx.fillStyle = sheen;
    ctx.beginPath();
    o.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    ctx.closePath();
    ctx.fill();
  }

  /**
   * The squares a game gives a meaning (marks.ts): tinted in the colour of the
   * side they belong to, framed, with the emblem large in the middle (seen
   * while the square is empty); a coronation corner, often occupied, also
   * has the emblem on a badge in its outer corner, drawn over the pieces
   * (`layer` "over").
   */
  #drawSquareMarks(ctx: CanvasRenderingContext2D, m: BoardModel, geo: BoardGeometry, layer: "under" | "over"): void {
    const byName = new Map(m.state.squares.map((q) => [q.name, q] as const));
    const mid = geo.toScreen(geo.size / 2, geo.size / 2);
    for (const mark of m.state.marks) {
      const sq = byName.get(mark.square);
      if (sq === undefined) continue;
      const pal = this.#palette(mark.color);
      const poly = geo.polygon(sq);
      const c = geo.center(sq);
      const cs = geo.cellSide;
      const draw = (x: number, y: number, w: number, fill: string, edge: string, flat: boolean) =>
        mark.kind === "crown" ? crown(ctx, x, y, w, fill, edge, flat) : house(ctx, x, y, w, fill, edge);
      if (layer === "over") {
        // a home is empty at the end of every turn: its emblem under the pieces is enough
        if (mark.kind === "home") continue;
        // a badge in the corner furthest from the middle of the board
        let far = poly[0] ?? c;
        for (const q of poly) if (Math.hypot(q.x - mid.x, q.y - mid.y) > Math.hypot(far.x - mid.x, far.y - mid.y)) far = q;
        const k = 0.36;
        const bx = far.x + (c.x - far.x) * k;
        const by = far.y + (c.y - far.y) * k;
        const br = Math.max(6, cs * 0.15);
        ctx.save();
        ctx.shadowColor = "rgba(0, 0, 0, 0.45)";
        ctx.shadowBlur = br * 0.5;
        ctx.fillStyle = pal.body;
        ctx.beginPath();
        ctx.arc(bx, by, br, 0, Math.PI * 2);
        ctx.fill();
        ctx.restore();
        ctx.save();
        ctx.strokeStyle = pal.ink;
        ctx.lineWidth = Math.max(1, br * 0.14);
        ctx.beginPath();
        ctx.arc(bx, by, br, 0, Math.PI * 2);
        ctx.stroke();
        ctx.restore();
        draw(bx, by + br * 0.04, br * 1.25, pal.ink, pal.ink, true);
        continue;
      }
      ctx.save();
      ctx.beginPath();
      poly.forEach((q, i) => (i === 0 ? ctx.moveTo(q.x, q.y) : ctx.lineTo(q.x, q.y)));
      ctx.closePath();
      ctx.globalAlpha = 0.5;
      ctx.fillStyle = pal.body;
      ctx.fill();
      ctx.globalAlpha = 1;
      ctx.clip();
      ctx.lineJoin = "round";
      ctx.lineWidth = Math.max(3, cs * 0.1);
      ctx.strokeStyle = pal.body;
      ctx.stroke();
      ctx.lineWidth = Math.max(1, cs * 0.025);
      ctx.strokeStyle = pal.ink;
      ctx.beginPath();
      const inset = poly.map((q) => ({ x: q.x + (c.x - q.x) * 0.2, y: q.y + (c.y - q.y) * 0.2 }));
      inset.forEach((q, i) => (i === 0 ? ctx.moveTo(q.x, q.y) : ctx.lineTo(q.x, q.y)));
      ctx.closePath();
      ctx.stroke();
      ctx.restore();
      ctx.save();
      ctx.globalAlpha = 0.75;
      draw(c.x, c.y, cs * 0.5, pal.body, pal.ink, false);
      ctx.restore();
    }
  }

  /**
   * Coast-to-Coast: beside each home corner, a tray with the pieces that
   * side has borne off. (The side panel gives the same tally in words.)
   */
  #drawBorneOff(ctx: CanvasRenderingContext2D, t: Theme, m: BoardModel, geo: BoardGeometry): void {
    const off = m.state.borneOff ?? null;
    if (off === null || !geo.diamond) return;
    const byName = new Map(m.state.squares.map((q) => [q.name, q] as const));
    const mid = geo.toScreen(geo.size / 2, geo.size / 2);
    const side = this.#cssSide;
    const r = geo.cellSide * 0.26;
    const pad = Math.max(8, side * 0.025);
    for (const mark of m.state.marks) {
      if (mark.kind !== "home") continue;
      const sq = byName.get(mark.square);
      if (sq === undefined) continue;
      const low = geo.center(sq).y > mid.y;
      const count = off[mark.color];
      const label = `${count} off`;
      ctx.save();
      ctx.font = `700 ${Math.round(Math.max(11, r * 1.05))}px ${t.font}`;
      const tw = ctx.measureText(label).width;
      const w = r * 2 + pad * 0.6 + tw + pad * 1.2;
      const h = r * 2 + pad;
      const x = low ? side - pad - w : pad;
      const y = low ? side - pad - h : pad;
      ctx.fillStyle = "rgba(0, 0, 0, 0.28)";
      ctx.beginPath();
      ctx.roundRect(x, y, w, h, h / 2);
      ctx.fill();
      const cx = x + pad * 0.5 + r;
      const cy = y + h / 2;
      drawPiece(ctx, cx, cy - r * 0.08, r, this.#palette(mark.color), "man");
      ctx.fillStyle = t.coord;
      ctx.textAlign = "left";
      ctx.textBaseline = "middle";
      ctx.fillText(label, cx + r + pad * 0.6, cy);
      ctx.restore();
    }
  }

  #drawCoordinates(ctx: CanvasRenderingContext2D, t: Theme, m: BoardModel, geo: BoardGeometry): void {
    const margin = geo.area.left;
    // square boards write in the margin; a diamond along its two lower edges, in the corners
    const fontPx = geo.diamond ? Math.round(Math.max(10, Math.min(17, geo.cellSide * 0.3))) : Math.max(9, Math.round(margin * 0.56));
    const offset = geo.diamond ? fontPx * 0.95 : margin / 2;
    ctx.save();
    ctx.fillStyle = t.coord;
    ctx.font = `600 ${fontPx}px ${t.font}`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    const labels = geo.edgeLabels(offset);
    const names = edgeNames(m.state.squares, m.state.size);
    for (const f of labels.files) ctx.fillText(names.files[f.file] ?? "", f.at.x, f.at.y);
    for (const r of labels.ranks) ctx.fillText(names.ranks[r.rank] ?? "", r.at.x, r.at.y);
    ctx.restore();
  }

  /**
   * Square numbers, for games that number their squares (American,
   * International, ...): in the square's top left corner, at least 11 px,
   * light on a dark plate so that they read on any square, piece or palette.
   */
  #drawSquareNames(ctx: CanvasRenderingContext2D, t: Theme, m: BoardModel, geo: BoardGeometry): void {
    const cs = geo.cellSide;
    const px = Math.max(11, Math.min(15, Math.round(cs * 0.2)));
    const padX = Math.max(2, Math.round(px * 0.2));
    const padY = Math.max(1, Math.round(px * 0.08));
    ctx.save();
    ctx.font = `700 ${px}px ${t.font}`;
    ctx.textAlign = "left";
    ctx.textBaseline = "middle";
    for (const sq of m.state.squares) {
      if (sq.name === algebraic(sq)) continue;
      const v = geo.visual(sq);
      const p = geo.toScreen(v.col, v.row);
      const w = ctx.measureText(sq.name).width + 2 * padX;
      const h = px + 2 * padY;
      ctx.fillStyle = t.squareNumberPlate;
      ctx.beginPath();
      ctx.roundRect(p.x, p.y, w, h, [0, 0, Math.min(5, h / 2), 0]);
      ctx.fill();
      ctx.fillStyle = t.squareNumber;
      ctx.fillText(sq.name, p.x + padX, p.y + h / 2 + px * 0.04);
    }
    ctx.restore();
  }

  #drawMarks(ctx: CanvasRenderingContext2D, t: Theme, m: BoardModel, geo: BoardGeometry): void {
    const byName = new Map(m.state.squares.map((s) => [s.name, s] as const));
    const last = m.state.lastMove;
    if (last !== null) {
      for (const name of last.path) {
        const sq = byName.get(name);
        if (sq) this.#fillCell(ctx, geo, sq, t.lastMove);
      }
      // the route, for multi-jumps
      if (last.path.length > 2) strokeRoute(ctx, geo, byName, last.path, t.lastMove, 0.08);
    }
    // a suggested move: an outlined origin and destination and an arrow along its route
    const hint = m.hint;
    if (hint !== null && hint.path.length > 1) this.#drawHintSquares(ctx, geo, byName, hint.path, t.hint);
    // a capture being entered: its route so far
    if (m.prefix.length > 1) strokeRoute(ctx, geo, byName, m.prefix, t.selected, 0.07);
    m.prefix.forEach((name, i) => {
      const sq = byName.get(name);
      if (!sq) return;
      this.#fillCell(ctx, geo, sq, t.selected);
      if (i > 0) {
        // a landing square already clicked: a small ring
        const c = geo.center(sq);
        ctx.save();
        ctx.strokeStyle = t.target;
        ctx.lineWidth = geo.cellSide * 0.05;
        ctx.beginPath();
        ctx.arc(c.x, c.y, geo.cellSide * 0.18, 0, Math.PI * 2);
        ctx.stroke();
        ctx.restore();
      }
    });
    // pieces that can move: a thin warm halo
    if (m.prefix.length === 0 && m.state.result === null) {
      ctx.save();
      ctx.strokeStyle = t.movable;
      ctx.lineWidth = Math.max(1.5, geo.cellSide * 0.035);
      for (const name of m.movable) {
        const sq = byName.get(name);
        if (!sq) continue;
        const c = geo.center(sq);
        ctx.beginPath();
        ctx.arc(c.x, c.y - geo.cellSide * 0.016, geo.cellSide * 0.455, 0, Math.PI * 2);
        ctx.stroke();
      }
      ctx.restore();
    }
  }

  /** The hint's end squares, outlined (under the pieces). */
  #drawHintSquares(
    ctx: CanvasRenderingContext2D,
    geo: BoardGeometry,
    byName: ReadonlyMap<string, SquareInfo>,
    path: readonly string[],
    colour: string,
  ): void {
    const cs = geo.cellSide;
    const ends = [path[0], path[path.length - 1]];
    ctx.save();
    for (const name of ends) {
      const sq = name === undefined ? undefined : byName.get(name);
      if (!sq) continue;
      const p = geo.polygon(sq);
      const c = geo.center(sq);
      const inset = p.map((q) => ({ x: q.x + (c.x - q.x) * 0.07, y: q.y + (c.y - q.y) * 0.07 }));
      ctx.beginPath();
      inset.forEach((q, i) => (i === 0 ? ctx.moveTo(q.x, q.y) : ctx.lineTo(q.x, q.y)));
      ctx.closePath();
      ctx.globalAlpha = 0.28;
      ctx.fillStyle = colour;
      ctx.fill();
      ctx.globalAlpha = 1;
      ctx.lineWidth = Math.max(2, cs * 0.07);
      ctx.lineJoin = "round";
      ctx.strokeStyle = colour;
      ctx.stroke();
    }
    ctx.restore();
  }

  /** The hint's route as an arrow, over the pieces. */
  #drawHintArrow(ctx: CanvasRenderingContext2D, t: Theme, m: BoardModel, geo: BoardGeometry): void {
    const path = m.hint?.path ?? [];
    if (path.length < 2) return;
    const byName = new Map(m.state.squares.map((s) => [s.name, s] as const));
    const cs = geo.cellSide;
    const colour = t.hint;
    const pts = path.map((n) => byName.get(n)).filter((s): s is SquareInfo => s !== undefined).map((s) => geo.center(s));
    const a = pts[pts.length - 2];
    const b = pts[pts.length - 1];
    if (a === undefined || b === undefined) return;
    // the shaft stops short of the arrowhead, which stops short of the centre
    const head = cs * 0.3;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len === 0) return;
    const ux = (b.x - a.x) / len;
    const uy = (b.y - a.y) / len;
    const tip = { x: b.x - ux * cs * 0.12, y: b.y - uy * cs * 0.12 };
    const base = { x: tip.x - ux * head, y: tip.y - uy * head };
    ctx.save();
    ctx.globalAlpha = 0.85;
    ctx.strokeStyle = colour;
    ctx.fillStyle = colour;
    ctx.lineWidth = cs * 0.11;
    ctx.lineCap = "round";
    ctx.lineJoin = "round";
    ctx.shadowColor = "rgba(0, 0, 0, 0.35)";
    ctx.shadowBlur = cs * 0.06;
    ctx.beginPath();
    pts.slice(0, -1).forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    ctx.lineTo(base.x, base.y);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(tip.x, tip.y);
    ctx.lineTo(base.x - uy * head * 0.62, base.y + ux * head * 0.62);
    ctx.lineTo(base.x + uy * head * 0.62, base.y - ux * head * 0.62);
    ctx.closePath();
    ctx.fill();
    ctx.restore();
  }

  #drawTargets(ctx: CanvasRenderingContext2D, t: Theme, m: BoardModel, geo: BoardGeometry): void {
    const byName = new Map(m.state.squares.map((s) => [s.name, s] as const));
    ctx.save();
    for (const [name, kind] of m.targets) {
      const sq = byName.get(name);
      if (!sq) continue;
      const c = geo.center(sq);
      ctx.beginPath();
      if (kind === "choose") {
        // where the piece may land next, when several captures end on the same square
        this.#fillCell(ctx, geo, sq, t.choose);
        ctx.beginPath();
        ctx.strokeStyle = t.chooseRing;
        ctx.lineWidth = Math.max(2, geo.cellSide * 0.07);
        ctx.arc(c.x, c.y, geo.cellSide * 0.3, 0, Math.PI * 2);
        ctx.stroke();
      } else if (kind === "final") {
        ctx.fillStyle = t.target;
        ctx.arc(c.x, c.y, geo.cellSide * 0.17, 0, Math.PI * 2);
        ctx.fill();
      } else {
        ctx.strokeStyle = t.target;
        ctx.lineWidth = geo.cellSide * 0.05;
        ctx.setLineDash([geo.cellSide * 0.08, geo.cellSide * 0.06]);
        ctx.arc(c.x, c.y, geo.cellSide * 0.2, 0, Math.PI * 2);
        ctx.stroke();
        ctx.setLineDash([]);
      }
    }
    ctx.restore();
  }

  #drawAnimation(
    ctx: CanvasRenderingContext2D,
    m: BoardModel,
    geo: BoardGeometry,
    anim: Anim,
    progress: number,
    r: number,
  ): void {
    const byName = new Map(m.state.squares.map((s) => [s.name, s] as const));
    const path = anim.move.path.map((n) => byName.get(n)).filter((s): s is SquareInfo => s !== undefined);
    if (path.length < 2) return;
    const steps = path.length - 1;
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    const pos = anim.fromStep + eased * (steps - anim.fromStep);
    const seg = Math.min(steps - 1, Math.floor(pos));
    const clamp = (x: number) => Math.max(0, Math.min(1, x));
    // Captured pieces: where each one leaves at once (Polish) it fades as the
    // mover passes it; elsewhere it dims and stays until the move is over.
    anim.move.captures.forEach((name, i) => {
      const sq = byName.get(name);
      const was = anim.before.get(name);
      if (!sq || !was) return;
      const alpha =
        anim.removal === "at-once" ? clamp((i + 1 - pos) * 2) : 1 - 0.62 * clamp((pos - i - 0.5) * 2);
      if (alpha <= 0) return;
      // a captured piece may still be on the board (a piece landed there later): skip then
      if (m.state.squares.find((s) => s.name === name)?.piece) return;
      const c = geo.center(sq);
      ctx.save();
      ctx.globalAlpha = alpha;
      this.#drawContent(ctx, c, r, was);
      ctx.restore();
    });
    const a = path[seg];
    const b = path[seg + 1];
    if (!a || !b) return;
    const ca = geo.center(a);
    const cb = geo.center(b);
    const f = pos - seg;
    const lift = Math.sin(Math.PI * f) * geo.cellSide * (anim.move.captures.length > 0 ? 0.12 : 0.04);
    const x = ca.x + (cb.x - ca.x) * f;
    const y = ca.y + (cb.y - ca.y) * f - lift;
    const dest = path[path.length - 1];
    // the piece as it was, or as it is once past the square where it is crowned
    const crowned = anim.move.crownedAt !== undefined && pos >= anim.move.crownedAt;
    const mover = progress >= 1 || crowned ? dest : anim.before.get(anim.move.path[0] ?? "") ?? dest;
    if (mover?.piece) this.#drawContent(ctx, { x, y }, r * (1 + lift / (geo.cellSide * 2)), mover);
  }
}

/** Draws a piece's route through the named squares as one rounded line. */
function strokeRoute(
  ctx: CanvasRenderingContext2D,
  geo: BoardGeometry,
  byName: ReadonlyMap<string, SquareInfo>,
  path: readonly string[],
  colour: string,
  width: number,
): void {
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.lineWidth = geo.cellSide * width;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.beginPath();
  path.forEach((name, i) => {
    const sq = byName.get(name);
    if (!sq) return;
    const c = geo.center(sq);
    if (i === 0) ctx.moveTo(c.x, c.y);
    else ctx.lineTo(c.x, c.y);
  });
  ctx.stroke();
  ctx.restore();
}
