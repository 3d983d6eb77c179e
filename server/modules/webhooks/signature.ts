import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signatures (README "Verify a webhook signature"): `Portal-Signature: t=<unix seconds>,v1=<hex>`,
 * v1 = HMAC-SHA256 of `<t>.<raw body>` with the endpoint's signing secret. A receiver recomputes it
 * over the raw bytes it received and refuses a timestamp older (or newer) than its tolerance, so a
 * captured request cannot be replayed later.
 */
export const SIGNATURE_HEADER = 'portal-signature';
export const DEFAULT_TOLERANCE_SECONDS = 300;

export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;
}

export type SignatureCheck = { valid: true; timestamp: number } | { valid: false; reason: 'malformed' | 'mismatch' | 'outsideTolerance' };

/** Checks a received header against the raw body: the same check the README's snippet makes. */
export function verifySignature(secret: string, header: string | undefined, body: string, nowSeconds: number, toleranceSeconds = DEFAULT_TOLERANCE_SECONDS): SignatureCheck {
  const parts = new Map((header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return { valid: false, reason: 'malformed' };
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return { valid: false, reason: 'outsideTolerance' };
  const expected = Buffer.from(signatureOf(secret, timestamp, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return { valid: false, reason: 'mismatch' };
  return { valid: true, timestamp };
}
