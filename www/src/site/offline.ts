// Registers the service worker (sw.js at the site's root, next to index.html;
// written by scripts/build.sh with the list of built files and a version), so
// that after a first visit the site works with the network off. Imported by
// the site's own pages (a side effect); not by the <omni-draughts> element,
// which runs on other sites.
//
// When a new version has been built, the browser installs its worker beside
// the one serving this page, and it waits (sw.js): this page offers to reload
// into the new version (the game in progress is saved, so nothing is lost).

import { t } from "../i18n/index.js";

export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  const sw = navigator.serviceWorker;
  // relative to this file (dist/js/), so the site works under any base path
  const url = new URL("../../sw.js", import.meta.url);
  sw.register(url, { scope: new URL("../../", import.meta.url).pathname }).then(
    (reg) => {
      // a worker is waiting only when one already serves the page: an update
      if (reg.waiting !== null && sw.controller !== null) offerUpdate(reg.waiting);
      reg.addEventListener("updatefound", () => {
        const next = reg.installing;
        next?.addEventListener("statechange", () => {
          if (next.state === "installed" && sw.controller !== null) offerUpdate(next);
        });
      });
    },
    () => {
      // no offline copy (private mode, file://, ...): the site works online as before
    },
  );
}

let asked = false;

/** "A new version is ready — Reload": the waiting worker takes over, then the page reloads. */
function offerUpdate(next: ServiceWorker): void {
  // a page in someone else's frame (embed.html) does not interrupt them: it updates next time
  if (window.self !== window.top || document.querySelector(".update-ready") !== null) return;
  const box = document.createElement("div");
  box.className = "notice update-ready";
  box.setAttribute("role", "status");
  const text = document.createElement("span");
  text.textContent = t("offline.new-version");
  const reload = document.createElement("button");
  reload.type = "button";
  reload.className = "notice-action";
  reload.textContent = t("offline.reload");
  reload.addEventListener("click", () => {
    asked = true;
    reload.disabled = true;
    next.postMessage("skip-waiting");
  });
  box.append(text, reload);
  document.body.append(box);
}

if ("serviceWorker" in navigator) {
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    // only the update this page asked for reloads it (the first worker's claim does not)
    if (asked) window.location.reload();
  });
}

registerServiceWorker();
