// Drawing pieces on a canvas: a turned wooden/ivory disc with a rim, a groove
// and a highlight. A king is two stacked discs with a crown; a bishop carries
// a mitre, a camel a camel; a stack (Stack'Em) is a column of thin discs, its
// colours bottom to top, with its height on a badge.

import type { PieceKind } from "../engine/engine.js";
import type { PiecePalette } from "./theme.js";

function circle(ctx: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
}

/** One disc: its side (thickness `depth`, below), then its top face centred on (x, y). */
function disc(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  r: number,
  p: PiecePalette,
  shadow: boolean,
  depth = r * 0.16,
  grooves = true,
): void {
  ctx.save();
  if (shadow) {
    ctx.shadowColor = "rgba(0, 0, 0, 0.45)";
    ctx.shadowBlur = r * 0.3;
    ctx.shadowOffsetY = r * 0.12;
  }
  ctx.fillStyle = p.rim;
  circle(ctx, x, y + depth, r);
  ctx.fill();
  ctx.restore();
  ctx.fillStyle = p.rim;
  ctx.fillRect(x - r, y, 2 * r, depth);
  // top face
  const g = ctx.createRadialGradient(x - r * 0.35, y - r * 0.45, r * 0.05, x, y, r * 1.05);
  g.addColorStop(0, p.shine);
  g.addColorStop(0.5, p.body);
  g.addColorStop(1, p.rim);
  ctx.fillStyle = g;
  circle(ctx, x, y, r);
  ctx.fill();
  // rim line
  ctx.lineWidth = Math.max(1, r * 0.06);
  ctx.strokeStyle = "rgba(0, 0, 0, 0.35)";
  circle(ctx, x, y, r - ctx.lineWidth / 2);
  ctx.stroke();
  if (!grooves) return;
  // turned grooves
  ctx.lineWidth = Math.max(1, r * 0.05);
  ctx.strokeStyle = "rgba(0, 0, 0, 0.22)";
  circle(ctx, x, y, r * 0.7);
  ctx.stroke();
  ctx.strokeStyle = "rgba(255, 255, 255, 0.22)";
  circle(ctx, x, y + r * 0.04, r * 0.74);
  ctx.stroke();
}

/**
 * The visible edge of a checker inside a stack: its side, `depth` high, in
 * its body colour shaded like a cylinder, with a line at the bottom.
 */
function band(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, depth: number, p: PiecePalette, shadow: boolean): void {
  ctx.save();
  if (shadow) {
    ctx.shadowColor = "rgba(0, 0, 0, 0.45)";
    ctx.shadowBlur = r * 0.3;
    ctx.shadowOffsetY = r * 0.12;
  }
  const g = ctx.createLinearGradient(x - r, 0, x + r, 0);
  g.addColorStop(0, p.rim);
  g.addColorStop(0.3, p.body);
  g.addColorStop(0.45, p.shine);
  g.addColorStop(0.62, p.body);
  g.addColorStop(1, p.rim);
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(x, y + depth, r, 0, Math.PI);
  ctx.lineTo(x - r, y);
  ctx.arc(x, y, r, Math.PI, 0);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
  ctx.save();
  // in the ink colour, so that two black (or two white) checkers still count apart
  ctx.strokeStyle = p.ink;
  ctx.globalAlpha = 0.6;
  ctx.lineWidth = Math.max(1, r * 0.05);
  ctx.beginPath();
  ctx.arc(x, y + depth, r, 0.02 * Math.PI, 0.98 * Math.PI);
  ctx.stroke();
  ctx.restore();
}

/** A crown of width `w`, centred on (x, y). */
export function crown(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, fill: string, edge: string, flat = false): void {
  const h = w * 0.7;
  const left = x - w / 2;
  const right = x + w / 2;
  const base = y + h * 0.42;
  const top = y - h * 0.5;
  const band = base - h * 0.22;
  ctx.save();
  ctx.lineJoin = "round";
  ctx.lineWidth = Math.max(1, w * 0.07);
  ctx.beginPath();
  ctx.moveTo(left + w * 0.06, base);
  ctx.lineTo(left, top + h * 0.16);
  ctx.lineTo(x - w * 0.24, y + h * 0.02);
  ctx.lineTo(x, top);
  ctx.lineTo(x + w * 0.24, y + h * 0.02);
  ctx.lineTo(right, top + h * 0.16);
  ctx.lineTo(right - w * 0.06, base);
  ctx.closePath();
  if (flat) {
    ctx.fillStyle = fill;
  } else {
    const g = ctx.createLinearGradient(x, top, x, base);
    g.addColorStop(0, "#fff8d8");
    g.addColorStop(0.35, fill);
    g.addColorStop(1, edge);
    ctx.fillStyle = g;
  }
  ctx.fill();
  ctx.strokeStyle = edge;
  ctx.stroke();
  // band
  ctx.beginPath();
  ctx.moveTo(left + w * 0.05, band);
  ctx.lineTo(right - w * 0.05, band);
  ctx.stroke();
  // jewels on the three points
  ctx.fillStyle = fill;
  for (const [px, py] of [
    [left, top + h * 0.16],
    [x, top],
    [right, top + h * 0.16],
  ] as const) {
    circle(ctx, px, py, w * 0.085);
    ctx.fill();
    ctx.stroke();
  }
  ctx.restore();
}

/** A house (a home corner) of width `w`, centred on (x, y). */
export function house(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, fill: string, edge: string): void {
  const h = w * 0.9;
  const top = y - h / 2;
  const eaves = top + h * 0.45;
  const bottom = y + h / 2;
  ctx.save();
  ctx.lineJoin = "round";
  ctx.lineWidth = Math.max(1, w * 0.07);
  ctx.fillStyle = fill;
  ctx.strokeStyle = edge;
  ctx.beginPath();
  ctx.moveTo(x, top);
  ctx.lineTo(x + w / 2, eaves);
  ctx.lineTo(x + w * 0.36, eaves);
  ctx.lineTo(x + w * 0.36, bottom);
  ctx.lineTo(x - w * 0.36, bottom);
  ctx.lineTo(x - w * 0.36, eaves);
  ctx.lineTo(x - w / 2, eaves);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  // the door
  ctx.fillStyle = edge;
  ctx.fillRect(x - w * 0.09, bottom - h * 0.3, w * 0.18, h * 0.3);
  ctx.restore();
}

/** A bishop's mitre of height `h`, centred on (x, y): a pointed cap with a slit, a ball on top, a band. */
function mitre(ctx: CanvasRenderingContext2D, x: number, y: number, h: number, p: PiecePalette): void {
  const w = h * 0.68;
  const top = y - h * 0.36;
  const base = y + h * 0.42;
  ctx.save();
  ctx.lineJoin = "round";
  ctx.lineCap = "round";
  ctx.fillStyle = p.ink;
  ctx.strokeStyle = p.ink;
  // the cap: a pointed arch
  ctx.beginPath();
  ctx.moveTo(x - w * 0.46, base - h * 0.12);
  ctx.bezierCurveTo(x - w * 0.62, y - h * 0.05, x - w * 0.2, top + h * 0.05, x, top);
  ctx.bezierCurveTo(x + w * 0.2, top + h * 0.05, x + w * 0.62, y - h * 0.05, x + w * 0.46, base - h * 0.12);
  ctx.closePath();
  ctx.fill();
  // the band at the foot
  ctx.beginPath();
  ctx.roundRect(x - w * 0.52, base - h * 0.14, w * 1.04, h * 0.16, h * 0.05);
  ctx.fill();
  // the ball on top
  circle(ctx, x, top - h * 0.07, h * 0.085);
  ctx.fill();
  // the slit, cut in the body colour
  ctx.strokeStyle = p.body;
  ctx.lineWidth = Math.max(1.2, h * 0.075);
  ctx.beginPath();
  ctx.moveTo(x + w * 0.2, top + h * 0.2);
  ctx.lineTo(x - w * 0.08, y + h * 0.08);
  ctx.stroke();
  ctx.restore();
}

/** A two-humped camel of width `w`, facing left, centred on (x, y). */
function camel(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, p: PiecePalette): void {
  // drawn in a 100 x 80 box, centre (50, 44)
  const k = w / 100;
  const X = (u: number) => x + (u - 50) * k;
  const Y = (v: number) => y + (v - 44) * k;
  ctx.save();
  ctx.fillStyle = p.ink;
  ctx.strokeStyle = p.ink;
  ctx.lineJoin = "round";
  ctx.lineCap = "round";
  ctx.beginPath();
  // head and muzzle (left), up the neck
  ctx.moveTo(X(2), Y(20));
  ctx.quadraticCurveTo(X(4), Y(12), X(14), Y(12));
  ctx.lineTo(X(20), Y(13));
  // back of the neck, down to the front hump
  ctx.quadraticCurveTo(X(24), Y(26), X(30), Y(36));
  ctx.quadraticCurveTo(X(36), Y(12), X(48), Y(30));
  // the saddle, then the back hump
  ctx.quadraticCurveTo(X(54), Y(34), X(58), Y(30));
  ctx.quadraticCurveTo(X(70), Y(10), X(82), Y(34));
  // the rump and tail
  ctx.quadraticCurveTo(X(92), Y(36), X(95), Y(44));
  ctx.lineTo(X(98), Y(56));
  ctx.lineTo(X(93), Y(56));
  ctx.lineTo(X(90), Y(50));
  // back legs
  ctx.lineTo(X(88), Y(76));
  ctx.lineTo(X(82), Y(76));
  ctx.lineTo(X(80), Y(58));
  ctx.lineTo(X(76), Y(76));
  ctx.lineTo(X(70), Y(76));
  ctx.lineTo(X(69), Y(58));
  // belly
  ctx.quadraticCurveTo(X(50), Y(62), X(38), Y(58));
  // front legs
  ctx.lineTo(X(38), Y(76));
  ctx.lineTo(X(32), Y(76));
  ctx.lineTo(X(30), Y(58));
  ctx.lineTo(X(27), Y(76));
  ctx.lineTo(X(21), Y(76));
  ctx.lineTo(X(22), Y(52));
  // chest, front of the neck, under the jaw
  ctx.quadraticCurveTo(X(20), Y(42), X(16), Y(34));
  ctx.lineTo(X(10), Y(26));
  ctx.lineTo(X(3), Y(25));
  ctx.closePath();
  ctx.fill();
  // the eye
  ctx.fillStyle = p.body;
  circle(ctx, X(12), Y(16), 1.6 * k + 0.4);
  ctx.fill();
  ctx.restore();
}

/** Draws a piece of radius `r` centred on (x, y). */
export function drawPiece(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, p: PiecePalette, kind: PieceKind): void {
  if (kind === "king") {
    // two men stacked: the lower one peeks out below
    disc(ctx, x, y + r * 0.1, r, p, true);
    disc(ctx, x, y - r * 0.1, r, p, false);
    crown(ctx, x, y - r * 0.12, r * 1.05, p.crown, p.crownEdge);
    return;
  }
  const face = y - r * 0.04;
  disc(ctx, x, face, r, p, true, r * 0.16, kind === "man");
  if (kind === "bishop") mitre(ctx, x, face, r * 1.35, p);
  else if (kind === "camel") camel(ctx, x, face + r * 0.03, r * 1.52, p);
}

/** One checker of a stack, as the stack drawing needs it. */
export interface Layer {
  palette: PiecePalette;
  kind: PieceKind;
}

/** How many checkers of a stack are drawn; the badge gives the full height. */
export const STACK_CAP = 6;

/**
 * A stack of checkers centred on (x, y), bottom first: thin discs, each a
 * little higher than the one below, the top one a full piece (crowned if it
 * is a king). Above `STACK_CAP` checkers only the top ones are drawn, the
 * lowest of them with a dashed edge (more below). A badge at the upper right
 * gives the height, in the colours of the checker on top (who controls it).
 */
export function drawStack(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  r: number,
  layers: readonly Layer[],
  badgeAt: { x: number; y: number; r: number },
  font: string,
): void {
  const n = layers.length;
  const shown = layers.slice(Math.max(0, n - STACK_CAP));
  const step = r * 0.2;
  const k = shown.length;
  // centred on (x, y) like a single piece: from the top edge of the top checker
  // to the bottom edge of the lowest one's side
  const base = k === 1 ? y - r * 0.04 : y + r * 0.04 + ((k - 2) * step - r * 0.06) / 2;
  shown.forEach((layer, i) => {
    const cy = base - i * step;
    // every checker shows one band of its colour, the top one its face as well
    band(ctx, x, cy, r, step + r * 0.06, layer.palette, i === 0);
    if (i === shown.length - 1) {
      disc(ctx, x, cy, r, layer.palette, false, 0);
      return;
    }
    if (layer.kind === "king") {
      // a crowned checker inside the stack: a crown-coloured line round its edge
      ctx.save();
      ctx.strokeStyle = layer.palette.crown;
      ctx.lineWidth = Math.max(1, step * 0.3);
      ctx.beginPath();
      ctx.arc(x, cy + step * 0.55, r * 0.98, 0.2 * Math.PI, 0.8 * Math.PI);
      ctx.stroke();
      ctx.restore();
    }
    if (i === 0 && shown.length < n) {
      // more checkers below than are drawn
      ctx.save();
      ctx.strokeStyle = "rgba(255, 255, 255, 0.9)";
      ctx.lineWidth = Math.max(1, r * 0.07);
      ctx.setLineDash([r * 0.12, r * 0.1]);
      ctx.beginPath();
      ctx.arc(x, cy + step + r * 0.1, r, 0.2 * Math.PI, 0.8 * Math.PI);
      ctx.stroke();
      ctx.restore();
    }
  });
  const topLayer = shown[shown.length - 1];
  if (topLayer === undefined) return;
  const topY = base - (shown.length - 1) * step;
  if (topLayer.kind === "king") crown(ctx, x, topY - r * 0.02, r * 0.95, topLayer.palette.crown, topLayer.palette.crownEdge);
  // the height badge
  const p = topLayer.palette;
  ctx.save();
  ctx.shadowColor = "rgba(0, 0, 0, 0.4)";
  ctx.shadowBlur = badgeAt.r * 0.4;
  ctx.fillStyle = p.body;
  circle(ctx, badgeAt.x, badgeAt.y, badgeAt.r);
  ctx.fill();
  ctx.restore();
  ctx.save();
  ctx.lineWidth = Math.max(1.5, badgeAt.r * 0.16);
  ctx.strokeStyle = "rgba(255, 255, 255, 0.95)";
  circle(ctx, badgeAt.x, badgeAt.y, badgeAt.r);
  ctx.stroke();
  ctx.fillStyle = p.ink;
  ctx.font = `800 ${Math.round(badgeAt.r * (n >= 10 ? 1.15 : 1.35))}px ${font}`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(String(n), badgeAt.x, badgeAt.y + badgeAt.r * 0.06);
  ctx.restore();
}

/**
 * A piece drawn alone on a canvas of `px` CSS pixels (sharp on high-density screens), for a
 * button: the promotion dialog's choices, the position editor's palette. Hidden from screen
 * readers: the button's text names it.
 */
export function pieceIcon(px: number, p: PiecePalette, kind: PieceKind, scale: number): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.setAttribute("aria-hidden", "true");
  const dpr = Math.max(1, window.devicePixelRatio || 1);
  canvas.width = canvas.height = Math.round(px * dpr);
  canvas.style.width = canvas.style.height = `${px}px`;
  const ctx = canvas.getContext("2d");
  if (ctx !== null) {
    ctx.scale(dpr, dpr);
    drawPiece(ctx, px / 2, px / 2, px * scale, p, kind);
  }
  return canvas;
}
