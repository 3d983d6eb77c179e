// Modify payment, keyboard only (spec 2 modify-payment, 4 payment status, 5 "Modifying a payment",
// 9 "payment modification reflected within 24 hours"): a buyer admin opens a received payment with
// money left to apply from the payment history, applies part of it to an invoice (after a refused
// amount explained on its field), reviews, applies, and sees the result, the 24-hours message and
// the payment's new remainder. A Pending payment offers no modification, and its modify URL opened
// directly lands on the payment history with a notice. A direct debit from a blocked bank account
// ends on the unsuccessful page with the spec 8 message. axe runs on every screen.
//
// Data of its own (server/db/demoPaymentModifications.ts), which no other journey reads: the active
// payment 50000000-…-000000000385 ($345.00 received, nothing applied) and invoice INV-190001
// ($200.00, charge status Pending, so the overview figures other journeys check do not move). The
// Pending payment is the seed's 7th (demoPayments.ts: 4 applied, 2 active, then pending), which
// nothing settles or modifies.
import type { Locator, Page } from '@playwright/test';
import { expect, test, USERS } from './fixtures';
import { activate, isFocused, pressUntilFocused, signInWithKeyboard, typeInto } from './support/keyboard';
import { approvePaymentWithCode } from './support/paymentApproval';

const MODIFIABLE_PAYMENT = '50000000-0000-4000-8000-000000000385';
const PENDING_PAYMENT = '50000000-0000-4000-8000-000000000007';
const INVOICE = 'INV-190001';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const formatMinor = (minor: number): string => usd.format(minor / 100);
/** "$1,234.56" -> 123456. */
const toMinor = (text: string): number => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);
const amountsIn = (text: string): number[] => (text.match(/-?\$[0-9,]+\.[0-9]{2}/g) ?? []).map(toMinor);

/** The value shown under a label of a figure list (`<dt>label</dt><dd>value</dd>`). */
const figure = (page: Page, label: string): Locator => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test('buyer admin applies part of a payment\'s remainder to an invoice: field error, review, result reflected within 24 hours', async ({ page, expectAccessible }) => {
  test.setTimeout(120_000);
  await signInWithKeyboard(page, USERS.admin);

  // Payment history: the payment with money left to apply offers Modify payment.
  await activate(page, page.getByRole('link', { name: 'Payments', exact: true }));
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  const entries = page.getByRole('region', { name: 'Payments with money left to apply' });
  const entry = entries.getByRole('link', { name: /^Modify payment of \$345\.00 received/ });
  await expect(entry).toBeVisible();
  await expectAccessible();
  await activate(page, entry);

  // Modify Payments: the payment and what it has left.
  await expect(page).toHaveURL(new RegExp(`/account-overview/payments/payment-modification/${MODIFIABLE_PAYMENT}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Modify Payments' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Apply to invoices' })).toBeVisible();
  const leftBefore = toMinor(await figure(page, 'Left to apply').innerText());
  expect(leftBefore).toBeGreaterThan(0);
  await expectAccessible();

  // Find the invoice; what it owes is shown above its field.
  await typeInto(page, page.getByRole('searchbox', { name: 'Find an invoice' }), INVOICE);
  await expect(page.getByText(/^Showing 1 of \d+ invoices?$/)).toBeVisible();
  const owes = page.getByText(new RegExp(`^${INVOICE} \\(Pending\\) owes`));
  const [owedMinor = 0] = amountsIn(await owes.innerText());
  expect(owedMinor).toBeGreaterThan(0);
  const amountField = page.getByRole('textbox', { name: `Amount for ${INVOICE}` });

  // More than the invoice owes: refused on the field, nothing lost.
  await typeInto(page, amountField, (owedMinor / 100 + 1).toFixed(2));
  await activate(page, page.getByRole('button', { name: 'Review' }));
  await expect(page.getByText('The amount cannot be more than the invoice still owes.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Apply to invoices' })).toBeVisible();
  await expectAccessible();

  // Part of what it owes (and of what the payment has left).
  const applyMinor = Math.min(12_000, owedMinor, leftBefore);
  await typeInto(page, amountField, (applyMinor / 100).toFixed(2));
  await activate(page, page.getByRole('button', { name: 'Review' }));

  // Review: each invoice now -> after, what the payment keeps, the 24-hours note.
  await expect(page.getByRole('heading', { level: 2, name: 'Review the modification' })).toBeVisible();
  const review = page.getByRole('table', { name: 'What this modification does to each invoice' });
  const line = review.getByRole('row').filter({ has: page.getByRole('rowheader', { name: INVOICE }) });
  expect(amountsIn(await line.innerText())).toEqual([owedMinor, applyMinor, owedMinor - applyMinor]);
  await expect(figure(page, 'Left on the payment after')).toHaveText(formatMinor(leftBefore - applyMinor));
  await expect(page.getByText('A payment modification is reflected in your account within 24 hours.')).toBeVisible();
  await expectAccessible();
  await activate(page, page.getByRole('button', { name: `Apply ${formatMinor(applyMinor)}` }));

  // Result: submitted, reflected within 24 hours, what it did.
  await expect(page.getByRole('heading', { name: 'Payment modification submitted' })).toBeVisible();
  await expect(page.getByText('A payment modification is reflected in your account within 24 hours.')).toBeVisible();
  const done = page.getByRole('table', { name: 'What the modification did to each invoice' });
  expect(amountsIn(await done.getByRole('row').filter({ has: page.getByRole('rowheader', { name: INVOICE }) }).innerText())).toEqual([owedMinor, applyMinor, owedMinor - applyMinor]);
  await expect(figure(page, 'Applied now')).toHaveText(formatMinor(applyMinor));
  await expect(figure(page, 'Not yet applied')).toHaveText(formatMinor(leftBefore - applyMinor));
  await expectAccessible();

  // The payment page shows the new remainder and the invoice; money is left, so Modify payment stays.
  await activate(page, page.getByRole('link', { name: 'View this payment' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(figure(page, 'Not yet applied')).toHaveText(formatMinor(leftBefore - applyMinor));
  await expect(page.getByRole('rowheader', { name: INVOICE })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Active');
  await expect(page.getByRole('link', { name: 'Modify payment' })).toBeVisible();
  await expectAccessible();
});

test('a Pending payment offers no modification; its modify URL lands on the payment history with a notice', async ({ page, expectAccessible }) => {
  await signInWithKeyboard(page, USERS.admin);

  await page.goto(`/payment/${PENDING_PAYMENT}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Pending');
  await expect(page.getByRole('link', { name: 'All payments' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Modify payment' })).toHaveCount(0);
  await expectAccessible();

  // Opened directly: spec 2 "modify-payment redirects to payments", saying why.
  await page.goto(`/account-overview/payments/payment-modification/${PENDING_PAYMENT}`);
  await expect(page).toHaveURL(/\/payments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await expect(page.getByText(/^This payment cannot be modified\./)).toBeVisible();
  await expectAccessible();
});

// Spec 8 "payment unsuccessful due to a block on the bank account": the demo bank refuses a direct
// debit whose total ends in .98 (server/integrations/bank/README.md) before anything is booked, so
// this changes no data. It pays a Past Due invoice (the payments journey pays Open ones).
test('a direct debit from a blocked bank account is unsuccessful and says why', async ({ page, expectAccessible }) => {
  test.setTimeout(120_000);
  await signInWithKeyboard(page, USERS.admin);

  await activate(page, page.getByRole('link', { name: 'View your transaction history' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Transaction History' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await pressUntilFocused(page, 'Tab', page.getByRole('button', { name: /All statuses/ }));
  await page.keyboard.press('Enter');
  const pastDue = page.getByRole('option', { name: 'Past Due', exact: true });
  await expect(pastDue).toBeVisible();
  await pressUntilFocused(page, 'ArrowDown', pastDue, 20);
  await page.keyboard.press('Enter');
  await activate(page, page.getByRole('button', { name: 'Apply filters' }));
  const rows = grid.getByRole('row');
  await expect(async () => {
    const texts = await rows.allInnerTexts();
    expect(texts.length).toBeGreaterThan(1);
    expect(texts.slice(1).every((text) => text.includes('Past Due'))).toBe(true);
  }).toPass();
  await pressUntilFocused(page, 'Tab', grid);
  const first = rows.nth(1);
  if (!(await isFocused(first))) await pressUntilFocused(page, 'ArrowDown', first, 5);
  await page.keyboard.press('Space');
  const number = (await first.getByRole('rowheader').innerText()).trim();
  const remainingMinor = amountsIn(await first.innerText())[1] ?? 0;
  expect(remainingMinor).toBeGreaterThanOrEqual(98);
  // The most it can pay that ends in .98.
  const blockedMinor = Math.floor((remainingMinor - 98) / 100) * 100 + 98;
  await activate(page, page.getByRole('button', { name: 'Pay 1 selected invoice' }));

  await expect(page.getByRole('heading', { level: 2, name: 'Select invoices' })).toBeVisible();
  await activate(page, page.getByRole('button', { name: 'Continue' }));
  await expect(page.getByRole('heading', { level: 2, name: 'Amounts' })).toBeVisible();
  await typeInto(page, page.getByRole('textbox', { name: `Amount for ${number}` }), (blockedMinor / 100).toFixed(2));
  await page.keyboard.press('Tab');
  await activate(page, page.getByRole('button', { name: 'Continue' }));
  await expect(page.getByRole('heading', { level: 2, name: 'Payment method' })).toBeVisible();
  const directDebit = page.getByRole('radio', { name: /Direct debit/ });
  await pressUntilFocused(page, 'Tab', page.getByRole('radiogroup', { name: /Payment method/ }));
  await pressUntilFocused(page, 'ArrowDown', directDebit, 4);
  await expect(directDebit).toBeChecked();
  await activate(page, page.getByRole('button', { name: 'Continue' }));
  await expect(page.getByRole('heading', { level: 2, name: 'Review and pay' })).toBeVisible();
  await activate(page, page.getByRole('button', { name: `Pay ${formatMinor(blockedMinor)}` }));
  await approvePaymentWithCode(page);

  await expect(page.getByRole('heading', { name: 'Your payment was not made' })).toBeVisible();
  await expect(page.getByText(/^Payment unsuccessful due to a block on the bank account\./)).toBeVisible();
  await expectAccessible();
});
