import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Headers set on every response, before any handler runs.
 *
 * CSP: scripts only from our origin (the page config is `type="application/json"`, never executed,
 * so no inline script is allowed). Styles allow 'unsafe-inline' because React Spectrum and
 * react-aria set style attributes and may inject <style> elements at run time.
 * connect-src names ws(s) of the same host explicitly: older engines do not map 'self' to ws:.
 */
const HOST_PATTERN = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

function contentSecurityPolicy(host: string | undefined): string {
  const socketSources = host && HOST_PATTERN.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self'${socketSources}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse, options: { hsts: boolean }): void {
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(req.headers.host));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  if (options.hsts) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}
