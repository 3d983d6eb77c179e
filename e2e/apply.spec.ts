// Buyer apply (issue 13 item 1), keyboard only, axe on every screen (spec 2 /apply and
// /{locale}/apply/, 3 enrolment link parameters, 5 enrolment parameters and company identifiers,
// 8 Enrolment errors). On the main `e2e` server: it adds only a new buyer and its applicant, whom
// no other journey uses. The demo program requires client_reference_id, does not support
// client_reference_customer_id and offers Net30 and Net60 (server/db/demoProgram.ts).
// - a link with an existing client reference, an unsupported payment term, or no required
//   reference shows the spec's error before any form;
// - a valid link: five steps with a field error, back without losing anything, the review, sent;
// - underwriting (a held job) approves; the applicant's activation e-mail is in the outbox.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { JOB_CONTROL_OFFSET } from './support/env';
import { releaseJob } from './support/jobs';
import { activate, pressUntilFocused, typeInto } from './support/keyboard';

async function mailTo(address: string): Promise<{ kind: string; body: string }[]> {
  const url = new URL(test.info().project.use.baseURL ?? '');
  url.port = String(Number(url.port) + JOB_CONTROL_OFFSET);
  const response = await fetch(`${url.origin}/dev/outbox?recipient=${encodeURIComponent(address)}`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { messages: { kind: string; body: string }[] }).messages;
}

const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));

async function pick(page: Page, picker: Locator, option: string): Promise<void> {
  await activate(page, picker);
  await expect(page.getByRole('listbox')).toBeVisible();
  const item = page.getByRole('option', { name: option, exact: true });
  await pressUntilFocused(page, 'ArrowDown', item, 300);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
}

const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

test.describe('en-US', () => {
  test.use({ locale: 'en-US' });

  test('bad enrolment links show the spec error before any form', async ({ page, expectAccessible }) => {
    const cases: [string, string][] = [
      ['client_reference_id=NW-1001&payment_terms=Net30', 'Client reference ID already exists.'],
      ['client_reference_id=NW-E2E-BAD&payment_terms=Net120', 'The payment terms are not supported.'],
      ['payment_terms=Net30&channel=email', 'Client reference ID is required.'],
    ];
    for (const [query, message] of cases) {
      await page.goto(`/apply?${query}`);
      const alert = page.getByText('This enrolment link cannot be used');
      await expect(alert).toBeVisible();
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByRole('textbox')).toHaveCount(0);
      await settled(page);
      await expectAccessible(page);
    }
  });

  test('a new business applies; underwriting approves; the applicant gets the activation e-mail', async ({ page, expectAccessible }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const email = `dana.${stamp}@contoso.example`;
    await page.goto(`/apply?client_reference_id=NW-E2E-${stamp}&client_reference_buyer_id=BUY-${stamp}&payment_terms=Net30&channel=email`);
    await expect(page.getByRole('heading', { level: 1, name: 'Apply' })).toBeVisible();
    await expect(page.getByText('You are applying for trade credit with Northwind Trade Credit on Net30 payment terms.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Business details' })).toBeVisible();
    await expectAccessible(page);

    // Step 1: a trading name over 64 characters is refused in spec 5's words; nothing typed is lost.
    await typeInto(page, field(page, /Legal business name/), 'Contoso Fabrication');
    await typeInto(page, field(page, /Trading name/), 'T'.repeat(65));
    await pick(page, page.getByRole('button', { name: /Business country/ }), 'United States');
    await typeInto(page, field(page, /Tax ID/), '12-3456789');
    await activate(page, page.getByRole('button', { name: 'Next' }));
    await expect(page.getByText('Trading name cannot exceed 64 characters')).toBeVisible();
    await expect(field(page, /Legal business name/)).toHaveValue('Contoso Fabrication');
    await settled(page);
    await expectAccessible(page);
    await typeInto(page, field(page, /Trading name/), 'Contoso');
    await activate(page, page.getByRole('button', { name: 'Next' }));

    // Step 2: a US address needs a state.
    await expect(page.getByRole('heading', { level: 2, name: 'Business address' })).toBeVisible();
    await typeInto(page, field(page, /Address line 1/), '500 Main St');
    await typeInto(page, field(page, /City/), 'Austin');
    await typeInto(page, field(page, /ZIP or postal code/), '78701');
    await activate(page, page.getByRole('button', { name: 'Next' }));
    await expect(page.getByText('State cannot be empty')).toBeVisible();
    await typeInto(page, field(page, /^State/), 'TX');
    await activate(page, page.getByRole('button', { name: 'Next' }));

    // Step 3, then back to step 2 and forward again: nothing is lost.
    await expect(page.getByRole('heading', { level: 2, name: 'Contact' })).toBeVisible();
    await typeInto(page, field(page, /First name/), 'Dana');
    await typeInto(page, field(page, /Last name/), 'Reyes');
    await typeInto(page, field(page, /Email/), email);
    await typeInto(page, field(page, /Phone/), '+1 512 555 0100');
    await activate(page, page.getByRole('button', { name: 'Back' }));
    await expect(page.getByRole('heading', { level: 2, name: 'Business address' })).toBeVisible();
    await expect(field(page, /^State/)).toHaveValue('TX');
    await activate(page, page.getByRole('button', { name: 'Next' }));
    await expect(field(page, /Email/)).toHaveValue(email);
    await activate(page, page.getByRole('button', { name: 'Next' }));

    // Step 4: the credit line asked for (USD by default).
    await expect(page.getByRole('heading', { level: 2, name: 'Requested terms' })).toBeVisible();
    await typeInto(page, field(page, /Credit limit requested/), '50,000');
    await activate(page, page.getByRole('button', { name: 'Next' }));

    // Step 5: both boxes are needed.
    await expect(page.getByRole('heading', { level: 2, name: 'Consent' })).toBeVisible();
    await activate(page, page.getByRole('button', { name: 'Next' }));
    await expect(page.getByText('Please accept the terms to apply.')).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    for (const name of [/I accept the terms/, /I allow a credit check/]) {
      await pressUntilFocused(page, 'Tab', page.getByRole('checkbox', { name }));
      await page.keyboard.press('Space');
    }
    await activate(page, page.getByRole('button', { name: 'Next' }));

    // Review and send.
    await expect(page.getByRole('heading', { level: 2, name: 'Review your application' })).toBeVisible();
    await expect(page.getByText('50,000 USD')).toBeVisible();
    await expectAccessible(page);
    await activate(page, page.getByRole('button', { name: 'Send application' }));
    await expect(page.getByText('Application received')).toBeVisible();
    const reference = /reference is ([0-9a-f-]{36})/.exec((await page.getByText(/Your application reference is/).textContent()) ?? '')?.[1] ?? '';
    expect(reference).not.toBe('');
    await settled(page);
    await expectAccessible(page);

    // Underwriting decides (a held job): approved, the activation e-mail goes out.
    expect(await mailTo(email)).toEqual([]);
    await releaseJob('application-underwriting', reference);
    await expect.poll(async () => (await mailTo(email)).map((m) => m.kind)).toEqual(['user.invitation']);
    const [mail] = await mailTo(email);
    expect(mail!.body).toMatch(/\/sign-up\?activation=[A-Za-z0-9_-]+/);
    expect(mail!.body).toContain('Contoso Fabrication');
  });
});

test.describe('de-DE', () => {
  test.use({ locale: 'de-DE' });

  test('/de-DE/apply/ speaks German: a bad link, then the first step with a field error', async ({ page, expectAccessible }) => {
    await page.goto('/de-DE/apply/?client_reference_id=NW-E2E-DE&client_reference_customer_id=C-1&payment_terms=Net45');
    await expect(page.getByText('Dieser Anmeldelink kann nicht verwendet werden')).toBeVisible();
    await expect(page.getByText('Die Kundenreferenz-Kunden-ID wird nicht unterstützt.')).toBeVisible();
    await expect(page.getByText('Das Zahlungsziel ist deaktiviert.')).toBeVisible();
    await settled(page);
    await expectAccessible(page);

    await page.goto(`/de-DE/apply/?client_reference_id=NW-E2E-DE-${Date.now()}&payment_terms=Net60`);
    await expect(page.getByRole('heading', { level: 2, name: 'Unternehmensdaten' })).toBeVisible();
    await activate(page, page.getByRole('button', { name: 'Weiter' }));
    await expect(page.getByText('Rechtlicher Firmenname darf nicht leer sein')).toBeVisible();
    await settled(page);
    await expectAccessible(page);
  });
});
