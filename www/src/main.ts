// The page: loads the engine, opens the game named in the address, and wires
// the board view, the move input and the side panel together. Two people play
// on the same screen (hot-seat), or one plays the computer, whose searches run
// in a Web Worker (computer.ts, worker.ts) so that the page never freezes.

import { Computer, type ThinkOptions, type ThinkResult, type Thought } from "./computer.js";
import { Engine, errorMessage, type Color, type Game, type GameState, type LegalMove, type Level, type VariantInfo } from "./engine.js";
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

/** Who plays: two people on this screen, or one person against the computer. */
interface Players {
  opponent: "human" | "computer";
  /** The side the person plays against the computer. */
  human: Color;
  /** The computer's level (`levels()`). */
  level: number;
}

/**
 * What the worker is asked: the computer's move, a hint for the side to move,
 * a short evaluation after a move, or whether the computer takes a draw.
 */
type JobKind = "move" | "hint" | "eval" | "draw";

interface Job {
  kind: JobKind;
  id: number;
  /** The position it was asked about (the page's count of changes). */
  epoch: number;
  /** The side to move there: the score is theirs. */
  turn: Color;
  started: number;
}

/** An evaluation: the score and any forced win, for south. */
interface Evaluation {
  south: number;
  winIn: number | null;
  depth: number;
  /** The position it is for; older ones are drawn faded. */
  epoch: number;
}

/** The computer's move is shown no sooner than this after the move before it (the animation plays first). */
const COMPUTER_PAUSE_MS = 450;
/** The short search after each move when "Evaluate every move" is on. */
const EVAL_MS = 200;
/** The computer's search before it answers a draw offer. */
const DRAW_MS = 300;
/** The computer accepts a draw when the person is at least this much better (hundredths of a man). */
const DRAW_ACCEPT = 30;

const other = (c: Color): Color => (c === "south" ? "north" : "south");

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
  thinking: byId("thinking", HTMLSpanElement),
  players: byId("players", HTMLParagraphElement),
  hint: byId("hint", HTMLButtonElement),
  hintText: byId("hint-text", HTMLParagraphElement),
  evalToggle: byId("eval-toggle", HTMLInputElement),
  evalBox: byId("eval", HTMLDivElement),
  evalBottom: byId("eval-bottom", HTMLSpanElement),
  evalTop: byId("eval-top", HTMLSpanElement),
  evalWho: byId("eval-who", HTMLSpanElement),
  evalLeft: byId("eval-left", HTMLSpanElement),
  evalRight: byId("eval-right", HTMLSpanElement),
  evalNumber: byId("eval-number", HTMLSpanElement),
  evalWords: byId("eval-words", HTMLSpanElement),
  evalBusy: byId("eval-busy", HTMLSpanElement),
  newGameDialog: byId("new-game-dialog", HTMLDialogElement),
  ngVariant: byId("ng-variant", HTMLSelectElement),
  ngHuman: byId("ng-opponent-human", HTMLInputElement),
  ngComputer: byId("ng-opponent-computer", HTMLInputElement),
  ngComputerBox: byId("ng-computer", HTMLFieldSetElement),
  ngSouth: byId("ng-side-south", HTMLInputElement),
  ngNorth: byId("ng-side-north", HTMLInputElement),
  ngSouthName: byId("ng-side-south-name", HTMLSpanElement),
  ngNorthName: byId("ng-side-north-name", HTMLSpanElement),
  ngSouthChip: byId("ng-side-south-chip", HTMLSpanElement),
  ngNorthChip: byId("ng-side-north-chip", HTMLSpanElement),
  ngLevel: byId("ng-level", HTMLSelectElement),
  ngCancel: byId("ng-cancel", HTMLButtonElement),
  ngStart: byId("ng-start", HTMLButtonElement),
};

const KIND_NAMES: Record<string, string> = { king: "King", bishop: "Bishop", camel: "Camel", man: "Man" };

class App {
  readonly #engine: Engine;
  readonly #input = new MoveInput();
  readonly #view: BoardView;
  readonly #computer: Computer;
  #variant: VariantInfo;
  #game: Game;
  #state: GameState;
  /** The position the game started from; null: the game's own start. */
  #startFen: string | null;
  #players: Players;
  /** The seed given in the address (?seed=): the computer's choices repeat. */
  readonly #seedParam: number | null;
  /** This game's seed: each of the computer's moves uses it plus the ply. */
  #seed: number;
  #flipped = false;
  /** Counts the changes of position: an answer about an older one is dropped. */
  #epoch = 0;
  /** The search under way (or the computer's move waiting to be shown). */
  #job: Job | null = null;
  /** The move the Hint button found for this position. */
  #hintMove: LegalMove | null = null;
  #eval: Evaluation | null = null;
  /** "Evaluate every move": a short search after each move. */
  #evalEvery = false;
  /** "White played 11-15.": the status line starts with it after a move. */
  #played: string | null = null;
  /** A message that replaces the engine's status line until the next change. */
  #message: string | null = null;
  #resignTimer: number | undefined;
  /** The moves the promotion dialog offers while it is open. */
  #promotionMoves: LegalMove[] | null = null;
  /** The square to give the focus back to when the dialog is cancelled. */
  #promotionFocus: string | null = null;

  constructor(engine: Engine, variant: VariantInfo, game: Game, startFen: string | null, players: Players, seed: number | null) {
    this.#engine = engine;
    this.#computer = new Computer(engine.wasmModule);
    this.#variant = variant;
    this.#game = game;
    this.#startFen = startFen;
    this.#players = players;
    this.#seedParam = seed;
    this.#seed = seed ?? randomSeed();
    this.#flipped = players.opponent === "computer" && players.human === "north";
    ui.flip.setAttribute("aria-pressed", String(this.#flipped));
    // a browser may have restored the box as it was left
    this.#evalEvery = ui.evalToggle.checked;
    this.#state = game.state();
    this.#view = new BoardView(ui.board, {
      onSquare: (name) => this.#onSquare(name),
      onBackground: () => {
        if (this.#input.selected !== null) {
          this.#input.clear();
          this.#message = null;
          this.#render();
        }
      },
      onDragStart: (from) => {
        if (this.#computerToMove()) return false;
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
    if (this.#computerToMove()) {
      this.#message = `${this.#variant.colorNames[this.#state.turn]} is the computer: wait for its move.`;
      this.#render();
      return;
    }
    const shown = this.#input.prefix.length; // the clicks so far already show the piece on its way
    this.#apply(this.#input.click(name), shown);
  }

  #apply(action: InputAction, shown = 0): void {
    switch (action.kind) {
      case "select":
        this.#message = action.hint;
        this.#render();
        return;
      case "message":
        this.#message = action.text;
        this.#render();
        return;
      case "explain": {
        let why = "";
        try {
          why = this.#game.explain(action.from, action.to);
        } catch (e) {
          why = errorMessage(e);
        }
        this.#message = capitalise(why !== "" ? why : (action.fallback ?? this.#state.message));
        this.#render();
        return;
      }
      case "play": {
        const fromStep = shown > 1 ? shown - 1 : 0;
        this.#play(action.move, fromStep);
        return;
      }
      case "promote":
        this.#message = `Choose what the piece becomes: ${action.moves.map((m) => kindName(m)).join(", ")}.`;
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
    this.#message = "Promotion cancelled: nothing was played.";
    this.#render();
    const back = this.#promotionFocus;
    this.#promotionFocus = null;
    if (back !== null) this.#view.focusSquare(back);
  }

  /** Plays a move (the person's, or the computer's with `byComputer`). */
  #play(move: LegalMove, fromStep = 0, byComputer = false): void {
    this.#disarmResign();
    const before = this.#state;
    const mover = this.#sideName(before.turn);
    try {
      // a move that shares its path with others (a promotion choice), or a
      // pass (no path), is played by its text
      const text = move.promotion !== undefined || move.path.length === 0 ? this.#game.playText(move.text) : this.#game.play(move.path);
      this.#refresh({ move, before, fromStep }, byComputer);
      // the computer played the move its search found: a forced win is a ply nearer
      const e = this.#eval;
      if (byComputer && e !== null && e.winIn !== null) e.winIn = Math.sign(e.winIn) * Math.max(0, Math.abs(e.winIn) - 1);
      const did = move.path.length === 0 ? `${mover} passed.` : `${mover} played ${text}.`;
      this.#played = this.#state.result === null ? did : null;
      this.#renderPanel();
    } catch (e) {
      this.#message = capitalise(errorMessage(e));
      this.#render();
    }
  }

  // ---- the computer -----------------------------------------------------------

  #isComputerGame(): boolean {
    return this.#players.opponent === "computer";
  }

  /** True when it is the computer's turn in a game still going on. */
  #computerToMove(): boolean {
    return this.#isComputerGame() && this.#state.result === null && this.#state.turn !== this.#players.human;
  }

  /** "White", or "Black (computer)" for the computer's side. */
  #sideName(c: Color): string {
    const name = this.#variant.colorNames[c];
    return this.#isComputerGame() && c !== this.#players.human ? `${name} (computer)` : name;
  }

  #levelInfo(level = this.#players.level): Level | undefined {
    return this.#engine.levels().find((l) => l.level === level);
  }

  /** After each change of position: starts what the worker should do now, if anything. */
  #think(): void {
    const s = this.#state;
    if (s.result !== null || this.#job !== null) return;
    if (this.#computerToMove()) this.#startJob("move");
    else if (this.#isComputerGame() && s.drawOffer === this.#players.human) this.#startJob("draw");
    else if (this.#evalEvery && this.#eval?.epoch !== this.#epoch) this.#startJob("eval");
  }

  #startJob(kind: JobKind): void {
    const s = this.#state;
    const levels = this.#engine.levels();
    const strongest = levels[levels.length - 1]?.level;
    let options: ThinkOptions;
    switch (kind) {
      case "move":
        options = { level: this.#players.level, seed: (this.#seed + s.history.length) % 0x7fffffff };
        break;
      case "hint":
        options = strongest !== undefined ? { level: strongest } : { movetime: 1000 };
        break;
      case "draw":
        options = { level: this.#players.level, movetime: DRAW_MS, seed: this.#seed };
        break;
      case "eval":
        options = { movetime: EVAL_MS };
        break;
    }
    // the worker replays the game from where it started, so that it knows the history
    const fen = s.startFen !== undefined ? s.startFen : this.#startFen;
    const { id, result } = this.#computer.think({ variant: this.#variant.id, fen, moves: s.history }, options);
    const job: Job = { kind, id, epoch: this.#epoch, turn: s.turn, started: performance.now() };
    this.#job = job;
    this.#renderPanel();
    void result.then((r) => this.#onThought(job, r));
  }

  /** Stops the search under way: the worker is terminated, any answer dropped. */
  #stopThinking(): void {
    this.#job = null;
    this.#computer.cancel();
  }

  #onThought(job: Job, r: ThinkResult): void {
    if (this.#job !== job || job.epoch !== this.#epoch) return; // about an older position
    if (!r.ok) {
      this.#job = null;
      if (!r.cancelled) {
        this.#message =
          job.kind === "move"
            ? `The computer could not move (${r.message}). Undo or start a new game to try again.`
            : `The computer could not help (${r.message}).`;
      }
      this.#renderPanel();
      return;
    }
    const t = r.thought;
    this.#setEval(t, job);
    switch (job.kind) {
      case "move": {
        const best = t.best;
        if (best === null) {
          this.#job = null;
          this.#message = "The computer found no move.";
          this.#renderPanel();
          return;
        }
        // let the move before it finish its animation
        const wait = job.started + this.#pause() - performance.now();
        const go = () => {
          if (this.#job !== job || job.epoch !== this.#epoch) return;
          this.#job = null;
          this.#play(best, 0, true);
        };
        if (wait > 0) window.setTimeout(go, wait);
        else go();
        return;
      }
      case "hint": {
        this.#job = null;
        this.#hintMove = t.best;
        this.#message = t.best === null ? "No move to suggest." : `Hint: ${t.best.text}.`;
        this.#render();
        return;
      }
      case "draw": {
        this.#job = null;
        // the person is to move: the score is theirs
        const accept = t.score >= DRAW_ACCEPT || (t.winIn !== null && t.winIn > 0);
        try {
          if (accept) this.#game.acceptDraw();
          else this.#game.declineDraw();
          this.#refresh(undefined, true);
          if (!accept) this.#message = "The computer declines the draw. Play on.";
          this.#renderPanel();
        } catch (e) {
          this.#message = capitalise(errorMessage(e));
          this.#render();
        }
        return;
      }
      case "eval":
        this.#job = null;
        this.#renderPanel();
        return;
    }
  }

  #pause(): number {
    return matchMedia("(prefers-reduced-motion: reduce)").matches ? 150 : COMPUTER_PAUSE_MS;
  }

  #setEval(t: Thought, job: Job): void {
    const sign = job.turn === "south" ? 1 : -1;
    this.#eval = { south: t.score * sign, winIn: t.winIn === null ? null : t.winIn * sign, depth: t.depth, epoch: job.epoch };
  }

  #askHint(): void {
    const s = this.#state;
    if (s.result !== null || this.#computerToMove() || this.#job?.kind === "hint") return;
    this.#stopThinking(); // an evaluation under way: the hint's search gives one too
    this.#message = null;
    this.#startJob("hint");
  }

  #run(what: () => void): void {
    this.#disarmResign();
    try {
      what();
      this.#message = null;
      this.#refresh();
    } catch (e) {
      this.#message = capitalise(errorMessage(e));
      this.#render();
    }
  }

  /** A new game from the start position; the address keeps the game and the players, and drops any position. */
  #newGame(variant: VariantInfo = this.#variant, players: Players = this.#players): void {
    this.#disarmResign();
    let game: Game;
    try {
      game = this.#engine.newGame(variant.id);
    } catch (e) {
      this.#message = `Could not start ${variant.name}: ${errorMessage(e)}`;
      this.#render();
      return;
    }
    this.#stopThinking();
    this.#game.free();
    this.#game = game;
    this.#variant = variant;
    this.#startFen = null;
    this.#eval = null;
    this.#seed = this.#seedParam ?? randomSeed();
    const changed = players.opponent !== this.#players.opponent || players.human !== this.#players.human;
    this.#players = players;
    // against the computer the person's pieces start at the bottom
    if (changed || players.opponent === "computer") {
      this.#flipped = players.opponent === "computer" && players.human === "north";
      ui.flip.setAttribute("aria-pressed", String(this.#flipped));
    }
    const url = new URL(window.location.href);
    url.searchParams.set("variant", variant.id);
    url.searchParams.delete("fen");
    if (players.opponent === "computer") {
      url.searchParams.set("vs", "computer");
      url.searchParams.set("you", players.human);
      url.searchParams.set("level", String(players.level));
    } else {
      for (const k of ["vs", "you", "level"]) url.searchParams.delete(k);
    }
    window.history.replaceState(null, "", url);
    this.#message = null;
    this.#refresh();
  }

  /**
   * How many moves Undo takes back: one, or against the computer as many as
   * it takes to reach the person's turn again (the computer's reply and the
   * person's move; just the person's move while the computer thinks).
   */
  #undoCount(): number {
    const s = this.#state;
    if (!s.canUndo) return 0;
    if (!this.#isComputerGame()) return 1;
    const k = s.history.length;
    const own = this.#players.human === s.startTurn ? 0 : 1; // the parity of the person's plies
    for (let j = k - 1; j >= 0; j--) if (j % 2 === own) return k - j;
    return 0;
  }

  #undo(): void {
    this.#run(() => {
      const n = this.#undoCount();
      if (n === 0) throw new Error("nothing to undo");
      for (let i = 0; i < n; i++) if (!this.#game.undo()) break;
    });
  }

  #redo(): void {
    this.#run(() => {
      if (!this.#game.redo()) throw new Error("nothing to redo");
      // against the computer: on to the person's next turn
      if (this.#isComputerGame()) {
        for (let i = 0; i < 2; i++) {
          const s = this.#game.state();
          if (s.result !== null || s.turn === this.#players.human || !this.#game.redo()) break;
        }
      }
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
    ui.newGame.addEventListener("click", () => this.#openNewGame());
    ui.resultNew.addEventListener("click", () => this.#newGame());
    ui.hint.addEventListener("click", () => this.#askHint());
    ui.evalToggle.addEventListener("change", () => {
      this.#evalEvery = ui.evalToggle.checked;
      if (!this.#evalEvery && this.#job?.kind === "eval") this.#stopThinking();
      this.#think();
      this.#renderPanel();
    });
    this.#wireNewGame();
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
      const pass = this.#computerToMove() ? undefined : this.#state.moves.find((m) => m.path.length === 0);
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
      if (ui.rulesDialog.open || ui.promotion.open || ui.newGameDialog.open) return;
      const mod = e.ctrlKey || e.metaKey;
      if (e.key === "Escape" && this.#input.selected !== null) {
        this.#input.clear();
        this.#message = null;
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

  /**
   * The new-game dialog: the game, the opponent (another person, or the
   * computer: which side the person plays and the computer's level).
   * Esc, Cancel or a click outside closes it and nothing changes.
   */
  #wireNewGame(): void {
    const dialog = ui.newGameDialog;
    ui.ngVariant.addEventListener("change", () => this.#syncNewGame());
    for (const r of [ui.ngHuman, ui.ngComputer]) r.addEventListener("change", () => this.#syncNewGame());
    ui.ngCancel.addEventListener("click", () => dialog.close());
    ui.ngStart.addEventListener("click", () => {
      const variant = this.#engine.variant(ui.ngVariant.value) ?? this.#variant;
      const players: Players = {
        opponent: ui.ngComputer.checked ? "computer" : "human",
        human: ui.ngNorth.checked ? "north" : "south",
        level: Number(ui.ngLevel.value) || this.#players.level,
      };
      dialog.close();
      ui.notice.hidden = true;
      this.#newGame(variant, players);
    });
    dialog.addEventListener("click", (e) => {
      // a click on the backdrop hits the dialog element itself, outside its box
      if (e.target !== dialog || e.detail === 0) return;
      const r = dialog.getBoundingClientRect();
      const inside = e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
      if (!inside) dialog.close();
    });
    dialog.addEventListener("close", () => ui.newGame.focus());
  }

  #openNewGame(): void {
    const dialog = ui.newGameDialog;
    if (dialog.open) return;
    ui.ngVariant.value = this.#variant.id;
    const p = this.#players;
    ui.ngHuman.checked = p.opponent === "human";
    ui.ngComputer.checked = p.opponent === "computer";
    ui.ngSouth.checked = p.human === "south";
    ui.ngNorth.checked = p.human === "north";
    ui.ngLevel.value = String(p.level);
    this.#syncNewGame();
    dialog.showModal();
    ui.ngStart.focus();
  }

  /** The side names of the game chosen in the dialog; the computer's choices only count against it. */
  #syncNewGame(): void {
    const v = this.#engine.variant(ui.ngVariant.value) ?? this.#variant;
    for (const c of ["south", "north"] as const) {
      const name = c === "south" ? ui.ngSouthName : ui.ngNorthName;
      const chip = c === "south" ? ui.ngSouthChip : ui.ngNorthChip;
      name.textContent = v.firstTurn === c ? `${v.colorNames[c]} (moves first)` : v.colorNames[c];
      chip.className = `piece-chip palette-${paletteName(v.colorNames, c)}`;
    }
    ui.ngComputerBox.disabled = !ui.ngComputer.checked;
  }

  #fillVariants(): void {
    const option = (value: string, text: string) => {
      const o = document.createElement("option");
      o.value = value;
      o.textContent = text;
      return o;
    };
    ui.variant.replaceChildren(...this.#engine.variants().map((v) => option(v.id, v.name)));
    ui.ngVariant.replaceChildren(...this.#engine.variants().map((v) => option(v.id, v.name)));
    ui.ngLevel.replaceChildren(...this.#engine.levels().map((l) => option(String(l.level), `${l.level} · ${l.name}`)));
  }

  // ---- drawing ----------------------------------------------------------------

  /**
   * Re-reads the state from the engine and redraws everything, after any
   * change: a search about the old position is stopped, the hint goes, and
   * the computer starts on its move if it is its turn. `keepEval`: the
   * evaluation holds for the new position too (the computer played the move
   * its search found).
   */
  #refresh(played?: Played, keepEval = false): void {
    this.#epoch++;
    this.#stopThinking();
    this.#hintMove = null;
    this.#played = null;
    this.#message = null;
    if (keepEval && this.#eval !== null) this.#eval.epoch = this.#epoch;
    this.#state = this.#game.state();
    this.#input.setState(this.#state);
    this.#render(played);
    this.#think();
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
        movable: this.#computerToMove() ? new Set<string>() : this.#input.movable(),
        progress: this.#input.progress(),
        hint: this.#hintMove,
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
    const job = this.#job;
    const activity =
      job === null || job.kind === "eval"
        ? null
        : job.kind === "move"
          ? `${this.#sideName(s.turn)} is thinking…`
          : job.kind === "hint"
            ? "Looking for a good move…"
            : "The computer is considering the draw offer…";
    const now = activity ?? s.message;
    ui.status.textContent = this.#message ?? (this.#played !== null ? `${this.#played} ${now}` : now);
    ui.thinking.hidden = activity === null;
    document.body.classList.toggle("thinking", activity !== null);
    this.#renderPlayers();
    this.#renderHint();
    this.#renderEval();
    ui.turnChip.className =
      s.result === null ? `turn-chip piece-chip palette-${paletteName(v.colorNames, s.turn)}` : "turn-chip piece-chip turn-over";

    ui.result.hidden = s.result === null;
    if (s.result !== null) ui.resultText.textContent = s.message;
    document.body.classList.toggle("game-over", s.result !== null);

    const offer = s.result === null ? s.drawOffer : null;
    ui.drawOffer.hidden = offer === null;
    // against the computer only the person offers, and the computer answers
    const computerAnswers = this.#isComputerGame() && offer === this.#players.human;
    ui.acceptDraw.hidden = ui.declineDraw.hidden = computerAnswers;
    if (offer !== null) {
      ui.drawOfferText.textContent = computerAnswers ? `${v.colorNames[offer]} offers a draw. The computer is thinking it over.` : `${v.colorNames[offer]} offers a draw.`;
    }

    // the computer passes by itself
    const pass = s.result === null && !this.#computerToMove() ? s.moves.find((m) => m.path.length === 0) : undefined;
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

    const computerTurn = this.#computerToMove();
    ui.undo.disabled = this.#undoCount() === 0;
    ui.redo.disabled = !s.canRedo;
    ui.offerDraw.disabled = s.result !== null || s.drawOffer !== null || computerTurn;
    ui.resign.disabled = s.result !== null || computerTurn;
    if (s.result !== null) this.#disarmResign();

    this.#renderMoves(s.history, s.firstTurn, s.startTurn);
  }

  /** Against the computer: who plays which side, and the level. */
  #renderPlayers(): void {
    const p = this.#players;
    ui.players.hidden = p.opponent !== "computer";
    if (p.opponent !== "computer") return;
    const names = this.#variant.colorNames;
    const level = this.#levelInfo();
    ui.players.textContent = `You play ${names[p.human]} against the computer (${names[other(p.human)]}${level !== undefined ? `, level ${level.level}: ${level.name}` : ""}).`;
  }

  #renderHint(): void {
    const s = this.#state;
    const job = this.#job;
    ui.hint.disabled = s.result !== null || this.#computerToMove() || job?.kind === "hint" || this.#hintMove !== null;
    ui.hint.setAttribute("aria-busy", String(job?.kind === "hint"));
    const h = this.#hintMove;
    ui.hintText.hidden = h === null;
    if (h !== null) ui.hintText.textContent = `Hint for ${this.#variant.colorNames[s.turn]}: ${h.path.length === 0 ? "pass" : h.text}`;
  }

  /**
   * The evaluation, for the player at the bottom of the board: a bar split in
   * the two sides' colours, a number in men (+1.00: a man up) and words.
   */
  #renderEval(): void {
    const e = this.#eval;
    const names = this.#variant.colorNames;
    const bottom: Color = this.#flipped ? "north" : "south";
    const top = other(bottom);
    const busy = this.#job?.kind === "eval";
    ui.evalBox.hidden = e === null && !this.#evalEvery;
    ui.evalBusy.hidden = !busy;
    ui.evalBottom.className = `eval-side palette-${paletteName(names, bottom)}`;
    ui.evalTop.className = `eval-side palette-${paletteName(names, top)}`;
    ui.evalWho.textContent = `Evaluation for ${names[bottom]} (at the bottom): `;
    const you = (c: Color) => (this.#isComputerGame() && c === this.#players.human ? " (you)" : "");
    ui.evalLeft.textContent = `${names[bottom]}${you(bottom)}`;
    ui.evalRight.textContent = `${names[top]}${you(top)}`;
    if (e === null) {
      ui.evalNumber.textContent = "…";
      ui.evalWords.textContent = busy ? "Evaluating…" : "Not evaluated yet";
      ui.evalBottom.style.width = "50%";
      ui.evalBox.classList.add("stale");
      ui.evalBox.removeAttribute("title");
      return;
    }
    const s = this.#state;
    if (s.result !== null) {
      // the game is over: the bar goes to the winner
      const w = s.result.winner;
      ui.evalNumber.textContent = w === null ? "Draw" : `${names[w]} won`;
      ui.evalWords.textContent = "";
      ui.evalBottom.style.width = w === null ? "50%" : w === bottom ? "100%" : "0%";
      ui.evalBox.classList.remove("stale");
      ui.evalBox.removeAttribute("title");
      return;
    }
    const sign = bottom === "south" ? 1 : -1;
    const v = e.south * sign;
    const win = e.winIn === null || e.winIn === 0 ? null : e.winIn * sign;
    let share: number;
    if (win !== null) {
      const moves = Math.ceil(Math.abs(win) / 2);
      const who = win > 0 ? names[bottom] : names[top];
      ui.evalNumber.textContent = `${win > 0 ? "Win" : "Loss"} in ${moves}`;
      ui.evalWords.textContent = `${who} wins in ${moves} ${moves === 1 ? "move" : "moves"}`;
      share = win > 0 ? 1 : 0;
    } else {
      const a = Math.abs(v);
      const who = v > 0 ? names[bottom] : names[top];
      ui.evalNumber.textContent = `${v > 0 ? "+" : v < 0 ? "−" : ""}${(a / 100).toFixed(2)}`;
      ui.evalWords.textContent =
        a < 20 ? "About even" : a < 60 ? `${who} is slightly better` : a < 150 ? `${who} is better` : `${who} is much better`;
      share = 0.5 + 0.5 * Math.tanh(v / 300);
    }
    ui.evalBottom.style.width = `${(share * 100).toFixed(1)}%`;
    const stale = e.epoch !== this.#epoch;
    ui.evalBox.classList.toggle("stale", stale);
    ui.evalBox.title = `In men, for ${names[bottom]}; searched ${e.depth} plies deep${stale ? ", before the last move" : ""}.`;
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

/** A fresh seed for a game's computer moves. */
function randomSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return (a[0] ?? 1) % 0x7fffffff;
}

/**
 * The players the address asks for: `?vs=computer` (else two people),
 * `&you=` the person's side (south, north, or its name: white, black, ...;
 * the side that moves first when absent), `&level=` 1 to 5.
 */
function playersFrom(params: URLSearchParams, variant: VariantInfo, levels: readonly Level[]): Players {
  const middle = levels[Math.floor((levels.length - 1) / 2)]?.level ?? 1;
  const want = Number(params.get("level"));
  const level = levels.some((l) => l.level === want) ? want : middle;
  const you = (params.get("you") ?? "").trim().toLowerCase();
  const names = variant.colorNames;
  const human: Color =
    you === "south" || you === names.south.toLowerCase() ? "south" : you === "north" || you === names.north.toLowerCase() ? "north" : variant.firstTurn;
  return { opponent: params.get("vs") === "computer" ? "computer" : "human", human, level };
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
  let startFen: string | null = null;
  if (fen !== null && fen.trim() !== "" && notice === null) {
    try {
      game = engine.newGame(variant.id, fen.trim());
      startFen = fen.trim();
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
  const seedText = params.get("seed");
  const seed = seedText !== null && /^\d{1,9}$/.test(seedText.trim()) ? Number(seedText.trim()) : null;
  new App(engine, variant, game, startFen, playersFrom(params, variant, engine.levels()), seed);
  document.body.classList.add("ready");
}

main().catch((e: unknown) => {
  console.error(e);
});
