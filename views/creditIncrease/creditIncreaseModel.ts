import { toMinorUnits } from '../../machines/app/makePayment/money';
import type { CreditIncreaseInput } from '../../machines/app/creditIncrease/creditIncreaseTypes';
import { CREDIT_INCREASE_INCREMENT_MAJOR, creditIncreaseProblems, isCreditCurrency } from '../../machines/rules/creditIncreaseAmount';
import type { CreditIncreaseProblem, CreditIncreaseRequest, CreditIncreaseType } from '../../machines/rules/creditIncreaseAmount';
import type { FieldMessage, FieldMessages } from '../../src/i18n/validationMessages';

/**
 * The Increase Credit form, as pure functions (tested without a browser). Every rule comes from
 * machines/rules/creditIncreaseAmount.ts (the one the server's machine and the page's
 * increaseCredit machine enforce): this file only maps its problems to fields and messages.
 */

/** What the form holds; the amount in major units as typed (undefined when empty). */
export interface CreditIncreaseFormValues {
  type: CreditIncreaseType;
  amount: number | undefined;
  startDate: string | null;
  endDate: string | null;
  reason: string;
}

export const REASON_MAX_LENGTH = 500;

export const emptyCreditIncreaseForm: CreditIncreaseFormValues = { type: 'permanent', amount: undefined, startDate: null, endDate: null, reason: '' };

/** The request the form describes (dates only for a temporary increase). */
export function toCreditIncreaseInput(values: CreditIncreaseFormValues, currency: string): CreditIncreaseInput {
  const temporary = values.type === 'temporary';
  return {
    type: values.type,
    amountMinor: values.amount === undefined ? Number.NaN : toMinorUnits(values.amount, currency),
    startDate: temporary ? values.startDate : null,
    endDate: temporary ? values.endDate : null,
    reason: values.reason.trim() || null,
  };
}

/** Which field a rule's problem belongs to (anotherRequestPending is the page's, not a field's). */
const FIELD_OF: Record<Exclude<CreditIncreaseProblem, 'anotherRequestPending'>, keyof CreditIncreaseFormValues> = {
  currencyNotSupported: 'amount',
  amountNotWholeMinorUnits: 'amount',
  amountNotPositive: 'amount',
  amountTooLarge: 'amount',
  amountNotInIncrements: 'amount',
  typeUnknown: 'type',
  datesMissing: 'startDate',
  dateInvalid: 'startDate',
  endDateNotAfterStart: 'endDate',
  datesOnPermanent: 'startDate',
};

export const problemMessageId = (problem: CreditIncreaseProblem) => `creditIncrease.problem.${problem}`;

/** The form's field errors: the rule's problems (pending aside: the page handles it) plus the reason's length. */
export function creditIncreaseFieldMessages(values: CreditIncreaseFormValues, currency: string): FieldMessages | undefined {
  const input = toCreditIncreaseInput(values, currency);
  const out: FieldMessages = {};
  if (values.amount === undefined) out['amount'] = { id: 'form.required' };
  const request: CreditIncreaseRequest = { ...input, currency };
  for (const problem of creditIncreaseProblems(request, { hasPendingRequest: false })) {
    if (problem === 'anotherRequestPending') continue;
    let field = FIELD_OF[problem];
    // A missing end date belongs to the end-date field.
    if (problem === 'datesMissing' && input.startDate) field = 'endDate';
    if (field in out) continue;
    const message: FieldMessage =
      problem === 'amountNotInIncrements' && isCreditCurrency(currency)
        ? { id: problemMessageId(problem), values: { increment: CREDIT_INCREASE_INCREMENT_MAJOR[currency] } }
        : { id: problemMessageId(problem) };
    out[field] = message;
  }
  if (values.reason.trim().length > REASON_MAX_LENGTH) out['reason'] = { id: 'form.maxLength', values: { maxLength: REASON_MAX_LENGTH } };
  return Object.keys(out).length ? out : undefined;
}
