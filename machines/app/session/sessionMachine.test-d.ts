import { expectTypeOf, test } from 'vitest';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { sessionMachine } from './sessionMachine';
import { signInChallengeMachine } from '../mfa/signInChallengeMachine';
import type { SessionClaims } from '../../../src/domain/session';
import type { BrowserSession, SessionActors, SessionContext, SessionStart } from './sessionTypes';

test('the browser provides actors by name with the contract types', () => {
  const _provided = sessionMachine.provide({
    actors: {
      readBrowserSession: fromPromise<BrowserSession, void>(async () => ({ claims: null, storedUser: null, hasSessionData: false })),
      requestToken: fromPromise(async () => ({ token: 't' })),
      loadSession: fromPromise<SessionStart, { buyerId: string | null }>(async () => {
        throw new Error('x');
      }),
      signOut: fromPromise<void, void>(async () => undefined),
    },
  });
  expectTypeOf<SnapshotFrom<typeof _provided>['context']>().toEqualTypeOf<SessionContext>();
  // @ts-expect-error an actor the machine does not declare
  sessionMachine.provide({ actors: { fetchEverything: fromPromise(async () => 1) } });
  // @ts-expect-error wrong output type for requestToken
  sessionMachine.provide({ actors: { requestToken: fromPromise<number, void>(async () => 1) } });
});

test('a complete SessionActors object fits provide()', () => {
  const claims = {} as SessionClaims;
  const actors: SessionActors = {
    readBrowserSession: fromPromise<BrowserSession, void>(async () => ({ claims: null, storedUser: null, hasSessionData: false })),
    signIn: fromPromise(async ({ input }) => (expectTypeOf(input.email).toEqualTypeOf<string>(), { claims })),
    handoff: fromPromise(async ({ input }) => (expectTypeOf(input.jwtAuth).toEqualTypeOf<string>(), { claims })),
    requestToken: fromPromise(async () => ({ token: 't' })),
    loadSession: fromPromise(async () => ({}) as SessionStart),
    signOut: fromPromise<void, void>(async () => undefined),
    signInChallenge: signInChallengeMachine,
  };
  sessionMachine.provide({ actors });
});
