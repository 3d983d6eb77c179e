// Export CSV of Transaction History, keyboard only: an administrator filters the list to Cancelled
// invoices and exports it; a file downloads with the export's header row and one record per invoice
// the list counts, and the status says how many were exported. axe runs before and after.
// Entities: Acme's Cancelled invoices, which no other journey changes (payments.spec.ts pays Open
// ones; a payment never cancels an invoice). Read-only, so signing in as admin beside the other
// admin journeys is safe (concurrent sessions coexist).
import { readFile } from 'node:fs/promises';
import { expect, test, USERS } from './fixtures';
import { pressUntilFocused } from './support/keyboard';

const HEADER = 'Invoice number,Type,Fee type,Status,Bill date,Due date,Currency,Total,Paid,Remaining,PO number,Notes,Supplier,Group,Purchaser';

/** CSV records (CRLF outside quotes ends one). */
function records(csv: string): string[] {
  const out: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < csv.length; i++) {
    if (csv[i] === '"') quoted = !quoted;
    else if (!quoted && csv[i] === '\r' && csv[i + 1] === '\n') {
      out.push(csv.slice(start, i));
      start = ++i + 1;
    }
  }
  return out;
}

test('administrator exports the filtered Transaction History as CSV with the keyboard', async ({ page, signIn, expectAccessible }) => {
  await signIn(USERS.admin);
  await page.goto('/account-overview/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Transaction History' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();

  // Status: Cancelled, applied.
  await pressUntilFocused(page, 'Tab', page.getByRole('button', { name: /All statuses/ }));
  await page.keyboard.press('Enter');
  const cancelled = page.getByRole('option', { name: 'Cancelled', exact: true });
  await pressUntilFocused(page, 'ArrowDown', cancelled, 25);
  await page.keyboard.press('Enter');
  await pressUntilFocused(page, 'Tab', page.getByRole('button', { name: 'Apply filters' }));
  await page.keyboard.press('Enter');
  const count = page.getByText(/^Showing \d+ of \d+ invoices?$/);
  await expect(grid.getByRole('row').nth(1)).toContainText('Cancelled');
  await expect(count).toBeVisible();
  const total = Number(/of (\d+)/.exec(await count.innerText())![1]);
  expect(total).toBeGreaterThan(0);
  await expectAccessible();

  const exportButton = page.getByRole('button', { name: 'Export CSV' });
  await pressUntilFocused(page, 'Tab', exportButton);
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  const lines = records(csv);
  expect(lines[0]).toBe(HEADER);
  expect(lines).toHaveLength(total + 1);
  expect(lines.slice(1).every((line) => line.split(',')[3] === 'cancelled')).toBe(true);
  await expect(page.getByRole('status')).toHaveText(total === 1 ? 'Exported 1 invoice.' : `Exported ${total} invoices.`);
  await expectAccessible();
});
