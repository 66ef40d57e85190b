// Typed wrapper around the wasm engine (see docs/wasm-api.md, the contract).
//
// Everything the page knows about a game comes from here; the rest of the
// front end never touches the raw wasm-bindgen module.

import { loadEngine, type RawGame, type RawModule } from "./loader.js";
import type { PdnGame } from "../play/tree.js";
import type * as Arg from "./shapes.js";

/** The two sides. South starts on the bottom ranks of the diagram. */
export type Color = "south" | "north";
export type PieceKind = "man" | "king" | "bishop" | "camel";
export type Shape = "dark8" | "full8" | "dark10";
/** How the board is drawn: upright, or turned 45 degrees (Coast-to-Coast). */
export type Layout = "square" | "diamond";
/**
 * When the pieces jumped during a capture leave the board: "at-once" (Polish:
 * each one as it is jumped) or "at-end" (elsewhere: they stay, and the page
 * dims them, until the move is over).
 */
export type CapturedRemoved = "at-once" | "at-end";

export type MarkKind =
  /** A player's men are crowned by ending a move here (Coronet). */
  | "crown"
  /** A player's home corner: pieces leave from here and are borne off here (Coast-to-Coast). */
  | "home";

/** A square that a game gives a meaning of its own (marks.ts puts it into words). */
export interface SquareMark {
  square: string;
  kind: MarkKind;
  /** The side the square belongs to: who is crowned there, whose home it is. */
  color: Color;
}

export interface ColorNames {
  south: string;
  north: string;
}

export interface VariantInfo {
  id: string;
  name: string;
  shape: Shape;
  layout: Layout;
  /** Who moves first in this game. */
  firstTurn: Color;
  colorNames: ColorNames;
  /** Short rules summary, plain text. */
  rules: string;
  /** The kinds of piece this game has, "man" first. */
  pieces: PieceKind[];
  /** Checkers pile up in stacks (Stack'Em); elsewhere one piece to a square. */
  stacks: boolean;
}

/**
 * One square of a position being set up (`compose`): the piece on it, and
 * under a Stack'Em stack's top the checkers below it, bottom first.
 */
export interface Placed {
  square: string;
  color: Color;
  kind: PieceKind;
  below?: Piece[];
}

export interface Piece {
  color: Color;
  kind: PieceKind;
}

export interface SquareInfo {
  /** The game's own name of the square: "22" (American), "c3" (Russian). */
  name: string;
  /** 0-based display column, 0 = left as seen by the south player. */
  file: number;
  /** 0-based display row, 0 = bottom as seen by the south player. */
  rank: number;
  /** The top of a stack in Stack'Em. */
  piece: Piece | null;
  /** Stack'Em, when the square holds more than one checker: the whole stack, bottom first. */
  stack?: Piece[];
}

export interface LegalMove {
  /** Origin, then every landing square. */
  path: string[];
  /** Captured squares in the order taken. */
  captures: string[];
  /** PDN text of the move. A pass (Coast-to-Coast) has path [] and text "pass". */
  text: string;
  /**
   * What the piece becomes. Cheskers lets the player choose: several legal
   * moves then share one path and differ only here.
   */
  promotion?: "king" | "bishop" | "camel";
  /**
   * With a promotion: the index in `path` where the piece is crowned (a
   * Russian man crowned during a capture goes on as a king).
   */
  crownedAt?: number;
}

/** Pieces borne off so far (Coast-to-Coast). */
export interface BorneOff {
  south: number;
  north: number;
}

export interface GameResult {
  winner: Color | null;
  reason: Said;
}

/**
 * A sentence of the engine (crate/src/said.rs): a code and the values it names, for the
 * page to word in the player's language (i18n/words.ts); `english` is the engine's own wording.
 */
export interface Said {
  code: string;
  values: Readonly<Record<string, SaidValue>>;
  english: string;
}

/**
 * A value named in a Said: a side, a square, moves (any one of them), another sentence, text
 * given from outside (a FEN's section, a link's field), a whole number, a game, a kind of piece.
 */
export type SaidValue =
  | { color: Color; name: string }
  | { square: string }
  | { moves: string[] }
  | { said: Said }
  | { text: string }
  | { number: number }
  | { game: string; name: string }
  | { kind: PieceKind };

export interface GameState {
  variant: string;
  shape: Shape;
  layout: Layout;
  size: number;
  /** Who moves first in this game (numbers the move list). */
  firstTurn: Color;
  /** Who was to move in the position the game started from. */
  startTurn: Color;
  capturedRemoved: CapturedRemoved;
  /** Coast-to-Coast: pieces borne off by each side; null in the other games. */
  borneOff: BorneOff | null;
  /** Squares with a meaning of their own: coronation corners, homes. */
  marks: SquareMark[];
  squares: SquareInfo[];
  turn: Color;
  turnName: string;
  moves: LegalMove[];
  history: string[];
  lastMove: LegalMove | null;
  result: GameResult | null;
  canUndo: boolean;
  canRedo: boolean;
  fen: string;
  /** The position the game started from; null for the game's own start (newer engines only). */
  startFen?: string | null;
  drawOffer: Color | null;
  /** The result came from a resignation or a draw agreed (what a record's `result` keeps); null otherwise (older engines: absent). */
  ending?: Ending | null;
  /** The status line: whose move, or the result. */
  message: Said;
}

/** How a game ended when its moves do not say: who resigned, a draw agreed, or whose flag fell. */
export type Ending = "resign-south" | "resign-north" | "draw-agreed" | "time-south" | "time-north";

const ENDINGS: readonly string[] = ["resign-south", "resign-north", "draw-agreed", "time-south", "time-north"];

/**
 * A game's clocks as records hold them (docs/wasm-api.md): the time control ("300+3": Fischer
 * seconds and increment; "1/30": seconds a move), the mover's clock after each move and the
 * time used on the move under way in tenths of a second, and (the saved game only) when the
 * running clock last started, in ms since 1970.
 */
export interface ClockRecord {
  control: string;
  times: number[];
  used?: number;
  since?: number | null;
}

/**
 * A game as share links and the saved game hold it (docs/wasm-api.md):
 * the engine writes and reads the text, replaying the moves.
 */
export interface GameRecord {
  variant: string;
  /** The start position, when not the game's own. */
  fen?: string | null;
  /** PDN move text. */
  moves?: string[];
  /** 0 a person, 1-5 the computer's level. */
  players?: { south: number; north: number };
  southName?: string | null;
  northName?: string | null;
  seed?: number | null;
  /** How the game ended when its moves do not say. */
  result?: Ending | null;
  /** The time control and the clocks, in a game played with one. */
  clock?: ClockRecord | null;
  /** How many games the PDN file held (`importPdn` only). */
  games?: number;
}

/**
 * True when every field of the page's type `T` is one the engine reads in `U` (shapes.ts,
 * written from the engine's Rust types): with the call sites, which tsc checks against
 * shapes.ts, the page's argument types cannot drift from the engine's.
 */
export type OnlyKnownFields<T, U> = [Exclude<keyof T, keyof U>] extends [never] ? true : false;
// the record a link carries; `games` is importPdn's answer only
const ARGUMENT_SHAPES: [
  OnlyKnownFields<ClockRecord, Arg.ClockRecord>,
  OnlyKnownFields<Omit<GameRecord, "games">, Arg.GameRecordArg>,
  OnlyKnownFields<Placed, Arg.Placed>,
  OnlyKnownFields<Piece, Arg.PieceArg>,
] = [true, true, true, true];
void ARGUMENT_SHAPES;

/** One of the computer's levels (`levels()`), weakest first. */
export interface Level {
  /** What `think` takes: 1 (Beginner) to 5 (Master). */
  level: number;
  name: string;
  /** Deepest iteration, plies. */
  depth: number;
  /** Longest search, milliseconds. */
  movetime: number;
}

/** An error reported by the engine (bad input, illegal move, ...). */
export class EngineError extends Error {
  override name = "EngineError";
  /** What was wrong as a code with values, for an error a player can cause (a bad FEN, PDN, link, set-up, move). */
  readonly said: Said | null;

  constructor(message: string, said: Said | null = null) {
    super(message);
    this.said = said;
  }
}

/** What an error thrown by the engine says as a code with values (its `said`), or null (a program's error, a loader's). */
export function errorSaid(e: unknown): Said | null {
  if (!isObject(e)) return null;
  const said = e["said"];
  return isSaid(said) ? said : null;
}

/** The one-line message of anything thrown by the engine or the loader. */
export function errorMessage(e: unknown): string {
  if (e instanceof Error) return e.message;
  if (typeof e === "string") return e;
  try {
    return JSON.stringify(e);
  } catch {
    return String(e);
  }
}

function call<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    throw new EngineError(errorMessage(e), errorSaid(e));
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null;
}

function checkRecord(v: unknown): GameRecord {
  if (
    !isObject(v) ||
    typeof v["variant"] !== "string" ||
    (v["moves"] !== undefined && (!Array.isArray(v["moves"]) || v["moves"].some((m) => typeof m !== "string"))) ||
    (v["fen"] !== undefined && v["fen"] !== null && typeof v["fen"] !== "string") ||
    (v["players"] !== undefined && (!isObject(v["players"]) || typeof v["players"]["south"] !== "number" || typeof v["players"]["north"] !== "number")) ||
    (v["southName"] !== undefined && v["southName"] !== null && typeof v["southName"] !== "string") ||
    (v["northName"] !== undefined && v["northName"] !== null && typeof v["northName"] !== "string") ||
    (v["seed"] !== undefined && v["seed"] !== null && typeof v["seed"] !== "number") ||
    (v["result"] !== undefined && v["result"] !== null && !ENDINGS.includes(v["result"] as string)) ||
    (v["clock"] !== undefined && v["clock"] !== null && (!isObject(v["clock"]) || typeof v["clock"]["control"] !== "string" || !Array.isArray(v["clock"]["times"]))) ||
    (v["games"] !== undefined && typeof v["games"] !== "number")
  ) {
    throw new EngineError("the engine returned a game record this page does not understand");
  }
  return v as unknown as GameRecord;
}

function isSaid(v: unknown): v is Said {
  return isObject(v) && typeof v["code"] === "string" && isObject(v["values"]) && typeof v["english"] === "string";
}

/** A cheap shape check, so that a contract change fails loudly and early. */
function checkState(v: unknown): GameState {
  if (
    !isObject(v) ||
    !Array.isArray(v["squares"]) ||
    !Array.isArray(v["moves"]) ||
    !Array.isArray(v["history"]) ||
    typeof v["size"] !== "number" ||
    !isSaid(v["message"]) ||
    (v["layout"] !== "square" && v["layout"] !== "diamond") ||
    (v["firstTurn"] !== "south" && v["firstTurn"] !== "north") ||
    (v["startTurn"] !== "south" && v["startTurn"] !== "north") ||
    (v["capturedRemoved"] !== "at-once" && v["capturedRemoved"] !== "at-end")
  ) {
    throw new EngineError("the engine returned a game state this page does not understand");
  }
  return v as unknown as GameState;
}

/** A cheap shape check of an annotated game (`readPdnTree`). */
function checkTree(v: unknown): PdnGame {
  if (!isObject(v) || typeof v["variant"] !== "string" || !Array.isArray(v["tree"]) || !Array.isArray(v["comments"]) || !Array.isArray(v["tags"])) {
    throw new EngineError("the engine returned an annotated game this page does not understand");
  }
  return v as unknown as PdnGame;
}

function checkLevels(v: unknown): Level[] {
  if (
    !Array.isArray(v) ||
    v.some((x) => !isObject(x) || typeof x["level"] !== "number" || typeof x["name"] !== "string" || typeof x["movetime"] !== "number")
  ) {
    throw new EngineError("the engine returned a list of levels this page does not understand");
  }
  return v as Level[];
}

function checkVariants(v: unknown): VariantInfo[] {
  if (
    !Array.isArray(v) ||
    v.some(
      (x) =>
        !isObject(x) ||
        typeof x["id"] !== "string" ||
        typeof x["name"] !== "string" ||
        typeof x["rules"] !== "string" ||
        !Array.isArray(x["pieces"]) ||
        typeof x["stacks"] !== "boolean",
    )
  ) {
    throw new EngineError("the engine returned a variant list this page does not understand");
  }
  return v as VariantInfo[];
}

/** One game, owned by the page. Call `free()` when done with it. */
export class Game {
  #raw: RawGame | null;

  constructor(raw: RawGame) {
    this.#raw = raw;
  }

  get #g(): RawGame {
    if (this.#raw === null) throw new EngineError("this game has been closed");
    return this.#raw;
  }

  state(): GameState {
    return checkState(call(() => this.#g.state()));
  }
  /** The state after the game's first `ply` moves, from its history (nothing replayed). */
  stateAt(ply: number): GameState {
    return checkState(call(() => this.#g.stateAt(ply)));
  }
  /** Plays the move with this path (or this origin and destination); returns its PDN text. */
  play(path: readonly string[]): string {
    return call(() => this.#g.play([...path]));
  }
  playText(text: string): string {
    return call(() => this.#g.playText(text));
  }
  /** Why `from`-`to` is not legal, or null when it is. */
  explain(from: string, to: string): Said | null {
    const why = call(() => this.#g.explain(from, to));
    if (why === null || isSaid(why)) return why;
    throw new EngineError("the engine explained a move in a way this page does not understand");
  }
  undo(): boolean {
    return call(() => this.#g.undo());
  }
  redo(): boolean {
    return call(() => this.#g.redo());
  }
  offerDraw(): void {
    call(() => this.#g.offerDraw());
  }
  acceptDraw(): void {
    call(() => this.#g.acceptDraw());
  }
  declineDraw(): void {
    call(() => this.#g.declineDraw());
  }
  resign(): void {
    call(() => this.#g.resign());
  }
  /** Ends the game as a record's `result` says; throws when it is over. */
  end(ending: Ending): void {
    call(() => this.#g.end(ending));
  }
  fen(): string {
    return call(() => this.#g.fen());
  }
  pdn(): string {
    return call(() => this.#g.pdn());
  }
  /** The game as PDN with its time control and each move's clocks; throws when the times do not match the moves. */
  pdnWithClock(clock: ClockRecord): string {
    return call(() => this.#g.pdnWithClock(clock));
  }
  /**
   * The game's link text as it stands (`Engine.encodeLink`'s), with the players, names and
   * seed of `record` (whose variant and fen must be the game's): written from the game the
   * engine holds, its moves not replayed.
   */
  link(record: GameRecord): string {
    return call(() => this.#g.link(record));
  }
  free(): void {
    const raw = this.#raw;
    this.#raw = null;
    raw?.free();
  }
}

/** The loaded engine. */
export class Engine {
  readonly #mod: RawModule;
  readonly #variants: VariantInfo[];
  readonly #levels: Level[];

  private constructor(mod: RawModule) {
    this.#mod = mod;
    this.#variants = checkVariants(call(() => mod.variants()));
    this.#levels = checkLevels(call(() => mod.levels()));
  }

  /** Loads the page's engine (loader.ts). */
  static async load(): Promise<Engine> {
    return new Engine(await loadEngine());
  }

  /** The engine of a module instantiated already (Node: the tests load the wasm themselves). */
  static fromModule(mod: RawModule): Engine {
    return new Engine(mod);
  }

  /** Every game the engine plays, in menu order. */
  variants(): readonly VariantInfo[] {
    return this.#variants;
  }

  /** The computer's levels, weakest first. */
  levels(): readonly Level[] {
    return this.#levels;
  }

  variant(id: string): VariantInfo | undefined {
    return this.#variants.find((v) => v.id === id);
  }

  newGame(variant: string, fen?: string): Game {
    const Ctor = this.#mod.Game;
    return new Game(call(() => (fen === undefined ? new Ctor(variant) : new Ctor(variant, fen))));
  }

  /**
   * A game from `fen` (or the start) after `moves`, ended as `ending` says
   * (a resignation, a draw agreed); throws naming the first move that cannot be played.
   */
  replay(variant: string, fen: string | undefined, moves: readonly string[], ending: Ending | null = null): Game {
    const game = this.newGame(variant, fen);
    moves.forEach((m, i) => {
      try {
        game.playText(m);
      } catch (e) {
        game.free();
        const english = `move ${i + 1} (${m}) cannot be played: ${errorMessage(e)}`;
        const why = errorSaid(e);
        const values = (said: Said) => ({ number: { number: i + 1 }, move: { moves: [m] }, reason: { said } });
        throw new EngineError(english, why === null ? null : { code: "move-not-played", values: values(why), english });
      }
    });
    if (ending !== null) {
      try {
        game.end(ending);
      } catch (e) {
        game.free();
        const english = `the field 'result' says '${ending}', which cannot end this game: ${errorMessage(e)}`;
        const why = errorSaid(e);
        const values = (said: Said) => ({ result: { text: ending }, reason: { said } });
        throw new EngineError(english, why === null ? null : { code: "link-result-cannot", values: values(why), english });
      }
    }
    return game;
  }

  /**
   * The FEN of a position set up square by square, written and checked by
   * the engine (the game's own FEN writer and reader); throws with what the
   * game refuses ("square 22 is given two pieces", "Stack'Em has no camel").
   */
  compose(variant: string, turn: Color, squares: readonly Placed[]): string {
    return call(() => this.#mod.compose(variant, turn, [...squares]));
  }

  /** The text of a game for a link's fragment or the saved game; throws when the game is not legal. */
  encodeLink(record: GameRecord): string {
    return call(() => this.#mod.encodeLink(record));
  }

  /** Reads such a text (a leading `#` is skipped), replaying it; throws with what is wrong. */
  decodeLink(text: string): GameRecord {
    return checkRecord(call(() => this.#mod.decodeLink(text)));
  }

  /**
   * The first game of a PDN text with its comments, marks and variations (its GameType decides
   * the variant, else `variant`); every move is checked by the rules, and the first one that
   * cannot be played is named in the error.
   */
  readPdnTree(text: string, variant: string): PdnGame {
    return checkTree(call(() => this.#mod.readPdnTree(text, variant)));
  }

  /** An annotated game as PDN text (its moves checked first); throws naming the first bad one. */
  writePdnTree(game: PdnGame): string {
    return call(() => this.#mod.writePdnTree(game));
  }

  /**
   * A game's review as annotated PDN (`omnidraughts analyse --pdn`'s text): each move's
   * evaluation, the marked moves with what they lost, the best move and the punishing line.
   * `reviews`: `Game.review`'s answers for the moves 1, 2... in order (fewer when stopped),
   * as the worker gave them (computer.ts's PlyReview; the engine checks them).
   */
  reviewPdn(game: { variant: string; fen: string | null; moves: readonly string[] }, reviews: readonly Arg.MoveReviewArg[], tags: readonly [string, string][] = []): string {
    return call(() => this.#mod.reviewPdn({ variant: game.variant, fen: game.fen ?? undefined, moves: [...game.moves] }, [...reviews], [...tags]));
  }

  /** The first game of a PDN file (its GameType decides the variant, else `variant`). */
  importPdn(text: string, variant: string): GameRecord {
    return checkRecord(call(() => this.#mod.importPdn(text, variant)));
  }
}
