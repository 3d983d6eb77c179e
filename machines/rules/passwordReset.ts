/**
 * Forgot / reset password (spec 2 routes /forgotpassword and /resetpassword, spec 5 password rules,
 * spec 8 "password reset token expired", "forgot password not allowed for pending buyers",
 * "password recycle error"). The numbers are ours (not shown in the spec):
 *
 * - A reset link is valid for PASSWORD_RESET_LINK_TTL_MS and for one reset; asking again replaces
 *   the links sent before.
 * - "Recently used" means the current password and the PASSWORD_HISTORY_DEPTH - 1 before it.
 * - Asking for a link: at most PASSWORD_RESET_REQUESTS_PER_EMAIL per e-mail and
 *   PASSWORD_RESET_REQUESTS_PER_ADDRESS per client address within PASSWORD_RESET_REQUEST_WINDOW_MS,
 *   counted whether or not the e-mail has an account (the answer never tells).
 */
export const PASSWORD_RESET_LINK_TTL_MS = 60 * 60 * 1000;
export const PASSWORD_HISTORY_DEPTH = 5;
export const PASSWORD_RESET_REQUEST_WINDOW_MS = 15 * 60 * 1000;
export const PASSWORD_RESET_REQUESTS_PER_EMAIL = 3;
export const PASSWORD_RESET_REQUESTS_PER_ADDRESS = 10;
/** Opening, verifying and completing links, per client address and window (guessing links, answers). */
export const PASSWORD_RESET_STEPS_PER_ADDRESS = 60;

/** Buyer statuses whose users may not reset a password (spec 8): not yet approved. */
export const PASSWORD_RESET_REFUSED_BUYER_STATUSES: readonly string[] = ['pending'];

/** Spec 8: "forgot password not allowed for pending buyers". A user without a buyer (seller, staff) may. */
export function isPasswordResetAllowedForBuyer(buyerStatus: string | null): boolean {
  return buyerStatus === null || !PASSWORD_RESET_REFUSED_BUYER_STATUSES.includes(buyerStatus);
}

/** Why a reset link cannot be used, or null when it can. `now` comes in as data. */
export type ResetLinkProblem = 'expired' | 'used' | 'replaced';
export function resetLinkProblem(link: { expiresAt: Date; usedAt: Date | null; supersededAt: Date | null }, now: Date): ResetLinkProblem | null {
  if (link.usedAt) return 'used';
  if (link.supersededAt) return 'replaced';
  if (now.getTime() >= link.expiresAt.getTime()) return 'expired';
  return null;
}
