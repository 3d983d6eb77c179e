// "Why can't I?" (issue 10, Build 4), keyboard only: a payer tries to dispute a fee invoice from
// Transaction History, sees the specific reason in the rule's words ("Fee invoices cannot be
// disputed."), follows "See the rule" to the dispute rule drawn on /statecharts (which every
// signed-in user may open, and finds in the menu). axe runs on every screen.
//
// FEE-100223 is the seeded Collections Fee invoice (Past Due) that e2e/disputes.spec.ts also only
// reads: nothing here changes data.
import { expect, test, USERS } from './fixtures';
import { openRowActions, showOnly } from './support/transactionHistory';
import { activate, signInWithKeyboard } from './support/keyboard';

const FEE_INVOICE = 'FEE-100223';

test('a payer refused a dispute on a fee invoice sees why and opens the dispute rule drawn on /statecharts', async ({ page, expectAccessible }) => {
  test.setTimeout(240_000); // generous: the run shares 2 cores with other servers (no step is timed)
  await signInWithKeyboard(page, USERS.payer);

  // The rules are in the payer's menu.
  await expect(page.getByRole('link', { name: 'Statecharts', exact: true })).toBeVisible();

  const row = await showOnly(page, FEE_INVOICE);
  await openRowActions(page, row, FEE_INVOICE);
  await expectAccessible();
  await activate(page, page.getByRole('button', { name: 'Dispute invoice' }));
  await expect(page).toHaveURL(/\/dispute\?invoice=/);
  await expect(page.getByRole('heading', { level: 2, name: `Invoice ${FEE_INVOICE}` })).toBeVisible();

  // The specific reason, not the rule's general words, and no way to submit.
  await expect(page.getByText('This invoice cannot be disputed')).toBeVisible();
  await expect(page.getByText('Fee invoices cannot be disputed.', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Only a single non-consolidated invoice/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit dispute' })).toHaveCount(0);
  await expectAccessible();

  // "See the rule": the dispute machine's page, on the rule that refused.
  await activate(page, page.getByRole('link', { name: 'See the rule' }));
  await expect(page).toHaveURL(/\/statecharts\/dispute\?rule=isDisputeEligible$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice dispute', exact: true })).toBeVisible();
  await expect(page.getByText('Access denied')).toHaveCount(0);
  const focus = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'The rule you asked about: isDisputeEligible' }) });
  await expect(focus).toContainText('From “draft”, “dispute.raise” leads to “open” only when this rule holds:');
  await expect(focus).toContainText('fee invoices cannot');
  // Drawn: the diagram (laid out in the browser) shows the guarded transition.
  const diagram = page.getByRole('img', { name: 'Invoice dispute: statechart', exact: true });
  await expect(diagram).toBeVisible({ timeout: 20_000 });
  await expect(diagram).toContainText('dispute.raise');
  await expect(page.getByRole('grid', { name: 'Rules of Invoice dispute', exact: true }).getByRole('row').filter({ hasText: 'dispute.raise' })).toHaveCount(1);
  await expectAccessible();
});
