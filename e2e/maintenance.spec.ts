// Spec 1: with a maintenance window in the page configuration, the root view shows the maintenance
// notice instead of any routed screen, with a contact link labelled with the e-mail. Runs against the
// second server (project "maintenance", started with MAINTENANCE_WINDOW; see playwright.config.ts).
import type { Page } from '@playwright/test';
import { expect, MAINTENANCE, test } from './fixtures';

const ROUTES = ['/', '/login', '/account-overview', '/nope'];
const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectMaintenanceNotice(page: Page): Promise<void> {
  const contact = page.getByRole('link', { name: new RegExp(escapeRegExp(MAINTENANCE.email)) });
  await expect(contact).toBeVisible();
  await expect(contact).toHaveAttribute('href', new RegExp(`^mailto:${escapeRegExp(MAINTENANCE.email)}`));
  // Instead of the routed screens: none of them is there.
  for (const name of ['Sign In', 'Overview', 'Page not found']) {
    await expect(page.getByRole('heading', { name, exact: true })).toHaveCount(0);
  }
}

test.describe('en-US', () => {
  test.use({ locale: 'en-US' });

  test('every route shows the maintenance notice', async ({ page, expectAccessible }) => {
    for (const route of ROUTES) {
      await test.step(route, async () => {
        await page.goto(route);
        await expectMaintenanceNotice(page);
        await expect(page.locator('html')).toHaveAttribute('lang', /^en\b/);
        await expect(page.getByText(/maintenance/i).first()).toBeVisible();
        await expectAccessible();
      });
    }
  });
});

test.describe('de-DE', () => {
  test.use({ locale: 'de-DE' });

  test('every route shows the maintenance notice in German', async ({ page, expectAccessible }) => {
    for (const route of ROUTES) {
      await test.step(route, async () => {
        await page.goto(route);
        await expectMaintenanceNotice(page);
        await expect(page.locator('html')).toHaveAttribute('lang', /^de\b/);
        await expect(page.getByText(/Wartung/).first()).toBeVisible();
        await expectAccessible();
      });
    }
  });
});

test.describe('stored locale de-DE, browser en-US', () => {
  test.use({ locale: 'en-US' });

  test('the maintenance notice is in German', async ({ page, expectAccessible }) => {
    await page.addInitScript(() => window.localStorage.setItem('portal.locale', 'de-DE'));
    await page.goto('/login');
    await expectMaintenanceNotice(page);
    await expect(page.locator('html')).toHaveAttribute('lang', /^de\b/);
    await expect(page.getByText(/Wartung/).first()).toBeVisible();
    await expectAccessible();
  });
});
