/**
 * Spec 5 and 8: who may not be deactivated. Deactivation is permanent (spec 4 "User status").
 * - the primary user of the account;
 * - one's own account;
 * - the last user receiving invoice e-mails ("at least one user must receive invoice emails");
 * - the last primary-contact user ("at least one primary-contact-type user must remain");
 * - a user linked to other accounts (only support can do it).
 * The server supplies the facts; counts are of other users who are not deactivated.
 */
export interface DeactivationFacts {
  targetUserId: string;
  actingUserId: string;
  isPrimaryUser: boolean;
  receivesInvoiceEmails: boolean;
  otherInvoiceReceiverCount: number;
  isPrimaryContact: boolean;
  otherPrimaryContactCount: number;
  /** Buyer accounts other than this one that the user is linked to. */
  linkedAccountCount: number;
}

export type DeactivationBlocker = 'primaryUser' | 'ownAccount' | 'lastInvoiceReceiver' | 'lastPrimaryContact' | 'linkedToOtherAccounts';

export const DEACTIVATION_BLOCKERS: Record<DeactivationBlocker, string> = {
  primaryUser: 'The primary user of the account cannot be deactivated.',
  ownAccount: 'You cannot deactivate your own account.',
  lastInvoiceReceiver: 'At least one user must receive invoice e-mails: the last receiver cannot be deactivated.',
  lastPrimaryContact: 'At least one primary-contact user must remain: the last one cannot be deactivated.',
  linkedToOtherAccounts: 'The user is linked to other accounts: contact support to deactivate them.',
};

/** Why this user cannot be deactivated by this actor; empty when they can. */
export function deactivationBlockers(facts: DeactivationFacts): DeactivationBlocker[] {
  const blockers: DeactivationBlocker[] = [];
  if (facts.isPrimaryUser) blockers.push('primaryUser');
  if (facts.targetUserId === facts.actingUserId) blockers.push('ownAccount');
  if (facts.receivesInvoiceEmails && !(facts.otherInvoiceReceiverCount > 0)) blockers.push('lastInvoiceReceiver');
  if (facts.isPrimaryContact && !(facts.otherPrimaryContactCount > 0)) blockers.push('lastPrimaryContact');
  if (!(facts.linkedAccountCount === 0)) blockers.push('linkedToOtherAccounts');
  return blockers;
}
