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

self.addEventListener('install', (event) => {
  if (BUILD.dev) {
    // `trunk serve` (or an unprocessed copy): cache nothing, take over at once, then leave.
    self.skipWaiting();
    return;
  }
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      // What the page has just loaded is not fetched again, and a stale copy never enters a new
      // build's cache: a file named by its content's hash (Trunk's) is the build's own wherever it
      // comes from, the browser's HTTP cache included (`default`); any other file is asked of the
      // server again with the copy's validator (`no-cache`), answered 304 with no body if unchanged.
      cache.addAll(BUILD.files.map((f) => new Request(url(f), { cache: HASHED.test(f) ? 'default' : 'no-cache' }))),
    ),
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
