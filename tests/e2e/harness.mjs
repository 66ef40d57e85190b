// What every end-to-end suite needs, in one place: the built site served on a
// free port, headless Chromium in throwaway profiles that may not reach any
// other origin, and a record of every problem any page shows (console errors
// and warnings, page errors, failed requests, HTTP errors, foreign requests),
// which must be empty when the suite ends. Not a test file itself.
//
//   const s = new Session("feel");
//   before(() => s.start());
//   after(() => s.stop());
//   const page = await s.open("?variant=english");

import assert from "node:assert/strict";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { serve } from "../../scripts/serve.mjs";

export const ROOT = resolve(fileURLToPath(new URL(".", import.meta.url)), "..", "..");
export const DIST = join(ROOT, "dist");
export const SHOTS = join(ROOT, "tests", "e2e", "screenshots");
export const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
export const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
/** A phone in portrait. */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
export const LAPTOP = { viewport: { width: 1366, height: 768 } };

/** The accessible grid's cell of square `sq` (its number or name). */
export const cell = (page, sq) => page.locator(`[role="gridcell"][data-square="${sq}"]`);
/** The trimmed text of the element `sel`. */
export const text = async (page, sel) => ((await page.locator(sel).textContent()) ?? "").trim();
/** The moves of the move list, as shown. */
export const playedMoves = (page) => page.locator("#moves .move:not(.move-skip)").allTextContents();

for (const f of ["index.html", "sw.js", join("pkg", "omnidraughts_bg.wasm"), join("pkg", "omnidraughts_worker_bg.wasm"), join("js", "element.js")]) {
  if (!existsSync(join(DIST, f))) {
    console.error(`tests/e2e: dist/${f} is missing: run 'npm run build' first`);
    process.exit(1);
  }
}

/** The page's engine loaded in Node from the built site, to know legal moves and FENs. */
export const wasm = await import(join(DIST, "pkg", "omnidraughts.js"));
await wasm.default({ module_or_path: readFileSync(join(DIST, "pkg", "omnidraughts_bg.wasm")) });
/** The worker's engine (the page's and the computer's searches), loaded in Node too. */
export const workerWasm = await import(join(DIST, "pkg", "omnidraughts_worker.js"));
await workerWasm.default({ module_or_path: readFileSync(join(DIST, "pkg", "omnidraughts_worker_bg.wasm")) });

/** A Node-side game of `variant` after `moves` (PDN texts), of the worker's engine: it thinks and reviews too. */
export function mirror(moves = [], variant = "english", fen = undefined) {
  const g = fen === undefined ? new workerWasm.Game(variant) : new workerWasm.Game(variant, fen);
  for (const m of moves) g.playText(m);
  return g;
}

/** One suite's server, browsers and problems. */
export class Session {
  /** Problems seen on any page; `stop` fails the suite unless it is empty. */
  problems = [];
  /** Every response: { url, status, type }. */
  requests = [];
  /** Addresses pages may load from (the server's, and any added with `allow`). */
  origins = [];
  /** The browser `open` uses when given none (launched by `start`). */
  context = null;
  #name;
  #contexts = [];
  #dirs = [];
  #servers = [];
  #route;

  /**
   * `name` names the temporary profiles; `route(url, route)` may answer a
   * request itself (return true) before the origin check.
   */
  constructor(name, { route = null } = {}) {
    this.#name = name;
    this.#route = route;
  }

  /** The site's address, ending in "/". */
  get origin() {
    return this.origins[0];
  }

  /** Serves dist/ and launches the default browser. */
  async start() {
    const server = await serve({ root: DIST, port: 0 });
    this.#servers.push(server);
    this.origins.unshift(server.url);
    this.context = await this.launch();
  }

  /** Lets pages load from another origin too (a second server of the test's own). */
  allow(origin) {
    this.origins.push(origin);
  }

  /** A temporary directory, removed by `stop`. */
  tempDir() {
    const dir = mkdtempSync(join(tmpdir(), `omnidraughts-${this.#name}-`));
    this.#dirs.push(dir);
    return dir;
  }

  /** A fresh browser profile (nothing saved, no service worker). */
  async launch(options = {}) {
    const dir = this.tempDir();
    const ctx = await chromium.launchPersistentContext(dir, {
      executablePath: CHROMIUM,
      headless: true,
      args: ARGS,
      viewport: { width: 1280, height: 800 },
      ...options,
    });
    this.#contexts.push(ctx);
    // Nothing may leave the test's servers: record and refuse anything else.
    await ctx.route("**/*", async (route) => {
      const url = route.request().url();
      if (this.#route !== null && (await this.#route(url, route))) return;
      if (this.origins.some((o) => url.startsWith(o)) || url.startsWith("data:") || url.startsWith("blob:")) return route.continue();
      this.problems.push(`request to another origin: ${url}`);
      return route.abort();
    });
    return ctx;
  }

  /** Records the page's problems. */
  watch(page) {
    const where = () => ` (${page.url()})`;
    page.on("console", (msg) => {
      if (msg.type() === "error" || msg.type() === "warning") this.problems.push(`console ${msg.type()}: ${msg.text()}${where()}`);
    });
    page.on("pageerror", (e) => this.problems.push(`page error: ${e.message}${where()}`));
    page.on("worker", (w) => w.on("console", (msg) => msg.type() === "error" && this.problems.push(`worker console error: ${msg.text()}${where()}`)));
    page.on("requestfailed", (r) => {
      const error = r.failure()?.errorText ?? "";
      // a request cut short because its page reloaded, went elsewhere or closed is no fault
      // (a foreign request refused by the route is recorded above, by `launch`)
      if (error !== "net::ERR_ABORTED") this.problems.push(`request failed: ${r.url()} ${error}`);
    });
    page.on("response", (r) => {
      this.requests.push({ url: r.url(), status: r.status(), type: r.headers()["content-type"] ?? "" });
      if (r.status() >= 400) this.problems.push(`HTTP ${r.status()}: ${r.url()}`);
    });
    return page;
  }

  /**
   * Opens the game page at `query` (relative to the site) in `ctx`, ready to
   * play. The game another test left saved is cleared, once (a reload in the
   * same tab keeps what it saved); `keep`: it stays, as a returning visitor
   * would find it.
   */
  async open(query = "", ctx = this.context, { keep = false } = {}) {
    const page = this.watch(await ctx.newPage());
    if (!keep) {
      await page.addInitScript(() => {
        if (sessionStorage.getItem("e2e-fresh") === null) {
          localStorage.clear();
          sessionStorage.setItem("e2e-fresh", "1");
        }
      });
    }
    await page.goto(new URL(query, this.origin).href);
    await page.waitForSelector('body.ready [role="gridcell"]');
    return page;
  }

  /** Closes everything, then fails unless no page had a problem. */
  async stop() {
    for (const c of this.#contexts) await c.close().catch(() => {});
    for (const s of this.#servers) await s.close();
    for (const d of this.#dirs) rmSync(d, { recursive: true, force: true });
    assert.deepEqual(this.problems, [], "no console errors or warnings, page errors, failed or foreign requests");
  }
}
