import { request as httpRequest } from 'node:http';
import { SESSION_COOKIE, SESSION_INFO_COOKIE, type SessionClaims } from '../../../src/domain/session';

/** A browser-like client for tests: keeps cookies, sends the headers of spec 7. */
export interface SignedIn {
  cookies: Record<string, string>;
  claims: SessionClaims;
  setCookieHeaders: string[];
}

export const JSON_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

export function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

export function cookiesFrom(response: Response): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const separator = pair!.indexOf('=');
    cookies[pair!.slice(0, separator)] = pair!.slice(separator + 1);
  }
  return cookies;
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) });
}

export async function signIn(baseUrl: string, email: string, password: string): Promise<SignedIn> {
  const response = await postJson(`${baseUrl}/auth/sign-in`, { email, password });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const { claims } = (await response.json()) as { claims: SessionClaims };
  const cookies = cookiesFrom(response);
  return { cookies: { [SESSION_COOKIE]: cookies[SESSION_COOKIE]!, [SESSION_INFO_COOKIE]: cookies[SESSION_INFO_COOKIE]! }, claims, setCookieHeaders: response.headers.getSetCookie() };
}

export async function requestToken(baseUrl: string, cookies: Record<string, string>): Promise<Response> {
  return postJson(`${baseUrl}/auth`, {}, { Cookie: cookieHeader(cookies) });
}

export interface ApiSession {
  token: string;
  checksum: string;
}

/** Signs in and fetches a bearer token: what the SPA holds after boot. */
export async function openApiSession(baseUrl: string, email: string, password: string): Promise<ApiSession & SignedIn> {
  const signedIn = await signIn(baseUrl, email, password);
  const response = await requestToken(baseUrl, signedIn.cookies);
  const { token } = (await response.json()) as { token: string };
  return { ...signedIn, token, checksum: signedIn.claims.sessionChecksum };
}

export interface GraphQLReply {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

export async function graphql(baseUrl: string, session: ApiSession | null, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<GraphQLReply> {
  const auth: Record<string, string> = session ? { Authorization: `Bearer ${session.token}`, 'X-Session-Checksum': session.checksum } : {};
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...auth, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLReply['body'] };
}

/**
 * POST JSON from another loopback address (127.0.0.x): how a test plays a second client, e.g. a
 * stranger guessing passwords, against the per-address rules.
 */
export function postJsonFrom(localAddress: string, url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: unknown }> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', localAddress, headers: { ...JSON_HEADERS, 'Content-Length': Buffer.byteLength(text), ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: raw ? (JSON.parse(raw) as unknown) : null });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(text);
  });
}
