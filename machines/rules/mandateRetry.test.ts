import { describe, expect, it } from 'vitest';
import { isMandateRetryWindowOpen, mandateRetryAvailableAt } from './mandateRetry';

const FAILED = '2026-03-02T10:00:00Z';

describe('isMandateRetryWindowOpen', () => {
  it.each<[string | null, unknown, boolean]>([
    [FAILED, '2026-03-02T10:00:00Z', false],
    [FAILED, '2026-03-02T10:14:59Z', false],
    [FAILED, '2026-03-02T10:14:59.999Z', false],
    [FAILED, '2026-03-02T10:15:00Z', true],
    [FAILED, '2026-03-02T11:15:00+01:00', true],
    [FAILED, '2026-03-03T09:00:00Z', true],
    [FAILED, 'later', false],
    [null, '2026-03-02T10:15:00Z', false],
    ['yesterday', '2026-03-02T10:15:00Z', false],
  ])('failed %j, now %j -> %s', (failedAt, now, expected) => {
    expect(isMandateRetryWindowOpen(failedAt, now)).toBe(expected);
  });

  it('says when the retry opens', () => {
    expect(mandateRetryAvailableAt(FAILED)).toBe('2026-03-02T10:15:00.000Z');
    expect(mandateRetryAvailableAt(null)).toBeNull();
  });
});
