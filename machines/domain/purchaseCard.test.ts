import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import {
  initialFor,
  purchaseCardMachine as machine,
  purchaseCardRules,
  purchaseCardSampleEvents,
  purchaseCardStatus,
} from './purchaseCard';
import type { PurchaseCardEvent } from './purchaseCard';
import { reachedStates, run, send, testModelPaths, uncovered } from './testSupport';

const NOW = '2026-03-02T09:00:00Z';
const virtual: PurchaseCardEvent = { type: 'card.request', cardType: 'virtual', cardholderName: 'JANE DOE' };
const physical: PurchaseCardEvent = {
  type: 'card.request', cardType: 'physical', cardholderName: 'JANE DOE',
  shipTo: { line1: '1 MAIN ST', city: 'AUSTIN', state: 'TX', zip: '78701' },
};
const terminate = (reason: string | null): PurchaseCardEvent => ({ type: 'card.terminate', reason, by: 'u-admin', now: NOW });

describe('purchaseCard: legal transitions', () => {
  it('a virtual card is active as soon as it is issued', () => {
    const s = run(machine, [{ type: 'card.enable' }, virtual, { type: 'card.issued', now: NOW }]);
    expect(purchaseCardStatus(s)).toBe('active');
    expect(s.context.activatedAt).toBe(NOW);
  });

  it('a physical card is shipped, then activated by the cardholder', () => {
    const s1 = run(machine, [{ type: 'card.enable' }, physical, { type: 'card.issued', now: NOW }]);
    expect(purchaseCardStatus(s1)).toBe('inactive');
    const s2 = run(machine, [{ type: 'card.shipped', now: NOW }], s1);
    expect(purchaseCardStatus(s2)).toBe('inactive');
    expect(s2.context.shippedAt).toBe(NOW);
    expect(purchaseCardStatus(run(machine, [{ type: 'card.activated', now: NOW }], s2))).toBe('active');
  });

  it('lock is reversible and keeps its reason until unlocked', () => {
    const locked = run(machine, [{ type: 'card.lock', reason: 'lost' }], initialFor({ status: 'active', cardType: 'virtual' }));
    expect(purchaseCardStatus(locked)).toBe('locked');
    expect(locked.context.lockReason).toBe('lost');
    const unlocked = run(machine, [{ type: 'card.unlock' }], locked);
    expect(purchaseCardStatus(unlocked)).toBe('active');
    expect(unlocked.context.lockReason).toBeNull();
  });

  it.each(['inactive', 'active', 'locked'] as const)('a %s card can be terminated with a reason', (status) => {
    const s = run(machine, [terminate('employeeTerminated')], initialFor({ status, cardType: 'physical' }));
    expect(purchaseCardStatus(s)).toBe('terminated');
    expect(s.context).toMatchObject({ terminationReason: 'employeeTerminated', terminatedAt: NOW, terminatedBy: 'u-admin' });
  });

  it('creation failure returns to notCreated and a new request can be made', () => {
    const s = run(machine, [{ type: 'card.enable' }, virtual, { type: 'card.creationFailed', reason: 'issuer down' }]);
    expect(purchaseCardStatus(s)).toBe('notCreated');
    expect(s.context.creationFailure).toBe('issuer down');
    expect(purchaseCardStatus(run(machine, [virtual], s))).toBe('pending');
  });

  it('cards can be disabled for a user before any card exists', () => {
    expect(purchaseCardStatus(run(machine, [{ type: 'card.enable' }, { type: 'card.disable' }]))).toBe('notEnabled');
  });

  it('runs in an actor too', () => {
    const actor = createActor(machine, { input: {} }).start();
    for (const e of [{ type: 'card.enable' }, virtual, { type: 'card.issued', now: NOW }, terminate('fraud')] as PurchaseCardEvent[]) actor.send(e);
    expect(actor.getSnapshot().value).toEqual({ issued: 'terminated' });
    actor.stop();
  });
});

describe('purchaseCard: refusals name their rule', () => {
  it('terminating a terminated card is refused as already terminated', () => {
    const terminated = initialFor({ status: 'terminated', terminationReason: 'lost', terminatedAt: NOW });
    const out = send(machine, terminated, terminate('stolen'));
    expect(out.accepted).toBe(false);
    expect(out.failedGuards).toEqual(['canBeTerminated']);
    expect(purchaseCardRules.canBeTerminated.explain?.({ context: terminated.context, event: terminate('stolen') })).toEqual(['alreadyTerminated']);
    expect(out.snapshot.value).toEqual({ issued: 'terminated' });
  });

  it.each([null, '', 'misplaced', 'Stolen'])('terminate without a stored reason (%j) is refused', (reason) => {
    const active = initialFor({ status: 'active' });
    const out = send(machine, active, terminate(reason));
    expect(out).toMatchObject({ accepted: false, failedGuards: ['canBeTerminated'] });
    expect(purchaseCardRules.canBeTerminated.explain?.({ context: active.context, event: terminate(reason) })).toEqual(['terminationReasonMissing']);
  });

  it('lock without a reason is refused by hasLockReason', () => {
    expect(send(machine, initialFor({ status: 'active' }), { type: 'card.lock', reason: null }).failedGuards).toEqual(['hasLockReason']);
  });

  it('an invalid request is refused and explained', () => {
    const bad: PurchaseCardEvent = { type: 'card.request', cardType: 'physical', cardholderName: 'Jane Doe' };
    const out = send(machine, initialFor({ status: 'notCreated' }), bad);
    expect(out.failedGuards).toEqual(['hasValidCardRequest']);
    expect(purchaseCardRules.hasValidCardRequest.explain?.({ context: out.snapshot.context, event: bad })).toEqual(['cardholderNameCharacters', 'shipToMissing']);
  });

  it('a terminated card cannot be unlocked, locked or activated', () => {
    const terminated = initialFor({ status: 'terminated', terminatedAt: NOW, terminationReason: 'other' });
    for (const e of [{ type: 'card.unlock' }, { type: 'card.lock', reason: 'lost' }, { type: 'card.activated', now: NOW }] as PurchaseCardEvent[]) {
      expect(send(machine, terminated, e)).toMatchObject({ accepted: false, failedGuards: [] });
    }
  });

  it('lock only applies to active cards; unlock only to locked ones', () => {
    expect(send(machine, initialFor({ status: 'inactive' }), { type: 'card.lock', reason: 'lost' }).accepted).toBe(false);
    expect(send(machine, initialFor({ status: 'active' }), { type: 'card.unlock' }).accepted).toBe(false);
    expect(send(machine, initialFor({ status: 'notEnabled' }), virtual).accepted).toBe(false);
  });
});

describe('purchaseCard: graph', () => {
  it('every transition is covered by paths from the sample events', () => {
    expect(uncovered(machine, purchaseCardSampleEvents)).toEqual([]);
  });

  it('the test model reaches every state', () => {
    const paths = testModelPaths(machine, purchaseCardSampleEvents);
    expect(paths[0]?.steps[0]?.event.type).toBe('xstate.init');
    expect([...reachedStates(paths)].sort()).toEqual(['active', 'inactive', 'locked', 'notCreated', 'notEnabled', 'pending', 'terminated']);
  });

  it('simple paths to terminated exist from notEnabled', () => {
    const paths = getSimplePaths(machine, { events: [...purchaseCardSampleEvents], toState: (s) => s.matches({ issued: 'terminated' }) });
    expect(paths.length).toBeGreaterThan(0);
  });

  it('every guard has a documented rule', () => {
    expect(Object.keys(purchaseCardRules).sort()).toEqual(Object.keys(machine.implementations.guards).sort());
  });
});
