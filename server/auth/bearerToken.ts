import { z } from 'zod';
import { BEARER_TOKEN_TTL_MS } from '../../src/domain/session';
import { signCompact, verifyCompact } from './signing';

/**
 * Bearer tokens from POST /auth (spec 7). Short-lived and bound to one session: `sid` is the
 * session row's key (the sha256 of the cookie credential), so revoking the session kills the token.
 */
const bearerPayloadSchema = z.object({ sid: z.string(), sub: z.string(), exp: z.number() });
export type BearerPayload = z.infer<typeof bearerPayloadSchema>;

export function mintBearerToken(key: Buffer, session: { idHash: string; userId: string }, now: Date): string {
  const payload: BearerPayload = { sid: session.idHash, sub: session.userId, exp: now.getTime() + BEARER_TOKEN_TTL_MS };
  return signCompact(key, payload);
}

/** The token's claims when its signature is valid and it has not expired, else null. */
export function verifyBearerToken(key: Buffer, token: string, now: Date): BearerPayload | null {
  const parsed = bearerPayloadSchema.safeParse(verifyCompact(key, token));
  if (!parsed.success || parsed.data.exp <= now.getTime()) return null;
  return parsed.data;
}
