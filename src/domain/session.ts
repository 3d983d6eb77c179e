// No zod here: every page loads this module (the session check). The request schemas the server
// parses are in sessionRequests.ts; the browser reads the claims by their shape (shapeReader.ts).
import { ROLES, SSO_STATUSES, USER_TYPES, type Role, type SsoStatus, type UserType } from './roles';
import { arrayOf, nullable, number, objectOf, oneOf, string, type Reader } from './shapeReader';

export type { SignInCodeRequest, SignInRequest } from './sessionRequests';

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

/** The non-secret claims of the readable session cookie and of the sign-in answers: their one definition. */
export interface SessionClaims {
  userId: string;
  email: string;
  role: Role[];
  ssoStatus: SsoStatus;
  userType: UserType;
  customerCountry: string | null;
  buyerId: string | null;
  programId: string;
  sessionChecksum: string;
  /** Epoch ms when the session lapses without use. */
  expiresAt: number;
}

/** The server writes the claims (server/auth/sessionClaims.ts); the browser reads them back by this shape. */
export const sessionClaimsReader: Reader<SessionClaims> = objectOf<SessionClaims>({
  userId: string,
  email: string,
  role: arrayOf(oneOf(ROLES)),
  ssoStatus: oneOf(SSO_STATUSES),
  userType: oneOf(USER_TYPES),
  customerCountry: nullable(string),
  buyerId: nullable(string),
  programId: string,
  sessionChecksum: string,
  expiresAt: number,
});

/** The all-zero buyer id the currentUser query falls back to (spec 7). */
export const ZERO_ID = '00000000-0000-0000-0000-000000000000';

/** What POST /auth/sign-in answers when the program asks for a Login code before the session. */
export interface SignInMfaChallenge {
  method: 'email' | 'sms';
  /** The masked address the code went to (a•••@acme.example, •••• 0101). */
  sentTo: string;
  /** Spec 9: another code no sooner than this many ms after the last. */
  resendAfterMs: number;
  expiresInMs: number;
}
