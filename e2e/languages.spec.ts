// Twelve languages (issue 15), on a server of its own (project 'languages'):
// - every locale of the demo program whose language has a bundle: /{locale} shows the sign-in page
//   in that language (its heading, <html lang>); the locales are read from src/i18n/messages, so the
//   translators' folders are covered when they arrive;
// - one sign-in as the administrator: Overview, Transaction History, Make Payment and Users and the
//   menu read in each of those languages; the header's language picker switches at once, and the
//   choice (saved for the user) is applied when they sign in again in a fresh browser;
// - the pseudo-locale (accented, ~40% longer; src/i18n/pseudoLocale.ts) served as the program's
//   overrides: no clipped or overlapping text on sign-in, Overview, Transaction History, Make
//   Payment and Users.
import type { Page } from '@playwright/test';
import { expect, test, USERS } from './fixtures';
import { activate, pressUntilFocused, signInWithKeyboard } from './support/keyboard';
import { availableLocales, englishMessages, messagesFor } from './support/localeMessages';
import { textLayoutProblems } from './support/textLayout';
import { DEMO_PASSWORD } from './support/env';
import { pseudoMessages } from '../src/i18n/pseudoLocale';

const LOCALES = availableLocales();
const ENGLISH = englishMessages();

// One test walks every locale: its time grows with the number of locales (16 today, about 4 s each
// on a busy 2-core CI machine), so its budget does too.
const perLocaleBudget = (base: number, each: number) => base + LOCALES.length * each;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Goes to a path inside the running app (as a link would: no reload), so a locale costs no page loads. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('each language of the program: /{locale} shows the sign-in page in it', async ({ page }) => {
  test.setTimeout(perLocaleBudget(20_000, 5_000));
  expect(LOCALES).toEqual(expect.arrayContaining(['en-US', 'en-GB', 'de-DE', 'de-CH']));
  for (const locale of LOCALES) {
    const m = messagesFor(locale);
    if (!locale.startsWith('en-')) expect(m['signIn.heading'], `${locale} has its own heading`).not.toBe(ENGLISH['signIn.heading']);
    await page.goto(`/${locale}`);
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(heading(page, m['signIn.heading']!)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
  }
});

test('signed in once: the main screens in every language; the header’s choice is kept after signing in again', async ({ page, browser, baseURL, expectAccessible }) => {
  test.setTimeout(perLocaleBudget(60_000, 12_000));
  await signInWithKeyboard(page, USERS.admin);
  for (const locale of LOCALES) {
    const m = messagesFor(locale);
    await openInApp(page, `/${locale}`);
    await expect(heading(page, m['page.account-overview']!)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    // Acme's approved credit (250,000 USD) in the locale's number and currency format, as the browser writes it.
    const approved = await page.evaluate((tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' }).format(250_000), locale);
    await expect(page.getByText(approved, { exact: true }).first()).toBeVisible();
    const menu = page.locator('#main-nav');
    await expect(menu.getByRole('link', { name: m['menu.payments']!, exact: true })).toBeVisible();
    await menu.getByRole('link', { name: m['menu.usersAndGroups']!, exact: true }).click();
    await expect(heading(page, m['page.manage-users']!)).toBeVisible();
    await openInApp(page, '/make-payment');
    await expect(heading(page, m['page.make-payment']!)).toBeVisible();
    await openInApp(page, '/account-overview/transactions');
    await expect(heading(page, m['page.transaction-history']!)).toBeVisible();
  }

  // The header's picker, in English first: German at once, without a reload.
  await openInApp(page, '/en-US');
  await expect(heading(page, ENGLISH['page.account-overview']!)).toBeVisible();
  const german = messagesFor('de-DE');
  await activate(page, page.getByRole('button', { name: /^Language/ }));
  await pressUntilFocused(page, 'ArrowDown', page.getByRole('option', { name: 'Deutsch (Deutschland)' }), 20);
  await page.keyboard.press('Enter');
  await expect(heading(page, german['page.account-overview']!)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expectAccessible();

  // Signing in again in a fresh browser (nothing stored, browser language English): the saved choice applies.
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const again = await context.newPage();
  await again.goto('/login');
  await expect(heading(again, ENGLISH['signIn.heading']!)).toBeVisible();
  await again.locator('input[type="email"]').fill(USERS.admin);
  await again.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await again.keyboard.press('Enter');
  await expect(heading(again, german['page.account-overview']!)).toBeVisible();
  await expect(again.locator('html')).toHaveAttribute('lang', 'de-DE');
  await context.close();
});

test('pseudo-locale: no clipped or overlapping text on the main screens', async ({ page }) => {
  const pseudo = pseudoMessages(ENGLISH);
  // The pseudo-locale arrives as the program's overrides, which win over every bundled message.
  await page.route('**/public/program-locale-translations/**', (route) => route.fulfill({ json: pseudo }));
  await page.goto('/login');
  await expect(heading(page, pseudo['signIn.heading']!)).toBeVisible();
  expect(await textLayoutProblems(page), 'sign-in').toEqual([]);

  await page.locator('input[type="email"]').fill(USERS.admin);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  const screens: [string, string][] = [
    ['/account-overview', 'page.account-overview'],
    ['/account-overview/transactions', 'page.transaction-history'],
    ['/make-payment', 'page.make-payment'],
    ['/account/settings/users', 'page.manage-users'],
  ];
  for (const [path, id] of screens) {
    if (path !== '/account-overview') await page.goto(path);
    await expect(heading(page, pseudo[id]!)).toBeVisible();
    await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0); // no spinner left
    expect(await textLayoutProblems(page), path).toEqual([]);
  }
});

test('Make Payment in English and in German: a switch in the header redraws the invoice table in the new language; its column headings are not cut', async ({ page, signIn }) => {
  // The journey above leaves the administrator's saved choice German: the app opens in it after
  // sign-in (signInWithKeyboard expects English), so each language is chosen in the header's picker,
  // on the page itself: the table's headings, dates and amounts follow the switch without a reload
  // (they kept the previous language until one, 27 Nov: views/common/shownItems.ts).
  await signIn(USERS.admin);
  await page.goto('/make-payment');
  for (const [locale, name] of [['en-US', 'American English'], ['de-DE', 'Deutsch (Deutschland)']] as const) {
    const m = messagesFor(locale);
    await activate(page, page.getByRole('button', { name: /^(Language|Sprache)/ }));
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Home'); // from the first language down, whichever was selected
    await pressUntilFocused(page, 'ArrowDown', page.getByRole('option', { name }), 30);
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(heading(page, m['page.make-payment']!)).toBeVisible();
    const table = page.getByRole('grid');
    // The due date heading (German: "Fällig am"; "Fälligkeitsdatum" was cut), sorted (with its arrow) on this step.
    await expect(table.getByRole('columnheader', { name: m['invoices.column.dueDate']! })).toBeVisible();
    // The rows' amounts in the locale's format: "$1,234.56", "1.234,56 $".
    await expect(table.getByRole('row').nth(1)).toContainText(locale === 'de-DE' ? /\d,\d\d\s\$/ : /\$\d/);
    await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
    expect(await textLayoutProblems(page), locale).toEqual([]);
  }
});
