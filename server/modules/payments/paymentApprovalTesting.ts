import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { graphql, requestToken, type ApiSession, type SignedIn } from '../../http/testing/apiClient';

/**
 * The one test helper for paying where the program asks for an OrderApproval code (spec 6; the
 * demo program has mfaRequired on): ask for the payment's code, read it from the outbox as the user
 * would from their e-mail or phone, and put it in the makePayment input. Server tests, the API
 * model tests and the authorization suite use it; the browser journeys read the outbox page instead
 * (e2e/support/paymentApproval.ts).
 */
export const REQUEST_PAYMENT_APPROVAL = 'mutation($input: PaymentPreviewInput!) { requestPaymentApprovalCode(input: $input) { challengeId method sentTo resendAfterMs expiresAt } }';

export interface PaymentInputLike {
  idempotencyKey: string;
  buyerId?: string | null;
  method: string;
  allocations: readonly { invoiceId: string; amountMinor: number }[];
}

export interface PaymentApprovalInput {
  challengeId: string;
  code: string;
}

/** Where the helper calls: a server's address and its database (TestServer fits). */
export interface ApprovalTarget {
  url: string;
  db: Kysely<Database>;
}

/** The code of a challenge: the newest security-code message the outbox holds for the challenge's user. */
export async function approvalCodeFromOutbox(db: Kysely<Database>, challengeId: string): Promise<string> {
  const token = await db.selectFrom('mfa_tokens').select(['user_id', 'scope']).where('id', '=', challengeId).executeTakeFirstOrThrow();
  if (token.scope !== 'OrderApproval') throw new Error(`challenge ${challengeId} is a ${token.scope} code`);
  const message = await db
    .selectFrom('outbox_messages')
    .select('body')
    .where('user_id', '=', token.user_id)
    .where('kind', '=', 'mfa.code')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`no code in: ${message.body}`);
  return code;
}

interface Challenge {
  challengeId: string;
  sentTo: string;
  method: string;
}

async function askForCode(target: ApprovalTarget, session: ApiSession, input: PaymentInputLike): Promise<{ challenge?: Challenge; errorCode?: string; waitSeconds: number; errors: unknown }> {
  const request = { buyerId: input.buyerId ?? null, method: input.method, allocations: input.allocations };
  const reply = await graphql(target.url, session, REQUEST_PAYMENT_APPROVAL, { input: request });
  const challenge = reply.body.data?.['requestPaymentApprovalCode'] as Challenge | undefined;
  const error = reply.body.errors?.[0]?.extensions;
  const waitSeconds = Number((error?.['values'] as { seconds?: unknown } | undefined)?.seconds ?? 0);
  return { challenge, errorCode: error?.['code'] as string | undefined, waitSeconds, errors: reply.body.errors };
}

/**
 * Waits out the code throttle (one code a minute per payment, 10 per address in 15 minutes) on
 * the test server's settable clock, then gives `session` a fresh bearer token (the old one may
 * have expired on the moved clock; the signed-in session itself lasts 8 idle hours).
 */
async function waitOutThrottle(target: ApprovalTarget & { advanceTime(ms: number): void }, session: ApiSession, seconds: number): Promise<void> {
  target.advanceTime(seconds * 1000);
  const { cookies } = session as Partial<SignedIn>;
  if (!cookies) throw new Error('the session cannot renew its token (no cookies)');
  const response = await requestToken(target.url, cookies);
  session.token = ((await response.json()) as { token: string }).token;
}

/** Sends the payment's code (as `session`) and returns the challenge, or throws with the server's errors. */
export async function requestPaymentApproval(target: ApprovalTarget, session: ApiSession, input: PaymentInputLike): Promise<Challenge> {
  const { challenge, errors } = await askForCode(target, session, input);
  if (!challenge) throw new Error(`requestPaymentApprovalCode failed: ${JSON.stringify(errors)}`);
  return challenge;
}

/**
 * `input` with the approval of its payment: a fresh code for it, read from the outbox. With
 * `refusedPaymentsWithout`, a payment the rules refuse (no code is sent for it) comes back without
 * one, for drivers whose paths include refused payments: makePayment then answers the same refusal.
 */
export async function withPaymentApproval<T extends PaymentInputLike>(
  target: ApprovalTarget, session: ApiSession, input: T, options: { refusedPaymentsWithout?: boolean; clock?: { advanceTime(ms: number): void } } = {},
): Promise<T & { approval?: PaymentApprovalInput }> {
  let asked = await askForCode(target, session, input);
  // Long replays (the API model tests) pay more often than the throttle allows: they move the clock.
  // (The per-payment minute may be followed by the per-address window: at most twice.)
  for (let waits = 0; waits < 2 && !asked.challenge && asked.errorCode === 'MFA_RESEND_TOO_SOON' && options.clock; waits += 1) {
    await waitOutThrottle({ ...target, advanceTime: (ms) => options.clock!.advanceTime(ms) }, session, asked.waitSeconds);
    asked = await askForCode(target, session, input);
  }
  const { challenge, errorCode, errors } = asked;
  if (!challenge) {
    if (options.refusedPaymentsWithout && errorCode === 'PAYMENT_REFUSED') return input;
    throw new Error(`requestPaymentApprovalCode failed: ${JSON.stringify(errors)}`);
  }
  return { ...input, approval: { challengeId: challenge.challengeId, code: await approvalCodeFromOutbox(target.db, challenge.challengeId) } };
}
