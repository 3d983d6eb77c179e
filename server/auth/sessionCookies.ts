import type { ServerResponse } from 'node:http';
import { SESSION_COOKIE, SESSION_INFO_COOKIE, type SessionClaims } from '../../src/domain/session';
import { serializeCookie } from './cookies';
import { encodeSessionInfo } from './sessionClaims';

/**
 * Both cookies are browser-session cookies (no Max-Age): closing the browser ends them, and the
 * server's idle expiry ends them sooner. Only the credential is HttpOnly.
 */
export function setSessionCookies(res: ServerResponse, options: { credential: string; claims: SessionClaims; infoKey: Buffer; secure: boolean }) {
  res.setHeader('Set-Cookie', [
    serializeCookie(SESSION_COOKIE, options.credential, { httpOnly: true, secure: options.secure }),
    serializeCookie(SESSION_INFO_COOKIE, encodeSessionInfo(options.infoKey, options.claims), { httpOnly: false, secure: options.secure }),
  ]);
}

export function clearSessionCookies(res: ServerResponse, secure: boolean) {
  res.setHeader('Set-Cookie', [
    serializeCookie(SESSION_COOKIE, '', { httpOnly: true, secure, maxAgeSeconds: 0 }),
    serializeCookie(SESSION_INFO_COOKIE, '', { httpOnly: false, secure, maxAgeSeconds: 0 }),
  ]);
}
