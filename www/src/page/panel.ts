// The panel beside the board, drawn from the session's snapshot: the clocks (clock-view.ts), the
// status line and the turn chip, the result, a draw offer, the Pass box, the pieces borne off,
// who plays, the hint, the evaluation bar and which buttons can be used. It changes nothing: its buttons are wired in
// controls.ts.

import type { Color, Said } from "../engine/engine.js";
import { pageTranslator, t, type Key } from "../i18n/index.js";
import type { RulesTexts } from "../i18n/rules/index.js";
import { capitalise, levelName, saidText, sideNames, sideWord, variantName } from "../i18n/words.js";
import { paletteName } from "../board/theme.js";
import { ClockPanel } from "./clock-view.js";
import { byId } from "./dom.js";
import { nameOf, sideName, type Snapshot } from "./snapshot.js";

const other = (c: Color): Color => (c === "south" ? "north" : "south");

export class Panel {
  /** The games' rules summaries in the page's language (null: the engine's English). */
  readonly #rules: RulesTexts | null;
  /** The clocks (a tick redraws their times alone). */
  readonly clocks = new ClockPanel();
  readonly #ui = {
    variant: byId("variant", HTMLSelectElement),
    status: byId("status", HTMLParagraphElement),
    turnChip: byId("turn-chip", HTMLSpanElement),
    thinking: byId("thinking", HTMLSpanElement),
    result: byId("result", HTMLElement),
    resultTitle: byId("result-title", HTMLHeadingElement),
    resultText: byId("result-text", HTMLParagraphElement),
    drawOffer: byId("draw-offer", HTMLDivElement),
    drawOfferText: byId("draw-offer-text", HTMLParagraphElement),
    acceptDraw: byId("accept-draw", HTMLButtonElement),
    declineDraw: byId("decline-draw", HTMLButtonElement),
    passBox: byId("pass-box", HTMLDivElement),
    passText: byId("pass-text", HTMLParagraphElement),
    borneOff: byId("borne-off", HTMLElement),
    borneOffSouth: byId("borne-off-south", HTMLSpanElement),
    borneOffNorth: byId("borne-off-north", HTMLSpanElement),
    borneOffSouthChip: byId("borne-off-south-chip", HTMLSpanElement),
    borneOffNorthChip: byId("borne-off-north-chip", HTMLSpanElement),
    undo: byId("undo", HTMLButtonElement),
    redo: byId("redo", HTMLButtonElement),
    flip: byId("flip", HTMLButtonElement),
    offerDraw: byId("offer-draw", HTMLButtonElement),
    resign: byId("resign", HTMLButtonElement),
    players: byId("players", HTMLParagraphElement),
    quickPlay: byId("quick-play", HTMLDivElement),
    hint: byId("hint", HTMLButtonElement),
    hintText: byId("hint-text", HTMLParagraphElement),
    evalBox: byId("eval", HTMLDivElement),
    evalSouth: byId("eval-south", HTMLSpanElement),
    evalNorth: byId("eval-north", HTMLSpanElement),
    evalWho: byId("eval-who", HTMLSpanElement),
    evalLeft: byId("eval-left", HTMLSpanElement),
    evalRight: byId("eval-right", HTMLSpanElement),
    evalNumber: byId("eval-number", HTMLSpanElement),
    evalWords: byId("eval-words", HTMLSpanElement),
    evalBusy: byId("eval-busy", HTMLSpanElement),
    rulesTitle: byId("rules-title", HTMLHeadingElement),
    rulesText: byId("rules-text", HTMLParagraphElement),
  };

  constructor(rules: RulesTexts | null = null) {
    this.#rules = rules;
  }

  render(s: Snapshot): void {
    const ui = this.#ui;
    const st = s.state;
    const v = s.variant;
    const tr = pageTranslator();
    const vname = variantName(tr, v);
    const names = sideNames(tr, v.colorNames);
    document.title = t("page.title-game", { game: vname });
    ui.variant.value = v.id;
    ui.rulesTitle.textContent = t("rules.title", { game: vname });
    ui.rulesText.textContent = this.#rules?.(v).summary ?? v.rules;
    const job = s.job;
    const activity =
      job === null || job === "eval"
        ? null
        : job === "move"
          ? t("status.thinking", { side: sideName(s, st.turn) })
          : job === "hint"
            ? t("status.looking")
            : t("status.considering-draw");
    // the game over, the result box says how, once
    const now = activity ?? (st.result !== null ? t("status.game-over") : capitalise(saidText(tr, st.message)));
    ui.status.textContent = s.message ?? s.viewing ?? (s.played !== null ? `${s.played} ${now}` : now);
    ui.thinking.hidden = activity === null;
    document.body.classList.toggle("thinking", activity !== null);
    this.clocks.render(s);
    this.#players(s);
    // before the first move of a game between two people: the computer, one click away
    ui.quickPlay.hidden = s.players.opponent !== "human" || st.history.length > 0 || st.result !== null || s.editing;
    this.#hint(s);
    this.#eval(s);
    // the side to move in the position shown
    const chip = s.shown;
    ui.turnChip.className = chip.result === null ? `turn-chip piece-chip palette-${paletteName(v.colorNames, chip.turn)}` : "turn-chip turn-over";

    ui.result.hidden = st.result === null;
    if (st.result !== null) {
      const w = st.result.winner;
      ui.resultTitle.textContent =
        w === null
          ? t("result.draw")
          : s.players.opponent === "computer"
            ? t(w === s.players.human ? "result.you-win" : "result.computer-wins")
            : t("result.wins", { side: nameOf(s, w) });
      ui.resultText.textContent = resultReason(st.result.reason);
    }
    document.body.classList.toggle("game-over", st.result !== null);

    const offer = st.result === null ? st.drawOffer : null;
    ui.drawOffer.hidden = offer === null;
    // against the computer only the person offers, and the computer answers
    const computerAnswers = s.players.opponent === "computer" && offer === s.players.human;
    ui.acceptDraw.hidden = ui.declineDraw.hidden = computerAnswers;
    if (offer !== null) {
      ui.drawOfferText.textContent = t(computerAnswers ? "draw.offered-computer" : "draw.offered", { side: names[offer] });
    }

    // the computer passes by itself
    const pass = st.result === null && !s.computerToMove && s.viewPly === null ? st.moves.find((m) => m.path.length === 0) : undefined;
    ui.passBox.hidden = pass === undefined;
    if (pass !== undefined) ui.passText.textContent = t("pass.text", { side: names[st.turn] });

    const off = st.borneOff ?? null;
    ui.borneOff.hidden = off === null;
    if (off !== null) {
      ui.borneOffSouth.textContent = t("borne-off.count", { side: names.south, n: off.south });
      ui.borneOffNorth.textContent = t("borne-off.count", { side: names.north, n: off.north });
      ui.borneOffSouthChip.className = `piece-chip palette-${paletteName(v.colorNames, "south")}`;
      ui.borneOffNorthChip.className = `piece-chip palette-${paletteName(v.colorNames, "north")}`;
    }

    ui.flip.setAttribute("aria-pressed", String(s.flipped));
    ui.undo.disabled = s.undoCount === 0;
    // a flag fallen is final: the button says why it is off
    if (st.ending?.startsWith("time-") === true) ui.undo.title = t("session.time-final");
    else ui.undo.removeAttribute("title");
    ui.redo.disabled = !st.canRedo;
    ui.offerDraw.disabled = st.result !== null || st.drawOffer !== null || s.computerToMove;
    ui.resign.disabled = st.result !== null || s.computerToMove;
    ui.resign.classList.toggle("armed", s.resignArmed);
    ui.resign.textContent = t(s.resignArmed ? "controls.resign-confirm" : "controls.resign");
  }

  /** Against the computer: who plays which side, and the level. */
  #players(s: Snapshot): void {
    const ui = this.#ui;
    const p = s.players;
    const named = s.names.south !== null || s.names.north !== null;
    ui.players.hidden = p.opponent !== "computer" && !named;
    const names = sideNames(pageTranslator(), s.variant.colorNames);
    if (p.opponent !== "computer") {
      // names come from links and saved games: shown as text, never as markup
      if (named) ui.players.textContent = t("players.two", { south: nameOf(s, "south"), north: nameOf(s, "north") });
      return;
    }
    const level = s.level;
    const values = { you: nameOf(s, p.human), computer: names[other(p.human)] };
    ui.players.textContent =
      level === undefined
        ? t("players.computer", values)
        : t("players.computer-level", { ...values, level: level.level, name: levelName(pageTranslator(), level) });
  }

  #hint(s: Snapshot): void {
    const ui = this.#ui;
    ui.hint.disabled = s.state.result !== null || s.computerToMove || s.job === "hint" || s.hint !== null;
    ui.hint.setAttribute("aria-busy", String(s.job === "hint"));
    const h = s.hint;
    ui.hintText.hidden = h === null;
    if (h !== null) {
      const side = sideNames(pageTranslator(), s.variant.colorNames)[s.state.turn];
      ui.hintText.textContent = t("hint.for", { side, move: h.path.length === 0 ? t("hint.pass") : h.text });
    }
  }

  /**
   * The evaluation, from the point of view of the first-named side (White;
   * Gold in Coronet), whatever the board's orientation: a bar split in the
   * two sides' colours, a number in men (+1.00: that side a man up; "#3" and
   * "#−3": a forced win in 3 moves for it or for the other side) and words
   * naming who stands better. The game over, it is not shown: the result says it.
   */
  #eval(s: Snapshot): void {
    const ui = this.#ui;
    const e = s.evaluation;
    const english = s.variant.colorNames;
    const names = sideNames(pageTranslator(), english);
    const busy = s.job === "eval";
    ui.evalBox.hidden = (e === null && !s.evalEvery) || s.state.result !== null;
    ui.evalBusy.hidden = !busy;
    ui.evalSouth.className = `eval-side palette-${paletteName(english, "south")}`;
    ui.evalNorth.className = `eval-side palette-${paletteName(english, "north")}`;
    // the computer's search before its move is its view of the game, said as such
    ui.evalWho.textContent = t(e?.from === "move" ? "eval.computer-for" : "eval.for", { side: names.south });
    const you = (c: Color) => (s.players.opponent === "computer" && c === s.players.human ? t("eval.you", { side: names[c] }) : names[c]);
    ui.evalLeft.textContent = you("south");
    ui.evalRight.textContent = you("north");
    if (e === null) {
      ui.evalNumber.textContent = "…";
      ui.evalWords.textContent = t(busy ? "eval.busy" : "eval.not-yet");
      ui.evalSouth.style.width = "50%";
      ui.evalBox.classList.add("stale");
      ui.evalBox.removeAttribute("title");
      return;
    }
    const v = e.south;
    const win = e.winIn === null || e.winIn === 0 ? null : e.winIn;
    let share: number;
    if (e.database !== null && win === null) {
      // an endgame database knows the position: its value, for south
      const word = t(({ win: "eval.win", draw: "eval.draw", loss: "eval.loss" } as const)[e.database]);
      ui.evalNumber.textContent = word;
      ui.evalWords.textContent = t("eval.database", { value: word });
      share = e.database === "win" ? 1 : e.database === "loss" ? 0 : 0.5;
    } else if (win !== null) {
      const moves = Math.ceil(Math.abs(win) / 2);
      ui.evalNumber.textContent = `#${win > 0 ? "" : "−"}${moves}`;
      ui.evalWords.textContent = t("eval.wins-in", { side: win > 0 ? names.south : names.north, n: moves });
      share = win > 0 ? 1 : 0;
    } else {
      const a = Math.abs(v);
      const who = v > 0 ? names.south : names.north;
      ui.evalNumber.textContent = `${v > 0 ? "+" : v < 0 ? "−" : ""}${pageTranslator().number(a / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
      ui.evalWords.textContent = a < 20 ? t("eval.even") : t(a < 60 ? "eval.slightly-better" : a < 150 ? "eval.better" : "eval.much-better", { side: who });
      share = 0.5 + 0.5 * Math.tanh(v / 300);
    }
    ui.evalSouth.style.width = `${(share * 100).toFixed(1)}%`;
    const stale = e.epoch !== s.epoch;
    ui.evalBox.classList.toggle("stale", stale);
    ui.evalBox.title = t(stale ? "eval.title-stale" : "eval.title", { south: names.south, north: names.north, n: e.depth });
  }
}

/** The messages of a result's reason without who won (the result's title says that), by the engine's code. */
const REASONS: Readonly<Record<string, Key>> = {
  "cannot-move": "reason.cannot-move",
  resigned: "reason.resigned",
  "time-out": "reason.time-out",
  "time-out-no-win": "reason.time-out-no-win",
  "draw-agreed": "reason.draw-agreed",
  repetition: "reason.repetition",
  "forty-moves": "reason.forty-moves",
  "king-moves-25": "reason.king-moves-25",
  "ending-16": "reason.ending-16",
  "ending-5": "reason.ending-5",
  "king-moves-15": "reason.king-moves-15",
  "three-kings-15": "reason.three-kings-15",
  "no-stack": "reason.no-stack",
  "borne-off": "reason.borne-off",
  "no-king": "reason.no-king",
};

/**
 * Why a game ended, without who won (the result's title says that): the engine's "Black
 * wins: White resigned" is "White resigned.", "draw by threefold repetition" "Threefold
 * repetition.", "draw agreed" "Agreed by the players.".
 */
export function resultReason(reason: Said): string {
  const tr = pageTranslator();
  const key = REASONS[reason.code];
  if (key === undefined) return `${capitalise(saidText(tr, reason))}.`;
  const values: Record<string, string> = {};
  for (const [name, v] of Object.entries(reason.values)) if ("color" in v) values[name] = sideWord(tr, v.name);
  return t(key, values);
}
