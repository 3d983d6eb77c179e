import { z } from 'zod';
import { ruleRefusedError } from '../../rulebook/ruleRefusedError';
import { portalError } from '../../graphql/errors';
import { idSchema, parseInput } from '../../graphql/parseInput';
import type { Resolvers } from '../../schema/generated/resolvers';
import { underwritingDecisionProblems, UNDERWRITING_DECLINE_REASONS } from '../../../machines/rules/underwritingDecision';
import { decidedNotice } from '../creditIncreases/creditIncreaseNotices';
import { findCreditIncrease, toCreditIncrease } from '../creditIncreases/creditIncreaseRecords';
import { decideCreditIncrease } from '../creditIncreases/decideCreditIncrease';
import { notifyRequester, publishCreditIncreaseUpdated } from '../creditIncreases/underwriting';
import { decideApplication } from '../apply/decideApplication';
import { requireUnderwriter } from './underwritingAccess';

/**
 * The underwriting console (issue 14 item 6): underwritingQueue, decideCreditIncrease,
 * decideApplication. Decisions go through the same functions the demo underwriting uses
 * (decideCreditIncrease, decideApplication: the machines, the audit entry with the underwriter as
 * actor, the credit line), then the buyer's page hears it (creditIncreaseUpdated) and the requester
 * gets the e-mail.
 */
const verdict = z.enum(['approve', 'decline']);
const reason = z.enum(UNDERWRITING_DECLINE_REASONS).nullish();
const creditInput = z.object({ requestId: idSchema, verdict, approvedAmountMinor: z.number().int().nullish(), reason }).strict();
const applicationInput = z.object({ applicationId: idSchema, verdict, approvedLimitMinor: z.number().int().nullish(), reason }).strict();

/** The decision's amount or reason breaks machines/rules/underwritingDecision.ts: BAD_USER_INPUT naming the field and the problems. */
function refuseProblems(field: string, problems: readonly string[]): void {
  if (problems.length > 0) throw portalError('BAD_USER_INPUT', { field, problems: problems.join(',') });
}

export const underwritingResolvers: Resolvers = {
  Query: {
    underwritingQueue: async (_parent, _args, context) => {
      const { programId } = requireUnderwriter(context);
      const { db, now } = context.services;
      const at = now();
      const requests = await db
        .selectFrom('credit_increase_requests as r')
        .innerJoin('buyers as b', 'b.id', 'r.buyer_id')
        .selectAll('r')
        .select(['b.name as buyer_name', 'b.credit_approved_minor as buyer_credit', 'b.currency as buyer_currency'])
        .where('b.program_id', '=', programId)
        .where('r.status', '=', 'submitted')
        .orderBy('r.submitted_at')
        .limit(200)
        .execute();
      const applications = await db
        .selectFrom('buyer_applications as a')
        .innerJoin('buyers as b', 'b.id', 'a.buyer_id')
        .selectAll('a')
        .select(['b.name as buyer_name'])
        .where('a.program_id', '=', programId)
        .where('a.status', '=', 'submitted')
        .orderBy('a.submitted_at')
        .limit(200)
        .execute();
      return {
        creditIncreases: requests.map((row) => ({
          request: toCreditIncrease(row, at),
          buyerId: row.buyer_id,
          buyerName: row.buyer_name,
          creditApproved: { amountMinor: row.buyer_credit, currency: row.buyer_currency },
        })),
        applications: applications.map((row) => ({
          id: row.id,
          buyerId: row.buyer_id,
          businessName: row.buyer_name,
          contactName: `${row.contact_first_name} ${row.contact_last_name}`,
          contactEmail: row.contact_email,
          requestedLimit: { amountMinor: row.requested_limit_minor, currency: row.currency },
          paymentTerms: row.payment_terms,
          submittedAt: new Date(row.submitted_at),
        })),
      };
    },
  },

  Mutation: {
    decideCreditIncrease: async (_parent, { input }, context) => {
      const actor = requireUnderwriter(context);
      const parsed = parseInput(creditInput, input, 'input');
      const { services } = context;
      const row = await findCreditIncrease(services.db, parsed.requestId);
      const buyer = row ? await services.db.selectFrom('buyers').select('program_id').where('id', '=', row.buyer_id).executeTakeFirst() : undefined;
      if (!row || buyer?.program_id !== actor.programId) throw portalError('NOT_FOUND');
      refuseProblems(parsed.verdict === 'approve' ? 'input.approvedAmountMinor' : 'input.reason', underwritingDecisionProblems(
        { verdict: parsed.verdict, amountMinor: parsed.approvedAmountMinor ?? null, reason: parsed.reason ?? null },
        { amountMinor: row.amount_minor, currency: row.currency, inIncrements: true },
      ));
      const decision = parsed.verdict === 'approve'
        ? { kind: 'approved' as const, approvedAmountMinor: parsed.approvedAmountMinor ?? row.amount_minor }
        : { kind: 'declined' as const, reason: parsed.reason! };
      const decided = await decideCreditIncrease(services.db, row.id, decision, services.now(), { userId: actor.userId, role: actor.role });
      // Decided meanwhile (by another underwriter, or the demo): the machine's own refusal.
      if (!decided) throw ruleRefusedError('creditIncrease', { name: 'notAllowedInState', description: 'The request was already decided.', spec: '4. Credit limit increase' });
      publishCreditIncreaseUpdated(services, decided);
      await notifyRequester(services, decided, decidedNotice);
      return toCreditIncrease(decided, services.now());
    },

    decideApplication: async (_parent, { input }, context) => {
      const actor = requireUnderwriter(context);
      const parsed = parseInput(applicationInput, input, 'input');
      const { services } = context;
      const row = await services.db.selectFrom('buyer_applications').selectAll().where('id', '=', parsed.applicationId).executeTakeFirst();
      if (!row || row.program_id !== actor.programId) throw portalError('NOT_FOUND');
      refuseProblems(parsed.verdict === 'approve' ? 'input.approvedLimitMinor' : 'input.reason', underwritingDecisionProblems(
        { verdict: parsed.verdict, amountMinor: parsed.approvedLimitMinor ?? null, reason: parsed.reason ?? null },
        { amountMinor: row.requested_limit_minor, currency: row.currency, inIncrements: false },
      ));
      const decision = parsed.verdict === 'approve'
        ? { kind: 'approve' as const, approvedLimitMinor: parsed.approvedLimitMinor ?? row.requested_limit_minor }
        : { kind: 'decline' as const, reason: parsed.reason! };
      const { row: decided } = await decideApplication(services, row.id, decision, actor.userId, { userId: actor.userId, role: actor.role });
      return { id: decided.id, status: decided.status };
    },
  },
};
