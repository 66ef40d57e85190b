// The Learn page (learn.html): a lesson step done by clicks in a classic game and in an
// exotic one, a wrong move explained (the engine's reason for an illegal one, the task's for a
// legal one), in English and in French; a puzzle solved by clicks, another missed and its
// refutation shown, the rating changed and kept across a reload; the <omni-draughts puzzle>
// element; offline after a first visit; screenshots on a laptop and a phone. The positions,
// answers and solutions are read from the shipped data; the legal moves from the engine.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { cell, LAPTOP, PHONE, ROOT, Session, SHOTS, text, wasm } from "./harness.mjs";

const s = new Session("learn");
before(() => s.start());
after(() => s.stop());

const course = (v) => JSON.parse(readFileSync(join(ROOT, "data", "lessons", `${v}.json`), "utf8"));
const puzzles = (v) => JSON.parse(readFileSync(join(ROOT, "data", "puzzles", `${v}.json`), "utf8"));
/** The legal moves of a position, as the engine gives them. */
function legal(variant, fen) {
  const g = new wasm.Game(variant, fen);
  try {
    return g.state().moves;
  } finally {
    g.free();
  }
}
/** Clicks a move's squares on the page's board (the origin, then each landing). */
async function clickMove(page, move, root = page) {
  for (const sq of move.path) await cell(root, sq).click();
}
const feedback = (page) => text(page, "#lesson-feedback");

/** The first step of a course that has a legal move that is not an answer, with that move. */
function stepWithWrongMove(variant) {
  for (const lesson of course(variant).lessons) {
    for (const [i, step] of lesson.steps.entries()) {
      const moves = legal(variant, step.fen);
      const wrong = moves.find((m) => !step.answers.includes(m.text));
      if (wrong !== undefined) return { lesson, index: i, step, moves, wrong };
    }
  }
  throw new Error(`${variant}: no step has a legal wrong move`);
}

/** A step and a click pair the rules refuse there, with the engine's reason (its code). */
function stepWithRefusedMove(variant) {
  for (const lesson of course(variant).lessons) {
    for (const [i, step] of lesson.steps.entries()) {
      const g = new wasm.Game(variant, step.fen);
      try {
        const st = g.state();
        const origins = new Set(st.moves.map((m) => m.path[0]));
        const mine = st.squares.filter((q) => q.piece?.color === st.turn && !origins.has(q.name));
        const empty = st.squares.filter((q) => q.piece === undefined || q.piece === null);
        for (const from of mine) {
          for (const to of empty) {
            const said = g.explain(from.name, to.name);
            if (said !== null && said !== undefined) return { lesson, index: i, step, from: from.name, to: to.name, said };
          }
        }
      } finally {
        g.free();
      }
    }
  }
  throw new Error(`${variant}: no step has a refused move to explain`);
}

async function openStep(variant, lesson, index, lang = "en", ctx = s.context) {
  return s.open(`learn.html?variant=${variant}&mode=lessons&lesson=${lesson.id}&step=${index + 1}&lang=${lang}`, ctx);
}

for (const variant of ["english", "stackem"]) {
  test(`${variant}: a lesson step is done by clicking an answer; a legal wrong move is told and taken back`, async () => {
    const { lesson, index, step, moves, wrong } = stepWithWrongMove(variant);
    const page = await openStep(variant, lesson, index);
    assert.equal(await text(page, "#lesson-text"), step.text.en);
    await clickMove(page, wrong);
    await page.waitForFunction((m) => document.querySelector("#lesson-feedback")?.textContent?.includes(m), wrong.text);
    assert.match(await feedback(page), /Try again/);
    // taken back: the step's position again, and still to do
    await page.waitForTimeout(1100);
    const answer = moves.find((m) => m.text === step.answers[0]);
    await clickMove(page, answer);
    await page.waitForFunction(() => document.querySelector("#lesson-feedback")?.textContent?.startsWith("Well done"));
    // kept: the lesson list counts the step, after a reload too
    await page.reload();
    await page.waitForSelector('body.ready [role="gridcell"]');
    const item = page.locator("#lesson-list li").nth(course(variant).lessons.findIndex((l) => l.id === lesson.id));
    assert.match(await item.textContent(), lesson.steps.length === 1 ? /✓/ : /1\/\d+/);
    await page.close();
  });
}

for (const lang of ["en", "fr"]) {
  test(`a move the rules refuse is explained by the engine, in ${lang}`, async () => {
    const { lesson, index, step, from, to } = stepWithRefusedMove("english");
    const page = await openStep("english", lesson, index, lang);
    assert.equal(await text(page, "#lesson-text"), step.text[lang]);
    await cell(page, from).click();
    await cell(page, to).click();
    const why = await feedback(page);
    assert.ok(why.length > 10, why);
    // the engine's reason in the page's language (the English words are not there in French)
    if (lang === "fr") assert.doesNotMatch(why, /\b(must|capture|cannot|move)\b/, why);
    else assert.match(why, /[a-z]/);
    assert.equal(await page.locator("html").getAttribute("lang"), lang);
    await page.close();
  });
}

test("a puzzle solved by clicks raises the rating; another missed lowers it and shows the refutation; both kept across a reload", async () => {
  const ctx = await s.launch();
  const all = puzzles("english");
  const [solve, miss] = [all.find((p) => p.solution.length >= 3), all.find((p) => p.solution.length === 3 && p !== all[0])];
  const page = await s.open(`learn.html?puzzle=${solve.id}`, ctx);
  assert.match(await text(page, "#puzzle-title"), new RegExp(solve.id));
  const start = await text(page, "#puzzle-rating");
  assert.match(start, /1,500/);
  let fen = solve.fen;
  for (let i = 0; i < solve.solution.length; i += 2) {
    const move = legal("english", fen).find((m) => m.text === solve.solution[i]);
    await clickMove(page, move);
    const after = [...solve.solution.slice(0, i + 1)];
    if (i + 1 < solve.solution.length) {
      // the reply is played: wait for it in the status
      await page.waitForFunction((m) => document.querySelector("#puzzle-status")?.textContent?.includes(m), solve.solution[i + 1]);
      after.push(solve.solution[i + 1]);
    }
    const g = new wasm.Game("english", solve.fen);
    for (const m of after) g.playText(m);
    fen = g.fen();
    g.free();
  }
  await page.waitForFunction(() => document.querySelector("#puzzle-status")?.textContent?.startsWith("Solved!"));
  const up = Number((await text(page, "#puzzle-rating")).match(/: ([\d,]+)/)[1].replace(",", ""));
  assert.ok(up > 1500, String(up));
  // another, missed: a legal move that is not the solution's
  await page.goto(new URL(`learn.html?puzzle=${miss.id}`, s.origin).href);
  await page.waitForSelector('body.ready [role="gridcell"]');
  const wrong = legal("english", miss.fen).find((m) => m.text !== miss.solution[0]);
  await clickMove(page, wrong);
  // the computer's worker answers it on the board
  await page.waitForFunction(() => / answers it\./.test(document.querySelector("#puzzle-status")?.textContent ?? ""), null, { timeout: 30000 });
  const down = Number((await text(page, "#puzzle-rating")).match(/: ([\d,]+)/)[1].replace(",", ""));
  assert.ok(down < up, `${down} < ${up}`);
  await page.click("#puzzle-solution");
  assert.match(await text(page, "#puzzle-status"), new RegExp(miss.solution[0]));
  await page.reload();
  await page.waitForSelector('body.ready [role="gridcell"]');
  assert.match(await text(page, "#puzzle-rating"), new RegExp(String(down).replace(/\B(?=(\d{3})+$)/, ",")));
  const history = await text(page, "#puzzle-history");
  assert.match(history, new RegExp(`${miss.id}.*${solve.id}`, "s"));
  await ctx.close();
});

test("the <omni-draughts puzzle> element shows a puzzle to solve, and one given by its FEN and solution", async () => {
  const p = puzzles("russian")[0];
  const page = await s.open("learn.html?variant=russian&mode=puzzles");
  await page.evaluate(async ([id, fen, solution]) => {
    await import("./js/element.js");
    const a = document.createElement("omni-draughts");
    a.id = "by-id";
    a.setAttribute("puzzle", id);
    const b = document.createElement("omni-draughts");
    b.id = "by-fen";
    b.setAttribute("variant", "russian");
    b.setAttribute("fen", fen);
    b.setAttribute("solution", solution);
    const c = document.createElement("omni-draughts");
    c.id = "bad";
    c.setAttribute("puzzle", "russian-zzzzzz");
    document.body.append(a, b, c);
  }, [p.id, p.fen, p.solution.join(" ")]);
  for (const id of ["by-id", "by-fen"]) {
    await page.waitForSelector(`#${id}[data-ready]`);
    const el = page.locator(`#${id}`);
    assert.match(await el.locator(".od-status").textContent(), /to move and win/);
    let fen = p.fen;
    for (let i = 0; i < p.solution.length; i += 2) {
      const move = legal("russian", fen).find((m) => m.text === p.solution[i]);
      await clickMove(page, move, el);
      const g = new wasm.Game("russian", p.fen);
      for (const m of p.solution.slice(0, i + 2)) g.playText(m);
      fen = g.fen();
      g.free();
      if (i + 1 < p.solution.length) await page.waitForFunction(([sel, n]) => document.querySelector(sel)?.history.length === n, [`#${id}`, i + 2]);
    }
    await page.waitForFunction((sel) => document.querySelector(sel)?.solved === true, `#${id}`);
    assert.match(await el.locator(".od-status").textContent(), /Solved/);
  }
  await page.waitForSelector("#bad[data-error]");
  assert.match(await page.locator("#bad").getAttribute("data-error"), /not a puzzle's id/);
  await page.close();
});

test("offline after a first visit: the lessons and puzzles seen open with the network off", async () => {
  const ctx = await s.launch();
  // the lessons are fetched before the service worker has taken the page over
  const page = await s.open("learn.html?variant=italian&mode=lessons", ctx);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // the puzzles after: both kept
  await page.click("#tab-puzzles");
  await page.waitForSelector("#puzzle-title:not(:empty)");
  const kept = (file) => page.evaluate((f) => caches.keys().then((k) => caches.open(k[0])).then((c) => c.match(new URL(f, location.href).href)).then((r) => r !== undefined), file);
  await page.waitForFunction(() => caches.keys().then((k) => caches.open(k[0])).then((c) => c.match(new URL("data/lessons/italian.json", location.href).href)).then((r) => r !== undefined));
  assert.ok(await kept("data/puzzles/italian.json"));
  await ctx.setOffline(true);
  for (const q of ["learn.html?variant=italian&mode=lessons", "learn.html?variant=italian&mode=puzzles"]) {
    await page.goto(new URL(q, s.origin).href);
    await page.waitForSelector('body.ready [role="gridcell"]');
    assert.equal(await page.locator("#learn-error").isHidden(), true, await text(page, "#learn-error"));
  }
  assert.notEqual(await text(page, "#puzzle-title"), "");
  await ctx.setOffline(false);
  await ctx.close();
});

test("screenshots: the Learn and Puzzles modes on a laptop and a phone", async () => {
  mkdirSync(SHOTS, { recursive: true });
  for (const [name, device] of [["laptop", LAPTOP], ["phone", PHONE]]) {
    const ctx = await s.launch(device);
    const page = await s.open("learn.html?variant=russian&mode=lessons", ctx);
    await page.screenshot({ path: join(SHOTS, `learn-lessons-${name}.png`), fullPage: true });
    await page.click("#tab-puzzles");
    await page.waitForSelector("#puzzle-title:not(:empty)");
    await page.screenshot({ path: join(SHOTS, `learn-puzzles-${name}.png`), fullPage: true });
    await ctx.close();
  }
});
