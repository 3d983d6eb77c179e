import { describe, expect, it } from 'vitest';
import { purchaseCardMachine } from '../../machines/domain/purchaseCard';
import { activityMessageIds, describeEntry, leafName, type DescribableEntry } from './describeEntry';
import { REDACTED } from './redact';

const terminated: DescribableEntry = {
  seq: 42,
  occurred_at: new Date('2026-03-02T09:00:00.000Z'),
  actor_role: 'buyerAdmin',
  entity_type: 'purchaseCard',
  entity_id: 'card-7',
  event_type: 'card.terminate',
  event_payload: { type: 'card.terminate', reason: 'stolen', by: 'u-1', now: '2026-03-02T09:00:00.000Z' },
  from_state: { value: { issued: 'active' }, context: {} },
  to_state: { value: { issued: 'terminated' }, context: {} },
};

describe('describeEntry', () => {
  it('names the activity after the event and gives the facts a sentence needs', () => {
    expect(describeEntry(terminated)).toEqual({
      messageId: 'activity.card.terminate',
      values: {
        seq: 42, at: Date.parse('2026-03-02T09:00:00.000Z'), actorRole: 'buyerAdmin', entityType: 'purchaseCard', entityId: 'card-7',
        from: 'active', to: 'terminated', reason: 'stolen', by: 'u-1',
      },
    });
  });

  it('says "system" when no one acted, and leaves out redacted, nested and reserved payload fields', () => {
    const { values } = describeEntry({
      ...terminated,
      actor_role: null,
      event_type: 'mfa.verify',
      event_payload: { type: 'mfa.verify', code: REDACTED, codeMatches: true, facts: { a: 1 }, from: 'spoofed', count: 3 },
    });
    expect(values).toMatchObject({ actorRole: 'system', codeMatches: 'true', count: 3, from: 'active' });
    expect(values).not.toHaveProperty('code');
    expect(values).not.toHaveProperty('facts');
    expect(values).not.toHaveProperty('type');
  });

  it('is pure: the same entry gives the same message and is left unchanged', () => {
    const copy = structuredClone(terminated);
    expect(describeEntry(terminated)).toEqual(describeEntry(copy));
    expect(terminated).toEqual(copy);
  });
});

describe('leafName', () => {
  it.each([
    ['active', 'active'],
    [{ issued: 'locked' }, 'locked'],
    [{ live: { confirmed: {} } }, 'confirmed'],
    [{ a: 'x', b: { c: 'y' } }, 'x, y'],
    [null, ''],
  ])('%j -> %s', (value, name) => expect(leafName(value)).toBe(name));
});

describe('activityMessageIds', () => {
  it('lists one message id per event of a machine, for message bundle checks', () => {
    const ids = activityMessageIds(purchaseCardMachine);
    expect(ids).toContain('activity.card.terminate');
    expect(ids).toContain('activity.card.shipped');
    expect(ids).toEqual([...new Set(ids)].sort());
    expect(ids).toHaveLength(10);
  });
});
