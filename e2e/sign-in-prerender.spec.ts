// The sign-in screen in /login's first response (issue 9 part 3: a throttled cold /login paints its
// largest text before any script has run). The build prerenders the app's SignInView per locale
// (scripts/prerender/), the server puts it inside #root (server/http/signInPrerender.ts), and the app
// replaces it with its own render when that is ready (src/app/prerenderTakeover.ts).
import type { Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, PROGRAM_NAME, test, USERS } from './fixtures';

const PRERENDERED = '#root[data-prerendered]';

test("the first HTML response of /login holds the sign-in screen's heading, fields and button", async ({ request }) => {
  const response = await request.get('/login', { headers: { 'Accept-Language': 'en-US,en;q=0.9' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const root = /<div id="root" data-prerendered="signIn">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
  expect(root, '#root of /login holds the prerendered sign-in screen').not.toBe('');
  expect(root).toMatch(/<h1[^>]*>Sign In<\/h1>/);
  expect(root).toMatch(/<label[^>]*>Email<\/label>/);
  expect(root).toMatch(/<input[^>]*type="email"/);
  expect(root).toMatch(/<input[^>]*type="password"/);
  expect(root).toMatch(/<button[^>]*type="submit"/);
  expect(root).toContain(PROGRAM_NAME);
  // No field names: a native submit before the app has loaded must not put the password in the URL.
  expect(root).not.toMatch(/<input[^>]*\sname=/);
});

/** The boxes a visitor sees: the heading, the two fields, the button, the program name. */
async function boxesOf(page: Page) {
  const targets = [
    page.getByRole('heading', { level: 1, name: 'Sign In' }),
    page.getByLabel('Email'),
    page.getByLabel('Password', { exact: true }),
    page.getByRole('button', { name: 'Sign In' }),
    page.getByText(PROGRAM_NAME, { exact: true }),
  ];
  return Promise.all(targets.map(async (target) => (await target.boundingBox()) ?? 'missing'));
}

async function boxesWithoutScript(browser: Browser, baseURL: string | undefined, width: number) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.locator(PRERENDERED)).toBeAttached();
  const boxes = await boxesOf(page);
  await context.close();
  return boxes;
}

for (const width of [1280, 800]) {
  test(`without script the screen paints where the app's own render puts it (${width} px wide)`, async ({ browser, baseURL }) => {
    const prerendered = await boxesWithoutScript(browser, baseURL, width);
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/login');
    // The app has taken over: its own #root, without the marker.
    await expect(page.locator('#root')).toHaveCount(1);
    await expect(page.locator(PRERENDERED)).toHaveCount(0);
    expect(await boxesOf(page)).toEqual(prerendered);
    await context.close();
  });
}

test('what a visitor types and submits before the app has taken over is carried over: they are signed in', async ({ page }) => {
  // Hold the sign-in screen's chunk back, so the prerendered form is the one on the page.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/SignInPage-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await expect(page.locator(PRERENDERED)).toBeAttached();
  await page.getByLabel('Email').fill(USERS.admin);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  expect(new URL(page.url()).search, 'the held submit did not reload the page').toBe('');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible({ timeout: 30_000 });
});
