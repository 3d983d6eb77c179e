import { describe, expect, it } from 'vitest';
import { hasTemporaryIncreaseEnded, temporaryIncreaseEndsAt } from './creditIncreaseExpiry';

describe('creditIncreaseExpiry', () => {
  const temporary = { type: 'temporary', endDate: '2026-04-02' };

  it('ends at 00:00 UTC of the day after the end date', () => {
    expect(temporaryIncreaseEndsAt('2026-04-02').toISOString()).toBe('2026-04-03T00:00:00.000Z');
    expect(temporaryIncreaseEndsAt('2026-12-31').toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it.each([
    ['2026-04-02T23:59:59.999Z', false],
    ['2026-04-03T00:00:00Z', true],
    ['2026-05-01T12:00:00Z', true],
  ])('a temporary increase ending 2026-04-02 at %s: ended %s', (now, ended) => {
    expect(hasTemporaryIncreaseEnded(temporary, now)).toBe(ended);
  });

  it('a permanent increase, a missing end date or a bad instant never ends', () => {
    expect(hasTemporaryIncreaseEnded({ type: 'permanent', endDate: '2026-04-02' }, '2030-01-01T00:00:00Z')).toBe(false);
    expect(hasTemporaryIncreaseEnded({ type: 'temporary', endDate: null }, '2030-01-01T00:00:00Z')).toBe(false);
    expect(hasTemporaryIncreaseEnded(null, '2030-01-01T00:00:00Z')).toBe(false);
    expect(hasTemporaryIncreaseEnded(temporary, 'not a date')).toBe(false);
  });
});
