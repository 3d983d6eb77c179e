import { z } from 'zod';
import { isCalendarDate, statementPeriodProblem } from '../../machines/rules/reportPeriod';
import type { StatementPeriod } from '../../machines/app/reports/reportTypes';
import type { PeriodDraft } from '../common/PeriodFilter';

/** The period the machine and the server take (an open end is no calendar day: the rule refuses it). */
export const periodOf = (values: PeriodDraft): StatementPeriod => ({ from: values.from ?? '', to: values.to ?? '' });

/**
 * The statement period rules (machines/rules/reportPeriod.ts `statementPeriodProblem`, checked again
 * by the reports machine and the server) as the form's schema: a missing start on the start day,
 * every other refusal on the end day, in the screen's words.
 */
export const statementPeriodSchema = (today: string) =>
  z.object({ from: z.string().nullable(), to: z.string().nullable() }).superRefine((values, ctx) => {
    const period = periodOf(values);
    const problem = statementPeriodProblem(period, today);
    if (!problem) return;
    const messageId = `reports.statement.problem.${problem}`;
    const path = problem === 'invalidDate' && !isCalendarDate(period.from) ? 'from' : 'to';
    ctx.addIssue({ code: 'custom', path: [path], message: messageId, params: { messageId } });
  });
