// Staff consoles (issue 14 items 1 and 6), keyboard only and axe-clean on every new page:
// - en-US: Acme's admin asks for a credit-limit increase; the underwriter (no demo timer on this
//   server: DEMO_UNDERWRITING_MS unset) approves part of it from the Underwriting queue, and the
//   admin's overview, open in a second browser context, shows the decision and the new line live.
// - de-DE: customer support finds Acme on Customers, opens its page, opens the buyer's portal by the
//   /x-session handoff and lands on Acme's Account Activity, where the handoff is recorded.
//
// Runs on the `seller` server (playwright.config.ts, E2E_PORT+8), shared with the other issue-14
// journeys (API keys, charges, uploads), which add charges for Acme: nothing here counts charges or
// the available credit; only Acme's credit line and its credit increase requests change here.
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test, USERS } from './fixtures';
import { waitUntilListening } from './support/jobs';
import { activate, pressUntilFocused, typeInto } from './support/keyboard';
import { signedInAs, signedInState } from './support/signedIn';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const toMinor = (text: string): number => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);
const figure = (page: Page, label: string): Locator => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('underwriting (en-US)', () => {
  test('the underwriter approves part of a pending increase from the queue; the buyer sees it live', async ({ page, browser, baseURL, expectAccessible }) => {
    test.setTimeout(120_000);
    // The buyer's admin, in a browser of their own, asks for USD 10,000 more.
    const buyer = await browser.newContext({ storageState: await signedInState(baseURL!, USERS.admin) });
    const admin = await buyer.newPage();
    // The underwriter signs in with the keyboard; their first page is the queue.
    await page.goto('/login');
    await pressUntilFocused(page, 'Tab', page.getByRole('textbox', { name: 'Email' }), 15);
    await page.keyboard.type('underwriter@northwind.example');
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Underwriting' })).toBeVisible();
    await admin.goto('/account-overview/increase-credit');
    await expect(admin.getByRole('heading', { level: 1, name: 'Increase Credit' })).toBeVisible();
    await typeInto(admin, admin.getByRole('textbox', { name: 'Requested increase' }), '10000');
    await typeInto(admin, admin.getByRole('textbox', { name: /^Reason/ }), 'Stock for the new warehouse');
    await activate(admin, admin.getByRole('button', { name: 'Submit request' }));
    await expect(admin.getByRole('heading', { level: 1, name: 'Request submitted' })).toBeVisible();
    await admin.goto('/account-overview');
    await expect(admin.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    const creditApproved = figure(admin, 'Credit approved');
    await expect(creditApproved).toHaveText(/\$/);
    const limitBefore = toMinor(await creditApproved.innerText());

    await expect(page.getByText('No requests are waiting.')).toBeVisible();
    // The request is in the queue once the underwriter opens it again (menu: Customers, then Underwriting).
    await activate(page, page.getByRole('link', { name: 'Customers' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expectAccessible();
    await activate(page, page.getByRole('link', { name: 'Underwriting' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Underwriting' })).toBeVisible();
    await expect(page.getByRole('table', { name: /credit limit increase request/ })).toContainText('Acme Industrial Supply');
    await expectAccessible();

    await activate(page, page.getByRole('button', { name: 'Decide for Acme Industrial Supply' }));
    await expect(page.getByRole('heading', { level: 2, name: `Credit limit increase of ${usd.format(10_000)} for Acme Industrial Supply` })).toBeFocused();
    await expect(page.getByRole('radio', { name: 'Approve' })).toBeChecked();
    // More than was asked is refused before anything is sent.
    const amount = page.getByRole('textbox', { name: 'Amount approved' });
    await typeInto(page, amount, '20000');
    await activate(page, page.getByRole('button', { name: 'Submit decision' }));
    await expect(page.getByText('The amount cannot be more than was asked for.')).toBeVisible();
    await expectAccessible();

    // Half of it: a partial approval. The buyer's overview listens before the decision is sent.
    await typeInto(page, amount, '5000');
    await waitUntilListening('creditIncreaseUpdated');
    await activate(page, page.getByRole('button', { name: 'Submit decision' }));
    await expect(page.getByText('The credit limit increase was decided.')).toBeVisible();
    await expect(page.getByText('No requests are waiting.')).toBeVisible();
    await expectAccessible();

    const limitAfter = usd.format((limitBefore + 500_000) / 100);
    await expect(admin.getByRole('status').filter({ hasText: limitAfter })).toBeVisible();
    await expect(figure(admin, 'Credit approved')).toHaveText(limitAfter);
    await buyer.close();
  });
});

test.describe('support (de-DE)', () => {
  test.use({ locale: 'de-DE', storageState: signedInAs('support@northwind.example') });

  test('support finds Acme, opens its page and its portal by handoff; Acme\'s activity records it', async ({ page, expectAccessible }) => {
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await typeInto(page, page.getByRole('searchbox', { name: 'E-Mail, Name oder Unternehmen' }), 'Alex Morgan');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('table', { name: '1 Benutzer gefunden' })).toContainText('admin@acme.example');
    await expectAccessible();

    await activate(page, page.getByRole('link', { name: 'Kunden' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Kunden' })).toBeVisible();
    await typeInto(page, page.getByRole('searchbox', { name: 'Suche nach Name, Referenz oder Benutzer-E-Mail' }), 'Acme');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('table', { name: '1 Kunde' })).toBeVisible();
    await expectAccessible();

    await activate(page, page.getByRole('link', { name: 'Acme Industrial Supply' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Industrial Supply' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Benutzer von Acme Industrial Supply' })).toContainText('admin@acme.example');
    await expectAccessible();

    await activate(page, page.getByRole('button', { name: 'Portal des Käufers öffnen' }));
    await expect(page).toHaveURL(/\/activity\/account-activity$/);
    await expect(page.getByText('Der Kundensupport hat Ihr Portal als admin@acme.example geöffnet').first()).toBeVisible();
    await expectAccessible();
  });
});
