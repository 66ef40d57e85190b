// The <omni-draughts> element showing a puzzle to solve: one of the site's by its id
// (`puzzle="russian-3fa2c1"`, fetched from the site's data/), or one of the page's own (`fen`
// and `solution`, the solver's moves and the replies). The solver clicks; the replies are
// played; a wrong move is said and taken back. The solving is learn/solve.ts's, shared with
// the Learn page.

import type { Engine, VariantInfo } from "../engine/engine.js";
import type { Translator } from "../i18n/index.js";
import { capitalise, sideName } from "../i18n/words.js";
import { BoardView } from "../board/view.js";
import { dragCallbacks, type Played } from "../play/play.js";
import { loadPuzzles, puzzleGame, type Puzzle } from "../learn/data.js";
import { PuzzleRun, REPLY_MS, WRONG_SHOWN_MS } from "../learn/solve.js";
import { button } from "./od-buttons.js";

/**
 * The element's puzzle: by id from the site's files, or from its `fen` and `solution` in the
 * game of its `variant` attribute (`readVariant`, the element's own reader).
 */
export async function elementPuzzle(el: HTMLElement, engine: Engine, readVariant: () => VariantInfo): Promise<{ puzzle: Puzzle; variant: VariantInfo } | null> {
  const id = el.getAttribute("puzzle")?.trim();
  const solution = el.getAttribute("solution")?.trim();
  if ((id === undefined || id === "") && (solution === undefined || solution === "")) return null;
  if (id !== undefined && id !== "") {
    const game = puzzleGame(id);
    const variant = game === null ? undefined : engine.variant(game);
    if (variant === undefined) throw new Error(`puzzle="${id}" is not a puzzle's id (a game's id, '-', six hex digits)`);
    const puzzle = (await loadPuzzles(variant.id)).find((p) => p.id === id);
    if (puzzle === undefined) throw new Error(`there is no puzzle "${id}"`);
    return { puzzle, variant };
  }
  const variant = readVariant();
  const fen = el.getAttribute("fen")?.trim();
  if (fen === undefined || fen === "") throw new Error(`a puzzle given by its solution needs a fen`);
  const moves = (solution ?? "").split(/\s+/).filter((m) => m !== "");
  if (moves.length % 2 === 0) throw new Error(`solution="${solution ?? ""}" must end with the solver's move (an odd number of moves)`);
  // every move checked by the engine now, not when the solver reaches it
  engine.replay(variant.id, fen, moves).free();
  return { puzzle: { id: "", fen, solution: moves, themes: [], rating: 0, source: "" }, variant };
}

export class PuzzleWidget {
  readonly #tr: Translator;
  readonly #variant: VariantInfo;
  readonly #run: PuzzleRun;
  readonly #board: BoardView;
  readonly #status: HTMLElement;
  readonly #controls: HTMLElement;
  #busy = false;
  #message: string;
  #disposed = false;

  constructor(box: HTMLElement, engine: Engine, variant: VariantInfo, puzzle: Puzzle, tr: Translator, site: URL) {
    this.#tr = tr;
    this.#variant = variant;
    this.#run = new PuzzleRun(engine, variant.id, puzzle, tr);
    const host = document.createElement("div");
    this.#status = document.createElement("p");
    this.#status.className = "od-status";
    this.#status.setAttribute("role", "status");
    this.#status.setAttribute("aria-live", "polite");
    this.#controls = document.createElement("div");
    this.#controls.className = "od-controls";
    this.#controls.setAttribute("role", "group");
    this.#controls.setAttribute("aria-label", tr.t("element.controls-label"));
    const foot = document.createElement("div");
    foot.className = "od-foot";
    if (puzzle.id !== "") {
      const open = document.createElement("a");
      open.className = "od-open";
      open.target = "_blank";
      open.rel = "noopener";
      open.textContent = tr.t("element.open");
      const url = new URL("learn.html", site);
      url.searchParams.set("puzzle", puzzle.id);
      open.href = url.href;
      foot.append(open);
    }
    box.replaceChildren(host, this.#status, this.#controls, foot);
    box.dataset["mode"] = "puzzle";
    const run = this.#run;
    this.#board = new BoardView(host, {
      onSquare: (name) => this.#onSquare(name),
      onBackground: () => {
        if (run.play.deselect()) this.#render();
      },
      ...dragCallbacks(run.play, () => this.#canMove(), (name) => this.#onSquare(name), () => this.#render()),
    }, tr);
    this.#message = this.#toMove();
    this.#render();
  }

  /** The position shown, and the moves played from it. */
  get fen(): string {
    return this.#run.play.state.fen;
  }

  get history(): readonly string[] {
    return this.#run.play.state.history;
  }

  get solved(): boolean {
    return this.#run.solved;
  }

  dispose(): void {
    this.#disposed = true;
    this.#run.play.game.free();
    this.#board.dispose();
  }

  #toMove(): string {
    return this.#tr.t("element.puzzle-to-move", { side: capitalise(sideName(this.#tr, this.#variant.colorNames, this.#run.solver)) });
  }

  #canMove(): boolean {
    return !this.#busy && this.#run.solverToMove;
  }

  #onSquare(name: string): void {
    if (!this.#canMove()) return;
    const run = this.#run;
    const r = run.play.click(name);
    if (r.kind !== "played") {
      if (run.play.message !== null) this.#message = run.play.message;
      this.#render();
      return;
    }
    const j = run.judge(r.text);
    this.#busy = true;
    if (j.kind === "wrong") {
      this.#message = this.#tr.t("element.puzzle-wrong", { move: r.text });
      this.#render(r.played);
      setTimeout(() => {
        if (this.#disposed) return;
        run.takeBack();
        this.#busy = false;
        this.#render();
      }, WRONG_SHOWN_MS);
      return;
    }
    if (j.reply === null) {
      this.#busy = false;
      this.#message = this.#tr.t("element.puzzle-solved");
      this.#render(r.played);
      return;
    }
    this.#message = this.#tr.t("element.puzzle-right", { move: j.reply });
    this.#render(r.played);
    setTimeout(() => {
      if (this.#disposed) return;
      const done = run.reply();
      this.#busy = false;
      this.#render(done?.played);
    }, REPLY_MS);
  }

  #render(played?: Played): void {
    const run = this.#run;
    this.#board.render(run.play.board(this.#variant.colorNames, run.solver === "north", this.#canMove()), played);
    this.#status.textContent = this.#message;
    const t = this.#tr;
    const again = button(t.t("puzzle.retry"), t.t("puzzle.retry"), () => {
      if (this.#busy) return;
      run.takeBack();
      this.#message = this.#toMove();
      this.#render();
    });
    again.disabled = this.#busy || run.play.state.history.length === 0 || run.solved;
    const show = button(t.t("puzzle.solution"), t.t("puzzle.solution"), () => {
      if (this.#busy) return;
      run.showSolution();
      this.#message = t.t("puzzle.solution-shown", { moves: run.puzzle.solution.join(" ") });
      this.#render();
    });
    show.disabled = this.#busy || run.solved || run.play.state.history.length >= run.puzzle.solution.length;
    this.#controls.replaceChildren(again, show);
  }
}
