import { cardRequestProblems, type CardRequestProblem, type CardType } from '../../rules/cardRequest';
import { individualLimitCeiling, individualLimitProblems, requiredProblems, type IndividualLimitProblem } from '../../rules/individualCreditLimit';
import { shipToFieldProblems, tidyShipTo, type ShipToFieldProblem } from '../../rules/shipToAddress';
import type { AddressDraft } from '../purchasingControls/addressDraft';
import type { Money } from '../purchasingControls/purchasingControlsTypes';
import type { CreateCardInput, CreationOptions } from './purchaseCardTypes';

/** The create-card form as typed (spec 3 Purchase card request). */
export interface CreateCardDraft {
  cardType: CardType;
  cardholderName: string;
  businessName: string;
  shipTo: AddressDraft;
  cardLanguage: string;
  /** Minor units; null when blank (keeps the cardholder's limit). */
  limitMinor: number | null;
}

/** Field errors as message ids (with values), one per field. */
export interface CreateCardErrors {
  cardholderName?: string;
  businessName?: string;
  shipTo: readonly ShipToFieldProblem[];
  limit?: { id: string; values?: Record<string, string | number> };
}

const NAME_PROBLEMS: Partial<Record<CardRequestProblem, 'cardholderName' | 'businessName'>> = {
  cardholderNameMissing: 'cardholderName', cardholderNameTooLong: 'cardholderName', cardholderNameCharacters: 'cardholderName',
  businessNameTooLong: 'businessName', businessNameCharacters: 'businessName',
};

/**
 * The form's checks, by the server's own rules: printed names and ship-to address
 * (machines/rules/cardRequest.ts, shipToAddress.ts) and the individual limit
 * (individualCreditLimit.ts), as one message id per field.
 */
export function validateCardDraft(draft: CreateCardDraft, options: CreationOptions): { valid: boolean; errors: CreateCardErrors } {
  const shipTo = draft.cardType === 'physical' ? tidyShipTo(draft.shipTo) : null;
  const request = cardRequestProblems({ cardType: draft.cardType, cardholderName: draft.cardholderName.trim(), businessName: draft.businessName.trim() || null, shipTo });
  const limit: IndividualLimitProblem[] = options.canSetLimit
    ? individualLimitProblems({ requestedMinor: draft.limitMinor, inviterLimitMinor: options.inviterLimit?.amountMinor ?? null, companyLineMinor: options.companyCreditLine.amountMinor })
    : [];
  const errors: CreateCardErrors = { shipTo: shipTo ? shipToFieldProblems(shipTo) : [] };
  for (const problem of request) {
    const field = NAME_PROBLEMS[problem];
    if (field && !errors[field]) errors[field] = `purchaseCards.problem.${problem}`;
  }
  const [limitProblem] = limit;
  if (limitProblem) errors.limit = { id: `purchaseCards.problem.${limitProblem}` };
  return { valid: request.length === 0 && limit.length === 0, errors };
}

/** The request the server gets for a valid draft. */
export function createCardRequest(draft: CreateCardDraft, options: Pick<CreationOptions, 'canSetLimit'> | null, userId: string | null, idempotencyKey: string): CreateCardInput {
  return {
    idempotencyKey,
    userId,
    cardType: draft.cardType,
    cardholderName: draft.cardholderName.trim(),
    businessName: draft.businessName.trim() || null,
    shipTo: draft.cardType === 'physical' ? tidyShipTo(draft.shipTo) : null,
    cardLanguage: draft.cardLanguage,
    individualCreditLimitMinor: options?.canSetLimit ? draft.limitMinor : null,
  };
}

/** The highest limit this user may be given (spec 5): the inviter's limit, else the company line. */
export const limitCeilingOf = (options: CreationOptions): Money => ({
  amountMinor: individualLimitCeiling({ inviterLimitMinor: options.inviterLimit?.amountMinor ?? null, companyLineMinor: options.companyCreditLine.amountMinor }),
  currency: options.companyCreditLine.currency,
});

/** The first rule a user's limit breaks, by spec 5 (machines/rules/individualCreditLimit.ts); null when it may be saved. */
export function limitProblem(limitMinor: number | null, options: Pick<CreationOptions, 'inviterLimit' | 'companyCreditLine' | 'individualCreditLimitsEnabled'>): string | null {
  if (!options.individualCreditLimitsEnabled) return 'purchaseCards.problem.individualCreditLimitsDisabled';
  const inviterLimitMinor = options.inviterLimit?.amountMinor ?? null;
  const [problem] = [
    ...individualLimitProblems({ requestedMinor: limitMinor, inviterLimitMinor, companyLineMinor: options.companyCreditLine.amountMinor }),
    ...requiredProblems({ requestedMinor: limitMinor, inviterLimitMinor }),
  ];
  return problem ? `purchaseCards.problem.${problem}` : null;
}
