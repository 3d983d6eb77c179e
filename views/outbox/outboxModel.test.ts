import { describe, expect, it } from 'vitest';
import { OUTBOX_PAGE_SIZE, initialOutboxState, mergeOutbox, outboxReducer, type OutboxItem } from './outboxModel';

const message = (id: string, createdAt: string, subject = `Message ${id}`): OutboxItem => ({
  id, createdAt, channel: 'email', recipient: 'admin@acme.example', kind: 'test', subject, body: 'Body', deliveredAt: null,
});

describe('development outbox view model', () => {
  it('shows the loaded messages newest first', () => {
    const state = outboxReducer(initialOutboxState, { type: 'loaded', messages: [message('a', '2026-11-20T10:00:00Z'), message('b', '2026-11-21T10:00:00Z')] });
    expect(state.status).toBe('ready');
    expect(state.messages.map((m) => m.id)).toEqual(['b', 'a']);
    expect(state.latestArrival).toBeNull();
  });

  it('puts a pushed message on top and announces it, once even when pushed twice', () => {
    let state = outboxReducer(initialOutboxState, { type: 'loaded', messages: [message('a', '2026-11-20T10:00:00Z')] });
    const decision = message('c', '2026-11-21T12:00:00Z', 'Your credit limit increase was approved');
    state = outboxReducer(state, { type: 'arrived', message: decision });
    state = outboxReducer(state, { type: 'arrived', message: decision });
    expect(state.messages.map((m) => m.id)).toEqual(['c', 'a']);
    expect(state.latestArrival?.subject).toBe('Your credit limit increase was approved');
  });

  it('keeps a message pushed before the first load answered', () => {
    let state = outboxReducer(initialOutboxState, { type: 'arrived', message: message('new', '2026-11-21T12:00:00Z') });
    state = outboxReducer(state, { type: 'loaded', messages: [message('old', '2026-11-20T12:00:00Z')] });
    expect(state.messages.map((m) => m.id)).toEqual(['new', 'old']);
  });

  it('goes to failed and back to loading on retry, keeping what it had', () => {
    const loaded = outboxReducer(initialOutboxState, { type: 'loaded', messages: [message('a', '2026-11-20T10:00:00Z')] });
    const failed = outboxReducer(loaded, { type: 'failed' });
    expect(failed.status).toBe('failed');
    expect(outboxReducer(failed, { type: 'retry' })).toMatchObject({ status: 'loading', messages: loaded.messages });
  });

  it('keeps at most one page of messages', () => {
    const many = Array.from({ length: OUTBOX_PAGE_SIZE + 5 }, (_, i) => message(`m${i}`, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()));
    const merged = mergeOutbox([], many);
    expect(merged).toHaveLength(OUTBOX_PAGE_SIZE);
    expect(merged[0]?.id).toBe(`m${OUTBOX_PAGE_SIZE + 4}`);
  });
});
