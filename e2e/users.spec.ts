// Users (issue 11 items 1, 2 and 5), keyboard only, axe on every screen (spec 2 manage-users,
// invite-new-user-users and edit-user tabs; 3 User; 4 User status and Activation link; 5 user
// rules; 8 user admin). As admin@acme.example, on a server of its own (project `users`): it
// suspends the seeded purchaser and deactivates a user, which other journeys sign in as or count.
// - an invitation with a limit above the company credit line (the admin has no limit of their own,
//   so the line is the ceiling) is refused in the rule's words; a valid one goes out;
// - the invitation with its enrol link is in the outbox (read through the development control:
//   the invited user cannot sign in to the outbox page), the user shows as Pending; resend sends a
//   new link;
// - deactivating oneself (also the primary user) is refused with the spec's words;
// - the purchaser is suspended, then re-enabled; the invited user is deactivated for good.
// - the Active/Inactive toggle: the purchaser is switched off and on; switching oneself off is
//   refused in the deactivation rule's words; the last invoice receiver cannot turn invoice e-mails
//   off; the last primary contact cannot drop the type; Payer outside the top-level group is refused;
// - the MFA tab: the administrator turns the payer's 2-step verification off for 30 minutes and
//   changes the method;
// - the purchaser is deactivated: they cannot sign in and cannot be re-enabled;
// - in de-DE (stored locale): the refusals and the toggle speak German, axe-clean.
import type { Page } from '@playwright/test';
import { expect, signInForm, test, USERS } from './fixtures';
import { DEMO_PASSWORD, JOB_CONTROL_OFFSET } from './support/env';
import { activate, pressUntilFocused, signInInGerman, signInWithKeyboard, typeInto } from './support/keyboard';

const ADMIN_ID = '30000000-0000-4000-8000-000000000001';
const PURCHASER_ID = '30000000-0000-4000-8000-000000000003';
const PAYER_ID = '30000000-0000-4000-8000-000000000002';

/** What the portal e-mailed to an address, through the development control (server/jobs/devControl.ts). */
async function mailTo(address: string): Promise<{ kind: string; body: string }[]> {
  const url = new URL(test.info().project.use.baseURL ?? '');
  url.port = String(Number(url.port) + JOB_CONTROL_OFFSET);
  const response = await fetch(`${url.origin}/dev/outbox?recipient=${encodeURIComponent(address)}`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { messages: { kind: string; body: string }[] }).messages;
}

const tokenOf = (body: string) => /\/sign-up\?activation=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';

/** Waits until no CSS animation or transition runs (dialogs fade in; axe must see their final colours). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

test('users: invite (limit refused, then sent), outbox, Pending, resend, own account refused, suspend and re-enable, deactivate', async ({ page, expectAccessible: axe }) => {
  test.setTimeout(180_000);
  const expectAccessible = async () => {
    await settled(page);
    await axe(page);
  };
  const email = `jamie.${Date.now()}@acme.example`;
  await signInWithKeyboard(page, USERS.admin);

  // Individual limits on (Purchasing Controls), so the invitation carries one.
  await page.goto('/account/settings/purchasing-controls');
  const setup = page.getByRole('alertdialog', { name: 'Set up purchase cards' });
  await expect(setup).toBeVisible();
  await activate(page, setup.getByRole('button', { name: 'Not now' }));
  const limits = page.getByRole('switch', { name: 'Individual Credit Limits' });
  await pressUntilFocused(page, 'Tab', limits);
  await page.keyboard.press('Space');
  await expect(limits).toBeChecked();

  // The Users table.
  await page.goto('/account/settings/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Users' });
  await expect(table.getByRole('row', { name: /Priya Shah/ })).toBeVisible();
  await expectAccessible();

  // Invite: above the company credit line, refused in the rule's words; nothing typed is lost.
  await activate(page, page.getByRole('button', { name: 'Invite New User' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Invite New User' })).toBeVisible();
  await typeInto(page, page.getByRole('textbox', { name: /First name/ }), 'Jamie');
  await typeInto(page, page.getByRole('textbox', { name: /Last name/ }), 'Tester');
  await typeInto(page, page.getByRole('textbox', { name: /Email/ }), email);
  await typeInto(page, page.getByRole('textbox', { name: /Phone/ }), '+1 415 555 0199');
  await pressUntilFocused(page, 'Tab', page.getByRole('group', { name: 'Roles' }).getByRole('checkbox', { name: 'Purchaser' }));
  await page.keyboard.press('Space');
  const limit = page.getByRole('textbox', { name: 'Individual credit limit' });
  await typeInto(page, limit, '999999999');
  await activate(page, page.getByRole('button', { name: 'Send Invitation' }));
  await expect(page.getByText('An individual credit limit cannot exceed the company credit line.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Email/ })).toHaveValue(email);
  await expectAccessible();

  // A valid limit: invited, Pending.
  await typeInto(page, limit, '1000');
  await activate(page, page.getByRole('button', { name: 'Send Invitation' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Jamie Tester' })).toBeVisible();
  await expect(page.getByText(`${email} · Pending`)).toBeVisible();
  await expect(page.getByText(/Invitation sent; the link works until/)).toBeVisible();
  await expectAccessible();
  const invitedPath = new URL(page.url()).pathname;

  // The invitation with its enrol link is in the outbox.
  const [invitation] = await mailTo(email);
  expect(invitation?.kind).toBe('user.invitation');
  const firstToken = tokenOf(invitation?.body ?? '');
  expect(firstToken).not.toBe('');

  // Resend: a new link.
  await activate(page, page.getByRole('button', { name: 'Resend Invitation' }));
  await expect(page.getByRole('status')).toContainText('The invitation was sent again with a new link.');
  await expect.poll(async () => (await mailTo(email)).length).toBe(2);
  const [resent] = await mailTo(email);
  expect(tokenOf(resent?.body ?? '')).not.toBe(firstToken);
  await expectAccessible();

  // The table shows the invited user as Pending.
  await page.goto('/account/settings/users');
  const search = page.getByRole('searchbox', { name: 'Search users' });
  await pressUntilFocused(page, 'Tab', search);
  await page.keyboard.type('Jamie');
  await page.keyboard.press('Enter');
  const invitedRow = table.getByRole('row', { name: /Jamie Tester/ });
  await expect(invitedRow).toContainText('Pending');
  await expect(table.getByRole('row', { name: /Priya Shah/ })).toHaveCount(0);
  await expectAccessible();

  // Deactivating one's own account (the primary user) is refused in the spec's words.
  await page.goto(`/account/settings/users/${ADMIN_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Alex Morgan' })).toBeVisible();
  await activate(page, page.getByRole('button', { name: 'Deactivate' }));
  const confirm = page.getByRole('alertdialog', { name: 'Deactivate user' });
  await expect(confirm).toBeVisible();
  await expectAccessible();
  await activate(page, confirm.getByRole('button', { name: 'Deactivate' }));
  await expect(page.getByText('You cannot deactivate your own account.')).toBeVisible();
  await expect(page.getByText('The primary user of the account cannot be deactivated.')).toBeVisible();
  await expect(page.getByText('At least one primary-contact user must remain: the last one cannot be deactivated.')).toBeVisible();
  await expect(page.getByText(/· Active/)).toBeVisible();
  await expectAccessible();

  // Suspend the purchaser (with a reason), then re-enable.
  await page.goto(`/account/settings/users/${PURCHASER_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Lee' })).toBeVisible();
  await activate(page, page.getByRole('button', { name: 'Suspend' }));
  const suspend = page.getByRole('dialog', { name: 'Suspend user' });
  await expect(suspend).toBeVisible();
  await pressUntilFocused(page, 'Tab', suspend.getByRole('textbox', { name: /Reason/ }));
  await page.keyboard.type('Security review');
  await expectAccessible();
  await activate(page, suspend.getByRole('button', { name: 'Suspend' }));
  await expect(page.getByText('purchaser@acme.example · Suspended')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suspend' })).toHaveCount(0);
  await expectAccessible();
  await activate(page, page.getByRole('button', { name: 'Re-enable' }));
  await expect(page.getByText('purchaser@acme.example · Active')).toBeVisible();

  // Deactivate the invited user: for good.
  await page.goto(invitedPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Jamie Tester' })).toBeVisible();
  await activate(page, page.getByRole('button', { name: 'Deactivate' }));
  await activate(page, page.getByRole('alertdialog', { name: 'Deactivate user' }).getByRole('button', { name: 'Deactivate' }));
  await expect(page.getByText(`${email} · Deactivated`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Re-enable|Resend Invitation|Deactivate/ })).toHaveCount(0);
  await expectAccessible();
});

test('users: Active/Inactive toggle, the rules of spec 5 on the tabs, the MFA tab, a deactivated user cannot sign in', async ({ page, browser, expectAccessible: axe }) => {
  test.setTimeout(180_000);
  const expectAccessible = async () => {
    await settled(page);
    await axe(page);
  };
  await signInWithKeyboard(page, USERS.admin);

  // The toggle: the purchaser is switched off (Inactive), then back on.
  await page.goto(`/account/settings/users/${PURCHASER_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Lee' })).toBeVisible();
  const active = page.getByRole('switch', { name: 'Active' });
  await expect(active).toBeChecked();
  await pressUntilFocused(page, 'Tab', active);
  await page.keyboard.press('Space');
  await expect(page.getByText('purchaser@acme.example · Inactive')).toBeVisible();
  await expect(active).not.toBeChecked();
  await expect(page.getByRole('status')).toContainText('Saved: the user is now Inactive.');
  await expectAccessible();
  await pressUntilFocused(page, 'Tab', active);
  await page.keyboard.press('Space');
  await expect(page.getByText('purchaser@acme.example · Active')).toBeVisible();

  // Switching oneself off is refused with the deactivation rule's words; the last primary contact cannot drop the type.
  await page.goto(`/account/settings/users/${ADMIN_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Alex Morgan' })).toBeVisible();
  await pressUntilFocused(page, 'Tab', page.getByRole('switch', { name: 'Active' }));
  await page.keyboard.press('Space');
  await expect(page.getByText('You cannot deactivate your own account.')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Active' })).toBeChecked();
  const primary = page.getByRole('group', { name: 'Contact type' }).getByRole('checkbox', { name: 'Primary', exact: true });
  await pressUntilFocused(page, 'Tab', primary);
  await page.keyboard.press('Space');
  await activate(page, page.getByRole('button', { name: 'Save' }));
  await expect(page.getByText('At least one primary-contact user must remain in the program.')).toBeVisible();
  await expectAccessible();

  // The last invoice receiver: the payer turns invoice e-mails off (the admin still receives them), then the admin cannot.
  const receiveOff = async (userId: string) => {
    await page.goto(`/account/settings/users/${userId}/notifications`);
    const receive = page.getByRole('switch', { name: 'Receive invoice e-mails' });
    await expect(receive).toBeChecked();
    await pressUntilFocused(page, 'Tab', receive);
    await page.keyboard.press('Space');
    await activate(page, page.getByRole('button', { name: 'Save' }));
  };
  await receiveOff(PAYER_ID);
  await expect(page.getByRole('status')).toContainText('Saved.');
  await receiveOff(ADMIN_ID);
  await expect(page.getByText('At least one user must receive invoice e-mails: the last receiver cannot turn them off.')).toBeVisible();
  await expectAccessible();

  // Payer in a sub-group is refused (Group & Role).
  await page.goto(`/account/settings/users/${PAYER_ID}/roles`);
  const group = page.getByRole('button', { name: /Group/ }).first();
  await pressUntilFocused(page, 'Tab', group);
  await page.keyboard.press('Enter');
  const westCoast = page.getByRole('option', { name: /West Coast/ });
  await expect(westCoast).toBeVisible();
  while (!(await westCoast.evaluate((el) => el === document.activeElement))) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await activate(page, page.getByRole('button', { name: 'Save' }));
  await expect(page.getByText('The Payer role is allowed only in the top-level group.')).toBeVisible();
  await expectAccessible();

  // The MFA tab: the payer's 2-step verification off for 30 minutes, then the method changed to e-mail.
  await page.goto(`/account/settings/users/${PAYER_ID}/mfa`);
  await expect(page.getByRole('definition').filter({ hasText: /^Text message \(SMS\)$/ })).toBeVisible();
  await activate(page, page.getByRole('button', { name: 'Turn off for 30 minutes' }));
  await expect(page.getByRole('status')).toContainText('The user can sign in without a code for the next 30 minutes.');
  await expect(page.getByText(/No code is asked until/)).toBeVisible();
  await expectAccessible();
  const byEmail = page.getByRole('radio', { name: 'E-mail' });
  await pressUntilFocused(page, 'Tab', page.getByRole('radio', { name: 'Text message (SMS)' }));
  await page.keyboard.press('ArrowLeft');
  await expect(byEmail).toBeChecked();
  await activate(page, page.getByRole('button', { name: 'Change method' }));
  await expect(page.getByRole('status')).toContainText('The 2-step verification method was changed.');
  await expect(page.getByRole('definition').filter({ hasText: /^E-mail$/ })).toBeVisible();
  await expectAccessible();

  // The purchaser deactivated: no sign-in, no way back.
  await page.goto(`/account/settings/users/${PURCHASER_ID}`);
  await activate(page, page.getByRole('button', { name: 'Deactivate' }));
  await activate(page, page.getByRole('alertdialog', { name: 'Deactivate user' }).getByRole('button', { name: 'Deactivate' }));
  await expect(page.getByText('purchaser@acme.example · Deactivated')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Active' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Re-enable|Deactivate/ })).toHaveCount(0);
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto('/login');
  const form = signInForm(visitor);
  await pressUntilFocused(visitor, 'Tab', form.email, 15);
  await visitor.keyboard.type(USERS.purchaser);
  await visitor.keyboard.press('Tab');
  await visitor.keyboard.type(DEMO_PASSWORD);
  await visitor.keyboard.press('Enter');
  await expect(visitor.getByText('The email and/or password you entered are invalid')).toBeVisible();
  await other.close();
});

test.describe('stored locale de-DE', () => {
  test('the toggle and the rules speak German, keyboard only and axe-clean', async ({ page, expectAccessible: axe }) => {
    const expectAccessible = async () => {
      await settled(page);
      await axe(page);
    };
    await signInInGerman(page, USERS.admin);

    await page.goto('/account/settings/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Benutzer' })).toBeVisible();
    await expectAccessible();
    await page.goto(`/account/settings/users/${ADMIN_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Alex Morgan' })).toBeVisible();
    await pressUntilFocused(page, 'Tab', page.getByRole('switch', { name: 'Aktiv' }));
    await page.keyboard.press('Space');
    await expect(page.getByText('Sie können Ihr eigenes Konto nicht deaktivieren.')).toBeVisible();
    await expect(page.getByText('Der Hauptbenutzer des Kontos kann nicht deaktiviert werden.')).toBeVisible();
    await expectAccessible();

    await page.goto('/account/settings/users/invite');
    await expect(page.getByRole('heading', { level: 1, name: 'Neuen Benutzer einladen' })).toBeVisible();
    await activate(page, page.getByRole('button', { name: 'Einladung senden' }));
    await expect(page.getByText('Vorname darf nicht leer sein')).toBeVisible();
    await expectAccessible();
  });
});
