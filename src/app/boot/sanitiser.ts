/**
 * Boot step "HTML sanitiser" (spec 7). src/sanitize/sanitizeHtml.ts configures DOMPurify on first use
 * as well; this step only warms it up when the browser is idle, so DOMPurify stays out of the
 * sign-in route's entry chunk.
 */
export function startSanitiser(): void {
  const load = () => void import('../../sanitize/sanitizeHtml').then((module) => module.configureSanitizer());
  if ('requestIdleCallback' in window) window.requestIdleCallback(load);
  else setTimeout(load, 1);
}
