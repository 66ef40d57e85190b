// The play controller: one engine game, turned from clicks into moves and from moves into a
// board model. No DOM: the game page (main.ts) and the <omni-draughts> element (element.ts)
// both hold one, decide when a click may play (the computer's turn, an earlier position
// shown, view mode), and draw what `board()` gives them. It owns the game's state as the
// engine last reported it, the click-by-click input (input.ts), the message that answers the
// last click, and the promotion choice waiting for an answer.

import { type ColorNames, type Game, type GameState, type LegalMove } from "../engine/engine.js";
import { pageTranslator, type Translator } from "../i18n/index.js";
import { capitalise, errorText, kindName, saidText } from "../i18n/words.js";
import { MoveInput, type InputAction } from "../board/input.js";
import type { BoardCallbacks, BoardModel } from "../board/view.js";

/** A move just played, for the animation: from which landing square it is still to be shown. */
export interface Played {
  move: LegalMove;
  /** The state before it. */
  before: GameState;
  /** The landing squares already shown while the move was entered click by click. */
  fromStep: number;
}

/** A move played by the controller: how to show it, and its PDN text as the engine wrote it. */
export interface MovePlayed {
  played: Played;
  text: string;
}

/** What a click did. */
export type ClickResult =
  /** The selection or the message changed: redraw. */
  | { kind: "changed" }
  /** A move was played. */
  | ({ kind: "played" } & MovePlayed)
  /** Several moves share the path entered: ask which piece it makes (`choose` or `cancelPromotion`). */
  | { kind: "promote"; moves: LegalMove[] };

/** What a promotion move makes of the piece ("King"), or its text when it says nothing. */
export function promotionName(tr: Translator, m: LegalMove): string {
  return m.promotion === undefined ? m.text : kindName(tr, m.promotion);
}

/**
 * Plays a legal move of `game`: by its path, or by its text when the path alone does not name
 * it (a pass has no path; a Cheskers promotion shares its path with the other choices).
 * Returns the engine's PDN text of the move.
 */
export function playMove(game: Game, move: LegalMove): string {
  return move.path.length === 0 || move.promotion !== undefined ? game.playText(move.text) : game.play(move.path);
}

export class PlayController {
  #game: Game;
  #state: GameState;
  readonly #input: MoveInput;
  #message: string | null = null;
  #promotion: LegalMove[] | null = null;
  /** The language of the messages. */
  readonly tr: Translator;

  /** `tr`: the language of its messages (the page's unless told; English before the page's is loaded). */
  constructor(game: Game, tr: Translator = pageTranslator()) {
    this.tr = tr;
    this.#input = new MoveInput(tr);
    this.#game = game;
    this.#state = game.state();
    this.#input.setState(this.#state);
  }

  /** The engine's game (for what the controller does not do itself: undo, draws, records). */
  get game(): Game {
    return this.#game;
  }

  /** The game's state as the engine last reported it. */
  get state(): GameState {
    return this.#state;
  }

  /** The answer to the last click ("Square 22 selected: ..."), or null: the engine's status stands. */
  get message(): string | null {
    return this.#message;
  }

  /** The moves a promotion choice is waiting on (null: none). */
  get promotion(): readonly LegalMove[] | null {
    return this.#promotion;
  }

  /** The squares clicked so far, origin first. */
  get prefix(): readonly string[] {
    return this.#input.prefix;
  }

  /** The selected piece's square, or null. */
  get selected(): string | null {
    return this.#input.selected;
  }

  /** Sets (or with null clears) the message shown in place of the engine's status. */
  say(text: string | null): void {
    this.#message = text;
  }

  /** Puts another game in place of this one, which is freed. */
  replace(game: Game): GameState {
    if (game !== this.#game) this.#game.free();
    this.#game = game;
    return this.refresh();
  }

  /**
   * Re-reads the state after the game changed by other means (undo, redo, a draw offer):
   * the selection, the message and any promotion choice go.
   */
  refresh(): GameState {
    this.#state = this.#game.state();
    this.#input.setState(this.#state);
    this.#message = null;
    this.#promotion = null;
    return this.#state;
  }

  /** Lets go of the selected piece; false when nothing was selected. */
  deselect(): boolean {
    if (this.#input.selected === null && this.#promotion === null) return false;
    this.#input.clear();
    this.#promotion = null;
    this.#message = null;
    return true;
  }

  /** A click (or Enter) on the square `name`, by the side to move. */
  click(name: string): ClickResult {
    const shown = this.#input.prefix.length; // the clicks so far already show the piece on its way
    return this.#apply(this.#input.click(name), shown);
  }

  /**
   * Plays `move` (one of `state.moves`); null when the engine refuses it, with the message
   * saying why. `fromStep`: the landing squares the board shows already.
   */
  play(move: LegalMove, fromStep = 0): MovePlayed | null {
    const before = this.#state;
    let text: string;
    try {
      text = playMove(this.#game, move);
    } catch (e) {
      this.#message = capitalise(errorText(this.tr, e));
      return null;
    }
    this.refresh();
    return { played: { move, before, fromStep }, text };
  }

  /** The promotion choice answered: plays that move (the board shows it up to its last landing). */
  choose(move: LegalMove): MovePlayed | null {
    this.#promotion = null;
    return this.play(move, Math.max(0, move.path.length - 2));
  }

  /** The promotion choice closed without an answer: nothing is played; false when none was asked. */
  cancelPromotion(): boolean {
    if (this.#promotion === null) return false;
    this.#promotion = null;
    this.#input.clear();
    this.#message = this.tr.t("play.promotion-cancelled");
    return true;
  }

  /**
   * The board as it is to be drawn: the selection, its targets and the capture entered so
   * far. `interactive`: whether the side to move may move now (its movable pieces are marked).
   */
  board(colorNames: ColorNames, flipped: boolean, interactive: boolean, hint: LegalMove | null = null): BoardModel {
    return {
      state: this.#state,
      colorNames,
      flipped,
      prefix: this.#input.prefix,
      targets: this.#input.targets(),
      movable: interactive ? this.#input.movable() : new Set<string>(),
      progress: this.#input.progress(),
      hint,
    };
  }

  #apply(action: InputAction, shown: number): ClickResult {
    switch (action.kind) {
      case "select":
        this.#message = action.hint;
        return { kind: "changed" };
      case "message":
        this.#message = action.text;
        return { kind: "changed" };
      case "explain": {
        let why: string | null;
        try {
          const said = this.#game.explain(action.from, action.to);
          why = said === null ? null : saidText(this.tr, said);
        } catch (e) {
          why = errorText(this.tr, e);
        }
        this.#message = capitalise(why ?? action.fallback ?? saidText(this.tr, this.#state.message));
        return { kind: "changed" };
      }
      case "play": {
        const done = this.play(action.move, shown > 1 ? shown - 1 : 0);
        return done === null ? { kind: "changed" } : { kind: "played", ...done };
      }
      case "promote":
        this.#promotion = action.moves;
        this.#message = this.tr.t("play.choose-promotion", { choices: this.tr.list(action.moves.map((m) => promotionName(this.tr, m))) });
        return { kind: "promote", moves: action.moves };
    }
  }
}

/**
 * The board's drag callbacks for a game played through `input`: dragging a piece is a click on
 * it and a click where it is dropped. Half-way through a capture only the capturing piece can
 * be dragged on. `canDrag`: whether a move can be made now.
 */
export function dragCallbacks(
  input: { readonly prefix: readonly string[]; readonly selected: string | null },
  canDrag: () => boolean,
  onSquare: (name: string) => void,
  render: () => void,
): Pick<BoardCallbacks, "onDragStart" | "onDrop"> {
  return {
    onDragStart: (from) => {
      if (!canDrag()) return false;
      const p = input.prefix;
      if (p.length > 1) return from === p[p.length - 1];
      if (input.selected !== from) onSquare(from);
      return input.selected === from;
    },
    onDrop: (from, to) => {
      if (to !== null && to !== from) onSquare(to);
      else render();
    },
  };
}
