// UI model test of the bankAccounts machine (machines/app/bankAccounts): generated paths replayed
// in Chromium on Payment Methods as Acme's admin. Event -> page action, state -> assertion by role
// and label. The accounts, AutoPay changes and the live `bankAccountUpdated` pushes are answered
// by stubs (graphqlStub.ts for the GraphQL requests, a stubbed graphql-ws socket for the pushes):
// the page's load and each AutoPay change are held until the path releases the answer it expects.
// Nothing is written on the server: Acme's real active bank account (which the payments and
// bank-account journeys use) is never changed.
import { expect } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { sampleBankAccount } from '../../machines/app/bankAccounts/bankAccountSamples';
import { currentOf, type BankAccountsContext } from '../../machines/app/bankAccounts/bankAccountsMachine';
import type { BankAccountsData, BankAccountView } from '../../machines/app/bankAccounts/bankAccountTypes';
import { bankAccountsCatalogEntry } from '../../machines/app/bankAccounts/catalogEntry';
import { USERS } from '../../e2e/fixtures';
import { signedInAs } from '../../e2e/support/signedIn';
import { GraphqlStub, type GraphqlAnswer } from './graphqlStub';
import { SocketStub } from './socketStub';
import { describeUiReplay, uiPaths, UiCoverage, type UiDriver } from './uiReplay';

const SIGNED = sampleBankAccount({ id: 'ui-bank-signed', bankName: 'Model Bank', maskedAccountNumber: '••••4321' });
const CANCELLED = sampleBankAccount({ id: 'ui-bank-cancelled', status: 'removed', bankName: 'Model Bank' }, { status: 'cancelled', cancelledAt: '2026-03-02T09:00:00.000Z' });
// The browser's client store offers the enrol dialog to a user who never dismissed it (a fresh context).
const data = (accounts: BankAccountView[]): BankAccountsData => ({
  accounts, canManage: true, autoPayRequired: false, now: new Date().toISOString(), viewerUserId: 'ui-model-viewer', enrolDialogDisplayed: true,
});
const FORBIDDEN = { code: 'FORBIDDEN', messageId: 'error.forbidden' };
const FAILED = { code: 'INTERNAL', messageId: 'error.generic' };

const UI_EVENTS: AnyEventObject[] = [
  { type: 'bankAccounts.retry' },
  { type: 'bankAccount.updated', account: SIGNED },
  { type: 'bankAccount.updated', account: CANCELLED },
  { type: 'autoPay.set', autoPay: true },
  { type: 'autoPay.set', autoPay: false },
  { type: 'enrolDialog.enrol' },
  { type: 'enrolDialog.dismiss' },
  { type: 'removedBanner.dismiss' },
  { type: 'xstate.done.actor.loadBankAccounts', output: data([SIGNED]) },
  { type: 'xstate.done.actor.loadBankAccounts', output: data([CANCELLED]) },
  { type: 'xstate.error.actor.loadBankAccounts', error: FAILED },
  { type: 'xstate.done.actor.setAutoPay', output: { ...SIGNED, autoPay: true } },
  { type: 'xstate.error.actor.setAutoPay', error: FORBIDDEN },
  { type: 'xstate.done.actor.enrolAutoPay', output: { ...SIGNED, autoPay: true } },
  { type: 'xstate.error.actor.enrolAutoPay', error: FORBIDDEN },
];

/** The answer the page's held request gets for an actor outcome event. */
function answerFor(event: AnyEventObject): { operation: string; answer: GraphqlAnswer } {
  const [, kind, actor] = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type) ?? [];
  const error = (event as { error?: { code: string; messageId: string } }).error;
  if (actor === 'loadBankAccounts') {
    return { operation: 'BankAccounts', answer: kind === 'done' ? { data: { bankAccounts: (event as unknown as { output: BankAccountsData }).output } } : { error: error! } };
  }
  return { operation: 'SetBankAccountAutoPay', answer: kind === 'done' ? { data: { setBankAccountAutoPay: (event as unknown as { output: BankAccountView }).output } } : { error: error! } };
}

let graphql: GraphqlStub;
let socket: SocketStub<BankAccountView>;

const MANDATE_LABEL: Record<string, string> = { signed: 'Signed', pending: 'Pending' };

const driver: UiDriver = {
  async open(page) {
    graphql = await GraphqlStub.install(page, {}, ['BankAccounts', 'SetBankAccountAutoPay']);
    socket = await SocketStub.install<BankAccountView>(page, 'bankAccountUpdated');
    // Signed in already (the suite's storageState: one sign-in per worker, e2e/support/signedIn.ts).
    await page.goto('/payment-methods');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Methods' })).toBeVisible({ timeout: 30_000 }); // a lazy route on a loaded machine
  },

  async perform(page, event) {
    if (event.type.startsWith('xstate.')) {
      const { operation, answer } = answerFor(event);
      return graphql.release(operation, answer);
    }
    switch (event.type) {
      case 'bankAccount.updated':
        return socket.push(event.account as BankAccountView);
      case 'bankAccounts.retry':
        return page.getByRole('button', { name: 'Try again' }).click();
      case 'autoPay.set':
        return page.getByRole('switch', { name: 'AutoPay' }).click();
      case 'enrolDialog.enrol':
        return page.getByRole('alertdialog', { name: 'Enrol in direct debit?' }).getByRole('button', { name: 'Turn on AutoPay' }).click();
      case 'enrolDialog.dismiss':
        return page.getByRole('alertdialog', { name: 'Enrol in direct debit?' }).getByRole('button', { name: 'Not now' }).click();
      case 'removedBanner.dismiss':
        return page.getByRole('status').filter({ hasText: 'Your bank account was removed' }).getByRole('button', { name: 'Close' }).click();
      default:
        throw new Error(`no page action for ${event.type}`);
    }
  },

  async check(page, state: AnyMachineSnapshot) {
    const context = state.context as BankAccountsContext;
    if (state.matches('loading')) return expect(page.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
    if (state.matches('failed')) return expect(page.getByText('Your bank accounts could not be loaded.')).toBeVisible();
    const current = currentOf(context);
    const offer = page.getByRole('alertdialog', { name: 'Enrol in direct debit?' });
    await (state.can({ type: 'enrolDialog.dismiss' }) ? expect(offer).toBeVisible() : expect(offer).toHaveCount(0));
    const banner = page.getByText('Your bank account was removed');
    await (state.can({ type: 'removedBanner.dismiss' }) ? expect(banner).toBeVisible() : expect(banner).toHaveCount(0));
    if (current?.status === 'active') {
      await expect(page.getByRole('status').filter({ hasText: 'Direct-debit mandate' })).toContainText(MANDATE_LABEL[current.mandate.status]!);
      const autoPay = page.getByRole('switch', { name: 'AutoPay' });
      await (current.autoPay ? expect(autoPay).toBeChecked() : expect(autoPay).not.toBeChecked());
      const busy = state.matches({ ready: 'savingAutoPay' }) || state.matches({ ready: 'enrolling' });
      await (busy ? expect(autoPay).toBeDisabled() : expect(autoPay).toBeEnabled());
    } else {
      await expect(page.getByRole('heading', { name: 'No active bank account' })).toBeVisible();
    }
    const failure = page.getByRole('heading', { name: 'You do not have permission to do this.' });
    await (context.autoPayFailure ? expect(failure).toBeVisible() : expect(failure).toHaveCount(0));
  },
};

// The enrol dialog is modal: while it is offered, the page behind it (the AutoPay switch) takes no input.
const paths = uiPaths(bankAccountsCatalogEntry, UI_EVENTS, (before, event) => !(event.type === 'autoPay.set' && before.can({ type: 'enrolDialog.dismiss' })));
const coverage = new UiCoverage(bankAccountsCatalogEntry);

describeUiReplay('bankAccounts machine in Chromium (generated paths)', driver, paths, coverage, { storageState: signedInAs(USERS.admin) });
