// Turning clicks on squares into moves, with no knowledge of any rules: the
// only source of truth is the engine's list of legal moves (`state.moves`),
// matched by path prefix. When a click is not a legal continuation the page
// asks the engine to explain why (`explain`).

import type { GameState, LegalMove, PieceKind } from "../engine/engine.js";
import type { Translator } from "../i18n/index.js";
import { capitalise, saidText, sideWord } from "../i18n/words.js";

/** What the page should do after a click. */
export type InputAction =
  /** Nothing to play yet; redraw the selection and show `hint`. */
  | { kind: "select"; hint: string }
  /** Play this exact legal move. */
  | { kind: "play"; move: LegalMove }
  /**
   * Several legal moves share the path entered, and differ in what the piece
   * becomes (`promotion`, Cheskers): ask the player which, then play it.
   */
  | { kind: "promote"; moves: LegalMove[] }
  /**
   * The click is not a legal continuation: ask the engine why `from`-`to` is
   * not legal (`from` = `to` asks about the piece), and show `fallback` if it
   * has nothing to say.
   */
  | { kind: "explain"; from: string; to: string; fallback?: string }
  /** Just a message; selection (maybe) cleared. */
  | { kind: "message"; text: string };

/**
 * How a target square is shown: where a move can end ("final"), a landing
 * square on the way ("step"), or, when several captures end on the square the
 * user clicked, a square where the piece may land next ("choose").
 */
export type TargetKind = "final" | "step" | "choose";

/** A capture being entered click by click: where the piece is now, what it has jumped. */
export interface CaptureProgress {
  /** The square the piece started from. */
  from: string;
  /** The landing square clicked last: where the piece is drawn now. */
  at: string;
  /** The squares jumped so far, in order. */
  jumped: string[];
  /** What the piece has become on the way, when every move entered so far crowns it there. */
  crowned?: PieceKind;
}

function startsWith(path: readonly string[], prefix: readonly string[]): boolean {
  if (prefix.length > path.length) return false;
  for (let i = 0; i < prefix.length; i++) if (path[i] !== prefix[i]) return false;
  return true;
}

const end = (m: LegalMove): string | undefined => m.path[m.path.length - 1];

/** True when every move has the same path (they can only differ in their promotion). */
function onePath(moves: readonly LegalMove[]): boolean {
  const first = moves[0];
  return first !== undefined && moves.every((m) => m.path.length === first.path.length && startsWith(m.path, first.path));
}

/** Square names, each once, in order: "13, 14 or 15" in the language of `tr`. */
function list(tr: Translator, names: (string | undefined)[]): string {
  const unique = [...new Set(names.filter((x): x is string => x !== undefined))].sort((a, b) =>
    a.localeCompare(b, "en", { numeric: true }),
  );
  return tr.list(unique);
}

export class MoveInput {
  /** The language of the hints. */
  readonly #tr: Translator;
  #state: GameState | null = null;
  /** Origin and the landing squares clicked so far; [] when nothing is selected. */
  #prefix: string[] = [];
  /**
   * The square the user clicked when several captures end there by different
   * routes: the page waits for the square where the piece lands next.
   */
  #pending: string | null = null;

  constructor(tr: Translator) {
    this.#tr = tr;
  }

  /** The status line (the engine's), in the hints' language. */
  #status(s: GameState): string {
    return capitalise(saidText(this.#tr, s.message));
  }

  /** Call after every change of position. Clears the selection. */
  setState(state: GameState): void {
    this.#state = state;
    this.clear();
  }

  clear(): void {
    this.#prefix = [];
    this.#pending = null;
  }

  get selected(): string | null {
    return this.#prefix[0] ?? null;
  }

  /** The squares clicked so far (origin first). */
  get prefix(): readonly string[] {
    return this.#prefix;
  }

  /** The destination waiting for the user to pick a route, if any. */
  get pending(): string | null {
    return this.#pending;
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
   * move can end on ("final"), and every landing square on the way ("step");
   * while a route is asked for, only the destination and the squares where
   * the piece may land next ("choose").
   */
  targets(): Map<string, TargetKind> {
    const out = new Map<string, TargetKind>();
    const n = this.#prefix.length;
    if (this.#pending !== null) {
      for (const m of this.#ambiguous()) {
        const next = m.path[n];
        if (next !== undefined) out.set(next, "choose");
      }
      if (!out.has(this.#pending)) out.set(this.#pending, "final");
      return out;
    }
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

  /** The capture entered so far, when at least one landing square has been clicked. */
  progress(): CaptureProgress | null {
    const n = this.#prefix.length;
    const from = this.#prefix[0];
    const at = this.#prefix[n - 1];
    const cands = this.candidates();
    const any = cands[0];
    if (n < 2 || from === undefined || at === undefined || any === undefined) return null;
    const progress: CaptureProgress = { from, at, jumped: any.captures.slice(0, n - 1) };
    const kind = any.promotion;
    if (kind !== undefined && cands.every((m) => m.promotion === kind && m.crownedAt !== undefined && m.crownedAt <= n - 1)) {
      progress.crowned = kind;
    }
    return progress;
  }

  /** Handle a click (or Enter/Space) on the square named `sq`. */
  click(sq: string): InputAction {
    const s = this.#state;
    const tr = this.#tr;
    if (s === null) return { kind: "message", text: tr.t("input.loading") };
    if (s.result !== null) {
      this.clear();
      return { kind: "message", text: tr.t("input.over", { status: this.#status(s) }) };
    }
    const info = s.squares.find((q) => q.name === sq);
    const own = info?.piece != null && info.piece.color === s.turn;

    if (this.#prefix.length === 0) return this.#pick(sq, own);

    if (this.#pending !== null) {
      const chosen = this.#choose(sq);
      if (chosen !== null) return chosen;
      this.#pending = null; // not a route: handle the click as usual
    }

    const last = this.#prefix[this.#prefix.length - 1];
    const cands = this.candidates();

    // Clicking the selected piece again lets go of it; clicking the last
    // landing square again stops there if a move ends there.
    if (sq === last) {
      if (this.#prefix.length === 1) {
        this.clear();
        return { kind: "select", hint: this.#status(s) };
      }
      const exact = cands.filter((m) => m.path.length === this.#prefix.length);
      if (onePath(exact)) return this.#finish(exact);
      return { kind: "select", hint: this.#waitHint(cands) };
    }

    // 1. The square continues the path clicked so far.
    const extended = [...this.#prefix, sq];
    const byPrefix = cands.filter((m) => startsWith(m.path, extended));
    if (byPrefix.length > 0) {
      const exact = byPrefix.filter((m) => m.path.length === extended.length);
      if (exact.length === byPrefix.length && onePath(exact)) return this.#finish(exact);
      this.#prefix = extended;
      if (exact.length > 0) {
        return {
          kind: "select",
          hint: tr.t("input.stop-or-go-on", { square: sq, next: list(tr, this.#nextSquares(byPrefix)) }),
        };
      }
      return { kind: "select", hint: this.#waitHint(byPrefix) };
    }

    // 2. The square is where a candidate move ends (short entry of a
    // multi-jump). Several routes to it: ask, do not guess.
    const byEnd = cands.filter((m) => end(m) === sq);
    if (onePath(byEnd)) return this.#finish(byEnd);
    if (byEnd.length > 1) return this.#ask(sq, byEnd);

    // 3. Another piece of the side to move: switch to it.
    if (own) return this.#pick(sq, own);

    // 4. A landing square further on, but not the capture's end: the order is said.
    const n = this.#prefix.length;
    const later = cands.filter((m) => m.path.slice(n + 1).includes(sq));
    if (later.length > 0) {
      const next = list(tr, this.#nextSquares(later));
      const capture = later.every((m) => m.captures.length > 0);
      const key = capture ? (n === 1 ? "input.later-capture-first" : "input.later-capture-next") : n === 1 ? "input.later-move-first" : "input.later-move-next";
      return { kind: "select", hint: tr.t(key, { square: sq, next }) };
    }

    // 5. Not a legal continuation: the engine explains.
    const from = this.#prefix[0] ?? sq;
    return { kind: "explain", from, to: sq, fallback: tr.t("input.not-legal", { from, to: sq }) };
  }

  /** Candidate moves that end on the pending destination. */
  #ambiguous(): LegalMove[] {
    const dest = this.#pending;
    return dest === null ? [] : this.candidates().filter((m) => end(m) === dest);
  }

  /**
   * Several candidate moves end on `dest`: walk along the landing squares
   * they all share (that is no guess), then ask where the piece lands next.
   */
  #ask(dest: string, moves: LegalMove[]): InputAction {
    for (;;) {
      const n = this.#prefix.length;
      const next = new Set(moves.map((m) => m.path[n]));
      const only = moves[0]?.path[n];
      if (next.size !== 1 || only === undefined || !moves.every((m) => m.path.length > n + 1)) break;
      this.#prefix = [...this.#prefix, only];
    }
    if (onePath(moves)) return this.#finish(moves);
    this.#pending = dest;
    const first = this.#prefix.length === 1;
    const captures = moves.every((m) => m.captures.length > 0);
    const key = captures ? (first ? "input.routes-captures-first" : "input.routes-captures-next") : first ? "input.routes-moves-first" : "input.routes-moves-next";
    return { kind: "select", hint: this.#tr.t(key, { square: dest, next: list(this.#tr, this.#nextSquares(moves)) }) };
  }

  /** A click while a route to the pending destination is asked for; null when it is not a route. */
  #choose(sq: string): InputAction | null {
    const dest = this.#pending;
    if (dest === null) return null;
    const amb = this.#ambiguous();
    const extended = [...this.#prefix, sq];
    const matches = amb.filter((m) => startsWith(m.path, extended));
    if (onePath(matches)) return this.#finish(matches);
    if (matches.length > 1) {
      this.#prefix = extended;
      return this.#ask(dest, matches);
    }
    if (sq === dest) return this.#ask(dest, amb); // the destination again: ask again
    return null;
  }

  #pick(sq: string, own: boolean): InputAction {
    const s = this.#state;
    if (s === null) return { kind: "message", text: "" };
    this.clear();
    if (!own) {
      const info = s.squares.find((q) => q.name === sq);
      const side = sideWord(this.#tr, s.turnName);
      if (info?.piece != null) return { kind: "message", text: this.#tr.t("input.not-yours", { side }) };
      return { kind: "message", text: this.#tr.t("input.pick-first", { side }) };
    }
    const mine = s.moves.filter((m) => m.path[0] === sq);
    // the engine says why this piece cannot move ("that piece cannot move", "a capture is compulsory: ...")
    if (mine.length === 0) return { kind: "explain", from: sq, to: sq };
    this.#prefix = [sq];
    return { kind: "select", hint: this.#tr.t("input.selected", { square: sq, targets: list(this.#tr, mine.map(end)) }) };
  }

  #play(move: LegalMove): InputAction {
    this.clear();
    return { kind: "play", move };
  }

  /**
   * The path is complete and `moves` (one or more) all follow it: play the
   * move, or ask which one when they differ in what the piece becomes. The
   * selection stays while the page asks, so the board still shows the move.
   */
  #finish(moves: LegalMove[]): InputAction {
    const only = moves[0];
    if (moves.length === 1 && only !== undefined) return this.#play(only);
    this.#pending = null;
    this.#prefix = [...(only?.path ?? this.#prefix)];
    return { kind: "promote", moves };
  }

  #nextSquares(moves: LegalMove[]): (string | undefined)[] {
    const n = this.#prefix.length;
    return moves.map((m) => m.path[n]);
  }

  #waitHint(moves: LegalMove[]): string {
    return this.#tr.t("input.keep-going", { next: list(this.#tr, this.#nextSquares(moves)) });
  }
}
