// What opens on the board: a game with its players, from the address, the saved game, a share
// link or a PDN record; and the way back, the game written as a record (with its players'
// names in PDN), and what Undo takes back against the computer. Plain functions of the engine
// and the text given: no DOM but the storage read through saved.ts.

import { type ClockRecord, type Color, type Engine, type Game, type GameRecord, type GameState, type Level, type VariantInfo } from "../engine/engine.js";
import { pageTranslator, t } from "../i18n/index.js";
import { errorText, levelName, sideNames, variantName } from "../i18n/words.js";
import { readLegacyEnd } from "../site/saved.js";
import { numberedMoves, plyOffset } from "../play/tree.js";

/** Who plays: two people on this screen, or one person against the computer. */
export interface Players {
  opponent: "human" | "computer";
  /** The side the person plays against the computer. */
  human: Color;
  /** The computer's level (`levels()`). */
  level: number;
}

/** The players' names (plain text, at most 60 characters), null when not given. */
export interface Names {
  south: string | null;
  north: string | null;
}

/** A game ready to be shown: what the page needs besides the engine's game. */
export interface Opening {
  variant: VariantInfo;
  game: Game;
  startFen: string | null;
  players: Players;
  seed: number | null;
  names: Names;
  /**
   * The clocks of a game played with a time control (a link, the saved game, a PDN); null: a
   * record without clocks; absent: a new game, which gets fresh clocks with the time control
   * chosen.
   */
  clock?: ClockRecord | null;
}

/** The other side. */
export const other = (c: Color): Color => (c === "south" ? "north" : "south");

/**
 * The same players in the game `to`: the person who moves first (or second) in `from` does
 * so in `to` too, whatever the sides are called.
 */
export function playersIn(p: Players, from: VariantInfo, to: VariantInfo): Players {
  const first = p.human === from.firstTurn;
  return { ...p, human: first ? to.firstTurn : other(to.firstTurn) };
}

/** "American checkers, 12 moves" (or "no moves yet"): the moves numbered as the move list numbers them. */
export function recordSummary(variant: VariantInfo, s: Pick<GameState, "history" | "startTurn" | "firstTurn">): string {
  const game = variantName(pageTranslator(), variant);
  const moves = numberedMoves(s.history.length, plyOffset(s));
  return moves === 0 ? t("summary.no-moves", { game }) : t("summary.moves", { game, n: moves });
}

/** A fresh seed for a game's computer moves. */
export function randomSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return (a[0] ?? 1) % 0x7fffffff;
}

/**
 * The players the address asks for: `?vs=computer` (else two people),
 * `&you=` the person's side (south, north, or its name: white, black, ...;
 * the side that moves first when absent), `&level=` 1 to 5.
 */
export function playersFrom(params: URLSearchParams, variant: VariantInfo, levels: readonly Level[]): Players {
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
 * A game record (a link, the saved game, a PDN import) as a game on the
 * board: the moves replayed on a new game. Throws with what is wrong.
 */
export function openRecord(engine: Engine, rec: GameRecord, level: number): Opening {
  const variant = engine.variant(rec.variant);
  if (variant === undefined) throw new Error(t("opening.no-such-game", { game: rec.variant }));
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
  return { variant, game, startFen: fen, players, seed, names: { south: rec.southName ?? null, north: rec.northName ?? null }, clock: rec.clock ?? null };
}

/**
 * Whether the address asks for the saved game (or says nothing against it):
 * its game, its position and, when given, its players.
 */
export function addressAgrees(params: URLSearchParams, saved: Opening, levels: readonly Level[]): boolean {
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
export function addressGame(engine: Engine, params: URLSearchParams): { opening: Opening; notice: string | null } {
  const all = engine.variants();
  const first = all[0]!;
  const wanted = params.get("variant");
  const fen = params.get("fen");
  let variant = first;
  let notice: string | null = null;
  if (wanted !== null && wanted !== "") {
    const found = engine.variant(wanted);
    if (found !== undefined) variant = found;
    else notice = t("opening.unknown-game", { game: wanted, first: variantName(pageTranslator(), first) });
  }
  let game: Game | null = null;
  let startFen: string | null = null;
  if (fen !== null && fen.trim() !== "" && notice === null) {
    try {
      game = engine.newGame(variant.id, fen.trim());
      startFen = fen.trim();
    } catch (e) {
      notice = t("opening.bad-position", { error: errorText(pageTranslator(), e), game: variantName(pageTranslator(), variant) });
    }
  }
  if (game === null) {
    try {
      game = engine.newGame(variant.id);
    } catch (e) {
      notice = t("opening.cannot-start", { game: variantName(pageTranslator(), variant), error: errorText(pageTranslator(), e), first: variantName(pageTranslator(), first) });
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
export function savedGame(engine: Engine, text: string, level: number): Opening {
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

/**
 * What is wrong with the address's players (`level=9`, `you=purple`): the
 * values `playersFrom` could not use and put its own in place of, in words.
 */
export function playersNotice(params: URLSearchParams, variant: VariantInfo, levels: readonly Level[], players: Players): string | null {
  const out: string[] = [];
  const quote = (v: string) => `“${v.length > 20 ? `${v.slice(0, 20)}…` : v}”`;
  const level = (params.get("level") ?? "").trim();
  if (level !== "" && !levels.some((l) => String(l.level) === level)) {
    const first = levels[0]?.level;
    const last = levels[levels.length - 1]?.level;
    const chosen = levels.find((l) => l.level === players.level);
    const values = { asked: /^\d{1,3}$/.test(level) ? level : quote(level), first: first ?? "", last: last ?? "", level: players.level };
    out.push(chosen !== undefined ? t("opening.no-level-named", { ...values, name: levelName(pageTranslator(), chosen) }) : t("opening.no-level", values));
  }
  const you = (params.get("you") ?? "").trim();
  const names = variant.colorNames;
  if (you !== "" && !["south", "north", names.south.toLowerCase(), names.north.toLowerCase()].includes(you.toLowerCase())) {
    const local = sideNames(pageTranslator(), names);
    out.push(t("opening.no-side", { game: variantName(pageTranslator(), variant), asked: quote(you), south: local.south, north: local.north, side: local[players.human] }));
  }
  return out.length > 0 ? out.join(" ") : null;
}

/**
 * A new game of the game on the board from the position `fen`, the players as they are (the
 * FEN box, the position editor); throws with what the engine refuses.
 */
export function fromPosition(on: { readonly engine: Engine; readonly variant: VariantInfo; readonly players: Players; readonly names: Names }, fen: string): Opening {
  const game = on.engine.newGame(on.variant.id, fen);
  return { variant: on.variant, game, startFen: game.fen(), players: on.players, seed: null, names: on.names };
}

/** The game as the engine's link text holds it (share links, the saved game): the inverse of `openRecord`. */
export function recordOf(variant: VariantInfo, startFen: string | null, players: Players, names: Names, seed: number, state: GameState, clock: ClockRecord | null = null): GameRecord {
  const level = (c: Color) => (players.opponent === "computer" && players.human !== c ? players.level : 0);
  return {
    variant: variant.id,
    fen: startFen,
    moves: [...state.history],
    players: { south: level("south"), north: level("north") },
    southName: names.south,
    northName: names.north,
    seed,
    result: state.ending ?? null,
    ...(clock !== null ? { clock } : {}),
  };
}

/** The engine's PDN of a game, with the players' names in its White and Black tags when they were given. */
export function pdnWithNames(pdn: string, variant: VariantInfo, names: Names): string {
  let text = pdn;
  for (const c of ["south", "north"] as const) {
    const name = names[c];
    const tag = variant.colorNames[c];
    if (name === null || (tag !== "White" && tag !== "Black")) continue;
    const value = name.replace(/[\\"]/g, (ch) => `\\${ch}`);
    text = text.replace(`[${tag} "?"]`, () => `[${tag} "${value}"]`);
  }
  return text;
}

/**
 * How many moves Undo takes back: one, or against the computer as many as it takes to reach
 * the person's turn again (the computer's reply and the person's move; just the person's move
 * while the computer thinks).
 */
export function undoCount(s: GameState, players: Players): number {
  if (!s.canUndo) return 0;
  if (players.opponent !== "computer") return 1;
  const k = s.history.length;
  const own = players.human === s.startTurn ? 0 : 1; // the parity of the person's plies
  for (let j = k - 1; j >= 0; j--) if (j % 2 === own) return k - j;
  return 0;
}
