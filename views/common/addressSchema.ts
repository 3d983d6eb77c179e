import type { z } from 'zod';
import type { ShipToFieldProblem } from '../../machines/rules/shipToAddress';

/**
 * The ship-to (or return) address rule's problems (shipToFieldProblems, machines/rules/shipToAddress.ts)
 * as issues of a form schema, each under its field `<prefix>.<field>` in the words of spec 5
 * (form.required, form.maxLength).
 */
export function addAddressIssues(ctx: z.RefinementCtx, prefix: string, problems: readonly ShipToFieldProblem[]): void {
  for (const problem of problems) {
    const messageId = problem.problem === 'required' ? 'form.required' : 'form.maxLength';
    ctx.addIssue({ code: 'custom', path: [prefix, problem.field], message: messageId, params: { messageId, values: { maxLength: problem.max } } });
  }
}
