import { describe, expect, it } from 'vitest';
import { bankAccountMachine as machine, bankAccountSampleEvents, bankAccountStatus, initialFor } from './bankAccount';
import { run, send, uncovered } from './testSupport';

describe('bankAccount', () => {
  it('an added account is active; the next one added makes it inactive', () => {
    expect(bankAccountStatus(run(machine, []))).toBe('active');
    expect(bankAccountStatus(run(machine, [{ type: 'bankAccount.superseded' }]))).toBe('inactive');
  });

  it.each(['active', 'inactive'] as const)('a %s account is removed when its mandate is cancelled', (status) => {
    expect(bankAccountStatus(run(machine, [{ type: 'bankAccount.removed' }], initialFor({ status })))).toBe('removed');
  });

  it('a removed account stays removed, and an inactive one is not superseded again', () => {
    const removed = initialFor({ status: 'removed' });
    expect(send(machine, removed, { type: 'bankAccount.superseded' }).accepted).toBe(false);
    expect(send(machine, removed, { type: 'bankAccount.removed' }).accepted).toBe(false);
    expect(send(machine, initialFor({ status: 'inactive' }), { type: 'bankAccount.superseded' }).accepted).toBe(false);
  });

  it('every transition is covered by paths from the sample events', () => {
    expect(uncovered(machine, bankAccountSampleEvents)).toEqual([]);
  });
});
