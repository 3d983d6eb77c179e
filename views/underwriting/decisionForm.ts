import { z } from 'zod';
import { underwritingDecisionProblems, type UnderwritingDecisionDraft, type UnderwritingDecisionProblem } from '../../machines/rules/underwritingDecision';

/** What was asked for, in minor units, and whether the grant must be in the currency's increments (a credit-limit increase). */
export interface Asked {
  amountMinor: number;
  currency: string;
  inIncrements: boolean;
}

/** The decision form's values: the verdict, the amount in major units (undefined while empty), the reason code ('' while none). */
export interface DecisionValues {
  verdict: string;
  amountMajor: number | undefined;
  reason: string;
}

const MINOR_PER_MAJOR = 100;

export const decisionValuesFor = (asked: Asked): DecisionValues => ({ verdict: 'approve', amountMajor: asked.amountMinor / MINOR_PER_MAJOR, reason: '' });

/** The draft the rule and the server read: the amount only for an approval, the reason only for a decline. */
export function draftOf(values: Pick<DecisionValues, 'verdict' | 'reason'> & { amountMajor?: number | undefined }): UnderwritingDecisionDraft {
  const verdict = values.verdict === 'decline' ? 'decline' : 'approve';
  const amountMinor = values.amountMajor !== undefined && Number.isFinite(values.amountMajor) ? Math.round(values.amountMajor * MINOR_PER_MAJOR) : Number.NaN;
  return { verdict, amountMinor: verdict === 'approve' ? amountMinor : null, reason: verdict === 'decline' ? values.reason || null : null };
}

const fieldOf = (problem: UnderwritingDecisionProblem) => (problem === 'reasonMissing' ? 'reason' : 'amountMajor');

/** The underwriting rule (machines/rules/underwritingDecision.ts, checked again by the server) as the form's schema, in the console's words. */
export const decisionSchema = (asked: Asked) =>
  z.object({ verdict: z.string(), amountMajor: z.number().optional(), reason: z.string() }).superRefine((values, ctx) => {
    for (const problem of underwritingDecisionProblems(draftOf(values), asked)) {
      const messageId = `staff.underwriting.problem.${problem}`;
      ctx.addIssue({ code: 'custom', path: [fieldOf(problem)], message: messageId, params: { messageId } });
    }
  });
