import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  creditIncreaseMachine as machine,
  creditIncreaseRules,
  creditIncreaseSampleEvents,
  creditIncreaseStatus,
  initialFor,
  isCreditIncreaseOverdue,
} from './creditIncrease';
import type { CreditIncreaseEvent } from './creditIncrease';
import type { CreditIncreaseRequest } from '../rules/creditIncreaseAmount';
import { reachedStates, run, send, testModelPaths, uncovered } from './testSupport';

const NOW = '2026-03-02T09:00:00Z';
const permanent: CreditIncreaseRequest = { type: 'permanent', amountMinor: 2_500_000, currency: 'USD' };
const temporary: CreditIncreaseRequest = { type: 'temporary', amountMinor: 500_000, currency: 'GBP', startDate: '2026-04-01', endDate: '2026-05-01' };
const submit = (request: CreditIncreaseRequest, hasPendingRequest = false): CreditIncreaseEvent => ({ type: 'creditIncrease.submit', request, hasPendingRequest, now: NOW });
const explain = (event: CreditIncreaseEvent) => creditIncreaseRules.canSubmitRequest.explain?.({ context: initialFor({ status: 'draft' }).context, event });

describe('creditIncrease: legal transitions', () => {
  it('a permanent request is submitted, then approved for the requested amount', () => {
    const s1 = run(machine, [submit(permanent)]);
    expect(creditIncreaseStatus(s1)).toBe('submitted');
    expect(s1.context).toMatchObject({ submittedAt: NOW, request: { type: 'permanent', amountMinor: 2_500_000, currency: 'USD', startDate: null } });
    const s2 = run(machine, [{ type: 'creditIncrease.approved', now: '2026-03-03T08:00:00Z' }], s1);
    expect(creditIncreaseStatus(s2)).toBe('approved');
    expect(s2.context.approvedAmountMinor).toBe(2_500_000);
  });

  it('underwriting may approve a smaller amount', () => {
    const s = run(machine, [submit(temporary), { type: 'creditIncrease.approved', now: NOW, approvedAmountMinor: 200_000 }]);
    expect(s.context.approvedAmountMinor).toBe(200_000);
  });

  it('a temporary request can be declined with a reason', () => {
    const s = run(machine, [submit(temporary), { type: 'creditIncrease.declined', now: NOW, reason: 'history' }]);
    expect(creditIncreaseStatus(s)).toBe('declined');
    expect(s.context.declineReason).toBe('history');
  });

  it('a submitted request is overdue for display after 24 hours, not before', () => {
    const s = run(machine, [submit(permanent)]);
    expect(isCreditIncreaseOverdue(s, '2026-03-03T08:59:59Z')).toBe(false);
    expect(isCreditIncreaseOverdue(s, '2026-03-03T09:00:00Z')).toBe(true);
  });

  it('runs in an actor', () => {
    const actor = createActor(machine, { input: {} }).start();
    actor.send(submit(permanent));
    actor.send({ type: 'creditIncrease.declined', now: NOW });
    expect(actor.getSnapshot().value).toEqual({ processed: 'declined' });
  });
});

describe('creditIncrease: refusals name their rule', () => {
  it('refused while another request is pending (hasNoPendingRequest)', () => {
    const out = send(machine, initialFor({ status: 'draft' }), submit(permanent, true));
    expect(out).toMatchObject({ accepted: false, failedGuards: ['canSubmitRequest'] });
    expect(explain(submit(permanent, true))).toEqual(['anotherRequestPending']);
  });

  it.each<[string, CreditIncreaseRequest, string[]]>([
    ['amount not in 100-unit increments', { ...permanent, amountMinor: 2_505_000 }, ['amountNotInIncrements']],
    ['zero amount', { ...permanent, amountMinor: 0 }, ['amountNotPositive']],
    ['above 9e12', { ...permanent, amountMinor: 9e14 + 10_000 }, ['amountTooLarge']],
    ['end on the start day', { ...temporary, endDate: '2026-04-01' }, ['endDateNotAfterStart']],
    ['temporary without dates', { ...temporary, startDate: null, endDate: null }, ['datesMissing']],
  ])('refused: %s', (_name, request, subRules) => {
    expect(send(machine, initialFor({ status: 'draft' }), submit(request)).failedGuards).toEqual(['canSubmitRequest']);
    expect(explain(submit(request))).toEqual(subRules);
  });

  it('boundary: exactly 9e12 major units in whole increments is accepted', () => {
    expect(send(machine, initialFor({ status: 'draft' }), submit({ ...permanent, amountMinor: 9e14 })).accepted).toBe(true);
  });

  it('a processed request takes no further decision; a submitted one cannot be resubmitted', () => {
    expect(send(machine, initialFor({ status: 'approved' }), { type: 'creditIncrease.declined', now: NOW }).accepted).toBe(false);
    expect(send(machine, initialFor({ status: 'submitted' }), submit(permanent)).accepted).toBe(false);
  });
});

describe('creditIncrease: a temporary increase ends after its end date', () => {
  const approvedTemporary = () => run(machine, [submit(temporary), { type: 'creditIncrease.approved', now: NOW }]);
  const expire = (now: string): CreditIncreaseEvent => ({ type: 'creditIncrease.expire', now });

  it('still counts on the last second of its end date (2026-05-01)', () => {
    const out = send(machine, approvedTemporary(), expire('2026-05-01T23:59:59Z'));
    expect(out).toMatchObject({ accepted: false, failedGuards: ['hasTemporaryIncreaseEnded'] });
  });

  it('ends at 00:00 UTC of the next day, keeping the approved amount and recording when', () => {
    const s = run(machine, [expire('2026-05-02T00:00:00Z')], approvedTemporary());
    expect(creditIncreaseStatus(s)).toBe('expired');
    expect(s.context).toMatchObject({ expiredAt: '2026-05-02T00:00:00Z', approvedAmountMinor: 500_000 });
  });

  it('a permanent increase never ends', () => {
    const s = run(machine, [submit(permanent), { type: 'creditIncrease.approved', now: NOW }]);
    expect(send(machine, s, expire('2099-01-01T00:00:00Z')).accepted).toBe(false);
  });

  it('only an approved request can expire (not a pending or a declined one)', () => {
    expect(send(machine, run(machine, [submit(temporary)]), expire('2099-01-01T00:00:00Z')).accepted).toBe(false);
    expect(send(machine, run(machine, [submit(temporary), { type: 'creditIncrease.declined', now: NOW }]), expire('2099-01-01T00:00:00Z')).accepted).toBe(false);
  });
});

describe('creditIncrease: graph', () => {
  it('every transition is covered by the sample events', () => {
    expect(uncovered(machine, creditIncreaseSampleEvents)).toEqual([]);
  });

  it('the test model reaches every state', () => {
    expect([...reachedStates(testModelPaths(machine, creditIncreaseSampleEvents))].sort()).toEqual(['approved', 'declined', 'draft', 'expired', 'submitted']);
  });

  it('refused samples add no state: only the valid submissions lead anywhere', () => {
    const submitted = getShortestPaths(machine, { events: [...creditIncreaseSampleEvents], toState: (s) => s.matches('submitted') });
    expect(submitted).toHaveLength(2);
  });
});
