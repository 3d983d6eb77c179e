// zod/mini: the sign-up page is public and small (see passwordReset.ts).
import * as z from 'zod/mini';

/**
 * The public activation endpoints (server/modules/activation/routes.ts): the enrol link
 * `/sign-up?activation=<token>` of an invitation (issue 11) opened, a BuyerCreate code when the
 * program asks for one, the first password, a new link for an expired one. Bodies parsed the same
 * way in the browser and on the server.
 */
export const ACTIVATION_PATHS = {
  open: '/auth/activation/open',
  sendCode: '/auth/activation/code',
  verify: '/auth/activation/verify',
  complete: '/auth/activation/complete',
  resend: '/auth/activation/resend',
} as const;

/** The query parameter of the enrol link (server/modules/users/invitations.ts). */
export const ACTIVATION_QUERY = 'activation';

/** 32 random bytes, base64url (43 characters); anything else is refused as an invalid link. */
const token = z.string().check(z.minLength(1), z.maxLength(200));

export const activationTokenRequestSchema = z.object({ token });
export const verifyActivationCodeSchema = z.object({
  token,
  challengeId: z.string().check(z.minLength(1), z.maxLength(64)),
  code: z.string().check(z.minLength(1), z.maxLength(20)),
});
export const completeActivationSchema = z.object({
  token,
  password: z.string().check(z.minLength(1), z.maxLength(200)),
  challengeId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});
export type CompleteActivationRequest = z.infer<typeof completeActivationSchema>;

/** What opening a usable link tells the page. */
export interface ActivationLinkInfo {
  firstName: string;
  email: string;
  buyerName: string;
  /** The program asks for a BuyerCreate code before the password (spec 6 scope rule). */
  mfa: boolean;
  /**
   * A BuyerCreate code of this link already verified and still within its window (time-based,
   * spec 4): the page may go straight to the password (a reload after verifying).
   */
  verifiedChallengeId: string | null;
}

/** The answer to a completed activation: the browser stores the congratulations flag under the user's id. */
export interface ActivationDone {
  userId: string;
  email: string;
}

/** `values.resend` of ACTIVATION_LINK_EXPIRED: may the page offer a new link (credit pending), or must the inviter resend? */
export type ExpiredLinkResend = 'offered' | 'ask';
