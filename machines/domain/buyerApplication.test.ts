import { describe, expect, it } from 'vitest';
import { buyerApplicationMachine as machine, buyerApplicationRules, buyerApplicationSampleEvents, buyerApplicationStatus, initialFor, submissionProblemMessageIds } from './buyerApplication';
import type { BuyerApplicationEvent } from './buyerApplication';
import type { EnrolmentLink, EnrolmentSettings } from '../rules/enrolment';
import { reachedStates, run, send, testModelPaths, uncovered } from './testSupport';

const NOW = '2026-03-02T09:00:00Z';
const settings: EnrolmentSettings = {
  references: { clientReferenceId: 'required', clientReferenceCustomerId: 'unsupported', clientReferenceBuyerId: 'optional' },
  supportedPaymentTerms: ['Net30', 'Net60'],
  channels: ['email'],
};
const link = (change: Partial<EnrolmentLink> = {}): EnrolmentLink => ({
  references: { clientReferenceId: 'NW-1', clientReferenceCustomerId: null, clientReferenceBuyerId: null }, paymentTerms: 'Net30', channel: null, ...change,
});
const submit = (l: EnrolmentLink, existing = {}): BuyerApplicationEvent => ({ type: 'application.submit', link: l, settings, existing, now: NOW });
const draft = () => initialFor({ status: 'draft' });

describe('buyerApplication', () => {
  it('a valid link submits, underwriting approves with a credit line', () => {
    const s1 = run(machine, [submit(link())], draft());
    expect([buyerApplicationStatus(s1), s1.context.submittedAt]).toEqual(['submitted', NOW]);
    const s2 = run(machine, [{ type: 'application.approve', approvedLimitMinor: 100_00, decidedBy: 'staff-1', now: NOW }], s1);
    expect([buyerApplicationStatus(s2), s2.context.approvedLimitMinor, s2.context.decidedBy]).toEqual(['approved', 10_000, 'staff-1']);
  });

  it('underwriting may decline; a decided application takes no other decision', () => {
    const declined = run(machine, [submit(link()), { type: 'application.decline', reason: 'risk', decidedBy: 'demoUnderwriting', now: NOW }], draft());
    expect([buyerApplicationStatus(declined), declined.context.declineReason]).toEqual(['declined', 'risk']);
    expect(send(machine, declined, { type: 'application.approve', approvedLimitMinor: 1, decidedBy: 'x', now: NOW }).accepted).toBe(false);
  });

  it.each<[string, BuyerApplicationEvent, string[]]>([
    ['an existing reference', submit(link(), { clientReferenceId: true }), ['referenceAlreadyExists']],
    ['a missing required reference', submit(link({ references: { clientReferenceId: null, clientReferenceCustomerId: null, clientReferenceBuyerId: null } })), ['referenceRequired']],
    ['an unsupported reference', submit(link({ references: { clientReferenceId: 'A', clientReferenceCustomerId: 'C', clientReferenceBuyerId: null } })), ['referenceUnsupported']],
    ['terms outside Net7-Net90', submit(link({ paymentTerms: 'Net120' })), ['paymentTermsUnsupported']],
    ['terms the program has not enabled', submit(link({ paymentTerms: 'Net45' })), ['paymentTermsDisabled']],
    ['no terms', submit(link({ paymentTerms: null })), ['termsIdMissing']],
    ['an unknown channel', submit(link({ channel: 'fax' })), ['channelInvalid']],
  ])('refuses %s (isEnrolmentLinkValid)', (_name, event, problems) => {
    expect(send(machine, draft(), event)).toMatchObject({ accepted: false, failedGuards: ['isEnrolmentLinkValid'] });
    expect(buyerApplicationRules.isEnrolmentLinkValid.explain?.({ context: draft().context, event })).toEqual(problems);
    expect(submissionProblemMessageIds(event)).toHaveLength(1);
  });

  it('refuses an approval without a credit line (isApprovedLimitPositive)', () => {
    const submitted = run(machine, [submit(link())], draft());
    expect(send(machine, submitted, { type: 'application.approve', approvedLimitMinor: 0, decidedBy: 'x', now: NOW })).toMatchObject({ accepted: false, failedGuards: ['isApprovedLimitPositive'] });
  });

  it('every transition is covered and every state reached', () => {
    expect(uncovered(machine, buyerApplicationSampleEvents)).toEqual([]);
    expect([...reachedStates(testModelPaths(machine, buyerApplicationSampleEvents))].sort()).toEqual(['approved', 'declined', 'draft', 'submitted']);
  });
});
