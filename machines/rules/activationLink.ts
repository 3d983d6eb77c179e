import { MS_PER_HOUR, instantMs, instantPlus } from './instant';

/**
 * Spec 4 "Activation link: valid, expired (a resend is offered when credit is pending), or already
 * used" and 8 activation errors. Our choices: a link lives 72 hours from sending; "credit is pending"
 * means the buyer's status is `pending` (shown as Pending Approval, spec 4 "Customer status"); in any
 * other status an expired link is not renewed (spec 8 "ineligible ... reapply").
 */
export const ACTIVATION_LINK_TTL_MS = 72 * MS_PER_HOUR;

/** Has the link expired at `now`? Its expiry instant counts as expired; unreadable times count as expired. */
export function isActivationLinkExpired(expiresAt: string, now: unknown): boolean {
  const at = instantMs(now);
  const expires = instantMs(expiresAt);
  return Number.isNaN(at) || Number.isNaN(expires) || at >= expires;
}

/** May a new link be sent for a buyer in this status? */
export const canResendActivationLink = (buyerStatus: unknown) => buyerStatus === 'pending';

/** When a link sent at `now` expires. */
export const activationLinkExpiry = (now: string) => instantPlus(now, ACTIVATION_LINK_TTL_MS);
