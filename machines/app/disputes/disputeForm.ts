import type { DisputeEvent } from '../../domain/dispute';
import { initialFor } from '../../domain/dispute';
import { DISPUTE_REASONS, disputeIneligibility, type DisputeIneligibility, type DisputeInvoiceFacts, type DisputeReason } from '../../rules/disputeEligibility';
import type { InvoiceRow } from '../invoices/invoiceTypes';
import type { DisputeRuleFacts } from './disputeTypes';

/**
 * The Dispute Invoice form (and its disputeInvoice machine) asks the same rule (machines/rules/disputeEligibility.ts) and the same
 * machine (machines/domain/dispute.ts) the server enforces, with the facts the server sent (the
 * program's time limit, its clock). Nothing here re-states a rule.
 */

/** The checks about the invoice itself (the others are about the form's fields). */
const FIELD_CHECKS: readonly DisputeIneligibility[] = ['reasonUnknown', 'commentTooLong'];

/** The 15 reasons in the spec's order: stored value and English label (the label's message id is disputes.reason.<value>). */
export const DISPUTE_REASON_OPTIONS: readonly { value: DisputeReason; label: string }[] = Object.entries(DISPUTE_REASONS).map(([label, value]) => ({ value, label }));

export function invoiceFacts(invoice: InvoiceRow, rules: DisputeRuleFacts): DisputeInvoiceFacts {
  return {
    id: invoice.id, status: invoice.status, invoiceType: invoice.type, feeType: invoice.feeType, consolidated: invoice.consolidated ?? false, billDate: invoice.billDate,
    disputeStatuses: rules.invoiceDisputeStatuses,
  };
}

export function raiseEvent(invoice: InvoiceRow, rules: DisputeRuleFacts, reason: string | null, comment: string): Extract<DisputeEvent, { type: 'dispute.raise' }> {
  return {
    type: 'dispute.raise',
    invoices: [invoiceFacts(invoice, rules)],
    now: rules.now,
    disputeTimeLimitDays: rules.timeLimitDays,
    reason: reason ?? '',
    comment: comment.trim() === '' ? null : comment,
  };
}

/** Why this invoice cannot be disputed whatever the form says (shown at once, before submitting). */
export function invoiceIneligibility(invoice: InvoiceRow, rules: DisputeRuleFacts): DisputeIneligibility[] {
  return disputeIneligibility(raiseEvent(invoice, rules, 'other', '')).filter((check) => !FIELD_CHECKS.includes(check));
}

/** What the form's fields break (shown after Submit). */
export function fieldIneligibility(invoice: InvoiceRow, rules: DisputeRuleFacts, reason: string | null, comment: string): DisputeIneligibility[] {
  return disputeIneligibility(raiseEvent(invoice, rules, reason, comment)).filter((check) => FIELD_CHECKS.includes(check));
}

/** Does the dispute machine accept raising this dispute from its draft? (The server decides the same.) */
export function canRaise(event: DisputeEvent): boolean {
  return initialFor({ status: 'draft' }).can(event);
}
