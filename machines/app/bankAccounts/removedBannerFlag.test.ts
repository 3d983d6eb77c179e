import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { BankAccountsData, BankAccountView } from './bankAccountTypes';
import { bankAccountsMachine } from './bankAccountsMachine';

// Spec 2 "Dialogs and banners controlled by stored flags": the bank-account-removed banner shows
// while the user's stored flag says so, and never again once they dismissed it.
const removed: BankAccountView = {
  id: 'a', holderName: 'h', accountName: '', bankName: 'b', bankingCountry: 'GB', currency: 'GBP', scheme: 'V1', maskedAccountNumber: '••••1111', branchCode: '200000',
  partialIban: null, autoPay: false, directDebitSignatureDate: '2026-02-01', status: 'removed', createdAt: '2026-02-01T00:00:00Z',
  mandate: { status: 'cancelled', reference: 'R', signedAt: null, failedAt: null, failureReason: null, cancelledAt: '2026-02-02T00:00:00Z', retryAvailableAt: null, auddis: true },
};

function start(removedBannerDisplayed: boolean | undefined) {
  const data: BankAccountsData = { accounts: [removed], canManage: true, autoPayRequired: false, now: '2026-02-03T00:00:00Z', viewerUserId: 'u1', enrolDialogDisplayed: false, removedBannerDisplayed };
  const remembered: string[] = [];
  const logic = bankAccountsMachine.provide({
    actors: { loadBankAccounts: fromPromise(async () => data), watchBankAccounts: fromCallback(() => () => {}), setAutoPay: fromPromise(async () => removed) },
    actions: { rememberRemovedBannerDismissed: ({ context }) => void remembered.push(context.data?.viewerUserId ?? '') },
  });
  return { actor: createActor(logic).start(), remembered };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('bank-account-removed banner flag', () => {
  it('shows while the flag says so; dismissing stores it for the user', async () => {
    const { actor, remembered } = start(true);
    await settle();
    expect(actor.getSnapshot().can({ type: 'removedBanner.dismiss' })).toBe(true);
    actor.send({ type: 'removedBanner.dismiss' });
    expect(actor.getSnapshot().can({ type: 'removedBanner.dismiss' })).toBe(false);
    expect(remembered).toEqual(['u1']);
  });

  it('never shows again to a user who dismissed it (flag false); shows when no flag is stored', async () => {
    const dismissed = start(false);
    await settle();
    expect(dismissed.actor.getSnapshot().can({ type: 'removedBanner.dismiss' })).toBe(false);
    const fresh = start(undefined);
    await settle();
    expect(fresh.actor.getSnapshot().can({ type: 'removedBanner.dismiss' })).toBe(true);
  });
});
