// The game kept in the browser (localStorage), so that a reload, a closed tab
// or a crash loses nothing. The text stored is the engine's link text
// (`encodeLink`), the same as a share link's fragment: one format, read and
// checked by the engine. Keys carry a version of their own, so that a later
// page can change what it stores without misreading this one.

/** The game in progress, as `encodeLink` text. */
export const SAVE_KEY = "omnidraughts.game.v1";
/**
 * How a saved game ended when the moves alone do not say (a resignation, a
 * draw agreed): "resign" or "draw", then a newline and the link text it
 * belongs to. The link format has no field for it.
 */
export const END_KEY = "omnidraughts.game-end.v1";
/** The game that a shared link or an address replaced: it can be brought back. */
export const OTHER_KEY = "omnidraughts.other-game.v1";
/** A saved game that could not be read, kept aside rather than thrown away. */
export const DAMAGED_KEY = "omnidraughts.damaged-game.v1";

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

/** How the saved game ended, when the moves alone do not say. */
export type SavedEnd = "resign" | "draw";

export function readEnd(text: string): SavedEnd | null {
  const v = readStore(END_KEY);
  if (v === null) return null;
  const nl = v.indexOf("\n");
  const kind = v.slice(0, nl);
  if (nl < 0 || v.slice(nl + 1) !== text) return null;
  return kind === "resign" || kind === "draw" ? kind : null;
}

export function writeEnd(text: string, end: SavedEnd | null): void {
  writeStore(END_KEY, end === null ? null : `${end}\n${text}`);
}
