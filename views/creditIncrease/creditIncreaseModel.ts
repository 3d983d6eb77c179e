import { toMinorUnits } from '../../machines/app/makePayment/money';
import type { Money } from '../../src/domain/money';
import { CREDIT_INCREASE_INCREMENT_MAJOR, creditIncreaseProblems, isCreditCurrency } from '../../machines/rules/creditIncreaseAmount';
import type { CreditIncreaseProblem, CreditIncreaseRequest, CreditIncreaseType } from '../../machines/rules/creditIncreaseAmount';
import type { FieldMessage, FieldMessages } from '../../src/i18n/validationMessages';

/**
 * The Increase Credit page and the Current Status line, as pure functions (tested without a
 * browser). Every rule comes from machines/rules/creditIncreaseAmount.ts (the one the server's
 * machine enforces): this file only maps its problems to fields and messages.
 */
export interface CreditIncreaseItem {
  id: string;
  type: CreditIncreaseType;
  requestedAmount: Money;
  startDate: string | null;
  endDate: string | null;
  reason: string | null;
  status: 'submitted' | 'approved' | 'declined' | 'expired';
  submittedAt: string;
  expectedDecisionBy: string;
  overdue: boolean;
  decidedAt: string | null;
  approvedAmount: Money | null;
  declineReason: string | null;
  creditLimitAfter: Money | null;
  /** Temporary increases: when the increase stops counting (00:00 UTC after the end date). */
  endsAt: string | null;
  expiredAt: string | null;
}

export interface CreditIncreaseOverviewData {
  creditApproved: Money;
  pending: CreditIncreaseItem | null;
  lastDecided: CreditIncreaseItem | null;
}

export interface CreditIncreaseInput {
  /** One per submission (a retry of the same submission sends the same key). */
  idempotencyKey?: string;
  type: CreditIncreaseType;
  amountMinor: number;
  startDate: string | null;
  endDate: string | null;
  reason: string | null;
}

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

/** A pushed request (creditIncreaseUpdated) folded into what the page knows. */
export function applyCreditIncreaseUpdate(overview: CreditIncreaseOverviewData, update: CreditIncreaseItem): CreditIncreaseOverviewData {
  if (update.status === 'submitted') return { ...overview, pending: update };
  return {
    creditApproved: creditAfterUpdate(overview.creditApproved, update),
    pending: overview.pending?.id === update.id ? null : overview.pending,
    lastDecided: update,
  };
}

/** The line after a pushed change: a decision says it; an ended temporary increase takes its amount off again. */
function creditAfterUpdate(current: Money, update: CreditIncreaseItem): Money {
  if (update.status !== 'expired') return update.creditLimitAfter ?? current;
  const granted = update.approvedAmount;
  return granted && granted.currency === current.currency ? { ...current, amountMinor: current.amountMinor - granted.amountMinor } : current;
}

/** How a decided request reads: approved in full, partially, declined, or (a temporary increase) ended. */
export function decisionKind(item: CreditIncreaseItem): 'approved' | 'partiallyApproved' | 'declined' | 'expired' | 'pending' {
  if (item.status === 'submitted') return 'pending';
  if (item.status === 'declined') return 'declined';
  if (item.status === 'expired') return 'expired';
  return item.approvedAmount && item.approvedAmount.amountMinor < item.requestedAmount.amountMinor ? 'partiallyApproved' : 'approved';
}

export type CreditIncreasePageState =
  | { status: 'loading' }
  | { status: 'loadFailed' }
  | {
      status: 'ready';
      overview: CreditIncreaseOverviewData;
      submitting: boolean;
      /** The request this visit submitted: the success page, updated live until decided. */
      submitted: CreditIncreaseItem | null;
      /** A server refusal of the last submit (message id), shown above the form. */
      refusalId: string | null;
    };

export type CreditIncreasePageAction =
  | { type: 'loaded'; overview: CreditIncreaseOverviewData }
  | { type: 'loadFailed' }
  | { type: 'retry' }
  | { type: 'submit' }
  | { type: 'submitted'; request: CreditIncreaseItem }
  | { type: 'refused'; messageId: string; overview: CreditIncreaseOverviewData | null }
  | { type: 'updated'; request: CreditIncreaseItem };

export function creditIncreasePageReducer(state: CreditIncreasePageState, action: CreditIncreasePageAction): CreditIncreasePageState {
  switch (action.type) {
    case 'loaded':
      return state.status === 'ready' ? { ...state, overview: action.overview } : { status: 'ready', overview: action.overview, submitting: false, submitted: null, refusalId: null };
    case 'loadFailed':
      return { status: 'loadFailed' };
    case 'retry':
      return { status: 'loading' };
    case 'submit':
      return state.status === 'ready' ? { ...state, submitting: true, refusalId: null } : state;
    case 'submitted':
      return state.status === 'ready' ? { ...state, submitting: false, submitted: action.request, overview: applyCreditIncreaseUpdate(state.overview, action.request) } : state;
    case 'refused':
      return state.status === 'ready' ? { ...state, submitting: false, refusalId: action.messageId, overview: action.overview ?? state.overview } : state;
    case 'updated':
      if (state.status !== 'ready') return state;
      return {
        ...state,
        overview: applyCreditIncreaseUpdate(state.overview, action.request),
        submitted: state.submitted?.id === action.request.id ? action.request : state.submitted,
      };
  }
}

/** What the page shows: the success page, the one pending request (no new one allowed), or the form. */
export function creditIncreaseScreen(state: CreditIncreasePageState): 'loading' | 'loadFailed' | 'success' | 'pending' | 'form' {
  if (state.status !== 'ready') return state.status;
  if (state.submitted) return 'success';
  return state.overview.pending ? 'pending' : 'form';
}

/** The rule's own words when a request is pending (machines/rules/creditIncreaseAmount.ts anotherRequestPending). */
export const PENDING_REFUSAL_ID = problemMessageId('anotherRequestPending');
