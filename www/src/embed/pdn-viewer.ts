// The <omni-draughts> element showing a whole annotated game, as lichess's pgn-viewer does: the
// board, a line saying where in the game it is, the step buttons, and under them the moves
// with their comments, marks and variations (tree-view.ts), any of which can be clicked; the
// arrow keys step (← →, ↑ ↓ through the variations, Home, End). The PDN is read by the
// engine (`readPdnTree`): no PDN text is parsed here. Owns the tree and the move shown.

import type { Engine, Game, VariantInfo } from "../engine/engine.js";
import type { Translator } from "../i18n/index.js";
import { capitalise, saidText, sideName } from "../i18n/words.js";
import { button } from "./od-buttons.js";
import { PlayController, type Played } from "../play/play.js";
import { continuation, moveNumberAt, MoveTree, numberedMoves, pathTo, plyOffset, stepKey, type MoveNode } from "../play/tree.js";
import { TreeView } from "../play/tree-view.js";
import { BoardView } from "../board/view.js";

/** Where the element's annotated game comes from. */
export type PdnSource = { kind: "text"; text: string } | { kind: "src"; url: string };

/**
 * The PDN of the element: its `pdn` attribute, a child `<script type="application/x-pdn">`,
 * or its `src` (an address on the page's own origin); null when it has none of them.
 */
export function pdnSource(el: HTMLElement): PdnSource | null {
  const attr = el.getAttribute("pdn");
  if (attr !== null && attr.trim() !== "") return { kind: "text", text: attr };
  const script = el.querySelector('script[type="application/x-pdn"]');
  if (script !== null) return { kind: "text", text: script.textContent ?? "" };
  const src = el.getAttribute("src");
  if (src !== null && src.trim() !== "") return { kind: "src", url: src.trim() };
  return null;
}

/** The text of a PDN source; throws with what is wrong (another origin, a failed fetch). */
export async function pdnText(source: PdnSource, tr: Translator): Promise<string> {
  if (source.kind === "text") return source.text;
  const url = new URL(source.url, document.baseURI);
  if (url.origin !== location.origin) throw new Error(tr.t("viewer.otherOrigin", { url: url.href }));
  let response: Response;
  try {
    response = await fetch(url, { credentials: "same-origin" });
  } catch (e) {
    throw new Error(tr.t("viewer.fetchFailed", { url: url.href, error: e instanceof Error ? e.message : String(e) }));
  }
  if (!response.ok) throw new Error(tr.t("viewer.fetchFailed", { url: url.href, error: `HTTP ${response.status}` }));
  return response.text();
}

export class PdnViewer {
  readonly #engine: Engine;
  readonly #tr: Translator;
  readonly #variant: VariantInfo;
  readonly #fen: string | null;
  readonly #tree: MoveTree;
  #current: MoveNode;
  readonly #play: PlayController;
  readonly #board: BoardView;
  readonly #treeView: TreeView;
  readonly #status: HTMLElement;
  readonly #controls: HTMLElement;
  readonly #offset: number;
  #flipped: boolean;

  /**
   * Reads `text` (throws with the engine's message when it cannot) and lays the viewer out in
   * `box`; `variant`: the game when the PDN's GameType does not say.
   */
  constructor(box: HTMLElement, engine: Engine, text: string, variant: VariantInfo, flipped: boolean, tr: Translator) {
    this.#engine = engine;
    this.#tr = tr;
    const read = engine.readPdnTree(text, variant.id);
    this.#variant = engine.variant(read.variant) ?? variant;
    this.#fen = read.fen;
    this.#tree = MoveTree.fromPdn(read.tree, read.comments);
    this.#current = this.#tree.root;
    this.#flipped = flipped;
    this.#play = new PlayController(this.#position(this.#current));
    const s = this.#play.state;
    this.#offset = plyOffset(s);
    const host = box.ownerDocument.createElement("div");
    this.#status = box.ownerDocument.createElement("p");
    this.#status.className = "od-status";
    this.#status.setAttribute("role", "status");
    this.#status.setAttribute("aria-live", "polite");
    this.#controls = box.ownerDocument.createElement("div");
    this.#controls.className = "od-controls";
    this.#controls.setAttribute("role", "group");
    this.#controls.setAttribute("aria-label", tr.t("viewer.controls"));
    this.#treeView = new TreeView({ go: (n) => this.go(n), key: (k) => this.key(k) }, tr.t("analysis.treeLabel"), box.ownerDocument);
    this.#treeView.element.classList.add("od-tree");
    box.replaceChildren(host, this.#status, this.#controls, this.#treeView.element);
    box.dataset["mode"] = "pdn";
    this.#board = new BoardView(host, {
      onSquare: () => undefined,
      onBackground: () => undefined,
      onDragStart: () => false,
      onDrop: () => undefined,
    });
    box.addEventListener("keydown", (e) => {
      if (e.target instanceof Element && (e.target.closest(".board") !== null || e.target.closest(".tree") !== null)) return;
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      if (this.key(e.key)) e.preventDefault();
    });
    this.#render();
  }

  /** The game of the move shown (the element's `fen` and `history`). */
  get game(): Game {
    return this.#play.game;
  }

  /** The game being shown: the PDN's `GameType`, else the one it was given. */
  get variant(): VariantInfo {
    return this.#variant;
  }

  /** Frees the engine's game and the board. */
  dispose(): void {
    this.#board.dispose();
    this.#play.game.free();
  }

  /** The position after `node`: the game replayed from the start to it (the engine checks each move). */
  #position(node: MoveNode): Game {
    return this.#engine.replay(this.#variant.id, this.#fen ?? undefined, pathTo(node).map((n) => n.move));
  }

  go(node: MoveNode): void {
    if (node === this.#current) return;
    const before = this.#play.state;
    this.#play.replace(this.#position(node));
    const forward = node.parent === this.#current;
    this.#current = node;
    const s = this.#play.state;
    this.#render(forward && s.lastMove !== null ? { move: s.lastMove, before, fromStep: 0 } : undefined);
  }

  /** A key (← → ↑ ↓ Home End); false when it does nothing here. */
  key(key: string): boolean {
    const to = stepKey(this.#current, key);
    if (to === null) return ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"].includes(key);
    this.go(to);
    return true;
  }

  #render(played?: Played): void {
    const tr = this.#tr;
    const s = this.#play.state;
    this.#board.render(this.#play.board(this.#variant.colorNames, this.#flipped, false), played);
    this.#treeView.render({ tree: this.#tree, current: this.#current, offset: this.#offset });
    const n = this.#current;
    const total = n.ply + continuation(n).length;
    const text =
      n.parent === null
        ? tr.t("viewer.start", { count: tr.t("moves.count", { n: numberedMoves(total, this.#offset) }) })
        : tr.t("viewer.at", { number: moveNumberAt(n.ply, this.#offset), total: numberedMoves(total, this.#offset), move: n.move, side: sideName(tr, this.#variant.colorNames, s.turn === "south" ? "north" : "south") });
    this.#status.textContent = s.result !== null ? `${text} — ${capitalise(saidText(tr, s.message))}` : text;
    const focused = this.#controls.querySelector<HTMLButtonElement>("button:focus")?.dataset["action"];
    const items: [string, string, boolean, () => void][] = [
      ["first", tr.t("analysis.first"), n.parent !== null, () => this.key("Home")],
      ["back", tr.t("analysis.previous"), n.parent !== null, () => this.key("ArrowLeft")],
      ["forward", tr.t("analysis.next"), n.children.length > 0, () => this.key("ArrowRight")],
      ["last", tr.t("analysis.last"), n.children.length > 0, () => this.key("End")],
      ["flip", tr.t("analysis.flip"), true, () => this.#flip()],
    ];
    const buttons = items.map(([action, label, enabled, f]) => {
      const b = button(label, label, f, action);
      b.dataset["action"] = action;
      b.disabled = !enabled;
      b.classList.add("od-step");
      return b;
    });
    this.#controls.replaceChildren(...buttons);
    if (focused !== undefined) (buttons.find((b) => b.dataset["action"] === focused && !b.disabled) ?? buttons.find((b) => !b.disabled))?.focus();
  }

  #flip(): void {
    this.#flipped = !this.#flipped;
    this.#render();
  }
}
