// Registers the service worker (sw.js at the site's root, next to index.html;
// written by scripts/build.sh with the list of built files and a version), so
// that after a first visit the site works with the network off. Imported by
// the site's own pages (a side effect); not by the <omni-draughts> element,
// which runs on other sites.

export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  // relative to this file (dist/js/), so the site works under any base path
  const url = new URL("../sw.js", import.meta.url);
  navigator.serviceWorker.register(url, { scope: new URL("../", import.meta.url).pathname }).catch(() => {
    // no offline copy (private mode, file://, ...): the site works online as before
  });
}

registerServiceWorker();
