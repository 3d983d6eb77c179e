import type { z } from 'zod';
import { ERRORS } from '../../../src/domain/errors';
import { GraphQLError } from '../../graphql/graphqlRuntime';

/** One refused field: its name, the message id of the rule (spec 5's generic messages or company.problem.*), and the message's values. */
export interface CompanyFieldProblem {
  field: string;
  messageId: string;
  values?: Record<string, string | number>;
}

/** The schema's issues as field problems, first per field (the same mapping the form shows: src/i18n/validationMessages.ts). */
export function companyFieldProblems(issues: readonly z.core.$ZodIssue[], input: Record<string, unknown>): CompanyFieldProblem[] {
  const problems = new Map<string, CompanyFieldProblem>();
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (problems.has(field)) continue;
    const value = input[field];
    const blank = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (issue.code === 'custom' && typeof issue.params?.['messageId'] === 'string') {
      const values = issue.params['values'] as CompanyFieldProblem['values'];
      problems.set(field, { field, messageId: issue.params['messageId'], ...(values ? { values } : {}) });
    } else if (blank) problems.set(field, { field, messageId: 'form.required' });
    else if (issue.code === 'too_big') problems.set(field, { field, messageId: 'form.maxLength', values: { maxLength: Number(issue.maximum) } });
    else problems.set(field, { field, messageId: 'form.invalidFormat' });
  }
  return [...problems.values()];
}

/** COMPANY_INFO_INVALID, in the style of portalError, with every refused field. */
export function companyInfoRefused(problems: readonly CompanyFieldProblem[]): GraphQLError {
  return new GraphQLError(`Company info refused: ${problems.map((p) => `${p.field} (${p.messageId})`).join(', ')}`, {
    extensions: { code: 'COMPANY_INFO_INVALID', messageId: ERRORS.COMPANY_INFO_INVALID, problems },
  });
}
