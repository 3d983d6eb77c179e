import { z } from 'zod';
import { fieldIneligibility } from '../../machines/app/disputes/disputeForm';
import type { DisputeRuleFacts } from '../../machines/app/disputes/disputeTypes';
import type { InvoiceRow } from '../../machines/app/invoices/invoiceTypes';
import type { DisputeIneligibility } from '../../machines/rules/disputeEligibility';

/** The Dispute Invoice form's values: the reason's key ('' while none is picked) and the comment. */
export interface DisputeFormValues {
  reason: string;
  comment: string;
}

export const EMPTY_DISPUTE_FORM: DisputeFormValues = { reason: '', comment: '' };

/** Which field shows which of the rule's field checks. */
const FIELD_OF: Partial<Record<DisputeIneligibility, keyof DisputeFormValues>> = { reasonUnknown: 'reason', commentTooLong: 'comment' };

/**
 * The form's fields checked by the dispute rule itself (fieldIneligibility, machines/rules/disputeEligibility.ts,
 * the same the disputeInvoice machine's guard and the server ask), each failed check under its field
 * in the rule's words (disputes.rule.<check>).
 */
export function disputeFormSchema(invoice: InvoiceRow, rules: DisputeRuleFacts) {
  return z
    .object({ reason: z.string(), comment: z.string() })
    .superRefine((values, ctx) => {
      for (const check of fieldIneligibility(invoice, rules, values.reason === '' ? null : values.reason, values.comment)) {
        const field = FIELD_OF[check];
        if (!field) continue;
        const messageId = `disputes.rule.${check}`;
        ctx.addIssue({ code: 'custom', path: [field], message: messageId, params: { messageId, values: { max: rules.commentMaxLength } } });
      }
    });
}
