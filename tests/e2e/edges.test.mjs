// End-to-end tests of the page's rough edges (issue 12, items 4-13): another
// game from the menu keeps the one in progress, the Resign confirmation fits
// and reads in every palette, the move list's heading stays while the list
// scrolls, New game's side follows the game chosen, the evaluation's point
// of view, the editor and a side with no pieces, the result stated once, a
// later landing square of a capture, a bad level in the address, and the
// square numbers (a setting, and legible).
//
//   npm run build && node --test tests/e2e/edges.test.mjs
//
// Serving, browsers and problem watching: tests/e2e/harness.mjs.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { cell, LAPTOP, PHONE, playedMoves, Session, SHOTS, text, wasm } from "./harness.mjs";

const OTHER_KEY = "omnidraughts.other-game.v1";

const s = new Session("edges");
before(() => s.start());
after(() => s.stop());


async function shot(page, name, options = {}) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(SHOTS, `edges-${name}.png`), ...options });
}

/** Plays `text` (legal in `g`) by clicking its piece and its landing squares; `g` follows. */
async function play(page, g, moveText) {
  const move = g.state().moves.find((m) => m.text === moveText);
  assert.ok(move, `${moveText} is not legal here`);
  const n = (await playedMoves(page)).length;
  for (const sq of move.path) await cell(page, sq).click();
  g.play(move.path);
  await page.waitForFunction((k) => document.querySelectorAll("#moves .move:not(.move-skip)").length > k, n);
}

/** A game of `plies` moves of `variant`, chosen deterministically among the legal ones. */
function longGame(variant, plies) {
  const g = new wasm.Game(variant);
  for (let i = 0; i < plies; i++) {
    const st = g.state();
    if (st.result !== null) break;
    g.play(st.moves[(i * 7) % st.moves.length].path);
  }
  const moves = g.state().history;
  g.free();
  return moves;
}

/** WCAG's contrast ratio of two CSS colours "rgb(r, g, b)" / "rgba(...)" (the second opaque). */
function contrast(fg, bg) {
  const parse = (c) => {
    const m = c.match(/rgba?\(([^)]+)\)/);
    assert.ok(m, `a colour: ${c}`);
    return m[1].split(",").map((x) => Number(x.trim()));
  };
  const [br, bgG, bb] = parse(bg);
  const [fr, fgG, fb, fa = 1] = parse(fg);
  const mix = [fr * fa + br * (1 - fa), fgG * fa + bgG * (1 - fa), fb * fa + bb * (1 - fa)];
  const lum = ([r, g, b]) => {
    const f = (v) => {
      const x = v / 255;
      return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const a = lum(mix);
  const b = lum([br, bgG, bb]);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * Whether the element `sel` is wholly in sight: inside the window and inside
 * every ancestor that clips it (a scrolling panel, a scrolling list).
 */
async function inSight(page, sel) {
  return page.locator(sel).evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.height === 0 || r.top < 0 || r.bottom > window.innerHeight + 0.5 || r.left < 0 || r.right > document.documentElement.clientWidth + 0.5) return false;
    for (let a = el.parentElement; a !== null && a !== document.body; a = a.parentElement) {
      const o = getComputedStyle(a).overflowY;
      if (o === "visible") continue;
      const b = a.getBoundingClientRect();
      if (r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5) return false;
    }
    return true;
  });
}

// ---- 4. another game from the menu keeps the game in progress ------------------------------

test("choosing another game in the top menu keeps the game in progress aside, and brings it back", async () => {
  const page = await s.open("?variant=english");
  const g = new wasm.Game("english");
  await play(page, g, "11-15");
  await play(page, g, "23-19");
  await page.locator("#variant").selectOption("russian");
  await page.waitForFunction(() => document.title.startsWith("Russian"));
  assert.equal(await page.locator("#notice").isVisible(), true, "the change is said");
  assert.match(await text(page, "#notice-text"), /Your game \(American checkers, 1 move\) is kept/);
  assert.match(await page.evaluate((k) => localStorage.getItem(k) ?? "", OTHER_KEY), /variant=english&moves=11-15\.23-19/);
  await shot(page, "menu-kept");
  // back to the game kept
  await page.locator("#notice-action").click();
  await page.waitForFunction(() => document.title.startsWith("American"));
  assert.deepEqual(await playedMoves(page), ["11-15", "23-19"]);
  // a game with no moves is not kept (nothing to lose): the one kept stays
  await page.locator("#variant").selectOption("italian");
  await page.waitForFunction(() => document.title.startsWith("Italian"));
  await page.locator("#variant").selectOption("russian");
  await page.waitForFunction(() => document.title.startsWith("Russian"));
  assert.match(await page.evaluate((k) => localStorage.getItem(k) ?? "", OTHER_KEY), /variant=english&moves=11-15\.23-19/);
  await page.locator("#record-open").click();
  assert.match(await text(page, "#other-game-text"), /American checkers, 1 move/, "counted as the move list numbers them: 1. 11-15 23-19");
  await page.locator("#other-game-open").click();
  await page.waitForFunction(() => document.title.startsWith("American"));
  assert.deepEqual(await playedMoves(page), ["11-15", "23-19"]);
  g.free();
  await page.close();
});

// ---- 5. the Resign confirmation ---------------------------------------------------------

test("the Resign confirmation fits its place on a phone, and reads in every state and palette", async () => {
  const ctx = await s.launch({ ...PHONE, reducedMotion: "reduce" });
  const page = await s.open("?variant=international", ctx);
  const resign = page.locator("#resign");
  const before = await resign.evaluate((b) => getComputedStyle(b).backgroundColor);
  await resign.click();
  assert.equal(await resign.evaluate((b) => b.classList.contains("armed")), true);
  await shot(page, "resign-armed-phone");
  // nothing is pushed out: not the page, not the buttons
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, "the page is not widened");
  const panel = await page.locator(".controls").first().boundingBox();
  for (const id of ["#redo", "#resign"]) {
    const b = await page.locator(id).boundingBox();
    assert.ok(b.x >= panel.x - 0.5 && b.x + b.width <= panel.x + panel.width + 0.5, `${id} stays in the panel`);
  }
  assert.ok(await resign.evaluate((b) => b.scrollWidth <= b.clientWidth), "the label fits its button");
  // it says who resigns, and how to confirm
  assert.match(await text(page, "#status"), /White resigns.*again/i);
  // clearly armed: another background than the button at rest
  assert.notEqual(await resign.evaluate((b) => getComputedStyle(b).backgroundColor), before);
  await page.close();

  // readable at rest and under the pointer, in both colour schemes and both palettes (a laptop)
  const lap = await s.launch({ ...LAPTOP, reducedMotion: "reduce" });
  const p = await s.open("?variant=english", lap);
  for (const scheme of ["light", "dark"]) {
    for (const colours of ["standard", "colour-blind"]) {
      await p.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      await p.locator("#colours").selectOption(colours);
      const b = p.locator("#resign");
      await b.click();
      for (const state of ["hover", "rest"]) {
        if (state === "rest") await p.mouse.move(2, 2);
        else await b.hover();
        const { fg, bg } = await b.evaluate((el) => ({ fg: getComputedStyle(el).color, bg: getComputedStyle(el).backgroundColor }));
        const c = contrast(fg, bg);
        assert.ok(c >= 4.5, `armed Resign, ${scheme} ${colours} ${state}: ${fg} on ${bg} has contrast ${c.toFixed(2)}`);
      }
      await shot(p, `resign-armed-${scheme}-${colours}`, { clip: await p.locator(".controls").first().boundingBox() });
      await p.locator("#flip").click(); // disarms
      await p.locator("#flip").click();
      assert.equal(await b.evaluate((el) => el.classList.contains("armed")), false);
    }
  }
  await p.close();
});

// ---- 6. the move list scrolls inside; its heading and buttons stay ---------------------------

test("the move list's heading and arrows stay in sight while the list scrolls, also at the end of a game", async () => {
  const ctx = await s.launch(LAPTOP);
  const moves = longGame("english", 40);
  const page = await s.open(`?variant=english#${wasm.encodeLink({ variant: "english", moves })}`, ctx);
  await page.locator("#notice").evaluate((n) => (n.hidden = true));
  const sight = async (what) => {
    for (const sel of ["#moves-title", "#nav-first", "#nav-last", "#moves .move.current"]) assert.ok(await inSight(page, sel), `${sel} in sight (${what})`);
  };
  await sight("40 moves");
  await shot(page, "moves-long");
  // stepping back to the start keeps the heading and the move shown in sight
  await page.locator("#nav-first").click();
  await page.locator("#nav-forward").click();
  await sight("the first move");
  // the end of the game, with the result box
  await page.locator("#nav-last").click();
  await page.locator("#resign").click();
  await page.locator("#resign").click();
  await page.locator("#result").waitFor({ state: "visible" });
  for (const sel of ["#result", "#moves-title", "#nav-first", "#moves .move.current"]) assert.ok(await inSight(page, sel), `${sel} in sight at the end of the game`);
  await shot(page, "moves-end");
  // a phone: the list scrolls inside its box, under its heading
  const phone = await s.launch(PHONE);
  const pp = await s.open(`?variant=english#${wasm.encodeLink({ variant: "english", moves })}`, phone);
  await pp.locator("#moves-title").scrollIntoViewIfNeeded();
  const head = await pp.locator("#moves-title").boundingBox();
  await pp.locator("#moves").evaluate((l) => (l.scrollTop = 0));
  assert.deepEqual(await pp.locator("#moves-title").boundingBox(), head, "the heading does not move with the list");
  assert.ok(await pp.locator("#moves").evaluate((l) => l.scrollHeight > l.clientHeight), "the list scrolls inside");
  // a move stepped to is scrolled into the list's sight
  await pp.locator("#nav-back").click();
  await pp.locator("#moves-title").scrollIntoViewIfNeeded();
  assert.ok(await inSight(pp, "#moves .move.current"), "the move shown is in sight in the list");
  await pp.locator("#nav-first").click();
  await pp.locator("#nav-forward").click();
  assert.ok(await inSight(pp, "#moves .move.current"), "the first move is in sight in the list");
  await shot(pp, "moves-phone");
});

// ---- 7. New game: the side follows the game chosen ---------------------------------------

test("the first screen offers the computer: one click on a level plays it; the offer goes once a game is under way", async () => {
  for (const [device, options] of [["laptop", LAPTOP], ["phone", PHONE]]) {
    const ctx = await s.launch(options);
    const page = await s.open("?variant=english", ctx);
    const offer = page.locator("#quick-play");
    assert.equal(await offer.isVisible(), true, `${device}: offered before the first move`);
    // on the first screen, without scrolling
    const box = await offer.boundingBox();
    assert.ok(box.y + box.height <= options.viewport.height, `${device}: in the first screen (${box.y + box.height} > ${options.viewport.height})`);
    const names = wasm.levels().map((l) => l.name);
    assert.deepEqual(await page.locator("#quick-levels button").allTextContents(), names);
    await shot(page, `quick-play-${device}`);
    await page.locator('#quick-levels button[data-level="3"]').click();
    assert.match(await text(page, "#players"), /against the computer \(.*, level 3: Club\)/);
    assert.equal(await offer.isHidden(), true, "a game against the computer: no offer");
    await ctx.close();
  }
  // a game between two people under way: not offered
  const page = await s.open("?variant=english");
  const g = new wasm.Game("english");
  await play(page, g, "11-15");
  assert.equal(await page.locator("#quick-play").isHidden(), true);
  g.free();
  await page.close();
});

test("New game against the computer: choosing another game keeps “you move first”", async () => {
  // American checkers: Black moves first, and the person plays it
  const page = await s.open("?variant=english&vs=computer&level=1&seed=3");
  assert.match(await text(page, "#players"), /You play Black/);
  await page.locator("#new-game").click();
  await page.locator("#ng-variant").selectOption("russian"); // White moves first
  assert.equal(await page.locator("#ng-side-south").isChecked(), true, "White, who moves first, is chosen");
  await shot(page, "new-game-side");
  await page.locator("#ng-start").click();
  await page.waitForFunction(() => document.title.startsWith("Russian"));
  assert.match(await text(page, "#players"), /You play White/);
  assert.equal(await page.locator("#flip").getAttribute("aria-pressed"), "false");
  assert.match(await text(page, "#status"), /^White to move/);
  // someone who chose to move second keeps moving second in the next game
  await page.locator("#new-game").click();
  await page.locator("#ng-side-north").check();
  await page.locator("#ng-variant").selectOption("english"); // Black moves first: White second
  assert.equal(await page.locator("#ng-side-south").isChecked(), true, "White, who moves second there");
  await page.locator("#ng-cancel").click();
  await page.close();

  // the same from the top menu: the person who moved first moves first in the game chosen
  const menu = await s.open("?variant=english&vs=computer&level=1&seed=3");
  await menu.locator("#variant").selectOption("russian");
  await menu.waitForFunction(() => document.title.startsWith("Russian"));
  assert.match(await text(menu, "#players"), /You play White/);
  assert.equal(await menu.locator("#flip").getAttribute("aria-pressed"), "false");
  assert.match(await text(menu, "#status"), /^White to move/);
  await menu.close();
});

// ---- 8. the evaluation's point of view ---------------------------------------------------

test("the evaluation is White's, whatever the board's orientation, and its words agree with its number", async () => {
  // Black is three men up
  const page = await s.open(`?variant=english&fen=${encodeURIComponent("W:W21,22:B1,2,3,4,5")}`);
  await page.locator("#eval-toggle").check();
  await page.waitForFunction(() => /\d/.test(document.querySelector("#eval-number")?.textContent ?? "") && !document.querySelector("#eval").classList.contains("stale"));
  const number = await text(page, "#eval-number");
  const words = await text(page, "#eval-words");
  assert.match(number, /^−\d+\.\d\d$|^#−\d+$/, "bad for White: negative");
  assert.match(words, /^Black /);
  await page.locator("#flip").click();
  assert.equal(await text(page, "#eval-number"), number, "flipping the board changes nothing");
  assert.equal(await text(page, "#eval-words"), words);
  assert.match(await text(page, "#eval-who"), /White/);
  await shot(page, "eval-flipped");
  await page.close();

  // a forced win: White's, written as such
  const win = await s.open(`?variant=english&fen=${encodeURIComponent("B:W18,K27:B3")}`);
  await win.locator("#eval-toggle").check();
  await win.locator("#eval-words").filter({ hasText: /wins in/ }).waitFor();
  assert.equal(await text(win, "#eval-words"), "White wins in 3 moves");
  assert.equal(await text(win, "#eval-number"), "#3");
  await win.locator("#flip").click();
  assert.equal(await text(win, "#eval-number"), "#3");
  await win.close();
});

// ---- 9. the editor and a side with no pieces ------------------------------------------------

test("the editor does not play from a position where a side has no pieces", async () => {
  const page = await s.open("?variant=english");
  await page.locator("#edit-open").click();
  await page.locator("#editor-clear").click();
  await page.locator('#editor-palette [data-tool="south man"]').click();
  await cell(page, "22").click();
  await page.locator("#editor-turn-north").check();
  const status = await text(page, "#editor-status");
  assert.match(status, /Not a position to play from: Black has no pieces/);
  assert.doesNotMatch(status, /already over/);
  assert.equal(await page.locator("#editor-status.error").count(), 1);
  await page.locator("#editor-play").click();
  assert.equal(await page.locator("#editor").isVisible(), true, "still in the editor");
  await shot(page, "editor-no-pieces");
  // one Black man, stuck: a position to play from, said to be over already
  await page.locator('#editor-palette [data-tool="north man"]').click();
  await cell(page, "1").click();
  await page.locator('#editor-palette [data-tool="south man"]').click();
  for (const sq of ["5", "6", "10"]) await cell(page, sq).click();
  await page.locator("#editor-turn-north").check();
  assert.match(await text(page, "#editor-status"), /already over/);
  await page.close();
});

// ---- 10. the result, stated once ----------------------------------------------------------

test("the result is stated once, capitalised, and the turn chip takes no side's colour", async () => {
  const page = await s.open("?variant=coronet");
  await page.locator("#resign").click();
  await page.locator("#resign").click();
  await page.locator("#result").waitFor({ state: "visible" });
  assert.equal(await text(page, "#result-title"), "Red wins");
  assert.equal(await text(page, "#result-text"), "Gold resigned.");
  const panel = await page.locator(".panel").evaluate((p) => p.innerText);
  assert.equal(panel.match(/Red wins/g)?.length, 1, `"Red wins" once in the panel: ${panel}`);
  assert.equal(await text(page, "#status"), "Game over.");
  const chip = await page.locator("#turn-chip").evaluate((c) => ({ image: getComputedStyle(c).backgroundImage, cls: c.className }));
  assert.equal(chip.image, "none", "no piece's gradient");
  assert.doesNotMatch(chip.cls, /palette-/);
  await shot(page, "result-coronet");
  // a draw agreed: capitalised
  const draw = await s.open("?variant=english");
  await draw.locator("#offer-draw").click();
  await draw.locator("#accept-draw").click();
  assert.equal(await text(draw, "#result-title"), "Draw");
  assert.equal(await text(draw, "#result-text"), "Agreed by the players.");
  await draw.close();
  await page.close();
});

// ---- 11. a later landing square of a multi-capture ----------------------------------------------

test("a click on a later landing square of a capture says where to land first", async () => {
  // White's 27x4 jumps 23, 15 and 8, landing on 18 and 11 on the way
  const page = await s.open(`?variant=english&fen=${encodeURIComponent("W:W27:B23,15,8")}`);
  await cell(page, "27").click();
  await cell(page, "11").click();
  const said = await text(page, "#status");
  assert.match(said, /land on 18 first/);
  assert.doesNotMatch(said, /must capture/);
  await shot(page, "capture-order");
  // and the capture goes on from there
  await cell(page, "18").click();
  await cell(page, "4").click();
  await page.waitForFunction(() => document.querySelectorAll("#moves .move:not(.move-skip)").length === 1);
  assert.deepEqual(await playedMoves(page), ["27x4"]);
  await page.close();
});

// ---- 12. a bad level in the address ------------------------------------------------------------

test("level=9 in the address is refused with a message", async () => {
  const page = await s.open("?variant=english&vs=computer&you=white&level=9");
  assert.equal(await page.locator("#notice").isVisible(), true);
  assert.match(await text(page, "#notice-text"), /level 9/i);
  assert.match(await text(page, "#notice-text"), /1 to 5/);
  assert.match(page.url(), /level=3/);
  await page.close();
});

// ---- 13. square numbers: a setting, and legible -------------------------------------------------

/**
 * The square number of `sq` (an empty square) as drawn: the height of its
 * digits in CSS pixels, and the contrast of its brightest and darkest pixels
 * around them, read from screenshots with the numbers on and off.
 */
async function numberLook(page, sq) {
  // the square in view, and the setting switched where it is (a click on the box would scroll
  // the page to it, below the board on a phone, between the two pictures)
  await cell(page, sq).scrollIntoViewIfNeeded();
  const box = await cell(page, sq).boundingBox();
  const clip = { x: box.x, y: box.y, width: box.width / 2, height: box.height / 2 };
  const grab = async () => page.screenshot({ clip, type: "png" });
  const numbers = (on) =>
    page.evaluate((on) => {
      const b = document.querySelector("#square-numbers");
      if (b.checked !== on) b.click();
    }, on);
  const on = await grab();
  await numbers(false);
  await page.waitForTimeout(50);
  const off = await grab();
  await numbers(true);
  return page.evaluate(
    async ([a, b]) => {
      const load = async (b64) => {
        const img = new Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const c = document.createElement("canvas");
        c.width = img.width;
        c.height = img.height;
        const x = c.getContext("2d");
        x.drawImage(img, 0, 0);
        return x.getImageData(0, 0, c.width, c.height);
      };
      const A = await load(a);
      const B = await load(b);
      const lum = (d, i) => {
        const f = (v) => {
          const x = v / 255;
          return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * f(d[i]) + 0.7152 * f(d[i + 1]) + 0.0722 * f(d[i + 2]);
      };
      // the number: the pixels that differ; its digits: the brightest of them
      let top = Infinity;
      let bottom = -1;
      const changed = [];
      for (let y = 0; y < A.height; y++) {
        for (let x = 0; x < A.width; x++) {
          const i = (y * A.width + x) * 4;
          if (Math.abs(A.data[i] - B.data[i]) + Math.abs(A.data[i + 1] - B.data[i + 1]) + Math.abs(A.data[i + 2] - B.data[i + 2]) > 30) changed.push([x, y, lum(A.data, i)]);
        }
      }
      if (changed.length === 0) return { height: 0, contrast: 0 };
      const max = Math.max(...changed.map((c) => c[2]));
      for (const [, y, l] of changed) {
        if (l >= max * 0.8) {
          top = Math.min(top, y);
          bottom = Math.max(bottom, y);
        }
      }
      // what is behind the digits: the middle luminance of the box round the number, as drawn
      const xs = changed.map((c) => c[0]);
      const ys = changed.map((c) => c[1]);
      const around = [];
      for (let y = Math.min(...ys); y <= Math.max(...ys); y++) for (let x = Math.min(...xs); x <= Math.max(...xs); x++) around.push(lum(A.data, (y * A.width + x) * 4));
      around.sort((p, q) => p - q);
      const behind = around[Math.floor(around.length / 2)];
      return { height: (bottom - top + 1) / window.devicePixelRatio, contrast: (Math.max(max, behind) + 0.05) / (Math.min(max, behind) + 0.05) };
    },
    [on.toString("base64"), off.toString("base64")],
  );
}

test("square numbers: a setting kept like the others, and legible on every board and palette", async () => {
  const ctx = await s.launch(PHONE);
  const page = await s.open("?variant=international", ctx);
  const box = page.locator("#square-numbers");
  assert.equal(await box.isChecked(), true, "shown by default");
  const look = await numberLook(page, "23");
  await shot(page, "numbers-phone-international");
  assert.ok(look.height >= 7.5, `the digits are ${look.height.toFixed(1)} px high`);
  assert.ok(look.contrast >= 4.5, `the digits' contrast is ${look.contrast.toFixed(2)}`);
  // off: kept across a reload, and the board shows no numbers
  await box.uncheck();
  assert.equal(await page.evaluate(() => localStorage.getItem("omnidraughts.square-numbers.v1")), "off");
  await page.reload();
  await page.waitForSelector('body.ready [role="gridcell"]');
  assert.equal(await page.locator("#square-numbers").isChecked(), false);
  await shot(page, "numbers-off-phone");
  await page.locator("#square-numbers").check();
  // every numbered board, both palettes, both schemes
  for (const scheme of ["light", "dark"]) {
    for (const colours of ["standard", "colour-blind"]) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.locator("#colours").selectOption(colours);
      for (const [variant, sq] of [
        ["international", "23"],
        ["english", "14"],
        ["italian", "14"],
      ]) {
        await page.locator("#variant").selectOption(variant);
        await page.waitForTimeout(150);
        const l = await numberLook(page, sq);
        assert.ok(l.height >= 7.5 && l.contrast >= 4.5, `${variant} ${scheme} ${colours}: ${l.height.toFixed(1)} px, contrast ${l.contrast.toFixed(2)}`);
      }
      await shot(page, `numbers-${scheme}-${colours}`);
    }
  }
  await page.close();
});
