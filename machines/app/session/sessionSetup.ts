import { assign, emit, fromPromise, setup } from 'xstate';
import { TOKEN_REFRESH_AFTER_MS } from '../../../src/domain/constants';
import { TOKEN_RETRY_INTERVAL_MS } from '../../../src/domain/session';
import { isSafeReturnUrl, needsInvalidSessionPage } from '../../rules/navigation';
import type { SpecMeta } from '../../specMeta';
import { signInChallengeMachine } from '../mfa/signInChallengeMachine';
import type { SignInChallengeResult } from '../mfa/mfaTypes';
import { failureOf, hasFailureCode, outputOf } from './sessionSupport';
import type { SessionActorTypes, SessionContext, SessionEmitted, SessionEvent } from './sessionTypes';

/**
 * Types and named implementations of the session machine (sessionMachine.ts holds its states).
 * Actors are placeholders that throw: src/api provides the real ones by name with
 * `sessionMachine.provide({ actors })`, tests provide fakes.
 */

function notProvided<K extends keyof SessionActorTypes>(name: K) {
  return fromPromise<SessionActorTypes[K]['output'], SessionActorTypes[K]['input']>(async () => {
    throw new Error(`session actor "${name}" is not provided`);
  });
}

export const initialSessionContext: SessionContext = {
  claims: null, storedUser: null, user: null, buyer: null, appAlerts: [], failure: null, returnPath: null, signInEmail: null, mfaChallenge: null,
};

const challengeResultOf = (event: object) => (event as { output?: unknown }).output as SignInChallengeResult;

export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
    meta: {} as SpecMeta,
  },
  actors: {
    readBrowserSession: notProvided('readBrowserSession'),
    signIn: notProvided('signIn'),
    handoff: notProvided('handoff'),
    requestToken: notProvided('requestToken'),
    loadSession: notProvided('loadSession'),
    signOut: notProvided('signOut'),
    signInChallenge: signInChallengeMachine,
  },
  guards: {
    isMstsWithoutSessionData: ({ event }) => {
      const browser = outputOf('readBrowserSession', event);
      return browser.claims !== null && needsInvalidSessionPage({ userType: browser.claims.userType, hasSessionData: browser.hasSessionData });
    },
    hasSessionCookie: ({ event }) => outputOf('readBrowserSession', event).claims !== null,
    isSsoRequired: ({ event }) => hasFailureCode(event, 'SSO_REQUIRED'),
    needsSignInCode: ({ event }) => 'mfa' in outputOf('signIn', event),
    isChallengeVerified: ({ event }) => 'claims' in challengeResultOf(event),
    isUnauthenticated: ({ event }) => hasFailureCode(event, 'UNAUTHENTICATED'),
  },
  actions: {
    storeBrowserSession: assign(({ event }) => {
      const { claims, storedUser } = outputOf('readBrowserSession', event);
      return { claims, storedUser };
    }),
    storeClaims: assign(({ event }) => {
      const output = outputOf('signIn', event);
      return { claims: 'claims' in output ? output.claims : null, mfaChallenge: null };
    }),
    storeMfaChallenge: assign(({ event }) => {
      const output = outputOf('signIn', event);
      return { mfaChallenge: 'mfa' in output ? output.mfa : null };
    }),
    storeChallengeClaims: assign(({ event }) => {
      const result = challengeResultOf(event);
      return { claims: 'claims' in result ? result.claims : null, mfaChallenge: null };
    }),
    recordChallengeEnd: assign(({ event }) => {
      const result = challengeResultOf(event);
      return { failure: 'failure' in result ? result.failure : null, mfaChallenge: null };
    }),
    startSignIn: assign(({ event }) => ({ failure: null, signInEmail: event.type === 'session.signIn' ? event.email : null })),
    startHandoff: assign(({ event }) => ({
      failure: null,
      returnPath: event.type === 'session.handoff' && isSafeReturnUrl(event.path) ? event.path : null,
    })),
    recordFailure: assign(({ event }) => ({ failure: failureOf(event) })),
    storeSession: assign(({ event }) => {
      const { user, buyer, appAlerts } = outputOf('loadSession', event);
      return { user, buyer, appAlerts, failure: null };
    }),
    clearSession: assign({ claims: null, user: null, buyer: null, appAlerts: [], returnPath: null, signInEmail: null, mfaChallenge: null }),
    emitUserLogout: emit({ type: 'user.logout' } as const),
    emitSsoRedirect: emit(({ context }) => ({ type: 'session.ssoRedirect', email: context.signInEmail ?? '' }) as const),
  },
  delays: {
    tokenRetryInterval: TOKEN_RETRY_INTERVAL_MS,
    tokenRefresh: TOKEN_REFRESH_AFTER_MS,
  },
});
