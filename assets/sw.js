// Runeboard's service worker: the page offline, and clean updates. Plain JavaScript, no library.
//
// It precaches exactly the files of one build: scripts/trunk-post-build.py (a Trunk post-build hook)
// writes their list and a version drawn from their contents into BUILD below, in the built copy of
// this file. A new build therefore means a new sw.js: the browser installs it beside the running
// one, it waits, and the page offers "A new version is ready — reload" (assets/pwa.js), which
// tells it to take over. Every URL is relative to the worker's own directory (its scope), so the
// page works offline from any sub-path.
'use strict';

const BUILD = /* post-build */ { version: 'unbuilt', dev: true, files: [] };

const PREFIX = 'runeboard-';
const CACHE = PREFIX + BUILD.version;
const scope = self.registration.scope;
const url = (file) => new URL(file, scope).href;
const PRECACHED = new Set(BUILD.files.map(url));
const INDEX = url('index.html');
/** A file name with Trunk's content hash: `style-7c700a2f900ba134.css`, `app-e8abe0ae16439fa_bg.wasm`. */
const HASHED = /-[0-9a-f]{8,16}(_bg)?\.[a-z]+$/;
/** The page's chunks and their loader (scripts/build-page): `chunk-parts-….wasm`, `chunks-….js`. */
const CHUNK = /^chunks?-/;

self.addEventListener('install', (event) => {
  if (BUILD.dev) {
    // `trunk serve` (or an unprocessed copy): cache nothing, take over at once, then leave.
    self.skipWaiting();
    return;
  }
  // What the page has just loaded is not fetched again, and a stale copy never enters a new
  // build's cache: a file named by its content's hash (Trunk's) is the build's own wherever it comes
  // from, the browser's HTTP cache included (`default`); any other file is asked of the server again
  // with the copy's validator (`no-cache`), answered 304 with no body if unchanged.
  const request = (f) => new Request(url(f), { cache: HASHED.test(f) ? 'default' : 'no-cache' });
  // The page's chunks first (the parts a click opens: src/lazy.rs), alone on the network, so that a
  // part clicked soon after a first visit opens from the cache; then everything else.
  const first = BUILD.files.filter((f) => CHUNK.test(f));
  const rest = BUILD.files.filter((f) => !CHUNK.test(f));
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      await cache.addAll(first.map(request));
      // The pages open now may load the chunks ahead of a click (assets/pwa.js, src/lazy.rs).
      for (const client of await self.clients.matchAll({ includeUncontrolled: true, type: 'window' })) {
        client.postMessage({ type: 'chunks-cached' });
      }
      await cache.addAll(rest.map(request));
    }),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The caches of earlier builds go once this one is in charge.
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      if (BUILD.dev) {
        await self.registration.unregister();
        return;
      }
      // The first visit's page (and its worker) is controlled without a reload.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (BUILD.dev || request.method !== 'GET') return;
  const address = new URL(request.url);
  address.hash = '';
  address.search = '';
  let key = address.href;
  // The page itself, by its directory's address or any address in the scope that is not a file.
  if (request.mode === 'navigate' && (key === scope || !PRECACHED.has(key))) key = INDEX;
  if (!PRECACHED.has(key)) return;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(key))
      .then((hit) => hit || fetch(request)),
  );
});
