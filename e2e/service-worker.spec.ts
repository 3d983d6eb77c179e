// Spec 7 "A service worker is registered": public/sw.js keeps a network-first copy of the app shell
// (the page and its built assets, never API, auth or SSO answers), so a page opened once opens again
// when the network is gone. Every other test blocks the worker (playwright.config.ts says why).
import type { Page } from '@playwright/test';
import { expect, signInForm, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

/** The paths of every request the page's service worker caches hold. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

test('the service worker keeps the app shell: the sign-in page opens offline; API answers are never kept', async ({ page, context }) => {
  await page.goto('/login');
  await expect(signInForm(page).heading).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope, 'registered for the whole portal').toBe(new URL('/', page.url()).href);

  // The first load came before the worker: the next one goes through it, which keeps what it loads.
  await page.reload();
  await expect(signInForm(page).heading).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL), 'the page is controlled by /sw.js').toMatch(/\/sw\.js$/);
  const cached = await cachedPaths(page);
  expect(cached, 'the shell is kept once, under /').toContain('/');
  expect(cached.some((path) => path.startsWith('/assets/')), 'the built assets are kept').toBe(true);
  expect(cached.filter((path) => /^\/(graphql|auth|sso|public)\b/.test(path)), 'no API, auth, SSO or public-data answer is kept').toEqual([]);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(signInForm(page).heading, 'offline, the sign-in page opens from the worker\'s copy').toBeVisible();
    await expect(signInForm(page).email).toBeEditable();
  } finally {
    await context.setOffline(false);
  }
});
