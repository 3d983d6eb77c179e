// A second locale (spec 4 "Locale selection"): the sign-in page speaks German when the browser's
// language is German, and when German is the stored choice (localStorage `portal.locale`).
import { expect, test } from './fixtures';

test.describe('browser language de-DE', () => {
  test.use({ locale: 'de-DE' });

  test('the sign-in page is in German', async ({ page, expectAccessible }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', /^de\b/);
    await expectAccessible();
  });
});

test.describe('stored locale de-DE, browser en-US', () => {
  test.use({ locale: 'en-US' });

  test('the sign-in page is in German', async ({ page, expectAccessible }) => {
    await page.addInitScript(() => window.localStorage.setItem('portal.locale', 'de-DE'));
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', /^de\b/);
    await expectAccessible();
  });
});
