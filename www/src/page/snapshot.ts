// The session's picture for the views (a read-only snapshot), and the interfaces through which
// the session draws and reaches the position editor: what the page's views and the session
// share, so that neither imports the other.

import type { Color, GameState, LegalMove, Level, VariantInfo } from "../engine/engine.js";
import { pageTranslator, t } from "../i18n/index.js";
import { sideName as sideWord } from "../i18n/words.js";
import type { Played } from "../play/play.js";
import type { SoundKind } from "../site/sound.js";
import type { BoardModel } from "../board/view.js";
import type { ClockView } from "./clock.js";
import type { Evaluation, JobKind } from "./computer-jobs.js";
import type { Names, Players } from "./opening.js";

/** What the views draw: a read-only picture of the session. */
export interface Snapshot {
  readonly variant: VariantInfo;
  /** The game now. */
  readonly state: GameState;
  /** The position on the board: the game now, or an earlier one looked at. */
  readonly shown: GameState;
  /** The earlier position looked at, as a count of moves; null: the game now. */
  readonly viewPly: number | null;
  /** The status line while an earlier position is shown. */
  readonly viewing: string | null;
  readonly players: Players;
  readonly names: Names;
  readonly flipped: boolean;
  /** A message that replaces the engine's status line until the next change. */
  readonly message: string | null;
  /** "White played 11-15.": the status line starts with it after a move. */
  readonly played: string | null;
  readonly job: JobKind | null;
  readonly hint: LegalMove | null;
  readonly evaluation: Evaluation | null;
  readonly evalEvery: boolean;
  /** Counts the changes of position (an evaluation of an older one is drawn faded). */
  readonly epoch: number;
  /** How many moves Undo takes back (0: Undo is not possible). */
  readonly undoCount: number;
  readonly computerToMove: boolean;
  /** Resign was clicked once: the next click confirms. */
  readonly resignArmed: boolean;
  /** The computer's level. */
  readonly level: Level | undefined;
  readonly editing: boolean;
  /** The clocks, in a game played with a time control; null without. */
  readonly clock: ClockView | null;
}

/** What the board shows: the game (moves are made), an earlier position, or a position set up. */
export type BoardMode = "play" | "viewing" | "editing";

/** How the session draws and asks: given by the page (main.ts), fakes in unit tests. */
export interface SessionViews {
  board(model: BoardModel, mode: BoardMode, played?: Played): void;
  panel(snap: Snapshot): void;
  /** Several moves share the path: ask which piece it makes (`choosePromotion` / `cancelPromotion`). */
  askPromotion(moves: LegalMove[], snap: Snapshot): void;
  /** A dialog about the game on the board closes (another tab's game replaces it). */
  closeDialogs(): void;
  /** A move's sound (when sounds are on). */
  sound(kind: SoundKind): void;
  /** Another game is on the board, or the editor opens: the share box about the last one closes. */
  hideShareBox(): void;
  /** The clocks' times, between full redraws (a tick of the running clock). */
  clocks?(view: ClockView): void;
}

/** The position editor, as the session sees it (editor-panel.ts). */
export interface Editing {
  /** Whether a position is being set up. */
  readonly active: boolean;
  /** The position set up, drawn in place of the game; null when the editor is closed. */
  shown(state: GameState): GameState | null;
  click(name: string): void;
  /** Closes the editor (nothing is played); false when it was not open. */
  close(): boolean;
  /** Opens it on the position shown. */
  open(): void;
}

/** "White", or "Black (computer)" for the computer's side. */
export function sideName(s: Snapshot, c: Color): string {
  const side = sideWord(pageTranslator(), s.variant.colorNames, c);
  return s.players.opponent === "computer" && c !== s.players.human ? t("side.computer", { side }) : side;
}

/** "Black", or "Black (Ann)" when the player gave a name. */
export function nameOf(s: Pick<Snapshot, "variant" | "names">, c: Color): string {
  const name = s.names[c];
  const side = sideWord(pageTranslator(), s.variant.colorNames, c);
  return name === null ? side : t("side.named", { side, name });
}
