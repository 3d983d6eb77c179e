import { z } from 'zod';
import { bankAccountDetailProblems, directDebitSetupProblems } from '../../rules/bankAccountRules';
import type { BankAccountProblem } from '../../rules/bankAccountRules';

/**
 * The add-bank-account form's schemas (spec 3 "Bank account"), shared by the form (TanStack Form)
 * and the server's input parsing. Every rule is a pure guard of machines/rules/bankAccountRules.ts;
 * these schemas only turn its problems into zod issues with the rule's message id.
 */
const text = z.string().max(200);

export const bankAccountDetailsSchema = z
  .object({
    bankingCountry: z.string().max(2),
    holderName: text,
    accountName: text,
    bankName: text,
    accountNumber: text,
    accountNumberConfirmation: text,
    branchCode: text,
    iban: text,
    ibanConfirmation: text,
  })
  .superRefine((details, ctx) => addProblems(ctx, bankAccountDetailProblems(details)));
export type BankAccountDetailsInput = z.infer<typeof bankAccountDetailsSchema>;

/** Step 2: AutoPay (forced on when the terms require it). */
export const directDebitSetupSchema = (autoPayRequired: boolean) =>
  z.object({ autoPay: z.boolean() }).superRefine((setup, ctx) => addProblems(ctx, directDebitSetupProblems(setup, autoPayRequired)));

function addProblems(ctx: z.RefinementCtx, problems: readonly BankAccountProblem[]): void {
  for (const problem of problems) {
    ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.messageId, params: { messageId: problem.messageId, values: problem.values } });
  }
}
