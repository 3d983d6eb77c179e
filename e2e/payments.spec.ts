// Paying invoices, keyboard only (spec 2 Make Payment and payments routes, 3 Buyer payment, 4 payment
// status, 6 who sees which charges): a payer pays two invoices, one in part, by direct debit; the
// review shows the server's allocation preview; the demo program asks for a security code to approve
// the payment (spec 6 OrderApproval: a wrong one stays on the step, the right one from the demo
// outbox pays); the payment is Pending, then Applied without a
// reload (the demo bank's settlement job, held until the journey releases it); remaining amounts and credit available
// follow. A purchaser sees only their own charges and cannot pay. axe runs on every screen.
import type { Locator, Page } from '@playwright/test';
import { expect, test, USERS } from './fixtures';
import { releaseJob } from './support/jobs';
import { activate, isFocused, pressUntilFocused, signInWithKeyboard, typeInto } from './support/keyboard';
import { newestApprovalCode } from './support/paymentApproval';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const formatMinor = (minor: number): string => usd.format(minor / 100);
/** "$1,234.56" -> 123456. */
const toMinor = (text: string): number => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);
const amountsIn = (text: string): number[] => (text.match(/-?\$[0-9,]+\.[0-9]{2}/g) ?? []).map(toMinor);

/** The value shown under a label of a figure list (`<dt>label</dt><dd>value</dd>`). */
const figure = (page: Page, label: string): Locator => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** A partial amount below `remainingMinor` that keeps the payment's cents out of the demo bank's failing .91-.97. */
function partialAmount(remainingMinor: number, otherMinor: number): number {
  let partial = Math.max(1, Math.floor(remainingMinor / 2 / 100) * 100 + 25);
  if (partial >= remainingMinor) partial = Math.max(1, remainingMinor - 50);
  while ((otherMinor + partial) % 100 >= 91 && (otherMinor + partial) % 100 <= 97) partial -= 10;
  return partial;
}

test('payer pays two invoices (one in part) by direct debit: preview, Pending, then Applied live; balances follow', async ({ page, expectAccessible }) => {
  // The approval step (a code from the outbox, a wrong one first) adds screens to the journey.
  test.setTimeout(180_000);
  await signInWithKeyboard(page, USERS.payer);
  const creditBefore = figure(page, 'Credit available');
  await expect(creditBefore).toHaveText(/\$/);
  const creditAvailableBefore = toMinor(await creditBefore.innerText());
  await expect(page.getByRole('tab', { name: 'Payments' })).toBeVisible();
  await expectAccessible();

  // Transaction History: only Open invoices, select the first two.
  await activate(page, page.getByRole('link', { name: 'View your transaction history' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Transaction History' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible();
  await pressUntilFocused(page, 'Tab', page.getByRole('button', { name: /All statuses/ }));
  await page.keyboard.press('Enter');
  const openOption = page.getByRole('option', { name: 'Open', exact: true });
  await expect(openOption).toBeVisible();
  await pressUntilFocused(page, 'ArrowDown', openOption, 20);
  await page.keyboard.press('Enter');
  await activate(page, page.getByRole('button', { name: 'Apply filters' }));
  const rows = grid.getByRole('row');
  await expect(rows.nth(1).getByRole('rowheader')).toBeVisible();
  await expect(async () => {
    const statuses = await grid.getByRole('row').allInnerTexts();
    expect(statuses.slice(1).every((text) => text.includes('Open'))).toBe(true);
  }).toPass();

  await pressUntilFocused(page, 'Tab', grid);
  // Into the body: the first focus may be on the header row.
  const first = rows.nth(1);
  if (!(await isFocused(first))) await pressUntilFocused(page, 'ArrowDown', first, 5);
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  const picked = await Promise.all(
    [rows.nth(1), rows.nth(2)].map(async (row) => ({ number: (await row.getByRole('rowheader').innerText()).trim(), amounts: amountsIn(await row.innerText()) })),
  );
  const [full, part] = picked.map(({ number, amounts }) => ({ number, remainingMinor: amounts[1] ?? 0 }));
  if (!full || !part) throw new Error('two open invoices expected');
  const partialMinor = partialAmount(part.remainingMinor, full.remainingMinor);
  const totalMinor = full.remainingMinor + partialMinor;

  await activate(page, page.getByRole('button', { name: 'Pay 2 selected invoices' }));
  await expect(page).toHaveURL(/\/make-payment\?invoices=/);
  await expect(page.getByRole('heading', { level: 2, name: 'Select invoices' })).toBeVisible();
  await expect(page.getByText('2 invoices selected')).toBeVisible();
  await expectAccessible();
  await activate(page, page.getByRole('button', { name: 'Continue' }));

  // Amounts: the second invoice in part.
  await expect(page.getByRole('heading', { level: 2, name: 'Amounts' })).toBeVisible();
  const partField = page.getByRole('textbox', { name: `Amount for ${part.number}` });
  await expect(page.getByRole('textbox', { name: `Amount for ${full.number}` })).toHaveValue(formatMinor(full.remainingMinor));
  await expectAccessible();
  await pressUntilFocused(page, 'Tab', partField);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type((partialMinor / 100).toFixed(2));
  await page.keyboard.press('Tab');
  await expect(partField).toHaveValue(formatMinor(partialMinor));
  await activate(page, page.getByRole('button', { name: 'Continue' }));

  // Method: direct debit, with the arrow keys inside the radio group.
  await expect(page.getByRole('heading', { level: 2, name: 'Payment method' })).toBeVisible();
  const directDebit = page.getByRole('radio', { name: /Direct debit/ });
  await expectAccessible();
  await pressUntilFocused(page, 'Tab', page.getByRole('radiogroup', { name: /Payment method/ }));
  await pressUntilFocused(page, 'ArrowDown', directDebit, 4);
  await expect(directDebit).toBeChecked();
  await activate(page, page.getByRole('button', { name: 'Continue' }));

  // Review: the server's allocation preview, invoice by invoice, and the credit available after.
  await expect(page.getByRole('heading', { level: 2, name: 'Review and pay' })).toBeVisible();
  const preview = page.getByRole('grid', { name: 'What this payment does to each invoice' });
  await expect(preview.getByRole('row', { name: new RegExp(full.number) })).toContainText(
    [full.number, formatMinor(full.remainingMinor), formatMinor(full.remainingMinor), formatMinor(0)].join(''),
  );
  await expect(preview.getByRole('row', { name: new RegExp(part.number) })).toContainText(
    [part.number, formatMinor(part.remainingMinor), formatMinor(partialMinor), formatMinor(part.remainingMinor - partialMinor)].join(''),
  );
  await expect(figure(page, 'Total')).toHaveText(formatMinor(totalMinor));
  await expect(figure(page, 'Credit available')).toHaveText(`${formatMinor(creditAvailableBefore)} now, ${formatMinor(creditAvailableBefore + totalMinor)} after`);
  await expectAccessible();
  await activate(page, page.getByRole('button', { name: `Pay ${formatMinor(totalMinor)}` }));

  // Approval (the demo program asks for a code before every payment): the code sent to the payer's phone, from the demo outbox.
  await expect(page.getByRole('heading', { level: 2, name: 'Approve the payment' })).toBeVisible();
  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  await expect(page.getByText(`You are approving a payment of ${formatMinor(totalMinor)}.`)).toBeVisible();
  await expectAccessible();
  const code = await newestApprovalCode(page);
  const codeField = page.getByRole('textbox', { name: /^Security code/ });
  // A wrong code stays on the step with the reason; nothing entered is lost.
  await typeInto(page, codeField, `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`);
  await activate(page, page.getByRole('button', { name: 'Approve and pay' }));
  await expect(page.getByText('That code is not correct. Please check it and try again.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Approve the payment' })).toBeVisible();
  await expectAccessible();
  await typeInto(page, codeField, code);
  await activate(page, page.getByRole('button', { name: 'Approve and pay' }));

  // Success: Pending, with a link to the payment.
  await expect(page.getByRole('heading', { level: 2, name: 'Payment submitted' })).toBeVisible();
  await expect(figure(page, 'Status')).toHaveText('Pending');
  await expect(figure(page, 'Amount')).toHaveText(formatMinor(totalMinor));
  await expectAccessible();
  await page.evaluate(() => Object.assign(window, { journeyWithoutReload: true }));
  await activate(page, page.getByRole('link', { name: 'View this payment' }));

  // The payment page: Pending while the bank's settlement job is held, then Applied when the
  // released job posts it, pushed over the socket.
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  const paymentId = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(page.url())?.[0] ?? '';
  expect(paymentId, page.url()).not.toBe('');
  const status = page.getByRole('status');
  await expect(status).toContainText('Pending');
  await expect(page.getByRole('rowheader', { name: full.number })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: part.number })).toBeVisible();
  await expectAccessible();
  await releaseJob('bank-settlement', paymentId, { live: 'paymentUpdated' });
  await expect(status).toContainText('Applied');
  expect(await page.evaluate(() => (window as unknown as { journeyWithoutReload?: boolean }).journeyWithoutReload)).toBe(true);

  // The payment in the history, applied.
  await activate(page, page.getByRole('link', { name: 'All payments' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  const history = page.getByRole('grid', { name: 'Payments' });
  await expect(history.getByRole('row').filter({ hasText: full.number }).filter({ hasText: part.number }).first()).toContainText('Applied');
  await expectAccessible();

  // Credit available went up by what was paid; each invoice owes what the preview said.
  await activate(page, page.getByRole('link', { name: 'Overview', exact: true }));
  await expect(figure(page, 'Credit available')).toHaveText(formatMinor(creditAvailableBefore + totalMinor));
  await activate(page, page.getByRole('link', { name: 'View your transaction history' }));
  for (const [invoice, remainingMinor] of [[full.number, 0], [part.number, part.remainingMinor - partialMinor]] as const) {
    const search = page.getByRole('searchbox', { name: 'Search' });
    await pressUntilFocused(page, 'Tab', search);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(invoice);
    await page.keyboard.press('Enter');
    const row = page.getByRole('grid', { name: 'Transaction History' }).getByRole('row').filter({ hasText: invoice });
    await expect(page.getByText(/^Showing 1 of 1 invoice$/)).toBeVisible();
    await expect.poll(async () => amountsIn(await row.innerText())[1]).toBe(remainingMinor);
  }
  await expectAccessible();
});

test('purchaser sees only their own charges and no payments', async ({ page, expectAccessible }) => {
  await signInWithKeyboard(page, USERS.purchaser);
  await expect(page.getByText(/^Balances are for the charges you made/)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Invoices' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Payments' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Make a payment' })).toHaveCount(0);
  await expectAccessible();

  await activate(page, page.getByRole('link', { name: 'View your transaction history' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeVisible();
  await expect(page.getByText('Showing the charges you made.')).toBeVisible();
  const rows = page.getByRole('grid', { name: 'Transaction History' }).getByRole('row');
  await expect(rows.nth(1).getByRole('rowheader')).toBeVisible();
  const texts = (await rows.allInnerTexts()).slice(1);
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text).toContain('Sam Lee');
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Pay .*selected/ })).toHaveCount(0);
  await expectAccessible();

  await page.goto('/make-payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  await expectAccessible();
});
