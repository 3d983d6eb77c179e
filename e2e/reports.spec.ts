// Reports (Account & Settings -> Reports, issue 13), keyboard only and axe-clean, in en-US and de-DE:
// the administrator opens Reports from the menu, reads the aging per group and the default period's
// statement, finds a statement charge in Transaction History with the same amount, and downloads the
// statement as PDF and CSV (their closing balance is the one shown). The Overview's credit chart
// opens its table alternative. The purchaser's German Reports show their own charges.
// Read-only (main `chromium` server): charges' totals never change, so the journeys that pay
// invoices beside this one change no figure it compares.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test, USERS } from './fixtures';
import { activate, pressUntilFocused, signInWithKeyboard } from './support/keyboard';
import { showOnly } from './support/transactionHistory';
import { readPdf } from '../server/modules/invoiceDocuments/pdfReader';

/** "$1,234.56" or "1.234,56 $" -> 123456 (minor units). */
const minorOf = (text: string) => Number(text.replace(/[^\d-]/g, ''));

// Two journeys of several screens each on a shared 2-core machine: more than the default minute.
test.describe.configure({ timeout: 150_000 });

async function download(page: Page, name: string): Promise<{ filename: string; bytes: Buffer }> {
  await pressUntilFocused(page, 'Tab', page.getByRole('link', { name }));
  const pending = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await pending;
  return { filename: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

/**
 * Ends the statement two days ago, by keyboard, and waits for it: the main server's other journeys
 * pay invoices today, and a payment between reading the closing balance on screen and downloading
 * the PDF once changed the PDF's (26 Nov). A period that has ended stays the same.
 */
async function endStatementTwoDaysAgo(page: Page, labels: { to: string; show: string; order: 'mdy' | 'dmy' }): Promise<void> {
  const day = new Date(Date.now() - 2 * 86_400_000);
  const [yyyy, mm, dd] = [String(day.getUTCFullYear()), String(day.getUTCMonth() + 1).padStart(2, '0'), String(day.getUTCDate()).padStart(2, '0')];
  const heading = page.getByRole('heading', { level: 3 }).filter({ hasText: yyyy });
  const before = (await heading.first().innerText()).trim();
  await pressUntilFocused(page, 'Tab', page.getByRole('group', { name: labels.to }).getByRole('spinbutton').first());
  await page.keyboard.type(labels.order === 'mdy' ? `${mm}${dd}${yyyy}` : `${dd}${mm}${yyyy}`);
  await activate(page, page.getByRole('button', { name: labels.show, exact: true }));
  await expect(heading.first()).not.toHaveText(before);
}

test('administrator: aging per group, a statement charge found in Transaction History, PDF and CSV downloads, the overview chart as a table', async ({ page, expectAccessible }) => {
  await signInWithKeyboard(page, USERS.admin);

  // The overview's credit chart: its figures as a table, opened with the keyboard.
  await activate(page, page.getByRole('button', { name: "The chart's figures as a table" }));
  await expect(page.getByRole('table', { name: 'Credit used over the last 12 months' }).getByRole('row')).toHaveCount(13);
  await expect(page.getByRole('table', { name: 'Balance due by days past due' }).getByRole('rowheader', { name: 'Over 90 days' })).toBeVisible();
  await expectAccessible();

  // Reports from the main menu.
  await activate(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const aging = page.getByRole('table', { name: 'Aging of the balance due' });
  await expect(aging.getByRole('rowheader', { name: 'All groups' })).toBeVisible();
  await expect(aging.getByRole('rowheader', { name: 'East Coast Operations' })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Statement lines' });
  await expect(lines.getByRole('row').nth(1)).toBeVisible();
  await endStatementTwoDaysAgo(page, { to: 'Statement to', show: 'Show statement', order: 'mdy' });
  await expect(lines.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible();

  // A charge of the statement, and its amount.
  const charge = lines.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Charge', exact: true }) }).first();
  const invoiceNumber = (await charge.getByRole('rowheader').innerText()).trim();
  const amount = (await charge.getByRole('cell').nth(2).innerText()).trim();
  const closing = (await page.getByTestId('reports.statement.closing').getByRole('definition').innerText()).trim();

  const pdf = await download(page, 'Download statement (PDF)');
  expect(pdf.filename).toMatch(/^statement-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.pdf$/);
  const text = readPdf(pdf.bytes).texts;
  const closingLine = text.find((line) => line.startsWith('Closing balance '));
  expect(minorOf(closingLine ?? '')).toBe(minorOf(closing));
  expect(text.some((line) => line.includes(` Charge ${invoiceNumber} `) && minorOf(line.split(` ${invoiceNumber} `)[1]!.split(' USD')[0]!) === minorOf(amount))).toBe(true);

  const csv = await download(page, 'Download statement (CSV)');
  expect(csv.filename).toMatch(/\.csv$/);
  const records = csv.bytes.toString('utf8').split('\r\n');
  expect(minorOf(records.find((r) => r.startsWith('Closing balance,'))!.split(',')[3]!)).toBe(minorOf(closing));
  expect(records.some((r) => r.includes(`,charge,${invoiceNumber},`))).toBe(true);

  // The same charge in Transaction History, with the same amount.
  const row = await showOnly(page, invoiceNumber);
  await expect(row).toContainText(amount);
  await expectAccessible();
});

test.describe('stored locale de-DE', () => {
  test('the purchaser reads their own aging and statement in German and downloads the PDF', async ({ page, expectAccessible }) => {
    await page.addInitScript(() => window.localStorage.setItem('portal.locale', 'de-DE'));
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await pressUntilFocused(page, 'Tab', page.getByRole('textbox').first(), 15);
    await page.keyboard.type(USERS.purchaser);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Demo-Passw0rd!');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
    // An individual limit is the user's, not the account's.
    await expect(page.getByText('Ihr Kreditlimit')).toBeVisible();
    await expectAccessible();

    await activate(page, page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Berichte' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Berichte' })).toBeVisible();
    const aging = page.getByRole('table', { name: 'Altersstruktur des offenen Saldos' });
    await expect(aging.getByRole('rowheader', { name: 'Ihre Belastungen' })).toBeVisible();
    await expect(aging.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('table', { name: 'Buchungen des Kontoauszugs' }).getByRole('row').nth(1)).toBeVisible();
    await endStatementTwoDaysAgo(page, { to: 'Kontoauszug bis', show: 'Kontoauszug anzeigen', order: 'dmy' });
    await expect(page.getByRole('table', { name: 'Buchungen des Kontoauszugs' }).getByRole('row').nth(1)).toBeVisible();
    await expectAccessible();

    const closing = (await page.getByTestId('reports.statement.closing').getByRole('definition').innerText()).trim();
    const pdf = await download(page, 'Kontoauszug herunterladen (PDF)');
    const closingLine = readPdf(pdf.bytes).texts.find((line) => line.startsWith('Closing balance '));
    expect(minorOf(closingLine ?? '')).toBe(minorOf(closing));
  });
});
