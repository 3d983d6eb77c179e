// Spec 1: with a maintenance window in the page configuration, the root view shows the maintenance
// notice instead of any routed screen, with a contact link labelled with the e-mail.
//
// Runs on the main server. The page configuration the server writes into index.html gets the
// maintenance window on its way to the browser (everything else stays as served); that the server
// puts MAINTENANCE_WINDOW there is proven in server/http/http.test.ts ("serves the SPA for app routes with the page config injected").
// It used to start a server of its own with MAINTENANCE_WINDOW set (issue 9 part 6: one server less).
import type { Page, Route } from '@playwright/test';
import { expect, MAINTENANCE, test } from './fixtures';

const ROUTES = ['/', '/login', '/account-overview', '/nope'];
const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PAGE_CONFIG = /(<script id="page-config" type="application\/json">)([\s\S]*?)(<\/script>)/;

/** The served index.html with MAINTENANCE as the page configuration's maintenance window. */
async function withMaintenanceWindow(route: Route): Promise<void> {
  const response = await route.fetch();
  const html = await response.text();
  const match = PAGE_CONFIG.exec(html);
  expect(match, 'index.html carries the page configuration').not.toBeNull();
  const config = { ...(JSON.parse(match![2]!) as Record<string, unknown>), maintenanceWindow: MAINTENANCE };
  const body = html.replace(PAGE_CONFIG, (_all, open: string, _json: string, close: string) => `${open}${JSON.stringify(config).replace(/</g, '\\u003c')}${close}`);
  // The body goes out as text: not the encoding or length the server's compressed answer had.
  const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)));
  await route.fulfill({ status: response.status(), headers, body });
}

// Every page load (a document request) gets the window; the service worker is kept out so it cannot
// answer a navigation from its cache past the route.
test.use({ serviceWorkers: 'block' });
test.beforeEach(async ({ page }) => {
  await page.route((url) => !/^\/(assets|graphql|auth|public|sso|idp)\b/.test(url.pathname) && !/\.\w+$/.test(url.pathname), async (route) =>
    route.request().resourceType() === 'document' ? withMaintenanceWindow(route) : route.continue(),
  );
});

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
