// Single sign-on (spec 2 SSO redirect rule, spec 8 single-sign-on errors), keyboard only, against
// the demo identity provider that runs inside the portal at /idp (server/sso). sso@acme.example
// has ssoStatus Active: the sign-in form sends it to the provider, which sends it back signed in,
// to the page it asked for. Failures end on /sso-error with the spec's message.
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectAccessible, signInForm, test } from './fixtures';
import { activate, pressUntilFocused, typeInto } from './support/keyboard';

const SSO_USER = 'sso@acme.example';
/** Known to the company's provider, not a user of the program (server/sso/demoIdp/accounts.ts). */
const OUTSIDER = 'contractor@acme.example';
const ASKED_FOR = '/account-overview/transactions';

const provider = (page: Page) => ({
  heading: page.getByRole('heading', { level: 1, name: 'Acme company sign-in' }),
  email: page.getByLabel('Email'),
  password: page.getByLabel('Password'),
  submit: page.getByRole('button', { name: 'Sign in', exact: true }),
});

/** From a signed-out page the user asked for, through the portal's sign-in form to the provider's page. */
async function reachProviderFromSignIn(page: Page) {
  await page.goto(ASKED_FOR);
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  const form = signInForm(page);
  await expect(form.heading).toBeVisible();
  await pressUntilFocused(page, 'Tab', form.email, 15);
  await page.keyboard.type(SSO_USER);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  // SSO_REQUIRED: the browser leaves for /sso/login with e-mail and returnUrl, then the provider.
  const idp = provider(page);
  await expect(idp.heading).toBeVisible();
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await expect(idp.email).toHaveValue(SSO_USER);
  return idp;
}

/**
 * Answers the attempt waiting at the provider with a `state` that is not the attempt's (a forged or
 * tampered provider answer; the server tests alter a real code's state too: server/sso). Playwright
 * cannot rewrite a redirect the browser follows, so the tampered answer is opened directly.
 */
async function answerWithTamperedState(page: Page) {
  await page.goto(`/sso/callback?${new URLSearchParams({ code: 'forged-authorization-code', state: 'tampered-state' }).toString()}`);
}

test.describe('single sign-on (en-US)', () => {
  test('sso@acme.example is sent to the company provider, signs in there and lands on the page it asked for', async ({ page }) => {
    const idp = await reachProviderFromSignIn(page);
    await expectAccessible(page);
    // The e-mail came along as login hint: the password field has the focus.
    await expect(idp.password).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(ASKED_FOR);
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeVisible();
    await expectAccessible(page);
    expect(await page.evaluate(() => window.localStorage.getItem('portal.user'))).toBe(JSON.stringify({ email: SSO_USER, ssoStatus: 'Active' }));

    // The portal session ends without a logout (cookies gone): the remembered SSO user is sent to the
    // SSO login address at once (spec 2), passes the provider (still signed in there) and is back.
    await page.context().clearCookies({ name: /^portal_session/ });
    const passedThrough: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) passedThrough.push(new URL(request.url()).pathname);
    });
    await page.goto('/account-overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page).toHaveURL('/account-overview');
    expect(passedThrough).not.toContain('/login');
    expect(passedThrough).toEqual(expect.arrayContaining(['/sso/login', '/idp/auth', '/sso/callback']));
  });

  test('a tampered state ends on "Unable to sign in", and the retry goes back to the provider', async ({ page }) => {
    await reachProviderFromSignIn(page);
    await answerWithTamperedState(page);

    await expect(page).toHaveURL(/\/sso-error\?reason=unableToSignIn/);
    await expect(page.getByRole('heading', { level: 1, name: 'Unable to sign in' })).toBeVisible();
    await expect(page.getByText("We could not sign you in through your company's sign-in page. Please try again.")).toBeVisible();
    await expect(page.getByText(/^Having trouble signing in\?/)).toBeVisible();
    await expectAccessible(page);
    // Nothing was signed in.
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('portal_session');

    await activate(page, page.getByRole('link', { name: 'Try single sign-on again' }));
    await expect(provider(page).heading).toBeVisible();
    await expect(provider(page).email).toHaveValue(SSO_USER);
  });

  test('a person the provider knows but the program does not: "sign-in mismatch"', async ({ page }) => {
    const idp = await reachProviderFromSignIn(page);
    await typeInto(page, idp.email, OUTSIDER);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/sso-error\?reason=mismatch/);
    await expect(page.getByRole('heading', { level: 1, name: 'Unable to sign in' })).toBeVisible();
    await expect(page.getByText('Your account does not have permission to use this program.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try single sign-on again' })).toHaveCount(0);
    await expectAccessible(page);
    await activate(page, page.getByRole('link', { name: 'Back to Sign In' }));
    await expect(signInForm(page).heading).toBeVisible();
  });

  test('a wrong password at the provider is announced and keeps the e-mail', async ({ page }) => {
    const idp = await reachProviderFromSignIn(page);
    await page.keyboard.type('not-the-password');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('The email or password is not correct. Please try again.');
    await expect(idp.email).toHaveValue(SSO_USER);
    await expect(idp.email).toBeFocused();
    await expectAccessible(page);
  });
});

test.describe('single sign-on errors in de-DE', () => {
  test.use({ locale: 'de-DE' });

  test('a tampered state shows the German "Unable to sign in" page', async ({ page }) => {
    await page.goto(`/sso/login?${new URLSearchParams({ email: SSO_USER, returnUrl: ASKED_FOR }).toString()}`);
    await expect(provider(page).heading).toBeVisible();
    await answerWithTamperedState(page);

    await expect(page).toHaveURL(/\/sso-error\?reason=unableToSignIn/);
    await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung nicht möglich' })).toBeVisible();
    await expect(page.getByText('Die Anmeldung über die Anmeldeseite Ihres Unternehmens ist fehlgeschlagen. Bitte versuchen Sie es erneut.')).toBeVisible();
    await expect(page.getByText(/^Probleme bei der Anmeldung\?/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Single Sign-on erneut versuchen' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the mismatch message in German', async ({ page }) => {
    await page.goto('/sso-error?reason=mismatch');
    await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung nicht möglich' })).toBeVisible();
    await expect(page.getByText('Ihr Konto ist nicht für die Nutzung dieses Programms berechtigt.')).toBeVisible();
    await expectAccessible(page);
  });
});
