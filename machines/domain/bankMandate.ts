import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { MANDATE_RETRY_WAIT_MS, isMandateRetryWindowOpen } from '../rules/mandateRetry';
import { leafStatus, stateValueFor } from './domainKit';
import type { DomainStateMeta, DomainTransitionMeta, RuleDoc } from './domainKit';

/**
 * Spec 4 "Bank mandate", 9 "Timing": the direct-debit mandate of the buyer's one active bank
 * account (spec 5: only one active bank account at a time). Replacing the account starts a new
 * mandate, so the machine follows the buyer's direct-debit setup over time.
 */
export type MandateEffect = 'removeBankAccount' | 'showBankAccountRemovedBanner';

export interface BankMandateContext {
  signedAt: string | null;
  failedAt: string | null;
  failureReason: string | null;
  cancelledAt: string | null;
  /** Effects the server performs for the transition just taken. */
  pendingEffects: MandateEffect[];
}

export type BankMandateEvent =
  | { type: 'mandate.signed'; now: string }
  | { type: 'mandate.failed'; reason: string; now: string }
  | { type: 'mandate.cancelled'; now: string }
  | { type: 'mandate.unsupported' }
  /** The add-bank-account flow submits again after a failure. */
  | { type: 'mandate.retry'; now: string }
  /** A new bank account replaces the one whose mandate is signed. */
  | { type: 'bankAccount.replace'; now: string }
  /** A bank account is added after the last one was removed or its bank was not supported. */
  | { type: 'bankAccount.add'; now: string };

export type BankMandateStatus = 'pending' | 'signed' | 'failed' | 'cancelled' | 'unsupportedBank';

const SPEC = '4. Bank mandate';
const fresh: BankMandateContext = { signedAt: null, failedAt: null, failureReason: null, cancelledAt: null, pendingEffects: [] };
const nowOf = (event: BankMandateEvent) => ('now' in event ? event.now : null);

export const bankMandateMachine = setup({
  types: {
    context: {} as BankMandateContext,
    events: {} as BankMandateEvent,
    input: {} as Partial<BankMandateContext>,
    meta: {} as DomainStateMeta,
    transitionMeta: {} as DomainTransitionMeta,
  },
  guards: {
    isMandateSigned: ({ context }) => context.signedAt !== null,
    isRetryWindowOpen: ({ context, event }) => isMandateRetryWindowOpen(context.failedAt, nowOf(event)),
  },
  actions: {
    startNewMandate: assign(() => ({ ...fresh })),
    recordSignature: assign(({ event }) => ({ signedAt: nowOf(event), pendingEffects: [] })),
    recordFailure: assign(({ event }) => (event.type === 'mandate.failed' ? { failedAt: event.now, failureReason: event.reason, pendingEffects: [] } : {})),
    removeBankAccount: assign(({ event }) => ({
      cancelledAt: nowOf(event),
      pendingEffects: ['removeBankAccount', 'showBankAccountRemovedBanner'] as MandateEffect[],
    })),
    clearEffects: assign({ pendingEffects: [] as MandateEffect[] }),
  },
}).createMachine({
  id: 'bankMandate',
  description: "The direct-debit mandate of the buyer's bank account: set up with the bank, signed, failed, cancelled or refused by an unsupported bank.",
  context: ({ input }) => ({ ...fresh, ...input }),
  initial: 'accountOnFile',
  states: {
    accountOnFile: {
      description: 'A bank account is on file: its mandate is being set up with the bank, or is signed.',
      meta: { spec: SPEC },
      initial: 'pending',
      on: {
        'bankAccount.replace': {
          guard: 'isMandateSigned',
          target: '.pending',
          actions: 'startNewMandate',
          description: 'The bank account can be replaced once its mandate is signed, never while a mandate is pending. Payments due in the next 2 days may still be drafted from the old account.',
          meta: { spec: SPEC },
        },
      },
      states: {
        pending: {
          description: 'Pending: the bank is setting up the mandate (e-mail within 24 hours; several days in the UK). The account cannot be replaced meanwhile.',
          meta: { spec: '9. Timing' },
          on: {
            'mandate.signed': { target: 'signed', actions: 'recordSignature', description: 'The bank confirms the mandate: direct debit is set up.', meta: { spec: SPEC } },
            'mandate.failed': { target: '#bankMandate.failed', actions: 'recordFailure', description: 'The bank reports the mandate failed.', meta: { spec: SPEC } },
            'mandate.unsupported': { target: '#bankMandate.unsupportedBank', actions: 'clearEffects', description: 'The bank does not support direct debit.', meta: { spec: SPEC } },
            'mandate.cancelled': {
              target: '#bankMandate.cancelled',
              actions: 'removeBankAccount',
              description: 'The mandate is cancelled: the bank account is removed and a banner tells the buyer.',
              meta: { spec: SPEC, effects: ['removeBankAccount', 'showBankAccountRemovedBanner'] },
            },
          },
        },
        signed: {
          description: 'Signed: direct debit is set up (first debit no sooner than 10 business days after approval).',
          meta: { spec: SPEC },
          on: {
            'mandate.cancelled': {
              target: '#bankMandate.cancelled',
              actions: 'removeBankAccount',
              description: 'The mandate is cancelled: the bank account is removed and a banner tells the buyer.',
              meta: { spec: SPEC, effects: ['removeBankAccount', 'showBankAccountRemovedBanner'] },
            },
          },
        },
      },
    },
    failed: {
      description: 'Failed: the buyer is led to the add-bank-account flow; a new attempt is accepted 15 minutes after the failure.',
      meta: { spec: SPEC, nextStep: 'new-bank-account-v2 (add-bank-account flow)' },
      on: {
        'mandate.retry': {
          guard: 'isRetryWindowOpen',
          target: 'accountOnFile.pending',
          actions: 'startNewMandate',
          description: 'A failed mandate can be retried 15 minutes after the failure.',
          meta: { spec: '9. Timing' },
        },
      },
    },
    cancelled: {
      description: 'Cancelled: the bank account was removed and the buyer sees the bank-account-removed banner.',
      meta: { spec: SPEC, effects: ['removeBankAccount', 'showBankAccountRemovedBanner'], nextStep: 'add-bank-account flow' },
      on: { 'bankAccount.add': { target: 'accountOnFile.pending', actions: 'startNewMandate', description: 'A new bank account starts a new mandate.', meta: { spec: SPEC } } },
    },
    unsupportedBank: {
      description: 'The bank does not support direct debit; another bank account is needed.',
      meta: { spec: '8. Bank', nextStep: 'add-bank-account flow' },
      on: { 'bankAccount.add': { target: 'accountOnFile.pending', actions: 'startNewMandate', description: 'A new bank account starts a new mandate.', meta: { spec: SPEC } } },
    },
  },
});

export type BankMandateSnapshot = SnapshotFrom<typeof bankMandateMachine>;

/** The snapshot of a stored mandate. A pending mandate is never signed, whatever the row says. */
export function initialFor(mandate: { status: BankMandateStatus } & Partial<BankMandateContext>): BankMandateSnapshot {
  const { status, ...facts } = mandate;
  const context = { ...fresh, ...facts, pendingEffects: [] };
  if (status === 'pending') context.signedAt = null;
  return bankMandateMachine.resolveState({ value: stateValueFor(bankMandateMachine, status), context });
}

export const bankMandateStatus = (snapshot: BankMandateSnapshot) => leafStatus(snapshot) as BankMandateStatus;

type Doc = RuleDoc<BankMandateContext, BankMandateEvent>;
export const bankMandateRules: Record<'isMandateSigned' | 'isRetryWindowOpen', Doc> = {
  isMandateSigned: { description: 'No replacement while a mandate is pending: the bank account can be replaced only once its mandate is signed.', spec: SPEC },
  isRetryWindowOpen: { description: `A failed mandate can be retried ${MANDATE_RETRY_WAIT_MS / 60_000} minutes after the failure, not sooner.`, spec: '9. Timing' },
};

const FAILED_AT = '2026-03-02T10:00:00Z';
export const bankMandateSampleEvents: readonly BankMandateEvent[] = [
  { type: 'mandate.signed', now: '2026-03-02T09:00:00Z' },
  { type: 'mandate.failed', reason: 'account closed', now: FAILED_AT },
  { type: 'mandate.cancelled', now: '2026-03-03T09:00:00Z' },
  { type: 'mandate.unsupported' },
  { type: 'mandate.retry', now: '2026-03-02T10:14:59Z' },
  { type: 'mandate.retry', now: '2026-03-02T10:15:00Z' },
  { type: 'bankAccount.replace', now: '2026-03-04T09:00:00Z' },
  { type: 'bankAccount.add', now: '2026-03-04T09:00:00Z' },
];

/** The buyer's current mandate, as stored with its bank account. */
export type StoredMandate = { status: BankMandateStatus } & Partial<BankMandateContext>;

/**
 * Which mandate event adding a bank account is (spec 5 "Only one active bank account at a time"):
 * a new account replaces an account on file (`bankAccount.replace`, only once its mandate is
 * signed), retries a failed mandate (`mandate.retry`, 15 minutes after the failure) or follows a
 * removed or unsupported one (`bankAccount.add`). Null: no account yet, the mandate simply starts.
 */
export function addBankAccountEvent(current: StoredMandate | null, now: string): BankMandateEvent | null {
  if (current === null) return null;
  switch (current.status) {
    case 'pending':
    case 'signed':
      return { type: 'bankAccount.replace', now };
    case 'failed':
      return { type: 'mandate.retry', now };
    default:
      return { type: 'bankAccount.add', now };
  }
}

/** May a bank account be added now? Asks the machine, as the server's `decide` will. */
export function canAddBankAccount(current: StoredMandate | null, now: string): boolean {
  const event = addBankAccountEvent(current, now);
  return event === null || initialFor(current!).can(event);
}
