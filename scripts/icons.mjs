// Renders the web app manifest's PNG icons (www/icons/) from the site's own artwork,
// www/favicon.svg, in headless Chromium (playwright-core): run it again after changing the
// artwork, and commit the PNGs.
//
//   node scripts/icons.mjs
//
// "any" icons are the favicon as it is (its rounded green square); "maskable" ones fill the
// whole square with the favicon's green and draw the piece at four fifths of its size, so that
// all of it lies inside the safe zone (the central circle of 40% of the size in radius) that
// a launcher's mask keeps.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(ROOT, "www", "icons");
const svg = readFileSync(join(ROOT, "www", "favicon.svg"), "utf8");
/** The favicon's background colour (its first rect's fill): the maskable icons' full-bleed square. */
const green = svg.match(/<rect [^>]*fill="(#[0-9a-f]{6})"/i)?.[1];
if (green === undefined) throw new Error("www/favicon.svg: no background <rect fill> found");
/** The artwork without its rounded square, scaled about the centre: the maskable icon's foreground. */
const inner = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "").replace(/<rect [^>]*\/>/, "");
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${green}"/><g transform="translate(16 16) scale(0.8) translate(-16 -16)">${inner}</g></svg>`;

const ICONS = [
  ["icon-192.png", 192, svg],
  ["icon-512.png", 512, svg],
  ["maskable-192.png", 192, maskable],
  ["maskable-512.png", 512, maskable],
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const [name, size, art] of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const src = `data:image/svg+xml;base64,${Buffer.from(art).toString("base64")}`;
    await page.setContent(`<style>html,body{margin:0;background:transparent}img{display:block}</style><img src="${src}" width="${size}" height="${size}">`);
    await page.locator("img").evaluate((img) => img.decode());
    writeFileSync(join(OUT, name), await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }));
    console.log(`www/icons/${name}: ${size}x${size}`);
  }
} finally {
  await browser.close();
}
