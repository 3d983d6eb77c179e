// Editing PO number and notes, keyboard only (spec 2 Edit Invoices/Transactions dialog, 5 lengths
// and "at least one non-consolidated invoice", 4 "Invoice edits and disputes"). The admin selects
// two invoices on Transaction History, sets their PO number and notes; both links show
// "regenerating" while their document jobs are held (DEMO_JOBS=manual), and become active again
// once the jobs are released and the new documents are ready, without a reload. A PO
// number over the limit is refused in the rule's words first and nothing is lost. axe on every screen.
//
// Invoices used (seeded, the same on every run; no other journey touches them): INV-100253 and
// INV-100254, both Created and not consolidated (payments.spec.ts pays Open ones, disputes.spec.ts
// uses FEE-100223, INV-100228, INV-100215 and INV-100218).
import type { Locator } from '@playwright/test';
import { expect, test, USERS } from './fixtures';
import { releaseJob } from './support/jobs';
import { activate, pressUntilFocused, signInWithKeyboard } from './support/keyboard';

/** Waits until the dialog has finished animating in (axe would measure contrast mid-fade). */
async function settled(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect
    .poll(() =>
      dialog.evaluate((el) => {
        let root: Element = el;
        while (root.parentElement && root.parentElement !== document.body) root = root.parentElement;
        return root.getAnimations({ subtree: true }).filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length;
      }),
    )
    .toBe(0);
}

const INVOICES = ['INV-100253', 'INV-100254'] as const;
const PO_NUMBER = 'PO-E2E-2026';
const NOTES = 'Deliver to dock 7';

test('PO number and notes on two invoices: regenerating, then ready live', async ({ page, expectAccessible }) => {
  test.setTimeout(120_000);
  await signInWithKeyboard(page, USERS.admin);
  await page.goto('/account-overview/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Transaction History' });
  const search = page.getByRole('searchbox', { name: 'Search' });

  // Select each invoice (the selection is kept while the filter changes); note its id (document link).
  const invoiceIds: string[] = [];
  for (const number of INVOICES) {
    await pressUntilFocused(page, 'Tab', search);
    await page.keyboard.press('Control+A');
    await page.keyboard.type(number);
    await activate(page, page.getByRole('button', { name: 'Apply filters' }));
    await expect(grid.getByRole('row')).toHaveCount(2);
    const row = grid.getByRole('row').nth(1);
    await expect(row.getByRole('rowheader')).toHaveText(number);
    const href = (await row.getByRole('link', { name: number }).getAttribute('href')) ?? '';
    invoiceIds.push(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(href)?.[0] ?? href);
    await pressUntilFocused(page, 'Tab', grid);
    await pressUntilFocused(page, 'ArrowDown', row, 5);
    await page.keyboard.press('Space');
    await expect(row).toHaveAttribute('aria-selected', 'true');
  }
  await expectAccessible();

  await activate(page, page.getByRole('button', { name: 'Edit PO number and notes of 2 invoices' }));
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Edit PO number and notes' })).toBeVisible();
  await expect(dialog).toContainText(`2 invoices: ${INVOICES.join(', ')}`);
  await settled(dialog);
  await expectAccessible();

  // Over the limit first: the rule's words, and what was typed stays.
  const po = dialog.getByRole('textbox', { name: 'PO number' });
  await pressUntilFocused(page, 'Tab', po);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('PO-'.padEnd(31, '9'));
  await pressUntilFocused(page, 'Tab', dialog.getByRole('textbox', { name: 'Notes' }));
  await page.keyboard.press('Control+A');
  await page.keyboard.type(NOTES);
  await activate(page, dialog.getByRole('button', { name: 'Save' }));
  await expect(dialog.getByText('The PO number cannot exceed 30 characters.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Notes' })).toHaveValue(NOTES);
  await expectAccessible();

  await pressUntilFocused(page, 'Tab', po);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(PO_NUMBER);
  await activate(page, dialog.getByRole('button', { name: 'Save' }));
  await expect(dialog).toHaveCount(0);

  // The list shows INV-100254: regenerating while its document job is held, then its link again.
  const shown = grid.getByRole('row').nth(1);
  await expect(shown.getByRole('progressbar', { name: 'Regenerating the document' })).toBeVisible();
  await expect(shown.getByRole('link', { name: INVOICES[1] })).toHaveCount(0);
  await expect(shown).toContainText(PO_NUMBER);
  await expectAccessible();
  for (const invoiceId of invoiceIds) await releaseJob('document-regeneration', invoiceId, { live: 'invoiceDocumentUpdated' });
  await expect(shown.getByRole('link', { name: INVOICES[1] })).toBeVisible();
  await expect(shown.getByRole('progressbar')).toHaveCount(0);

  // Both carry the new PO number, and both links are active.
  await pressUntilFocused(page, 'Tab', search);
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await pressUntilFocused(page, 'Tab', page.getByRole('textbox', { name: 'PO number' }));
  await page.keyboard.type(PO_NUMBER);
  await activate(page, page.getByRole('button', { name: 'Apply filters' }));
  await expect(grid.getByRole('row')).toHaveCount(3);
  for (const number of INVOICES) await expect(grid.getByRole('link', { name: number })).toBeVisible();
  await expectAccessible();
});

// Account Overview's Invoices tab has Transaction History's row actions (read only here: the dialog
// is opened and left, nothing is changed, so the latest invoices other journeys use stay as they are).
test('Account Overview: a latest invoice opens the same row actions, Dispute leads to Dispute Invoice', async ({ page, expectAccessible }) => {
  await signInWithKeyboard(page, USERS.admin);
  const grid = page.getByRole('grid', { name: 'Latest invoices' });
  await expect(grid.getByRole('rowheader').first()).toBeVisible();
  const row = grid.getByRole('row').nth(1);
  const number = (await row.getByRole('rowheader').innerText()).trim();
  await pressUntilFocused(page, 'Tab', grid);
  await pressUntilFocused(page, 'ArrowDown', row, 5);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Invoice ${number}` })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Edit PO number and notes' })).toBeVisible();
  await settled(dialog);
  await expectAccessible();
  await activate(page, dialog.getByRole('button', { name: 'Dispute invoice' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Dispute Invoice' })).toBeVisible();
  await expect(page).toHaveURL(/\/dispute\?invoice=/);
});
