import type { FastifyInstance } from 'fastify';

/**
 * Headers set on every response (an onRequest hook, so 404s, errors and files carry them too).
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

export function registerSecurityHeaders(app: FastifyInstance, options: { hsts: boolean }): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers({
      'content-security-policy': contentSecurityPolicy(request.headers.host),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'same-origin',
      'permissions-policy': PERMISSIONS_POLICY,
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    if (options.hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
