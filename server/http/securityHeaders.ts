import type { FastifyInstance } from 'fastify';

/**
 * Headers set on every response (an onRequest hook, so 404s, errors and files carry them too).
 *
 * CSP: scripts only from our origin (the page config is `type="application/json"`, never executed,
 * so no inline script is allowed). Styles allow 'unsafe-inline' because React Spectrum and
 * react-aria set style attributes and may inject <style> elements at run time.
 * connect-src names ws(s) of the same host explicitly: older engines do not map 'self' to ws:.
 * With HELP_CENTRE_SCRIPT_URL set, that script's origin alone (scheme, host and port, never a
 * wildcard) is added to script-src, connect-src, img-src and frame-src: the help-centre widget
 * loads from there and talks to it.
 */
const HOST_PATTERN = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** The https origin of the help-centre script, or null when none is configured (or it is not https). */
export function helpCentreOrigin(scriptUrl: string | null | undefined): string | null {
  if (!scriptUrl) return null;
  try {
    const url = new URL(scriptUrl);
    return url.protocol === 'https:' || (url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost')) ? url.origin : null;
  } catch {
    return null;
  }
}

function contentSecurityPolicy(host: string | undefined, helpOrigin: string | null): string {
  const socketSources = host && HOST_PATTERN.test(host) ? ` ws://${host} wss://${host}` : '';
  const help = helpOrigin ? ` ${helpOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${help}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${help}`,
    "font-src 'self' data:",
    `connect-src 'self'${socketSources}${help}`,
    ...(helpOrigin ? [`frame-src ${helpOrigin}`] : []),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

export function registerSecurityHeaders(app: FastifyInstance, options: { hsts: boolean; helpCentreScriptUrl?: string | null }): void {
  const helpOrigin = helpCentreOrigin(options.helpCentreScriptUrl);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers({
      'content-security-policy': contentSecurityPolicy(request.headers.host, helpOrigin),
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
