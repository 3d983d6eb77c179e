import { describe, expect, it } from 'vitest';
import { and, setup, type AnyEventObject, type StateValue } from 'xstate';
import { localeMachine } from './app/locale/localeMachine';
import { sessionMachine } from './app/session/sessionMachine';
import { initialSessionContext } from './app/session/sessionSetup';
import { decide, guardName } from './decide';

const ev = (e: AnyEventObject) => e as never;

describe('decide on the session machine', () => {
  it.each<[string, StateValue, AnyEventObject, StateValue]>([
    ['sign-in from signedOut', 'signedOut', { type: 'session.signIn', email: 'a@b.example', password: 'x' }, 'signingIn'],
    ['logout from a child of signedIn', { signedIn: 'refreshingToken' }, { type: 'session.logout' }, 'signingOut'],
    ['token retry delay fires', { waitingToRetryToken: 'waiting' }, { type: 'xstate.after.tokenRetryInterval.session.waitingToRetryToken.waiting' }, { waitingToRetryToken: 'checkingCookie' }],
    ['sign-in refused for SSO', 'signingIn', { type: 'xstate.error.actor.signIn', error: { code: 'SSO_REQUIRED', messageId: 'm' } }, 'redirectingToSso'],
    ['sign-in refused otherwise', 'signingIn', { type: 'xstate.error.actor.signIn', error: { code: 'INVALID_CREDENTIALS', messageId: 'm' } }, 'signedOut'],
  ])('accepts %s', (_name, value, event, next) => {
    const decision = decide(sessionMachine, { value }, ev(event));
    expect(decision).toMatchObject({ accepted: true, next });
  });

  it('keeps the context the transition computes', () => {
    const error: AnyEventObject = { type: 'xstate.error.actor.signIn', error: { code: 'ACCOUNT_LOCKED', messageId: 'signIn.error.accountLocked' } };
    const decision = decide(sessionMachine, { value: 'signingIn', context: { ...initialSessionContext, signInEmail: 'a@b.example' } }, ev(error));
    expect(decision.accepted && decision.snapshot.context.failure).toEqual({ code: 'ACCOUNT_LOCKED', messageId: 'signIn.error.accountLocked' });
  });

  it('refuses an event the state does not accept, naming the state', () => {
    expect(decide(sessionMachine, { value: 'signedOut' }, { type: 'session.logout' })).toEqual({
      accepted: false,
      rule: { name: 'notAllowedInState', description: 'The event "session.logout" is not accepted in state "signedOut".' },
    });
    expect(decide(sessionMachine, { value: { signedIn: 'active' } }, { type: 'session.signIn', email: 'a@b.example', password: 'x' })).toMatchObject({
      accepted: false,
      rule: { name: 'notAllowedInState', description: 'The event "session.signIn" is not accepted in state "signedIn.active".' },
    });
  });

  it('refuses an actor error nobody handles instead of failing the machine', () => {
    const error: AnyEventObject = { type: 'xstate.error.actor.signIn', error: {} };
    expect(decide(sessionMachine, { value: 'signedOut' }, ev(error))).toMatchObject({ accepted: false, rule: { name: 'notAllowedInState' } });
  });

  it('throws on a stored value that is not a state of the machine', () => {
    expect(() => decide(sessionMachine, { value: 'nowhere' }, { type: 'session.logout' })).toThrow();
  });
});

describe('decide names the refusing guard', () => {
  const context = { programLocales: ['en-US', 'fr-CA'], defaultBuyerLocale: 'en-US', disabledLocales: [], locale: 'en-US', requestedLocale: 'en-US', messages: {}, usingFallbackMessages: false };
  it('with its description and spec reference', () => {
    const decision = decide(localeMachine, { value: 'ready', context }, { type: 'locale.select', locale: 'de-DE' });
    expect(decision).toMatchObject({ accepted: false, rule: { name: 'isSelectableAndNew', spec: '4. Locale selection' } });
    expect(!decision.accepted && decision.rule.description).toMatch(/program allows it/);
    expect(decide(localeMachine, { value: 'ready', context }, { type: 'locale.select', locale: 'fr-CA' })).toMatchObject({ accepted: true, next: 'loading' });
  });

  it('requires the context of a machine whose context comes from input', () => {
    expect(() => decide(localeMachine, { value: 'ready' }, { type: 'locale.select', locale: 'fr-CA' })).toThrow(/pass storedState.context/);
  });

  // A pure domain-style machine: time as data, a composite guard, several guarded alternatives.
  const card = setup({
    types: { context: {} as { lockedUntil: number }, events: {} as { type: 'card.unlock'; now?: number } | { type: 'card.terminate'; reason?: string; now?: number } },
    guards: {
      lockExpired: ({ context, event }) => (event.now ?? 0) >= context.lockedUntil,
      hasReason: ({ event }) => event.type === 'card.terminate' && !!event.reason,
      isFraud: ({ event }) => event.type === 'card.terminate' && event.reason === 'fraud',
    },
  }).createMachine({
    id: 'card',
    context: { lockedUntil: 0 },
    initial: 'locked',
    states: {
      locked: {
        on: {
          'card.unlock': { guard: 'lockExpired', target: 'active', description: 'A lock lifts when its time is up.', meta: { spec: '4. Card status' } },
          'card.terminate': [
            { guard: and(['hasReason', 'isFraud']), target: 'terminated', description: 'A locked card is terminated only for fraud.' },
            { guard: 'isFraud', target: 'terminated' },
          ],
        },
      },
      active: {},
      terminated: { type: 'final' },
    },
  });

  it('passes now into the event', () => {
    expect(decide(card, { value: 'locked', context: { lockedUntil: 1000 } }, { type: 'card.unlock' }, 999)).toMatchObject({ accepted: false, rule: { name: 'lockExpired', description: 'A lock lifts when its time is up.', spec: '4. Card status' } });
    expect(decide(card, { value: 'locked', context: { lockedUntil: 1000 } }, { type: 'card.unlock' }, 1000)).toMatchObject({ accepted: true, next: 'active' });
    expect(decide(card, { value: 'locked', context: { lockedUntil: 1000 } }, { type: 'card.unlock', now: 5 }, 1000)).toMatchObject({ accepted: false });
  });

  it('takes descriptions and failing sub-rules from a rule book', () => {
    const rules = {
      lockExpired: { description: 'A locked card unlocks only after its lock time.', spec: '4. Card status' },
      isFraud: { description: 'Only fraud.', spec: '4. Card status', subRules: { notFraud: 'The reason is not fraud.' }, explain: ({ event }: { event: { reason?: string } }) => (event.reason === 'fraud' ? [] : ['notFraud']) },
    };
    expect(decide(card, { value: 'locked', context: { lockedUntil: 10 } }, { type: 'card.unlock' }, '1970-01-01T00:00:00Z', { rules })).toMatchObject({
      accepted: false,
      rule: { name: 'lockExpired', description: 'A locked card unlocks only after its lock time.', spec: '4. Card status' },
    });
    const refused = decide(card, { value: 'locked' }, { type: 'card.terminate', reason: 'lost' }, undefined, { rules });
    expect(refused).toMatchObject({ accepted: false, rule: { name: 'and(hasReason, isFraud) | isFraud', description: 'Only fraud.', subRules: ['notFraud'] } });
  });

  it('joins several refused alternatives and names composite guards', () => {
    const decision = decide(card, { value: 'locked' }, { type: 'card.terminate', reason: 'lost' });
    expect(decision).toMatchObject({ accepted: false, rule: { name: 'and(hasReason, isFraud) | isFraud', description: 'A locked card is terminated only for fraud.' } });
  });

  it('refuses everything in a final state', () => {
    expect(decide(card, { value: 'terminated' }, { type: 'card.unlock' })).toMatchObject({ accepted: false, rule: { name: 'notAllowedInState' } });
  });

  it('guardName', () => {
    expect([guardName('a'), guardName({ type: 'b', params: {} }), guardName(() => true), guardName(undefined)]).toEqual(['a', 'b', 'anonymous guard', 'unknown guard']);
  });
});
