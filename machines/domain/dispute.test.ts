import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { disputeMachine as machine, disputeRules, disputeSampleEvents, disputeStatus, initialFor } from './dispute';
import type { DisputeEvent } from './dispute';
import type { DisputeInvoiceFacts } from '../rules/disputeEligibility';
import { reachedStates, run, send, testModelPaths, uncovered } from './testSupport';

const invoice: DisputeInvoiceFacts = { id: 'inv-7', status: 'paid', invoiceType: 'sale', feeType: null, consolidated: false, billDate: '2026-01-01', disputeStatuses: [] };
const raise = (change: Partial<Extract<DisputeEvent, { type: 'dispute.raise' }>> = {}): DisputeEvent => ({
  type: 'dispute.raise', invoices: [invoice], now: '2026-01-20T10:00:00Z', disputeTimeLimitDays: 30, reason: 'defective', comment: 'arrived broken', ...change,
});
const explain = (event: DisputeEvent) => disputeRules.isDisputeEligible.explain?.({ context: initialFor({ status: 'draft' }).context, event });

describe('dispute: legal transitions', () => {
  it('raising records the dispute and asks for the invoice document to be regenerated', () => {
    const s = run(machine, [raise()]);
    expect(disputeStatus(s)).toBe('open');
    expect(s.context).toMatchObject({ invoiceId: 'inv-7', reason: 'defective', comment: 'arrived broken', raisedAt: '2026-01-20T10:00:00Z', pendingEffects: ['regenerateInvoiceDocument'] });
  });

  it('open -> underReview -> resolved regenerates the document again', () => {
    const s = run(machine, [raise(), { type: 'dispute.review', now: '2026-01-21T09:00:00Z' }]);
    expect([disputeStatus(s), s.context.pendingEffects]).toEqual(['underReview', []]);
    const done = run(machine, [{ type: 'dispute.resolve', now: '2026-01-25T09:00:00Z', note: 'credited' }], s);
    expect(done.context).toMatchObject({ closedAt: '2026-01-25T09:00:00Z', outcomeNote: 'credited', pendingEffects: ['regenerateInvoiceDocument'] });
    expect(done.status).toBe('done');
  });

  it('underReview -> rejected leaves the invoice as billed', () => {
    const s = run(machine, [{ type: 'dispute.reject', now: '2026-01-25T09:00:00Z' }], initialFor({ status: 'underReview' }));
    expect([disputeStatus(s), s.context.pendingEffects]).toEqual(['rejected', []]);
  });

  it('runs in an actor', () => {
    const actor = createActor(machine, { input: {} }).start();
    actor.send(raise());
    expect(actor.getSnapshot().value).toBe('open');
  });
});

describe('dispute: refusals name their rule', () => {
  it.each<[string, DisputeEvent, string[]]>([
    ['the last day of the time limit is allowed', raise({ now: '2026-01-31T23:59:59Z' }), []],
    ['the day after the time limit', raise({ now: '2026-02-01T00:00:00Z' }), ['disputeTimeLimitPassed']],
    ['two invoices', raise({ invoices: [invoice, { ...invoice, id: 'inv-8' }] }), ['notExactlyOneInvoice']],
    ['a consolidated invoice', raise({ invoices: [{ ...invoice, consolidated: true }] }), ['consolidatedInvoice']],
    ['a fee', raise({ invoices: [{ ...invoice, invoiceType: 'fee', feeType: 'Collections Fee' }] }), ['feeInvoice']],
    ['a cancelled invoice', raise({ invoices: [{ ...invoice, status: 'cancelled' }] }), ['statusNotDisputable']],
    ['an invoice with an open dispute', raise({ invoices: [{ ...invoice, disputeStatuses: ['open'] }] }), ['alreadyDisputed']],
    ['an invoice whose earlier dispute was rejected', raise({ invoices: [{ ...invoice, disputeStatuses: ['rejected'] }] }), []],
    ['an unknown reason', raise({ reason: 'too expensive' }), ['reasonUnknown']],
    ['a comment over 500 characters', raise({ comment: 'x'.repeat(501) }), ['commentTooLong']],
  ])('%s', (_name, event, problems) => {
    const out = send(machine, initialFor({ status: 'draft' }), event);
    expect(out.accepted).toBe(problems.length === 0);
    if (problems.length) expect(out.failedGuards).toEqual(['isDisputeEligible']);
    expect(explain(event)).toEqual(problems);
  });

  it('an open dispute cannot be resolved before review, nor raised twice', () => {
    const open = initialFor({ status: 'open' });
    expect(send(machine, open, { type: 'dispute.resolve', now: '2026-01-25T09:00:00Z' }).accepted).toBe(false);
    expect(send(machine, open, raise()).accepted).toBe(false);
  });
});

describe('dispute: graph', () => {
  it('every transition is covered by the sample events', () => {
    expect(uncovered(machine, disputeSampleEvents)).toEqual([]);
  });

  it('the test model reaches every state', () => {
    expect([...reachedStates(testModelPaths(machine, disputeSampleEvents))].sort()).toEqual(['draft', 'open', 'rejected', 'resolved', 'underReview']);
  });
});
