/* global self, caches, URL, fetch, Response */
/*
 * The web page's service worker (issue 30): after a first visit the page works offline. Every same-origin GET of the
 * page — the HTML at `/`, its scripts and style sheets, the library's chunks under /lib/, the manifest and icons —
 * goes to the network first and its answer is kept in a cache; when the network is gone, the kept answer is served
 * (with the headers it came with, so the page's Content-Security-Policy still applies). The API (`/api/`) is never
 * touched. The page posts the URLs it loaded before this worker controlled it ({ type: 'cache', urls }), which are
 * then fetched into the cache too. Nothing of a birth is ever in a URL: the chart is computed in the page.
 */
const CACHE = 'urania-page-v1';

/** Whether this worker keeps and serves a request: a GET of this origin outside the API. */
function kept(url, method) {
  return method === 'GET' && url.origin === self.location.origin && !url.pathname.startsWith('/api/');
}

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(['/', '/app.js', '/app.css'])).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith('urania-page-') && n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (data === null || typeof data !== 'object' || data.type !== 'cache' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((u) => typeof u === 'string' && kept(new URL(u, self.location.origin), 'GET'));
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all(urls.map(async (u) => {
    if ((await cache.match(u)) === undefined) await cache.add(u).catch(() => undefined);
  }))).then(() => event.source?.postMessage({ type: 'cached', count: urls.length })));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (!kept(url, request.method)) return;
  // The page is one document: a navigation to `/` (with or without a #view or query) is answered by the one kept `/`.
  const key = request.mode === 'navigate' ? '/' : request;
  event.respondWith(
    fetch(request).then((response) => {
      if (response.ok) {
        const copy = response.clone();
        event.waitUntil(caches.open(CACHE).then((cache) => cache.put(key, copy)));
      }
      return response;
    }).catch(async () => (await caches.match(key, { ignoreSearch: true })) ?? Response.error()),
  );
});
