// Drawing the board on its canvas, one frame at a time: the board beneath (frame, squares,
// corners and homes, trays, coordinates and numbers: board/paint-board.ts), then the marks of
// the last move, the selection, targets and hint, the pieces and stacks, the pieces taken
// during a capture and one frame of a move's animation. It draws what it is given and keeps
// nothing between frames but the colours.

import type { Color, Piece, SquareInfo } from "../engine/engine.js";
import type { BoardGeometry, Point } from "./geometry.js";
import { drawPiece, drawStack, type Layer } from "./pieces.js";
import { paletteName, type PiecePalette, type Theme } from "./theme.js";
import { stackOf, type Anim, type BoardModel, type Shown } from "./model.js";
import { drawBorneOff, drawCoordinates, drawFrame, drawSquareMarks, drawSquareNames, drawSquares, fillCell } from "./paint-board.js";

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

export class Painter {
  readonly #ctx: CanvasRenderingContext2D;
  /** The colours, read from the style sheet (BoardView.restyle reads them again). */
  theme: Theme;
  #model: BoardModel | null = null;

  constructor(ctx: CanvasRenderingContext2D, theme: Theme) {
    this.#ctx = ctx;
    this.theme = theme;
  }

  /** Draws the whole board: one frame of any animation, the piece dragged where the pointer is. */
  paint(f: Frame): void {
    const { model: m, geo, side } = f;
    this.#model = m;
    const ctx = this.#ctx;
    const t = this.theme;
    ctx.setTransform(f.dpr, 0, 0, f.dpr, 0, 0);
    ctx.clearRect(0, 0, side, side);
    drawFrame(ctx, t, side, geo);
    drawSquares(ctx, t, m, geo);
    drawSquareMarks(ctx, m, geo, this.#paletteOf, "under");
    drawCoordinates(ctx, t, m, geo);
    drawBorneOff(ctx, t, m, geo, this.#paletteOf, side);
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
    drawSquareMarks(ctx, m, geo, this.#paletteOf, "over");
    if (anim === null) this.#drawHintArrow(ctx, t, m, geo);
    this.#drawTargets(ctx, t, m, geo);
    if (f.squareNumbers) drawSquareNames(ctx, t, m, geo);

    if (anim !== null) this.#drawAnimation(ctx, m, geo, anim, progress, r);
    if (dragging !== null && f.dragAt !== null) {
      const sq = f.shown.find((s) => s.name === dragging);
      if (sq?.piece) this.#drawContent(ctx, f.dragAt, r * 1.08, sq);
    }
  }

  readonly #paletteOf = (color: Color): PiecePalette => this.#palette(color);

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

  #drawMarks(ctx: CanvasRenderingContext2D, t: Theme, m: BoardModel, geo: BoardGeometry): void {
    const byName = new Map(m.state.squares.map((s) => [s.name, s] as const));
    const last = m.state.lastMove;
    if (last !== null) {
      for (const name of last.path) {
        const sq = byName.get(name);
        if (sq) fillCell(ctx, geo, sq, t.lastMove);
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
      fillCell(ctx, geo, sq, t.selected);
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
        fillCell(ctx, geo, sq, t.choose);
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
