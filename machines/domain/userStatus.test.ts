import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { initialFor, userStatusMachine as machine, userStatusOf, userStatusRules, userStatusSampleEvents } from './userStatus';
import type { UserStatus, UserStatusEvent } from './userStatus';
import type { DeactivationFacts } from '../rules/userDeactivation';
import { reachedStates, run, send, testModelPaths, uncovered } from './testSupport';

const NOW = '2026-03-02T09:00:00Z';
const ok: DeactivationFacts = {
  targetUserId: 'u-2', actingUserId: 'u-admin', isPrimaryUser: false, receivesInvoiceEmails: false, otherInvoiceReceiverCount: 3,
  isPrimaryContact: false, otherPrimaryContactCount: 1, linkedAccountCount: 0,
};
const deactivate = (change: Partial<DeactivationFacts> = {}): UserStatusEvent => ({ type: 'user.deactivate', facts: { ...ok, ...change }, now: NOW });

describe('userStatus: legal transitions', () => {
  it('pending -> active on activation', () => {
    const s = run(machine, [{ type: 'user.activate', now: NOW }]);
    expect(userStatusOf(s)).toBe('active');
    expect(s.context.activatedAt).toBe(NOW);
  });

  it('active <-> inactive by the toggle', () => {
    const s = run(machine, [{ type: 'user.disable', facts: ok }], initialFor({ status: 'active' }));
    expect(userStatusOf(s)).toBe('inactive');
    expect(userStatusOf(run(machine, [{ type: 'user.enable' }], s))).toBe('active');
  });

  it.each<[string, Partial<DeactivationFacts>]>([
    ['primaryUser', { isPrimaryUser: true }],
    ['ownAccount', { actingUserId: 'u-2' }],
    ['lastInvoiceReceiver', { receivesInvoiceEmails: true, otherInvoiceReceiverCount: 0 }],
    ['lastPrimaryContact', { isPrimaryContact: true, otherPrimaryContactCount: 0 }],
  ])('the toggle refuses to switch off whom deactivation refuses (%s), with the same rule', (blocker, change) => {
    const event: UserStatusEvent = { type: 'user.disable', facts: { ...ok, ...change } };
    const result = send(machine, initialFor({ status: 'active' }), event);
    expect(result.accepted).toBe(false);
    expect(userStatusRules.canBeDeactivated.explain?.({ context: initialFor({ status: 'active' }).context, event })).toEqual([blocker]);
  });

  it('suspended users can be re-enabled', () => {
    const s = run(machine, [{ type: 'user.suspend', reason: 'fraud review' }], initialFor({ status: 'active' }));
    expect(s.context.suspensionReason).toBe('fraud review');
    const back = run(machine, [{ type: 'user.reEnable' }], s);
    expect(userStatusOf(back)).toBe('active');
    expect(back.context.suspensionReason).toBeNull();
  });

  it.each<UserStatus>(['pending', 'active', 'inactive', 'suspended'])('a %s user can be deactivated when no rule blocks it', (status) => {
    const s = run(machine, [deactivate()], initialFor({ status }));
    expect(userStatusOf(s)).toBe('deleted');
    expect(s.context).toMatchObject({ deactivatedAt: NOW, deactivatedBy: 'u-admin' });
    expect(s.status).toBe('done');
  });

  it('deleted is shown as Deactivated', () => {
    expect(machine.getStateNodeById('userStatus.deleted').meta).toMatchObject({ display: 'Deactivated', permanent: true });
  });

  it('runs in an actor', () => {
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'user.activate', now: NOW });
    actor.send(deactivate());
    expect(actor.getSnapshot().value).toBe('deleted');
  });
});

describe('userStatus: refusals name their rule', () => {
  it.each<[string, Partial<DeactivationFacts>, string]>([
    ['the primary user', { isPrimaryUser: true }, 'primaryUser'],
    ['oneself', { actingUserId: 'u-2' }, 'ownAccount'],
    ['the last invoice receiver', { receivesInvoiceEmails: true, otherInvoiceReceiverCount: 0 }, 'lastInvoiceReceiver'],
    ['the last primary contact', { isPrimaryContact: true, otherPrimaryContactCount: 0 }, 'lastPrimaryContact'],
    ['a user linked to other accounts', { linkedAccountCount: 1 }, 'linkedToOtherAccounts'],
  ])('%s cannot be deactivated', (_name, change, blocker) => {
    const active = initialFor({ status: 'active' });
    const out = send(machine, active, deactivate(change));
    expect(out).toMatchObject({ accepted: false, failedGuards: ['canBeDeactivated'] });
    expect(userStatusRules.canBeDeactivated.explain?.({ context: active.context, event: deactivate(change) })).toEqual([blocker]);
  });

  it('a deactivated user cannot be reactivated, re-enabled or deactivated again', () => {
    const deleted = initialFor({ status: 'deleted', deactivatedAt: NOW });
    for (const e of [{ type: 'user.activate', now: NOW }, { type: 'user.enable' }, { type: 'user.reEnable' }, deactivate()] as UserStatusEvent[]) {
      expect(send(machine, deleted, e).accepted).toBe(false);
    }
  });

  it('only suspended users are re-enabled; only inactive users are enabled', () => {
    expect(send(machine, initialFor({ status: 'inactive' }), { type: 'user.reEnable' }).accepted).toBe(false);
    expect(send(machine, initialFor({ status: 'suspended' }), { type: 'user.enable' }).accepted).toBe(false);
  });
});

describe('userStatus: graph', () => {
  it('every transition is covered by the sample events', () => {
    expect(uncovered(machine, userStatusSampleEvents)).toEqual([]);
  });

  it('the test model reaches every state', () => {
    expect([...reachedStates(testModelPaths(machine, userStatusSampleEvents))].sort()).toEqual(['active', 'deleted', 'inactive', 'pending', 'suspended']);
  });

  it('simple paths to Deactivated start from every status', () => {
    const paths = getSimplePaths(machine, { events: [...userStatusSampleEvents], toState: (s) => s.matches('deleted') });
    const lastBefore = new Set(paths.map((p) => JSON.stringify(p.steps.at(-2)?.state.value)));
    expect(lastBefore.size).toBeGreaterThanOrEqual(4);
  });
});
