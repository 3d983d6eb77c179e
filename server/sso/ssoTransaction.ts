import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { SSO_TRANSACTION_TTL_MS } from '../../machines/rules/ssoSignIn';
import { signCompact, verifyCompact } from '../auth/signing';
import { SSO_CALLBACK_PATH } from './ssoRuntime';

/**
 * One sign-in attempt between /sso/login and /sso/callback, kept in the browser in a signed,
 * HttpOnly cookie scoped to the callback path (no database row: nothing to clean up, and a second
 * tab simply starts its own attempt). The signature stops tampering; the state, nonce and PKCE
 * verifier inside are only useful together with the provider's answer for this same attempt.
 * SameSite=Lax: the provider's redirect back is a top-level GET, which carries it.
 */
export const SSO_TRANSACTION_COOKIE = 'portal_sso_attempt';

export const ssoTransactionSchema = z.object({
  v: z.literal(1),
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(43),
  redirectUri: z.string().url(),
  returnUrl: z.string(),
  email: z.string(),
  /** The spec's "query" (JSON of the asked page's query), carried back to /sso-error on failure. */
  query: z.string(),
  expiresAt: z.string(),
});
export type SsoTransaction = z.infer<typeof ssoTransactionSchema>;

const cookieOptions = (secure: boolean) => ({ path: SSO_CALLBACK_PATH, httpOnly: true, sameSite: 'lax', secure }) as const;

export function encodeSsoTransaction(key: Buffer, transaction: SsoTransaction): string {
  return signCompact(key, transaction);
}

/** The attempt in a cookie value, or null when it is missing, not ours, or altered. */
export function decodeSsoTransaction(key: Buffer, value: string | undefined): SsoTransaction | null {
  if (!value) return null;
  const payload = verifyCompact(key, value);
  const parsed = payload ? ssoTransactionSchema.safeParse(payload) : null;
  return parsed?.success ? parsed.data : null;
}

export function setSsoTransactionCookie(reply: FastifyReply, key: Buffer, transaction: SsoTransaction, secure: boolean): void {
  reply.setCookie(SSO_TRANSACTION_COOKIE, encodeSsoTransaction(key, transaction), { ...cookieOptions(secure), maxAge: SSO_TRANSACTION_TTL_MS / 1000 });
}

/** Each attempt is answered once: the callback always clears it. */
export function clearSsoTransactionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SSO_TRANSACTION_COOKIE, cookieOptions(secure));
}
