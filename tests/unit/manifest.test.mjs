// The web app manifest (www/manifest.webmanifest): valid JSON with what an installable app
// needs, start URL and scope relative (the site works under a GitHub Pages sub-path), its
// PNG icons there at their sizes (a maskable one's artwork inside the safe zone), every page
// linking it, and the built site's service worker precaching it and its icons.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { inflateSync } from "node:zlib";

const ROOT = resolve(fileURLToPath(new URL(".", import.meta.url)), "..", "..");
const WWW = join(ROOT, "www");
const manifest = JSON.parse(readFileSync(join(WWW, "manifest.webmanifest"), "utf8"));

/** A PNG's width, height and RGBA pixels (8-bit RGB or RGBA, not interlaced: what Chromium writes). */
function decodePng(bytes) {
  assert.equal(bytes.subarray(1, 4).toString("latin1"), "PNG");
  let at = 8;
  let width = 0, height = 0, channels = 0;
  const data = [];
  while (at < bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.subarray(at + 4, at + 8).toString("latin1");
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (type === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      assert.equal(body[8], 8, "8 bits a channel");
      assert.equal(body[12], 0, "not interlaced");
      channels = { 2: 3, 6: 4 }[body[9]];
      assert.ok(channels !== undefined, `colour type ${body[9]}`);
    }
    if (type === "IDAT") data.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const out = new Uint8Array(width * height * 4);
  let prev = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = Uint8Array.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? line[i - channels] : 0, b = prev[i], c = i >= channels ? prev[i - channels] : 0;
      const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
      const pred = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter];
      line[i] = (line[i] + pred) & 255;
    }
    for (let x = 0; x < width; x++) {
      for (let k = 0; k < 4; k++) out[(y * width + x) * 4 + k] = k < channels ? line[x * channels + k] : 255;
    }
    prev = line;
  }
  return { width, height, pixel: (x, y) => [...out.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)] };
}

test("the manifest has a name, a short name, standalone display, colours, and a start URL and scope relative to itself", () => {
  assert.match(manifest.name, /omnidraughts/);
  assert.equal(manifest.short_name, "omnidraughts");
  assert.ok(manifest.short_name.length <= 12, "a short name fits under a home screen icon");
  assert.equal(manifest.display, "standalone");
  for (const c of ["theme_color", "background_color"]) assert.match(manifest[c], /^#[0-9a-f]{6}$/i, c);
  // relative: resolved against the manifest's own address, whatever folder the site is in
  for (const f of ["start_url", "scope", "id"]) assert.equal(manifest[f], "./", f);
  const base = "https://someone.github.io/omnidraughts/manifest.webmanifest";
  assert.equal(new URL(manifest.start_url, base).href, "https://someone.github.io/omnidraughts/");
  // the theme colour is the game page's
  assert.match(readFileSync(join(ROOT, "index.html"), "utf8"), new RegExp(`<meta name="theme-color" content="${manifest.theme_color}">`));
});

test("the icons are there at their sizes: any and maskable, 192 and 512 pixels", () => {
  const pngs = manifest.icons.filter((i) => i.type === "image/png");
  for (const purpose of ["any", "maskable"]) {
    for (const size of [192, 512]) {
      assert.ok(pngs.some((i) => i.purpose === purpose && i.sizes === `${size}x${size}`), `${purpose} ${size}`);
    }
  }
  for (const icon of manifest.icons) {
    assert.ok(!icon.src.startsWith("/") && !/^https?:/.test(icon.src), `${icon.src} is relative`);
    const file = join(WWW, icon.src);
    assert.ok(existsSync(file), `${icon.src} exists`);
    if (icon.type !== "image/png") continue;
    const png = decodePng(readFileSync(file));
    assert.equal(`${png.width}x${png.height}`, icon.sizes, icon.src);
  }
});

test("a maskable icon fills its square, with its artwork inside the safe zone (the central circle of radius 40%)", () => {
  for (const icon of manifest.icons.filter((i) => i.purpose === "maskable")) {
    const png = decodePng(readFileSync(join(WWW, icon.src)));
    const n = png.width;
    const background = png.pixel(0, 0);
    assert.equal(background[3], 255, "opaque corners: the launcher's mask cuts the shape");
    let outside = 0, inside = 0;
    for (let y = 0; y < n; y++) {
      for (let x = 0; x < n; x++) {
        const r = Math.hypot(x + 0.5 - n / 2, y + 0.5 - n / 2) / n;
        const differs = png.pixel(x, y).some((v, k) => Math.abs(v - background[k]) > 2);
        if (differs && r > 0.4) outside++;
        if (differs && r <= 0.4) inside++;
      }
    }
    assert.equal(outside, 0, `${icon.src}: nothing but background outside the safe zone`);
    assert.ok(inside > n * n * 0.2, `${icon.src}: the artwork is drawn`);
  }
  // an "any" icon keeps the favicon's rounded corners (transparent)
  assert.equal(decodePng(readFileSync(join(WWW, "icons", "icon-512.png"))).pixel(0, 0)[3], 0);
});

test("every page links the manifest; the built site has it and its icons, precached by the service worker", () => {
  for (const page of ["index.html", "learn.html", "docs.html", "rules.html", "embed.html"]) {
    assert.match(readFileSync(join(ROOT, page), "utf8"), /<link rel="manifest" href="manifest\.webmanifest">/, page);
  }
  const dist = join(ROOT, "dist");
  const sw = readFileSync(join(dist, "sw.js"), "utf8");
  const files = JSON.parse(sw.match(/const FILES = (\[.*\]);/)[1]);
  for (const f of ["manifest.webmanifest", ...manifest.icons.map((i) => i.src)]) {
    assert.ok(existsSync(join(dist, f)), `dist/${f}`);
    assert.ok(files.includes(f), `sw.js precaches ${f}`);
  }
});
