// The game kept in the browser (localStorage), so that a reload, a closed tab
// or a crash loses nothing. The text stored is the engine's link text
// (`encodeLink`), the same as a share link's fragment: one format, read and
// checked by the engine. Keys carry a version of their own, so that a later
// page can change what it stores without misreading this one.

/** The game in progress, as `encodeLink` text. */
export const SAVE_KEY = "omnidraughts.game.v1";
/**
 * Written by older pages: how the saved game ended when the moves alone do
 * not say ("resign" or "draw", a newline, the link text it belongs to). The
 * link text now keeps it (its `result` field); the key is read once, then removed.
 */
const LEGACY_END_KEY = "omnidraughts.game-end.v1";
/** The game that a shared link or an address replaced: it can be brought back. */
export const OTHER_KEY = "omnidraughts.other-game.v1";
/** A saved game that could not be read, kept aside rather than thrown away. */
export const DAMAGED_KEY = "omnidraughts.damaged-game.v1";

/** The board's colours: "standard", or "colour-blind" (settings.ts). */
export const COLOURS_KEY = "omnidraughts.colours.v1";
/** Sounds for moves: "on", or "off" (sound.ts). */
export const SOUND_KEY = "omnidraughts.sound.v1";
/** The page's language, a tag of i18n/index.ts's LANGS ("ru", "pt-BR"), when the player chose one. */
export const LANG_KEY = "omnidraughts.language.v1";
/** The square numbers on the board: "on", or "off" (settings.ts). */
export const NUMBERS_KEY = "omnidraughts.square-numbers.v1";

/** The stored text, or null (none, or storage refused: private mode, blocked cookies). */
export function readStore(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores (or with null removes) the text; false when the browser refuses (full, blocked). */
export function writeStore(key: string, value: string | null): boolean {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/**
 * What an older page kept for the saved game `text`: "resign" (the side to
 * move resigned) or "draw" (agreed); null when nothing. The key is removed.
 */
export function readLegacyEnd(text: string): "resign" | "draw" | null {
  const v = readStore(LEGACY_END_KEY);
  if (v === null) return null;
  writeStore(LEGACY_END_KEY, null);
  const nl = v.indexOf("\n");
  const kind = v.slice(0, nl);
  if (nl < 0 || v.slice(nl + 1) !== text) return null;
  return kind === "resign" || kind === "draw" ? kind : null;
}
