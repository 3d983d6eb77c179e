// UI model test of the Make Payment machine (machines/app/makePayment), in two halves that share one
// coverage. First its generated paths against the real server, as Acme's administrator. Event -> page
// action (Pay selected on Transaction History, row checkboxes, amount fields, the method radio,
// Continue / Back / Change amounts / Pay / Try again; on the approval step the security code read from
// the admin's demo outbox through e2e/support/paymentApproval.ts, since the demo program asks for one:
// spec 6 OrderApproval); actor outcome -> the server made to answer so; stable state -> assertion by
// role and label. Paying books nothing: the amounts always total .98, which the demo bank refuses at
// once as a blocked account (server/integrations/bank/demoOutcome.ts), so no other journey's invoices
// or balances change. Then the paths the real server cannot answer (failed loads, a refused preview,
// a second code within the minute refused, wrong codes, lost, refused and successful payments) on the
// GraphQL stub (makePaymentStubDriver.ts). Gate: every declared transition (`UiCoverage`, none listed);
// prints `makePayment (UI, Chromium): transitions covered: N/N`.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { Locator, Page } from '@playwright/test';
import { catalogEntry } from '../../machines/catalog';
import { expect, test, USERS } from '../../e2e/fixtures';
import { newestApprovalCode } from '../../e2e/support/paymentApproval';
import { signedInAs, signedInState } from '../../e2e/support/signedIn';
import { transitionsTaken } from '../coverage/machineCoverage';
import type { PaymentStart } from '../../machines/app/makePayment/paymentTypes';
import { makePaymentStubDriver, stubDrivable } from './makePaymentStubDriver';
import { describeUiReplay, uiPaths, UiCoverage } from './uiReplay';
import { describePath, planUiReplay, stepsOf, type UiNotDriven } from './uiReplayPlan';

const entry = catalogEntry('makePayment');
const USER = USERS.admin;
/** The demo bank refuses a direct debit whose total ends in .98 before anything is booked. */
const BLOCKED_CENTS = 98;

const codeOf = (event: AnyEventObject | undefined) => (event as { error?: { code?: string } } | undefined)?.error?.code;
const invoicesOf = (event: AnyEventObject) => (event as { invoices?: unknown[] }).invoices ?? [];
/** "$1,234.56" -> 123456. */
const toMinor = (text: string): number => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

/** States whose screen shows buttons: a step still loading shows only a progress circle. */
const SETTLED = ['"selecting"', '"amounts"', '{"choosingMethod":"ready"}', '{"review":"ready"}', '{"approving":"entering"}', '{"unsuccessful":"bankAccountBlocked"}'];
/** The approval step shown since the code went out. */
const APPROVING = '{"approving":"entering"}';

const notDriven: UiNotDriven = (event, before) => {
  const settled = SETTLED.includes(JSON.stringify(before.value));
  switch (event.type) {
    case 'xstate.done.actor.loadInvoices':
    case 'xstate.done.actor.loadMethods':
      return null;
    case 'payment.invoicesSelected':
      // Clearing a restored selection ("Select All" unchecked) clears the picked invoices the select
      // step's first page does not show too (it kept them before: invoiceListMachine nextSelection).
      return settled ? null : 'not driven: while a step loads the screen shows only a progress circle (no buttons)';
    case 'payment.next':
    case 'payment.amountsEntered':
    case 'payment.back':
      if (JSON.stringify(before.value) === APPROVING) return 'not driven: paying the same payment again needs a second code within the minute, which the real server refuses';
      return settled ? null : 'not driven: while a step loads the screen shows only a progress circle (no buttons)';
    case 'payment.edit':
    case 'payment.pay':
      if (!settled) return 'not driven: while a step loads the screen shows only a progress circle (no buttons)';
      return null;
    case 'payment.methodChosen':
      if (!settled) return 'not driven: the methods show once loaded';
      return (event as { method?: string }).method === 'directDebit' ? null : 'not driven: bank transfer is not offered to Acme (no remittance account in the demo)';
    case 'xstate.done.actor.loadPreview': {
      const output = (event as { output?: { valid?: boolean; approvalRequired?: boolean } }).output;
      if (!output?.valid) return 'not driven: the form already refuses every amount the server preview would refuse';
      return output.approvalRequired ? null : 'not driven: the demo program asks for a code before every payment (mfaRequired)';
    }
    case 'xstate.done.actor.requestApprovalCode':
      // One code per payment a minute (spec 9): the real server sends the first one of a path only.
      return before.context.challenge === null ? null : 'not driven: another code for the same payment within a minute is refused by the real server (the machine level covers resends)';
    case 'xstate.error.actor.requestApprovalCode':
    case 'payment.resendCode':
      return 'not driven: the resend rule needs a minute of real time (machine and server tests cover it)';
    case 'payment.codeEntered':
      return before.value && JSON.stringify(before.value) === APPROVING ? null : 'not driven: the code field shows on the approval step';
    case 'xstate.error.actor.submitPayment':
      if (codeOf(event) === 'MFA_CODE_INVALID') return 'not driven here: e2e/payments.spec.ts types a wrong code (the step keeps the payment and says why)';
      return codeOf(event) === 'BANK_ACCOUNT_BLOCKED' ? null : `not driven: the real server cannot be made to answer ${codeOf(event)}`;
    case 'xstate.done.actor.submitPayment':
      return 'not driven: a payment that goes through would change invoices and balances other journeys assert on (e2e/payments.spec.ts pays)';
    case 'payment.retry':
      // Try again after the block pays the same payment again: a second code within the minute.
      if (JSON.stringify(before.value) === '{"unsuccessful":"bankAccountBlocked"}') return 'not driven: paying the same payment again needs a second code within the minute, which the real server refuses';
      return settled ? null : 'not driven: Try again after a failed load (the real server answers every load)';
    default:
      return `not driven: the real server cannot be made to answer ${event.type}`;
  }
};

const grid = (page: Page, name: string) => page.getByRole('grid', { name });
/** Body rows whose checkbox is enabled (invoices that can be paid now). */
const selectableRows = (table: Locator, page: Page) => table.getByRole('row').filter({ has: page.getByRole('rowheader') }).filter({ has: page.getByRole('checkbox', { disabled: false }) });

/** The overview, signed in (the context's storageState: one sign-in per worker, e2e/support/signedIn.ts). */
async function openOverview(page: Page): Promise<void> {
  await page.goto('/account-overview');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/** Unchecks every selected invoice of the select step, then (for a non-empty selection) checks the first two. */
async function selectInvoices(page: Page, count: number): Promise<void> {
  const table = grid(page, 'Invoices you can pay');
  await expect(selectableRows(table, page).first()).toBeVisible();
  // Clear the selection through "Select All": the table is virtualized, so a selected row scrolled
  // out of view has no checkbox in the page (mixed -> all -> none).
  const selectAll = table.getByRole('checkbox', { name: 'Select All' });
  const selection = () => selectAll.evaluate((el) => ((el as HTMLInputElement).indeterminate ? 'mixed' : (el as HTMLInputElement).checked ? 'all' : 'none'));
  for (let clicks = 0; clicks < 3; clicks++) {
    const before = await selection();
    if (before === 'none') break;
    await selectAll.click();
    await expect.poll(selection).not.toBe(before);
  }
  await expect.poll(selection).toBe('none');
  for (let i = 0; i < Math.min(count, 2); i++) await selectableRows(table, page).nth(i).getByRole('checkbox').click();
}

/** Lowers each entered total by a dollar more than the last: every path's payment is another one, with a code of its own (one a minute per payment). */
let amountsEntered = 0;

/** The amounts as shown (each invoice's remaining), the last one lowered so the total ends in .98 (and by a few dollars, see above). */
async function enterBlockedTotal(page: Page): Promise<void> {
  const fields = page.getByRole('textbox', { name: /^Amount for / });
  await expect(fields.first()).toBeVisible();
  const values = await Promise.all((await fields.all()).map(async (field) => toMinor(await field.inputValue())));
  const last = values.length - 1;
  const others = values.slice(0, last).reduce((sum, v) => sum + v, 0);
  const wanted = (((BLOCKED_CENTS - others) % 100) + 100) % 100;
  let amount = values[last]! - ((((values[last]! - wanted) % 100) + 100) % 100);
  amountsEntered += 1;
  if (amount - amountsEntered * 100 > 0) amount -= amountsEntered * 100;
  if (amount <= 0) amount = wanted === 0 ? 100 : wanted;
  expect(amount, 'an amount within what the invoice owes that makes the total end in .98').toBeLessThanOrEqual(values[last]!);
  const field = fields.nth(last);
  await field.fill((amount / 100).toFixed(2));
  await field.press('Tab');
}

async function perform(page: Page, event: AnyEventObject): Promise<void> {
  switch (event.type) {
    case 'xstate.done.actor.loadInvoices': {
      // "Pay selected" on Transaction History: two invoices that can be paid now.
      // In-app navigation (no second boot of the app), from the overview the path starts on.
      await page.getByRole('link', { name: 'View your transaction history' }).click();
      const table = grid(page, 'Transaction History');
      await expect(selectableRows(table, page).nth(1)).toBeVisible({ timeout: 30_000 });
      for (let i = 0; i < 2; i++) await selectableRows(table, page).nth(i).getByRole('checkbox').click();
      await page.getByRole('button', { name: 'Pay 2 selected invoices' }).click();
      return;
    }
    case 'payment.invoicesSelected':
      return selectInvoices(page, invoicesOf(event).length);
    case 'payment.next':
      return page.getByRole('button', { name: 'Continue' }).click();
    case 'payment.amountsEntered':
      await enterBlockedTotal(page);
      return page.getByRole('button', { name: 'Continue' }).click();
    case 'payment.methodChosen':
      await page.getByRole('radio', { name: /Direct debit/ }).check();
      return page.getByRole('button', { name: 'Continue' }).click();
    case 'payment.back':
      return page.getByRole('button', { name: 'Back', exact: true }).click();
    case 'payment.edit':
      return page.getByRole('button', { name: 'Change amounts' }).click();
    case 'payment.pay':
      return page.getByRole('button', { name: /^Pay \$/ }).click();
    case 'payment.codeEntered': {
      // The sample's six digits stand for the code received (read from the outbox); anything else is typed as it is.
      const sample = (event as { code?: string }).code ?? '';
      const typed = /^\d{6}$/.test(sample) ? await newestApprovalCode(page) : sample;
      await page.getByRole('textbox', { name: /^Security code/ }).fill(typed);
      return page.getByRole('button', { name: 'Approve and pay' }).click();
    }
    case 'payment.retry':
      return page.getByRole('button', { name: 'Try again' }).click();
    default:
      return;
  }
}

async function check(page: Page, state: AnyMachineSnapshot): Promise<void> {
  const value = JSON.stringify(state.value);
  const heading = (name: string) => expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  if (value === '"selecting"') {
    await heading('Select invoices');
    const count = (state.context as { invoices: unknown[] }).invoices.length;
    await expect(page.getByText(count === 0 ? 'No invoices selected' : count === 1 ? '1 invoice selected' : `${count} invoices selected`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled({ enabled: count > 0 });
  } else if (value === '"amounts"') {
    await heading('Amounts');
  } else if (value === '{"choosingMethod":"ready"}') {
    await heading('Payment method');
    await expect(page.getByRole('radio', { name: /Direct debit/ })).toBeEnabled();
  } else if (value === '{"review":"ready"}') {
    await heading('Review and pay');
    await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
  } else if (value === APPROVING) {
    await heading('Approve the payment');
    await expect(page.getByRole('textbox', { name: /^Security code/ })).toBeVisible();
  } else if (value === '{"unsuccessful":"bankAccountBlocked"}') {
    await expect(page.getByText('Payment unsuccessful due to a block on the bank account')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  }
}

const plan = planUiReplay(entry, notDriven);
/** One coverage for both halves: the gate is every declared transition of the machine (none listed). */
const coverage = new UiCoverage(entry);

/**
 * The paths the real server cannot answer, on the GraphQL stub: of the covering paths the stubbed
 * page can drive, those taking a transition the real-server paths do not take.
 */
const UI_EVENTS = [...entry.sampleEvents, ...Object.values(entry.actorOutputs ?? {}).flat()] as AnyEventObject[];
const stubbedPaths = uiPaths(entry, UI_EVENTS, stubDrivable).filter((path) =>
  stepsOf(path).some(({ event, before }) => transitionsTaken(entry.machine, before, event).some((key) => !plan.transitionsDriven.has(key))),
);
const SAMPLE_INVOICES = ((entry.actorOutputs!['loadInvoices']![0] as AnyEventObject)['output'] as PaymentStart).invoices;

/** The stubbed paths and the 36 declared transitions the gate expects (it fails if either drops). */
const REQUIRED = { paths: 8, transitions: 36 };

test.describe('make-payment machine in Chromium', () => {
  test.describe.configure({ mode: 'serial' });

  test.describe('against the real server', () => {
    for (const [index, path] of plan.paths.entries()) {
      test(`path ${index + 1}: ${describePath(path)}`, async ({ browser, baseURL }) => {
        test.setTimeout(240_000);
        const context = await browser.newContext({ storageState: await signedInState(baseURL!, USER) });
        const page = await context.newPage();
        try {
          await openOverview(page);
          for (const { event, before, after, next } of stepsOf(path)) {
            await perform(page, event);
            if (!next || !next.type.startsWith('xstate.')) await check(page, after);
            coverage.record(before, event);
          }
        } finally {
          await context.close();
        }
      });
    }
    test.afterAll(() =>
      console.log(
        [
          `makePayment against the real server: ${plan.transitionsDriven.size} of ${plan.declared} declared transitions in ${plan.paths.length} paths; the steps below are driven on the GraphQL stub`,
          ...plan.skipped.map((s) => `  ${s.event} from ${s.from}: ${s.reason.replace(/^not driven( here)?: /, '')}`),
        ].join('\n'),
      ),
    );
  });

  // The invoices the stub lists on the select step: the payable ones the path picked.
  describeUiReplay('with the answers the real server cannot give (GraphQL stubbed)', makePaymentStubDriver(SAMPLE_INVOICES, SAMPLE_INVOICES.filter((i) => i.payable)), stubbedPaths, coverage, {
    storageState: signedInAs(USER),
    required: REQUIRED,
  });
});
