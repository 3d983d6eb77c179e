/**
 * Activation and sign-up (spec 2 `/sign-up`, 4 "Activation link", 8 "Activation: invalid link, token
 * expired, already activated, user already logged in, buyer not ready, ineligible (too much time
 * since approval; reapply)"). Pure rules the activation page's machine and the server share. Our
 * choices where the spec is silent:
 *
 * - **Buyer not ready**: the company's application is still Pending Approval (spec 4 "Customer
 *   status" `pending`): its users cannot activate yet. Their links keep expiring meanwhile, and an
 *   expired one is renewed on request (spec 4 "a resend is offered when credit is pending").
 * - **Ineligible**: the company's application or account was closed (declined, canceled,
 *   withdrawn): too much time passed since the approval, or it was turned down. The user must apply
 *   again (/apply).
 * - Every other buyer status (active, suspended, inactive, pending account / bank / direct-debit
 *   setup) lets the user activate: those are about the company's setup, not the person's sign-in.
 * - A browser that is signed in cannot activate another account ("user already logged in"): sign
 *   out first. It is checked before the link, so it tells nothing about the link.
 */
export const ACTIVATION_BUYER_NOT_READY_STATUSES: readonly string[] = ['pending'];
export const ACTIVATION_INELIGIBLE_BUYER_STATUSES: readonly string[] = ['declined', 'canceled', 'cancelled', 'withdrawn'];

export type ActivationBuyerProblem = 'buyerNotReady' | 'ineligible';

/** Why a user of a buyer in this status cannot activate now, or null when they can. */
export function activationBuyerProblem(buyerStatus: string | null): ActivationBuyerProblem | null {
  if (buyerStatus === null) return null;
  if (ACTIVATION_INELIGIBLE_BUYER_STATUSES.includes(buyerStatus)) return 'ineligible';
  if (ACTIVATION_BUYER_NOT_READY_STATUSES.includes(buyerStatus)) return 'buyerNotReady';
  return null;
}

/** Opening, sending a code, verifying, completing and resending, per client address and window. */
export const ACTIVATION_STEPS_PER_ADDRESS = 60;
export const ACTIVATION_STEP_WINDOW_MS = 15 * 60 * 1000;
