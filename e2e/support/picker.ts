// Choosing an option of a React Spectrum Picker with the mouse, robustly.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens `trigger`'s list and chooses `option`; waits for the list to close. On a loaded machine a
 * click can land while the list is still rendering its options and be dropped (CI, 26 and 27 Nov: the
 * list stayed open for 15 s), so the pick is tried again while the list is still open or was never
 * opened. Choosing the same option twice is harmless.
 */
export async function pickOption(page: Page, trigger: Locator, option: string): Promise<void> {
  const list = page.getByRole('listbox');
  await expect(async () => {
    if (!(await list.isVisible())) await trigger.click({ timeout: 5_000 });
    await list.getByRole('option', { name: option, exact: true }).click({ timeout: 5_000 });
    await expect(list).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 40_000, intervals: [250, 500, 1_000] });
}
