// The page's dialogs about the game: New game (the game, the opponent, the side, the level,
// the clock, the names), the rules of the game on the board, and the promotion choice beside the square
// where several moves differ only in what the piece becomes. Each owns its elements; what
// they decide goes to the session.

import type { Color, Engine, LegalMove, VariantInfo } from "../engine/engine.js";
import { pageTranslator, t } from "../i18n/index.js";
import { levelName, sideNames, variantName } from "../i18n/words.js";
import { promotionName } from "../play/play.js";
import { pieceIcon } from "../board/pieces.js";
import { paletteName, readTheme } from "../board/theme.js";
import type { TimeControl } from "./clock.js";
import { byId, closeOnBackdrop } from "./dom.js";
import { other, type Names, type Players } from "./opening.js";

/** What New game needs of the session. */
export interface NewGameHost {
  readonly engine: Engine;
  readonly variant: VariantInfo;
  readonly players: Players;
  readonly names: Names;
  /** The time control of the game on the board (null: none). */
  readonly control: TimeControl | null;
  newGame(variant: VariantInfo, players: Players, names: Names, control: TimeControl | null): void;
  hideNotice(): void;
}

/**
 * The new-game dialog: the game, the opponent (another person, or the
 * computer: which side the person plays and the computer's level).
 * Esc, Cancel or a click outside closes it and nothing changes.
 */
export class NewGameDialog {
  readonly #host: NewGameHost;
  /** The side that moves first in the game the dialog shows. */
  #firstOf: Color = "south";
  readonly #ui = {
    open: byId("new-game", HTMLButtonElement),
    dialog: byId("new-game-dialog", HTMLDialogElement),
    variant: byId("ng-variant", HTMLSelectElement),
    human: byId("ng-opponent-human", HTMLInputElement),
    computer: byId("ng-opponent-computer", HTMLInputElement),
    computerBox: byId("ng-computer", HTMLFieldSetElement),
    south: byId("ng-side-south", HTMLInputElement),
    north: byId("ng-side-north", HTMLInputElement),
    southName: byId("ng-side-south-name", HTMLSpanElement),
    northName: byId("ng-side-north-name", HTMLSpanElement),
    southChip: byId("ng-side-south-chip", HTMLSpanElement),
    northChip: byId("ng-side-north-chip", HTMLSpanElement),
    level: byId("ng-level", HTMLSelectElement),
    southNameLabel: byId("ng-south-name-label", HTMLSpanElement),
    northNameLabel: byId("ng-north-name-label", HTMLSpanElement),
    southNameInput: byId("ng-south-name", HTMLInputElement),
    northNameInput: byId("ng-north-name", HTMLInputElement),
    clock: byId("ng-clock", HTMLSelectElement),
    fischer: byId("ng-clock-fischer", HTMLDivElement),
    perMove: byId("ng-clock-move", HTMLDivElement),
    minutes: byId("ng-minutes", HTMLInputElement),
    increment: byId("ng-increment", HTMLInputElement),
    seconds: byId("ng-per-move", HTMLInputElement),
    cancel: byId("ng-cancel", HTMLButtonElement),
    start: byId("ng-start", HTMLButtonElement),
  };

  constructor(host: NewGameHost) {
    this.#host = host;
    const ui = this.#ui;
    const engine = host.engine;
    fillVariants(ui.variant, engine);
    ui.level.replaceChildren(...engine.levels().map((l) => option(String(l.level), t("level.option", { level: l.level, name: levelName(pageTranslator(), l) }))));
    // another game keeps the choice "you move first" (or second): the side follows the game
    ui.variant.addEventListener("change", () => {
      const first = (ui.north.checked ? "north" : "south") === this.#firstOf;
      const v = this.#chosen();
      const side = first ? v.firstTurn : other(v.firstTurn);
      ui.south.checked = side === "south";
      ui.north.checked = side === "north";
      this.#firstOf = v.firstTurn;
      this.#sync();
    });
    for (const r of [ui.human, ui.computer]) r.addEventListener("change", () => this.#sync());
    ui.clock.addEventListener("change", () => this.#sync());
    ui.cancel.addEventListener("click", () => ui.dialog.close());
    ui.start.addEventListener("click", () => this.#start());
    closeOnBackdrop(ui.dialog);
    ui.dialog.addEventListener("close", () => ui.open.focus());
  }

  get isOpen(): boolean {
    return this.#ui.dialog.open;
  }

  open(): void {
    const ui = this.#ui;
    if (ui.dialog.open) return;
    const h = this.#host;
    ui.variant.value = h.variant.id;
    const p = h.players;
    ui.human.checked = p.opponent === "human";
    ui.computer.checked = p.opponent === "computer";
    ui.south.checked = p.human === "south";
    ui.north.checked = p.human === "north";
    ui.level.value = String(p.level);
    this.#firstOf = h.variant.firstTurn;
    ui.southNameInput.value = h.names.south ?? "";
    ui.northNameInput.value = h.names.north ?? "";
    // the time control of the game on the board (the fields keep their last values otherwise)
    const c = h.control;
    ui.clock.value = c === null ? "none" : c.kind;
    if (c?.kind === "fischer") {
      ui.minutes.value = String(c.baseMs / 60_000);
      ui.increment.value = String(c.incrementMs / 1000);
    } else if (c?.kind === "move") {
      ui.seconds.value = String(c.perMoveMs / 1000);
    }
    this.#sync();
    ui.dialog.showModal();
    ui.start.focus();
  }

  #start(): void {
    const ui = this.#ui;
    const h = this.#host;
    const variant = this.#chosen();
    const players: Players = {
      opponent: ui.computer.checked ? "computer" : "human",
      human: ui.north.checked ? "north" : "south",
      level: Number(ui.level.value) || h.players.level,
    };
    const name = (input: HTMLInputElement) => {
      const t = input.value.trim().slice(0, 60);
      return t === "" ? null : t;
    };
    // a time the clock cannot run: the field says why, and the dialog stays
    const fields = ui.clock.value === "fischer" ? [ui.minutes, ui.increment] : ui.clock.value === "move" ? [ui.seconds] : [];
    const bad = fields.find((f) => !f.checkValidity());
    if (bad !== undefined) {
      bad.reportValidity();
      bad.focus();
      return;
    }
    ui.dialog.close();
    h.hideNotice();
    h.newGame(variant, players, { south: name(ui.southNameInput), north: name(ui.northNameInput) }, this.#control());
  }

  /** The time control chosen (null: no clock). */
  #control(): TimeControl | null {
    const ui = this.#ui;
    switch (ui.clock.value) {
      case "fischer":
        return { kind: "fischer", baseMs: Math.round(Number(ui.minutes.value) * 60) * 1000, incrementMs: Math.round(Number(ui.increment.value)) * 1000 };
      case "move":
        return { kind: "move", perMoveMs: Math.round(Number(ui.seconds.value)) * 1000 };
      default:
        return null;
    }
  }

  /** The game chosen in the dialog. */
  #chosen(): VariantInfo {
    return this.#host.engine.variant(this.#ui.variant.value) ?? this.#host.variant;
  }

  /** The side names of the game chosen in the dialog; the computer's choices only count against it. */
  #sync(): void {
    const ui = this.#ui;
    const v = this.#chosen();
    const names = sideNames(pageTranslator(), v.colorNames);
    for (const c of ["south", "north"] as const) {
      const name = c === "south" ? ui.southName : ui.northName;
      const chip = c === "south" ? ui.southChip : ui.northChip;
      name.textContent = v.firstTurn === c ? t("new-game.moves-first", { side: names[c] }) : names[c];
      chip.className = `piece-chip palette-${paletteName(v.colorNames, c)}`;
    }
    ui.southNameLabel.textContent = names.south;
    ui.northNameLabel.textContent = names.north;
    ui.computerBox.disabled = !ui.computer.checked;
    ui.fischer.hidden = ui.clock.value !== "fischer";
    ui.perMove.hidden = ui.clock.value !== "move";
  }
}

/** The rules dialog: opens from the header, closes with Esc, Close or a click outside. */
export class RulesDialog {
  readonly #dialog = byId("rules-dialog", HTMLDialogElement);

  constructor() {
    const dialog = this.#dialog;
    const open = byId("rules-open", HTMLButtonElement);
    const close = byId("rules-close", HTMLButtonElement);
    open.addEventListener("click", () => {
      if (dialog.open) return;
      open.setAttribute("aria-expanded", "true");
      dialog.showModal();
      close.focus();
    });
    close.addEventListener("click", () => dialog.close());
    closeOnBackdrop(dialog);
    dialog.addEventListener("close", () => {
      open.setAttribute("aria-expanded", "false");
      open.focus();
    });
  }

  get isOpen(): boolean {
    return this.#dialog.open;
  }
}

/** What the promotion choice needs: the answer goes to the session. */
export interface PromotionHost {
  choosePromotion(move: LegalMove): void;
  /** Closed without a choice; false when no choice was waiting. */
  cancelPromotion(): boolean;
  /** The board: its element (for the pieces' colours, the square's place) and its focus. */
  readonly boardElement: HTMLElement;
  focusedSquare(): string | null;
  focusSquare(name: string): void;
}

/**
 * Several legal moves share the path entered and differ in what the piece
 * becomes: a small dialog by the destination square asks which. Choosing
 * plays it; Esc, Cancel or a click outside cancels the move.
 */
export class PromotionDialog {
  readonly #host: PromotionHost;
  readonly #ui = {
    dialog: byId("promotion-dialog", HTMLDialogElement),
    title: byId("promotion-title", HTMLHeadingElement),
    options: byId("promotion-options", HTMLDivElement),
    cancel: byId("promotion-cancel", HTMLButtonElement),
  };
  /** The square to give the focus back to when the dialog is cancelled. */
  #focus: string | null = null;

  constructor(host: PromotionHost) {
    this.#host = host;
    const ui = this.#ui;
    ui.cancel.addEventListener("click", () => ui.dialog.close());
    ui.dialog.addEventListener("close", () => {
      const back = this.#focus;
      this.#focus = null;
      if (host.cancelPromotion() && back !== null) host.focusSquare(back);
    });
    closeOnBackdrop(ui.dialog);
    ui.options.addEventListener("keydown", (e) => {
      // arrow keys go round the choices
      const all = [...ui.options.querySelectorAll<HTMLButtonElement>("button")];
      const i = all.findIndex((b) => b === document.activeElement);
      if (i < 0) return;
      const step = e.key === "ArrowRight" || e.key === "ArrowDown" ? 1 : e.key === "ArrowLeft" || e.key === "ArrowUp" ? -1 : 0;
      if (step === 0) return;
      e.preventDefault();
      all[(i + step + all.length) % all.length]?.focus();
    });
  }

  get isOpen(): boolean {
    return this.#ui.dialog.open;
  }

  /** Closes it (nothing is played). */
  close(): void {
    if (this.#ui.dialog.open) this.#ui.dialog.close();
  }

  /** Asks which of `moves` to play; `mover`: the colour of the piece that moves. */
  ask(moves: LegalMove[], variant: VariantInfo, mover: Color): void {
    const ui = this.#ui;
    const h = this.#host;
    const first = moves[0];
    if (first === undefined) return;
    const to = first.path[first.path.length - 1] ?? "";
    ui.title.textContent = t("promotion.title", { move: first.path.join(first.captures.length > 0 ? "x" : "-") });
    const palette = readTheme(h.boardElement).pieces[paletteName(variant.colorNames, mover)];
    const buttons = moves.map((move) => {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "promotion-option";
      b.dataset["promotion"] = move.promotion ?? "";
      b.dataset["move"] = move.text;
      const icon = pieceIcon(52, palette, move.promotion ?? "man", 0.36);
      const name = document.createElement("span");
      name.textContent = promotionName(pageTranslator(), move);
      b.append(icon, name);
      b.title = move.text;
      b.addEventListener("click", () => {
        // the move is played first: closing then cancels nothing
        this.#focus = null;
        h.choosePromotion(move);
        ui.dialog.close();
      });
      return b;
    });
    ui.options.replaceChildren(...buttons);
    this.#focus = h.focusedSquare() ?? to;
    ui.dialog.style.visibility = "hidden";
    ui.dialog.showModal();
    this.#place(to);
    ui.dialog.style.visibility = "";
    buttons[0]?.focus();
  }

  /** Puts the open dialog beside the square `name`, inside the window. */
  #place(name: string): void {
    const dialog = this.#ui.dialog;
    const cell = this.#host.boardElement.querySelector<HTMLElement>(`[data-square="${CSS.escape(name)}"]`);
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
}

function option(value: string, text: string): HTMLOptionElement {
  const o = document.createElement("option");
  o.value = value;
  o.textContent = text;
  return o;
}

/** The top menu's games, for the header (the same list as New game's). */
export function fillVariants(select: HTMLSelectElement, engine: Engine): void {
  select.replaceChildren(...engine.variants().map((v) => option(v.id, variantName(pageTranslator(), v))));
}
