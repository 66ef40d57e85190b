// Drawing one piece on a canvas: a turned wooden/ivory disc with a rim, a
// groove and a highlight; kings are two stacked discs with a gold crown.

import type { Color, PieceKind } from "./engine.js";
import type { Theme } from "./theme.js";

function circle(ctx: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
}

function disc(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  r: number,
  body: string,
  rim: string,
  shine: string,
  shadow: boolean,
): void {
  const depth = r * 0.16;
  // the side of the disc (its thickness), with the drop shadow
  ctx.save();
  if (shadow) {
    ctx.shadowColor = "rgba(0, 0, 0, 0.45)";
    ctx.shadowBlur = r * 0.3;
    ctx.shadowOffsetY = r * 0.12;
  }
  ctx.fillStyle = rim;
  circle(ctx, x, y + depth, r);
  ctx.fill();
  ctx.restore();
  ctx.fillStyle = rim;
  ctx.fillRect(x - r, y, 2 * r, depth);
  // top face
  const g = ctx.createRadialGradient(x - r * 0.35, y - r * 0.45, r * 0.05, x, y, r * 1.05);
  g.addColorStop(0, shine);
  g.addColorStop(0.5, body);
  g.addColorStop(1, rim);
  ctx.fillStyle = g;
  circle(ctx, x, y, r);
  ctx.fill();
  // rim line
  ctx.lineWidth = Math.max(1, r * 0.06);
  ctx.strokeStyle = "rgba(0, 0, 0, 0.35)";
  circle(ctx, x, y, r - ctx.lineWidth / 2);
  ctx.stroke();
  // turned grooves
  ctx.lineWidth = Math.max(1, r * 0.05);
  ctx.strokeStyle = "rgba(0, 0, 0, 0.22)";
  circle(ctx, x, y, r * 0.7);
  ctx.stroke();
  ctx.strokeStyle = "rgba(255, 255, 255, 0.22)";
  circle(ctx, x, y + r * 0.04, r * 0.74);
  ctx.stroke();
}

/** A gold crown of width `w`, centred on (x, y). */
function crown(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, fill: string, edge: string): void {
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
  const g = ctx.createLinearGradient(x, top, x, base);
  g.addColorStop(0, "#fff2b0");
  g.addColorStop(0.35, fill);
  g.addColorStop(1, edge);
  ctx.fillStyle = g;
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

/** A simple mitre (bishop) or hump (camel) mark, for the games that have them. */
function emblem(ctx: CanvasRenderingContext2D, kind: "bishop" | "camel", x: number, y: number, w: number, fill: string, edge: string): void {
  ctx.save();
  ctx.lineWidth = Math.max(1, w * 0.08);
  ctx.lineJoin = "round";
  ctx.fillStyle = fill;
  ctx.strokeStyle = edge;
  ctx.beginPath();
  if (kind === "bishop") {
    ctx.moveTo(x - w * 0.32, y + w * 0.4);
    ctx.quadraticCurveTo(x - w * 0.42, y - w * 0.1, x, y - w * 0.5);
    ctx.quadraticCurveTo(x + w * 0.42, y - w * 0.1, x + w * 0.32, y + w * 0.4);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(x + w * 0.12, y - w * 0.2);
    ctx.lineTo(x - w * 0.08, y + w * 0.08);
    ctx.stroke();
  } else {
    ctx.moveTo(x - w * 0.5, y + w * 0.35);
    ctx.quadraticCurveTo(x - w * 0.3, y - w * 0.55, x - w * 0.05, y + w * 0.05);
    ctx.quadraticCurveTo(x + w * 0.2, y - w * 0.45, x + w * 0.5, y + w * 0.35);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
  }
  ctx.restore();
}

/** Draws a piece of radius `r` centred on (x, y). */
export function drawPiece(
  ctx: CanvasRenderingContext2D,
  theme: Theme,
  x: number,
  y: number,
  r: number,
  color: Color,
  kind: PieceKind,
): void {
  const body = color === "south" ? theme.southBody : theme.northBody;
  const rim = color === "south" ? theme.southRim : theme.northRim;
  const shine = color === "south" ? theme.southShine : theme.northShine;
  if (kind === "king") {
    // two men stacked: the lower one peeks out below
    disc(ctx, x, y + r * 0.1, r, body, rim, shine, true);
    disc(ctx, x, y - r * 0.1, r, body, rim, shine, false);
    crown(ctx, x, y - r * 0.12, r * 1.05, theme.crown, theme.crownEdge);
    return;
  }
  disc(ctx, x, y - r * 0.04, r, body, rim, shine, true);
  if (kind === "bishop" || kind === "camel") emblem(ctx, kind, x, y - r * 0.04, r * 0.9, theme.crown, theme.crownEdge);
}
