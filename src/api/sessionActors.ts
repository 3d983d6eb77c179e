import { fromPromise } from 'xstate';
import type { BrowserSession, SessionActors, SessionStart } from '../../machines/app/session/sessionTypes';
import { signInChallengeMachine } from '../../machines/app/mfa/signInChallengeMachine';
import { ERRORS, type ErrorBody } from '../domain/errors';
import { sessionClaimsReader, type SessionClaims, type SignInMfaChallenge, type SignInRequest } from '../domain/session';
import { readOrNull } from '../domain/shapeReader';
import { isHttpFailure, postJson } from './httpClient';
import { clearCachedData, removeAuthToken, storeAuthToken } from './requestContext';
import { deleteSessionCookie, readSessionClaims } from './sessionCookie';
import { blankSessionIdentity, hasSessionData, readRememberedUser, recordClaims, updateSessionRecord } from './sessionStorageRecord';
import { removeItem, STORAGE_KEYS } from './storageKeys';

/**
 * Browser implementations of the session machine's actors (machines/app/session/sessionTypes.ts
 * `SessionActorTypes`). src/app/actors.ts passes `sessionActors` to `sessionMachine.provide`.
 * Every failure rejects with an `ErrorBody` (code + message id the views translate).
 */

const AUTH_PATHS = {
  signIn: '/auth/sign-in', handoff: '/auth/handoff', token: '/auth', signOut: '/auth/sign-out',
  verifyCode: '/auth/sign-in/verify', resendCode: '/auth/sign-in/resend', cancelCode: '/auth/sign-in/cancel',
} as const;

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { code, messageId } = value as Record<string, unknown>;
  return typeof code === 'string' && Object.hasOwn(ERRORS, code) && typeof messageId === 'string';
}

const internalError = (): ErrorBody => ({ code: 'INTERNAL', messageId: ERRORS.INTERNAL });

/** Any rejection (HTTP failure, data error, parse error) as an ErrorBody. */
export function toErrorBody(error: unknown): ErrorBody {
  if (isErrorBody(error)) return { code: error.code, messageId: error.messageId, ...(error.values ? { values: error.values } : {}) };
  if (isHttpFailure(error)) {
    if (isErrorBody(error.body)) return error.body;
    if (error.status === 401) return { code: 'UNAUTHENTICATED', messageId: ERRORS.UNAUTHENTICATED };
  }
  return internalError();
}

/** Wrap an async function so that it rejects with an ErrorBody only. */
function rejectingWithErrorBody<I, O>(run: (input: I) => Promise<O>): (args: { input: I }) => Promise<O> {
  return async ({ input }) => {
    try {
      return await run(input);
    } catch (error) {
      throw toErrorBody(error);
    }
  };
}

function parseClaims(response: unknown): SessionClaims {
  const claims = readOrNull(sessionClaimsReader, (response as { claims?: unknown } | null)?.claims);
  if (!claims) throw internalError();
  return claims;
}

export function readBrowserSession(): BrowserSession {
  const claims = readSessionClaims();
  const remembered = readRememberedUser();
  // A session this app's sign-in did not start (the single-sign-on callback set the cookies, then
  // loaded the page): its user is remembered too, so spec 2's SSO redirect rule can find them later.
  if (claims && (remembered?.email !== claims.email || remembered.ssoStatus !== claims.ssoStatus)) recordClaims(claims);
  return { claims, storedUser: readRememberedUser(), hasSessionData: hasSessionData() };
}

/** What POST /auth/sign-in and /auth/sign-in/resend answer when a Login code is needed (spec 6). */
function parseChallenge(response: unknown): SignInMfaChallenge | null {
  const mfa = (response as { mfa?: Partial<SignInMfaChallenge> } | null)?.mfa;
  if (!mfa || (mfa.method !== 'email' && mfa.method !== 'sms') || typeof mfa.sentTo !== 'string') return null;
  return { method: mfa.method, sentTo: mfa.sentTo, resendAfterMs: Number(mfa.resendAfterMs) || 60_000, expiresInMs: Number(mfa.expiresInMs) || 300_000 };
}

export async function signIn(request: SignInRequest): Promise<{ claims: SessionClaims } | { mfa: SignInMfaChallenge }> {
  const response = await postJson(AUTH_PATHS.signIn, { email: request.email, password: request.password }, { reportUnauthenticated: false });
  const mfa = parseChallenge(response);
  if (mfa) return { mfa };
  const claims = parseClaims(response);
  recordClaims(claims);
  return { claims };
}

/** The code step of sign-in (machines/app/mfa/signInChallengeMachine.ts): POST /auth/sign-in/verify. */
async function verifySignInCode(input: { code: string; rememberDevice: boolean }): Promise<{ claims: SessionClaims }> {
  const claims = parseClaims(await postJson(AUTH_PATHS.verifyCode, input, { reportUnauthenticated: false }));
  recordClaims(claims);
  return { claims };
}

async function resendSignInCode(): Promise<{ mfa: SignInMfaChallenge }> {
  const mfa = parseChallenge(await postJson(AUTH_PATHS.resendCode, {}, { reportUnauthenticated: false }));
  if (!mfa) throw internalError();
  return { mfa };
}

async function cancelSignInChallenge(): Promise<void> {
  await postJson(AUTH_PATHS.cancelCode, {}, { reportUnauthenticated: false });
}

/** /x-session: redeem the single-use handoff token; keep the handoff `data` in the session record. */
export async function handoff(input: { jwtAuth: string; data: string | null }): Promise<{ claims: SessionClaims }> {
  const claims = parseClaims(await postJson(AUTH_PATHS.handoff, { jwtAuth: input.jwtAuth }, { reportUnauthenticated: false }));
  recordClaims(claims);
  updateSessionRecord({ data: input.data });
  return { claims };
}

/**
 * POST /auth with `{}` -> bearer token, kept in session storage (spec 7 "Token"). A 401 means the
 * server holds no session for our credential: the readable cookie is stale and is removed, so the
 * machine's retry loop ("until it succeeds or the session cookie disappears", spec 4) ends.
 */
export async function requestToken(): Promise<{ token: string }> {
  let response: { token?: unknown };
  try {
    response = await postJson<{ token?: unknown }>(AUTH_PATHS.token, {}, { reportUnauthenticated: false });
  } catch (error) {
    if (isHttpFailure(error) && error.status === 401) {
      deleteSessionCookie();
      removeAuthToken();
    }
    throw error;
  }
  if (typeof response?.token !== 'string' || response.token === '') throw internalError();
  storeAuthToken(response.token);
  return { token: response.token };
}

export async function loadSession(input: { buyerId: string | null }): Promise<SessionStart> {
  const { loadSessionStart } = await import('./sessionStart');
  return loadSessionStart(input.buyerId);
}

/**
 * Spec 4 logout: clear cached data, end the session on the server, delete the readable cookie,
 * blank the stored email / ssoStatus / roles, remove the auth token and clear the MFA tokens.
 * The machine emits `user.logout` itself. Never rejects: a failed server call must not keep the
 * user signed in locally.
 */
export async function signOut(): Promise<void> {
  clearCachedData();
  try {
    await postJson(AUTH_PATHS.signOut, {}, { reportUnauthenticated: false });
  } catch (error) {
    console.warn('[session] sign-out request failed; clearing the local session anyway', error);
  }
  deleteSessionCookie();
  blankSessionIdentity();
  removeAuthToken();
  removeItem('local', STORAGE_KEYS.mfaTokens);
}

/** The actor logic, by the names the session machine invokes. */
export const sessionActors: SessionActors = {
  readBrowserSession: fromPromise(rejectingWithErrorBody<void, BrowserSession>(async () => readBrowserSession())),
  signIn: fromPromise(rejectingWithErrorBody(signIn)),
  handoff: fromPromise(rejectingWithErrorBody(handoff)),
  requestToken: fromPromise(rejectingWithErrorBody<void, { token: string }>(requestToken)),
  loadSession: fromPromise(rejectingWithErrorBody(loadSession)),
  signOut: fromPromise(rejectingWithErrorBody<void, void>(signOut)),
  signInChallenge: signInChallengeMachine.provide({
    actors: {
      verifySignInCode: fromPromise(rejectingWithErrorBody(verifySignInCode)),
      resendSignInCode: fromPromise(rejectingWithErrorBody<void, { mfa: SignInMfaChallenge }>(resendSignInCode)),
      cancelSignInChallenge: fromPromise(rejectingWithErrorBody<void, void>(cancelSignInChallenge)),
    },
  }),
};
