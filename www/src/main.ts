// The page: loads the engine, opens the game named in the address, and wires
// the board view, the move input and the side panel together. Two people play
// on the same screen (hot-seat), or one plays the computer, whose searches run
// in a Web Worker (computer.ts, worker.ts) so that the page never freezes.

import { Computer, type ThinkOptions, type ThinkResult, type Thought } from "./computer.js";
import { Engine, errorMessage, type Color, type Game, type GameRecord, type GameState, type LegalMove, type Level, type PieceKind, type VariantInfo } from "./engine.js";
import { dragCallbacks, MoveInput, type InputAction } from "./input.js";
import { SetupBoard } from "./editor.js";
import { pieceIcon } from "./pieces.js";
import { DAMAGED_KEY, OTHER_KEY, readLegacyEnd, readStore, SAVE_KEY, writeStore } from "./saved.js";
import { wireSettings, wireSquareNumbers } from "./settings.js";
import { playSound } from "./sound.js";
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

/** The players' names (plain text, at most 60 characters), null when not given. */
interface Names {
  south: string | null;
  north: string | null;
}

/** A game ready to be shown: what the page needs besides the engine's game. */
interface Opening {
  variant: VariantInfo;
  game: Game;
  startFen: string | null;
  players: Players;
  seed: number | null;
  names: Names;
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
  notice: byId("notice", HTMLDivElement),
  noticeText: byId("notice-text", HTMLSpanElement),
  noticeAction: byId("notice-action", HTMLButtonElement),
  viewing: byId("viewing", HTMLDivElement),
  viewingText: byId("viewing-text", HTMLParagraphElement),
  viewingBack: byId("viewing-back", HTMLButtonElement),
  resultTitle: byId("result-title", HTMLHeadingElement),
  resultNewGame: byId("result-new-game", HTMLButtonElement),
  resultExport: byId("result-export", HTMLButtonElement),
  share: byId("share", HTMLButtonElement),
  shareBox: byId("share-box", HTMLDivElement),
  shareText: byId("share-text", HTMLParagraphElement),
  shareLink: byId("share-link", HTMLInputElement),
  shareClose: byId("share-close", HTMLButtonElement),
  recordOpen: byId("record-open", HTMLButtonElement),
  recordDialog: byId("record-dialog", HTMLDialogElement),
  pdnText: byId("pdn-text", HTMLTextAreaElement),
  pdnCopy: byId("pdn-copy", HTMLButtonElement),
  pdnDownload: byId("pdn-download", HTMLButtonElement),
  pdnOpen: byId("pdn-open", HTMLButtonElement),
  pdnFile: byId("pdn-file", HTMLInputElement),
  fenText: byId("fen-text", HTMLInputElement),
  fenCopy: byId("fen-copy", HTMLButtonElement),
  fenOpen: byId("fen-open", HTMLButtonElement),
  otherGame: byId("other-game", HTMLDivElement),
  otherGameText: byId("other-game-text", HTMLParagraphElement),
  otherGameOpen: byId("other-game-open", HTMLButtonElement),
  recordMessage: byId("record-message", HTMLParagraphElement),
  recordClose: byId("record-close", HTMLButtonElement),
  navFirst: byId("nav-first", HTMLButtonElement),
  navBack: byId("nav-back", HTMLButtonElement),
  navForward: byId("nav-forward", HTMLButtonElement),
  navLast: byId("nav-last", HTMLButtonElement),
  ngSouthNameLabel: byId("ng-south-name-label", HTMLSpanElement),
  ngNorthNameLabel: byId("ng-north-name-label", HTMLSpanElement),
  ngSouthNameInput: byId("ng-south-name", HTMLInputElement),
  ngNorthNameInput: byId("ng-north-name", HTMLInputElement),
  status: byId("status", HTMLParagraphElement),
  turnChip: byId("turn-chip", HTMLSpanElement),
  result: byId("result", HTMLElement),
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
  evalSouth: byId("eval-south", HTMLSpanElement),
  evalNorth: byId("eval-north", HTMLSpanElement),
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
  colours: byId("colours", HTMLSelectElement),
  soundToggle: byId("sound-toggle", HTMLInputElement),
  squareNumbers: byId("square-numbers", HTMLInputElement),
  editOpen: byId("edit-open", HTMLButtonElement),
  editor: byId("editor", HTMLElement),
  editorHelp: byId("editor-help", HTMLParagraphElement),
  editorPalette: byId("editor-palette", HTMLDivElement),
  editorTurnSouth: byId("editor-turn-south", HTMLInputElement),
  editorTurnNorth: byId("editor-turn-north", HTMLInputElement),
  editorTurnSouthName: byId("editor-turn-south-name", HTMLSpanElement),
  editorTurnNorthName: byId("editor-turn-north-name", HTMLSpanElement),
  editorTurnSouthChip: byId("editor-turn-south-chip", HTMLSpanElement),
  editorTurnNorthChip: byId("editor-turn-north-chip", HTMLSpanElement),
  editorClear: byId("editor-clear", HTMLButtonElement),
  editorStart: byId("editor-start", HTMLButtonElement),
  editorStatus: byId("editor-status", HTMLParagraphElement),
  editorCancel: byId("editor-cancel", HTMLButtonElement),
  editorPlay: byId("editor-play", HTMLButtonElement),
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
  #names: Names;
  /**
   * The move list is being stepped through: how many of the game's moves the
   * board shows (null: the game as it is now, where moves are made).
   */
  #viewPly: number | null = null;
  /** The position shown while stepping (replayed on a second game). */
  #viewState: GameState | null = null;
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
  /** The status line's question while Resign waits for its confirmation. */
  #resignAsk: string | null = null;
  /** The moves the promotion dialog offers while it is open. */
  #promotionMoves: LegalMove[] | null = null;
  /** The square to give the focus back to when the dialog is cancelled. */
  #promotionFocus: string | null = null;
  /** The text this tab last saved, or followed from another tab. */
  #saved: string | null = null;
  /** A game another tab saved that this one did not follow: kept aside should this tab save over it. */
  #foreign: string | null = null;
  /** The side that moves first in the game the new-game dialog shows. */
  #ngFirstOf: Color = "south";
  /** The position being set up ("Edit position"); null when playing. */
  #editor: SetupBoard | null = null;

  constructor(engine: Engine, opening: Opening, seedParam: number | null) {
    const { variant, game, startFen, players } = opening;
    this.#engine = engine;
    this.#computer = new Computer(engine.wasmModule);
    this.#variant = variant;
    this.#game = game;
    this.#startFen = startFen;
    this.#players = players;
    this.#names = opening.names;
    this.#seedParam = seedParam;
    this.#seed = opening.seed ?? seedParam ?? randomSeed();
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
      ...dragCallbacks(
        this.#input,
        () => this.#editor === null && !this.#computerToMove() && this.#viewPly === null,
        (name) => this.#onSquare(name),
        () => this.#render(),
      ),
    });
    this.#wire();
    this.#fillVariants();
    this.#refresh();
  }

  // ---- actions ------------------------------------------------------------

  #onSquare(name: string): void {
    if (this.#editor !== null) {
      this.#editSquare(name);
      return;
    }
    if (this.#refuseWhileViewing()) return;
    if (this.#computerToMove()) {
      this.#message = `${this.#variant.colorNames[this.#state.turn]} is the computer: wait for its move.`;
      this.#render();
      return;
    }
    const shown = this.#input.prefix.length; // the clicks so far already show the piece on its way
    this.#apply(this.#input.click(name), shown);
  }

  /** While an earlier position is shown, nothing is played: says so, and true. */
  #refuseWhileViewing(): boolean {
    if (this.#viewPly === null) return false;
    this.#message = "This is an earlier position: moves are made in the game as it is now. Press End or “Back to the game”.";
    this.#renderPanel();
    return true;
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
      const icon = pieceIcon(52, palette, move.promotion ?? "man", 0.36);
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
    if (!byComputer && this.#refuseWhileViewing()) return;
    this.#disarmResign();
    const before = this.#state;
    const mover = this.#sideName(before.turn);
    try {
      // a move that shares its path with others (a promotion choice), or a
      // pass (no path), is played by its text
      const text = move.promotion !== undefined || move.path.length === 0 ? this.#game.playText(move.text) : this.#game.play(move.path);
      this.#refresh({ move, before, fromStep }, byComputer);
      playSound(this.#state.result !== null ? "end" : move.captures.length > 0 ? "capture" : move.promotion !== undefined ? "promote" : "move");
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
    if (s.result !== null || this.#job !== null || this.#editor !== null) return;
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
    this.#viewPly = null;
    this.#viewState = null;
    try {
      what();
      this.#message = null;
      this.#refresh();
    } catch (e) {
      this.#message = capitalise(errorMessage(e));
      this.#render();
    }
  }

  /** A new game from the start position, with the same players unless told otherwise. */
  #newGame(variant: VariantInfo = this.#variant, players: Players = this.#players, names: Names = this.#names): void {
    let game: Game;
    try {
      game = this.#engine.newGame(variant.id);
    } catch (e) {
      this.#message = `Could not start ${variant.name}: ${errorMessage(e)}`;
      this.#render();
      return;
    }
    this.#install({ variant, game, startFen: null, players, seed: null, names });
  }

  /**
   * The same players in the game `v`: the person who moves first (or second)
   * here does so there too, whatever the sides are called.
   */
  #playersIn(v: VariantInfo): Players {
    const p = this.#players;
    const first = p.human === this.#variant.firstTurn;
    return { ...p, human: first ? v.firstTurn : other(v.firstTurn) };
  }

  /** Puts a game on the board in place of the current one (which is freed). */
  #install(o: Opening): void {
    this.#leaveEditor();
    this.#disarmResign();
    this.#stopThinking();
    if (o.game !== this.#game) this.#game.free();
    this.#game = o.game;
    this.#variant = o.variant;
    this.#startFen = o.startFen;
    this.#eval = null;
    this.#seed = o.seed ?? this.#seedParam ?? randomSeed();
    this.#names = o.names;
    const players = o.players;
    const changed = players.opponent !== this.#players.opponent || players.human !== this.#players.human;
    this.#players = players;
    // against the computer the person's pieces start at the bottom
    if (changed || players.opponent === "computer") {
      this.#flipped = players.opponent === "computer" && players.human === "north";
      ui.flip.setAttribute("aria-pressed", String(this.#flipped));
    }
    this.#viewPly = null;
    this.#viewState = null;
    this.#input.clear();
    ui.shareBox.hidden = true;
    this.#message = null;
    this.#refresh();
  }

  /** The game as the engine's link text holds it (share links, the saved game). */
  #record(): GameRecord {
    const p = this.#players;
    const level = (c: Color) => (p.opponent === "computer" && p.human !== c ? p.level : 0);
    return {
      variant: this.#variant.id,
      fen: this.#startFen,
      moves: [...this.#state.history],
      players: { south: level("south"), north: level("north") },
      southName: this.#names.south,
      northName: this.#names.north,
      seed: this.#seed,
      result: this.#state.ending ?? null,
    };
  }

  /** The game's link text; null when the engine refuses it (it should not). */
  #linkText(): string | null {
    try {
      return this.#engine.encodeLink(this.#record());
    } catch {
      return null;
    }
  }

  /**
   * Saves the game after every change, and keeps the address in step with
   * it (the game and the players; a shared game's fragment is dropped once
   * read, so that a reload shows the game as it is now).
   */
  #save(): void {
    const text = this.#linkText();
    if (text !== null && text !== this.#saved) {
      if (this.#foreign !== null) {
        // this tab plays on: the other tab's game is kept, not overwritten
        writeStore(OTHER_KEY, this.#foreign);
        this.#foreign = null;
        this.notice("Your game is saved here. The other tab's game is kept under PDN / FEN.");
      }
      if (writeStore(SAVE_KEY, text)) this.#saved = text;
    }
    const url = new URL(window.location.href);
    url.searchParams.set("variant", this.#variant.id);
    if (this.#startFen !== null) url.searchParams.set("fen", this.#startFen);
    else url.searchParams.delete("fen");
    const p = this.#players;
    if (p.opponent === "computer") {
      url.searchParams.set("vs", "computer");
      url.searchParams.set("you", p.human);
      url.searchParams.set("level", String(p.level));
    } else {
      for (const k of ["vs", "you", "level"]) url.searchParams.delete(k);
    }
    url.hash = "";
    if (url.href !== window.location.href) window.history.replaceState(null, "", url);
  }

  /** A second game: this one's start and its first `n` moves. */
  #replay(n: number): Game {
    const g = this.#engine.newGame(this.#variant.id, this.#startFen ?? undefined);
    try {
      for (const m of this.#state.history.slice(0, n)) g.playText(m);
    } catch (e) {
      g.free();
      throw e;
    }
    return g;
  }

  /** "American checkers, 12 moves". */
  #describe(): string {
    return recordSummary(this.#variant, this.#state.history.length);
  }

  /** Shows a message above the game, with a button when `action` is given. */
  notice(text: string, action?: { label: string; run: () => void }): void {
    ui.noticeText.textContent = text;
    ui.notice.hidden = false;
    ui.noticeAction.hidden = action === undefined;
    ui.noticeAction.onclick = null;
    if (action !== undefined) {
      ui.noticeAction.textContent = action.label;
      ui.noticeAction.onclick = () => {
        ui.notice.hidden = true;
        action.run();
      };
    }
  }

  /**
   * Opens the game of a share link (the fragment's text). The game in
   * progress is kept aside (unless the link's game simply goes on from it,
   * as when two people send a game back and forth) and can be brought back.
   * A link that cannot be read changes nothing and says what is wrong.
   */
  openLink(text: string, before = ""): boolean {
    const pre = before === "" ? "" : `${before} `;
    let o: Opening;
    try {
      o = openRecord(this.#engine, this.#engine.decodeLink(text), this.#players.level);
    } catch (e) {
      this.notice(`${pre}The game in this link could not be opened: ${errorMessage(e)}. This is your game as it was.`);
      this.#save();
      return false;
    }
    const kept = this.#goesOn(o) ? null : this.#keepOther();
    this.#install(o);
    const s = this.#state;
    const where = s.result !== null ? "the game is over" : `${this.#nameOf(s.turn)} to move`;
    const nth = s.history.length === 0 ? "" : `, after ${s.history.length} ${s.history.length === 1 ? "move" : "moves"}`;
    const text2 = `${pre}Shared game (${this.#variant.name}${nth}): ${where}.`;
    if (kept !== null) this.notice(`${text2} Your game (${kept}) is kept.`, { label: "Back to my game", run: () => this.#switchOther() });
    else this.notice(text2);
    return true;
  }

  /** Whether `o` is this game, perhaps with more moves: nothing of this one is lost by showing it. */
  #goesOn(o: Opening): boolean {
    const moves = this.#state.history;
    const next = o.game.state().history;
    return this.#variant.id === o.variant.id && this.#startFen === o.startFen && moves.length <= next.length && moves.every((m, i) => next[i] === m);
  }

  /**
   * Another tab saved `text` (the two share one saved game). A game that goes
   * on from this one is followed; any other is offered, and this tab's game
   * stays on the board: if it is played on, the other is kept aside (#save).
   */
  #fromOtherTab(text: string): void {
    let o: Opening;
    try {
      o = openRecord(this.#engine, this.#engine.decodeLink(text), this.#players.level);
    } catch {
      return; // not a game this page can read: the other tab says why
    }
    if (this.#goesOn(o)) {
      this.#foreign = null;
      this.#saved = text;
      if (ui.promotion.open) ui.promotion.close();
      this.#install(o);
      return;
    }
    const what = recordSummary(o.variant, o.game.state().history.length);
    o.game.free();
    this.#foreign = text;
    this.notice(`This game was changed in another tab (now ${what}). Play on here to keep yours, or load that one.`, {
      label: "Load it",
      run: () => {
        const other = this.#foreign;
        this.#foreign = null;
        if (other === null) return;
        try {
          o = openRecord(this.#engine, this.#engine.decodeLink(other), this.#players.level);
        } catch (e) {
          this.notice(`The other tab's game could not be opened: ${errorMessage(e)}.`);
          return;
        }
        const kept = this.#keepOther();
        this.#saved = other;
        this.#install(o);
        if (kept !== null) this.notice(`This is the other tab's game. Yours (${kept}) is kept under PDN / FEN.`);
      },
    });
  }

  /** Keeps the game in progress aside (when it has moves): what it was, or null. */
  #keepOther(): string | null {
    if (this.#state.history.length === 0 && this.#startFen === null) return null;
    const text = this.#linkText();
    if (text === null || !writeStore(OTHER_KEY, text)) return null;
    return this.#describe();
  }

  /** Brings back the game kept aside, keeping the one on the board aside in its place. */
  #switchOther(): void {
    const text = readStore(OTHER_KEY);
    if (text === null) return;
    let o: Opening;
    try {
      o = openRecord(this.#engine, this.#engine.decodeLink(text), this.#players.level);
    } catch (e) {
      writeStore(OTHER_KEY, null);
      this.notice(`The other game could not be opened: ${errorMessage(e)}.`);
      return;
    }
    const mine = this.#linkText();
    const was = this.#describe();
    writeStore(OTHER_KEY, mine);
    this.#install(o);
    this.notice(`This is your other game again. The one you left (${was}) is kept under PDN / FEN.`);
  }

  // ---- stepping through the moves ---------------------------------------------

  /** The position on the board: the game now, or an earlier one while stepping. */
  #shown(): GameState {
    return this.#viewState ?? this.#state;
  }

  /** How many of the game's moves the board shows. */
  #shownPly(): number {
    return this.#viewPly ?? this.#state.history.length;
  }

  /** Shows the position after `n` moves (the game now: n of the history's length, or null). */
  #showPly(n: number | null): void {
    const h = this.#state.history;
    const before = this.#shown();
    const from = this.#shownPly();
    const to = n === null ? h.length : Math.max(0, Math.min(h.length, n));
    if (to === from) return;
    if (to === h.length) {
      this.#viewPly = null;
      this.#viewState = null;
    } else {
      let g: Game | null = null;
      try {
        g = this.#replay(to);
        this.#viewState = g.state();
        this.#viewPly = to;
      } catch (e) {
        this.#message = `Could not show that position: ${errorMessage(e)}`;
      } finally {
        g?.free();
      }
    }
    this.#input.clear();
    this.#message = null;
    const shown = this.#shown();
    const played = this.#shownPly() === from + 1 && shown.lastMove !== null ? { move: shown.lastMove, before, fromStep: 0 } : undefined;
    this.#render(played);
  }

  /** "3... 23-19": a move as the list numbers it (`ply` counts from 1). */
  #moveLabel(ply: number): string {
    const s = this.#state;
    const offset = s.startTurn === s.firstTurn ? 0 : 1;
    const i = ply - 1 + offset;
    const num = Math.floor(i / 2) + 1;
    return `${num}${i % 2 === 0 ? "." : "..."} ${s.history[ply - 1] ?? ""}`;
  }

  // ---- share links and records -----------------------------------------------

  /** A link whose fragment holds the game: copied, and shown to copy by hand. */
  #share(): void {
    const text = this.#linkText();
    if (text === null) {
      this.#message = "This game could not be written as a link.";
      this.#renderPanel();
      return;
    }
    const url = new URL(window.location.href);
    url.search = "";
    url.hash = text;
    const link = url.href;
    const s = this.#state;
    const next = s.result === null ? `${this.#nameOf(s.turn)} to move` : "the game is over";
    ui.shareLink.value = link;
    ui.shareBox.hidden = false;
    ui.shareText.textContent = "Copying the link…";
    void copyText(link).then((copied) => {
      if (ui.shareLink.value !== link) return;
      ui.shareText.textContent = copied
        ? `Link copied. Send it: it opens this game, ${next}. The other player moves and sends a link back.`
        : `Copy this link and send it: it opens this game, ${next}.`;
      if (!copied) {
        ui.shareLink.focus();
        ui.shareLink.select();
      }
    });
  }

  /** The game as PDN, with the players' names when they were given. */
  #pdn(): string {
    let text = this.#game.pdn();
    const v = this.#variant;
    for (const c of ["south", "north"] as const) {
      const name = this.#names[c];
      const tag = v.colorNames[c];
      if (name === null || (tag !== "White" && tag !== "Black")) continue;
      const value = name.replace(/[\\"]/g, (ch) => `\\${ch}`);
      text = text.replace(`[${tag} "?"]`, () => `[${tag} "${value}"]`);
    }
    return text;
  }

  #openRecord(): void {
    const dialog = ui.recordDialog;
    if (dialog.open) return;
    ui.pdnText.value = this.#pdn();
    ui.fenText.value = this.#shown().fen;
    ui.recordMessage.textContent = "";
    const other = readStore(OTHER_KEY);
    let otherText: string | null = null;
    if (other !== null) {
      try {
        const r = this.#engine.decodeLink(other);
        const n = r.moves?.length ?? 0;
        otherText = `Your other game: ${this.#engine.variant(r.variant)?.name ?? r.variant}, ${n} ${n === 1 ? "move" : "moves"}.`;
      } catch {
        otherText = null;
      }
    }
    ui.otherGame.hidden = otherText === null;
    ui.otherGameText.textContent = otherText ?? "";
    dialog.showModal();
    ui.pdnText.focus();
    ui.pdnText.setSelectionRange(0, 0);
    ui.pdnText.scrollTop = 0;
  }

  #recordSay(text: string): void {
    ui.recordMessage.textContent = text;
  }

  /** Opens the first game of a PDN text (its GameType, else this game's variant). */
  #openPdn(text: string): void {
    if (text.trim() === "") {
      this.#recordSay("Paste a game in PDN first, or choose a file.");
      return;
    }
    let o: Opening;
    try {
      o = openRecord(this.#engine, this.#engine.importPdn(text, this.#variant.id), this.#players.level);
    } catch (e) {
      this.#recordSay(`Could not open this PDN: ${errorMessage(e)}`);
      return;
    }
    ui.recordDialog.close();
    ui.notice.hidden = true;
    this.#install(o);
    this.notice(`Opened the PDN: ${this.#describe()}.`);
  }

  /** Sets up a position given as FEN, in this game, the players as they are. */
  #openFen(text: string): void {
    const fen = text.trim();
    if (fen === "") {
      this.#recordSay("Paste a position (FEN) first.");
      return;
    }
    let o: Opening;
    try {
      o = this.#fromPosition(fen);
    } catch (e) {
      this.#recordSay(`Could not set up this position: ${errorMessage(e)}`);
      return;
    }
    ui.recordDialog.close();
    ui.notice.hidden = true;
    this.#install(o);
  }

  /**
   * A new game of this game from the position `fen`, the players as they
   * are (the FEN box, the position editor); throws with what the engine
   * refuses.
   */
  #fromPosition(fen: string): Opening {
    const game = this.#engine.newGame(this.#variant.id, fen);
    return { variant: this.#variant, game, startFen: game.fen(), players: this.#players, seed: null, names: this.#names };
  }

  // ---- the position editor ------------------------------------------------------

  /**
   * "Edit position": the board shows the position on it (the game now, or
   * the earlier position being looked at), to change square
   * by square with the pieces of the palette; "Play from here" starts a new
   * game there (as a FEN pasted in the PDN / FEN box does), "Cancel" goes
   * back to the game as it was. The engine writes the FEN and says what is
   * wrong with a position; the game in progress is not touched until then.
   */
  #openEditor(): void {
    if (this.#editor !== null) return;
    this.#disarmResign();
    this.#stopThinking();
    this.#input.clear();
    ui.shareBox.hidden = true;
    const editor = new SetupBoard(this.#variant, this.#shown());
    this.#editor = editor;
    const v = this.#variant;
    ui.editorHelp.textContent = v.stacks
      ? "Pick a checker, then tap squares: on an empty square it starts a stack, on a stack it goes on top (a king under it becomes a man: only a stack's top can be a king). The eraser takes the top checker off."
      : "Pick a piece, then tap squares to put it there; tap it again with the same piece, or with the eraser, to take it off.";
    ui.editorHelp.textContent += " Keyboard: Tab to the board, arrow keys, Enter.";
    this.#fillPalette();
    for (const c of ["south", "north"] as const) {
      const name = c === "south" ? ui.editorTurnSouthName : ui.editorTurnNorthName;
      const chip = c === "south" ? ui.editorTurnSouthChip : ui.editorTurnNorthChip;
      name.textContent = v.colorNames[c];
      chip.className = `piece-chip palette-${paletteName(v.colorNames, c)}`;
    }
    ui.editor.hidden = false;
    document.body.classList.add("editing");
    ui.editOpen.setAttribute("aria-expanded", "true");
    this.#checkSetup("");
    this.#render();
    ui.editorPalette.querySelector<HTMLButtonElement>('[aria-pressed="true"]')?.focus();
  }

  /** Leaves the editor (nothing is played); the caller redraws. */
  #leaveEditor(): boolean {
    if (this.#editor === null) return false;
    this.#editor = null;
    ui.editor.hidden = true;
    document.body.classList.remove("editing");
    ui.editOpen.setAttribute("aria-expanded", "false");
    return true;
  }

  #cancelEditor(): void {
    if (!this.#leaveEditor()) return;
    this.#render();
    this.#think();
    ui.editOpen.focus();
  }

  /** One palette button per side and kind of piece of this game, and the eraser. */
  #fillPalette(): void {
    const editor = this.#editor;
    if (editor === null) return;
    const v = editor.variant;
    const theme = readTheme(ui.board);
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
        this.#renderEditor();
      });
      return b;
    };
    const rows: HTMLElement[] = [];
    for (const color of ["south", "north"] as const) {
      const row = document.createElement("div");
      row.className = "editor-side";
      row.setAttribute("role", "group");
      row.setAttribute("aria-label", `${v.colorNames[color]} pieces`);
      for (const kind of v.pieces) {
        const b = button(KIND_NAMES[kind] ?? kind, { color, kind });
        b.setAttribute("aria-label", `${v.colorNames[color]} ${kind}`);
        b.title = `${v.colorNames[color]} ${kind}`;
        row.append(b);
      }
      rows.push(row);
    }
    const erase = button("Eraser", "erase");
    erase.title = v.stacks ? "Take the top checker off" : "Take a piece off";
    erase.classList.add("editor-eraser");
    rows[rows.length - 1]?.append(erase);
    ui.editorPalette.replaceChildren(...rows);
  }

  #editSquare(name: string): void {
    const editor = this.#editor;
    if (editor === null) return;
    const did = editor.apply(name, editor.variant.colorNames);
    this.#checkSetup(did);
    this.#render();
  }

  /**
   * Asks the engine about the position set up: its FEN, or what is wrong
   * with it; and, when it is a position, whether the game is already over
   * there (such a position is played from like any other: the game starts
   * over, and says why). `did`: what the last change was, said first.
   */
  #checkSetup(did: string): string | null {
    const editor = this.#editor;
    if (editor === null) return null;
    const v = editor.variant;
    let fen: string;
    let words: string;
    let ok = true;
    try {
      fen = this.#engine.compose(v.id, editor.turn, editor.placements());
      // a game with a side that has no pieces would be over before it starts: not a position to play from
      const empty = editor.emptySides().map((c) => v.colorNames[c]);
      if (empty.length === 2) throw new Error("the board is empty: put on pieces of both sides");
      if (empty.length === 1) throw new Error(`${empty[0]} has no pieces: put at least one on the board`);
      const g = this.#engine.newGame(v.id, fen);
      try {
        const s = g.state();
        words = s.result !== null ? `The game is already over in this position: ${s.message}. You can still play from here.` : `Ready: ${s.message}.`;
      } finally {
        g.free();
      }
    } catch (e) {
      fen = "";
      ok = false;
      words = `Not a position to play from: ${errorMessage(e)}.`;
    }
    ui.editorStatus.textContent = did === "" ? words : `${did} ${words}`;
    ui.editorStatus.classList.toggle("error", !ok);
    return ok ? fen : null;
  }

  #playFromEditor(): void {
    const fen = this.#checkSetup("");
    if (fen === null) return; // the status says what is wrong; the editor stays
    let o: Opening;
    try {
      o = this.#fromPosition(fen);
    } catch (e) {
      ui.editorStatus.textContent = `Could not start from this position: ${errorMessage(e)}.`;
      ui.editorStatus.classList.add("error");
      return;
    }
    ui.notice.hidden = true;
    this.#install(o);
    this.#view.focusSquare(this.#state.moves[0]?.path[0] ?? "");
  }

  /** The palette's pressed button and the side to move, as the editor has them. */
  #renderEditor(): void {
    const editor = this.#editor;
    if (editor === null) return;
    const tool = editor.tool;
    const id = tool === "erase" ? "erase" : `${tool.color} ${tool.kind}`;
    for (const b of ui.editorPalette.querySelectorAll<HTMLButtonElement>("button")) b.setAttribute("aria-pressed", String(b.dataset["tool"] === id));
    ui.editorTurnSouth.checked = editor.turn === "south";
    ui.editorTurnNorth.checked = editor.turn === "north";
  }

  #wireEditor(): void {
    ui.editOpen.addEventListener("click", () => this.#openEditor());
    ui.editorCancel.addEventListener("click", () => this.#cancelEditor());
    ui.editorPlay.addEventListener("click", () => this.#playFromEditor());
    for (const r of [ui.editorTurnSouth, ui.editorTurnNorth]) {
      r.addEventListener("change", () => {
        const editor = this.#editor;
        if (editor === null || !r.checked) return;
        editor.turn = r === ui.editorTurnSouth ? "south" : "north";
        this.#checkSetup("");
        this.#render();
      });
    }
    ui.editorClear.addEventListener("click", () => {
      const editor = this.#editor;
      if (editor === null) return;
      editor.clear();
      this.#checkSetup("Cleared the board.");
      this.#render();
    });
    ui.editorStart.addEventListener("click", () => {
      const editor = this.#editor;
      if (editor === null) return;
      let g: Game | null = null;
      try {
        g = this.#engine.newGame(editor.variant.id);
        const s = g.state();
        editor.load(s.squares, s.turn);
        this.#checkSetup(`The start position of ${editor.variant.name}.`);
      } catch (e) {
        ui.editorStatus.textContent = `Could not set up the start position: ${errorMessage(e)}.`;
      } finally {
        g?.free();
      }
      this.#render();
    });
  }

  #download(): void {
    const text = ui.pdnText.value;
    const blob = new Blob([text], { type: "application/x-chess-pdn" });
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    const day = new Date().toISOString().slice(0, 10);
    a.href = url;
    a.download = `${this.#variant.id}-${day}.pdn`;
    a.hidden = true;
    document.body.append(a);
    a.click();
    a.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    this.#recordSay(`Downloaded ${a.download}.`);
  }

  #copyField(field: HTMLInputElement | HTMLTextAreaElement, what: string): void {
    void copyText(field.value).then((ok) => {
      if (ok) {
        this.#recordSay(`${what} copied.`);
      } else {
        field.focus();
        field.select();
        this.#recordSay(`${what} is selected: copy it (Ctrl+C, or ⌘C).`);
      }
    });
  }

  #wireRecord(): void {
    const dialog = ui.recordDialog;
    ui.recordOpen.addEventListener("click", () => this.#openRecord());
    ui.resultExport.addEventListener("click", () => this.#openRecord());
    ui.recordClose.addEventListener("click", () => dialog.close());
    ui.pdnCopy.addEventListener("click", () => this.#copyField(ui.pdnText, "The PDN"));
    ui.fenCopy.addEventListener("click", () => this.#copyField(ui.fenText, "The FEN"));
    ui.pdnDownload.addEventListener("click", () => this.#download());
    ui.pdnOpen.addEventListener("click", () => this.#openPdn(ui.pdnText.value));
    ui.fenOpen.addEventListener("click", () => this.#openFen(ui.fenText.value));
    ui.fenText.addEventListener("keydown", (e) => {
      if (e.key === "Enter") this.#openFen(ui.fenText.value);
    });
    ui.otherGameOpen.addEventListener("click", () => {
      dialog.close();
      this.#switchOther();
    });
    ui.pdnFile.addEventListener("change", () => {
      const file = ui.pdnFile.files?.[0];
      ui.pdnFile.value = "";
      if (file === undefined) return;
      if (file.size > 2_000_000) {
        this.#recordSay(`${file.name} is too big for a game record (${Math.round(file.size / 1024)} KB).`);
        return;
      }
      file.text().then(
        (text) => {
          ui.pdnText.value = text;
          this.#openPdn(text);
        },
        (e: unknown) => this.#recordSay(`Could not read ${file.name}: ${errorMessage(e)}`),
      );
    });
    dialog.addEventListener("click", (e) => {
      if (e.target !== dialog || e.detail === 0) return;
      const r = dialog.getBoundingClientRect();
      if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) dialog.close();
    });
    dialog.addEventListener("close", () => ui.recordOpen.focus());
    ui.share.addEventListener("click", () => this.#share());
    ui.shareClose.addEventListener("click", () => {
      ui.shareBox.hidden = true;
      ui.share.focus();
    });
    ui.shareLink.addEventListener("focus", () => ui.shareLink.select());
    // the move list: Home, arrows, End; a click on a move
    ui.moves.addEventListener("keydown", (e) => {
      const n = this.#shownPly();
      const to = e.key === "Home" ? 0 : e.key === "End" ? null : e.key === "ArrowLeft" || e.key === "ArrowUp" ? n - 1 : e.key === "ArrowRight" || e.key === "ArrowDown" ? n + 1 : undefined;
      if (to === undefined) return;
      e.preventDefault();
      this.#showPly(to);
    });
    ui.moves.addEventListener("click", (e) => {
      const t = e.target instanceof Element ? e.target.closest<HTMLElement>("[data-ply]") : null;
      if (t === null) return;
      this.#showPly(Number(t.dataset["ply"]));
      ui.moves.focus({ preventScroll: true });
    });
    ui.navFirst.addEventListener("click", () => this.#showPly(0));
    ui.navBack.addEventListener("click", () => this.#showPly(this.#shownPly() - 1));
    ui.navForward.addEventListener("click", () => this.#showPly(this.#shownPly() + 1));
    ui.navLast.addEventListener("click", () => this.#showPly(null));
    ui.viewingBack.addEventListener("click", () => this.#showPly(null));
    window.addEventListener("storage", (e) => {
      if (e.key === SAVE_KEY && e.newValue !== null && e.newValue !== this.#saved) this.#fromOtherTab(e.newValue);
    });
    window.addEventListener("hashchange", () => {
      const text = window.location.hash.replace(/^#/, "");
      if (text !== "") this.openLink(text);
    });
  }

  /** "Black", or "Black (Ann)" when the player gave a name. */
  #nameOf(c: Color): string {
    const name = this.#names[c];
    return name === null ? this.#variant.colorNames[c] : `${this.#variant.colorNames[c]} (${name})`;
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

  /** Puts the Resign button back at rest; the status line drops its question. */
  #disarmResign(): void {
    window.clearTimeout(this.#resignTimer);
    this.#resignTimer = undefined;
    ui.resign.classList.remove("armed");
    ui.resign.textContent = "Resign";
    const asked = this.#resignAsk;
    this.#resignAsk = null;
    if (asked !== null && this.#message === asked) {
      this.#message = null;
      this.#renderPanel();
    }
  }

  /**
   * Resign asks first: the button (its place kept, a label that fits) says
   * "Yes, resign", and the status line says who resigns; a second press
   * within four seconds resigns, anything else (or the time) cancels.
   */
  #resign(): void {
    if (this.#resignTimer === undefined) {
      const who = this.#variant.colorNames[this.#state.turn];
      ui.resign.classList.add("armed");
      ui.resign.textContent = "Yes, resign";
      this.#resignAsk = `${who} resigns if you press “Yes, resign” again. Anything else cancels.`;
      this.#message = this.#resignAsk;
      this.#resignTimer = window.setTimeout(() => this.#disarmResign(), 4000);
      this.#renderPanel();
      return;
    }
    this.#run(() => this.#game.resign());
  }

  // ---- wiring ---------------------------------------------------------------

  #wire(): void {
    ui.newGame.addEventListener("click", () => this.#openNewGame());
    ui.resultNew.addEventListener("click", () => this.#newGame());
    ui.resultNewGame.addEventListener("click", () => this.#openNewGame());
    this.#wireRecord();
    wireSettings(ui.colours, ui.soundToggle, () => this.#view.restyle());
    wireSquareNumbers(ui.squareNumbers, (on) => (this.#view.squareNumbers = on));
    this.#wireEditor();
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
    // a click anywhere else cancels a resignation waiting for its confirmation
    document.addEventListener("click", (e) => {
      if (this.#resignTimer !== undefined && !(e.target instanceof Node && ui.resign.contains(e.target))) this.#disarmResign();
    });
    ui.variant.addEventListener("change", () => {
      const v = this.#engine.variant(ui.variant.value);
      if (v === undefined) return;
      ui.notice.hidden = true;
      // while a position is set up, the editor goes on in the game chosen
      const editing = this.#editor !== null;
      // the game in progress is kept aside, as when the address names another game
      const kept = this.#keepOther();
      this.#newGame(v, this.#playersIn(v));
      if (kept !== null) this.notice(`Your game (${kept}) is kept.`, { label: "Back to my game", run: () => this.#switchOther() });
      if (editing) this.#openEditor();
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
      if (ui.rulesDialog.open || ui.promotion.open || ui.newGameDialog.open || ui.recordDialog.open || this.#editor !== null) return;
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
      } else if (e.key === "End" && !e.defaultPrevented && this.#viewPly !== null && !(t instanceof Node && ui.board.contains(t))) {
        // back to the game from anywhere but the board (where End moves along a row)
        e.preventDefault();
        this.#showPly(null);
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
    // another game keeps the choice "you move first" (or second): the side follows the game
    const dialogVariant = () => this.#engine.variant(ui.ngVariant.value) ?? this.#variant;
    const movesFirst = () => (ui.ngNorth.checked ? "north" : "south") === this.#ngFirstOf;
    ui.ngVariant.addEventListener("change", () => {
      const first = movesFirst();
      const v = dialogVariant();
      const side = first ? v.firstTurn : other(v.firstTurn);
      ui.ngSouth.checked = side === "south";
      ui.ngNorth.checked = side === "north";
      this.#ngFirstOf = v.firstTurn;
      this.#syncNewGame();
    });
    for (const r of [ui.ngHuman, ui.ngComputer]) r.addEventListener("change", () => this.#syncNewGame());
    ui.ngCancel.addEventListener("click", () => dialog.close());
    ui.ngStart.addEventListener("click", () => {
      const variant = this.#engine.variant(ui.ngVariant.value) ?? this.#variant;
      const players: Players = {
        opponent: ui.ngComputer.checked ? "computer" : "human",
        human: ui.ngNorth.checked ? "north" : "south",
        level: Number(ui.ngLevel.value) || this.#players.level,
      };
      const name = (input: HTMLInputElement) => {
        const t = input.value.trim().slice(0, 60);
        return t === "" ? null : t;
      };
      dialog.close();
      ui.notice.hidden = true;
      this.#newGame(variant, players, { south: name(ui.ngSouthNameInput), north: name(ui.ngNorthNameInput) });
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
    this.#ngFirstOf = this.#variant.firstTurn;
    ui.ngSouthNameInput.value = this.#names.south ?? "";
    ui.ngNorthNameInput.value = this.#names.north ?? "";
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
    ui.ngSouthNameLabel.textContent = v.colorNames.south;
    ui.ngNorthNameLabel.textContent = v.colorNames.north;
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
    // stepping through the moves: a move taken back hides what came after it
    if (this.#viewPly !== null && this.#viewPly >= this.#state.history.length) {
      this.#viewPly = null;
      this.#viewState = null;
    }
    this.#save();
    this.#render(this.#viewPly === null ? played : undefined);
    this.#think();
  }

  #render(played?: Played): void {
    const v = this.#viewState;
    const editor = this.#editor;
    if (editor !== null) {
      this.#view.render({
        state: editor.shown(this.#state),
        colorNames: this.#variant.colorNames,
        flipped: this.#flipped,
        prefix: [],
        targets: new Map(),
        movable: new Set<string>(),
        progress: null,
        hint: null,
      });
      ui.board.classList.remove("viewing");
      ui.board.classList.add("editing");
      this.#renderEditor();
      this.#renderPanel();
      return;
    }
    ui.board.classList.remove("editing");
    this.#view.render(
      v !== null
        ? // an earlier position, to look at only
          { state: v, colorNames: this.#variant.colorNames, flipped: this.#flipped, prefix: [], targets: new Map(), movable: new Set<string>(), progress: null, hint: null }
        : {
            state: this.#state,
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
    ui.board.classList.toggle("viewing", v !== null);
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
    // the game over, the result box says how, once
    const now = activity ?? (s.result !== null ? "Game over." : s.message);
    ui.status.textContent = this.#message ?? this.#viewingStatus() ?? (this.#played !== null ? `${this.#played} ${now}` : now);
    ui.thinking.hidden = activity === null;
    document.body.classList.toggle("thinking", activity !== null);
    this.#renderPlayers();
    this.#renderHint();
    this.#renderEval();
    // the side to move in the position shown
    const chip = this.#viewState ?? s;
    ui.turnChip.className =
      chip.result === null ? `turn-chip piece-chip palette-${paletteName(v.colorNames, chip.turn)}` : "turn-chip turn-over";

    ui.result.hidden = s.result === null;
    if (s.result !== null) {
      const w = s.result.winner;
      ui.resultTitle.textContent =
        w === null
          ? "Draw"
          : this.#isComputerGame()
            ? w === this.#players.human
              ? "You win"
              : "The computer wins"
            : `${this.#nameOf(w)} wins`;
      ui.resultText.textContent = resultReason(s.result.reason);
    }
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
    const pass = s.result === null && !this.#computerToMove() && this.#viewPly === null ? s.moves.find((m) => m.path.length === 0) : undefined;
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
    this.#renderViewing();
  }

  /** The status line while an earlier position is shown (null: the game now is shown). */
  #viewingStatus(): string | null {
    const ply = this.#viewPly;
    if (ply === null) return null;
    const where = ply === 0 ? "the start position" : `the position after ${this.#moveLabel(ply)}`;
    const turn = this.#viewState?.turn;
    const toMove = turn === undefined ? "" : ` (${this.#variant.colorNames[turn]} to move)`;
    return `Viewing ${where}${toMove}, not the game now: press End or “Back to the game” to return to it.`;
  }

  /** The state of stepping through the moves: the banner and the arrows. */
  #renderViewing(): void {
    const ply = this.#viewPly;
    const total = this.#state.history.length;
    ui.viewing.hidden = ply === null;
    if (ply !== null) {
      // the status line says which position this is
      ui.viewingText.textContent = ply === 0 ? `Start position; the game has ${total} ${total === 1 ? "move" : "moves"}.` : `Move ${ply} of ${total}.`;
    }
    const at = this.#shownPly();
    ui.navFirst.disabled = ui.navBack.disabled = at === 0;
    ui.navForward.disabled = ui.navLast.disabled = ply === null;
  }

  /** Against the computer: who plays which side, and the level. */
  #renderPlayers(): void {
    const p = this.#players;
    const named = this.#names.south !== null || this.#names.north !== null;
    ui.players.hidden = p.opponent !== "computer" && !named;
    const names = this.#variant.colorNames;
    if (p.opponent !== "computer") {
      // names come from links and saved games: shown as text, never as markup
      if (named) ui.players.textContent = `${this.#nameOf("south")} and ${this.#nameOf("north")}`;
      return;
    }
    const level = this.#levelInfo();
    ui.players.textContent = `You play ${this.#nameOf(p.human)} against the computer (${names[other(p.human)]}${level !== undefined ? `, level ${level.level}: ${level.name}` : ""}).`;
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
   * The evaluation, from the point of view of the first-named side (White;
   * Gold in Coronet), whatever the board's orientation: a bar split in the
   * two sides' colours, a number in men (+1.00: that side a man up; "#3" and
   * "#−3": a forced win in 3 moves for it or for the other side) and words
   * naming who stands better. The game over, it is not shown: the result says it.
   */
  #renderEval(): void {
    const e = this.#eval;
    const names = this.#variant.colorNames;
    const busy = this.#job?.kind === "eval";
    ui.evalBox.hidden = (e === null && !this.#evalEvery) || this.#state.result !== null;
    ui.evalBusy.hidden = !busy;
    ui.evalSouth.className = `eval-side palette-${paletteName(names, "south")}`;
    ui.evalNorth.className = `eval-side palette-${paletteName(names, "north")}`;
    ui.evalWho.textContent = `Evaluation for ${names.south}: `;
    const you = (c: Color) => (this.#isComputerGame() && c === this.#players.human ? " (you)" : "");
    ui.evalLeft.textContent = `${names.south}${you("south")}`;
    ui.evalRight.textContent = `${names.north}${you("north")}`;
    if (e === null) {
      ui.evalNumber.textContent = "…";
      ui.evalWords.textContent = busy ? "Evaluating…" : "Not evaluated yet";
      ui.evalSouth.style.width = "50%";
      ui.evalBox.classList.add("stale");
      ui.evalBox.removeAttribute("title");
      return;
    }
    const v = e.south;
    const win = e.winIn === null || e.winIn === 0 ? null : e.winIn;
    let share: number;
    if (win !== null) {
      const moves = Math.ceil(Math.abs(win) / 2);
      ui.evalNumber.textContent = `#${win > 0 ? "" : "−"}${moves}`;
      ui.evalWords.textContent = `${win > 0 ? names.south : names.north} wins in ${moves} ${moves === 1 ? "move" : "moves"}`;
      share = win > 0 ? 1 : 0;
    } else {
      const a = Math.abs(v);
      const who = v > 0 ? names.south : names.north;
      ui.evalNumber.textContent = `${v > 0 ? "+" : v < 0 ? "−" : ""}${(a / 100).toFixed(2)}`;
      ui.evalWords.textContent =
        a < 20 ? "About even" : a < 60 ? `${who} is slightly better` : a < 150 ? `${who} is better` : `${who} is much better`;
      share = 0.5 + 0.5 * Math.tanh(v / 300);
    }
    ui.evalSouth.style.width = `${(share * 100).toFixed(1)}%`;
    const stale = e.epoch !== this.#epoch;
    ui.evalBox.classList.toggle("stale", stale);
    ui.evalBox.title = `In men, for ${names.south} (+: ${names.south} is better, −: ${names.north}); searched ${e.depth} plies deep${stale ? ", before the last move" : ""}.`;
  }

  /**
   * The move list: one numbered line per pair of moves, the game's first
   * player on the left. A game that started with the other player to move
   * begins "1. ... 23-19".
   */
  #renderMoves(history: readonly string[], firstTurn: Color, startTurn: Color): void {
    const items: HTMLLIElement[] = [];
    const offset = history.length === 0 || startTurn === firstTurn ? 0 : 1;
    const plies: (string | null)[] = offset === 0 ? [...history] : [null, ...history];
    // the move shown on the board (the last one played, or the one stepped to)
    const last = this.#shownPly() - 1 + offset;
    let current: HTMLElement | null = null;
    for (let i = 0; i < plies.length; i += 2) {
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
          mv.title = `${this.#variant.colorNames[firstTurn]} did not move here: the game started with ${this.#variant.colorNames[startTurn]} to move`;
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
            current = b;
          }
          b.textContent = text;
          li.append(" ", b);
        }
      }
      items.push(li);
    }
    ui.moves.replaceChildren(...items);
    ui.movesEmpty.hidden = history.length > 0;
    // the list scrolls inside its box (its heading stays): the move shown is kept in sight, without scrolling the page
    const list = ui.moves;
    const row = (current as HTMLElement | null)?.closest("li") ?? null;
    if (this.#viewPly === null || row === null) {
      list.scrollTop = list.scrollHeight;
    } else {
      const r = row.getBoundingClientRect();
      const b = list.getBoundingClientRect();
      if (r.top < b.top) list.scrollTop -= b.top - r.top;
      else if (r.bottom > b.bottom) list.scrollTop += r.bottom - b.bottom;
    }
  }
}

/** "American checkers, 12 moves" (or "no moves yet"). */
function recordSummary(variant: VariantInfo, moves: number): string {
  return `${variant.name}, ${moves === 0 ? "no moves yet" : `${moves} ${moves === 1 ? "move" : "moves"}`}`;
}

/**
 * Why a game ended, without who won (the result's title says that): the
 * engine's "Black wins: White resigned" is "White resigned.", "draw by
 * threefold repetition" "Threefold repetition.", "draw agreed" "Agreed by the players.".
 */
function resultReason(reason: string): string {
  const why = reason.trim().replace(/^draw agreed$/i, "agreed by the players").replace(/^[^:]* wins: |^draw(?: by|:) /i, "");
  return `${capitalise(why)}.`;
}

/** "King", "Bishop", "Camel": what a promotion move makes of the piece (its text if it says nothing). */
function kindName(m: LegalMove): string {
  return m.promotion === undefined ? m.text : (KIND_NAMES[m.promotion] ?? m.promotion);
}

/**
 * Puts text on the clipboard; false when the browser will not (no
 * permission, an insecure page, no answer): the caller selects it instead.
 */
async function copyText(text: string): Promise<boolean> {
  const clip = navigator.clipboard as Clipboard | undefined;
  if (clip === undefined) return false;
  let timer: number | undefined;
  try {
    await Promise.race([
      clip.writeText(text),
      new Promise((_, no) => {
        timer = window.setTimeout(() => no(new Error("the clipboard did not answer")), 1500);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    window.clearTimeout(timer);
  }
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

/**
 * What is wrong with the address's players (`level=9`, `you=purple`): the
 * values `playersFrom` could not use and put its own in place of, in words.
 */
function playersNotice(params: URLSearchParams, variant: VariantInfo, levels: readonly Level[], players: Players): string | null {
  const out: string[] = [];
  const quote = (v: string) => `“${v.length > 20 ? `${v.slice(0, 20)}…` : v}”`;
  const level = (params.get("level") ?? "").trim();
  if (level !== "" && !levels.some((l) => String(l.level) === level)) {
    const first = levels[0]?.level;
    const last = levels[levels.length - 1]?.level;
    const chosen = levels.find((l) => l.level === players.level);
    out.push(`There is no level ${/^\d{1,3}$/.test(level) ? level : quote(level)} (the levels are ${first} to ${last}), so the computer plays at level ${players.level}${chosen !== undefined ? `: ${chosen.name}` : ""}.`);
  }
  const you = (params.get("you") ?? "").trim();
  const names = variant.colorNames;
  if (you !== "" && !["south", "north", names.south.toLowerCase(), names.north.toLowerCase()].includes(you.toLowerCase())) {
    out.push(`${variant.name} has no side called ${quote(you)} (${names.south} or ${names.north}), so you play ${names[players.human]}.`);
  }
  return out.length > 0 ? out.join(" ") : null;
}

function capitalise(s: string): string {
  return s.length === 0 ? s : s[0]!.toUpperCase() + s.slice(1);
}

/**
 * A game record (a link, the saved game, a PDN import) as a game on the
 * board: the moves replayed on a new game. Throws with what is wrong.
 */
function openRecord(engine: Engine, rec: GameRecord, level: number): Opening {
  const variant = engine.variant(rec.variant);
  if (variant === undefined) throw new Error(`there is no game called “${rec.variant}” here`);
  const fen = rec.fen ?? null;
  const game = engine.replay(variant.id, fen ?? undefined, rec.moves ?? [], rec.result ?? null);
  const south = rec.players?.south ?? 0;
  const north = rec.players?.north ?? 0;
  const players: Players =
    north > 0
      ? { opponent: "computer", human: "south", level: north }
      : south > 0
        ? { opponent: "computer", human: "north", level: south }
        : { opponent: "human", human: variant.firstTurn, level };
  const seed = typeof rec.seed === "number" && Number.isSafeInteger(rec.seed) ? rec.seed % 0x7fffffff : null;
  return { variant, game, startFen: fen, players, seed, names: { south: rec.southName ?? null, north: rec.northName ?? null } };
}

/**
 * Whether the address asks for the saved game (or says nothing against it):
 * its game, its position and, when given, its players.
 */
function addressAgrees(params: URLSearchParams, saved: Opening, levels: readonly Level[]): boolean {
  const v = params.get("variant");
  if (v !== null && v !== "" && v !== saved.variant.id) return false;
  const fen = (params.get("fen") ?? "").trim();
  if (fen !== "" && fen !== (saved.startFen ?? "")) return false;
  if (params.has("vs")) {
    const asked = playersFrom(params, saved.variant, levels);
    const p = saved.players;
    if (asked.opponent !== p.opponent) return false;
    if (p.opponent === "computer" && ((params.has("you") && asked.human !== p.human) || (params.has("level") && asked.level !== p.level))) return false;
  }
  return true;
}

/** The game the address asks for (?variant=, &fen=, the players), and what was wrong with it. */
function addressGame(engine: Engine, params: URLSearchParams): { opening: Opening; notice: string | null } {
  const all = engine.variants();
  const first = all[0]!;
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
  const players = playersFrom(params, variant, engine.levels());
  return { opening: { variant, game, startFen, players, seed: null, names: { south: null, north: null } }, notice };
}

/**
 * The saved game, replayed. A game saved by an older page kept a resignation
 * or an agreed draw under a key of its own: read once, it becomes the
 * record's `result` at the next save.
 */
function savedGame(engine: Engine, text: string, level: number): Opening {
  const rec = engine.decodeLink(text);
  const legacy = rec.result == null ? readLegacyEnd(text) : null;
  if (legacy !== null) {
    try {
      const g = engine.replay(rec.variant, rec.fen ?? undefined, rec.moves ?? []);
      const turn = g.state().turn;
      g.free();
      rec.result = legacy === "draw" ? "draw-agreed" : `resign-${turn}`;
    } catch {
      // the game goes on
    }
  }
  return openRecord(engine, rec, level);
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
  if (engine.variants().length === 0) {
    ui.status.textContent = "The engine offers no games.";
    return;
  }
  const params = new URLSearchParams(window.location.search);
  const levels = engine.levels();
  const middle = levels[Math.floor((levels.length - 1) / 2)]?.level ?? 1;
  const link = window.location.hash.replace(/^#/, "");
  const notices: string[] = [];
  let otherKept: string | null = null;

  // The saved game comes back, unless the address asks for another game:
  // that one opens, and the saved game is kept aside. A share link's
  // fragment opens its game (App.openLink) over the saved one.
  let saved: Opening | null = null;
  const savedText = readStore(SAVE_KEY);
  if (savedText !== null) {
    try {
      saved = savedGame(engine, savedText, middle);
    } catch (e) {
      notices.push(`Your saved game could not be restored (${errorMessage(e)}), so a new game has started.`);
      writeStore(DAMAGED_KEY, savedText.slice(0, 200_000));
      writeStore(SAVE_KEY, null);
    }
  }
  let opening: Opening;
  if (saved !== null && (link !== "" || addressAgrees(params, saved, levels))) {
    opening = saved;
  } else {
    const asked = addressGame(engine, params);
    opening = asked.opening;
    if (asked.notice !== null) notices.push(asked.notice);
    if (saved !== null && savedText !== null) {
      const n = saved.game.state().history.length;
      if (n > 0 || saved.startFen !== null) {
        writeStore(OTHER_KEY, savedText);
        otherKept = `${saved.variant.name}, ${n} ${n === 1 ? "move" : "moves"}`;
      }
      saved.game.free();
    }
  }
  const badPlayers = playersNotice(params, opening.variant, levels, opening.players);
  if (badPlayers !== null) notices.push(badPlayers);
  ui.variant.disabled = false;
  const seedText = params.get("seed");
  const seed = seedText !== null && /^\d{1,9}$/.test(seedText.trim()) ? Number(seedText.trim()) : null;
  const app = new App(engine, opening, seed);
  if (otherKept !== null) {
    notices.push(`The address asks for a new game; your game in progress (${otherKept}) is kept.`);
    app.notice(notices.join(" "), { label: "Back to my game", run: () => ui.otherGameOpen.click() });
  } else if (notices.length > 0) {
    app.notice(notices.join(" "));
  }
  if (link !== "") app.openLink(link, notices.join(" "));
  document.body.classList.add("ready");
}

main().catch((e: unknown) => {
  console.error(e);
});
