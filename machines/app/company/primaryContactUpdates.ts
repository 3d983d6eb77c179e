import type { PrimaryContactData, PrimaryEmailChangeItem } from './companyTypes';

/**
 * A pushed or answered change (primaryEmailChangeUpdated) folded into what the Primary Contact
 * page knows (spec 4 "Primary email change"): a submitted change is the pending one; a decision
 * clears it and becomes the last decision, and an approval is the contact's e-mail from now on.
 */
export function applyPrimaryEmailUpdate(data: PrimaryContactData, change: PrimaryEmailChangeItem): PrimaryContactData {
  if (change.status === 'submitted') return { ...data, pending: change };
  const contact = data.contact && change.status === 'approved' && data.contact.userId === change.contactUserId ? { ...data.contact, email: change.newEmail } : data.contact;
  return { ...data, contact, pending: data.pending?.id === change.id ? null : data.pending, lastDecided: change };
}
