// Keyboard only: the sign-in form and the account menu work without a pointer (WCAG 2.1.1).
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, signInForm, test, USERS, pathnameOf } from './fixtures';

const isFocused = (target: Locator): Promise<boolean> =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Presses `key` until `target` holds the focus; fails after `max` presses. */
async function pressUntilFocused(page: Page, key: string, target: Locator, max: number): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return presses;
  }
  throw new Error(`${target} not focused after ${max} × ${key}`);
}

test('keyboard only: sign in with Tab and Enter, then sign out through the account menu', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/login');
  const form = signInForm(page);
  await expect(form.heading).toBeVisible();
  await expectAccessible();

  await pressUntilFocused(page, 'Tab', form.email, 15);
  await page.keyboard.type(USERS.purchaser);
  await page.keyboard.press('Tab');
  await expect(form.password).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  expect(['/', '/account-overview']).toContain(pathnameOf(page));
  await expectAccessible();

  const accountMenu = page.getByRole('button', { name: 'Account menu' });
  await pressUntilFocused(page, 'Tab', accountMenu, 60);
  await page.keyboard.press('Enter');
  const signOut = page.getByRole('menuitem', { name: 'Sign Out' });
  await expect(signOut).toBeVisible();
  // Opening a menu from the keyboard focuses an item; arrow down to Sign Out.
  if (!(await isFocused(signOut))) await pressUntilFocused(page, 'ArrowDown', signOut, 20);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(form.heading).toBeVisible();
});
