// The shop's service worker (registered by src/app/service-worker.ts after the page is interactive).
// Hashed build files (/assets/*: scripts, styles, fonts, icons) never change, so they come from the cache first.
// Pages are always asked of the network (they carry the shopper's cart and prices); without a network the
// shopper gets the offline page of their language, precached at install. `?v=` is the build's version:
// each deploy registers a new one, and activating it deletes the caches of older versions.
const VERSION = new URL(self.location.href).searchParams.get('v') || 'dev';
const CACHE = `shop-${VERSION}`;
const OFFLINE = { en: '/offline', km: '/kh/offline' };

/** Caches the hashed styles, fonts and icon sprite that `text` (a page or a stylesheet) names; resolves to their paths. */
async function cacheNamed(cache, text) {
  const files = [...new Set(text.match(/\/assets\/[\w.-]+\.(?:css|woff2|svg)/g) || [])];
  await cache.addAll(files);
  return files;
}

/** The offline pages, and the stylesheet, fonts and icons they name, so they look right with no network. */
async function precache() {
  const cache = await caches.open(CACHE);
  for (const path of Object.values(OFFLINE)) {
    const response = await fetch(path, { credentials: 'omit' });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const html = await response.clone().text();
    await cache.put(path, response);
    const files = await cacheNamed(cache, html);
    for (const css of files.filter((file) => file.endsWith('.css'))) await cacheNamed(cache, await (await cache.match(css)).text());
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  const old = caches.keys().then((keys) => Promise.all(keys.filter((key) => key.startsWith('shop-') && key !== CACHE).map((key) => caches.delete(key))));
  event.waitUntil(old.then(() => self.clients.claim()));
});

async function cacheFirst(event) {
  const cached = await caches.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.ok) {
    const copy = response.clone();
    event.waitUntil(caches.open(CACHE).then((cache) => cache.put(event.request, copy)));
  }
  return response;
}

async function networkFirst(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const { pathname } = new URL(request.url);
    const path = pathname === '/kh' || pathname.startsWith('/kh/') ? OFFLINE.km : OFFLINE.en;
    const offline = await caches.match(path, { cacheName: CACHE });
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(event));
});
