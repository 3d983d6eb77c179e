// Seller tools (issue 14 items 3-5), keyboard only and axe-clean, on the `seller` project's server:
// the seller's administrator uploads a workbook made by another spreadsheet program (written by hand,
// not by exceljs) with 3 good rows and 1 bad row: 3 charges imported and the failure table lists the
// bad row's reference and reason, while Acme's administrator, Transaction History open in a second
// browser, sees the 3 charges appear without a reload; the same file again creates nothing new. Disbursements lists the
// payouts with their payment details and exports them as CSV. /docs/ui/index.html loads.
// In de-DE (stored locale): Upload Data refuses a file that is no workbook and Disbursements a start
// after the end, each in the rule's words, keyboard only and axe-clean (nothing is uploaded).
// Other journeys on this server also create charges: every assertion here is about this run's own
// references (a prefix unique to the run) or the seeded payouts.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signInForm, test } from './fixtures';
import { activate, pressUntilFocused } from './support/keyboard';
import { DEMO_PASSWORD } from './support/env';
import { waitUntilListening } from './support/jobs';
import { signedInAs, signedInState } from './support/signedIn';
import { storeGermanLocale } from './support/storedLocale';
import { historyGrid } from './support/transactionHistory';
import { threeGoodOneBad } from '../server/modules/chargeImport/testing/handWrittenXlsx';

const SELLER_ADMIN = 'client.admin@northwind.example';

test.describe.configure({ timeout: 150_000 });

async function signInAsSeller(page: Page): Promise<void> {
  await page.goto('/login');
  const form = signInForm(page);
  await expect(form.heading).toBeVisible();
  await pressUntilFocused(page, 'Tab', form.email, 15);
  await page.keyboard.type(SELLER_ADMIN);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Upload Data' })).toBeVisible();
}

test('seller administrator: XLSX import with its failure table (live in Acme\'s Transaction History), the same file again, disbursements with CSV, UI documentation', async ({ page, browser, baseURL, expectAccessible }) => {
  const prefix = `E2E${Date.now().toString(36).toUpperCase()}`;
  const fixture = threeGoodOneBad(prefix);
  const invoiceNumbers = [1, 2, 3].map((n) => `${prefix}-INV-${n}`);

  // Acme's administrator watches Transaction History, filtered to this run's invoices (none yet), in a second browser.
  const adminContext = await browser.newContext({ storageState: await signedInState(baseURL!, 'admin@acme.example') });
  try {
    const admin = await adminContext.newPage();
    await admin.goto('/account-overview/transactions');
    await expect(historyGrid(admin)).toBeVisible();
    await pressUntilFocused(admin, 'Tab', admin.getByRole('searchbox', { name: 'Search' }));
    await admin.keyboard.type(`${prefix}-INV`);
    await activate(admin, admin.getByRole('button', { name: 'Apply filters' }));
    await expect(historyGrid(admin).getByText('No invoices match. Change or clear the filters.')).toBeVisible();
    await waitUntilListening('chargeCreated');
    await importAndSeeLive(page, fixture, expectAccessible, async () => {
      for (const number of invoiceNumbers) await expect(historyGrid(admin).getByRole('rowheader', { name: number })).toBeVisible();
      await expect(historyGrid(admin).getByRole('rowheader', { name: new RegExp(`^${prefix}-`) })).toHaveCount(3);
    });
  } finally {
    await adminContext.close();
  }

  await disbursementsAndDocs(page, expectAccessible);
});

async function importAndSeeLive(page: Page, fixture: ReturnType<typeof threeGoodOneBad>, expectAccessible: () => Promise<void>, seenLive: () => Promise<void>): Promise<void> {
  await signInAsSeller(page);

  // Tools -> Upload Data.
  await activate(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Upload Data' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Data' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the template (.xlsx)' })).toBeVisible();
  await expectAccessible();

  // The file field is reached with Tab; the operating system's file dialog is stood in for by setInputFiles.
  const fileField = page.getByLabel('Workbook (.xlsx, at most 5 MB)');
  await pressUntilFocused(page, 'Tab', fileField);
  await fileField.setInputFiles({ name: 'charges-from-another-program.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: fixture.file });
  const upload = page.getByRole('button', { name: 'Upload', exact: true });
  await activate(page, upload);
  const summary = page.getByTestId('upload-data-summary');
  await expect(summary).toHaveText('3 charges imported, 0 already imported before, 1 row failed.');
  const failures = page.getByRole('table', { name: /1 row failed/ });
  await expect(failures.getByRole('row')).toHaveCount(2);
  const badRow = failures.getByRole('row').nth(1);
  await expect(badRow.getByRole('rowheader')).toHaveText(fixture.bad);
  await expect(badRow.getByRole('cell').nth(1)).toHaveText('No buyer has the client reference ID NOPE-9999.');
  await expectAccessible();
  await seenLive();

  // The same file again: nothing new.
  await activate(page, upload);
  await expect(summary).toHaveText('0 charges imported, 3 already imported before, 1 row failed.');
  await expect(failures.getByRole('rowheader')).toHaveText([fixture.bad]);
}

async function disbursementsAndDocs(page: Page, expectAccessible: () => Promise<void>): Promise<void> {
  // Payments -> Disbursements: the seeded payouts, a payout's payment details, Export CSV.
  await activate(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Disbursements' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Disbursements' })).toBeVisible();
  const payouts = page.getByTestId('disbursements-table');
  await expect(payouts.locator(':scope > tbody > tr').first()).toBeVisible();
  expect(await payouts.locator(':scope > tbody > tr').count()).toBeGreaterThan(1);
  const details = payouts.locator('summary').first();
  await pressUntilFocused(page, 'Tab', details);
  await page.keyboard.press('Enter');
  const paymentTable = page.getByRole('table', { name: /^Payments paid out on / }).first();
  await expect(paymentTable.getByRole('rowheader').first()).toHaveText('Acme Industrial Supply');
  await expect(paymentTable.getByRole('cell', { name: '2.50 %' }).first()).toBeVisible();
  await expectAccessible();

  const exportButton = page.getByRole('button', { name: 'Export CSV' });
  await pressUntilFocused(page, 'Tab', exportButton);
  const pending = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await pending;
  expect(file.suggestedFilename()).toMatch(/^disbursements-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^Payout date,Seller ID,Seller name,Currency,Amount paid,Fee withheld,Tax,Total,Total orders,/);
  expect(csv).toContain('Acme Industrial Supply');
  await expect(page.getByText('The CSV file was saved.')).toBeVisible();

  // The UI documentation, served as a file of the build.
  await page.goto('/docs/ui/index.html');
  await expect(page.getByRole('heading', { level: 1, name: 'UI Documentation' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Props of AlertBanner' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'chargeUpload' })).toHaveAttribute('href', '/statecharts/chargeUpload');
  await expectAccessible();
}

test.describe('stored locale de-DE', () => {
  test.use({ storageState: signedInAs(SELLER_ADMIN) });

  test('Upload Data and Disbursements speak German and refuse in the rules\' words, keyboard only and axe-clean', async ({ page, expectAccessible }) => {
    await storeGermanLocale(page);
    await page.goto('/tools/upload-data');
    await expect(page.getByRole('heading', { level: 1, name: 'Daten hochladen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vorlage herunterladen (.xlsx)' })).toBeVisible();
    const fileField = page.getByLabel('Arbeitsmappe (.xlsx, höchstens 5 MB)');
    await pressUntilFocused(page, 'Tab', fileField);
    await fileField.setInputFiles({ name: 'belastungen.csv', mimeType: 'text/csv', buffer: Buffer.from('Invoice Reference ID\n') });
    await expect(page.getByText('Die Datei ist keine Excel-Arbeitsmappe (.xlsx).')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hochladen', exact: true })).toBeDisabled();
    await expectAccessible();

    await activate(page, page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Auszahlungen' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Auszahlungen' })).toBeVisible();
    await expect(page.getByTestId('disbursements-table')).toBeVisible();
    // German dates are day, month, year; each segment moves on once complete.
    await pressUntilFocused(page, 'Tab', page.getByRole('group', { name: 'Auszahlungsdatum von' }).getByRole('spinbutton').first());
    await page.keyboard.type('30112026');
    await pressUntilFocused(page, 'Tab', page.getByRole('group', { name: 'Auszahlungsdatum bis' }).getByRole('spinbutton').first());
    await page.keyboard.type('01102026');
    // The filter is a form: Apply refuses on the end day with the machine's rule, and keeps both days typed.
    await activate(page, page.getByRole('button', { name: 'Anwenden', exact: true }));
    await expect(page.getByText('Das Anfangsdatum muss vor dem Enddatum liegen.')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Auszahlungsdatum von' })).toContainText('30');
    await expect(page.getByRole('group', { name: 'Auszahlungsdatum bis' })).toContainText('2026');
    await expectAccessible();
  });
});
