import { describe, expect, it } from 'vitest';
import { agingBucketOf, defaultStatementPeriod, lastTwelveMonthEnds, statementPeriodProblem } from './reportPeriod';

describe('report rules', () => {
  it('ages an owed amount by days past due; not past due is current; marked Past Due counts at least a day', () => {
    const today = '2026-11-20';
    expect(agingBucketOf(false, '2026-10-01', today)).toBe('current');
    expect(agingBucketOf(true, '2026-11-20', today)).toBe('days1to30');
    expect(agingBucketOf(true, '2026-10-21', today)).toBe('days1to30');
    expect(agingBucketOf(true, '2026-10-20', today)).toBe('days31to60');
    expect(agingBucketOf(true, '2026-09-21', today)).toBe('days31to60');
    expect(agingBucketOf(true, '2026-09-20', today)).toBe('days61to90');
    expect(agingBucketOf(true, '2026-08-22', today)).toBe('days61to90');
    expect(agingBucketOf(true, '2026-08-21', today)).toBe('over90');
  });

  it('refuses a period that is not dates, ends before it starts, ends after today or is longer than 366 days', () => {
    const today = '2026-11-20';
    expect(statementPeriodProblem({ from: '2026-02-30', to: today }, today)).toBe('invalidDate');
    expect(statementPeriodProblem({ from: '2026-11-20', to: '2026-11-19' }, today)).toBe('fromAfterTo');
    expect(statementPeriodProblem({ from: '2026-11-01', to: '2026-11-21' }, today)).toBe('toInFuture');
    expect(statementPeriodProblem({ from: '2025-11-19', to: today }, today)).toBe('tooLong');
    expect(statementPeriodProblem({ from: '2025-11-20', to: today }, today)).toBeNull();
    expect(statementPeriodProblem({ from: today, to: today }, today)).toBeNull();
  });

  it('gives the default period and the twelve month ends', () => {
    expect(defaultStatementPeriod('2026-11-20')).toEqual({ from: '2026-08-01', to: '2026-11-20' });
    expect(defaultStatementPeriod('2026-02-05')).toEqual({ from: '2025-11-01', to: '2026-02-05' });
    expect(lastTwelveMonthEnds('2026-03-15')).toEqual([
      '2025-04-30', '2025-05-31', '2025-06-30', '2025-07-31', '2025-08-31', '2025-09-30', '2025-10-31', '2025-11-30', '2025-12-31', '2026-01-31', '2026-02-28', '2026-03-15',
    ]);
  });
});
