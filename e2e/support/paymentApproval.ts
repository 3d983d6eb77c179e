import { expect, type Page } from '@playwright/test';
import { activate, typeInto } from './keyboard';

/**
 * The Make Payment approval step (spec 6 OrderApproval; the demo program has mfaRequired on), the
 * one way the browser journeys pass it: the code is read from the payer's own demo outbox (their
 * "phone or mail client", a second tab of the same session) and typed in, then Approve and pay.
 * The server-side tests use server/modules/payments/paymentApprovalTesting.ts instead.
 */
export const PAYMENT_APPROVAL_SUBJECT = 'Your code to approve a payment';

/** The newest approval code in the signed-in user's demo outbox (opened in a new tab of `page`'s session). */
export async function newestApprovalCode(page: Page): Promise<string> {
  const reader = await page.context().newPage();
  try {
    let text = '';
    await expect(async () => {
      await reader.goto('/dev/outbox');
      await expect(reader.getByRole('heading', { level: 1, name: 'Demo outbox' })).toBeVisible();
      const message = reader.getByRole('article', { name: PAYMENT_APPROVAL_SUBJECT }).first();
      await expect(message).toBeVisible();
      text = await message.innerText();
    }).toPass({ timeout: 20_000 });
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    if (!code) throw new Error(`no code in: ${text}`);
    return code;
  } finally {
    await reader.close();
  }
}

/** On the approval step: waits for the code to be sent, types it from the outbox, presses Approve and pay. */
export async function approvePaymentWithCode(page: Page, labels: { heading: string; code: RegExp; approve: string } = { heading: 'Approve the payment', code: /^Security code/, approve: 'Approve and pay' }): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: labels.heading })).toBeVisible();
  const field = page.getByRole('textbox', { name: labels.code });
  await expect(field).toBeVisible();
  await typeInto(page, field, await newestApprovalCode(page));
  await activate(page, page.getByRole('button', { name: labels.approve }));
}
