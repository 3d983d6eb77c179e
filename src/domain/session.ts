// zod/mini: these schemas load with the app's first chunk (the session check), where classic zod's
// method-chaining API would add ~25 kB gzip; mini builds the same validators tree-shakeably.
import * as z from 'zod/mini';
import { ROLES, SSO_STATUSES, USER_TYPES } from './roles';

/**
 * Session transport, shared by server and browser (DESIGN "Sessions and secrets").
 *
 * - `SESSION_COOKIE` is the credential: HttpOnly, opaque, never readable by the SPA.
 * - `SESSION_INFO_COOKIE` is readable: `v1.<base64url(JSON SessionClaims)>.<base64url(HMAC)>`.
 *   The SPA detects a session by its presence and reads the middle segment; it holds nothing secret.
 * - `POST /auth` (empty JSON body, cookies, X-Requested-With) answers `{ token }`: a short-lived
 *   bearer token bound to the session, kept in session storage.
 * - `/graphql` needs X-Requested-With, `Authorization: Bearer <token>`, and X-Session-Checksum equal
 *   to the claims' `sessionChecksum`.
 */
export const SESSION_COOKIE = 'portal_session';
export const SESSION_INFO_COOKIE = 'portal_session_info';

export const HEADER_REQUESTED_WITH = 'X-Requested-With';
export const HEADER_SESSION_CHECKSUM = 'X-Session-Checksum';
export const HEADER_MFA_EVENT_ID = 'x-caas-user-mfa-event-id';
export const HEADER_PROGRAM_ID = 'X-Program-Id';

/** Bearer tokens from POST /auth live this long; the browser asks again before they lapse. */
export const BEARER_TOKEN_TTL_MS = 15 * 60 * 1000;
/** A session ends after this long without use. */
export const SESSION_IDLE_TTL_MS = 8 * 60 * 60 * 1000;
/** Token request retry interval after sign-in (spec 4: "retried at an interval"; value ours). */
export const TOKEN_RETRY_INTERVAL_MS = 2000;

export const sessionClaimsSchema = z.object({
  userId: z.string(),
  email: z.string(),
  role: z.array(z.enum(ROLES)),
  ssoStatus: z.enum(SSO_STATUSES),
  userType: z.enum(USER_TYPES),
  customerCountry: z.nullable(z.string()),
  buyerId: z.nullable(z.string()),
  programId: z.string(),
  sessionChecksum: z.string(),
  /** Epoch ms when the session lapses without use. */
  expiresAt: z.number(),
});
export type SessionClaims = z.infer<typeof sessionClaimsSchema>;

/** POST /auth/sign-in body. */
export const signInRequestSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email()),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** POST /auth/handoff body (the /x-session route): a signed single-use handoff token. */
export const handoffRequestSchema = z.object({ jwtAuth: z.string().check(z.minLength(10), z.maxLength(4000)) });

/** The all-zero buyer id the currentUser query falls back to (spec 7). */
export const ZERO_ID = '00000000-0000-0000-0000-000000000000';

/** POST /auth/sign-in/verify body: the Login code of the sign-in challenge (spec 6), and remember-this-device. */
export const signInCodeRequestSchema = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/)),
  rememberDevice: z.optional(z.boolean()),
});
export type SignInCodeRequest = z.infer<typeof signInCodeRequestSchema>;

/** What POST /auth/sign-in answers when the program asks for a Login code before the session. */
export interface SignInMfaChallenge {
  method: 'email' | 'sms';
  /** The masked address the code went to (a•••@acme.example, •••• 0101). */
  sentTo: string;
  /** Spec 9: another code no sooner than this many ms after the last. */
  resendAfterMs: number;
  expiresInMs: number;
}
