// The move tree drawn as lichess draws a study's moves: the main line flowing with its move
// numbers, the lines tried instead of a main-line move in an indented box under it (deeper
// ones in brackets inside their line), comments in their place, marks beside their move, the
// move on the board highlighted. A click on a move, or a key (← → ↑ ↓ Home End) while the
// list has the focus, asks the owner of the tree to go there: this view changes nothing.
// Used by the page's analysis board and by the <omni-draughts> element.

import { nagGlyph, type MoveNode, type MoveTree } from "./tree.js";

/** What the view draws: the tree, the move shown, and how the moves are numbered. */
export interface TreeSnapshot {
  readonly tree: MoveTree;
  readonly current: MoveNode;
  /**
   * 0 when the start position has the game's first player to move, 1 when the other: the
   * numbering ("1. ... 23-19") follows the game's first player.
   */
  readonly offset: number;
}

/** What a click or a key asks for. */
export interface TreeActions {
  go(node: MoveNode): void;
  /** A key: ← → ↑ ↓ Home End; true when it was used. */
  key(key: string): boolean;
}

export class TreeView {
  readonly element: HTMLElement;
  #snap: TreeSnapshot | null = null;

  /** `label`: the list's accessible name (it says the keys). */
  constructor(actions: TreeActions, label: string, doc: Document = document) {
    const el = doc.createElement("div");
    el.className = "tree";
    el.tabIndex = 0;
    el.setAttribute("role", "group");
    el.setAttribute("aria-label", label);
    el.setAttribute("aria-keyshortcuts", "ArrowLeft ArrowRight ArrowUp ArrowDown Home End");
    el.addEventListener("click", (e) => {
      const b = e.target instanceof Element ? e.target.closest<HTMLElement>("[data-node]") : null;
      const node = b === null ? undefined : this.#snap?.tree.node(Number(b.dataset["node"]));
      if (node === undefined) return;
      actions.go(node);
      el.focus({ preventScroll: true });
    });
    el.addEventListener("keydown", (e) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      if (actions.key(e.key)) e.preventDefault();
    });
    this.element = el;
  }

  render(s: TreeSnapshot): void {
    this.#snap = s;
    const el = this.element;
    const doc = el.ownerDocument;
    const out = doc.createDocumentFragment();
    const root = s.tree.root;
    for (const c of root.after) out.append(comment(doc, c));
    const first = root.children[0];
    if (first !== undefined) this.#line(out, first, 0, true);
    el.replaceChildren(out);
    el.classList.toggle("tree-empty", first === undefined);
    // the move shown kept in sight, inside the list's own box
    const cur = el.querySelector<HTMLElement>(".tree-move.current");
    if (cur !== null) {
      const r = cur.getBoundingClientRect();
      const b = el.getBoundingClientRect();
      if (r.top < b.top) el.scrollTop -= b.top - r.top + 4;
      else if (r.bottom > b.bottom) el.scrollTop += r.bottom - b.bottom + 4;
    } else {
      el.scrollTop = 0;
    }
  }

  /**
   * `head` and the main continuation after it; the alternatives to each move after `head`
   * follow that move (the alternatives to `head` itself are drawn by the caller).
   */
  #line(out: DocumentFragment | HTMLElement, head: MoveNode, depth: number, numbered: boolean): void {
    const doc = this.element.ownerDocument;
    let needNumber = numbered;
    for (let n: MoveNode | undefined = head; n !== undefined; n = n.children[0]) {
      for (const c of n.before) {
        out.append(comment(doc, c));
        needNumber = true;
      }
      out.append(this.#move(n, needNumber));
      needNumber = false;
      for (const c of n.after) {
        out.append(comment(doc, c));
        needNumber = true;
      }
      // the moves tried instead of a main continuation follow it
      const others = n.parent !== null && n.parent.children[0] === n ? n.parent.children.slice(1) : [];
      if (others.length > 0) {
        if (depth === 0) {
          const box = doc.createElement("div");
          box.className = "tree-variations";
          for (const v of others) {
            const line = doc.createElement("div");
            line.className = "tree-variation";
            this.#line(line, v, depth + 1, true);
            box.append(line);
          }
          out.append(box);
        } else {
          for (const v of others) {
            const span = doc.createElement("span");
            span.className = "tree-inline";
            span.append("(");
            this.#line(span, v, depth + 1, true);
            span.append(")");
            out.append(" ", span);
          }
        }
        needNumber = true;
      }
    }
  }

  #move(n: MoveNode, numbered: boolean): DocumentFragment {
    const s = this.#snap;
    const doc = this.element.ownerDocument;
    const frag = doc.createDocumentFragment();
    const num = moveNumber(doc, n.ply - 1 + (s?.offset ?? 0), numbered);
    if (num !== null) frag.append(" ", num);
    const b = doc.createElement("button");
    b.type = "button";
    b.tabIndex = -1;
    b.className = "tree-move";
    b.dataset["node"] = String(n.id);
    b.textContent = n.move;
    const worst = n.nags.find((x) => x === 4) ?? n.nags.find((x) => x === 2) ?? n.nags.find((x) => x === 6);
    if (worst !== undefined) b.classList.add(`nag-${worst}`);
    if (n.nags.length > 0) {
      const g = doc.createElement("span");
      g.className = "tree-nag";
      g.textContent = n.nags.map(nagGlyph).join("");
      b.append(g);
    }
    if (s?.current === n) {
      b.classList.add("current");
      b.setAttribute("aria-current", "step");
    }
    frag.append(" ", b);
    return frag;
  }
}

function comment(doc: Document, text: string): HTMLElement {
  const c = doc.createElement("span");
  c.className = "tree-comment";
  // comments come from files and other people: text, never markup
  c.textContent = text;
  const out = doc.createElement("span");
  out.append(" ", c);
  return out;
}

/**
 * The number before the move at `index` (0: the first player's first move): "N." before the
 * first player's move, "N..." before the second's when `always` (a line or a variation
 * opening there); null where no number is written.
 */
export function moveNumber(doc: Document, index: number, always: boolean): HTMLSpanElement | null {
  const firstPlayer = index % 2 === 0;
  if (!firstPlayer && !always) return null;
  const num = doc.createElement("span");
  num.className = "tree-number";
  num.textContent = `${Math.floor(index / 2) + 1}${firstPlayer ? "." : "..."}`;
  return num;
}
