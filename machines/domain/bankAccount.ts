import { setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { leafStatus, stateValueFor } from './domainKit';
import type { DomainStateMeta, DomainTransitionMeta, RuleDoc } from './domainKit';

/**
 * Spec 5 "only one active bank account at a time", 4 "Bank mandate" (a cancelled mandate removes
 * the bank account). One bank account of a buyer; its mandate has its own machine (bankMandate).
 * Added accounts start active; adding the next one makes this one inactive; the mandate's
 * `removeBankAccount` effect removes it, for good.
 */
export type BankAccountEvent =
  | { type: 'bankAccount.superseded' }
  | { type: 'bankAccount.removed' };

export type BankAccountStatus = 'active' | 'inactive' | 'removed';

export const bankAccountMachine = setup({
  types: {
    events: {} as BankAccountEvent,
    meta: {} as DomainStateMeta,
    transitionMeta: {} as DomainTransitionMeta,
  },
}).createMachine({
  id: 'bankAccount',
  description: "A buyer's bank account: active until another replaces it, removed when its mandate is cancelled.",
  initial: 'onFile',
  states: {
    onFile: {
      description: 'The account is on file (active or kept as a former account).',
      meta: { spec: '5. Specific rules' },
      initial: 'active',
      on: {
        'bankAccount.removed': { target: 'removed', description: 'Its mandate was cancelled: the bank account is removed and a banner tells the buyer.', meta: { spec: '4. Bank mandate' } },
      },
      states: {
        active: {
          description: 'The buyer\'s one active bank account.',
          meta: { spec: '5. Specific rules' },
          on: {
            'bankAccount.superseded': { target: 'inactive', description: 'A new bank account was added: only one account is active at a time.', meta: { spec: '5. Specific rules' } },
          },
        },
        inactive: { description: 'A former account, replaced by a newer one.', meta: { spec: '5. Specific rules' } },
      },
    },
    removed: { type: 'final', description: 'Removed after its mandate was cancelled.', meta: { spec: '4. Bank mandate', permanent: true } },
  },
});

export type BankAccountSnapshot = SnapshotFrom<typeof bankAccountMachine>;

export function initialFor(account: { status: BankAccountStatus }): BankAccountSnapshot {
  return bankAccountMachine.resolveState({ value: stateValueFor(bankAccountMachine, account.status), context: {} });
}

export const bankAccountStatus = (snapshot: BankAccountSnapshot) => leafStatus(snapshot) as BankAccountStatus;

/** No guards: which account is replaced or removed is the mandate's and the server's business. */
export const bankAccountRules: Record<string, RuleDoc> = {};

export const bankAccountSampleEvents: readonly BankAccountEvent[] = [{ type: 'bankAccount.superseded' }, { type: 'bankAccount.removed' }];
