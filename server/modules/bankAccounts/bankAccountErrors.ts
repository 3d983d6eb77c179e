import type { BankAccountProblem } from '../../../machines/rules/bankAccountRules';
import { ERRORS } from '../../../src/domain/errors';
import { GraphQLError } from '../../graphql/graphqlRuntime';

/**
 * addBankAccount refusals in the style of portalError, with the rule's problems: BANK_SEPA_ERROR
 * (spec 8 "generic SEPA error") when an IBAN field is wrong, BANK_ACCOUNT_INVALID otherwise.
 */
export function bankAccountRefused(problems: readonly BankAccountProblem[]): GraphQLError {
  const code = problems.some((p) => p.field === 'iban' || p.field === 'ibanConfirmation') ? 'BANK_SEPA_ERROR' : 'BANK_ACCOUNT_INVALID';
  return new GraphQLError('The bank account cannot be added as entered', {
    extensions: {
      code,
      messageId: ERRORS[code],
      problems: problems.map(({ field, messageId, values }) => ({ field, messageId, ...(values ? { values } : {}) })),
    },
  });
}
