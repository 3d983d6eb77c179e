import type { SpecMeta } from '../../specMeta';
import { sessionSetup, initialSessionContext } from './sessionSetup';
import { handoffInput, loadSessionInput, signInInput } from './sessionSupport';

/**
 * The browser session (spec 4 "Session and logout", spec 2 "Navigation rules"): detect the
 * session cookie, sign in or hand off, get a bearer token (retried until it works or the cookie
 * is gone), load the session, keep the token fresh, and log out. Side effects are the named
 * actors of `SessionActorTypes` (sessionTypes.ts); guards and actions are in sessionSetup.ts.
 */

const SESSION = { spec: '4. Session and logout' } satisfies SpecMeta;
const NAVIGATION = { spec: '2. Navigation rules' } satisfies SpecMeta;
const MFA = { spec: '6. MFA scopes (Login)' } satisfies SpecMeta;

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  description: 'The browser session: who is signed in, and whether the app may call the API.',
  meta: SESSION,
  context: initialSessionContext,
  initial: 'booting',
  states: {
    booting: {
      description: 'Reads the session cookie and the remembered user once per page load.',
      meta: NAVIGATION,
      invoke: {
        id: 'readBrowserSession',
        src: 'readBrowserSession',
        onDone: [
          {
            guard: 'isMstsWithoutSessionData',
            target: 'invalidSession',
            actions: 'storeBrowserSession',
            description: 'A user of type MSTS arriving without session data goes to the invalid-session page.',
            meta: NAVIGATION,
          },
          {
            guard: 'hasSessionCookie',
            target: 'authorizing',
            actions: 'storeBrowserSession',
            description: 'Session presence is detected by the session cookie: with one, the app asks for a token.',
            meta: NAVIGATION,
          },
          { target: 'signedOut', actions: 'storeBrowserSession', description: 'Without a session cookie the user is signed out.', meta: NAVIGATION },
        ],
        onError: { target: 'signedOut', description: 'If the browser session cannot be read, the user is treated as signed out.' },
      },
      // No session.handoff here: /x-session sends its handoff once the machine accepts it
      // (views/public/xSession), i.e. after the cookie is read; booting never saw one.
    },
    signedOut: {
      description: 'Nobody is signed in; the sign-in page shows the last failure, if any.',
      meta: SESSION,
      on: {
        'session.signIn': { target: 'signingIn', actions: 'startSignIn', description: 'The user submits an e-mail and password.', meta: SESSION },
        'session.handoff': { target: 'handingOff', actions: 'startHandoff', description: 'A handoff link (/x-session) starts a session.', meta: NAVIGATION },
      },
    },
    signingIn: {
      description: 'Checks the e-mail and password.',
      meta: SESSION,
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: signInInput,
        onDone: [
          {
            guard: 'needsSignInCode',
            target: 'verifyingSignIn',
            actions: 'storeMfaChallenge',
            description: 'When the program asks for a Login code (mfaEnabled and mfaAtLogin, not disabled by an administrator, device not remembered), a code is sent first.',
            meta: MFA,
          },
          { target: 'authorizing', actions: 'storeClaims', description: 'Correct credentials start a session; the app then asks for a token.', meta: SESSION },
        ],
        onError: [
          {
            guard: 'isSsoRequired',
            target: 'redirectingToSso',
            actions: 'emitSsoRedirect',
            description: 'A user who must sign in with single sign-on is sent to the SSO login address.',
            meta: NAVIGATION,
          },
          { target: 'signedOut', actions: 'recordFailure', description: 'A refused sign-in shows why (invalid credentials, account locked, internal error).', meta: { spec: '8. The error catalogue' } },
        ],
      },
    },
    verifyingSignIn: {
      description: 'The code step of sign-in (the signInChallenge machine): the Login code sent by e-mail or SMS.',
      meta: MFA,
      invoke: {
        id: 'signInChallenge',
        src: 'signInChallenge',
        input: ({ context }) => context.mfaChallenge ?? { method: 'email', sentTo: '', resendAfterMs: 60_000, expiresInMs: 300_000 },
        onDone: [
          { guard: 'isChallengeVerified', target: 'authorizing', actions: 'storeChallengeClaims', description: 'The right code starts the session; the app then asks for a token.', meta: MFA },
          { target: 'signedOut', actions: 'recordChallengeEnd', description: 'Cancelled, locked out after 5 wrong codes, or expired: back to the sign-in form, saying why.', meta: { spec: '8. Verify' } },
        ],
      },
    },
    handingOff: {
      description: 'Exchanges a handoff token (/x-session) for a session, then goes to the given path.',
      meta: NAVIGATION,
      invoke: {
        id: 'handoff',
        src: 'handoff',
        input: handoffInput,
        onDone: { target: 'authorizing', actions: 'storeClaims', description: 'A valid handoff token starts a session; the app then asks for a token.', meta: NAVIGATION },
        onError: { target: 'signedOut', actions: 'recordFailure', description: 'An invalid or used handoff token ends signed out with an invalid-session message.' },
      },
    },
    authorizing: {
      description: 'Asks for a bearer token for the session.',
      meta: SESSION,
      invoke: {
        id: 'requestToken',
        src: 'requestToken',
        onDone: { target: 'loadingSession', description: 'With a bearer token, the app loads the session.', meta: SESSION },
        onError: { target: 'waitingToRetryToken', description: 'After login, a token request is retried at an interval until it succeeds or the session cookie disappears.', meta: SESSION },
      },
      on: { 'session.logout': { target: 'signingOut', description: 'The user logs out.', meta: SESSION } },
    },
    waitingToRetryToken: {
      description: 'The token request failed; waits, then checks the session cookie is still there before retrying.',
      meta: SESSION,
      initial: 'waiting',
      states: {
        waiting: {
          description: 'Waits for the token retry interval.',
          meta: SESSION,
          after: { tokenRetryInterval: { target: 'checkingCookie', description: 'After the token retry interval, the session cookie is checked again.', meta: SESSION } },
        },
        checkingCookie: {
          description: 'Reads the session cookie again.',
          meta: SESSION,
          invoke: {
            id: 'recheckBrowserSession',
            src: 'readBrowserSession',
            onDone: [
              { guard: 'hasSessionCookie', target: '#session.authorizing', actions: 'storeBrowserSession', description: 'The session cookie is still there: ask for a token again.', meta: SESSION },
              { target: '#session.signedOut', actions: ['storeBrowserSession', 'clearSession'], description: 'The session cookie disappeared: stop retrying, signed out.', meta: SESSION },
            ],
            onError: { target: '#session.signedOut', actions: 'clearSession', description: 'If the session cookie cannot be read, stop retrying: signed out.', meta: SESSION },
          },
        },
      },
      on: { 'session.logout': { target: 'signingOut', description: 'The user logs out.', meta: SESSION } },
    },
    loadingSession: {
      description: 'Loads the current user, their buyer and app alerts (sessionStartQuery).',
      meta: { spec: '7. The calls it makes' },
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        input: loadSessionInput,
        onDone: { target: 'signedIn', actions: 'storeSession', description: 'The user, buyer and alerts are loaded: signed in.', meta: SESSION },
        // No branch of its own for UNAUTHENTICATED: the GraphQL client reports that answer as
        // session.unauthenticated before the load rejects (the one rule below), so the rejection
        // arrives in signingOut. A second copy here was a transition no browser could take.
        onError: { target: 'sessionUnavailable', actions: 'recordFailure', description: 'The session could not be loaded: a retry screen shows.' },
      },
      on: {
        'session.logout': { target: 'signingOut', description: 'The user logs out.', meta: SESSION },
        'session.unauthenticated': { target: 'signingOut', description: 'A 401 or UNAUTHENTICATED anywhere triggers logout.', meta: SESSION },
      },
    },
    sessionUnavailable: {
      description: 'The session could not be loaded; the user may retry or log out.',
      meta: SESSION,
      on: {
        'session.retry': { target: 'loadingSession', description: 'The user retries loading the session.', meta: SESSION },
        'session.logout': { target: 'signingOut', description: 'The user logs out.', meta: SESSION },
      },
    },
    signedIn: {
      description: 'Signed in: the requested pages show; the bearer token is refreshed before it lapses.',
      meta: SESSION,
      initial: 'active',
      states: {
        active: {
          description: 'Holds a valid bearer token.',
          meta: SESSION,
          after: { tokenRefresh: { target: 'refreshingToken', description: 'A token is refreshed a minute before it lapses.', meta: SESSION } },
        },
        refreshingToken: {
          description: 'Asks for a fresh bearer token.',
          meta: SESSION,
          invoke: {
            id: 'refreshToken',
            src: 'requestToken',
            onDone: { target: 'active', description: 'A fresh token replaces the old one.', meta: SESSION },
            onError: [
              { guard: 'isUnauthenticated', target: '#session.signingOut', description: 'A 401 when refreshing the token triggers logout.', meta: SESSION },
              { target: 'waitingToRetryRefresh', description: 'Any other failure is retried at the token retry interval.', meta: SESSION },
            ],
          },
        },
        waitingToRetryRefresh: {
          description: 'Waits for the token retry interval; the current token is still valid meanwhile.',
          meta: SESSION,
          after: { tokenRetryInterval: { target: 'refreshingToken', description: 'After the token retry interval, the refresh is tried again.', meta: SESSION } },
        },
      },
      on: {
        'session.logout': { target: 'signingOut', description: 'The user logs out.', meta: SESSION },
        'session.unauthenticated': { target: 'signingOut', description: 'A 401 or UNAUTHENTICATED anywhere triggers logout.', meta: SESSION },
        'session.handoff': { target: 'handingOff', actions: 'startHandoff', description: 'A handoff link (/x-session) replaces the session.', meta: NAVIGATION },
      },
    },
    signingOut: {
      description: 'Logout: clears the user, emits the user-logout action (the router goes to signin) and deletes the session.',
      meta: SESSION,
      entry: ['clearSession', 'emitUserLogout'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', description: 'The server deleted the session: signed out.', meta: SESSION },
        onError: { target: 'signedOut', description: 'Signed out locally even if the server could not be told.' },
      },
    },
    invalidSession: {
      description: 'An MSTS user arrived without session data: the invalid-session page shows.',
      meta: NAVIGATION,
      on: {
        'session.handoff': { target: 'handingOff', actions: 'startHandoff', description: 'A new handoff link starts a session.', meta: NAVIGATION },
        'session.logout': { target: 'signingOut', description: 'The user logs out.', meta: SESSION },
      },
    },
    redirectingToSso: {
      description: 'The browser is leaving for the single-sign-on login address.',
      meta: NAVIGATION,
    },
  },
});

export type SessionMachine = typeof sessionMachine;
