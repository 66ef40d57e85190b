// Turning clicks on squares into moves, with no knowledge of any rules: the
// only source of truth is the engine's list of legal moves (`state.moves`),
// matched by path prefix. When a click is not a legal continuation the page
// asks the engine to explain why (`explain`).

import type { GameState, LegalMove } from "./engine.js";

/** What the page should do after a click. */
export type InputAction =
  /** Nothing to play yet; redraw the selection and show `hint`. */
  | { kind: "select"; hint: string }
  /** Play this exact legal move. */
  | { kind: "play"; move: LegalMove }
  /**
   * The click is not a legal continuation: ask the engine why `from`-`to` is
   * not legal, and show `fallback` if it has nothing to say.
   */
  | { kind: "explain"; from: string; to: string; fallback: string }
  /** Just a message; selection (maybe) cleared. */
  | { kind: "message"; text: string };

/** How a target square is shown. */
export type TargetKind = "final" | "step";

function startsWith(path: readonly string[], prefix: readonly string[]): boolean {
  if (prefix.length > path.length) return false;
  for (let i = 0; i < prefix.length; i++) if (path[i] !== prefix[i]) return false;
  return true;
}

function list(names: string[]): string {
  const unique = [...new Set(names)].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  if (unique.length <= 1) return unique.join("");
  return `${unique.slice(0, -1).join(", ")} or ${unique[unique.length - 1]}`;
}

export class MoveInput {
  #state: GameState | null = null;
  /** Origin and the landing squares clicked so far; [] when nothing is selected. */
  #prefix: string[] = [];

  /** Call after every change of position. Clears the selection. */
  setState(state: GameState): void {
    this.#state = state;
    this.#prefix = [];
  }

  clear(): void {
    this.#prefix = [];
  }

  get selected(): string | null {
    return this.#prefix[0] ?? null;
  }

  /** The squares clicked so far (origin first). */
  get prefix(): readonly string[] {
    return this.#prefix;
  }

  /** Legal moves consistent with the current selection. */
  candidates(): LegalMove[] {
    const s = this.#state;
    if (s === null || this.#prefix.length === 0) return [];
    return s.moves.filter((m) => startsWith(m.path, this.#prefix));
  }

  /** Squares of the side to move that have at least one legal move. */
  movable(): Set<string> {
    const out = new Set<string>();
    for (const m of this.#state?.moves ?? []) {
      const from = m.path[0];
      if (from !== undefined) out.add(from);
    }
    return out;
  }

  /**
   * Squares to highlight for the current selection: every square a candidate
   * move can end on ("final"), and every landing square on the way ("step").
   */
  targets(): Map<string, TargetKind> {
    const out = new Map<string, TargetKind>();
    const n = this.#prefix.length;
    for (const m of this.candidates()) {
      for (let i = n; i < m.path.length; i++) {
        const sq = m.path[i];
        if (sq === undefined) continue;
        if (i === m.path.length - 1) out.set(sq, "final");
        else if (!out.has(sq)) out.set(sq, "step");
      }
    }
    return out;
  }

  /** Handle a click (or Enter/Space) on the square named `sq`. */
  click(sq: string): InputAction {
    const s = this.#state;
    if (s === null) return { kind: "message", text: "The game is still loading." };
    if (s.result !== null) {
      this.#prefix = [];
      return { kind: "message", text: `${s.message} — start a new game to play again.` };
    }
    const info = s.squares.find((q) => q.name === sq);
    const own = info?.piece != null && info.piece.color === s.turn;

    if (this.#prefix.length === 0) return this.#pick(sq, own);

    const last = this.#prefix[this.#prefix.length - 1];
    const cands = this.candidates();

    // Clicking the selected piece again lets go of it; clicking the last
    // landing square again stops there if a move ends there.
    if (sq === last) {
      if (this.#prefix.length === 1) {
        this.#prefix = [];
        return { kind: "select", hint: s.message };
      }
      const exact = cands.filter((m) => m.path.length === this.#prefix.length);
      if (exact.length === 1 && exact[0]) return this.#play(exact[0]);
      return { kind: "select", hint: this.#waitHint(cands) };
    }

    // 1. The square continues the path clicked so far.
    const extended = [...this.#prefix, sq];
    const byPrefix = cands.filter((m) => startsWith(m.path, extended));
    if (byPrefix.length > 0) {
      const exact = byPrefix.filter((m) => m.path.length === extended.length);
      if (exact.length === byPrefix.length && exact.length === 1 && exact[0]) return this.#play(exact[0]);
      this.#prefix = extended;
      if (exact.length > 0) {
        return {
          kind: "select",
          hint: `Click ${sq} again to stop there, or click the next landing square: ${list(this.#nextSquares(byPrefix))}.`,
        };
      }
      return { kind: "select", hint: this.#waitHint(byPrefix) };
    }

    // 2. The square is where a candidate move ends (short entry of a multi-jump).
    const byEnd = cands.filter((m) => m.path[m.path.length - 1] === sq);
    if (byEnd.length === 1 && byEnd[0]) return this.#play(byEnd[0]);
    if (byEnd.length > 1) {
      return {
        kind: "select",
        hint: `${byEnd.length} ways lead to ${sq}: click the landing squares in turn (next: ${list(this.#nextSquares(byEnd))}).`,
      };
    }

    // 3. Another piece of the side to move: switch to it.
    if (own) return this.#pick(sq, own);

    // 4. Not a legal continuation: the engine explains.
    const from = this.#prefix[0] ?? sq;
    return { kind: "explain", from, to: sq, fallback: `${from} to ${sq} is not a legal move here.` };
  }

  #pick(sq: string, own: boolean): InputAction {
    const s = this.#state;
    if (s === null) return { kind: "message", text: "" };
    this.#prefix = [];
    if (!own) {
      const info = s.squares.find((q) => q.name === sq);
      if (info?.piece != null) return { kind: "message", text: `It is ${s.turnName}'s turn: pick one of ${s.turnName}'s pieces.` };
      return { kind: "message", text: `${s.turnName} to move: first pick the piece to move.` };
    }
    const mine = s.moves.filter((m) => m.path[0] === sq);
    if (mine.length === 0) return { kind: "explain", from: sq, to: sq, fallback: `The piece on ${sq} has no legal move.` };
    this.#prefix = [sq];
    const ends = mine.map((m) => m.path[m.path.length - 1] ?? "");
    return { kind: "select", hint: `Square ${sq} selected: move to ${list(ends)}.` };
  }

  #play(move: LegalMove): InputAction {
    this.#prefix = [];
    return { kind: "play", move };
  }

  #nextSquares(moves: LegalMove[]): string[] {
    const n = this.#prefix.length;
    return moves.map((m) => m.path[n]).filter((x): x is string => x !== undefined);
  }

  #waitHint(moves: LegalMove[]): string {
    return `Keep going: click the next landing square (${list(this.#nextSquares(moves))}).`;
  }
}
