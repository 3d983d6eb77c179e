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
    const data: BankAccountsData = { accounts: [account('a', '2026-02-01T00:00:00Z')], canManage: true, autoPayRequired: false, now: '2026-02-01T00:00:00Z', viewerUserId: 'u', enrolDialogDisplayed: true };
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
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(push).not.toBeNull();
    push!({ type: 'bankAccount.updated', account: account('a', '2026-02-01T00:00:00Z', 'active', 'signed') });
    expect(actor.getSnapshot().context.accounts[0]?.mandate.status).toBe('signed');
    actor.stop();
    expect(push).toBeNull();
  });
});

describe('bankAccounts machine: AutoPay and the direct-debit offer', () => {
  const signed = account('a', '2026-02-01T00:00:00Z', 'active', 'signed');
  const start = (over: Partial<BankAccountsData>, saved: (input: { id: string; autoPay: boolean }) => Promise<BankAccountView>) => {
    const data: BankAccountsData = { accounts: [signed], canManage: true, autoPayRequired: false, now: '2026-02-01T00:00:00Z', viewerUserId: 'u', enrolDialogDisplayed: true, ...over };
    const remembered: string[] = [];
    const logic = bankAccountsMachine.provide({
      actors: {
        loadBankAccounts: fromPromise(async () => data),
        watchBankAccounts: fromCallback(() => () => {}),
        setAutoPay: fromPromise(async ({ input }) => saved(input)),
      },
      actions: { rememberEnrolDismissed: ({ context }) => void remembered.push(context.data?.viewerUserId ?? '') },
    });
    return { actor: createActor(logic).start(), remembered };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('enrolling switches AutoPay on and the offer is not made again (stored for the viewer)', async () => {
    const { actor, remembered } = start({}, async (input) => ({ ...signed, autoPay: input.autoPay }));
    await settle();
    expect(actor.getSnapshot().can({ type: 'enrolDialog.enrol' })).toBe(true);
    actor.send({ type: 'enrolDialog.enrol' });
    await settle();
    expect(actor.getSnapshot().context.accounts[0]?.autoPay).toBe(true);
    expect(remembered).toEqual(['u']);
    expect(actor.getSnapshot().can({ type: 'enrolDialog.enrol' })).toBe(false);
  });

  it('AutoPay cannot be switched off while the terms require it; a failed save keeps the value and says why', async () => {
    const { actor } = start({ autoPayRequired: true, accounts: [{ ...signed, autoPay: true }] }, async () => {
      throw { code: 'FORBIDDEN', messageId: 'error.forbidden' };
    });
    await settle();
    expect(actor.getSnapshot().can({ type: 'autoPay.set', autoPay: false })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'enrolDialog.enrol' })).toBe(false);
    const open = start({ accounts: [{ ...signed, autoPay: true }] }, async () => {
      throw { code: 'FORBIDDEN', messageId: 'error.forbidden' };
    }).actor;
    await settle();
    open.send({ type: 'autoPay.set', autoPay: false });
    await settle();
    expect(open.getSnapshot().context.accounts[0]?.autoPay).toBe(true);
    expect(open.getSnapshot().context.autoPayFailure).toEqual({ code: 'FORBIDDEN', messageId: 'error.forbidden' });
  });
});
