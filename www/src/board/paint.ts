// Drawing the board on its canvas: the frame, the squares, coordinates and square numbers,
// the marks of the last move, the selection, targets and hint, the pieces and stacks, the
// pieces taken during a capture, the borne-off trays and one frame of a move's animation. It
// draws what it is given and keeps nothing between frames but the colours.

import type { Color, Piece, SquareInfo } from "../engine.js";
import type { BoardGeometry, Cell, Point } from "../geometry.js";
import { crown, drawPiece, drawStack, house, type Layer } from "../pieces.js";
import { paletteName, type PiecePalette, type Theme } from "../theme.js";
import { stackOf, type Anim, type BoardModel, type Shown } from "./model.js";

/** Everything one frame shows. */
export interface Frame {
  model: BoardModel;
  geo: BoardGeometry;
  /** The squares as drawn (the model's state with a capture in progress applied). */
  shown: readonly Shown[];
  /** The canvas's side in CSS pixels, and the device pixels per CSS pixel. */
  side: number;
  dpr: number;
  /** The move being animated (null: none), and how far it has gone (0 to 1). */
  anim: Anim | null;
  progress: number;
  /** The square of the piece being dragged, and where the pointer is (null: no drag). */
  dragging: string | null;
  dragAt: Point | null;
  squareNumbers: boolean;
}

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

export class Painter {
  readonly #ctx: CanvasRenderingContext2D;
  /** The colours, read from the style sheet (BoardView.restyle reads them again). */
  theme: Theme;
  #model: BoardModel | null = null;
  #cssSide = 0;

  constructor(ctx: CanvasRenderingContext2D, theme: Theme) {
    this.#ctx = ctx;
    this.theme = theme;
  }

  /** Draws the whole board: one frame of any animation, the piece dragged where the pointer is. */
  paint(f: Frame): void {
    const { model: m, geo, side } = f;
    this.#model = m;
    this.#cssSide = side;
    const ctx = this.#ctx;
    const t = this.theme;
    ctx.setTransform(f.dpr, 0, 0, f.dpr, 0, 0);
    ctx.clearRect(0, 0, side, side);
    this.#drawFrame(ctx, t, side, geo);
    this.#drawSquares(ctx, t, m, geo);
    this.#drawSquareMarks(ctx, m, geo, "under");
    this.#drawCoordinates(ctx, t, m, geo);
    this.#drawBorneOff(ctx, t, m, geo);
    this.#drawMarks(ctx, t, m, geo);

    const { anim, progress, dragging } = f;
    const moving = anim?.move.path[anim.move.path.length - 1];

    const r = geo.cellSide * 0.4;
    for (const sq of f.shown) {
      if (sq.taken !== null) {
        this.#drawTaken(ctx, t, geo, sq, r);
        continue;
      }
      if (sq.piece === null || sq.name === moving || sq.name === dragging) continue;
      const c = geo.center(sq);
      this.#drawContent(ctx, c, r, sq);
    }
    if (dragging !== null) {
      const sq = f.shown.find((s) => s.name === dragging);
      if (sq?.piece) {
        const c = geo.center(sq);
        ctx.save();
        ctx.globalAlpha = 0.3;
        this.#drawContent(ctx, c, r, sq);
        ctx.restore();
      }
    }
    this.#drawSquareMarks(ctx, m, geo, "over");
    if (anim === null) this.#drawHintArrow(ctx, t, m, geo);
    this.#drawTargets(ctx, t, m, geo);
    if (f.squareNumbers) this.#drawSquareNames(ctx, t, m, geo);

    if (anim !== null) this.#drawAnimation(ctx, m, geo, anim, progress, r);
    if (dragging !== null && f.dragAt !== null) {
      const sq = f.shown.find((s) => s.name === dragging);
      if (sq?.piece) this.#drawContent(ctx, f.dragAt, r * 1.08, sq);
    }
  }

  /** The palette a side's pieces are drawn in (from the names the game gives the sides). */
  #palette(color: Color): PiecePalette {
    const names = this.#model?.colorNames ?? { south: "White", north: "Black" };
    return this.theme.pieces[paletteName(names, color)];
  }

  /** What stands on a square, centred on `c`: a piece, or a stack with its height badge. */
  #drawContent(ctx: CanvasRenderingContext2D, c: Point, r: number, sq: { piece: Piece | null; stack?: Piece[] }): void {
    if (sq.piece === null) return;
    const stack = stackOf(sq as SquareInfo);
    if (stack === null) {
      drawPiece(ctx, c.x, c.y, r, this.#palette(sq.piece.color), sq.piece.kind);
      return;
    }
    const layers: Layer[] = stack.map((p) => ({ palette: this.#palette(p.color), kind: p.kind }));
    const k = r / 0.4; // the cell side the piece was sized for
    drawStack(ctx, c.x, c.y, r, layers, { x: c.x + k * 0.34, y: c.y - k * 0.33, r: Math.max(7, k * 0.15) }, this.theme.font);
  }

  /**
   * A piece jumped during the capture being entered: dimmed, with a small
   * cross, while it stays on the board; only the cross once it is gone.
   */
  #drawTaken(ctx: CanvasRenderingContext2D, t: Theme, geo: BoardGeometry, sq: Shown, r: number): void {
    const c = geo.center(sq);
    if (sq.piece !== null) {
      ctx.save();
      ctx.globalAlpha = 0.38;
      this.#drawContent(ctx, c, r, sq);
      ctx.restore();
    }
    const k = r * (sq.piece !== null ? 0.42 : 0.3);
    ctx.save();
    ctx.strokeStyle = t.taken;
    ctx.globalAlpha = sq.piece !== null ? 1 : 0.6;
    ctx.lineWidth = Math.max(2, r * 0.16);
    ctx.lineCap = "round";
    ctx.beginPath();
    ctx.moveTo(c.x - k, c.y - k);
    ctx.lineTo(c.x + k, c.y + k);
    ctx.moveTo(c.x + k, c.y - k);
    ctx.lineTo(c.x - k, c.y + k);
    ctx.stroke();
    ctx.restore();
  }

  #drawFrame(ctx: CanvasRenderingContext2D, t: Theme, side: number, geo: BoardGeometry): void {
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

  #fillCell(ctx: CanvasRenderingContext2D, geo: BoardGeometry, cell: Cell, style: string | CanvasGradient): void {
    const p = geo.polygon(cell);
    ctx.fillStyle = style;
    ctx.beginPath();
    p.forEach((q, i) => (i === 0 ? ctx.moveTo(q.x, q.y) : ctx.lineTo(q.x, q.y)));
    ctx.closePath();
    ctx.fill();
  }

  #drawSquares(ctx: CanvasRenderingContext2D, t: Theme, m: BoardModel, geo: BoardGeometry): void {
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
          if ((file + rank) % 2 === 0) this.#fillCell(ctx, geo, { file, rank }, t.dark);
        }
      }
    } else {
      for (const sq of m.state.squares) this.#fillCell(ctx, geo, sq, t.dark);
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
  #drawSquareMarks(ctx: CanvasRenderingContext2D, m: BoardModel, geo: BoardGeometry, layer: "under" | "over"): void {
    const byName = new Map(m.state.squares.map((q) => [q.name, q] as const));
    const mid = geo.toScreen(geo.size / 2, geo.size / 2);
    for (const mark of m.state.marks) {
      const sq = byName.get(mark.square);
      if (sq === undefined) continue;
      const pal = this.#palette(mark.color);
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
   * Coast-to-Coast: beside each home corner, a tray with the pieces that
   * side has borne off. (The side panel gives the same tally in words.)
   */
  #drawBorneOff(ctx: CanvasRenderingContext2D, t: Theme, m: BoardModel, geo: BoardGeometry): void {
    const off = m.state.borneOff ?? null;
    if (off === null || !geo.diamond) return;
    const byName = new Map(m.state.squares.map((q) => [q.name, q] as const));
    const mid = geo.toScreen(geo.size / 2, geo.size / 2);
    const side = this.#cssSide;
    const r = geo.cellSide * 0.26;
    const pad = Math.max(8, side * 0.025);
    for (const mark of m.state.marks) {
      if (mark.kind !== "home") continue;
      const sq = byName.get(mark.square);
      if (sq === undefined) continue;
      const low = geo.center(sq).y > mid.y;
      const count = off[mark.color];
      const label = `${count} off`;
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
      drawPiece(ctx, cx, cy - r * 0.08, r, this.#palette(mark.color), "man");
      ctx.fillStyle = t.coord;
      ctx.textAlign = "left";
      ctx.textBaseline = "middle";
      ctx.fillText(label, cx + r + pad * 0.6, cy);
      ctx.restore();
    }
  }

  #drawCoordinates(ctx: CanvasRenderingContext2D, t: Theme, m: BoardModel, geo: BoardGeometry): void {
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
  #drawSquareNames(ctx: CanvasRenderingContext2D, t: Theme, m: BoardModel, geo: BoardGeometry): void {
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

  #drawMarks(ctx: CanvasRenderingContext2D, t: Theme, m: BoardModel, geo: BoardGeometry): void {
    const byName = new Map(m.state.squares.map((s) => [s.name, s] as const));
    const last = m.state.lastMove;
    if (last !== null) {
      for (const name of last.path) {
        const sq = byName.get(name);
        if (sq) this.#fillCell(ctx, geo, sq, t.lastMove);
      }
      // the route, for multi-jumps
      if (last.path.length > 2) strokeRoute(ctx, geo, byName, last.path, t.lastMove, 0.08);
    }
    // a suggested move: an outlined origin and destination and an arrow along its route
    const hint = m.hint;
    if (hint !== null && hint.path.length > 1) this.#drawHintSquares(ctx, geo, byName, hint.path, t.hint);
    // a capture being entered: its route so far
    if (m.prefix.length > 1) strokeRoute(ctx, geo, byName, m.prefix, t.selected, 0.07);
    m.prefix.forEach((name, i) => {
      const sq = byName.get(name);
      if (!sq) return;
      this.#fillCell(ctx, geo, sq, t.selected);
      if (i > 0) {
        // a landing square already clicked: a small ring
        const c = geo.center(sq);
        ctx.save();
        ctx.strokeStyle = t.target;
        ctx.lineWidth = geo.cellSide * 0.05;
        ctx.beginPath();
        ctx.arc(c.x, c.y, geo.cellSide * 0.18, 0, Math.PI * 2);
        ctx.stroke();
        ctx.restore();
      }
    });
    // pieces that can move: a thin warm halo
    if (m.prefix.length === 0 && m.state.result === null) {
      ctx.save();
      ctx.strokeStyle = t.movable;
      ctx.lineWidth = Math.max(1.5, geo.cellSide * 0.035);
      for (const name of m.movable) {
        const sq = byName.get(name);
        if (!sq) continue;
        const c = geo.center(sq);
        ctx.beginPath();
        ctx.arc(c.x, c.y - geo.cellSide * 0.016, geo.cellSide * 0.455, 0, Math.PI * 2);
        ctx.stroke();
      }
      ctx.restore();
    }
  }

  /** The hint's end squares, outlined (under the pieces). */
  #drawHintSquares(
    ctx: CanvasRenderingContext2D,
    geo: BoardGeometry,
    byName: ReadonlyMap<string, SquareInfo>,
    path: readonly string[],
    colour: string,
  ): void {
    const cs = geo.cellSide;
    const ends = [path[0], path[path.length - 1]];
    ctx.save();
    for (const name of ends) {
      const sq = name === undefined ? undefined : byName.get(name);
      if (!sq) continue;
      const p = geo.polygon(sq);
      const c = geo.center(sq);
      const inset = p.map((q) => ({ x: q.x + (c.x - q.x) * 0.07, y: q.y + (c.y - q.y) * 0.07 }));
      ctx.beginPath();
      inset.forEach((q, i) => (i === 0 ? ctx.moveTo(q.x, q.y) : ctx.lineTo(q.x, q.y)));
      ctx.closePath();
      ctx.globalAlpha = 0.28;
      ctx.fillStyle = colour;
      ctx.fill();
      ctx.globalAlpha = 1;
      ctx.lineWidth = Math.max(2, cs * 0.07);
      ctx.lineJoin = "round";
      ctx.strokeStyle = colour;
      ctx.stroke();
    }
    ctx.restore();
  }

  /** The hint's route as an arrow, over the pieces. */
  #drawHintArrow(ctx: CanvasRenderingContext2D, t: Theme, m: BoardModel, geo: BoardGeometry): void {
    const path = m.hint?.path ?? [];
    if (path.length < 2) return;
    const byName = new Map(m.state.squares.map((s) => [s.name, s] as const));
    const cs = geo.cellSide;
    const colour = t.hint;
    const pts = path.map((n) => byName.get(n)).filter((s): s is SquareInfo => s !== undefined).map((s) => geo.center(s));
    const a = pts[pts.length - 2];
    const b = pts[pts.length - 1];
    if (a === undefined || b === undefined) return;
    // the shaft stops short of the arrowhead, which stops short of the centre
    const head = cs * 0.3;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len === 0) return;
    const ux = (b.x - a.x) / len;
    const uy = (b.y - a.y) / len;
    const tip = { x: b.x - ux * cs * 0.12, y: b.y - uy * cs * 0.12 };
    const base = { x: tip.x - ux * head, y: tip.y - uy * head };
    ctx.save();
    ctx.globalAlpha = 0.85;
    ctx.strokeStyle = colour;
    ctx.fillStyle = colour;
    ctx.lineWidth = cs * 0.11;
    ctx.lineCap = "round";
    ctx.lineJoin = "round";
    ctx.shadowColor = "rgba(0, 0, 0, 0.35)";
    ctx.shadowBlur = cs * 0.06;
    ctx.beginPath();
    pts.slice(0, -1).forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    ctx.lineTo(base.x, base.y);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(tip.x, tip.y);
    ctx.lineTo(base.x - uy * head * 0.62, base.y + ux * head * 0.62);
    ctx.lineTo(base.x + uy * head * 0.62, base.y - ux * head * 0.62);
    ctx.closePath();
    ctx.fill();
    ctx.restore();
  }

  #drawTargets(ctx: CanvasRenderingContext2D, t: Theme, m: BoardModel, geo: BoardGeometry): void {
    const byName = new Map(m.state.squares.map((s) => [s.name, s] as const));
    ctx.save();
    for (const [name, kind] of m.targets) {
      const sq = byName.get(name);
      if (!sq) continue;
      const c = geo.center(sq);
      ctx.beginPath();
      if (kind === "choose") {
        // where the piece may land next, when several captures end on the same square
        this.#fillCell(ctx, geo, sq, t.choose);
        ctx.beginPath();
        ctx.strokeStyle = t.chooseRing;
        ctx.lineWidth = Math.max(2, geo.cellSide * 0.07);
        ctx.arc(c.x, c.y, geo.cellSide * 0.3, 0, Math.PI * 2);
        ctx.stroke();
      } else if (kind === "final") {
        ctx.fillStyle = t.target;
        ctx.arc(c.x, c.y, geo.cellSide * 0.17, 0, Math.PI * 2);
        ctx.fill();
      } else {
        ctx.strokeStyle = t.target;
        ctx.lineWidth = geo.cellSide * 0.05;
        ctx.setLineDash([geo.cellSide * 0.08, geo.cellSide * 0.06]);
        ctx.arc(c.x, c.y, geo.cellSide * 0.2, 0, Math.PI * 2);
        ctx.stroke();
        ctx.setLineDash([]);
      }
    }
    ctx.restore();
  }

  #drawAnimation(
    ctx: CanvasRenderingContext2D,
    m: BoardModel,
    geo: BoardGeometry,
    anim: Anim,
    progress: number,
    r: number,
  ): void {
    const byName = new Map(m.state.squares.map((s) => [s.name, s] as const));
    const path = anim.move.path.map((n) => byName.get(n)).filter((s): s is SquareInfo => s !== undefined);
    if (path.length < 2) return;
    const steps = path.length - 1;
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    const pos = anim.fromStep + eased * (steps - anim.fromStep);
    const seg = Math.min(steps - 1, Math.floor(pos));
    const clamp = (x: number) => Math.max(0, Math.min(1, x));
    // Captured pieces: where each one leaves at once (Polish) it fades as the
    // mover passes it; elsewhere it dims and stays until the move is over.
    anim.move.captures.forEach((name, i) => {
      const sq = byName.get(name);
      const was = anim.before.get(name);
      if (!sq || !was) return;
      const alpha =
        anim.removal === "at-once" ? clamp((i + 1 - pos) * 2) : 1 - 0.62 * clamp((pos - i - 0.5) * 2);
      if (alpha <= 0) return;
      // a captured piece may still be on the board (a piece landed there later): skip then
      if (m.state.squares.find((s) => s.name === name)?.piece) return;
      const c = geo.center(sq);
      ctx.save();
      ctx.globalAlpha = alpha;
      this.#drawContent(ctx, c, r, was);
      ctx.restore();
    });
    const a = path[seg];
    const b = path[seg + 1];
    if (!a || !b) return;
    const ca = geo.center(a);
    const cb = geo.center(b);
    const f = pos - seg;
    const lift = Math.sin(Math.PI * f) * geo.cellSide * (anim.move.captures.length > 0 ? 0.12 : 0.04);
    const x = ca.x + (cb.x - ca.x) * f;
    const y = ca.y + (cb.y - ca.y) * f - lift;
    const dest = path[path.length - 1];
    // the piece as it was, or as it is once past the square where it is crowned
    const crowned = anim.move.crownedAt !== undefined && pos >= anim.move.crownedAt;
    const mover = progress >= 1 || crowned ? dest : anim.before.get(anim.move.path[0] ?? "") ?? dest;
    if (mover?.piece) this.#drawContent(ctx, { x, y }, r * (1 + lift / (geo.cellSide * 2)), mover);
  }
}

/** Draws a piece's route through the named squares as one rounded line. */
function strokeRoute(
  ctx: CanvasRenderingContext2D,
  geo: BoardGeometry,
  byName: ReadonlyMap<string, SquareInfo>,
  path: readonly string[],
  colour: string,
  width: number,
): void {
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.lineWidth = geo.cellSide * width;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  ctx.beginPath();
  path.forEach((name, i) => {
    const sq = byName.get(name);
    if (!sq) return;
    const c = geo.center(sq);
    if (i === 0) ctx.moveTo(c.x, c.y);
    else ctx.lineTo(c.x, c.y);
  });
  ctx.stroke();
  ctx.restore();
}
