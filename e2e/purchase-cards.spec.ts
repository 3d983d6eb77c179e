// Purchasing controls and purchase cards, keyboard only, axe on every screen (spec 2 purchasing-controls
// and profile purchasing routes, 3 Purchase card, 4 Card status and Feature dependencies, 6
// RevealCardNumber, 8 "already terminated (reload)"). As admin@acme.example:
// - Purchase Cards on while Individual Credit Limits are off is refused in the rule's words;
//   ICL on, then Purchase Cards on, works;
// - a virtual card is created from the profile (Create Card), becomes Active live (demo card issuer),
//   its number is shown once after an e-mailed code, and no browser storage holds it;
// - Purchase Policies, Purchase Cards settings and a user's limit say "Saved." until the form changes
//   again (the stored policy and return address saved as they are; the changes left unsaved);
// - lock, unlock, terminate with a reason: it shows under Terminated; a second tab that still had it
//   open is told it is already terminated;
// - a physical card: a missing ship-to zip refused on its field with nothing typed lost, then created.
// Our own entities: Acme's purchasing controls and the admin's own cards (no other journey
// touches either). The e-mailed code is read on the development outbox page (/dev/outbox).
import type { Locator, Page } from '@playwright/test';
import { expect, test, USERS } from './fixtures';
import { releaseJobWhere } from './support/jobs';
import { activate, pressUntilFocused, signInWithKeyboard, typeInto } from './support/keyboard';

/** Tab to a switch and press Space. */
async function toggle(page: Page, target: Locator): Promise<void> {
  await pressUntilFocused(page, 'Tab', target);
  await page.keyboard.press('Space');
}

/** Tab into a radio group, then arrow to the radio (arrows select). */
async function chooseRadio(page: Page, dialog: Locator, name: string): Promise<void> {
  await pressUntilFocused(page, 'Tab', dialog.getByRole('radio').first());
  await pressUntilFocused(page, 'ArrowDown', dialog.getByRole('radio', { name, exact: true }), 8);
  await expect(dialog.getByRole('radio', { name, exact: true })).toBeChecked();
}

/**
 * The latest security code e-mailed to the signed-in user, read where a demo user reads it: the
 * development outbox page (/dev/outbox, on while no SMTP server is configured), in another tab.
 */
async function readMailedCode(page: Page, expectAccessible: (page: Page) => Promise<void>): Promise<string> {
  const mailbox = await page.context().newPage();
  await mailbox.goto('/dev/outbox');
  const message = mailbox.getByRole('article').filter({ has: mailbox.getByRole('heading', { name: 'Your security code' }) }).first();
  await expect(message).toBeVisible();
  await expectAccessible(mailbox);
  const code = ((await message.textContent()) ?? '').match(/\b(\d{6})\b/)?.[1] ?? '';
  await mailbox.close();
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** Everything the browser keeps for the site: local and session storage, cookies. */
async function browserStorage(page: Page): Promise<string> {
  const stores = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }));
  const cookies = await page.context().cookies();
  return `${stores}\n${JSON.stringify(cookies)}`;
}

/** Waits until no CSS animation or transition runs (dialogs fade in; axe must see their final colours). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

const cardItem = (page: Page, name: RegExp): Locator => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
const statusOf = (card: Locator): Locator => card.locator('dt', { hasText: /^Status$/ }).locator('xpath=following-sibling::dd[1]');

test('purchasing controls and a purchase card: refused switch, create, reveal once, lock, unlock, terminate, already terminated', async ({ page, context, expectAccessible: axe }) => {
  test.setTimeout(180_000);
  const expectAccessible = async (target: Page) => {
    await settled(target);
    await axe(target);
  };
  await signInWithKeyboard(page, USERS.admin);

  // Purchasing Controls: the set-up dialog first (stored flag), then the switches.
  await page.goto('/account/settings/purchasing-controls');
  await expect(page.getByRole('heading', { level: 1, name: 'Purchasing Controls' })).toBeVisible();
  const setup = page.getByRole('alertdialog', { name: 'Set up purchase cards' });
  await expect(setup).toBeVisible();
  await expectAccessible(page);
  await activate(page, setup.getByRole('button', { name: 'Not now' }));
  await expect(setup).toBeHidden();

  const limits = page.getByRole('switch', { name: 'Individual Credit Limits' });
  const cards = page.getByRole('switch', { name: 'Purchase Cards' });
  await expect(limits).not.toBeChecked();
  await toggle(page, cards);
  await expect(page.getByText('Individual Credit Limits must be enabled before Purchase Cards.', { exact: true })).toBeVisible();
  await expect(cards).not.toBeChecked();
  await expectAccessible(page);

  await pressUntilFocused(page, 'Shift+Tab', limits);
  await page.keyboard.press('Space');
  await expect(limits).toBeChecked();
  await toggle(page, cards);
  await expect(cards).toBeChecked();
  await expect(page.getByText('Individual Credit Limits must be enabled before Purchase Cards.', { exact: true })).toBeHidden();
  await expectAccessible(page);

  // Purchase Policies and Purchase Cards settings: a save says "Saved." until the form changes again.
  // Each saves what is stored (the seeded maximum, the seeded return address) and leaves the change
  // unsaved: the policy and the return address stay as seeded.
  const savedNotice = page.getByRole('heading', { name: 'Saved.', exact: true });
  await page.goto('/account/settings/purchasing-controls/manage-policies');
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase Policies' })).toBeVisible();
  const maxValue = page.getByRole('textbox', { name: 'Maximum purchase value' });
  await expect(maxValue).not.toHaveValue('');
  await activate(page, page.getByRole('button', { name: 'Save' }));
  await expect(savedNotice).toBeVisible();
  await typeInto(page, maxValue, '1000');
  await page.keyboard.press('Tab'); // the number field commits its value on leaving it
  await expect(savedNotice).toBeHidden();
  await expect(maxValue).toHaveValue('$1,000.00');

  await page.goto('/account/settings/purchasing-controls/purchase-cards-config');
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase Cards' })).toBeVisible();
  const returnLine1 = page.getByRole('textbox', { name: /^Address line 1/ });
  await expect(returnLine1).toHaveValue('100 INDUSTRIAL WAY');
  await activate(page, page.getByRole('button', { name: 'Save' }));
  await expect(savedNotice).toBeVisible();
  await pressUntilFocused(page, 'Shift+Tab', returnLine1);
  await page.keyboard.press('End');
  await page.keyboard.type(' A');
  await expect(savedNotice).toBeHidden();
  await expect(returnLine1).toHaveValue('100 INDUSTRIAL WAY A');

  // Profile - Purchasing: Create Card (a virtual card for the admin).
  await page.goto('/profile/purchasing-controls');
  await expect(page.getByRole('heading', { level: 1, name: 'Purchasing' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Introduction to purchase cards' })).toBeVisible();
  await expectAccessible(page);
  await activate(page, page.getByRole('button', { name: 'Skip introduction' }));
  await activate(page, page.getByRole('button', { name: 'Create Card' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Profile - Purchasing' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Cardholder name/ })).toHaveValue('ALEX MORGAN');
  await expect(page.getByRole('textbox', { name: 'Business name on card' })).toHaveValue('ACME INDUSTRIAL SUPPLY');
  await expect(page.getByRole('radio', { name: 'Virtual' })).toBeChecked();
  await expectAccessible(page);
  await activate(page, page.getByRole('button', { name: 'Create Card' }));

  await expect(page.getByRole('heading', { level: 1, name: 'Purchasing' })).toBeVisible();
  const mine = cardItem(page, /^ALEX MORGAN/);
  await expect(mine).toHaveCount(1);
  // Being created while the card issuer's job is held; active once the released job creates it,
  // and the page follows live.
  await expect(statusOf(mine)).toHaveText('Being created');
  await releaseJobWhere('card-issuer', (job) => job.data['step'] === 'create' && job.data['cardholderName'] === 'ALEX MORGAN', 'creating the card of ALEX MORGAN', { live: 'purchaseCardUpdated' });
  await expect(statusOf(mine)).toHaveText('Active');
  const heading = await mine.getByRole('heading').textContent();
  const last4 = heading?.match(/(\d{4})$/)?.[1] ?? '';
  expect(last4).toMatch(/^\d{4}$/);
  await expectAccessible(page);

  // Reveal: a code by e-mail, then the number once.
  await activate(page, mine.getByRole('button', { name: 'Show card number' }));
  const reveal = page.getByRole('dialog', { name: 'Card number of ALEX MORGAN' });
  await expect(reveal).toBeVisible();
  await expect(reveal.getByLabel('Card number')).toHaveCount(0);
  await activate(page, reveal.getByRole('button', { name: 'Send code' }));
  await expect(reveal.getByText(/We sent a security code to a•••@acme\.example/)).toBeVisible();
  await expectAccessible(page);
  const code = await readMailedCode(page, expectAccessible);
  await pressUntilFocused(page, 'Tab', reveal.getByRole('textbox', { name: 'Security code' }));
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  const shown = reveal.getByLabel('Card number');
  await expect(shown).toHaveText(new RegExp(`^4\\d{3} \\d{4} \\d{4} ${last4}$`));
  const number = ((await shown.textContent()) ?? '').replace(/\s/g, '');
  expect(number).toHaveLength(16);
  await expectAccessible(page);
  await activate(page, reveal.getByRole('button', { name: 'Close' }));
  await expect(reveal).toBeHidden();
  await expect(page.getByText(number.replace(/(\d{4})(?=\d)/g, '$1 '))).toHaveCount(0);
  const stored = await browserStorage(page);
  expect(stored).not.toContain(number);
  expect(stored).not.toContain(number.replace(/(\d{4})(?=\d)/g, '$1 '));

  // Manage Users, Purchasing: the purchaser's individual limit lowered below what their open charges
  // owe blocks further purchases (spec 5). The purchaser's limit is ours to change: no other journey reads it.
  await page.goto('/account/settings/users/30000000-0000-4000-8000-000000000003/purchasing');
  await expect(page.getByRole('heading', { level: 1, name: 'Purchasing' })).toBeVisible();
  const limitField = page.getByRole('textbox', { name: 'Individual credit limit' });
  await expect(limitField).toHaveValue('$50,000.00');
  await pressUntilFocused(page, 'Tab', limitField);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('1');
  await activate(page, page.getByRole('button', { name: 'Save' }));
  await expect(page.getByRole('heading', { name: 'Purchases blocked' })).toBeVisible();
  await expectAccessible(page);
  // Changing the limit again takes the notice away (not saved: the limit stays $1.00).
  await pressUntilFocused(page, 'Shift+Tab', limitField);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('heading', { name: 'Purchases blocked' })).toBeHidden();

  // View Cards (Active): lock, unlock.
  await page.goto('/account/settings/purchasing-controls/view-cards/active');
  await expect(page.getByRole('heading', { level: 1, name: 'View Cards' })).toBeVisible();
  const card = cardItem(page, new RegExp(`^ALEX MORGAN •••• ${last4}$`));
  await expect(statusOf(card)).toHaveText('Active');
  await expectAccessible(page);
  await activate(page, card.getByRole('button', { name: 'Lock card' }));
  const lock = page.getByRole('dialog', { name: "Lock ALEX MORGAN's card" });
  await chooseRadio(page, lock, 'Lost');
  await expectAccessible(page);
  await activate(page, lock.getByRole('button', { name: 'Lock card' }));
  await expect(lock).toBeHidden();
  await expect(statusOf(card)).toHaveText('Locked');
  await expect(card.getByText('Lost', { exact: true })).toBeVisible();
  await activate(page, card.getByRole('button', { name: 'Unlock card' }));
  await expect(statusOf(card)).toHaveText('Active');

  // A second tab has the same card open in its Terminate dialog when this one terminates it.
  const other = await context.newPage();
  await other.goto('/account/settings/purchasing-controls/view-cards/active');
  const staleCard = cardItem(other, new RegExp(`^ALEX MORGAN •••• ${last4}$`));
  await activate(other, staleCard.getByRole('button', { name: 'Terminate card' }));
  const staleDialog = other.getByRole('dialog', { name: "Terminate ALEX MORGAN's card" });
  await chooseRadio(other, staleDialog, 'Stolen');

  await activate(page, card.getByRole('button', { name: 'Terminate card' }));
  const terminate = page.getByRole('dialog', { name: "Terminate ALEX MORGAN's card" });
  await activate(page, terminate.getByRole('button', { name: 'Terminate card' }));
  await expect(terminate.getByText('Select Reason', { exact: false })).toBeVisible();
  await chooseRadio(page, terminate, 'Stolen');
  await expectAccessible(page);
  await activate(page, terminate.getByRole('button', { name: 'Terminate card' }));
  await expect(terminate).toBeHidden();
  await expect(card).toHaveCount(0);

  // Terminated tab (arrow keys on the tab list).
  await pressUntilFocused(page, 'Shift+Tab', page.getByRole('tab', { name: 'Active' }));
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/view-cards\/terminated$/);
  const terminated = cardItem(page, new RegExp(`^ALEX MORGAN •••• ${last4}$`));
  await expect(statusOf(terminated)).toHaveText('Terminated');
  await expect(terminated.getByText('Stolen', { exact: true })).toBeVisible();
  await expect(terminated.getByRole('button')).toHaveCount(0);
  await expectAccessible(page);

  // The other tab confirms its stale dialog: already terminated (reload).
  await activate(other, staleDialog.getByRole('button', { name: 'Terminate card' }));
  await expect(staleDialog.getByText('This card is already terminated. Reload to see its current status.')).toBeVisible();
  await expectAccessible(other);
  await other.close();

  // A physical card for the admin: the ship-to address fields. A missing zip is refused on its field
  // in the form's words, and nothing typed is lost; completed, the card is created and listed.
  await page.goto('/profile/purchasing-controls');
  await expect(page.getByRole('heading', { level: 1, name: 'Purchasing' })).toBeVisible();
  await activate(page, page.getByRole('button', { name: 'Create Card' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Profile - Purchasing' })).toBeVisible();
  const createForm = page.getByRole('form', { name: 'Profile - Purchasing' });
  await chooseRadio(page, createForm, 'Physical');
  await expect(createForm.getByRole('heading', { level: 2, name: 'Ship-to address' })).toBeVisible();
  const shipTo = {
    attentionTo: createForm.getByRole('textbox', { name: /^Attention to/ }),
    line1: createForm.getByRole('textbox', { name: /^Address line 1/ }),
    line2: createForm.getByRole('textbox', { name: /^Address line 2/ }),
    city: createForm.getByRole('textbox', { name: /^City/ }),
    state: createForm.getByRole('textbox', { name: /^State/ }),
    zip: createForm.getByRole('textbox', { name: /^Zip/ }),
  };
  const typed = { attentionTo: 'RECEIVING DOCK 4', line1: '200 HARBOR BLVD', line2: 'UNIT 7', city: 'OAKLAND', state: 'CA' };
  for (const [name, text] of Object.entries(typed)) await typeInto(page, shipTo[name as keyof typeof typed], text);
  await expectAccessible(page);
  await activate(page, createForm.getByRole('button', { name: 'Create Card' }));
  await expect(createForm.getByText('Zip cannot be empty', { exact: true })).toBeVisible();
  await expect(shipTo.zip).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile - Purchasing' })).toBeVisible();
  await expect(createForm.getByRole('radio', { name: 'Physical' })).toBeChecked();
  await expect(createForm.getByRole('textbox', { name: /Cardholder name/ })).toHaveValue('ALEX MORGAN');
  for (const [name, text] of Object.entries(typed)) await expect(shipTo[name as keyof typeof typed]).toHaveValue(text);
  await expectAccessible(page);
  await typeInto(page, shipTo.zip, '94607');
  await expect(createForm.getByText('Zip cannot be empty', { exact: true })).toBeHidden();
  await activate(page, createForm.getByRole('button', { name: 'Create Card' }));

  await expect(page.getByRole('heading', { level: 1, name: 'Purchasing' })).toBeVisible();
  const physical = cardItem(page, /^ALEX MORGAN$/);
  await expect(physical).toHaveCount(1);
  await expect(physical.locator('dt', { hasText: /^Card type$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('Physical');
  await expect(statusOf(physical)).toHaveText('Being created');
  // Created by the card issuer, a physical card waits for shipment and activation: Not activated.
  await releaseJobWhere('card-issuer', (job) => job.data['step'] === 'create' && job.data['cardholderName'] === 'ALEX MORGAN', 'creating the physical card of ALEX MORGAN', { live: 'purchaseCardUpdated' });
  await expect(statusOf(cardItem(page, /^ALEX MORGAN •••• \d{4}$/))).toHaveText('Not activated');
  await expectAccessible(page);
});
