// Issue 12 items 1 and 4, tried as a locked-out payer would, keyboard only, axe on every screen:
// "Forgot Email/Password?" on the sign-in page, a link by e-mail (read in the demo outbox), the
// PasswordReset code the demo program asks for (mfaRequired), the old password refused as recently
// used, a new one that works, the old session gone, the used link refused. Then in German: a second
// reset refuses the first password (now a recent one), an expired link and a used link say so.
//
// Runs on the `accounts` server (playwright.config.ts, E2E_PORT+4, shared with the company journey,
// which signs in as the admin only): it changes the payer's password and ends the payer's sessions,
// which the payments journey relies on.
//
// Expiry is time as data: the server's clock is not injectable in a browser journey, so the
// development job control's test-only `POST /dev/password-resets/expire` (server/modules/passwordReset/devExpire.ts;
// 127.0.0.1 only, DEMO_JOBS=manual only, refused in production) moves the link's expiry to now.
// The exact boundary (one millisecond before / at expiry) is covered by the server tests with an injected clock.
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, JOB_CONTROL_OFFSET, test, USERS } from './fixtures';
import { DEMO_PASSWORD } from './support/env';
import { activate, pressUntilFocused, typeInto } from './support/keyboard';

const FIRST_NEW = 'Blue-Harbor-72!';
const SECOND_NEW = 'Zebra%Lantern8';

const TEXT = {
  en: {
    forgotLink: 'Forgot Email/Password?',
    forgotHeading: 'Forgot your email or password?',
    email: 'Email',
    send: 'Send reset link',
    sent: 'Check your email',
    code: /^Security code/,
    continue: 'Continue',
    password: 'New password',
    confirm: 'Confirm new password',
    change: 'Change password',
    recycled: 'You used this password recently. Choose one you have not used before.',
    done: 'Your password was changed',
    used: 'This password reset link was already used. Each link works once.',
  },
  de: {
    forgotHeading: 'E-Mail-Adresse oder Passwort vergessen?',
    email: 'E-Mail',
    send: 'Link senden',
    sent: 'Prüfen Sie Ihre E-Mails',
    code: /^Sicherheitscode/,
    continue: 'Weiter',
    password: 'Neues Passwort',
    confirm: 'Neues Passwort bestätigen',
    change: 'Passwort ändern',
    recycled: 'Sie haben dieses Passwort vor Kurzem verwendet. Wählen Sie eines, das Sie noch nicht verwendet haben.',
    done: 'Ihr Passwort wurde geändert',
    used: 'Dieser Link zum Zurücksetzen des Passworts wurde bereits verwendet. Jeder Link funktioniert nur einmal.',
    expired: 'Dieser Link zum Zurücksetzen des Passworts ist abgelaufen. Links sind 60 Minuten gültig.',
  },
} as const;
type Texts = (typeof TEXT)['en'] | (typeof TEXT)['de'];

/** Signs in through the real form with the keyboard, with any password. */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const emailField = page.getByLabel(/^Email/);
  await pressUntilFocused(page, 'Tab', emailField, 15);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
}

/** The newest message with this subject in the demo outbox (the "mail client" of a signed-in session), once there are `atLeast`. */
async function newestMessage(page: Page, subject: string, atLeast: number): Promise<string> {
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Demo outbox' })).toBeVisible();
    expect(await page.getByRole('article', { name: subject }).count()).toBeGreaterThanOrEqual(atLeast);
  }).toPass({ timeout: 20_000 });
  return page.getByRole('article', { name: subject }).first().innerText();
}

const linkIn = (text: string) => {
  const match = /\/resetpassword\?token=\S+/.exec(text);
  expect(match, text).not.toBeNull();
  return match![0];
};
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

/** Forgot Email/Password: the e-mail typed, sent, "check your email". */
async function requestLink(page: Page, t: Texts, email: string = USERS.payer): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: t.forgotHeading })).toBeVisible();
  await expectAccessible(page);
  await typeInto(page, page.getByRole('textbox', { name: new RegExp(`^${t.email}`) }), email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: t.sent })).toBeVisible();
  await expectAccessible(page);
}

/** The identity check: the code from the outbox typed in, continue. */
async function enterCode(page: Page, reader: Page, t: Texts, codesBefore: number): Promise<void> {
  const field = page.getByRole('textbox', { name: t.code });
  await expect(field).toBeVisible();
  const code = codeIn(await newestMessage(reader, 'Your security code', codesBefore + 1));
  await expectAccessible(page);
  await typeInto(page, field, code);
  await activate(page, page.getByRole('button', { name: t.continue }));
}

/** The new-password form: typed twice, submitted. */
async function choosePassword(page: Page, t: Texts, password: string): Promise<void> {
  const field = page.getByLabel(t.password, { exact: true });
  await expect(field).toBeVisible();
  await typeInto(page, field, password);
  await typeInto(page, page.getByLabel(t.confirm, { exact: true }), password);
  await activate(page, page.getByRole('button', { name: t.change }));
}

async function expectAlert(page: Page, text: string): Promise<Locator> {
  const alert = page.getByText(text);
  await expect(alert).toBeVisible();
  await expectAccessible(page);
  return alert;
}

async function germanPage(browser: Browser): Promise<Page> {
  const baseURL = test.info().project.use.baseURL;
  const context = await browser.newContext({ locale: 'de-DE', baseURL });
  return context.newPage();
}

function expireLinksOf(email: string) {
  const url = new URL(test.info().project.use.baseURL!);
  url.port = String(Number(url.port) + JOB_CONTROL_OFFSET);
  return fetch(`${url.origin}/dev/password-resets/expire`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
}

test('a locked-out payer resets the password from the e-mailed link; the old session ends; used and expired links say so (en-US, de-DE)', async ({ page, browser }) => {
  test.setTimeout(240_000);
  // The payer's old session, on another device: it also reads the e-mail (the demo outbox).
  const other = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await signIn(other, USERS.payer, DEMO_PASSWORD);

  // Sign-in page -> "Forgot Email/Password?" -> a link by e-mail.
  await page.goto('/login');
  await activate(page, page.getByRole('link', { name: TEXT.en.forgotLink }));
  await requestLink(page, TEXT.en);
  const firstLink = linkIn(await newestMessage(other, 'Reset your password', 1));

  // The link: the PasswordReset code first, then the new password; the current one is refused.
  await page.goto(firstLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await enterCode(page, other, TEXT.en, 0);
  await choosePassword(page, TEXT.en, DEMO_PASSWORD);
  await expectAlert(page, TEXT.en.recycled);
  await choosePassword(page, TEXT.en, FIRST_NEW);
  await expect(page.getByRole('heading', { name: TEXT.en.done })).toBeVisible();
  await expectAccessible(page);

  // The old session is gone: the other device is back at the sign-in page.
  await other.reload();
  await expect(other.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();

  // The link works once.
  await page.goto(firstLink);
  await expectAlert(page, TEXT.en.used);

  // The new password works (the other device signs in with it and reads the mail from now on).
  await signIn(other, USERS.payer, FIRST_NEW);

  // In German: a second reset refuses the first password, now a recently used one.
  const german = await germanPage(browser);
  await german.goto('/forgotpassword');
  await requestLink(german, TEXT.de);
  const secondLink = linkIn(await newestMessage(other, 'Reset your password', 2));
  await german.goto(secondLink);
  await enterCode(german, other, TEXT.de, 1);
  await choosePassword(german, TEXT.de, DEMO_PASSWORD);
  await expectAlert(german, TEXT.de.recycled);
  await choosePassword(german, TEXT.de, SECOND_NEW);
  await expect(german.getByRole('heading', { name: TEXT.de.done })).toBeVisible();
  await expectAccessible(german);

  // An expired link (its expiry moved to now through the test-only control) and a used one, in German.
  await signIn(other, USERS.payer, SECOND_NEW);
  await german.goto('/forgotpassword');
  await requestLink(german, TEXT.de);
  const thirdLink = linkIn(await newestMessage(other, 'Reset your password', 3));
  const expired = await expireLinksOf(USERS.payer);
  expect(await expired.json()).toEqual({ expired: 1 });
  await german.goto(thirdLink);
  await expectAlert(german, TEXT.de.expired);
  await german.goto(firstLink);
  await expectAlert(german, TEXT.de.used);
});

test('a purchaser chooses a security question on Profile -> Security; the reset asks it (wrong answer refused, case and spaces ignored)', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const question = 'What was the name of your first pet?';
  await signIn(page, USERS.purchaser, DEMO_PASSWORD);
  await page.goto('/profile/security');
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await expect(page.getByText('You have not chosen a security question yet.')).toBeVisible();
  await expectAccessible(page);

  // The question, by keyboard: open the picker and move to the option.
  await pressUntilFocused(page, 'Tab', page.getByRole('button', { name: /Question/ }));
  await page.keyboard.press('ArrowDown');
  const option = page.getByRole('option', { name: question });
  await pressUntilFocused(page, 'ArrowDown', option, 12);
  await page.keyboard.press('Enter');
  await typeInto(page, page.getByRole('textbox', { name: /^Answer/ }), '  Mister  Whiskers ');
  // A wrong current password is refused (spec 8 Security setup: invalid password); nothing typed is lost.
  await typeInto(page, page.getByLabel('Current password'), 'Not-The-Passw0rd!');
  await page.keyboard.press('Enter');
  await expectAlert(page, 'The current password you entered is not correct.');
  await expect(page.getByRole('textbox', { name: /^Answer/ })).toHaveValue('  Mister  Whiskers ');
  await typeInto(page, page.getByLabel('Current password'), DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your security question was saved.' })).toBeVisible();
  await expect(page.getByText(`Your question: ${question}`)).toBeVisible();
  await expectAccessible(page);

  // The reset asks it before the code's check.
  const locked = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await locked.goto('/forgotpassword');
  await requestLink(locked, TEXT.en, USERS.purchaser);
  await locked.goto(linkIn(await newestMessage(page, 'Reset your password', 1)));
  const answer = locked.getByRole('textbox', { name: new RegExp(`^${question.replace('?', '\\?')}`) });
  await expect(answer).toBeVisible();
  const code = codeIn(await newestMessage(page, 'Your security code', 1));
  await typeInto(locked, answer, 'Rex');
  await typeInto(locked, locked.getByRole('textbox', { name: TEXT.en.code }), code);
  await activate(locked, locked.getByRole('button', { name: TEXT.en.continue }));
  await expectAlert(locked, 'That answer is not correct. 4 tries left before answers are paused.');
  // Case and spaces do not matter; the wrong answer did not spend the code.
  await typeInto(locked, answer, 'mister whiskers');
  await typeInto(locked, locked.getByRole('textbox', { name: TEXT.en.code }), code);
  await activate(locked, locked.getByRole('button', { name: TEXT.en.continue }));
  await choosePassword(locked, TEXT.en, 'Quiet-Falcon-38#');
  await expect(locked.getByRole('heading', { name: TEXT.en.done })).toBeVisible();
  await expectAccessible(locked);
});
