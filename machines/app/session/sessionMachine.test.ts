import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { SessionClaims } from '../../../src/domain/session';
import { TOKEN_REFRESH_AFTER_MS } from '../../../src/domain/constants';
import { TOKEN_RETRY_INTERVAL_MS } from '../../../src/domain/session';
import { sessionMachine } from './sessionMachine';
import type { BrowserSession, SessionActorTypes, SessionEmitted, SessionStart } from './sessionTypes';

const claims = (over: Partial<SessionClaims> = {}): SessionClaims => ({
  userId: 'u1', email: 'ada@buyer.example', role: ['Buyer:Administrator'], ssoStatus: 'Inactive', userType: 'BUYER',
  customerCountry: 'GB', buyerId: 'b1', programId: 'p1', sessionChecksum: 'c1', expiresAt: 1_900_000_000_000, ...over,
});
const browser = (over: Partial<BrowserSession> = {}): BrowserSession => ({ claims: null, storedUser: null, hasSessionData: false, ...over });
const start: SessionStart = {
  user: {
    id: 'u1', email: 'ada@buyer.example', name: 'Ada L', firstName: 'Ada', lastName: 'L', role: ['Buyer:Administrator'], userType: 'BUYER',
    ssoStatus: 'Inactive', buyerId: 'b1', clientId: null, customerId: 'c1', customerAccountName: 'Acme', country: 'GB', language: 'en-GB',
  },
  buyer: { id: 'b1', name: 'Acme', businessCountry: 'GB', status: 'Active' },
  appAlerts: [],
};

type Impl = { [K in keyof SessionActorTypes]?: (input: SessionActorTypes[K]['input']) => Promise<SessionActorTypes[K]['output']> };

/** A session actor whose actors are the given async functions (unlisted ones never settle). */
function run(impl: Impl) {
  const never = () => new Promise<never>(() => {});
  const actors = Object.fromEntries(
    (['readBrowserSession', 'signIn', 'handoff', 'requestToken', 'loadSession', 'signOut'] as const).map((name) => [
      name,
      fromPromise(({ input }: { input: never }) => (impl[name] as ((i: unknown) => Promise<unknown>) | undefined)?.(input) ?? never()),
    ]),
  );
  const clock = new SimulatedClock();
  const emitted: SessionEmitted[] = [];
  const actor = createActor(sessionMachine.provide({ actors } as never), { clock });
  actor.on('*', (e) => emitted.push(e as SessionEmitted));
  actor.start();
  return { actor, clock, emitted };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('session machine', () => {
  it('boots with a session cookie, gets a token, loads the session and is signed in', async () => {
    const calls: unknown[] = [];
    const { actor } = run({
      readBrowserSession: async () => browser({ claims: claims() }),
      requestToken: async () => ({ token: 't' }),
      loadSession: async (input) => (calls.push(input), start),
    });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(calls).toEqual([{ buyerId: 'b1' }]);
    expect(actor.getSnapshot().context.user?.name).toBe('Ada L');
  });

  it('boots signed out without a session cookie and remembers the stored user', async () => {
    const { actor } = run({ readBrowserSession: async () => browser({ storedUser: { email: 'x@y.example', ssoStatus: 'Active' } }) });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.storedUser).toEqual({ email: 'x@y.example', ssoStatus: 'Active' });
  });

  it('sends an MSTS user without session data to the invalid-session page', async () => {
    const { actor } = run({ readBrowserSession: async () => browser({ claims: claims({ userType: 'MSTS' }), hasSessionData: false }) });
    await waitFor(actor, (s) => s.matches('invalidSession'));
  });

  it('lets an MSTS user with session data in', async () => {
    const { actor } = run({ readBrowserSession: async () => browser({ claims: claims({ userType: 'MSTS' }), hasSessionData: true }) });
    await waitFor(actor, (s) => s.matches('authorizing'));
  });

  it('signs in with the typed credentials and keeps no password in context', async () => {
    const seen: unknown[] = [];
    const { actor } = run({ readBrowserSession: async () => browser(), signIn: async (input) => (seen.push(input), { claims: claims() }) });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.signIn', email: 'ada@buyer.example', password: 'Secret1!' });
    await waitFor(actor, (s) => s.matches('authorizing'));
    expect(seen).toEqual([{ email: 'ada@buyer.example', password: 'Secret1!' }]);
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('Secret1!');
  });

  it('shows why a sign-in was refused and clears it on the next try', async () => {
    let attempt = 0;
    const { actor } = run({
      readBrowserSession: async () => browser(),
      signIn: async () => {
        attempt++;
        throw { code: 'ACCOUNT_LOCKED', messageId: 'signIn.error.accountLocked', values: { minutes: 15 } };
      },
    });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.signIn', email: 'a@b.example', password: 'x' });
    await waitFor(actor, (s) => s.matches('signedOut') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'ACCOUNT_LOCKED', messageId: 'signIn.error.accountLocked', values: { minutes: 15 } });
    actor.send({ type: 'session.signIn', email: 'a@b.example', password: 'y' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.matches('signedOut') && s.context.failure !== null);
    expect(attempt).toBe(2);
  });

  it('turns an unexpected rejection into an internal error', async () => {
    const { actor } = run({ readBrowserSession: async () => browser(), signIn: async () => { throw new TypeError('Failed to fetch'); } });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.signIn', email: 'a@b.example', password: 'x' });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'INTERNAL', messageId: 'signIn.error.internal' });
  });

  it('redirects an SSO user to single sign-on and emits the e-mail', async () => {
    const { actor, emitted } = run({ readBrowserSession: async () => browser(), signIn: async () => { throw { code: 'SSO_REQUIRED', messageId: 'signIn.error.ssoRequired' }; } });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.signIn', email: 'sso@buyer.example', password: 'x' });
    await waitFor(actor, (s) => s.matches('redirectingToSso'));
    expect(emitted).toEqual([{ type: 'session.ssoRedirect', email: 'sso@buyer.example' }]);
  });

  it('retries the token at the interval while the cookie is there, and stops when it disappears', async () => {
    let reads = 0;
    let tokenCalls = 0;
    const { actor, clock } = run({
      readBrowserSession: async () => (++reads <= 2 ? browser({ claims: claims() }) : browser()),
      requestToken: async () => { tokenCalls++; throw { code: 'INTERNAL', messageId: 'x' }; },
    });
    await waitFor(actor, (s) => s.matches({ waitingToRetryToken: 'waiting' }));
    clock.increment(TOKEN_RETRY_INTERVAL_MS - 1);
    await settle();
    expect(actor.getSnapshot().matches({ waitingToRetryToken: 'waiting' })).toBe(true);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches({ waitingToRetryToken: 'waiting' }) && tokenCalls === 2);
    clock.increment(TOKEN_RETRY_INTERVAL_MS);
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect([reads, tokenCalls]).toEqual([3, 2]);
    expect(actor.getSnapshot().context.claims).toBeNull();
  });

  it('refreshes the token a minute before it lapses and logs out on UNAUTHENTICATED', async () => {
    let tokenCalls = 0;
    const { actor, clock, emitted } = run({
      readBrowserSession: async () => browser({ claims: claims() }),
      requestToken: async () => {
        if (++tokenCalls === 1) return { token: 't1' };
        throw { code: 'UNAUTHENTICATED', messageId: 'error.unauthenticated' };
      },
      loadSession: async () => start,
      signOut: async () => undefined,
    });
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }));
    clock.increment(TOKEN_REFRESH_AFTER_MS);
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(tokenCalls).toBe(2);
    expect(emitted).toEqual([{ type: 'user.logout' }]);
  });

  it('logout clears the user, emits user.logout and ends signed out even if the server fails', async () => {
    const { actor, emitted } = run({
      readBrowserSession: async () => browser({ claims: claims() }),
      requestToken: async () => ({ token: 't' }),
      loadSession: async () => start,
      signOut: async () => { throw new Error('offline'); },
    });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.logout' });
    const { context } = actor.getSnapshot();
    expect([context.user, context.buyer, context.claims]).toEqual([null, null, null]);
    expect(emitted).toEqual([{ type: 'user.logout' }]);
    await waitFor(actor, (s) => s.matches('signedOut'));
  });

  it('a handoff keeps a safe path to return to and drops an unsafe one', async () => {
    const handoffs: unknown[] = [];
    const { actor } = run({ readBrowserSession: async () => browser(), handoff: async (input) => (handoffs.push(input), { claims: claims() }) });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.handoff', jwtAuth: 'jwt-123456', data: 'd', path: '/payments' });
    expect(actor.getSnapshot().context.returnPath).toBe('/payments');
    await waitFor(actor, (s) => s.matches('authorizing'));
    expect(handoffs).toEqual([{ jwtAuth: 'jwt-123456', data: 'd' }]);

    const second = run({ readBrowserSession: async () => browser() });
    await waitFor(second.actor, (s) => s.matches('signedOut'));
    second.actor.send({ type: 'session.handoff', jwtAuth: 'jwt-123456', data: null, path: '//evil.example' });
    expect(second.actor.getSnapshot().context.returnPath).toBeNull();
  });

  it('a failed session load offers a retry', async () => {
    let loads = 0;
    const { actor } = run({
      readBrowserSession: async () => browser({ claims: claims() }),
      requestToken: async () => ({ token: 't' }),
      loadSession: async () => { if (++loads === 1) throw { code: 'INTERNAL', messageId: 'signIn.error.internal' }; return start; },
    });
    await waitFor(actor, (s) => s.matches('sessionUnavailable'));
    actor.send({ type: 'session.retry' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});
