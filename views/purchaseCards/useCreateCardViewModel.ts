import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { normaliseCompanyName, proposedBusinessName, proposedCardholderName } from '../../machines/rules/cardPrintedName';
import { cardRequestProblems, type CardRequestProblem, type CardType } from '../../machines/rules/cardRequest';
import { individualLimitCeiling, individualLimitProblems, type IndividualLimitProblem } from '../../machines/rules/individualCreditLimit';
import { shipToFieldProblems, tidyShipTo, type ShipToFieldProblem } from '../../machines/rules/shipToAddress';
import { useSessionActorRef } from '../../src/app/hooks';
import { pathFor } from '../../src/app/routes';
import { runLoader, useLoader } from '../invoices/runLoader';
import { EMPTY_ADDRESS, type AddressDraft } from '../../machines/app/purchasingControls/addressDraft';
import { failureOf, type Money } from '../../machines/app/purchasingControls/purchasingControlsTypes';
import type { CreationOptions, PurchaseCardsApi } from '../../machines/app/purchaseCards/purchaseCardTypes';

export interface CreateCardDraft {
  cardType: CardType;
  cardholderName: string;
  businessName: string;
  shipTo: AddressDraft;
  cardLanguage: string;
  /** Major units; NaN when blank (keeps the cardholder's limit). */
  limit: number;
}

export interface CreateCardViewModel {
  options: CreationOptions | null;
  loadFailed: boolean;
  retry: () => void;
  draft: CreateCardDraft;
  update: (change: Partial<CreateCardDraft>) => void;
  /** Printable form of the printed names (spec 5 normaliser), applied when a name field is left. */
  tidyNames: () => void;
  /** Field errors (message ids with values), shown once the user tried to submit. */
  errors: {
    cardholderName?: string;
    businessName?: string;
    shipTo: readonly ShipToFieldProblem[];
    limit?: { id: string; values?: Record<string, string | number> };
  };
  limitCeiling: Money | null;
  submitting: boolean;
  failureId: string | null;
  submit: () => void;
}

const NAME_PROBLEMS: Partial<Record<CardRequestProblem, 'cardholderName' | 'businessName'>> = {
  cardholderNameMissing: 'cardholderName', cardholderNameTooLong: 'cardholderName', cardholderNameCharacters: 'cardholderName',
  businessNameTooLong: 'businessName', businessNameCharacters: 'businessName',
};

const limitMinorOf = (draft: CreateCardDraft) => (Number.isFinite(draft.limit) ? Math.round(draft.limit * 100) : null);

/**
 * The form's checks, by the server's own rules: printed names and ship-to address
 * (machines/rules/cardRequest.ts, shipToAddress.ts) and the individual limit
 * (individualCreditLimit.ts), as one message id per field.
 */
export function validateCardDraft(draft: CreateCardDraft, options: CreationOptions): { valid: boolean; errors: CreateCardViewModel['errors'] } {
  const shipTo = draft.cardType === 'physical' ? tidyShipTo(draft.shipTo) : null;
  const request = cardRequestProblems({ cardType: draft.cardType, cardholderName: draft.cardholderName.trim(), businessName: draft.businessName.trim() || null, shipTo });
  const limit: IndividualLimitProblem[] = options.canSetLimit
    ? individualLimitProblems({ requestedMinor: limitMinorOf(draft), inviterLimitMinor: options.inviterLimit?.amountMinor ?? null, companyLineMinor: options.companyCreditLine.amountMinor })
    : [];
  const errors: CreateCardViewModel['errors'] = { shipTo: shipTo ? shipToFieldProblems(shipTo) : [] };
  for (const problem of request) {
    const field = NAME_PROBLEMS[problem];
    if (field && !errors[field]) errors[field] = `purchaseCards.problem.${problem}`;
  }
  const [limitProblem] = limit;
  if (limitProblem) errors.limit = { id: `purchaseCards.problem.${limitProblem}` };
  return { valid: request.length === 0 && limit.length === 0, errors };
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `card-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Routes `profile-purchasing-create-purchase-card` (the viewer's card) and
 * `edit-user-purchasing-create` (a user's card, administrators): the create-card form. Its checks
 * are the server's own rules (cardRequest, shipToAddress, individualCreditLimit in machines/rules).
 */
export function useCreateCardViewModel(api: PurchaseCardsApi, userId: string | null): CreateCardViewModel {
  const navigate = useNavigate();
  const viewerLanguage = useSelector(useSessionActorRef(), (s) => s.context.user?.language ?? null);
  const { state, retry } = useLoader(api.loadCreationOptions, { userId });
  const options = state.status === 'done' ? state.output : null;
  const [draft, setDraft] = useState<CreateCardDraft>({ cardType: 'virtual', cardholderName: '', businessName: '', shipTo: EMPTY_ADDRESS, cardLanguage: 'en', limit: Number.NaN });
  const [tried, setTried] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failureId, setFailureId] = useState<string | null>(null);
  const [idempotencyKey] = useState(newKey);

  useEffect(() => {
    if (!options) return;
    const language = options.languages.find((l) => l === viewerLanguage?.slice(0, 2)) ?? options.languages[0] ?? 'en';
    setDraft((d) => ({
      ...d,
      cardholderName: proposedCardholderName(options.firstName, options.lastName),
      businessName: proposedBusinessName(options.companyName),
      cardLanguage: language,
    }));
  }, [options, viewerLanguage]);

  const limitMinor = limitMinorOf(draft);
  const validation = useMemo(() => (options ? validateCardDraft(draft, options) : null), [draft, options]);
  const limitCeiling: Money | null = options
    ? { amountMinor: individualLimitCeiling({ inviterLimitMinor: options.inviterLimit?.amountMinor ?? null, companyLineMinor: options.companyCreditLine.amountMinor }), currency: options.companyCreditLine.currency }
    : null;
  const errors: CreateCardViewModel['errors'] = tried && validation ? validation.errors : { shipTo: [] };

  const update = useCallback((change: Partial<CreateCardDraft>) => setDraft((d) => ({ ...d, ...change })), []);
  const tidyNames = useCallback(
    () => setDraft((d) => ({ ...d, cardholderName: normaliseCompanyName(d.cardholderName), businessName: normaliseCompanyName(d.businessName) })),
    [],
  );

  const submit = useCallback(() => {
    setTried(true);
    if (!options || !validation || !validation.valid || submitting) return;
    setSubmitting(true);
    setFailureId(null);
    runLoader(api.createCard, {
      idempotencyKey,
      userId,
      cardType: draft.cardType,
      cardholderName: draft.cardholderName.trim(),
      businessName: draft.businessName.trim() || null,
      shipTo: draft.cardType === 'physical' ? tidyShipTo(draft.shipTo) : null,
      cardLanguage: draft.cardLanguage,
      individualCreditLimitMinor: options.canSetLimit ? limitMinor : null,
    }).then(
      () => navigate(userId === null ? pathFor('profile-purchasing-controls') : pathFor('purchase-cards-active')),
      (error: unknown) => {
        setSubmitting(false);
        setFailureId(failureOf(error).messageId);
      },
    );
  }, [api, draft, idempotencyKey, limitMinor, navigate, options, validation, submitting, userId]);

  return { options, loadFailed: state.status === 'error', retry, draft, update, tidyNames, errors, limitCeiling, submitting, failureId, submit };
}
