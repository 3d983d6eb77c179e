import { maskMfaTarget } from '../../../machines/rules/mfaSignIn';
import { scopeNeedsMfa } from '../../../machines/rules/mfaScope';
import type { UserRow } from '../../auth/sessionStore';
import { portalError } from '../../graphql/errors';
import type { AppServices } from '../../http/services';
import type { BuyerAccount } from '../invoices/chargeScope';
import { issueMfaCode, MFA_RESEND_AFTER_MS, verifyAndUseMfaCode } from '../mfa/mfaCodes';
import { programMfaConfig } from '../mfa/programMfa';
import { mfaDestination } from '../mfa/signInChallenge';
import { planAllocation } from './allocationPlan';
import { paymentRefused } from './paymentErrors';
import { paymentFingerprint, type PaymentMethodKey } from './paymentInput';

/**
 * Approving a payment with a code (spec 6: the OrderApproval scope needs an MFA check when the
 * program has MFA enabled and its `mfaRequired` switch on). The code goes to the payer's own MFA
 * method (e-mail or SMS, through the outbox) and is bound to them and to this exact payment: the
 * token's subject is the payment's fingerprint (account, method, allocations as a set), so a code
 * approves the payment it was sent for and nothing else. makePayment checks it once, single-use,
 * in a transaction of its own that commits whatever the outcome (wrong codes count).
 */
const SCOPE = 'OrderApproval' as const;

export interface PaymentRequest {
  buyer: BuyerAccount;
  method: PaymentMethodKey;
  allocations: readonly { invoiceId: string; amountMinor: number }[];
}

/** Does paying on this account need an OrderApproval code now? (the spec 6 scope rule) */
export async function paymentApprovalRequired(services: AppServices, buyer: BuyerAccount): Promise<boolean> {
  return scopeNeedsMfa(SCOPE, await programMfaConfig(services.db, buyer.programId));
}

const subjectOf = (request: PaymentRequest) => `payment:${paymentFingerprint(request.buyer.id, request.method, request.allocations)}`;

/** The amount as the message says it: 1234.50 USD (the e-mail is not localised; the screen is). */
const amountText = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

/** Sends an OrderApproval code for this payment to the user's MFA method; no code for a payment the rules refuse. */
export async function requestPaymentApproval(services: AppServices, user: UserRow, request: PaymentRequest) {
  // Where the program asks for no code, there is none to send (the payment is made without one).
  if (!(await paymentApprovalRequired(services, request.buyer))) throw portalError('BAD_USER_INPUT');
  const plan = await planAllocation(services.db, { buyer: request.buyer, method: request.method, allocations: request.allocations, lock: false });
  if (!plan.valid) throw paymentRefused(plan.problems);
  const to = mfaDestination(user);
  const amount = amountText(plan.totalMinor, request.buyer.currency);
  const issued = await issueMfaCode(
    services,
    { userId: user.id, buyerId: request.buyer.id, email: user.email, scope: SCOPE, subjectId: subjectOf(request), sendTo: { channel: to.method, address: to.address } },
    (code) => ({
      subject: 'Your code to approve a payment',
      text: `Your code to approve the payment of ${amount} for ${plan.lines.length} invoice(s) is ${code}. It expires in 5 minutes. If you did not make this payment, change your password and tell your administrator.`,
    }),
  );
  if (issued.kind === 'tooSoon') throw portalError('MFA_RESEND_TOO_SOON', { seconds: Math.max(1, Math.ceil((issued.retryAt.getTime() - services.now().getTime()) / 1000)) });
  return { challengeId: issued.tokenId, method: to.method, sentTo: maskMfaTarget(to.method, to.address), resendAfterMs: MFA_RESEND_AFTER_MS, expiresAt: issued.expiresAt };
}

export interface PaymentApproval {
  challengeId: string;
  code: string;
}

/**
 * makePayment's check, after the idempotent replay and before booking. Where the program asks for
 * a code: a payment the rules refuse is refused first (PAYMENT_REFUSED, the code is not spent),
 * then the code is used (spendPaymentApproval).
 */
export async function approvePayment(services: AppServices, actor: { userId: string; role: string | null }, request: PaymentRequest, approval: PaymentApproval | null | undefined): Promise<void> {
  if (!(await paymentApprovalRequired(services, request.buyer))) return;
  const plan = await planAllocation(services.db, { buyer: request.buyer, method: request.method, allocations: request.allocations, lock: false });
  if (!plan.valid) throw paymentRefused(plan.problems);
  await spendPaymentApproval(services, actor, request, approval);
}

/**
 * Uses the payment's approval code, or refuses: no code -> PAYMENT_APPROVAL_REQUIRED; wrong ->
 * MFA_CODE_INVALID (attempts left); too many wrong -> MFA_LOCKED_OUT; expired, used, another
 * user's or another payment's -> MFA_CODE_EXPIRED. The caller books the payment only after this.
 */
export async function spendPaymentApproval(services: AppServices, actor: { userId: string; role: string | null }, request: PaymentRequest, approval: PaymentApproval | null | undefined): Promise<void> {
  if (!approval) throw portalError('PAYMENT_APPROVAL_REQUIRED');
  const outcome = await services.db.transaction().execute((trx) =>
    verifyAndUseMfaCode(trx, services, { tokenId: approval.challengeId, code: approval.code, userId: actor.userId, scope: SCOPE, subjectId: subjectOf(request), role: actor.role }),
  );
  switch (outcome.kind) {
    case 'used':
      return;
    case 'wrongCode':
      throw portalError('MFA_CODE_INVALID', { attemptsLeft: outcome.attemptsLeft });
    case 'lockedOut':
      throw portalError('MFA_LOCKED_OUT');
    default:
      throw portalError('MFA_CODE_EXPIRED');
  }
}
