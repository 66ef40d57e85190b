// The engine's words in a player's language: the games' and sides' names (the engine names
// them in English: "Russian draughts", "White"), the kinds of piece, and what the engine
// says as codes with values (a status line, a result, why a move is not legal: `Said`).

import { errorMessage, errorSaid, type Color, type ColorNames, type Level, type Piece, type PieceKind, type Said, type SaidValue, type VariantInfo } from "../engine/engine.js";
import type { Key, Translator } from "./index.js";

const VARIANT_KEYS: Readonly<Record<string, Key>> = {
  english: "variant.english",
  international: "variant.international",
  italian: "variant.italian",
  polish: "variant.polish",
  russian: "variant.russian",
  coronet: "variant.coronet",
  "coast-to-coast": "variant.coast-to-coast",
  stackem: "variant.stackem",
  cheskers: "variant.cheskers",
};

/** The sides' names, by the engine's English name in lower case. */
const SIDE_KEYS: Readonly<Record<string, Key>> = {
  white: "side.white",
  black: "side.black",
  red: "side.red",
  gold: "side.gold",
};

const KIND_KEYS: Readonly<Record<PieceKind, Key>> = {
  man: "piece.man",
  king: "piece.king",
  bishop: "piece.bishop",
  camel: "piece.camel",
};

/** The game's name ("Russian draughts": "Русские шашки"); the engine's for a game this page does not know. */
export function variantName(tr: Translator, v: Pick<VariantInfo, "id" | "name">): string {
  const key = VARIANT_KEYS[v.id];
  return key === undefined ? v.name : tr.t(key);
}

/** A side's name ("White": "Белые"), from the engine's English name; that name for a colour this page does not know. */
export function sideWord(tr: Translator, english: string): string {
  const key = SIDE_KEYS[english.trim().toLowerCase()];
  return key === undefined ? english : tr.t(key);
}

/** A side's name in the game whose sides the engine names `names`. */
export function sideName(tr: Translator, names: ColorNames, c: Color): string {
  return sideWord(tr, names[c]);
}

/** Both sides' names. */
export function sideNames(tr: Translator, names: ColorNames): ColorNames {
  return { south: sideName(tr, names, "south"), north: sideName(tr, names, "north") };
}

/** "King", "Bishop": the name of a kind of piece. */
export function kindName(tr: Translator, kind: PieceKind): string {
  return tr.t(KIND_KEYS[kind]);
}

const LEVEL_KEYS: Readonly<Record<string, Key>> = {
  beginner: "level.beginner",
  casual: "level.casual",
  club: "level.club",
  strong: "level.strong",
  master: "level.master",
};

/** A level's name ("Club": "Клубный"); the engine's for a level this page does not know. */
export function levelName(tr: Translator, level: Level): string {
  const key = LEVEL_KEYS[level.name.trim().toLowerCase()];
  return key === undefined ? level.name : tr.t(key);
}

/** "white man", "red king": a piece, its side named as in the game `names`; "empty" for none. */
export function pieceWords(tr: Translator, piece: Piece | null, names: ColorNames): string {
  if (piece === null) return tr.t("piece.empty");
  const lower = (s: string) => s.toLocaleLowerCase(tr.lang);
  return tr.t("piece.of", { side: lower(sideName(tr, names, piece.color)), kind: lower(kindName(tr, piece.kind)) });
}

/** Moves any one of which is meant: "22x15 or 23x14", "a, b, c, d, e or 3 others" (the first five of more than six). */
export function movesList(tr: Translator, moves: readonly string[]): string {
  if (moves.length <= 6) return tr.list(moves);
  return tr.list([...moves.slice(0, 5), tr.t("said.others", { n: moves.length - 5 })]);
}

function valueText(tr: Translator, v: SaidValue): string {
  if ("color" in v) return sideWord(tr, v.name);
  if ("square" in v) return v.square;
  if ("moves" in v) return movesList(tr, v.moves);
  if ("text" in v) return v.text;
  if ("number" in v) return tr.number(v.number);
  if ("game" in v) return variantName(tr, { id: v.game, name: v.name });
  if ("kind" in v) return kindName(tr, v.kind).toLocaleLowerCase(tr.lang);
  return saidText(tr, v.said);
}

/**
 * What the engine said, in the language of `tr`: its code's message with its values. A code
 * this page has no message for is shown as the engine wrote it, in English (an engine newer
 * than the page).
 */
export function saidText(tr: Translator, s: Said): string {
  const key = `said.${s.code}`;
  if (!(key in tr.messages)) return s.english;
  const values: Record<string, string> = {};
  for (const [name, v] of Object.entries(s.values)) values[name] = valueText(tr, v);
  return tr.t(key as Key, values);
}

/**
 * What an error says, in the language of `tr`: an engine error a player caused (a bad FEN, PDN,
 * link, set-up, move) from its code and values (`said`, worded by `saidText`); any other (a
 * program's error, the loader's) as its English message. Every place that shows an error to a
 * player words it here.
 */
export function errorText(tr: Translator, e: unknown): string {
  const said = errorSaid(e);
  return said === null ? errorMessage(e) : saidText(tr, said);
}

/** A sentence's first letter in upper case (the engine's sentences start in lower case). */
export function capitalise(s: string): string {
  return s.charAt(0).toLocaleUpperCase() + s.slice(1);
}
