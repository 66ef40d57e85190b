// Board geometry: where a square is drawn, and which square a point is on.
//
// A board is a `size` x `size` array of cells addressed by (file, rank) as the
// engine reports them (file 0 = left, rank 0 = bottom, seen by south). The view
// turns that into "visual" (col, row) with row 0 at the top, flipping when
// asked, and then maps the unit square [0,size]² onto the screen with one
// affine transform: a plain scale for square boards, or a scale plus a 45°
// rotation for the diamond layout (Coast-to-Coast). Everything else — cell
// polygons, hit testing, label positions, the CSS transform of the accessible
// DOM grid — is derived from that one transform, so the diamond is a flag.

export interface Point {
  x: number;
  y: number;
}

export interface Cell {
  file: number;
  rank: number;
}

/** Visual position: col 0 = left, row 0 = top, in cell units. */
export interface Visual {
  col: number;
  row: number;
}

/** 2-D affine map: x' = a*x + c*y + e, y' = b*x + d*y + f (canvas/CSS order). */
export interface Affine {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

export interface LayoutOptions {
  /** Cells per side (8 or 10). */
  size: number;
  /** Draw the board rotated by 45° (a diamond standing on a corner). */
  diamond: boolean;
  /** Show the board from the north player's side. */
  flipped: boolean;
}

/** A square area of the screen (CSS pixels) that the board must fill. */
export interface Area {
  left: number;
  top: number;
  side: number;
}

function apply(m: Affine, x: number, y: number): Point {
  return { x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f };
}

function invert(m: Affine): Affine {
  const det = m.a * m.d - m.b * m.c;
  const a = m.d / det;
  const b = -m.b / det;
  const c = -m.c / det;
  const d = m.a / det;
  return { a, b, c, d, e: -(a * m.e + c * m.f), f: -(b * m.e + d * m.f) };
}

export class BoardGeometry {
  readonly size: number;
  readonly diamond: boolean;
  readonly flipped: boolean;
  readonly area: Area;
  /** Unit board coordinates (col, row in [0,size]) → screen pixels. */
  readonly toScreenMatrix: Affine;
  readonly #fromScreen: Affine;

  constructor(opts: LayoutOptions, area: Area) {
    this.size = opts.size;
    this.diamond = opts.diamond;
    this.flipped = opts.flipped;
    this.area = area;
    const n = opts.size;
    const cx = area.left + area.side / 2;
    const cy = area.top + area.side / 2;
    if (!opts.diamond) {
      const s = area.side / n;
      this.toScreenMatrix = { a: s, b: 0, c: 0, d: s, e: area.left, f: area.top };
    } else {
      // A square of side L turned by 45° needs L·√2 of room: shrink by √2 and
      // rotate by -45° about the centre, which puts the bottom-left corner of
      // the board (a1 for south) on the bottom tip of the diamond.
      const s = area.side / n / Math.SQRT2;
      const cos = Math.SQRT1_2;
      const sin = -Math.SQRT1_2;
      const a = s * cos;
      const b = s * sin;
      const c = -s * sin;
      const d = s * cos;
      // centre of the unit board (n/2, n/2) must land on (cx, cy)
      const e = cx - (a * n) / 2 - (c * n) / 2;
      const f = cy - (b * n) / 2 - (d * n) / 2;
      this.toScreenMatrix = { a, b, c, d, e, f };
    }
    this.#fromScreen = invert(this.toScreenMatrix);
  }

  /** Side length of one cell on screen, in pixels. */
  get cellSide(): number {
    return this.diamond ? this.area.side / this.size / Math.SQRT2 : this.area.side / this.size;
  }

  visual(cell: Cell): Visual {
    const n = this.size;
    return this.flipped
      ? { col: n - 1 - cell.file, row: cell.rank }
      : { col: cell.file, row: n - 1 - cell.rank };
  }

  cellOfVisual(v: Visual): Cell {
    const n = this.size;
    return this.flipped
      ? { file: n - 1 - v.col, rank: v.row }
      : { file: v.col, rank: n - 1 - v.row };
  }

  /** Unit board coordinates → screen. */
  toScreen(col: number, row: number): Point {
    return apply(this.toScreenMatrix, col, row);
  }

  /** The four corners of a cell on screen, clockwise from its visual top-left. */
  polygon(cell: Cell): Point[] {
    const { col, row } = this.visual(cell);
    return [
      this.toScreen(col, row),
      this.toScreen(col + 1, row),
      this.toScreen(col + 1, row + 1),
      this.toScreen(col, row + 1),
    ];
  }

  center(cell: Cell): Point {
    const { col, row } = this.visual(cell);
    return this.toScreen(col + 0.5, row + 0.5);
  }

  /** The outline of the whole playing area (4 corners). */
  outline(): Point[] {
    const n = this.size;
    return [this.toScreen(0, 0), this.toScreen(n, 0), this.toScreen(n, n), this.toScreen(0, n)];
  }

  /** The cell under a screen point, or null when the point is off the board. */
  cellAt(p: Point): Cell | null {
    const u = apply(this.#fromScreen, p.x, p.y);
    const col = Math.floor(u.x);
    const row = Math.floor(u.y);
    if (col < 0 || row < 0 || col >= this.size || row >= this.size) return null;
    return this.cellOfVisual({ col, row });
  }

  /**
   * Where to write the coordinate labels: one per column along the visual
   * bottom edge, one per row along the visual left edge, `offset` pixels
   * outside the board.
   */
  edgeLabels(offset: number): { files: { file: number; at: Point }[]; ranks: { rank: number; at: Point }[] } {
    const n = this.size;
    const k = offset / this.cellSide;
    const files: { file: number; at: Point }[] = [];
    const ranks: { rank: number; at: Point }[] = [];
    for (let col = 0; col < n; col++) {
      files.push({ file: this.cellOfVisual({ col, row: 0 }).file, at: this.toScreen(col + 0.5, n + k) });
    }
    for (let row = 0; row < n; row++) {
      ranks.push({ rank: this.cellOfVisual({ col: 0, row }).rank, at: this.toScreen(-k, row + 0.5) });
    }
    return { files, ranks };
  }

  /**
   * CSS transform for an overlay box placed at `area` (left/top/side) whose
   * children are laid out as a plain `size` x `size` grid: it makes the DOM
   * grid cover exactly the cells drawn on the canvas. Identity for the
   * square layout. Use with `transform-origin: 0 0`.
   */
  overlayTransform(): string {
    if (!this.diamond) return "none";
    const k = this.size / this.area.side; // overlay px → unit coordinates
    const m = this.toScreenMatrix;
    const r = (x: number) => Number(x.toFixed(6));
    return `matrix(${r(m.a * k)}, ${r(m.b * k)}, ${r(m.c * k)}, ${r(m.d * k)}, ${r(m.e - this.area.left)}, ${r(m.f - this.area.top)})`;
  }
}
