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
import type { Page } from '@playwright/test';
import { expect, test, USERS } from './fixtures';
import { JOB_CONTROL_OFFSET } from './support/env';
import { activate, pressUntilFocused, signInWithKeyboard, typeInto } from './support/keyboard';

const ADMIN_ID = '30000000-0000-4000-8000-000000000001';
const PURCHASER_ID = '30000000-0000-4000-8000-000000000003';

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
