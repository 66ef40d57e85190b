// The one place that loads the engine's wasm and says what its raw exports are. The engine is
// built as two modules from one crate (scripts/build.sh): the page's (pkg/omnidraughts.js: the
// rules, notation, links, set-ups; loaded by the page and the <omni-draughts> element through
// engine.ts) and the computer's (pkg/omnidraughts_worker.js: the same and the search, analysis,
// review, endgame probe and perft; loaded by the computer's Web Worker, worker.ts, only when the
// computer is first needed). Nothing but engine.ts and worker.ts touches a raw module. The
// argument objects' types are the engine's own (shapes.ts, written from its Rust types).

import type * as Arg from "./shapes.js";

/** The raw wasm-bindgen class of a game in the page's module, as docs/wasm-api.md describes it. */
export interface RawGame {
  state(): unknown;
  stateAt(ply: number): unknown;
  play(path: string[]): string;
  playText(text: string): string;
  explain(from: string, to: string): unknown;
  undo(): boolean;
  redo(): boolean;
  offerDraw(): void;
  acceptDraw(): void;
  declineDraw(): void;
  resign(): void;
  end(ending: string): void;
  fen(): string;
  pdn(): string;
  pdnWithClock(clock: Arg.ClockRecord): string;
  link(record: Arg.GameRecordArg): string;
  free(): void;
}

/** The raw wasm-bindgen module. */
export interface RawModule {
  default: (input?: unknown) => Promise<unknown>;
  Game: new (variant: string, fen?: string) => RawGame;
  variants(): unknown;
  encodeLink(record: Arg.GameRecordArg): string;
  decodeLink(text: string): unknown;
  importPdn(text: string, variant: string): unknown;
  levels(): unknown;
  compose(variant: string, turn: string, squares: Arg.Placed[]): string;
  readPdnTree(text: string, variant?: string): unknown;
  writePdnTree(game: Arg.PdnTreeArg): string;
  reviewPdn(game: Arg.MovesGame, reviews: Arg.MoveReviewArg[], tags?: [string, string][]): string;
}

/** A game in the worker's module: the page's game, and the computer's searches. */
export interface RawSearchGame extends RawGame {
  think(options: Arg.ThinkOptions): unknown;
  analyse(options: Arg.ThinkOptions): unknown;
  review(ply: number, options: Arg.ThinkOptions): unknown;
}

/** The worker's module: the page's exports with the computer's (and perft, which the page does not use). */
export interface RawWorkerModule extends Omit<RawModule, "Game"> {
  Game: new (variant: string, fen?: string) => RawSearchGame;
  loadEndgameDatabase(bytes: Uint8Array): unknown;
  wantsWeights(variant: string): boolean;
  loadWeights(variant: string, bytes: Uint8Array): void;
  perft(variant: string, fen: string | undefined, depth: number): number;
}

/** Loads and instantiates the page's module. */
export function loadEngine(): Promise<RawModule> {
  return load<RawModule>("omnidraughts");
}

/** Loads and instantiates the computer's module (the Web Worker's). */
export function loadWorkerEngine(): Promise<RawWorkerModule> {
  return load<RawWorkerModule>("omnidraughts_worker");
}

/**
 * Loads and instantiates the module `name`. Its glue file sits in `../pkg/` next to this
 * file's folder, both in `www/` and in `dist/`, so the page works from any base path. The wasm
 * is compiled here (streaming when the server says application/wasm); when that fails the
 * glue loads it its own way.
 */
async function load<M extends { default: (input?: unknown) => Promise<unknown> }>(name: string): Promise<M> {
  const url = new URL(`../../pkg/${name}.js`, import.meta.url).href;
  const wasmUrl = new URL(`../../pkg/${name}_bg.wasm`, import.meta.url);
  const [mod, module] = await Promise.all([import(url) as Promise<M>, compile(wasmUrl)]);
  if (module !== null) await mod.default({ module_or_path: module });
  else await mod.default();
  return mod;
}
async function compile(url: URL): Promise<WebAssembly.Module | null> {
  try {
    return await WebAssembly.compileStreaming(fetch(url));
  } catch {
    try {
      const res = await fetch(url);
      if (!res.ok) return null;
      return await WebAssembly.compile(await res.arrayBuffer());
    } catch {
      return null;
    }
  }
}
