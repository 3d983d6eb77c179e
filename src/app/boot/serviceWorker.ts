/**
 * Boot step "service worker" (spec 7 "A service worker is registered"): public/sw.js keeps a small
 * network-first cache of the app shell. Skipped in development (Vite serves modules directly) and
 * where the browser has no service workers.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('[boot] service worker not registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
