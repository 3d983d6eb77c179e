import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC helpers shared by the readable session cookie, bearer tokens and handoff tokens. Each use
 * gets its own key derived from the one secret, so a value signed for one purpose (a bearer token)
 * is never accepted for another (a handoff).
 */
export type SigningPurpose = 'session-info' | 'bearer' | 'handoff' | 'sso-transaction' | 'sso-demo-idp';

export function deriveKey(secret: string, purpose: SigningPurpose): Buffer {
  return createHmac('sha256', secret).update(`buyer-portal:${purpose}`).digest();
}

export function base64url(data: string | Buffer): string {
  return Buffer.from(data).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function hmacBase64url(key: Buffer, message: string): string {
  return createHmac('sha256', key).update(message).digest('base64url');
}

/** Constant-time string comparison (length differences return early; lengths are not secret). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const COMPACT_HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** A compact `header.payload.signature` token (JWT HS256 layout), signed with `key`. */
export function signCompact(key: Buffer, payload: Record<string, unknown>): string {
  const body = `${COMPACT_HEADER}.${base64url(JSON.stringify(payload))}`;
  return `${body}.${hmacBase64url(key, body)}`;
}

/** The payload of a compact token whose signature is valid, or null. Expiry is the caller's job. */
export function verifyCompact(key: Buffer, token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== COMPACT_HEADER) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (!safeEqual(signature, hmacBase64url(key, `${header}.${payload}`))) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
