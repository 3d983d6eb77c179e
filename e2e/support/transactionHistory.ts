// Transaction History, driven by keyboard: shared by the journeys that act on one invoice's row.
import { expect, type Locator, type Page } from '@playwright/test';
import { activate, pressUntilFocused } from './keyboard';

export const historyGrid = (page: Page): Locator => page.getByRole('grid', { name: 'Transaction History' });

/** Transaction History filtered to one invoice number (the search filter); returns its row. */
export async function showOnly(page: Page, invoiceNumber: string): Promise<Locator> {
  await page.goto('/account-overview/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeVisible();
  await pressUntilFocused(page, 'Tab', page.getByRole('searchbox', { name: 'Search' }));
  await page.keyboard.type(invoiceNumber);
  await activate(page, page.getByRole('button', { name: 'Apply filters' }));
  const row = historyGrid(page).getByRole('row').nth(1);
  await expect(row.getByRole('rowheader')).toContainText(invoiceNumber);
  await expect(historyGrid(page).getByRole('row')).toHaveCount(2);
  return row;
}

/** Focuses the row itself (not one of its cells) and presses Enter: its actions open in a dialog. */
export async function openRowActions(page: Page, row: Locator, invoiceNumber: string): Promise<void> {
  await pressUntilFocused(page, 'Tab', historyGrid(page));
  await pressUntilFocused(page, 'ArrowDown', row, 5);
  for (let i = 0; i < 10 && !(await row.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('heading', { name: `Invoice ${invoiceNumber}` })).toBeVisible();
}
