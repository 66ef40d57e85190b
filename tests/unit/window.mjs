// For the unit tests of the page's controllers: the little of a browser window they use (the
// address, its history, localStorage, timers, events), in memory. Not a test file.

class Storage {
  #items = new Map();
  getItem(k) {
    return this.#items.has(k) ? this.#items.get(k) : null;
  }
  setItem(k, v) {
    this.#items.set(k, String(v));
  }
  removeItem(k) {
    this.#items.delete(k);
  }
  clear() {
    this.#items.clear();
  }
}

const listeners = new Map();

/** The fake window, as `window` and `globalThis.window`. */
export const window = {
  location: { href: "http://localhost/index.html", hash: "" },
  history: {
    replaceState(_state, _title, url) {
      window.location.href = String(url);
    },
  },
  localStorage: new Storage(),
  setTimeout: (f, ms) => setTimeout(f, ms),
  clearTimeout: (t) => clearTimeout(t),
  addEventListener(type, f) {
    listeners.set(type, [...(listeners.get(type) ?? []), f]);
  },
  /** Sends an event to the listeners of `type` (a test's "storage" event from another tab). */
  dispatch(type, event) {
    for (const f of listeners.get(type) ?? []) f(event);
  },
};
globalThis.window = window;
