import { z } from 'zod';
import { limitProblem, validateCardDraft, type CreateCardDraft } from '../../machines/app/purchaseCards/createCardDraft';
import type { CreationOptions } from '../../machines/app/purchaseCards/purchaseCardTypes';
import type { AddressDraft } from '../../machines/app/purchasingControls/addressDraft';
import { addAddressIssues } from '../common/addressSchema';
import { toMajor, toMinor } from '../common/format';

/**
 * The create-card and individual-limit forms' values and schemas. Every check is the machine's own
 * rule (validateCardDraft and limitProblem, machines/app/purchaseCards/createCardDraft.ts, which call
 * machines/rules/cardRequest, shipToAddress and individualCreditLimit): nothing is re-stated here.
 * Amounts are typed in major units and kept in minor units (a unit conversion, not a rule).
 */
export interface CreateCardFormValues {
  cardType: string;
  cardholderName: string;
  businessName: string;
  cardLanguage: string;
  /** Major units; undefined when blank. */
  limit: number | undefined;
  shipTo: AddressDraft;
}


export const createCardFormValues = (draft: CreateCardDraft): CreateCardFormValues => ({
  cardType: draft.cardType, cardholderName: draft.cardholderName, businessName: draft.businessName, cardLanguage: draft.cardLanguage,
  limit: toMajor(draft.limitMinor), shipTo: { ...draft.shipTo },
});

export const cardDraftOf = (values: CreateCardFormValues): CreateCardDraft => ({
  cardType: values.cardType === 'physical' ? 'physical' : 'virtual', cardholderName: values.cardholderName, businessName: values.businessName,
  cardLanguage: values.cardLanguage, limitMinor: toMinor(values.limit), shipTo: values.shipTo,
});

const messageIssue = (ctx: z.RefinementCtx, field: string, messageId: string, values?: Record<string, string | number>) =>
  ctx.addIssue({ code: 'custom', path: [field], message: messageId, params: { messageId, values } });

/** The create-card form checked by validateCardDraft, each message under its field. */
export function createCardSchema(options: CreationOptions) {
  return z.custom<CreateCardFormValues>().superRefine((values, ctx) => {
    const { errors } = validateCardDraft(cardDraftOf(values), options);
    if (errors.cardholderName) messageIssue(ctx, 'cardholderName', errors.cardholderName);
    if (errors.businessName) messageIssue(ctx, 'businessName', errors.businessName);
    if (errors.limit) messageIssue(ctx, 'limit', errors.limit.id, errors.limit.values);
    addAddressIssues(ctx, 'shipTo', errors.shipTo);
  });
}

export interface UserLimitFormValues {
  /** Major units; undefined when blank. */
  limit: number | undefined;
}

/** A user's individual limit checked by limitProblem (the userLimit machine's guard). */
export function userLimitSchema(options: CreationOptions) {
  return z.custom<UserLimitFormValues>().superRefine((values, ctx) => {
    const problem = limitProblem(toMinor(values.limit), options);
    if (problem) messageIssue(ctx, 'limit', problem);
  });
}
