import { hasSessionCookie } from '../../api/sessionCookie';

/**
 * Boot step "HTML sanitiser" (spec 7). src/sanitize/sanitizeHtml.ts configures DOMPurify on first use;
 * program-provided HTML (app alerts) appears only in signed-in pages, so with a session this step
 * warms the sanitiser up when the browser is idle, and without one it loads nothing: DOMPurify stays
 * off the sign-in route.
 */
export function startSanitiser(): void {
  if (!hasSessionCookie()) return;
  const load = () => void import('../../sanitize/sanitizeHtml').then((module) => module.configureSanitizer());
  if ('requestIdleCallback' in window) window.requestIdleCallback(load);
  else setTimeout(load, 1);
}
