// Foundation journeys: sign in, land on the overview, sign out; the returnUrl round trip; wrong
// password; lockout after six wrong passwords (spec 2 "Navigation rules", 4 "Session and logout", 8).
import { request as playwrightRequest } from '@playwright/test';
import { DEMO_PASSWORD, expect, LOCKOUT_USERS, PROGRAM_NAME, signInForm, submitSignIn, test, TEXT, USERS, pathnameOf } from './fixtures';

const SESSION_COOKIES = ['portal_session', 'portal_session_info'];

test('admin signs in, lands on the overview, signs out; the overview then sends to /login', async ({
  page,
  context,
  baseURL,
  signIn,
  expectAccessible,
}) => {
  await signIn(USERS.admin);

  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  expect(['/', '/account-overview']).toContain(pathnameOf(page));
  await expect(page).toHaveTitle(new RegExp(`^${PROGRAM_NAME}`));
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectAccessible();

  // The session the server gave this browser, to prove sign-out ends it on the server too.
  const sessionCookies = (await context.cookies()).filter((c) => SESSION_COOKIES.includes(c.name));
  expect(sessionCookies.map((c) => c.name).sort()).toEqual([...SESSION_COOKIES].sort());

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();

  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(signInForm(page).heading).toBeVisible();
  await expectAccessible();
  const left = (await context.cookies()).filter((c) => SESSION_COOKIES.includes(c.name));
  expect(left, 'sign-out deletes the session cookies').toEqual([]);

  await page.goto('/account-overview');
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(signInForm(page).heading).toBeVisible();

  // Replaying the old session cookies must not get a token: sign-out ended the session server-side.
  const replay = await playwrightRequest.newContext({
    baseURL,
    storageState: { cookies: sessionCookies, origins: [] },
  });
  try {
    const auth = await replay.post('/auth', { data: {}, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect(auth.status(), 'POST /auth with the cookies of a signed-out session').toBe(401);
  } finally {
    await replay.dispose();
  }
});

test('a signed-out visit to Users goes to /login with returnUrl, and signing in returns there', async ({
  page,
  signIn,
  expectAccessible,
}) => {
  await page.goto('/account/settings/users');
  await expect(page).toHaveURL(/\/login\?/);
  const returnUrl = new URL(page.url()).searchParams.get('returnUrl');
  expect(returnUrl, 'returnUrl query value').toContain('/account/settings/users');
  await expect(signInForm(page).heading).toBeVisible();

  await signIn(USERS.admin);

  await expect(page).toHaveURL((url) => url.pathname === '/account/settings/users');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible();
});

test('a wrong password shows the spec message and keeps the email', async ({ page, expectAccessible }) => {
  await page.goto('/login');
  await expect(signInForm(page).heading).toBeVisible();

  const status = await submitSignIn(page, USERS.payer, 'not-the-password');
  expect(status).toBeGreaterThanOrEqual(400);

  await expect(page.getByText(TEXT.invalidCredentials)).toBeVisible();
  await expect(signInForm(page).email).toHaveValue(USERS.payer);
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expectAccessible();
});

test('six wrong passwords lock sign-in; then even the right password is refused', async ({ page, expectAccessible }, testInfo) => {
  // A user no other test signs in as: it stays locked for the rest of the run, so a retry (CI) takes the next one.
  const user = LOCKOUT_USERS[testInfo.retry % LOCKOUT_USERS.length] ?? USERS.groupAdmin;
  await page.goto('/login');
  const form = signInForm(page);
  await expect(form.heading).toBeVisible();

  for (let attempt = 1; attempt <= 5; attempt++) {
    await submitSignIn(page, user, `wrong-${attempt}`);
    await expect(page.getByText(TEXT.invalidCredentials), `after wrong password #${attempt}`).toBeVisible();
    await expect(page.getByText(TEXT.locked)).toHaveCount(0);
  }

  await submitSignIn(page, user, 'wrong-6');
  await expect(page.getByText(TEXT.locked)).toBeVisible();
  await expectAccessible();

  const status = await submitSignIn(page, user, DEMO_PASSWORD);
  expect(status, 'the right password while locked').toBeGreaterThanOrEqual(400);
  await expect(page.getByText(TEXT.locked)).toBeVisible();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(form.heading).toBeVisible();
});
