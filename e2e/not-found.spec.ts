// Spec 2: any unmatched path shows the not-found page, which is public (no sign-in needed).
import { expect, signInForm, test } from './fixtures';

test('an unmatched path shows Page not found, signed out, accessibly', async ({ page, expectAccessible }) => {
  const response = await page.goto('/this/path/does-not-exist');
  expect(response?.status(), 'the SPA shell is served for client-side routes').toBeLessThan(500);

  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/this\/path\/does-not-exist$/);
  await expect(signInForm(page).heading).toHaveCount(0);
  await expectAccessible();
});
