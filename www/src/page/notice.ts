// The notice above the board: what happened to the game on the board that the player did not
// do (a shared game opened, a saved game kept aside, another tab's change), with a button when
// there is something to do about it.

import { byId } from "./dom.js";

/** A notice's button: its label and what it does (the notice closes first). */
export interface NoticeAction {
  label: string;
  run: () => void;
}

export class Notice {
  readonly #box = byId("notice", HTMLDivElement);
  readonly #text = byId("notice-text", HTMLSpanElement);
  readonly #action = byId("notice-action", HTMLButtonElement);

  show(text: string, action?: NoticeAction): void {
    this.#text.textContent = text;
    this.#box.hidden = false;
    this.#action.hidden = action === undefined;
    this.#action.onclick = null;
    if (action !== undefined) {
      this.#action.textContent = action.label;
      this.#action.onclick = () => {
        this.#box.hidden = true;
        action.run();
      };
    }
  }

  hide(): void {
    this.#box.hidden = true;
  }
}
