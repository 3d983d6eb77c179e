// The add-bank-account dialog (spec 2 "Dialogs and banners controlled by stored flags", spec 3
// isAddBankAccountDialogDisplayed): Account Overview offers a user who may manage the buyer's bank
// accounts, and whose buyer has no active one, to add one, once; keyboard only, axe-clean, en-US and de-DE.
//
// Data: every seeded buyer a journey signs in for has an active bank account, and the other
// journeys need Acme's, so this journey takes the real server's bank-account answer and leaves out
// the accounts (the buyer "has none"); everything else is the real server. Each test's browser
// context starts with a fresh local store, where the flag is true (spec 3).
import type { Page } from '@playwright/test';
import { expect, test, USERS, expectAccessible } from './fixtures';
import { activate, signInInGerman, signInWithKeyboard } from './support/keyboard';

/** The buyer's bank-account list answered without accounts: the real answer, accounts removed. */
async function withoutBankAccounts(page: Page): Promise<void> {
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string; query?: string } | null;
    const isBankAccounts = body?.operationName === 'BankAccounts' || /\bquery\s+BankAccounts\b/.test(body?.query ?? '');
    if (!isBankAccounts) return route.fallback();
    const response = await route.fetch();
    const json = (await response.json()) as { data?: { bankAccounts?: { accounts: unknown[] } } };
    if (json.data?.bankAccounts) json.data.bankAccounts.accounts = [];
    await route.fulfill({ response, json });
  });
}

const dialog = (page: Page) => page.getByRole('alertdialog', { name: 'Add a bank account' });

test('the administrator of a buyer without an active bank account is offered to add one, once', async ({ page }) => {
  await withoutBankAccounts(page);
  await signInWithKeyboard(page, USERS.admin);
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText('Your company has no active bank account yet.');
  await expectAccessible(page);

  await activate(page, dialog(page).getByRole('button', { name: 'Not now' }));
  await expect(dialog(page)).toBeHidden();
  const stored = await page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('portal.clientStore.')).map(([, value]) => value).join(''));
  expect(stored).toContain('"isAddBankAccountDialogDisplayed":false');

  // Never again for this user: the flag is read before the bank accounts are asked for.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && /\bquery\s+BankAccounts\b/.test(request.postData() ?? '')) asked.push(request.url());
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(dialog(page)).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('"Add bank account" opens the add flow', async ({ page }) => {
  await withoutBankAccounts(page);
  await signInWithKeyboard(page, USERS.admin);
  await activate(page, dialog(page).getByRole('button', { name: 'Add bank account' }));
  await expect(page).toHaveURL(/\/account-overview\/bank-accounts\/new$/);
  await expect(dialog(page)).toHaveCount(0);
});

test('in German: the same offer in its words, and "Bankkonto hinzufügen" opens the add flow', async ({ page }) => {
  await withoutBankAccounts(page);
  await signInInGerman(page, USERS.admin);
  const angebot = page.getByRole('alertdialog', { name: 'Bankkonto hinzufügen' });
  await expect(angebot).toContainText('Ihr Unternehmen hat noch kein aktives Bankkonto.');
  await expectAccessible(page);
  await activate(page, angebot.getByRole('button', { name: 'Bankkonto hinzufügen' }));
  await expect(page).toHaveURL(/\/account-overview\/bank-accounts\/new$/);
});
