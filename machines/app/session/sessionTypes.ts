import type { SessionClaims, SignInMfaChallenge, SignInRequest } from '../../../src/domain/session';
import type { SignInChallengeResult } from '../mfa/mfaTypes';
import type { SignInChallengeMachine } from '../mfa/signInChallengeMachine';
import type { ErrorBody } from '../../../src/domain/errors';
import type { PromiseActorLogic } from 'xstate';

/**
 * Contract between the session machine and the browser code that supplies its actors
 * (src/api/sessionActors.ts provides them with `sessionMachine.provide({ actors })`).
 */

/** What the browser knows before asking the server anything. */
export interface BrowserSession {
  /** Parsed middle segment of the readable session cookie; null when the cookie is absent. */
  claims: SessionClaims | null;
  /** The last signed-in user remembered in local storage (for the SSO redirect rule). */
  storedUser: { email: string; ssoStatus: string } | null;
  /** Whether the session record (session storage) holds handoff data; MSTS users need it. */
  hasSessionData: boolean;
}

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  role: string[];
  userType: string;
  ssoStatus: string;
  buyerId: string | null;
  clientId: string | null;
  customerId: string | null;
  customerAccountName: string | null;
  country: string | null;
  language: string | null;
}

export interface SessionBuyer {
  id: string;
  name: string;
  businessCountry: string;
  status: string;
}

export interface SessionAppAlert {
  messageStorageId: string;
  titleIntlKey: string;
  messageIntlKey: string;
  alertType: string;
  targetScreen: string | null;
  urlLink: string | null;
}

/** Result of sessionStartQuery (spec 7). */
export interface SessionStart {
  user: SessionUser;
  buyer: SessionBuyer | null;
  appAlerts: SessionAppAlert[];
}

/**
 * Actor signatures, by name. Failures reject with an `ErrorBody`-shaped error. Actors without
 * input are typed `void`: write `fromPromise<Output, void>(...)` (plain `fromPromise<Output>` does
 * not type-check against them; an inferred `fromPromise(async () => ...)` does).
 */
export interface SessionActorTypes {
  readBrowserSession: { input: void; output: BrowserSession };
  /** A session at once, or the code step first when the program asks for a Login code (spec 6). */
  signIn: { input: SignInRequest; output: { claims: SessionClaims } | { mfa: SignInMfaChallenge } };
  handoff: { input: { jwtAuth: string; data: string | null }; output: { claims: SessionClaims } };
  requestToken: { input: void; output: { token: string } };
  loadSession: { input: { buyerId: string | null }; output: SessionStart };
  signOut: { input: void; output: void };
}

/**
 * The actor implementations the browser supplies, all at once:
 * `sessionMachine.provide({ actors: sessionActors satisfies SessionActors })`.
 */
export type SessionActors = {
  [K in keyof SessionActorTypes]: PromiseActorLogic<SessionActorTypes[K]['output'], SessionActorTypes[K]['input']>;
} & {
  /** The code step of sign-in: machines/app/mfa/signInChallengeMachine.ts provided with its actors. */
  signInChallenge: SignInChallengeMachine;
};
export type { SignInChallengeResult };

export type SessionFailure = ErrorBody;

export type SessionEvent =
  | { type: 'session.signIn'; email: string; password: string }
  | { type: 'session.handoff'; jwtAuth: string; data: string | null; path: string }
  | { type: 'session.logout' }
  /** A 401 or a GraphQL UNAUTHENTICATED error anywhere (spec 4, 8). */
  | { type: 'session.unauthenticated' }
  | { type: 'session.retry' };

/**
 * What the session machine remembers (read it with `useSelector(actor, s => s.context.user)` etc.).
 * The bearer token is not here: the `requestToken` actor stores it (session storage, spec 7).
 */
export interface SessionContext {
  /** Claims of the readable session cookie (or of a fresh sign-in/handoff); null when signed out. */
  claims: SessionClaims | null;
  /** The remembered last user, for the SSO redirect rule (spec 2). */
  storedUser: BrowserSession['storedUser'];
  /** Result of sessionStartQuery; null until loaded and after logout. */
  user: SessionUser | null;
  buyer: SessionBuyer | null;
  appAlerts: SessionAppAlert[];
  /** The last sign-in/handoff/session-load failure, for the screen to show; cleared on the next try. */
  failure: SessionFailure | null;
  /** The (safe) path a handoff asked to go to (spec 2, /x-session); null when none. */
  returnPath: string | null;
  /** The e-mail of the sign-in in progress (never the password), for the SSO redirect. */
  signInEmail: string | null;
  /** Where the Login code went (the code step of sign-in, `verifyingSignIn`); null otherwise. */
  mfaChallenge: SignInMfaChallenge | null;
}

/** Emitted (XState `emit`) so the router can react; spec 2: "A user-logout action sends the user to signin". */
export type SessionEmitted = { type: 'user.logout' } | { type: 'session.ssoRedirect'; email: string };
