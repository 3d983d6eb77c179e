import type { SnapshotFrom } from 'xstate';
import type { SpecMeta } from '../../specMeta';
import { initialMakePaymentContext, makePaymentSetup } from './makePaymentSetup';
import type { MakePaymentContext } from './makePaymentTypes';

/**
 * Make Payment (spec 2 "Screens named by the interface text": select invoices, review and pay,
 * success page and unsuccessful page; spec 3 "Buyer payment"; spec 8 "Payments"). Steps: select ->
 * amounts -> method -> review (the server's allocation preview) -> approving (a security code, when the
 * program asks for one) -> paying -> success | unsuccessful.
 * Side effects are the named actors of `MakePaymentActorTypes` (paymentTypes.ts). The machine has
 * no randomness: the idempotency key of an attempt arrives in the `payment.pay` event.
 */

const SCREEN = { spec: '2. Screens named by the interface text (Make Payment)' } satisfies SpecMeta;
const PAYMENT = { spec: '3. Buyer payment' } satisfies SpecMeta;
const ERRORS = { spec: '8. The error catalogue (Payments)' } satisfies SpecMeta;
const IDEMPOTENCY = { spec: 'DESIGN: API and data (idempotency keys)' } satisfies SpecMeta;
const APPROVAL = { spec: '6. Roles and permissions (MFA scope OrderApproval)' } satisfies SpecMeta;
const VERIFY = { spec: '8. The error catalogue (Verify: expired, invalid code)' } satisfies SpecMeta;

const allocationsInput = ({ context }: { context: MakePaymentContext }) => ({
  buyerId: context.buyerId,
  method: context.method ?? 'directDebit',
  allocations: context.allocations,
});

export const makePaymentMachine = makePaymentSetup.createMachine({
  id: 'makePayment',
  description: 'Paying invoices: choose them, the amount for each, the method, check the preview, pay.',
  meta: SCREEN,
  context: initialMakePaymentContext,
  initial: 'loadingSelection',
  states: {
    loadingSelection: {
      description: 'Loads the invoices picked on the invoice list ("Pay selected"), if any, and whether paying needs an approval code.',
      meta: SCREEN,
      invoke: {
        id: 'loadInvoices',
        src: 'loadInvoices',
        input: ({ context }) => ({ buyerId: context.buyerId, ids: context.preselectedIds }),
        onDone: {
          target: 'selecting',
          actions: 'storeStart',
          description: 'Only invoices that can be paid now stay selected; whether paying needs an approval code is known from here on, so the steps are counted right from the first.',
          meta: SCREEN,
        },
        onError: { target: 'selecting', actions: 'recordFailure', description: 'If they cannot be loaded, the user chooses the invoices again.' },
      },
    },
    selecting: {
      description: 'Select invoices: the user chooses which open invoices to pay.',
      meta: SCREEN,
      on: {
        'payment.invoicesSelected': {
          actions: ['storeInvoices', 'endAttempt'],
          description: 'Only invoices that can be paid now can be selected; each keeps an amount entered before, a new one is paid in full.',
          meta: SCREEN,
        },
        'payment.next': { guard: 'hasSelection', target: 'amounts', description: 'At least one invoice must be selected.', meta: SCREEN },
      },
    },
    amounts: {
      description: 'The amount to pay on each invoice; a partial payment is allowed.',
      meta: PAYMENT,
      on: {
        'payment.amountsEntered': {
          guard: 'areAmountsValid',
          target: 'choosingMethod',
          actions: ['storeAllocations', 'endAttempt'],
          description: 'Each amount is more than zero and at most what the invoice still owes.',
          meta: PAYMENT,
        },
        'payment.back': { target: 'selecting', description: 'Back to choosing invoices; the amounts are kept.', meta: SCREEN },
      },
    },
    choosingMethod: {
      description: 'The payment method: bank transfer (to the program\'s remittance account) or direct debit.',
      meta: { spec: '1. What the product does (pay by bank transfer or direct debit)' },
      initial: 'loading',
      states: {
        loading: {
          description: 'Asks which methods this buyer can use now.',
          meta: PAYMENT,
          invoke: {
            id: 'loadMethods',
            src: 'loadMethods',
            input: ({ context }) => ({ buyerId: context.buyerId }),
            onDone: { target: 'ready', actions: 'storeMethods', description: 'The methods this buyer can use now are shown.', meta: PAYMENT },
            onError: { target: 'failed', actions: 'recordFailure', description: 'The methods could not be loaded; the user may retry.' },
          },
        },
        ready: {
          description: 'The user picks an available method.',
          meta: PAYMENT,
          on: {
            'payment.methodChosen': {
              guard: 'isMethodAvailable',
              target: '#makePayment.review',
              actions: ['storeMethod', 'endAttempt'],
              description: 'Only a method the buyer can use now (e.g. direct debit needs a bank account with a signed mandate).',
              meta: PAYMENT,
            },
          },
        },
        failed: {
          description: 'Loading the methods failed.',
          meta: PAYMENT,
          on: { 'payment.retry': { target: 'loading', description: 'The user asks for the methods again.', meta: PAYMENT } },
        },
      },
      on: { 'payment.back': { target: 'amounts', description: 'Back to the amounts; the method is chosen again afterwards.', meta: SCREEN } },
    },
    review: {
      description: 'Review and pay: the server previews what the payment does to each invoice and to the credit available.',
      meta: SCREEN,
      entry: 'clearPreview',
      initial: 'loadingPreview',
      states: {
        loadingPreview: {
          description: 'Computes the allocation preview on the server (the same rules makePayment applies).',
          meta: SCREEN,
          invoke: {
            id: 'loadPreview',
            src: 'loadPreview',
            input: allocationsInput,
            onDone: [
              { guard: 'isPreviewValid', target: 'ready', actions: 'storePreview', description: 'The allocation breaks no rule: the user may pay.', meta: PAYMENT },
              { target: 'refused', actions: 'storePreview', description: 'The allocation breaks a rule (e.g. an invoice was paid meanwhile): the problems show.', meta: PAYMENT },
            ],
            onError: { target: 'failed', actions: 'recordFailure', description: 'The preview could not be computed; the user may retry.' },
          },
        },
        ready: {
          description: 'Each invoice shows its remaining amount now and after; the credit available after. Pay is enabled.',
          meta: SCREEN,
          on: {
            'payment.pay': [
              {
                guard: 'isApprovalRequired',
                target: '#makePayment.approving',
                actions: ['adoptAttemptKey', 'clearApproval'],
                description: 'Pay, where the program asks for a security code to approve payments: the code step comes first (the idempotency key is fixed as below).',
                meta: APPROVAL,
              },
              {
                target: '#makePayment.paying',
                actions: 'adoptAttemptKey',
                description: 'Pay: the first Pay of an attempt fixes its idempotency key; a retry of the same attempt reuses it.',
                meta: IDEMPOTENCY,
              },
            ],
          },
        },
        refused: {
          description: 'The preview found problems; the user changes the amounts or the selection.',
          meta: PAYMENT,
        },
        failed: {
          description: 'The preview could not be loaded.',
          meta: SCREEN,
          on: { 'payment.retry': { target: 'loadingPreview', description: 'The user asks for the preview again.', meta: SCREEN } },
        },
      },
      on: {
        'payment.back': { target: 'choosingMethod', description: 'Back to the payment method.', meta: SCREEN },
        'payment.edit': { target: 'amounts', description: 'Edit the amounts from the review; the preview is computed again afterwards.', meta: SCREEN },
      },
    },
    approving: {
      description: 'Approve the payment with a security code: the program asks for one before every payment (2-step verification). The code goes to the user\'s e-mail or phone.',
      meta: APPROVAL,
      initial: 'sending',
      states: {
        sending: {
          description: 'Sends a code for this payment (these invoices, amounts and method) to the user\'s e-mail or phone.',
          meta: APPROVAL,
          invoke: {
            id: 'requestApprovalCode',
            src: 'requestApprovalCode',
            input: allocationsInput,
            onDone: { target: 'entering', actions: 'storeChallenge', description: 'The code is on its way; the screen says where it went.', meta: APPROVAL },
            onError: [
              {
                guard: 'hasChallenge',
                target: 'entering',
                actions: 'recordFailure',
                description: 'Another code could not be sent (e.g. asked again within a minute): the code sent before still works, and the reason shows.',
                meta: { spec: '9. Business constants and limits (resend code: wait at least 1 minute)' },
              },
              { target: 'failed', actions: 'recordFailure', description: 'No code could be sent: the reason shows and the user may try again.', meta: APPROVAL },
            ],
          },
        },
        entering: {
          description: 'The user types the code they received. Nothing of the payment is lost on this step.',
          meta: APPROVAL,
          on: {
            'payment.codeEntered': [
              { guard: 'isCodeWellFormed', target: '#makePayment.paying', actions: 'storeApprovalCode', description: 'A six-digit code: the payment is made with it.', meta: APPROVAL },
              { actions: 'recordMalformedCode', description: 'Anything but six digits is refused before asking the server.', meta: VERIFY },
            ],
            'payment.resendCode': { target: 'sending', description: 'Send another code (the server allows one a minute).', meta: { spec: '9. Business constants and limits (resend code: wait at least 1 minute)' } },
          },
        },
        failed: {
          description: 'No code was sent.',
          meta: APPROVAL,
          on: { 'payment.retry': { target: 'sending', description: 'The user asks for a code again.', meta: APPROVAL } },
        },
      },
      on: { 'payment.back': { target: 'review', description: 'Back to the review; the payment is not made.', meta: SCREEN } },
    },
    paying: {
      description: 'The payment is being made (Pay is disabled meanwhile).',
      meta: PAYMENT,
      invoke: {
        id: 'submitPayment',
        src: 'submitPayment',
        input: ({ context }) => ({
          ...allocationsInput({ context }),
          idempotencyKey: context.attemptKey ?? '',
          approval: context.challenge && context.approvalCode ? { challengeId: context.challenge.challengeId, code: context.approvalCode } : null,
        }),
        onDone: { target: 'success', actions: 'storeResult', description: 'The payment is made; it is Pending until the bank posts it.', meta: PAYMENT },
        onError: [
          {
            guard: 'isApprovalCodeRefused',
            target: 'approving.entering',
            actions: 'recordFailure',
            description: 'The code was wrong, expired, already used or tried too often: no payment was made; back to the code step with the reason (a new code can be asked for).',
            meta: VERIFY,
          },
          {
            guard: 'isBankAccountBlocked',
            target: 'unsuccessful.bankAccountBlocked',
            actions: ['recordFailure', 'endAttempt'],
            description: 'Payment unsuccessful due to a block on the bank account: no payment was made.',
            meta: ERRORS,
          },
          {
            guard: 'isOutcomeUnknown',
            target: 'unsuccessful.interrupted',
            actions: 'recordFailure',
            description: 'No clear answer (network or server error): the payment may have been made, so the attempt and its key are kept.',
            meta: IDEMPOTENCY,
          },
          {
            target: 'unsuccessful.refused',
            actions: ['recordFailure', 'endAttempt'],
            description: 'The server refused the payment (e.g. an allocation rule): no payment was made.',
            meta: ERRORS,
          },
        ],
      },
    },
    success: {
      type: 'final',
      description: 'Success page: the payment id, its status (Pending) and a link to the payment.',
      meta: SCREEN,
    },
    unsuccessful: {
      description: 'Unsuccessful page: says why; retrying keeps the entered invoices, amounts and method.',
      meta: SCREEN,
      initial: 'refused',
      states: {
        bankAccountBlocked: {
          description: 'Payment unsuccessful due to a block on the bank account.',
          meta: ERRORS,
          on: { 'payment.retry': { target: '#makePayment.review', description: 'Retry as a new attempt: the preview is computed again.', meta: SCREEN } },
        },
        refused: {
          description: 'The server refused the payment.',
          meta: ERRORS,
          on: { 'payment.retry': { target: '#makePayment.review', description: 'Retry as a new attempt: the preview is computed again.', meta: SCREEN } },
        },
        interrupted: {
          description: 'The answer was lost: whether the payment was made is unknown.',
          meta: IDEMPOTENCY,
          on: {
            'payment.retry': {
              target: '#makePayment.paying',
              description: 'Retry the same attempt with the same idempotency key: the server answers with the first result, never a second payment.',
              meta: IDEMPOTENCY,
            },
          },
        },
      },
      on: { 'payment.edit': { target: 'amounts', description: 'Change the amounts (or go on to change the invoices or method).', meta: SCREEN } },
    },
  },
});

export type MakePaymentMachine = typeof makePaymentMachine;
export type MakePaymentSnapshot = SnapshotFrom<MakePaymentMachine>;
