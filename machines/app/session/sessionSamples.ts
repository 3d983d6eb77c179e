import type { AnyEventObject } from 'xstate';
import type { SessionClaims } from '../../../src/domain/session';
import { sessionMfaOutputs } from '../mfa/mfaSamples';
import type { BrowserSession, SessionEvent, SessionFailure, SessionStart } from './sessionTypes';

/**
 * Example events for the session machine at its rule boundaries: what the statechart pages show
 * and what the model tests generate paths from (catalog.ts). Pure data.
 */

export const sampleClaims: SessionClaims = {
  userId: 'user-ada', email: 'ada@buyer.example', role: ['Buyer:Administrator'], ssoStatus: 'Inactive', userType: 'BUYER',
  customerCountry: 'GB', buyerId: 'buyer-acme', programId: 'program-demo', sessionChecksum: 'checksum-1', expiresAt: 1_900_000_000_000,
};

const noCookie: BrowserSession = { claims: null, storedUser: null, hasSessionData: false };
const buyerCookie: BrowserSession = { claims: sampleClaims, storedUser: { email: 'ada@buyer.example', ssoStatus: 'Inactive' }, hasSessionData: true };
const mstsWithoutData: BrowserSession = { claims: { ...sampleClaims, userType: 'MSTS' }, storedUser: null, hasSessionData: false };

export const sampleSessionStart: SessionStart = {
  user: {
    id: 'user-ada', email: 'ada@buyer.example', name: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace', role: ['Buyer:Administrator'],
    userType: 'BUYER', ssoStatus: 'Inactive', buyerId: 'buyer-acme', clientId: null, customerId: 'customer-acme', customerAccountName: 'Acme Ltd',
    country: 'GB', language: 'en-GB',
  },
  buyer: { id: 'buyer-acme', name: 'Acme Ltd', businessCountry: 'GB', status: 'Active' },
  appAlerts: [],
};

const failure = (code: SessionFailure['code'], messageId: string): SessionFailure => ({ code, messageId });
const done = (id: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown): AnyEventObject => ({ type: `xstate.error.actor.${id}`, error: err });

/** Events a user or the app sends. */
export const sessionSampleEvents = [
  { type: 'session.signIn', email: 'ada@buyer.example', password: 'Correct-horse-1' },
  { type: 'session.handoff', jwtAuth: 'handoff.jwt.sample', data: 'msts-data', path: '/payments' },
  { type: 'session.logout' },
  { type: 'session.unauthenticated' },
  { type: 'session.retry' },
] as const satisfies readonly SessionEvent[];

/** Delayed events, as XState names them (`xstate.after.<delay>.<state id>`). */
export const sessionDelayEvents: readonly AnyEventObject[] = [
  { type: 'xstate.after.tokenRetryInterval.session.waitingToRetryToken.waiting' },
  { type: 'xstate.after.tokenRefresh.session.signedIn.active' },
  { type: 'xstate.after.tokenRetryInterval.session.signedIn.waitingToRetryRefresh' },
];

const browserOutcomes = (id: string) => [done(id, noCookie), done(id, buyerCookie), error(id, new Error('cookies unreadable'))];

/** Outcomes of each invoked actor, by invoke id: done events with outputs, error events with ErrorBody errors. */
export const sessionActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  readBrowserSession: [...browserOutcomes('readBrowserSession'), done('readBrowserSession', mstsWithoutData)],
  recheckBrowserSession: browserOutcomes('recheckBrowserSession'),
  signIn: [
    done('signIn', { claims: sampleClaims }),
    ...sessionMfaOutputs.signIn!,
    error('signIn', failure('SSO_REQUIRED', 'signIn.error.ssoRequired')),
    error('signIn', failure('INVALID_CREDENTIALS', 'signIn.error.invalidCredentials')),
  ],
  handoff: [done('handoff', { claims: sampleClaims }), error('handoff', failure('INVALID_HANDOFF', 'error.invalidSession'))],
  requestToken: [done('requestToken', { token: 'bearer-1' }), error('requestToken', failure('INTERNAL', 'signIn.error.internal'))],
  refreshToken: [
    done('refreshToken', { token: 'bearer-2' }),
    error('refreshToken', failure('UNAUTHENTICATED', 'error.unauthenticated')),
    error('refreshToken', failure('INTERNAL', 'signIn.error.internal')),
  ],
  loadSession: [
    done('loadSession', sampleSessionStart),
    error('loadSession', failure('INTERNAL', 'signIn.error.internal')),
  ],
  signOut: [done('signOut', undefined), error('signOut', new Error('offline'))],
  signInChallenge: sessionMfaOutputs.signInChallenge!,
};
