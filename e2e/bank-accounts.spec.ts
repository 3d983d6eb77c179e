// Bank accounts and direct-debit mandates, keyboard only (spec 2 payment-methods routes, 3 Bank
// account, 4 Bank mandate, 5 one active bank account, 9 schemes): Acme's admin replaces the seeded
// US account with a GB account (sort code); its mandate is Pending (AUDDIS wording), no second
// account can be added meanwhile, then it becomes Signed without a reload (the demo bank answers
// when the journey releases its held job, DEMO_JOBS=manual). A DE account with a wrong IBAN checksum gets the field error, and
// the corrected IBAN starts a new pending mandate; once signed, the enrol-in-direct-debit dialog is
// dismissed for good and AutoPay switched on. A bank that declines the mandate: Failed live, no new
// attempt for 15 minutes, and manage-bank-accounts?mandateStatus=failed leads to the add flow. axe
// runs on every screen.
//
// Runs on the `acme-changes` server (playwright.config.ts, E2E_PORT+2), shared with the credit-increase and groups journeys: it
// changes Acme's active bank account, which the payments journey pays from by direct debit.
import type { Locator, Page } from '@playwright/test';
import { expect, test, USERS } from './fixtures';
import { releaseJobWhere } from './support/jobs';
import { activate, pressUntilFocused, signInWithKeyboard, typeInto } from './support/keyboard';

/** The demo bank answers the held mandate of the account with this bank name (DEMO_JOBS=manual). */
const releaseMandate = (bankName: string) => releaseJobWhere('bank-mandate', (job) => job.data['bankName'] === bankName, `for ${bankName}`, { live: 'bankAccountUpdated' });

/**
 * Waits until no finite CSS transition or animation runs (a button turning enabled, a dialog
 * fading in): axe measures the colours of that moment, and half-way colours fail the contrast
 * check. Endless ones (a spinner) never settle and are left out.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** Opens the banking-country picker with the keyboard and picks `country`. */
async function pickCountry(page: Page, country: string): Promise<void> {
  await activate(page, page.getByRole('button', { name: /Banking country/ }));
  const option = page.getByRole('option', { name: country, exact: true });
  await expect(page.getByRole('listbox')).toBeVisible();
  await pressUntilFocused(page, 'ArrowDown', option, 30);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: new RegExp(country) })).toBeVisible();
}

const field = (page: Page, label: string): Locator => page.getByRole('textbox', { name: new RegExp(`^${label}`) });
const mandateLine = (page: Page): Locator => page.getByRole('status').filter({ hasText: 'Direct-debit mandate' });

test('admin replaces the bank account: GB sort code, mandate pending then signed live; no second account meanwhile; wrong IBAN checksum refused', async ({ page, expectAccessible }) => {
  test.setTimeout(150_000);
  await signInWithKeyboard(page, USERS.admin);

  // Payment methods: the seeded account with its signed mandate.
  await activate(page, page.getByRole('link', { name: 'Bank Accounts & Payment Methods' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Methods' })).toBeVisible();
  await expect(mandateLine(page)).toContainText('Signed');
  await expect(page.getByText('••••6789')).toBeVisible();
  await expect(page.getByText(/Payments due in the next 2 days may still be drafted/)).toBeVisible();
  await settled(page);
  await expectAccessible();

  // Step 1: a GB account asks for a sort code and the account number twice.
  await activate(page, page.getByRole('button', { name: 'Replace bank account' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Add Bank Account' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Account details' })).toBeVisible();
  await settled(page);
  await expectAccessible();
  await pickCountry(page, 'United Kingdom');
  await typeInto(page, field(page, 'Account holder name'), 'Acme Industrial Supply UK');
  await typeInto(page, field(page, 'Bank name'), 'Barclays');
  await typeInto(page, field(page, 'Sort code'), '20-00-00');
  await typeInto(page, field(page, 'Account number'), '55779911');
  await typeInto(page, field(page, 'Confirm account number'), '55779911');
  await settled(page);
  await expectAccessible();
  await activate(page, page.getByRole('button', { name: 'Continue' }));

  // Step 2: direct-debit setup in AUDDIS words, AutoPay on, the mandate authorised.
  await expect(page.getByRole('heading', { level: 2, name: 'Direct-debit setup' })).toBeVisible();
  await expect(page.getByText(/Direct Debit Instruction is lodged electronically \(AUDDIS\)/)).toBeVisible();
  await expect(page.getByText('••••9911')).toBeVisible();
  await settled(page);
  await expectAccessible();
  await pressUntilFocused(page, 'Tab', page.getByRole('switch', { name: 'AutoPay' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('switch', { name: 'AutoPay' })).toBeChecked();
  await pressUntilFocused(page, 'Tab', page.getByRole('checkbox', { name: /authorised to sign/ }));
  await page.keyboard.press('Space');
  await activate(page, page.getByRole('button', { name: 'Set up direct debit' }));

  // Pending: only one active account, and no replacement until the mandate is signed.
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Methods' })).toBeVisible();
  await expect(mandateLine(page)).toContainText('Pending');
  await expect(page.getByText(/new Direct Debit Instruction \(AUDDIS\) has been sent to your bank/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Replace bank account' })).toBeDisabled();
  await expect(page.getByText(/You can replace the bank account once it is signed/)).toBeVisible();
  await settled(page);
  await expectAccessible();

  // Signed live once the bank's held mandate job is released (pushed over graphql-ws, no reload).
  await releaseMandate('Barclays');
  await expect(mandateLine(page)).toContainText('Signed');
  await expect(page.getByRole('button', { name: 'Replace bank account' })).toBeEnabled();
  await expect(page.getByRole('heading', { level: 2, name: 'Earlier bank accounts' })).toBeVisible();
  await settled(page);
  await expectAccessible();

  // A DE account: IBAN with confirmation; a wrong checksum is a field error and nothing typed is lost.
  await activate(page, page.getByRole('button', { name: 'Replace bank account' }));
  await expect(page.getByRole('heading', { level: 2, name: 'Account details' })).toBeVisible();
  await pickCountry(page, 'Germany');
  await typeInto(page, field(page, 'Account holder name'), 'Acme Industrial Supply GmbH');
  await typeInto(page, field(page, 'Bank name'), 'Deutsche Demo Bank');
  await typeInto(page, field(page, 'IBAN'), 'DE89 3704 0044 0532 0130 01');
  await typeInto(page, field(page, 'Confirm IBAN'), 'DE89 3704 0044 0532 0130 01');
  await activate(page, page.getByRole('button', { name: 'Continue' }));
  await expect(page.getByText('This IBAN is not valid: its check digits do not match. Check it for typing errors.')).toBeVisible();
  await expect(field(page, 'IBAN')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Bank name')).toHaveValue('Deutsche Demo Bank');
  await settled(page);
  await expectAccessible();

  await typeInto(page, field(page, 'IBAN'), 'DE89 3704 0044 0532 0130 00');
  await typeInto(page, field(page, 'Confirm IBAN'), 'DE89 3704 0044 0532 0130 00');
  await activate(page, page.getByRole('button', { name: 'Continue' }));
  await expect(page.getByRole('heading', { level: 2, name: 'Direct-debit setup' })).toBeVisible();
  await expect(page.getByText('DE89 •••• 3000')).toBeVisible();
  await pressUntilFocused(page, 'Tab', page.getByRole('checkbox', { name: /authorised to sign/ }));
  await page.keyboard.press('Space');
  await activate(page, page.getByRole('button', { name: 'Set up direct debit' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Methods' })).toBeVisible();
  await expect(mandateLine(page)).toContainText('Pending');
  await expect(page.getByText('DE89 •••• 3000')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Replace bank account' })).toBeDisabled();
  await settled(page);
  await expectAccessible();

  // Signed without AutoPay: the enrol-in-direct-debit dialog; "Not now" is remembered (stored flag).
  await releaseMandate('Deutsche Demo Bank');
  const dialog = page.getByRole('alertdialog', { name: 'Enrol in direct debit?' });
  await expect(dialog).toBeVisible();
  await expect(mandateLine(page)).toContainText('Signed');
  await settled(page);
  await expectAccessible();
  await activate(page, dialog.getByRole('button', { name: 'Not now' }));
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(mandateLine(page)).toContainText('Signed');
  await expect(dialog).toBeHidden();
  const autoPay = page.getByRole('switch', { name: 'AutoPay' });
  await expect(autoPay).not.toBeChecked();
  await pressUntilFocused(page, 'Tab', autoPay);
  await page.keyboard.press('Space');
  await expect(autoPay).toBeChecked();
  await settled(page);
  await expectAccessible();

  // A bank that declines the mandate (demo trigger: "fail" in the bank name): failed live, a new
  // attempt only 15 minutes later; manage-bank-accounts?mandateStatus=failed leads to the add flow.
  await activate(page, page.getByRole('button', { name: 'Replace bank account' }));
  await pickCountry(page, 'United Kingdom');
  await typeInto(page, field(page, 'Account holder name'), 'Acme Industrial Supply UK');
  await typeInto(page, field(page, 'Bank name'), 'Failing Demo Bank');
  await typeInto(page, field(page, 'Sort code'), '40-47-84');
  await typeInto(page, field(page, 'Account number'), '70872490');
  await typeInto(page, field(page, 'Confirm account number'), '70872490');
  await activate(page, page.getByRole('button', { name: 'Continue' }));
  await pressUntilFocused(page, 'Tab', page.getByRole('checkbox', { name: /authorised to sign/ }));
  await page.keyboard.press('Space');
  await activate(page, page.getByRole('button', { name: 'Set up direct debit' }));
  await expect(mandateLine(page)).toContainText('Pending');
  await releaseMandate('Failing Demo Bank');
  await expect(mandateLine(page)).toContainText('Failed');
  await expect(page.getByRole('heading', { name: 'The direct-debit mandate failed' })).toBeVisible();
  await expect(page.getByText(/You can add a bank account again from .* \(15 minutes after the mandate failed\)/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Replace bank account' })).toBeDisabled();
  await settled(page);
  await expectAccessible();

  await page.goto('/payment-methods?mandateStatus=failed');
  await expect(page).toHaveURL(/\/payment-methods\/add\?mandateStatus=failed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Bank Account' })).toBeVisible();
  await expect(page.getByText('Your last direct-debit mandate failed. Add the bank account again to set up direct debit.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You cannot add a bank account right now' })).toBeVisible();
  await settled(page);
  await expectAccessible();
});

test('a payer sees the bank account and its mandate but cannot add or replace one (spec 6)', async ({ page, expectAccessible }) => {
  await signInWithKeyboard(page, USERS.payer);
  await activate(page, page.getByRole('link', { name: 'Payment Methods', exact: true }));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Methods' })).toBeVisible();
  await expect(mandateLine(page)).toBeVisible();
  await expect(page.getByRole('switch', { name: 'AutoPay' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /bank account/ })).toHaveCount(0);
  await settled(page);
  await expectAccessible();
});
