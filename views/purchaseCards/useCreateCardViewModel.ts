import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router';
import type { Money } from '../../machines/app/purchasingControls/purchasingControlsTypes';
import { limitCeilingOf, validateCardDraft, type CreateCardDraft, type CreateCardErrors } from '../../machines/app/purchaseCards/createCardDraft';
import type { CreationOptions, PurchaseCardDeps } from '../../machines/app/purchaseCards/purchaseCardTypes';
import { useSessionActorRef } from '../../src/app/hooks';
import { pathFor } from '../../src/app/routes';

export interface CreateCardViewModel {
  options: CreationOptions | null;
  loadFailed: boolean;
  retry: () => void;
  draft: CreateCardDraft;
  update: (change: Partial<CreateCardDraft>) => void;
  /** Printable form of the printed names (spec 5 normaliser), applied when a name field is left. */
  tidyNames: () => void;
  /** Field errors (message ids with values), shown once the user tried to submit. */
  errors: CreateCardErrors;
  limitCeiling: Money | null;
  submitting: boolean;
  failureId: string | null;
  submit: () => void;
}

const NO_ERRORS: CreateCardErrors = { shipTo: [] };

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `card-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Routes `profile-purchasing-create-purchase-card` (the viewer's card) and
 * `edit-user-purchasing-create` (a user's card, administrators): the create-card form, run by the
 * createCard machine (machines/app/purchaseCards). This hook selects and sends.
 */
export function useCreateCardViewModel(deps: PurchaseCardDeps, userId: string | null): CreateCardViewModel {
  const navigate = useNavigate();
  const viewerLanguage = useSelector(useSessionActorRef(), (s) => s.context.user?.language ?? null);
  // One key per opened form (the machine is created once per mount, with the key in its input).
  const actor = useActorRef(
    deps.createCardForm.provide({ actions: { showCards: () => navigate(userId === null ? pathFor('profile-purchasing-controls') : pathFor('purchase-cards-active')) } }),
    { input: { userId, viewerLanguage, idempotencyKey: newKey() } },
  );
  const options = useSelector(actor, (s) => s.context.options);
  const loadFailed = useSelector(actor, (s) => s.matches('failed'));
  const draft = useSelector(actor, (s) => s.context.draft);
  const errors = useSelector(
    actor,
    (s) => (s.context.tried && s.context.options ? validateCardDraft(s.context.draft, s.context.options).errors : NO_ERRORS),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const submitting = useSelector(actor, (s) => s.matches('creating') || s.matches('created'));
  const failureId = useSelector(actor, (s) => s.context.failureId);
  return {
    options,
    loadFailed,
    retry: () => actor.send({ type: 'createCard.retry' }),
    draft,
    update: (change) => actor.send({ type: 'createCard.update', change }),
    tidyNames: () => actor.send({ type: 'createCard.tidyNames' }),
    errors,
    limitCeiling: options ? limitCeilingOf(options) : null,
    submitting,
    failureId,
    submit: () => actor.send({ type: 'createCard.submit' }),
  };
}
