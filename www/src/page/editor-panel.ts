// "Edit position": the board shows the position on it (the game now, or the earlier position
// being looked at), to change square by square with the pieces of the palette; "Play from
// here" starts a new game there (as a FEN pasted in the PDN / FEN box does), "Cancel" goes back
// to the game as it was. The engine writes the FEN and says what is wrong with a position; the
// game in progress is not touched until then. Owns the position being set up (editor.ts).

import { type Color, type Engine, type Game, type GameState, type PieceKind, type VariantInfo } from "../engine/engine.js";
import { SetupBoard } from "../play/editor.js";
import { pageTranslator, t } from "../i18n/index.js";
import { capitalise, errorText, kindName, pieceWords, saidText, sideName, variantName } from "../i18n/words.js";
import { pieceIcon } from "../board/pieces.js";
import { paletteName, readTheme } from "../board/theme.js";
import { byId } from "./dom.js";
import type { Opening } from "./opening.js";
import type { Editing } from "./snapshot.js";

/** What the editor needs of the session. */
export interface EditorHost {
  readonly engine: Engine;
  readonly variant: VariantInfo;
  /** The position on the board (the game now, or an earlier one looked at). */
  readonly shown: GameState;
  /** The editor opened or closed (the computer stops, or goes on). */
  editorToggled(open: boolean): void;
  render(): void;
  fromPosition(fen: string): Opening;
  install(o: Opening): void;
  /** The game is replaced: the notice above it goes. */
  hideNotice(): void;
  /** The board: its element (for the theme's colours) and its keyboard focus. */
  readonly boardElement: HTMLElement;
  focusSquare(name: string): void;
}

export class EditorPanel implements Editing {
  readonly #host: EditorHost;
  #editor: SetupBoard | null = null;
  readonly #ui = {
    open: byId("edit-open", HTMLButtonElement),
    panel: byId("editor", HTMLElement),
    help: byId("editor-help", HTMLParagraphElement),
    palette: byId("editor-palette", HTMLDivElement),
    turnSouth: byId("editor-turn-south", HTMLInputElement),
    turnNorth: byId("editor-turn-north", HTMLInputElement),
    turnSouthName: byId("editor-turn-south-name", HTMLSpanElement),
    turnNorthName: byId("editor-turn-north-name", HTMLSpanElement),
    turnSouthChip: byId("editor-turn-south-chip", HTMLSpanElement),
    turnNorthChip: byId("editor-turn-north-chip", HTMLSpanElement),
    clear: byId("editor-clear", HTMLButtonElement),
    start: byId("editor-start", HTMLButtonElement),
    status: byId("editor-status", HTMLParagraphElement),
    cancel: byId("editor-cancel", HTMLButtonElement),
    play: byId("editor-play", HTMLButtonElement),
  };

  constructor(host: EditorHost) {
    this.#host = host;
    this.#wire();
  }

  get active(): boolean {
    return this.#editor !== null;
  }

  shown(state: GameState): GameState | null {
    return this.#editor?.shown(state) ?? null;
  }

  open(): void {
    if (this.#editor !== null) return;
    const ui = this.#ui;
    const h = this.#host;
    const v = h.variant;
    const editor = new SetupBoard(v, h.shown);
    this.#editor = editor;
    ui.help.textContent = `${t(v.stacks ? "editor.help-stacks" : "editor.help")} ${t("editor.help-keys")}`;
    this.#fillPalette(editor);
    for (const c of ["south", "north"] as const) {
      const name = c === "south" ? ui.turnSouthName : ui.turnNorthName;
      const chip = c === "south" ? ui.turnSouthChip : ui.turnNorthChip;
      name.textContent = sideName(pageTranslator(), v.colorNames, c);
      chip.className = `piece-chip palette-${paletteName(v.colorNames, c)}`;
    }
    ui.panel.hidden = false;
    document.body.classList.add("editing");
    ui.open.setAttribute("aria-expanded", "true");
    this.#check("");
    this.#renderTools();
    h.editorToggled(true);
    ui.palette.querySelector<HTMLButtonElement>('[aria-pressed="true"]')?.focus();
  }

  /** Leaves the editor (nothing is played); the caller redraws. */
  close(): boolean {
    if (this.#editor === null) return false;
    this.#editor = null;
    const ui = this.#ui;
    ui.panel.hidden = true;
    document.body.classList.remove("editing");
    ui.open.setAttribute("aria-expanded", "false");
    return true;
  }

  click(name: string): void {
    const editor = this.#editor;
    if (editor === null) return;
    const did = editor.apply(name, pageTranslator());
    this.#check(did);
    this.#host.render();
  }

  #cancel(): void {
    if (!this.close()) return;
    this.#host.editorToggled(false);
    this.#ui.open.focus();
  }

  /** One palette button per side and kind of piece of this game, and the eraser. */
  #fillPalette(editor: SetupBoard): void {
    const v = editor.variant;
    const theme = readTheme(this.#host.boardElement);
    const button = (label: string, tool: "erase" | { color: Color; kind: PieceKind }) => {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "editor-tool";
      b.setAttribute("aria-pressed", "false");
      let icon: HTMLElement;
      if (tool === "erase") {
        b.dataset["tool"] = "erase";
        icon = document.createElement("span");
        icon.className = "eraser-icon";
      } else {
        b.dataset["tool"] = `${tool.color} ${tool.kind}`;
        icon = pieceIcon(34, theme.pieces[paletteName(v.colorNames, tool.color)], tool.kind, 0.4);
      }
      icon.setAttribute("aria-hidden", "true");
      const text = document.createElement("span");
      text.textContent = label;
      b.append(icon, text);
      b.addEventListener("click", () => {
        const ed = this.#editor;
        if (ed === null) return;
        ed.tool = tool;
        this.#renderTools();
      });
      return b;
    };
    const rows: HTMLElement[] = [];
    for (const color of ["south", "north"] as const) {
      const row = document.createElement("div");
      row.className = "editor-side";
      row.setAttribute("role", "group");
      const tr = pageTranslator();
      row.setAttribute("aria-label", t("editor.pieces-of", { side: sideName(tr, v.colorNames, color) }));
      for (const kind of v.pieces) {
        const b = button(kindName(tr, kind), { color, kind });
        const words = capitalise(pieceWords(tr, { color, kind }, v.colorNames));
        b.setAttribute("aria-label", words);
        b.title = words;
        row.append(b);
      }
      rows.push(row);
    }
    const erase = button(t("editor.eraser"), "erase");
    erase.title = t(v.stacks ? "editor.eraser-stack" : "editor.eraser-piece");
    erase.classList.add("editor-eraser");
    rows[rows.length - 1]?.append(erase);
    this.#ui.palette.replaceChildren(...rows);
  }

  /**
   * Asks the engine about the position set up: its FEN, or what is wrong
   * with it; and, when it is a position, whether the game is already over
   * there (such a position is played from like any other: the game starts
   * over, and says why). `did`: what the last change was, said first.
   */
  #check(did: string): string | null {
    const editor = this.#editor;
    if (editor === null) return null;
    const engine = this.#host.engine;
    const v = editor.variant;
    let fen: string;
    let words: string;
    let ok = true;
    try {
      // the engine refuses what no game can start from (an empty side, a man where it is crowned)
      fen = engine.compose(v.id, editor.turn, editor.placements());
      const g = engine.newGame(v.id, fen);
      try {
        const s = g.state();
        const status = saidText(pageTranslator(), s.message);
        words = t(s.result !== null ? "editor.already-over" : "editor.ready", { status });
      } finally {
        g.free();
      }
    } catch (e) {
      fen = "";
      ok = false;
      words = t("editor.not-a-position", { error: errorText(pageTranslator(), e) });
    }
    const status = this.#ui.status;
    status.textContent = did === "" ? words : `${did} ${words}`;
    status.classList.toggle("error", !ok);
    return ok ? fen : null;
  }

  #play(): void {
    const fen = this.#check("");
    if (fen === null) return; // the status says what is wrong; the editor stays
    const h = this.#host;
    let o: Opening;
    try {
      o = h.fromPosition(fen);
    } catch (e) {
      this.#ui.status.textContent = t("editor.cannot-start", { error: errorText(pageTranslator(), e) });
      this.#ui.status.classList.add("error");
      return;
    }
    h.hideNotice();
    h.install(o);
    h.focusSquare(o.game.state().moves[0]?.path[0] ?? "");
  }

  /** The palette's pressed button and the side to move, as the editor has them. */
  #renderTools(): void {
    const editor = this.#editor;
    if (editor === null) return;
    const ui = this.#ui;
    const tool = editor.tool;
    const id = tool === "erase" ? "erase" : `${tool.color} ${tool.kind}`;
    for (const b of ui.palette.querySelectorAll<HTMLButtonElement>("button")) b.setAttribute("aria-pressed", String(b.dataset["tool"] === id));
    ui.turnSouth.checked = editor.turn === "south";
    ui.turnNorth.checked = editor.turn === "north";
  }

  #wire(): void {
    const ui = this.#ui;
    ui.open.addEventListener("click", () => this.open());
    ui.cancel.addEventListener("click", () => this.#cancel());
    ui.play.addEventListener("click", () => this.#play());
    for (const r of [ui.turnSouth, ui.turnNorth]) {
      r.addEventListener("change", () => {
        const editor = this.#editor;
        if (editor === null || !r.checked) return;
        editor.turn = r === ui.turnSouth ? "south" : "north";
        this.#check("");
        this.#host.render();
      });
    }
    ui.clear.addEventListener("click", () => {
      const editor = this.#editor;
      if (editor === null) return;
      editor.clear();
      this.#check(t("editor.cleared"));
      this.#host.render();
    });
    ui.start.addEventListener("click", () => {
      const editor = this.#editor;
      if (editor === null) return;
      let g: Game | null = null;
      try {
        g = this.#host.engine.newGame(editor.variant.id);
        const s = g.state();
        editor.load(s.squares, s.turn);
        this.#check(t("editor.start-of", { game: variantName(pageTranslator(), editor.variant) }));
      } catch (e) {
        this.#ui.status.textContent = t("editor.cannot-set-up", { error: errorText(pageTranslator(), e) });
      } finally {
        g?.free();
      }
      this.#host.render();
    });
  }
}
