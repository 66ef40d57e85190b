// omnidraughts service worker: after a first visit the site works offline.
// scripts/build.sh writes the version (a hash of the built files) and the
// list of files into the copy in dist/; this template is not served as is.
// The lessons and puzzles (data/) are kept like the endgame databases: when first fetched.
//
// Every built file is fetched into a cache named after the version when the
// worker installs (both of the engine's wasm modules among them: the page's, and
// the computer's Web Worker's, which the page itself fetches only when the
// computer is first needed, so that the computer plays offline too); requests for them are answered from that cache first (the
// address's query is ignored: index.html?variant=... is index.html), and
// caches of other versions are deleted when a new version takes over. The endgame
// databases (egdb/, large) are not in the list: the computer's worker fetches a game's
// files when that game is first searched, and they are kept in the cache then.
//
// A new version does not take over pages already open: they keep being served
// their own version's files, which fit together (a page that starts its
// computer player after an update would otherwise get a worker script of the
// new version for the old engine). It waits, and the page offers "Reload"
// (offline.ts), which tells it to take over ("skip-waiting"); it also takes
// over by itself once no page of the old version is open. The first worker,
// with no version before it, takes over at once.

const VERSION = "__VERSION__";
const FILES = __FILES__;
const CACHE = `omnidraughts-${VERSION}`;
const PREFIX = "omnidraughts-";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES.map((f) => new Request(new URL(f, self.registration.scope), { cache: "reload" })))),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  const scope = new URL(self.registration.scope);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      // the site's root is its index.html
      const key = url.pathname === scope.pathname ? new URL("index.html", scope).href : url.href;
      const hit = await cache.match(key, { ignoreSearch: true });
      if (hit) return hit;
      // the endgame databases (egdb/) and the lessons and puzzles (data/), not precached:
      // kept once fetched
      if (["egdb/", "data/"].some((dir) => url.pathname.startsWith(new URL(dir, scope).pathname))) {
        const res = await fetch(req);
        if (res.ok) await cache.put(key, res.clone());
        return res;
      }
      return fetch(req);
    })(),
  );
});
