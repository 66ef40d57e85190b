// What the Learn and Puzzles modes keep in the browser: each game's lessons' steps done, and
// each game's puzzle rating with its history. One key each, versioned; a damaged value is
// set aside (readStore's key + ".damaged") and the page starts afresh, never throwing.

import { readStore, writeStore } from "../site/saved.js";
import { NEW_PLAYER, update, type Rating } from "./glicko.js";

export const LESSONS_KEY = "omnidraughts.lessons.v1";
export const PUZZLES_KEY = "omnidraughts.puzzles.v1";
/** The most results kept in a game's history. */
export const HISTORY = 100;

/** A puzzle tried: when, which, whether solved at the first try, and the rating after it. */
export interface Attempt {
  id: string;
  /** Milliseconds since 1970. */
  at: number;
  solved: boolean;
  rating: number;
}

export interface GamePuzzles extends Rating {
  history: Attempt[];
}

type Stored<T> = Record<string, T>;

function read<T>(key: string, valid: (v: unknown) => v is T): Stored<T> {
  const text = readStore(key);
  if (text === null) return {};
  try {
    const v: unknown = JSON.parse(text);
    if (typeof v === "object" && v !== null && !Array.isArray(v) && Object.values(v).every(valid)) return v as Stored<T>;
  } catch {
    // set aside below
  }
  writeStore(`${key}.damaged`, text);
  writeStore(key, null);
  return {};
}

const isSteps = (v: unknown): v is Record<string, number[]> =>
  typeof v === "object" && v !== null && Object.values(v).every((s) => Array.isArray(s) && s.every((n) => Number.isInteger(n)));

const isGamePuzzles = (v: unknown): v is GamePuzzles => {
  if (typeof v !== "object" || v === null) return false;
  const r = v as Record<string, unknown>;
  return ["rating", "rd", "vol"].every((k) => typeof r[k] === "number" && Number.isFinite(r[k])) && Array.isArray(r["history"]);
};

/** The steps done of each lesson of `variant`: lesson id → step indexes. */
export function lessonsDone(variant: string): Record<string, number[]> {
  return read(LESSONS_KEY, isSteps)[variant] ?? {};
}

/** Marks a step done. */
export function markStep(variant: string, lesson: string, step: number): void {
  const all = read(LESSONS_KEY, isSteps);
  const game = (all[variant] ??= {});
  const steps = (game[lesson] ??= []);
  if (!steps.includes(step)) steps.push(step);
  steps.sort((a, b) => a - b);
  writeStore(LESSONS_KEY, JSON.stringify(all));
}

/** The player's puzzle rating and history in `variant`. */
export function puzzleRating(variant: string): GamePuzzles {
  return read(PUZZLES_KEY, isGamePuzzles)[variant] ?? { ...NEW_PLAYER, history: [] };
}

/**
 * Records a puzzle's result (only its first try counts) and returns the rating after it.
 * A puzzle already in the history changes nothing.
 */
export function recordPuzzle(variant: string, id: string, puzzleRatingValue: number, solved: boolean, now = Date.now()): GamePuzzles {
  const all = read(PUZZLES_KEY, isGamePuzzles);
  const before = all[variant] ?? { ...NEW_PLAYER, history: [] };
  if (before.history.some((a) => a.id === id)) return before;
  const r = update(before, puzzleRatingValue, solved ? 1 : 0);
  const after: GamePuzzles = { ...r, history: [{ id, at: now, solved, rating: Math.round(r.rating) }, ...before.history].slice(0, HISTORY) };
  all[variant] = after;
  writeStore(PUZZLES_KEY, JSON.stringify(all));
  return after;
}
