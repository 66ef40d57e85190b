// The move tree of an annotated game: the moves played and tried, each with its marks
// (NAGs), the comments before and after it, and the lines tried instead of it. The page's
// analysis board and the <omni-draughts> element hold one; the engine reads and writes it as
// PDN (`readPdnTree`, `writePdnTree`: the shape of `PdnNode` below), so no PDN text is parsed
// here. No DOM: tree-view.ts draws it.

/** A move as the engine's PDN reader gives it: a line is a list of these, its main line first. */
export interface PdnNode {
  /** The move's PDN text ("11-15", "c3xe5"). */
  move: string;
  /** Its marks, as NAG numbers (1 "!", 2 "?", 3 "!!", 4 "??", 5 "!?", 6 "?!", others `$n`). */
  nags: number[];
  /** Comments written before the move, and after it. */
  before: string[];
  after: string[];
  /** The lines played instead of this move, each from this move's position. */
  variations: PdnNode[][];
}

/** A whole annotated game as the engine reads it (`readPdnTree`) and writes it (`writePdnTree`). */
export interface PdnGame {
  variant: string;
  /** The start position (null: the game's own). */
  fen: string | null;
  /** The header tags, name and value, in order (kept and written back as they are). */
  tags: [string, string][];
  /** Comments before the first move. */
  comments: string[];
  tree: PdnNode[];
  /** "1-0", "2-0", "*"...; null when none is written. */
  result: string | null;
}

/** A move of the tree. The root is the start position: its `move` is "". */
export interface MoveNode {
  /** Unique in its tree (the view's buttons name it). */
  readonly id: number;
  readonly parent: MoveNode | null;
  /** How many moves from the start: 1 for the first. */
  readonly ply: number;
  readonly move: string;
  nags: number[];
  before: string[];
  after: string[];
  /** What follows: the main continuation first, then the variations, in the order they were made. */
  readonly children: MoveNode[];
}

/**
 * 1 when a game began with its second player to move (its moves are numbered from
 * "1. ... 23-19", as the move list shows them), else 0.
 */
export function plyOffset(s: { readonly startTurn: string; readonly firstTurn: string }): number {
  return s.startTurn === s.firstTurn ? 0 : 1;
}

/** The number the move list gives the `ply`-th move played (1: the first), in a game of `offset`. */
export function moveNumberAt(ply: number, offset: number): number {
  return Math.floor((ply - 1 + offset) / 2) + 1;
}

/** How many numbered moves a game of `plies` moves played has in its list (the last one perhaps half played). */
export function numberedMoves(plies: number, offset: number): number {
  return plies === 0 ? 0 : moveNumberAt(plies, offset);
}

/** The marks a NAG stands for, as lichess and PDN editors show them. */
const GLYPHS: Readonly<Record<number, string>> = { 1: "!", 2: "?", 3: "!!", 4: "??", 5: "!?", 6: "?!", 7: "□", 10: "=", 13: "∞", 14: "⩲", 15: "⩱", 16: "±", 17: "∓", 18: "+−", 19: "−+", 22: "⨀", 23: "⨀" };

/** How a NAG is shown: its glyph ("?!"), else "$n". */
export function nagGlyph(nag: number): string {
  return GLYPHS[nag] ?? `$${nag}`;
}

/** The review's classes of a move, and the NAG each one puts on it. */
export const CLASS_NAGS = { inaccuracy: 6, mistake: 2, blunder: 4 } as const;
export type MoveClass = keyof typeof CLASS_NAGS;

export class MoveTree {
  readonly root: MoveNode;
  #next = 1;
  readonly #byId = new Map<number, MoveNode>();

  /** `comments`: those before the first move. */
  constructor(comments: string[] = []) {
    this.root = { id: 0, parent: null, ply: 0, move: "", nags: [], before: [], after: comments, children: [] };
    this.#byId.set(0, this.root);
  }

  /** The tree of a game the engine read (`readPdnTree`'s `comments` and `tree`). */
  static fromPdn(tree: readonly PdnNode[], comments: readonly string[] = []): MoveTree {
    const t = new MoveTree([...comments]);
    t.#addLine(t.root, tree);
    return t;
  }

  /** A tree with one line: the moves of a game. */
  static fromMoves(moves: readonly string[]): MoveTree {
    const t = new MoveTree();
    let at = t.root;
    for (const m of moves) at = t.add(at, m);
    return t;
  }

  #addLine(parent: MoveNode, line: readonly PdnNode[]): void {
    let at = parent;
    for (const p of line) {
      const node = this.#make(at, p.move, { nags: [...p.nags], before: [...p.before], after: [...p.after] });
      for (const v of p.variations) this.#addLine(at, v);
      at = node;
    }
  }

  #make(parent: MoveNode, move: string, notes: Pick<MoveNode, "nags" | "before" | "after"> = { nags: [], before: [], after: [] }): MoveNode {
    const node: MoveNode = { id: this.#next++, parent, ply: parent.ply + 1, move, ...notes, children: [] };
    parent.children.push(node);
    this.#byId.set(node.id, node);
    return node;
  }

  /** The game as the engine writes it (`writePdnTree`'s `comments` and `tree`). */
  toPdn(): { comments: string[]; tree: PdnNode[] } {
    return { comments: [...this.root.after], tree: lineAfter(this.root) };
  }

  node(id: number): MoveNode | undefined {
    return this.#byId.get(id);
  }

  /**
   * The move `move` after `parent`: the one already there (the same text), else a new one,
   * the main continuation when there is none yet, else a variation.
   */
  add(parent: MoveNode, move: string): MoveNode {
    return parent.children.find((c) => c.move === move) ?? this.#make(parent, move);
  }

  /**
   * Adds `line`, played from `from`, as a variation only: along the moves it shares with the
   * main continuation it follows them, and where it leaves them it branches off. False, and
   * nothing added, when the whole line is the main continuation or runs on past its end
   * (adding it would lengthen the game that was played).
   */
  addVariation(from: MoveNode, line: readonly string[]): boolean {
    let at = from;
    let i = 0;
    for (let main = at.children[0]; i < line.length && main !== undefined && main.move === line[i]; main = at.children[0]) {
      at = main;
      i++;
    }
    if (i === line.length || at.children.length === 0) return false;
    for (const m of line.slice(i)) at = this.add(at, m);
    return true;
  }

  /** Takes `node` and what follows it out of the tree (not the root). */
  remove(node: MoveNode): void {
    const parent = node.parent;
    if (parent === null) return;
    parent.children.splice(parent.children.indexOf(node), 1);
    const drop = (n: MoveNode): void => {
      this.#byId.delete(n.id);
      n.children.forEach(drop);
    };
    drop(node);
  }

  /** Makes the line through `node` the main one at each of its branchings. */
  promote(node: MoveNode): void {
    for (let n = node; n.parent !== null; n = n.parent) {
      const siblings = n.parent.children;
      siblings.splice(siblings.indexOf(n), 1);
      siblings.unshift(n);
    }
  }
}

/** Whether a game read from PDN has anything a plain game does not: comments, marks or variations. */
export function isAnnotated(g: Pick<PdnGame, "comments" | "tree">): boolean {
  const line = (l: readonly PdnNode[]): boolean => l.some((n) => n.nags.length > 0 || n.before.length > 0 || n.after.length > 0 || n.variations.length > 0);
  return g.comments.length > 0 || line(g.tree);
}

/** The main line from the start: the first child at each step. */
export function mainLine(tree: MoveTree): MoveNode[] {
  return continuation(tree.root);
}

/** The moves after `node` along the main continuation. */
export function continuation(node: MoveNode): MoveNode[] {
  const out: MoveNode[] = [];
  for (let n = node.children[0]; n !== undefined; n = n.children[0]) out.push(n);
  return out;
}

/** The moves from the start to `node`, the root left out. */
export function pathTo(node: MoveNode): MoveNode[] {
  const out: MoveNode[] = [];
  for (let n: MoveNode | null = node; n !== null && n.parent !== null; n = n.parent) out.push(n);
  return out.reverse();
}

/** Whether `node` is on the main line. */
export function onMainLine(node: MoveNode): boolean {
  for (let n = node; n.parent !== null; n = n.parent) if (n.parent.children[0] !== n) return false;
  return true;
}

/** Where a key takes the tree's cursor: ← back, → on along the line, ↑ ↓ the other moves at this point, Home the start, End the line's end. */
export function stepKey(node: MoveNode, key: string): MoveNode | null {
  switch (key) {
    case "ArrowLeft":
      return node.parent;
    case "ArrowRight":
      return node.children[0] ?? null;
    case "ArrowUp":
    case "ArrowDown": {
      const siblings = node.parent?.children ?? [];
      if (siblings.length < 2) return null;
      const i = siblings.indexOf(node) + (key === "ArrowDown" ? 1 : -1);
      return siblings[(i + siblings.length) % siblings.length] ?? null;
    }
    case "Home": {
      let n = node;
      while (n.parent !== null) n = n.parent;
      return n;
    }
    case "End":
      return continuation(node).at(-1) ?? null;
    default:
      return null;
  }
}

/** The line that starts at `head`, in the engine's shape: the alternatives to `head` are its parent's business. */
function lineFrom(head: MoveNode): PdnNode[] {
  return [pdnNode(head, []), ...lineAfter(head)];
}

/** The main continuation after `node`, each move with the variations played instead of it. */
function lineAfter(node: MoveNode): PdnNode[] {
  const out: PdnNode[] = [];
  for (let n = node; n.children.length > 0; ) {
    const [main, ...others] = n.children as [MoveNode, ...MoveNode[]];
    out.push(pdnNode(main, others.map(lineFrom)));
    n = main;
  }
  return out;
}

function pdnNode(n: MoveNode, variations: PdnNode[][]): PdnNode {
  return { move: n.move, nags: [...n.nags], before: [...n.before], after: [...n.after], variations };
}
