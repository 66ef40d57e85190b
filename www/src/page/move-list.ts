// The move list and stepping through it: one numbered line per pair of moves, the move shown
// on the board marked, the « ‹ › » buttons, the banner while an earlier position is shown.
// Drawn from the session's snapshot; a click or a key asks the session for another position.

import { pageTranslator, t } from "../i18n/index.js";
import { sideNames } from "../i18n/words.js";
import { moveNumberAt, numberedMoves, plyOffset } from "../play/tree.js";
import { byId } from "./dom.js";
import type { Snapshot } from "./snapshot.js";

/** What the list asks of the session. */
export interface Browsing {
  /** Shows the position after `n` moves (null: the game now). */
  showPly(n: number | null): void;
  /** How many moves the position on the board comes after. */
  readonly shownPly: number;
}

export class MoveList {
  readonly #ui = {
    moves: byId("moves", HTMLOListElement),
    empty: byId("moves-empty", HTMLParagraphElement),
    viewing: byId("viewing", HTMLDivElement),
    viewingText: byId("viewing-text", HTMLParagraphElement),
    viewingBack: byId("viewing-back", HTMLButtonElement),
    first: byId("nav-first", HTMLButtonElement),
    back: byId("nav-back", HTMLButtonElement),
    forward: byId("nav-forward", HTMLButtonElement),
    last: byId("nav-last", HTMLButtonElement),
  };

  /** The lines shown, each with what it was drawn from. */
  #rows: { key: string; li: HTMLLIElement }[] = [];

  constructor(browsing: Browsing) {
    const ui = this.#ui;
    const show = (n: number | null) => browsing.showPly(n);
    // Home, arrows, End; a click on a move
    ui.moves.addEventListener("keydown", (e) => {
      const n = browsing.shownPly;
      const to = e.key === "Home" ? 0 : e.key === "End" ? null : e.key === "ArrowLeft" || e.key === "ArrowUp" ? n - 1 : e.key === "ArrowRight" || e.key === "ArrowDown" ? n + 1 : undefined;
      if (to === undefined) return;
      e.preventDefault();
      show(to);
    });
    ui.moves.addEventListener("click", (e) => {
      const t = e.target instanceof Element ? e.target.closest<HTMLElement>("[data-ply]") : null;
      if (t === null) return;
      show(Number(t.dataset["ply"]));
      ui.moves.focus({ preventScroll: true });
    });
    ui.first.addEventListener("click", () => show(0));
    ui.back.addEventListener("click", () => show(browsing.shownPly - 1));
    ui.forward.addEventListener("click", () => show(browsing.shownPly + 1));
    ui.last.addEventListener("click", () => show(null));
    ui.viewingBack.addEventListener("click", () => show(null));
  }

  render(s: Snapshot): void {
    this.#list(s);
    this.#viewing(s);
  }

  /** The state of stepping through the moves: the banner and the arrows. */
  #viewing(s: Snapshot): void {
    const ui = this.#ui;
    const ply = s.viewPly;
    const total = s.state.history.length;
    ui.viewing.hidden = ply === null;
    if (ply !== null) {
      // which position this is, numbered as the list numbers the moves (the status line
      // names the move)
      const offset = plyOffset(s.state);
      const n = numberedMoves(total, offset);
      ui.viewingText.textContent = ply === 0 ? t("moves.viewing-start", { n }) : t("moves.viewing-move", { number: moveNumberAt(ply, offset), n });
    }
    const at = ply ?? total;
    ui.first.disabled = ui.back.disabled = at === 0;
    ui.forward.disabled = ui.last.disabled = ply === null;
  }

  /**
   * The move list: one numbered line per pair of moves, the game's first
   * player on the left. A game that started with the other player to move
   * begins "1. ... 23-19". Only the lines that changed are made again (a move
   * played or taken back changes the last line, and where the marker is): a
   * long game's list is not rebuilt on every move.
   */
  #list(s: Snapshot): void {
    const ui = this.#ui;
    const { history, firstTurn, startTurn } = s.state;
    const names = sideNames(pageTranslator(), s.variant.colorNames);
    const offset = history.length === 0 || startTurn === firstTurn ? 0 : 1;
    const plies: (string | null)[] = offset === 0 ? [...history] : [null, ...history];
    // the move shown on the board (the last one played, or the one stepped to)
    const last = (s.viewPly ?? history.length) - 1 + offset;
    const skipTitle = t("moves.skipped", { side: names[firstTurn], first: names[startTurn] });
    const rows = Math.ceil(plies.length / 2);
    for (let r = 0; r < rows; r++) {
      const i = 2 * r;
      const marked = last === i ? 0 : last === i + 1 ? 1 : -1;
      const key = JSON.stringify([plies[i], plies[i + 1] ?? null, marked, offset, plies[i] === null ? skipTitle : ""]);
      const old = this.#rows[r];
      if (old?.key === key) continue;
      const li = this.#row(plies, i, offset, last, skipTitle);
      if (old === undefined) ui.moves.append(li);
      else old.li.replaceWith(li);
      this.#rows[r] = { key, li };
    }
    for (const gone of this.#rows.splice(rows)) gone.li.remove();
    const current = ui.moves.querySelector<HTMLElement>(".move.current");
    ui.empty.hidden = history.length > 0;
    // the list scrolls inside its box (its heading stays): the move shown is kept in sight, without scrolling the page
    const list = ui.moves;
    const row = current?.closest("li") ?? null;
    if (s.viewPly === null || row === null) {
      list.scrollTop = list.scrollHeight;
    } else {
      const r = row.getBoundingClientRect();
      const b = list.getBoundingClientRect();
      if (r.top < b.top) list.scrollTop -= b.top - r.top;
      else if (r.bottom > b.bottom) list.scrollTop += r.bottom - b.bottom;
    }
  }

  /** The line of the moves `plies[i]` and `plies[i + 1]`, the one at `last` marked as shown. */
  #row(plies: readonly (string | null)[], i: number, offset: number, last: number, skipTitle: string): HTMLLIElement {
    const li = document.createElement("li");
    const num = document.createElement("span");
    num.className = "move-number";
    num.textContent = `${i / 2 + 1}.`;
    li.append(num);
    for (const j of [i, i + 1]) {
      const text = plies[j];
      if (text === undefined) continue;
      if (text === null) {
        const mv = document.createElement("span");
        mv.className = "move move-skip";
        mv.textContent = "...";
        mv.title = skipTitle;
        li.append(" ", mv);
      } else {
        const b = document.createElement("button");
        b.type = "button";
        b.className = "move";
        b.tabIndex = -1;
        b.dataset["ply"] = String(j - offset + 1);
        if (j === last) {
          b.classList.add("current");
          b.setAttribute("aria-current", "step");
        }
        b.textContent = text;
        li.append(" ", b);
      }
    }
    return li;
  }
}
