import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { decide } from '../decide';
import { initialFor, ssoSignInMachine as machine, ssoSignInRules, ssoSignInSampleEvents, ssoSignInStatus, type SsoRejection } from './ssoSignIn';
import { reachedStates, run, testModelPaths, uncovered } from './testSupport';

const EXPIRES = '2026-03-05T09:10:00Z';
const IN_TIME = '2026-03-05T09:09:59.999Z';
const SSO_USER = { programId: 'northwind', status: 'active', ssoStatus: 'Active' };
const attempt = () => initialFor({ status: 'awaitingProvider', expiresAt: EXPIRES, programId: 'northwind' });
const verified = (account: typeof SSO_USER | null, returnUrl = '/account-overview', now = IN_TIME) => ({ type: 'sso.verified' as const, now, account, returnUrl });

describe('ssoSignIn', () => {
  it('an active SSO user of the program, answered in time, signs in', () => {
    expect(ssoSignInStatus(run(machine, [verified(SSO_USER)], attempt()))).toBe('signedIn');
  });

  it.each<SsoRejection>(['providerError', 'stateMismatch', 'tokenRejected', 'noTransaction'])('a refused answer (%s) ends on "Unable to sign in"', (reason) => {
    expect(ssoSignInStatus(run(machine, [{ type: 'sso.rejected', reason }], attempt()))).toBe('unableToSignIn');
  });

  it('an answer at or after the expiry instant is "Unable to sign in", even for a good user', () => {
    expect(ssoSignInStatus(run(machine, [verified(SSO_USER, '/', EXPIRES)], attempt()))).toBe('unableToSignIn');
    expect(ssoSignInStatus(run(machine, [verified(SSO_USER, '/', 'not a time')], attempt()))).toBe('unableToSignIn');
  });

  it.each([
    ['no portal user', null, ['noAccount']],
    ['another program', { ...SSO_USER, programId: 'contoso' }, ['otherProgram']],
    ['a deactivated user', { ...SSO_USER, status: 'deleted' }, ['notActive']],
    ['a pending user', { ...SSO_USER, status: 'pending' }, ['notActive']],
    ['a password user', { ...SSO_USER, ssoStatus: 'Inactive' }, ['notSsoUser']],
  ] as const)('%s is a sign-in mismatch, naming the rule', (_label, account, subRules) => {
    const decision = decide(machine, { value: 'awaitingProvider', context: attempt().context }, verified(account), undefined, { rules: ssoSignInRules });
    expect(decision.accepted && ssoSignInStatus(decision.snapshot)).toBe('mismatch');
    expect(ssoSignInRules.lacksProgramAccess.explain?.({ context: attempt().context, event: verified(account) })).toEqual(subRules);
  });

  it.each(['/onboarding', '/welcome', '/welcome-info/', '/sign-up?token=x'])('returning to the onboarding step %s after onboarding is "onboarding already completed"', (returnUrl) => {
    expect(ssoSignInStatus(run(machine, [verified(SSO_USER, returnUrl)], attempt()))).toBe('onboardingCompleted');
  });

  it('outcomes are final: a second answer is refused', () => {
    const done = run(machine, [verified(SSO_USER)], attempt());
    expect(decide(machine, { value: done.value, context: done.context }, verified(SSO_USER)).accepted).toBe(false);
    expect(initialFor({ status: 'mismatch' }).status).toBe('done');
  });

  it('runs in an actor', () => {
    const actor = createActor(machine, { input: { expiresAt: EXPIRES } }).start();
    actor.send(verified(SSO_USER));
    expect(actor.getSnapshot().value).toBe('signedIn');
  });

  it('every transition is covered, every state reached, every guard documented', () => {
    expect(uncovered(machine, ssoSignInSampleEvents)).toEqual([]);
    expect([...reachedStates(testModelPaths(machine, ssoSignInSampleEvents))].sort()).toEqual(
      ['awaitingProvider', 'mismatch', 'onboardingCompleted', 'unableToSignIn', 'signedIn'].sort(),
    );
    expect(Object.keys(ssoSignInRules).sort()).toEqual(Object.keys(machine.implementations.guards).sort());
  });
});
