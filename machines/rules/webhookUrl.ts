import ipaddr from 'ipaddr.js';

/**
 * Where the portal may send a seller's webhooks (issue 14; server-side request forgery): a
 * delivery is a POST the portal's own server makes, so an endpoint URL must never point it at the
 * portal's own machine, the provider's internal network or the cloud metadata service.
 *
 * - The URL is http(s), without user name or password.
 * - https is required in production and for live-mode endpoints; plain http only for a test-mode
 *   endpoint outside production.
 * - Every address the host name resolves to is an ordinary public (global unicast) address: never
 *   loopback, private (10/8, 172.16/12, 192.168/16), link-local (169.254/16, which holds the
 *   169.254.169.254 metadata service; fe80::/10), shared carrier-grade NAT (100.64/10), IPv6 unique
 *   local (fc00::/7), unspecified, broadcast, multicast, reserved or translated (NAT64, 6to4,
 *   Teredo) ranges. IPv4-mapped IPv6 addresses are judged as the IPv4 address they carry.
 * - Loopback (127/8, ::1) only when the server is configured to allow it (`WEBHOOK_ALLOW_LOCALHOST`,
 *   never in production): a developer's listener on the same machine, as the demo and tests use.
 *
 * The server checks this when an endpoint is registered and again for every delivery, on the
 * addresses it is about to connect to (server/modules/webhooks/urlSafety.ts), so a host name that
 * later resolves elsewhere (DNS rebinding) is refused at delivery.
 */
export interface WebhookUrlPolicy {
  /** Plain http refused (production, or a live-mode endpoint). */
  httpsOnly: boolean;
  /** Loopback addresses allowed (the explicit development switch). */
  allowLoopback: boolean;
}

export type WebhookUrlProblem = 'invalid' | 'notHttps' | 'privateAddress';

/** The message id that says why a URL is refused (the Developers page shows it; en-US and de-DE in screens/developers.json). */
export const WEBHOOK_URL_MESSAGE_IDS: Readonly<Record<WebhookUrlProblem | 'unresolvable', string>> = {
  invalid: 'developers.webhooks.urlRefused.invalid',
  notHttps: 'developers.webhooks.urlRefused.notHttps',
  privateAddress: 'developers.webhooks.urlRefused.privateAddress',
  unresolvable: 'developers.webhooks.urlRefused.unresolvable',
};

export const webhookUrlRuleDescription =
  'A webhook URL is https (plain http only for a test-mode endpoint outside production), has no user name or password, and every address its host resolves to is a public internet address: never loopback (unless the server explicitly allows a local listener), private, link-local or cloud metadata (169.254.169.254), carrier-grade NAT, IPv6 unique-local, multicast or reserved.';

/** Whether the portal may connect to this IP address (text, IPv4 or IPv6): null, or why not. */
export function webhookAddressProblem(address: string, policy: WebhookUrlPolicy): 'privateAddress' | null {
  if (!ipaddr.isValid(address)) return 'privateAddress';
  const range = ipaddr.process(address).range();
  if (range === 'unicast') return null;
  if (range === 'loopback' && policy.allowLoopback) return null;
  return 'privateAddress';
}

/** The URL's host as an IP address when it is one (brackets of an IPv6 literal removed), else null. */
export function literalAddressOf(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) && (bare.includes(':') || ipaddr.IPv4.isValidFourPartDecimal(bare)) ? bare : null;
}

/** What the URL itself shows: its form, its scheme and, for an IP-address host, that address. Host names are resolved by the server. */
export function webhookUrlProblem(url: string, policy: WebhookUrlPolicy): WebhookUrlProblem | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalid';
  }
  if (parsed.username || parsed.password || !['http:', 'https:'].includes(parsed.protocol) || !parsed.hostname) return 'invalid';
  if (parsed.protocol === 'http:' && policy.httpsOnly) return 'notHttps';
  const literal = literalAddressOf(parsed.hostname);
  return literal === null ? null : webhookAddressProblem(literal, policy);
}
