import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { BankAccountsData, BankAccountView, BankAccountWatchEvent } from './bankAccountTypes';
import { bankAccountsMachine, mergeAccount } from './bankAccountsMachine';

const account = (id: string, createdAt: string, status: BankAccountView['status'] = 'active', mandateStatus: BankAccountView['mandate']['status'] = 'pending'): BankAccountView => ({
  id, holderName: 'h', accountName: '', bankName: 'b', bankingCountry: 'GB', currency: 'GBP', scheme: 'V1', maskedAccountNumber: '••••1111', branchCode: '200000',
  partialIban: null, autoPay: false, directDebitSignatureDate: createdAt.slice(0, 10), status, createdAt,
  mandate: { status: mandateStatus, reference: 'R', signedAt: null, failedAt: null, failureReason: null, cancelledAt: null, retryAvailableAt: null, auddis: true },
});
const OLD = account('old', '2026-01-01T00:00:00Z', 'active', 'signed');

describe('mergeAccount', () => {
  it('replaces a pushed account in place and puts a new one first, making the previous active one inactive', () => {
    expect(mergeAccount([OLD], { ...OLD, autoPay: true })).toEqual([{ ...OLD, autoPay: true }]);
    const fresh = account('new', '2026-02-01T00:00:00Z');
    expect(mergeAccount([OLD], fresh).map((a) => [a.id, a.status])).toEqual([['new', 'active'], ['old', 'inactive']]);
  });
});

describe('bankAccounts machine', () => {
  it('loads, then applies pushed mandate changes; a failed load can be retried', async () => {
    let loads = 0;
    let push: ((event: BankAccountWatchEvent) => void) | null = null;
    const data: BankAccountsData = { accounts: [account('a', '2026-02-01T00:00:00Z')], canManage: true, autoPayRequired: false, now: '2026-02-01T00:00:00Z', viewerUserId: 'u' };
    const logic = bankAccountsMachine.provide({
      actors: {
        loadBankAccounts: fromPromise(async () => {
          loads += 1;
          if (loads === 1) throw new Error('offline');
          return data;
        }),
        watchBankAccounts: fromCallback(({ sendBack }) => {
          push = sendBack;
          return () => {
            push = null;
          };
        }),
      },
    });
    const actor = createActor(logic).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'bankAccounts.retry' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('ready');
    expect(push).not.toBeNull();
    push!({ type: 'bankAccount.updated', account: account('a', '2026-02-01T00:00:00Z', 'active', 'signed') });
    expect(actor.getSnapshot().context.accounts[0]?.mandate.status).toBe('signed');
    actor.stop();
    expect(push).toBeNull();
  });
});
