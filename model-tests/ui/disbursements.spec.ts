// UI model test of the disbursements machine (machines/app/disbursements): generated paths replayed
// in Chromium on Payments -> Disbursements as the seller's administrator (the `seller` project).
// Event -> page action (Apply: the filter's days typed and the currency picked in the page's form,
// then Apply; Clear / Export CSV / Try again), state -> assertion by role and label (loading, the
// payouts, the rule's refusal on the end day, made by the form with the machine's rule, the
// export's outcome). The Disbursements and DisbursementsCsv queries are answered by
// the GraphQL stub, held until the path releases the answer it expects: nothing is read or written
// on the server, so the seller journeys' payouts and charges are untouched.
import { expect, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { disbursementsCatalogEntry } from '../../machines/app/disbursements/catalogEntry';
import type { DisbursementFilter, DisbursementPage } from '../../machines/app/disbursements/disbursementTypes';
import { NO_FILTER, type DisbursementsContext } from '../../machines/app/disbursements/disbursementsMachine';
import { signedInAs } from '../../e2e/support/signedIn';
import { GraphqlStub, type GraphqlAnswer } from './graphqlStub';
import { describeUiReplay, uiPaths, UiCoverage, type UiDriver } from './uiReplay';

const entry = disbursementsCatalogEntry;
const UI_EVENTS: AnyEventObject[] = [...entry.sampleEvents, ...Object.values(entry.actorOutputs ?? {}).flat()] as AnyEventObject[];

function answerFor(event: AnyEventObject): { operation: string; answer: GraphqlAnswer } {
  const [, kind, actor] = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type) ?? [];
  const error = (event as { error?: { code: string; messageId: string } }).error;
  if (actor === 'loadDisbursements') {
    return { operation: 'Disbursements', answer: kind === 'done' ? { data: { disbursements: (event as unknown as { output: DisbursementPage }).output } } : { error: error! } };
  }
  return { operation: 'DisbursementsCsv', answer: kind === 'done' ? { data: { disbursementsCsv: 'Payout date,Seller ID\r\n' } } : { error: error! } };
}

/** Types a `YYYY-MM-DD` day into a date field (en-US segments: month, day, year; each moves on once complete). */
async function typeDay(page: Page, label: string, day: string): Promise<void> {
  const [year, month, date] = day.split('-');
  await page.getByRole('group', { name: label, exact: true }).getByRole('spinbutton').first().click();
  await page.keyboard.type(`${month}${date}${year}`);
}

/** What the page's filter form holds: what was typed last (a refusal keeps it), empty after Clear. */
const EMPTY: DisbursementFilter = NO_FILTER;
let typed: DisbursementFilter = EMPTY;

async function editFilter(page: Page, from: DisbursementFilter, to: DisbursementFilter): Promise<void> {
  if ((from.payoutFrom && !to.payoutFrom) || (from.payoutTo && !to.payoutTo)) throw new Error('no page action empties one day');
  if (to.payoutFrom && to.payoutFrom !== from.payoutFrom) await typeDay(page, 'Payout date from', to.payoutFrom);
  if (to.payoutTo && to.payoutTo !== from.payoutTo) await typeDay(page, 'Payout date to', to.payoutTo);
  if (to.currency !== from.currency) {
    await page.getByRole('button', { name: /Currency/ }).click();
    await page.getByRole('option', { name: to.currency ?? 'All currencies', exact: true }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
  }
}

let graphql: GraphqlStub;

const driver: UiDriver = {
  async open(page) {
    graphql = await GraphqlStub.install(page, {}, ['Disbursements', 'DisbursementsCsv']);
    typed = EMPTY;
    // Signed in already (the suite's storageState: one sign-in per worker, e2e/support/signedIn.ts).
    await page.goto('/payments/disbursements');
    await expect(page.getByRole('heading', { level: 1, name: 'Disbursements' })).toBeVisible({ timeout: 30_000 });
  },

  async perform(page, event) {
    if (event.type.startsWith('xstate.')) {
      const { operation, answer } = answerFor(event);
      return graphql.release(operation, answer);
    }
    switch (event.type) {
      case 'disbursements.apply': {
        const filter = event['filter'] as DisbursementFilter;
        await editFilter(page, typed, filter);
        typed = filter;
        return page.getByRole('button', { name: 'Apply', exact: true }).click();
      }
      case 'disbursements.clear':
        typed = EMPTY;
        return page.getByRole('button', { name: 'Clear', exact: true }).click();
      case 'disbursements.retry':
        return page.getByRole('button', { name: 'Try again' }).click();
      case 'disbursements.export':
        return page.getByRole('button', { name: 'Export CSV' }).click();
      default:
        throw new Error(`no page action for ${event.type}`);
    }
  },

  async check(page, state: AnyMachineSnapshot) {
    const context = state.context as DisbursementsContext;
    const refusal = page.getByText('Start date must be before end date.');
    await (context.problem ? expect(refusal).toBeVisible() : expect(refusal).toHaveCount(0));
    if (state.matches('loading')) return expect(page.getByRole('progressbar', { name: 'Loading payouts' })).toBeVisible();
    if (state.matches('loadFailed')) return expect(page.getByText('The payouts could not be loaded.')).toBeVisible();
    await expect(page.getByRole('table', { name: `Payouts: ${context.items.length} of ${context.totalCount}` })).toBeVisible();
    if (state.matches('exporting')) await expect(page.getByText('Exporting…')).toBeVisible();
    const saved = page.getByText('The CSV file was saved.');
    const failed = page.getByRole('heading', { name: 'The CSV export failed. Please try again.' });
    await (context.exportOutcome === 'saved' ? expect(saved).toBeVisible() : expect(saved).toHaveCount(0));
    await (context.exportOutcome === 'failed' ? expect(failed).toBeVisible() : expect(failed).toHaveCount(0));
  },
};

/**
 * The page's controls only: an event the state ignores has no enabled control (Apply, Clear and
 * Export CSV wait while a request runs). Apply with a start after the end is pressed too: the form
 * refuses it with the machine's rule, the machine's refusing branch says the same.
 */
const drivable = (before: AnyMachineSnapshot, event: AnyEventObject): boolean => event.type.startsWith('xstate.') || before.can(event as never);
const paths = uiPaths(entry, UI_EVENTS, drivable);
const coverage = new UiCoverage(entry);

describeUiReplay('disbursements machine in Chromium (generated paths)', driver, paths, coverage, { storageState: signedInAs('client.admin@northwind.example') });
