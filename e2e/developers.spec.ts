// Issue 14 "Done when", the developer's part: a test key made on the Developers page (keyboard only,
// axe-clean) creates a charge for Acme through the seller API, the charge appears in Acme's
// Transaction History live (the admin's page, open meanwhile), a webhook endpoint (a listener this
// test starts) receives the charge's event correctly signed, and the key, once revoked, is refused.
// In de-DE (stored locale): the page's headings and labels, and the key form's refusal of an empty
// name in the rule's words, keyboard only and axe-clean (nothing is created).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifySignature } from '../server/modules/webhooks/signature';
import { DEMO_PASSWORD, expect, signInForm, test } from './fixtures';
import { activate, pressUntilFocused, typeInto } from './support/keyboard';
import { signedInAs, signedInState } from './support/signedIn';
import { storeGermanLocale } from './support/storedLocale';
import { historyGrid } from './support/transactionHistory';

test('a developer makes a test key, charges Acme with it, receives the signed webhook, revokes the key', async ({ page, browser, baseURL, expectAccessible }) => {
  // The developer's own system: a webhook listener on this machine.
  const received: { body: string; signature: string | undefined }[] = [];
  const listener = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ body, signature: request.headers['portal-signature'] as string | undefined });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/portal-hooks`;

  // Acme's administrator watches Transaction History in a second browser.
  const adminContext = await browser.newContext({ storageState: await signedInState(baseURL!, 'admin@acme.example') });
  const admin = await adminContext.newPage();
  try {
    await admin.goto('/account-overview/transactions');
    await expect(historyGrid(admin)).toBeVisible();

    // The developer signs in with the keyboard and lands on the Developers menu's page.
    await page.goto('/login');
    const form = signInForm(page);
    await pressUntilFocused(page, 'Tab', form.email, 15);
    await page.keyboard.type('developer@northwind.example');
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/login(\?|$)/);
    await page.goto('/developers');
    await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();
    await expectAccessible();

    // A test key (the form's default mode), keyboard only.
    await typeInto(page, page.getByRole('textbox', { name: 'Key name' }), 'Journey ERP');
    await activate(page, page.getByRole('button', { name: 'Create API key' }));
    const secretField = page.getByRole('textbox', { name: 'API key' });
    await expect(secretField).toHaveValue(/^nwk_test_/);
    const secret = await secretField.inputValue();
    await expect(page.getByRole('row', { name: /Journey ERP/ })).toContainText('Active');
    await expectAccessible();
    await activate(page, page.getByRole('button', { name: 'I have copied it' }));
    await expect(secretField).toHaveCount(0);

    // An endpoint on a private network address is refused with the reason, not a generic error.
    await typeInto(page, page.getByRole('textbox', { name: 'Endpoint URL' }), 'https://10.0.0.5/hooks');
    await activate(page, page.getByRole('button', { name: 'Add endpoint' }));
    await expect(page.getByText('The endpoint URL points to a private, local or reserved network address. Use an address on the public internet.')).toBeVisible();
    await expectAccessible();

    // The webhook endpoint.
    await typeInto(page, page.getByRole('textbox', { name: 'Endpoint URL' }), hookUrl);
    await activate(page, page.getByRole('button', { name: 'Add endpoint' }));
    const signingField = page.getByRole('textbox', { name: 'Signing secret' });
    await expect(signingField).toHaveValue(/^whsec_/);
    const signingSecret = await signingField.inputValue();
    await activate(page, page.getByRole('button', { name: 'I have copied it' }));

    // The developer's system creates a charge for Acme (the README's request).
    const invoiceNumber = `JRN-${Date.now()}`;
    const created = await page.request.post('/api/v1/charges', {
      headers: { authorization: `Bearer ${secret}`, 'idempotency-key': invoiceNumber, 'content-type': 'application/json' },
      data: { buyerClientReferenceId: 'NW-1001', type: 'sale', invoiceNumber, amountMinor: 98_765, currency: 'USD', billDate: '2027-06-01', dueDate: '2099-12-31' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const charge = (await created.json()) as { id: string };

    // Live in Acme's Transaction History (newest due date first), without a reload.
    await expect(historyGrid(admin).getByRole('rowheader', { name: invoiceNumber })).toBeVisible();

    // The listener hears of it, signed with the endpoint's secret.
    await expect.poll(() => received.find((r) => r.body.includes(charge.id)) !== undefined, { timeout: 20_000 }).toBe(true);
    const event = received.find((r) => r.body.includes(charge.id))!;
    expect(verifySignature(signingSecret, event.signature, event.body, Math.floor(Date.now() / 1000))).toEqual(expect.objectContaining({ valid: true }));
    expect(JSON.parse(event.body)).toMatchObject({ type: 'charge.updated', livemode: false, data: { id: charge.id, status: 'created' } });
    await expect(page.getByRole('table', { name: 'The newest webhook deliveries' })).toContainText('charge.updated');

    // Revoked, the key is refused.
    await activate(page, page.getByRole('button', { name: 'Revoke Journey ERP' }));
    const dialog = page.getByRole('alertdialog', { name: 'Revoke Journey ERP?' });
    await expect(dialog).toBeVisible();
    await pressUntilFocused(page, 'Tab', dialog.getByRole('button', { name: 'Revoke' }), 5);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('row', { name: /Journey ERP/ })).toContainText('Revoked');
    const refused = await page.request.get('/api/v1/charges', { headers: { authorization: `Bearer ${secret}` } });
    expect(refused.status()).toBe(401);
    await expectAccessible();
  } finally {
    await adminContext.close();
    await new Promise((resolve) => listener.close(resolve));
  }
});

test.describe('stored locale de-DE', () => {
  test.use({ storageState: signedInAs('developer@northwind.example') });

  test('the Developers page and the key form\'s refusal speak German, keyboard only and axe-clean', async ({ page, expectAccessible }) => {
    await storeGermanLocale(page);
    await page.goto('/developers');
    await expect(page.getByRole('heading', { level: 1, name: 'Entwickler' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'API-Schlüssel' })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: /^Modus/ }).first()).toBeVisible();
    await expectAccessible();

    // An empty name: the form says so in the rule's words and sends nothing.
    await activate(page, page.getByRole('button', { name: 'API-Schlüssel erstellen' }));
    await expect(page.getByText('Name des Schlüssels darf nicht leer sein')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Name des Schlüssels/ })).toBeFocused();
    await expectAccessible();
  });
});
