// The game page's session: the one owner of the game on the board and of who plays it. Its
// sub-controllers own their parts (play.ts the clicks and the game's state, computer-jobs.ts
// the worker's searches, browse.ts the earlier position looked at, sync.ts the saved game and
// other tabs, clock-keeper.ts the clocks of a game with a time control); the views draw from
// `snapshot()` and call back only through the session's actions. It touches no DOM itself: the
// views and the editor come in through interfaces. Its only timer ticks the running clock.

import { type Color, type Engine, type Game, type GameState, type LegalMove, type VariantInfo } from "../engine/engine.js";
import { capitalise, errorText, variantName } from "../i18n/words.js";
import { PlayController, type Played } from "../play/play.js";
import { plainModel } from "../board/view.js";
import { MoveBrowser } from "./browse.js";
import type { TimeControl } from "./clock.js";
import { ClockKeeper } from "./clock-keeper.js";
import { CLOCK_TEXT } from "./clock-text.js";
import { ComputerJobs } from "./computer-jobs.js";
import { GameActions } from "./actions.js";
import type { Notice } from "./notice.js";
import { randomSeed, undoCount, type Names, type Opening, type Players } from "./opening.js";
import { gameLinkText } from "./records.js";
import { nameOf, sideName, type Editing, type SessionViews, type Snapshot } from "./snapshot.js";
import { GameSync } from "./sync.js";

export class Session {
  readonly engine: Engine;
  readonly #views: SessionViews;
  readonly #play: PlayController;
  readonly jobs: ComputerJobs;
  readonly browse: MoveBrowser;
  readonly sync: GameSync;
  #editing: Editing | null = null;
  #variant: VariantInfo;
  /** The position the game started from; null: the game's own start. */
  #startFen: string | null;
  #players: Players;
  #names: Names;
  /** The seed given in the address (?seed=): the computer's choices repeat. */
  readonly #seedParam: number | null;
  /** This game's seed: each of the computer's moves uses it plus the ply. */
  #seed: number;
  #flipped: boolean;
  #epoch = 0;
  #played: string | null = null;
  /** Undo, Redo, the draws and Resign (with its confirmation). */
  readonly actions: GameActions;
  /** The clocks of a game with a time control. */
  readonly clocks: ClockKeeper;

  /** `now`: the time, for the clocks (Date.now; the unit tests give their own). */
  constructor(engine: Engine, opening: Opening, seedParam: number | null, views: SessionViews, notice: Notice, evalEvery: boolean, now: () => number = Date.now) {
    this.engine = engine;
    this.#views = views;
    this.#play = new PlayController(opening.game);
    this.#variant = opening.variant;
    this.#startFen = opening.startFen;
    this.#players = opening.players;
    this.#names = opening.names;
    this.#seedParam = seedParam;
    this.#seed = opening.seed ?? seedParam ?? randomSeed();
    this.#flipped = opening.players.opponent === "computer" && opening.players.human === "north";
    // the sub-controllers read the game from the session and act through it
    this.jobs = new ComputerJobs(this, evalEvery);
    this.browse = new MoveBrowser(this);
    this.sync = new GameSync(this, notice);
    this.clocks = new ClockKeeper(
      this,
      { save: () => this.sync.save(), sound: (kind) => this.#views.sound(kind), drawClocks: (v) => this.#views.clocks?.(v), endOnTime: (side) => this.#endOnTime(side) },
      now,
    );
    this.clocks.set(opening);
    this.actions = new GameActions(this, this.#play);
  }

  /** The editor's hooks (it is made after the session, from it). */
  attachEditor(editing: Editing): void {
    this.#editing = editing;
  }

  /** Draws the game as it is, and starts what the computer should do. */
  start(): void {
    this.#changed();
  }

  // ---- what the views and the sub-controllers read --------------------------------------

  get state(): GameState {
    return this.#play.state;
  }

  /** The game the engine holds (the sub-controllers read it; only the session changes it). */
  get game(): Game {
    return this.#play.game;
  }

  get variant(): VariantInfo {
    return this.#variant;
  }

  get startFen(): string | null {
    return this.#startFen;
  }

  get players(): Players {
    return this.#players;
  }

  get names(): Names {
    return this.#names;
  }

  get flipped(): boolean {
    return this.#flipped;
  }

  /** This game's seed: each of the computer's moves uses it plus the ply. */
  get seed(): number {
    return this.#seed;
  }

  /** Counts the changes of position: an answer about an older one is dropped. */
  get epoch(): number {
    return this.#epoch;
  }

  /** "Black", or "Black (Ann)" when the player gave a name. */
  nameOf(c: Color): string {
    return nameOf(this, c);
  }

  get editing(): boolean {
    return this.#editing?.active === true;
  }

  /** True when it is the computer's turn in a game still going on. */
  get computerToMove(): boolean {
    const s = this.state;
    return this.#players.opponent === "computer" && s.result === null && s.turn !== this.#players.human;
  }

  snapshot(): Snapshot {
    const s = this.state;
    return {
      variant: this.#variant,
      state: s,
      shown: this.browse.shown,
      viewPly: this.browse.ply,
      viewing: this.browse.status(this.#variant.colorNames),
      players: this.#players,
      names: this.#names,
      flipped: this.#flipped,
      message: this.#play.message,
      played: this.#played,
      job: this.jobs.job,
      hint: this.jobs.hint,
      evaluation: this.jobs.evaluation,
      evalEvery: this.jobs.evalEvery,
      epoch: this.#epoch,
      undoCount: undoCount(this.state, this.#players),
      computerToMove: this.computerToMove,
      resignArmed: this.actions.resignArmed,
      level: this.engine.levels().find((l) => l.level === this.#players.level),
      editing: this.editing,
      clock: this.clocks.view(),
    };
  }

  /** The side to move's clock, for the computer's search (null: no clock). */
  get clockForSearch(): { time: number; increment: number; movesToGo?: number } | null {
    return this.clocks.forSearch;
  }

  /** The time control of this game (null: none), and of the next new game unless another is chosen. */
  get control(): TimeControl | null {
    return this.clocks.control;
  }

  /** The game's link text (share links, the saved game: `since`, see records.ts's `gameRecord`). */
  linkText(since = false): string | null {
    return gameLinkText(this, since);
  }

  // ---- actions ------------------------------------------------------------------------

  /** Shows `text` in the status line until the next change. */
  say(text: string | null): void {
    this.#play.say(text);
    this.renderPanel();
  }

  /** A click (or Enter) on a square of the board. */
  onSquare(name: string): void {
    const editing = this.#editing;
    if (editing !== null && editing.active) {
      editing.click(name);
      return;
    }
    if (this.clocks.flagFalls()) return;
    if (this.#refuseWhileViewing()) return;
    if (this.computerToMove) {
      this.#play.say(this.#play.tr.t("session.wait-computer", { side: this.nameOf(this.state.turn) }));
      this.render();
      return;
    }
    const r = this.#play.click(name);
    switch (r.kind) {
      case "changed":
        this.render();
        return;
      case "played":
        this.#afterMove(r.played, r.text, false);
        return;
      case "promote":
        this.render();
        this.#views.askPromotion(r.moves, this.snapshot());
        return;
    }
  }

  /** A click beside the board's squares: the selected piece is let go. */
  onBackground(): void {
    if (this.#play.deselect()) this.render();
  }

  /** How many moves the position on the board comes after. */
  get shownPly(): number {
    return this.browse.shownPly;
  }

  /** The position on the board: the game now, or an earlier one looked at. */
  get shown(): GameState {
    return this.browse.shown;
  }

  /** Whether a piece may be dragged now. */
  canDrag(): boolean {
    return !this.editing && !this.computerToMove && this.browse.ply === null;
  }

  /** The drag callbacks' view of the selection. */
  get input(): { readonly prefix: readonly string[]; readonly selected: string | null } {
    return this.#play;
  }

  /** Plays a move (the person's, or the computer's with `byComputer`). */
  play(move: LegalMove, fromStep = 0, byComputer = false): void {
    if (this.clocks.flagFalls()) return;
    if (!byComputer && this.#refuseWhileViewing()) return;
    this.actions.disarm();
    const done = this.#play.play(move, fromStep);
    if (done === null) {
      this.render();
      return;
    }
    this.#afterMove(done.played, done.text, byComputer);
  }

  /** The computer's move, found by its search. */
  playComputer(move: LegalMove): void {
    this.play(move, 0, true);
  }

  /** The computer's answer to the person's draw offer. */
  answerDraw(accept: boolean): void {
    try {
      if (accept) this.#play.game.acceptDraw();
      else this.#play.game.declineDraw();
    } catch (e) {
      this.#play.say(capitalise(errorText(this.#play.tr, e)));
      this.render();
      return;
    }
    this.#play.refresh();
    this.#changed(undefined, null, true);
    if (!accept) this.say(this.#play.tr.t("session.draw-declined"));
  }

  /** A dialog about the game on the board closes (another tab's game replaces it). */
  closeDialogs(): void {
    this.#views.closeDialogs();
  }

  /** The promotion choice answered. */
  choosePromotion(move: LegalMove): void {
    if (this.clocks.flagFalls()) return;
    this.actions.disarm();
    const done = this.#play.choose(move);
    if (done === null) this.render();
    else this.#afterMove(done.played, done.text, false);
  }

  /** The promotion choice closed without an answer; false when none was asked. */
  cancelPromotion(): boolean {
    if (!this.#play.cancelPromotion()) return false;
    this.render();
    return true;
  }

  /** The Pass button (Coast-to-Coast: a side with no move passes). */
  pass(): void {
    const pass = this.computerToMove ? undefined : this.state.moves.find((m) => m.path.length === 0);
    if (pass !== undefined) this.play(pass);
    else this.render();
  }

  /** Esc: lets go of the selected piece. */
  deselect(): void {
    if (this.#play.selected === null) return;
    this.#play.deselect();
    this.render();
  }

  /**
   * A new game from the start position, with the same players and time control unless told
   * otherwise (`control` null: no clock).
   */
  newGame(variant: VariantInfo = this.#variant, players: Players = this.#players, names: Names = this.#names, control: TimeControl | null = this.control): void {
    let game;
    try {
      game = this.engine.newGame(variant.id);
    } catch (e) {
      this.#play.say(this.#play.tr.t("session.cannot-start", { game: variantName(this.#play.tr, variant), error: errorText(this.#play.tr, e) }));
      this.render();
      return;
    }
    this.clocks.choose(control);
    this.install({ variant, game, startFen: null, players, seed: null, names });
  }

  /** Puts a game on the board in place of the current one (which is freed). */
  install(o: Opening): void {
    this.#editing?.close();
    this.actions.disarm();
    this.jobs.reset();
    this.#variant = o.variant;
    this.#startFen = o.startFen;
    this.#seed = o.seed ?? this.#seedParam ?? randomSeed();
    this.#names = o.names;
    const players = o.players;
    const changed = players.opponent !== this.#players.opponent || players.human !== this.#players.human;
    this.#players = players;
    // against the computer the person's pieces start at the bottom
    if (changed || players.opponent === "computer") this.#flipped = players.opponent === "computer" && players.human === "north";
    this.browse.reset();
    this.#play.replace(o.game);
    this.clocks.set(o);
    this.#views.hideShareBox();
    this.#changed();
  }

  flip(): void {
    this.#flipped = !this.#flipped;
    this.render();
  }

  /** Shows the position after `n` moves (null: the game now). */
  showPly(n: number | null): void {
    const before = this.browse.shown;
    const from = this.browse.shownPly;
    let changed: boolean;
    try {
      changed = this.browse.show(n);
    } catch (e) {
      this.#play.deselect();
      this.#play.say(errorText(this.#play.tr, e));
      this.render();
      return;
    }
    if (!changed) return;
    this.#play.deselect();
    this.#play.say(null);
    const shown = this.browse.shown;
    const played = this.browse.shownPly === from + 1 && shown.lastMove !== null ? { move: shown.lastMove, before, fromStep: 0 } : undefined;
    this.render(played);
  }

  /**
   * The editor opened or closed: the computer stops while a position is set up, and goes on
   * after; the clocks stop too.
   */
  editorToggled(open: boolean): void {
    if (open) {
      this.#views.hideShareBox();
      this.actions.disarm();
      this.jobs.stop();
      this.#play.deselect();
      this.clocks.editorToggled(true);
    } else {
      this.clocks.editorToggled(false);
      this.jobs.think();
    }
    this.render();
  }

  /**
   * A dialog about the game opened or closed (New game, the rules, PDN / FEN): in a game
   * between two people the clocks stop while it is open. Against the computer they run on
   * (the computer goes on thinking).
   */
  dialogToggled(open: boolean): void {
    this.clocks.dialogToggled(open);
    if (this.clocks.view() !== null) this.renderPanel();
  }

  /** The side to move's flag fell (the clocks saw it): the game ends on time. */
  #endOnTime(side: Color): boolean {
    this.#views.closeDialogs();
    this.actions.disarm();
    try {
      this.#play.game.end(`time-${side}`);
    } catch {
      return false;
    }
    this.browse.reset();
    this.#play.refresh();
    this.#changed(undefined, CLOCK_TEXT.flagFell(this.nameOf(side)));
    this.#views.sound("end");
    return true;
  }

  // ---- drawing --------------------------------------------------------------------------

  /** Redraws the board and the panel; `played`: a move to animate. */
  render(played?: Played): void {
    const s = this.state;
    const names = this.#variant.colorNames;
    const setup = this.#editing?.shown(s) ?? null;
    if (setup !== null) {
      this.#views.board(plainModel(setup, names, this.#flipped), "editing");
    } else if (this.browse.ply !== null) {
      // an earlier position, to look at only
      this.#views.board(plainModel(this.browse.shown, names, this.#flipped), "viewing");
    } else {
      this.#views.board(this.#play.board(names, this.#flipped, !this.computerToMove, this.jobs.hint), "play", played);
    }
    this.renderPanel();
  }

  renderPanel(): void {
    if (this.state.result !== null) this.actions.disarm();
    this.#views.panel(this.snapshot());
  }

  // ---- the changes ------------------------------------------------------------------------

  /** While an earlier position is shown, nothing is played: says so, and true. */
  #refuseWhileViewing(): boolean {
    if (this.browse.ply === null) return false;
    this.#play.say(this.#play.tr.t("session.earlier-position"));
    this.renderPanel();
    return true;
  }

  /**
   * After any change of the game: a search about the old position stops, the hint goes, the
   * game is saved, everything is drawn once (with `played` animated, and its sentence in the
   * status line), then the computer starts on its move if it is its turn.
   */
  #changed(played?: Played, sentence: string | null = null, keepEval = false, plyNearer = false): void {
    this.#epoch++;
    this.clocks.sync();
    this.jobs.positionChanged(keepEval, plyNearer);
    this.browse.gameChanged();
    this.#played = sentence;
    this.sync.save();
    this.render(this.browse.ply === null ? played : undefined);
    this.jobs.think();
    this.clocks.tick();
  }

  #afterMove(played: Played, text: string, byComputer: boolean): void {
    const s = this.state;
    this.clocks.moved(text);
    const move = played.move;
    const did = this.#play.tr.t(move.path.length === 0 ? "session.passed" : "session.played", { side: sideName(this.snapshot(), played.before.turn), move: text });
    this.#changed(played, s.result === null ? did : null, byComputer, byComputer);
    this.#views.sound(s.result !== null ? "end" : move.captures.length > 0 ? "capture" : move.promotion !== undefined ? "promote" : "move");
  }

  /** An action on the game (undo, redo, draws, resignation): its error is said in the status line. */
  act(what: () => void): void {
    this.actions.disarm();
    this.browse.reset();
    try {
      what();
    } catch (e) {
      this.#play.say(capitalise(errorText(this.#play.tr, e)));
      this.render();
      return;
    }
    this.#play.refresh();
    this.#changed();
  }
}
