import { describe, expect, it } from 'vitest';
import { DISPUTE_REASON_OPTIONS } from '../../machines/app/disputes/disputeForm';
import { DISPUTE_INELIGIBILITIES, DISPUTE_REASONS } from '../../machines/rules/disputeEligibility';
import { INVOICE_EDIT_RULES } from '../../machines/rules/invoiceEdit';
import disputesEn from '../../src/i18n/messages/en-US/screens/disputes.json';
import invoicesEn from '../../src/i18n/messages/en-US/invoices.json';

describe('Dispute Invoice and Edit Invoices words', () => {
  it('offers the 15 reasons of spec 3 with their stored values, and the English bundle uses the rule\'s own words', () => {
    expect(DISPUTE_REASON_OPTIONS).toHaveLength(15);
    const bundle = disputesEn as Record<string, string>;
    for (const [label, value] of Object.entries(DISPUTE_REASONS)) expect(bundle[`disputes.reason.${value}`]).toBe(label);
    for (const [check, words] of Object.entries(DISPUTE_INELIGIBILITIES)) expect(bundle[`disputes.rule.${check}`]).toBe(words);
    const invoices = invoicesEn as Record<string, string>;
    for (const [check, words] of Object.entries(INVOICE_EDIT_RULES)) expect(invoices[`invoices.edit.rule.${check}`]).toBe(words);
  });
});
