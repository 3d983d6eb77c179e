import { SESSION_INFO_COOKIE, sessionClaimsReader, type SessionClaims } from '../domain/session';
import { readOrNull } from '../domain/shapeReader';

/**
 * The readable session cookie `portal_session_info` = `v1.<base64url(JSON claims)>.<signature>`
 * (src/domain/session.ts). The SPA detects a session by its presence (spec 2) and reads the
 * non-secret claims; it never sees the HttpOnly credential cookie.
 */
function readCookieValue(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Claims of the readable session cookie, or null when it is absent or malformed. */
export function readSessionClaims(): SessionClaims | null {
  const value = readCookieValue(SESSION_INFO_COOKIE);
  if (!value) return null;
  const payload = value.split('.')[1];
  if (!payload) return null;
  try {
    return readOrNull(sessionClaimsReader, JSON.parse(decodeBase64Url(payload)));
  } catch {
    return null;
  }
}

export function hasSessionCookie(): boolean {
  return readCookieValue(SESSION_INFO_COOKIE) !== null;
}

/** Logout (spec 4 "deletes the session cookie"): the readable one; the server clears the credential. */
export function deleteSessionCookie(): void {
  document.cookie = `${SESSION_INFO_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
