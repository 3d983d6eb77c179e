import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { activationLinkMachine as machine, activationLinkRules, activationLinkSampleEvents, activationLinkStatus, initialFor } from './activationLink';
import { reachedStates, run, send, testModelPaths, uncovered } from './testSupport';

const EXPIRES = '2026-03-05T09:00:00Z';
const JUST_BEFORE = '2026-03-05T08:59:59.999Z';
const valid = () => initialFor({ status: 'valid', expiresAt: EXPIRES });

describe('activationLink', () => {
  it('a valid link activates the account once', () => {
    const s = run(machine, [{ type: 'activationLink.open', now: JUST_BEFORE }, { type: 'activationLink.activate', now: JUST_BEFORE }], valid());
    expect([activationLinkStatus(s), s.context.activatedAt]).toEqual(['used', JUST_BEFORE]);
    expect(send(machine, s, { type: 'activationLink.activate', now: JUST_BEFORE }).accepted).toBe(false);
  });

  it.each(['activationLink.open', 'activationLink.activate'] as const)('%s at the expiry instant marks the link expired', (type) => {
    const s = run(machine, [{ type, now: EXPIRES }], valid());
    expect([activationLinkStatus(s), s.context.activatedAt]).toEqual(['expired', null]);
  });

  it('an expired link is renewed for 72 hours while credit is pending', () => {
    const s = run(machine, [{ type: 'activationLink.resend', now: '2026-03-06T09:00:00Z', buyerStatus: 'pending' }], initialFor({ status: 'expired', expiresAt: EXPIRES }));
    expect([activationLinkStatus(s), s.context.expiresAt, s.context.resentAt]).toEqual(['valid', '2026-03-09T09:00:00.000Z', '2026-03-06T09:00:00Z']);
    expect(activationLinkStatus(run(machine, [{ type: 'activationLink.activate', now: '2026-03-09T08:00:00Z' }], s))).toBe('used');
  });

  it.each(['active', 'declined', 'withdrawn', 'pendingBankSetup'])('no resend when the buyer is %s (canResend)', (buyerStatus) => {
    expect(send(machine, initialFor({ status: 'expired' }), { type: 'activationLink.resend', now: '2026-03-06T09:00:00Z', buyerStatus })).toMatchObject({
      accepted: false,
      failedGuards: ['canResend'],
    });
  });

  it('a valid link is not resent; a used link is final', () => {
    expect(send(machine, valid(), { type: 'activationLink.resend', now: JUST_BEFORE, buyerStatus: 'pending' }).accepted).toBe(false);
    expect(initialFor({ status: 'used' }).status).toBe('done');
  });

  it.each(['valid', 'expired'] as const)('an administrator reissues a %s link: valid for 72 hours from now', (status) => {
    const s = run(machine, [{ type: 'activationLink.reissue', now: '2026-03-06T09:00:00Z' }], initialFor({ status, expiresAt: EXPIRES }));
    expect([activationLinkStatus(s), s.context.expiresAt, s.context.resentAt]).toEqual(['valid', '2026-03-09T09:00:00.000Z', '2026-03-06T09:00:00Z']);
  });

  it('a withdrawn or used link is never reissued', () => {
    const withdrawn = run(machine, [{ type: 'activationLink.withdraw', now: JUST_BEFORE }], valid());
    expect(activationLinkStatus(withdrawn)).toBe('withdrawn');
    expect(send(machine, withdrawn, { type: 'activationLink.reissue', now: JUST_BEFORE }).accepted).toBe(false);
    expect(send(machine, initialFor({ status: 'used' }), { type: 'activationLink.reissue', now: JUST_BEFORE }).accepted).toBe(false);
  });

  it('runs in an actor', () => {
    const actor = createActor(machine, { input: { expiresAt: EXPIRES } }).start();
    actor.send({ type: 'activationLink.activate', now: JUST_BEFORE });
    expect(actor.getSnapshot().value).toBe('used');
  });

  it('every transition is covered, every state reached, every guard documented', () => {
    expect(uncovered(machine, activationLinkSampleEvents)).toEqual([]);
    expect([...reachedStates(testModelPaths(machine, activationLinkSampleEvents))].sort()).toEqual(['expired', 'used', 'valid', 'withdrawn']);
    expect(Object.keys(activationLinkRules).sort()).toEqual(Object.keys(machine.implementations.guards).sort());
  });
});
