// Disputing invoices, keyboard only (spec 2 Dispute Invoice and Disputes, 3 dispute reasons, 5
// "Dispute", 4 "Invoice edits and disputes"). The admin opens each invoice's row actions on
// Transaction History and chooses Dispute invoice: a fee, a consolidated and a too-old invoice are
// refused before submitting, in the rule's words; a valid one is disputed, shows in Disputes, and
// its invoice link goes from regenerating to ready without a reload (watched in a second tab): the
// new document's job is held (DEMO_JOBS=manual) while the spinner is asserted, then released.
// axe runs on every screen.
//
// Invoices used (the seeded demo data, the same on every run; no other journey touches them):
// FEE-100223 (Collections Fee, Past Due), INV-100228 (consolidated, Past Due), INV-100215 (Paid,
// billed ~101 days ago; the program's limit is 90), INV-100218 (Paid, billed ~74 days ago: valid).
import type { Locator, Page } from '@playwright/test';
import { expect, test, USERS } from './fixtures';
import { releaseJob } from './support/jobs';
import { openRowActions, showOnly } from './support/transactionHistory';
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

async function openDisputeFor(page: Page, invoiceNumber: string, expectAccessible: () => Promise<void>): Promise<void> {
  const row = await showOnly(page, invoiceNumber);
  await openRowActions(page, row, invoiceNumber);
  await settled(page.getByRole('dialog'));
  await expectAccessible();
  await activate(page, page.getByRole('button', { name: 'Dispute invoice' }));
  await expect(page).toHaveURL(/\/dispute\?invoice=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dispute Invoice' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Invoice ${invoiceNumber}` })).toBeVisible();
}

test('a fee, a consolidated and a too-old invoice are refused in the rule\'s words; a valid dispute shows in Disputes and its link regenerates live', async ({ page, context, expectAccessible }) => {
  test.setTimeout(150_000);
  await signInWithKeyboard(page, USERS.admin);

  const refusals: [string, string][] = [
    ['FEE-100223', 'Fee invoices cannot be disputed.'],
    ['INV-100228', 'A consolidated invoice cannot be disputed.'],
    ['INV-100215', "The invoice is older than the program's dispute time limit."],
  ];
  for (const [invoiceNumber, words] of refusals) {
    await openDisputeFor(page, invoiceNumber, expectAccessible);
    await expect(page.getByText('This invoice cannot be disputed')).toBeVisible();
    await expect(page.getByText(words, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit dispute' })).toHaveCount(0);
    await expectAccessible();
  }

  // The valid one: a second tab keeps Transaction History open on it to watch its link.
  const valid = 'INV-100218';
  const watcher = await context.newPage();
  const watchedRow = await showOnly(watcher, valid);
  await expect(watchedRow.getByRole('link', { name: valid })).toBeVisible();

  await openDisputeFor(page, valid, expectAccessible);
  const invoiceId = new URL(page.url()).searchParams.get('invoice') ?? '';
  expect(invoiceId).not.toBe('');
  await expectAccessible();
  await pressUntilFocused(page, 'Tab', page.getByRole('button', { name: /Reason/ }));
  await page.keyboard.press('Enter');
  const option = page.getByRole('option', { name: 'Incorrect Price or Discount' });
  await pressUntilFocused(page, 'ArrowDown', option, 20);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /Incorrect Price or Discount/ })).toBeVisible();
  await pressUntilFocused(page, 'Tab', page.getByRole('textbox', { name: 'Comment (optional)' }));
  await page.keyboard.type('Unit price differs from the quote');
  await activate(page, page.getByRole('button', { name: 'Submit dispute' }));
  await expect(page.getByRole('heading', { name: 'Dispute raised' })).toBeVisible();
  await expectAccessible();

  // Live in the other tab: regenerating (no link) while the document job is held, then the link
  // again once the released job has made the document.
  await expect(watchedRow.getByRole('progressbar', { name: 'Regenerating the document' })).toBeVisible();
  await expect(watchedRow.getByRole('link', { name: valid })).toHaveCount(0);
  await releaseJob('document-regeneration', invoiceId, { live: 'invoiceDocumentUpdated' });
  await expect(watchedRow.getByRole('link', { name: valid })).toBeVisible();
  await expect(watchedRow.getByRole('progressbar')).toHaveCount(0);
  await watcher.close();

  await activate(page, page.getByRole('link', { name: 'View your disputes' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
  const disputeRow = page.getByRole('grid', { name: 'Disputes' }).getByRole('row').filter({ hasText: valid });
  await expect(disputeRow).toContainText('Incorrect Price or Discount');
  await expect(disputeRow).toContainText('Open');
  await expectAccessible();
});
