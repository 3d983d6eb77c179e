import { expect, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { MakePaymentContext } from '../../machines/app/makePayment/makePaymentTypes';
import { MALFORMED_APPROVAL_CODE } from '../../machines/app/makePayment/paymentFailures';
import type { InvoiceSummary, MadePayment, PaymentPreview, PaymentStart } from '../../machines/app/makePayment/paymentTypes';
import { GraphqlStub, type GraphqlAnswer } from './graphqlStub';
import type { StepFilter, UiDriver } from './uiReplay';

/**
 * The Make Payment driver on the GraphQL stub (makePayment.spec.ts, second half): the invoices,
 * methods, preview, approval code and payment are the machine's samples, answered by the stub, so
 * the answers the real server gives only in rare situations (a load or preview that fails, a
 * refused preview, bank transfer, a second code within the minute refused, a wrong code, a lost or
 * refused payment, a payment that goes through) are driven on demand. Each request is HELD until
 * the path releases its outcome, so loading states are asserted while the request runs.
 */

/** Each actor's operation (the page sends one InvoiceById per picked invoice). */
const OPERATIONS: Record<string, string> = {
  loadInvoices: 'InvoiceById',
  loadMethods: 'PaymentMethods',
  loadPreview: 'PaymentPreview',
  requestApprovalCode: 'RequestPaymentApprovalCode',
  submitPayment: 'MakePayment',
};

/** English texts of the sample failures' message ids (what the page shows). */
const MESSAGES: Record<string, string> = {
  'purchaseCards.mfa.resendTooSoon': 'A code was sent less than a minute ago. Please wait a moment before asking for another.',
  'purchaseCards.mfa.invalidCode': 'That code is not correct. Please check it and try again.',
  'payments.make.approval.codeFormat': 'Enter the 6-digit code from the message.',
  'signIn.error.internal': 'An internal error occurred while signing you in. Please try again in a few minutes.',
  'payments.error.refused': 'The payment could not be made as entered. Check the invoices and amounts, then try again.',
};

const invoiceRow = (invoice: InvoiceSummary) => ({
  id: invoice.id, invoiceNumber: invoice.invoiceNumber, invoiceStatus: invoice.status, invoiceType: invoice.type, feeType: invoice.feeType,
  invoiceTotal: invoice.total, remainingDue: invoice.remainingDue, applied: invoice.applied, billDate: invoice.billDate, dueDate: invoice.dueDate,
  isPastDue: invoice.isPastDue, payable: invoice.payable, poNumber: invoice.poNumber, buyerUserName: invoice.buyerUserName, supplierName: invoice.supplierName,
  consolidated: false, notes: null, document: { status: 'ready', version: 1, url: null },
});

const previewFields = (preview: PaymentPreview) => ({ ...preview, lines: preview.lines.map((line) => ({ ...line, invoiceStatus: 'open' })) });

const paymentRow = ({ payment }: MadePayment) => {
  const { method, ...rest } = payment;
  return { ...rest, type: method };
};

/** The GraphQL answer the stub gives for an actor outcome (per request: the invoices are loaded one by one). */
function answerOf(event: AnyEventObject, actor: string): GraphqlAnswer | ((variables: unknown) => GraphqlAnswer) {
  if (event.type.startsWith('xstate.error.')) return { error: (event as { error?: { code: string; messageId: string } }).error! };
  const output = (event as { output?: unknown }).output;
  switch (actor) {
    case 'loadInvoices':
      return (variables) => ({ data: { invoice: invoiceRow((output as PaymentStart).invoices.find((i) => i.id === (variables as { id: string }).id)!) } });
    case 'loadMethods':
      return { data: { paymentMethods: output } };
    case 'loadPreview':
      return { data: { paymentPreview: previewFields(output as PaymentPreview) } };
    case 'requestApprovalCode':
      return { data: { requestPaymentApprovalCode: output } };
    default: {
      const made = output as MadePayment;
      return { data: { makePayment: { payment: paymentRow(made), preview: previewFields(made.preview), replayed: made.replayed } } };
    }
  }
}

/** The page's controls in each settled state: a step that loads shows only a progress circle. */
const CONTROLS: Record<string, readonly string[]> = {
  '"selecting"': ['payment.invoicesSelected', 'payment.next'],
  '"amounts"': ['payment.amountsEntered', 'payment.back'],
  '{"choosingMethod":"ready"}': ['payment.methodChosen', 'payment.back'],
  '{"choosingMethod":"failed"}': ['payment.retry', 'payment.back'],
  '{"review":"ready"}': ['payment.pay', 'payment.back', 'payment.edit'],
  '{"review":"refused"}': ['payment.back', 'payment.edit'],
  '{"review":"failed"}': ['payment.retry', 'payment.back'],
  '{"approving":"entering"}': ['payment.codeEntered', 'payment.resendCode', 'payment.back'],
  '{"approving":"failed"}': ['payment.retry', 'payment.back'],
  '{"unsuccessful":"bankAccountBlocked"}': ['payment.retry', 'payment.edit'],
  '{"unsuccessful":"refused"}': ['payment.retry', 'payment.edit'],
  '{"unsuccessful":"interrupted"}': ['payment.retry', 'payment.edit'],
};

const payableIds = (invoices: readonly InvoiceSummary[]) => invoices.filter((i) => i.payable).map((i) => i.id).sort().join(',');

/**
 * What the page can do: every actor outcome the server could give (the stub answers as the path says), and a user event
 * only where the screen offers its control. A selection is a change of the checked rows (choosing
 * what is already chosen sends nothing).
 */
export const stubDrivable: StepFilter = (before, event) => {
  if (event.type === 'xstate.error.actor.submitPayment') {
    // The server refuses a code only where one was entered (a payment without approval carries none).
    const refusesCode = /^MFA_/.test((event as { error?: { code?: string } }).error?.code ?? '');
    return !refusesCode || (before.context as MakePaymentContext).approvalCode !== null;
  }
  if (event.type.startsWith('xstate.')) return true;
  if (!(CONTROLS[JSON.stringify(before.value)] ?? []).includes(event.type)) return false;
  if (event.type === 'payment.invoicesSelected') return payableIds(event['invoices'] as InvoiceSummary[]) !== payableIds((before.context as MakePaymentContext).invoices);
  return true;
};

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });

export function makePaymentStubDriver(pickedInvoices: readonly InvoiceSummary[], listedInvoices: readonly InvoiceSummary[]): UiDriver {
  let graphql: GraphqlStub;
  return {
    async open(page) {
      const listed = listedInvoices.map(invoiceRow);
      graphql = await GraphqlStub.install(
        page,
        {
          InvoicesPage: () => ({ data: { invoices: { items: listed, pageInfo: { hasNextPage: false, endCursor: null, totalCount: listed.length }, scope: 'account' } } }),
          // Asked beside the picked invoices when the wizard opens (the samples' program asks for a code).
          PaymentApprovalRequired: () => ({ data: { paymentApprovalRequired: true } }),
        },
        Object.values(OPERATIONS),
      );
      // Signed in already (the suite's storageState: one sign-in per worker).
      await page.goto(`/make-payment?invoices=${pickedInvoices.map((i) => i.id).join(',')}`);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 30_000 });
    },

    async perform(page, event, before) {
      const [, , actor] = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type) ?? [];
      if (actor) {
        // One request per picked invoice; a failure rejects the load at its first answer.
        const requests = actor === 'loadInvoices' && event.type.startsWith('xstate.done.') ? pickedInvoices.length : 1;
        for (let i = 0; i < requests; i++) await graphql.release(OPERATIONS[actor]!, answerOf(event, actor));
        return;
      }
      const context = before.context as MakePaymentContext;
      switch (event.type) {
        case 'payment.invoicesSelected': {
          // Two payable rows, all chosen or none: the header checkbox toggles between them.
          const table = page.getByRole('grid', { name: 'Invoices you can pay' });
          await expect(table.getByRole('row').filter({ has: page.getByRole('rowheader') })).toHaveCount(listedInvoices.length);
          return table.getByRole('checkbox', { name: 'Select All' }).click();
        }
        case 'payment.next':
          return button(page, 'Continue').click();
        case 'payment.amountsEntered': {
          for (const { invoiceId, amountMinor } of event['allocations'] as { invoiceId: string; amountMinor: number }[]) {
            const number = context.invoices.find((i) => i.id === invoiceId)!.invoiceNumber;
            const field = page.getByRole('textbox', { name: new RegExp(`^Amount for ${number}`) });
            await field.fill((amountMinor / 100).toFixed(2));
            await field.press('Tab');
          }
          return button(page, 'Continue').click();
        }
        case 'payment.methodChosen':
          await page.getByRole('radio', { name: /Direct debit/ }).check();
          return button(page, 'Continue').click();
        case 'payment.back':
          return button(page, 'Back').click();
        case 'payment.edit':
          return button(page, 'Change amounts').click();
        case 'payment.pay':
          return button(page, /^Pay \$/).click();
        case 'payment.codeEntered':
          await page.getByRole('textbox', { name: /^Security code/ }).fill(event['code'] as string);
          return button(page, 'Approve and pay').click();
        case 'payment.resendCode':
          return button(page, 'Send a new code').click();
        case 'payment.retry':
          return button(page, before.matches('approving') ? 'Send the code again' : 'Try again').click();
        default:
          throw new Error(`no page action for ${event.type}`);
      }
    },

    async check(page, state: AnyMachineSnapshot) {
      const context = state.context as MakePaymentContext;
      const heading = (name: string) => expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      const text = (value: string) => expect(page.getByText(value)).toBeVisible();
      const failureShown = () => text(MESSAGES[context.failure!.messageId]!);
      if (state.matches('loadingSelection')) {
        await heading('Select invoices');
        return expect(page.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
      }
      if (state.matches('selecting')) {
        await heading('Select invoices');
        const count = context.invoices.length;
        await text(count === 0 ? 'No invoices selected' : count === 1 ? '1 invoice selected' : `${count} invoices selected`);
        await expect(button(page, 'Continue')).toBeEnabled({ enabled: count > 0 });
        const failed = page.getByText('The invoices you picked could not be loaded. Select them again.');
        return context.failure ? expect(failed).toBeVisible() : expect(failed).toHaveCount(0);
      }
      if (state.matches('amounts')) {
        await heading('Amounts');
        for (const invoice of context.invoices) await expect(page.getByRole('textbox', { name: new RegExp(`^Amount for ${invoice.invoiceNumber}`) })).toBeVisible();
        return;
      }
      if (state.matches('choosingMethod')) {
        await heading('Payment method');
        if (state.matches({ choosingMethod: 'loading' })) return expect(page.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
        if (state.matches({ choosingMethod: 'failed' })) return text('The payment methods could not be loaded.');
        await expect(page.getByRole('radio', { name: /Direct debit/ })).toBeEnabled();
        return expect(page.getByRole('radio', { name: /Bank transfer/ })).toBeDisabled();
      }
      if (state.matches('review')) {
        await heading('Review and pay');
        if (state.matches({ review: 'loadingPreview' })) return expect(page.getByRole('progressbar', { name: 'Calculating what this payment does…' })).toBeVisible();
        if (state.matches({ review: 'failed' })) return text('The payment preview could not be calculated.');
        const problems = page.getByRole('heading', { name: 'This payment cannot be made as entered' });
        await (state.matches({ review: 'refused' }) ? expect(problems).toBeVisible() : expect(problems).toHaveCount(0));
        return expect(button(page, /^Pay \$/)).toBeEnabled({ enabled: state.matches({ review: 'ready' }) });
      }
      if (state.matches('approving')) {
        await heading('Approve the payment');
        if (state.matches({ approving: 'sending' })) {
          if (!context.challenge) return expect(page.getByRole('progressbar', { name: 'Sending a security code…' })).toBeVisible();
          // Another code on its way: the code sent before still shows, the resend button waits.
          return expect(button(page, /^Send a new code/)).toBeDisabled();
        }
        if (state.matches({ approving: 'failed' })) {
          await expect(button(page, 'Send the code again')).toBeEnabled();
          return failureShown();
        }
        await expect(page.getByRole('textbox', { name: /^Security code/ })).toBeVisible();
        await expect(button(page, 'Approve and pay')).toBeEnabled();
        const problem = page.getByRole('heading', { name: 'Please check the code' });
        // A malformed code is refused by the step's form with the machine's rule: its words on the field, nothing sent.
        if (context.failure?.messageId === MALFORMED_APPROVAL_CODE.messageId) return failureShown();
        if (!context.failure) return expect(problem).toHaveCount(0);
        await expect(problem).toBeVisible();
        return failureShown();
      }
      if (state.matches('paying')) {
        // The step Pay was pressed on (the approval step when a code was entered) waits for the answer
        // (a pending button's name ends in "pending").
        return expect(button(page, context.approvalCode !== null ? /^Approve and pay/ : /^Pay \$/)).toBeDisabled();
      }
      if (state.matches('success')) {
        await heading('Payment submitted');
        return text('Thank you, your payment was submitted');
      }
      await heading('Payment unsuccessful');
      await expect(button(page, 'Try again')).toBeEnabled();
      if (state.matches({ unsuccessful: 'bankAccountBlocked' })) return text('Payment unsuccessful due to a block on the bank account. Ask your bank to remove the block, then try again.');
      if (state.matches({ unsuccessful: 'interrupted' })) return text('We could not confirm your payment. Try again: if it already went through, you will not be charged twice.');
      return failureShown();
    },
  };
}
