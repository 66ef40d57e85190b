// The page: loads the engine, opens the game named in the address, and wires
// the board view, the move input and the side panel together. Hot-seat: both
// players use the same screen.

import { Engine, errorMessage, type Color, type Game, type GameState, type LegalMove, type VariantInfo } from "./engine.js";
import { MoveInput, type InputAction } from "./input.js";
import { drawPiece } from "./pieces.js";
import { paletteName, readTheme } from "./theme.js";
import { BoardView } from "./view.js";

/** A move just played, for the animation: from which landing square it is still to be shown. */
interface Played {
  move: LegalMove;
  before: GameState;
  fromStep: number;
}

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
  rulesOpen: byId("rules-open", HTMLButtonElement),
  rulesDialog: byId("rules-dialog", HTMLDialogElement),
  rulesName: byId("rules-name", HTMLSpanElement),
  rulesText: byId("rules-text", HTMLParagraphElement),
  rulesClose: byId("rules-close", HTMLButtonElement),
  passBox: byId("pass-box", HTMLDivElement),
  passText: byId("pass-text", HTMLParagraphElement),
  pass: byId("pass", HTMLButtonElement),
  borneOff: byId("borne-off", HTMLElement),
  borneOffSouth: byId("borne-off-south", HTMLSpanElement),
  borneOffNorth: byId("borne-off-north", HTMLSpanElement),
  borneOffSouthChip: byId("borne-off-south-chip", HTMLSpanElement),
  borneOffNorthChip: byId("borne-off-north-chip", HTMLSpanElement),
  promotion: byId("promotion-dialog", HTMLDialogElement),
  promotionTitle: byId("promotion-title", HTMLHeadingElement),
  promotionOptions: byId("promotion-options", HTMLDivElement),
  promotionCancel: byId("promotion-cancel", HTMLButtonElement),
};

const KIND_NAMES: Record<string, string> = { king: "King", bishop: "Bishop", camel: "Camel", man: "Man" };

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
  /** The moves the promotion dialog offers while it is open. */
  #promotionMoves: LegalMove[] | null = null;
  /** The square to give the focus back to when the dialog is cancelled. */
  #promotionFocus: string | null = null;

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
        // half-way through a capture only the capturing piece can be dragged on
        const p = this.#input.prefix;
        if (p.length > 1) return from === p[p.length - 1];
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
    const shown = this.#input.prefix.length; // the clicks so far already show the piece on its way
    this.#apply(this.#input.click(name), shown);
  }

  #apply(action: InputAction, shown = 0): void {
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
        this.#hint = capitalise(why !== "" ? why : (action.fallback ?? this.#state.message));
        this.#render();
        return;
      }
      case "play": {
        const fromStep = shown > 1 ? shown - 1 : 0;
        this.#play(action.move, fromStep);
        return;
      }
      case "promote":
        this.#hint = `Choose what the piece becomes: ${action.moves.map((m) => kindName(m)).join(", ")}.`;
        this.#render();
        this.#askPromotion(action.moves);
        return;
    }
  }

  /**
   * Several legal moves share the path entered and differ in what the piece
   * becomes: a small dialog by the destination square asks which. Choosing
   * plays it; Esc, Cancel or a click outside cancels the move.
   */
  #askPromotion(moves: LegalMove[]): void {
    const dialog = ui.promotion;
    const first = moves[0];
    if (first === undefined) return;
    const from = first.path[0] ?? "";
    const to = first.path[first.path.length - 1] ?? "";
    const mover = this.#state.squares.find((q) => q.name === from)?.piece ?? null;
    ui.promotionTitle.textContent = `${first.path.join(first.captures.length > 0 ? "x" : "-")}: promote to`;
    const theme = readTheme(ui.board);
    const color = mover?.color ?? this.#state.turn;
    const palette = theme.pieces[paletteName(this.#variant.colorNames, color)];
    const buttons = moves.map((move) => {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "promotion-option";
      b.dataset["promotion"] = move.promotion ?? "";
      b.dataset["move"] = move.text;
      const icon = document.createElement("canvas");
      icon.setAttribute("aria-hidden", "true");
      const px = 52;
      const dpr = Math.max(1, window.devicePixelRatio || 1);
      icon.width = icon.height = Math.round(px * dpr);
      icon.style.width = icon.style.height = `${px}px`;
      const ctx = icon.getContext("2d");
      if (ctx !== null) {
        ctx.scale(dpr, dpr);
        drawPiece(ctx, px / 2, px / 2, px * 0.36, palette, move.promotion ?? "man");
      }
      const name = document.createElement("span");
      name.textContent = kindName(move);
      b.append(icon, name);
      b.title = move.text;
      b.addEventListener("click", () => {
        this.#promotionMoves = null;
        dialog.close();
        this.#play(move, Math.max(0, move.path.length - 2));
      });
      return b;
    });
    ui.promotionOptions.replaceChildren(...buttons);
    this.#promotionMoves = moves;
    this.#promotionFocus = this.#view.focusedSquare() ?? to;
    dialog.style.visibility = "hidden";
    dialog.showModal();
    this.#placePromotion(to);
    dialog.style.visibility = "";
    buttons[0]?.focus();
  }

  /** Puts the open promotion dialog beside the square `name`, inside the window. */
  #placePromotion(name: string): void {
    const dialog = ui.promotion;
    const cell = ui.board.querySelector<HTMLElement>(`[data-square="${CSS.escape(name)}"]`);
    const r = cell?.getBoundingClientRect();
    const w = dialog.offsetWidth;
    const h = dialog.offsetHeight;
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    let left = (vw - w) / 2;
    let top = (vh - h) / 2;
    if (r !== undefined) {
      left = r.left + r.width / 2 - w / 2;
      top = r.bottom + 8;
      if (top + h > vh - 8) top = r.top - h - 8;
    }
    left = Math.max(8, Math.min(vw - w - 8, left));
    top = Math.max(8, Math.min(vh - h - 8, top));
    dialog.style.left = `${Math.round(left)}px`;
    dialog.style.top = `${Math.round(top)}px`;
  }

  /** The promotion dialog closed without a choice: nothing is played. */
  #cancelPromotion(): void {
    if (this.#promotionMoves === null) return;
    this.#promotionMoves = null;
    this.#input.clear();
    this.#hint = "Promotion cancelled: nothing was played.";
    this.#render();
    const back = this.#promotionFocus;
    this.#promotionFocus = null;
    if (back !== null) this.#view.focusSquare(back);
  }

  #play(move: LegalMove, fromStep = 0): void {
    const before = this.#state;
    const mover = this.#variant.colorNames[before.turn];
    try {
      // a move that shares its path with others (a promotion choice), or a
      // pass (no path), is played by its text
      const text = move.promotion !== undefined || move.path.length === 0 ? this.#game.playText(move.text) : this.#game.play(move.path);
      this.#refresh({ move, before, fromStep });
      const did = move.path.length === 0 ? `${mover} passed` : `${mover} played ${text}`;
      this.#hint = this.#state.result === null ? `${did}. ${this.#state.message}` : null;
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

  /** A new game from the start position; the address keeps the game and drops any position. */
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
    const url = new URL(window.location.href);
    url.searchParams.set("variant", variant.id);
    url.searchParams.delete("fen");
    window.history.replaceState(null, "", url);
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
      ui.notice.hidden = true;
      this.#newGame(v);
    });
    this.#wireRules();
    ui.pass.addEventListener("click", () => {
      const pass = this.#state.moves.find((m) => m.path.length === 0);
      if (pass !== undefined) this.#play(pass);
      else this.#render();
    });
    ui.promotionCancel.addEventListener("click", () => ui.promotion.close());
    ui.promotion.addEventListener("close", () => this.#cancelPromotion());
    ui.promotion.addEventListener("click", (e) => {
      // a click on the backdrop hits the dialog element itself, outside its box
      if (e.target !== ui.promotion || e.detail === 0) return;
      const r = ui.promotion.getBoundingClientRect();
      if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) ui.promotion.close();
    });
    ui.promotionOptions.addEventListener("keydown", (e) => {
      // arrow keys go round the choices
      const all = [...ui.promotionOptions.querySelectorAll<HTMLButtonElement>("button")];
      const i = all.findIndex((b) => b === document.activeElement);
      if (i < 0) return;
      const step = e.key === "ArrowRight" || e.key === "ArrowDown" ? 1 : e.key === "ArrowLeft" || e.key === "ArrowUp" ? -1 : 0;
      if (step === 0) return;
      e.preventDefault();
      all[(i + step + all.length) % all.length]?.focus();
    });
    document.addEventListener("keydown", (e) => {
      const t = e.target;
      if (t instanceof HTMLSelectElement || t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement) return;
      if (ui.rulesDialog.open || ui.promotion.open) return;
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

  /** The rules dialog: opens from the header, closes with Esc, Close or a click outside. */
  #wireRules(): void {
    const dialog = ui.rulesDialog;
    ui.rulesOpen.addEventListener("click", () => {
      if (dialog.open) return;
      ui.rulesOpen.setAttribute("aria-expanded", "true");
      dialog.showModal();
      ui.rulesClose.focus();
    });
    ui.rulesClose.addEventListener("click", () => dialog.close());
    dialog.addEventListener("click", (e) => {
      // a click on the backdrop hits the dialog element itself, outside its box
      if (e.target !== dialog || e.detail === 0) return;
      const r = dialog.getBoundingClientRect();
      const inside = e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
      if (!inside) dialog.close();
    });
    dialog.addEventListener("close", () => {
      ui.rulesOpen.setAttribute("aria-expanded", "false");
      ui.rulesOpen.focus();
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
  #refresh(played?: Played): void {
    this.#state = this.#game.state();
    this.#input.setState(this.#state);
    this.#render(played);
  }

  #render(played?: Played): void {
    const s = this.#state;
    this.#view.render(
      {
        state: s,
        colorNames: this.#variant.colorNames,
        flipped: this.#flipped,
        prefix: this.#input.prefix,
        targets: this.#input.targets(),
        movable: this.#input.movable(),
        progress: this.#input.progress(),
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
    ui.turnChip.className =
      s.result === null ? `turn-chip piece-chip palette-${paletteName(v.colorNames, s.turn)}` : "turn-chip piece-chip turn-over";

    ui.result.hidden = s.result === null;
    if (s.result !== null) ui.resultText.textContent = s.message;
    document.body.classList.toggle("game-over", s.result !== null);

    const offer = s.result === null ? s.drawOffer : null;
    ui.drawOffer.hidden = offer === null;
    if (offer !== null) ui.drawOfferText.textContent = `${v.colorNames[offer]} offers a draw.`;

    const pass = s.result === null ? s.moves.find((m) => m.path.length === 0) : undefined;
    ui.passBox.hidden = pass === undefined;
    if (pass !== undefined) ui.passText.textContent = `${v.colorNames[s.turn]} has no move and must pass.`;

    const off = s.borneOff ?? null;
    ui.borneOff.hidden = off === null;
    if (off !== null) {
      ui.borneOffSouth.textContent = `${v.colorNames.south}: ${off.south}`;
      ui.borneOffNorth.textContent = `${v.colorNames.north}: ${off.north}`;
      ui.borneOffSouthChip.className = `piece-chip palette-${paletteName(v.colorNames, "south")}`;
      ui.borneOffNorthChip.className = `piece-chip palette-${paletteName(v.colorNames, "north")}`;
    }

    ui.undo.disabled = !s.canUndo;
    ui.redo.disabled = !s.canRedo;
    ui.offerDraw.disabled = s.result !== null || s.drawOffer !== null;
    ui.resign.disabled = s.result !== null;
    if (s.result !== null) this.#disarmResign();

    this.#renderMoves(s.history, s.firstTurn, s.startTurn);
  }

  /**
   * The move list: one numbered line per pair of moves, the game's first
   * player on the left. A game that started with the other player to move
   * begins "1. ... 23-19".
   */
  #renderMoves(history: readonly string[], firstTurn: Color, startTurn: Color): void {
    const items: HTMLLIElement[] = [];
    const plies: (string | null)[] = history.length === 0 ? [] : startTurn === firstTurn ? [...history] : [null, ...history];
    const last = plies.length - 1;
    for (let i = 0; i < plies.length; i += 2) {
      const li = document.createElement("li");
      const num = document.createElement("span");
      num.className = "move-number";
      num.textContent = `${i / 2 + 1}.`;
      li.append(num);
      for (const j of [i, i + 1]) {
        const text = plies[j];
        if (text === undefined) continue;
        const mv = document.createElement("span");
        if (text === null) {
          mv.className = "move move-skip";
          mv.textContent = "...";
          mv.title = `${this.#variant.colorNames[firstTurn]} did not move here: the game started with ${this.#variant.colorNames[startTurn]} to move`;
        } else {
          mv.className = "move";
          if (j === last) mv.classList.add("current");
          mv.textContent = text;
        }
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

/** "King", "Bishop", "Camel": what a promotion move makes of the piece (its text if it says nothing). */
function kindName(m: LegalMove): string {
  return m.promotion === undefined ? m.text : (KIND_NAMES[m.promotion] ?? m.promotion);
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
  // The address names the game (?variant=international) and may give a
  // position to start from (&fen=W:WK46:B28,1), in the game's own notation.
  const params = new URLSearchParams(window.location.search);
  const wanted = params.get("variant");
  const fen = params.get("fen");
  let variant = first;
  let notice: string | null = null;
  if (wanted !== null && wanted !== "") {
    const found = engine.variant(wanted);
    if (found !== undefined) variant = found;
    else notice = `There is no game called “${wanted}” here, so this is ${first.name}. Pick another game from the menu.`;
  }
  let game: Game | null = null;
  if (fen !== null && fen.trim() !== "" && notice === null) {
    try {
      game = engine.newGame(variant.id, fen.trim());
    } catch (e) {
      notice = `The position in the address could not be opened: ${errorMessage(e)}. This is the start position of ${variant.name}.`;
    }
  }
  if (game === null) {
    try {
      game = engine.newGame(variant.id);
    } catch (e) {
      notice = `Could not start ${variant.name} (${errorMessage(e)}), so this is ${first.name}.`;
      variant = first;
      game = engine.newGame(first.id);
    }
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
