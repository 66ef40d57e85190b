// The engine's errors in the player's language: in Russian (?lang=ru), a bad FEN pasted in the
// PDN / FEN dialog, a PDN with an illegal move, a share link and an address with
// a bad position each show the page's Russian frame with the engine's reason in Russian too (no
// English word of the engine's message left in it), and the game in progress survives. On a
// laptop and a phone; the screenshots are tests/e2e/screenshots/errors-*.png.
// Needs the built site (bash scripts/build.sh).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { cell, LAPTOP, PHONE, playedMoves, Session, SHOTS, wasm } from "./harness.mjs";

const s = new Session("errors-i18n");
before(() => s.start());
after(() => s.stop());

async function shot(page, name) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `errors-${name}.png`) });
}

/** The engine's English message for what `f` throws. */
function english(f) {
  try {
    f();
  } catch (e) {
    return e.message;
  }
  assert.fail("the engine accepted it");
}

const BAD_FEN = "W:Wz9,c3:B1";
const BAD_PDN = '[GameType "25"]\n1. c3-d4 f6-e5 2. d4-d6 *\n';
const FEN_WORDS = ["bad", "FEN", "not", "square", "this", "board"];

/**
 * The words of the engine's English `message` (three letters or more, not notation, not the
 * formats' names FEN and PDN, not what the player typed) that `shown` still has.
 */
function englishLeft(shown, message, typed) {
  const words = new Set(message.match(/[A-Za-z]{3,}/g) ?? []);
  for (const w of ["FEN", "PDN", ...(typed.match(/[A-Za-z]{3,}/g) ?? [])]) words.delete(w);
  return [...words].filter((w) => new RegExp(`\\b${w}\\b`, "i").test(shown));
}

for (const [size, device] of [["laptop", LAPTOP], ["phone", PHONE]]) {
  test(`${size}: in Russian, bad input is refused in Russian and the game goes on`, async () => {
    const ctx = await s.launch({ ...device, locale: "ru-RU" });
    const page = await s.open("?lang=ru&variant=russian", ctx);
    await cell(page, "c3").click();
    await cell(page, "d4").click();
    await page.waitForFunction(() => document.querySelectorAll("#moves .move:not(.move-skip)").length === 1);
    const moves = await playedMoves(page);

    // a FEN pasted in the dialog
    await page.locator("#record-open").click();
    await page.locator("#record-dialog").waitFor({ state: "visible" });
    await page.locator("#fen-text").fill(BAD_FEN);
    await page.locator("#fen-open").click();
    const fenEnglish = english(() => new wasm.Game("russian", BAD_FEN));
    assert.deepEqual(FEN_WORDS.filter((w) => fenEnglish.includes(w)), FEN_WORDS, fenEnglish);
    const fenShown = (await page.locator("#record-message").textContent()) ?? "";
    assert.equal(fenShown, "Не удалось расставить эту позицию: «z9» — не поле этой доски");
    assert.deepEqual(englishLeft(fenShown, fenEnglish, BAD_FEN), []);
    await shot(page, `${size}-fen`);

    // a PDN with an illegal move
    await page.locator("#pdn-text").fill(BAD_PDN);
    await page.locator("#pdn-open").click();
    const pdnEnglish = english(() => wasm.importPdn(BAD_PDN, "russian"));
    assert.match(pdnEnglish, /^bad PDN: move 2 \(d4-d6\): illegal move d4-d6: /);
    await page.waitForFunction((before) => document.querySelector("#record-message")?.textContent !== before, fenShown);
    const pdnShown = (await page.locator("#record-message").textContent()) ?? "";
    assert.match(pdnShown, /^Не удалось открыть этот PDN: ход 2 \(d4-d6\): недопустимый ход d4-d6: \S/);
    assert.deepEqual(englishLeft(pdnShown, pdnEnglish, BAD_PDN), []);
    await shot(page, `${size}-pdn`);
    await page.keyboard.press("Escape");
    await page.locator("#record-dialog").waitFor({ state: "hidden" });
    assert.deepEqual(await playedMoves(page), moves, "the game in progress is kept");

    // a share link with a bad position: the notice, and the game as it was
    const link = `v=1&variant=russian&fen=${encodeURIComponent(BAD_FEN)}`;
    const linkEnglish = english(() => wasm.decodeLink(link));
    await page.evaluate((h) => {
      window.location.hash = h;
    }, link);
    const notice = page.locator("#notice");
    await notice.waitFor({ state: "visible" });
    const linkShown = (await notice.textContent()) ?? "";
    assert.match(linkShown, /Партию по этой ссылке открыть не удалось: неверный FEN: «z9» — не поле этой доски\. Это ваша партия в прежнем виде\./);
    assert.deepEqual(englishLeft(linkShown, linkEnglish, BAD_FEN), []);
    assert.deepEqual(await playedMoves(page), moves, "the game in progress is kept");
    await shot(page, `${size}-link`);
    await page.close();

    // an address with a bad position: the start position, and why in Russian
    const address = await s.open(`?lang=ru&variant=russian&fen=${encodeURIComponent(BAD_FEN)}`, ctx);
    const opened = (await address.locator("#notice").textContent()) ?? "";
    assert.match(opened, /Позицию из адреса открыть не удалось: неверный FEN: «z9» — не поле этой доски\. Это начальная позиция игры «Русские шашки»\./);
    assert.deepEqual(englishLeft(opened, fenEnglish, BAD_FEN), []);
    await shot(address, `${size}-address`);
    await address.close();
  });
}
