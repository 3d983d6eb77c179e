import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { OUTBOX_PAGE_SIZE, mergeOutbox, outboxMachine } from './outboxMachine';
import { sampleOutboxMessage as message } from './outboxSamples';
import type { OutboxArrivedEvent, OutboxItem } from './outboxTypes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The machine with a load the test answers and a feed the test pushes into. */
function outbox() {
  let answer: { resolve: (m: readonly OutboxItem[]) => void; reject: (e: unknown) => void } | null = null;
  let push: ((event: OutboxArrivedEvent) => void) | null = null;
  const actor = createActor(
    outboxMachine.provide({
      actors: {
        loadOutbox: fromPromise(() => new Promise<readonly OutboxItem[]>((resolve, reject) => (answer = { resolve, reject }))),
        watchOutbox: fromCallback(({ sendBack }) => {
          push = sendBack;
        }),
      },
    }),
  ).start();
  return { actor, answer: () => answer!, push: (m: OutboxItem) => push!({ type: 'outbox.arrived', message: m }) };
}

describe('outbox machine (development outbox page)', () => {
  it('shows the loaded messages newest first', async () => {
    const { actor, answer } = outbox();
    answer().resolve([message('a', '2026-11-20T10:00:00Z'), message('b', '2026-11-21T10:00:00Z')]);
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.messages.map((m) => m.id)).toEqual(['b', 'a']);
    expect(actor.getSnapshot().context.latestArrival).toBeNull();
  });

  it('puts a pushed message on top and announces it, once even when pushed twice', async () => {
    const { actor, answer, push } = outbox();
    answer().resolve([message('a', '2026-11-20T10:00:00Z')]);
    await settle();
    const decision = message('c', '2026-11-21T12:00:00Z', 'Your credit limit increase was approved');
    push(decision);
    push(decision);
    expect(actor.getSnapshot().context.messages.map((m) => m.id)).toEqual(['c', 'a']);
    expect(actor.getSnapshot().context.latestArrival?.subject).toBe('Your credit limit increase was approved');
  });

  it('keeps a message pushed before the first load answered', async () => {
    const { actor, answer, push } = outbox();
    push(message('new', '2026-11-21T12:00:00Z'));
    answer().resolve([message('old', '2026-11-20T12:00:00Z')]);
    await settle();
    expect(actor.getSnapshot().context.messages.map((m) => m.id)).toEqual(['new', 'old']);
  });

  it('goes to failed and back to loading on retry, keeping what it had', async () => {
    const { actor, answer, push } = outbox();
    push(message('a', '2026-11-20T10:00:00Z'));
    answer().reject(new Error('offline'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'outbox.retry' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'loading', context: { messages: [{ id: 'a' }] } });
  });

  it('keeps at most one page of messages', () => {
    const many = Array.from({ length: OUTBOX_PAGE_SIZE + 5 }, (_, i) => message(`m${i}`, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()));
    const merged = mergeOutbox([], many);
    expect(merged).toHaveLength(OUTBOX_PAGE_SIZE);
    expect(merged[0]?.id).toBe(`m${OUTBOX_PAGE_SIZE + 4}`);
  });
});
