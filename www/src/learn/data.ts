// The lessons and puzzles as the page fetches them (data/lessons/GAME.json,
// data/puzzles/GAME.json; docs/learn.md): read and checked here, so that a damaged or
// mismatched file is refused with a message naming the file and what is wrong, and the page
// goes on. The engine checks the same files against the rules (crate/src/learn/).

import type { Lang } from "../i18n/index.js";

/** A text in each of the page's languages. */
export type Texts = Readonly<Record<string, string>>;

export type Task = "move" | "capture" | "most" | "crown" | "win" | "bear-off";
const TASKS: readonly Task[] = ["move", "capture", "most", "crown", "win", "bear-off"];

export interface Step {
  fen: string;
  task: Task;
  from: readonly string[];
  to: readonly string[];
  text: Texts;
  done: Texts | null;
  /** The moves that complete the step, in PDN move text. */
  answers: readonly string[];
}

export interface Lesson {
  id: string;
  title: Texts;
  steps: readonly Step[];
}

export interface Course {
  variant: string;
  lessons: readonly Lesson[];
}

export interface Puzzle {
  id: string;
  fen: string;
  /** The solver's moves and the replies, alternating, the solver's first and last. */
  solution: readonly string[];
  themes: readonly string[];
  rating: number;
  source: string;
}

/** The text in `lang`, else in English. */
export function textIn(t: Texts, lang: Lang): string {
  return t[lang] ?? t["en"] ?? "";
}

/** The game a puzzle's id names ("russian-3fa2c1" → "russian"). */
export function puzzleGame(id: string): string | null {
  const m = /^([a-z-]+)-[0-9a-f]{6}$/.exec(id);
  return m === null ? null : (m[1] ?? null);
}

/** A data file's refusal: the file, and what is wrong at which place. */
export class DataError extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function texts(v: unknown, at: string): Texts {
  if (!isObject(v) || typeof v["en"] !== "string") throw new DataError(`${at}: expected texts by language, with one in English`);
  for (const [k, s] of Object.entries(v)) if (typeof s !== "string") throw new DataError(`${at}.${k}: expected a text`);
  return v as Texts;
}

function strings(v: unknown, at: string, optional = false): string[] {
  if (v === undefined && optional) return [];
  if (!Array.isArray(v) || !v.every((s) => typeof s === "string")) throw new DataError(`${at}: expected an array of texts`);
  return v as string[];
}

function text(v: unknown, at: string): string {
  if (typeof v !== "string" || v === "") throw new DataError(`${at}: expected a text`);
  return v;
}

/** A course's JSON, checked: refused with the place of the first thing wrong. */
export function readCourse(json: unknown, variant: string): Course {
  if (!isObject(json)) throw new DataError("expected an object with 'variant' and 'lessons'");
  if (json["variant"] !== variant) throw new DataError(`the lessons are of '${String(json["variant"])}', not of '${variant}'`);
  const lessons = json["lessons"];
  if (!Array.isArray(lessons) || lessons.length === 0) throw new DataError("lessons: expected an array of lessons");
  return {
    variant,
    lessons: lessons.map((l: unknown, i): Lesson => {
      const at = `lessons[${i}]`;
      if (!isObject(l)) throw new DataError(`${at}: expected a lesson`);
      const steps = l["steps"];
      if (!Array.isArray(steps) || steps.length === 0) throw new DataError(`${at}.steps: expected an array of steps`);
      return {
        id: text(l["id"], `${at}.id`),
        title: texts(l["title"], `${at}.title`),
        steps: steps.map((s: unknown, j): Step => {
          const sat = `${at}.steps[${j}]`;
          if (!isObject(s)) throw new DataError(`${sat}: expected a step`);
          const task = s["task"];
          if (typeof task !== "string" || !TASKS.includes(task as Task)) throw new DataError(`${sat}.task: expected one of ${TASKS.join(", ")}`);
          const answers = strings(s["answers"], `${sat}.answers`);
          if (answers.length === 0) throw new DataError(`${sat}.answers: expected at least one move`);
          return {
            fen: text(s["fen"], `${sat}.fen`),
            task: task as Task,
            from: strings(s["from"], `${sat}.from`, true),
            to: strings(s["to"], `${sat}.to`, true),
            text: texts(s["text"], `${sat}.text`),
            done: s["done"] === undefined ? null : texts(s["done"], `${sat}.done`),
            answers,
          };
        }),
      };
    }),
  };
}

/** A game's puzzles' JSON, checked likewise. */
export function readPuzzles(json: unknown, variant: string): Puzzle[] {
  if (!Array.isArray(json)) throw new DataError("expected an array of puzzles");
  return json.map((p: unknown, i): Puzzle => {
    const at = `[${i}]`;
    if (!isObject(p)) throw new DataError(`${at}: expected a puzzle`);
    const id = text(p["id"], `${at}.id`);
    if (puzzleGame(id) !== variant) throw new DataError(`${at}.id: '${id}' is not a puzzle of ${variant}`);
    const solution = strings(p["solution"], `${at}.solution`);
    if (solution.length % 2 === 0) throw new DataError(`${at}.solution: expected the solver's move last`);
    const rating = p["rating"];
    if (typeof rating !== "number" || !Number.isFinite(rating)) throw new DataError(`${at}.rating: expected a number`);
    return { id, fen: text(p["fen"], `${at}.fen`), solution, themes: strings(p["themes"], `${at}.themes`), rating, source: typeof p["source"] === "string" ? p["source"] : "" };
  });
}

const cache = new Map<string, Promise<unknown>>();

// A first visit fetches its files before the service worker has taken the page over, so the
// worker never saw them: once it has, they are fetched again through it, which keeps them
// for offline use (sw.js keeps data/ when fetched).
if (typeof navigator !== "undefined" && "serviceWorker" in navigator) {
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    for (const url of cache.keys()) void fetch(url).catch(() => undefined);
  });
}

/** Fetches a data file once (the service worker keeps it for offline use); refused with its name. */
async function fetchJson(base: URL, path: string): Promise<unknown> {
  const url = new URL(path, base).href;
  let p = cache.get(url);
  if (p === undefined) {
    p = (async () => {
      const res = await fetch(url);
      if (!res.ok) throw new DataError(`${path}: ${res.status} ${res.statusText}`);
      try {
        return (await res.json()) as unknown;
      } catch (e) {
        throw new DataError(`${path}: not JSON (${e instanceof Error ? e.message : String(e)})`);
      }
    })();
    cache.set(url, p);
    p.catch(() => cache.delete(url));
  }
  return p;
}

/** Where the site's files are: `data/` beside its pages. */
export function siteBase(): URL {
  return new URL("../../", import.meta.url);
}

export async function loadCourse(variant: string, base = siteBase()): Promise<Course> {
  const path = `data/lessons/${variant}.json`;
  try {
    return readCourse(await fetchJson(base, path), variant);
  } catch (e) {
    throw e instanceof DataError && !e.message.startsWith(path) ? new DataError(`${path}: ${e.message}`) : e;
  }
}

export async function loadPuzzles(variant: string, base = siteBase()): Promise<Puzzle[]> {
  const path = `data/puzzles/${variant}.json`;
  try {
    return readPuzzles(await fetchJson(base, path), variant);
  } catch (e) {
    throw e instanceof DataError && !e.message.startsWith(path) ? new DataError(`${path}: ${e.message}`) : e;
  }
}
