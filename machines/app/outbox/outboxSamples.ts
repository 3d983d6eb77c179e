import type { AnyEventObject } from 'xstate';
import type { OutboxEvent } from './outboxMachine';
import type { OutboxItem } from './outboxTypes';

/** Example messages, events and load outcomes of the outbox machine. Pure data. */
export const sampleOutboxMessage = (id: string, createdAt: string, subject = `Message ${id}`): OutboxItem => ({
  id, createdAt, channel: 'email', recipient: 'admin@acme.example', kind: 'creditIncreaseDecided', subject, body: 'Body', deliveredAt: null,
});

export const outboxSampleEvents = [
  { type: 'outbox.arrived', message: sampleOutboxMessage('m2', '2026-11-21T12:00:00Z', 'Your credit limit increase was approved') },
  { type: 'outbox.retry' },
] as const satisfies readonly OutboxEvent[];

export const outboxActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  loadOutbox: [
    { type: 'xstate.done.actor.loadOutbox', output: [sampleOutboxMessage('m1', '2026-11-20T10:00:00Z')] },
    { type: 'xstate.error.actor.loadOutbox', error: { code: 'INTERNAL', messageId: 'signIn.error.internal' } },
  ],
};
