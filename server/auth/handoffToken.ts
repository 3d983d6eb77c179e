import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { signCompact, verifyCompact } from './signing';

/**
 * Handoff tokens start a session from another application (spec 2: /x-session?jwtAuth=...).
 * They live at most five minutes and are single use (the jti is recorded in used_handoffs).
 */
export const HANDOFF_MAX_TTL_MS = 5 * 60 * 1000;

const handoffPayloadSchema = z.object({ sub: z.string().min(1), jti: z.string().min(8), exp: z.number() });
export type HandoffPayload = z.infer<typeof handoffPayloadSchema>;

/** Mints a handoff token for `userId` (tests and staff tooling). */
export function mintHandoffToken(key: Buffer, userId: string, now: Date, ttlMs = HANDOFF_MAX_TTL_MS): string {
  const payload: HandoffPayload = { sub: userId, jti: randomUUID(), exp: now.getTime() + ttlMs };
  return signCompact(key, payload);
}

/** The claims of a well-signed, unexpired token whose lifetime is within the five-minute cap. */
export function verifyHandoffToken(key: Buffer, token: string, now: Date): HandoffPayload | null {
  const parsed = handoffPayloadSchema.safeParse(verifyCompact(key, token));
  if (!parsed.success) return null;
  const { exp } = parsed.data;
  if (exp <= now.getTime() || exp > now.getTime() + HANDOFF_MAX_TTL_MS) return null;
  return parsed.data;
}
