import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { initialFor, mfaTokenMachine as machine, mfaTokenRules, mfaTokenSampleEvents, mfaTokenStatus } from './mfaToken';
import type { MfaTokenEvent } from './mfaToken';
import type { MfaScope } from '../rules/mfaScope';
import { MFA_MAX_WRONG_CODES, MFA_TIME_BASED_MAX_USES } from '../rules/mfaToken';
import { reachedStates, run, send, testModelPaths, uncovered } from './testSupport';

const EXPIRES = '2026-03-02T09:10:00Z';
const BEFORE = '2026-03-02T09:09:59.999Z';
const verify = (codeMatches: boolean, now = BEFORE): MfaTokenEvent => ({ type: 'mfa.verify', codeMatches, now });
const confirmed = (scope: MfaScope, uses = 0) => initialFor({ status: 'confirmed', scope, expiresAt: EXPIRES, uses, confirmedAt: '2026-03-02T09:01:00Z' });
const pending = (scope: MfaScope = 'Login', wrongCodes = 0) => initialFor({ status: 'pending', scope, expiresAt: EXPIRES, wrongCodes });

describe('mfaToken: verifying the code', () => {
  it('the right code before expiry confirms the token', () => {
    const s = run(machine, [verify(true)], pending());
    expect(mfaTokenStatus(s)).toBe('confirmed');
    expect(s.context.confirmedAt).toBe(BEFORE);
  });

  it('a wrong code is counted and the user may try again', () => {
    const s = run(machine, [verify(false), verify(false)], pending());
    expect(mfaTokenStatus(s)).toBe('pending');
    expect(s.context.wrongCodes).toBe(2);
  });

  it(`the ${MFA_MAX_WRONG_CODES}th wrong code locks the token out; the ${MFA_MAX_WRONG_CODES - 1}th does not`, () => {
    expect(mfaTokenStatus(run(machine, [verify(false)], pending('Login', MFA_MAX_WRONG_CODES - 2)))).toBe('pending');
    const locked = run(machine, [verify(false)], pending('Login', MFA_MAX_WRONG_CODES - 1));
    expect(mfaTokenStatus(locked)).toBe('lockedOut');
    expect(send(machine, locked, verify(true)).accepted).toBe(false);
  });

  it('a code entered at the expiry instant removes the token (one millisecond before still confirms)', () => {
    expect(mfaTokenStatus(run(machine, [verify(true, '2026-03-02T09:09:59.999Z')], pending()))).toBe('confirmed');
    const s = run(machine, [verify(true, EXPIRES)], pending());
    expect(mfaTokenStatus(s)).toBe('removed');
    expect(s.context.removedReason).toBe('expired');
  });

  it('cancelling removes a pending or confirmed token', () => {
    expect(mfaTokenStatus(run(machine, [{ type: 'mfa.cancel' }], pending()))).toBe('removed');
    expect(run(machine, [{ type: 'mfa.cancel' }], confirmed('Login')).context.removedReason).toBe('cancelled');
  });
});

describe('mfaToken: check and use', () => {
  it('a confirmed unexpired token is usable; the check changes nothing', () => {
    const s = run(machine, [{ type: 'mfa.check', now: BEFORE }], confirmed('Login'));
    expect(mfaTokenStatus(s)).toBe('confirmed');
  });

  it('an expired confirmed token is removed when checked', () => {
    const s = run(machine, [{ type: 'mfa.check', now: EXPIRES }], confirmed('Login'));
    expect(mfaTokenStatus(s)).toBe('removed');
    expect(s.context.removedReason).toBe('expired');
  });

  it('a pending token is not usable: refused by isUsable (notConfirmed)', () => {
    const p = pending();
    for (const type of ['mfa.check', 'mfa.use'] as const) {
      const out = send(machine, p, { type, now: BEFORE });
      expect(out).toMatchObject({ accepted: false, failedGuards: ['isUsable'] });
      expect(mfaTokenRules.isUsable.explain?.({ context: p.context, event: { type, now: BEFORE } })).toEqual(['notConfirmed']);
    }
  });

  it('using an expired token is refused (expired); it is not removed by use', () => {
    const c = confirmed('OrderApproval');
    const out = send(machine, c, { type: 'mfa.use', now: EXPIRES });
    expect(out).toMatchObject({ accepted: false, failedGuards: ['isUsable'] });
    expect(mfaTokenRules.isUsable.explain?.({ context: c.context, event: { type: 'mfa.use', now: EXPIRES } })).toEqual(['expired']);
  });

  it.each(['Login', 'OrderApproval', 'PasswordReset', 'RevealCardNumber', 'Setup'] as const)('a %s token is single-use: removed after use', (scope) => {
    const s = run(machine, [{ type: 'mfa.use', now: BEFORE }], confirmed(scope));
    expect(mfaTokenStatus(s)).toBe('used');
    expect(s.context.uses).toBe(1);
  });

  it('a BuyerCreate token is time-based: it stays with its use count increased', () => {
    const s = run(machine, [{ type: 'mfa.use', now: BEFORE }, { type: 'mfa.use', now: BEFORE }], confirmed('BuyerCreate'));
    expect(mfaTokenStatus(s)).toBe('confirmed');
    expect(s.context.uses).toBe(2);
  });

  it(`a BuyerCreate token is used up at its ${MFA_TIME_BASED_MAX_USES}th use`, () => {
    expect(mfaTokenStatus(run(machine, [{ type: 'mfa.use', now: BEFORE }], confirmed('BuyerCreate', MFA_TIME_BASED_MAX_USES - 2)))).toBe('confirmed');
    expect(mfaTokenStatus(run(machine, [{ type: 'mfa.use', now: BEFORE }], confirmed('BuyerCreate', MFA_TIME_BASED_MAX_USES - 1)))).toBe('used');
  });

  it('Setup tokens are never cached; every other scope may be', () => {
    expect(confirmed('Setup').context.cacheable).toBe(false);
    expect(confirmed('Login').context.cacheable).toBe(true);
    expect(initialFor({ status: 'pending', scope: 'Setup', expiresAt: EXPIRES, cacheable: true }).context.cacheable).toBe(false);
  });

  it('runs in an actor: verify then use a Login token', () => {
    const actor = createActor(machine, { input: { scope: 'Login', expiresAt: EXPIRES } }).start();
    actor.send(verify(true));
    actor.send({ type: 'mfa.use', now: BEFORE });
    expect(actor.getSnapshot().value).toBe('used');
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('mfaToken: graph', () => {
  it('every transition, including the eventless used-up one, is covered', () => {
    expect(uncovered(machine, mfaTokenSampleEvents)).toEqual([]);
  });

  it('the test model reaches every state', () => {
    expect([...reachedStates(testModelPaths(machine, mfaTokenSampleEvents))].sort()).toEqual(['confirmed', 'lockedOut', 'pending', 'removed', 'used']);
  });

  it('simple paths reach lockedOut', () => {
    const paths = getSimplePaths(machine, { events: [verify(false), verify(true)], toState: (s) => s.matches('lockedOut') });
    expect(paths).toHaveLength(1);
    expect(paths[0]?.steps.filter((s) => s.event.type === 'mfa.verify')).toHaveLength(MFA_MAX_WRONG_CODES);
  });

  it('every guard has a documented rule', () => {
    expect(Object.keys(mfaTokenRules).sort()).toEqual(Object.keys(machine.implementations.guards).sort());
  });
});
