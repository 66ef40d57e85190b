// The game page: loads the engine, opens the game the address, the saved game or a share link
// asks for, and puts the page together: the session (page/session.ts) owns the game and who
// plays it; the views (the board, the panel, the move list) draw from its snapshot; the
// dialogs, the editor and the records each own their part; this file only wires them.

import { Engine, type Color, type LegalMove, type VariantInfo } from "../engine/engine.js";
import { dragCallbacks, type Played } from "../play/play.js";
import { DAMAGED_KEY, OTHER_KEY, readStore, SAVE_KEY, writeStore } from "../site/saved.js";
import { pageTranslator, startLanguage, t } from "../i18n/index.js";
import { pageRulesTexts, type RulesTexts } from "../i18n/rules/index.js";
import { errorText, levelName } from "../i18n/words.js";
import { wireLanguage, wireSettings, wireSquareNumbers } from "../site/settings.js";
import { playSound } from "../site/sound.js";
import { BoardView, type BoardModel } from "../board/view.js";
import { fillVariants, NewGameDialog, PromotionDialog, RulesDialog } from "./dialogs.js";
import { byId } from "./dom.js";
import { EditorPanel } from "./editor-panel.js";
import { MoveList } from "./move-list.js";
import { Notice } from "./notice.js";
import { addressAgrees, addressGame, fromPosition, playersIn, playersNotice, recordSummary, savedGame, type Names, type Opening, type Players } from "./opening.js";
import { Panel } from "./panel.js";
import { gamePdn, Records } from "./records.js";
import { Session } from "./session.js";
import { AnalysisBoard } from "./analysis.js";
import { workerAnalyser } from "./analysis-jobs.js";
import { AnalysisPanel } from "./analysis-view.js";
import { mainLine, MoveTree } from "../play/tree.js";
import type { BoardMode, Snapshot } from "./snapshot.js";
import type { ClockView, TimeControl } from "./clock.js";

/** `base` with `more`: its getters stay getters (a spread would read them once). */
function extend<T extends object, U extends object>(base: T, more: U): T & U {
  return Object.defineProperties({ ...more }, Object.getOwnPropertyDescriptors(base)) as T & U;
}

/** The page's parts, put together around one session. */
function build(engine: Engine, opening: Opening, seed: number | null, summaries: RulesTexts | null): { session: Session; notice: Notice; records: Records } {
  const board = byId("board", HTMLDivElement);
  const notice = new Notice();
  const panel = new Panel(summaries);
  // the views and dialogs are made before the session, and reach it through this
  let session: Session | null = null;
  const s = (): Session => {
    if (session === null) throw new Error("the page is still starting");
    return session;
  };
  const view = new BoardView(board, {
    onSquare: (name) => s().onSquare(name),
    onBackground: () => (analysis.active ? analysis.onBackground() : s().onBackground()),
    ...dragCallbacks(
      { get prefix() { return (analysis.active ? analysis : s()).input.prefix; }, get selected() { return (analysis.active ? analysis : s()).input.selected; } },
      () => analysis.active || s().canDrag(),
      (name) => s().onSquare(name),
      () => (analysis.active ? analysis.redraw() : s().render()),
    ),
  });
  const promotion = new PromotionDialog({
    choosePromotion: (move) => (analysis.active ? analysis.choosePromotion(move) : s().choosePromotion(move)),
    cancelPromotion: () => (analysis.active ? analysis.cancelPromotion() : s().cancelPromotion()),
    boardElement: board,
    focusedSquare: () => view.focusedSquare(),
    focusSquare: (name) => view.focusSquare(name),
  });
  let records: Records | null = null;
  let moveList: MoveList | null = null;
  const drawBoard = (model: BoardModel, mode: BoardMode | "analysis", played?: Played): void => {
    view.render(model, played);
    board.classList.toggle("viewing", mode === "viewing");
    board.classList.toggle("editing", mode === "editing");
  };
  // the analysis board takes the board while it is open (the game is paused meanwhile)
  let analysisPanel: AnalysisPanel | null = null;
  const analysis = new AnalysisBoard({
    engine,
    analyser: workerAnalyser(),
    get flipped() {
      return s().flipped;
    },
    board: (model, played) => drawBoard(model, "analysis", played),
    panel: (snap) => analysisPanel?.render(snap),
    askPromotion: (moves, variant, mover) => promotion.ask(moves, variant, mover),
    toggled: (open) => {
      analysisPanel?.show(open);
      s().editorToggled(open);
    },
  });
  analysisPanel = new AnalysisPanel(analysis);
  const views = {
    board(model: BoardModel, mode: BoardMode, played?: Played): void {
      if (analysis.active) return;
      view.render(model, played);
      board.classList.toggle("viewing", mode === "viewing");
      board.classList.toggle("editing", mode === "editing");
    },
    panel(snap: Snapshot): void {
      panel.render(snap);
      moveList?.render(snap);
    },
    askPromotion(moves: LegalMove[], snap: Snapshot): void {
      const from = moves[0]?.path[0];
      const mover = snap.state.squares.find((q) => q.name === from)?.piece?.color ?? snap.state.turn;
      promotion.ask(moves, snap.variant, mover);
    },
    closeDialogs: () => promotion.close(),
    sound: playSound,
    hideShareBox: () => records?.hideShareBox(),
    clocks: (v: ClockView) => panel.clocks.tick(v),
  };
  const evalToggle = byId("eval-toggle", HTMLInputElement);
  // a browser may have restored the box as it was left
  session = new Session(engine, opening, seed, views, notice, evalToggle.checked);
  const ss = session;
  const host = {
    get engine() {
      return ss.engine;
    },
    get variant() {
      return ss.variant;
    },
    get state() {
      return ss.state;
    },
    get shown() {
      return ss.shown;
    },
    get players() {
      return ss.players;
    },
    get names() {
      return ss.names;
    },
    get control() {
      return ss.control;
    },
    boardElement: board,
    focusSquare: (name: string) => view.focusSquare(name),
    hideNotice: () => notice.hide(),
    notice: (text: string) => notice.show(text),
    install: (o: Opening) => ss.install(o),
    fromPosition: (fen: string) => fromPosition(ss, fen),
  };
  const editor = new EditorPanel(extend(host, { editorToggled: (open: boolean) => ss.editorToggled(open), render: () => ss.render() }));
  // the session's board is taken by the editor or by the analysis board
  session.attachEditor({
    get active() {
      return editor.active || analysis.active;
    },
    shown: (st) => editor.shown(st),
    click: (name) => (analysis.active ? analysis.onSquare(name) : editor.click(name)),
    close: () => editor.close(),
    open: () => editor.open(),
  });
  records = new Records(
    extend(host, {
      linkText: () => ss.linkText(),
      pdn: () => gamePdn(ss),
      nameOf: (c: Color) => ss.nameOf(c),
      describe: () => ss.sync.describe(),
      otherGame: () => ss.sync.otherGame(),
      switchOther: () => ss.sync.switchOther(),
      say: (text: string) => ss.say(text),
      opened: (text: string) => {
        // an annotated game opens on the analysis board, its comments and variations kept
        analysis.openAnnotated(text, ss.variant);
      },
    }),
  );
  moveList = new MoveList(session);
  const newGame = new NewGameDialog(
    extend(host, { newGame: (v: VariantInfo, p: Players, n: Names, c: TimeControl | null) => ss.newGame(v, p, n, c) }),
  );
  const rules = new RulesDialog();
  // a dialog about the game open: in a game between two people the clocks stop meanwhile
  const dialogs = ["rules-dialog", "new-game-dialog", "record-dialog"].map((id) => byId(id, HTMLDialogElement));
  let anyOpen = false;
  new MutationObserver(() => {
    const open = dialogs.some((d) => d.open);
    if (open === anyOpen) return;
    anyOpen = open;
    ss.dialogToggled(open);
  }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["open"] });

  // the game's buttons
  const button = (id: string, run: () => void) => byId(id, HTMLButtonElement).addEventListener("click", run);
  button("new-game", () => newGame.open());
  // the first screen's "Play the computer": one button a level, the person keeping their side
  byId("quick-levels", HTMLDivElement).replaceChildren(
    ...engine.levels().map((l) => {
      const b = document.createElement("button");
      b.type = "button";
      b.dataset["level"] = String(l.level);
      b.textContent = levelName(pageTranslator(), l);
      b.title = t("quick.level", { level: l.level, name: levelName(pageTranslator(), l) });
      b.addEventListener("click", () => ss.newGame(ss.variant, { ...ss.players, opponent: "computer", level: l.level }));
      return b;
    }),
  );
  button("result-new", () => ss.newGame());
  button("result-new-game", () => newGame.open());
  button("hint", () => {
    ss.say(null);
    ss.jobs.askHint();
  });
  button("undo", () => ss.actions.undo());
  button("redo", () => ss.actions.redo());
  button("flip", () => ss.flip());
  button("offer-draw", () => ss.actions.offerDraw());
  button("accept-draw", () => ss.actions.acceptDraw());
  button("decline-draw", () => ss.actions.declineDraw());
  button("resign", () => ss.actions.resign());
  // a click anywhere else cancels a resignation waiting for its confirmation
  const resign = byId("resign", HTMLButtonElement);
  document.addEventListener("click", (e) => {
    if (ss.actions.resignArmed && !(e.target instanceof Node && resign.contains(e.target))) ss.actions.disarmResign();
  });
  button("pass", () => ss.pass());
  const analyseGame = (): void => {
    notice.hide();
    const moves = ss.state.history;
    const tree = MoveTree.fromMoves(moves);
    analysis.open({ variant: ss.variant, fen: ss.startFen, tree, at: mainLine(tree)[ss.shownPly - 1] ?? tree.root });
  };
  button("analyse-open", analyseGame);
  button("result-review", () => {
    analyseGame();
    analysis.review.start();
  });
  evalToggle.addEventListener("change", () => ss.jobs.setEvalEvery(evalToggle.checked));
  wireSettings(byId("colours", HTMLSelectElement), byId("sound-toggle", HTMLInputElement), () => view.restyle());
  wireSquareNumbers(byId("square-numbers", HTMLInputElement), (on) => (view.squareNumbers = on));
  const variants = byId("variant", HTMLSelectElement);
  fillVariants(variants, engine);
  variants.addEventListener("change", () => {
    const v = engine.variant(variants.value);
    if (v === undefined) return;
    notice.hide();
    // another game chosen: the analysis board gives the board back first
    analysis.close();
    // while a position is set up, the editor goes on in the game chosen
    const editing = editor.active;
    // the game in progress is kept aside, as when the address names another game
    const kept = ss.sync.keepOther();
    ss.newGame(v, playersIn(ss.players, ss.variant, v));
    if (kept !== null) notice.show(t("sync.kept", { game: kept }), { label: t("notice.back-to-mine"), run: () => ss.sync.switchOther() });
    if (editing) editor.open();
  });
  document.addEventListener("keydown", (e) => {
    const target = e.target;
    if (target instanceof HTMLSelectElement || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return;
    if (rules.isOpen || promotion.isOpen || newGame.isOpen || records?.isOpen === true || editor.active) return;
    if (analysis.active) {
      // the arrows step through the tree from anywhere but the board (where they move the focus) and the tree (which steps itself)
      if (!e.defaultPrevented && !(target instanceof Node && board.contains(target)) && !e.ctrlKey && !e.metaKey && !e.altKey && analysis.key(e.key)) e.preventDefault();
      return;
    }
    const mod = e.ctrlKey || e.metaKey;
    if (e.key === "Escape" && ss.input.selected !== null) {
      ss.deselect();
    } else if (mod && !e.shiftKey && e.key.toLowerCase() === "z") {
      e.preventDefault();
      ss.actions.undo();
    } else if (mod && (e.key.toLowerCase() === "y" || (e.shiftKey && e.key.toLowerCase() === "z"))) {
      e.preventDefault();
      ss.actions.redo();
    } else if (e.key === "End" && !e.defaultPrevented && ss.browse.ply !== null && !(target instanceof Node && board.contains(target))) {
      // back to the game from anywhere but the board (where End moves along a row)
      e.preventDefault();
      ss.showPly(null);
    }
  });
  variants.disabled = false;
  session.start();
  return { session, notice, records };
}

async function main(): Promise<void> {
  await startLanguage();
  wireLanguage(byId("language", HTMLSelectElement));
  // the Rules dialog's summaries in the page's language, fetched while the engine loads, with the
  // rules page's own fallback (English's texts); without any: the engine's English
  const summaries = pageRulesTexts().catch((e: unknown) => (console.error(e), null));
  const status = byId("status", HTMLParagraphElement);
  let engine: Engine;
  try {
    engine = await Engine.load();
  } catch (e) {
    const msg = t("main.no-engine", { error: errorText(pageTranslator(), e) });
    status.textContent = msg;
    byId("board", HTMLDivElement).querySelector(".board-loading")?.replaceChildren(msg);
    throw e;
  }
  if (engine.variants().length === 0) {
    status.textContent = t("main.no-games");
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
  // fragment opens its game (GameSync.openLink) over the saved one.
  let saved: Opening | null = null;
  const savedText = readStore(SAVE_KEY);
  if (savedText !== null) {
    try {
      saved = savedGame(engine, savedText, middle);
    } catch (e) {
      notices.push(t("main.saved-damaged", { error: errorText(pageTranslator(), e) }));
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
        otherKept = recordSummary(saved.variant, saved.game.state());
      }
      saved.game.free();
    }
  }
  const badPlayers = playersNotice(params, opening.variant, levels, opening.players);
  if (badPlayers !== null) notices.push(badPlayers);
  const seedText = params.get("seed");
  const seed = seedText !== null && /^\d{1,9}$/.test(seedText.trim()) ? Number(seedText.trim()) : null;
  const { session, notice, records } = build(engine, opening, seed, await summaries);
  if (otherKept !== null) {
    notices.push(t("main.address-new-game", { game: otherKept }));
    notice.show(notices.join(" "), { label: t("notice.back-to-mine"), run: () => records.openOther() });
  } else if (notices.length > 0) {
    notice.show(notices.join(" "));
  }
  if (link !== "") session.sync.openLink(link, notices.join(" "));
  document.body.classList.add("ready");
}

main().catch((e: unknown) => {
  console.error(e);
});
