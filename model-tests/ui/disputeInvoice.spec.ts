// UI model test of the disputeInvoice machine (machines/app/disputes/disputeInvoiceMachine.ts):
// generated paths replayed in Chromium on Dispute Invoice (/dispute?invoice=inv-1) as Acme's payer.
// Event -> page action, state -> assertion by role and label. The invoice, the rule's facts and the
// raise are answered by the GraphQL stub (graphqlStub.ts) with the machine's own samples: each
// request is held until the path releases the outcome it expects, so a refusal by the server and a
// lost load are driven on demand and nothing is written on the server.
import { expect } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { disputeInvoiceCatalogEntry } from '../../machines/app/disputes/catalogEntry';
import type { DisputeInvoiceContext } from '../../machines/app/disputes/disputeInvoiceMachine';
import { disputeInvoiceActorOutputs, disputeInvoiceSampleEvents, sampleDisputeInvoiceInput } from '../../machines/app/disputes/disputeSamples';
import type { DisputeFormData, RaisedDispute } from '../../machines/app/disputes/disputeTypes';
import type { InvoiceRow } from '../../machines/app/invoices/invoiceTypes';
import { USERS } from '../../e2e/fixtures';
import { pickOption } from '../../e2e/support/picker';
import { signedInAs } from '../../e2e/support/signedIn';
import { GraphqlStub, type GraphqlAnswer } from './graphqlStub';
import { describeUiReplay, uiPathsAround, UiCoverage, type StepFilter, type UiDriver } from './uiReplay';

const UI_EVENTS: AnyEventObject[] = [...disputeInvoiceSampleEvents, ...Object.values(disputeInvoiceActorOutputs).flat()];

/** The English words the page uses for the samples. */
const REASON_LABEL: Record<string, string> = { incorrect_price: 'Incorrect Price or Discount', other: 'Other' };
const FIELD_CHECK = { reasonUnknown: 'Choose one of the dispute reasons.', commentTooLong: 'The comment cannot exceed 500 characters.' };

/** The InvoiceRow fragment the page reads (src/api/invoiceActors.ts `toInvoiceSummary`, inverted). */
const invoiceFragment = (invoice: InvoiceRow) => ({
  id: invoice.id, invoiceNumber: invoice.invoiceNumber, invoiceStatus: invoice.status, invoiceType: invoice.type, feeType: invoice.feeType,
  invoiceTotal: invoice.total, remainingDue: invoice.remainingDue, applied: invoice.applied, billDate: invoice.billDate, dueDate: invoice.dueDate,
  isPastDue: invoice.isPastDue, payable: invoice.payable, poNumber: invoice.poNumber, buyerUserName: invoice.buyerUserName, supplierName: invoice.supplierName,
  consolidated: invoice.consolidated, notes: invoice.notes, document: invoice.document,
});

const LOAD_OPERATIONS = ['InvoiceById', 'DisputeRules'] as const;
const FACTS = (disputeInvoiceActorOutputs.loadDisputeForm![0] as unknown as { output: DisputeFormData }).output.rules;

let graphql: GraphqlStub;
/** Loads the page has been answered (a load sends both operations at once). */
let loadsReleased = 0;
/** The field check a refused submit shows, until the next step, and the raises sent before it. */
let fieldCheck: string | null = null;
let raisesBefore = 0;
const sentCount = (operation: string) => graphql.sent.filter((s) => s.operation === operation).length;

/** The page cannot clear the reason picker: a submit without a reason only before one was submitted. */
const drivable: StepFilter = (before, event) =>
  !(event.type === 'dispute.submit' && (event as { reason?: string }).reason === '' && (before.context as DisputeInvoiceContext).reason !== null);

async function releaseLoad(event: AnyEventObject): Promise<void> {
  loadsReleased += 1;
  if (event.type.startsWith('xstate.error.')) {
    const error = (event as unknown as { error: { code: string; messageId: string } }).error;
    // The invoice request fails; the facts' request, sent beside it, is answered and ignored.
    await graphql.release('InvoiceById', { error });
    return graphql.release('DisputeRules', { data: { disputeRules: FACTS } });
  }
  const { invoice, rules } = (event as unknown as { output: DisputeFormData }).output;
  await graphql.release('InvoiceById', { data: { invoice: invoice ? invoiceFragment(invoice) : null } });
  await graphql.release('DisputeRules', { data: { disputeRules: rules } });
}

function raiseAnswer(event: AnyEventObject): GraphqlAnswer {
  if (event.type.startsWith('xstate.error.')) return { error: (event as unknown as { error: { code: string; messageId: string } }).error };
  const { dispute, invoice, replayed } = (event as unknown as { output: RaisedDispute }).output;
  return { data: { raiseDispute: { replayed, dispute, invoice: invoiceFragment(invoice) } } };
}

const driver: UiDriver = {
  async open(page) {
    loadsReleased = 0;
    fieldCheck = null;
    graphql = await GraphqlStub.install(page, {}, [...LOAD_OPERATIONS, 'RaiseDispute']);
    // Signed in already (the suite's storageState: one sign-in per worker, e2e/support/signedIn.ts).
    await page.goto(`/dispute?invoice=${sampleDisputeInvoiceInput.invoiceId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dispute Invoice' })).toBeVisible({ timeout: 30_000 }); // a lazy route on a loaded machine
  },

  async perform(page, event, before) {
    fieldCheck = null;
    const actor = /^xstate\.(?:done|error)\.actor\.(\w+)$/.exec(event.type)?.[1];
    if (actor === 'loadDisputeForm' || actor === 'reloadDisputeForm') return releaseLoad(event);
    if (actor === 'raiseDispute') return graphql.release('RaiseDispute', raiseAnswer(event));
    switch (event.type) {
      case 'dispute.retry':
        return page.getByRole('button', { name: 'Try again' }).click();
      case 'dispute.submit': {
        const { reason, comment } = event as unknown as { reason: string; comment: string };
        if (reason !== '') {
          // The popover makes the rest of the page inert until it has closed (CI, 27 Nov).
          await pickOption(page, page.getByRole('button', { name: /Reason/ }), REASON_LABEL[reason]!);
        }
        await page.getByRole('textbox', { name: 'Comment (optional)' }).fill(comment);
        // The form checks with the machine's own rule: a refused submit names the field and sends nothing.
        const context = before.context as DisputeInvoiceContext;
        const problems = reason === '' ? FIELD_CHECK.reasonUnknown : comment.length > (context.data?.rules.commentMaxLength ?? Infinity) ? FIELD_CHECK.commentTooLong : null;
        fieldCheck = problems;
        raisesBefore = sentCount('RaiseDispute');
        return page.getByRole('button', { name: 'Submit dispute' }).click();
      }
      default:
        throw new Error(`no page action for ${event.type}`);
    }
  },

  async check(page, state: AnyMachineSnapshot) {
    const context = state.context as DisputeInvoiceContext;
    if (state.matches('loading')) {
      await expect(page.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
      return expect.poll(() => sentCount('InvoiceById')).toBe(loadsReleased + 1);
    }
    if (state.matches('loadFailed')) {
      await expect(page.getByText('The invoice could not be loaded.')).toBeVisible();
      return expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    }
    if (state.matches('notFound')) {
      await expect(page.getByText('This invoice was not found.')).toBeVisible();
      return expect(page.getByRole('link', { name: 'Back to Transaction History' })).toBeVisible();
    }
    const invoice = context.raised?.invoice ?? context.data!.invoice!;
    await expect(page.getByRole('heading', { level: 2, name: `Invoice ${invoice.invoiceNumber}` })).toBeVisible();
    if (state.matches('raised')) {
      await expect(page.getByRole('heading', { name: 'Dispute raised' })).toBeVisible();
      await expect(page.getByText(`Your dispute of ${invoice.invoiceNumber} (${REASON_LABEL[context.raised!.dispute.reason]})`)).toBeVisible();
      return expect(page.getByRole('button', { name: 'Submit dispute' })).toHaveCount(0);
    }
    const refused = page.getByRole('heading', { name: 'The dispute could not be raised' });
    await (context.refusalId ? expect(refused).toBeVisible() : expect(refused).toHaveCount(0));
    if (state.matches('submitting')) return expect.poll(() => sentCount('RaiseDispute')).toBeGreaterThan(0);
    if (state.matches('reloading')) return expect.poll(() => sentCount('InvoiceById')).toBe(loadsReleased + 1);
    await expect(page.getByRole('button', { name: 'Submit dispute' })).toBeEnabled();
    if (fieldCheck) {
      await expect(page.getByText(fieldCheck)).toBeVisible();
      // Nothing was sent for the refused submit (the field's words show once the form has checked it).
      expect(sentCount('RaiseDispute')).toBe(raisesBefore);
    }
  },
};

const paths = uiPathsAround(disputeInvoiceCatalogEntry, UI_EVENTS, drivable);
const coverage = new UiCoverage(disputeInvoiceCatalogEntry);

describeUiReplay('disputeInvoice machine in Chromium (generated paths)', driver, paths, coverage, { storageState: signedInAs(USERS.payer) });
