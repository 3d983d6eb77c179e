/*
 * Service worker (spec 7 "A service worker is registered"): a small network-first cache of the app
 * shell. Same-origin GET requests for pages and built assets go to the network first; the last good
 * answer is kept and served only when the network fails. API, auth and SSO calls are never cached.
 */
const CACHE = 'portal-shell-v1';
const NEVER_CACHED = [/^\/graphql/, /^\/auth/, /^\/sso/, /^\/public\//];
const MAX_ENTRIES = 60;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

function isShellRequest(request) {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return false;
  if (NEVER_CACHED.some((pattern) => pattern.test(url.pathname))) return false;
  return request.mode === 'navigate' || url.pathname.startsWith('/assets/') || url.pathname === '/favicon.svg';
}

async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES)).map((key) => cache.delete(key)));
}

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  // Every page of the SPA is the same shell: keep one copy under '/'.
  const key = request.mode === 'navigate' ? '/' : request;
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      await cache.put(key, response.clone());
      await trim(cache);
    }
    return response;
  } catch (error) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  if (isShellRequest(event.request)) event.respondWith(networkFirst(event.request));
});
