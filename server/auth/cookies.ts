import type { IncomingMessage } from 'node:http';

/** Minimal cookie parsing and serialising (RFC 6265 subset: our own cookie values are base64url). */
export function readCookie(req: IncomingMessage, name: string): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

export interface CookieOptions {
  httpOnly: boolean;
  secure: boolean;
  /** Omitted: a browser-session cookie. 0: delete now. */
  maxAgeSeconds?: number;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const attributes = [`${name}=${value}`, 'Path=/', 'SameSite=Lax'];
  if (options.httpOnly) attributes.push('HttpOnly');
  if (options.secure) attributes.push('Secure');
  if (options.maxAgeSeconds !== undefined) attributes.push(`Max-Age=${options.maxAgeSeconds}`);
  return attributes.join('; ');
}
