// Profile, notifications, app alerts, help and FAQ (issue 13 items 2, 4 and 5), keyboard only, axe on
// every screen, in English and German.
//
// - The payer turns invoice e-mails off on Profile -> Notifications and gets no invoice e-mail when
//   an invoice is updated; the administrator, now the account's last receiver, cannot turn theirs
//   off (the rule's words) and does get it. The payer turns them back on at the end (other journeys
//   may read the payer's mail).
// - The administrator sees the seeded AutoPay alert on Account Overview, closes it, signs in again
//   and it stays closed (stored for the user on the server).
// - Help and FAQ: search and categories, in English and, after choosing Deutsch in the header's
//   language picker, in German.
//
// Data: the invoice updated is the first Created, non-consolidated invoice no other journey names
// (edit-invoice.spec.ts uses INV-100253/100254, disputes.spec.ts INV-100215/100218/100228).
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test, USERS, JOB_CONTROL_OFFSET } from './fixtures';
import { releaseJob } from './support/jobs';
import { activate, pressUntilFocused, signInWithKeyboard } from './support/keyboard';

const TAKEN = new Set(['INV-100253', 'INV-100254', 'INV-100215', 'INV-100218', 'INV-100228']);

async function openProfileFromAccountMenu(page: Page): Promise<void> {
  await activate(page, page.getByRole('button', { name: 'Account menu' }));
  const profile = page.getByRole('menuitem', { name: 'Profile' });
  await pressUntilFocused(page, 'ArrowDown', profile, 5);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Info' })).toBeVisible();
}

async function openNotifications(page: Page): Promise<void> {
  await openProfileFromAccountMenu(page);
  await activate(page, page.getByRole('link', { name: 'Notifications' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
}

/** The "Email" box of the invoice e-mails group. */
const invoiceEmail = (page: Page) => page.getByRole('group', { name: 'Invoice e-mails' }).getByRole('checkbox', { name: 'Email' });

async function setInvoiceEmails(page: Page, on: boolean): Promise<void> {
  const box = invoiceEmail(page);
  await pressUntilFocused(page, 'Tab', box);
  if ((await box.isChecked()) !== on) await page.keyboard.press('Space');
  await expect(box).toBeChecked({ checked: on });
  await activate(page, page.getByRole('button', { name: 'Save' }));
}

/** An API session of `email` (the way the SPA signs in), for setup calls a seller's system would make. */
async function apiAs(request: APIRequestContext, email: string) {
  const xrw = { 'X-Requested-With': 'XMLHttpRequest' };
  const signIn = await request.post('/auth/sign-in', { data: { email, password: DEMO_PASSWORD }, headers: xrw });
  expect(signIn.status()).toBe(200);
  const { claims } = (await signIn.json()) as { claims: { sessionChecksum: string } };
  const { token } = (await (await request.post('/auth', { data: {}, headers: xrw })).json()) as { token: string };
  const headers = { ...xrw, 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'X-Session-Checksum': claims.sessionChecksum };
  return async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const body = (await (await request.post('/graphql', { data: { query, variables }, headers })).json()) as { data?: T; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data as T;
  };
}

async function outboxOf(recipient: string): Promise<{ kind: string; subject: string }[]> {
  const base = new URL(test.info().project.use.baseURL!);
  base.port = String(Number(base.port) + JOB_CONTROL_OFFSET);
  const response = await fetch(`${base.origin}/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  return ((await response.json()) as { messages: { kind: string; subject: string }[] }).messages;
}

test('a user who turns invoice e-mails off gets none; the last receiver cannot', async ({ page, browser, expectAccessible }) => {
  test.setTimeout(120_000);
  await signInWithKeyboard(page, USERS.payer);
  await openNotifications(page);
  await expectAccessible();
  await setInvoiceEmails(page, false);
  await expect(page.getByRole('heading', { name: 'Notification choices saved' })).toBeVisible();
  await expect(invoiceEmail(page)).not.toBeChecked();
  await expectAccessible();

  // The administrator is now the only receiver: the rule holds them, in its words, and nothing changes.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await signInWithKeyboard(admin, USERS.admin);
    await openNotifications(admin);
    await expect(admin.getByText('You are the only user of this account who receives invoice e-mails')).toBeVisible();
    await setInvoiceEmails(admin, false);
    await expect(admin.getByText('At least one user must receive invoice e-mails: the last receiver cannot turn them off.')).toBeVisible();
    await expectAccessible(admin);
    await admin.reload();
    await expect(invoiceEmail(admin)).toBeChecked();

    // An invoice is updated (its document regenerates): the notice goes to the administrator only.
    const api = await apiAs(adminContext.request, USERS.admin);
    const { invoices } = await api<{ invoices: { items: { id: string; invoiceNumber: string; consolidated: boolean }[] } }>(
      'query { invoices(filter: { statuses: [created] }, page: { first: 50 }) { items { id invoiceNumber consolidated } } }',
    );
    const invoice = invoices.items.find((i) => !i.consolidated && !TAKEN.has(i.invoiceNumber));
    expect(invoice, 'a Created invoice nobody else uses').toBeDefined();
    await api('mutation($input: UpdateInvoiceDetailsInput!) { updateInvoiceDetails(input: $input) { updated { id } } }', {
      input: { invoiceIds: [invoice!.id], notes: 'Profile journey' },
    });
    await releaseJob('document-regeneration', invoice!.id);
    const aboutIt = (messages: { kind: string; subject: string }[]) => messages.filter((m) => m.kind === 'invoice.updated' && m.subject.includes(invoice!.invoiceNumber));
    await expect.poll(async () => aboutIt(await outboxOf(USERS.admin)).length).toBeGreaterThan(0);
    expect(aboutIt(await outboxOf(USERS.payer))).toEqual([]);
  } finally {
    await adminContext.close();
  }

  // Back on, for the journeys that read the payer's mail.
  await page.reload();
  await setInvoiceEmails(page, true);
  await expect(page.getByRole('heading', { name: 'Notification choices saved' })).toBeVisible();
});

test('the administrator closes the AutoPay alert and it stays closed after signing in again', async ({ page, expectAccessible }) => {
  await signInWithKeyboard(page, USERS.admin);
  const alerts = page.getByRole('region', { name: 'Announcements' });
  await expect(alerts.getByRole('heading', { name: 'Turn on AutoPay' })).toBeVisible();
  await expectAccessible();
  await activate(page, alerts.getByRole('button', { name: 'Close' }));
  await expect(page.getByRole('heading', { name: 'Turn on AutoPay' })).toHaveCount(0);

  await activate(page, page.getByRole('button', { name: 'Account menu' }));
  const signOut = page.getByRole('menuitem', { name: 'Sign Out' });
  await pressUntilFocused(page, 'ArrowDown', signOut, 5);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await signInWithKeyboard(page, USERS.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Turn on AutoPay' })).toHaveCount(0);
  await expectAccessible();
});

test('help and FAQ: search and categories in English, then in German', async ({ page, expectAccessible }) => {
  await signInWithKeyboard(page, USERS.purchaser);
  await activate(page, page.getByRole('contentinfo').getByRole('link', { name: 'Help' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expectAccessible();
  const search = page.getByRole('searchbox', { name: 'Search help' });
  await pressUntilFocused(page, 'Tab', search);
  await page.keyboard.type('Bacs');
  await expect(page.getByRole('status').filter({ hasText: '1 answer matches your search.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Direct Debit in the United Kingdom (Bacs)' })).toBeVisible();
  await page.keyboard.press('Escape'); // clears the search
  await expect(search).toHaveValue('');
  // A category: Signing in and security, with the single sign-on answer.
  const security = page.getByRole('radio', { name: 'Signing in and security' });
  await pressUntilFocused(page, 'Tab', page.getByRole('radio', { name: 'All topics' }));
  await pressUntilFocused(page, 'ArrowRight', security, 8);
  await expect(security).toBeChecked();
  await expect(page.getByRole('heading', { level: 2, name: 'Signing in with your company account (single sign-on)' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'How do I pay an invoice?' })).toHaveCount(0);
  await expectAccessible();

  await activate(page, page.getByRole('link', { name: 'Frequently asked questions' }));
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
  await expectAccessible();

  // Deutsch, from the header's language picker. The choice is saved for the user and applied at
  // every sign-in (issue 15, e2e/languages.spec.ts); other journeys on this server sign in as the
  // purchaser in English meanwhile, so here it stays in this browser (the save is answered here).
  await page.route('**/graphql', (route) =>
    route.request().postData()?.includes('SetMyLanguage') ? route.fulfill({ json: { data: { setMyLanguage: { language: 'de-DE' } } } }) : route.continue(),
  );
  await activate(page, page.getByRole('button', { name: /Language/ }));
  const german = page.getByRole('option', { name: 'Deutsch (Deutschland)' });
  await pressUntilFocused(page, 'ArrowDown', german, 8);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeVisible();
  await expect(page.getByText('Schnelle Antworten auf die häufigsten Fragen unserer Kunden.')).toBeVisible();
  const suche = page.getByRole('searchbox', { name: 'Hilfe durchsuchen' });
  await pressUntilFocused(page, 'Tab', suche);
  await page.keyboard.type('Lastschrift SEPA');
  await expect(page.getByRole('heading', { level: 2, name: 'Lastschrift im Euroraum (SEPA)' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 Antwort passt zu Ihrer Suche.' })).toBeVisible();
  await expectAccessible();

  await openProfileGerman(page);
  await expectAccessible();
});

async function openProfileGerman(page: Page): Promise<void> {
  await activate(page, page.getByRole('button', { name: 'Kontomenü' }));
  const profile = page.getByRole('menuitem', { name: 'Profil' });
  await pressUntilFocused(page, 'ArrowDown', profile, 5);
  await page.keyboard.press('Enter');
  await activate(page, page.getByRole('link', { name: 'Benachrichtigungen' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Benachrichtigungen' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Rechnungs-E-Mails' })).toBeVisible();
}
