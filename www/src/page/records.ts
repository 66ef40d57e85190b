// The game's records: the share link (the game in its fragment, copied), and the PDN / FEN
// dialog (copy, download, open a PDN text or file, set up a FEN, bring back the game kept
// aside). What is opened goes to the session as a new game; what cannot be read is said in the
// dialog and changes nothing.

import { errorSaid, type ClockRecord, type Engine, type Game, type GameRecord, type GameState, type VariantInfo } from "../engine/engine.js";
import { pageTranslator, t } from "../i18n/index.js";
import { errorText, saidText } from "../i18n/words.js";
import { byId, closeOnBackdrop, copyText } from "./dom.js";
import { openRecord, pdnWithNames, recordOf, type Names, type Opening, type Players } from "./opening.js";

/** The game on the board, as the session holds it: what its records are written from. */
export interface RecordSource {
  readonly game: Game;
  readonly variant: VariantInfo;
  /** The position the game started from; null: the game's own start. */
  readonly startFen: string | null;
  readonly players: Players;
  readonly names: Names;
  readonly seed: number;
  readonly state: GameState;
  readonly clocks: { record(since: boolean): ClockRecord | null };
}

/**
 * The game as the engine's link text holds it (share links, the saved game); `since`: with
 * the time the running clock last started (the saved game of this browser, whose clock runs
 * on while the page is closed), else the time used so far (a share link: the clock goes on
 * from there when the link is opened).
 */
export function gameRecord(s: RecordSource, since = false): GameRecord {
  return recordOf(s.variant, s.startFen, s.players, s.names, s.seed, s.state, s.clocks.record(since));
}

/**
 * The game's link text (share links, the saved game: `since`, see `gameRecord`), written by
 * the engine from the game it holds, not replayed from the moves; null when the engine
 * refuses it (it should not).
 */
export function gameLinkText(s: RecordSource, since = false): string | null {
  const { moves: _moves, result: _result, ...who } = gameRecord(s, since);
  try {
    return s.game.link(who);
  } catch {
    return null;
  }
}

/** The game as PDN, with the players' names when they were given, and the clocks. */
export function gamePdn(s: RecordSource): string {
  let text: string | null = null;
  const clock = s.clocks.record(false);
  if (clock !== null) {
    try {
      text = s.game.pdnWithClock(clock);
    } catch {
      text = null;
    }
  }
  return pdnWithNames(text ?? s.game.pdn(), s.variant, s.names);
}

/** What the records need of the session. */
export interface RecordsHost {
  readonly engine: Engine;
  readonly variant: VariantInfo;
  readonly state: GameState;
  /** The position on the board (its FEN is offered). */
  readonly shown: GameState;
  readonly players: Players;
  linkText(): string | null;
  pdn(): string;
  nameOf(c: "south" | "north"): string;
  fromPosition(fen: string): Opening;
  install(o: Opening): void;
  /** "American checkers, 12 moves". */
  describe(): string;
  /** "Your other game: ...", or null when none is kept aside. */
  otherGame(): string | null;
  switchOther(): void;
  say(text: string): void;
  /** A PDN text was opened as the game (its first game): the page may show its annotations. */
  opened(text: string): void;
  notice(text: string): void;
  hideNotice(): void;
}

export class Records {
  readonly #host: RecordsHost;
  readonly #ui = {
    share: byId("share", HTMLButtonElement),
    shareBox: byId("share-box", HTMLDivElement),
    shareText: byId("share-text", HTMLParagraphElement),
    shareLink: byId("share-link", HTMLInputElement),
    shareClose: byId("share-close", HTMLButtonElement),
    open: byId("record-open", HTMLButtonElement),
    resultExport: byId("result-export", HTMLButtonElement),
    dialog: byId("record-dialog", HTMLDialogElement),
    pdnText: byId("pdn-text", HTMLTextAreaElement),
    pdnCopy: byId("pdn-copy", HTMLButtonElement),
    pdnDownload: byId("pdn-download", HTMLButtonElement),
    pdnOpen: byId("pdn-open", HTMLButtonElement),
    pdnFile: byId("pdn-file", HTMLInputElement),
    fenText: byId("fen-text", HTMLInputElement),
    fenCopy: byId("fen-copy", HTMLButtonElement),
    fenOpen: byId("fen-open", HTMLButtonElement),
    otherGame: byId("other-game", HTMLDivElement),
    otherGameText: byId("other-game-text", HTMLParagraphElement),
    otherGameOpen: byId("other-game-open", HTMLButtonElement),
    message: byId("record-message", HTMLParagraphElement),
    close: byId("record-close", HTMLButtonElement),
  };

  constructor(host: RecordsHost) {
    this.#host = host;
    this.#wire();
  }

  get isOpen(): boolean {
    return this.#ui.dialog.open;
  }

  hideShareBox(): void {
    this.#ui.shareBox.hidden = true;
  }

  /** Brings back the game kept aside (the notice's "Back to my game"). */
  openOther(): void {
    this.#ui.otherGameOpen.click();
  }

  /** A link whose fragment holds the game: copied, and shown to copy by hand. */
  #share(): void {
    const ui = this.#ui;
    const h = this.#host;
    const text = h.linkText();
    if (text === null) {
      h.say(t("share.cannot-link"));
      return;
    }
    const url = new URL(window.location.href);
    url.search = "";
    url.hash = text;
    const link = url.href;
    const s = h.state;
    const next = s.result === null ? t("share.to-move", { side: h.nameOf(s.turn) }) : t("share.over");
    ui.shareLink.value = link;
    ui.shareBox.hidden = false;
    ui.shareText.textContent = t("share.copying");
    void copyText(link).then((copied) => {
      if (ui.shareLink.value !== link) return;
      ui.shareText.textContent = copied
        ? t("share.copied", { next })
        : t("share.copy-it", { next });
      if (!copied) {
        ui.shareLink.focus();
        ui.shareLink.select();
      }
    });
  }

  #open(): void {
    const ui = this.#ui;
    if (ui.dialog.open) return;
    const h = this.#host;
    ui.pdnText.value = h.pdn();
    ui.fenText.value = h.shown.fen;
    ui.message.textContent = "";
    const other = h.otherGame();
    ui.otherGame.hidden = other === null;
    ui.otherGameText.textContent = other ?? "";
    ui.dialog.showModal();
    ui.pdnText.focus();
    ui.pdnText.setSelectionRange(0, 0);
    ui.pdnText.scrollTop = 0;
  }

  #say(text: string): void {
    this.#ui.message.textContent = text;
  }

  /** Opens the first game of a PDN text (its GameType, else this game's variant). */
  #openPdn(text: string): void {
    const h = this.#host;
    if (text.trim() === "") {
      this.#say(t("record.paste-pdn"));
      return;
    }
    let o: Opening;
    let games = 1;
    try {
      const rec = h.engine.importPdn(text, h.variant.id);
      games = rec.games ?? 1;
      o = openRecord(h.engine, rec, h.players.level);
    } catch (e) {
      this.#say(t("record.bad-pdn", { error: reasonOf(e, "bad-pdn") }));
      return;
    }
    this.#ui.dialog.close();
    h.hideNotice();
    h.install(o);
    h.notice(games > 1 ? t("record.opened-first", { game: h.describe(), count: games }) : t("record.opened", { game: h.describe() }));
    h.opened(text);
  }

  /** Sets up a position given as FEN, in this game, the players as they are. */
  #openFen(text: string): void {
    const h = this.#host;
    const fen = text.trim();
    if (fen === "") {
      this.#say(t("record.paste-fen"));
      return;
    }
    let o: Opening;
    try {
      o = h.fromPosition(fen);
    } catch (e) {
      this.#say(t("record.bad-fen", { error: reasonOf(e, "bad-fen") }));
      return;
    }
    this.#ui.dialog.close();
    h.hideNotice();
    h.install(o);
  }

  #download(): void {
    const text = this.#ui.pdnText.value;
    const blob = new Blob([text], { type: "application/x-chess-pdn" });
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    const day = new Date().toISOString().slice(0, 10);
    a.href = url;
    a.download = `${this.#host.variant.id}-${day}.pdn`;
    a.hidden = true;
    document.body.append(a);
    a.click();
    a.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    this.#say(t("record.downloaded", { file: a.download }));
  }

  #copyField(field: HTMLInputElement | HTMLTextAreaElement, what: "pdn" | "fen"): void {
    void copyText(field.value).then((ok) => {
      if (ok) {
        this.#say(t(what === "pdn" ? "record.pdn-copied" : "record.fen-copied"));
      } else {
        field.focus();
        field.select();
        this.#say(t(what === "pdn" ? "record.pdn-selected" : "record.fen-selected"));
      }
    });
  }

  #wire(): void {
    const ui = this.#ui;
    const dialog = ui.dialog;
    ui.open.addEventListener("click", () => this.#open());
    ui.resultExport.addEventListener("click", () => this.#open());
    ui.close.addEventListener("click", () => dialog.close());
    ui.pdnCopy.addEventListener("click", () => this.#copyField(ui.pdnText, "pdn"));
    ui.fenCopy.addEventListener("click", () => this.#copyField(ui.fenText, "fen"));
    ui.pdnDownload.addEventListener("click", () => this.#download());
    ui.pdnOpen.addEventListener("click", () => this.#openPdn(ui.pdnText.value));
    ui.fenOpen.addEventListener("click", () => this.#openFen(ui.fenText.value));
    ui.fenText.addEventListener("keydown", (e) => {
      if (e.key === "Enter") this.#openFen(ui.fenText.value);
    });
    ui.otherGameOpen.addEventListener("click", () => {
      dialog.close();
      this.#host.switchOther();
    });
    ui.pdnFile.addEventListener("change", () => {
      const file = ui.pdnFile.files?.[0];
      ui.pdnFile.value = "";
      if (file === undefined) return;
      if (file.size > 2_000_000) {
        this.#say(t("record.too-big", { file: file.name, kb: Math.round(file.size / 1024) }));
        return;
      }
      file.text().then(
        (text) => {
          ui.pdnText.value = text;
          this.#openPdn(text);
        },
        (e: unknown) => this.#say(t("record.cannot-read", { file: file.name, error: errorText(pageTranslator(), e) })),
      );
    });
    closeOnBackdrop(dialog);
    dialog.addEventListener("close", () => ui.open.focus());
    ui.share.addEventListener("click", () => this.#share());
    ui.shareClose.addEventListener("click", () => {
      ui.shareBox.hidden = true;
      ui.share.focus();
    });
    ui.shareLink.addEventListener("focus", () => ui.shareLink.select());
  }
}

/**
 * What the engine said of a refused FEN or PDN, without its own "bad FEN:" or "bad PDN:"
 * (`code`), which the dialog's "Could not set up this position:" already says.
 */
function reasonOf(e: unknown, code: "bad-fen" | "bad-pdn"): string {
  const said = errorSaid(e);
  const reason = said?.code === code ? said.values["reason"] : undefined;
  return reason !== undefined && "said" in reason ? saidText(pageTranslator(), reason.said) : errorText(pageTranslator(), e);
}
