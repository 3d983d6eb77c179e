// UI model test of the cardActions machine (machines/app/purchaseCards): generated paths replayed
// in Chromium on View Cards as Acme's admin. Event -> page action, state -> assertion by role and
// label. The cards and the card mutations are answered by a GraphQL stub (graphqlStub.ts): the
// page shows two cards that exist only in this test, and each lock, unlock, terminate, code request
// and reveal is held until the path releases the answer it expects (done or refused). Nothing is
// written on the server, so no other journey's data changes.
import { expect, type Locator, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { CardActionsContext } from '../../machines/app/purchaseCards/cardActionsMachine';
import { cardActionsCatalogEntry } from '../../machines/app/purchaseCards/catalogEntry';
import { sampleCard } from '../../machines/app/purchaseCards/purchaseCardSamples';
import type { CardSummary } from '../../machines/app/purchaseCards/purchaseCardTypes';
import { USERS } from '../../e2e/fixtures';
import { signedInAs } from '../../e2e/support/signedIn';
import { GraphqlStub, type GraphqlAnswer } from './graphqlStub';
import { describeUiReplay, uiPaths, UiCoverage, type UiDriver } from './uiReplay';

const NOW = new Date().toISOString();
const ACTIVE = sampleCard({ id: 'ui-card-active', cardholderName: 'ALEX MORGAN', last4: '4242', activatedAt: NOW, createdAt: NOW });
const LOCKED = sampleCard({ id: 'ui-card-locked', cardholderName: 'PAT LOCKWOOD', last4: '1111', status: 'locked', lockReason: 'lost', activatedAt: NOW, createdAt: NOW });
const CARD_NUMBER = '4111111111114242';

/** A card as the PurchaseCardFields fragment returns it. */
const asFields = (c: CardSummary) => ({ ...c, terminatedBy: c.terminatedByName, shipTo: null, individualCreditLimit: null });

const REFUSED = { code: 'CARD_ALREADY_TERMINATED', messageId: 'purchaseCards.error.alreadyTerminated' };
const WRONG_CODE = { code: 'MFA_CODE_INVALID', messageId: 'purchaseCards.mfa.invalidCode' };

/** The browser's events: the cards it shows, the reasons and codes a user types, every server answer. */
const UI_EVENTS: AnyEventObject[] = [
  { type: 'cardDialog.openLock', card: ACTIVE, now: NOW },
  { type: 'cardDialog.openTerminate', card: ACTIVE, now: NOW },
  { type: 'cardDialog.openReveal', card: ACTIVE, now: NOW },
  { type: 'card.unlock', card: LOCKED, now: NOW },
  { type: 'cardDialog.confirm', reason: 'lost' },
  { type: 'cardDialog.confirm', reason: null },
  { type: 'reveal.sendCode' },
  { type: 'reveal.submitCode', code: '123456' },
  { type: 'reveal.submitCode', code: '12a4' },
  { type: 'cardDialog.close' },
  ...Object.values(cardActionsCatalogEntry.actorOutputs ?? {}).flat(),
];

/** Actor id -> the GraphQL mutation its request is, and the answers for done / error. */
const MUTATIONS: Record<string, { operation: string; done: () => GraphqlAnswer; error: { code: string; messageId: string } }> = {
  lockCard: { operation: 'LockPurchaseCard', done: () => ({ data: { lockPurchaseCard: asFields({ ...ACTIVE, status: 'locked', lockReason: 'lost' }) } }), error: REFUSED },
  unlockCard: { operation: 'UnlockPurchaseCard', done: () => ({ data: { unlockPurchaseCard: asFields({ ...LOCKED, status: 'active', lockReason: null }) } }), error: REFUSED },
  terminateCard: {
    operation: 'TerminatePurchaseCard',
    done: () => ({ data: { terminatePurchaseCard: asFields({ ...ACTIVE, status: 'terminated', terminationReason: 'lost', terminatedAt: NOW }) } }),
    error: REFUSED,
  },
  requestReveal: {
    operation: 'RequestCardNumberReveal',
    done: () => ({ data: { requestCardNumberReveal: { challengeId: 'ui-challenge', expiresAt: NOW, sentTo: 'a•••@acme.example' } } }),
    error: { code: 'CARD_NUMBER_UNAVAILABLE', messageId: 'purchaseCards.error.numberUnavailable' },
  },
  revealNumber: { operation: 'RevealCardNumber', done: () => ({ data: { revealCardNumber: { cardId: ACTIVE.id, cardNumber: CARD_NUMBER } } }), error: WRONG_CODE },
};

const REASON_LABEL: Record<string, string> = { lost: 'Lost' };
const MESSAGES: Record<string, string> = {
  'purchaseCards.error.alreadyTerminated': 'This card is already terminated. Reload to see its current status.',
  'purchaseCards.mfa.invalidCode': 'That code is not correct. Please check it and try again.',
  'purchaseCards.error.numberUnavailable': 'The card number cannot be shown for this card.',
  'purchaseCards.reveal.codeFormat': 'Enter the 6-digit code from the e-mail.',
};
const DONE: Record<string, string> = {
  'purchaseCards.done.locked': "{name}'s card is locked.",
  'purchaseCards.done.unlocked': "{name}'s card is unlocked.",
  'purchaseCards.done.terminated': "{name}'s card is terminated.",
};

const cardItem = (page: Page, card: CardSummary): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${card.cardholderName} •••• ${card.last4}` }) });
const anyDialog = (page: Page) => page.getByRole('dialog');
const dialogTitle = (kind: string, name: string) => (kind === 'reveal' ? `Card number of ${name}` : `${kind === 'lock' ? 'Lock' : 'Terminate'} ${name}'s card`);

let stub: GraphqlStub;

const driver: UiDriver = {
  async open(page) {
    stub = await GraphqlStub.install(page, { PurchaseCards: () => ({ data: { purchaseCards: [asFields(ACTIVE), asFields(LOCKED)] } }) }, Object.values(MUTATIONS).map((m) => m.operation));
    // Signed in already (the describe's storageState: one sign-in per worker, e2e/support/signedIn.ts).
    await page.goto('/account/settings/purchasing-controls/view-cards/active');
    await expect(page.getByRole('heading', { level: 1, name: 'View Cards' })).toBeVisible({ timeout: 30_000 }); // a lazy route on a loaded machine
    await expect(cardItem(page, ACTIVE)).toBeVisible({ timeout: 30_000 });
  },

  async perform(page, event, before) {
    const context = before.context as CardActionsContext;
    const outcome = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
    if (outcome) {
      const [, kind, actor] = outcome;
      const mutation = MUTATIONS[actor!]!;
      await stub.release(mutation.operation, kind === 'done' ? mutation.done() : { error: mutation.error });
      return;
    }
    const dialog = context.card ? page.getByRole('dialog') : null;
    switch (event.type) {
      case 'cardDialog.openLock':
        return cardItem(page, event.card as CardSummary).getByRole('button', { name: 'Lock card' }).click();
      case 'cardDialog.openTerminate':
        return cardItem(page, event.card as CardSummary).getByRole('button', { name: 'Terminate card' }).click();
      case 'cardDialog.openReveal':
        return cardItem(page, event.card as CardSummary).getByRole('button', { name: 'Show card number' }).click();
      case 'card.unlock':
        return cardItem(page, event.card as CardSummary).getByRole('button', { name: 'Unlock card' }).click();
      case 'cardDialog.confirm': {
        if (event.reason) await dialog!.getByRole('radio', { name: REASON_LABEL[event.reason as string]!, exact: true }).check();
        return dialog!.getByRole('button', { name: /^(Lock|Terminate) card$/ }).click();
      }
      case 'reveal.sendCode':
        return dialog!.getByRole('button', { name: 'Send code' }).click();
      case 'reveal.submitCode':
        await dialog!.getByRole('textbox', { name: 'Security code' }).fill(event.code as string);
        return dialog!.getByRole('button', { name: 'Show number' }).click();
      case 'cardDialog.close':
        return dialog!.getByRole('button', { name: /^(Cancel|Close)$/ }).click();
      default:
        throw new Error(`no page action for ${event.type}`);
    }
  },

  async check(page, state: AnyMachineSnapshot) {
    const context = state.context as CardActionsContext;
    const value = state.value;
    if (value === 'closed' || value === 'unlocking') {
      await expect(anyDialog(page)).toHaveCount(0);
      if (value === 'unlocking') await expect(cardItem(page, LOCKED).getByRole('button', { name: 'Unlock card' })).toBeVisible();
      if (context.done) await expect(page.getByRole('status').getByText(DONE[context.done.id]!.replace('{name}', context.done.name))).toBeVisible();
      if (context.failureId) await expect(page.getByText(MESSAGES[context.failureId]!)).toBeVisible();
      return;
    }
    const [kind, step] = Object.entries(value as Record<string, string>)[0]!;
    const dialog = page.getByRole('dialog', { name: dialogTitle(kind, context.card?.cardholderName ?? '') });
    await expect(dialog).toBeVisible();
    if (context.failureId) await expect(dialog.getByText(MESSAGES[context.failureId]!)).toBeVisible();
    else await expect(dialog.getByText('That did not work')).toHaveCount(0);
    if (kind === 'lock' || kind === 'terminate') {
      const missing = dialog.getByText('Please Select Reason');
      await (context.reasonMissing && step === 'choosing' ? expect(missing).toBeVisible() : expect(missing).toHaveCount(0));
      return;
    }
    if (step === 'explaining' || step === 'sendingCode') await expect(dialog.getByRole('button', { name: 'Send code' })).toBeVisible();
    if (step === 'awaitingCode' || step === 'revealing') {
      await expect(dialog.getByText(/We sent a security code to a•••@acme\.example/)).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Security code' })).toBeVisible();
    }
    if (step === 'shown') await expect(dialog.getByLabel('Card number', { exact: true })).toHaveText('4111 1111 1111 4242');
    else await expect(dialog.getByLabel('Card number', { exact: true })).toHaveCount(0);
  },
};

// Closing is a dialog's button: from `closed` there is nothing to close in the browser. A radio
// cannot be unchecked: once a reason was sent (a refusal shows), confirming without one is not possible.
const paths = uiPaths(
  cardActionsCatalogEntry,
  UI_EVENTS,
  (before, event) =>
    !(event.type === 'cardDialog.close' && before.matches('closed')) &&
    !(event.type === 'cardDialog.confirm' && event.reason === null && (before.context as CardActionsContext).failureId !== null),
);
const coverage = new UiCoverage(cardActionsCatalogEntry);

describeUiReplay('cardActions machine in Chromium (generated paths)', driver, paths, coverage, { storageState: signedInAs(USERS.admin) });
