// The panel beside the board, drawn from the session's snapshot: the clocks (clock-view.ts), the
// status line and the turn chip, the result, a draw offer, the Pass box, the pieces borne off,
// who plays, the hint, the evaluation bar and which buttons can be used. It changes nothing: its buttons are wired in
// controls.ts.

import type { Color } from "../engine.js";
import { capitalise } from "../play.js";
import { paletteName } from "../theme.js";
import { ClockPanel } from "./clock-view.js";
import { byId } from "./dom.js";
import { nameOf, sideName, type Snapshot } from "./snapshot.js";

const other = (c: Color): Color => (c === "south" ? "north" : "south");

export class Panel {
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
    rulesName: byId("rules-name", HTMLSpanElement),
    rulesText: byId("rules-text", HTMLParagraphElement),
  };

  render(s: Snapshot): void {
    const ui = this.#ui;
    const st = s.state;
    const v = s.variant;
    document.title = `${v.name} — omnidraughts`;
    ui.variant.value = v.id;
    ui.rulesName.textContent = v.name;
    ui.rulesText.textContent = v.rules;
    const job = s.job;
    const activity =
      job === null || job === "eval"
        ? null
        : job === "move"
          ? `${sideName(s, st.turn)} is thinking…`
          : job === "hint"
            ? "Looking for a good move…"
            : "The computer is considering the draw offer…";
    // the game over, the result box says how, once
    const now = activity ?? (st.result !== null ? "Game over." : st.message);
    ui.status.textContent = s.message ?? s.viewing ?? (s.played !== null ? `${s.played} ${now}` : now);
    ui.thinking.hidden = activity === null;
    document.body.classList.toggle("thinking", activity !== null);
    this.clocks.render(s);
    this.#players(s);
    this.#hint(s);
    this.#eval(s);
    // the side to move in the position shown
    const chip = s.shown;
    ui.turnChip.className = chip.result === null ? `turn-chip piece-chip palette-${paletteName(v.colorNames, chip.turn)}` : "turn-chip turn-over";

    ui.result.hidden = st.result === null;
    if (st.result !== null) {
      const w = st.result.winner;
      ui.resultTitle.textContent =
        w === null ? "Draw" : s.players.opponent === "computer" ? (w === s.players.human ? "You win" : "The computer wins") : `${nameOf(s, w)} wins`;
      ui.resultText.textContent = resultReason(st.result.reason);
    }
    document.body.classList.toggle("game-over", st.result !== null);

    const offer = st.result === null ? st.drawOffer : null;
    ui.drawOffer.hidden = offer === null;
    // against the computer only the person offers, and the computer answers
    const computerAnswers = s.players.opponent === "computer" && offer === s.players.human;
    ui.acceptDraw.hidden = ui.declineDraw.hidden = computerAnswers;
    if (offer !== null) {
      ui.drawOfferText.textContent = computerAnswers ? `${v.colorNames[offer]} offers a draw. The computer is thinking it over.` : `${v.colorNames[offer]} offers a draw.`;
    }

    // the computer passes by itself
    const pass = st.result === null && !s.computerToMove && s.viewPly === null ? st.moves.find((m) => m.path.length === 0) : undefined;
    ui.passBox.hidden = pass === undefined;
    if (pass !== undefined) ui.passText.textContent = `${v.colorNames[st.turn]} has no move and must pass.`;

    const off = st.borneOff ?? null;
    ui.borneOff.hidden = off === null;
    if (off !== null) {
      ui.borneOffSouth.textContent = `${v.colorNames.south}: ${off.south}`;
      ui.borneOffNorth.textContent = `${v.colorNames.north}: ${off.north}`;
      ui.borneOffSouthChip.className = `piece-chip palette-${paletteName(v.colorNames, "south")}`;
      ui.borneOffNorthChip.className = `piece-chip palette-${paletteName(v.colorNames, "north")}`;
    }

    ui.flip.setAttribute("aria-pressed", String(s.flipped));
    ui.undo.disabled = s.undoCount === 0;
    ui.redo.disabled = !st.canRedo;
    ui.offerDraw.disabled = st.result !== null || st.drawOffer !== null || s.computerToMove;
    ui.resign.disabled = st.result !== null || s.computerToMove;
    ui.resign.classList.toggle("armed", s.resignArmed);
    ui.resign.textContent = s.resignArmed ? "Yes, resign" : "Resign";
  }

  /** Against the computer: who plays which side, and the level. */
  #players(s: Snapshot): void {
    const ui = this.#ui;
    const p = s.players;
    const named = s.names.south !== null || s.names.north !== null;
    ui.players.hidden = p.opponent !== "computer" && !named;
    const names = s.variant.colorNames;
    if (p.opponent !== "computer") {
      // names come from links and saved games: shown as text, never as markup
      if (named) ui.players.textContent = `${nameOf(s, "south")} and ${nameOf(s, "north")}`;
      return;
    }
    const level = s.level;
    ui.players.textContent = `You play ${nameOf(s, p.human)} against the computer (${names[other(p.human)]}${level !== undefined ? `, level ${level.level}: ${level.name}` : ""}).`;
  }

  #hint(s: Snapshot): void {
    const ui = this.#ui;
    ui.hint.disabled = s.state.result !== null || s.computerToMove || s.job === "hint" || s.hint !== null;
    ui.hint.setAttribute("aria-busy", String(s.job === "hint"));
    const h = s.hint;
    ui.hintText.hidden = h === null;
    if (h !== null) ui.hintText.textContent = `Hint for ${s.variant.colorNames[s.state.turn]}: ${h.path.length === 0 ? "pass" : h.text}`;
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
    const names = s.variant.colorNames;
    const busy = s.job === "eval";
    ui.evalBox.hidden = (e === null && !s.evalEvery) || s.state.result !== null;
    ui.evalBusy.hidden = !busy;
    ui.evalSouth.className = `eval-side palette-${paletteName(names, "south")}`;
    ui.evalNorth.className = `eval-side palette-${paletteName(names, "north")}`;
    ui.evalWho.textContent = `Evaluation for ${names.south}: `;
    const you = (c: Color) => (s.players.opponent === "computer" && c === s.players.human ? " (you)" : "");
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
    if (e.database !== null && win === null) {
      // an endgame database knows the position: its value, for south
      const word = { win: "Win", draw: "Draw", loss: "Loss" }[e.database];
      ui.evalNumber.textContent = word;
      ui.evalWords.textContent = `${word} (database)`;
      share = e.database === "win" ? 1 : e.database === "loss" ? 0 : 0.5;
    } else if (win !== null) {
      const moves = Math.ceil(Math.abs(win) / 2);
      ui.evalNumber.textContent = `#${win > 0 ? "" : "−"}${moves}`;
      ui.evalWords.textContent = `${win > 0 ? names.south : names.north} wins in ${moves} ${moves === 1 ? "move" : "moves"}`;
      share = win > 0 ? 1 : 0;
    } else {
      const a = Math.abs(v);
      const who = v > 0 ? names.south : names.north;
      ui.evalNumber.textContent = `${v > 0 ? "+" : v < 0 ? "−" : ""}${(a / 100).toFixed(2)}`;
      ui.evalWords.textContent = a < 20 ? "About even" : a < 60 ? `${who} is slightly better` : a < 150 ? `${who} is better` : `${who} is much better`;
      share = 0.5 + 0.5 * Math.tanh(v / 300);
    }
    ui.evalSouth.style.width = `${(share * 100).toFixed(1)}%`;
    const stale = e.epoch !== s.epoch;
    ui.evalBox.classList.toggle("stale", stale);
    ui.evalBox.title = `In men, for ${names.south} (+: ${names.south} is better, −: ${names.north}); searched ${e.depth} plies deep${stale ? ", before the last move" : ""}.`;
  }
}

/**
 * Why a game ended, without who won (the result's title says that): the
 * engine's "Black wins: White resigned" is "White resigned.", "draw by
 * threefold repetition" "Threefold repetition.", "draw agreed" "Agreed by the players.".
 */
export function resultReason(reason: string): string {
  const why = reason.trim().replace(/^draw agreed$/i, "agreed by the players").replace(/^[^:]* wins: |^draw(?: by|:) /i, "");
  return `${capitalise(why)}.`;
}
