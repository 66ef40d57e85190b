// Keeping the game: the saved game (localStorage) after every change, the address kept in step
// with it, share links opened from the address's fragment, the game kept aside when another
// replaces it, and two tabs sharing one saved game. Owns what this tab saved last and the other
// tab's game it did not follow.

import { type Color, type Engine, type GameState, type VariantInfo } from "../engine/engine.js";
import { OTHER_KEY, readStore, SAVE_KEY, writeStore } from "../site/saved.js";
import { pageTranslator, t } from "../i18n/index.js";
import { errorText, variantName } from "../i18n/words.js";
import type { Notice } from "./notice.js";
import { openRecord, recordSummary, type Opening, type Players } from "./opening.js";
import { numberedMoves, plyOffset } from "../play/tree.js";

/** What keeping the game needs of it. */
export interface SyncHost {
  readonly engine: Engine;
  readonly variant: VariantInfo;
  readonly startFen: string | null;
  readonly state: GameState;
  readonly players: Players;
  /**
   * The game's link text; `since`: for the saved game (with when the running clock last
   * started, so that it runs on while the page is closed); null when the engine refuses it.
   */
  linkText(since?: boolean): string | null;
  /** "Black", or "Black (Ann)". */
  nameOf(c: Color): string;
  /** Puts a game on the board in place of this one. */
  install(o: Opening): void;
  /** Another tab's game replaces this one: a dialog about this one closes. */
  closeDialogs(): void;
}

export class GameSync {
  readonly #host: SyncHost;
  readonly #notice: Notice;
  /** The text this tab last saved, or followed from another tab. */
  #saved: string | null = null;
  /** A game another tab saved that this one did not follow: kept aside should this tab save over it. */
  #foreign: string | null = null;
  /**
   * Following the other tab's game: this tab does not save it back (its clocks, restored,
   * would write a text that differs only in when they started, and the two tabs would answer
   * each other for ever).
   */
  #following = false;

  constructor(host: SyncHost, notice: Notice) {
    this.#host = host;
    this.#notice = notice;
    window.addEventListener("storage", (e) => {
      if (e.key === SAVE_KEY && e.newValue !== null && e.newValue !== this.#saved) this.#fromOtherTab(e.newValue);
    });
    window.addEventListener("hashchange", () => {
      const text = window.location.hash.replace(/^#/, "");
      if (text !== "") this.openLink(text);
    });
  }

  /** "American checkers, 12 moves". */
  describe(): string {
    return recordSummary(this.#host.variant, this.#host.state);
  }

  /**
   * Saves the game after every change, and keeps the address in step with
   * it (the game and the players; a shared game's fragment is dropped once
   * read, so that a reload shows the game as it is now).
   */
  save(): void {
    const h = this.#host;
    const text = this.#following ? null : h.linkText(true);
    if (text !== null && text !== this.#saved) {
      if (this.#foreign !== null) {
        // this tab plays on: the other tab's game is kept, not overwritten
        writeStore(OTHER_KEY, this.#foreign);
        this.#foreign = null;
        this.#notice.show(t("sync.saved-here"));
      }
      if (writeStore(SAVE_KEY, text)) this.#saved = text;
    }
    const url = new URL(window.location.href);
    url.searchParams.set("variant", h.variant.id);
    if (h.startFen !== null) url.searchParams.set("fen", h.startFen);
    else url.searchParams.delete("fen");
    const p = h.players;
    if (p.opponent === "computer") {
      url.searchParams.set("vs", "computer");
      url.searchParams.set("you", p.human);
      url.searchParams.set("level", String(p.level));
    } else {
      for (const k of ["vs", "you", "level"]) url.searchParams.delete(k);
    }
    url.hash = "";
    if (url.href !== window.location.href) window.history.replaceState(null, "", url);
  }

  /**
   * Opens the game of a share link (the fragment's text). The game in
   * progress is kept aside (unless the link's game simply goes on from it,
   * as when two people send a game back and forth) and can be brought back.
   * A link that cannot be read changes nothing and says what is wrong.
   */
  openLink(text: string, before = ""): boolean {
    const h = this.#host;
    const pre = before === "" ? "" : `${before} `;
    let o: Opening;
    try {
      o = openRecord(h.engine, h.engine.decodeLink(text), h.players.level);
    } catch (e) {
      this.#notice.show(`${pre}${t("sync.bad-link", { error: errorText(pageTranslator(), e) })}`);
      this.save();
      return false;
    }
    const kept = this.#goesOn(o) ? null : this.keepOther();
    h.install(o);
    const s = h.state;
    const where = s.result !== null ? t("share.over") : t("share.to-move", { side: h.nameOf(s.turn) });
    const game = variantName(pageTranslator(), h.variant);
    const n = numberedMoves(s.history.length, plyOffset(s));
    const said = `${pre}${n === 0 ? t("sync.shared", { game, where }) : t("sync.shared-after", { game, where, n })}`;
    if (kept !== null) this.#notice.show(`${said} ${t("sync.kept", { game: kept })}`, { label: t("notice.back-to-mine"), run: () => this.switchOther() });
    else this.#notice.show(said);
    return true;
  }

  /** Keeps the game in progress aside (when it has moves): what it was, or null. */
  keepOther(): string | null {
    const h = this.#host;
    if (h.state.history.length === 0 && h.startFen === null) return null;
    const text = h.linkText();
    if (text === null || !writeStore(OTHER_KEY, text)) return null;
    return this.describe();
  }

  /** Brings back the game kept aside, keeping the one on the board aside in its place. */
  switchOther(): void {
    const h = this.#host;
    const text = readStore(OTHER_KEY);
    if (text === null) return;
    let o: Opening;
    try {
      o = openRecord(h.engine, h.engine.decodeLink(text), h.players.level);
    } catch (e) {
      writeStore(OTHER_KEY, null);
      this.#notice.show(t("sync.bad-other", { error: errorText(pageTranslator(), e) }));
      return;
    }
    const mine = h.linkText();
    const was = this.describe();
    writeStore(OTHER_KEY, mine);
    h.install(o);
    this.#notice.show(t("sync.other-again", { game: was }));
  }

  /** "Your other game: Russian draughts, 3 moves.", or null when none is kept aside. */
  otherGame(): string | null {
    const other = readStore(OTHER_KEY);
    if (other === null) return null;
    const engine = this.#host.engine;
    try {
      const r = engine.decodeLink(other);
      const v = engine.variant(r.variant);
      // its moves numbered as its move list will number them (from its start position's turn)
      const start = engine.replay(r.variant, r.fen ?? undefined, []);
      const n = numberedMoves(r.moves?.length ?? 0, plyOffset(start.state()));
      start.free();
      return t("sync.other-game", { game: v === undefined ? r.variant : variantName(pageTranslator(), v), n });
    } catch {
      return null;
    }
  }

  /** Whether `o` is this game, perhaps with more moves: nothing of this one is lost by showing it. */
  #goesOn(o: Opening): boolean {
    const h = this.#host;
    const moves = h.state.history;
    const next = o.game.state().history;
    return h.variant.id === o.variant.id && h.startFen === o.startFen && moves.length <= next.length && moves.every((m, i) => next[i] === m);
  }

  /**
   * Another tab saved `text` (the two share one saved game). A game that goes
   * on from this one is followed; any other is offered, and this tab's game
   * stays on the board: if it is played on, the other is kept aside (`save`).
   */
  #fromOtherTab(text: string): void {
    const h = this.#host;
    let o: Opening;
    try {
      o = openRecord(h.engine, h.engine.decodeLink(text), h.players.level);
    } catch {
      return; // not a game this page can read: the other tab says why
    }
    if (this.#goesOn(o)) {
      this.#foreign = null;
      this.#saved = text;
      h.closeDialogs();
      this.#following = true;
      try {
        h.install(o);
      } finally {
        this.#following = false;
      }
      return;
    }
    const what = recordSummary(o.variant, o.game.state());
    o.game.free();
    this.#foreign = text;
    this.#notice.show(t("sync.changed-elsewhere", { game: what }), {
      label: t("sync.load-it"),
      run: () => {
        const other = this.#foreign;
        this.#foreign = null;
        if (other === null) return;
        try {
          o = openRecord(h.engine, h.engine.decodeLink(other), h.players.level);
        } catch (e) {
          this.#notice.show(t("sync.bad-tab", { error: errorText(pageTranslator(), e) }));
          return;
        }
        const kept = this.keepOther();
        this.#saved = other;
        h.install(o);
        if (kept !== null) this.#notice.show(t("sync.tab-game", { game: kept }));
      },
    });
  }
}
