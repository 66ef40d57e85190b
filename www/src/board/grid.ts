// The board's accessible grid: one gridcell button per playable square, laid over the drawing
// (role="grid"), named for what stands there and what a click would do, with a roving focus
// (arrow keys, Home, End; Enter or Space activate: a click), and the tip that lists a stack's
// checkers under the mouse, the finger or the keyboard focus.

import type { SquareInfo } from "../engine/engine.js";
import type { BoardGeometry } from "./geometry.js";
import type { Translator } from "../i18n/index.js";
import { pieceWords, sideName } from "../i18n/words.js";
import { markWords } from "./marks.js";
import { stackOf, stackWords, type BoardModel, type Shown } from "./model.js";

export class BoardGrid {
  /** The grid element (role="grid"), over the canvas. */
  readonly element: HTMLElement;
  /** Lists the stack under the pointer or the focus, in words. */
  readonly #tip: HTMLElement;
  /** The board's element (for the focus within a shadow root). */
  readonly #host: HTMLElement;
  /** The square under the mouse. */
  #hoverName: string | null = null;
  /** The square touched last (touch screens have no hover); cleared by a touch elsewhere. */
  #tapName: string | null = null;
  #cells = new Map<string, HTMLButtonElement>();
  #gridKey = "";
  #focusName: string | null = null;
  #model: BoardModel | null = null;
  #geo: BoardGeometry | null = null;
  #side = 0;

  /** The language of the labels. */
  readonly #tr: Translator;

  constructor(host: HTMLElement, signal: AbortSignal, tr: Translator) {
    this.#host = host;
    this.#tr = tr;
    this.element = document.createElement("div");
    this.element.className = "board-grid";
    this.element.setAttribute("role", "grid");
    this.element.setAttribute("aria-label", tr.t("board.label"));
    this.#tip = document.createElement("div");
    this.#tip.className = "stack-tip";
    // the square's own label says the same to screen readers
    this.#tip.setAttribute("aria-hidden", "true");
    this.#tip.hidden = true;
    const grid = this.element;
    grid.addEventListener("keydown", (e) => this.#onKey(e));
    grid.addEventListener("focusin", (e) => {
      const name = this.nameOf(e.target);
      if (name !== null) this.#setRoving(name);
      this.updateTip();
    });
    grid.addEventListener("focusout", () => queueMicrotask(() => this.updateTip()));
    grid.addEventListener("pointerover", (e) => {
      if (e.pointerType !== "mouse") return;
      this.#hoverName = this.nameOf(e.target);
      this.updateTip();
    });
    grid.addEventListener("pointerleave", (e) => {
      if (e.pointerType !== "mouse") return;
      this.#hoverName = null;
      this.updateTip();
    });
    document.addEventListener(
      "pointerdown",
      (e) => {
        // composedPath: inside a shadow root (the <omni-draughts> element) the target is the host
        if (e.pointerType === "mouse" || e.composedPath().includes(grid)) return;
        this.#tapName = null;
        this.updateTip();
      },
      { signal },
    );
  }

  /** The tip, to put beside the grid. */
  get tip(): HTMLElement {
    return this.#tip;
  }

  /** A square touched (touch screens have no hover): the tip shows its stack. */
  tapped(name: string | null): void {
    this.#tapName = name;
    this.updateTip();
  }

  /** Puts the grid over the playing area. */
  place(area: { left: number; top: number; side: number }, transform: string): void {
    const g = this.element.style;
    g.left = `${area.left}px`;
    g.top = `${area.top}px`;
    g.width = `${area.side}px`;
    g.height = `${area.side}px`;
    g.transform = transform;
  }

  /** Moves keyboard focus to a square's button. */
  focusSquare(name: string): void {
    this.#cells.get(name)?.focus();
  }

  /** The square name of the button that has focus, if any. */
  focusedSquare(): string | null {
    return this.nameOf(this.#activeElement());
  }

  /** The focused element in the board's own tree (a document, or a shadow root). */
  #activeElement(): Element | null {
    const root = this.#host.getRootNode();
    return root instanceof ShadowRoot || root instanceof Document ? root.activeElement : document.activeElement;
  }

  /** The grid for the board drawn: labels, states, the roving focus and the tip. */
  sync(m: BoardModel, shown: readonly Shown[], geo: BoardGeometry, side: number): void {
    this.#model = m;
    this.#geo = geo;
    this.#side = side;
    const key = `${m.state.variant}|${m.state.size}|${m.flipped}|${m.state.layout}|${m.state.squares
      .map((s) => `${s.name}@${s.file},${s.rank}`)
      .join(",")}`;
    if (key !== this.#gridKey) this.#buildGrid(m, geo, key);
    const selected = m.prefix[0] ?? null;
    const at = m.progress?.at ?? null;
    const byName = new Map(m.state.squares.map((q) => [q.name, q] as const));
    const marks = new Map(m.state.marks.map((k) => [k.square, k] as const));
    for (const sq of shown) {
      const b = this.#cells.get(sq.name);
      if (b === undefined) continue;
      const target = m.targets.get(sq.name);
      const tr = this.#tr;
      const parts = [tr.t("board.square", { square: sq.name, piece: pieceWords(tr, sq.piece, m.colorNames) })];
      const stack = stackOf(sq);
      if (stack !== null) parts.push(stackWords(tr, stack, m.colorNames));
      const mark = marks.get(sq.name);
      if (mark !== undefined) parts.push(markWords(tr, mark, sideName(tr, m.colorNames, mark.color)));
      if (sq.taken === "dim") parts.push(tr.t("board.taken-dim"));
      else if (sq.taken === "gone") parts.push(tr.t("board.taken-gone", { piece: pieceWords(tr, byName.get(sq.name)?.piece ?? null, m.colorNames) }));
      const capture = (m.progress?.jumped.length ?? 0) > 0;
      if (sq.name === at) parts.push(tr.t(capture ? "board.capturing-here" : "board.moving-here"));
      else if (sq.name === selected) parts.push(tr.t(at === null ? "board.selected" : capture ? "board.capture-started" : "board.move-started"));
      else if (m.prefix.includes(sq.name)) parts.push(tr.t("board.on-path"));
      const hint = m.hint?.path ?? [];
      if (hint.length > 1 && sq.name === hint[0]) parts.push(tr.t("board.hint-from"));
      else if (hint.length > 1 && sq.name === hint[hint.length - 1]) parts.push(tr.t("board.hint-to"));
      if (target === "choose") parts.push(tr.t("board.lands-next"));
      else if (target === "final" && sq.name !== at) parts.push(tr.t("board.move-here"));
      else if (target === "step") parts.push(tr.t("board.jump-through"));
      const label = parts.join(", ");
      b.setAttribute("aria-label", label);
      b.setAttribute("aria-selected", sq.name === selected ? "true" : "false");
      b.dataset["piece"] = sq.piece === null ? "" : `${sq.piece.color} ${sq.piece.kind}`;
      if (stack === null) delete b.dataset["stack"];
      else b.dataset["stack"] = stackWords(this.#tr, stack, m.colorNames);
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
    this.updateTip();
  }

  /**
   * The stack whose checkers the tip lists: the one under the mouse, else
   * the one touched last, else the one with the keyboard focus (only when
   * the focus shows, i.e. came from the keyboard: a click leaves it behind).
   */
  updateTip(): void {
    const focused = this.#activeElement();
    const keyboard = focused instanceof HTMLElement && this.element.contains(focused) && focused.matches(":focus-visible");
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
    const side = this.#side;
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
    this.element.replaceChildren(...rows);
    this.element.setAttribute("aria-rowcount", String(n));
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

  /** The square of the cell an event hit (null: none). */
  nameOf(t: EventTarget | null): string | null {
    if (!(t instanceof HTMLElement)) return null;
    const b = t.closest<HTMLElement>(".board-cell");
    return b?.dataset["square"] ?? null;
  }

  #onKey(e: KeyboardEvent): void {
    const name = this.nameOf(e.target);
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
}
