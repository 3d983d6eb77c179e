import type { AnyEventObject } from 'xstate';
import type { AccountActivityEvent } from './accountActivityMachine';
import type { ActivityItem, ActivityPage } from './activityTypes';

/** Example pages, events and load outcomes of the account-activity machine. Pure data. */
export const sampleActivityItem = (seq: number): ActivityItem => ({
  seq, occurredAt: '2026-11-20T10:00:00Z', actorRole: 'Buyer:Administrator', entityType: 'card', entityId: `card-${seq}`,
  messageId: 'activity.card.locked', values: { card: '•••• 4242' }, fromState: 'active', toState: 'locked',
});

const first: ActivityPage = { entries: [sampleActivityItem(9), sampleActivityItem(8)], hasMore: true };
const last: ActivityPage = { entries: [sampleActivityItem(7)], hasMore: false };
const INTERNAL = { code: 'INTERNAL', messageId: 'signIn.error.internal' };

export const accountActivitySampleEvents = [{ type: 'activity.loadMore' }, { type: 'activity.retry' }] as const satisfies readonly AccountActivityEvent[];

export const accountActivityActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  loadNewest: [{ type: 'xstate.done.actor.loadNewest', output: first }, { type: 'xstate.error.actor.loadNewest', error: INTERNAL }],
  loadOlder: [{ type: 'xstate.done.actor.loadOlder', output: last }, { type: 'xstate.error.actor.loadOlder', error: INTERNAL }],
};
