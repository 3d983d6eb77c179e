// Groups, keyboard only, axe on every screen (spec 2 manage-groups, group, create-group; 3 Group;
// 5 lengths, the US tax ID and Payer only in the top-level group; 6 group administrators).
// - As admin@acme.example: a separate legal entity is created through the four steps of Create
//   Group with a field error at each step (in the rule's words), going back at each step loses
//   nothing, and the new group shows with its legal identity, admin and bill-to.
// - As groupadmin@acme.example (East Coast): only their groups show; they create a sub-group below
//   East Coast and move one of their users into it; the West Coast group reads as not theirs.
// - In de-DE (stored locale): the groups page and step 1's field error in German, axe-clean.
// Runs on the `acme-changes` server (playwright.config.ts, with the bank-accounts and credit-increase journeys): it changes Acme's groups and moves
// users, which the journeys of the main server do not expect (and groupadmin is locked there).
import type { Locator, Page } from '@playwright/test';
import { expect, test, USERS } from './fixtures';
import { activate, isFocused, pressUntilFocused, signInInGerman, signInWithKeyboard } from './support/keyboard';

/** Waits until no finite animation runs (axe must see final colours). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

const textbox = (page: Page, label: string): Locator => page.getByRole('textbox', { name: new RegExp(`^${label}`) });

/** Tab (forwards, wrapping) to a field and replace its text. */
async function fill(page: Page, label: string, text: string): Promise<void> {
  const field = textbox(page, label);
  await pressUntilFocused(page, 'Tab', field, 120);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  if (text !== '') await page.keyboard.type(text);
}

/** Opens a picker with the keyboard and picks an option. */
async function pick(page: Page, label: RegExp, option: string): Promise<void> {
  await activate(page, page.getByRole('button', { name: label }));
  await expect(page.getByRole('listbox')).toBeVisible();
  const item = page.getByRole('option', { name: option, exact: true });
  await pressUntilFocused(page, 'ArrowDown', item, 40);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Tab into a radio group, arrow to the radio (arrows select), Space when Tab landed on it unselected. */
async function chooseRadio(page: Page, name: string, scope: Page | Locator = page): Promise<void> {
  const radio = scope.getByRole('radio', { name, exact: true });
  await pressUntilFocused(page, 'Tab', scope.getByRole('radio').first(), 120);
  if (!(await isFocused(radio))) await pressUntilFocused(page, 'ArrowDown', radio, 8);
  if (!(await radio.isChecked())) await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

/** Tab to a checkbox and toggle it with Space. */
async function toggle(page: Page, name: RegExp): Promise<void> {
  const box = page.getByRole('checkbox', { name });
  await pressUntilFocused(page, 'Tab', box, 120);
  await page.keyboard.press('Space');
}

const stepHeading = (page: Page, name: string): Locator => page.getByRole('heading', { level: 2, name });

async function next(page: Page): Promise<void> {
  await activate(page, page.getByRole('button', { name: 'Continue' }));
}
async function back(page: Page): Promise<void> {
  await activate(page, page.getByRole('button', { name: 'Back', exact: true }));
}

test('admin creates a separate legal entity in four steps: a field error at each, nothing lost going back', async ({ page, expectAccessible: axe }) => {
  test.setTimeout(240_000);
  const expectAccessible = async () => {
    await settled(page);
    await axe(page);
  };
  await signInWithKeyboard(page, USERS.admin);
  await page.goto('/account/settings/groups');
  await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
  for (const name of ['Acme Industrial Supply', 'West Coast Operations', 'East Coast Operations']) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText('groupadmin@acme.example').first()).toBeVisible();
  await expectAccessible();

  await activate(page, page.getByRole('link', { name: 'Create Group' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Create Group' })).toBeVisible();

  // Step 1: nothing chosen.
  await expect(stepHeading(page, 'Group type')).toBeVisible();
  await next(page);
  await expect(page.getByText('Please Select Group type')).toBeVisible();
  await expectAccessible();
  await chooseRadio(page, 'Separate legal entity');
  await next(page);

  // Step 2: a US tax ID with a dash breaks the 9-digit rule.
  await expect(stepHeading(page, 'Group details')).toBeVisible();
  await fill(page, 'Group name', 'Acme Texas');
  await fill(page, 'Legal name', 'Acme Texas LLC');
  await fill(page, 'DBA', 'Acme TX');
  await fill(page, 'Registration number', 'TX-0801234');
  await fill(page, 'Tax ID', '12-3456789');
  await fill(page, 'Address line 1', '1 Congress Ave');
  await fill(page, 'City', 'Austin');
  await fill(page, 'State', 'TX');
  await fill(page, 'ZIP or postal code', '78701');
  await pick(page, /Country \(required\)/, 'United States');
  await pick(page, /Relation to parent/, 'Subsidiary');
  await next(page);
  await expect(page.getByText('A US tax ID has exactly 9 digits, without a dash.')).toBeVisible();
  await expect(textbox(page, 'Tax ID')).toBeFocused();
  await expectAccessible();
  // Back to step 1 and forward again: everything typed is still there.
  await back(page);
  await expect(stepHeading(page, 'Group type')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Separate legal entity' })).toBeChecked();
  await next(page);
  await expect(textbox(page, 'Group name')).toHaveValue('Acme Texas');
  await expect(textbox(page, 'Legal name')).toHaveValue('Acme Texas LLC');
  await expect(textbox(page, 'Tax ID')).toHaveValue('12-3456789');
  await expect(textbox(page, 'City')).toHaveValue('Austin');
  await expect(page.getByRole('button', { name: /Country \(required\)/ })).toContainText('United States');
  await fill(page, 'Tax ID', '123456789');
  await next(page);

  // Step 3: the entity's own details with a malformed e-mail.
  await expect(stepHeading(page, 'Bill to')).toBeVisible();
  await chooseRadio(page, "The entity's own details");
  await fill(page, 'Billing contact', 'Accounts Payable');
  await fill(page, 'Billing e-mail', 'ap@acme-texas');
  await next(page);
  await expect(page.getByText('Email is invalid.')).toBeVisible();
  await expectAccessible();
  await back(page);
  await expect(stepHeading(page, 'Group details')).toBeVisible();
  await expect(textbox(page, 'Tax ID')).toHaveValue('123456789');
  await next(page);
  await expect(textbox(page, 'Billing e-mail')).toHaveValue('ap@acme-texas');
  await expect(textbox(page, 'Billing contact')).toHaveValue('Accounts Payable');
  await fill(page, 'Billing e-mail', 'ap@acme-texas.example');
  await next(page);

  // Step 4: no admin; a Payer moved below the top-level group is refused in the rule's words.
  await expect(stepHeading(page, 'Admin and users')).toBeVisible();
  await toggle(page, /^Priya Shah/);
  await next(page);
  await expect(page.getByText('Please Select Group admin')).toBeVisible();
  await expect(page.getByText('The Payer role is allowed only in the top-level group (Priya Shah is a Payer).')).toBeVisible();
  await expectAccessible();
  await pick(page, /Group admin \(required\)/, 'Alex Morgan (admin@acme.example)');
  await toggle(page, /^Priya Shah/);
  await toggle(page, /^Sam Lee/);
  await next(page);

  // Review, back to step 4 (kept), review again, create.
  await expect(stepHeading(page, 'Review')).toBeVisible();
  await expect(page.getByText('Acme Texas LLC')).toBeVisible();
  await expectAccessible();
  await back(page);
  await expect(page.getByRole('checkbox', { name: /^Sam Lee/ })).toBeChecked();
  await expect(page.getByRole('button', { name: /Group admin \(required\)/ })).toContainText('Alex Morgan');
  await next(page);
  await activate(page, page.getByRole('button', { name: 'Create group' }));

  await expect(page.getByRole('heading', { level: 1, name: 'Group' })).toBeVisible();
  const group = page.getByRole('region', { name: 'Acme Texas' });
  await expect(group.getByRole('heading', { level: 2, name: 'Acme Texas' })).toBeVisible();
  for (const text of ['Separate legal entity', 'Acme Texas LLC', '123456789', 'Subsidiary', 'admin@acme.example', "The entity's own details", 'ap@acme-texas.example', 'Sam Lee (purchaser@acme.example)']) {
    await expect(group.getByText(text, { exact: false }).first()).toBeVisible();
  }
  await expectAccessible();
});

test('a group admin sees and manages only their groups: a sub-group created and edited, a user moved into it', async ({ page, expectAccessible: axe }) => {
  test.setTimeout(180_000);
  const expectAccessible = async () => {
    await settled(page);
    await axe(page);
  };
  await signInWithKeyboard(page, USERS.groupAdmin);
  await activate(page, page.getByRole('link', { name: 'Groups' }).first());
  await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'East Coast Operations' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Acme Industrial Supply' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'West Coast Operations' })).toHaveCount(0);
  await expect(page.getByText('Open balance').first()).toBeVisible();
  await expectAccessible();

  // A reporting group below East Coast (the only parent offered).
  await activate(page, page.getByRole('link', { name: 'Create Group' }));
  await chooseRadio(page, 'Reporting group');
  await next(page);
  await fill(page, 'Group name', 'East Coast Field');
  await activate(page, page.getByRole('button', { name: /Parent group \(required\)/ }));
  await expect(page.getByRole('option')).toHaveText(['East Coast Operations']);
  await page.keyboard.press('Escape');
  await next(page);
  await expect(page.getByRole('radio', { name: "The entity's own details" })).toBeDisabled();
  await chooseRadio(page, 'Parent group only');
  await next(page);
  await pick(page, /Group admin \(required\)/, 'Jordan Rivera (groupadmin@acme.example)');
  await next(page);
  await activate(page, page.getByRole('button', { name: 'Create group' }));
  await expect(page.getByRole('heading', { level: 2, name: 'East Coast Field' })).toBeVisible();

  // Edit Group: the same steps, pre-filled; the new name is saved.
  await activate(page, page.getByRole('link', { name: 'Edit East Coast Field' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Group' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Reporting group' })).toBeChecked();
  await next(page);
  await expect(textbox(page, 'Group name')).toHaveValue('East Coast Field');
  await fill(page, 'Group name', 'East Coast Field Sales');
  await next(page);
  await next(page);
  await expect(page.getByRole('button', { name: /Group admin \(required\)/ })).toContainText('Jordan Rivera');
  await next(page);
  await activate(page, page.getByRole('button', { name: 'Save changes' }));
  await expect(page.getByRole('heading', { level: 2, name: 'East Coast Field Sales' })).toBeVisible();
  await expectAccessible();

  // Move Taylor Kim (East Coast) into it.
  await activate(page, page.getByRole('link', { name: 'Back to groups' }));
  await expect(page.getByRole('heading', { level: 2, name: 'East Coast Field Sales' })).toBeVisible();
  await activate(page, page.getByRole('button', { name: 'Move Taylor Kim to another group' }));
  const dialog = page.getByRole('dialog', { name: 'Move Taylor Kim' });
  await expect(dialog).toBeVisible();
  await activate(page, dialog.getByRole('button', { name: 'Move user' }));
  await expect(dialog.getByText('Please Select Group')).toBeVisible();
  await settled(page);
  await expectAccessible();
  await chooseRadio(page, 'East Coast Field Sales', dialog);
  await activate(page, dialog.getByRole('button', { name: 'Move user' }));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Taylor Kim was moved.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'East Coast Field Sales' }).getByText('Taylor Kim (sso@acme.example)')).toBeVisible();
  await expectAccessible();

  // West Coast is not theirs: its page says so.
  await page.goto('/group?id=20000000-0000-4000-8000-000000000002');
  await expect(page.getByText('This group does not exist or is not one of yours.')).toBeVisible();
  await expectAccessible();
});

test.describe('stored locale de-DE', () => {
  test('the groups and the first step of Create Group speak German, keyboard only and axe-clean', async ({ page, expectAccessible: axe }) => {
    const expectAccessible = async () => {
      await settled(page);
      await axe(page);
    };
    await signInInGerman(page, USERS.admin);

    await page.goto('/account/settings/groups');
    await expect(page.getByRole('heading', { level: 1, name: 'Gruppen' })).toBeVisible();
    await expect(page.getByText('Offener Saldo').first()).toBeVisible();
    await expectAccessible();
    await activate(page, page.getByRole('link', { name: 'Gruppe erstellen' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Gruppe erstellen' })).toBeVisible();
    await activate(page, page.getByRole('button', { name: 'Weiter' }));
    await expect(page.getByText('Bitte wählen Sie Gruppentyp aus')).toBeVisible();
    await expectAccessible();
  });
});
