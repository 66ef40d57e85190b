// <omni-draughts>: a live board for other pages (docs/embedding in docs.html).
//
//   <script type="module" src="https://example.org/omnidraughts/js/element.js"></script>
//   <omni-draughts variant="russian" moves="c3-d4 f6-g5"></omni-draughts>
//   <omni-draughts variant="english" moves="11-15 23-19 8-11" mode="view"></omni-draughts>
//   <omni-draughts pdn="1. 11-15 {a classic} 23-19 (22-18) 8-11"></omni-draughts>
//
//   <omni-draughts puzzle="russian-068b93"></omni-draughts>
//   <omni-draughts variant="english" fen="B:WK9,K24,32:BK23,27,K31" solution="23-26 32x23 26x28"></omni-draughts>
//
// A puzzle (learn.html's, by its id, or the page's own, by its FEN and solution) is shown to
// solve (puzzle-widget.ts). A whole annotated game (a `pdn` attribute, a child <script type="application/x-pdn">, or a
// `src` on the page's origin) is shown with its moves, comments and variations under the board
// (pdn-viewer.ts).
//
// The same board code as the page (BoardView, MoveInput, Engine), in a shadow
// root so that the host page's styles and ours do not mix. One engine (one wasm
// instance) serves every element on the page. The engine, the style sheets and
// the links are found relative to this file's own URL, so the element works
// from any page and any static host (one that sends CORS headers for a page on
// another origin, as GitHub Pages does).

import { Engine, errorMessage, errorSaid, type Color, type Game, type GameState, type VariantInfo } from "../engine/engine.js";
import { ENGLISH, matchLang, translator, type Lang, type Translator } from "../i18n/index.js";
import { capitalise, errorText, kindName, saidText, sideName } from "../i18n/words.js";
import { dragCallbacks, PlayController, promotionName, type MovePlayed, type Played } from "../play/play.js";
import { BoardView } from "../board/view.js";
import { button } from "./od-buttons.js";
import { pdnSource, pdnText, PdnViewer } from "./pdn-viewer.js";
import { elementPuzzle, PuzzleWidget } from "./puzzle-widget.js";
import { moveNumberAt, numberedMoves, plyOffset } from "../play/tree.js";

let shared: Promise<Engine> | null = null;

/** The one engine of this page, loaded on first use. */
export function sharedEngine(): Promise<Engine> {
  if (shared === null) {
    shared = Engine.load();
    // a failed load may be retried by the next element
    shared.catch(() => (shared = null));
  }
  return shared;
}

const STYLES = ["../../style.css", "../../embed.css"].map((p) => new URL(p, import.meta.url).href);
const SITE = new URL("../../index.html", import.meta.url);

/** PDN tokens that are not moves: move numbers ("12.", "12..."), results, comments' braces excluded. */
const RESULT = /^(\*|1-0|0-1|2-0|0-2|1-1|1\/2-1\/2)$/;

/**
 * The moves of a `moves` attribute: PDN move text separated by spaces, with
 * move numbers ("1. c3-d4 f6-g5 2. ...") and a result allowed and skipped.
 */
export function parseMoves(text: string): string[] {
  const out: string[] = [];
  for (let tok of text.trim().split(/[\s,;]+/)) {
    tok = tok.replace(/^\d+\.+/, "");
    if (tok === "" || RESULT.test(tok)) continue;
    out.push(tok);
  }
  return out;
}

type Mode = "play" | "view";

interface Options {
  variant: VariantInfo;
  fen: string | undefined;
  moves: string[];
  mode: Mode;
  /** View mode: the ply shown first (0 = the start). */
  ply: number;
  flipped: boolean;
}

/** The `variant` attribute's game (default American checkers); throws naming the games when it is not one. */
function readVariant(el: HTMLElement, engine: Engine): VariantInfo {
  const variantId = (el.getAttribute("variant") ?? "english").trim().toLowerCase();
  const variant = engine.variant(variantId);
  if (variant === undefined) {
    const ids = engine.variants().map((v) => v.id);
    throw new Error(`unknown variant "${variantId}"; use one of: ${ids.join(", ")}`);
  }
  return variant;
}

/** Reads the attributes; throws an Error with a message for the reader when one is bad. */
function readOptions(el: HTMLElement, engine: Engine): Options {
  const variant = readVariant(el, engine);
  const fenAttr = el.getAttribute("fen")?.trim();
  const mode = (el.getAttribute("mode") ?? "play").trim().toLowerCase();
  if (mode !== "play" && mode !== "view") throw new Error(`mode="${mode}" is not known; use "play" or "view"`);
  const moves = parseMoves(el.getAttribute("moves") ?? "");
  const plyAttr = (el.getAttribute("ply") ?? "").trim().toLowerCase();
  let ply: number;
  if (plyAttr === "" || plyAttr === "start") ply = mode === "view" ? 0 : moves.length;
  else if (plyAttr === "last" || plyAttr === "end") ply = moves.length;
  else if (/^\d+$/.test(plyAttr)) ply = Math.min(moves.length, Number(plyAttr));
  else throw new Error(`ply="${plyAttr}" is not a number of moves, "start" or "last"`);
  const flip = el.getAttribute("flip");
  const flipped = flip !== null && flip !== "false" && flip !== "no";
  return { variant, fen: fenAttr === undefined || fenAttr === "" ? undefined : fenAttr, moves, mode, ply, flipped };
}

/** The game of the attributes: the position, then every move replayed (the engine checks each). */
function startGame(engine: Engine, o: Options): Game {
  try {
    return engine.replay(o.variant.id, o.fen, o.moves);
  } catch (e) {
    if (errorSaid(e) !== null) throw e; // the engine's own words say which: a move or the FEN
    const why = errorMessage(e);
    // A move's failure names the move; anything else is the FEN's.
    throw new Error(o.fen === undefined || why.startsWith("move ") ? why : `the fen "${o.fen}" cannot be read: ${why}`);
  }
}

function stylesLoaded(links: HTMLLinkElement[]): Promise<void> {
  return Promise.all(
    links.map((l) => new Promise<void>((ok) => {
      l.addEventListener("load", () => ok(), { once: true });
      l.addEventListener("error", () => ok(), { once: true });
    })),
  ).then(() => undefined);
}

export class OmniDraughts extends HTMLElement {
  static readonly observedAttributes = ["variant", "fen", "moves", "mode", "ply", "flip", "lang", "pdn", "src", "loading", "puzzle", "solution"];

  readonly #root: ShadowRoot;
  readonly #box: HTMLElement;
  readonly #styles: Promise<void>;
  #built = 0;
  #pending = false;
  /** `loading="lazy"`: watches for the element to come near the screen, which builds it. */
  #lazy: IntersectionObserver | null = null;
  /** Whether the element has come near the screen (or is not lazy). */
  #seen = false;
  /** The language of the board and its texts (the `lang` attribute, else the page's). */
  #tr: Translator = ENGLISH;
  /** The game shown and played (null until built, or when it cannot be). */
  #play: PlayController | null = null;
  #view: BoardView | null = null;
  #options: Options | null = null;
  #flipped = false;
  // parts of the widget
  #status: HTMLElement | null = null;
  #controls: HTMLElement | null = null;
  #open: HTMLAnchorElement | null = null;
  /** The annotated game shown (a `pdn`, a PDN script or a `src`); null otherwise. */
  #viewer: PdnViewer | null = null;
  /** The puzzle shown (a `puzzle`, or a `fen` with a `solution`); null otherwise. */
  #puzzle: PuzzleWidget | null = null;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: "open" });
    const links = STYLES.map((href) => {
      const l = document.createElement("link");
      l.rel = "stylesheet";
      l.href = href;
      return l;
    });
    this.#box = document.createElement("div");
    this.#box.className = "od";
    this.#box.setAttribute("part", "box");
    this.#box.innerHTML = `<p class="od-loading">Loading the board…</p>`;
    this.#root.append(...links, this.#box);
    this.#styles = stylesLoaded(links);
    this.#box.addEventListener("keydown", (e) => {
      // arrow keys step through a game, except on the board (where they move the focus)
      if (this.#options?.mode !== "view" || (e.target instanceof Element && e.target.closest(".board") !== null)) return;
      const keys: Record<string, () => void> = { ArrowLeft: () => this.#step(-1), ArrowRight: () => this.#step(1), Home: () => this.#step(-Infinity), End: () => this.#step(Infinity) };
      const act = keys[e.key];
      if (act !== undefined) {
        e.preventDefault();
        act();
      }
    });
  }

  connectedCallback(): void {
    this.#schedule();
  }

  disconnectedCallback(): void {
    this.#lazy?.disconnect();
    this.#lazy = null;
    this.#teardown();
    this.#built++;
  }

  /** Frees what the element built: its viewer, its game and its board view. */
  #teardown(): void {
    this.#viewer?.dispose();
    this.#viewer = null;
    this.#puzzle?.dispose();
    this.#puzzle = null;
    this.#play?.game.free();
    this.#play = null;
    this.#view?.dispose();
    this.#view = null;
  }

  attributeChangedCallback(): void {
    if (this.isConnected) this.#schedule();
  }

  /** The game shown, for scripts: the position (FEN) and the moves played so far. */
  get fen(): string | null {
    return this.#puzzle?.fen ?? (this.#viewer?.game ?? this.#play?.game)?.fen() ?? null;
  }
  get history(): readonly string[] {
    return this.#puzzle?.history ?? this.#viewer?.game.state().history ?? this.#play?.state.history ?? [];
  }

  /** A puzzle's: whether it is solved (null when the element shows no puzzle). */
  get solved(): boolean | null {
    return this.#puzzle?.solved ?? null;
  }

  /** The game shown (a PDN's `GameType` when it names one), or null until the board is built. */
  get variant(): VariantInfo | null {
    return this.#viewer?.variant ?? (this.#play === null ? null : (this.#options?.variant ?? null));
  }

  /**
   * Builds once for a batch of attribute changes; with `loading="lazy"`, not before the
   * element comes within a screen's reach (a page of many boards starts with those in view).
   */
  #schedule(): void {
    if (!this.#seen && this.getAttribute("loading") === "lazy" && typeof IntersectionObserver === "function") {
      if (this.#lazy === null) {
        this.#lazy = new IntersectionObserver((entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          this.#seen = true;
          this.#lazy?.disconnect();
          this.#lazy = null;
          this.#schedule();
        }, { rootMargin: "200px" });
        this.#lazy.observe(this);
      }
      return;
    }
    if (this.#pending) return;
    this.#pending = true;
    queueMicrotask(() => {
      this.#pending = false;
      void this.#build();
    });
  }

  /**
   * The element's language: its `lang` attribute, else its nearest ancestor's (the page's
   * `<html lang>`), matched to a language the page has (i18n/index.ts); else English.
   */
  get language(): Lang {
    const tag = this.getAttribute("lang") ?? this.closest("[lang]")?.getAttribute("lang") ?? "";
    return matchLang(tag) ?? "en";
  }

  async #build(): Promise<void> {
    const ticket = ++this.#built;
    let engine: Engine;
    try {
      let tr: Translator;
      [engine, , tr] = await Promise.all([sharedEngine(), this.#styles, translator(this.language).catch(() => ENGLISH)]);
      this.#tr = tr;
    } catch (e) {
      if (ticket === this.#built) this.#fail(this.#tr.t("element.no-engine", { error: errorText(this.#tr, e) }));
      return;
    }
    if (ticket !== this.#built || !this.isConnected) return;
    this.#play?.game.free();
    this.#play = null;
    this.#viewer?.dispose();
    this.#viewer = null;
    this.#puzzle?.dispose();
    this.#puzzle = null;
    let puzzle: Awaited<ReturnType<typeof elementPuzzle>>;
    try {
      puzzle = await elementPuzzle(this, engine, () => readVariant(this, engine));
    } catch (e) {
      if (ticket === this.#built) this.#fail(errorText(this.#tr, e));
      return;
    }
    if (ticket !== this.#built || !this.isConnected) return;
    if (puzzle !== null) {
      this.#view?.dispose();
      this.#view = null;
      this.#puzzle = new PuzzleWidget(this.#box, engine, puzzle.variant, puzzle.puzzle, this.#tr, new URL(".", SITE));
      this.setAttribute("data-ready", "");
      this.removeAttribute("data-error");
      return;
    }
    const source = pdnSource(this);
    if (source !== null) {
      await this.#buildViewer(engine, source, ticket);
      return;
    }
    let game: Game;
    let o: Options;
    try {
      o = readOptions(this, engine);
      game = startGame(engine, o);
    } catch (e) {
      this.#fail(errorText(this.#tr, e));
      return;
    }
    if (o.mode === "view") for (let i = o.moves.length; i > o.ply; i--) game.undo();
    const play = new PlayController(game, this.#tr);
    this.#play = play;
    this.#options = o;
    this.#flipped = o.flipped;
    this.#layout(o, play);
    this.#moved();
    this.setAttribute("data-ready", "");
    this.removeAttribute("data-error");
  }

  /** A whole annotated game: read by the engine, shown with its moves under the board. */
  async #buildViewer(engine: Engine, source: NonNullable<ReturnType<typeof pdnSource>>, ticket: number): Promise<void> {
    let viewer: PdnViewer;
    try {
      const tr = this.#tr;
      const text = await pdnText(source, tr);
      if (ticket !== this.#built || !this.isConnected) return;
      const variant = readVariant(this, engine);
      const flip = this.getAttribute("flip");
      this.#view?.dispose();
      this.#view = null;
      viewer = new PdnViewer(this.#box, engine, text, variant, flip !== null && flip !== "false" && flip !== "no", tr);
    } catch (e) {
      if (ticket === this.#built) this.#fail(errorText(this.#tr, e));
      return;
    }
    this.#viewer = viewer;
    this.setAttribute("data-ready", "");
    this.removeAttribute("data-error");
  }

  #fail(text: string): void {
    this.#teardown();
    const p = document.createElement("p");
    p.className = "od-error";
    p.setAttribute("role", "alert");
    p.textContent = this.#tr.t("element.cannot-show", { error: text });
    this.#box.replaceChildren(p);
    this.setAttribute("data-error", text);
    this.removeAttribute("data-ready");
  }

  /** The board, the status line and the buttons of the mode. */
  #layout(o: Options, play: PlayController): void {
    const host = document.createElement("div");
    const status = document.createElement("p");
    status.className = "od-status";
    status.setAttribute("role", "status");
    status.setAttribute("aria-live", "polite");
    const controls = document.createElement("div");
    controls.className = "od-controls";
    controls.setAttribute("role", "group");
    const tr = this.#tr;
    controls.setAttribute("aria-label", tr.t(o.mode === "view" ? "element.step-label" : "element.controls-label"));
    const open = document.createElement("a");
    open.className = "od-open";
    open.target = "_blank";
    open.rel = "noopener";
    open.textContent = tr.t("element.open");
    const foot = document.createElement("div");
    foot.className = "od-foot";
    foot.append(open);
    this.#box.replaceChildren(host, status, controls, foot);
    this.#box.dataset["mode"] = o.mode;
    this.#status = status;
    this.#controls = controls;
    this.#open = open;
    this.#view?.dispose();
    this.#view = new BoardView(host, {
      onSquare: (name) => this.#onSquare(name),
      onBackground: () => {
        if (this.#play?.deselect()) this.#render();
      },
      ...dragCallbacks(
        play,
        () => this.#options?.mode === "play",
        (name) => this.#onSquare(name),
        () => this.#render(),
      ),
    }, tr);
  }

  #onSquare(name: string): void {
    const play = this.#play;
    if (play === null) return;
    if (this.#options?.mode === "view") {
      play.say(this.#tr.t("element.view-only"));
      this.#render();
      return;
    }
    const r = play.click(name);
    if (r.kind === "played") this.#moved(r.played);
    else this.#render();
  }

  /** The game changed (a move played, undone, stepped through): redraw, and tell the page. */
  #moved(played?: Played): void {
    this.#render(played);
    const s = this.#play?.state;
    if (s !== undefined) this.dispatchEvent(new CustomEvent("change", { detail: { fen: s.fen, history: [...s.history] } }));
  }

  /** View mode: steps `n` moves forward (negative: back). */
  #step(n: number): void {
    const play = this.#play;
    if (play === null) return;
    const game = play.game;
    const before = play.state;
    if (n === 1) {
      if (!game.redo()) return;
      const after = play.refresh();
      this.#moved(after.lastMove === null ? undefined : { move: after.lastMove, before, fromStep: 0 });
      return;
    }
    if (n > 0) while (game.redo());
    else for (let i = 0; i < -n && game.undo(); i++);
    play.refresh();
    this.#moved();
  }

  #render(played?: Played): void {
    const p = this.#play;
    const o = this.#options;
    const view = this.#view;
    if (p === null || o === null || view === null) return;
    const s = p.state;
    view.render(p.board(o.variant.colorNames, this.#flipped, o.mode === "play"), played);
    this.#renderStatus(s, o, p);
    this.#renderControls(s, o);
    const url = new URL(SITE);
    url.searchParams.set("variant", o.variant.id);
    url.searchParams.set("fen", s.fen);
    if (this.#open !== null) this.#open.href = url.href;
  }

  #renderStatus(s: GameState, o: Options, p: PlayController): void {
    const status = this.#status;
    if (status === null) return;
    const tr = this.#tr;
    const parts: (string | Node)[] = [];
    const said = capitalise(saidText(tr, s.message));
    if (o.mode === "view") {
      const n = s.history.length;
      const total = n + this.#redoCount();
      const last = s.history[n - 1];
      const mover: Color = s.turn === "south" ? "north" : "south";
      // numbered as a move list numbers them: "Move 1 of 4: Black 23-19"
      const offset = plyOffset(s);
      const moves = numberedMoves(total, offset);
      parts.push(n === 0 ? tr.t("element.start", { n: moves }) : tr.t("element.move-of", { number: moveNumberAt(n, offset), n: moves, side: sideName(tr, o.variant.colorNames, mover), move: last ?? "" }));
      if (s.result !== null) parts.push(` — ${said}`);
    } else {
      // the choices follow as buttons
      parts.push(p.promotion !== null ? tr.t("element.choose-promotion") : (p.message ?? said));
    }
    status.replaceChildren(...parts);
    const promotion = p.promotion;
    if (promotion !== null) {
      const row = document.createElement("span");
      row.className = "od-promote";
      for (const m of promotion) {
        const kind = kindName(tr, m.promotion ?? "king");
        row.append(button(promotionName(tr, m), tr.t("element.promote-to", { kind }), () => this.#playMove(p.choose(m))));
      }
      row.append(button(tr.t("element.cancel"), tr.t("element.cancel-label"), () => {
        p.cancelPromotion();
        this.#render();
      }));
      status.append(" ", row);
    }
  }

  /** How many moves can be redone (view mode: how far the game goes on). */
  #redoCount(): number {
    const o = this.#options;
    const s = this.#play?.state;
    if (o === null || s === undefined) return 0;
    return Math.max(0, o.moves.length - s.history.length);
  }

  #renderControls(s: GameState, o: Options): void {
    const c = this.#controls;
    if (c === null) return;
    const focused = this.#root.activeElement instanceof HTMLButtonElement ? this.#root.activeElement.dataset["action"] : undefined;
    const t = (key: Parameters<Translator["t"]>[0]) => this.#tr.t(key);
    const items: [string, string, string, boolean, () => void][] =
      o.mode === "view"
        ? [
            ["first", "⏮", t("element.first"), s.canUndo, () => this.#step(-Infinity)],
            ["back", "◀", t("element.back"), s.canUndo, () => this.#step(-1)],
            ["forward", "▶", t("element.forward"), s.canRedo, () => this.#step(1)],
            ["last", "⏭", t("element.last"), s.canRedo, () => this.#step(Infinity)],
            ["flip", "⇅", t("element.flip-label"), true, () => this.#flip()],
          ]
        : [
            ["undo", t("element.undo"), t("element.undo-label"), s.canUndo, () => this.#undo()],
            ["redo", t("element.redo"), t("element.redo-label"), s.canRedo, () => this.#redo()],
            ["restart", t("element.restart"), t("element.restart-label"), true, () => void this.#build()],
            ["flip", t("element.flip"), t("element.flip-label"), true, () => this.#flip()],
          ];
    const pass = o.mode === "play" ? s.moves.find((m) => m.path.length === 0) : undefined;
    if (pass !== undefined) items.unshift(["pass", t("element.pass"), t("element.pass-label"), true, () => this.#playMove(this.#play?.play(pass) ?? null)]);
    const buttons = items.map(([action, text, label, enabled, f]) => {
      const b = button(text, label, f, o.mode === "view" ? action : undefined);
      b.dataset["action"] = action;
      b.disabled = !enabled;
      if (o.mode === "view") b.classList.add("od-step");
      return b;
    });
    c.replaceChildren(...buttons);
    if (focused !== undefined) {
      const again = buttons.find((b) => b.dataset["action"] === focused && !b.disabled);
      (again ?? buttons.find((b) => !b.disabled))?.focus();
    }
  }

  /** After the controller played a move (or refused it, saying why). */
  #playMove(done: MovePlayed | null): void {
    if (done !== null) this.#moved(done.played);
    else this.#render();
  }

  #undo(): void {
    const play = this.#play;
    if (play?.game.undo()) {
      play.refresh();
      this.#moved();
    }
  }

  #redo(): void {
    const play = this.#play;
    if (play === null) return;
    const before = play.state;
    if (!play.game.redo()) return;
    const after = play.refresh();
    this.#moved(after.lastMove === null ? undefined : { move: after.lastMove, before, fromStep: 0 });
  }

  #flip(): void {
    this.#flipped = !this.#flipped;
    this.#play?.deselect();
    this.#render();
  }
}

if (customElements.get("omni-draughts") === undefined) customElements.define("omni-draughts", OmniDraughts);
