// The page: loads the engine, opens the game named in the address, and wires
// the board view, the move input and the side panel together. Hot-seat: both
// players use the same screen.

import { Engine, errorMessage, type Game, type GameState, type LegalMove, type VariantInfo } from "./engine.js";
import { MoveInput, type InputAction } from "./input.js";
import { BoardView } from "./view.js";

/**
 * Games drawn as a 45°-rotated diamond. The contract's `shape` does not say
 * this (it is a drawing choice, not a rule), so it is decided here.
 */
const DIAMOND_VARIANTS: ReadonlySet<string> = new Set(["coast-to-coast"]);

function byId<T extends HTMLElement>(id: string, type: { new (): T }): T {
  const el = document.getElementById(id);
  if (!(el instanceof type)) throw new Error(`the page is missing #${id}`);
  return el;
}

const ui = {
  variant: byId("variant", HTMLSelectElement),
  board: byId("board", HTMLDivElement),
  notice: byId("notice", HTMLParagraphElement),
  status: byId("status", HTMLParagraphElement),
  turnChip: byId("turn-chip", HTMLSpanElement),
  result: byId("result", HTMLDivElement),
  resultText: byId("result-text", HTMLParagraphElement),
  resultNew: byId("result-new", HTMLButtonElement),
  drawOffer: byId("draw-offer", HTMLDivElement),
  drawOfferText: byId("draw-offer-text", HTMLParagraphElement),
  acceptDraw: byId("accept-draw", HTMLButtonElement),
  declineDraw: byId("decline-draw", HTMLButtonElement),
  newGame: byId("new-game", HTMLButtonElement),
  undo: byId("undo", HTMLButtonElement),
  redo: byId("redo", HTMLButtonElement),
  flip: byId("flip", HTMLButtonElement),
  offerDraw: byId("offer-draw", HTMLButtonElement),
  resign: byId("resign", HTMLButtonElement),
  moves: byId("moves", HTMLOListElement),
  movesEmpty: byId("moves-empty", HTMLParagraphElement),
  rulesName: byId("rules-name", HTMLSpanElement),
  rulesText: byId("rules-text", HTMLParagraphElement),
};

class App {
  readonly #engine: Engine;
  readonly #input = new MoveInput();
  readonly #view: BoardView;
  #variant: VariantInfo;
  #game: Game;
  #state: GameState;
  #flipped = false;
  /** A message that replaces the engine's status line until the next change. */
  #hint: string | null = null;
  #resignTimer: number | undefined;

  constructor(engine: Engine, variant: VariantInfo, game: Game) {
    this.#engine = engine;
    this.#variant = variant;
    this.#game = game;
    this.#state = game.state();
    this.#view = new BoardView(ui.board, {
      onSquare: (name) => this.#onSquare(name),
      onBackground: () => {
        if (this.#input.selected !== null) {
          this.#input.clear();
          this.#hint = null;
          this.#render();
        }
      },
      onDragStart: (from) => {
        if (this.#input.selected !== from) this.#onSquare(from);
        return this.#input.selected === from;
      },
      onDrop: (from, to) => {
        if (to !== null && to !== from) this.#onSquare(to);
        else this.#render();
      },
    });
    this.#wire();
    this.#fillVariants();
    this.#refresh();
  }

  // ---- actions ------------------------------------------------------------

  #onSquare(name: string): void {
    this.#apply(this.#input.click(name));
  }

  #apply(action: InputAction): void {
    switch (action.kind) {
      case "select":
        this.#hint = action.hint;
        this.#render();
        return;
      case "message":
        this.#hint = action.text;
        this.#render();
        return;
      case "explain": {
        let why = "";
        try {
          why = this.#game.explain(action.from, action.to);
        } catch (e) {
          why = errorMessage(e);
        }
        this.#hint = capitalise(why !== "" ? why : action.fallback);
        this.#render();
        return;
      }
      case "play":
        this.#play(action.move);
        return;
    }
  }

  #play(move: LegalMove): void {
    const before = this.#state;
    const mover = this.#variant.colorNames[before.turn];
    try {
      const text = this.#game.play(move.path);
      this.#refresh({ move, before });
      this.#hint = this.#state.result === null ? `${mover} played ${text}. ${this.#state.message}` : null;
      this.#renderPanel();
    } catch (e) {
      this.#hint = capitalise(errorMessage(e));
      this.#render();
    }
  }

  #run(what: () => void): void {
    this.#disarmResign();
    try {
      what();
      this.#hint = null;
      this.#refresh();
    } catch (e) {
      this.#hint = capitalise(errorMessage(e));
      this.#render();
    }
  }

  #newGame(variant: VariantInfo = this.#variant): void {
    this.#disarmResign();
    let game: Game;
    try {
      game = this.#engine.newGame(variant.id);
    } catch (e) {
      this.#hint = `Could not start ${variant.name}: ${errorMessage(e)}`;
      this.#render();
      return;
    }
    this.#game.free();
    this.#game = game;
    this.#variant = variant;
    this.#hint = null;
    this.#refresh();
  }

  #undo(): void {
    this.#run(() => {
      if (!this.#game.undo()) throw new Error("nothing to undo");
    });
  }

  #redo(): void {
    this.#run(() => {
      if (!this.#game.redo()) throw new Error("nothing to redo");
    });
  }

  #disarmResign(): void {
    window.clearTimeout(this.#resignTimer);
    this.#resignTimer = undefined;
    ui.resign.classList.remove("armed");
    ui.resign.textContent = "Resign";
  }

  #resign(): void {
    if (this.#resignTimer === undefined) {
      const who = this.#variant.colorNames[this.#state.turn];
      ui.resign.classList.add("armed");
      ui.resign.textContent = `Confirm: ${who} resigns`;
      this.#resignTimer = window.setTimeout(() => this.#disarmResign(), 4000);
      return;
    }
    this.#run(() => this.#game.resign());
  }

  // ---- wiring ---------------------------------------------------------------

  #wire(): void {
    ui.newGame.addEventListener("click", () => this.#newGame());
    ui.resultNew.addEventListener("click", () => this.#newGame());
    ui.undo.addEventListener("click", () => this.#undo());
    ui.redo.addEventListener("click", () => this.#redo());
    ui.flip.addEventListener("click", () => {
      this.#flipped = !this.#flipped;
      ui.flip.setAttribute("aria-pressed", String(this.#flipped));
      this.#render();
    });
    ui.offerDraw.addEventListener("click", () => this.#run(() => this.#game.offerDraw()));
    ui.acceptDraw.addEventListener("click", () => this.#run(() => this.#game.acceptDraw()));
    ui.declineDraw.addEventListener("click", () => this.#run(() => this.#game.declineDraw()));
    ui.resign.addEventListener("click", () => this.#resign());
    ui.variant.addEventListener("change", () => {
      const v = this.#engine.variant(ui.variant.value);
      if (v === undefined) return;
      const url = new URL(window.location.href);
      url.searchParams.set("variant", v.id);
      window.history.replaceState(null, "", url);
      ui.notice.hidden = true;
      this.#newGame(v);
    });
    document.addEventListener("keydown", (e) => {
      const t = e.target;
      if (t instanceof HTMLSelectElement || t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement) return;
      const mod = e.ctrlKey || e.metaKey;
      if (e.key === "Escape" && this.#input.selected !== null) {
        this.#input.clear();
        this.#hint = null;
        this.#render();
      } else if (mod && !e.shiftKey && e.key.toLowerCase() === "z") {
        e.preventDefault();
        this.#undo();
      } else if (mod && (e.key.toLowerCase() === "y" || (e.shiftKey && e.key.toLowerCase() === "z"))) {
        e.preventDefault();
        this.#redo();
      }
    });
  }

  #fillVariants(): void {
    const opts = this.#engine.variants().map((v) => {
      const o = document.createElement("option");
      o.value = v.id;
      o.textContent = v.name;
      return o;
    });
    ui.variant.replaceChildren(...opts);
  }

  // ---- drawing ----------------------------------------------------------------

  /** Re-reads the state from the engine and redraws everything. */
  #refresh(played?: { move: LegalMove; before: GameState }): void {
    this.#state = this.#game.state();
    this.#input.setState(this.#state);
    this.#render(played);
  }

  #render(played?: { move: LegalMove; before: GameState }): void {
    const s = this.#state;
    this.#view.render(
      {
        state: s,
        colorNames: this.#variant.colorNames,
        flipped: this.#flipped,
        diamond: DIAMOND_VARIANTS.has(this.#variant.id),
        prefix: this.#input.prefix,
        targets: this.#input.targets(),
        movable: this.#input.movable(),
      },
      played,
    );
    this.#renderPanel();
  }

  #renderPanel(): void {
    const s = this.#state;
    const v = this.#variant;
    document.title = `${v.name} — omnidraughts`;
    ui.variant.value = v.id;
    ui.rulesName.textContent = v.name;
    ui.rulesText.textContent = v.rules;
    ui.status.textContent = this.#hint ?? s.message;
    ui.turnChip.className = `turn-chip turn-${s.result === null ? s.turn : "over"}`;

    ui.result.hidden = s.result === null;
    if (s.result !== null) ui.resultText.textContent = s.message;
    document.body.classList.toggle("game-over", s.result !== null);

    const offer = s.result === null ? s.drawOffer : null;
    ui.drawOffer.hidden = offer === null;
    if (offer !== null) ui.drawOfferText.textContent = `${v.colorNames[offer]} offers a draw.`;

    ui.undo.disabled = !s.canUndo;
    ui.redo.disabled = !s.canRedo;
    ui.offerDraw.disabled = s.result !== null || s.drawOffer !== null;
    ui.resign.disabled = s.result !== null;
    if (s.result !== null) this.#disarmResign();

    this.#renderMoves(s.history);
  }

  #renderMoves(history: readonly string[]): void {
    const items: HTMLLIElement[] = [];
    for (let i = 0; i < history.length; i += 2) {
      const li = document.createElement("li");
      const num = document.createElement("span");
      num.className = "move-number";
      num.textContent = `${i / 2 + 1}.`;
      li.append(num);
      for (const j of [i, i + 1]) {
        const text = history[j];
        if (text === undefined) continue;
        const mv = document.createElement("span");
        mv.className = "move";
        if (j === history.length - 1) mv.classList.add("current");
        mv.textContent = text;
        li.append(" ", mv);
      }
      items.push(li);
    }
    ui.moves.replaceChildren(...items);
    ui.movesEmpty.hidden = history.length > 0;
    const box = ui.moves.parentElement;
    if (box) box.scrollTop = box.scrollHeight;
  }
}

function capitalise(s: string): string {
  return s.length === 0 ? s : s[0]!.toUpperCase() + s.slice(1);
}

async function main(): Promise<void> {
  let engine: Engine;
  try {
    engine = await Engine.load();
  } catch (e) {
    const msg = `Could not load the game engine (${errorMessage(e)}). This page needs a browser with WebAssembly, served over http(s).`;
    ui.status.textContent = msg;
    ui.board.querySelector(".board-loading")?.replaceChildren(msg);
    throw e;
  }
  const all = engine.variants();
  const first = all[0];
  if (first === undefined) {
    ui.status.textContent = "The engine offers no games.";
    return;
  }
  const wanted = new URLSearchParams(window.location.search).get("variant");
  let variant = first;
  let notice: string | null = null;
  if (wanted !== null && wanted !== "") {
    const found = engine.variant(wanted);
    if (found !== undefined) variant = found;
    else notice = `There is no game called “${wanted}” here, so this is ${first.name}. Pick another game from the menu.`;
  }
  let game: Game;
  try {
    game = engine.newGame(variant.id);
  } catch (e) {
    notice = `Could not start ${variant.name} (${errorMessage(e)}), so this is ${first.name}.`;
    variant = first;
    game = engine.newGame(first.id);
  }
  if (notice !== null) {
    ui.notice.textContent = notice;
    ui.notice.hidden = false;
  }
  ui.variant.disabled = false;
  new App(engine, variant, game);
  document.body.classList.add("ready");
}

main().catch((e: unknown) => {
  console.error(e);
});
