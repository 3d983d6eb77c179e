import { describe, expect, it } from 'vitest';
import { deactivationBlockers } from './userDeactivation';
import type { DeactivationFacts } from './userDeactivation';

const ok: DeactivationFacts = {
  targetUserId: 'u-2', actingUserId: 'u-1', isPrimaryUser: false, receivesInvoiceEmails: true, otherInvoiceReceiverCount: 1,
  isPrimaryContact: true, otherPrimaryContactCount: 1, linkedAccountCount: 0,
};

describe('deactivationBlockers', () => {
  it.each<[string, Partial<DeactivationFacts>, string[]]>([
    ['an ordinary user', {}, []],
    ['a user who receives no invoices and is no contact', { receivesInvoiceEmails: false, otherInvoiceReceiverCount: 0, isPrimaryContact: false, otherPrimaryContactCount: 0 }, []],
    ['the primary user', { isPrimaryUser: true }, ['primaryUser']],
    ['oneself', { targetUserId: 'u-1' }, ['ownAccount']],
    ['the last invoice receiver', { otherInvoiceReceiverCount: 0 }, ['lastInvoiceReceiver']],
    ['the last primary contact', { otherPrimaryContactCount: 0 }, ['lastPrimaryContact']],
    ['linked to one other account', { linkedAccountCount: 1 }, ['linkedToOtherAccounts']],
    ['a bad linked count (fail safe)', { linkedAccountCount: Number.NaN }, ['linkedToOtherAccounts']],
    ['a bad receiver count (fail safe)', { otherInvoiceReceiverCount: Number.NaN }, ['lastInvoiceReceiver']],
    ['everything at once', { isPrimaryUser: true, targetUserId: 'u-1', otherInvoiceReceiverCount: 0, otherPrimaryContactCount: 0, linkedAccountCount: 2 },
      ['primaryUser', 'ownAccount', 'lastInvoiceReceiver', 'lastPrimaryContact', 'linkedToOtherAccounts']],
  ])('%s', (_name, change, expected) => {
    expect(deactivationBlockers({ ...ok, ...change })).toEqual(expected);
  });
});
