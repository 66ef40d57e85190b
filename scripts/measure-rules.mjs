#!/usr/bin/env node
// How long rules.html keeps the main thread busy: the built page (dist/) in
// headless Chromium with the CPU slowed down 4x (CDP Emulation.setCPUThrottlingRate,
// as Lighthouse's mobile run does), its long tasks (over 50 ms) recorded by a
// PerformanceObserver('longtask') installed before any of the page's scripts.
// Prints, per viewport, the median over the runs of:
//   ready     ms from navigation to body.ready (the text and the nav are there)
//   longest   the longest task from navigation until the page has been quiet for 2 s
//   TBT       total blocking time over that span: the sum of (task - 50 ms) over the
//             long tasks (Lighthouse counts from first contentful paint to
//             interactive; this counts from navigation, so it is never smaller)
//   drawn     diagrams drawn by then, of all of them
//   scroll    the longest task while the page is then scrolled to the end a screen
//             at a time (the diagrams drawn as they come into view), and the
//             diagrams drawn at the end
//
//   npm run build && node scripts/measure-rules.mjs [runs=3] [rate=4] [query, e.g. "?lang=ru"]
//
// Not part of npm test (timings depend on the machine); tests/e2e/embed.mjs
// checks the behaviour (what is drawn when) instead.

import { chromium } from "playwright-core";
import { serve } from "./serve.mjs";

const RUNS = Number(process.argv[2] ?? 3);
const RATE = Number(process.argv[3] ?? 4);
/** The page's address query: "?lang=ru" measures it in Russian (its rules file fetched too). */
const QUERY = process.argv[4] ?? "";
const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
const VIEWPORTS = {
  // Lighthouse's mobile device (Moto G Power)
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  laptop: { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 },
};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Long tasks and diagram counts, recorded in the page from its first script on. */
function recorder() {
  window.__longtasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longtasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: true });
}

async function quiet(page, ms = 2000, limit = 30000) {
  const t0 = Date.now();
  let seen = -1;
  let since = Date.now();
  while (Date.now() - t0 < limit) {
    const n = await page.evaluate(() => window.__longtasks.length);
    if (n !== seen) {
      seen = n;
      since = Date.now();
    } else if (Date.now() - since >= ms) return;
    await page.waitForTimeout(250);
  }
}

const diagrams = (page) =>
  page.evaluate(() => ({
    drawn: document.querySelectorAll("figure.diagram[data-ready]").length,
    all: document.querySelectorAll("figure.diagram").length,
  }));

async function once(browser, options, url) {
  const ctx = await browser.newContext(options);
  const page = await ctx.newPage();
  await page.addInitScript(recorder);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: RATE });
  const t0 = Date.now();
  await page.goto(url);
  await page.waitForSelector("body.ready", { timeout: 60000 });
  const ready = Date.now() - t0;
  await quiet(page);
  const tasks = await page.evaluate(() => window.__longtasks.splice(0));
  const onLoad = await diagrams(page);
  // then scrolled through, a screen at a time, as a reader would
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const screen = options.viewport.height;
  for (let y = screen; y < height + screen; y += screen) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(300);
  }
  await quiet(page, 1000);
  const scrollTasks = await page.evaluate(() => window.__longtasks.splice(0));
  const atEnd = await diagrams(page);
  await ctx.close();
  return {
    ready,
    longest: Math.max(0, ...tasks.map((t) => t.duration)),
    tbt: tasks.reduce((s, t) => s + Math.max(0, t.duration - 50), 0),
    drawn: `${onLoad.drawn}/${onLoad.all}`,
    scrollLongest: Math.max(0, ...scrollTasks.map((t) => t.duration)),
    scrollDrawn: `${atEnd.drawn}/${atEnd.all}`,
  };
}

const server = await serve({ port: 0 });
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox", "--disable-gpu"] });
try {
  const rows = [];
  for (const [name, options] of Object.entries(VIEWPORTS)) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await once(browser, options, `${server.url}rules.html${QUERY}`));
    const m = (k) => Math.round(median(runs.map((r) => r[k])));
    rows.push({
      viewport: `${name} ${options.viewport.width}x${options.viewport.height}`,
      "ready ms": m("ready"),
      "longest task ms": m("longest"),
      "TBT ms": m("tbt"),
      drawn: runs[0].drawn,
      "scroll: longest ms": m("scrollLongest"),
      "scroll: drawn": runs[0].scrollDrawn,
    });
  }
  console.log(`rules.html${QUERY}, CPU throttled ${RATE}x, median of ${RUNS} runs`);
  console.table(rows);
} finally {
  await browser.close();
  await server.close();
}
