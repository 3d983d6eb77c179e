import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE, SESSION_INFO_COOKIE, type SessionClaims } from '../../src/domain/session';
import { encodeSessionInfo } from './sessionClaims';

/**
 * Both cookies are browser-session cookies (no Max-Age): closing the browser ends them, and the
 * server's idle expiry ends them sooner. Only the credential is HttpOnly. Written by @fastify/cookie.
 */
export function setSessionCookies(reply: FastifyReply, options: { credential: string; claims: SessionClaims; infoKey: Buffer; secure: boolean }) {
  const base = { path: '/', sameSite: 'lax', secure: options.secure } as const;
  reply.setCookie(SESSION_COOKIE, options.credential, { ...base, httpOnly: true });
  reply.setCookie(SESSION_INFO_COOKIE, encodeSessionInfo(options.infoKey, options.claims), { ...base, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean) {
  const base = { path: '/', sameSite: 'lax', secure } as const;
  reply.clearCookie(SESSION_COOKIE, { ...base, httpOnly: true });
  reply.clearCookie(SESSION_INFO_COOKIE, { ...base, httpOnly: false });
}
