// The seller's own users (issue 14), keyboard only and axe-clean: the seller's administrator
// (client.admin@northwind.example) invites a developer, is told the rule when the e-mail is taken,
// changes the new user's role, suspends the account manager and re-enables them; their own row
// offers no suspension and only the administrator role (machines/rules/sellerUsers.ts). de-DE: the
// same page in German. Both also open Acme's customer page and its preauthorizations (axe-clean).
//
// Runs on the `seller` server (playwright.config.ts, E2E_PORT+8). The account manager ends active
// again; the invited user stays pending (nobody else counts the seller's users).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { activate, pressUntilFocused, typeInto } from './support/keyboard';
import { signedInAs } from './support/signedIn';

/** Opens a Picker with the keyboard and chooses the option named `option`. */
async function choose(page: Page, picker: ReturnType<Page['getByRole']>, option: string): Promise<void> {
  await pressUntilFocused(page, 'Tab', picker);
  await page.keyboard.press('Enter');
  const target = page.getByRole('option', { name: option, exact: true });
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 10 && !(await target.evaluate((el) => el === document.activeElement)); presses++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(target).toBeHidden();
}

test.describe('seller users (en-US)', () => {
  test.use({ storageState: signedInAs('client.admin@northwind.example') });

  test('the administrator invites a user, changes their role, suspends and re-enables the account manager', async ({ page, expectAccessible }) => {
    test.setTimeout(90_000);
    await page.goto('/client/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    const table = page.getByRole('table', { name: "Your company's users of the portal" });
    await expect(table).toContainText('developer@northwind.example');
    // Their own row: no suspension, and the role cannot be lowered.
    const own = table.getByRole('row', { name: /Casey Nguyen/ });
    await expect(own).toContainText('Your own account');
    await expect(own.getByRole('button', { name: /Role of Casey Nguyen/ })).toBeDisabled();
    await expectAccessible();

    // Nothing filled in: the form says what is missing and sends nothing.
    await activate(page, page.getByRole('button', { name: 'Send invitation' }));
    await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible();

    const email = `sam.seller.${Date.now()}@northwind.example`;
    const fill = async (address: string) => {
      await typeInto(page, page.getByRole('textbox', { name: /^E-mail/ }), address);
      await typeInto(page, page.getByRole('textbox', { name: /^First name/ }), 'Sam');
      await typeInto(page, page.getByRole('textbox', { name: /^Last name/ }), 'Seller');
      await choose(page, page.getByRole('button', { name: /Role/ }).last(), 'Developer');
      await activate(page, page.getByRole('button', { name: 'Send invitation' }));
    };
    await fill(email);
    await expect(page.getByText('The invitation was sent.')).toBeVisible();
    const invited = table.getByRole('row', { name: /Sam Seller/ });
    await expect(invited).toContainText(email);
    await expect(invited).toContainText('Pending');
    await expectAccessible();

    // The same address again: the rule's words, and the list unchanged.
    await fill(email);
    await expect(page.getByText('A user with this e-mail address already exists.')).toBeVisible();
    await expect(table.getByRole('row', { name: /Sam Seller/ })).toHaveCount(1);
    await expectAccessible();

    // The invitation again (a new link), for the pending user only.
    await activate(page, invited.getByRole('button', { name: 'Resend the invitation to Sam Seller' }));
    await expect(page.getByText('The invitation was sent again. The earlier link no longer works.')).toBeVisible();
    await expect(table.getByRole('row', { name: /Avery Okafor/ }).getByRole('button', { name: /^Resend the invitation/ })).toHaveCount(0);

    // The new user becomes an account manager.
    await choose(page, invited.getByRole('button', { name: /Role of Sam Seller/ }), 'Account Manager');
    await expect(page.getByText('The role was changed.')).toBeVisible();
    await expect(invited.getByRole('button', { name: /Role of Sam Seller/ })).toContainText('Account Manager');

    // The account manager is suspended, then re-enabled.
    const manager = table.getByRole('row', { name: /Avery Okafor/ });
    await activate(page, page.getByRole('button', { name: 'Suspend Avery Okafor' }));
    await expect(page.getByText('The user was suspended and signed out.')).toBeVisible();
    await expect(manager).toContainText('Suspended');
    await expectAccessible();
    await activate(page, page.getByRole('button', { name: 'Re-enable Avery Okafor' }));
    await expect(page.getByText('The user was re-enabled.')).toBeVisible();
    await expect(manager).toContainText('Active');
    await expect(page.getByRole('button', { name: 'Suspend Avery Okafor' })).toBeVisible();
  });

  test('a customer\'s page lists its preauthorizations', async ({ page, expectAccessible }) => {
    await page.goto('/customers');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await activate(page, page.getByRole('link', { name: 'Acme Industrial Supply' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Industrial Supply' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Preauthorizations' })).toBeVisible();
    // Other journeys on this server may hold credit through the seller API: the table is there either way.
    await expect(page.getByRole('table', { name: 'Preauthorizations of Acme Industrial Supply, newest first' })).toBeVisible();
    await expectAccessible();
  });
});

test.describe('seller users (de-DE)', () => {
  test.use({ locale: 'de-DE', storageState: signedInAs('client.admin@northwind.example') });

  test('the page and its invitation form in German', async ({ page, expectAccessible }) => {
    await page.goto('/client/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Benutzer' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Casey Nguyen/ })).toContainText('Ihr eigenes Konto');
    await expect(page.getByRole('heading', { level: 2, name: 'Benutzer einladen' })).toBeVisible();
    await activate(page, page.getByRole('button', { name: 'Einladung senden' }));
    await expect(page.getByRole('textbox', { name: /^E-Mail/ })).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible();

    await page.goto('/customers');
    await activate(page, page.getByRole('link', { name: 'Acme Industrial Supply' }));
    await expect(page.getByRole('heading', { level: 2, name: 'Vorautorisierungen' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Vorautorisierungen von Acme Industrial Supply, neueste zuerst' })).toBeVisible();
    await expectAccessible();
  });
});
