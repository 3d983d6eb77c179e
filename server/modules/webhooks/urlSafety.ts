import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  literalAddressOf, webhookAddressProblem, webhookUrlProblem, type WebhookUrlPolicy, type WebhookUrlProblem,
} from '../../../machines/rules/webhookUrl';
import type { PortalConfig } from '../../config';

/**
 * The server side of machines/rules/webhookUrl.ts: the policy from the configuration and the
 * endpoint's mode, host names resolved (at registration) and every address checked again on the
 * very connection a delivery makes (a `lookup` that refuses before the socket connects), so a name
 * that resolved to a public address when registered and to an internal one later (DNS rebinding)
 * is never posted to.
 */
export function webhookUrlPolicy(config: Pick<PortalConfig, 'environment' | 'webhookAllowLocalhost'>, mode: string): WebhookUrlPolicy {
  return { httpsOnly: config.environment === 'production' || mode === 'live', allowLoopback: config.webhookAllowLocalhost };
}

/** Every address of a host name, as the operating system resolves it (the same resolver a connection uses). */
export type ResolveAll = (hostname: string) => Promise<LookupAddress[]>;

const resolveAll: ResolveAll = (hostname) =>
  new Promise((resolve, reject) => dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));

/** The registration check: the URL's form and scheme, then every address its host resolves to now ('unresolvable' when none). */
export async function checkWebhookUrl(url: string, policy: WebhookUrlPolicy, resolve: ResolveAll = resolveAll): Promise<WebhookUrlProblem | 'unresolvable' | null> {
  const problem = webhookUrlProblem(url, policy);
  if (problem) return problem;
  const { hostname } = new URL(url);
  if (literalAddressOf(hostname) !== null) return null;
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(hostname);
  } catch {
    return 'unresolvable';
  }
  if (addresses.length === 0) return 'unresolvable';
  return addresses.some((entry) => webhookAddressProblem(entry.address, policy)) ? 'privateAddress' : null;
}

export class WebhookAddressRefused extends Error {
  readonly code = 'WEBHOOK_ADDRESS_REFUSED';
}

/** A `lookup` for the delivery's socket: resolves the name and refuses it when any address is not allowed. */
export function guardedLookup(policy: WebhookUrlPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, verbatim: true, family: options.family ?? 0 }, (error, addresses) => {
      const refused = error ? null : addresses.find((entry) => webhookAddressProblem(entry.address, policy) !== null);
      const failure = error ?? (refused || addresses.length === 0 ? new WebhookAddressRefused(`address refused: ${hostname} resolves to ${refused?.address ?? 'nothing'}`) : null);
      if (failure) {
        (callback as (error: Error, address: string, family: number) => void)(failure, '', 0);
        return;
      }
      if (options.all) (callback as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      else (callback as (error: null, address: string, family: number) => void)(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/**
 * POSTs `body` to `url` and resolves with the answer's status code: the URL checked by the rule
 * first (an IP-address host), every resolved address on the connection itself, no redirect followed.
 */
export async function postToWebhook(url: string, policy: WebhookUrlPolicy, headers: Record<string, string>, body: string, timeoutMs: number): Promise<number> {
  const problem = webhookUrlProblem(url, policy);
  if (problem) throw new WebhookAddressRefused(`address refused: ${problem}`);
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<number>((resolve, reject) => {
    const request = send(
      target,
      { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, lookup: guardedLookup(policy), signal: AbortSignal.timeout(timeoutMs) },
      (response: IncomingMessage) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
