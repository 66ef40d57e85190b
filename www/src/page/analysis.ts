// The analysis board: the owner of a move tree (tree.ts) entered from the game on the board or
// from an annotated PDN. Moves played here go into the tree as variations, never into the game;
// the engine's best lines for the position shown are searched in the worker, deepening, and
// can be played into the tree; a comment can be typed on any move; the tree is written out and
// read in as annotated PDN by the engine. The game review (review.ts) runs on the tree's main
// line. Leaving gives the board back to the game, untouched. No DOM: analysis-view.ts draws
// `snapshot()`.

import { type Color, type Engine, type Game, type GameState, type LegalMove, type VariantInfo } from "../engine/engine.js";
import { pageTranslator, t } from "../i18n/index.js";
import { capitalise, errorText } from "../i18n/words.js";
import { PlayController, type Played } from "../play/play.js";
import { isAnnotated, MoveTree, pathTo, stepKey, type MoveNode, type PdnGame } from "../play/tree.js";
import type { TreeSnapshot } from "../play/tree-view.js";
import type { BoardModel } from "../board/view.js";
import type { Analysis } from "../engine/computer.js";
import type { AnalysisJob, Analyser } from "./analysis-jobs.js";
import { GameReview, type ReviewSnapshot } from "./review.js";

/** What the analysis board draws. */
export interface AnalysisSnapshot {
  readonly variant: VariantInfo;
  readonly tree: TreeSnapshot;
  /** The position at the move shown. */
  readonly state: GameState;
  /** Whether the engine searches the position shown. */
  readonly engineOn: boolean;
  /** Its best lines for the position shown (null: none yet). */
  readonly lines: Analysis | null;
  /** A search is under way. */
  readonly thinking: boolean;
  /** The comment after the move shown. */
  readonly comment: string;
  readonly review: ReviewSnapshot;
  /** A message for the status line (an error, what was done). */
  readonly message: string | null;
  /** The tree as PDN, once exported; null until then. */
  readonly pdn: string | null;
  readonly flipped: boolean;
}

/** What the analysis board needs of the page. */
export interface AnalysisHost {
  readonly engine: Engine;
  readonly analyser: Analyser;
  readonly flipped: boolean;
  /** Draws the board; `played`: a move to animate. */
  board(model: BoardModel, played?: Played): void;
  /** Draws the analysis panel. */
  panel(snap: AnalysisSnapshot): void;
  /** Several moves share the path: ask which piece it makes (`choosePromotion` / `cancelPromotion`). */
  askPromotion(moves: LegalMove[], variant: VariantInfo, mover: Color): void;
  /** The board is given back to the game (or taken from it): the page pauses or resumes it. */
  toggled(open: boolean): void;
}

/** The game the board opens on: a variant, its start, the tree and the move to show. */
export interface AnalysisStart {
  variant: VariantInfo;
  /** The start position (null: the game's own). */
  fen: string | null;
  tree: MoveTree;
  /** The node shown first (default: the start). */
  at?: MoveNode;
  /** The PDN's header tags, kept for the export (none: a game of the page). */
  tags?: [string, string][];
  result?: string | null;
}

/** How many lines the engine shows. */
export const LINES = 3;

export class AnalysisBoard {
  readonly #host: AnalysisHost;
  #open: AnalysisStart | null = null;
  #tree = new MoveTree();
  #current: MoveNode = this.#tree.root;
  #play: PlayController | null = null;
  #engineOn = true;
  #job: AnalysisJob | null = null;
  #lines: Analysis | null = null;
  #message: string | null = null;
  #pdn: string | null = null;
  #flipped = false;
  /** 1 when the game started with its second player to move. */
  #offset = 0;
  readonly review: GameReview;

  constructor(host: AnalysisHost) {
    this.#host = host;
    const self = this;
    this.review = new GameReview({
      analyser: host.analyser,
      get variant() {
        return self.#variant;
      },
      get fen() {
        return self.#open?.fen ?? null;
      },
      get tree() {
        return self.#tree;
      },
      get offset() {
        return self.#offset;
      },
      changed: () => this.#renderPanel(),
      starting: () => this.#stopEngine(),
      ended: () => {
        if (this.#engineOn && this.active) this.#startEngine();
      },
    });
  }

  get active(): boolean {
    return this.#open !== null;
  }

  get #variant(): VariantInfo {
    if (this.#open === null) throw new Error("the analysis board is closed");
    return this.#open.variant;
  }

  /** The game of the position shown (the board's moves are made in it). */
  get #game(): PlayController {
    if (this.#play === null) throw new Error("the analysis board is closed");
    return this.#play;
  }

  /** Opens the board on a game (the one on the page, or one read from PDN). */
  open(start: AnalysisStart): void {
    const first = !this.active;
    this.#stopEngine();
    this.review.reset();
    this.#open = start;
    this.#tree = start.tree;
    this.#pdn = null;
    this.#message = null;
    this.#flipped = this.#host.flipped;
    if (first) this.#host.toggled(true);
    this.#go(start.at ?? this.#tree.root);
  }

  /** Opens the board on an annotated PDN text; throws with the engine's message when it cannot be read. */
  openPdn(text: string, variant: VariantInfo): void {
    this.#openRead(this.#host.engine.readPdnTree(text, variant.id), variant);
  }

  /**
   * Opens the board on a PDN text when it is annotated (comments, marks or variations), its
   * tree kept; false when it is not, or cannot be read (the game's own import says why).
   */
  openAnnotated(text: string, variant: VariantInfo): boolean {
    let read: PdnGame;
    try {
      read = this.#host.engine.readPdnTree(text, variant.id);
    } catch {
      return false;
    }
    if (!isAnnotated(read)) return false;
    this.#openRead(read, variant);
    return true;
  }

  #openRead(read: PdnGame, variant: VariantInfo): void {
    const v = this.#host.engine.variant(read.variant) ?? variant;
    this.open({ variant: v, fen: read.fen, tree: MoveTree.fromPdn(read.tree, read.comments), tags: read.tags, result: read.result });
  }

  /** Back to the game: the game was never touched. */
  close(): void {
    if (!this.active) return;
    this.#stopEngine();
    this.review.reset();
    this.#play?.game.free();
    this.#play = null;
    this.#open = null;
    this.#host.toggled(false);
  }

  /** Draws the board and the panel again (a drag let go where nothing happens). */
  redraw(): void {
    this.#render();
  }

  flip(): void {
    this.#flipped = !this.#flipped;
    this.#render();
  }

  // ---- moving about the tree ------------------------------------------------------------

  /** Shows the position after `node`. */
  go(node: MoveNode): void {
    if (!this.active || node === this.#current) return;
    this.#go(node);
  }

  /** A key in the move list (← → ↑ ↓ Home End); false when it does nothing here. */
  key(key: string): boolean {
    if (!this.active) return false;
    const to = stepKey(this.#current, key);
    if (to === null) return ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"].includes(key);
    const forward = to.parent === this.#current;
    const before = this.#play?.state;
    this.#go(to, forward && before !== undefined ? before : undefined);
    return true;
  }

  /** The node shown. */
  get current(): MoveNode {
    return this.#current;
  }

  /** Puts the position after `node` on the board (a game replayed from the start to it). */
  #go(node: MoveNode, animateFrom?: GameState): void {
    const open = this.#open;
    if (open === null) return;
    let game: Game;
    try {
      game = this.#host.engine.replay(open.variant.id, open.fen ?? undefined, pathTo(node).map((n) => n.move));
    } catch (e) {
      this.#message = capitalise(errorText(pageTranslator(), e));
      this.#renderPanel();
      return;
    }
    if (this.#play === null) this.#play = new PlayController(game);
    else this.#play.replace(game);
    this.#current = node;
    this.#message = null;
    const s = this.#play.state;
    this.#offset = s.startTurn === s.firstTurn ? 0 : 1;
    this.#positionChanged(animateFrom !== undefined && s.lastMove !== null ? { move: s.lastMove, before: animateFrom, fromStep: 0 } : undefined);
  }

  // ---- moves played on the board --------------------------------------------------------

  /** A click (or Enter) on a square. */
  onSquare(name: string): void {
    if (!this.active) return;
    const r = this.#game.click(name);
    switch (r.kind) {
      case "changed":
        this.#render();
        return;
      case "played":
        this.#played(r.played, r.text);
        return;
      case "promote": {
        // several pieces it may become (Cheskers): asked as in the game
        this.#render();
        const st = this.#game.state;
        const from = r.moves[0]?.path[0];
        this.#host.askPromotion(r.moves, this.#variant, st.squares.find((q) => q.name === from)?.piece?.color ?? st.turn);
        return;
      }
    }
  }

  onBackground(): void {
    if (this.#play?.deselect() === true) this.#render();
  }

  /** A move dragged, or chosen. */
  play(move: LegalMove, fromStep = 0): void {
    const done = this.#game.play(move, fromStep);
    if (done === null) this.#render();
    else this.#played(done.played, done.text);
  }

  /** The promotion asked answered. */
  choosePromotion(move: LegalMove): void {
    const done = this.#game.choose(move);
    if (done === null) this.#render();
    else this.#played(done.played, done.text);
  }

  /** The promotion asked closed without an answer; false when none was asked. */
  cancelPromotion(): boolean {
    if (this.#play?.cancelPromotion() !== true) return false;
    this.#render();
    return true;
  }

  get input(): { readonly prefix: readonly string[]; readonly selected: string | null } {
    return this.#game;
  }

  /** A move played on the board: into the tree after the move shown (the same move: to it). */
  #played(played: Played, text: string): void {
    this.#current = this.#tree.add(this.#current, text);
    this.#positionChanged(played);
  }

  /** Plays the engine's line `index` up to its move `upTo` into the tree, and shows it. */
  playLine(index: number, upTo: number): void {
    const line = this.#lines?.lines[index];
    if (line === undefined || !this.active) return;
    let at = this.#current;
    const game = this.#game.game;
    for (const m of line.moves.slice(0, upTo + 1)) {
      let text: string;
      try {
        text = game.playText(m);
      } catch (e) {
        this.#message = capitalise(errorText(pageTranslator(), e));
        break;
      }
      at = this.#tree.add(at, text);
    }
    this.#go(at);
  }

  // ---- comments, promotion, deletion ----------------------------------------------------

  /** The comment after the move shown (an empty text: none). */
  setComment(text: string): void {
    const n = this.#current;
    const clean = text.trim();
    n.after = clean === "" ? [] : [clean];
    this.#pdn = null;
    this.#renderPanel();
  }

  /** Makes the line of the move shown the main line. */
  promote(): void {
    this.#tree.promote(this.#current);
    this.#renderPanel();
  }

  /** Deletes the move shown and what follows it. */
  deleteHere(): void {
    const n = this.#current;
    if (n.parent === null) return;
    this.#tree.remove(n);
    this.#go(n.parent);
  }

  // ---- the PDN ----------------------------------------------------------------------------

  /** The tree as annotated PDN, written by the engine. */
  exportPdn(): string | null {
    const open = this.#open;
    if (open === null) return null;
    const { comments, tree } = this.#tree.toPdn();
    const game: PdnGame = { variant: open.variant.id, fen: open.fen, tags: open.tags ?? [], comments, tree, result: open.result ?? null };
    try {
      this.#pdn = this.#host.engine.writePdnTree(game);
    } catch (e) {
      this.#message = capitalise(errorText(pageTranslator(), e));
      this.#pdn = null;
    }
    this.#renderPanel();
    return this.#pdn;
  }

  /** The review as the engine writes it (`reviewPdn`): its marks, evaluations and lines, with the PDN's tags. */
  exportReview(): string | null {
    const open = this.#open;
    if (open === null) return null;
    const { moves, reviews } = this.review.reviewed;
    try {
      this.#pdn = this.#host.engine.reviewPdn({ variant: open.variant.id, fen: open.fen, moves }, reviews, open.tags ?? []);
    } catch (e) {
      this.#message = capitalise(errorText(pageTranslator(), e));
      this.#pdn = null;
    }
    this.#renderPanel();
    return this.#pdn;
  }

  /** Reads an annotated PDN in place of the tree; what cannot be read is said and changes nothing. */
  importPdn(text: string): void {
    if (!this.active) return;
    if (text.trim() === "") {
      this.#message = t("analysis.pasteFirst");
      this.#renderPanel();
      return;
    }
    try {
      this.openPdn(text, this.#variant);
    } catch (e) {
      this.#message = t("analysis.cannotRead", { error: errorText(pageTranslator(), e) });
      this.#renderPanel();
    }
  }

  // ---- the engine ---------------------------------------------------------------------

  /** Turns the engine's search of the position shown on or off. */
  setEngine(on: boolean): void {
    this.#engineOn = on;
    if (on) this.#startEngine();
    else this.#stopEngine();
    this.#renderPanel();
  }

  /** Stops the search (its lines stay). */
  stopEngine(): void {
    this.#stopEngine();
    this.#renderPanel();
  }

  #stopEngine(): void {
    this.#job?.stop();
    this.#job = null;
  }

  #startEngine(): void {
    this.#stopEngine();
    const open = this.#open;
    const s = this.#play?.state;
    if (open === null || s === undefined || s.result !== null || this.review.running) return;
    const node = this.#current;
    const job = this.#host.analyser.analyse(
      { variant: open.variant.id, fen: open.fen, moves: pathTo(node).map((n) => n.move) },
      LINES,
      (a) => {
        if (this.#job !== job) return;
        this.#lines = a;
        this.#renderPanel();
      },
      (error) => {
        if (this.#job !== job) return;
        this.#job = null;
        if (error !== null) this.#message = capitalise(error);
        this.#renderPanel();
      },
    );
    this.#job = job;
  }

  // ---- drawing ----------------------------------------------------------------------------

  #positionChanged(played?: Played): void {
    this.#lines = null;
    if (this.#engineOn) this.#startEngine();
    this.#render(played);
  }

  #render(played?: Played): void {
    const p = this.#play;
    const open = this.#open;
    if (p === null || open === null) return;
    this.#host.board(p.board(open.variant.colorNames, this.#flipped, true), played);
    this.#renderPanel();
  }

  #renderPanel(): void {
    const s = this.snapshot();
    if (s !== null) this.#host.panel(s);
  }

  snapshot(): AnalysisSnapshot | null {
    const p = this.#play;
    const open = this.#open;
    if (p === null || open === null) return null;
    const st = p.state;
    return {
      variant: open.variant,
      tree: { tree: this.#tree, current: this.#current, offset: this.#offset },
      state: st,
      engineOn: this.#engineOn,
      lines: this.#lines,
      thinking: this.#job !== null,
      comment: this.#current.after.join("\n"),
      review: this.review.snapshot(),
      message: this.#message ?? p.message,
      pdn: this.#pdn,
      flipped: this.#flipped,
    };
  }
}
