// Credit-limit increase, keyboard only (spec 2 /account-overview/increase-credit, 3 and 4 "Credit
// limit increase", 5 increments, 9 "response up to 24 hours"): the account admin asks for a
// permanent increase (an amount off the USD 100 steps is refused with the rule's words first), sees
// the success page; a second request is refused while the first is pending; the demo underwriting
// decides when the journey releases its held job (DEMO_JOBS=manual) and the decision arrives live: the Current Status shows it and
// the credit line grows. The demo outbox shows the decision e-mail. axe runs on every screen.
//
// Runs on the `acme-changes` server (playwright.config.ts, E2E_PORT+2), shared with the bank-accounts and groups journeys: it changes Acme's
// credit line, which the payments journey asserts on. Entities: Acme's credit line and its credit
// increase requests, nothing else.
import type { Locator, Page } from '@playwright/test';
import { expect, test, USERS } from './fixtures';
import { releaseJobWhere } from './support/jobs';
import { activate, pressUntilFocused, signInWithKeyboard, typeInto } from './support/keyboard';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const toMinor = (text: string): number => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

/** The value shown under a label of a figure list (`<dt>label</dt><dd>value</dd>`). */
const figure = (page: Page, label: string): Locator => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test('admin requests a credit increase: success page, a second request refused while pending, the decision live, the outbox notice', async ({ page, expectAccessible }) => {
  test.setTimeout(150_000);
  await signInWithKeyboard(page, USERS.admin);
  const creditApproved = figure(page, 'Credit approved');
  await expect(creditApproved).toHaveText(/\$/);
  const limitBefore = toMinor(await creditApproved.innerText());
  // Half the line or less: the demo underwriting approves it in full.
  const increaseMinor = 1_000_000;
  await expectAccessible();

  // The Increase Credit form, from Current Status.
  await activate(page, page.getByRole('link', { name: 'Increase Credit' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Increase Credit' })).toBeVisible();
  await expect(page.getByText(`Your credit limit is ${usd.format(limitBefore / 100)}`)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Permanent' })).toBeChecked();
  await expectAccessible();

  // An amount off the USD 100 steps is refused by the rule, in its words; nothing typed is lost.
  const amount = page.getByRole('textbox', { name: 'Requested increase' });
  await typeInto(page, amount, '10050');
  await typeInto(page, page.getByRole('textbox', { name: /^Reason/ }), 'Seasonal stock for the holidays');
  await activate(page, page.getByRole('button', { name: 'Submit request' }));
  await expect(page.getByText('The amount must be in increments of 100.')).toBeVisible();
  await expect(amount).toBeFocused();
  await expect(page.getByRole('textbox', { name: /^Reason/ })).toHaveValue('Seasonal stock for the holidays');
  await expectAccessible();

  await typeInto(page, amount, '10000');
  await activate(page, page.getByRole('button', { name: 'Submit request' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Request submitted' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for underwriting' })).toBeVisible();
  await expect(figure(page, 'Requested increase')).toHaveText(usd.format(increaseMinor / 100));
  await expect(figure(page, 'Status')).toHaveText('Pending');
  await expectAccessible();

  // A second request while the first is pending: the page shows the pending one and the rule's words, no form.
  await page.goto('/account-overview/increase-credit');
  await expect(page.getByRole('heading', { level: 1, name: 'Increase Credit' })).toBeVisible();
  await expect(page.getByText('Only one request can be pending: wait for underwriting to process the current one (about 24 hours).')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit request' })).toHaveCount(0);
  await expectAccessible();

  // The decision arrives live on the overview once underwriting's held job is released: Current
  // Status tells it and the credit line grows.
  await activate(page, page.getByRole('link', { name: 'Back to the account overview' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(figure(page, 'Credit approved')).toHaveText(usd.format(limitBefore / 100));
  await releaseJobWhere('underwriting', (job) => job.data['amountMinor'] === increaseMinor, `deciding the increase of ${increaseMinor}`, { live: 'creditIncreaseUpdated' });
  const limitAfter = usd.format((limitBefore + increaseMinor) / 100);
  await expect(page.getByRole('status').filter({ hasText: `Approved: the increase of ${usd.format(increaseMinor / 100)} was granted. Your credit limit is now ${limitAfter}.` })).toBeVisible();
  await expect(figure(page, 'Credit approved')).toHaveText(limitAfter);
  await expect(page.getByRole('link', { name: 'Increase Credit' })).toBeVisible();
  await expectAccessible();

  // The demo outbox (user menu) shows the decision e-mail.
  await activate(page, page.getByRole('button', { name: 'Account menu' }));
  const outboxItem = page.getByRole('menuitem', { name: 'Demo outbox' });
  await pressUntilFocused(page, 'ArrowDown', outboxItem, 5);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo outbox' })).toBeVisible();
  await expect(page.getByText('This is the demo outbox')).toBeVisible();
  const notice = page.getByRole('article', { name: 'Your credit limit increase was approved' });
  await expect(notice).toContainText(`Your credit limit is now USD`);
  await expect(page.getByRole('article', { name: 'We received your credit limit increase request' })).toBeVisible();
  await expectAccessible();
});
