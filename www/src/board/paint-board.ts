// The board beneath the play: the frame, the squares, the coronation corners and homes, the
// borne-off trays, the coordinates and the square numbers. Plain functions of the board model
// and its geometry; board/paint.ts calls them in order, with the pieces and marks between.

import type { Color, SquareInfo } from "../engine/engine.js";
import type { BoardGeometry, Cell } from "./geometry.js";
import { crown, drawPiece, house } from "./pieces.js";
import type { PiecePalette, Theme } from "./theme.js";
import type { BoardModel } from "./model.js";

/** The palette a side's pieces are drawn in. */
export type Palette = (color: Color) => PiecePalette;

const FILES = "abcdefghijklmnop";

/** Name of a square in algebraic coordinates, to tell whether the game numbers its squares. */
function algebraic(sq: SquareInfo): string {
  return `${FILES[sq.file] ?? "?"}${sq.rank + 1}`;
}

/**
 * The edge labels of a board, read from the engine's squares: a game that
 * names its squares algebraically ("c3") gives its own file letters and rank
 * numbers; a game that numbers them gets letters a, b, ... and numbers 1, 2,
 * ... by the display file and rank the engine gives each square (so Italian,
 * whose a1 is a light square, is labelled as its players read it).
 */
function edgeNames(squares: readonly SquareInfo[], size: number): { files: string[]; ranks: string[] } {
  const files = Array.from({ length: size }, (_, i) => FILES[i] ?? "");
  const ranks = Array.from({ length: size }, (_, i) => String(i + 1));
  for (const sq of squares) {
    const m = /^([a-z])(\d+)$/.exec(sq.name);
    if (m === null || m[1] === undefined || m[2] === undefined) continue;
    files[sq.file] = m[1];
    ranks[sq.rank] = m[2];
  }
  return { files, ranks };
}

export function drawFrame(ctx: CanvasRenderingContext2D, t: Theme, side: number, geo: BoardGeometry): void {
  const g = ctx.createLinearGradient(0, 0, side, side);
  g.addColorStop(0, t.frame);
  g.addColorStop(0.5, t.frameEdge);
  g.addColorStop(1, t.frame);
  ctx.fillStyle = t.frame;
  ctx.fillRect(0, 0, side, side);
  ctx.globalAlpha = 0.35;
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, side, side);
  ctx.globalAlpha = 1;
  // wood grain: long gentle waves, the same every time
  ctx.strokeStyle = t.grain;
  ctx.lineWidth = 1;
  let seed = 7;
  const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let i = 0; i < 46; i++) {
    const y0 = rnd() * side;
    const amp = 2 + rnd() * 6;
    const len = 80 + rnd() * 160;
    ctx.beginPath();
    for (let x = 0; x <= side; x += 8) {
      const y = y0 + Math.sin((x + i * 37) / len) * amp;
      if (x === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  // bevel around the playing area
  const o = geo.outline();
  ctx.save();
  ctx.lineWidth = 3;
  ctx.strokeStyle = "rgba(0, 0, 0, 0.45)";
  ctx.beginPath();
  o.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  ctx.closePath();
  ctx.stroke();
  ctx.restore();
  ctx.strokeStyle = "rgba(255, 255, 255, 0.12)";
  ctx.lineWidth = 1;
  ctx.strokeRect(0.5, 0.5, side - 1, side - 1);
}

export function fillCell(ctx: CanvasRenderingContext2D, geo: BoardGeometry, cell: Cell, style: string | CanvasGradient): void {
  const p = geo.polygon(cell);
  ctx.fillStyle = style;
  ctx.beginPath();
  p.forEach((q, i) => (i === 0 ? ctx.moveTo(q.x, q.y) : ctx.lineTo(q.x, q.y)));
  ctx.closePath();
  ctx.fill();
}

export function drawSquares(ctx: CanvasRenderingContext2D, t: Theme, m: BoardModel, geo: BoardGeometry): void {
  const n = m.state.size;
  // anti-aliasing seams between cells: paint the dark colour underneath
  const o = geo.outline();
  ctx.fillStyle = t.light;
  ctx.beginPath();
  o.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  ctx.closePath();
  ctx.fill();
  // The dark squares are the playable ones the engine lists (Italian puts
  // a light square on a1); a board played on every square is chequered
  // with a dark a1.
  const all = m.state.squares.length >= n * n;
  if (all) {
    for (let file = 0; file < n; file++) {
      for (let rank = 0; rank < n; rank++) {
        if ((file + rank) % 2 === 0) fillCell(ctx, geo, { file, rank }, t.dark);
      }
    }
  } else {
    for (const sq of m.state.squares) fillCell(ctx, geo, sq, t.dark);
  }
  // a soft sheen over the whole board
  const a = geo.toScreen(0, 0);
  const b = geo.toScreen(n, n);
  const sheen = ctx.createLinearGradient(a.x, a.y, b.x, b.y);
  sheen.addColorStop(0, "rgba(255, 255, 255, 0.10)");
  sheen.addColorStop(0.5, "rgba(255, 255, 255, 0)");
  sheen.addColorStop(1, "rgba(0, 0, 0, 0.10)");
  ctx.fillStyle = sheen;
  ctx.beginPath();
  o.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
  ctx.closePath();
  ctx.fill();
}

/**
 * The squares a game gives a meaning (marks.ts): tinted in the colour of the
 * side they belong to, framed, with the emblem large in the middle (seen
 * while the square is empty); a coronation corner, often occupied, also
 * has the emblem on a badge in its outer corner, drawn over the pieces
 * (`layer` "over").
 */
export function drawSquareMarks(ctx: CanvasRenderingContext2D, m: BoardModel, geo: BoardGeometry, palette: Palette, layer: "under" | "over"): void {
  const byName = new Map(m.state.squares.map((q) => [q.name, q] as const));
  const mid = geo.toScreen(geo.size / 2, geo.size / 2);
  for (const mark of m.state.marks) {
    const sq = byName.get(mark.square);
    if (sq === undefined) continue;
    const pal = palette(mark.color);
    const poly = geo.polygon(sq);
    const c = geo.center(sq);
    const cs = geo.cellSide;
    const draw = (x: number, y: number, w: number, fill: string, edge: string, flat: boolean) =>
      mark.kind === "crown" ? crown(ctx, x, y, w, fill, edge, flat) : house(ctx, x, y, w, fill, edge);
    if (layer === "over") {
      // a home is empty at the end of every turn: its emblem under the pieces is enough
      if (mark.kind === "home") continue;
      // a badge in the corner furthest from the middle of the board
      let far = poly[0] ?? c;
      for (const q of poly) if (Math.hypot(q.x - mid.x, q.y - mid.y) > Math.hypot(far.x - mid.x, far.y - mid.y)) far = q;
      const k = 0.36;
      const bx = far.x + (c.x - far.x) * k;
      const by = far.y + (c.y - far.y) * k;
      const br = Math.max(6, cs * 0.15);
      ctx.save();
      ctx.shadowColor = "rgba(0, 0, 0, 0.45)";
      ctx.shadowBlur = br * 0.5;
      ctx.fillStyle = pal.body;
      ctx.beginPath();
      ctx.arc(bx, by, br, 0, Math.PI * 2);
      ctx.fill();
      ctx.restore();
      ctx.save();
      ctx.strokeStyle = pal.ink;
      ctx.lineWidth = Math.max(1, br * 0.14);
      ctx.beginPath();
      ctx.arc(bx, by, br, 0, Math.PI * 2);
      ctx.stroke();
      ctx.restore();
      draw(bx, by + br * 0.04, br * 1.25, pal.ink, pal.ink, true);
      continue;
    }
    ctx.save();
    ctx.beginPath();
    poly.forEach((q, i) => (i === 0 ? ctx.moveTo(q.x, q.y) : ctx.lineTo(q.x, q.y)));
    ctx.closePath();
    ctx.globalAlpha = 0.5;
    ctx.fillStyle = pal.body;
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.clip();
    ctx.lineJoin = "round";
    ctx.lineWidth = Math.max(3, cs * 0.1);
    ctx.strokeStyle = pal.body;
    ctx.stroke();
    ctx.lineWidth = Math.max(1, cs * 0.025);
    ctx.strokeStyle = pal.ink;
    ctx.beginPath();
    const inset = poly.map((q) => ({ x: q.x + (c.x - q.x) * 0.2, y: q.y + (c.y - q.y) * 0.2 }));
    inset.forEach((q, i) => (i === 0 ? ctx.moveTo(q.x, q.y) : ctx.lineTo(q.x, q.y)));
    ctx.closePath();
    ctx.stroke();
    ctx.restore();
    ctx.save();
    ctx.globalAlpha = 0.75;
    draw(c.x, c.y, cs * 0.5, pal.body, pal.ink, false);
    ctx.restore();
  }
}

/**
 * Coast-to-Coast: beside each home corner, a tray with a piece of that side
 * and the number it has borne off: a number, in no language (the side panel
 * gives the same tally in words, in the page's language).
 */
export function drawBorneOff(ctx: CanvasRenderingContext2D, t: Theme, m: BoardModel, geo: BoardGeometry, palette: Palette, side: number): void {
  const off = m.state.borneOff ?? null;
  if (off === null || !geo.diamond) return;
  const byName = new Map(m.state.squares.map((q) => [q.name, q] as const));
  const mid = geo.toScreen(geo.size / 2, geo.size / 2);
  const r = geo.cellSide * 0.26;
  const pad = Math.max(8, side * 0.025);
  for (const mark of m.state.marks) {
    if (mark.kind !== "home") continue;
    const sq = byName.get(mark.square);
    if (sq === undefined) continue;
    const low = geo.center(sq).y > mid.y;
    const count = off[mark.color];
    const label = String(count);
    ctx.save();
    ctx.font = `700 ${Math.round(Math.max(11, r * 1.05))}px ${t.font}`;
    const tw = ctx.measureText(label).width;
    const w = r * 2 + pad * 0.6 + tw + pad * 1.2;
    const h = r * 2 + pad;
    const x = low ? side - pad - w : pad;
    const y = low ? side - pad - h : pad;
    ctx.fillStyle = "rgba(0, 0, 0, 0.28)";
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, h / 2);
    ctx.fill();
    const cx = x + pad * 0.5 + r;
    const cy = y + h / 2;
    drawPiece(ctx, cx, cy - r * 0.08, r, palette(mark.color), "man");
    ctx.fillStyle = t.coord;
    ctx.textAlign = "left";
    ctx.textBaseline = "middle";
    ctx.fillText(label, cx + r + pad * 0.6, cy);
    ctx.restore();
  }
}

export function drawCoordinates(ctx: CanvasRenderingContext2D, t: Theme, m: BoardModel, geo: BoardGeometry): void {
  const margin = geo.area.left;
  // square boards write in the margin; a diamond along its two lower edges, in the corners
  const fontPx = geo.diamond ? Math.round(Math.max(10, Math.min(17, geo.cellSide * 0.3))) : Math.max(9, Math.round(margin * 0.56));
  const offset = geo.diamond ? fontPx * 0.95 : margin / 2;
  ctx.save();
  ctx.fillStyle = t.coord;
  ctx.font = `600 ${fontPx}px ${t.font}`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  const labels = geo.edgeLabels(offset);
  const names = edgeNames(m.state.squares, m.state.size);
  for (const f of labels.files) ctx.fillText(names.files[f.file] ?? "", f.at.x, f.at.y);
  for (const r of labels.ranks) ctx.fillText(names.ranks[r.rank] ?? "", r.at.x, r.at.y);
  ctx.restore();
}

/**
 * Square numbers, for games that number their squares (American,
 * International, ...): in the square's top left corner, at least 11 px,
 * light on a dark plate so that they read on any square, piece or palette.
 */
export function drawSquareNames(ctx: CanvasRenderingContext2D, t: Theme, m: BoardModel, geo: BoardGeometry): void {
  const cs = geo.cellSide;
  const px = Math.max(11, Math.min(15, Math.round(cs * 0.2)));
  const padX = Math.max(2, Math.round(px * 0.2));
  const padY = Math.max(1, Math.round(px * 0.08));
  ctx.save();
  ctx.font = `700 ${px}px ${t.font}`;
  ctx.textAlign = "left";
  ctx.textBaseline = "middle";
  for (const sq of m.state.squares) {
    if (sq.name === algebraic(sq)) continue;
    const v = geo.visual(sq);
    const p = geo.toScreen(v.col, v.row);
    const w = ctx.measureText(sq.name).width + 2 * padX;
    const h = px + 2 * padY;
    ctx.fillStyle = t.squareNumberPlate;
    ctx.beginPath();
    ctx.roundRect(p.x, p.y, w, h, [0, 0, Math.min(5, h / 2), 0]);
    ctx.fill();
    ctx.fillStyle = t.squareNumber;
    ctx.fillText(sq.name, p.x + padX, p.y + h / 2 + px * 0.04);
  }
  ctx.restore();
}
