// Issue 12 item 2, tried as a new user would, keyboard only, axe on every screen (spec 2 /sign-up,
// /welcome, /welcome-info; 4 Activation link; 5 password rules; 8 Activation errors):
// - Acme's admin invites a new purchaser (through the API: the invite form is users.spec.ts's);
//   the invitation's enrol link is read through the development control (`GET /dev/outbox`: the
//   invitee cannot sign in to read the demo outbox page);
// - the invitee opens the link, confirms the e-mail with the BuyerCreate code the demo program asks
//   for (mfaAtBuyerCreate), a weak password is refused in the rules' words, a strong one activates;
//   signing in lands on the welcome step with the congratulations dialog, then the next step;
// - the link then says "already activated" (and, in the signed-in browser, "already signed in");
// - in German: a second invitee activates, and a third one's expired link says so.
//
// Shares the main `e2e` server: every invitee is a fresh address, nobody else's data changes.
// Expiry is time as data: the job control's test-only `POST /dev/activations/expire`
// (server/modules/activation/devExpire.ts) moves the link's expiry to now; the exact boundary is in
// the server tests (server/modules/activation/activation.test.ts).
import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test, USERS } from './fixtures';
import { DEMO_PASSWORD, JOB_CONTROL_OFFSET } from './support/env';
import { activate, pressUntilFocused, typeInto } from './support/keyboard';

const WEST_COAST_GROUP = '20000000-0000-4000-8000-000000000002';
const NEW_PASSWORD = 'Blue-Harbor-72!';
const JSON_HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
const INVITE = 'mutation($input: InviteUserInput!) { inviteUser(input: $input) { id email status } }';

const baseUrl = () => test.info().project.use.baseURL!;
function controlUrl(path: string): string {
  const url = new URL(baseUrl());
  url.port = String(Number(url.port) + JOB_CONTROL_OFFSET);
  return `${url.origin}${path}`;
}

/** Acme's admin invites a purchaser through the GraphQL API (sign-in, bearer token, inviteUser). */
async function invite(firstName: string): Promise<string> {
  const email = `${firstName.toLowerCase()}.${Date.now()}@acme.example`;
  const signIn = await fetch(`${baseUrl()}/auth/sign-in`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ email: USERS.admin, password: DEMO_PASSWORD }) });
  expect(signIn.status).toBe(200);
  const { claims } = (await signIn.json()) as { claims: { sessionChecksum: string } };
  const cookie = signIn.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
  const { token } = (await (await fetch(`${baseUrl()}/auth`, { method: 'POST', headers: { ...JSON_HEADERS, cookie }, body: '{}' })).json()) as { token: string };
  const variables = {
    input: {
      idempotencyKey: `activation-${email}`, firstName, lastName: 'Newcomer', email, groupId: WEST_COAST_GROUP, roles: ['buyerPurchaser'],
      contactTypes: ['purchaser'], invoicePermissions: ['invoiceDownload'], receiveInvoiceEmails: false,
    },
  };
  const reply = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, cookie, authorization: `Bearer ${token}`, 'x-session-checksum': claims.sessionChecksum },
    body: JSON.stringify({ query: INVITE, variables }),
  });
  const body = (await reply.json()) as { errors?: unknown };
  expect(body.errors, JSON.stringify(body)).toBeUndefined();
  return email;
}

/** The newest message of a kind sent to an address, through the development control. */
async function newestMail(address: string, kind: string): Promise<string> {
  let body = '';
  await expect(async () => {
    const response = await fetch(controlUrl(`/dev/outbox?recipient=${encodeURIComponent(address)}`));
    const messages = ((await response.json()) as { messages: { kind: string; body: string }[] }).messages;
    body = messages.find((message) => message.kind === kind)?.body ?? '';
    expect(body).not.toBe('');
  }).toPass({ timeout: 15_000 });
  return body;
}

const linkIn = (body: string) => {
  const match = /\/sign-up\?activation=[A-Za-z0-9_-]+/.exec(body);
  expect(match, body).not.toBeNull();
  return match![0];
};
const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)![1]!;

const TEXT = {
  en: {
    heading: 'Activate your account',
    code: /^Security code/,
    continue: 'Continue',
    password: 'Password',
    confirm: 'Confirm password',
    activate: 'Activate account',
    weak: 'The password does not follow every rule below.',
    done: 'Your account is active',
    alreadyActivated: 'This account is already activated. Sign in with your email and password.',
    signedIn: 'You are already signed in. Sign out before you activate another account with this link.',
  },
  de: {
    heading: 'Konto aktivieren',
    code: /^Sicherheitscode/,
    continue: 'Weiter',
    password: 'Passwort',
    confirm: 'Passwort bestätigen',
    activate: 'Konto aktivieren',
    weak: 'Das Passwort erfüllt nicht alle unten genannten Regeln.',
    done: 'Ihr Konto ist aktiv',
    alreadyActivated: 'Dieses Konto ist bereits aktiviert. Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
    expired: 'Aktivierungslinks sind 72 Stunden gültig. Bitten Sie die Person, die Sie eingeladen hat, die Einladung erneut zu senden.',
  },
} as const;
type Texts = (typeof TEXT)['en'] | (typeof TEXT)['de'];

/** From the opened link to "your account is active": the e-mailed code, a weak password refused, a strong one. */
async function activateAccount(page: Page, t: Texts, email: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
  const code = page.getByRole('textbox', { name: t.code });
  await expect(code).toBeVisible();
  await expectAccessible(page);
  await typeInto(page, code, codeIn(await newestMail(email, 'mfa.code')));
  await activate(page, page.getByRole('button', { name: t.continue }));

  const password = page.getByLabel(t.password, { exact: true });
  await expect(password).toBeVisible();
  await expectAccessible(page);
  await typeInto(page, password, 'password1');
  await typeInto(page, page.getByLabel(t.confirm, { exact: true }), 'password1');
  await activate(page, page.getByRole('button', { name: t.activate }));
  await expect(page.getByText(t.weak)).toBeVisible();
  await expectAccessible(page);
  await typeInto(page, password, NEW_PASSWORD);
  await typeInto(page, page.getByLabel(t.confirm, { exact: true }), NEW_PASSWORD);
  await activate(page, page.getByRole('button', { name: t.activate }));
  await expect(page.getByRole('heading', { name: t.done })).toBeVisible();
  await expectAccessible(page);
}

async function germanPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'de-DE', baseURL: baseUrl() });
  return context.newPage();
}

test('an invited user activates from the e-mail, sets a password and signs in; the link then says "already activated" (en-US)', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = await invite('Jordan');
  const link = linkIn(await newestMail(email, 'user.invitation'));

  await page.goto(link);
  await expect(page.getByText(`Welcome, Jordan. Acme Industrial Supply invited you to the portal as ${email}.`)).toBeVisible();
  await activateAccount(page, TEXT.en, email);

  // Sign in from the done step: the welcome step follows, with the congratulations dialog once.
  await activate(page, page.getByRole('link', { name: 'Sign In' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await pressUntilFocused(page, 'Tab', page.getByLabel(/^Email/), 15);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Congratulations!' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await activate(page, dialog.getByRole('button', { name: 'Get started' }));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Northwind Trade Credit, Jordan' })).toBeVisible();
  await expect(page.getByText('Purchaser')).toBeVisible();
  await expectAccessible(page);
  await activate(page, page.getByRole('link', { name: 'Next: before you start' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Before you start' })).toBeVisible();
  await expectAccessible(page);
  // The dialog was shown once: the welcome step again has none.
  await activate(page, page.getByRole('link', { name: 'Back: your account' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Northwind Trade Credit, Jordan' })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The link again, signed in: refused before the link is read.
  await page.goto(link);
  await expect(page.getByText(TEXT.en.signedIn)).toBeVisible();
  await expectAccessible(page);

  // The link again, in a signed-out browser: already activated.
  const other = await (await browser.newContext({ baseURL: baseUrl() })).newPage();
  await other.goto(link);
  await expect(other.getByText(TEXT.en.alreadyActivated)).toBeVisible();
  await expectAccessible(other);
});

test('in German: a second invitee activates; a third one\'s expired link says so; the used link says "already activated" (de-DE)', async ({ browser }) => {
  test.setTimeout(180_000);
  const german = await germanPage(browser);
  const email = await invite('Kim');
  const link = linkIn(await newestMail(email, 'user.invitation'));
  await german.goto(link);
  await activateAccount(german, TEXT.de, email);
  await german.goto(link);
  await expect(german.getByText(TEXT.de.alreadyActivated)).toBeVisible();
  await expectAccessible(german);

  const late = await invite('Alex');
  const lateLink = linkIn(await newestMail(late, 'user.invitation'));
  const expired = await fetch(controlUrl('/dev/activations/expire'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: late }) });
  expect(await expired.json()).toEqual({ expired: 1 });
  await german.goto(lateLink);
  await expect(german.getByRole('heading', { name: 'Dieser Link ist abgelaufen' })).toBeVisible();
  await expect(german.getByText(TEXT.de.expired)).toBeVisible();
  await expectAccessible(german);
});
