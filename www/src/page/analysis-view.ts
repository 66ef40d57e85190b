// The analysis board's panel, drawn from its snapshot (analysis.ts): the engine's lines (scores
// for the first-named side, White, as the evaluation bar gives them; moves numbered in the
// game's notation, each clickable), the move tree (tree-view.ts), the comment box, the game
// review's progress, graph and counts, and the annotated PDN box. It changes nothing itself:
// every control calls the analysis board.

import type { Color } from "../engine/engine.js";
import { pageLang, pageTranslator, t } from "../i18n/index.js";
import { capitalise, saidText, sideNames } from "../i18n/words.js";
import { paletteName } from "../board/theme.js";
import { moveNumber, TreeView } from "../play/tree-view.js";
import { nagGlyph, CLASS_NAGS } from "../play/tree.js";
import type { AnalysisBoard, AnalysisSnapshot } from "./analysis.js";
import type { AnalysisLine } from "../engine/computer.js";
import { byId, copyText } from "./dom.js";
import type { ReviewSnapshot } from "./review.js";

const SVG = "http://www.w3.org/2000/svg";
/** The graph's size in its own units (it is stretched to the panel's width). */
const GRAPH_W = 300;
const GRAPH_H = 80;
const GRAPH_PAD = 4;

/** A score for the first-named side as a share of the graph's height (as the evaluation bar does). */
function share(score: number): number {
  return 0.5 + 0.5 * Math.tanh(score / 300);
}

/** "+1.25", "−0.40", "#3" (a win in 3 moves for White), "#−3". */
export function scoreText(score: number, winIn: number | null): string {
  if (winIn !== null && winIn !== 0) {
    const moves = Math.ceil(Math.abs(winIn) / 2);
    return `#${winIn > 0 ? "" : "−"}${moves}`;
  }
  return `${score > 0 ? "+" : score < 0 ? "−" : ""}${(Math.abs(score) / 100).toFixed(2)}`;
}

export class AnalysisPanel {
  readonly #board: AnalysisBoard;
  readonly #tree: TreeView;
  readonly #ui = {
    section: byId("analysis-board", HTMLElement),
    close: byId("an-close", HTMLButtonElement),
    status: byId("an-status", HTMLParagraphElement),
    engineOn: byId("an-engine-on", HTMLInputElement),
    depth: byId("an-depth", HTMLSpanElement),
    busy: byId("an-busy", HTMLSpanElement),
    stop: byId("an-stop", HTMLButtonElement),
    scoresFor: byId("an-scores-for", HTMLParagraphElement),
    lines: byId("an-lines", HTMLOListElement),
    tree: byId("an-tree", HTMLDivElement),
    first: byId("an-first", HTMLButtonElement),
    back: byId("an-back", HTMLButtonElement),
    forward: byId("an-forward", HTMLButtonElement),
    last: byId("an-last", HTMLButtonElement),
    flip: byId("an-flip", HTMLButtonElement),
    commentMove: byId("an-comment-move", HTMLSpanElement),
    comment: byId("an-comment", HTMLTextAreaElement),
    promote: byId("an-promote", HTMLButtonElement),
    remove: byId("an-delete", HTMLButtonElement),
    reviewStart: byId("review-start", HTMLButtonElement),
    reviewStop: byId("review-stop", HTMLButtonElement),
    reviewProgress: byId("review-progress", HTMLProgressElement),
    reviewText: byId("review-text", HTMLParagraphElement),
    graph: byId("review-graph", HTMLDivElement),
    counts: byId("review-counts", HTMLTableElement),
    pdn: byId("an-pdn", HTMLTextAreaElement),
    pdnWrite: byId("an-pdn-write", HTMLButtonElement),
    pdnCopy: byId("an-pdn-copy", HTMLButtonElement),
    pdnRead: byId("an-pdn-read", HTMLButtonElement),
    reviewExport: byId("review-export", HTMLButtonElement),
    pdnBox: byId("an-pdn-box", HTMLDetailsElement),
  };
  /** The graph's points, for a click. */
  #snap: AnalysisSnapshot | null = null;
  /** What the review's graph and counts were last drawn from. */
  #drawn: { readonly points: ReviewSnapshot["points"]; readonly key: string } | null = null;

  constructor(board: AnalysisBoard) {
    this.#board = board;
    const ui = this.#ui;
    this.#tree = new TreeView({ go: (n) => board.go(n), key: (k) => board.key(k) }, t("analysis.treeLabel"));
    ui.tree.append(this.#tree.element);
    ui.close.addEventListener("click", () => board.close());
    ui.engineOn.addEventListener("change", () => board.setEngine(ui.engineOn.checked));
    ui.stop.addEventListener("click", () => board.stopEngine());
    ui.lines.addEventListener("click", (e) => {
      const b = e.target instanceof Element ? e.target.closest<HTMLElement>("[data-line]") : null;
      if (b === null) return;
      board.playLine(Number(b.dataset["line"]), Number(b.dataset["move"]));
    });
    const key = (k: string) => () => board.key(k);
    ui.first.addEventListener("click", key("Home"));
    ui.back.addEventListener("click", key("ArrowLeft"));
    ui.forward.addEventListener("click", key("ArrowRight"));
    ui.last.addEventListener("click", key("End"));
    ui.flip.addEventListener("click", () => board.flip());
    ui.comment.addEventListener("change", () => board.setComment(ui.comment.value));
    ui.promote.addEventListener("click", () => board.promote());
    ui.remove.addEventListener("click", () => board.deleteHere());
    ui.reviewStart.addEventListener("click", () => board.review.start());
    ui.reviewStop.addEventListener("click", () => board.review.stop());
    ui.pdnWrite.addEventListener("click", () => {
      ui.pdnBox.open = true;
      board.exportPdn();
    });
    ui.reviewExport.addEventListener("click", () => {
      ui.pdnBox.open = true;
      board.exportReview();
      ui.pdn.focus();
    });
    ui.pdnCopy.addEventListener("click", () => {
      void copyText(ui.pdn.value).then((ok) => {
        if (!ok) {
          ui.pdn.focus();
          ui.pdn.select();
        }
      });
    });
    ui.pdnRead.addEventListener("click", () => board.importPdn(ui.pdn.value));
    ui.graph.addEventListener("click", (e) => this.#graphClick(e));
  }

  /** Shows or hides the panel (the game's own panel parts are hidden meanwhile). */
  show(open: boolean): void {
    this.#ui.section.hidden = !open;
    document.body.classList.toggle("analysing", open);
    if (open) {
      // the panel (a scrolling column beside the board on a wide screen) shows the board's top
      this.#ui.section.closest(".panel")?.scrollTo(0, 0);
      this.#tree.element.focus({ preventScroll: true });
    }
  }

  render(s: AnalysisSnapshot): void {
    this.#snap = s;
    const ui = this.#ui;
    const names = sideNames(pageTranslator(), s.variant.colorNames);
    ui.status.textContent = s.message ?? capitalise(saidText(pageTranslator(), s.state.message));
    this.#tree.render(s.tree);
    ui.engineOn.checked = s.engineOn;
    ui.busy.hidden = !s.thinking;
    ui.stop.disabled = !s.thinking;
    ui.depth.textContent = s.lines === null ? "" : t("analysis.depth", { depth: s.lines.depth });
    ui.scoresFor.textContent = t("analysis.scoresFor", { side: names.south });
    this.#lines(s);
    const cur = s.tree.current;
    const root = cur.parent === null;
    ui.first.disabled = ui.back.disabled = root;
    ui.forward.disabled = ui.last.disabled = cur.children.length === 0;
    ui.flip.setAttribute("aria-pressed", String(s.flipped));
    ui.commentMove.textContent = root ? t("analysis.commentStart") : `${cur.move}${cur.nags.map(nagGlyph).join("")}`;
    // the box is not rewritten while it is being typed in
    if (document.activeElement !== ui.comment) ui.comment.value = s.comment;
    ui.promote.disabled = root || cur.parent?.children[0] === cur;
    ui.remove.disabled = root;
    if (s.pdn !== null) ui.pdn.value = s.pdn;
    this.#review(s.review, s);
  }

  /**
   * The engine's lines, updated in place: the panel is drawn many times a second while the
   * engine searches, and a row or move button replaced between a press and its release would
   * lose the click (the press and the release must land on the same element). So rows and
   * buttons are kept and only their texts change; nodes are made only for what is new.
   */
  #lines(s: AnalysisSnapshot): void {
    const ui = this.#ui;
    const a = s.lines;
    let none: string | null = null;
    if (s.state.result !== null) none = t("analysis.gameOver");
    else if (a === null || a.lines.length === 0) none = s.engineOn ? t("analysis.searching") : t("analysis.engineOff");
    if (none !== null || a === null) {
      const first = ui.lines.firstElementChild;
      const li = first instanceof HTMLLIElement && first.className === "an-none" ? first : document.createElement("li");
      li.className = "an-none";
      if (li.textContent !== none) li.textContent = none;
      if (ui.lines.childElementCount !== 1 || first !== li) ui.lines.replaceChildren(li);
      return;
    }
    const mover: Color = s.state.turn;
    const start = s.tree.current.ply + s.tree.offset;
    if (ui.lines.firstElementChild?.className === "an-none") ui.lines.replaceChildren();
    while (ui.lines.childElementCount > a.lines.length) ui.lines.lastElementChild?.remove();
    a.lines.forEach((line, i) => {
      const old = ui.lines.children[i];
      const li = old instanceof HTMLLIElement ? old : ui.lines.appendChild(this.#newLine());
      this.#line(li, line, i, mover, start);
    });
  }

  /** An empty line's row: its score, then its moves. */
  #newLine(): HTMLLIElement {
    const li = document.createElement("li");
    li.className = "an-line";
    const score = document.createElement("span");
    score.className = "an-score";
    const moves = document.createElement("span");
    moves.className = "an-moves";
    li.append(score, moves);
    return li;
  }

  /** Fills a line's row: its score for White, then its moves numbered from the position shown. */
  #line(li: HTMLLIElement, line: AnalysisLine, index: number, mover: Color, start: number): void {
    const doc = document;
    const [score, moves] = [li.children[0] as HTMLElement, li.children[1] as HTMLElement];
    const sign = mover === "south" ? 1 : -1;
    const text = scoreText(sign * line.score, line.winIn === null ? null : sign * line.winIn);
    if (score.textContent !== text) score.textContent = text;
    // the same position: the buttons there stay, those the line no longer has go and new
    // ones are appended (a button taken out and put back would lose a click too)
    const from = String(start);
    if (moves.dataset["start"] !== from) {
      moves.dataset["start"] = from;
      moves.replaceChildren();
    }
    // each move is one step with its number, if it has one: a line too long for its row is
    // cut (an ellipsis) after a move, never between a move number and its move
    const steps = [...moves.querySelectorAll<HTMLElement>(":scope > .an-step")];
    const keep = Math.min(steps.length, line.moves.length);
    const lastKept = keep > 0 ? steps[keep - 1] : undefined;
    while (moves.lastChild !== null && moves.lastChild !== (lastKept ?? null)) moves.lastChild.remove();
    const buttons = steps.slice(0, keep).map((step) => step.querySelector("button.an-move") as HTMLButtonElement);
    for (let j = keep; j < line.moves.length; j++) {
      const step = doc.createElement("span");
      step.className = "an-step";
      const num = moveNumber(doc, start + j, j === 0);
      if (num !== null) step.append(num, " ");
      const b = doc.createElement("button");
      b.type = "button";
      b.className = "an-move";
      buttons.push(b);
      step.append(b);
      moves.append(" ", step);
    }
    line.moves.forEach((m, j) => {
      const b = buttons[j];
      if (b === undefined) return;
      b.dataset["line"] = String(index);
      b.dataset["move"] = String(j);
      if (b.textContent !== m) b.textContent = m;
    });
  }

  #review(r: ReviewSnapshot, s: AnalysisSnapshot): void {
    const ui = this.#ui;
    const names = sideNames(pageTranslator(), s.variant.colorNames);
    ui.reviewStart.disabled = r.running;
    ui.reviewStart.textContent = r.total > 0 && !r.running ? t("review.again") : t("review.start");
    ui.reviewStop.hidden = !r.running;
    ui.reviewProgress.hidden = !r.running;
    ui.reviewProgress.max = Math.max(1, r.total);
    ui.reviewProgress.value = r.done;
    ui.reviewText.textContent = r.error !== null ? r.error : r.total === 0 ? t("review.help") : r.running ? t("review.progress", { done: r.done, total: r.total }) : t("review.done", { done: r.done, total: r.total });
    const any = r.points.length > 0;
    ui.graph.hidden = !any;
    ui.counts.hidden = !any;
    ui.reviewExport.hidden = !any || r.running;
    if (!any) return;
    // the graph and the counts are drawn again only when they change (the engine's lines
    // update the panel many times a second)
    const key = `${r.points.length}/${r.total}/${r.running}/${pageLang()}/${r.points.find((p) => p.node === s.tree.current)?.ply ?? -1}`;
    if (this.#drawn?.points === r.points && this.#drawn.key === key) return;
    this.#drawn = { points: r.points, key };
    this.#graph(r, s);
    // the counts: one row per kind of mark, one column per side
    const head = document.createElement("tr");
    head.append(document.createElement("th"));
    for (const side of ["south", "north"] as const) {
      const th = document.createElement("th");
      th.scope = "col";
      th.textContent = names[side];
      head.append(th);
    }
    const rows = (["inaccuracy", "mistake", "blunder"] as const).map((c) => {
      const tr = document.createElement("tr");
      const th = document.createElement("th");
      th.scope = "row";
      th.textContent = `${t(`review.plural.${c}`)} (${nagGlyph(CLASS_NAGS[c])})`;
      tr.append(th);
      for (const side of ["south", "north"] as const) {
        const td = document.createElement("td");
        td.textContent = String(r.counts[side][c]);
        tr.append(td);
      }
      return tr;
    });
    ui.counts.replaceChildren(head, ...rows);
  }

  /** The evaluation after each move, White's share shaded, the marked moves dotted, the move shown lined. */
  #graph(r: ReviewSnapshot, s: AnalysisSnapshot): void {
    const names = sideNames(pageTranslator(), s.variant.colorNames);
    const svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("viewBox", `0 0 ${GRAPH_W} ${GRAPH_H}`);
    svg.setAttribute("preserveAspectRatio", "none");
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", t("review.graphLabel", { side: names.south }));
    const total = Math.max(1, r.total);
    // a margin each side, so that the first and last moves' marks are whole
    const x = (ply: number) => GRAPH_PAD + (ply / total) * (GRAPH_W - 2 * GRAPH_PAD);
    const y = (score: number) => GRAPH_H * (1 - share(score));
    const back = document.createElementNS(SVG, "rect");
    back.setAttribute("class", `graph-back palette-${paletteName(names, "north")}`);
    back.setAttribute("width", String(GRAPH_W));
    back.setAttribute("height", String(GRAPH_H));
    const pts = [`${x(0)},${GRAPH_H}`, `${x(0)},${y(0)}`, ...r.points.map((p) => `${x(p.ply).toFixed(1)},${y(p.score).toFixed(1)}`), `${x(r.points.at(-1)?.ply ?? 0).toFixed(1)},${GRAPH_H}`];
    const area = document.createElementNS(SVG, "polygon");
    area.setAttribute("class", `graph-area palette-${paletteName(names, "south")}`);
    area.setAttribute("points", pts.join(" "));
    const mid = document.createElementNS(SVG, "line");
    mid.setAttribute("class", "graph-mid");
    mid.setAttribute("x1", "0");
    mid.setAttribute("x2", String(GRAPH_W));
    mid.setAttribute("y1", String(GRAPH_H / 2));
    mid.setAttribute("y2", String(GRAPH_H / 2));
    svg.append(back, area, mid);
    const cur = r.points.find((p) => p.node === s.tree.current);
    if (cur !== undefined) {
      const l = document.createElementNS(SVG, "line");
      l.setAttribute("class", "graph-current");
      l.setAttribute("x1", String(x(cur.ply)));
      l.setAttribute("x2", String(x(cur.ply)));
      l.setAttribute("y1", "0");
      l.setAttribute("y2", String(GRAPH_H));
      svg.append(l);
    }
    for (const p of r.points) {
      if (p.class === null) continue;
      const c = document.createElementNS(SVG, "circle");
      c.setAttribute("class", `graph-mark nag-${CLASS_NAGS[p.class]}`);
      c.setAttribute("cx", String(x(p.ply)));
      c.setAttribute("cy", String(y(p.score)));
      c.setAttribute("r", "3");
      svg.append(c);
    }
    this.#ui.graph.replaceChildren(svg);
  }

  /** A click on the graph: to the move nearest to it. */
  #graphClick(e: MouseEvent): void {
    const s = this.#snap;
    if (s === null) return;
    const r = s.review;
    const box = this.#ui.graph.getBoundingClientRect();
    if (box.width === 0 || r.points.length === 0) return;
    const ply = Math.round((((e.clientX - box.left) / box.width) * GRAPH_W - GRAPH_PAD) / (GRAPH_W - 2 * GRAPH_PAD) * Math.max(1, r.total));
    let best = r.points[0];
    for (const p of r.points) if (best === undefined || Math.abs(p.ply - ply) < Math.abs(best.ply - ply)) best = p;
    if (best !== undefined) this.#board.go(best.node);
  }
}
