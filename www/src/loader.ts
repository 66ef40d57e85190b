// The one place that loads the engine's wasm and says what its raw exports are: the page and
// the <omni-draughts> element (through engine.ts) and the computer's Web Worker (worker.ts) all
// load it here. Nothing but engine.ts and worker.ts touches the raw module.

/** The raw wasm-bindgen class of a game, as docs/wasm-api.md describes it. */
export interface RawGame {
  state(): unknown;
  stateAt(ply: number): unknown;
  play(path: string[]): string;
  playText(text: string): string;
  explain(from: string, to: string): string;
  undo(): boolean;
  redo(): boolean;
  offerDraw(): void;
  acceptDraw(): void;
  declineDraw(): void;
  resign(): void;
  end(ending: string): void;
  fen(): string;
  pdn(): string;
  pdnWithClock(clock: unknown): string;
  link(record: unknown): string;
  think(options: unknown): unknown;
  analyse(options: unknown): unknown;
  review(ply: number, options: unknown): unknown;
  free(): void;
}

/** The raw wasm-bindgen module. */
export interface RawModule {
  default: (input?: unknown) => Promise<unknown>;
  Game: new (variant: string, fen?: string) => RawGame;
  variants(): unknown;
  encodeLink(record: unknown): string;
  decodeLink(text: string): unknown;
  importPdn(text: string, variant: string): unknown;
  levels(): unknown;
  perft(variant: string, fen: string | undefined, depth: number): number;
  compose(variant: string, turn: string, squares: unknown[]): string;
  loadEndgameDatabase(bytes: Uint8Array): unknown;
  readPdnTree(text: string, variant?: string): unknown;
  writePdnTree(game: unknown): string;
  reviewPdn(game: unknown, reviews: unknown[], tags?: unknown[]): string;
}

/** A loaded engine module, and the compiled wasm to hand to a worker (null: the glue loaded it). */
export interface Loaded {
  mod: RawModule;
  compiled: WebAssembly.Module | null;
}

/**
 * Loads and instantiates the engine. The glue file sits in `../pkg/` next to this file's
 * folder, both in `www/` and in `dist/`, so the page works from any base path. `compiled`: a
 * module compiled already (the page hands its own to the worker, which then starts without
 * fetching and compiling it again); without it the wasm is compiled here (streaming when the
 * server says application/wasm), and when that fails the glue loads it its own way.
 */
export async function loadEngine(compiled?: WebAssembly.Module | null): Promise<Loaded> {
  const url = new URL("../pkg/omnidraughts.js", import.meta.url).href;
  const wasmUrl = new URL("../pkg/omnidraughts_bg.wasm", import.meta.url);
  const [mod, module] = await Promise.all([
    import(url) as Promise<RawModule>,
    compiled !== undefined ? Promise.resolve(compiled) : compile(wasmUrl),
  ]);
  if (module !== null) await mod.default({ module_or_path: module });
  else await mod.default();
  return { mod, compiled: module };
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
